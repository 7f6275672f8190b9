"""The steps run ahead in the Torch backend pipeline's child (a backend pipeline; for the LLVM
levels the Linalg-to-LLVM pipeline and the translation to LLVM IR after it) give what a child of
its own gives each."""

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


@pytest.mark.parametrize("ir_type", list(CHAINS))
@pytest.mark.parametrize("model", ["cnn", "transformer"])
def test_a_step_run_ahead_gives_the_same_stages(
    model: str, ir_type: str, zoo: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pytest_irlower import Lowerer

    monkeypatch.delenv("IRLOWER_NO_FORK", raising=False)  # children are what is compared
    forks = _counting_forks(monkeypatch)
    module, inputs = zoo[model]
    ahead = Lowerer().lower(module, inputs, ir_type=ir_type, cache=False)
    # the Torch backend pipeline and every step after it, in one child
    assert forks == [1 + len(CHAINS[ir_type])]
    forks.clear()
    apart = Lowerer()
    alone = apart.lower(module, inputs, ir_type="torch_mlir", cache=False)
    for step in CHAINS[ir_type]:  # each stage in a child of its own
        alone = apart.lower(module, inputs, ir_type=step, cache=False)
    assert forks == [1] * (1 + len(CHAINS[ir_type]))
    assert dict(ahead.stages) == dict(alone.stages)
    assert dict(ahead.commands) == dict(alone.commands)


def test_a_backend_built_on_its_own_runs_the_llvm_levels_ahead(
    zoo: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the Torch backend IR cached, the child of the Linalg pipeline runs the LLVM
    levels after it: the same stages as a child per stage."""
    from pytest_irlower import Lowerer

    monkeypatch.delenv("IRLOWER_NO_FORK", raising=False)
    forks = _counting_forks(monkeypatch)
    module, inputs = zoo["cnn"]
    lowerer = Lowerer()
    lowerer.lower(module, inputs, ir_type="torch_mlir", cache=False)
    ahead = lowerer.lower(module, inputs, ir_type="llvm_ir", cache=False)
    assert forks == [1, 3]
    assert ahead.reused == ("fx_graph", "torch_mlir")
    forks.clear()
    apart = Lowerer()
    for step in ("torch_mlir", *CHAINS["llvm_ir"]):
        alone = apart.lower(module, inputs, ir_type=step, cache=False)
    assert forks == [1, 1, 1, 1]
    assert dict(ahead.stages) == dict(alone.stages)


def _counting_forks(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The step count of every child forked from now on."""
    from pytest_irlower.runtime.contain.child import _Child

    forks: list[int] = []
    real_init = _Child.__init__

    def counted(self: Any, steps: Any) -> None:
        forks.append(len(steps))
        real_init(self, steps)

    monkeypatch.setattr(_Child, "__init__", counted)
    return forks


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
    forks = _counting_forks(monkeypatch)
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
    assert forks == [4]  # the crash was the first child's, run ahead
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
    forks = _counting_forks(monkeypatch)
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
    assert forks == [4]
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
