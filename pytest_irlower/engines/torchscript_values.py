"""TorchScript values as Torch-dialect values: the map from a graph's values, their types,
the casts and copies where two types meet, and constants built from Python values.

What torch-mlir's C++ importer did with ``adjustStaticInformationForValues`` (a tensor
where an optional is expected is derefined, a literal's shaped tensor cast to
``!torch.tensor``) and ``importIValue`` (constants, lists, tuples, dicts, tensors), plus
the copies between value and non-value tensors the plugin's value-semantic bodies need
(attributes and method signatures hold non-value tensors).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from pytest_irlower.engines.torchscript_examples import Example
from pytest_irlower.engines.torchscript_types import STAGE, Literals, TypeMapper
from pytest_irlower.errors import LoweringError

#: where a node came from, as TorchScript prints it (``# file.py:12:8``) or as LTC does
_SOURCE = re.compile(r'#\s*(\S+:\d+):\d+\s*$|source="([^"]+)"')


def source_of(node: Any) -> str:
    """The TorchScript source line a node came from (``file.py:12``), or ``''``."""
    text = str(node).strip().split("\n")[0]
    found = _SOURCE.search(text)
    if found is None:
        return ""
    return found.group(1) or found.group(2)


def describe(node: Any) -> str:
    """A node for a message: its kind and where it came from."""
    where = source_of(node)
    return f"{node.kind()}" + (f" (TorchScript source {where})" if where else "")


class Values:
    """The values of one function being imported, and how they become each other's types."""

    def __init__(
        self, types: TypeMapper, literals: Literals, examples: dict[int, Example] | None = None
    ) -> None:
        self.types = types
        self.literals = literals
        self.values: dict[int, Any] = {}
        #: TorchScript values (unique ids) -> their rank and dtype in the example run
        self.examples = examples or {}

    def bind(self, jit_value: Any, value: Any) -> None:
        """Map a TorchScript value to its MLIR value."""
        self.values[jit_value.unique()] = value

    def lookup(self, jit_value: Any) -> Any:
        """The MLIR value of a TorchScript value imported before."""
        return self.values[jit_value.unique()]

    def type_of(self, jit_value: Any, node: Any) -> Any:
        """The Torch-dialect type of a TorchScript value: a tensor with the rank and dtype
        the example run gave it, where it saw the value."""
        seen = self.examples.get(jit_value.unique())
        if seen is not None and jit_value.type().kind() == "TensorType":
            return self.types.parse(seen.type_text(self.types.tensor))
        return self.types.of(jit_value.type(), f"a value of {describe(node)}")

    def carried_type(self, jit_value: Any, node: Any) -> Any:
        """The type of a value that control flow carries (a ``prim::If`` or
        ``prim::Loop`` result, a loop's block argument): with the rank and dtype
        TorchScript's shape analysis found, as value tensors. torch-mlir's type
        refinement does not reach through control flow, and its backend contract needs
        ranks and dtypes."""
        refined = self.types.refined(jit_value.type())
        return refined if refined is not None else self.type_of(jit_value, node)

    def adjust(self, value: Any, expected: Any) -> Any:
        """``value`` as of type ``expected``: widened where TorchScript widens implicitly,
        copied between value and non-value tensors where the two meet (a method's
        signature and the attributes hold non-value tensors)."""
        from torch_mlir import ir

        if value.type == expected:
            return value
        text, want = str(value.type), str(expected)
        if text == "!torch.optional<tensor>" and want == "!torch.optional<vtensor>":
            return self._optional_value(value, expected)
        if text.startswith("!torch.tuple<") and want.startswith("!torch.tuple<"):
            return self._tuple(value, text, want, expected)
        plain = _tensor_kind(text)
        wanted = _tensor_kind(want)
        if plain is not None and want.startswith("!torch.optional<"):
            # a tensor where an optional is expected: as the optional's tensor, derefined
            inner = _tensor_kind("!torch." + want[len("!torch.optional<") : -1])
            if inner is not None and inner != plain:
                value = self.adjust(value, self.types.parse(f"!torch.{inner}"))
        if plain is None or wanted is None:
            return ir.Operation.create(
                "torch.derefine", results=[expected], operands=[value]
            ).result
        if plain != wanted:
            # copies go through the unranked types, then a cast refines or widens
            copy = "torch.copy.to_vtensor" if wanted == "vtensor" else "torch.copy.to_tensor"
            if text != f"!torch.{plain}":
                value = ir.Operation.create(
                    "torch.tensor_static_info_cast",
                    results=[self.types.parse(f"!torch.{plain}")],
                    operands=[value],
                ).result
            value = ir.Operation.create(
                copy, results=[self.types.parse(f"!torch.{wanted}")], operands=[value]
            ).result
            if value.type == expected:
                return value
        return ir.Operation.create(
            "torch.tensor_static_info_cast", results=[expected], operands=[value]
        ).result

    def _tuple(self, value: Any, text: str, want: str, expected: Any) -> Any:
        """A tuple as a tuple of other element types (value tensors where a method's
        signature holds non-value ones): unpacked, each element adjusted, packed again
        (``torch.derefine`` casts no tuple's elements between the two tensor kinds)."""
        from torch_mlir import ir

        have, need = _elements(text), _elements(want)
        if len(have) != len(need):
            return ir.Operation.create(
                "torch.derefine", results=[expected], operands=[value]
            ).result
        unpacked = ir.Operation.create(
            "torch.prim.TupleUnpack",
            results=[self.types.parse("!torch." + t) for t in have],
            operands=[value],
        ).results
        items = [
            self.adjust(v, self.types.parse("!torch." + t))
            for v, t in zip(unpacked, need, strict=True)
        ]
        return ir.Operation.create(
            "torch.prim.TupleConstruct", results=[expected], operands=items
        ).result

    def _optional_value(self, value: Any, expected: Any) -> Any:
        """An ``Optional[Tensor]`` attribute (non-value) as the graph's value optional: the
        tensor copied when there is one (the pipeline folds the test once the attribute
        is a known constant)."""
        from torch_mlir import ir

        none = ir.Operation.create("torch.constant.none", results=[self.types.parse("!torch.none")])
        present = ir.Operation.create(
            "torch.aten.__isnot__",
            results=[self.types.parse("!torch.bool")],
            operands=[value, none.result],
        ).result
        branch = ir.Operation.create(
            "torch.prim.If", results=[expected], operands=[present], regions=2
        )
        with ir.InsertionPoint(ir.Block.create_at_start(branch.regions[0], [])):
            tensor = ir.Operation.create(
                "torch.prim.unchecked_cast",
                results=[self.types.parse("!torch.tensor")],
                operands=[value],
            ).result
            ir.Operation.create("torch.prim.If.yield", operands=[self.adjust(tensor, expected)])
        with ir.InsertionPoint(ir.Block.create_at_start(branch.regions[1], [])):
            ir.Operation.create(
                "torch.prim.If.yield", operands=[self.adjust(none.result, expected)]
            )
        return branch.result

    def adjust_all(self, values: Sequence[Any], types: Sequence[Any]) -> list[Any]:
        """Each value adjusted to its type."""
        return [self.adjust(v, t) for v, t in zip(values, types, strict=True)]

    def constant_value(
        self, value: Any, jit_type: Any, where: str, *, initializer: bool = False
    ) -> Any:
        """A Python value of TorchScript type ``jit_type`` as ops at the insertion point
        (constants, literals, lists and tuples of them); ``initializer``: in the module's
        object graph, where no cast may stand (a slot takes a subtype of its attribute)."""

        def adjust(inner: Any, expected: Any) -> Any:
            return inner if initializer else self.adjust(inner, expected)

        from torch_mlir import ir

        ctx = self.types.context
        kind = jit_type.kind()
        if value is None:
            return ir.Operation.create(
                "torch.constant.none", results=[self.types.parse("!torch.none")]
            ).result
        if kind == "OptionalType":
            inner = self.constant_value(
                value, jit_type.getElementType(), where, initializer=initializer
            )
            return adjust(inner, self.types.of(jit_type, where))
        if isinstance(value, bool):
            attr = ir.BoolAttr.get(value, ctx)
            return _constant("torch.constant.bool", "!torch.bool", attr, self.types)
        if isinstance(value, int):
            attr = ir.IntegerAttr.get(ir.IntegerType.get_signless(64, ctx), value)
            return _constant("torch.constant.int", "!torch.int", attr, self.types)
        if isinstance(value, float):
            attr = ir.FloatAttr.get(ir.F64Type.get(ctx), value)
            return _constant("torch.constant.float", "!torch.float", attr, self.types)
        if isinstance(value, str):
            return _constant(
                "torch.constant.str", "!torch.str", ir.StringAttr.get(value, ctx), self.types
            )
        if kind in ("ListType", "TupleType") and isinstance(value, (list, tuple)):
            inner_types = (
                [jit_type.getElementType()] * len(value)
                if kind == "ListType"
                else list(jit_type.containedTypes())
            )
            items = [
                adjust(
                    self.constant_value(v, t, where, initializer=initializer),
                    self.types.of(t, where),
                )
                for v, t in zip(value, inner_types, strict=True)
            ]
            name = "torch.prim.ListConstruct" if kind == "ListType" else "torch.prim.TupleConstruct"
            return ir.Operation.create(
                name, results=[self.types.of(jit_type, where)], operands=items
            ).result
        if kind == "DictType" and isinstance(value, dict):
            key_type, value_type = jit_type.getKeyType(), jit_type.getValueType()
            keys, items = [], []
            for key, item in value.items():
                keys.append(self.constant_value(key, key_type, where, initializer=initializer))
                inner = self.constant_value(item, value_type, where, initializer=initializer)
                items.append(adjust(inner, self.types.of(value_type, where)))
            return ir.Operation.create(
                "torch.prim.DictConstruct",
                results=[self.types.of(jit_type, where)],
                operands=keys + items,
            ).result
        import torch

        if isinstance(value, torch.Tensor):
            attr, text = self.literals.attribute(value, where)
            literal_op = self.types.literal_op
            if initializer and self.types.tensor != "tensor":
                # a module initializer takes non-value literals only
                literal_op, text = (
                    "torch.tensor.literal",
                    text.replace("!torch.vtensor", "!torch.tensor"),
                )
            op = ir.Operation.create(
                literal_op, results=[self.types.parse(text)], attributes={"value": attr}
            )
            return adjust(op.result, self.types.parse(f"!torch.{self.types.tensor}"))
        if isinstance(value, torch.device):
            attr = ir.StringAttr.get(str(value), ctx)
            return _constant("torch.constant.device", "!torch.Device", attr, self.types)
        raise LoweringError(
            STAGE,
            f"{where}: a constant of type {jit_type} ({type(value).__name__}) cannot be imported "
            "(the importer takes int, float, bool, str, None, Device, tensors, and lists, "
            "tuples and dicts of them)",
        )


def _elements(type_text: str) -> list[str]:
    """The element types of ``!torch.tuple<...>`` as the dialect spells them nested
    (without ``!torch.``)."""
    inner = type_text[len("!torch.tuple<") : -1]
    elements, depth, start = [], 0, 0
    for index, char in enumerate(inner):
        depth += {"<": 1, "[": 1, ">": -1, "]": -1}.get(char, 0)
        if char == "," and depth == 0:
            elements.append(inner[start:index].strip())
            start = index + 1
    if inner.strip():
        elements.append(inner[start:].strip())
    return elements


def _tensor_kind(type_text: str) -> str | None:
    """``"tensor"`` or ``"vtensor"`` for a Torch-dialect tensor type, else None."""
    for kind in ("vtensor", "tensor"):
        if type_text == f"!torch.{kind}" or type_text.startswith(f"!torch.{kind}<"):
            return kind
    return None


def _constant(name: str, type_text: str, attr: Any, types: TypeMapper) -> Any:
    from torch_mlir import ir

    return ir.Operation.create(
        name, results=[types.parse(type_text)], attributes={"value": attr}
    ).result
