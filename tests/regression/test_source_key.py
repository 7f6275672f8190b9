"""The cross-run key of a PyTorch model is made from what defines it, without exporting it
(engines/source_key.py): it changes with every input the export could see, and stays when
the model is only rebuilt with the same values."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import Any

import pytest
import torch

from pytest_irlower import Lowerer, LowerOptions
from pytest_irlower.cache.disk import DiskCache

NETMOD = """
import torch
from torch.nn import functional as F

SCALE = 2.0


def helper(x):
    return x * SCALE


class Net(torch.nn.Module):
    factor = 3

    def __init__(self):
        super().__init__()
        self.linear = torch.nn.Linear(4, 3)
        self.register_buffer("shift", torch.zeros(3))

    def forward(self, x):
        return helper(F.relu(self.linear(x))) * self.factor + self.shift
"""


@pytest.fixture
def netmod(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """A model's module written to a file, imported (edit it, then reload)."""
    (tmp_path / "netmod_sk.py").write_text(NETMOD)
    monkeypatch.syspath_prepend(str(tmp_path))
    sys.modules.pop("netmod_sk", None)
    module = importlib.import_module("netmod_sk")
    yield module
    sys.modules.pop("netmod_sk", None)


def build(netmod: Any) -> torch.nn.Module:
    torch.manual_seed(0)
    return netmod.Net()


def key(model: Any, tmp_path: Path, **params: Any) -> str:
    lowerer = Lowerer(LowerOptions(), disk=DiskCache(tmp_path / "cache"))
    request = lowerer.resolve(model, (torch.ones(2, 4),), ir_type="llvm_ir", params=params)
    found = lowerer.disk_key(request)
    assert found is not None
    fingerprint = lowerer.registry.family_of(request.ir_type).fingerprint(request)
    assert fingerprint is not None and fingerprint.startswith("source ")  # no export
    return found


def test_a_model_rebuilt_with_the_same_values_keeps_its_key(netmod: Any, tmp_path: Path) -> None:
    first = key(build(netmod), tmp_path)
    assert key(build(netmod), tmp_path) == first
    again = importlib.reload(netmod)  # the same file imported anew: new class objects
    assert key(build(again), tmp_path) == first


def test_the_key_changes_with_a_helper_called_from_forward(netmod: Any, tmp_path: Path) -> None:
    first = key(build(netmod), tmp_path)
    path = Path(netmod.__file__)
    path.write_text(path.read_text().replace("return x * SCALE", "return x * SCALE + 1"))
    importlib.invalidate_caches()
    edited = importlib.reload(netmod)
    assert key(build(edited), tmp_path) != first


