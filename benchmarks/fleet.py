"""Issue 28's figures: a fleet of runners sharing one cache, and ``-n`` scaling.

    python benchmarks/fleet.py [--only NAME ...]

- fleet:   a real redis-server on loopback; on the regression goldens and on a 24-lowering
           suite, a cold runner (empty local cache, empty store) against a second runner
           started after it (empty local cache, the store it filled), and the first
           runner's own warm rerun (its local cache); hit rates from the session summary
- kill:    four runners, each its own shard of the goldens and its own empty local cache,
           against one store that is killed mid-run: every runner's exit status
- scaling: a generated suite of independent lowerings (default 256 models, each to one
           of fx_graph, core_aten_ir, torch_script_graph_ir, prims_ir: no torch-mlir
           needed) at -n 1, 2, 4, 8, 16 (those up to the core count), --irlower-no-cache:
           seconds, speed-up and efficiency against serial; ``--threads`` adds the same
           runs with torch's default threads in every worker (irlower_worker_threads=all)
- cores:   k processes at once, k = 1 to the core count: a pure-Python loop each (does the
           machine have k cores' worth of CPU?) and a worker's start-up each (import
           torch, one first export): the median per process
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

GOLDENS = ["tests/regression/test_goldens.py"]
SUITE24 = [
    "tests/regression/test_goldens.py",
    "-k",
    "test_model and (mlp or cnn) and not prims and not onnx",
]
_SHARED = re.compile(r"shared cache \S+: (\d+) hits, (\d+) misses, (\d+) writes")


def run_pytest(
    args: list[str], cwd: Path = ROOT, env: dict[str, str] | None = None
) -> tuple[float, float, str, int]:
    """Wall seconds, CPU seconds (every process), output, exit status of ``pytest ARGS``."""
    environ = {**os.environ, **(env or {})}
    environ.pop("CI", None)
    environ.pop("PYTHONDONTWRITEBYTECODE", None)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args],
        cwd=cwd,
        env=environ,
        capture_output=True,
        text=True,
        check=False,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, done.stdout + done.stderr, done.returncode


def shared_counts(out: str) -> tuple[int, int, int]:
    match = _SHARED.search(out)
    return (int(match[1]), int(match[2]), int(match[3])) if match else (0, 0, 0)


def measure_fleet(selection: list[str], name: str) -> dict[str, Any]:
    from fleet_support import RedisServer, redis_server_binary

    binary = redis_server_binary()
    if binary is None:
        raise SystemExit("redis-server not available: apt-get install redis-server")
    work = Path(tempfile.mkdtemp(prefix="irlower-fleet-"))
    server = RedisServer(binary, work / "redis")
    try:

        def runner(folder: str, *extra: str) -> tuple[float, float, str]:
            args = [*selection, "-o", f"irlower_cache_dir={work / folder}", *extra]
            wall, cpu, out, status = run_pytest([*args, "--irlower-cache-remote", server.url])
            if status != 0:
                raise SystemExit(f"{name}: runner {folder} failed ({status}):\n{out[-3000:]}")
            return wall, cpu, out

        cold = runner("a")
        second = runner("b")
        local = runner("a")  # the first runner again: its own local cache
        hits, misses, _writes = shared_counts(second[2])
        keys = server.client().dbsize()
    finally:
        server.stop()
        shutil.rmtree(work, ignore_errors=True)
    return {
        "cold": cold[0],
        "second": second[0],
        "local": local[0],
        "cold_cpu": cold[1],
        "second_cpu": second[1],
        "local_cpu": local[1],
        "hit_rate": hits / max(1, hits + misses),
        "hits": hits,
        "misses": misses,
        "keys": keys,
    }


def measure_kill() -> dict[str, Any]:
    from fleet_support import RedisServer, redis_server_binary

    binary = redis_server_binary()
    if binary is None:
        raise SystemExit("redis-server not available: apt-get install redis-server")
    work = Path(tempfile.mkdtemp(prefix="irlower-fleet-kill-"))
    server = RedisServer(binary, work / "redis")
    environ = {**os.environ}
    environ.pop("CI", None)
    processes = []
    try:
        for k in range(1, 5):
            args = [
                *GOLDENS,
                "-o",
                f"irlower_cache_dir={work / f'c{k}'}",
                "--irlower-cache-remote",
                server.url,
                f"--irlower-shard={k}/4",
            ]
            processes.append(
                subprocess.Popen(
                    [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args],
                    cwd=ROOT,
                    env=environ,
                    stdout=subprocess.PIPE,
                    stderr=subprocess.STDOUT,
                    text=True,
                )
            )
        deadline = time.monotonic() + 600
        while server.client().dbsize() < 30 and time.monotonic() < deadline:
            time.sleep(0.5)
        written = server.client().dbsize()
        server.stop()
        statuses, lasts = [], []
        for process in processes:
            out, _ = process.communicate(timeout=1800)
            statuses.append(process.returncode)
            lasts.append(out.strip().splitlines()[-1])
    finally:
        server.stop()
        shutil.rmtree(work, ignore_errors=True)
    return {"killed_after_entries": written, "statuses": statuses, "results": lasts}


# -------------------------------------------------------------------------- scaling

IR_TYPES = ("fx_graph", "core_aten_ir", "torch_script_graph_ir", "prims_ir")

SCALING_TESTS = """
import pytest
import torch

