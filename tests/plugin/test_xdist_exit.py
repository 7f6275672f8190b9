"""``-n``: a worker that imported torch ends right after its atexit handlers, without
CPython's module teardown (seconds after torch.export); a serial run exits as usual."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("xdist", reason="pytest-xdist is not installed: its workers are what is tested")
pytest.importorskip("torch", reason="torch is not installed: the quick exit applies after torch")

#: marks what ran at exit in each process: its atexit handler, and the module teardown
#: (an object of a module's globals, freed when CPython clears the module)
CONFTEST = """
import atexit
import os

WHERE = os.environ.get("PYTEST_XDIST_WORKER", "main")
PREFIX = {marks!r} + "/"


def mark(what, _open=open, _prefix=PREFIX, _where=WHERE):
    _open(_prefix + what + "-" + _where, "w").close()


atexit.register(mark, "atexit")


class Teardown:
    def __del__(self, _mark=mark):
        _mark("teardown")


KEEP = Teardown()
"""

TESTS = """
import torch


def test_one():
    assert torch.ones(1).item() == 1.0


def test_two():
    assert torch.zeros(1).item() == 0.0
"""


def _marks(folder: Path) -> set[str]:
    return {path.name for path in folder.iterdir()}


def test_a_worker_ends_after_its_atexit_handlers_without_the_teardown(
    pytester: pytest.Pytester, tmp_path: Path
) -> None:
    serial, parallel = tmp_path / "serial", tmp_path / "parallel"
    serial.mkdir()
    parallel.mkdir()
    pytester.makepyfile(test_exit=TESTS)

    pytester.makeconftest(CONFTEST.format(marks=str(serial)))
    pytester.runpytest_subprocess("-p", "no:randomly").assert_outcomes(passed=2)
    # the marks work: a serial run runs its atexit handlers and tears its modules down
    assert _marks(serial) == {"atexit-main", "teardown-main"}

    pytester.makeconftest(CONFTEST.format(marks=str(parallel)))
    result = pytester.runpytest_subprocess("-n", "2", "-p", "no:randomly")
    result.assert_outcomes(passed=2)
    # each worker ran its atexit handlers and skipped the teardown; the controller, which
    # never imported torch, exited as usual
    assert _marks(parallel) == {"atexit-gw0", "atexit-gw1", "atexit-main", "teardown-main"}
