"""``irlower stage NAME``: rerun one in-process stage of the built-in chain on its input
(stdin), printing the stage as ``.stages`` shows it. It is the reproduce command of a stage
whose steps no MLIR tool has: ``fx_graph`` prints an exported program saved with
``torch.export.save`` (the model itself cannot be saved as a file); ``llvm_mlir`` runs MLIR
passes and two steps of the plugin's own (the one-shot-bufferize annotation and the exp/log
rewrite, engines/llvm_dialect.py); ``llvm_ir`` translates with the large weights stripped
first and elided in the display (engines/weights.py), which ``mlir-translate`` does not."""

from __future__ import annotations

import argparse
import sys
from typing import Any

#: stage name -> (its input, what it runs)
STAGES = {
    "fx_graph": (
        "the exported program saved with torch.export.save (.pt2)",
        "the fx_graph printer, symbols named portably with --dynamic",
    ),
    "llvm_mlir": ("the linalg_on_tensors_mlir stage's text", "the Linalg to LLVM dialect pipeline"),
    "llvm_ir": (
        "the llvm_mlir module with its weights",
        "mlir-translate --mlir-to-llvmir, the weights elided as the stage shows them",
    ),
}


def add_parser(sub: Any) -> None:
    """The ``stage`` subcommand."""
    stage = sub.add_parser(
        "stage",
        help="rerun an in-process stage on its input (stdin): the reproduce command "
        "of stages no MLIR tool can rerun",
        description="Rerun one in-process stage of the built-in chain on the text of the "
        "stage before it, read from stdin, and print the stage as LoweredIR.stages shows "
        "it. Stages: "
        + "; ".join(f"{name} (input: {what[0]}; runs {what[1]})" for name, what in STAGES.items()),
    )
    stage.add_argument("name", choices=list(STAGES), metavar="STAGE")
    stage.add_argument(
        "--keep-weights", action="store_true", help="print the weights too (as keep_weights=)"
    )
    stage.add_argument(
        "--dynamic",
        action="store_true",
        help="fx_graph: name symbolic dims portably, as a lowering with dynamic shapes does",
    )


def run(args: argparse.Namespace) -> int:
    """Read the input from stdin, run the stage in-process, print it."""
    from pytest_irlower.engines import mlir

    if args.name == "fx_graph":
        sys.stdout.write(_fx_graph(sys.stdin.buffer.read(), args.dynamic))
        return 0

    mlir.require_torch_mlir()
    module = mlir.parse_module(sys.stdin.read(), stage=args.name, context=mlir.new_context())
    op = getattr(module, "operation", module)
    shown = _llvm_ir(op, args.keep_weights) if args.name == "llvm_ir" else _llvm_mlir(op, args)
    sys.stdout.write(shown)
    return 0


def _fx_graph(data: bytes, dynamic: bool) -> str:
    from pytest_irlower.engines.torch_program import require_torch, torch_message
    from pytest_irlower.errors import UsageError
    from pytest_irlower.families.torch_export import print_saved_program

    require_torch()
    try:
        return print_saved_program(data, dynamic=dynamic)
    except Exception as exc:  # torch.export.load raises many types; all mean a bad input
        raise UsageError(
            "irlower stage fx_graph reads an exported program saved with torch.export.save "
            "(a .pt2 archive, as --irlower-dump-dir writes <NN>.fx_graph.input.pt2) on stdin; "
            f"this input is not one: {torch_message(exc, 'torch.export.load')}"
        ) from exc


def _llvm_mlir(op: Any, args: argparse.Namespace) -> str:
    from pytest_irlower.engines import llvm_dialect, mlir
    from pytest_irlower.text import normalize as norm

    llvm_dialect.lower_linalg_to_llvm(op, stage=args.name)
    # as families/mlir_stage.py shows a stage
    shown = mlir.print_op(op, keep_weights=args.keep_weights, weights_only=True)
    return norm.normalize_whitespace(norm.strip_empty_mlir_resources(shown))


def _llvm_ir(op: Any, keep_weights: bool) -> str:
    from pytest_irlower.engines import mlir, weights
    from pytest_irlower.text import normalize as norm
    from pytest_irlower.text import syntax as syntaxes

    # as families/llvm.py's build_llvm_ir shows the stage
    if keep_weights:
        text = mlir.translate_to_llvm_ir(op, stage="llvm_ir")
        return syntaxes.display(text, "llvm", keep_weights=True)
    stripped = weights.strip_weight_globals(op)
    text = mlir.translate_to_llvm_ir(op, stage="llvm_ir")
    return norm.normalize_whitespace(weights.display_llvm_ir(text, stripped))
