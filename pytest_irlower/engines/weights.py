"""Weights out of LLVM IR translation and GPU code generation, and a fast weight import.

Translating the LLVM dialect to LLVM IR prints every weight as a decimal float (305 MB
of text for ResNet-18); Triton's LLVM re-parses it to bitcode, ``opt -O2`` parses and
re-prints it, ``llc`` prints it again as data directives, and the display elides it
again. None of that changes an instruction: loads from weights use variable indices.

1. :func:`strip_weight_globals` (LLVM dialect, before translation) replaces the
   ``value`` of every large weight ``llvm.mlir.global`` by a zero splat and returns
   what the elided display needs. Translation then takes milliseconds.
2. :func:`display_llvm_ir` turns that translation into exactly the text the full
   translation shows once elided (``zeroinitializer ; N elements elided``).
3. :func:`codegen_llvm_ir` marks the stripped globals ``externally_initialized``:
   opt may not fold loads from them, yet they stay ``private constant`` (same names,
   sections and alias facts), so the generated code is the code real weights give.
   Small, all-zero and uniform globals keep their data (opt folds loads from a
   uniform array at any index).
4. :func:`display_optimized`, :func:`display_ptx`, :func:`display_amdgcn` put the
   elided display back on the optimized IR and assembly.
5. :func:`fast_literal_hooks`: torch-mlir's FX importer hook that builds each weight
   from the tensor's buffer instead of ``tolist()``: the same module, many times faster.

Checked on the zoo models and ResNet-18: ``llvm_ir``, NVPTX and AMDGPU displays are
byte-identical to the full path; SPIR-V instructions are identical up to id numbering
(its text loses the weights' constants, which is the point).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from pytest_irlower.text.normalize import elide_llvm_constants
from pytest_irlower.text.syntax import ELIDE_LIMIT


@dataclass(frozen=True)
class StrippedGlobal:
    """A weight global whose data was replaced by zeros before translation.

    ``elements``: what the old ``elide_llvm_constants`` prints (scalars outside
    all-zero rows, which LLVM prints as ``zeroinitializer`` and the old count skips);
    ``ptx_values``: the values NVPTX writes in the ``.b8`` initializer (bytes up to
    the last non-zero one: trailing zero bytes are left out);
    ``directives``: the data directives an ELF asm printer (AMDGPU) writes for it.
    """

    name: str
    elements: int
    ptx_values: int
    directives: int


#: element type -> bytes per element in a dense/resource blob (i1 is stored in a byte)
_ELEMENT_BYTES = {
    "f16": 2,
    "bf16": 2,
    "f32": 4,
    "f64": 8,
    "i1": 1,
    "i16": 2,
    "i32": 4,
    "i64": 8,
}


def _element_data(global_op: Any, attr: Any) -> Any | None:
    """The global's data as a uint8 numpy array, or None where it cannot be had cheaply."""
    import numpy as np
    from torch_mlir import ir

    text_attr = str(attr)
    if text_attr.startswith("dense_resource<"):
        # printing a module that holds only this global prints only its blob, as hex
        with global_op.context, ir.Location.unknown():
            scratch = ir.Module.create()
            with ir.InsertionPoint(scratch.body):
                global_op.clone()
            text = str(scratch.operation.get_asm())
        at = text.find("dialect_resources")
        start = text.find('"0x', at)
        if at < 0 or start < 0:
            return None
        end = text.find('"', start + 3)
        # 8 hex digits of alignment lead the blob
        return np.frombuffer(bytes.fromhex(text[start + 11 : end]), dtype=np.uint8)
    downcast = attr.maybe_downcast()
    if isinstance(downcast, (ir.DenseFPElementsAttr, ir.DenseIntElementsAttr)):
        array = np.ascontiguousarray(np.array(downcast))  # a splat comes back full size
        if array.dtype == np.bool_:
            array = array.astype(np.uint8)
        return array.reshape(-1).view(np.uint8)
    return None


