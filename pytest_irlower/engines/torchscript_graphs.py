"""TorchScript graphs made ready for the importer, with TorchScript's own passes.

- :func:`inlined_functions`: free-function calls inlined (the object graph has no
  symbol for a free function);
- :func:`functional`: TorchScript's mutation removal (``x.add_(y)`` to ``x.add(y)``
  where nothing else sees ``x``); :func:`mutates` names what stays in place;
- :func:`shaped`: the exported method inlined and typed by TorchScript's shape analysis
  on the example inputs (what control flow carries needs a rank and a dtype).
Each works on a copy: the user's module keeps its graphs.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from typing import Any


def inlined_functions(graph: Any) -> Any:
    """The graph, or a copy with its calls inlined where it calls a free function
    (``prim::CallFunction``: the object graph has no symbol for the function; its
    methods' ``prim::CallMethod`` calls are inlined with it)."""
    import torch

    if not any(node.kind() == "prim::CallFunction" for node in nodes(graph.block())):
        return graph
    copy = graph.copy()
    torch._C._jit_pass_inline(copy)
    torch._C._jit_pass_dce(copy)  # the inlined functions' constants
    return copy


def shaped(graph: Any, root: Any, inputs: Sequence[Any]) -> Any:
    """A copy of the exported method's graph, its calls inlined, its tensors typed by
    TorchScript's shape analysis run on the example inputs (what control flow carries
    needs a rank and a dtype)."""
    return typed(functional(inline(graph.copy())), (root, *inputs))


def nodes(block: Any) -> Iterator[Any]:
    """Every node of a graph or block, those of nested blocks included."""
    if hasattr(block, "block"):  # a graph
        block = block.block()
    for node in block.nodes():
        yield node
        for inner in node.blocks():
            yield from nodes(inner)


def mutates(graph: Any) -> list[str]:
    """The kinds of the nodes of ``graph`` that write a tensor in place (their schema
    marks an argument ``(a!)``)."""
    return sorted({node.kind() for node in nodes(graph) if "!)" in node.schema().split("->")[0]})


def inline(graph: Any) -> Any:
    import torch

    torch._C._jit_pass_inline(graph)
    return graph


def functional(graph: Any) -> Any:
    """A copy of ``graph`` with TorchScript's mutation removal run (``x.add_(y)`` becomes
    ``x.add(y)`` where nothing else sees ``x``)."""
    import torch

    copy = graph.copy()
    torch._C._jit_pass_remove_mutation(copy)
    torch._C._jit_pass_dce(copy)
    return copy


def typed(graph: Any, inputs: Sequence[Any]) -> Any:
    import torch

    # no shapes (an op without a formula): control flow carrying tensors then fails to lower
    with contextlib.suppress(RuntimeError):
        torch._C._jit_pass_complete_shape_analysis(graph, tuple(inputs), False)
    return graph


def carries_tensors(graph: Any) -> bool:
    """Whether control flow in ``graph`` (a ``prim::If`` or ``prim::Loop``) yields a tensor:
    torch-mlir's value-semantics pass cannot take such control flow over non-value
    tensors, so the importer makes value tensors then."""
    return any(
        "Tensor" in str(value.type())
        for node in nodes(graph)
        if node.kind() in ("prim::If", "prim::Loop")
        for value in node.outputs()
    )
