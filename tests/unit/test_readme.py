"""The README says what the code declares: its IR table and its family example."""

from __future__ import annotations

import re
from pathlib import Path

from pytest_irlower.cli import ir_type_table

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_ir_table_is_what_the_families_declare() -> None:
    block = re.search(r"<!-- ir-types:begin -->\n(.*?)<!-- ir-types:end -->", README, re.S)
    assert block is not None, "README has no generated IR table"
    assert block.group(1) == ir_type_table(markdown=True), (
        "README's IR table is stale: replace it with `irlower types --markdown`"
    )


def test_writing_a_family_shows_the_tested_example_whole() -> None:
    example = (ROOT / "examples" / "toy_family.py").read_text(encoding="utf-8")
    section = README[README.index("## Writing a family") :]
    assert f"```python\n{example}```" in section


def test_readme_starts_with_the_two_commands() -> None:
    lines = README.splitlines()
    assert lines[0] == "# pytest-irlower"
    block = README.split("```sh\n", 1)[1].split("```", 1)[0].splitlines()
    assert block[0].startswith("python3 -m pip install tox && python3 -m tox -e regression")
    assert block[1].startswith("python3 -m pip install tox && python3 -m tox -e tests")


def test_numerics_shows_the_xfail_suite_that_runs_with_the_regression_suite() -> None:
    example = (ROOT / "tests" / "regression" / "test_numerics_xfail.py").read_text(encoding="utf-8")
    section = README[README.index("## Numerics") : README.index("## Deterministic text")]
    assert f"```python\n{example}```" in section
    assert "xfail(raises=NumericMismatch)" in section and "xfail(raises=LoweringError)" in section
