"""Result types of the ops the TorchScript importer makes, where TorchScript's own
(``Tensor``: no rank, no dtype) will not do:

- :meth:`ResultTypes.typed_results`: what a node says itself (``aten::to.dtype`` with a
  constant dtype, ``aten::item`` of a tensor whose dtype is known);
- :meth:`ResultTypes.aliased_results`: an op whose result aliases an argument (written in
  place, or a view);
- else :meth:`~pytest_irlower.engines.torchscript_values.Values.type_of`: the example
  run's rank and dtype (``torchscript_examples``), where it saw the value.
"""

from __future__ import annotations

from typing import Any

from pytest_irlower.engines.torchscript_examples import Example
from pytest_irlower.engines.torchscript_types import ELEMENT_TYPES, Literals, TypeMapper
from pytest_irlower.engines.torchscript_values import Values, describe

#: ``c10::ScalarType`` numbers (a ``dtype=`` constant) -> TorchScript's scalar type names
_SCALAR_TYPES = {
    0: "Byte",
    1: "Char",
    2: "Short",
    3: "Int",
    4: "Long",
    5: "Half",
    6: "Float",
    7: "Double",
    11: "Bool",
    15: "BFloat16",
}
#: torch dtype names -> TorchScript's scalar type names (an example input's)
DTYPE_NAMES = {
    "uint8": "Byte",
    "int8": "Char",
    "int16": "Short",
    "int32": "Int",
    "int64": "Long",
    "float16": "Half",
    "float32": "Float",
    "float64": "Double",
    "bool": "Bool",
    "bfloat16": "BFloat16",
}
#: the floating scalar type names (``aten::item`` of one is a ``!torch.float``)
_FLOATS = {"Half", "Float", "Double", "BFloat16"}


class ResultTypes(Values):
    """The result types of one function's ops (a base of the node importer)."""

    def __init__(
        self, types: TypeMapper, literals: Literals, examples: dict[int, Example] | None = None
    ) -> None:
        super().__init__(types, literals, examples)
        #: TorchScript values (unique ids) -> their scalar type name where the graph's type
        #: does not say it: the example inputs'
        self.dtypes: dict[int, str] = {}
        #: schema -> for each return, the argument it aliases (None: none) and whether the
        #: op writes it
        self._aliases: dict[str, list[tuple[int | None, bool]]] = {}

    def typed_results(self, node: Any, qualified: str) -> list[Any] | None:
        """Result types more precise than TorchScript's, where the node says them and
        torch-mlir needs them (None: TorchScript's):

        - ``aten::to.dtype`` with a constant ``dtype``: a tensor of that dtype (torch-mlir's
          folder of ``torch.aten.to.dtype`` crashes on a constant input whose result has
          no dtype);
        - ``aten::item`` of a tensor whose dtype is known: ``!torch.int``, ``!torch.float``
          or ``!torch.bool``, not ``Scalar``'s ``!torch.number``, which torch-mlir's backend
          contract rejects;
        - a tensor whose sizes the graph fixes (:func:`fixed_sizes`): the example run's
          sizes and dtype. torch-mlir folds ``aten.tensor`` of a one-element list, and
          ``aten.tril_indices``/``triu_indices`` of zero rows, to a literal of the result
          type, which is invalid with a ``?`` in it (``TensorAlloc1dStaticModule_basic``)."""
        if node.outputsSize() == 1 and fixed_sizes(node):
            seen = self.examples.get(node.output().unique())
            if seen is not None and len(seen.sizes) == seen.rank:
                return [self.types.parse(seen.type_text(self.types.tensor, sized=True))]
        if qualified == "aten.to.dtype":
            dtype = node.inputsAt(1)
            if dtype.node().kind() != "prim::Constant" or dtype.type().kind() != "IntType":
                return None
            name = _SCALAR_TYPES.get(dtype.toIValue())
            if name is None:
                return None
            return [self.types.parse(f"!torch.{self.types.tensor}<*,{ELEMENT_TYPES[name]}>")]
        if qualified == "aten.item":
            source = node.input()
            name = self.dtypes.get(source.unique())
            seen = self.examples.get(source.unique())
            if name is None and seen is not None:
                name = DTYPE_NAMES.get(seen.dtype)
            if name is None and source.type().kind() == "TensorType":
                name = source.type().scalarType()
            if name is None:
                return None
            scalar = "bool" if name == "Bool" else "float" if name in _FLOATS else "int"
            return [self.types.parse(f"!torch.{scalar}")]
        return None

    def aliased_results(self, node: Any, schema: str, operands: list[Any]) -> list[Any]:
        """The result types of an op whose schema says a result aliases an argument: one
        the op wrote in place (``Tensor(a!)`` in and out) has that operand's type, as
        torch-mlir replaces the one with the other; a view of an argument (``Tensor(a)``)
        TorchScript's type (torch-mlir makes views value ops itself, from the types it
        refines); any other result, :meth:`type_of`."""
        found = self._aliases.get(schema)
        if found is None:
            import torch

            parsed = torch._C.parse_schema(schema)
            sets = [a.alias_info.before_set if a.alias_info else set() for a in parsed.arguments]
            found = self._aliases[schema] = [
                (
                    next((i for i, s in enumerate(sets) if r.alias_info.before_set & s), None),
                    bool(r.alias_info.is_write),
                )
                if r.alias_info
                else (None, False)
                for r in parsed.returns
            ]
        results = []
        for jit_value, (argument, written) in zip(node.outputs(), found, strict=True):
            if written and argument is not None and argument < len(operands):
                results.append(operands[argument].type)
            elif argument is not None:
                results.append(self.types.of(jit_value.type(), describe(node)))
            else:
                results.append(self.type_of(jit_value, node))
        return results


