"""The file of remembered OpInfo sample counts (conformance/samplecounts.py), without torch:
one table per torch build, a corrupt or foreign file ignored and rewritten, no file without a
folder, writers that merge instead of overwriting."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pytest_irlower.conformance.samplecounts import FILE_NAME, KEEP_TORCHES, SampleCounts


def _file(folder: Path) -> dict[str, object]:
    return json.loads((folder / FILE_NAME).read_text())


def test_counts_written_by_one_run_are_read_by_the_next(tmp_path: Path) -> None:
    first = SampleCounts(tmp_path, "2.13.0+cpu abc")
    assert first.get("add float32 seed=0 source=1") is None
    first.put("add float32 seed=0 source=1", 12)
    first.put("mul float32 seed=0 source=2", 0)
    first.save()
    again = SampleCounts(tmp_path, "2.13.0+cpu abc")
    assert again.get("add float32 seed=0 source=1") == 12
    assert again.get("mul float32 seed=0 source=2") == 0
    assert _file(tmp_path) == {
        "format": 1,
        "torches": {
            "2.13.0+cpu abc": {"add float32 seed=0 source=1": 12, "mul float32 seed=0 source=2": 0}
        },
    }


def test_another_torch_build_does_not_see_the_counts_and_both_tables_are_kept(
    tmp_path: Path,
) -> None:
    old = SampleCounts(tmp_path, "2.12.0+cpu old")
    old.put("add float32 seed=0 source=1", 12)
    old.save()
    new = SampleCounts(tmp_path, "2.13.0+cpu abc")
    assert new.get("add float32 seed=0 source=1") is None  # stale: counted again
    new.put("add float32 seed=0 source=1", 13)
    new.save()
    assert SampleCounts(tmp_path, "2.12.0+cpu old").get("add float32 seed=0 source=1") == 12
    assert SampleCounts(tmp_path, "2.13.0+cpu abc").get("add float32 seed=0 source=1") == 13


def test_only_the_tables_of_the_last_torch_builds_written_are_kept(tmp_path: Path) -> None:
    names = [f"2.{minor}.0" for minor in range(KEEP_TORCHES + 2)]
    for name in names:
        counts = SampleCounts(tmp_path, name)
        counts.put("add float32 seed=0 source=1", 1)
        counts.save()
    assert list(_file(tmp_path)["torches"]) == names[-KEEP_TORCHES:]  # type: ignore[call-overload]


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        "[]",
        '{"format": 99, "torches": {}}',
        '{"format": 1, "torches": []}',
        '{"format": 1, "torches": {"t": {"add float32 seed=0 source=1": "twelve"}}}',
        '{"format": 1, "torches": {"t": {"add float32 seed=0 source=1": -1}}}',
        '{"format": 1, "torches": {"t": {"add float32 seed=0 source=1": true}}}',
    ],
)
def test_a_corrupt_or_foreign_file_is_ignored_and_rewritten(tmp_path: Path, content: str) -> None:
    (tmp_path / FILE_NAME).write_text(content)
    counts = SampleCounts(tmp_path, "t")
    assert counts.get("add float32 seed=0 source=1") is None
    counts.put("add float32 seed=0 source=1", 12)
    counts.save()
    assert _file(tmp_path) == {"format": 1, "torches": {"t": {"add float32 seed=0 source=1": 12}}}


def test_two_writers_at_once_merge_what_each_counted(tmp_path: Path) -> None:
    """Two xdist workers that read the same (empty) file and count different ops: the
    second to save keeps the first one's entries (it merges what the file holds then)."""
    one, two = SampleCounts(tmp_path, "t"), SampleCounts(tmp_path, "t")
    assert one.get("a") is None and two.get("b") is None
    one.put("a", 1)
    two.put("b", 2)
    one.save()
    two.save()
    assert _file(tmp_path)["torches"] == {"t": {"a": 1, "b": 2}}
    assert not [p.name for p in tmp_path.iterdir() if p.name != FILE_NAME]  # no temporaries


def test_without_a_folder_nothing_is_read_or_written(tmp_path: Path) -> None:
    counts = SampleCounts(None, "t")
    counts.put("a", 1)
    counts.save()
    assert counts.get("a") == 1  # this process still knows what it counted
    assert list(tmp_path.iterdir()) == []


def test_an_unwritable_folder_keeps_nothing_and_raises_nothing(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    counts = SampleCounts(blocker / "cache", "t")  # a folder under a plain file
    counts.put("a", 1)
    counts.save()
    assert counts.get("a") == 1


def test_a_count_already_known_is_not_written_again(tmp_path: Path) -> None:
    first = SampleCounts(tmp_path, "t")
    first.put("a", 1)
    first.save()
    stamp = (tmp_path / FILE_NAME).stat().st_mtime_ns
    again = SampleCounts(tmp_path, "t")
    again.put("a", 1)
    again.save()
    assert (tmp_path / FILE_NAME).stat().st_mtime_ns == stamp
