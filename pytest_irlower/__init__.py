"""pytest-irlower: regression tests for ML compiler lowerings.

The pytest plugin lives in :mod:`pytest_irlower.plugin` and is loaded through
the ``pytest11`` entry point. Importing this package imports no torch,
torch_mlir or triton.

Public API: the errors a test can expect (:class:`LoweringError`,
:class:`NumericMismatch`, :class:`GoldenMismatch`, :class:`FileCheckFailure`...),
:class:`LoweredIR`, the :class:`Lowerer`, and the family API
(:class:`Family`, :class:`IRType`, :class:`Stage`, :class:`Request`, :class:`Work`,
:func:`register_family`, the :class:`Toolchain` a family finds its tools in and
:func:`run_tool`, the child-process runner its tools run under).
"""

from __future__ import annotations

from typing import Any

from pytest_irlower.errors import (
    IRLowerError,
    LoweringError,
    NumericMismatch,
    ToolchainMissing,
    UnknownIRTypeError,
    UnsupportedCombination,
    UsageError,
)
from pytest_irlower.families import REGISTRY, get_ir_type, register_family
from pytest_irlower.family import Family, IRType, Request, Stage, Work
from pytest_irlower.lowering import Lowerer, LowerOptions
from pytest_irlower.process import run_tool
from pytest_irlower.result import LoweredIR
from pytest_irlower.toolchain import Tool, Toolchain

__version__ = "0.2.0"

__all__ = [
    "IR_TYPES",
    "REGISTRY",
    "CheckSyntaxError",
    "Family",
    "FileCheckFailure",
    "GoldenMismatch",
    "IRLowerError",
    "IRType",
    "LowerOptions",
    "LoweredIR",
    "Lowerer",
    "LoweringError",
    "NumericMismatch",
    "Request",
    "Stage",
    "Tool",
    "Toolchain",
    "ToolchainMissing",
    "UnknownIRTypeError",
    "UnsupportedCombination",
    "UsageError",
    "Work",
    "__version__",
    "get_ir_type",
    "register_family",
    "run_tool",
]


def __getattr__(name: str) -> Any:
    # these pull in syrupy or the registry's family modules: loaded when first asked for
    if name == "IR_TYPES":
        return REGISTRY.ir_types()
    if name == "GoldenMismatch":
        from pytest_irlower.golden import GoldenMismatch

        return GoldenMismatch
    if name in ("FileCheckFailure", "CheckSyntaxError"):
        from pytest_irlower import filecheck

        return getattr(filecheck, name)
    raise AttributeError(f"module 'pytest_irlower' has no attribute {name!r}")
