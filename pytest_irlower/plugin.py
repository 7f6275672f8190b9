"""pytest hooks and fixtures of pytest-irlower. Logic lives in the core modules."""

from __future__ import annotations

import os
import re
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from pytest_irlower import gpu, toolchain
from pytest_irlower.errors import IRLowerError, LoweringError, ToolchainMissing, UsageError
from pytest_irlower.irtypes import DEFAULT_IR_TYPE, IR_TYPES, get_ir_type
from pytest_irlower.lowering import Lowerer, LowerOptions, normalize_target
from pytest_irlower.result import LoweredIR

LOWERER_KEY = pytest.StashKey[Lowerer]()
STRICT_KEY = pytest.StashKey[bool]()
GPUS_KEY = pytest.StashKey[gpu.GPUs]()
STRICT_FAILURES_KEY = pytest.StashKey[list[str]]()
USED_GOLDENS_KEY = pytest.StashKey[set[str]]()
TEST_FILES_KEY = pytest.StashKey[set[str]]()
GOLDEN_CLASSES_KEY = pytest.StashKey[dict[str, Any]]()

MARKERS = (
    "target(*names, arch=None): GPU target(s) of the test (nvptx, amdgpu, spirv); one sets "
    "lower()'s default target, several parametrize the test; skipped when no code generator "
    "for the target is found",
    "gpu(vendor=None): the test needs a physical GPU ('nvidia' or 'amd'); skipped without one",
    "requires_tool(*names): the test needs these tools (mlir-opt, llc, FileCheck, any "
    "executable); skipped unless every one is found",
)


def pytest_addoption(parser: pytest.Parser) -> None:
    """Options and ini values of pytest-irlower."""
    group = parser.getgroup("irlower", "IR lowering regression tests (pytest-irlower)")
    group.addoption(
        "--irlower-strict",
        action="store_true",
        default=False,
        help="fail, instead of skip, a test whose toolchain, tool or GPU is missing",
    )
    group.addoption(
        "--irlower-tool",
        action="append",
        default=[],
        metavar="NAME=PATH",
        help="use this executable for tool NAME (repeatable); a wrong path is an error",
    )
    group.addoption(
        "--irlower-keep-weights",
        action="store_true",
        default=None,
        help="keep model weights in IR text instead of eliding them (ini: irlower_keep_weights)",
    )
    group.addoption(
        "--irlower-keep-locations",
        action="store_true",
        default=False,
        help="keep source locations (paths made relative) in TorchScript and FX graphs",
    )
    parser.addini(
        "irlower_default_ir_type",
        f"ir_type used when a lower() call names none and the test has no target "
        f"(default {DEFAULT_IR_TYPE}); one of: {', '.join(IR_TYPES)}",
        default=DEFAULT_IR_TYPE,
    )
    parser.addini("irlower_tools", "NAME=PATH lines: executables to use for tools", "linelist")
    parser.addini(
        "irlower_keep_weights", "keep model weights in IR text", type="bool", default=False
    )
    parser.addini(
        "irlower_seed",
        "seed for torch's RNG before each test, so models built in tests get the same "
        "weights on every run (empty: leave the RNG alone)",
        default="0",
    )
    group.addoption(
        "--irlower-prune-goldens",
        action="store_true",
        default=False,
        help="after a complete run, delete goldens of the collected test files that no "
        "assertion used; refuses when any test was skipped, deselected, failed or errored",
    )
    group.addoption(
        "--irlower-filecheck",
        choices=("auto", "llvm", "python"),
        default="auto",
        help="FileCheck engine: LLVM's executable, the Python filecheck package, or auto "
        "(LLVM's when found)",
    )
    group.addoption(
        "--irlower-update-checks",
        action="store_true",
        default=False,
        help="rewrite the check comments of tests that call filecheck(ir) with checks read "
        "from their own source, from the IR they lower now",
    )
    group.addoption(
        "--irlower-dump-dir",
        default=None,
        metavar="DIR",
        help="write every stage of every lowering to DIR/<test>/<NN>.<stage>.txt",
    )
    parser.addini(
        "irlower_golden_dir", "folder of goldens, relative to the rootdir", default="golden"
    )
    parser.addini(
        "irlower_timeout",
        "seconds a child process (raw_ir PyTorch code, a tool stage) may run",
        default="120",
    )


