"""The torch export levels: TorchScript, torch.export's FX graph and Core ATen.

The exported program is the ``fx_graph`` stage's payload: the torch-mlir family
imports it from there, so one model lowered to many IR types is exported once.
Stages are cached per model (held weakly) and per :func:`model_key`, which changes
whenever the graph could: input shapes, dtypes and values, parameters and buffers
replaced or edited in place, train or eval mode.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import warnings
from collections.abc import Hashable
from typing import Any, ClassVar

from pytest_irlower import normalize as norm
from pytest_irlower.errors import LoweringError, ToolchainMissing, UsageError, condense
from pytest_irlower.family import Family, IRType, Request, Stage, Work

MIN_TORCH = (2, 6)


def require_torch() -> Any:
    """Import torch, or raise :class:`ToolchainMissing` saying what was looked for."""
    try:
        import torch
    except ImportError as exc:
        raise ToolchainMissing(
            "torch", f"'import torch' failed ({exc})", "pip install torch (2.6 or newer)"
        ) from None
    _quiet_structured_trace()
    version = tuple(_leading_ints(torch.__version__, 2))
    if version < MIN_TORCH:
        raise ToolchainMissing(
            "torch",
            f"found torch {torch.__version__}, need {'.'.join(map(str, MIN_TORCH))} or newer",
            "pip install -U torch",
        )
    return torch


class _TraceOnlyWhenAsked(logging.Filter):
    """Pass torch's structured-trace records only when ``TORCH_TRACE`` asks for them."""

    def filter(self, record: logging.LogRecord) -> bool:
        return bool(os.environ.get("TORCH_TRACE"))


def _quiet_structured_trace() -> None:
    # torch's structured-trace channel (for tlparse) logs empty DEBUG records on every
    # export; pytest attaches its capture handler to non-propagating loggers too, so
    # every failure report would carry them
    logger = logging.getLogger("torch.__trace")
    if not any(isinstance(f, _TraceOnlyWhenAsked) for f in logger.filters):
        logger.addFilter(_TraceOnlyWhenAsked())


def _leading_ints(version: str, count: int) -> list[int]:
    parts = []
    for piece in version.split(".")[:count]:
        digits = "".join(ch for ch in piece if ch.isdigit()) or "0"
        parts.append(int(digits))
    return parts


def input_signature(inputs: tuple[Any, ...], *, values: bool = False) -> tuple[Any, ...]:
    """A hashable key that changes when the exported graph could change.

    ``values=True`` digests tensor values too: ``torch.jit.trace`` runs on real values
    and can bake one into the graph (torch.export traces symbolically and cannot).
    """
    torch = require_torch()
    key: list[Any] = []
    for item in inputs:
        if isinstance(item, torch.Tensor):
            key.append(
                (
                    "tensor",
                    tuple(item.shape),
                    str(item.dtype),
                    item.requires_grad,
                    tuple(item.stride()),
                    _digest(item) if values else None,
                )
            )
        elif isinstance(item, (int, float, bool, str, type(None))):
            key.append(("value", type(item).__name__, item))
        else:
            key.append(("object", id(item)))
    return tuple(key)


def _digest(tensor: Any) -> str:
    try:
        data = tensor.detach().cpu().contiguous().view(-1).view(dtype=_byte_dtype()).numpy()
    except (RuntimeError, TypeError, ValueError, AttributeError):  # fake, sparse, meta...
        return f"id{id(tensor)}:{getattr(tensor, '_version', 0)}"
    return hashlib.blake2b(data.tobytes(), digest_size=12).hexdigest()


def _byte_dtype() -> Any:
    import torch

    return torch.uint8


def state_signature(model: Any) -> tuple[Any, ...]:
    """Parameters, buffers and tensor attributes (identity and in-place version), and the
    train/eval mode of every submodule, so an edited model is lowered anew."""
    torch = require_torch()
    state: list[Any] = []
    for name, tensor in [*model.named_parameters(), *model.named_buffers()]:
        state.append((name, tensor.data_ptr(), tensor._version, tensor.requires_grad))
    modes = []
    for prefix, module in model.named_modules():
        modes.append((prefix, module.training))
        for attr, value in vars(module).items():
            if isinstance(value, torch.Tensor) and not attr.startswith("_"):
                state.append((f"{prefix}.{attr}", value.data_ptr(), value._version))
    return (tuple(modes), tuple(state))


