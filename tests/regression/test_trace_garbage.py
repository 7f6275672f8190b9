"""Garbage that earlier tests leave does not reach a graph: a collection that would run
mid-trace waits until torch is done. The close of an abandoned generator that
``torch.no_grad()`` wraps (OpInfo wraps every ``sample_inputs`` function so, and the
conformance suite takes the first samples only) turns grad mode off and on, and
``torch.export`` records both calls as an empty ``wrap_with_set_grad_enabled`` submodule:
an fx_graph that depended on what ran before it in the process."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from typing import Any

import pytest

torch = pytest.importorskip("torch")


@torch.no_grad()
def _samples() -> Iterator[int]:  # as OpInfo wraps its sample_inputs functions
    yield 1
    yield 2


#: generators started before a trace; the model lets them go
_STARTED: list[Any] = []


def _start(count: int) -> None:
    for _ in range(count):
        generator = _samples()
        next(generator)  # started: its close turns grad mode off and on
        _STARTED.append(generator)


class LeavesGarbage(torch.nn.Module):
    """A model whose forward leaves the generators started before the trace in a reference
    cycle only: garbage for the next collection, due mid-trace."""

    def __init__(self) -> None:
        super().__init__()
        self.linear = torch.nn.Linear(4, 4)

    def forward(self, x: Any) -> Any:
        cycle: list[Any] = [*_STARTED]
        cycle.append(cycle)
        _STARTED.clear()
        del cycle
        return self.linear(x).relu()


@pytest.mark.parametrize("ir_type", ["fx_graph", "linalg_on_tensors_mlir"])
def test_a_collection_due_mid_trace_leaves_the_graph_as_it_is(ir_type: str) -> None:
    from pytest_irlower import Lowerer

    if ir_type != "fx_graph":
        pytest.importorskip("torch_mlir", reason="torch-mlir is not installed")
    torch.manual_seed(0)
    model, inputs = LeavesGarbage().eval(), (torch.randn(2, 4),)
    gc.collect()
    quiet = Lowerer().lower(model, inputs, ir_type=ir_type, cache=False)
    _start(4)
    thresholds = gc.get_threshold()
    gc.set_threshold(1)  # a collection due at almost every allocation
    try:
        busy = Lowerer().lower(model, inputs, ir_type=ir_type, cache=False)
    finally:
        gc.set_threshold(*thresholds)
    assert gc.isenabled()  # turned back on after the trace
    assert "set_grad_enabled" not in busy.stages["fx_graph"]
    assert dict(busy.stages) == dict(quiet.stages)


def test_the_opinfo_source_leaves_no_sample_generator_to_the_collector() -> None:
    """The first sample of each op is taken and the generator closed at once: a later
    collection turns grad mode neither off nor on."""
    pytest.importorskip("expecttest", reason="OpInfo's database needs expecttest")
    from torch.overrides import TorchFunctionMode

    from pytest_irlower.conformance.opinfo import OpInfoOps

    calls: list[Any] = []

    class GradModeCalls(TorchFunctionMode):
        def __torch_function__(
            self, func: Any, types: Any, args: Any = (), kwargs: Any = None
        ) -> Any:
            if func is torch._C._set_grad_enabled:
                calls.append(args)
            return func(*args, **(kwargs or {}))

    source = OpInfoOps(ops="abs|sum|softmax|nn\\.functional\\.relu", samples=1)
    gc.collect()
    gc.disable()  # nothing collected while the samples are taken
    try:
        for case in source.ids():
            source.build(case.name)
    finally:
        with GradModeCalls():  # what the garbage does when it is collected
            gc.enable()
            gc.collect()
    assert calls == []
