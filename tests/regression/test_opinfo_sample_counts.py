"""A ``samples="all"`` OpInfo suite counts each op's samples once: a later collection reads
the counts from the cross-run cache folder and builds no sample; each item builds its own
op's samples when it runs, once per op and process (conformance/samplecounts.py). A spy on
``OpInfo.sample_inputs`` counts the samples built."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from unittest import mock

import pytest

from pytest_irlower.conformance.opinfo import OpInfoOps
from pytest_irlower.conformance.samplecounts import FILE_NAME, torch_identity

OPS = "add|abs|nn\\.functional\\.relu"


@pytest.fixture
def built() -> Iterator[list[str]]:
    """The ops whose samples were built (one entry per ``sample_inputs`` call)."""
    from torch.testing._internal.opinfo.core import OpInfo

    calls: list[str] = []
    original = OpInfo.sample_inputs

    def spy(self: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(str(self.name))
        return original(self, *args, **kwargs)

    with mock.patch.object(OpInfo, "sample_inputs", spy):
        yield calls


def _source(memory: Path | None, ops: str = OPS) -> OpInfoOps:
    source = OpInfoOps(ops=ops, samples="all")
    source.memory = memory
    return source


def _names(source: OpInfoOps) -> list[str]:
    return [case.name for case in source.ids()]


def test_a_second_collection_builds_no_sample_and_names_the_same_items(
    tmp_path: Path, built: list[str]
) -> None:
    fresh = _names(_source(None))
    assert sorted(set(built)) == ["abs", "add", "nn.functional.relu"]
    built.clear()
    first = _names(_source(tmp_path))
    assert built and (tmp_path / FILE_NAME).is_file()
    built.clear()
    again = _source(tmp_path)
    assert _names(again) == first == fresh
    assert built == []  # every count was remembered
    adds = [name for name in first if name.startswith("add-")]
    assert len(adds) > 2
    for name in adds:  # each item builds its sample when it runs: the op's samples once
        assert again.build(name).untestable == ""
    assert built == ["add"]


def test_an_entry_of_another_torch_build_is_counted_again(tmp_path: Path, built: list[str]) -> None:
    first = _names(_source(tmp_path))
    path = tmp_path / FILE_NAME
    data = json.loads(path.read_text())
    data["torches"] = {"2.0.0 other": data["torches"].pop(torch_identity())}
    path.write_text(json.dumps(data))
    built.clear()
    assert _names(_source(tmp_path)) == first
    assert sorted(set(built)) == ["abs", "add", "nn.functional.relu"]
    assert set(json.loads(path.read_text())["torches"]) == {"2.0.0 other", torch_identity()}


def test_a_corrupt_file_is_ignored_and_rewritten(tmp_path: Path, built: list[str]) -> None:
    fresh = _names(_source(None))
    (tmp_path / FILE_NAME).write_text('{"format": 1, "torches": {"')
    built.clear()
    assert _names(_source(tmp_path)) == fresh
    assert sorted(set(built)) == ["abs", "add", "nn.functional.relu"]
    counts = json.loads((tmp_path / FILE_NAME).read_text())["torches"][torch_identity()]
    assert sum(counts.values()) == len(fresh)


def test_a_wrong_count_is_corrected_when_an_item_of_the_op_runs(
    tmp_path: Path, built: list[str]
) -> None:
    """A count that no longer holds (the samples changed under the same key) gives the
    items it names; the first item of the op that runs builds its samples and writes the
    true count, so the next collection names the right items."""
    right = _names(_source(tmp_path, "add"))
    path = tmp_path / FILE_NAME
    data = json.loads(path.read_text())
    table = data["torches"][torch_identity()]
    (key,) = table
    table[key] = 2
    path.write_text(json.dumps(data))
    wrong = _source(tmp_path, "add")
    assert _names(wrong) == ["add-float32-s0", "add-float32-s1"]
    built.clear()
    wrong.build("add-float32-s0")
    assert built == ["add"]
    assert json.loads(path.read_text())["torches"][torch_identity()][key] == len(right)
    assert _names(_source(tmp_path, "add")) == right
