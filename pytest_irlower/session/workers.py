"""No pytest-xdist worker outlives its controller by more than a second.

xdist starts each worker with ``subprocess.Popen`` from the controller's main thread
(execnet's popen gateway: ``python -u -c "import sys;exec(eval(sys.stdin.readline()))"``)
and talks to it over its stdin and stdout. Left alone:

- a controller killed with SIGKILL leaves its workers running their current test
  (8 of 10 still alive after 0.5 s): they notice the closed pipe only between tests;
- a controller interrupted with SIGINT (alone: ``kill -INT``, a CI runner's cancel) asks
  its workers to stop after their current test and waits up to 10 s for them
  (``NodeManager.EXIT_TIMEOUT``) before it kills them.

So each worker watches its controller: on Linux the kernel sends it SIGKILL the moment
the controller ends (``prctl(PR_SET_PDEATHSIG)``, set from the worker through ctypes);
elsewhere a daemon thread polls ``os.getppid()`` every 0.1 s. And a controller that gets
a KeyboardInterrupt stops its workers before it tears the session down: SIGINT-ed
workers that do not end within :data:`GRACE_S` are killed.

A worker's own children die with it: tools and forked lowerings are in groups its
reaper (``runtime/process.py``) kills when the worker's end closes the reaper's pipe.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import threading
import time
from typing import Any

#: the workerinput key that carries the controller's pid to its workers
CONTROLLER_PID = "irlower_controller_pid"
#: how long interrupted workers get to end by themselves before they are killed
GRACE_S = 0.3
#: how often a worker without PR_SET_PDEATHSIG looks at its parent
POLL_S = 0.1

_PR_SET_PDEATHSIG = 1


def configure_node(node: Any) -> None:
    """Controller, for each xdist worker before it starts: tell it the controller's pid."""
    node.workerinput[CONTROLLER_PID] = os.getpid()


def watch_controller(workerinput: Any) -> None:
    """Worker: end this process as soon as its controller is gone."""
    controller = workerinput.get(CONTROLLER_PID) if hasattr(workerinput, "get") else None
    controller = int(controller) if controller else os.getppid()
    if not _die_with_parent():
        thread = threading.Thread(
            target=_poll, args=(controller,), name="irlower-controller-watch", daemon=True
        )
        thread.start()
    if os.getppid() != controller:  # it ended before the kernel was asked to tell us
        _end_now()


def _die_with_parent() -> bool:
    """Ask the kernel for SIGKILL when the parent ends (Linux); whether it was set."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return bool(libc.prctl(_PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0) == 0)
    except (OSError, AttributeError):
        return False


def _poll(controller: int) -> None:
    while os.getppid() == controller:
        time.sleep(POLL_S)
    _end_now()


def _end_now() -> None:
    # as the kernel would: no teardown, no atexit; the reaper kills the children
    os.kill(os.getpid(), signal.SIGKILL)


def stop_workers(config: Any, excinfo: Any) -> list[int]:
    """Controller, on a KeyboardInterrupt: end every worker within a second.

    Not for xdist's own ``Interrupted`` (``-x``, ``--maxfail``), where the workers are
    asked to stop after their current test. Returns the pids that had to be killed.
    """
    if type(excinfo.value).__module__.startswith("xdist"):
        return []
    popens = _worker_popens(config)
    for popen in popens:  # a terminal's Ctrl-C reached them too; a lone SIGINT did not
        with contextlib.suppress(OSError):
            if popen.poll() is None:
                popen.send_signal(signal.SIGINT)
    deadline = time.monotonic() + GRACE_S
    killed = []
    for popen in popens:
        with contextlib.suppress(Exception):
            popen.wait(timeout=max(deadline - time.monotonic(), 0.0))
            continue
        with contextlib.suppress(OSError, subprocess.TimeoutExpired):
            popen.kill()
            killed.append(popen.pid)
            # a loaded machine can take longer to reap it: the interrupt is not held up,
            # and a SIGKILLed process ends whether or not it is waited for here
            popen.wait(timeout=1.0)
    return killed


def _worker_popens(config: Any) -> list[Any]:
    """The ``subprocess.Popen`` of every local worker (execnet's popen gateways)."""
    dsession = config.pluginmanager.getplugin("dsession")
    group = getattr(getattr(dsession, "nodemanager", None), "group", None)
    found = []
    for gateway in list(group or ()):
        popen = getattr(getattr(gateway, "_io", None), "popen", None)
        if popen is not None and hasattr(popen, "poll"):
            found.append(popen)
    return found
