"""Typed errors raised by the lowering core.

The core never imports pytest. The plugin turns :class:`ToolchainMissing` into
a skip (or a failure under ``--irlower-strict``) and every other
:class:`IRLowerError` into a test failure whose text is the error's message.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence


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

    ``stage`` is the stage's name as it appears in ``LoweredIR.stages``;
    ``detail`` is the tool's own message, condensed; ``command`` (optional) is a
    command line that reproduces the failure.
    """

    def __init__(
        self,
        stage: str,
        detail: str,
        *,
        command: str | None = None,
        input_ir: str | None = None,
    ) -> None:
        self.stage = stage
        self.detail = detail.rstrip()
        self.command = command
        self.input_ir = input_ir
        lines = [f"lowering failed at stage {stage!r}:", _indent(self.detail)]
        if command:
            lines.append(f"reproduce with: {command}")
        super().__init__("\n".join(lines))


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


def join_names(names: Iterable[str]) -> str:
    """``a, b, c`` for messages."""
    return ", ".join(names)
