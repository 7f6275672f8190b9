"""The hooks of ``Family`` that are data, declared: ``claim_test`` drives ``claims``,
``default_ir_types`` drives ``default_ir_type``, ``default_archs`` drives ``default_arch``,
and parameters declared ``param_field(..., variant=True)`` join ``stage_variant``. Toy
families lower text; nothing here imports torch or triton."""

from __future__ import annotations

import sys
import uuid
from collections.abc import Hashable
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from pytest_irlower.api.family import Family, IRType, Request, StageCache, Work
from pytest_irlower.api.loweroptions import LowerOptions
from pytest_irlower.api.params import build_params, param_field
from pytest_irlower.families import REGISTRY, Registry
from pytest_irlower.lowering.lowerer import Lowerer
from pytest_irlower.runtime.toolchain import Toolchain


class Source:
    """A toy subject (held weakly by the stage cache, which a ``str`` cannot be)."""

    def __init__(self, text: str) -> None:
        self.text = text


def is_source(subject: Any) -> bool:
    """The toy families' claim test."""
    return isinstance(subject, Source)


def _codegen(family: Any, ir_type: IRType) -> bool:
    return ir_type.needs_target


class Declaring(Family):
    """Declares what it claims, its default IR types and archs, and a late setting."""

    name = "declaring"
    claim_test = f"{__name__}:is_source"
    default_ir_types = {None: "decl_src", "nvptx": "decl_code"}  # noqa: RUF012
    default_archs = {"nvptx": "sm_80"}  # noqa: RUF012
    ir_types = (
        IRType("decl_src", "source", ".src", "text"),
        IRType("decl_code", "source", ".code", "text", after="decl_src", targets=("nvptx",)),
    )

    @dataclass(frozen=True)
    class Params:
        level: str = param_field(
            "O2", help="the code's optimization level", applies=_codegen, variant=True
        )
        note: str | None = param_field(None, help="read by every row, no variant")

    built: list[str] = []  # noqa: RUF012

    def cache_key(self, request: Request) -> Hashable:
        return ("toy", request.params.note)

    def build_decl_src(self, work: Work) -> str:
        self.built.append("decl_src")
        return work.request.subject.text + "\n"

    def build_decl_code(self, work: Work) -> str:
        self.built.append("decl_code")
        assert work.previous is not None
        return f"{work.request.params.level} {work.request.arch}: {work.previous.text}"


@pytest.fixture(autouse=True)
def _no_entry_points(monkeypatch: pytest.MonkeyPatch) -> None:
    # only the toy families answer (an installed entry point's family would be loaded)
    monkeypatch.setattr(metadata, "entry_points", lambda group: [])
    Declaring.built.clear()


def lowerer(*families: type[Family]) -> Lowerer:
    registry = Registry(builtin={}, declarations=())
    for family in families:
        registry.register(family)
    return Lowerer(registry=registry)


# -- claim_test ----------------------------------------------------------------------------


def test_claim_test_drives_claims() -> None:
    family = Declaring()
    assert family.claims(Source("x"))
    assert not family.claims("x")
    assert not Family().claims(Source("x"))  # no claim_test: claims nothing
    assert lowerer(Declaring).registry.find(Source("x")) is not None


