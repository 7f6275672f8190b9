"""The ``target`` marker's arch reaches every Triton IR type (issue 24, part 6).

A regression: with ``ir_type="triton_nvptx"`` (an IR type that names its own target)
the marker's ``arch=`` was dropped and the PTX said ``.target sm_90``.
"""

from __future__ import annotations

import pytest

# Triton kernels, from a torch test
pytestmark = pytest.mark.toolchain

KERNEL = """
import pytest
import torch
import triton
import triton.language as tl

@triton.jit
def scale(x_ptr, out_ptr, n, factor, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) * factor, mask=mask)

x = torch.empty(256)
ARGS = (x, x, 256, 2.0, 64)
"""

CHECKS = """
# what each level shows of the arch: (stage, text)
NV = {
    "triton_gpu_ir": 'ttg.target = "cuda:80"',
    "triton_nvptx": ".target sm_80\\n",
}
AMD = {
    "triton_gpu_ir": 'ttg.target = "hip:gfx90a"',
    "triton_llvm_ir": 'target triple = "amdgpu9.0a-amd-amdhsa"',
    "triton_amdgpu": '.amdgcn_target "amdgpu9.0a-amd-amdhsa-unknown-gfx90a"',
}

def shows(ir, expected, arch):
    assert ir.arch == arch, (ir.ir_type, ir.arch)
    for stage, text in expected.items():
        if stage in ir.stages:
            assert text in ir.stages[stage], (ir.ir_type, stage)

@pytest.mark.target("nvptx", arch="sm_80")
@pytest.mark.parametrize(
    "ir_type",
    ["triton_ir", "triton_gpu_ir", "triton_llvm_ir", "triton_nvptx", "triton_sass", None],
)
def test_nvptx(lower, ir_type):
    ir = lower(scale, ARGS, ir_type=ir_type)
    shows(ir, NV, "sm_80")
    assert ir.target == "nvptx"
    assert ir.ir_type == (ir_type or "triton_nvptx")

@pytest.mark.target("amdgpu", arch="gfx90a")
@pytest.mark.parametrize(
    "ir_type", ["triton_ir", "triton_gpu_ir", "triton_llvm_ir", "triton_amdgpu", None]
)
def test_amdgpu(lower, ir_type):
    ir = lower(scale, ARGS, ir_type=ir_type)
    shows(ir, AMD, "gfx90a")
    assert ir.ir_type == (ir_type or "triton_amdgpu")

@pytest.mark.target("nvptx", arch="sm_80")
def test_explicit_arch_wins(lower):
    ir = lower(scale, ARGS, ir_type="triton_nvptx", arch="sm_86")
    assert ir.arch == "sm_86" and ".target sm_86\\n" in ir

@pytest.mark.target("nvptx", arch="sm_80")
def test_alias_target_keeps_arch(lower):
    ir = lower(scale, ARGS, ir_type="triton_nvptx", target="cuda")
    assert ir.arch == "sm_80" and ".target sm_80\\n" in ir

@pytest.mark.target("amdgpu", arch="gfx90a")
def test_other_target_takes_its_default(lower):
    # the marker's arch is an amdgpu arch: an nvptx IR type keeps nvptx's default
    ir = lower(scale, ARGS, ir_type="triton_nvptx")
    assert ir.arch == "sm_90" and ".target sm_90a\\n" in ir
"""


def test_marker_arch_reaches_every_triton_ir_type(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(KERNEL + CHECKS)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--irlower-no-cache")
    result.assert_outcomes(passed=14)
