"""``main``'s signature: what ``run()`` takes and returns, read from the Torch dialect.

Element types and static shapes come from the Torch dialect's ``func.func @main`` signature
(the ``torch_mlir`` stage), which keeps torch's dtypes (``si64``, ``i1``...) that the LLVM
dialect has lost. Scalar inputs and results (``!torch.int``, ``!torch.float``,
``!torch.bool``) are Python ``int``/``float``/``bool``. :func:`check_inputs` checks a call's
inputs against it before anything runs.
"""

from __future__ import annotations

import ctypes
import re
from dataclasses import dataclass
from typing import Any

from pytest_irlower.checks.numerics import dtype_name
from pytest_irlower.errors import UsageError

#: the Torch dialect's element types -> torch dtype names (those the engine runs)
TORCH_MLIR_DTYPES = {
    "f32": "float32",
    "f64": "float64",
    "f16": "float16",
    "bf16": "bfloat16",
    "si64": "int64",
    "si32": "int32",
    "si16": "int16",
    "si8": "int8",
    "ui8": "uint8",
    "i1": "bool",
    "complex<f16>": "complex32",
    "complex<f32>": "complex64",
    "complex<f64>": "complex128",
}
SUPPORTED_DTYPES = tuple(TORCH_MLIR_DTYPES.values())

#: the Torch dialect's scalar types -> (Python type, dtype of its value, LLVM type, ctype)
SCALAR_TYPES: dict[str, tuple[str, str, str, Any]] = {
    "!torch.int": ("int", "int64", "i64", ctypes.c_int64),
    "!torch.float": ("float", "float64", "f64", ctypes.c_double),
    "!torch.bool": ("bool", "bool", "i1", ctypes.c_bool),
}


_MAIN = "func.func @main("
_VTENSOR = re.compile(r"^!torch\.vtensor<\[(.*?)\],(.+)>$")


@dataclass(frozen=True)
class TensorType:
    """A value of the signature: a tensor's dims (None: dynamic) and torch dtype name,
    or (``scalar`` set: ``int``, ``float`` or ``bool``) a Python scalar, dims ``()``."""

    dims: tuple[int | None, ...]
    dtype: str
    scalar: str = ""

    def describe(self) -> str:
        """``[2, 16] float32``; a dynamic dim is ``?``; a scalar is its Python type."""
        if self.scalar:
            return self.scalar
        dims = ", ".join("?" if d is None else str(d) for d in self.dims)
        return f"[{dims}] {self.dtype}"

    @property
    def llvm_type(self) -> str:
        """Its type in ``main``'s LLVM signature (a memref descriptor, or the scalar)."""
        if self.scalar:
            return next(t[2] for t in SCALAR_TYPES.values() if t[0] == self.scalar)
        return _descriptor_type(len(self.dims))


def main_signature(torch_mlir_text: str) -> str:
    """The ``func.func @main(...)`` line of a Torch dialect module ('' if none)."""
    start = torch_mlir_text.find(_MAIN)
    if start < 0:
        return ""
    end = torch_mlir_text.find("\n", start)
    return torch_mlir_text[start : end if end >= 0 else None].rstrip(" {")


def parse_signature(
    line: str, engine: str = "the CPU engine", *, without: frozenset[str] = frozenset()
) -> tuple[list[TensorType], list[TensorType]]:
    """The inputs and outputs of a ``func.func @main(...) -> ...`` line of the Torch dialect;
    ``engine`` (the one that will run it) is named when an element type cannot be run:
    one it lacks, or one of ``without`` (element types of :data:`TORCH_MLIR_DTYPES` that
    this engine cannot run)."""
    if not line.startswith(_MAIN):
        raise UsageError(f"not a func.func @main signature: {line[:80]!r}")
    depth, close = 0, -1
    for position, char in enumerate(line):
        if char in "(<[":
            depth += 1
        elif char in ")>]":
            depth -= 1
            if depth == 0 and char == ")":
                close = position
                break
    arguments = line[len(_MAIN) : close]
    results = line[close + 1 :].strip().removeprefix("->").strip()
    if results.startswith("(") and results.endswith(")"):
        results = results[1:-1]
    inputs = []
    for i, part in enumerate(_split_top(arguments)):
        text = _argument_type(part)
        inputs.append(_scalar_type(text) or _tensor_type(text, f"input {i}", engine, without))
    outputs = [
        _scalar_type(part) or _tensor_type(part, f"output {i}", engine, without)
        for i, part in enumerate(_split_top(results))
    ]
    return inputs, outputs


def _argument_type(part: str) -> str:
    """``%arg0: !torch.vtensor<[3],f32> {attrs}`` -> its type."""
    text = part.split(":", 1)[1].strip()
    return text.split(" {", 1)[0].strip()


def _scalar_type(text: str) -> TensorType | None:
    found = SCALAR_TYPES.get(text)
    return None if found is None else TensorType((), found[1], scalar=found[0])


def folded_scalars(torch_mlir_text: str) -> list[int]:
    """The positions, among ``main``'s inputs, of the scalar inputs its body never uses:
    torch.export specialized them (their example value is a constant of the graph) and
    kept them in the signature only."""
    line = main_signature(torch_mlir_text)
    if not line:
        return []
    inputs, _ = parse_signature(line)
    start = torch_mlir_text.find(line) + len(line)
    body = torch_mlir_text[start:]
    unread = [p for p, spec in enumerate(inputs) if spec.scalar]
    return [p for p in unread if re.search(rf"%arg{p}(?![\w$.#-])", body) is None]


