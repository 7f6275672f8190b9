"""The TorchScript importer's fixes, each with the small model that failed before it:
runtime queries answered (ViT's ``nn.MultiheadAttention`` asks ``x.device.type``), and
the constructs of torch-mlir's e2e suite (docs/peer-suite.md) it did not take."""

from __future__ import annotations

from typing import Any

import pytest
import torch

POSITIVE, NEGATIVE = torch.tensor([1.0, 2.0, 3.0]), torch.tensor([-1.0, -2.0, -3.0])


class DeviceQuery(torch.nn.Module):
    """``nn.MultiheadAttention``'s fast-path checks in small: a tensor's device type and
    ``is_nested`` (``prim::type``, ``prim::is_nested``), which torch-mlir has no op for."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if x.device.type in ["cpu", "cuda"] and not x.is_nested:
            return x * 2.0
        return x - 1.0


class SelfAttention(torch.nn.Module):
    """A ViT encoder block's attention: ``nn.MultiheadAttention(batch_first=True)`` on
    ``(x, x, x)``, whose eval-mode fast path is ``aten::_native_multi_head_attention``."""

    def __init__(self) -> None:
        super().__init__()
        self.attention = torch.nn.MultiheadAttention(8, 2, batch_first=True)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out, _ = self.attention(x, x, x, need_weights=False)
        return out


class BranchAndTuple(torch.nn.Module):
    """An ``if`` that yields a tensor (the importer makes value tensors then) and a tuple
    returned (the method's signature holds non-value tensors): ``F.embedding`` in
    torch-mlir's ``EmbeddingForwardFlagsModule_basic``, in small."""

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        if x.sum() > 0:  # noqa: SIM108 (the statement form TorchScript keeps as prim::If)
            y = x * 2.0
        else:
            y = x - 1.0
        return y, x + 1.0


def test_a_tuple_of_value_tensors_is_returned(lower: Any) -> None:
    ir = lower(torch.jit.script(BranchAndTuple()), (POSITIVE,), ir_type="llvm_mlir")
    for inputs in (POSITIVE, NEGATIVE):  # each branch
        ir.check_numerics(inputs)


class ConstantToHalf(torch.nn.Module):
    """A tensor attribute converted with ``.to(dtype)`` (torch-mlir's folder of
    ``torch.aten.to.dtype`` crashed on a constant whose result had no dtype:
    ``ToDtypeConstBFloat16FromFloat32Module_basic``)."""

    def __init__(self) -> None:
        super().__init__()
        self.const = torch.tensor([-0.5101])

    def forward(self) -> torch.Tensor:
        return self.const.to(dtype=torch.float16)


class Item(torch.nn.Module):
    """``x.item()`` returned: TorchScript's ``Scalar``, which torch-mlir's backend contract
    rejects as ``!torch.number`` (``AtenSymConstrainRangeForSize_basic``)."""

    # no return annotation: TorchScript types x.item() as Scalar, as the e2e test has it
    def forward(self, x: torch.Tensor):
        return x.item()


def test_a_constant_converted_to_another_dtype_lowers_and_runs(lower: Any) -> None:
    ir = lower(torch.jit.script(ConstantToHalf()), (), ir_type="llvm_mlir")
    assert "-> !torch.tensor<*,f16>" in ir.stages["torchscript_mlir"]
    ir.check_numerics()


def test_item_of_an_argument_is_a_typed_scalar(lower: Any) -> None:
    x = torch.tensor([7])
    ir = lower(torch.jit.script(Item()), (x,), ir_type="llvm_mlir")
    assert "torch.aten.item %arg1 : !torch.tensor -> !torch.int" in ir.stages["torchscript_mlir"]
    ir.check_numerics(x)


def test_a_device_type_query_lowers_and_runs(lower: Any) -> None:
    ir = lower(torch.jit.script(DeviceQuery()), (POSITIVE,), ir_type="llvm_mlir")
    text = ir.stages["torchscript_mlir"]
    assert "prim.type" not in text and "prim.is_nested" not in text
    ir.check_numerics(POSITIVE)


def test_attention_under_grad_mode_imports_its_path_of_ordinary_ops(lower: Any) -> None:
    torch.manual_seed(0)
    scripted = torch.jit.script(SelfAttention().eval())
    text = lower(scripted, (torch.randn(1, 4, 8),), ir_type="torchscript_mlir").text
    for gone in ("prim.type", "prim.is_nested", "prim.requires_grad", "aten.is_grad_enabled"):
        assert gone not in text
    assert "_native_multi_head_attention" not in text
    assert "torch.aten.softmax.int" in text or "scaled_dot_product_attention" in text


class EncoderBlock(torch.nn.Module):
    """A small ViT encoder block (pre-norm attention and MLP, as ``benchmarks/models.py``'s
    ViT-B/16 has them): ``F.multi_head_attention_forward``'s ``key is value`` branches
    yield tensors that TorchScript's shape analysis leaves without a rank, which stopped
    the lowering at ``torch_mlir`` ("tensor with unknown rank")."""

    def __init__(self, dim: int = 16, heads: int = 2) -> None:
        super().__init__()
        self.norm1 = torch.nn.LayerNorm(dim)
        self.attention = torch.nn.MultiheadAttention(dim, heads, batch_first=True)
        self.norm2 = torch.nn.LayerNorm(dim)
        self.mlp = torch.nn.Sequential(
            torch.nn.Linear(dim, 2 * dim), torch.nn.GELU(), torch.nn.Linear(2 * dim, dim)
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.norm1(x)
        y, _ = self.attention(y, y, y, need_weights=False)
        x = x + y
        return x + self.mlp(self.norm2(x))


@pytest.mark.parametrize("ir_type", ["linalg_on_tensors_mlir", "llvm_mlir"])
def test_a_vit_encoder_block_lowers_and_runs(ir_type: str, lower: Any) -> None:
    torch.manual_seed(0)
    x = torch.randn(1, 5, 16)
    ir = lower(torch.jit.script(EncoderBlock().eval()), (x,), ir_type=ir_type)
    assert "scaled_dot_product_attention" in ir.stages["torchscript_mlir"]
    if ir_type == "llvm_mlir":
        ir.check_numerics(x)
        ir.check_numerics(torch.randn(1, 5, 16))


class ReflectionPad3d(torch.nn.Module):
    """An op missing from torch-mlir's dtype library (``ReflectionPad3dModuleRight_basic``):
    the result's dtype comes from the example run."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.ops.aten.reflection_pad3d(x, [0, 1, 0, 0, 0, 0])


class AnyDims(torch.nn.Module):
    """``torch.any`` over several dims (``ReduceAnyDimsFloatModule_basic``): torch-mlir's
    folder of ``torch.aten.any.dims`` crashed (SIGSEGV) on non-value tensors."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.any(x, dim=(0, 1))


class Repeat(torch.nn.Module):
    """A result whose size depends on an ``int`` argument: the example run gives it a
    rank and a dtype, never the example's sizes."""

    def forward(self, x: torch.Tensor, n: int) -> torch.Tensor:
        return x.repeat(n) * 2.0


def test_a_result_is_typed_by_the_example_run(lower: Any) -> None:
    x = torch.randn(1, 2, 3, 3, 3)
    ir = lower(torch.jit.script(ReflectionPad3d()), (x,), ir_type="tosa_mlir")
    text = ir.stages["torchscript_mlir"]
    # imported as torch's decomposition of it (torchscript_decompose), whose result is
    # cast to the example run's rank and dtype
    assert "reflection_pad3d" not in text
    assert "!torch.tensor to !torch.tensor<[?,?,?,?,?],f32>" in text
    assert "-> tensor<1x2x3x3x4xf32>" in ir.text  # padded by one on the last dim


def test_a_size_that_depends_on_an_int_argument_is_left_unknown(lower: Any) -> None:
    x = torch.randn(3)
    ir = lower(torch.jit.script(Repeat()), (x, 2), ir_type="llvm_mlir")
    assert "-> !torch.tensor<[?],f32>" in ir.stages["torchscript_mlir"]
    ir.check_numerics(x, 2)
    ir.check_numerics(x, 3)


def test_any_over_several_dims_lowers_and_runs(lower: Any) -> None:
    x = torch.tensor([[[0.0, 1.0], [0.0, 0.0]], [[0.0, 0.0], [0.0, 0.0]]])
    ir = lower(torch.jit.script(AnyDims()), (x,), ir_type="llvm_mlir")
    ir.check_numerics(x)
    ir.check_numerics(torch.zeros(2, 2, 2))


class Training(torch.nn.Module):
    """A forward that writes its module (batch norm's running statistics) and draws
    random numbers: the example run must change neither the module nor the RNG."""

    def __init__(self) -> None:
        super().__init__()
        self.norm = torch.nn.BatchNorm1d(3)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.norm(x) + torch.rand(3)


def test_the_example_run_leaves_the_module_and_the_rng_as_they_were(lower: Any) -> None:
    scripted = torch.jit.script(Training().train())
    before = scripted.norm.running_mean.clone()
    x = torch.randn(4, 3)
    torch.manual_seed(7)
    expected = torch.rand(2)
    torch.manual_seed(7)
    text = lower(scripted, (x,), ir_type="torchscript_mlir").text
    assert torch.equal(torch.rand(2), expected)
    assert torch.equal(scripted.norm.running_mean, before)
    assert "-> !torch.tensor<[?,?],f32>" in text


class FilledInPlace(torch.nn.Module):
    """A tensor written in place and returned (``EmptyModule_contiguous``): torch-mlir
    replaces the in-place op's result with the tensor it wrote, so the two must have one
    type, the one the example run gave the tensor."""

    def forward(self) -> torch.Tensor:
        return torch.empty((3, 4)).fill_(2.0)


def test_a_result_written_in_place_has_the_written_tensors_type(lower: Any) -> None:
    ir = lower(torch.jit.script(FilledInPlace()), (), ir_type="llvm_mlir")
    assert (
        # torch.empty((3, 4)) of constants: the graph fixes its sizes (ResultTypes)
        "torch.aten.fill_.Scalar %2, %float2.000000e00 : !torch.tensor<[3,4],f32>, "
        "!torch.float -> !torch.tensor<[3,4],f32>" in ir.stages["torchscript_mlir"]
    )
    ir.check_numerics()


class SliceCopied(torch.nn.Module):
    """A slice written through (``SliceCopy_Module_basic``): a view keeps TorchScript's
    type, as torch-mlir rewrites views and their writes itself (typed by the example run,
    the slice's copy reached Linalg as a scatter with indices of the wrong rank)."""

    def forward(self, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        torch.ops.aten.slice(x, 0, 2, 6, 1).copy_(y)
        return x


def test_a_slice_written_through_lowers_and_runs(lower: Any) -> None:
    x, y = torch.randn(10, 4, 4), torch.randn(4, 4, 4)
    ir = lower(torch.jit.script(SliceCopied()), (x, y), ir_type="llvm_mlir")
    ir.check_numerics(x, y)
