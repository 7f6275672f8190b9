"""Triton kernels launched on the GPU and compared with a reference (an NVIDIA GPU runs them)."""

from __future__ import annotations

from typing import Any

import pytest
import torch
import triton
import triton.language as tl
from triton_zoo import KERNELS, fused_softmax, vector_add

from pytest_irlower import NumericMismatch, UsageError


@triton.jit
def vector_add_miscompiled(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    """vector_add with its addition turned into a subtraction."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x - y, mask=mask)


@triton.jit
def vector_add_clobbering(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    """vector_add that also writes its result over an input."""
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x + y, mask=mask)
    tl.store(x_ptr + offs, x + y, mask=mask)


def add_reference(x: Any, y: Any, out: Any, n: int, block: int) -> None:
    """What vector_add computes, written into its output argument as the kernel writes it."""
    out.copy_(x + y)


def add_args() -> tuple[Any, ...]:
    x = torch.randn(5000, device="cuda")
    return x, torch.randn_like(x), torch.zeros_like(x), 5000, 1024


@pytest.mark.gpu("nvidia")
def test_a_launched_kernel_matches_its_reference(lower: Any) -> None:
    args = add_args()
    x, y, out = args[:3]
    ir = lower(vector_add, args, ir_type="triton_nvptx", launch=True, grid=(5,))
    out.zero_()  # the lowering's launch wrote into it
    ran_x, ran_y, got = ir.run(*args)
    torch.testing.assert_close(got, x + y)
    assert torch.equal(ran_x, x) and torch.equal(ran_y, y)
    assert not out.any()  # run() launched on copies
    comparisons = ir.check_numerics(*args, reference=add_reference)
    assert [c.label for c in comparisons] == [
        "argument 0 (x_ptr)",
        "argument 1 (y_ptr)",
        "argument 2 (out_ptr)",
    ]
    assert all(c.ok for c in comparisons)


@pytest.mark.gpu("nvidia")
def test_fused_softmax_matches_torch(lower: Any) -> None:
    _, make_args = KERNELS["fused_softmax"]
    out, x, *rest = make_args("cuda")
    x.normal_()
    args = (out, x, *rest)
    ir = lower(fused_softmax, args, ir_type="triton_gpu_ir", launch=True, grid=(x.shape[0],))
    ir.check_numerics(*args, reference=lambda out, x, *_: out.copy_(torch.softmax(x, -1)))


@pytest.mark.gpu("nvidia")
def test_a_miscompiled_kernel_is_a_numeric_mismatch(lower: Any) -> None:
    args = add_args()
    ir = lower(vector_add_miscompiled, args, ir_type="triton_nvptx", launch=True, grid=(5,))
    with pytest.raises(NumericMismatch) as info:
        ir.check_numerics(*args, reference=add_reference)
    lines = str(info.value).splitlines()
    assert lines[0] == "triton_nvptx: 1 of 3 output(s) differ from the reference"
    assert lines[1].startswith("argument 2 (out_ptr) (float32, shape [5000]): ")
    assert lines[2].startswith("  largest absolute difference ")
    assert lines[-1] == "  tolerances rtol=1.3e-06, atol=1e-05"


@pytest.mark.gpu("nvidia")
def test_a_kernel_that_writes_into_an_input_is_caught(lower: Any) -> None:
    args = add_args()
    ir = lower(vector_add_clobbering, args, ir_type="triton_ir", launch=True, grid=(5,))
    with pytest.raises(NumericMismatch, match=r"argument 0 \(x_ptr\) \(float32, shape \[5000\]\)"):
        ir.check_numerics(*args, reference=add_reference)


def test_a_kernel_lowered_ahead_of_time_is_not_run(lower: Any) -> None:
    fn, make_args = KERNELS["vector_add"]
    ir = lower(fn, make_args(), ir_type="triton_ir")
    with pytest.raises(UsageError, match=r"runs only when lowered with launch=True"):
        ir.check_numerics(*make_args(), reference=add_reference)
