"""Bad settings and arguments are clear errors naming the value and the valid forms."""

from __future__ import annotations

import pytest


def test_a_timeout_that_is_not_a_number_is_a_usage_error(pytester: pytest.Pytester) -> None:
    pytester.makeini("[pytest]\nirlower_timeout = abc\n")
    pytester.makepyfile(test_t="def test_a():\n    pass\n")
    result = pytester.runpytest_subprocess()
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*ini irlower_timeout = 'abc': expected a number of seconds*"])
    assert "INTERNALERROR" not in result.stdout.str() + result.stderr.str()


def test_a_tool_path_to_a_file_that_is_not_executable_says_so(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_t="def test_a():\n    pass\n")
    (pytester.path / "notes.toml").write_text("x = 1\n")
    result = pytester.runpytest_subprocess("--irlower-tool", "opt=notes.toml")
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
    result = pytester.runpytest_subprocess()
    result.assert_outcomes(passed=2)
