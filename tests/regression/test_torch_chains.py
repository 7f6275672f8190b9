"""Every PyTorch-side IR type on every zoo model: real lowerings, re-parsed."""

from __future__ import annotations

import re
from typing import Any

import pytest
import torch

from pytest_irlower import LoweringError
from zoo import PYTORCH_IR_TYPES, UNSUPPORTED, ZOO

#: the stages each IR type's chain goes through, in order
CHAINS = {
    "torch_script_graph_ir": ["torch_script_graph_ir"],
    "fx_graph": ["fx_graph"],
    "core_aten_ir": ["fx_graph", "core_aten_ir"],
    "prims_ir": ["prims_ir"],
    "onnx": ["fx_graph", "onnx"],
    "torch_mlir": ["fx_graph", "torch_mlir"],
    "tosa_mlir": ["fx_graph", "torch_mlir", "tosa_mlir"],
    "linalg_on_tensors_mlir": ["fx_graph", "torch_mlir", "linalg_on_tensors_mlir"],
    "stablehlo_mlir": ["fx_graph", "torch_mlir", "stablehlo_mlir"],
    "llvm_mlir": ["fx_graph", "torch_mlir", "linalg_on_tensors_mlir", "llvm_mlir"],
    "llvm_ir": ["fx_graph", "torch_mlir", "linalg_on_tensors_mlir", "llvm_mlir", "llvm_ir"],
    "gpu_mlir": ["fx_graph", "torch_mlir", "linalg_on_tensors_mlir", "gpu_mlir"],
}

#: what each IR type's text must show, whatever the model
SIGNATURE = {
    "torch_script_graph_ir": r"^graph\(%self",
    "fx_graph": r"^class GraphModule\(torch\.nn\.Module\):",
    "core_aten_ir": r"torch\.ops\.aten\.\w+\.\w+",
    "prims_ir": r"torch\.ops\.prims\.\w+\.default",
    "onnx": r"^main_graph \(.*\) => \(",
    "torch_mlir": r"torch\.aten\.",
    "tosa_mlir": r"\btosa\.",
    "linalg_on_tensors_mlir": r"\blinalg\.",
    "stablehlo_mlir": r"\bstablehlo\.",
    "llvm_mlir": r"llvm\.func @main",
    "llvm_ir": r"(?m)^define .* @main\(",
    "gpu_mlir": r"gpu\.launch_func\s+@main_kernel",
}


def _mlir_dialects(text: str) -> set[str]:
    from pytest_irlower.engines import mlir

    return mlir.dialects(mlir.parse_module(text, stage="reparse"))


@pytest.mark.parametrize("ir_type", PYTORCH_IR_TYPES)
@pytest.mark.parametrize("model", list(ZOO))
def test_lowers_and_reparses(model: str, ir_type: str, lower: Any, zoo: Any, request: Any) -> None:
    module, inputs = zoo[model]
    if (model, ir_type) in UNSUPPORTED:
        with pytest.raises(LoweringError, match=UNSUPPORTED[model, ir_type]):
            lower(module, inputs, ir_type=ir_type)
        return
    ir = lower(module, inputs, ir_type=ir_type)

    assert ir.ir_type == ir_type
    assert list(ir.stages) == CHAINS[ir_type]
    assert ir.stages[ir_type] == ir
    assert re.search(SIGNATURE[ir_type], ir, re.MULTILINE), ir[:2000]
    # portable: no absolute path of this checkout or of the Python installation
    assert str(request.config.rootpath) not in ir
    assert "site-packages" not in ir

    if ir_type.endswith("_mlir"):
        dialects = _mlir_dialects(ir)
        if ir_type == "llvm_mlir":
            assert dialects <= {"builtin", "llvm"}, dialects
    elif ir_type == "onnx":
        import onnx.parser

        # weights elided as external data: the text still parses
        assert onnx.parser.parse_model(ir).graph.node
    elif ir_type == "llvm_ir":
        from pytest_irlower.engines.llvm import parse_llvm_ir

        assert parse_llvm_ir(ir)
        # nothing a GPU target cannot resolve: no libm, no abort/puts
        declared = set(re.findall(r"(?m)^declare .*?@([\w.]+)\(", ir))
        assert declared <= {"malloc", "free"} | {d for d in declared if d.startswith("llvm.")}


