"""The fork server: a forked child that stays and runs requests one after another, so
that warm state set up by the first serves the next (:data:`WORKER`, one per process)."""

from __future__ import annotations

import contextlib
import os
import pickle
import tempfile
from collections.abc import Callable
from typing import Any, TypeVar

from pytest_irlower.errors import LoweringError, condense
from pytest_irlower.runtime.contain.child import _adopt, _settle_in_child, enabled
from pytest_irlower.runtime.contain.wire import (
    _describe,
    _quiet_fault_handler,
    _rebuild,
    _receive,
    _receive_blocking,
    _send,
    _status,
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
            except BaseException as exc:
                # an interrupt (Ctrl-C) stops the request at once: waiting for it to end
                # would hold the session's exit for as long as the request runs
                self.stop(kill=not isinstance(exc, Exception))
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


#: the session's worker (one per process: each xdist worker has its own)
WORKER = Worker()
