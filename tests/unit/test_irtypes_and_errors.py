"""IR type registry and error messages."""

from __future__ import annotations

import subprocess
import sys

import pytest

from pytest_irlower import IR_TYPES, LoweredIR, UnknownIRTypeError, get_ir_type
from pytest_irlower.errors import LoweringError, ToolchainMissing, condense

CONTRACT_SUFFIXES = {
    "torch_script_graph_ir": ".txt",
    "fx_graph": ".txt",
    "core_aten_ir": ".txt",
    "prims_ir": ".txt",
    "aot_joint_graph": ".txt",
    "aot_forward_graph": ".txt",
    "aot_backward_graph": ".txt",
    "onnx": ".txt",
    "torchscript_mlir": ".mlir",
    "lazy_tensor_ir": ".txt",
    "inductor_ir": ".txt",
    "inductor_code": ".py",
    "torch_mlir": ".mlir",
    "tosa_mlir": ".mlir",
    "linalg_on_tensors_mlir": ".mlir",
    "stablehlo_mlir": ".mlir",
    "llvm_mlir": ".mlir",
    "llvm_ir": ".ll",
    "nvptx": ".ptx",
    "amdgpu": ".amdgcn",
    "spirv": ".spvasm",
    "gpu_mlir": ".mlir",
    "nvvm_mlir": ".mlir",
    "nvptx_kernels": ".ptx",
    "rocdl_mlir": ".mlir",
    "amdgpu_kernels": ".amdgcn",
    "spirv_kernels": ".mlir",
    "raw_ir": ".mlir",
    "triton_ir": ".ttir",
    "triton_gpu_ir": ".ttgir",
    "triton_llvm_ir": ".ll",
    "triton_nvptx": ".ptx",
    "triton_sass": ".sass",
    "triton_amdgpu": ".amdgcn",
    # the IREE family (pytest_irlower_iree.py, through the pytest_irlower.families entry
    # point); iree_dispatch's golden suffix follows the target (.ll on the CPU)
    "iree_input": ".mlir",
    "iree_abi": ".mlir",
    "iree_preprocessing": ".mlir",
    "iree_global_optimization": ".mlir",
    "iree_dispatch_creation": ".mlir",
    "iree_flow": ".mlir",
    "iree_stream": ".mlir",
    "iree_executable_sources": ".mlir",
    "iree_executable_targets": ".mlir",
    "iree_hal": ".mlir",
    "iree_vm": ".mlir",
    "iree_dispatch": ".ll",
}


def test_registry_names_and_suffixes_follow_the_contract() -> None:
    assert {name: spec.suffix for name, spec in IR_TYPES.items()} == CONTRACT_SUFFIXES


def test_unknown_ir_type_lists_valid_names_and_suggests() -> None:
    with pytest.raises(UnknownIRTypeError) as info:
        get_ir_type("tosa")
    message = str(info.value)
    assert message.startswith("unknown ir_type 'tosa'. Did you mean 'tosa_mlir'?")
    for name in IR_TYPES:
        assert name in message


def test_lowering_error_names_stage_and_command() -> None:
    err = LoweringError("llvm_mlir", "line1\nline2", command="mlir-opt x.mlir")
    assert str(err) == (
        "lowering failed at stage 'llvm_mlir':\n  line1\n  line2\nreproduce with: mlir-opt x.mlir"
    )


def test_toolchain_missing_says_what_was_looked_for() -> None:
    err = ToolchainMissing("torch-mlir", "'import torch_mlir' failed", "pip install torch-mlir")
    assert (
        str(err) == "torch-mlir not available: 'import torch_mlir' failed (pip install torch-mlir)"
    )


def test_condense_keeps_head_and_tail() -> None:
    text = "\n".join(str(i) for i in range(100))
    out = condense(text, max_lines=10).splitlines()
    assert out[:5] == ["0", "1", "2", "3", "4"]
    assert out[5] == "... (90 lines omitted) ..."
    assert out[-1] == "99"


def test_lowered_ir_is_a_str_with_read_only_stages() -> None:
    ir = LoweredIR(
        "b\n", ir_type="x", stages={"a": "a\n", "x": "b\n"}, target="nvptx", arch="sm_90"
    )
    assert ir == "b\n" and isinstance(ir, str)
    assert (ir.ir_type, ir.target, ir.arch) == ("x", "nvptx", "sm_90")
    assert list(ir.stages) == ["a", "x"]
    with pytest.raises(TypeError):
        ir.stages["c"] = "c"  # type: ignore[index]


def test_every_public_name_resolves_lazily_both_ways() -> None:
    """``pytest_irlower.X`` and ``from pytest_irlower import X`` give the defining module's
    object, imported on first use (a fresh interpreter, so nothing is imported before)."""
    code = """if True:
        import importlib, sys
        import pytest_irlower as p
        assert 'pytest_irlower.lowering.lowerer' not in sys.modules, 'imported eagerly'
        homes = {'GoldenMismatch': 'checks.golden', 'Lowerer': 'lowering.lowerer',
                 'LoweredIR': 'api.result', 'Toolchain': 'runtime.toolchain',
                 'Family': 'api.family', 'REGISTRY': 'families', 'run_tool': 'runtime.process',
                 'FileCheckFailure': 'checks.filecheck', 'UsageError': 'errors',
                 'deferred': 'api.deferred'}
        for name, home in homes.items():
            module = importlib.import_module('pytest_irlower.' + home)
            assert getattr(p, name) is getattr(module, name), name
        for name in p.__all__:
            namespace = {}
            exec(f'from pytest_irlower import {name}', namespace)
            assert namespace[name] is getattr(p, name) or name == 'IR_TYPES', name
            assert name in dir(p), name
        assert dict(p.IR_TYPES) == dict(p.REGISTRY.ir_types())
        try:
            p.no_such_name
        except AttributeError as exc:
            assert "no attribute 'no_such_name'" in str(exc), exc
        else:
            raise AssertionError('no AttributeError')
        print('ok', len(p.__all__))
    """
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    # + Runner, IREERunner; + param_field, ParamFlag, CliFlags, CliContext (familyparams);
    # + deferred
    assert proc.stdout.startswith("ok 35"), proc.stdout
