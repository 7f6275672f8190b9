"""A failure raised inside the plugin shows the test's own frames and the tool's message:
no frame of pytest_irlower and no chained cause, in pytest's long and native styles
(``tracebacks.py``; the contract: "without plugin tracebacks")."""

from __future__ import annotations

import pytest

# raw_ir's PyTorch code runs in a child Python, needing no torch: this one fails, so the
# tests run in the torch-free tier too (tox -e unit)
BAD_CODE = """
def test_bad(lower):
    lower("raise SystemExit('no kernel for aten::frobnicate')", ir_type="raw_ir", language="pytorch")
"""


@pytest.mark.parametrize("style", ["long", "native"])
def test_a_lowering_error_shows_no_plugin_frames(pytester: pytest.Pytester, style: str) -> None:
    pytester.makepyfile(test_bad=BAD_CODE)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", f"--tb={style}")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    out = result.stdout.str()
    assert "lowering failed at stage 'raw_ir'" in out
    assert "no kernel for aten::frobnicate" in out
    assert 'lower("raise SystemExit(\'no kernel for aten::frobnicate\')", ir_type="raw_ir"' in out
    shown = [line for line in out.splitlines() if "pytest_irlower" in line]
    assert all("pytest_irlower.errors.LoweringError" in line for line in shown), shown
    assert "direct cause" not in out and "During handling" not in out, out


def test_an_error_from_a_result_method_is_cut_at_the_test_too(pytester: pytest.Pytester) -> None:
    """Raised in another wing than the fixtures' (api/result.py, by ``LoweredIR.run``):
    every module of the package is the plugin's."""
    pytester.makepyfile(
        test_run="""
def test_run(lower):
    ir = lower("print('func.func @f() { return }')", ir_type="raw_ir", language="pytorch")
    ir.run()
"""
    )
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--tb=long")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    out = result.stdout.str()
    assert "raw_ir cannot be run" in out and "    ir.run()" in out
    shown = [line for line in out.splitlines() if "pytest_irlower" in line]
    assert all("pytest_irlower.errors.UsageError" in line for line in shown), shown


def test_the_exception_keeps_its_frames_after_the_report(pytester: pytest.Pytester) -> None:
    """The frames are hidden from the report alone: a hook that runs later (--pdb's,
    a plugin's) finds the whole traceback."""
    pytester.makeconftest(
        """
import pytest

SEEN = []

@pytest.hookimpl(trylast=True)
def pytest_exception_interact(node, call, report):
    tb = call.excinfo.tb
    while tb is not None:
        SEEN.append(tb.tb_frame.f_code.co_filename)
        tb = tb.tb_next
    inside = [f for f in SEEN if "pytest_irlower" in f]
    print("FRAMES INSIDE THE PLUGIN:", len(inside))
"""
    )
    pytester.makepyfile(test_bad=BAD_CODE)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-s")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    line = next(x for x in result.stdout.lines if "FRAMES INSIDE THE PLUGIN:" in x)
    assert int(line.rsplit(":", 1)[1]) > 0, line
