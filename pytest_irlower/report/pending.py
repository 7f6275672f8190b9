"""``--irlower-pending=FILE``: a run's new and changed goldens and check lines, as one file.

A CI run that fails on its goldens keeps the new IR only on its runner. With this option
it writes a *pending bundle* (insta's pending snapshots, as one file): every golden that
``--snapshot-update`` would write, with the exact text it would write, its class (new,
renames only, real change, or only the stage record refreshed), the first changed stage,
the test that made it and the sha256 of the golden it replaces (its base; none for a new
golden), and every check-comment edit that ``--irlower-update-checks`` would make. The run
itself writes nothing else: ``golden/`` and the test files are untouched, and it fails as
it would have. ``irlower accept`` applies a bundle (:mod:`pytest_irlower.report.accept`).

Each process appends its entries to ``<spool>/<pid>.jsonl`` in a folder the controller
made (xdist workers too); the controller merges them into the bundle at the end. The
bundle is JSON: a format tag and version, the golden folder, the entries, and the texts
stored once each by hash, zlib-compressed and base64-encoded (a toolchain bump that moves
the same function in a hundred goldens stores each text once). A name ending in ``.gz``
is gzip-compressed as a whole. Nothing here imports pytest.
"""

from __future__ import annotations

import gzip
import json
import os
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pytest_irlower.checks.checkedits import CheckEdit
from pytest_irlower.checks.golden import GoldenOutcome
from pytest_irlower.checks.goldenrun import UNCHANGED
from pytest_irlower.errors import UsageError
from pytest_irlower.report.review import pack, text_hash, unpack
from pytest_irlower.runtime import files

FORMAT = "pytest-irlower pending"
VERSION = 1
#: the class of an entry that only refreshes a golden's stage record (the IR is the same)
STAGES_ONLY = "stages"
#: the class of a check-comment edit
CHECKS = "checks"
#: every class an entry can have, in the order lists print them
CLASSES = ("new", "renames", "real", STAGES_ONLY, CHECKS)
CLASS_LABELS = {
    "new": "new",
    "renames": "renames only",
    "real": "real change",
    STAGES_ONLY: "stage record only",
    CHECKS: "check lines",
}


@dataclass(frozen=True)
class GoldenEntry:
    """One golden to write: its path (relative to the rootdir, with ``/``), its class, the
    text to write, and the sha256 of the bytes it replaces (None: a new golden)."""

    path: str
    kind: str
    text: str
    base: str | None
    nodeid: str = ""
    first_stage: str | None = None

    @property
    def name(self) -> str:
        """What messages and ``-k`` match: the golden's path."""
        return self.path


@dataclass
class Bundle:
    """A pending bundle: golden entries and check edits (one file, or several merged)."""

    goldens: list[GoldenEntry] = field(default_factory=list)
    checks: list[CheckEdit] = field(default_factory=list)
    golden_dir: str = "golden"
    #: the files it was read from
    sources: list[str] = field(default_factory=list)

    def entries_by_class(self) -> dict[str, list[Any]]:
        """Entries grouped by class, classes in :data:`CLASSES` order, paths sorted."""
        grouped: dict[str, list[Any]] = {kind: [] for kind in CLASSES}
        for entry in sorted(self.goldens, key=lambda e: e.path):
            grouped[entry.kind].append(entry)
        grouped[CHECKS] = sorted(self.checks, key=lambda e: (e.file, e.function))
        return {kind: found for kind, found in grouped.items() if found}

    def __len__(self) -> int:
        return len(self.goldens) + len(self.checks)


def golden_class(outcome: GoldenOutcome) -> str:
    """The bundle class of a golden outcome: its status's kind, or :data:`STAGES_ONLY`."""
    return STAGES_ONLY if outcome.status == UNCHANGED else outcome.status.kind


class Spool:
    """One process's pending entries, appended to ``<dir>/<pid>.jsonl``."""

    def __init__(self, directory: Path) -> None:
        self.path = directory / f"pending-{os.getpid()}.jsonl"

    def _write(self, record: Mapping[str, Any]) -> None:
        with open(self.path, "a", encoding="utf-8") as stream:
            stream.write(json.dumps(record, separators=(",", ":")) + "\n")

    def golden(self, nodeid: str, outcome: GoldenOutcome) -> None:
        """A golden ``--snapshot-update`` would write (nothing for one it would keep)."""
        if outcome.stored is None:
            return
        self._write(
            {
                "kind": "golden",
                "path": outcome.path,
                "class": golden_class(outcome),
                "nodeid": nodeid,
                "first_stage": outcome.first_stage,
                "base": outcome.base,
                "z": pack(outcome.stored),
            }
        )

    def check_edit(self, edit: CheckEdit) -> None:
        """A check-comment edit ``--irlower-update-checks`` would make."""
        self._write({"kind": "checks", **edit.as_dict()})


def read_spool(directory: Path) -> Bundle:
    """Every process's entries (the last one for a golden or a function wins); a line a
    crashed worker left half-written is skipped."""
    goldens: dict[str, GoldenEntry] = {}
    checks: dict[tuple[str, str], CheckEdit] = {}
    for path in sorted(directory.glob("pending-*.jsonl")):
        with open(path, encoding="utf-8") as stream:
            for line in stream:
                try:
                    record = json.loads(line)
                except ValueError:
                    continue
                if record.get("kind") == "golden":
                    entry = GoldenEntry(
                        path=record["path"],
                        kind=record["class"],
                        text=unpack(record["z"]),
                        base=record["base"],
                        nodeid=record.get("nodeid", ""),
                        first_stage=record.get("first_stage"),
                    )
                    goldens[entry.path] = entry
                elif record.get("kind") == "checks":
                    edit = CheckEdit.from_dict(record)
                    checks[(edit.file, edit.function)] = edit
    return Bundle(goldens=list(goldens.values()), checks=list(checks.values()))


