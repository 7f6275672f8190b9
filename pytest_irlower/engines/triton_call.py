"""What ``kernel[grid](*args, **kwargs)`` would compile, resolved ahead of time, and its key:
the Triton family's engine, in three modules (checked on triton 3.9.0 and 3.6.0):

- :mod:`~pytest_irlower.engines.triton_kernels`: recognizing kernels, :func:`unwrap`;
- :mod:`~pytest_irlower.engines.triton_resolve`: :func:`resolve_call`, the autotune config
  and the heuristics applied as ``Autotuner.run`` / ``Heuristics.run`` apply them;
- :mod:`~pytest_irlower.engines.triton_key`: :func:`specialize` (Triton's own binder) and
  :func:`compile_key`.

Their names are importable from here too. Nothing here runs a hook, benchmarks, or
touches a GPU.
"""

from __future__ import annotations

from pytest_irlower.engines.triton_kernels import (
    AUTOTUNER_CLASS,
    HEURISTICS_CLASS,
    INTERPRETED_CLASS,
    JIT_CLASS,
    describe_kernel,
    is_autotuner,
    is_heuristics,
    is_jit_function,
    is_kernel,
    layer_kind,
    unwrap,
)
from pytest_irlower.engines.triton_key import (
    Specialization,
    compile_key,
    freeze,
    specialize,
    with_signature,
)
from pytest_irlower.engines.triton_resolve import (
    CONFIG_FORMS,
    ResolvedCall,
    resolve_call,
)
from pytest_irlower.errors import UsageError

__all__ = [
    "AUTOTUNER_CLASS",
    "CONFIG_FORMS",
    "HEURISTICS_CLASS",
    "INTERPRETED_CLASS",
    "JIT_CLASS",
    "ResolvedCall",
    "Specialization",
    "UsageError",
    "compile_key",
    "describe_kernel",
    "freeze",
    "is_autotuner",
    "is_heuristics",
    "is_jit_function",
    "is_kernel",
    "layer_kind",
    "resolve_call",
    "specialize",
    "unwrap",
    "with_signature",
]
