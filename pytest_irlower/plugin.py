"""pytest hooks and fixtures of pytest-irlower. Logic lives in the core modules."""

from __future__ import annotations

import re
import sys
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from pytest_irlower import gpu, toolchain
from pytest_irlower.errors import IRLowerError, ToolchainMissing, UsageError
from pytest_irlower.irtypes import DEFAULT_IR_TYPE, IR_TYPES, get_ir_type
from pytest_irlower.lowering import Lowerer, LowerOptions, normalize_target
from pytest_irlower.result import LoweredIR

LOWERER_KEY = pytest.StashKey[Lowerer]()
STRICT_KEY = pytest.StashKey[bool]()
GPUS_KEY = pytest.StashKey[gpu.GPUs]()
STRICT_FAILURES_KEY = pytest.StashKey[list[str]]()

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


def pytest_terminal_summary(terminalreporter: Any) -> None:
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
            return lowerer.lower(subject, example_inputs, **kwargs)
        except ToolchainMissing as exc:
            missing: ToolchainMissing | None = exc
            failure = None
        except IRLowerError as exc:
            missing, failure = None, str(exc)
        # outside the except blocks, so the report shows no chained traceback
        if missing is not None:
            if strict:
                pytest.fail(f"{missing} [--irlower-strict]", pytrace=False)
            pytest.skip(str(missing))
        pytest.fail(str(failure), pytrace=False)

    return lower_
