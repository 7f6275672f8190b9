"""MLIR's own GPU pipeline, in-process through torch-mlir's bindings: Linalg on tensors to
outlined GPU kernels, then to NVVM, ROCDL or SPIR-V.

The steps, as ``mlir-opt`` runs them:

1. bufferization, as the LLVM-dialect chain does it (the tensor-level and bufferization
   prefix of :data:`pytest_irlower.engines.llvm_dialect.PIPELINE`, read, not copied);
2. ``convert-linalg-to-parallel-loops``; ``scf-parallel-loop-tiling`` with
   :data:`TILE_SIZES` (``no-min-max-bounds``: the inner loops get constant bounds and an
   ``scf.if`` guard, so a block's size is known); ``gpu-map-parallel-loops`` (outer loops
   to the grid, inner loops to a block's threads); ``convert-parallel-loops-to-gpu``;
   ``gpu-launch-sink-index-computations``; ``gpu-kernel-outlining``: the ``gpu_mlir``
   module, a host ``main`` that ``gpu.launch_func``s one ``gpu.module`` per loop nest,
   each kernel with its ``known_block_size`` and ``known_grid_size``;
3. per target, inside each ``gpu.module``: ``nvvm-attach-target`` and
   ``convert-gpu-to-nvvm`` (bare pointers as kernel arguments), or ``rocdl-attach-target``
   and ``convert-gpu-to-rocdl``, or ``convert-gpu-to-spirv``. Math becomes calls of the
   vendors' device libraries (``__nv_expf``, ``__ocml_exp_f32``), linked later.

``gpu-module-to-binary`` is the one step left out: the wheel's LLVM registers no NVPTX or
AMDGPU target. :mod:`pytest_irlower.engines.gpu_codegen` takes each kernel to PTX or
AMDGCN on Triton's LLVM instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pytest_irlower.engines import llvm_dialect, mlir
from pytest_irlower.errors import LoweringError

#: a block's shape: loop dimension 0 is tiled by 32 (the block's x), dimension 1 by 8 (y),
#: every further dimension by 1 (each goes to the grid or stays a loop in the kernel)
TILE_SIZES: tuple[int, ...] = (32, 8)

#: where the LLVM-dialect chain leaves bufferized memrefs for loops
_LOOPS_AT = "func.func(convert-linalg-to-loops)"


def bufferization_prefix() -> tuple[str, ...]:
    """The tensor-level and bufferization passes of the LLVM-dialect chain (everything
    before it turns Linalg into loops)."""
    pipeline = llvm_dialect.PIPELINE
    if _LOOPS_AT not in pipeline:
        raise LoweringError(
            "gpu_mlir",
            f"the LLVM-dialect pipeline has no {_LOOPS_AT} to end its bufferization at",
        )
    return tuple(pipeline[: pipeline.index(_LOOPS_AT)])


def mapping_passes(tile_sizes: Sequence[int] = TILE_SIZES) -> tuple[str, ...]:
    """Parallel loops, tiled, mapped to blocks and threads, outlined into kernels."""
    tiles = ",".join(str(size) for size in tile_sizes)
    return (
        "func.func(convert-linalg-to-parallel-loops)",
        f"func.func(scf-parallel-loop-tiling{{parallel-loop-tile-sizes={tiles} "
        "no-min-max-bounds=true})",
        "func.func(gpu-map-parallel-loops)",
        "func.func(convert-parallel-loops-to-gpu)",
        "lower-affine",
        "canonicalize",
        "cse",
        "gpu-launch-sink-index-computations",
        "gpu-kernel-outlining",
        "canonicalize",
        "cse",
    )


def to_gpu(op: Any, *, stage: str = "gpu_mlir") -> None:
    """Linalg on tensors to outlined GPU kernels (the ``gpu`` dialect), in place."""
    # registers the refback-* and tm-tensor-* passes (as its extension loads), without torch
    import torch_mlir.dialects.torch  # noqa: F401

    with op.context:
        mlir.erase_ops(op, ("cf.assert",))  # puts/abort: no GPU target has them
    llvm_dialect.run_steps(op, bufferization_prefix(), stage=stage)
    _run(op, mapping_passes(), stage)
    left = host_work(op)
    if left:
        raise LoweringError(
            stage,
            "MLIR's GPU mapping cannot map this model: after convert-parallel-loops-to-gpu "
            f"the host still runs {', '.join(left)} (sequential loops: torch-mlir's "
            "tm_tensor ops such as sort, scan (cumsum) and scatter lower to them, and "
            "gpu-map-parallel-loops maps scf.parallel only)",
        )
    if not gpu_modules(op):
        raise LoweringError(
            stage,
            "the GPU mapping made no kernel: convert-linalg-to-parallel-loops left no "
            "parallel loop nest (a model without tensor computation?)",
        )


#: ops that, on the host, would read or write tensor data outside a kernel
_HOST_WORK = ("scf.for", "scf.while", "scf.parallel", "memref.load", "memref.store")


def host_work(op: Any) -> list[str]:
    """The ops of :data:`_HOST_WORK` left in host functions (not in a ``gpu.module``)."""
    found: list[str] = []
    for inner in op.regions[0].blocks[0].operations:
        if inner.operation.name == "func.func":
            found += [n for n in mlir.op_names(inner, "") if n in _HOST_WORK]
    return sorted(set(found))


#: per target: the passes inside each gpu.module after the target is attached
_KERNEL_PASSES = {
    "nvptx": "convert-scf-to-cf,convert-gpu-to-nvvm{index-bitwidth=64 "
    "use-bare-ptr-memref-call-conv=true},canonicalize,cse,reconcile-unrealized-casts",
    "amdgpu": "convert-scf-to-cf,convert-gpu-to-rocdl{index-bitwidth=64 "
    "use-bare-ptr-memref-call-conv=true},canonicalize,cse,reconcile-unrealized-casts",
}


def to_nvvm(op: Any, arch: str, *, stage: str = "nvvm_mlir") -> None:
    """Each ``gpu.module`` to the LLVM and NVVM dialects for ``arch``, in place."""
    _run(
        op, (f"nvvm-attach-target{{chip={arch}}}", f"gpu.module({_KERNEL_PASSES['nvptx']})"), stage
    )


def to_rocdl(op: Any, arch: str, *, stage: str = "rocdl_mlir") -> None:
    """Each ``gpu.module`` to the LLVM and ROCDL dialects for ``arch``, in place."""
    _run(
        op,
        (f"rocdl-attach-target{{chip={arch}}}", f"gpu.module({_KERNEL_PASSES['amdgpu']})"),
        stage,
    )


#: the SPIR-V environment the kernels are written for: OpenCL-style kernels (Kernel,
#: Addresses) as an OpenCL or Level Zero driver takes them
SPIRV_TARGET_ENV = (
    "#spirv.target_env<#spirv.vce<v1.4, [Kernel, Addresses, Int64, Float64, Int8, Int16, "
    "Float16, GenericPointer], []>, api=OpenCL, #spirv.resource_limits<>>"
)


def to_spirv(op: Any, *, stage: str = "spirv_kernels") -> None:
    """Each ``gpu.module`` to a ``spirv.module`` of OpenCL-style kernels, in place."""
    from torch_mlir import ir

    with op.context:
        attr = ir.Attribute.parse(SPIRV_TARGET_ENV)
        for module in gpu_modules(op):
            module.attributes["spirv.target_env"] = attr
            for inner in module.regions[0].blocks[0].operations:
                block = _sizes(inner.operation.attributes, "known_block_size")
                if block is not None:  # a kernel's workgroup size, as SPIR-V declares it
                    sizes = ", ".join(map(str, block))
                    inner.operation.attributes["spirv.entry_point_abi"] = ir.Attribute.parse(
                        f"#spirv.entry_point_abi<workgroup_size = [{sizes}]>"
                    )
    _run(
        op,
        (
            "gpu.module(convert-math-to-spirv)",
            "convert-gpu-to-spirv{use-64bit-index=true}",
            "canonicalize",
        ),
        stage,
    )


def _run(op: Any, passes: Sequence[str], stage: str) -> None:
    mlir.run_pipeline(op, "builtin.module(" + ",".join(passes) + ")", stage=stage)


def gpu_modules(op: Any) -> list[Any]:
    """The ``gpu.module`` ops at the top of ``op``, in order."""
    return [
        inner.operation
        for inner in op.regions[0].blocks[0].operations
        if inner.operation.name == "gpu.module"
    ]


@dataclass(frozen=True)
class Kernel:
    """One outlined kernel: its PTX/AMDGCN name and how the host launches it."""

    #: the name in the machine code: the gpu.module's (each module holds one kernel)
    name: str
    #: what ``gpu.launch_func`` names (``@main_kernel_3::@main_kernel``)
    launched_as: str
    grid: tuple[int, int, int] | None
    block: tuple[int, int, int] | None

    def line(self, comment: str) -> str:
        """One line for the head of the machine code."""

        def dims(d: tuple[int, int, int] | None) -> str:
            return "(" + ", ".join(map(str, d)) + ")" if d else "(unknown)"

        return (
            f"{comment} kernel {self.name}: gpu.launch_func {self.launched_as}, "
            f"grid {dims(self.grid)}, block {dims(self.block)}"
        )


def _sizes(attributes: Any, name: str) -> tuple[int, int, int] | None:
    for key in (name, "gpu." + name):
        if key in attributes:
            values = [int(v) for v in attributes[key]]
            return (values[0], values[1], values[2])
    return None


def kernels_and_module(op: Any) -> tuple[list[Kernel], str]:
    """Every kernel of the lowered ``gpu.module``s, and one module holding them all in
    MLIR's generic form (each kernel renamed after its gpu.module, declarations of the
    same device-library function kept once): what Triton's MLIR parses and translates.
    The generic form, not the pretty one: Triton's MLIR is another version."""
    from torch_mlir import ir

    kernels: list[Kernel] = []
    with op.context, ir.Location.unknown():
        merged = ir.Module.create()
        declared: set[str] = set()
        for module in gpu_modules(op):
            module_name = ir.StringAttr(module.attributes["sym_name"]).value
            for inner in module.regions[0].blocks[0].operations:
                inner = inner.operation
                symbol = (
                    ir.StringAttr(inner.attributes["sym_name"]).value
                    if "sym_name" in inner.attributes
                    else None
                )
                is_kernel = "gpu.kernel" in inner.attributes
                if is_kernel:
                    copy = inner.clone()
                    copy.attributes["sym_name"] = ir.StringAttr.get(module_name)
                    merged.body.append(copy)
                    kernels.append(
                        Kernel(
                            module_name,
                            f"@{module_name}::@{symbol}",
                            _sizes(inner.attributes, "known_grid_size"),
                            _sizes(inner.attributes, "known_block_size"),
                        )
                    )
                    continue
                if symbol is not None and symbol in declared:
                    if len(inner.regions) and len(inner.regions[0].blocks):
                        raise LoweringError(
                            "kernels",
                            f"two gpu.modules define @{symbol}: they cannot share one module",
                        )
                    continue
                if symbol is not None:
                    declared.add(symbol)
                merged.body.append(inner.clone())
        text = merged.operation.get_asm(print_generic_op_form=True, enable_debug_info=False)
    if not kernels:
        raise LoweringError("kernels", "no gpu.module holds a kernel function (gpu.kernel)")
    return kernels, str(text)
