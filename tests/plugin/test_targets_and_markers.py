"""target / gpu / requires_tool markers, tool options and strict mode, from outside."""

from __future__ import annotations

import importlib.util
import os
import subprocess
from pathlib import Path

import pytest

from decoys import OPT_PASSTHROUGH, make_tool

#: these tests lower a torch model, through torch-mlir, before the decoy tools run
needs_torch_mlir = pytest.mark.skipif(
    importlib.util.find_spec("torch_mlir") is None,
    reason="torch-mlir is not installed: the decoy-tool tests lower a torch model through it",
)

MODEL = """
import torch
import pytest

def model():
    torch.manual_seed(0)
    return torch.nn.Sequential(torch.nn.Linear(4, 4), torch.nn.ReLU()).eval(), (torch.randn(1, 4),)
"""


def test_markers_are_registered_with_help(pytester: pytest.Pytester) -> None:
    result = pytester.runpytest("--markers")
    result.stdout.fnmatch_lines(
        [
            "@pytest.mark.target(*names, arch=None): GPU target(s)*",
            "@pytest.mark.gpu(vendor=None): the test needs a physical GPU*",
            "@pytest.mark.requires_tool(*names): the test needs these tools*",
        ]
    )


def test_unknown_target_is_a_usage_error_at_collection(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        """
        import pytest

        @pytest.mark.target("nvptx", "cuda_sm90")
        def test_x(lower):
            pass
        """
    )
    result = pytester.runpytest()
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(
        [
            "*test_x: @pytest.mark.target: unknown target 'cuda_sm90'; valid targets: nvptx, amdgpu, spirv*"
        ]
    )


@pytest.mark.toolchain
@needs_torch_mlir
def test_several_targets_parametrize_with_target_in_id(pytester: pytest.Pytester) -> None:
    tools = pytester.path / "tools"
    make_tool(tools, "opt", body=OPT_PASSTHROUGH)
    make_tool(tools, "llc", body='echo "decoy-asm $*"')
    pytester.makepyfile(
        MODEL
        + """
@pytest.mark.target("nvptx", "amdgcn", "spirv")
def test_code(lower, irlower_target):
    code = lower(*model())
    assert code.ir_type == code.target == irlower_target
    print("RAN", irlower_target, code.arch, code.strip().split()[0], "-mtriple" in code)
"""
    )
    result = pytester.runpytest(
        "-v", "-s", f"--irlower-tool=opt={tools / 'opt'}", f"--irlower-tool=llc={tools / 'llc'}"
    )
    result.assert_outcomes(passed=3)
    result.stdout.fnmatch_lines(
        [
            "*test_code[[]nvptx[]] *",
            "*test_code[[]amdgpu[]] *",
            "*test_code[[]spirv[]] *",
        ],
        consecutive=False,
    )
    result.stdout.fnmatch_lines(["*RAN nvptx sm_90 decoy-asm True*"])
    result.stdout.fnmatch_lines(["*RAN amdgpu gfx942 decoy-asm True*"])
    result.stdout.fnmatch_lines(["*RAN spirv None decoy-asm True*"])


@pytest.mark.toolchain
@needs_torch_mlir
def test_decoy_on_path_is_found_and_run_and_named(pytester: pytest.Pytester) -> None:
    tools = pytester.path / "bin"
    make_tool(tools, "opt", body=OPT_PASSTHROUGH)
    make_tool(tools, "llc", targets=("nvptx64",), body='echo "decoy ptx from PATH llc"')
    pytester.makepyfile(
        MODEL
        + """
def test_ptx(lower):
    ptx = lower(*model(), ir_type="nvptx", arch="sm_80")
    assert ptx == "decoy ptx from PATH llc\\n"
    assert ptx.stages["opt -O2"].startswith("; decoy opt -O2 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -S")
    assert "(LLVM 23.1.0, PATH)" in ptx.engines["nvptx"]
    assert ptx.commands["nvptx"].endswith("llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 - -o - < input")
"""
    )
    env_path = f"{tools}{os.pathsep}{os.environ['PATH']}"
    pytester.monkeypatch = pytest.MonkeyPatch()  # type: ignore[attr-defined]
    pytester.monkeypatch.setenv("PATH", env_path)  # type: ignore[attr-defined]
    try:
        result = pytester.runpytest_subprocess("-v")  # the full header
    finally:
        pytester.monkeypatch.undo()  # type: ignore[attr-defined]
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(
        [f"irlower: tool llc: {tools / 'llc'} (LLVM 23.1.0; targets nvptx64) from PATH"]
    )
    result.stdout.fnmatch_lines(
        [
            "irlower: target nvptx: opt -O2 by opt (LLVM 23.1.0, PATH); llc by llc (LLVM 23.1.0, PATH)"
        ]
    )


