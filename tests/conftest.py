"""Shared test helpers (``zoo``, ``decoys``) import as top-level modules."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from strict_suite import pytest_make_collect_report, pytest_runtest_makereport

from pytest_irlower.families.triton import load_torch_mlir_first

__all__ = ["pytest_make_collect_report", "pytest_runtest_makereport"]


def pytest_collectstart() -> None:
    """Test modules import Triton kernels at collection. torch-mlir and Triton each bundle
    an LLVM; a CI worker once aborted loading torch-mlir's after Triton's had run, so
    every process that collects tests loads torch-mlir's MLIR libraries first (see
    families/triton.py). Not at import: the xdist controller, which collects nothing,
    loads this file too (README, "When -n pays")."""
    load_torch_mlir_first()
