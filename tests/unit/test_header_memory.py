"""The session header is remembered while nothing it is made from changes."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from pytest_irlower import Family, IRType, register_family
from pytest_irlower.families import REGISTRY
from pytest_irlower.report import header as report
from pytest_irlower.runtime import toolchain


def test_the_key_follows_what_the_header_reads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # (another test of this process may have imported Inductor's config: then nothing is
    # remembered, since a conftest may have set its compiler)
    monkeypatch.delitem(sys.modules, "torch._inductor.config", raising=False)
    tools = toolchain.Toolchain()
    key = report.header_key(tools)
    assert key is not None and key == report.header_key(tools)
    with monkeypatch.context() as changed:
        changed.setenv("CXX", "my-c++")  # Inductor's compiler
        assert report.header_key(tools) != key
    monkeypatch.setenv("SOME_SHELL_SESSION_ID", "1")  # not something the header reads
    assert report.header_key(tools) == key
    conftest = tmp_path / "conftest.py"
    conftest.write_text("x = 1\n")
    with_conftest = report.header_key(tools, [str(conftest)])
    assert with_conftest != key
    conftest.write_text("x = 22\n")  # edited: another key
    assert report.header_key(tools, [str(conftest)]) != with_conftest
    opt = tmp_path / "opt"
    opt.write_text("#!/bin/sh\n")
    opt.chmod(0o755)
    assert report.header_key(toolchain.Toolchain(option_paths={"opt": str(opt)})) != key
    monkeypatch.setitem(sys.modules, "torch._inductor.config", sys)  # imported: not keyed
    assert report.header_key(tools) is None


def test_a_family_registered_from_python_is_never_remembered(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    class Toy(Family):
        name = "toy_header"
        ir_types = (IRType("toy_header_ir", "text", ".txt", "text", "a toy"),)

        def header_lines(self, tools: toolchain.Toolchain) -> list[str]:
            return ["toy: here"]

    monkeypatch.setenv("IRLOWER_PROBE_CACHE", str(tmp_path / "probes.json"))
    register_family(Toy)
    try:
        monkeypatch.delitem(sys.modules, "torch._inductor.config", raising=False)
        assert report.header_key(toolchain.Toolchain()) is None
        assert "toy: here" in report.remembered_toolchain_lines(toolchain.Toolchain())
    finally:
        REGISTRY.unregister("toy_header")


def test_remembered_lines_are_the_lines(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from pytest_irlower.runtime import process
    from pytest_irlower.runtime.probememory import ProbeMemory

    monkeypatch.delitem(sys.modules, "torch._inductor.config", raising=False)
    monkeypatch.setenv("IRLOWER_PROBE_CACHE", str(tmp_path / "probes.json"))
    monkeypatch.setattr(process, "PROBES", ProbeMemory())
    tools = toolchain.Toolchain()
    first = report.remembered_toolchain_lines(tools)
    assert (tmp_path / "probes.json").exists()
    assert first == report.toolchain_lines(tools)
    calls = []
    monkeypatch.setattr(report, "toolchain_lines", lambda t: calls.append(t) or ["made anew"])
    assert report.remembered_toolchain_lines(tools) == first and calls == []


def test_the_default_header_is_one_line() -> None:
    """Packages with versions, tool names and targets; everything else waits for -v."""
    from pytest_irlower.report.header import one_line

    lines = [
        "torch 2.13.0+cpu (/venv/site-packages): lower()'s PyTorch IR types",
        "triton: not found (no 'triton' distribution installed)",
        "tool opt: /usr/bin/opt (LLVM 23.1.0) from PATH",
        "tool FileCheck: /x/FileCheck (LLVM 23.1.0; targets nvptx64) from --irlower-tool (x)",
        "inductor: CPU code compiled with /usr/bin/g++ (g++ 12.2.0)",
        "target nvptx: opt -O2 by opt (LLVM 23.1.0, PATH); llc by llc (LLVM 23.1.0, PATH)",
        "target spirv: none (code generator for target spirv not available: " + "x" * 500 + ")",
    ]
    assert one_line(lines) == (
        "torch 2.13.0+cpu; tools: opt 23.1.0 (PATH), FileCheck 23.1.0 (--irlower-tool); "
        "targets: nvptx (not available: spirv) (-v: paths, engines)"
    )
