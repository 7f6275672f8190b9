"""Issue 33's review text on the real transformer block of tests/block.py (attention and a
GELU MLP at ``linalg_on_tensors_mlir``): focused check lines that stay short and pass."""

from __future__ import annotations

import difflib
import re
import shutil
import subprocess
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


GOLDEN_TEST = """
import os

from block import block, block_relu


def test_block(lower, golden):
    model, inputs = block_relu() if os.environ.get("BLOCK_RELU") else block()
    assert lower(model, inputs, ir_type="linalg_on_tensors_mlir") == golden
"""


def _changed(diff: list[str]) -> list[str]:
    """The ``+``/``-`` lines of a unified diff, its two file headers left out."""
    return [line for line in diff if line[:1] in "+-" and not line.startswith(("+++ ", "--- "))]


def test_gelu_to_relu_mismatch_diff_is_no_longer_than_diff_u(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 33's first afternoon: GELU -> ReLU in one block printed a canonical diff of 746
    +/- lines in names neither file has, where ``diff -u`` of the two goldens has 282. The
    mismatch now shows the real texts: no more +/- lines than ``diff -u`` of the golden
    before and after, and every one of them a line of one of the two files."""
    monkeypatch.delenv("CI", raising=False)
    monkeypatch.delenv("BLOCK_RELU", raising=False)
    pytester.makepyfile(block=(ROOT / "tests" / "block.py").read_text(encoding="utf-8"))
    pytester.makepyfile(test_blk=GOLDEN_TEST)
    pytester.runpytest_subprocess("--snapshot-update").assert_outcomes(passed=1)
    golden = pytester.path / "golden" / "test_blk" / "test_block.mlir"
    before = pytester.path / "before.mlir"
    before.write_bytes(golden.read_bytes())

    monkeypatch.setenv("BLOCK_RELU", "1")
    failed = pytester.runpytest_subprocess("-vv")
    failed.assert_outcomes(failed=1)
    out = failed.stdout.lines
    start = next(i for i, line in enumerate(out) if "--- golden/test_blk/test_block.mlir" in line)
    cut = out[start].index("--- ")  # pytest's "E       " before each message line
    end = next(i for i in range(start, len(out)) if "--snapshot-update` to accept" in out[i])
    shown = [line[cut:] for line in out[start:end]]
    assert shown[0] == "--- golden/test_blk/test_block.mlir (golden)"
    assert "real change" in failed.stdout.str()

    pytester.runpytest_subprocess("--snapshot-update").assert_outcomes(passed=1)
    old, new = before.read_text().splitlines(), golden.read_text().splitlines()
    if shutil.which("diff"):
        proc = subprocess.run(
            ["diff", "-u", str(before), str(golden)], capture_output=True, text=True
        )
        reference = proc.stdout.splitlines()
    else:
        reference = list(difflib.unified_diff(old, new, lineterm=""))
    changed = _changed(shown)
    print(
        f"mismatch diff: {len(changed)} +/- lines; diff -u of the goldens: "
        f"{len(_changed(reference))}"
    )
    assert 0 < len(changed) <= len(_changed(reference))
    # in the files' own names: every - line is a golden line before, every + line one after
    assert {line[1:] for line in changed if line[0] == "-"} <= set(old)
    assert {line[1:] for line in changed if line[0] == "+"} <= set(new)
    assert not any(re.search(r"%v\d+|#alias\d+", line) for line in changed)
