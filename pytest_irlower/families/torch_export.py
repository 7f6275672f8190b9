"""The torch export levels: TorchScript, torch.export's FX graph, Core ATen and Prims.

The exported program is the ``fx_graph`` stage's payload: the torch-mlir family
imports it from there, so one model lowered to many IR types is exported once.
What every model family shares (:class:`ModelFamily`, the stage cache key) is in
:mod:`pytest_irlower.families.model`, torch's own work in
:mod:`pytest_irlower.engines.torch_program`.
"""

from __future__ import annotations

import warnings
from typing import Any

from pytest_irlower.api.family import IRType, Request, Stage, Work
from pytest_irlower.engines import import_options
from pytest_irlower.engines.torch_program import (
    as_module,
    is_program,
    load_program,
    no_collection,
    require_torch,
    save_program,
    torch_message,
)
from pytest_irlower.errors import LoweringError, ReproduceUnavailable, UsageError
from pytest_irlower.families.model import (
    ModelFamily,
    frontend,
    graph_text,
    is_dynamic,
    print_graph,
    print_graph_module,
    without_frontend,
)
from pytest_irlower.text import normalize as norm
from pytest_irlower.text import syntax as syntaxes


class TorchExport(ModelFamily):
    """TorchScript, torch.export and Core ATen graphs, as text."""

    name = "torch_export"
    ir_types = (
        IRType(
            "torch_script_graph_ir",
            "module",
            ".txt",
            "torchscript",
            "torch.jit.trace(model, inputs).inlined_graph",
        ),
        IRType("fx_graph", "module", ".txt", "fx", "torch.export.export(model, inputs), printed"),
        IRType(
            "core_aten_ir",
            "module",
            ".txt",
            "fx",
            "the exported program after the Core ATen decompositions",
            after="fx_graph",
        ),
        IRType(
            "prims_ir",
            "module",
            ".txt",
            "fx",
            "make_fx under torch._prims.context.TorchRefsMode with torch's decompositions",
        ),
    )

    def check_subject(self, request: Request) -> None:
        super().check_subject(request)
        if frontend(request) != "fx":
            raise UsageError(
                f"frontend={frontend(request)!r} picks the importer in front of the torch-mlir "
                f"IR types (torch_mlir and every IR type after it); {request.ir_type.name!r} "
                "is made before any importer runs (leave frontend= out, or ask for "
                "ir_type='onnx' to see the ONNX model)"
            )
        if request.ir_type.name == "torch_script_graph_ir" and is_program(request.subject):
            raise UsageError(
                "torch_script_graph_ir cannot take an ExportedProgram: torch.jit.trace runs the "
                "model's own Python forward, which an exported program no longer has (its graph "
                "is torch.export's); lower the nn.Module for TorchScript, or ask the program for "
                "fx_graph, core_aten_ir or the torch-mlir IR types"
            )

    def prepare(self, request: Request) -> Request:
        return without_frontend(super().prepare(request))

    def build_torch_script_graph_ir(self, work: Work) -> str:
        torch = require_torch()
        request = work.request
        if request.params.dynamic_shapes is not None:
            raise UsageError(
                "torch_script_graph_ir cannot take dynamic_shapes: torch.jit.trace specializes "
                "on the example inputs' shapes (fx_graph, core_aten_ir and the torch-mlir IR "
                "types take them)"
            )
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                traced = torch.jit.trace(request.subject, request.inputs, check_trace=False)
            except Exception as exc:  # torch raises many types; all end the chain here
                raise LoweringError(
                    "torch_script_graph_ir", torch_message(exc, "torch.jit.trace")
                ) from exc
        text = str(traced.inlined_graph)
        if request.options.keep_locations:
            text = norm.relativize_paths(text, request.options.path_roots())
        else:
            text = norm.strip_torchscript_locations(text)
        return norm.strip_torch_mangles(text)

    def build_fx_graph(self, work: Work) -> Stage:
        torch = require_torch()
        request = work.request
        if is_program(request.subject):
            # already exported: the program is the stage, as the user made it
            program = request.subject
            return _fx_stage(work, program, engine="torch.export.ExportedProgram (given)")
        strict = import_options.strict_of(request.params.strict)
        with warnings.catch_warnings(), no_collection():
            warnings.simplefilter("ignore")
            try:
                program = torch.export.export(
                    request.subject,
                    request.inputs,
                    dynamic_shapes=request.params.dynamic_shapes,
                    strict=strict,
                )
            except Exception as exc:
                what = "torch.export.export(strict=True)" if strict else "torch.export.export"
                message = torch_message(exc, what) + import_options.strict_hint(exc, strict)
                raise LoweringError("fx_graph", message) from exc
        return _fx_stage(work, program)

    def build_core_aten_ir(self, work: Work) -> Stage:
        assert work.previous is not None
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                program = work.previous.payload.run_decompositions()
            except Exception as exc:
                raise LoweringError(
                    "core_aten_ir", torch_message(exc, "ExportedProgram.run_decompositions")
                ) from exc
        return work.stage(print_graph(program, work.request), payload=program)

    def build_prims_ir(self, work: Work) -> str:
        torch = require_torch()
        from torch._decomp import decomposition_table
        from torch._prims.context import TorchRefsMode
        from torch.fx.experimental.proxy_tensor import make_fx

        request = work.request
        if request.params.dynamic_shapes is not None or is_dynamic(request):
            raise UsageError(
                "prims_ir cannot take dynamic shapes: make_fx under TorchRefsMode traces the "
                "example inputs' static shapes (fx_graph, core_aten_ir, onnx, inductor_ir and "
                "the torch-mlir IR types take them)"
            )
        with warnings.catch_warnings(), torch.no_grad():
            warnings.simplefilter("ignore")
            try:
                with TorchRefsMode():
                    traced = make_fx(
                        as_module(request.subject),
                        decomposition_table=decomposition_table,  # type: ignore[arg-type, unused-ignore]
                    )(*request.inputs)
            except Exception as exc:
                raise LoweringError(
                    "prims_ir", torch_message(exc, "make_fx under TorchRefsMode")
                ) from exc
        return print_graph_module(traced, request)


