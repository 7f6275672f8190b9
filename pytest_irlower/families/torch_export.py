"""The torch export levels: TorchScript, torch.export's FX graph and Core ATen.

The exported program is the ``fx_graph`` stage's payload: the torch-mlir family
imports it from there, so one model lowered to many IR types is exported once.
Stages are cached per model (held weakly) and per :func:`model_key`, which changes
whenever the graph could: input shapes, dtypes and values, parameters and buffers
replaced or edited in place, train or eval mode.
"""

from __future__ import annotations

import contextlib
import hashlib
import inspect
import logging
import os
import re
import sys
import warnings
import weakref
from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar

from pytest_irlower import normalize as norm
from pytest_irlower.errors import LoweringError, ToolchainMissing, UsageError, condense
from pytest_irlower.families import import_options
from pytest_irlower.family import Family, IRType, Request, Stage, Work

if TYPE_CHECKING:
    from pytest_irlower.numerics import Runner

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
    return hashlib.blake2b(memoryview(data), digest_size=12).hexdigest()


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


#: what ``graph=`` can choose: the graph that feeds the torch-mlir IR types and after
GRAPHS = ("inference", "forward", "backward")


def graph_of(request: Request) -> str:
    """The ``graph=`` of a request (``"inference"`` when not passed), checked."""
    value = request.param("graph")
    if value is None:
        return "inference"
    if value == "prims":
        raise UsageError(
            "graph='prims' cannot feed the torch-mlir IR types: torch-mlir imports prims ops "
            "as unknown torch.operator ops that no pass lowers (an MLP's stops at "
            "'torch.prims.transpose'), so the Prims graph stops at ir_type='prims_ir'; graph= "
            "takes 'inference' (the default), 'forward' or 'backward'"
        )
    if not isinstance(value, str) or value not in GRAPHS:
        raise UsageError(
            f"graph={value!r} is not a graph lower() knows; valid: 'inference' (the default: "
            "torch.export's graph), 'forward' or 'backward' (AOTAutograd's training graphs, "
            "from the model's output through loss_fn=)"
        )
    return value


def loss_key(request: Request) -> Hashable:
    """``loss_fn=`` as a cache key part: the function by identity, held weakly where it can
    be (a dead function's key never equals a live one's, so a reused id cannot alias)."""
    fn = request.param("loss_fn")
    if fn is None:
        return None
    try:
        return weakref.WeakMethod(fn) if inspect.ismethod(fn) else weakref.ref(fn)
    except TypeError:  # builtins and other objects without weak references live on
        key: Hashable = fn
        return key


def model_key(request: Request, *, graph: bool = True) -> Hashable:
    """The cache key of a model's stages (besides the model itself); ``graph=False``
    leaves ``graph=`` out (stages every graph shares)."""
    values = request.ir_type.name == "torch_script_graph_ir"
    subject = request.subject
    key = (
        input_signature(request.inputs, values=values),
        program_state_signature(subject) if is_program(subject) else state_signature(subject),
        repr(request.param("dynamic_shapes")),
        frontend(request),
        loss_key(request),
        import_options.strict_of(request.param("strict")),
        import_options.legal_ops_of(request.param("backend_legal_ops")),
    )
    return (*key, graph_of(request)) if graph else key


def derived_from(spec: IRType, ancestor: str) -> bool:
    """Whether ``spec`` is built, through its chain of ``after`` links, from ``ancestor``."""
    from pytest_irlower.families import REGISTRY

    seen = set()
    while spec.after is not None and spec.after not in seen:
        if spec.after == ancestor:
            return True
        seen.add(spec.after)
        spec = REGISTRY.get(spec.after)
    return False


_FINGERPRINTS: weakref.WeakKeyDictionary[Any, str] = weakref.WeakKeyDictionary()


def program_fingerprint(program: Any) -> str:
    """An exported program's graph and signature as text, and a digest of every tensor it
    holds (parameters, buffers, lifted constants), remembered per program."""
    try:
        return _FINGERPRINTS[program]
    except (KeyError, TypeError):
        pass
    h = hashlib.blake2b(digest_size=20)
    h.update(str(program).encode())
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


#: ``frontend=`` values: the importer in front of the torch-mlir IR types
FRONTENDS = ("fx", "onnx")


def frontend(request: Request) -> str:
    """The request's ``frontend=`` (``"fx"`` unless the call named another)."""
    value: str = request.param("frontend", "fx")
    return value


