"""The lowering subcommands of ``irlower`` (``lower``, ``run``, ``checks``): the argument
groups they share, what those arguments give ``lower()``, and each command's work.
``cli.py`` builds the parser and dispatches."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from pytest_irlower import loader
from pytest_irlower.errors import UsageError
from pytest_irlower.families import REGISTRY
from pytest_irlower.families.torch_export import GRAPHS
from pytest_irlower.lowering import Lowerer, LowerOptions


def _frontend_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--frontend",
        choices=["fx", "onnx"],
        help="importer in front of the torch-mlir IR types: fx (torch-mlir's FX importer, "
        "the default) or onnx (torch.onnx.export, then torch-mlir's ONNX importer)",
    )


def _import_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--strict",
        action="store_const",
        const=True,
        help="export with torch.export.export(strict=True) (TorchDynamo), as torch-mlir's e2e "
        "suite does; takes models that turn a tensor into a Python value (int(t), t.item())",
    )
    parser.add_argument(
        "--backend-legal-ops",
        metavar="OP[,OP...]",
        help="ops torch-mlir's Torch backend pipeline keeps instead of decomposing, e.g. "
        "aten.adaptive_max_pool2d (torch-mlir's Linalg e2e config); see docs/numerics-models.md",
    )


def _codegen_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--opt-level",
        metavar="L",
        help="nvptx/amdgpu/spirv: the opt stage's level, O0 O1 O2 O3 Os Oz (default O2)",
    )
    parser.add_argument(
        "--opt-flags",
        metavar="FLAGS",
        help="nvptx/amdgpu/spirv: LLVM options for the opt stage, e.g. "
        "'-rotation-max-header-size=0'",
    )
    parser.add_argument(
        "--llc-level",
        metavar="L",
        help="nvptx/amdgpu/spirv: the code generator's level, O0 to O3 (default: the engine's)",
    )


def _params(args: argparse.Namespace) -> dict[str, Any]:
    """The family keyword arguments the command line gave (only those given)."""
    frontend = getattr(args, "frontend", None)
    params: dict[str, Any] = {} if frontend is None else {"frontend": frontend}
    for name in ("opt_level", "opt_flags", "llc_level", "strict"):
        if getattr(args, name, None) is not None:
            params[name] = getattr(args, name)
    legal_ops = getattr(args, "backend_legal_ops", None)
    if legal_ops is not None:
        params["backend_legal_ops"] = [op.strip() for op in legal_ops.split(",") if op.strip()]
    return params


def _dynamic_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--dynamic-shapes",
        action="append",
        metavar="DIM:NAME",
        help="make a dim of an example input dynamic (torch.export's dynamic_shapes): "
        "DIM:NAME for input 0, INPUT.DIM:NAME for another, :MIN:MAX to bound it; repeat "
        "for more dims; one NAME is one symbol (e.g. '0:batch', '1.0:batch', '1:seq:2:512')",
    )


def _dynamic_params(args: argparse.Namespace, inputs: tuple[Any, ...]) -> dict[str, Any]:
    if not getattr(args, "dynamic_shapes", None):
        return {}
    return {"dynamic_shapes": loader.parse_dynamic_shapes(args.dynamic_shapes, len(inputs))}


def _model_params(args: argparse.Namespace, path: str, subject: Any) -> dict[str, Any]:
    """The training parameters, for a model or a program (a Triton kernel takes none)."""
    from pytest_irlower.engines.triton_call import is_kernel

    return {} if is_kernel(subject) else _training_params(args, path)


def _training_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--graph",
        choices=GRAPHS,
        help="the graph that feeds the torch-mlir IR types and after: inference (default), "
        "or AOTAutograd's forward or backward training graph",
    )
    parser.add_argument(
        "--loss-fn",
        metavar="NAME",
        help="a function in FILE turning the model's output into the scalar loss of the "
        "training graphs (default: FILE's 'loss_fn', if any)",
    )


def _training_params(args: argparse.Namespace, path: str) -> dict[str, Any]:
    """``graph=`` and ``loss_fn=`` for ``lower()`` from ``--graph`` and ``--loss-fn``."""
    params: dict[str, Any] = {}
    if args.graph is not None:
        params["graph"] = args.graph
    if args.loss_fn is not None:
        params["loss_fn"] = loader.load_attribute(path, args.loss_fn)
        return params
    spec = REGISTRY.get(args.ir_type)
    training = getattr(REGISTRY.family_of(spec), "training", False)
    if training or args.graph in ("forward", "backward"):
        params["loss_fn"] = loader.load_attribute(path, "loss_fn", required=False)
    return params


_LOSS_HINT = (
    " (on the command line: --loss-fn NAME, a function in FILE, or a module-level loss_fn in FILE)"
)


def _checks(args: argparse.Namespace) -> int:
    from pytest_irlower.checkgen import generate_text

    path, name = loader.split_spec(args.spec)
    if args.ir_type is None:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    else:
        model, inputs = loader.load_subject(path, name)
        text = Lowerer().lower(
            model,
            inputs,
            ir_type=args.ir_type,
            target=args.target,
            arch=args.arch,
            **_params(args),
            **_dynamic_params(args, inputs),
            **_model_params(args, path, model),
        )
    sys.stdout.write(generate_text(text, prefix=args.prefix, comment=args.comment))
    return 0


def _run(args: argparse.Namespace) -> int:
    from pytest_irlower import numerics

    path, name = loader.split_spec(args.spec)
    model, inputs = loader.load_subject(path, name)
    if not inputs and hasattr(model, "example_inputs"):  # an exported program's own
        inputs = tuple(model.example_inputs[0])
    result = Lowerer().lower(
        model,
        inputs,
        ir_type=args.ir_type,
        pipeline=args.pipeline,
        target=args.target,
        arch=args.arch,
        **_params(args),
    )
    runner = result._runner()  # the error saying what can be run, when this cannot
    # the default reference: the model, its buffers copied where it updates them
    comparisons = numerics.run_and_compare(
        runner, tuple(inputs), reference=None, rtol=args.rtol, atol=args.atol
    )
    shapes = ", ".join(
        f"[{', '.join(str(s) for s in x.shape)}] {numerics.dtype_name(x.dtype)}"
        for x in inputs
        if hasattr(x, "shape")
    )
    print(f"{runner.ir_type} of {args.spec} on its example inputs ({shapes}), against eager:")
    for comparison in comparisons:
        print(comparison.describe())
    failed = sum(1 for c in comparisons if not c.ok)
    if failed:
        print(f"MISMATCH: {failed} of {len(comparisons)} output(s) differ")
        return 1
    print(f"OK: {len(comparisons)} output(s) match")
    return 0


def _lower(args: argparse.Namespace) -> int:
    if args.passes_dir and not args.passes:
        raise UsageError("--passes-dir DIR applies with --passes only")
    lowerer = Lowerer(LowerOptions(keep_weights=args.keep_weights, passes=args.passes))
    path, name = loader.split_spec(args.spec)
    spec = REGISTRY.get(args.ir_type)
    if spec.subject == "text":
        with open(path, encoding="utf-8") as handle:
            source = handle.read()
        extra: dict[str, Any] = {}
        if "language" in REGISTRY.family_of(spec).params:
            extra["language"] = "pytorch" if path.endswith(".py") else "mlir"
        extra.update(_params(args))
        result = lowerer.lower(source, ir_type=args.ir_type, pipeline=args.pipeline, **extra)
    else:
        model, inputs = loader.load_subject(path, name)
        result = lowerer.lower(
            model,
            inputs,
            ir_type=args.ir_type,
            target=args.target,
            arch=args.arch,
            pipeline=args.pipeline,
            **_params(args),
            **_dynamic_params(args, inputs),
            **_model_params(args, path, model),
        )
    if args.passes:
        return _print_passes(result, args.passes_dir)
    if args.dump_stages:
        for stage, text in result.stages.items():
            print(f"// ----- stage: {stage}")
            sys.stdout.write(text)
    else:
        sys.stdout.write(result)
    return 0


def _print_passes(result: Any, folder: str | None) -> int:
    if not result.passes:
        print(f"no stage of {result.ir_type}'s chain ({', '.join(result.stages)}) runs passes")
        return 0
    if folder is not None:
        from pathlib import Path

        from pytest_irlower.dumps import dump_passes

        written = dump_passes(Path(folder), result)
        print(f"wrote {len(written)} pass dumps under {folder}")
        return 0
    for stage, texts in result.passes.items():
        for name, text in texts.items():
            print(f"// ----- pass: {stage} / {name}")
            sys.stdout.write(text)
    return 0
