"""The fast weight paths give the bytes the plain ones gave: torch-mlir's import through
the buffer hook, and the regex elision of LLVM constants against the committed goldens."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import torch

from pytest_irlower import Lowerer, LowerOptions
from pytest_irlower import normalize as norm
from pytest_irlower.golden import split_trailer
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
