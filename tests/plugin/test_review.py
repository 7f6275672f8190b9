"""Reviewing changes: renames-only vs real-change mismatches, irlower_golden_compare, the
change summary (serial and -n 2) and --irlower-report's data."""

from __future__ import annotations

import json
import re

import pytest
from review_project import ADD_RENAMED, SUB, make, no_ci

RUN = ("-p", "no:cacheprovider", "-k", "not not_run")
GOLDEN_ONLY = ("-p", "no:cacheprovider", "-k", "not not_run and not fc")


def test_mismatches_say_renames_or_real_and_the_summary_counts_them(
    pytester: pytest.Pytester,
) -> None:
    patch = no_ci()
    try:
        make(pytester)
        written = pytester.runpytest("--snapshot-update", "-k", "not fc")
        written.assert_outcomes(passed=4)
        written.stdout.fnmatch_lines(
            [
                "*- irlower golden changes -*",
                "goldens written: 4 new, 0 changed (real), 0 changed (renames only), "
                "0 unchanged, 0 kept (not run)",
                "files affected (4):",
                "  new  golden/test_r/test_a.ll",
            ]
        )

        make(pytester, a=ADD_RENAMED, b=SUB)
        changed = pytester.runpytest(*GOLDEN_ONLY)
        changed.assert_outcomes(failed=2, passed=1)
        out = changed.stdout.str()
        # the failure's first line says which kind of change it is
        assert re.search(
            r"^E\s+pytest_irlower.checks.golden.GoldenMismatch: renames only: lowered IR differs from "
            r"golden golden/test_r/test_a.ll only in names",
            out,
            re.M,
        ), out
        assert re.search(
            r"^E\s+pytest_irlower.checks.golden.GoldenMismatch: real change: lowered IR differs from "
            r"golden golden/test_r/test_b.ll$",
            out,
            re.M,
        ), out
        # a renames-only mismatch names what was renamed
        changed.stdout.fnmatch_lines(["E       renamed (golden -> now): %0 -> %x, %2 -> %sum"])
        changed.stdout.fnmatch_lines(
            [
                "*real change: lowered IR differs from golden golden/test_r/test_b.ll",
                "*first stage of the chain whose text changed: echo_src",
                "*--- golden/test_r/test_b.ll (golden)",
                "*-  %2 = add i32 %0, %0",
                "*+  %2 = sub i32 %0, %0",
            ]
        )
        changed.stdout.fnmatch_lines(
            [
                "goldens: 0 new, 1 changed (real), 1 changed (renames only), 1 unchanged, "
                "1 kept (not run)",
                "files affected (2):",
                "  renames only  golden/test_r/test_a.ll",
                "  real change   golden/test_r/test_b.ll",
            ]
        )

        pytester.makeini("[pytest]\nirlower_golden_compare = canonical\n")
        canonical = pytester.runpytest(*GOLDEN_ONLY)
        canonical.assert_outcomes(failed=1, passed=2)
        canonical.stdout.fnmatch_lines(["*real change: lowered IR differs*test_b.ll"])

        pytester.makeini("[pytest]\nirlower_golden_compare = fuzzy\n")
        bad = pytester.runpytest(*RUN)
        assert bad.ret == pytest.ExitCode.USAGE_ERROR
        bad.stderr.fnmatch_lines(
            ["*ini irlower_golden_compare = 'fuzzy': expected 'exact'*or 'canonical'*"]
        )

        pytester.makeini("[pytest]\n")
        update = pytester.runpytest("--snapshot-update", *GOLDEN_ONLY)
        update.assert_outcomes(passed=3)
        update.stdout.fnmatch_lines(
            [
                "goldens written: 0 new, 1 changed (real), 1 changed (renames only), "
                "1 unchanged, 1 kept (not run)",
            ]
        )
        assert "%sum = add" in (pytester.path / "golden/test_r/test_a.ll").read_text()
    finally:
        patch.undo()


def _report_data(html: str) -> dict:
    block = re.search(
        r'<script type="application/json" id="irlower-data">(.*?)</script>', html, re.S
    )
    assert block, html[:500]
    return json.loads(block.group(1))


