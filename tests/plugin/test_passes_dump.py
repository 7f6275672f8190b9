"""--irlower-passes and --irlower-dump-dir: the IR after every pass, in memory and on disk."""

from __future__ import annotations

import importlib.util

import pytest

# mlir-opt passes in-process: torch-mlir
pytestmark = pytest.mark.toolchain

needs_torch_mlir = pytest.mark.skipif(
    importlib.util.find_spec("torch_mlir") is None,
    reason="torch-mlir is not installed: in-process MLIR stages need it",
)

TEST = '''
MLIR = """func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.addi %a, %c0 : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
"""

PIPELINE = "mlir-opt --cse --canonicalize --cse"


def test_session_passes(lower):
    ir = lower(MLIR, ir_type="raw_ir", language="mlir", pipeline=PIPELINE)
    assert list(ir.passes) == [PIPELINE]
    steps = ir.passes[PIPELINE]
    assert list(steps) == ["cse", "canonicalize", "cse#2"]
    assert "arith.muli %0, %0" in steps["cse"]
    assert "arith.addi" not in steps["canonicalize"]
    assert steps["cse#2"] == ir.stages[PIPELINE]


def test_off_per_call(lower):
    assert dict(lower(MLIR, ir_type="raw_ir", language="mlir", pipeline=PIPELINE, passes=False).passes) == {}
'''


@needs_torch_mlir
def test_passes_option_and_dump_dir(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_p=TEST)
    dump = pytester.path / "dump"
    result = pytester.runpytest_subprocess("--irlower-passes", f"--irlower-dump-dir={dump}")
    result.assert_outcomes(passed=2)
    folder = dump / "test_p.py.test_session_passes" / "01.raw_ir"
    stage = folder / "mlir-opt_--cse_--canonicalize_--cse"
    files = sorted(p.name for p in stage.iterdir())
    assert files == ["01-cse.mlir", "02-canonicalize.mlir", "03-cse-2.mlir"]
    assert "arith.muli %0, %0" in (stage / "01-cse.mlir").read_text()
    # stages are still written beside them; a lowering without passes writes no pass folder
    assert (folder / "00.raw_ir.txt").is_file()
    off = dump / "test_p.py.test_off_per_call" / "01.raw_ir"
    assert [p.name for p in off.iterdir() if p.is_dir()] == []
