"""Every Python example of README.md and docs/*.md is tested, or says why not.

The markers are described in tests/doc_examples.py. This file checks them without running
anything; tests/plugin/test_doc_examples_run.py runs the ``run`` examples.
"""

from __future__ import annotations

import re

import pytest
from doc_examples import ROOT, Example, all_examples

EXAMPLES = all_examples()


def _ids(examples: list[Example]) -> list[str]:
    return [example.where for example in examples]


def _of(kind: str) -> list[Example]:
    return [example for example in EXAMPLES if example.kind == kind]


def test_every_example_says_how_it_is_tested() -> None:
    unmarked = [
        f"{example.where}: {example.marker or '(no marker)'}"
        for example in EXAMPLES
        if example.kind is None
    ]
    assert unmarked == [], (
        "put '<!-- example: run -->', '<!-- example: file PATH -->' or "
        "'<!-- example: not run: REASON -->' on the line before each ```python block"
    )


def test_the_pages_have_examples_of_each_kind() -> None:
    assert {example.kind for example in EXAMPLES} == {"run", "file", "not run"}
    assert len(_of("run")) >= 10


@pytest.mark.parametrize("example", _of("file"), ids=_ids(_of("file")))
def test_a_file_example_is_the_whole_file(example: Example) -> None:
    path = ROOT / example.argument
    assert path.is_file(), f"{example.where}: no file {example.argument}"
    assert example.code == path.read_text(encoding="utf-8"), (
        f"{example.where} differs from {example.argument}: copy the file into the page"
    )


@pytest.mark.parametrize("example", _of("not run"), ids=_ids(_of("not run")))
def test_an_example_not_run_says_why_and_names_tests_that_exist(example: Example) -> None:
    reason = example.argument
    assert len(reason.split()) >= 4, f"{example.where}: say why it is not run"
    for path, name in re.findall(r"(tests/[\w/]+\.py)(?:::(\w+))?", reason):
        assert (ROOT / path).is_file(), f"{example.where}: no file {path}"
        if name:
            assert re.search(rf"^def {name}\(", (ROOT / path).read_text(), re.M), (
                f"{example.where}: {path} has no test {name}"
            )


@pytest.mark.parametrize("example", _of("run"), ids=_ids(_of("run")))
def test_a_run_example_is_a_test_module(example: Example) -> None:
    compile(example.code, example.where, "exec")
    assert re.search(r"^def test_\w+\(", example.code, re.M), f"{example.where}: no test"
