"""Conformance suites from outside: a family registered in a conftest (the toy family of
examples/toy_family.py, which lowers text: nothing here imports torch) qualified with
hand-given cases and a JSON expectations file: XFAIL by phase, XPASS(strict), a failure
at another phase, skip entries, --irlower-update-expectations, the pass-rate summary and
its comparison with the previous run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

TOY = Path(__file__).resolve().parents[2] / "examples" / "toy_family.py"

CONFTEST = """
import pytest_irlower
from toy_family import Toy

pytest_irlower.register_family(Toy)
"""

SUITE = """
from pytest_irlower.conformance import case_suite

test_toy = case_suite({CASES}, "toy_asm", expectations="toy.json")
"""

CASES = {"sum": "1 2 +", "product": "2 3 *", "underflow": "1 +", "word": "1 two +"}


def _project(pytester: pytest.Pytester, cases: dict[str, str] = CASES) -> None:
    (pytester.path / "toy_family.py").write_text(TOY.read_text())
    pytester.makeconftest(CONFTEST)
    pytester.makeini("[pytest]\npythonpath = .\n")
    pytester.makepyfile(test_toy=SUITE.replace("{CASES}", repr(cases)))


def _expectations(pytester: pytest.Pytester, name: str = "toy.json") -> dict[str, object]:
    return json.loads((pytester.path / name).read_text())


def test_unexpected_failures_are_red_and_the_summary_groups_them(pytester: pytest.Pytester) -> None:
    _project(pytester)
    result = pytester.runpytest("-p", "no:cacheprovider", "--irlower-report=r.html")
    result.assert_outcomes(passed=2, failed=2)
    page = (pytester.path / "r.html").read_text()
    assert '<details id="conformance" open>' in page
    assert "<tr><td>underflow</td><td>1</td><td>1 fail at toy_asm</td></tr>" in page
    result.stdout.fnmatch_lines(
        [
            "toy_asm / underflow: failed at toy_asm; the expectations say it passes",
            "  token 2 ('+'): stack underflow",
            "*irlower conformance*",
            "toy_asm (toy.json): 4 items, 2 of 4 pass (50.0%) [2 lowering checked]",
            "  first failing phase: toy_asm 2",
            "  against the expectations: newly passing 0, newly failing 2,*",
            "*1  toy_asm: token N ('+'): stack underflow  [[]underflow]",
        ]
    )
    assert "torch" not in result.stdout.str().split("irlower conformance")[1]


def test_update_records_failures_with_their_phase_and_keeps_reasons(
    pytester: pytest.Pytester,
) -> None:
    _project(pytester)
    (pytester.path / "toy.json").write_text(
        json.dumps(
            {
                "toy_asm": {
                    "word": {"phase": "toy_asm", "reason": "words are not numbers"},
                    "sum": "toy_asm",
                }
            }
        )
    )
    result = pytester.runpytest("-p", "no:cacheprovider", "--irlower-update-expectations")
    result.assert_outcomes(passed=2, xfailed=2)
    result.stdout.fnmatch_lines(
        ["irlower: expectations written to toy.json: 1 added, 1 removed, 0 changed phase,*"]
    )
    assert _expectations(pytester) == {
        "toy_asm": {
            "underflow": {"phase": "toy_asm", "reason": "token 2 ('+'): stack underflow"},
            "word": {"phase": "toy_asm", "reason": "words are not numbers"},
        }
    }
    # the file makes the suite green, and the next run compares with this one
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(passed=2, xfailed=2)
    result.stdout.fnmatch_lines(
        [
            "  against the expectations: newly passing 0, newly failing 0,*",
            "  against the previous run: newly passing 0, newly failing 0 (4 items in both)",
        ]
    )


def test_an_expected_failure_that_passes_is_xpass_strict(pytester: pytest.Pytester) -> None:
    _project(pytester, {"sum": "1 2 +"})
    (pytester.path / "toy.json").write_text(
        json.dumps({"toy_asm": {"sum": {"phase": "toy_asm", "reason": "not yet"}}})
    )
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        [
            "*XPASS(strict) toy_asm / sum: passes, but the expectations say it fails at toy_asm (not yet)*"
        ]
    )


def test_a_failure_at_another_phase_fails_and_skip_entries_do_not_run(
    pytester: pytest.Pytester,
) -> None:
    _project(pytester, {"underflow": "1 +", "word": "1 two +"})
    (pytester.path / "toy.json").write_text(
        json.dumps(
            {"toy_asm": {"underflow": "toy_tokens", "word": {"phase": "skip", "reason": "hangs"}}}
        )
    )
    result = pytester.runpytest("-p", "no:cacheprovider", "-rs")
    result.assert_outcomes(failed=1, skipped=1)
    result.stdout.fnmatch_lines(
        [
            "*toy_asm / underflow: failed at toy_asm; the expectations say it fails at toy_tokens*",
            "*expectations: skip (hangs)*",
        ]
    )


def test_a_bad_expectations_file_names_the_problem_and_the_valid_form(
    pytester: pytest.Pytester,
) -> None:
    _project(pytester, {"sum": "1 2 +"})
    (pytester.path / "toy.json").write_text(json.dumps({"toy_asm": {"sum": {"stage": "x"}}}))
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        ["*toy.json: toy_asm / sum: unknown key(s) stage; an entry has phase, cause, reason*"]
    )


def test_items_run_under_xdist_and_the_controller_writes_the_file(
    pytester: pytest.Pytester,
) -> None:
    pytest.importorskip("xdist")
    _project(pytester)
    result = pytester.runpytest_subprocess(
        "-p", "no:cacheprovider", "-n", "2", "--irlower-update-expectations"
    )
    result.assert_outcomes(passed=2, xfailed=2)
    assert set(_expectations(pytester)["toy_asm"]) == {"underflow", "word"}  # type: ignore[arg-type]


MISCOMPILE_SUITE = """
import shlex, sys
from pytest_irlower.conformance import opinfo_suite
from pytest_irlower.engines.llvm_dialect import OWN_STEPS, PIPELINE

