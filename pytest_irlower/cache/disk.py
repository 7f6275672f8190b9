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

import base64
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
    from pytest_irlower.api.result import LoweredIR
    from pytest_irlower.cache.remote import RemoteCache
    from pytest_irlower.errors import LoweringError

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
        return self.root / f"v{FORMAT}" / key[:2] / f"{key}.entry"

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
        path = self.path(key)
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
                lambda: _read_from(path, offset), digest, f"{path}", lambda r: self._drop(path, r)
            )
        touch(path, mtime)
        return data

    def _reject(self, reason: str) -> None:
        with self._lock:
            self.rejected.append(reason)

    def _drop(self, path: Path, reason: str) -> None:
        """An entry whose body failed its check after its head passed: reported, and
        removed (the next run lowers it again and stores it whole, instead of reading a
        head it can never use)."""
        self._reject(reason)
        with contextlib.suppress(OSError):
            path.unlink()

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
        JSON escapes to decode on a hit), its length and digest in the head."""
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
                head[LAZY] = {name: _keys_of(value) for name, value in body.items()}
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


def _keys_of(value: Any) -> list[Any]:
    if isinstance(value, Mapping):
        return list(value)
    return [item[0] for item in value]  # a list of [name, value] pairs


def _read_from(path: Path, offset: int) -> bytes:
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
    """Put the raw field the head names (:data:`RAW`) into ``data``, read and verified."""
    if RAW in data:
        name, size, digest = data.pop(RAW)
        data[name] = cacheentry.verify_body(read(int(size)), str(digest)).decode(
            "utf-8", "surrogatepass"
        )


def _decode(content: bytes) -> dict[str, Any] | None:
    try:
        data = json.loads(content.decode("utf-8", "surrogatepass"))
    except (ValueError, UnicodeError):
        return None
    return data if isinstance(data, dict) else None


def touch(path: Path, mtime_ns: int | None = None) -> None:
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


# -- results ------------------------------------------------------------------------------


def json_keeps(value: Any) -> bool:
    """Whether JSON gives ``value`` back as it is (``json.loads(json.dumps(value)) ==
    value``), by a walk of it: nothing is encoded. It does for ``None``, ``bool``, ``int``,
    ``str``, a ``float`` other than NaN (unequal to itself), and ``list`` and ``dict`` of
    those with ``str`` keys; not for a tuple (read back as a list), a key of another type
    (read back as a string), a cycle, or anything JSON cannot encode (bytes, a set, any
    other object). The Lowerer stores a result only when its details are kept."""
    try:
        return _kept(value, set())
    except RecursionError:  # nested past what json.dumps itself can encode
        return False


def _kept(value: Any, path: set[int]) -> bool:
    if value is None or isinstance(value, (bool, str)):
        return True
    if isinstance(value, int):
        try:
            int.__repr__(value)  # past sys.get_int_max_str_digits(), json.dumps raises
        except ValueError:
            return False
        return True
    if isinstance(value, float):
        return value == value  # NaN is written and read back, but unequal to itself
    if not isinstance(value, (list, dict)) or id(value) in path:
        return False  # a tuple, bytes, a set, an object; or a cycle
    path.add(id(value))
    if isinstance(value, dict):
        kept = all(isinstance(k, str) and _kept(v, path) for k, v in value.items())
    else:
        kept = all(_kept(v, path) for v in value)
    path.discard(id(value))
    return kept


#: what an entry of a lowering keeps in its body (:meth:`DiskCache.store`): what a hit reads
#: only when asked (a golden compares the final text, and the stages' digests in its head)
RESULT_BODY = ("stages", "artifacts", "command_inputs", "passes")


def encode_result(result: LoweredIR) -> dict[str, Any]:
    """A ``LoweredIR`` as JSON-ready data: the last stage's text, when it is the final
    text, as None (held once)."""
    from pytest_irlower.checks.goldentext import stage_digests

    stages: list[list[str | None]] = [[name, text] for name, text in result.stages.items()]
    if stages and stages[-1][1] == result.text:
        stages[-1][1] = None
    return {
        "text": result.text,
        "ir_type": result.ir_type,
        "target": result.target,
        "arch": result.arch,
        "stages": stages,
        "stage_digests": stage_digests(result.stages),
        "artifacts": {k: base64.b64encode(v).decode() for k, v in result.artifacts.items()},
        "engines": dict(result.engines),
        "commands": dict(result.commands),
        "command_inputs": kept_command_inputs(result),
        "syntax": result.syntax,
        "suffix": result.suffix,
        "details": dict(result.details),
        "passes": [
            [stage, [[name, text] for name, text in texts.items()]]
            for stage, texts in result.passes.items()
        ],
    }


#: the largest failing-stage input kept with a cached failure (a larger one: not cached)
ERROR_INPUT_LIMIT = 1 << 20
#: the largest reproduce-command input kept with a cached lowering (a larger one: not kept)
COMMAND_INPUT_LIMIT = 1 << 20


def kept_command_inputs(result: LoweredIR) -> dict[str, str | None]:
    """The command inputs of ``result`` as an entry keeps them, so ``reproduce.sh`` has a
    line for their stages on a warm cache too: the texts already made, up to
    ``COMMAND_INPUT_LIMIT`` characters (``torch_mlir``'s import, weights elided). An input
    still to be made on demand (``llvm_ir``'s module with every weight, ``fx_graph``'s saved
    program) is not made here, which would cost every cached lowering a print of all its
    weights: it is kept as None, and a hit's ``reproduce.sh`` says why that stage has no
    line rather than pointing its command at the previous stage's file."""
    return {
        name: made if isinstance(made, str) and len(made) <= COMMAND_INPUT_LIMIT else None
        for name, made in result.command_inputs.items()
    }


def _not_kept(stage: str) -> Callable[[], str]:
    def made() -> str:
        from pytest_irlower.errors import ReproduceUnavailable

        raise ReproduceUnavailable(
            f"this lowering was read from the cross-run cache, which does not keep the "
            f"input of {stage}'s command (it is made on demand); rerun with "
            "--irlower-no-cache for it"
        )

    return made


def encode_error(exc: LoweringError) -> dict[str, Any] | None:
    """A failure as JSON-ready data, or None when it must not be kept: a transient one
    (a timeout, a crash, a tool that could not start: time or the machine decided it),
    a subclass this cache does not know, or one whose input IR is over
    ``ERROR_INPUT_LIMIT`` characters."""
    from pytest_irlower.errors import LoweringError, UnsupportedCombination, is_transient

    if is_transient(exc) or type(exc) not in (LoweringError, UnsupportedCombination):
        return None
    if exc.input_ir is not None and len(exc.input_ir) > ERROR_INPUT_LIMIT:
        return None
    return {
        "error": {
            "stage": exc.stage,
            "detail": exc.detail,
            "command": exc.command,
            "input_ir": exc.input_ir,
            "ir_type": exc.ir_type,
            "combination": getattr(exc, "combination", None),
        }
    }


def decode_error(data: Mapping[str, Any]) -> LoweringError:
    """The failure an entry of :func:`encode_error` keeps, marked ``from_cache``."""
    from pytest_irlower.errors import LoweringError, UnsupportedCombination

    error = data["error"]
    fields = {
        "command": error["command"],
        "input_ir": error["input_ir"],
        "ir_type": error["ir_type"],
    }
    exc: LoweringError
    if error["combination"] is not None:
        exc = UnsupportedCombination(
            error["stage"], error["detail"], combination=error["combination"], **fields
        )
    else:
        exc = LoweringError(error["stage"], error["detail"], **fields)
    exc.from_cache = True
    exc.refresh()
    return exc


def decode_result(
    data: Mapping[str, Any], relower: Callable[[], LoweredIR] | None = None
) -> LoweredIR:
    """The ``LoweredIR`` of an entry: every stage reads as reused, in 0.0 s. What the
    entry keeps in its body is read when first asked for; a body that no longer reads back
    (corrupted, evicted since) gives ``relower()``'s instead (None: the error)."""
    from pytest_irlower.api.result import LazyTexts, LoweredIR

    text = data["text"]
    names = data[LAZY]["stages"] if LAZY in data else [name for name, _ in data["stages"]]
    fields: list[Mapping[str, Any]] = []

    def rest() -> Mapping[str, Any]:
        if not fields:
            try:
                fields.append({name: field(data, name) for name in RESULT_BODY})
            except cacheentry.BadEntry:
                if relower is None:
                    raise
                fields.append(encode_result(relower()))
        return fields[0]

    def lazy(name: str, decode: Callable[[Any], Any]) -> Any:
        keys = data[LAZY][name] if LAZY in data else _keys_of(data.get(name, []))
        return LazyTexts(keys, lambda: decode(rest().get(name) or []))

    def stages(pairs: Any) -> dict[str, str]:
        return {str(n): str(t) if t is not None else text for n, t in pairs}

    def command_inputs(found: Any) -> dict[str, Any]:
        return {
            str(name): str(made) if made is not None else _not_kept(str(name))
            for name, made in found.items()
        }

    def artifacts(found: Any) -> dict[str, bytes]:
        return {k: base64.b64decode(v) for k, v in found.items()}

    def passes(found: Any) -> dict[str, Mapping[str, str]]:
        return {str(stage): {str(n): str(t) for n, t in texts} for stage, texts in found}

    staged = lazy("stages", stages)
    staged.digests = tuple(tuple(pair) for pair in data.get("stage_digests", ())) or None
    result = LoweredIR(
        text,
        ir_type=data["ir_type"],
        target=data["target"],
        arch=data["arch"],
        stages=staged,
        timings=dict.fromkeys(names, 0.0),
        artifacts=lazy("artifacts", artifacts),
        engines=data["engines"],
        commands=data["commands"],
        command_inputs=lazy("command_inputs", command_inputs),
        syntax=data["syntax"],
        suffix=data["suffix"],
        reused=list(names),
        details=data["details"],
        passes=lazy("passes", passes),
    )
    result.from_cache = True
    result.golden_clean = data.get("golden_clean")
    return result
