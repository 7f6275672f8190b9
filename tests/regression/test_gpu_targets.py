"""GPU code for every zoo model and target, on a machine without a GPU."""

from __future__ import annotations

import re
from typing import Any

import pytest

from zoo import ZOO

#: what each target's assembler expects to see
EXPECT = {
    "nvptx": [
        r"(?m)^\.version \d+\.\d+$",
        r"(?m)^\.target sm_90$",
        r"(?m)^\.address_size 64$",
        r"\.visible \.func .*main\(",
    ],
    "amdgpu": [
        r'\.amdgcn_target "amdgcn-amd-amdhsa--?(unknown-)?gfx942"',
        r"(?m)^main:",
        r"\bs_setpc_b64\b|\bs_endpgm\b",
    ],
    "spirv": [
        r"(?m)^\s*OpCapability Kernel$",
        r"(?m)^\s*OpCapability Addresses$",
        r"OpMemoryModel Physical64 OpenCL",
        r'OpName %\d+ "main"',
    ],
}


@pytest.mark.target("nvptx", "amdgpu", "spirv")
@pytest.mark.parametrize("model", list(ZOO))
def test_gpu_code(model: str, lower: Any, zoo: Any, irlower_target: str) -> None:
    module, inputs = zoo[model]
    code = lower(module, inputs)  # the target marker makes the target the IR type
    assert code.ir_type == irlower_target == code.target
    assert list(code.stages)[-3:] == ["llvm_ir", "opt -O2", irlower_target]
    assert code.stages[irlower_target] == code
    for pattern in EXPECT[irlower_target]:
        assert re.search(pattern, code), pattern
    assert set(code.engines) == {"opt -O2", irlower_target}
    # every stage reproduces from its input (issue 33): the tools' and the in-process ones'
    assert set(code.commands) == set(code.stages)
    assert "define " in code.stages["opt -O2"]


@pytest.mark.target("nvptx", arch="sm_80")
def test_marker_arch_is_the_default_arch(lower: Any, zoo: Any) -> None:
    module, inputs = zoo["mlp"]
    ptx = lower(module, inputs)
    assert ptx.arch == "sm_80"
    assert re.search(r"(?m)^\.target sm_80$", ptx)


def test_explicit_arch_and_llc_target_names(lower: Any, zoo: Any) -> None:
    module, inputs = zoo["embedding"]
    code = lower(module, inputs, target="amdgcn", arch="gfx90a")
    assert (code.ir_type, code.target, code.arch) == ("amdgpu", "amdgpu", "gfx90a")
    assert re.search(r'\.amdgcn_target "amdgcn-amd-amdhsa--?(unknown-)?gfx90a', code)
    ptx = lower(module, inputs, ir_type="nvptx")
    assert (ptx.target, ptx.arch) == ("nvptx", "sm_90")


def test_gpu_code_is_deterministic(lower: Any, zoo: Any) -> None:
    from pytest_irlower import Lowerer

    module, inputs = zoo["attention"]
    first = lower(module, inputs, ir_type="spirv")
    fresh = Lowerer().lower(module, inputs, ir_type="spirv")
    assert first == fresh
    assert dict(first.stages) == dict(fresh.stages)


@pytest.mark.gpu("nvidia")
def test_ptx_loads_on_a_real_nvidia_gpu(lower: Any, zoo: Any) -> None:
    """On a machine with an NVIDIA GPU: the driver's PTX JIT accepts the PTX we generate.

    ``main`` is a device function (``.func``), not a kernel, so loading the module
    (which JIT-assembles it) is the check.
    """
    import ctypes

    import torch

    major, minor = torch.cuda.get_device_capability()
    module, inputs = zoo["mlp"]
    ptx = lower(module, inputs, ir_type="nvptx", arch=f"sm_{major}{minor}")
    cuda = ctypes.CDLL("libcuda.so.1")
    assert cuda.cuInit(0) == 0
    device, context, loaded = ctypes.c_int(), ctypes.c_void_p(), ctypes.c_void_p()
    assert cuda.cuDeviceGet(ctypes.byref(device), 0) == 0
    assert cuda.cuCtxCreate_v2(ctypes.byref(context), 0, device) == 0
    try:
        status = cuda.cuModuleLoadData(ctypes.byref(loaded), ctypes.c_char_p(ptx.encode()))
        assert status == 0, f"cuModuleLoadData returned {status}"
    finally:
        cuda.cuCtxDestroy_v2(context)