def _asm_directives(data: Any, shape: list[int], itemsize: int) -> int:
    """Data directive lines AsmPrinter writes for a nested array (emitGlobalConstant).

    A node whose bytes are one repeated byte is one ``.zero``/fill line (zero
    subtrees are ConstantAggregateZero; isRepeatedByteSequence covers the rest);
    any other innermost row is one directive per element; other nodes add up.
    """
    import numpy as np

    rows = data.reshape(-1, shape[-1] * itemsize)
    repeated = (rows == rows[:, :1]).all(axis=1)
    first = rows[:, 0]
    counts = np.where(repeated, 1, shape[-1]).astype(np.int64)
    for dim in reversed(shape[:-1]):  # group siblings one axis up (C order)
        repeated, first, counts = (x.reshape(-1, dim) for x in (repeated, first, counts))
        parent = repeated.all(axis=1) & (first == first[:, :1]).all(axis=1)
        counts = np.where(parent, 1, counts.sum(axis=1))
        repeated, first = parent, first[:, 0]
    return int(counts.sum())


def _weight_info(global_op: Any, attr: Any, limit: int) -> StrippedGlobal | None:
    """What stripping this global needs, or None to keep its data.

    Kept: small (``numel <= limit``), all-zero and uniform globals (opt folds a load
    from a uniform array whatever the index: LayerNorm's ones, BatchNorm's unit
    variances), ``i8`` (shown as ``c"..."``), other element types, and globals whose
    non-zero rows hold no more than ``limit`` scalars (the display shows them).
    """
    import numpy as np
    from torch_mlir import ir

    try:
        tensor = ir.ShapedType(attr.type)
    except (ValueError, TypeError):
        return None
    if not tensor.has_static_shape or tensor.rank == 0:
        return None
    shape = list(tensor.shape)
    numel = int(np.prod(shape))
    itemsize = _ELEMENT_BYTES.get(str(tensor.element_type))
    if numel <= limit or itemsize is None:
        return None
    data = _element_data(global_op, attr)
    if data is None or data.size != numel * itemsize:
        return None
    inner = shape[-1] * itemsize
    if not (data.reshape(-1, itemsize) != data[:itemsize]).any():
        return None  # uniform (a splat): opt folds loads from it at any index, keep it
    nonzero_rows = int(data.reshape(-1, inner).any(axis=1).sum())
    if nonzero_rows == 0:
        return None  # all zero: translation prints zeroinitializer already, nothing elided
    elements = nonzero_rows * shape[-1]  # LLVM prints all-zero rows as zeroinitializer
    if elements <= limit:
        return None  # the old display shows these values: keep them
    directives = _asm_directives(data, shape, itemsize)
    ptx_values = int(data.size - np.argmax(data[::-1] != 0))  # last non-zero byte, + 1
    if directives <= limit or ptx_values <= limit:
        return None  # the old asm display would show these values: keep them
    name = global_op.attributes["sym_name"].value
    return StrippedGlobal(name, elements, ptx_values, directives)


def _zero_splat(attr: Any) -> Any:
    from torch_mlir import ir

    tensor = ir.ShapedType(attr.type)
    element = tensor.element_type
    if str(element) in ("f16", "bf16", "f32", "f64"):
        zero = ir.FloatAttr.get(element, 0.0)
    else:
        zero = ir.IntegerAttr.get(element, 0)
    return ir.DenseElementsAttr.get_splat(tensor, zero)


