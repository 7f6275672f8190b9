"""What crosses the fork: a step's outcome pickled into a results file or a pipe, read
back with a deadline, and rebuilt into the error it was in the child."""

from __future__ import annotations

import contextlib
import faulthandler
import os
import select
import signal
import tempfile
import time
from typing import Any

from pytest_irlower.errors import (
    IRLowerError,
    LoweringError,
    ToolchainMissing,
    UnsupportedCombination,
    UsageError,
    condense,
    is_transient,
)


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


def _quiet_fault_handler() -> None:
    # pytest's faulthandler writes to its own copy of the terminal's stderr: a crash the
    # parent reports (with the signal) would also dump the child's Python stack there
    if faulthandler.is_enabled():
        faulthandler.disable()


def _status(status: int) -> str:
    if os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        try:
            name = signal.Signals(number).name
        except ValueError:
            name = "unknown signal"
        return f"killed by signal {number} ({name})"
    return f"exit status {os.WEXITSTATUS(status)} without a result"


def _stopped(
    stage: str,
    what: str,
    *,
    timeout: float | None,
    status: str,
    stderr: str,
    command: str | None = None,
    input_ir: Any = None,
) -> LoweringError:
    """The error of a step whose process ended without its result: stopped at the time
    limit (``timeout``: the limit it ran past), or crashed (``status``, its last
    ``stderr`` lines); ``input_ir()`` gives the input its ``command`` reproduces from."""
    if timeout is not None:
        detail = f"{what} did not finish within {timeout:g} s (irlower_timeout) and was stopped"
    else:
        detail = f"{what} crashed: {status}"
        if stderr.strip():
            detail += f"; its last stderr lines:\n{condense(stderr, max_lines=20)}"
    return LoweringError(
        stage,
        detail,
        command=command,
        input_ir=input_ir() if input_ir else None,
        transient=True,
    )


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
