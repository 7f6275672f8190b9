"""The IR after every pass (``passes=True``): goldens and FileCheck of single passes."""

from __future__ import annotations

from typing import Any

import pytest
from triton_zoo import KERNELS

from pytest_irlower import UsageError


def test_mlp_llvm_mlir_pass_golden_and_filecheck(
    lower: Any, golden: Any, filecheck: Any, zoo: dict[str, Any]
) -> None:
    model, inputs = zoo["mlp"]
    ir = lower(model, inputs, ir_type="llvm_mlir", passes=True)
    assert list(ir.passes) == ["torch_mlir", "linalg_on_tensors_mlir", "llvm_mlir"]
    names = list(ir.passes["llvm_mlir"])
    assert names.index("one-shot-bufferize") < names.index("convert-linalg-to-loops")
    assert "canonicalize#2" in names and "exp-log-to-exp2-log2" in names
    # the last pass leaves what the stage shows
    assert ir.passes["llvm_mlir"][names[-1]] == ir.stages["llvm_mlir"]
    loops = ir.passes["llvm_mlir"]["convert-linalg-to-loops"]
    assert loops == golden
    filecheck(
        loops,
        """
        CHECK-LABEL: func.func @main(
        CHECK: scf.for
        CHECK: math.erf
        CHECK-NOT: linalg.generic
        """,
    )


def test_triton_passes_golden(lower: Any, golden: Any) -> None:
    fn, make_args = KERNELS["vector_add"]
    ir = lower(fn, make_args(), ir_type="triton_gpu_ir", target="nvptx", passes=True)
    assert list(ir.passes) == ["triton_ir", "triton_gpu_ir"]
    assert ir.passes["triton_ir"][list(ir.passes["triton_ir"])[-1]] == ir.stages["triton_ir"]
    assert ir.passes["triton_gpu_ir"]["tritongpu-coalesce"] == golden


def test_passes_off_empty_and_bad_values(lower: Any, zoo: dict[str, Any]) -> None:
    model, inputs = zoo["mlp"]
    assert dict(lower(model, inputs, ir_type="torch_mlir").passes) == {}
    # no stage of fx_graph's chain runs passes: an empty mapping
    assert dict(lower(model, inputs, ir_type="fx_graph", passes=True).passes) == {}
    with pytest.raises(UsageError, match=r"passes='yes': expected True"):
        lower(model, inputs, ir_type="torch_mlir", passes="yes")
