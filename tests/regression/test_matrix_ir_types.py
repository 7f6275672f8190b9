"""Every registered IR type, lowered for real and checked by its shape, not its text.

These run on every version CI installs (``tox -e oldest`` too, through the ``matrix``
marker): what they check holds on the oldest torch-mlir, Triton and pytest the ranges in
pyproject.toml admit, where goldens (exact text of the newest versions) would not. The
list of IR types comes from the registry, so a new one joins by itself and fails here
until it has a shape below.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
import torch

from pytest_irlower import IR_TYPES, REGISTRY

#: families whose IR types tox -e oldest leaves out (marked toolchain, as the components
#: only the full environments install): their ranges are one release each, the one
#: tox -e tests installs (IREE, ONNX), and Inductor depends on torch alone, whose range
#: is one minor; its first C++ compile would cost a minute of the oldest run
FULL_ONLY_FAMILIES = {"iree", "onnx", "inductor"}

#: what each IR type's text must show, whatever the versions: a structural landmark of its
#: format (a function, a kernel entry, a dialect's ops), never a whole line of one release
SHAPE = {
    "torch_script_graph_ir": r"^graph\(%self",
    "fx_graph": r"^class GraphModule\(torch\.nn\.Module\):",
    "core_aten_ir": r"torch\.ops\.aten\.\w+\.\w+",
    "prims_ir": r"torch\.ops\.prims\.\w+\.default",
    "aot_joint_graph": r"torch\.ops\.aten\.\w+",
    "aot_forward_graph": r"torch\.ops\.aten\.\w+",
    "aot_backward_graph": r"torch\.ops\.aten\.\w+",
    "inductor_ir": r"ComputedBuffer|Pointwise|Reduction",
    "inductor_code": r"def call\(",
    "onnx": r"^main_graph \(.*\) => \(",
    "torchscript_mlir": r"torch\.class_type @",
    "lazy_tensor_ir": r"lazy_tensors::device_data",
    "torch_mlir": r"torch\.aten\.",
    "tosa_mlir": r"\btosa\.",
    "linalg_on_tensors_mlir": r"\blinalg\.",
    "stablehlo_mlir": r"\bstablehlo\.",
    "llvm_mlir": r"llvm\.func @main",
    "llvm_ir": r"^define .* @main\(",
    "nvptx": r"^\.visible \.func .*main",
    "amdgpu": r"^main:",
    "spirv": r"OpEntryPoint|OpFunction\b",
    "gpu_mlir": r"gpu\.launch_func\s+@main_kernel",
    "nvvm_mlir": r"\bnvvm\.",
    "nvptx_kernels": r"^\.visible \.entry \w+\(",
    "rocdl_mlir": r"\brocdl\.",
    "amdgpu_kernels": r"\.amdhsa_kernel \w+",
    "spirv_kernels": r"spirv\.(EntryPoint|func)",
    "raw_ir": r"func\.func @twice",
    "triton_ir": r"tt\.func public @vector_add",
    "triton_gpu_ir": r"ttg\.|triton_gpu\.",
    "triton_llvm_ir": r"^define .*@vector_add\(",
    "triton_nvptx": r"^\.visible \.entry vector_add\(",
    "triton_sass": r"vector_add",
    "triton_amdgpu": r"^vector_add:",
    "iree_input": r"func\.func|util\.func",
    "iree_abi": r"util\.func",
    "iree_preprocessing": r"util\.func",
    "iree_global_optimization": r"util\.func",
    "iree_dispatch_creation": r"flow\.dispatch",
    "iree_flow": r"flow\.executable",
    "iree_stream": r"stream\.executable",
    "iree_executable_sources": r"hal\.executable",
    "iree_executable_targets": r"hal\.executable",
    "iree_hal": r"hal\.executable",
    "iree_vm": r"vm\.module",
    "iree_dispatch": r"^define .*\(",
}

RAW_MLIR = """
func.func @twice(%a: f32) -> f32 {
  %b = arith.addf %a, %a : f32
  return %b : f32
}
"""


class Small(torch.nn.Module):
    """The smallest model that still reaches every level: a matmul, a bias and a GELU."""

    def __init__(self) -> None:
        super().__init__()
        self.fc = torch.nn.Linear(4, 4)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.nn.functional.gelu(self.fc(x))


def _loss(out: Any) -> torch.Tensor:
    return out.pow(2).mean()


def _request(name: str) -> tuple[Any, tuple[Any, ...], dict[str, Any]]:
    """The subject, inputs and keywords for one IR type, from its declared subject kind."""
    ir_type = IR_TYPES[name]
    if ir_type.subject == "text":
        return RAW_MLIR, (), {"language": "mlir"}
    if ir_type.subject == "kernel":
        from triton_zoo import vector_add, vector_add_args

        return vector_add, vector_add_args(), {}
    torch.manual_seed(0)
    keywords: dict[str, Any] = {}
    if getattr(REGISTRY.family_of(ir_type), "training", False):
        keywords["loss_fn"] = _loss
    if ir_type.subject == "ScriptModule":
        return torch.jit.script(Small().eval()), (torch.randn(2, 4),), keywords
    return Small().eval(), (torch.randn(2, 4),), keywords


def _needs_bridge(name: str) -> bool:
    """A module's code for a GPU target through LLVM IR: Triton's LLVM must read LLVM 23."""
    ir_type = IR_TYPES[name]
    return ir_type.family == "llvm" and ir_type.target is not None


def _param(name: str) -> Any:
    full_only = IR_TYPES[name].family in FULL_ONLY_FAMILIES or _needs_bridge(name)
    return pytest.param(name, marks=pytest.mark.toolchain if full_only else pytest.mark.matrix)


@pytest.mark.matrix
def test_every_ir_type_has_a_shape() -> None:
    assert set(IR_TYPES) - set(SHAPE) == set()


@pytest.mark.parametrize("ir_type", [_param(name) for name in IR_TYPES])
def test_lowers_to_its_shape(ir_type: str, lower: Any) -> None:
    subject, inputs, keywords = _request(ir_type)
    ir = lower(subject, inputs, ir_type=ir_type, **keywords)

    assert ir.ir_type == ir_type
    assert list(ir.stages)[-1] == ir_type
    assert ir.stages[ir_type] == ir
    assert re.search(SHAPE[ir_type], ir, re.MULTILINE), ir[:2000]


@pytest.mark.matrix
@pytest.mark.parametrize("ir_type", [name for name in IR_TYPES if _needs_bridge(name)])
def test_gpu_targets_of_a_module_need_triton_3_9(ir_type: str) -> None:
    """Triton 3.9 carries torch-mlir's LLVM IR to ziglang's clang and to NVPTX/AMDGPU code;
    an older Triton is a missing toolchain that says so, never an AttributeError or an
    LLVM abort at lowering (``amdgpu_kernels`` needs no such bridge: it runs under 3.6)."""
    from pytest_irlower.engines import llvm
    from pytest_irlower.errors import ToolchainMissing
    from pytest_irlower.runtime.toolchain import Toolchain, package_version

    target = IR_TYPES[ir_type].target
    assert target is not None
    release = tuple(int(part) for part in re.findall(r"\d+", package_version("triton") or "0")[:2])
    if release >= (3, 9):
        assert llvm.plan(target, Toolchain()).opt.kind in ("opt", "clang")
        return
    with pytest.raises(
        ToolchainMissing, match=r"only triton 3\.9 or newer reads torch-mlir's LLVM 23 IR"
    ):
        llvm.plan(target, Toolchain())
