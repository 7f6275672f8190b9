"""The IREE family (pytest_irlower_iree.py) as a third party's family: loaded from a copy
outside the package, its session header, and the skip when IREE is missing."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
from pathlib import Path

import pytest

MODULE = Path(__file__).resolve().parents[2] / "pytest_irlower_iree.py"


def _iree_installed() -> bool:
    try:  # find_spec of a submodule imports its parent: no ``iree`` at all raises
        return importlib.util.find_spec("iree.compiler") is not None
    except ImportError:
        return False


pytestmark = [
    pytest.mark.toolchain,
    pytest.mark.skipif(
        shutil.which("iree-compile") is None and not _iree_installed(),
        reason="IREE not available: pip install 'pytest-irlower[iree]' (iree-base-compiler)",
    ),
]

# replaces the installed family (the entry point) by the copy, as a team would register its
# own file from a conftest
REGISTER_COPY = """
import iree_copy
from pytest_irlower import REGISTRY, register_family

if any(family.name == "iree" for family in REGISTRY.families()):
    REGISTRY.unregister("iree")
register_family(iree_copy.IREE)
"""


def test_a_copy_of_the_module_outside_the_package_lowers_every_target(
    pytester: pytest.Pytester, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "iree_copy.py").write_text(MODULE.read_text())
    monkeypatch.setenv(
        "PYTHONPATH", os.pathsep.join([str(elsewhere), os.environ.get("PYTHONPATH", "")])
    )
    pytester.makeconftest(REGISTER_COPY)
    pytester.makepyfile(
        test_copy="""
import pytest
import torch
from pytest_irlower import REGISTRY


def test_the_copy_is_the_family():
    assert type(REGISTRY.family("iree")).__module__ == "iree_copy"


@pytest.mark.target("nvptx", "amdgpu", "spirv")
def test_dispatch(lower, golden):
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.ReLU()).eval()
    ir = lower(model, (torch.randn(2, 4),), ir_type="iree_dispatch")
    assert "main_dispatch_0" in ir
    assert ir == golden


def test_phase_on_the_cpu(lower, filecheck):
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.ReLU()).eval()
    ir = lower(model, (torch.randn(2, 4),), ir_type="iree_flow")
    assert list(ir.stages)[-6:] == [
        "iree_input", "iree_abi", "iree_preprocessing", "iree_global_optimization",
        "iree_dispatch_creation", "iree_flow",
    ]
    filecheck(ir, "CHECK: flow.executable private @main_dispatch_0")
"""
    )
    result = pytester.runpytest_subprocess("--snapshot-update", "-p", "no:cacheprovider", "-v")
    result.assert_outcomes(passed=5)
    goldens = sorted(p.name for p in (pytester.path / "golden" / "test_copy").iterdir())
    assert goldens == [
        "test_dispatch[amdgpu].amdgcn",
        "test_dispatch[nvptx].ptx",
        "test_dispatch[spirv].spvasm",
    ]
    # the header names the copy's IREE, its version and where it came from
    result.stdout.fnmatch_lines(["irlower: iree: iree-compile 3.*: *iree-compile from *"])


HIDE_IREE = """
import importlib.abc
import sys


class HideIREE(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name == "iree" or name.startswith("iree."):
            raise ModuleNotFoundError(f"No module named {name!r}")
        return None


sys.meta_path.insert(0, HideIREE())
"""


def test_missing_iree_skips_with_the_install_hint(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    # no iree-compile on PATH, and the python package hidden
    path = [p for p in os.environ.get("PATH", "").split(os.pathsep) if p]
    monkeypatch.setenv(
        "PATH",
        os.pathsep.join(p for p in path if not (Path(p) / "iree-compile").exists()),
    )
    monkeypatch.delenv("IRLOWER_IREE_COMPILE", raising=False)
    pytester.makeconftest(HIDE_IREE)
    pytester.makepyfile(
        test_missing="""
import torch


def test_phase(lower):
    lower(torch.nn.Linear(2, 2).eval(), (torch.randn(1, 2),), ir_type="iree_flow")
"""
    )
    result = pytester.runpytest_subprocess("-rs", "-v", "-p", "no:cacheprovider")
    result.assert_outcomes(skipped=1)
    hint = re.escape("(pip install 'pytest-irlower[iree]')")
    missing = re.escape("IREE (iree-compile) not available: looked for iree-compile in ")
    result.stdout.re_match_lines(
        [
            rf"irlower: iree: none \({missing}.*PATH and the python package iree-base-compiler {hint}\)$",
            rf"SKIPPED \[1\] test_missing.py:\d+: {missing}.* {hint}$",
        ]
    )
    strict = pytester.runpytest_subprocess("--irlower-strict", "-p", "no:cacheprovider")
    strict.assert_outcomes(failed=1)
    strict.stdout.re_match_lines([rf".*{hint} \[--irlower-strict\]"])
