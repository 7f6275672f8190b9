"""Bufferization in the Linalg -> LLVM dialect pipeline (docs/llvm-dialect-pipeline.md).

Issue 24, part 3: ``one-shot-bufferize{copy-before-write}`` copied ``torch.multinomial``'s
whole sample buffer on each of its n iterations (quadratic: 2.6 s at n=65,536, 10 s at
n=131,072; ``benchmarks/bufferization.py`` prints old against new). The pipeline now runs
One-Shot Analysis. These tests read the memref IR the bufferization passes leave (the
structure is the property; times are the benchmark's), check that what the analysis now
decides keeps the model's inputs unwritten and tm_tensor ops right, and run the repro.
"""

from __future__ import annotations

from typing import Any

import pytest
import torch

from pytest_irlower.engines import bufferization, mlir
from pytest_irlower.engines.llvm_dialect import lower_linalg_to_llvm

#: the issue's larger size
SAMPLES = 131_072

#: the last pass of the bufferization part of the pipeline: memref IR, loops not yet lowered
BUFFERIZED = "convert-bufferization-to-memref"

#: the MLIR ops that allocate or copy a buffer
ALLOCATING = {"memref.alloc", "memref.alloca", "memref.copy", "memref.realloc", "linalg.copy"}


class Multinomial(torch.nn.Module):
    def __init__(self, samples: int) -> None:
        super().__init__()
        self.samples = samples

    def forward(self, p: torch.Tensor) -> torch.Tensor:
        return torch.multinomial(p, self.samples, replacement=True)


def _walk(op: Any) -> list[Any]:
    from torch_mlir import ir

    found: list[Any] = []

    def visit(inner: Any) -> Any:
        found.append(inner)
        return ir.WalkResult.ADVANCE

    op.walk(visit)
    return found


def copies_in_loops(text: str) -> list[str]:
    """Each op that allocates or copies a buffer inside an ``scf.for``/``scf.while`` body."""
    module = mlir.parse_module(text, stage=BUFFERIZED)
    found = []
    with module.context:
        for loop in _walk(module.operation):
            if loop.name not in ("scf.for", "scf.while"):
                continue
            for region in loop.regions:
                for block in region.blocks:
                    for inner in block.operations:
                        for nested in _walk(inner.operation):
                            if nested.name in ALLOCATING:
                                found.append(f"in {loop.name}: {nested}")
    return found


#: ops whose result is a view of their operand's buffer
VIEWS = {
    "memref.subview",
    "memref.cast",
    "memref.expand_shape",
    "memref.collapse_shape",
    "memref.reinterpret_cast",
}


def writes_to_arguments(text: str) -> list[str]:
    """Each op of ``@main`` that writes a function argument's buffer, or a view of it."""
    from torch_mlir import ir

    module = mlir.parse_module(text, stage=BUFFERIZED)
    writes = []
    with module.context:
        main = next(op for op in _walk(module.operation) if op.name == "func.func")
        pending = list(main.regions[0].blocks[0].arguments)
        while pending:
            value = pending.pop()
            for use in value.uses:
                user = use.owner.operation
                number = use.operand_number
                if user.name in VIEWS:
                    pending.append(user.results[0])
                elif (user.name, number) in (("memref.store", 1), ("memref.copy", 1)):
                    writes.append(str(user))
                elif user.name.startswith("linalg."):
                    ins = ir.DenseI32ArrayAttr(user.attributes["operandSegmentSizes"])[0]
                    if number >= ins:  # an outs operand
                        writes.append(str(user))
    return writes


def test_multinomial_writes_its_samples_in_place(lower: Any) -> None:
    """The sampling loop stores each sample into one buffer: no allocation, no copy per
    iteration (copy-before-write made a new n-element buffer and copied into it each time)."""
    model = Multinomial(SAMPLES)
    ir = lower(model, (torch.rand(4),), ir_type="llvm_mlir", passes=True)
    memref_ir = ir.passes["llvm_mlir"][BUFFERIZED]
    assert "scf.for" in memref_ir
    assert copies_in_loops(memref_ir) == []
    assert memref_ir.count(f"memref.alloc() {{alignment = 64 : i64}} : memref<{SAMPLES}xi64>") == 1


