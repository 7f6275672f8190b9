"""Expected failures as data: a JSON file per backend, as IREE's iree-test-suites keeps them.

The file maps a configuration (an IR type, or a name the suite gives: ``llvm_mlir``,
``iree_cpu``...) to the items expected to fail there, each with the phase it fails at
and an optional reason::

    {
      "llvm_mlir": {
        "acos-float32-s0": {"phase": "numerics", "reason": "acos is a polynomial here"},
        "nn.functional.pdist-float32-s0": {"phase": "torch_mlir", "cause": "torch-mlir"},
        "cholesky-float32-s0": {"phase": "skip", "reason": "hangs the runtime"}
      }
    }

An entry may also carry tolerances (``"rtol"``, ``"atol"``: the item's outputs are compared
with them; an entry with tolerances and no phase is expected to pass) and a version condition
(``"when": {"torch": "<2.14"}``: the entry applies only where it holds; see
:mod:`pytest_irlower.conformance.versions`). A configuration's ``"@defaults"`` holds
tolerances per op (the item's group: ``exp``) or per dtype (``float16``), which an item's own
entry overrides::

    "llvm_mlir": {
      "@defaults": {"exp": {"rtol": 1e-5}, "float16": {"rtol": 2e-3, "atol": 1e-4}},
      "acos-float32-s0": {"phase": "numerics", "when": {"torch": "<2.14"}},
      "cos-float32-s0": {"rtol": 3e-6, "reason": "a polynomial"}
    }

A failing entry also names its cause class (``"cause"``), one of :data:`CAUSES`: why the
item fails, as a reader triages it. ``harness`` is the plugin's own fault: a bug to fix,
never an expectation to keep (the shipped files hold none). An entry without one gets
:func:`default_cause` of its phase where that says enough.

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
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from pytest_irlower.conformance import versions
from pytest_irlower.errors import UsageError

#: phases that are not stage names
RUN = "run"
NUMERICS = "numerics"
SKIP = "skip"
PASS = "pass"
#: the cause classes a failing entry may name, with what each means
CAUSES: dict[str, str] = {
    "export": "torch.export (or the ONNX or TorchScript frontend) cannot take the op",
    "torch-mlir": "torch-mlir's importer or its lowering to the IR type fails",
    "iree": "IREE's compiler fails on what torch-mlir gave it",
    "runtime": "the engine that runs the lowering (MLIR's JIT, IREE's runtime) cannot run it",
    "numerics": "the lowering runs and its answer differs from eager PyTorch's",
    "harness": "pytest-irlower itself: a bug to fix, never an expectation to keep",
}
#: phases whose failures have one cause whatever the op (the default of an entry's cause)
_PHASE_CAUSES = {
    "fx_graph": "export",
    "core_aten_ir": "export",
    "onnx": "export",
    "torch_mlir": "torch-mlir",
    "tosa_mlir": "torch-mlir",
    "linalg_on_tensors_mlir": "torch-mlir",
    "stablehlo_mlir": "torch-mlir",
    RUN: "runtime",
    NUMERICS: "numerics",
}
#: a configuration's block of tolerances per op or dtype, and the prefix of its keys in a Table
DEFAULTS = "@defaults"
DEFAULT_PREFIX = DEFAULTS + ":"


@dataclass(frozen=True)
class Expectation:
    """One item expected to fail (where, and why), or compared with other tolerances, or
    both; the entry applies where ``when`` holds."""

    #: where it fails ('' for an entry that only sets tolerances: it is expected to pass)
    phase: str
    reason: str = ""
    rtol: float | None = None
    atol: float | None = None
    #: {component: version specifier} (None: always)
    when: dict[str, str] | None = field(default=None, compare=True)
    #: the cause class, one of CAUSES ('' where the entry names none)
    cause: str = ""

    def as_json(self) -> dict[str, Any]:
        """The entry as it is written."""
        entry: dict[str, Any] = {"phase": self.phase} if self.phase else {}
        if self.cause:
            entry["cause"] = self.cause
        if self.reason:
            entry["reason"] = self.reason
        for name in ("rtol", "atol"):
            if getattr(self, name) is not None:
                entry[name] = getattr(self, name)
        if self.when:
            entry["when"] = dict(self.when)
        return entry

    @property
    def active(self) -> bool:
        """Whether the entry applies to what is installed."""
        return self.when is None or versions.holds(self.when)

    @property
    def fails(self) -> bool:
        """Whether the entry expects a failure here (it names a phase and applies)."""
        return bool(self.phase) and self.active


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
        'expected {"CONFIG": {"ITEM": {"phase": "PHASE", "cause": "CLASS", "reason": "WHY", '
        '"rtol": R, "atol": A, "when": {"torch": "<2.14"}}}} or {"CONFIG": {"ITEM": "PHASE"}}'
    )
    if not isinstance(data, dict):
        raise UsageError(f"{where}: {form}, got a JSON {type(data).__name__}")
    table: Table = {}
    for config, entries in data.items():
        if not isinstance(entries, dict):
            raise UsageError(f"{where}: configuration {config!r}: {form}")
        table[config] = {}
        for case, entry in entries.items():
            if case == DEFAULTS:
                if not isinstance(entry, dict):
                    raise UsageError(
                        f'{where}: {config} / {DEFAULTS}: expected {{"OP or DTYPE": '
                        '{"rtol": R, "atol": A}}'
                    )
                for key, value in entry.items():
                    found = _entry(value, f"{where}: {config} / {DEFAULTS} / {key}", form)
                    if found.phase:
                        raise UsageError(
                            f"{where}: {config} / {DEFAULTS} / {key}: a default holds rtol, "
                            "atol (and when), no phase"
                        )
                    table[config][DEFAULT_PREFIX + key] = found
                continue
            table[config][case] = _entry(entry, f"{where}: {config} / {case}", form)
    return table


def _entry(entry: Any, where: str, form: str) -> Expectation:
    if isinstance(entry, str):
        entry = {"phase": entry}
    if not isinstance(entry, dict):
        raise UsageError(f"{where}: {form}")
    unknown = sorted(set(entry) - {"phase", "cause", "reason", "rtol", "atol", "when"})
    if unknown:
        raise UsageError(
            f"{where}: unknown key(s) {', '.join(unknown)}; an entry has phase, cause, "
            "reason, rtol, atol, when"
        )
    tolerances = {}
    for name in ("rtol", "atol"):
        value = entry.get(name)
        if value is not None and (
            isinstance(value, bool) or not isinstance(value, int | float) or value < 0
        ):
            raise UsageError(f"{where}: {name} must be a number >= 0, got {value!r}")
        tolerances[name] = None if value is None else float(value)
    phase, reason = entry.get("phase", ""), entry.get("reason", "")
    has_tolerance = any(v is not None for v in tolerances.values())
    if not isinstance(phase, str) or phase == PASS or not (phase or has_tolerance):
        raise UsageError(
            f"{where}: phase must name where the item fails (a stage such as torch_mlir, "
            f"or {RUN}, {NUMERICS}, {SKIP}), got {phase!r} (an entry without a phase sets "
            "rtol/atol)"
        )
    if not isinstance(reason, str):
        raise UsageError(f"{where}: reason must be a string, got {reason!r}")
    when = versions.check_condition(entry["when"], where) if "when" in entry else None
    cause = check_cause(entry.get("cause", ""), where)
    if cause and not phase:
        raise UsageError(
            f"{where}: cause {cause!r} without a phase: a cause says why an item fails, and "
            "an entry without a phase expects it to pass"
        )
    return Expectation(phase, reason, tolerances["rtol"], tolerances["atol"], when, cause)


def check_cause(cause: Any, where: str) -> str:
    """``cause`` when it is one of :data:`CAUSES` (or empty); else a :class:`UsageError`
    naming the valid ones."""
    if cause == "" or (isinstance(cause, str) and cause in CAUSES):
        return str(cause)
    raise UsageError(
        f"{where}: cause {cause!r} is not a cause class; the classes are "
        + ", ".join(f"{name} ({meaning})" for name, meaning in CAUSES.items())
    )


def default_cause(phase: str) -> str:
    """The cause class a failure at ``phase`` has whatever the op ('' where the phase
    alone does not say: an exception that escaped the lowering, a custom stage, the
    plugin's own LLVM-dialect pipeline, a skip)."""
    if phase.startswith("iree_"):
        return "iree"
    return _PHASE_CAUSES.get(phase, "")


def cause_of(expected: Expectation | None, phase: str) -> str:
    """The cause class a report shows for an item that stopped at ``phase``: its entry's,
    else the phase's default ('' for a pass)."""
    if phase == PASS:
        return ""
    if expected is not None and expected.fails and expected.phase == phase and expected.cause:
        return expected.cause
    return default_cause(phase)


def item_entry(table: Table, config: str, case: str) -> Expectation | None:
    """The item's own entry, whether or not it applies here."""
    return table.get(config, {}).get(case)


def tolerances(
    table: Table, config: str, case: str, group: str
) -> tuple[float | None, float | None]:
    """(rtol, atol) for an item: its own entry's, else its op's default (``group``), else
    its dtype's (a dtype name among the dash-separated parts of ``case``); None where none
    of them sets one (the suite's, then assert_close's, apply)."""
    entries = table.get(config, {})
    dtypes = [part for part in case.split("-") if part in _DTYPES]
    chain = [entries.get(case), entries.get(DEFAULT_PREFIX + group)]
    chain += [entries.get(DEFAULT_PREFIX + d) for d in dtypes]
    rtol = atol = None
    for entry in chain:
        if entry is None or not entry.active:
            continue
        rtol = entry.rtol if rtol is None else rtol
        atol = entry.atol if atol is None else atol
    return rtol, atol


#: dtype names a case name may carry (OpInfo items: ``add-float16-s0``)
_DTYPES = frozenset(
    {"float16", "bfloat16", "float32", "float64", "complex32", "complex64", "complex128"}
    | {"int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "bool"}
)


def dump(table: Mapping[str, Mapping[str, Expectation]]) -> str:
    """The file's text: configurations and items sorted, one entry a line."""
    lines = ["{"]
    configs = sorted(table)
    for index, config in enumerate(configs):
        entries = table[config]
        lines.append(f"  {json.dumps(config)}: {{")
        defaults = {
            name.removeprefix(DEFAULT_PREFIX): entry.as_json()
            for name, entry in sorted(entries.items())
            if name.startswith(DEFAULT_PREFIX)
        }
        names = sorted(name for name in entries if not name.startswith(DEFAULT_PREFIX))
        if defaults:
            comma = "," if names else ""
            lines.append(f"    {json.dumps(DEFAULTS)}: {{")
            keys = list(defaults)
            for number, key in enumerate(keys):
                inner = "," if number < len(keys) - 1 else ""
                value = json.dumps(defaults[key], ensure_ascii=False)
                lines.append(f"      {json.dumps(key)}: {value}{inner}")
            lines.append("    }" + comma)
        for number, case in enumerate(names):
            comma = "," if number < len(names) - 1 else ""
            value = json.dumps(entries[case].as_json(), ensure_ascii=False)
            lines.append(f"    {json.dumps(case)}: {value}{comma}")
        lines.append("  }" + ("," if index < len(configs) - 1 else ""))
    lines.append("}")
    return "\n".join(lines) + "\n"


def update(table: Table, results: Iterable[Result]) -> tuple[Table, dict[str, int]]:
    """The table after a run: an item that passed loses its phase (its entry goes, unless
    it sets tolerances or has a version condition); one that failed gets (or keeps) an
    entry with the phase it failed at, its reason, tolerances and condition kept (a new
    entry's reason is the error's gist, its cause the phase's :func:`default_cause`; an
    entry whose phase moves takes the new phase's default cause, where it has one). Items
    the run did not reach, ``skip`` entries, entries whose condition does not hold here
    (they are for other versions) and the defaults stay. Returns the new table and counts
    of what changed (added, removed, changed)."""
    new: Table = {config: dict(entries) for config, entries in table.items()}
    counts = {"added": 0, "removed": 0, "changed": 0}
    for result in results:
        entries = new.setdefault(result.config, {})
        old = entries.get(result.case)
        if old is not None and (old.phase == SKIP or not old.active):
            continue
        if result.phase == PASS:
            if old is not None and old.phase:
                tolerance = old.rtol is not None or old.atol is not None
                kept = replace(old, phase="", reason=old.reason if tolerance else "", cause="")
                if kept.rtol is None and kept.atol is None:
                    del entries[result.case]
                else:
                    entries[result.case] = kept
                counts["removed"] += 1
            continue
        if old is None:
            entries[result.case] = Expectation(
                result.phase, result.gist, cause=default_cause(result.phase)
            )
            counts["added"] += 1
        elif old.phase != result.phase:
            entries[result.case] = replace(
                old,
                phase=result.phase,
                reason=old.reason or result.gist,
                cause=default_cause(result.phase) or old.cause,
            )
            counts["added" if not old.phase else "changed"] += 1
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
    """Compare where an item stopped (``phase``, PASS when it passed) with its expectation
    (an entry that expects no failure here counts as none)."""
    if expected is not None and not expected.fails:
        expected = None
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