@pytest.mark.toolchain
@needs_torch_mlir
def test_failing_tool_shows_stderr_and_command(pytester: pytest.Pytester, tmp_path: Path) -> None:
    tools = tmp_path / "tools"
    make_tool(tools, "opt", body=OPT_PASSTHROUGH)
    make_tool(
        tools,
        "llc",
        body='echo "LLVM ERROR: Cannot select: intrinsic %llvm.decoy" >&2\nexit 3',
    )
    pytester.makepyfile(
        MODEL
        + """
def test_ptx(lower):
    lower(*model(), ir_type="nvptx")
"""
    )
    result = pytester.runpytest(
        f"--irlower-tool=opt={tools / 'opt'}", f"--irlower-tool=llc={tools / 'llc'}"
    )
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        [
            "*lowering failed at stage 'nvptx':",
            "*exit status 3; stderr:",
            "*LLVM ERROR: Cannot select: intrinsic %llvm.decoy",
            f"*reproduce with: {tools / 'llc'} -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 - -o - < *nvptx.input",
        ]
    )
    # the line works as printed: the input it names was kept, and it fails the same way
    line = next(x for x in result.outlines if "reproduce with: " in x).split("reproduce with: ")[1]
    rerun = subprocess.run(line, shell=True, capture_output=True, text=True)
    assert rerun.returncode == 3
    assert "Cannot select: intrinsic %llvm.decoy" in rerun.stderr


@pytest.mark.parametrize("how", ["option", "ini", "env"])
def test_bad_tool_path_is_an_error_not_a_fallback(pytester: pytest.Pytester, how: str) -> None:
    pytester.makepyfile("def test_ok(): pass")
    args: list[str] = []
    if how == "option":
        args = ["--irlower-tool", "llc=/no/such/llc"]
    elif how == "ini":
        pytester.makeini("[pytest]\nirlower_tools =\n    llc=/no/such/llc\n")
    else:
        pytester.monkeypatch = pytest.MonkeyPatch()  # type: ignore[attr-defined]
        pytester.monkeypatch.setenv("IRLOWER_LLC", "/no/such/llc")  # type: ignore[attr-defined]
    try:
        result = pytester.runpytest(*args)
    finally:
        if how == "env":
            pytester.monkeypatch.undo()  # type: ignore[attr-defined]
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*llc=/no/such/llc: no such file*"])


def test_requires_tool_skips_with_reason_and_strict_fails(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        """
        import pytest

        @pytest.mark.requires_tool("mlir-opt-9000")
        def test_needs_tool():
            pass

        @pytest.mark.requires_tool("sh")
        def test_has_tool():
            pass
        """
    )
    result = pytester.runpytest("-rs")
    result.assert_outcomes(passed=1, skipped=1)
    result.stdout.fnmatch_lines(
        [
            "*SKIPPED*mlir-opt-9000 not available: looked for mlir-opt-9000 in --irlower-tool mlir-opt-9000=PATH, ini irlower_tools, $IRLOWER_MLIR_OPT_9000, PATH*"
        ]
    )
    result.stdout.fnmatch_lines(["irlower: skipped for missing components: mlir-opt-9000: 1"])
    strict = pytester.runpytest("--irlower-strict")
    strict.assert_outcomes(passed=1, failed=1)
    strict.stdout.fnmatch_lines(["*mlir-opt-9000 not available*[[]--irlower-strict[]]*"])


