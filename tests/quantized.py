"""A model quantized as users quantize for Inductor on x86: torchao's PT2E flow."""

from __future__ import annotations

import warnings
from typing import Any

import pytest
import torch


def pt2e_x86(module: Any, inputs: tuple[Any, ...]) -> tuple[Any, tuple[Any, ...]]:
    """``module`` exported, quantized by ``prepare_pt2e``/``convert_pt2e`` with the X86
    Inductor quantizer (calibrated on ``inputs``), and exported again; skips when torchao
    is missing."""
    pt2e = pytest.importorskip(
        "torchao.quantization.pt2e.quantize_pt2e",
        reason="torchao is not installed (pip install torchao==0.18.0 --no-deps)",
    )
    from torchao.quantization.pt2e.quantizer import x86_inductor_quantizer as x86

    quantizer = x86.X86InductorQuantizer()
    quantizer.set_global(x86.get_default_x86_inductor_quantization_config())
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        prepared = pt2e.prepare_pt2e(
            torch.export.export(module, inputs, strict=False).module(), quantizer
        )
        prepared(*inputs)  # calibration
        converted = pt2e.convert_pt2e(prepared)
        return torch.export.export(converted, inputs, strict=False), inputs
