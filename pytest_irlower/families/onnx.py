"""ONNX: a PyTorch model as ``torch.onnx.export(..., dynamo=True)`` makes it.

The ``onnx`` IR type is the exported ONNX model printed as ONNX's own text syntax
(``onnx.printer.to_text``). It is built from the ``fx_graph`` stage's exported program,
which is what ``torch.onnx.export`` (dynamo) exports a module through
(``torch.export.export(..., strict=False)``), so one model is exported once for every
IR type and ``dynamic_shapes=`` applies here too. The stage's payload is the
``ModelProto``: ``lower(..., frontend="onnx")`` imports it into torch-mlir
(``engines/onnx_import.py``) instead of the FX graph.

Portable text: the producer's version banner, doc strings and metadata (stack traces
with absolute paths) are cleared, torch's shape symbols renumbered (``s0, s1...``), and
tensors with more than ``ELIDE_LIMIT`` elements printed as external data at
``"__elided__"`` unless weights are kept. The opset is what the installed torch exports.
"""

from __future__ import annotations

import contextlib
import logging
import math
import re
import warnings
from collections.abc import Callable, Iterator
from typing import Any

from pytest_irlower.api.family import IRType, Request, Stage, Work
from pytest_irlower.api.keying import Environment
from pytest_irlower.engines.onnx_import import INSTALL_HINT, require_onnx
from pytest_irlower.engines.torch_program import require_torch, torch_message
from pytest_irlower.errors import LoweringError, condense
from pytest_irlower.families.model import ModelFamily, without_frontend
from pytest_irlower.runtime.toolchain import Toolchain, package_version
from pytest_irlower.text import normalize as norm
from pytest_irlower.text.syntax import ELIDE_LIMIT

#: the loggers of torch's ONNX exporter and onnxscript (registry notes, one per export)
_EXPORTER_LOGGERS = ("torch.onnx", "onnxscript", "onnx_ir")

_SYMBOL = re.compile(r"\bs\d+\b")
_ANSI = re.compile(r"\x1b\[[0-9;]*m")
_TRANSLATING = re.compile(
    r"Error when translating node %(\w+) : .*?target=(?:torch\.ops\.)?([\w.]+)\]"
)


class Onnx(ModelFamily):
    """The ONNX model of a PyTorch module, from torch's dynamo-based ONNX exporter."""

    name = "onnx"
    #: what its output depends on: the cross-run key and the session header read it
    environment = Environment(
        distributions=("torch", "onnx", "onnxscript", "onnx-ir"), executables=()
    )
    ir_types = (
        IRType(
            "onnx",
            "module",
            ".txt",
            "onnx",
            "torch.onnx.export(model, inputs, dynamo=True) (from fx_graph), onnx.printer.to_text",
            after="fx_graph",
        ),
    )

    def prepare(self, request: Request) -> Request:
        # the ONNX model is the same whichever importer reads it next: one export serves both
        return without_frontend(super().prepare(request))

    def header_lines(self, toolchain: Toolchain) -> list[str]:
        found = [(name, package_version(name)) for name in ("onnx", "onnxscript")]
        missing = [name for name, version in found if version is None]
        if missing:
            return [
                f"onnx: {', '.join(missing)} not installed: ir_type 'onnx' and frontend='onnx' "
                f"skip ({INSTALL_HINT})"
            ]
        versions = ", ".join(f"{name} {version}" for name, version in found)
        return [f"onnx: {versions}: ir_type 'onnx' and frontend='onnx'"]

    def build_onnx(self, work: Work) -> Stage:
        onnx = require_onnx()
        assert work.previous is not None
        request = work.request
        model = export(work.previous.payload, request.inputs)
        make_portable(model)
        if request.options.keep_weights:
            text = print_model(model)
        else:
            text = print_model(elided(model, ELIDE_LIMIT))
        return work.stage(
            text=text, full_text=_printer(model), payload=model, engine=f"onnx {onnx.__version__}"
        )


def _printer(model: Any) -> Callable[[], str]:
    # a closure over the ONNX model only: a cached stage must not reach the PyTorch model
    return lambda: print_model(model)


def print_model(model: Any) -> str:
    """``onnx.printer.to_text`` of a model, whitespace normalized."""
    onnx = require_onnx()
    return norm.normalize_whitespace(onnx.printer.to_text(model))


@contextlib.contextmanager
def _quiet_exporter() -> Iterator[None]:
    """The exporter's INFO/WARNING records (``torchvision is not installed...``) left out."""
    loggers = [logging.getLogger(name) for name in _EXPORTER_LOGGERS]
    levels = [logger.level for logger in loggers]
    for logger in loggers:
        logger.setLevel(logging.ERROR)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            yield
    finally:
        for logger, level in zip(loggers, levels, strict=True):
            logger.setLevel(level)


