"""The pure parts of conformance suites: the expectations file (parse, judge, update,
dump) and the pass-rate report."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pytest_irlower.conformance import expectations as exp
from pytest_irlower.conformance import report
from pytest_irlower.conformance.runcase import gist
from pytest_irlower.errors import UsageError


def test_entries_take_a_phase_and_an_optional_reason() -> None:
    table = exp.parse({"llvm_mlir": {"a": "numerics", "b": {"phase": "torch_mlir", "reason": "r"}}})
    assert table == {
        "llvm_mlir": {"a": exp.Expectation("numerics"), "b": exp.Expectation("torch_mlir", "r")}
    }


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], 'expected {"CONFIG"'),
        ({"c": []}, "configuration 'c'"),
        ({"c": {"a": {"phase": "pass"}}}, "phase must name where the item fails"),
        ({"c": {"a": {"phase": "run", "why": "x"}}}, "unknown key(s) why"),
        ({"c": {"a": {"phase": "run", "reason": 3}}}, "reason must be a string"),
    ],
)
def test_a_bad_entry_names_the_problem_and_the_form(data: object, message: str) -> None:
    with pytest.raises(UsageError, match=None) as info:
        exp.parse(data, "f.json")
    assert message in str(info.value)
    assert str(info.value).startswith("f.json")


def test_a_file_that_is_not_json_says_so(tmp_path: Path) -> None:
    path = tmp_path / "e.json"
    path.write_text("{nope")
    with pytest.raises(UsageError, match="not valid JSON"):
        exp.load(path)
    assert exp.load(tmp_path / "missing.json") == {}


def test_judge_xfail_xpass_strict_and_another_phase() -> None:
    expected = exp.Expectation("numerics", "polynomial exp")
    assert exp.judge("pass", None).kind == "passed"
    assert exp.judge("run", None).kind == "failed"
    assert exp.judge("numerics", expected).kind == "xfailed"
    assert exp.judge("pass", expected).kind == "xpassed"
    assert exp.judge("pass", expected, strict=False).kind == "passed"
    moved = exp.judge("torch_mlir", expected)
    assert moved.kind == "failed"
    assert moved.message == (
        "failed at torch_mlir; the expectations say it fails at numerics (polynomial exp)"
    )


def test_update_keeps_reasons_and_skips_and_what_did_not_run() -> None:
    table = exp.parse(
        {
            "c": {
                "fixed": {"phase": "run", "reason": "was broken"},
                "moved": {"phase": "run", "reason": "kept"},
                "hang": {"phase": "skip", "reason": "hangs"},
                "not_run": "numerics",
            }
        }
    )
    results = [
        exp.Result("c", "fixed", "pass"),
        exp.Result("c", "moved", "numerics", "new gist"),
        exp.Result("c", "hang", "pass"),
        exp.Result("c", "new", "torch_mlir", "failed to legalize"),
        exp.Result("d", "other", "run", "crash"),
    ]
    new, counts = exp.update(table, results)
    assert counts == {"added": 2, "removed": 1, "changed": 1}
    assert new == {
        "c": {
            "moved": exp.Expectation("numerics", "kept", cause="numerics"),
            "hang": exp.Expectation("skip", "hangs"),
            "not_run": exp.Expectation("numerics"),
            "new": exp.Expectation("torch_mlir", "failed to legalize", cause="torch-mlir"),
        },
        "d": {"other": exp.Expectation("run", "crash", cause="runtime")},
    }


def test_the_file_is_sorted_json_one_entry_a_line(tmp_path: Path) -> None:
    table = exp.parse(
        {"z": {"b": "run", "a": {"phase": "numerics", "reason": "r"}}, "y": {"c": "run"}}
    )
    path = tmp_path / "sub" / "e.json"
    exp.write(path, table)
    text = path.read_text()
    assert text == (
        '{\n  "y": {\n    "c": {"phase": "run"}\n  },\n  "z": {\n'
        '    "a": {"phase": "numerics", "reason": "r"},\n    "b": {"phase": "run"}\n  }\n}\n'
    )
    assert exp.load(path) == table
    assert json.loads(text)  # plain JSON


def test_gist_is_the_first_error_line_and_the_report_groups_alike_errors() -> None:
    message = (
        "lowering failed at stage 'torch_mlir':\n"
        "  loc(\"x.py\":3:4): error: failed to legalize operation 'torch.aten.foo' %12 = 4\n"
        "reproduce with: torch-mlir-opt x"
    )
    assert gist(message) == "failed to legalize operation 'torch.aten.foo' %12 = 4"
    records = [
        {
            "config": "c",
            "case": f"op{i}-float32-s0",
            "group": f"op{i}",
            "phase": "torch_mlir",
            "verdict": "xfailed",
            "gist": f"failed %{i} with {i + 10} dims",
            "expected": "torch_mlir",
            "cause": "torch-mlir",
            "checked": "lowering",
        }
        for i in range(3)
    ] + [
        {
            "config": "c",
            "case": "ok-float32-s0",
            "group": "ok",
            "phase": "pass",
            "verdict": "passed",
            "gist": "",
            "expected": None,
            "checked": "numerics",
        },
        {
            "config": "c",
            "case": "new-float32-s0",
            "group": "new",
            "phase": "run",
            "verdict": "failed",
            "gist": "crash",
            "expected": None,
            "cause": "runtime",
            "checked": "lowering",
        },
        {
            "config": "c",
            "case": "rand-float32-s0",
            "group": "rand",
            "phase": "skip",
            "verdict": "skipped",
            "gist": "untestable",
            "expected": None,
        },
    ]
    previous = {"ok-float32-s0": "numerics", "new-float32-s0": "pass"}
    lines = report.summary_lines("c", records, previous)
    assert lines[0] == "c: 6 items, 1 of 5 pass (20.0%) [1 numerics checked]"
    assert lines[1] == "  outcomes: 1 passed, 3 xfailed, 1 failed, 1 skipped"
    # as Intel reports it: passes over what ran less the expected failures
    assert lines[2] == "  pass rate without the expected failures: 1 of 2 (50.0%)"
    assert lines[3] == "  first failing phase: torch_mlir 3, run 1"
    assert lines[4] == "  cause: torch-mlir 3, runtime 1"
    assert lines[5] == (
        "  against the expectations: newly passing 0, newly failing 1, failing at another phase 0"
    )
    assert (
        lines[6] == "  against the previous run: newly passing 1, newly failing 1 (2 items in both)"
    )
    assert lines[8] == "       3  torch_mlir: failed %_ with N dims  [op0, op1, op2]"
    assert report.per_group(records)["op1"] == {"fail at torch_mlir (torch-mlir)": 1}
    page = report.html_section(records, {})
    assert "<td>new</td><td>1</td><td>1 fail at run (runtime)</td>" in page


def test_the_top_level_alternatives_of_an_ops_pattern() -> None:
    from pytest_irlower.conformance.opinfo import alternatives, unknown_alternatives

    assert alternatives(r"add|nn\.functional\.(relu|gelu)|[|]x|a\|b") == [
        "add",
        r"nn\.functional\.(relu|gelu)",
        "[|]x",
        r"a\|b",
    ]
    names = ["add", "mul", "nn.functional.relu", "max.reduction_with_dim"]
    assert unknown_alternatives(r"add|mull|nn\.functional\..*|max\..*|sub", names) == [
        "mull",
        "sub",
    ]


def test_an_unknown_op_name_is_a_usage_error_with_close_names() -> None:
    from pytest_irlower.conformance.opinfo import _no_unknown_names

    _no_unknown_names("add|mul", ["add", "mul"])
    with pytest.raises(UsageError) as info:
        _no_unknown_names("add|mull", ["add", "mul", "mvlgamma"])
    assert str(info.value).startswith(
        "ops='add|mull': 'mull' (did you mean mul?) match(es) no OpInfo op; each alternative"
    )


def test_the_command_reads_the_configuration_of_its_folder(tmp_path: Path) -> None:
    from pytest_irlower.conformance.command import find_ini, ini_arguments

    inner = tmp_path / "a" / "b"
    inner.mkdir(parents=True)
    (tmp_path / "a" / "pyproject.toml").write_text("[project]\nname = 'x'\n")  # no pytest part
    (tmp_path / "tox.ini").write_text("[pytest]\naddopts = -q\n")
    assert find_ini(inner) == tmp_path / "tox.ini"
    assert ini_arguments(inner) == ["-c", str(tmp_path / "tox.ini"), f"--rootdir={tmp_path}"]
    (inner / "pytest.ini").write_text("")  # pytest.ini counts even empty
    assert ini_arguments(inner) == ["-c", str(inner / "pytest.ini"), f"--rootdir={inner}"]


# -- tolerances and version conditions as data ------------------------------------------


def test_entries_take_tolerances_and_a_version_condition() -> None:
    table = exp.parse(
        {
            "llvm_mlir": {
                "@defaults": {"exp": {"rtol": 1e-5}, "float16": {"rtol": 2e-3, "atol": 1e-4}},
                "acos-float32-s0": {"phase": "numerics", "when": {"torch": "<2.14"}},
                "cos-float32-s0": {"rtol": 3e-6, "reason": "a polynomial"},
            }
        }
    )
    entries = table["llvm_mlir"]
    assert entries["acos-float32-s0"] == exp.Expectation("numerics", when={"torch": "<2.14"})
    assert entries["cos-float32-s0"] == exp.Expectation("", "a polynomial", rtol=3e-6)
    assert entries["@defaults:float16"] == exp.Expectation("", rtol=2e-3, atol=1e-4)
    # the file is written back as it was read
    assert exp.parse(json.loads(exp.dump(table))) == table


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ({"rtol": "1e-5"}, "rtol must be a number >= 0, got '1e-5'"),
        ({"atol": -1}, "atol must be a number >= 0"),
        ({"reason": "x"}, "phase must name where the item fails"),
        ({"phase": "run", "when": {"pytorch": "<2"}}, "unknown component 'pytorch'"),
        ({"phase": "run", "when": {"torch": "two"}}, "'two' is not a version specifier"),
        ({"phase": "run", "when": "torch<2"}, '"when": {"torch": "<2.14"}'),
    ],
)
def test_a_bad_tolerance_or_condition_names_the_problem(entry: object, message: str) -> None:
    with pytest.raises(UsageError) as info:
        exp.parse({"c": {"a": entry}}, "f.json")
    assert message in str(info.value)


def test_tolerances_come_from_the_entry_then_the_op_then_the_dtype(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from pytest_irlower.conformance import versions

    monkeypatch.setattr(versions, "installed", lambda component: "2.13.0+cpu")
    table = exp.parse(
        {
            "c": {
                "@defaults": {
                    "exp": {"rtol": 1e-5},
                    "float16": {"rtol": 2e-3, "atol": 1e-4},
                    "sin": {"rtol": 9.0, "when": {"torch": ">=2.14"}},
                },
                "exp-float16-s1": {"atol": 7e-7},
            }
        }
    )
    assert exp.tolerances(table, "c", "exp-float16-s1", "exp") == (1e-5, 7e-7)
    assert exp.tolerances(table, "c", "exp-float16-s0", "exp") == (1e-5, 1e-4)
    assert exp.tolerances(table, "c", "abs-float16-s0", "abs") == (2e-3, 1e-4)
    assert exp.tolerances(table, "c", "sin-float32-s0", "sin") == (None, None)  # not on 2.13
    assert exp.tolerances(table, "other", "exp-float16-s0", "exp") == (None, None)


def test_a_version_condition_decides_whether_an_entry_applies(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from pytest_irlower.conformance import versions

    have = {"torch": "2.13.0+cpu", "torch-mlir": "20261001", "triton": None, "iree": "3.13.0"}
    monkeypatch.setattr(versions, "installed", lambda component: have[component])
    old = exp.Expectation("numerics", when={"torch": "<2.14"})
    assert old.active and old.fails
    assert exp.judge("numerics", old).kind == "xfailed"
    new = exp.Expectation("numerics", when={"torch": ">=2.14", "torch-mlir": ">=20261001"})
    assert not new.active and not new.fails
    assert exp.judge("numerics", new).kind == "failed"  # it does not apply: expected to pass
    assert not exp.Expectation("run", when={"triton": ">=3"}).active  # not installed
    assert exp.Expectation("run", when={"iree": "==3.13.*"}).active


@pytest.mark.parametrize(
    ("version", "spec", "holds"),
    [
        ("2.13.0+cpu", "<2.14", True),
        ("2.14.0", "<2.14", False),
        ("2.14.1", ">=2.13,<2.15", True),
        ("20261001", ">=20261001", True),
        ("20260901", ">=20261001", False),
        ("3.9.0", "==3.9.*", True),
        ("3.10.0", "==3.9.*", False),
        ("2.13", "==2.13.0", True),
        ("2.13.2", "~=2.13.0", True),
        ("2.14.0", "~=2.13.0", False),
        ("2.13.0", "!=2.13.0", False),
    ],
)
def test_versions_compare_as_pip_compares_them(version: str, spec: str, holds: bool) -> None:
    """With packaging (which pytest requires) and with the plain fallback alike."""
    from pytest_irlower.conformance import versions

    assert versions.satisfies(version, spec) is holds
    assert versions._satisfies_simply(version, spec) is holds


def test_the_update_keeps_tolerances_conditions_and_entries_for_other_versions(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from pytest_irlower.conformance import versions

    monkeypatch.setattr(versions, "installed", lambda component: "2.13.0")
    table = exp.parse(
        {
            "c": {
                "@defaults": {"exp": {"rtol": 1e-5}},
                "a": {"phase": "numerics", "rtol": 1e-4, "reason": "slack"},
                "b": {"phase": "run", "when": {"torch": "<2.14"}, "reason": "old torch"},
                "d": {"phase": "run", "when": {"torch": ">=2.14"}},
                "e": {"rtol": 1e-3},
            }
        }
    )
    results = [
        exp.Result("c", "a", "pass"),
        exp.Result("c", "b", "torch_mlir", "moved"),
        exp.Result("c", "d", "pass"),
        exp.Result("c", "e", "numerics", "1 of 4 differ"),
    ]
    new, counts = exp.update(table, results)
    assert new["c"]["a"] == exp.Expectation("", "slack", rtol=1e-4)  # tolerance kept
    assert new["c"]["b"] == exp.Expectation(
        "torch_mlir", "old torch", when={"torch": "<2.14"}, cause="torch-mlir"
    )
    assert new["c"]["d"] == table["c"]["d"]  # for other versions: left alone
    assert new["c"]["e"] == exp.Expectation(
        "numerics", "1 of 4 differ", rtol=1e-3, cause="numerics"
    )
    assert new["c"]["@defaults:exp"] == table["c"]["@defaults:exp"]
    assert counts == {"added": 1, "removed": 1, "changed": 1}


def test_the_summary_reports_stale_entries() -> None:
    records = [
        {"config": "c", "case": "a", "group": "a", "verdict": "passed", "phase": "pass",
         "stale": "no longer fails (the entry says numerics)"},
        {"config": "c", "case": "b", "group": "b", "verdict": "failed", "phase": "run",
         "stale": "its condition does not hold: when torch >=2.14 (installed: 2.13.0)"},
    ]  # fmt: skip
    lines = report.summary_lines("c", records)
    at = lines.index("  stale expectations (2): remove or update them")
    assert lines[at + 1 : at + 3] == [
        "    a: no longer fails (the entry says numerics)",
        "    b: its condition does not hold: when torch >=2.14 (installed: 2.13.0)",
    ]


def test_an_opinfo_item_splits_into_op_dtype_and_sample() -> None:
    record = {"case": "max.reduction_with_dim-float16-s2", "group": "max.reduction_with_dim"}
    assert report.split_case(record) == ("max.reduction_with_dim", "float16", "s2")
    assert report.split_case({"case": "bert", "group": "bert"}) == ("bert", "", "")
    rows = [
        {"case": "add-float32-s0", "group": "add", "verdict": "passed", "phase": "pass"},
        {"case": "acos-float32-s1", "group": "acos", "verdict": "failed", "phase": "numerics",
         "cause": "numerics", "gist": "output 0: 1 of 4 elements differ"},
    ]  # fmt: skip
    assert report.table_lines(rows) == [
        "  op    dtype    sample  outcome  phase     cause     first line",
        "  acos  float32  s1      failed   numerics  numerics  output 0: 1 of 4 elements differ",
    ]
    assert len(report.table_lines(rows, every=True)) == 3
    assert report.rates(rows)["pass_rate"] == 50.0


def test_samples_take_a_number_or_all() -> None:
    from pytest_irlower.conformance.opinfo import parse_samples

    assert parse_samples(3) == 3 and parse_samples("2") == 2 and parse_samples("all") is None
    for bad in (0, "some", True, 1.5):
        with pytest.raises(UsageError, match=r"expected a whole number >= 1, or 'all'"):
            parse_samples(bad)  # type: ignore[arg-type]


def test_an_entry_names_its_cause_class_from_a_fixed_list() -> None:
    table = exp.parse({"c": {"a": {"phase": "fx_graph", "cause": "export", "reason": "r"}}})
    assert table["c"]["a"].cause == "export"
    assert table["c"]["a"].as_json() == {"phase": "fx_graph", "cause": "export", "reason": "r"}
    with pytest.raises(UsageError) as caught:
        exp.parse({"c": {"a": {"phase": "fx_graph", "cause": "pytorch"}}})
    message = str(caught.value)
    assert "c / a: cause 'pytorch' is not a cause class; the classes are export (" in message
    for name in ("torch-mlir", "iree", "runtime", "numerics", "harness"):
        assert f", {name} (" in message
    with pytest.raises(UsageError, match="cause 'export' without a phase"):
        exp.parse({"c": {"a": {"cause": "export", "rtol": 1e-3}}})
    # what a phase says on its own; the rest is for a person to name
    assert exp.default_cause("fx_graph") == "export"
    assert exp.default_cause("stablehlo_mlir") == "torch-mlir"
    assert exp.default_cause("iree_dispatch") == "iree"
    assert exp.default_cause("run") == "runtime"
    assert exp.default_cause("lower") == exp.default_cause("llvm_mlir") == ""
    # a report shows the entry's class where the item failed as the entry says
    entry = exp.Expectation("numerics", cause="torch-mlir")
    assert exp.cause_of(entry, "numerics") == "torch-mlir"
    assert exp.cause_of(entry, "run") == "runtime"
    assert exp.cause_of(None, "pass") == ""
