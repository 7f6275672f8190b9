"""What the session header and ``irlower toolchain`` print about the toolchain."""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
from collections.abc import Iterable
from pathlib import Path

from pytest_irlower.runtime import toolchain
from pytest_irlower.runtime.toolpaths import KNOWN_TOOLS

#: environment variables the header can depend on (by prefix): tools on PATH, compilers,
#: the plugin's own settings, Python's, and the backends' (Triton, torch, IREE, LLVM)
_HEADER_ENV = (
    "PATH", "CXX", "CC", "IRLOWER", "TRITON", "TORCH", "PYTHON", "LD_", "VIRTUAL_ENV",
    "CONDA", "IREE", "CUDA", "ROCM", "HIP", "LLVM", "HOME", "XDG",
)  # fmt: skip


def toolchain_lines(tools: toolchain.Toolchain) -> list[str]:
    """Packages and tools the registered families declare (:attr:`Family.environment`:
    each package's version, each tool's path, version, targets and source), then what each
    family reports."""
    from pytest_irlower.cache.environment import declared
    from pytest_irlower.engines.llvm import skipped_note
    from pytest_irlower.families import REGISTRY

    distributions, executables = declared(REGISTRY)
    order = [name for name, _ in toolchain.PACKAGES]
    ranked = sorted(distributions, key=lambda n: order.index(n) if n in order else len(order))
    lines = [found.line() for found in toolchain.find_packages(ranked)]
    # the families' declared executables, and FileCheck (the filecheck fixture's own)
    names = sorted({*executables, "FileCheck"}, key=_tool_rank)
    for tool in tools.found_tools(names):
        note = skipped_note(tool) if tool.name in ("opt", "llc") else ""
        lines.append("tool " + tool.line() + note)
    for family in REGISTRY.families():
        lines.extend(family.header_lines(tools))
    return lines


_PACKAGE = re.compile(r"^([\w.-]+) (\S+) \(")
_TOOL = re.compile(r"^tool ([^:]+): .*? \(([^;)]*)(?:;.*?)?\) from (.+?)(?: \(|$)")
_TARGET = re.compile(r"^target (\w+): (none)?")


def one_line(lines: list[str]) -> str:
    """The toolchain in one line: every backend package and tool found, with its version (and
    the tool's source), and the targets that can be built; ``-v`` gives the full lines (paths,
    targets of each tool, every family's engines)."""
    packages = [f"{m[1]} {m[2]}" for m in map(_PACKAGE.match, lines) if m]
    tools = [
        f"{m[1]} {m[2].removeprefix('LLVM ').removeprefix(m[1] + ' ')} ({m[3]})"
        for m in map(_TOOL.match, lines)
        if m
    ]
    targets = [m for m in map(_TARGET.match, lines) if m]
    ready = [m[1] for m in targets if not m[2]]
    missing = [m[1] for m in targets if m[2]]
    parts = [", ".join(packages) or "no backend package", f"tools: {', '.join(tools) or 'none'}"]
    if targets:
        parts.append(
            f"targets: {', '.join(ready) or 'none'}"
            + (f" (not available: {', '.join(missing)})" if missing else "")
        )
    return "; ".join(parts) + " (-v: paths, engines)"


def _tool_rank(name: str) -> tuple[int, str]:
    known = KNOWN_TOOLS
    return (known.index(name) if name in known else len(known), name)


def remembered_toolchain_lines(
    tools: toolchain.Toolchain, conftests: Iterable[str] = ()
) -> list[str]:
    """:func:`toolchain_lines`, answered from :data:`pytest_irlower.runtime.process.PROBES` while
    nothing it reads has changed (see :func:`header_key`): a session's header then loads no
    family and runs no tool."""
    from pytest_irlower.runtime.process import PROBES

    key = header_key(tools, conftests)
    if key is not None:
        known = PROBES.get(key)
        if known is not None:
            return known[1].split("\n") if known[1] else []
    lines = toolchain_lines(tools)
    if key is not None:
        PROBES.put(key, 0, "\n".join(lines))
    return lines


def header_key(tools: toolchain.Toolchain, conftests: Iterable[str] = ()) -> str | None:
    """A digest of what the header is made from, or None when it cannot be told cheaply.

    The interpreter and ``sys.path`` with each folder's modification time (installing or
    removing a distribution changes its folder), the plugin's own files, the PATH folders,
    the tool paths given by option or ini value, the environment variables of
    :data:`_HEADER_ENV`, the conftest files and the import hooks. A family registered from
    Python, or Inductor's config already imported (it names the C++ compiler), is not
    keyed: the header is then made anew.
    """
    # a registry not imported yet has no family registered by hand (and stays unloaded)
    families = sys.modules.get("pytest_irlower.families")
    if families is not None and families.REGISTRY.registered_by_hand():
        return None
    if "torch._inductor.config" in sys.modules:
        return None
    env = sorted((k, v) for k, v in os.environ.items() if k.startswith(_HEADER_ENV))
    folders = [*sys.path, *os.environ.get("PATH", "").split(os.pathsep)]
    plugin = Path(__file__).resolve().parent
    files = [*plugin.rglob("*.py"), *plugin.parent.glob("pytest_irlower_*.py")]
    explicit = [*tools.option_paths.values(), *tools.ini_paths.values()]
    parts = [
        "header",
        sys.executable,
        sys.version,
        env,
        sorted(tools.option_paths.items()),
        sorted(tools.ini_paths.items()),
        tools.search_path,
        [type(finder).__qualname__ for finder in sys.meta_path],
        [(f, _stamp(f)) for f in folders],
        [(str(f), _stamp(str(f))) for f in sorted(files)],
        [(f, _stamp(f)) for f in sorted(conftests)],
        [(f, _stamp(f)) for f in explicit],
    ]
    return hashlib.blake2b(json.dumps(parts).encode(), digest_size=20).hexdigest()


def _stamp(path: str) -> list[int] | None:
    try:
        st = os.stat(path or ".")
    except OSError:
        return None
    return [st.st_ino, st.st_size, st.st_mtime_ns]
