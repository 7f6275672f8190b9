"""The chain runner (pytest_irlower/lowering/chain.py): one runner for every family, Family.lower its
shim, a family's own ``lower`` override still honoured. The toy family lowers text: nothing
here imports torch or triton."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pytest

from pytest_irlower.api.family import Family, Request, Stage, Work
from pytest_irlower.errors import LoweringError, UsageError
from pytest_irlower.families import REGISTRY, Registry
from pytest_irlower.lowering.lowerer import Lowerer

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples"))
from toy_family import Toy


def test_no_built_in_family_overrides_lower() -> None:
    """Every built-in family goes through the runner (its cache, time limit, pass
    recording and error wrapping): none builds its chain itself."""
    own = sorted(
        f"{type(family).__module__}.{type(family).__name__}"
        for family in REGISTRY.families()
        if type(family).lower is not Family.lower
    )
    assert own == []


def toy_lowerer(*families: type[Family]) -> Lowerer:
    registry = Registry(builtin={})
    for family in families:
        registry.register(family)
    return Lowerer(registry=registry)


def test_family_lower_is_the_runner() -> None:
    from pytest_irlower.lowering import chain

    lowerer = toy_lowerer(Toy)
    request = lowerer.resolve("1 2 +", ir_type="toy_asm")
    family = lowerer.registry.family_of(request.ir_type)
    stages = family.lower(request)
    assert [stage.name for stage in stages] == ["toy_tokens", "toy_asm"]
    assert stages[-1].text == "push 1\npush 2\nadd\n"
    # the runner's stage cache is the Lowerer's: a second call is reused
    assert [stage.reused for stage in chain.stages_of(family, request)] == [False, False]


def test_family_lower_without_a_runner_says_where_it_comes_from() -> None:
    lowerer = toy_lowerer(Toy)
    request = dataclasses.replace(lowerer.resolve("1 2 +", ir_type="toy_asm"), _chain=None)
    with pytest.raises(
        UsageError, match=r"Lowerer\.resolve.*pytest_irlower\.lowering\.chain\.run_chain"
    ):
        lowerer.registry.family_of(request.ir_type).lower(request)


class Overriding(Toy):
    """A family outside the package that builds its chain itself (and then the runner's)."""

    name = "overriding"
    ir_types = tuple(
        dataclasses.replace(t, name=t.name.replace("toy", "over"), after=t.after and "over_tokens")
        for t in Toy.ir_types
    )
    calls: list[str] = []  # noqa: RUF012

    def build_over_tokens(self, work: Work) -> str:
        return self.build_toy_tokens(work)

    def build_over_asm(self, work: Work) -> str:
        return self.build_toy_asm(work)

    def lower(self, request: Request) -> list[Stage]:
        self.calls.append(request.ir_type.name)
        return [*super().lower(request), Stage("over_asm", "; overridden\n")]


def test_a_lower_override_is_still_called_and_its_super_is_the_runner() -> None:
    lowerer = toy_lowerer(Overriding)
    result = lowerer.lower("3 4 *", ir_type="over_asm")
    assert Overriding.calls == ["over_asm"]
    assert list(result.stages) == ["over_tokens", "over_asm"]
    assert str(result) == "; overridden\n"


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
