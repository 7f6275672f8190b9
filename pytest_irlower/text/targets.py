"""GPU targets and their archs: the one place that names, defaults and checks them.

Every family, the ``target`` marker and the CLI resolve ``target=`` and ``arch=``
here, so the default arch of a target and what counts as an arch of it are
written once. Importing this module is free.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from pytest_irlower.errors import UsageError


@dataclass(frozen=True)
class Target:
    """A GPU target: our name, LLVM's triple and target name, its archs."""

    name: str
    triple: str
    llvm_name: str
    #: the arch used when none is given (None: the target has no arch)
    default_arch: str | None
    #: what an arch of this target looks like, and an example for messages
    arch_pattern: str | None
    arch_examples: str
    #: whether Triton generates code for it
    triton: bool


TARGETS: Mapping[str, Target] = MappingProxyType(
    {
        "nvptx": Target(
            "nvptx",
            "nvptx64-nvidia-cuda",
            "nvptx64",
            "sm_90",
            r"sm_\d{2,3}[af]?",
            "sm_80, sm_90",
            True,
        ),
        "amdgpu": Target(
            "amdgpu",
            "amdgcn-amd-amdhsa",
            "amdgcn",
            "gfx942",
            r"gfx(?:[6-9]|1[0-2])[0-9a-f]{2}",
            "gfx90a, gfx942, gfx1100",
            True,
        ),
        "spirv": Target("spirv", "spirv64-unknown-unknown", "spirv64", None, None, "", False),
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


def normalize_target(name: object) -> str:
    """Our name for a target given as ours or llc's (``nvptx64`` -> ``nvptx``)."""
    if not isinstance(name, str):
        raise UsageError(f"target must be a string, got {type(name).__name__}")
    key = name.strip().lower()
    if key in TARGETS:
        return key
    if key in ALIASES:
        return ALIASES[key]
    raise UsageError(
        f"unknown target {name!r}; valid targets: {', '.join(TARGETS)} (or llc's names: "
        f"{', '.join(t.llvm_name for t in TARGETS.values())})"
    )


def check_arch(target: str, arch: object) -> str | None:
    """``arch`` checked against ``target`` (None: the target's default).

    An arch of another target (``sm_90`` for amdgpu), or any arch for a target that
    has none (spirv), is a usage error naming the valid forms.
    """
    spec = TARGETS[normalize_target(target)]
    if arch is None:
        return spec.default_arch
    if not isinstance(arch, str):
        raise UsageError(f"arch must be a string such as {spec.arch_examples!r}, got {arch!r}")
    if spec.arch_pattern is None:
        raise UsageError(f"target {spec.name!r} takes no arch, got arch={arch!r}")
    if not re.fullmatch(spec.arch_pattern, arch):
        raise UsageError(
            f"arch {arch!r} is not an arch of target {spec.name!r}; "
            f"valid: {spec.arch_examples} (pattern {spec.arch_pattern})"
        )
    return arch


def resolve(target: object, arch: object) -> tuple[str | None, str | None]:
    """``(target, arch)`` as every family sees them: names normalized, arch defaulted."""
    if target is None:
        if arch is not None:
            raise UsageError(f"arch={arch!r} needs a target (nvptx, amdgpu)")
        return None, None
    name = normalize_target(target)
    return name, check_arch(name, arch)


# -- optimization levels of the GPU targets' ``opt`` and ``llc`` stages ---------------

#: ``opt_level=`` values: the ``opt`` stage's pipeline (``opt -O1``...)
OPT_LEVELS = ("O0", "O1", "O2", "O3", "Os", "Oz")
#: the ``opt`` stage's level when neither the call nor the session names one
DEFAULT_OPT_LEVEL = "O2"
#: ``llc_level=`` values: the code generator's level (``llc -O0``...)
LLC_LEVELS = ("O0", "O1", "O2", "O3")


def _level(value: object, name: str, valid: tuple[str, ...], default: str) -> str:
    text = value.strip().lstrip("-") if isinstance(value, str) else None
    if text not in valid:
        raise UsageError(
            f"{name}={value!r} is not a level; valid: {', '.join(repr(v) for v in valid)} "
            f"(a leading '-' is allowed; default {default})"
        )
    return text


def check_opt_level(value: object, name: str = "opt_level") -> str:
    """``value`` as an ``opt`` level (``"-O1"`` -> ``"O1"``), or :class:`UsageError`."""
    return _level(value, name, OPT_LEVELS, DEFAULT_OPT_LEVEL)


def check_llc_level(value: object, name: str = "llc_level") -> str:
    """``value`` as an ``llc`` level (``"-O0"`` -> ``"O0"``), or :class:`UsageError`."""
    return _level(value, name, LLC_LEVELS, "the engine's own: llc -O2, Triton's LLVM -O3")


def check_opt_flags(value: object, name: str = "opt_flags") -> tuple[str, ...]:
    """LLVM options for the ``opt`` stage (``"-rotation-max-header-size=0"``): a string of
    them separated by spaces, or a list; each one starts with ``-`` and is one word."""
    items = value.split() if isinstance(value, str) else value
    if not isinstance(items, (list, tuple)) or not all(
        isinstance(f, str) and f.startswith("-") and f.strip("-") and not f.split()[1:]
        for f in items
    ):
        raise UsageError(
            f"{name}={value!r} is not a list of LLVM options: give LLVM command-line "
            "options as opt takes them, each starting with '-' (e.g. "
            "opt_flags=['-rotation-max-header-size=0']; clang gets each after -mllvm)"
        )
    bad = [f for f in items if re.fullmatch(r"-+O[0-3sz]", f) or f.startswith("-passes")]
    if bad:
        raise UsageError(
            f"{name}= got {', '.join(bad)}: the level is opt_level=, and a pass pipeline "
            "cannot be given (ziglang's clang, the usual opt engine, takes no -passes=)"
        )
    return tuple(items)
