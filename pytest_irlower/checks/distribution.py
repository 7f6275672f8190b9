"""Random outputs compared by distribution, as torch-mlir's e2e tests reduce their draws.

A model that draws (``bernoulli``, ``rand``, ``randn_like``, dropout) gives other values on
every eager run and on the lowering's: comparing them element by element fails for a correct
lowering. Here an output whose eager values differ between seeds is a *random* output, and it
is compared by its draws instead (every element of the output is one draw; the eager side runs
under several seeds until it has :data:`EAGER_DRAWS` of them):

- the **dtype and shape** must match;
- the **support** of a discrete output (an integer or bool dtype, or one with at most
  :data:`DISCRETE_VALUES` distinct values in the eager draws: bernoulli's 0 and 1) must lie in
  the eager draws' values;
- with at least :data:`MIN_DRAWS` draws, the **mean** and the **variance** must agree: each
  difference, over its standard error (the variance's from the fourth central moment, so it
  holds for any distribution), must stay under :data:`Z_LIMIT`. At 5 standard errors a correct
  lowering fails about once in two million checks; a lowering that draws ``uniform`` where
  ``normal`` is meant (mean 0.5 for 0) is off by hundreds on a 1,000-element output.

With fewer draws only the dtype, the shape and the support are compared, and the result says
so. Nothing here imports torch at module level.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from pytest_irlower.checks import numerics
from pytest_irlower.checks.numerics import Comparison, compare, dtype_name
from pytest_irlower.errors import NumericMismatch

#: draws below which the moments are not compared (their standard errors are too wide)
MIN_DRAWS = 100
#: eager draws to gather per random output (runs under seeds 1, 2, ... until reached)
EAGER_DRAWS = 20_000
#: at most this many eager runs
MAX_EAGER_RUNS = 64
#: a difference of moments beyond this many standard errors fails
Z_LIMIT = 5.0
#: at most this many distinct eager values: a discrete output (its support is compared)
DISCRETE_VALUES = 16


@dataclass(frozen=True)
class Moments:
    """What the comparison reads of a set of draws."""

    count: int
    mean: float
    variance: float
    #: the fourth central moment (the variance's standard error comes from it)
    fourth: float
    #: the distinct values, for a discrete output (None: continuous)
    support: tuple[float, ...] | None

    def mean_error(self) -> float:
        """The standard error of the mean."""
        return math.sqrt(self.variance / max(self.count, 1))

    def variance_error(self) -> float:
        """The standard error of the variance (any distribution)."""
        return math.sqrt(max(self.fourth - self.variance**2, 0.0) / max(self.count, 1))


def moments(draws: Sequence[Any], *, discrete: bool) -> Moments:
    """The moments of every element of ``draws`` (tensors) taken together."""
    import torch

    values = torch.cat([d.detach().cpu().reshape(-1) for d in draws])
    if values.is_complex():
        values = torch.view_as_real(values).reshape(-1)
    wide = values.to(torch.float64)
    finite = wide[torch.isfinite(wide)]
    if finite.numel() == 0:
        return Moments(0, 0.0, 0.0, 0.0, () if discrete else None)
    mean = float(finite.mean())
    centred = finite - mean
    variance = float((centred**2).mean())
    fourth = float((centred**4).mean())
    support = tuple(float(v) for v in torch.unique(finite).tolist()) if discrete else None
    return Moments(int(finite.numel()), mean, variance, fourth, support)


def is_random(draws: Sequence[Any]) -> bool:
    """Whether eager draws of one output (under different seeds) differ."""
    import torch

    first = draws[0]
    if not isinstance(first, torch.Tensor):
        return False
    for other in draws[1:]:
        if not isinstance(other, torch.Tensor) or other.shape != first.shape:
            return True
        if not torch.equal(_no_nan(other), _no_nan(first)):
            return True
    return False


def _no_nan(tensor: Any) -> Any:
    import torch

    # complex as (real, imaginary) pairs: nan_to_num has no complex32 kernel
    return torch.nan_to_num(torch.view_as_real(tensor) if tensor.is_complex() else tensor)


def eager_draws(reference: Callable[[int], Sequence[Any]], numel: int) -> list[Sequence[Any]]:
    """The reference's flat outputs under seeds 1, 2, ...: enough runs for
    :data:`EAGER_DRAWS` elements (at least two, at most :data:`MAX_EAGER_RUNS`)."""
    runs = min(MAX_EAGER_RUNS, max(2, math.ceil(EAGER_DRAWS / max(numel, 1))))
    return [reference(seed) for seed in range(1, runs + 1)]


def compare_draws(label: str, actual: Any, draws: Sequence[Any]) -> Comparison:
    """One random output of the lowering against the eager draws of it (module docstring)."""
    import torch

    want = draws[0]
    shape = tuple(want.shape)
    # dtype and shape first, with the tolerances the comparison would have
    base = compare(label, actual, want, rtol=None, atol=None)
    if base.problem:
        return base
    plain = Comparison(label, dtype_name(want.dtype), shape, 0.0, 0.0, int(want.numel()))
    pooled = torch.cat([d.detach().cpu().reshape(-1) for d in draws])
    if pooled.is_complex():
        pooled = torch.view_as_real(pooled).reshape(-1)
    discrete = torch.unique(pooled).numel() <= DISCRETE_VALUES
    eager_values = moments(draws, discrete=discrete)
    got = moments([actual], discrete=discrete)
    if discrete and eager_values.support is not None and got.support is not None:
        outside = _outside(got.support, eager_values.support, want.dtype)
        if outside:
            shown = ", ".join(f"{v:g}" for v in outside[:5])
            return _with(
                plain,
                problem=f"random output: values {shown} never drawn eagerly "
                f"(eager support: {_support(eager_values.support)})",
            )
    if got.count < MIN_DRAWS:
        return _with(
            plain,
            note=f"random: {got.count} draw(s), under the {MIN_DRAWS} the moments need: "
            "dtype, shape" + (" and support" if discrete else "") + " compared",
        )
    z_mean = _z(got.mean - eager_values.mean, got.mean_error(), eager_values.mean_error())
    z_var = _z(
        got.variance - eager_values.variance,
        got.variance_error(),
        eager_values.variance_error(),
    )
    summary = (
        f"mean {got.mean:.6g} (eager {eager_values.mean:.6g}, {z_mean:.2f} standard errors), "
        f"variance {got.variance:.6g} (eager {eager_values.variance:.6g}, {z_var:.2f} standard "
        f"errors) over {got.count} draws (eager {eager_values.count}); limit {Z_LIMIT:g} "
        "standard errors"
    )
    if z_mean > Z_LIMIT or z_var > Z_LIMIT:
        return _with(plain, problem=f"random output drawn from another distribution: {summary}")
    return _with(plain, note=f"random, compared by distribution: {summary}")


def run_and_compare(
    runner: Any,
    inputs: tuple[Any, ...],
    *,
    reference: Callable[..., Any] | None,
    rtol: float | None,
    atol: float | None,
    random: bool | None = None,
) -> list[Comparison]:
    """:func:`pytest_irlower.checks.numerics.run_and_compare`, random outputs compared by
    distribution: ``random=True`` always, None (default) where a value comparison fails,
    False never."""
    numerics.resolve_tolerances("float32", rtol, atol)  # bad values fail before anything runs
    actual = runner.run(inputs)
    expected = runner.reference_outputs(inputs, reference)
    comparisons = numerics.compare_all(runner, actual, expected, rtol=rtol, atol=atol)
    if random is False or (random is None and all(c.ok for c in comparisons)):
        return comparisons
    return by_distribution(runner, inputs, actual, comparisons, reference)


def check(
    runner: Any,
    inputs: tuple[Any, ...],
    *,
    reference: Callable[..., Any] | None,
    rtol: float | None,
    atol: float | None,
    random: bool | None = None,
) -> list[Comparison]:
    """:func:`run_and_compare`; raise :class:`NumericMismatch` on a difference."""
    __tracebackhide__ = True
    comparisons = run_and_compare(
        runner, inputs, reference=reference, rtol=rtol, atol=atol, random=random
    )
    if any(not c.ok for c in comparisons):
        raise NumericMismatch(numerics.mismatch_message(runner.ir_type, comparisons))
    return comparisons


def by_distribution(
    runner: Any,
    inputs: tuple[Any, ...],
    actual: Sequence[Any],
    comparisons: Sequence[Comparison],
    reference: Callable[..., Any] | None,
) -> list[Comparison]:
    """``comparisons`` with every random output (its eager values differ between seeds)
    compared by distribution instead (:func:`compare_draws`)."""
    import torch

    def seeded(seed: int) -> Sequence[Any]:
        copies = tuple(x.clone() if isinstance(x, torch.Tensor) else x for x in inputs)
        with torch.random.fork_rng(devices=[]):
            torch.manual_seed(seed)
            return tuple(runner.reference_outputs(copies, reference))

    numel = max((int(c.total) for c in comparisons), default=1)
    runs = eager_draws(seeded, numel)
    found = list(comparisons)
    for index, comparison in enumerate(comparisons):
        draws = [run[index] for run in runs if index < len(run)]
        if len(draws) == len(runs) and is_random(draws):
            found[index] = compare_draws(comparison.label, actual[index], draws)
    return found


def _outside(values: Sequence[float], support: Sequence[float], dtype: Any) -> list[float]:
    """The values that match no value of the support within the dtype's tolerances (a
    lowering may scale dropout's kept values by 1/(1-p) as a product, eager as a quotient)."""
    from pytest_irlower.checks.numerics import default_tolerances

    rtol, atol = default_tolerances(dtype)
    return sorted(v for v in values if not any(abs(v - s) <= atol + rtol * abs(s) for s in support))


def _z(difference: float, *errors: float) -> float:
    error = math.sqrt(sum(e * e for e in errors))
    if error == 0.0:
        return 0.0 if difference == 0.0 else math.inf
    return abs(difference) / error


def _support(values: tuple[float, ...]) -> str:
    shown = ", ".join(f"{v:g}" for v in values[:8])
    return shown + (", ..." if len(values) > 8 else "")


def _with(base: Comparison, *, problem: str = "", note: str = "") -> Comparison:
    from dataclasses import replace

    return replace(base, problem=problem, note=note)