def _fx_stage(work: Work, program: Any, engine: str | None = None) -> Stage:
    """The fx_graph stage of ``program``, reproduced by ``irlower stage fx_graph`` from the
    program saved with ``torch.export.save`` (made only when the dump asks for it)."""
    request = work.request
    dynamic = is_dynamic(request)
    keep_locations = request.options.keep_locations
    command = "irlower stage fx_graph" + (" --dynamic" if dynamic else "") + " < input"

    # a closure over the program, the stage and two flags only, never the request: a cached
    # stage must not reach the model (the stage cache holds it weakly)
    def saved() -> bytes:
        if keep_locations:
            raise ReproduceUnavailable(
                "keep_locations=True writes source paths relative to the session's roots, "
                "which `irlower stage fx_graph` does not know"
            )
        try:
            data = save_program(program)
            again = print_saved_program(data, dynamic=dynamic)
        except Exception as exc:  # torch raises many types; all mean "cannot be saved"
            raise ReproduceUnavailable(
                torch_message(exc, "torch.export.save and torch.export.load")
            ) from exc
        if again != stage.text:
            raise ReproduceUnavailable(
                "the program torch.export.save wrote prints differently once loaded back"
            )
        return data

    stage = work.stage(
        print_graph(program, request),
        payload=program,
        engine=engine,
        command=command,
        command_input=saved,
    )
    return stage


def print_saved_program(data: bytes, *, dynamic: bool) -> str:
    """The fx_graph stage of the exported program in ``data`` (a ``.pt2`` archive), as the
    stage shows it without source locations: the reproduce command's output."""
    text = graph_text(load_program(data).graph_module, dynamic=dynamic)
    return syntaxes.display(text, "fx", keep_weights=False)  # as Work.stage shows it


FAMILY = TorchExport
