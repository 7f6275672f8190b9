"""Custom pipelines of tool stages: ``"mlir-opt --canonicalize | mlir-translate --mlir-to-llvmir"``.

Each stage is a command line (no shell) that reads IR on stdin and writes IR on stdout.
A stage runs on its executable when the toolchain finds one; otherwise on a stand-in
(``engines/standin_tools.py``): ``mlir-opt`` and ``mlir-translate`` in-process on
torch-mlir's MLIR, ``opt``/``llc`` on the packaged LLVMs (ziglang's clang, Triton's LLVM),
for the flags those engines support. A flag or pass no engine knows is an error that
names it; a failing tool shows its stderr and the full command line.
"""

from __future__ import annotations

import contextlib
import os
import shlex
import tempfile
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pytest_irlower.api.family import Stage as BuiltStage
from pytest_irlower.engines import standin_tools
from pytest_irlower.engines.standin_tools import FALLBACKS, target_of
from pytest_irlower.errors import LoweringError, UsageError
from pytest_irlower.runtime import passes
from pytest_irlower.runtime.process import command_line, run_tool_text
from pytest_irlower.runtime.toolchain import Tool, Toolchain
from pytest_irlower.text import syntax as syntaxes
from pytest_irlower.text.targets import Target

if TYPE_CHECKING:
    from pytest_irlower.api.family import Request


@dataclass(frozen=True)
class Stage:
    """One stage: its command line as written and as an argument list."""

    text: str
    argv: tuple[str, ...]

    @property
    def tool(self) -> str:
        """The tool's name (``mlir-opt``) or path."""
        return self.argv[0]


def parse(spec: str | Sequence[str]) -> list[Stage]:
    """Stages from ``"a --x | b"`` or ``["a --x", "b"]``; quotes work as in a shell."""
    parts = _split_bars(spec) if isinstance(spec, str) else list(spec)
    stages = []
    for part in parts:
        if not isinstance(part, str):
            raise UsageError(f"pipeline stages are strings, got {type(part).__name__}")
        try:
            argv = tuple(shlex.split(part))
        except ValueError as exc:
            raise UsageError(f"pipeline stage {part!r}: {exc}") from None
        if not argv:
            raise UsageError(f"empty stage in pipeline {spec!r}")
        stages.append(Stage(" ".join(shlex.quote(a) for a in argv), argv))
    if not stages:
        raise UsageError("pipeline= has no stages")
    return stages


def _split_bars(spec: str) -> list[str]:
    """Split on ``|`` outside quotes."""
    parts, current, quote = [], [], ""
    for char in spec:
        if quote:
            current.append(char)
            if char == quote:
                quote = ""
        elif char in "'\"":
            quote = char
            current.append(char)
        elif char == "|":
            parts.append("".join(current).strip())
            current = []
        else:
            current.append(char)
    parts.append("".join(current).strip())
    return parts


@dataclass(frozen=True)
class StageResult:
    """A stage's output, the engine that ran it, a reproducing command, its time."""

    text: str
    engine: str
    command: str
    seconds: float


def output_syntax(stage: Stage, before: str) -> str:
    """The syntax a stage writes, from its tool and flags (``before``: what it reads)."""
    name = os.path.basename(stage.tool)
    if name in ("mlir-opt", "torch-mlir-opt", "triton-opt"):
        return "mlir"
    if name == "mlir-translate":
        return "llvm" if any("to-llvmir" in arg for arg in stage.argv[1:]) else before
    if name in ("opt", "triton-llvm-opt"):
        return "llvm"
    if name == "llc":
        target = target_of(stage.argv[1:])
        return syntax_of_target(target) if target is not None else "text"
    return before  # a user's filter reads and writes the same IR


def syntax_of_target(target: Target) -> str:
    """The assembly syntax ``llc`` writes for a GPU target."""
    return {"nvptx": "ptx", "amdgpu": "amdgcn", "spirv": "spvasm"}[target.name]


def pipeline_stages(
    spec: str | Sequence[str],
    last: BuiltStage,
    request: Request,
    *,
    taken: Iterable[str] = (),
) -> list[BuiltStage]:
    """The stages of a custom pipeline run on ``last`` (the built-in chain's final stage),
    as chain stages: each named by its command line, with its shown text, syntax, engine,
    reproducing command, seconds and, when asked, passes. ``taken``: the names before it
    (a stage may not repeat one). The Lowerer appends them to the chain's stages and builds
    the ``LoweredIR`` once from the whole list."""
    text = last.full_text()
    syntax = last.syntax
    names = set(taken) | {last.name}
    made: list[BuiltStage] = []
    for stage in parse(spec):
        if stage.text in names:
            raise UsageError(
                f"pipeline stage {stage.text!r} appears twice; stage names are "
                "their command lines and must be unique"
            )
        names.add(stage.text)
        recording = (
            passes.recording(request.options.keep_weights)
            if request.passes
            else contextlib.nullcontext(None)
        )
        try:
            with recording as log:
                out = run_stage(stage, text, request.toolchain, timeout=request.options.timeout)
        except LoweringError as exc:
            exc.ir_type = request.ir_type.name
            exc.refresh()
            raise
        text = out.text
        syntax = output_syntax(stage, syntax)
        shown = syntaxes.display(text, syntax, keep_weights=request.options.keep_weights)
        built = BuiltStage(
            stage.text,
            shown,
            seconds=out.seconds,
            engine=out.engine,
            command=out.command,
            # the tool's own text, when it shows otherwise: the next stage's input
            full=None if shown is text or shown == text else text,
            syntax=syntax,
        )
        out = None  # type: ignore[assignment]
        if made:
            made[-1].full = None  # read by this stage: a huge output is not held twice
        if log is not None and log.entries:
            from pytest_irlower.lowering.chain import attach_passes

            attach_passes([built], log.entries, request)
        made.append(built)
    return made


