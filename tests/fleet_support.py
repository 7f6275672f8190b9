"""A real ``redis-server`` on loopback for the fleet tests and benchmarks, and a project of
counted plain-text lowerings (each build appends a line to ``$BUILDS_LOG``, so "lowered
again" is seen directly)."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

FAMILY = """
import os, time
from pytest_irlower import Family, IRType, register_family


class Counted(Family):
    name = "counted"
    ir_types = (
        IRType("counted_upper", "text", ".txt", "text", "the text in upper case"),
        IRType("counted_twice", "text", ".txt", "text", "the upper case, twice", after="counted_upper"),
    )

    def fingerprint(self, request):
        return request.subject

    def _log(self, what):
        time.sleep(float(os.environ.get("BUILD_SECONDS", "0")))
        with open(os.environ["BUILDS_LOG"], "a") as log:
            log.write(what + "\\n")

    def build_counted_upper(self, work):
        self._log("upper " + work.request.subject)
        return work.request.subject.upper() + "\\n"

    def build_counted_twice(self, work):
        self._log("twice " + work.request.subject)
        return work.previous.text * 2


register_family(Counted)
"""

WORDS = [f"w{index:02d}" for index in range(24)]

TESTS = f"""
import pytest

@pytest.mark.parametrize("ir_type", ["counted_upper", "counted_twice"])
@pytest.mark.parametrize("word", {WORDS!r})
def test_word(lower, word, ir_type):
    expected = word.upper() + "\\n"
    assert lower(word, ir_type=ir_type) == (expected * 2 if ir_type == "counted_twice" else expected)
"""


def on_ci() -> bool:
    """As the plugin reads $CI: set to anything but empty, 0, false or no."""
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def redis_server_binary() -> str | None:
    """The redis-server executable (None: not installed)."""
    return shutil.which("redis-server") or next(
        (p for p in ("/usr/bin/redis-server", "/usr/sbin/redis-server") if os.path.exists(p)),
        None,
    )


#: the reason a test skips without it (a "... not available:" reason, as the suite's others)
MISSING = (
    "redis-server not available: the fleet tests start a real one on loopback "
    "(Debian: apt-get install redis-server)"
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class RedisServer:
    """``redis-server`` on 127.0.0.1 at a free port, no persistence; killed at :meth:`stop`."""

    def __init__(self, binary: str, folder: Path) -> None:
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        folder.mkdir(parents=True, exist_ok=True)
        self.process = subprocess.Popen(
            [
                binary,
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                str(folder),
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5) as conn:
                    conn.sendall(b"PING\r\n")
                    if conn.recv(16).startswith(b"+PONG"):
                        return
            except OSError:
                time.sleep(0.05)
        self.stop()
        raise RuntimeError(f"redis-server did not answer on port {self.port}")

    def client(self):  # type: ignore[no-untyped-def]
        import redis

        return redis.Redis(host="127.0.0.1", port=self.port, socket_timeout=5)

    def pause(self) -> None:
        """Stop it answering (SIGSTOP): a store that hangs."""
        self.process.send_signal(signal.SIGSTOP)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGCONT)
            self.process.kill()
            self.process.wait(timeout=10)


def pytest_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args]
