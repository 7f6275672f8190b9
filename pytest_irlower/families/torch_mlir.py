"""The torch-mlir dialects: Torch backend IR, then TOSA, Linalg on tensors and StableHLO.

The exported program comes from the ``fx_graph`` stage (the torch-export family);
it is imported into the Torch backend dialect once, and each backend pipeline
runs on a clone of that module. Each stage's payload is its MLIR module op.
"""

from __future__ import annotations

import warnings
from typing import Any

from pytest_irlower import normalize as norm
from pytest_irlower.engines import fx_import, mlir, weights
from pytest_irlower.errors import LoweringError
from pytest_irlower.families.torch_export import (
    ModelFamily,
    print_symbols_portably,
    torch_message,
)
from pytest_irlower.family import IRType, Stage, Work


def mlir_stage(work: Work, op: Any, *, keep_weights: bool) -> Stage:
    """A stage showing ``op`` (weights elided unless kept), its full text on demand."""
    text = norm.strip_empty_mlir_resources(mlir.print_op(op, keep_weights=keep_weights))
    if work.request.param("dynamic_shapes") is not None:
        text = print_symbols_portably(text, quoted=True)
    return work.stage(text=norm.normalize_whitespace(text), full_text=_printer(op), payload=op)


def _printer(op: Any) -> Any:
    # a closure over the op only: a cached stage must not reach the model
    return lambda: norm.normalize_whitespace(mlir.print_op(op, keep_weights=True))


class TorchMlir(ModelFamily):
    """torch-mlir's FX importer and backend pipelines, in-process."""

    name = "torch_mlir"
    ir_types = (
        IRType(
            "torch_mlir",
            "module",
            ".mlir",
            "mlir",
            "torch-mlir's FX importer, Torch backend dialect",
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

    def build_torch_mlir(self, work: Work) -> Stage:
        mlir.require_torch_mlir()
        from torch_mlir import fx
        from torch_mlir.compiler_utils import OutputType

        assert work.previous is not None
        dynamic = work.request.param("dynamic_shapes") is not None
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                # non-persistent buffers (Hugging Face's position_ids, inv_freq) made
                # findable on a copy of the program; the user's model is never touched
                program = fx_import.prepare_for_import(work.previous.payload)
                module = fx.export_and_import(
                    program,
                    output_type=OutputType.RAW,
                    import_symbolic_shape_expressions=dynamic,
                    hooks=weights.fast_literal_hooks(),
                )
            except Exception as exc:
                raise LoweringError(
                    "torch_mlir", torch_message(exc, "torch_mlir.fx.export_and_import")
                ) from exc
        mlir.run_pipeline(module.operation, mlir.TORCH_BACKEND_PIPELINE, stage="torch_mlir")
        return mlir_stage(work, module.operation, keep_weights=work.request.options.keep_weights)

    def _backend(self, work: Work, backend: str) -> Stage:
        assert work.previous is not None
        op = work.previous.payload.clone()
        if work.request.param("dynamic_shapes") is not None:
            # the symbolic shape expressions annotate the Torch dialect only; no backend
            # legalizes them (torch-mlir's own export_and_import leaves them out there too)
            mlir.erase_ops(op, ("torch.bind_symbolic_shape", "torch.symbolic_int"))
        pipeline = mlir.BACKEND_PIPELINES[backend]
        assert pipeline is not None
        mlir.run_pipeline(op, pipeline, stage=work.ir_type.name)
        return mlir_stage(work, op, keep_weights=work.request.options.keep_weights)

    def build_tosa_mlir(self, work: Work) -> Stage:
        return self._backend(work, "TOSA")

    def build_linalg_on_tensors_mlir(self, work: Work) -> Stage:
        return self._backend(work, "LINALG_ON_TENSORS")

    def build_stablehlo_mlir(self, work: Work) -> Stage:
        return self._backend(work, "STABLEHLO")


FAMILY = TorchMlir
