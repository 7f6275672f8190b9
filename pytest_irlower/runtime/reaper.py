"""The reaper: a small process that kills the process groups this process started if it
dies without doing so itself (SIGKILL, an out-of-memory kill), and, at a normal or
interrupted exit, the groups still running, killed and reaped here before the interpreter
exits (:meth:`Reaper.shutdown`). Tools, child Pythons and the forked workers of
:mod:`pytest_irlower.runtime.contain` are all registered with it.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator


def kill_group(pid: int) -> None:
    """Kill a child's whole process group (it leads its own).

    Only while the leader is not reaped (running, or a zombie): its pid, and so the group's
    id, cannot be reused by another process before that; killing a reaped child's group
    could kill whatever group took the number since (pids wrap at 32768 here).
    """
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, signal.SIGKILL)


#: the reaper: it reads "+PGID" and "-PGID" lines; at end of input it kills what is left
_REAPER_CODE = """
import os, signal, sys
for name in ("SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT"):
    signal.signal(getattr(signal, name), signal.SIG_IGN)
groups = set()
for line in sys.stdin:
    line = line.strip()
    if line[:1] == "+":
        groups.add(int(line[1:]))
    elif line[:1] == "-":
        groups.discard(int(line[1:]))
for group in groups:
    try:
        os.killpg(group, signal.SIGKILL)
    except OSError:
        pass
"""


class Reaper:
    """Kills the process groups a lowering started if this process dies without doing it.

    Started on first use; one per process (a forked child drops its parent's, see
    :meth:`drop_inherited`, and starts its own if it needs one).
    """

    def __init__(self) -> None:
        self._proc: subprocess.Popen[bytes] | None = None
        self._owner = 0
        self._lock = threading.Lock()
        #: the groups watched and not forgotten, as the reaper holds them (this process's)
        self._groups: set[int] = set()

    def watch(self, group: int) -> None:
        """Kill ``group`` if this process dies while it runs."""
        with self._lock:
            self._groups.add(group)
        self._send(f"+{group}\n")

    def forget(self, group: int) -> None:
        """``group`` has ended (or was killed)."""
        with self._lock:
            self._groups.discard(group)
        self._send(f"-{group}\n")

    def shutdown(self) -> None:
        """At exit: kill every group still watched (a tool, a child Python, a forked step,
        the persistent worker), reap its leader, then end the reaper itself, so that no
        child of this process outlives it (an interrupted run included). Only what this
        process started: a forked child has dropped its parent's set."""
        with self._lock:
            if self._owner != os.getpid():
                self._groups.clear()
                return
            groups, self._groups = sorted(self._groups), set()
            proc, self._proc = self._proc, None
        for group in groups:
            kill_group(group)  # its leader is not reaped yet: the group is still its own
        for group in groups:
            with contextlib.suppress(ChildProcessError, OSError):
                os.waitpid(group, 0)
        if proc is not None:
            with contextlib.suppress(OSError, ValueError):
                if proc.stdin is not None:
                    proc.stdin.close()  # its end of input: it kills what is left and ends
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=5)

    @contextlib.contextmanager
    def forking(self) -> Iterator[None]:
        """Hold off starting the reaper while a thread forks: a child forked then would
        inherit the reaper's pipe before it can be told to close it."""
        with self._lock:
            yield

    def drop_inherited(self) -> None:
        """In a forked child: close the copy of the parent's pipe, so that the parent's
        death still closes it, and start afresh if this child starts groups itself."""
        proc, self._proc = self._proc, None
        self._lock = threading.Lock()
        self._groups = set()
        if proc is not None and proc.stdin is not None:
            with contextlib.suppress(OSError):
                os.close(proc.stdin.fileno())

    def _send(self, line: str) -> None:
        if not hasattr(os, "killpg"):
            return
        with self._lock:
            if self._proc is None or self._owner != os.getpid() or self._proc.poll() is not None:
                self._proc = self._start()
                self._owner = os.getpid()
            if self._proc is None or self._proc.stdin is None:
                return
            with contextlib.suppress(OSError, ValueError):
                self._proc.stdin.write(line.encode())
                self._proc.stdin.flush()

    @staticmethod
    def _start() -> subprocess.Popen[bytes] | None:
        try:
            return subprocess.Popen(
                [sys.executable, "-S", "-c", _REAPER_CODE],
                stdin=subprocess.PIPE,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                start_new_session=True,  # the terminal's Ctrl-C is for pytest, not for it
            )
        except OSError:
            return None


#: this process's reaper
REAPER = Reaper()


# every child is killed and reaped, and the reaper has ended, before the interpreter exits
atexit.register(REAPER.shutdown)
