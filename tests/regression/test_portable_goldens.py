"""Issue 24, part 5: goldens are the same bytes on any CPU. On an AMD EPYC the quantized
mobilenet's golden read one calibrated scale 1 ulp off (0.0005067019374109805 for
0.0005067019956186414): calibration ran the float32 forward, whose last bits follow the
kernels the CPU gets. Here the quantized goldens are regenerated under other kernel
settings (tests/tools/portable_goldens.py, docs/portable-goldens.md) and must come out
byte for byte as committed. The whole of golden/ is checked by that script in CI."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

from portable_goldens import PROFILES, report, run_profile

#: the goldens that print calibrated quantization constants
QUANTIZED = [
    "tests/regression/test_exported_programs.py::test_quantized",
    "tests/regression/test_real_model_levels.py::test_quantized_mobilenet_v3_small",
]


@pytest.mark.slow
@pytest.mark.parametrize("profile", sorted(PROFILES))
def test_quantized_goldens_are_the_same_bytes_under(profile: str) -> None:
    pytest.importorskip("torchao", reason="torchao is not installed")
    run = run_profile(profile, QUANTIZED)
    if not run.ok or run.compared != 6:  # the 3 IR types of each quantized model
        pytest.fail(report(run), pytrace=False)
