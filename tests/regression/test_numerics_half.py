"""bf16 and f16 at ``llvm_mlir``: they run on any x86 CPU and round as eager PyTorch rounds.

The pipeline computes each bf16 op in f32 and rounds it (``engines/halfprecision.py``):
without that, a CPU without ``avx512_bf16`` could not JIT bf16 arithmetic at all, and with the
emulation passes' own ``fastmath<contract>`` left in place, a rounding step was folded away.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
import torch


class Fn(torch.nn.Module):
    """A model made of one function."""

    def __init__(self, fn: Any) -> None:
        super().__init__()
        self.fn = fn

    def forward(self, *args: torch.Tensor) -> Any:
        return self.fn(*args)


#: an LLVM-dialect float op or conversion on bf16: what x86 without avx512_bf16 cannot JIT
BF16_ARITHMETIC = re.compile(
    r"llvm\.(fadd|fsub|fmul|fdiv|frem|fneg|fptrunc|fpext|sitofp|uitofp|intr\.\w+)\b[^\n]*\bbf16\b"
)


def test_no_bf16_arithmetic_reaches_llvm(lower: Any) -> None:
    x = torch.randn(4, 4, dtype=torch.bfloat16)
    model = Fn(lambda x: torch.tanh(x @ x.T) * 3 - x.to(torch.int64).to(torch.bfloat16))
    ir = lower(model, (x,), ir_type="llvm_mlir")
    assert "bf16" in ir  # the buffers are still bf16
    assert not BF16_ARITHMETIC.findall(ir)
    ir.check_numerics(x)


def test_bf16_rounds_after_every_op_as_eager_does(lower: Any) -> None:
    # x * 3 lands next to 1: rounding it to bf16 before subtracting 1 (as eager does) or not
    # (the folded extf(truncf(x))) changes the result by far more than bf16's tolerance
    x = torch.linspace(0.3, 0.37, 256).to(torch.bfloat16)
    model = Fn(lambda x: x * 3 - 1)
    ir = lower(model, (x,), ir_type="llvm_mlir")
    assert torch.equal(ir.run(x), model(x))


@pytest.mark.parametrize("dtype", ["bfloat16", "float16"])
@pytest.mark.parametrize("op", ["exp", "tanh", "pow", "log", "sigmoid"])
def test_half_precision_math_matches_eager(op: str, dtype: str, lower: Any) -> None:
    fns = {
        "exp": torch.exp,
        "tanh": torch.tanh,
        "pow": lambda x: x.abs() ** 1.5,
        "log": lambda x: torch.log(x.abs() + 1),
        "sigmoid": torch.sigmoid,
    }
    x = torch.linspace(-3, 3, 512).to(getattr(torch, dtype))
    ir = lower(Fn(fns[op]), (x,), ir_type="llvm_mlir")
    ir.check_numerics(x)
