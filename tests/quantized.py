"""A model quantized as users quantize for Inductor on x86: torchao's PT2E flow.

Calibration runs in float64 (docs/portable-goldens.md): the float32 forward gives the
observers results that differ in their last bits from one CPU to another (which kernel
MKL, oneDNN or ATen picks, and its summation order), and the calibrated scales print
with all their bits into the goldens. In float64 those differences are ~1e-16 relative
and vanish when the observers' statistics are rounded back to float32."""

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
        calibrate_in_float64(prepared, inputs)
        converted = pt2e.convert_pt2e(prepared)
        return torch.export.export(converted, inputs, strict=False), inputs


def calibrate_in_float64(prepared: Any, inputs: tuple[Any, ...]) -> None:
    """Runs ``prepared`` (observers inserted) once on ``inputs`` in float64, then returns
    its parameters and buffers to float32: the weights come back bit for bit (float32 ->
    float64 -> float32 is exact), the observers' min/max (and histograms) as the float64
    statistics rounded to float32, which every CPU rounds the same way."""
    prepared.double()
    try:
        prepared(*(_to_float64(x) for x in inputs))
    finally:
        prepared.float()


def _to_float64(value: Any) -> Any:
    if isinstance(value, torch.Tensor) and value.is_floating_point():
        return value.double()
    return value
