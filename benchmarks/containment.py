"""What crash containment costs: the regression goldens with and without the forked child.

    python benchmarks/containment.py [--runs 1] [PYTEST ARGS...]

Runs ``pytest tests/regression/test_goldens.py`` (serial, ``--irlower-no-cache``: the
second run would otherwise read the first one's lowerings) once with containment (the
default: a small model's pipelines in the session's worker, a larger one's in a forked
child) and once with ``IRLOWER_NO_FORK=1``, alternating which goes first, and prints both
wall times and their ratio. Goal: within 10%.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def timed(extra_env: dict[str, str], args: list[str]) -> float:
    env = {**os.environ, **extra_env}
    env.pop("CI", None)
    start = time.perf_counter()
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "--irlower-no-cache",
            *args,
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"pytest failed ({done.returncode}):\n{done.stdout[-3000:]}")
    return seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("pytest_args", nargs="*", default=["tests/regression/test_goldens.py"])
    args = parser.parse_args()
    contained, bare = [], []
    for index in range(args.runs):
        if index % 2:
            contained.append(timed({}, args.pytest_args))
        bare.append(timed({"IRLOWER_NO_FORK": "1"}, args.pytest_args))
        if not index % 2:
            contained.append(timed({}, args.pytest_args))
    c, b = min(contained), min(bare)
    print(
        f"{' '.join(args.pytest_args)}: in-process {b:.1f} s, contained {c:.1f} s, "
        f"ratio {c / b:.3f} (goal <= 1.10)"
    )
    return 0 if c / b <= 1.10 else 1


if __name__ == "__main__":
    sys.exit(main())
