"""A quick exit for an xdist worker that imported torch.

At interpreter exit, after the atexit handlers, CPython tears every module down and frees
what that leaves unreachable. After torch.export, torch-mlir and Triton have run in a
process, that took 1.3 to 2.7 s on the 2-core machine (measured from the last atexit
handler to the end of the process). Under ``-n`` the controller waits for every worker
process to end before it finishes, and the workers end together on the same cores, so
the session pays it whole.

A worker is a process xdist started for this session alone: its reports have reached the
controller, no one reads its exit status, and its standard output is execnet's channel.
So a worker ends with :func:`os._exit` once every atexit handler has run (coverage's,
the plugin's child-process cleanup, logging's...) and its streams are flushed, which is
where the teardown would start: after one garbage collection (skipped while collection
is disabled), the first thing CPython's finalization does to modules is to clear
``sys.argv`` and a few other ``sys`` attributes. An atexit handler disables collection
and swaps ``sys.argv`` for a copy that ends the process when it is freed. Should anything still
hold that copy, the exit is the usual one. A serial run, whose exit status and output a
user or a script reads, exits as usual.

(``gc.freeze`` at exit saves most of the time too, but leaves Triton's nanobind objects
unfreed, and nanobind then prints "leaked instances" warnings.)
"""

from __future__ import annotations

import atexit
import contextlib
import gc
import os
import sys
from collections.abc import Callable
from typing import NoReturn


class _ExitWhenFreed(list[str]):
    """``sys.argv`` during exit: freed when finalization clears ``sys.argv``, it flushes
    the streams and ends the process (status 0) before the modules are torn down."""

    def __del__(self, _exit: Callable[[int], NoReturn] = os._exit) -> None:
        for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
            with contextlib.suppress(Exception):
                if stream is not None:
                    stream.flush()
        _flush_c_streams()
        _exit(0)


def _flush_c_streams() -> None:
    """What a C library wrote through buffered ``stdio`` (the usual exit flushes it)."""
    with contextlib.suppress(Exception):
        import ctypes

        ctypes.CDLL(None).fflush(None)


def _arm() -> None:
    if "torch" not in sys.modules:  # else the usual exit is quick
        return
    # finalization runs a full garbage collection before it clears sys.argv, unless
    # collection is off (0.2 to 0.8 s here); the atexit handlers still to come run
    # without automatic collection
    gc.disable()
    sys.argv = _ExitWhenFreed(sys.argv)


def quick_exit_if_torch() -> None:
    """At exit, after the atexit handlers, end this process without tearing its
    modules down, if it imported torch (registered once, however often called)."""
    atexit.unregister(_arm)
    atexit.register(_arm)
