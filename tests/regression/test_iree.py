"""IREE (pytest_irlower_iree.py, registered through the ``pytest_irlower.families`` entry
point) on the model zoo: every IR type, the CPU and the three GPU targets, against golden/.

One iree-compile run per model and target serves every IR type of it: the cases of one
model and target are consecutive, so they share it. Goldens: every phase and the dispatch
code on the CPU for every zoo model; the dispatch code for every GPU target and model;
every phase for every GPU target on the MLP. Every other (model, target, phase) is lowered
and checked without a golden.
"""

from __future__ import annotations

from typing import Any

import pytest
import torch

from pytest_irlower import LoweringError, UsageError
from zoo import ZOO

PHASES = [
    "iree_input",
    "iree_abi",
    "iree_preprocessing",
    "iree_global_optimization",
    "iree_dispatch_creation",
    "iree_flow",
    "iree_stream",
    "iree_executable_sources",
    "iree_executable_targets",
    "iree_hal",
    "iree_vm",
]
IREE_TYPES = [*PHASES, "iree_dispatch"]
TARGETS = ["cpu", "nvptx", "amdgpu", "spirv"]
#: what the dispatch code of each target is, and the executable format the hal phase names
DISPATCH = {
    "cpu": (".ll", "embedded-elf-x86_64"),
    "nvptx": (".ptx", "cuda-nvptx-fb"),
    "amdgpu": (".amdgcn", "rocm-hsaco-fb"),
    "spirv": (".spvasm", "vulkan-spirv-fb"),
}
#: (model, target) pairs IREE 3.13 cannot compile, with the error that says why
UNSUPPORTED = {
    ("llama", "spirv"): r"failed to legalize operation 'vector\.broadcast'",
}


def _cases() -> list[Any]:
    cases = []
    for target in TARGETS:
        for model in ZOO:
            golden_types = IREE_TYPES if target == "cpu" or model == "mlp" else ["iree_dispatch"]
            for ir_type in golden_types:
                cases.append(pytest.param(target, model, ir_type, id=f"{target}-{model}-{ir_type}"))
    return cases


@pytest.fixture(scope="module", autouse=True)
def iree_registered() -> None:
    """The family comes from the installed distribution's entry point."""
    from pytest_irlower import IR_TYPES

    if "iree_input" not in IR_TYPES:
        pytest.fail(
            "the IREE IR types are not registered: pytest-irlower's entry point "
            "pytest_irlower.families (iree = pytest_irlower_iree) is not installed; "
            "run pip install -e '.[iree]'",
            pytrace=False,
        )


@pytest.mark.parametrize(("target", "model", "ir_type"), _cases())
def test_iree(target: str, model: str, ir_type: str, lower: Any, golden: Any, zoo: Any) -> None:
    module, inputs = zoo[model]
    where = None if target == "cpu" else target
    if (model, target) in UNSUPPORTED:
        with pytest.raises(LoweringError, match=UNSUPPORTED[model, target]):
            lower(module, inputs, ir_type=ir_type, target=where)
        return
    ir = lower(module, inputs, ir_type=ir_type, target=where)
    suffix, executable_format = DISPATCH[target]
    assert ir.suffix == (suffix if ir_type == "iree_dispatch" else ".mlir")
    assert list(ir.stages)[-1] == ir_type
    if ir_type == "iree_dispatch":
        # the compile that made the code made every phase: each is there, for this target
        for phase in PHASES:
            shown = lower(module, inputs, ir_type=phase, target=where)
            assert shown.reused, phase
        hal = lower(module, inputs, ir_type="iree_hal", target=where)
        assert executable_format in hal
    assert ir == golden