def pytest_configure(config: pytest.Config) -> None:
    """Register markers; build the session's Lowerer and Toolchain from options and ini."""
    for line in MARKERS:
        config.addinivalue_line("markers", line)
    try:
        default_ir_type = get_ir_type(str(config.getini("irlower_default_ir_type"))).name
        tools = toolchain.Toolchain(
            option_paths=toolchain.parse_assignments(
                config.getoption("irlower_tool"), "--irlower-tool"
            ),
            ini_paths=toolchain.parse_assignments(config.getini("irlower_tools"), "irlower_tools"),
        )
        tools.validate()
    except UsageError as exc:
        raise pytest.UsageError(str(exc)) from None
    keep_weights = config.getoption("irlower_keep_weights")
    if keep_weights is None:
        keep_weights = bool(config.getini("irlower_keep_weights"))
    options = LowerOptions(
        default_ir_type=default_ir_type,
        keep_weights=bool(keep_weights),
        keep_locations=bool(config.getoption("irlower_keep_locations")),
        timeout=float(str(config.getini("irlower_timeout"))),
        rootdir=str(config.rootpath),
    )
    config.stash[LOWERER_KEY] = Lowerer(options, tools)
    config.stash[STRICT_KEY] = bool(config.getoption("irlower_strict"))
    config.stash[USED_GOLDENS_KEY] = set()
    config.stash[TEST_FILES_KEY] = set()
    config.pluginmanager.register(
        _GoldenUsage(config.stash[USED_GOLDENS_KEY], config.stash[TEST_FILES_KEY]),
        "irlower-goldens",
    )
    update = bool(getattr(config.option, "update_snapshots", False))
    ci = os.environ.get("CI", "").strip().lower()
    if update and ci not in ("", "0", "false", "no"):
        raise pytest.UsageError(
            f"goldens are never written on CI (CI={os.environ['CI']}): run "
            "`pytest --snapshot-update` locally, review the goldens and commit them"
        )


def pytest_report_header(config: pytest.Config) -> list[str]:
    """Name every backend and tool found, with version, targets and source."""
    from pytest_irlower import report

    tools = config.stash[LOWERER_KEY].toolchain
    return [f"irlower: {line}" for line in report.toolchain_lines(tools)]


def _target_names(marker: pytest.Mark | None) -> tuple[list[str], str | None]:
    """The (normalized) names and arch of a ``target`` marker; bad names raise UsageError."""
    if marker is None:
        return [], None
    if not marker.args:
        raise UsageError("@pytest.mark.target needs at least one target name")
    return [normalize_target(name) for name in marker.args], marker.kwargs.get("arch")


def _target_marker(node: Any) -> tuple[list[str], str | None]:
    try:
        return _target_names(node.get_closest_marker("target"))
    except UsageError:
        return [], None  # reported once, at collection (pytest_collection_modifyitems)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``@pytest.mark.target(a, b)`` with several names: one case per target."""
    names, _ = _target_marker(metafunc.definition)
    if len(names) < 2:
        return
    if "irlower_target" not in metafunc.fixturenames:
        metafunc.fixturenames.append("irlower_target")
    metafunc.parametrize("irlower_target", names, ids=names, indirect=True)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """An unknown target name is a usage error of the whole run, not a skip."""
    for item in items:
        try:
            _target_names(item.get_closest_marker("target"))
        except UsageError as exc:
            raise pytest.UsageError(f"{item.nodeid}: @pytest.mark.target: {exc}") from None


def _item_target(item: pytest.Item) -> str | None:
    callspec = getattr(item, "callspec", None)
    if callspec is not None and "irlower_target" in callspec.params:
        return str(callspec.params["irlower_target"])
    names, _ = _target_marker(item)
    return names[0] if names else None


