"""The environment part of the cross-run key: what is installed that a lowering's result
depends on, named by content without hashing installed trees.

Read from the families' declarations (:attr:`pytest_irlower.api.family.Family.environment`):

- a distribution installed from a wheel: its version and the hashed lines of its pip
  ``RECORD`` (the sha256 of every file as installed, the ``.dist-info`` folder itself and
  the scripts installed outside the package left out: they name the venv), so the same
  packages in another venv give the same key;
- an editable or path install (a ``direct_url.json`` naming a folder, or no distribution
  at all, only an importable package): the content of its files. That is read once: the
  digest is remembered under the files' sizes and modification times, in this process and
  in the cache folder across sessions (an editable install's files change without its
  ``.dist-info`` changing, so the stamps of its files are what is checked);
- an executable, found through the toolchain: its name, the version it reports, and its
  content (remembered by its path and stamp; a tool shipped in a distribution's wheel by
  that distribution's RECORD, and a console script in this environment's scripts folder by
  the distribution that declares it: its shebang names the venv);
- the cache's format, Python's version and this plugin's own source.

A wheel-installed file edited in place, keeping its RECORD, is not seen: reinstall it
(``pip install --force-reinstall``) or install it editable.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.metadata
import importlib.util
import json
import os
import sys
import sysconfig
import threading
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pytest_irlower.cache import entry as cacheentry
from pytest_irlower.runtime import files

if TYPE_CHECKING:
    from pytest_irlower.families import Registry
    from pytest_irlower.runtime.toolchain import Toolchain

_LOCK = threading.Lock()
_DIGESTS: dict[tuple[Any, ...], str] = {}
#: digests of slow parts (an editable tree, a tool's bytes) by their stamps, kept in the
#: cache folder across sessions (loaded once per folder)
_MEMO: dict[str, str] = {}
_MEMO_LOADED: set[str] = set()


def declared(registry: Registry) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Every distribution and executable the registered families declare, in order."""
    distributions: dict[str, None] = {}
    executables: dict[str, None] = {}
    for declared_by in registry.environments():
        distributions.update(dict.fromkeys(declared_by.distributions))
        executables.update(dict.fromkeys(declared_by.executables))
    return tuple(distributions), tuple(executables)


def environment(
    distributions: Sequence[str],
    executables: Sequence[str] = (),
    toolchain: Toolchain | None = None,
    *,
    memo: Path | None = None,
) -> str:
    """The digest of the environment (see the module docstring)."""
    tools = [toolchain.find(name) if toolchain is not None else None for name in executables]
    key = (tuple(distributions), tuple(executables), tuple(tools), str(memo))
    with _LOCK:
        if key in _DIGESTS:
            return _DIGESTS[key]
    if memo is not None:
        _load_memo(memo)
    parts = [
        f"format {cacheentry.FORMAT}",
        f"python {sys.version} {sys.implementation.cache_tag}",
        f"plugin {plugin_digest()}",
    ]
    parts.extend(f"distribution {name} {distribution_digest(name)}" for name in distributions)
    for name, tool in zip(executables, tools, strict=True):
        if tool is None:
            parts.append(f"tool {name} absent")
            continue
        body = tool_content(tool.command[0], tool.source)
        parts.append(f"tool {name} {tool.version} {' '.join(tool.command[1:])} {body}")
    found = digest(parts)
    if memo is not None:
        _save_memo(memo)
    with _LOCK:
        _DIGESTS[key] = found
    return found


def forget() -> None:
    """Drop what this process remembers (a test changes an installation)."""
    with _LOCK:
        _DIGESTS.clear()
        _MEMO.clear()
        _MEMO_LOADED.clear()


def digest(parts: Iterable[str]) -> str:
    """A hex digest of ``parts``, each length-prefixed (no two lists collide)."""
    h = hashlib.blake2b(digest_size=20)
    for part in parts:
        data = part.encode("utf-8", errors="surrogatepass")
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return h.hexdigest()


# -- distributions --------------------------------------------------------------------


