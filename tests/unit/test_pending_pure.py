"""The pending bundle's pure parts: check edits found by function name, bundles merged and
refused, golden ownership."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_irlower.checks import checkedits
from pytest_irlower.checks.goldenrun import owned_by
from pytest_irlower.errors import UsageError
from pytest_irlower.report import accept, pending
from pytest_irlower.report.pending import Bundle, GoldenEntry

SOURCE = """import pytest


def test_a(lower, filecheck):
    ir = lower("x")
    # CHECK: old a
    filecheck(ir)


@pytest.mark.parametrize("n", [1])
def test_b(lower, filecheck, n):
    filecheck(lower("y"))
    # CHECK: old b


class TestC:
    def test_c(self, filecheck):
        filecheck("z")
"""


def test_locate_finds_decorators_and_trailing_comments() -> None:
    assert checkedits.locate(SOURCE, "test_a") == (4, 7)
    assert checkedits.locate(SOURCE, "test_b") == (10, 13)  # decorator to trailing comment
    assert checkedits.locate(SOURCE, "TestC.test_c") == (17, 18)
    with pytest.raises(checkedits.FunctionNotFound, match="no function test_z"):
        checkedits.locate(SOURCE, "test_z")


def test_edits_of_one_file_apply_in_any_order_and_once() -> None:
    one = checkedits.make_edit(
        SOURCE,
        "test_a",
        ["# CHECK: new a", "# CHECK-NEXT: more a"],
        file="t.py",
        prefix="CHECK",
        nodeid="t.py::test_a",
    )
    two = checkedits.make_edit(
        SOURCE, "test_b", ["# CHECK: new b"], file="t.py", prefix="CHECK", nodeid="t.py::test_b"
    )
    forward = checkedits.apply_all(SOURCE, [one, two])
    assert forward == checkedits.apply_all(SOURCE, [two, one])
    assert "    # CHECK: new a\n    # CHECK-NEXT: more a\n    filecheck(ir)\n" in forward
    assert "old a" not in forward and "old b" not in forward
    assert checkedits.state(SOURCE, one) == "apply"
    assert checkedits.state(forward, one) == "applied"
    edited = SOURCE.replace('lower("x")', 'lower("x2")')
    assert checkedits.state(edited, one) == "stale"
    assert checkedits.state(SOURCE.replace("def test_a", "def test_q"), one) == "stale"
    # an edit survives the text around its function moving
    assert checkedits.state("# a new first line\n" + SOURCE, two) == "apply"


def test_owned_by_matches_names_copies_and_suffixes() -> None:
    stems = {"test_x", "TestA.test_y", "test_p[a%2Fb]"}
    suffixes = [".ll", ".mlir", ".toks"]
    assert owned_by("test_x.ll", stems, suffixes)
    assert owned_by("test_x.2.mlir", stems, suffixes)
    assert owned_by("TestA.test_y.toks", stems, suffixes)
    assert owned_by("test_p[a%2Fb].ll", stems, suffixes)
    assert not owned_by("test_xx.ll", stems, suffixes)
    assert not owned_by("test_p[a].ll", stems, suffixes)
    assert not owned_by("test_x.ptx", stems, suffixes)


def _entry(path: str, text: str, base: str | None = None) -> GoldenEntry:
    return GoldenEntry(path=path, kind="new" if base is None else "real", text=text, base=base)


def test_bundles_round_trip_and_merge(tmp_path: Path) -> None:
    bundle = Bundle(goldens=[_entry("golden/t/a.ll", "same\n"), _entry("golden/t/b.ll", "same\n")])
    pending.write(tmp_path / "a.json", bundle)
    read = pending.load(tmp_path / "a.json")
    assert [(e.path, e.text) for e in read.goldens] == [
        ("golden/t/a.ll", "same\n"),
        ("golden/t/b.ll", "same\n"),
    ]
    assert (tmp_path / "a.json").read_text().count('"text": "') == 2  # one stored text
    twice = pending.merge([read, read])
    assert len(twice) == 2
    other = Bundle(goldens=[_entry("golden/t/a.ll", "other\n")], sources=["b.json"])
    with pytest.raises(UsageError, match=r"golden/t/a.ll: .* hold different texts"):
        pending.merge([read, other])


def test_accept_checks_everything_before_writing(tmp_path: Path) -> None:
    (tmp_path / "golden/t").mkdir(parents=True)
    (tmp_path / "golden/t/old.ll").write_text("old\n")
    bundle = Bundle(
        goldens=[
            _entry("golden/t/new.ll", "new\n"),
            _entry("golden/t/old.ll", "changed\n", base="0" * 64),
        ]
    )
    work = accept.plan(bundle, tmp_path)
    assert work.stale == ["golden/t/old.ll: changed since the bundle was made"]
    with pytest.raises(accept.StaleBundle, match="nothing was written"):
        accept.execute(work, tmp_path)
    assert not (tmp_path / "golden/t/new.ll").exists()
    assert [e.path for e in accept.select(bundle, ["new"]).goldens] == ["golden/t/new.ll"]
    assert [e.path for e in accept.select(bundle, (), "old.ll").goldens] == ["golden/t/old.ll"]
    with pytest.raises(UsageError, match="--only 'fresh': expected one of new, renames"):
        accept.select(bundle, ["fresh"])


def test_reproduce_lines_are_quoted_for_any_shell(tmp_path: Path) -> None:
    """A test id puts "[", "]" and spaces in the saved input's path: the printed command still
    runs as printed (zsh would glob an unquoted "[...]")."""
    import shlex
    import subprocess

    from pytest_irlower.errors import LoweringError
    from pytest_irlower.report.dumps import save_failure_input

    error = LoweringError("cat", "it failed", command="cat < input", input_ir="the input\n")
    save_failure_input(tmp_path, "t.py::test_x[a b-c]", error)
    assert error.saved_input is not None and "[" in error.saved_input
    assert error.command == f"cat < {shlex.quote(error.saved_input)}"
    assert error.command != f"cat < {error.saved_input}"
    done = subprocess.run(error.command, shell=True, capture_output=True, text=True, check=True)
    assert done.stdout == "the input\n"


def test_accept_finds_the_rootdir_from_a_subfolder(tmp_path: Path) -> None:
    from pytest_irlower.cli.accept import find_rootdir

    (tmp_path / "proj" / "tests" / "deep").mkdir(parents=True)
    (tmp_path / "proj" / "pyproject.toml").write_text("[tool.pytest.ini_options]\n")
    assert find_rootdir(None, tmp_path / "proj" / "tests" / "deep") == (tmp_path / "proj").resolve()
    assert find_rootdir("elsewhere", tmp_path) == Path("elsewhere")
