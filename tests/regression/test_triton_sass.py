"""triton_sass: the SASS of each Triton zoo kernel's cubin, ahead of time (no GPU)."""

from __future__ import annotations

from typing import Any

import pytest
from triton_zoo import KERNELS

from pytest_irlower import Lowerer, ToolchainMissing


@pytest.mark.parametrize("kernel", list(KERNELS))
def test_sass(kernel: str, lower: Any, golden: Any) -> None:
    fn, make_args = KERNELS[kernel]
    ir = lower(fn, make_args(), ir_type="triton_sass")
    assert list(ir.stages) == [
        "triton_ir",
        "triton_gpu_ir",
        "triton_llvm_ir",
        "triton_nvptx",
        "triton_sass",
    ]
    assert ir.target == "nvptx" and ir.arch == "sm_90"
    assert ir.startswith(f"Function:{fn.__name__}\n")
    assert ir == golden


def test_sass_for_another_arch_is_another_program(lower: Any, filecheck: Any) -> None:
    fn, make_args = KERNELS["vector_add"]
    hopper = lower(fn, make_args(), ir_type="triton_sass")
    ampere = lower(fn, make_args(), ir_type="triton_sass", arch="sm_80")
    assert hopper != ampere
    # CHECK-LABEL: Function:vector_add
    # CHECK: S2R R{{[0-9]+}}, SR_CTAID.X;
    # CHECK: LDG.E.128
    # CHECK: FADD
    # CHECK: STG.E.128
    # CHECK: EXIT;
    filecheck(ampere)


def test_sass_is_code_for_nvptx_only(lower: Any) -> None:
    fn, make_args = KERNELS["vector_add"]
    with pytest.raises(Exception, match="'triton_sass' does not match target 'amdgpu'"):
        lower(fn, make_args(), ir_type="triton_sass", target="amdgpu")


@pytest.mark.parametrize("tool", ["cuobjdump", "nvdisasm"])
def test_a_missing_disassembler_is_a_missing_toolchain_naming_it(
    tool: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from triton import knobs

    kind = type(knobs.nvidia).__dict__[tool]
    real = type(kind).transform

    def transform(self: Any, path: str) -> Any:
        if self.binary == tool:
            raise RuntimeError(f"Cannot find {tool}")
        return real(self, path)

    monkeypatch.setattr(type(kind), "transform", transform)
    fn, make_args = KERNELS["vector_add"]
    with pytest.raises(ToolchainMissing, match=rf"^{tool} not available: .*Cannot find {tool}"):
        Lowerer().lower(fn, make_args(), ir_type="triton_sass")


@pytest.mark.gpu("nvidia")
@pytest.mark.parametrize("kernel", list(KERNELS))
def test_launched_sass_is_the_ahead_of_time_sass(kernel: str, lower: Any) -> None:
    """On a GPU, the SASS of the cubin a launch compiled equals the ahead-of-time SASS for
    the GPU's arch, and it is the SASS of what the GPU ran (its disassembler reads it)."""
    import torch

    fn, make_args = KERNELS[kernel]
    major, minor = torch.cuda.get_device_capability()
    arch = f"sm_{major}{minor}"
    launched = lower(fn, make_args("cuda"), ir_type="triton_sass", launch=True)
    ahead = lower(fn, make_args("cpu"), ir_type="triton_sass", arch=arch)
    assert launched.arch == arch
    assert launched.startswith(f"Function:{fn.__name__}\n")
    assert launched == ahead
