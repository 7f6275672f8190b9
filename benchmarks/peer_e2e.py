"""torch-mlir's own e2e suite through two harnesses: torch-mlir's and pytest-irlower's.

    OMP_NUM_THREADS=1 python benchmarks/peer_e2e.py [--only REGEX] [--limit N] [--every K]
        [--jobs 2] [--timeout 120] [--json FILE] [--e2e-root DIR] [--mirror GITDIR]
        [--frontend fx|torchscript] [--only-b]

For every test of torch-mlir's ``GLOBAL_TEST_REGISTRY`` (``register_all_tests()``):

- harness A (torch-mlir's): ``framework.compile_and_run_test(test, config)`` with
  ``FxImporterTestConfig(RefBackendLinalgOnTensorsBackend())`` (the ``fx_importer`` config of
  torch-mlir's CI), judged by ``reporting.SingleTestReport`` (the comparison
  ``report_results`` prints PASS/FAIL from), with torch's grad mode off as ``run_tests``
  sets it;
- harness B (pytest-irlower's): the framework's golden trace
  (``framework.generate_golden_trace``), then for each trace item
  ``Lowerer().lower(module, inputs, ir_type="llvm_mlir").check_numerics(*inputs)`` on a
  fresh module (A also compiles a fresh one); a test passes when no item raises.
  A B failure whose message names GuardOnDataDependentSymNode is retried with
  ``strict=True``, and one of an ``AdaptiveMaxPool`` test (or that mentions
  ``adaptive_max_pool``) with ``backend_legal_ops=["aten.adaptive_max_pool2d"]`` (task
  "B+option"); a ``NumericMismatch`` is checked again at torch-mlir's own tolerance
  (``rtol=1e-3, atol=1e-7``) and recorded as ``passes_at_torch_mlir_tolerance``.
  ``--frontend torchscript``: B lowers with ``frontend="torchscript"`` (the module scripted
  by ``torch.jit.script``, then the plugin's TorchScript importer and torch-mlir's
  ``torchscript-module-to-torch-backend-pipeline``), as torch-mlir's old TorchScript
  ``linalg`` configuration ran the suite; no ``strict=`` retry (an option of torch.export);
  a module ``torch.jit.script`` cannot compile (``torch.ops.aten.x.default`` overloads,
  the quantized_decomposed ops) is retried traced (``torch.jit.trace`` on the trace item's
  inputs), the remedy the plugin's error names; a failing adaptive pooling test is retried
  with the legal ops torch-mlir's own TorchScript config passed for every test
  (``JIT_LEGAL_OPS``, with ``LEGAL_OPS``).

Every (test, harness) runs in its own forked process (its own session, so a time limit
kills the process group: the plugin's own forked children too), at most ``--jobs`` at a
time, each under ``--timeout`` seconds. Writes a JSON of per-test results and prints a
summary: totals, the tests A passes and B fails grouped by B's first error line, the tests
B passes and A fails, timeouts and crashes.

The e2e tree comes from torch-mlir's git mirror (``git archive``); three adaptations let
it import against the installed fx-only wheel (they are printed at the start):
``multiprocess`` is an alias of ``multiprocessing`` (only ``run_tests``' pool uses it; this
script runs ``compile_and_run_test`` itself), the source's pure-Python
``torch_mlir/_version.py`` is added as a portion of the ``torch_mlir`` namespace package
(the wheel lacks it; ``test_suite/__init__.py`` imports it), and ``configs/__init__.py`` imports
the fx_importer config only (the others need ``torch_mlir.torchscript``/``dynamo``/the lazy
backend, which the wheel lacks). Where torchvision cannot be imported, ``vision_models.py``
is skipped and ``conv.py``'s ``import torchvision`` guarded (see NEEDS_TORCHVISION).
Figures and causes of the full run: docs/peer-suite.md.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import importlib.util
import json
import multiprocessing
import multiprocessing.connection
import os
import re
import signal
import subprocess
import sys
import time
import traceback
from collections import defaultdict
from pathlib import Path
from typing import Any

MIRROR = "/work/.mirror/llvm+torch-mlir/repo"
LEGAL_OPS = ["aten.adaptive_max_pool2d"]
# torch-mlir's TorchScript linalg config's legal ops (configs/jit_importer_backend.py,
# BACKEND_LEGAL_OPS[LINALG_ON_TENSORS]), which it passed for every test: the option the
# torchscript frontend's adaptive pooling tests are retried with (with LEGAL_OPS)
JIT_LEGAL_OPS = [
    "aten.flatten.using_ints",
    "aten.adaptive_avg_pool1d",
    "aten.adaptive_avg_pool2d",
    "aten.unflatten.int",
]
CONFIGS_INIT = (
    "# peer_e2e.py: the fx_importer config only (the others need torch_mlir.torchscript,\n"
    "# torch_mlir.dynamo or the lazy backend, which the installed fx-only wheel lacks)\n"
    "from .fx_importer_backend import FxImporterTestConfig\n"
)

# torchvision: PyPI serves only CUDA builds (for torch 2.13: 0.28.0, whose _C.so needs
# libc10_cuda.so), which cannot load against the CPU torch; without it, vision_models.py is
# not imported and conv.py's one torchvision test (DeformConv2D_basic) is left out.
NEEDS_TORCHVISION = {"DeformConv2D_basic"}
TORCHVISION_GUARDS = [
    (
        "__init__.py",
        "    from . import vision_models\n",
        "    try:  # peer_e2e.py: torchvision may be missing\n"
        "        from . import vision_models\n"
        "    except ModuleNotFoundError:\n"
        "        pass\n",
    ),
    (
        "conv.py",
        "\nimport torchvision\n",
        "\ntry:  # peer_e2e.py: torchvision may be missing\n"
        "    import torchvision\n"
        "except ModuleNotFoundError:\n"
        "    torchvision = None\n",
    ),
]


# -- the e2e tree ---------------------------------------------------------------------------


def prepare_tree(mirror: str, root: Path | None) -> tuple[Path, str]:
    """Extract torch_mlir_e2e_test (and xfail_sets.py) from the mirror; the import root.
    A tree extracted earlier (``--e2e-root``, carried to a machine without the mirror)
    is used as it is, with the commit it recorded."""
    if root is not None and (root / "COMMIT").exists() and not Path(mirror).exists():
        return root, (root / "COMMIT").read_text().strip()
    commit = subprocess.run(
        ["git", "-C", mirror, "rev-parse", "HEAD"], capture_output=True, text=True, check=True
    ).stdout.strip()
    root = root or Path(f"/tmp/irlower-peer-e2e-{commit[:12]}")
    pkgs = root / "pkgs"
    if not (pkgs / "torch_mlir_e2e_test" / "framework.py").exists():
        root.mkdir(parents=True, exist_ok=True)
        paths = [
            "projects/pt1/python/torch_mlir_e2e_test",
            "projects/pt1/python/torch_mlir/_version.py",
            "projects/pt1/e2e_testing/xfail_sets.py",
        ]
        archive = subprocess.run(
            ["git", "-C", mirror, "archive", commit, *paths], capture_output=True, check=True
        ).stdout
        subprocess.run(["tar", "-x", "-C", str(root)], input=archive, check=True)
        pkgs.mkdir(exist_ok=True)
        src = root / "projects/pt1/python"
        (src / "torch_mlir_e2e_test").rename(pkgs / "torch_mlir_e2e_test")
        (pkgs / "torch_mlir").mkdir(exist_ok=True)  # a portion of the namespace package
        (src / "torch_mlir/_version.py").rename(pkgs / "torch_mlir/_version.py")
        (pkgs / "torch_mlir_e2e_test/configs/__init__.py").write_text(CONFIGS_INIT)
        suite = pkgs / "torch_mlir_e2e_test/test_suite"
        for name, old, new in TORCHVISION_GUARDS:
            text = (suite / name).read_text()
            assert old in text, (name, old)
            (suite / name).write_text(text.replace(old, new, 1))
        (root / "COMMIT").write_text(commit + "\n")
    return root, commit


def load_suite(root: Path) -> tuple[dict[str, Any], dict[str, set[str]]]:
    """Import the registry; tests by name, and CI's fx_importer xfail/crashing sets."""
    sys.modules.setdefault("multiprocess", multiprocessing)
    sys.path.insert(0, str(root / "pkgs"))
    from torch_mlir_e2e_test.registry import GLOBAL_TEST_REGISTRY
    from torch_mlir_e2e_test.test_suite import register_all_tests

    register_all_tests()
    spec = importlib.util.spec_from_file_location(
        "peer_xfail_sets", root / "projects/pt1/e2e_testing/xfail_sets.py"
    )
    assert spec is not None and spec.loader is not None
    xfails = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(xfails)
    sets = {
        "xfail": set(xfails.FX_IMPORTER_XFAIL_SET),
        "crashing": set(xfails.FX_IMPORTER_CRASHING_SET),
    }
    return {t.unique_name: t for t in GLOBAL_TEST_REGISTRY}, sets


