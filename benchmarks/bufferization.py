"""Issue 24 (3): the LLVM-dialect pipeline's bufferization, old against new, side by side.

    python benchmarks/bufferization.py [--reps 3] [--sizes 65536 131072]

``torch.multinomial(p, n, replacement=True)`` lowers to an ``scf.for`` that inserts one
sample per iteration into its loop-carried result. The old pipeline bufferized with
``one-shot-bufferize{copy-before-write}``: a new n-element buffer and a copy of the whole
result on every iteration (quadratic in n). The new one runs One-Shot Analysis
(``pytest_irlower/engines/bufferization.py``) and stores in place.

For each n, and a tiny n (16) whose time is the fixed cost of ``run()`` (a forked child,
parsing, the JIT), each side lowers the model afresh (``cache=False``) and times
``LoweredIR.run(p)``; the sides alternate rep by rep so a load that comes and goes hits
both. Prints the median seconds per side and old/new. The old pipeline lives here only.
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

import torch

from pytest_irlower import Lowerer, LowerOptions
from pytest_irlower.engines import bufferization, llvm_dialect

NEW_PIPELINE = llvm_dialect.PIPELINE

#: the pipeline before the fix: no annotations, no analysis, a copy before every write
OLD_PIPELINE = tuple(
    bufferization.ONE_SHOT_BUFFERIZE_COPY_BEFORE_WRITE
    if entry == bufferization.ONE_SHOT_BUFFERIZE
    else entry
    for entry in NEW_PIPELINE
    if entry != llvm_dialect.ANNOTATE_FOR_ONE_SHOT
)

SIDES = {"old": OLD_PIPELINE, "new": NEW_PIPELINE}


class Multinomial(torch.nn.Module):
    def __init__(self, samples: int) -> None:
        super().__init__()
        self.samples = samples

    def forward(self, p: torch.Tensor) -> torch.Tensor:
        return torch.multinomial(p, self.samples, replacement=True)


def run_seconds(side: str, samples: int, timeout: float) -> float:
    """Lower with the side's pipeline, then the seconds of one ``run()``."""
    llvm_dialect.PIPELINE = SIDES[side]  # read at each lowering; the child is forked
    model = Multinomial(samples)
    p = torch.tensor([0.1, 0.2, 0.3, 0.4])
    ir: Any = Lowerer(LowerOptions(timeout=timeout)).lower(
        model, (p,), ir_type="llvm_mlir", cache=False
    )
    start = time.perf_counter()
    out = ir.run(p)
    seconds = time.perf_counter() - start
    assert out.shape == (samples,)
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--sizes", type=int, nargs="+", default=[65_536, 131_072])
    parser.add_argument("--timeout", type=float, default=590.0, help="seconds per run")
    args = parser.parse_args()
    sizes = [16, *args.sizes]
    times: dict[tuple[str, int], list[float]] = {}
    for samples in sizes:
        for _ in range(args.reps):
            for side in SIDES:
                times.setdefault((side, samples), []).append(
                    run_seconds(side, samples, args.timeout)
                )
    print(
        f"torch.multinomial(p, n, replacement=True) to llvm_mlir, run() seconds "
        f"(median of {args.reps}; n=16 is the fixed cost)"
    )
    print(f"{'n':>8}  {'old (copy-before-write)':>24}  {'new (analysis)':>15}  {'old/new':>8}")
    for samples in sizes:
        old = statistics.median(times["old", samples])
        new = statistics.median(times["new", samples])
        print(f"{samples:>8}  {old:>24.3f}  {new:>15.3f}  {old / new:>8.1f}")
    print("pipelines differ in: " + " | ".join(sorted(set(OLD_PIPELINE) ^ set(NEW_PIPELINE))))


if __name__ == "__main__":
    main()