def strip_weight_globals(op: Any, limit: int = ELIDE_LIMIT) -> dict[str, StrippedGlobal]:
    """Replace, in place, the data of large weight globals of an LLVM dialect module by zeros.

    Run it on a clone of the ``llvm_mlir`` module right before
    ``translate_module_to_llvmir``: translation (and everything after it) then
    handles kilobytes instead of the weights. Globals are stripped only where the
    old elided display would have shown ``zeroinitializer ; N elements elided``
    (more than ``limit`` scalars outside all-zero rows); small, all-zero and
    ``i8`` globals keep their data, so the display and opt see them as today.
    Returns what :func:`display_llvm_ir` and the asm displays need, by symbol name.
    """
    from torch_mlir import ir

    stripped: dict[str, StrippedGlobal] = {}
    with op.context, ir.Location.unknown():
        for inner in op.regions[0].blocks[0].operations:
            if inner.operation.name != "llvm.mlir.global":
                continue
            attrs = inner.operation.attributes
            if "value" not in attrs or "constant" not in attrs:
                continue
            info = _weight_info(inner.operation, attrs["value"], limit)
            if info is None:
                continue
            attrs["value"] = _zero_splat(attrs["value"])
            stripped[info.name] = info
    return stripped


def _llvm_symbol(name: str) -> str:
    """``@name`` as LLVM prints it (quoted when it has characters outside [-\\w$.])."""
    if re.fullmatch(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*", name):
        return "@" + name
    escaped = "".join(
        c if 0x20 <= ord(c) < 0x7F and c not in '"\\' else f"\\{ord(c):02X}" for c in name
    )
    return f'@"{escaped}"'


def _global_lines(text: str, names: Iterable[str]) -> re.Pattern[str]:
    symbols = "|".join(re.escape(_llvm_symbol(n)) for n in names)
    return re.compile(rf"^(?:{symbols}) = [^\n]*", re.M)


def display_llvm_ir(
    translated: str, stripped: Mapping[str, StrippedGlobal], limit: int = ELIDE_LIMIT
) -> str:
    """The elided ``llvm_ir`` display from the stripped module's translation, byte for byte.

    Every other global goes through :func:`elide_llvm_constants` as before; each
    stripped global's line (``... zeroinitializer, align 64``) gets the old comment.
    Apply ``normalize_whitespace`` afterwards, as ``ModelLowering._llvm_ir`` does.
    """
    text = elide_llvm_constants(translated, limit)
    if not stripped:
        return text
    by_symbol = {_llvm_symbol(n): g for n, g in stripped.items()}

    def comment(match: re.Match[str]) -> str:
        line = match.group(0)
        info = by_symbol[line.split(" = ", 1)[0]]
        return f"{line} ; {info.elements} elements elided"

    return _global_lines(text, stripped).sub(comment, text)


_CONSTANT_KEYWORD = re.compile(r" (constant|global) ")


def codegen_llvm_ir(translated: str, stripped: Iterable[str]) -> str:
    """The stripped module's LLVM IR made safe for ``opt -O2`` and ``llc``.

    Each stripped global becomes ``private externally_initialized constant ...
    zeroinitializer``: opt cannot fold a load from it (hasDefinitiveInitializer is
    false), so no zero from the placeholder leaks into the code, while linkage,
    name, section and constness stay those of the real weight. Verified on the zoo
    models: the instructions are identical to those real weights give.
    """
    names = list(stripped)
    if not names:
        return translated

    def mark(match: re.Match[str]) -> str:
        head, sep, tail = match.group(0).partition(" = ")
        return head + sep + _CONSTANT_KEYWORD.sub(r" externally_initialized \1 ", tail, count=1)

    return _global_lines(translated, names).sub(mark, translated)


def display_optimized(
    optimized: str, stripped: Mapping[str, StrippedGlobal], limit: int = ELIDE_LIMIT
) -> str:
    """The elided ``opt -O2`` display, as the old code shows it for real weights."""
    text = elide_llvm_constants(optimized, limit)
    names = [n for n in stripped if _llvm_symbol(n) + " = " in text]
    if not names:
        return text
    by_symbol = {_llvm_symbol(n): g for n, g in stripped.items()}

    def restore(match: re.Match[str]) -> str:
        line = match.group(0).replace(" externally_initialized ", " ", 1)
        info = by_symbol[line.split(" = ", 1)[0]]
        return f"{line} ; {info.elements} elements elided"

    return _global_lines(text, names).sub(restore, text)


def display_ptx(ptx: str, stripped: Mapping[str, StrippedGlobal], limit: int = ELIDE_LIMIT) -> str:
    """PTX display: a stripped global (printed without initializer) gets the old comment.

    Apply after ``normalize.elide_ptx_constants`` (which handles the kept globals).
    NVPTX writes a weight as ``.b8 name[bytes] = {...}``, one value a byte, trailing
    zero bytes left out; a zero initializer is not written at all.
    """
    if not stripped:
        return ptx
    names = "|".join(re.escape(n) for n in stripped)
    pattern = re.compile(rf"^(\s*\.(?:global|const)\b[^=\n;]*?\b({names})\[\d+\]);$", re.M)

    def comment(match: re.Match[str]) -> str:
        count = stripped[match.group(2)].ptx_values
        return f"{match.group(1)}; // {count} initializer values elided"

    return pattern.sub(comment, ptx)


def display_amdgcn(
    asm: str, stripped: Mapping[str, StrippedGlobal], limit: int = ELIDE_LIMIT
) -> str:
    """AMDGCN display: the ``.zero N`` of a stripped global becomes the old run comment.

    Apply after ``normalize.elide_asm_data``. The count is the number of data
    directives AsmPrinter writes for the real data (computed from the data).
    """
    if not stripped:
        return asm
    by_label = {f".L{n}": g for n, g in stripped.items()} | {n: g for n, g in stripped.items()}
    lines = asm.split("\n")
    for index in range(len(lines) - 1):
        label = lines[index][:-1] if lines[index].endswith(":") else None
        info = by_label.get(label) if label else None
        if info is None:
            continue
        nxt = lines[index + 1].strip()
        if nxt.startswith(".zero") and info.directives > limit:
            lines[index + 1] = f"\t; {info.directives} data directives elided"
    return "\n".join(lines)


def fast_literal_hooks() -> Any:
    """FxImporterHooks whose literals are built from ``tensor.numpy()`` (same bytes, same names).

    torch-mlir's default literal path builds each weight as
    ``np.array(tensor.tolist())``: a Python float object per element (8.6 s for
    ResNet-18's 11.7M, about a minute for ViT-B/16's 86.6M). This hook makes the
    same ``torch.vtensor.literal`` with the same ``dense_resource`` blob name and
    bytes, without the detour; anything unusual (bf16, one element, non-CPU) goes
    the default way. Pass it as ``fx.export_and_import(..., hooks=fast_literal_hooks())``.
    """
    import numpy as np
    import torch
    from torch_mlir.extras import fx_importer as fxi
    from torch_mlir.ir import DenseResourceElementsAttr, Operation

    class FastLiterals(fxi.FxImporterHooks):  # type: ignore[misc]
        def resolve_literal(self, gni: Any, literal: Any, info: Any) -> Any:
            if not isinstance(literal, torch.Tensor) or literal.numel() <= 1:
                return None
            if literal.device.type != "cpu" or literal.dtype == torch.bfloat16 or literal.is_sparse:
                return None
            npy_dtype = fxi.TORCH_DTYPE_TO_NPY_TYPE.get(literal.dtype)
            if npy_dtype is None:
                return None
            cc = gni._cc
            vtensor_type = cc.tensor_to_vtensor_type(literal)
            mapping = cc._py_attr_tracker.track(literal)
            if mapping.is_empty:
                array = np.ascontiguousarray(literal.detach().numpy()).astype(npy_dtype, copy=False)
                shape_desc = "_".join(str(d) for d in literal.shape)
                mapping.value = DenseResourceElementsAttr.get_from_buffer(
                    array.view(npy_dtype),
                    f"torch_tensor_{shape_desc}_{literal.dtype}",
                    fxi.create_mlir_tensor_type(literal),
                )
            return Operation.create(
                name="torch.vtensor.literal",
                results=[vtensor_type],
                attributes={"value": mapping.value},
            ).result

    return FastLiterals()
