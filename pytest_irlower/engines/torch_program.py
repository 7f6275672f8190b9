"""torch itself, for the families that lower PyTorch models: importing it, the keys that
change when an exported graph could (inputs, weights, mode), already-exported programs,
and torch's messages condensed. Engine work: nothing here knows a family or a request;
torch is imported inside the functions.
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import logging
import os
import re
import sys
import warnings
import weakref
from collections.abc import Iterator
from typing import Any

from pytest_irlower.errors import ToolchainMissing, UsageError, condense

MIN_TORCH = (2, 6)

#: PyPI's torch is the CUDA build: the CPU build comes from PyTorch's own index
INSTALL_HINT = (
    "pip install torch==2.13.0 --index-url https://download.pytorch.org/whl/cpu "
    "(the CPU build), then pip install 'pytest-irlower[torch]'"
)


def require_torch() -> Any:
    """Import torch, or raise :class:`ToolchainMissing` saying what was looked for."""
    try:
        import torch
    except ImportError as exc:
        raise ToolchainMissing("torch", f"'import torch' failed ({exc})", INSTALL_HINT) from None
    _quiet_structured_trace()
    version = tuple(_leading_ints(torch.__version__, 2))
    if version < MIN_TORCH:
        raise ToolchainMissing(
            "torch",
            f"found torch {torch.__version__}, need {'.'.join(map(str, MIN_TORCH))} or newer",
            INSTALL_HINT,
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
                    _layout(item),
                    _digest(item) if values else None,
                )
            )
        elif isinstance(item, (int, float, bool, str, type(None))):
            key.append(("value", type(item).__name__, item))
        else:
            key.append(("object", id(item)))
    return tuple(key)


def _layout(tensor: Any) -> tuple[Any, ...]:
    """A dense tensor's strides; a sparse one has none ("Sparse CSR tensors do not have
    strides": OpInfo's sparse.mm.reduce failed in this key), so its layout and its count of
    stored elements, which size its index and value tensors."""
    if str(tensor.layout) == "torch.strided":
        return tuple(tensor.stride())
    nnz = getattr(tensor, "_nnz", None)
    return (str(tensor.layout), int(nnz()) if callable(nnz) else None)


def _digest(tensor: Any) -> str:
    try:
        data = tensor.detach().cpu().contiguous().view(-1).view(dtype=_byte_dtype()).numpy()
    except (RuntimeError, TypeError, ValueError, AttributeError):  # fake, sparse, meta...
        return f"id{id(tensor)}:{getattr(tensor, '_version', 0)}"
    return hashlib.blake2b(memoryview(data), digest_size=12).hexdigest()


def _byte_dtype() -> Any:
    import torch

    return torch.uint8


def state_signature(model: Any) -> tuple[Any, ...]:
    """Parameters, buffers and tensor attributes (identity and in-place version), and the
    train/eval mode of every submodule, so an edited model is lowered anew."""
    torch = require_torch()
    if not isinstance(model, torch.nn.Module):  # a ScriptFunction holds no state
        return ((), ())
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


_FINGERPRINTS: weakref.WeakKeyDictionary[Any, str] = weakref.WeakKeyDictionary()


def program_fingerprint(program: Any) -> str:
    """An exported program's graph and signature as text, and a digest of every tensor it
    holds (parameters, buffers, lifted constants), remembered per program."""
    try:
        return _FINGERPRINTS[program]
    except (KeyError, TypeError):
        pass
    h = hashlib.blake2b(digest_size=20)
    h.update(_graph_text(program).encode())
    tensors = {**dict(program.state_dict), **dict(getattr(program, "constants", {}) or {})}
    for name in sorted(tensors):
        value = tensors[name]
        h.update(name.encode() + b"\0")
        if hasattr(value, "shape"):
            data = _digest(value)
            if data.startswith("id"):  # no bytes to digest (fake, meta): no stable key
                return ""
            h.update(f"{tuple(value.shape)} {value.dtype} {data}".encode())
        else:  # a script object or another constant: its repr, if stable
            shown = repr(value)
            if " at 0x" in shown:
                return ""
            h.update(shown.encode())
    text = h.hexdigest()
    with contextlib.suppress(TypeError):
        _FINGERPRINTS[program] = text
    return text


def _graph_text(program: Any) -> str:
    """An exported program's text without its comment lines: the stack trace torch prints
    above each node names the source file (``# File: /path/model.py:12``) and, for the
    graphs torch.cond and its kin trace, ``<eval_with_key>.N``, N counting the graph
    modules this process has made so far (the same model's text differed between runs)."""
    return "\n".join(
        line for line in str(program).splitlines() if not line.lstrip().startswith("#")
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


def is_program(subject: Any) -> bool:
    """Whether ``subject`` is a ``torch.export.ExportedProgram`` (torch is not imported)."""
    torch = sys.modules.get("torch")
    export = getattr(torch, "export", None) if torch is not None else None
    kind = getattr(export, "ExportedProgram", None)
    return kind is not None and isinstance(subject, kind)


_MODULES: weakref.WeakKeyDictionary[Any, Any] = weakref.WeakKeyDictionary()


def as_module(subject: Any) -> Any:
    """The ``nn.Module`` to trace or run for a subject: a module itself, or an exported
    program's ``program.module()`` (made once per program; it holds no reference back)."""
    if not is_program(subject):
        return subject
    try:
        return _MODULES[subject]
    except KeyError:
        pass
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        module = subject.module()
    _MODULES[subject] = module
    return module


@contextlib.contextmanager
def no_collection() -> Iterator[None]:
    """Python's cyclic garbage collector held off while torch traces a model.

    A collection mid-trace runs finalizers on the tracing thread, and the close of an
    abandoned generator that ``torch.no_grad()`` wraps (every OpInfo ``sample_inputs``
    function is one) sets grad mode off and on again: ``torch.export.export`` records
    both calls, and the graph gets an empty ``wrap_with_set_grad_enabled`` submodule that
    depends on what earlier tests left for the collector. Collection resumes when the
    trace is done, and only if it was on before: a nested hold leaves it to the outer one,
    and a collector the user turned off stays off. Two threads tracing at once: the first
    to finish turns it back on (never off for good), and the other's trace goes unheld.
    The collector is turned off inside the ``try``: a timer's or Ctrl-C's exception
    anywhere after the first line still turns it back on.
    """
    was_on = gc.isenabled()
    try:
        gc.disable()
        yield
    finally:
        if was_on:
            gc.enable()


def program_state_signature(program: Any) -> tuple[Any, ...]:
    """An exported program's tensors (identity and in-place version), as
    :func:`state_signature` has a model's: edited weights are lowered anew."""
    tensors = {**dict(program.state_dict), **dict(getattr(program, "constants", {}) or {})}
    return tuple(
        (name, value.data_ptr(), value._version)
        if hasattr(value, "_version")
        else (name, id(value))
        for name, value in sorted(tensors.items())
    )


def program_user_inputs(program: Any) -> list[tuple[str, Any]]:
    """The exported program's user inputs: (placeholder name, its example value, fake)."""
    from torch.export.graph_signature import InputKind

    values = {n.name: n.meta.get("val") for n in program.graph.nodes if n.op == "placeholder"}
    return [
        (spec.arg.name, values.get(spec.arg.name))
        for spec in program.graph_signature.input_specs
        if spec.kind == InputKind.USER_INPUT
    ]


def program_is_dynamic(program: Any) -> bool:
    """Whether any user input of the program has a symbolic dim."""
    torch = require_torch()
    return any(
        isinstance(dim, torch.SymInt)
        for _, value in program_user_inputs(program)
        if isinstance(value, torch.Tensor)
        for dim in value.shape
    )


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


def diagnostic_gist(detail: str) -> str:
    """The first error of a tool's diagnostics, without its location and IR dump."""
    lines = [line.strip() for line in detail.splitlines() if line.strip()]
    why = next((line for line in lines if "error:" in line), lines[0] if lines else "")
    # MLIR's "loc: error: failed to legalize operation 'x' that was ...: %1 = ..." -> its gist;
    # an op torch-mlir has no definition for is a torch.operator naming it
    unknown = re.search(r'"torch\.operator".*?name = "([\w.]+)"', why)
    why = why.split("error: ", 1)[-1].split(": %", 1)[0]
    why = why.replace(" that was explicitly marked illegal", "")
    if unknown:
        why += f" ({unknown.group(1)}: an op torch-mlir has no definition or lowering for)"
    return why


# -- an exported program's example inputs --------------------------------------------


def _describe_value(value: Any, torch: Any) -> str:
    if isinstance(value, torch.Tensor):
        dims = ", ".join(str(d) for d in value.shape)
        return f"[{dims}] {str(value.dtype).replace('torch.', '')}"
    return repr(value)


def program_inputs(program: Any, inputs: tuple[Any, ...]) -> tuple[Any, ...]:
    """The example inputs of a lowering of an exported program: the call's own
    (``inputs``), checked against the program's input signature, or the program's saved
    example inputs when the call gave none."""
    torch = require_torch()
    if not inputs:
        saved = getattr(program, "example_inputs", None)
        if saved is None:
            raise UsageError(
                "this ExportedProgram holds no example inputs (torch.export.load of an old "
                "file?): pass them, lower(program, (x, ...), ir_type=...)"
            )
        args, kwargs = saved
        if kwargs:
            raise UsageError(
                "the ExportedProgram was exported with keyword inputs "
                f"({', '.join(sorted(kwargs))}); lower() passes example inputs by position"
            )
        inputs = tuple(args)
    expected = program_user_inputs(program)
    wanted = ", ".join(f"{name}: {_describe_value(v, torch)}" for name, v in expected)
    if len(inputs) != len(expected):
        raise UsageError(
            f"the ExportedProgram takes {len(expected)} input(s) ({wanted}), got {len(inputs)} "
            "example input(s)"
        )
    for index, (value, (name, spec)) in enumerate(zip(inputs, expected, strict=True)):
        problem = _input_problem(value, spec, program, torch)
        if problem:
            raise UsageError(
                f"example input {index} does not match the ExportedProgram's input {name!r}: "
                f"{problem} (the program takes {wanted}; its static dims and dtypes are fixed "
                "at export: export again, with dynamic_shapes= to vary a dim)"
            )
    return inputs


def _input_problem(value: Any, spec: Any, program: Any, torch: Any) -> str | None:
    if not isinstance(spec, torch.Tensor):
        if isinstance(value, torch.Tensor):
            return f"got a tensor {_describe_value(value, torch)}, the program takes {spec!r}"
        return None
    if not isinstance(value, torch.Tensor):
        return f"got {type(value).__name__}, the program takes a tensor"
    got, want = _describe_value(value, torch), _describe_value(spec, torch)
    if value.dtype != spec.dtype or value.dim() != spec.dim():
        return f"got {got}, the program takes {want}"
    for axis, (size, dim) in enumerate(zip(value.shape, spec.shape, strict=True)):
        if not isinstance(dim, torch.SymInt):
            if size != dim:
                return f"got {got}, the program takes {want} (dim {axis} is static)"
            continue
        bounds = program.range_constraints.get(dim.node.expr)
        try:
            inside = bounds is None or bool(bounds.lower <= size <= bounds.upper)
        except TypeError:
            inside = True
        if not inside:
            return f"dim {axis} is {size}, outside the range {bounds} of the symbol {dim}"
    return None


def save_program(program: Any) -> bytes:
    """An exported program as ``torch.export.save`` writes it (a ``.pt2`` archive)."""
    import io

    torch = require_torch()
    buffer = io.BytesIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.export.save(program, buffer)
    return buffer.getvalue()


def load_program(data: bytes) -> Any:
    """The exported program in a ``.pt2`` archive (:func:`save_program`'s bytes)."""
    import io

    torch = require_torch()
    # torch.export.load logs the traceback of a failed first try before its second; the
    # caller reports the error itself
    logger = logging.getLogger("torch.export")
    disabled = logger.disabled
    logger.disabled = True
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return torch.export.load(io.BytesIO(data))
    finally:
        logger.disabled = disabled
