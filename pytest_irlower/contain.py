"""Crash and time containment for in-process native work: a crash costs one test.

MLIR translation, in-process ``mlir-opt``/``mlir-translate`` stages, MLIR parsing of user
text and Triton compiles run C++ that can abort or segfault on hostile input, and none of
it can be interrupted from Python. :func:`contained` runs such a step in a forked child
process (it inherits every object the step needs, at copy-on-write cost) and takes its
result back through a pipe. A crash, an abort or running past ``irlower_timeout`` then
fails the lowering with the stage, the signal and the child's last stderr lines, and the
session goes on. Where ``fork`` does not exist (or ``IRLOWER_NO_FORK=1``) the step runs
in-process.
"""

from __future__ import annotations

import atexit
import contextlib
import faulthandler
import gc
import io
import itertools
import os
import pickle
import select
import signal
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from pytest_irlower.errors import (
    IRLowerError,
    LoweringError,
    ToolchainMissing,
    UnsupportedCombination,
    UsageError,
    condense,
    is_transient,
)
from pytest_irlower.process import REAPER, kill_group

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
    from pytest_irlower import passes

    log = passes.active()
    if log is not None:  # the child's recorded passes come back with its result
        return _with_passes(log, step, stage, timeout, what, command, input_ir, meanwhile)
    child = _Child([step])
    child.meanwhile(meanwhile)
    return child.next(  # type: ignore[no-any-return]
        stage=stage, timeout=timeout, what=what, command=command, input_ir=input_ir
    )


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
    from pytest_irlower import passes

    if not then or not enabled() or passes.active() is not None:
        return contained(step, stage=stage, timeout=timeout, what=what, meanwhile=meanwhile), []
    child = _Child([step, *(t.step for t in then)])
    child.meanwhile(meanwhile)
    first = child.next(stage=stage, timeout=timeout, what=what)
    aheads = [Ahead(child, index, t.stage, t.what) for index, t in enumerate(then, 1)]
    for before, after in itertools.pairwise(aheads):
        before.following = after
    if child.pid is not None:
        _RUNNING.append(child)
    return first, aheads


class Ahead:
    """The result, to come, of a step that a child runs ahead (see :func:`contained_ahead`)."""

    def __init__(self, child: _Child, index: int, stage: str, what: str) -> None:
        self._child = child
        self.index = index
        self.stage = stage
        self.what = what
        #: the step the same child runs after this one
        self.following: Ahead | None = None

    def result(self, *, timeout: float) -> Any:
        """The step's result, or its error raised (a crash or a timeout as
        :func:`contained` reports them); its time limit counts from when the step before it
        finished. None when it cannot come (the child was stopped): run the step anew."""
        child = self._child
        if child.pid is None or child.index != self.index:
            return None
        try:
            return child.next(stage=self.stage, timeout=timeout, what=self.what)
        finally:
            if child.pid is None and child in _RUNNING:
                _RUNNING.remove(child)


#: children with steps still running ahead
_RUNNING: list[_Child] = []
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


class _Child:
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

    def meanwhile(self, work: Callable[[], object] | None) -> None:
        """Run ``work`` here while the child runs (the child is stopped if it fails)."""
        if work is None:
            return
        try:
            work()
        except BaseException:
            self.stop()
            raise

    def next(
        self,
        *,
        stage: str,
        timeout: float,
        what: str,
        command: str | None = None,
        input_ir: Callable[[], str] | None = None,
    ) -> Any:
        """The next step's result, or its error, crash or timeout raised."""
        assert self.pid is not None
        deadline = self._since + timeout
        try:
            header = _read_exactly(self._pipe, 16, deadline)
        except BaseException:  # interrupted (Ctrl-C, an outer time limit): no orphan child
            self.stop()
            raise
        if header is None:
            timed_out = time.monotonic() >= deadline
            if timed_out:
                kill_group(self.pid)
            tail = _pread_all(self._stderr.fileno(), self._stderr_at)[-20000:]
            status = self.stop(wait=True)
            if timed_out:
                raise LoweringError(
                    stage,
                    f"{what} did not finish within {timeout:g} s (irlower_timeout) and was stopped",
                    command=command,
                    input_ir=input_ir() if input_ir else None,
                    transient=True,
                )
            text = tail.decode("utf-8", errors="replace")
            raise LoweringError(
                stage,
                f"{what} crashed: {_status(status)}"
                + (
                    f"; its last stderr lines:\n{condense(text, max_lines=20)}"
                    if text.strip()
                    else ""
                ),
                command=command,
                input_ir=input_ir() if input_ir else None,
                transient=True,
            )
        offset = int.from_bytes(header[:8], "little")
        size = int.from_bytes(header[8:], "little")
        self._since = time.monotonic()
        self._stderr_at = os.fstat(self._stderr.fileno()).st_size
        self.index += 1
        kind, payload = pickle.loads(_pread_all(self._results.fileno(), offset, size))
        if kind != "ok" or self.index == self._count:  # the child is done
            self.stop(wait=False)
        if kind == "ok":
            return payload
        raise _rebuild(payload, stage)

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


