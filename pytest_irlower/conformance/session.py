"""The pytest side of conformance suites: items from a suite's marker, one item's run and
verdict, the records every item reports, and what the controller does with them at the
end (the summary, ``--irlower-update-expectations``, the previous run's file).

``plugin.py`` calls it; it is registered as a plugin for the report hooks. Building it
imports neither torch nor the OpInfo database, nor the suite machinery (expectations,
report, suite): every pytest run builds one, and a run without a conformance suite pays
nothing for it. A suite's items are generated only when a test carrying the
``irlower_conformance`` marker is collected.
"""

from __future__ import annotations

import hashlib
import inspect
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from pytest_irlower.conformance import MARKER
from pytest_irlower.errors import ToolchainMissing, UsageError

if TYPE_CHECKING:
    from pytest_irlower.conformance import expectations as exp
    from pytest_irlower.conformance.runcase import Outcome
    from pytest_irlower.conformance.suite import Item, Suite, Unavailable
    from pytest_irlower.session.state import IRLowerSession

#: the user property each conformance item reports its record under
PROPERTY = "irlower_conformance"
#: bump when an outcome's stored form or meaning changes
_OUTCOME_FORMAT = "conformance outcome 1"


class ConformanceSession:
    """Conformance items of one pytest run (see the module docstring)."""

    def __init__(self, config: pytest.Config, session: IRLowerSession) -> None:
        self.config = config
        self.session = session
        self.update = bool(config.getoption("irlower_update_expectations"))
        self.controller = not hasattr(config, "workerinput")
        self.records: list[dict[str, Any]] = []
        self.previous_path = config.rootpath / ".irlower" / "conformance" / "last-run.json"
        self._previous: dict[str, dict[str, str]] | None = None
        self._family_digests: dict[str, str] = {}
        #: under --irlower-strict, no conformance item ran (every one skipped)
        self.nothing_ran = False
        self.strict = bool(session.settings.strict)

    # -- collection ---------------------------------------------------------------------

    @staticmethod
    def suite_of(node: Any) -> Suite | None:
        """The suite a test function carries in its marker, if any."""
        marker = node.get_closest_marker(MARKER)
        if marker is None:
            return None
        from pytest_irlower.conformance.suite import Suite

        suite = marker.args[0] if marker.args else None
        if not isinstance(suite, Suite):
            raise UsageError(
                "@pytest.mark.irlower_conformance takes a pytest_irlower.conformance.Suite; "
                "build the test with opinfo_suite(...), model_suite(...) or case_suite(...)"
            )
        return suite

    def parameters(self, suite: Suite) -> tuple[list[Any], list[str]]:
        """The suite's items and their ids. A missing OpInfo database gives one item that
        fails (never a skip: a qualification that checked nothing is not green, with or
        without --irlower-strict); a selection that matches nothing, or names an op that
        does not exist, is a usage error at collection."""
        from pytest_irlower.conformance.suite import Unavailable

        suite.source.memory = self.session.settings.disk_root
        try:
            items = suite.items()
        except ToolchainMissing as exc:
            missing = Unavailable(
                f"conformance suite ({suite.source.describe()}): cannot build its items: {exc}"
            )
            return [missing], [missing.id]
        return list(items), [item.id for item in items]

    # -- one item -----------------------------------------------------------------------

    def check(self, node: Any, item: Item | Unavailable) -> None:
        """Run one item and turn its result into the test's outcome."""
        __tracebackhide__ = True
        from pytest_irlower.conformance import expectations as exp
        from pytest_irlower.conformance.suite import Unavailable

        if isinstance(item, Unavailable):
            pytest.fail(item.reason, pytrace=False)
        suite = self.suite_of(node)
        assert suite is not None
        expected = suite.expected(item)
        record: dict[str, Any] = {
            "file": _shown(suite.expectations, self.config.rootpath),
            "config": item.config,
            "ir_type": item.ir_type,
            "case": item.case.name,
            "group": item.case.group,
            "expected": expected.phase if expected else None,
        }
        stale = _stale_condition(suite.entry(item))
        if stale:
            record["stale"] = stale
        if expected is not None and expected.phase == exp.SKIP:
            self._skip(node, record, f"expectations: skip ({expected.reason or 'no reason'})")
        try:
            case = suite.case(item.case.name)
        except ToolchainMissing as exc:
            self._skip(node, record, str(exc), missing=True)
        if case.untestable:
            self._skip(node, record, f"untestable: {case.untestable}")
        outcome = self._outcome(node, suite, item, case)
        verdict = exp.judge(outcome.phase, expected, strict=suite.strict)
        record.update(
            phase=outcome.phase,
            cause=exp.cause_of(expected, outcome.phase),
            checked=outcome.checked,
            gist=outcome.gist,
            seconds=outcome.seconds,
            verdict=verdict.kind,
        )
        if outcome.note:
            record["note"] = outcome.note
        if expected is not None and outcome.passed:
            record["stale"] = f"no longer fails (the entry says {expected.phase})"
        node.user_properties.append((PROPERTY, record))
        where = f"{item.config} / {item.case.name}"
        note = f" ({case.note})" if case.note else ""
        if self.update:
            if not outcome.passed:
                pytest.xfail(f"{where}: recorded in the expectations: fails at {outcome.phase}")
            return
        if verdict.kind == "xfailed":
            pytest.xfail(f"{where}: {verdict.message}")
        if verdict.kind == "xpassed":
            pytest.fail(
                f"XPASS(strict) {where}: {verdict.message}\n(--irlower-update-expectations "
                "removes the entry)",
                pytrace=False,
            )
        if verdict.kind == "failed":
            pytest.fail(f"{where}: {verdict.message}{note}\n\n{outcome.message}", pytrace=False)

    def _skip(
        self, node: Any, record: dict[str, Any], reason: str, *, missing: bool = False
    ) -> None:
        __tracebackhide__ = True
        record.update(phase="skip", verdict="skipped", gist=reason)
        node.user_properties.append((PROPERTY, record))
        if missing:
            self.session.missing(reason)
        pytest.skip(reason)

    def _outcome(self, node: Any, suite: Suite, item: Item, case: Any) -> Outcome:
        from pytest_irlower.conformance import expectations as exp
        from pytest_irlower.conformance.runcase import Outcome, gist, run_case

        key = self._outcome_key(suite, item, case)
        disk = self.session.lowerer.disk if key is not None else None
        if disk is not None and key is not None:
            entry = disk.load(key)
            if entry is not None:
                node.user_properties.append(("irlower_cache", True))
                phase, message = str(entry["phase"]), str(entry["message"])
                # a failure's gist comes from its message (numerics keep their short one)
                short = str(entry["gist"]) if phase == exp.NUMERICS else gist(message)
                note = str(entry.get("note") or "")
                return Outcome(phase, str(entry["checked"]), message, short, note=note)
        lower = self.session.lower_function(node, None)
        rtol, atol = suite.tolerances(item)
        try:
            outcome = run_case(
                lower,
                case,
                item.ir_type,
                pipeline=suite.pipeline,
                rtol=rtol,
                atol=atol,
                params=dict(suite.params),
            )
        except ToolchainMissing as exc:
            reason = str(exc)
        else:
            if disk is not None and key is not None and not outcome.transient:
                disk.store(key, outcome.as_json())
            return outcome
        self.session.missing(reason)
        raise AssertionError("unreachable")

    def _outcome_key(self, suite: Suite, item: Item, case: Any) -> str | None:
        """The cross-run cache key of an item's outcome: the environment (installed
        libraries, the plugin, the tools), the family's own source, the case, the IR type,
        the pipeline's stages and the tolerances. None: not cached."""
        if self.session.settings.disk_root is None:
            return None
        from pytest_irlower.cache import disk as diskcache
        from pytest_irlower.cache.environment import digest
        from pytest_irlower.families import REGISTRY

        lowerer = self.session.lowerer
        if lowerer.disk is None:
            return None
        subject_key = case.cache_key
        if subject_key is None and case.reference is None:
            subject_key = _model_key(lowerer, suite, item, case)
        if subject_key is None:
            return None
        stages: list[str] = []
        if suite.pipeline is not None:
            from pytest_irlower.lowering.pipeline import stage_fingerprints

            found = stage_fingerprints(suite.pipeline, lowerer.toolchain)
            if found is None:
                return None
            stages = found
        params = []
        for name, value in sorted(suite.params.items()):
            shown = diskcache.stable_repr(value)
            if shown is None:
                return None
            params.append(f"{name}={shown}")
        family = REGISTRY.family_of(REGISTRY.get(item.ir_type))
        return digest(
            [
                _OUTCOME_FORMAT,
                lowerer.environment(),
                family.name,
                self._family_digest(family),
                item.ir_type,
                subject_key,
                case.compare,
                "rtol={} atol={}".format(*suite.tolerances(item)),
                f"timeout={self.session.settings.timeout}",
                *params,
                *stages,
            ]
        )

    def _family_digest(self, family: Any) -> str:
        """The family's own source file (a family from outside the plugin is not in the
        environment's digest)."""
        if family.name not in self._family_digests:
            try:
                data = Path(inspect.getfile(type(family))).read_bytes()
            except (OSError, TypeError):
                data = b""
            self._family_digests[family.name] = hashlib.blake2b(data, digest_size=16).hexdigest()
        return self._family_digests[family.name]

    # -- reports (the controller, under xdist) ------------------------------------------

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        """Keep each conformance item's record (they reach the xdist controller)."""
        for name, value in report.user_properties:
            if name == PROPERTY and report.when == "call":
                record = dict(value)  # type: ignore[call-overload]
                record["duration"] = round(float(report.duration), 4)
                self.records.append(record)

    def ran(self) -> int:
        """How many conformance items ran (were not skipped)."""
        from pytest_irlower.conformance.report import RAN

        return sum(1 for record in self.records if record["verdict"] in RAN)

    def previous(self) -> dict[str, dict[str, str]]:
        """The previous run's results (read once, before this run's are written)."""
        if self._previous is None:
            from pytest_irlower.conformance.report import read_previous

            self._previous = read_previous(self.previous_path)
        return self._previous

    @pytest.hookimpl(tryfirst=True)
    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        """Write the expectations under ``--irlower-update-expectations``; remember this
        run's results for the next run's comparison."""
        if not self.controller:
            return
        json_path = self.config.getoption("irlower_conformance_json")
        if not json_path and not self.records:
            return  # a run without a conformance suite: nothing to write or remember
        from pytest_irlower.conformance import report

        if json_path:
            # written even when nothing ran: a dashboard reads an empty result, not a stale one
            report.write_json(Path(json_path).resolve(), self.records)
        if not self.records:
            return
        if self.strict and not self.ran():
            # under --irlower-strict a qualification that ran nothing fails
            self.nothing_ran = True
            session.exitstatus = pytest.ExitCode.TESTS_FAILED
        self.previous()
        if self.update:
            self.written = self._write_expectations()
        report.write_previous(self.previous_path, self.previous(), self.records)

    def _write_expectations(self) -> list[str]:
        from pytest_irlower.conformance import expectations as exp
        from pytest_irlower.conformance import report

        lines = []
        by_file: dict[str, list[exp.Result]] = {}
        for record in self.records:
            if record["verdict"] not in report.RAN or not record.get("file"):
                continue
            by_file.setdefault(str(record["file"]), []).append(
                exp.Result(record["config"], record["case"], record["phase"], record["gist"])
            )
        for shown, results in sorted(by_file.items()):
            path = self.config.rootpath / shown
            table, counts = exp.update(exp.load(path), results)
            exp.write(path, table)
            total = sum(len(entries) for entries in table.values())
            lines.append(
                f"irlower: expectations written to {shown}: {counts['added']} added, "
                f"{counts['removed']} removed, {counts['changed']} changed phase, "
                f"{total} expected failure(s) in all"
            )
        return lines

    def terminal_summary(self, reporter: Any) -> None:
        """Pass rates per configuration, failing phases, top errors, what changed."""
        if not self.records:
            return
        from pytest_irlower.conformance import report

        reporter.write_sep("-", "irlower conformance")
        if self.nothing_ran:
            reporter.write_line(
                f"irlower conformance: no item ran ({len(self.records)} skipped): nothing "
                "was qualified [--irlower-strict]",
                red=True,
            )
        previous = self.previous()
        every = self.config.getoption("verbose") > 0
        for config, rows in report.by_config(self.records).items():
            for line in report.summary_lines(config, rows, previous.get(config)):
                reporter.write_line(line)
            table = report.table_lines(rows, every=every)
            if table:
                reporter.write_line(
                    "  every item:" if every else "  items that did not pass (-v: every item):"
                )
                for line in table:
                    reporter.write_line("  " + line)
        for line in getattr(self, "written", []):
            reporter.write_line(line)

    def html(self) -> str:
        """The conformance block of ``--irlower-report``."""
        from pytest_irlower.conformance.report import html_section

        return html_section(self.records, self.previous())


