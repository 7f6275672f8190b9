"""Run-ahead: one child runs a stage's step and then the steps of the stages after it,
while the caller goes on; each later result waits, as an :class:`Ahead`, for the stage
that takes it, and :func:`settle` stops what no stage took."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from pytest_irlower.runtime.contain.child import Steps, _Child, contained, enabled
from pytest_irlower.runtime.contain.reaping import reap_dying

T = TypeVar("T")


@dataclass(frozen=True)
class Then:
    """A step that :func:`contained_ahead` runs after the first one, in the same child."""

    #: the stage it builds and how messages name it (as :func:`contained`'s arguments)
    stage: str
    what: str
    step: Callable[[], Any]


def contained_ahead(
    step: Callable[[], T],
    then: Sequence[Then],
    *,
    stage: str,
    timeout: float,
    what: str,
    meanwhile: Callable[[], object] | None = None,
) -> tuple[T, list[Ahead]]:
    """``step()`` as :func:`contained` runs it, and then, in the same child, each of
    ``then`` in order, while the caller goes on with the first result.

    One child instead of one per step: a fork, and the copy-on-write faults of a large
    process, are paid once. Each :class:`Ahead` gives its step's result when asked
    (``result``), with the same time limit and the same errors as a step of its own; the
    caller keeps it where the stage that needs it finds it (:func:`put_ahead`). With
    passes recorded, or no fork, no step runs ahead (the list is empty).
    """
    from pytest_irlower.runtime import passes

    if not then or not enabled() or passes.active() is not None:
        return contained(step, stage=stage, timeout=timeout, what=what, meanwhile=meanwhile), []
    child = _Child([step, *(t.step for t in then)])
    return running_ahead(
        child,
        [(t.stage, t.what) for t in then],
        stage=stage,
        timeout=timeout,
        what=what,
        meanwhile=meanwhile,
    )


def running_ahead(
    child: Steps,
    then: Sequence[tuple[str, str]],
    *,
    stage: str,
    timeout: float,
    what: str,
    meanwhile: Callable[[], object] | None = None,
) -> tuple[Any, list[Ahead]]:
    """The first result of ``child`` (a forked ``_Child``, or a job of the session's
    worker: ``forkserver.Job``), which runs a step for each of ``then`` (stage, what)
    after it, and an :class:`Ahead` for each of those; ``meanwhile()`` runs here first."""
    child.meanwhile(meanwhile)
    first = child.next(stage=stage, timeout=timeout, what=what)
    aheads = [Ahead(child, index, name, says) for index, (name, says) in enumerate(then, 1)]
    for before, after in itertools.pairwise(aheads):
        before.following = after
    if child.pid is not None:
        _RUNNING.append(child)
    return first, aheads


class Ahead:
    """The result, to come, of a step that a child runs ahead (see :func:`contained_ahead`)."""

    def __init__(self, child: Steps, index: int, stage: str, what: str) -> None:
        self._child = child
        self.index = index
        self.stage = stage
        self.what = what
        #: the step the same child runs after this one
        self.following: Ahead | None = None

    def result(
        self,
        *,
        timeout: float,
        command: str | None = None,
        input_ir: Callable[[], str] | None = None,
    ) -> Any:
        """The step's result, or its error raised (a crash or a timeout as
        :func:`contained` reports them, with ``command`` and ``input_ir`` as it takes them);
        its time limit counts from when the step before it finished. None when it cannot
        come (the child was stopped): run the step anew."""
        child = self._child
        if child.pid is None or child.index != self.index:
            return None
        try:
            return child.next(
                stage=self.stage,
                timeout=timeout,
                what=self.what,
                command=command,
                input_ir=input_ir,
            )
        finally:
            if child.pid is None and child in _RUNNING:
                _RUNNING.remove(child)


#: children with steps still running ahead
_RUNNING: list[Steps] = []
#: aheads waiting for the stage that takes them: (holder's id, stage) -> (holder, ahead)
_AHEADS: dict[tuple[int, str], tuple[Any, Ahead]] = {}


def put_ahead(holder: Any, ahead: Ahead) -> None:
    """Keep ``ahead`` for the stage it builds from ``holder`` (its input: an MLIR module)."""
    _AHEADS[(id(holder), ahead.stage)] = (holder, ahead)


def take_ahead(holder: Any, stage: str) -> Ahead | None:
    """The ahead kept for ``stage`` built from ``holder``, or None."""
    found = _AHEADS.pop((id(holder), stage), None)
    if found is None or found[0] is not holder:
        return None
    return found[1]


def settle() -> None:
    """Stop every child still running steps ahead that no stage took (at the end of a
    lowering: nothing started by a lowering outlives it)."""
    _AHEADS.clear()
    while _RUNNING:
        _RUNNING.pop().stop()
    reap_dying()
