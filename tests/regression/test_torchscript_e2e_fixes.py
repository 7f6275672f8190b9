"""The TorchScript frontend against the cases where it trailed the FX path on torch-mlir's
e2e suite (docs/peer-suite.md), each with a small model of the failing construct."""

from __future__ import annotations

from typing import Any

import torch


class RoundInt(torch.nn.Module):
    """``round``/``floor``/``trunc``/``fix`` of an integer tensor (torch-mlir folds each to
    its operand: ``AtenRoundIntModule_basic``, ``ElementwiseFixIntModule_basic``)."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.round(x) + torch.floor(x) * 2 + torch.trunc(x) * 3 + torch.fix(x) * 5


def test_rounding_an_integer_tensor_lowers_and_runs(lower: Any) -> None:
    x = torch.randint(-10, 10, (3, 4))
    ir = lower(torch.jit.script(RoundInt()), (x,), ir_type="llvm_mlir")
    ir.check_numerics(x)


class FixedSizeTensors(torch.nn.Module):
    """Tensors whose sizes the graph fixes: ``torch.tensor`` of a one-element list (of a
    size of the input: ``TensorAlloc1dStaticModule_basic``; of a constant, converted:
    ``UInt8Tensor_basic``) and ``tril_indices(0, 0)`` (``TrilIndicesAllZerosModule_basic``),
    which torch-mlir folds to a literal of the result's type."""

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        size = torch.tensor([x.shape[0]])
        byte = torch.tensor([128], dtype=torch.uint8).to(torch.float32)
        return size, byte, torch.tril_indices(0, 0)


def test_tensors_of_fixed_sizes_lower_and_run(lower: Any) -> None:
    x = torch.rand(2, 3)
    ir = lower(torch.jit.script(FixedSizeTensors()), (x,), ir_type="llvm_mlir")
    ir.check_numerics(x)


def test_a_tensor_of_a_list_literal_is_typed_with_its_sizes(lower: Any) -> None:
    x = torch.rand(2, 3)
    text = lower(torch.jit.script(FixedSizeTensors()), (x,), ir_type="torchscript_mlir")
    assert "-> !torch.tensor<[1],si64>" in text
    assert "torch.aten.tril_indices" in text and "!torch.tensor<[2,0],si64>" in text


class StridedOfAView(torch.nn.Module):
    """``as_strided`` of a view (``AtenAsStridedAfterTModule_basic``): it reads the
    input's storage, which the Torch dialect does not carry, and torch-mlir has no
    decomposition of it."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.as_strided(x.t(), (2, 3), (1, 4), 1)


def test_as_strided_of_a_view_is_a_gather_that_runs(lower: Any) -> None:
    x = torch.rand(3, 4)
    ir = lower(torch.jit.script(StridedOfAView()), (x,), ir_type="llvm_mlir")
    imported = ir.stages["torchscript_mlir"]
    assert "torch.aten.index.Tensor %arg1" in imported and "as_strided" not in imported
    ir.check_numerics(x)
    ir.check_numerics(torch.rand(3, 4))


class Decomposed(torch.nn.Module):
    """Ops torch-mlir cannot lower from TorchScript, which ``torch.export`` decomposes on
    the FX path: ``reflection_pad3d`` (no Linalg lowering: ``ReflectionPad3dModule_basic``),
    ``max_pool1d`` with dilation and ``ceil_mode`` (its shape function and lowering
    disagree: ``MaxPool1dWithIndicesCeilModeModule_basic``), ``xlogy`` (no Linalg lowering:
    ``ElementwiseXlogyTensorModule_basic``), ``_weight_norm_interface`` with its ``dim`` an
    attribute (torch-mlir's decomposition returns the wrong norm:
    ``WeightNormInterfaceModule_basic``)."""

    def __init__(self) -> None:
        super().__init__()
        self.dim = 2

    def forward(
        self, x: torch.Tensor, v: torch.Tensor, g: torch.Tensor
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
        padded = torch.ops.aten.reflection_pad3d(x, [1, 2, 1, 0, 2, 1])
        pooled = torch.ops.aten.max_pool1d(x.flatten(2), [6], [2], [3], [2], True)
        logs = torch.xlogy(x, x + 1.0)
        weighted, norm = torch._weight_norm_interface(v, g, self.dim)
        return padded, pooled, logs, weighted, norm


def test_ops_torch_decomposes_lower_and_run(lower: Any) -> None:
    inputs = (torch.rand(1, 2, 3, 4, 5), torch.rand(3, 10, 10), torch.rand(1, 1, 10))
    ir = lower(torch.jit.script(Decomposed()), inputs, ir_type="llvm_mlir")
    imported = ir.stages["torchscript_mlir"]
    for op in ("reflection_pad3d", "max_pool1d", "xlogy", "weight_norm"):
        assert op not in imported, op
    ir.check_numerics(*inputs)


class DilatedPool(torch.nn.Module):
    """``nn.MaxPool1d`` with dilation, a submodule (``MaxPool1dModule_basic``): its op is
    in a method ``forward`` calls, which the exported forward inlines so that the example
    run reaches it (and decomposes it: ``torchscript_decompose``)."""

    def __init__(self) -> None:
        super().__init__()
        self.pool = torch.nn.MaxPool1d(kernel_size=6, stride=2, padding=3, dilation=2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.pool(x)


def test_a_submodules_op_is_reached_by_the_example_run(lower: Any) -> None:
    x = torch.rand(1, 1, 20)
    ir = lower(torch.jit.script(DilatedPool()), (x,), ir_type="llvm_mlir")
    assert "torch.prim.CallMethod" not in ir.stages["torchscript_mlir"]
    ir.check_numerics(x)


class OfArguments(torch.nn.Module):
    """Ops of the arguments that torch-mlir replaces by an argument, whose result must then
    have the argument's sizes (``TModuleRank1_basic``: ``t`` of rank 1;
    ``Aten_TrilinearModule_basic``: ``_trilinear`` without sum dims), and
    ``native_batch_norm`` in eval mode with its saved statistics returned
    (``NativeBatchNorm1DModule_basic``)."""

    def forward(
        self, x: torch.Tensor, a: torch.Tensor, mean: torch.Tensor, var: torch.Tensor
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
        out, saved_mean, saved_invstd = torch.native_batch_norm(
            a, mean, var, mean, var, False, 0.1, 1e-5
        )
        trilinear = torch.ops.aten._trilinear(a, a, a, [], [], [], [], 0)
        return torch.t(x), trilinear, out, saved_mean, saved_invstd


def test_ops_of_the_arguments_keep_their_sizes(lower: Any) -> None:
    inputs = (torch.rand(3), torch.rand(2, 5, 3), torch.rand(5), torch.rand(5) + 0.5)
    ir = lower(torch.jit.script(OfArguments()), inputs, ir_type="llvm_mlir")
    assert (
        "torch.aten.t %arg1 : !torch.tensor -> !torch.tensor<[3],f32>"
        in ir.stages["torchscript_mlir"]
    )
    ir.check_numerics(*inputs)
