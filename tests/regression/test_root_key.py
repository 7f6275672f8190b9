"""The root IR types of a model (``fx_graph``, and the traces that run the model on the
example inputs: ``torch_script_graph_ir``, ``prims_ir``) are kept across runs too, keyed
by what defines the model (engines/source_key.py) and, for TorchScript's trace, the
inputs' values: a branch on a value is baked into it."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import Any

import pytest
import torch

from pytest_irlower import Lowerer, LowerOptions
from pytest_irlower.cache.disk import DiskCache

ROOTS = ["fx_graph", "torch_script_graph_ir", "prims_ir"]
TRACES = ["torch_script_graph_ir", "prims_ir"]
#: the traces a tensor's value can steer (prims_ir's make_fx refuses to read one)
VALUE_TRACED = ["torch_script_graph_ir"]

BRANCHMOD = """
import torch

SCALE = 2.0


def helper(x):
    return x * SCALE


class Net(torch.nn.Module):
    factor = 3

    def __init__(self):
        super().__init__()
        self.linear = torch.nn.Linear(4, 4)
        self.register_buffer("shift", torch.zeros(4))

    def forward(self, x):
        return helper(torch.relu(self.linear(x))) * self.factor + self.shift


class Branchy(Net):
    def forward(self, x):
        # a Python branch on a value: torch.jit.trace bakes in the side the inputs take
        if bool(x.sum() > 0):
            return super().forward(x) + 10
        return super().forward(x) - 20
"""


@pytest.fixture
def branchmod(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The model's module written to a file, imported (edit it, then reload)."""
    (tmp_path / "branchmod_rk.py").write_text(BRANCHMOD)
    monkeypatch.syspath_prepend(str(tmp_path))
    sys.modules.pop("branchmod_rk", None)
    yield importlib.import_module("branchmod_rk")
    sys.modules.pop("branchmod_rk", None)


def build(branchmod: Any, kind: str = "Net") -> torch.nn.Module:
    torch.manual_seed(0)
    return getattr(branchmod, kind)()


def session(root: Path, **options: Any) -> Lowerer:
    """A fresh Lowerer: what a new pytest run has (nothing cached in memory)."""
    return Lowerer(LowerOptions(**options), disk=DiskCache(root / "cache"))


def key(model: Any, root: Path, ir_type: str, x: Any = None, **options: Any) -> str:
    lowerer = session(root, **options)
    x = torch.ones(2, 4) if x is None else x
    request = lowerer.resolve(model, (x,), ir_type=ir_type)
    found = lowerer.disk_key(request)
    assert found is not None, f"{ir_type} is not keyed across runs"
    return found


@pytest.mark.parametrize("ir_type", ROOTS)
def test_a_root_ir_type_is_reused_by_a_new_session(
    branchmod: Any, tmp_path: Path, ir_type: str
) -> None:
    """The second session builds no stage (no trace, no export), and under cache_verify
    its hit is derived anew and matches."""
    model, x = build(branchmod), torch.ones(2, 4)
    first = session(tmp_path).lower(model, (x,), ir_type=ir_type)
    assert not first.from_cache
    lowerer = session(tmp_path)
    again = lowerer.lower(model, (x,), ir_type=ir_type)
    assert again.from_cache and again == first and again.key_fallback is None
    assert len(lowerer.cache) == 0  # nothing traced or exported
    verified = session(tmp_path, cache_verify=True).lower(model, (x,), ir_type=ir_type)
    assert verified.from_cache and verified == first


@pytest.mark.parametrize("ir_type", ROOTS)
def test_a_root_key_stays_when_the_model_is_only_rebuilt(
    branchmod: Any, tmp_path: Path, ir_type: str
) -> None:
    first = key(build(branchmod), tmp_path, ir_type)
    assert key(build(branchmod), tmp_path, ir_type, x=torch.ones(2, 4)) == first
    assert key(build(importlib.reload(branchmod)), tmp_path, ir_type) == first


