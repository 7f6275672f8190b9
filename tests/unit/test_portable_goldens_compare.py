"""The byte comparison of tests/tools/portable_goldens.py (regenerated goldens against the
committed ones), on plain files."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

from portable_goldens import (
    PROFILES,
    child_env,
    compare_goldens,
    golden_test_modules,
    pytest_command,
    run_profile,
)


def _write(root: Path, files: dict[str, bytes]) -> Path:
    for name, data in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return root


def test_the_same_bytes_match(tmp_path: Path) -> None:
    files = {"t/a.txt": b"x = 1\n", "t/b.mlir": b"%0 = arith.constant 5.067020e-04 : f32\n"}
    committed = _write(tmp_path / "golden", files)
    regenerated = _write(tmp_path / "new", files)
    assert compare_goldens(committed, regenerated) == ([], 2)


def test_a_last_bit_is_a_difference_with_its_first_line(tmp_path: Path) -> None:
    committed = _write(tmp_path / "golden", {"t/a.txt": b"a\nscale 0.0005067019956186414\n"})
    regenerated = _write(tmp_path / "new", {"t/a.txt": b"a\nscale 0.0005067019374109805\n"})
    (difference,), compared = compare_goldens(committed, regenerated)
    assert compared == 1
    assert (difference.path, difference.why, difference.first_line) == ("t/a.txt", "differs", 2)
    assert "0.0005067019956186414" in difference.committed
    assert "0.0005067019374109805" in difference.regenerated
    assert "t/a.txt: differs from line 2" in difference.describe()


def test_bytes_that_lines_do_not_show_still_differ(tmp_path: Path) -> None:
    """A trailing newline or CRLF is a different golden (goldens are bytes)."""
    committed = _write(tmp_path / "golden", {"a.txt": b"x\n", "b.txt": b"y\n"})
    regenerated = _write(tmp_path / "new", {"a.txt": b"x", "b.txt": b"y\r\n"})
    differences, _ = compare_goldens(committed, regenerated)
    assert [(d.path, d.why) for d in differences] == [("a.txt", "differs"), ("b.txt", "differs")]


def test_a_golden_that_is_not_committed_is_reported(tmp_path: Path) -> None:
    committed = _write(tmp_path / "golden", {"a.txt": b"x\n"})
    regenerated = _write(tmp_path / "new", {"a.txt": b"x\n", "sub/c.txt": b"z\n"})
    differences, compared = compare_goldens(committed, regenerated)
    assert compared == 2
    assert [(d.path, d.why) for d in differences] == [("sub/c.txt", "not committed")]
    assert differences[0].describe() == "sub/c.txt: not committed"


def test_committed_goldens_that_were_not_regenerated_are_not_compared(tmp_path: Path) -> None:
    """A skipped test (no GPU tool here) writes no golden: nothing to compare."""
    committed = _write(tmp_path / "golden", {"a.txt": b"x\n", "gpu.sass": b"s\n"})
    regenerated = _write(tmp_path / "new", {"a.txt": b"x\n"})
    assert compare_goldens(committed, regenerated) == ([], 1)


def test_the_modules_with_goldens(tmp_path: Path) -> None:
    for name in ("test_x", "test_y", "test_gone"):
        (tmp_path / "golden" / "tests" / "regression" / name).mkdir(parents=True)
    for name in ("test_x", "test_y", "test_z"):
        _write(tmp_path, {f"tests/regression/{name}.py": b""})
    assert golden_test_modules(tmp_path) == [
        "tests/regression/test_x.py",
        "tests/regression/test_y.py",
    ]


def test_the_child_pytest_writes_elsewhere_and_uses_no_cache() -> None:
    command = pytest_command(["tests/regression/test_x.py"], ".irlower/portable/p", 2)
    assert command[1:3] == ["-m", "pytest"]
    assert "--snapshot-update" in command and "--irlower-no-cache" in command
    assert command[command.index("-o") + 1] == "irlower_golden_dir=.irlower/portable/p"
    assert command[command.index("-n") + 1] == "2"
    assert command[-1] == "tests/regression/test_x.py"


def test_every_profile_changes_some_kernel_setting() -> None:
    assert PROFILES
    for environment, what in PROFILES.values():
        assert environment and what


def test_an_unknown_profile_names_the_profiles() -> None:
    with pytest.raises(ValueError, match="unknown profile 'avx9'; the profiles are: avx2-1thread"):
        run_profile("avx9", [])


def test_the_child_gets_the_profile_and_no_ci() -> None:
    """Under CI the plugin refuses --snapshot-update (golden/ is never rewritten there);
    the child writes into .irlower/portable/ only, so CI is dropped for it alone."""
    base = {"CI": "true", "PATH": "/bin", "ONEDNN_MAX_CPU_ISA": "AVX512_CORE"}
    env = child_env("sse41-mkl-compatible", base)
    assert "CI" not in env and env["PATH"] == "/bin"
    assert env["ONEDNN_MAX_CPU_ISA"] == "SSE41" and env["MKL_CBWR"] == "COMPATIBLE"
    assert base["CI"] == "true"


def test_ci_compares_the_goldens_under_another_cpus_kernels() -> None:
    """.ci/run runs the tests tier with sse41-mkl-compatible's settings and ATen at
    avx2-1thread's width (the separate regeneration step is gone), and tox passes each of
    them through to the tests: otherwise CI would compare goldens on the host's kernels only."""
    root = Path(__file__).resolve().parents[2]
    ci = (root / ".ci" / "run").read_text()
    exports = [line.split()[1:] for line in ci.splitlines() if line.startswith("export ATEN")]
    assert len(exports) == 1, "one export line of the CPU kernels' settings in .ci/run"
    exported = dict(item.split("=", 1) for item in exports[0])
    expected = {
        **PROFILES["sse41-mkl-compatible"][0],
        "ATEN_CPU_CAPABILITY": PROFILES["avx2-1thread"][0]["ATEN_CPU_CAPABILITY"],
    }
    assert exported == expected
    assert ci.index("export ATEN") < ci.index("tox -e unit,tests")
    tox = (root / "tox.ini").read_text()
    passed = tox.split("pass_env =", 1)[1].split("setenv", 1)[0].split()
    assert set(exported) <= set(passed)
