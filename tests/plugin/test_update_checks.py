"""--irlower-update-checks rewrites only the filecheck() calls that failed, names the files it
rewrote, and works under -n (edits written at the end, one write per file); a pending bundle
carries the same edits for `irlower accept`. On the echo family (no torch), Python FileCheck."""

from __future__ import annotations

import hashlib
import json

import pytest
from review_project import CONFTEST

from pytest_irlower.cli.main import main

IR = "define i32 @f{n}(i32 %0) {{\\n  %2 = add i32 %0, %0\\n  ret i32 %2\\n}}\\n"


def _tests(failing: set[int]) -> str:
    """Ten tests, each with its own check comments; those in ``failing`` check a wrong op."""
    out = []
    for n in range(10):
        op = "sub" if n in failing else "add"
        out.append(
            f"""
def test_{n}(lower, filecheck):
    ir = lower("{IR.format(n=n)}", ir_type="echo_ll")
    # CHECK-LABEL: define i32 @f{n}(
    # CHECK: {op} i32
    filecheck(ir)
"""
        )
    return "".join(out)


def _digests(pytester: pytest.Pytester) -> dict[str, str]:
    return {
        name: hashlib.sha256((pytester.path / name).read_bytes()).hexdigest()
        for name in ("test_one.py", "test_two.py")
    }


def _project(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makeini("[pytest]\n")
    pytester.makepyfile(test_one=_tests({3}), test_two=_tests({7}))


def _functions(source: str) -> dict[str, str]:
    parts = source.split("\ndef ")
    return {part.split("(", 1)[0]: part for part in parts[1:]}


ARGS = ("-p", "no:cacheprovider", "--irlower-filecheck=python", "--irlower-no-cache")


def test_update_checks_under_xdist_rewrites_exactly_the_failing_calls(
    pytester: pytest.Pytester,
) -> None:
    pytest.importorskip("xdist", reason="pytest-xdist is not installed: -n 2 is what is tested")
    _project(pytester)
    pytester.runpytest(*ARGS).assert_outcomes(failed=2, passed=18)
    before = {name: (pytester.path / name).read_text() for name in ("test_one.py", "test_two.py")}
    result = pytester.runpytest_subprocess(*ARGS, "-n", "2", "--irlower-update-checks")
    result.assert_outcomes(passed=20)
    result.stdout.fnmatch_lines(
        [
            "irlower: rewrote the check lines of test_one.py: test_3",
            "irlower: rewrote the check lines of test_two.py: test_7",
        ]
    )
    for name, failing in (("test_one.py", "test_3"), ("test_two.py", "test_7")):
        old, new = _functions(before[name]), _functions((pytester.path / name).read_text())
        changed = sorted(test for test in old if old[test] != new[test])
        assert changed == [failing], name  # the 9 passing calls are left as they were
        assert "# CHECK-NEXT: [[VAL_2:%[-a-zA-Z$._0-9#]+]] = add i32" in new[failing]
        assert "sub i32" not in new[failing]
    pytester.runpytest(*ARGS).assert_outcomes(passed=20)


def test_a_pending_bundle_carries_the_check_lines_update_checks_writes(
    pytester: pytest.Pytester, capsys: pytest.CaptureFixture[str]
) -> None:
    _project(pytester)
    before = _digests(pytester)
    red = pytester.runpytest(*ARGS, "--irlower-pending=b.json")
    red.assert_outcomes(failed=2, passed=18)
    # each failure shows what its check lines would become
    red.stdout.fnmatch_lines(
        [
            "E   *+++ check lines for the IR now (--irlower-update-checks writes these)",
            "E   *-CHECK: sub i32",
            "E   *+CHECK-NEXT: * = add i32 *",
        ]
    )
    red.stdout.fnmatch_lines(["irlower: pending bundle written to b.json: 2 check lines"])
    assert _digests(pytester) == before  # the tests are untouched
    bundle = json.loads((pytester.path / "b.json").read_text())
    assert [(e["file"], e["function"]) for e in bundle["checks"]] == [
        ("test_one.py", "test_3"),
        ("test_two.py", "test_7"),
    ]
    # the same run with --irlower-update-checks, from the same sources
    sources = {name: (pytester.path / name).read_bytes() for name in before}
    pytester.runpytest(*ARGS, "--irlower-update-checks").assert_outcomes(passed=20)
    updated = _digests(pytester)
    for name, data in sources.items():
        (pytester.path / name).write_bytes(data)
    assert main(["accept", "b.json", "--only", "checks"]) == 0
    assert "test_one.py::test_3" in capsys.readouterr().out
    assert _digests(pytester) == updated
    pytester.runpytest(*ARGS).assert_outcomes(passed=20)
    # a test edited since: refused by name, nothing written
    for name, data in sources.items():
        (pytester.path / name).write_bytes(data)
    source = (pytester.path / "test_two.py").read_text()
    (pytester.path / "test_two.py").write_text(source.replace("@f7(", "@f7 ("))
    assert main(["accept", "b.json"]) == 1
    assert "test_two.py::test_7: the test changed since the bundle was made" in (
        capsys.readouterr().err
    )
    assert (pytester.path / "test_one.py").read_bytes() == sources["test_one.py"]


def test_missing_checks_name_the_flag_and_irlower_checks(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(
        test_bare="""
def test_bare(lower, filecheck):
    filecheck(lower("define void @g() {\\n  ret void\\n}\\n", ir_type="echo_ll"))
"""
    )
    result = pytester.runpytest(*ARGS)
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        ["*no check lines with prefix CHECK in test_bare.py: write them (`irlower checks IR_FILE`*"]
    )
    assert "pytest --irlower-update-checks" in result.stdout.str()
    pytester.runpytest(*ARGS, "--irlower-update-checks").assert_outcomes(passed=1)
    assert "    # CHECK-LABEL: define void @g()" in (pytester.path / "test_bare.py").read_text()
    pytester.runpytest(*ARGS).assert_outcomes(passed=1)
