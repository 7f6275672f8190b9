"""The seeds' other frontends: TorchScript's object graph and Lazy Tensor Core.

- ``torchscript_mlir``: the TorchScript importer's module before any pass
  (``engines/torchscript_import.py``): ``torch.class_type``, the ``torch.nn_module`` tree
  of ``torch.slot`` values, methods as ``func.func`` taking ``!torch.nn.Module``. Its
  subject is a ScriptModule (scripted or traced), a ScriptFunction, a ``pathlib.Path``
  to a ``torch.jit.save`` file, or a plain ``nn.Module``, which is scripted first. With
  ``frontend="lazy"`` it is the graph Lazy Tensor Core traced, imported the same way.
- ``lazy_tensor_ir``: LTC's own IR of the model run once on the ``lazy`` device.

``frontend="torchscript"`` / ``"lazy"`` on ``torch_mlir`` and after feed these modules to
torch-mlir's ``torchscript-module-to-torch-backend-pipeline`` (``families/torch_mlir.py``).
The import runs in the test's process, as the FX import does.
"""

from __future__ import annotations

from typing import Any

from pytest_irlower.api import params as familyparams
from pytest_irlower.api.family import IRType, Request, Stage, Work
from pytest_irlower.api.keying import Environment
from pytest_irlower.engines import lazy_trace, mlir, script_subjects
from pytest_irlower.engines.torch_program import require_torch
from pytest_irlower.errors import LoweringError, UsageError
from pytest_irlower.families.mlir_stage import mlir_stage
from pytest_irlower.families.model import ModelFamily
from pytest_irlower.text import normalize as norm

#: the keyword arguments of lower() that a TorchScript import cannot take, and why
_NOT_TAKEN = {
    "dynamic_shapes": "the import's shapes are the example inputs' (torch.type_bound)",
    "strict": "it is passed to torch.export.export, which the TorchScript frontends skip",
}


def script_frontend(request: Request) -> str:
    """The frontend a ``torchscript_mlir`` request imports with: the call's
    (``"torchscript"`` or ``"lazy"``), else ``"torchscript"``."""
    value: str | None = request.params.frontend
    return "torchscript" if value is None else value


def check_script_request(request: Request, chosen: str) -> None:
    """What a request through a TorchScript frontend cannot have (UsageError)."""
    passed = familyparams.passed(request.params)
    for name, why in _NOT_TAKEN.items():
        if name in passed:
            raise UsageError(
                f"{name}= cannot be used with frontend={chosen!r} ({request.ir_type.name}): {why}"
            )
    if chosen == "lazy" and not _is_module(request.subject):
        raise UsageError(
            "frontend='lazy' runs an nn.Module on Lazy Tensor Core's 'lazy' device; a "
            f"{type(request.subject).__name__} is lowered with frontend='torchscript'"
        )


def _is_module(subject: Any) -> bool:
    torch = require_torch()
    return isinstance(subject, torch.nn.Module)


def scripted(model: Any) -> Any:
    """The TorchScript form of a subject: a ScriptModule or ScriptFunction as it is, a
    plain ``nn.Module`` through ``torch.jit.script``."""
    torch = require_torch()
    if script_subjects.is_script(model):
        return model
    try:
        return torch.jit.script(model)
    except Exception as exc:
        first = str(exc).strip().splitlines()
        raise LoweringError(
            "torchscript_mlir",
            f"torch.jit.script({type(model).__name__}) failed, so frontend='torchscript' "
            f"cannot import it: {type(exc).__name__}: {first[0] if first else exc}\n"
            "(script or trace the model yourself and lower the ScriptModule, or use "
            f"frontend='fx')\n{exc}",
        ) from exc


class TorchScript(ModelFamily):
    """The TorchScript importer's object graph and Lazy Tensor Core's IR."""

    name = "torchscript"
    subject_name = "a ScriptModule, ScriptFunction, pathlib.Path or torch.nn.Module"
    #: the importer builds its IR with torch-mlir's bindings
    environment = Environment(("torch", "torch-mlir"))
    ir_types = (
        IRType(
            "torchscript_mlir",
            "ScriptModule",
            ".mlir",
            "mlir",
            "the TorchScript importer: the object graph (torch.class_type, torch.nn_module, "
            "torch.slot, methods taking !torch.nn.Module), before any pass",
        ),
        IRType(
            "lazy_tensor_ir",
            "module",
            ".txt",
            "text",
            "Lazy Tensor Core's IR of the model run once on the 'lazy' device",
        ),
    )

    def takes_param(self, name: str, ir_type: IRType) -> bool:
        if name == "frontend":
            return ir_type.name == "torchscript_mlir"
        return name not in _NOT_TAKEN and super().takes_param(name, ir_type)

    def check_subject(self, request: Request) -> None:
        name = request.ir_type.name
        if name == "lazy_tensor_ir":
            if request.params.frontend is not None:
                raise UsageError(
                    "frontend= picks the importer of torchscript_mlir and the torch-mlir IR "
                    "types; lazy_tensor_ir is LTC's own IR, made before any importer"
                )
            if not _is_module(request.subject):
                raise UsageError(
                    "lazy_tensor_ir runs a torch.nn.Module on Lazy Tensor Core's 'lazy' "
                    f"device, got {type(request.subject).__name__}"
                )
        chosen = script_frontend(request) if name == "torchscript_mlir" else "lazy"
        if chosen not in script_subjects.SCRIPT_FRONTENDS:
            raise UsageError(
                f"frontend={chosen!r}: torchscript_mlir is the TorchScript import; its "
                "frontend= is 'torchscript' (the default) or 'lazy' (the graph Lazy Tensor "
                "Core traced)"
            )
        check_script_request(request, chosen)
        if not script_subjects.is_script_subject(request.subject):
            super().check_subject(request)

    def build_torchscript_mlir(self, work: Work) -> Stage:
        mlir.require_torch_mlir()
        from pytest_irlower.engines import torchscript_import

        request = work.request
        context = mlir.new_context()
        if script_frontend(request) == "lazy":
            trace = lazy_trace.trace(request.subject, request.inputs, "torchscript_mlir")
            module = torchscript_import.import_lazy(trace, request.inputs, context)
        else:
            subject = scripted(request.subject)
            module = torchscript_import.import_script(subject, request.inputs, context)
        stage = mlir_stage(work, module.operation, keep_weights=request.options.keep_weights)
        # a class compiled twice in a process is renamed ___torch_mangle_N: what ran before,
        # not the model (several classes of one name, as a loaded file has, are numbered)
        stage.text = norm.number_torch_mangles(stage.text)
        stage.engine = "pytest-irlower's TorchScript importer (torch-mlir's Python bindings)"
        return stage

    def build_lazy_tensor_ir(self, work: Work) -> str:
        trace = lazy_trace.trace(work.request.subject, work.request.inputs, "lazy_tensor_ir")
        return trace.text


FAMILY = TorchScript
