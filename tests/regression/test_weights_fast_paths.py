"""The fast weight paths give the bytes the plain ones gave: torch-mlir's import through
the buffer hook, and the regex elision of LLVM constants against the committed goldens."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import torch

from pytest_irlower import Lowerer, LowerOptions
from pytest_irlower.checks.goldentext import split_trailer
from pytest_irlower.text import normalize as norm
from zoo import ZOO

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "tests" / "regression" / "test_goldens"


def test_the_import_hook_gives_the_plain_importers_text_on_a_conv_model(zoo: Any) -> None:
    from torch_mlir import fx
    from torch_mlir.compiler_utils import OutputType

    from pytest_irlower.engines import mlir
    from pytest_irlower.engines.weights import fast_literal_hooks

    model, inputs = zoo["cnn"]
    program = torch.export.export(model, inputs, strict=False)
    plain = fx.export_and_import(program, output_type=OutputType.RAW)
    hooked = fx.export_and_import(program, output_type=OutputType.RAW, hooks=fast_literal_hooks())
    as_text = [mlir.print_op(m.operation, keep_weights=True) for m in (plain, hooked)]
    assert "dense_resource<torch_tensor_8_3_3_3_torch.float32>" in as_text[0]
    assert as_text[0] == as_text[1]


@pytest.mark.parametrize("model", list(ZOO))
def test_fast_elision_of_the_full_text_gives_the_committed_golden(model: str) -> None:
    module, inputs = ZOO[model]()
    full = Lowerer(LowerOptions(keep_weights=True)).lower(module, inputs, ir_type="llvm_ir")
    golden, _ = split_trailer((GOLDEN / f"test_model[{model}-llvm_ir].ll").read_text())
    assert norm.normalize_whitespace(norm.elide_llvm_constants(str(full))) == golden


@pytest.mark.parametrize("model", list(ZOO))
def test_the_fast_elided_print_is_the_printers_own_elided_text(model: str) -> None:
    """``print_op(weights_only=True)`` leaves the resource section out without
    hex-encoding it; the text is MLIR's own at the elision limit, at every MLIR stage."""
    from pytest_irlower.engines import mlir

    module, inputs = ZOO[model]()
    lowered = Lowerer(LowerOptions(keep_weights=True)).lower(module, inputs, ir_type="llvm_mlir")
    for name in ("torch_mlir", "linalg_on_tensors_mlir", "llvm_mlir"):
        op = mlir.parse_module(lowered.stages[name], stage=name).operation
        fast = mlir.print_op(op, keep_weights=False, weights_only=True)
        assert fast == mlir.print_op(op, keep_weights=False), name
        assert '"0x' not in fast  # no blob: each weight is named, its data left out


_SMALL_WEIGHTS = """
module {
  func.func @f() -> (tensor<2xi8>, tensor<4xf32>, tensor<20xi8>) {
    %0 = arith.constant dense_resource<two_bytes> : tensor<2xi8>
    %1 = arith.constant dense_resource<four_floats> : tensor<4xf32>
    %2 = arith.constant dense_resource<twenty_bytes> : tensor<20xi8>
    return %0, %1, %2 : tensor<2xi8>, tensor<4xf32>, tensor<20xi8>
  }
}
{-#
  dialect_resources: {
    builtin: {
      two_bytes: "0x010000000102",
      four_floats: "0x040000000000803F0000803F0000803F0000803F",
      twenty_bytes: "0x010000000102030405060708090A0B0C0D0E0F1011121314"
    }
  }
#-}
"""


@pytest.mark.parametrize("keep_two_bytes", [True, False])
def test_a_weight_small_enough_to_print_keeps_its_blob(keep_two_bytes: bool) -> None:
    """At the elision limit MLIR still prints a blob of 2 bytes or fewer; the fast print
    sees such a weight in its text and prints the slow way, so the texts stay equal."""
    from pytest_irlower.engines import mlir

    text = _SMALL_WEIGHTS
    if not keep_two_bytes:
        text = text.replace("dense_resource<two_bytes> : tensor<2xi8>", "dense<1> : tensor<2xi8>")
        text = text.replace('two_bytes: "0x010000000102",\n', "")
    op = mlir.parse_module(text, stage="test").operation
    slow = mlir.print_op(op, keep_weights=False)
    fast = mlir.print_op(op, keep_weights=False, weights_only=True)
    assert fast == slow
    assert ("two_bytes: " in slow) is keep_two_bytes
    for name in ("four_floats", "twenty_bytes"):
        assert f"dense_resource<{name}>" in slow and f"{name}: " not in slow
    assert mlir._keeps_a_blob(fast) is keep_two_bytes
