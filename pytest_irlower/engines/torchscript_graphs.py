"""TorchScript graphs made ready for the importer, with TorchScript's own passes.

- :func:`inlined_functions`: free-function calls inlined (the object graph has no
  symbol for a free function);
- :func:`functional`: TorchScript's mutation removal (``x.add_(y)`` to ``x.add(y)``
  where nothing else sees ``x``); :func:`mutates` names what stays in place;
- :func:`shaped`: the exported method inlined and typed by TorchScript's shape analysis
  on the example inputs (what control flow carries needs a rank and a dtype);
- :func:`answer_queries`: the eager runtime's queries that torch-mlir has no op for
  (``prim::is_nested``, ``prim::type`` of a device, ``aten::is_grad_enabled``,
  ``prim::requires_grad``) answered, and identity tests of a value against itself
  (``key is value``, which torch-mlir does not fold), and the branches the answers
  decide folded away.
Each works on a copy: the user's module keeps its graphs.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

#: queries of the eager runtime that torch-mlir has no op for; ``nn.MultiheadAttention``
#: asks each to choose between its fast path (``aten::_native_multi_head_attention``, a
#: kernel torch-mlir cannot lower) and its path of ordinary ops
RUNTIME_QUERIES = ("prim::is_nested", "prim::type", "aten::is_grad_enabled", "prim::requires_grad")
#: at most this many rounds of answers and the folds they allow (attention needs three)
_ROUNDS = 6
#: identity tests, answered where a value is tested against itself
IDENTITY_TESTS = ("aten::__is__", "aten::__isnot__")


def inlined_functions(graph: Any, inputs: Sequence[Any] | None = None) -> Any:
    """The graph, or a copy with its calls inlined where it calls a free function
    (``prim::CallFunction``: the object graph has no symbol for the function; its
    methods' ``prim::CallMethod`` calls are inlined with it), its runtime queries
    answered (:func:`answer_queries`; ``inputs``: the example inputs of an exported
    graph, one per graph input, ``None`` for a method's ``self``)."""
    import torch

    if graph.findAllNodes("prim::CallFunction"):
        graph = graph.copy()
        torch._C._jit_pass_inline(graph)
        torch._C._jit_pass_dce(graph)  # the inlined functions' constants
    return answer_queries(graph, inputs)


def shaped(graph: Any, root: Any, inputs: Sequence[Any]) -> Any:
    """A copy of the exported method's graph, its calls inlined, its tensors typed by
    TorchScript's shape analysis run on the example inputs (what control flow carries
    needs a rank and a dtype)."""
    answered = answer_queries(inline(graph.copy()), (None, *inputs))
    return typed(functional(answered), (root, *inputs))


def answer_queries(graph: Any, inputs: Sequence[Any] | None = None) -> Any:
    """The graph, or, where it asks the eager runtime what torch-mlir has no op for, a
    copy with each answer a constant, as the lowered program has it, and TorchScript's
    own mutation removal and constant propagation run so that the branches the answers
    decide are gone (torch-mlir's canonicalizer cannot fold the lists and strings such
    code builds its decision from):

    - ``prim::is_nested``: false (a torch-mlir tensor is never a NestedTensor);
    - ``prim::type`` of a tensor's device (``prim::device``): ``"cpu"``, as torch-mlir's
      own canonicalization makes every ``torch.prim.device``; of a constant: its type;
    - ``aten::is_grad_enabled()``: the grad mode the model is lowered under (TorchDynamo
      specializes on it too; the lowering's cache key holds it);
    - ``prim::requires_grad``: the example input's flag where the tensor is one of the
      exported graph's arguments, else the grad mode (under
      it, what the parameters compute requires grad); ``inputs`` holds one example
      value per graph input (``None`` for a method's ``self``).

    - ``aten::__is__``/``__isnot__`` of a value and itself: true/false. An ``if`` whose
      branches each yield one value at two outputs (``q = k = v = ...``) has those
      outputs merged first, and TorchScript's CSE merges what is computed alike from
      them, so ``F.multi_head_attention_forward``'s ``key is value`` on ``(x, x, x)``
      becomes such a test.

    A query it cannot answer (``prim::type`` of a device from elsewhere) stays, and
    fails at ``torch_mlir`` naming the op."""
    import torch

    if not any(_is_query(n) for n in _queries(graph)) and not any(
        _same_outputs(n) for n in graph.findAllNodes("prim::If")
    ):
        return graph
    copy = graph.copy()
    flags: Mapping[int, bool] = {}
    if inputs is not None:
        arguments = list(copy.inputs())
        flags = {
            value.unique(): bool(example.requires_grad)
            for value, example in zip(arguments, inputs, strict=False)
            if hasattr(example, "requires_grad")
        }
    # each round can expose the next: a branch folded leaves an if's outputs alike, CSE
    # merges what is computed from them alike, and `k is v` then tests one value
    for _ in range(_ROUNDS):
        merges = [
            (n, p) for n in reversed(copy.findAllNodes("prim::If")) if (p := _same_outputs(n))
        ]
        for node, pairs in merges:  # inner ifs first
            for first, second in pairs:
                node.outputsAt(second).replaceAllUsesWith(node.outputsAt(first))
        if merges:
            torch._C._jit_pass_cse(copy)  # what is computed alike from merged outputs
        grad_mode = torch.is_grad_enabled()
        answers = [
            (n, a)
            for n in _queries(copy)
            if _is_query(n) and (a := _answer(n, flags, grad_mode)) is not None
        ]
        if not merges and not answers:
            break
        for node, answer in answers:
            with copy.insert_point_guard(node):
                constant = copy.insertConstant(answer)
            node.output().replaceAllUsesWith(constant)
            node.destroy()
        torch._C._jit_pass_remove_mutation(copy)  # the lists the decisions are appended to
        torch._C._jit_pass_constant_propagation(copy)
        torch._C._jit_pass_peephole(copy, False)  # e.g. `not why_not_fast_path` on a str
        torch._C._jit_pass_constant_propagation(copy)
        torch._C._jit_pass_dce(copy)
    return copy


def _queries(graph: Any) -> list[Any]:
    """The graph's nodes of the kinds :func:`_is_query` looks at, nested ones included
    (found by TorchScript itself: a Python walk of a ViT-B's graphs took seconds)."""
    return [n for kind in (*RUNTIME_QUERIES, *IDENTITY_TESTS) for n in graph.findAllNodes(kind)]


def _same_outputs(node: Any) -> list[tuple[int, int]]:
    """Pairs ``(i, j)``, ``i < j``, of a ``prim::If``'s outputs that every branch yields
    the same value for (``q = k = v = x.transpose(1, 0)`` in one branch, ``q = k = v = x``
    in the other): output ``j`` is output ``i``, so ``k is v`` tests a value against
    itself."""
    if node.kind() != "prim::If" or node.outputsSize() < 2:
        return []
    branches = [[v.unique() for v in b.returnNode().inputs()] for b in node.blocks()]
    yielded = list(zip(*branches, strict=True))
    pairs = []
    for j, values in enumerate(yielded):
        first = yielded.index(values)  # the first output every branch yields alike
        if first < j and node.outputsAt(j).uses():
            pairs.append((first, j))
    return pairs


def _is_query(node: Any) -> bool:
    """A runtime query :func:`answer_queries` answers: one of ``RUNTIME_QUERIES``, or an
    identity test of a value against itself (``key is value`` once attention's
    ``(x, x, x)`` is inlined), which torch-mlir's folder of ``torch.aten.__is__`` leaves."""
    if node.kind() in IDENTITY_TESTS:
        first, second = node.inputs()
        return bool(first.unique() == second.unique())
    return bool(node.kind() in RUNTIME_QUERIES)


def _answer(node: Any, flags: Mapping[int, bool], grad_mode: bool) -> bool | str | None:
    """The constant one runtime query stands for in the lowered program (None: unknown)."""
    kind = node.kind()
    if kind in IDENTITY_TESTS:  # a value against itself
        return bool(kind == "aten::__is__")
    if kind == "prim::is_nested":
        return False
    if kind == "aten::is_grad_enabled":
        return grad_mode
    source = node.input()
    if kind == "prim::requires_grad":
        while source.node().kind() == "prim::unchecked_cast":  # an Optional refined
            source = source.node().input()
        return flags.get(source.unique(), grad_mode)
    producer = source.node().kind()
    if producer == "prim::device":
        return "cpu"
    if producer == "prim::Constant":
        return str(source.toIValue().type)
    return None


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


def inline_calls(graph: Any) -> Any:
    """A copy of ``graph`` with its method and function calls inlined (the function
    constants they leave removed), or ``graph`` where it calls nothing."""
    import torch

    if not graph.findAllNodes("prim::CallMethod") and not graph.findAllNodes("prim::CallFunction"):
        return graph
    copy = inline(graph.copy())
    torch._C._jit_pass_dce(copy)
    return copy


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
