"""The golden workflow end to end, and that no skip, failure or crash ever loses a golden."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest

MODEL = """
import pytest
import torch

class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.l = torch.nn.Linear(4, 4)

    def forward(self, x):
        return torch.ACT(self.l(x))

def net():
    torch.manual_seed(0)
    return Net().eval(), (torch.randn(1, 4),)
"""

TESTS = """
@pytest.mark.parametrize("ir_type", ["fx_graph", "linalg_on_tensors_mlir", "llvm_ir"])
def test_net(lower, golden, ir_type):
    assert lower(*net(), ir_type=ir_type) == golden
"""


def _project(pytester: pytest.Pytester, act: str = "tanh", tests: str = TESTS) -> None:
    pytester.makepyfile(test_net=MODEL.replace("ACT", act) + tests)


def _snapshot(root: Path) -> dict[str, str]:
    return {
        str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted((root / "golden").rglob("*"))
        if p.is_file()
    }


def _no_ci(pytester: pytest.Pytester) -> pytest.MonkeyPatch:
    patch = pytest.MonkeyPatch()
    patch.delenv("CI", raising=False)
    return patch


@pytest.mark.toolchain
def test_missing_fails_update_writes_rerun_passes_moved_passes_change_diffs(
    pytester: pytest.Pytester, tmp_path: Path
) -> None:
    patch = _no_ci(pytester)
    try:
        _project(pytester)
        missing = pytester.runpytest()
        missing.assert_outcomes(failed=3)
        missing.stdout.fnmatch_lines(
            [
                "*golden golden/test_net/test_net[[]llvm_ir[]].ll does not exist: run `pytest --snapshot-update` to write it*"
            ]
        )
        assert not (pytester.path / "golden").exists()

        pytester.runpytest("--snapshot-update").assert_outcomes(passed=3)
        files = sorted(
            p.relative_to(pytester.path).as_posix() for p in (pytester.path / "golden").rglob("*.*")
        )
        assert files == [
            "golden/test_net/test_net[fx_graph].txt",
            "golden/test_net/test_net[linalg_on_tensors_mlir].mlir",
            "golden/test_net/test_net[llvm_ir].ll",
        ]
        llvm = (pytester.path / "golden/test_net/test_net[llvm_ir].ll").read_text()
        assert "define" in llvm and llvm.splitlines()[-1].startswith("; irlower-stages: fx_graph=")
        assert str(pytester.path) not in llvm

        pytester.runpytest().assert_outcomes(passed=3)

        # the same project in another folder passes against the same goldens
        moved = tmp_path / "far" / "away" / "copy"
        shutil.copytree(
            pytester.path, moved, ignore=shutil.ignore_patterns("__pycache__", ".pytest_cache")
        )
        moved_run = pytester.runpytest_subprocess(  # its own process: another folder's test_net
            f"--rootdir={moved}", str(moved), "-p", "no:cacheprovider"
        )
        moved_run.assert_outcomes(passed=3)

        # a changed model fails with a unified diff naming the golden and the first changed stage
        before = _snapshot(pytester.path)
        _project(pytester, act="sigmoid")
        changed = pytester.runpytest()
        changed.assert_outcomes(failed=3)
        changed.stdout.fnmatch_lines(
            [
                "*lowered IR differs from golden golden/test_net/test_net[[]llvm_ir[]].ll",
                "*first stage of the chain whose text changed: fx_graph",
                "*--- golden/test_net/test_net[[]llvm_ir[]].ll (golden)",
                "*+++ golden/test_net/test_net[[]llvm_ir[]].ll (lowered now)",
                "*@@ *",
            ]
        )
        changed.stdout.fnmatch_lines(
            ["*-*torch.ops.aten.tanh.default*", "*+*torch.ops.aten.sigmoid.default*"]
        )
        assert _snapshot(pytester.path) == before  # a failing run writes nothing
    finally:
        patch.undo()


#: the survival cases run on the toy family (examples/toy_family.py): what keeps a golden is
#: the session's, not a family's, and without torch each of the 42 pytest runs takes a second
TOY = Path(__file__).resolve().parents[2] / "examples" / "toy_family.py"

TOY_TESTS = """
import pytest

