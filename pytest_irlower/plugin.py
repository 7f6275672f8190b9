"""pytest hooks and fixtures of pytest-irlower: each a few lines over the session object."""

from __future__ import annotations

import os
from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any

import pytest

from pytest_irlower.conformance.session import ConformanceSession
from pytest_irlower.errors import UsageError
from pytest_irlower.runtime.heap import frozen_heap
from pytest_irlower.runtime.workerthreads import size_worker
from pytest_irlower.session.markers import item_target, target_marker
from pytest_irlower.session.options import INI, MARKERS, OPTIONS
from pytest_irlower.session.state import IRLowerSession
from pytest_irlower.session.tracebacks import hide_plugin_frames, point_skip_at_test

if TYPE_CHECKING:
    from pytest_irlower.api.result import LoweredIR
    from pytest_irlower.conformance.suite import Item

SESSION_KEY = pytest.StashKey[IRLowerSession]()
CONFORMANCE_KEY = pytest.StashKey[ConformanceSession]()
STRICT_FAILURES_KEY = pytest.StashKey[list[str]]()
GROUP_BY_SUBJECT_KEY = pytest.StashKey[bool]()


def pytest_addoption(parser: pytest.Parser) -> None:
    """Options and ini values of pytest-irlower."""
    group = parser.getgroup("irlower", "IR lowering regression tests (pytest-irlower)")
    for flag, kwargs in OPTIONS:
        group.addoption(flag, **kwargs)
    for name, help_text, kind, default in INI:
        extra = {} if default is None else {"default": default}
        parser.addini(name, help_text, type=kind, **extra)  # type: ignore[arg-type]


def pytest_configure(config: pytest.Config) -> None:
    """Register markers; build the session object from options and ini values."""
    for line in MARKERS:
        config.addinivalue_line("markers", line)
    try:
        size_worker(
            getattr(config, "workerinput", None),
            str(config.getini("irlower_worker_threads")),
            os.environ,
        )
        config.stash[SESSION_KEY] = IRLowerSession(config)
    except UsageError as exc:
        raise pytest.UsageError(str(exc)) from None
    # it notes the goldens each test used, from reports (they reach the xdist controller)
    config.pluginmanager.register(config.stash[SESSION_KEY], "irlower-session")
    # conformance items report their records to it (on the xdist controller too)
    config.stash[CONFORMANCE_KEY] = ConformanceSession(config, config.stash[SESSION_KEY])
    config.pluginmanager.register(config.stash[CONFORMANCE_KEY], "irlower-conformance")


def _session(config: pytest.Config) -> IRLowerSession:
    return config.stash[SESSION_KEY]


def pytest_report_header(config: pytest.Config) -> list[str]:
    """Name every backend and tool found, with version, targets and source."""
    return _session(config).header()


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``@pytest.mark.target(a, b)`` with several names: one case per target; a
    conformance suite's test: one item per (IR type, case)."""
    suite = ConformanceSession.suite_of(metafunc.definition)
    if suite is not None:
        values, ids = metafunc.config.stash[CONFORMANCE_KEY].parameters(suite)
        metafunc.parametrize("irlower_conformance_item", values, ids=ids)
    try:
        names, _ = target_marker(metafunc.definition)
    except UsageError:
        return  # reported at collection
    if len(names) > 1:
        if "irlower_target" not in metafunc.fixturenames:
            metafunc.fixturenames.append("irlower_target")
        metafunc.parametrize("irlower_target", names, ids=names, indirect=True)


@pytest.hookimpl(wrapper=True)
def pytest_cmdline_main(config: pytest.Config) -> Generator[None, Any, Any]:
    """Note whether ``-n`` came without ``--dist`` (before xdist's hook picks ``load``).

    A run that pytest's entry point started and that imported torch ends, with the exit
    status returned here, without CPython's slow module teardown (see ``shutdown``)."""
    option = config.option
    config.stash[GROUP_BY_SUBJECT_KEY] = bool(
        getattr(option, "numprocesses", None)
        and getattr(option, "dist", None) == "no"
        and not getattr(option, "distload", False)
    )
    status = yield
    if not hasattr(config, "workerinput") and isinstance(status, int):
        from pytest_irlower.runtime.shutdown import quick_exit_if_torch, runs_as_pytest_main

        if runs_as_pytest_main(config.invocation_params.args):
            quick_exit_if_torch(status)
    return status


