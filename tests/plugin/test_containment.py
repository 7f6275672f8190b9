"""A crash, a hang or a leftover child process costs one test, never the session."""

from __future__ import annotations

import importlib.util
import secrets
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pytest_irlower import Lowerer, LoweringError, UsageError

needs_torch_mlir = pytest.mark.skipif(
    importlib.util.find_spec("torch_mlir") is None,
    reason="torch-mlir is not installed: the in-process MLIR engine under test needs it",
)
needs_triton = pytest.mark.skipif(
    importlib.util.find_spec("triton") is None,
    reason="triton is not installed: its compiler is what crashes here",
)

CRASHERS = '''
import pytest
import torch
import triton
import triton.language as tl

UNREALIZED = """
module {
  llvm.func @f(%arg0: i64) -> i32 {
    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
    llvm.return %0 : i32
  }
}
"""
ELIDED = """
module {
  llvm.mlir.global private constant @w(dense_resource<__elided__> : tensor<4xf32>) {addr_space = 0 : i32} : !llvm.array<4 x f32>
  llvm.func @f() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @w : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
"""
INTRINSIC = """
module {
  llvm.func @f(%arg0: f32) -> f32 {
    %0 = llvm.call_intrinsic "llvm.no.such.thing"(%arg0) : (f32) -> f32
    llvm.return %0 : f32
  }
}
"""

@triton.jit
def bad_asm(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    y = tl.inline_asm_elementwise("mov.b32 $0, $1;", "=q,q", [x], dtype=tl.float32, is_pure=True, pack=1)
    tl.store(x_ptr + offs, y)

@pytest.mark.parametrize("source", [UNREALIZED, ELIDED, INTRINSIC], ids=["unrealized", "elided", "intrinsic"])
def test_translate(lower, source):
    lower(source, ir_type="raw_ir", pipeline="mlir-translate --mlir-to-llvmir")

def test_module_pass_nested(lower):
    lower("module { func.func @f() { return } }", ir_type="raw_ir",
          pipeline="mlir-opt --torchscript-module-to-torch-backend-pipeline")

def test_triton_assertion(lower):
    lower(bad_asm, (torch.empty(64), 64), ir_type="triton_nvptx")

def test_after_the_crashes(lower):
    assert "func.func @g" in lower("module { func.func @g() { return } }", ir_type="raw_ir")
'''


@pytest.mark.toolchain
@needs_torch_mlir
@pytest.mark.toolchain
@needs_triton
@pytest.mark.parametrize("xdist", [False, True], ids=["serial", "xdist"])
def test_each_crasher_fails_one_test_and_the_session_completes(
    pytester: pytest.Pytester, xdist: bool
) -> None:
    pytester.makepyfile(test_crash=CRASHERS)
    args = ["-n", "2"] if xdist else []
    # -rN: each failure's message once, in its own section (under CI=true pytest's short
    # summary repeats whole messages, which would count each crash twice)
    result = pytester.runpytest_subprocess(*args, "-rN", "--junitxml=report.xml")
    result.assert_outcomes(failed=5, passed=1)
    assert (pytester.path / "report.xml").exists()  # the session ended normally
    out = result.stdout.str()
    assert out.count("mlir-translate (in-process) crashed: killed by signal 11 (SIGSEGV)") == 3
    assert "LLVM Translation failed for operation: builtin.unrealized_conversion_cast" in out
    assert "could not find LLVM intrinsic" in out
    assert "lowering failed at stage 'mlir-translate --mlir-to-llvmir'" in out
    assert "module does not contain a root torch.nn_module" in out
    assert "Triton's compiler (bad_asm) crashed: killed by signal 6 (SIGABRT)" in out
    assert "lowering failed at stage 'triton compile for nvptx'" in out
    assert "worker 'gw" not in out  # no worker crashed


