"""What the session header and ``irlower toolchain`` print about the toolchain."""

from __future__ import annotations

from pytest_irlower import toolchain
from pytest_irlower.families import REGISTRY


def toolchain_lines(tools: toolchain.Toolchain) -> list[str]:
    """Packages, tools (path, version, targets, source), then what each family reports."""
    from pytest_irlower.engines.llvm import skipped_note

    lines = [found.line() for found in toolchain.find_packages()]
    for tool in tools.found_tools():
        note = skipped_note(tool) if tool.name in ("opt", "llc") else ""
        lines.append("tool " + tool.line() + note)
    for family in REGISTRY.families():
        lines.extend(family.header_lines(tools))
    return lines
