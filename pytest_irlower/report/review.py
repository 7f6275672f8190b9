"""Reviewing a session's IR changes: the golden change summary and the report's records.

- :class:`ChangeSummary` counts how the session's golden assertions ended (new, changed
  for real, changed in names only, unchanged) and the goldens no assertion used (kept),
  from the small per-assertion dicts that test reports carry (so xdist workers' results
  reach the controller).
- :class:`Spool` is one process's part of ``--irlower-report``: every lowering, golden
  mismatch and FileCheck failure as a JSON line, texts zlib-compressed and stored once
  by hash. Each xdist worker writes its own file in a folder the controller made;
  :func:`read_spool` merges them. Nothing here imports pytest or torch.
"""

from __future__ import annotations

import base64
import difflib
import hashlib
import json
import os
import re
import zlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pytest_irlower.checks.golden import GoldenOutcome
from pytest_irlower.checks.goldenrun import STATUSES, UNCHANGED, GoldenStatus, status_named


@dataclass
class ChangeSummary:
    """How the session's golden assertions ended, and which files they affect."""

    counts: dict[GoldenStatus, int] = field(default_factory=dict)
    #: (status, golden path) of every new or changed golden, in path order
    files: list[tuple[GoldenStatus, str]] = field(default_factory=list)
    kept: int = 0
    #: written under --snapshot-update (the counts then say what was written)
    update: bool = False

    @property
    def empty(self) -> bool:
        """Whether no golden assertion ran."""
        return not any(self.counts.values())

    def count_line(self) -> str:
        """``3 new, 1 changed (real), ..., 7 kept (not run)``."""
        parts = [f"{self.counts.get(status, 0)} {status.label}" for status in STATUSES]
        parts.append(f"{self.kept} kept (not run)")
        return ", ".join(parts)

    def subjects(self, status: GoldenStatus) -> dict[str, int]:
        """The subjects (a test's parameters without IR type, target and arch: the model or
        kernel) whose goldens have ``status``, with how many goldens each, most first: one
        edited model is one entry however many IR types it reaches."""
        paths = [path for found, path in self.files if found == status]
        if not paths:
            return {}
        from pytest_irlower.families import REGISTRY
        from pytest_irlower.text.grouping import subject_scope
        from pytest_irlower.text.targets import TARGETS

        # the names alone, from the families' declarations: a summary loads no family
        names = set(REGISTRY.ir_type_names())
        counts: dict[str, int] = {}
        for path in paths:
            stem = Path(path).name
            stem = stem[: stem.rindex("]") + 1] if "]" in stem else stem.split(".", 1)[0]
            test = Path(path).parent.name
            scope = subject_scope(stem, names, TARGETS)
            subject = scope.removeprefix("irlower-subject:") if scope != stem else stem
            # a test of its own, or one parametrized by IR type alone: named with its file
            own = scope == stem or ("[" in stem and subject == stem[: stem.rindex("[")])
            key = f"{test}: {subject}" if own else subject
            counts[key] = counts.get(key, 0) + 1
        return dict(sorted(counts.items(), key=lambda item: (-item[1], item[0])))

    def subject_line(self, status: GoldenStatus) -> str | None:
        """``changed (real) in 1 subject: mlp (30 goldens)``, or None when there is none."""
        found = self.subjects(status)
        if not found:
            return None
        shown = ", ".join(
            f"{name} ({count} golden{'s' if count > 1 else ''})"
            for name, count in list(found.items())[:10]
        )
        more = f", ... {len(found) - 10} more" if len(found) > 10 else ""
        plural = "s" if len(found) > 1 else ""
        return f"{status.label} in {len(found)} subject{plural}: {shown}{more}"

    def lines(self, *, limit: int | None = 20) -> list[str]:
        """The summary block: one count line, the changed subjects, the files affected."""
        head = "goldens written" if self.update else "goldens"
        lines = [f"{head}: {self.count_line()}"]
        for status in STATUSES:
            if status.changed:
                line = self.subject_line(status)
                if line:
                    lines.append(line)
        if self.files:
            lines.append(f"files affected ({len(self.files)}):")
            shown = self.files if limit is None else self.files[:limit]
            width = max(len(status.name) for status, _ in shown)
            lines.extend(f"  {status.name:<{width}}  {path}" for status, path in shown)
            if len(shown) < len(self.files):
                lines.append(f"  ... {len(self.files) - len(shown)} more (-v lists all)")
        return lines

    def as_dict(self) -> dict[str, Any]:
        """For the report page."""
        return {
            "line": self.count_line(),
            "subjects": [
                line
                for status in STATUSES
                if status.changed
                for line in [self.subject_line(status)]
                if line
            ],
            "counts": {status.label: self.counts.get(status, 0) for status in STATUSES},
            "kept": self.kept,
            "update": self.update,
            "files": [[status.name, path] for status, path in self.files],
        }


def summarize(results: Iterable[Mapping[str, Any]], *, kept: int, update: bool) -> ChangeSummary:
    """Count golden results (``GoldenOutcome.summary()`` dicts); the last one per path wins."""
    last: dict[str, Mapping[str, Any]] = {}
    for result in results:
        last[str(result["path"])] = result
    summary = ChangeSummary(kept=kept, update=update)
    for path in sorted(last):
        status = status_named(str(last[path]["status"]))
        summary.counts[status] = summary.counts.get(status, 0) + 1
        if status != UNCHANGED:
            summary.files.append((status, path))
    return summary


# -- the report's records -----------------------------------------------------------------


def pack(text: str) -> str:
    """Text as base64 of its zlib stream (what the page inflates on demand)."""
    return base64.b64encode(zlib.compress(text.encode("utf-8"), 6)).decode("ascii")