def stage_fingerprints(spec: str | Sequence[str], toolchain: Toolchain) -> list[str] | None:
    """What decides a pipeline's output besides its input: each stage's command line, the
    executable that will run it and every file its arguments name (a script given to
    ``python3``), by size and modification time. None when a stage would fail to start
    (the lowering then reports it)."""
    from pytest_irlower.cache.disk import file_stamp

    parts = []
    try:
        stages = parse(spec)
        for stage in stages:
            tool = _executable(stage.tool, toolchain)
            if tool is None and stage.tool not in FALLBACKS:
                return None
            files = [p for p in (tool.command if tool else ()) if os.sep in p]
            files += [a for a in stage.argv[1:] if os.path.isfile(a)]
            stamps = " ".join(f"{os.path.abspath(f)}@{file_stamp(f)}" for f in files)
            parts.append(f"stage {stage.text} | {stamps or 'in-process'}")
    except (UsageError, OSError):
        return None
    return parts


def run_stage(stage: Stage, text: str, toolchain: Toolchain, *, timeout: float) -> StageResult:
    """Run one stage on ``text``."""
    start = time.perf_counter()
    tool = _executable(stage.tool, toolchain)
    if tool is not None:
        argv = [*tool.command, *stage.argv[1:]]
        if stage.tool == "opt" and "-S" not in argv:
            argv.append("-S")  # text out, so the next stage and .stages can read it
        command = command_line(argv) + " < input"
        printed: list[bytes] | None = None
        if passes.active() is not None and os.path.basename(stage.tool) in MLIR_TOOLS:
            argv += _print_after_all(passes.active())
            printed = []
        with tempfile.TemporaryDirectory(prefix="irlower-stage-") as tmp:
            out = run_tool_text(
                argv,
                stage.text,
                timeout,
                stdin=text.encode(),
                cwd=tmp,
                shown=command,
                input_ir=text,
                stderr_into=printed,
            )
        if printed:
            passes.record_mlir_dump(stage.text, printed[0].decode("utf-8", errors="replace"))
        engine = f"{' '.join(tool.command)} ({tool.version or 'version unknown'}, {tool.source})"
        return StageResult(out, engine, command, time.perf_counter() - start)
    if stage.tool not in FALLBACKS:
        raise _missing_tool(stage.tool, toolchain)
    output, engine = standin_tools.run(
        stage.tool, stage.argv[1:], text, stage=stage.text, toolchain=toolchain, timeout=timeout
    )
    return StageResult(output, engine, f"{stage.text} < input", time.perf_counter() - start)


#: executables that take MLIR's printing flags (``--mlir-print-ir-after-all``)
MLIR_TOOLS = ("mlir-opt", "torch-mlir-opt", "triton-opt")


def _print_after_all(log: Any) -> list[str]:
    """The flags that make an MLIR tool print the IR after every pass, in pass order."""
    flags = [
        "--mlir-print-ir-after-all",
        "--mlir-print-ir-module-scope",
        "--mlir-disable-threading",
    ]
    if not log.keep_weights:
        flags += [
            "--mlir-elide-elementsattrs-if-larger=16",
            "--mlir-elide-resource-strings-if-larger=16",
        ]
    return flags


def _missing_tool(name: str, toolchain: Toolchain) -> Exception:
    """A tool no step of discovery found: a typo of a known tool is a usage error."""
    import difflib

    from pytest_irlower.runtime.toolpaths import KNOWN_TOOLS

    close = difflib.get_close_matches(name, KNOWN_TOOLS, n=1, cutoff=0.75)
    if close and close[0] != name:
        return UsageError(
            f"pipeline tool {name!r} is not found and is not a known tool; did you mean "
            f"{close[0]!r}? (known tools: {', '.join(KNOWN_TOOLS)}, or any executable)"
        )
    return toolchain.missing(name)


def _executable(name: str, toolchain: Toolchain) -> Tool | None:
    if os.sep in name:
        if not (os.path.isfile(name) and os.access(name, os.X_OK)):
            raise UsageError(f"pipeline tool {name}: no such executable file")
        return Tool(os.path.basename(name), (os.path.abspath(name),), "pipeline path")
    tool = toolchain.find(name)
    if tool is not None and name in ("opt", "llc"):
        from pytest_irlower.engines.llvm import usable

        return usable(tool)  # an old LLVM merely on PATH cannot read LLVM 23 IR
    return tool
