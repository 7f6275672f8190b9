"""Pass rates of a conformance run: per configuration, per phase, per op; the errors that
stop the most items; what changed against the expectations and the previous run.

Works on plain records (one dict per item, as the items report them), so the xdist
controller summarizes what every worker ran. Nothing here imports pytest or torch.
"""

from __future__ import annotations

import html
import json
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from pytest_irlower.conformance.expectations import PASS
from pytest_irlower.runtime.files import write_atomically

#: a record's verdicts that ran the case (skipped ones did not)
RAN = ("passed", "xfailed", "failed", "xpassed")


def by_config(records: Iterable[Mapping[str, Any]]) -> dict[str, list[Mapping[str, Any]]]:
    """Records grouped by configuration, in first-seen order."""
    grouped: dict[str, list[Mapping[str, Any]]] = {}
    for record in records:
        grouped.setdefault(str(record["config"]), []).append(record)
    return grouped


def _failed(record: Mapping[str, Any]) -> bool:
    return record["verdict"] in RAN and record["phase"] != PASS


def summary_lines(
    config: str,
    records: Sequence[Mapping[str, Any]],
    previous: Mapping[str, str] | None = None,
    *,
    top: int = 8,
) -> list[str]:
    """The terminal summary of one configuration."""
    verdicts = Counter(str(r["verdict"]) for r in records)
    ran = [r for r in records if r["verdict"] in RAN]
    passed = [r for r in ran if r["phase"] == PASS]
    checked = Counter(str(r.get("checked", "")) for r in passed)
    rate = 100.0 * len(passed) / len(ran) if ran else 0.0
    without = len(ran) - verdicts["xfailed"]
    files = sorted({str(r["file"]) for r in records if r.get("file")})
    where = f" ({', '.join(files)})" if files else ""
    lines = [
        f"{config}{where}: {len(records)} items, {len(passed)} of {len(ran)} pass ({rate:.1f}%)"
        + (
            " ["
            + ", ".join(
                f"{checked[k]} {k}"
                for k in ("numerics", "distribution", "shapes", "lowering")
                if checked[k]
            )
            + " checked]"
            if passed
            else ""
        ),
        "  outcomes: "
        + ", ".join(
            f"{verdicts[v]} {v}"
            for v in ("passed", "xfailed", "failed", "xpassed", "skipped")
            if verdicts[v]
        ),
    ]
    if verdicts["xfailed"] and without:
        lines.append(
            f"  pass rate without the expected failures: {len(passed)} of {without} "
            f"({100.0 * len(passed) / without:.1f}%)"
        )
    phases = Counter(str(r["phase"]) for r in ran if r["phase"] != PASS)
    if phases:
        lines.append(
            "  first failing phase: " + ", ".join(f"{p} {n}" for p, n in phases.most_common())
        )
        causes = Counter(str(r.get("cause") or "unclassified") for r in ran if r["phase"] != PASS)
        lines.append("  cause: " + ", ".join(f"{c} {n}" for c, n in causes.most_common()))
    notes = Counter(str(r["note"]) for r in ran if r.get("note"))
    for note, count in sorted(notes.items()):
        lines.append(f"  {count} item(s): {note}")
    newly_failing = sum(1 for r in ran if r["verdict"] == "failed" and r.get("expected") is None)
    moved = sum(1 for r in ran if r["verdict"] == "failed" and r.get("expected") is not None)
    newly_passing = sum(1 for r in ran if r["phase"] == PASS and r.get("expected") is not None)
    lines.append(
        f"  against the expectations: newly passing {newly_passing}, newly failing "
        f"{newly_failing}, failing at another phase {moved}"
    )
    if previous:
        now = {str(r["case"]): str(r["phase"]) for r in ran}
        common = [c for c in now if c in previous]
        gained = sum(1 for c in common if now[c] == PASS and previous[c] != PASS)
        lost = sum(1 for c in common if now[c] != PASS and previous[c] == PASS)
        lines.append(
            f"  against the previous run: newly passing {gained}, newly failing {lost} "
            f"({len(common)} items in both)"
        )
    stale = [r for r in records if r.get("stale")]
    if stale:
        lines.append(f"  stale expectations ({len(stale)}): remove or update them")
        for record in stale[:top]:
            lines.append(f"    {record['case']}: {record['stale']}")
        if len(stale) > top:
            lines.append(f"    ... and {len(stale) - top} more")
    errors = top_errors(ran)
    if errors:
        lines.append("  top errors:")
        for count, phase, text, groups in errors[:top]:
            shown = ", ".join(groups[:4]) + (", ..." if len(groups) > 4 else "")
            lines.append(f"    {count:>4}  {phase}: {text}  [{shown}]")
    return lines