#: children killed (or leaving) after their last result, not reaped yet (at the next
#: contained step, at the end of a lowering, or at exit)
_DYING: list[int] = []


def reap_dying() -> None:
    """Reap the children of :data:`_DYING` that are gone; the others stay for later."""
    for pid in list(_DYING):
        try:
            done, _ = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            done = pid
        if done:
            with contextlib.suppress(ValueError):  # another thread took it first
                _DYING.remove(pid)
            REAPER.forget(pid)


@atexit.register
def _reap_all() -> None:
    for pid in _DYING:
        with contextlib.suppress(ChildProcessError):
            os.waitpid(pid, 0)
    _DYING.clear()


def _results_file() -> Any:
    """An unlinked file in memory for a child's results (memfd), else a temporary file."""
    if hasattr(os, "memfd_create"):
        with contextlib.suppress(OSError):
            return os.fdopen(os.memfd_create("irlower-results", os.MFD_CLOEXEC), "w+b")
    return tempfile.TemporaryFile()


def _pread_all(fd: int, offset: int, size: int | None = None) -> bytes:
    """``size`` bytes of file ``fd`` from ``offset`` (None: to its end), leaving the
    file's position alone (a child may be writing there)."""
    if size is None:
        size = max(0, os.fstat(fd).st_size - offset)
    chunks: list[bytes] = []
    while size > 0:
        chunk = os.pread(fd, size, offset)
        if not chunk:
            break
        chunks.append(chunk)
        offset += len(chunk)
        size -= len(chunk)
    return chunks[0] if len(chunks) == 1 else b"".join(chunks)


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
    from pytest_irlower import passes

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


class _Expired(BaseException):
    """Raised in the main thread when an in-process step runs past its time limit."""


@contextlib.contextmanager
def time_limit(seconds: float, *, stage: str, what: str) -> Iterator[None]:
    """Bound in-process Python work (a model's ``forward`` under torch.export...) by a
    timer signal: past ``seconds`` a :class:`LoweringError` is raised where it runs.

    Only in the main thread, and only when nobody else (pytest-timeout's signal method)
    owns SIGALRM; native code that does not return to Python is not interrupted.
    """
    usable = (
        hasattr(signal, "setitimer")
        and threading.current_thread() is threading.main_thread()
        and signal.getsignal(signal.SIGALRM) in (signal.SIG_DFL, None)
        and signal.getitimer(signal.ITIMER_REAL)[0] == 0
    )
    if not usable:
        yield
        return

    def expire(signum: int, frame: Any) -> None:
        if _importing(frame):  # never leave a module half-imported for the rest of the
            # session (networkx, half-registered, fails every later torch.export): retry
            # once the import is done
            signal.setitimer(signal.ITIMER_REAL, 0.2)
            return
        raise _Expired

    signal.signal(signal.SIGALRM, expire)
    # a little later than the limit: a child process the step runs under the same limit
    # reports its own timeout first, with its own words
    signal.setitimer(signal.ITIMER_REAL, seconds * 1.25 + 1.0)
    try:
        yield
    except _Expired:
        raise LoweringError(
            stage,
            f"{what} did not finish within {seconds:g} s (irlower_timeout) and was stopped",
            transient=True,
        ) from None
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, signal.SIG_DFL)