@pytest.mark.parametrize("source", ["1 2 +", "3 4 *", "5 6 -"])
def test_net(lower, golden, source):
    assert lower(source, ir_type="toy_asm") == golden
"""


def _toy_project(pytester: pytest.Pytester, tests: str = TOY_TESTS) -> None:
    (pytester.path / "toy_family.py").write_text(TOY.read_text())
    pytester.makeconftest(
        "import pytest_irlower\nfrom toy_family import Toy\n\npytest_irlower.register_family(Toy)\n"
    )
    pytester.makeini("[pytest]\npythonpath = .\n")
    pytester.makepyfile(test_net=tests)


KEEP_CASES = {
    "module_skip": "import pytest\n\npytest.skip('not today', allow_module_level=True)\n"
    + TOY_TESTS,
    "marker_skip": TOY_TESTS.replace("def test_net", "@pytest.mark.skip(reason='x')\ndef test_net"),
    "missing_toolchain": TOY_TESTS.replace(
        "def test_net", "@pytest.mark.requires_tool('no-such-llc')\ndef test_net"
    ),
    "failure_before_assert": TOY_TESTS.replace(
        "    assert lower", "    assert False, 'broke'\n    assert lower"
    ),
    "crash_in_setup": TOY_TESTS.replace(
        "\n@pytest.mark",
        "\n@pytest.fixture\ndef golden():\n    raise RuntimeError('boom')\n\n@pytest.mark",
    ),
    "collection_error": "import no_such_module_xyz\n" + TOY_TESTS,
    "crash_process": TOY_TESTS.replace(
        "    assert lower", "    import os\n    os._exit(3)\n    assert lower"
    ),
}


#: what each case's run must report: it really ran and really skipped, failed or crashed
KEEP_OUTCOMES: dict[str, dict[str, int]] = {
    "module_skip": {"skipped": 1},
    "marker_skip": {"skipped": 3},
    "missing_toolchain": {"skipped": 3},
    "failure_before_assert": {"failed": 3},
    "crash_in_setup": {"errors": 3},
    "collection_error": {"errors": 1},
    "crash_process": {"failed": 3},  # under xdist; serially the process dies (exit 3)
}


def _check_outcome(result: pytest.RunResult, case: str, xdist: bool) -> None:
    assert "INTERNALERROR" not in result.stdout.str() + result.stderr.str()
    if case == "crash_process" and not xdist:
        assert result.ret == 3, result.stdout.str()
        return
    outcomes = {k: v for k, v in result.parseoutcomes().items() if k not in ("warnings", "warning")}
    assert outcomes == KEEP_OUTCOMES[case], outcomes


@pytest.mark.parametrize("xdist", [False, True], ids=["serial", "xdist"])
@pytest.mark.parametrize("case", list(KEEP_CASES))
def test_goldens_survive_every_skip_failure_and_crash(
    pytester: pytest.Pytester, case: str, xdist: bool
) -> None:
    if xdist:
        pytest.importorskip("xdist", reason="pytest-xdist is not installed: it is what is tested")
    patch = _no_ci(pytester)
    try:
        _toy_project(pytester)
        pytester.runpytest_subprocess("--snapshot-update").assert_outcomes(passed=3)
        before = _snapshot(pytester.path)
        assert len(before) == 3
        pytester.makepyfile(test_net=KEEP_CASES[case])
        args = ["--snapshot-update", "-p", "no:cacheprovider"]
        if xdist:
            args += ["-n", "2"]
        _check_outcome(pytester.runpytest_subprocess(*args), case, xdist)
        # deselected, too
        deselected = pytester.runpytest_subprocess(*args, "-k", "nothing_matches_this")
        # a collection error stops the run (serially INTERRUPTED, under xdist TESTS_FAILED)
        expected = (
            {pytest.ExitCode.INTERRUPTED, pytest.ExitCode.TESTS_FAILED}
            if case == "collection_error"
            else {pytest.ExitCode.NO_TESTS_COLLECTED}
        )
        assert deselected.ret in expected, deselected.stdout.str()
        assert _snapshot(pytester.path) == before
    finally:
        patch.undo()


def test_other_tests_in_the_file_do_not_delete_goldens_of_a_removed_test(
    pytester: pytest.Pytester,
) -> None:
    patch = _no_ci(pytester)
    try:
        _toy_project(pytester)
        pytester.runpytest_subprocess("--snapshot-update").assert_outcomes(passed=3)
        before = _snapshot(pytester.path)
        _toy_project(
            pytester,
            tests="\ndef test_other(lower):\n    assert lower('1 2 +', ir_type='toy_asm')\n",
        )
        result = pytester.runpytest_subprocess("--snapshot-update")
        result.assert_outcomes(passed=1)
        assert _snapshot(pytester.path) == before
    finally:
        patch.undo()


def test_prune_refuses_after_a_skip_and_prunes_after_a_clean_run(pytester: pytest.Pytester) -> None:
    patch = _no_ci(pytester)
    try:
        _toy_project(pytester)
        pytester.runpytest_subprocess("--snapshot-update").assert_outcomes(passed=3)
        orphan = pytester.path / "golden/test_net/test_gone.mlir"
        orphan.write_text("module {}\n")
        other_module = pytester.path / "golden/test_other_file/test_y.mlir"
        other_module.parent.mkdir(parents=True)
        other_module.write_text("module {}\n")

        skipped = TOY_TESTS + "\n@pytest.mark.skip(reason='later')\ndef test_later():\n    pass\n"
        _toy_project(pytester, tests=skipped)
        refused = pytester.runpytest_subprocess("--irlower-prune-goldens")
        assert refused.ret == pytest.ExitCode.TESTS_FAILED
        refused.stdout.fnmatch_lines(
            ["irlower: not pruning goldens: the run was not complete (1 skipped); *"]
        )
        assert orphan.exists()

        _toy_project(pytester)
        for args in (["-n", "2"], []):
            orphan.write_text("module {}\n")
            pruned = pytester.runpytest_subprocess("--irlower-prune-goldens", *args)
            assert pruned.ret == 0
            pruned.stdout.fnmatch_lines(
                ["irlower: pruned 1 orphaned golden(s)", "  removed golden/test_net/test_gone.mlir"]
            )
            assert not orphan.exists()
            assert other_module.exists()  # not a collected test file: untouched
            assert len(_snapshot(pytester.path)) == 4
    finally:
        patch.undo()


def test_ci_never_writes_goldens(pytester: pytest.Pytester) -> None:
    _project(pytester)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("CI", "true")
        result = pytester.runpytest("--snapshot-update")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*goldens are never written on CI (CI=true)*"])
    assert not (pytester.path / "golden").exists()


def test_unsafe_parameter_ids_get_distinct_safe_files(pytester: pytest.Pytester) -> None:
    patch = _no_ci(pytester)
    try:
        pytester.makepyfile(
            test_ids="""
