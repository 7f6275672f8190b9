"""pytest-irlower: regression tests for ML compiler lowerings.

The pytest plugin lives in :mod:`pytest_irlower.plugin` and is loaded through
the ``pytest11`` entry point. Importing this package imports no torch,
torch_mlir or triton.

Public API: :func:`deferred` (a model ``lower()`` builds only on a cache miss), the
errors a test can expect (:class:`LoweringError`,
:class:`NumericMismatch`, :class:`GoldenMismatch`, :class:`FileCheckFailure`...),
:class:`LoweredIR`, the :class:`Lowerer`, and the family API
(:class:`Family`, :class:`IRType`, :class:`Stage`, :class:`Request`, :class:`Work`,
:class:`Environment` (what a family's output depends on), :class:`Fingerprint`,
:func:`register_family`, :func:`param_field` and :class:`ParamFlag` (a family's typed
``Params``; :class:`CliFlags` and :class:`CliContext` make ``irlower`` flags of them),
the :class:`Toolchain` a family finds its tools in and
:func:`run_tool`, the child-process runner its tools run under; :class:`Runner`, what
``Family.runner`` returns, and :class:`IREERunner`, the one that runs what ``iree-compile``
wrote on IREE's runtime).

Every public name is imported from its module on first use (PEP 562), so that loading
the plugin, which imports this package first, costs little.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Mapping

    from pytest_irlower.api.deferred import deferred
    from pytest_irlower.api.family import Family, IRType, Request, Stage, Work
    from pytest_irlower.api.keying import Environment, Fingerprint
    from pytest_irlower.api.loweroptions import LowerOptions
    from pytest_irlower.api.params import CliContext, CliFlags, ParamFlag, param_field
    from pytest_irlower.api.result import LoweredIR
    from pytest_irlower.checks.filecheck import CheckSyntaxError, FileCheckFailure
    from pytest_irlower.checks.golden import GoldenMismatch
    from pytest_irlower.checks.numerics import Runner
    from pytest_irlower.engines.iree_runtime import IREERunner
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
    from pytest_irlower.lowering.lowerer import Lowerer
    from pytest_irlower.runtime.process import run_tool
    from pytest_irlower.runtime.toolchain import Tool, Toolchain

    #: every IR type of the registry, by name (read anew on each access)
    IR_TYPES: Mapping[str, IRType]

__version__ = "0.2.0"

__all__ = [
    "IR_TYPES",
    "REGISTRY",
    "CheckSyntaxError",
    "CliContext",
    "CliFlags",
    "Environment",
    "Family",
    "FileCheckFailure",
    "Fingerprint",
    "GoldenMismatch",
    "IREERunner",
    "IRLowerError",
    "IRType",
    "LowerOptions",
    "LoweredIR",
    "Lowerer",
    "LoweringError",
    "NumericMismatch",
    "ParamFlag",
    "Request",
    "Runner",
    "Stage",
    "Tool",
    "Toolchain",
    "ToolchainMissing",
    "UnknownIRTypeError",
    "UnsupportedCombination",
    "UsageError",
    "Work",
    "__version__",
    "deferred",
    "get_ir_type",
    "param_field",
    "register_family",
    "run_tool",
]

#: public name -> the module that defines it
_HOMES = {
    "IRLowerError": "errors",
    "LoweringError": "errors",
    "NumericMismatch": "errors",
    "ToolchainMissing": "errors",
    "UnknownIRTypeError": "errors",
    "UnsupportedCombination": "errors",
    "UsageError": "errors",
    "REGISTRY": "families",
    "get_ir_type": "families",
    "deferred": "api.deferred",
    "register_family": "families",
    "Family": "api.family",
    "IRType": "api.family",
    "Request": "api.family",
    "Stage": "api.family",
    "Work": "api.family",
    "Environment": "api.keying",
    "Fingerprint": "api.keying",
    "param_field": "api.params",
    "ParamFlag": "api.params",
    "CliContext": "api.params",
    "CliFlags": "api.params",
    "CheckSyntaxError": "checks.filecheck",
    "FileCheckFailure": "checks.filecheck",
    "GoldenMismatch": "checks.golden",
    "Lowerer": "lowering.lowerer",
    "LowerOptions": "api.loweroptions",
    "run_tool": "runtime.process",
    "LoweredIR": "api.result",
    "Runner": "checks.numerics",
    "IREERunner": "engines.iree_runtime",
    "Tool": "runtime.toolchain",
    "Toolchain": "runtime.toolchain",
}


if not TYPE_CHECKING:  # mypy reads the imports above; an unknown name stays an error for it

    def __getattr__(name: str) -> Any:
        if name == "IR_TYPES":  # not kept: a family registered later adds its IR types
            from pytest_irlower.families import REGISTRY

            return REGISTRY.ir_types()
        home = _HOMES.get(name)
        if home is None:
            raise AttributeError(f"module 'pytest_irlower' has no attribute {name!r}")
        value = getattr(importlib.import_module(f"pytest_irlower.{home}"), name)
        globals()[name] = value  # found directly from now on
        return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
