"""TorchScript graphs as Torch-dialect function bodies, node by node.

torch-mlir's C++ ``node_importer.cpp`` over its Python bindings: a node with a schema
becomes the named ``torch.<ns>.<op>[.<overload>]`` op where the dialect registers it,
else ``torch.operator "<ns>.<op>..."``; the ``prim::`` interpreter ops without a schema
(``Constant``, ``ListConstruct``, ``TupleConstruct``/``Unpack``, ``DictConstruct``,
``GetAttr``/``SetAttr``, ``CallMethod``, ``If``, ``Loop``...) become their ``torch.prim.*``
ops. Where two types meet, :mod:`~pytest_irlower.engines.torchscript_values` casts.

A node kind the importer does not take raises :class:`LoweringError` at
``torchscript_mlir``, naming the kind and the TorchScript source line it came from.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from pytest_irlower.engines.torchscript_examples import Example
from pytest_irlower.engines.torchscript_results import ResultTypes
from pytest_irlower.engines.torchscript_types import STAGE, Literals, TypeMapper
from pytest_irlower.engines.torchscript_values import describe, source_of
from pytest_irlower.errors import LoweringError

#: ``prim::`` kinds without a schema that map 1:1 onto a ``torch.prim`` op
_TRIVIAL = {
    "prim::ListConstruct",
    "prim::ListUnpack",
    "prim::TupleConstruct",
    "prim::TupleUnpack",
    "prim::CreateObject",
    "prim::Enter",
    "prim::Exit",
    "prim::unchecked_cast",
    "prim::Uninitialized",
}
#: TorchScript's queries of the autocast state (``F.multi_head_attention_forward`` asks)
_AUTOCAST_QUERIES = {"aten.is_autocast_enabled", "aten.is_autocast_cpu_enabled"}
#: ops whose torch-mlir folder casts its operand and result types to value tensors
#: with sizes, unchecked (``AtenAnyDimsOp::fold``: SIGSEGV on the non-value tensors an
#: import starts from); imported as value ops between copies (``_value_op``)
VALUE_FOLDED = {"aten.any.dims"}
#: elementwise ops whose result has their operand's type, and whose torch-mlir folder
#: returns the operand in place of the result on an integer dtype (``AtenRoundOp::fold``
#: and its kin; ``aten.fix`` decomposes to ``aten.trunc``): the operand is cast to the
#: example run's type first, or the fold leaves a copy whose operand and result types
#: differ ("operand is corresponding !torch.vtensor": ``AtenRoundIntModule_basic``)
SAME_TYPE_FOLDED = {
    "aten.floor",
    "aten.ceil",
    "aten.round",
    "aten.round.decimals",
    "aten.trunc",
    "aten.fix",
}
#: the ``prim::`` kinds that carry a ``name`` attribute
_NAMED = {"prim::GetAttr", "prim::SetAttr", "prim::Load", "prim::Store"}


class FunctionImporter(ResultTypes):
    """Imports one TorchScript graph into one ``func.func`` body.

    ``call_method(class_name, method)`` gives the function type of a method a
    ``prim::CallMethod`` calls (None: it is not imported, an error)."""

    def __init__(
        self,
        types: TypeMapper,
        literals: Literals,
        call_method: Callable[[str, str], Any],
        *,
        view_copies: bool = False,
        examples: dict[int, Example] | None = None,
    ) -> None:
        super().__init__(types, literals, examples)
        #: import ``aten::<view>_copy`` as ``torch.aten.<view>`` (see ``_op_name``)
        self.view_copies = view_copies
        #: the types of attributes: non-value tensors, whatever the graph's tensors are
        self.attribute_types = TypeMapper(types.context) if types.tensor != "tensor" else types
        self.call_method = call_method
        self._registered: dict[str, bool] = {}
        self._schemas: dict[str, str] = {}

    # -- blocks ----------------------------------------------------------------------

    def import_block(
        self, jit_block: Any, block: Any, terminator: Callable[[list[Any]], None]
    ) -> None:
        """Import a TorchScript block's nodes into ``block`` (its arguments bound
        already), then its terminator over the returned values."""
        from torch_mlir import ir

        with ir.InsertionPoint(block):
            for node in jit_block.nodes():
                self.import_node(node)
            returned = [self.lookup(v) for v in jit_block.returnNode().inputs()]
            terminator(returned)

    def _region_block(self, region: Any, jit_block: Any, types: Sequence[Any]) -> Any:
        from torch_mlir import ir

        block = ir.Block.create_at_start(region, list(types))
        params = list(jit_block.inputs())
        for jit_value, argument in zip(params, block.arguments, strict=True):
            self.bind(jit_value, argument)
        return block

    # -- nodes -----------------------------------------------------------------------

    def import_node(self, node: Any) -> None:
        """Import one node at the current insertion point."""
        kind = node.kind()
        schema = node.schema()
        if schema != "(no schema)" and kind not in _NAMED and kind not in _TRIVIAL:
            self._schema_op(node, schema)
        elif kind == "prim::Constant":
            self._constant(node)
        elif kind in _TRIVIAL:
            self._trivial(node, "torch." + kind.replace("::", "."))
        elif kind == "prim::DictConstruct":
            inputs = [self.lookup(v) for v in node.inputs()]
            keys, values = inputs[0::2], inputs[1::2]
            self._create(node, "torch.prim.DictConstruct", keys + values)
        elif kind in _NAMED:
            self._named(node)
        elif kind == "prim::If":
            self._if(node)
        elif kind == "prim::Loop":
            self._loop(node)
        elif kind == "prim::CallMethod":
            self._call_method(node)
        elif kind == "prim::TupleIndex":
            self._trivial(node, "torch.prim.TupleIndex")
        else:
            raise LoweringError(
                STAGE,
                f"the TorchScript importer does not take node kind {kind!r}, at "
                f"{source_of(node) or 'an unknown source line'}: {str(node).strip()}",
            )

    def _create(
        self,
        node: Any,
        name: str,
        operands: list[Any],
        attributes: dict[str, Any] | None = None,
        results: list[Any] | None = None,
    ) -> Any:
        from torch_mlir import ir

        if results is None:
            results = [self.type_of(v, node) for v in node.outputs()]
        op = ir.Operation.create(name, results=results, operands=operands, attributes=attributes)
        for jit_value, value in zip(node.outputs(), op.results, strict=True):
            self.bind(jit_value, value)
        return op

    def _registered_op(self, name: str) -> bool:
        found = self._registered.get(name)
        if found is None:
            found = self._registered[name] = bool(self.types.context.is_registered_operation(name))
        return found

    def _schema_op(self, node: Any, schema: str) -> None:
        from torch_mlir import ir

        qualified = self._schemas.get(schema)
        if qualified is None:
            qualified = self._schemas[schema] = self._op_name(schema)
        operands = [self.lookup(v) for v in node.inputs()]
        if qualified in _AUTOCAST_QUERIES and not operands:
            # compiled code runs without autocast: the query is false (the graph's other
            # branch is the one a lowering means), and torch-mlir has no lowering for it
            attr = ir.BoolAttr.get(False, self.types.context)
            self._create(node, "torch.constant.bool", [], {"value": attr})
            return
        name = f"torch.{qualified}"
        seen = self.examples.get(node.outputsAt(0).unique()) if node.outputsSize() else None
        if seen is not None and seen.decomposition is not None:
            self._decomposed(node, seen.decomposition, operands)
            return
        if qualified == "aten.as_strided" and seen is not None and seen.read is not None:
            self._strided_read(node, seen)
            return
        if self._registered_op(name):
            results = self.typed_results(node, qualified)
            if results is None and "(" in schema.split("->", 1)[1]:
                results = self.aliased_results(node, schema, operands)
            if qualified in VALUE_FOLDED:
                self._value_op(node, name, operands, results)
                return
            if qualified in SAME_TYPE_FOLDED:
                results = results or [self.type_of(node.output(), node)]
                operands[0] = self.adjust(operands[0], results[0])
            self._create(node, name, operands, None, results)
            return
        self._create(
            node,
            "torch.operator",
            operands,
            {"name": ir.StringAttr.get(qualified, self.types.context)},
        )

    def _decomposed(self, node: Any, graph: Any, operands: list[Any]) -> None:
        """``node`` as the traced graph of torch's decomposition of it
        (``torchscript_decompose``), imported here, its inputs the node's tensor operands
        (a graph of its own: its values' ids are not this graph's)."""
        inner = FunctionImporter(self.types, self.literals, self.call_method)
        tensors = [o for v, o in zip(node.inputs(), operands, strict=True) if _is_tensor(v)]
        for jit_value, operand in zip(graph.inputs(), tensors, strict=True):
            inner.bind(jit_value, operand)
        for inner_node in graph.nodes():
            inner.import_node(inner_node)
        (returned,) = graph.return_node().inputs()
        if node.outputsSize() > 1:
            returned_node = returned.node()
            assert returned_node.kind() == "prim::TupleConstruct", returned_node.kind()
            results = [inner.lookup(v) for v in returned_node.inputs()]
        else:
            results = [inner.lookup(returned)]
        for jit_value, value in zip(node.outputs(), results, strict=True):
            self.bind(jit_value, self.adjust(value, self.type_of(jit_value, node)))

    def _strided_read(self, node: Any, seen: Example) -> None:
        """``aten::as_strided`` as the gather of the elements it reads
        (``torchscript_strided``): ``aten.index.Tensor`` of its base with the example
        run's constant index tensors."""
        import torch
        from torch_mlir import ir

        assert seen.read is not None
        where = f"the indices of {describe(node)}"
        optional = self.types.parse(f"!torch.optional<{self.types.tensor}>")
        indices = [
            self.adjust(self.constant_value(t, torch._C.TensorType.get(), where), optional)
            for t in seen.read.indices
        ]
        listed = ir.Operation.create(
            "torch.prim.ListConstruct",
            results=[self.types.parse(f"!torch.list<optional<{self.types.tensor}>>")],
            operands=indices,
        ).result
        result = self.types.parse(seen.type_text(self.types.tensor, sized=True))
        self._create(
            node, "torch.aten.index.Tensor", [self.values[seen.read.base], listed], None, [result]
        )

    def _value_op(
        self, node: Any, name: str, operands: list[Any], results: list[Any] | None
    ) -> None:
        """An op whose torch-mlir folder takes its types as value tensors with a rank
        (``VALUE_FOLDED``), with non-value tensors around it: each tensor operand and
        result copied between the two kinds, with the example run's rank and dtype;
        as it is where the run did not see them."""
        from torch_mlir import ir

        tensors = [v for v in (*node.inputs(), *node.outputs()) if _is_tensor(v)]
        if self.types.tensor == "vtensor" or any(v.unique() not in self.examples for v in tensors):
            self._create(node, name, operands, None, results)
            return

        def typed(value: Any, kind: str) -> Any:
            return self.types.parse(self.examples[value.unique()].type_text(kind))

        copied = []
        for jit_value, operand in zip(node.inputs(), operands, strict=True):
            if _is_tensor(jit_value):
                operand = ir.Operation.create(
                    "torch.copy.to_vtensor",
                    results=[typed(jit_value, "vtensor")],
                    operands=[self.adjust(operand, typed(jit_value, "tensor"))],
                ).result
            copied.append(operand)
        value_results = [
            typed(v, "vtensor") if _is_tensor(v) else self.type_of(v, node) for v in node.outputs()
        ]
        op = ir.Operation.create(name, results=value_results, operands=copied)
        for jit_value, result in zip(node.outputs(), op.results, strict=True):
            if _is_tensor(jit_value):
                result = ir.Operation.create(
                    "torch.copy.to_tensor", results=[typed(jit_value, "tensor")], operands=[result]
                ).result
            self.bind(jit_value, result)

    def _op_name(self, schema: str) -> str:
        """``ns.op[.overload]`` of a schema; with ``view_copies``, a ``*_copy`` op (the
        functional copy of a view that LTC records) as the view op itself, which holds
        the same value in value semantics and which torch-mlir's shape library knows."""
        qualified = schema.split("(", 1)[0].replace("::", ".")
        if not self.view_copies:
            return qualified
        op, _, overload = qualified.partition("_copy")
        view = op + overload
        if overload[:1] not in ("", ".") or not self._registered_op(f"torch.{view}"):
            return qualified
        return view

    def _trivial(self, node: Any, name: str) -> None:
        from torch_mlir import ir

        operands = [self.lookup(v) for v in node.inputs()]
        if name == "torch.prim.unchecked_cast" and str(operands[0].type) == "!torch.none":
            # TorchScript refined an Optional it had folded to None (a branch never
            # taken); the op casts from the optional type, as the graph declared it
            result = self.types.of(node.output().type(), describe(node))
            optional = self.types.parse(f"!torch.optional<{str(result)[len('!torch.') :]}>")
            operands = [self.adjust(operands[0], optional)]
        if (
            name == "torch.prim.unchecked_cast"
            and str(operands[0].type) == "!torch.optional<tensor>"
        ):
            # value tensors, and an Optional[Tensor] attribute (attributes hold non-value
            # tensors): cast to the non-value tensor, then copy to a value
            result = self.types.of(node.output().type(), describe(node))
            if str(result).startswith("!torch.vtensor"):
                plain = ir.Operation.create(
                    name, results=[self.types.parse("!torch.tensor")], operands=operands
                ).result
                self.bind(node.output(), self.adjust(plain, result))
                return
        if name == "torch.prim.TupleConstruct":
            # the tuple type's element types, as the C++ importer adjusts them
            contained = node.output().type().containedTypes()
            operands = self.adjust_all(
                operands, [self.types.of(t, describe(node)) for t in contained]
            )
        # TorchScript's types, then a static-info cast to the example run's: torch-mlir's
        # folders of these ops (unpack of a construct, a cast of a derefine) put the
        # operand in place of the result, and a result more refined than its operand
        # leaves a cast it cannot verify
        plain = [self.types.of(v.type(), describe(node)) for v in node.outputs()]
        op = self._create(node, name, operands, None, plain)
        for jit_value, value in zip(node.outputs(), op.results, strict=True):
            self.bind(jit_value, self.adjust(value, self.type_of(jit_value, node)))

    def _named(self, node: Any) -> None:
        from torch_mlir import ir

        operands = [self.lookup(v) for v in node.inputs()]
        attr = ir.StringAttr.get(node.s("name"), self.types.context)
        name = "torch." + node.kind().replace("::", ".")
        # an attribute's value as the class declares it (an example run's rank and dtype
        # would not be the attribute's type)
        plain = [self.types.of(v.type(), describe(node)) for v in node.outputs()]
        if self.types.tensor == "tensor" or name not in (
            "torch.prim.GetAttr",
            "torch.prim.SetAttr",
        ):
            self._create(node, name, operands, {"name": attr}, plain)
            return
        # value semantics: an attribute holds a !torch.tensor (module initializers take no
        # value tensors); copy between the two at each read and write
        if name == "torch.prim.SetAttr":
            value = operands[1]
            if str(value.type).startswith("!torch.vtensor"):
                plain = self.types.parse("!torch.tensor")
                value = ir.Operation.create(
                    "torch.copy.to_tensor", results=[plain], operands=[value]
                ).result
            ir.Operation.create(name, operands=[operands[0], value], attributes={"name": attr})
            return
        out = node.output()
        stored = self.attribute_types.of(out.type(), f"attribute {node.s('name')!r}")
        op = ir.Operation.create(
            name, results=[stored], operands=operands, attributes={"name": attr}
        )
        value = op.result
        if out.type().kind() == "TensorType":
            value = ir.Operation.create(
                "torch.copy.to_vtensor", results=plain, operands=[value]
            ).result
        self.bind(out, value)

    def _constant(self, node: Any) -> None:
        from torch_mlir import ir

        out = node.output()
        kind = out.type().kind()
        ctx = self.types.context
        if kind == "NoneType":
            self._create(node, "torch.constant.none", [])
        elif kind == "BoolType":
            value = bool(node.i("value"))
            self._create(node, "torch.constant.bool", [], {"value": ir.BoolAttr.get(value, ctx)})
        elif kind == "IntType":
            attr = ir.IntegerAttr.get(ir.IntegerType.get_signless(64, ctx), node.i("value"))
            self._create(node, "torch.constant.int", [], {"value": attr})
        elif kind == "FloatType":
            attr = ir.FloatAttr.get(ir.F64Type.get(ctx), node.f("value"))
            self._create(node, "torch.constant.float", [], {"value": attr})
        elif kind in ("StringType", "DeviceObjType"):
            name = "torch.constant.str" if kind == "StringType" else "torch.constant.device"
            self._create(node, name, [], {"value": ir.StringAttr.get(node.s("value"), ctx)})
        elif kind == "TensorType":
            attr, text = self.literals.attribute(node.t("value"), f"the constant {describe(node)}")
            op = ir.Operation.create(
                self.types.literal_op, results=[self.types.parse(text)], attributes={"value": attr}
            )
            self.bind(out, self.adjust(op.result, self.type_of(out, node)))
        elif kind in ("ListType", "TupleType"):
            self.bind(out, self.constant_value(out.toIValue(), out.type(), describe(node)))
        else:
            raise LoweringError(
                STAGE,
                f"the TorchScript importer does not take a prim::Constant of type {out.type()} "
                f"({kind}), at {source_of(node) or 'an unknown source line'}: {str(node).strip()}",
            )

    def _if(self, node: Any) -> None:
        from torch_mlir import ir

        results = [self.carried_type(v, node) for v in node.outputs()]
        op = ir.Operation.create(
            "torch.prim.If", results=results, operands=[self.lookup(node.input())], regions=2
        )
        for jit_value, value in zip(node.outputs(), op.results, strict=True):
            self.bind(jit_value, value)

        def terminator(values: list[Any]) -> None:
            ir.Operation.create("torch.prim.If.yield", operands=self.adjust_all(values, results))

        for region, jit_block in zip(op.regions, node.blocks(), strict=True):
            self.import_block(jit_block, self._region_block(region, jit_block, []), terminator)

    def _loop(self, node: Any) -> None:
        from torch_mlir import ir

        results = [self.carried_type(v, node) for v in node.outputs()]
        inputs = [self.lookup(v) for v in node.inputs()]
        carried = self.adjust_all(inputs[2:], results)
        op = ir.Operation.create(
            "torch.prim.Loop", results=results, operands=inputs[:2] + carried, regions=1
        )
        for jit_value, value in zip(node.outputs(), op.results, strict=True):
            self.bind(jit_value, value)
        (jit_block,) = node.blocks()
        block_types = [self.carried_type(v, node) for v in jit_block.inputs()]
        expected = [self.types.parse("!torch.bool"), *results]

        def terminator(values: list[Any]) -> None:
            ir.Operation.create(
                "torch.prim.Loop.condition", operands=self.adjust_all(values, expected)
            )

        block = self._region_block(op.regions[0], jit_block, block_types)
        self.import_block(jit_block, block, terminator)

    def _call_method(self, node: Any) -> None:
        from torch_mlir import ir

        receiver = node.inputsAt(0).type()
        method = node.s("name")
        function_type = self.call_method(receiver.qualified_name(), method)
        if function_type is None:
            raise LoweringError(
                STAGE,
                f"prim::CallMethod of {receiver.qualified_name()}.{method}, which the importer "
                f"did not import, at {source_of(node) or 'an unknown source line'}",
            )
        operands = self.adjust_all(
            [self.lookup(v) for v in node.inputs()], list(function_type.inputs)
        )
        # results as the callee declares them, then as this graph types them
        op = ir.Operation.create(
            "torch.prim.CallMethod",
            results=list(function_type.results),
            operands=operands,
            attributes={"name": ir.StringAttr.get(method, self.types.context)},
        )
        for jit_value, value in zip(node.outputs(), op.results, strict=True):
            self.bind(jit_value, self.adjust(value, self.type_of(jit_value, node)))


def _is_tensor(value: Any) -> bool:
    return bool(value.type().kind() == "TensorType")