import pytest

@pytest.mark.parametrize("name", ["a/b", "a:b", "a+b", "..", "a_b"])
def test_id(golden, name):
    assert f"value of {name}\\n" == golden
"""
        )
        pytester.runpytest_subprocess("--snapshot-update").assert_outcomes(passed=5)
        names = sorted(p.name for p in (pytester.path / "golden/test_ids").iterdir())
        assert names == [
            "test_id[.%2E].txt",
            "test_id[a%2Bb].txt",
            "test_id[a%2Fb].txt",
            "test_id[a%3Ab].txt",
            "test_id[a_b].txt",
        ]
        pytester.runpytest_subprocess().assert_outcomes(passed=5)
    finally:
        patch.undo()


def test_golden_dir_ini_and_second_assertion_suffix(pytester: pytest.Pytester) -> None:
    patch = _no_ci(pytester)
    try:
        pytester.makeini("[pytest]\nirlower_golden_dir = tests/ir\n")
        pytester.makepyfile(
            test_two="""
def test_two(golden):
    assert "first\\n" == golden
    assert "second\\n" == golden
"""
        )
        pytester.runpytest_subprocess("--snapshot-update").assert_outcomes(passed=1)
        assert (pytester.path / "tests/ir/test_two/test_two.txt").read_text() == "first\n"
        assert (pytester.path / "tests/ir/test_two/test_two.1.txt").read_text() == "second\n"
    finally:
        patch.undo()


def test_golden_and_snapshot_in_one_test_share_syrupy_s_assertion_index(
    pytester: pytest.Pytester,
) -> None:
    """A test that asks for ``snapshot`` too counts its assertions with ``golden``'s (one
    syrupy assertion under both, as when ``golden`` was made from it): the golden after a
    snapshot is the test's second assertion. A test with ``golden`` alone starts at 0, and
    syrupy reports every assertion of both kinds."""
    patch = _no_ci(pytester)
    # under -n this test runs in an xdist worker, and syrupy, which reads the worker's name
    # from the environment, would print no report in the run it starts
    patch.delenv("PYTEST_XDIST_WORKER", raising=False)
    try:
        pytester.makepyfile(
            test_both="""
