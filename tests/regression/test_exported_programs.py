"""Already-exported subjects: a torch.export.ExportedProgram lowered as a model is, and a
PT2E-quantized model (torchao, X86 Inductor quantizer) through Core ATen and torch-mlir."""

from __future__ import annotations

import warnings
from typing import Any

import pytest
import torch

from pytest_irlower import UnsupportedCombination, UsageError

#: IR types made from torch.export's program: a program gives what its model gives
FROM_PROGRAM = ["fx_graph", "core_aten_ir", "torch_mlir", "linalg_on_tensors_mlir", "llvm_ir"]


def _export(module: Any, inputs: tuple[Any, ...]) -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return torch.export.export(module, inputs, strict=False)


@pytest.mark.parametrize("ir_type", FROM_PROGRAM)
@pytest.mark.parametrize("model", ["mlp", "cnn"])
def test_a_program_lowers_as_its_model_does(model: str, ir_type: str, lower: Any, zoo: Any) -> None:
    module, inputs = zoo[model]
    program = _export(module, inputs)
    from_program = lower(program, inputs, ir_type=ir_type)
    assert from_program == lower(module, inputs, ir_type=ir_type)
    assert "fx_graph" in from_program.stages


def test_a_program_brings_its_own_example_inputs_and_runs(lower: Any, zoo: Any) -> None:
    module, inputs = zoo["mlp"]
    program = _export(module, inputs)
    ir = lower(program, ir_type="llvm_mlir")
    ir.check_numerics(*inputs)  # the reference is program.module()
    assert lower(program, ir_type="prims_ir") == lower(module, inputs, ir_type="prims_ir")


def test_inputs_that_do_not_match_the_program_are_refused(lower: Any, zoo: Any) -> None:
    module, inputs = zoo["mlp"]
    program = _export(module, inputs)
    with pytest.raises(UsageError, match=r"got \[3, 16\] float32, the program takes \[2, 16\]"):
        lower(program, (torch.randn(3, 16),), ir_type="fx_graph")
    with pytest.raises(UsageError, match=r"takes 1 input\(s\) \(x: \[2, 16\] float32\), got 2"):
        lower(program, (*inputs, *inputs), ir_type="torch_mlir")
    with pytest.raises(UsageError, match="got \\[2, 16\\] float64"):
        lower(program, (inputs[0].double(),), ir_type="core_aten_ir")


def test_a_dynamic_program_takes_any_size_in_its_range(lower: Any, zoo: Any) -> None:
    module, inputs = zoo["mlp"]
    batch = torch.export.Dim("batch", min=2, max=64)
    program = torch.export.export(module, inputs, dynamic_shapes=({0: batch},))
    ir = lower(program, (torch.randn(7, 16),), ir_type="linalg_on_tensors_mlir")
    assert "tensor<?x16xf32>" in ir
    assert ir == lower(
        module, inputs, ir_type="linalg_on_tensors_mlir", dynamic_shapes=({0: batch},)
    )
    with pytest.raises(UsageError, match=r"dim 0 is 100, outside the range"):
        lower(program, (torch.randn(100, 16),), ir_type="fx_graph")
    with pytest.raises(UsageError, match="an ExportedProgram is exported already"):
        lower(program, inputs, ir_type="fx_graph", dynamic_shapes=({0: batch},))


def test_torchscript_cannot_take_a_program(lower: Any, zoo: Any) -> None:
    module, inputs = zoo["mlp"]
    with pytest.raises(UsageError, match="torch_script_graph_ir cannot take an ExportedProgram"):
        lower(_export(module, inputs), inputs, ir_type="torch_script_graph_ir")


def test_training_graphs_of_a_program_are_its_modules(lower: Any, zoo: Any) -> None:
    module, inputs = zoo["mlp"]
    ir = lower(_export(module, inputs), inputs, ir_type="aot_backward_graph", loss_fn=torch.sum)
    assert "mm" in ir and "AOTAutograd backward graph" in ir


# -- a PT2E-quantized model ------------------------------------------------------------------


@pytest.fixture(scope="module")
def quantized(zoo: Any) -> tuple[Any, tuple[Any, ...]]:
    """The zoo's CNN quantized by torchao's PT2E flow (X86 Inductor quantizer), exported."""
    from quantized import pt2e_x86

    return pt2e_x86(*zoo["cnn"])


@pytest.mark.parametrize("ir_type", ["core_aten_ir", "torch_mlir", "linalg_on_tensors_mlir"])
def test_quantized(ir_type: str, lower: Any, golden: Any, quantized: Any) -> None:
    program, inputs = quantized
    ir = lower(program, inputs, ir_type=ir_type)
    if ir_type == "core_aten_ir":
        assert "torch.ops.quantized_decomposed.quantize_per_tensor.default(x, " in ir
        assert "torch.ops.quantized_decomposed.dequantize_per_channel.default(" in ir
    elif ir_type == "torch_mlir":
        assert "torch.quantized_decomposed.quantize_per_tensor %arg0" in ir
        assert "-> !torch.vtensor<[1,3,16,16],ui8>" in ir
        assert ": !torch.vtensor<[8,3,3,3],si8>" in ir
    assert ir == golden


def test_quantized_linalg_shows_the_integer_arithmetic(
    lower: Any, filecheck: Any, quantized: Any
) -> None:
    program, inputs = quantized
    ir = lower(program, inputs, ir_type="linalg_on_tensors_mlir")
    # the int8 weights dequantized per channel: (w - zero_point) * scale
    # CHECK-LABEL: func.func @main(%arg0: tensor<1x3x16x16xf32>)
    # CHECK: ins(%{{.*}}, %{{.*}}, %{{.*}} : tensor<8x3x3x3xi8>, tensor<8xf32>, tensor<8xi64>)
    # CHECK-NEXT: ^bb0
    # CHECK-NEXT: arith.extsi %{{.*}} : i8 to i64
    # CHECK-NEXT: arith.subi
    # CHECK-NEXT: arith.sitofp
    # CHECK-NEXT: arith.mulf
    # the input quantized to uint8: divide by the scale, round, add the zero point, clamp
    # CHECK: ins(%arg0 : tensor<1x3x16x16xf32>) outs(%{{.*}} : tensor<1x3x16x16xi8>)
    # CHECK: arith.divf
    # CHECK-NEXT: math.roundeven
    # CHECK: arith.fptoui %{{.*}} : f32 to i8
    # CHECK: linalg.conv_2d_nchw_fchw
    filecheck(ir)


def test_quantized_model_runs_on_the_cpu_as_eager(lower: Any, quantized: Any) -> None:
    program, inputs = quantized
    lower(program, inputs, ir_type="llvm_mlir").check_numerics(*inputs)


@pytest.mark.parametrize(
    ("ir_type", "why"),
    [
        ("tosa_mlir", "failed to legalize operation 'torch.quantized_decomposed.dequantize_per_"),
        ("stablehlo_mlir", "failed to legalize operation 'torch.vtensor.literal'"),
    ],
)
def test_quantized_model_to_tosa_or_stablehlo_says_why(
    ir_type: str, why: str, lower: Any, quantized: Any
) -> None:
    program, inputs = quantized
    with pytest.raises(UnsupportedCombination) as caught:
        lower(program, inputs, ir_type=ir_type)
    assert caught.value.combination == f"quantized model -> {ir_type}"
    assert caught.value.stage == ir_type
    message = str(caught.value)
    assert f"a quantized model cannot be lowered to {ir_type}" in message
    assert "torch.quantized_decomposed.quantize_per_tensor" in message and why in message
