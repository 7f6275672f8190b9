"""Lowering chains, one module per IR family.

- :mod:`.pytorch`: TorchScript, torch.export, Core ATen and everything after
  torch-mlir's importer (Torch, TOSA, Linalg, StableHLO, LLVM dialect, LLVM IR).
- :mod:`.mlir`: the in-process MLIR engine those chains use (torch-mlir's bindings).
- :mod:`.raw`: ``raw_ir``: MLIR text, or PyTorch code whose stdout is the IR.

Nothing here is imported when the plugin loads.
"""
