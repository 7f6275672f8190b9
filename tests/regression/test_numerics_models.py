"""Numerics on the models people write (docs/numerics-models.md): models that update state
in place, complex tensors, scalar outputs, models that only export strictly, and torch-mlir's
e2e import options. Each case is one that torch-mlir's own e2e harness passes."""

from __future__ import annotations

from typing import Any

import pytest
import torch

from pytest_irlower import LoweringError, UsageError


class Fn(torch.nn.Module):
    """A model made of one function."""

    def __init__(self, fn: Any) -> None:
        super().__init__()
        self.fn = fn

    def forward(self, *args: Any) -> Any:
        return self.fn(*args)


class Steps(torch.nn.Module):
    """Counts its calls in a buffer, and scales by the count."""

    def __init__(self) -> None:
        super().__init__()
        self.register_buffer("steps", torch.zeros(()))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.steps.add_(1)
        return x * self.steps


class Doubles(torch.nn.Module):
    """Doubles its second input in place."""

    def forward(self, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        b.mul_(2)
        return a + b


def test_a_model_updating_a_buffer_gives_its_own_output_only(lower: Any) -> None:
    model = Steps()
    x = torch.randn(3)
    ir = lower(model, (x,), ir_type="llvm_mlir")
    assert ir.details["outputs"] == [
        {"kind": "buffer_mutation", "target": "steps"},
        {"kind": "user_output", "target": None},
    ]
    out = ir.run(x)
    assert isinstance(out, torch.Tensor) and torch.equal(out, x)  # steps was 0, then 1
    # the lowering starts from the state it was lowered in, every time; so does the reference
    for _ in range(2):
        (comparison,) = ir.check_numerics(x)
        assert comparison.ok and comparison.label == "output 0"
    assert model.steps.item() == 0.0  # check_numerics changed nothing the test holds


def test_batchnorm_in_training_mode_compares_its_output(lower: Any) -> None:
    model = torch.nn.BatchNorm1d(4).train()
    x = torch.randn(3, 4)
    ir = lower(model, (x,), ir_type="llvm_mlir")
    assert [o["kind"] for o in ir.details["outputs"]] == [
        *["buffer_mutation"] * 3,
        "user_output",
    ]
    (comparison,) = ir.check_numerics(x)
    assert comparison.ok and comparison.shape == (3, 4)
    assert torch.equal(model.running_mean, torch.zeros(4))  # untouched by check_numerics


def test_an_input_updated_in_place_is_updated_by_run_as_eagerly(lower: Any) -> None:
    model = Doubles()
    a, b = torch.randn(3), torch.randn(3)
    ir = lower(model, (a, b.clone()), ir_type="llvm_mlir")
    eager_b = b.clone()
    eager = model(a, eager_b)
    mine_b = b.clone()
    got = ir.run(a, mine_b)
    assert torch.allclose(got, eager) and torch.allclose(mine_b, eager_b)
    before = b.clone()
    (comparison,) = ir.check_numerics(a, b)
    assert comparison.ok and torch.equal(b, before)  # compared on copies


def c64(*shape: int) -> torch.Tensor:
    return torch.randn(*shape, dtype=torch.complex64)


COMPLEX = {
    "mul": (lambda a, b: torch.mul(a, b), lambda: (c64(4), c64(4))),
    "mul_complex128": (
        lambda a, b: torch.mul(a, b),
        lambda: (c64(4), torch.randn(4, dtype=torch.complex128)),
    ),
    "real": (lambda a: torch.ops.aten.real(a), lambda: (c64(5),)),
    "imag": (lambda a: torch.ops.aten.imag(a), lambda: (c64(5),)),
    "view_as_complex": (torch.view_as_complex, lambda: (torch.randn(5, 2),)),
    "view_as_real": (torch.view_as_real, lambda: (c64(10, 6, 1),)),
    "slice": (lambda x: x[0:5:1, 1:3:1, 2:4:1], lambda: (c64(6, 4, 7),)),
    "cat": (lambda a, b: torch.cat([a, b], 1), lambda: (c64(2, 1, 4), torch.randn(2, 3, 4))),
    "l1_norm": (lambda a: torch.linalg.vector_norm(a, dim=0, ord=1), lambda: (c64(3, 4, 5),)),
}


@pytest.mark.parametrize("case", list(COMPLEX))
def test_complex_tensors_run_and_compare(case: str, lower: Any) -> None:
    fn, make = COMPLEX[case]
    model, inputs = Fn(fn), make()
    ir = lower(model, inputs, ir_type="llvm_mlir")
    comparisons = ir.check_numerics(*make())
    assert comparisons and all(c.ok for c in comparisons)


class Scalars(torch.nn.Module):
    """A tensor, then an int, a float and a bool, as eager PyTorch returns them."""

    def forward(self, x: torch.Tensor) -> Any:
        return x * 2, torch.ops.aten.numel(x), x.sum().item(), bool(x.shape[0] == 3)


def test_scalar_outputs_are_python_scalars(lower: Any) -> None:
    model = Scalars()
    x = torch.randn(3, 4)
    ir = lower(model, (x,), ir_type="llvm_mlir")
    tensor, count, total, flag = ir.run(x)
    assert tensor.shape == (3, 4) and (count, flag) == (12, True)
    assert type(count) is int and type(total) is float and type(flag) is bool
    comparisons = ir.check_numerics(torch.randn(3, 4))
    assert [c.dtype for c in comparisons] == ["float32", "int", "float", "bool"]
    assert all(c.ok for c in comparisons)


class ToInt(torch.nn.Module):
    """``int(t)``: a data-dependent value, which only strict export captures."""

    def forward(self, x: torch.Tensor) -> int:
        return int(x)


def test_a_model_that_exports_only_strictly_lowers_with_strict_true(lower: Any) -> None:
    model = ToInt()
    x = torch.tensor(3)
    with pytest.raises(LoweringError) as info:
        lower(model, (x,), ir_type="llvm_mlir")
    assert info.value.stage == "fx_graph"
    assert "GuardOnDataDependentSymNode" in str(info.value)
    assert "lower(..., strict=True)" in str(info.value)
    ir = lower(model, (x,), ir_type="llvm_mlir", strict=True)
    assert "-> !torch.int" in ir.stages["torch_mlir"]
    assert ir.run(torch.tensor(41)) == 41
    assert ir.check_numerics(torch.tensor(-7))[0].ok


def test_strict_is_refused_where_torch_export_does_not_run(lower: Any) -> None:
    model = torch.nn.ReLU()
    x = torch.randn(3)
    with pytest.raises(UsageError) as caught:
        lower(model, (x,), ir_type="torch_script_graph_ir", strict=True)
    message = str(caught.value)
    assert message.startswith("strict= applies to fx_graph, core_aten_ir, ")
    assert message.endswith(
        " only, not 'torch_script_graph_ir' (it is passed to torch.export.export, which does "
        "not make it)"
    )
    for untraced in ("prims_ir", "aot_joint_graph", "triton_ir"):
        assert untraced not in message
    program = torch.export.export(model, (x,))
    with pytest.raises(UsageError, match=r"an ExportedProgram is exported already"):
        lower(program, (x,), ir_type="fx_graph", strict=True)
    with pytest.raises(
        UsageError, match=r"backend_legal_ops= applies to torch_mlir, .* only, not 'fx_graph'"
    ):
        lower(model, (x,), ir_type="fx_graph", backend_legal_ops=["aten.relu"])


def test_strict_false_is_today_s_export(lower: Any) -> None:
    model = Fn(lambda x: x.relu() + 1)
    x = torch.randn(3)
    default = lower(model, (x,), ir_type="linalg_on_tensors_mlir")
    assert lower(model, (x,), ir_type="linalg_on_tensors_mlir", strict=False) == default
    assert lower(model, (x,), ir_type="linalg_on_tensors_mlir", strict=True) == default


def test_adaptive_max_pool_lowers_with_torch_mlir_s_e2e_legal_ops(lower: Any) -> None:
    model = torch.nn.AdaptiveMaxPool2d((7, 13))
    x = torch.randn(1, 512, 10, 16)
    with pytest.raises(LoweringError) as info:
        lower(model, (x,), ir_type="llvm_mlir")
    assert info.value.stage == "linalg_on_tensors_mlir"
    ir = lower(model, (x,), ir_type="llvm_mlir", backend_legal_ops=["aten.adaptive_max_pool2d"])
    assert "torch.aten.adaptive_max_pool2d" in ir.stages["torch_mlir"]
    assert ir.check_numerics(torch.randn(1, 512, 10, 16))[0].ok
