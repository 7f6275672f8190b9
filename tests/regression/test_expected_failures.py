"""Known failures, expected as a compiler engineer writes them (the README's examples), and
reproduce lines that work as printed."""

from __future__ import annotations

import shlex
import subprocess
from typing import Any

import pytest
import torch

from pytest_irlower import LoweringError
from pytest_irlower.runtime.toolchain import Toolchain


class FFTModel(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.fft.rfft(x).abs()


def test_tosa_has_no_complex_numbers(lower: Any) -> None:
    with pytest.raises(
        LoweringError, match=r"failed to legalize operation 'torch\.aten\.view_as_complex'"
    ) as info:
        lower(FFTModel(), (torch.randn(8),), ir_type="tosa_mlir")
    assert info.value.stage == "tosa_mlir"


@pytest.mark.xfail(raises=LoweringError, strict=True, reason="TOSA has no complex numbers")
def test_bring_up(lower: Any) -> None:
    lower(FFTModel(), (torch.randn(8),), ir_type="tosa_mlir")


def test_the_reproduce_line_reproduces_the_failure(lower: Any, tmp_path: Any) -> None:
    with pytest.raises(LoweringError) as info:
        lower(FFTModel(), (torch.randn(8),), ir_type="tosa_mlir")
    error = info.value
    assert error.command is not None and error.saved_input is not None
    assert error.command.startswith(
        "torch-mlir-opt --pass-pipeline='builtin.module(torch-backend-to-tosa-backend-pipeline)' < "
    )
    assert error.command.endswith(shlex.quote(error.saved_input))
    tool = Toolchain().find("torch-mlir-opt")
    if tool is None:
        pytest.skip("torch-mlir-opt not found (the torch-mlir wheel ships it)")
    command = error.command.replace("torch-mlir-opt", " ".join(tool.command), 1)
    done = subprocess.run(command, shell=True, capture_output=True, text=True, check=False)
    assert done.returncode != 0
    assert "failed to legalize operation 'torch.aten.view_as_complex'" in done.stderr


SMALL_LLVM_IR = """\
define float @twice(float %x) {
  %y = fadd float %x, %x
  ret float %y
}
"""

# an x86 intrinsic: it parses and verifies, and the SPIR-V backend cannot select it
X86_INTRINSIC_IR = """\
declare <4 x float> @llvm.x86.sse.rcp.ps(<4 x float>)
define <4 x float> @f(<4 x float> %x) {
  %y = call <4 x float> @llvm.x86.sse.rcp.ps(<4 x float> %x)
  ret <4 x float> %y
}
"""

CLANG_FAILURES = {
    # step: (target, arch, IR, clang's own words)
    "opt": ("amdgpu", "gfx000", SMALL_LLVM_IR, "invalid target ID 'gfx000'"),
    "llc": ("spirv", None, X86_INTRINSIC_IR, "Intrinsic selection not implemented"),
}


@pytest.mark.parametrize("step", sorted(CLANG_FAILURES))
def test_a_clang_stage_reproduce_line_works_as_printed(step: str, tmp_path: Any) -> None:
    """ziglang's clang reads bitcode from a temporary folder that is gone afterwards: the
    printed line rebuilds it from the saved input and fails the same way."""
    from pytest_irlower.engines import llvm
    from pytest_irlower.report.dumps import save_failure_input

    target, arch, text, words = CLANG_FAILURES[step]
    plan = llvm.plan(target, Toolchain())
    engine = plan.opt if step == "opt" else plan.llc
    if engine.kind != "clang":
        pytest.skip(
            f"the {step} step of {target} runs on {engine.description}, not ziglang's clang"
        )
    run = llvm.run_opt if step == "opt" else llvm.run_llc
    with pytest.raises(LoweringError) as info:
        # lower() refuses a bad arch earlier; here clang itself fails
        run(engine, text, target=plan.target, arch=arch, timeout=60, stage=step)
    error = info.value
    assert words in str(error)
    save_failure_input(tmp_path, "t.py::test", error)
    assert error.command is not None and error.saved_input is not None
    assert f"bitcode < {shlex.quote(error.saved_input)} | " in error.command
    assert "-x ir -" in error.command and ".bc" not in error.command
    done = subprocess.run(error.command, shell=True, capture_output=True, text=True, check=False)
    assert done.returncode != 0
    assert words in done.stderr
