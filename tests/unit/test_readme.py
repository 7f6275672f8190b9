"""The README and the pages under docs/: what they say the code declares, and where they point.

The README is for the test writer: the two commands, a tour, the IR table and links. The rest
lives under docs/; tests/unit/test_docs_examples.py checks the pages' examples.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pytest_irlower.cli.main import family_param_table, ir_type_table, main
from pytest_irlower.session.option_table import option_table

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def _generated(text: str, name: str) -> str:
    block = re.search(rf"<!-- {name}:begin -->\n(.*?)<!-- {name}:end -->", text, re.S)
    assert block is not None, f"no generated {name} table"
    return block.group(1)


def test_ir_table_is_what_the_families_declare() -> None:
    assert _generated(README, "ir-types") == ir_type_table(markdown=True), (
        "README's IR table is stale: replace it with `irlower types --markdown`"
    )


def test_option_table_is_what_options_py_declares() -> None:
    page = (ROOT / "docs" / "options.md").read_text(encoding="utf-8")
    assert _generated(page, "options") == option_table(markdown=True), (
        "docs/options.md's tables are stale: replace them with `irlower options --markdown`"
    )


def test_family_parameter_tables_are_what_the_families_declare() -> None:
    page = (ROOT / "docs" / "options.md").read_text(encoding="utf-8")
    assert _generated(page, "family-params") == family_param_table(markdown=True), (
        "docs/options.md's family parameter tables are stale: replace them with the tables "
        "after the option tables in `irlower options --markdown`"
    )


def test_irlower_options_prints_the_tables(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["options", "--markdown"]) == 0
    families = family_param_table(markdown=True)
    assert capsys.readouterr().out == option_table(markdown=True) + "\n" + families
    assert "| `language=` | `str` | `'mlir'` | `--language` |" in families
    assert main(["options"]) == 0
    plain = capsys.readouterr().out
    assert (
        "--irlower-strict-allow" in plain and "(ini) " in plain and "@pytest.mark.target(" in plain
    )


def test_the_option_table_lists_every_declaration() -> None:
    from pytest_irlower.session.options import INI, MARKERS, OPTIONS

    table = option_table(markdown=True)
    for flag, _ in OPTIONS:
        assert f"| `{flag}` |" in table
    for name, *_ in INI:
        assert f"| `{name}` |" in table
    for line in MARKERS:
        assert f"| `@pytest.mark.{line.partition(': ')[0]}` |" in table


def test_readme_starts_with_the_two_commands() -> None:
    lines = README.splitlines()
    assert lines[0] == "# pytest-irlower"
    block = README.split("```sh\n", 1)[1].split("```", 1)[0].splitlines()
    assert block[0].startswith("python3 -m pip install tox && python3 -m tox -e regression")
    assert block[1].startswith("python3 -m pip install tox && python3 -m tox -e unit,tests")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "python3 -m tox -e unit,tests" in ci  # the README's second command is what CI runs


def test_readme_fits_in_250_lines() -> None:
    assert len(README.splitlines()) <= 250


def test_readme_tours_what_a_test_writer_uses() -> None:
    for fixture in ("lower", "golden", "filecheck"):
        assert re.search(rf"def test_\w+\([^)]*\b{fixture}\b", README), fixture
    for name in ("@pytest.mark.target(", ".check_numerics(", "pytest.raises(LoweringError"):
        assert name in README, name


def test_writing_a_family_shows_the_tested_example_whole() -> None:
    example = (ROOT / "examples" / "toy_family.py").read_text(encoding="utf-8")
    page = (ROOT / "docs" / "writing-a-family.md").read_text(encoding="utf-8")
    assert f"```python\n{example}```" in page


def test_numerics_shows_the_xfail_suite_that_runs_with_the_regression_suite() -> None:
    example = (ROOT / "tests" / "regression" / "test_numerics_xfail.py").read_text(encoding="utf-8")
    page = (ROOT / "docs" / "numerics.md").read_text(encoding="utf-8")
    assert f"```python\n{example}```" in page
    assert "xfail(raises=NumericMismatch)" in page and "xfail(raises=LoweringError)" in page


def _slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation but '-' dropped, spaces as '-'."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def _anchors(page: Path) -> set[str]:
    anchors: set[str] = set()
    in_fence = False
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
        elif not in_fence and re.match(r"#{1,6} ", line):
            slug = _slug(line.lstrip("#"))
            count = 0
            while (name := slug if count == 0 else f"{slug}-{count}") in anchors:
                count += 1
            anchors.add(name)
    return anchors


def _links(page: Path) -> list[str]:
    """Markdown links outside code blocks and code spans."""
    prose: list[str] = []
    in_fence = False
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
        elif not in_fence:
            prose.append(re.sub(r"`+[^`]*`+", "", line))
    return re.findall(r"\]\(([^)\s]+)\)", "\n".join(prose))


def test_slugs_follow_github() -> None:
    assert _slug(" When -n pays") == "when--n-pays"
    assert _slug(" `-n`") == "-n"
    assert _slug(" What `lower` returns") == "what-lower-returns"


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_points_at_a_file_and_heading_that_exist(page: Path) -> None:
    broken = []
    for link in _links(page):
        if re.match(r"[a-z]+:", link):  # https:, mailto:
            continue
        path, _, anchor = link.partition("#")
        target = (page.parent / path).resolve() if path else page
        if not target.exists():
            broken.append(f"{link}: no file {target}")
        elif anchor and target.suffix == ".md" and anchor not in _anchors(target):
            broken.append(f"{link}: no heading #{anchor} in {target.relative_to(ROOT)}")
    assert broken == []
