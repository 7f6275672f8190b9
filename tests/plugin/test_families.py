"""The public family API from outside: a toy family registered from a conftest and from an
installed distribution's entry point, with goldens, FileCheck, the CLI and typed errors.

The toy family (examples/toy_family.py) lowers plain text, so none of this imports torch.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

TOY = Path(__file__).resolve().parents[2] / "examples" / "toy_family.py"

CONFTEST = """
import pytest_irlower
from toy_family import Toy

pytest_irlower.register_family(Toy)
"""


def _toy_project(pytester: pytest.Pytester) -> None:
    (pytester.path / "toy_family.py").write_text(TOY.read_text())
    pytester.makeconftest(CONFTEST)
    pytester.makeini("[pytest]\npythonpath = .\n")


def test_a_family_from_a_conftest_gets_goldens_filecheck_and_its_own_suffixes(
    pytester: pytest.Pytester,
) -> None:
    _toy_project(pytester)
    pytester.makepyfile(
        test_toy="""
def test_asm(lower, golden):
    ir = lower("1 2 + 3 *", ir_type="toy_asm")
    assert list(ir.stages) == ["toy_tokens", "toy_asm"]
    assert ir.suffix == ".toyasm" and ir.stages["toy_tokens"] == "1\\n2\\n+\\n3\\n*\\n"
    assert ir == golden

def test_tokens(lower, golden):
    assert lower("4 5 -", ir_type="toy_tokens") == golden

def test_checks(lower, filecheck):
    # CHECK: push 1
    # CHECK-NEXT: push 2
    # CHECK-NEXT: add
    filecheck(lower("1 2 +", ir_type="toy_asm"))
"""
    )
    result = pytester.runpytest("--snapshot-update")
    result.assert_outcomes(passed=3)
    asm = pytester.path / "golden" / "test_toy" / "test_asm.toyasm"
    tokens = pytester.path / "golden" / "test_toy" / "test_tokens.toks"
    assert asm.read_text().splitlines()[:5] == ["push 1", "push 2", "add", "push 3", "mul"]
    # the trailer records the earlier stage, with the comment leader of the declared syntax
    assert re.fullmatch(
        r"# irlower-stages: toy_tokens=[0-9a-f]{12}", asm.read_text().splitlines()[-1]
    )
    assert tokens.read_text() == "4\n5\n-\n"

    result = pytester.runpytest()
    result.assert_outcomes(passed=3)

    asm.write_text(asm.read_text().replace("mul", "div"))
    result = pytester.runpytest()
    result.assert_outcomes(passed=2, failed=1)
    result.stdout.fnmatch_lines(
        ["*lowered IR differs from golden golden/test_toy/test_asm.toyasm*"]
    )
    result.stdout.fnmatch_lines(["*-div", "*+mul"])

    # pruning knows the family's suffixes: an orphaned .toyasm golden goes, used ones stay
    orphan = asm.parent / "test_gone.toyasm"
    orphan.write_text("push 0\n")
    asm.write_text(asm.read_text().replace("div", "mul"))
    result = pytester.runpytest("--irlower-prune-goldens")
    result.assert_outcomes(passed=3)
    result.stdout.fnmatch_lines(
        ["*pruned 1 orphaned golden(s)*", "*removed golden/test_toy/test_gone.toyasm"]
    )
    assert not orphan.exists() and asm.exists() and tokens.exists()


def test_a_family_gets_pipelines_dumps_and_the_session_header(pytester: pytest.Pytester) -> None:
    _toy_project(pytester)
    upper = pytester.path / "bin" / "shout"
    upper.parent.mkdir()
    upper.write_text("#!/bin/sh\ntr a-z A-Z\n")
    upper.chmod(0o755)
    pytester.makepyfile(
        test_more=f'''
def test_pipeline(lower):
    ir = lower("1 2 +", ir_type="toy_asm", pipeline="{upper}")
    assert list(ir.stages) == ["toy_tokens", "toy_asm", "{upper}"]
    assert ir == "PUSH 1\\nPUSH 2\\nADD\\n" and ir.suffix == ".toyasm"
'''
    )
    result = pytester.runpytest("--irlower-dump-dir=dumps", "-v")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(["irlower: toy: reverse-Polish arithmetic to a stack machine*"])
    # without -v the header is one line
    quiet = pytester.runpytest("-p", "no:cacheprovider")
    lines = quiet.stdout.lines
    top = lines[: next(i for i, line in enumerate(lines) if line.startswith("rootdir:"))]
    header = [line for line in top if line.startswith("irlower: ")]
    assert len(header) == 1 and "tools: " in header[0], header
    assert "reverse-Polish" not in quiet.stdout.str()
    dumped = sorted(p.name for p in (pytester.path / "dumps").rglob("*.txt"))
    assert dumped[:2] == ["00.toy_tokens.txt", "01.toy_asm.txt"] and len(dumped) == 3


def test_errors_are_exceptions_a_test_can_expect(pytester: pytest.Pytester) -> None:
    _toy_project(pytester)
    pytester.makepyfile(
        test_errors="""
import pytest
from pytest_irlower import IRLowerError, LoweringError

def test_raises_lowering_error(lower):
    with pytest.raises(LoweringError, match=r"token 4 \\('\\+'\\): stack underflow") as info:
        lower("1 2 + +", ir_type="toy_asm")
    assert info.value.stage == "toy_asm" and info.value.ir_type == "toy_asm"
    assert info.value.command.startswith("toyc --emit=asm")
    assert "stack underflow" in info.value.diagnostics

