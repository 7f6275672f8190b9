"""The local cross-run cache's size: a limit (ini ``irlower_cache_max_size``) kept by
removing the least recently used entries after a run, and ``irlower cache stats|clear``.

"Used" is an entry's access time, which the cache sets itself on every hit and write
(:func:`pytest_irlower.cache.disk.touch`), so a file system mounted ``noatime`` keeps LRU
order too. Removing an entry is always safe: it is a miss next time.
"""

from __future__ import annotations

import os
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

from pytest_irlower.errors import UsageError

_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([kmgt]?i?b?)?\s*$", re.IGNORECASE)
_UNITS = {"": 1, "k": 1 << 10, "m": 1 << 20, "g": 1 << 30, "t": 1 << 40}
#: after an eviction the cache holds at most this fraction of its limit (so that the next
#: run does not evict again at once)
LOW_WATER = 0.8


def parse_size(text: str, where: str = "ini irlower_cache_max_size") -> int:
    """Bytes of a size such as ``500MB``, ``2GB``, ``1.5G``, ``4096`` (0: no limit);
    units are powers of 1024."""
    match = _SIZE.match(text)
    if match is None:
        raise UsageError(f"{where} = {text!r}: expected a size such as 500MB, 2GB or 0 (no limit)")
    unit = (match.group(2) or "").lower()[:1]
    return int(float(match.group(1)) * _UNITS[unit])


@dataclass(frozen=True)
class Entry:
    """One file of the cache."""

    path: Path
    size: int
    used_ns: int


def entries(root: Path) -> list[Entry]:
    """Every entry file under ``root`` (any format), least recently used first."""
    found = []
    for folder, _dirs, files in os.walk(root):
        for name in files:
            if name.startswith(".tmp-"):
                continue
            path = Path(folder) / name
            try:
                st = path.stat()
            except OSError:
                continue
            found.append(Entry(path, st.st_size, max(st.st_atime_ns, st.st_mtime_ns)))
    found.sort(key=lambda e: (e.used_ns, str(e.path)))
    return found


def evict(root: Path, limit: int) -> tuple[int, int]:
    """Remove least recently used entries until ``root`` holds at most ``LOW_WATER`` of
    ``limit`` bytes, when it holds more than ``limit`` (0: no limit). Returns (entries
    removed, bytes freed)."""
    if limit <= 0 or not root.is_dir():
        return 0, 0
    found = entries(root)
    total = sum(e.size for e in found)
    if total <= limit:
        return 0, 0
    removed = freed = 0
    for entry in found:
        if total - freed <= limit * LOW_WATER:
            break
        try:
            entry.path.unlink()
        except OSError:
            continue
        removed += 1
        freed += entry.size
    return removed, freed


def stats(root: Path, limit: int | None = None) -> list[str]:
    """``irlower cache stats``: the folder, its entries, their size and ages."""
    import time

    from pytest_irlower.cache.disk import FORMAT

    found = [e for e in entries(root) if e.path.name.endswith(".entry")]
    stale = [
        e
        for e in entries(root)
        if e.path.parts[len(root.parts)].startswith("v")
        and e.path.parts[len(root.parts)] != f"v{FORMAT}"
    ]
    total = sum(e.size for e in found)
    lines = [f"cache: {root}", f"entries: {len(found)}, {_human(total)}"]
    if limit is not None:
        lines.append(f"limit: {_human(limit) if limit else 'none'}")
    if found:
        now = time.time_ns()
        lines.append(
            f"least recently used: {(now - found[0].used_ns) / 3.6e12:.1f} h ago, most: "
            f"{(now - found[-1].used_ns) / 3.6e12:.1f} h ago"
        )
    if stale:
        lines.append(
            f"older formats: {len(stale)} files, {_human(sum(e.size for e in stale))} "
            "(never read; `irlower cache clear` removes them)"
        )
    return lines


def clear(root: Path) -> int:
    """``irlower cache clear``: remove every entry; returns how many files went."""
    count = len(entries(root))
    if root.is_dir():
        shutil.rmtree(root, ignore_errors=True)
    return count


def _human(size: int) -> str:
    value = float(size)
    for unit in ("B", "KiB", "MiB", "GiB"):
        if value < 1024 or unit == "GiB":
            return f"{value:.0f} {unit}" if unit == "B" else f"{value:.1f} {unit}"
        value /= 1024
    return f"{size} B"
