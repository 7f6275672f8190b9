"""The main job: every zoo model and Triton kernel, every IR type and target, against golden/.

Refresh with `pytest tests/regression --snapshot-update`, review the diff, commit.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import torch
from triton_tutorial import matmul_args, matmul_kernel
from triton_zoo import KERNELS

from pytest_irlower import LoweringError
from zoo import PYTORCH_IR_TYPES, REAL, UNSUPPORTED, ZOO

GOLDEN = Path(__file__).resolve().parents[2] / "golden"


@pytest.mark.parametrize("ir_type", PYTORCH_IR_TYPES)
@pytest.mark.parametrize("model", list(ZOO))
def test_model(model: str, ir_type: str, lower: Any, golden: Any, zoo: Any) -> None:
    if (model, ir_type) in UNSUPPORTED:
        with pytest.raises(LoweringError, match=UNSUPPORTED[model, ir_type]):
            lower(zoo[model], ir_type=ir_type)
        return
    assert lower(zoo[model], ir_type=ir_type) == golden


@pytest.mark.parametrize("ir_type", [*PYTORCH_IR_TYPES, "nvptx", "amdgpu", "spirv"])
@pytest.mark.parametrize("model", list(REAL))
def test_real_model(model: str, ir_type: str, lower: Any, golden: Any, real: Any) -> None:
    if (model, ir_type) in UNSUPPORTED:
        with pytest.raises(LoweringError, match=UNSUPPORTED[model, ir_type]):
            lower(real[model], ir_type=ir_type)
        return
    assert lower(real[model], ir_type=ir_type) == golden


@pytest.mark.target("nvptx", "amdgpu", "spirv")
@pytest.mark.parametrize("model", list(ZOO))
def test_model_gpu(model: str, lower: Any, golden: Any, zoo: Any) -> None:
    assert lower(zoo[model]) == golden


TRITON_TYPES = {
    "nvptx": ["triton_ir", "triton_gpu_ir", "triton_llvm_ir", "triton_nvptx"],
    "amdgpu": ["triton_ir", "triton_gpu_ir", "triton_llvm_ir", "triton_amdgpu"],
}


@pytest.mark.target("nvptx", "amdgpu")
@pytest.mark.parametrize("kernel", list(KERNELS))
def test_kernel(kernel: str, lower: Any, golden: Any, irlower_target: str) -> None:
    fn, make_args = KERNELS[kernel]
    for ir_type in TRITON_TYPES[irlower_target]:
        assert lower(fn, make_args(), ir_type=ir_type) == golden


@pytest.mark.parametrize("config", range(len(matmul_kernel.configs)))
def test_tutorial_matmul(lower: Any, golden: Any, config: int) -> None:
    """The README's example: one golden per autotune config of Triton's tutorial matmul."""
    a = torch.empty(512, 512, dtype=torch.float16)
    # the call's arguments, without the BLOCK_SIZE_* and GROUP_SIZE_M the config supplies;
    # keyword arguments of the call (ACTIVATION here, or num_warps) go in compile_options=
    ir = lower(
        matmul_kernel,
        matmul_args(a, a, a),
        ir_type="triton_gpu_ir",
        config=config,
        compile_options={"ACTIVATION": ""},
    )
    assert ir.details["autotune"]["index"] == config
    assert ir == golden


CUDA_ERROR_UNSUPPORTED_PTX_VERSION = 222


@pytest.mark.gpu("nvidia")
def test_ptx_goldens_load_on_a_real_gpu() -> None:
    """Every committed PTX golden (weights elided) JIT-assembles in the CUDA driver.

    A PTX ISA newer than the driver knows (Triton 3.9 writes 9.4) is reported, not
    failed: that is the driver's age, not a fault of the PTX. Any other error fails.
    """
    import ctypes
    import re
    import warnings

    paths = sorted(GOLDEN.rglob("*.ptx"))
    assert paths, f"no PTX goldens under {GOLDEN}"
    cuda = ctypes.CDLL("libcuda.so.1")
    assert cuda.cuInit(0) == 0
    driver = ctypes.c_int()
    cuda.cuDriverGetVersion(ctypes.byref(driver))
    device, context = ctypes.c_int(), ctypes.c_void_p()
    assert cuda.cuDeviceGet(ctypes.byref(device), 0) == 0
    assert cuda.cuCtxCreate_v2(ctypes.byref(context), 0, device) == 0
    loaded, too_new, failures = [], [], []
    try:
        for path in paths:
            text = path.read_bytes()
            module = ctypes.c_void_p()
            status = cuda.cuModuleLoadData(ctypes.byref(module), text + b"\0")
            name = str(path.relative_to(GOLDEN))
            if status == 0:
                loaded.append(name)
                cuda.cuModuleUnload(module)
            elif status == CUDA_ERROR_UNSUPPORTED_PTX_VERSION:
                version = re.search(rb"^\.version (\S+)", text, re.M)
                too_new.append(f"{name} (.version {version.group(1).decode() if version else '?'})")
            else:
                failures.append(f"{name}: cuModuleLoadData returned {status}")
    finally:
        cuda.cuCtxDestroy_v2(context)
    assert not failures, "\n".join(failures)
    assert loaded, f"no PTX golden could be loaded; too new for driver {driver.value}: {too_new}"
    if too_new:
        warnings.warn(
            f"{len(too_new)} PTX golden(s) use a PTX ISA newer than CUDA driver "
            f"{driver.value} supports: {', '.join(too_new)}",
            stacklevel=1,
        )
