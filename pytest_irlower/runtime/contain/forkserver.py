"""The fork server: a forked child that stays and runs requests one after another, so
that warm state set up by the first serves the next, and a small lowering pays no fork
of its own (:data:`WORKER`, one per process)."""

from __future__ import annotations

import contextlib
import os
import pickle
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

from pytest_irlower.errors import LoweringError
from pytest_irlower.runtime.contain.child import Steps, _adopt, _settle_in_child, enabled
from pytest_irlower.runtime.contain.wire import (
    _describe,
    _quiet_fault_handler,
    _rebuild,
    _receive,
    _receive_blocking,
    _send,
    _status,
    _stopped,
    _unpicklable,
)
from pytest_irlower.runtime.reaper import REAPER, kill_group

T = TypeVar("T")


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
        #: the job whose results are still coming (see :meth:`start_job`)
        self._job: Job | None = None
        #: the plugin's and torch-mlir's functions as they were when the worker was forked
        self._code: list[tuple[dict[str, Any], str, Any]] = []

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
        request = pickle.dumps(("call", function.__module__, function.__qualname__, args))
        for attempt in (1, 2):
            self._ready()
            assert self._stderr is not None
            start = self._stderr.seek(0, os.SEEK_END)
            try:
                _send(self._to, request)
                data, timed_out = _receive(self._from, timeout)
            except BaseException as exc:
                # an interrupt (Ctrl-C) stops the request at once: waiting for it to end
                # would hold the session's exit for as long as the request runs
                self.stop(kill=not isinstance(exc, Exception))
                raise
            if timed_out or data is None:
                status = self.stop(kill=True)
                raise _stopped(
                    stage,
                    what,
                    timeout=timeout if timed_out else None,
                    status=status,
                    stderr=self._tail(start),
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

    def start_job(self, function: Callable[..., Iterator[Any]], *args: Any, count: int) -> Job:
        """Start ``function(*args)`` in the worker (forked now if none runs, or if a
        function it may run was replaced here since: a test's monkeypatch); it yields
        ``count`` results, which the :class:`Job` gives one by one, as they come, while
        this process goes on. ``function`` must be a module-level generator function;
        ``args`` that do not pickle (a lambda) raise :class:`pickle.PicklingError` here,
        before anything is started."""
        try:
            request = pickle.dumps(("stream", function.__module__, function.__qualname__, args))
        except (pickle.PicklingError, AttributeError, TypeError) as exc:
            raise pickle.PicklingError(str(exc)) from exc
        self._ready()
        start = self._stderr.seek(0, os.SEEK_END)
        job = Job(self, count, start)
        try:
            _send(self._to, request)
        except BaseException:
            self.stop(kill=True)
            raise
        self._job = job
        return job

    def _ready(self) -> None:
        """A worker with no job running, forked from this process as its code is now."""
        if self._job is not None:  # results that no one will take: stop computing them
            self._job.stop()
        if self.pid is not None and not _same_code(self._code):
            self.stop()
        if self.pid is None:
            self._start()

    def _tail(self, start: int) -> str:
        assert self._stderr is not None
        self._stderr.seek(start)
        data: bytes = self._stderr.read()
        return data[-20000:].decode("utf-8", errors="replace")

    def _start(self) -> None:
        to_child_r, to_child_w = os.pipe()
        from_child_r, from_child_w = os.pipe()
        with contextlib.suppress(AttributeError, OSError):  # results run ahead without waiting
            import fcntl

            fcntl.fcntl(from_child_w, fcntl.F_SETPIPE_SZ, 1 << 20)
        self._code = _code()
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
        if self._job is not None:
            self._job.pid = None
            self._job = None
            kill = True  # it is computing results that no one will take
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
                mode, module, qualname, args = pickle.loads(data)
                target: Any = importlib.import_module(module)
                for part in qualname.split("."):
                    target = getattr(target, part)
                if mode == "stream":  # each result sent as it comes; an error ends it
                    for item in target(*args):
                        _send(replies, _pickled(("ok", item)))
                    continue
                reply: tuple[str, Any] = ("ok", target(*args))
            except NotInWorker as exc:
                reply = ("missing", str(exc))
            except BaseException as exc:
                reply = ("error", _describe(exc))
            _send(replies, _pickled(reply))
    except BaseException:
        code = 70
    finally:
        os._exit(code)


def _pickled(reply: tuple[str, Any]) -> bytes:
    try:
        return pickle.dumps(reply, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception as exc:
        return pickle.dumps(("error", _unpicklable(exc)))


class Job(Steps):
    """The results of a :meth:`Worker.start_job` request, taken one by one (as a forked
    child's, ``runahead.Ahead`` takes them): each step's time limit counts from the
    result before it; a crash or a timeout fails the step it happened in, and the next
    request gets a fresh worker."""

    def __init__(self, worker: Worker, count: int, stderr_at: int) -> None:
        self._worker = worker
        self._count = count
        self._stderr_at = stderr_at
        #: the worker's pid while results are to come, else None
        self.pid: int | None = worker.pid
        #: the results taken
        self.index = 0
        self._since = time.monotonic()

    def _receive(self, deadline: float) -> bytes | None:
        worker = self._worker
        assert worker._job is self
        data, _ = _receive(worker._from, deadline - time.monotonic())
        if data is not None:
            self._stderr_at = worker._stderr.seek(0, os.SEEK_END)
        return data

    def _ended(self, timed_out: bool) -> tuple[str, str]:
        status = self._worker.stop(kill=True)
        return status, self._worker._tail(self._stderr_at)

    def _done(self) -> None:
        self.pid = None
        self._worker._job = None

    def stop(self, *, wait: bool = True) -> int:
        """Stop the job: a worker still computing its results is ended (the next
        request forks a fresh one). Gives 0 (as ``child._Child.stop``)."""
        if self.pid is not None and self._worker._job is self:
            self._worker.stop(kill=True)
        self.pid = None
        return 0


#: the modules whose functions a request may run in the worker
_WATCHED = ("pytest_irlower.", "torch_mlir.")


def _code() -> list[tuple[dict[str, Any], str, Any]]:
    """The functions of the watched modules (with the plugin's classes and their methods;
    torch-mlir's generated op builders left out: thousands, and no one patches them), as
    this process has them now: (the namespace that holds one, its name, the function)."""
    code: list[tuple[dict[str, Any], str, Any]] = []
    for name, module in list(sys.modules.items()):
        if module is None or not name.startswith(_WATCHED) or name.endswith("_ops_gen"):
            continue
        own = name.startswith("pytest_irlower.")
        namespace = vars(module)
        for attr, value in list(namespace.items()):
            if not callable(value) or (isinstance(value, type) and not own):
                continue
            if str(getattr(value, "__module__", "")).endswith("_ops_gen"):
                continue
            code.append((namespace, attr, value))
            if own and isinstance(value, type) and value.__module__ == name:
                members = vars(value)  # a mappingproxy: it sees the class's changes
                code.extend((members, m, v) for m, v in members.items() if callable(v))  # type: ignore[misc]
    return code


def _same_code(forked: list[tuple[dict[str, Any], str, Any]]) -> bool:
    """Whether the functions the worker was forked with are still this process's: a
    function replaced here since (a test's monkeypatch, or the worker forked while one
    was in place) would run in the worker as it was."""
    return all(namespace.get(name) is value for namespace, name, value in forked)


#: the session's worker (one per process: each xdist worker has its own)
WORKER = Worker()
