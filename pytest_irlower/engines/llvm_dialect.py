"""Linalg on tensors -> LLVM dialect, in-process, ready for CPU and GPU code generation.

The pipeline follows torch-mlir's reference backend (refbackend.py upstream)
with today's upstream pass names, and keeps the result free of anything a GPU
target cannot resolve:

- ``cf.assert`` (embedding bounds, BatchNorm's empty-tensor check) is dropped:
  it lowers to calls of ``puts``/``abort``, which no GPU target provides.
- ``math.erf`` becomes a polynomial (``refback-expand-ops-for-llvm``);
  ``tanh``, ``rsqrt``, ``fpowi``... are expanded (``math-expand-ops``).
- ``exp``/``log`` become ``exp2``/``log2`` (a small rewrite below): NVPTX cannot
  select ``llvm.exp.f32`` or ``llvm.log.f32`` and aborts on them, while
  ``exp2``/``log2`` map to ``ex2.approx``/``lg2.approx`` and AMDGPU's ``v_exp``.

Bufferization runs One-Shot Analysis (writes in place where no later read sees
them), where the reference backend skips it with ``copy-before-write`` and copies a
buffer before every write: quadratic for a loop that writes one element of its
loop-carried tensor per iteration. ``engines/bufferization.py`` says why the reference
backend needs that and what this pipeline tells the analysis instead;
``docs/llvm-dialect-pipeline.md`` has the whole story.

No libm call remains; ``malloc``/``free`` (from ``memref.alloc``) are the only
external symbols. Importing ``torch_mlir.fx`` registers the ``refback-*`` and
``tm-tensor-*`` passes, so it is imported before the pipeline is parsed.
"""

from __future__ import annotations

import math as _math
from collections.abc import Sequence
from typing import Any

from pytest_irlower.engines import bufferization, halfprecision, mlir

#: Marker in :data:`PIPELINE` where the exp/log rewrite runs (it is not an MLIR pass).
EXP_LOG_REWRITE = "<exp/log to exp2/log2>"

#: Marker in :data:`PIPELINE` where the annotations for One-Shot Analysis are made
#: (:func:`pytest_irlower.engines.bufferization.annotate`; not an MLIR pass).
ANNOTATE_FOR_ONE_SHOT = "<annotate for one-shot analysis>"

#: the plugin's own steps in :data:`PIPELINE`, which an ``mlir-opt`` command line cannot run
OWN_STEPS = (ANNOTATE_FOR_ONE_SHOT, halfprecision.KEEP_ROUNDING, EXP_LOG_REWRITE)

PIPELINE: tuple[str, ...] = (
    # tensor level, as torch-mlir's reference backend
    "func.func(linalg-generalize-named-ops)",
    "func.func(linalg-fuse-elementwise-ops)",
    "func.func(refback-generalize-tensor-pad)",
    "func.func(refback-generalize-tensor-concat)",
    # bufferize: tm_tensor ops first (they have no bufferization interface), then
    # One-Shot Bufferize with its analysis, not copy-before-write (see bufferization.py)
    "func.func(tm-tensor-bufferize)",
    ANNOTATE_FOR_ONE_SHOT,
    bufferization.ONE_SHOT_BUFFERIZE,
    "refback-mlprogram-bufferize",
    "buffer-deallocation-pipeline",
    "convert-bufferization-to-memref",
    # loops; memref.copy -> linalg.copy so no runtime `memrefCopy` call is needed
    "func.func(tm-tensor-to-loops)",
    "func.func(refback-munge-memref-copy)",
    "func.func(convert-linalg-to-loops)",
    "func.func(lower-affine)",
    "convert-scf-to-cf",
    # bf16/f16 computed in f32 and rounded after each op, as eager PyTorch does (halfprecision.py)
    halfprecision.MATH,
    halfprecision.ARITH,
    halfprecision.KEEP_ROUNDING,
    # math without libm (no exp2 in the list: its expansion goes exp2 -> exp)
    "func.func(refback-expand-ops-for-llvm)",
    "func.func(math-expand-ops{ops=ctlz,sinh,cosh,tanh,tan,asinh,acosh,atanh,fma,ceil,"
    "powf,fpowi,roundeven,round,rsqrt})",
    "func.func(arith-expand{include-bf16=true})",
    EXP_LOG_REWRITE,
    "func.func(convert-math-to-llvm)",
    # to the LLVM dialect
    "expand-strided-metadata",
    "lower-affine",
    "finalize-memref-to-llvm",
    "func.func(convert-arith-to-llvm)",
    "convert-index-to-llvm",
    "convert-func-to-llvm",
    "convert-cf-to-llvm",
    "convert-ub-to-llvm",
    "reconcile-unrealized-casts",
)

_LOG2E = 1.0 / _math.log(2.0)
_LN2 = _math.log(2.0)
_LOG10_2 = _math.log10(2.0)


