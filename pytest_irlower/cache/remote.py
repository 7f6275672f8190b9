"""The shared tier of the cross-run cache: a store that many machines read and write, behind
the local folder (``--irlower-cache-remote=URL``, ini ``irlower_cache_remote``).

A lowering is looked up in the local folder, then here; a hit here is written to the local
folder too. A new entry is written to both (not here under ``--irlower-cache-remote-readonly``).
The store is anything with two methods (:class:`Backend`): ``get(key) -> bytes | None`` and
``put(key, value)``, as Triton's and Inductor's remote caches have. Redis is built in
(``redis://HOST:PORT/DB``, ``rediss://``, ``unix://``; the ``redis`` client, extra
``[fleet]``), and a shared folder (``file:///PATH``); another store registers a factory
``(url, timeout) -> Backend`` for its URL scheme in the entry point group
``pytest_irlower.cache_remotes``.

The store is an optimization, never a reason for a test to fail or wait: every call runs
under a time limit (ini ``irlower_cache_remote_timeout``); the first call that fails or runs
out of time turns the shared tier off for the rest of the process, with one line in the
session summary, and the run goes on with its local folder. Entries carry an integrity
check over key and content (:mod:`pytest_irlower.cache.entry`, keyed with the secret in
``$IRLOWER_CACHE_SECRET`` when set): a bad one is a miss, counted and named in the summary.

Keys are namespaced by toolchain: ``irlower:<format>:<environment>:<key>``, where the
environment digest names the installed libraries by content (their pip RECORD), so two
toolchains never share an entry and two machines with the same one do.
"""

from __future__ import annotations

import threading
import urllib.parse
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from pytest_irlower.cache import entry as cacheentry
from pytest_irlower.errors import UsageError

#: the environment variable holding the shared secret of the entries' integrity check
SECRET_VARIABLE = "IRLOWER_CACHE_SECRET"
#: entry point group of third-party stores: name = URL scheme, value = (url, timeout) -> Backend
ENTRY_POINT_GROUP = "pytest_irlower.cache_remotes"
BUILT_IN = ("redis", "rediss", "unix", "file")
#: an entry larger than this is not written to the shared tier
MAX_ENTRY = 64 << 20


class Backend(Protocol):
    """A shared store: two methods; either may raise (the tier turns itself off)."""

    def get(self, key: str) -> bytes | None:
        """The bytes stored under ``key``, or None."""

    def put(self, key: str, value: bytes) -> None:
        """Store ``value`` under ``key`` (replacing any)."""


class RedisBackend:
    """Redis through the ``redis`` client, with its socket time limits and no retries."""

    def __init__(self, url: str, timeout: float) -> None:
        try:
            import redis
            from redis.backoff import NoBackoff
            from redis.retry import Retry
        except ImportError:
            raise UsageError(
                f"--irlower-cache-remote={url}: the redis client is not installed "
                "(pip install 'pytest-irlower[fleet]' or pip install redis)"
            ) from None
        self._client = redis.Redis.from_url(
            url,
            socket_timeout=timeout,
            socket_connect_timeout=timeout,
            retry=Retry(NoBackoff(), 0),
            retry_on_timeout=False,
        )

    def get(self, key: str) -> bytes | None:
        value: Any = self._client.get(key)
        return bytes(value) if value is not None else None

    def put(self, key: str, value: bytes) -> None:
        self._client.set(key, value)