def check_frontend(request: Request) -> None:
    """``frontend=`` is one of :data:`FRONTENDS`."""
    value = request.param("frontend", "fx")
    if value not in FRONTENDS:
        raise UsageError(
            f"frontend={value!r} is not a frontend; the importer in front of the torch-mlir "
            f"IR types is one of {', '.join(repr(f) for f in FRONTENDS)} (default 'fx')"
        )


#: keyword arguments that only the torch-mlir importers and after use
IMPORT_ONLY = ("frontend", "backend_legal_ops")


def without_frontend(request: Request) -> Request:
    """``request`` without ``frontend=`` and ``backend_legal_ops=``: for stages made before
    any importer runs, so one export serves every frontend and import option."""
    if not any(name in request.params for name in IMPORT_ONLY):
        return request
    params = {k: v for k, v in request.params.items() if k not in IMPORT_ONLY}
    return replace(request, params=params)


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
    """A PyTorch IR type needs a ``torch.nn.Module`` or ``torch.export.ExportedProgram``
    subject."""
    torch = require_torch()
    if isinstance(request.subject, torch.nn.Module) or is_program(request.subject):
        return
    hint = (
        " (for IR text or code, use ir_type='raw_ir')" if isinstance(request.subject, str) else ""
    )
    raise UsageError(
        f"ir_type {request.ir_type.name!r} lowers a torch.nn.Module or a "
        f"torch.export.ExportedProgram, got {type(request.subject).__name__}{hint}"
    )


# -- already-exported subjects ---------------------------------------------------------


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


def is_dynamic(request: Request) -> bool:
    """Whether the request has symbolic shapes: ``dynamic_shapes=`` given, or a program
    exported with them."""
    if request.param("dynamic_shapes") is not None:
        return True
    return is_program(request.subject) and program_is_dynamic(request.subject)


def _describe_value(value: Any, torch: Any) -> str:
    if isinstance(value, torch.Tensor):
        dims = ", ".join(str(d) for d in value.shape)
        return f"[{dims}] {str(value.dtype).replace('torch.', '')}"
    return repr(value)


def program_inputs(request: Request) -> tuple[Any, ...]:
    """The example inputs of a request whose subject is an exported program: the call's
    own, checked against the program's input signature, or the program's saved example
    inputs when the call gave none."""
    torch = require_torch()
    program = request.subject
    inputs = request.inputs
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


def _taking(param: str) -> list[str]:
    from pytest_irlower.families import REGISTRY

    return [
        t.name for t in REGISTRY.ir_types().values() if REGISTRY.family_of(t).takes_param(param, t)
    ]


def graph_fed_ir_types() -> list[str]:
    """The IR types ``graph=`` feeds: those of every family that takes it."""
    from pytest_irlower.families import REGISTRY

    return [
        t.name
        for t in REGISTRY.ir_types().values()
        if getattr(REGISTRY.family_of(t), "takes_graph", False)
    ]


#: the IR types of the model families that trace static shapes only
STATIC_ONLY = ("torch_script_graph_ir", "prims_ir")


