"""The cross-run cache: finished lowerings kept on disk, so a rerun of an unchanged suite
does not lower again.

It is keyed the way Triton keys its compile cache, on everything the result depends on:

- the environment: the format of this cache, pytest-irlower's own source, Python's version,
  the installed compiler libraries (torch, torch-mlir, triton, the ziglang compiler, onnx,
  onnxscript: every file's size and modification time, so a reinstall or an edited file
  changes the key) and every tool the toolchain resolves (path, size, modification time);
- the subject, as its family fingerprints it (:meth:`Family.fingerprint`): a PyTorch model
  by its exported graph's text, a digest of its weights and its input signature; a Triton
  kernel by its compile key (source, constexprs, signature, options, target);
- the IR type, target, arch, the family's keyword arguments and the session's options;
- a custom pipeline's stages, with every executable and file they name.

A subject its family cannot fingerprint stably (raw code, a launch on a GPU, a ``loss_fn``
callable) is never cached. A lowering that fails is kept as its :class:`LoweringError`
(a rerun raises it again, ``from_cache`` set), unless the failure is transient: a timeout,
a crash, a tool killed by a signal or one that could not start. Entries are JSON files
written atomically (a temporary file, then a rename), so a killed run or two sessions at
once leave either a whole entry or none; an entry that does not read back is a miss.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import threading
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pytest_irlower.cache import entry as cacheentry
from pytest_irlower.runtime import files

if TYPE_CHECKING:
    from pytest_irlower.cache.remote import RemoteCache

#: bump when the stored form or the meaning of a key changes (kept with the entry format)
FORMAT = cacheentry.FORMAT

_UNSTABLE = " at 0x"


class DiskCache:
    """Lowerings on disk under ``root`` (see the module docstring), with an optional shared
    tier behind it (:class:`~pytest_irlower.cache.remote.RemoteCache`)."""

    def __init__(
        self,
        root: Path,
        *,
        started_ns: int | None = None,
        remote: RemoteCache | None = None,
    ) -> None:
        self.root = Path(root)
        self.hits = 0
        self.misses = 0
        self.writes = 0
        #: local entries not served (integrity check failed...): the reason of each
        self.rejected: list[str] = []
        #: entries written since then are this run's own (or a concurrent run's): not read
        #: (the session gives the time pytest configured: it builds the cache on first use)
        self.started_ns = time.time_ns() if started_ns is None else started_ns
        self.remote = remote
        #: the shared tier's namespace: the environment digest of the keys (set by the
        #: Lowerer; the keys hold it too)
        self.namespace = "environment"
        self._lock = threading.Lock()

    def path(self, key: str) -> Path:
        """Where the entry for ``key`` lives."""
        return Path(self._where(key))

    def _where(self, key: str) -> str:
        # joined as text: asked for every lookup of a warm run
        return f"{self.root}{os.sep}v{FORMAT}{os.sep}{key[:2]}{os.sep}{key}.entry"

    def load(
        self, key: str, remote_key: str | None = None, *, count: bool = True
    ) -> dict[str, Any] | None:
        """The entry stored under ``key`` here, else under ``remote_key`` in the shared
        tier (a hit there is kept here too), or None. ``count=False``: not counted as a
        hit or a miss (a runner kept beside a lowering). Its head's fields; the fields kept
        in its body are read when :func:`field` asks for them."""
        data = self._load_local(key)
        if data is None and remote_key is not None and self.remote is not None:
            content = self.remote.get(self.namespace, remote_key)
            data = _whole(content) if content is not None else None
            if data is not None:
                self._write(key, content)  # type: ignore[arg-type]
        if not count:
            return data
        with self._lock:
            if data is None:
                self.misses += 1
            else:
                self.hits += 1
        return data

    def _load_local(self, key: str) -> dict[str, Any] | None:
        path = self._where(key)
        try:
            with open(path, "rb") as handle:
                mtime = os.fstat(handle.fileno()).st_mtime_ns
                if mtime >= self.started_ns:
                    return None  # written by this run
                header = handle.readline()
                head = handle.readline()
                try:
                    data = _opened(key, header, head, handle.read)
                except cacheentry.BadEntry as exc:
                    self._reject(f"{path}: {exc}")
                    return None
                offset = handle.tell()
        except OSError:
            return None
        if data.get(LAZY):
            digest = str(data[BODY_DIGEST])
            data[BODY] = Body(
                lambda: _read_from(path, offset), digest, path, lambda r: self._drop(path, r)
            )
        touch(path, mtime)
        return data

    def _reject(self, reason: str) -> None:
        with self._lock:
            self.rejected.append(reason)

    def _drop(self, path: str | Path, reason: str) -> None:
        """An entry whose body failed its check after its head passed: reported, and
        removed (the next run lowers it again and stores it whole, instead of reading a
        head it can never use)."""
        self._reject(reason)
        with contextlib.suppress(OSError):
            os.unlink(path)

    def store(
        self,
        key: str,
        data: Mapping[str, Any],
        remote_key: str | None = None,
        *,
        lazy: tuple[str, ...] = (),
        raw: str | None = None,
    ) -> None:
        """Write an entry atomically here, and under ``remote_key`` to the shared tier; a
        value JSON cannot hold, or a full disk, stores nothing (the cache is an
        optimization, never a failure). ``lazy``: the fields kept in the body, read by a
        hit only when asked for (:func:`field`); the head names their keys. ``raw``: a
        ``str`` field kept as its UTF-8 bytes after the head (a lowering's final text: no
        JSON escapes to decode on a hit), its length and digest in the head; :meth:`load`
        gives it back as those bytes."""
        head = {name: value for name, value in data.items() if name not in lazy}
        body = {name: data[name] for name in lazy if name in data}
        text = b""
        try:
            if raw is not None and isinstance(head.get(raw), str):
                text = head.pop(raw).encode("utf-8", "surrogatepass")
                head[RAW] = [raw, len(text), cacheentry.body_digest(text)]
            rest = (
                json.dumps(body, sort_keys=True).encode("utf-8", "surrogatepass") if body else b""
            )
            if body:
                head[LAZY] = {name: keys_of(value) for name, value in body.items()}
                head[BODY_DIGEST] = cacheentry.body_digest(rest)
            content = json.dumps(head, sort_keys=True).encode("utf-8", "surrogatepass")
        except (TypeError, ValueError, UnicodeError):
            return
        content += b"\n" + text + rest
        self._write(key, content)
        if remote_key is not None and self.remote is not None:
            self.remote.put(self.namespace, remote_key, content)

    def _write(self, key: str, content: bytes) -> None:
        path = self.path(key)
        try:
            files.write_atomically(path, cacheentry.seal(key, content))
        except OSError:
            return
        with self._lock:
            self.writes += 1


#: the head's field naming the body's fields and their keys
LAZY = "lazy"
#: the head's field holding the body's digest (verified when the body is read)
BODY_DIGEST = "body_sha256"
#: the head's field naming the field kept raw after the head: [name, bytes, digest]
RAW = "raw"
#: where :meth:`DiskCache.load` puts the :class:`Body` of an entry that has one
BODY = "_body"


def _opened(key: str, header: bytes, head: bytes, read: Callable[[int], bytes]) -> dict[str, Any]:
    """An entry's head, verified, with its raw field read (``read(n)``: its next ``n``
    bytes) and verified; :class:`~pytest_irlower.cache.entry.BadEntry` says why not."""
    if not head.endswith(b"\n"):
        raise cacheentry.BadEntry("the entry ends inside its head")
    head = head[:-1]
    cacheentry.open_head(key, header, head)
    data = _decode(head)
    if data is None:
        raise cacheentry.BadEntry("the head does not decode")
    try:
        _read_raw(data, read)
    except (UnicodeError, ValueError, TypeError) as exc:
        raise cacheentry.BadEntry(f"its raw field does not read back: {exc}") from None
    return data


class Body:
    """The body of an entry whose head was read and verified: its fields, read and
    verified on first use (:class:`~pytest_irlower.cache.entry.BadEntry` when they do not
    verify, decode, or can no longer be read; the reason goes to ``reject`` too)."""

    def __init__(
        self,
        read: Callable[[], bytes],
        digest: str,
        where: str,
        reject: Callable[[str], None] | None = None,
    ) -> None:
        self._read = read
        self._digest = digest
        self._where = where
        self._reject = reject
        self._fields: dict[str, Any] | None = None

    def fields(self) -> dict[str, Any]:
        if self._fields is None:
            try:
                data = _decode(cacheentry.verify_body(self._read(), self._digest))
                if data is None:
                    raise cacheentry.BadEntry("the body does not decode")
            except (OSError, cacheentry.BadEntry) as exc:
                if self._reject is not None:
                    self._reject(f"{self._where}: {exc}")
                raise cacheentry.BadEntry(str(exc)) from None
            self._fields = data
        return self._fields


def field(entry: Mapping[str, Any], name: str, default: Any = None) -> Any:
    """An entry's field, from its head or its body (``default``: in neither)."""
    if name in entry:
        return entry[name]
    body = entry.get(BODY)
    return body.fields().get(name, default) if body is not None else default


