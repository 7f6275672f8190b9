"""What the families that lower PyTorch models share: :class:`ModelFamily` (the subject
check, ``graph=``, ``loss_fn=``, ``frontend=``, the import options, the stage cache key and
the cross-run fingerprint, the runner) and the request-level helpers they use.

Stages are cached per model (held weakly) and per :func:`model_key`, which changes
whenever the graph could: input shapes, dtypes and values, parameters and buffers
replaced or edited in place, train or eval mode. The torch work itself is in
:mod:`pytest_irlower.engines.torch_program`.
"""

from __future__ import annotations

import hashlib
import inspect
import weakref
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from pytest_irlower.api import params as familyparams
from pytest_irlower.api.family import Family, IRType, Request, Stage
from pytest_irlower.api.keying import Environment, Fingerprint
from pytest_irlower.engines import import_options, script_subjects
from pytest_irlower.engines.torch_program import (
    diagnostic_gist,
    input_signature,
    is_program,
    print_symbols_portably,
    program_fingerprint,
    program_inputs,
    program_is_dynamic,
    program_state_signature,
    require_torch,
    state_signature,
)
from pytest_irlower.errors import LoweringError, UsageError
from pytest_irlower.families.model_params import (
    FRONTENDS,
    GRAPHS,
    STATIC_ONLY,
    VALUE_TRACED,
    ModelParams,
)
from pytest_irlower.text import normalize as norm

if TYPE_CHECKING:
    from pytest_irlower.checks.numerics import Runner


def _param(request: Request, name: str) -> Any:
    """A :class:`ModelParams` value; None where the family's own Params lacks it (Inductor)."""
    return getattr(request.params, name, None)


