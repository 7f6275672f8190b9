"""The tool paths a user gives (``--irlower-tool``, ini ``irlower_tools``, ``$IRLOWER_<NAME>``),
parsed and checked without probing anything.

Split from :mod:`pytest_irlower.runtime.toolchain` so that the plugin checks them when pytest
configures, where a wrong path is a usage error, while the toolchain itself is built on
first use.
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Iterable, Mapping

from pytest_irlower.errors import UsageError

#: Tools the plugin knows by name (any other executable name works too).
KNOWN_TOOLS = (
    "mlir-opt",
    "mlir-translate",
    "opt",
    "llc",
    "torch-mlir-opt",
    "triton-opt",
    "triton-llvm-opt",
    "FileCheck",
    "clang",
)


class ToolPathError(UsageError):
    """A tool path the user gave (option, ini or environment) that cannot be used."""


def env_var(name: str) -> str:
    """``IRLOWER_<NAME>``: upper case, ``-`` as ``_``."""
    return "IRLOWER_" + re.sub(r"[^A-Za-z0-9]", "_", name).upper()


def parse_assignments(items: Iterable[str], source: str) -> dict[str, str]:
    """``NAME=PATH`` strings (option values or ini lines) as a mapping; bad ones are errors."""
    result: dict[str, str] = {}
    for raw in items:
        item = raw.strip()
        if not item or item.startswith("#"):
            continue
        name, sep, path = item.partition("=")
        if not sep or not name.strip() or not path.strip():
            raise ToolPathError(f"{source}: expected NAME=PATH, got {item!r}")
        result[name.strip()] = path.strip()
    return result


def explicit_path(
    name: str,
    option_paths: Mapping[str, str],
    ini_paths: Mapping[str, str],
    env: Mapping[str, str],
) -> tuple[str, str] | None:
    """The path the user gave for ``name`` and where (option, ini, environment), checked;
    None when the user gave none."""
    for mapping, source in ((option_paths, "--irlower-tool"), (ini_paths, "ini irlower_tools")):
        if name in mapping:
            return checked_path(name, mapping[name], source), source
    variable = env_var(name)
    value = env.get(variable)
    if value:
        return checked_path(name, value, f"${variable}"), f"${variable}"
    return None


def validate(
    option_paths: Mapping[str, str], ini_paths: Mapping[str, str], env: Mapping[str, str]
) -> None:
    """Raise :class:`ToolPathError` for every user-given path that does not exist."""
    env_names = [name for name in KNOWN_TOOLS if env.get(env_var(name))]
    for name in set(option_paths) | set(ini_paths) | set(env_names):
        explicit_path(name, option_paths, ini_paths, env)


def checked_path(name: str, path: str, source: str) -> str:
    """The absolute path of the executable the user gave for ``name``; a wrong one raises."""
    # a bare name is looked up on PATH, unless a file of that name is right here
    bare = os.sep not in path and not os.path.exists(path)
    resolved = shutil.which(path) if bare else path
    if not resolved or not os.path.isfile(resolved):
        where = " (looked on PATH)" if bare else ""
        raise ToolPathError(f"{source}: {name}={path}: no such file{where}")
    if not os.access(resolved, os.X_OK):
        raise ToolPathError(f"{source}: {name}={path}: not executable")
    return os.path.abspath(resolved)
