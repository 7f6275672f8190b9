"""torch's own decomposition of the ops torch-mlir cannot lower from a TorchScript graph.

The FX path never hands torch-mlir these ops: ``torch.export`` decomposes them into Core
ATen first. From TorchScript they reach torch-mlir as they are, and it fails on them:

- ``aten.reflection_pad3d``: no Linalg lowering (the Torch backend keeps the op and its
  constants: "failed to legalize operation 'torch.constant.int'");
- ``aten.max_pool1d``/``max_pool1d_with_indices``/``adaptive_max_pool1d``: torch-mlir's
  shape functions and Linalg lowering disagree on the output length (with dilation or
  ``ceil_mode``: "'tensor.cast' op ... are cast incompatible"); torch decomposes them to
  the 2-d pooling of an unsqueezed input;
- ``aten._weight_norm_interface``: torch-mlir's decomposition returns the wrong tensor as
  the norm ("type of return operand 1 ... doesn't match");
- ``aten.native_batch_norm`` in eval mode: see :func:`_eval_batch_norm`;
- ``aten.xlogy``, ``aten.upsample_bilinear2d``, ``aten.upsample_nearest3d``,
  ``aten.native_group_norm_backward``: no Linalg lowering, or none from these overloads.

Where the example run (``torchscript_examples``) saw such a node with constant non-tensor
arguments, :func:`decomposition` traces torch's Core ATen decomposition of it on the run's
own input tensors (``make_fx``, then ``torch.jit.trace`` of the result: a TorchScript graph
of ATen ops) and the node importer imports that graph in place of the node. The traced
graph is specialized to the example inputs' sizes, as the function's arguments are
(``torch.type_bound``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

#: the ops imported as torch's decomposition of them (see the module docstring)
DECOMPOSED = {
    "aten::reflection_pad3d",
    "aten::max_pool1d",
    "aten::max_pool1d_with_indices",
    "aten::adaptive_max_pool1d",
    "aten::_weight_norm_interface",
    "aten::upsample_bilinear2d",
    "aten::upsample_nearest3d",
    "aten::xlogy",
    "aten::native_group_norm_backward",
    "aten::native_batch_norm",  # in eval mode only (_eval_batch_norm)
}


def decompositions(
    nodes: list[Any], seen: Mapping[int, Any], owner: tuple[Any, int] | None = None
) -> dict[int, Any]:
    """For each node of ``nodes`` of a ``DECOMPOSED`` kind whose tensor inputs the example
    run recorded (``seen``: value ``unique()`` -> tensor) and whose other inputs are
    constants (or, with ``owner``, the graph's ``self`` module and the ``unique()`` of the
    graph input it is, non-tensor attributes of it, where the graph writes none):
    its first output's ``unique()`` -> the traced graph of its decomposition (inputs: the
    node's tensor inputs in order; outputs: the node's, a tuple where it has several)."""
    found = {}
    for node in nodes:
        if node.kind() not in DECOMPOSED or node.outputsSize() == 0:
            continue
        graph = decomposition(node, seen, owner)
        if graph is not None:
            found[node.outputsAt(0).unique()] = graph
    return found


def decomposition(
    node: Any, seen: Mapping[int, Any], owner: tuple[Any, int] | None = None
) -> Any | None:
    """The traced graph of torch's decomposition of ``node`` (None: an argument is not a
    constant or a recorded tensor, or torch has no decomposition the trace can take)."""
    import torch

    args: list[Any] = []
    tensors: list[Any] = []
    for value in node.inputs():
        if value.type().kind() == "TensorType":
            tensor = seen.get(value.unique())
            if tensor is None:
                return None
            args.append(_TENSOR)
            tensors.append(tensor.detach().clone())
            continue
        constant = _constant(value, owner)
        if constant is _UNKNOWN:
            return None
        args.append(constant)
    op = _overload(node)
    if op is None:
        return None
    if node.kind() == "aten::native_batch_norm":
        if args[5] is not False:  # training: torch has no decomposition of it
            return None
        op = _eval_batch_norm

    def call(*given: Any) -> Any:
        inputs = iter(given)
        return op(*[next(inputs) if a is _TENSOR else a for a in args])

    try:
        from torch.fx.experimental.proxy_tensor import make_fx
        from torch_mlir.extras.fx_decomp_util import get_decomposition_table

        with torch.no_grad():
            traced = make_fx(call, decomposition_table=get_decomposition_table())(*tensors)
            graph = torch.jit.trace(
                lambda *given: traced(*given), tuple(tensors), check_trace=False
            ).graph
    except Exception:  # no decomposition the trace takes: the op is imported as it is
        return None
    torch._C._jit_pass_inline(graph)
    if any(n.kind() == node.kind() for n in graph.nodes()):
        return None  # torch kept the op itself
    return graph


def _eval_batch_norm(*args: Any) -> Any:
    """``native_batch_norm`` in eval mode as the op ``torch.export`` gives the FX path for
    it, whose decomposition returns the empty saved statistics ``native_batch_norm`` does
    (torch-mlir's lowering of the latter builds them ``[C]`` where its shape function says
    ``[0]``: "'tensor.cast' op ... are cast incompatible", ``NativeBatchNorm1DModule_basic``)."""
    import torch

    x, weight, bias, mean, var, _, momentum, eps = args
    legit = torch.ops.aten._native_batch_norm_legit_no_training.default
    return legit(x, weight, bias, mean, var, momentum, eps)


#: stands for a tensor argument in the call the trace makes
_TENSOR = object()
#: a value that is not a constant of the graph
_UNKNOWN = object()


def _constant(value: Any, owner: tuple[Any, int] | None) -> Any:
    producer = value.node()
    if producer.kind() == "prim::Constant":
        return value.toIValue()
    if producer.kind() == "prim::ListConstruct":
        items = [_constant(v, owner) for v in producer.inputs()]
        return _UNKNOWN if any(i is _UNKNOWN for i in items) else items
    if producer.kind() == "prim::GetAttr" and owner is not None:
        return _attribute(value, owner)
    return _UNKNOWN


def _attribute(value: Any, owner: tuple[Any, int]) -> Any:
    """The value of a non-tensor attribute of the ``self`` module (a ``prim::GetAttr``
    chain from the graph input ``owner`` names), else ``_UNKNOWN``."""
    import torch

    module, self_value = owner
    names = []
    while value.node().kind() == "prim::GetAttr":
        names.append(value.node().s("name"))
        value = value.node().input()
    if value.unique() != self_value:
        return _UNKNOWN
    found = module
    for name in reversed(names):
        if not found.hasattr(name):
            return _UNKNOWN
        found = found.getattr(name)
    return _UNKNOWN if isinstance(found, (torch.Tensor, torch._C.ScriptModule)) else found


def _overload(node: Any) -> Any | None:
    """The ``torch.ops`` overload a node's schema names."""
    import torch

    name = node.schema().split("(", 1)[0]
    namespace, _, rest = name.partition("::")
    op, _, overload = rest.partition(".")
    packet = getattr(getattr(torch.ops, namespace, None), op, None)
    return getattr(packet, overload or "default", None) if packet is not None else None
