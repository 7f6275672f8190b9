"""A quick exit for a pytest process that imported torch.

At interpreter exit, after the atexit handlers, CPython tears every module down and frees
what that leaves unreachable. After torch.export, torch-mlir and Triton have run in a
process, that took 1.3 to 2.7 s on the 2-core machine (measured from the last atexit
handler to the end of the process). Under ``-n`` the controller waits for every worker
process to end before it finishes, and the workers end together on the same cores, so
the session pays it whole; a serial run pays it after its summary.

Two kinds of process end with :func:`os._exit` instead:

- an xdist worker, a process xdist started for this session alone: its reports have
  reached the controller, no one reads its exit status (0), and its standard output is
  execnet's channel;
- a run that pytest's own entry point started (``pytest ...``, ``python -m pytest ...``),
  with the exit status pytest's ``main`` returned. ``pytest.main()`` called from another
  program (a script, pytester's in-process runs), whose process goes on, is left alone.

It happens once every atexit handler has run (coverage's, the plugin's child-process
cleanup, logging's...) and the streams are flushed, which is where the teardown would
start: after one garbage collection (skipped while collection is disabled), the first
thing CPython's finalization does to modules is to clear ``sys.argv`` and a few other
``sys`` attributes. An atexit handler disables collection and swaps ``sys.argv`` for a
copy that ends the process when it is freed. Should anything still hold that copy, or an
uncaught exception have been printed on the way out, the exit is the usual one.

(``gc.freeze`` at exit saves most of the time too, but leaves Triton's nanobind objects
unfreed, and nanobind then prints "leaked instances" warnings.)
"""

from __future__ import annotations

import atexit
import contextlib
import gc
import os
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn


class _ExitWhenFreed(list[str]):
    """``sys.argv`` during exit: freed when finalization clears ``sys.argv``, it flushes
    the streams and ends the process (with ``status``) before the modules are torn down."""

    status = 0

    def __del__(self, _exit: Callable[[int], NoReturn] = os._exit) -> None:
        if _UNCAUGHT[0]:
            return  # an uncaught exception was printed: its exit status stands
        for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
            with contextlib.suppress(Exception):
                if stream is not None:
                    stream.flush()
        _flush_c_streams()
        _exit(self.status)


def _flush_c_streams() -> None:
    """What a C library wrote through buffered ``stdio`` (the usual exit flushes it)."""
    with contextlib.suppress(Exception):
        import ctypes

        ctypes.CDLL(None).fflush(None)


_STATUS = [0]
_UNCAUGHT = [False]


def _noting_uncaught(hook: Callable[..., object]) -> Callable[..., object]:
    def excepthook(*args: object) -> object:
        _UNCAUGHT[0] = True
        return hook(*args)

    return excepthook


def _arm() -> None:
    if "torch" not in sys.modules:  # else the usual exit is quick
        return
    # finalization runs a full garbage collection before it clears sys.argv, unless
    # collection is off (0.2 to 0.8 s here); the atexit handlers still to come run
    # without automatic collection
    gc.disable()
    argv = _ExitWhenFreed(sys.argv)
    argv.status = _STATUS[0]
    sys.argv = argv


def quick_exit_if_torch(status: int = 0) -> None:
    """At exit, after the atexit handlers, end this process with ``status`` without
    tearing its modules down, if it imported torch (registered once, however often
    called)."""
    _STATUS[0] = int(status)
    if not getattr(sys.excepthook, "__irlower_noting__", False):
        hook = _noting_uncaught(sys.excepthook)
        hook.__irlower_noting__ = True  # type: ignore[attr-defined]
        sys.excepthook = hook
    atexit.unregister(_arm)
    atexit.register(_arm)


def runs_as_pytest_main(args: Sequence[str]) -> bool:
    """Whether this process is a pytest run that pytest's own entry point started with
    ``args`` (``pytest ARGS``, ``python -m pytest ARGS``), not ``pytest.main()`` called by
    another program, whose process goes on after it."""
    if not sys.argv or list(args) != sys.argv[1:]:
        return False
    program = os.path.normpath(sys.argv[0])
    name = os.path.basename(program)
    if name in ("pytest", "py.test"):
        return True
    return name == "__main__.py" and os.path.basename(os.path.dirname(program)) == "pytest"
