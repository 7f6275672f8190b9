"""MLIR modules built in a forked child: a pass that aborts or segfaults fails one lowering.

:func:`contained_module` runs a build (an import, a pass pipeline) in a child, which may
then run the steps of the stages after it (:class:`Next`, a family's ``run_ahead``
answer); each module comes back as MLIR bytecode into a fresh context of this process.
A small model's pipelines run in the session's worker instead (``contain.forkserver``),
their input module sent as bytecode: a fork of this whole process costs a small
lowering more than a tenth of its time.
"""

from __future__ import annotations

import functools
import io
import itertools
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from pytest_irlower.engines.mlir import load_tm_tensor, new_context


@dataclass(frozen=True)
class Next:
    """A module step after a contained build that its child may run ahead: ``lower``
    takes the module before it and gives the next one (on a clone; the input stays).

    ``module=False``: ``lower`` gives the stage's result itself (LLVM IR text...; it must
    pickle), which :func:`ahead_result` hands to the stage's builder; no step follows it.
    """

    stage: str
    what: str
    lower: Callable[[Any], Any]
    module: bool = True


def contained_module(
    build: Callable[..., Any],
    *,
    stage: str,
    timeout: float,
    what: str,
    contexts: tuple[Any, ...] = (),
    then: tuple[Next, ...] = (),
    source: Any = None,
    meanwhile: Callable[[], object] | None = None,
    on: Any = None,
    small: bool = False,
) -> Any:
    """``build()`` (it returns a module op) run in a forked child: an MLIR pass or the
    importer that aborts or segfaults fails this lowering only, and a hang is stopped.

    ``on``: the module that ``build`` takes (``build(on)``); ``build`` and each step of
    ``then`` are then module-level functions or partials of them, so that with ``small``
    (see :func:`small_model`) the session's worker runs them, on ``on`` sent there as
    bytecode, with the same containment and no fork.

    The module comes back as MLIR bytecode, parsed into a fresh context (resource names
    stay as they were). In the child, the inherited ``contexts`` run single-threaded: the
    parent's thread pool has no threads there.

    ``then``: the steps that the lowering takes next (Torch backend IR to Linalg...); the
    same child runs them ahead while this process goes on, and the call that builds one
    of them from this call's module (``source=`` that module, the same ``stage``) takes
    its result instead of forking again.

    ``meanwhile()``: work of this process on what ``build`` reads (printing it), done while
    the child runs; before ``build()`` when nothing is forked (``build`` may change it).
    """
    from pytest_irlower.runtime.contain.child import enabled
    from pytest_irlower.runtime.contain.runahead import Then, contained_ahead, put_ahead, take_ahead

    given = build
    if on is not None:
        build = functools.partial(given, on)
    if not enabled():
        if meanwhile is not None:
            meanwhile()
        return build()
    if source is not None:
        ahead = take_ahead(source, stage)
        if ahead is not None:
            if meanwhile is not None:
                meanwhile()
            data = ahead.result(timeout=timeout)
            if data is not None:
                op = _parsed(data)
                if ahead.following is not None:
                    put_ahead(op, ahead.following)
                return op

    then = _up_to_first_result(then)
    if on is not None and small and _worker_may_run():
        done = _in_worker(
            given, on, then, stage=stage, timeout=timeout, what=what, meanwhile=meanwhile
        )
        if done is not None:
            return done
    steps: list[Any] = []

    def first() -> bytes:
        for context in contexts:
            context.enable_multithreading(False)
        steps.append(build())
        return _bytecode(steps[-1])

    def step(following: Next) -> Callable[[], Any]:
        def run() -> Any:
            if not following.module:
                return following.lower(steps[-1])
            steps.append(following.lower(steps[-1]))
            return _bytecode(steps[-1])

        return run

    data, aheads = contained_ahead(
        first,
        [Then(n.stage, n.what, step(n)) for n in then],
        stage=stage,
        timeout=timeout,
        what=what,
        meanwhile=lambda: _meanwhile(meanwhile, 1 + sum(n.module for n in then)),
    )
    return _first(data, aheads)


#: the most bytes of weights a model may have for its pipelines to run in the session's
#: worker: its module goes there as bytecode, a copy, where a fork shares its pages
WORKER_LIMIT = 4 << 20


def small_model(subject: Any) -> bool:
    """Whether ``subject`` (a ``torch.nn.Module``) has few enough weights for its MLIR
    pipelines to run in the session's worker (:data:`WORKER_LIMIT`)."""
    parameters = getattr(subject, "parameters", None)
    buffers = getattr(subject, "buffers", None)
    if not callable(parameters) or not callable(buffers):
        return False
    try:
        tensors = itertools.chain(parameters(), buffers())
        size = sum(int(t.numel()) * int(t.element_size()) for t in tensors)
    except Exception:  # an unusual module: forked, as any other
        return False
    return size <= WORKER_LIMIT


