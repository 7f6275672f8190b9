"""The pure parts of numerics on the models people write: the results that are the user's
outputs (not torch.export's state updates), scalar and complex outputs, and the checks of
lower()'s strict= and backend_legal_ops= (docs/numerics-models.md)."""

from __future__ import annotations

import pytest
import torch

from pytest_irlower import NumericMismatch, UsageError
from pytest_irlower.checks.numerics import Runner, check, compare, flat_outputs
from pytest_irlower.engines import mlir
from pytest_irlower.engines.import_options import (
    legal_ops_of,
    onnx_backend_pipeline,
    strict_hint,
    strict_of,
    torch_backend_pipeline,
)
from pytest_irlower.engines.outputs import OutputPlan, plan_of
from pytest_irlower.engines.signature import TensorType, expected_function_type, parse_signature

# torch at the top: tox -e unit leaves this module out by path; tox -e tests runs it
pytestmark = pytest.mark.toolchain


class Fixed(Runner):
    """A runner whose outputs are given (no lowering)."""

    ir_type = "llvm_mlir"

    def __init__(self, *outputs: object) -> None:
        self.outputs = outputs

    def run(self, inputs: tuple[object, ...]) -> tuple[object, ...]:
        return self.outputs

    def reference_outputs(
        self, inputs: tuple[object, ...], reference: object
    ) -> tuple[object, ...]:
        assert callable(reference)
        return flat_outputs(reference(*inputs))


