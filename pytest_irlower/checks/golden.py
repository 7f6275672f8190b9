"""Goldens: IR stored as plain files under ``golden/``, through a syrupy extension.

Layout: ``<rootdir>/<golden dir>/<test file relative to rootdir, no .py>/<test name[id]>.<suffix>``,
the suffix from the IR type table. A second assertion in one test adds ``.1``, ``.2``.

Safety (nothing is lost):

- syrupy deletes snapshots it thinks unused; this extension discovers none and deletes
  none, so no golden is removed by a skipped, deselected, failed or crashed test, with
  or without xdist. Pruning orphans is a separate action (:func:`orphans`).
- writes go to a temporary file in ``<rootdir>/.irlower/tmp`` (beside the golden when
  that is on another filesystem), then ``os.replace``: a golden is either the old bytes
  or the new ones, never truncated, and a killed run leaves no temporary in the golden
  folder (the next run removes it; see :mod:`pytest_irlower.runtime.files`).

When the value is a ``LoweredIR`` with several stages, the golden ends with one comment
line recording a short digest of each earlier stage, so a failure can name the first
stage of the chain whose text changed. The comparison ignores that line.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from syrupy.data import SnapshotCollection, SnapshotCollections
from syrupy.extensions.single_file import SingleFileSnapshotExtension, WriteMode
from syrupy.location import PyTestLocation

# what a run did with its goldens, read when pytest configures and collects (no syrupy there)
# the text of a golden file: what is stored, its stage trailer, the diff
from pytest_irlower.checks.goldenrun import NEW, REAL, RENAMES, UNCHANGED, GoldenStatus
from pytest_irlower.checks.goldentext import (
    first_changed_stage,
    golden_form,
    renames,
    split_trailer,
    stages_line,
    unified_diff,
)
from pytest_irlower.errors import UsageError
from pytest_irlower.runtime import files
from pytest_irlower.text import canonical
from pytest_irlower.text import syntax as syntaxes


def syntax_of(value: Any, suffix: str) -> str:
    """The syntax a value declares, else the one its golden suffix implies."""
    syntax = getattr(value, "syntax", None)
    return syntax if isinstance(syntax, str) else canonical.syntax_for_suffix(suffix)


def suffix_for(value: Any) -> str:
    """The golden suffix for a value: the one its lowering declares, else ``.txt``."""
    suffix = getattr(value, "suffix", None)
    return suffix if isinstance(suffix, str) and suffix.startswith(".") else ".txt"


def comment_for(value: Any, suffix: str) -> str:
    """The line comment leader of a value's syntax (for the golden's trailer)."""
    syntax = getattr(value, "syntax", None)
    if isinstance(syntax, str) and syntax in syntaxes.SYNTAXES:
        return syntaxes.SYNTAXES[syntax].comment
    return syntaxes.comment_for_suffix(suffix)


class GoldenPathError(UsageError):
    """A golden would be written outside the golden folder."""


#: each extension class's golden folder of a test file (:meth:`GoldenExtension.dirname`),
#: and each snapshot name's file name (``get_file_basename``): syrupy asks for a golden's
#: location four times per assertion
_DIRNAMES: dict[tuple[type, str], str] = {}
_BASENAMES: dict[tuple[str, bool], str] = {}
#: each golden's path (``get_location``), and each golden folder's real path (``_real_path``)
_LOCATIONS: dict[tuple[Any, ...], str] = {}
_REAL_DIRS: dict[str, str] = {}


class GoldenExtension(SingleFileSnapshotExtension):
    """Plain IR files under the golden folder; never discovers or deletes anything.

    Subclasses made by :func:`extension_for` fix ``root`` (the golden folder),
    ``rootdir`` and ``file_extension`` (the IR type's suffix, without the dot).
    """

    _write_mode = WriteMode.TEXT
    write_immediately = True
    root: str = "golden"
    rootdir: str = "."
    roots: tuple[tuple[str, str], ...] = ()
    update_mode: bool = False
    #: ``exact`` or ``canonical`` (a renames-only difference matches)
    compare: str = "exact"
    #: the syntax of the value being compared (set by :meth:`serialize`)
    syntax: str = "text"
    #: in an xdist worker, the controller's pid (writes stop once it is gone)
    controller_pid: int | None = None
    #: (test file, test name) pairs that equal another test's but for case
    case_collisions: frozenset[tuple[str, str]] | set[tuple[str, str]] = frozenset()

    @classmethod
    def dirname(cls, *, test_location: PyTestLocation) -> str:
        # asked four times per assertion (syrupy's location, ours): made once per test file
        filepath = str(test_location.filepath)
        found = _DIRNAMES.get((cls, filepath))
        if found is None:
            found = _DIRNAMES[cls, filepath] = cls._dirname(filepath)
        return found

    @classmethod
    def _dirname(cls, filepath: str) -> str:
        relative = Path(os.path.relpath(filepath, cls.rootdir))
        if relative.parts and relative.parts[0] == "..":
            raise GoldenPathError(
                f"test file {filepath} is outside the rootdir {cls.rootdir}: its "
                "goldens would land outside the golden folder; run pytest with a rootdir that "
                "contains the test file (--rootdir, or an ini file above it)"
            )
        return str(Path(cls.root) / relative.with_suffix(""))

    @classmethod
    def discovery_dirname(cls, *, test_location: PyTestLocation) -> str:
        return cls.dirname(test_location=test_location)

    @classmethod
    def get_file_basename(cls, *, test_location: PyTestLocation, index: Any) -> str:
        name = cls.get_snapshot_name(test_location=test_location, index=index)
        key = (str(test_location.filepath), test_location.snapshot_name)
        unique = key in cls.case_collisions
        found = _BASENAMES.get((name, unique))
        if found is None:
            found = _BASENAMES[name, unique] = files.safe_name(name, case_unique=unique)
        return found

    @classmethod
    def get_location(cls, *, test_location: PyTestLocation, index: Any) -> str:
        # syrupy's, joined once per golden: asked four times per assertion
        filepath = str(test_location.filepath)
        name = test_location.snapshot_name
        key = (cls, filepath, name, index, (filepath, name) in cls.case_collisions)
        found = _LOCATIONS.get(key)
        if found is None:
            basename = cls.get_file_basename(test_location=test_location, index=index)
            found = _LOCATIONS[key] = str(
                Path(cls.dirname(test_location=test_location), f"{basename}.{cls.file_extension}")
            )
        return found

    @classmethod
    def get_snapshot_name(cls, *, test_location: PyTestLocation, index: Any = 0) -> str:
        suffix = f".{index}" if index else ""
        return f"{test_location.snapshot_name}{suffix}"

    @classmethod
    def matches_test_location(
        cls, *, test_location: PyTestLocation, snapshot_location: str
    ) -> bool:
        return True

    def read_snapshot_data_from_location(
        self, *, snapshot_location: str, snapshot_name: str, session_id: str
    ) -> str | None:
        # syrupy's reading (UTF-8 text, universal newlines) done on the bytes: a warm run
        # reads megabytes of goldens, and a text stream translates them twice as slowly
        try:
            with open(snapshot_location, "rb") as stream:
                text = stream.read().decode("utf-8")
        except FileNotFoundError:
            return None
        return text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text

    def discover_snapshots(
        self, *, test_location: PyTestLocation, ignore_extensions: list[str] | None = None
    ) -> SnapshotCollections:
        # Nothing discovered means nothing is ever "unused", so syrupy deletes nothing.
        return SnapshotCollections()

    def delete_snapshots(self, *, snapshot_location: str, snapshot_names: set[str]) -> None:
        return None

    def serialize(self, data: Any, **kwargs: Any) -> str:
        suffix = f".{self.file_extension}"
        self.syntax = syntax_of(data, suffix)
        text = golden_form(
            data if isinstance(data, str) else str(data),
            suffix,
            self.roots,
            getattr(data, "golden_clean", None),
        )
        stages = getattr(data, "stages", None)
        trailer = ""
        if isinstance(stages, Mapping) and len(stages) > 1:
            trailer = stages_line(stages, comment_for(data, suffix))
        # a plain str (not the LoweredIR), copied once: a golden runs to megabytes
        return str.__add__(text, trailer) if trailer else str.__str__(text)

    def matches(self, *, serialized_data: Any, snapshot_data: Any) -> bool:
        if serialized_data == snapshot_data:  # the same text, trailer and all
            return True
        new_ir, new_stages = split_trailer(str(serialized_data))
        old_ir, old_stages = split_trailer(str(snapshot_data))
        if new_ir != old_ir:
            # --snapshot-update writes renames too: goldens keep the toolchain's current text
            return (
                self.compare == "canonical"
                and not self.update_mode
                and canonical.renames_only(old_ir, new_ir, self.syntax)
            )
        # same IR: under --snapshot-update a stale stage record is refreshed
        return not (self.update_mode and new_stages != old_stages)

    @classmethod
    def write_snapshot_collection(
        cls, *, snapshot_collection: SnapshotCollection, name_order: dict[str, int] | None = None
    ) -> None:
        if cls.controller_pid is not None and os.getppid() != cls.controller_pid:
            # an xdist worker whose controller was killed: its run is void, write nothing
            raise GoldenPathError("the pytest-xdist controller is gone: not writing goldens")
        data = next(iter(snapshot_collection)).data
        # the temporary lies outside the golden folder: a killed run leaves none in it
        temp_dir = os.path.join(cls.rootdir, files.TEMP_DIR)
        files.write_atomically(snapshot_collection.location, str(data), temp_dir=temp_dir)


def extension_for(
    suffix: str,
    *,
    root: str,
    rootdir: str,
    roots: tuple[tuple[str, str], ...],
    update_mode: bool,
    compare: str = "exact",
    controller_pid: int | None = None,
    case_collisions: set[tuple[str, str]] | None = None,
) -> type[GoldenExtension]:
    """The extension class storing ``suffix`` files under ``root``."""
    name = "GoldenExtension_" + re.sub(r"\W", "_", suffix.lstrip("."))
    attrs = {
        "file_extension": suffix.lstrip("."),
        "root": root,
        "rootdir": rootdir,
        "roots": roots,
        "update_mode": update_mode,
        "compare": compare,
        "controller_pid": controller_pid,
        "case_collisions": case_collisions if case_collisions is not None else set(),
    }
    return type(name, (GoldenExtension,), attrs)


def golden_files(directory: Path, suffixes: Iterable[str]) -> list[Path]:
    """Every golden file under ``directory``: files with one of ``suffixes`` (those some IR
    type or syntax gives: ``REGISTRY.suffixes()``)."""
    return sorted(Path(path) for path in _golden_paths(directory, set(suffixes)))


def _golden_paths(directory: Path, suffixes: set[str]) -> Iterable[str]:
    # os.walk, not rglob: run after every session, over folders of hundreds of goldens
    for folder, _, names in os.walk(directory):
        for name in names:
            path = os.path.join(folder, name)
            if os.path.splitext(name)[1] in suffixes and os.path.isfile(path):
                yield path


def orphans(directories: Iterable[Path], used: set[str], suffixes: Iterable[str]) -> list[Path]:
    """Golden files (of ``suffixes``) in ``directories`` that no assertion of the run used
    (``used``: their real paths, as :func:`_real_path` gives them)."""
    suffixes = set(suffixes)
    found: list[str] = []
    for directory in directories:
        found.extend(p for p in _golden_paths(directory, suffixes) if _real_path(p) not in used)
    return sorted(Path(p) for p in found)


class GoldenMismatch(AssertionError):
    """The lowered IR differs from its golden, or the golden is missing."""


@dataclass(frozen=True)
class GoldenOutcome:
    """How one golden assertion ended: what the change summary, the report and the pending
    bundle show.

    ``written`` says whether ``--snapshot-update`` wrote the file; ``old`` and ``new``
    are the golden's IR and the lowered IR (trailers cut) when they differ. ``stored`` is the
    text ``--snapshot-update`` writes (trailer included) when it would write the file, and
    ``base`` the sha256 of the golden's bytes before the assertion (None: no golden).
    """

    path: str
    status: GoldenStatus
    written: bool
    passed: bool
    syntax: str
    first_stage: str | None = None
    stage_names: tuple[str, ...] = ()
    old: str = ""
    new: str = ""
    stored: str | None = None
    base: str | None = None

    def summary(self) -> dict[str, Any]:
        """The small part (for report properties, which reach the xdist controller)."""
        return {
            "path": self.path,
            "status": self.status.name,
            "written": self.written,
            "passed": self.passed,
            "first_stage": self.first_stage,
        }


def classify(old_ir: str | None, new_ir: str, syntax: str) -> GoldenStatus:
    """NEW (no golden), UNCHANGED, RENAMES (only names differ) or REAL."""
    if old_ir is None:
        return NEW
    if old_ir == new_ir:
        return UNCHANGED
    return RENAMES if canonical.renames_only(old_ir, new_ir, syntax) else REAL


def changed_stage_lines(
    stages: Mapping[str, str], recorded: Mapping[str, str]
) -> tuple[str | None, list[str]]:
    """The first changed stage of a chain (None: only the last one) and the lines saying so."""
    changed = first_changed_stage(stages, recorded)
    if changed is None:
        last = list(stages)[-1]
        return last, [f"every earlier stage is unchanged: the last stage ({last}) changed"]
    before = list(stages)[: list(stages).index(changed)]
    unchanged = f" ({', '.join(before)} unchanged)" if before else ""
    return changed, [f"first stage of the chain whose text changed: {changed}{unchanged}"]


class GoldenAssertion:
    """What the ``golden`` fixture returns: ``assert ir == golden``.

    Each comparison picks the extension of the value's IR type (its file suffix),
    keeps syrupy's per-test assertion index, records the golden it used and how the
    comparison ended, and on a mismatch raises :class:`GoldenMismatch` whose first line
    says "renames only" or "real change", with a unified diff of the two texts as they are
    (the canonical forms only decide which of the two it is).
    """

    def __init__(
        self,
        snapshot: Any,
        extension: Any,
        *,
        rootdir: str,
        diff_lines: int | None,
        record: Any,
        outcome: Any = None,
    ) -> None:
        self._snapshot = snapshot
        self._extension = extension
        self._rootdir = rootdir
        self._diff_lines = diff_lines
        self._record = record
        self._outcome = outcome

    def __repr__(self) -> str:
        return f"<golden {self._snapshot.test_location.snapshot_name}>"

    __hash__ = None  # type: ignore[assignment]

    def __ne__(self, other: object) -> bool:
        __tracebackhide__ = True
        return not self.__eq__(other)

    def __eq__(self, other: object) -> bool:
        __tracebackhide__ = True
        suffix = suffix_for(other)
        extension_class = self._extension(suffix)
        location = extension_class.get_location(
            test_location=self._snapshot.test_location, index=self._snapshot.index
        )
        shown = os.path.relpath(location, self._rootdir)
        self._record(_real_path(location))
        # the bytes before --snapshot-update may replace them: what a pending entry rests on
        # (read after the assertion, and only for a golden it would write, when no update
        # can replace them: a warm run compares hundreds of unchanged goldens)
        updating = bool(getattr(extension_class, "update_mode", True))
        base = _sha256_of(location) if updating else None
        passed = bool(self._snapshot(extension_class=extension_class) == other)
        result = self._snapshot.executions[self._snapshot.num_executions - 1]
        if result.exception is not None:
            raise GoldenMismatch(f"golden {shown}: {result.exception!r}")
        syntax = syntax_of(other, suffix)
        stored = str(result.asserted_data)
        recalled = result.recalled_data
        new_ir: str
        old_ir: str | None
        new_stages: dict[str, str]
        recorded: dict[str, str]
        if recalled is not None and stored == str(recalled):
            # the golden holds this very text, trailer and all: an unchanged golden of a
            # warm run is neither split nor compared again (goldens run to megabytes)
            new_ir, new_stages, old_ir, recorded = stored, {}, stored, {}
        else:
            new_ir, new_stages = split_trailer(stored)
            old_ir, recorded = split_trailer(str(recalled)) if recalled is not None else (None, {})
        status = classify(old_ir, new_ir, syntax)
        stages = getattr(other, "stages", None)
        first_stage: str | None = None
        stage_lines: list[str] = []
        if status.changed and isinstance(stages, Mapping) and stages:
            if recorded:
                first_stage, stage_lines = changed_stage_lines(stages, recorded)
            else:
                first_stage = list(stages)[-1]
        # what --snapshot-update writes: a new golden, other IR, or a stale stage record
        would_write = old_ir is None or new_ir != old_ir or new_stages != recorded
        if would_write and not updating:
            base = _sha256_of(location)
        if self._outcome is not None:
            self._outcome(
                GoldenOutcome(
                    path=Path(shown).as_posix(),
                    status=status,
                    written=bool(result.created or result.updated),
                    passed=passed,
                    syntax=syntax,
                    first_stage=first_stage,
                    stage_names=tuple(stages) if isinstance(stages, Mapping) else (),
                    old=(old_ir or "") if status.changed else "",
                    new=new_ir if status.changed else "",
                    stored=stored if would_write else None,
                    base=base,
                )
            )
        if passed:
            if not (result.created or result.updated):
                _release_texts(result)
            return True
        if old_ir is None:
            raise GoldenMismatch(
                f"golden {shown} does not exist: run `pytest --snapshot-update` to write it "
                "(then review and commit it)"
            )
        if status == RENAMES:
            head = (
                f"renames only: lowered IR differs from golden {shown} only in names (SSA "
                "values, labels, registers, aliases, symbol suffixes); ini "
                "irlower_golden_compare = canonical accepts renames"
            )
            table = renames(old_ir, new_ir)
            if table:
                head += "\nrenamed (golden -> now): " + ", ".join(f"{a} -> {b}" for a, b in table)
        else:
            head = f"real change: lowered IR differs from golden {shown}"
        lines = [
            head,
            *stage_lines,
            *unified_diff(old_ir, new_ir, shown, max_lines=self._diff_lines),
            "run `pytest --snapshot-update` to accept the new IR (or, from a CI run's "
            "--irlower-pending=FILE, `irlower accept FILE`)",
        ]
        raise GoldenMismatch("\n".join(lines))


def _release_texts(result: Any) -> None:
    """Drop the texts of a matched golden from syrupy's record of the assertion: syrupy
    keeps every assertion's serialized and recalled text until the session ends, and its
    report reads only a matched snapshot's name (the regression goldens: 44 MB of a warm
    run's 408 MB). A created or updated golden keeps its text (``final_data``)."""
    result.asserted_data = None
    result.recalled_data = None


def _real_path(path: str) -> str:
    """``os.path.realpath(path)``, its folder resolved once per process (a golden folder
    holds hundreds of goldens: resolving each path stats every folder above it)."""
    folder, name = os.path.split(path)
    real = _REAL_DIRS.get(folder)
    if real is None:
        real = _REAL_DIRS[folder] = os.path.realpath(folder)
    found = os.path.join(real, name)
    return os.path.realpath(found) if os.path.islink(found) else found


def _sha256_of(path: str) -> str | None:
    """The sha256 of a file's bytes, None when there is no such file."""
    try:
        with open(path, "rb") as stream:
            return hashlib.sha256(stream.read()).hexdigest()
    except FileNotFoundError:
        return None