# -- the harnesses (each in a forked child) --------------------------------------------------


def first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0][:300] if text else ""


LOC = re.compile(r"loc\((?:[^()]|\([^()]*\))*\):\s*")


def cause(text: str) -> str:
    """The line of a diagnostic that says what went wrong: the first MLIR ``error:`` line
    (its location dropped), else pytest-irlower's "X raised Y:" with the line after it,
    else the last line of an exception, else the first line."""
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    for line in lines:
        if re.search(r"\berror: \S", line):
            return LOC.sub("", line)[:300]
    for index, line in enumerate(lines):
        if re.search(r" raised [\w.]+:$", line):
            return " ".join(lines[index : index + 2])[:300]
    for line in reversed(lines):  # the exception a traceback ends with
        if re.match(r"^(?:[a-z_]\w*\.)*[A-Z]\w*: \S", line):  # module.Name: message
            return line[:300]
    return lines[0][:300] if lines else ""


def harness_a(test: Any) -> dict[str, Any]:
    import torch
    from torch_mlir_e2e_test.configs import FxImporterTestConfig
    from torch_mlir_e2e_test.framework import compile_and_run_test
    from torch_mlir_e2e_test.linalg_on_tensors_backends.refbackend import (
        RefBackendLinalgOnTensorsBackend,
    )
    from torch_mlir_e2e_test.reporting import ErrorContext, SingleTestReport

    torch.autograd.set_grad_enabled(False)  # as run_tests does before its pool
    result = compile_and_run_test(test, FxImporterTestConfig(RefBackendLinalgOnTensorsBackend()))
    report = SingleTestReport(result, ErrorContext.empty())
    out: dict[str, Any] = {"pass": not report.failed}
    if report.failed:
        if result.compilation_error is not None:
            out["phase"] = "compile"
            lines = result.compilation_error.strip().splitlines()
        elif result.runtime_error is not None:
            out["phase"] = "run"
            lines = result.runtime_error.strip().splitlines()
        else:
            out["phase"] = "compare"
            lines = report.error_str().strip().splitlines()
        out["error"] = (
            cause("\n".join(lines)) if out["phase"] != "compare" else " | ".join(lines)[:300]
        )
    return out


