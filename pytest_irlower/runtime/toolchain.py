"""Toolchain discovery: where each tool and backend comes from, found without importing it.

Each tool is looked up along an ordered chain, the first answer winning:

1. ``--irlower-tool NAME=PATH`` (option), 2. ``irlower_tools`` (ini lines ``NAME=PATH``),
3. ``$IRLOWER_<NAME>`` (upper case, ``-`` as ``_``), 4. ``PATH``, 5. Python packages
(``FileCheck`` from the triton wheel, ``torch-mlir-opt`` from the torch-mlir wheel,
``clang`` from the ziglang wheel).

A path given by the user (steps 1 to 3) that does not exist is an error, never a
silent fallback. Every tool found records its command, version, registered
targets and source. Loading the plugin stays free: packages are located with
``importlib`` metadata and ``find_spec``, never imported.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from importlib import metadata

from pytest_irlower.errors import ToolchainMissing
from pytest_irlower.runtime import toolpaths
from pytest_irlower.runtime.toolpaths import KNOWN_TOOLS, env_var

#: (distribution, what it provides) for the built-in families' Python backends, in the order
#: the header lists them (what the header says of a distribution a family declares)
PACKAGES = (
    ("torch", "TorchScript, torch.export, Core ATen"),
    ("torch-mlir", "Torch/TOSA/Linalg/StableHLO MLIR, LLVM dialect, LLVM IR (in-process)"),
    ("triton", "Triton kernels; its LLVM: NVPTX and AMDGPU code generation, LLVM IR parsing"),
    ("ziglang", "clang with NVPTX, AMDGPU and SPIR-V targets (opt -O2 and code generation)"),
    ("onnx", "the ONNX model format (ir_type='onnx', frontend='onnx')"),
    ("onnxscript", "torch.onnx's dynamo exporter"),
    ("onnx-ir", "torch.onnx's dynamo exporter"),
)


#: LLVM target names worth listing in reports
GPU_TARGETS = ("nvptx64", "amdgcn", "spirv64")


@dataclass(frozen=True)
class Tool:
    """One tool found: how to run it, its version and targets, and where it came from."""

    name: str
    #: argv prefix that runs the tool (``("/usr/bin/llc",)``, ``("/.../zig", "clang")``)
    command: tuple[str, ...]
    #: where the answer came from: ``--irlower-tool``, ``ini irlower_tools``,
    #: ``$IRLOWER_LLC``, ``PATH``, ``python package ziglang``
    source: str
    version: str | None = None
    #: LLVM target names it registers (``nvptx64``, ``amdgcn``, ``spirv64``...)
    targets: tuple[str, ...] = ()

    def line(self) -> str:
        """``name: command (version, targets) from source``."""
        bits = [self.version or "version unknown"]
        if self.targets:
            gpu = [t for t in self.targets if t in GPU_TARGETS]
            others = len(self.targets) - len(gpu)
            listed = ",".join(gpu) or "no GPU target"
            bits.append(f"targets {listed}" + (f" (+{others} others)" if others else ""))
        return f"{self.name}: {' '.join(self.command)} ({'; '.join(bits)}) from {self.source}"


@dataclass
class Toolchain:
    """Looks tools up along the discovery chain; answers are cached per instance."""

    #: from ``--irlower-tool``
    option_paths: Mapping[str, str] = field(default_factory=dict)
    #: from the ini value ``irlower_tools``
    ini_paths: Mapping[str, str] = field(default_factory=dict)
    env: Mapping[str, str] = field(default_factory=lambda: dict(os.environ))
    #: the PATH searched (None: the environment's)
    search_path: str | None = None
    probe_timeout: float = 20.0
    _found: dict[str, Tool | None] = field(default_factory=dict, repr=False)

    def validate(self) -> None:
        """Raise :class:`ToolPathError` for every user-given path that does not exist."""
        toolpaths.validate(self.option_paths, self.ini_paths, self.env)

    def _explicit(self, name: str) -> tuple[str, str] | None:
        return toolpaths.explicit_path(name, self.option_paths, self.ini_paths, self.env)

    def find(self, name: str) -> Tool | None:
        """The tool called ``name``, or None when no step of the chain has it."""
        if name not in self._found:
            self._found[name] = self._lookup(name)
        return self._found[name]

    def require(self, name: str) -> Tool:
        """The tool, or :class:`ToolchainMissing` saying where it was looked for."""
        tool = self.find(name)
        if tool is None:
            raise self.missing(name)
        return tool

    def missing(self, name: str) -> ToolchainMissing:
        """The error for a tool that was not found."""
        return ToolchainMissing(name, self.looked_for(name), self.how_to_provide(name))

    def found_tools(self, names: Iterable[str] = KNOWN_TOOLS) -> list[Tool]:
        """Every tool of ``names`` that was found (probing each once)."""
        return [tool for tool in (self.find(name) for name in names) if tool is not None]

    def looked_for(self, name: str) -> str:
        """Every place searched for ``name``, in order."""
        places = [
            f"--irlower-tool {name}=PATH",
            "ini irlower_tools",
            f"${env_var(name)}",
            "PATH",
        ]
        package = _PACKAGE_TOOLS.get(name)
        if package:
            places.append(f"python package {package[0]}")
        return "looked for " + name + " in " + ", ".join(places)

    @staticmethod
    def how_to_provide(name: str) -> str:
        """The hint printed with a missing tool."""
        package = _PACKAGE_TOOLS.get(name)
        hint = f"put {name} on PATH or pass --irlower-tool {name}=/path/to/{name}"
        if package:
            extra = _PACKAGE_EXTRAS[package[0]]
            hint += f", or pip install 'pytest-irlower[{extra}]' (it brings {package[0]})"
        return hint

    def _lookup(self, name: str) -> Tool | None:
        explicit = self._explicit(name)
        if explicit is not None:
            path, source = explicit
            return self._probe(name, (path,), source)
        found = shutil.which(name, path=self.search_path)
        if found:
            return self._probe(name, (os.path.abspath(found),), "PATH")
        packaged = _package_tool(name)
        if packaged is not None:
            command, source = packaged
            return self._probe(name, command, source)
        return None

    def _probe(self, name: str, command: tuple[str, ...], source: str) -> Tool:
        version = _version(command, self.probe_timeout)
        targets: tuple[str, ...] = ()
        if name in ("llc", "clang"):
            flag = "--version" if name == "llc" else "-print-targets"
            targets = _targets(command, flag, self.probe_timeout)
        return Tool(name, command, source, version, targets)


#: tool name -> (distribution, how its executable is found inside it)
_PACKAGE_TOOLS: dict[str, tuple[str, tuple[str, ...]]] = {
    "FileCheck": ("triton", ("FileCheck",)),
    "torch-mlir-opt": ("torch-mlir", ("_mlir_libs", "torch-mlir-opt")),
    "clang": ("ziglang", ("zig",)),
}
#: the extra of pytest-irlower that installs each of those distributions
_PACKAGE_EXTRAS = {"triton": "triton", "torch-mlir": "torch", "ziglang": "gpu"}
_MODULE_NAMES = {"triton": "triton", "torch-mlir": "torch_mlir", "ziglang": "ziglang"}


def _package_dir(distribution: str) -> str | None:
    module = _MODULE_NAMES.get(distribution, distribution)
    try:
        spec = importlib.util.find_spec(module)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    return str(next(iter(spec.submodule_search_locations)))


def _package_tool(name: str) -> tuple[tuple[str, ...], str] | None:
    entry = _PACKAGE_TOOLS.get(name)
    if entry is None:
        return None
    distribution, parts = entry
    directory = _package_dir(distribution)
    if directory is None:
        return None
    path = os.path.join(directory, *parts)
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        return None
    command = (path, "clang") if name == "clang" else (path,)
    return command, f"python package {distribution}"


_VERSION = re.compile(r"(?:LLVM|clang) version (\d[\w.+-]*)")


def _run_probe(command: tuple[str, ...], flag: str, timeout: float) -> str:
    from pytest_irlower.runtime.process import probe

    return probe([*command, flag], timeout=timeout, remember=True)[1]


def _version(command: tuple[str, ...], timeout: float) -> str | None:
    output = _run_probe(command, "--version", timeout)
    match = _VERSION.search(output)
    if match:
        prefix = "clang" if "clang version" in match.group(0) else "LLVM"
        return f"{prefix} {match.group(1)}"
    first = output.strip().splitlines()[0] if output.strip() else ""
    return first[:80] or None


def _targets(command: tuple[str, ...], flag: str, timeout: float) -> tuple[str, ...]:
    output = _run_probe(command, flag, timeout)
    _, _, section = output.partition("Registered Targets:")
    return tuple(sorted(re.findall(r"(?m)^\s+([\w-]+)\s+- ", section)))


@dataclass(frozen=True)
class Found:
    """One Python package: its name, version (None when missing) and where it came from."""

    name: str
    version: str | None
    source: str
    provides: str

    def line(self) -> str:
        """``name version (source): provides`` or ``name: not found (...)``."""
        if self.version is None:
            return f"{self.name}: not found ({self.source})"
        return f"{self.name} {self.version} ({self.source}): {self.provides}"


def find_packages(names: Iterable[str] | None = None) -> list[Found]:
    """Each Python backend package (``names``: these distributions; None: the built-in
    families' :data:`PACKAGES`), found through its distribution metadata."""
    provides_of = dict(PACKAGES)
    found = []
    for name in [n for n, _ in PACKAGES] if names is None else names:
        provides = provides_of.get(name, "declared by a family")
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            found.append(Found(name, None, f"no '{name}' distribution installed", provides))
            continue
        location = str(dist.locate_file(""))
        found.append(Found(name, dist.version, f"python package in {location}", provides))
    return found


def package_version(distribution: str) -> str | None:
    """An installed distribution's version, or None."""
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return None