@pytest.mark.toolchain
@needs_triton
def test_a_compile_past_the_timeout_is_stopped(tmp_path: Path) -> None:
    kernel = tmp_path / "huge_kernel.py"
    kernel.write_text(
        "import triton, triton.language as tl\n"
        "@triton.jit\n"
        "def huge(x_ptr, BLOCK: tl.constexpr):\n"
        "    offs = tl.arange(0, BLOCK)\n"
        "    tl.store(x_ptr + offs, tl.sort(tl.load(x_ptr + offs)))\n"
    )
    sys.path.insert(0, str(tmp_path))
    try:
        from huge_kernel import huge  # type: ignore[import-not-found]
    finally:
        sys.path.remove(str(tmp_path))
    import torch

    from pytest_irlower import LowerOptions

    start = time.monotonic()
    with pytest.raises(LoweringError, match=r"did not finish within 3 s \(irlower_timeout\)"):
        Lowerer(LowerOptions(timeout=3)).lower(
            huge, (torch.empty(1 << 20), 1 << 20), ir_type="triton_nvptx"
        )
    assert time.monotonic() - start < 30


#: the seconds of this run's marker sleeps: ps looks machine-wide, and another copy of the
#: suite (a second checkout, a helper) must not find or leave this one's
_BASE = 10_000_000 + secrets.randbelow(1_000_000) * 100


def _sleeps(*offsets: int) -> list[str]:
    return [f"sleep {_BASE + n}" for n in offsets]


def _running(marker: str) -> list[str]:
    ps = subprocess.run(["ps", "-eo", "pid,args"], capture_output=True, text=True, check=True)
    return [line for line in ps.stdout.splitlines() if marker in line and "ps -eo" not in line]


def test_no_process_started_by_a_lowering_outlives_it(tmp_path: Path) -> None:
    tool = tmp_path / "leaky-tool"
    first, second, third = _sleeps(42, 43, 44)
    tool.write_text(f"#!/bin/sh\n{first} &\n{second} &\ncat\n")
    tool.chmod(0o755)
    lowerer = Lowerer()
    seconds = third.split()[1]
    code = f"import subprocess\nsubprocess.Popen(['sleep', '{seconds}'])\nprint('module {{}}')\n"
    ir = lowerer.lower(code, ir_type="raw_ir", language="pytorch", pipeline=str(tool))
    assert ir == "module {}\n"
    time.sleep(0.5)
    for marker in (first, second, third):
        assert _running(marker) == [], f"{marker} outlived its lowering"


def test_a_tool_past_the_timeout_is_killed_with_its_children(tmp_path: Path) -> None:
    from pytest_irlower import LowerOptions

    tool = tmp_path / "slow-tool"
    background, foreground = _sleeps(45, 60)
    tool.write_text(f"#!/bin/sh\n{background} &\n{foreground}\n")
    tool.chmod(0o755)
    start = time.monotonic()
    with pytest.raises(LoweringError, match=r"timed out after 2 s \(irlower_timeout\)"):
        Lowerer(LowerOptions(timeout=2)).lower(
            "print('module {}')", ir_type="raw_ir", language="pytorch", pipeline=str(tool)
        )
    assert time.monotonic() - start < 20
    time.sleep(0.5)
    assert _running(background) == [] and _running(foreground) == []


@pytest.mark.toolchain
def test_a_forward_that_hangs_is_stopped_at_the_timeout() -> None:
    import torch

    from pytest_irlower import LowerOptions

    class Sleepy(torch.nn.Module):
        def forward(self, x: torch.Tensor) -> torch.Tensor:
            time.sleep(20)
            return x + 1

    start = time.monotonic()
    with pytest.raises(LoweringError, match=r"building fx_graph did not finish within 2 s"):
        Lowerer(LowerOptions(timeout=2)).lower(Sleepy(), (torch.randn(2),), ir_type="fx_graph")
    assert time.monotonic() - start < 8