class FolderBackend:
    """A folder shared between machines (NFS, a mounted bucket): one file per key,
    written atomically."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def _path(self, key: str) -> Path:
        return self.root / key.replace(":", "/")

    def get(self, key: str) -> bytes | None:
        try:
            return self._path(key).read_bytes()
        except FileNotFoundError:
            return None

    def put(self, key: str, value: bytes) -> None:
        from pytest_irlower.runtime import files

        files.write_atomically(self._path(key), value)


@dataclass(frozen=True)
class RemoteSettings:
    """The shared tier as the options and ini values set it."""

    url: str
    readonly: bool = False
    timeout: float = 2.0

    def open(self, environ: Mapping[str, str]) -> RemoteCache:
        """The tier (nothing is connected before its first call)."""
        return RemoteCache(
            open_backend(self.url, self.timeout),
            self.url,
            timeout=self.timeout,
            readonly=self.readonly,
            secret=secret_from(environ),
        )


def check_url(url: str, where: str) -> str:
    """``url`` when its scheme names a store this process can reach, else a
    :class:`UsageError` naming the valid forms."""
    import importlib.util

    scheme = urllib.parse.urlsplit(url).scheme
    if scheme in ("redis", "rediss", "unix") and importlib.util.find_spec("redis") is None:
        raise UsageError(
            f"{where} = {shown_url(url)!r}: the redis client is not installed "
            "(pip install 'pytest-irlower[fleet]', or pip install redis)"
        )
    parts = urllib.parse.urlsplit(url)
    if scheme == "file" and (parts.netloc not in ("", "localhost") or not parts.path):
        raise UsageError(f"{where} = {url!r}: a folder URL is absolute: file:///SHARED/FOLDER")
    if scheme in BUILT_IN:
        return url  # the installed distributions' entry points are not read for it
    others = sorted(_plugin_schemes())
    if scheme in others:
        return url
    raise UsageError(
        f"{where} = {shown_url(url)!r}: not a cache store URL; expected redis://HOST:PORT/DB, "
        "rediss://HOST:PORT/DB, unix:///PATH/redis.sock or file:///SHARED/FOLDER"
        + "".join(f", {name}://..." for name in others)
    )


def _plugin_schemes() -> dict[str, Any]:
    from importlib.metadata import entry_points

    return {ep.name: ep for ep in entry_points(group=ENTRY_POINT_GROUP)}


def open_backend(url: str, timeout: float) -> Backend:
    """The store a URL names (:func:`check_url` has accepted it)."""
    parts = urllib.parse.urlsplit(url)
    if parts.scheme in ("redis", "rediss", "unix"):
        return RedisBackend(url, timeout)
    if parts.scheme == "file":
        return FolderBackend(Path(urllib.parse.unquote(parts.path)))
    factory: Callable[[str, float], Backend] = _plugin_schemes()[parts.scheme].load()
    return factory(url, timeout)


def shown_url(url: str) -> str:
    """``url`` without a password."""
    parts = urllib.parse.urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    netloc = f"{parts.username or ''}:***@{host}" + (f":{parts.port}" if parts.port else "")
    return urllib.parse.urlunsplit(parts._replace(netloc=netloc))


class RemoteTimeout(Exception):
    """A call to the store that did not end in its time limit."""

    pass


def _limited(call: Callable[[], Any], seconds: float) -> Any:
    """``call()`` in a daemon thread, waited for at most ``seconds`` (a store that ignores
    its own time limits, or a DNS lookup, cannot hold a test)."""
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = call()
        except BaseException as exc:
            box["error"] = exc

    thread = threading.Thread(target=target, name="irlower-remote-cache", daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        raise RemoteTimeout(f"no answer in {seconds:g} s")
    if "error" in box:
        raise box["error"]
    return box.get("value")


@dataclass
class RemoteStats:
    """What the shared tier did in this process."""

    hits: int = 0
    misses: int = 0
    writes: int = 0
    #: entries not served: the reason of each
    rejected: list[str] = field(default_factory=list)
    #: why the tier was turned off (None: it worked throughout)
    down: str | None = None
    #: why writing stopped (a full store still serves reads)
    no_writes: str | None = None


class RemoteCache:
    """The shared tier over a :class:`Backend` (see the module docstring)."""

    def __init__(
        self,
        backend: Backend,
        url: str,
        *,
        timeout: float = 2.0,
        readonly: bool = False,
        secret: bytes = b"",
    ) -> None:
        self._backend: Backend = backend
        self.url = shown_url(url)
        self.timeout = timeout
        self.readonly = readonly
        self.secret = secret
        self.stats = RemoteStats()
        #: keys this process wrote: a run's own entries are not read back (the local tier
        #: does the same; within a run the in-memory stage cache shares)
        self._written: set[str] = set()
        self._lock = threading.Lock()

    @staticmethod
    def name(namespace: str, key: str) -> str:
        """The store's key of an entry."""
        return f"irlower:{cacheentry.FORMAT}:{namespace[:24]}:{key}"

    @staticmethod
    def _reason(what: str, exc: BaseException) -> str:
        detail = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
        return f"{what}: {type(exc).__name__}" + (f": {detail}" if detail else "")

    def get(self, namespace: str, key: str) -> bytes | None:
        """The content stored for ``key``, verified; None on a miss, a bad entry or a
        store that is off (each counted)."""
        if self.stats.down is not None or key in self._written:
            return None
        try:
            blob = _limited(lambda: self._backend.get(self.name(namespace, key)), self.timeout)
        except Exception as exc:
            with self._lock:  # down, slow or refusing: off for the rest of the process
                self.stats.down = self.stats.down or self._reason("get", exc)
            return None
        if blob is None:
            with self._lock:
                self.stats.misses += 1
            return None
        try:
            content = cacheentry.unseal(key, bytes(blob), self.secret)
        except cacheentry.BadEntry as exc:
            with self._lock:
                self.stats.misses += 1
                self.stats.rejected.append(f"{key[:16]}...: {exc}")
            return None
        with self._lock:
            self.stats.hits += 1
        return content

    def put(self, namespace: str, key: str, content: bytes) -> None:
        """Write an entry (not when read-only, off, or the entry is over ``MAX_ENTRY``)."""
        if self.readonly or self.stats.down or self.stats.no_writes or len(content) > MAX_ENTRY:
            return
        blob = cacheentry.seal(key, content, self.secret)
        self._written.add(key)
        try:
            _limited(lambda: self._backend.put(self.name(namespace, key), blob), self.timeout)
        except Exception as exc:
            # a full store (Redis's OOM answer) still serves reads: writes stop; a store
            # that is down fails the next read too, and that turns the tier off
            with self._lock:
                self.stats.no_writes = self.stats.no_writes or self._reason("put", exc)
            return
        with self._lock:
            self.stats.writes += 1


