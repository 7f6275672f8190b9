"""Recognizing a Triton kernel without importing triton, and :func:`unwrap`: the
``@triton.autotune`` / ``@triton.heuristics`` layers (any nesting) down to the
``triton.JITFunction`` (checked on triton 3.9.0 and 3.6.0).
"""

from __future__ import annotations

import sys
from typing import Any

from pytest_irlower.errors import UsageError

#: (module, class) of every kernel object Triton's decorators return. Checked with
#: isinstance against the class in sys.modules, so subclasses count (GluonJITFunction
#: is a JITFunction) and triton is never imported just to ask.
JIT_CLASS = ("triton.runtime.jit", "JITFunction")

AUTOTUNER_CLASS = ("triton.runtime.autotuner", "Autotuner")

HEURISTICS_CLASS = ("triton.runtime.autotuner", "Heuristics")

INTERPRETED_CLASS = ("triton.runtime.interpreter", "InterpretedFunction")


def instance_of(obj: Any, where: tuple[str, str]) -> bool:
    module = sys.modules.get(where[0])
    cls = getattr(module, where[1], None) if module is not None else None
    return isinstance(cls, type) and isinstance(obj, cls)


def is_jit_function(obj: Any) -> bool:
    """A ``@triton.jit`` kernel (a ``triton.runtime.jit.JITFunction``)."""
    return instance_of(obj, JIT_CLASS)


def is_autotuner(obj: Any) -> bool:
    """A ``@triton.autotune`` wrapper (``triton.runtime.autotuner.Autotuner``)."""
    return instance_of(obj, AUTOTUNER_CLASS)


def is_heuristics(obj: Any) -> bool:
    """A ``@triton.heuristics`` wrapper (``triton.runtime.autotuner.Heuristics``)."""
    return instance_of(obj, HEURISTICS_CLASS)


def is_kernel(obj: Any) -> bool:
    """Anything :func:`unwrap` accepts: a JITFunction, maybe under autotune/heuristics."""
    while is_autotuner(obj) or is_heuristics(obj):
        obj = obj.fn
    return is_jit_function(obj)


def layer_kind(layer: Any) -> str:
    """``"autotune"`` or ``"heuristics"``."""
    if is_autotuner(layer):
        return "autotune"
    if is_heuristics(layer):
        return "heuristics"
    raise TypeError(f"not a Triton kernel wrapper: {type(layer).__name__}")


def describe_kernel(kernel: Any) -> str:
    """``autotune(heuristics(jit matmul))`` for messages."""
    parts: list[str] = []
    obj = kernel
    while is_autotuner(obj) or is_heuristics(obj):
        parts.append(layer_kind(obj))
        obj = obj.fn
    name = getattr(obj, "__name__", type(obj).__name__)
    inner = f"jit {name}" if is_jit_function(obj) else f"{type(obj).__name__} {name}"
    return "".join(f"{p}(" for p in parts) + inner + ")" * len(parts)


def unwrap(kernel: Any) -> tuple[Any, tuple[Any, ...]]:
    """The JITFunction under ``kernel`` and the wrappers above it, outermost first.

    Accepts a ``triton.JITFunction`` and any nesting of ``@triton.autotune``
    (``Autotuner``) and ``@triton.heuristics`` (``Heuristics``) around one: both
    keep what they wrap in ``.fn``. Anything else raises :class:`UsageError`.
    """
    layers: list[Any] = []
    obj = kernel
    while is_autotuner(obj) or is_heuristics(obj):
        layers.append(obj)
        obj = obj.fn
    if is_jit_function(obj):
        return obj, tuple(layers)
    if instance_of(obj, INTERPRETED_CLASS):
        raise UsageError(
            f"{describe_kernel(kernel)} is a Triton interpreter function: TRITON_INTERPRET=1 "
            "was set when it was decorated, so there is no compiler to lower it with; "
            "unset TRITON_INTERPRET"
        )
    raise UsageError(
        "expected a Triton kernel: a triton.JITFunction (@triton.jit), optionally wrapped "
        f"in @triton.autotune and/or @triton.heuristics; got {type(kernel).__name__}"
        + (f" wrapping {type(obj).__name__}" if obj is not kernel else "")
    )
