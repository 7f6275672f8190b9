"""A time limit on in-process Python work, by a timer signal."""

from __future__ import annotations

import contextlib
import signal
import threading
import time
from collections.abc import Iterator
from typing import Any

from pytest_irlower.errors import LoweringError


class _Expired(BaseException):
    """Raised in the main thread when an in-process step runs past its time limit; ``depth``
    is the limit's place among the nested ones (1: the outermost)."""

    def __init__(self, depth: int) -> None:
        super().__init__(depth)
        self.depth = depth


#: the deadlines (time.monotonic) of the time limits in force, outermost first; the timer
#: is armed for the last, which is always the nearest (a nested limit that ends later than
#: the one around it adds nothing and is not pushed)
_deadlines: list[float] = []


def _expire(signum: int, frame: Any) -> None:
    if _importing(frame):  # never leave a module half-imported for the rest of the
        # session (networkx, half-registered, fails every later torch.export): retry
        # once the import is done
        signal.setitimer(signal.ITIMER_REAL, 0.2)
        return
    raise _Expired(len(_deadlines))


@contextlib.contextmanager
def time_limit(seconds: float, *, stage: str, what: str) -> Iterator[None]:
    """Bound in-process Python work (a model's ``forward`` under torch.export...) by a
    timer signal: past ``seconds`` a :class:`LoweringError` is raised where it runs.

    Limits nest: inside another, a shorter limit is in force until it ends, and its
    error names its own step; a longer one adds nothing. Only in the main thread, and
    only when nobody else (pytest-timeout's signal method) owns SIGALRM; native code
    that does not return to Python is not interrupted.
    """
    main = threading.current_thread() is threading.main_thread()
    if not hasattr(signal, "setitimer") or not main:
        yield
        return
    handler = signal.getsignal(signal.SIGALRM)
    nested = handler is _expire and bool(_deadlines)
    if not nested and (
        handler not in (signal.SIG_DFL, None) or signal.getitimer(signal.ITIMER_REAL)[0] != 0
    ):
        yield
        return
    # a little later than the limit: a child process the step runs under the same limit
    # reports its own timeout first, with its own words
    delay = seconds * 1.25 + 1.0
    deadline = time.monotonic() + delay
    if nested and deadline >= _deadlines[-1]:
        yield
        return
    if not nested:
        signal.signal(signal.SIGALRM, _expire)
    _deadlines.append(deadline)
    depth = len(_deadlines)
    signal.setitimer(signal.ITIMER_REAL, delay)
    outer_expired = False
    try:
        yield
    except _Expired as expired:
        if expired.depth != depth:
            outer_expired = True  # an enclosing limit's: its timer has fired, leave it off
            raise
        raise LoweringError(
            stage,
            f"{what} did not finish within {seconds:g} s (irlower_timeout) and was stopped",
            transient=True,
        ) from None
    finally:
        del _deadlines[depth - 1 :]
        if _deadlines and not outer_expired:  # back to the enclosing limit, for its time left
            left = _deadlines[-1] - time.monotonic()
            signal.setitimer(signal.ITIMER_REAL, max(left, 0.001))
        else:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, signal.SIG_DFL)


def _importing(frame: Any) -> bool:
    """Whether ``frame`` runs inside an import (a module's top level being executed)."""
    while frame is not None:
        if frame.f_code.co_filename.startswith("<frozen importlib._bootstrap"):
            return True
        frame = frame.f_back
    return False