def secret_from(environ: Mapping[str, str]) -> bytes:
    """The shared secret of the integrity check (empty: none set)."""
    return environ.get(SECRET_VARIABLE, "").encode()


def process_report(
    stats: RemoteStats | None, local_rejected: list[str], local_writes: int = 0
) -> dict[str, Any]:
    """What one process's cache tiers did, as plain data (it travels from xdist workers)."""
    report: dict[str, Any] = {"local_rejected": list(local_rejected), "local_writes": local_writes}
    if stats is not None:
        report.update(
            hits=stats.hits,
            misses=stats.misses,
            writes=stats.writes,
            rejected=list(stats.rejected),
            down=stats.down,
            no_writes=stats.no_writes,
        )
    return report


def summary_lines(url: str | None, reports: list[dict[str, Any]]) -> list[tuple[str, bool]]:
    """The session summary's lines on the tiers (each with whether it is a warning)."""
    lines: list[tuple[str, bool]] = []
    local_rejected = [r for report in reports for r in report.get("local_rejected", ())]
    if local_rejected:
        lines.append(
            (
                f"irlower: cross-run cache: {len(local_rejected)} local entries rejected "
                f"(not served, lowered anew): {local_rejected[0]}",
                True,
            )
        )
    if url is None:
        return lines
    total = {k: sum(int(r.get(k, 0)) for r in reports) for k in ("hits", "misses", "writes")}
    rejected = [r for report in reports for r in report.get("rejected", ())]
    down = [str(r["down"]) for r in reports if r.get("down")]
    full = [str(r["no_writes"]) for r in reports if r.get("no_writes")]
    text = (
        f"irlower: shared cache {url}: {total['hits']} hits, {total['misses']} misses, "
        f"{total['writes']} writes"
    )
    if rejected:
        text += f"; {len(rejected)} entries rejected (not served): {rejected[0]}"
    if down:
        text += (
            f"; WARNING: unreachable, turned off for the rest of the run in {len(down)} "
            f"process(es), which went on with the local cache: {down[0]}"
        )
    if full:
        text += f"; WARNING: writing stopped in {len(full)} process(es): {full[0]}"
    lines.append((text, bool(rejected or down or full)))
    return lines