REWRITE = " ".join(shlex.quote(a) for a in (sys.executable, {tool!r}, "--allow-no-match",
                                             r"arith\\.addf", "arith.subf"))
TO_LLVM = "mlir-opt --pass-pipeline=" + shlex.quote(
    "builtin.module(" + ",".join(p for p in PIPELINE if p not in OWN_STEPS) + ")"
)
test_ops = opinfo_suite("linalg_on_tensors_mlir", ops="add|mul", config="llvm_miscompiled",
                        pipeline=[REWRITE, TO_LLVM], expectations="backend.json")
"""


@pytest.mark.toolchain
@pytest.mark.slow
def test_an_injected_miscompile_turns_add_red_and_the_update_records_it(
    pytester: pytest.Pytester,
) -> None:
    """arith.addf rewritten to arith.subf by a user tool stage before the LLVM dialect
    pipeline: the OpInfo add item fails its numerics, mul (no addf) still passes; the
    update records add with its phase, and the suite is green again."""
    tool = Path(__file__).resolve().parents[1] / "tools" / "rewrite_ir.py"
    pytester.makepyfile(test_backend=MISCOMPILE_SUITE.replace("{tool!r}", repr(str(tool))))
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(
        [
            "llvm_miscompiled / add-float32-s0: failed at numerics; the expectations say it passes",
            "*output(s) differ from the reference*",
            "llvm_miscompiled (backend.json): 2 items, 1 of 2 pass (50.0%) [1 numerics checked]",
        ]
    )
    result = pytester.runpytest("-p", "no:cacheprovider", "--irlower-update-expectations")
    result.assert_outcomes(passed=1, xfailed=1)
    table = _expectations(pytester, "backend.json")
    entry = table["llvm_miscompiled"]["add-float32-s0"]  # type: ignore[index]
    assert list(table["llvm_miscompiled"]) == ["add-float32-s0"]  # type: ignore[call-overload]
    assert entry["phase"] == "numerics"
    assert entry["reason"].startswith("output 0: 1 of 1 elements differ, largest relative")
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(passed=1, xfailed=1)


@pytest.mark.toolchain
@pytest.mark.slow
def test_the_command_exits_zero_only_when_every_result_is_as_expected(tmp_path: Path) -> None:
    """``irlower conformance``: 0 when as expected, 1 for an XPASS, 2 for a bad regex; its
    --update-expectations writes the file."""
    import os
    import subprocess
    import sys

    def command(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "pytest_irlower.cli.main", "conformance", "--ir-type",
             "tosa_mlir", *args, "--", "-p", "no:cacheprovider", "-q"],
            cwd=tmp_path, capture_output=True, text=True, timeout=600,
            env={**os.environ, "OMP_NUM_THREADS": "1"},
        )  # fmt: skip

    # two runs (each imports torch's OpInfo database, about 10 s): an XPASS, then the update
    # that records it, after which every result is as expected
    file = tmp_path / "tosa.json"
    file.write_text(json.dumps({"tosa_mlir": {"abs-float32-s0": "tosa_mlir"}}))
    done = command("--ops", "abs|neg", "--expectations", str(file))
    assert done.returncode == 1, done.stdout + done.stderr
    assert "XPASS(strict) tosa_mlir / abs-float32-s0" in done.stdout
    done = command("--ops", "abs|neg", "--expectations", str(file), "--update-expectations")
    assert done.returncode == 0, done.stdout + done.stderr
    assert (
        "tosa_mlir (tosa.json): 2 items, 2 of 2 pass (100.0%) [2 lowering checked]" in done.stdout
    )
    assert json.loads(file.read_text()) == {}
    done = command("--ops", "(")
    assert done.returncode == 2
    assert "ops='(' is not a regular expression" in done.stdout + done.stderr


NO_EXPECTTEST = """
import sys

