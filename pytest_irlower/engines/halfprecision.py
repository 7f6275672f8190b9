"""bf16 and f16 in the LLVM-dialect pipeline: computed as eager PyTorch computes them.

Eager PyTorch's CPU kernels compute a bf16 or f16 op in f32 and round the result. The
pipeline does the same, in the same text on every machine (a pipeline chosen by the host
CPU would make goldens machine-dependent); a module without bf16 or f16 is unchanged.

- :data:`MATH`: bf16 and f16 ``math`` ops become f32 ones between an ``extf`` and a
  ``truncf``. The expansions that follow (``tanh``, ``erf``, ``exp2``...) then run in f32:
  evaluated in f16, ``exp``, GELU and ``pow`` came out 1 or 2 f16 ulps from eager.
- :data:`ARITH`: bf16 ``arith`` ops (``addf``, ``mulf``, ``cmpf``...) computed in f32.
  Why: LLVM compiles a bf16 ``fadd``/``fmul`` or an ``fptrunc`` to bf16 on x86 without
  ``avx512_bf16`` (an AMD EPYC, for one) into calls of compiler-rt's ``__truncsfbf2``. MLIR's
  JIT does not provide it and neither does libgcc (GCC 12), so ``run()`` could not execute a
  bf16 model there ("found no _mlir_main"). f16 arithmetic stays f16: LLVM promotes it the
  same way with native conversions (F16C), and it runs.
- :data:`KEEP_ROUNDING` (the plugin's own step, :func:`keep_rounding`): both passes mark
  their ``extf``/``truncf`` ``fastmath<contract>``, which lets the greedy rewriter of any later
  pass fold ``extf(truncf(x))`` into ``x``: ``x * 3 - 1`` was rounded once, where eager
  PyTorch also rounds after the multiply (1 bf16 ulp, far more after a cancellation). The
  step drops that flag.
- ``arith-expand{include-bf16=true}`` (the pipeline's ``arith-expand``) turns each f32 <-> bf16
  conversion into integer operations, rounding to nearest even.
"""

from __future__ import annotations

from typing import Any

#: bf16 and f16 ``math`` ops computed in f32
MATH = "func.func(math-extend-to-supported-types{target-type=f32})"

#: bf16 ``arith`` ops computed in f32
ARITH = "func.func(arith-emulate-unsupported-floats{source-types=bf16 target-type=f32})"

#: marker in the pipeline where :func:`keep_rounding` runs (not an MLIR pass)
KEEP_ROUNDING = "<round to bf16/f16 after every op>"

#: :func:`keep_rounding`'s name in ``LoweredIR.passes``
PASS_NAME = "keep-half-precision-rounding"

_CONVERSIONS = {"arith.extf", "arith.truncf"}
_HALF = ("bf16", "f16")


def keep_rounding(op: Any) -> None:
    """Drop ``fastmath`` flags from every ``extf``/``truncf`` to or from bf16 or f16 in
    ``op``, so no later fold removes a rounding step (see the module docstring)."""
    from torch_mlir import ir

    none = ir.Attribute.parse("#arith.fastmath<none>")
    found: list[Any] = []

    def visit(inner: Any) -> Any:
        if inner.name in _CONVERSIONS and "fastmath" in inner.attributes:
            types = (str(inner.operands[0].type), str(inner.results[0].type))
            if any(_is_half(t) for t in types):
                found.append(inner)
        return ir.WalkResult.ADVANCE

    op.walk(visit)
    for inner in found:
        inner.attributes["fastmath"] = none


def _is_half(type_text: str) -> bool:
    # a scalar, or a vector of them ("vector<4xbf16>")
    return any(type_text == t or type_text.endswith("x" + t + ">") for t in _HALF)
