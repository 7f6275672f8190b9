"""The ``irlower`` console script, run as a user runs it."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def irlower(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pytest_irlower.cli.main", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_help_documents_file_and_name_convention() -> None:
    proc = irlower("lower", "--help")
    assert proc.returncode == 0
    assert "FILE[:NAME]" in proc.stdout
    assert "example_inputs" in proc.stdout
    assert "linalg_on_tensors_mlir" in proc.stdout


def test_lower_prints_ir_of_a_zoo_model() -> None:
    proc = irlower("lower", "tests/zoo.py:mlp", "--ir-type", "llvm_ir")
    assert proc.returncode == 0, proc.stderr
    assert "define { ptr, ptr, i64, [2 x i64], [2 x i64] } @main(" in proc.stdout


def test_dump_stages_prints_every_stage() -> None:
    proc = irlower("lower", "tests/zoo.py:embedding", "--ir-type", "llvm_mlir", "--dump-stages")
    assert proc.returncode == 0, proc.stderr
    headers = [line for line in proc.stdout.splitlines() if line.startswith("// ----- stage:")]
    assert headers == [
        "// ----- stage: fx_graph",
        "// ----- stage: torch_mlir",
        "// ----- stage: linalg_on_tensors_mlir",
        "// ----- stage: llvm_mlir",
    ]


def test_model_class_with_example_inputs_and_default_name(tmp_path: Path) -> None:
    (tmp_path / "net.py").write_text(
        "import torch\n"
        "class Net(torch.nn.Module):\n"
        "    def forward(self, x):\n"
        "        return torch.relu(x)\n"
        "    def example_inputs(self):\n"
        "        return (torch.randn(2, 3),)\n"
    )
    proc = irlower("lower", str(tmp_path / "net.py"), "--ir-type", "tosa_mlir", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "tosa.clamp" in proc.stdout


def test_errors_are_one_line_and_nonzero(tmp_path: Path) -> None:
    (tmp_path / "empty.py").write_text("import torch\n")
    proc = irlower("lower", str(tmp_path / "empty.py"), "--ir-type", "fx_graph")
    assert proc.returncode == 2
    assert "say which model with FILE:NAME" in proc.stderr
    proc = irlower("lower", "tests/zoo.py:mlp", "--ir-type", "nope")
    assert proc.returncode == 2
    assert "invalid choice: 'nope'" in proc.stderr


TRAINING_MODEL = """\
import torch

class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(4, 3)

    def forward(self, x):
        return torch.relu(self.fc(x))

example_inputs = (torch.randn(2, 4),)

def loss_fn(out):
    return out.pow(2).mean()

def total(out):
    return out.sum()
