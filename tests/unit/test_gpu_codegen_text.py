"""The kernels' generic MLIR as Triton's MLIR reads it (``engines/gpu_codegen.py``): the
default fast-math property that an older MLIR rejects is left out, nothing else changes.
Triton 3.6 failed on ``llvm.fptrunc`` with it ("this operation does not support
properties"), measured on an H100 and here with the Triton 3.6 wheel."""

from __future__ import annotations

from pytest_irlower.engines.gpu_codegen import portable_generic, translate_to_asm


def test_the_default_fastmath_property_is_left_out() -> None:
    text = (
        '%1 = "llvm.fptrunc"(%0) <{fastmathFlags = #llvm.fastmath<none>}> : (f64) -> f32\n'
        '%2 = "llvm.fcmp"(%1, %1) <{fastmathFlags = #llvm.fastmath<none>, predicate = 9 : i64}>'
        " : (f32, f32) -> i1\n"
        '%3 = "llvm.call"(%1) <{callee = @__nv_sqrtf, fastmathFlags = #llvm.fastmath<none>, '
        "op_bundle_sizes = array<i32>}> : (f32) -> f32\n"
    )
    assert portable_generic(text) == (
        '%1 = "llvm.fptrunc"(%0) : (f64) -> f32\n'
        '%2 = "llvm.fcmp"(%1, %1) <{predicate = 9 : i64}> : (f32, f32) -> i1\n'
        '%3 = "llvm.call"(%1) <{callee = @__nv_sqrtf, op_bundle_sizes = array<i32>}>'
        " : (f32) -> f32\n"
    )


def test_fastmath_flags_that_say_something_stay() -> None:
    text = '%1 = "llvm.fadd"(%0, %0) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32'
    assert portable_generic(text) == text


class _Triton36:
    """Triton 3.6's translate_to_asm: seven arguments, an eighth is a TypeError."""

    def translate_to_asm(self, *args: object) -> str:
        if len(args) != 7:
            raise TypeError("translate_to_asm(): incompatible function arguments")
        return f"asm for {args[2]}"


class _Triton39:
    def translate_to_asm(self, *args: object) -> bytes:
        assert len(args) == 8
        return f"asm for {args[2]}".encode()


def test_translate_to_asm_takes_either_triton() -> None:
    for llvm in (_Triton36(), _Triton39()):
        assert translate_to_asm(llvm, "ir", "nvptx64-nvidia-cuda", "sm_90", []) == "asm for sm_90"