def _importing(frame: Any) -> bool:
    """Whether ``frame`` runs inside an import (a module's top level being executed)."""
    while frame is not None:
        if frame.f_code.co_filename.startswith("<frozen importlib._bootstrap"):
            return True
        frame = frame.f_back
    return False


def _quiet_fault_handler() -> None:
    # pytest's faulthandler writes to its own copy of the terminal's stderr: a crash the
    # parent reports (with the signal) would also dump the child's Python stack there
    if faulthandler.is_enabled():
        faulthandler.disable()


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


def _status(status: int) -> str:
    if os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        try:
            name = signal.Signals(number).name
        except ValueError:
            name = "unknown signal"
        return f"killed by signal {number} ({name})"
    return f"exit status {os.WEXITSTATUS(status)} without a result"


def _describe(exc: BaseException) -> tuple[Any, ...]:
    if isinstance(exc, LoweringError):
        combination = getattr(exc, "combination", None)
        return (
            "lowering",
            exc.stage,
            exc.detail,
            exc.command,
            exc.input_ir,
            is_transient(exc),
            combination,
        )
    if isinstance(exc, ToolchainMissing):
        return ("missing", exc.component, exc.looked_for, exc.hint)
    if isinstance(exc, UsageError):
        return ("usage", str(exc))
    return ("other", type(exc).__name__, str(exc) or repr(exc), is_transient(exc))


def _unpicklable(exc: BaseException) -> tuple[Any, ...]:
    """What a result that could not be pickled (``exc``) is sent back as."""
    return ("other", type(exc).__name__, f"unpicklable result: {exc}", is_transient(exc))


def _rebuild(payload: tuple[Any, ...], stage: str) -> IRLowerError:
    kind = payload[0]
    if kind == "lowering":
        _, failed, detail, command, input_ir, transient, combination = payload
        if combination is not None:
            return UnsupportedCombination(
                failed, detail, combination=combination, command=command, input_ir=input_ir
            )
        return LoweringError(
            failed, detail, command=command, input_ir=input_ir, transient=transient
        )
    if kind == "missing":
        return ToolchainMissing(*payload[1:])
    if kind == "usage":
        return UsageError(payload[1])
    return LoweringError(stage, f"{payload[1]}: {payload[2]}", transient=payload[3])


class NotInWorker(Exception):
    """The worker was forked before what a request needs existed: fork a new one."""