def graph_of(request: Request) -> str:
    """The ``graph=`` of a request (``"inference"`` when not passed), checked."""
    value = _param(request, "graph")
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
    fn = _param(request, "loss_fn")
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
    values = request.ir_type.name in VALUE_TRACED
    subject = request.subject
    key = (
        input_signature(request.inputs, values=values),
        program_state_signature(subject) if is_program(subject) else state_signature(subject),
        repr(_param(request, "dynamic_shapes")),
        frontend(request),
        loss_key(request),
        import_options.strict_of(_param(request, "strict")),
        import_options.legal_ops_of(_param(request, "backend_legal_ops")),
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


def frontend(request: Request) -> str:
    """The request's ``frontend=``: the call's, else ``"torchscript"`` for a ScriptModule,
    ScriptFunction or ``pathlib.Path`` subject, else ``"fx"``."""
    value: str | None = _param(request, "frontend")
    if value is not None:
        return value
    return "torchscript" if script_subjects.is_script_subject(request.subject) else "fx"


def check_frontend(request: Request) -> None:
    """``frontend=`` is one of :data:`FRONTENDS`."""
    value = _param(request, "frontend") or "fx"
    if value not in FRONTENDS:
        raise UsageError(
            f"frontend={value!r} is not a frontend; the importer in front of the torch-mlir "
            f"IR types is one of {', '.join(repr(f) for f in FRONTENDS)} (default 'fx'; "
            "'torchscript' for a ScriptModule, ScriptFunction or pathlib.Path subject)"
        )


#: keyword arguments that only the torch-mlir importers and after use
IMPORT_ONLY = ("frontend", "backend_legal_ops")


def without_frontend(request: Request) -> Request:
    """``request`` without ``frontend=`` and ``backend_legal_ops=``: for stages made before
    any importer runs, so one export serves every frontend and import option."""
    if not any(name in familyparams.passed(request.params) for name in IMPORT_ONLY):
        return request
    defaults = type(request.params)()
    unset = {name: getattr(defaults, name) for name in IMPORT_ONLY}
    return replace(request, params=replace(request.params, **unset))


def check_marked_dynamic(request: Request) -> None:
    """An input marked with ``torch._dynamo.mark_dynamic`` is not silently made static."""
    if _param(request, "dynamic_shapes") is not None:
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


def check_module(request: Request, *, takes_script: bool = False) -> None:
    """A PyTorch IR type needs a ``torch.nn.Module`` or ``torch.export.ExportedProgram``
    subject; ``takes_script``: or a ScriptFunction or ``pathlib.Path`` (a TorchScript
    frontend's IR types)."""
    torch = require_torch()
    if isinstance(request.subject, torch.nn.Module) or is_program(request.subject):
        return
    if script_subjects.is_script_subject(request.subject):
        if takes_script and frontend(request) == "torchscript":
            return
        what = "ScriptFunction" if script_subjects.is_script(request.subject) else "pathlib.Path"
        raise UsageError(
            f"a {what} is lowered by the TorchScript frontend: ir_type 'torchscript_mlir', "
            "or torch_mlir and every IR type after it with frontend='torchscript' (the "
            f"default for it); not {request.ir_type.name!r}"
            + (f" with frontend={frontend(request)!r}" if takes_script else "")
        )
    hint = (
        " (for IR text or code, use ir_type='raw_ir')" if isinstance(request.subject, str) else ""
    )
    raise UsageError(
        f"ir_type {request.ir_type.name!r} lowers a torch.nn.Module or a "
        f"torch.export.ExportedProgram, got {type(request.subject).__name__}{hint}"
    )


def is_dynamic(request: Request) -> bool:
    """Whether the request has symbolic shapes: ``dynamic_shapes=`` given, or a program
    exported with them."""
    if _param(request, "dynamic_shapes") is not None:
        return True
    return is_program(request.subject) and program_is_dynamic(request.subject)


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


class ModelFamily(Family):
    """Shared by the families that lower PyTorch models: subject check, ``graph=`` and
    ``loss_fn=``, and the cache key."""

    subject_name = "a torch.nn.Module"
    #: what its output depends on: the cross-run key and the session header read it
    environment = Environment(distributions=("torch",), executables=())
    #: torch.export's dynamic_shapes, the training graphs' loss function, the graph and the
    #: importer in front of the torch-mlir IR types, torch.export's strict=, the Torch
    #: backend pipeline's legal ops: declared, with the IR types each applies to, in
    #: model_params.py (``takes_param`` follows from it)
    Params = ModelParams
    #: whether ``graph=`` chooses what this family's chain is built from
    takes_graph: ClassVar[bool] = False
    #: whether this family's IR types are training graphs (they use ``loss_fn=`` always)
    training: ClassVar[bool] = False

    def check_subject(self, request: Request) -> None:
        check_module(request, takes_script=self.takes_graph)
        check_marked_dynamic(request)
        check_frontend(request)
        self.check_graph(request)
        self.check_import_options(request)
        if is_program(request.subject) and _param(request, "dynamic_shapes") is not None:
            raise UsageError(
                "dynamic_shapes= is passed to torch.export.export, and an ExportedProgram is "
                "exported already: its dynamic dims are the ones it was exported with (export "
                "the model with dynamic_shapes=, then lower the program without it)"
            )

    def prepare(self, request: Request) -> Request:
        """An exported program's inputs: checked against its signature, or its own; a
        ``torch.jit.save`` file's ScriptModule, loaded on the CPU."""
        if isinstance(request.subject, Path):
            return replace(request, subject=script_subjects.load_saved(request.subject))
        if not is_program(request.subject):
            return request
        inputs = program_inputs(request.subject, request.inputs)
        return request if inputs is request.inputs else replace(request, inputs=inputs)

    def check_import_options(self, request: Request) -> None:
        """``strict=`` and ``backend_legal_ops=`` are valid and used by this IR type."""
        name = request.ir_type.name
        strict = import_options.strict_of(_param(request, "strict"))
        import_options.legal_ops_of(_param(request, "backend_legal_ops"))
        passed = familyparams.passed(request.params)
        for param, what in (
            ("strict", "it is passed to torch.export.export, which does not make it"),
            ("backend_legal_ops", "it is an option of torch-mlir's Torch backend pipeline"),
        ):
            if param in passed and not self.takes_param(param, request.ir_type):
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
        loss_fn = _param(request, "loss_fn")
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
        if graph != "inference" and _param(request, "dynamic_shapes") is not None:
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
        """A model's IR types are keyed across runs by what defines the model
        (:mod:`pytest_irlower.engines.source_key`: its code and what it reaches, the values
        it reads, parameters and buffers by content) and the input signature, without
        exporting it. Where that key cannot be made safely, the IR types built from the
        exported program are keyed by the program (its graph's text, a digest of its
        weights and constants), the fallback named on the :class:`Fingerprint`.

        The IR types traced by running the model on the example inputs (TorchScript's
        trace, prims; :data:`~pytest_irlower.families.model_params.STATIC_ONLY`) are
        verified by their own text (no export: a model may trace and not export) and not
        cached where the model cannot be keyed from its definition; TorchScript's is keyed
        by the inputs' values too (:data:`~pytest_irlower.families.model_params.VALUE_TRACED`:
        a branch on a value is baked into the trace). Nothing is keyed with
        ``--irlower-keep-locations``: the text then names the code's files and lines."""
        name = request.ir_type.name
        traced = name in STATIC_ONLY
        exported = name == "fx_graph" or derived_from(request.ir_type, "fx_graph")
        if request.options.keep_locations or not (traced or exported):
            return None
        if frontend(request) in script_subjects.SCRIPT_FRONTENDS:
            return None  # no exported program: the TorchScript import runs every time
        signature = repr(input_signature(request.inputs))
        if " at 0x" in signature or "'object'" in signature:
            return None

        def graph() -> str:
            program = request.upstream("fx_graph")[-1].payload
            return program_fingerprint(program) if program is not None else ""

        def own_text() -> str:
            text = request.upstream(name)[-1].text
            return hashlib.blake2b(text.encode("utf-8", "surrogatepass")).hexdigest()

        if is_program(request.subject):
            if traced:
                return None  # a program's trace: keyed by nothing but the program
            found = graph()
            return Fingerprint(f"{found} {signature}", graph=graph) if found else None
        from pytest_irlower.engines.source_key import Unkeyable, input_values, model_key

        try:
            key, reached = model_key(request.subject)
            if name in VALUE_TRACED:
                signature += " values " + input_values(request.inputs)
        except Unkeyable as exc:
            if traced:
                return None
            found = graph()
            if not found:
                return None
            return Fingerprint(f"{found} {signature}", fallback=str(exc), graph=graph)
        return Fingerprint(
            f"source {key} {signature}", graph=own_text if traced else graph, reached=reached
        )

    def lowering_failed(self, request: Request, error: LoweringError) -> None:
        graph = graph_of(request)
        if self.takes_graph and graph != "inference":
            name_combination(error, graph, type(request.subject).__name__)

    def executable_stage(self, request: Request, stages: Sequence[Stage]) -> Stage | None:
        """The LLVM-dialect stage ``LoweredIR.run`` executes for this IR type (None: none)."""
        return None

    def runner_state(self, runner: Runner) -> dict[str, Any] | None:
        """The LLVM-dialect text ``run()`` executed, with its signature and output plan."""
        return _runner_state(runner)

    def runner_from_state(self, request: Request, state: Mapping[str, Any]) -> Runner | None:
        return _runner_from_state(request, state)

    def runner(self, request: Request, stages: Sequence[Stage]) -> Runner | None:
        from pytest_irlower.engines.model_runner import ModelRunner
        from pytest_irlower.engines.outputs import OutputPlan
        from pytest_irlower.engines.signature import (
            SCALAR_TYPES,
            check_inputs,
            folded_scalars,
            main_signature,
            parse_signature,
        )

        imported = next((s for s in stages if s.name == "torch_mlir"), None)
        signature = main_signature(imported.text) if imported is not None else ""
        plan = OutputPlan.from_details(imported.details) if imported is not None else None
        stage = self.executable_stage(request, stages)
        folded: list[tuple[int, Any]] = []
        if imported is not None and any(kind in signature for kind in SCALAR_TYPES):
            try:
                examples = check_inputs(request.inputs, parse_signature(signature)[0])
            except UsageError:
                examples = []  # run() says what does not fit
            folded = [(p, examples[p]) for p in folded_scalars(imported.text) if p < len(examples)]
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
            folded=folded,
        )


