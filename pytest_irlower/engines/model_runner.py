"""The runner a PyTorch model's ``LoweredIR`` holds: ``run()`` and ``check_numerics()``
of ``llvm_mlir``/``llvm_ir`` on the CPU (see :mod:`pytest_irlower.engines.execution`).

What a model that updates state in place gives (:mod:`pytest_irlower.engines.outputs`):

- ``run(*inputs)`` returns the user's outputs; an input the model updates in place is
  updated in the caller's tensor too, as eager PyTorch updates it; a buffer the model
  updates is not (the lowering holds the state it was lowered with, every run).
- ``check_numerics(*inputs)`` compares the user's outputs only. It changes nothing the
  caller holds: the reference runs on copies of the inputs and, for a model that updates
  its buffers, on copies of those (``torch.func.functional_call``), so every call starts
  from the state the model was lowered in, as the lowering does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from pytest_irlower.api.deferred import Deferred, DeferredAt
from pytest_irlower.checks.numerics import Runner, flat_outputs
from pytest_irlower.engines.execution import execute
from pytest_irlower.engines.outputs import DETAILS_KEY, OutputPlan
from pytest_irlower.engines.signature import check_inputs, parse_signature
from pytest_irlower.errors import UsageError

#: the largest LLVM-dialect text kept beside a cache entry for ``run()`` on a hit
STATE_LIMIT = 16 << 20


class ModelRunner(Runner):
    """Runs a PyTorch model's LLVM-dialect lowering on the CPU; the model is the
    default reference, held for as long as the runner (and so the ``LoweredIR``) lives:
    ``lower(Net(), (x,), ir_type="llvm_mlir").check_numerics(x)`` works. The session's
    own caches hold models weakly, and never hold a ``LoweredIR``."""

    def __init__(
        self,
        ir_type: str,
        subject: Any,
        signature: str,
        *,
        source: Callable[[], str] | None,
        stage: str,
        timeout: float,
        why_not: str = "",
        plan: OutputPlan | None = None,
        folded: Sequence[tuple[int, Any]] = (),
    ) -> None:
        """``folded``: (position among ``main``'s inputs, example value) of each scalar
        input that torch.export specialized (its body never reads it): a run with another
        value would silently compute with the example's."""
        self.ir_type = ir_type
        self._folded = tuple(folded)
        #: the built-in chain's full text (weights included), for run_text
        self._weights = source
        self._subject: Any = subject
        self._signature = signature
        self._source = source
        self._stage = stage
        self._timeout = timeout
        self._why_not = why_not
        self._plan = plan

    def runnable(self) -> bool:
        return self._source is not None

    def _results(
        self, inputs: tuple[Any, ...], prepare: Callable[[Any], None] | None = None
    ) -> tuple[Any, ...]:
        """Every result of ``main``, the updates torch.export added included."""
        if self._source is None:
            raise UsageError(self._why_not)
        if not self._signature:
            raise UsageError(
                "run() reads the model's dtypes from the torch_mlir stage's func.func @main, "
                "and this lowering has none"
            )
        expected_in, expected_out = parse_signature(self._signature)
        tensors = check_inputs(inputs, expected_in)
        for position, example in self._folded:
            given = tensors[position] if position < len(tensors) else example
            if given != example:
                raise UsageError(
                    f"input {position} is {given!r}, but the lowering folded that argument: "
                    f"torch.export specialized it to its example value {example!r}, and the "
                    "lowered code uses that value whatever is passed: lower with the value "
                    "you run, or make it dynamic (docs/numerics.md, 'Scalar inputs')"
                )
        return execute(
            self._source,
            tensors,
            expected_in,
            expected_out,
            stage=self._stage,
            timeout=self._timeout,
            prepare=prepare,
        )

    def run(self, inputs: tuple[Any, ...]) -> tuple[Any, ...]:
        results = self._results(inputs)
        return results if self._plan is None else self._plan.user_outputs(results)

    def run_text(self, text: str, label: str, inputs: tuple[Any, ...]) -> tuple[Any, ...]:
        """Run MLIR text of any level of the chain: what is not yet in the LLVM dialect is
        lowered there by the built-in pipeline first (in the child); weights a pass's
        printout leaves out come from the lowering's own full text."""
        from pytest_irlower.engines import llvm_dialect, mlir

        weights = self._weights
        saved = (self._source, self._stage)

        def source() -> str:
            if "dialect_resources" in text or weights is None:
                return text
            full = weights()
            at = full.rfind("{-#")
            return text + "\n" + full[at:] if at >= 0 else text

        def complete(op: Any) -> None:
            if mlir.dialects(op) - {"builtin", "llvm"}:
                llvm_dialect.lower_linalg_to_llvm(op, stage=f"complete {label}")

        self._source, self._stage = source, label
        try:
            results = self._results(inputs, prepare=complete)
        finally:
            self._source, self._stage = saved
        return results if self._plan is None else self._plan.user_outputs(results)

    def call(self, inputs: tuple[Any, ...]) -> Any:
        results = self._results(inputs)
        if self._plan is None:
            return self.pack(results)
        if len(results) == len(self._plan.kinds):
            _write_back(inputs, results, self._plan)
        return self.pack(self._plan.user_outputs(results))

    def reference_outputs(self, inputs: tuple[Any, ...], reference: Any) -> tuple[Any, ...]:
        import torch

        copies = tuple(x.detach().clone() if isinstance(x, torch.Tensor) else x for x in inputs)
        with torch.no_grad():
            if reference is not None:
                return flat_outputs(reference(*copies))
            model = self._model()
            if self._plan is None or not self._plan.updates_state:
                return flat_outputs(model(*copies))
            # the model updates its buffers: run it on copies of them
            buffers = {name: b.detach().clone() for name, b in model.named_buffers()}
            return flat_outputs(torch.func.functional_call(model, buffers, copies))

    def _model(self) -> Any:
        import torch

        model = self._subject
        if isinstance(model, (Deferred, DeferredAt)):  # a hit of lower(deferred(build))
            model = model.model
        if model is None:
            raise UsageError(
                f"{self.ir_type}: no model to compare with (this runner was built without "
                "one): pass reference="
            )
        if isinstance(model, torch.export.ExportedProgram):
            return model.module()
        return model

    def state(self) -> dict[str, Any] | None:
        """What :meth:`from_state` rebuilds this runner from in a later run (its
        LLVM-dialect text with every weight, the signature, the output plan); None when it
        cannot run, or its text is over :data:`STATE_LIMIT` characters (a hit of such a
        model lowers again to run)."""
        if self._source is None or not self._signature:
            return None
        text = self._source()
        if len(text) > STATE_LIMIT:
            return None
        plan = None
        if self._plan is not None:
            plan = [
                {"kind": kind, "target": target}
                for kind, target in zip(self._plan.kinds, self._plan.targets, strict=True)
            ]
        return {
            "runner": "model",
            "ir_type": self.ir_type,
            "signature": self._signature,
            "stage": self._stage,
            "source": text,
            "plan": plan,
            # the scalars torch.export specialized: a hit refuses another value, as a fresh
            # lowering does, instead of computing with the folded one
            "folded": [[position, value] for position, value in self._folded],
        }

    @classmethod
    def from_state(cls, state: Any, subject: Any, timeout: float) -> ModelRunner | None:
        """The runner :meth:`state` described, for ``subject`` (None: not such a state)."""
        if not isinstance(state, dict) or state.get("runner") != "model":
            return None
        text = str(state["source"])
        plan = OutputPlan.from_details({DETAILS_KEY: state["plan"]}) if state["plan"] else None
        return cls(
            str(state["ir_type"]),
            subject,
            str(state["signature"]),
            source=lambda: text,
            stage=str(state["stage"]),
            timeout=timeout,
            plan=plan,
            folded=[(int(position), value) for position, value in state["folded"]],
        )

    def after_pipeline(self, source: str, syntax: str, stage: str) -> Runner | None:
        label = f"{self.ir_type} + custom pipeline"
        runner = ModelRunner(
            label,
            None,
            self._signature,
            source=(lambda: source) if syntax == "mlir" else None,
            stage=label,
            timeout=self._timeout,
            why_not=(
                f"{label} cannot be run: run() executes LLVM-dialect MLIR on the CPU, and "
                f"the pipeline's last stage ({stage}) writes {syntax}"
            ),
            plan=self._plan,
            folded=self._folded,
        )
        runner._subject = self._subject
        runner._weights = self._weights
        return runner


def _write_back(inputs: tuple[Any, ...], results: tuple[Any, ...], plan: OutputPlan) -> None:
    """Copy the new value of every input the model updates in place into the caller's
    tensor (the n-th tensor of ``inputs`` is the model's n-th tensor input)."""
    import torch

    tensors = [x for x in inputs if isinstance(x, torch.Tensor)]
    with torch.no_grad():
        for result, index in plan.input_updates:
            if index < len(tensors):
                tensors[index].copy_(results[result])
