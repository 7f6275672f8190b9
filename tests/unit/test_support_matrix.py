"""The declared support matrix is the tested one (issue 35).

pyproject.toml's ranges for Python, pytest, syrupy, filecheck, pytest-xdist, torch,
torch-mlir and Triton must start where ``tox -e oldest`` pins and admit what
``tox -e tests`` pins; under ``tox -e oldest`` the installed distributions are those pins.
"""

from __future__ import annotations

import configparser
import os
import re
import sys
import tomllib
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
TOX = configparser.ConfigParser(interpolation=None)
TOX.read(ROOT / "tox.ini", encoding="utf-8")

#: the ranges the issue names, and the extra (None: the core requirements) declaring each
MATRIX = {
    "pytest": None,
    "syrupy": None,
    "filecheck": None,
    "pytest-xdist": "xdist",
    "torch": "torch",
    "torch-mlir": "torch",
    "triton": "triton",
}


def _declared(name: str) -> Requirement:
    extra = MATRIX[name]
    project = PYPROJECT["project"]
    lines = project["dependencies"] if extra is None else project["optional-dependencies"][extra]
    found = [Requirement(line) for line in lines if Requirement(line).name == name]
    assert len(found) == 1, (name, extra, lines)
    return found[0]


def _pins(env: str) -> dict[str, Version]:
    """``name==version`` lines of a tox env's deps (the local label of torch's +cpu kept)."""
    pins = {}
    for line in TOX[f"testenv:{env}" if env != "testenv" else "testenv"]["deps"].splitlines():
        match = re.fullmatch(r"\s*([\w.-]+)==(\S+)\s*", line)
        if match:
            pins[match.group(1)] = Version(match.group(2))
    return pins


def _lowest(requirement: Requirement) -> Version:
    floors = [Version(s.version) for s in requirement.specifier if s.operator in (">=", "==")]
    assert len(floors) == 1, f"{requirement}: one lower bound (>= or ==) expected"
    return floors[0]


@pytest.mark.parametrize("name", list(MATRIX))
def test_oldest_pins_the_lowest_version_each_range_admits(name: str) -> None:
    declared = _declared(name)
    pinned = _pins("oldest")[name]
    assert Version(pinned.public) == _lowest(declared), declared
    assert declared.specifier.contains(pinned.public), declared


@pytest.mark.parametrize("name", list(MATRIX))
def test_every_range_is_bounded_above_and_admits_the_newest_ci_runs(name: str) -> None:
    declared = _declared(name)
    assert any(s.operator in ("<", "<=", "==") for s in declared.specifier), (
        f"{declared}: an open range claims releases no CI env has run"
    )
    newest = _pins("testenv").get(name)
    if newest is not None:
        assert declared.specifier.contains(newest.public), declared


def test_torch_is_the_cpu_build_in_every_env() -> None:
    """A plain torch==X takes the CUDA build from PyPI: tox pins the +cpu build."""
    for env in ("testenv", "oldest"):
        assert _pins(env)["torch"].local == "cpu", env


def test_python_is_what_ci_runs() -> None:
    """CI runs Python 3.11 (this interpreter's version under tox): the classifiers and
    requires-python claim that one version."""
    project = PYPROJECT["project"]
    versions = [
        c.rsplit(" :: ", 1)[1]
        for c in project["classifiers"]
        if re.fullmatch(r"Programming Language :: Python :: 3\.\d+", c)
    ]
    assert versions == ["3.11"]
    assert project["requires-python"] == ">=3.11,<3.12"
    assert f"{sys.version_info.major}.{sys.version_info.minor}" == "3.11"


def test_installed_versions_lie_in_the_declared_ranges() -> None:
    """Every env: what is installed is what the ranges admit (a range narrower than a CI
    env's pin, or a pin outside its range, fails here). Under tox -e oldest
    (IRLOWER_MATRIX=oldest), each is exactly that env's pin."""
    oldest = os.environ.get("IRLOWER_MATRIX") == "oldest"
    checked = []
    for name in MATRIX:
        try:
            installed = Version(metadata.version(name))
        except metadata.PackageNotFoundError:
            continue
        checked.append(name)
        assert _declared(name).specifier.contains(installed.public), (name, installed)
        if oldest:
            assert installed == _pins("oldest")[name], name
    assert {"pytest", "syrupy", "filecheck"} <= set(checked)
    if oldest:
        assert set(checked) == set(MATRIX)
