"""No temporary file is left in golden/ by a killed ``--snapshot-update`` (issue 24, part 6).

A run killed between writing a golden's temporary file and renaming it left
``golden/.../.irlower-XXXX.tmp`` behind for good (1 in 20 SIGKILLs). Temporaries now go to
``.irlower/tmp`` (same filesystem), and the next run removes those of dead writers.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

SUITE = """
import pytest

@pytest.mark.parametrize("n", range(40))
def test_text(golden, n):
    assert f"line {n}\\n" * 200 == golden
"""

#: kills the run at a deterministic point: right before a temporary becomes a golden
KILL_AT_RENAME = """
import os, signal

_replace = os.replace

def replace(src, dst, *args, **kwargs):
    if os.path.basename(os.fspath(src)).startswith(".irlower-") and os.environ.get("KILL_AT_RENAME"):
        os.kill(os.getpid(), signal.SIGKILL)
    return _replace(src, dst, *args, **kwargs)

os.replace = replace
"""


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "CI"}  # goldens are never written on CI
    env.update(extra)
    return env


def _pytest(root: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", *args],
        cwd=root,
        env=_env(**env),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def _temporaries(folder: Path) -> list[str]:
    return sorted(str(p) for p in folder.rglob(".irlower-*") if p.is_file())


def test_killed_while_writing_a_golden_leaves_no_temporary_in_golden(
    pytester: pytest.Pytester,
) -> None:
    pytester.makepyfile(test_goldens=SUITE)
    pytester.makeconftest(KILL_AT_RENAME)
    root = pytester.path
    killed = _pytest(root, "--snapshot-update", KILL_AT_RENAME="1")
    assert killed.returncode == -signal.SIGKILL, killed.stdout + killed.stderr
    golden = root / "golden"
    assert _temporaries(golden) == []  # not even before the next run
    left = _temporaries(root / ".irlower")
    assert len(left) == 1, left  # the killed write's temporary, outside golden/
    # the next run (any run) removes it: its writer is gone
    again = _pytest(root, "--snapshot-update")
    assert again.returncode == 0, again.stdout + again.stderr
    assert _temporaries(golden) == [] and _temporaries(root / ".irlower") == []
    assert len(list(golden.rglob("*.txt"))) == 40


def test_sigkill_at_random_points_leaves_no_temporary(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_goldens=SUITE.replace("range(40)", "range(400)"))
    root = pytester.path
    for attempt in range(8):
        for old in (root / "golden").rglob("*.txt"):
            old.unlink()  # every run writes every golden again
        proc = subprocess.Popen(
            [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "--snapshot-update"],
            cwd=root,
            env=_env(),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        # wait for the first goldens, then kill in the middle of the writes
        deadline = time.monotonic() + 120
        while not any((root / "golden").rglob("*.txt")) and time.monotonic() < deadline:
            time.sleep(0.005)
        time.sleep(0.002 * attempt)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        assert _temporaries(root / "golden") == []
    _pytest(root, "--co")
    assert _temporaries(root / "golden") == [] and _temporaries(root / ".irlower") == []


def test_sweep_keeps_live_writers_and_old_names(tmp_path: Path) -> None:
    from pytest_irlower.runtime import files

    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    mine = tmp_path / f".irlower-{os.getpid()}-abc.tmp"
    gone = tmp_path / f".irlower-{dead.pid}-abc.tmp"
    legacy_new = tmp_path / ".irlower-k3j2h1.tmp"  # no pid: kept while it is young
    legacy_old = tmp_path / ".irlower-q9w8e7.tmp"
    other = tmp_path / "keep.tmp"
    for path in (mine, gone, legacy_new, legacy_old, other):
        path.write_text("x")
    stale = time.time() - files.STALE_AFTER_S - 5
    os.utime(legacy_old, (stale, stale))
    removed = files.sweep(tmp_path)
    assert sorted(removed) == sorted([str(gone), str(legacy_old)])
    assert mine.exists() and legacy_new.exists() and other.exists()


def test_one_atomic_writer(tmp_path: Path) -> None:
    """Every module writes files through files.write_atomically (no copy of it left)."""
    from pytest_irlower.runtime import files

    package = Path(files.__file__).parent
    copies = [
        str(p.relative_to(package))
        for p in package.rglob("*.py")
        if p.name != "files.py" and "os.replace(" in p.read_text(encoding="utf-8")
    ]
    assert copies == []
    target = tmp_path / "sub" / "out.txt"
    files.write_atomically(target, "a\nb\n", temp_dir=tmp_path / "tmp")
    assert target.read_text() == "a\nb\n" and list((tmp_path / "tmp").iterdir()) == []
    assert oct(target.stat().st_mode & 0o777) == oct(0o666 & ~_umask())


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask
