"""Issue 35's floor: how close a cached run comes to ``pytest --co``, side by side in one run.

    python benchmarks/floor.py [--repeat N] [--only suite16|goldens] [--warm-only] [--profile]
        [--no-bytecode]

For a generated 16-lowering suite (four small MLPs, each to ``llvm_ir``, ``nvptx``,
``amdgpu`` and ``spirv``, with goldens) and for the regression goldens
(``tests/regression/test_goldens.py``), each measured ``--repeat`` times in alternation
(medians printed):

- ``--co``: ``pytest --co`` of the suite (the floor: python, pytest, the plugin, the test
  modules' imports);
- no-op bodies: the same tests run with bodies that do nothing and no fixture but their
  parameters (pytest's own run of them: setup, reports, output and log capture), which
  splits warm minus ``--co`` into pytest's part and the part of the fixtures and bodies;
- warm: a rerun on the local cache the cold run filled;
- second runner: an empty local cache, a real ``redis-server`` on loopback that the cold
  run filled (``--irlower-cache-remote``);
- cold: an empty local cache and an empty store.

Each with its ratio to ``--co``, in wall seconds and in CPU seconds (user and system, of
pytest and its children): on a machine other jobs share, a run waits for a core, and its
CPU seconds are the steadier figure; "paired" is the median of each round's wall
against that round's ``--co``; "95% interval" bounds the wall ratio by resampling the
rounds (how far the machine's noise can move it). Issue 35's targets (idle 2-core
machine): warm <= 1.15x, second runner <= 1.25x on the 16-lowering suite; the goldens'
warm <= 1.3x. ``--profile`` writes a cProfile of one warm run of the 16-lowering suite
and prints its top entries.
The worktree's code is used (``PYTHONPATH``), with the interpreter running this script.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

SUITE16 = """
import pytest
import torch


class MLP(torch.nn.Module):
    def __init__(self, width):
        super().__init__()
        self.fc1 = torch.nn.Linear(8, width)
        self.fc2 = torch.nn.Linear(width, 4)

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))


@pytest.mark.parametrize("ir_type", ["llvm_ir", "nvptx", "amdgpu", "spirv"])
@pytest.mark.parametrize("width", [8, 16, 24, 32])
def test_mlp(lower, golden, width, ir_type):
    torch.manual_seed(width)
    assert lower(MLP(width), (torch.randn(2, 8),), ir_type=ir_type) == golden
"""


#: a plugin (``-p irlower_floor_noop``) that runs each collected test with a body that
#: does nothing and no fixture but its parameters: pytest's own run of the same tests
NOOP_PLUGIN = """
import pytest


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(items):
    for item in items:
        params = getattr(getattr(item, "callspec", None), "params", {})
        item.fixturenames[:] = [name for name in item.fixturenames if name in params]


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem):
    return True
"""


#: whether the runs may write and read bytecode (``--no-bytecode``: every run compiles every
#: module it imports again, and pytest rewrites the plugin's asserts again: about 0.35 s more
#: for a warm run, which imports more of the plugin than ``--co`` does)
BYTECODE = [True]


def _children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def run(args: list[str], cwd: Path, extra_env: dict[str, str] | None = None) -> tuple[float, float]:
    """Wall and CPU seconds of ``pytest ARGS`` (a failure stops the benchmark)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), **(extra_env or {})}
    env.pop("CI", None)
    if BYTECODE[0]:  # as pytest runs by default: modules compiled once, then read from .pyc
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    cpu = _children_cpu()
    start = time.perf_counter()
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:randomly",
            *args,
        ],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    wall = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(
            f"pytest {' '.join(args)} failed ({done.returncode}):\n{done.stdout[-3000:]}"
        )
    return wall, _children_cpu() - cpu


def suite16(work: Path) -> tuple[Path, list[str]]:
    """The generated project (goldens written once, not timed) and its selection."""
    project = work / "suite16"
    project.mkdir()
    (project / "test_suite16.py").write_text(SUITE16)
    (project / "pytest.ini").write_text("[pytest]\n")
    run(["--snapshot-update", "--irlower-no-cache", "test_suite16.py"], project)
    return project, ["test_suite16.py"]


def measure(
    name: str, project: Path, selection: list[str], url: str, repeat: int, *, warm_only: bool
) -> None:
    """Print the four figures of one suite (``warm_only``: ``--co`` and warm alone, the
    cache filled by one cold run first, not timed)."""

    times: dict[str, list[tuple[float, float]]] = {
        "--co": [],
        "no-op bodies": [],
        "warm": [],
        "second runner": [],
        "cold": [],
    }
    loads = [os.getloadavg()[0]]
    work = Path(tempfile.mkdtemp(prefix="irlower-floor-"))
    (work / "irlower_floor_noop.py").write_text(NOOP_PLUGIN)
    noop = {"PYTHONPATH": f"{ROOT}{os.pathsep}{work}"}
    if warm_only:
        del times["second runner"], times["cold"]
        run([*selection, "-o", f"irlower_cache_dir={work / 'a'}"], project)
    for index in range(repeat):
        local = work / ("a" if warm_only else f"a{index}")
        other = work / f"b{index}"
        store = ["--irlower-cache-remote", f"{url[:-1]}{index + 1}"]  # a fresh db each round
        if not warm_only:
            cold = run([*selection, "-o", f"irlower_cache_dir={local}", *store], project)
            times["cold"].append(cold)
        times["--co"].append(run(["--co", *selection], project))
        times["no-op bodies"].append(run(["-p", "irlower_floor_noop", *selection], project, noop))
        times["warm"].append(run([*selection, "-o", f"irlower_cache_dir={local}"], project))
        if not warm_only:
            second = run([*selection, "-o", f"irlower_cache_dir={other}", *store], project)
            times["second runner"].append(second)
        loads.append(os.getloadavg()[0])
    shutil.rmtree(work, ignore_errors=True)
    floor = [statistics.median(t[i] for t in times["--co"]) for i in (0, 1)]
    shown = " ".join(f"{load:.1f}" for load in loads)
    print(f"\n{name} (medians of {repeat}; load average {shown}: at the start, after each round)")
    print(
        f"  {'run':<15} {'wall':>8} {'vs --co':>8} {'95% interval':>13} {'CPU':>8} "
        f"{'vs --co':>8} {'paired':>7}   each (wall/CPU)"
    )
    for label, found in times.items():
        wall, cpu = (statistics.median(t[i] for t in found) for i in (0, 1))
        each = " ".join(f"{w:.1f}/{c:.1f}" for w, c in found)
        # each round's wall against the --co of the same round: a slow stretch of the
        # machine slows both sides of a round alike
        paired = statistics.median(w / c[0] for (w, _), c in zip(found, times["--co"], strict=True))
        spread = interval(found, times["--co"])
        print(
            f"  {label:<15} {wall:>7.2f}s {wall / floor[0]:>7.2f}x {spread:>13} {cpu:>7.2f}s "
            f"{cpu / floor[1]:>7.2f}x {paired:>6.2f}x   {each}"
        )
    pytest_own, warm = (statistics.median(t[0] for t in times[k]) for k in ("no-op bodies", "warm"))
    print(
        f"  warm minus --co: {warm - floor[0]:.2f} s, of which pytest's own run of the same "
        f"tests (no-op bodies) {pytest_own - floor[0]:.2f} s and the fixtures and bodies "
        f"(lower(), the goldens) {warm - pytest_own:.2f} s"
    )


def interval(found: list[tuple[float, float]], floor: list[tuple[float, float]]) -> str:
    """The 95% bootstrap interval of median(found) / median(floor) in wall seconds: the
    rounds resampled with replacement, each round's two runs kept together (2,000
    resamples, a fixed seed). One round gives no interval."""
    rounds = len(found)
    if rounds < 2:
        return "-"
    draw = random.Random(0)
    ratios = []
    for _ in range(2000):
        picked = [draw.randrange(rounds) for _ in range(rounds)]
        ratios.append(
            statistics.median(found[i][0] for i in picked)
            / statistics.median(floor[i][0] for i in picked)
        )
    ratios.sort()
    return f"{ratios[50]:.2f}-{ratios[1949]:.2f}x"


def profile_warm(project: Path, selection: list[str], work: Path) -> None:
    """cProfile of a warm run of ``selection`` (written to ``floor-warm.prof``)."""
    cache = work / "profiled"
    run([*selection, "-o", f"irlower_cache_dir={cache}"], project)
    out = Path.cwd() / "floor-warm.prof"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    subprocess.run(
        [sys.executable, "-m", "cProfile", "-o", str(out), "-m", "pytest", "-q",
         "-p", "no:cacheprovider", *selection, "-o", f"irlower_cache_dir={cache}"],
        cwd=project, env=env, check=True, capture_output=True,
    )  # fmt: skip
    import pstats

    pstats.Stats(str(out)).sort_stats("cumulative").print_stats(40)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--only", choices=("suite16", "goldens"), action="append")
    parser.add_argument("--profile", action="store_true")
    parser.add_argument(
        "--warm-only",
        action="store_true",
        help="only --co and warm (the cache filled once, not timed): the goldens' cold run "
        "takes minutes a round",
    )
    parser.add_argument(
        "--no-bytecode",
        action="store_true",
        help="run every pytest with PYTHONDONTWRITEBYTECODE=1 (as tox.ini sets it); by default "
        "they write and read bytecode, as pytest does on a developer's machine",
    )
    options = parser.parse_args()
    BYTECODE[0] = not options.no_bytecode
    print(f"bytecode: {'written and read' if BYTECODE[0] else 'off (PYTHONDONTWRITEBYTECODE=1)'}")
    from fleet_support import RedisServer, redis_server_binary

    binary = redis_server_binary()
    if binary is None:
        raise SystemExit("redis-server not available: apt-get install redis-server")
    work = Path(tempfile.mkdtemp(prefix="irlower-floor-"))
    server = RedisServer(binary, work / "redis")
    try:
        url = server.url
        wanted = options.only or ["suite16", "goldens"]
        if "suite16" in wanted or options.profile:
            project, selection = suite16(work)
            if options.profile:
                profile_warm(project, selection, work)
            if "suite16" in wanted:
                measure(
                    "16 lowerings (4 MLPs x llvm_ir/nvptx/amdgpu/spirv)",
                    project,
                    selection,
                    url,
                    options.repeat,
                    warm_only=options.warm_only,
                )
        if "goldens" in wanted:
            goldens = ["tests/regression/test_goldens.py"]
            measure(
                "regression goldens (tests/regression/test_goldens.py)",
                ROOT,
                goldens,
                url,
                options.repeat,
                warm_only=options.warm_only,
            )
    finally:
        server.stop()
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
