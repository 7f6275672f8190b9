"""From a red CI run to a green commit: --irlower-pending writes a bundle, `irlower accept` applies
it (by class, several shards together), a stale bundle is refused whole, `irlower review` asks
entry by entry. On the echo family of review_project.py (no torch)."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from review_project import SUB, make

from pytest_irlower.cli.main import main

NEW_TESTS = """

def test_new(lower, golden):
    assert lower("define void @n() {\\n  ret void\\n}\\n", ir_type="echo_ll") == golden

def test_new_two(lower, golden):
    assert lower("define void @m() {\\n  ret void\\n}\\n", ir_type="echo_ll") == golden
"""
SELECT = ("-p", "no:cacheprovider", "-k", "not fc")


def _goldens(root: Path) -> dict[str, str]:
    return {
        p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted((root / "golden").rglob("*"))
        if p.is_file()
    }


def _restore(root: Path, saved: dict[str, bytes]) -> None:
    for path in (root / "golden").rglob("*"):
        if path.is_file() and path.relative_to(root).as_posix() not in saved:
            path.unlink()
    for name, data in saved.items():
        (root / name).write_bytes(data)


def _project(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> dict[str, bytes]:
    """Goldens made; then test_b's subject changes and two tests are added. Returns the goldens' bytes before the change."""
    monkeypatch.delenv("CI", raising=False)
    make(pytester)
    pytester.runpytest("--snapshot-update", *SELECT).assert_outcomes(passed=4)
    saved = {
        p.relative_to(pytester.path).as_posix(): p.read_bytes()
        for p in (pytester.path / "golden").rglob("*")
        if p.is_file()
    }
    make(pytester, b=SUB)
    test_file = pytester.path / "test_r.py"
    test_file.write_text(test_file.read_text() + NEW_TESTS)
    return saved


def _accept(*args: str) -> int:
    return main(["accept", *args])


def _expected_by_snapshot_update(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, saved: dict[str, bytes]
) -> dict[str, str]:
    """What --snapshot-update writes on the same change (then the goldens are put back)."""
    now = {
        p.relative_to(pytester.path).as_posix(): p.read_bytes()
        for p in (pytester.path / "golden").rglob("*")
        if p.is_file()
    }
    _restore(pytester.path, saved)
    monkeypatch.delenv("CI", raising=False)
    pytester.runpytest("--snapshot-update", *SELECT).assert_outcomes(passed=6)
    expected = _goldens(pytester.path)
    _restore(pytester.path, now)
    return expected


def test_a_red_ci_run_leaves_a_bundle_that_accept_applies_by_class(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = _project(pytester, monkeypatch)
    before = _goldens(pytester.path)
    monkeypatch.setenv("CI", "true")
    red = pytester.runpytest("--irlower-pending=b.json", *SELECT)
    red.assert_outcomes(failed=3, passed=3)
    red.stdout.fnmatch_lines(
        [
            "irlower: pending bundle written to b.json: 2 new, 1 real change",
            "*irlower accept b.json*",
        ]
    )
    assert _goldens(pytester.path) == before  # CI touched nothing
    bundle = json.loads((pytester.path / "b.json").read_text())
    assert bundle["format"] == "pytest-irlower pending" and bundle["version"] == 1
    entries = {e["path"]: e for e in bundle["goldens"]}
    assert sorted(entries) == [
        "golden/test_r/test_b.ll",
        "golden/test_r/test_new.ll",
        "golden/test_r/test_new_two.ll",
    ]
    assert entries["golden/test_r/test_b.ll"]["class"] == "real"
    assert entries["golden/test_r/test_b.ll"]["first_stage"] == "echo_src"
    assert entries["golden/test_r/test_b.ll"]["base"] == before["golden/test_r/test_b.ll"]
    assert entries["golden/test_r/test_new.ll"]["base"] is None
    # two identical texts are stored once
    assert len(bundle["texts"]) == 3

    capsys.readouterr()
    assert _accept("--list", "b.json") == 0
    listing = capsys.readouterr().out
    assert "new (2):  irlower accept b.json --only new" in listing
    assert (
        "  golden/test_r/test_b.ll  (test_r.py::test_b; first changed stage: echo_src)" in listing
    )

    assert _accept("b.json", "--only", "new", "-k", "new_two") == 0
    after_one = _goldens(pytester.path)
    assert set(after_one) - set(before) == {"golden/test_r/test_new_two.ll"}
    assert _accept("b.json", "--only", "new") == 0
    after_new = _goldens(pytester.path)
    assert set(after_new) - set(before) == {
        "golden/test_r/test_new.ll",
        "golden/test_r/test_new_two.ll",
    }
    assert after_new["golden/test_r/test_b.ll"] == before["golden/test_r/test_b.ll"]
    assert _accept("b.json") == 0
    out = capsys.readouterr().out
    assert "already in place: golden/test_r/test_new.ll" in out
    assert "  real     golden/test_r/test_b.ll" in out
    accepted = _goldens(pytester.path)
    assert accepted == _expected_by_snapshot_update(pytester, monkeypatch, saved)
    monkeypatch.setenv("CI", "true")
    pytester.runpytest(*SELECT).assert_outcomes(passed=6)  # the CI run is green


def test_a_stale_bundle_is_refused_by_name_and_nothing_is_written(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _project(pytester, monkeypatch)
    monkeypatch.setenv("CI", "true")
    pytester.runpytest("--irlower-pending=b.json.gz", *SELECT).assert_outcomes(failed=3, passed=3)
    assert (pytester.path / "b.json.gz").read_bytes()[:2] == b"\x1f\x8b"  # gzip-compressed
    edited = pytester.path / "golden/test_r/test_b.ll"
    edited.write_text(edited.read_text() + "; edited by hand\n")
    before = _goldens(pytester.path)
    capsys.readouterr()
    assert _accept("b.json.gz") == 1
    err = capsys.readouterr().err
    assert "refused: 1 entry no longer applies, nothing was written" in err
    assert "golden/test_r/test_b.ll: changed since the bundle was made" in err
    assert _goldens(pytester.path) == before  # the new goldens were not written either
    # the entries that still apply can be taken apart from the stale one
    assert _accept("b.json.gz", "--only", "new") == 0
    assert "golden/test_r/test_new.ll" in _goldens(pytester.path)


def test_bad_bundles_are_clear_errors(
    pytester: pytest.Pytester, capsys: pytest.CaptureFixture[str]
) -> None:
    (pytester.path / "x.json").write_text('{"format": "something else"}')
    assert _accept("x.json") == 2
    assert "x.json is not a pending file" in capsys.readouterr().err
    (pytester.path / "v.json").write_text('{"format": "pytest-irlower pending", "version": 99}')
    assert _accept("v.json") == 2
    assert "version 99; this pytest-irlower reads version 1" in capsys.readouterr().err
    assert _accept("missing.json") == 2
    assert "cannot read pending file missing.json" in capsys.readouterr().err
    evil = {
        "format": "pytest-irlower pending",
        "version": 1,
        "golden_dir": "golden",
        "goldens": [{"path": "../outside.ll", "class": "new", "base": None, "text": "t"}],
        "checks": [],
        "texts": {"t": "eJwrSS0uAQAEXQHB"},
    }
    (pytester.path / "e.json").write_text(json.dumps(evil))
    assert _accept("e.json") == 2
    assert "not a path inside the project" in capsys.readouterr().err
    assert not (pytester.path.parent / "outside.ll").exists()


@pytest.mark.parametrize("how", ["shards", "shards-on-xdist"])
def test_bundles_of_shards_and_workers_apply_together(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    if how == "shards-on-xdist":
        pytest.importorskip("xdist", reason="pytest-xdist is not installed: -n 2 is what is tested")
    saved = _project(pytester, monkeypatch)
    monkeypatch.setenv("CI", "true")
    if how == "shards":
        bundles = []
        for k in (1, 2):
            pytester.runpytest(f"--irlower-shard={k}/2", f"--irlower-pending=s{k}.json", *SELECT)
            bundles.append(f"s{k}.json")
        counts = [
            len(json.loads((pytester.path / name).read_text())["goldens"]) for name in bundles
        ]
        assert sum(counts) == 3 and all(counts), counts  # each shard found part of the change
    else:  # two shards, each on two workers: every worker's entries reach its shard's file
        bundles = []
        for k in (1, 2):
            ran = pytester.runpytest_subprocess(
                "-n", "2", f"--irlower-shard={k}/2", f"--irlower-pending=w{k}.json", *SELECT
            )
            assert ran.ret == pytest.ExitCode.TESTS_FAILED
            bundles.append(f"w{k}.json")
        counts = [
            len(json.loads((pytester.path / name).read_text())["goldens"]) for name in bundles
        ]
        assert sum(counts) == 3 and all(counts), counts
    assert _accept(*bundles) == 0
    assert _goldens(pytester.path) == _expected_by_snapshot_update(pytester, monkeypatch, saved)
    monkeypatch.setenv("CI", "true")
    pytester.runpytest(*SELECT).assert_outcomes(passed=6)


def test_review_asks_entry_by_entry_and_keeps_the_skipped(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    _project(pytester, monkeypatch)
    before = _goldens(pytester.path)
    monkeypatch.setenv("CI", "true")
    pytester.runpytest("--irlower-pending=b.json", *SELECT)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    # entries come by class: new (test_new, test_new_two), then real change (test_b);
    # skip the first new one, accept the second, reject the real change
    done = subprocess.run(
        [sys.executable, "-m", "pytest_irlower.cli.main", "review", "b.json"],
        input="s\nwhat\na\nr\n",
        capture_output=True,
        text=True,
        cwd=pytester.path,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "[1/3] new: golden/test_r/test_new.ll" in done.stdout
    assert "answer a, r, s, A, R or q" in done.stdout
    assert "[3/3] real change: golden/test_r/test_b.ll" in done.stdout
    assert "+  %2 = sub i32 %0, %0" in done.stdout  # the diff, in the file's own names
    assert "1 accepted, 1 rejected; b.json keeps 1 entry for later" in done.stdout
    assert set(_goldens(pytester.path)) - set(before) == {"golden/test_r/test_new_two.ll"}
    left = json.loads((pytester.path / "b.json").read_text())
    assert [e["path"] for e in left["goldens"]] == ["golden/test_r/test_new.ll"]
    # "all of this class" and the end of input
    done = subprocess.run(
        [sys.executable, "-m", "pytest_irlower.cli.main", "review", "b.json"],
        input="A\n",
        capture_output=True,
        text=True,
        cwd=pytester.path,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "golden/test_r/test_new.ll" in _goldens(pytester.path)


def test_a_stage_record_refresh_is_a_class_of_its_own(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The last stage's text is the same, an earlier one changed: the run passes, and
    --snapshot-update would still rewrite the golden's stage record; so does the bundle."""
    toy = Path(__file__).resolve().parents[2] / "examples" / "toy_family.py"
    (pytester.path / "toy_family.py").write_text(toy.read_text())
    tool = pytester.path / "const.sh"
    tool.write_text("#!/bin/sh\ncat >/dev/null\necho constant\n")
    tool.chmod(0o755)
    pytester.makeconftest(
        "import pytest_irlower\nfrom toy_family import Toy\n\npytest_irlower.register_family(Toy)\n"
    )
    pytester.makeini("[pytest]\npythonpath = .\n")
    body = 'def test_t(lower, golden):\n    assert lower("{}", ir_type="toy_asm", pipeline="{}") == golden\n'
    pytester.makepyfile(test_s=body.format("1 2 +", tool))
    monkeypatch.delenv("CI", raising=False)
    pytester.runpytest("-p", "no:cacheprovider", "--snapshot-update").assert_outcomes(passed=1)
    saved = {
        "golden/test_s/test_t.toyasm": (pytester.path / "golden/test_s/test_t.toyasm").read_bytes()
    }
    pytester.makepyfile(test_s=body.format("3 4 *", tool))
    monkeypatch.setenv("CI", "true")
    green = pytester.runpytest("-p", "no:cacheprovider", "--irlower-pending=b.json")
    green.assert_outcomes(passed=1)
    green.stdout.fnmatch_lines(["irlower: pending bundle written to b.json: 1 stage record only"])
    (entry,) = json.loads((pytester.path / "b.json").read_text())["goldens"]
    assert entry["class"] == "stages"
    assert _accept("b.json", "--only", "real") == 0
    assert _goldens(pytester.path) == {k: hashlib.sha256(v).hexdigest() for k, v in saved.items()}
    assert _accept("b.json") == 0
    accepted = _goldens(pytester.path)
    assert accepted != {k: hashlib.sha256(v).hexdigest() for k, v in saved.items()}
    _restore(pytester.path, saved)
    monkeypatch.delenv("CI", raising=False)
    pytester.runpytest("-p", "no:cacheprovider", "--snapshot-update").assert_outcomes(passed=1)
    assert _goldens(pytester.path) == accepted
