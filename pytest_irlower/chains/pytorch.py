"""The PyTorch chain: TorchScript, torch.export, Core ATen, then torch-mlir.

A :class:`ModelLowering` belongs to one model and one input signature. It
builds each stage at most once and keeps the objects the next stage needs
(the exported program, the Torch-backend module, the Linalg module), so one
model lowered to many IR types is exported once, imported once and lowered
to Linalg once.

Stage graph (each IR type's chain is the path to it)::

    torch_script_graph_ir
    fx_graph -> core_aten_ir
    fx_graph -> torch_mlir -> tosa_mlir | stablehlo_mlir
                           -> linalg_on_tensors_mlir -> llvm_mlir -> llvm_ir
"""

from __future__ import annotations

import logging
import re
import time
import warnings
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from pytest_irlower import normalize as norm
from pytest_irlower.chains import mlir
from pytest_irlower.errors import LoweringError, ToolchainMissing, UsageError, condense

MIN_TORCH = (2, 6)

#: IR type -> the stages its chain goes through, in order.
CHAINS: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        "torch_script_graph_ir": ("torch_script_graph_ir",),
        "fx_graph": ("fx_graph",),
        "core_aten_ir": ("fx_graph", "core_aten_ir"),
        "torch_mlir": ("fx_graph", "torch_mlir"),
        "tosa_mlir": ("fx_graph", "torch_mlir", "tosa_mlir"),
        "linalg_on_tensors_mlir": ("fx_graph", "torch_mlir", "linalg_on_tensors_mlir"),
        "stablehlo_mlir": ("fx_graph", "torch_mlir", "stablehlo_mlir"),
        "llvm_mlir": ("fx_graph", "torch_mlir", "linalg_on_tensors_mlir", "llvm_mlir"),
        "llvm_ir": ("fx_graph", "torch_mlir", "linalg_on_tensors_mlir", "llvm_mlir", "llvm_ir"),
    }
)

_BACKENDS = {
    "tosa_mlir": "TOSA",
    "linalg_on_tensors_mlir": "LINALG_ON_TENSORS",
    "stablehlo_mlir": "STABLEHLO",
}


@dataclass(frozen=True)
class TextOptions:
    """How stage text is printed: weights kept or elided, source locations kept or dropped."""

    keep_weights: bool = False
    keep_locations: bool = False
    #: (absolute dir, placeholder) pairs used when locations are kept.
    path_roots: tuple[tuple[str, str], ...] = ()


def require_torch() -> Any:
    """Import torch, or raise :class:`ToolchainMissing` saying what was looked for."""
    try:
        import torch
    except ImportError as exc:
        raise ToolchainMissing(
            "torch", f"'import torch' failed ({exc})", "pip install torch (2.6 or newer)"
        ) from None
    # torch's structured-trace channel (for tlparse) logs DEBUG records on every export;
    # pytest would show them under every failure
    logging.getLogger("torch.__trace").propagate = False
    version = tuple(int(part) for part in _leading_ints(torch.__version__, 2))
    if version < MIN_TORCH:
        raise ToolchainMissing(
            "torch",
            f"found torch {torch.__version__}, need {'.'.join(map(str, MIN_TORCH))} or newer",
            "pip install -U torch",
        )
    return torch


def _leading_ints(version: str, count: int) -> list[int]:
    parts = []
    for piece in version.split(".")[:count]:
        digits = "".join(ch for ch in piece if ch.isdigit()) or "0"
        parts.append(int(digits))
    return parts


def as_input_tuple(example_inputs: Any) -> tuple[Any, ...]:
    """A tensor or a tuple/list of them, as a tuple."""
    if isinstance(example_inputs, tuple):
        return example_inputs
    if isinstance(example_inputs, list):
        return tuple(example_inputs)
    return (example_inputs,)


def input_signature(inputs: tuple[Any, ...]) -> tuple[Any, ...]:
    """A hashable key that changes when the traced graph could change."""
    torch = require_torch()
    key: list[Any] = []
    for item in inputs:
        if isinstance(item, torch.Tensor):
            key.append(("tensor", tuple(item.shape), str(item.dtype), item.requires_grad))
        elif isinstance(item, (int, float, bool, str, type(None))):
            key.append(("value", type(item).__name__, item))
        else:
            key.append(("object", id(item)))
    return tuple(key)


