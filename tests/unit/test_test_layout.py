"""The test tree itself: one pytest run over ``tests/`` must collect every file."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]


def test_test_modules_have_unique_basenames() -> None:
    """The test folders are not packages (rootdir-relative imports, no ``__init__.py``),
    so two test files of one basename stop a whole run at collection ("import file
    mismatch"), which a run of one folder does not show."""
    seen: defaultdict[str, list[str]] = defaultdict(list)
    for path in TESTS.rglob("test_*.py"):
        seen[path.name].append(str(path.relative_to(TESTS)))
    assert {name: paths for name, paths in seen.items() if len(paths) > 1} == {}
