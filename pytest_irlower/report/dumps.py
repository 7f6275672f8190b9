"""Files written for people: every stage of a lowering, and the input of a failing stage."""

from __future__ import annotations

import re
import shlex
from collections.abc import Callable
from pathlib import Path

from pytest_irlower.api.result import LoweredIR
from pytest_irlower.errors import LoweringError, ReproduceUnavailable
from pytest_irlower.runtime.files import safe_name


def test_folder_name(nodeid: str) -> str:
    """A file-name-safe folder name for a test (``tests/t.py::test_x[a]``)."""
    return safe_name(nodeid.replace("::", "."))


def dump_stages(root: Path, nodeid: str, count: int, result: LoweredIR) -> Path:
    """Write every stage to ``root/<test>/<count>.<ir_type>/<index>.<stage>.txt``, the
    commands that rerun them on those files to ``reproduce.sh`` there, and, when
    passes were recorded, the IR after each pass to ``<stage>/<NN>-<pass>.<suffix>`` there."""
    folder = root / test_folder_name(nodeid) / f"{count:02d}.{result.ir_type}"
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for index, (name, text) in enumerate(result.stages.items()):
        path = folder / f"{index:02d}.{safe_name(name.replace(' ', '_'))}.txt"
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    script = reproduce_script(result, paths)
    if script:
        (folder / "reproduce.sh").write_text(script, encoding="utf-8")
    dump_passes(folder, result)
    return folder


def reproduce_script(result: LoweredIR, paths: list[Path]) -> str:
    """The commands that rerun each stage of ``result`` with a reproduce command on the
    previous stage's saved file (``paths``, one per stage, in order) or, for a stage that
    reads another input (``result.command_inputs``), on that input saved beside the stage
    as ``<NN>.<stage>.input.txt`` (``.input.pt2`` for a saved exported program), each
    printing that stage as its file holds it, quoted for any shell: ``< input`` becomes
    the file. A stage whose input cannot be saved gets a comment saying why instead."""
    lines = []
    names = list(result.stages)
    for index, name in enumerate(names):
        command = result.commands.get(name)
        has_input = name in result.command_inputs
        if (index == 0 and not has_input) or not command or not _INPUT.search(command):
            continue
        source_path = paths[index - 1] if index else paths[index]
        if has_input:
            try:
                source_path = _write_input(paths[index], result.command_inputs[name])
            except ReproduceUnavailable as exc:
                reason = " ".join(str(exc).split())
                lines.append(f"# {paths[index].name}: no reproduce command: {reason}")
                continue
        source = "< " + shlex.quote(str(source_path))
        lines.append(f"# {paths[index].name}, from {source_path.name}")
        lines.append(_INPUT.sub(source.replace("\\", "\\\\"), command))
    return "".join(line + "\n" for line in lines)


def _write_input(stage_path: Path, made: str | bytes | Callable[[], str | bytes]) -> Path:
    """Save the input a stage's command reads beside it: ``<NN>.<stage>.input.txt``, or
    ``.input.pt2`` for bytes (an exported program ``torch.export.save`` wrote)."""
    data = made() if callable(made) else made
    if isinstance(data, bytes):
        path = stage_path.with_name(stage_path.stem + ".input.pt2")
        path.write_bytes(data)
        return path
    path = stage_path.with_name(stage_path.stem + ".input.txt")
    path.write_text(data, encoding="utf-8")
    return path


#: how the commands of stages and failing stages read their input
_INPUT = re.compile(r"< input(?=\s|$)")


def dump_passes(folder: Path, result: LoweredIR) -> list[Path]:
    """Write ``result.passes`` under ``folder``: ``<stage>/<NN>-<pass>.<suffix>``, numbered
    from 01 in pass order (``canonicalize#2`` is written ``canonicalize-2``)."""
    written = []
    for stage, texts in result.passes.items():
        where = folder / stage_folder_name(stage)
        where.mkdir(parents=True, exist_ok=True)
        for index, (name, text) in enumerate(texts.items(), start=1):
            suffix = pass_suffix(text)
            path = where / f"{index:02d}-{safe_name(name.replace('#', '-'))}{suffix}"
            path.write_text(text, encoding="utf-8")
            written.append(path)
    return written


def stage_folder_name(stage: str) -> str:
    """A stage name (``llvm_mlir``, ``mlir-opt --cse``) as a folder name."""
    return safe_name(stage.replace(" ", "_"))


def pass_suffix(text: str) -> str:
    """``.ll`` for LLVM IR after an LLVM pass, ``.mlir`` for the rest."""
    head = text.lstrip()
    return ".ll" if head.startswith(("; ModuleID", "define ", "target ")) else ".mlir"


def save_failure_input(root: Path, nodeid: str, exc: LoweringError) -> None:
    """Save the failing stage's input IR and point the error's reproduce command at it."""
    if exc.input_ir is None or exc.saved_input is not None:
        return
    name = f"{safe_name(exc.stage.replace(' ', '_'))}.input"
    path = root / test_folder_name(nodeid) / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(exc.input_ir, encoding="utf-8")
    if exc.command:
        # "< input" (as the commands of failing stages write it) becomes the saved file, quoted
        # for any shell: test ids put "[", "]" and "%" in the path (zsh globs "[...]")
        exc.command = _INPUT.sub(lambda _: f"< {shlex.quote(str(path))}", exc.command)
    exc.saved_input = str(path)
    exc.refresh()
