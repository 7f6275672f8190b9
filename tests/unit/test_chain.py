"""The chain runner (pytest_irlower/lowering/chain.py): the one path through a chain, for
every family. The toy family lowers text: nothing here imports torch or triton."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pytest

from pytest_irlower.api.family import Family, Request, Work
from pytest_irlower.errors import LoweringError
from pytest_irlower.families import Registry
from pytest_irlower.lowering import chain
from pytest_irlower.lowering.lowerer import Lowerer

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples"))
from toy_family import Toy


def test_the_runner_is_the_only_path() -> None:
    """No ``Family.lower`` to override and no private callable in a request: the Lowerer
    runs every family's chain through :func:`chain.run_chain`."""
    assert not hasattr(Family, "lower")
    private = [f.name for f in dataclasses.fields(Request) if f.name.startswith("_")]
    assert private == []


def toy_lowerer(*families: type[Family]) -> Lowerer:
    registry = Registry(builtin={})
    for family in families:
        registry.register(family)
    return Lowerer(registry=registry)


def test_run_chain_builds_every_row_and_caches_them() -> None:
    lowerer = toy_lowerer(Toy)
    request = lowerer.resolve("1 2 +", ir_type="toy_asm")
    family = lowerer.registry.family_of(request.ir_type)
    stages = chain.run_chain(family, request)
    assert [stage.name for stage in stages] == ["toy_tokens", "toy_asm"]
    assert stages[-1].text == "push 1\npush 2\nadd\n"
    # the toy family gives no cache key (Family.cache_key's default): built anew each time
    assert [stage.reused for stage in chain.run_chain(family, request)] == [False, False]


class Failing(Toy):
    name = "failing"
    ir_types = tuple(
        dataclasses.replace(
            t, name=t.name.replace("toy", "failing"), after=t.after and "failing_tokens"
        )
        for t in Toy.ir_types
    )
    seen: list[str] = []  # noqa: RUF012

    def build_failing_tokens(self, work: Work) -> str:
        return self.build_toy_tokens(work)

    def build_failing_asm(self, work: Work) -> str:
        raise KeyError("no such register")

    def lowering_failed(self, request: Request, error: LoweringError) -> None:
        self.seen.append(error.stage)
        error.detail = f"while lowering for the toy: {error.detail}"
        error.refresh()


def test_a_builder_bug_is_a_lowering_error_the_family_can_add_to() -> None:
    lowerer = toy_lowerer(Failing)
    with pytest.raises(LoweringError) as caught:
        lowerer.lower("1", ir_type="failing_asm")
    assert caught.value.stage == "failing_asm"
    assert "while lowering for the toy: KeyError: 'no such register'" in str(caught.value)
    assert Failing.seen == ["failing_asm"]
