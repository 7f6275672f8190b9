"""The lowering subcommands of ``irlower`` (``lower``, ``run``, ``checks``): the family
flags they share (made from the families' ``Params`` declarations, see
:mod:`pytest_irlower.api.params`), what those flags give ``lower()``, and each command's
work. ``main.py`` builds the parser and dispatches."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from pytest_irlower.api import params as familyparams
from pytest_irlower.api.loweroptions import LowerOptions
from pytest_irlower.api.params import CliContext, CliFlags
from pytest_irlower.cli import loader
from pytest_irlower.errors import UsageError
from pytest_irlower.families import REGISTRY
from pytest_irlower.lowering.lowerer import Lowerer


def family_flags() -> CliFlags:
    """The flags of every registered family's parameters, from their declarations
    (``Params`` fields with a :class:`~pytest_irlower.ParamFlag`)."""
    return CliFlags((family.name, family.Params) for family in REGISTRY.families())


def _family_options(parser: argparse.ArgumentParser) -> None:
    """Every family's flags (``--frontend``, ``--opt-level``, ``--language``...)."""
    family_flags().add_to(parser)


def _params(args: argparse.Namespace, path: str | None = None) -> dict[str, Any]:
    """The family keyword arguments the command line gave (only those given) that need no
    subject: read, and checked as ``lower()`` checks them, before the subject is loaded."""
    return family_flags().parse(args, CliContext(file=path))


def _subject_params(
    args: argparse.Namespace, path: str, subject: Any, inputs: tuple[Any, ...]
) -> dict[str, Any]:
    """The family keyword arguments that need the loaded subject (``--dynamic-shapes``
    counts its inputs, ``--loss-fn`` names a function of FILE), and the training graphs'
    default loss: FILE's ``loss_fn``, for a model (a Triton kernel takes none)."""
    from pytest_irlower.engines.triton_kernels import is_kernel

    context = CliContext(
        file=path, inputs=inputs, load=lambda name: loader.load_attribute(path, name)
    )
    params = family_flags().parse(args, context, late=True)
    if "loss_fn" in params or is_kernel(subject) or args.ir_type is None:
        return params
    spec = REGISTRY.get(args.ir_type)
    training = getattr(REGISTRY.family_of(spec), "training", False)
    graph = CliFlags.given(args, "graph")
    if training or graph in ("forward", "backward"):
        params["loss_fn"] = loader.load_attribute(path, "loss_fn", required=False)
    return params


_LOSS_HINT = (
    " (on the command line: --loss-fn NAME, a function in FILE, or a module-level loss_fn in FILE)"
)


def _checks(args: argparse.Namespace) -> int:
    from pytest_irlower.checks.checkfocus import generate_focused, parse_focus
    from pytest_irlower.checks.checkgen import generate_text

    focus = parse_focus(args.focus) if args.focus is not None else None
    path, name = loader.split_spec(args.spec)
    if args.ir_type is None:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    else:
        params = _params(args, path)  # a bad value is the error, before the subject's
        model, inputs = loader.load_subject(path, name, args.inputs)
        text = Lowerer().lower(
            model,
            inputs,
            ir_type=args.ir_type,
            target=args.target,
            arch=args.arch,
            **params,
            **_subject_params(args, path, model, inputs),
        )
    if focus is None:
        sys.stdout.write(generate_text(text, prefix=args.prefix, comment=args.comment))
        return 0
    lines = generate_focused(text, focus, prefix=args.prefix, comment=args.comment)
    if not any(f"{args.prefix}:" in line for line in lines):
        raise UsageError(
            f"--focus {args.focus}: no op of the IR is one of {', '.join(focus)} "
            "(give op names as the IR spells them, e.g. linalg.matmul, or a dialect: math)"
        )
    sys.stdout.write("\n".join(lines) + "\n")
    return 0


def _run(args: argparse.Namespace) -> int:
    from pytest_irlower.checks import distribution, numerics

    path, name = loader.split_spec(args.spec)
    params = _params(args, path)
    model, inputs = loader.load_subject(path, name, args.inputs)
    if not inputs and hasattr(model, "example_inputs"):  # an exported program's own
        inputs = tuple(model.example_inputs[0])
    bisect = bool(getattr(args, "bisect", False))
    result = Lowerer(LowerOptions(passes=True) if bisect else None).lower(
        model,
        inputs,
        ir_type=args.ir_type,
        pipeline=args.pipeline,
        target=args.target,
        arch=args.arch,
        **params,
        **_subject_params(args, path, model, inputs),
    )
    runner = result._runner()  # the error saying what can be run, when this cannot
    # the default reference: the model, its buffers copied where it updates them
    comparisons = distribution.run_and_compare(
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
        if bisect:
            print(result.bisect(tuple(inputs), rtol=args.rtol, atol=args.atol).describe())
        return 1
    print(f"OK: {len(comparisons)} output(s) match")
    return 0


def _lower(args: argparse.Namespace) -> int:
    if args.passes_dir and not args.passes:
        raise UsageError("--passes-dir DIR applies with --passes only")
    lowerer = Lowerer(LowerOptions(keep_weights=args.keep_weights, passes=args.passes))
    path, name = loader.split_spec(args.spec)
    spec = REGISTRY.get(args.ir_type)
    params = _params(args, path)  # a bad value is the error, before the subject's
    if spec.subject == "text":
        with open(path, encoding="utf-8") as handle:
            source = handle.read()
        if (
            "language" in familyparams.names(REGISTRY.family_of(spec).Params)
            and "language" not in params
        ):
            params["language"] = "pytorch" if path.endswith(".py") else "mlir"
        result = lowerer.lower(source, ir_type=args.ir_type, pipeline=args.pipeline, **params)
    else:
        model, inputs = loader.load_subject(path, name, args.inputs)
        result = lowerer.lower(
            model,
            inputs,
            ir_type=args.ir_type,
            target=args.target,
            arch=args.arch,
            pipeline=args.pipeline,
            **params,
            **_subject_params(args, path, model, inputs),
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

        from pytest_irlower.report.dumps import dump_passes

        written = dump_passes(Path(folder), result)
        print(f"wrote {len(written)} pass dumps under {folder}")
        return 0
    for stage, texts in result.passes.items():
        for name, text in texts.items():
            print(f"// ----- pass: {stage} / {name}")
            sys.stdout.write(text)
    return 0
