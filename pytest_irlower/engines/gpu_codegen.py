"""GPU kernels in the LLVM dialect (NVVM or ROCDL) to PTX or AMDGCN, on the LLVM that
Triton ships, the way Triton's own backends finish a kernel:

1. Triton's MLIR parses the kernels (MLIR's generic form) and translates them to LLVM IR;
2. the vendor's device library is linked where a kernel calls it (``libdevice.10.bc``
   for ``__nv_*``, ``ocml.bc``/``ockl.bc`` for ``__ocml_*``/``__ockl_*``, all shipped
   with Triton);
3. ``-O3`` and code generation for the arch (``sm_90``, ``gfx942``).

It runs in the session's persistent worker (``contain.forkserver.WORKER``): an
LLVM fatal error aborts a process, and the session must survive it. The same, as a
command that reproduces a stage (generic MLIR on stdin, assembly on stdout)::

    python -m pytest_irlower.engines.gpu_codegen TRIPLE ARCH < kernels.mlir
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
from typing import Any

NVPTX_TRIPLE = "nvptx64-nvidia-cuda"
AMDGCN_TRIPLE = "amdgcn-amd-amdhsa"
#: the device library's controls, as Triton's AMD backend sets them (wave64: CDNA)
AMD_CONTROLS = (
    ("__oclc_finite_only_opt", False),
    ("__oclc_correctly_rounded_sqrt32", True),
    ("__oclc_unsafe_math_opt", False),
    ("__oclc_wavefrontsize64", True),
)


#: the default fast-math property, written out by MLIR's generic form: an older MLIR (that of
#: Triton 3.6) rejects it on ops that had no fast-math flags then (``llvm.fptrunc``:
#: "this operation does not support properties"), and leaving a default out changes nothing
_DEFAULT_FASTMATH = re.compile(
    r"<\{fastmathFlags = #llvm\.fastmath<none>\}> ?"
    r"|, fastmathFlags = #llvm\.fastmath<none>"
    r"|fastmathFlags = #llvm\.fastmath<none>, "
)


def portable_generic(mlir_text: str) -> str:
    """The generic form without what only a newer MLIR reads (see ``_DEFAULT_FASTMATH``)."""
    return _DEFAULT_FASTMATH.sub("", mlir_text)


def _libraries(triple: str) -> list[str]:
    import triton

    root = os.path.join(os.path.dirname(triton.__file__), "backends")
    if triple == NVPTX_TRIPLE:
        return [os.path.join(root, "nvidia", "lib", "libdevice.10.bc")]
    return [os.path.join(root, "amd", "lib", name) for name in ("ocml.bc", "ockl.bc")]


def _calls_device_library(text: str, triple: str) -> bool:
    prefixes = ("__nv_",) if triple == NVPTX_TRIPLE else ("__ocml_", "__ockl_")
    return any(f"@{prefix}" in text for prefix in prefixes)


def _amd_set_triple(amd: Any, llvm_module: Any, arch: str) -> str:
    """Stamp the AMDGPU triple on ``llvm_module`` and return it, through whichever API the
    installed Triton has: Triton 3.9 derives it from the arch (``get_target_triple``,
    ``set_target_triple``); Triton 3.6 has one fixed triple (``TARGET_TRIPLE``,
    ``attach_target_triple``)."""
    if hasattr(amd, "get_target_triple"):
        triple = str(amd.get_target_triple(arch))
        amd.set_target_triple(llvm_module, triple)
        return triple
    amd.attach_target_triple(llvm_module)
    return str(amd.TARGET_TRIPLE)


def llvm_ir(mlir_text: str, triple: str, arch: str) -> str:
    """Kernels in the LLVM dialect (generic form) to optimized LLVM IR, device library
    linked, on Triton's MLIR and LLVM."""
    from triton._C.libtriton import ir, llvm

    context = ir.context()
    ir.load_dialects(context)
    if triple == NVPTX_TRIPLE:
        from triton._C.libtriton import nvidia

        nvidia.load_dialects(context)
    else:
        from triton._C.libtriton import amd

        amd.load_dialects(context)
    with tempfile.TemporaryDirectory(prefix="irlower-kernels-") as tmp:
        path = os.path.join(tmp, "kernels.mlir")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(portable_generic(mlir_text))
        module = ir.parse_mlir_module(path, context)
    llvm.init_targets()
    llvm_context = llvm.context()
    llvm_module = llvm.to_module(module, llvm_context)
    if triple == NVPTX_TRIPLE:
        llvm.attach_datalayout(llvm_module, triple, arch, "")
    else:
        from triton._C.libtriton import amd

        # as Triton's AMD backend: the triple and data layout for the arch, then the
        # control constants the device library reads
        layout_triple = _amd_set_triple(amd, llvm_module, arch)
        llvm.attach_datalayout(llvm_module, layout_triple, arch, "")
        amd.set_isa_version(llvm_module, arch)
        amd.set_abi_version(llvm_module, 500)
        for name, value in AMD_CONTROLS:
            amd.set_bool_control_constant(llvm_module, name, value)
    if _calls_device_library(str(llvm_module), triple):
        llvm.link_extern_libs(llvm_module, _libraries(triple))
    llvm.optimize_module(llvm_module, llvm.OPTIMIZE_O3)
    return str(llvm_module)


def translate_to_asm(llvm: Any, text: str, triple: str, arch: str, options: list[str]) -> str:
    """Triton's ``llvm.translate_to_asm`` (no features, no fp fusion, assembly text):
    Triton 3.9 takes a last flag that Triton 3.6 does not."""
    try:
        out = llvm.translate_to_asm(text, triple, arch, "", options, False, False, False)
    except TypeError:  # Triton 3.6: (module, triple, proc, features, flags, fp fusion, object)
        out = llvm.translate_to_asm(text, triple, arch, "", options, False, False)
    return out if isinstance(out, str) else bytes(out).decode()


def asm(mlir_text: str, triple: str, arch: str) -> tuple[str, str]:
    """Kernels in the LLVM dialect (generic form) to (LLVM IR, assembly) for ``arch``."""
    from triton._C.libtriton import llvm

    text = llvm_ir(mlir_text, triple, arch)
    return text, translate_to_asm(llvm, text, triple, arch, [])


def main(argv: list[str]) -> int:
    """Run one request; errors go to stderr with a non-zero status."""
    if len(argv) != 2:
        print(f"usage: TRIPLE ARCH < kernels.mlir; got {argv}", file=sys.stderr)
        return 2
    sys.stdout.write(asm(sys.stdin.read(), argv[0], argv[1])[1])
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except RuntimeError as exc:  # a parse or translation error Triton reports
        print(f"error: {exc}", file=sys.stderr)
        sys.exit(1)