def _worker_may_run() -> bool:
    from pytest_irlower.runtime import passes

    return passes.active() is None  # recorded passes come back from a child of their own


def _in_worker(
    build: Callable[[Any], Any],
    source: Any,
    then: tuple[Next, ...],
    *,
    stage: str,
    timeout: float,
    what: str,
    meanwhile: Callable[[], object] | None,
) -> Any:
    """:func:`contained_module` in the session's worker: ``build``'s module goes as
    bytecode, each result comes back as the forked child's does. None: a step does not
    pickle (a family's ``run_ahead`` answered a lambda), so a child is forked for them."""
    import pickle

    from pytest_irlower.runtime.contain.forkserver import WORKER
    from pytest_irlower.runtime.contain.runahead import running_ahead

    try:
        job = WORKER.start_job(
            _steps_in_worker, _bytecode(source), build, then, count=1 + len(then)
        )
    except pickle.PicklingError:
        return None
    data, aheads = running_ahead(
        job,
        [(n.stage, n.what) for n in then],
        stage=stage,
        timeout=timeout,
        what=what,
        meanwhile=lambda: _meanwhile(meanwhile, 1 + sum(n.module for n in then)),
    )
    return _first(data, aheads)


def _first(data: bytes, aheads: list[Any]) -> Any:
    """The module of the first result (bytecode), with the results to come kept for the
    stages built from it."""
    from pytest_irlower.runtime.contain.runahead import put_ahead

    op = _parsed(data)
    if aheads:
        put_ahead(op, aheads[0])
    return op


def _steps_in_worker(
    data: bytes, build: Callable[[Any], Any], then: tuple[Next, ...]
) -> Iterator[Any]:
    """In the worker: the module of ``data`` (bytecode) built, then each step of ``then``
    run on the module before it; each module yielded as bytecode, a step's own result
    (``module=False``) as it is."""
    from torch_mlir import ir

    # as this process parses a result (see _parsed): every dialect registered, those of
    # the module loaded by the parser, those of a pass's output by the pass
    context = new_context(parse_only=True)
    context.enable_multithreading(False)  # one lowering's small module: no thread pool
    if b"tm_tensor" in data:
        load_tm_tensor(context)
    with context:
        op = build(ir.Module.parse(data).operation)
    yield _bytecode(op)
    for following in then:
        if not following.module:
            yield following.lower(op)
            return
        op = following.lower(op)
        yield _bytecode(op)


def _up_to_first_result(then: tuple[Next, ...]) -> tuple[Next, ...]:
    """``then`` up to its first step that gives no module (nothing can follow that one)."""
    for index, following in enumerate(then):
        if not following.module:
            return then[: index + 1]
    return then


def ahead_result(
    source: Any,
    stage: str,
    *,
    timeout: float,
    command: str | None = None,
    input_ir: Callable[[], str] | None = None,
) -> Any:
    """The result of a step with ``module=False`` (see :class:`Next`) that a child ran
    ahead to build ``stage`` from ``source`` (the module before it): its crash, timeout or
    error raised as its own child's would be. None: none ran ahead (build it)."""
    from pytest_irlower.runtime.contain.child import enabled
    from pytest_irlower.runtime.contain.runahead import take_ahead

    if not enabled():
        return None
    ahead = take_ahead(source, stage)
    if ahead is None:
        return None
    return ahead.result(timeout=timeout, command=command, input_ir=input_ir)


def _bytecode(op: Any) -> bytes:
    buffer = io.BytesIO()
    op.write_bytecode(buffer)
    return buffer.getvalue()


def _parsed(data: bytes) -> Any:
    """The module op of MLIR bytecode, in a fresh context."""
    from torch_mlir import ir

    context = _CONTEXTS.pop() if _CONTEXTS else new_context(parse_only=True)
    # no binding registers TMTensor (see load_tm_tensor): loaded first where the module
    # names it (its ops' dialect is a string of the bytecode)
    if b"tm_tensor" in data:
        load_tm_tensor(context)
    with context:
        return ir.Module.parse(data).operation


#: fresh contexts made while a child works, each for one module that comes back
_CONTEXTS: list[Any] = []


def _meanwhile(work: Callable[[], object] | None, modules: int) -> None:
    """What this process does while a child builds: the caller's ``work``, and a context
    for each module that will come back."""
    if work is not None:
        work()
    _prepare_contexts(modules)


def _prepare_contexts(count: int) -> None:
    # made while the child works, a context is not paid after the child is done (a
    # parse-only one costs about 1 ms: every dialect registered, none loaded)
    while len(_CONTEXTS) < count:
        _CONTEXTS.append(new_context(parse_only=True))
