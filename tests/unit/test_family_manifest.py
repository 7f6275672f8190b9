"""The manifest of built-in families (``families/manifest.py``) and the registry's lookups
through it: a declaration agrees with its family, a lookup loads the one family it
answers with, and a family without a declaration (an entry point's) is still found.

No torch, no triton: Triton's kernel classes are stood in for in ``sys.modules``.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import types
import uuid
from collections.abc import Callable, Iterator
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest

from pytest_irlower.api.family import Family
from pytest_irlower.errors import UnknownIRTypeError
from pytest_irlower.families import BUILTIN, ENTRY_POINT_GROUP, REGISTRY, Registry
from pytest_irlower.families.manifest import DECLARATIONS, Declaration

ROOT = Path(__file__).resolve().parents[2]

# -- the manifest agrees with the families -------------------------------------------------


def test_every_builtin_family_is_declared_in_order() -> None:
    assert list(BUILTIN) == [d.name for d in DECLARATIONS]
    assert dict(BUILTIN) == {d.name: d.module for d in DECLARATIONS}


@pytest.mark.parametrize("declaration", DECLARATIONS, ids=lambda d: d.name)
def test_declaration_matches_its_family(declaration: Declaration) -> None:
    """Loads the family and compares: a family that gains, loses, renames or reorders an
    IR type, moves, or starts (or stops) claiming subjects fails here until its
    declaration follows."""
    family = REGISTRY.family(declaration.name)
    assert type(family).__module__ == declaration.module
    assert tuple(t.name for t in family.ir_types) == declaration.ir_types
    # and its IR types' suffixes (what the golden summary reads without loading it)
    assert tuple(t.suffix for t in family.ir_types) == declaration.suffixes
    # the manifest writes down the family's own claim test: the two strings agree, and a
    # built-in family declares it rather than overriding claims()
    assert type(family).claim_test == declaration.claims
    # and its environment (what the cross-run key reads without loading the family)
    assert family.environment == declaration.environment
    assert type(family).claims is Family.claims


def _stand_in(monkeypatch: pytest.MonkeyPatch, module: str, cls: str) -> type:
    """A class ``cls`` in a stand-in module ``module`` of ``sys.modules``."""
    made = type(cls, (), {})
    monkeypatch.setitem(sys.modules, module, types.SimpleNamespace(**{cls: made}))  # type: ignore[arg-type]
    return made


def test_declared_claim_tests_answer_as_the_families(monkeypatch: pytest.MonkeyPatch) -> None:
    jit = _stand_in(monkeypatch, "triton.runtime.jit", "JITFunction")()
    autotuner = _stand_in(monkeypatch, "triton.runtime.autotuner", "Autotuner")()
    autotuner.fn = jit  # type: ignore[attr-defined]
    subjects = [jit, autotuner, None, "func.func @f()", object(), 3, jit.__class__]
    checked = 0
    for declaration in DECLARATIONS:
        family = REGISTRY.family(declaration.name)
        answers = [declaration.claims_subject(s) for s in subjects]
        assert answers == [family.claims(s) for s in subjects], declaration.name
        checked += any(answers)
    assert checked == 1  # Triton's claims the stand-in kernels; the test compared something


# -- lookups load one family ----------------------------------------------------------------


@pytest.fixture
def toy_modules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., str]]:
    """Write a module of families (or claim tests) under a fresh name; returns its name.
    The modules are forgotten after the test. No entry point is installed meanwhile
    (IREE's would be loaded by lookups no declaration answers)."""
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(metadata, "entry_points", lambda group: [])
    written: list[str] = []

    def write(source: str) -> str:
        name = f"toy_{uuid.uuid4().hex[:12]}"
        (tmp_path / f"{name}.py").write_text(textwrap.dedent(source))
        written.append(name)
        return name

    yield write
    for name in written:
        sys.modules.pop(name, None)


FAMILY_SOURCE = """
from pytest_irlower import Family, IRType


class {cls}(Family):
    name = "{name}"
    ir_types = (IRType("{name}_ir", "thing", ".txt", "text"),)

    def claims(self, subject):
        return subject == "{name} subject"
"""

CLAIMS_SOURCE = """
def claims_{name}(subject):
    return subject == "{name} subject"
"""


def _toy_registry(write: Callable[[str], str]) -> tuple[Registry, dict[str, str]]:
    """A registry of two declared toy families, ``alpha`` and ``beta``; their modules."""
    modules = {n: write(FAMILY_SOURCE.format(cls=n.title(), name=n)) for n in ("alpha", "beta")}
    tests = write("".join(CLAIMS_SOURCE.format(name=n) for n in modules))
    declarations = tuple(
        Declaration(n, module, (f"{n}_ir",), claims=f"{tests}:claims_{n}")
        for n, module in modules.items()
    )
    return Registry(builtin=modules, declarations=declarations), modules


def test_owner_and_get_load_only_the_declaring_family(toy_modules: Callable[..., str]) -> None:
    registry, modules = _toy_registry(toy_modules)
    assert registry.owner("beta_ir").name == "beta"
    assert registry.find(None, "beta_ir") is registry.family("beta")
    assert registry.get("beta_ir").family == "beta"
    assert registry.owner(registry.get("beta_ir")) is registry.family("beta")
    assert registry.loaded() == ["beta"]
    assert modules["beta"] in sys.modules
    assert modules["alpha"] not in sys.modules


def test_find_asks_the_declared_claim_tests(toy_modules: Callable[..., str]) -> None:
    registry, modules = _toy_registry(toy_modules)
    assert registry.find("nobody's subject") is None
    assert registry.loaded() == []  # no declared family loaded to learn it does not claim
    assert registry.find("beta subject") is registry.family("beta")
    assert registry.loaded() == ["beta"]
    assert modules["alpha"] not in sys.modules


def test_a_drifted_declaration_still_gets_the_right_answer(
    toy_modules: Callable[..., str],
) -> None:
    """A declaration naming the wrong owner is a hint the registry checks: the answer comes
    from the family that does declare the IR type (every family loaded to find it)."""
    alpha = toy_modules(FAMILY_SOURCE.format(cls="Alpha", name="alpha"))
    beta = toy_modules(FAMILY_SOURCE.format(cls="Beta", name="beta"))
    wrong = (Declaration("alpha", alpha, ("alpha_ir", "beta_ir")), Declaration("beta", beta, ()))
    registry = Registry(builtin={"alpha": alpha, "beta": beta}, declarations=wrong)
    assert registry.get("beta_ir").family == "beta"
    assert registry.owner("beta_ir").name == "beta"
    with pytest.raises(UnknownIRTypeError):
        registry.owner("gamma_ir")


def test_entry_point_families_are_loaded_when_no_declaration_answers(
    toy_modules: Callable[..., str], monkeypatch: pytest.MonkeyPatch
) -> None:
    registry, _ = _toy_registry(toy_modules)
    outside = toy_modules(FAMILY_SOURCE.format(cls="Gamma", name="gamma"))
    entry = metadata.EntryPoint(name="gamma", value=outside, group=ENTRY_POINT_GROUP)
    monkeypatch.setattr(metadata, "entry_points", lambda group: [entry])
    assert registry.find("gamma subject") is registry.family("gamma")
    assert registry.loaded() == ["gamma"]  # the declared families said no unloaded
    assert registry.owner("gamma_ir").name == "gamma"
    assert registry.find("alpha subject") is registry.family("alpha")


def test_suffixes_are_read_from_the_declarations_without_loading(
    toy_modules: Callable[..., str],
) -> None:
    """A declared family answers suffixes() from its declaration (the golden summary of
    every run asks), a loaded one from its IR types, an undeclared one is loaded."""
    alpha = toy_modules(FAMILY_SOURCE.format(cls="Alpha", name="alpha"))
    beta = toy_modules(FAMILY_SOURCE.format(cls="Beta", name="beta"))
    declared = (
        Declaration("alpha", alpha, ("alpha_ir",), suffixes=(".declared",)),
        Declaration("beta", beta, ("beta_ir",)),  # no suffixes written down
    )
    registry = Registry(builtin={"alpha": alpha, "beta": beta}, declarations=declared)
    found = registry.suffixes()
    assert ".declared" in found and ".txt" in found  # beta's own, loaded to ask
    assert registry.loaded() == ["beta"]
    registry.family("alpha")
    assert ".declared" not in registry.suffixes()  # a loaded family answers itself


def test_the_lowerer_finds_the_owner_through_the_registry(
    toy_modules: Callable[..., str],
) -> None:
    from pytest_irlower.errors import UsageError
    from pytest_irlower.lowering.lowerer import Lowerer

    registry, _ = _toy_registry(toy_modules)
    lowerer = Lowerer(registry=registry)
    assert lowerer.resolve("x", ir_type="alpha_ir").ir_type.family == "alpha"
    assert registry.loaded() == ["alpha"]
    with pytest.raises(UsageError, match="lowers to the beta IR types"):
        lowerer.resolve("beta subject", ir_type="alpha_ir")


def _fresh(code: str) -> Any:
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout)


