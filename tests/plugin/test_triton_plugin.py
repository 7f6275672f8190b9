"""Triton kernels through the lower fixture: errors and defaults, from outside."""

from __future__ import annotations

import importlib.util

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
"""


def test_triton_errors_name_the_parameter(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        KERNEL
        + """
def test_missing(lower):
    lower(scale, (x, x, 256), ir_type="triton_ir")

def test_too_many(lower):
    lower(scale, (x, x, 256, 2.0, 64, 7), ir_type="triton_ir")

def test_constexpr_tensor(lower):
    lower(scale, (x, x, 256, 2.0, x), ir_type="triton_ir")

def test_wrong_ir_type(lower):
    lower(scale, (x, x, 256, 2.0, 64), ir_type="llvm_ir")

def test_spirv(lower):
    lower(scale, (x, x, 256, 2.0, 64), ir_type="triton_ir", target="spirv")
"""
    )
    result = pytester.runpytest_subprocess()
    result.assert_outcomes(failed=5)
    result.stdout.fnmatch_lines(
        [
            "*kernel 'scale': missing argument(s) 'factor', 'BLOCK' (parameters: x_ptr, out_ptr, n, factor, BLOCK)*"
        ]
    )
    result.stdout.fnmatch_lines(
        ["*kernel 'scale' takes 5 arguments (x_ptr, out_ptr, n, factor, BLOCK), got 6*"]
    )
    result.stdout.fnmatch_lines(
        ["*argument 'BLOCK' of kernel 'scale' is a tl.constexpr but got a tensor*"]
    )
    result.stdout.fnmatch_lines(
        [
            "*a Triton kernel lowers to the triton IR types (triton_ir, triton_gpu_ir, triton_llvm_ir, triton_nvptx, triton_sass, triton_amdgpu), not 'llvm_ir'*"
        ]
    )
    result.stdout.fnmatch_lines(
        [
            "*ir_type 'triton_ir' has no code generator for target 'spirv'; its targets: nvptx, amdgpu*"
        ]
    )


def test_compile_error_shows_triton_message_and_stage(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        """
import torch
import triton
import triton.language as tl

@triton.jit
def broken(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, tl.load(x_ptr + offs) + undefined_name)

def test_broken(lower):
    lower(broken, (torch.empty(64), 64), ir_type="triton_nvptx")
"""
    )
    result = pytester.runpytest_subprocess()
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        [
            "*lowering failed at stage 'triton_ir' (ir_type 'triton_nvptx'):*",
            "*CompilationError*",
            "*undefined_name*",
        ]
    )


def test_default_ir_type_for_kernels_and_target_marker(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        KERNEL
        + """
def test_plain(lower):
    ir = lower(scale, (x, x, 256, 2.0, 64))
    assert (ir.ir_type, ir.target, ir.arch) == ("triton_ir", "nvptx", "sm_90")

@pytest.mark.target("nvptx", "amdgpu")
def test_marker(lower, irlower_target):
    ir = lower(scale, (x, x, 256, 2.0, 64))
    assert ir.ir_type == "triton_" + irlower_target
"""
    )
    pytester.runpytest_subprocess("-v").assert_outcomes(passed=3)


def test_launch_mode_skips_without_a_gpu_and_strict_fails(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        KERNEL
        + """
def test_launch(lower):
    lower(scale, (x, x, 256, 2.0, 64), ir_type="triton_ir", launch=True)
"""
    )
    import torch

    if torch.cuda.is_available():
        pytest.skip("a GPU is present: the no-GPU skip cannot be observed here")
    result = pytester.runpytest_subprocess("-rs")
    result.assert_outcomes(skipped=1)
    result.stdout.fnmatch_lines(
        ["*GPU not available: launch mode runs the kernel: torch.cuda.is_available() is False*"]
    )
    pytester.runpytest_subprocess("--irlower-strict").assert_outcomes(failed=1)


def test_target_marker_runs_triton_kernels_without_an_llvm_toolchain(
    pytester: pytest.Pytester, tmp_path: pytest.TempPathFactory
) -> None:
    """No opt/clang for the PyTorch chain: Triton kernels still run, torch models skip."""
    from decoys import make_tool

    tools = pytester.path / "tools"
    make_tool(tools, "clang", targets=("x86-64",))
    empty = pytester.path / "empty-path"
    empty.mkdir()
    pytester.makepyfile(
        KERNEL
        + """
@pytest.mark.target("nvptx")
def test_kernel(lower):
    assert lower(scale, (x, x, 256, 2.0, 64)).ir_type == "triton_nvptx"

@pytest.mark.target("nvptx")
def test_model(lower):
    lower(torch.nn.ReLU(), (torch.randn(2),))
"""
    )
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PATH", str(empty))
        result = pytester.runpytest_subprocess("-rs", f"--irlower-tool=clang={tools / 'clang'}")
    result.assert_outcomes(passed=1, skipped=1)
    # without torch-mlir the model stops there, before code generation. (No import
    # here: pytester restores sys.modules at teardown, and MLIR's Python dialects
    # cannot be registered twice in one process.)
    if importlib.util.find_spec("torch_mlir") is None:
        result.stdout.fnmatch_lines(["*SKIPPED*torch-mlir not available*"])
        return
    result.stdout.fnmatch_lines(
        ["*SKIPPED*code generator for target nvptx not available: opt -O2: looked for opt*"]
    )
