"""What each built-in family declares, written down without importing it.

The registry (:mod:`pytest_irlower.families`) reads these declarations to answer the two
questions a ``lower()`` call asks before any family runs, "which family owns this IR
type?" and "does a family claim this subject?", and then loads the one family that
answers. A declaration is a hint the registry checks: the family it loads must declare
the IR type it was loaded for, or the registry falls back to loading every family
(``tests/unit/test_family_manifest.py`` fails when a declaration drifts from its family).

A family of another distribution needs no declaration: the registry loads it through the
``pytest_irlower.families`` entry point when no declaration can answer. Nothing here
imports a family module, torch, torch_mlir or triton.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

# one loader for a declared claim test here and a family's Family.claim_test: the same string
from pytest_irlower.api.family import load_function
from pytest_irlower.api.keying import Environment


@dataclass(frozen=True)
class Declaration:
    """One built-in family, as the registry sees it before loading it.

    - ``name``: the family's name (``Family.name``);
    - ``module``: the module holding it;
    - ``ir_types``: the names of the IR types it declares, in its order;
    - ``claims``: ``"module:function"``, the family's own ``Family.claim_test`` written
      down, asked without importing the family module; None: the family claims no subject
      (``tests/unit/test_family_manifest.py`` checks the two agree);
    - ``environment``: the family's own ``Family.environment`` written down, read by the
      cross-run key without importing the family module (the same test checks it);
    - ``suffixes``: the golden suffix of each of ``ir_types``, in its order, read by the
      session's golden summary without importing the family module (the same test checks
      it; empty: the family is loaded to ask).
    """

    name: str
    module: str
    ir_types: tuple[str, ...]
    claims: str | None = None
    environment: Environment = field(default_factory=Environment)
    suffixes: tuple[str, ...] = ()

    def claim_test(self) -> Callable[[Any], bool] | None:
        """The ``claims`` function, imported on first use (None: the family claims nothing)."""
        return None if self.claims is None else load_function(self.claims)

    def claims_subject(self, subject: Any) -> bool:
        """Whether the family claims ``subject``, asked of the declared test."""
        test = self.claim_test()
        return test is not None and bool(test(subject))


#: the built-in families, in the contract's IR type order
DECLARATIONS: tuple[Declaration, ...] = (
    Declaration(
        "torch_export",
        "pytest_irlower.families.torch_export",
        ("torch_script_graph_ir", "fx_graph", "core_aten_ir", "prims_ir"),
        environment=Environment(("torch",)),
        suffixes=(".txt", ".txt", ".txt", ".txt"),
    ),
    Declaration(
        "training",
        "pytest_irlower.families.training",
        ("aot_joint_graph", "aot_forward_graph", "aot_backward_graph"),
        environment=Environment(("torch",)),
        suffixes=(".txt", ".txt", ".txt"),
    ),
    Declaration(
        "inductor",
        "pytest_irlower.families.inductor",
        ("inductor_ir", "inductor_code"),
        environment=Environment(("torch",)),
        suffixes=(".txt", ".py"),
    ),
    Declaration(
        "onnx",
        "pytest_irlower.families.onnx",
        ("onnx",),
        environment=Environment(("torch", "onnx", "onnxscript", "onnx-ir")),
        suffixes=(".txt",),
    ),
    Declaration(
        "torchscript",
        "pytest_irlower.families.torchscript",
        ("torchscript_mlir", "lazy_tensor_ir"),
        environment=Environment(("torch", "torch-mlir")),
        suffixes=(".mlir", ".txt"),
    ),
    Declaration(
        "torch_mlir",
        "pytest_irlower.families.torch_mlir",
        ("torch_mlir", "tosa_mlir", "linalg_on_tensors_mlir", "stablehlo_mlir"),
        environment=Environment(
            ("torch", "torch-mlir"), ("torch-mlir-opt", "mlir-opt", "mlir-translate")
        ),
        suffixes=(".mlir", ".mlir", ".mlir", ".mlir"),
    ),
    Declaration(
        "llvm",
        "pytest_irlower.families.llvm",
        ("llvm_mlir", "llvm_ir", "nvptx", "amdgpu", "spirv"),
        environment=Environment(
            ("torch", "torch-mlir", "triton", "ziglang"),
            ("mlir-opt", "mlir-translate", "opt", "llc", "clang"),
        ),
        suffixes=(".mlir", ".ll", ".ptx", ".amdgcn", ".spvasm"),
    ),
    Declaration(
        "gpu_kernels",
        "pytest_irlower.families.gpu_kernels",
        (
            "gpu_mlir",
            "nvvm_mlir",
            "nvptx_kernels",
            "rocdl_mlir",
            "amdgpu_kernels",
            "spirv_kernels",
        ),
        environment=Environment(
            ("torch", "torch-mlir", "triton", "ziglang"), ("mlir-opt", "opt", "llc", "clang")
        ),
        suffixes=(".mlir", ".mlir", ".ptx", ".mlir", ".amdgcn", ".mlir"),
    ),
    Declaration("raw", "pytest_irlower.families.raw", ("raw_ir",), suffixes=(".mlir",)),
    Declaration(
        "triton",
        "pytest_irlower.families.triton",
        (
            "triton_ir",
            "triton_gpu_ir",
            "triton_llvm_ir",
            "triton_nvptx",
            "triton_sass",
            "triton_amdgpu",
        ),
        # recognizes a kernel by the classes already in sys.modules: triton stays unimported
        claims="pytest_irlower.engines.triton_kernels:is_kernel",
        environment=Environment(("triton",), ("triton-opt", "triton-llvm-opt")),
        suffixes=(".ttir", ".ttgir", ".ll", ".ptx", ".sass", ".amdgcn"),
    ),
)