def lower_linalg_to_llvm(op: Any, *, stage: str = "llvm_mlir") -> None:
    """Lower a Linalg-on-tensors module op to the LLVM dialect, in place."""
    with op.context:
        _erase(op, {"cf.assert"})
    run_steps(op, PIPELINE, stage=stage)


def run_steps(op: Any, steps: Sequence[str], *, stage: str) -> None:
    """Run ``steps`` (a slice of :data:`PIPELINE`: MLIR passes and the plugin's own
    :data:`OWN_STEPS`) on ``op``, in place."""
    # registers the refback-* and tm-tensor-* passes (as its extension loads), without torch
    import torch_mlir.dialects.torch  # noqa: F401
    from torch_mlir import ir

    with op.context, ir.Location.unknown():
        chunk: list[str] = []
        analysable = True
        for entry in steps:
            if entry == bufferization.ONE_SHOT_BUFFERIZE and not analysable:
                entry = bufferization.ONE_SHOT_BUFFERIZE_COPY_BEFORE_WRITE
            if entry.startswith("one-shot-bufferize{") and bufferization.loops_carry_tensors(op):
                entry = bufferization.with_loop_allocs(entry)
            if entry not in OWN_STEPS:
                chunk.append(entry)
                continue
            _run(op, chunk, stage)
            chunk = []
            if entry == ANNOTATE_FOR_ONE_SHOT:
                analysable = bufferization.annotate(op)
                _record_step(op, stage, bufferization.PASS_NAME)
            elif entry == halfprecision.KEEP_ROUNDING:
                halfprecision.keep_rounding(op)
                _record_step(op, stage, halfprecision.PASS_NAME)
            else:
                rewrite_exp_log(op)
                _record_step(op, stage, REWRITE_PASS_NAME)
        _run(op, chunk, stage)


#: the exp/log rewrite's name in ``LoweredIR.passes`` (the plugin's own step, not an MLIR pass)
REWRITE_PASS_NAME = "exp-log-to-exp2-log2"


def _record_step(op: Any, stage: str, name: str) -> None:
    from pytest_irlower.runtime import passes

    log = passes.active()
    if log is not None:
        text = mlir.print_op(op, keep_weights=log.keep_weights)
        log.entries.append(passes.PassRecord(stage, name, text))


def _run(op: Any, passes: list[str], stage: str) -> None:
    if passes:
        mlir.run_pipeline(op, "builtin.module(" + ",".join(passes) + ")", stage=stage)


def _collect(op: Any, names: set[str]) -> list[Any]:
    from torch_mlir import ir

    found: list[Any] = []

    def visit(inner: Any) -> Any:
        if inner.name in names:
            found.append(inner)
        return ir.WalkResult.ADVANCE

    op.walk(visit)
    return found


def _erase(op: Any, names: set[str]) -> None:
    for inner in _collect(op, names):
        inner.erase()


def _constant(type_: Any, value: float) -> Any:
    from torch_mlir import ir
    from torch_mlir.dialects import arith

    if isinstance(type_, ir.VectorType) or str(type_).startswith("vector<"):
        vector = ir.VectorType(type_)
        attr = ir.DenseElementsAttr.get_splat(vector, ir.FloatAttr.get(vector.element_type, value))
    else:
        attr = ir.FloatAttr.get(type_, value)
    return arith.ConstantOp(type_, attr).result


def rewrite_exp_log(op: Any) -> None:
    """exp(x) = exp2(x*log2e), log(x) = log2(x)*ln2 (and expm1, log10, log1p).

    ``log2``, ``sin`` and ``cos`` get ``fastmath<afn>``: NVPTX selects
    ``lg2.approx``/``sin.approx`` only then, and needs a libcall otherwise.
    """
    from torch_mlir import ir
    from torch_mlir.dialects import arith
    from torch_mlir.dialects import math as math_d

    afn = ir.Attribute.parse("#arith.fastmath<afn>")
    for trig in _collect(op, {"math.sin", "math.cos"}):
        trig.attributes["fastmath"] = afn
    names = {"math.exp", "math.expm1", "math.log", "math.log10", "math.log1p", "math.log2"}
    for inner in _collect(op, names):
        name = inner.name
        if name == "math.log2" and "fastmath" in inner.attributes:
            continue
        x = inner.operands[0]
        with ir.InsertionPoint(inner), inner.location:
            if name in ("math.exp", "math.expm1"):
                result = math_d.exp2(arith.mulf(x, _constant(x.type, _LOG2E)))
                if name == "math.expm1":
                    result = arith.subf(result, _constant(x.type, 1.0))
            else:
                arg = arith.addf(x, _constant(x.type, 1.0)) if name == "math.log1p" else x
                result = math_d.log2(arg, fastmath=afn)
                if name in ("math.log", "math.log1p"):
                    result = arith.mulf(result, _constant(x.type, _LN2))
                elif name == "math.log10":
                    result = arith.mulf(result, _constant(x.type, _LOG10_2))
        inner.results[0].replace_all_uses_with(result)
        inner.erase()
