"""Numerics: the lowered code runs on the CPU and computes what eager PyTorch computes.

Every zoo model (the real ones included) at ``llvm_mlir``; miscompiles made on purpose by
a user-tool pipeline stage are caught; a kernel that crashes or hangs costs one test.
"""

from __future__ import annotations

import gc
import re
import shlex
from pathlib import Path
from typing import Any

import pytest
import torch

from pytest_irlower import Lowerer, LoweringError, LowerOptions, NumericMismatch, UsageError
from pytest_irlower.engines.llvm_dialect import OWN_STEPS, PIPELINE
from zoo import REAL, ZOO

# numerics read outcomes, not exact IR text: tox -e oldest runs them too
pytestmark = pytest.mark.matrix

#: a user tool: rewrites its IR with a regular expression (tests/tools/rewrite_ir.py)
REWRITE = Path(__file__).resolve().parents[1] / "tools" / "rewrite_ir.py"

#: the built-in Linalg -> LLVM dialect pipeline as one mlir-opt stage (its own steps are not
#: passes: the exp/log rewrite is for GPU targets only, the annotations for One-Shot Analysis
#: matter to tm_tensor ops only and the half-precision rounding step to bf16/f16 only, which
#: the models this runs on have none of)
TO_LLVM = "mlir-opt --pass-pipeline=" + shlex.quote(
    "builtin.module(" + ",".join(p for p in PIPELINE if p not in OWN_STEPS) + ")"
)


def rewrite(pattern: str, replacement: str) -> str:
    """A pipeline stage running the rewrite tool."""
    return " ".join(shlex.quote(arg) for arg in (str(REWRITE), pattern, replacement))


def other_values(x: torch.Tensor) -> torch.Tensor:
    """Same shape and dtype, other values (integers: the same ones, shuffled, so ids stay valid)."""
    if x.is_floating_point():
        return torch.randn_like(x)
    flat = x.flatten()
    return flat[torch.randperm(flat.numel())].reshape(x.shape)


@pytest.mark.parametrize("model", list(ZOO))
def test_zoo_model_computes_what_eager_computes(model: str, lower: Any, zoo: Any) -> None:
    module, inputs = zoo[model]
    ir = lower(module, inputs, ir_type="llvm_mlir")
    comparisons = ir.check_numerics(*(other_values(x) for x in inputs))
    assert comparisons and all(c.ok for c in comparisons)


@pytest.mark.parametrize("model", list(REAL))
def test_real_model_computes_what_eager_computes(model: str, lower: Any, real: Any) -> None:
    module, inputs = real[model]
    lower(module, inputs, ir_type="llvm_mlir").check_numerics(*inputs)


def test_llvm_ir_runs_the_llvm_dialect_it_was_translated_from(lower: Any, zoo: Any) -> None:
    module, inputs = zoo["cnn"]
    via_llvm_ir = lower(module, inputs, ir_type="llvm_ir").run(*inputs)
    assert torch.equal(via_llvm_ir, lower(module, inputs, ir_type="llvm_mlir").run(*inputs))


class Fn(torch.nn.Module):
    """A model made of one function."""

    def __init__(self, fn: Any) -> None:
        super().__init__()
        self.fn = fn

    def forward(self, *args: torch.Tensor) -> Any:
        return self.fn(*args)


DTYPES = {
    "float32": (lambda x: torch.tanh(x) * x, torch.randn(8)),
    "float64": (lambda x: torch.sin(x) + x, torch.randn(8, dtype=torch.float64)),
    "float16": (lambda x: x @ x.T + 1, torch.randn(4, 4, dtype=torch.float16)),
    "bfloat16": (lambda x: (x * 3 - 1).relu(), torch.randn(8, dtype=torch.bfloat16)),
    "int64": (lambda x: torch.div(x, 3, rounding_mode="floor") * x, torch.arange(-8, 8)),
    "int32": (lambda x: x * 3 - 1, torch.arange(8, dtype=torch.int32)),
    "bool": (lambda x: torch.logical_not(x), torch.tensor([True, False, True])),
    # complex<f16> out (OpInfo's chalf): torch cannot unpickle complex32 from the child
    "complex32": (lambda x: (x * 2).to(torch.complex32), torch.randn(8)),
}


@pytest.mark.parametrize("dtype", list(DTYPES))
def test_dtypes(dtype: str, lower: Any) -> None:
    fn, x = DTYPES[dtype]
    model = Fn(fn)
    ir = lower(model, (x,), ir_type="llvm_mlir")
    out = ir.run(other_values(x))
    assert out.dtype == getattr(torch, dtype)
    ir.check_numerics(other_values(x))


