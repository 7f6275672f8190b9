"""How many samples each OpInfo op has, remembered across runs.

A ``samples="all"`` suite has one item per sample, so collecting it needs every op's sample
count. Counting means building the samples, which took minutes for the whole database, in
every xdist worker. The counts are kept in one small JSON file in the cross-run cache folder
(:data:`FILE_NAME`), so that a later collection builds no sample: each item builds its own
op's samples when it runs.

What decides a count is the key: torch's version and build (the file holds one table per
torch, the :data:`KEEP_TORCHES` written last), and within a table the op's name, the dtype,
the seed and a digest of the op's sample-input function's source. An entry missing from the
table is counted again. A file that does not read as this format is ignored, and rewritten
with what this run counted.

The file is written atomically (a temporary file, then ``os.replace``) after merging in what
the file holds at that moment, so xdist workers that count at the same time never leave a
torn file; at worst one worker's new entries are lost, and counted again by a later run.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pytest_irlower.runtime import files

#: the file's name in the cross-run cache folder
FILE_NAME = "opinfo-samples.json"
#: bump when the file's form or the meaning of a key changes
FORMAT = 1
#: tables of other torch builds kept beside the current one's (two environments sharing
#: one cache folder do not throw each other's counts away)
KEEP_TORCHES = 4


def torch_identity() -> str:
    """torch's version and the commit it was built from (``2.13.0+cpu 1a2b3c...``)."""
    import torch

    return f"{torch.__version__} {getattr(torch.version, 'git_version', 'unknown')}"


class SampleCounts:
    """The remembered counts of one torch build, read from and written to ``folder``
    (None: nothing is read or written, as under ``--irlower-no-cache``)."""

    def __init__(self, folder: Path | None, torch: str) -> None:
        self.path = None if folder is None else Path(folder) / FILE_NAME
        self.torch = torch
        self._table: dict[str, int] | None = None
        self._new: dict[str, int] = {}

    def get(self, key: str) -> int | None:
        """The count remembered under ``key``, or None."""
        if key in self._new:
            return self._new[key]
        if self._table is None:
            self._table = {} if self.path is None else _read(self.path).get(self.torch, {})
        return self._table.get(key)

    def put(self, key: str, count: int) -> None:
        """Remember ``count`` under ``key`` (written by :meth:`save`)."""
        if self.get(key) != count:
            self._new[key] = count

    def save(self) -> None:
        """Merge the counts put since the last save into the file, atomically; a folder
        that cannot be written keeps nothing (the counts are an optimization, never a
        failure)."""
        if self.path is None or not self._new:
            return
        torches = _read(self.path)
        table = torches.pop(self.torch, {})
        table.update(self._new)
        torches[self.torch] = table  # last: the most recently written
        kept = dict(list(torches.items())[-KEEP_TORCHES:])
        content = {
            "format": FORMAT,
            "torches": {name: dict(sorted(counts.items())) for name, counts in kept.items()},
        }
        try:
            files.write_atomically(self.path, json.dumps(content, indent=1) + "\n")
        except OSError:
            return
        self._table = table
        self._new = {}


def _read(path: Path) -> dict[str, dict[str, int]]:
    """The file's tables by torch build; {} for a file that is missing or not this format."""
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return {}
    torches = data.get("torches")
    if not isinstance(torches, dict):
        return {}
    found: dict[str, dict[str, int]] = {}
    for name, counts in torches.items():
        if not isinstance(counts, dict):
            return {}
        good = {
            key: value
            for key, value in counts.items()
            if isinstance(value, int) and not isinstance(value, bool) and value >= 0
        }
        if len(good) != len(counts):
            return {}
        found[str(name)] = good
    return found
