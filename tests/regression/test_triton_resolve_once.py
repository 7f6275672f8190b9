"""A Triton lowering resolves and specializes its call once (issue 25).

The call is resolved (``engines/triton_resolve.resolve_call``: autotune config,
heuristics) and specialized (``engines/triton_key.specialize``: Triton's binder) when the
family prepares the request; the stage cache's key, the cross-run cache's fingerprint and
the compile reuse that one answer (``Request.prepared``). No GPU: every compile is ahead
of time, tensors are CPU placeholders.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import torch
import triton_tutorial as K

from pytest_irlower import Lowerer
from pytest_irlower.cache.disk import DiskCache
from pytest_irlower.engines import triton_key, triton_resolve

COUNTED = {"resolve_call": triton_resolve.resolve_call, "specialize": triton_key.specialize}


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """How often each of resolve_call and specialize runs, by whichever module calls it:
    every module of the package that holds one of them gets a counting stand-in."""
    counts: Counter[str] = Counter()

    def counting(name: str, original: Any) -> Any:
        def counted(*args: Any, **kwargs: Any) -> Any:
            counts[name] += 1
            return original(*args, **kwargs)

        return counted

    for module in list(sys.modules.values()):
        if not getattr(module, "__name__", "").startswith("pytest_irlower"):
            continue
        for name, original in COUNTED.items():
            if getattr(module, name, None) is original:
                monkeypatch.setattr(module, name, counting(name, original))
    return counts


def _add_args() -> tuple[Any, ...]:
    x = torch.empty(1000, dtype=torch.float32)
    return (x, x, x, 1000)


@pytest.mark.parametrize("disk", [False, True], ids=["no-disk-cache", "disk-cache"])
def test_plain_kernel_resolves_once(calls: Counter[str], tmp_path: Path, disk: bool) -> None:
    lowerer = Lowerer(disk=DiskCache(tmp_path / "cache") if disk else None)
    ir = lowerer.lower(
        K.add_kernel, _add_args(), ir_type="triton_ir", compile_options={"BLOCK_SIZE": 128}
    )
    assert "tt.func" in ir.text
    assert calls == {"resolve_call": 1, "specialize": 1}


def test_each_lowering_resolves_once_when_stages_are_reused(calls: Counter[str]) -> None:
    lowerer = Lowerer()
    args = _add_args()
    first = lowerer.lower(K.add_heuristic, args, ir_type="triton_ir")
    second = lowerer.lower(K.add_heuristic, args, ir_type="triton_gpu_ir")
    assert first.details["heuristics"] == {"BLOCK_SIZE": 1024}
    assert "triton_ir" in second.reused
    assert calls == {"resolve_call": 2, "specialize": 2}


def test_autotuned_kernel_resolves_once(calls: Counter[str], tmp_path: Path) -> None:
    a = torch.empty(64, 64, dtype=torch.float16)
    lowerer = Lowerer(disk=DiskCache(tmp_path / "cache"))
    ir = lowerer.lower(
        K.matmul_kernel,
        K.matmul_args(a, a, a),
        ir_type="triton_ir",
        config=1,
        compile_options={"ACTIVATION": ""},
    )
    assert ir.details["autotune"]["index"] == 1
    assert ir.details["autotune"]["kwargs"]["BLOCK_SIZE_K"] == 32
    assert calls == {"resolve_call": 1, "specialize": 1}


def test_a_launch_resolves_nothing_ahead_of_time(calls: Counter[str]) -> None:
    """A launch compiles by running the kernel: nothing is resolved to prepare it (and
    with no GPU here it fails before any compile)."""
    request = Lowerer().resolve(
        K.add_kernel, _add_args(), ir_type="triton_ir", params={"launch": True}
    )
    assert request.prepared is None
    assert calls == {}
