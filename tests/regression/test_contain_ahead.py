"""The steps run ahead in the Torch backend pipeline's child (a backend pipeline; for the LLVM
levels the Linalg-to-LLVM pipeline and the translation to LLVM IR after it) give what a child of
its own gives each; the same for a small model's steps, run in the session's worker."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("torch_mlir", reason="torch-mlir is not installed: the chain under test")


#: the chain of each IR type after torch_mlir: the steps its first child runs
CHAINS = {
    "tosa_mlir": ("tosa_mlir",),
    "linalg_on_tensors_mlir": ("linalg_on_tensors_mlir",),
    "stablehlo_mlir": ("stablehlo_mlir",),
    "llvm_mlir": ("linalg_on_tensors_mlir", "llvm_mlir"),
    "llvm_ir": ("linalg_on_tensors_mlir", "llvm_mlir", "llvm_ir"),
}


@pytest.mark.parametrize("where", ["worker", "fork"])
@pytest.mark.parametrize("ir_type", list(CHAINS))
@pytest.mark.parametrize("model", ["cnn", "transformer"])
def test_a_step_run_ahead_gives_the_same_stages(
    model: str, ir_type: str, where: str, zoo: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pytest_irlower import Lowerer

    monkeypatch.delenv("IRLOWER_NO_FORK", raising=False)  # children are what is compared
    runs = _counting_runs(monkeypatch, where)
    module, inputs = zoo[model]
    ahead = Lowerer().lower(module, inputs, ir_type=ir_type, cache=False)
    # the Torch backend pipeline and every step after it, in one child (or worker job)
    assert runs == [(where, 1 + len(CHAINS[ir_type]))]
    runs.clear()
    apart = Lowerer()
    alone = apart.lower(module, inputs, ir_type="torch_mlir", cache=False)
    for step in CHAINS[ir_type]:  # each stage in a child of its own
        alone = apart.lower(module, inputs, ir_type=step, cache=False)
    assert runs == _apart(where, 1 + len(CHAINS[ir_type]), ir_type)
    assert dict(ahead.stages) == dict(alone.stages)
    assert dict(ahead.commands) == dict(alone.commands)


@pytest.mark.parametrize("where", ["worker", "fork"])
def test_a_backend_built_on_its_own_runs_the_llvm_levels_ahead(
    where: str, zoo: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the Torch backend IR cached, the child of the Linalg pipeline runs the LLVM
    levels after it: the same stages as a child per stage."""
    from pytest_irlower import Lowerer

    monkeypatch.delenv("IRLOWER_NO_FORK", raising=False)
    runs = _counting_runs(monkeypatch, where)
    module, inputs = zoo["cnn"]
    lowerer = Lowerer()
    lowerer.lower(module, inputs, ir_type="torch_mlir", cache=False)
    ahead = lowerer.lower(module, inputs, ir_type="llvm_ir", cache=False)
    assert runs == [(where, 1), (where, 3)]
    assert ahead.reused == ("fx_graph", "torch_mlir")
    runs.clear()
    apart = Lowerer()
    for step in ("torch_mlir", *CHAINS["llvm_ir"]):
        alone = apart.lower(module, inputs, ir_type=step, cache=False)
    assert runs == _apart(where, 4, "llvm_ir")
    assert dict(ahead.stages) == dict(alone.stages)


def _apart(where: str, count: int, ir_type: str) -> list[tuple[str, int]]:
    """The runs of a chain lowered a stage at a time: one each, where the model's go;
    the translation to LLVM IR on its own is forked (it is run ahead in the worker)."""
    runs = [(where, 1)] * count
    if ir_type == "llvm_ir":
        runs[-1] = ("fork", 1)
    return runs


def _counting_runs(monkeypatch: pytest.MonkeyPatch, where: str = "worker") -> list[tuple[str, int]]:
    """Where each contained run from now on happens (a forked child, or a job of the
    session's worker) and its step count; ``where="fork"``: every model forks, as a large
    one does."""
    from pytest_irlower.engines import mlir_child
    from pytest_irlower.runtime.contain.child import _Child
    from pytest_irlower.runtime.contain.forkserver import Worker

    if where == "fork":
        monkeypatch.setattr(mlir_child, "WORKER_LIMIT", -1)
    runs: list[tuple[str, int]] = []
    real_init, real_start = _Child.__init__, Worker.start_job

    def counted(self: Any, steps: Any) -> None:
        runs.append(("fork", len(steps)))
        real_init(self, steps)

    def started(self: Any, function: Any, *args: Any, count: int) -> Any:
        job = real_start(self, function, *args, count=count)
        runs.append(("worker", count))
        return job

    monkeypatch.setattr(_Child, "__init__", counted)
    monkeypatch.setattr(Worker, "start_job", started)
    return runs


