"""A PyTorch model's LLVM-dialect MLIR, run on the CPU through MLIR's ExecutionEngine.

The ExecutionEngine (``torch_mlir/execution_engine.py`` in the torch-mlir wheel) JIT-compiles
the module and, for every function, emits a C wrapper ``_mlir_<name>(void **args)`` that
takes a pointer to each argument and, last, a pointer to the result. ``main`` keeps
MLIR's default memref calling convention: each input memref is passed as its descriptor's
fields (allocated pointer, aligned pointer, offset, sizes, strides) and the result is one
descriptor, or a struct of descriptors for several outputs; ctypes structures with the
layout of ``torch_mlir.runtime``'s descriptors hold them. torch-mlir's reference backend
(``refbackend.py`` upstream) reaches the same code through ``llvm.emit_c_interface`` and
return callbacks, which must be set before ``convert-func-to-llvm``; this wrapper needs
nothing of the module, so what runs is exactly the stage's text (a custom pipeline's too),
except that complex-dialect arithmetic, which the llvm_mlir pipeline leaves as it is, is
converted first with the passes the reference backend ends with (:data:`COMPLEX_TO_LLVM`).

What to run is the stage's full text (weights included), printed and parsed in a forked
child (``contain.child.contained``): a kernel that crashes costs one test and one
that hangs is stopped at ``irlower_timeout``. Weights are not compiled: each ``dense_resource``
global becomes an external symbol the JIT resolves to a buffer holding its data (see
:func:`_external_weights`). Output buffers are copied out and never freed (the child exits).

Element types and static shapes come from the Torch dialect's ``func.func @main``
signature (:mod:`pytest_irlower.engines.signature`), which keeps torch's dtypes (``si64``,
``i1``...) that the LLVM dialect has lost. Complex tensors (``complex<f32>``, ``complex<f64>``) are
memrefs like any other, of (real, imaginary) pairs as torch lays them out. A scalar result
(``!torch.int``, ``!torch.float``, ``!torch.bool``: ``int(t)``, ``t.item()``, ``numel``)
is an ``i64``/``f64``/``i1`` in the LLVM dialect, returned as a Python ``int``/``float``/
``bool`` as eager PyTorch returns it. Results that torch.export added for in-place updates
are told apart from the user's outputs by :mod:`pytest_irlower.engines.outputs`.
"""

from __future__ import annotations

import ctypes
import re
from collections.abc import Callable
from typing import Any

from pytest_irlower.engines.signature import SCALAR_TYPES, TensorType, expected_function_type
from pytest_irlower.errors import LoweringError, UsageError

#: LLVM's optimization level for the JIT: compile time dominates (a ResNet-18 at O2
#: takes twice as long as at O0) and the lowering's meaning does not depend on it
JIT_OPT_LEVEL = 0

#: what runs on a module that still holds complex-dialect arithmetic (the llvm_mlir
#: pipeline does not convert it): the passes torch-mlir's reference backend ends with
COMPLEX_TO_LLVM = "builtin.module(convert-complex-to-llvm,reconcile-unrealized-casts)"


# -- execution (in the child) -------------------------------------------------------


def _descriptor(rank: int) -> type[ctypes.Structure]:
    fields: list[tuple[str, Any]] = [
        ("allocated", ctypes.c_void_p),
        ("aligned", ctypes.c_void_p),
        ("offset", ctypes.c_int64),
    ]
    if rank:
        fields += [("sizes", ctypes.c_int64 * rank), ("strides", ctypes.c_int64 * rank)]
    return type(f"MemRef{rank}D", (ctypes.Structure,), {"_fields_": fields})


def _find_main(module: Any) -> Any:
    from torch_mlir import ir

    for op in module.body.operations:
        if op.operation.name != "llvm.func":
            continue
        if ir.StringAttr(op.operation.attributes["sym_name"]).value == "main":
            return op.operation
    return None


