"""The TorchScript importer: a ScriptModule's object graph in the Torch dialect.

torch-mlir's C++ importer (``projects/jit_ir_common/csrc/jit_ir_importer``) is no longer
built into its wheels (``TORCH_MLIR_ENABLE_JIT_IR_IMPORTER=0``); this is its
``ivalue_importer.cpp`` written over the Python bindings, for the pipeline the wheel
still ships (``torchscript-module-to-torch-backend-pipeline``). The module it builds:

- one ``torch.class_type`` per TorchScript class reached from the root, with a
  ``torch.attr`` per attribute and a ``torch.method`` per method;
- the ``torch.nn_module`` tree, a ``torch.slot`` per attribute (tensors as
  ``torch.tensor.literal`` from the tensor's own buffer);
- each method as a private ``func.func @<class>.<method>`` taking
  ``!torch.nn.Module<"<class>">`` first, its body from ``torchscript_nodes``.

As torch-mlir's ``torchscript.compile`` annotated a module, only the root's ``forward``
is exported, its tensor arguments bounded (``torch.type_bound``) by the example inputs'
dtypes and shapes. An attribute no method writes (no ``prim::SetAttr``) is private, so
the pipeline's object-graph globalization inlines it.

A ScriptFunction, or a bare graph (the one Lazy Tensor Core traced), is imported as the
``forward`` of a module without attributes, so the same pipeline takes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pytest_irlower.engines import torchscript_graphs as graphs
from pytest_irlower.engines.script_subjects import load_saved
from pytest_irlower.engines.torchscript_examples import Example, example_types
from pytest_irlower.engines.torchscript_nodes import FunctionImporter
from pytest_irlower.engines.torchscript_results import DTYPE_NAMES
from pytest_irlower.engines.torchscript_types import (
    STAGE,
    Literals,
    TypeMapper,
    value_tensor_type,
)
from pytest_irlower.errors import LoweringError

#: the class a ScriptFunction or a bare graph is imported into
GRAPH_CLASS = "__torch__.GraphModule"


@dataclass
class _Class:
    """One TorchScript class as the importer sees it."""

    name: str
    #: attribute name -> TorchScript type, modules included, in slot order
    attributes: dict[str, Any]
    #: method name -> (graph, schema)
    methods: dict[str, tuple[Any, Any]]
    #: attributes some method writes (they stay public)
    written: set[str] = field(default_factory=set)
    #: method name -> its func.func type
    function_types: dict[str, Any] = field(default_factory=dict)


def _class_of(module: Any, inputs: Sequence[Any] | None = None) -> _Class:
    """The class of ``module``; ``inputs``: the example inputs of its ``forward`` (the
    root's), which answer its runtime queries (``graphs.answer_queries``)."""
    import torch

    jit_type = module._type()
    concrete = torch._C.ConcreteModuleType.from_jit_type(jit_type)
    attributes = {name: info[0] for name, info in concrete.get_attributes().items()}
    for name, _ in concrete.get_modules():
        attributes[name] = module.getattr(name)._type()
    methods = {}
    for name in module._method_names():
        method = module._get_method(name)
        exported = (None, *inputs) if name == "forward" and inputs is not None else None
        methods[name] = (graphs.inlined_functions(method.graph, exported), method.schema)
    return _Class(jit_type.qualified_name(), attributes, methods)


class ModuleImporter:
    """Builds one MLIR module from a ScriptModule, a ScriptFunction or a graph."""

    def __init__(
        self, context: Any, *, value_semantics: bool = False, view_copies: bool = False
    ) -> None:
        from torch_mlir import ir

        #: LTC's *_copy ops imported as the views they copy (torchscript_nodes._op_name)
        self.view_copies = view_copies
        self.context = context
        self.types = TypeMapper(context, value_semantics=value_semantics)
        #: attributes hold non-value tensors (module initializers take no value tensors)
        self.attribute_types = TypeMapper(context)
        self.literals = Literals(self.types)
        with context, ir.Location.unknown(context):
            self.module = ir.Module.create()
        self.classes: dict[str, _Class] = {}
        self._objects: dict[int, Any] = {}
        #: (class, attribute) pairs some method writes (prim::SetAttr): they stay public
        self._writes: set[tuple[str, str]] = set()

    # -- the object graph ------------------------------------------------------------

    def import_module(self, root: Any, inputs: Sequence[Any]) -> Any:
        """The object graph of the ScriptModule ``root`` (its ``_c``), ``forward``
        exported and bounded by ``inputs``; returns the MLIR module."""
        from torch_mlir import ir

        self._root = root
        self._collect(root, inputs)
        root_class = root._type().qualified_name()
        if "forward" not in self.classes[root_class].methods:
            raise LoweringError(STAGE, f"the ScriptModule {root_class} has no forward method")
        if self.types.tensor == "vtensor":
            # value tensors: forward is imported with every call inlined (shape analysis
            # needs the whole graph), and the other methods are not needed
            for info in self.classes.values():
                info.methods = {
                    name: found
                    for name, found in info.methods.items()
                    if info.name == root_class and name == "forward"
                }
        with self.context, ir.Location.unknown(self.context):
            for info in self.classes.values():
                self._class_type(info, root_class)
            for info in self.classes.values():
                for method in info.methods:
                    exported = info.name == root_class and method == "forward"
                    self._method(info, method, inputs if exported else None)
            with ir.InsertionPoint(self.module.body):
                self._nn_module(root, "<root>")
        return self._verified()

    def _collect(self, module: Any, inputs: Sequence[Any] | None = None) -> None:
        info = _class_of(module, inputs)
        known = self.classes.get(info.name)
        if known is None:
            self.classes[info.name] = info
            for graph, _ in info.methods.values():
                for node in graphs.nodes(graph.block()) if hasattr(graph, "block") else ():
                    if node.kind() == "prim::SetAttr":
                        owner = node.inputsAt(0).type().qualified_name()
                        self._written(owner, node.s("name"))
        for name, jit_type in info.attributes.items():
            if jit_type.kind() == "ClassType" and module.hasattr(name):
                child = module.getattr(name)
                if hasattr(child, "_type") and hasattr(child, "_method_names"):
                    self._collect(child)

    def _written(self, owner: str, name: str) -> None:
        # recorded per class name; a class seen later picks its writes up in _class_type
        self._writes.add((owner, name))

    def _class_type(self, info: _Class, root_class: str) -> None:
        from torch_mlir import ir

        writes = self._writes
        info.written = {name for owner, name in writes if owner == info.name}
        with ir.InsertionPoint(self.module.body):
            op = ir.Operation.create(
                "torch.class_type",
                attributes={"sym_name": ir.StringAttr.get(info.name)},
                regions=1,
            )
        body = ir.Block.create_at_start(op.regions[0], [])
        unit = ir.UnitAttr.get()
        with ir.InsertionPoint(body):
            for name, jit_type in info.attributes.items():
                attributes = {
                    "name": ir.StringAttr.get(name),
                    "type": ir.TypeAttr.get(
                        self.attribute_types.of(jit_type, f"attribute {name!r}")
                    ),
                }
                if name not in info.written:
                    attributes["isPrivate"] = unit
                ir.Operation.create("torch.attr", attributes=attributes)
            for method in info.methods:
                attributes = {
                    "name": ir.StringAttr.get(method),
                    "function": ir.FlatSymbolRefAttr.get(f"{info.name}.{method}"),
                }
                if not (info.name == root_class and method == "forward"):
                    attributes["isPrivate"] = unit
                ir.Operation.create("torch.method", attributes=attributes)
            ir.Operation.create("torch.class_type_terminator")

    def _nn_module(self, module: Any, path: str) -> Any:
        """The ``torch.nn_module`` of a module object (its slot values first), once per
        object."""
        from torch_mlir import ir

        known = self._objects.get(id(module))
        if known is not None:
            return known[1]
        info = self.classes[module._type().qualified_name()]
        values = []
        for name, jit_type in info.attributes.items():
            where = f"attribute {path}.{name}" if path != "<root>" else f"attribute {name!r}"
            values.append((name, self._slot_value(module.getattr(name), jit_type, where)))
        op = ir.Operation.create(
            "torch.nn_module",
            results=[self.types.parse(f'!torch.nn.Module<"{info.name}">')],
            regions=1,
        )
        body = ir.Block.create_at_start(op.regions[0], [])
        with ir.InsertionPoint(body):
            for name, value in values:
                ir.Operation.create(
                    "torch.slot", operands=[value], attributes={"name": ir.StringAttr.get(name)}
                )
            ir.Operation.create("torch.nn_module_terminator")
        self._objects[id(module)] = (module, op.result)
        return op.result

    def _slot_value(self, value: Any, jit_type: Any, where: str) -> Any:
        import torch

        if isinstance(value, torch._C.ScriptModule) or (
            jit_type.kind() == "ClassType" and hasattr(value, "_type")
        ):
            return self._nn_module(value, where.removeprefix("attribute "))
        importer = FunctionImporter(self.types, self.literals, self._function_type)
        try:
            return importer.constant_value(value, jit_type, where, initializer=True)
        except LoweringError:
            raise
        except Exception as exc:  # an attribute value the bindings reject
            raise LoweringError(
                STAGE, f"{where} ({type(value).__name__}) cannot be imported: {exc}"
            ) from exc

    # -- methods ---------------------------------------------------------------------

    def _function_type(self, class_name: str, method: str) -> Any:
        info = self.classes.get(class_name)
        if info is None or method not in info.methods:
            return None
        found = info.function_types.get(method)
        if found is None:
            from torch_mlir import ir

            _, schema = info.methods[method]
            where = f"method {class_name}.{method}"
            # a method's signature holds non-value tensors, as the C++ importer's did:
            # the pipeline's calling-convention pass reads their torch.type_bound
            inputs = [self.attribute_types.of(a.type, where) for a in schema.arguments]
            results = [self.attribute_types.of(r.type, where) for r in schema.returns]
            found = info.function_types[method] = ir.FunctionType.get(inputs, results)
        return found

    def _method(self, info: _Class, method: str, inputs: Sequence[Any] | None) -> None:
        graph, _ = info.methods[method]
        if inputs is not None and self.types.tensor == "vtensor":
            graph = graphs.shaped(graph, self._root, inputs)
        elif inputs is not None:
            # the exported forward with its calls inlined (the methods stay, for the object
            # graph): the example run types, and decomposes, the ops of every method it
            # calls (torch-mlir's pipeline inlines them anyway)
            graph = graphs.inline_calls(graph)
        examples = example_types(graph, inputs, self._root) if inputs is not None else {}
        function_type = self._function_type(info.name, method)
        self._function(f"{info.name}.{method}", graph, function_type, inputs, {}, None, examples)

    def _function(
        self,
        symbol: str,
        graph: Any,
        function_type: Any,
        inputs: Sequence[Any] | None,
        bound: dict[int, Any],
        order: Sequence[int] | None = None,
        examples: dict[int, Example] | None = None,
    ) -> None:
        """A private ``func.func`` of ``graph``; ``inputs``: the example inputs bounding
        the arguments after self (None: not exported); ``bound``: graph input positions
        whose values are tensors imported as literals (not arguments); ``order``: the
        graph input position of each argument (default: the graph's order); ``examples``:
        the rank and dtype of the graph's tensors in the example run
        (``torchscript_examples``)."""
        from torch_mlir import ir

        arg_attrs = [ir.DictAttr.get({}) for _ in function_type.inputs]
        if inputs is not None:
            for index, value in enumerate(inputs, start=1):
                if index < len(arg_attrs) and hasattr(value, "shape") and hasattr(value, "dtype"):
                    bound_type = self.types.parse(value_tensor_type(value))
                    arg_attrs[index] = ir.DictAttr.get(
                        {"torch.type_bound": ir.TypeAttr.get(bound_type)}
                    )
        with ir.InsertionPoint(self.module.body):
            func = ir.Operation.create(
                "func.func",
                attributes={
                    "sym_name": ir.StringAttr.get(symbol),
                    "function_type": ir.TypeAttr.get(function_type),
                    "sym_visibility": ir.StringAttr.get("private"),
                    "arg_attrs": ir.ArrayAttr.get(arg_attrs),
                },
                regions=1,
            )
        block = ir.Block.create_at_start(func.regions[0], list(function_type.inputs))
        importer = FunctionImporter(
            self.types,
            self.literals,
            self._function_type,
            view_copies=self.view_copies,
            examples=examples,
        )
        positions = [p for p in range(len(list(graph.inputs()))) if p not in bound]
        argument_of = {p: i for i, p in enumerate(order if order is not None else positions)}
        results = list(function_type.results)
        with ir.InsertionPoint(block):
            for position, jit_value in enumerate(graph.inputs()):
                if position in bound:
                    value = importer.constant_value(
                        bound[position], jit_value.type(), f"graph input {position}"
                    )
                else:
                    value = block.arguments[argument_of[position]]
                    example = _example_of(inputs, argument_of[position])
                    dtype = None if example is None else str(example.dtype)
                    name = DTYPE_NAMES.get((dtype or "").removeprefix("torch."))
                    if name is not None:  # what aten::item of it returns
                        importer.dtypes[jit_value.unique()] = name
                expected = self.types.of(jit_value.type(), f"input {position} of {symbol}")
                importer.bind(jit_value, importer.adjust(value, expected))

        def terminator(values: list[Any]) -> None:
            ir.Operation.create("func.return", operands=importer.adjust_all(values, results))

        importer.import_block(
            graph.block() if hasattr(graph, "block") else graph, block, terminator
        )

    # -- functions and graphs --------------------------------------------------------

    def import_graph(
        self,
        graph: Any,
        inputs: Sequence[Any],
        bound: dict[int, Any] | None = None,
        order: Sequence[int] | None = None,
        *,
        example_run: bool = False,
    ) -> Any:
        """A graph (a ScriptFunction's, or Lazy Tensor Core's) as the exported ``forward``
        of a module without attributes; ``bound``: graph input positions that are
        tensors, not arguments (LTC's weights); ``order``: the graph input position of
        each argument, in the call's order (default: the graph's); ``example_run``: its
        tensors typed by a run on ``inputs`` (one per graph input)."""
        from torch_mlir import ir

        bound = bound or {}
        graph_inputs = list(graph.inputs())
        if order is None:
            order = [p for p in range(len(graph_inputs)) if p not in bound]
        info = _Class(GRAPH_CLASS, {}, {"forward": (graph, None)})
        self.classes[GRAPH_CLASS] = info
        where = "the graph's signature"
        with self.context, ir.Location.unknown(self.context):
            arguments = [self.types.parse(f'!torch.nn.Module<"{GRAPH_CLASS}">')]
            arguments += [self.attribute_types.of(graph_inputs[p].type(), where) for p in order]
            results = [self.attribute_types.of(v.type(), where) for v in graph.outputs()]
            function_type = ir.FunctionType.get(arguments, results)
            info.function_types["forward"] = function_type
            self._class_type(info, GRAPH_CLASS)
            examples = example_types(graph, inputs) if example_run else {}
            self._graph_function(graph, function_type, inputs, bound, order, examples)
            with ir.InsertionPoint(self.module.body):
                op = ir.Operation.create(
                    "torch.nn_module",
                    results=[self.types.parse(f'!torch.nn.Module<"{GRAPH_CLASS}">')],
                    regions=1,
                )
            with ir.InsertionPoint(ir.Block.create_at_start(op.regions[0], [])):
                ir.Operation.create("torch.nn_module_terminator")
        return self._verified()

    def _graph_function(
        self,
        graph: Any,
        function_type: Any,
        inputs: Sequence[Any],
        bound: dict[int, Any],
        order: Sequence[int],
        examples: dict[int, Example],
    ) -> None:
        # the self argument is not a graph input: shift every position by one
        self._function(
            f"{GRAPH_CLASS}.forward",
            _SelfGraph(graph),
            function_type,
            inputs,
            {position + 1: value for position, value in bound.items()},
            [0, *(p + 1 for p in order)],
            examples,
        )

    def _verified(self) -> Any:
        from torch_mlir import ir

        try:
            self.module.operation.verify()
        except ir.MLIRError as exc:
            from pytest_irlower.engines.mlir import format_mlir_error

            raise LoweringError(
                STAGE, f"the imported module does not verify: {format_mlir_error(exc)}"
            ) from None
        return self.module


def _example_of(inputs: Sequence[Any] | None, argument: int) -> Any:
    """The example input tensor an exported function's argument ``argument`` (0: self)
    stands for, or None."""
    if inputs is None or not 0 < argument <= len(inputs):
        return None
    value = inputs[argument - 1]
    return value if hasattr(value, "dtype") and hasattr(value, "shape") else None


class _SelfGraph:
    """A graph seen with a leading ``self`` input that nothing reads."""

    def __init__(self, graph: Any) -> None:
        self._graph = graph

    def inputs(self) -> list[Any]:
        return [_Unused(), *self._graph.inputs()]

    def block(self) -> Any:
        return self._graph.block() if hasattr(self._graph, "block") else self._graph


class _Unused:
    """The ``self`` of a graph that has none."""

    def unique(self) -> int:
        return -1

    def type(self) -> Any:
        return _ModuleType()


class _ModuleType:
    def kind(self) -> str:
        return "ClassType"

    def qualified_name(self) -> str:
        return GRAPH_CLASS

    def __str__(self) -> str:
        return GRAPH_CLASS


def import_script(subject: Any, inputs: Sequence[Any], context: Any) -> Any:
    """The Torch-dialect object graph of a ScriptModule, ScriptFunction or ``torch.jit.save``
    file (the MLIR module).

    Method bodies hold non-value tensors, as the C++ importer made them, unless control
    flow in the exported graph yields tensors: torch-mlir's value-semantics pass cannot
    take that, so the bodies then hold value tensors, provided that, once TorchScript's
    own mutation removal ran, nothing writes a tensor in place."""
    import torch

    model = load_saved(subject) if isinstance(subject, Path) else subject
    if isinstance(model, torch.jit.ScriptFunction):
        graph = graphs.inline(model.graph.copy())
        graph = graphs.functional(graphs.answer_queries(graph, inputs))
        value = graphs.carries_tensors(graph) and not graphs.mutates(graph)
        importer = ModuleImporter(context, value_semantics=value)
        graph = graphs.typed(graph, inputs) if value else graph
        return importer.import_graph(graph, inputs, example_run=True)
    if not isinstance(model, torch.jit.ScriptModule):
        raise LoweringError(
            STAGE,
            f"the TorchScript importer takes a ScriptModule, a ScriptFunction or a pathlib.Path "
            f"to a torch.jit.save file, got {type(model).__name__}",
        )
    value = False
    if model._c._has_method("forward"):
        forward = graphs.inline(model._c._get_method("forward").graph.copy())
        forward = graphs.functional(graphs.answer_queries(forward, (None, *inputs)))
        value = graphs.carries_tensors(forward) and not graphs.mutates(forward)
    return ModuleImporter(context, value_semantics=value).import_module(model._c, inputs)


def import_lazy(trace: Any, inputs: Sequence[Any], context: Any) -> Any:
    """The graph Lazy Tensor Core traced (a :class:`~pytest_irlower.engines.lazy_trace.
    LazyTrace`) as the ``forward`` of a module without attributes: the example inputs
    its arguments, the other device data (weights) literals. LTC's graphs are
    functional and straight-line: value tensors throughout, typed by torch-mlir itself."""
    importer = ModuleImporter(context, value_semantics=True, view_copies=True)
    return importer.import_graph(trace.graph, inputs, trace.bound, trace.arguments)
