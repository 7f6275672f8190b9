"""Expected failures as data: a JSON file per backend, as IREE's iree-test-suites keeps them.

The file maps a configuration (an IR type, or a name the suite gives: ``llvm_mlir``,
``iree_cpu``...) to the items expected to fail there, each with the phase it fails at
and an optional reason::

    {
      "llvm_mlir": {
        "acos-float32-s0": {"phase": "numerics", "reason": "acos is a polynomial here"},
        "nn.functional.pdist-float32-s0": {"phase": "torch_mlir"},
        "cholesky-float32-s0": {"phase": "skip", "reason": "hangs the runtime"}
      }
    }

A phase is where an item stops: a stage of the lowering chain by its name (``fx_graph`` is
torch.export, ``torch_mlir``, ``linalg_on_tensors_mlir``...; a custom pipeline stage by
its command line), ``run`` (executing the lowering), ``numerics`` (its answer differs from
eager) or ``skip`` (not run at all). A bare string is a phase without a reason.

:func:`update` rewrites entries from a run's results, keeping every reason it can. Nothing
here imports pytest or torch.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pytest_irlower.errors import UsageError

#: phases that are not stage names
RUN = "run"
NUMERICS = "numerics"
SKIP = "skip"
PASS = "pass"


@dataclass(frozen=True)
class Expectation:
    """One item expected to fail: where, and why."""

    phase: str
    reason: str = ""

    def as_json(self) -> dict[str, str]:
        """The entry as it is written."""
        entry = {"phase": self.phase}
        if self.reason:
            entry["reason"] = self.reason
        return entry


@dataclass(frozen=True)
class Result:
    """How one item of one configuration ended in a run (for :func:`update`)."""

    config: str
    case: str
    #: PASS, or the phase it failed at
    phase: str
    #: the error's gist, the reason a new entry gets
    gist: str = ""


Table = dict[str, dict[str, Expectation]]


def load(path: str | os.PathLike[str]) -> Table:
    """The expectations in ``path`` (a file that does not exist holds none)."""
    file = Path(path)
    try:
        text = file.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    except OSError as exc:
        raise UsageError(f"expectations file {file}: cannot read it: {exc}") from None
    try:
        data = json.loads(text) if text.strip() else {}
    except ValueError as exc:
        raise UsageError(f"expectations file {file}: not valid JSON: {exc}") from None
    return parse(data, str(file))


def parse(data: Any, where: str = "expectations") -> Table:
    """Check and convert the JSON value of an expectations file."""
    form = (
        'expected {"CONFIG": {"ITEM": {"phase": "PHASE", "reason": "WHY"}}} '
        'or {"CONFIG": {"ITEM": "PHASE"}}'
    )
    if not isinstance(data, dict):
        raise UsageError(f"{where}: {form}, got a JSON {type(data).__name__}")
    table: Table = {}
    for config, entries in data.items():
        if not isinstance(entries, dict):
            raise UsageError(f"{where}: configuration {config!r}: {form}")
        table[config] = {}
        for case, entry in entries.items():
            table[config][case] = _entry(entry, f"{where}: {config} / {case}", form)
    return table


def _entry(entry: Any, where: str, form: str) -> Expectation:
    if isinstance(entry, str):
        entry = {"phase": entry}
    if not isinstance(entry, dict):
        raise UsageError(f"{where}: {form}")
    unknown = sorted(set(entry) - {"phase", "reason"})
    if unknown:
        raise UsageError(
            f"{where}: unknown key(s) {', '.join(unknown)}; an entry has phase, reason"
        )
    phase, reason = entry.get("phase"), entry.get("reason", "")
    if not isinstance(phase, str) or not phase or phase == PASS:
        raise UsageError(
            f"{where}: phase must name where the item fails (a stage such as torch_mlir, "
            f"or {RUN}, {NUMERICS}, {SKIP}), got {phase!r}"
        )
    if not isinstance(reason, str):
        raise UsageError(f"{where}: reason must be a string, got {reason!r}")
    return Expectation(phase, reason)


def dump(table: Mapping[str, Mapping[str, Expectation]]) -> str:
    """The file's text: configurations and items sorted, one entry a line."""
    lines = ["{"]
    configs = sorted(table)
    for index, config in enumerate(configs):
        entries = table[config]
        lines.append(f"  {json.dumps(config)}: {{")
        names = sorted(entries)
        for number, case in enumerate(names):
            comma = "," if number < len(names) - 1 else ""
            value = json.dumps(entries[case].as_json(), ensure_ascii=False)
            lines.append(f"    {json.dumps(case)}: {value}{comma}")
        lines.append("  }" + ("," if index < len(configs) - 1 else ""))
    lines.append("}")
    return "\n".join(lines) + "\n"


def update(table: Table, results: Iterable[Result]) -> tuple[Table, dict[str, int]]:
    """The table after a run: an item that passed loses its entry; one that failed gets
    (or keeps) an entry with the phase it failed at, its reason kept (a new entry's
    reason is the error's gist). Items the run did not reach, and ``skip`` entries, stay.
    Returns the new table and counts of what changed (added, removed, changed)."""
    new: Table = {config: dict(entries) for config, entries in table.items()}
    counts = {"added": 0, "removed": 0, "changed": 0}
    for result in results:
        entries = new.setdefault(result.config, {})
        old = entries.get(result.case)
        if old is not None and old.phase == SKIP:
            continue
        if result.phase == PASS:
            if old is not None:
                del entries[result.case]
                counts["removed"] += 1
            continue
        if old is None:
            entries[result.case] = Expectation(result.phase, result.gist)
            counts["added"] += 1
        elif old.phase != result.phase:
            entries[result.case] = Expectation(result.phase, old.reason)
            counts["changed"] += 1
    return {config: entries for config, entries in new.items() if entries}, counts


def write(path: str | os.PathLike[str], table: Mapping[str, Mapping[str, Expectation]]) -> None:
    """Write the file atomically (a temporary file, then a rename)."""
    from pytest_irlower.runtime.files import write_atomically

    write_atomically(path, dump(table))


@dataclass(frozen=True)
class Verdict:
    """What a result means against its expectation."""

    #: passed, xfailed (failed as expected), failed, xpassed, skipped
    kind: str
    message: str = ""


def judge(phase: str, expected: Expectation | None, *, strict: bool = True) -> Verdict:
    """Compare where an item stopped (``phase``, PASS when it passed) with its expectation."""
    if expected is None:
        if phase == PASS:
            return Verdict("passed")
        return Verdict("failed", f"failed at {phase}; the expectations say it passes")
    why = f" ({expected.reason})" if expected.reason else ""
    if phase == PASS:
        message = f"passes, but the expectations say it fails at {expected.phase}{why}"
        return Verdict("xpassed" if strict else "passed", message)
    if phase != expected.phase:
        return Verdict(
            "failed",
            f"failed at {phase}; the expectations say it fails at {expected.phase}{why}",
        )
    return Verdict("xfailed", f"fails at {phase} as expected{why}")