def _missing(item: pytest.Item, reason: str) -> None:
    """Skip; under --irlower-strict, make the test itself fail (in its call phase)."""
    __tracebackhide__ = True
    if item.config.stash[STRICT_KEY]:
        item.stash.setdefault(STRICT_FAILURES_KEY, []).append(reason)
        return
    pytest.skip(reason)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_call(item: pytest.Item) -> None:
    """Fail a strict-mode test whose toolchain, tool or GPU was found missing at setup."""
    reasons = item.stash.get(STRICT_FAILURES_KEY, [])
    if reasons:
        pytest.fail("\n".join(f"{reason} [--irlower-strict]" for reason in reasons), pytrace=False)


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Skip (or fail, strict) tests whose target, tool or GPU is missing; seed torch."""
    lowerer = item.config.stash[LOWERER_KEY]
    for marker in item.iter_markers("requires_tool"):
        for name in marker.args:
            if lowerer.toolchain.find(name) is None:
                _missing(item, str(lowerer.toolchain.missing(name)))
    for marker in item.iter_markers("gpu"):
        vendor = marker.args[0] if marker.args else marker.kwargs.get("vendor")
        _check_gpu(item, vendor)
    target = _item_target(item)
    if target is not None:
        from pytest_irlower.chains import targets

        missing = targets.unavailable(target, lowerer.toolchain)
        if missing is not None:
            _missing(item, str(missing))
    seed = str(item.config.getini("irlower_seed")).strip()
    torch = sys.modules.get("torch")
    if seed and torch is not None and hasattr(torch, "manual_seed"):
        torch.manual_seed(int(seed))


def _check_gpu(item: pytest.Item, vendor: str | None) -> None:
    __tracebackhide__ = True
    if vendor is not None:
        try:
            vendor = gpu.normalize_vendor(str(vendor))
        except ValueError as exc:
            raise pytest.UsageError(f"{item.nodeid}: @pytest.mark.gpu: {exc}") from None
    config = item.config
    if GPUS_KEY not in config.stash:
        config.stash[GPUS_KEY] = gpu.detect()
    if config.stash[GPUS_KEY].has(vendor):
        return
    vendors = [vendor] if vendor else list(gpu.VENDORS)
    where = "; ".join(gpu.LOOKED_FOR[v] for v in vendors)
    label = f"GPU ({vendor})" if vendor else "GPU"
    _missing(item, f"{label} not available: none found (looked for {where})")


_COMPONENT = re.compile(r"^(?:Skipped: )?(.+?) not available:")


def _skip_summary(terminalreporter: Any) -> None:
    """Count skips by the component that was missing."""
    counts: Counter[str] = Counter()
    for report in terminalreporter.stats.get("skipped", []):
        longrepr = getattr(report, "longrepr", None)
        reason = longrepr[2] if isinstance(longrepr, tuple) and len(longrepr) == 3 else ""
        match = _COMPONENT.match(str(reason))
        if match:
            counts[match.group(1)] += 1
    if counts:
        parts = ", ".join(f"{name}: {count}" for name, count in sorted(counts.items()))
        terminalreporter.write_line(f"irlower: skipped for missing components: {parts}")


@pytest.fixture
def irlower_target(request: pytest.FixtureRequest) -> str | None:
    """The test's GPU target: its case of ``@pytest.mark.target(...)``, else None."""
    param = getattr(request, "param", None)
    if param is not None:
        return str(param)
    names, _ = _target_marker(request.node)
    return names[0] if names else None


@pytest.fixture
def lower(request: pytest.FixtureRequest, irlower_target: str | None) -> Callable[..., LoweredIR]:
    """``lower(subject, example_inputs=(), *, ir_type=None, target=None, arch=None, ...)``.

    Lowers and returns the IR (a ``LoweredIR``). The test's ``target`` marker sets the
    default target and arch. A missing toolchain skips the test (fails it under
    ``--irlower-strict``); a failing stage fails it with the stage and the tool's message.
    """
    lowerer = request.config.stash[LOWERER_KEY]
    strict = request.config.stash[STRICT_KEY]
    _, marker_arch = _target_marker(request.node)

    def lower_(subject: Any, example_inputs: Any = (), **kwargs: Any) -> LoweredIR:
        __tracebackhide__ = True
        spec = IR_TYPES.get(str(kwargs.get("ir_type")))
        # an explicit GPU ir_type names its own target; anything else takes the test's
        explicit_gpu_type = spec is not None and spec.family == "target"
        if irlower_target is not None and kwargs.get("target") is None and not explicit_gpu_type:
            kwargs["target"] = irlower_target
            if kwargs.get("arch") is None and marker_arch is not None:
                kwargs["arch"] = marker_arch
        try:
            result = lowerer.lower(subject, example_inputs, **kwargs)
            _after_lowering(request, result)
            return result
        except ToolchainMissing as exc:
            missing: ToolchainMissing | None = exc
            failure = None
        except LoweringError as exc:
            missing, failure = None, _failure_with_input(request, exc)
        except IRLowerError as exc:
            missing, failure = None, str(exc)
        # outside the except blocks, so the report shows no chained traceback
        if missing is not None:
            if strict:
                pytest.fail(f"{missing} [--irlower-strict]", pytrace=False)
            pytest.skip(str(missing))
        pytest.fail(str(failure), pytrace=False)

    return lower_


