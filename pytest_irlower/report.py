"""What the session header and ``irlower toolchain`` print about the toolchain."""

from __future__ import annotations

from pytest_irlower import toolchain
from pytest_irlower.errors import ToolchainMissing


def toolchain_lines(tools: toolchain.Toolchain) -> list[str]:
    """Packages, tools (path, version, targets, source) and the code generator per target."""
    from pytest_irlower.chains import targets

    lines = [found.line() for found in toolchain.find_packages()]
    for tool in tools.found_tools():
        note = targets.skipped_note(tool) if tool.name in ("opt", "llc") else ""
        lines.append("tool " + tool.line() + note)
    for name in targets.TARGETS:
        try:
            lines.extend("target " + line for line in targets.plan(name, tools).lines())
        except ToolchainMissing as exc:
            lines.append(f"target {name}: none ({exc})")
    return lines
