"""``irlower``: look at IR by hand.

irlower lower FILE[:NAME] --ir-type T [--target X] [--arch A] [--dump-stages]
              [--passes [--passes-dir DIR]] [FAMILY FLAGS]
irlower run FILE[:NAME] [--ir-type llvm_mlir] [--rtol R] [--atol A] [--target X] [--arch A]
            [--bisect] [FAMILY FLAGS]
irlower checks FILE[:NAME] [--ir-type T] [--focus OPS] [FAMILY FLAGS]
irlower conformance --ir-type T [--ops REGEX] [--preset smoke|full] [--dtypes D,...]
                    [--samples N|all] [--expectations FILE] [--update-expectations]
                    [-- PYTEST ARGS]
irlower accept FILE... [--only new|renames|real|stages|checks] [-k SUBSTRING] [--list]
irlower review FILE [--only ...] [-k SUBSTRING]
irlower stage fx_graph|llvm_mlir|llvm_ir [--keep-weights] [--dynamic] < INPUT
irlower toolchain
irlower types [--markdown]
irlower options [--markdown]

FAMILY FLAGS: one per parameter a family declares with a flag (its ``Params``, see
familyparams.py): --frontend F, --graph G, --loss-fn NAME, --dynamic-shapes DIM:NAME,
--strict, --backend-legal-ops OP,..., --opt-level L, --opt-flags FLAGS, --llc-level L,
--language L (``irlower options`` lists them by family).
irlower cache stats|clear [--dir DIR] [--max-size SIZE]
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from pytest_irlower.api.loweroptions import DEFAULT_IR_TYPE
from pytest_irlower.cli.lowering import (
    _LOSS_HINT,
    _checks,
    _family_options,
    _lower,
    _run,
)
from pytest_irlower.errors import IRLowerError, ToolchainMissing, UsageError
from pytest_irlower.families import REGISTRY
from pytest_irlower.runtime import toolchain
from pytest_irlower.text.targets import TARGETS

_LOWER_HELP = """\
Print the IR of a model defined in a Python file.

FILE[:NAME] names the model:
  NAME is a module-level object of FILE: an nn.Module instance, an nn.Module
  class (built with no arguments), or a no-argument function returning a model
  or a (model, example_inputs) pair. Without NAME: the object called 'model',
  else the only nn.Module class defined in FILE.
