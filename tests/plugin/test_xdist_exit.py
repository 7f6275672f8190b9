"""A pytest process that imported torch ends right after its atexit handlers, without
CPython's module teardown (seconds after torch.export): each ``-n`` worker, and a serial
run that pytest's entry point started, with pytest's exit status."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

pytest.importorskip("xdist", reason="pytest-xdist is not installed: its workers are what is tested")
pytestmark = [
    pytest.mark.toolchain,
    pytest.mark.skipif(
        importlib.util.find_spec("torch") is None,
        reason="torch is not installed: the quick exit applies after torch",
    ),
]

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
import os

import torch


def test_one():
    assert torch.ones(1).item() == 1.0


def test_two():
    assert torch.zeros(1).item() == float(os.environ.get("EXPECT_ZERO", "0"))
"""


@pytest.fixture(autouse=True)
def _outside_xdist(monkeypatch: pytest.MonkeyPatch) -> None:
    """The runs below name their processes by ``PYTEST_XDIST_WORKER``; under ``-n`` this
    test's own worker would pass its name on to them."""
    for name in ("PYTEST_XDIST_WORKER", "PYTEST_XDIST_WORKER_COUNT", "PYTEST_XDIST_TESTRUNUID"):
        monkeypatch.delenv(name, raising=False)


def _marks(folder: Path) -> set[str]:
    return {path.name for path in folder.iterdir()}


def test_a_pytest_process_ends_after_its_atexit_handlers_without_the_teardown(
    pytester: pytest.Pytester, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    control, serial, parallel = tmp_path / "control", tmp_path / "serial", tmp_path / "parallel"
    for folder in (control, serial, parallel):
        folder.mkdir()
    pytester.makepyfile(test_exit=TESTS, test_plain="def test_plain():\n    assert True\n")

    # the marks work: a run that never imports torch runs its atexit handlers and tears
    # its modules down
    pytester.makeconftest(CONFTEST.format(marks=str(control)))
    pytester.runpytest_subprocess("-p", "no:randomly", "test_plain.py").assert_outcomes(passed=1)
    assert _marks(control) == {"atexit-main", "teardown-main"}

    pytester.makeconftest(CONFTEST.format(marks=str(parallel)))
    result = pytester.runpytest_subprocess("-n", "2", "-p", "no:randomly", "test_exit.py")
    result.assert_outcomes(passed=2)
    # each worker ran its atexit handlers and skipped the teardown; the controller, which
    # never imported torch, exited as usual
    assert _marks(parallel) == {"atexit-gw0", "atexit-gw1", "atexit-main", "teardown-main"}

    # a serial run (python -m pytest) that imported torch: atexit handlers, no teardown,
    # and pytest's own exit status, for a pass and for a failure
    pytester.makeconftest(CONFTEST.format(marks=str(serial)))
    result = pytester.runpytest_subprocess("-p", "no:randomly", "test_exit.py")
    result.assert_outcomes(passed=2)
    assert result.ret == 0
    assert _marks(serial) == {"atexit-main"}
    for mark in serial.iterdir():
        mark.unlink()
    monkeypatch.setenv("EXPECT_ZERO", "1")
    result = pytester.runpytest_subprocess("-p", "no:randomly", "test_exit.py")
    result.assert_outcomes(passed=1, failed=1)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    assert _marks(serial) == {"atexit-main"}


def test_pytest_main_called_by_another_program_leaves_its_process_alone(
    pytester: pytest.Pytester, tmp_path: Path
) -> None:
    """A script that calls ``pytest.main()`` and goes on: the rest of it runs, its own exit
    status stands and its modules are torn down as usual."""
    marks = tmp_path / "marks"
    marks.mkdir()
    pytester.makepyfile(test_exit=TESTS)
    pytester.makeconftest(CONFTEST.format(marks=str(marks)))
    script = pytester.makepyfile(
        driver="""
        import sys

        import pytest

        code = pytest.main(["-q", "-p", "no:randomly", "test_exit.py"])
        print("after pytest.main", int(code))
        sys.exit(7)
        """
    )
    result = pytester.run(sys.executable, str(script))
    assert result.ret == 7
    result.stdout.fnmatch_lines(["after pytest.main 0"])
    assert _marks(marks) == {"atexit-main", "teardown-main"}
