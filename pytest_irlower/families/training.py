"""AOTAutograd's training graphs: the joint forward+backward graph and its two halves.

One trace gives all three. The model runs under ``functorch.compile.aot_function``
with its parameters, buffers and tensor attributes as explicit inputs (what
``aot_module`` does), the loss is ``loss_fn(output)`` (or the output itself, a
scalar), and ``default_partition`` splits the joint graph into the forward and the
backward graph, which reach the forward and backward compilers. The backward
compiler runs lazily, at the first backward call, so the trace runs one step:
the forward and ``torch.autograd.grad`` of the loss, on fake tensors (nothing is
computed; the user's model and tensors keep their values and get no ``.grad``).
Real tensors the model or ``loss_fn`` closes over (labels) become graph constants.

Parameters that require grad get gradients, and so do example inputs created with
``requires_grad=True``; frozen parameters and other inputs get none. The model is
traced in the mode it is in (``.train()`` or ``.eval()``).

The forward and backward graphs are also the ``graph="forward"``/``"backward"``
input of the torch-mlir family (:func:`import_graph`). Every API used here exists
from torch 2.6 through 2.13.
"""

from __future__ import annotations

import warnings
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from pytest_irlower.api.family import IRType, Request, Stage, Work
from pytest_irlower.engines.torch_program import as_module, require_torch, torch_message
from pytest_irlower.errors import IRLowerError, LoweringError, UsageError
from pytest_irlower.families.model import ModelFamily, model_key, print_graph_module

#: the partitioner that splits the joint graph (``aot_function``'s default)
PARTITIONER = "default_partition"


@dataclass
class TrainingGraphs:
    """What one AOTAutograd trace gives (the ``aot_joint_graph`` stage's payload).

    The graphs hold no reference to the model: a cached stage never keeps it alive.
    """

    joint: Any
    forward: Any
    backward: Any
    #: each input of the joint and forward graphs: (placeholder name, what it is)
    primals: list[tuple[str, str]]
    #: outputs of the forward graph that are its own (the loss, updated buffers)
    forward_outputs: int
    #: facts shown in ``LoweredIR.details["training"]``
    facts: dict[str, Any] = field(default_factory=dict)


class _NotALoss(Exception):
    """Raised inside the trace when the value to differentiate is not a scalar loss."""


def _describe(value: Any, torch: Any) -> str:
    if isinstance(value, torch.Tensor):
        return f"a {str(value.dtype).replace('torch.', '')} tensor of shape {list(value.shape)}"
    if isinstance(value, (tuple, list)):
        return f"a {type(value).__name__} of {len(value)} values"
    if isinstance(value, dict):
        return f"a dict with keys {sorted(map(str, value))}"
    return f"a {type(value).__name__}"


def _loss_problem(loss: Any, has_loss_fn: bool, model: str, torch: Any) -> str | None:
    """Why ``loss`` cannot be differentiated as a training loss, or None."""
    ok = (
        isinstance(loss, torch.Tensor)
        and loss.numel() == 1
        and (loss.dtype.is_floating_point or loss.dtype.is_complex)
    )
    if ok:
        return None
    if has_loss_fn:
        return (
            f"loss_fn returned {_describe(loss, torch)}, not a scalar floating-point loss: "
            "reduce it (out.mean(), out.sum(), a loss function of torch.nn.functional)"
        )
    return (
        f"the training graphs differentiate a scalar loss, and {model} returns "
        f"{_describe(loss, torch)}: pass loss_fn=, a callable turning the model's output into "
        "the scalar loss, e.g. lower(model, inputs, ir_type='aot_joint_graph', "
        "loss_fn=lambda out: out.sum()) or, with labels, "
        "loss_fn=lambda out: torch.nn.functional.cross_entropy(out, labels)"
    )


def _tensor_attributes(model: Any, torch: Any) -> list[tuple[str, Any]]:
    """Plain tensor attributes of the model's modules (neither parameters nor buffers):
    made explicit inputs, as torch.export lifts them, so the trace sees no real tensor."""
    found = []
    for prefix, module in model.named_modules():
        for attr, value in vars(module).items():
            if isinstance(value, torch.Tensor) and not isinstance(value, torch.nn.Parameter):
                found.append((f"{prefix}.{attr}" if prefix else attr, value))
    return found


