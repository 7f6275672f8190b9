"""Issue 33's review text on the real transformer block of tests/block.py (attention and a
GELU MLP at ``linalg_on_tensors_mlir``): focused check lines that stay short and pass."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from pytest_irlower.cli.main import main

ROOT = Path(__file__).resolve().parents[2]

#: the block's contractions and its math: what a test of its lowering would pin
FOCUS = "linalg.matmul,linalg.batch_matmul,math"


def test_focused_checks_of_the_block_are_short_and_pass(
    lower: Any, filecheck: Any, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from block import block

    monkeypatch.chdir(ROOT)
    spec = "tests/block.py:block"
    assert main(["checks", spec, "--ir-type", "linalg_on_tensors_mlir", "--focus", FOCUS]) == 0
    checks = capsys.readouterr().out
    lines = checks.splitlines()
    assert len(lines) < 20, checks
    assert lines[0] == "CHECK-LABEL: func.func @main("
    assert sum(line.startswith("CHECK: ") for line in lines) == len(lines) - 2
    # its four Linear layers, the attention's two batch matmuls, GELU's erf, softmax's exp,
    # the two LayerNorms' rsqrt: the block, and nothing else
    ops = [re.search(r"= (\S+)", line).group(1) for line in lines[2:]]  # type: ignore[union-attr]
    assert sorted(ops) == sorted(
        ["linalg.matmul"] * 4
        + ["linalg.batch_matmul"] * 2
        + ["math.rsqrt"] * 2
        + ["math.exp", "math.erf"]
    )
    assert "CHECK-NEXT" not in checks and "dense_resource" not in checks and "#map" not in checks
    model, inputs = block()
    ir = lower(model, inputs, ir_type="linalg_on_tensors_mlir")
    filecheck(ir, checks)
    # and they catch the change a test of this block is about
    with pytest.raises(AssertionError, match=r"math\.erf"):
        filecheck(ir.replace("math.erf", "math.tanh"), checks)