Example inputs, unless returned with the model: the model's 'example_inputs'
(attribute or no-argument method), else FILE's module-level 'example_inputs'.
Training graphs (the aot_* IR types, or --graph forward/backward) differentiate
a scalar loss: the model's own output when it is one, else loss_fn(output) with
the function --loss-fn NAME names in FILE (default: FILE's 'loss_fn', if any).
NAME may also be a torch.export.ExportedProgram (lowered without exporting again;
example inputs as above, else its own), and FILE a .pt2 file of torch.export.save.
FILE may be a .pt/.pth file of torch.jit.save (a TorchScript archive, lowered by the
TorchScript frontend); --inputs spells its example inputs: comma-separated
DTYPE[d0,d1,...] tensors (random, seeded) or int/float literals, e.g.
--inputs 'float32[1,3,8,8],2'.
NAME may be a Triton kernel (@triton.jit): its call arguments are FILE's
'<NAME>_args' (or 'example_inputs'), a tuple or a no-argument function.
--dynamic-shapes DIM:NAME (repeatable) makes a dim dynamic, as torch.export's
dynamic_shapes: '0:batch' is dim 0 of input 0, '1.0:batch' dim 0 of input 1,
'1:seq:2:512' bounds it.
With --ir-type raw_ir, FILE is the source itself: MLIR text, or (a .py file)
PyTorch code whose stdout is the IR.

IR types (--ir-type T), by family:
{ir_types}
"""


def _ir_type_help() -> str:
    lines = []
    for family in REGISTRY.families():
        for spec in family.ir_types:
            lines.append(f"  {spec.name:<24} {family.name}: {spec.summary}")
    return "\n".join(lines)


def _inputs_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--inputs",
        metavar="SPEC",
        help="example inputs of a .pt/.pth torch.jit.save archive: comma-separated "
        "DTYPE[d0,d1,...] tensors or int/float literals, e.g. 'float32[1,3,8,8],2'",
    )


def build_parser() -> argparse.ArgumentParser:
    """The ``irlower`` argument parser."""
    ir_types = list(REGISTRY.ir_types())
    parser = argparse.ArgumentParser(
        prog="irlower", description="Lower PyTorch models to IR and inspect the result."
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    low = sub.add_parser(
        "lower",
        help="print the IR of a model in a Python file",
        description=_LOWER_HELP.format(ir_types=_ir_type_help()),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    low.add_argument("spec", metavar="FILE[:NAME]")
    low.add_argument(
        "--ir-type",
        default=DEFAULT_IR_TYPE,
        choices=ir_types,
        metavar="T",
        help=f"IR type to print (default {DEFAULT_IR_TYPE})",
    )
    low.add_argument("--target", choices=list(TARGETS), help="GPU target")
    low.add_argument("--arch", help="GPU architecture, e.g. sm_90 or gfx942")
    low.add_argument("--pipeline", help="custom pipeline of tool stages, joined by '|'")
    low.add_argument("--keep-weights", action="store_true", help="keep weights in the IR")
    _family_options(low)
    _inputs_option(low)
    low.add_argument(
        "--dump-stages",
        action="store_true",
        help="print every stage of the chain, each under a '// ----- stage: NAME' line",
    )
    low.add_argument(
        "--passes",
        action="store_true",
        help="print the IR after every pass, each under a '// ----- pass: STAGE / NAME' line",
    )
    low.add_argument(
        "--passes-dir",
        metavar="DIR",
        help="with --passes: write them to DIR/<stage>/<NN>-<pass>.<suffix> instead",
    )
    run = sub.add_parser(
        "run",
        help="lower a model, run it on its example inputs and compare with eager PyTorch",
        description="Lower a model (FILE[:NAME] as for 'irlower lower'), run the lowering on "
        "its example inputs, run the model eagerly on them, and print the differences of "
        "every output. Exit status 1 when an output differs beyond the tolerances (default: "
        "torch.testing.assert_close's for the dtype).",
    )
    run.add_argument("spec", metavar="FILE[:NAME]")
    run.add_argument(
        "--ir-type",
        default="llvm_mlir",
        choices=ir_types,
        metavar="T",
        help="IR type to run: llvm_mlir (default) or llvm_ir; an IREE IR type (iree_vm...) "
        "on IREE's runtime; with --pipeline, any whose pipeline ends in LLVM-dialect MLIR",
    )
    run.add_argument("--pipeline", help="custom pipeline of tool stages, joined by '|'")
    run.add_argument(
        "--target",
        help="GPU target (nvptx, amdgpu): an IREE IR type then runs on IREE's cuda or hip "
        "driver (needs the GPU)",
    )
    run.add_argument("--arch", help="arch for --target")
    run.add_argument("--rtol", type=float, help="relative tolerance")
    run.add_argument("--atol", type=float, help="absolute tolerance")
    run.add_argument(
        "--bisect",
        action="store_true",
        help="on a mismatch, run the output of every pass of llvm_mlir and every pipeline "
        "step, and name the first one whose output differs from eager (with its IR diff)",
    )
    _family_options(run)
    _inputs_option(run)
    chk = sub.add_parser(
        "checks",
        help="print FileCheck lines for IR (an IR file, or a model with --ir-type)",
        description="Print FileCheck lines for IR, SSA names, block labels and attribute "
        "aliases turned into captures. FILE is an IR file, or FILE.py[:NAME] with --ir-type "
        "to lower a model first (see 'irlower lower --help' for FILE[:NAME]).",
    )
    chk.add_argument("spec", metavar="FILE")
    chk.add_argument("--ir-type", choices=ir_types, metavar="T", help="lower a model first")
    chk.add_argument("--target", choices=list(TARGETS), help="GPU target")
    chk.add_argument("--arch", help="GPU architecture")
    _family_options(chk)
    _inputs_option(chk)
    chk.add_argument("--prefix", default="CHECK", help="check prefix (default CHECK)")
    chk.add_argument("--comment", default="", help="comment leader before each line: //, # or ;")
    chk.add_argument(
        "--focus",
        metavar="OPS",
        help="focused checks: each function's signature, then one CHECK line per op these "
        "comma-separated ops or dialects name (linalg.matmul,math), captures only where a "
        "later focused op of the same region uses the value, no weight resource names",
    )
    from pytest_irlower.conformance.command import add_parser as add_conformance

    add_conformance(sub)
    from pytest_irlower.cli.accept import add_parsers as add_accept

    add_accept(sub)
    from pytest_irlower.cli.stagerun import add_parser as add_stage

    add_stage(sub)
    sub.add_parser("toolchain", help="what was found, with versions and sources")
    types = sub.add_parser(
        "types", help="every IR type, by family, as its family declares it (--markdown: a table)"
    )
    types.add_argument("--markdown", action="store_true", help="the README's IR table")
    options = sub.add_parser(
        "options",
        help="the plugin's options, ini values and markers, and every family's parameters "
        "(--markdown: tables)",
    )
    options.add_argument("--markdown", action="store_true", help="the tables of docs/options.md")
    cache = sub.add_parser(
        "cache",
        help="the local cross-run cache: its entries and size (stats), or empty it (clear)",
        description="The local folder of the cross-run cache (ini irlower_cache_dir). 'stats' "
        "prints its entries, size and ages; 'clear' removes every entry. A shared tier "
        "(--irlower-cache-remote) is the store's own to manage: see docs/fleet.md.",
    )
    cache.add_argument("action", choices=("stats", "clear"))
    cache.add_argument(
        "--dir",
        default=".irlower/cache",
        help="the cache folder (default .irlower/cache: the ini default, from the rootdir)",
    )
    cache.add_argument(
        "--max-size", help="with stats: the limit to show it against, e.g. 2GB (ini value)"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``irlower`` console script."""
    argv = list(sys.argv[1:] if argv is None else argv)
    rest: list[str] = []
    if "--" in argv:  # irlower conformance ... -- PYTEST ARGS
        at = argv.index("--")
        argv, rest = argv[:at], argv[at + 1 :]
    args = build_parser().parse_args(argv)
    if rest and args.command != "conformance":
        print(
            f"irlower {args.command}: arguments after '--' apply to 'conformance' only",
            file=sys.stderr,
        )
        return 2
    if args.command == "types":
        sys.stdout.write(ir_type_table(markdown=args.markdown))
        return 0
    if args.command == "options":
        from pytest_irlower.session.option_table import option_table

        sys.stdout.write(option_table(markdown=args.markdown))
        sys.stdout.write("\n" + family_param_table(markdown=args.markdown))
        return 0
    if args.command == "cache":
        return _cache(args)
    if args.command == "toolchain":
        from pytest_irlower.report import header as report

        for line in report.toolchain_lines(toolchain.Toolchain()):
            print(line)
        return 0
    try:
        if args.command in ("accept", "review"):
            from pytest_irlower.cli import accept

            return accept.run_accept(args) if args.command == "accept" else accept.run_review(args)
        if args.command == "conformance":
            from pytest_irlower.conformance import command

            return command.run(args, rest)
        if args.command == "checks":
            return _checks(args)
        if args.command == "stage":
            from pytest_irlower.cli import stagerun

            return stagerun.run(args)
        if args.command == "run":
            return _run(args)
        return _lower(args)
    except ToolchainMissing as exc:
        print(f"irlower: {exc}", file=sys.stderr)
        return 3
    except IRLowerError as exc:
        hint = _LOSS_HINT if "pass loss_fn=" in str(exc) else ""
        print(f"irlower: {exc}{hint}", file=sys.stderr)
        return 2


def _cache(args: argparse.Namespace) -> int:
    from pathlib import Path

    from pytest_irlower.cache import size as cachesize

    root = Path(args.dir)
    if args.action == "clear":
        print(f"irlower: removed {cachesize.clear(root)} files from {root}")
        return 0
    try:
        limit = cachesize.parse_size(args.max_size, "--max-size") if args.max_size else None
    except UsageError as exc:
        print(f"irlower: {exc}", file=sys.stderr)
        return 2
    for line in cachesize.stats(root, limit):
        print(line)
    return 0


def family_param_table(*, markdown: bool) -> str:
    """Every registered family's parameters (the keyword arguments of ``lower()`` it
    takes), one table per family, from their ``Params`` declarations: what ``irlower
    options`` prints after the option tables, and docs/options.md holds."""
    from pytest_irlower.api.params import param_tables

    return param_tables(
        ((family.name, family.Params) for family in REGISTRY.families()), markdown=markdown
    )


def ir_type_table(*, markdown: bool) -> str:
    """Every registered IR type with its family, subject, golden suffix and how it is made."""
    rows = [
        (f"`{t.name}`", t.family, t.subject, f"`{t.suffix}`", t.summary)
        for t in REGISTRY.ir_types().values()
    ]
    if not markdown:
        return "".join(f"{r[0].strip('`'):<26}{r[1]:<14}{r[3].strip('`'):<9}{r[4]}\n" for r in rows)
    lines = [
        "| `ir_type` | family | subject | golden | how it is produced |",
        "|---|---|---|---|---|",
    ]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
