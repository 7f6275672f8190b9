"""``-n``: each xdist worker sizes torch's threads to its share of the cores (ini
``irlower_worker_threads``); a user's ``OMP_NUM_THREADS`` wins."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from pytest_irlower.errors import UsageError
from pytest_irlower.runtime.workerthreads import size_worker, threads_for, usable_cores

TEST = """
import os
import torch

def test_threads():
    assert (torch.get_num_threads(), os.environ.get("OMP_NUM_THREADS")) == (
        int(os.environ["EXPECT_THREADS"]), os.environ["EXPECT_OMP"] or None
    )
"""


def torch_threads(omp: str) -> int:
    """What torch itself makes of OMP_NUM_THREADS=omp."""
    code = "import torch; print(torch.get_num_threads())"
    env = {**os.environ, "OMP_NUM_THREADS": omp}
    return int(
        subprocess.run(
            [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
        ).stdout
    )


@pytest.mark.toolchain
@pytest.mark.parametrize(
    ("ini", "omp", "expect"),
    [
        ("auto", "", "share"),
        ("all", "", "torch"),
        ("1", "", "1"),
        ("auto", "3", "3"),
    ],
    ids=["auto", "all", "one", "user-omp-wins"],
)
def test_workers_get_their_share(
    pytester: pytest.Pytester, ini: str, omp: str, expect: str
) -> None:
    pytester.makepyfile(test_threads=TEST)
    pytester.makeini(f"[pytest]\nirlower_worker_threads = {ini}\n")
    cores = usable_cores()
    threads = {"share": max(1, cores // 2), "torch": cores, "1": 1, "3": torch_threads("3")}[expect]
    env = pytester._monkeypatch  # type: ignore[attr-defined]
    env.setenv("EXPECT_THREADS", str(threads))
    env.setenv("EXPECT_OMP", {"share": str(threads), "torch": "", "1": "1", "3": "3"}[expect])
    if omp:
        env.setenv("OMP_NUM_THREADS", omp)
    else:
        env.delenv("OMP_NUM_THREADS", raising=False)
    pytester.runpytest_subprocess("-n", "2", "-p", "no:cacheprovider").assert_outcomes(passed=1)


def test_settings_are_checked_and_serial_runs_are_left_alone() -> None:
    assert threads_for("auto", 16, 16) == 1 and threads_for("auto", 4, 16) == 4
    assert threads_for("auto", 32, 16) == 1 and threads_for("all", 4, 16) is None
    with pytest.raises(UsageError, match="expected auto"):
        threads_for("many", 2, 2)
    environ: dict[str, str] = {}
    assert size_worker(None, "auto", environ) is None and environ == {}
    assert size_worker({"workercount": 2}, "auto", environ) == max(1, usable_cores() // 2)
    assert environ["OMP_NUM_THREADS"] == str(max(1, usable_cores() // 2))