def harness_b(test: Any, params: dict[str, Any]) -> dict[str, Any]:
    import torch
    from torch_mlir_e2e_test.framework import generate_golden_trace

    from pytest_irlower import Lowerer

    torch.manual_seed(0)
    trace = generate_golden_trace(test)
    lowerer = Lowerer()
    params = dict(params)
    traced = params.pop("trace", False)
    for index, item in enumerate(trace):
        try:
            module = test.program_factory()
            if traced:  # the remedy the plugin's error names when torch.jit.script fails
                module = torch.jit.trace(module, tuple(copy.deepcopy(item.inputs)))
            lowered = lowerer.lower(
                module, tuple(copy.deepcopy(item.inputs)), ir_type="llvm_mlir", **params
            )
            lowered.check_numerics(*copy.deepcopy(item.inputs))
        except Exception as exc:
            detail = getattr(exc, "detail", None)
            tolerant = None
            if type(exc).__name__ == "NumericMismatch":  # at torch-mlir's own tolerance?
                try:
                    lowered.check_numerics(*copy.deepcopy(item.inputs), rtol=1e-3, atol=1e-7)
                    tolerant = True
                except Exception:
                    tolerant = False
            return {
                "pass": False,
                "cause": cause(detail) if isinstance(detail, str) else cause(str(exc)),
                "detail": (detail if isinstance(detail, str) else str(exc))[:1500],
                "passes_at_torch_mlir_tolerance": tolerant,
                "item": index,
                "symbol": item.symbol,
                "type": type(exc).__name__,
                "stage": getattr(exc, "stage", None),
                "error": first_line(exc),
                "guard": "GuardOnDataDependentSymNode" in str(exc),
                "adaptive_max_pool2d": "adaptive_max_pool" in str(exc).lower(),
                "adaptive_pool": re.search(r"adaptive_(avg|max)_pool", str(exc)) is not None,
                "script_failed": "failed, so frontend='torchscript' cannot import" in str(exc),
            }
    return {"pass": True, "items": len(trace)}


