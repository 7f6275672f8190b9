"""A model object's key is remembered with what its walk read (engines/key_reads.py) and
given again, without a walk, only while all of that is unchanged: every change made to the
same model object in place gives the key a fresh walk gives."""

from __future__ import annotations

import gc
import importlib
import sys
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import torch

from pytest_irlower.engines import key_reads, source_key

MEMOMOD = """
import torch
from torch.nn import functional as F

SCALE = 2.0


class Settings:
    def __init__(self):
        self.gain = 1.0


def helper(x, bias=0.0):
    return x * SCALE + bias


def make_act(power):
    def act(x):
        return F.relu(x) ** power

    return act


class Net(torch.nn.Module):
    factor = 3

    def __init__(self):
        super().__init__()
        self.linear = torch.nn.Linear(4, 4)
        self.register_buffer("shift", torch.arange(16.0).reshape(4, 4))
        self.sizes = [4, 4]
        self.table = {"mode": "a"}
        self.settings = Settings()
        self.act = make_act(1)

    def forward(self, x):
        y = helper(self.act(self.linear(x))) * self.factor * self.settings.gain
        return y + self.shift.sum(0)
"""


@pytest.fixture
def memomod(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The model's module, written to a file and imported."""
    (tmp_path / "memomod_sk.py").write_text(MEMOMOD)
    monkeypatch.syspath_prepend(str(tmp_path))
    sys.modules.pop("memomod_sk", None)
    yield importlib.import_module("memomod_sk")
    sys.modules.pop("memomod_sk", None)


@pytest.fixture
def walks(monkeypatch: pytest.MonkeyPatch) -> list[None]:
    """One item for each walk model_key makes from now on (a fresh memo: nothing kept
    from before)."""
    made: list[None] = []

    class Counted(source_key.Walk):
        def __init__(self) -> None:
            super().__init__()
            made.append(None)  # not the walk: it holds what it walked

    monkeypatch.setattr(source_key, "Walk", Counted)
    monkeypatch.setattr(source_key, "_MEMO", key_reads.Memo())
    return made


def build(memomod: Any) -> torch.nn.Module:
    torch.manual_seed(0)
    return memomod.Net()


def walked_key(model: Any, monkeypatch: pytest.MonkeyPatch) -> str:
    """The key a walk gives now (the memo set aside)."""
    with monkeypatch.context() as patched:
        patched.setattr(source_key, "_MEMO", key_reads.Memo())
        return source_key.model_key(model)[0]


class Other(torch.nn.Linear):
    """A class a submodule is switched to in place."""


def _write(tensor: torch.Tensor, fn: Callable[[torch.Tensor], Any]) -> None:
    with torch.no_grad():
        fn(tensor)


#: each changes the model object in place, or what its code reads: (mod, model, monkeypatch)
CHANGES: dict[str, Callable[[Any, Any, pytest.MonkeyPatch], Any]] = {
    "a parameter written in place": lambda mod, m, mp: _write(m.linear.weight, lambda t: t.add_(1)),
    "a buffer transposed in place": lambda mod, m, mp: m.shift.t_(),
    "requires_grad turned off": lambda mod, m, mp: m.linear.weight.requires_grad_(False),
    "a parameter replaced": lambda mod, m, mp: setattr(
        m.linear, "bias", torch.nn.Parameter(torch.ones(4))
    ),
    "an attribute added to a submodule": lambda mod, m, mp: setattr(m.linear, "extra", 5),
    "a submodule replaced": lambda mod, m, mp: setattr(m, "linear", torch.nn.Linear(4, 4)),
    "a submodule's class switched": lambda mod, m, mp: setattr(m.linear, "__class__", Other),
    "a list attribute appended to": lambda mod, m, mp: m.sizes.append(8),
    "a dict attribute's value set": lambda mod, m, mp: m.table.__setitem__("mode", "b"),
    "a plain object's field set": lambda mod, m, mp: setattr(m.settings, "gain", 2.0),
    "a class attribute set": lambda mod, m, mp: mp.setattr(mod.Net, "factor", 4),
    "a module constant set": lambda mod, m, mp: mp.setattr(mod, "SCALE", 2.5),
    "a helper's default set": lambda mod, m, mp: mp.setattr(mod.helper, "__defaults__", (1.0,)),
    "a helper's code replaced": lambda mod, m, mp: mp.setattr(
        mod.helper, "__code__", (lambda x, bias=0.0: x * 3 + bias).__code__
    ),
    "a closure's cell set": lambda mod, m, mp: setattr(m.act.__closure__[0], "cell_contents", 2),
    "a library function monkeypatched": lambda mod, m, mp: mp.setattr(
        torch.nn.functional, "relu", lambda x: torch.clamp(x, min=0.5)
    ),
    "a forward hook registered": lambda mod, m, mp: m.linear.register_forward_hook(
        lambda module, args, out: out * 2
    ),
    "the default dtype changed": lambda mod, m, mp: torch.set_default_dtype(torch.float64),
}


@pytest.fixture
def default_dtype() -> Any:
    """torch's default dtype as it was (a change of it is undone)."""
    dtype = torch.get_default_dtype()
    yield dtype
    torch.set_default_dtype(dtype)


@pytest.mark.parametrize("change", list(CHANGES))
def test_a_change_in_place_gives_the_key_of_a_fresh_walk(
    change: str,
    memomod: Any,
    walks: list[None],
    monkeypatch: pytest.MonkeyPatch,
    default_dtype: Any,
) -> None:
    model = build(memomod)
    before = source_key.model_key(model)[0]
    assert source_key.model_key(model)[0] == before and len(walks) == 1  # kept: no walk
    CHANGES[change](memomod, model, monkeypatch)
    after = source_key.model_key(model)[0]
    assert after == walked_key(model, monkeypatch)
    assert after != before, f"{change}: the memo gave the key from before the change"


def test_an_unchanged_model_is_walked_once(memomod: Any, walks: list[None]) -> None:
    model = build(memomod)
    first, reached = source_key.model_key(model)
    for _ in range(3):
        assert source_key.model_key(model) == (first, reached)
    assert len(walks) == 1
    assert "function memomod_sk.helper" in reached


def test_an_equal_new_value_walks_again_and_keeps_the_key(
    memomod: Any, walks: list[None], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A read is compared by identity: an equal new list is read again (a walk), and the
    key, made from values, stays."""
    model = build(memomod)
    first = source_key.model_key(model)[0]
    model.sizes = [4, 4]
    assert source_key.model_key(model)[0] == first
    assert len(walks) == 2


def test_the_memo_lets_a_dead_model_go(memomod: Any, walks: list[None]) -> None:
    """The memo holds its models weakly: a model nothing else holds is freed, with its
    tensors, and its entry goes."""
    model = build(memomod)
    source_key.model_key(model)
    weight = weakref.ref(model.linear.weight)
    held = weakref.ref(model)
    assert len(source_key._MEMO) == 1
    del model
    gc.collect()
    assert held() is None and weight() is None
    assert len(source_key._MEMO) == 0


def test_the_memo_keeps_a_few_models(memomod: Any, walks: list[None]) -> None:
    models = [build(memomod) for _ in range(key_reads.MEMO_SIZE + 3)]
    for model in models:
        source_key.model_key(model)
    assert len(source_key._MEMO) == key_reads.MEMO_SIZE
    source_key.model_key(models[-1])  # the newest is kept: no walk
    assert len(walks) == len(models)
    source_key.model_key(models[0])  # the oldest was let go: walked again
    assert len(walks) == len(models) + 1
