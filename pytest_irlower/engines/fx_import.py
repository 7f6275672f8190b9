"""torch-mlir's FX import: every lifted buffer resolvable, weights imported fast, causes named.

Non-persistent buffers (Hugging Face's ``position_ids``, rotary ``inv_freq``):

Root cause (torch-mlir 20261001, ``torch_mlir/extras/fx_importer.py``):
``FxImporter.import_frozen_program`` -- the path ``torch_mlir.fx.export_and_import`` takes
unless ``experimental_support_mutation=True`` -- looks every ``InputKind.BUFFER`` input up in
``prog.state_dict`` only (lines 974-979)::

    for input_name, state_name in sig.inputs_to_buffers.items():
        try:
            state_value = state_dict[state_name]
        except KeyError as e:
            raise AssertionError("Could not find state mapping for buffer") from e

``torch.export`` keeps a buffer registered with ``persistent=False`` in
``ExportedProgram.constants``, not in ``ExportedProgram.state_dict`` (the verifier even rejects
a non-persistent buffer found in the state dict: ``torch/_export/verifier.py`` lines 466-469), so
the lookup always misses. Lifted tensor constants (``InputKind.CONSTANT_TENSOR``) are already
read from ``prog.constants`` (lines 962-971) and are not affected. The mutable import path
(``import_program``, lines 783-800) does consult ``constants`` for non-persistent buffers.

The fix here works on the ExportedProgram and never touches the user's ``nn.Module``:
:func:`prepare_for_import` returns a *new* ExportedProgram in which every buffer input is
marked persistent and its tensor is put in the new program's ``state_dict`` (taken from
``ExportedProgram.named_buffers()``, torch's own resolver: state_dict, constants, or the
graph module's own state for buffers lifted from a subgraph). The original program (which
the plugin caches and prints for ``fx_graph`` / ``core_aten_ir``) is left unchanged: the
graph module is deep-copied, so ``import_frozen_program``'s in-place placeholder removal and
``GraphModule(root, graph)``'s re-parenting of the graph cannot reach it.
"""

from __future__ import annotations

import copy
import dataclasses
import warnings
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from pytest_irlower.engines.torch_program import torch_message
from pytest_irlower.errors import LoweringError

if TYPE_CHECKING:
    from torch.export import ExportedProgram
    from torch.export.graph_signature import InputSpec


@dataclasses.dataclass(frozen=True)
class UnresolvedState:
    """A lifted graph input whose tensor torch-mlir's frozen import will not find."""

    kind: str  #: "parameter", "buffer" or "constant tensor"
    target: str  #: the fully qualified name, e.g. "embeddings.position_ids"
    placeholder: str  #: the graph placeholder, e.g. "b_embeddings_position_ids"
    persistent: bool | None  #: the buffer's persistent flag (None for other kinds)
    found_in: str | None  #: where the tensor actually is ("constants", ...), None if nowhere

    def describe(self) -> str:
        what = self.kind
        if self.kind == "buffer" and self.persistent is False:
            what = "non-persistent buffer (register_buffer(..., persistent=False))"
        where = f"it is in ExportedProgram.{self.found_in}" if self.found_in else "it is nowhere"
        return f"{what} {self.target!r} (placeholder {self.placeholder}): {where}"


def _lookup(
    program: ExportedProgram, spec: InputSpec, module_state: dict[str, Any] | None = None
) -> tuple[str, Any] | None:
    """Where a lifted input's tensor lives in ``program``, as (place, tensor), or None.

    The places are the ones ``ExportedProgram.named_buffers()`` consults, in its order.
    """
    target = spec.target
    assert target is not None
    if target in program.state_dict:
        return "state_dict", program.state_dict[target]
    if target in program.constants:
        return "constants", program.constants[target]
    if module_state is None:
        module_state = program.graph_module.state_dict(keep_vars=True)
    if target in module_state:
        return "graph_module.state_dict()", module_state[target]
    return None


def _lifted_tensor_specs(program: ExportedProgram) -> Iterator[InputSpec]:
    from torch.export.graph_signature import InputKind, TensorArgument

    for spec in program.graph_signature.input_specs:
        if isinstance(spec.arg, TensorArgument) and spec.kind in (
            InputKind.PARAMETER,
            InputKind.BUFFER,
            InputKind.CONSTANT_TENSOR,
        ):
            yield spec


def unresolved_state(program: ExportedProgram) -> list[UnresolvedState]:
    """The lifted inputs that ``FxImporter.import_frozen_program`` would fail to look up.

    It reads parameters and buffers from ``state_dict`` and constant tensors from
    ``constants``; anything else is reported, with where the tensor really is.
    """
    from torch.export.graph_signature import InputKind

    names = {
        InputKind.PARAMETER: "parameter",
        InputKind.BUFFER: "buffer",
        InputKind.CONSTANT_TENSOR: "constant tensor",
    }
    missing: list[UnresolvedState] = []
    for spec in _lifted_tensor_specs(program):
        expected = "constants" if spec.kind == InputKind.CONSTANT_TENSOR else "state_dict"
        found = _lookup(program, spec)
        if found is not None and found[0] == expected:
            continue
        missing.append(
            UnresolvedState(
                kind=names[spec.kind],
                target=str(spec.target),
                placeholder=spec.arg.name,
                persistent=spec.persistent,
                found_in=None if found is None else found[0],
            )
        )
    return missing


