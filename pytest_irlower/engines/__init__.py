"""Engines the families share: in-process MLIR (torch-mlir's bindings), the Linalg to
LLVM-dialect pipeline, and the LLVM tools (opt, llc, clang, Triton's LLVM).

One implementation each, used by the families and by custom pipelines alike.
Nothing here is imported when the plugin loads.
"""
