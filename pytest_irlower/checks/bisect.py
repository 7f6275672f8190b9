"""Bisection of a numerics mismatch: the first pass or pipeline step whose output no longer
computes what eager PyTorch computes (``check_numerics(..., bisect=True)``, ``irlower run
--bisect``).

The steps of a lowering, in order: the ``linalg_on_tensors_mlir`` stage (where the LLVM
chain starts), the IR after each pass of the ``llvm_mlir`` stage where they were recorded
(``passes=True``, ``--irlower-passes``), the ``llvm_mlir`` stage, then each step of a
custom pipeline. Each one's output is run through the lowering's runner
(:meth:`~pytest_irlower.checks.numerics.Runner.run_text`): what is not yet LLVM-dialect MLIR
is lowered the rest of the way by the built-in pipeline, so a step is judged by what its
output computes. A binary search finds the first step whose output differs (a step
whose output cannot be run is passed over), and the answer names it with its IR before and
after (and a diff of the two).

The built-in pipeline is the judge: a pass of the built-in pipeline that miscompiles also
miscompiles every earlier output it completes, so that case reads "differs already at the
first step". Nothing here imports torch at module level.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pytest_irlower.checks.numerics import Runner, compare_all
from pytest_irlower.errors import IRLowerError

#: where the LLVM chain starts: the first step bisection runs
START = "linalg_on_tensors_mlir"
#: the stage whose passes are bisected
CHAIN = "llvm_mlir"
#: verdicts of a step that ran
_JUDGED = ("matches", "differs")
#: diff lines shown in a message (the IR before and after stay whole on the result)
DIFF_LINES = 40


@dataclass(frozen=True)
class Step:
    """One point of the lowering whose output can be run: a stage, or a pass of one."""

    name: str
    text: str


@dataclass(frozen=True)
class Bisection:
    """What bisection found."""

    #: the first step whose output differs from eager ('' when none does)
    step: str
    #: the step before it (where the output still matched; '' when the first step differs)
    previous: str
    #: the IR before and after the step (before: the previous step's output)
    before: str
    after: str
    #: (step, "matches" / "differs" / "cannot run: ...") for each step run, in order
    tried: tuple[tuple[str, str], ...] = field(default=())
    #: steps in all
    total: int = 0
    #: what a user can do to bisect further (passes=True...)
    hint: str = ""

    def describe(self) -> str:
        """The paragraph a NumericMismatch gets."""
        judged = [f"{name}: {verdict}" for name, verdict in self.tried if verdict in _JUDGED]
        unrun = [name for name, verdict in self.tried if verdict not in _JUDGED]
        head = f"bisect: ran {len(self.tried)} of {self.total} steps ({', '.join(judged)})"
        if unrun:
            head += (
                f"; {len(unrun)} could not be completed to the LLVM dialect and run "
                "(.bisection.tried says why)"
            )
        if not self.step:
            lines = [head, "no step's output differs from eager"]
        elif not self.previous:
            lines = [
                head,
                f"the output differs already at the first step, {self.step}: the difference "
                "comes before it, or from the built-in pipeline that completes each step",
            ]
        else:
            diff = list(
                difflib.unified_diff(
                    self.before.splitlines(),
                    self.after.splitlines(),
                    f"before {self.step} (after {self.previous})",
                    f"after {self.step}",
                    lineterm="",
                )
            )
            more = len(diff) - DIFF_LINES
            shown = diff[:DIFF_LINES] + ([f"... ({more} more diff lines)"] if more > 0 else [])
            lines = [
                head,
                f"first step whose output differs from eager: {self.step} "
                f"(the output after {self.previous} matches)",
                *shown,
            ]
        return "\n".join(lines + ([self.hint] if self.hint else []))


def steps(stages: Mapping[str, str], passes: Mapping[str, Mapping[str, str]]) -> list[Step]:
    """The steps of a lowering, in order (see the module docstring)."""
    names = list(stages)
    if START not in names:
        return [Step(name, stages[name]) for name in names]
    found = [Step(START, stages[START])]
    for name in names[names.index(START) + 1 :]:
        if passes.get(name):  # llvm_mlir's passes; an in-process mlir-opt step's too
            found += [Step(f"{name}: {p}", text) for p, text in passes[name].items()]
        else:
            found.append(Step(name, stages[name]))
    return found


def bisect(
    runner: Runner,
    all_steps: Sequence[Step],
    inputs: tuple[Any, ...],
    expected: Sequence[Any],
    *,
    rtol: float | None,
    atol: float | None,
    clone: Callable[[tuple[Any, ...]], tuple[Any, ...]] = lambda xs: xs,
    hint: str = "",
) -> Bisection:
    """Find the first step whose output differs from ``expected`` (binary search: a step
    that differs is taken to stay wrong in every later step)."""
    verdicts: dict[int, str] = {}

    def differs(index: int) -> bool | None:
        step = all_steps[index]
        try:
            actual = runner.run_text(step.text, step.name, clone(inputs))
            comparisons = compare_all(runner, actual, expected, rtol=rtol, atol=atol)
        except (IRLowerError, AssertionError) as exc:
            lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
            first = next((line for line in lines if "error" in line), lines[0] if lines else "")
            verdicts[index] = f"cannot run: {first[:120] or type(exc).__name__}"
            return None
        bad = any(not c.ok for c in comparisons)
        verdicts[index] = "differs" if bad else "matches"
        return bad

    def probe(low: int, high: int) -> tuple[int, bool] | None:
        """The first step from ``low`` up to ``high`` (excluded) that runs, and whether
        its output differs."""
        for index in range(low, high):
            result = differs(index)
            if result is not None:
                return index, result
        return None

    good, bad = -1, len(all_steps)  # outputs before `good` match; from `bad` on they differ
    while bad - good > 1:
        middle = (good + bad) // 2
        found = probe(middle, bad)
        if found is None:  # nothing from middle on runs: look left of it
            bad = middle
            continue
        index, wrong = found
        if wrong:
            bad = index
        else:
            good = index
    tried = tuple((all_steps[i].name, verdicts[i]) for i in sorted(verdicts))
    differing = [i for i, verdict in verdicts.items() if verdict == "differs"]
    if not differing:
        return Bisection("", "", "", "", tried, len(all_steps), hint)
    bad = min(differing)
    previous = max((i for i, v in verdicts.items() if i < bad and v == "matches"), default=-1)
    return Bisection(
        all_steps[bad].name,
        all_steps[previous].name if previous >= 0 else "",
        all_steps[bad - 1].text if bad > 0 else "",
        all_steps[bad].text,
        tried,
        len(all_steps),
        hint,
    )
