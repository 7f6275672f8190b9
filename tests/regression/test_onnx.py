"""ONNX: ``frontend="onnx"`` (torch.onnx.export, then torch-mlir's ONNX importer) into every
torch-mlir IR type and onward, and what the ``onnx`` IR type promises besides its goldens
(those come with every zoo and real model in test_goldens.py)."""

from __future__ import annotations

import re
import sys
from typing import Any

import pytest
import torch

from pytest_irlower import Lowerer, LoweringError, LowerOptions, ToolchainMissing, UsageError
from zoo import ZOO

pytest.importorskip("onnx", reason="ir_type='onnx' needs onnx: pip install 'pytest-irlower[onnx]'")
pytest.importorskip(
    "onnxscript",
    reason="torch.onnx.export(dynamo=True) needs onnxscript: pip install 'pytest-irlower[onnx]'",
)

FRONTEND_TYPES = ["torch_mlir", "linalg_on_tensors_mlir", "llvm_ir"]


@pytest.mark.parametrize("ir_type", FRONTEND_TYPES)
@pytest.mark.parametrize("model", ["mlp", "cnn"])
def test_onnx_frontend(model: str, ir_type: str, lower: Any, golden: Any, zoo: Any) -> None:
    module, inputs = zoo[model]
    ir = lower(module, inputs, ir_type=ir_type, frontend="onnx")
    stages = list(ir.stages)
    assert stages[:3] == ["fx_graph", "onnx", "torch_mlir"] and stages[-1] == ir_type
    assert "onnx." not in ir.stages["torch_mlir"]  # every ONNX op converted
    assert ir == golden


def test_onnx_frontend_on_bert(lower: Any, golden: Any, zoo: Any) -> None:
    """A Hugging Face-shaped model (non-persistent buffers, embeddings, attention masks)."""
    module, inputs = zoo["bert"]
    ir = lower(module, inputs, ir_type="torch_mlir", frontend="onnx")
    assert "torch.aten.embedding" in ir or "torch.aten.index_select" in ir
    assert ir == golden


