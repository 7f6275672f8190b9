"""Custom pipelines through the lower fixture: engines, user tools, failures, dumps, timings."""

from __future__ import annotations

import importlib.util
import stat
from pathlib import Path

import pytest

needs_torch_mlir = pytest.mark.skipif(
    importlib.util.find_spec("torch_mlir") is None,
    reason="torch-mlir is not installed: in-process MLIR stages need it",
)

MLIR = '''
MLIR = """func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}
"""
'''


def _tool(path: Path, body: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\n" + body + "\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return path


@pytest.mark.toolchain
@needs_torch_mlir
def test_in_process_mlir_opt_and_user_tool_stages(pytester: pytest.Pytester) -> None:
    user = _tool(
        pytester.path / "bin" / "mark-ir",
        'echo "// marked by a user tool $*"\nwhile IFS= read -r l; do printf "%s\\n" "$l"; done',
    )
    pytester.makepyfile(
        test_p=MLIR
        + f'''
def test_pipe(lower):
    ir = lower(MLIR, ir_type="raw_ir", pipeline="mlir-opt --canonicalize --cse | {user} --flag")
    assert list(ir.stages) == ["raw_ir", "mlir-opt --canonicalize --cse", "{user} --flag"]
    assert "arith.addi" not in ir.stages["mlir-opt --canonicalize --cse"]  # folded away
    assert ir.startswith("// marked by a user tool --flag")
    assert ir.engines["mlir-opt --canonicalize --cse"].startswith("mlir-opt in-process (torch-mlir ")
    assert ir.engines["{user} --flag"].startswith("{user} (")
    assert set(ir.timings) >= {{"mlir-opt --canonicalize --cse", "{user} --flag"}}

def test_list_form_and_implicit_nesting(lower):
    # tosa-to-linalg runs on func.func only: mlir-opt nests it implicitly, and so do we
    ir = lower(MLIR, ir_type="raw_ir", pipeline=["mlir-opt --canonicalize", "mlir-opt --tosa-to-linalg"])
    assert list(ir.stages) == ["raw_ir", "mlir-opt --canonicalize", "mlir-opt --tosa-to-linalg"]
    assert "arith.addi" not in ir and "func.func @f" in ir
'''
    )
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PATH", "/nonexistent-dir-for-mlir-opt")  # no mlir-opt executable
        result = pytester.runpytest_subprocess()
    result.assert_outcomes(passed=2)


@pytest.mark.toolchain
@needs_torch_mlir
def test_decoy_executable_wins_over_in_process_engine(pytester: pytest.Pytester) -> None:
    decoy = _tool(
        pytester.path / "bin" / "mlir-opt",
        'if [ "$1" = "--version" ]; then echo "LLVM version 23.0.0"; exit 0; fi\n'
        'echo "// decoy mlir-opt $*"',
    )
    pytester.makepyfile(
        test_p=MLIR
        + """
def test_pipe(lower):
    ir = lower(MLIR, ir_type="raw_ir", pipeline="mlir-opt --canonicalize")
    assert ir == "// decoy mlir-opt --canonicalize\\n"
    assert "--irlower-tool" in ir.engines["mlir-opt --canonicalize"]
"""
    )
    pytester.runpytest_subprocess(f"--irlower-tool=mlir-opt={decoy}").assert_outcomes(passed=1)


@pytest.mark.toolchain
def test_unknown_flag_or_pass_is_an_error_naming_it(pytester: pytest.Pytester) -> None:
    if importlib.util.find_spec("torch_mlir") is None:
        pytest.skip("torch-mlir is not installed: in-process MLIR stages need it")
    pytester.makepyfile(
        test_p=MLIR
        + """
def test_pass(lower):
    lower(MLIR, ir_type="raw_ir", pipeline="mlir-opt --no-such-pass-xyz")

def test_translate_flag(lower):
    lower(MLIR, ir_type="raw_ir", pipeline="mlir-translate --mlir-to-spirv")

def test_opt_flag(lower):
    lower(MLIR, ir_type="raw_ir",
          pipeline="mlir-opt --convert-to-llvm | mlir-translate --mlir-to-llvmir | opt --passes=instcombine")

def test_translate_needs_llvm_dialect(lower):
    lower(MLIR, ir_type="raw_ir", pipeline="mlir-translate --mlir-to-llvmir")

def test_unknown_tool(lower):
    lower(MLIR, ir_type="raw_ir", pipeline="no-such-tool-xyz --flag")
"""
    )
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PATH", "/nonexistent-dir")
        result = pytester.runpytest_subprocess("-rs")
    result.assert_outcomes(failed=4, skipped=1)
    result.stdout.fnmatch_lines(["*no-such-pass-xyz*"])
    result.stdout.fnmatch_lines(
        ["*mlir-translate (in-process) supports only --mlir-to-llvmir, got '--mlir-to-spirv'*"]
    )
    result.stdout.fnmatch_lines(
        ["*opt (packaged LLVM engine): unsupported flag '--passes=instcombine'*"]
    )
    result.stdout.fnmatch_lines(
        ["*mlir-translate --mlir-to-llvmir needs the LLVM dialect only; found ops of arith, func*"]
    )
    result.stdout.fnmatch_lines(
        ["*SKIPPED*no-such-tool-xyz not available: looked for no-such-tool-xyz in*PATH*"]
    )


def test_failing_and_hanging_tools_show_stderr_command_and_saved_input(
    pytester: pytest.Pytester,
) -> None:
    bad = _tool(pytester.path / "bin" / "bad-tool", 'echo "error: bad IR at line 2" >&2\nexit 7')
    slow = _tool(pytester.path / "bin" / "slow-tool", "sleep 30")
    pytester.makeini("[pytest]\nirlower_timeout = 2\n")
    pytester.makepyfile(
        test_p=f'''
def test_bad(lower):
    lower("print('module {{}}')", ir_type="raw_ir", language="pytorch", pipeline="{bad} -x")

def test_slow(lower):
    lower("print('module {{}}')", ir_type="raw_ir", language="pytorch", pipeline="{slow}")
'''
    )
    result = pytester.runpytest_subprocess()
    result.assert_outcomes(failed=2)
    result.stdout.fnmatch_lines(
        [
            f"*lowering failed at stage '{bad} -x' (ir_type 'raw_ir'):",
            "*exit status 7; stderr:",
            "*error: bad IR at line 2",
            f"*reproduce with: {bad} -x < *.irlower/failures/test_p.py.test_bad/*-x.input",
            "*input IR of the failing stage saved to *.irlower/failures/test_p.py.test_bad/*",
        ]
    )
    result.stdout.fnmatch_lines(["*timed out after 2 s (irlower_timeout)*"])
    saved = list((pytester.path / ".irlower" / "failures").rglob("*.input"))
    assert any(p.read_text() == "module {}\n" for p in saved)


def test_dump_dir_and_timings_with_verbose(pytester: pytest.Pytester) -> None:
    cat = _tool(
        pytester.path / "bin" / "pass-through", 'while IFS= read -r l; do printf "%s\\n" "$l"; done'
    )
    pytester.makepyfile(
        test_p=f'''
def test_dump(lower):
    lower("print('module {{}}')", ir_type="raw_ir", language="pytorch", pipeline="{cat} | {cat} -n")
'''
    )
    result = pytester.runpytest_subprocess("-v", "--irlower-dump-dir=dumps")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(
        ["*irlower stage timings*", "test_p.py::test_dump: raw_ir *s, * -n *s"]
    )
    files = sorted(
        p.relative_to(pytester.path / "dumps").as_posix()
        for p in (pytester.path / "dumps").rglob("*.txt")
    )
    assert files[0] == "test_p.py.test_dump/01.raw_ir/00.raw_ir.txt"
    assert len(files) == 3
    quiet = pytester.runpytest_subprocess()
    assert "irlower stage timings" not in quiet.stdout.str()


TOOLS = [
    "mlir-opt",
    "mlir-translate",
    "opt",
    "llc",
    "torch-mlir-opt",
    "triton-opt",
    "triton-llvm-opt",
]


@pytest.mark.parametrize("tool", TOOLS)
def test_every_tool_kind_runs_as_a_decoy_executable(pytester: pytest.Pytester, tool: str) -> None:
    decoy = _tool(
        pytester.path / "bin" / tool,
        'if [ "$1" = "--version" ]; then echo "LLVM version 23.1.0"; exit 0; fi\n'
        f'echo "// decoy {tool} $*"\nwhile IFS= read -r l; do printf "%s\\n" "$l"; done',
    )
    pytester.makepyfile(
        test_p=f'''
def test_pipe(lower):
    ir = lower("print('module {{}}')", ir_type="raw_ir", language="pytorch", pipeline="{tool} --x")
    extra = " -S" if "{tool}" == "opt" else ""
    assert ir == f"// decoy {tool} --x{{extra}}\\nmodule {{{{}}}}\\n", ir
    assert ir.engines["{tool} --x"].startswith("{decoy} (LLVM 23.1.0, --irlower-tool)")
    assert ir.commands["{tool} --x"] == "{decoy} --x" + extra + " < input"
'''
    )
    pytester.runpytest_subprocess(f"--irlower-tool={tool}={decoy}").assert_outcomes(passed=1)


def test_triton_opt_without_an_executable_is_a_skip_saying_where_it_looked(
    pytester: pytest.Pytester,
) -> None:
    pytester.makepyfile(
        test_p="""
def test_pipe(lower):
    lower("print('module {}')", ir_type="raw_ir", language="pytorch", pipeline="triton-opt --canonicalize")
"""
    )
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PATH", "/nonexistent-dir")
        result = pytester.runpytest_subprocess("-rs")
    result.assert_outcomes(skipped=1)
    result.stdout.fnmatch_lines(
        [
            "*SKIPPED*triton-opt not available: looked for triton-opt in --irlower-tool triton-opt=PATH, ini irlower_tools, $IRLOWER_TRITON_OPT, PATH*"
        ]
    )


NO_TORCH = """
import sys
from pytest_irlower.engines import standin_tools

TEXT = "func.func @f(%a: i32) -> i32 {\\n  %c0 = arith.constant 0 : i32\\n  %0 = arith.addi %a, %c0 : i32\\n  return %0 : i32\\n}\\n"
out, engine = standin_tools._mlir_opt("s", TEXT, ["--canonicalize", "--refback-mlprogram-bufferize"])
assert "arith.addi" not in out, out
out, engine = standin_tools._mlir_translate("t", "llvm.func @g() {\\n  llvm.return\\n}\\n", ["--mlir-to-llvmir"])
assert "define void @g()" in out, out
print("torch imported:", "torch" in sys.modules, engine)
"""


@pytest.mark.toolchain
@needs_torch_mlir
def test_mlir_text_through_the_in_process_tools_imports_no_torch(tmp_path: Path) -> None:
    """A step on MLIR text (parse, upstream and torch-mlir passes, translation) runs in a
    child forked from a process that may never import torch: importing it there cost
    seconds per lowering."""
    import os
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-c", NO_TORCH], capture_output=True, text=True, timeout=300,
        env={**os.environ, "IRLOWER_NO_FORK": "1"}, cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "torch imported: False" in done.stdout, done.stdout