@pytest.mark.target("nvptx", "amdgpu")
def test_the_target_marker_and_its_arch_apply(lower: Any, zoo: Any, irlower_target: str) -> None:
    module, inputs = zoo["mlp"]
    ir = lower(module, inputs, ir_type="iree_dispatch")
    assert (ir.target, ir.arch) == (
        irlower_target,
        {"nvptx": "sm_80", "amdgpu": "gfx942"}[irlower_target],
    )
    other = {"nvptx": "sm_86", "amdgpu": "gfx90a"}[irlower_target]
    code = lower(module, inputs, ir_type="iree_dispatch", arch=other)
    assert code.arch == other
    assert (f".target {other}" if irlower_target == "nvptx" else "gfx90a") in code


@pytest.mark.parametrize(
    ("target", "arch", "why"),
    [
        ("nvptx", "sm_90", "rejects it"),
        ("nvptx", "sm_100", "rejects it"),
        ("nvptx", "sm_52", "does not know it"),
        ("amdgpu", "gfx906", "does not know it"),
    ],
)
def test_an_arch_iree_cannot_take_is_a_usage_error_before_iree_compile_runs(
    target: str, arch: str, why: str, lower: Any
) -> None:
    # the subject is never looked at: the arch is refused first
    import torch

    with pytest.raises(UsageError) as info:
        lower(
            torch.nn.Linear(2, 2),
            (torch.randn(1, 2),),
            ir_type="iree_flow",
            target=target,
            arch=arch,
        )
    message = str(info.value)
    assert f"arch {arch!r}" in message and why in message
    assert ("sm_80" if target == "nvptx" else "gfx942") in message


def test_frontend_onnx_reaches_iree(lower: Any, zoo: Any) -> None:
    module, inputs = zoo["mlp"]
    ir = lower(module, inputs, ir_type="iree_input", frontend="onnx")
    assert list(ir.stages)[:3] == ["fx_graph", "onnx", "torch_mlir"]
    assert "util.func public @main" in ir or "func.func @main" in ir


def test_what_is_not_a_model_is_a_usage_error(lower: Any) -> None:
    with pytest.raises(UsageError, match=r"ir_type 'iree_vm' lowers a torch\.nn\.Module"):
        lower("func.func @f() { return }", ir_type="iree_vm")


def test_filecheck_cpu_dispatch_code(lower: Any, filecheck: Any, zoo: Any) -> None:
    """The MLP's three matmuls are three dispatches, each with its bias and activation.

    CHECK: target triple = "x86_64-unknown-unknown-eabi-elf"
    CHECK-LABEL: define internal i32 @main_dispatch_0_matmul_2x32x16_f32(
    CHECK: fmul
    CHECK-LABEL: define internal i32 @main_dispatch_1_matmul_2x32x32_f32(
    CHECK-LABEL: define internal i32 @main_dispatch_2_matmul_2x8x32_f32(
    CHECK-LABEL: define dso_local dllexport ptr @iree_hal_executable_library_query(
    """
    module, inputs = zoo["mlp"]
    filecheck(lower(module, inputs, ir_type="iree_dispatch"))


def test_filecheck_flow_outlines_each_matmul(lower: Any, filecheck: Any, zoo: Any) -> None:
    module, inputs = zoo["mlp"]
    filecheck(
        lower(module, inputs, ir_type="iree_flow"),
        """
        // CHECK: flow.executable private @[[D0:main_dispatch_0]] {
        // CHECK:   flow.executable.export public @main_dispatch_0_matmul_2x32x16_f32
        // CHECK:     linalg.matmul
        // CHECK: flow.executable private @main_dispatch_2 {
        // CHECK-NOT: flow.executable private
        // CHECK: util.func public @main(
        // CHECK-COUNT-3: flow.dispatch @
        """,
    )