"""


def test_training_graphs_take_the_files_loss_fn(tmp_path: Path) -> None:
    (tmp_path / "net.py").write_text(TRAINING_MODEL)
    proc = irlower("lower", "net.py:Net", "--ir-type", "aot_backward_graph", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "# primals_1: parameter fc.weight" in proc.stdout
    assert "torch.ops.aten.threshold_backward.default" in proc.stdout
    assert "torch.ops.aten.pow.Tensor_Scalar" in proc.stdout  # loss_fn's gradient


def test_graph_and_loss_fn_flags(tmp_path: Path) -> None:
    (tmp_path / "net.py").write_text(TRAINING_MODEL)
    args = ["--graph", "backward", "--loss-fn", "total", "--dump-stages"]
    proc = irlower("lower", "net.py", "--ir-type", "llvm_ir", *args, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    headers = [line for line in proc.stdout.splitlines() if line.startswith("// ----- stage:")]
    assert headers == [
        "// ----- stage: aot_joint_graph",
        "// ----- stage: aot_backward_graph",
        "// ----- stage: torch_mlir",
        "// ----- stage: linalg_on_tensors_mlir",
        "// ----- stage: llvm_mlir",
        "// ----- stage: llvm_ir",
    ]
    assert "torch.ops.aten.pow" not in proc.stdout  # total's gradient, not loss_fn's


def test_training_graph_without_a_loss_says_how_to_give_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from pytest_irlower.cli.main import main

    # in this process (torch is loaded already): the message is the point, not the start-up
    assert main(["lower", str(ROOT / "tests/zoo.py:mlp"), "--ir-type", "aot_joint_graph"]) == 2
    err = capsys.readouterr().err
    assert "MLP returns a float32 tensor of shape [2, 8]: pass loss_fn=" in err
    assert "on the command line: --loss-fn NAME, a function in FILE" in err
    with pytest.raises(SystemExit):
        main(["lower", "tests/zoo.py:mlp", "--graph", "sideways"])
    err = capsys.readouterr().err
    assert "argument --graph: invalid choice: 'sideways'" in err
    assert re.search(r"choose from '?inference'?, '?forward'?, '?backward'?", err)


def test_raw_mlir_file(tmp_path: Path) -> None:
    (tmp_path / "k.mlir").write_text("func.func @f(%a: i32) -> i32 { return %a : i32 }\n")
    proc = irlower("lower", str(tmp_path / "k.mlir"), "--ir-type", "raw_ir")
    assert proc.returncode == 0, proc.stderr
    assert "func.func @f(%arg0: i32) -> i32" in proc.stdout


def test_toolchain_lists_backends() -> None:
    proc = irlower("toolchain")
    assert proc.returncode == 0
    assert proc.stdout.startswith("torch ")
    assert "torch-mlir " in proc.stdout


@pytest.mark.parametrize("ir_type", ["torch_script_graph_ir", "fx_graph", "llvm_ir"])
def test_same_bytes_in_another_folder(tmp_path: Path, ir_type: str) -> None:
    """Goldens must be portable: a copy of the project elsewhere prints the same IR."""
    copy = tmp_path / "elsewhere" / "project"
    copy.mkdir(parents=True)
    for name in ("zoo.py", "hf_like.py", "hf_real.py", "vision_like.py"):  # zoo's imports
        shutil.copy(ROOT / "tests" / name, copy / name)
    here = irlower("lower", "tests/zoo.py:transformer", "--ir-type", ir_type)
    there = irlower("lower", "zoo.py:transformer", "--ir-type", ir_type, cwd=copy)
    assert here.returncode == 0 and there.returncode == 0, here.stderr + there.stderr
    assert here.stdout == there.stdout


def test_onnx_ir_type_and_frontend() -> None:
    proc = irlower("lower", "tests/zoo.py:mlp", "--ir-type", "onnx")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("<\n   ir_version: 10,")
    assert "main_graph (float[2,16] x) => (float[2,8] linear_2)" in proc.stdout
    proc = irlower(
        "lower",
        "tests/zoo.py:mlp",
        "--ir-type",
        "linalg_on_tensors_mlir",
        "--frontend",
        "onnx",
        "--dump-stages",
    )
    assert proc.returncode == 0, proc.stderr
    headers = [line for line in proc.stdout.splitlines() if line.startswith("// ----- stage:")]
    assert headers == [
        "// ----- stage: fx_graph",
        "// ----- stage: onnx",
        "// ----- stage: torch_mlir",
        "// ----- stage: linalg_on_tensors_mlir",
    ]
    assert "func.func @main_graph(%arg0: tensor<2x16xf32>) -> tensor<2x8xf32>" in proc.stdout


def test_run_compares_with_eager_and_says_it_matches() -> None:
    proc = irlower("run", "tests/zoo.py:mlp", "--ir-type", "llvm_mlir")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert (
        lines[0]
        == "llvm_mlir of tests/zoo.py:mlp on its example inputs ([2, 16] float32), against eager:"
    )
    assert lines[1].startswith(
        "output 0 (float32, shape [2, 8]): matches; largest absolute difference "
    )
    assert lines[-1] == "OK: 1 output(s) match"


def test_run_prints_the_differences_and_exits_1_on_a_mismatch(tmp_path: Path) -> None:
    (tmp_path / "gelu.py").write_text(
        "import torch\n"
        "class GeluTanh(torch.nn.Module):\n"
        "    def forward(self, x):\n"
        "        return torch.nn.functional.gelu(x, approximate='tanh')\n"
        "example_inputs = (torch.linspace(-3, 3, 16),)\n"
    )
    proc = irlower("run", str(tmp_path / "gelu.py"), "--ir-type", "llvm_ir", cwd=tmp_path)
    assert proc.returncode == 1, proc.stderr
    out = proc.stdout
    assert "llvm_ir of " in out and "output 0 (float32, shape [16]): " in out
    assert re.search(
        r"largest absolute difference \S+ at index \(\d+,\) \(got \S+, expected \S+\)", out
    )
    assert "tolerances rtol=1.3e-06, atol=1e-05" in out
    assert out.splitlines()[-1] == "MISMATCH: 1 of 1 output(s) differ"


def test_triton_sass_of_a_zoo_kernel() -> None:
    proc = irlower("lower", "tests/triton_zoo.py:vector_add", "--ir-type", "triton_sass")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("Function:vector_add\n")
    assert "STG.E.128" in proc.stdout


def test_dynamic_shapes_flag() -> None:
    proc = irlower(
        "lower",
        "tests/zoo.py:mlp",
        "--ir-type",
        "linalg_on_tensors_mlir",
        "--dynamic-shapes",
        "0:batch:1:64",
    )
    assert proc.returncode == 0, proc.stderr
    assert "func.func @main(%arg0: tensor<?x16xf32>) -> tensor<?x8xf32>" in proc.stdout
    proc = irlower("lower", "tests/zoo.py:mlp", "--ir-type", "fx_graph", "--dynamic-shapes", "b")
    assert proc.returncode == 2
    assert "--dynamic-shapes 'b': expected DIM:NAME" in proc.stderr


EXPORTED = """\
import torch

