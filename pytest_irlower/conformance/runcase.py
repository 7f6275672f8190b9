"""Run one conformance case: lower it, run it where the IR type can run, compare with eager.

The result is an :class:`Outcome`: ``pass``, or the phase where the case stopped (a stage
of the lowering chain by its name, ``lower`` for an exception that escaped the lowering,
``run``, ``numerics``) with the message and its gist (the first error line, for grouping).
Nothing here imports pytest.
"""

from __future__ import annotations

import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from pytest_irlower.conformance.cases import DISTRIBUTION, SHAPES, Case
from pytest_irlower.conformance.expectations import NUMERICS, PASS, RUN
from pytest_irlower.errors import LoweringError, ToolchainMissing, is_transient

#: what a pass means
CHECKED_VALUES = "numerics"
CHECKED_SHAPES = "shapes"
CHECKED_DISTRIBUTION = "distribution"
CHECKED_LOWERING = "lowering"
#: an exception that was not a LoweringError escaped the lowering
LOWER = "lower"

#: what the IREE family (pytest_irlower_iree) says when IREE folds the whole program into
#: no dispatch (a copy, a reduction of constants...): there is no dispatch code to show,
#: yet the program runs, so the item is checked through iree_vm's runner instead
NO_DISPATCH = re.compile(r"iree-compile wrote no \S+ file")
#: the IR type whose items fall back, and the one whose runner checks them
DISPATCH_IR_TYPE = "iree_dispatch"
VM_IR_TYPE = "iree_vm"
#: the note such an item carries
NO_DISPATCH_NOTE = (
    "IREE folded the op into no dispatch (iree_dispatch has no code to show): "
    "checked through iree_vm's runner"
)


@dataclass(frozen=True)
class Outcome:
    """How a case ended for one IR type."""

    phase: str
    #: what a pass checked: numerics, shapes (random ops), lowering (the IR type cannot run)
    checked: str = CHECKED_LOWERING
    message: str = ""
    gist: str = ""
    #: time or the machine decided it (a timeout, a crash): never kept across runs
    transient: bool = False
    seconds: float = 0.0
    #: how the item was checked, where not as its IR type says (NO_DISPATCH_NOTE)
    note: str = ""

    @property
    def passed(self) -> bool:
        """Whether the case passed."""
        return self.phase == PASS

    def as_json(self) -> dict[str, Any]:
        """What the cross-run cache stores."""
        return {
            "phase": self.phase,
            "checked": self.checked,
            "message": self.message,
            "gist": self.gist,
            "note": self.note,
        }


