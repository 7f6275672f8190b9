"""The canonicalizer: a rename-only pair compares equal, a real change does not (per syntax)."""

from __future__ import annotations

import pytest

from pytest_irlower.text import canonical

MLIR_OLD = """\
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  ml_program.global private mutable @global_seed(dense<0> : tensor<i64>) : tensor<i64>
  func.func @forward(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x4xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x4xf32>) outs(%0 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = arith.maximumf %in, %cst : f32
      linalg.yield %2 : f32
    } -> tensor<2x4xf32>
    %3 = memref.get_global @__constant_4xf32 : memref<4xf32>
    %4 = memref.get_global @__constant_4xf32_0 : memref<4xf32>
    return %1 : tensor<2x4xf32>
  }
}
"""

MLIR_RENAMED = """\
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> (d1)>
module {
  ml_program.global private mutable @global_seed(dense<0> : tensor<i64>) : tensor<i64>
  func.func @forward(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %10 = tensor.empty() : tensor<2x4xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map7], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x4xf32>) outs(%10 : tensor<2x4xf32>) {
    ^bb5(%a: f32, %b: f32):
      %12 = arith.maximumf %a, %zero : f32
      linalg.yield %12 : f32
    } -> tensor<2x4xf32>
    %13 = memref.get_global @__constant_4xf32_1 : memref<4xf32>
    %14 = memref.get_global @__constant_4xf32_2 : memref<4xf32>
    return %11 : tensor<2x4xf32>
  }
}
"""

LLVM_OLD = """\
; ModuleID = 'LLVMDialectModule'
@.str = private constant [3 x i8] c"%d\\00"
@.str.1 = private constant [3 x i8] c"%f\\00"

define void @forward(ptr %0, i64 %1) #0 {
  %3 = icmp slt i64 %1, 4
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = getelementptr float, ptr %0, i64 %1
  %6 = call float @llvm.maxnum.f32(float 0.0, float 1.0), !dbg !12
  store float %6, ptr %5, align 4
  br label %7

7:                                                ; preds = %4, %2
  ret void
}

attributes #0 = { nounwind }
!12 = !DILocation(line: 1, column: 2, scope: !3)
"""

LLVM_RENAMED = """\
; ModuleID = 'LLVMDialectModule'
@.str.4 = private constant [3 x i8] c"%d\\00"
@.str.9 = private constant [3 x i8] c"%f\\00"

define void @forward(ptr %a, i64 %n) #3 {
  %cmp = icmp slt i64 %n, 4
  br i1 %cmp, label %body, label %exit

body:                                             ; preds = %entry
  %p = getelementptr float, ptr %a, i64 %n
  %m = call float @llvm.maxnum.f32(float 0.0, float 1.0), !dbg !40
  store float %m, ptr %p, align 4
  br label %exit

exit:                                             ; preds = %body, %entry
  ret void
}

attributes #3 = { nounwind }
!40 = !DILocation(line: 1, column: 2, scope: !7)
"""

PTX_OLD = """\
.visible .entry add_kernel(
\t.param .u64 add_kernel_param_0
)
{
\t.reg .pred \t%p<3>;
\t.reg .b32 \t%r<6>;
\t.reg .b64 \t%rd<4>;
\tmov.u32 \t%r1, %tid.x;
\tsetp.lt.s32 \t%p1, %r1, 128;
\t@%p1 bra \t$L__BB0_2;
\tld.param.u64 \t%rd1, [add_kernel_param_0];
\tld.global.b32 \t%r2, [%rd1];
\tadd.s32 \t%r3, %r2, %r1;
$L__BB0_2:
\tret;
}
"""

PTX_RENAMED = """\
.visible .entry add_kernel(
\t.param .u64 add_kernel_param_0
)
{
\t.reg .pred \t%p<5>;
\t.reg .b32 \t%r<9>;
\t.reg .b64 \t%rd<4>;
\tmov.u32 \t%r4, %tid.x;
\tsetp.lt.s32 \t%p3, %r4, 128;
\t@%p3 bra \t$L__BB0_7;
\tld.param.u64 \t%rd2, [add_kernel_param_0];
\tld.global.b32 \t%r7, [%rd2];
\tadd.s32 \t%r8, %r7, %r4;
$L__BB0_7:
\tret;
}
"""

AMDGCN_OLD = """\
add_kernel:                             ; @add_kernel
; %bb.0:
\ts_load_dwordx2 s[0:1], s[4:5], 0x0
\tv_mov_b32_e32 v1, 0
\ts_waitcnt lgkmcnt(0)
\tglobal_load_dword v2, v1, s[0:1]
\ts_cbranch_execz .LBB0_2
\tv_add_u32_e32 v2, v2, v0
.LBB0_2:
\ts_endpgm
.Lfunc_end0:
\t.size\tadd_kernel, .Lfunc_end0-add_kernel
\t.amdhsa_next_free_vgpr 3
"""

AMDGCN_RENAMED = """\
add_kernel:                             ; @add_kernel
; %bb.0:
\ts_load_dwordx2 s[2:3], s[6:7], 0x0
\tv_mov_b32_e32 v4, 0
\ts_waitcnt lgkmcnt(0)
\tglobal_load_dword v5, v4, s[2:3]
\ts_cbranch_execz .LBB0_3
\tv_add_u32_e32 v5, v5, v0
.LBB0_3:
\ts_endpgm
.Lfunc_end0:
\t.size\tadd_kernel, .Lfunc_end0-add_kernel
\t.amdhsa_next_free_vgpr 3
"""