def distribution_digest(name: str) -> str:
    """A distribution by its version and RECORD, an editable or path install by its
    files' content, an importable package without a distribution by its content;
    ``absent`` when there is none."""
    try:
        dist = importlib.metadata.distribution(name)
    except (importlib.metadata.PackageNotFoundError, ValueError):
        folder = _package_folder(name.replace("-", "_"))
        return "absent" if folder is None else "path " + tree_content(folder)
    if _is_editable(dist):
        folders = [
            folder
            for top in _top_levels(dist, name)
            if (folder := _package_folder(top)) is not None
        ]
        return f"{dist.version} editable " + digest(tree_content(f) for f in folders)
    return _installed(dist)


def _is_editable(dist: importlib.metadata.Distribution) -> bool:
    text = dist.read_text("direct_url.json")
    if not text:
        return False
    try:
        data = json.loads(text)
    except ValueError:
        return False
    return isinstance(data, dict) and "dir_info" in data


def _top_levels(dist: importlib.metadata.Distribution, name: str) -> list[str]:
    text = dist.read_text("top_level.txt")
    tops = [line.strip() for line in (text or "").splitlines() if line.strip()]
    return tops or [name.replace("-", "_")]


def _installed(dist: importlib.metadata.Distribution) -> str:
    """A wheel-installed distribution: its version and the digest of its RECORD's hashed
    lines for its own files, remembered by the RECORD file's stamp (an install or upgrade
    rewrites it): a warm run reads neither the RECORD nor the METADATA (parsing METADATA
    for the version is the slow part of a lookup)."""
    path = Path(str(dist.locate_file(""))) / _dist_info_name(dist) / "RECORD"
    stamp = _stamp(path)
    memo_key = f"installed {path} {stamp}"
    if stamp is not None and memo_key in _MEMO:
        return _MEMO[memo_key]
    record = _record_digest(dist)
    found = f"{dist.version} record {record}" if record else f"{dist.version} no-record"
    if stamp is not None:
        _MEMO[memo_key] = found
    return found


def _record_digest(dist: importlib.metadata.Distribution) -> str:
    """The digest of the RECORD's hashed lines for the distribution's own files."""
    text = dist.read_text("RECORD") or ""
    lines = [
        line
        for line in text.splitlines()
        if ",sha256=" in line
        and not line.startswith("../")  # scripts: their shebang names the venv
        and "__pycache__" not in line
        and ".dist-info/" not in line.partition(",")[0]
    ]
    lines.sort()
    # one hash over the lines joined (none holds a newline): torch's RECORD has 15,000
    # lines, and a second runner's empty cache folder has no memo of it
    joined = "\n".join(lines).encode("utf-8", errors="surrogatepass")
    return hashlib.blake2b(joined, digest_size=20).hexdigest() if lines else ""


def _dist_info_name(dist: importlib.metadata.Distribution) -> str:
    found = getattr(dist, "_path", None)
    return Path(str(found)).name if found is not None else ""


def _package_folder(module: str) -> Path | None:
    try:
        spec = importlib.util.find_spec(module)
    except (ImportError, ValueError):
        return None
    if spec is None:
        return None
    if spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations)))
    return Path(spec.origin) if spec.origin and os.path.isfile(spec.origin) else None