@pytest.mark.target("nvptx", "amdgpu", "spirv")
def test_filecheck_gpu_dispatch_code(
    lower: Any, filecheck: Any, zoo: Any, irlower_target: str
) -> None:
    module, inputs = zoo["embedding"]
    # an embedding lookup (gather) is one dispatch, the projection and exp another (one
    # SPIR-V module each); exp is a polynomial (FMAs) on NVIDIA and Vulkan, v_exp_f32 on ROCm
    checks = {
        "nvptx": """
            CHECK: .target sm_80
            CHECK: .visible .entry main_dispatch_0_elementwise_broadcast_4x16_i64xf32(
            CHECK: .visible .entry main_dispatch_1_matmul_4x8x16_f32(
            CHECK: fma.rn.f32
        """,
        "amdgpu": """
            CHECK: .amdgcn_target "{{.*}}gfx942"
            CHECK: main_dispatch_0_elementwise_broadcast_4x16_i64xf32:
            CHECK: main_dispatch_1_matmul_4x8x16_f32:
            CHECK: v_exp_f32
        """,
        "spirv": """
            CHECK: OpEntryPoint GLCompute %main_dispatch_0_elementwise_broadcast_4x16_i64xf32
            CHECK: [[GLSL:%[0-9]+]] = OpExtInstImport "GLSL.std.450"
            CHECK: OpEntryPoint GLCompute %main_dispatch_1_matmul_4x8x16_f32
            CHECK: OpExtInst %float [[GLSL]] Fma
        """,
    }
    filecheck(lower(module, inputs, ir_type="iree_dispatch"), checks[irlower_target])


def test_a_crash_of_iree_compile_fails_one_lowering_with_its_signal(
    tmp_path: Any, zoo: Any
) -> None:
    """iree-compile runs as a child process: a segfault (as --iree-cuda-target=hopper gives)
    is a LoweringError naming the signal and the command, not the end of the session."""
    import stat

    from pytest_irlower import Lowerer, Toolchain

    decoy = tmp_path / "iree-compile"
    decoy.write_text(
        "#!/bin/sh\n"
        'if [ "$1" = --version ]; then echo "IREE compiler version 0.0.0"; exit 0; fi\n'
        "kill -SEGV $$\n"
    )
    decoy.chmod(decoy.stat().st_mode | stat.S_IXUSR)
    lowerer = Lowerer(toolchain=Toolchain(option_paths={"iree-compile": str(decoy)}))
    module, inputs = zoo["mlp"]
    with pytest.raises(LoweringError) as info:
        lowerer.lower(module, inputs, ir_type="iree_flow", target="nvptx")
    message = str(info.value)
    assert message.startswith(
        "lowering failed at stage 'iree_flow':\n  killed by signal 11 (SIGSEGV)"
    )
    assert (
        "reproduce with: iree-compile model.mlir --iree-hal-target-device=cuda --iree-cuda-target=sm_80"
        in message
    )


class _Copy(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.clone()


class _CopyPlusOne(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.clone() + 1


def test_an_op_iree_folds_into_no_dispatch_is_checked_through_iree_vm(lower: Any) -> None:
    """IREE turns a copy into no dispatch at all: iree_dispatch has no code to show, and
    the conformance item checks the op through iree_vm's runner, saying so (109
    iree_dispatch items failed with "wrote no *.codegen.ll file" before)."""
    from pytest_irlower.conformance.cases import Case
    from pytest_irlower.conformance.runcase import NO_DISPATCH_NOTE, run_case

    x = torch.randn(3, 4)
    with pytest.raises(LoweringError, match=r"wrote no \*\.codegen\.ll file: IREE folded"):
        lower(_Copy(), (x,), ir_type="iree_dispatch")
    outcome = run_case(lower, Case("copy", _Copy(), (x,)), "iree_dispatch")
    assert (outcome.phase, outcome.checked, outcome.note) == ("pass", "numerics", NO_DISPATCH_NOTE)
    # a miscompile is still caught there: the reference differs from what the program does
    wrong = Case("copy", _Copy(), (x,), reference=_CopyPlusOne())
    outcome = run_case(lower, wrong, "iree_dispatch")
    assert (outcome.phase, outcome.note) == ("numerics", NO_DISPATCH_NOTE)
    # an op with a dispatch is checked as before, with no note
    outcome = run_case(lower, Case("plus", _CopyPlusOne(), (x,)), "iree_dispatch")
    assert (outcome.phase, outcome.note) == ("pass", "")