@pytest.mark.parametrize("ir_type", ROOTS)
def test_a_root_key_changes_with_what_defines_the_model(
    branchmod: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, ir_type: str
) -> None:
    """A helper's code, a module constant, a class attribute, a buffer's value, a
    monkeypatched library function and a keyed session option each change the key."""
    first = key(build(branchmod), tmp_path, ir_type)
    seen = {first}
    path = Path(branchmod.__file__)
    path.write_text(BRANCHMOD.replace("return x * SCALE", "return x * SCALE + 1"))
    importlib.invalidate_caches()
    seen.add(key(build(importlib.reload(branchmod)), tmp_path, ir_type))
    path.write_text(BRANCHMOD)
    importlib.invalidate_caches()
    module = importlib.reload(branchmod)
    assert key(build(module), tmp_path, ir_type) == first
    with monkeypatch.context() as patch:
        patch.setattr(module, "SCALE", 2.5)
        seen.add(key(build(module), tmp_path, ir_type))
    with monkeypatch.context() as patch:
        patch.setattr(module.Net, "factor", 4)
        seen.add(key(build(module), tmp_path, ir_type))
    with monkeypatch.context() as patch:
        patch.setattr(torch, "relu", lambda x: torch.clamp(x, min=0.5))
        seen.add(key(build(module), tmp_path, ir_type))
    model = build(module)
    with torch.no_grad():
        model.shift.add_(1.0)
    seen.add(key(model, tmp_path, ir_type))
    seen.add(key(build(module), tmp_path, ir_type, keep_weights=True))
    assert len(seen) == 7


def test_fx_graph_key_changes_with_a_keyword_of_lower(branchmod: Any, tmp_path: Path) -> None:
    model = build(branchmod)
    lowerer = session(tmp_path)
    keys = {
        lowerer.disk_key(lowerer.resolve(model, (torch.ones(2, 4),), ir_type="fx_graph", params=p))
        for p in ({}, {"strict": True})
    }
    assert len(keys) == 2 and None not in keys


@pytest.mark.parametrize("ir_type", VALUE_TRACED)
def test_a_trace_key_changes_with_the_inputs_values(
    branchmod: Any, tmp_path: Path, ir_type: str
) -> None:
    """The same shapes with other values: a trace may take the other branch, so it is
    traced anew and not served the other side's graph."""
    model = build(branchmod, "Branchy")
    positive, negative = torch.ones(2, 4), -torch.ones(2, 4)
    assert key(model, tmp_path, ir_type, x=positive) != key(model, tmp_path, ir_type, x=negative)
    up = session(tmp_path).lower(model, (positive,), ir_type=ir_type)
    down = session(tmp_path).lower(model, (negative,), ir_type=ir_type)
    assert not down.from_cache and up.text != down.text
    assert session(tmp_path).lower(model, (negative,), ir_type=ir_type) == down


@pytest.mark.parametrize("ir_type", ["fx_graph", "prims_ir"])
def test_a_key_holds_no_values_where_none_can_steer(
    branchmod: Any, tmp_path: Path, ir_type: str
) -> None:
    """torch.export traces shapes, and make_fx refuses to read a value: one entry for both."""
    model = build(branchmod)
    assert key(model, tmp_path, ir_type, x=torch.ones(2, 4)) == key(
        model, tmp_path, ir_type, x=torch.full((2, 4), 3.0)
    )


@pytest.mark.parametrize("ir_type", VALUE_TRACED)
def test_verify_catches_a_trace_key_blind_to_values(
    branchmod: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, ir_type: str
) -> None:
    from pytest_irlower.engines import source_key
    from pytest_irlower.errors import CacheKeyMissed

    model = build(branchmod, "Branchy")
    monkeypatch.setattr(source_key, "input_values", lambda inputs: "")
    session(tmp_path).lower(model, (torch.ones(2, 4),), ir_type=ir_type)
    stale = session(tmp_path).lower(model, (-torch.ones(2, 4),), ir_type=ir_type)
    assert stale.from_cache  # the blind key served the other branch
    verified = session(tmp_path, cache_verify=True)
    with pytest.raises(CacheKeyMissed, match=rf"branchmod_rk\.Branchy lowered to '{ir_type}'"):
        verified.lower(model, (-torch.ones(2, 4),), ir_type=ir_type)


@pytest.mark.parametrize("ir_type", TRACES)
def test_a_trace_of_a_model_the_key_cannot_read_is_not_cached(tmp_path: Path, ir_type: str) -> None:
    """No export fallback for a trace (a model may trace and not export): not kept."""
    import ctypes

    class Native(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.native = ctypes.CDLL(None).abs

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return torch.relu(x) + 1

    model, x = Native(), torch.randn(2, 4)
    lowerer = session(tmp_path)
    assert lowerer.disk_key(lowerer.resolve(model, (x,), ir_type=ir_type)) is None
    session(tmp_path).lower(model, (x,), ir_type=ir_type)
    assert not session(tmp_path).lower(model, (x,), ir_type=ir_type).from_cache