def child(conn: Any, test: Any, harness: str, params: dict[str, Any], log: str) -> None:
    os.setsid()  # its own process group: the time limit kills the plugin's children too
    fd = os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT)  # stderr: one log for all
    os.write(fd, f"==== {test.unique_name} {harness} {params or ''}\n".encode())
    os.dup2(fd, 2)
    import torch

    torch.set_num_threads(1)
    started = time.perf_counter()
    try:
        out = harness_a(test) if harness == "A" else harness_b(test, params)
    except BaseException as exc:
        out = {
            "pass": False,
            "type": type(exc).__name__,
            "error": "harness: " + first_line(exc),
            "traceback": traceback.format_exc()[-2000:],
        }
    out["seconds"] = round(time.perf_counter() - started, 2)
    conn.send(out)
    conn.close()
    os._exit(0)


# -- the scheduler ------------------------------------------------------------------------


def run_all(
    tests: dict[str, Any], names: list[str], args: argparse.Namespace, sink: Any
) -> dict[str, dict[str, Any]]:
    ctx = multiprocessing.get_context("fork")
    log = str(Path(args.json).with_suffix(".stderr.log"))
    Path(log).write_text("")
    pending: list[tuple[str, str, dict[str, Any]]] = []
    base: dict[str, Any] = {} if args.frontend == "fx" else {"frontend": args.frontend}
    for name in names:
        pending += [(name, "B", dict(base))] + ([] if args.only_b else [(name, "A", {})])
    pending.reverse()  # pop() from the end keeps the listed order
    running: dict[Any, tuple[Any, str, str, dict[str, Any], float]] = {}
    results: dict[str, dict[str, Any]] = {name: {} for name in names}
    done = 0
    total = (1 if args.only_b else 2) * len(names)
    started = time.perf_counter()
    while pending or running:
        while pending and len(running) < args.jobs:
            name, harness, params = pending.pop()
            parent_end, child_end = ctx.Pipe(duplex=False)
            proc = ctx.Process(target=child, args=(child_end, tests[name], harness, params, log))
            proc.start()
            child_end.close()
            running[parent_end] = (proc, name, harness, params, time.perf_counter())
        ready = multiprocessing.connection.wait(list(running), timeout=1.0)
        now = time.perf_counter()
        for conn in list(running):
            proc, name, harness, params, begun = running[conn]
            out: dict[str, Any] | None = None
            if conn in ready:
                try:
                    out = conn.recv()
                except EOFError:
                    proc.join(5)
                    out = {
                        "pass": False,
                        "type": "crash",
                        "error": f"process died (exit status {proc.exitcode})",
                        "seconds": round(now - begun, 2),
                    }
            elif now - begun > args.timeout:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGKILL)
                out = {
                    "pass": False,
                    "type": "timeout",
                    "error": f"timed out after {args.timeout} s",
                    "seconds": round(now - begun, 2),
                }
            if out is None:
                continue
            del running[conn]
            conn.close()
            proc.join(5)
            if proc.is_alive():  # sent its result but did not exit
                os.killpg(proc.pid, signal.SIGKILL)
                proc.join()
            if params:
                out["params"] = {k: v for k, v in params.items()}
            results[name][harness] = out
            done += 1
            if harness == "B" and not out["pass"]:
                retry: dict[str, Any] = {}
                if out.get("guard") and not base:  # strict= is an option of torch.export
                    retry = {"strict": True}
                elif base and (out.get("adaptive_pool") or "Adaptive" in name):
                    retry = {**base, "backend_legal_ops": sorted({*JIT_LEGAL_OPS, *LEGAL_OPS})}
                elif out.get("adaptive_max_pool2d") or "AdaptiveMaxPool" in name:
                    retry = {**base, "backend_legal_ops": LEGAL_OPS}
                elif out.get("script_failed") and harness == "B":
                    retry = {**base, "trace": True}  # the module traced, not scripted
                if retry:
                    pending.append((name, "B+option", retry))
                    total += 1
            sink.write(json.dumps({"test": name, "harness": harness, **out}) + "\n")
            sink.flush()
            why = out.get("cause") or out.get("error", "")
            mark = "PASS" if out["pass"] else f"FAIL {out.get('type')}: {why[:110]}"
            print(
                f"[{done}/{total} {now - started:7.1f}s] {harness:8} {name}: {mark}"
                f" ({out['seconds']} s)",
                flush=True,
            )
    return results


