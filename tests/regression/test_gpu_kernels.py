"""Real GPU kernels through MLIR's GPU pipeline (the gpu_kernels family): goldens of every
zoo and real model, what the kernels look like, targets and archs, and failures.

``gpu_mlir`` joins every PyTorch IR type's tests by itself (tests/zoo.py reads the
registry); the levels for one GPU target are here.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
import torch

from pytest_irlower import LoweringError
from zoo import REAL, UNSUPPORTED, ZOO

#: every zoo model's NVIDIA kernels; the AMD and SPIR-V levels on the smaller models
#: (an AMDGCN file links ocml and is four times the PTX)
NVIDIA_LEVELS = ["nvvm_mlir", "nvptx_kernels"]
OTHER_LEVELS = ["rocdl_mlir", "amdgpu_kernels", "spirv_kernels"]
OTHER_MODELS = ["mlp", "cnn", "attention"]


@pytest.mark.parametrize("ir_type", NVIDIA_LEVELS)
@pytest.mark.parametrize("model", list(ZOO))
def test_model_nvidia(model: str, ir_type: str, lower: Any, golden: Any, zoo: Any) -> None:
    module, inputs = zoo[model]
    assert lower(module, inputs, ir_type=ir_type) == golden


@pytest.mark.parametrize("ir_type", OTHER_LEVELS)
@pytest.mark.parametrize("model", OTHER_MODELS)
def test_model_amd_and_spirv(model: str, ir_type: str, lower: Any, golden: Any, zoo: Any) -> None:
    module, inputs = zoo[model]
    assert lower(module, inputs, ir_type=ir_type) == golden


@pytest.mark.parametrize("model", list(REAL))
def test_real_model_ptx_kernels(model: str, lower: Any, golden: Any, real: Any) -> None:
    module, inputs = real[model]
    if (model, "gpu_mlir") in UNSUPPORTED:
        with pytest.raises(LoweringError, match=UNSUPPORTED[model, "gpu_mlir"]):
            lower(module, inputs, ir_type="nvptx_kernels")
        return
    assert lower(module, inputs, ir_type="nvptx_kernels") == golden


def _entries(ptx: str) -> list[str]:
    return re.findall(r"(?m)^\.visible \.entry (\w+)\(", ptx)


@pytest.mark.parametrize("model", list(ZOO))
def test_ptx_kernels_are_entries_reading_thread_and_block_ids(
    model: str, lower: Any, zoo: Any
) -> None:
    module, inputs = zoo[model]
    ptx = lower(module, inputs, ir_type="nvptx_kernels")
    entries = _entries(ptx)
    launches = re.findall(r"gpu\.launch_func\s+@(\w+)::@\w+", ptx.stages["gpu_mlir"])
    # one .entry per gpu.launch_func of the host, named after its gpu.module
    assert sorted(entries) == sorted(set(launches)) and entries
    assert ptx.details["kernels"] == entries
    assert ".func main(" not in ptx and "malloc" not in ptx  # not the host-style main
    assert "%tid.x" in ptx and "%ctaid." in ptx
    # each kernel's launch bounds in the code, its grid and block in the head
    assert len(re.findall(r"(?m)^\.maxntid \d+, \d+, 1\b", ptx)) == len(entries)
    heads = re.findall(
        r"(?m)^// kernel (\w+): gpu\.launch_func .*, grid \((\d+), (\d+), (\d+)\)", ptx
    )
    assert [h[0] for h in heads] == entries


def test_gpu_mlir_maps_loops_to_blocks_and_threads(lower: Any, zoo: Any, filecheck: Any) -> None:
    module, inputs = zoo["mlp"]
    filecheck(
        lower(module, inputs, ir_type="gpu_mlir"),
        """
        CHECK: func.func @main(
        CHECK: gpu.launch_func @main_kernel::@main_kernel blocks in ({{.*}}) threads in ({{.*}})
        CHECK-NOT: scf.parallel
        CHECK: gpu.module @main_kernel
        CHECK: gpu.func @main_kernel({{.*}}) kernel attributes {known_block_size = array<i32: 32, 8, 1>, known_grid_size = array<i32: {{.*}}>}
        CHECK: gpu.thread_id x
        """,
    )


def test_nvvm_and_rocdl_carry_the_launch_bounds(lower: Any, zoo: Any) -> None:
    module, inputs = zoo["mlp"]
    nvvm = lower(module, inputs, ir_type="nvvm_mlir")
    assert '#nvvm.target<chip = "sm_90">' in nvvm and "nvvm.maxntid = array<i32: 32, 8, 1>" in nvvm
    assert "nvvm.read.ptx.sreg.tid.x" in nvvm
    rocdl = lower(module, inputs, ir_type="rocdl_mlir")
    assert '#rocdl.target<chip = "gfx942">' in rocdl and "rocdl.kernel" in rocdl
    assert "rocdl.flat_work_group_size" in rocdl or "rocdl.reqd_work_group_size" in rocdl


def test_amdgpu_kernels_are_amdhsa_kernels(lower: Any, zoo: Any) -> None:
    module, inputs = zoo["mlp"]
    code = lower(module, inputs, ir_type="amdgpu_kernels")
    kernels = re.findall(r"(?m)^\s*\.amdhsa_kernel (\w+)$", code)
    assert kernels == code.details["kernels"] and kernels
    assert ".max_flat_workgroup_size: 256" in code  # the block of 32 x 8
    assert "; kernel main_kernel: gpu.launch_func @main_kernel::@main_kernel" in code


def test_spirv_kernels_are_opencl_kernels(lower: Any, zoo: Any) -> None:
    module, inputs = zoo["mlp"]
    spirv = lower(module, inputs, ir_type="spirv_kernels")
    assert "spirv.module @__spv__main_kernel Physical64 OpenCL" in spirv
    assert "spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 8, 1]>" in spirv


def test_arch_reaches_the_kernels(lower: Any, zoo: Any) -> None:
    module, inputs = zoo["mlp"]
    ptx = lower(module, inputs, ir_type="nvptx_kernels", arch="sm_80")
    assert ".target sm_80" in ptx
    assert '#nvvm.target<chip = "sm_80">' in ptx.stages["nvvm_mlir"]
    # the GPU dialect before the target is shared by every arch
    assert ptx.stages["gpu_mlir"] == lower(module, inputs, ir_type="gpu_mlir")
    gcn = lower(module, inputs, ir_type="amdgpu_kernels", arch="gfx90a")
    assert '.amdgcn_target "amdgcn-amd-amdhsa-unknown-gfx90a"' in gcn


@pytest.mark.target("nvptx", "amdgpu")
def test_target_marker_picks_the_kernels(lower: Any, zoo: Any, irlower_target: str) -> None:
    module, inputs = zoo["embedding"]
    ir_type = {"nvptx": "nvptx_kernels", "amdgpu": "amdgpu_kernels"}[irlower_target]
    assert lower(module, inputs, ir_type=ir_type).target == irlower_target


def test_math_calls_the_device_library_and_links_it(lower: Any, zoo: Any) -> None:
    module, inputs = zoo["mlp"]  # GELU's erf, SiLU's exp
    ptx = lower(module, inputs, ir_type="nvptx_kernels")
    assert "llvm.call @__nv_erff" in ptx.stages["nvvm_mlir"]
    # linked from libdevice and inlined: nothing is left to call or to declare
    assert not re.search(r"(?m)^\s*call", ptx) and ".extern .func" not in ptx


class Sort(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.sort(x)[0]


def test_a_model_the_pipeline_cannot_map_fails_at_gpu_mlir(lower: Any) -> None:
    # torch-mlir's tm_tensor.sort lowers to sequential loops, which no pass maps to a GPU
    with pytest.raises(LoweringError, match=r"the host still runs memref\.load") as caught:
        lower(Sort(), (torch.randn(8),), ir_type="nvptx_kernels")
    assert caught.value.stage == "gpu_mlir"


class Linear(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.linear = torch.nn.Linear(4, 4)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.linear(x)


def test_a_failing_pass_names_its_stage_pipeline_and_diagnostic(lower: Any) -> None:
    from torch.export import Dim

    # a dynamic batch: the kernels take memref<?x4xf32>, which bare-pointer arguments
    # (how the kernels are called) cannot carry
    with pytest.raises(LoweringError) as caught:
        lower(
            Linear(),
            (torch.randn(3, 4),),
            ir_type="nvptx_kernels",
            dynamic_shapes=({0: Dim("batch")},),
        )
    error = caught.value
    assert error.stage == "nvvm_mlir"
    assert "failed to legalize operation 'gpu.func'" in str(error)
    assert "convert-gpu-to-nvvm{" in (error.command or "")