def model_key(request: Request) -> Hashable:
    """The cache key of a model's stages (besides the model itself)."""
    values = request.ir_type.name == "torch_script_graph_ir"
    return (
        input_signature(request.inputs, values=values),
        state_signature(request.subject),
        repr(request.param("dynamic_shapes")),
    )


def check_marked_dynamic(request: Request) -> None:
    """An input marked with ``torch._dynamo.mark_dynamic`` is not silently made static."""
    if request.param("dynamic_shapes") is not None:
        return
    for index, value in enumerate(request.inputs):
        marked = sorted(
            set(getattr(value, "_dynamo_dynamic_indices", ()) or ())
            | set(getattr(value, "_dynamo_weak_dynamic_indices", ()) or ())
            | set(getattr(value, "_dynamo_unbacked_indices", ()) or ())
        )
        if marked:
            dims = ", ".join(f"{d}: Dim('d{d}')" for d in marked)
            raise UsageError(
                f"example input {index} was marked dynamic (dims {marked}) with "
                "torch._dynamo.mark_dynamic: lower() does not guess from such marks (torch.export "
                "would quietly make those dims dynamic, torch.jit.trace would ignore them); say "
                "it with torch.export's own format: lower(model, inputs, ir_type=..., "
                f"dynamic_shapes=({{{dims}}},)) with torch.export.Dim"
            )


def print_symbols_portably(text: str, *, quoted: bool) -> str:
    """Rename torch's shape symbols (``s31``, which depend on the tracing) to ``s0, s1...``
    in order of first appearance; ``quoted``: only inside quotes (MLIR, where an affine map's
    own ``s0`` must stay)."""
    pattern = re.compile(r'"(s\d+)"' if quoted else r"\b(s\d+)\b")
    order: dict[str, str] = {}
    for match in pattern.finditer(text):
        order.setdefault(match.group(1), f"s{len(order)}")
    if not order or all(k == v for k, v in order.items()):
        return text

    def rename(match: re.Match[str]) -> str:
        new = order[match.group(1)]
        return f'"{new}"' if quoted else new

    return pattern.sub(rename, text)


def check_module(request: Request) -> None:
    """A PyTorch IR type needs a ``torch.nn.Module`` subject."""
    torch = require_torch()
    if isinstance(request.subject, torch.nn.Module):
        return
    hint = (
        " (for IR text or code, use ir_type='raw_ir')" if isinstance(request.subject, str) else ""
    )
    raise UsageError(
        f"ir_type {request.ir_type.name!r} lowers a torch.nn.Module, "
        f"got {type(request.subject).__name__}{hint}"
    )


class ModelFamily(Family):
    """Shared by the families that lower PyTorch models: subject check and cache key."""

    subject_name = "a torch.nn.Module"
    #: torch.export's dynamic_shapes, through every level that takes them
    params: ClassVar[tuple[str, ...]] = ("dynamic_shapes",)

    def check_subject(self, request: Request) -> None:
        check_module(request)
        check_marked_dynamic(request)

    def cache_key(self, request: Request) -> Hashable:
        return model_key(request)


