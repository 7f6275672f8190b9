"""``irlower stage NAME``: rerun one in-process stage of the built-in chain on its input text
(stdin), printing the stage as ``.stages`` shows it. It is the reproduce command of a stage
whose steps no MLIR tool has: ``llvm_mlir`` runs MLIR passes and two steps of the plugin's
own (the one-shot-bufferize annotation and the exp/log rewrite, engines/llvm_dialect.py)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

#: stage name -> (its input, what it runs)
STAGES = {
    "llvm_mlir": ("the linalg_on_tensors_mlir stage's text", "the Linalg to LLVM dialect pipeline"),
}


def add_parser(sub: Any) -> None:
    """The ``stage`` subcommand."""
    stage = sub.add_parser(
        "stage",
        help="rerun an in-process stage on its input text (stdin): the reproduce command "
        "of stages no MLIR tool can rerun",
        description="Rerun one in-process stage of the built-in chain on the text of the "
        "stage before it, read from stdin, and print the stage as LoweredIR.stages shows "
        "it. Stages: "
        + "; ".join(f"{name} (input: {what[0]}; runs {what[1]})" for name, what in STAGES.items()),
    )
    stage.add_argument("name", choices=list(STAGES), metavar="STAGE")
    stage.add_argument("--keep-weights", action="store_true", help="print the weights too")


def run(args: argparse.Namespace) -> int:
    """Read the input from stdin, run the stage in-process, print it."""
    from pytest_irlower.engines import llvm_dialect, mlir
    from pytest_irlower.text import normalize as norm

    mlir.require_torch_mlir()
    text = sys.stdin.read()
    module = mlir.parse_module(text, stage=args.name, context=mlir.new_context())
    op = getattr(module, "operation", module)
    llvm_dialect.lower_linalg_to_llvm(op, stage=args.name)
    # as families/mlir_stage.py shows a stage
    shown = mlir.print_op(op, keep_weights=args.keep_weights, weights_only=True)
    sys.stdout.write(norm.normalize_whitespace(norm.strip_empty_mlir_resources(shown)))
    return 0
