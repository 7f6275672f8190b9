"""The seeds' other frontends: TorchScript's object graph (``torchscript_mlir``,
``frontend="torchscript"``) and Lazy Tensor Core (``lazy_tensor_ir``, ``frontend="lazy"``),
and ``torch.cond`` through the FX import. Real lowerings, with goldens where the text is
the point and ``check_numerics`` where the code is."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import torch

from pytest_irlower import LoweringError, UsageError
from zoo import ZOO

#: the IR types a TorchScript subject lowers to, torch_mlir through the LLVM levels
SCRIPT_CHAIN = ["torch_mlir", "tosa_mlir", "linalg_on_tensors_mlir", "stablehlo_mlir", "llvm_ir"]


class Talk(torch.nn.Module):
    """The talk's module: a tensor attribute, multiplied in."""

    def __init__(self) -> None:
        super().__init__()
        self.arange = torch.arange(3.0)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.arange


class Branchy(torch.nn.Module):
    """A data-dependent ``if`` and a ``for`` over an ``int`` argument."""

    def __init__(self) -> None:
        super().__init__()
        self.scale = torch.tensor([1.0, 2.0, 3.0])

    def forward(self, x: torch.Tensor, n: int) -> torch.Tensor:
        if x.sum() > 0:  # noqa: SIM108 (the statement form the issue names)
            y = x * self.scale
        else:
            y = x - 1.0
        for i in range(n):
            y = y + i
        return y


class Cond(torch.nn.Module):
    """The same ``if``, written with ``torch.cond``."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.cond(x.sum() > 0, lambda t: t * 2.0, lambda t: t - 1.0, (x,))


def _work(x: torch.Tensor) -> torch.Tensor:
    return x + 1


class Forked(torch.nn.Module):
    """``torch.jit.fork``: a ``prim::fork`` node, which the importer does not take."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.jit.wait(torch.jit.fork(_work, x))


class ComplexAttribute(torch.nn.Module):
    """An attribute of a type the Torch dialect has no type for."""

    def __init__(self) -> None:
        super().__init__()
        self.c = 1 + 2j

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * 2


POSITIVE, NEGATIVE = torch.tensor([1.0, 2.0, 3.0]), torch.tensor([-1.0, -2.0, -3.0])


def test_the_talks_module_is_an_object_graph(lower: Any, golden: Any) -> None:
    scripted = torch.jit.script(Talk())
    ir = lower(scripted, (torch.randn(3),), ir_type="torchscript_mlir")
    for op in (
        "torch.class_type @__torch__.test_torchscript.Talk",
        "torch.nn_module",
        'torch.slot "arange"',
        'torch.prim.GetAttr %arg0["arange"]',
        "torch.aten.mul.Tensor",
        '!torch.nn.Module<"__torch__.test_torchscript.Talk">',
        "torch.type_bound = !torch.vtensor<[3],f32>",
    ):
        assert op in ir
    assert 'torch.attr private "arange" : !torch.tensor' in ir  # nothing writes it
    assert ir == golden


@pytest.mark.parametrize("ir_type", ["linalg_on_tensors_mlir", "llvm_mlir"])
def test_the_talks_module_lowers_and_runs(ir_type: str, lower: Any) -> None:
    scripted = torch.jit.script(Talk())
    ir = lower(scripted, (torch.randn(3),), ir_type=ir_type)
    assert list(ir.stages)[:2] == ["torchscript_mlir", "torch_mlir"]
    assert "func.func @main(%arg0: !torch.vtensor<[3],f32>)" in ir.stages["torch_mlir"]
    assert "torch.nn_module" not in ir.stages["torch_mlir"]  # globalized and inlined
    if ir_type == "llvm_mlir":
        ir.check_numerics(torch.randn(3))


def test_control_flow_survives_to_linalg_and_runs_both_branches(lower: Any, golden: Any) -> None:
    scripted = torch.jit.script(Branchy())
    linalg = lower(scripted, (POSITIVE, 2), ir_type="linalg_on_tensors_mlir")
    assert "scf.if" in linalg and "scf.for" in linalg
    assert linalg == golden
    ir = lower(scripted, (POSITIVE, 2), ir_type="llvm_mlir")
    # the inputs take each branch: eager agrees on which
    assert torch.equal(scripted(POSITIVE, 0), POSITIVE * scripted.scale)
    assert torch.equal(scripted(NEGATIVE, 0), NEGATIVE - 1.0)
    for x in (POSITIVE, NEGATIVE):
        for n in (0, 3):
            ir.check_numerics(x, n)


def test_a_plain_module_is_scripted_for_frontend_torchscript(lower: Any) -> None:
    model = Branchy()  # the reference check_numerics runs (a LoweredIR holds it weakly)
    ir = lower(model, (NEGATIVE, 1), ir_type="llvm_mlir", frontend="torchscript")
    assert "scf.if" in ir.stages["linalg_on_tensors_mlir"]
    ir.check_numerics(POSITIVE, 2)
    ir.check_numerics(NEGATIVE, 2)


@pytest.mark.parametrize("ir_type", SCRIPT_CHAIN)
def test_a_traced_module_lowers_through_every_level(ir_type: str, lower: Any, zoo: Any) -> None:
    module, inputs = zoo["cnn"]
    traced = torch.jit.trace(module, inputs)
    ir = lower(traced, inputs, ir_type=ir_type)
    assert list(ir.stages)[:2] == ["torchscript_mlir", "torch_mlir"]
    if ir_type == "llvm_ir":
        ir.check_numerics(*inputs)