@pytest.hookimpl(wrapper=True)
def pytest_runtestloop(session: pytest.Session) -> Generator[None, Any, Any]:
    """The tests run with what was loaded before them (torch, the test modules) left out of
    the garbage collector's passes (see ``runtime/heap.py``)."""
    with frozen_heap():
        return (yield)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """Under ``-n`` without ``--dist``: tests of one subject on one worker."""
    if (
        not config.stash.get(GROUP_BY_SUBJECT_KEY, False)
        or not _session(config).settings.xdist_groups
    ):
        return None
    from pytest_irlower.families import REGISTRY
    from pytest_irlower.text.grouping import make_scheduler

    return make_scheduler(config, log, set(REGISTRY.ir_type_names()))


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """An unknown target name is a usage error of the whole run, not a skip.
    ``--irlower-shard=K/N``: keep shard K (after -k/-m selected)."""
    for item in items:
        try:
            target_marker(item)
        except UsageError as exc:
            raise pytest.UsageError(f"{item.nodeid}: @pytest.mark.target: {exc}") from None
    try:
        _session(config).fleet.select(config, items)
    except UsageError as exc:
        raise pytest.UsageError(str(exc)) from None


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Skip (or, strict, fail in the call phase) tests whose target, tool or GPU is missing."""
    try:
        failures, skips = _session(item.config).setup(item)
    except UsageError as exc:
        raise pytest.UsageError(f"{item.nodeid}: {exc}") from None
    if failures:
        item.stash[STRICT_FAILURES_KEY] = failures
    elif skips:
        pytest.skip(skips[0])


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_call(item: pytest.Item) -> None:
    """Fail a strict-mode test whose toolchain, tool or GPU was found missing at setup."""
    reasons = item.stash.get(STRICT_FAILURES_KEY, [])
    if reasons:
        pytest.fail("\n".join(f"{reason} [--irlower-strict]" for reason in reasons), pytrace=False)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, Any, Any]:
    """A failure raised by the plugin shows the test's frames and the message, no plugin
    frames; a skip it raised is reported at the user's test."""
    restore = hide_plugin_frames(call.excinfo) if call.excinfo is not None else None
    try:
        report = yield
        point_skip_at_test(item, call.excinfo, report)
        return report
    finally:
        if restore is not None:
            restore()


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """``--irlower-orphans``: fail on goldens no collected test owns; ``--irlower-prune-goldens``:
    delete orphaned goldens after a complete, clean run (both on the controller)."""
    from pytest_irlower.session import goldenfinish

    config = session.config
    if hasattr(config, "workerinput"):
        return
    if config.getoption("irlower_orphans"):
        goldenfinish.check_orphans(_session(config), session)
    if config.getoption("irlower_prune_goldens"):
        goldenfinish.prune(_session(config), session, exitstatus)


def pytest_unconfigure(config: pytest.Config) -> None:
    """An xdist worker that imported torch skips the interpreter's slow teardown at exit
    (its status is not read: its reports reached the controller)."""
    if hasattr(config, "workerinput"):
        from pytest_irlower.runtime.shutdown import quick_exit_if_torch

        quick_exit_if_torch()


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    """Skips by missing component; with -v, per-stage timings of every lowering."""
    _session(config).terminal_summary(terminalreporter)
    config.stash[CONFORMANCE_KEY].terminal_summary(terminalreporter)


@pytest.fixture
def irlower_target(request: pytest.FixtureRequest) -> str | None:
    """The test's GPU target: its case of ``@pytest.mark.target(...)``, else None."""
    return item_target(request.node)


@pytest.fixture
def lower(request: pytest.FixtureRequest) -> Callable[..., LoweredIR]:
    """``lower(subject, example_inputs=(), *, ir_type=None, target=None, arch=None, ...)``.

    Lowers and returns the IR (a ``LoweredIR``). The test's ``target`` marker sets the
    default target and arch. A missing toolchain skips the test (fails it under
    ``--irlower-strict``); a failing stage raises ``pytest_irlower.LoweringError``.
    """
    # the test's target read here, not through the irlower_target fixture: a fixture
    # more per test costs pytest more than the warm hit it serves
    return _session(request.config).lower_function(request.node, item_target(request.node))


@pytest.fixture
def irlower_conformance(request: pytest.FixtureRequest) -> Callable[[Item], None]:
    """Runs one item of a conformance suite (``opinfo_suite``, ``model_suite``...): lower,
    run and compare where the IR type can run, judged against the expectations file."""
    conformance = request.config.stash[CONFORMANCE_KEY]
    return lambda item: conformance.check(request.node, item)


@pytest.fixture
def golden(request: pytest.FixtureRequest) -> Any:
    """``assert lower(...) == golden``: compare with (or, under --snapshot-update, write)
    a plain IR file under ``golden/``; a mismatch fails with a unified diff of the IR."""
    if not request.config.pluginmanager.has_plugin("syrupy"):
        raise UsageError(
            "the golden fixture stores goldens through syrupy, which is not loaded here "
            "(-p no:syrupy, or syrupy not installed): drop -p no:syrupy or pip install syrupy"
        )
    return _session(request.config).golden_assertion(request)


@pytest.fixture
def filecheck(request: pytest.FixtureRequest) -> Callable[..., None]:
    """``filecheck(ir, checks=None, *, check_prefixes=("CHECK",), ...)``: FileCheck the IR.

    ``checks`` is check text, a ``pathlib.Path`` to a check file, or None: the
    calling test's own comments and docstring. A mismatch raises
    ``pytest_irlower.FileCheckFailure`` with FileCheck's diagnostic.
    """
    return _session(request.config).filecheck_function(request.node)
