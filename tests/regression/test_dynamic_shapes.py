"""Dynamic shapes on the zoo: torch.export's own ``dynamic_shapes=`` through every level
that takes them (goldens with portable symbol names), and a clear error from each level
that cannot."""

from __future__ import annotations

from typing import Any

import pytest
import torch
from torch.export import Dim

from pytest_irlower import UnsupportedCombination, UsageError

#: zoo model -> (example inputs to use, torch.export's dynamic_shapes); batch-1 inputs are
#: given a batch of 2 (torch.export specializes a dim of size 1)
DYNAMIC = {
    "mlp": (lambda x: (x,), ({0: Dim("batch")},)),
    "cnn": (lambda x: (x.repeat(2, 1, 1, 1),), ({0: Dim("batch")},)),
    "attention": (lambda x: (x,), ({1: Dim("seq", min=2, max=512)},)),
}

LEVELS = [
    "fx_graph",
    "core_aten_ir",
    "onnx",
    "torch_mlir",
    "tosa_mlir",
    "linalg_on_tensors_mlir",
    "stablehlo_mlir",
    "llvm_mlir",
]

#: (model, level) pairs torch-mlir cannot lower with a dynamic dim, and why
UNSUPPORTED = {
    # the runtime assert on the seq dim reads it with torch.aten.size.int, which the TOSA
    # backend does not legalize on a tensor of unknown size
    ("attention", "tosa_mlir"): r"failed to legalize operation 'torch\.aten\.size\.int'",
    ("cnn", "tosa_mlir"): r"failed to legalize operation 'torch\.aten\.size\.int'",
}


def _subject(model: str, zoo: Any) -> tuple[Any, tuple[Any, ...], Any]:
    module, inputs = zoo[model]
    make_inputs, shapes = DYNAMIC[model]
    return module, make_inputs(*inputs), shapes


@pytest.mark.parametrize("ir_type", LEVELS)
@pytest.mark.parametrize("model", list(DYNAMIC))
def test_dynamic(model: str, ir_type: str, lower: Any, golden: Any, zoo: Any) -> None:
    module, inputs, shapes = _subject(model, zoo)
    if (model, ir_type) in UNSUPPORTED:
        with pytest.raises(UnsupportedCombination, match=UNSUPPORTED[model, ir_type]) as caught:
            lower(module, inputs, ir_type=ir_type, dynamic_shapes=shapes)
        assert caught.value.combination == f"dynamic shapes -> {ir_type}"
        assert f"dynamic shapes cannot be lowered to {ir_type}" in str(caught.value)
        return
    ir = lower(module, inputs, ir_type=ir_type, dynamic_shapes=shapes)
    if ir_type in ("fx_graph", "core_aten_ir"):
        assert "[s0, " in ir or ", s0, " in ir  # torch's symbols renumbered from s0
    elif ir_type == "onnx":
        assert "s0," in ir or "s0]" in ir
    elif ir_type == "torch_mlir":
        assert 'torch.symbolic_int "s0"' in ir and "torch.bind_symbolic_shape" in ir
    elif ir_type != "llvm_mlir":
        assert "tensor<?x" in ir or "x?x" in ir
    assert ir == golden


def test_the_llvm_dialect_takes_the_dynamic_dim_as_an_argument(lower: Any, zoo: Any) -> None:
    module, inputs, shapes = _subject("mlp", zoo)
    static = lower(module, inputs, ir_type="llvm_mlir")
    dynamic = lower(module, inputs, ir_type="llvm_mlir", dynamic_shapes=shapes)
    assert static != dynamic
    assert "llvm.mlir.constant(2 : index)" in static
    dynamic.check_numerics(torch.randn(5, 16))  # another batch size runs


@pytest.mark.parametrize(
    ("ir_type", "why"),
    [
        ("torch_script_graph_ir", "torch.jit.trace specializes on the example inputs' shapes"),
        ("prims_ir", "make_fx under TorchRefsMode traces the example inputs' static shapes"),
        ("aot_joint_graph", "AOTAutograd's training graphs are traced with the example inputs'"),
    ],
)
def test_levels_without_dynamic_shapes_say_why(
    ir_type: str, why: str, lower: Any, zoo: Any
) -> None:
    module, inputs, shapes = _subject("mlp", zoo)
    with pytest.raises(UsageError, match=rf"{ir_type}'? cannot take dynamic.shapes: {why}"):
        lower(module, inputs, ir_type=ir_type, dynamic_shapes=shapes, loss_fn=None)


def test_graph_forward_cannot_take_dynamic_shapes(lower: Any, zoo: Any) -> None:
    module, inputs, shapes = _subject("mlp", zoo)
    with pytest.raises(UsageError, match="graph='forward' cannot take dynamic_shapes"):
        lower(
            module,
            inputs,
            ir_type="torch_mlir",
            dynamic_shapes=shapes,
            graph="forward",
            loss_fn=lambda out: out.sum(),
        )


def test_a_misplaced_parameter_names_only_the_ir_types_that_take_it(lower: Any) -> None:
    from triton_zoo import KERNELS

    fn, make_args = KERNELS["vector_add"]
    after_torch_mlir = (
        "torch_mlir, tosa_mlir, linalg_on_tensors_mlir, stablehlo_mlir, llvm_mlir, llvm_ir, "
        "nvptx, amdgpu, spirv, gpu_mlir, nvvm_mlir, nvptx_kernels, rocdl_mlir, amdgpu_kernels, "
        "spirv_kernels only"
    )
    with pytest.raises(UsageError) as caught:
        lower(fn, make_args(), ir_type="triton_ir", graph="forward")
    assert str(caught.value) == f"graph= applies to {after_torch_mlir}, not 'triton_ir'"
    with pytest.raises(UsageError) as caught:
        lower(torch.nn.ReLU(), (torch.randn(2),), ir_type="inductor_ir", frontend="onnx")
    # the importer feeds torch_mlir and everything built from it (IREE's phases too, when
    # the IREE family is installed)
    message = str(caught.value)
    # torchscript_mlir is the TorchScript import, whose frontend= picks 'torchscript' or 'lazy'
    assert message.startswith(
        f"frontend= applies to torchscript_mlir, {after_torch_mlir[: -len(' only')]}"
    )
    assert message.endswith(" only, not 'inductor_ir'")
    for unfed in ("fx_graph", "onnx,", "inductor", "triton", "torch_script"):
        assert unfed not in message.split(" only,")[0]
    with pytest.raises(UsageError) as caught:
        lower("func.func @f() { return }", ir_type="raw_ir", dynamic_shapes=({0: 1},))
    message = str(caught.value)
    assert message.startswith("dynamic_shapes= applies to fx_graph, core_aten_ir, ")
    for static in ("torch_script_graph_ir", "prims_ir", "aot_joint_graph", "triton_ir"):
        assert static not in message
