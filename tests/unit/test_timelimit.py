"""In-process time limits (contain/timelimit.py): nested limits each keep their own time and
their own words, and the signal handler and timer are left as they were found."""

from __future__ import annotations

import signal
import time

import pytest

from pytest_irlower.errors import LoweringError
from pytest_irlower.runtime.contain.timelimit import time_limit

# time_limit arms its timer for seconds * 1.25 + 1 (a child process under the same limit
# speaks first): 0.01 s is about 1 s of wall time, 2 s about 3.5 s


def _wait(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        time.sleep(0.01)


def test_a_shorter_limit_inside_another_stops_its_step_with_its_own_words() -> None:
    started = time.monotonic()
    inner_failed = pytest.raises(LoweringError, match=r"inner step did not finish within 0\.01 s")
    with (
        pytest.raises(LoweringError, match="outer step did not finish within 2 s") as outer,
        time_limit(2, stage="outer_ir", what="outer step"),
    ):
        with inner_failed, time_limit(0.01, stage="inner_ir", what="inner step"):
            _wait(10)
        inner_done = time.monotonic() - started
        _wait(10)  # the enclosing limit is still in force, for the time it has left
    assert inner_done < 2.5
    assert 3.0 < time.monotonic() - started < 6.0
    assert outer.value.stage == "outer_ir"


def test_a_longer_limit_inside_a_shorter_one_adds_nothing() -> None:
    started = time.monotonic()
    with (
        pytest.raises(LoweringError, match="outer step") as caught,
        time_limit(0.01, stage="outer_ir", what="outer step"),
        time_limit(30, stage="inner_ir", what="inner step"),
    ):
        _wait(10)
    assert caught.value.stage == "outer_ir"
    assert time.monotonic() - started < 3.0


def test_limits_leave_the_signal_handler_and_timer_as_found() -> None:
    with time_limit(30, stage="a", what="a"):
        with time_limit(20, stage="b", what="b"):
            assert signal.getitimer(signal.ITIMER_REAL)[0] > 0
        remaining = signal.getitimer(signal.ITIMER_REAL)[0]
        assert 30 < remaining <= 38.5  # the outer limit again, not the inner's
    assert signal.getsignal(signal.SIGALRM) == signal.SIG_DFL
    assert signal.getitimer(signal.ITIMER_REAL)[0] == 0