def export(program: Any, inputs: tuple[Any, ...]) -> Any:
    """``torch.onnx.export(program, inputs, dynamo=True)``'s ``ModelProto``; a model the
    exporter cannot translate fails naming the op."""
    torch = require_torch()
    with _quiet_exporter():
        try:
            exported = torch.onnx.export(program, inputs, dynamo=True, verbose=False)
        except Exception as exc:  # the exporter raises many types; all end the chain here
            raise LoweringError("onnx", export_message(exc)) from exc
        if exported is None:  # only the TorchScript exporter returns nothing
            raise LoweringError("onnx", "torch.onnx.export(dynamo=True) returned no program")
        return exported.model_proto


def export_message(exc: BaseException) -> str:
    """The exporter's message, led by the op it could not translate (when it says which)."""
    chain: list[BaseException] = []
    current: BaseException | None = exc
    while current is not None and len(chain) < 8:
        chain.append(current)
        current = current.__cause__
    for index, item in enumerate(chain):
        found = _TRANSLATING.search(_ANSI.sub("", str(item)))
        if found is None:
            continue
        node, op = found.groups()
        causes = chain[index + 1 :] or [item]
        root = causes[-1]
        why = _ANSI.sub("", str(root)).strip() or type(root).__name__
        return (
            f"torch.onnx.export cannot translate {op} (node %{node}) to ONNX:\n"
            f"{type(root).__name__}: {condense(why, max_lines=12)}"
        )
    message = torch_message(exc, "torch.onnx.export(dynamo=True)")
    lines = [
        line
        for line in _ANSI.sub("", message).splitlines()
        if not line.startswith(("- If there is", "- Create an error report"))
    ]
    return "\n".join(lines)


def make_portable(model: Any) -> None:
    """Clear what differs between machines and runs (in place): the producer's version,
    doc strings and metadata (stack traces with absolute paths); torch's shape symbols
    renumbered ``s0, s1...`` in order of first appearance."""
    model.ClearField("producer_version")
    model.ClearField("doc_string")
    del model.metadata_props[:]
    dims: list[Any] = []
    for graph in _graphs(model):
        _clear_notes(graph)
        for node in graph.node:
            _clear_notes(node)
        for value in [*graph.input, *graph.output, *graph.value_info]:
            _clear_notes(value)
            dims.extend(_symbolic_dims(value))
        for tensor in graph.initializer:
            _clear_notes(tensor)
    for function in model.functions:
        _clear_notes(function)
        for node in function.node:
            _clear_notes(node)
    order: dict[str, str] = {}
    for dim in dims:
        for symbol in _SYMBOL.findall(dim.dim_param):
            order.setdefault(symbol, f"s{len(order)}")
    for dim in dims:
        dim.dim_param = _SYMBOL.sub(lambda m: order[m.group(0)], dim.dim_param)


def _clear_notes(proto: Any) -> None:
    fields = proto.DESCRIPTOR.fields_by_name
    if "doc_string" in fields:
        proto.ClearField("doc_string")
    if "metadata_props" in fields:
        del proto.metadata_props[:]


def _symbolic_dims(value: Any) -> list[Any]:
    kind = value.type.WhichOneof("value") if value.HasField("type") else None
    if kind != "tensor_type" or not value.type.tensor_type.HasField("shape"):
        return []
    return [d for d in value.type.tensor_type.shape.dim if d.HasField("dim_param")]


def _graphs(model: Any) -> Iterator[Any]:
    """The main graph and every subgraph (If/Loop/Scan bodies), depth first."""
    pending = [model.graph]
    for function in model.functions:
        pending.extend(_subgraphs(function.node))
    while pending:
        graph = pending.pop()
        yield graph
        pending.extend(_subgraphs(graph.node))


def _subgraphs(nodes: Any) -> list[Any]:
    found = []
    for node in nodes:
        for attribute in node.attribute:
            if attribute.HasField("g"):
                found.append(attribute.g)
            found.extend(attribute.graphs)
    return found


def elided(model: Any, limit: int) -> Any:
    """A copy of ``model`` whose tensors with more than ``limit`` elements hold no data:
    they point at external data at ``__elided__`` (what ``onnx.printer`` then prints is
    what :func:`pytest_irlower.text.normalize.elide_onnx_tensors` makes of the full text)."""
    onnx = require_onnx()
    copy = onnx.ModelProto()
    copy.CopyFrom(model)
    tensors: list[Any] = []
    for graph in _graphs(copy):
        tensors.extend(graph.initializer)
        tensors.extend(_attribute_tensors(graph.node))
    for function in copy.functions:
        tensors.extend(_attribute_tensors(function.node))
    for tensor in tensors:
        if tensor.data_location == onnx.TensorProto.EXTERNAL:
            continue
        if math.prod(tensor.dims) <= limit:
            continue
        for data in (
            "raw_data",
            "float_data",
            "int32_data",
            "string_data",
            "int64_data",
            "double_data",
            "uint64_data",
        ):
            tensor.ClearField(data)
        tensor.data_location = onnx.TensorProto.EXTERNAL
        entry = tensor.external_data.add()
        entry.key, entry.value = "location", "__elided__"
    return copy


def _attribute_tensors(nodes: Any) -> list[Any]:
    found = []
    for node in nodes:
        for attribute in node.attribute:
            if attribute.HasField("t"):
                found.append(attribute.t)
            found.extend(attribute.tensors)
    return found


FAMILY = Onnx
