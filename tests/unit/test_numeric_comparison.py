"""The pure parts of numerics: the comparison, its message, tolerances, the Torch
signature and the LLVM function type the CPU engine expects."""

from __future__ import annotations

import math

import pytest
import torch

from pytest_irlower import LoweredIR, NumericMismatch, UsageError
from pytest_irlower.checks.numerics import Runner, check, compare, default_tolerances
from pytest_irlower.engines.signature import (
    TensorType,
    check_inputs,
    expected_function_type,
    main_signature,
    parse_signature,
)

# torch at the top: tox -e unit leaves this module out by path; tox -e tests runs it
pytestmark = pytest.mark.toolchain


class Fixed(Runner):
    """A runner whose outputs are given (no lowering)."""

    ir_type = "llvm_mlir"

    def __init__(self, *outputs: torch.Tensor) -> None:
        self.outputs = outputs

    def run(self, inputs: tuple[object, ...]) -> tuple[torch.Tensor, ...]:
        return self.outputs

    def reference_outputs(self, inputs: tuple[object, ...], reference: object) -> tuple:  # type: ignore[type-arg]
        assert callable(reference)
        out = reference(*inputs)
        return out if isinstance(out, tuple) else (out,)


def test_default_tolerances_are_assert_close_s() -> None:
    assert default_tolerances(torch.float32) == (1.3e-6, 1e-5)
    assert default_tolerances(torch.float16) == (1e-3, 1e-5)
    assert default_tolerances(torch.bfloat16) == (1.6e-2, 1e-5)
    assert default_tolerances(torch.int64) == (0.0, 0.0)
    assert default_tolerances(torch.bool) == (0.0, 0.0)


def test_the_message_names_everything_asked_for() -> None:
    expected = torch.zeros(2, 3)
    got = expected.clone()
    got[1, 2] = 0.5  # largest absolute difference
    expected[0, 1], got[0, 1] = 1e-3, 2e-3  # largest relative difference
    runner = Fixed(got)
    with pytest.raises(NumericMismatch) as info:
        check(runner, (), reference=lambda: expected, rtol=None, atol=None)
    message = str(info.value)
    assert message.startswith("llvm_mlir: 1 of 1 output(s) differ from the reference")
    assert "output 0 (float32, shape [2, 3]): 2 of 6 elements (33.3%) differ" in message
    assert "largest absolute difference 0.5 at index (1, 2) (got 0.5, expected 0)" in message
    assert "largest relative difference inf at index (1, 2)" in message
    assert "tolerances rtol=1.3e-06, atol=1e-05" in message


def test_relative_difference_where_the_reference_is_not_zero() -> None:
    result = compare(
        "output 0", torch.tensor([1.0, 2.2]), torch.tensor([1.0, 2.0]), rtol=None, atol=None
    )
    assert not result.ok and result.failed == 1
    assert result.rel_index == (1,) and math.isclose(result.max_rel, 0.1, rel_tol=1e-6)
    assert "at index (1,)" in result.describe()


def test_tolerances_given_and_defaulted_one_at_a_time() -> None:
    got, want = torch.tensor([1.0001]), torch.tensor([1.0])
    assert not compare("o", got, want, rtol=None, atol=None).ok
    assert compare("o", got, want, rtol=None, atol=1e-3).ok
    assert compare("o", got, want, rtol=1e-3, atol=None).ok
    with pytest.raises(UsageError, match=r"rtol=-1: expected a number >= 0"):
        compare("o", got, want, rtol=-1, atol=None)


def test_nan_matches_nan_and_infinities_match_themselves() -> None:
    nan, inf = float("nan"), float("inf")
    assert compare(
        "o", torch.tensor([nan, inf, -inf]), torch.tensor([nan, inf, -inf]), rtol=0, atol=0
    ).ok
    one_nan = compare("o", torch.tensor([nan, 1.0]), torch.tensor([0.0, 1.0]), rtol=0, atol=0)
    assert not one_nan.ok and one_nan.abs_index == (0,) and one_nan.max_abs == math.inf


def test_integers_and_booleans_are_exact() -> None:
    assert not compare("o", torch.tensor([3, 4]), torch.tensor([3, 5]), rtol=None, atol=None).ok
    flipped = compare(
        "o", torch.tensor([True, False]), torch.tensor([True, True]), rtol=None, atol=None
    )
    assert not flipped.ok and flipped.abs_index == (1,)


def test_dtype_shape_and_count_differences() -> None:
    dtype = compare("o", torch.zeros(2).double(), torch.zeros(2), rtol=None, atol=None)
    assert "dtype float64 where the reference has float32" in dtype.describe()
    shape = compare("o", torch.zeros(3), torch.zeros(2), rtol=None, atol=None)
    assert "shape [3] where the reference has [2]" in shape.describe()
    with pytest.raises(NumericMismatch, match=r"returned 2 output\(s\), the reference 1"):
        check(
            Fixed(torch.zeros(1), torch.zeros(1)),
            (),
            reference=lambda: torch.zeros(1),
            rtol=None,
            atol=None,
        )


