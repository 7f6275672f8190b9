"""Goldens land only inside the golden folder, and a dead xdist controller's workers write none.
On the toy family (no torch)."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

TOY = Path(__file__).resolve().parents[2] / "examples" / "toy_family.py"


def _toy(pytester: pytest.Pytester) -> None:
    (pytester.path / "toy_family.py").write_text(TOY.read_text())
    pytester.makeconftest(
        "import pytest_irlower\nfrom toy_family import Toy\n\npytest_irlower.register_family(Toy)\n"
    )


def test_a_golden_dir_outside_the_rootdir_is_a_usage_error(pytester: pytest.Pytester) -> None:
    _toy(pytester)
    pytester.makeini("[pytest]\npythonpath = .\nirlower_golden_dir = ../outside\n")
    pytester.makepyfile(
        test_g="def test_a(lower, golden):\n    assert lower('1', ir_type='toy_asm') == golden\n"
    )
    result = pytester.runpytest("--snapshot-update")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*irlower_golden_dir = '../outside' is outside the rootdir*"])
    assert not (pytester.path.parent / "outside").exists()


def test_a_test_file_outside_the_rootdir_fails_instead_of_writing_outside(
    pytester: pytest.Pytester,
) -> None:
    _toy(pytester)
    project = pytester.path / "project"
    project.mkdir()
    (project / "pytest.ini").write_text("[pytest]\npythonpath = ..\n")
    (pytester.path / "test_out.py").write_text(
        # the conftest above the rootdir is not loaded: register the family here
        "import pytest_irlower\nfrom toy_family import Toy\n\npytest_irlower.register_family(Toy)\n\n"
        "def test_a(lower, golden):\n    assert lower('1', ir_type='toy_asm') == golden\n"
    )
    result = pytester.runpytest(
        "--snapshot-update", "--rootdir", str(project), str(pytester.path / "test_out.py")
    )
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*test file * is outside the rootdir *"])
    assert not list(pytester.path.rglob("*.toyasm"))


SLOW_TESTS = """
import os, time
from pathlib import Path

import pytest

@pytest.mark.parametrize("n", range(8))
def test_slow(lower, golden, n):
    Path(f"started-{n}").touch()
    time.sleep(4)
    assert lower(f"{n} 1 +", ir_type="toy_asm") == golden
"""


def test_workers_write_no_golden_once_their_controller_is_killed(pytester: pytest.Pytester) -> None:
    pytest.importorskip("xdist", reason="pytest-xdist is not installed: it is what is tested")
    _toy(pytester)
    pytester.makeini("[pytest]\npythonpath = .\n")
    pytester.makepyfile(test_slow=SLOW_TESTS)
    env = {key: value for key, value in os.environ.items() if key != "CI"}
    controller = subprocess.Popen(
        [sys.executable, "-m", "pytest", "-n", "2", "--snapshot-update", "-p", "no:cacheprovider"],
        cwd=pytester.path,
        env=env,
        start_new_session=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while not list(pytester.path.glob("started-*")):
            assert time.monotonic() < deadline, "no test started within 60 s"
            assert controller.poll() is None, "the run ended before any test started"
            time.sleep(0.1)
        controller.kill()  # SIGKILL: no clean-up of its own (left unreaped until its group,
        # the workers, is killed below: a reaped pid's group id may belong to anyone since)
        time.sleep(12)  # the running tests finish their sleep and reach their assertion
        written = list(pytester.path.rglob("*.toyasm"))
        assert written == [], f"goldens written after the controller was killed: {written}"
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(controller.pid, signal.SIGKILL)  # the workers, if they still run
        controller.wait()


def test_goldens_without_syrupy_say_that_they_need_it(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_g="def test_a(golden):\n    assert 'x' == golden\n")
    result = pytester.runpytest("-p", "no:syrupy")
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(["*the golden fixture stores goldens through syrupy*-p no:syrupy*"])


def test_ids_that_differ_only_in_case_get_distinct_goldens(pytester: pytest.Pytester) -> None:
    _toy(pytester)
    pytester.makeini("[pytest]\npythonpath = .\n")
    pytester.makepyfile(
        test_c="""
import pytest

@pytest.mark.parametrize("src", ["1 2 +", "1 2 *", "3"], ids=["Case", "case", "Other"])
def test_ids(lower, golden, src):
    assert lower(src, ir_type="toy_asm") == golden
"""
    )
    with pytest.MonkeyPatch.context() as patch:
        patch.delenv("CI", raising=False)
        pytester.runpytest_subprocess("--snapshot-update").assert_outcomes(passed=3)
    names = sorted(p.name for p in (pytester.path / "golden" / "test_c").iterdir())
    assert len({name.lower() for name in names}) == 3, names
    assert "test_ids[Other].toyasm" in names  # no clash: the contract's name
    assert [n for n in names if n.startswith("test_ids[Case]~")] and [
        n for n in names if n.startswith("test_ids[case]~")
    ]
    pytester.runpytest_subprocess().assert_outcomes(passed=3)
