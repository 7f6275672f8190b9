"""Triton through the chain runner (pytest_irlower/lowering/chain.py), as every other family: its stages
are shared in the session's stage cache, a builder's unexpected exception is a LoweringError
naming the stage, and the compile runs under the time limit. Before the runner, Triton's own
``lower`` did without all three. No GPU needed."""

from __future__ import annotations

import time
from typing import Any

import pytest
from triton_zoo import KERNELS

from pytest_irlower import Lowerer, LoweringError, LowerOptions
from pytest_irlower.families import triton as triton_family

CHAIN = ["triton_ir", "triton_gpu_ir", "triton_llvm_ir", "triton_nvptx"]


def test_a_second_lowering_takes_every_stage_from_the_stage_cache(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    lowerer = Lowerer()
    fn, make_args = KERNELS["vector_add"]
    first = lowerer.lower(fn, make_args(), ir_type="triton_nvptx", arch="sm_80")
    assert first.reused == ()

    def stage_built_again(name: str, *args: Any, **kwargs: Any) -> str:
        raise AssertionError(f"stage {name} built again instead of taken from the stage cache")

    monkeypatch.setattr(triton_family, "normalize_stage", stage_built_again)
    again = lowerer.lower(fn, make_args(), ir_type="triton_nvptx", arch="sm_80")
    assert again.reused == tuple(CHAIN)
    assert all(seconds == 0.0 for seconds in again.timings.values())
    assert again == first and dict(again.stages) == dict(first.stages)
    assert dict(again.artifacts) == dict(first.artifacts)
    # another arch is another compile: nothing of it comes from the cache
    with pytest.raises(LoweringError, match="built again"):
        lowerer.lower(fn, make_args(), ir_type="triton_nvptx", arch="sm_90")


def test_a_builder_exception_is_a_lowering_error_naming_the_stage(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = triton_family.normalize_stage

    def broken(name: str, *args: Any, **kwargs: Any) -> str:
        if name == "triton_llvm_ir":
            raise RuntimeError("the normalizer broke")
        return real(name, *args, **kwargs)

    monkeypatch.setattr(triton_family, "normalize_stage", broken)
    fn, make_args = KERNELS["layer_norm"]
    with pytest.raises(LoweringError) as caught:
        Lowerer().lower(fn, make_args(), ir_type="triton_nvptx")
    assert caught.value.stage == "triton_llvm_ir"
    assert caught.value.ir_type == "triton_nvptx"
    assert "RuntimeError: the normalizer broke" in str(caught.value)


def test_the_compile_runs_under_the_time_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    def hangs(*args: Any, **kwargs: Any) -> Any:
        time.sleep(20)
        raise AssertionError("the time limit did not stop the compile")

    monkeypatch.setattr(triton_family, "compile_ahead_of_time", hangs)
    fn, make_args = KERNELS["fused_softmax"]
    start = time.perf_counter()
    with pytest.raises(LoweringError) as caught:
        Lowerer(LowerOptions(timeout=1)).lower(fn, make_args(), ir_type="triton_gpu_ir")
    assert time.perf_counter() - start < 15
    assert caught.value.stage == "triton_ir"
    assert "building triton_ir did not finish within 1 s (irlower_timeout)" in str(caught.value)
    assert caught.value.transient
