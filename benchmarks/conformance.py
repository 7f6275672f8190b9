"""The OpInfo conformance sweep for one IR type: cold, warm (the cross-run cache) and -n N.

    OMP_NUM_THREADS=1 python benchmarks/conformance.py [--ir-type llvm_mlir] [--ops REGEX]
        [--preset smoke|full] [--dtypes D,...] [--samples N|all] [--expectations FILE]
        [--update] [--workers 0,2] [--runs cold,warm] [--cache DIR] [--json FILE]
        [--extra ARG]...

Each run is ``irlower conformance`` in a fresh folder (its rootdir), with one cache folder
per worker count: "cold" starts from an empty cache, "warm" reruns with the cache the cold
run left; ``--workers 0,2`` (the default) makes both serially and under pytest-xdist with two
workers, ``--workers 16`` under sixteen. ``--runs warm --cache DIR`` reruns on a cache an
earlier invocation filled (``--cache`` keeps it). Prints the wall time of each, the ratio to
the first run and the suite's summary lines (pass rate, outcomes); ``--json`` keeps the last
run's per-item result file (``--irlower-conformance-json``). ``--extra`` passes one more
pytest argument (``--extra=--irlower-shard=1/2``).
"""

from __future__ import annotations

import argparse
import os
import re
import resource
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
    for flag in ("ops", "preset", "dtypes", "samples"):
        if getattr(args, flag):
            command += [f"--{flag}", getattr(args, flag)]
    if args.expectations:
        command += ["--expectations", str(Path(args.expectations).resolve())]
    if update:
        command.append("--update-expectations")
    command += ["--", "-q", "-p", "no:cacheprovider", "-o", f"irlower_cache_dir={cache}", *extra]
    command += args.extra
    if args.json:
        command.append(f"--irlower-conformance-json={Path(args.json).resolve()}")
    env = dict(os.environ, OMP_NUM_THREADS=os.environ.get("OMP_NUM_THREADS", "1"))
    root = Path(__file__).resolve().parents[1]
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(root), env.get("PYTHONPATH")) if p)
    started = time.perf_counter()
    cpu = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True)
    seconds = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    used = after.ru_utime + after.ru_stime - cpu.ru_utime - cpu.ru_stime
    out = done.stdout.splitlines()
    pattern = re.compile(
        r"^(\S+ \(.*\): \d+ items|  outcomes|  first failing|irlower: expectations written|"
        r"=* ?\d+ (passed|failed|xfailed|skipped).* in )"
    )
    summary = [line for line in out if pattern.match(line)]
    if args.log:
        with open(args.log, "a", encoding="utf-8") as handle:
            handle.write(f"===== {' '.join(command)}\n{done.stdout}\n{done.stderr}\n")
    summary.append(f"exit status {done.returncode}, CPU {used:.1f} s (its processes together)")
    return seconds, summary


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ir-type", default="llvm_mlir")
    parser.add_argument("--ops", help="ops regex (default: the whole database)")
    parser.add_argument("--expectations", help="expectations file to judge against")
    parser.add_argument(
        "--update", action="store_true", help="the cold run rewrites the expectations file"
    )
    parser.add_argument("--preset", choices=("smoke", "full"), help="irlower conformance --preset")
    parser.add_argument("--dtypes", help="irlower conformance --dtypes (e.g. float32,bool)")
    parser.add_argument("--samples", help="irlower conformance --samples (N or all)")
    parser.add_argument(
        "--workers", default="0,2", help="worker counts, 0 for one process (default 0,2)"
    )
    parser.add_argument("--runs", default="cold,warm", help="cold, warm or both (default)")
    parser.add_argument("--cache", help="cache folder to fill or reuse (default: a temporary one)")
    parser.add_argument("--json", help="write the last run's per-item JSON result here")
    parser.add_argument("--extra", action="append", default=[], help="one more pytest argument")
    parser.add_argument("--log", help="append every run's whole output to this file")
    args = parser.parse_args()
    kinds = [kind for kind in args.runs.split(",") if kind]
    if not kinds or set(kinds) - {"cold", "warm"}:
        parser.error(f"--runs {args.runs!r}: give cold, warm or cold,warm")
    workers = [int(n) for n in args.workers.split(",")]
    rows = []
    with tempfile.TemporaryDirectory(prefix="irlower-conformance-") as tmp:
        base = Path(tmp)
        caches = Path(args.cache) if args.cache else base
        for count in workers:
            extra = ["-n", str(count)] if count else []
            for kind in kinds:
                name = f"-n {count} {kind}" if count else kind
                folder = base / name.replace(" ", "_")
                folder.mkdir()
                update = args.update and kind == "cold" and count == workers[0]
                cache = caches / f"cache-n{count}"
                seconds, summary = sweep(folder, cache, args, extra, update)
                rows.append((name, seconds))
                print(f"== {name}: {seconds:.1f} s", flush=True)
                for line in summary:
                    print(f"   {line}", flush=True)
    first = rows[0][1]
    what = f"preset {args.preset or 'smoke'}, dtypes {args.dtypes or 'preset'}"
    print(f"\n{args.ir_type}, ops {args.ops or 'all'}, {what} ({os.cpu_count()} CPUs):")
    for name, seconds in rows:
        print(f"  {name:<14} {seconds:8.1f} s   {seconds / first:5.2f}x of the first")
    return 0


if __name__ == "__main__":
    sys.exit(main())
