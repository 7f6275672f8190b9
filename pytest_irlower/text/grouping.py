"""``-n`` that pays: tests that lower the same subject run on one xdist worker.

The stages a model shares between IR types (its export, its torch-mlir import...) live in
the worker process that built them. xdist's default ``load`` scheduling scatters a model's
IR types over the workers, and each one exports and imports it again. Under ``-n`` without
``--dist``, the plugin schedules by *scope* instead (xdist's ``loadscope`` machinery): a
parametrized test's scope is its parameter id with the parts that name an IR type, a target
or an arch left out, so ``test_model[mlp-llvm_ir]``, ``test_model[mlp-torch_mlir]`` and
``test_model_gpu[spirv-mlp]`` share the scope ``mlp``; a test parametrized by IR type (and
target) alone, ``test_block[torch_mlir]`` and ``test_block[llvm_ir]``, is one scope, the
test itself; every other test is a scope of its own, as under ``load``. ``--dist`` given
explicitly is respected.

(xdist's ``loadgroup`` marks would do this per item, but its workers mark by rewriting a
private node id attribute that pytest 9 no longer reads; the scope is derived from the node
id on the controller instead.)
"""

from __future__ import annotations

import re
from collections.abc import Container
from typing import Any

_ARCH = re.compile(r"(sm_\d+[af]?|gfx[0-9a-f]+)")


def subject_scope(nodeid: str, ir_types: Container[str], targets: Container[str]) -> str:
    """The scheduling scope of a test: the subject part of its parameter id, else itself."""
    if not nodeid.endswith("]") or "[" not in nodeid:
        return nodeid
    start = nodeid.rindex("[")
    parts = [part for part in nodeid[start + 1 : -1].split("-") if part]
    lowering = [p for p in parts if p in ir_types or p in targets or _ARCH.fullmatch(p)]
    kept = [p for p in parts if p not in lowering and not p.isdigit()]
    if kept:
        return "irlower-subject:" + "-".join(kept)
    if lowering:
        # parametrized by IR type (and target) alone: the test's one subject is its own
        return "irlower-subject:" + nodeid[:start]
    return nodeid


def make_scheduler(config: object, log: object, ir_types: Container[str]) -> object:
    """An xdist scheduler whose scopes are :func:`subject_scope` (xdist imported here)."""
    from xdist.scheduler import LoadScopeScheduling

    from pytest_irlower.text.targets import TARGETS

    class SubjectScheduling(LoadScopeScheduling):  # type: ignore[misc]
        """xdist's scope scheduling, scoped by the subject a test lowers."""

        def _split_scope(self, nodeid: str) -> str:
            return subject_scope(nodeid, ir_types, TARGETS)

        def remove_node(self, node: Any) -> str | None:
            # xdist's own version puts a crashed worker's unfinished scopes back in the
            # queue with the test that crashed still pending: each replacement worker
            # runs it again and crashes again, and it is reported once per worker. Here
            # it counts as run (xdist reports it as the crash), the rest of its scope
            # goes on elsewhere.
            workload: dict[str, dict[str, bool]] = self.assigned_work.pop(node)
            pending = [
                (scope, nodeid)
                for scope, unit in workload.items()
                for nodeid, completed in unit.items()
                if not completed
            ]
            if not pending:
                return None
            scope, crashitem = pending[0]
            workload[scope][crashitem] = True
            for scope, unit in workload.items():
                if not all(unit.values()):
                    self.workqueue[scope] = unit
            for other in self.assigned_work:
                self._reschedule(other)
            return crashitem

        def _reschedule(self, node: Any) -> None:
            # a worker that replaced a crashed one has no collection yet: xdist's scope
            # scheduling would fail on it (KeyError); it gets work once its collection is in
            if node not in self.registered_collections:
                return
            super()._reschedule(node)

    return SubjectScheduling(config, log)
