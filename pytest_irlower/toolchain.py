"""What toolchain is installed, found without importing it.

Loading the plugin must stay free, so the session header reads package
metadata (version and location) instead of importing torch, torch-mlir or
Triton. The chains check the real thing on first use.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import metadata

#: (distribution, what it provides)
BACKENDS = (
    ("torch", "TorchScript, torch.export, Core ATen"),
    ("torch-mlir", "Torch/TOSA/Linalg/StableHLO MLIR, LLVM dialect, LLVM IR (in-process)"),
    ("triton", "Triton kernels"),
)


@dataclass(frozen=True)
class Found:
    """One component: its name, version (None when missing) and where it came from."""

    name: str
    version: str | None
    source: str
    provides: str

    def line(self) -> str:
        """``name version (source): provides`` or ``name: not found (...)``."""
        if self.version is None:
            return f"{self.name}: not found ({self.source})"
        return f"{self.name} {self.version} ({self.source}): {self.provides}"


def find_packages() -> list[Found]:
    """Each Python backend package, found through its distribution metadata."""
    found = []
    for name, provides in BACKENDS:
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            found.append(Found(name, None, f"no '{name}' distribution installed", provides))
            continue
        location = str(dist.locate_file(""))
        found.append(Found(name, dist.version, f"python package in {location}", provides))
    return found


def report_lines() -> list[str]:
    """The lines the session header and ``irlower toolchain`` print."""
    return [found.line() for found in find_packages()]
