"""What the controller does with goldens and check lines when a session ends.

- ``--irlower-pending=FILE``: merge every process's pending entries into one bundle
  (:mod:`pytest_irlower.report.pending`);
- ``--irlower-update-checks``: apply the check-comment edits the processes recorded, one
  write per test file, whatever worker made them;
- ``--irlower-orphans``: fail when the golden folder holds files no collected test owns;
- ``--irlower-prune-goldens``: delete goldens of the collected files that no assertion used.

Each reads what the session gathered (:class:`~pytest_irlower.session.state.IRLowerSession`)
and writes lines for the terminal summary.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import pytest

if TYPE_CHECKING:
    from pytest_irlower.checks.goldenrun import RunRecord
    from pytest_irlower.session.settings import Settings


class FinishSource(Protocol):
    """What these steps read of the session (``session.state.IRLowerSession``)."""

    config: pytest.Config
    settings: Settings
    run: RunRecord
    used_goldens: set[str]
    #: lines the terminal summary prints under "irlower goldens"
    finish_lines: list[tuple[str, bool]]


def selection(config: pytest.Config) -> str | None:
    """What narrowed the run to part of the suite, if anything."""
    if config.getoption("keyword") or config.getoption("markexpr"):
        return "-k/-m selection"
    picked = [arg for arg in config.args if "::" in arg]
    if picked:
        return f"node-id selection ({', '.join(picked[:3])})"
    if config.getoption("irlower_shard", None):
        return f"--irlower-shard={config.getoption('irlower_shard')}"
    return None


def say(session: FinishSource, line: str, *, red: bool = False) -> None:
    """A line for the terminal summary's "irlower goldens" block (on stderr now, when there
    is no terminal reporter to print the summary)."""
    if session.config.pluginmanager.get_plugin("terminalreporter") is None:
        sys.stderr.write(line + "\n")
        return
    session.finish_lines.append((line, red))


def write_lines(session: FinishSource, reporter: Any) -> None:
    """Print the block in the terminal summary."""
    if not session.finish_lines:
        return
    reporter.write_sep("-", "irlower goldens")
    for line, red in session.finish_lines:
        reporter.write_line(line, red=red)


def finish_pending(session: FinishSource, spool_dir: Path) -> None:
    """Write the bundle and apply ``--irlower-update-checks``' edits (controller only)."""
    from pytest_irlower.report import pending

    settings = session.settings
    bundle = pending.read_spool(spool_dir)
    root = session.config.rootpath
    bundle.golden_dir = Path(os.path.relpath(settings.golden_root, root)).as_posix()
    if settings.update_checks:
        _apply_check_edits(session, bundle.checks)
    if settings.pending_path is None:
        return
    pending.write(settings.pending_path, bundle, rootdir_name=root.name)
    shown = os.path.relpath(settings.pending_path, session.config.invocation_params.dir)
    counts = ", ".join(
        f"{len(found)} {pending.CLASS_LABELS[kind]}"
        for kind, found in bundle.entries_by_class().items()
    )
    say(session, f"irlower: pending bundle written to {shown}: {counts or 'nothing to accept'}")
    if len(bundle):
        say(
            session, f"  apply it: irlower accept {shown}  (irlower accept --list {shown} lists it)"
        )


def _apply_check_edits(session: FinishSource, edits: list[Any]) -> None:
    """Rewrite the check comments of the tests whose filecheck() failed, one write per file."""
    from pytest_irlower.checks import checkedits
    from pytest_irlower.runtime.files import write_atomically

    by_file: dict[str, list[Any]] = {}
    for edit in edits:
        by_file.setdefault(edit.file, []).append(edit)
    root = session.config.rootpath
    for name, found in sorted(by_file.items()):
        path = root / name
        source = path.read_text(encoding="utf-8")
        fresh = [edit for edit in found if checkedits.state(source, edit) == "apply"]
        stale = [edit.function for edit in found if edit not in fresh]
        if fresh:
            write_atomically(path, checkedits.apply_all(source, fresh))
            tests = ", ".join(sorted(edit.function for edit in fresh))
            say(session, f"irlower: rewrote the check lines of {name}: {tests}")
        if stale:
            say(
                session,
                f"irlower: not rewriting {name}: {', '.join(stale)} changed during the run",
                red=True,
            )