def _golden_root(config: pytest.Config) -> Path:
    return config.rootpath / str(config.getini("irlower_golden_dir"))


def _golden_extension(config: pytest.Config, suffix: str) -> Any:
    from pytest_irlower import golden as golden_mod

    classes = config.stash.setdefault(GOLDEN_CLASSES_KEY, {})
    if suffix not in classes:
        classes[suffix] = golden_mod.extension_for(
            suffix,
            root=str(_golden_root(config)),
            rootdir=str(config.rootpath),
            roots=config.stash[LOWERER_KEY].options.path_roots(),
            update_mode=bool(getattr(config.option, "update_snapshots", False)),
        )
    return classes[suffix]


@pytest.fixture
def golden(snapshot: Any, request: pytest.FixtureRequest) -> Any:
    """``assert lower(...) == golden``: compare with (or, under --snapshot-update, write)
    a plain IR file under ``golden/``; a mismatch fails with a unified diff of the IR."""
    from pytest_irlower.golden import GoldenAssertion

    config = request.config
    node = request.node
    return GoldenAssertion(
        snapshot,
        lambda suffix: _golden_extension(config, suffix),
        rootdir=str(config.rootpath),
        diff_lines=None if config.get_verbosity() >= 2 else 80,
        record=lambda path: node.user_properties.append(("irlower_golden", path)),
    )


class _GoldenUsage:
    """Collects the goldens each test used and the test files that ran.

    Reports reach the xdist controller too, so this works with and without xdist.
    """

    def __init__(self, used: set[str], files: set[str]) -> None:
        self.used = used
        self.files = files

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.files.add(report.nodeid.split("::", 1)[0])
        for name, value in report.user_properties:
            if name == "irlower_golden":
                self.used.add(str(value))


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """``--irlower-prune-goldens``: delete orphaned goldens after a complete, clean run."""
    config = session.config
    if not config.getoption("irlower_prune_goldens") or hasattr(config, "workerinput"):
        return
    from pytest_irlower.golden import orphans, prune_blockers

    reporter = config.pluginmanager.get_plugin("terminalreporter")
    stats = getattr(reporter, "stats", {})
    blockers = prune_blockers(
        {key: len(value) for key, value in stats.items()},
        int(exitstatus),
        selection=bool(config.getoption("keyword") or config.getoption("markexpr")),
    )
    if blockers:
        message = f"irlower: not pruning goldens: the run was not complete ({', '.join(blockers)})"
        if reporter is not None:
            reporter.write_sep("-", "irlower goldens")
            reporter.write_line(message, red=True)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
        return
    root = _golden_root(config)
    # node ids are relative to the rootdir: "tests/test_x.py::test_y[id]"
    folders = {root / Path(path).with_suffix("") for path in config.stash[TEST_FILES_KEY]}
    removed = orphans(sorted(folders), config.stash[USED_GOLDENS_KEY])
    for path in removed:
        path.unlink()
    if reporter is not None:
        reporter.write_sep("-", "irlower goldens")
        reporter.write_line(f"irlower: pruned {len(removed)} orphaned golden(s)")
        for path in removed:
            reporter.write_line(f"  removed {os.path.relpath(path, config.rootpath)}")