def test_gpu_marker_skips_without_a_gpu(pytester: pytest.Pytester) -> None:
    if Path("/proc/driver/nvidia/gpus").exists() or Path("/dev/kfd").exists():
        pytest.skip("GPU (any) present on this machine: the no-GPU path cannot be observed here")
    pytester.makepyfile(
        """
        import pytest

        @pytest.mark.gpu
        def test_any(): pass

        @pytest.mark.gpu("nvidia")
        def test_nvidia(): pass

        @pytest.mark.gpu("amd")
        def test_amd(): pass
        """
    )
    result = pytester.runpytest("-rs")
    result.assert_outcomes(skipped=3)
    result.stdout.fnmatch_lines(
        [
            "*SKIPPED*GPU (nvidia) not available: none found (looked for /proc/driver/nvidia/gpus/*, nvidia-smi -L)*"
        ]
    )
    result.stdout.fnmatch_lines(
        ["irlower: skipped for missing components: GPU: 1, GPU (amd): 1, GPU (nvidia): 1"]
    )
    pytester.runpytest("--irlower-strict").assert_outcomes(failed=3)


@pytest.mark.toolchain
def test_target_without_code_generator_skips_naming_what_was_looked_for(
    pytester: pytest.Pytester, tmp_path: Path
) -> None:
    tools = tmp_path / "tools"
    make_tool(tools, "llc", targets=("x86-64",))
    make_tool(tools, "clang", targets=("x86-64",))
    make_tool(tools, "opt")
    pytester.makepyfile(
        """
        import pytest

        import torch

        # spirv_kernels (MLIR's own SPIR-V conversion) can make code for the target, so
        # the test runs; the llvm family's spirv needs llc's spirv64, which is missing
        @pytest.mark.target("spirv")
        def test_spirv(lower):
            lower(torch.nn.ReLU(), (torch.ones(4),), ir_type="spirv")
            raise AssertionError("must not run")
        """
    )
    args = [
        f"--irlower-tool=llc={tools / 'llc'}",
        f"--irlower-tool=clang={tools / 'clang'}",
        f"--irlower-tool=opt={tools / 'opt'}",
    ]
    result = pytester.runpytest("-rs", *args)
    result.assert_outcomes(skipped=1)
    result.stdout.fnmatch_lines(
        [
            "*SKIPPED*code generator for target spirv not available: llc with target spirv64: looked for llc in*which lacks it*"
        ]
    )
    pytester.runpytest("--irlower-strict", *args).assert_outcomes(failed=1)


SKIPS_CONFTEST = '''
import pytest
import pytest_irlower
from pytest_irlower import Family, IRType, ToolchainMissing


class Missing(Family):
    """An IR type whose tool is never installed: every lowering is a missing toolchain."""

    name = "missing"
    subject_name = "text"
    ir_types = (IRType("frob_ir", "text", ".txt", "text", "needs frobnicator"),)

    def check_subject(self, request):
        pass

    def build_frob_ir(self, work):
        raise ToolchainMissing("frobnicator", "looked for frobnicator on PATH", "install it")


pytest_irlower.register_family(Missing)


@pytest.fixture
def frob(lower):
    return lower("x", ir_type="frob_ir")
'''


def test_skips_are_reported_at_the_user_test_not_the_plugin(pytester: pytest.Pytester) -> None:
    """A skip the plugin raises (a marker's missing tool at setup, a lowering's missing
    toolchain in the test or in the user's fixture) is reported at the user's code, as
    pytest reports a ``skipif`` mark, never at a line of pytest_irlower."""
    pytester.makeconftest(SKIPS_CONFTEST)
    pytester.makepyfile(
        test_skips="""
        import pytest

        @pytest.mark.requires_tool("mlir-opt-9000")
        def test_marker():
            pass

        def test_in_call(lower):
            x = 1
            lower("x", ir_type="frob_ir")

        def test_in_fixture(frob):
            pass

        def test_own_skip():
            pytest.skip("the user's own")
        """
    )
    result = pytester.runpytest("-rs")
    result.assert_outcomes(skipped=4)
    result.stdout.fnmatch_lines(
        [
            "SKIPPED [[]1[]] test_skips.py:3: mlir-opt-9000 not available*",
            "SKIPPED [[]1[]] test_skips.py:9: frobnicator not available*",
            # pytest's own rule for a skip in a fixture: the test that asked for it
            "SKIPPED [[]1[]] test_skips.py:11: frobnicator not available*",
            "SKIPPED [[]1[]] test_skips.py:15: the user's own",
        ],
        consecutive=False,
    )
    assert "pytest_irlower" not in "".join(
        line for line in result.stdout.lines if line.startswith("SKIPPED")
    )