def keys_of(value: Any) -> list[Any]:
    if isinstance(value, Mapping):
        return list(value)
    return [item[0] for item in value]  # a list of [name, value] pairs


def _read_from(path: str | Path, offset: int) -> bytes:
    with open(path, "rb") as handle:
        handle.seek(offset)
        return handle.read()


def _whole(content: bytes) -> dict[str, Any] | None:
    """The entry of a verified ``head\nraw+body`` (the shared tier's)."""
    head, _, rest = content.partition(b"\n")
    stream = io.BytesIO(rest)
    data = _decode(head)
    if data is None:
        return None
    try:
        _read_raw(data, stream.read)
    except (cacheentry.BadEntry, UnicodeError, ValueError, TypeError):
        return None
    if data.get(LAZY):
        body = stream.read()
        data[BODY] = Body(lambda: body, str(data[BODY_DIGEST]), "the shared tier")
    return data


def _read_raw(data: dict[str, Any], read: Callable[[int], bytes]) -> None:
    """Put the raw field the head names (:data:`RAW`) into ``data``, read and verified: its
    UTF-8 bytes, which ``LoweredIR`` decodes into itself (a text of megabytes is not
    decoded into a ``str`` and copied again)."""
    if RAW in data:
        name, size, digest = data.pop(RAW)
        # the digest is that of bytes encoded from a str: they decode
        data[name] = cacheentry.verify_body(read(int(size)), str(digest))


def _decode(content: bytes) -> dict[str, Any] | None:
    try:
        data = json.loads(content.decode("utf-8", "surrogatepass"))
    except (ValueError, UnicodeError):
        return None
    return data if isinstance(data, dict) else None


def touch(path: str | Path, mtime_ns: int | None = None) -> None:
    """Mark an entry used now (its access time: what LRU eviction reads; the modification
    time stays the writing run's: ``mtime_ns``, else read)."""
    with contextlib.suppress(OSError):
        if mtime_ns is None:
            mtime_ns = os.stat(path).st_mtime_ns
        os.utime(path, ns=(time.time_ns(), mtime_ns))


def file_stamp(path: str) -> str:
    """Size and modification time of a file ("missing" when there is none)."""
    try:
        st = os.stat(path)
    except OSError:
        return "missing"
    return f"{st.st_size}:{st.st_mtime_ns}"


def stable_repr(value: Any) -> str | None:
    """``repr(value)`` when it is the same in every process (plain data, torch.export's
    ``Dim``...), else None: a callable or an object shown by its address is no key."""
    if callable(value) and not isinstance(value, type):
        return None
    try:
        text = repr(value)
    except Exception:
        return None
    return None if _UNSTABLE in text else text