class ModelFamily(Family):
    """Shared by the families that lower PyTorch models: subject check, ``graph=`` and
    ``loss_fn=``, and the cache key."""

    subject_name = "a torch.nn.Module"
    #: torch.export's dynamic_shapes, through every level that takes them; the training
    #: graphs' loss function; which graph feeds the torch-mlir IR types and after; the
    #: importer in front of the torch-mlir IR types ("fx" or "onnx")
    #: importer in front of the torch-mlir IR types ("fx" or "onnx"); torch.export's strict=;
    #: the Torch backend pipeline's legal ops (families/import_options.py)
    params: ClassVar[tuple[str, ...]] = (
        "dynamic_shapes",
        "loss_fn",
        "graph",
        "frontend",
        "strict",
        "backend_legal_ops",
    )
    #: whether ``graph=`` chooses what this family's chain is built from
    takes_graph: ClassVar[bool] = False
    #: whether this family's IR types are training graphs (they use ``loss_fn=`` always)
    training: ClassVar[bool] = False

    def takes_param(self, name: str, ir_type: IRType) -> bool:
        if name not in self.params:
            return False
        if name in ("graph", "frontend", "backend_legal_ops"):
            return self.takes_graph
        if name == "loss_fn":
            return self.takes_graph or self.training
        if name in ("dynamic_shapes", "strict"):
            return not self.training and ir_type.name not in STATIC_ONLY
        return True

    def check_subject(self, request: Request) -> None:
        check_module(request)
        check_marked_dynamic(request)
        check_frontend(request)
        self.check_graph(request)
        self.check_import_options(request)
        if is_program(request.subject) and request.param("dynamic_shapes") is not None:
            raise UsageError(
                "dynamic_shapes= is passed to torch.export.export, and an ExportedProgram is "
                "exported already: its dynamic dims are the ones it was exported with (export "
                "the model with dynamic_shapes=, then lower the program without it)"
            )

    def prepare(self, request: Request) -> Request:
        """An exported program's inputs: checked against its signature, or its own."""
        if not is_program(request.subject):
            return request
        inputs = program_inputs(request)
        return request if inputs is request.inputs else replace(request, inputs=inputs)

    def check_import_options(self, request: Request) -> None:
        """``strict=`` and ``backend_legal_ops=`` are valid and used by this IR type."""
        name = request.ir_type.name
        strict = import_options.strict_of(request.param("strict"))
        import_options.legal_ops_of(request.param("backend_legal_ops"))
        for param, what in (
            ("strict", "it is passed to torch.export.export, which does not make it"),
            ("backend_legal_ops", "it is an option of torch-mlir's Torch backend pipeline"),
        ):
            if request.param(param) is not None and not self.takes_param(param, request.ir_type):
                raise UsageError(
                    f"{param}= applies to {', '.join(_taking(param))} only, not {name!r} ({what})"
                )
        if strict and is_program(request.subject):
            raise UsageError(
                "strict= is passed to torch.export.export, and an ExportedProgram is exported "
                "already (export the model with strict=True, then lower the program)"
            )
        if strict and graph_of(request) != "inference":
            raise UsageError(
                f"strict= is passed to torch.export.export; graph={graph_of(request)!r} traces "
                "the model with AOTAutograd instead (drop strict=, or lower the inference graph)"
            )

    def check_graph(self, request: Request) -> None:
        """``graph=`` and ``loss_fn=`` make sense for this IR type (UsageError if not)."""
        name = request.ir_type.name
        graph = graph_of(request)
        loss_fn = request.param("loss_fn")
        if loss_fn is not None and not callable(loss_fn):
            raise UsageError(
                f"loss_fn= must be a callable turning the model's output into a scalar loss "
                f"(e.g. loss_fn=lambda out: out.sum()), got {type(loss_fn).__name__}"
            )
        if graph != "inference" and not self.takes_graph:
            what = (
                f"ir_type {name!r} is one of the training graphs itself"
                if self.training
                else f"ir_type {name!r} is not built from it (the graph itself: "
                f"ir_type='aot_{graph}_graph')"
            )
            raise UsageError(
                f"graph={graph!r} chooses the graph that feeds "
                f"{', '.join(graph_fed_ir_types())}; {what}"
            )
        if graph != "inference" and request.param("dynamic_shapes") is not None:
            raise UsageError(
                f"graph={graph!r} cannot take dynamic_shapes: AOTAutograd's training graphs are "
                "traced with the example inputs' static shapes"
            )
        if loss_fn is not None and graph == "inference" and not self.training:
            raise UsageError(
                f"loss_fn= is used by the training graphs (aot_joint_graph, aot_forward_graph, "
                f"aot_backward_graph) and by graph='forward' or 'backward'; ir_type {name!r} "
                "with graph='inference' (the default) does not use it: add graph='forward' or "
                "graph='backward', or drop loss_fn="
            )

    def cache_key(self, request: Request) -> Hashable:
        return model_key(request)

    def fingerprint(self, request: Request) -> str | None:
        """IR types built from the exported program are keyed across runs by it: its
        graph's text, a digest of its weights and constants, and the input signature.
        The export itself (and TorchScript, prims) runs every time: only it sees the
        model's Python code."""
        if request.options.keep_locations or not derived_from(request.ir_type, "fx_graph"):
            return None
        program = request.upstream("fx_graph")[-1].payload
        found = program_fingerprint(program) if program is not None else ""
        signature = repr(input_signature(request.inputs))
        if not found or " at 0x" in signature or "'object'" in signature:
            return None
        return f"{found} {signature}"

    def lower(self, request: Request) -> list[Stage]:
        try:
            return super().lower(request)
        except LoweringError as exc:
            graph = graph_of(request)
            if self.takes_graph and graph != "inference":
                name_combination(exc, graph, type(request.subject).__name__)
            raise

    def executable_stage(self, request: Request, stages: Sequence[Stage]) -> Stage | None:
        """The LLVM-dialect stage ``LoweredIR.run`` executes for this IR type (None: none)."""
        return None

    def runner(self, request: Request, stages: Sequence[Stage]) -> Runner | None:
        from pytest_irlower.engines.execution import main_signature
        from pytest_irlower.engines.model_runner import ModelRunner
        from pytest_irlower.engines.outputs import OutputPlan

        imported = next((s for s in stages if s.name == "torch_mlir"), None)
        signature = main_signature(imported.text) if imported is not None else ""
        plan = OutputPlan.from_details(imported.details) if imported is not None else None
        stage = self.executable_stage(request, stages)
        return ModelRunner(
            request.ir_type.name,
            request.subject,
            signature,
            source=_full_text_source(stage) if stage is not None else None,
            stage=stage.name if stage is not None else request.ir_type.name,
            timeout=request.options.timeout,
            why_not=(
                f"{request.ir_type.name} cannot be run: run() and check_numerics() execute "
                "llvm_mlir and llvm_ir of a PyTorch model on the CPU, or a custom pipeline's "
                "LLVM-dialect MLIR"
            ),
            plan=plan,
        )