LOADED = """
import json, sys
from pytest_irlower.families import BUILTIN, REGISTRY
{call}
print(json.dumps(sorted(n for n, m in BUILTIN.items() if m in sys.modules)))
"""


@pytest.mark.parametrize(
    ("call", "families"),
    [
        ("REGISTRY.find(None, 'fx_graph')", ["torch_export"]),
        ("REGISTRY.get('triton_ir')", ["triton"]),
        ("assert REGISTRY.find(object()) is None", []),
        ("REGISTRY.ir_types()", sorted(BUILTIN)),
        ("assert {'.ll', '.ttgir', '.spvasm', '.py'} <= REGISTRY.suffixes()", []),
        ("assert {'llvm_ir', 'triton_nvptx', 'onnx'} <= set(REGISTRY.ir_type_names())", []),
    ],
)
def test_the_registry_of_a_fresh_process_loads_only_what_it_answers_with(
    call: str, families: list[str]
) -> None:
    assert _fresh(LOADED.format(call=call)) == families


SUFFIXES = """
import json
from pytest_irlower.families import BUILTIN, REGISTRY
from pytest_irlower.text.syntax import SYNTAXES
before = REGISTRY.suffixes()
loaded_before = [name for name in REGISTRY.loaded() if name in BUILTIN]
every = {t.suffix for t in REGISTRY.ir_types().values()} | {s.suffix for s in SYNTAXES.values()}
print(json.dumps([sorted(before), loaded_before, sorted(every)]))
"""


