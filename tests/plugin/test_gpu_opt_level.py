"""opt_level=, opt_flags= and llc_level= from outside, on decoy opt and llc executables that
echo their command line: what reaches the tools, the stage names, the session-wide options,
and that neither the stage cache nor the cross-run cache confuses two settings."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest

from decoys import OPT_PASSTHROUGH, make_tool

# a torch model through torch-mlir, then LLVM tools
pytestmark = pytest.mark.toolchain

needs_torch_mlir = pytest.mark.skipif(
    importlib.util.find_spec("torch_mlir") is None,
    reason="torch-mlir is not installed: these tests lower a torch model through it",
)

MODEL = """
import torch

def model():
    torch.manual_seed(0)
    return torch.nn.Sequential(torch.nn.Linear(4, 4), torch.nn.ReLU()).eval(), (torch.randn(1, 4),)
"""

O1 = "opt -O1 -rotation-max-header-size=0"


@pytest.fixture
def decoys(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    """A project whose PATH starts with a decoy opt (passes its input through, after a line
    naming its arguments) and a decoy llc (prints its arguments)."""
    tools = pytester.path / "bin"
    make_tool(tools, "opt", body=OPT_PASSTHROUGH)
    make_tool(tools, "llc", targets=("nvptx64",), body='echo "decoy llc $*"')
    monkeypatch.setenv("PATH", f"{tools}{os.pathsep}{os.environ['PATH']}")
    pytester.makepyfile(model=MODEL)
    return pytester


@needs_torch_mlir
def test_settings_reach_the_tools_and_name_the_stage(decoys: pytest.Pytester) -> None:
    decoys.makepyfile(
        f"""
from model import model

def test_levels(lower):
    m, x = model()
    default = lower(m, x, ir_type="nvptx")
    fast = lower(m, x, ir_type="nvptx", opt_level="-O1",
                 opt_flags="-rotation-max-header-size=0", llc_level="O0")
    assert list(default.stages)[-2:] == ["opt -O2", "nvptx"]
    assert list(fast.stages)[-2:] == ["{O1}", "nvptx"]
    assert fast.stages["{O1}"].startswith(
        "; decoy opt -O1 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -rotation-max-header-size=0 -S")
    assert fast.commands["{O1}"].startswith(default.commands["opt -O2"].split(" -O2 ")[0] + " -O1 ")
    assert " -O0 " in fast.commands["nvptx"] and " -O0 " in fast
    assert " -O0 " not in default.commands["nvptx"] and " -O0 " not in default
    # the LLVM IR is shared by both settings; code generation is not
    assert "llvm_ir" in fast.reused and "nvptx" not in fast.reused
    again = lower(m, x, ir_type="nvptx", opt_level="O2")  # the default, said out loud
    assert again == default and again.reused[-2:] == ("opt -O2", "nvptx")
    fast_again = lower(m, x, ir_type="nvptx", opt_level="O1",
                       opt_flags=["-rotation-max-header-size=0"], llc_level="-O0")
    assert fast_again == fast and fast_again.reused[-2:] == ("{O1}", "nvptx")
"""
    )
    decoys.runpytest("--irlower-no-cache").assert_outcomes(passed=1)


@needs_torch_mlir
def test_session_options_set_the_default_and_a_call_overrides_them(
    decoys: pytest.Pytester,
) -> None:
    decoys.makepyfile(
        """
from model import model

def test_session(lower):
    m, x = model()
    code = lower(m, x, ir_type="nvptx")
    assert list(code.stages)[-2:] == ["opt -Os -a=1 -b", "nvptx"]
    assert code.startswith("decoy llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -O1 ")
    mine = lower(m, x, ir_type="nvptx", opt_level="O2", opt_flags=[])
    assert list(mine.stages)[-2:] == ["opt -O2", "nvptx"]
"""
    )
    result = decoys.runpytest(
        "--irlower-no-cache",
        "-o",
        "irlower_gpu_opt_level=O3",
        "--irlower-gpu-opt-level=Os",  # the option wins over the ini value
        "-o",
        "irlower_gpu_opt_flags=-a=1 -b",
        "--irlower-gpu-llc-level=-O1",
    )
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(
        ["irlower: GPU code generation for this session: opt -Os -a=1 -b, llc -O1 (*"]
    )
    default = decoys.runpytest("--irlower-no-cache", "-k", "nothing")
    assert "GPU code generation for this session" not in default.stdout.str()


@needs_torch_mlir
def test_a_bad_session_level_stops_the_session(decoys: pytest.Pytester) -> None:
    decoys.makepyfile("def test_x():\n    pass\n")
    result = decoys.runpytest("-o", "irlower_gpu_opt_level=O7")
    assert result.ret != 0
    result.stderr.fnmatch_lines(
        ["*irlower_gpu_opt_level='O7' is not a level; valid: 'O0', 'O1', 'O2', 'O3', 'Os', 'Oz'*"]
    )


@needs_torch_mlir
def test_the_cross_run_cache_keeps_settings_apart(decoys: pytest.Pytester, tmp_path: Path) -> None:
    decoys.makepyfile(
        """
import os
from model import model

def test_cached(lower):
    m, x = model()
    second = os.environ["SECOND_RUN"] == "1"
    o2 = lower(m, x, ir_type="nvptx", opt_level="O2")
    o1 = lower(m, x, ir_type="nvptx", opt_level="O1")
    assert (o2.from_cache, o1.from_cache) == (second, second)  # each served its own entry
    assert list(o2.stages)[-2] == "opt -O2" and list(o1.stages)[-2] == "opt -O1"
    assert o1.stages["opt -O1"].startswith("; decoy opt -O1 ")
    # the session's level is in the key too: the first run's Os entry is not the second's Oz
    session = lower(m, x, ir_type="nvptx")
    assert not session.from_cache
    assert list(session.stages)[-2] == ("opt -Oz" if second else "opt -Os")
"""
    )
    cache = ("-o", f"irlower_cache_dir={tmp_path / 'cache'}")
    mp = pytest.MonkeyPatch()
    try:
        for second, level in (("0", "Os"), ("1", "Oz")):
            mp.setenv("SECOND_RUN", second)
            result = decoys.runpytest(*cache, f"--irlower-gpu-opt-level={level}")
            result.assert_outcomes(passed=1)
    finally:
        mp.undo()