def test_claim_test_is_imported_on_first_use(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    module = f"toy_claims_{uuid.uuid4().hex[:12]}"
    (tmp_path / f"{module}.py").write_text("def claims(subject):\n    return subject == 7\n")
    monkeypatch.syspath_prepend(str(tmp_path))

    class Lazy(Family):
        name = "lazy"
        claim_test = f"{module}:claims"

    family = Lazy()
    assert module not in sys.modules
    try:
        assert family.claims(7) and not family.claims(8)
        assert module in sys.modules
    finally:
        sys.modules.pop(module, None)


# -- default_ir_types, default_archs -------------------------------------------------------


def test_default_ir_types_drive_default_ir_type() -> None:
    family = Declaring()
    assert family.default_ir_type(Source("x"), None) == "decl_src"
    assert family.default_ir_type(Source("x"), "nvptx") == "decl_code"
    assert family.default_ir_type(Source("x"), "amdgpu") == "decl_src"  # not listed: None's
    assert Family().default_ir_type(Source("x"), "nvptx") is None
    resolve = lowerer(Declaring).resolve
    assert resolve(Source("x")).ir_type.name == "decl_src"
    assert resolve(Source("x"), target="nvptx").ir_type.name == "decl_code"


def test_default_archs_drive_default_arch() -> None:
    family = Declaring()
    assert family.default_arch("nvptx") == "sm_80"
    assert family.default_arch("amdgpu") == "gfx942"  # not listed: the target's own
    assert family.default_arch("spirv") is None
    assert Family().default_arch("nvptx") == "sm_90"
    resolve = lowerer(Declaring).resolve
    assert resolve(Source("x"), ir_type="decl_code", target="nvptx").arch == "sm_80"
    assert resolve(Source("x"), ir_type="decl_code", target="nvptx", arch="sm_90").arch == "sm_90"


# -- variant=True parameters ----------------------------------------------------------------


def test_variant_params_join_the_stage_variant_of_the_rows_they_apply_to() -> None:
    resolve = lowerer(Declaring).resolve
    family = Declaring()
    source, code = Declaring.ir_types
    o3 = resolve(Source("x"), ir_type="decl_code", target="nvptx", params={"level": "O3"})
    assert family.stage_variant(o3, source) is None
    assert family.stage_variant(o3, code) == (("nvptx", "sm_80"), (("level", "O3"),))
    # the default counts too, and a parameter not declared variant=True never does
    plain = resolve(Source("x"), ir_type="decl_code", target="nvptx", params={"note": "n"})
    assert family.stage_variant(plain, code) == (("nvptx", "sm_80"), (("level", "O2"),))


def test_rows_before_a_variant_param_stay_shared_in_the_stage_cache() -> None:
    lower = lowerer(Declaring).lower
    subject = Source("1 2 +")
    first = lower(subject, ir_type="decl_code", target="nvptx", level="O1")
    second = lower(subject, ir_type="decl_code", target="nvptx", level="O3")
    again = lower(subject, ir_type="decl_code", target="nvptx", level="O1")
    assert (first.text, second.text) == ("O1 sm_80: 1 2 +\n", "O3 sm_80: 1 2 +\n")
    assert again.text == first.text
    # the source row is built once; the code row once per level
    assert Declaring.built == ["decl_src", "decl_code", "decl_code"]


# -- the built-in families and IREE ---------------------------------------------------------

DERIVED = ("claims", "default_ir_type", "default_arch", "stage_variant")


def test_no_built_in_family_overrides_a_derived_hook() -> None:
    """The built-in families (and IREE) declare these: none overrides them."""
    import pytest_irlower_iree

    families = [*REGISTRY.families(), pytest_irlower_iree.IREE()]
    overridden = sorted(
        f"{family.name}.{hook}"
        for family in families
        for hook in DERIVED
        if getattr(type(family), hook) is not getattr(Family, hook)
    )
    assert overridden == []


def test_triton_declares_what_it_overrode() -> None:
    triton = REGISTRY.family("triton")
    expected = {None: "triton_ir", "nvptx": "triton_nvptx", "amdgpu": "triton_amdgpu"}
    for target in (None, "nvptx", "amdgpu", "spirv"):
        assert triton.default_ir_type(object(), target) == expected.get(target, "triton_ir")


def test_iree_declares_its_default_archs() -> None:
    import pytest_irlower_iree

    iree = pytest_irlower_iree.IREE()
    assert iree.default_archs == pytest_irlower_iree.DEFAULT_ARCHS
    for target in ("nvptx", "amdgpu", "spirv"):
        assert iree.default_arch(target) == pytest_irlower_iree.DEFAULT_ARCHS.get(target)


def test_llvm_codegen_settings_are_its_stage_variant() -> None:
    """The LLVM family's opt/llc settings, declared variant=True, tell the stages of its GPU
    code apart exactly as its old ``stage_variant`` override (``codegen_settings``) did, and
    leave the rows before code generation shared."""
    from pytest_irlower.families.llvm import LLVM, codegen_settings

    llvm = REGISTRY.family("llvm")
    assert isinstance(llvm, LLVM)
    calls = [
        {},
        {"opt_level": "O3"},
        {"opt_level": "O2"},
        {"opt_flags": "-a=1"},
        {"opt_flags": ["-a=1"]},
        {"llc_level": "O1"},
    ]
    for target in ("nvptx", "amdgpu"):
        requests = [llvm.prepare(_llvm_request(target, call)) for call in calls]
        for row in llvm.ir_types:
            if row.target not in (None, target):
                continue
            new = [llvm.stage_variant(r, row) for r in requests]
            if row.target is None:
                assert set(new) == {None}, row.name
                continue
            old = [((r.target, r.arch), codegen_settings(r)) for r in requests]
            same_new = [[a == b for b in new] for a in new]
            assert same_new == [[a == b for b in old] for a in old], row.name
            assert len(set(new)) == 4  # {} and O2 agree, and the two spellings of the flags


def _llvm_request(target: str, params: dict[str, Any]) -> Request:
    # made as the Lowerer makes one (its resolve wants a model: check_subject); the chain
    # runner asks the variant of the prepared request
    return Request(
        subject=Source("x"),
        inputs=(),
        ir_type=REGISTRY.get(target),
        target=target,
        arch={"nvptx": "sm_90", "amdgpu": "gfx942"}[target],
        params=build_params(REGISTRY.family("llvm").Params, params, family="llvm"),
        options=LowerOptions(),
        toolchain=Toolchain(),
        cache=StageCache(),
        chain=SimpleNamespace(upstream=lambda request, ir_type: []),
    )