def tree_content(root: Path) -> str:
    """The content of every file under ``root`` (a file: itself), ``__pycache__`` left out:
    remembered under the listing of their names, sizes and modification times."""
    listing: list[tuple[str, str, str]] = []
    if root.is_file():
        listing.append((root.name, str(root), str(_stamp(root))))
    stack = [str(root)] if root.is_dir() else []
    while stack:
        folder = stack.pop()
        try:
            with os.scandir(folder) as it:
                for item in it:
                    if item.is_dir(follow_symlinks=False):
                        if item.name != "__pycache__":
                            stack.append(item.path)
                        continue
                    if item.name.endswith((".pyc", ".pyo")):
                        continue
                    st = item.stat(follow_symlinks=False)
                    relative = os.path.relpath(item.path, root)
                    listing.append((relative, item.path, f"{st.st_size}:{st.st_mtime_ns}"))
        except OSError:
            continue
    listing.sort()
    memo_key = "tree " + digest(f"{r}\0{p}\0{s}" for r, p, s in listing)
    known = _MEMO.get(memo_key)
    if known is not None:
        return known
    h = hashlib.blake2b(digest_size=20)
    for relative, path, _ in listing:
        h.update(relative.encode("utf-8", "surrogatepass") + b"\0")
        with contextlib.suppress(OSError), open(path, "rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                h.update(block)
        h.update(b"\0")
    _MEMO[memo_key] = h.hexdigest()
    return _MEMO[memo_key]


def plugin_digest() -> str:
    """This plugin's own source, by content (remembered by its files' stamps)."""
    return tree_content(Path(__file__).resolve().parents[1])


# -- executables ----------------------------------------------------------------------


def tool_content(path: str, source: str) -> str:
    """An executable by content: one shipped in a distribution's wheel by that
    distribution (its RECORD holds the file's hash), a console script of this environment
    by its distribution (:func:`console_script`), any other by its bytes, read once per
    path and stamp."""
    prefix = "python package "
    if source.startswith(prefix):
        return "in " + distribution_digest(source[len(prefix) :])
    script = console_script(path)
    if script is not None:
        return script
    stamp = _stamp(Path(path))
    memo_key = f"file {path} {stamp}"
    known = _MEMO.get(memo_key)
    if known is not None:
        return known
    h = hashlib.blake2b(digest_size=20)
    try:
        with open(path, "rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                h.update(block)
    except OSError:
        return "unreadable"
    _MEMO[memo_key] = h.hexdigest()
    return _MEMO[memo_key]


def console_script(path: str) -> str | None:
    """A console script that a distribution of this environment installed into its
    scripts folder (``torch-mlir-opt`` in a venv's ``bin``), named by that distribution and
    its entry point; None for any other file.

    Its bytes name the venv (the shebang: ``#!/path/to/venv/bin/python``), so the same
    packages in another venv would give another key if they were hashed. What it runs is
    the entry point's code, in this environment: the distribution's RECORD says what that
    is. A script of the same name in another folder (another venv's ``bin`` on ``PATH``)
    is not this environment's, and is keyed by its bytes."""
    scripts = sysconfig.get_path("scripts")
    if not scripts or os.path.realpath(os.path.dirname(path)) != os.path.realpath(scripts):
        return None
    # which distribution declares it, remembered by the script's stamp (an install writes
    # the script again); the distribution's own digest is remembered by its RECORD's
    memo_key = f"script {path} {_stamp(Path(path))}"
    declared_by = _MEMO.get(memo_key)
    if declared_by is None:
        name = os.path.basename(path)
        points = importlib.metadata.entry_points(group="console_scripts", name=name)
        declared_by = "\n".join(
            sorted(f"{point.value}\t{point.dist.name}" for point in points if point.dist)
        )
        _MEMO[memo_key] = declared_by
    found = [
        f"console script {value} of {dist} {distribution_digest(dist)}"
        for value, _, dist in (line.partition("\t") for line in declared_by.splitlines())
    ]
    return " ".join(found) if found else None


def _stamp(path: Path) -> str | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return f"{st.st_size}:{st.st_mtime_ns}:{st.st_ino}"


# -- remembered across sessions ---------------------------------------------------------


def _memo_path(root: Path) -> Path:
    return root / f"v{cacheentry.FORMAT}" / "environment.json"


def _load_memo(root: Path) -> None:
    path = _memo_path(root)
    if str(path) in _MEMO_LOADED:
        return
    _MEMO_LOADED.add(str(path))
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return
    if isinstance(data, dict):
        _MEMO.update({str(k): str(v) for k, v in data.items()})


def _save_memo(root: Path) -> None:
    path = _memo_path(root)
    try:
        known = json.loads(path.read_text())
    except (OSError, ValueError):
        known = {}
    if isinstance(known, dict) and all(known.get(k) == v for k, v in _MEMO.items()):
        return
    merged = {**(known if isinstance(known, dict) else {}), **_MEMO}
    with contextlib.suppress(OSError):
        files.write_atomically(path, json.dumps(merged, sort_keys=True))
