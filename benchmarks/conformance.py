"""The OpInfo conformance sweep for one IR type: cold, warm (the cross-run cache) and -n 2.

    OMP_NUM_THREADS=1 python benchmarks/conformance.py [--ir-type llvm_mlir] [--ops REGEX]
        [--expectations FILE] [--update] [--skip-parallel]

Each run is ``irlower conformance`` in a fresh folder (its rootdir), with its own cache
folder: "cold" starts from an empty cache, "warm" reruns with the cache the cold run left,
"-n 2 cold"/"-n 2 warm" do the same under pytest-xdist with two workers. Prints the wall
time of each, the ratio to the cold run and the suite's summary lines (pass rate, outcomes).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def sweep(
    folder: Path, cache: Path, args: argparse.Namespace, extra: list[str], update: bool
) -> tuple[float, list[str]]:
    command = [
        sys.executable,
        "-m",
        "pytest_irlower.cli.main",
        "conformance",
        "--ir-type",
        args.ir_type,
    ]
    if args.ops:
        command += ["--ops", args.ops]
    if args.expectations:
        command += ["--expectations", str(Path(args.expectations).resolve())]
    if update:
        command.append("--update-expectations")
    command += ["--", "-q", "-p", "no:cacheprovider", "-o", f"irlower_cache_dir={cache}", *extra]
    env = dict(os.environ, OMP_NUM_THREADS=os.environ.get("OMP_NUM_THREADS", "1"))
    root = Path(__file__).resolve().parents[1]
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(root), env.get("PYTHONPATH")) if p)
    started = time.perf_counter()
    done = subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True)
    seconds = time.perf_counter() - started
    out = done.stdout.splitlines()
    pattern = re.compile(
        r"^(\S+ \(.*\): \d+ items|  outcomes|  first failing|irlower: expectations written|"
        r"=* ?\d+ (passed|failed|xfailed|skipped).* in )"
    )
    summary = [line for line in out if pattern.match(line)]
    if args.log:
        with open(args.log, "a", encoding="utf-8") as handle:
            handle.write(f"===== {' '.join(command)}\n{done.stdout}\n{done.stderr}\n")
    summary.append(f"exit status {done.returncode}")
    return seconds, summary


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ir-type", default="llvm_mlir")
    parser.add_argument("--ops", help="ops regex (default: the whole database)")
    parser.add_argument("--expectations", help="expectations file to judge against")
    parser.add_argument(
        "--update", action="store_true", help="the cold run rewrites the expectations file"
    )
    parser.add_argument("--skip-parallel", action="store_true", help="no -n 2 runs")
    parser.add_argument("--log", help="append every run's whole output to this file")
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory(prefix="irlower-conformance-") as tmp:
        base = Path(tmp)
        runs = [("cold", "c1", [], args.update), ("warm", "c1", [], False)]
        if not args.skip_parallel:
            runs += [
                ("-n 2 cold", "c2", ["-n", "2"], False),
                ("-n 2 warm", "c2", ["-n", "2"], False),
            ]
        for name, cache, extra, update in runs:
            folder = base / name.replace(" ", "_")
            folder.mkdir()
            seconds, summary = sweep(folder, base / cache, args, extra, update)
            rows.append((name, seconds))
            print(f"== {name}: {seconds:.1f} s", flush=True)
            for line in summary:
                print(f"   {line}", flush=True)
    cold = rows[0][1]
    print(f"\n{args.ir_type}, ops {args.ops or 'all'} ({os.cpu_count()} CPUs):")
    for name, seconds in rows:
        print(f"  {name:<11} {seconds:8.1f} s   {seconds / cold:5.2f}x of cold")
    return 0


if __name__ == "__main__":
    sys.exit(main())
