"""A time limit on in-process Python work, by a timer signal."""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Iterator
from typing import Any

from pytest_irlower.errors import LoweringError


class _Expired(BaseException):
    """Raised in the main thread when an in-process step runs past its time limit."""


@contextlib.contextmanager
def time_limit(seconds: float, *, stage: str, what: str) -> Iterator[None]:
    """Bound in-process Python work (a model's ``forward`` under torch.export...) by a
    timer signal: past ``seconds`` a :class:`LoweringError` is raised where it runs.

    Only in the main thread, and only when nobody else (pytest-timeout's signal method)
    owns SIGALRM; native code that does not return to Python is not interrupted.
    """
    usable = (
        hasattr(signal, "setitimer")
        and threading.current_thread() is threading.main_thread()
        and signal.getsignal(signal.SIGALRM) in (signal.SIG_DFL, None)
        and signal.getitimer(signal.ITIMER_REAL)[0] == 0
    )
    if not usable:
        yield
        return

    def expire(signum: int, frame: Any) -> None:
        if _importing(frame):  # never leave a module half-imported for the rest of the
            # session (networkx, half-registered, fails every later torch.export): retry
            # once the import is done
            signal.setitimer(signal.ITIMER_REAL, 0.2)
            return
        raise _Expired

    signal.signal(signal.SIGALRM, expire)
    # a little later than the limit: a child process the step runs under the same limit
    # reports its own timeout first, with its own words
    signal.setitimer(signal.ITIMER_REAL, seconds * 1.25 + 1.0)
    try:
        yield
    except _Expired:
        raise LoweringError(
            stage,
            f"{what} did not finish within {seconds:g} s (irlower_timeout) and was stopped",
            transient=True,
        ) from None
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, signal.SIG_DFL)


def _importing(frame: Any) -> bool:
    """Whether ``frame`` runs inside an import (a module's top level being executed)."""
    while frame is not None:
        if frame.f_code.co_filename.startswith("<frozen importlib._bootstrap"):
            return True
        frame = frame.f_back
    return False