def _split_top(text: str) -> list[str]:
    parts: list[str] = []
    current: list[str] = []
    depth = 0
    for char in text:
        if char in "(<[":
            depth += 1
        elif char in ")>]":
            depth -= 1
        if char == "," and depth == 0:
            parts.append("".join(current).strip())
            current = []
        else:
            current.append(char)
    tail = "".join(current).strip()
    return [*parts, tail] if tail else parts


def _tensor_type(text: str, what: str, engine: str, without: frozenset[str]) -> TensorType:
    match = _VTENSOR.match(text)
    if match is None:
        scalars = ", ".join(SCALAR_TYPES)
        raise UsageError(
            f"{what} of the model is {text}: run() takes and returns tensors, and Python "
            f"int/float/bool for the scalars {scalars}; lower a model whose forward() "
            "takes those (another argument is a constant of the model: set it in __init__)"
        )
    element = match.group(2)
    if element not in TORCH_MLIR_DTYPES or element in without:
        runs = [name for element, name in TORCH_MLIR_DTYPES.items() if element not in without]
        raise UsageError(
            f"{what} of the model has element type {element}: {engine} runs {', '.join(runs)}"
        )
    dims = tuple(
        None if d.strip() in ("?", "") else int(d)
        for d in match.group(1).split(",")
        if match.group(1)
    )
    return TensorType(dims, TORCH_MLIR_DTYPES[element])


def _is_scalar(value: Any) -> bool:
    return isinstance(value, bool | int | float)


def scalar_value(value: Any, spec: TensorType, index: int) -> int | float | bool:
    """A Python scalar checked against a scalar input of the signature (an ``int`` is
    taken for a ``float``, as Python takes it)."""
    kind = "bool" if isinstance(value, bool) else type(value).__name__
    fits = kind == spec.scalar or (spec.scalar == "float" and kind == "int")
    if not _is_scalar(value) or not fits:
        shown = kind if _is_scalar(value) else f"a {type(value).__name__}"
        raise UsageError(
            f"input {index} is {shown}; the lowering takes a Python {spec.scalar} there "
            f"(!torch.{spec.scalar})"
        )
    return float(value) if spec.scalar == "float" else value


def check_inputs(inputs: tuple[Any, ...], expected: list[TensorType]) -> list[Any]:
    """The inputs that reach ``main``, in its order, checked against the signature:
    tensors contiguous on the CPU, and the Python ``int``/``float``/``bool`` scalars for
    its ``!torch.int``/``!torch.float``/``!torch.bool`` inputs. A signature without scalar
    inputs leaves the caller's scalars out (they were folded into the lowering)."""
    import torch

    takes_scalars = any(spec.scalar for spec in expected)
    values = [x for x in inputs if isinstance(x, torch.Tensor) or (takes_scalars and _is_scalar(x))]
    wanted = ", ".join(t.describe() for t in expected) or "none"
    if len(values) != len(expected):
        kind = "" if takes_scalars else " tensor"
        raise UsageError(
            f"the lowering takes {len(expected)}{kind} input(s) ({wanted}), got {len(values)}"
        )
    prepared: list[Any] = []
    for index, (tensor, spec) in enumerate(zip(values, expected, strict=True)):
        if spec.scalar:
            prepared.append(scalar_value(tensor, spec, index))
            continue
        if not isinstance(tensor, torch.Tensor):
            raise UsageError(
                f"input {index} is a Python {type(tensor).__name__}; the lowering takes a "
                f"tensor there ({spec.describe()})"
            )
        got = f"[{', '.join(str(s) for s in tensor.shape)}] {dtype_name(tensor.dtype)}"
        fits = dtype_name(tensor.dtype) == spec.dtype and len(tensor.shape) == len(spec.dims)
        fits = fits and all(
            d is None or d == s for d, s in zip(spec.dims, tensor.shape, strict=True)
        )
        if not fits:
            raise UsageError(
                f"input {index} is {got}; the lowering takes {spec.describe()} (values may "
                "differ from the example inputs; dtypes and static dims may not: lower with "
                "dynamic_shapes= to vary a dim)"
            )
        prepared.append(tensor.detach().to("cpu").contiguous())
    return prepared


def _descriptor_type(rank: int) -> str:
    arrays = f", array<{rank} x i64>, array<{rank} x i64>" if rank else ""
    return f"struct<(ptr, ptr, i64{arrays})>"


def expected_function_type(inputs: list[TensorType], outputs: list[TensorType]) -> str:
    """``main``'s LLVM function type under MLIR's default memref calling convention."""
    params = []
    for spec in inputs:
        if spec.scalar:
            params.append(spec.llvm_type)
            continue
        params += ["ptr", "ptr", "i64"] + ["i64"] * (2 * len(spec.dims))
    if not outputs:
        result = "void"
    elif len(outputs) == 1:
        result = outputs[0].llvm_type
    else:
        result = "struct<(" + ", ".join(o.llvm_type for o in outputs) + ")>"
    return f"!llvm.func<{result} ({', '.join(params)})>"
