"""The one atomic file writer, the clean-up of what a killed writer left, and the names
files take from test names (:func:`safe_name`).

Every file the plugin writes whole (goldens, rewritten test checks, cross-run cache
entries, the HTML report, the memory of version probes) goes through
:func:`write_atomically`: the text goes to a temporary file, then ``os.replace`` puts
it in place, so a reader sees the old bytes or the new ones, never a truncated file.

A process killed between the two (SIGKILL, out of memory) leaves its temporary file
behind. Temporaries are named ``.irlower-<pid>-<random>.tmp`` and go to ``temp_dir``
when the caller gives one on the same filesystem (goldens: ``<rootdir>/.irlower/tmp``,
so none ever lies in ``golden/``), else beside the file. :func:`sweep` removes those
whose writer is gone; the session sweeps when it starts.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import tempfile
import time
from pathlib import Path

TEMP_PREFIX = ".irlower-"
TEMP_SUFFIX = ".tmp"
#: ``.irlower-<pid>-<random>.tmp``; older versions wrote ``.irlower-<random>.tmp``
_TEMP_NAME = re.compile(r"\.irlower-(?:(\d+)-)?[^/\\]*\.tmp")
#: a temporary whose writer cannot be told (no pid in its name, or a pid on another
#: host) is left for this long: a write takes milliseconds
STALE_AFTER_S = 600.0
#: the folder under the rootdir that holds the temporaries of goldens
TEMP_DIR = Path(".irlower") / "tmp"


def write_atomically(
    path: str | os.PathLike[str],
    data: str | bytes,
    *,
    temp_dir: str | os.PathLike[str] | None = None,
) -> None:
    """Write ``data`` (text as UTF-8 with ``\\n`` line ends, or bytes) to ``path``.

    The temporary goes to ``temp_dir`` when it is on the file's filesystem (``os.replace``
    cannot cross one), else beside the file. The file gets the mode a plain ``open``
    would give it (mkstemp's 0600 is widened by the umask), its folder is made if needed.
    """
    target = os.fspath(path)
    directory = os.path.dirname(target) or "."
    os.makedirs(directory, exist_ok=True)
    where = _temp_folder(directory, temp_dir)
    handle, temporary = tempfile.mkstemp(
        prefix=f"{TEMP_PREFIX}{os.getpid()}-", suffix=TEMP_SUFFIX, dir=where
    )
    try:
        if isinstance(data, str):
            with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
                stream.write(data)
        else:
            with os.fdopen(handle, "wb") as binary:
                binary.write(data)
        os.chmod(temporary, 0o666 & ~_umask())
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def _temp_folder(directory: str, temp_dir: str | os.PathLike[str] | None) -> str:
    if temp_dir is None:
        return directory
    try:
        os.makedirs(temp_dir, exist_ok=True)
        if os.stat(temp_dir).st_dev == os.stat(directory).st_dev:
            return os.fspath(temp_dir)
    except OSError:
        pass
    return directory


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def sweep(folder: str | os.PathLike[str], *, recursive: bool = False) -> list[str]:
    """Remove the temporaries of killed writers under ``folder``; the paths removed.

    A temporary goes when the process named in it is gone, or (no pid, or a pid that is
    now another process) when it is older than :data:`STALE_AFTER_S`. A live writer's
    temporary stays: a concurrent run, or an xdist worker, may be about to replace it.
    """
    removed: list[str] = []
    if not os.path.isdir(folder):
        return removed
    walker = os.walk(folder) if recursive else [(os.fspath(folder), [], os.listdir(folder))]
    now = time.time()
    for where, _, names in walker:
        for name in names:
            found = _TEMP_NAME.fullmatch(name)
            if found is None:
                continue
            path = os.path.join(where, name)
            try:
                age = now - os.lstat(path).st_mtime
            except OSError:
                continue
            pid = int(found.group(1)) if found.group(1) else None
            if (pid is not None and not _alive(pid)) or age > STALE_AFTER_S:
                with contextlib.suppress(OSError):
                    os.unlink(path)
                    removed.append(path)
    return removed


def _alive(pid: int) -> bool:
    """Whether process ``pid`` runs (a zombie, killed but not yet reaped, does not)."""
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # another user's process, or cannot tell: keep its file
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as stat:
            state = stat.read().rpartition(")")[2].split()[:1]
    except OSError:
        return True
    return state not in (["Z"], ["X"])


#: the characters a file name keeps as they are (one of them; a whole name of them)
_SAFE_CHARS = r"[A-Za-z0-9_\-\[\],=.]"
_SAFE = re.compile(_SAFE_CHARS)
_ALL_SAFE = re.compile(f"{_SAFE_CHARS}*")
MAX_NAME = 200


def safe_name(name: str, *, case_unique: bool = False) -> str:
    """A file-name-safe, injective spelling of a test name and parameter id.

    Letters, digits and ``_ - [ ] , = .`` stay; every other character (``/``, ``:``,
    ``+``, spaces, ``%``...) becomes ``%XX`` of its UTF-8 bytes, and so does a dot
    that starts the name or follows another dot (no ``..``). Over-long names keep a
    prefix and a hash of the whole. ``case_unique`` (for names that another test's name
    equals but for case) adds a short hash of the exact name.
    """
    result = name
    if not _ALL_SAFE.fullmatch(name) or name.startswith(".") or ".." in name:
        out: list[str] = []
        for index, char in enumerate(name):
            dot_unsafe = char == "." and (index == 0 or name[index - 1] == ".")
            if _SAFE.fullmatch(char) and not dot_unsafe:
                out.append(char)
            else:
                out.extend(f"%{byte:02X}" for byte in char.encode("utf-8"))
        result = "".join(out)
    if case_unique:
        # "Case" and "case" must not share a file on a case-insensitive file system
        result += "~" + hashlib.blake2b(name.encode("utf-8"), digest_size=4).hexdigest()
    if len(result) > MAX_NAME:
        digest = hashlib.sha256(name.encode("utf-8")).hexdigest()[:16]
        result = f"{result[: MAX_NAME - 17]}~{digest}"
    return result
