"""Fork per step: :func:`contained` runs a step in a forked child (:class:`_Child`, which
can run several steps one after another) and takes its outcome back; a crash or a
timeout there is a :class:`LoweringError` here."""

from __future__ import annotations

import contextlib
import gc
import io
import os
import pickle
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

from pytest_irlower.errors import LoweringError
from pytest_irlower.runtime.contain.reaping import _DYING, reap_dying
from pytest_irlower.runtime.contain.wire import (
    _describe,
    _pread_all,
    _quiet_fault_handler,
    _read_exactly,
    _rebuild,
    _results_file,
    _status,
    _stopped,
    _unpicklable,
)
from pytest_irlower.runtime.reaper import REAPER, kill_group

T = TypeVar("T")

_INSIDE = [False]


def enabled() -> bool:
    """Whether steps run in a forked child (not in one already, fork available, not off)."""
    if _INSIDE[0]:
        return False
    return hasattr(os, "fork") and os.environ.get("IRLOWER_NO_FORK", "") in ("", "0")


@contextlib.contextmanager
def already_contained() -> Iterator[None]:
    """Inside, steps run as they are (the caller is contained already)."""
    saved = _INSIDE[0]
    _INSIDE[0] = True
    try:
        yield
    finally:
        _INSIDE[0] = saved


def contained(
    step: Callable[[], T],
    *,
    stage: str,
    timeout: float,
    what: str,
    command: str | None = None,
    input_ir: Callable[[], str] | None = None,
    meanwhile: Callable[[], object] | None = None,
) -> T:
    """``step()``, run in a forked child; its crash or timeout is a :class:`LoweringError`.

    ``what`` names the step in messages (``mlir-translate --mlir-to-llvmir``); ``command``
    reproduces it and ``input_ir`` gives its input, saved for that command, on a failure.
    The step's result and errors must pickle (text, bytes, mappings of them).
    ``meanwhile()`` runs here while the child works (what taking the result will need).
    """
    if not enabled():
        return step()
    from pytest_irlower.runtime import passes

    log = passes.active()
    if log is not None:  # the child's recorded passes come back with its result
        return _with_passes(log, step, stage, timeout, what, command, input_ir, meanwhile)
    child = _Child([step])
    child.meanwhile(meanwhile)
    return child.next(  # type: ignore[no-any-return]
        stage=stage, timeout=timeout, what=what, command=command, input_ir=input_ir
    )


class Steps:
    """Steps run elsewhere, their results taken one by one (:meth:`next`): a forked
    :class:`_Child`, or a job of the session's worker (``forkserver.Job``). Each says how
    a result comes (``_receive``), what a process that ended without one left
    (``_ended``), and what is done once the last is taken (``_done``)."""

    #: the process running them while results are to come, else None
    pid: int | None
    #: the results taken so far
    index: int = 0
    #: how many results there will be
    _count: int
    #: when the step whose result comes next started, as far as this process knows
    _since: float

    def next(
        self,
        *,
        stage: str,
        timeout: float,
        what: str,
        command: str | None = None,
        input_ir: Callable[[], str] | None = None,
    ) -> Any:
        """The next step's result, or its error, crash or timeout raised (``stage``,
        ``what``: how messages name it; ``command``, ``input_ir()``: what reproduces it);
        its time limit counts from the result before it."""
        assert self.pid is not None
        deadline = self._since + timeout
        try:
            data = self._receive(deadline)
        except BaseException:  # interrupted (Ctrl-C, an outer time limit): nothing left over
            self.stop()
            raise
        if data is None:
            timed_out = time.monotonic() >= deadline
            status, stderr = self._ended(timed_out)
            raise _stopped(
                stage,
                what,
                timeout=timeout if timed_out else None,
                status=status,
                stderr=stderr,
                command=command,
                input_ir=input_ir,
            )
        self._since = time.monotonic()
        self.index += 1
        kind, payload = pickle.loads(data)
        if kind != "ok" or self.index == self._count:  # nothing more comes
            self._done()
        if kind == "ok":
            return payload
        if kind == "missing":  # the worker's state, not the input's
            raise LoweringError(stage, f"{what}: {payload}", transient=True)
        raise _rebuild(payload, stage)

    def _receive(self, deadline: float) -> bytes | None:
        """The next result, pickled; None: the process ended first, or the deadline came."""
        raise NotImplementedError

    def _ended(self, timed_out: bool) -> tuple[str, str]:
        """Stop the process that gave no result (it ran past its time if ``timed_out``):
        its exit status, described, and its last stderr lines."""
        raise NotImplementedError

    def _done(self) -> None:
        """The last result was taken (or an error)."""
        raise NotImplementedError

    def stop(self, *, wait: bool = True) -> int:
        """Stop what still runs; the wait status where ``wait`` reaped it, else 0."""
        raise NotImplementedError

    def meanwhile(self, work: Callable[[], object] | None) -> None:
        """Run ``work`` here while the steps run (they are stopped if it fails)."""
        if work is None:
            return
        try:
            work()
        except BaseException:
            self.stop()
            raise


