"""Which results of a lowered model are the user's outputs, and which are state updates.

torch.export functionalizes a model: an in-place update of a buffer (BatchNorm's running
statistics in training mode, a step counter) or of an input becomes an extra result of the
graph, ahead of what ``forward`` returns (``torch.export.graph_signature.OutputKind``:
``BUFFER_MUTATION``, ``USER_INPUT_MUTATION``...). torch-mlir's frozen FX import keeps every
one of them as a result of ``func.func @main``. torch-mlir's own e2e harness keeps only the
``OutputKind.USER_OUTPUT`` results (``configs/fx_importer_backend.py``); so do ``run()`` and
``check_numerics()``, with the plan this module describes:

- the user's outputs are returned and compared, in ``forward``'s order;
- an updated user input is written back into the tensor passed to ``LoweredIR.run``, as
  eager PyTorch (and ``ExportedProgram.module()``) leave it;
- an updated buffer or parameter is dropped: the lowered code holds the model's state as
  constants taken when it was lowered, so every run starts from that state.

The plan travels as ``LoweredIR.details["outputs"]`` (plain JSON data, one entry per
result of ``@main``), only for a model whose results are not all user outputs.
Nothing here imports torch at module level.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

#: the key of ``LoweredIR.details`` holding the results of ``@main``
DETAILS_KEY = "outputs"

USER_OUTPUT = "user_output"
USER_INPUT_MUTATION = "user_input_mutation"
#: the kinds that update the model's own state (dropped by run())
STATE_MUTATIONS = ("buffer_mutation", "parameter_mutation")


@dataclass(frozen=True)
class OutputPlan:
    """The results of ``@main``: each one's kind (``OutputKind`` in lower case) and what
    it updates (a buffer's name, or the index of the user's tensor input), in order."""

    kinds: tuple[str, ...]
    targets: tuple[str | int | None, ...]

    @property
    def user(self) -> tuple[int, ...]:
        """The results that are the user's outputs, in ``forward``'s order."""
        return tuple(i for i, kind in enumerate(self.kinds) if kind == USER_OUTPUT)

    @property
    def input_updates(self) -> tuple[tuple[int, int], ...]:
        """(result, user tensor input) for every input the model updates in place."""
        return tuple(
            (i, target)
            for i, (kind, target) in enumerate(zip(self.kinds, self.targets, strict=True))
            if kind == USER_INPUT_MUTATION and isinstance(target, int)
        )

    @property
    def updates_state(self) -> bool:
        """Whether the model updates its own buffers or parameters in place."""
        return any(kind in STATE_MUTATIONS for kind in self.kinds)

    def user_outputs(self, results: Sequence[Any]) -> tuple[Any, ...]:
        """The user's outputs among ``results`` (all of them when the count differs from
        the plan's: the numerics then report the counts)."""
        if len(results) != len(self.kinds):
            return tuple(results)
        return tuple(results[i] for i in self.user)

    def describe(self) -> list[str]:
        """One line per result (``output 0``, ``updated buffer running_mean``...)."""
        lines = []
        outputs = 0
        for kind, target in zip(self.kinds, self.targets, strict=True):
            if kind == USER_OUTPUT:
                lines.append(f"output {outputs}")
                outputs += 1
            elif kind == USER_INPUT_MUTATION:
                lines.append(f"updated input {target}")
            else:
                lines.append(f"{kind.replace('_', ' ')} {target}".strip())
        return lines

    def as_details(self) -> list[dict[str, Any]]:
        """The plan as JSON data (what ``LoweredIR.details["outputs"]`` holds)."""
        return [
            {"kind": kind, "target": target}
            for kind, target in zip(self.kinds, self.targets, strict=True)
        ]

    @classmethod
    def from_details(cls, details: Mapping[str, Any]) -> OutputPlan | None:
        """The plan a lowering's details hold (None: every result is a user output)."""
        entries = details.get(DETAILS_KEY)
        if not entries:
            return None
        return cls(tuple(str(e["kind"]) for e in entries), tuple(e.get("target") for e in entries))


def plan_of(program: Any) -> OutputPlan | None:
    """The plan of an exported program as torch-mlir imports it (after the decompositions
    that functionalize it); None when every result is a user output."""
    from torch.export.graph_signature import InputKind, OutputKind, TensorArgument

    signature = program.graph_signature
    inputs = [
        spec.arg.name
        for spec in signature.input_specs
        if spec.kind == InputKind.USER_INPUT and isinstance(spec.arg, TensorArgument)
    ]
    kinds: list[str] = []
    targets: list[str | int | None] = []
    for spec in signature.output_specs:
        kind = spec.kind.name.lower()
        target: str | int | None = spec.target
        if spec.kind == OutputKind.USER_INPUT_MUTATION:
            target = inputs.index(spec.target) if spec.target in inputs else spec.target
        elif spec.kind == OutputKind.USER_OUTPUT:
            target = None
        kinds.append(kind)
        targets.append(target)
    if all(kind == USER_OUTPUT for kind in kinds):
        return None
    return OutputPlan(tuple(kinds), tuple(targets))