def state_signature(model: Any) -> tuple[Any, ...]:
    """Parameter and buffer identities and versions, so an edited model is lowered anew."""
    state = []
    for name, tensor in [*model.named_parameters(), *model.named_buffers()]:
        state.append((name, tensor.data_ptr(), tensor._version))
    return (model.training, tuple(state))


class ModelLowering:
    """Every stage of one model on one input signature, each built at most once."""

    def __init__(self, model: Any, inputs: tuple[Any, ...], options: TextOptions) -> None:
        self.model = model
        self.inputs = inputs
        self.options = options
        self._texts: dict[str, str] = {}
        self._timings: dict[str, float] = {}
        self._objects: dict[Any, Any] = {}
        self._builders: dict[str, Callable[[], str]] = {
            "torch_script_graph_ir": self._torchscript,
            "fx_graph": self._fx_graph,
            "core_aten_ir": self._core_aten,
            "torch_mlir": self._torch_mlir,
            "tosa_mlir": lambda: self._backend("tosa_mlir"),
            "linalg_on_tensors_mlir": lambda: self._backend("linalg_on_tensors_mlir"),
            "stablehlo_mlir": lambda: self._backend("stablehlo_mlir"),
            "llvm_mlir": self._llvm_mlir,
            "llvm_ir": self._llvm_ir,
        }

    def lower(self, ir_type: str) -> tuple[dict[str, str], dict[str, float]]:
        """The stages of ``ir_type``'s chain (name to text) and their build times."""
        stages: dict[str, str] = {}
        for stage in CHAINS[ir_type]:
            stages[stage] = self.stage(stage)
        return stages, {name: self._timings[name] for name in stages}

    def stage(self, name: str) -> str:
        """One stage's text, built on first use."""
        if name not in self._texts:
            start = time.perf_counter()
            self._texts[name] = self._builders[name]()
            self._timings[name] = time.perf_counter() - start
        return self._texts[name]

    @property
    def built(self) -> tuple[str, ...]:
        """Names of the stages built so far (for tests of prefix sharing)."""
        return tuple(self._texts)

    # -- torch -------------------------------------------------------------

    def _torchscript(self) -> str:
        torch = require_torch()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                traced = torch.jit.trace(self.model, self.inputs, check_trace=False)
            except Exception as exc:  # torch raises many types; all end the chain here
                raise LoweringError(
                    "torch_script_graph_ir", _torch_message(exc, "torch.jit.trace")
                ) from None
        text = str(traced.inlined_graph)
        if self.options.keep_locations:
            text = norm.relativize_paths(text, self.options.path_roots)
        else:
            text = norm.strip_torchscript_locations(text)
        return norm.normalize_whitespace(norm.strip_torch_mangles(text))

    def _exported(self) -> Any:
        if "export" not in self._objects:
            torch = require_torch()
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                try:
                    self._objects["export"] = torch.export.export(
                        self.model, self.inputs, strict=False
                    )
                except Exception as exc:
                    raise LoweringError(
                        "fx_graph", _torch_message(exc, "torch.export.export")
                    ) from None
        return self._objects["export"]

    def _print_graph_module(self, program: Any) -> str:
        text = program.graph_module.print_readable(
            print_output=False, include_stride=False, include_device=False, colored=False
        )
        if self.options.keep_locations:
            text = norm.relativize_paths(text, self.options.path_roots)
        else:
            text = norm.strip_fx_source_comments(text)
        return norm.normalize_whitespace(text)

    def _fx_graph(self) -> str:
        return self._print_graph_module(self._exported())

    def _core_aten(self) -> str:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                program = self._exported().run_decompositions()
            except Exception as exc:
                raise LoweringError(
                    "core_aten_ir", _torch_message(exc, "ExportedProgram.run_decompositions")
                ) from None
        return self._print_graph_module(program)

    # -- torch-mlir --------------------------------------------------------

    def _print_mlir(self, op: Any) -> str:
        text = mlir.print_op(op, keep_weights=self.options.keep_weights)
        return norm.normalize_whitespace(norm.strip_empty_mlir_resources(text))

    def _torch_mlir(self) -> str:
        mlir.require_torch_mlir()
        from torch_mlir import fx
        from torch_mlir.compiler_utils import OutputType

        program = self._exported()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                module = fx.export_and_import(program, output_type=OutputType.RAW)
            except Exception as exc:
                raise LoweringError(
                    "torch_mlir", _torch_message(exc, "torch_mlir.fx.export_and_import")
                ) from None
        mlir.run_pipeline(module.operation, mlir.TORCH_BACKEND_PIPELINE, stage="torch_mlir")
        self._objects["torch_mlir"] = module.operation
        return self._print_mlir(module.operation)

    def _backend(self, ir_type: str) -> str:
        self.stage("torch_mlir")
        op = self._objects["torch_mlir"].clone()
        pipeline = mlir.BACKEND_PIPELINES[_BACKENDS[ir_type]]
        assert pipeline is not None
        mlir.run_pipeline(op, pipeline, stage=ir_type)
        self._objects[ir_type] = op
        return self._print_mlir(op)

    def _llvm_mlir(self) -> str:
        from pytest_irlower.chains import llvm_dialect

        self.stage("linalg_on_tensors_mlir")
        op = self._objects["linalg_on_tensors_mlir"].clone()
        llvm_dialect.lower_linalg_to_llvm(op, stage="llvm_mlir")
        self._objects["llvm_mlir"] = op
        return self._print_mlir(op)

    def _llvm_ir(self) -> str:
        self.stage("llvm_mlir")
        text = mlir.translate_to_llvm_ir(self._objects["llvm_mlir"], stage="llvm_ir")
        self._objects["llvm_ir_full"] = text
        if not self.options.keep_weights:
            text = norm.elide_llvm_constants(text, mlir.ELIDE_LIMIT)
        return norm.normalize_whitespace(text)

    def full_text(self, name: str) -> str:
        """A built stage's text with every weight in it (input for a custom pipeline)."""
        op = self._objects.get(name)
        if name in ("torch_mlir", *_BACKENDS, "llvm_mlir") and op is not None:
            return norm.normalize_whitespace(mlir.print_op(op, keep_weights=True))
        if name == "llvm_ir":
            return self.llvm_ir_with_weights
        for key, value in self._objects.items():
            if isinstance(key, tuple) and key[0] == "codegen" and key[1] == name:
                return str(value[0].assembly)
        return self.stage(name)

    @property
    def llvm_ir_with_weights(self) -> str:
        """The LLVM IR with every weight in it, for code generation after this chain."""
        self.stage("llvm_ir")
        return str(self._objects["llvm_ir_full"])

    def lower_to_target(
        self, target: str, arch: str | None, toolchain: Any, timeout: float
    ) -> tuple[dict[str, str], dict[str, float], dict[str, str], dict[str, str]]:
        """``llvm_ir`` then ``opt -O2`` then ``llc`` for a GPU target, built once per arch.

        Returns stages, timings, engines and reproducing commands.
        """
        from pytest_irlower.chains import targets

        stages, timings = self.lower("llvm_ir")
        key = ("codegen", target, arch)
        if key not in self._objects:
            start = time.perf_counter()
            result = targets.generate(
                self.llvm_ir_with_weights, target, arch, toolchain, timeout=timeout
            )
            self._objects[key] = (result, time.perf_counter() - start)
        result, seconds = self._objects[key]
        optimized = result.optimized
        if not self.options.keep_weights:
            optimized = norm.elide_llvm_constants(optimized, mlir.ELIDE_LIMIT)
        stages["opt -O2"] = norm.normalize_whitespace(optimized)
        stages[target] = targets.normalize_assembly(
            result.assembly, target, keep_weights=self.options.keep_weights, limit=mlir.ELIDE_LIMIT
        )
        timings["opt -O2"] = timings[target] = seconds
        return stages, timings, dict(result.engines), dict(result.commands)


_TORCH_BOILERPLATE = re.compile(
    r"TORCH_LOGS|TORCHDYNAMO_|https?://|draft_export|For C\+\+ stack trace|"
    r"get a list of all other errors"
)


def _torch_message(exc: BaseException, what: str) -> str:
    """torch's own message, condensed, led by the call that raised it.

    The lines that only point at torch's debugging switches and docs are dropped.
    """
    message = str(exc).strip() or repr(exc)
    lines = [line for line in message.splitlines() if not _TORCH_BOILERPLATE.search(line)]
    text = re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()
    return f"{what} raised {type(exc).__name__}:\n{condense(text, max_lines=30)}"


def check_module(model: Any, ir_type: str) -> None:
    """A torch IR type needs a ``torch.nn.Module`` subject."""
    torch = require_torch()
    if not isinstance(model, torch.nn.Module):
        hint = " (for IR text or code, use ir_type='raw_ir')" if isinstance(model, str) else ""
        raise UsageError(
            f"ir_type {ir_type!r} lowers a torch.nn.Module, got {type(model).__name__}{hint}"
        )
