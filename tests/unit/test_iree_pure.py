"""The IREE family's pure parts: public-API-only imports, its declaration in pyproject,
arch checks and flags, tool discovery with decoys."""

from __future__ import annotations

import ast
import re
import stat
import subprocess
import sys
from pathlib import Path

import pytest

import pytest_irlower
import pytest_irlower_iree as iree
from pytest_irlower import Toolchain, ToolchainMissing, UsageError

ROOT = Path(__file__).resolve().parents[2]
MODULE = ROOT / "pytest_irlower_iree.py"


def test_the_module_imports_only_the_public_api() -> None:
    """What a distribution of its own could import: ``pytest_irlower``'s top-level names."""
    tree = ast.parse(MODULE.read_text())
    used: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            private = [a.name for a in node.names if a.name.startswith("pytest_irlower.")]
            assert not private, f"imports private modules {private}"
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("pytest_irlower"):
            assert node.module == "pytest_irlower", f"imports from {node.module}"
            used += [alias.name for alias in node.names]
    assert used
    assert set(used) <= set(pytest_irlower.__all__), set(used) - set(pytest_irlower.__all__)
    # and it stays one module small enough to read: docs/ir-types.md says how long it is
    lines = len(MODULE.read_text().splitlines())
    assert f"({lines} lines)" in (ROOT / "docs" / "ir-types.md").read_text()


def test_pyproject_registers_it_through_the_entry_point_with_an_extra() -> None:
    tomllib = pytest.importorskip("tomllib", reason="tomllib is Python 3.11+")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert project["project"]["entry-points"]["pytest_irlower.families"] == {
        "iree": "pytest_irlower_iree"
    }
    assert "iree-base-compiler>=3.13,<3.14" in project["project"]["optional-dependencies"]["iree"]
    assert "pytest_irlower_iree" in project["tool"]["setuptools"]["py-modules"]
    assert "iree-base-compiler==3.13.0" in (ROOT / "tox.ini").read_text()


def test_every_contract_name_is_declared_in_order() -> None:
    names = [t.name for t in iree.IREE.ir_types]
    assert names == [
        "iree_input",
        "iree_abi",
        "iree_preprocessing",
        "iree_global_optimization",
        "iree_dispatch_creation",
        "iree_flow",
        "iree_stream",
        "iree_executable_sources",
        "iree_executable_targets",
        "iree_hal",
        "iree_vm",
        "iree_dispatch",
    ]
    # each phase is built from the one before, the first from torch-mlir's Linalg
    afters = [t.after for t in iree.IREE.ir_types]
    assert afters[0] == "linalg_on_tensors_mlir"
    assert afters[1:11] == names[:10]
    assert afters[11] == "iree_executable_targets"
    assert {t.suffix for t in iree.IREE.ir_types} == {".mlir", ".ll"}


@pytest.mark.parametrize(
    ("target", "arch", "fragment"),
    [
        ("nvptx", "sm_90", "iree-compile rejects it); valid archs: sm_60, "),
        ("nvptx", "sm_100", "rejects it"),
        ("nvptx", "sm_52", "iree-compile does not know it); valid archs: sm_60, "),
        ("amdgpu", "gfx906", "does not know it); valid archs: gfx908, gfx90a, gfx942"),
    ],
)
def test_an_arch_iree_cannot_take_is_a_usage_error(target: str, arch: str, fragment: str) -> None:
    with pytest.raises(UsageError) as info:
        iree.check_arch("iree_dispatch", target, arch)
    message = str(info.value)
    assert message.startswith(
        f"ir_type 'iree_dispatch': IREE cannot compile for arch {arch!r} of target {target!r}"
    )
    assert fragment in message


def test_good_archs_and_archless_targets_pass() -> None:
    for arch in iree.CUDA_ARCHS:
        iree.check_arch("iree_hal", "nvptx", arch)
    for arch in iree.ROCM_ARCHS:
        iree.check_arch("iree_hal", "amdgpu", arch)
    iree.check_arch("iree_hal", "spirv", None)
    iree.check_arch("iree_hal", None, None)


def test_defaults_and_flags_per_target() -> None:
    family = iree.IREE()
    assert family.default_arch("nvptx") == "sm_80"  # the plugin's sm_90 is no arch of IREE's
    assert family.default_arch("amdgpu") == "gfx942"
    assert family.default_arch("spirv") is None
    assert iree.device_flags(None, None) == iree.CPU_FLAGS
    assert "--iree-llvmcpu-target-cpu=generic" in iree.CPU_FLAGS  # the same on every host
    assert iree.device_flags("nvptx", "sm_86") == (
        "--iree-hal-target-device=cuda",
        "--iree-cuda-target=sm_86",
    )
    assert iree.device_flags("amdgpu", "gfx90a")[1] == "--iree-rocm-target=gfx90a"
    assert iree.device_flags("spirv", None)[0] == "--iree-hal-target-device=vulkan"


def test_dispatch_files_sort_in_dispatch_order() -> None:
    names = ["m_dispatch_10_x.spv", "m_dispatch_2_x.spv", "m_dispatch_1_x.spv"]
    ordered = sorted((Path(n) for n in names), key=iree.natural_key)
    assert [p.name for p in ordered] == [
        "m_dispatch_1_x.spv",
        "m_dispatch_2_x.spv",
        "m_dispatch_10_x.spv",
    ]
    assert iree.join_spirv(["; SPIR-V\nA\n", "; SPIR-V\nB"]) == "; SPIR-V\nA\n\n; SPIR-V\nB\n"


def _decoy(directory: Path, name: str, version_text: str) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    script = directory / name
    script.write_text(
        f"#!/bin/sh\nif [ \"$1\" = --version ]; then printf '%s\\n' '{version_text}'; fi\n"
    )
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return script


def test_a_named_iree_compile_wins_and_its_version_is_read(tmp_path: Path) -> None:
    decoy = _decoy(
        tmp_path,
        "iree-compile",
        "IREE (https://iree.dev):\n  IREE compiler version 9.9.9 @ 0123456789abcdef\n"
        "  LLVM version 30.0.0git\n  Optimized build",
    )
    tools = Toolchain(option_paths={"iree-compile": str(decoy)}, search_path="")
    found = iree.find_iree_compile(tools)
    assert (found.command, found.source) == ((str(decoy),), "--irlower-tool")
    assert iree.iree_version(found.command) == "9.9.9 @ 0123456789ab (LLVM 30.0.0git)"
    header = iree.IREE().header_lines(tools)
    assert header[0].startswith(
        f"iree: iree-compile 9.9.9 @ 0123456789ab (LLVM 30.0.0git): {decoy} from --irlower-tool"
    )


def test_missing_iree_says_where_it_looked_and_how_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(iree, "_iree_binary", lambda: None)
    tools = Toolchain(search_path="", env={})
    with pytest.raises(ToolchainMissing) as info:
        iree.find_iree_compile(tools)
    message = str(info.value)
    assert message.startswith("IREE (iree-compile) not available: looked for iree-compile in ")
    assert message.endswith("(pip install 'pytest-irlower[iree]')")
    assert re.search(
        r"\$IRLOWER_IREE_COMPILE, PATH and the python package iree-base-compiler", message
    )
    assert iree.IREE().header_lines(tools)[0].startswith("iree: none (IREE (iree-compile) not")


def test_loading_the_module_imports_no_heavy_package() -> None:
    code = (
        "import sys, pytest_irlower_iree\n"
        "print(sorted(m for m in ('torch', 'torch_mlir', 'triton', 'iree') if m in sys.modules))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert done.stdout.strip() == "[]"
