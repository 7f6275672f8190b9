"""A session option that changes what a lowering produces is declared once, on its
``LowerOptions`` field (``loweroptions.py``): pytest gets its flag and ini value, the
session reads it, and the cross-run key holds it, all from that declaration (issue 25)."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from pytest_irlower import Family, IRType
from pytest_irlower.api.loweroptions import LowerOptions, declared_options
from pytest_irlower.cache.disk import DiskCache
from pytest_irlower.families import Registry
from pytest_irlower.lowering.lowerer import Lowerer
from pytest_irlower.session.options import INI, OPTIONS


class _Words(Family):
    name = "words"
    ir_types = (IRType("words_upper", "text", ".txt", "text", "the text in upper case"),)

    def fingerprint(self, request: Any) -> Any:
        return request.subject

    def build_words_upper(self, work: Any) -> str:
        return str(work.request.subject).upper() + "\n"


def _key(options: LowerOptions, root: Path) -> str | None:
    registry = Registry(builtin={})
    registry.register(_Words)
    lowerer = Lowerer(options, registry=registry, disk=DiskCache(root))
    return lowerer.disk_key(lowerer.resolve("alpha", ir_type="words_upper"))


KEYED = [spec.name for spec, declared in declared_options() if declared.keyed]


def test_the_options_that_were_keyed_by_hand_are_declared_keyed() -> None:
    assert {"keep_weights", "keep_locations"} <= set(KEYED)


@pytest.mark.parametrize("name", KEYED)
def test_every_keyed_option_reaches_the_cross_run_key(name: str, tmp_path: Path) -> None:
    default = _key(LowerOptions(), tmp_path)
    assert default is not None
    assert _key(LowerOptions(), tmp_path) == default
    assert _key(LowerOptions(**{name: True}), tmp_path) != default


def test_the_key_parts_keep_their_former_spelling() -> None:
    """Keys written before the declarations moved stay valid: same text, same order."""
    assert LowerOptions(keep_weights=True).key_parts()[:2] == [
        "keep_weights=True",
        "keep_locations=False",
    ]


def test_a_declared_option_reaches_pytest_and_the_option_table() -> None:
    flags = [flag for flag, _ in OPTIONS]
    inis = [name for name, *_ in INI]
    for spec, declared in declared_options():
        assert declared.flag in flags, spec.name
        assert declared.ini is None or declared.ini in inis, spec.name
    assert len(flags) == len(set(flags)) and len(inis) == len(set(inis))


def test_an_undeclared_field_is_not_keyed() -> None:
    declared = {spec.name for spec, _ in declared_options()}
    names = {f.name for f in dataclasses.fields(LowerOptions)}
    assert {"timeout", "rootdir", "default_ir_type"} <= names - declared