def normalize(text: str) -> str:
    """An error line without what differs between otherwise equal failures: locations,
    SSA names, numbers."""
    text = re.sub(r"loc\([^)]*\)", "loc(...)", text)
    text = re.sub(r"%[\w.#-]+", "%_", text)
    return re.sub(r"(?<![\w.])-?\d+(\.\d+)?(e[-+]?\d+)?", "N", text)


def top_errors(records: Iterable[Mapping[str, Any]]) -> list[tuple[int, str, str, list[str]]]:
    """(count, phase, gist, groups) for each distinct failure, most frequent first."""
    found: dict[tuple[str, str], list[str]] = defaultdict(list)
    for record in records:
        if _failed(record):
            found[(str(record["phase"]), normalize(str(record.get("gist", ""))))].append(
                str(record.get("group", record["case"]))
            )
    rows = [
        (len(groups), phase, text, sorted(set(groups))) for (phase, text), groups in found.items()
    ]
    return sorted(rows, key=lambda row: (-row[0], row[1], row[2]))


def per_group(records: Iterable[Mapping[str, Any]]) -> dict[str, Counter[str]]:
    """Per op (or model): how many items passed, failed (expected or not), were skipped."""
    table: dict[str, Counter[str]] = defaultdict(Counter)
    for record in records:
        group = str(record.get("group", record["case"]))
        if record["verdict"] not in RAN:
            table[group]["skipped"] += 1
        elif record["phase"] == PASS:
            table[group]["pass"] += 1
        else:
            cause = f" ({record['cause']})" if record.get("cause") else ""
            table[group][f"fail at {record['phase']}{cause}"] += 1
    return dict(sorted(table.items()))


def html_section(
    records: Sequence[Mapping[str, Any]], previous: Mapping[str, Mapping[str, str]]
) -> str:
    """A static HTML block for ``--irlower-report``: each configuration's summary, its
    top errors and its per-op table."""
    if not records:
        return ""
    parts = ['<details id="conformance" open><summary>conformance</summary>']
    for config, rows in by_config(records).items():
        lines = summary_lines(config, rows, previous.get(config), top=20)
        parts.append(f"<h3>{html.escape(config)}</h3><pre>{html.escape(chr(10).join(lines))}</pre>")
        parts.append(
            "<details><summary>per op</summary><table><thead><tr><th>op</th><th>items</th>"
            "<th>result</th></tr></thead><tbody>"
        )
        for group, counts in per_group(rows).items():
            text = ", ".join(f"{n} {k}" for k, n in sorted(counts.items()))
            parts.append(
                f"<tr><td>{html.escape(group)}</td><td>{sum(counts.values())}</td>"
                f"<td>{html.escape(text)}</td></tr>"
            )
        parts.append("</tbody></table></details>")
    parts.append("</details>")
    return "".join(parts)


# -- the previous run ----------------------------------------------------------------------