def _first(exc: BaseException, kind: type[BaseException]) -> BaseException | None:
    """``exc`` or the first exception behind it of type ``kind``."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        if isinstance(current, kind):
            return current
        seen.add(id(current))
        current = current.__cause__ or current.__context__
    return None


def trace(request: Request) -> TrainingGraphs:
    """One AOTAutograd trace of the request's model and loss (see the module docstring)."""
    torch = require_torch()
    from functorch.compile import aot_function, default_partition, make_boxed_func
    from torch._subclasses.fake_tensor import FakeTensorMode

    model = as_module(request.subject)
    name = type(request.subject).__name__
    loss_fn = request.params.loss_fn
    # fake tensors: the step computes nothing and touches none of the user's tensors; real
    # tensors the model or loss_fn holds (labels in a closure) become graph constants
    fake = FakeTensorMode(allow_non_fake_inputs=True)

    def as_fake(value: Any, requires_grad: bool = False) -> Any:
        if not isinstance(value, torch.Tensor):
            return value
        return fake.from_tensor(value.detach().requires_grad_(requires_grad))

    entries: list[tuple[str, str, Any]] = []
    for key, param in model.named_parameters():
        frozen = "" if param.requires_grad else " (requires_grad=False: no gradient)"
        entries.append((key, f"parameter {key}{frozen}", as_fake(param, param.requires_grad)))
    for key, buffer in model.named_buffers():
        entries.append((key, f"buffer {key}", as_fake(buffer)))
    for key, value in _tensor_attributes(model, torch):
        entries.append((key, f"tensor attribute {key}", as_fake(value)))
    names = [key for key, _, _ in entries]
    state = [value for _, _, value in entries]
    inputs = tuple(
        as_fake(value, getattr(value, "requires_grad", False)) for value in request.inputs
    )
    described = [what for _, what, _ in entries]
    for index, value in enumerate(inputs):
        grad = " (requires_grad=True)" if getattr(value, "requires_grad", False) else ""
        described.append(f"example input {index}{grad}")
    leaves = [v for v in (*state, *inputs) if isinstance(v, torch.Tensor) and v.requires_grad]
    if not leaves:
        raise UsageError(
            f"nothing to differentiate: no parameter of {name} requires grad and no example "
            "input has requires_grad=True, so AOTAutograd makes no backward graph"
        )

    captured: dict[str, Any] = {}

    def partition(joint: Any, joint_inputs: Any, **kwargs: Any) -> Any:
        captured["joint"] = joint
        captured["forward_outputs"] = kwargs.get("num_fwd_outputs")
        return default_partition(joint, joint_inputs, **kwargs)

    def compiler(kind: str) -> Any:
        def compile_graph(graph_module: Any, example_inputs: Any) -> Any:
            captured[kind] = graph_module
            return make_boxed_func(graph_module.forward)

        return compile_graph

    count = len(state)

    def step(*args: Any) -> Any:
        out = torch.func.functional_call(
            model, dict(zip(names, args[:count], strict=True)), args[count:]
        )
        loss = out if loss_fn is None else loss_fn(out)
        problem = _loss_problem(loss, loss_fn is not None, name, torch)
        if problem is not None:
            raise _NotALoss(problem)
        return loss

    compiled = aot_function(
        step,
        compiler("forward"),
        compiler("backward"),
        partition_fn=partition,
        num_params_buffers=count,
    )
    with warnings.catch_warnings(), torch.enable_grad():
        warnings.simplefilter("ignore")
        try:
            loss = compiled(*state, *inputs)
            if not getattr(loss, "requires_grad", False):
                raise UsageError(
                    f"the loss of {name} does not depend on anything that requires grad: "
                    "AOTAutograd makes no backward graph"
                )
            torch.autograd.grad(loss, leaves, allow_unused=True)
        except IRLowerError:
            raise
        except Exception as exc:
            not_a_loss = _first(exc, _NotALoss)
            if not_a_loss is not None:
                raise UsageError(str(not_a_loss)) from None
            raise LoweringError(
                "aot_joint_graph",
                torch_message(exc, "AOTAutograd (functorch.compile.aot_function)"),
            ) from exc
    missing = [k for k in ("joint", "forward", "backward") if k not in captured]
    if missing:
        raise LoweringError(
            "aot_joint_graph",
            f"AOTAutograd gave no {', '.join(missing)} graph for {name} (its loss needs no "
            "gradient of any input?)",
        )
    forward = captured["forward"]
    placeholders = [n.name for n in forward.graph.nodes if n.op == "placeholder"]
    primals = (
        list(zip(placeholders, described, strict=True))
        if len(placeholders) == len(described)
        else []
    )
    gradients = _gradient_outputs(captured["backward"])
    facts: dict[str, Any] = {
        "partition": PARTITIONER,
        "inputs": [what for _, what in primals] or described,
    }
    if len(gradients) == len(described):
        facts["gradients"] = [what for what, grad in zip(described, gradients, strict=True) if grad]
    return TrainingGraphs(
        joint=captured["joint"],
        forward=forward,
        backward=captured["backward"],
        primals=primals,
        forward_outputs=int(captured.get("forward_outputs") or 0),
        facts=facts,
    )


