"""Issue 12's table: every speed and memory figure, each a ratio measured side by side.

    python benchmarks/scale.py [--only NAME ...] [--reps 3]

Each measure runs in child processes of its own (fresh interpreters, so nothing one
measure warmed up helps another) and alternates its two sides rep by rep, so a load that
comes and goes on the machine hits both. In-process sides start after a full garbage
collection: without it, one side paid for collecting the other's garbage (the longest
chain ran 0.66 to 0.72 s instead of 0.47 s after the nine IR types, which made the types
ratio read 1.2 instead of 1.7). Prints one table with each figure, its goal and
whether it holds; exits 1 if a goal does not. Names (for ``--only``): load, types, direct,
rerun, xdist, memory, hook, layers.

- load:   ``pytest --co`` over 200 plain tests, with the plugin vs ``-p no:irlower``
- types:  one model to every IR type of the export chain vs to the longest one (llvm_ir)
- direct: ``Lowerer.lower`` vs torch-mlir's own calls for the same linalg text
- rerun:  the regression goldens (tests/regression/test_goldens.py), cold vs warm cache
- xdist:  40 lowerings (the zoo's mlp/cnn/transformer/attention over its IR types),
          ``-n 2`` vs serial, both cold (and ``-n 2`` with xdist's own
          ``load`` scheduling, ``irlower_xdist_groups=false``)
- memory: RSS growth over 500 lowerings of new small models in one session
- hook:   ResNet-18's FX import with the buffer hook vs torch-mlir's plain importer
- layers: a d=64 transformer stack at 1, 2, 4, 8, 16 layers: seconds per stage to nvptx;
          then opt + llc at 1, 4, 16 layers for the default and the options that avoid
          opt -O2's growth (CODEGEN), with their ratios to llvm_ir at 16 layers
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent

#: the IR types of the export chain, as the issue counted them: every one shares the
#: export, and llvm_ir is the longest chain among them
EXPORT_CHAIN = (
    "torch_script_graph_ir",
    "fx_graph",
    "core_aten_ir",
    "torch_mlir",
    "tosa_mlir",
    "linalg_on_tensors_mlir",
    "stablehlo_mlir",
    "llvm_mlir",
    "llvm_ir",
)
LONGEST = "llvm_ir"
#: the IR types of EXPORT_CHAIN that are a trace of their own, sharing no stage with the
#: longest chain but the export: torch.jit.trace, and Core ATen's retrace of the program
OWN_TRACES = ("torch_script_graph_ir", "core_aten_ir")


# ------------------------------------------------------------------------- children
# Each runs in a fresh interpreter (``scale.py --child NAME ARGS``) and prints one JSON line.


def _tests_on_path() -> None:
    sys.path.insert(0, str(ROOT / "tests"))
    sys.path.insert(0, str(HERE))


def child_types(reps: int) -> dict[str, Any]:
    """Seconds to lower one model (fresh Lowerer each time, so every stage runs) to
    ``LONGEST`` and to every IR type of ``EXPORT_CHAIN``, alternating."""
    _tests_on_path()
    from pytest_irlower import Lowerer
    from zoo import transformer

    model, inputs = transformer()
    Lowerer().lower(model, inputs, ir_type=LONGEST)  # torch's one-time start-up
    longest, every = [], []
    own: dict[str, list[float]] = {name: [] for name in OWN_TRACES}
    for _ in range(reps):
        model, inputs = transformer()  # a new object: nothing cached applies
        gc.collect()  # neither side pays for collecting the other side's garbage
        start = time.perf_counter()
        Lowerer().lower(model, inputs, ir_type=LONGEST)
        longest.append(time.perf_counter() - start)
        model, inputs = transformer()
        lowerer = Lowerer()
        gc.collect()
        start = time.perf_counter()
        for ir_type in EXPORT_CHAIN:
            before = time.perf_counter()
            lowerer.lower(model, inputs, ir_type=ir_type)
            if ir_type in own:
                own[ir_type].append(time.perf_counter() - before)
        every.append(time.perf_counter() - start)
    return {
        "longest": statistics.median(longest),
        "every": statistics.median(every),
        "own": {name: statistics.median(seconds) for name, seconds in own.items()},
    }


def _direct_linalg(model: Any, inputs: tuple[Any, ...]) -> str:
    """What a user writes without the plugin: torch.export, torch-mlir's import with the
    same buffer hook, its Linalg backend pipeline, the module printed with large
    constants elided and no resource section (the plugin's text; limit 0 is MLIR's
    fast way to leave the blobs out: any other limit hex-encodes each blob first)."""
    import torch
    from torch_mlir import fx
    from torch_mlir.compiler_utils import OutputType

    from pytest_irlower.engines.weights import fast_literal_hooks

    program = torch.export.export(model, inputs)
    module = fx.export_and_import(
        program, output_type=OutputType.LINALG_ON_TENSORS, hooks=fast_literal_hooks()
    )
    text: str = module.operation.get_asm(large_elements_limit=16, large_resource_limit=0)
    return text


def child_direct(reps: int, model_name: str) -> dict[str, Any]:
    """Seconds for ``Lowerer().lower(..., linalg_on_tensors_mlir)`` and for the direct
    calls, alternating, on fresh model objects."""
    _tests_on_path()
    from pytest_irlower import Lowerer
    from zoo import REAL, ZOO

    build = {**ZOO, **REAL}[model_name]
    model, inputs = build()
    _direct_linalg(model, inputs)
    Lowerer().lower(model, inputs, ir_type="linalg_on_tensors_mlir")
    plugin, direct = [], []
    for _ in range(reps):
        model, inputs = build()
        gc.collect()  # neither side pays for collecting the other side's garbage
        start = time.perf_counter()
        Lowerer().lower(model, inputs, ir_type="linalg_on_tensors_mlir")
        plugin.append(time.perf_counter() - start)
        model, inputs = build()
        gc.collect()
        start = time.perf_counter()
        _direct_linalg(model, inputs)
        direct.append(time.perf_counter() - start)
    return {"plugin": statistics.median(plugin), "direct": statistics.median(direct)}


def child_memory(count: int) -> dict[str, Any]:
    """RSS growth over ``count`` lowerings in one Lowerer, and a control with a fresh
    Lowerer per lowering (benchmarks/memory.py's measure)."""
    import gc

    from memory import rss_mb, run

    run(20, "llvm_ir", shared=True)  # warm-up: torch, torch-mlir and the allocator settle
    gc.collect()
    shared = run(count, "llvm_ir", shared=True)
    control = run(count, "llvm_ir", shared=False)
    return {"session": shared, "control": control, "rss": rss_mb()}


def child_hook(reps: int) -> dict[str, Any]:
    """Seconds of torch-mlir's FX import of ResNet-18 (224x224), plain vs with the hook;
    checks the texts are the same bytes."""
    import torch
    from models import resnet18
    from torch_mlir import fx
    from torch_mlir.compiler_utils import OutputType

    from pytest_irlower.engines import mlir
    from pytest_irlower.engines.weights import fast_literal_hooks

    model, inputs = resnet18()
    program = torch.export.export(model, inputs)
    plain, hooked, same = [], [], True
    for _ in range(reps):
        start = time.perf_counter()
        a = fx.export_and_import(program, output_type=OutputType.RAW)
        plain.append(time.perf_counter() - start)
        start = time.perf_counter()
        b = fx.export_and_import(program, output_type=OutputType.RAW, hooks=fast_literal_hooks())
        hooked.append(time.perf_counter() - start)
        same = same and mlir.print_op(a.operation, keep_weights=True) == mlir.print_op(
            b.operation, keep_weights=True
        )
    return {"plain": statistics.median(plain), "hooked": statistics.median(hooked), "same": same}


#: the layers measure's code generation settings, as lower() keyword arguments: the
#: default (opt -O2, the engine's llc level) and the options that avoid its growth
#: (README, "Large models"): -O1 without loop rotation, and no optimization at all
CODEGEN: dict[str, dict[str, str]] = {
    "default": {},
    "O1-norotate": {"opt_level": "O1", "opt_flags": "-rotation-max-header-size=0"},
    "O0-llcO0": {"opt_level": "O0", "llc_level": "O0"},
}
CODEGEN_SHOWN = {
    "default": "default (opt -O2)",
    "O1-norotate": "opt_level='O1', opt_flags='-rotation-max-header-size=0'",
    "O0-llcO0": "opt_level='O0', llc_level='O0'",
}


def child_layers(layers: int, setting: str = "default") -> dict[str, Any]:
    """Seconds per stage of one cold nvptx lowering of a stack of ``layers`` layers,
    with the code generation settings ``CODEGEN[setting]``."""
    from models import stack

    from pytest_irlower import Lowerer

    warm_model, warm_inputs = stack(1)
    Lowerer().lower(warm_model, warm_inputs, ir_type="llvm_ir")
    model, inputs = stack(layers)
    start = time.perf_counter()
    ir = Lowerer().lower(model, inputs, ir_type="nvptx", **CODEGEN[setting])
    total = time.perf_counter() - start
    return {"timings": dict(ir.timings), "total": total}


CHILDREN: dict[str, Callable[..., dict[str, Any]]] = {
    "types": child_types,
    "direct": child_direct,
    "memory": child_memory,
    "hook": child_hook,
    "layers": child_layers,
}


def in_child(name: str, *args: object) -> dict[str, Any]:
    environ = dict(os.environ)
    environ.pop("PYTHONDONTWRITEBYTECODE", None)
    done = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--child", name, *map(str, args)],
        env=environ,
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"child {name} failed ({done.returncode}):\n{done.stderr[-3000:]}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


# ------------------------------------------------------------------------- pytest runs


def pytest_seconds(args: list[str], cwd: Path = ROOT, env: dict[str, str] | None = None) -> float:
    """Wall seconds of ``python -m pytest ARGS``; fails loudly if pytest fails."""
    environ = {**os.environ, **(env or {})}
    environ.pop("CI", None)
    # as a user's shell runs it: byte code is cached (the warm-up runs write it), so
    # neither side pays for compiling Python source on every start
    environ.pop("PYTHONDONTWRITEBYTECODE", None)
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args],
        cwd=cwd,
        env=environ,
        capture_output=True,
        text=True,
        check=False,
    )
    seconds = time.perf_counter() - start
    if done.returncode not in (0, 5):
        raise SystemExit(
            f"pytest {' '.join(args)} failed ({done.returncode}):\n{done.stdout[-3000:]}"
        )
    return seconds