# -- the summary --------------------------------------------------------------------------


def group_key(b: dict[str, Any]) -> str:
    """A failure as a group: type (A: phase), stage and cause with numbers and names folded."""
    line = b.get("cause") or b.get("error", "")
    line = re.sub(r"'[^']*'|\"[^\"]*\"", "'…'", line)
    line = re.sub(r"\d+(\.\d+)?(e[-+]?\d+)?", "N", line)
    stage = f" at {b['stage']}" if b.get("stage") else ""
    return f"{b.get('type')}{stage}: {line[:160]}"


def summarize(results: dict[str, dict[str, Any]], sets: dict[str, set[str]]) -> dict[str, Any]:
    names = [n for n, r in results.items() if "A" in r and "B" in r]
    a_pass = [n for n in names if results[n]["A"]["pass"]]
    b_pass = [n for n in names if results[n]["B"]["pass"]]
    a_only = [n for n in a_pass if not results[n]["B"]["pass"]]
    b_only = [n for n in b_pass if not results[n]["A"]["pass"]]
    with_option = [n for n in a_only if results[n].get("B+option", {}).get("pass")]
    tolerant = [n for n in a_only if results[n]["B"].get("passes_at_torch_mlir_tolerance")]
    groups: dict[str, list[str]] = defaultdict(list)
    for n in a_only:
        groups[group_key(results[n]["B"])].append(n)
    a_groups: dict[str, list[str]] = defaultdict(list)
    for n in b_only:
        a = results[n]["A"]
        a_groups[group_key({"type": a.get("type") or a.get("phase"), "error": a["error"]})].append(
            n
        )
    ci_expected_pass = [n for n in names if n not in sets["xfail"] | sets["crashing"]]
    return {
        "tests": len(names),
        "A_pass": len(a_pass),
        "B_pass": len(b_pass),
        "A_pass_B_fail": len(a_only),
        "A_pass_B_fail_passes_with_option": sorted(with_option),
        "A_pass_B_fail_passes_at_torch_mlir_tolerance": sorted(tolerant),
        "B_pass_A_fail": sorted(b_only),
        "B_pass_A_fail_groups": {
            k: sorted(v) for k, v in sorted(a_groups.items(), key=lambda kv: -len(kv[1]))
        },
        "needs_torchvision": sorted(
            n
            for n in names
            if n in NEEDS_TORCHVISION and importlib.util.find_spec("torchvision") is None
        ),
        "A_pass_B_fail_groups": {
            k: sorted(v) for k, v in sorted(groups.items(), key=lambda kv: -len(kv[1]))
        },
        "timeouts": {
            h: sorted(n for n in names if results[n][h].get("type") == "timeout")
            for h in ("A", "B")
        },
        "crashes": {
            h: sorted(n for n in names if results[n][h].get("type") == "crash") for h in ("A", "B")
        },
        "A_vs_ci_xfail_set": {
            "ci_expects_pass": len(ci_expected_pass),
            "ci_expects_pass_A_fails": sorted(
                n for n in ci_expected_pass if not results[n]["A"]["pass"]
            ),
            "ci_xfails_A_passes": sorted(
                n for n in names if n in sets["xfail"] and results[n]["A"]["pass"]
            ),
        },
        "seconds": {h: round(sum(results[n][h]["seconds"] for n in names), 1) for h in ("A", "B")},
    }


