"""The FileCheck lint: every spelling FileCheck would silently ignore is an error naming the line."""

from __future__ import annotations

import pytest

from pytest_irlower.checks.filecheck import has_directive, lint

IGNORED = {
    "CHECK : foo": "has a space before its colon",
    "CHECK-SAME : foo": "has a space before its colon",
    "CHECK-DAG : foo": "has a space before its colon",
    "CHECK-EMPTY :": "has a space before its colon",
    "CHECK-COUNT-2 : foo": "has a space before its colon",
    "CHECK-next: foo": "directives are case-sensitive",
    "check: foo": "directives are case-sensitive",
    "Check-Label: foo": "directives are case-sensitive",
    "CHECK-NXT: foo": "unknown directive CHECK-NXT: (did you mean CHECK-NEXT:?)",
    "CHEK: foo": "CHEK: is not a check prefix (did you mean CHECK:?)",
    "CHECK foo": "CHECK has no colon, so FileCheck ignores it",
}


@pytest.mark.parametrize("line", list(IGNORED))
@pytest.mark.parametrize("leader", ["", "// ", "# ", "; "])
def test_each_ignored_spelling_is_an_error_naming_the_line(line: str, leader: str) -> None:
    text = "CHECK: first\n" + leader + line + "\n"
    problems = lint(text, ("CHECK",), "test_x.py")
    assert len(problems) == 1, problems
    assert problems[0].startswith("test_x.py:2: ") and IGNORED[line] in problems[0]


@pytest.mark.parametrize(
    "line",
    [
        "CHECK: foo",
        "CHECK-NEXT: bar",
        "CHECK-SAME: check: is text here",
        "CHECK-COUNT-3: x",
        "// CHECK-LABEL: func.func @main",
        "CHECK: br label %check:",
        "COM: check: this line is a comment",
    ],
)
def test_valid_directives_and_their_patterns_pass(line: str) -> None:
    assert lint(line + "\n", ("CHECK",)) == []


def test_other_prefixes_are_linted_with_the_same_rules() -> None:
    assert lint("MLIR : x\n", ("CHECK", "MLIR"))[0].endswith("(write MLIR:)")
    assert lint("mlir-next: x\n", ("MLIR",))[0].endswith("(did you mean MLIR-NEXT:?)")


def test_only_honoured_directives_count_as_checks() -> None:
    assert has_directive("// CHECK: x\n", ("CHECK",))
    assert not has_directive("CHECK : x\ncheck: y\n", ("CHECK",))
    assert not has_directive("no checks here\n", ("CHECK",))
