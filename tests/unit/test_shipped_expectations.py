"""The expectations files this repository ships: every failing entry names its cause class,
and none is the harness's own (a failure of ours is a bug to fix, not an expectation)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_irlower.conformance import expectations as exp

SHIPPED = sorted(
    (Path(__file__).resolve().parents[1] / "regression" / "conformance").glob("*.json")
)


def test_the_shipped_files_are_found() -> None:
    assert {path.name for path in SHIPPED} >= {"expectations.json", "numerics_xfail.json"}


@pytest.mark.parametrize("path", SHIPPED, ids=lambda path: path.name)
def test_every_failing_entry_names_a_cause_and_none_is_the_harness(path: Path) -> None:
    table = exp.load(path)
    failing = [
        (config, case, entry)
        for config, entries in table.items()
        for case, entry in entries.items()
        if entry.phase
    ]
    assert failing
    unnamed = [f"{config} / {case}" for config, case, entry in failing if not entry.cause]
    assert not unnamed, f"{len(unnamed)} failing entries name no cause: {unnamed[:10]}"
    ours = [f"{config} / {case}" for config, case, entry in failing if entry.cause == "harness"]
    assert not ours, f"failures of the harness kept as expectations (fix them): {ours}"
    # the file is as --irlower-update-expectations writes it: a review diff is the change
    assert exp.dump(table) == path.read_text(encoding="utf-8")
