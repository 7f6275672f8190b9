"""Numerics after torch's thread pool: a forked child never waits for threads it lacks.

A process that has run a parallel torch op holds an OpenMP thread team; a child forked
from it that runs a parallel op of its own (copying a result of more than 32,768
elements out of the ExecutionEngine's memory is one) used to wait forever for the team's
threads, which a fork does not copy. The first ``check_numerics`` of a large output
started the team itself (its eager reference), so the second one hung.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import torch

from pytest_irlower import Lowerer, LowerOptions

#: well inside the default limit, and long enough for these small models on a busy machine
TIMEOUT = 60.0


class Double(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * 2


class Outer(torch.nn.Module):
    def forward(self, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        return torch.relu(x[:, None] * y[None, :])


class Conv(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 8, 3, padding=1)

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        y = self.conv(x)
        return y, torch.sigmoid(y).sum(dim=1)


def models() -> dict[str, tuple[torch.nn.Module, tuple[torch.Tensor, ...]]]:
    torch.manual_seed(0)
    return {
        "elementwise": (Double(), (torch.rand(40000),)),
        "outer": (Outer(), (torch.rand(300), torch.rand(200))),
        "conv": (Conv().eval(), (torch.rand(1, 3, 72, 72),)),
    }


@pytest.fixture
def thread_team() -> Iterator[None]:
    """Default-like threads (at least two), and a team that exists: a large eager op ran."""
    saved = torch.get_num_threads()
    torch.set_num_threads(max(2, saved))
    (torch.rand(1 << 20) * 2).sum()
    yield
    torch.set_num_threads(saved)


@pytest.mark.usefixtures("thread_team")
def test_check_numerics_of_a_large_output_twice_does_not_hang() -> None:
    """The issue's repro: ``x * 2`` over 40,000 elements, checked twice."""
    module, inputs = models()["elementwise"]
    ir = Lowerer(LowerOptions(timeout=TIMEOUT)).lower(module, inputs, ir_type="llvm_mlir")
    for _ in range(2):
        comparisons = ir.check_numerics(*inputs)
        assert comparisons and all(c.ok for c in comparisons)
    out = ir.run(*inputs)
    assert out.shape == (40000,) and torch.equal(out, inputs[0] * 2)


@pytest.mark.usefixtures("thread_team")
@pytest.mark.parametrize("name", ["elementwise", "outer", "conv"])
def test_a_suite_of_large_outputs_under_default_threads(name: str) -> None:
    """Each model over 32,768 output elements, checked on fresh inputs after eager work."""
    module, inputs = models()[name]
    ir: Any = Lowerer(LowerOptions(timeout=TIMEOUT)).lower(module, inputs, ir_type="llvm_mlir")
    for _ in range(2):
        fresh = tuple(torch.rand_like(x) for x in inputs)
        module(*fresh)  # the user's own eager work between checks
        comparisons = ir.check_numerics(*fresh)
        assert comparisons and all(c.ok for c in comparisons)
