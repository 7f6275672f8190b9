"""``aten::as_strided`` in a TorchScript graph, as a gather torch-mlir can lower.

torch-mlir has no decomposition of ``aten.as_strided`` (its backend contract marks it
illegal): the Torch dialect carries no storage, strides or storage offsets. Its FX importer
rewrites each one before import (``torch_mlir/extras/fx_as_strided.py``), from the fake
tensors' storage: an ``aten.index.Tensor`` of the nearest tensor that owns the storage (the
base), with constant index tensors that pick, for each element of the result, the base
element at its storage offset. This is the same rewrite, from the example run's real
tensors (``torchscript_examples``): where the size, stride and offset are constants and the
run saw the source, :func:`strided_read` gives the base and the index tensors, and the node
importer emits the gather in place of the op.

As in the FX importer, the result is the values the op reads, not a view that aliases them,
and only layouts the decoder can map (dense row-major or channels-last bases, and views of
them) are taken; any other ``as_strided`` stays as it is and fails at ``torch_mlir`` naming
the op.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class StridedRead:
    """What one ``aten::as_strided`` reads: the base value and an index tensor per base dim."""

    #: the TorchScript value (``unique()``) whose elements the result gathers
    base: int
    indices: tuple[Any, ...] = field(compare=False)


def strided_reads(nodes: list[Any], seen: Mapping[int, Any]) -> dict[int, StridedRead]:
    """For each ``aten::as_strided`` node of ``nodes`` with constant size, stride and
    offset whose source and base the example run recorded (``seen``: value ``unique()`` to
    the run's tensor), its output's ``unique()`` -> the read it makes."""
    found = {}
    for node in nodes:
        if node.kind() != "aten::as_strided":
            continue
        read = _read(node, seen)
        if read is not None:
            found[node.output().unique()] = read
    return found


def _read(node: Any, seen: Mapping[int, Any]) -> StridedRead | None:
    inputs = list(node.inputs())
    size, stride = _ints(inputs[1]), _ints(inputs[2])
    offset = _constant(inputs[3]) if len(inputs) > 3 else None
    source = seen.get(inputs[0].unique())
    if size is None or stride is None or source is None or len(size) != len(stride):
        return None
    if offset is None and len(inputs) > 3 and inputs[3].node().kind() != "prim::Constant":
        return None  # an offset computed at run time
    base_value = _base(inputs[0], seen)
    base = seen[base_value.unique()]
    start = source.storage_offset() if offset is None else int(offset)
    indices = _indices(base, tuple(size), tuple(stride), start)
    return None if indices is None else StridedRead(base_value.unique(), indices)


def _constant(value: Any) -> Any:
    return value.toIValue() if value.node().kind() == "prim::Constant" else None


def _ints(value: Any) -> list[int] | None:
    producer = value.node()
    if producer.kind() == "prim::Constant":
        found = value.toIValue()
        return list(found) if isinstance(found, (list, tuple)) else None
    if producer.kind() != "prim::ListConstruct":
        return None
    items = [_constant(v) for v in producer.inputs()]
    return None if any(not isinstance(i, int) for i in items) else items


def _base(value: Any, seen: Mapping[int, Any]) -> Any:
    """The nearest value up the graph whose tensor owns its storage: from ``value``, back
    through each producer's tensor input that shares the storage (a view's source)."""
    while True:
        tensor = seen[value.unique()]
        producer = value.node()
        shared = [
            v
            for v in producer.inputs()
            if v.unique() in seen and _same_storage(seen[v.unique()], tensor)
        ]
        if producer.kind() == "prim::Param" or not shared:
            return value
        value = shared[0]


def _same_storage(one: Any, other: Any) -> bool:
    import torch

    if not isinstance(one, torch.Tensor) or not isinstance(other, torch.Tensor):
        return False
    return bool(one.untyped_storage().data_ptr() == other.untyped_storage().data_ptr())


def _indices(
    base: Any, size: tuple[int, ...], stride: tuple[int, ...], offset: int
) -> tuple[Any, ...] | None:
    """Per-dim index tensors into ``base`` of each element of the result (the storage
    offset ``offset + sum(index * stride)``, relative to the base's own offset, decoded by
    the base's strides, largest first); None where that leaves a residue or leaves the
    base (the FX importer's decoder, ``fx_as_strided._indices``)."""
    import torch

    offsets = torch.full(size, offset - base.storage_offset(), dtype=torch.int64)
    for dim, step in enumerate(stride):
        if step:
            shape = [1] * len(size)
            shape[dim] = size[dim]
            offsets += torch.arange(size[dim], dtype=torch.int64).reshape(shape) * step
    coords = [torch.zeros_like(offsets) for _ in base.shape]
    remaining = offsets.clone()
    base_stride = base.stride()
    for dim in sorted(range(base.dim()), key=lambda d: base_stride[d], reverse=True):
        if base_stride[dim]:
            coords[dim] = torch.div(remaining, base_stride[dim], rounding_mode="floor")
            remaining -= coords[dim] * base_stride[dim]
    if remaining.numel() and bool((remaining != 0).any()):
        return None
    for dim, coord in enumerate(coords):
        if coord.numel() and bool((coord < 0).any() or (coord >= base.shape[dim]).any()):
            return None
    return tuple(coords)