def test_the_declared_suffixes_are_the_loaded_families_suffixes() -> None:
    """What suffixes() answers with no built-in family loaded (an entry point's, IREE's,
    is loaded to ask) equals what every family, loaded, gives (its IR types' suffixes,
    with the syntaxes')."""
    before, loaded_before, every = _fresh(SUFFIXES)
    assert loaded_before == []
    assert before == every


NAMES = """
import json
from pytest_irlower.families import BUILTIN, REGISTRY
before = REGISTRY.ir_type_names()
loaded_before = [name for name in REGISTRY.loaded() if name in BUILTIN]
print(json.dumps([before, loaded_before, list(REGISTRY.ir_types()), REGISTRY.ir_type_names()]))
"""


def test_the_declared_names_are_the_loaded_families_names_in_order() -> None:
    """ir_type_names() with no built-in family loaded gives what ir_types() gives with every
    family loaded, in the same order; once they are loaded it answers from them."""
    before, loaded_before, every, after = _fresh(NAMES)
    assert loaded_before == []
    assert before == every == after


def test_names_are_read_from_the_declarations_without_loading(
    toy_modules: Callable[..., str],
) -> None:
    """A declared family gives its IR type names unloaded; one without suffixes written
    down is loaded to ask (as suffixes() does); the first family declaring a name wins."""
    alpha = toy_modules(FAMILY_SOURCE.format(cls="Alpha", name="alpha"))
    beta = toy_modules(FAMILY_SOURCE.format(cls="Beta", name="beta"))
    declared = (
        Declaration("alpha", alpha, ("alpha_ir", "shared_ir"), suffixes=(".a", ".b")),
        Declaration("beta", beta, ("beta_ir",)),  # no suffixes written down
    )
    registry = Registry(builtin={"alpha": alpha, "beta": beta}, declarations=declared)
    assert registry.ir_type_names() == ["alpha_ir", "shared_ir", "beta_ir"]
    assert registry.loaded() == ["beta"]
    assert alpha not in sys.modules
    registry.family("alpha")
    assert registry.ir_type_names() == ["alpha_ir", "beta_ir"]  # a loaded family answers itself