MATH_TO_LLVM = {
    "mlp": {"math.erf", "math.exp"},
    "transformer": {"math.exp", "math.rsqrt"},
    "attention": {"math.exp", "math.rsqrt", "math.tanh"},
    "embedding": {"math.exp"},
}


@pytest.mark.parametrize("model", list(MATH_TO_LLVM))
def test_math_ops_reach_llvm(model: str, lower: Any, zoo: Any) -> None:
    module, inputs = zoo[model]
    linalg = lower(module, inputs, ir_type="linalg_on_tensors_mlir")
    assert MATH_TO_LLVM[model] <= set(re.findall(r"\bmath\.\w+", linalg))
    llvm_ir = lower(module, inputs, ir_type="llvm_ir")
    assert "math." not in llvm_ir.stages["llvm_mlir"]
    assert "llvm.exp2.f32" in llvm_ir  # exp, tanh and sigmoid end as exp2
    if "math.rsqrt" in MATH_TO_LLVM[model]:
        assert "llvm.sqrt.f32" in llvm_ir


@pytest.mark.irlower_no_cache  # counts exports: a cold lowering's, not one read from an earlier run
def test_one_model_is_exported_once_for_every_ir_type(
    lower: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import torch

    calls: list[Any] = []
    real_export = torch.export.export

    def counting_export(*args: Any, **kwargs: Any) -> Any:
        calls.append(args[0])
        return real_export(*args, **kwargs)

    monkeypatch.setattr(torch.export, "export", counting_export)
    module, inputs = ZOO["mlp"]()
    for ir_type in PYTORCH_IR_TYPES:
        lower(module, inputs, ir_type=ir_type)
    assert len(calls) == 1

    # a changed model (new weights) or new input shapes is lowered anew
    with torch.no_grad():
        module.l1.weight.add_(1.0)
    lower(module, inputs, ir_type="fx_graph")
    lower(module, (torch.randn(5, 16),), ir_type="fx_graph")
    assert len(calls) == 3


def test_raw_mlir_round_trips_a_lowering(lower: Any, zoo: Any) -> None:
    module, inputs = zoo["cnn"]
    linalg = lower(module, inputs, ir_type="linalg_on_tensors_mlir")
    assert lower(str(linalg), ir_type="raw_ir", language="mlir") == linalg


def test_raw_pytorch_code_prints_ir(lower: Any) -> None:
    code = (
        "import torch\n"
        "from torch_mlir import fx\n"
        "torch.manual_seed(0)\n"
        "m = torch.nn.Sequential(torch.nn.Linear(4, 4), torch.nn.Tanh())\n"
        "print(fx.export_and_import(m, torch.randn(1, 4), output_type='stablehlo'))\n"
    )
    ir = lower(code, ir_type="raw_ir", language="pytorch")
    assert "stablehlo.tanh" in ir
    assert ir == lower(code, ir_type="raw_ir", language="pytorch")


def test_the_prims_graph_cannot_feed_torch_mlir_and_says_why(lower: Any, zoo: Any) -> None:
    from pytest_irlower import UsageError

    module, inputs = zoo["mlp"]
    with pytest.raises(UsageError, match=r"graph='prims' cannot feed the torch-mlir IR types"):
        lower(module, inputs, ir_type="linalg_on_tensors_mlir", graph="prims")


class _SparseMatmul(torch.nn.Module):
    def forward(self, a: Any, b: Any) -> Any:
        return torch.sparse.mm(a, b, "sum")


def test_a_sparse_input_reaches_torch_mlir(lower: Any) -> None:
    """A sparse CSR input has no strides: the cross-run cache's key asked for them, and
    OpInfo's sparse.mm.reduce failed with our RuntimeError instead of torch-mlir's answer."""
    a = torch.eye(4).to_sparse_csr()
    with pytest.raises(LoweringError) as caught:
        lower(_SparseMatmul(), (a, torch.randn(4, 3)), ir_type="linalg_on_tensors_mlir")
    assert caught.value.stage == "torch_mlir"
    assert "_sparse_mm_reduce_impl" in str(caught.value)