class _Child(Steps):
    """A forked child running steps one after another.

    Each step's outcome is pickled into a results file (a memfd: no pipe round trips and
    no chunked reads for a 50 MB module); the pipe carries its place, 16 bytes, and its
    end of file says that the child died. Its stderr goes to a file of its own.
    """

    def __init__(self, steps: Sequence[Callable[[], Any]]) -> None:
        reap_dying()
        self._count = len(steps)
        self._results = _results_file()
        self._stderr = tempfile.TemporaryFile()  # noqa: SIM115  (lives as long as the child)
        read_end, write_end = os.pipe()
        with REAPER.forking():
            pid = os.fork()
        if pid == 0:  # the child: run, send, and leave without running the parent's exit code
            os.close(read_end)
            _settle_in_child()
            _child(steps, write_end, self._results.fileno(), self._stderr.fileno())
        os.close(write_end)
        _adopt(pid)
        self.pid: int | None = pid
        self._pipe = read_end
        #: the step the next message is about
        self.index = 0
        #: when that step started, as far as this process knows
        self._since = time.monotonic()
        #: where that step's stderr lines start
        self._stderr_at = 0

    def _receive(self, deadline: float) -> bytes | None:
        header = _read_exactly(self._pipe, 16, deadline)
        if header is None:
            return None
        offset = int.from_bytes(header[:8], "little")
        size = int.from_bytes(header[8:], "little")
        self._stderr_at = os.fstat(self._stderr.fileno()).st_size
        return _pread_all(self._results.fileno(), offset, size)

    def _ended(self, timed_out: bool) -> tuple[str, str]:
        assert self.pid is not None
        if timed_out:
            kill_group(self.pid)
        tail = _pread_all(self._stderr.fileno(), self._stderr_at)[-20000:]
        status = self.stop(wait=True)
        return _status(status), tail.decode("utf-8", errors="replace")

    def _done(self) -> None:
        self.stop(wait=False)

    def stop(self, *, wait: bool = True) -> int:
        """End the child (killed, with its group, if it still runs) and close its files.

        ``wait``: reap it now and give its wait status; else it is reaped later (its exit
        unmaps a copy of this whole process: no need to wait for that) and this gives 0.
        """
        if self.pid is None:
            return 0
        pid, self.pid = self.pid, None
        os.close(self._pipe)
        self._results.close()
        self._stderr.close()
        if wait:
            return _end(pid)
        kill_group(pid)  # before it is reaped: its group id cannot have been reused
        _DYING.append(pid)
        return 0


def _with_passes(
    log: Any,
    step: Callable[[], T],
    stage: str,
    timeout: float,
    what: str,
    command: str | None,
    input_ir: Callable[[], str] | None,
    meanwhile: Callable[[], object] | None,
) -> T:
    from pytest_irlower.runtime import passes

    def recorded() -> tuple[T, list[Any]]:
        with passes.recording(log.keep_weights) as inner:
            return step(), inner.entries

    with passes.suspended():
        result, entries = contained(
            recorded,
            stage=stage,
            timeout=timeout,
            what=what,
            command=command,
            input_ir=input_ir,
            meanwhile=meanwhile,
        )
    log.entries.extend(entries)
    return result


def _settle_in_child() -> None:
    """First thing in a forked child: its own process group, steps run as they are, no
    garbage collection, and no thread pool of torch's."""
    _become_group_leader()
    _INSIDE[0] = True
    # a collection would walk (and so copy) the parent's whole heap, page by page
    gc.disable()
    _single_threaded_torch()


def _single_threaded_torch() -> None:
    """Keep torch's intra-op thread pool out of a forked child.

    Once the parent has run a parallel torch op, libgomp's thread team exists there, and
    a fork copies its bookkeeping but not its threads: the child's first parallel op (any
    op over 32,768 elements: the copy of a large result) waits forever for them. With one
    thread, torch runs every op inline and never enters OpenMP. Only torch as the parent
    loaded it: a child that imports torch itself starts with no team.
    """
    torch = sys.modules.get("torch")
    if torch is not None and hasattr(torch, "set_num_threads"):
        torch.set_num_threads(1)


def _become_group_leader() -> None:
    """In a forked child: lead a process group of its own, so that it is killed with what
    it starts (Triton's ``ptxas``), and drop the parent's reaper pipe."""
    with contextlib.suppress(OSError):
        os.setpgid(0, 0)
    REAPER.drop_inherited()


def _adopt(pid: int) -> None:
    """In the parent: the child leads its group (set on both sides: no race) and the
    reaper kills that group if this process dies first."""
    with contextlib.suppress(OSError):
        os.setpgid(pid, pid)
    REAPER.watch(pid)


def _end(pid: int) -> int:
    """Kill what is left of a child's group, reap the child; its wait status."""
    kill_group(pid)
    _, status = os.waitpid(pid, 0)
    REAPER.forget(pid)
    return status


def _child(steps: Sequence[Callable[[], Any]], out: int, results: int, err: int) -> None:
    code = 0
    try:
        os.dup2(err, 2)
        os.dup2(err, 1)  # nothing of the child lands in the parent's captured output
        _quiet_fault_handler()
        sink = io.BufferedWriter(io.FileIO(results, "wb", closefd=False), 1 << 16)
        for step in steps:
            try:
                message: tuple[str, Any] = ("ok", step())
            except BaseException as exc:  # sent to the parent, which raises it there
                message = ("error", _describe(exc))
            start = sink.tell()
            try:  # a large bytes result goes to the file as it is, not copied first
                pickle.dump(message, sink, protocol=pickle.HIGHEST_PROTOCOL)
            except Exception as exc:
                sink.seek(start)
                message = ("error", _unpicklable(exc))
                pickle.dump(message, sink, protocol=pickle.HIGHEST_PROTOCOL)
            sink.flush()
            size = sink.tell() - start
            view = memoryview(start.to_bytes(8, "little") + size.to_bytes(8, "little"))
            while view:
                written = os.write(out, view)
                view = view[written:]
            if message[0] != "ok":
                break
    except BaseException:
        code = 70
    finally:
        os._exit(code)