def test_tool_output_is_capped_with_a_clear_error() -> None:
    from pytest_irlower.runtime.process import OutputTooLarge, run, run_tool

    with pytest.raises(OutputTooLarge, match="wrote more than 1048576 bytes on stdout"):
        run(["yes"], timeout=30, output_cap=1 << 20)
    with pytest.raises(
        LoweringError, match="the tool wrote more than 1 MiB on stdout and was stopped"
    ):
        run_tool(["yes"], "flood", 30, output_cap=1 << 20)
    ps = subprocess.run(["ps", "-eo", "args"], capture_output=True, text=True, check=True)
    assert "yes" not in [line.strip() for line in ps.stdout.splitlines()]


@pytest.mark.toolchain
@needs_torch_mlir
def test_a_crash_inside_the_built_in_mlir_chain_costs_one_lowering(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every MLIR pipeline of the chain runs in a forked child: a pass that
    aborts (simulated here, as LLVM's assertions do) fails the lowering, not the process."""
    import os

    import torch

    from pytest_irlower.engines import mlir

    model = torch.nn.Sequential(torch.nn.Linear(4, 4), torch.nn.ReLU()).eval()
    inputs = (torch.randn(2, 4),)
    lowerer = Lowerer()
    assert "linalg.generic" in lowerer.lower(model, inputs, ir_type="linalg_on_tensors_mlir")
    with monkeypatch.context() as patch:
        patch.setattr(mlir, "run_pipeline", lambda *args, **kwargs: os.abort())
        with pytest.raises(LoweringError, match=r"killed by signal 6 \(SIGABRT\)") as info:
            lowerer.lower(model, inputs, ir_type="tosa_mlir")
    assert info.value.stage == "tosa_mlir"
    # the process lives on, and so does the session's cache
    assert "tosa." in lowerer.lower(model, inputs, ir_type="tosa_mlir")
    # the Torch backend pipeline after the (in-process) FX import, on a model not seen yet
    other = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.Tanh()).eval()
    with monkeypatch.context() as patch:
        patch.setattr(mlir, "run_pipeline", lambda *args, **kwargs: os.abort())
        with pytest.raises(LoweringError, match=r"killed by signal 6 \(SIGABRT\)") as info:
            lowerer.lower(other, inputs, ir_type="torch_mlir")
    assert info.value.stage == "torch_mlir"
    assert "torch.aten.tanh" in lowerer.lower(other, inputs, ir_type="torch_mlir")


KILLED_SESSION = """
import os, subprocess, sys, threading, time
from pytest_irlower.runtime import process
from pytest_irlower.runtime.contain.child import contained
from pytest_irlower.runtime.contain.forkserver import WORKER


def running(marker):
    # /proc, not ps: no fork in this thread while another thread forks
    for pid in os.listdir("/proc"):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                if marker.encode() in f.read().replace(b"\\0", b" "):
                    return True
        except OSError:
            pass
    return False


def start(target, *args, marker, **kwargs):
    # one at a time, as a session lowers: each is running before the next starts
    threading.Thread(target=target, args=args, kwargs=kwargs, daemon=True).start()
    while not running(marker):
        time.sleep(0.05)


# a tool (own process group) that started a child of its own
start(process.run, ["sh", "-c", "sleep 4601 & sleep 4602"], timeout=600, marker="sleep 4602")
# a contained step, and the persistent worker, each running a child (Triton's ptxas, say)
start(contained, lambda: subprocess.run(["sleep", "4603"]), stage="s", timeout=600, what="w",
      marker="sleep 4603")
start(WORKER.call, subprocess.run, ["sleep", "4604"], stage="s", timeout=600, what="w",
      marker="sleep 4604")
time.sleep(600)
"""


def test_no_child_outlives_a_killed_session(tmp_path: Path) -> None:
    """SIGKILL runs no exit handler: the reaper, which holds the other end of a pipe, kills
    the tools' groups and the forked workers' groups when the pipe closes."""
    script = tmp_path / "session.py"
    markers = _sleeps(1, 2, 3, 4)
    text = KILLED_SESSION
    for n, marker in zip((4601, 4602, 4603, 4604), markers, strict=True):
        text = text.replace(str(n), marker.split()[1])
    script.write_text(text)
    session = subprocess.Popen([sys.executable, str(script)])
    try:
        deadline = time.monotonic() + 120
        while any(not _running(m) for m in markers):
            assert time.monotonic() < deadline, "the session's children did not start"
            time.sleep(0.2)
    finally:
        session.kill()
        session.wait()
    deadline = time.monotonic() + 10
    while any(_running(m) for m in markers) and time.monotonic() < deadline:
        time.sleep(0.2)
    left = [line for m in markers for line in _running(m)]
    for line in left:  # leave nothing behind, even when the test fails
        subprocess.run(["kill", "-9", line.split()[0]], check=False)
    assert left == [], "outlived the killed session"


def test_the_timer_never_stops_a_module_half_imported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Python-level timeout that fires while a module's top level runs waits for the
    import to finish: a half-imported module (networkx, half-registered) would break every
    later lowering of the session."""
    from pytest_irlower.runtime.contain.timelimit import time_limit

    (tmp_path / "slow_to_import.py").write_text("import time\ntime.sleep(1.5)\nDONE = True\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    start = time.monotonic()
    with (
        pytest.raises(LoweringError, match=r"did not finish within 0\.2 s"),
        time_limit(0.2, stage="fx_graph", what="the step"),
    ):
        import slow_to_import

        time.sleep(10)
    assert time.monotonic() - start < 8
    assert slow_to_import.DONE
    assert sys.modules["slow_to_import"] is slow_to_import


def test_a_step_run_ahead_reports_its_own_stage() -> None:
    """Steps run ahead in one child: each comes back with its own stage and its own
    crash, timeout or error, the first one's result as soon as it is ready."""
    import os

    from pytest_irlower.runtime.contain.runahead import Then, contained_ahead, settle

    def crash() -> None:
        os.abort()

    first, (ahead,) = contained_ahead(
        lambda: b"first" * 100_000,
        [Then("second", "the second step", crash)],
        stage="first",
        timeout=30,
        what="the first step",
    )
    assert first == b"first" * 100_000
    with pytest.raises(LoweringError, match=r"the second step crashed: killed by signal 6") as info:
        ahead.result(timeout=30)
    assert info.value.stage == "second"

    start = time.monotonic()
    _, (ahead,) = contained_ahead(
        lambda: 1,
        [Then("slow", "the slow step", lambda: time.sleep(60))],
        stage="first",
        timeout=30,
        what="the first step",
    )
    with pytest.raises(LoweringError, match=r"the slow step did not finish within 1 s") as info:
        ahead.result(timeout=1)
    assert info.value.stage == "slow" and time.monotonic() - start < 20

    def bad_input() -> None:
        raise UsageError("bad value")

    _, (one, two) = contained_ahead(
        lambda: 1,
        [Then("two", "w", lambda: 2), Then("three", "w", bad_input)],
        stage="one",
        timeout=30,
        what="w",
    )
    assert one.result(timeout=30) == 2
    with pytest.raises(UsageError, match="bad value"):
        two.result(timeout=30)
    settle()


def test_a_step_run_ahead_that_no_stage_takes_ends_with_the_lowering() -> None:
    import subprocess

    from pytest_irlower.runtime.contain.runahead import (
        Then,
        contained_ahead,
        put_ahead,
        settle,
        take_ahead,
    )

    holder = object()
    _, (ahead,) = contained_ahead(
        lambda: 1,
        [Then("next", "w", lambda: subprocess.run(["sleep", "4747"], check=False))],
        stage="s",
        timeout=60,
        what="w",
    )
    put_ahead(holder, ahead)
    assert take_ahead(object(), "next") is None and take_ahead(holder, "other") is None
    deadline = time.monotonic() + 30
    while not _running("sleep 4747") and time.monotonic() < deadline:
        time.sleep(0.1)
    settle()
    assert take_ahead(holder, "next") is None
    assert ahead.result(timeout=5) is None  # stopped: the stage would run it anew
    time.sleep(0.5)
    assert _running("sleep 4747") == []


@pytest.mark.toolchain
@needs_torch_mlir
def test_a_crash_in_the_backend_pipeline_run_ahead_names_its_stage(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The Torch backend pipeline's child runs the backend pipeline ahead: its crash fails
    the backend stage, while the Torch backend IR it made first is kept for the next lowering."""
    import os

    import torch

    from pytest_irlower.engines import mlir

    model = torch.nn.Sequential(torch.nn.Linear(4, 4), torch.nn.ReLU()).eval()
    inputs = (torch.randn(2, 4),)
    lowerer = Lowerer()
    real = mlir.run_pipeline

    def abort_in_backend(op: object, pipeline: str, **kwargs: object) -> None:
        if pipeline != mlir.TORCH_BACKEND_PIPELINE:
            os.abort()
        real(op, pipeline, **kwargs)  # type: ignore[arg-type]

    with monkeypatch.context() as patch:
        patch.setattr(mlir, "run_pipeline", abort_in_backend)
        with pytest.raises(LoweringError, match=r"TOSA backend pipeline \(in-process\) crashed"):
            lowerer.lower(model, inputs, ir_type="tosa_mlir")
    assert lowerer.lower(model, inputs, ir_type="torch_mlir").reused == ("fx_graph", "torch_mlir")
    assert "tosa." in lowerer.lower(model, inputs, ir_type="tosa_mlir")
    # nothing left but the reaper, the Triton worker and children that are done (killed,
    # and reaped later: their exit unmaps a copy of this process)
    from pytest_irlower.runtime.contain.forkserver import WORKER
    from pytest_irlower.runtime.contain.reaping import _DYING
    from pytest_irlower.runtime.reaper import REAPER

    known = {WORKER.pid, getattr(REAPER._proc, "pid", None), *_DYING}
    children = subprocess.run(
        ["ps", "--ppid", str(os.getpid()), "-o", "pid=,stat=,args="],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    running = [
        line
        for line in children
        if int(line.split()[0]) not in known
        and not line.split()[1].startswith("Z")
        and "ps --ppid" not in line
    ]
    assert running == []


def test_a_result_that_cannot_be_pickled_is_a_lowering_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The child sends back why its result could not be sent: a LoweringError of the
    step's stage, not a crash of the parent's reading."""
    from pytest_irlower.runtime.contain.child import contained

    monkeypatch.delenv("IRLOWER_NO_FORK", raising=False)
    with pytest.raises(LoweringError, match="unpicklable result") as info:
        contained(lambda: lambda: 1, stage="s", timeout=60, what="the step")
    assert info.value.stage == "s" and not info.value.transient


@pytest.mark.parametrize(
    ("status", "stderr", "killed"),
    [
        (1, "error: unknown argument", False),
        (-9, "", True),  # the tool itself, by a signal
        (137, "", True),  # a shell's child, by SIGKILL
        (1, "clang: error: unable to execute command: Killed", True),
        (1, "clang: error: clang frontend command failed due to signal", True),
    ],
)
def test_a_tool_ended_by_a_signal_is_a_transient_failure(
    tmp_path: Path, status: int, stderr: str, killed: bool
) -> None:
    from pytest_irlower.runtime.process import run_tool

    tool = tmp_path / "tool"
    if status < 0:
        tool.write_text(f"#!/bin/sh\nkill {status} $$\n")
    else:
        tool.write_text(f"#!/bin/sh\necho '{stderr}' >&2\nexit {status}\n")
    tool.chmod(0o755)
    with pytest.raises(LoweringError) as info:
        run_tool([str(tool)], "s", 60)
    assert info.value.transient is killed
