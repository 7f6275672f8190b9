"""Children that gave their last result and were killed or are leaving, reaped later
(at the next contained step, at the end of a lowering, or at exit)."""

from __future__ import annotations

import atexit
import contextlib
import os

from pytest_irlower.runtime.reaper import REAPER

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