def print_summary(s: dict[str, Any], wall: float) -> None:
    print(
        f"\n== {s['tests']} tests, wall {wall:.0f} s (A {s['seconds']['A']} s, B "
        f"{s['seconds']['B']} s of process time)"
    )
    print(f"A (torch-mlir fx_importer + RefBackend) passes {s['A_pass']}")
    print(f"B (pytest-irlower llvm_mlir + check_numerics) passes {s['B_pass']}")
    opt = s["A_pass_B_fail_passes_with_option"]
    print(
        f"A passes, B fails: {s['A_pass_B_fail']} "
        f"({len(opt)} of them pass with the documented option: {', '.join(opt) or '-'})"
    )
    tol = s["A_pass_B_fail_passes_at_torch_mlir_tolerance"]
    print(
        f"  ({len(tol)} of them are numeric mismatches that pass at torch-mlir's own "
        f"tolerance, rtol=1e-3 atol=1e-7: {', '.join(tol[:10]) or '-'})"
    )
    for key, group in s["A_pass_B_fail_groups"].items():
        print(f"  {len(group):4}  {key}")
        print(f"        e.g. {', '.join(group[:4])}")
    print(f"B passes, A fails: {len(s['B_pass_A_fail'])}, by A's error:")
    for key, group in s.get("B_pass_A_fail_groups", {}).items():
        print(f"  {len(group):4}  {key}")
        print(f"        e.g. {', '.join(group[:4])}")
    if s.get("needs_torchvision"):
        print(f"needs torchvision (not importable; both harnesses fail): {s['needs_torchvision']}")
    for kind in ("timeouts", "crashes"):
        print(
            f"{kind}: A {len(s[kind]['A'])} {s[kind]['A'][:8]}, "
            f"B {len(s[kind]['B'])} {s[kind]['B'][:8]}"
        )
    ci = s["A_vs_ci_xfail_set"]
    print(
        f"A against CI's FX_IMPORTER xfail/crashing sets: CI expects {ci['ci_expects_pass']} "
        f"to pass; A fails {len(ci['ci_expects_pass_A_fails'])} of them "
        f"{ci['ci_expects_pass_A_fails'][:8]}; A passes {len(ci['ci_xfails_A_passes'])} "
        "CI xfails"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", help="run the tests whose name matches this regex (search)")
    parser.add_argument("--limit", type=int, help="at most N tests (after --only/--every)")
    parser.add_argument("--every", type=int, default=1, help="a uniform sample: every K-th")
    parser.add_argument("--offset", type=int, default=0, help="the sample's first index")
    parser.add_argument("--jobs", type=int, default=2, help="processes at a time (default 2)")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds per harness run")
    parser.add_argument("--json", default="peer_e2e.json", help="results file")
    parser.add_argument("--e2e-root", type=Path, help="extracted tree (default: from --mirror)")
    parser.add_argument("--mirror", default=MIRROR, help="torch-mlir's git directory")
    parser.add_argument("--summarize", help="only print the summary of this JSON file")
    parser.add_argument(
        "--frontend",
        choices=("fx", "torchscript"),
        default="fx",
        help="harness B's frontend: fx (default), or torchscript (each module scripted, "
        "then the plugin's TorchScript importer, as torch-mlir's old TorchScript config ran it)",
    )
    parser.add_argument("--only-b", action="store_true", help="run harness B only")
    args = parser.parse_args()
    if args.summarize:
        data = json.loads(Path(args.summarize).read_text())
        print_summary(data["summary"], data["wall_seconds"])
        return 0
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    root, commit = prepare_tree(args.mirror, args.e2e_root)
    tests, sets = load_suite(root)
    import torch
    import torch_mlir
    import torch_mlir.fx
    from torch_mlir_e2e_test.configs import FxImporterTestConfig  # noqa: F401
    from torch_mlir_e2e_test.linalg_on_tensors_backends import refbackend  # noqa: F401

    import pytest_irlower

    print(
        f"torch {torch.__version__}, torch-mlir wheel at {list(torch_mlir.__path__)}, "
        f"pytest_irlower {pytest_irlower.__file__}"
    )
    print(
        f"torch-mlir e2e tree {commit} from {args.mirror} in {root}; adaptations: "
        "multiprocess -> multiprocessing, torch_mlir/_version.py from the source tree, "
        "configs/__init__.py imports FxImporterTestConfig only"
    )
    names = sorted(tests)
    registry_size = len(names)
    if args.only:
        names = [n for n in names if re.search(args.only, n)]
    names = names[args.offset :: args.every]
    if args.limit:
        names = names[: args.limit]
    print(f"{len(names)} of {registry_size} tests, {args.jobs} processes, {args.timeout} s each")
    started = time.perf_counter()
    with open(Path(args.json).with_suffix(".jsonl"), "w", encoding="utf-8") as sink:
        results = run_all(tests, names, args, sink)
    wall = time.perf_counter() - started
    summary = summarize(results, sets)
    data = {
        "torch": torch.__version__,
        "torch_mlir_commit": commit,
        "registry_size": registry_size,
        "selection": {k: getattr(args, k) for k in ("only", "limit", "every", "offset")},
        "frontend": args.frontend,
        "timeout": args.timeout,
        "jobs": args.jobs,
        "wall_seconds": round(wall, 1),
        "summary": summary,
        "results": results,
    }
    Path(args.json).write_text(json.dumps(data, indent=1, sort_keys=True))
    print_summary(summary, wall)
    return 0


if __name__ == "__main__":
    sys.exit(main())
