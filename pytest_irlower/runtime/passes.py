"""The IR after every pass (``lower(..., passes=True)``, ``--irlower-passes``).

While a stage is built under :func:`recording`, every MLIR pass pipeline it runs
(``engines/mlir.py``'s ``run_pipeline``: the torch-mlir backend pipelines, ``llvm_mlir``'s
pipeline, in-process ``mlir-opt`` stages) prints the module after each pass, as
``mlir-opt --mlir-print-ir-after-all --mlir-print-ir-module-scope`` does, and the
printout is split here into ordered ``(pass name, IR text)`` entries. Triton's compiles
record theirs through Triton's own dump (``engines/triton_compile.py``). A step run in a forked
child sends its entries back with its result (``runtime/contain/``).

A pass anchored on functions (``func.func(cse)``) prints once per function it ran on; its
entry is the last print: the module once the pass has run on every function (where a
nested pipeline holds several passes and the module several functions, MLIR runs the
whole nested pipeline on one function before the next, so that text also shows the later
passes' work on the earlier functions). A name that repeats within a stage gets
a stable suffix: ``canonicalize``, ``canonicalize#2``... Nothing here imports torch,
torch_mlir or triton.
"""

from __future__ import annotations

import contextlib
import contextvars
import os
import re
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pytest_irlower.errors import UsageError


@dataclass(frozen=True)
class PassRecord:
    """One pass as run in one stage: its name (as on a command line), its IR after it."""

    stage: str
    name: str
    text: str
    syntax: str = "mlir"


@dataclass
class PassLog:
    """Passes recorded while one stage is built."""

    keep_weights: bool = False
    entries: list[PassRecord] = field(default_factory=list)


_ACTIVE: contextvars.ContextVar[PassLog | None] = contextvars.ContextVar(
    "irlower_passes", default=None
)


def active() -> PassLog | None:
    """The log passes are recorded into now (None: passes are not asked for)."""
    return _ACTIVE.get()


@contextlib.contextmanager
def recording(keep_weights: bool = False) -> Iterator[PassLog]:
    """Record the passes run inside the block (a nested block records its own)."""
    log = PassLog(keep_weights)
    token = _ACTIVE.set(log)
    try:
        yield log
    finally:
        _ACTIVE.reset(token)


@contextlib.contextmanager
def suspended() -> Iterator[None]:
    """Record nothing inside the block (a nested lowering that is cached on its own)."""
    token = _ACTIVE.set(None)
    try:
        yield
    finally:
        _ACTIVE.reset(token)


def check_flag(value: Any) -> bool:
    """``passes=`` as a bool; anything but True, False or None is a usage error."""
    if value is None or value is False:
        return False
    if value is True:
        return True
    raise UsageError(
        f"passes={value!r}: expected True (record the IR after every pass), False or None "
        "(the session's --irlower-passes decides)"
    )


@contextlib.contextmanager
def captured_stderr() -> Iterator[list[str]]:
    """What native code writes to file descriptor 2 inside the block (MLIR's IR printer
    writes to ``llvm::errs()``); the text is in the list once the block ends."""
    import sys

    out: list[str] = []
    with tempfile.TemporaryFile() as sink:
        sys.stderr.flush()
        saved = os.dup(2)
        os.dup2(sink.fileno(), 2)
        try:
            yield out
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            out.append(sink.read().decode("utf-8", errors="replace"))


# -- MLIR's printout ------------------------------------------------------------------------

_MLIR_HEADER = re.compile(
    r"^// -----// IR Dump (?P<when>After|Before) (?P<pass>.*?) "
    r"\('(?P<op>[^']+)' operation(?:: (?P<sym>[^)]*))?\) //----- //$",
    re.M,
)


@dataclass(frozen=True)
class Print:
    """One print of MLIR's IR printer: the pass, the op kind and symbol it ran on, the IR."""

    name: str
    op: str
    symbol: str
    text: str


def pass_name(header: str) -> str:
    """A pass as a user types it, from the printer's ``CSEPass: cse{...}``, ``cse``, or
    ``TritonGPUCoalesce (tritongpu-coalesce)`` (older MLIR, as in Triton 3.6)."""
    older = re.fullmatch(r"\s*\S+ \(([\w.-]+)\)\s*", header)
    if older:
        return older.group(1)
    name = header.split(": ", 1)[1] if ": " in header else header
    return re.split(r"[{ ]", name.strip(), maxsplit=1)[0]


def split_mlir_dump(text: str) -> list[Print]:
    """The prints of ``--mlir-print-ir-after-all`` (or Triton's ``MLIR_ENABLE_DUMP``) output,
    in order; lines before the first header (other diagnostics) are dropped."""
    heads = list(_MLIR_HEADER.finditer(text))
    prints = []
    for index, head in enumerate(heads):
        end = heads[index + 1].start() if index + 1 < len(heads) else len(text)
        body = text[head.end() : end].strip("\n")
        # the software pipeliner's "internal IR Dump After: ..." lines are not passes
        body = re.sub(
            r"^// -----// SoftwarePipeliner internal IR Dump.*(?:\n|$)", "", body, flags=re.M
        )
        prints.append(
            Print(
                pass_name(head.group("pass")),
                head.group("op"),
                head.group("sym") or "",
                body + "\n",
            )
        )
    return prints


def merge_prints(prints: Sequence[Print]) -> list[tuple[str, str]]:
    """One ``(pass name, text)`` per pass run: a pass nested on functions prints once per
    function (f, then g, each after the whole nested pipeline ran on the previous one);
    the prints of its n-th run on each op kind are one entry, with the last print's text."""
    order: list[tuple[str, str, int]] = []
    texts: dict[tuple[str, str, int], list[str]] = {}
    seen: dict[tuple[str, str, str], int] = {}
    for item in prints:
        count = seen.get((item.op, item.symbol, item.name), 0) + 1
        seen[(item.op, item.symbol, item.name)] = count
        key = (item.op, item.name, count)
        if key not in texts:
            order.append(key)
            texts[key] = []
        texts[key].append(item.text)
    return [(key[1], texts[key][-1]) for key in order]


def unique_names(entries: Sequence[tuple[str, str]]) -> dict[str, str]:
    """Ordered ``{name: text}``; a repeated name gets ``#2``, ``#3``... in order."""
    out: dict[str, str] = {}
    counts: dict[str, int] = {}
    for name, text in entries:
        counts[name] = counts.get(name, 0) + 1
        key = name if counts[name] == 1 else f"{name}#{counts[name]}"
        out[key] = text
    return out


def record_mlir_dump(stage: str, dump: str) -> None:
    """Add the passes of one MLIR printout to the active log (if any)."""
    log = active()
    if log is None:
        return
    for name, text in merge_prints(split_mlir_dump(dump)):
        log.entries.append(PassRecord(stage, name, text))


def by_stage(
    entries: Sequence[PassRecord], stage_names: Sequence[str]
) -> dict[str, list[PassRecord]]:
    """Entries grouped under the stage they name, else under the last stage."""
    grouped: dict[str, list[PassRecord]] = {}
    for entry in entries:
        stage = entry.stage if entry.stage in stage_names else stage_names[-1]
        grouped.setdefault(stage, []).append(entry)
    return grouped


def as_mapping(entries: Sequence[PassRecord], display: Any) -> Mapping[str, str]:
    """Ordered, unique pass names to their shown text (``display(text, syntax)``)."""
    return unique_names([(e.name, display(e.text, e.syntax)) for e in entries])
