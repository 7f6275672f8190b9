"""A family's parameters declared once (pytest_irlower/api/params.py): typed values, their
errors, the ``irlower`` flags made from them, ``takes_param`` and the option table."""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from pytest_irlower import (
    CliContext,
    CliFlags,
    Family,
    IRType,
    Lowerer,
    ParamFlag,
    UsageError,
    Work,
    param_field,
)
from pytest_irlower.api.params import build_params, names, param_tables, passed
from pytest_irlower.families import REGISTRY, Registry

ROOT = Path(__file__).resolve().parents[2]


class Rpn(Family):
    """A toy family with typed parameters: reverse-Polish numbers in a given radix."""

    name = "rpn"
    ir_types = (
        IRType("rpn_tokens", "text", ".toks", "text", "one token per line"),
        IRType("rpn_values", "text", ".vals", "text", "the numbers", after="rpn_tokens"),
    )

    @dataclass(frozen=True)
    class Params:
        radix: int = param_field(10, help="the numbers' base", cli=ParamFlag(metavar="N"))
        case: str = param_field(
            "lower", help="digits' case", cli=ParamFlag(choices=("lower", "upper"))
        )
        sep: tuple[str, ...] = param_field(
            (), help="extra separators", cli=ParamFlag(flag="--separators", metavar="S,...")
        )
        trace: bool = param_field(False, help="trace each token", cli=ParamFlag())
        widths: Any = param_field(
            None,
            help="one width per input",
            cli=ParamFlag(metavar="W", repeat=True, late=True),
            parse=lambda texts, context: [(int(t), len(context.inputs)) for t in texts],
        )
        hidden: float = param_field(
            0.5,
            help="values only (no flag)",
            applies=lambda family, ir_type: ir_type.name == "rpn_values",
        )

    def build_rpn_tokens(self, work: Work) -> str:
        return "".join(f"{t}\n" for t in str(work.request.subject).split())

    def build_rpn_values(self, work: Work) -> str:
        assert work.previous is not None
        radix = work.request.params.radix
        return "".join(f"{int(t, radix)}\n" for t in work.previous.text.split())


class Plain(Family):
    """A family whose ``Params`` is a plain dataclass (no ``param_field``), as IREE's is."""

    name = "plain"
    ir_types = (IRType("plain_text", "text", ".txt", "text", "the text"),)

    @dataclass(frozen=True)
    class Params:
        frontend: Any = None
        anything: Any = None

    def build_plain_text(self, work: Work) -> str:
        return str(work.request.subject)


def lowerer() -> Lowerer:
    registry = Registry(builtin={})
    registry.register(Rpn)
    registry.register(Plain)
    return Lowerer(registry=registry)


# -- typed values -----------------------------------------------------------------------


def test_params_and_takes_param_follow_from_the_declaration() -> None:
    assert names(Rpn.Params) == ("radix", "case", "sep", "trace", "widths", "hidden")
    family = Rpn()
    tokens, values = Rpn.ir_types
    assert family.takes_param("radix", tokens) and family.takes_param("radix", values)
    assert not family.takes_param("hidden", tokens) and family.takes_param("hidden", values)
    assert not family.takes_param("nope", values)


def test_typed_params_are_checked_defaulted_and_normalized() -> None:
    request = lowerer().resolve("ff 10", ir_type="rpn_values", params={"radix": 16, "sep": [";"]})
    typed = request.params
    assert isinstance(typed, Rpn.Params)
    assert (typed.radix, typed.case, typed.sep, typed.trace, typed.hidden) == (
        16,
        "lower",
        (";",),
        False,
        0.5,
    )
    assert passed(typed) == {"radix": 16, "sep": (";",)}  # what the cross-run key reads
    assert lowerer().lower("ff 10", ir_type="rpn_values", radix=16) == "255\n16\n"
    # None means not given: the default
    assert lowerer().resolve("1", ir_type="rpn_values", params={"radix": None}).params.radix == 10


