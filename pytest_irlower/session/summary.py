"""What pytest-irlower writes on the terminal: the session header, and at the end of
the run the skips by missing component, the cross-run cache's work, the golden changes,
where ``--irlower-report`` went and, with ``-v``, every lowering's stage timings.

Like syrupy's ``report.py``, it reads what the session gathered and writes lines; it
keeps nothing itself.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import pytest

    from pytest_irlower.checks.goldenrun import RunRecord
    from pytest_irlower.report.review import ChangeSummary
    from pytest_irlower.runtime.toolchain import Toolchain
    from pytest_irlower.session.fleet import FleetSettings
    from pytest_irlower.session.settings import Settings


class SummarySource(Protocol):
    """What the summaries read of the session (``state.IRLowerSession``), named here so
    that this module does not import the session that imports it."""

    config: pytest.Config
    settings: Settings
    fleet: FleetSettings
    cache_reports: list[dict[str, Any]]
    run: RunRecord
    used_goldens: set[str]
    golden_results: list[dict[str, Any]]

    @property
    def toolchain(self) -> Toolchain: ...


_COMPONENT = re.compile(r"^(?:Skipped: )?(.+?) not available:")


def header(session: SummarySource) -> list[str]:
    """The session header: one line (packages, tools, targets); with -v, every package, tool
    and family's engines with versions and sources, a line each."""
    from pytest_irlower.report import header as report

    conftests = [
        str(getattr(plugin, "__file__", ""))
        for plugin in session.config.pluginmanager.get_plugins()
        if getattr(plugin, "__name__", "").endswith("conftest")
    ]
    lines = report.remembered_toolchain_lines(session.toolchain, conftests)
    if session.config.get_verbosity() < 1:
        lines = [report.one_line(lines)]
    codegen = codegen_line(session.settings.gpu_codegen)
    if codegen:
        lines.append(codegen)
    if session.fleet.shard is not None:
        k, n = session.fleet.shard
        lines.append(f"shard {k} of {n} ({session.fleet.shard_source})")
    return [f"irlower: {line}" for line in lines]


def codegen_line(settings: Any) -> str:
    """The session's GPU code generation settings, when they are not the default that
    the target lines name (``opt -O2``, the engine's llc level)."""
    if not settings:
        return ""
    opt = " ".join(["opt", f"-{settings['opt_level'] or 'O2'}", *settings["opt_flags"]])
    llc = f"llc -{settings['llc_level']}" if settings["llc_level"] else "llc at its engine's level"
    return (
        f"GPU code generation for this session: {opt}, {llc} (--irlower-gpu-opt-level, "
        "--irlower-gpu-opt-flags, --irlower-gpu-llc-level or the irlower_gpu_* ini values; "
        "a call's opt_level=, opt_flags=, llc_level= still win)"
    )


def change_summary(session: SummarySource) -> ChangeSummary:
    """The golden change summary of the session (see :mod:`pytest_irlower.report.review`)."""
    from pytest_irlower.checks.golden import orphans
    from pytest_irlower.families import REGISTRY
    from pytest_irlower.report.review import summarize

    files = {nodeid.split("::", 1)[0] for nodeid in session.run.collected}
    folders = {session.settings.golden_root / Path(path).with_suffix("") for path in files}
    kept = len(orphans(sorted(folders), session.used_goldens, REGISTRY.suffixes()))
    return summarize(session.golden_results, kept=kept, update=session.settings.update_goldens)


def terminal_summary(session: SummarySource, reporter: Any) -> None:
    """Skips by missing component; with -v, per-stage timings of every lowering."""
    counts: Counter[str] = Counter()
    for report in reporter.stats.get("skipped", []):
        longrepr = getattr(report, "longrepr", None)
        reason = longrepr[2] if isinstance(longrepr, tuple) and len(longrepr) == 3 else ""
        match = _COMPONENT.match(str(reason))
        if match:
            counts[match.group(1)] += 1
    if counts:
        parts = ", ".join(f"{name}: {count}" for name, count in sorted(counts.items()))
        reporter.write_line(f"irlower: skipped for missing components: {parts}")
    _cache_summary(session, reporter)
    verbose = session.config.get_verbosity() >= 1
    if session.golden_results:
        summary = change_summary(session)
        reporter.write_sep("-", "irlower golden changes")
        for line in summary.lines(limit=None if verbose else 20):
            reporter.write_line(line)
    report_path = session.settings.report_path
    if report_path is not None and report_path.exists():
        reporter.write_line(f"irlower: report written to {report_path}")
    if not verbose:
        return
    rows = []
    for reports in reporter.stats.values():
        for report in reports:
            if getattr(report, "when", None) != "call":
                continue
            for key, value in getattr(report, "user_properties", ()):
                if key == "irlower_timings":
                    stages = ", ".join(f"{name} {seconds:.3f}s" for name, seconds in value)
                    rows.append(f"{report.nodeid}: {stages}")
    if rows:
        reporter.write_sep("-", "irlower stage timings")
        for row in rows:
            reporter.write_line(row)


def _cache_summary(session: SummarySource, reporter: Any) -> None:
    settings = session.settings
    if settings.disk_root is None:
        return
    if settings.cache_remote or session.cache_reports:  # else nothing to say (--co)
        from pytest_irlower.cache.remote import shown_url, summary_lines

        url = shown_url(settings.cache_remote.url) if settings.cache_remote else None
        for line, warn in summary_lines(url, session.cache_reports):
            reporter.write_line(line, yellow=warn)
    hits = lowered = 0
    fallbacks: list[str] = []
    for reports in reporter.stats.values():
        for report in reports:
            if getattr(report, "when", None) != "call":
                continue
            for key, value in getattr(report, "user_properties", ()):
                if key == "irlower_cache":
                    hits += bool(value)
                    lowered += not value
                elif key == "irlower_cache_fallback":
                    fallbacks.append(str(value))
    if hits or lowered:
        # a model whose definition could not be keyed is keyed by its export: exported
        # on every run, hit or not; a deferred subject whose builder could not be keyed is
        # built every run (lowering/deferral.py)
        from pytest_irlower.api.deferred import BUILT_TO_KEY

        built = [f for f in fallbacks if BUILT_TO_KEY in f]
        exported = [f for f in fallbacks if BUILT_TO_KEY not in f]
        shown = "".join(
            f"; {len(found)} {what} (e.g. {found[0][:160]})"
            for found, what in ((exported, "keyed by export"), (built, "deferred, built to key"))
            if found
        )
        reporter.write_line(
            f"irlower: cross-run cache: {hits} lowerings reused, {lowered} lowered{shown} "
            f"({settings.disk_root}; --irlower-no-cache turns it off)"
        )