@pytest.mark.toolchain
def test_summary_and_report_merge_xdist_workers(pytester: pytest.Pytester) -> None:
    pytest.importorskip("xdist", reason="pytest-xdist is not installed: -n 2 is what is tested")
    patch = no_ci()
    try:
        make(pytester)
        pytester.runpytest_subprocess("--snapshot-update", "-k", "not fc").assert_outcomes(passed=4)
        make(pytester, a=ADD_RENAMED, b=SUB)
        result = pytester.runpytest_subprocess(*RUN, "-n", "2", "--irlower-report=out/r.html")
        result.assert_outcomes(failed=3, passed=1)
        result.stdout.fnmatch_lines(
            [
                "goldens: 0 new, 1 changed (real), 1 changed (renames only), 1 unchanged, "
                "1 kept (not run)",
                "irlower: report written to *r.html",
            ]
        )
        html = (pytester.path / "out" / "r.html").read_text()
        assert not re.search(r"""(src|href)=["']?(https?:)?//""", html)  # self-contained
        data = _report_data(html)
        rows = {row["nodeid"].split("::")[1]: row for row in data["rows"]}
        assert sorted(rows) == ["test_a", "test_b", "test_c", "test_fc"]
        assert rows["test_a"]["change"] == "renames only"
        assert rows["test_b"]["change"] == "real change"
        assert rows["test_b"]["goldens"][0]["first_stage"] == "echo_src"
        # the texts as they are, and the command that accepts this golden from a bundle
        assert "canonical" not in rows["test_b"]["goldens"][0]
        assert rows["test_b"]["goldens"][0]["accept"] == (
            "irlower accept PENDING.json -k golden/test_r/test_b.ll"
        )
        assert ["real change", "irlower accept PENDING.json --only real"] in data["accept"][
            "classes"
        ]
        assert [name for name, _ in rows["test_b"]["stages"]] == ["echo_src", "echo_ll"]
        assert rows["test_c"]["outcome"] == "passed" and rows["test_c"]["change"] == "unchanged"
        check = rows["test_fc"]["checks"][0]
        assert "CHECK-NEXT: unreachable" in check["check"] and check["line"] == 1
        assert data["summary"]["counts"]["changed (real)"] == 1
        assert data["summary"]["kept"] == 1
        assert any(line.startswith("irlower: ") for line in data["header"])
    finally:
        patch.undo()


def test_a_real_change_shows_the_texts_as_they_are_no_longer_than_diff_u(
    pytester: pytest.Pytester,
) -> None:
    """One op inserted at the top: the canonical forms renumber every later name, the files
    do not; the diff shown is the files' own, as long as difflib's (diff -u's) of them."""
    import difflib

    old = (
        "define i32 @f(i32 %x) {\n"
        + "".join(f"  %v{i} = add i32 %x, %x\n" for i in range(30))
        + "  ret i32 %v29\n}\n"
    )
    new = old.replace("{\n", "{\n  %early = mul i32 %x, %x\n", 1)
    patch = no_ci()
    try:
        make(pytester, b=old)
        pytester.runpytest("--snapshot-update", *GOLDEN_ONLY).assert_outcomes(passed=3)
        make(pytester, b=new)
        result = pytester.runpytest("-vv", *GOLDEN_ONLY)
        result.assert_outcomes(failed=1, passed=2)
        out = result.stdout.str()
        shown = [
            line[1:].strip()
            for line in out.splitlines()
            if re.match(r"^E\s+[-+] ", line) or re.match(r"^E\s+[-+]\s+%", line)
        ]
        expected = [
            line
            for line in difflib.unified_diff(old.splitlines(), new.splitlines(), lineterm="")
            if line[:1] in "+-" and line[:3] not in ("+++", "---")
        ]
        assert shown == [line.strip() for line in expected] == ["+  %early = mul i32 %x, %x"]
        assert "%v0 = add" in out  # context lines in the golden's own names
    finally:
        patch.undo()