@pytest.mark.irlower_no_cache  # counts exports and in-session reuse: a cold lowering's, not one read from an earlier run
def test_frontends_share_one_export_and_are_cached_apart(
    lower: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[Any] = []
    real_export = torch.export.export

    def counting_export(*args: Any, **kwargs: Any) -> Any:
        calls.append(args[0])
        return real_export(*args, **kwargs)

    monkeypatch.setattr(torch.export, "export", counting_export)
    module, inputs = ZOO["mlp"]()
    fx = lower(module, inputs, ir_type="torch_mlir")
    onnx = lower(module, inputs, ir_type="torch_mlir", frontend="onnx")
    again = lower(module, inputs, ir_type="torch_mlir", frontend="fx")
    model_text = lower(module, inputs, ir_type="onnx", frontend="onnx")
    assert len(calls) == 1  # torch.onnx.export takes the fx_graph stage's program
    assert "func.func @main(" in fx and "func.func @main_graph(" in onnx
    assert again == fx and again.reused == ("fx_graph", "torch_mlir")
    assert model_text == onnx.stages["onnx"] and "onnx" in model_text.reused


def test_onnx_text_is_portable_and_weights_elided(lower: Any, request: Any) -> None:
    import onnx.parser

    module, inputs = ZOO["attention"]()
    ir = lower(module, inputs, ir_type="onnx")
    assert "producer_version" not in ir  # the torch version banner
    assert str(request.config.rootpath) not in ir and "site-packages" not in ir
    model = onnx.parser.parse_model(ir)  # elided text still parses
    big = {t.name for t in model.graph.initializer if len(t.dims) and t.dims[-1] * t.dims[0] > 16}
    elided = {t.name for t in model.graph.initializer if t.external_data}
    # q/k/v weights (transposed by the exporter) and the 32-element biases and norms
    assert elided == big and len(elided) == 8, sorted(elided)
    assert ir.count('["location": "__elided__"]') == 8


def test_keep_weights_prints_every_initializer() -> None:
    import onnx.parser
    from onnx import numpy_helper

    module, inputs = ZOO["mlp"]()
    shown = Lowerer().lower(module, inputs, ir_type="onnx")
    full = Lowerer(LowerOptions(keep_weights=True)).lower(module, inputs, ir_type="onnx")
    assert "__elided__" in shown and "__elided__" not in full
    weights = {
        t.name: numpy_helper.to_array(t) for t in onnx.parser.parse_model(full).graph.initializer
    }
    assert (weights["l1.weight"] == module.l1.weight.detach().numpy()).all()


def test_dynamic_shapes_are_renamed_portably(lower: Any) -> None:
    module, inputs = ZOO["mlp"]()
    batch = torch.export.Dim("batch")
    ir = lower(module, inputs, ir_type="onnx", dynamic_shapes=({0: batch},))
    assert "main_graph (float[s0,16] x) => (float[s0,8] linear_2)" in ir
    mlir = lower(
        module,
        inputs,
        ir_type="linalg_on_tensors_mlir",
        frontend="onnx",
        dynamic_shapes=({0: batch},),
    )
    assert "func.func @main_graph(%arg0: tensor<?x16xf32>) -> tensor<?x8xf32>" in mlir


def test_bad_frontend_lists_the_valid_ones(lower: Any) -> None:
    module, inputs = ZOO["mlp"]()
    with pytest.raises(UsageError, match=r"frontend='tvm' is not a frontend.* 'fx', 'onnx'"):
        lower(module, inputs, ir_type="torch_mlir", frontend="tvm")
    with pytest.raises(
        UsageError, match=r"frontend='onnx' picks the importer .*'fx_graph' is made"
    ):
        lower(module, inputs, ir_type="fx_graph", frontend="onnx")
    with pytest.raises(UsageError, match=r"frontend= applies to .* not 'raw_ir'"):
        lower("module {}", ir_type="raw_ir", language="mlir", frontend="onnx")


class FFT(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.fft.rfft(x).abs()


class CumProd(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.cumprod(x, 0)


def test_an_onnx_op_torch_mlir_cannot_convert_is_named(lower: Any) -> None:
    with pytest.raises(LoweringError) as info:
        lower(FFT(), (torch.randn(8),), ir_type="linalg_on_tensors_mlir", frontend="onnx")
    err = info.value
    assert err.stage == "torch_mlir" and err.ir_type == "linalg_on_tensors_mlir"
    assert re.search(r"ONNX op DFT \(node node_DFT_\d+\): torch-mlir's ONNX frontend", str(err))
    assert (
        "torch-mlir-opt --pass-pipeline='builtin.module(torch-onnx-to-torch-backend-pipeline)'"
        in (err.command or "")
    )
    # the FX importer takes the same model (rfft decomposed to a matmul with the DFT matrix)
    assert "torch.aten.view_as_complex" in lower(FFT(), (torch.randn(8),), ir_type="torch_mlir")


def test_an_op_the_exporter_cannot_translate_is_named(lower: Any) -> None:
    with pytest.raises(LoweringError) as info:
        lower(CumProd(), (torch.randn(4, 4),), ir_type="torch_mlir", frontend="onnx")
    assert info.value.stage == "onnx"
    assert "torch.onnx.export cannot translate prims.prod.default (node %prod) to ONNX" in str(
        info.value
    )


@pytest.mark.irlower_no_cache  # the package is hidden, not uninstalled: keys cannot see it
@pytest.mark.parametrize("missing", ["onnx", "onnxscript"])
def test_missing_onnx_skips_saying_what_to_install(
    missing: str, lower: Any, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
) -> None:
    monkeypatch.setitem(sys.modules, missing, None)  # import raises ImportError
    module, inputs = ZOO["mlp"]()
    with pytest.raises(ToolchainMissing, match=r"pip install 'pytest-irlower\[onnx\]'"):
        Lowerer().lower(module, inputs, ir_type="torch_mlir", frontend="onnx")
    # under --irlower-strict (as CI runs the suite) a missing toolchain fails instead of skipping
    strict = request.config.getoption("irlower_strict")
    outcome = pytest.fail.Exception if strict else pytest.skip.Exception
    with pytest.raises(outcome, match=r"onnx not available: .*pytest-irlower\[onnx\]"):
        lower(module, inputs, ir_type="onnx")
