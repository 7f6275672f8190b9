"""The shortest unified diff (text/linediff.py): as few +/- lines as any diff can have."""

from __future__ import annotations

import difflib
import random
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from pytest_irlower.text import linediff


def _lcs(a: list[str], b: list[str]) -> int:
    table = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) - 1, -1, -1):
        for j in range(len(b) - 1, -1, -1):
            table[i][j] = (
                table[i + 1][j + 1] + 1 if a[i] == b[j] else max(table[i + 1][j], table[i][j + 1])
            )
    return table[0][0]


def _changed(diff: list[str]) -> int:
    return sum(1 for line in diff if line[:1] in "+-" and not line.startswith(("+++", "---")))


def _patch(a: list[str], diff: list[str]) -> list[str]:
    """Apply a unified diff to ``a``: the hunks must give ``b`` back."""
    out, at = [], 0
    for line in diff[2:]:
        hunk = re.match(r"@@ -(\d+)(?:,(\d+))? ", line)
        if hunk:
            start = int(hunk.group(1)) - (0 if hunk.group(2) != "0" else -1) - 1
            out += a[at:start]
            at = start
        elif line.startswith((" ", "-")):
            assert a[at] == line[1:]
            at += 1
            if line[0] == " ":
                out.append(line[1:])
        else:
            out.append(line[1:])
    return out + a[at:]


@pytest.mark.parametrize("seed", range(200))
def test_the_diff_is_a_shortest_edit_script_and_applies(seed: int) -> None:
    rng = random.Random(seed)
    alphabet = "abcde"[: rng.randint(1, 5)]
    a = [rng.choice(alphabet) for _ in range(rng.randint(0, 30))]
    b = [rng.choice(alphabet) for _ in range(rng.randint(0, 30))]
    diff = list(linediff.unified_diff(a, b, "a", "b", n=rng.randint(0, 3)))
    assert _changed(diff) == len(a) + len(b) - 2 * _lcs(a, b)
    assert _patch(a, diff) == b
    if a == b:
        assert diff == []


def test_same_text_as_difflib_where_difflib_is_shortest() -> None:
    a = ["x", "y", "z", "w"]
    b = ["x", "Y", "z", "w", "v"]
    assert list(linediff.unified_diff(a, b, "f (golden)", "f (now)")) == list(
        difflib.unified_diff(a, b, "f (golden)", "f (now)", lineterm="")
    )


def test_repeated_lines_fool_difflib_not_this(tmp_path: Path) -> None:
    """IR's repeated lines (``linalg.yield``, ``}``) are junk to difflib's heuristic."""
    rng = random.Random(7)
    common = ["  linalg.yield %v : f32", "} -> tensor<4xf32>", "  %1 = arith.addf"]
    a = [rng.choice(common) if rng.random() < 0.6 else f"op{i}" for i in range(600)]
    b = [line if rng.random() < 0.9 else f"new{i}" for i, line in enumerate(a)]
    ours = _changed(list(linediff.unified_diff(a, b, "a", "b")))
    assert ours == len(a) + len(b) - 2 * _lcs(a, b)
    assert ours <= _changed(list(difflib.unified_diff(a, b, lineterm="")))
    if shutil.which("diff"):
        (tmp_path / "a").write_text("\n".join(a) + "\n")
        (tmp_path / "b").write_text("\n".join(b) + "\n")
        proc = subprocess.run(
            ["diff", "-u", str(tmp_path / "a"), str(tmp_path / "b")], capture_output=True, text=True
        )
        assert ours <= _changed(proc.stdout.splitlines())


def test_too_many_edits_fall_back_to_difflib(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linediff, "MAX_EDITS", 3)
    a, b = list("abcdefgh"), list("hgfedcba")
    assert list(linediff.unified_diff(a, b, "a", "b")) == list(
        difflib.unified_diff(a, b, "a", "b", lineterm="")
    )