def test_several_outputs_come_back_as_a_tuple_and_bool_in_and_out(lower: Any) -> None:
    model = Fn(lambda mask, y: (torch.where(mask, y, -y), y > 0))
    inputs = (torch.tensor([True, False, True, False]), torch.randn(4))
    ir = lower(model, inputs, ir_type="llvm_mlir")
    values, signs = ir.run(*inputs)
    assert signs.dtype == torch.bool and values.shape == (4,)
    ir.check_numerics(*inputs)


def test_dynamic_shapes_run_at_another_size(lower: Any) -> None:
    model = torch.nn.Sequential(torch.nn.Linear(16, 8), torch.nn.ReLU()).eval()
    batch = torch.export.Dim("batch")
    ir = lower(model, (torch.randn(4, 16),), ir_type="llvm_mlir", dynamic_shapes=({0: batch},))
    (comparison,) = ir.check_numerics(torch.randn(7, 16))
    assert comparison.shape == (7, 8)
    with pytest.raises(
        UsageError, match=r"input 0 is \[7, 15\] float32; the lowering takes \[\?, 16\] float32"
    ):
        ir.run(torch.randn(7, 15))


@pytest.fixture(scope="module")
def relu_mlp() -> tuple[torch.nn.Module, torch.Tensor]:
    """Linear, ReLU, Linear: bias additions (arith.addf) and a comparison (arith.cmpf ugt)."""
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 4))
    return model.eval(), torch.randn(3, 8)


def test_the_unmodified_pipeline_computes_what_eager_computes(lower: Any, relu_mlp: Any) -> None:
    model, x = relu_mlp
    ir = lower(model, (x,), ir_type="linalg_on_tensors_mlir", pipeline=[TO_LLVM])
    assert "llvm.func @main" in ir
    ir.check_numerics(x)


MISCOMPILES = {
    "addf_to_subf": (r"arith\.addf", "arith.subf"),
    "cmpf_ugt_to_ult": (r"arith\.cmpf ugt", "arith.cmpf ult"),
}


@pytest.mark.parametrize("miscompile", list(MISCOMPILES))
def test_a_miscompile_is_a_numeric_mismatch(miscompile: str, lower: Any, relu_mlp: Any) -> None:
    """The Linalg input of the LLVM dialect pipeline rewritten by a user tool stage."""
    model, x = relu_mlp
    pattern, replacement = MISCOMPILES[miscompile]
    stage = rewrite(pattern, replacement)
    ir = lower(model, (x,), ir_type="linalg_on_tensors_mlir", pipeline=[stage, TO_LLVM])
    assert replacement in ir.stages[stage]
    with pytest.raises(NumericMismatch) as info:
        ir.check_numerics(x)
    message = str(info.value)
    lines = message.splitlines()
    assert (
        lines[0]
        == "linalg_on_tensors_mlir + custom pipeline: 1 of 1 output(s) differ from the reference"
    )
    assert re.fullmatch(
        r"output 0 \(float32, shape \[3, 4\]\): \d+ of 12 elements \(\d+\.\d%\) differ", lines[1]
    )
    number = r"-?\d[\d.e+-]*"
    assert re.fullmatch(
        rf"  largest absolute difference {number} at index \(\d, \d\) \(got {number}, expected {number}\)",
        lines[2],
    )
    assert re.fullmatch(
        rf"  largest relative difference {number} at index \(\d, \d\) \(got {number}, expected {number}\)",
        lines[3],
    )
    assert lines[4] == "  tolerances rtol=1.3e-06, atol=1e-05"


#: LLVM dialect inserted at the top of main: a store through a null pointer, an endless loop
CRASH = (
    r"\1    %null = llvm.mlir.zero : !llvm.ptr\n    %one = llvm.mlir.constant(1 : i64) : i64\n"
    r"    llvm.store volatile %one, %null : i64, !llvm.ptr\n"
)
HANG = r"\1    llvm.br ^forever\n  ^forever:\n    llvm.br ^forever\n  ^rest:\n"
MAIN = r"(llvm\.func @main\([^\n]*\{\n)"