class TorchExport(ModelFamily):
    """TorchScript, torch.export and Core ATen graphs, as text."""

    name = "torch_export"
    ir_types = (
        IRType(
            "torch_script_graph_ir",
            "module",
            ".txt",
            "torchscript",
            "torch.jit.trace(model, inputs).inlined_graph",
        ),
        IRType("fx_graph", "module", ".txt", "fx", "torch.export.export(model, inputs), printed"),
        IRType(
            "core_aten_ir",
            "module",
            ".txt",
            "fx",
            "the exported program after the Core ATen decompositions",
            after="fx_graph",
        ),
        IRType(
            "prims_ir",
            "module",
            ".txt",
            "fx",
            "make_fx under torch._prims.context.TorchRefsMode with torch's decompositions",
        ),
    )

    def build_torch_script_graph_ir(self, work: Work) -> str:
        torch = require_torch()
        request = work.request
        if request.param("dynamic_shapes") is not None:
            raise UsageError(
                "torch_script_graph_ir cannot take dynamic_shapes: torch.jit.trace specializes "
                "on the example inputs' shapes (fx_graph, core_aten_ir and the torch-mlir IR "
                "types take them)"
            )
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                traced = torch.jit.trace(request.subject, request.inputs, check_trace=False)
            except Exception as exc:  # torch raises many types; all end the chain here
                raise LoweringError(
                    "torch_script_graph_ir", torch_message(exc, "torch.jit.trace")
                ) from exc
        text = str(traced.inlined_graph)
        if request.options.keep_locations:
            text = norm.relativize_paths(text, request.options.path_roots())
        else:
            text = norm.strip_torchscript_locations(text)
        return norm.strip_torch_mangles(text)

    def build_fx_graph(self, work: Work) -> Stage:
        torch = require_torch()
        request = work.request
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                program = torch.export.export(
                    request.subject,
                    request.inputs,
                    dynamic_shapes=request.param("dynamic_shapes"),
                    strict=False,
                )
            except Exception as exc:
                raise LoweringError("fx_graph", torch_message(exc, "torch.export.export")) from exc
        return work.stage(print_graph(program, request), payload=program)

    def build_core_aten_ir(self, work: Work) -> Stage:
        assert work.previous is not None
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                program = work.previous.payload.run_decompositions()
            except Exception as exc:
                raise LoweringError(
                    "core_aten_ir", torch_message(exc, "ExportedProgram.run_decompositions")
                ) from exc
        return work.stage(print_graph(program, work.request), payload=program)

    def build_prims_ir(self, work: Work) -> str:
        torch = require_torch()
        from torch._decomp import decomposition_table
        from torch._prims.context import TorchRefsMode
        from torch.fx.experimental.proxy_tensor import make_fx

        request = work.request
        with warnings.catch_warnings(), torch.no_grad():
            warnings.simplefilter("ignore")
            try:
                with TorchRefsMode():
                    traced = make_fx(
                        request.subject,
                        decomposition_table=decomposition_table,  # type: ignore[arg-type, unused-ignore]
                    )(*request.inputs)
            except Exception as exc:
                raise LoweringError(
                    "prims_ir", torch_message(exc, "make_fx under TorchRefsMode")
                ) from exc
        return print_graph_module(traced, request)


def print_graph(program: Any, request: Request) -> str:
    """An exported program's graph module as portable text."""
    return print_graph_module(program.graph_module, request)


def print_graph_module(module: Any, request: Request) -> str:
    """A graph module as portable text."""
    text = module.print_readable(
        print_output=False, include_stride=False, include_device=False, colored=False
    )
    if request.param("dynamic_shapes") is not None:
        text = print_symbols_portably(text, quoted=False)
    if request.options.keep_locations:
        return norm.relativize_paths(text, request.options.path_roots())
    return norm.strip_fx_source_comments(text)


_TORCH_BOILERPLATE = re.compile(
    r"TORCH_LOGS|TORCHDYNAMO_|https?://|draft_export|For C\+\+ stack trace|"
    r"get a list of all other errors"
)


def torch_message(exc: BaseException, what: str) -> str:
    """torch's own message, condensed, led by the call that raised it.

    The lines that only point at torch's debugging switches and docs are dropped.
    """
    message = str(exc).strip() or repr(exc)
    lines = [line for line in message.splitlines() if not _TORCH_BOILERPLATE.search(line)]
    text = re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()
    causes = _causes(exc)
    if causes:
        text += "\n" + "\n".join(f"caused by {cause}" for cause in causes)
    return f"{what} raised {type(exc).__name__}:\n{condense(text, max_lines=30)}"


def _causes(exc: BaseException, limit: int = 3) -> list[str]:
    """The exceptions behind ``exc`` (``KeyError('model.embeddings.position_ids')``...)."""
    found: list[str] = []
    seen = {id(exc)}
    current = exc.__cause__ or (None if exc.__suppress_context__ else exc.__context__)
    while current is not None and id(current) not in seen and len(found) < limit:
        seen.add(id(current))
        message = (
            repr(current.args[0])
            if isinstance(current, KeyError) and current.args
            else str(current)
        )
        first = message.strip().splitlines()[0] if message.strip() else ""
        found.append(f"{type(current).__name__}: {first}")
        current = current.__cause__ or (
            None if current.__suppress_context__ else current.__context__
        )
    return found


FAMILY = TorchExport
