"""Time each PyTorch IR type on the zoo's TransformerEncoderLayer, and what sharing saves.

    python benchmarks/lower_times.py [--reps N] [--model NAME]

Prints, per IR type, the median seconds of a cold lowering (fresh Lowerer, so every
stage of the chain runs), then the time to lower one model to every IR type with one
shared Lowerer against one Lowerer per IR type, measured side by side in this run.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from pytest_irlower import Lowerer
from zoo import PYTORCH_IR_TYPES, ZOO


def cold(build, ir_type: str) -> float:  # type: ignore[no-untyped-def]
    model, inputs = build()
    start = time.perf_counter()
    Lowerer().lower(model, inputs, ir_type=ir_type)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--model", default="transformer", choices=list(ZOO))
    args = parser.parse_args()
    build = ZOO[args.model]
    cold(build, "llvm_ir")  # warm-up: first export pays torch's one-time start-up

    print(f"model: {args.model}, {args.reps} cold runs per IR type (median, min, max in s)")
    for ir_type in PYTORCH_IR_TYPES:
        times = [cold(build, ir_type) for _ in range(args.reps)]
        print(
            f"  {ir_type:24s} {statistics.median(times):7.3f}  {min(times):7.3f}  {max(times):7.3f}"
        )

    shared, separate = [], []
    for _ in range(args.reps):
        model, inputs = build()
        lowerer = Lowerer()
        start = time.perf_counter()
        for ir_type in PYTORCH_IR_TYPES:
            lowerer.lower(model, inputs, ir_type=ir_type)
        shared.append(time.perf_counter() - start)
        start = time.perf_counter()
        for ir_type in PYTORCH_IR_TYPES:
            Lowerer().lower(model, inputs, ir_type=ir_type)
        separate.append(time.perf_counter() - start)
    s, p = statistics.median(shared), statistics.median(separate)
    print(
        f"all {len(PYTORCH_IR_TYPES)} IR types: shared Lowerer {s:.3f} s, "
        f"one Lowerer per type {p:.3f} s, ratio {p / s:.2f}x"
    )


if __name__ == "__main__":
    main()
