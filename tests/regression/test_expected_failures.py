"""Known failures, expected as a compiler engineer writes them (the README's examples), and
reproduce lines that work as printed."""

from __future__ import annotations

import subprocess
from typing import Any

import pytest
import torch

from pytest_irlower import LoweringError
from pytest_irlower.toolchain import Toolchain


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
    assert error.command.endswith(error.saved_input)
    tool = Toolchain().find("torch-mlir-opt")
    if tool is None:
        pytest.skip("torch-mlir-opt not found (the torch-mlir wheel ships it)")
    command = error.command.replace("torch-mlir-opt", " ".join(tool.command), 1)
    done = subprocess.run(command, shell=True, capture_output=True, text=True, check=False)
    assert done.returncode != 0
    assert "failed to legalize operation 'torch.aten.view_as_complex'" in done.stderr