def test_raises_exception(lower):
    with pytest.raises(Exception):
        lower("1 x", ir_type="toy_asm")

def test_usage_errors_are_exceptions_too(lower):
    with pytest.raises(IRLowerError, match="unknown ir_type 'toy_amz'. Did you mean 'toy_asm'"):
        lower("1", ir_type="toy_amz")
    with pytest.raises(ValueError, match="lowers toy source text"):
        lower(42, ir_type="toy_asm")

@pytest.mark.xfail(raises=LoweringError, strict=True)
def test_known_not_to_lower(lower):
    lower("1 2 ?", ir_type="toy_asm")

@pytest.mark.xfail(raises=LoweringError, strict=True)
def test_xfail_that_lowers_fails_the_run(lower):
    lower("1 2 +", ir_type="toy_asm")

def test_failure_shows_stage_message_and_command(lower):
    lower("1 2 ?", ir_type="toy_asm")
"""
    )
    result = pytester.runpytest()
    result.assert_outcomes(passed=3, xfailed=1, failed=2)
    result.stdout.fnmatch_lines(["*test_xfail_that_lowers_fails_the_run*XPASS(strict)*"])
    result.stdout.fnmatch_lines(
        [
            '>       lower("1 2 ?", ir_type="toy_asm")',
            "E       pytest_irlower.errors.LoweringError: lowering failed at stage 'toy_asm':",
            "E         token 3 ('?'): unknown token",
            "E       reproduce with: toyc --emit=asm <<< '1 2 ?'",
            "",
            "test_errors.py:*: LoweringError",
        ]
    )
    # no traceback through the plugin's own frames, and no chained cause
    output = result.stdout.str()
    assert not re.search(r"pytest_irlower[/\\]\w+(/\w+)?\.py:\d+", output), output
    assert "The above exception" not in output


DIST_INFO = {
    "METADATA": "Metadata-Version: 2.1\nName: toy-compiler\nVersion: 1.0\n",
    "entry_points.txt": "[pytest_irlower.families]\ntoy = toy_family\n",
    "top_level.txt": "toy_family\n",
}


def _install_toy_distribution(site: Path) -> None:
    """What ``pip install`` of a one-module distribution declaring the entry point leaves."""
    site.mkdir(parents=True)
    (site / "toy_family.py").write_text(TOY.read_text())
    info = site / "toy_compiler-1.0.dist-info"
    info.mkdir()
    for name, text in DIST_INFO.items():
        (info / name).write_text(text)
    (info / "RECORD").write_text("")


def test_a_family_from_an_installed_entry_point_works_end_to_end(
    pytester: pytest.Pytester, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    site = tmp_path / "site"
    _install_toy_distribution(site)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(site), os.environ.get("PYTHONPATH", "")]))
    pytester.makepyfile(
        test_ep="""
def test_asm(lower, golden):
    assert lower("6 7 *", ir_type="toy_asm") == golden

def test_default_ir_type_from_ini(lower):
    assert lower("6").ir_type == "toy_tokens"
"""
    )
    pytester.makeini("[pytest]\nirlower_default_ir_type = toy_tokens\n")
    result = pytester.runpytest_subprocess("--snapshot-update")
    result.assert_outcomes(passed=2)
    golden = pytester.path / "golden" / "test_ep" / "test_asm.toyasm"
    assert golden.read_text().startswith("push 6\npush 7\nmul\n")

    # the CLI sees the family too, and lists its IR types
    source = tmp_path / "prog.rpn"
    source.write_text("2 3 +\n")
    env = {**os.environ, "PYTHONPATH": str(site)}
    cli = [sys.executable, "-m", "pytest_irlower.cli.main"]
    done = subprocess.run(
        [*cli, "lower", str(source), "--ir-type", "toy_asm", "--dump-stages"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert (
        done.stdout
        == "// ----- stage: toy_tokens\n2\n3\n+\n// ----- stage: toy_asm\npush 2\npush 3\nadd\n"
    )
    helped = subprocess.run(
        [*cli, "lower", "--help"], capture_output=True, text=True, env=env, check=False
    )
    assert re.search(r"toy_asm +toy: stack-machine code", helped.stdout), helped.stdout


def test_bad_family_declarations_are_clear_errors(tmp_path: Path) -> None:
    sys.path.insert(0, str(TOY.parent))
    try:
        from toy_family import Toy
    finally:
        sys.path.remove(str(TOY.parent))
    from pytest_irlower import Family, IRType, UsageError
    from pytest_irlower.families import Registry

    registry = Registry(builtin={})
    registry.register(Toy)
    # (families installed through the entry point group, IREE's, are there too)
    toys = [name for name, spec in registry.ir_types().items() if spec.family == "toy"]
    assert toys == ["toy_tokens", "toy_asm"]
    assert registry.get("toy_asm").family == "toy"
    registry.register(Toy)  # the same conftest imported twice: fine

    class Clash(Family):
        name = "clash"
        ir_types = (IRType("toy_asm", "text", ".txt", "text"),)

    with pytest.raises(
        UsageError, match=r"declares IR types already taken: toy_asm \(family toy\)"
    ):
        registry.register(Clash)

    class NoSuffixDot(Family):
        name = "nodot"
        ir_types = (IRType("nodot_ir", "text", "txt", "text"),)

    with pytest.raises(UsageError, match="suffix must start with a dot, got 'txt'"):
        registry.register(NoSuffixDot)
    with pytest.raises(UsageError, match=r"takes a pytest_irlower\.Family"):
        registry.register(object())  # type: ignore[arg-type]
