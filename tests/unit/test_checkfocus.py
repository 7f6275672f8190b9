"""Focused check lines (``irlower checks --focus``) and region-scoped captures, on IR text:
no torch. The real transformer block is tests/regression/test_review_block.py's."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pytest_irlower.checks.checkfocus import generate_focused, parse_focus
from pytest_irlower.checks.checkgen import generate
from pytest_irlower.errors import UsageError

#: two linalg.generic bodies that number their values alike (%3, %in), as MLIR prints them
IR = """\
#map = affine_map<(d0) -> (d0)>
module {
  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %cst = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %cst : tensor<4xf32>, tensor<4xf32>) outs(%0 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %3 = arith.mulf %in, %in_0 : f32
      %4 = arith.addf %3, %out : f32
      linalg.yield %4 : f32
    } -> tensor<4xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<4xf32>) outs(%0 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %3 = math.erf %in : f32
      %4 = arith.addf %3, %out : f32
      linalg.yield %4 : f32
    } -> tensor<4xf32>
    return %2 : tensor<4xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x0400000000000000"
    }
  }
#-}
"""

ANY = "%{{[^ ,:)]+}}"
CAPTURE = "%[-a-zA-Z$._0-9#]+"


def test_focus_writes_the_signature_and_the_focused_ops_only() -> None:
    lines = generate_focused(IR, parse_focus("math, arith.addf"))
    assert lines == [
        "CHECK-LABEL: func.func @main(",
        f"CHECK-SAME: [[ARG0:{CAPTURE}]]: tensor<4xf32>) -> tensor<4xf32> {{",
        f"CHECK: {ANY} = arith.addf {ANY}, {ANY} : f32",
        f"CHECK: [[VAL_3:{CAPTURE}]] = math.erf {ANY} : f32",
        f"CHECK: {ANY} = arith.addf [[VAL_3]], {ANY} : f32",
    ]


def test_focus_captures_are_scoped_to_their_region() -> None:
    """Both bodies define %3 and use it in arith.addf: the second body's use is not a use
    of the first body's capture (its %3 is math.erf's, out of the focus: a pattern)."""
    assert generate_focused(IR, ["arith"]) == [
        "CHECK-LABEL: func.func @main(",
        f"CHECK-SAME: [[ARG0:{CAPTURE}]]: tensor<4xf32>) -> tensor<4xf32> {{",
        # the weight's resource name is a pattern
        f"CHECK: {ANY} = arith.constant dense_resource<{{{{[^>]+}}}}> : tensor<4xf32>",
        f"CHECK: [[VAL_3:{CAPTURE}]] = arith.mulf {ANY}, {ANY} : f32",
        f"CHECK: {ANY} = arith.addf [[VAL_3]], {ANY} : f32",
        f"CHECK: {ANY} = arith.addf {ANY}, {ANY} : f32",
    ]


def test_full_checks_scope_captures_to_regions_and_hide_resource_names() -> None:
    text = "\n".join(generate(IR))
    # the second body's %3 and %in are new captures, not uses of the first body's
    assert text.count("[[VAL_3:") == 1 and "[[VAL_3_1:" in text
    assert "[[IN_1:" in text
    assert "torch_tensor" not in text and "dense_resource<{{[^>]+}}>" in text


@pytest.mark.parametrize("focus", ["", " , ", "linalg matmul", "math,-x"])
def test_a_bad_focus_is_an_error_naming_the_valid_forms(focus: str) -> None:
    with pytest.raises(UsageError, match=r"an op .*linalg\.matmul.* or a dialect"):
        parse_focus(focus)


def _filecheck() -> list[str]:
    """LLVM's FileCheck where found, else the Python filecheck package (the unit tier's)."""
    found = shutil.which("FileCheck")
    return [found] if found else [sys.executable, "-m", "filecheck"]


@pytest.mark.parametrize("focus", [None, "math,arith.addf", "arith", "linalg.generic,arith"])
def test_generated_lines_pass_filecheck_and_fail_on_a_swapped_body(
    tmp_path: Path, focus: str | None
) -> None:
    lines = generate(IR) if focus is None else generate_focused(IR, parse_focus(focus))
    (tmp_path / "checks").write_text("\n".join(lines) + "\n")
    (tmp_path / "ir.mlir").write_text(IR)
    run = [*_filecheck(), str(tmp_path / "checks"), "--input-file", str(tmp_path / "ir.mlir")]
    assert subprocess.run(run, capture_output=True).returncode == 0
    (tmp_path / "ir.mlir").write_text(IR.replace("math.erf", "math.exp"))
    if focus is None or "math" in focus:
        assert subprocess.run(run, capture_output=True).returncode == 1