@pytest.mark.parametrize(
    ("params", "message"),
    [
        (
            {"radix": "16"},
            r"radix='16' is not a valid parameter of the rpn family: radix= takes int",
        ),
        ({"radix": True}, r"radix=True .* takes int"),
        ({"case": "title"}, r"case='title' .* rpn family: case= takes one of 'lower', 'upper'"),
        ({"sep": "; "}, r"sep='; ' .* takes a tuple of str"),
        ({"trace": 1}, r"trace=1 .* takes bool"),
    ],
)
def test_a_wrong_value_names_the_parameter_the_family_and_what_it_takes(
    params: dict[str, Any], message: str
) -> None:
    with pytest.raises(UsageError, match=message):
        lowerer().lower("1 2", ir_type="rpn_tokens", **params)


def test_a_plain_dataclass_declares_untyped_params() -> None:
    request = lowerer().resolve("x", ir_type="plain_text", params={"frontend": 3})
    assert request.params.frontend == 3 and request.params.anything is None
    assert lowerer().lower("x", ir_type="plain_text", frontend="onnx") == "x\n"


def test_params_are_declared_one_way() -> None:
    """A list of names, or a ``Params`` that is no dataclass, is refused when the class is
    made, naming the one way."""
    with pytest.raises(TypeError, match=r"Listed.params: .* as a dataclass, `class Params`"):

        class Listed(Family):
            name = "listed"
            params = ("case",)

    with pytest.raises(TypeError, match=r"Loose.Params is not a dataclass: declare it with"):

        class Loose(Family):
            name = "loose"

            class Params:
                case = None


def test_a_misplaced_parameter_lists_the_ir_types_its_declaration_applies_to() -> None:
    with pytest.raises(UsageError, match=r"hidden= applies to rpn_values only, not 'plain_text'"):
        lowerer().lower("x", ir_type="plain_text", hidden=1.0)


def test_build_params_coerces_ints_to_float_and_lists_to_tuples() -> None:
    typed = build_params(Rpn.Params, {"hidden": 1, "sep": ["a", "b"]}, family="rpn")
    assert typed.hidden == 1.0 and isinstance(typed.hidden, float) and typed.sep == ("a", "b")


def test_a_mutable_default_is_refused() -> None:
    with pytest.raises(TypeError, match="immutable"):
        param_field([], help="a list")


# -- the built-in families ------------------------------------------------------------


def test_model_families_declare_their_params_and_where_each_applies() -> None:
    from pytest_irlower.families.llvm import CodegenParams
    from pytest_irlower.families.model_params import ModelParams

    def family(ir_type: str) -> Family:
        return REGISTRY.family_of(REGISTRY.get(ir_type))

    assert family("torch_mlir").Params is ModelParams
    assert family("nvptx").Params is CodegenParams
    assert names(family("llvm_ir").Params) == (
        *names(family("torch_mlir").Params),
        "opt_level",
        "opt_flags",
        "llc_level",
    )
    takes = {
        name: [t for t in ("prims_ir", "fx_graph", "aot_joint_graph", "torch_mlir", "llvm_ir", "nvptx")
               if family(t).takes_param(name, REGISTRY.get(t))]
        for name in ("dynamic_shapes", "graph", "loss_fn", "opt_level", "strict")
    }  # fmt: skip
    assert takes == {
        "dynamic_shapes": ["fx_graph", "torch_mlir", "llvm_ir", "nvptx"],
        "graph": ["torch_mlir", "llvm_ir", "nvptx"],
        "loss_fn": ["aot_joint_graph", "torch_mlir", "llvm_ir", "nvptx"],
        "opt_level": ["nvptx"],
        "strict": ["fx_graph", "torch_mlir", "llvm_ir", "nvptx"],
    }


def test_raw_ir_reads_its_typed_language() -> None:
    request = Lowerer().resolve("print(1)", ir_type="raw_ir", params={"language": "pytorch"})
    assert request.params.language == "pytorch"
    assert Lowerer().resolve("x", ir_type="raw_ir").params.language == "mlir"


# -- the command line -------------------------------------------------------------------