PAIRS = {
    "mlir": (MLIR_OLD, MLIR_RENAMED, ("arith.maximumf", "arith.minimumf")),
    "llvm": (LLVM_OLD, LLVM_RENAMED, ("icmp slt", "icmp sle")),
    "ptx": (PTX_OLD, PTX_RENAMED, ("add.s32", "sub.s32")),
    "amdgcn": (AMDGCN_OLD, AMDGCN_RENAMED, ("v_add_u32_e32", "v_sub_u32_e32")),
}


@pytest.mark.parametrize("syntax", sorted(PAIRS))
def test_renames_only_compare_equal(syntax: str) -> None:
    old, new, _ = PAIRS[syntax]
    assert old != new
    assert canonical.canonicalize(old, syntax) == canonical.canonicalize(new, syntax)
    assert canonical.renames_only(old, new, syntax)


@pytest.mark.parametrize("syntax", sorted(PAIRS))
def test_a_real_change_does_not(syntax: str) -> None:
    old, new, (before, after) = PAIRS[syntax]
    changed = new.replace(before, after)
    assert changed != new
    assert not canonical.renames_only(old, changed, syntax)


@pytest.mark.parametrize("syntax", sorted(PAIRS))
def test_canonical_form_is_idempotent_and_keeps_lines(syntax: str) -> None:
    old, _, _ = PAIRS[syntax]
    once = canonical.canonicalize(old, syntax)
    assert canonical.canonicalize(once, syntax) == once
    assert len(once.splitlines()) == len(old.splitlines())


def test_swapped_operands_are_a_real_change() -> None:
    old = "func.func @f(%a: i32, %b: i32) -> i32 {\n  %0 = arith.subi %a, %b : i32\n}\n"
    new = "func.func @f(%a: i32, %b: i32) -> i32 {\n  %0 = arith.subi %b, %a : i32\n}\n"
    assert not canonical.renames_only(old, new, "mlir")


def test_mlir_dialect_attributes_are_not_aliases() -> None:
    old = '#map = affine_map<(d0) -> (d0)>\n%0 = "x"() {a = #map, b = #llvm.noalias} : () -> ()\n'
    new = old.replace("#llvm.noalias", "#llvm.alias_scope")
    assert not canonical.renames_only(old, new, "mlir")
    assert "#llvm.noalias" in canonical.mlir(old)


def test_a_different_symbol_is_a_real_change() -> None:
    old = "func.func @forward() {\n  call @relu() : () -> ()\n}\n"
    assert not canonical.renames_only(old, old.replace("@relu", "@gelu"), "mlir")
    assert canonical.renames_only(old, old.replace("@relu", "@relu_0"), "mlir")


def test_llvm_intrinsic_type_suffixes_are_kept() -> None:
    old = "define void @f() {\n  call void @llvm.foo.i32()\n  ret void\n}\n"
    assert not canonical.renames_only(old, old.replace(".i32", ".i64"), "llvm")


def test_ptx_special_registers_and_classes_are_kept() -> None:
    old = "mov.u32 %r1, %tid.x;\nmov.u64 %rd1, %rd2;\n"
    assert not canonical.renames_only(old, old.replace("%tid.x", "%tid.y"), "ptx")
    # a b32 register turned into a b64 one is not a rename
    assert not canonical.renames_only(old, old.replace("%r1", "%rd3"), "ptx")


def test_amdgcn_register_classes_and_widths_are_kept() -> None:
    old = "v_mov_b32 v1, s2\nglobal_load v[2:3], v1, s[0:1]\n"
    assert not canonical.renames_only(old, old.replace("v1, s2", "s1, s2"), "amdgcn")
    assert not canonical.renames_only(old, old.replace("v[2:3]", "v[2:5]"), "amdgcn")
    assert canonical.renames_only(old, old.replace("v[2:3]", "v[6:7]"), "amdgcn")


def test_locals_are_numbered_per_function() -> None:
    one = "define void @a() {\n  %x = add i32 1, 2\n  ret void\n}\n"
    two = "define void @b() {\n  %y = add i32 1, 2\n  ret void\n}\n"
    extra = "define void @a() {\n  %x = add i32 1, 2\n  %z = add i32 3, 4\n  ret void\n}\n"
    canon = canonical.llvm(extra + two).splitlines()
    assert canon[-3] == canonical.llvm(one + two).splitlines()[-3]


def test_generic_fallback_and_dispatch() -> None:
    old = "graph(%self : Module, %x.1 : Tensor):\n  %4 : Tensor = aten::relu(%x.1)\n  at 0x7f3a2b1c9d00\n"
    new = (
        "graph(%self : Module, %x : Tensor):\n  %9 : Tensor = aten::relu(%x)\n  at 0x7f00ffee1234\n"
    )
    assert canonical.renames_only(old, new, "torchscript")
    assert not canonical.renames_only(old, new.replace("relu", "gelu"), "fx")
    assert canonical.canonicalize("x", "no-such-syntax") == "x"
    assert canonical.syntax_for_suffix(".ll") == "llvm"
    assert canonical.syntax_for_suffix(".txt") == "text"
