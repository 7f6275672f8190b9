"""``lower(deferred(build), ...)``: a model built only when the lowering needs it. A cache hit
builds nothing; the key is the builder's (its code and what it reaches), so it changes with
every input the built model could see, and is the same whether the libraries the builder
imports are imported yet or not."""

from __future__ import annotations

import importlib
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
import torch

from pytest_irlower import Lowerer, LowerOptions, UsageError, deferred
from pytest_irlower.cache.disk import DiskCache
from pytest_irlower.errors import CacheKeyMissed

BUILDMOD = """
import torch

WIDTH = 3


def helper(x):
    return x * 2


class Net(torch.nn.Module):
    def __init__(self, width):
        super().__init__()
        self.linear = torch.nn.Linear(4, width)

    def forward(self, x):
        return helper(torch.nn.functional.relu(self.linear(x)))


def build():
    torch.manual_seed(0)
    return Net(WIDTH).eval(), (torch.ones(2, 4),)


def build_model():
    torch.manual_seed(0)
    return Net(WIDTH).eval()


def build_unseeded():
    return Net(WIDTH).eval(), (torch.ones(2, 4),)


def build_opaque():
    torch.manual_seed(0)
    return eval("Net")(WIDTH).eval(), (torch.ones(2, 4),)


def build_from_import():
    from buildmod_df import Net, WIDTH

    torch.manual_seed(0)
    return Net(WIDTH).eval(), (torch.ones(2, 4),)


def build_by_name():
    import buildmod_df

    torch.manual_seed(0)
    return Net(getattr(buildmod_df, "WIDTH")).eval(), (torch.ones(2, 4),)


def build_by_globals():
    torch.manual_seed(0)
    return Net(globals()["WIDTH"]).eval(), (torch.ones(2, 4),)


def build_scripted():
    torch.manual_seed(0)
    return torch.jit.script(Net(WIDTH).eval()), (torch.ones(2, 4),)
"""