def _parser() -> tuple[argparse.ArgumentParser, CliFlags]:
    flags = CliFlags([("rpn", Rpn.Params)])
    parser = argparse.ArgumentParser(prog="t")
    flags.add_to(parser)
    return parser, flags


def test_cli_flags_are_made_from_the_declarations() -> None:
    parser, flags = _parser()
    text = parser.format_help()
    for shown in (
        "--radix N",
        "--case {lower,upper}",
        "--separators S,...",
        "--trace",
        "--widths W",
    ):
        assert shown in text, shown
    assert "--hidden" not in text  # declared without a flag
    args = parser.parse_args(["--radix", "16", "--separators", "a, b", "--trace", "--widths", "3"])
    assert flags.parse(args, CliContext()) == {"radix": 16, "sep": ("a", "b"), "trace": True}
    late = flags.parse(args, CliContext(inputs=(1, 2)), late=True)
    assert late == {"widths": [(3, 2)]}
    assert flags.parse(parser.parse_args([]), CliContext()) == {}


def test_a_bad_flag_value_is_an_error_naming_the_flag() -> None:
    parser, flags = _parser()
    with pytest.raises(UsageError, match=r"--radix 'x': expected int"):
        flags.parse(parser.parse_args(["--radix", "x"]), CliContext())
    with pytest.raises(SystemExit):
        parser.parse_args(["--case", "title"])


def test_every_lowering_subcommand_takes_every_family_flag() -> None:
    from pytest_irlower.cli.main import build_parser

    parser = build_parser()
    for command in ("lower", "run", "checks"):
        args = parser.parse_args(
            [command, "m.py", "--ir-type", "nvptx", "--language", "pytorch", "--opt-level", "O1",
             "--graph", "forward", "--frontend", "onnx", "--strict"]
        )  # fmt: skip
        from pytest_irlower.cli.lowering import _params

        assert _params(args) == {
            "language": "pytorch",
            "opt_level": "O1",
            "graph": "forward",
            "frontend": "onnx",
            "strict": True,
        }, command


def test_a_bad_flag_value_is_reported_before_the_subject_is_loaded(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from pytest_irlower.cli.main import main

    missing = str(tmp_path / "missing.py")
    assert main(["lower", missing, "--ir-type", "nvptx", "--opt-level", "O7"]) == 2
    err = capsys.readouterr().err
    assert "opt_level='O7' is not a level" in err and "missing.py" not in err


def test_raw_ir_takes_language_on_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from pytest_irlower.cli.main import main

    source = tmp_path / "gen.txt"  # not .py: only --language says it is PyTorch code
    source.write_text("print('module {}')\n")
    assert main(["lower", str(source), "--ir-type", "raw_ir", "--language", "pytorch"]) == 0
    assert capsys.readouterr().out == "module {}\n"


# -- the option table -------------------------------------------------------------------


def test_the_option_table_has_one_table_per_params_declaration() -> None:
    table = param_tables([("rpn", Rpn.Params), ("rpn2", Rpn.Params)], markdown=True)
    assert table.startswith("`rpn`, `rpn2` families:\n")
    assert "| `radix=` | `int` | `10` | `--radix` | the numbers' base |" in table
    assert "| `hidden=` | `float` | `0.5` |  | values only (no flag) |" in table
    plain = param_tables([("rpn", Rpn.Params)], markdown=False)
    assert "--separators" in plain and "(rpn)" in plain


def test_irlower_options_lists_every_built_in_family_param() -> None:
    from pytest_irlower.cli.main import family_param_table

    table = family_param_table(markdown=True)
    for family in REGISTRY.families():
        for name in names(family.Params):
            assert f"| `{name}=` |" in table, (family.name, name)
    assert "| `opt_level=` | `str \\| None` |  | `--opt-level` |" in table


def test_a_params_field_without_a_default_is_an_error_when_the_family_is_made() -> None:
    @dataclass(frozen=True)
    class NoDefault:
        level: int  # a lower() call may leave any parameter out

    with pytest.raises(TypeError, match=r"Broken\.Params: level need a default"):

        class Broken(Family):
            name = "broken"
            Params = NoDefault