def test_a_kernel_that_crashes_fails_one_test(lower: Any, relu_mlp: Any) -> None:
    model, x = relu_mlp
    ir = lower(model, (x,), ir_type="llvm_mlir", pipeline=[rewrite(MAIN, CRASH)])
    with pytest.raises(LoweringError, match=r"crashed: killed by signal 11 \(SIGSEGV\)") as info:
        ir.check_numerics(x)
    assert info.value.stage == "run llvm_mlir + custom pipeline"
    ir_again = lower(model, (x,), ir_type="llvm_mlir")
    ir_again.check_numerics(x)  # this process is fine


def test_a_kernel_that_hangs_is_stopped_at_the_timeout(lower: Any, relu_mlp: Any) -> None:
    model, x = relu_mlp
    lower(model, (x,), ir_type="llvm_mlir")  # imports done: the short limit is for running
    hurried = Lowerer(LowerOptions(timeout=3.0))
    ir = hurried.lower(model, (x,), ir_type="llvm_mlir", pipeline=[rewrite(MAIN, HANG)])
    with pytest.raises(
        LoweringError, match=r"did not finish within 3 s \(irlower_timeout\) and was stopped"
    ):
        ir.run(x)


def test_usage_errors(lower: Any, relu_mlp: Any) -> None:
    model, x = relu_mlp
    ir = lower(model, (x,), ir_type="llvm_mlir")
    with pytest.raises(
        UsageError, match=r"input 0 is \[3, 8\] float64; the lowering takes \[3, 8\] float32"
    ):
        ir.run(x.double())
    with pytest.raises(UsageError, match=r"takes 1 tensor input\(s\) \(\[3, 8\] float32\), got 0"):
        ir.run()
    linalg = lower(model, (x,), ir_type="linalg_on_tensors_mlir")
    with pytest.raises(
        UsageError,
        match=r"linalg_on_tensors_mlir cannot be run: run\(\) and check_numerics\(\) execute llvm_mlir and llvm_ir",
    ):
        linalg.run(x)
    translated = lower(model, (x,), ir_type="llvm_mlir", pipeline="mlir-translate --mlir-to-llvmir")
    with pytest.raises(
        UsageError,
        match=r"the pipeline's last stage \(mlir-translate --mlir-to-llvmir\) writes llvm",
    ):
        translated.run(x)


def test_the_ir_keeps_its_model_and_the_session_caches_do_not() -> None:
    """The one-liner a user writes first works: the LoweredIR holds the model it was
    lowered from while it lives. Once the IR goes too, nothing of the session keeps the
    model (the stage cache holds it weakly)."""
    import weakref

    lowerer = Lowerer()
    x = torch.randn(1, 4)
    ir = lowerer.lower(torch.nn.Sequential(torch.nn.Linear(4, 2)).eval(), (x,), ir_type="llvm_mlir")
    gc.collect()
    ir.check_numerics(x)  # the model is alive: the IR holds it
    model = ir.runner._subject  # type: ignore[union-attr]
    expected = model(x).detach()
    gone = weakref.ref(model)
    with pytest.raises(NumericMismatch):
        ir.check_numerics(x, reference=lambda t: expected + 1e-3)
    ir.check_numerics(x, reference=lambda t: expected + 1e-3, atol=2e-3)
    del ir, model
    gc.collect()
    assert gone() is None
    assert len(lowerer.cache) == 0


class _Scaled(torch.nn.Module):
    def forward(self, x: torch.Tensor, alpha: float, n: int) -> Any:
        return x * alpha + n, n + 1


def test_scalar_arguments_are_inputs_where_kept_and_checked_where_folded(lower: Any) -> None:
    """forward(x, alpha: float, n: int): the lowering keeps %arg1: !torch.float and
    %arg2: !torch.int. torch.export specialized alpha (folded: another value is refused by
    name); n, made dynamic, is a real input and runs with any value."""
    x = torch.randn(3)
    ir = lower(_Scaled(), (x, 2.5, 3), ir_type="llvm_mlir",
               dynamic_shapes=(None, None, torch.export.Dim.DYNAMIC))  # fmt: skip
    assert "%arg1: !torch.float, %arg2: !torch.int" in ir.stages["torch_mlir"]
    ir.check_numerics(x, 2.5, 3)
    ir.check_numerics(x, 2.5, 7)  # n is an input
    got = ir.run(x, 2.5, 7)
    assert got[1] == 8 and torch.allclose(got[0], x * 2.5 + 7)
    with pytest.raises(UsageError, match=r"input 1 is 1.5, but the lowering folded that argument"):
        ir.check_numerics(x, 1.5, 3)