@pytest.fixture
def buildmod(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The builders' module written to a file and imported (edit it, then reload)."""
    (tmp_path / "buildmod_df.py").write_text(BUILDMOD)
    monkeypatch.syspath_prepend(str(tmp_path))
    sys.modules.pop("buildmod_df", None)
    yield importlib.import_module("buildmod_df")
    sys.modules.pop("buildmod_df", None)


def session(root: Path, **options: Any) -> Lowerer:
    """A fresh Lowerer: what a new pytest run has (nothing cached in memory)."""
    return Lowerer(LowerOptions(**options), disk=DiskCache(root / "cache"))


def test_a_hit_builds_nothing_and_gives_what_the_model_lowers_to(
    buildmod: Any, tmp_path: Path
) -> None:
    first = deferred(buildmod.build)
    lowered = session(tmp_path).lower(first, ir_type="llvm_ir")
    assert first.builds == 1 and not lowered.from_cache
    again = deferred(buildmod.build)
    hit = session(tmp_path).lower(again, ir_type="llvm_ir")
    assert hit.from_cache and again.builds == 0
    model, inputs = buildmod.build()
    direct = session(tmp_path / "direct").lower(model, inputs, ir_type="llvm_ir")
    assert hit == lowered == direct
    assert dict(hit.stages) == dict(direct.stages)


def test_run_and_check_numerics_on_a_hit_build_the_reference_once(
    buildmod: Any, tmp_path: Path
) -> None:
    lowered = session(tmp_path).lower(deferred(buildmod.build), ir_type="llvm_ir")
    lowered.check_numerics(torch.ones(2, 4))  # keeps the runner beside the entry
    subject = deferred(buildmod.build)
    hit = session(tmp_path).lower(subject, ir_type="llvm_ir")
    assert hit.from_cache and subject.builds == 0
    hit.check_numerics(*subject.inputs)
    out = hit.run(torch.full((2, 4), 0.5))
    assert subject.builds == 1
    torch.testing.assert_close(out, subject.model(torch.full((2, 4), 0.5)))


def key(subject: Any, tmp_path: Path, inputs: Any = (), **params: Any) -> str:
    lowerer = session(tmp_path)
    request = lowerer.resolve(subject, inputs, ir_type="llvm_ir", params=params)
    keys = lowerer._keys(request, None, _building(lowerer, request, inputs, params))
    assert keys is not None
    assert keys[2].startswith("deferred ") and keys[2].fallback is None
    assert subject.builds == 0
    return keys[0]


def _building(lowerer: Lowerer, request: Any, inputs: Any, params: Any) -> Any:
    from pytest_irlower.lowering.deferral import Building

    return Building(lowerer.resolve, request, inputs, params, None)


def test_the_key_changes_with_what_the_builder_reaches(
    buildmod: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = key(deferred(buildmod.build), tmp_path)
    assert key(deferred(buildmod.build), tmp_path) == first  # rebuilt: the same key
    assert key(deferred(buildmod.build), tmp_path, strict=True) != first  # lower()'s keyword
    with monkeypatch.context() as patch:
        patch.setattr(buildmod, "WIDTH", 5)  # a module constant the builder reads
        assert key(deferred(buildmod.build), tmp_path) != first
    with monkeypatch.context() as patch:  # a library function the model's code calls
        patch.setattr(torch.nn.functional, "relu", lambda x: torch.clamp(x, min=0.5))
        assert key(deferred(buildmod.build), tmp_path) != first
    path = Path(buildmod.__file__)
    path.write_text(path.read_text().replace("return x * 2", "return x * 3"))
    importlib.invalidate_caches()
    edited = importlib.reload(buildmod)  # a helper the model's forward calls
    assert key(deferred(edited.build), tmp_path) != first


def test_the_key_holds_what_the_model_classes_init_does(buildmod: Any, tmp_path: Path) -> None:
    """A builder makes its model through ``__init__``: its code is keyed (a model object's
    key need not: its attributes are what ``__init__`` did)."""
    first = key(deferred(buildmod.build), tmp_path)
    path = Path(buildmod.__file__)
    path.write_text(path.read_text().replace("Linear(4, width)", "Linear(4, width + 1)"))
    importlib.invalidate_caches()
    edited = importlib.reload(buildmod)
    assert key(deferred(edited.build), tmp_path) != first


def test_every_name_a_from_import_takes_and_names_read_by_string_are_keyed(
    buildmod: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for build in (buildmod.build_from_import, buildmod.build_by_name):
        first = key(deferred(build), tmp_path)
        with monkeypatch.context() as patch:
            patch.setattr(buildmod, "WIDTH", 6)  # the second name of the from-import
            assert key(deferred(build), tmp_path) != first, build.__name__
    lowerer = session(tmp_path)
    subject = deferred(buildmod.build_by_globals)  # globals()["WIDTH"]: built to be keyed
    assert lowerer.lower(subject, ir_type="torch_mlir").key_fallback is not None
    assert subject.builds == 1


def test_a_subject_lowered_again_after_what_it_reads_changed_is_built_again(
    buildmod: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One deferred object (a session fixture's) lowered before and after a change to what
    its builder reads: the second lowering is keyed by the new definition, so it lowers
    the model built from it, never the first build stored under the new key."""
    shared = deferred(buildmod.build)
    lowerer = session(tmp_path)
    lowerer.lower(shared, ir_type="torch_mlir")
    monkeypatch.setattr(buildmod, "WIDTH", 5)
    second = lowerer.lower(shared, ir_type="torch_mlir")
    assert shared.builds == 2 and "[2,5]" in second
    hit = session(tmp_path).lower(deferred(buildmod.build), ir_type="torch_mlir")
    assert hit.from_cache and hit == second


def test_the_key_holds_the_inputs_given_to_lower(buildmod: Any, tmp_path: Path) -> None:
    ones = key(deferred(buildmod.build_model), tmp_path, (torch.ones(2, 4),))
    assert key(deferred(buildmod.build_model), tmp_path, (torch.ones(2, 4),)) == ones
    assert key(deferred(buildmod.build_model), tmp_path, (torch.zeros(2, 4),)) != ones
    assert key(deferred(buildmod.build_model), tmp_path, (torch.ones(3, 4),)) != ones


def test_a_library_the_builder_imports_is_keyed_the_same_imported_or_not(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A builder importing a library it alone uses (transformers, in the regression suite):
    its key must not depend on whether an earlier build imported it."""
    (tmp_path / "importer_df.py").write_text(
        textwrap.dedent(
            """
            import torch

            def build():
                import colorsys
                from colorsys import rgb_to_hsv
                torch.manual_seed(0)
                scale = rgb_to_hsv(0.2, 0.4, 0.4)[2] + colorsys.ONE_THIRD
                return torch.nn.Linear(4, 3).eval(), (torch.ones(2, 4) * scale,)
            """
        )
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "colorsys", raising=False)
    module = importlib.import_module("importer_df")
    try:
        subject = deferred(module.build)
        before = key(subject, tmp_path)
        assert "colorsys" not in sys.modules
        subject.model  # noqa: B018 (builds: imports colorsys)
        assert "colorsys" in sys.modules
        assert key(deferred(module.build), tmp_path) == before
    finally:
        sys.modules.pop("importer_df", None)


def test_a_builder_that_cannot_be_keyed_is_built_and_keyed_by_its_model(
    buildmod: Any, tmp_path: Path
) -> None:
    subject = deferred(buildmod.build_opaque)
    first = session(tmp_path).lower(subject, ir_type="llvm_ir")
    assert subject.builds == 1
    assert first.key_fallback is not None
    assert first.key_fallback.startswith("deferred(buildmod_df.build_opaque) built to be keyed")
    assert "eval()" in first.key_fallback
    again = deferred(buildmod.build_opaque)
    hit = session(tmp_path).lower(again, ir_type="llvm_ir")
    assert hit.from_cache and again.builds == 1  # built each run, keyed by its model


def test_a_model_the_family_does_not_key_is_not_stored(buildmod: Any, tmp_path: Path) -> None:
    """A ScriptModule goes through the TorchScript frontend, which is never cached: nor is
    a deferred subject that builds one."""
    session(tmp_path).lower(deferred(buildmod.build_scripted), ir_type="torch_mlir")
    again = deferred(buildmod.build_scripted)
    result = session(tmp_path).lower(again, ir_type="torch_mlir")
    assert not result.from_cache and again.builds == 1


def test_cache_verify_builds_and_finds_a_builder_that_draws_unseeded(
    buildmod: Any, tmp_path: Path
) -> None:
    session(tmp_path).lower(deferred(buildmod.build_unseeded), ir_type="llvm_ir")
    subject = deferred(buildmod.build_unseeded)
    with pytest.raises(CacheKeyMissed, match="missed a change"):
        session(tmp_path, cache_verify=True).lower(subject, ir_type="llvm_ir")
    assert subject.builds == 1
    seeded = session(tmp_path).lower(deferred(buildmod.build), ir_type="llvm_ir")
    verified = session(tmp_path, cache_verify=True).lower(
        deferred(buildmod.build), ir_type="llvm_ir"
    )
    assert verified.from_cache and verified == seeded


def test_bad_builders_and_inputs_given_twice_are_usage_errors(buildmod: Any) -> None:
    with pytest.raises(UsageError, match=r"deferred\(build\) takes a function of no arguments"):
        deferred(buildmod.Net(3))  # a model, not a function building one
    lowerer = Lowerer(LowerOptions())
    with pytest.raises(UsageError, match="pass them in one place"):
        lowerer.lower(deferred(buildmod.build), (torch.ones(2, 4),), ir_type="torch_mlir")
    with pytest.raises(UsageError, match=r"build\(\) returned None"):
        lowerer.lower(deferred(lambda: None), ir_type="torch_mlir")
