"""The one child-process runner: tools, raw_ir code, FileCheck, version probes, GPU detection.

Every child runs in a process group of its own, so a timeout kills the tool and
everything it started (a shell wrapper's ``sleep``, a Python tool's children).
Its output is read as it comes and capped, and the groups still running when the
interpreter exits are killed. When the interpreter is killed instead (SIGKILL, an
out-of-memory kill), a small reaper process that holds the other end of a pipe sees
the pipe close and kills every group still registered with it: tools, and the forked
workers of :mod:`pytest_irlower.runtime.contain`.
"""

from __future__ import annotations

import atexit
import codecs
import contextlib
import io
import os
import re
import selectors
import shlex
import signal
import subprocess
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from pytest_irlower.errors import LoweringError, condense
from pytest_irlower.runtime.probememory import ProbeMemory
from pytest_irlower.runtime.reaper import REAPER, kill_group

#: bytes a child may write on stdout (or stderr) before it is stopped
DEFAULT_OUTPUT_CAP = 1 << 30
#: bytes read from a pipe at a time (a transient buffer, not kept)
_READ_SIZE = 1 << 20

_LIVE: set[int] = set()
_LIVE_LOCK = threading.Lock()


@dataclass(frozen=True)
class Completed:
    """A finished child: its exit status (negative: killed by that signal) and output.

    With ``run(..., text=True)`` stdout was decoded (UTF-8, bad bytes replaced) while it
    was read: ``text`` holds it and ``stdout`` is empty, so the output is never held
    both as bytes and as text.
    """

    returncode: int
    stdout: bytes
    stderr: bytes
    text: str | None = None

    @property
    def status(self) -> str:
        """``exit status 1`` or ``killed by signal 11 (SIGSEGV)``."""
        if self.returncode < 0:
            return f"killed by signal {-self.returncode} ({_signal_name(-self.returncode)})"
        return f"exit status {self.returncode}"


class ProcessTimeout(Exception):
    """The child ran past its time limit; its process group was killed."""

    def __init__(self, timeout: float, stderr: bytes) -> None:
        self.timeout = timeout
        self.stderr = stderr
        super().__init__(f"timed out after {timeout:g} s")


class OutputTooLarge(Exception):
    """The child wrote more than the cap; its process group was killed."""

    def __init__(self, cap: int, stream: str) -> None:
        self.cap = cap
        self.stream = stream
        super().__init__(f"wrote more than {cap} bytes on {stream}")


def _signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return "unknown signal"


def exited(pid: int) -> bool:
    """Whether child ``pid`` has exited, without reaping it (it stays a zombie, so its
    group can still be killed safely)."""
    try:
        found = os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
    except ChildProcessError:
        return True
    return found is not None


def wait_unreaped(pid: int, timeout: float) -> bool:
    """Wait up to ``timeout`` seconds for child ``pid`` to exit, without reaping it."""
    deadline = time.monotonic() + timeout
    delay = 0.001
    while not exited(pid):
        if time.monotonic() >= deadline:
            return False
        time.sleep(delay)
        delay = min(delay * 2, 0.05)
    return True


@atexit.register
def kill_all() -> None:
    """Kill every process group a lowering started that is still running."""
    with _LIVE_LOCK:
        groups = list(_LIVE)
        _LIVE.clear()
    for pid in groups:
        kill_group(pid)


def run(
    argv: Sequence[str],
    *,
    timeout: float,
    stdin: bytes | None = None,
    cwd: str | None = None,
    env: Mapping[str, str] | None = None,
    output_cap: int = DEFAULT_OUTPUT_CAP,
    text: bool = False,
) -> Completed:
    """Run ``argv`` (no shell) in a new process group and wait for it.

    The output is held once: bytes read into one buffer handed over without a copy, or
    with ``text=True``, stdout decoded as it comes into one string grown in place.
    Raises :class:`ProcessTimeout` or :class:`OutputTooLarge` (after killing the
    group) and ``OSError`` when the program cannot be started.
    """
    proc = subprocess.Popen(
        list(argv),
        stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=cwd,
        env=dict(env) if env is not None else None,
        start_new_session=True,
    )
    with _LIVE_LOCK:
        _LIVE.add(proc.pid)
    REAPER.watch(proc.pid)
    try:
        out, decoded, err = _communicate(proc, stdin, timeout, output_cap, text)
    finally:
        # the tool is done (or failed): nothing it started may outlive it; its group is
        # killed before the tool is reaped (see kill_group)
        kill_group(proc.pid)
        with _LIVE_LOCK:
            _LIVE.discard(proc.pid)
        proc.wait()
        REAPER.forget(proc.pid)
    return Completed(proc.returncode, out, err, decoded)