class Net(torch.nn.Module):
    def forward(self, x):
        return torch.relu(x) * 2

example_inputs = (torch.randn(3, 4),)
program = torch.export.export(Net(), example_inputs)
"""


def test_an_exported_program_by_name_and_from_a_pt2_file(tmp_path: Path) -> None:
    (tmp_path / "prog.py").write_text(EXPORTED)
    proc = irlower("lower", "prog.py:program", "--ir-type", "torch_mlir", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "func.func @main(%arg0: !torch.vtensor<[3,4],f32>)" in proc.stdout
    saver = "import torch, prog; torch.export.save(prog.program, 'net.pt2')"
    subprocess.run([sys.executable, "-c", saver], cwd=tmp_path, check=True, timeout=300)
    from_file = irlower("lower", "net.pt2", "--ir-type", "torch_mlir", cwd=tmp_path)
    assert from_file.returncode == 0, from_file.stderr
    assert from_file.stdout == proc.stdout


def test_run_takes_torch_mlir_s_e2e_export_and_import_options(tmp_path: Path) -> None:
    (tmp_path / "item.py").write_text(
        "import torch\n"
        "class ToInt(torch.nn.Module):\n"
        "    def forward(self, x):\n"
        "        return int(x)\n"
        "example_inputs = (torch.tensor(3),)\n"
    )
    (tmp_path / "pool.py").write_text(
        "import torch\n"
        "class Pool(torch.nn.Module):\n"
        "    def forward(self, x):\n"
        "        return torch.nn.functional.adaptive_max_pool2d(x, (7, 13))\n"
        "example_inputs = (torch.randn(1, 512, 10, 16),)\n"
    )
    refused = irlower("run", "item.py", cwd=tmp_path)
    assert refused.returncode != 0 and "lower(..., strict=True)" in refused.stderr
    strict = irlower("run", "item.py", "--strict", cwd=tmp_path)
    assert strict.returncode == 0, strict.stderr
    assert "output 0 (int, shape []): matches" in strict.stdout
    legal = irlower(
        "run", "pool.py", "--backend-legal-ops", "aten.adaptive_max_pool2d", cwd=tmp_path
    )
    assert legal.returncode == 0, legal.stderr
    assert legal.stdout.splitlines()[-1] == "OK: 1 output(s) match"