@pytest.fixture
def filecheck(request: pytest.FixtureRequest) -> Callable[..., None]:
    """``filecheck(ir, checks=None, *, check_prefixes=("CHECK",), ...)``: FileCheck the IR.

    ``checks`` is check text, a ``pathlib.Path`` to a check file, or None: the
    calling test's own comments and docstring. A mismatch fails with FileCheck's
    diagnostic; the IR is saved to a file the message names.
    """
    from pytest_irlower import filecheck as fc
    from pytest_irlower.golden import safe_name

    config = request.config
    lowerer = config.stash[LOWERER_KEY]
    node = request.node
    calls = [0]

    def filecheck_(
        ir: str,
        checks: str | os.PathLike[str] | None = None,
        *,
        check_prefixes: tuple[str, ...] | list[str] = ("CHECK",),
        implicit_check_not: tuple[str, ...] | list[str] = (),
        match_full_lines: bool = False,
        strict_whitespace: bool = False,
    ) -> None:
        __tracebackhide__ = True
        prefixes = (check_prefixes,) if isinstance(check_prefixes, str) else tuple(check_prefixes)
        options = fc.Options(
            prefixes, tuple(implicit_check_not), match_full_lines, strict_whitespace
        )
        calls[0] += 1
        save_as = (
            config.rootpath
            / ".irlower"
            / "filecheck"
            / f"{safe_name(node.nodeid.replace('::', '.'))}.{calls[0]}.ir"
        )
        function = getattr(node, "function", None)
        try:
            engine = fc.find_engine(lowerer.toolchain, _engine_choice(config))
            if checks is None:
                if function is None:
                    raise UsageError("filecheck(ir) without checks needs a test function")
                if config.getoption("irlower_update_checks"):
                    from pytest_irlower.checkgen import rewrite_test_checks

                    rewrite_test_checks(function, str(ir), prefixes[0])
                    return
                spec = fc.checks_from_function(function)
            elif isinstance(checks, os.PathLike):
                path = Path(checks)
                spec = fc.Checks(path.read_text(encoding="utf-8"), str(path))
            else:
                spec = fc.Checks(fc.strip_markers(str(checks)))
            fc.run(
                str(ir),
                spec,
                options,
                engine,
                save_as=str(save_as),
                rootdir=str(config.rootpath),
                timeout=lowerer.options.timeout,
            )
            return
        except ToolchainMissing as exc:
            missing: ToolchainMissing | None = exc
            failure = None
        except IRLowerError as exc:
            missing, failure = None, str(exc)
        if missing is not None:
            if config.stash[STRICT_KEY]:
                pytest.fail(f"{missing} [--irlower-strict]", pytrace=False)
            pytest.skip(str(missing))
        pytest.fail(str(failure), pytrace=False)

    return filecheck_


def _engine_choice(config: pytest.Config) -> str | None:
    choice = str(config.getoption("irlower_filecheck"))
    return None if choice == "auto" else choice


def _after_lowering(request: pytest.FixtureRequest, result: LoweredIR) -> None:
    """Record stage timings (shown with -v); dump every stage under --irlower-dump-dir."""
    from pytest_irlower.dumps import dump_stages

    node = request.node
    node.user_properties.append(
        ("irlower_timings", [(name, round(sec, 4)) for name, sec in result.timings.items()])
    )
    dump = request.config.getoption("irlower_dump_dir")
    if dump:
        count = sum(1 for key, _ in node.user_properties if key == "irlower_timings")
        dump_stages(Path(dump), node.nodeid, count, result)


def _failure_with_input(request: pytest.FixtureRequest, exc: LoweringError) -> str:
    from pytest_irlower.dumps import describe_failure

    dump = request.config.getoption("irlower_dump_dir")
    root = Path(dump) if dump else request.config.rootpath / ".irlower" / "failures"
    return describe_failure(root, request.node.nodeid, exc)


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    """Skips by missing component; with -v, per-stage timings of every lowering."""
    _skip_summary(terminalreporter)
    if config.get_verbosity() < 1:
        return
    rows = []
    for reports in terminalreporter.stats.values():
        for report in reports:
            if getattr(report, "when", None) != "call":
                continue
            for key, value in getattr(report, "user_properties", ()):
                if key == "irlower_timings":
                    stages = ", ".join(f"{name} {seconds:.3f}s" for name, seconds in value)
                    rows.append(f"{report.nodeid}: {stages}")
    if rows:
        terminalreporter.write_sep("-", "irlower stage timings")
        for row in rows:
            terminalreporter.write_line(row)
