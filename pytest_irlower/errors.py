"""Typed errors: every one an ordinary ``Exception`` a test can expect.

The core never imports pytest. ``lower``, ``filecheck`` and the golden assertion
raise these as they are, so ``pytest.raises(LoweringError)`` and
``@pytest.mark.xfail(raises=LoweringError, strict=True)`` work. The fixture layer
turns only :class:`ToolchainMissing` into a skip (or a failure under
``--irlower-strict``); a report hook shows the others without plugin frames.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from typing import Any


class IRLowerError(Exception):
    """Base class of every error pytest-irlower raises on purpose."""


class UsageError(IRLowerError, ValueError):
    """The caller asked for something that cannot mean anything (a bad argument)."""


class UnknownIRTypeError(UsageError):
    """An ``ir_type`` that is not one of the registered IR type names."""

    def __init__(self, name: str, valid: Sequence[str]) -> None:
        self.name = name
        self.valid = tuple(valid)
        close = difflib.get_close_matches(name, self.valid, n=1)
        hint = f" Did you mean {close[0]!r}?" if close else ""
        super().__init__(f"unknown ir_type {name!r}.{hint} Valid IR types: {', '.join(self.valid)}")


class ToolchainMissing(IRLowerError):
    """A component needed for a lowering is not installed or not usable.

    ``component`` names what is missing (``torch``, ``torch-mlir``...),
    ``looked_for`` says where it was looked for and ``hint`` how to provide it.
    """

    def __init__(self, component: str, looked_for: str, hint: str = "") -> None:
        self.component = component
        self.looked_for = looked_for
        self.hint = hint
        text = f"{component} not available: {looked_for}"
        if hint:
            text += f" ({hint})"
        super().__init__(text)


class LoweringError(IRLowerError):
    """A stage of a lowering chain failed.

    - ``stage``: the stage's name as it appears in ``LoweredIR.stages``;
    - ``ir_type``: the IR type that was asked for (set by the Lowerer);
    - ``detail``: the tool's own diagnostics, condensed;
    - ``command``: a command line that reproduces the failure, or None;
    - ``input_ir``: the failing stage's input, saved for the reproduce command;
    - ``transient``: time or the machine decided it (a timeout, a crash, a tool that could
      not start), not the input: the cross-run cache never keeps it;
    - ``from_cache``: it was read from the cross-run cache (the same input failed the
      same way in an earlier run).
    """

    def __init__(
        self,
        stage: str,
        detail: str,
        *,
        command: str | None = None,
        input_ir: str | None = None,
        ir_type: str | None = None,
        transient: bool = False,
    ) -> None:
        self.stage = stage
        self.detail = detail.rstrip()
        self.command = command
        self.input_ir = input_ir
        self.ir_type = ir_type
        self.transient = transient
        self.from_cache = False
        #: where the failing stage's input was saved (set by the plugin)
        self.saved_input: str | None = None
        super().__init__(self._text())

    @property
    def diagnostics(self) -> str:
        """The tool's own message (an alias of ``detail``)."""
        return self.detail

    def _text(self) -> str:
        asked = (
            f" (ir_type {self.ir_type!r})" if self.ir_type and self.ir_type != self.stage else ""
        )
        lines = [f"lowering failed at stage {self.stage!r}{asked}:", _indent(self.detail)]
        if self.command:
            lines.append(f"reproduce with: {self.command}")
        if getattr(self, "from_cache", False):
            lines.append(
                "(the same failure of an earlier run, kept by the cross-run cache: nothing it "
                "depends on has changed; --irlower-no-cache lowers again)"
            )
        if self.saved_input:
            lines.append(f"input IR of the failing stage saved to {self.saved_input}")
        return "\n".join(lines)

    def refresh(self) -> None:
        """Rebuild the message after ``ir_type`` or ``command`` changed."""
        self.args = (self._text(),)


def is_transient(exc: BaseException) -> bool:
    """Whether time or the machine decided ``exc``, not the input: a transient
    :class:`LoweringError` (a timeout, a crash) or an ``OSError``, ``MemoryError`` or
    ``TimeoutError``, it or any exception behind it (a builder that wrapped one in a
    ``LoweringError`` of its own keeps it as its cause or context)."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if getattr(current, "transient", False) or isinstance(
            current, (OSError, MemoryError, TimeoutError)
        ):
            return True
        current = current.__cause__ or current.__context__
    return False


class UnsupportedCombination(LoweringError):
    """A lowering that this kind of input cannot take (a quantized model to TOSA...).

    ``combination`` names it (``"quantized model -> tosa_mlir"``); the message says why.
    """

    def __init__(self, stage: str, detail: str, *, combination: str, **kwargs: Any) -> None:
        self.combination = combination
        super().__init__(stage, detail, **kwargs)


class NumericMismatch(IRLowerError, AssertionError):
    """The lowered code computed a different answer than its reference."""


def _indent(text: str, prefix: str = "  ") -> str:
    return "\n".join(prefix + line if line else line for line in text.splitlines())


def condense(text: str, *, max_lines: int = 40) -> str:
    """Keep the head and tail of a long tool message, dropping the middle."""
    lines = [line.rstrip() for line in text.strip().splitlines()]
    if len(lines) <= max_lines:
        return "\n".join(lines)
    head = lines[: max_lines // 2]
    tail = lines[-max_lines // 2 :]
    return "\n".join(
        [*head, f"... ({len(lines) - len(head) - len(tail)} lines omitted) ...", *tail]
    )


class CacheKeyMissed(IRLowerError):
    """``--irlower-cache-verify``: a cross-run cache entry whose key stayed the same while
    what it was made from changed (the message names the subject and what the key read)."""


class ReproduceUnavailable(IRLowerError):
    """A stage has a reproduce command, but its input cannot be saved so that the command
    reprints the stage (an exported program ``torch.export.save`` cannot write, or one that
    prints differently once loaded back); the message says why. ``--irlower-dump-dir``
    writes it in the command's place in ``reproduce.sh``."""
