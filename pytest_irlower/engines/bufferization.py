"""What One-Shot Analysis must be told before it can bufferize torch-mlir's Linalg.

torch-mlir's reference backend runs ``one-shot-bufferize{copy-before-write}``: that
skips One-Shot Analysis and copies a buffer before *every* write. It has to, because
``tm-tensor-bufferize`` (sort, scatter, scan, index_put...), which runs first, leaves
``bufferization.to_tensor`` ops without ``restrict``, and the analysis rejects those
("to_tensor ops without `restrict` are not supported by One-Shot Analysis"). The
price is a copy of the whole loop-carried tensor on every iteration of an ``scf.for``
that ``tensor.insert``\\ s into it (``torch.multinomial``: one element written, n
copied, n times: quadratic).

:func:`annotate` states the facts ``tm-tensor-bufferize`` knows by construction, so the
analysis can run and writes happen in place where that is safe:

- every ``to_tensor`` of a ``memref.alloc`` it made (a tm_tensor op's result buffer, fresh
  or a clone) is that buffer's only tensor: ``restrict``, and ``writable``;
- every ``to_buffer`` only read from (the source of the clone of an ``outs`` operand, or
  an ``ins`` operand of a tm_tensor op: a tm_tensor op writes its own buffers only) is
  ``read_only``, so the analysis copies no tensor for it;
- every ``to_buffer`` moves to just before the one op that uses its memref: the analysis
  sees the tensor read where the memref is read, not where ``tm-tensor-bufferize`` put the
  ``to_buffer`` (right after the tensor). Left there, a later in-place write into the same
  buffer (a ``linalg.fill`` reusing the ``tensor.empty`` of the scanned tensor) looked safe,
  and ``cumulative_trapezoid`` scanned zeros. A ``to_buffer`` with several users gets a
  copy before each; one whose user is in another block cannot be placed so, and the module
  keeps copy-before-write;
- every function argument is ``bufferization.writable = false``: the model's inputs are
  values, and the compiled ``main`` never writes into its callers' buffers (as with
  copy-before-write). One-Shot Bufferize removes the attributes when it is done.

Where a ``to_tensor`` is not provably the only view of a fresh buffer (IR that did not
come from ``tm-tensor-bufferize``), :func:`annotate` says so and the pipeline keeps
copy-before-write for that module.
"""

from __future__ import annotations

from typing import Any

#: the options both forms of one-shot-bufferize share (torch-mlir's reference backend's)
_OPTIONS = "bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map"

#: One-Shot Bufferize with its analysis: writes in place where no later read sees them
ONE_SHOT_BUFFERIZE = "one-shot-bufferize{" + _OPTIONS + "}"

#: the reference backend's form: no analysis, a copy before every write
ONE_SHOT_BUFFERIZE_COPY_BEFORE_WRITE = "one-shot-bufferize{copy-before-write " + _OPTIONS + "}"

#: the step's name in ``LoweredIR.passes`` (the plugin's own step, not an MLIR pass)
PASS_NAME = "annotate-for-one-shot-analysis"


def loops_carry_tensors(op: Any) -> bool:
    """Whether a ``scf.for`` or ``scf.while`` of the module carries a tensor (a TorchScript
    loop over an int, ``torch.while_loop``): One-Shot Bufferize rejects a loop whose
    yielded tensor is not its iteration argument's buffer unless told it may allocate."""
    return any(
        inner.name in ("scf.for", "scf.while")
        and any(str(result.type).startswith("tensor<") for result in inner.results)
        for inner in _ops(op)
    )


def with_loop_allocs(entry: str) -> str:
    """A one-shot-bufferize entry that lets a loop yield a fresh buffer
    (``allow-return-allocs-from-loops``: a copy per iteration, where it cannot be in place)."""
    return entry.replace(
        "one-shot-bufferize{", "one-shot-bufferize{allow-return-allocs-from-loops ", 1
    )


def _ops(op: Any) -> list[Any]:
    from torch_mlir import ir

    found: list[Any] = []

    def visit(inner: Any) -> Any:
        found.append(inner)
        return ir.WalkResult.ADVANCE

    op.walk(visit)
    return found


def _defining_op_name(value: Any) -> str | None:
    from torch_mlir import ir

    owner = value.owner
    if isinstance(owner, ir.Block):
        return None
    return str(owner.operation.name)


def _only_read(to_buffer: Any) -> bool:
    """Every use of the ``to_buffer`` result reads it: a copy's source, a tm_tensor operand."""
    result = to_buffer.results[0]
    for use in result.uses:
        user = use.owner.operation
        if user.name == "memref.copy" and use.operand_number == 0:
            continue
        if user.name.startswith("tm_tensor."):
            continue
        return False
    return True


def _fresh_buffer_views(ops: list[Any]) -> tuple[list[Any], list[Any]]:
    """The ``to_tensor`` ops that are the only tensor of a ``memref.alloc``, and the rest."""
    fresh: list[Any] = []
    other: list[Any] = []
    views: dict[Any, int] = {}
    to_tensors = [o for o in ops if o.name == "bufferization.to_tensor"]
    for o in to_tensors:
        views[o.operands[0]] = views.get(o.operands[0], 0) + 1
    for o in to_tensors:
        if "restrict" in o.attributes:
            continue  # already stated by whoever made it
        source = o.operands[0]
        alone = views[source] == 1
        (fresh if alone and _defining_op_name(source) == "memref.alloc" else other).append(o)
    return fresh, other


def annotate(op: Any) -> bool:
    """Annotate the module ``op`` in place for One-Shot Analysis (see the module's doc).

    False when some ``to_tensor`` cannot be proven the only view of a fresh buffer: then
    the analysis would reject the module, and it needs copy-before-write.
    """
    from torch_mlir import ir

    ops = _ops(op)
    fresh, other = _fresh_buffer_views(ops)
    to_buffers = [o for o in ops if o.name == "bufferization.to_buffer"]
    if other or not all(_read_where_used(o) for o in to_buffers):
        return False
    unit = ir.UnitAttr.get()
    for view in fresh:
        view.attributes["restrict"] = unit
        view.attributes["writable"] = unit
    for o in to_buffers:
        if _only_read(o):
            o.attributes["read_only"] = unit
    for o in ops:
        if o.name == "func.func":
            _arguments_not_writable(o)
    return True


def _read_where_used(to_buffer: Any) -> bool:
    """Put ``to_buffer`` just before the op that uses its memref, a copy of it before each
    further user (see the module's doc); False when a user is in another block."""
    from torch_mlir import ir

    op = to_buffer.operation
    uses = [(use.owner.operation, use.operand_number) for use in op.results[0].uses]
    if not uses or any(user.block != op.block for user, _ in uses):
        return False
    for user, number in uses[1:]:
        copy = op.clone(ip=ir.InsertionPoint(user))
        user.operands[number] = copy.results[0]
    op.move_before(uses[0][0])
    return True


def _arguments_not_writable(func: Any) -> None:
    from torch_mlir import ir

    count = len(ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value).inputs)
    if count == 0:
        return
    old = list(ir.ArrayAttr(func.attributes["arg_attrs"])) if "arg_attrs" in func.attributes else []
    merged = []
    for index in range(count):
        entries: dict[str, Any] = {}
        if index < len(old):
            attrs = ir.DictAttr(old[index])
            for position in range(len(attrs)):
                named = attrs[position]
                entries[named.name] = named.attr
        entries["bufferization.writable"] = ir.BoolAttr.get(False)
        merged.append(ir.DictAttr.get(entries))
    func.attributes["arg_attrs"] = ir.ArrayAttr.get(merged)
