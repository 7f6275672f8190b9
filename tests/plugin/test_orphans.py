"""--irlower-orphans: on a run of the whole suite, goldens no collected test owns fail the
session by name, and nothing is deleted; a narrowed run says it cannot judge. On the toy
family (no torch)."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

TOY = Path(__file__).resolve().parents[2] / "examples" / "toy_family.py"

TESTS = """
import pytest

def test_one(lower, golden):
    assert lower("1 2 +", ir_type="toy_asm") == golden

def test_twice(lower, golden):
    assert lower("1 2 +", ir_type="toy_asm") == golden
    assert lower("1 2 +", ir_type="toy_tokens") == golden

class TestGroup:
    def test_three(self, lower, golden):
        assert lower("5 6 -", ir_type="toy_asm") == golden

@pytest.mark.parametrize("x", ["a", "b/c"])
def test_param(lower, golden, x):
    assert lower(f"7 {len(x)} +", ir_type="toy_asm") == golden

def test_sometimes_skips(lower, golden):
    import os
    if os.environ.get("SKIP_ONE"):
        pytest.skip("skipped at run time")
    assert lower("8 9 +", ir_type="toy_asm") == golden
"""

OTHER = """
def test_other(lower, golden):
    assert lower("2 2 *", ir_type="toy_asm") == golden
"""


def _goldens(pytester: pytest.Pytester) -> dict[str, str]:
    return {
        str(p.relative_to(pytester.path)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted((pytester.path / "golden").rglob("*"))
        if p.is_file()
    }


@pytest.fixture
def project(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    (pytester.path / "toy_family.py").write_text(TOY.read_text())
    pytester.makeconftest(
        "import pytest_irlower\nfrom toy_family import Toy\n\npytest_irlower.register_family(Toy)\n"
    )
    pytester.makeini("[pytest]\npythonpath = .\n")
    pytester.makepyfile(test_p=TESTS, test_other=OTHER)
    monkeypatch.delenv("CI", raising=False)
    pytester.runpytest("-p", "no:cacheprovider", "--snapshot-update").assert_outcomes(passed=7)
    assert len(_goldens(pytester)) == 8
    return pytester


def test_a_whole_run_with_every_golden_owned_passes(
    project: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a skipped test still owns its golden
    monkeypatch.setenv("SKIP_ONE", "1")
    result = project.runpytest("-p", "no:cacheprovider", "--irlower-orphans")
    result.assert_outcomes(passed=6, skipped=1)
    assert result.ret == pytest.ExitCode.OK
    result.stdout.fnmatch_lines(["*--irlower-orphans: every golden belongs to a collected test"])


def test_deleted_tests_leave_orphans_named_and_kept(project: pytest.Pytester) -> None:
    before = _goldens(project)
    (project.path / "test_other.py").unlink()  # a whole test file gone
    source = (project.path / "test_p.py").read_text()
    # one test and one parameter case gone
    source = source.replace("def test_one(", "def test_renamed(").replace(', "b/c"]', "]")
    (project.path / "test_p.py").write_text(source)
    result = project.runpytest("-p", "no:cacheprovider", "--irlower-orphans")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(
        [
            "irlower: 3 orphaned golden(s): no collected test owns them (kept;*",
            "  golden/test_other/test_other.toyasm",
            "  golden/test_p/test_one.toyasm",
            "  golden/test_p/test_param[b%2Fc].toyasm",
        ]
    )
    # test_twice's second golden (test_twice.1.toks) and the class's are owned
    assert "test_twice" not in result.stdout.str().split("orphaned golden(s)")[1]
    assert _goldens(project) == before  # nothing deleted, nothing written


@pytest.mark.parametrize(
    "selection",
    [["-k", "one"], ["-m", "not slow"], ["test_p.py::test_one"], ["--irlower-shard=1/2"]],
    ids=["-k", "-m", "node-id", "shard"],
)
def test_a_narrowed_run_cannot_judge(project: pytest.Pytester, selection: list[str]) -> None:
    (project.path / "test_other.py").unlink()
    before = _goldens(project)
    result = project.runpytest("-p", "no:cacheprovider", "--irlower-orphans", *selection)
    assert result.ret == pytest.ExitCode.OK
    result.stdout.fnmatch_lines(["irlower: --irlower-orphans cannot judge this run (*"])
    assert "orphaned golden" not in result.stdout.str()
    assert _goldens(project) == before


def test_a_run_of_one_file_judges_its_own_goldens_only(project: pytest.Pytester) -> None:
    source = (project.path / "test_p.py").read_text()
    (project.path / "test_p.py").write_text(source.replace("def test_one(", "def test_uno("))
    # test_other's goldens are outside this run's paths: not orphans
    result = project.runpytest("-p", "no:cacheprovider", "--irlower-orphans", "test_p.py")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(
        ["irlower: 1 orphaned golden(s)*", "  golden/test_p/test_one.toyasm"]
    )


def test_orphans_under_xdist(project: pytest.Pytester) -> None:
    pytest.importorskip("xdist", reason="pytest-xdist is not installed: -n 2 is what is tested")
    (project.path / "test_other.py").unlink()
    result = project.runpytest_subprocess("-p", "no:cacheprovider", "--irlower-orphans", "-n", "2")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(
        ["irlower: 1 orphaned golden(s)*", "  golden/test_other/test_other.toyasm"]
    )
