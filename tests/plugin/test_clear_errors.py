"""Bad settings and arguments are clear errors naming the value and the valid forms."""

from __future__ import annotations

import pytest


def test_a_timeout_that_is_not_a_number_is_a_usage_error(pytester: pytest.Pytester) -> None:
    pytester.makeini("[pytest]\nirlower_timeout = abc\n")
    pytester.makepyfile(test_t="def test_a():\n    pass\n")
    result = pytester.runpytest()
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*ini irlower_timeout = 'abc': expected a number of seconds*"])
    assert "INTERNALERROR" not in result.stdout.str() + result.stderr.str()


def test_a_tool_path_to_a_file_that_is_not_executable_says_so(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_t="def test_a():\n    pass\n")
    (pytester.path / "notes.toml").write_text("x = 1\n")
    result = pytester.runpytest("--irlower-tool", "opt=notes.toml")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*--irlower-tool: opt=notes.toml: not executable*"])


def test_an_arch_of_another_target_and_a_typo_of_a_tool_are_errors(
    pytester: pytest.Pytester,
) -> None:
    pytester.makepyfile(
        test_t="""
import pytest
from pytest_irlower import UsageError

def test_arch(lower):
    with pytest.raises(UsageError, match="target 'spirv' takes no arch, got arch='sm_90'"):
        lower("module {}", ir_type="spirv", arch="sm_90")

def test_typo(lower):
    with pytest.raises(UsageError, match="pipeline tool 'mlir-otp' is not found and is not a known tool; did you mean 'mlir-opt'"):
        lower("print('module {}')", ir_type="raw_ir", language="pytorch", pipeline="mlir-otp --cse")
"""
    )
    result = pytester.runpytest()
    result.assert_outcomes(passed=2)


@pytest.mark.parametrize(
    ("ini", "env", "message"),
    [
        ("irlower_default_ir_type = llvm_iir", {}, "*unknown ir_type 'llvm_iir'*llvm_ir*"),
        ("irlower_golden_compare = fuzzy", {}, "*ini irlower_golden_compare = 'fuzzy': expected*"),
        (
            "irlower_golden_dir = ../elsewhere",
            {},
            "*irlower_golden_dir = '../elsewhere' is outside*",
        ),
        ("irlower_tools = opt", {}, "*irlower_tools: expected NAME=PATH, got 'opt'*"),
        ("irlower_timeout = 0", {}, "*ini irlower_timeout = '0': expected a number of seconds*"),
        ("", {"IRLOWER_LLC": "/no/such/llc"}, "*$IRLOWER_LLC: llc=/no/such/llc: no such file*"),
    ],
    ids=["ir-type", "compare", "golden-dir", "tools", "timeout", "env-tool"],
)
def test_bad_settings_stop_the_run_before_collection(
    pytester: pytest.Pytester,
    monkeypatch: pytest.MonkeyPatch,
    ini: str,
    env: dict[str, str],
    message: str,
) -> None:
    """Checked when pytest configures, though the toolchain and Lowerer are built later."""
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    pytester.makeini(f"[pytest]\n{ini}\n")
    pytester.makeconftest("def pytest_collection(session):\n    print('COLLECTING')\n")
    pytester.makepyfile(test_t="def test_a():\n    pass\n")
    result = pytester.runpytest("-s")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines([message])
    assert "COLLECTING" not in result.stdout.str()


def test_raw_mlir_without_torch_mlir_is_a_missing_component(pytester: pytest.Pytester) -> None:
    """MLIR text needs torch-mlir's bindings: without them the test skips naming torch-mlir
    and how to install it (strict: fails), not a LoweringError of a ModuleNotFoundError."""
    pytester.makeconftest("import sys\nsys.modules['torch_mlir'] = None  # import fails\n")
    pytester.makepyfile(
        """
        def test_parse(lower):
            lower("func.func @f() { return }", ir_type="raw_ir")
        """
    )
    result = pytester.runpytest_subprocess("-rs", "-p", "no:cacheprovider")
    result.assert_outcomes(skipped=1)
    result.stdout.fnmatch_lines(
        ["*torch-mlir not available*from torch_mlir import ir*pip install*"]
    )
    assert "ModuleNotFoundError" not in result.stdout.str()
    strict = pytester.runpytest_subprocess("--irlower-strict", "-p", "no:cacheprovider")
    strict.assert_outcomes(failed=1)
