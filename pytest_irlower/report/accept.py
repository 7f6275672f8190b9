"""``irlower accept``: apply a pending bundle (:mod:`pytest_irlower.report.pending`) to a clone.

Everything is checked before anything is written. A golden entry applies when the file's
bytes still hash to the entry's base (no file, for a new golden); it is already applied
when the file holds the entry's text; otherwise the golden changed since the bundle was
made and the entry is refused by name. Check edits are judged per test function the same
way. One refused entry and nothing is written: no bundle is ever half-applied.

Goldens are written with :func:`pytest_irlower.runtime.files.write_atomically` and the
temporary folder ``--snapshot-update`` uses, so the bytes, the mode and the atomicity are
those of ``--snapshot-update`` on the CI machine. Nothing here imports pytest.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from pytest_irlower.checks import checkedits
from pytest_irlower.checks.checkedits import CheckEdit
from pytest_irlower.errors import UsageError
from pytest_irlower.report.pending import CHECKS, CLASSES, Bundle, GoldenEntry
from pytest_irlower.runtime import files


class StaleBundle(UsageError):
    """Some entries no longer apply: their golden or test changed since the bundle."""


def select(bundle: Bundle, only: Sequence[str] = (), keyword: str | None = None) -> Bundle:
    """The entries of classes ``only`` (all when empty) whose path, test id or function
    contains ``keyword``."""
    for kind in only:
        if kind not in CLASSES:
            raise UsageError(f"--only {kind!r}: expected one of {', '.join(CLASSES)}")

    def wanted(kind: str, *names: str) -> bool:
        if only and kind not in only:
            return False
        return keyword is None or any(keyword in name for name in names if name)

    return Bundle(
        goldens=[e for e in bundle.goldens if wanted(e.kind, e.path, e.nodeid)],
        checks=[
            e for e in bundle.checks if wanted(CHECKS, e.file, e.nodeid, f"{e.file}::{e.function}")
        ],
        golden_dir=bundle.golden_dir,
        sources=list(bundle.sources),
    )


@dataclass
class Plan:
    """What applying a selection does: checked, not yet written."""

    goldens: list[GoldenEntry] = field(default_factory=list)
    #: test file (relative) -> (its text now, the edits to apply to it)
    checks: dict[str, tuple[str, list[CheckEdit]]] = field(default_factory=dict)
    #: entries whose result is already in place
    applied: list[str] = field(default_factory=list)
    #: entries refused, each with why
    stale: list[str] = field(default_factory=list)


def _inside(rootdir: Path, relative: str, what: str) -> Path:
    """``rootdir / relative``, refusing a path that leaves the rootdir."""
    path = PurePosixPath(relative)
    if path.is_absolute() or ".." in path.parts or not path.parts:
        raise UsageError(f"{what} {relative!r}: not a path inside the project (a damaged bundle?)")
    return rootdir.joinpath(*path.parts)


def _sha256(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except FileNotFoundError:
        return None


def plan(bundle: Bundle, rootdir: Path) -> Plan:
    """Judge every entry against the files under ``rootdir`` (nothing is written)."""
    result = Plan()
    prefix = PurePosixPath(bundle.golden_dir).parts
    for entry in sorted(bundle.goldens, key=lambda e: e.path):
        target = _inside(rootdir, entry.path, "golden")
        if PurePosixPath(entry.path).parts[: len(prefix)] != prefix:
            raise UsageError(
                f"golden {entry.path!r} is outside the golden folder {bundle.golden_dir!r} "
                "(a damaged bundle?)"
            )
        now = _sha256(target)
        if now == entry.base:
            result.goldens.append(entry)
        elif now == hashlib.sha256(entry.text.encode("utf-8")).hexdigest():
            result.applied.append(entry.path)
        elif entry.base is None:
            result.stale.append(f"{entry.path}: new in the bundle, but a different one exists now")
        elif now is None:
            result.stale.append(f"{entry.path}: deleted since the bundle was made")
        else:
            result.stale.append(f"{entry.path}: changed since the bundle was made")
    by_file: dict[str, list[CheckEdit]] = {}
    for edit in bundle.checks:
        by_file.setdefault(edit.file, []).append(edit)
    for name, edits in sorted(by_file.items()):
        path = _inside(rootdir, name, "test file")
        try:
            source = path.read_text(encoding="utf-8")
        except OSError:
            result.stale.extend(f"{name}::{e.function}: the test file is gone" for e in edits)
            continue
        todo = []
        for edit in sorted(edits, key=lambda e: e.function):
            found = checkedits.state(source, edit)
            label = f"{name}::{edit.function}"
            if found == "apply":
                todo.append(edit)
            elif found == "applied":
                result.applied.append(label)
            else:
                result.stale.append(f"{label}: the test changed since the bundle was made")
        if todo:
            result.checks[name] = (source, todo)
    return result


def execute(work: Plan, rootdir: Path) -> list[str]:
    """Write what :func:`plan` found to apply (refused when anything is stale); the lines
    saying what was written."""
    if work.stale:
        count = len(work.stale)
        what = "1 entry no longer applies" if count == 1 else f"{count} entries no longer apply"
        raise StaleBundle(
            f"refused: {what}, nothing was written:\n"
            + "\n".join(f"  {line}" for line in work.stale)
            + "\nrun the tests again (on CI, or with --irlower-pending) for a fresh bundle, or "
            "leave these out with -k or --only"
        )
    temp_dir = rootdir / files.TEMP_DIR
    lines = []
    for entry in work.goldens:
        files.write_atomically(
            _inside(rootdir, entry.path, "golden"), entry.text, temp_dir=temp_dir
        )
        lines.append(f"  {entry.kind:<8} {entry.path}")
    for name, (source, edits) in sorted(work.checks.items()):
        files.write_atomically(
            _inside(rootdir, name, "test file"), checkedits.apply_all(source, edits)
        )
        lines.extend(f"  {CHECKS:<8} {name}::{edit.function}" for edit in edits)
    return lines