@pytest.fixture(scope="module")
def saved_mlp(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, tuple[Any, ...]]:
    """The zoo's MLP, scripted and written with torch.jit.save."""
    module, inputs = ZOO["mlp"]()
    path = tmp_path_factory.mktemp("saved") / "mlp.pt"
    torch.jit.save(torch.jit.script(module), str(path))
    return path, inputs


@pytest.mark.parametrize("ir_type", [*SCRIPT_CHAIN, "torchscript_mlir"])
def test_a_saved_file_lowers_through_every_level(
    ir_type: str, lower: Any, golden: Any, saved_mlp: Any
) -> None:
    path, inputs = saved_mlp
    ir = lower(path, inputs, ir_type=ir_type)
    if ir_type == "llvm_ir":
        ir.check_numerics(*inputs)  # against the loaded ScriptModule's own forward
    if ir_type in ("torchscript_mlir", "torch_mlir"):
        assert ir == golden


def test_a_saved_file_reaches_gpu_kernels(lower: Any, saved_mlp: Any) -> None:
    path, inputs = saved_mlp
    ptx = lower(path, inputs, ir_type="nvptx_kernels")
    assert ".entry" in ptx


def test_a_script_function_is_a_module_without_attributes(lower: Any) -> None:
    @torch.jit.script
    def double_or_negate(x: torch.Tensor) -> torch.Tensor:
        if bool(x.sum() > 0):
            return x * 2
        return -x

    ir = lower(double_or_negate, (POSITIVE,), ir_type="llvm_mlir")
    assert "@__torch__.GraphModule.forward" in ir.stages["torchscript_mlir"]
    ir.check_numerics(POSITIVE)
    ir.check_numerics(NEGATIVE)


def test_torch_cond_lowers_to_scf_if_and_runs_both_branches(lower: Any) -> None:
    model = Cond()
    linalg = lower(model, (POSITIVE,), ir_type="linalg_on_tensors_mlir")
    assert "scf.if" in linalg
    assert "torch.prim.If" in linalg.stages["torch_mlir"]  # imported as the Torch dialect's if
    ir = lower(model, (POSITIVE,), ir_type="llvm_mlir")
    ir.check_numerics(POSITIVE)
    ir.check_numerics(NEGATIVE)


@pytest.mark.parametrize("model", ["mlp", "cnn", "attention"])
def test_lazy_tensor_ir(model: str, lower: Any, golden: Any, zoo: Any) -> None:
    module, inputs = zoo[model]
    text = lower(module, inputs, ir_type="lazy_tensor_ir")
    assert "lazy_tensors::device_data()" in text
    assert text == golden


@pytest.mark.parametrize("model", ["mlp", "cnn", "attention"])
def test_frontend_lazy_runs_like_eager(model: str, lower: Any, zoo: Any) -> None:
    module, inputs = zoo[model]
    ir = lower(module, inputs, ir_type="llvm_mlir", frontend="lazy")
    assert list(ir.stages)[:2] == ["torchscript_mlir", "torch_mlir"]
    ir.check_numerics(*inputs)


def test_an_unsupported_node_names_its_kind_and_source_line(lower: Any) -> None:
    with pytest.raises(LoweringError) as info:
        lower(torch.jit.script(Forked()), (POSITIVE,), ir_type="torchscript_mlir")
    assert info.value.stage == "torchscript_mlir"
    assert "node kind 'prim::fork'" in str(info.value)
    assert "test_torchscript.py:" in str(info.value)


def test_an_unsupported_attribute_type_names_the_attribute(lower: Any) -> None:
    with pytest.raises(LoweringError, match="attribute 'c': TorchScript type complex"):
        lower(torch.jit.script(ComplexAttribute()), (POSITIVE,), ir_type="torchscript_mlir")


def test_frontend_names_are_checked(lower: Any, saved_mlp: Any) -> None:
    with pytest.raises(UsageError, match="'fx', 'onnx', 'torchscript', 'lazy'"):
        lower(Talk(), (POSITIVE,), ir_type="torch_mlir", frontend="jit")
    path, inputs = saved_mlp
    with pytest.raises(UsageError, match=r"a pathlib\.Path is lowered by the TorchScript frontend"):
        lower(path, inputs, ir_type="fx_graph")
    with pytest.raises(UsageError, match="not 'torch_mlir' with frontend='lazy'"):
        lower(path, inputs, ir_type="torch_mlir", frontend="lazy")
    with pytest.raises(UsageError, match=r"frontend='lazy' runs an nn\.Module"):
        lower(path, inputs, ir_type="torchscript_mlir", frontend="lazy")


def test_a_script_module_reaches_iree_and_runs(lower: Any, zoo: Any) -> None:
    module, inputs = zoo["mlp"]
    scripted = torch.jit.script(module)
    ir = lower(scripted, inputs, ir_type="iree_vm")
    assert list(ir.stages)[:3] == ["torchscript_mlir", "torch_mlir", "linalg_on_tensors_mlir"]
    ir.check_numerics(*inputs)


def test_a_path_that_holds_no_saved_module_is_named(lower: Any, tmp_path: Path) -> None:
    garbage = tmp_path / "notes.pt"
    garbage.write_text("not a TorchScript archive")
    with pytest.raises(UsageError, match=r"notes\.pt: torch\.jit\.load cannot read it"):
        lower(garbage, (POSITIVE,), ir_type="torch_mlir")
    with pytest.raises(UsageError, match=r"missing\.pt: cannot read it \(No such file"):
        lower(tmp_path / "missing.pt", (POSITIVE,), ir_type="torchscript_mlir")