def read_previous(path: Path) -> dict[str, dict[str, str]]:
    """The previous run's results: configuration -> case -> phase (or pass)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {
        str(config): {str(case): str(phase) for case, phase in cases.items()}
        for config, cases in data.items()
        if isinstance(cases, dict)
    }


def write_previous(
    path: Path, previous: Mapping[str, Mapping[str, str]], records: Iterable[Mapping[str, Any]]
) -> None:
    """Fold this run's results into the previous run's file."""
    merged = {config: dict(cases) for config, cases in previous.items()}
    for record in records:
        if record["verdict"] in RAN:
            merged.setdefault(str(record["config"]), {})[str(record["case"])] = str(record["phase"])
    try:
        write_atomically(path, json.dumps(merged, indent=1, sort_keys=True))
    except OSError:
        return


# -- the per-op table, the pass rates and the JSON result ----------------------------------

#: the JSON result's format (bump when a field changes meaning)
JSON_FORMAT = 1


def split_case(record: Mapping[str, Any]) -> tuple[str, str, str]:
    """(op, dtype, sample) of an item: an OpInfo case ``<op>-<dtype>-s<k>`` splits; any
    other is its group, with no dtype or sample."""
    case, group = str(record["case"]), str(record.get("group", record["case"]))
    rest = case[len(group) + 1 :] if case.startswith(group + "-") else ""
    dtype, _, sample = rest.partition("-")
    if rest and sample.startswith("s") and sample[1:].isdigit():
        return group, dtype, sample
    return group, "", ""


def rates(records: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Counts and pass rates of one configuration: over the items that ran, and over those
    that ran less the expected failures ("without xfailed", as Intel's Triton backend
    reports it)."""
    verdicts = Counter(str(r["verdict"]) for r in records)
    ran = sum(verdicts[v] for v in RAN)
    passed = sum(1 for r in records if r["verdict"] in RAN and r.get("phase") == PASS)
    without = ran - verdicts["xfailed"]
    return {
        "items": len(records),
        "ran": ran,
        "passed": passed,
        **{kind: verdicts[kind] for kind in ("xfailed", "failed", "xpassed", "skipped")},
        "pass_rate": round(100.0 * passed / ran, 2) if ran else None,
        "pass_rate_without_xfailed": round(100.0 * passed / without, 2) if without else None,
        "seconds": round(sum(float(r.get("seconds") or 0.0) for r in records), 3),
    }


def table_lines(records: Sequence[Mapping[str, Any]], *, every: bool = False) -> list[str]:
    """The per-op table: the items that did not pass (every item with ``every``): op,
    dtype, sample, outcome, phase, cause class and the first line of the error."""
    rows = [
        (
            *split_case(r),
            str(r["verdict"]),
            str(r.get("phase", "")),
            str(r.get("cause") or ""),
            str(r.get("gist") or r.get("note") or ""),
        )
        for r in records
        if every or (r["verdict"] in RAN and r.get("phase") != PASS)
    ]
    if not rows:
        return []
    head = ("op", "dtype", "sample", "outcome", "phase", "cause", "first line")
    rows.sort(key=lambda row: row[:3])
    widths = [max(len(head[i]), *(len(row[i]) for row in rows)) for i in range(6)]
    lines = []
    for row in [head, *rows]:
        cells = [row[i].ljust(widths[i]) for i in range(6)]
        lines.append("  " + "  ".join(cells) + "  " + row[6][:120])
    return lines


def json_result(records: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The ``--irlower-conformance-json`` document (docs/conformance.md)."""
    from pytest_irlower.conformance import versions

    items = []
    for record in records:
        op, dtype, sample = split_case(record)
        items.append(
            {
                "config": record["config"],
                "ir_type": record.get("ir_type"),
                "case": record["case"],
                "op": op,
                "dtype": dtype,
                "sample": sample,
                "outcome": record["verdict"],
                "phase": record.get("phase"),
                "cause": record.get("cause") or "",
                "checked": record.get("checked"),
                "expected": record.get("expected"),
                "seconds": record.get("seconds"),
                "duration": record.get("duration"),
                "message": record.get("gist", ""),
                "note": record.get("note", ""),
                "stale": record.get("stale", ""),
                "file": record.get("file", ""),
            }
        )
    return {
        "format": JSON_FORMAT,
        "versions": {name: versions.installed(name) for name in versions.COMPONENTS},
        "configs": {config: rates(rows) for config, rows in by_config(records).items()},
        "items": items,
    }


def write_json(path: Path, records: Sequence[Mapping[str, Any]]) -> None:
    """Write :func:`json_result` atomically."""
    write_atomically(path, json.dumps(json_result(records), indent=1) + "\n")
