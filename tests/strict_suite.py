"""This suite under --irlower-strict: its own skips fail too.

tox runs the suite with ``--irlower-strict --irlower-strict-allow=gpu``: the plugin then
fails a test whose toolchain or tool is missing, and these hooks fail the suite's own
skips (a ``skipif`` or ``importorskip`` for torch-mlir, Triton, IREE, ONNX ...), since tox
installs every component they look for. A broken install or broken discovery turns CI
red, not green with skips. What still skips: no GPU, and, off CI, Chromium (a system
package that only CI's own files install).
"""

from __future__ import annotations

import os
import re
from collections.abc import Generator

import pytest

#: skips that --irlower-strict lets stand in this suite: no GPU (with
#: --irlower-strict-allow=gpu, as in tox), and, off CI, a system package that only CI's
#: own files install (.ci/run installs Chromium and redis-server)
GPU_SKIP = re.compile(r"\bGPU\b")
SYSTEM_PACKAGE_SKIP = re.compile(r"^(Chromium|redis-server) not available")


def _skip_allowed(config: pytest.Config, reason: str) -> bool:
    if "gpu" in (config.getoption("irlower_strict_allow") or ()) and GPU_SKIP.search(reason):
        return True
    return not os.environ.get("CI") and bool(SYSTEM_PACKAGE_SKIP.match(reason))


def _fail_skip(config: pytest.Config, report: pytest.TestReport | pytest.CollectReport) -> None:
    """Under --irlower-strict, a skip of this suite's own (a skipif or importorskip for a
    component tox installs) is a failure: a broken install must not turn CI green."""
    if not report.skipped or hasattr(report, "wasxfail"):
        return
    if not config.getoption("irlower_strict"):
        return
    longrepr = report.longrepr
    reason = longrepr[2] if isinstance(longrepr, tuple) else str(longrepr)
    reason = reason.removeprefix("Skipped: ")
    if _skip_allowed(config, reason):
        return
    report.outcome = "failed"
    report.longrepr = (
        f"skipped under --irlower-strict, where every component this suite needs is "
        f"installed: {reason}"
    )


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """Strict runs fail the suite's own skips (see _fail_skip)."""
    report = yield
    _fail_skip(item.config, report)
    return report


@pytest.hookimpl(wrapper=True)
def pytest_make_collect_report(
    collector: pytest.Collector,
) -> Generator[None, pytest.CollectReport, pytest.CollectReport]:
    """A module-level importorskip under --irlower-strict fails its module's collection."""
    report = yield
    _fail_skip(collector.config, report)
    return report