class Worker:
    """A forked child that stays: it runs requests one after another, so what the first
    one sets up (Triton's and LLVM's warm state) serves the next; a crash or a timeout
    costs the request that caused it, and the next request gets a fresh worker.

    A request names a module-level function and pickled arguments; the worker was forked
    from this process, so it has every module this process had imported by then.
    """

    def __init__(self) -> None:
        self.pid: int | None = None
        self._to: int | None = None
        self._from: int | None = None
        self._stderr: Any = None

    def call(
        self,
        function: Callable[..., T],
        *args: Any,
        stage: str,
        timeout: float,
        what: str,
    ) -> T:
        """``function(*args)`` in the worker (forked now if none runs)."""
        if not enabled():
            return function(*args)
        request = pickle.dumps((function.__module__, function.__qualname__, args))
        for attempt in (1, 2):
            if self.pid is None:
                self._start()
            assert self._stderr is not None
            start = self._stderr.seek(0, os.SEEK_END)
            try:
                _send(self._to, request)
                data, timed_out = _receive(self._from, timeout)
            except BaseException:
                self.stop()
                raise
            if timed_out or data is None:
                status = self.stop(kill=True)
                tail = self._tail(start)
                if timed_out:
                    raise LoweringError(
                        stage,
                        f"{what} did not finish within {timeout:g} s (irlower_timeout) "
                        "and was stopped",
                        transient=True,
                    )
                raise LoweringError(
                    stage,
                    f"{what} crashed: {status}"
                    + (
                        f"; its last stderr lines:\n{condense(tail, max_lines=20)}"
                        if tail.strip()
                        else ""
                    ),
                    transient=True,
                )
            kind, payload = pickle.loads(data)
            if kind == "ok":
                return payload  # type: ignore[no-any-return]
            if kind == "missing" and attempt == 1:
                self.stop()  # forked too early for this request: again, from now
                continue
            if kind == "missing":  # a worker state problem, not the input's
                raise LoweringError(stage, f"{what}: {payload}", transient=True)
            raise _rebuild(payload, stage)
        raise AssertionError("unreachable")

    def _tail(self, start: int) -> str:
        assert self._stderr is not None
        self._stderr.seek(start)
        data: bytes = self._stderr.read()
        return data[-20000:].decode("utf-8", errors="replace")

    def _start(self) -> None:
        to_child_r, to_child_w = os.pipe()
        from_child_r, from_child_w = os.pipe()
        self._stderr = tempfile.TemporaryFile()  # noqa: SIM115  (lives as long as the worker)
        with REAPER.forking():
            pid = os.fork()
        if pid == 0:
            os.close(to_child_w)
            os.close(from_child_r)
            _settle_in_child()
            _serve(to_child_r, from_child_w, self._stderr.fileno())
        os.close(to_child_r)
        os.close(from_child_w)
        _adopt(pid)
        self.pid, self._to, self._from = pid, to_child_w, from_child_r

    def stop(self, *, kill: bool = False) -> str:
        """End the worker; its exit status, described."""
        if self.pid is None:
            return "not running"
        for fd in (self._to, self._from):
            if fd is not None:
                with contextlib.suppress(OSError):
                    os.close(fd)
        if kill:
            kill_group(self.pid)  # what it started (ptxas) too
        os.waitid(os.P_PID, self.pid, os.WEXITED | os.WNOWAIT)  # exited, not reaped yet:
        kill_group(self.pid)  # its group id cannot have been reused, so this is its group
        _, status = os.waitpid(self.pid, 0)
        REAPER.forget(self.pid)
        self.pid = self._to = self._from = None
        return _status(status)


def _serve(requests: int, replies: int, err: int) -> None:
    """The worker's loop: until the pipe closes, run each request and send its outcome."""
    import importlib

    os.dup2(err, 2)
    os.dup2(err, 1)
    _quiet_fault_handler()
    code = 0
    try:
        while True:
            data = _receive_blocking(requests)
            if data is None:
                break
            try:
                module, qualname, args = pickle.loads(data)
                target: Any = importlib.import_module(module)
                for part in qualname.split("."):
                    target = getattr(target, part)
                reply: tuple[str, Any] = ("ok", target(*args))
            except NotInWorker as exc:
                reply = ("missing", str(exc))
            except BaseException as exc:
                reply = ("error", _describe(exc))
            try:
                out = pickle.dumps(reply)
            except Exception as exc:
                out = pickle.dumps(("error", _unpicklable(exc)))
            _send(replies, out)
    except BaseException:
        code = 70
    finally:
        os._exit(code)


def _send(fd: int | None, data: bytes) -> None:
    assert fd is not None
    view = memoryview(len(data).to_bytes(8, "little") + data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _receive_blocking(fd: int) -> bytes | None:
    header = _read_exactly(fd, 8, None)
    if header is None:
        return None
    return _read_exactly(fd, int.from_bytes(header, "little"), None)


def _receive(fd: int | None, timeout: float) -> tuple[bytes | None, bool]:
    """(message, timed out); message None: the worker died first."""
    assert fd is not None
    deadline = time.monotonic() + timeout
    header = _read_exactly(fd, 8, deadline)
    if header is None:
        return None, time.monotonic() >= deadline
    body = _read_exactly(fd, int.from_bytes(header, "little"), deadline)
    return body, body is None and time.monotonic() >= deadline


def _read_exactly(fd: int, size: int, deadline: float | None) -> bytes | None:
    chunks: list[bytes] = []
    left = size
    while left:
        if deadline is not None:
            wait = deadline - time.monotonic()
            if wait <= 0:
                return None
            ready, _, _ = select.select([fd], [], [], min(wait, 1.0))
            if not ready:
                continue
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            return None
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


#: the session's worker (one per process: each xdist worker has its own)
WORKER = Worker()
