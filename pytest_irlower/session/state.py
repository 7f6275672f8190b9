"""The plugin's session object: the settings read once, the Lowerer, the skip/strict
policy, GPU detection and golden usage. ``plugin.py``'s hooks and fixtures are a few
lines each over one :class:`IRLowerSession` kept under one StashKey (syrupy's
``SnapshotSession`` and xdist's ``DSession`` have the same shape).

Building it is cheap: :class:`~pytest_irlower.session.settings.Settings` reads and checks every
option and ini value when pytest configures (a bad one is a usage error before
collection); the lowering, the toolchain, the goldens' syrupy extension and the families
are imported only when a test first needs them, so that loading the plugin costs little
next to ``pytest --co``. The fixtures' callables (``fixturecalls.py``), the terminal
summaries (``summary.py``), the markers (``markers.py``) and the traceback of a failure
(``tracebacks.py``) live in modules of their own.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from pytest_irlower.checks.goldenrun import RunRecord, case_collisions
from pytest_irlower.errors import ToolchainMissing, UsageError
from pytest_irlower.session import summary, workers
from pytest_irlower.session.fleet import FleetSettings
from pytest_irlower.session.markers import item_target, snapshot_name
from pytest_irlower.session.settings import Settings

if TYPE_CHECKING:
    from pytest_irlower.api.result import LoweredIR
    from pytest_irlower.checks.golden import GoldenOutcome
    from pytest_irlower.errors import LoweringError
    from pytest_irlower.lowering.lowerer import Lowerer
    from pytest_irlower.report.review import ChangeSummary
    from pytest_irlower.runtime import gpu
    from pytest_irlower.runtime.toolchain import Toolchain


class IRLowerSession:
    """Everything pytest-irlower keeps for one pytest run."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        #: every option and ini value, read and checked now: a bad one stops the run
        self.settings = Settings.from_config(config)
        #: what each process's cache tiers did (xdist workers send theirs when they end)
        self.cache_reports: list[dict[str, Any]] = []
        self.fleet = FleetSettings(config)
        # entries written after this are this run's own (or a concurrent run's): not read
        self._disk_started_ns = time.time_ns()
        self._toolchain: Toolchain | None = None
        self._lowerer: Lowerer | None = None
        workerinput = getattr(config, "workerinput", None)
        self.controller_pid = os.getppid() if workerinput is not None else None
        if workerinput is None:
            self._sweep_temporaries()
        else:  # an xdist worker: it ends with its controller, however that ends
            workers.watch_controller(workerinput)
        self.used_goldens: set[str] = set()
        #: how each golden assertion ended (summaries from reports; xdist's too)
        self.golden_results: list[dict[str, Any]] = []
        #: the folder each process writes its report records to (made by the controller)
        self.spool_dir: Path | None = None
        if workerinput is not None and workerinput.get("irlower_report_spool"):
            self.spool_dir = Path(workerinput["irlower_report_spool"])
        elif self.settings.report_path is not None:
            self.spool_dir = Path(tempfile.mkdtemp(prefix="irlower-report-"))
        self.spool: Any = None
        if self.spool_dir is not None:
            from pytest_irlower.report.review import Spool

            self.spool = Spool(self.spool_dir)
        #: the folder each process writes its pending entries to (--irlower-pending,
        #: --irlower-update-checks): made by the controller, merged at its end
        self.pending_dir: Path | None = None
        if workerinput is not None and workerinput.get("irlower_pending_spool"):
            self.pending_dir = Path(workerinput["irlower_pending_spool"])
        elif workerinput is None and (
            self.settings.pending_path is not None or self.settings.update_checks
        ):
            self.pending_dir = Path(tempfile.mkdtemp(prefix="irlower-pending-"))
        self.pending: Any = None
        #: whether goldens go to the spool too (a bundle was asked for, not only check edits)
        self.pending_goldens = (
            bool(workerinput.get("irlower_pending_goldens"))
            if workerinput is not None
            else self.settings.pending_path is not None
        )
        if self.pending_dir is not None:
            from pytest_irlower.report.pending import Spool as PendingSpool

            self.pending = PendingSpool(self.pending_dir)
        #: lines for the terminal summary's "irlower goldens" block: (text, red)
        self.finish_lines: list[tuple[str, bool]] = []
        #: nodeid -> how the test ended, for the report (controller only)
        self.outcomes: dict[str, dict[str, Any]] = {}
        self.run = RunRecord()
        self._golden_classes: dict[str, Any] = {}
        self.case_collisions: set[tuple[str, str]] = set()
        self._gpus: gpu.GPUs | None = None
        #: whether torch.manual_seed ran in this process (seed_torch)
        self._seeded = False
        #: target -> why no family can make its code (None: some can)
        self._unavailable: dict[str, ToolchainMissing | None] = {}

    def _sweep_temporaries(self) -> None:
        """Remove the temporary files that killed runs left (files.py): those of goldens
        under ``.irlower/tmp``, and under --snapshot-update any left in the golden folder
        (by an older version, or where .irlower/tmp is on another filesystem)."""
        from pytest_irlower.runtime import files

        files.sweep(self.config.rootpath / files.TEMP_DIR)
        if self.settings.update_goldens:
            files.sweep(self.settings.golden_root, recursive=True)

    @property
    def toolchain(self) -> Toolchain:
        """Where the session finds its tools (built on first use)."""
        if self._toolchain is None:
            from pytest_irlower.runtime.toolchain import Toolchain

            settings = self.settings
            self._toolchain = Toolchain(
                option_paths=dict(settings.option_paths),
                ini_paths=dict(settings.ini_paths),
                env=dict(settings.environ),
            )
        return self._toolchain

    @property
    def lowerer(self) -> Lowerer:
        """The session's :class:`~pytest_irlower.Lowerer` (built on first use)."""
        if self._lowerer is None:
            from pytest_irlower.cache.disk import DiskCache
            from pytest_irlower.lowering.lowerer import Lowerer

            settings = self.settings
            disk = None
            if settings.disk_root is not None:
                remote = settings.cache_remote
                opened = remote.open(dict(settings.environ)) if remote else None
                disk = DiskCache(
                    settings.disk_root, started_ns=self._disk_started_ns, remote=opened
                )
            self._lowerer = Lowerer(settings.lower_options, self.toolchain, disk=disk)
        return self._lowerer

    # -- skip / strict policy ---------------------------------------------------------

    def missing(self, reason: str) -> None:
        """A toolchain, tool or GPU is missing: skip, or under --irlower-strict fail."""
        __tracebackhide__ = True
        if self.settings.strict:
            pytest.fail(f"{reason} [--irlower-strict]", pytrace=False)
        pytest.skip(reason)

    def setup(self, item: pytest.Item) -> tuple[list[str], list[str]]:
        """What the test's markers need and is missing, as (reasons to fail the test for,
        reasons to skip it for): under --irlower-strict only what --irlower-strict-allow
        names skips. Seeds torch."""
        reasons: list[str] = []
        gpus: list[str] = []
        for marker in item.iter_markers("requires_tool"):
            tools = self.toolchain
            reasons += [
                str(tools.missing(name)) for name in marker.args if tools.find(name) is None
            ]
        for marker in item.iter_markers("gpu"):
            vendor = marker.args[0] if marker.args else marker.kwargs.get("vendor")
            reason = self.gpu_missing(vendor)
            if reason:
                gpus.append(reason)
        target = item_target(item)
        if target is not None:
            unavailable = self.target_unavailable(target)
            if unavailable is not None:
                reasons.append(str(unavailable))
        torch = sys.modules.get("torch")
        if self.settings.seed is not None and torch is not None and hasattr(torch, "manual_seed"):
            self._seeded = seed_torch(torch, self.settings.seed, again=self._seeded)
        if not self.settings.strict:
            return [], reasons + gpus
        if "gpu" in self.settings.strict_allow:
            return reasons, gpus
        return reasons + gpus, []

    def gpu_missing(self, vendor: Any) -> str | None:
        """Why no GPU of ``vendor`` (None: any) is usable here, or None."""
        from pytest_irlower.runtime import gpu

        if vendor is not None:
            try:
                vendor = gpu.normalize_vendor(str(vendor))
            except ValueError as exc:
                raise UsageError(f"@pytest.mark.gpu: {exc}") from None
        if self._gpus is None:
            self._gpus = gpu.detect()
        if self._gpus.has(vendor):
            return None
        vendors = [vendor] if vendor else list(gpu.VENDORS)
        where = "; ".join(gpu.LOOKED_FOR[v] for v in vendors)
        label = f"GPU ({vendor})" if vendor else "GPU"
        return f"{label} not available: none found (looked for {where})"

    def target_unavailable(self, target: str) -> ToolchainMissing | None:
        """Why no family can make code for ``target`` (None: some family can); asked once
        per target and session (the toolchain is resolved once)."""
        if target not in self._unavailable:
            self._unavailable[target] = self._target_unavailable(target)
        return self._unavailable[target]

    def _target_unavailable(self, target: str) -> ToolchainMissing | None:
        from pytest_irlower.families import REGISTRY

        reasons = []
        for family in REGISTRY.families():
            if not any(target in (t.target, *t.targets) for t in family.ir_types):
                continue
            reason = family.target_unavailable(target, self.toolchain)
            if reason is None:
                return None
            reasons.append(reason)
        return reasons[0] if reasons else None

    # -- fixtures ---------------------------------------------------------------------

    def lower_function(self, node: Any, target: str | None) -> Callable[..., LoweredIR]:
        """The callable the ``lower`` fixture returns."""
        from pytest_irlower.session.fixturecalls import lower_function

        return lower_function(self, node, target)

    def filecheck_function(self, node: Any) -> Callable[..., None]:
        """The callable the ``filecheck`` fixture returns."""
        from pytest_irlower.session.fixturecalls import filecheck_function

        return filecheck_function(self, node)

    def golden_assertion(self, request: Any) -> Any:
        """What the ``golden`` fixture returns."""
        from pytest_irlower.checks.golden import GoldenAssertion
        from pytest_irlower.session.fixturecalls import golden_snapshot

        node = request.node
        return GoldenAssertion(
            golden_snapshot(request),
            self.golden_extension,
            rootdir=str(self.config.rootpath),
            diff_lines=None if self.config.get_verbosity() >= 2 else 80,
            record=lambda path: node.user_properties.append(("irlower_golden", path)),
            outcome=lambda outcome: self._golden_outcome(node, outcome),
        )

    def _golden_outcome(self, node: Any, outcome: GoldenOutcome) -> None:
        """Note how a golden assertion ended (the summary); its texts go to the report."""
        node.user_properties.append(("irlower_golden_result", outcome.summary()))
        if self.spool is not None:
            self.spool.golden(node.nodeid, outcome)
        if self.pending is not None and self.pending_goldens:
            self.pending.golden(node.nodeid, outcome)

    def golden_extension(self, suffix: str) -> Any:
        """The syrupy extension class storing ``suffix`` files."""
        from pytest_irlower.checks import golden

        if suffix not in self._golden_classes:
            self._golden_classes[suffix] = golden.extension_for(
                suffix,
                root=str(self.settings.golden_root),
                rootdir=str(self.config.rootpath),
                roots=self.lowerer.options.path_roots(),
                update_mode=self.settings.update_goldens,
                compare=self.settings.golden_compare,
                controller_pid=self.controller_pid,
                case_collisions=self.case_collisions,
            )
        return self._golden_classes[suffix]

    def after_lowering(self, node: Any, result: LoweredIR) -> None:
        """Record stage timings (shown with -v); dump every stage under --irlower-dump-dir."""
        node.user_properties.append(
            ("irlower_timings", [(name, round(sec, 4)) for name, sec in result.timings.items()])
        )
        if self.lowerer.disk is not None:
            node.user_properties.append(("irlower_cache", result.from_cache))
            if result.key_fallback is not None:
                node.user_properties.append(("irlower_cache_fallback", result.key_fallback))
        if self.spool is not None:
            self.spool.lowering(node.nodeid, result)
        if self.settings.dump_dir is not None:
            from pytest_irlower.report.dumps import dump_stages

            count = sum(1 for key, _ in node.user_properties if key == "irlower_timings")
            dump_stages(self.settings.dump_dir, node.nodeid, count, result)

    def save_failure_input(self, node: Any, exc: LoweringError) -> None:
        from pytest_irlower.report.dumps import save_failure_input

        root = self.settings.dump_dir or self.config.rootpath / ".irlower" / "failures"
        save_failure_input(root, node.nodeid, exc)

    # -- reports ----------------------------------------------------------------------

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        """Goldens each test used, and how it ended (reaches the xdist controller)."""
        xfail = hasattr(report, "wasxfail")
        self.run.report(report.nodeid, report.when or "", report.outcome, xfail)
        self.fleet.note_duration(report)
        for name, value in report.user_properties:
            if name == "irlower_golden":
                self.used_goldens.add(str(value))
            elif name == "irlower_golden_result" and report.when == "call":
                self.golden_results.append(dict(value))  # type: ignore[call-overload]
        if self.settings.report_path is not None:
            from pytest_irlower.report.html import note_outcome

            note_outcome(self.outcomes, report, xfail)

    @pytest.hookimpl(optionalhook=True)
    def pytest_configure_node(self, node: Any) -> None:
        """Tell each xdist worker the controller's pid (it ends when the controller does)
        and where to write its part of ``--irlower-report``."""
        workers.configure_node(node)
        if self.spool_dir is not None:
            node.workerinput["irlower_report_spool"] = str(self.spool_dir)
        if self.pending_dir is not None:
            node.workerinput["irlower_pending_spool"] = str(self.pending_dir)
            node.workerinput["irlower_pending_goldens"] = self.pending_goldens

    def pytest_keyboard_interrupt(self, excinfo: pytest.ExceptionInfo[BaseException]) -> None:
        """An interrupted xdist controller ends its workers now, not 10 s later."""
        if getattr(self.config, "workerinput", None) is None:
            workers.stop_workers(self.config, excinfo)

    @pytest.hookimpl(optionalhook=True)
    def pytest_testnodedown(self, node: Any, error: Any) -> None:
        """What an xdist worker's cache tiers did (on the controller)."""
        report = getattr(node, "workeroutput", {}).get("irlower_cache")
        if report is not None:
            self.cache_reports.append(report)

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        """A file or folder that failed to collect (``--irlower-orphans`` cannot judge)."""
        if report.failed:
            self.run.collect_errors += 1

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        """Write ``--irlower-pending``'s bundle, apply ``--irlower-update-checks``' edits and
        write ``--irlower-report`` from every process's records (controller only); keep the
        local cache under its size limit; store the durations."""
        self._finish_caches()
        if self.pending_dir is not None and getattr(self.config, "workerinput", None) is None:
            from pytest_irlower.session.goldenfinish import finish_pending

            try:
                finish_pending(self, self.pending_dir)
            finally:
                shutil.rmtree(self.pending_dir, ignore_errors=True)
        if self.settings.report_path is None or self.spool_dir is None:
            return
        from pytest_irlower.report import html as htmlreport
        from pytest_irlower.report.review import read_spool

        try:
            records, texts = read_spool(self.spool_dir)
            htmlreport.write(
                self.settings.report_path,
                records=records,
                texts=texts,
                outcomes=self.outcomes,
                summary=self.change_summary().as_dict(),
                header=self.header(),
                extra_html=self._conformance_html(),
                title=f"pytest-irlower report: {self.config.rootpath.name}",
                pending=self._pending_shown(),
            )
        finally:
            shutil.rmtree(self.spool_dir, ignore_errors=True)

    def _pending_shown(self) -> str | None:
        """``--irlower-pending``'s file as the user named it (from where pytest was run)."""
        path = self.settings.pending_path
        if path is None:
            return None
        return os.path.relpath(path, self.config.invocation_params.dir)

    def _conformance_html(self) -> str:
        conformance = self.config.pluginmanager.get_plugin("irlower-conformance")
        return str(conformance.html()) if conformance is not None else ""

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        """What this process collected (serially: the whole run), and which test names
        differ only in case (their goldens get distinct names)."""
        self.run.collected.update(item.nodeid for item in session.items)
        names = [(str(item.path), snapshot_name(item)) for item in session.items]
        self.case_collisions.update(case_collisions(names))

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node: Any, ids: list[str]) -> None:
        """What each xdist worker collected (on the controller)."""
        self.run.collected.update(ids)

    def pytest_deselected(self, items: list[pytest.Item]) -> None:
        """Tests a selection left out."""
        self.run.deselected += len(items)

    def change_summary(self) -> ChangeSummary:
        """The golden change summary of the session (see :mod:`pytest_irlower.report.review`)."""
        return summary.change_summary(self)

    def header(self) -> list[str]:
        """The session header: packages, tools and every family's engines."""
        return summary.header(self)

    def terminal_summary(self, reporter: Any) -> None:
        """Skips by missing component; with -v, per-stage timings of every lowering; what
        the end of the session did with goldens and check lines."""
        from pytest_irlower.session.goldenfinish import write_lines

        summary.terminal_summary(self, reporter)
        write_lines(self, reporter)

    def _finish_caches(self) -> None:
        """A worker sends what its tiers did; the controller (or a serial run) evicts and
        writes the durations."""
        workeroutput = getattr(self.config, "workeroutput", None)
        if self._lowerer is not None and self._lowerer.disk is not None:
            from pytest_irlower.cache.remote import process_report

            disk = self._lowerer.disk
            stats = disk.remote.stats if disk.remote is not None else None
            report = process_report(stats, disk.rejected, disk.writes)
            if workeroutput is not None:
                workeroutput["irlower_cache"] = report
            else:
                self.cache_reports.append(report)
        if workeroutput is None:
            # the size limit is kept after a run that wrote to the folder: a warm run,
            # which only read, does not list and stat every entry of it
            wrote = any(report.get("local_writes") for report in self.cache_reports)
            self.fleet.finish(self.settings.disk_root if wrote else None)


def seed_torch(torch: Any, seed: int, *, again: bool) -> bool:
    """``torch.manual_seed(seed)``, as before each test. It queues the seed of each
    accelerator that has not started (CUDA, XPU, MTIA), and each queuing captures a stack
    trace (about 1 ms apiece, per test). ``again`` (it ran before in this process, with
    this seed), while no accelerator has started: the queued seeds still hold this seed, and
    only the CPU generator is seeded again. Any accelerator that runs (or one torch cannot
    say has not): the whole of ``torch.manual_seed``. True: it was seeded."""
    if again and not _accelerator_started(torch):
        torch.default_generator.manual_seed(seed)
    else:
        torch.manual_seed(seed)
    return True


def _accelerator_started(torch: Any) -> bool:
    for name in ("cuda", "xpu", "mtia"):
        started = getattr(getattr(torch, name, None), "is_initialized", None)
        if started is None or started():
            return True
    backend = getattr(torch._C, "_get_privateuse1_backend_name", None)
    custom = backend is None or backend() != "privateuseone"
    return bool(getattr(torch._C, "_has_mps", True)) or custom
