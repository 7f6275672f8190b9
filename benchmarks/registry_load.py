"""What the first ``lower(ir_type="fx_graph")`` of a process loads from the family registry,
before and after the manifest (issue 25), with and without bytecode, side by side.

    python benchmarks/registry_load.py [--reps N] [--before REF]

Each measurement is a fresh process: it imports torch and ``pytest_irlower.lowering.lowerer``
(not timed), then times the registry's part of the call, ``Lowerer.resolve`` (the IR type
looked up, its family and the claimant of the subject found), counts the modules under
``pytest_irlower.families`` in ``sys.modules`` after it, and lowers the model (counted
again). "before" is the package at git ``REF`` (default: the commit before the one that
added ``families/manifest.py``), exported to a temporary folder; "after" is this checkout.
"with bytecode": the ``.pyc`` files exist (a warm-up run writes them); "without": Python
compiles every module from source (``-B`` and an empty ``PYTHONPYCACHEPREFIX``, so no
``.pyc`` is read or written). Prints the median of ``--reps`` processes per cell.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

CHILD = r"""
import json, sys, time
import torch
from pytest_irlower.lowering.lowerer import Lowerer

class Model(torch.nn.Module):
    def forward(self, x):
        return torch.relu(x) + 1

def families():
    return sorted(
        m for m in sys.modules
        if m.startswith("pytest_irlower.families.") and not m.endswith(".manifest")
    )

model, inputs = Model(), (torch.ones(4),)
lowerer = Lowerer()
start = time.perf_counter()
lowerer.resolve(model, inputs, ir_type="fx_graph")
seconds = time.perf_counter() - start
after_resolve = families()
lowerer.lower(model, inputs, ir_type="fx_graph")
print(json.dumps({
    "seconds": seconds,
    "resolve": after_resolve,
    "lower": families(),
    "iree": "pytest_irlower_iree" in sys.modules,
}))
"""


def export(ref: str, folder: Path) -> Path:
    """The package (and the IREE family module) at git ``ref``, in ``folder``."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", ref, "pytest_irlower", "pytest_irlower_iree.py"],
        check=True,
        capture_output=True,
    ).stdout
    folder.mkdir(parents=True)
    path = folder / "archive.tar"
    path.write_bytes(archive)
    with tarfile.open(path) as tar:
        tar.extractall(folder, filter="data")
    return folder


def before_manifest() -> str:
    """The commit before the one that added ``families/manifest.py``."""
    added = subprocess.run(
        [
            "git",
            "-C",
            str(ROOT),
            "log",
            "--diff-filter=A",
            "--format=%H",
            "--",
            "pytest_irlower/families/manifest.py",
        ],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    return f"{added[-1]}~1" if added else "main"


def child(source: Path, *, bytecode: bool, cache: Path) -> dict[str, Any]:
    env = dict(os.environ, PYTHONPATH=str(source))
    command = [sys.executable, "-c", CHILD]
    if bytecode:
        env["PYTHONPYCACHEPREFIX"] = str(cache)
    else:
        # an empty cache folder: every module of the package is compiled from source
        env["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="nopyc-", dir=cache.parent)
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        command.insert(1, "-B")
    # run from the source folder: ``-c`` puts the working folder first on sys.path
    done = subprocess.run(command, env=env, cwd=source, check=True, capture_output=True, text=True)
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument(
        "--before", help="git ref of the code before (default: before the manifest)"
    )
    args = parser.parse_args()
    args.before = args.before or before_manifest()
    with tempfile.TemporaryDirectory() as tmp:
        before = export(args.before, Path(tmp) / "before")
        sources = {f"before ({args.before})": before, "after (this checkout)": ROOT}
        print(
            f"first lower(ir_type='fx_graph') of a fresh process, median of {args.reps}: "
            "Lowerer.resolve time; family modules loaded after resolve / after the lowering"
        )
        for label, source in sources.items():
            cache = Path(tmp) / f"pyc-{len(label)}-{abs(hash(label))}"
            cache.mkdir()
            child(source, bytecode=True, cache=cache)  # warm-up: writes the .pyc files
            row = []
            for bytecode in (True, False):
                runs = [child(source, bytecode=bytecode, cache=cache) for _ in range(args.reps)]
                ms = statistics.median(r["seconds"] for r in runs) * 1000
                last = runs[-1]
                row.append(
                    f"{'with' if bytecode else 'without'} bytecode {ms:7.2f} ms, "
                    f"{len(last['resolve'])}/{len(last['lower'])} modules"
                )
            print(f"  {label:26s} " + " | ".join(row))
            print(f"    loaded: {', '.join(m.rsplit('.', 1)[1] for m in last['lower'])}")
            print(f"    IREE (entry point) loaded: {last['iree']}")


if __name__ == "__main__":
    main()
