"""Real-size models past the LLVM dialect: seconds per stage and peak memory, per target.

    python benchmarks/large_models.py [--models resnet18 vit_b_16]
                                      [--targets llvm_ir nvptx amdgpu spirv]

Each (model, IR type) runs in a child process of its own, so its peak memory (the
child's maximum RSS, and the largest of the tools it ran) is its own. Prints every
stage's time from ``LoweredIR.timings`` (each stage's own), the total, the peak RSS,
and checks the goals on a 2-core machine: resnet18 llvm_ir <= 15 s and each GPU target
<= 45 s; vit_b_16 llvm_ir <= 60 s; nothing runs out of memory. The models are pure-torch
equivalents of torchvision's (``benchmarks/models.py``).
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
GOALS = {("resnet18", "llvm_ir"): 15.0, ("vit_b_16", "llvm_ir"): 60.0}
GPU_GOALS = {"resnet18": 45.0}


def child(model: str, ir_type: str) -> None:
    """Run one lowering; print its timings as JSON."""
    sys.path.insert(0, str(HERE))
    from models import MODELS

    from pytest_irlower import Lowerer

    module, inputs = MODELS[model]()
    start = time.perf_counter()
    ir = Lowerer().lower(module, inputs, ir_type=ir_type)
    total = time.perf_counter() - start
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    tools_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(
        json.dumps(
            {"timings": dict(ir.timings), "total": total, "peak_mb": peak_mb, "tools_mb": tools_mb}
        )
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", nargs="+", default=["resnet18", "vit_b_16"])
    parser.add_argument("--targets", nargs="+", default=["llvm_ir", "nvptx", "amdgpu", "spirv"])
    parser.add_argument("--child", nargs=2, metavar=("MODEL", "IR_TYPE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(*args.child)
        return 0
    failed = []
    for model in args.models:
        for ir_type in args.targets:
            done = subprocess.run(
                [sys.executable, __file__, "--child", model, ir_type],
                capture_output=True,
                text=True,
                check=False,
            )
            if done.returncode != 0:
                print(f"{model} {ir_type}: FAILED (exit {done.returncode})\n{done.stderr[-2000:]}")
                failed.append(f"{model} {ir_type}")
                continue
            row = json.loads(done.stdout.strip().splitlines()[-1])
            stages = ", ".join(f"{k} {v:.2f}s" for k, v in row["timings"].items())
            goal = GOALS.get((model, ir_type)) or (
                GPU_GOALS.get(model) if ir_type != "llvm_ir" else None
            )
            verdict = ""
            if goal is not None:
                ok = row["total"] <= goal
                verdict = f"  goal <= {goal:g} s: {'met' if ok else 'MISSED'}"
                if not ok:
                    failed.append(f"{model} {ir_type} {row['total']:.1f} s > {goal:g} s")
            print(
                f"{model:9} {ir_type:8} total {row['total']:6.1f} s  peak {row['peak_mb']:6.0f} MB"
                f" (tools {row['tools_mb']:4.0f} MB)"
                f"{verdict}\n    {stages}"
            )
    print("all goals met" if not failed else "not met: " + "; ".join(failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
