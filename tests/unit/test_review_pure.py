"""The review's pure parts: the change summary, the report records and the page's data."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from pytest_irlower.api.result import LoweredIR
from pytest_irlower.checks.golden import GoldenOutcome, classify
from pytest_irlower.checks.goldenrun import NEW, REAL, RENAMES, STATUSES, UNCHANGED, status_named
from pytest_irlower.report import html as htmlreport
from pytest_irlower.report import review


def test_summary_counts_last_result_per_golden_and_lists_changed_files() -> None:
    results = [
        {"path": "golden/t/a.ll", "status": "new"},
        {"path": "golden/t/b.ll", "status": "unchanged"},
        {"path": "golden/t/c.ll", "status": "real change"},
        {"path": "golden/t/d.ll", "status": "renames only"},
        {"path": "golden/t/b.ll", "status": "unchanged"},  # the same golden twice (-n rerun)
    ]
    summary = review.summarize(results, kept=2, update=False)
    assert summary.lines() == [
        "goldens: 1 new, 1 changed (real), 1 changed (renames only), 1 unchanged, 2 kept (not run)",
        "changed (real) in 1 subject: t: c (1 golden)",
        "changed (renames only) in 1 subject: t: d (1 golden)",
        "files affected (3):",
        "  new           golden/t/a.ll",
        "  real change   golden/t/c.ll",
        "  renames only  golden/t/d.ll",
    ]
    assert (
        review.summarize(results, kept=0, update=True)
        .lines(limit=1)[0]
        .startswith("goldens written: ")
    )
    assert review.summarize(results, kept=0, update=True).lines(limit=1)[-1] == (
        "  ... 2 more (-v lists all)"
    )


def test_classify() -> None:
    old = "define void @f() {\n  %1 = add i32 1, 2\n  ret void\n}\n"
    assert classify(None, old, "llvm") is NEW
    assert classify(old, old, "llvm") is UNCHANGED
    assert classify(old, old.replace("%1", "%x"), "llvm") is RENAMES
    assert classify(old, old.replace("add", "sub"), "llvm") is REAL


def test_golden_statuses_are_data() -> None:
    """One value per outcome (lit's ResultCode): what reports carry, what the summary prints,
    the class `irlower accept --only` takes and whether the assertion fails."""
    assert [(s.name, s.label, s.kind, s.is_failure) for s in STATUSES] == [
        ("new", "new", "new", True),
        ("real change", "changed (real)", "real", True),
        ("renames only", "changed (renames only)", "renames", True),
        ("unchanged", "unchanged", "unchanged", False),
    ]
    assert [s.changed for s in STATUSES] == [False, True, True, False]
    assert all(status_named(s.name) is s for s in STATUSES)
    assert str(REAL) == "real change"
    import pytest

    from pytest_irlower.errors import UsageError

    with pytest.raises(UsageError, match="unknown golden status 'changed'"):
        status_named("changed")


def test_filecheck_failure_finds_the_check_and_the_search_start() -> None:
    llvm = (
        "checks:2:15: error: CHECK-NEXT: expected string not found in input\n"
        "CHECK-NEXT: unreachable\n              ^\n"
        "x.ir:3:1: note: scanning from here\n"
    )
    assert review.filecheck_failure(llvm) == (
        "CHECK-NEXT: expected string not found in input\nCHECK-NEXT: unreachable",
        3,
    )
    python = 'checks:1: error: Couldn\'t match "fmul".\nCurrent position at x.ir:7:1\n'
    assert review.filecheck_failure(python)[1] == 7


def test_spool_records_passes_texts_once_and_the_page_embeds_them(tmp_path: Path) -> None:
    spool = review.Spool(tmp_path)
    ir = LoweredIR(
        "module {}\n",
        ir_type="raw_ir",
        stages={"a": "module {}\n", "b": "module {}\n"},
        timings={"a": 0.5, "b": 0.25},
    )
    ir.passes = {"b": {"canonicalize": "module {}\n", "cse": "x " * 100000}}  # type: ignore[attr-defined]
    spool.lowering("t.py::test", ir)
    spool.golden(
        "t.py::test",
        GoldenOutcome(
            path="golden/t/test.mlir",
            status=REAL,
            written=False,
            passed=False,
            syntax="mlir",
            first_stage="b",
            stage_names=("a", "b"),
            old="%0 = x\n",
            new="%0 = y\n",
        ),
    )
    (tmp_path / "999.jsonl").write_text('{"kind": "lowering", "nod')  # a crashed worker's line
    records, texts = review.read_spool(tmp_path)
    assert [r["kind"] for r in records] == ["lowering", "golden"]
    assert len(texts) == 4  # "module {}" once, the big pass, both golden texts
    lowering = records[0]
    assert [name for name, _ in lowering["passes"]["b"]] == ["canonicalize", "cse"]
    assert review.unpack(texts[lowering["passes"]["b"][1][1]]) == "x " * 100000
    golden = records[1]
    # the texts as the files have them: the reviewer searches the golden for these lines
    assert review.unpack(texts[golden["old"]]) == "%0 = x\n"
    assert golden["hunks"] == [[["replace", 0, 1, 0, 1]]]

    page = tmp_path / "r.html"
    outcomes = {"t.py::test": {"outcome": "failed", "duration": 1.0}}
    htmlreport.write(
        page,
        records=records,
        texts=texts,
        outcomes=outcomes,
        summary={},
        header=["irlower: tool x"],
        title="t",
    )
    html = page.read_text()
    assert len(html) < 20000  # the 200 kB pass is stored compressed
    data = json.loads(re.search(r'id="irlower-data">(.*?)</script>', html, re.S).group(1))  # type: ignore[union-attr]
    (row,) = data["rows"]
    assert row["outcome"] == "failed" and row["change"] == "real change"
    assert row["goldens"][0]["first_stage"] == "b"
    assert "<link" not in html and "http" not in html.split("<script>")[0]


def test_changed_goldens_are_grouped_by_subject() -> None:
    """One edited model is one real change, however many IR types and targets reach it."""
    from pytest_irlower.report.review import ChangeSummary

    base = "golden/tests/regression/test_goldens/"
    summary = ChangeSummary(
        counts={REAL: 3, RENAMES: 2},
        files=[
            (REAL, base + "test_model[mlp-llvm_ir].ll"),
            (REAL, base + "test_model[mlp-torch_mlir].mlir"),
            (REAL, base + "test_model_gpu[spirv-mlp].spvasm"),
            (RENAMES, base + "test_kernel[nvptx-matmul].3.ptx"),
            (RENAMES, "golden/tests/test_x/test_plain.txt"),
        ],
    )
    lines = summary.lines()
    assert lines[1] == "changed (real) in 1 subject: mlp (3 goldens)"
    assert lines[2] == (
        "changed (renames only) in 2 subjects: matmul (1 golden), test_x: test_plain (1 golden)"
    )
    assert summary.as_dict()["subjects"] == lines[1:3]


def test_a_test_parametrized_by_ir_type_alone_is_one_subject() -> None:
    """``@pytest.mark.parametrize("ir_type", [...])`` alone: the test is the subject."""
    from pytest_irlower.checks.golden import REAL
    from pytest_irlower.report.review import ChangeSummary

    base = "golden/tests/regression/test_goldens/"
    summary = ChangeSummary(
        counts={REAL: 3},
        files=[
            (REAL, base + "test_block[torch_mlir].mlir"),
            (REAL, base + "test_block[linalg_on_tensors_mlir].mlir"),
            (REAL, base + "test_block[llvm_ir-nvptx].ll"),
        ],
    )
    assert summary.lines()[1] == "changed (real) in 1 subject: test_goldens: test_block (3 goldens)"


def test_the_subjects_are_named_without_loading_a_family(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The summary of every run tells IR types apart in golden names: it reads their names
    from the families' declarations and loads no family (each costs its imports)."""
    from pytest_irlower.checks.golden import REAL
    from pytest_irlower.families import BUILTIN, REGISTRY
    from pytest_irlower.report.review import ChangeSummary

    def refuse(name: str) -> Callable[[], Any]:
        def load() -> Any:
            raise AssertionError(f"family {name!r} loaded to name the subjects")

        return load

    # a family of an entry point (IREE's) declares nothing without loading: it may load
    REGISTRY._read_entry_points()
    loaders = {n: refuse(n) if n in BUILTIN else f for n, f in REGISTRY._loaders.items()}
    monkeypatch.setattr(REGISTRY, "_loaders", loaders)
    monkeypatch.setattr(REGISTRY, "_families", {})
    monkeypatch.setattr(REGISTRY, "_types", None)
    base = "golden/tests/regression/test_goldens/"
    summary = ChangeSummary(
        counts={REAL: 2},
        files=[
            (REAL, base + "test_model[mlp-triton_nvptx].ptx"),
            (REAL, base + "test_model[mlp-onnx].txt"),
        ],
    )
    assert summary.lines()[1] == "changed (real) in 1 subject: mlp (2 goldens)"
