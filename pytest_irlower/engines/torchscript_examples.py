"""Result types from an example run: the exported graph run once on the example inputs,
each tensor it computes recorded with its rank and dtype.

A TorchScript graph types a tensor as ``Tensor``: no rank, no dtype. torch-mlir's pipeline
infers both from its shape and dtype library, but not for every op (``reflection_pad3d``,
``xlogy`` on integers), and not through a ``prim::If`` whose branches TorchScript's own
shape analysis gives up on (``F.multi_head_attention_forward``'s ``key is value``
branches); its backend contract then stops at "tensor with unknown rank/dtype". The FX
path types every value from the program ``torch.export`` traced; this is the TorchScript
importer's counterpart.

Only the rank and the dtype are taken, never the sizes: a size can depend on the data
(``nonzero``, a size computed from ``item()``) or on an ``int`` argument, and the lowered
code runs on other inputs too (``check_numerics`` on each branch's inputs). Values inside a
``prim::Loop`` are not recorded (each iteration could differ), nor are the loop's results.

The run works on a copy of the graph, with the module deep-copied where the graph writes
attributes or tensors in place, the inputs always copied, the RNG state kept and
autograd off: the user's module, inputs and random stream are as they were. A run that
fails leaves TorchScript's types (the import goes on as before).
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from pytest_irlower.engines.torchscript_decompose import decompositions
from pytest_irlower.engines.torchscript_strided import StridedRead, strided_reads
from pytest_irlower.engines.torchscript_types import element_type
from pytest_irlower.errors import LoweringError

#: the function the instrumented graph becomes (never registered anywhere)
_PROBE = "__irlower_example_run"


@dataclass(frozen=True)
class Example:
    """What the example run saw of one tensor value."""

    rank: int
    #: the Torch-dialect element type (``f32``, ``si64``...)
    element: str
    #: the torch dtype's name (``float32``...)
    dtype: str
    #: the sizes the run saw (used only where the graph fixes them: ``ResultTypes``)
    sizes: tuple[int, ...] = ()
    #: an ``aten::as_strided`` result's read, as a gather (``torchscript_strided``)
    read: StridedRead | None = field(default=None, compare=False)
    #: the traced graph of torch's decomposition of the op that made this tensor, its first
    #: result (``torchscript_decompose``)
    decomposition: Any = field(default=None, compare=False)

    def type_text(self, tensor: str, *, sized: bool = False) -> str:
        """``!torch.<tensor>`` with this rank (every size unknown, or with ``sized`` the
        sizes the run saw) and dtype."""
        dims = ",".join(str(d) for d in self.sizes) if sized else ",".join("?" * self.rank)
        return f"!torch.{tensor}<[{dims}],{self.element}>"


def example_types(
    graph: Any, inputs: Sequence[Any], module: Any | None = None
) -> dict[int, Example]:
    """The rank and dtype of each tensor value of ``graph`` (by ``unique()``) when it runs
    on ``inputs``; ``module``: the ``self`` a method's graph takes first (its C++
    ``ScriptModule``), None for a function's graph. Empty where the run fails."""
    import torch

    probe = graph.copy()
    originals = list(_recorded(graph))
    copies = list(_recorded(probe))
    if len(originals) != len(copies) or not originals:
        return {}
    records = _instrument(probe, copies)
    torch._C._jit_pass_inline(probe)  # methods called: one graph to run
    arguments = [copy.deepcopy(v) if isinstance(v, torch.Tensor) else v for v in inputs]
    if module is not None and _writes(probe, records):
        module = copy.deepcopy(module)
    if module is not None:
        arguments = [module, *arguments]
    try:
        function = torch._C._create_function_from_graph(_PROBE, probe)
        with torch.random.fork_rng(devices=[]), torch.no_grad():
            seen = function(*arguments)[-1]
    except Exception:  # the graph's own error: no example types, the import goes on
        return {}
    found = {}
    tensors = {value.unique(): seen.get(index) for index, value in enumerate(originals)}
    producers = list({v.node(): None for v in originals if v.node().kind() != "prim::Param"})
    reads = strided_reads(producers, tensors)
    # the graph's self, whose attributes are constants where nothing writes them
    writes = graph.findAllNodes("prim::SetAttr")
    owner = None if module is None or writes else (module, next(graph.inputs()).unique())
    decomposed = decompositions(producers, tensors, owner)
    for index, value in enumerate(originals):
        tensor = seen.get(index)
        if tensor is None or not isinstance(tensor, torch.Tensor):
            continue
        try:
            element = element_type(tensor, "an example run's tensor")
        except LoweringError:  # a dtype the Torch dialect lacks (quantized): not typed
            continue
        found[value.unique()] = Example(
            tensor.dim(),
            element,
            str(tensor.dtype).removeprefix("torch."),
            tuple(tensor.shape),
            reads.get(value.unique()),
            decomposed.get(value.unique()),
        )
    return found


def _recorded(graph: Any) -> Iterator[Any]:
    """The tensor values the run records, in one fixed order: the graph's inputs, then each
    node's outputs (an ``if``'s branches first), outside loops."""
    for value in graph.inputs():
        if value.type().kind() == "TensorType":
            yield value
    yield from _recorded_in(graph.block())


def _recorded_in(block: Any) -> Iterator[Any]:
    for node in block.nodes():
        if node.kind() == "prim::Loop":
            continue
        for inner in node.blocks():
            yield from _recorded_in(inner)
        for value in node.outputs():
            if value.type().kind() == "TensorType":
                yield value


def _instrument(graph: Any, values: list[Any]) -> Any:
    """``graph`` made to return, after its own outputs, a ``Dict[int, Tensor]`` of each of
    ``values`` (by index), set where the value is computed; returns the dict's value."""
    import torch

    int_type = torch._C.IntType.get()
    dict_type = torch._C.DictType(int_type, torch._C.TensorType.get())
    record = graph.create("prim::DictConstruct")
    record.output().setType(dict_type)
    record.insertBefore(next(iter(graph.nodes()), graph.return_node()))
    for index, value in enumerate(values):
        key = graph.create("prim::Constant")
        key.i_("value", index)
        key.output().setType(int_type)
        store = graph.create("aten::_set_item", [record.output(), key.output(), value], 0)
        producer = value.node()
        if producer.kind() == "prim::Param":  # a graph input: right after the dict
            store.insertAfter(record)
            key.insertAfter(record)
        else:
            store.insertAfter(producer)
            key.insertAfter(producer)
    returned = graph.return_node()
    outputs = list(returned.inputs())
    packed = graph.create("prim::TupleConstruct", [*outputs, record.output()])
    packed.output().setType(torch._C.TupleType([v.type() for v in outputs] + [dict_type]))
    packed.insertBefore(returned)
    for _ in outputs:
        returned.removeInput(0)
    returned.addInput(packed.output())
    return record.output()


def _writes(graph: Any, records: Any) -> bool:
    """Whether running ``graph`` could change its module: an attribute set, or an argument
    its schema marks written (``a!``), other than the records' own dict."""
    for node in _nodes(graph.block()):
        if node.kind() == "prim::SetAttr":
            return True
        if node.kind() == "aten::_set_item" and node.inputsAt(0).unique() == records.unique():
            continue
        if "!)" in node.schema().split("->")[0]:
            return True
    return False


def _nodes(block: Any) -> Iterator[Any]:
    for node in block.nodes():
        yield node
        for inner in node.blocks():
            yield from _nodes(inner)
