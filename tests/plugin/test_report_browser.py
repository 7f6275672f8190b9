"""--irlower-report opened in a real browser: headless Chromium renders the page, a filter
hides what it should, a side-by-side diff renders, and a screenshot is kept as an artifact."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest
from review_project import ADD_RENAMED, SUB, make, no_ci

# Chromium, a system package
pytestmark = pytest.mark.toolchain

CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",  # root in CI containers
    "--disable-gpu",
    "--hide-scrollbars",
    "--virtual-time-budget=10000",  # lets the page's async rendering finish
)


def _chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        found = shutil.which(name)
        if found:
            return found
    pytest.skip(
        "Chromium not available: no chromium, chromium-browser or google-chrome on PATH "
        "(apt-get install chromium)"
    )


class _Dom(HTMLParser):
    """Rows of the lowering table, the diff cells and the detail panel's text."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[dict[str, str | None]] = []
        self.body: dict[str, str | None] = {}
        self.cells: list[tuple[str, str]] = []
        self.texts: list[str] = []
        self._cell: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        if tag == "tr" and "data-index" in attributes:
            self.rows.append(attributes)
        elif tag == "body":
            self.body = attributes
        elif tag == "td" and attributes.get("class") in ("del", "ins"):
            self._cell = attributes["class"]

    def handle_endtag(self, tag: str) -> None:
        if tag == "td":
            self._cell = None

    def handle_data(self, data: str) -> None:
        self.texts.append(data)
        if self._cell:
            self.cells.append((self._cell, data))


def _dump(chromium: str, url: str) -> _Dom:
    done = subprocess.run(
        [chromium, *CHROMIUM_FLAGS, "--dump-dom", url],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    dom = _Dom()
    dom.feed(done.stdout)
    return dom


def test_report_renders_filters_and_diffs_in_chromium(
    pytester: pytest.Pytester, request: pytest.FixtureRequest
) -> None:
    chromium = _chromium()
    patch = no_ci()
    try:
        make(pytester)
        pytester.runpytest_subprocess("--snapshot-update", "-k", "not fc").assert_outcomes(passed=4)
        make(pytester, a=ADD_RENAMED, b=SUB)
        pytester.runpytest_subprocess("--irlower-report=r.html").assert_outcomes(failed=3, passed=2)
    finally:
        patch.undo()
    page = (pytester.path / "r.html").as_uri()

    # which row is test_b's lowering (the real change), from the page's own data
    html = (pytester.path / "r.html").read_text()
    data = json.loads(re.search(r'id="irlower-data">(.*?)</script>', html, re.S).group(1))  # type: ignore[union-attr]
    index = next(str(r["index"]) for r in data["rows"] if r["nodeid"].endswith("::test_b"))

    # the "real change" filter, and test_b's lowering opened: its diff side by side
    view = _dump(chromium, f"{page}#change=real+change&open={index}")
    assert len(view.rows) == 5  # test_a, b, c, d_not_run, fc: every lowering is listed
    assert view.body.get("data-ready") is not None
    hidden = [row for row in view.rows if "hidden" in row]
    assert len(hidden) == 4 and all(row["data-change"] != "real change" for row in hidden)
    assert "1 of 5 lowerings shown" in view.texts
    assert view.body.get("data-opened") == index
    assert ("del", "  %2 = add i32 %0, %0") in view.cells  # the files' own names
    assert ("ins", "  %2 = sub i32 %0, %0") in view.cells
    assert "first changed stage: echo_src" in view.texts

    shot = pytester.path / "report.png"
    subprocess.run(
        [
            chromium,
            *CHROMIUM_FLAGS,
            "--window-size=1400,900",
            f"--screenshot={shot}",
            f"{page}#open={index}",
        ],
        capture_output=True,
        timeout=120,
        check=True,
    )
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 10_000
    artifacts = Path(
        os.environ.get("IRLOWER_ARTIFACTS", request.config.rootpath / ".irlower" / "artifacts")
    )
    artifacts.mkdir(parents=True, exist_ok=True)
    shutil.copy(shot, artifacts / "report-browser-test.png")
