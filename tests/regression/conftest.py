"""The regression suite: the repository's own models through every chain, on the plugin."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from pytest_irlower import deferred
from pytest_irlower.api.deferred import Deferred

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

# zoo (torch) is imported in the fixtures, not here: under -n the xdist controller loads
# this file too, and it runs no test (README, "When -n pays")


def pytest_collectstart(collector: pytest.Collector) -> None:
    """This suite's modules import Triton kernels at collection. torch-mlir and Triton
    each bundle an LLVM; a CI worker once aborted loading torch-mlir's after Triton's had
    run, so every process that collects these tests loads torch-mlir's MLIR libraries
    first (see families/triton.py). A hook of this directory's: the tests elsewhere
    (tests/unit, tests/plugin) import neither at collection, and run without torch
    (tox -e unit). Not at import: the xdist controller, which collects nothing, loads
    this file too (README, "When -n pays")."""
    from pytest_irlower.engines.triton_compile import load_torch_mlir_first

    load_torch_mlir_first()


_HERE = Path(__file__).resolve().parent


@pytest.hookimpl(tryfirst=True)  # before -m deselects
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test of this suite is a ``toolchain`` test: it lowers through torch, torch-mlir
    or Triton, so ``tox -e unit`` (no toolchain) never runs it and ``tox -e tests``
    (``-m toolchain``) does; the two tiers together run each test once."""
    for item in items:
        if _HERE in item.path.parents:
            item.add_marker(pytest.mark.toolchain)


@pytest.fixture(scope="session")
def zoo() -> dict[str, Deferred]:
    """Each zoo model as a deferred subject (``pytest_irlower.deferred``): built once, on
    first use (``model, inputs = zoo[name]``, or a lowering that misses the cross-run
    cache), so every IR type shares its export and a cache hit builds nothing."""
    from zoo import ZOO

    return {name: deferred(build) for name, build in ZOO.items()}


@pytest.fixture(scope="session")
def real() -> dict[str, Deferred]:
    """Each real model as a deferred subject, as ``zoo``: a run whose lowerings all hit
    the cache never imports transformers."""
    from zoo import REAL

    return {name: deferred(build) for name, build in REAL.items()}
