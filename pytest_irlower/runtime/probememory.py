"""The answers of version queries (``--version`` of a tool, a session header), kept
across runs in one JSON file (:class:`ProbeMemory`; :func:`pytest_irlower.runtime.process.probe`
and :data:`pytest_irlower.runtime.process.PROBES` use it)."""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Sequence
from typing import Any


class ProbeMemory:
    """Answers of version queries, kept in one JSON file in the user's cache folder
    (``$XDG_CACHE_HOME/pytest-irlower``, else ``~/.cache/pytest-irlower``; the
    environment variable ``IRLOWER_PROBE_CACHE`` names another file, or ``off``).

    A query is keyed by its arguments and by what identifies the executable's file; a
    rebuilt or replaced tool is a new key. The file is read once per process and
    rewritten atomically; one that cannot be read or written is simply not used.
    """

    VERSION = 1

    def __init__(self) -> None:
        self._answers: dict[str, list[Any]] | None = None

    def path(self) -> str | None:
        chosen = os.environ.get("IRLOWER_PROBE_CACHE", "").strip()
        if chosen.lower() == "off":
            return None
        if chosen:
            return chosen
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        return os.path.join(base, "pytest-irlower", f"probes-v{self.VERSION}.json")

    def key(self, argv: Sequence[str]) -> str | None:
        if not argv or not os.path.isabs(argv[0]):
            return None
        try:
            real = os.path.realpath(argv[0])
            st = os.stat(real)
        except OSError:
            return None
        return json.dumps([list(argv), real, st.st_ino, st.st_size, st.st_mtime_ns])

    def _load(self) -> dict[str, list[Any]]:
        if self._answers is None:
            self._answers = {}
            path = self.path()
            if path:
                with contextlib.suppress(OSError, ValueError):
                    with open(path, encoding="utf-8") as handle:
                        loaded = json.load(handle)
                    if isinstance(loaded, dict):
                        self._answers = loaded
        return self._answers

    def get(self, key: str) -> tuple[int, str] | None:
        found = self._load().get(key)
        if isinstance(found, list) and len(found) == 2:
            return int(found[0]), str(found[1])
        return None

    def put(self, key: str, status: int, text: str) -> None:
        answers = self._load()
        answers[key] = [status, text]
        path = self.path()
        if not path:
            return
        from pytest_irlower.runtime.files import write_atomically

        with contextlib.suppress(OSError):
            write_atomically(path, json.dumps(answers))