def _outputs(graph_module: Any) -> list[Any]:
    node = next(n for n in graph_module.graph.nodes if n.op == "output")
    values = node.args[0]
    return list(values) if isinstance(values, (tuple, list)) else [values]


def _gradient_outputs(backward: Any) -> list[bool]:
    """For each output of the backward graph, whether it is a gradient (not None)."""
    return [value is not None for value in _outputs(backward)]


def _header(graphs: TrainingGraphs, kind: str) -> str:
    lines = []
    if kind == "joint":
        lines.append(
            "# AOTAutograd joint graph: (primals, tangents) -> (the loss, then one gradient "
            "per primal, None where there is none)"
        )
    elif kind == "forward":
        saved = len(_outputs(graphs.forward)) - graphs.forward_outputs
        updated = graphs.forward_outputs - 1
        own = f"{updated} updated buffer(s) and the loss" if updated > 0 else "the loss"
        lines.append(
            f"# AOTAutograd forward graph ({PARTITIONER}): primals -> ({own}, then {saved} "
            "tensor(s) saved for the backward graph)"
        )
    else:
        lines.append(
            f"# AOTAutograd backward graph ({PARTITIONER}): (saved tensors, tangents_1 = the "
            "loss's gradient) -> one gradient per primal, None where there is none"
        )
    lines += [f"# {placeholder}: {what}" for placeholder, what in graphs.primals]
    return "\n".join(lines) + "\n"


class Training(ModelFamily):
    """AOTAutograd's joint, forward and backward graphs of a model and its loss."""

    name = "training"
    training = True
    ir_types = (
        IRType(
            "aot_joint_graph",
            "module",
            ".txt",
            "fx",
            "AOTAutograd's joint forward+backward graph of loss_fn(model(inputs)) "
            "(functorch.compile.aot_function)",
        ),
        IRType(
            "aot_forward_graph",
            "module",
            ".txt",
            "fx",
            "the joint graph's forward half (default_partition), as the forward compiler gets it",
            after="aot_joint_graph",
        ),
        IRType(
            "aot_backward_graph",
            "module",
            ".txt",
            "fx",
            "the joint graph's backward half (default_partition), as the backward compiler gets it",
            after="aot_joint_graph",
        ),
    )

    def check_graph(self, request: Request) -> None:
        super().check_graph(request)
        if request.params.dynamic_shapes is not None:
            raise UsageError(
                f"ir_type {request.ir_type.name!r} cannot take dynamic_shapes: AOTAutograd's "
                "training graphs are traced with the example inputs' static shapes"
            )

    def cache_key(self, request: Request) -> Hashable:
        # one trace serves graph="forward" and "backward" (and the aot_* IR types)
        return model_key(request, graph=False)

    def build_aot_joint_graph(self, work: Work) -> Stage:
        graphs = trace(work.request)
        text = _header(graphs, "joint") + print_graph_module(graphs.joint, work.request)
        return work.stage(text, payload=graphs, details={"training": graphs.facts})

    def _half(self, work: Work, kind: str) -> Stage:
        assert work.previous is not None
        graphs: TrainingGraphs = work.previous.payload
        module = graphs.forward if kind == "forward" else graphs.backward
        text = _header(graphs, kind) + print_graph_module(module, work.request)
        return work.stage(text, payload=module)

    def build_aot_forward_graph(self, work: Work) -> Stage:
        return self._half(work, "forward")

    def build_aot_backward_graph(self, work: Work) -> Stage:
        return self._half(work, "backward")


FAMILY = Training
