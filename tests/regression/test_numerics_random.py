"""Random ops compared by distribution: torch-mlir's own random e2e cases (BernoulliModule_basic,
RandModule_basic, RandnLikeDtypeModule_basic, with their shapes scaled down) pass
check_numerics by default, and a lowering that draws uniform where normal is meant fails."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import torch
from test_numerics import TO_LLVM

from pytest_irlower import Lowerer, NumericMismatch


class Bernoulli(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.bernoulli(x)


class Rand(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.rand(256, 128) + 0 * x.sum()


class RandnLikeDtype(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.randn_like(x, dtype=torch.float64)


class RandLikeDtype(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.rand_like(x, dtype=torch.float64)


CASES: dict[str, tuple[torch.nn.Module, torch.Tensor]] = {
    "bernoulli": (Bernoulli(), torch.rand(256, 256)),
    "rand": (Rand(), torch.zeros(2)),
    "randn_like_dtype": (RandnLikeDtype(), torch.zeros(256, 128)),
}


@pytest.mark.parametrize("name", list(CASES))
def test_torch_mlirs_random_cases_pass_by_distribution(lower: Any, name: str) -> None:
    model, x = CASES[name]
    ir = lower(model, (x,), ir_type="llvm_mlir")
    (found,) = ir.check_numerics(x)
    assert "random, compared by distribution: mean" in found.describe()
    if name == "bernoulli":  # draws 0 or 1 only: its support is compared too
        assert set(torch.unique(ir.run(x)).tolist()) <= {0.0, 1.0}
    with pytest.raises(NumericMismatch, match=r"elements .* differ"):
        ir.check_numerics(x, random=False)  # element by element: the draws differ


def test_a_lowering_that_draws_uniform_for_normal_fails(tmp_path: Path) -> None:
    """The injected miscompile: a pipeline step replaces randn_like's Linalg with
    rand_like's (a user tool that prints another module), then the LLVM pipeline."""
    x = torch.zeros(256, 128)
    lowerer = Lowerer()
    uniform = lowerer.lower(RandLikeDtype(), (x,), ir_type="linalg_on_tensors_mlir")
    swapped = tmp_path / "uniform.mlir"
    swapped.write_text(uniform.stages["linalg_on_tensors_mlir"])
    ir = lowerer.lower(RandnLikeDtype(), (x,), ir_type="linalg_on_tensors_mlir",
                       pipeline=[f"cat {swapped}", TO_LLVM])  # fmt: skip
    with pytest.raises(NumericMismatch, match="random output drawn from another distribution"):
        ir.check_numerics(x)
    # the same pipeline without the swap passes: the check is not what fails
    good = lowerer.lower(RandnLikeDtype(), (x,), ir_type="linalg_on_tensors_mlir",
                         pipeline=[TO_LLVM])  # fmt: skip
    good.check_numerics(x, random=True)
