"""Lazy Tensor Core: a model run once on the ``lazy`` device, its IR and its graph.

LTC records every op on a ``lazy`` tensor instead of running it; torch 2.13 still ships
its TorchScript backend (``torch._lazy.ts_backend``). A copy of the model (the user's
stays where it is) and of the example inputs go to the ``lazy`` device, the model runs
once, and the pending outputs give:

- LTC's own IR (``torch._C._lazy._get_tensors_text``): ``lazy_tensor_ir``;
- the TorchScript graph its backend would run (``torch._C._lazy._get_tensors_backend``),
  parsed back into a graph for the TorchScript importer: ``frontend="lazy"``. The graph's
  inputs are LTC's device data, in the order ``_get_tensors_ts_device_data_node`` lists
  them: the example inputs (matched by lazy tensor id) become arguments, in the call's
  order; the rest (weights, scalars LTC made tensors) become literals.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass
from typing import Any

from pytest_irlower.errors import LoweringError

_STARTED = False
#: LTC's source annotations on the backend graph (absolute paths: not in goldens)
_SOURCE_ATTR = re.compile(r'\[source="[^"]*"\]')


#: LTC records batch norm as native_batch_norm; when only its output is read, it is
#: aten::batch_norm, which torch-mlir lowers (its native_batch_norm decomposition leaves
#: the saved statistics typed [0] yet built [C], and Linalg rejects the cast)
_NATIVE_BATCH_NORM = """
graph(%x, %w, %b, %mean, %var, %training, %momentum, %eps):
  %y, %m, %s = aten::native_batch_norm(%x, %w, %b, %mean, %var, %training, %momentum, %eps)
  return (%y)"""
_BATCH_NORM = """
graph(%x, %w, %b, %mean, %var, %training, %momentum, %eps):
  %cudnn : bool = prim::Constant[value=0]()
  %y = aten::batch_norm(%x, %w, %b, %mean, %var, %training, %momentum, %eps, %cudnn)
  return (%y)"""


@dataclass(frozen=True)
class LazyTrace:
    """What one run on the ``lazy`` device recorded."""

    #: LTC's IR of the outputs
    text: str
    #: the TorchScript graph LTC's backend runs (a ``torch._C.Graph``)
    graph: Any
    #: graph input positions of the example tensor inputs, in the call's order
    arguments: tuple[int, ...]
    #: graph input position -> the CPU tensor it holds (weights, constants)
    bound: dict[int, Any]


def start() -> None:
    """Start LTC's TorchScript backend once per process."""
    global _STARTED
    if _STARTED:
        return
    import torch._lazy.ts_backend

    torch._lazy.ts_backend.init()
    _STARTED = True


def trace(model: Any, inputs: tuple[Any, ...], stage: str) -> LazyTrace:
    """Run a copy of ``model`` once on the ``lazy`` device with ``inputs``."""
    import torch

    start()
    try:
        lazy_model = copy.deepcopy(model).to("lazy")
        lazy_inputs = tuple(x.to("lazy") if isinstance(x, torch.Tensor) else x for x in inputs)
        with torch.no_grad():
            result = lazy_model(*lazy_inputs)
    except Exception as exc:
        raise LoweringError(
            stage,
            f"the model did not run on Lazy Tensor Core's 'lazy' device: "
            f"{type(exc).__name__}: {exc}",
        ) from exc
    outputs = _tensors(result)
    if not outputs:
        raise LoweringError(stage, "the model returned no tensor: LTC recorded nothing")
    text = torch._C._lazy._get_tensors_text(outputs)
    graph_text = torch._C._lazy._get_tensors_backend(outputs)
    ids, values = torch._C._lazy_ts_backend._get_tensors_ts_device_data_node(outputs)
    graph = torch._C.parse_ir(_SOURCE_ATTR.sub("", graph_text))
    # LTC's lowering leaves tuples nothing reads (of native_batch_norm's three results):
    # kept, they hold eval-mode batch norm's saved statistics, whose shapes torch-mlir
    # and LTC disagree on ([0] and [C])
    torch._C._jit_pass_dce(graph)
    torch._C._jit_pass_custom_pattern_based_rewrite_graph(_NATIVE_BATCH_NORM, _BATCH_NORM, graph)
    positions = {tensor_id: index for index, tensor_id in enumerate(ids)}
    arguments = []
    for index, value in enumerate(lazy_inputs):
        if not isinstance(value, torch.Tensor):
            raise LoweringError(
                stage,
                f"example input {index} is a {type(value).__name__}: LTC's graph takes tensors "
                "only (a Python scalar is baked into it); pass a tensor, or use "
                "frontend='torchscript'",
            )
        found = positions.get(torch._C._lazy._get_tensor_id(value))
        if found is None:  # the model does not read it: an argument nothing uses
            graph.addInput()
            found = len(list(graph.inputs())) - 1
        arguments.append(found)
    bound = {i: v for i, v in enumerate(values) if i not in arguments}
    return LazyTrace(text, graph, tuple(arguments), bound)


def _tensors(result: Any) -> list[Any]:
    import torch

    if isinstance(result, torch.Tensor):
        return [result]
    if isinstance(result, (list, tuple)):
        return [t for item in result for t in _tensors(item)]
    if isinstance(result, dict):
        return [t for item in result.values() for t in _tensors(item)]
    return []
