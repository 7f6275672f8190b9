"""The Python examples of README.md and docs/*.md, each with what its page says about testing it.

Every ```python block carries, on the line just before it, one of:

- ``<!-- example: run -->``: a complete test module; tests/plugin/test_doc_examples_run.py
  runs it with pytest;
- ``<!-- example: file PATH -->``: the whole of PATH, a file the test suite runs;
- ``<!-- example: not run: REASON -->``: a fragment or a costly example, with the reason; a
  ``tests/....py::name`` in the reason names the test that covers it, and must exist.
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MARKER = re.compile(r"<!-- example: (run|file (?P<path>\S+)|not run: (?P<reason>.+?)) -->")


@dataclass(frozen=True)
class Example:
    """One ```python block of a page."""

    page: Path
    line: int  # of the opening fence, 1-based
    marker: str  # the marker line before the block, stripped ("" when there is none)
    code: str  # the block's text, dedented to its fence

    @property
    def where(self) -> str:
        return f"{self.page.relative_to(ROOT)}:{self.line}"

    @property
    def kind(self) -> str | None:
        """``run``, ``file``, ``not run``, or None for a missing or malformed marker."""
        found = MARKER.fullmatch(self.marker)
        if found is None:
            return None
        if found.group("path"):
            return "file"
        if found.group("reason"):
            return "not run"
        return "run"

    @property
    def argument(self) -> str:
        """The PATH of a ``file`` marker, the REASON of a ``not run`` one."""
        found = MARKER.fullmatch(self.marker)
        assert found is not None
        return found.group("path") or found.group("reason") or ""


def pages() -> list[Path]:
    """README.md and every page under docs/."""
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def examples(page: Path) -> list[Example]:
    """The page's ```python blocks (indented ones, inside list items, included)."""
    lines = page.read_text(encoding="utf-8").splitlines()
    found: list[Example] = []
    index = 0
    while index < len(lines):
        fence = lines[index]
        if fence.strip() != "```python":
            index += 1
            continue
        end = index + 1
        while lines[end].strip() != "```":
            end += 1
        body = textwrap.dedent("\n".join(lines[index + 1 : end]) + "\n")
        marker = lines[index - 1].strip() if index > 0 else ""
        found.append(Example(page, index + 1, marker, body))
        index = end + 1
    return found


def all_examples() -> list[Example]:
    """Every example of every page."""
    return [example for page in pages() for example in examples(page)]