def _runner_state(runner: Any) -> dict[str, Any] | None:
    from pytest_irlower.engines.model_runner import ModelRunner

    return runner.state() if isinstance(runner, ModelRunner) else None


def _runner_from_state(request: Request, state: Mapping[str, Any]) -> Runner | None:
    from pytest_irlower.engines.model_runner import ModelRunner

    return ModelRunner.from_state(dict(state), request.subject, request.options.timeout)


def _full_text_source(stage: Stage) -> Callable[[], str]:
    """A function giving the stage's full text that holds what the stage's own ``full``
    holds (its MLIR module, never the model); called only in the child that runs it."""
    full = stage.full
    if callable(full):
        return full
    text = stage.text if full is None else full
    return lambda: text


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


def print_graph(program: Any, request: Request) -> str:
    """An exported program's graph module as portable text."""
    return print_graph_module(program.graph_module, request)


def print_graph_module(module: Any, request: Request) -> str:
    """A graph module as portable text."""
    roots = request.options.path_roots() if request.options.keep_locations else None
    return graph_text(module, dynamic=is_dynamic(request), roots=roots)


def graph_text(
    module: Any, *, dynamic: bool, roots: tuple[tuple[str, str], ...] | None = None
) -> str:
    """A graph module as portable text: symbols named portably when ``dynamic``, source
    locations kept relative to ``roots`` (None: the source comments stripped)."""
    text = module.print_readable(
        print_output=False, include_stride=False, include_device=False, colored=False
    )
    if dynamic:
        text = print_symbols_portably(text, quoted=False)
    if roots is not None:
        text = norm.relativize_paths(text, roots)
        return norm.number_fx_generated_code(text)
    return norm.strip_fx_source_comments(text)
