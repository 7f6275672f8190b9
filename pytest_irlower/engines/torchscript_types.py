"""TorchScript's types and constants as Torch-dialect types and ops.

What torch-mlir's C++ importer did in ``torch_to_mlir_utils.cpp``
(``getMlirTypeFromTorchType``, ``convertTensorToMlirElementsAttr``), written over its
Python bindings: every TorchScript type kind maps to one Torch-dialect type, a tensor
to the non-value ``!torch.tensor`` the object-graph pipeline starts from, and a tensor
constant to ``torch.tensor.literal`` whose data is a ``dense_resource`` blob built from
the tensor's own buffer (the fast path the FX import takes, ``weights.fast_literal_hooks``).
"""

from __future__ import annotations

from typing import Any

from pytest_irlower.errors import LoweringError

#: the import's stage name (every error here is raised at it)
STAGE = "torchscript_mlir"

#: TorchScript's scalar type names -> MLIR element types (torch-mlir's table)
ELEMENT_TYPES = {
    "Byte": "ui8",
    "Char": "si8",
    "Short": "si16",
    "Int": "si32",
    "Long": "si64",
    "Bool": "i1",
    "Double": "f64",
    "Float": "f32",
    "BFloat16": "bf16",
    "Half": "f16",
    "ComplexHalf": "complex<f16>",
    "ComplexFloat": "complex<f32>",
    "ComplexDouble": "complex<f64>",
}

#: torch dtypes -> the builtin tensor element type of a literal's data (signless ints)
_DATA_TYPES = {
    "uint8": "ui8",
    "int8": "si8",
    "int16": "si16",
    "int32": "si32",
    "int64": "si64",
    "bool": "i1",
    "float64": "f64",
    "float32": "f32",
    "bfloat16": "bf16",
    "float16": "f16",
}

#: TorchScript type kinds with one fixed Torch-dialect type
_SIMPLE = {
    "IntType": "int",
    "FloatType": "float",
    "BoolType": "bool",
    "NumberType": "number",
    "StringType": "str",
    "NoneType": "none",
    "AnyType": "any",
    "DeviceObjType": "Device",
    "GeneratorType": "Generator",
}


class TypeMapper:
    """Maps TorchScript types to Torch-dialect types, each text parsed once per context."""

    def __init__(self, context: Any, *, value_semantics: bool = False) -> None:
        self.context = context
        #: tensors as ``!torch.vtensor`` (a graph without mutation) or ``!torch.tensor``
        self.tensor = "vtensor" if value_semantics else "tensor"
        #: the op a tensor constant becomes
        self.literal_op = f"torch.{self.tensor}.literal"
        self._parsed: dict[str, Any] = {}

    def parse(self, text: str) -> Any:
        """The MLIR type ``text`` spells, in this mapper's context."""
        found = self._parsed.get(text)
        if found is None:
            from torch_mlir import ir

            found = self._parsed[text] = ir.Type.parse(text, self.context)
        return found

    def refined(self, jit_type: Any) -> Any | None:
        """A value tensor type with the rank and dtype (and the static dims) a tensor's
        TorchScript type knows; None: it knows neither, or tensors are not values."""
        if self.tensor != "vtensor" or jit_type.kind() != "TensorType":
            return None
        dtype = jit_type.scalarType()
        sizes = jit_type.varyingSizes()
        if dtype is None or sizes is None or dtype not in ELEMENT_TYPES:
            return None
        dims = ",".join("?" if d is None else str(d) for d in sizes)
        return self.parse(f"!torch.vtensor<[{dims}],{ELEMENT_TYPES[dtype]}>")

    def of(self, jit_type: Any, where: str) -> Any:
        """The Torch-dialect type of a TorchScript type; ``where`` says whose type it is
        for the error an unsupported one raises."""
        return self.parse(type_text(jit_type, where, self.tensor))


def type_text(jit_type: Any, where: str, tensor: str = "tensor") -> str:
    """The Torch-dialect spelling of a TorchScript type (tensors as ``!torch.tensor``: a
    TorchScript graph's tensor types carry no shape the pipeline could trust; the example
    inputs bound the arguments instead)."""
    return "!torch." + _inner_text(jit_type, where, tensor)


def _inner_text(jit_type: Any, where: str, tensor: str) -> str:
    # the Torch dialect spells a type nested in another without its "!torch." prefix
    kind = jit_type.kind()
    simple = _SIMPLE.get(kind)
    if simple is not None:
        return simple
    if kind == "TensorType":
        return tensor
    if kind in ("OptionalType", "ListType"):
        inner = _inner_text(jit_type.getElementType(), where, tensor)
        return f"{'optional' if kind == 'OptionalType' else 'list'}<{inner}>"
    if kind in ("TupleType", "UnionType"):
        inner = ", ".join(_inner_text(t, where, tensor) for t in jit_type.containedTypes())
        return f"{'tuple' if kind == 'TupleType' else 'union'}<{inner}>"
    if kind == "DictType":
        key, value = (
            _inner_text(t, where, tensor) for t in (jit_type.getKeyType(), jit_type.getValueType())
        )
        return f"dict<{key}, {value}>"
    if kind == "ClassType":
        name = jit_type.qualified_name()
        if name.startswith("__torch__.torch.classes."):
            raise LoweringError(
                STAGE,
                f"{where}: TorchScript custom class {name!r} has no Torch-dialect type (the "
                "importer takes int, float, bool, str, None, Device, tensors, and lists, tuples, "
                "dicts and optionals of them, and modules)",
            )
        return f'nn.Module<"{name}">'
    raise LoweringError(
        STAGE,
        f"{where}: TorchScript type {jit_type} ({kind}) has no Torch-dialect type (the importer "
        "takes int, float, bool, str, None, Device, Generator, tensors, and lists, tuples, "
        "dicts, unions and optionals of them, and modules)",
    )