def _stale_condition(entry: exp.Expectation | None) -> str:
    """Why an entry with a version condition does not apply here ('' if it does)."""
    if entry is None or entry.when is None or entry.active:
        return ""
    from pytest_irlower.conformance import versions

    return f"its condition does not hold: when {versions.describe(entry.when)}"


def _model_key(lowerer: Any, suite: Suite, item: Item, case: Any) -> str | None:
    """A model that is its own reference: the cross-run key of its lowering (its exported
    graph, a digest of its weights, the IR type...) and its input values."""
    from pytest_irlower.errors import IRLowerError

    try:
        request = lowerer.resolve(
            case.subject, case.inputs, ir_type=item.ir_type, params=dict(suite.params)
        )
        key = lowerer.disk_key(request, suite.pipeline)
    except (IRLowerError, ValueError, TypeError, RuntimeError):
        return None  # the item's own run reports it
    values = _input_digest(case.inputs)
    return None if key is None or values is None else f"model {key} inputs {values}"


def _input_digest(inputs: tuple[Any, ...]) -> str | None:
    import torch

    h = hashlib.blake2b(digest_size=16)
    for value in inputs:
        if not isinstance(value, torch.Tensor):
            return None
        tensor = value.detach().cpu().contiguous()
        h.update(f"{tensor.dtype} {tuple(tensor.shape)}".encode())
        h.update(tensor.reshape(-1).view(torch.uint8).numpy().tobytes())
    return h.hexdigest()


def _shown(path: Path | None, rootdir: Path) -> str:
    if path is None:
        return ""
    try:
        return str(path.resolve().relative_to(rootdir.resolve()))
    except ValueError:
        return str(path)
