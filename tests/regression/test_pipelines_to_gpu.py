"""Pipelines of tool stages on zoo models, ending in PTX, AMDGCN and SPIR-V."""

from __future__ import annotations

import re
from typing import Any

import pytest

PIPELINES = {
    "ptx": (
        "mlir-opt --canonicalize --cse | mlir-translate --mlir-to-llvmir | opt -O2 "
        "| llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80",
        [r"(?m)^\.target sm_80$", r"\.visible \.func .*main\("],
    ),
    "amdgcn": (
        "mlir-opt --canonicalize | mlir-translate --mlir-to-llvmir | opt -O2 "
        "| llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a",
        [
            r'\.amdgcn_target "(amdgcn|amdgpu[0-9.a-z]+)-amd-amdhsa-(unknown)?-gfx90a"',
            r"(?m)^main:",
        ],
    ),
    "spirv": (
        "mlir-translate --mlir-to-llvmir | opt -O2 | llc -mtriple=spirv64-unknown-unknown",
        [r"OpCapability Kernel", r'OpName %\d+ "main"'],
    ),
}


@pytest.mark.irlower_no_cache  # it checks that every stage ran, with its timing
@pytest.mark.parametrize("end", list(PIPELINES))
@pytest.mark.parametrize("model", ["mlp", "embedding"])
def test_pipeline_to_gpu_code(model: str, end: str, lower: Any, zoo: Any) -> None:
    module, inputs = zoo[model]
    spec, patterns = PIPELINES[end]
    code = lower(module, inputs, ir_type="llvm_mlir", pipeline=spec)
    names = [stage.strip() for stage in spec.split("|")]
    assert list(code.stages)[-len(names) :] == names
    for pattern in patterns:
        assert re.search(pattern, code), pattern
    for name in names:
        assert code.engines[name] and code.commands[name] and code.timings[name] > 0
    # every intermediate stage is kept, readable IR
    assert "llvm.func @main" in code.stages["llvm_mlir"]
    assert "define " in code.stages["opt -O2"]


def test_pipeline_output_equals_the_built_in_chain(lower: Any, zoo: Any) -> None:
    """The in-process mlir-translate stage gives the built-in llvm_ir, weights elided alike."""
    module, inputs = zoo["mlp"]
    via_pipeline = lower(
        module, inputs, ir_type="llvm_mlir", pipeline="mlir-translate --mlir-to-llvmir"
    )
    assert via_pipeline == lower(module, inputs, ir_type="llvm_ir")
