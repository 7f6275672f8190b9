"""A conformance suite: cases from a source, the IR types they go to, the expectations.

One pytest item per (IR type, case): its id is ``<config>-<case>``, the configuration being
the IR type unless the suite names one (a custom pipeline, a backend's own name). The
expectations file holds, per configuration, the cases expected to fail. Nothing here
imports pytest or torch.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pytest_irlower.conformance import expectations as exp
from pytest_irlower.conformance.cases import Case, CaseId, Source
from pytest_irlower.errors import UsageError


@dataclass(frozen=True)
class Item:
    """One pytest item of a suite: a case for one configuration."""

    config: str
    ir_type: str
    case: CaseId

    @property
    def id(self) -> str:
        """The pytest parameter id."""
        return f"{self.config}-{self.case.name}"


@dataclass(frozen=True)
class Unavailable:
    """The one item of a suite that could not build its items (the OpInfo database is
    missing): it fails with ``reason``, so that a run which qualified nothing is never
    green."""

    reason: str

    @property
    def id(self) -> str:
        """The pytest parameter id."""
        return "unavailable"


class _Memo:
    """What a suite keeps in one process: the expectations read, the last case built."""

    def __init__(self) -> None:
        self.table: exp.Table | None = None
        self.case: Case | None = None


@dataclass(frozen=True)
class Suite:
    """Cases, IR types, expectations (see the module docstring)."""

    source: Source
    ir_types: tuple[str, ...]
    #: the JSON expectations file (None: every case is expected to pass)
    expectations: Path | None = None
    #: the configuration's name in the expectations file (default: the IR type)
    config: str | None = None
    pipeline: str | tuple[str, ...] | None = None
    rtol: float | None = None
    atol: float | None = None
    #: an expected failure that passes fails the item (XPASS(strict))
    strict: bool = True
    #: keyword arguments of ``lower`` for the IR type's family (``target=``...)
    params: Mapping[str, Any] = field(default_factory=dict)
    _memo: _Memo = field(default_factory=_Memo, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not self.ir_types:
            raise UsageError("a conformance suite needs at least one IR type (ir_types=...)")
        if self.config is not None and len(self.ir_types) > 1:
            raise UsageError(
                f"config={self.config!r} names one configuration, but the suite has "
                f"{len(self.ir_types)} IR types: give one IR type per named configuration"
            )

    def config_of(self, ir_type: str) -> str:
        """The configuration name of an IR type in this suite."""
        return self.config or ir_type

    def items(self) -> list[Item]:
        """Every item, case by case (the IR types of one case run one after another and
        share the stages they have in common)."""
        from pytest_irlower.families import REGISTRY

        types = [REGISTRY.get(name).name for name in self.ir_types]
        return [
            Item(self.config_of(ir_type), ir_type, case)
            for case in self.source.ids()
            for ir_type in types
        ]

    def table(self) -> exp.Table:
        """The expectations (read once per process)."""
        if self._memo.table is None:
            self._memo.table = {} if self.expectations is None else exp.load(self.expectations)
        return self._memo.table

    def expected(self, item: Item) -> exp.Expectation | None:
        """The item's expected failure, None when it is expected to pass here (no entry,
        an entry that only sets tolerances, or one whose version condition does not hold)."""
        entry = exp.item_entry(self.table(), item.config, item.case.name)
        return entry if entry is not None and entry.fails else None

    def entry(self, item: Item) -> exp.Expectation | None:
        """The item's own entry in the expectations, whether or not it applies here."""
        return exp.item_entry(self.table(), item.config, item.case.name)

    def tolerances(self, item: Item) -> tuple[float | None, float | None]:
        """(rtol, atol) for the item: the expectations' (its entry, its op's default, its
        dtype's), else the suite's own; None: assert_close's default for the dtype."""
        rtol, atol = exp.tolerances(self.table(), item.config, item.case.name, item.case.group)
        return (self.rtol if rtol is None else rtol, self.atol if atol is None else atol)

    def case(self, name: str) -> Case:
        """The case called ``name``, built once for the items that share it."""
        memo = self._memo
        if memo.case is None or memo.case.name != name:
            memo.case = None  # the previous one's subject goes
            memo.case = self.source.build(name)
        return memo.case


def make_suite(
    source: Source,
    ir_types: str | Sequence[str],
    *,
    expectations: str | os.PathLike[str] | None,
    base: Path,
    config: str | None = None,
    pipeline: str | Sequence[str] | None = None,
    rtol: float | None = None,
    atol: float | None = None,
    strict: bool = True,
    params: Mapping[str, Any] | None = None,
) -> Suite:
    """A suite; a relative ``expectations`` path is taken from ``base``."""
    types = (ir_types,) if isinstance(ir_types, str) else tuple(ir_types)
    path = None
    if expectations is not None:
        path = Path(expectations)
        if not path.is_absolute():
            path = base / path
    if path is not None and path.suffix != ".json":
        raise UsageError(f"expectations={str(expectations)!r}: expected a .json file")
    return Suite(
        source,
        types,
        path,
        config,
        pipeline if pipeline is None or isinstance(pipeline, str) else tuple(pipeline),
        rtol,
        atol,
        strict,
        dict(params or {}),
    )