IR_TYPES = {ir_types!r}


class Block(torch.nn.Module):
    def __init__(self, width, depth):
        super().__init__()
        self.layers = torch.nn.ModuleList(torch.nn.Linear(width, width) for _ in range(depth))
        self.norm = torch.nn.LayerNorm(width)

    def forward(self, x):
        for layer in self.layers:
            x = torch.nn.functional.gelu(layer(x)) + x
        return self.norm(x).softmax(-1)


@pytest.mark.parametrize("index", range({count}))
def test_lowering(lower, index):
    width, depth = 8 + index % 29, {depth} * (2 + index % 5)
    torch.manual_seed(index)
    ir_type = IR_TYPES[index % len(IR_TYPES)]
    ir = lower(Block(width, depth), (torch.randn(2, width),), ir_type=ir_type)
    assert len(str(ir)) > 100
"""


def measure_scaling(
    count: int,
    workers: list[int],
    threads: bool,
    depth: int = 1,
    ir_types: tuple[str, ...] = IR_TYPES,
) -> dict[str, Any]:
    """Serial, then each -n; with ``threads``, each -n >= 2 again with torch's default
    threads in every worker (``irlower_worker_threads=all``)."""
    work = Path(tempfile.mkdtemp(prefix="irlower-scaling-"))
    (work / "pytest.ini").write_text("[pytest]\n")
    (work / "test_scaling.py").write_text(
        SCALING_TESTS.format(ir_types=ir_types, count=count, depth=depth)
    )
    rows: dict[str, dict[str, float]] = {}
    runs: list[tuple[str, int, list[str]]] = [("serial", 0, [])]
    runs += [(f"-n {n}", n, []) for n in workers if n > 0]
    if threads:
        runs += [
            (f"-n {n}, torch threads all", n, ["-o", "irlower_worker_threads=all"])
            for n in workers
            if n > 1
        ]
    try:
        run_pytest(["--irlower-no-cache", "-k", "lowering and 0]"], cwd=work)  # warm file caches
        for label, n, extra in runs:
            args = ["--irlower-no-cache", *(["-n", str(n)] if n > 0 else []), *extra]
            wall, cpu, out, status = run_pytest(args, cwd=work)
            if status != 0:
                raise SystemExit(f"scaling {label} failed ({status}):\n{out[-3000:]}")
            rows[label] = {"wall": wall, "cpu": cpu, "workers": n}
            print(f"  {label}: {wall:.1f} s wall, {cpu:.1f} s CPU", flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return rows


# -------------------------------------------------------------------------- cores

_SPIN = """
import time
t = time.perf_counter()
x = 0
for i in range(12_000_000):
    x += i
print(time.perf_counter() - t)
"""
_START = """
import os, time
t0 = time.perf_counter()
import torch
t1 = time.perf_counter()
class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.l = torch.nn.Linear(8, 8)
    def forward(self, x):
        return torch.relu(self.l(x))
