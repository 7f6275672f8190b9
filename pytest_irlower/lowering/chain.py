"""The chain runner: how the stages of a request are built, for every family.

A family declares rows (:class:`~pytest_irlower.api.family.IRType`) and builders
(``build_<ir type name>(self, work)``); the runner walks the ``after`` links of the asked
row back through the family (:meth:`~pytest_irlower.api.family.Family.built_from` picks each
link), gets the stages before the family's first row from the family that owns them
(``request.chain``, the Lowerer), then builds each row in order. Around
every builder it does what no family does on its own:

- the stage cache (:class:`~pytest_irlower.api.family.StageCache`): a row is built once per
  subject, :meth:`~pytest_irlower.api.family.Family.cache_key` and
  :meth:`~pytest_irlower.api.family.Family.stage_variant` (and once apart with its passes
  recorded); a stage taken from it reads ``reused`` with 0.0 seconds;
- the time limit (``irlower_timeout``, :func:`pytest_irlower.runtime.contain.timelimit.time_limit`);
- pass recording (``passes=True``, ``--irlower-passes``): the passes the builder runs
  are given to the stages it returns (:func:`attach_passes`);
- error wrapping: anything but an :class:`~pytest_irlower.errors.IRLowerError` a
  builder raises becomes a :class:`~pytest_irlower.errors.LoweringError` naming the row;
  a ``LoweringError`` of the chain goes through the family's
  :meth:`~pytest_irlower.api.family.Family.lowering_failed` before it propagates.

The :class:`~pytest_irlower.lowering.lowerer.Lowerer` calls :func:`run_chain` for every
family: it is the only path through a chain.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Hashable, Sequence
from dataclasses import replace
from typing import Any

from pytest_irlower.api.family import Builder, Family, IRType, Request, Stage, Work
from pytest_irlower.errors import IRLowerError, LoweringError, UsageError
from pytest_irlower.runtime import passes
from pytest_irlower.runtime.contain.timelimit import time_limit
from pytest_irlower.text import syntax as syntaxes
from pytest_irlower.text.normalize import strip_empty_mlir_resources


def run_chain(family: Family, request: Request) -> list[Stage]:
    """Every stage of the chain to ``request.ir_type``, in order, the last its IR."""
    try:
        chain = rows(family, request)
        first_after = family.built_from(request, chain[0])
        stages = []
        if first_after:
            ahead = ahead_of(family, request, chain)
            stages = list(request.chain.upstream(request, first_after, ahead=ahead))
        key = family.cache_key(request)
        for index, row in enumerate(chain):
            ahead = ahead_of(family, request, chain[index + 1 :])
            stages.extend(build(family, request, row, stages[-1] if stages else None, key, ahead))
        return stages
    except LoweringError as exc:
        family.lowering_failed(request, exc)
        raise


def ahead_of(family: Family, request: Request, chain: Sequence[IRType]) -> tuple[Any, ...]:
    """The steps of the family's rows ``chain`` (the rest of its chain, in order) that the
    child building the stage before them may run ahead (:meth:`Family.run_ahead`), then
    the request's own (those after its IR type): up to the first row that offers none."""
    steps: list[Any] = []
    for row in chain:
        step = family.run_ahead(request, row)
        if step is None:
            return tuple(steps)
        steps.append(step)
    return (*steps, *request.ahead)


def rows(family: Family, request: Request) -> list[IRType]:
    """The family's own rows of the chain to ``request.ir_type``, first to last."""
    chain: list[IRType] = []
    spec: IRType | None = request.ir_type
    own = {t.name for t in family.ir_types}
    while spec is not None and spec.name in own:
        chain.insert(0, spec)
        after = family.built_from(request, spec)
        spec = family.row(after) if after in own else None
    return chain


def build(
    family: Family,
    request: Request,
    row: IRType,
    previous: Stage | None,
    key: Hashable | None,
    ahead: tuple[Any, ...] = (),
) -> list[Stage]:
    """The stages of one row: from the stage cache, or built by ``build_<row>`` under
    the time limit, with its passes recorded when asked, failures as ``LoweringError``;
    ``ahead``: the steps after it that its builder's child may run ahead (``Work.ahead``)."""
    variant = family.stage_variant(request, row)
    # stages built with their passes recorded are kept apart from those built without
    slot = (key, row.name, variant, "passes") if request.passes else (key, row.name, variant)
    cached = request.cache.get(family.name, request.subject, slot) if key is not None else None
    if cached is not None:
        return [replace(stage, seconds=0.0, reused=True) for stage in cached]
    builder: Builder | None = getattr(family, "build_" + row.name, None)
    if builder is None:
        raise NotImplementedError(f"family {family.name!r} has no build_{row.name} method")
    start = time.perf_counter()
    recording = (
        passes.recording(request.options.keep_weights)
        if request.passes
        else contextlib.nullcontext(None)
    )
    try:
        with (
            recording as log,
            time_limit(request.options.timeout, stage=row.name, what=f"building {row.name}"),
        ):
            out = builder(Work(request, row, previous, ahead))
    except (IRLowerError, KeyboardInterrupt):
        raise
    except Exception as exc:  # a builder's own bug or an unexpected library error
        raise LoweringError(row.name, f"{type(exc).__name__}: {exc}") from exc
    seconds = time.perf_counter() - start
    stages = as_stages(out, row, request)
    # a stage its builder took from an earlier lowering (reused) keeps its own seconds
    if len(stages) == 1 and not stages[0].seconds and not stages[0].reused:
        stages[0].seconds = seconds
    if log is not None and log.entries:
        attach_passes(stages, log.entries, request)
    if key is not None:
        request.cache.put(family.name, request.subject, slot, stages)
    return stages


def attach_passes(stages: Sequence[Stage], entries: Sequence[Any], request: Request) -> None:
    """Give each stage the passes recorded for it (:class:`pytest_irlower.runtime.passes.PassRecord`
    entries; those naming no built stage go to the last), shown as the stage text is."""

    def display(text: str, syntax: str) -> str:
        if syntax == "mlir":
            text = strip_empty_mlir_resources(text)
        return request.display(text, syntax)

    grouped = passes.by_stage(entries, [stage.name for stage in stages])
    for stage in stages:
        if stage.name in grouped:
            stage.passes = {**stage.passes, **passes.as_mapping(grouped[stage.name], display)}


def as_stages(out: Stage | Sequence[Stage] | str, row: IRType, request: Request) -> list[Stage]:
    """What a builder returned (text, a stage, or stages ending with the row's) as stages."""
    if isinstance(out, str):
        return [
            Stage(
                row.name,
                syntaxes.display(out, row.syntax, keep_weights=request.options.keep_weights),
                full=out,
                syntax=row.syntax,
            )
        ]
    if isinstance(out, Stage):
        return [out]
    stages = list(out)
    if not stages or stages[-1].name != row.name:
        raise UsageError(f"build_{row.name} must end with the stage {row.name!r}")
    return stages
