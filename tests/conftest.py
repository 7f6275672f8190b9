"""Shared test helpers (``zoo``, ``decoys``) import as top-level modules."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

# Test modules import Triton kernels at collection. torch-mlir and Triton each bundle
# an LLVM; a CI worker once aborted loading torch-mlir's after Triton's had run, so
# every test process loads torch-mlir's MLIR libraries first (see families/triton.py).
from pytest_irlower.families.triton import load_torch_mlir_first

load_torch_mlir_first()
