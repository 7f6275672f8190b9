"""opt_level=, opt_flags= and llc_level= on a real lowering: a golden of the setting that
keeps deep models fast (README, "Large models"), and the checks of misplaced or bad values."""

from __future__ import annotations

from typing import Any

import pytest

from pytest_irlower import UsageError

#: opt -O1 without loop rotation: the setting that avoids opt -O2's growth with depth
FAST = {"opt_level": "O1", "opt_flags": "-rotation-max-header-size=0"}
FAST_STAGE = "opt -O1 -rotation-max-header-size=0"


def test_nvptx_at_o1_without_rotation(lower: Any, golden: Any, zoo: Any) -> None:
    module, inputs = zoo["mlp"]
    ptx = lower(module, inputs, ir_type="nvptx", **FAST)
    assert list(ptx.stages)[-3:] == ["llvm_ir", FAST_STAGE, "nvptx"]
    assert " -O1 " in ptx.commands[FAST_STAGE]
    assert "-rotation-max-header-size=0" in ptx.commands[FAST_STAGE]
    assert ptx == golden
    # the same model at the default level in the same session: its own opt stage and code
    default = lower(module, inputs, ir_type="nvptx")
    assert list(default.stages)[-2:] == ["opt -O2", "nvptx"]
    assert default.stages["opt -O2"] != ptx.stages[FAST_STAGE]


@pytest.mark.irlower_no_cache  # checks in-session reuse: a cold lowering's, not one read from an earlier run
def test_llc_level_o0_reaches_the_code_generator(lower: Any, zoo: Any) -> None:
    module, inputs = zoo["mlp"]
    default = lower(module, inputs, ir_type="nvptx", opt_level="O0")
    unoptimized = lower(module, inputs, ir_type="nvptx", opt_level="O0", llc_level="O0")
    assert unoptimized.stages["opt -O0"] == default.stages["opt -O0"]
    assert "llvm_ir" in unoptimized.reused and "nvptx" not in unoptimized.reused
    assert unoptimized.commands["nvptx"] != default.commands["nvptx"]
    assert unoptimized != default  # code generation at -O0 keeps more moves and registers


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (
            {"ir_type": "llvm_ir", "opt_level": "O1"},
            "opt_level= applies to nvptx, amdgpu, spirv only, not 'llvm_ir'",
        ),
        (
            {"ir_type": "torch_mlir", "llc_level": "O0"},
            "llc_level= applies to nvptx, amdgpu, spirv only, not 'torch_mlir'",
        ),
        (
            {"ir_type": "amdgpu", "opt_level": "O9"},
            "opt_level='O9' is not a level; valid: 'O0', 'O1', 'O2', 'O3', 'Os', 'Oz'",
        ),
        ({"ir_type": "spirv", "opt_flags": ["-O1"]}, "the level is opt_level="),
    ],
)
def test_misplaced_or_bad_values_are_usage_errors(
    call: dict[str, Any], message: str, lower: Any, zoo: Any
) -> None:
    module, inputs = zoo["mlp"]
    with pytest.raises(UsageError) as info:
        lower(module, inputs, **call)
    assert message in str(info.value)
