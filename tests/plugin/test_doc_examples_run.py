"""The documentation's runnable examples run: every ``<!-- example: run -->`` block of README.md
and docs/*.md, each as a test module of one pytest run (tests/doc_examples.py finds them).

The examples lower small models, so they run in one subprocess: torch and torch-mlir are
imported once. Goldens the examples compare with are written by ``--snapshot-update``, as a
reader's first run writes them.
"""

from __future__ import annotations

import re

import pytest
from doc_examples import all_examples

# the documentation's examples lower torch models
pytestmark = pytest.mark.toolchain

RUN = [example for example in all_examples() if example.kind == "run"]


def test_every_runnable_example_passes(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("CI", raising=False)  # --snapshot-update is refused on CI
    names = {}
    for number, example in enumerate(RUN):
        stem = re.sub(r"\W", "_", example.page.stem)
        name = f"test_doc_{number:02d}_{stem}"
        pytester.makepyfile(**{name: example.code})
        names[name] = example.where
    result = pytester.runpytest_subprocess("--snapshot-update", "-p", "no:cacheprovider", "-rA")
    outcomes = result.parseoutcomes()
    bad = {
        key: outcomes[key] for key in ("failed", "errors", "error", "skipped") if key in outcomes
    }
    where = "".join(f"{name}.py is the example at {place}\n" for name, place in names.items())
    assert bad == {}, where + result.stdout.str()[-6000:]
    report = result.stdout.str()
    for name, where in names.items():
        assert re.search(rf"^(PASSED|XFAIL) {name}\.py::", report, re.M), f"{where} ran no test"