def test_a_crash_in_the_llvm_dialect_pipeline_run_ahead_names_its_stage(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The Linalg-to-LLVM pipeline that aborts in the first child (simulated, as LLVM's
    assertions do) fails llvm_mlir; the stages it made before are kept, and the process
    lowers on."""
    import os

    import torch

    from pytest_irlower import Lowerer, LoweringError
    from pytest_irlower.engines import llvm_dialect

    monkeypatch.delenv("IRLOWER_NO_FORK", raising=False)
    runs = _counting_runs(monkeypatch)
    model = torch.nn.Sequential(torch.nn.Linear(4, 4), torch.nn.ReLU()).eval()
    inputs = (torch.randn(2, 4),)
    lowerer = Lowerer()
    with monkeypatch.context() as patch:
        patch.setattr(llvm_dialect, "lower_linalg_to_llvm", lambda *a, **k: os.abort())
        with pytest.raises(
            LoweringError, match=r"Linalg to LLVM dialect pipeline \(in-process\) crashed"
        ) as info:
            lowerer.lower(model, inputs, ir_type="llvm_ir")
    assert info.value.stage == "llvm_mlir"
    assert runs == [("worker", 4)]  # the crash was the first job's, run ahead
    again = lowerer.lower(model, inputs, ir_type="llvm_ir")
    assert again.reused == ("fx_graph", "torch_mlir", "linalg_on_tensors_mlir")
    assert "define " in again.text


def test_a_crash_in_the_translation_run_ahead_names_its_stage(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The translation to LLVM IR that crashes in the first child fails llvm_ir, with the
    command that reruns it and its input; the LLVM dialect module made before is kept."""
    import os

    import torch
    from torch_mlir.dialects import llvm

    from pytest_irlower import Lowerer, LoweringError

    monkeypatch.delenv("IRLOWER_NO_FORK", raising=False)
    runs = _counting_runs(monkeypatch)
    model = torch.nn.Sequential(torch.nn.Linear(4, 4), torch.nn.ReLU()).eval()
    inputs = (torch.randn(2, 4),)
    lowerer = Lowerer()
    with monkeypatch.context() as patch:
        patch.setattr(llvm, "translate_module_to_llvmir", lambda *a, **k: os.abort())
        with pytest.raises(
            LoweringError,
            match=r"mlir-translate --mlir-to-llvmir \(in-process\) crashed: killed by signal 6",
        ) as info:
            lowerer.lower(model, inputs, ir_type="llvm_ir")
    assert info.value.stage == "llvm_ir"
    assert info.value.command == "mlir-translate --mlir-to-llvmir < input"
    assert "llvm.func @main" in (info.value.input_ir or "")
    assert runs == [("worker", 4)]
    again = lowerer.lower(model, inputs, ir_type="llvm_ir")
    assert again.reused == ("fx_graph", "torch_mlir", "linalg_on_tensors_mlir", "llvm_mlir")
    assert "define " in again.text


@pytest.mark.parametrize("ir_type", ["tosa_mlir", "stablehlo_mlir", "llvm_ir"])
def test_modules_that_come_back_from_a_child_print_as_in_process(
    ir_type: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A module that comes back from a child is parsed into a context that loads the Torch,
    StableHLO and TMTensor dialects only as the module needs them: every stage prints as the
    same lowering done in this process prints it (a sort is a tm_tensor op in Linalg)."""
    import torch

    from pytest_irlower import Lowerer

    class SortThenLinear(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.linear = torch.nn.Linear(8, 4)

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return self.linear(torch.sort(x)[0] + x)

    torch.manual_seed(0)
    model, inputs = SortThenLinear().eval(), (torch.randn(2, 8),)
    monkeypatch.delenv("IRLOWER_NO_FORK", raising=False)
    forked = Lowerer().lower(model, inputs, ir_type=ir_type, cache=False)
    monkeypatch.setenv("IRLOWER_NO_FORK", "1")
    here = Lowerer().lower(model, inputs, ir_type=ir_type, cache=False)
    assert dict(forked.stages) == dict(here.stages)
    if ir_type == "llvm_ir":
        assert "tm_tensor.sort" in forked.stages["linalg_on_tensors_mlir"]


def _small() -> tuple[Any, tuple[Any, ...]]:
    import torch

    model = torch.nn.Sequential(torch.nn.Linear(4, 4), torch.nn.ReLU()).eval()
    return model, (torch.randn(2, 4),)


def test_a_small_model_lowers_in_the_session_worker_without_a_fork(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A small model's pipelines run in the worker that stays: after the first lowering,
    lowering new models to every level forks nothing."""
    import os

    from pytest_irlower import Lowerer
    from pytest_irlower.runtime.contain.forkserver import WORKER

    monkeypatch.delenv("IRLOWER_NO_FORK", raising=False)
    Lowerer().lower(*_small(), ir_type="torch_mlir", cache=False)
    worker = WORKER.pid
    forks: list[int] = []
    real_fork = os.fork

    def counted() -> int:
        forks.append(1)
        return real_fork()

    monkeypatch.setattr(os, "fork", counted)
    for ir_type in ("torch_mlir", "tosa_mlir", "stablehlo_mlir", "llvm_ir"):
        assert Lowerer().lower(*_small(), ir_type=ir_type, cache=False).text
    assert forks == []
    assert WORKER.pid == worker is not None


def test_the_worker_runs_what_this_process_patched_and_not_once_undone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A function replaced after the worker was forked (a test's monkeypatch) runs as
    replaced: the worker is forked again; once the patch is undone, so is the worker
    forked while it was in place."""
    from pytest_irlower import Lowerer, LoweringError
    from pytest_irlower.engines import mlir
    from pytest_irlower.runtime.contain.forkserver import WORKER

    monkeypatch.delenv("IRLOWER_NO_FORK", raising=False)
    Lowerer().lower(*_small(), ir_type="torch_mlir", cache=False)
    before = WORKER.pid

    def patched(*args: Any, **kwargs: Any) -> None:
        raise LoweringError("torch_mlir", "the patched pipeline ran")

    with monkeypatch.context() as patch:
        patch.setattr(mlir, "run_pipeline", patched)
        with pytest.raises(LoweringError, match="the patched pipeline ran"):
            Lowerer().lower(*_small(), ir_type="torch_mlir", cache=False)
        during = WORKER.pid
    assert during not in (before, None)
    assert "torch.aten.relu" in Lowerer().lower(*_small(), ir_type="torch_mlir", cache=False)
    assert WORKER.pid not in (before, during, None)


def test_a_pipeline_past_the_timeout_in_the_worker_is_stopped(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A hang in the worker fails its lowering at ``irlower_timeout``; the worker is
    ended and the next lowering gets a fresh one."""
    import time

    from pytest_irlower import Lowerer, LoweringError, LowerOptions
    from pytest_irlower.engines import mlir
    from pytest_irlower.runtime.contain.forkserver import WORKER

    monkeypatch.delenv("IRLOWER_NO_FORK", raising=False)
    with monkeypatch.context() as patch:
        patch.setattr(mlir, "run_pipeline", lambda *args, **kwargs: time.sleep(60))
        start = time.monotonic()
        with pytest.raises(LoweringError, match=r"did not finish within 2 s") as info:
            Lowerer(LowerOptions(timeout=2)).lower(*_small(), ir_type="tosa_mlir", cache=False)
        assert time.monotonic() - start < 30
        hung = info.value, WORKER.pid
    assert hung[0].stage == "torch_mlir"
    assert hung[1] is None  # ended with its request
    assert "tosa." in Lowerer().lower(*_small(), ir_type="tosa_mlir", cache=False)


def test_a_step_that_does_not_pickle_runs_ahead_in_a_forked_child(
    zoo: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A family's ``run_ahead`` step that cannot go to the worker (a lambda) is run ahead
    in a child forked for it, and gives the same stages."""
    from pytest_irlower import Lowerer
    from pytest_irlower.engines import mlir_child
    from pytest_irlower.families.torch_mlir import TorchMlir

    monkeypatch.delenv("IRLOWER_NO_FORK", raising=False)
    module, inputs = zoo["cnn"]
    pickled = Lowerer().lower(module, inputs, ir_type="tosa_mlir", cache=False)
    real = TorchMlir.run_ahead

    def as_lambda(self: Any, request: Any, row: Any) -> Any:
        step = real(self, request, row)
        if step is None:
            return None
        return mlir_child.Next(step.stage, step.what, lambda source: step.lower(source))

    monkeypatch.setattr(TorchMlir, "run_ahead", as_lambda)
    runs = _counting_runs(monkeypatch)
    forked = Lowerer().lower(module, inputs, ir_type="tosa_mlir", cache=False)
    assert runs == [("fork", 2)]
    assert dict(forked.stages) == dict(pickled.stages)
