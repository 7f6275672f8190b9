"""Memory of a long session: RSS growth over many lowerings of new small models.

    python benchmarks/memory.py [--count 500] [--ir-type llvm_ir]

One Lowerer (as in a pytest session) lowers ``--count`` small models, a new object
each time, as tests that build their model inside the test do. Once a model is gone
from the test code nothing may keep it, its exported program, its MLIR modules or
its full-weight text. Side by side in the same run, a control lowers the same number
with a fresh Lowerer each time (nothing cached can survive). Prints the RSS after a
warm-up, the growth of each, and their difference. Goal: under 100 MB over 500.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time


def rss_mb() -> float:
    """Resident set size of this process, in MB (from /proc)."""
    with open(f"/proc/{os.getpid()}/status", encoding="ascii") as handle:
        for line in handle:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS in /proc/self/status")


def build(index: int):  # type: ignore[no-untyped-def]
    import torch

    torch.manual_seed(index)
    width = 8 + index % 5
    model = torch.nn.Sequential(
        torch.nn.Linear(16, 32), torch.nn.GELU(), torch.nn.Linear(32, width)
    ).eval()
    return model, (torch.randn(2, 16),)


def run(count: int, ir_type: str, shared: bool) -> float:
    from pytest_irlower import Lowerer

    lowerer = Lowerer()
    gc.collect()
    start = rss_mb()
    for index in range(count):
        model, inputs = build(index)
        (lowerer if shared else Lowerer()).lower(model, inputs, ir_type=ir_type)
        del model, inputs
    gc.collect()
    return rss_mb() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=500)
    parser.add_argument("--ir-type", default="llvm_ir")
    parser.add_argument("--goal-mb", type=float, default=100.0)
    args = parser.parse_args()
    started = time.perf_counter()
    run(20, args.ir_type, shared=True)  # warm-up: torch, torch-mlir and the allocator settle
    gc.collect()
    print(f"after warm-up: RSS {rss_mb():.0f} MB")
    shared = run(args.count, args.ir_type, shared=True)
    control = run(args.count, args.ir_type, shared=False)
    print(f"{args.count} lowerings to {args.ir_type}, one Lowerer (a session): {shared:+.1f} MB")
    print(
        f"{args.count} lowerings to {args.ir_type}, a fresh Lowerer each (control): "
        f"{control:+.1f} MB"
    )
    print(
        f"session minus control: {shared - control:+.1f} MB; "
        f"goal: session under {args.goal_mb:g} MB"
    )
    print(f"total {time.perf_counter() - started:.0f} s")
    return 0 if shared < args.goal_mb else 1


if __name__ == "__main__":
    sys.exit(main())