def _full_text_source(stage: Stage) -> Callable[[], str]:
    """A function giving the stage's full text that holds what the stage's own ``full``
    holds (its MLIR module, never the model); called only in the child that runs it."""
    full = stage.full
    if callable(full):
        return full
    text = stage.text if full is None else full
    return lambda: text


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


def name_combination(exc: LoweringError, graph: str, model: str) -> None:
    """Say in ``exc`` that it is AOTAutograd's ``graph`` graph that failed at its stage,
    with the first line of the tool's diagnostic as the why (once, at the failing stage)."""
    if exc.detail.startswith("graph=") or exc.stage.startswith("aot_"):
        return
    why = diagnostic_gist(exc.detail)
    exc.detail = (
        f"graph={graph!r}: the {graph} graph of {model} (AOTAutograd) cannot be lowered to "
        f"{exc.stage} here: {why[:300]}\n{exc.detail}"
    )
    exc.refresh()


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

    def check_subject(self, request: Request) -> None:
        super().check_subject(request)
        if frontend(request) != "fx":
            raise UsageError(
                f"frontend={frontend(request)!r} picks the importer in front of the torch-mlir "
                f"IR types (torch_mlir and every IR type after it); {request.ir_type.name!r} "
                "is made before any importer runs (leave frontend= out, or ask for "
                "ir_type='onnx' to see the ONNX model)"
            )
        if request.ir_type.name == "torch_script_graph_ir" and is_program(request.subject):
            raise UsageError(
                "torch_script_graph_ir cannot take an ExportedProgram: torch.jit.trace runs the "
                "model's own Python forward, which an exported program no longer has (its graph "
                "is torch.export's); lower the nn.Module for TorchScript, or ask the program for "
                "fx_graph, core_aten_ir or the torch-mlir IR types"
            )

    def prepare(self, request: Request) -> Request:
        return without_frontend(super().prepare(request))

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
        if is_program(request.subject):
            # already exported: the program is the stage, as the user made it
            program = request.subject
            return work.stage(
                print_graph(program, request),
                payload=program,
                engine="torch.export.ExportedProgram (given)",
            )
        strict = import_options.strict_of(request.param("strict"))
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                program = torch.export.export(
                    request.subject,
                    request.inputs,
                    dynamic_shapes=request.param("dynamic_shapes"),
                    strict=strict,
                )
            except Exception as exc:
                what = "torch.export.export(strict=True)" if strict else "torch.export.export"
                message = torch_message(exc, what) + import_options.strict_hint(exc, strict)
                raise LoweringError("fx_graph", message) from exc
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
        if request.param("dynamic_shapes") is not None or is_dynamic(request):
            raise UsageError(
                "prims_ir cannot take dynamic shapes: make_fx under TorchRefsMode traces the "
                "example inputs' static shapes (fx_graph, core_aten_ir, onnx, inductor_ir and "
                "the torch-mlir IR types take them)"
            )
        with warnings.catch_warnings(), torch.no_grad():
            warnings.simplefilter("ignore")
            try:
                with TorchRefsMode():
                    traced = make_fx(
                        as_module(request.subject),
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
    if is_dynamic(request):
        text = print_symbols_portably(text, quoted=False)
    if request.options.keep_locations:
        text = norm.relativize_paths(text, request.options.path_roots())
        return norm.number_fx_generated_code(text)
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
