"""The export and import options of ``lower()`` that torch-mlir's own e2e configs set.

- ``strict=``: passed to ``torch.export.export`` (None, the default: ``strict=False``, as
  lower() always exported). torch-mlir's e2e config exports with ``strict=True``: TorchDynamo
  traces the model's bytecode and captures ``int(t)`` or ``t.item()`` as a data-dependent
  value, where non-strict export raises ``GuardOnDataDependentSymNode``.
- ``backend_legal_ops=``: torch ops that torch-mlir's Torch backend pipeline keeps as they
  are instead of decomposing them (its ``backend-legal-ops`` option, the
  ``backend_legal_ops`` argument of ``torch_mlir.fx.export_and_import``). torch-mlir's
  Linalg e2e config passes ``["aten.adaptive_max_pool2d"]``: decomposed, an
  ``nn.AdaptiveMaxPool2d`` whose output size does not divide its input fails in Linalg.
  Default: none, as lower() always ran the pipeline.

Both are keys of the stage caches and of the cross-run cache (they are keyword arguments of
``lower()``). Nothing here imports torch at module level.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from pytest_irlower.errors import UsageError

#: ``backend_legal_ops`` of torch-mlir's e2e configs, by the IR type they lower to
#: (``projects/pt1/python/torch_mlir_e2e_test/configs/fx_importer_backend.py`` upstream)
E2E_BACKEND_LEGAL_OPS: dict[str, tuple[str, ...]] = {
    "linalg_on_tensors_mlir": ("aten.adaptive_max_pool2d",),
}

#: an op as the pipeline option names it: ``aten.adaptive_max_pool2d``,
#: ``aten.flatten.using_ints`` (namespace, op, optional overload)
_OP_NAME = re.compile(r"^[A-Za-z_]\w*\.[A-Za-z_]\w*(\.[A-Za-z_]\w*)?$")


def strict_of(value: Any) -> bool:
    """``strict=`` as ``torch.export.export`` takes it (None: False), checked."""
    if value is None:
        return False
    if not isinstance(value, bool):
        raise UsageError(
            f"strict={value!r}: expected True (torch.export.export(strict=True), TorchDynamo "
            "traces the model) or False (the default: non-strict export)"
        )
    return value


def legal_ops_of(value: Any) -> tuple[str, ...]:
    """``backend_legal_ops=`` as sorted, unique op names (None: none), checked: each is
    ``namespace.op`` or ``namespace.op.overload`` and, for ``aten``, an op torch has."""
    if value is None:
        return ()
    if isinstance(value, str) or not isinstance(value, Sequence):
        raise UsageError(
            f"backend_legal_ops={value!r}: expected a list of op names, e.g. "
            "backend_legal_ops=['aten.adaptive_max_pool2d']"
        )
    names = []
    for name in value:
        if not isinstance(name, str) or not _OP_NAME.match(name):
            raise UsageError(
                f"backend_legal_ops: {name!r} is not an op name; write it as torch-mlir's "
                "backend-legal-ops option does, namespace.op[.overload]: "
                "'aten.adaptive_max_pool2d', "
                "'aten.flatten.using_ints'"
            )
        _check_aten(name)
        names.append(name)
    return tuple(sorted(set(names)))


def _check_aten(name: str) -> None:
    namespace, op, *overload = name.split(".")
    if namespace != "aten":
        return
    import torch

    packet = getattr(torch.ops.aten, op, None) if hasattr(torch.ops.aten, op) else None
    if packet is None or (overload and overload[0] not in packet.overloads()):
        raise UsageError(
            f"backend_legal_ops: torch has no op {name!r} (torch.ops.{name} does not exist)"
        )


def torch_backend_pipeline(legal_ops: Sequence[str]) -> str:
    """FX import -> Torch backend IR, as ``export_and_import`` runs it with
    ``backend_legal_ops=legal_ops`` (no ops: exactly the pipeline lower() always ran)."""
    from pytest_irlower.engines import mlir

    if not legal_ops:
        return mlir.TORCH_BACKEND_PIPELINE
    return (
        "builtin.module(func.func(torch-match-quantized-custom-ops),"
        f" torchdynamo-export-to-torch-backend-pipeline{{backend-legal-ops={','.join(legal_ops)}"
        " extra-library=})"
    )


def torchscript_backend_pipeline(legal_ops: Sequence[str]) -> str:
    """An imported TorchScript object graph -> Torch backend IR, as torch-mlir's
    ``torchscript.compile`` ran it (``backend-legal-ops``, no extra library)."""
    return (
        "builtin.module(torchscript-module-to-torch-backend-pipeline"
        f"{{backend-legal-ops={','.join(legal_ops)} extra-library=}})"
    )


#: the ONNX-dialect module -> Torch backend IR, as torch-mlir's own docs and tests run it
ONNX_TO_TORCH_BACKEND_PIPELINE = "builtin.module(torch-onnx-to-torch-backend-pipeline)"


def onnx_backend_pipeline(legal_ops: Sequence[str]) -> str:
    """ONNX import -> Torch backend IR (torch-mlir's ONNX e2e config passes its own
    ``backend-legal-ops`` the same way)."""
    if not legal_ops:
        return ONNX_TO_TORCH_BACKEND_PIPELINE
    return (
        "builtin.module(torch-onnx-to-torch-backend-pipeline"
        f"{{backend-legal-ops={','.join(legal_ops)}}})"
    )


#: what a failed non-strict export says when it stopped at a data-dependent value
_DATA_DEPENDENT = ("GuardOnDataDependentSymNode", "data-dependent", "data dependent")
#: what a strict export (TorchDynamo) says when it stopped at a branch on a tensor's value
_DATA_DEPENDENT_BRANCH = ("Data-dependent branching", "dynamic control flow")


def strict_hint(exc: BaseException, strict: bool) -> str:
    """A line for a failed export that stopped at a data-dependent value, naming what
    works: a tensor turned into a Python value (``int(t)``, ``t.item()``) exports with
    ``strict=True``; a branch on a tensor's value takes ``torch.cond`` or the TorchScript
    frontend (TorchDynamo rejects such a branch)."""
    text = f"{type(exc).__name__} {exc}"
    branch = (
        "a branch on a tensor's value (if x.sum() > 0:) lowers when written with torch.cond "
        "(Linalg gets scf.if), or through the TorchScript frontend, "
        "lower(model, ..., frontend='torchscript'), which scripts the model "
        "(torch.jit.script) and keeps the if"
    )
    if strict:
        if any(marker in text for marker in _DATA_DEPENDENT_BRANCH):
            return f"\nhint: TorchDynamo does not trace a data-dependent branch; {branch}"
        return ""
    if not any(marker in text for marker in _DATA_DEPENDENT):
        return ""
    return (
        "\nhint: this export ran with strict=False (lower()'s default) and stopped at a "
        "data-dependent value: a tensor turned into a Python value (int(t), t.item()) "
        "exports with lower(..., strict=True) (torch.export.export(strict=True), as "
        f"torch-mlir's e2e suite runs it); {branch} (strict=True does not take a branch)"
    )
