"""``irlower conformance``: the OpInfo suite for one IR type, run by pytest.

The command puts its settings in the environment (``IRLOWER_CONFORMANCE``, JSON, so that
xdist's workers see them too) and runs pytest on :mod:`pytest_irlower.conformance.cli_suite`,
whose one test is the same ``opinfo_suite`` a user writes in a test file. Arguments after
``--`` go to pytest (``-- -n 2``, ``-- --irlower-report=r.html``).
"""

from __future__ import annotations

import argparse
import json
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from pytest_irlower.errors import UsageError

ENVIRONMENT = "IRLOWER_CONFORMANCE"

#: --preset: (samples, dtypes) a run takes where --samples and --dtypes are not given
PRESETS: dict[str, tuple[str, str]] = {
    "smoke": ("1", "float32"),
    "full": ("all", "float32"),
}


def add_parser(sub: Any) -> None:
    """The ``conformance`` subcommand's arguments."""
    con = sub.add_parser(
        "conformance",
        help="the op-level suite from PyTorch's OpInfo database for one IR type",
        description="Lower one sample of every OpInfo op (or those --ops selects) to the IR "
        "type, run it where the IR type can run and compare with eager PyTorch; where it "
        "cannot run, check that it lowers. Each result is judged against the expectations "
        "file. Exit status 0 only when every result is as expected. Arguments after '--' "
        "go to pytest (e.g. -- -n 2).",
    )
    con.add_argument(
        "--ir-type",
        required=True,
        metavar="T[,T...]",
        help="IR type; several, comma-separated, run in one session and share their stages",
    )
    con.add_argument(
        "--ops",
        metavar="REGEX",
        help="ops whose whole name matches (e.g. 'add|mul', 'nn\\.functional\\..*'; default all)",
    )
    con.add_argument(
        "--preset",
        choices=sorted(PRESETS),
        default="smoke",
        help="defaults for --samples and --dtypes: smoke (CI: 1 sample, float32; the "
        "default), full (nightly: every sample, float32); an explicit flag wins",
    )
    con.add_argument(
        "--dtypes",
        metavar="D,...",
        help="dtypes, e.g. float32,float16,bfloat16,int64,bool (default: the preset's)",
    )
    con.add_argument(
        "--samples", metavar="N|all", help="samples per op, or all (default: the preset's)"
    )
    con.add_argument("--seed", type=int, default=0, help="seed of the samples (0)")
    con.add_argument("--expectations", metavar="FILE", help="JSON file of expected failures")
    con.add_argument(
        "--config", help="the configuration's name in the expectations file (default: T)"
    )
    con.add_argument("--pipeline", help="custom pipeline of tool stages after T, joined by '|'")
    con.add_argument("--rtol", type=float, help="relative tolerance")
    con.add_argument("--atol", type=float, help="absolute tolerance")
    con.add_argument(
        "--update-expectations",
        action="store_true",
        help="rewrite the expectations file from this run (--irlower-update-expectations)",
    )


def run(args: argparse.Namespace, pytest_args: Sequence[str]) -> int:
    """Run the suite through pytest; its exit status."""
    import pytest

    from pytest_irlower.conformance import cli_suite_path
    from pytest_irlower.families import REGISTRY

    types = [REGISTRY.get(name.strip()).name for name in args.ir_type.split(",") if name.strip()]
    if not types:
        raise UsageError("--ir-type names no IR type")
    if args.config and len(types) > 1:
        raise UsageError("--config names one configuration: give one --ir-type with it")
    from pytest_irlower.conformance.opinfo import parse_samples

    samples, dtypes = PRESETS[args.preset]
    samples = args.samples if args.samples is not None else samples
    parse_samples(samples)  # a bad value fails before pytest starts
    settings = {
        "ir_type": types,
        "ops": args.ops,
        "dtypes": args.dtypes if args.dtypes is not None else dtypes,
        "samples": samples,
        "seed": args.seed,
        "expectations": str(Path(args.expectations).resolve()) if args.expectations else None,
        "config": args.config,
        "pipeline": args.pipeline,
        "rtol": args.rtol,
        "atol": args.atol,
    }
    os.environ[ENVIRONMENT] = json.dumps(settings)
    # the plugin is imported already (this command is part of it): nothing to rewrite
    quiet = "ignore::pytest.PytestAssertRewriteWarning"
    argv = [str(cli_suite_path()), *ini_arguments(Path.cwd()), "-W", quiet, *pytest_args]
    if args.update_expectations:
        argv.append("--irlower-update-expectations")
    counter = _Ran()
    status = int(pytest.main(argv, plugins=[counter]))
    if status == 0 and counter.ran == 0:
        print(
            f"irlower conformance: no item ran ({counter.skipped} skipped): nothing was "
            "qualified, so the command fails (exit status 1)"
        )
        return 1
    return status


class _Ran:
    """Counts the conformance items that ran (on the xdist controller too: the records
    come with the reports)."""

    def __init__(self) -> None:
        self.ran = 0
        self.skipped = 0

    def pytest_runtest_logreport(self, report: Any) -> None:
        """Count one item's record."""
        from pytest_irlower.conformance.report import RAN
        from pytest_irlower.conformance.session import PROPERTY

        for name, value in report.user_properties:
            if name != PROPERTY:
                continue
            if report.when == "call" and value.get("verdict") in RAN:
                self.ran += 1
            elif value.get("verdict") == "skipped":
                self.skipped += 1


#: the files pytest reads its configuration from, in its own order of preference
_INI_FILES = ("pytest.ini", ".pytest.ini", "pyproject.toml", "tox.ini", "setup.cfg")


def find_ini(start: Path) -> Path | None:
    """The configuration file pytest would read for a run started in ``start``: the first
    folder upwards holding one, pytest.ini (or .pytest.ini) always, the others only with a
    pytest section."""
    for folder in (start, *start.parents):
        for name in _INI_FILES:
            path = folder / name
            if not path.is_file():
                continue
            if name in ("pytest.ini", ".pytest.ini"):
                return path
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                continue
            marker = {
                "pyproject.toml": "[tool.pytest",
                "tox.ini": "[pytest]",
                "setup.cfg": "[tool:pytest]",
            }[name]
            if marker in text:
                return path
    return None


def ini_arguments(cwd: Path) -> list[str]:
    """``-c FILE --rootdir=DIR``: the configuration of the folder the command runs in
    (pytest alone would look upwards from the suite's module, inside the plugin, and an
    editable install would read the plugin's own pyproject.toml); with none, an empty one."""
    found = find_ini(cwd)
    if found is None:
        return ["-c", os.devnull, f"--rootdir={cwd}"]
    return ["-c", str(found), f"--rootdir={found.parent}"]


def suite_from_environment() -> Callable[..., None]:
    """The test function of the suite ``irlower conformance`` asked for."""
    from pytest_irlower.conformance import OpInfoOps, make_suite, suite_test

    raw = os.environ.get(ENVIRONMENT)
    if not raw:
        raise UsageError(
            f"{ENVIRONMENT} is not set: this module is the suite that `irlower conformance` "
            "runs; in your own tests, use pytest_irlower.conformance.opinfo_suite(...)"
        )
    settings = json.loads(raw)
    source = OpInfoOps(
        ops=settings["ops"],
        dtypes=settings["dtypes"],
        samples=settings["samples"],
        seed=settings["seed"],
    )
    return suite_test(
        make_suite(
            source,
            settings["ir_type"],
            expectations=settings["expectations"],
            base=Path.cwd(),
            config=settings["config"],
            pipeline=settings["pipeline"],
            rtol=settings["rtol"],
            atol=settings["atol"],
        )
    )
