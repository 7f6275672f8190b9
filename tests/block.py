"""A small pre-norm transformer block (single-head attention, then an MLP with GELU), the
model issue 33's review checks were tried on: ``block`` and its GELU -> ReLU edit
``block_relu``, for the CLI (``irlower checks tests/block.py:block --ir-type ...``) and the
focused-check and review-diff tests."""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn


class Block(nn.Module):
    """LayerNorm, single-head attention with a residual, LayerNorm, Linear-GELU-Linear MLP
    with a residual. ``act="relu"`` swaps the MLP's GELU for ReLU."""

    def __init__(self, dim: int = 16, hidden: int = 32, act: str = "gelu") -> None:
        super().__init__()
        self.norm1 = nn.LayerNorm(dim)
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)
        self.norm2 = nn.LayerNorm(dim)
        self.fc1 = nn.Linear(dim, hidden)
        self.fc2 = nn.Linear(hidden, dim)
        self.act = {"gelu": F.gelu, "relu": F.relu}[act]
        self.scale = dim**-0.5

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv(self.norm1(x)).chunk(3, dim=-1)
        attention = torch.softmax((q @ k.transpose(-2, -1)) * self.scale, dim=-1)
        x = x + self.proj(attention @ v)
        return x + self.fc2(self.act(self.fc1(self.norm2(x))))


def _build(act: str) -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    torch.manual_seed(0)
    model = Block(act=act).eval()
    return model, (torch.randn(1, 8, 16),)


def block() -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    """The block with GELU, seeded weights, and its example input."""
    return _build("gelu")


def block_relu() -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    """The same block, same weights, with ReLU in place of GELU."""
    return _build("relu")
