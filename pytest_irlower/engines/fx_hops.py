"""Higher-order ops the plugin's FX import takes beyond torch-mlir's own: ``torch.cond``.

torch-mlir's ``GraphNodeImporter`` imports a higher-order op through a method
``_import_hop_<name>`` (20261001 has ``while_loop``, ``auto_functionalized``,
``flex_attention``; "Higher-order operation 'cond' not implemented in the FxImporter"
otherwise), and its ``FxImporter`` takes a ``graph_node_importer_cls``. The subclass here
adds ``_import_hop_cond``: ``torch.ops.higher_order.cond(pred, true_fn, false_fn,
operands)`` becomes ``torch.prim.If`` on ``torch.aten.Bool.Tensor(pred)``, each region
calling the branch's function (imported by ``import_program`` before the main graph, as
``while_loop``'s are) and yielding its results. torch-mlir's Torch backend pipeline
inlines the calls; Linalg gets ``scf.if``. The installed package is not patched.
"""

from __future__ import annotations

import functools
from typing import Any


@functools.cache
def importer_class() -> type:
    """torch-mlir's ``GraphNodeImporter`` with ``_import_hop_cond`` (made once)."""
    from torch_mlir import ir
    from torch_mlir.extras.fx_importer import GraphNodeImporter

    class CondImporter(GraphNodeImporter):  # type: ignore[misc]
        """Imports ``torch.cond`` as ``torch.prim.If``."""

        __slots__ = ()

        def _import_hop_cond(self, loc: Any, node: Any, hop: Any) -> None:
            pred, true_node, false_node, operands = node.args
            root = node.graph.owning_module
            names = [
                self.fx_importer._graph_module_to_func_name[id(getattr(root, branch.target))]
                for branch in (true_node, false_node)
            ]
            condition = self._import_argument(loc, pred)
            arguments = [self._import_argument(loc, operand) for operand in operands]
            value = node.meta.get("val")
            values = list(value) if isinstance(value, (list, tuple)) else [value]
            types = [self._cc.value_info_to_type(v) for v in values]
            flag = ir.Operation.create(
                "torch.aten.Bool.Tensor",
                results=[self._cc.torch_bool_type],
                operands=[condition],
                loc=loc,
            ).result
            branch = ir.Operation.create(
                "torch.prim.If", results=types, operands=[flag], regions=2, loc=loc
            )
            for region, name in zip(branch.regions, names, strict=True):
                with ir.InsertionPoint(ir.Block.create_at_start(region, [])):
                    call = ir.Operation.create(
                        "func.call",
                        attributes={"callee": ir.FlatSymbolRefAttr.get(name)},
                        results=types,
                        operands=arguments,
                        loc=loc,
                    )
                    ir.Operation.create("torch.prim.If.yield", operands=list(call.results), loc=loc)
            if isinstance(value, (list, tuple)):
                self._multi_result_nodes.add(node)
                for index, result in enumerate(branch.results):
                    self.bind_node_value(node, result, index)
            else:
                self.bind_node_value(node, branch.results[0])

    return CondImporter


def fx_importer(hooks: Any) -> Any:
    """torch-mlir's ``FxImporter`` with ``hooks``, whose graphs import ``torch.cond``, in a
    fresh context with the Torch dialect (what ``export_and_import`` makes itself)."""
    from torch_mlir import ir
    from torch_mlir.dialects import torch as torch_d
    from torch_mlir.extras.fx_importer import FxImporter

    context = ir.Context()
    torch_d.register_dialect(context)
    return FxImporter(context=context, hooks=hooks, graph_node_importer_cls=importer_class())
