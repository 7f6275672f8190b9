"""The torch-mlir dialects: Torch backend IR, then TOSA, Linalg on tensors and StableHLO.

The exported program comes from the ``fx_graph`` stage (the torch-export family);
it is imported into the Torch backend dialect once, and each backend pipeline
runs on a clone of that module. Each stage's payload is its MLIR module op.
With ``frontend="onnx"`` the Torch backend IR comes from the ``onnx`` stage's model
instead, through torch-mlir's ONNX importer (``engines/onnx_import.py``); everything
after it is the same.

Declaring the family and keying a request import no engine (a cache hit, and the chain's
walk up ``after`` links from the LLVM family, load this module): the stage builders import
the importers and pipelines, on a miss.
"""

from __future__ import annotations

import functools
import re
import warnings
from typing import TYPE_CHECKING, Any

from pytest_irlower.api.family import IRType, Request, Stage, Work
from pytest_irlower.api.keying import Environment
from pytest_irlower.engines import import_options, script_subjects
from pytest_irlower.engines.torch_program import (
    diagnostic_gist,
    torch_message,
)
from pytest_irlower.errors import LoweringError, UnsupportedCombination, UsageError
from pytest_irlower.families.model import ModelFamily, frontend, graph_of, is_dynamic

if TYPE_CHECKING:
    from pytest_irlower.engines import mlir_child
    from pytest_irlower.engines.outputs import OutputPlan

#: the prefix of the quantize/dequantize ops of a PT2E-quantized model in the Torch dialect
QUANTIZED_OPS = "torch.quantized_decomposed."
#: a Torch-dialect tensor type with a dynamic dim (``!torch.vtensor<[1,?,32],f32>``)
_DYNAMIC_TYPE = re.compile(r"vtensor<\[[^\]]*\?")
BACKEND_NAMES = {"TOSA": "TOSA", "LINALG_ON_TENSORS": "Linalg", "STABLEHLO": "StableHLO"}


def _import(program: Any, dynamic: bool) -> tuple[Any, OutputPlan | None]:
    """torch-mlir's FX import of an exported program (torch-mlir's decompositions, then
    its FX importer: torch's and torch-mlir's Python, run in this process as torch.export
    is), before the Torch backend pipeline; with the plan of ``@main``'s results (None:
    all are user outputs).

    The decompositions are ``export_and_import``'s own (its default table), run here
    so that the functionalized program's output kinds are known: its mutation results."""
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table

    from pytest_irlower.engines import fx_hops, fx_import, weights
    from pytest_irlower.engines.outputs import plan_of

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            # non-persistent buffers (Hugging Face's position_ids, inv_freq) made findable
            # on a copy of the program; the user's model is never touched
            prepared = fx_import.prepare_for_import(program)
            table = get_decomposition_table()
            if table:
                prepared = prepared.run_decompositions(table)
            # export_and_import's own import (output RAW, its decompositions done above),
            # called directly: export_and_import makes a context of its own first, which
            # goes unused when given an importer (an MLIR context with every dialect
            # loaded: about 5 ms a lowering on an idle machine)
            importer = fx_hops.fx_importer(weights.fast_literal_hooks())  # imports torch.cond
            importer.import_frozen_program(
                prepared, func_name="main", import_symbolic_shape_expressions=dynamic
            )
            module = importer.module
        except Exception as exc:
            raise LoweringError(
                "torch_mlir", torch_message(exc, "torch_mlir.fx.export_and_import")
            ) from exc
    return module.operation, plan_of(prepared)


def _torch_backend(op: Any, legal_ops: tuple[str, ...]) -> Any:
    """torch-mlir's Torch backend pipeline on an imported module (in place)."""
    from pytest_irlower.engines import mlir

    pipeline = import_options.torch_backend_pipeline(legal_ops)
    mlir.run_pipeline(op, pipeline, stage="torch_mlir")
    return op