def test_a_hit_refuses_another_value_for_a_folded_scalar(tmp_path: Path) -> None:
    """The next run's cache hit runs the runner the first run kept, and refuses a folded
    scalar's other value as the lowering did (it computed with the folded value, and
    reported a mismatch, when the kept runner did not hold what was folded)."""
    from pytest_irlower.cache.disk import DiskCache

    x = torch.randn(3)
    found = []
    for _ in range(2):  # two runs: a new Lowerer on the same cache folder
        ir = Lowerer(LowerOptions(), disk=DiskCache(tmp_path)).lower(
            _Scaled(), (x, 2.5, 3), ir_type="llvm_mlir",
            dynamic_shapes=(None, None, torch.export.Dim.DYNAMIC),
        )  # fmt: skip
        ir.check_numerics(x, 2.5, 3)  # the first run's keeps its runner beside the entry
        with pytest.raises(UsageError, match=r"input 1 is 1.5, but the lowering folded"):
            ir.check_numerics(x, 1.5, 3)
        found.append(ir.from_cache)
    assert found == [False, True]


def test_a_hit_of_a_custom_pipeline_names_it_in_a_mismatch(tmp_path: Path, relu_mlp: Any) -> None:
    """A mismatch of a custom pipeline's lowering names the pipeline on the next run's
    cache hit too (the hit's message named the IR type alone)."""
    from pytest_irlower.cache.disk import DiskCache

    model, x = relu_mlp
    stage = rewrite(*MISCOMPILES["addf_to_subf"])
    found = []
    for _ in range(2):
        ir = Lowerer(LowerOptions(), disk=DiskCache(tmp_path)).lower(
            model, (x,), ir_type="linalg_on_tensors_mlir", pipeline=[stage, TO_LLVM]
        )
        with pytest.raises(NumericMismatch) as info:
            ir.check_numerics(x)
        found.append((ir.from_cache, str(info.value).splitlines()[0]))
    first = "linalg_on_tensors_mlir + custom pipeline: 1 of 1 output(s) differ from the reference"
    assert found == [(False, first), (True, first)]


class _AddRelu(torch.nn.Module):
    def forward(self, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        return torch.relu(x + y) * y


def test_bisect_names_the_injected_miscompile_step() -> None:
    """A user tool stage swaps arith.addf for arith.subf on Linalg, before the LLVM
    pipeline (as mlir-opt): bisect=True names it, with the line it changed; the stage
    before it still matches eager."""
    x, y = torch.randn(2, 3), torch.randn(2, 3)
    bad = rewrite(r"arith\.addf", "arith.subf")
    ir = Lowerer().lower(_AddRelu(), (x, y), ir_type="linalg_on_tensors_mlir",
                         pipeline=[bad, TO_LLVM])  # fmt: skip
    with pytest.raises(NumericMismatch) as info:
        ir.check_numerics(x, y, bisect=True)
    found = info.value.bisection  # type: ignore[attr-defined]
    assert (found.step, found.previous) == (bad, "linalg_on_tensors_mlir")
    assert "arith.addf" in found.before and "arith.addf" not in found.after
    message = str(info.value)
    assert f"first step whose output differs from eager: {bad}" in message
    assert re.search(r"^\+.*arith\.subf", message, re.M)
    assert "differ from the reference" in message.splitlines()[0]


def test_bisect_runs_the_recorded_passes_of_llvm_mlir_then_the_pipeline() -> None:
    """passes=True: the passes of the built-in chain are steps too (they all match), and
    the step that swaps llvm.fadd for llvm.fsub is named."""
    x, y = torch.randn(2, 3), torch.randn(2, 3)
    bad = rewrite(r"llvm\.fadd", "llvm.fsub")
    ir = Lowerer().lower(_AddRelu(), (x, y), ir_type="llvm_mlir", passes=True,
                         pipeline=["mlir-opt --canonicalize", bad])  # fmt: skip
    ir.check_numerics(x, y, reference=lambda a, b: torch.relu(a - b) * b, bisect=True)
    with pytest.raises(NumericMismatch) as info:
        ir.check_numerics(x, y, bisect=True)
    found = info.value.bisection  # type: ignore[attr-defined]
    # an in-process mlir-opt step records its passes too: "mlir-opt --canonicalize: canonicalize"
    assert found.step == bad and found.previous.startswith("mlir-opt --canonicalize")
    assert found.total > len(ir.passes["llvm_mlir"]) > 30
    assert any(name.startswith("llvm_mlir: ") for name, _ in found.tried)