torch.export.export(M(), (torch.randn(2, 8),))
t2 = time.perf_counter()
u = os.times()
print(t1 - t0, t2 - t1, u.user, u.system)
"""


def _parallel(code: str, k: int) -> list[list[float]]:
    processes = [
        subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
        for _ in range(k)
    ]
    return [[float(x) for x in p.communicate()[0].split()] for p in processes]


def measure_cores(counts: list[int]) -> None:
    """What k processes at once cost each, against one alone: a pure-Python loop (are
    there k cores?) and a worker's start-up (import torch, first export)."""
    import statistics

    print(
        "| processes at once | Python loop s, median | import torch s | first export s "
        "| user+sys CPU s |"
    )
    print("|---|---|---|---|---|")
    for k in counts:
        spin = statistics.median(r[0] for r in _parallel(_SPIN, k))
        start = _parallel(_START, k)
        cells = [statistics.median(r[i] for r in start) for i in range(4)]
        print(
            f"| {k} | {spin:.2f} | {cells[0]:.2f} | {cells[1]:.2f} | "
            f"{cells[2] + cells[3]:.2f} (sys {cells[3]:.2f}) |",
            flush=True,
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", default=["fleet", "kill"])
    parser.add_argument("--count", type=int, default=256, help="scaling: lowerings")
    parser.add_argument("--workers", default="0,1,2,4,8,16", help="scaling: -n values (0: serial)")
    parser.add_argument(
        "--depth",
        type=int,
        default=1,
        help="scaling: layers per model times this (2 to 6 at 1): longer lowerings",
    )
    parser.add_argument(
        "--ir-types",
        default=",".join(IR_TYPES),
        help="scaling: the IR types the lowerings go to, in turn (default: four that need no "
        "torch-mlir; the torch-mlir ones are about 4 times longer)",
    )
    parser.add_argument(
        "--threads", action="store_true", help="scaling: also with torch's default threads"
    )
    parser.add_argument("--json", help="write the results here too")
    args = parser.parse_args()
    cores = os.cpu_count() or 1
    print(f"machine: {cores} cores, Python {sys.version.split()[0]}", flush=True)
    results: dict[str, Any] = {}
    if "fleet" in args.only:
        for name, selection in (("goldens", GOLDENS), ("24 lowerings", SUITE24)):
            r = measure_fleet(selection, name)
            results[f"fleet {name}"] = r
            print(
                f"fleet, {name}: cold {r['cold']:.1f} s; a second runner, empty local cache, "
                f"store filled by the first: {r['second']:.1f} s ({r['cold'] / r['second']:.1f}x "
                f"faster, hit rate {r['hit_rate']:.0%}: {r['hits']} hits, {r['misses']} misses); "
                f"the first runner's local warm rerun {r['local']:.1f} s "
                f"({r['cold'] / r['local']:.1f}x); CPU cold {r['cold_cpu']:.1f} s, second "
                f"{r['second_cpu']:.1f} s ({r['cold_cpu'] / r['second_cpu']:.1f}x), local warm "
                f"{r['local_cpu']:.1f} s ({r['cold_cpu'] / r['local_cpu']:.1f}x); "
                f"{r['keys']} entries in the store; load average {os.getloadavg()[0]:.1f}",
                flush=True,
            )
    if "kill" in args.only:
        r = measure_kill()
        results["kill"] = r
        print(
            f"kill: store killed after {r['killed_after_entries']} entries; runner exit "
            f"statuses {r['statuses']}; {' | '.join(r['results'])}",
            flush=True,
        )
    if "scaling" in args.only:
        workers = [int(n) for n in args.workers.split(",") if int(n) <= cores]
        rows = measure_scaling(
            args.count, workers, args.threads, args.depth, tuple(args.ir_types.split(","))
        )
        results["scaling"] = rows
        print(
            f"\n-n scaling, {args.count} independent lowerings to {args.ir_types} "
            f"(depth x{args.depth}), {cores} cores:"
        )
        print("| run | wall s | speed-up | efficiency | CPU s |\n|---|---|---|---|---|")
        base = rows["serial"]["wall"]
        for label, row in rows.items():
            n = max(1, int(row["workers"]))
            speed = base / row["wall"]
            print(
                f"| {label} | {row['wall']:.1f} | {speed:.2f}x | {speed / n:.0%} | "
                f"{row['cpu']:.1f} |"
            )
    if "cores" in args.only:
        measure_cores([k for k in (1, 2, 4, 8, 12, 16) if k <= cores])
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
