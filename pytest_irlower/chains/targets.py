"""GPU code from LLVM IR: ``opt -O2`` then ``llc`` for NVPTX, AMDGPU and SPIR-V.

Each of the two stages is run by the first engine that can, per target:

- ``opt -O2``: an ``opt`` executable (option, ini, ``$IRLOWER_OPT``, PATH), else
  the clang in the ziglang wheel (``clang -O2 -S -emit-llvm``).
- ``llc``: an ``llc`` executable that registers the target, else the LLVM that
  Triton ships (NVPTX and AMDGPU only, in a child process), else ziglang's clang
  (``clang -O2 -Xclang -disable-llvm-passes -S``).

torch-mlir's LLVM is newer (23) than ziglang's (22), whose text reader rejects
LLVM 23's ``f0x...`` float literals; bitcode crosses that gap, so ziglang's
clang gets bitcode written by Triton's LLVM. Every stage records its engine and a
command line that reproduces it.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from pytest_irlower import normalize as norm
from pytest_irlower.errors import ToolchainMissing, UsageError
from pytest_irlower.process import run_tool
from pytest_irlower.toolchain import Tool, Toolchain, package_version


@dataclass(frozen=True)
class Target:
    """A GPU target: our name, LLVM's triple and target name, the default arch."""

    name: str
    triple: str
    llvm_name: str
    default_arch: str | None
    #: for the Triton backend
    triton: bool


TARGETS: Mapping[str, Target] = MappingProxyType(
    {
        "nvptx": Target("nvptx", "nvptx64-nvidia-cuda", "nvptx64", "sm_90", True),
        "amdgpu": Target("amdgpu", "amdgcn-amd-amdhsa", "amdgcn", "gfx942", True),
        "spirv": Target("spirv", "spirv64-unknown-unknown", "spirv64", None, False),
    }
)

#: llc's and vendors' names for our targets
ALIASES: Mapping[str, str] = MappingProxyType(
    {
        "nvptx64": "nvptx",
        "ptx": "nvptx",
        "cuda": "nvptx",
        "nvidia": "nvptx",
        "amdgcn": "amdgpu",
        "hip": "amdgpu",
        "rocm": "amdgpu",
        "amd": "amdgpu",
        "spirv64": "spirv",
        "spir-v": "spirv",
    }
)


def normalize_target(name: str) -> str:
    """Our name for a target given as ours or llc's (``nvptx64`` -> ``nvptx``)."""
    if not isinstance(name, str):
        raise UsageError(f"target must be a string, got {type(name).__name__}")
    key = name.strip().lower()
    if key in TARGETS:
        return key
    if key in ALIASES:
        return ALIASES[key]
    valid = ", ".join(TARGETS)
    raise UsageError(
        f"unknown target {name!r}; valid targets: {valid} (or llc's names: "
        f"{', '.join(t.llvm_name for t in TARGETS.values())})"
    )


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

    def lines(self) -> list[str]:
        """For the session header."""
        return [
            f"{self.target.name}: opt -O2 by {self.opt.description}; llc by {self.llc.description}"
        ]


#: torch-mlir's LLVM writes LLVM 23 IR (``f0x...`` float literals); older readers reject it.
MIN_LLVM_MAJOR = 23


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


def plan(target_name: str, toolchain: Toolchain) -> Plan:
    """Choose the engines for ``target_name``, or raise :class:`ToolchainMissing`."""
    target = TARGETS[normalize_target(target_name)]
    found_opt = toolchain.find("opt")
    found_llc = toolchain.find("llc")
    opt_tool = usable(found_opt)
    llc_tool = usable(found_llc)
    clang = toolchain.find("clang")
    clang_ok = clang is not None and (not clang.targets or target.llvm_name in clang.targets)
    # Triton's LLVM writes the bitcode ziglang's clang reads, and generates NVPTX/AMDGPU code
    triton_version = package_version("triton")

    opt: Engine | None = None
    if opt_tool is not None:
        opt = Engine("opt", opt_tool, _describe(opt_tool))
    elif clang_ok and clang is not None and triton_version:
        opt = Engine("clang", clang, _describe(clang))

    llc: Engine | None = None
    if llc_tool is not None and target.llvm_name in llc_tool.targets:
        llc = Engine("llc", llc_tool, _describe(llc_tool))
    elif triton_version and target.triton:
        llc = Engine("triton-llvm", None, f"Triton's LLVM (triton {triton_version}, child process)")
    elif clang_ok and clang is not None:
        llc = Engine("clang", clang, _describe(clang))

    if opt is not None and llc is not None:
        return Plan(target, opt, llc)
    missing = []
    if opt is None:
        missing.append(
            "opt -O2: "
            + toolchain.looked_for("opt")
            + skipped_note(found_opt)
            + "; clang: "
            + (
                _describe(clang) + " (needs triton for bitcode)"
                if clang_ok and clang
                else toolchain.looked_for("clang")
            )
        )
    if llc is None:
        have = f" (found {_describe(llc_tool)}, which lacks it)" if llc_tool else ""
        missing.append(
            f"llc with target {target.llvm_name}: "
            + toolchain.looked_for("llc")
            + have
            + skipped_note(found_llc)
            + ("; Triton's LLVM: python package triton not installed" if target.triton else "")
        )
    raise ToolchainMissing(
        f"code generator for target {target.name}",
        "; ".join(missing),
        "pip install ziglang triton, or point --irlower-tool llc=/opt=... at an LLVM with "
        f"the {target.llvm_name} target",
    )


