"""The LLVM tools: ``opt``, ``llc``, ziglang's ``clang`` and Triton's LLVM, one implementation.

The GPU-target family and custom pipelines both run ``opt -O<n>`` and ``llc`` here.
Each is run by the first engine that can, per target:

- ``opt``: an ``opt`` executable (option, ini, ``$IRLOWER_OPT``, PATH), else the clang
  in the ziglang wheel (``clang -O2 -S -emit-llvm``);
- ``llc``: an ``llc`` executable that registers the target, else the LLVM that Triton
  ships (NVPTX and AMDGPU only, in a child process), else ziglang's clang
  (``clang -O2 -Xclang -disable-llvm-passes -S``).

torch-mlir's LLVM is newer (23) than ziglang's (22), whose text reader rejects LLVM
23's ``f0x...`` float literals; bitcode crosses that gap, so ziglang's clang gets
bitcode written by Triton's LLVM. Every run records its engine and a command line
that reproduces it.
"""

from __future__ import annotations

import os
import re
import shlex
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass

from pytest_irlower.engines import triton_llvm_worker
from pytest_irlower.errors import LoweringError, ToolchainMissing
from pytest_irlower.runtime.contain.forkserver import WORKER as WORKER_PROCESS
from pytest_irlower.runtime.process import run_tool, run_tool_text
from pytest_irlower.runtime.toolchain import Tool, Toolchain, package_version
from pytest_irlower.text.targets import TARGETS, Target, normalize_target

#: torch-mlir's LLVM writes LLVM 23 IR (``f0x...`` float literals); older readers reject it.
MIN_LLVM_MAJOR = 23

#: the first Triton whose LLVM bridges that IR: Triton 3.9 reads it and writes bitcode
#: (``llvm.to_bitcode``); Triton 3.6's LLVM aborts on ``f0x`` literals, and 3.6 to 3.8 have
#: no bitcode writer (measured on their wheels). Triton kernels need no such bridge.
MIN_TRITON_BRIDGE = (3, 9)

WORKER = "pytest_irlower.engines.triton_llvm_worker"

#: a crashing clang writes its preprocessed input and a script to the temp folder (hundreds
#: of MB for a real model) and names them in its stderr; nothing of a lowering may be left
NO_CRASH_FILES = ("-fno-crash-diagnostics",)


@dataclass(frozen=True)
class Engine:
    """Who runs a stage: a tool, or Triton's LLVM in a child process."""

    kind: str  # "opt", "llc", "clang", "triton-llvm"
    tool: Tool | None
    description: str


@dataclass(frozen=True)
class Plan:
    """The engines that will run ``opt -O2`` and ``llc`` for one target."""

    target: Target
    opt: Engine
    llc: Engine

    def line(self) -> str:
        """For the session header."""
        return (
            f"{self.target.name}: opt -O2 by {self.opt.description}; llc by {self.llc.description}"
        )


@dataclass(frozen=True)
class Run:
    """One tool run: its output text, the engine that ran it, a reproducing command."""

    text: str
    engine: str
    command: str


def llvm_major(tool: Tool) -> int | None:
    """The LLVM major version of a probed tool (``LLVM 14.0.6`` -> 14)."""
    match = re.search(r"(\d+)\.", tool.version or "")
    return int(match.group(1)) if match else None


def usable(tool: Tool | None) -> Tool | None:
    """A tool the user named is always used; one merely found on PATH only if new enough."""
    if tool is None or tool.source != "PATH":
        return tool
    major = llvm_major(tool)
    return tool if major is not None and major >= MIN_LLVM_MAJOR else None


def skipped_note(tool: Tool | None) -> str:
    """Why a tool found on PATH was passed over ('' when it was not)."""
    if tool is None or usable(tool) is not None:
        return ""
    return (
        f" ({' '.join(tool.command)} on PATH is {tool.version or 'of unknown version'}, "
        f"older than LLVM {MIN_LLVM_MAJOR} which wrote the IR: not used)"
    )