def test_the_key_changes_with_a_module_constant(
    netmod: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = key(build(netmod), tmp_path)
    monkeypatch.setattr(netmod, "SCALE", 2.5)
    assert key(build(netmod), tmp_path) != first


def test_the_key_changes_with_a_buffer_value(netmod: Any, tmp_path: Path) -> None:
    model = build(netmod)
    first = key(model, tmp_path)
    with torch.no_grad():
        model.shift.add_(1.0)
    assert key(model, tmp_path) != first


def test_the_key_changes_with_a_class_attribute(
    netmod: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = key(build(netmod), tmp_path)
    monkeypatch.setattr(netmod.Net, "factor", 4)
    assert key(build(netmod), tmp_path) != first


def test_the_key_changes_with_a_monkeypatched_function(
    netmod: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = key(build(netmod), tmp_path)
    monkeypatch.setattr(torch.nn.functional, "relu", lambda x: torch.clamp(x, min=0.5))
    assert key(build(netmod), tmp_path) != first


def test_the_key_changes_with_a_keyword_of_lower(netmod: Any, tmp_path: Path) -> None:
    model = build(netmod)
    first = key(model, tmp_path)
    assert key(model, tmp_path, strict=True) != first
    assert key(model, tmp_path, backend_legal_ops=("aten.flatten.using_ints",)) != first


def test_a_hit_exports_nothing_and_verify_passes(netmod: Any, tmp_path: Path) -> None:
    """A fresh session's hit runs no stage (no export); under cache_verify it exports and
    the graph matches the entry's."""
    model, x = build(netmod), torch.randn(2, 4)
    first = Lowerer(LowerOptions(), disk=DiskCache(tmp_path)).lower(model, (x,), ir_type="llvm_ir")
    lowerer = Lowerer(LowerOptions(), disk=DiskCache(tmp_path))
    again = lowerer.lower(model, (x,), ir_type="llvm_ir")
    assert again.from_cache and again == first and again.key_fallback is None
    assert len(lowerer.cache) == 0  # no stage was built: nothing exported
    verified = Lowerer(LowerOptions(cache_verify=True), disk=DiskCache(tmp_path))
    assert verified.lower(model, (x,), ir_type="llvm_ir").from_cache


def test_verify_names_the_model_when_the_key_missed_a_change(
    netmod: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pytest_irlower.engines import source_key
    from pytest_irlower.errors import CacheKeyMissed

    model, x = build(netmod), torch.randn(2, 4)
    # a key blind to globals: the constant's change goes unseen, verify catches it
    monkeypatch.setattr(source_key.Walk, "_globals", lambda self, fn, name: [])
    Lowerer(LowerOptions(), disk=DiskCache(tmp_path)).lower(model, (x,), ir_type="llvm_ir")
    monkeypatch.setattr(netmod, "SCALE", 5.0)
    plain = Lowerer(LowerOptions(), disk=DiskCache(tmp_path)).lower(model, (x,), ir_type="llvm_ir")
    assert plain.from_cache  # the blind key served stale IR
    verified = Lowerer(LowerOptions(cache_verify=True), disk=DiskCache(tmp_path))
    with pytest.raises(CacheKeyMissed, match=r"netmod_sk\.Net lowered to 'llvm_ir' missed") as exc:
        verified.lower(model, (x,), ir_type="llvm_ir")
    assert "function netmod_sk.helper" not in str(exc.value)  # blind: globals not followed
    assert "class netmod_sk.Net" in str(exc.value) and "5.0" in str(exc.value)


def test_an_opaque_callable_falls_back_to_the_export_key(tmp_path: Path) -> None:
    """A C function reached through ctypes has no form the key can read: the model is
    keyed by its export, and the result says why."""
    import ctypes

    class Native(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.native = ctypes.CDLL(None).abs  # read by nothing the export sees

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return torch.relu(x) + 1

    model, x = Native(), torch.randn(2, 4)
    first = Lowerer(LowerOptions(), disk=DiskCache(tmp_path)).lower(
        model, (x,), ir_type="torch_mlir"
    )
    assert first.key_fallback is not None and "_FuncPtr" in first.key_fallback
    hit = Lowerer(LowerOptions(), disk=DiskCache(tmp_path)).lower(model, (x,), ir_type="torch_mlir")
    assert hit.from_cache and hit.key_fallback == first.key_fallback


SESSION = """
import ctypes
import torch


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = torch.nn.Linear(4, 3)

    def forward(self, x):
        return torch.relu(self.linear(x))


class Native(Net):
    def __init__(self):
        super().__init__()
        self.native = ctypes.CDLL(None).abs  # the key cannot read it: keyed by export


def test_keyed(lower):
    torch.manual_seed(0)
    assert "define" in lower(Net(), (torch.ones(2, 4),), ir_type="llvm_ir")


def test_by_export(lower):
    torch.manual_seed(0)
    assert "define" in lower(Native(), (torch.ones(2, 4),), ir_type="llvm_ir")
"""


def test_the_session_counts_export_keys_and_verifies_hits(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_models=SESSION)
    pytester.makeini("[pytest]\nirlower_cache_dir = cache\nirlower_cache_verify = true\n")
    first = pytester.runpytest_subprocess("-p", "no:randomly")
    first.assert_outcomes(passed=2)
    first.stdout.fnmatch_lines(
        ["*cross-run cache: 0 lowerings reused, 2 lowered; 1 keyed by export*"]
    )
    again = pytester.runpytest_subprocess("-p", "no:randomly")  # verified: exported, matched
    again.assert_outcomes(passed=2)
    again.stdout.fnmatch_lines(
        ["*cross-run cache: 2 lowerings reused, 0 lowered; 1 keyed by export (e.g. *_FuncPtr*"]
    )
