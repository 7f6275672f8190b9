"""What a conformance suite lowers: cases from PyTorch's OpInfo database
(:mod:`~pytest_irlower.conformance.opinfo`), from a model zoo, or given by hand (any subject
a family lowers, such as source text).

A source names its cases cheaply (:meth:`Source.ids`, at collection) and builds one on
demand (:meth:`Source.build`, when its item runs).

torch is imported only inside the functions that need it; the OpInfo database (about two
seconds to import) only when an OpInfo suite collects.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pytest_irlower.errors import UsageError

#: how a case's outputs are compared with the reference's
VALUES = "values"
#: ops whose output values are undefined (``empty``): dtypes and shapes only
SHAPES = "shapes"
#: random ops: by distribution (support, mean, variance; :mod:`pytest_irlower.checks.distribution`)
DISTRIBUTION = "distribution"
#: eager runs, each under its own seed, that find a random op
RANDOM_CHECKS = 6


@dataclass(frozen=True)
class CaseId:
    """A case's name, and the group (an op, a model) the report counts it under."""

    name: str
    group: str


@dataclass(frozen=True)
class Case:
    """One thing to lower and check."""

    name: str
    subject: Any
    inputs: tuple[Any, ...] = ()
    #: called on the inputs, gives the expected outputs (None: the subject itself)
    reference: Callable[..., Any] | None = None
    #: VALUES, or SHAPES for outputs whose values cannot be compared
    compare: str = VALUES
    #: why the case cannot be tested at all (non-empty: skipped with this reason)
    untestable: str = ""
    #: a note on how it is checked (a random op...), shown with its result
    note: str = ""
    #: text that decides everything about the case across runs (None: never cached)
    cache_key: str | None = None
    #: keeps objects the subject needs alive while the case is built and run
    keep: tuple[Any, ...] = field(default=(), compare=False, repr=False)


class Source:
    """Where a suite's cases come from."""

    #: a word for the report and the cache key (``opinfo``, ``models``...)
    kind: str = "cases"
    #: a folder where the source may keep what it learns across runs (the OpInfo sample
    #: counts): the session sets it to the cross-run cache folder before :meth:`ids`;
    #: None (``--irlower-no-cache``): nowhere
    memory: Path | None = None

    def ids(self) -> list[CaseId]:
        """Every case, in a deterministic order."""
        raise NotImplementedError

    def build(self, name: str) -> Case:
        """The case called ``name`` (one of :meth:`ids`)."""
        raise NotImplementedError

    def describe(self) -> str:
        """What the source selects (for cache keys and messages)."""
        return self.kind


# -- cases given by hand, and models ----------------------------------------------------


class GivenCases(Source):
    """Cases given as ``{name: subject}`` or ``{name: (subject, inputs)}``: source text
    for a family of text IR types, or a module with its inputs."""

    kind = "cases"

    def __init__(self, cases: Mapping[str, Any]) -> None:
        if not cases:
            raise UsageError("cases= is empty: give {name: subject} or {name: (subject, inputs)}")
        self._cases = dict(cases)

    def ids(self) -> list[CaseId]:
        return [CaseId(name, name) for name in self._cases]

    def build(self, name: str) -> Case:
        value = self._cases[name]
        subject, inputs = value if isinstance(value, tuple) and len(value) == 2 else (value, ())
        from pytest_irlower.api.deferred import as_input_tuple

        key = None
        if isinstance(subject, str) and not inputs:  # text: it decides everything
            key = f"text {subject!r}"
        return Case(name, subject, as_input_tuple(inputs), cache_key=key)


class Models(Source):
    """Models of a zoo: ``{name: factory}``, each factory returning ``(model, inputs)``."""

    kind = "models"

    def __init__(self, models: Mapping[str, Callable[[], tuple[Any, Any]]]) -> None:
        if not models:
            raise UsageError("models= is empty: give {name: factory returning (model, inputs)}")
        self._models = dict(models)

    def ids(self) -> list[CaseId]:
        return [CaseId(name, name) for name in self._models]

    def build(self, name: str) -> Case:
        from pytest_irlower.api.deferred import as_input_tuple

        model, inputs = self._models[name]()
        return Case(name, model, as_input_tuple(inputs))