def describe(tool: Tool | None) -> str:
    """``name (version, source)``."""
    if tool is None:
        return "nothing"
    return f"{tool.name} ({tool.version or 'version unknown'}, {tool.source})"


def triton_bridge() -> str | None:
    """The installed Triton's version when its LLVM can carry torch-mlir's LLVM IR
    (:data:`MIN_TRITON_BRIDGE`), else None."""
    version = package_version("triton")
    if not version:
        return None
    release = tuple(int(part) for part in re.findall(r"\d+", version)[:2])
    return version if release >= MIN_TRITON_BRIDGE else None


def _no_bridge_note() -> str:
    """Why an installed Triton was passed over ('' when none is installed or it is used)."""
    version = package_version("triton")
    if not version or triton_bridge():
        return ""
    least = ".".join(map(str, MIN_TRITON_BRIDGE))
    return (
        f"; Triton's LLVM: triton {version} is installed, but only triton {least} or newer "
        "reads torch-mlir's LLVM 23 IR and writes bitcode"
    )


def _clang(toolchain: Toolchain, target: Target | None) -> Tool | None:
    clang = toolchain.find("clang")
    if clang is None:
        return None
    if target is not None and clang.targets and target.llvm_name not in clang.targets:
        return None
    return clang


def opt_engine(toolchain: Toolchain, target: Target | None) -> Engine | None:
    """The engine for ``opt``: an executable, else ziglang's clang on Triton-written bitcode."""
    tool = usable(toolchain.find("opt"))
    if tool is not None:
        return Engine("opt", tool, describe(tool))
    clang = _clang(toolchain, target)
    if clang is not None and triton_bridge():
        return Engine("clang", clang, describe(clang))
    return None


def llc_engine(toolchain: Toolchain, target: Target) -> Engine | None:
    """The engine for ``llc``: an executable with the target, else Triton's LLVM, else clang."""
    tool = usable(toolchain.find("llc"))
    if tool is not None and target.llvm_name in tool.targets:
        return Engine("llc", tool, describe(tool))
    version = triton_bridge()
    if version and target.triton:
        return Engine("triton-llvm", None, f"Triton's LLVM (triton {version}, child process)")
    clang = _clang(toolchain, target)
    if clang is not None and version:
        return Engine("clang", clang, describe(clang))
    return None


def plan(target_name: str, toolchain: Toolchain) -> Plan:
    """Choose the engines for ``target_name``, or raise :class:`ToolchainMissing`."""
    target = TARGETS[normalize_target(target_name)]
    opt = opt_engine(toolchain, target)
    llc = llc_engine(toolchain, target)
    if opt is not None and llc is not None:
        return Plan(target, opt, llc)
    missing = []
    if opt is None:
        clang = _clang(toolchain, target)
        missing.append(
            "opt -O2: "
            + toolchain.looked_for("opt")
            + skipped_note(toolchain.find("opt"))
            + "; clang: "
            + (
                describe(clang) + " (needs triton for bitcode)"
                if clang
                else toolchain.looked_for("clang")
            )
            + _no_bridge_note()
        )
    if llc is None:
        found = usable(toolchain.find("llc"))
        have = f" (found {describe(found)}, which lacks it)" if found else ""
        missing.append(
            f"llc with target {target.llvm_name}: "
            + toolchain.looked_for("llc")
            + have
            + skipped_note(toolchain.find("llc"))
            + (
                _no_bridge_note() or "; Triton's LLVM: python package triton not installed"
                if target.triton
                else ""
            )
        )
    raise ToolchainMissing(
        f"code generator for target {target.name}",
        "; ".join(missing),
        "pip install 'pytest-irlower[gpu]' (ziglang and triton 3.9), or point "
        f"--irlower-tool llc=/opt=... at an LLVM with the {target.llvm_name} target",
    )


