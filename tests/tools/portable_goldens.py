#!/usr/bin/env python3
"""Goldens are the same bytes on any machine: regenerate them under other CPU settings and
compare with the committed ones (docs/portable-goldens.md).

    python tests/tools/portable_goldens.py [--profile NAME]... [--workers N] [--keep] [PATH...]

For each profile, runs ``pytest --snapshot-update --irlower-no-cache`` over PATH (default:
every test module of tests/regression that has goldens) in a child process whose
environment selects other kernels (ATen's SIMD width, oneDNN's ISA, MKL's code path, the
thread count), writing the goldens into ``.irlower/portable/<profile>`` (``-o
irlower_golden_dir=...``), never into golden/; then compares every regenerated file with the
committed one, byte for byte. Exit status 0: every regenerated golden matches; 1: a golden
differs, is not committed, or the child pytest failed; 2: bad arguments.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = "golden"

#: name -> (environment, what it stands for). Each changes the kernels that compute the
#: floats a test makes (model init, inputs, calibration) and that a golden could print.
PROFILES: dict[str, tuple[dict[str, str], str]] = {
    "avx2-1thread": (
        {
            "ATEN_CPU_CAPABILITY": "avx2",
            "ONEDNN_MAX_CPU_ISA": "AVX2",
            "MKL_ENABLE_INSTRUCTIONS": "AVX2",
            "OMP_NUM_THREADS": "1",
            "MKL_NUM_THREADS": "1",
        },
        "an x86 CPU without AVX-512 (ATen 8-lane kernels, oneDNN and MKL at AVX2), one thread",
    ),
    "sse41-mkl-compatible": (
        {"ONEDNN_MAX_CPU_ISA": "SSE41", "MKL_CBWR": "COMPATIBLE"},
        "oneDNN's SSE4.1 kernels and MKL's CNR 'COMPATIBLE' code path (other blockings "
        "and summation orders than the host's AVX-512 ones)",
    ),
}


@dataclass(frozen=True)
class Difference:
    """One golden that is not the same bytes as the committed one."""

    path: str  #: relative to the golden folder
    why: str  #: "differs" or "not committed"
    first_line: int | None = None  #: 1-based line of the first difference
    committed: str = ""  #: that line, committed
    regenerated: str = ""  #: that line, regenerated

    def describe(self) -> str:
        """One report line (two more with the first differing line)."""
        if self.first_line is None:
            return f"{self.path}: {self.why}"
        return (
            f"{self.path}: {self.why} from line {self.first_line}\n"
            f"    committed:   {self.committed}\n"
            f"    regenerated: {self.regenerated}"
        )


def compare_goldens(committed: Path, regenerated: Path) -> tuple[list[Difference], int]:
    """Every file under ``regenerated`` against the same path under ``committed``, byte for
    byte: the differences, and how many files were compared."""
    differences: list[Difference] = []
    files = sorted(path for path in regenerated.rglob("*") if path.is_file())
    for path in files:
        relative = path.relative_to(regenerated)
        old = committed / relative
        if not old.is_file():
            differences.append(Difference(str(relative), "not committed"))
            continue
        old_bytes, new_bytes = old.read_bytes(), path.read_bytes()
        if old_bytes != new_bytes:
            differences.append(_first_difference(str(relative), old_bytes, new_bytes))
    return differences, len(files)


def _first_difference(relative: str, old: bytes, new: bytes) -> Difference:
    old_lines = old.decode("utf-8", "replace").splitlines()
    new_lines = new.decode("utf-8", "replace").splitlines()
    for number, (a, b) in enumerate(zip(old_lines, new_lines, strict=False), start=1):
        if a != b:
            return Difference(relative, "differs", number, a.strip()[:160], b.strip()[:160])
    number = min(len(old_lines), len(new_lines)) + 1
    return Difference(
        relative,
        "differs",
        number,
        _line_or_end(old_lines, number),
        _line_or_end(new_lines, number),
    )


def _line_or_end(lines: Sequence[str], number: int) -> str:
    return lines[number - 1].strip()[:160] if number <= len(lines) else "(end of file)"


def golden_test_modules(root: Path = ROOT) -> list[str]:
    """The test modules of tests/regression that have a golden folder: golden/ mirrors the
    tests' paths (``golden/tests/regression/test_x/`` holds test_x.py's goldens)."""
    folder = root / GOLDEN / "tests" / "regression"
    modules = []
    for sub in sorted(path for path in folder.iterdir() if path.is_dir()):
        module = Path("tests") / "regression" / f"{sub.name}.py"
        if (root / module).is_file():
            modules.append(module.as_posix())
    return modules


def pytest_command(paths: Sequence[str], golden_dir: str, workers: int) -> list[str]:
    """The child pytest: goldens written into ``golden_dir`` (relative to the rootdir), no
    cross-run cache (a cached lowering would hand back the host's IR)."""
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q"]
    command += ["--snapshot-update", "--irlower-no-cache", "-o", f"irlower_golden_dir={golden_dir}"]
    if workers > 1:
        command += ["-n", str(workers)]
    return [*command, *paths]


def child_env(profile: str, base: Mapping[str, str]) -> dict[str, str]:
    """The child pytest's environment: ``base`` with the profile's settings, less ``CI``.
    The plugin refuses ``--snapshot-update`` when ``CI`` is set, so that CI never rewrites
    golden/; this child writes only into .irlower/portable/ and compares."""
    env = {name: value for name, value in base.items() if name != "CI"}
    env.update(PROFILES[profile][0])
    return env


@dataclass(frozen=True)
class ProfileRun:
    """What one profile's regeneration found."""

    profile: str
    returncode: int  #: the child pytest's
    compared: int
    differences: tuple[Difference, ...]
    seconds: float
    output_tail: str

    @property
    def ok(self) -> bool:
        """Every regenerated golden matches, and the child pytest passed."""
        return self.returncode == 0 and not self.differences and self.compared > 0


def run_profile(
    profile: str,
    paths: Sequence[str],
    *,
    workers: int = 1,
    keep: bool = False,
    root: Path = ROOT,
    extra_env: Mapping[str, str] | None = None,
) -> ProfileRun:
    """Regenerates the goldens of ``paths`` under ``profile`` and compares them."""
    if profile not in PROFILES:
        raise ValueError(f"unknown profile {profile!r}; the profiles are: {', '.join(PROFILES)}")
    relative = f".irlower/portable/{profile}-{os.getpid()}"
    target = root / relative
    shutil.rmtree(target, ignore_errors=True)
    env = child_env(profile, {**os.environ, **(extra_env or {})})
    started = time.monotonic()
    try:
        done = subprocess.run(
            pytest_command(paths, relative, workers),
            cwd=root,
            env=env,
            capture_output=True,
            text=True,
            check=False,
        )
        seconds = time.monotonic() - started
        if target.is_dir():
            differences, compared = compare_goldens(root / GOLDEN, target)
        else:
            differences, compared = [], 0
    finally:
        if not keep:
            shutil.rmtree(target, ignore_errors=True)
    tail = (done.stdout + done.stderr)[-4000:]
    return ProfileRun(profile, done.returncode, compared, tuple(differences), seconds, tail)


def report(run: ProfileRun) -> str:
    """The lines a CI log shows for one profile."""
    environment = " ".join(f"{k}={v}" for k, v in PROFILES[run.profile][0].items())
    verdict = "same bytes" if run.ok else "NOT PORTABLE"
    lines = [
        f"portable goldens: {run.profile} ({environment}): {run.compared} goldens regenerated, "
        f"{len(run.differences)} differ: {verdict} [{run.seconds:.0f}s]"
    ]
    lines += ["  " + difference.describe() for difference in run.differences]
    if run.returncode != 0:
        lines.append(f"  the child pytest exited {run.returncode}; its output ends:")
        lines += ["    " + line for line in run.output_tail.splitlines()[-30:]]
    elif run.compared == 0:
        lines.append("  no golden was regenerated: the paths select no golden test")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="portable_goldens.py",
        description="Regenerate goldens under other CPU settings and compare their bytes.",
    )
    parser.add_argument(
        "paths",
        nargs="*",
        help="test paths or node ids (default: every tests/regression module with goldens)",
    )
    parser.add_argument(
        "--profile",
        action="append",
        choices=sorted(PROFILES),
        help="a profile to run (repeatable; default: all)",
    )
    parser.add_argument("--workers", type=int, default=1, help="pytest -n for the child")
    parser.add_argument("--keep", action="store_true", help="keep .irlower/portable/*")
    args = parser.parse_args(argv)
    paths = args.paths or golden_test_modules()
    failed = False
    for profile in args.profile or list(PROFILES):
        run = run_profile(profile, paths, workers=args.workers, keep=args.keep)
        print(report(run), flush=True)
        failed = failed or not run.ok
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