def _run_in_child(
    source: Callable[[], str],
    tensors: list[Any],
    inputs: list[TensorType],
    outputs: list[TensorType],
    stage: str,
    prepare: Callable[[Any], None] | None = None,
) -> list[Any]:
    import torch
    from torch_mlir import ir
    from torch_mlir.execution_engine import ExecutionEngine

    from pytest_irlower.engines import mlir

    context = mlir.new_context()
    context.enable_multithreading(False)
    text = source()
    module = mlir.parse_module(text, stage=stage, context=context)
    if prepare is not None:
        prepare(module.operation)  # bisection: a pass's output, completed to the LLVM dialect
    if "complex" in mlir.dialects(module.operation):
        mlir.run_pipeline(module.operation, COMPLEX_TO_LLVM, stage=f"run {stage}")
    foreign = sorted(mlir.dialects(module.operation) - {"builtin", "llvm"})
    if foreign:
        raise UsageError(
            f"run() executes LLVM-dialect MLIR; stage {stage!r} has ops of "
            f"{', '.join(foreign)} (lower to llvm_mlir, or end the pipeline with mlir-opt "
            "passes that reach the LLVM dialect)"
        )
    main = _find_main(module)
    if main is None:
        raise UsageError(f"stage {stage!r} has no llvm.func @main to run")
    with context:
        found = str(ir.TypeAttr(main.attributes["function_type"]).value)
    expected = expected_function_type(inputs, outputs)
    if found != expected:
        raise UsageError(
            f"llvm.func @main of stage {stage!r} is {found}; for the model's signature "
            f"({', '.join(t.describe() for t in inputs)}) -> "
            f"({', '.join(t.describe() for t in outputs)}) MLIR's default memref calling "
            f"convention gives {expected}"
        )
    keep: list[Any] = []
    pointers: list[Any] = []
    for tensor, spec in zip(tensors, inputs, strict=True):
        if spec.scalar:  # passed by value: the wrapper reads it through its pointer
            value = SCALAR_TYPES["!torch." + spec.scalar][3](tensor)
            keep.append(value)
            pointers.append(ctypes.cast(ctypes.pointer(value), ctypes.c_void_p))
            continue
        address = ctypes.c_void_p(tensor.data_ptr())
        fields = [address, ctypes.c_void_p(tensor.data_ptr()), ctypes.c_int64(0)]
        fields += [ctypes.c_int64(s) for s in tensor.shape]
        fields += [ctypes.c_int64(s) for s in tensor.stride()]
        keep += fields
        pointers += [ctypes.cast(ctypes.pointer(f), ctypes.c_void_p) for f in fields]
    classes = [
        SCALAR_TYPES["!torch." + o.scalar][3] if o.scalar else _descriptor(len(o.dims))
        for o in outputs
    ]
    result: Any = None
    if len(classes) == 1:
        result = classes[0]()
    elif classes:
        members = [(f"r{i}", cls) for i, cls in enumerate(classes)]
        result = type("Results", (ctypes.Structure,), {"_fields_": members})()
    if result is not None:
        pointers.append(ctypes.cast(ctypes.pointer(result), ctypes.c_void_p))
    weights = _external_weights(module, text, stage)
    with context:
        engine = ExecutionEngine(module, opt_level=JIT_OPT_LEVEL)
        for symbol, buffer in weights.items():
            engine.raw_register_runtime(symbol, ctypes.c_void_p(_aligned(buffer)))
        function = engine.raw_lookup("main")
    if not function:
        why = "the JIT could not compile it for this CPU (one cause: bf16 arithmetic)"
        raise LoweringError(stage, f"the ExecutionEngine found no _mlir_main for main: {why}")
    packed = (ctypes.c_void_p * max(len(pointers), 1))(*pointers)
    ctypes.CFUNCTYPE(None, ctypes.c_void_p)(function)(packed)
    descriptors = (
        [result] if len(classes) == 1 else [getattr(result, f"r{i}") for i in range(len(classes))]
    )
    return [
        _scalar_out(d, spec.scalar)
        if spec.scalar
        else _picklable(_copy_out(d, getattr(torch, spec.dtype), len(spec.dims)))
        for d, spec in zip(descriptors, outputs, strict=True)
    ]


def _picklable(tensor: Any) -> Any:
    """A complex32 tensor as its (real, imaginary) float16 pairs: torch cannot unpickle
    complex32 ("UntypedStorage has no attribute dtype"), and the result crosses from the
    child in a pickle; :func:`execute` turns it back."""
    import torch

    return torch.view_as_real(tensor) if tensor.dtype == torch.complex32 else tensor


def _scalar_out(value: Any, kind: str) -> int | float | bool:
    """A scalar result as the Python value eager PyTorch returns (a struct member reads
    as a Python value already, a lone result as its ctypes object)."""
    raw = getattr(value, "value", value)
    return bool(raw) if kind == "bool" else float(raw) if kind == "float" else int(raw)