def _lower_to_backend(source: Any, backend: str, dynamic: bool, stage: str) -> Any:
    """A backend's module from the Torch backend IR module ``source`` (left as it is)."""
    from pytest_irlower.engines import mlir

    op = source.clone()
    if dynamic:
        # the symbolic shape expressions annotate the Torch dialect only; no backend
        # legalizes them (torch-mlir's own export_and_import leaves them out there too)
        mlir.erase_ops(op, ("torch.bind_symbolic_shape", "torch.symbolic_int"))
    pipeline = mlir.BACKEND_PIPELINES[backend]
    assert pipeline is not None
    mlir.run_pipeline(op, pipeline, stage=stage)
    return op


def _script_backend(source: Any, legal_ops: tuple[str, ...]) -> Any:
    """torch-mlir's TorchScript pipeline on a copy of an imported object graph: the
    object graph globalized, ``forward`` inlined into the Torch backend IR. The entry
    becomes ``@main``, as every frontend's is (``run()`` and the LLVM levels look for it)."""
    from pytest_irlower.engines import mlir

    op = source.clone()
    mlir.run_pipeline(
        op, import_options.torchscript_backend_pipeline(legal_ops), stage="torch_mlir"
    )
    mlir.rename_function(op, "forward", "main")
    return op


def _backend_what(backend: str) -> str:
    return f"torch-mlir's {backend} backend pipeline (in-process)"


#: the backend each of the family's IR types after torch_mlir is lowered to
BACKENDS = {
    "tosa_mlir": "TOSA",
    "linalg_on_tensors_mlir": "LINALG_ON_TENSORS",
    "stablehlo_mlir": "STABLEHLO",
}


