"""The stage of an MLIR module as the torch-mlir, LLVM and GPU kernel families show it:
weights elided unless kept, shape symbols portable, the full text printed on demand."""

from __future__ import annotations

from typing import Any

from pytest_irlower.api.family import Stage, Work
from pytest_irlower.engines import mlir
from pytest_irlower.engines.torch_program import print_symbols_portably
from pytest_irlower.families.model import is_dynamic
from pytest_irlower.text import normalize as norm


def mlir_stage(
    work: Work,
    op: Any,
    *,
    keep_weights: bool,
    details: dict[str, Any] | None = None,
    command: str | None = None,
    command_input: str | None = None,
) -> Stage:
    """A stage showing ``op`` (weights elided unless kept), its full text on demand;
    ``command`` reproduces it from the previous stage's text (``< input``)."""
    text = mlir.print_op(op, keep_weights=keep_weights, weights_only=True)
    text = norm.strip_empty_mlir_resources(text)
    if is_dynamic(work.request):
        text = print_symbols_portably(text, quoted=True)
    return work.stage(
        text=norm.normalize_whitespace(text),
        full_text=_printer(op),
        payload=op,
        details=details,
        command=command,
        command_input=command_input,
    )


def _printer(op: Any) -> Any:
    # a closure over the op only: a cached stage must not reach the model
    return lambda: norm.normalize_whitespace(mlir.print_op(op, keep_weights=True))
