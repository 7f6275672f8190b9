"""Shared test helpers (``zoo``, ``decoys``) import as top-level modules.

Nothing here imports torch, torch-mlir or Triton: tests/unit and the plain-text plugin
tests run without them (tox -e unit; docs/internals.md, "Test tiers"). The regression
suite's own setup (torch-mlir's MLIR libraries before Triton's) is in
tests/regression/conftest.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from strict_suite import pytest_make_collect_report, pytest_runtest_makereport

__all__ = ["pytest_make_collect_report", "pytest_runtest_makereport"]