def value_tensor_type(tensor: Any) -> str:
    """``!torch.vtensor<[dims],dtype>`` of a tensor: the bound an example input gives."""
    dims = ",".join(str(d) for d in tensor.shape)
    return f"!torch.vtensor<[{dims}],{element_type(tensor, 'an example input')}>"


def element_type(tensor: Any, where: str) -> str:
    """The Torch-dialect element type of a tensor's dtype."""
    name = str(tensor.dtype).replace("torch.", "")
    found = {
        **_DATA_TYPES,
        "complex64": "complex<f32>",
        "complex128": "complex<f64>",
        "complex32": "complex<f16>",
    }.get(name)
    if found is None:
        raise LoweringError(
            STAGE,
            f"{where}: a tensor of dtype {tensor.dtype} has no Torch-dialect element type "
            f"(supported: {', '.join(sorted(_DATA_TYPES))}, complex64, complex128)",
        )
    return found


class Literals:
    """Tensor constants as ``torch.tensor.literal`` ops, one blob per tensor (a tensor
    reached twice is one blob: its data is imported once)."""

    def __init__(self, types: TypeMapper) -> None:
        self.types = types
        self._attrs: dict[int, tuple[Any, Any]] = {}

    def attribute(self, tensor: Any, where: str) -> tuple[Any, str]:
        """The ``value`` attribute of a literal holding ``tensor``, and its tensor type."""
        import numpy as np
        import torch
        from torch_mlir import ir

        if tensor.is_quantized or tensor.layout != torch.strided:
            raise LoweringError(
                STAGE,
                f"{where}: a {'quantized' if tensor.is_quantized else str(tensor.layout)} tensor "
                "cannot be imported as a literal (the importer takes dense strided tensors)",
            )
        elem = element_type(tensor, where)
        dims = ",".join(str(d) for d in tensor.shape)
        torch_type = f"!torch.{self.types.tensor}<[{dims}],{elem}>"
        key = id(tensor)
        cached = self._attrs.get(key)
        if cached is not None and cached[0] is tensor:
            return cached[1], torch_type
        data = tensor.detach().to("cpu").contiguous()
        shape = "".join(f"{d}x" for d in data.shape)
        # the builtin tensor type of the data: signed integers, as the C++ importer made them
        # (torch.tensor.literal infers its type from it)
        builtin = elem
        builtin_text = f"tensor<{shape}{builtin}>"
        if data.numel() <= 1 or data.dtype in (torch.bool, torch.bfloat16) or data.is_complex():
            # rare or one value: torch-mlir's own dense form, written as text
            attr = ir.Attribute.parse(
                f"dense<{_dense_values(data, builtin)}> : {builtin_text}", self.types.context
            )
        else:
            attr = ir.DenseResourceElementsAttr.get_from_buffer(
                np.ascontiguousarray(data.numpy()),
                f"torch_tensor_{'_'.join(str(d) for d in data.shape)}_{data.dtype}",
                self.types.parse(builtin_text),
                context=self.types.context,
            )
        self._attrs[key] = (tensor, attr)
        return attr, torch_type


#: the bit patterns of NaN, +inf and -inf per float type (MLIR reads them as hex)
_NON_FINITE = {
    "f16": ("0x7E00", "0x7C00", "0xFC00"),
    "bf16": ("0x7FC0", "0x7F80", "0xFF80"),
    "f32": ("0x7FC00000", "0x7F800000", "0xFF800000"),
    "f64": ("0x7FF8000000000000", "0x7FF0000000000000", "0xFFF0000000000000"),
}


def _dense_values(data: Any, element: str) -> str:
    """A small tensor's values as a ``dense<...>`` body (nested lists, MLIR spellings)."""
    part = element[len("complex<") : -1] if element.startswith("complex<") else element

    def number(value: float) -> str:
        if value == value and value not in (float("inf"), float("-inf")):
            text = repr(float(value))  # MLIR wants a point before an exponent: 1.0e-06
            mantissa, _, exponent = text.partition("e")
            if exponent and "." not in mantissa:
                return f"{mantissa}.0e{exponent}"
            return text
        nan, inf, ninf = _NON_FINITE[part]
        return nan if value != value else inf if value > 0 else ninf

    def spell(value: Any) -> str:
        if isinstance(value, list):
            return "[" + ", ".join(spell(v) for v in value) + "]"
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, complex):
            return f"({number(value.real)}, {number(value.imag)})"
        if isinstance(value, float):
            return number(value)
        return str(value)

    return spell(data.tolist()) if data.numel() else ""
