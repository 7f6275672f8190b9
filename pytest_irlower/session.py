"""The plugin's session object: settings read once, the Lowerer, the skip/strict policy,
GPU detection and golden usage. ``plugin.py``'s hooks and fixtures are a few lines
each over one :class:`IRLowerSession` kept under one StashKey (syrupy's
``SnapshotSession`` and xdist's ``DSession`` have the same shape).

Building it is cheap: it reads and checks every option and ini value when pytest
configures (a bad one is a usage error before collection), and imports the lowering,
the toolchain, the goldens' syrupy extension and the families only when a test first
needs them, so that loading the plugin costs little next to ``pytest --co``.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

import pytest

from pytest_irlower import inivalues, toolpaths, workers
from pytest_irlower.errors import IRLowerError, LoweringError, ToolchainMissing, UsageError
from pytest_irlower.fleet import FleetSettings, cache_remote
from pytest_irlower.goldenrun import RunRecord, case_collisions, compare_mode
from pytest_irlower.options import DEFAULT_IR_TYPE

if TYPE_CHECKING:
    from pytest_irlower import gpu
    from pytest_irlower.golden import GoldenOutcome
    from pytest_irlower.lowering import Lowerer
    from pytest_irlower.result import LoweredIR
    from pytest_irlower.toolchain import Toolchain

_PACKAGE_DIR = str(Path(__file__).resolve().parent)
_COMPONENT = re.compile(r"^(?:Skipped: )?(.+?) not available:")


def _ini_float(config: pytest.Config, name: str, *, minimum: float) -> float:
    raw = str(config.getini(name)).strip()
    try:
        value = float(raw)
    except ValueError:
        value = float("nan")
    if not value >= minimum:
        raise UsageError(f"ini {name} = {raw!r}: expected a number of seconds >= {minimum:g}")
    return value


def _gpu_codegen(config: pytest.Config) -> dict[str, Any]:
    """The GPU targets' opt and llc settings from the options, else the ini values;
    checked now, so a bad value stops the session before any test."""

    def setting(name: str) -> str:
        value = config.getoption(f"irlower_gpu_{name}")
        if value is None:
            value = config.getini(f"irlower_gpu_{name}")
        return str(value).strip()

    opt, flags, llc = setting("opt_level"), setting("opt_flags"), setting("llc_level")
    if not (opt or flags or llc):  # LowerOptions' defaults: nothing to check or load
        return {}
    from pytest_irlower.targets import check_llc_level, check_opt_flags, check_opt_level

    return {
        "opt_level": check_opt_level(opt, "irlower_gpu_opt_level") if opt else None,
        "opt_flags": check_opt_flags(flags, "irlower_gpu_opt_flags"),
        "llc_level": check_llc_level(llc, "irlower_gpu_llc_level") if llc else None,
    }


class IRLowerSession:
    """Everything pytest-irlower keeps for one pytest run."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        # every ini value is read and checked here (inivalues.py): a bad one stops the run
        self.default_ir_type = inivalues.ini_default_ir_type(config, DEFAULT_IR_TYPE)
        # the tool paths the user gave are checked now; the toolchain is built on first use,
        # reading $IRLOWER_<NAME> from the environment as it is now
        self._environ = dict(os.environ)
        self._option_paths = toolpaths.parse_assignments(
            config.getoption("irlower_tool"), "--irlower-tool"
        )
        self._ini_paths = toolpaths.parse_assignments(
            config.getini("irlower_tools"), "irlower_tools"
        )
        toolpaths.validate(self._option_paths, self._ini_paths, self._environ)
        keep_weights = config.getoption("irlower_keep_weights")
        if keep_weights is None:
            keep_weights = inivalues.ini_bool(config, "irlower_keep_weights")
        self.keep_weights = bool(keep_weights)
        self.keep_locations = bool(config.getoption("irlower_keep_locations"))
        self.timeout = _ini_float(config, "irlower_timeout", minimum=0.001)
        self.passes = bool(config.getoption("irlower_passes"))
        self.disk_root = self._disk_root()
        self.cache_remote = cache_remote(config) if self.disk_root is not None else None
        #: what each process's cache tiers did (xdist workers send theirs when they end)
        self.cache_reports: list[dict[str, Any]] = []
        self.fleet = FleetSettings(config)
        # entries written after this are this run's own (or a concurrent run's): not read
        self._disk_started_ns = time.time_ns()
        self._toolchain: Toolchain | None = None
        self._lowerer: Lowerer | None = None
        self.gpu_codegen = _gpu_codegen(config)
        self.strict = bool(config.getoption("irlower_strict"))
        #: what --irlower-strict still skips for
        self.strict_allow = frozenset(config.getoption("irlower_strict_allow") or ())
        self.update_goldens = bool(getattr(config.option, "update_snapshots", False))
        golden_dir = str(config.getini("irlower_golden_dir"))
        self.golden_root = golden_root(config.rootpath, golden_dir)
        inivalues.ini_folder(config.rootpath, golden_dir, "irlower_golden_dir")
        self.xdist_groups = inivalues.ini_bool(config, "irlower_xdist_groups")
        workerinput = getattr(config, "workerinput", None)
        self.controller_pid = os.getppid() if workerinput is not None else None
        if workerinput is None:
            self._sweep_temporaries()
        else:  # an xdist worker: it ends with its controller, however that ends
            workers.watch_controller(workerinput)
        dump = config.getoption("irlower_dump_dir")
        self.dump_dir = Path(dump) if dump else None
        choice = str(config.getoption("irlower_filecheck"))
        self.filecheck_engine = None if choice == "auto" else choice
        self.seed = inivalues.ini_seed(config)
        self.golden_compare = compare_mode(str(config.getini("irlower_golden_compare")))
        self.used_goldens: set[str] = set()
        #: how each golden assertion ended (summaries from reports; xdist's too)
        self.golden_results: list[dict[str, Any]] = []
        report = config.getoption("irlower_report")
        self.report_path = Path(report).resolve() if report and workerinput is None else None
        #: the folder each process writes its report records to (made by the controller)
        self.spool_dir: Path | None = None
        if workerinput is not None and workerinput.get("irlower_report_spool"):
            self.spool_dir = Path(workerinput["irlower_report_spool"])
        elif self.report_path is not None:
            self.spool_dir = Path(tempfile.mkdtemp(prefix="irlower-report-"))
        self.spool: Any = None
        if self.spool_dir is not None:
            from pytest_irlower.review import Spool

            self.spool = Spool(self.spool_dir)
        #: nodeid -> how the test ended, for the report (controller only)
        self.outcomes: dict[str, dict[str, Any]] = {}
        self.run = RunRecord()
        self._golden_classes: dict[str, Any] = {}
        self.case_collisions: set[tuple[str, str]] = set()
        self._gpus: gpu.GPUs | None = None
        ci = os.environ.get("CI", "").strip().lower()
        if self.update_goldens and ci not in ("", "0", "false", "no"):
            raise UsageError(
                f"goldens are never written on CI (CI={os.environ['CI']}): run "
                "`pytest --snapshot-update` locally, review the goldens and commit them"
            )

    def _sweep_temporaries(self) -> None:
        """Remove the temporary files that killed runs left (files.py): those of goldens
        under ``.irlower/tmp``, and under --snapshot-update any left in the golden folder
        (by an older version, or where .irlower/tmp is on another filesystem)."""
        from pytest_irlower import files

        files.sweep(self.config.rootpath / files.TEMP_DIR)
        if self.update_goldens:
            files.sweep(self.golden_root, recursive=True)

    def _disk_root(self) -> Path | None:
        """The folder of the cross-run cache, or None when it is off."""
        setting = str(self.config.getini("irlower_cache_dir")).strip()
        inivalues.ini_folder(self.config.rootpath, setting, "irlower_cache_dir")
        if self.config.getoption("irlower_no_cache"):
            return None
        if not setting:
            return None
        return self.config.rootpath / os.path.expanduser(setting)

    @property
    def toolchain(self) -> Toolchain:
        """Where the session finds its tools (built on first use)."""
        if self._toolchain is None:
            from pytest_irlower.toolchain import Toolchain

            self._toolchain = Toolchain(
                option_paths=self._option_paths, ini_paths=self._ini_paths, env=self._environ
            )
        return self._toolchain

    @property
    def lowerer(self) -> Lowerer:
        """The session's :class:`~pytest_irlower.Lowerer` (built on first use)."""
        if self._lowerer is None:
            from pytest_irlower.diskcache import DiskCache
            from pytest_irlower.lowering import Lowerer, LowerOptions

            options = LowerOptions(
                default_ir_type=self.default_ir_type,
                keep_weights=self.keep_weights,
                keep_locations=self.keep_locations,
                timeout=self.timeout,
                rootdir=str(self.config.rootpath),
                passes=self.passes,
                **self.gpu_codegen,
            )
            disk = None
            if self.disk_root is not None:
                remote = self.cache_remote.open(self._environ) if self.cache_remote else None
                disk = DiskCache(self.disk_root, started_ns=self._disk_started_ns, remote=remote)
            self._lowerer = Lowerer(options, self.toolchain, disk=disk)
        return self._lowerer

    # -- skip / strict policy ---------------------------------------------------------

    def missing(self, reason: str) -> None:
        """A toolchain, tool or GPU is missing: skip, or under --irlower-strict fail."""
        __tracebackhide__ = True
        if self.strict:
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
        if self.seed is not None and torch is not None and hasattr(torch, "manual_seed"):
            torch.manual_seed(self.seed)
        if not self.strict:
            return [], reasons + gpus
        if "gpu" in self.strict_allow:
            return reasons, gpus
        return reasons + gpus, []

    def gpu_missing(self, vendor: Any) -> str | None:
        """Why no GPU of ``vendor`` (None: any) is usable here, or None."""
        from pytest_irlower import gpu

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
        """Why no family can make code for ``target`` (None: some family can)."""
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
        from pytest_irlower.families import REGISTRY

        lowerer = self.lowerer
        _, marker_arch = target_marker(node)
        use_cache = node.get_closest_marker("irlower_no_cache") is None

        def lower(subject: Any, example_inputs: Any = (), **kwargs: Any) -> LoweredIR:
            __tracebackhide__ = True
            spec = REGISTRY.ir_types().get(str(kwargs.get("ir_type")))
            own = spec.target if spec else None
            # an IR type for one target names its own; anything else takes the test's
            if target is not None and kwargs.get("target") is None and own is None:
                kwargs["target"] = target
            # the marker's arch goes with its target, however the lowering got there
            # (the test's target, target= or an IR type of that target: triton_nvptx)
            if (
                marker_arch is not None
                and kwargs.get("arch") is None
                and target is not None
                and _same_target(kwargs.get("target") or own, target)
            ):
                kwargs["arch"] = marker_arch
            try:
                result = lowerer.lower(subject, example_inputs, cache=use_cache, **kwargs)
            except ToolchainMissing as exc:
                reason: str = str(exc)
            except LoweringError as exc:
                if lowerer.disk is not None:  # a failure kept from an earlier run counts too
                    node.user_properties.append(("irlower_cache", exc.from_cache))
                self._save_failure_input(node, exc)
                if self.spool is not None:
                    self.spool.lowering_error(node.nodeid, kwargs.get("ir_type"), exc)
                raise
            else:
                self.after_lowering(node, result)
                return result
            self.missing(reason)  # outside the except block: no chained traceback
            raise AssertionError("unreachable")

        return lower

    def filecheck_function(self, node: Any) -> Callable[..., None]:
        """The callable the ``filecheck`` fixture returns."""
        from pytest_irlower import filecheck as fc
        from pytest_irlower.golden import safe_name

        config = self.config
        calls = [0]

        def filecheck(
            ir: str,
            checks: str | os.PathLike[str] | None = None,
            *,
            check_prefixes: tuple[str, ...] | list[str] = ("CHECK",),
            implicit_check_not: tuple[str, ...] | list[str] = (),
            match_full_lines: bool = False,
            strict_whitespace: bool = False,
        ) -> None:
            __tracebackhide__ = True
            prefixes = (
                (check_prefixes,) if isinstance(check_prefixes, str) else tuple(check_prefixes)
            )
            options = fc.Options(
                prefixes, tuple(implicit_check_not), match_full_lines, strict_whitespace
            )
            calls[0] += 1
            name = f"{safe_name(node.nodeid.replace('::', '.'))}.{calls[0]}.ir"
            save_as = config.rootpath / ".irlower" / "filecheck" / name
            function = getattr(node, "function", None)
            try:
                engine = fc.find_engine(self.toolchain, self.filecheck_engine)
            except ToolchainMissing as exc:
                reason = str(exc)
            else:
                if checks is None and config.getoption("irlower_update_checks"):
                    from pytest_irlower.checkgen import rewrite_test_checks

                    if function is None:
                        raise UsageError("filecheck(ir) without checks needs a test function")
                    rewrite_test_checks(function, str(ir), prefixes[0])
                    return
                spec = fc.checks_for(checks, function)
                try:
                    fc.run(
                        str(ir),
                        spec,
                        options,
                        engine,
                        save_as=str(save_as),
                        rootdir=str(config.rootpath),
                        timeout=self.timeout,
                    )
                except fc.FileCheckFailure as exc:
                    if self.spool is not None:
                        self.spool.filecheck(node.nodeid, str(ir), spec.text, str(exc))
                    raise
                return
            self.missing(reason)

        return filecheck

    def golden_assertion(self, snapshot: Any, node: Any) -> Any:
        """What the ``golden`` fixture returns."""
        from pytest_irlower.golden import GoldenAssertion

        return GoldenAssertion(
            snapshot,
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

    def golden_extension(self, suffix: str) -> Any:
        """The syrupy extension class storing ``suffix`` files."""
        from pytest_irlower import golden

        if suffix not in self._golden_classes:
            self._golden_classes[suffix] = golden.extension_for(
                suffix,
                root=str(self.golden_root),
                rootdir=str(self.config.rootpath),
                roots=self.lowerer.options.path_roots(),
                update_mode=self.update_goldens,
                compare=self.golden_compare,
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
        if self.spool is not None:
            self.spool.lowering(node.nodeid, result)
        if self.dump_dir is not None:
            from pytest_irlower.dumps import dump_stages

            count = sum(1 for key, _ in node.user_properties if key == "irlower_timings")
            dump_stages(self.dump_dir, node.nodeid, count, result)

    def _save_failure_input(self, node: Any, exc: LoweringError) -> None:
        from pytest_irlower.dumps import save_failure_input

        root = self.dump_dir or self.config.rootpath / ".irlower" / "failures"
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
        if self.report_path is not None:
            from pytest_irlower.htmlreport import note_outcome

            note_outcome(self.outcomes, report, xfail)

    @pytest.hookimpl(optionalhook=True)
    def pytest_configure_node(self, node: Any) -> None:
        """Tell each xdist worker the controller's pid (it ends when the controller does)
        and where to write its part of ``--irlower-report``."""
        workers.configure_node(node)
        if self.spool_dir is not None:
            node.workerinput["irlower_report_spool"] = str(self.spool_dir)

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

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        """Write ``--irlower-report`` from every process's records (controller only);
        keep the local cache under its size limit; store the durations."""
        self._finish_caches()
        if self.report_path is None or self.spool_dir is None:
            return
        from pytest_irlower import htmlreport
        from pytest_irlower.review import read_spool

        try:
            records, texts = read_spool(self.spool_dir)
            htmlreport.write(
                self.report_path,
                records=records,
                texts=texts,
                outcomes=self.outcomes,
                summary=self.change_summary().as_dict(),
                header=self.header(),
                extra_html=self._conformance_html(),
                title=f"pytest-irlower report: {self.config.rootpath.name}",
            )
        finally:
            shutil.rmtree(self.spool_dir, ignore_errors=True)

    def _conformance_html(self) -> str:
        conformance = self.config.pluginmanager.get_plugin("irlower-conformance")
        return str(conformance.html()) if conformance is not None else ""

    def change_summary(self) -> Any:
        """The golden change summary of the session (see :mod:`pytest_irlower.review`)."""
        from pytest_irlower.families import REGISTRY
        from pytest_irlower.golden import orphans
        from pytest_irlower.review import summarize

        files = {nodeid.split("::", 1)[0] for nodeid in self.run.collected}
        folders = {self.golden_root / Path(path).with_suffix("") for path in files}
        kept = len(orphans(sorted(folders), self.used_goldens, REGISTRY.suffixes()))
        return summarize(self.golden_results, kept=kept, update=self.update_goldens)

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        """What this process collected (serially: the whole run), and which test names
        differ only in case (their goldens get distinct names)."""
        self.run.collected.update(item.nodeid for item in session.items)
        names = [(str(item.path), _snapshot_name(item)) for item in session.items]
        self.case_collisions.update(case_collisions(names))

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node: Any, ids: list[str]) -> None:
        """What each xdist worker collected (on the controller)."""
        self.run.collected.update(ids)

    def pytest_deselected(self, items: list[pytest.Item]) -> None:
        """Tests a selection left out."""
        self.run.deselected += len(items)

    def header(self) -> list[str]:
        """The session header: packages, tools and every family's engines."""
        from pytest_irlower import report

        conftests = [
            str(getattr(plugin, "__file__", ""))
            for plugin in self.config.pluginmanager.get_plugins()
            if getattr(plugin, "__name__", "").endswith("conftest")
        ]
        lines = report.remembered_toolchain_lines(self.toolchain, conftests)
        codegen = self.codegen_line()
        if codegen:
            lines.append(codegen)
        return [f"irlower: {line}" for line in lines]

    def codegen_line(self) -> str:
        """The session's GPU code generation settings, when they are not the default that
        the target lines name (``opt -O2``, the engine's llc level)."""
        if not self.gpu_codegen:
            return ""
        settings = self.gpu_codegen
        opt = " ".join(["opt", f"-{settings['opt_level'] or 'O2'}", *settings["opt_flags"]])
        llc = (
            f"llc -{settings['llc_level']}"
            if settings["llc_level"]
            else "llc at its engine's level"
        )
        return (
            f"GPU code generation for this session: {opt}, {llc} (--irlower-gpu-opt-level, "
            "--irlower-gpu-opt-flags, --irlower-gpu-llc-level or the irlower_gpu_* ini values; "
            "a call's opt_level=, opt_flags=, llc_level= still win)"
        )

    def terminal_summary(self, reporter: Any) -> None:
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
        self._cache_summary(reporter)
        if self.golden_results:
            summary = self.change_summary()
            reporter.write_sep("-", "irlower golden changes")
            limit = None if self.config.get_verbosity() >= 1 else 20
            for line in summary.lines(limit=limit):
                reporter.write_line(line)
        if self.report_path is not None and self.report_path.exists():
            reporter.write_line(f"irlower: report written to {self.report_path}")
        if self.config.get_verbosity() < 1:
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

    def _finish_caches(self) -> None:
        """A worker sends what its tiers did; the controller (or a serial run) evicts and
        writes the durations."""
        workeroutput = getattr(self.config, "workeroutput", None)
        if self._lowerer is not None and self._lowerer.disk is not None:
            from pytest_irlower.remotecache import process_report

            disk = self._lowerer.disk
            stats = disk.remote.stats if disk.remote is not None else None
            report = process_report(stats, disk.rejected)
            if workeroutput is not None:
                workeroutput["irlower_cache"] = report
            else:
                self.cache_reports.append(report)
        if workeroutput is None:  # the size limit is kept when some process lowered
            self.fleet.finish(self.disk_root if self.cache_reports else None)

    def _cache_summary(self, reporter: Any) -> None:
        if self.disk_root is None:
            return
        from pytest_irlower.remotecache import shown_url, summary_lines

        url = shown_url(self.cache_remote.url) if self.cache_remote else None
        for line, warn in summary_lines(url, self.cache_reports):
            reporter.write_line(line, yellow=warn)
        hits = lowered = 0
        for reports in reporter.stats.values():
            for report in reports:
                for key, value in getattr(report, "user_properties", ()):
                    if key == "irlower_cache" and getattr(report, "when", None) == "call":
                        hits += bool(value)
                        lowered += not value
        if hits or lowered:
            reporter.write_line(
                f"irlower: cross-run cache: {hits} lowerings reused, {lowered} lowered "
                f"({self.disk_root}; --irlower-no-cache turns it off)"
            )

    def prune(self, session: pytest.Session, exitstatus: int) -> None:
        """``--irlower-prune-goldens``: delete orphaned goldens after a complete, clean run."""
        from pytest_irlower.families import REGISTRY
        from pytest_irlower.golden import orphans, prune_blockers

        config = self.config
        blockers = prune_blockers(self.run, int(exitstatus), selection=self._selection())
        if blockers:
            self._say(
                f"irlower: not pruning goldens: the run was not complete ({', '.join(blockers)});"
                " run the whole suite, with nothing skipped or failing, to prune",
                red=True,
            )
            session.exitstatus = pytest.ExitCode.TESTS_FAILED
            return
        # node ids are relative to the rootdir: "tests/test_x.py::test_y[id]"
        files = {nodeid.split("::", 1)[0] for nodeid in self.run.collected}
        folders = {self.golden_root / Path(path).with_suffix("") for path in files}
        removed = orphans(sorted(folders), self.used_goldens, REGISTRY.suffixes())
        for path in removed:
            path.unlink()
        self._say(f"irlower: pruned {len(removed)} orphaned golden(s)")
        for path in removed:
            self._say(f"  removed {os.path.relpath(path, config.rootpath)}")

    def _selection(self) -> str | None:
        """What narrowed the run to part of the suite, if anything."""
        config = self.config
        if config.getoption("keyword") or config.getoption("markexpr"):
            return "-k/-m selection"
        picked = [arg for arg in config.args if "::" in arg]
        if picked:
            return f"node-id selection ({', '.join(picked[:3])})"
        return None

    def _say(self, line: str, *, red: bool = False) -> None:
        """A line in the terminal summary, or on stderr without the terminal reporter."""
        reporter = self.config.pluginmanager.get_plugin("terminalreporter")
        if reporter is None:
            sys.stderr.write(line + "\n")
            return
        if not getattr(self, "_said", False):
            reporter.write_sep("-", "irlower goldens")
            self._said = True
        reporter.write_line(line, red=red)


def _snapshot_name(item: pytest.Item) -> str:
    """The name syrupy gives a test's snapshots: ``Class.test[id]`` or ``test[id]``."""
    parent = item.parent
    if parent is not None and type(parent).__name__ == "Class":
        return f"{parent.name}.{item.name}"
    return item.name


def golden_root(rootdir: Path, setting: str) -> Path:
    """The golden folder: ``irlower_golden_dir`` under the rootdir, never outside it."""
    folder = (rootdir / setting).resolve()
    if Path(setting).is_absolute() or not folder.is_relative_to(rootdir.resolve()):
        raise UsageError(
            f"ini irlower_golden_dir = {setting!r} is outside the rootdir {rootdir}: goldens "
            "must stay inside the project; give a folder relative to the rootdir, such as "
            "'golden' or 'tests/golden'"
        )
    return rootdir / setting


# -- markers ----------------------------------------------------------------------------


def target_marker(node: Any) -> tuple[list[str], str | None]:
    """The normalized names and arch of the node's ``target`` marker (bad names raise)."""
    marker = node.get_closest_marker("target")
    if marker is None:
        return [], None
    if not marker.args:
        raise UsageError("@pytest.mark.target needs at least one target name")
    from pytest_irlower.targets import normalize_target

    return [normalize_target(name) for name in marker.args], marker.kwargs.get("arch")


def _same_target(name: object, target: str) -> bool:
    """Whether ``name`` (as the user wrote it: ``cuda``, ``nvptx64``...) is ``target``."""
    from pytest_irlower.targets import normalize_target

    try:
        return normalize_target(name) == target
    except UsageError:
        return False  # lower() reports a bad target=


def item_target(item: pytest.Item) -> str | None:
    """The target of a test case: its parametrized target, else its marker's only one."""
    callspec = getattr(item, "callspec", None)
    if callspec is not None and "irlower_target" in callspec.params:
        return str(callspec.params["irlower_target"])
    try:
        names, _ = target_marker(item)
    except UsageError:
        return None  # reported at collection
    return names[0] if names else None


def hide_plugin_frames(excinfo: pytest.ExceptionInfo[BaseException]) -> Callable[[], None]:
    """Cut the traceback of an error raised inside the plugin at the test's last frame and
    hide its cause from the report (the message already carries the tool's words).

    Returns a function that puts both back, so code that inspects the exception later
    still finds them.
    """
    exc = excinfo.value
    if not isinstance(exc, (IRLowerError, AssertionError)):
        return lambda: None
    last_outside: TracebackType | None = None
    node: TracebackType | None = excinfo.tb
    while node is not None:
        if node.tb_frame.f_code.co_filename.startswith(_PACKAGE_DIR):
            break
        last_outside, node = node, node.tb_next
    if node is None or last_outside is None:
        return lambda: None  # not raised by the plugin, or raised by it alone
    cut = last_outside.tb_next
    last_outside.tb_next = None
    excinfo._traceback = None  # rebuilt from the cut chain on next use
    cause, suppress = exc.__cause__, exc.__suppress_context__
    exc.__cause__, exc.__suppress_context__ = None, True

    def restore() -> None:
        last_outside.tb_next = cut
        exc.__cause__, exc.__suppress_context__ = cause, suppress

    return restore
