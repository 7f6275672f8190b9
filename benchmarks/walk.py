"""The walk of one ``lower(...)`` through the floors: rooms entered and climbs back.

    python benchmarks/walk.py [--pipeline SPEC] [--ir-type NAME] [--calls]

Lowers a small torch model (Linear, ReLU, Linear) to ``--ir-type`` through a custom
pipeline under ``sys.setprofile`` and maps every Python frame of ``pytest_irlower/`` to its
module and floor (the ``FLOORS`` table of tests/unit/test_layering.py, which is the list in
docs/internals.md). It counts

- rooms: the distinct modules of the package a function call entered (a module imported
  during the walk, its top level run, is counted apart);
- climbs back: calls from a module on a lower floor into a module on a higher one. The
  caller is the nearest frame of the package below the callee, so a callback handed down
  and called through the standard library (``contextlib``, ``functools``...) or torch
  counts too. A module's own top-level code (an import) is not a call.

Each climb is listed once per call site (caller ``file:line`` to callee function), with
how many times it ran. Four walks, each in a fresh process: a cold lowering (new
``Lowerer``) and a warm one (the same ``Lowerer`` again: the stage cache hits, the pipeline
runs), with crash containment on (steps forked: what runs in a child is not seen) and off
(``IRLOWER_NO_FORK=1``: everything in this process).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import subprocess
import sys
import threading
import types
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

#: two in-process mlir-opt stages after the built-in chain to Linalg on tensors
PIPELINE = "mlir-opt --canonicalize | mlir-opt --cse"


def _layering() -> Any:
    """tests/unit/test_layering.py, for its FLOORS table and ``floor_of``."""
    path = ROOT / "tests" / "unit" / "test_layering.py"
    spec = importlib.util.spec_from_file_location("irlower_layering", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


class Walk:
    """A profile function recording rooms and climbs of the package's frames."""

    def __init__(self, package_dir: Path, layering: Any) -> None:
        self.package_dir = str(package_dir) + os.sep
        self.iree = str(package_dir.parent / "pytest_irlower_iree.py")
        self.layering = layering
        self.rooms: set[str] = set()
        #: modules whose top level ran (imported during the walk)
        self.imported: set[str] = set()
        #: (caller module, caller file:line, callee module, callee function) -> calls
        self.climbs: Counter[tuple[str, str, str, str]] = Counter()
        self.calls = 0
        self._modules: dict[str, tuple[str, int] | None] = {}

    def module(self, filename: str) -> tuple[str, int] | None:
        """The package module of a source file and its floor index (None: not ours)."""
        found = self._modules.get(filename, ...)
        if found is not ...:
            return found  # type: ignore[return-value]
        name = None
        if filename.startswith(self.package_dir):
            parts = list(Path(filename[len(self.package_dir) :]).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            name = ".".join(["pytest_irlower", *parts])
        elif filename == self.iree:
            name = "pytest_irlower_iree"
        answer = None
        if name is not None:
            floor = self.layering.floor_of(name)
            answer = (name, -1 if floor is None else floor)
        self._modules[filename] = answer
        return answer

    def __call__(self, frame: types.FrameType, event: str, arg: Any) -> None:
        if event != "call":
            return
        code = frame.f_code
        callee = self.module(code.co_filename)
        if callee is None:
            return
        if code.co_name == "<module>":
            self.imported.add(callee[0])
            return  # an import runs the module's top level: not a room entered, no climb
        self.calls += 1
        self.rooms.add(callee[0])
        caller_frame = frame.f_back
        while caller_frame is not None:
            caller = self.module(caller_frame.f_code.co_filename)
            if caller is not None:
                break
            caller_frame = caller_frame.f_back
        else:
            return
        if caller[1] < callee[1]:
            where = f"{_short(caller_frame.f_code.co_filename)}:{caller_frame.f_lineno}"
            self.climbs[(caller[0], where, callee[0], code.co_qualname)] += 1


def _short(filename: str) -> str:
    try:
        return str(Path(filename).relative_to(ROOT))
    except ValueError:
        return filename


def measure(pipeline: str, ir_type: str) -> dict[str, Any]:
    """One cold and one warm lowering of the model, walked; what each entered and climbed."""
    import torch

    import pytest_irlower
    from pytest_irlower import Lowerer

    layering = _layering()
    floors = [name for name, _ in layering.FLOORS]
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 4))
    x = torch.randn(3, 8)
    lowerer = Lowerer()
    report: dict[str, Any] = {}
    for run in ("cold", "warm"):
        walk = Walk(Path(pytest_irlower.__file__).resolve().parent, layering)
        threading.setprofile(walk)
        sys.setprofile(walk)
        try:
            ir = lowerer.lower(model.eval(), (x,), ir_type=ir_type, pipeline=pipeline)
        finally:
            sys.setprofile(None)
            threading.setprofile(None)  # type: ignore[arg-type]
        climbs = [
            {
                "from": caller,
                "at": where,
                "to": f"{callee}.{function}",
                "calls": count,
                "floors": "",
            }
            for (caller, where, callee, function), count in sorted(walk.climbs.items())
        ]
        for climb, key in zip(climbs, sorted(walk.climbs), strict=True):
            low = layering.floor_of(key[0])
            high = layering.floor_of(key[2])
            climb["floors"] = f"{floors[low]} -> {floors[high]}"
        report[run] = {
            "stages": list(ir.stages),
            "reused": list(ir.reused),
            "rooms": sorted(walk.rooms),
            "imported": len(walk.imported),
            "calls": walk.calls,
            "climbs": climbs,
        }
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pipeline", default=PIPELINE)
    parser.add_argument("--ir-type", default="linalg_on_tensors_mlir")
    parser.add_argument("--rooms", action="store_true", help="list the rooms entered")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(measure(args.pipeline, args.ir_type)))
        return
    results: dict[str, Any] = {}
    for label, no_fork in (("contained", "0"), ("IRLOWER_NO_FORK=1", "1")):
        env = dict(os.environ, IRLOWER_NO_FORK=no_fork)
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
        done = subprocess.run(
            [
                sys.executable,
                __file__,
                "--child",
                "--pipeline",
                args.pipeline,
                "--ir-type",
                args.ir_type,
            ],
            capture_output=True,
            text=True,
            env=env,
            check=False,
        )
        if done.returncode != 0:
            sys.exit(f"{label}: the walk failed:\n{done.stderr[-4000:]}")
        results[label] = json.loads(done.stdout.strip().splitlines()[-1])
    if args.json:
        print(json.dumps(results, indent=1))
        return
    print(f"lower(model, ir_type={args.ir_type!r}, pipeline={args.pipeline!r})")
    totals = []
    for label, runs in results.items():
        for run, found in runs.items():
            print(f"\n== {run}, {label}: stages {found['stages']}, reused {found['reused']}")
            for climb in found["climbs"]:
                print(
                    f"  climb {climb['floors']}: {climb['from']} -> {climb['to']} "
                    f"at {climb['at']} ({climb['calls']} calls)"
                )
            if args.rooms:
                print("  rooms: " + ", ".join(found["rooms"]))
            calls = sum(c["calls"] for c in found["climbs"])
            totals.append(
                f"{run:4} {label:18} rooms {len(found['rooms']):3}  climbs {len(found['climbs']):2}"
                f" (call sites; {calls} calls)  package calls {found['calls']}"
                f"  modules imported {found['imported']}"
            )
    print("\n" + "\n".join(totals))


if __name__ == "__main__":
    main()