def test_multinomial_at_the_issues_size_runs_and_samples_its_distribution(lower: Any) -> None:
    """The repro, run: 131,072 draws follow the probabilities; a zero one is never drawn.
    Random output has no eager reference to compare with (check_numerics), its
    statistics do: each frequency is within 0.01 (about 7 standard deviations) of p."""
    model = Multinomial(SAMPLES)
    p = torch.tensor([0.1, 0.0, 0.6, 0.3])
    samples = lower(model, (p,), ir_type="llvm_mlir").run(p)
    assert samples.shape == (SAMPLES,) and samples.dtype == torch.int64
    assert int(samples.min()) >= 0 and int(samples.max()) <= 3
    frequencies = torch.bincount(samples, minlength=4).double() / SAMPLES
    assert frequencies[1] == 0
    assert torch.allclose(frequencies, p.double(), atol=0.01), frequencies


class Fn(torch.nn.Module):
    def __init__(self, fn: Any) -> None:
        super().__init__()
        self.fn = fn

    def forward(self, *args: torch.Tensor) -> Any:
        return self.fn(*args)


#: tm_tensor ops (bufferized by tm-tensor-bufferize, then annotated for the analysis), each
#: result also read or written after it
TM_TENSOR = {
    "sort": (lambda x: torch.sort(x)[0] + x, (torch.randn(16),)),
    "cumsum_twice": (
        lambda x: torch.cumsum(x, 0) + torch.cumsum(x, 0).flip(0) + x,
        (torch.randn(16),),
    ),
    # the scanned tensor and the scan's zero-filled init share one tensor.empty: the fill
    # must not be written in place while the scan still reads (the analysis once saw the
    # read where tm-tensor-bufferize put its to_buffer, before the fill: zeros)
    "cumulative_trapezoid": (
        lambda y: torch.cumulative_trapezoid(y, dim=-1),
        (torch.randn(3, 5),),
    ),
    "scatter_add": (
        lambda x, i: x.new_ones(8).scatter_add(0, i, x) + x.sum(),
        (torch.randn(4), torch.tensor([1, 1, 5, 7])),
    ),
    "index_put_accumulate": (
        lambda x, i, v: torch.ops.aten.index_put(x, (i,), v, True) + x,
        (torch.randn(8), torch.tensor([1, 1, 5]), torch.randn(3)),
    ),
}


@pytest.mark.parametrize("case", list(TM_TENSOR))
def test_tm_tensor_results_bufferized_by_the_analysis_compute_what_eager_computes(
    case: str, lower: Any
) -> None:
    fn, inputs = TM_TENSOR[case]
    model = Fn(fn)
    ir = lower(model, inputs, ir_type="llvm_mlir", passes=True)
    annotated = ir.passes["llvm_mlir"][bufferization.PASS_NAME]
    assert "tm_tensor." in annotated
    assert "bufferization.to_tensor %alloc restrict writable" in annotated
    ir.check_numerics(*inputs)


def test_the_models_inputs_are_never_written(lower: Any) -> None:
    """A slice_scatter into an input writes a copy of it: ``main`` leaves its callers'
    buffers alone, as with copy-before-write (function arguments are not writable)."""
    model = Fn(lambda x: torch.ops.aten.slice_scatter(x, x[:2] * 3, 0, 0, 2))
    x = torch.randn(4, 4)
    ir = lower(model, (x,), ir_type="llvm_mlir", passes=True)
    memref_ir = ir.passes["llvm_mlir"][BUFFERIZED]
    assert "memref.copy %arg0, " in memref_ir
    assert writes_to_arguments(memref_ir) == []
    ir.check_numerics(x)


#: Linalg whose to_tensor views a buffer the function was given: nothing proves it the
#: tensor's only view, so the analysis must not run (it rejects such IR)
FOREIGN_TO_TENSOR = """
func.func @main(%arg0: memref<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %t = bufferization.to_tensor %arg0 : memref<4xf32> to tensor<4xf32>
  %u = tensor.insert %one into %t[%c0] : tensor<4xf32>
  return %u : tensor<4xf32>
}
"""


def test_a_to_tensor_it_cannot_vouch_for_keeps_copy_before_write() -> None:
    module = mlir.parse_module(FOREIGN_TO_TENSOR, stage="test")
    with module.context:
        assert bufferization.annotate(module.operation.clone()) is False
    lower_linalg_to_llvm(module.operation)
    assert "llvm.func @main" in str(module)