def dumps(bundle: Bundle, *, rootdir_name: str = "") -> str:
    """The bundle as JSON text, texts stored once each by hash."""
    texts: dict[str, str] = {}
    goldens = []
    for entry in sorted(bundle.goldens, key=lambda e: e.path):
        key = text_hash(entry.text)
        texts.setdefault(key, pack(entry.text))
        goldens.append(
            {
                "path": entry.path,
                "class": entry.kind,
                "base": entry.base,
                "text": key,
                "nodeid": entry.nodeid,
                "first_stage": entry.first_stage,
            }
        )
    data = {
        "format": FORMAT,
        "version": VERSION,
        "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "project": rootdir_name,
        "golden_dir": bundle.golden_dir,
        "goldens": goldens,
        "checks": [
            edit.as_dict() for edit in sorted(bundle.checks, key=lambda e: (e.file, e.function))
        ],
        "texts": texts,
    }
    return json.dumps(data, indent=1, sort_keys=False) + "\n"


def write(path: Path, bundle: Bundle, *, rootdir_name: str = "") -> None:
    """Write the bundle to ``path`` (gzip-compressed when the name ends in ``.gz``)."""
    text = dumps(bundle, rootdir_name=rootdir_name)
    data: str | bytes = text
    if path.name.endswith(".gz"):
        data = gzip.compress(text.encode("utf-8"), mtime=0)
    files.write_atomically(path, data)


def load(path: Path) -> Bundle:
    """Read a bundle; a file that is not one (or of a newer version) is a UsageError."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise UsageError(f"cannot read pending file {path}: {exc.strerror}") from None
    try:
        if raw[:2] == b"\x1f\x8b":
            raw = gzip.decompress(raw)
        data = json.loads(raw.decode("utf-8"))
    except (OSError, ValueError, UnicodeDecodeError) as exc:
        raise UsageError(
            f"{path} is not a pending file (JSON, or gzip-compressed JSON, written by "
            f"pytest --irlower-pending={path.name}): {exc}"
        ) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise UsageError(
            f'{path} is not a pending file: no "format": {FORMAT!r} (write one with '
            f"pytest --irlower-pending={path.name})"
        )
    version = data.get("version")
    if version != VERSION:
        raise UsageError(
            f"{path} is a pending file of version {version!r}; this pytest-irlower reads "
            f"version {VERSION}: accept it with the pytest-irlower that wrote it"
        )
    texts = data.get("texts", {})
    try:
        goldens = [
            GoldenEntry(
                path=str(item["path"]),
                kind=_kind(str(item["class"]), path),
                text=unpack(texts[item["text"]]),
                base=item.get("base"),
                nodeid=str(item.get("nodeid", "")),
                first_stage=item.get("first_stage"),
            )
            for item in data.get("goldens", [])
        ]
        checks = [CheckEdit.from_dict(item) for item in data.get("checks", [])]
    except (KeyError, TypeError, ValueError) as exc:
        raise UsageError(f"{path}: a damaged pending file ({type(exc).__name__}: {exc})") from None
    return Bundle(
        goldens=goldens,
        checks=checks,
        golden_dir=str(data.get("golden_dir", "golden")),
        sources=[str(path)],
    )


def _kind(kind: str, path: Path) -> str:
    if kind not in CLASSES or kind == CHECKS:
        raise UsageError(f"{path}: unknown golden class {kind!r}")
    return kind


def merge(bundles: Iterable[Bundle]) -> Bundle:
    """Bundles of one commit (shards, ``-n`` runs) as one. The same entry twice is kept once;
    two different texts for one golden, or two edits of one function, are an error."""
    merged = Bundle()
    goldens: dict[str, tuple[GoldenEntry, str]] = {}
    checks: dict[tuple[str, str], tuple[CheckEdit, str]] = {}
    dirs = set()
    for bundle in bundles:
        source = ", ".join(bundle.sources) or "?"
        merged.sources.extend(bundle.sources)
        dirs.add(bundle.golden_dir)
        for entry in bundle.goldens:
            seen = goldens.get(entry.path)
            if seen is not None and (seen[0].text, seen[0].base) != (entry.text, entry.base):
                raise UsageError(
                    f"{entry.path}: {seen[1]} and {source} hold different texts for this golden "
                    "(bundles of different commits?): accept them one at a time"
                )
            goldens.setdefault(entry.path, (entry, source))
        for edit in bundle.checks:
            key = (edit.file, edit.function)
            known = checks.get(key)
            if known is not None and known[0] != edit:
                raise UsageError(
                    f"{edit.file}::{edit.function}: {known[1]} and {source} hold different "
                    "check lines for this test: accept them one at a time"
                )
            checks.setdefault(key, (edit, source))
    if len(dirs) > 1:
        raise UsageError(f"the bundles name different golden folders: {', '.join(sorted(dirs))}")
    merged.golden_dir = dirs.pop() if dirs else "golden"
    merged.goldens = [entry for entry, _ in goldens.values()]
    merged.checks = [edit for edit, _ in checks.values()]
    return merged