def test_both(snapshot, golden):
    assert {"a": 1} == snapshot
    assert "ir\\n" == golden

def test_golden_alone(golden):
    assert "alone\\n" == golden
"""
        )
        update = pytester.runpytest_subprocess("--snapshot-update")
        update.assert_outcomes(passed=2)
        update.stdout.fnmatch_lines(["*3 snapshots generated*"])
        golden = pytester.path / "golden/test_both"
        assert sorted(p.name for p in golden.iterdir()) == [
            "test_both.1.txt",
            "test_golden_alone.txt",
        ]
        assert (pytester.path / "__snapshots__/test_both.ambr").is_file()
        again = pytester.runpytest_subprocess()
        again.assert_outcomes(passed=2)
        again.stdout.fnmatch_lines(["*3 snapshots passed*"])
        (golden / "test_golden_alone.txt").write_text("other\n")
        changed = pytester.runpytest_subprocess()
        changed.assert_outcomes(passed=1, failed=1)
        changed.stdout.fnmatch_lines(["*real change: lowered IR differs from golden*"])
    finally:
        patch.undo()


def test_a_matched_golden_s_texts_are_not_kept_to_the_end_of_the_session(
    pytester: pytest.Pytester,
) -> None:
    """syrupy keeps each assertion's serialized and recalled text until the session ends;
    a matched golden's are dropped (syrupy's report reads its name alone), a written one's
    are kept (syrupy's report reads them)."""
    patch = _no_ci(pytester)
    try:
        pytester.makeconftest(
            """
import pytest

@pytest.hookimpl(tryfirst=True)
def pytest_sessionfinish(session):
    results = [r for a in session.config._syrupy._assertions for r in a.executions.values()]
    kept = sum(len(r.asserted_data or "") + len(r.recalled_data or "") for r in results)
    print(f"\\nKEPT {len(results)} results, {kept} characters")
"""
        )
        pytester.makepyfile(
            test_big="""
import pytest

@pytest.mark.parametrize("n", range(3))
def test_big(golden, n):
    assert f"line {n}\\n" * 20000 == golden
"""
        )
        written = pytester.runpytest_subprocess("-s", "--snapshot-update")
        written.assert_outcomes(passed=3)
        written.stdout.fnmatch_lines(["KEPT 3 results, 420000 characters"])
        matched = pytester.runpytest_subprocess("-s")
        matched.assert_outcomes(passed=3)
        matched.stdout.fnmatch_lines(["KEPT 3 results, 0 characters", "goldens: *3 unchanged*"])
    finally:
        patch.undo()