def _arch_flags(target: Target, arch: str | None) -> list[str]:
    if arch is None:
        return []
    if target.name == "nvptx":
        return [f"-march={arch}"]
    if target.name == "amdgpu":
        return [f"-mcpu={arch}", "-nogpulib"]
    return []


def _clang_common(tool: Tool, target: Target | None, arch: str | None) -> list[str]:
    if target is None:
        return [*tool.command, "-Wno-override-module", *NO_CRASH_FILES]
    args = [*tool.command, f"--target={target.triple}", *_arch_flags(target, arch)]
    if target.name == "spirv":
        # stacksave/stackrestore and friends need SPIR-V extensions
        args += ["-mllvm", "--spirv-ext=all"]
    return [*args, "-Wno-override-module", *NO_CRASH_FILES]


def run_opt(
    engine: Engine,
    text: str,
    *,
    target: Target | None,
    arch: str | None,
    level: str = "-O2",
    flags: Sequence[str] = (),
    timeout: float,
    stage: str,
) -> Run:
    """``opt <level> <flags>`` on LLVM IR text; returns the optimized text. ``flags`` are
    LLVM command-line options (``-rotation-max-header-size=0``), each after ``-mllvm``
    for clang."""
    assert engine.tool is not None
    with tempfile.TemporaryDirectory(prefix="irlower-opt-") as tmp:
        if engine.kind == "opt":
            source = _write(tmp, "input.ll", text)
            args = [*engine.tool.command, level]
            if target is not None:
                args.append(f"-mtriple={target.triple}")
            if arch:
                args.append(f"-mcpu={arch}")
            args += [*flags, "-S", source, "-o", "-"]
        else:
            source = bitcode_file(text, tmp, timeout, stage)
            args = [*_clang_common(engine.tool, target, arch), level]
            if target is not None and target.name == "amdgpu":
                # LLVM 22 and 23 crash in AMDGPU instruction selection ("Invalid opcode")
                # on unrolled loops of the CNN model; keeping loops rolled avoids it.
                args.append("-fno-unroll-loops")
            for flag in flags:
                args += ["-mllvm", flag]
            args += ["-S", "-emit-llvm", source, "-o", "-"]
        shown = _reproducer(args, tmp, source)
        out = _tool(args, stage, tmp, timeout, input_ir=text, shown=shown)
        return Run(out, engine.description, shown)


def run_llc(
    engine: Engine,
    text: str,
    *,
    target: Target,
    arch: str | None,
    level: str | None = None,
    timeout: float,
    stage: str,
) -> Run:
    """``llc`` for ``target`` on LLVM IR text; returns the assembly. ``level`` (``"O0"``
    to ``"O3"``) is the code generator's level; None: the engine's own (llc -O2,
    Triton's LLVM -O3, clang -O2)."""
    with tempfile.TemporaryDirectory(prefix="irlower-llc-") as tmp:
        source = _write(tmp, "optimized.ll", text)
        if engine.kind == "triton-llvm":
            if level not in (None, "O0", "O3"):
                raise LoweringError(
                    stage,
                    f"llc_level={level!r}: Triton's LLVM, the code generator for target "
                    f"{target.name} here, generates code at -O3 (its default) or -O0 only; "
                    "pass llc_level='O0' or 'O3', or point --irlower-tool llc=PATH at an "
                    f"llc with the {target.llvm_name} target",
                )
            disable = level == "O0"
            args = [sys.executable, "-m", WORKER, "asm", target.triple, arch or ""]
            args += ["-O0"] if disable else []
            command = _shown(args, tmp) + " < input"
            try:
                out = WORKER_PROCESS.call(
                    triton_llvm_worker.asm,
                    text,
                    target.triple,
                    arch or "",
                    ("-O0",) if disable else (),
                    stage=stage,
                    timeout=timeout,
                    what="llc (Triton's LLVM)",
                )
            except LoweringError as exc:
                raise LoweringError(stage, exc.detail, command=command, input_ir=text) from exc
            return Run(out, engine.description, command)
        assert engine.tool is not None
        if engine.kind == "llc":
            args = [*engine.tool.command, f"-mtriple={target.triple}"]
            if arch:
                args.append(f"-mcpu={arch}")
            if target.name == "spirv":
                args.append("--spirv-ext=all")
            if level is not None:
                args.append(f"-{level}")
            args += [source, "-o", "-"]
        else:
            source = bitcode_file(text, tmp, timeout, stage)
            args = [
                *_clang_common(engine.tool, target, arch),
                f"-{level or 'O2'}",
                "-Xclang",
                "-disable-llvm-passes",
                "-S",
                source,
                "-o",
                "-",
            ]
        shown = _reproducer(args, tmp, source)
        return Run(
            _tool(args, stage, tmp, timeout, input_ir=text, shown=shown),
            engine.description,
            shown,
        )


