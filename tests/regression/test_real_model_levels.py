"""Issue 13's levels on real models: transformers' BERT with a dynamic batch, the IR after
every pass of its LLVM-dialect pipeline, Llama as an already-exported program, and the
mobilenet_v3_small of the suite quantized by PT2E (torchao's X86 Inductor quantizer stops on
the suite's resnet18: "Input partition has more than one output node")."""

from __future__ import annotations

import warnings
from typing import Any

import pytest
import torch
from torch.export import Dim

from pytest_irlower import UnsupportedCombination

#: the levels that take a dynamic dim (TOSA's is checked below: it cannot)
DYNAMIC_LEVELS = [
    "fx_graph",
    "core_aten_ir",
    "torch_mlir",
    "linalg_on_tensors_mlir",
    "stablehlo_mlir",
    "llvm_mlir",
]


def _batch_of_two(real: Any) -> tuple[Any, tuple[torch.Tensor]]:
    module, (ids,) = real["hf_bert"]
    return module, (ids.repeat(2, 1),)  # torch.export specializes a dim of size 1


@pytest.mark.parametrize("level", DYNAMIC_LEVELS)
def test_bert_with_a_dynamic_batch(level: str, lower: Any, golden: Any, real: Any) -> None:
    module, inputs = _batch_of_two(real)
    ir = lower(module, inputs, ir_type=level, dynamic_shapes=({0: Dim("batch")},))
    if level.endswith("_mlir") and level != "llvm_mlir":
        assert "tensor<?x8x" in ir or "tensor<?x32x" in ir or "vtensor<[?,8" in ir
    assert ir == golden


def test_bert_with_a_dynamic_batch_to_tosa_says_why(lower: Any, real: Any) -> None:
    module, inputs = _batch_of_two(real)
    with pytest.raises(UnsupportedCombination, match="dynamic shapes cannot be lowered") as caught:
        lower(module, inputs, ir_type="tosa_mlir", dynamic_shapes=({0: Dim("batch")},))
    assert caught.value.combination == "dynamic shapes -> tosa_mlir"


def test_bert_after_each_pass_of_the_llvm_dialect_pipeline(
    lower: Any, golden: Any, filecheck: Any, real: Any
) -> None:
    module, inputs = real["hf_bert"]
    ir = lower(module, inputs, ir_type="llvm_mlir", passes=True)
    passes = ir.passes["llvm_mlir"]
    assert len(passes) > 10
    assert passes[list(passes)[-1]] == ir.stages["llvm_mlir"]
    loops = passes["convert-linalg-to-loops"]
    assert loops == golden
    filecheck(
        loops,
        """
        CHECK: func.func @main
        CHECK: scf.for
        CHECK: math.erf
        CHECK-NOT: linalg.generic
        """,
    )


@pytest.mark.parametrize("ir_type", ["fx_graph", "core_aten_ir", "torch_mlir", "llvm_ir"])
def test_llama_as_an_exported_program(ir_type: str, lower: Any, real: Any) -> None:
    module, inputs = real["hf_llama"]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        program = torch.export.export(module, inputs)
    assert lower(program, inputs, ir_type=ir_type) == lower(module, inputs, ir_type=ir_type)


@pytest.fixture(scope="module")
def quantized_mobilenet(real: Any) -> tuple[Any, tuple[Any, ...]]:
    """The suite's mobilenet_v3_small quantized by torchao's PT2E flow (X86 Inductor
    quantizer)."""
    from quantized import pt2e_x86

    return pt2e_x86(*real["mobilenet_v3_small"])


@pytest.mark.parametrize("ir_type", ["core_aten_ir", "torch_mlir", "linalg_on_tensors_mlir"])
def test_quantized_mobilenet_v3_small(
    ir_type: str, lower: Any, golden: Any, quantized_mobilenet: Any
) -> None:
    program, inputs = quantized_mobilenet
    ir = lower(program, inputs, ir_type=ir_type)
    if ir_type == "core_aten_ir":
        assert "quantized_decomposed.dequantize_per_channel" in ir
    elif ir_type == "torch_mlir":
        assert "torch.quantized_decomposed.quantize_per_tensor" in ir
    assert ir == golden


def test_quantized_mobilenet_v3_small_to_tosa_says_why(
    lower: Any, quantized_mobilenet: Any
) -> None:
    program, inputs = quantized_mobilenet
    with pytest.raises(UnsupportedCombination, match="quantized model cannot be lowered") as caught:
        lower(program, inputs, ir_type="tosa_mlir")
    assert caught.value.combination == "quantized model -> tosa_mlir"


def _first_output_sum(output: Any) -> Any:
    """BertModel returns (hidden states, pooled): the scalar loss the training graphs need."""
    return output[0].sum()


@pytest.mark.parametrize("ir_type", ["aot_forward_graph", "aot_backward_graph"])
def test_bert_training_graphs(ir_type: str, lower: Any, golden: Any, real: Any) -> None:
    # (GPT-2's and Llama's code branch on a tensor's value: AOTAutograd, which traces the
    # model's Python as prims_ir does, stops there with DataDependentOutputException)
    module, inputs = real["hf_bert"]
    ir = lower(module, inputs, ir_type=ir_type, loss_fn=_first_output_sum)
    assert ir == golden


def test_gpt2_inductor_ir(lower: Any, golden: Any, real: Any) -> None:
    module, inputs = real["hf_gpt2"]
    ir = lower(module, inputs, ir_type="inductor_ir")
    assert "SchedulerNode" in ir or "FusedSchedulerNode" in ir
    assert ir == golden
