"""The filecheck fixture with both engines: verdicts, diagnostics, typos, sources of checks."""

from __future__ import annotations

import pytest

IR = '''
IR = """func.func @add(%arg0: f32, %arg1: f32) -> f32 {
  %0 = arith.addf %arg0, %arg1 : f32
  %1 = arith.mulf %0, %0 : f32
  %2 = arith.mulf %1, %1 : f32
  return %2 : f32
}
func.func @sub(%arg0: i32) -> i32 {
  return %arg0 : i32
}
"""
'''

#: LLVM's FileCheck comes from an LLVM install or the Triton wheel
ENGINES = [pytest.param("llvm", marks=pytest.mark.toolchain), "python"]


@pytest.fixture(params=ENGINES)
def engine(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def run(pytester: pytest.Pytester, engine: str, body: str, *args: str) -> pytest.RunResult:
    pytester.makepyfile(test_fc=IR + body)
    return pytester.runpytest(f"--irlower-filecheck={engine}", "-p", "no:cacheprovider", *args)


def test_passing_checks_every_directive(pytester: pytest.Pytester, engine: str) -> None:
    result = run(
        pytester,
        engine,
        '''
def test_all(filecheck):
    filecheck(IR, """
        // CHECK-LABEL: func.func @add
        // CHECK-SAME: ([[A:%[a-z0-9]+]]: f32, [[B:%[a-z0-9]+]]: f32)
        // CHECK-NEXT: [[SUM:%[0-9]+]] = arith.addf [[A]], [[B]] : f32
        // CHECK-COUNT-2: arith.mulf
        // CHECK-NOT: arith.subf
        // CHECK: return {{%[0-9]+}} : f32
        // CHECK-LABEL: func.func @sub
        // CHECK-DAG: return
        // CHECK-DAG: (%arg0: i32)
    """)

def test_hash_and_semicolon_markers(filecheck):
    filecheck(IR, "# CHECK: arith.addf\\n; CHECK: arith.mulf\\n")
''',
    )
    result.assert_outcomes(passed=2)


def test_checks_from_the_test_own_comments_and_docstring(
    pytester: pytest.Pytester, engine: str
) -> None:
    result = run(
        pytester,
        engine,
        '''
def test_docstring(filecheck):
    """
    CHECK-LABEL: @add
    CHECK: arith.addf
    """
    filecheck(IR)

def test_comments(filecheck):
    # CHECK: @sub
    # CHECK-NEXT: return %arg0 : i32
    filecheck(IR)

def test_comments_fail(filecheck):
    # CHECK: @sub
    # CHECK-NEXT: return %arg1 : i32
    filecheck(IR)
''',
    )
    result.assert_outcomes(passed=2, failed=1)
    # the diagnostic points into the test file, at the failing comment's line
    result.stdout.fnmatch_lines(["*test_fc.py:26:*"])


def test_mismatch_diagnostic_names_check_search_start_and_saved_ir(
    pytester: pytest.Pytester, engine: str
) -> None:
    result = run(
        pytester,
        engine,
        '''
def test_fail(filecheck):
    filecheck(IR, """
        CHECK: [[X:%[0-9]+]] = arith.addf
        CHECK-NEXT: arith.subf [[X]]
    """)
''',
    )
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*FileCheck found a mismatch*"])
    result.stdout.fnmatch_lines(["*IR saved to *.irlower/filecheck/test_fc.py.test_fail.1.ir*"])
    if engine == "llvm":
        result.stdout.fnmatch_lines(["*error: CHECK-NEXT: expected string not found in input*"])
        result.stdout.fnmatch_lines(["*CHECK-NEXT: arith.subf [[][[]X[]][]]*"])
        result.stdout.fnmatch_lines(["*note: scanning from here*"])
        result.stdout.fnmatch_lines(['*with "X" equal to "%0"*'])
        result.stdout.fnmatch_lines(["*possible intended match*"])
    else:
        result.stdout.fnmatch_lines(['*Couldn\'t match "arith.subf [[][[]X[]][]]"*'])
        result.stdout.fnmatch_lines(["*IR from the search start:*"])
        result.stdout.fnmatch_lines(["*possible intended match, line *"])
    saved = list((pytester.path / ".irlower" / "filecheck").glob("*.ir"))
    assert len(saved) == 1 and "arith.addf" in saved[0].read_text()


INLINE = '''
def helper_checks():
    return "CHECK: arith.addf"

def test_inline(filecheck):
    filecheck(IR, """
        CHECK: arith.addf
        CHECK-NEXT: arith.subf
    """)

def test_inline_typo(filecheck):
    filecheck(IR, "CHECK: arith.addf\\nCHECK-NXT: arith.mulf\\n")
'''


def test_inline_failure_names_the_call_line_and_the_check_offset(
    pytester: pytest.Pytester, engine: str
) -> None:
    """Inline check text has no file of its own: a failure names the test file's line of
    the ``filecheck(...)`` call and the check's line (and, with LLVM's engine, column)
    within the string as written, never the temporary ``checks`` file."""
    result = run(pytester, engine, INLINE)
    result.assert_outcomes(failed=2)
    source = (pytester.path / "test_fc.py").read_text().splitlines()
    call = 1 + next(i for i, line in enumerate(source) if 'filecheck(IR, """' in line)
    typo = 1 + next(i for i, line in enumerate(source) if "CHECK-NXT" in line)
    # line 1 of the string is the one with its opening quotes; "arith.subf" is column 13
    column = ", column 13" if engine == "llvm" else ""
    result.stdout.fnmatch_lines([f"*test_fc.py:{call} (check line 3{column}): error:*"])
    result.stdout.fnmatch_lines(
        [f"*test_fc.py:{typo} (check line 2): unknown directive CHECK-NXT:*"]
    )
    assert "checks:" not in result.stdout.str() and "checks.txt" not in result.stdout.str()


@pytest.mark.parametrize(
    ("check", "message"),
    [
        ("CHECK-NXT: arith.addf", "*unknown directive CHECK-NXT: (did you mean CHECK-NEXT:?)*"),
        ("CHEK: arith.addf", "*CHEK: is not a check prefix (did you mean CHECK:?)*"),
        ("CHECK arith.addf", "*CHECK has no colon, so FileCheck ignores it*"),
        ("CHECK-NEXT arith.addf", "*CHECK-NEXT has no colon, so FileCheck ignores it*"),
        ("nothing to check here", "*no check lines with prefix CHECK*"),
    ],
)
def test_typos_are_errors(pytester: pytest.Pytester, engine: str, check: str, message: str) -> None:
    text = check if check.startswith("nothing") else f"CHECK: func.func\\n{check}"
    result = run(
        pytester,
        engine,
        f'''
def test_typo(filecheck):
    filecheck(IR, "{text}\\n")
''',
    )
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines([message])


def test_check_file_prefixes_and_flags(pytester: pytest.Pytester, engine: str) -> None:
    pytester.path.joinpath("add.checks").write_text("FOO: arith.addf\nFOO-NEXT: arith.mulf\n")
    result = run(
        pytester,
        engine,
        """
import pathlib

def test_file(filecheck):
    filecheck(IR, pathlib.Path("add.checks"), check_prefixes=("FOO",))

def test_full_lines(filecheck):
    filecheck(IR, "CHECK: return %arg0 : i32", match_full_lines=True)

def test_full_lines_strict(filecheck):
    filecheck(IR, "CHECK: return %arg0 : i32", match_full_lines=True, strict_whitespace=True)
""",
    )
    result.assert_outcomes(passed=2, failed=1)


def test_implicit_check_not(pytester: pytest.Pytester, engine: str) -> None:
    result = run(
        pytester,
        engine,
        """
def test_implicit(filecheck):
    filecheck(IR, "CHECK: @add\\nCHECK: @sub", implicit_check_not=("arith.mulf",))
""",
    )
    result.assert_outcomes(failed=1)
    if engine == "llvm":
        result.stdout.fnmatch_lines(["*error: IMPLICIT-CHECK-NOT: excluded string found in input*"])
    else:
        result.stdout.fnmatch_lines(
            ["*--implicit-check-not is not supported by the Python filecheck engine*"]
        )


@pytest.mark.toolchain
def test_generated_checks_pass_and_update_rewrites_in_place(
    pytester: pytest.Pytester, engine: str
) -> None:
    body = """
def test_generated(lower, filecheck):
    ir = lower(IR, ir_type="raw_ir")
    # CHECK: an old check that no longer matches
    filecheck(ir)
"""
    run(pytester, engine, body).assert_outcomes(failed=1)
    run(pytester, engine, body, "--irlower-update-checks").assert_outcomes(passed=1)
    source = (pytester.path / "test_fc.py").read_text()
    assert "an old check" not in source
    assert "    # CHECK-LABEL: func.func @add(" in source
    assert "    # CHECK-SAME: [[ARG0:%" in source
    pytester.runpytest(f"--irlower-filecheck={engine}").assert_outcomes(passed=1)
    # the same checks fail when the IR changes
    changed = source.replace("arith.mulf %1, %1", "arith.addf %1, %1")
    (pytester.path / "test_fc.py").write_text(changed)
    pytester.runpytest(f"--irlower-filecheck={engine}").assert_outcomes(failed=1)
