"""pytest hooks and fixtures of pytest-irlower. Logic lives in the core modules."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

import pytest

from pytest_irlower import toolchain
from pytest_irlower.errors import IRLowerError, ToolchainMissing
from pytest_irlower.irtypes import DEFAULT_IR_TYPE, IR_TYPES, get_ir_type
from pytest_irlower.lowering import Lowerer, LowerOptions
from pytest_irlower.result import LoweredIR

LOWERER_KEY = pytest.StashKey[Lowerer]()
STRICT_KEY = pytest.StashKey[bool]()


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
        f"ir_type used when a lower() call names none (default {DEFAULT_IR_TYPE}); "
        f"one of: {', '.join(IR_TYPES)}",
        default=DEFAULT_IR_TYPE,
    )
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
        "seconds a child process (raw_ir PyTorch code) may run",
        default="120",
    )


def pytest_configure(config: pytest.Config) -> None:
    """Build the session's Lowerer from options and ini values."""
    default_ir_type = str(config.getini("irlower_default_ir_type"))
    get_ir_type(default_ir_type)  # an unknown name is a usage error, listing the valid ones
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
    config.stash[LOWERER_KEY] = Lowerer(options)
    config.stash[STRICT_KEY] = bool(config.getoption("irlower_strict"))


def pytest_report_header(config: pytest.Config) -> list[str]:
    """Name every backend package found, with version and location."""
    return [f"irlower: {line}" for line in toolchain.report_lines()]


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Seed torch's RNG (when torch is already loaded) so in-test models are deterministic."""
    seed = str(item.config.getini("irlower_seed")).strip()
    torch = sys.modules.get("torch")
    if seed and torch is not None and hasattr(torch, "manual_seed"):
        torch.manual_seed(int(seed))


@pytest.fixture
def lower(request: pytest.FixtureRequest) -> Callable[..., LoweredIR]:
    """``lower(subject, example_inputs=(), *, ir_type=None, ...)``: lower and return the IR.

    A missing toolchain skips the test (fails it under ``--irlower-strict``);
    a failing stage fails it with the stage's name and the tool's message.
    """
    lowerer = request.config.stash[LOWERER_KEY]
    strict = request.config.stash[STRICT_KEY]

    def lower_(subject: Any, example_inputs: Any = (), **kwargs: Any) -> LoweredIR:
        __tracebackhide__ = True
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