def unavailable(target_name: str, toolchain: Toolchain) -> ToolchainMissing | None:
    """Why no code at all can be made for a target (None when some chain can).

    The PyTorch chain needs :func:`plan`'s engines; a Triton kernel needs only
    Triton, which generates NVPTX and AMDGPU code itself.
    """
    try:
        plan(target_name, toolchain)
        return None
    except ToolchainMissing as exc:
        target = TARGETS[normalize_target(target_name)]
        if target.triton and package_version("triton"):
            return None
        return exc


def _describe(tool: Tool | None) -> str:
    if tool is None:
        return "nothing"
    return f"{tool.name} ({tool.version or 'version unknown'}, {tool.source})"


@dataclass(frozen=True)
class CodegenResult:
    """The two stages' texts, with the engine and a reproducing command for each."""

    optimized: str
    assembly: str
    engines: Mapping[str, str]
    commands: Mapping[str, str]


def generate(
    llvm_ir: str, target_name: str, arch: str | None, toolchain: Toolchain, *, timeout: float
) -> CodegenResult:
    """Run ``opt -O2`` then ``llc`` on ``llvm_ir`` for the target."""
    chosen = plan(target_name, toolchain)
    target = chosen.target
    arch = arch or target.default_arch
    with tempfile.TemporaryDirectory(prefix="irlower-codegen-") as tmp:
        opt_text, opt_cmd = _run_opt(chosen.opt, llvm_ir, target, arch, tmp, timeout)
        asm, llc_cmd = _run_llc(chosen.llc, opt_text, target, arch, tmp, timeout)
    return CodegenResult(
        optimized=opt_text,
        assembly=asm,
        engines={"opt -O2": chosen.opt.description, target.name: chosen.llc.description},
        commands={"opt -O2": opt_cmd, target.name: llc_cmd},
    )


def _arch_flags(target: Target, arch: str | None) -> list[str]:
    if arch is None:
        return []
    if target.name == "nvptx":
        return [f"-march={arch}"]
    if target.name == "amdgpu":
        return [f"-mcpu={arch}", "-nogpulib"]
    return []


def _clang_common(tool: Tool, target: Target, arch: str | None) -> list[str]:
    args = [*tool.command, f"--target={target.triple}", *_arch_flags(target, arch)]
    if target.name == "spirv":
        # stacksave/stackrestore and friends need SPIR-V extensions
        args += ["-mllvm", "--spirv-ext=all"]
    return [*args, "-Wno-override-module"]


def _run_opt(
    engine: Engine, text: str, target: Target, arch: str | None, tmp: str, timeout: float
) -> tuple[str, str]:
    assert engine.tool is not None
    if engine.kind == "opt":
        source = _write(tmp, "input.ll", text)
        args = [*engine.tool.command, "-O2", f"-mtriple={target.triple}"]
        if arch:
            args.append(f"-mcpu={arch}")
        args += ["-S", source, "-o", "-"]
        return _tool(args, "opt -O2", tmp, timeout), _shown(args, tmp)
    bitcode = _triton_bitcode(text, tmp, timeout)
    args = [*_clang_common(engine.tool, target, arch), "-O2"]
    if target.name == "amdgpu":
        # LLVM 22 and 23 crash in AMDGPU instruction selection ("Invalid opcode")
        # on unrolled loops of the CNN model; keeping loops rolled avoids it.
        args.append("-fno-unroll-loops")
    args += ["-S", "-emit-llvm", bitcode, "-o", "-"]
    return _tool(args, "opt -O2", tmp, timeout), _shown(args, tmp)


def _run_llc(
    engine: Engine, text: str, target: Target, arch: str | None, tmp: str, timeout: float
) -> tuple[str, str]:
    stage = target.name
    source = _write(tmp, "optimized.ll", text)
    if engine.kind == "triton-llvm":
        args = [
            sys.executable,
            "-m",
            "pytest_irlower.chains.triton_llvm_worker",
            "asm",
            target.triple,
            arch or "",
        ]
        out = _run(args, stage, timeout, stdin=text)
        return out, _shown(args, tmp) + " < optimized.ll"
    assert engine.tool is not None
    if engine.kind == "llc":
        args = [*engine.tool.command, f"-mtriple={target.triple}"]
        if arch:
            args.append(f"-mcpu={arch}")
        if target.name == "spirv":
            args.append("--spirv-ext=all")
        args += [source, "-o", "-"]
        return _tool(args, stage, tmp, timeout), _shown(args, tmp)
    args = [
        *_clang_common(engine.tool, target, arch),
        "-O2",
        "-Xclang",
        "-disable-llvm-passes",
        "-S",
        source,
        "-o",
        "-",
    ]
    return _tool(args, stage, tmp, timeout), _shown(args, tmp)


