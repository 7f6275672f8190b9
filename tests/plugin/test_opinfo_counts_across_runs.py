"""The session gives a ``samples="all"`` OpInfo suite the cross-run cache folder for its
sample counts: the second ``--co`` builds no sample and names the same items;
``--irlower-no-cache`` reads and writes no file. A spy in the project's conftest counts the
calls of ``OpInfo.sample_inputs`` and prints them at the end of the run."""

from __future__ import annotations

import re

import pytest

SPY = """
CALLS = []


def pytest_configure(config):
    from torch.testing._internal.opinfo.core import OpInfo

    original = OpInfo.sample_inputs

    def spy(self, *args, **kwargs):
        CALLS.append(self.name)
        return original(self, *args, **kwargs)

    OpInfo.sample_inputs = spy
    config.add_cleanup(lambda: setattr(OpInfo, "sample_inputs", original))


def pytest_terminal_summary(terminalreporter):
    terminalreporter.write_line(f"sample_inputs calls: {len(CALLS)}")
"""

SUITE = """
from pytest_irlower.conformance import opinfo_suite

test_ops = opinfo_suite("llvm_mlir", ops="add|abs", samples="all")
"""

COUNTS = ".irlower/cache/opinfo-samples.json"


def _collect(pytester: pytest.Pytester, *args: str) -> tuple[int, list[str]]:
    # in this process (torch and the OpInfo database imported once); the spy is undone
    # when the run's config is
    result = pytester.runpytest("-p", "no:cacheprovider", "--co", "-q", *args)
    assert result.ret == 0, result.stdout.str()
    out = result.stdout.str()
    found = re.search(r"sample_inputs calls: (\d+)", out)
    assert found, out
    return int(found.group(1)), [line for line in result.stdout.lines if "::test_ops[" in line]


@pytest.mark.toolchain
def test_the_second_collection_builds_no_sample_and_no_cache_writes_no_file(
    pytester: pytest.Pytester,
) -> None:
    pytester.makeconftest(SPY)
    pytester.makepyfile(test_opinfo=SUITE)
    calls, first = _collect(pytester)
    assert calls == 2 and len(first) > 2  # add and abs, counted once each
    assert "test_opinfo.py::test_ops[llvm_mlir-add-float32-s1]" in first
    assert (pytester.path / COUNTS).is_file()
    calls, again = _collect(pytester)
    assert (calls, again) == (0, first)
    (pytester.path / COUNTS).unlink()
    calls, uncached = _collect(pytester, "--irlower-no-cache")
    assert (calls, uncached) == (2, first)
    assert not (pytester.path / COUNTS).exists()
