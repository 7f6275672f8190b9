"""Pipeline parsing and mlir-opt flag translation: pure functions."""

from __future__ import annotations

import pytest

from pytest_irlower.engines.standin_tools import mlir_opt_pipeline
from pytest_irlower.errors import UsageError
from pytest_irlower.lowering.pipeline import parse


def test_bar_separated_and_list_forms_agree() -> None:
    text = "mlir-opt --canonicalize --cse | mlir-translate --mlir-to-llvmir | opt -O2"
    listed = ["mlir-opt --canonicalize --cse", "mlir-translate --mlir-to-llvmir", "opt -O2"]
    assert parse(text) == parse(listed)
    assert [s.argv for s in parse(text)] == [
        ("mlir-opt", "--canonicalize", "--cse"),
        ("mlir-translate", "--mlir-to-llvmir"),
        ("opt", "-O2"),
    ]
    assert [s.text for s in parse(text)] == listed


def test_quotes_protect_bars_and_spaces() -> None:
    (stage,) = parse("mlir-opt '--pass-pipeline=builtin.module(func.func(cse))' --x='a|b c'")
    assert stage.argv == ("mlir-opt", "--pass-pipeline=builtin.module(func.func(cse))", "--x=a|b c")


@pytest.mark.parametrize("bad", ["", "a | | b", "mlir-opt 'unclosed"])
def test_bad_pipelines_are_usage_errors(bad: str) -> None:
    with pytest.raises(UsageError):
        parse(bad)


def test_mlir_opt_flags_become_a_pass_pipeline() -> None:
    assert mlir_opt_pipeline(["--canonicalize", "--cse"]) == "builtin.module(canonicalize,cse)"
    assert (
        mlir_opt_pipeline(
            ["--one-shot-bufferize=bufferize-function-boundaries", "-convert-scf-to-cf"]
        )
        == "builtin.module(one-shot-bufferize{bufferize-function-boundaries},convert-scf-to-cf)"
    )
    assert mlir_opt_pipeline(["--pass-pipeline=builtin.module(func.func(cse))"]) == (
        "builtin.module(func.func(cse))"
    )
    with pytest.raises(UsageError, match=r"unsupported argument 'input\.mlir'"):
        mlir_opt_pipeline(["input.mlir"])