def _stems(collected: set[str]) -> dict[str, set[str]]:
    """Test file (relative, without .py) -> the safe snapshot names of its collected tests."""
    from pytest_irlower.checks.goldenrun import case_collisions
    from pytest_irlower.runtime.files import safe_name

    names: list[tuple[str, str]] = []
    for nodeid in collected:
        parts = nodeid.split("::")
        if len(parts) < 2:
            continue
        # syrupy names a method's snapshots Class.test[id]: the immediate class only
        name = f"{parts[-2]}.{parts[-1]}" if len(parts) > 2 else parts[-1]
        names.append((parts[0], name))
    collisions = case_collisions(names)
    stems: dict[str, set[str]] = {}
    for file, name in names:
        folder = Path(file).with_suffix("").as_posix()
        stems.setdefault(folder, set()).add(safe_name(name, case_unique=(file, name) in collisions))
    return stems


def _scopes(config: pytest.Config, golden_root: Path) -> list[Path]:
    """The parts of the golden folder that the run's paths cover (all of it from the rootdir)."""
    root = config.rootpath.resolve()
    scopes = []
    for arg in config.args:
        path = (config.invocation_params.dir / arg.split("::", 1)[0]).resolve()
        if not path.is_relative_to(root) or path == root:
            return [golden_root]
        relative = path.relative_to(root)
        scopes.append(golden_root / (relative.with_suffix("") if path.is_file() else relative))
    return scopes or [golden_root]


def orphan_goldens(session: FinishSource) -> list[Path]:
    """Golden files under the run's scope that no collected test owns."""
    from pytest_irlower.checks.golden import golden_files
    from pytest_irlower.checks.goldenrun import owned_by
    from pytest_irlower.families import REGISTRY

    suffixes = sorted(REGISTRY.suffixes(), key=len, reverse=True)
    golden_root = session.settings.golden_root
    stems = _stems(session.run.collected)
    found: set[Path] = set()
    for scope in _scopes(session.config, golden_root):
        if not scope.is_dir():
            continue
        for path in golden_files(scope, suffixes):
            folder = path.parent.relative_to(golden_root).as_posix()
            if not owned_by(path.name, stems.get(folder, set()), suffixes):
                found.add(path)
    return sorted(found)


def check_orphans(session: FinishSource, pytest_session: pytest.Session) -> None:
    """``--irlower-orphans``: fail when goldens no collected test owns lie in the golden
    folder; never deletes. A narrowed run cannot judge and says so."""
    narrowed = selection(session.config)
    if narrowed is None and session.run.deselected:
        narrowed = f"{session.run.deselected} deselected"
    if narrowed is None and session.run.collect_errors:
        narrowed = f"{session.run.collect_errors} collection error(s)"
    if narrowed is not None:
        say(
            session,
            f"irlower: --irlower-orphans cannot judge this run ({narrowed}): only a run of the "
            "whole suite collects every test that may own a golden",
        )
        return
    found = orphan_goldens(session)
    if not found:
        say(session, "irlower: --irlower-orphans: every golden belongs to a collected test")
        return
    root = session.config.rootpath
    say(
        session,
        f"irlower: {len(found)} orphaned golden(s): no collected test owns them (kept; delete "
        "them with git rm, or with --irlower-prune-goldens when their test file remains):",
        red=True,
    )
    for path in found:
        say(session, f"  {os.path.relpath(path, root)}", red=True)
    pytest_session.exitstatus = pytest.ExitCode.TESTS_FAILED


def prune(session: FinishSource, pytest_session: pytest.Session, exitstatus: int) -> None:
    """``--irlower-prune-goldens``: delete orphaned goldens after a complete, clean run."""
    from pytest_irlower.checks.golden import orphans
    from pytest_irlower.checks.goldenrun import prune_blockers
    from pytest_irlower.families import REGISTRY

    config = session.config
    blockers = prune_blockers(session.run, int(exitstatus), selection=selection(config))
    if blockers:
        say(
            session,
            f"irlower: not pruning goldens: the run was not complete ({', '.join(blockers)});"
            " run the whole suite, with nothing skipped or failing, to prune",
            red=True,
        )
        pytest_session.exitstatus = pytest.ExitCode.TESTS_FAILED
        return
    # node ids are relative to the rootdir: "tests/test_x.py::test_y[id]"
    files = {nodeid.split("::", 1)[0] for nodeid in session.run.collected}
    folders = {session.settings.golden_root / Path(path).with_suffix("") for path in files}
    removed = orphans(sorted(folders), session.used_goldens, REGISTRY.suffixes())
    for path in removed:
        path.unlink()
    say(session, f"irlower: pruned {len(removed)} orphaned golden(s)")
    for path in removed:
        say(session, f"  removed {os.path.relpath(path, config.rootpath)}")
