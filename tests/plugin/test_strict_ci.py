"""CI fails when the toolchain breaks: ``--irlower-strict --irlower-strict-allow=gpu``.

The plugin's part: under --irlower-strict a missing tool or target fails, and only what
--irlower-strict-allow names (a missing GPU) still skips. The suite's part
(tests/strict_suite.py): under --irlower-strict its own skips for installed components fail.
"""

from __future__ import annotations

from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[1]

MARKED = """
import pytest

@pytest.mark.gpu
def test_needs_a_gpu():
    pass

@pytest.mark.requires_tool("irlower-no-such-tool")
def test_needs_a_tool():
    pass
"""


def test_strict_allow_gpu_keeps_gpu_skips_and_fails_missing_tools(
    pytester: pytest.Pytester,
) -> None:
    pytester.makepyfile(MARKED)
    result = pytester.runpytest("--irlower-strict", "--irlower-strict-allow=gpu", "-rfs")
    gpu = _has_gpu()
    result.assert_outcomes(passed=int(gpu), failed=1, skipped=int(not gpu))
    result.stdout.fnmatch_lines(
        ["FAILED *::test_needs_a_tool", *([] if gpu else ["SKIPPED *GPU not available*"])]
    )


def test_strict_alone_fails_a_missing_gpu_too(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(MARKED)
    result = pytester.runpytest("--irlower-strict")
    gpu = _has_gpu()
    result.assert_outcomes(failed=1 + int(not gpu), passed=int(gpu))


def test_strict_allow_names_only_known_kinds(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(MARKED)
    result = pytester.runpytest("--irlower-strict", "--irlower-strict-allow=tool")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*--irlower-strict-allow: invalid choice: 'tool'*gpu*"])


SUITE = """
import pytest

def test_component():
    pytest.importorskip("irlower_no_such_component", reason="the component is not installed")

def test_gpu_present():
    pytest.skip("GPU (any) present on this machine: the no-GPU path cannot be observed here")

def test_browser():
    pytest.skip("Chromium not available: no chromium on PATH (apt-get install chromium)")

@pytest.mark.xfail(reason="known", strict=True)
def test_known():
    raise AssertionError
"""

MODULE_SKIP = """
import pytest

pytest.importorskip("irlower_no_such_component", reason="the component is not installed")

def test_never_collected():
    pass
"""


#: a failed collection stops the run; these tests count the other outcomes as well
GO_ON = ("--continue-on-collection-errors",)


@pytest.fixture
def suite(pytester: pytest.Pytester) -> pytest.Pytester:
    """A suite whose conftest uses this repository's strict policy."""
    pytester.makeconftest(
        f"import sys\nsys.path.insert(0, {str(TESTS)!r})\n"
        "from strict_suite import pytest_make_collect_report, pytest_runtest_makereport\n"
    )
    pytester.makepyfile(test_suite=SUITE, test_module_skip=MODULE_SKIP)
    return pytester


def test_the_suites_own_skips_stay_skips_without_strict(suite: pytest.Pytester) -> None:
    result = suite.runpytest()
    result.assert_outcomes(skipped=4, xfailed=1)


def test_strict_fails_skips_for_components_and_keeps_gpu_and_browser_skips(
    suite: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("CI", raising=False)
    result = suite.runpytest("--irlower-strict", "--irlower-strict-allow=gpu", *GO_ON)
    result.assert_outcomes(failed=1, errors=1, skipped=2, xfailed=1)
    result.stdout.fnmatch_lines(
        [
            "*skipped under --irlower-strict*the component is not installed*",
        ]
    )


def test_on_ci_a_missing_browser_fails_too(
    suite: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CI", "true")
    result = suite.runpytest("--irlower-strict", "--irlower-strict-allow=gpu", *GO_ON)
    result.assert_outcomes(failed=2, errors=1, skipped=1, xfailed=1)


def test_without_allow_gpu_a_gpu_skip_fails(
    suite: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("CI", raising=False)
    result = suite.runpytest("--irlower-strict", *GO_ON)
    result.assert_outcomes(failed=2, errors=1, skipped=1, xfailed=1)


def _has_gpu() -> bool:
    from pytest_irlower.runtime import gpu

    return gpu.detect().has(None)
