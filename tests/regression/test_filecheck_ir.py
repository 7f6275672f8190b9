"""FileCheck tests for every IR type, and the same verdict from both engines."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from triton_zoo import KERNELS

from pytest_irlower.checks import filecheck as fc
from pytest_irlower.errors import ToolchainMissing

#: hand-written checks of the MLP (Linear, GELU, Linear, SiLU, Linear) per IR type
MLP_CHECKS = {
    "torch_script_graph_ir": """
        # CHECK: aten::linear
        # CHECK: aten::gelu
        # CHECK: aten::linear
        # CHECK: aten::silu
        # CHECK-COUNT-1: aten::linear
    """,
    "fx_graph": """
        # CHECK-LABEL: def forward(self
        # CHECK: [[L1:linear]]: "f32[2, 32]" = torch.ops.aten.linear.default(x
        # CHECK-NEXT: {{^$}}
        # CHECK-NEXT: gelu: "f32[2, 32]" = torch.ops.aten.gelu.default([[L1]])
        # CHECK: torch.ops.aten.silu.default
    """,
    "core_aten_ir": """
        # CHECK-COUNT-3: torch.ops.aten.addmm.default
        # CHECK-NOT: aten.linear
    """,
    "torch_mlir": """
        // CHECK-LABEL: func.func @main(
        // CHECK-SAME: [[X:%.+]]: !torch.vtensor<[2,16],f32>) -> !torch.vtensor<[2,8],f32>
        // CHECK: torch.aten.mm [[X]],
        // CHECK: torch.aten.gelu
        // CHECK: torch.aten.sigmoid
        // CHECK-NOT: torch.aten.silu
    """,
    "tosa_mlir": """
        // CHECK-LABEL: func.func @main
        // CHECK: tosa.matmul
        // CHECK: tosa.erf
        // CHECK: tosa.matmul
        // CHECK: tosa.sigmoid
        // CHECK: tosa.matmul
    """,
    "linalg_on_tensors_mlir": """
        // CHECK-DAG: [[MAP:#map[0-9]*]] = affine_map<(d0, d1) -> (d0, d1)>
        // CHECK-LABEL: func.func @main
        // CHECK: linalg.matmul
        // CHECK: linalg.generic {indexing_maps = [{{.*}}[[MAP]]
        // CHECK: math.erf
        // CHECK: math.exp
    """,
    "stablehlo_mlir": """
        // CHECK-LABEL: func.func @main
        // CHECK-COUNT-3: stablehlo.dot_general
    """,
    "llvm_mlir": """
        // CHECK-DAG: llvm.func @malloc(i64) -> !llvm.ptr
        // CHECK-DAG: llvm.func @free(!llvm.ptr)
        // CHECK-DAG: llvm.mlir.global private constant @__constant_32x16xf32(
        // CHECK-LABEL: llvm.func @main(
        // CHECK: llvm.intr.exp2
        // CHECK-NOT: math.
    """,
    "llvm_ir": """
        ; CHECK-LABEL: define { ptr, ptr, i64, [2 x i64], [2 x i64] } @main(
        ; CHECK-SAME: ptr [[BASE:%[0-9]+]], ptr
        ; CHECK: call ptr @malloc
        ; CHECK: call float @llvm.exp2.f32
        ; CHECK-NOT: @erff
    """,
    "nvptx": """
        // CHECK: .target sm_90
        // CHECK: .global .align 64 .b8 __constant_32x16xf32[2048];
        // CHECK-LABEL: .visible .func {{.*}}main(
        // CHECK: ex2.approx.f32
    """,
    "amdgpu": """
        ; CHECK: .amdgcn_target "amdgcn-amd-amdhsa-{{.*}}gfx942"
        ; CHECK-LABEL: main:
        ; CHECK: v_exp_f32
        ; CHECK: s_setpc_b64
        ; CHECK: __constant_32x16xf32:
    """,
    "spirv": """
        ; CHECK: OpCapability Kernel
        ; CHECK: OpMemoryModel Physical64 OpenCL
        ; CHECK: OpName [[MAIN:%[0-9]+]] "main"
        ; CHECK: OpName {{%[0-9]+}} "__constant_32x16xf32"
        ; CHECK: [[MAIN]] = OpFunction
        ; CHECK: OpExtInst {{%[0-9]+}} {{%[0-9]+}} exp2
    """,
}

TRITON_CHECKS = {
    "triton_ir": """
        // CHECK-LABEL: tt.func public @vector_add(
        // CHECK-SAME: {tt.divisibility = 16 : i32}
        // CHECK: [[PID:%.+]] = tt.get_program_id x : i32
        // CHECK: arith.muli [[PID]]
        // CHECK: tt.load
        // CHECK: arith.addf
        // CHECK: tt.store
    """,
    "triton_gpu_ir": """
        // CHECK: #ttg.blocked<{sizePerThread = [{{[0-9]+}}]
        // CHECK: "ttg.num-warps" = 4
        // CHECK-LABEL: tt.func public @vector_add
    """,
    "triton_llvm_ir": """
        ; CHECK-LABEL: define {{.*}}void @vector_add(
        ; CHECK: fadd
    """,
    "triton_nvptx": """
        // CHECK: .target sm_90a
        // CHECK-LABEL: .entry vector_add(
        // CHECK: add.f32
        // CHECK: ret;
    """,
}

ENGINES = ("llvm", "python")


def _engine(name: str) -> fc.Engine:
    """The named FileCheck engine as discovery finds it (skips when it is not installed)."""
    from pytest_irlower.runtime.toolchain import Toolchain

    try:
        return fc.find_engine(Toolchain(), prefer=name)
    except ToolchainMissing as exc:
        pytest.skip(str(exc))


def _verdict(ir: str, checks: str, engine: fc.Engine, tmp_path: Path) -> bool:
    try:
        fc.run(
            ir,
            fc.Checks(fc.strip_markers(checks)),
            fc.Options(),
            engine,
            save_as=str(tmp_path / f"{engine.name}.ir"),
        )
        return True
    except fc.FileCheckFailure:
        return False


@pytest.mark.parametrize("ir_type", list(MLP_CHECKS))
def test_mlp_checks(ir_type: str, lower: Any, filecheck: Any, zoo: Any, tmp_path: Path) -> None:
    model, inputs = zoo["mlp"]
    ir = lower(model, inputs, ir_type=ir_type)
    filecheck(ir, MLP_CHECKS[ir_type])  # the session's engine, with its full diagnostics
    verdicts = {
        name: _verdict(ir, MLP_CHECKS[ir_type], _engine(name), tmp_path) for name in ENGINES
    }
    assert verdicts == {"llvm": True, "python": True}
    # and both reject the checks on another model's IR
    other, other_inputs = zoo["embedding"]
    other_ir = lower(other, other_inputs, ir_type=ir_type)
    rejected = {
        name: _verdict(other_ir, MLP_CHECKS[ir_type], _engine(name), tmp_path) for name in ENGINES
    }
    assert rejected == {"llvm": False, "python": False}


@pytest.mark.parametrize("ir_type", list(TRITON_CHECKS))
def test_triton_checks(ir_type: str, lower: Any, tmp_path: Path) -> None:
    fn, make_args = KERNELS["vector_add"]
    ir = lower(fn, make_args(), ir_type=ir_type)
    verdicts = {
        name: _verdict(ir, TRITON_CHECKS[ir_type], _engine(name), tmp_path) for name in ENGINES
    }
    assert verdicts == {"llvm": True, "python": True}


@pytest.mark.parametrize(
    "ir_type", ["torch_mlir", "linalg_on_tensors_mlir", "llvm_mlir", "llvm_ir", "nvptx"]
)
def test_generated_checks_pass_and_catch_a_changed_model(
    ir_type: str, lower: Any, zoo: Any, tmp_path: Path
) -> None:
    model, inputs = zoo["attention"]
    ir = lower(model, inputs, ir_type=ir_type)
    checks = ir.check_lines()
    other, other_inputs = zoo["attention_sdpa"]
    changed = lower(other, other_inputs, ir_type=ir_type)
    for name in ENGINES:
        engine = _engine(name)
        assert _verdict(ir, checks, engine, tmp_path), name
        assert not _verdict(changed, checks, engine, tmp_path), name
