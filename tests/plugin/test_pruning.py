"""--irlower-prune-goldens decides from what was collected and what ran, never from terminal
counts: a partial or unclean run refuses and deletes nothing. On the toy family (no torch)."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

TOY = Path(__file__).resolve().parents[2] / "examples" / "toy_family.py"

TESTS = """
import pytest

def test_one(lower, golden):
    assert lower("1 2 +", ir_type="toy_asm") == golden

def test_two(lower, golden):
    assert lower("3 4 *", ir_type="toy_asm") == golden

class TestGroup:
    def test_three(self, lower, golden):
        assert lower("5 6 -", ir_type="toy_asm") == golden

@pytest.mark.parametrize("x", ["a", "b"])
def test_param(lower, golden, x):
    assert lower(f"7 {len(x)} +", ir_type="toy_asm") == golden

def test_sometimes_skips(lower, golden):
    import os
    if os.environ.get("SKIP_ONE"):
        pytest.skip("skipped at run time")
    assert lower("8 9 +", ir_type="toy_asm") == golden
"""


def _project(pytester: pytest.Pytester) -> dict[str, str]:
    (pytester.path / "toy_family.py").write_text(TOY.read_text())
    pytester.makeconftest(
        "import pytest_irlower\nfrom toy_family import Toy\n\npytest_irlower.register_family(Toy)\n"
    )
    pytester.makeini("[pytest]\npythonpath = .\n")
    pytester.makepyfile(test_p=TESTS)
    with pytest.MonkeyPatch.context() as patch:
        patch.delenv("CI", raising=False)
        pytester.runpytest("--snapshot-update").assert_outcomes(passed=6)
    return _goldens(pytester)


def _goldens(pytester: pytest.Pytester) -> dict[str, str]:
    return {
        str(p.relative_to(pytester.path)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted((pytester.path / "golden").rglob("*"))
        if p.is_file()
    }


@pytest.mark.parametrize(
    "selection",
    [
        ["test_p.py::test_one"],
        ["test_p.py::TestGroup"],
        ["test_p.py::test_param[a]"],
        ["-k", "one"],
        ["-m", "not slow"],
    ],
    ids=["node-id", "class", "param-id", "-k", "-m"],
)
def test_a_selection_refuses_to_prune_and_deletes_nothing(
    pytester: pytest.Pytester, selection: list[str]
) -> None:
    before = _project(pytester)
    assert len(before) == 6
    result = pytester.runpytest("--irlower-prune-goldens", *selection)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(["*irlower: not pruning goldens: the run was not complete (*"])
    assert _goldens(pytester) == before


def test_a_runtime_skip_refuses_even_without_the_terminal_reporter(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = _project(pytester)
    monkeypatch.setenv("SKIP_ONE", "1")
    result = pytester.runpytest("--irlower-prune-goldens", "-p", "no:terminal")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    assert "not pruning goldens: the run was not complete (1 skipped)" in result.stderr.str()
    assert _goldens(pytester) == before


@pytest.mark.parametrize("xdist", [False, True], ids=["serial", "xdist"])
def test_a_complete_clean_run_prunes_only_orphans(pytester: pytest.Pytester, xdist: bool) -> None:
    before = _project(pytester)
    orphan = pytester.path / "golden" / "test_p" / "test_removed.toyasm"
    orphan.write_text("push 0\n")
    if xdist:  # its workers are processes
        result = pytester.runpytest_subprocess("--irlower-prune-goldens", "-n", "2")
    else:
        result = pytester.runpytest("--irlower-prune-goldens")
    assert result.ret == 0, result.stdout.str()
    result.stdout.fnmatch_lines(
        ["*pruned 1 orphaned golden(s)*", "*removed golden/test_p/test_removed.toyasm"]
    )
    assert _goldens(pytester) == before
