"""The registry of IR type names: the user's vocabulary (see CONTRACT.md).

Each name maps to a small frozen :class:`IRType` saying which chain produces it,
which textual syntax it is in (for normalizers and verifiers) and which file
suffix its goldens get. Chains themselves are loaded lazily by
:mod:`pytest_irlower.lowering`; importing this module is free.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from pytest_irlower.errors import UnknownIRTypeError


@dataclass(frozen=True)
class IRType:
    """One IR type name and what it means."""

    name: str
    #: which chain produces it: ``torch``, ``target`` (torch, then GPU code), ``raw``,
    #: ``triton``.
    family: str
    #: the text's syntax: ``torchscript``, ``fx``, ``mlir``, ``llvm``, ``ptx``, ``amdgcn``,
    #: ``spvasm``.
    syntax: str
    #: golden file suffix, with the dot.
    suffix: str
    summary: str


_TYPES = (
    IRType("torch_script_graph_ir", "torch", "torchscript", ".txt", "torch.jit.trace graph"),
    IRType("fx_graph", "torch", "fx", ".txt", "torch.export.export graph"),
    IRType(
        "core_aten_ir", "torch", "fx", ".txt", "exported program after Core ATen decompositions"
    ),
    IRType("torch_mlir", "torch", "mlir", ".mlir", "torch-mlir, Torch backend dialect"),
    IRType("tosa_mlir", "torch", "mlir", ".mlir", "torch-mlir, TOSA"),
    IRType("linalg_on_tensors_mlir", "torch", "mlir", ".mlir", "torch-mlir, Linalg on tensors"),
    IRType("stablehlo_mlir", "torch", "mlir", ".mlir", "torch-mlir, StableHLO"),
    IRType(
        "llvm_mlir", "torch", "mlir", ".mlir", "Linalg bufferized and converted to the LLVM dialect"
    ),
    IRType("llvm_ir", "torch", "llvm", ".ll", "LLVM dialect translated to LLVM IR"),
    IRType("nvptx", "target", "ptx", ".ptx", "LLVM IR, opt -O2, llc -mtriple=nvptx64-nvidia-cuda"),
    IRType(
        "amdgpu", "target", "amdgcn", ".amdgcn", "LLVM IR, opt -O2, llc -mtriple=amdgcn-amd-amdhsa"
    ),
    IRType("spirv", "target", "spvasm", ".spvasm", "LLVM IR, opt -O2, llc -mtriple=spirv64"),
    IRType("raw_ir", "raw", "mlir", ".mlir", "MLIR text, or the stdout of PyTorch code"),
    IRType("triton_ir", "triton", "mlir", ".ttir", "Triton compile, TTIR stage"),
    IRType("triton_gpu_ir", "triton", "mlir", ".ttgir", "Triton compile, TTGIR stage"),
    IRType("triton_llvm_ir", "triton", "llvm", ".ll", "Triton compile, LLIR stage"),
    IRType("triton_nvptx", "triton", "ptx", ".ptx", "Triton compile, PTX"),
    IRType("triton_amdgpu", "triton", "amdgcn", ".amdgcn", "Triton compile, AMDGCN assembly"),
)

#: name -> IRType, in the contract's order.
IR_TYPES: Mapping[str, IRType] = MappingProxyType({t.name: t for t in _TYPES})

#: IR types produced by the torch-mlir importer and what follows it.
MLIR_OUTPUT_TYPES: Mapping[str, str] = MappingProxyType(
    {
        "torch_mlir": "TORCH",
        "tosa_mlir": "TOSA",
        "linalg_on_tensors_mlir": "LINALG_ON_TENSORS",
        "stablehlo_mlir": "STABLEHLO",
    }
)

DEFAULT_IR_TYPE = "torch_mlir"


def get_ir_type(name: str) -> IRType:
    """The :class:`IRType` called ``name``; an unknown name lists the valid ones."""
    if not isinstance(name, str):
        raise UnknownIRTypeError(repr(name), list(IR_TYPES))
    try:
        return IR_TYPES[name]
    except KeyError:
        raise UnknownIRTypeError(name, list(IR_TYPES)) from None