# as on a machine without the [conformance] extra: torch's OpInfo database imports expecttest
sys.modules["expecttest"] = None
"""

OPINFO_SUITE = """
from pytest_irlower.conformance import opinfo_suite

test_ops = opinfo_suite("llvm_mlir", ops="add|mul")
"""


@pytest.mark.parametrize("strict", [False, True])
def test_an_opinfo_suite_without_its_database_fails_naming_the_extra(
    pytester: pytest.Pytester, strict: bool
) -> None:
    """No expecttest (in the unit tier, no torch either): the suite cannot build its
    items, and the run fails (it was one skipped item, and green)."""
    pytester.makeconftest(NO_EXPECTTEST)
    pytester.makepyfile(test_opinfo=OPINFO_SUITE)
    args = ["-p", "no:cacheprovider", *(["--irlower-strict"] if strict else [])]
    result = pytester.runpytest_subprocess(*args)
    result.assert_outcomes(failed=1)
    assert result.ret == 1
    result.stdout.fnmatch_lines(
        [
            "conformance suite (opinfo ops=add|mul dtypes=float32 samples=1): cannot build "
            "its items: PyTorch's OpInfo database not available*(install the ?conformance? "
            "extra: pip install 'pytest-irlower?conformance?'*",
        ]
    )


def test_the_command_without_the_database_exits_non_zero_naming_the_extra(
    tmp_path: Path,
) -> None:
    """``irlower conformance`` where the OpInfo database cannot be imported; it reads the
    configuration of the folder it runs in (not the plugin's own pyproject.toml)."""
    import os
    import subprocess
    import sys

    (tmp_path / "pytest.ini").write_text("[pytest]\nirlower_timeout = 300\n")

    code = (
        "import sys; sys.modules['expecttest'] = None; "
        "from pytest_irlower.cli.main import main; sys.exit(main())"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, "conformance", "--ir-type", "llvm_mlir", "--ops", "add",
         "--", "-p", "no:cacheprovider", "--irlower-strict"],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
        env={**os.environ, "OMP_NUM_THREADS": "1"},
    )  # fmt: skip
    assert done.returncode == 1, done.stdout + done.stderr
    assert "1 failed" in done.stdout
    assert "pip install 'pytest-irlower[conformance]'" in done.stdout
    assert f"rootdir: {tmp_path}" in done.stdout
    assert "configfile: pytest.ini" in done.stdout
    assert "(opinfo ops=add dtypes=float32 samples=1)" in done.stdout  # the smoke preset
    done = subprocess.run(
        [sys.executable, "-c", code, "conformance", "--ir-type", "llvm_mlir", "--ops", "add",
         "--preset", "full", "--dtypes", "float32,bfloat16", "--", "-p", "no:cacheprovider"],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 1, done.stdout + done.stderr
    assert "(opinfo ops=add dtypes=float32,bfloat16 samples=all)" in done.stdout


def test_under_strict_a_suite_whose_items_all_skip_fails(pytester: pytest.Pytester) -> None:
    """Every item skipped (here by the expectations): green without --irlower-strict,
    red under it, with the reason in the summary."""
    _project(pytester, {"sum": "1 2 +", "product": "2 3 *"})
    (pytester.path / "toy.json").write_text(
        json.dumps({"toy_asm": {"sum": "skip", "product": {"phase": "skip", "reason": "slow"}}})
    )
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(skipped=2)
    assert result.ret == 0
    result = pytester.runpytest("-p", "no:cacheprovider", "--irlower-strict")
    result.assert_outcomes(skipped=2)
    assert result.ret == 1
    result.stdout.fnmatch_lines(
        ["irlower conformance: no item ran (2 skipped): nothing was qualified [--irlower-strict]"]
    )


VERSIONED_CONFTEST = (
    CONFTEST
    + """
import pytest
from pytest_irlower.conformance import versions


@pytest.fixture(autouse=True)
def _torch_2_13(monkeypatch):
    # as on a machine with torch 2.13 and nothing else of the four
    monkeypatch.setattr(versions, "installed", {"torch": "2.13.0"}.get)
"""
)


def test_a_version_condition_takes_effect_and_an_entry_for_other_versions_is_stale(
    pytester: pytest.Pytester,
) -> None:
    """``when`` decides whether an entry applies: torch <2.14 holds (xfailed), >=2.14 does
    not (the item is expected to pass, fails, and the entry is reported stale); the
    update keeps both conditions."""
    _project(pytester, {"underflow": "1 +", "word": "1 two +"})
    pytester.makeconftest(VERSIONED_CONFTEST)
    entries = {
        "underflow": {"phase": "toy_asm", "when": {"torch": "<2.14"}, "reason": "old"},
        "word": {"phase": "toy_asm", "when": {"torch": ">=2.14"}},
    }
    (pytester.path / "toy.json").write_text(json.dumps({"toy_asm": entries}))
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(xfailed=1, failed=1)
    result.stdout.fnmatch_lines(
        [
            "toy_asm / word: failed at toy_asm; the expectations say it passes",
            "  stale expectations (1): remove or update them",
            "    word: its condition does not hold: when torch >=2.14 (installed: 2.13.0)",
        ]
    )
    result = pytester.runpytest("-p", "no:cacheprovider", "--irlower-update-expectations")
    assert _expectations(pytester) == {"toy_asm": entries}


TOLERANCE_SUITE = """
import torch
from pytest_irlower.conformance import case_suite


class Exp(torch.nn.Module):
    def forward(self, x):
        return torch.exp(x)


test_e = case_suite({"exp_large": (Exp(), (torch.linspace(40, 80, 32),))}, "llvm_mlir",
                    expectations="e.json")
"""


@pytest.mark.toolchain
@pytest.mark.slow
def test_a_per_op_rtol_in_the_expectations_takes_effect(pytester: pytest.Pytester) -> None:
    """exp on [40, 80] is 3e-6 relative off at llvm_mlir (exp2 of x*log2(e)): red with
    float32's default rtol; green with the op's rtol from the file's defaults; red again
    when the item's own entry narrows it."""
    pytester.makepyfile(test_tol=TOLERANCE_SUITE)
    args = ("-p", "no:cacheprovider", "--irlower-no-cache")
    result = pytester.runpytest(*args)
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*tolerances rtol=1.3e-06, atol=1e-05*"])
    defaults = {"@defaults": {"exp_large": {"rtol": 1e-4}}}
    (pytester.path / "e.json").write_text(json.dumps({"llvm_mlir": defaults}))
    result = pytester.runpytest(*args)
    result.assert_outcomes(passed=1)
    narrowed = {**defaults, "exp_large": {"rtol": 1e-7, "reason": "must be exact"}}
    (pytester.path / "e.json").write_text(json.dumps({"llvm_mlir": narrowed}))
    result = pytester.runpytest(*args)
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*tolerances rtol=1e-07, atol=1e-05*"])


def test_the_per_op_table_and_the_json_result(pytester: pytest.Pytester) -> None:
    """The terminal lists the items that did not pass (every item with -v); the JSON
    result has every item and the pass rates with and without the expected failures."""
    _project(pytester)
    (pytester.path / "toy.json").write_text(
        json.dumps({"toy_asm": {"word": {"phase": "toy_asm", "cause": "runtime"}}})
    )
    result = pytester.runpytest("-p", "no:cacheprovider", "--irlower-conformance-json=out.json")
    result.assert_outcomes(passed=2, failed=1, xfailed=1)
    result.stdout.fnmatch_lines(
        [
            "  pass rate without the expected failures: 2 of 3 (66.7%)",
            "  items that did not pass (-v: every item):",
            "    op         dtype  sample  outcome  phase    cause    first line",
            "    underflow                 failed   toy_asm           token 2 ('+'): stack underflow",
            "    word                      xfailed  toy_asm  runtime  *",
        ]
    )
    assert "    sum " not in result.stdout.str()
    data = json.loads((pytester.path / "out.json").read_text())
    assert data["format"] == 1 and set(data["versions"]) == {
        "torch",
        "torch-mlir",
        "triton",
        "iree",
    }
    assert data["configs"]["toy_asm"] == {
        **data["configs"]["toy_asm"],
        "items": 4, "ran": 4, "passed": 2, "xfailed": 1, "failed": 1, "xpassed": 0,
        "skipped": 0, "pass_rate": 50.0, "pass_rate_without_xfailed": 66.67,
    }  # fmt: skip
    by_case = {item["case"]: item for item in data["items"]}
    assert by_case["underflow"]["outcome"] == "failed"
    assert by_case["underflow"]["phase"] == "toy_asm"
    assert by_case["word"]["expected"] == "toy_asm" and by_case["word"]["cause"] == "runtime"
    assert by_case["underflow"]["cause"] == ""  # a phase of its own says no cause
    assert by_case["sum"]["phase"] == "pass" and by_case["sum"]["duration"] >= 0
    result = pytester.runpytest("-p", "no:cacheprovider", "-v")
    result.stdout.fnmatch_lines(["  every item:", "    product*passed*pass*"])