def bitcode_file(text: str, tmp: str, timeout: float, stage: str) -> str:
    """LLVM IR text as a bitcode file written by Triton's LLVM (in the session's worker)."""
    path = os.path.join(tmp, "input.bc")
    data = WORKER_PROCESS.call(
        triton_llvm_worker.bitcode,
        text,
        stage=stage,
        timeout=timeout,
        what="Triton's LLVM (bitcode writer)",
    )
    with open(path, "wb") as handle:
        handle.write(data)
    return path


def parse_llvm_ir(text: str, *, stage: str = "llvm_ir", timeout: float = 120.0) -> bytes:
    """Parse and verify LLVM IR text on Triton's LLVM; return its bitcode."""
    if not triton_bridge():
        raise ToolchainMissing(
            "LLVM IR parser",
            "Triton's bundled LLVM: "
            + (
                _no_bridge_note().removeprefix("; Triton's LLVM: ")
                or "python package triton not installed"
            ),
            "pip install 'pytest-irlower[gpu]' (triton 3.9)",
        )
    try:
        return run_tool(
            [sys.executable, "-m", WORKER, "bitcode"], stage, timeout, stdin=text.encode()
        )
    except LoweringError as exc:
        raise LoweringError(stage, exc.detail) from None


def _write(tmp: str, name: str, text: str) -> str:
    path = os.path.join(tmp, name)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    return path


def _shown(args: Sequence[str], tmp: str) -> str:
    """A command line a user can paste, temporary paths made local."""
    return " ".join(_quote(arg.replace(tmp + os.sep, "")) for arg in args)


def _quote(arg: str) -> str:
    """``arg`` quoted for any POSIX shell (zsh and fish too), as the other reproduce lines."""
    return shlex.quote(arg)


def _reproducer(args: Sequence[str], tmp: str, source: str) -> str:
    """The command line of a run whose input file lives in ``tmp``, reading the saved input
    IR from stdin instead (``< input``, which a failure's report replaces by the file it
    saved): the temporary folder is gone by the time anyone reads the line. Bitcode for
    ziglang's clang is written from that text by Triton's LLVM, as the run itself did."""
    shown = [("-" if arg == source else arg) for arg in args]
    if source.endswith(".bc"):
        at = shown.index("-")
        shown[at:at] = ["-x", "ir"]
        writer = f"{_quote(sys.executable)} -m {WORKER} bitcode < input | "
        return writer + _shown(shown, tmp)
    return _shown(shown, tmp) + " < input"


def _tool(
    args: Sequence[str],
    stage: str,
    tmp: str,
    timeout: float,
    *,
    input_ir: str | None = None,
    shown: str | None = None,
) -> str:
    # tools echo their input's path (``; ModuleID = '/tmp/.../input.bc'``): keep only the name
    shown = shown if shown is not None else _shown(args, tmp)
    text = run_tool_text(args, stage, timeout, shown=shown, input_ir=input_ir)
    return text.replace(tmp + os.sep, "")