class UnresolvableStateError(LookupError):
    """Some lifted input's tensor is in no table of the ExportedProgram."""


def prepare_for_import(program: ExportedProgram) -> ExportedProgram:
    """``program`` itself if torch-mlir can import it as is, else a fixed copy.

    In the copy every buffer input is persistent and found in ``state_dict``; parameters and
    constant tensors are unchanged. Tensors are shared, not copied (no weight memory is
    duplicated); the graph module is deep-copied, so ``program`` is never mutated.

    Raises :class:`UnresolvableStateError`, naming the inputs, when a tensor is nowhere.
    """
    import torch
    from torch.export import ExportedProgram
    from torch.export.graph_signature import ExportGraphSignature, InputKind

    missing = unresolved_state(program)
    if not missing:
        return program
    nowhere = [item for item in missing if item.found_in is None]
    other = [item for item in missing if item.kind != "buffer"]
    if nowhere or other:
        raise UnresolvableStateError(
            "cannot resolve lifted inputs of the exported program: "
            + "; ".join(item.describe() for item in nowhere + other)
        )

    moved: dict[str, torch.Tensor] = {}
    specs: list[InputSpec] = []
    fixed_targets = {item.target for item in missing}
    for spec in program.graph_signature.input_specs:
        if spec.kind == InputKind.BUFFER and spec.target in fixed_targets:
            found = _lookup(program, spec)
            assert found is not None
            moved[str(spec.target)] = found[1]
            spec = dataclasses.replace(spec, persistent=True)
        specs.append(spec)

    signature = ExportGraphSignature(
        input_specs=specs, output_specs=list(program.graph_signature.output_specs)
    )
    state_dict = {**program.state_dict, **moved}
    constants = {name: value for name, value in program.constants.items() if name not in moved}
    graph_module = copy.deepcopy(program.graph_module)
    return ExportedProgram(
        root=graph_module,
        graph=graph_module.graph,
        graph_signature=signature,
        state_dict=state_dict,
        range_constraints=copy.deepcopy(program.range_constraints),
        module_call_graph=copy.deepcopy(program.module_call_graph),
        example_inputs=program.example_inputs,
        constants=constants,
        verifiers=list(program.verifiers),
    )


def describe_exception(exc: BaseException, limit: int = 4) -> str:
    """``type: message`` of ``exc`` followed by its ``__cause__``/``__context__`` chain.

    torch-mlir raises ``AssertionError("Could not find state mapping for buffer") from
    KeyError('embeddings.position_ids')``: the name is only in the cause, which ``str(exc)``
    and ``raise ... from None`` lose.
    """
    parts: list[str] = []
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen and len(parts) < limit:
        seen.add(id(current))
        message = str(current).strip() or repr(current)
        if isinstance(current, KeyError) and current.args:
            message = repr(current.args[0])
        parts.append(f"{type(current).__name__}: {message}")
        nxt = current.__cause__
        if nxt is None and not current.__suppress_context__:
            nxt = current.__context__
        current = nxt
    return "\n  caused by ".join(parts)


def import_graph(graph_module: Any, legal_ops: tuple[str, ...] = ()) -> Any:
    """torch-mlir's stateless FX import of a forward or backward graph, then its Torch
    backend pipeline; returns the module op (run it contained: see families/torch_mlir.py).

    The graph is retraced first with torch-mlir's own decomposition table (the one
    ``export_and_import`` applies to an exported program), and the backward graph's
    None outputs (inputs that get no gradient) are dropped: MLIR functions return tensors.
    """
    import torch
    from torch.fx.experimental.proxy_tensor import make_fx
    from torch_mlir import fx
    from torch_mlir.compiler_utils import OutputType
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table

    from pytest_irlower.engines import mlir, weights

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            args = []
            for node in graph_module.graph.nodes:
                if node.op != "placeholder":
                    continue
                value = node.meta.get("val")
                if not isinstance(value, torch.Tensor):
                    raise TypeError(f"placeholder {node.name} has no tensor metadata")
                args.append(torch.empty(tuple(value.shape), dtype=value.dtype))
            # constants the graph holds (labels a loss_fn closed over) stay real
            traced = make_fx(
                graph_module,
                decomposition_table=get_decomposition_table(),
                tracing_mode="fake",
                _allow_non_fake_inputs=True,
            )(*args)
            output = next(n for n in traced.graph.nodes if n.op == "output")
            values = output.args[0]
            if isinstance(values, (tuple, list)):
                output.args = (tuple(v for v in values if v is not None),)
            traced.recompile()
            module = fx.stateless_fx_import(
                traced,
                output_type=OutputType.RAW,
                hooks=weights.fast_literal_hooks(),
                model_name="main",
            )
        except Exception as exc:
            raise LoweringError(
                "torch_mlir", torch_message(exc, "torch_mlir.fx.stateless_fx_import")
            ) from exc
    from pytest_irlower.engines.import_options import torch_backend_pipeline

    pipeline = torch_backend_pipeline(legal_ops)
    mlir.run_pipeline(module.operation, pipeline, stage="torch_mlir")
    return module.operation
