"""Is there a physical GPU here? Found from the driver's files, never by importing torch."""

from __future__ import annotations

import glob
import os
import shutil
from dataclasses import dataclass

from pytest_irlower.runtime.process import probe

VENDORS = ("nvidia", "amd")


@dataclass(frozen=True)
class GPUs:
    """What was found per vendor (a description), and where it was looked for."""

    nvidia: str | None
    amd: str | None

    def has(self, vendor: str | None) -> bool:
        """Any GPU (vendor None) or one of that vendor."""
        if vendor is None:
            return bool(self.nvidia or self.amd)
        return bool(getattr(self, vendor))


LOOKED_FOR = {
    "nvidia": "/proc/driver/nvidia/gpus/*, nvidia-smi -L",
    "amd": "/dev/kfd with a GPU node in /sys/class/kfd/kfd/topology/nodes/*, rocm-smi",
}


def detect() -> GPUs:
    """Look for NVIDIA and AMD GPUs."""
    return GPUs(nvidia=_nvidia(), amd=_amd())


def _nvidia() -> str | None:
    boards = sorted(glob.glob("/proc/driver/nvidia/gpus/*"))
    smi = shutil.which("nvidia-smi")
    if smi:
        status, output = probe([smi, "-L"], timeout=20)
        names = [line for line in output.splitlines() if line.startswith("GPU ")]
        if status == 0 and names:
            return "; ".join(names)
    if boards:
        return f"{len(boards)} GPU(s) in /proc/driver/nvidia/gpus"
    return None


def _amd() -> str | None:
    if not os.path.exists("/dev/kfd"):
        return None
    gpus = []
    for props in glob.glob("/sys/class/kfd/kfd/topology/nodes/*/properties"):
        try:
            with open(props, encoding="utf-8") as handle:
                text = handle.read()
        except OSError:
            continue
        for line in text.splitlines():
            key, _, value = line.partition(" ")
            if key == "gfx_target_version" and value.strip() not in ("", "0"):
                gpus.append(value.strip())
    return f"{len(gpus)} AMD GPU(s) (gfx_target_version {', '.join(gpus)})" if gpus else None


def normalize_vendor(name: str) -> str:
    """``nvidia``/``cuda`` -> ``nvidia``; ``amd``/``rocm``/``hip`` -> ``amd``."""
    key = name.strip().lower()
    if key in ("nvidia", "cuda"):
        return "nvidia"
    if key in ("amd", "rocm", "hip"):
        return "amd"
    raise ValueError(f"unknown GPU vendor {name!r}; valid: nvidia, amd")