def _communicate(
    proc: subprocess.Popen[bytes], stdin: bytes | None, timeout: float, cap: int, text: bool
) -> tuple[bytes, str | None, bytes]:
    deadline = time.monotonic() + timeout
    if stdin is not None and proc.stdin is not None:
        writer = threading.Thread(target=_feed, args=(proc.stdin, stdin), daemon=True)
        writer.start()
    # each stream is read into one growing buffer that getvalue() hands over without a
    # copy (a list of chunks joined at the end held the output twice: 2.06x at 200 MB)
    buffers = {"stdout": io.BytesIO(), "stderr": io.BytesIO()}
    # text=True: stdout goes to `decoded`, a local whose only reference is this frame, so
    # that `decoded += piece` grows it in place (CPython) instead of copying it each time
    decoder = codecs.getincrementaldecoder("utf-8")("replace") if text else None
    decoded = ""
    decoded_size = 0
    selector = selectors.DefaultSelector()
    assert proc.stdout is not None and proc.stderr is not None
    selector.register(proc.stdout, selectors.EVENT_READ, "stdout")
    selector.register(proc.stderr, selectors.EVENT_READ, "stderr")
    reaped = False
    try:
        while selector.get_map():
            if not reaped and exited(proc.pid):
                # the tool is done: what it left running (holding its pipes open) goes too
                kill_group(proc.pid)
                reaped = True
            left = deadline - time.monotonic()
            if left <= 0:
                kill_group(proc.pid)
                raise ProcessTimeout(timeout, buffers["stderr"].getvalue())
            for key, _ in selector.select(timeout=min(left, 0.2)):
                data = os.read(key.fd, _READ_SIZE)
                if not data:
                    selector.unregister(key.fileobj)
                    continue
                if decoder is not None and key.data == "stdout":
                    decoded_size += len(data)
                    size = decoded_size
                    decoded += decoder.decode(data)
                else:
                    buffers[key.data].write(data)
                    size = buffers[key.data].tell()
                del data
                if size > cap:
                    kill_group(proc.pid)
                    raise OutputTooLarge(cap, key.data)
        left = max(deadline - time.monotonic(), 0.01)
        if not wait_unreaped(proc.pid, left):  # reaped by run(), after its group is killed
            kill_group(proc.pid)
            raise ProcessTimeout(timeout, buffers["stderr"].getvalue())
    finally:
        selector.close()
        proc.stdout.close()
        proc.stderr.close()
    if decoder is None:
        return _take(buffers["stdout"]), None, _take(buffers["stderr"])
    decoded += decoder.decode(b"", final=True)
    return b"", decoded, _take(buffers["stderr"])


def _take(buffer: io.BytesIO) -> bytes:
    """The buffer's bytes, without a copy: ``getvalue()`` shrinks the buffer's own bytes
    object in place and returns it; closing the buffer then drops its reference."""
    data = buffer.getvalue()
    buffer.close()
    return data


def _feed(pipe: object, data: bytes) -> None:
    with contextlib.suppress(BrokenPipeError, OSError, ValueError):
        view = memoryview(data)
        for start in range(0, len(view), 1 << 20):
            pipe.write(view[start : start + (1 << 20)])  # type: ignore[attr-defined]
    with contextlib.suppress(BrokenPipeError, OSError, ValueError):
        pipe.close()  # type: ignore[attr-defined]


def command_line(argv: Sequence[str]) -> str:
    """``argv`` as a shell would need it typed."""
    return " ".join(shlex.quote(arg) for arg in argv)


def run_tool(
    argv: Sequence[str],
    stage: str,
    timeout: float,
    *,
    stdin: bytes | None = None,
    cwd: str | None = None,
    env: Mapping[str, str] | None = None,
    shown: str | None = None,
    input_ir: str | None = None,
    output_cap: int = DEFAULT_OUTPUT_CAP,
    stderr_into: list[bytes] | None = None,
) -> bytes:
    """Run a tool stage; return its stdout (its stderr is appended to ``stderr_into``).

    A failure raises :class:`LoweringError` naming the stage, with the tool's stderr
    and a command line that reproduces it (``shown``, else ``argv``).
    """
    return _checked(
        argv, stage, timeout, stdin, cwd, env, shown, input_ir, output_cap, stderr_into, False
    ).stdout