class Counts(torch.nn.Module):
    """Updates a buffer and its second input in place, returns two values."""

    def __init__(self) -> None:
        super().__init__()
        self.register_buffer("steps", torch.zeros(()))

    def forward(self, a: torch.Tensor, b: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        self.steps.add_(1)
        b.mul_(2)
        return a + 1, b.sum()


def test_the_plan_of_a_functionalized_program_names_every_result() -> None:
    program = torch.export.export(Counts(), (torch.randn(3), torch.randn(2)), strict=False)
    program = program.run_decompositions()
    plan = plan_of(program)
    assert plan is not None
    assert plan.kinds == ("buffer_mutation", "user_input_mutation", "user_output", "user_output")
    assert plan.targets == ("steps", 1, None, None)
    assert plan.user == (2, 3) and plan.input_updates == ((1, 1),) and plan.updates_state
    assert plan.user_outputs(["s", "b", "o0", "o1"]) == ("o0", "o1")
    assert plan.describe() == ["buffer mutation steps", "updated input 1", "output 0", "output 1"]
    # as LoweredIR.details carries it (JSON data), and back
    assert OutputPlan.from_details({"outputs": plan.as_details()}) == plan
    assert OutputPlan.from_details({}) is None


def test_a_model_without_updates_has_no_plan() -> None:
    program = torch.export.export(torch.nn.ReLU(), (torch.randn(3),), strict=False)
    assert plan_of(program.run_decompositions()) is None


def test_a_plan_whose_count_differs_keeps_every_result() -> None:
    plan = OutputPlan(("buffer_mutation", "user_output"), ("b", None))
    assert plan.user_outputs(["x", "y", "z"]) == ("x", "y", "z")


def test_scalar_and_complex_types_of_the_signature() -> None:
    line = (
        "func.func @main(%arg0: !torch.vtensor<[4],complex<f32>>) -> "
        "(!torch.vtensor<[4],complex<f64>>, !torch.int, !torch.float, !torch.bool)"
    )
    inputs, outputs = parse_signature(line)
    assert inputs == [TensorType((4,), "complex64")]
    assert outputs == [
        TensorType((4,), "complex128"),
        TensorType((), "int64", scalar="int"),
        TensorType((), "float64", scalar="float"),
        TensorType((), "bool", scalar="bool"),
    ]
    assert [o.describe() for o in outputs[1:]] == ["int", "float", "bool"]
    assert expected_function_type(inputs, outputs) == (
        "!llvm.func<struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64, f64, "
        "i1)> (ptr, ptr, i64, i64, i64)>"
    )
    assert (
        expected_function_type(inputs, outputs[1:2]) == "!llvm.func<i64 (ptr, ptr, i64, i64, i64)>"
    )
    # scalar inputs are inputs: a Python int/float/bool, passed by value
    scalars, _ = parse_signature(
        "func.func @main(%arg0: !torch.int, %arg1: !torch.float, %arg2: !torch.bool) -> !torch.int"
    )
    assert [s.scalar for s in scalars] == ["int", "float", "bool"]
    assert expected_function_type(scalars, outputs[1:2]) == "!llvm.func<i64 (i64, f64, i1)>"
    with pytest.raises(
        UsageError,
        match=r"input 0 of the model is !torch.list<int>: run\(\) takes and returns tensors, "
        r"and Python int/float/bool for the scalars",
    ):
        parse_signature("func.func @main(%arg0: !torch.list<int>) -> !torch.int")


def test_scalars_compare_as_assert_close_compares_python_numbers() -> None:
    assert compare("output 0", 12, 12, rtol=None, atol=None).ok
    assert not compare("output 0", 12, 13, rtol=None, atol=None).ok
    assert compare("output 0", True, True, rtol=None, atol=None).dtype == "bool"
    # a float from .item() of a float32 tensor: float32's tolerances
    assert compare("output 0", 5.263082027435303, 5.263082504272461, rtol=None, atol=None).ok
    assert not compare("output 0", 5.0, 5.1, rtol=None, atol=None).ok
    wrong = compare("output 0", torch.tensor(3), 3, rtol=None, atol=None)
    assert wrong.problem == "a tensor of int64 where the reference has a int"
    assert compare("output 0", 1, True, rtol=None, atol=None).problem.startswith("a int where")
    assert (
        "a float where the reference has a tensor"
        in compare("output 0", 1.0, torch.ones(()), rtol=None, atol=None).describe()
    )


def test_a_scalar_mismatch_names_the_values() -> None:
    with pytest.raises(NumericMismatch, match=r"output 1 \(int, shape \[\]\): 1 of 1 elements"):
        check(
            Fixed(torch.ones(2), 11),
            (),
            reference=lambda: (torch.ones(2), 12),
            rtol=None,
            atol=None,
        )


def test_complex_outputs_compare_their_real_and_imaginary_parts() -> None:
    want = torch.tensor([1 + 2j, 3 - 1j], dtype=torch.complex64)
    assert compare("output 0", want.clone(), want, rtol=None, atol=None).ok
    got = want.clone()
    got[1] = 3 - 2j
    found = compare("output 0", got, want, rtol=None, atol=None)
    assert not found.ok and found.abs_index == (1,) and found.max_abs == 1.0


def test_flat_outputs_keep_tensors_and_python_scalars() -> None:
    x = torch.ones(1)
    assert flat_outputs((x, (3, 2.5), {"k": True}, None, "text")) == (x, 3, 2.5, True)


def test_strict_is_a_bool() -> None:
    assert strict_of(None) is False and strict_of(True) is True
    with pytest.raises(UsageError, match=r"strict='yes': expected True"):
        strict_of("yes")


def test_backend_legal_ops_are_checked_sorted_and_unique() -> None:
    assert legal_ops_of(None) == ()
    ops = ["aten.flatten.using_ints", "aten.adaptive_max_pool2d", "aten.adaptive_max_pool2d"]
    assert legal_ops_of(ops) == ("aten.adaptive_max_pool2d", "aten.flatten.using_ints")
    with pytest.raises(UsageError, match=r"expected a list of op names"):
        legal_ops_of("aten.adaptive_max_pool2d")
    with pytest.raises(UsageError, match=r"'adaptive_max_pool2d' is not an op name"):
        legal_ops_of(["adaptive_max_pool2d"])
    with pytest.raises(UsageError, match=r"torch has no op 'aten.adaptive_max_pool9d'"):
        legal_ops_of(["aten.adaptive_max_pool9d"])
    with pytest.raises(UsageError, match=r"torch has no op 'aten.flatten.nope'"):
        legal_ops_of(["aten.flatten.nope"])


def test_no_legal_ops_is_exactly_the_pipeline_lower_always_ran() -> None:
    assert torch_backend_pipeline(()) == mlir.TORCH_BACKEND_PIPELINE
    assert torch_backend_pipeline(("aten.a", "aten.b")) == (
        "builtin.module(func.func(torch-match-quantized-custom-ops), "
        "torchdynamo-export-to-torch-backend-pipeline{backend-legal-ops=aten.a,aten.b "
        "extra-library=})"
    )
    assert onnx_backend_pipeline(("aten.a",)) == (
        "builtin.module(torch-onnx-to-torch-backend-pipeline{backend-legal-ops=aten.a})"
    )


def test_the_strict_hint_is_for_data_dependent_failures_of_non_strict_export() -> None:
    error = RuntimeError("Could not guard on data-dependent expression u0")
    assert "lower(..., strict=True)" in strict_hint(error, False)
    assert strict_hint(error, True) == ""
    assert strict_hint(RuntimeError("unsupported op"), False) == ""


def test_the_data_dependent_hints_name_only_what_works() -> None:
    guard = RuntimeError("Could not guard on data-dependent expression Eq(u0, 1)")
    hint = strict_hint(guard, False)
    assert "torch.cond" in hint and "frontend='torchscript'" in hint
    assert "strict=True does not take a branch" in hint
    # TorchDynamo's own refusal of a branch points at what takes one, never at strict= again
    branch = RuntimeError(
        "Data-dependent branching\n Dynamo does not support tracing dynamic control flow"
    )
    strict = strict_hint(branch, True)
    assert "torch.cond" in strict and "frontend='torchscript'" in strict
    assert "strict=True" not in strict
