"""Numerics: run a lowering and compare what it computes with a reference.

A family that can execute what it lowered gives the ``LoweredIR`` a :class:`Runner`
(``Family.runner``); ``LoweredIR.run`` and ``LoweredIR.check_numerics`` call it. The
comparison here follows ``torch.testing.assert_close``: per-dtype default tolerances,
an element passes when ``|actual - expected| <= atol + rtol * |expected|``; NaN
matches NaN and an infinity matches the same infinity. A difference raises
:class:`NumericMismatch` naming the IR type, the output, the largest absolute and
relative differences, the elements where they occur and the tolerances. Complex
tensors are compared as (real, imaginary) pairs; a scalar output (a Python ``int``,
``float`` or ``bool``, as ``t.item()`` or ``numel`` give) as a 0-d tensor of ``int64``,
``float64`` or ``bool`` (a ``float``, mostly the ``.item()`` of a float32 tensor, gets
float32's default tolerances).

Nothing here imports torch at module level.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from pytest_irlower.errors import NumericMismatch, UsageError

#: (rtol, atol) by dtype, as torch.testing.assert_close defaults them; other dtypes: exact
DEFAULT_TOLERANCES: dict[str, tuple[float, float]] = {
    "float16": (1e-3, 1e-5),
    "bfloat16": (1.6e-2, 1e-5),
    "float32": (1.3e-6, 1e-5),
    "float64": (1e-7, 1e-7),
    "complex32": (1e-3, 1e-5),
    "complex64": (1.3e-6, 1e-5),
    "complex128": (1e-7, 1e-7),
}


def dtype_name(dtype: Any) -> str:
    """``torch.float32`` -> ``float32``."""
    return str(dtype).removeprefix("torch.")


def default_tolerances(dtype: Any) -> tuple[float, float]:
    """(rtol, atol) that ``torch.testing.assert_close`` uses for ``dtype``."""
    return DEFAULT_TOLERANCES.get(dtype_name(dtype), (0.0, 0.0))


class Runner:
    """What a family gives a ``LoweredIR`` that can be executed.

    ``run(inputs)`` returns the flat outputs; ``reference_outputs(inputs, reference)``
    the reference's, in the same order; ``labels`` names them in messages.
    """

    #: the IR type the outputs come from (for messages)
    ir_type: str = ""

    def run(self, inputs: tuple[Any, ...]) -> tuple[Any, ...]:
        """Execute the lowering on ``inputs``; its outputs, flat."""
        raise NotImplementedError

    def reference_outputs(self, inputs: tuple[Any, ...], reference: Any) -> tuple[Any, ...]:
        """``reference`` (None: the default reference) on ``inputs``, flat."""
        raise NotImplementedError

    def runnable(self) -> bool:
        """Whether :meth:`run` can execute this lowering (False: it would say why not)."""
        return True

    def labels(self, count: int) -> list[str]:
        """How messages name the outputs (``output 0``...)."""
        return [f"output {index}" for index in range(count)]

    def pack(self, outputs: tuple[Any, ...]) -> Any:
        """What ``run`` returns to the user: one tensor, or a tuple for several."""
        return outputs[0] if len(outputs) == 1 else outputs

    def call(self, inputs: tuple[Any, ...]) -> Any:
        """What ``LoweredIR.run`` returns: the packed outputs (a runner whose lowering
        updates an input in place also updates the caller's tensor here)."""
        return self.pack(self.run(inputs))

    def run_text(self, text: str, label: str, inputs: tuple[Any, ...]) -> tuple[Any, ...]:
        """Run MLIR text at any level of this lowering's chain (a pass's output: the rest
        of the way to the LLVM dialect is the built-in pipeline) on ``inputs``; its
        outputs, flat, as :meth:`run` gives them (``check_numerics(bisect=True)``)."""
        raise UsageError(
            f"{self.ir_type}: bisect=True runs the IR after each pass, which the runner of "
            "llvm_mlir and llvm_ir of a PyTorch model can (on the CPU)"
        )

    def after_pipeline(self, source: str, syntax: str, stage: str) -> Runner | None:
        """A runner for what a custom pipeline made of this lowering (None: none)."""
        return None

    def save(
        self,
        folder: Any,
        inputs: tuple[Any, ...],
        *,
        reference: Any = None,
        rtol: float | None = None,
        atol: float | None = None,
    ) -> Any:
        """Save the program, ``inputs`` and the reference's outputs, to run and check
        later on another machine (the IREE family's runner can); returns the folder."""
        raise UsageError(
            f"{self.ir_type} cannot be saved to run later: save_run() saves what IREE's "
            "runtime runs (the IREE family's IR types)"
        )


@dataclass(frozen=True)
class Comparison:
    """One output compared with its reference."""

    label: str
    dtype: str
    shape: tuple[int, ...]
    rtol: float
    atol: float
    #: elements compared, and how many of them are outside the tolerances
    total: int
    failed: int = 0
    #: largest absolute difference, its index, the values there (got, expected)
    max_abs: float = 0.0
    abs_index: tuple[int, ...] = ()
    abs_values: tuple[Any, Any] = (None, None)
    #: largest relative difference, its index, the values there (got, expected)
    max_rel: float = 0.0
    rel_index: tuple[int, ...] = ()
    rel_values: tuple[Any, Any] = (None, None)
    #: a difference that is not a value (dtype, shape): the whole output differs
    problem: str = ""
    #: how a match was decided, where not value by value (a random output's distribution)
    note: str = ""

    @property
    def ok(self) -> bool:
        """Whether the output matches its reference."""
        return not self.problem and self.failed == 0

    def describe(self) -> str:
        """One paragraph: what differs and by how much."""
        head = f"{self.label} ({self.dtype}, shape {list(self.shape)})"
        if self.problem:
            return f"{head}: {self.problem}"
        tolerances = f"tolerances rtol={self.rtol:g}, atol={self.atol:g}"
        if self.ok and self.note:
            return f"{head}: matches; {self.note}"
        if self.ok:
            return (
                f"{head}: matches; largest absolute difference {self.max_abs:.6g}, "
                f"largest relative difference {self.max_rel:.6g} ({tolerances})"
            )
        share = 100.0 * self.failed / max(self.total, 1)
        return (
            f"{head}: {self.failed} of {self.total} elements ({share:.1f}%) differ\n"
            f"  largest absolute difference {self.max_abs:.6g} at index "
            f"{_index(self.abs_index)} (got {_value(self.abs_values[0])}, "
            f"expected {_value(self.abs_values[1])})\n"
            f"  largest relative difference {self.max_rel:.6g} at index "
            f"{_index(self.rel_index)} (got {_value(self.rel_values[0])}, "
            f"expected {_value(self.rel_values[1])})\n"
            f"  {tolerances}"
        )


def _index(index: tuple[int, ...]) -> str:
    return "(" + ", ".join(str(i) for i in index) + ("," if len(index) == 1 else "") + ")"


def _value(value: Any) -> str:
    return f"{value:.9g}" if isinstance(value, float) else str(value)


def resolve_tolerances(dtype: Any, rtol: float | None, atol: float | None) -> tuple[float, float]:
    """The tolerances for ``dtype``: the ones given, the dtype's default for the others."""
    default_rtol, default_atol = default_tolerances(dtype)
    for name, value in (("rtol", rtol), ("atol", atol)):
        if value is not None and not (isinstance(value, (int, float)) and value >= 0):
            raise UsageError(f"{name}={value!r}: expected a number >= 0")
    return (
        default_rtol if rtol is None else float(rtol),
        default_atol if atol is None else float(atol),
    )


#: Python scalar outputs: their type name -> the dtype their value is compared in
SCALAR_DTYPES = {"bool": "bool", "int": "int64", "float": "float64"}


def scalar_kind(value: Any) -> str | None:
    """``int``, ``float`` or ``bool`` for a Python scalar output, else None."""
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int"
    if isinstance(value, float):
        return "float"
    return None


def _compare_scalar(
    label: str, actual: Any, expected: Any, *, rtol: float | None, atol: float | None
) -> Comparison:
    import torch

    kind = scalar_kind(expected)
    assert kind is not None
    got = scalar_kind(actual)
    if got != kind:
        shown = got or (
            f"tensor of {dtype_name(actual.dtype)}"
            if isinstance(actual, torch.Tensor)
            else type(actual).__name__
        )
        r, a = resolve_tolerances(SCALAR_DTYPES[kind], rtol, atol)
        return Comparison(
            label, kind, (), r, a, 1, problem=f"a {shown} where the reference has a {kind}"
        )
    if kind == "float":  # from .item() of a tensor, float32 most often: its tolerances
        rtol, atol = resolve_tolerances("float32", rtol, atol)
    dtype = getattr(torch, SCALAR_DTYPES[kind])
    found = compare(
        label,
        torch.tensor(actual, dtype=dtype),
        torch.tensor(expected, dtype=dtype),
        rtol=rtol,
        atol=atol,
    )
    return replace(found, dtype=kind)


def compare(
    label: str, actual: Any, expected: Any, *, rtol: float | None, atol: float | None
) -> Comparison:
    """Compare one output (a tensor, or a Python scalar) with its reference
    (``torch.testing.assert_close``'s rule)."""
    import torch

    if scalar_kind(expected) is not None:
        return _compare_scalar(label, actual, expected, rtol=rtol, atol=atol)
    if not isinstance(expected, torch.Tensor):
        raise UsageError(
            f"the reference's {label} is a {type(expected).__name__}, not a tensor: "
            "a reference returns tensors and Python int/float/bool scalars (one, or a tuple)"
        )
    if not isinstance(actual, torch.Tensor):
        r, a = resolve_tolerances(expected.dtype, rtol, atol)
        problem = f"a {type(actual).__name__} where the reference has a tensor"
        return Comparison(
            label,
            dtype_name(expected.dtype),
            tuple(expected.shape),
            r,
            a,
            expected.numel(),
            problem=problem,
        )
    r, a = resolve_tolerances(expected.dtype, rtol, atol)
    shape = tuple(expected.shape)
    dtype = dtype_name(expected.dtype)
    base = Comparison(label, dtype, shape, r, a, expected.numel())
    if actual.dtype != expected.dtype:
        problem = f"dtype {dtype_name(actual.dtype)} where the reference has {dtype}"
        return replace(base, problem=problem)
    if tuple(actual.shape) != shape:
        problem = f"shape {list(actual.shape)} where the reference has {list(shape)}"
        return replace(base, problem=problem)
    if expected.numel() == 0:
        return base
    got = actual.detach().cpu()
    want = expected.detach().cpu()
    if got.is_complex():
        got, want = torch.view_as_real(got), torch.view_as_real(want)
    wide = torch.float64 if got.is_floating_point() or got.is_complex() else torch.int64
    got64, want64 = got.to(wide), want.to(wide)
    if wide is torch.int64:
        difference = (got64 - want64).abs().to(torch.float64)
        magnitude = want64.abs().to(torch.float64)
        both_nan = torch.zeros_like(difference, dtype=torch.bool)
    else:
        both_nan = torch.isnan(got64) & torch.isnan(want64)
        same = (got64 == want64) | both_nan  # equal infinities too
        difference = torch.where(same, torch.zeros_like(got64), (got64 - want64).abs())
        difference = torch.nan_to_num(difference, nan=math.inf, posinf=math.inf)
        magnitude = want64.abs()
    allowed = a + r * magnitude
    failing = difference > allowed
    relative = torch.where(
        difference == 0,
        torch.zeros_like(difference),
        difference / magnitude,  # x/0 = inf
    )
    relative = torch.nan_to_num(relative, nan=math.inf, posinf=math.inf)
    # (for complex values the last index, real or imaginary part, is dropped)
    abs_at = _unravel(int(torch.argmax(difference).item()), tuple(got.shape))[: len(shape)]
    rel_at = _unravel(int(torch.argmax(relative).item()), tuple(got.shape))[: len(shape)]
    return replace(
        base,
        failed=int(failing.sum().item()),
        max_abs=float(difference.max().item()),
        abs_index=abs_at,
        abs_values=(_item(actual, abs_at), _item(expected, abs_at)),
        max_rel=float(relative.max().item()),
        rel_index=rel_at,
        rel_values=(_item(actual, rel_at), _item(expected, rel_at)),
    )


def _unravel(flat: int, shape: tuple[int, ...]) -> tuple[int, ...]:
    index = []
    for size in reversed(shape):
        index.append(flat % size)
        flat //= size
    return tuple(reversed(index))


def _item(tensor: Any, index: tuple[int, ...]) -> Any:
    value = tensor.detach().cpu()[index] if index else tensor.detach().cpu()
    return value.item()


def compare_all(
    runner: Runner,
    actual: Sequence[Any],
    expected: Sequence[Any],
    *,
    rtol: float | None,
    atol: float | None,
) -> list[Comparison]:
    """Every output compared; a different number of outputs raises :class:`NumericMismatch`."""
    if len(actual) != len(expected):
        raise NumericMismatch(
            f"{runner.ir_type}: the lowering returned {len(actual)} output(s), "
            f"the reference {len(expected)}"
        )
    labels = runner.labels(len(actual))
    return [
        compare(label, got, want, rtol=rtol, atol=atol)
        for label, got, want in zip(labels, actual, expected, strict=True)
    ]


def mismatch_message(ir_type: str, comparisons: Sequence[Comparison]) -> str:
    """The message of a :class:`NumericMismatch`: every output that differs."""
    failed = [c for c in comparisons if not c.ok]
    lines = [f"{ir_type}: {len(failed)} of {len(comparisons)} output(s) differ from the reference"]
    lines += [c.describe() for c in failed]
    return "\n".join(lines)


def run_and_compare(
    runner: Runner,
    inputs: tuple[Any, ...],
    *,
    reference: Callable[..., Any] | None,
    rtol: float | None,
    atol: float | None,
) -> list[Comparison]:
    """Run, run the reference, compare every output (nothing is raised for a difference;
    :func:`pytest_irlower.checks.distribution.run_and_compare` also compares random outputs
    by distribution)."""
    resolve_tolerances("float32", rtol, atol)  # bad values fail before anything runs
    actual = runner.run(inputs)
    expected = runner.reference_outputs(inputs, reference)
    return compare_all(runner, actual, expected, rtol=rtol, atol=atol)


def check(
    runner: Runner,
    inputs: tuple[Any, ...],
    *,
    reference: Callable[..., Any] | None,
    rtol: float | None,
    atol: float | None,
) -> list[Comparison]:
    """Run, run the reference, compare; raise :class:`NumericMismatch` on a difference."""
    __tracebackhide__ = True
    comparisons = run_and_compare(runner, inputs, reference=reference, rtol=rtol, atol=atol)
    if any(not c.ok for c in comparisons):
        raise NumericMismatch(mismatch_message(runner.ir_type, comparisons))
    return comparisons


def flat_tensors(value: Any) -> tuple[Any, ...]:
    """The tensors of a (nested) output, in order (``torch.utils._pytree``'s leaves)."""
    import torch
    from torch.utils import _pytree

    return tuple(leaf for leaf in _pytree.tree_leaves(value) if isinstance(leaf, torch.Tensor))


def flat_outputs(value: Any) -> tuple[Any, ...]:
    """The tensors and Python ``int``/``float``/``bool`` scalars of a (nested) output, in
    order (``torch.utils._pytree``'s leaves): what a lowered model's ``main`` returns."""
    import torch
    from torch.utils import _pytree

    return tuple(
        leaf
        for leaf in _pytree.tree_leaves(value)
        if isinstance(leaf, torch.Tensor) or scalar_kind(leaf) is not None
    )