def _triton_bitcode(text: str, tmp: str, timeout: float, stage: str = "opt -O2") -> str:
    path = os.path.join(tmp, "input.bc")
    args = [sys.executable, "-m", "pytest_irlower.chains.triton_llvm_worker", "bitcode"]
    proc = run_tool(args, stage, timeout, stdin=text.encode())
    with open(path, "wb") as handle:
        handle.write(proc)
    return path


def _write(tmp: str, name: str, text: str) -> str:
    path = os.path.join(tmp, name)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    return path


def _shown(args: Sequence[str], tmp: str) -> str:
    """A command line a user can paste, temporary paths made local."""
    return " ".join(_quote(arg.replace(tmp + os.sep, "")) for arg in args)


def _quote(arg: str) -> str:
    return arg if arg and all(c.isalnum() or c in "-_=./:+,@" for c in arg) else repr(arg)


def _tool(args: Sequence[str], stage: str, tmp: str, timeout: float) -> str:
    # tools echo their input's path (``; ModuleID = '/tmp/.../input.bc'``): keep only the name
    return _run(args, stage, timeout, shown=_shown(args, tmp)).replace(tmp + os.sep, "")


def _run(
    args: Sequence[str],
    stage: str,
    timeout: float,
    *,
    stdin: str | None = None,
    shown: str | None = None,
) -> str:
    data = run_tool(
        args, stage, timeout, stdin=None if stdin is None else stdin.encode(), shown=shown
    )
    return data.decode("utf-8", errors="replace")


def normalize_assembly(text: str, target: str, *, keep_weights: bool, limit: int = 16) -> str:
    """Deterministic assembly text; weights (large data) elided unless kept."""
    if not keep_weights:
        if target == "nvptx":
            text = norm.elide_ptx_constants(text, limit)
        elif target == "amdgpu":
            text = norm.elide_asm_data(text, limit)
        elif target == "spirv":
            text = norm.elide_spirv_constants(text, limit)
    return norm.normalize_whitespace(text)


def _packaged_clang(toolchain: Toolchain, tool: str) -> Tool:
    clang = toolchain.find("clang")
    if clang is None or not package_version("triton"):
        raise ToolchainMissing(
            tool,
            toolchain.looked_for(tool) + "; packaged engine (ziglang's clang, with Triton's "
            "LLVM writing its bitcode): "
            + ("triton not installed" if clang is not None else "clang not found"),
            f"put {tool} on PATH, or pip install ziglang triton",
        )
    return clang


def packaged_opt(
    text: str,
    target: Target | None,
    cpu: str | None,
    level: str,
    toolchain: Toolchain,
    *,
    timeout: float,
    stage: str,
) -> tuple[str, str]:
    """``opt -O<n>`` without an opt executable: ziglang's clang on Triton-written bitcode."""
    clang = _packaged_clang(toolchain, "opt")
    with tempfile.TemporaryDirectory(prefix="irlower-opt-") as tmp:
        bitcode = _triton_bitcode(text, tmp, timeout, stage)
        args = [*(_clang_common(clang, target, cpu) if target else [*clang.command]), level]
        args += ["-S", "-emit-llvm", "-Wno-override-module", bitcode, "-o", "-"]
        output = _tool(args, stage, tmp, timeout)
    return output, f"{clang.version} ({clang.source}) as opt {level}"


def packaged_llc(
    text: str, target: Target, cpu: str | None, toolchain: Toolchain, *, timeout: float, stage: str
) -> tuple[str, str]:
    """``llc`` without an llc executable: Triton's LLVM (NVPTX, AMDGPU), else ziglang's clang."""
    cpu = cpu or target.default_arch
    version = package_version("triton")
    if target.triton and version:
        args = [
            sys.executable,
            "-m",
            "pytest_irlower.chains.triton_llvm_worker",
            "asm",
            target.triple,
            cpu or "",
        ]
        return _run(args, stage, timeout, stdin=text), f"Triton's LLVM (triton {version}) as llc"
    clang = _packaged_clang(toolchain, "llc")
    with tempfile.TemporaryDirectory(prefix="irlower-llc-") as tmp:
        bitcode = _triton_bitcode(text, tmp, timeout, stage)
        args = [
            *_clang_common(clang, target, cpu),
            "-O2",
            "-Xclang",
            "-disable-llvm-passes",
            "-S",
            bitcode,
            "-o",
            "-",
        ]
        output = _tool(args, stage, tmp, timeout)
    return output, f"{clang.version} ({clang.source}) as llc"
