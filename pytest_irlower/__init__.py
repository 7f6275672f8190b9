"""pytest-irlower: regression tests for ML compiler lowerings.

The pytest plugin lives in :mod:`pytest_irlower.plugin` and is loaded through
the ``pytest11`` entry point. Importing this package imports no torch,
torch_mlir or triton.
"""

from __future__ import annotations

from pytest_irlower.errors import (
    IRLowerError,
    LoweringError,
    ToolchainMissing,
    UnknownIRTypeError,
    UsageError,
)
from pytest_irlower.irtypes import IR_TYPES, IRType
from pytest_irlower.lowering import Lowerer, LowerOptions
from pytest_irlower.result import LoweredIR

__version__ = "0.1.0"

__all__ = [
    "IR_TYPES",
    "IRLowerError",
    "IRType",
    "LowerOptions",
    "LoweredIR",
    "Lowerer",
    "LoweringError",
    "ToolchainMissing",
    "UnknownIRTypeError",
    "UsageError",
    "__version__",
]
