"""Issue 35's cold-lowering floor: ``Lowerer().lower(mlp, ...)`` against the direct calls.

    python benchmarks/cold_overhead.py [--reps N] [--only IR_TYPE ...] [--no-fork]

For a two-layer MLP (``Linear(64, 128)``, ReLU, ``Linear(128, 10)``, batch 4), each
torch-mlir IR type (``torch_mlir``, ``tosa_mlir``, ``linalg_on_tensors_mlir``,
``stablehlo_mlir``, ``llvm_mlir``) and ``llvm_ir``, measured in alternation in this process
(medians of ``--reps``, a fresh model each time):

- lower: a cold ``Lowerer().lower(model, (x,), ir_type=...)`` (a new Lowerer: no stage
  shared, no cross-run cache), as a test pays it on a first run;
- direct: what a user writes without the plugin for the same text: ``torch.export``,
  ``torch_mlir.fx.export_and_import`` to the backend (the plugin's weight hook, so both
  build weights the same way), for the LLVM levels the plugin's Linalg-to-LLVM pass list
  run by MLIR's ``PassManager`` and ``translate_module_to_llvmir`` (weights stripped
  before it, as the plugin does), the module printed with large weights elided.

Each row checks that both sides give the same text, and prints both sides' median wall
times and their ratio, the ratio of their fastest runs, the median of the paired ratios
(each lowering against the direct calls run next to it), then the median CPU times (this
process, its finished children and the session's worker), their ratio and the paired
one. One lowering here takes 0.25 to 0.5 s, and on this 2-core VM the same call, the
plugin's or the direct one, swings between those two figures from one run to the next even when idle
(measured 2026-11-27: 0.24 to 0.50 s for the direct StableHLO calls alone), so a median of
a few runs can land on either mode. The modes come in stretches of a few seconds that
both sides share (measured 2026-11-28: ``L0.39 D0.47 D0.48 L0.47`` after ``L0.25 D0.26``),
so the paired ratio, a lowering against its neighbour, is the steadiest figure; the fastest
run is the one that noise can only raise (``timeit``'s advice).
Issue 35's target (idle 2-core machine): at most 1.1x for every row.
"""

from __future__ import annotations

import argparse
import gc
import os
import resource
import statistics
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

IR_TYPES = (
    "torch_mlir",
    "tosa_mlir",
    "linalg_on_tensors_mlir",
    "stablehlo_mlir",
    "llvm_mlir",
    "llvm_ir",
)
#: torch-mlir's output type of each IR type's module (the LLVM levels start from Linalg)
OUTPUT = {
    "torch_mlir": "TORCH",
    "tosa_mlir": "TOSA",
    "linalg_on_tensors_mlir": "LINALG_ON_TENSORS",
    "stablehlo_mlir": "STABLEHLO",
    "llvm_mlir": "LINALG_ON_TENSORS",
    "llvm_ir": "LINALG_ON_TENSORS",
}


def mlp() -> tuple[Any, tuple[Any, ...]]:
    """A fresh two-layer MLP and its input (seeded: both sides lower the same weights)."""
    import torch

    torch.manual_seed(0)
    model = torch.nn.Sequential(
        torch.nn.Linear(64, 128), torch.nn.ReLU(), torch.nn.Linear(128, 10)
    ).eval()
    return model, (torch.randn(4, 64),)


def printed(op: Any) -> str:
    """A module's text as the plugin shows it: weights elided, no resource section."""
    from pytest_irlower.text import normalize as norm
    from pytest_irlower.text.syntax import ELIDE_LIMIT

    text = str(op.get_asm(large_elements_limit=ELIDE_LIMIT, large_resource_limit=0))
    return norm.normalize_whitespace(norm.strip_empty_mlir_resources(text))


def direct(ir_type: str, model: Any, inputs: tuple[Any, ...]) -> str:
    """The library calls that give ``ir_type``'s text, without the plugin's machinery."""
    import torch
    from torch_mlir import fx
    from torch_mlir.compiler_utils import OutputType

    from pytest_irlower.engines import llvm_dialect, weights
    from pytest_irlower.text import normalize as norm

    program = torch.export.export(model, inputs)
    module = fx.export_and_import(
        program,
        output_type=getattr(OutputType, OUTPUT[ir_type]),
        hooks=weights.fast_literal_hooks(),
    )
    op = module.operation
    if ir_type not in ("llvm_mlir", "llvm_ir"):
        return printed(op)
    llvm_dialect.lower_linalg_to_llvm(op, stage="llvm_mlir")
    if ir_type == "llvm_mlir":
        return printed(op)
    from torch_mlir.dialects import llvm

    stripped = weights.strip_weight_globals(op)
    with op.context:
        text = str(llvm.translate_module_to_llvmir(op))
    return norm.normalize_whitespace(weights.display_llvm_ir(text, stripped))


