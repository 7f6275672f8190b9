"""torch-mlir's ONNX frontend: an ONNX model into the Torch backend dialect, in-process.

What ``torch-mlir-import-onnx`` (``torch_mlir/tools/import_onnx``, in the torch-mlir
wheel) does, without files: ONNX shape inference with data propagation, then
``torch_mlir.extras.onnx_importer`` (every ONNX node becomes a ``torch.operator
"onnx.<Op>"``), then ``torch-onnx-to-torch-backend-pipeline``, which converts those
ops to the Torch dialect and refines shapes to the backend contract the TOSA, Linalg
and StableHLO pipelines take. Callers run :func:`import_model` in a forked child
(``mlir_child.contained_module``): the importer and the passes are native code.
"""

from __future__ import annotations

import re
from typing import Any

from pytest_irlower.engines import mlir
from pytest_irlower.engines.import_options import onnx_backend_pipeline
from pytest_irlower.errors import LoweringError, ToolchainMissing

#: how ``pip`` gets what the ONNX IR type and frontend need
INSTALL_HINT = "pip install 'pytest-irlower[onnx]' (onnx and onnxscript)"

_ILLEGAL_OPERATOR = "failed to legalize operation 'torch.operator'"
_ONNX_OP = re.compile(r'name = "onnx\.(\w+)"')
_NODE = re.compile(r'loc\("([^"]+)"\)')


def require_onnx() -> Any:
    """Import ``onnx`` (and check ``onnxscript``, which ``torch.onnx.export(dynamo=True)``
    needs), or raise :class:`ToolchainMissing` saying what to install."""
    try:
        import onnx
        import onnxscript  # noqa: F401
    except ImportError as exc:
        raise ToolchainMissing(
            "onnx", f"'import onnx, onnxscript' failed ({exc})", INSTALL_HINT
        ) from None
    return onnx


def import_model(model: Any, *, stage: str = "torch_mlir", legal_ops: tuple[str, ...] = ()) -> Any:
    """The Torch backend module (an op) of an ONNX ``ModelProto``.

    A model the importer cannot read, or an ONNX op the conversion cannot lower, fails
    with a :class:`LoweringError` naming ``stage`` and, for the latter, the op.
    """
    onnx = require_onnx()
    from torch_mlir import ir
    from torch_mlir.extras import onnx_importer

    try:
        inferred = onnx.shape_inference.infer_shapes(model, data_prop=True)
    except (ValueError, onnx.shape_inference.InferenceError):
        # over protobuf's 2 GB, or a graph ONNX's inference rejects: torch.onnx.export
        # already wrote every value's type and shape, which is what the importer reads
        inferred = model
    context = mlir.new_context()
    try:
        info = onnx_importer.ModelInfo(inferred, config=onnx_importer.Config())
        module = info.create_module(context=context).operation
        onnx_importer.NodeImporter.define_function(info.main_graph, module).import_all()
        module.verify()
    except (onnx_importer.OnnxImportError, ir.MLIRError) as exc:
        detail = mlir.format_mlir_error(exc) if isinstance(exc, ir.MLIRError) else str(exc)
        raise LoweringError(
            stage,
            f"torch-mlir's ONNX importer (torch_mlir.extras.onnx_importer) failed: {detail}",
            command="torch-mlir-import-onnx model.onnx",
        ) from None
    try:
        mlir.run_pipeline(module, onnx_backend_pipeline(legal_ops), stage=stage)
    except LoweringError as exc:
        raise unsupported_ops(exc) from None
    return module


def unsupported_ops(exc: LoweringError) -> LoweringError:
    """``exc`` led by the ONNX ops the conversion left unconverted, when that is why the
    pipeline failed (``failed to legalize operation 'torch.operator'``)."""
    if _ILLEGAL_OPERATOR not in exc.detail:
        return exc
    ops = sorted(set(_ONNX_OP.findall(exc.detail)))
    if not ops:
        return exc
    nodes = sorted(set(_NODE.findall(exc.detail)))
    where = f" (node {', '.join(nodes)})" if nodes else ""
    plural = "s" if len(ops) > 1 else ""
    lead = (
        f"ONNX op{plural} {', '.join(ops)}{where}: torch-mlir's ONNX frontend "
        "(torch-onnx-to-torch-backend-pipeline) has no conversion to the Torch dialect for "
        f"{'them' if plural else 'it'} as used here (frontend='fx' imports the model "
        "without ONNX)"
    )
    return LoweringError(
        exc.stage, f"{lead}\n{exc.detail}", command=exc.command, input_ir=exc.input_ir
    )
