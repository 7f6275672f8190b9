"""``irlower lower model.pt --inputs SPEC``: a ``torch.jit.save`` archive on the command
line, lowered by the TorchScript frontend, and the errors for a ``.pt`` that is not one."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import torch

ROOT = Path(__file__).resolve().parents[2]


class Branchy(torch.nn.Module):
    """A data-dependent ``if`` and a loop over an ``int`` argument."""

    def forward(self, x: torch.Tensor, n: int) -> torch.Tensor:
        if bool(x.sum() > 0):  # noqa: SIM108 (the statement form TorchScript keeps as prim::If)
            y = x * 2.0
        else:
            y = x - 1.0
        for i in range(n):
            y = y + i
        return y


def irlower(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pytest_irlower.cli.main", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.fixture
def archive(tmp_path: Path) -> Path:
    path = tmp_path / "branchy.pt"
    torch.jit.save(torch.jit.script(Branchy()), str(path))
    return path


def test_an_archive_lowers_with_the_inputs_spelled(archive: Path) -> None:
    proc = irlower(
        "lower",
        archive.name,
        "--ir-type",
        "torchscript_mlir",
        "--inputs",
        "float32[3],2",
        cwd=archive.parent,
    )
    assert proc.returncode == 0, proc.stderr
    assert "torch.class_type @__torch__" in proc.stdout
    assert "torch.type_bound = !torch.vtensor<[3],f32>" in proc.stdout
    proc = irlower(
        "lower",
        archive.name,
        "--ir-type",
        "linalg_on_tensors_mlir",
        "--inputs",
        "float32[3],2",
        cwd=archive.parent,
    )
    assert proc.returncode == 0, proc.stderr
    assert "scf.if" in proc.stdout


def test_run_compares_an_archive_with_its_own_forward(archive: Path) -> None:
    proc = irlower("run", archive.name, "--inputs", "float32[3],2", cwd=archive.parent)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "OK: 1 output(s) match" in proc.stdout


def test_a_pt_that_is_not_an_archive_is_named(tmp_path: Path) -> None:
    torch.save(torch.nn.Linear(2, 3).state_dict(), str(tmp_path / "weights.pt"))
    (tmp_path / "notes.pt").write_text("not a model")
    proc = irlower(
        "lower", "weights.pt", "--ir-type", "torch_mlir", "--inputs", "f32[2]", cwd=tmp_path
    )
    assert proc.returncode != 0
    assert "weights.pt is a torch.save file" in proc.stderr
    assert "not a TorchScript archive" in proc.stderr and "torch.jit.save(" in proc.stderr
    proc = irlower("lower", "notes.pt", "--ir-type", "torch_mlir", cwd=tmp_path)
    assert proc.returncode != 0
    assert "notes.pt is not a TorchScript archive" in proc.stderr


def test_inputs_are_required_and_checked(archive: Path) -> None:
    proc = irlower("lower", archive.name, "--ir-type", "torch_mlir", cwd=archive.parent)
    assert proc.returncode != 0
    assert "holds no example inputs: give them with --inputs" in proc.stderr
    proc = irlower(
        "lower",
        archive.name,
        "--ir-type",
        "torch_mlir",
        "--inputs",
        "float33[3]",
        cwd=archive.parent,
    )
    assert "unknown dtype 'float33'" in proc.stderr and "DTYPE[d0,d1,...]" in proc.stderr
    proc = irlower("lower", str(ROOT / "tests/zoo.py:mlp"), "--inputs", "f32[2]", cwd=ROOT)
    assert "--inputs gives the example inputs of a torch.jit.save archive" in proc.stderr