#: ops that torch-mlir's decompositions replace by an argument in places (``aten.t`` of
#: rank 1: ``TModuleRank1_basic``; ``aten._trilinear`` without sum dims:
#: ``Aten_TrilinearModule_basic``), which the result's type must then match: typed with
#: the example run's sizes where the graph fixes them. Not every op: a static type also
#: exposes torch-mlir decompositions whose types are wrong where their values are right
#: (``aten.conv_tbc``: ``ConvTbcModule_basic`` passes with ``?`` sizes only)
REPLACED_BY_AN_ARGUMENT = {"aten::t", "aten::_trilinear"}


def fixed_sizes(node: Any) -> bool:
    """Whether the graph alone fixes the sizes of ``node``'s tensor result, whatever the
    inputs' values: ``aten::tensor`` of a list literal (its sizes are the list's
    lengths), a tensor-making op all of whose inputs are constants (or lists of them), or
    one of ``REPLACED_BY_AN_ARGUMENT`` of the function's own tensor arguments (their sizes
    bounded by the example inputs, ``torch.type_bound``) and constants, where it writes
    nothing and no view of it is written through."""
    if node.output().type().kind() != "TensorType":
        return False
    if node.kind() == "aten::tensor":
        return _literal_sizes(node.inputsAt(0)) is not None
    inputs = list(node.inputs())
    if not inputs:
        return False
    if all(_is_constant(v) for v in inputs):
        return True
    if node.kind() not in REPLACED_BY_AN_ARGUMENT:
        return False
    tensors = [v for v in inputs if v.type().kind() == "TensorType"]
    return (
        bool(tensors)
        and all(v.node().kind() == "prim::Param" for v in tensors)
        and all(_is_constant(v) for v in inputs if v.type().kind() != "TensorType")
        and _reads_only(node)
    )


def _reads_only(node: Any) -> bool:
    """Whether ``node``'s op writes none of its arguments, returns no view of one that
    anything writes through, and its result's sizes do not depend on the data (torch's
    ``dynamic_output_shape``/``data_dependent_output`` tags)."""
    import torch

    schema = node.schema()
    if schema == "(no schema)" or "!" in schema.split("->")[0]:
        return False
    if "(" in schema.split("->", 1)[1] and not _only_read(node.output()):
        return False  # a view written through: TorchScript's type (aliased_results)
    name = schema.split("(", 1)[0]
    namespace, _, rest = name.partition("::")
    op, _, overload = rest.partition(".")
    packet = getattr(getattr(torch.ops, namespace, None), op, None)
    found = getattr(packet, overload or "default", None) if packet is not None else None
    if found is None:
        return False
    dynamic = {torch.Tag.dynamic_output_shape, torch.Tag.data_dependent_output}
    return not dynamic.intersection(found.tags)


def _literal_sizes(value: Any) -> tuple[int, ...] | None:
    """The sizes of a tensor made from ``value``, where it is a list literal
    (``prim::ListConstruct`` of scalars, or of list literals of one length)."""
    producer = value.node()
    if producer.kind() != "prim::ListConstruct":
        return None if value.type().kind() == "ListType" else ()
    inner = {_literal_sizes(v) for v in producer.inputs()}
    if len(inner) > 1:
        return None
    element = inner.pop() if inner else ()
    return None if element is None else (len(list(producer.inputs())), *element)


def _is_constant(value: Any) -> bool:
    producer = value.node()
    if producer.kind() == "prim::Constant":
        return bool(value.type().kind() != "TensorType")
    if producer.kind() == "prim::ListConstruct":
        return all(_is_constant(v) for v in producer.inputs())
    return False


def _only_read(value: Any) -> bool:
    """Whether no user of ``value`` takes it as an alias (a view of it, or a write into
    it: ``Tensor(a...)`` in the user's schema)."""
    for use in value.uses():
        schema = use.user.schema()
        if schema != "(no schema)" and "Tensor(" in schema.split("->")[0]:
            return False
    return True
