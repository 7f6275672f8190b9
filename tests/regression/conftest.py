"""The regression suite: the repository's own models through every chain, on the plugin."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

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
def zoo() -> dict[str, tuple[Any, tuple[Any, ...]]]:
    """Each zoo model built once per session, so every IR type shares its export."""
    from zoo import ZOO

    return {name: build() for name, build in ZOO.items()}


class Built(dict[str, tuple[Any, tuple[Any, ...]]]):
    """Models built on first use, then kept: a worker that runs no transformers test
    never imports transformers."""

    def __missing__(self, name: str) -> tuple[Any, tuple[Any, ...]]:
        from zoo import REAL

        self[name] = built = REAL[name]()
        return built


@pytest.fixture(scope="session")
def real() -> dict[str, tuple[Any, tuple[Any, ...]]]:
    """Each real model built once per session: goldens and numerics share its lowering."""
    return Built()