_RESOURCE = re.compile(r'(?m)^\s*("(?:[^"\\]|\\.)*"|[^\s:"]+): "0x([0-9A-Fa-f]*)"')
_DENSE_RESOURCE = re.compile(r'^dense_resource<("(?:[^"\\]|\\.)*"|[^>]+)>')
_ALIGNMENT = 64


def _aligned(buffer: Any) -> int:
    return (ctypes.addressof(buffer) + _ALIGNMENT - 1) // _ALIGNMENT * _ALIGNMENT


def _external_weights(module: Any, text: str, stage: str) -> dict[str, Any]:
    """Take every ``dense_resource`` global's data out of the module, in place.

    Each such global becomes an external declaration, and its data a buffer the JIT
    resolves the symbol to: compiled as constants, the weights of a ResNet-18 took 8
    of the 9 seconds JIT compilation takes. The data comes from the text's
    ``dialect_resources`` section (8 hex digits of alignment, then the bytes, which
    are the array's memory image: i1 takes a byte, as in LLVM's layout).
    """
    from torch_mlir import ir

    at = text.rfind("dialect_resources")
    blobs = {
        match.group(1).strip('"'): match.group(2)
        for match in (_RESOURCE.finditer(text, at) if at >= 0 else ())
    }
    buffers: dict[str, Any] = {}
    with module.context, ir.Location.unknown():
        external = ir.Attribute.parse("#llvm.linkage<external>")
        for inner in module.body.operations:
            op = inner.operation
            if op.name != "llvm.mlir.global" or "value" not in op.attributes:
                continue
            attrs = op.attributes
            resource = _DENSE_RESOURCE.match(str(attrs["value"]))
            if resource is None:
                continue
            name = ir.StringAttr(attrs["sym_name"]).value
            blob = blobs.get(resource.group(1).strip('"'))
            if blob is None:
                raise UsageError(
                    f"global @{name} of stage {stage!r} has no data (its dense_resource "
                    f"{resource.group(1)} is not in the text): run() needs weights"
                )
            data = bytes.fromhex(blob[8:])
            buffer = ctypes.create_string_buffer(len(data) + _ALIGNMENT)
            ctypes.memmove(_aligned(buffer), data, len(data))
            buffers[name] = buffer
            del attrs["value"]
            if "constant" in attrs:
                del attrs["constant"]
            attrs["linkage"] = external
    return buffers


def _copy_out(descriptor: Any, dtype: Any, rank: int) -> Any:
    """The memref's elements as a new contiguous tensor (the buffer is left alone)."""
    import torch

    sizes = [int(s) for s in descriptor.sizes] if rank else []
    strides = [int(s) for s in descriptor.strides] if rank else []
    if any(s == 0 for s in sizes):
        return torch.empty(sizes, dtype=dtype)
    low = sum(min(0, (n - 1) * s) for n, s in zip(sizes, strides, strict=True))
    high = sum(max(0, (n - 1) * s) for n, s in zip(sizes, strides, strict=True))
    size = torch.empty((), dtype=dtype).element_size()
    start = int(descriptor.aligned or 0) + (int(descriptor.offset) + low) * size
    data = bytearray(ctypes.string_at(start, (high - low + 1) * size))
    flat = torch.frombuffer(data, dtype=dtype)
    return flat.as_strided(sizes, strides, -low).clone(memory_format=torch.contiguous_format)


def execute(
    source: Callable[[], str],
    tensors: list[Any],
    inputs: list[TensorType],
    outputs: list[TensorType],
    *,
    stage: str,
    timeout: float,
    prepare: Callable[[Any], None] | None = None,
) -> tuple[Any, ...]:
    """Run ``main`` of the LLVM-dialect text ``source()`` gives, in a forked child
    (``prepare``: called on the parsed module first)."""
    from pytest_irlower.engines.mlir import require_torch_mlir
    from pytest_irlower.runtime.contain.child import contained

    require_torch_mlir()
    what = f"executing {stage} on the CPU (MLIR ExecutionEngine)"
    results = contained(
        lambda: _run_in_child(source, tensors, inputs, outputs, stage, prepare),
        stage=f"run {stage}",
        timeout=timeout,
        what=what,
    )
    return tuple(
        _complex32(value) if not spec.scalar and spec.dtype == "complex32" else value
        for value, spec in zip(results, outputs, strict=True)
    )


def _complex32(pairs: Any) -> Any:
    import torch

    return torch.view_as_complex(pairs)
