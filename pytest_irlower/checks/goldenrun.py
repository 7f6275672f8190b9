"""What a run does with its goldens that needs no syrupy: how a golden assertion can end
(:class:`GoldenStatus`), the ``irlower_golden_compare`` setting, the record that pruning and
the orphan check rest on, which goldens a collected test owns, and test names that differ
only in case.

The plugin reads these when pytest configures and collects; :mod:`pytest_irlower.checks.golden`
(the syrupy extension) is imported only when a test asks for a golden.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from pytest_irlower.errors import UsageError


@dataclass(frozen=True)
class GoldenStatus:
    """How one golden assertion ended, as data (lit's ``ResultCode``).

    ``name`` is what reports, summaries and pending bundles carry (``"real change"``);
    ``label`` is the change summary's column (``"changed (real)"``); ``kind`` is the class
    ``irlower accept --only`` selects (``new``, ``renames``, ``real``); ``is_failure``
    says whether the assertion fails without ``--snapshot-update`` under exact compare.
    """

    name: str
    label: str
    kind: str
    is_failure: bool

    def __str__(self) -> str:
        return self.name

    @property
    def changed(self) -> bool:
        """Whether the IR differs from the golden (a real change or renames only)."""
        return self.kind in ("real", "renames")


NEW = GoldenStatus("new", "new", "new", True)
REAL = GoldenStatus("real change", "changed (real)", "real", True)
RENAMES = GoldenStatus("renames only", "changed (renames only)", "renames", True)
UNCHANGED = GoldenStatus("unchanged", "unchanged", "unchanged", False)
#: every status, in the order summaries print them
STATUSES = (NEW, REAL, RENAMES, UNCHANGED)
#: the classes ``irlower accept --only`` takes
KINDS = tuple(status.kind for status in STATUSES if status.is_failure)


def status_named(name: str) -> GoldenStatus:
    """The status whose ``name`` (as reports carry it) is ``name``."""
    for status in STATUSES:
        if status.name == name:
            return status
    raise UsageError(
        f"unknown golden status {name!r}: expected one of "
        + ", ".join(repr(status.name) for status in STATUSES)
    )


#: values of the ini ``irlower_golden_compare``
COMPARE_MODES = ("exact", "canonical")


def compare_mode(value: str) -> str:
    """The ini ``irlower_golden_compare`` checked: ``exact`` (default) or ``canonical``."""
    mode = value.strip() or "exact"
    if mode not in COMPARE_MODES:
        raise UsageError(
            f"ini irlower_golden_compare = {value!r}: expected 'exact' (a golden must match "
            "byte for byte) or 'canonical' (a golden that differs only in names passes)"
        )
    return mode


@dataclass
class RunRecord:
    """What a run collected and how each test ended: the ground for pruning.

    Filled from collection (or xdist's per-worker collection) and from test reports,
    never from the terminal reporter's counts.
    """

    collected: set[str] = field(default_factory=set)
    passed: set[str] = field(default_factory=set)
    problems: dict[str, str] = field(default_factory=dict)
    deselected: int = 0
    #: files or folders that failed to collect (their tests' goldens look unowned)
    collect_errors: int = 0

    def report(self, nodeid: str, when: str, outcome: str, xfail: bool) -> None:
        """Record one phase's report."""
        if xfail:
            self.problems.setdefault(nodeid, "xfailed" if outcome == "skipped" else "xpassed")
        elif outcome == "failed":
            self.problems[nodeid] = "errored" if when != "call" else "failed"
        elif outcome == "skipped":
            self.problems.setdefault(nodeid, "skipped")
        elif when == "call":
            self.passed.add(nodeid)


def prune_blockers(record: RunRecord, exitstatus: int, *, selection: str | None) -> list[str]:
    """Why pruning must not run (an empty list: the run was complete and clean).

    Complete means: no selection narrowed the run (node ids, ``-k``, ``-m``, deselection),
    every collected test passed, nothing failed, errored, skipped or crashed, and the exit
    status is 0.
    """
    blockers: list[str] = []
    if selection:
        blockers.append(selection)
    if record.deselected:
        blockers.append(f"{record.deselected} deselected")
    kinds: dict[str, int] = {}
    for kind in record.problems.values():
        kinds[kind] = kinds.get(kind, 0) + 1
    blockers.extend(f"{count} {kind}" for kind, count in sorted(kinds.items()))
    if not record.collected:
        blockers.append("no collected tests were recorded")
    never = record.collected - record.passed - set(record.problems)
    if never:
        blockers.append(f"{len(never)} collected but never finished (crashed or interrupted)")
    if exitstatus != 0 and not blockers:
        blockers.append(f"exit status {exitstatus}")
    return blockers


def case_collisions(tests: Iterable[tuple[str, str]]) -> set[tuple[str, str]]:
    """The (file, test name) pairs whose name another test of the file has but for case."""
    groups: dict[tuple[str, str], set[str]] = {}
    for path, name in tests:
        groups.setdefault((path, name.lower()), set()).add(name)
    return {(path, name) for (path, _), names in groups.items() if len(names) > 1 for name in names}


_COPY = re.compile(r"\.\d+$")


def owned_by(golden_name: str, stems: set[str], suffixes: Iterable[str]) -> bool:
    """Whether a golden file name (``test_x[a].1.ll``) belongs to one of ``stems``: the safe
    snapshot names of a test file's collected tests (``test_x[a]``), as
    :func:`pytest_irlower.runtime.files.safe_name` spells them.

    A golden is ``<stem><suffix>`` or ``<stem>.<N><suffix>`` (the N-th assertion of a test).
    """
    for suffix in suffixes:
        if not golden_name.endswith(suffix):
            continue
        base = golden_name[: -len(suffix)]
        if base in stems or _COPY.sub("", base) in stems:
            return True
    return False