def gist(text: str) -> str:
    """The first error line of a message (the reason a new expectation gets; the report
    groups them by :func:`pytest_irlower.conformance.report.normalize`)."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if not lines:
        return ""
    skip = ("lowering failed at stage", "reproduce with", "(the same failure")
    body = [line for line in lines if not line.startswith(skip)]
    # an MLIR diagnostic ("loc: error: ...") wins; else the first line of the message
    chosen = next((line for line in body if ": error:" in line), body[0] if body else lines[0])
    if chosen.endswith(":") and chosen in body and body.index(chosen) + 1 < len(body):
        chosen += " " + body[body.index(chosen) + 1]  # "X raised Y:" says what on the next line
    chosen = chosen.split("error: ", 1)[-1]
    return chosen[:200]


def run_case(
    lowerer: Any,
    case: Case,
    ir_type: str,
    *,
    pipeline: str | Sequence[str] | None = None,
    rtol: float | None = None,
    atol: float | None = None,
    params: dict[str, Any] | None = None,
) -> Outcome:
    """Lower ``case`` to ``ir_type``; run and compare where the lowering can run.

    ``lowerer`` is a :class:`~pytest_irlower.Lowerer`, or the ``lower`` fixture's callable.
    A missing toolchain raises :class:`ToolchainMissing` (the caller skips).
    """
    started = time.perf_counter()
    outcome = _run(lowerer, case, ir_type, pipeline, rtol, atol, dict(params or {}))
    return Outcome(
        outcome.phase,
        outcome.checked,
        outcome.message,
        outcome.gist,
        outcome.transient,
        round(time.perf_counter() - started, 4),
        outcome.note,
    )


def _lower(lowerer: Any, case: Case, ir_type: str, pipeline: Any, params: dict[str, Any]) -> Any:
    call = lowerer.lower if hasattr(lowerer, "lower") else lowerer
    return call(case.subject, case.inputs, ir_type=ir_type, pipeline=pipeline, **params)


def _run(
    lowerer: Any,
    case: Case,
    ir_type: str,
    pipeline: Any,
    rtol: float | None,
    atol: float | None,
    params: dict[str, Any],
) -> Outcome:
    note = ""
    try:
        try:
            ir = _lower(lowerer, case, ir_type, pipeline, params)
        except LoweringError as exc:
            if not _no_dispatch(exc, ir_type, pipeline):
                raise
            ir, note = _lower(lowerer, case, VM_IR_TYPE, None, params), NO_DISPATCH_NOTE
    except ToolchainMissing:
        raise
    except LoweringError as exc:
        text = str(exc)
        return Outcome(
            exc.stage, message=text, gist=gist(exc.detail or text), transient=is_transient(exc)
        )
    except Exception as exc:  # a bug of the lowering, or an input it cannot take
        text = f"{type(exc).__name__}: {exc}"
        return Outcome(LOWER, message=text, gist=gist(text), transient=is_transient(exc))
    outcome = _check(ir, case, rtol, atol)
    return replace(outcome, note=note) if note else outcome


def _no_dispatch(exc: LoweringError, ir_type: str, pipeline: Any) -> bool:
    """Whether ``exc`` is IREE folding the program into no dispatch, on an item of
    iree_dispatch itself (a custom pipeline's output is what the user asked to see)."""
    return ir_type == DISPATCH_IR_TYPE and pipeline is None and bool(NO_DISPATCH.search(str(exc)))


def _check(ir: Any, case: Case, rtol: float | None, atol: float | None) -> Outcome:
    """Run the lowering where it can run, and compare with eager."""
    runner = ir.runner
    if runner is None or not runner.runnable():
        return Outcome(PASS, CHECKED_LOWERING)
    from pytest_irlower.checks import numerics

    clones = tuple(_clone(x) for x in case.inputs)
    try:
        actual = runner.run(clones)
    except ToolchainMissing:
        raise
    except Exception as exc:
        text = f"{type(exc).__name__}: {exc}" if not isinstance(exc, LoweringError) else str(exc)
        detail = exc.detail if isinstance(exc, LoweringError) else text
        return Outcome(RUN, message=text, gist=gist(detail), transient=is_transient(exc))
    expected = runner.reference_outputs(tuple(_clone(x) for x in case.inputs), case.reference)
    if case.compare == SHAPES:
        problem = _shape_problem(actual, expected)
        if problem:
            return Outcome(NUMERICS, CHECKED_SHAPES, f"{runner.ir_type}: {problem}", problem)
        return Outcome(PASS, CHECKED_SHAPES)
    checked = CHECKED_DISTRIBUTION if case.compare == DISTRIBUTION else CHECKED_VALUES
    try:
        comparisons = numerics.compare_all(runner, actual, expected, rtol=rtol, atol=atol)
        if case.compare == DISTRIBUTION:
            from pytest_irlower.checks.distribution import by_distribution

            clones = tuple(_clone(x) for x in case.inputs)
            comparisons = by_distribution(runner, clones, actual, comparisons, case.reference)
    except Exception as exc:  # NumericMismatch (the output count), a non-tensor output
        text = str(exc)
        return Outcome(NUMERICS, checked, text, gist(text))
    if any(not c.ok for c in comparisons):
        text = numerics.mismatch_message(runner.ir_type, comparisons)
        failed = next(c for c in comparisons if not c.ok)
        short = failed.problem or (
            f"{failed.label}: {failed.failed} of {failed.total} elements differ, largest "
            f"relative difference {failed.max_rel:.3g} (rtol={failed.rtol:g}, atol={failed.atol:g})"
        )
        return Outcome(NUMERICS, checked, text, short)
    return Outcome(PASS, checked)


def _clone(value: Any) -> Any:
    clone = getattr(value, "clone", None)
    return clone() if callable(clone) else value


def _shape_problem(actual: Sequence[Any], expected: Sequence[Any]) -> str:
    if len(actual) != len(expected):
        return f"the lowering returned {len(actual)} output(s), the reference {len(expected)}"
    for index, (got, want) in enumerate(zip(actual, expected, strict=True)):
        if getattr(got, "dtype", None) != getattr(want, "dtype", None):
            return f"output {index}: dtype {got.dtype} where the reference has {want.dtype}"
        if tuple(getattr(got, "shape", ())) != tuple(getattr(want, "shape", ())):
            return (
                f"output {index}: shape {list(got.shape)} where the reference has "
                f"{list(want.shape)}"
            )
    return ""