class TorchMlir(ModelFamily):
    """torch-mlir's FX importer (in the test's process) and backend pipelines (in-process
    MLIR, in a forked child).

    ``graph="inference"`` imports torch.export's program (the ``fx_graph`` stage);
    ``"forward"``/``"backward"`` import AOTAutograd's training graph
    (``aot_forward_graph``/``aot_backward_graph``) with the stateless FX importer.
    """

    name = "torch_mlir"
    #: what its output depends on: the cross-run key and the session header read it
    environment = Environment(
        distributions=("torch", "torch-mlir"),
        executables=("torch-mlir-opt", "mlir-opt", "mlir-translate"),
    )
    takes_graph = True
    ir_types = (
        IRType(
            "torch_mlir",
            "module",
            ".mlir",
            "mlir",
            "torch-mlir's FX importer (frontend='onnx': its ONNX importer), Torch backend dialect",
            after="fx_graph",
        ),
        IRType("tosa_mlir", "module", ".mlir", "mlir", "torch-mlir, TOSA", after="torch_mlir"),
        IRType(
            "linalg_on_tensors_mlir",
            "module",
            ".mlir",
            "mlir",
            "torch-mlir, Linalg on tensors",
            after="torch_mlir",
        ),
        IRType(
            "stablehlo_mlir", "module", ".mlir", "mlir", "torch-mlir, StableHLO", after="torch_mlir"
        ),
    )

    def run_ahead(self, request: Request, row: IRType) -> mlir_child.Next | None:
        """A backend's pipeline (``tosa_mlir``...), run ahead in the child of the Torch
        backend pipeline (see ``mlir_child.contained_module``)."""
        from pytest_irlower.engines import mlir_child

        backend = BACKENDS.get(row.name)
        if backend is None:
            return None
        dynamic = is_dynamic(request)
        stage = row.name
        return mlir_child.Next(
            stage,
            _backend_what(backend),
            functools.partial(_lower_to_backend, backend=backend, dynamic=dynamic, stage=stage),
        )

    def built_from(self, request: Request, row: IRType) -> str | None:
        if row.name != "torch_mlir":
            return row.after
        graph = graph_of(request)
        if graph != "inference":
            if frontend(request) in script_subjects.SCRIPT_FRONTENDS:
                raise UsageError(
                    f"graph={graph!r} with frontend={frontend(request)!r}: the TorchScript "
                    "frontends import the inference graph only; AOTAutograd's training graphs "
                    "reach torch-mlir through the FX importer (frontend='fx')"
                )
            if frontend(request) == "onnx":
                raise UsageError(
                    f"graph={graph!r} with frontend='onnx': the ONNX exporter gives the inference "
                    "graph only; AOTAutograd's training graphs reach torch-mlir through the FX "
                    "importer (frontend='fx', the default)"
                )
            return f"aot_{graph}_graph"
        if frontend(request) == "onnx":
            return "onnx"
        if frontend(request) in script_subjects.SCRIPT_FRONTENDS:
            return "torchscript_mlir"
        return row.after

    def build_torch_mlir(self, work: Work) -> Stage:
        from pytest_irlower.engines import fx_import, mlir, mlir_child, outputs
        from pytest_irlower.families.mlir_stage import mlir_stage

        mlir.require_torch_mlir()
        assert work.previous is not None
        if frontend(work.request) == "onnx":
            return self._from_onnx(work)
        if frontend(work.request) in script_subjects.SCRIPT_FRONTENDS:
            return self._from_torchscript(work)
        graph = graph_of(work.request)
        legal_ops = import_options.legal_ops_of(work.request.params.backend_legal_ops)
        if graph != "inference":
            graph_module = work.previous.payload
            op = mlir_child.contained_module(
                lambda: fx_import.import_graph(graph_module, legal_ops),
                stage="torch_mlir",
                timeout=work.request.options.timeout,
                what=f"torch-mlir's stateless FX importer ({graph} graph) and Torch backend "
                "pipeline (in-process)",
                then=work.ahead,
            )
            return mlir_stage(work, op, keep_weights=work.request.options.keep_weights)
        # the import is torch's and torch-mlir's Python, run here as torch.export is (in a
        # child, it ran 10 to 20% slower: its first touch of the parent's objects); the
        # MLIR passes, where native code can abort on a model, run in a forked child
        imported, plan = _import(work.previous.payload, is_dynamic(work.request))
        # the import before the pipeline, as its reproduce command reads it, printed while
        # the child runs the pipeline on its own copy; the shape symbols of a dynamic model
        # are printed portably in the stage, which no tool does: no command then
        reproduce: dict[str, Any] = {}

        def print_import() -> None:
            if not is_dynamic(work.request):
                reproduce["command"] = mlir.reproducer(
                    import_options.torch_backend_pipeline(legal_ops)
                )
                reproduce["command_input"] = mlir.print_op(
                    imported, keep_weights=False, weights_only=True
                )

        op = mlir_child.contained_module(
            functools.partial(_torch_backend, legal_ops=legal_ops),
            on=imported,
            small=mlir_child.small_model(work.request.subject),
            stage="torch_mlir",
            timeout=work.request.options.timeout,
            what="torch-mlir's Torch backend pipeline (in-process)",
            contexts=(imported.context,),
            then=work.ahead,
            meanwhile=print_import,
        )
        details = {outputs.DETAILS_KEY: plan.as_details()} if plan is not None else None
        return mlir_stage(
            work, op, keep_weights=work.request.options.keep_weights, details=details, **reproduce
        )

    def _from_onnx(self, work: Work) -> Stage:
        from pytest_irlower.engines import mlir_child, onnx_import
        from pytest_irlower.families.mlir_stage import mlir_stage

        assert work.previous is not None
        model = work.previous.payload
        legal_ops = import_options.legal_ops_of(work.request.params.backend_legal_ops)
        op = mlir_child.contained_module(
            lambda: onnx_import.import_model(model, stage="torch_mlir", legal_ops=legal_ops),
            stage="torch_mlir",
            timeout=work.request.options.timeout,
            what="torch-mlir's ONNX importer and torch-onnx-to-torch-backend-pipeline (in-process)",
            then=work.ahead,
        )
        return mlir_stage(work, op, keep_weights=work.request.options.keep_weights)

    def _from_torchscript(self, work: Work) -> Stage:
        from pytest_irlower.engines import mlir_child
        from pytest_irlower.families.mlir_stage import mlir_stage

        assert work.previous is not None
        source = work.previous.payload
        legal_ops = import_options.legal_ops_of(work.request.params.backend_legal_ops)
        op = mlir_child.contained_module(
            functools.partial(_script_backend, legal_ops=legal_ops),
            on=source,
            small=mlir_child.small_model(work.request.subject),
            stage="torch_mlir",
            timeout=work.request.options.timeout,
            what="torch-mlir's torchscript-module-to-torch-backend-pipeline (in-process)",
            contexts=(source.context,),
            then=work.ahead,
        )
        return mlir_stage(work, op, keep_weights=work.request.options.keep_weights)

    def _backend(self, work: Work, backend: str) -> Stage:
        from pytest_irlower.engines import mlir, mlir_child
        from pytest_irlower.families.mlir_stage import mlir_stage

        assert work.previous is not None
        source = work.previous.payload
        dynamic = is_dynamic(work.request)
        stage = work.ir_type.name

        try:
            op = mlir_child.contained_module(
                functools.partial(_lower_to_backend, backend=backend, dynamic=dynamic, stage=stage),
                on=source,
                small=mlir_child.small_model(work.request.subject),
                stage=stage,
                timeout=work.request.options.timeout,
                what=_backend_what(backend),
                contexts=(source.context,),
                then=work.ahead,
                source=source,
            )
        except LoweringError as exc:
            why = diagnostic_gist(exc.detail)
            if dynamic and _DYNAMIC_TYPE.search(exc.detail.split("error:", 1)[-1].split("\n")[0]):
                raise UnsupportedCombination(
                    stage,
                    f"dynamic shapes cannot be lowered to {stage} for this model: torch-mlir's "
                    f"{BACKEND_NAMES[backend]} backend fails on an op of a tensor with a dynamic "
                    f"dim ('?'); here: {why}. Lower it with static shapes (no dynamic_shapes=), "
                    f"or to linalg_on_tensors_mlir or stablehlo_mlir.\n{exc.detail}",
                    combination=f"dynamic shapes -> {stage}",
                    command=exc.command,
                    input_ir=exc.input_ir,
                ) from None
            quantized = mlir.op_names(source, QUANTIZED_OPS)
            if not quantized:
                raise
            raise UnsupportedCombination(
                stage,
                f"a quantized model cannot be lowered to {stage}: torch-mlir's "
                f"{BACKEND_NAMES[backend]} backend cannot take the quantize/dequantize ops of "
                f"the model ({', '.join(quantized)}) or the integer tensors they read (int8 "
                "weights, int64 zero points); here: "
                f"{why}. linalg_on_tensors_mlir (and llvm_mlir, "
                f"llvm_ir after it) takes it.\n{exc.detail}",
                combination=f"quantized model -> {stage}",
                command=exc.command,
                input_ir=exc.input_ir,
            ) from None
        # torch-mlir-opt registers the backend pipelines: it reruns this stage as printed
        command = None if dynamic else mlir.reproducer(mlir.BACKEND_PIPELINES[backend] or "")
        return mlir_stage(work, op, keep_weights=work.request.options.keep_weights, command=command)

    def build_tosa_mlir(self, work: Work) -> Stage:
        return self._backend(work, BACKENDS["tosa_mlir"])

    def build_linalg_on_tensors_mlir(self, work: Work) -> Stage:
        return self._backend(work, BACKENDS["linalg_on_tensors_mlir"])

    def build_stablehlo_mlir(self, work: Work) -> Stage:
        return self._backend(work, BACKENDS["stablehlo_mlir"])


FAMILY = TorchMlir