def measure_load(reps: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        (folder / "pytest.ini").write_text("[pytest]\n")
        for index in range(20):
            body = "".join(
                f"def test_{index}_{n}():\n    assert {n} + 1 == {n + 1}\n\n" for n in range(10)
            )
            (folder / f"test_plain_{index}.py").write_text(body)
        for _ in range(2):  # warm the file system and the byte-code caches
            pytest_seconds(["--co"], cwd=folder)
            pytest_seconds(["--co", "-p", "no:irlower"], cwd=folder)
        with_plugin, without = [], []
        # 0.3 s runs that differ by a few ms: 30 pairs (10 read anywhere from 0.98 to 1.06)
        for _ in range(max(reps * 6, 30)):
            with_plugin.append(pytest_seconds(["--co"], cwd=folder))
            without.append(pytest_seconds(["--co", "-p", "no:irlower"], cwd=folder))
    w, wo = statistics.median(with_plugin), statistics.median(without)
    return {
        "figure": f"{w / wo:.3f}",
        "value": w / wo,
        "goal": "<= 1.05",
        "ok": w / wo <= 1.05,
        "detail": f"{w:.3f} s with, {wo:.3f} s without (median of {len(without)})",
    }


def measure_types(reps: int) -> dict[str, Any]:
    r = in_child("types", reps)
    ratio = r["every"] / r["longest"]
    return {
        "figure": f"{ratio:.2f}",
        "value": ratio,
        "goal": "<= 1.2",
        "ok": ratio <= 1.2,
        "detail": f"{len(EXPORT_CHAIN)} IR types {r['every']:.2f} s, {LONGEST} alone "
        f"{r['longest']:.2f} s (zoo transformer); of them, traces of their own: "
        + ", ".join(f"{name} {seconds:.2f} s" for name, seconds in r["own"].items())
        + f"; the other {len(EXPORT_CHAIN) - len(OWN_TRACES)} / {LONGEST} alone: "
        f"{(r['every'] - sum(r['own'].values())) / r['longest']:.2f}",
    }


def measure_direct(reps: int) -> dict[str, Any]:
    rows = {name: in_child("direct", reps, name) for name in ("transformer", "resnet18")}
    ratios = {name: r["plugin"] / r["direct"] for name, r in rows.items()}
    worst = max(ratios.values())
    return {
        "figure": " / ".join(f"{ratios[n]:.3f}" for n in rows),
        "value": worst,
        "goal": "<= 1.05",
        "ok": worst <= 1.05,
        "detail": "; ".join(
            f"{n}: lower {r['plugin']:.2f} s, direct {r['direct']:.2f} s" for n, r in rows.items()
        ),
    }


def measure_rerun(reps: int) -> dict[str, Any]:
    target = "tests/regression/test_goldens.py"
    cold, warm = [], []
    for _ in range(max(2, reps // 3)):  # one pair read anywhere from 4.9x to 5.4x
        cache = Path(tempfile.mkdtemp(prefix="irlower-bench-cache-"))
        try:
            args = [target, "-o", f"irlower_cache_dir={cache}"]
            cold.append(pytest_seconds(args))
            warm.append(pytest_seconds(args))
        finally:
            shutil.rmtree(cache, ignore_errors=True)
    c, w = statistics.median(cold), statistics.median(warm)
    return {
        "figure": f"{c / w:.1f}x",
        "value": c / w,
        "goal": ">= 5x",
        "ok": c / w >= 5,
        "detail": f"{target}: cold {c:.0f} s, warm {w:.0f} s",
    }


XDIST_SELECTION = [
    "tests/regression/test_goldens.py",
    "-k",
    "test_model and (mlp or cnn or transformer or attention-) and not prims and not onnx",
    "--irlower-no-cache",
]


def measure_xdist(reps: int) -> dict[str, Any]:
    serial, parallel, grouped = [], [], []
    for _ in range(max(1, reps // 2)):
        serial.append(pytest_seconds(XDIST_SELECTION))
        parallel.append(pytest_seconds([*XDIST_SELECTION, "-n", "2"]))
        grouped.append(
            pytest_seconds([*XDIST_SELECTION, "-n", "2", "-o", "irlower_xdist_groups=false"])
        )
    s, p, g = (statistics.median(x) for x in (serial, parallel, grouped))
    return {
        "figure": f"{s / p:.2f}x",
        "value": s / p,
        "goal": "> 1x (faster)",
        "ok": s / p > 1,
        "detail": f"serial {s:.1f} s, -n 2 {p:.1f} s, -n 2 with irlower_xdist_groups=false "
        f"{g:.1f} s ({os.cpu_count()} cores)",
    }


def measure_memory(reps: int) -> dict[str, Any]:
    r = in_child("memory", 500)
    return {
        "figure": f"{r['session']:+.0f} MB",
        "value": r["session"],
        "goal": "< 100 MB",
        "ok": r["session"] < 100,
        "detail": f"one Lowerer {r['session']:+.1f} MB, fresh Lowerer each {r['control']:+.1f} MB",
    }


def measure_hook(reps: int) -> dict[str, Any]:
    r = in_child("hook", reps)
    ratio = r["plain"] / r["hooked"]
    return {
        "figure": f"{ratio:.1f}x",
        "value": ratio,
        "goal": ">= 8x, same bytes",
        "ok": ratio >= 8 and r["same"],
        "detail": f"plain {r['plain']:.2f} s, hook {r['hooked']:.2f} s, same text: {r['same']}",
    }


def _codegen_ratios(r: dict[str, Any]) -> tuple[float, float, float, float]:
    """opt + llc seconds, the llvm_ir stage's, and two ratios: code generation over the
    llvm_ir stage, and the whole nvptx lowering over the chain up to llvm_ir."""
    names = list(r["timings"])
    upto = names.index("llvm_ir") + 1
    chain = sum(r["timings"][n] for n in names[:upto])
    codegen = sum(r["timings"][n] for n in names[upto:])
    llvm = r["timings"]["llvm_ir"]
    return codegen, llvm, codegen / max(llvm, 1e-9), (chain + codegen) / max(chain, 1e-9)


def measure_layers(reps: int) -> dict[str, Any]:
    rows = {n: in_child("layers", n) for n in (1, 2, 4, 8, 16)}
    stages = list(rows[16]["timings"])
    print("\nlayer scaling, d=64 transformer stack to nvptx, seconds per stage:")
    print("  " + "layers".ljust(8) + "".join(s[:14].rjust(15) for s in stages) + "total".rjust(9))
    for n, r in rows.items():
        cells = "".join(f"{r['timings'].get(s, 0.0):15.2f}" for s in stages)
        print(f"  {n:<8}{cells}{r['total']:9.2f}")
    # the options that avoid opt -O2's growth, side by side with the default
    settings = {
        name: {
            n: (rows[n] if name == "default" else in_child("layers", n, name)) for n in (1, 4, 16)
        }
        for name in CODEGEN
    }
    print("\nnvptx code generation (opt + llc) per setting, seconds; ratios at 16 layers:")
    print(
        "  setting".ljust(60)
        + "1".rjust(7)
        + "4".rjust(7)
        + "16".rjust(7)
        + "  /llvm_ir stage  nvptx/llvm_ir chain"
    )
    ratios = {}
    for name, by_layers in settings.items():
        cells = "".join(f"{_codegen_ratios(r)[0]:7.2f}" for r in by_layers.values())
        ratios[name] = _codegen_ratios(by_layers[16])
        _c, _l, stage_ratio, chain_ratio = ratios[name]
        print(f"  {CODEGEN_SHOWN[name]:<58}{cells}{stage_ratio:15.1f}x{chain_ratio:20.2f}x")
    default, fast = ratios["default"], ratios["O0-llcO0"]
    return {
        "figure": f"nvptx codegen {default[2]:.1f}x llvm_ir at 16 (O0/llc O0: {fast[2]:.1f}x)",
        "value": 0.0,
        "goal": "reported",
        "ok": True,
        "detail": f"16 layers: llvm_ir stage {default[1]:.2f} s, opt+llc {default[0]:.2f} s "
        f"(default), {ratios['O1-norotate'][0]:.2f} s (O1, no loop rotation), "
        f"{fast[0]:.2f} s (O0, llc O0)",
    }


MEASURES: dict[str, tuple[str, Callable[[int], dict[str, Any]]]] = {
    "load": ("plugin load, pytest --co over 200 plain tests, with/without", measure_load),
    "types": ("all export-chain IR types / the longest chain, one model", measure_types),
    "direct": ("lower / direct library calls (transformer / resnet18)", measure_direct),
    "rerun": ("cold rerun / warm rerun of the regression goldens", measure_rerun),
    "xdist": ("serial / -n 2, 40 lowerings", measure_xdist),
    "memory": ("memory growth over 500 lowerings", measure_memory),
    "hook": ("ResNet-18 import, plain / with the hook", measure_hook),
    "layers": ("layer scaling, 1 to 16 layers, per stage", measure_layers),
}


def main() -> int:
    if len(sys.argv) > 2 and sys.argv[1] == "--child":
        name, args = sys.argv[2], sys.argv[3:]
        sys.path.insert(0, str(HERE))
        parsed = [int(a) if a.isdigit() else a for a in args]
        print(json.dumps(CHILDREN[name](*parsed)))
        return 0
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", choices=list(MEASURES), default=list(MEASURES))
    parser.add_argument("--reps", type=int, default=3)
    args = parser.parse_args()
    print(
        f"machine: {platform.node() or '?'}, {os.cpu_count()} cores, "
        f"{platform.processor() or platform.machine()}, Python {platform.python_version()}"
    )
    results = {}
    for name in args.only:
        _title, measure = MEASURES[name]
        start = time.perf_counter()
        results[name] = measure(args.reps)
        r = results[name]
        print(
            f"{name}: {r['figure']} ({r['detail']}; {time.perf_counter() - start:.0f} s)",
            flush=True,
        )
    print("\n| measure | figure | goal | holds |\n|---|---|---|---|")
    for name, r in results.items():
        print(
            f"| {MEASURES[name][0]} | {r['figure']} | {r['goal']} | {'yes' if r['ok'] else 'NO'} |"
        )
    return 0 if all(r["ok"] for r in results.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
