"""The PyTorch stage cache never answers for a different model state or input, and holds
nothing once the model is gone; dynamic shapes and marked-dynamic inputs."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable
from typing import Any

import pytest
import torch

from pytest_irlower import Lowerer, UsageError


class Net(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.l = torch.nn.Linear(8, 8)
        self.bn = torch.nn.BatchNorm1d(8)
        self.register_buffer("scale", torch.full((8,), 2.0))
        self.drop = torch.nn.Dropout(0.5)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.drop(self.bn(self.l(x))) * self.scale


def _build() -> tuple[Net, tuple[torch.Tensor, ...]]:
    torch.manual_seed(0)
    return Net().eval(), (torch.randn(4, 8),)


def _in_place_weight(model: Net, inputs: Any) -> Any:
    with torch.no_grad():
        model.l.weight.mul_(3.0)
    return inputs


def _replaced_weight(model: Net, inputs: Any) -> Any:
    model.l.weight = torch.nn.Parameter(torch.zeros(8, 8))
    return inputs


def _buffer(model: Net, inputs: Any) -> Any:
    model.scale.fill_(5.0)
    return inputs


def _dtype(model: Net, inputs: Any) -> Any:
    model.double()
    return (inputs[0].double(),)


def _train_mode(model: Net, inputs: Any) -> Any:
    model.train()
    return inputs


def _submodule_mode(model: Net, inputs: Any) -> Any:
    model.bn.train()
    return inputs


def _shape(model: Net, inputs: Any) -> Any:
    return (torch.randn(6, 8),)


CHANGES: dict[str, Callable[[Net, Any], Any]] = {
    "weight edited in place": _in_place_weight,
    "weight replaced": _replaced_weight,
    "buffer edited": _buffer,
    "input dtype": _dtype,
    "train mode": _train_mode,
    "one submodule's mode": _submodule_mode,
    "input shape": _shape,
}


@pytest.mark.parametrize("ir_type", ["fx_graph", "core_aten_ir", "linalg_on_tensors_mlir"])
@pytest.mark.parametrize("change", list(CHANGES))
def test_a_changed_model_or_input_is_lowered_anew(change: str, ir_type: str) -> None:
    """After each change, the shared Lowerer gives what a fresh Lowerer gives."""
    shared = Lowerer()
    model, inputs = _build()
    before = shared.lower(model, inputs, ir_type=ir_type)
    inputs = CHANGES[change](model, inputs)
    after = shared.lower(model, inputs, ir_type=ir_type)
    fresh = Lowerer().lower(model, inputs, ir_type=ir_type)
    assert after == fresh
    assert "fx_graph" not in after.reused  # exported anew
    if change in ("weight edited in place", "weight replaced", "buffer edited"):
        # the graph is the same; what matters is that it was not taken from the cache
        return
    assert after != before


def test_an_unchanged_model_reuses_its_stages_and_says_so() -> None:
    lowerer = Lowerer()
    model, inputs = _build()
    first = lowerer.lower(model, inputs, ir_type="linalg_on_tensors_mlir")
    second = lowerer.lower(model, inputs, ir_type="stablehlo_mlir")
    assert first.reused == () and second.reused == ("fx_graph", "torch_mlir")
    assert second.timings["fx_graph"] == 0.0 and second.timings["torch_mlir"] == 0.0
    assert second.timings["stablehlo_mlir"] > 0.0


def test_nothing_keeps_a_dropped_model_or_what_was_built_from_it() -> None:
    lowerer = Lowerer()
    model, inputs = _build()
    lowerer.lower(model, inputs, ir_type="llvm_ir")
    assert len(lowerer.cache) > 0
    gone = weakref.ref(model)
    del model
    gc.collect()
    assert gone() is None
    assert len(lowerer.cache) == 0


def test_dynamic_shapes_reach_every_level_that_takes_them(lower: Any) -> None:
    from torch.export import Dim

    model, inputs = _build()
    model = torch.nn.Sequential(model.l, torch.nn.ReLU()).eval()
    shapes = ({0: Dim("batch")},)
    fx = lower(model, inputs, ir_type="fx_graph", dynamic_shapes=shapes)
    assert '"f32[s0, 8]"' in fx  # torch's symbol names are renumbered from s0
    torch_ir = lower(model, inputs, ir_type="torch_mlir", dynamic_shapes=shapes)
    assert 'torch.symbolic_int "s0"' in torch_ir and "torch.bind_symbolic_shape" in torch_ir
    assert "!torch.vtensor<[?,8],f32>" in torch_ir
    for ir_type in ("tosa_mlir", "linalg_on_tensors_mlir", "stablehlo_mlir"):
        assert "tensor<?x8xf32>" in lower(model, inputs, ir_type=ir_type, dynamic_shapes=shapes)
    assert "llvm.func @main" in lower(model, inputs, ir_type="llvm_mlir", dynamic_shapes=shapes)
    static = lower(model, inputs, ir_type="linalg_on_tensors_mlir")
    assert "tensor<4x8xf32>" in static and "?x" not in static
    with pytest.raises(UsageError, match="torch_script_graph_ir cannot take dynamic_shapes"):
        lower(model, inputs, ir_type="torch_script_graph_ir", dynamic_shapes=shapes)


def test_an_input_marked_dynamic_is_an_error_pointing_to_dynamic_shapes(lower: Any) -> None:
    model, (x,) = _build()
    torch._dynamo.mark_dynamic(x, 0)
    with pytest.raises(UsageError, match=r"marked dynamic \(dims \[0\]\).*dynamic_shapes="):
        lower(model, (x,), ir_type="torch_mlir")
