"""pytester for the plugin tests: ``pytester.runpytest`` runs pytest in this process.

In-process runs (``pytester.runpytest``) are for what needs no process of its own: plain
text families, options, ini values, reports. Tests about processes (signals, timeouts,
xdist, crash containment, what a fresh import loads, entry points on a new path) use
``pytester.runpytest_subprocess``.

A run in this process is made to end as a process of its own would, for what this
process keeps:

- pytester drops every module imported during a run (when the run ends) and during the
  test (when the test ends), so that the next run imports its own test modules and
  conftests afresh. The modules from outside the run's folder (the plugin's, which it
  imports lazily, and the libraries') are put back, as a process keeps them: else the
  next import makes a second copy of pytest_irlower's modules, whose classes
  (``Family``...) are not the first copy's.
- a family that the run's conftest registered (``register_family``) is unregistered.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest


class _ModulesFromOutside:
    """Notes, as a run ends, the modules it imported from outside its own folder."""

    def __init__(self, project: Path) -> None:
        self.before = set(sys.modules)
        self.project = str(project)
        self.found: dict[str, ModuleType] = {}

    def pytest_unconfigure(self) -> None:
        for name, module in list(sys.modules.items()):
            if name not in self.before:
                where = getattr(module, "__file__", None) or ""
                if not where.startswith(self.project):
                    self.found[name] = module


@pytest.fixture
def _kept_modules() -> Iterator[dict[str, ModuleType]]:
    """Set up before pytester, so torn down after it: puts back the modules from outside
    that pytester's own teardown drops. The family registry, which the runs below use,
    is imported here, before pytester notes the modules to keep."""
    import pytest_irlower.families  # noqa: F401

    kept: dict[str, ModuleType] = {}
    yield kept
    sys.modules.update(kept)


@pytest.fixture
def pytester(
    _kept_modules: dict[str, ModuleType],
    pytester: pytest.Pytester,
    monkeypatch: pytest.MonkeyPatch,
) -> pytest.Pytester:
    inline_run = pytester.inline_run

    def run_as_its_own_process(*args: Any, plugins: Any = (), **kwargs: Any) -> Any:
        from pytest_irlower.families import REGISTRY

        families = REGISTRY.registered_by_hand()
        modules = _ModulesFromOutside(pytester.path)
        try:
            return inline_run(*args, plugins=[*plugins, modules], **kwargs)
        finally:
            _kept_modules.update(modules.found)
            sys.modules.update(modules.found)
            for name in REGISTRY.registered_by_hand() - families:
                REGISTRY.unregister(name)

    monkeypatch.setattr(pytester, "inline_run", run_as_its_own_process)
    return pytester
