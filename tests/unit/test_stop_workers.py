"""The controller's Ctrl-C under xdist: every worker is stopped, and a worker that is slow to
be reaped after its SIGKILL does not turn the interrupt into an internal error (it raised
``subprocess.TimeoutExpired`` out of ``pytest_keyboard_interrupt`` on a loaded machine)."""

from __future__ import annotations

import signal
import subprocess
from types import SimpleNamespace
from typing import Any

import pytest

from pytest_irlower.session import workers


class SlowPopen:
    """A worker's popen that never ends within a wait, as one on a loaded machine."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.signals: list[int] = []
        self.killed = False

    def poll(self) -> int | None:
        return None

    def send_signal(self, number: int) -> None:
        self.signals.append(number)

    def kill(self) -> None:
        self.killed = True

    def wait(self, timeout: float | None = None) -> int:
        raise subprocess.TimeoutExpired(["worker"], timeout or 0.0)


def _config(popens: list[Any]) -> Any:
    gateways = [SimpleNamespace(_io=SimpleNamespace(popen=p)) for p in popens]
    dsession = SimpleNamespace(nodemanager=SimpleNamespace(group=gateways))
    return SimpleNamespace(pluginmanager=SimpleNamespace(getplugin=lambda name: dsession))


def test_workers_slow_to_be_reaped_are_killed_without_an_internal_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(workers, "GRACE_S", 0.0)
    popens = [SlowPopen(101), SlowPopen(102)]
    excinfo = SimpleNamespace(value=KeyboardInterrupt())
    assert workers.stop_workers(_config(popens), excinfo) == [101, 102]
    for popen in popens:
        assert popen.signals == [signal.SIGINT]
        assert popen.killed
