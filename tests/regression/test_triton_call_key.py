"""A Triton compile's cross-run key is made of the call, not of Triton's specialization
(``engines/triton_key.call_key``): a hit runs no binder, and the key changes with every
input the specialization reads. ``--irlower-cache-verify`` compares the specialization's
own key. No GPU: every compile is ahead of time, tensors are CPU placeholders."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import torch
import triton_tutorial as K

from pytest_irlower import Lowerer, LowerOptions
from pytest_irlower.cache.disk import DiskCache
from pytest_irlower.engines import triton_key
from pytest_irlower.errors import CacheKeyMissed


def _args(dtype: torch.dtype = torch.float32, n: int = 1000, skew: int = 0) -> tuple[Any, ...]:
    """``add_kernel``'s arguments: three tensors of 1000 elements and ``n``; ``skew``: the
    first tensor's address reads ``skew`` bytes further (nothing else of it changes)."""
    x = torch.empty(1000, dtype=dtype)
    if skew:
        address = x.data_ptr() + skew
        x = torch.empty(1000, dtype=dtype)
        x.data_ptr = lambda: address  # type: ignore[method-assign]
    return (x, torch.empty(1000, dtype=dtype), torch.empty(1000, dtype=dtype), n)


def _lowerer(tmp_path: Path, **options: Any) -> Lowerer:
    return Lowerer(LowerOptions(**options), disk=DiskCache(tmp_path / "cache"))


def _fingerprint(args: tuple[Any, ...], **params: Any) -> str:
    lowerer = Lowerer()
    params.setdefault("compile_options", {"BLOCK_SIZE": 128})
    request = lowerer.resolve(K.add_kernel, args, ir_type="triton_ir", params=params)
    request = lowerer.registry.family_of(request.ir_type).prepare(request)
    found = lowerer.registry.family_of(request.ir_type).fingerprint(request)
    assert found is not None
    return str(found)


def _lower(lowerer: Lowerer, args: tuple[Any, ...]) -> Any:
    return lowerer.lower(
        K.add_kernel, args, ir_type="triton_ir", compile_options={"BLOCK_SIZE": 128}
    )


def test_a_hit_runs_no_specialization(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = _lower(_lowerer(tmp_path), _args())
    assert not first.from_cache

    def refused(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("a cache hit specialized the call")

    monkeypatch.setattr(triton_key, "specialize", refused)
    again = _lower(_lowerer(tmp_path), _args())
    assert again.from_cache and again.text == first.text


def test_the_key_is_the_call_and_stays_with_fresh_tensors() -> None:
    first = _fingerprint(_args())
    assert first.startswith("('triton-call',")
    assert _fingerprint(_args()) == first  # new tensors, the same dtypes and alignment


@pytest.mark.parametrize(
    "changed",
    [
        pytest.param(lambda: _args(dtype=torch.float16), id="dtype"),
        # an address 4 bytes off 16: Triton drops tt.divisibility
        pytest.param(lambda: _args(skew=4), id="alignment"),
        pytest.param(lambda: _args(n=1001), id="int-value"),
    ],
)
def test_the_key_changes_with_what_the_specialization_reads(
    changed: Callable[[], tuple[Any, ...]],
) -> None:
    assert _fingerprint(changed()) != _fingerprint(_args())
    assert _fingerprint(_args(skew=64)) == _fingerprint(_args())  # still 16-aligned


def test_the_key_changes_with_an_option_and_a_knob(monkeypatch: pytest.MonkeyPatch) -> None:
    from triton import knobs

    first = _fingerprint(_args())
    assert _fingerprint(_args(), compile_options={"BLOCK_SIZE": 128, "num_warps": 8}) != first
    monkeypatch.setattr(knobs.language, "default_fp_fusion", False)
    assert _fingerprint(_args()) != first


def test_an_argument_it_cannot_describe_keys_the_specialization() -> None:
    class Opaque:
        pass

    x, y, out, n = _args()
    call = (Opaque(), y, out, n)
    resolved = triton_key.resolve_call(K.add_kernel, call, {"BLOCK_SIZE": 128})
    target = sys.modules["triton.backends.compiler"].GPUTarget("cuda", 90, 32)
    assert triton_key.call_key(resolved, target) is None
    described = triton_key.resolve_call(K.add_kernel, (x, y, out, n), {"BLOCK_SIZE": 128})
    assert triton_key.call_key(described, target) is not None


def test_verify_catches_a_call_key_that_missed_an_input(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A call key blind to dtypes serves float32's entry to a float16 call; verify's
    comparison of the specialization's key fails it."""
    real = triton_key._described

    def blind(value: Any) -> Any:
        if isinstance(value, torch.Tensor):
            return ("tensor",)
        return real(value)

    monkeypatch.setattr(triton_key, "_described", blind)
    _lower(_lowerer(tmp_path), _args())
    stale = _lower(_lowerer(tmp_path), _args(dtype=torch.float16))
    assert stale.from_cache  # the blind key misses the change
    with pytest.raises(CacheKeyMissed, match="add_kernel"):
        _lower(_lowerer(tmp_path, cache_verify=True), _args(dtype=torch.float16))
    assert _lower(_lowerer(tmp_path, cache_verify=True), _args()).from_cache  # the same graph
