"""LLVM IR text checks, on the LLVM that Triton ships (it reads LLVM 23 syntax)."""

from __future__ import annotations

from pytest_irlower.errors import LoweringError, ToolchainMissing


def parse_llvm_ir(text: str, *, stage: str = "llvm_ir") -> bytes:
    """Parse and verify LLVM IR text; return its bitcode. Bad IR names the line."""
    from pytest_irlower.chains.triton import load_torch_mlir_first

    load_torch_mlir_first()
    try:
        from triton._C.libtriton import llvm
    except ImportError as exc:
        raise ToolchainMissing(
            "LLVM IR parser",
            f"Triton's bundled LLVM ('from triton._C.libtriton import llvm' failed: {exc})",
            "pip install triton",
        ) from None
    try:
        return bytes(llvm.to_bitcode(text))
    except RuntimeError as exc:
        raise LoweringError(stage, str(exc)) from None