def run_tool_text(
    argv: Sequence[str],
    stage: str,
    timeout: float,
    *,
    stdin: bytes | None = None,
    cwd: str | None = None,
    env: Mapping[str, str] | None = None,
    shown: str | None = None,
    input_ir: str | None = None,
    output_cap: int = DEFAULT_OUTPUT_CAP,
    stderr_into: list[bytes] | None = None,
) -> str:
    """:func:`run_tool`, its stdout decoded as UTF-8 (bad bytes replaced) while it is
    read: the output is held once, as text, never also as bytes."""
    done = _checked(
        argv, stage, timeout, stdin, cwd, env, shown, input_ir, output_cap, stderr_into, True
    )
    text = done.text or ""
    del done  # the caller's reference is then the only one
    return text


def _checked(
    argv: Sequence[str],
    stage: str,
    timeout: float,
    stdin: bytes | None,
    cwd: str | None,
    env: Mapping[str, str] | None,
    shown: str | None,
    input_ir: str | None,
    output_cap: int,
    stderr_into: list[bytes] | None,
    text: bool,
) -> Completed:
    command = shown or command_line(argv)
    try:
        done = run(
            argv,
            timeout=timeout,
            stdin=stdin,
            cwd=cwd,
            env=env,
            output_cap=output_cap,
            text=text,
        )
    except ProcessTimeout as exc:
        detail = f"timed out after {timeout:g} s (irlower_timeout); its process group was killed"
        partial = exc.stderr.decode("utf-8", errors="replace").strip()
        if partial:
            detail += "\nits stderr so far:\n" + condense(partial, max_lines=20)
        raise LoweringError(
            stage, detail, command=command, input_ir=input_ir, transient=True
        ) from None
    except OutputTooLarge as exc:
        raise LoweringError(
            stage,
            f"the tool wrote more than {exc.cap // (1 << 20)} MiB on {exc.stream} and was stopped",
            command=command,
            input_ir=input_ir,
            transient=True,
        ) from None
    except OSError as exc:
        raise LoweringError(
            stage, f"could not run: {exc}", command=command, input_ir=input_ir, transient=True
        ) from None
    if done.returncode != 0:
        stderr = done.stderr.decode("utf-8", errors="replace")
        raise LoweringError(
            stage,
            f"{done.status}; stderr:\n{condense(stderr, max_lines=30)}",
            command=command,
            input_ir=input_ir,
            transient=_killed(done.returncode, stderr),
        )
    if stderr_into is not None:
        stderr_into.append(done.stderr)
    return done


#: what a driver or a shell says when a process it ran was killed (clang: "...failed due to
#: signal", "unable to execute command: Killed")
_KILLED_CHILD = re.compile(r"failed due to signal|unable to execute command: Killed")


def _killed(returncode: int, stderr: str) -> bool:
    """Whether a signal ended the tool, or a process it ran (a shell's 128 + n, a
    driver's message): the OOM killer, say, not the input."""
    return returncode < 0 or returncode > 128 or bool(_KILLED_CHILD.search(stderr))


def probe(argv: Sequence[str], *, timeout: float = 20.0, remember: bool = False) -> tuple[int, str]:
    """Run a quick query (``--version``); (exit status, stdout + stderr), or (-1, "").

    ``remember``: answer from :data:`PROBES` while the executable is the same file (its
    path, inode, size and modification time), so a session header costs no child
    processes once each tool has been asked.
    """
    key = PROBES.key(argv) if remember else None
    if key is not None:
        known = PROBES.get(key)
        if known is not None:
            return known
    try:
        done = run(argv, timeout=timeout, output_cap=1 << 20)
    except (OSError, ProcessTimeout, OutputTooLarge):
        return -1, ""
    text = (done.stdout + done.stderr).decode("utf-8", errors="replace")
    if key is not None:
        PROBES.put(key, done.returncode, text)
    return done.returncode, text


#: the process's memory of version queries (see :class:`ProbeMemory`)
PROBES = ProbeMemory()
