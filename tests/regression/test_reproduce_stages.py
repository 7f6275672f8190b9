"""Every stage of an ``llvm_ir`` lowering reruns as printed: ``--irlower-dump-dir`` writes
the stages and ``reproduce.sh``, whose commands, run in a shell on the saved files, print
the stages' text."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from pytest_irlower.report.dumps import dump_stages

#: every stage: torch_mlir and linalg_on_tensors_mlir with torch-mlir-opt (the torch-mlir
#: wheel's, which registers their pipelines), fx_graph (from the program torch.export.save
#: wrote), llvm_mlir and llvm_ir with `irlower stage` (the plugin's own steps)
REPRODUCED = ("fx_graph", "torch_mlir", "linalg_on_tensors_mlir", "llvm_mlir", "llvm_ir")


def _tidy(text: str) -> str:
    """What the plugin strips from every stage it shows (text.normalize.normalize_whitespace)
    and torch-mlir-opt prints: spaces at line ends and blank lines at the end. Nothing else."""
    return "\n".join(line.rstrip() for line in text.splitlines()).rstrip("\n") + "\n"


@pytest.mark.irlower_no_cache  # the inputs of fx_graph and llvm_ir are not cached
@pytest.mark.parametrize("shell", ["sh", "bash"])
def test_every_reproduce_command_reruns_its_stage_as_printed(
    lower: Any, zoo: Any, tmp_path: Path, shell: str
) -> None:
    if shutil.which(shell) is None:
        pytest.skip(f"no {shell} here")
    model, inputs = zoo["mlp"]
    result = lower(model, inputs, ir_type="llvm_ir")
    # a test id with the characters that broke unquoted lines in zsh: [ ] %
    folder = dump_stages(tmp_path / "dump dir", "tests/t.py::test_mlp[a%2Fb]", 1, result)
    script = (folder / "reproduce.sh").read_text()
    commands = [line for line in script.splitlines() if not line.startswith("#")]
    assert list(result.stages) == list(REPRODUCED)
    assert [line.split(",")[0][2:] for line in script.splitlines() if line.startswith("#")] == [
        f"{index:02d}.{name}.txt" for index, name in enumerate(result.stages)
    ]
    assert script.splitlines()[0] == "# 00.fx_graph.txt, from 00.fx_graph.input.pt2"
    assert all(" input" not in command for command in commands)
    assert result.commands["fx_graph"] == "irlower stage fx_graph < input"
    assert result.commands["torch_mlir"].startswith("torch-mlir-opt --pass-pipeline=")
    assert result.commands["linalg_on_tensors_mlir"].startswith("torch-mlir-opt --pass-pipeline=")
    files = {path.name: path for path in folder.glob("*.txt")}
    bin_dir = os.path.dirname(sys.executable)  # torch-mlir-opt and irlower live beside it
    env = {**os.environ, "PATH": bin_dir + os.pathsep + os.environ.get("PATH", "")}
    for header, command in zip(script.splitlines()[::2], commands, strict=True):
        expected = files[header[2:].split(",")[0]].read_text()
        assert shlex.split(command)[-1].startswith(str(tmp_path))  # the saved file, quoted
        proc = subprocess.run(
            [shell, "-c", command], capture_output=True, text=True, env=env, timeout=300
        )
        assert proc.returncode == 0, f"{command}\n{proc.stderr}"
        assert _tidy(proc.stdout) == expected, command


def _run(command: str, shell: str = "sh") -> str:
    bin_dir = os.path.dirname(sys.executable)  # irlower lives beside it
    env = {**os.environ, "PATH": bin_dir + os.pathsep + os.environ.get("PATH", "")}
    proc = subprocess.run([shell, "-c", command], capture_output=True, text=True, env=env)
    assert proc.returncode == 0, f"{command}\n{proc.stderr}"
    return proc.stdout


@pytest.mark.irlower_no_cache
def test_fx_graph_of_a_dynamic_program_reruns_with_its_symbols(
    lower: Any, zoo: Any, tmp_path: Path
) -> None:
    from torch.export import Dim

    model, inputs = zoo["attention"]
    result = lower(model, inputs, ir_type="fx_graph", dynamic_shapes=({1: Dim("seq", max=512)},))
    folder = dump_stages(tmp_path, "tests/t.py::test_attention", 1, result)
    header, command = (folder / "reproduce.sh").read_text().splitlines()
    assert header == "# 00.fx_graph.txt, from 00.fx_graph.input.pt2"
    assert command.startswith("irlower stage fx_graph --dynamic < ")
    expected = (folder / "00.fx_graph.txt").read_text()
    assert "s0" in expected or "seq" in expected  # the symbolic dim is in the text
    assert _tidy(_run(command)) == expected


def test_fx_graph_with_source_locations_says_why_it_has_no_command(
    zoo: Any, tmp_path: Path
) -> None:
    from pytest_irlower.api.loweroptions import LowerOptions
    from pytest_irlower.lowering.lowerer import Lowerer

    model, inputs = zoo["mlp"]
    # --irlower-keep-locations, which no keyword of `lower` sets
    lowerer = Lowerer(LowerOptions(keep_locations=True))
    result = lowerer.lower(model, inputs, ir_type="fx_graph")
    assert "# File: " in result  # the locations the command could not print
    folder = dump_stages(tmp_path, "tests/t.py::test_mlp", 1, result)
    assert (folder / "reproduce.sh").read_text() == (
        "# 00.fx_graph.txt: no reproduce command: keep_locations=True writes source paths "
        "relative to the session's roots, which `irlower stage fx_graph` does not know\n"
    )
    assert not list(folder.glob("*.pt2"))


def test_a_lowering_from_the_cross_run_cache_keeps_the_torch_mlir_command_input(
    zoo: Any, tmp_path: Path
) -> None:
    from pytest_irlower.cache.disk import DiskCache
    from pytest_irlower.lowering.lowerer import Lowerer

    model, inputs = zoo["mlp"]
    cold = Lowerer(disk=DiskCache(tmp_path / "cache")).lower(model, inputs, ir_type="llvm_ir")
    warm = Lowerer(disk=DiskCache(tmp_path / "cache")).lower(model, inputs, ir_type="llvm_ir")
    assert not cold.from_cache and warm.from_cache
    folder = dump_stages(tmp_path / "dump", "tests/t.py::test_mlp", 1, warm)
    script = (folder / "reproduce.sh").read_text().splitlines()
    # llvm_ir's input (every weight) and fx_graph's (the saved program) are made on demand,
    # never for the cache: a warm lowering says so in their place, and never points their
    # commands at the previous stage's file
    why = (
        "no reproduce command: this lowering was read from the cross-run cache, which does "
        "not keep the input of {}'s command (it is made on demand); rerun with "
        "--irlower-no-cache for it"
    )
    assert script[0] == "# 00.fx_graph.txt: " + why.format("fx_graph")
    assert script[1] == "# 01.torch_mlir.txt, from 01.torch_mlir.input.txt"
    assert script[3:8:2] == [
        "# 02.linalg_on_tensors_mlir.txt, from 01.torch_mlir.txt",
        "# 03.llvm_mlir.txt, from 02.linalg_on_tensors_mlir.txt",
        "# 04.llvm_ir.txt: " + why.format("llvm_ir"),
    ]
    assert len(script) == 8
    assert (folder / "01.torch_mlir.input.txt").read_text() == cold.command_inputs["torch_mlir"]
    assert _tidy(_run(script[2])) == (folder / "01.torch_mlir.txt").read_text()


def test_irlower_stage_fx_graph_names_a_bad_input(tmp_path: Path) -> None:
    bad = tmp_path / "00.fx_graph.input.pt2"
    bad.write_text("module {}\n")
    bin_dir = os.path.dirname(sys.executable)
    env = {**os.environ, "PATH": bin_dir + os.pathsep + os.environ.get("PATH", "")}
    command = f"irlower stage fx_graph < {shlex.quote(str(bad))}"
    proc = subprocess.run(["sh", "-c", command], capture_output=True, text=True, env=env)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.startswith(
        "irlower: irlower stage fx_graph reads an exported program saved with "
        "torch.export.save (a .pt2 archive, as --irlower-dump-dir writes "
        "<NN>.fx_graph.input.pt2) on stdin; this input is not one: torch.export.load raised"
    ), proc.stderr
    assert "Traceback" not in proc.stderr