def test_a_lowering_without_a_runner_says_what_can_run() -> None:
    ir = LoweredIR("text", ir_type="raw_ir", stages={"raw_ir": "text"})
    with pytest.raises(
        UsageError,
        match=r"raw_ir cannot be run: run\(\) and check_numerics\(\) execute llvm_mlir and llvm_ir",
    ):
        ir.run()


TORCH_MAIN = (
    "module {\n  func.func @main(%arg0: !torch.vtensor<[?,16],f32>, %arg1: !torch.vtensor<[],si64>,"
    " %arg2: !torch.vtensor<[4],i1>) -> (!torch.vtensor<[?,8],bf16>, !torch.vtensor<[2,3],f16>) {\n"
    "    %0 = ...\n"
)


def test_the_torch_signature_gives_dtypes_and_dims() -> None:
    line = main_signature(TORCH_MAIN)
    assert line.startswith("func.func @main(") and line.endswith("f16>)")
    inputs, outputs = parse_signature(line)
    assert inputs == [
        TensorType((None, 16), "float32"),
        TensorType((), "int64"),
        TensorType((4,), "bool"),
    ]
    assert outputs == [TensorType((None, 8), "bfloat16"), TensorType((2, 3), "float16")]
    assert outputs[0].describe() == "[?, 8] bfloat16"
    assert main_signature("module {}") == ""


def test_an_element_type_the_engine_cannot_run_is_named() -> None:
    line = "func.func @main(%arg0: !torch.vtensor<[4],f8E5M2>) -> !torch.vtensor<[4],f32>"
    with pytest.raises(
        UsageError,
        match=r"input 0 of the model has element type f8E5M2: the CPU engine runs float32, float64, float16, bfloat16, int64, int32, int16, int8, uint8, bool, complex32, complex64, complex128",
    ):
        parse_signature(line)


def test_the_function_type_of_main_under_the_default_memref_convention() -> None:
    inputs = [TensorType((2, 16), "float32"), TensorType((), "int64")]
    one = [TensorType((2, 8), "float32")]
    assert expected_function_type(inputs, one) == (
        "!llvm.func<struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> "
        "(ptr, ptr, i64, i64, i64, i64, i64, ptr, ptr, i64)>"
    )
    two = [TensorType((3,), "float32"), TensorType((), "bool")]
    assert expected_function_type(inputs[:1], two) == (
        "!llvm.func<struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, "
        "struct<(ptr, ptr, i64)>)> (ptr, ptr, i64, i64, i64, i64, i64)>"
    )


def test_inputs_are_checked_against_the_signature() -> None:
    spec = [TensorType((None, 16), "float32")]
    (prepared,) = check_inputs((torch.randn(16, 5).t(), 3), spec)  # non-tensors are left out
    assert prepared.is_contiguous() and prepared.shape == (5, 16)
    with pytest.raises(
        UsageError, match=r"input 0 is \[5, 15\] float32; the lowering takes \[\?, 16\] float32"
    ):
        check_inputs((torch.randn(5, 15),), spec)
    with pytest.raises(
        UsageError, match=r"takes 1 tensor input\(s\) \(\[\?, 16\] float32\), got 0"
    ):
        check_inputs((), spec)


def test_scalar_inputs_are_checked_and_taken_in_order() -> None:
    """A signature with !torch.int/float/bool inputs takes Python scalars there (an int
    for a float, as Python does); a body that never reads one: it was folded."""
    from pytest_irlower.engines.signature import folded_scalars

    spec = [TensorType((2,), "float32"), TensorType((), "float64", scalar="float"),
            TensorType((), "int64", scalar="int")]  # fmt: skip
    x = torch.randn(2)
    prepared = check_inputs((x, 2, 3), spec)
    assert prepared[1:] == [2.0, 3] and isinstance(prepared[1], float)
    with pytest.raises(UsageError, match=r"input 2 is float; the lowering takes a Python int"):
        check_inputs((x, 2.0, 3.5), spec)
    with pytest.raises(UsageError, match=r"input 0 is a Python float; the lowering takes a tensor"):
        check_inputs((1.0, x, 3), spec)
    text = (
        "func.func @main(%arg0: !torch.vtensor<[2],f32>, %arg1: !torch.float, %arg2: !torch.int)"
        " -> !torch.vtensor<[2],f32> {\n  %0 = torch.aten.mul.Scalar %arg0, %arg2 : ...\n}\n"
    )
    assert folded_scalars(text) == [1]