def plugin(ir_type: str, model: Any, inputs: tuple[Any, ...]) -> str:
    """A cold lowering through the plugin's Lowerer."""
    from pytest_irlower import Lowerer

    return Lowerer().lower(model, inputs, ir_type=ir_type).text


def cpu_seconds() -> float:
    """CPU time of this process, of its finished children (the plugin's forked steps) and
    of the session's worker while it runs (a small model's pipelines run there)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime + worker_cpu()


def worker_cpu() -> float:
    """CPU seconds of the session's worker so far (0 when none runs); once it ends, its
    time is its parent's finished children's."""
    from pytest_irlower.runtime.contain.forkserver import WORKER

    if WORKER.pid is None:
        return 0.0
    try:
        fields = Path(f"/proc/{WORKER.pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    # utime and stime, the 14th and 15th fields (the 12th and 13th after the name)
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def timed(fn: Callable[[str, Any, tuple[Any, ...]], str], ir_type: str) -> tuple[float, float, str]:
    """Wall and CPU seconds of one lowering, and its text."""
    model, inputs = mlp()
    gc.collect()  # neither side pays for collecting the other side's garbage
    cpu, start = cpu_seconds(), time.perf_counter()
    text = fn(ir_type, model, inputs)
    return time.perf_counter() - start, cpu_seconds() - cpu, text


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reps", type=int, default=15)
    parser.add_argument("--only", choices=IR_TYPES, action="append")
    parser.add_argument(
        "--no-fork",
        action="store_true",
        help="lower with containment off (IRLOWER_NO_FORK=1): what the forked steps cost",
    )
    options = parser.parse_args()
    if options.no_fork:
        os.environ["IRLOWER_NO_FORK"] = "1"
    warnings.simplefilter("ignore")  # torch's deprecation notes, once per export
    wanted = options.only or list(IR_TYPES)
    for ir_type in wanted:  # warm-up: torch.export's and torch-mlir's one-time start-up
        timed(plugin, ir_type)
        timed(direct, ir_type)
    contained = (
        "off (IRLOWER_NO_FORK=1)" if options.no_fork else "the session's worker (the default)"
    )
    print(
        f"two-layer MLP, cold lowering: medians of {options.reps}, in alternation; "
        f"containment: {contained}"
    )
    print(f"  {'ir_type':<24} {'lower':>8} {'direct':>8} {'ratio':>6} {'fastest':>8} "
          f"{'paired':>7}   cpu: {'lower':>6} {'direct':>6} {'ratio':>6} {'paired':>7}"
          "  same text")  # fmt: skip
    worst = worst_fastest = worst_cpu = worst_paired = worst_paired_cpu = 0.0
    for ir_type in wanted:
        walls: dict[Any, list[float]] = {plugin: [], direct: []}
        cpus: dict[Any, list[float]] = {plugin: [], direct: []}
        texts: dict[Any, str] = {}
        same = True
        for index in range(options.reps):
            # alternate which side goes first: neither always runs on a warmer cache
            for fn in (plugin, direct) if index % 2 == 0 else (direct, plugin):
                wall, cpu, texts[fn] = timed(fn, ir_type)
                walls[fn].append(wall)
                cpus[fn].append(cpu)
            same = same and texts[plugin] == texts[direct]
        a, b = statistics.median(walls[plugin]), statistics.median(walls[direct])
        c, d = statistics.median(cpus[plugin]), statistics.median(cpus[direct])
        fastest = min(walls[plugin]) / min(walls[direct])
        # each lowering against the direct calls run just before or after it: the machine's
        # slow and fast stretches (seconds long) fall on both sides of a pair alike
        paired = statistics.median(x / y for x, y in zip(walls[plugin], walls[direct], strict=True))
        pairs = zip(cpus[plugin], cpus[direct], strict=True)
        paired_cpu = statistics.median(x / y for x, y in pairs)
        worst, worst_cpu = max(worst, a / b), max(worst_cpu, c / d)
        worst_fastest = max(worst_fastest, fastest)
        worst_paired = max(worst_paired, paired)
        worst_paired_cpu = max(worst_paired_cpu, paired_cpu)
        print(f"  {ir_type:<24} {a:>7.3f}s {b:>7.3f}s {a / b:>5.2f}x {fastest:>7.2f}x "
              f"{paired:>6.2f}x   cpu: {c:>5.3f}s {d:>5.3f}s {c / d:>5.2f}x {paired_cpu:>6.2f}x"
              f"  {'yes' if same else 'NO'}")  # fmt: skip
    print(
        f"worst ratio: wall {worst:.2f}x (medians), {worst_fastest:.2f}x (fastest runs), "
        f"{worst_paired:.2f}x (paired); cpu {worst_cpu:.2f}x (medians), "
        f"{worst_paired_cpu:.2f}x (paired) (target <= 1.10x); "
        f"load {os.getloadavg()[0]:.1f} at the end"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