def unpack(packed: str) -> str:
    """The inverse of :func:`pack`."""
    return zlib.decompress(base64.b64decode(packed)).decode("utf-8")


def text_hash(text: str) -> str:
    """A short content hash naming a stored text."""
    return hashlib.blake2b(text.encode("utf-8"), digest_size=10).hexdigest()


def diff_hunks(old: str, new: str, *, context: int = 3) -> list[list[list[Any]]]:
    """Side-by-side diff hunks of two texts: lists of ``[tag, i1, i2, j1, j2]`` line ranges."""
    matcher = difflib.SequenceMatcher(None, old.splitlines(), new.splitlines())
    return [[list(op) for op in group] for group in matcher.get_grouped_opcodes(context)]


_NOTE_AT = re.compile(r":(\d+):\d+: note: (?:scanning from here|possible intended match)")
_PY_AT = re.compile(r"Current position at [^\n:]+:(\d+):\d+")
_ERROR = re.compile(r"^.*?error: (.*)$", re.MULTILINE)


def filecheck_failure(message: str) -> tuple[str, int | None]:
    """(the failing check and what FileCheck said about it, the IR line it searched from)."""
    error = _ERROR.search(message)
    check = ""
    if error:
        rest = message[error.end() :].lstrip("\n").splitlines()
        check = error.group(1) + ("\n" + rest[0] if rest else "")
    line = _NOTE_AT.search(message) or _PY_AT.search(message)
    return check, int(line.group(1)) if line else None


class Spool:
    """One process's records for ``--irlower-report``, appended to ``<dir>/<pid>.jsonl``."""

    def __init__(self, directory: Path) -> None:
        self.path = directory / f"{os.getpid()}.jsonl"
        self._stored: set[str] = set()
        self._seq = 0

    def _write(self, records: list[dict[str, Any]]) -> None:
        with open(self.path, "a", encoding="utf-8") as stream:
            for record in records:
                stream.write(json.dumps(record, separators=(",", ":")) + "\n")

    def _text(self, text: str, pending: list[dict[str, Any]]) -> str:
        key = text_hash(text)
        if key not in self._stored:
            self._stored.add(key)
            pending.append({"kind": "text", "hash": key, "z": pack(text), "size": len(text)})
        return key

    def _next(self) -> int:
        self._seq += 1
        return self._seq

    def lowering(self, nodeid: str, result: Any) -> None:
        """A lowering that succeeded: its stages (and passes, when recorded)."""
        pending: list[dict[str, Any]] = []
        stages = [[name, self._text(str(text), pending)] for name, text in result.stages.items()]
        passes: dict[str, list[list[str]]] = {}
        recorded = getattr(result, "passes", None)
        if isinstance(recorded, Mapping):
            for stage, steps in recorded.items():
                if isinstance(steps, Mapping):
                    passes[str(stage)] = [
                        [str(name), self._text(str(text), pending)] for name, text in steps.items()
                    ]
        pending.append(
            {
                "kind": "lowering",
                "seq": self._next(),
                "nodeid": nodeid,
                "ir_type": result.ir_type,
                "target": result.target,
                "arch": result.arch,
                "syntax": result.syntax,
                "engines": dict(result.engines),
                "timings": [[name, round(sec, 4)] for name, sec in result.timings.items()],
                "stages": stages,
                "passes": passes,
                "reused": list(result.reused),
                "from_cache": bool(result.from_cache),
            }
        )
        self._write(pending)

    def lowering_error(self, nodeid: str, ir_type: str | None, error: Any) -> None:
        """A lowering that failed at a stage."""
        self._write(
            [
                {
                    "kind": "lowering",
                    "seq": self._next(),
                    "nodeid": nodeid,
                    "ir_type": getattr(error, "ir_type", None) or ir_type or "?",
                    "error_stage": getattr(error, "stage", None),
                    "error": str(error)[:20000],
                }
            ]
        )

    def golden(self, nodeid: str, outcome: GoldenOutcome) -> None:
        """A golden assertion; for a mismatch, both texts and the side-by-side hunks."""
        pending: list[dict[str, Any]] = []
        record: dict[str, Any] = {
            "kind": "golden",
            "seq": self._next(),
            "nodeid": nodeid,
            **outcome.summary(),
            "syntax": outcome.syntax,
            "stage_names": list(outcome.stage_names),
        }
        if outcome.status.changed:
            # the texts as they are: what a reviewer can search for in the golden
            old, new = outcome.old, outcome.new
            record["old"] = self._text(old, pending)
            record["new"] = self._text(new, pending)
            record["hunks"] = diff_hunks(old, new)
        pending.append(record)
        self._write(pending)

    def filecheck(self, nodeid: str, ir: str, checks: str, message: str) -> None:
        """A FileCheck failure: the failing check, the IR and where the search started."""
        pending: list[dict[str, Any]] = []
        check, line = filecheck_failure(message)
        pending.append(
            {
                "kind": "filecheck",
                "seq": self._next(),
                "nodeid": nodeid,
                "check": check,
                "line": line,
                "checks": checks[:20000],
                "message": message[:20000],
                "ir": self._text(ir, pending),
            }
        )
        self._write(pending)


def read_spool(directory: Path) -> tuple[list[dict[str, Any]], dict[str, str]]:
    """Every process's records (texts apart: hash -> packed text), in file order.

    A line a crashed worker left half-written is skipped.
    """
    records: list[dict[str, Any]] = []
    texts: dict[str, str] = {}
    for path in sorted(directory.glob("*.jsonl")):
        with open(path, encoding="utf-8") as stream:
            for line in stream:
                try:
                    record = json.loads(line)
                except ValueError:
                    continue
                if record.get("kind") == "text":
                    texts[record["hash"]] = record["z"]
                else:
                    records.append(record)
    return records, texts
