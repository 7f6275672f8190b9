"""``irlower accept`` and ``irlower review``: take the goldens and check lines a CI run left in
a pending bundle (``pytest --irlower-pending=FILE``) into this clone.

irlower accept FILE... [--only new|renames|real|stages|checks] [-k SUBSTRING] [--rootdir DIR]
irlower accept --list FILE...
irlower review FILE [--only ...] [-k SUBSTRING] [--rootdir DIR]

``review`` goes through the entries one by one on a terminal (insta's ``cargo insta
review``): accept, reject or skip each, or all of its class; what was accepted is written
at the end (checked first, as ``accept`` does) and the bundle keeps the skipped entries.
"""

from __future__ import annotations

import argparse
import difflib
import shlex
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pytest_irlower.errors import UsageError
from pytest_irlower.report import accept as applying
from pytest_irlower.report import pending
from pytest_irlower.report.pending import CHECKS, CLASS_LABELS, CLASSES, Bundle

_ONLY_HELP = (
    "only entries of this class (repeatable): new (goldens that did not exist), renames "
    "(renames only), real (real change), stages (only the stage record), checks (check lines)"
)


def add_parsers(sub: Any) -> None:
    """The ``accept`` and ``review`` subcommands."""
    acc = sub.add_parser(
        "accept",
        help="apply a pending bundle (pytest --irlower-pending=FILE) to golden/ and the tests",
        description="Write the goldens and check lines of one or more pending bundles (from "
        "pytest --irlower-pending=FILE: several shards or -n runs of one commit may be given "
        "together). The bytes are what --snapshot-update writes. An entry whose golden or test "
        "changed since the bundle was made is refused by name, and then nothing is written.",
    )
    acc.add_argument("files", nargs="+", metavar="FILE", help="pending bundle(s)")
    acc.add_argument("--list", action="store_true", help="list the entries by class, write nothing")
    rev = sub.add_parser(
        "review",
        help="go through a pending bundle entry by entry: accept, reject or skip",
        description="Show each entry of a pending bundle with its diff and ask: accept, "
        "reject, skip, or accept/reject all of its class. Accepted entries are written at the "
        "end (checked first); the bundle keeps the skipped ones.",
    )
    rev.add_argument("files", nargs=1, metavar="FILE", help="the pending bundle")
    for parser in (acc, rev):
        parser.add_argument("--only", action="append", choices=CLASSES, help=_ONLY_HELP)
        parser.add_argument(
            "-k",
            dest="keyword",
            metavar="SUBSTRING",
            help="only entries whose path or test id contains SUBSTRING",
        )
        parser.add_argument(
            "--rootdir",
            default=None,
            help="the project's rootdir, where the bundle's paths start (default: the nearest "
            "folder from here up holding pytest.ini, pyproject.toml, tox.ini or setup.cfg, "
            "else the current folder)",
        )


_INI_FILES = ("pytest.ini", ".pytest.ini", "pyproject.toml", "tox.ini", "setup.cfg")


def find_rootdir(given: str | None, start: Path | None = None) -> Path:
    """``--rootdir``, else the nearest folder from ``start`` up with a pytest ini file (where
    pytest puts the rootdir of a run from there), else ``start``."""
    if given is not None:
        return Path(given)
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        if any((folder / name).is_file() for name in _INI_FILES):
            return folder
    return here


def _load(args: argparse.Namespace) -> Bundle:
    bundle = pending.merge(pending.load(Path(name)) for name in args.files)
    return applying.select(bundle, args.only or (), args.keyword)


def list_lines(bundle: Bundle) -> list[str]:
    """The entries by class, each with its test and first changed stage."""
    grouped = bundle.entries_by_class()
    total = len(bundle)
    files = " ".join(shlex.quote(source) for source in bundle.sources)
    lines = [f"{', '.join(bundle.sources)}: {total} entr{'y' if total == 1 else 'ies'}"]
    for kind, found in grouped.items():
        lines.append(f"{CLASS_LABELS[kind]} ({len(found)}):  irlower accept {files} --only {kind}")
        for entry in found:
            if kind == CHECKS:
                lines.append(f"  {entry.file}::{entry.function}  ({len(entry.lines)} lines)")
                continue
            extra = [entry.nodeid] if entry.nodeid else []
            if entry.first_stage:
                extra.append(f"first changed stage: {entry.first_stage}")
            lines.append(f"  {entry.path}" + (f"  ({'; '.join(extra)})" if extra else ""))
    return lines


def run_accept(args: argparse.Namespace) -> int:
    """``irlower accept``: list, or check everything and then write."""
    bundle = _load(args)
    if args.list:
        print("\n".join(list_lines(bundle)))
        return 0
    return _apply(bundle, find_rootdir(args.rootdir))


def _apply(bundle: Bundle, rootdir: Path) -> int:
    work = applying.plan(bundle, rootdir)
    try:
        written = applying.execute(work, rootdir)
    except applying.StaleBundle as exc:
        print(f"irlower accept: {exc}", file=sys.stderr)
        return 1
    for name in work.applied:
        print(f"irlower accept: already in place: {name}")
    if not written:
        print("irlower accept: nothing to write")
        return 0
    print(f"irlower accept: wrote {len(written)} entr{'y' if len(written) == 1 else 'ies'}:")
    print("\n".join(written))
    return 0


def _diff(bundle_entry: Any, rootdir: Path) -> list[str]:
    """What accepting the entry changes, as a unified diff."""
    from pytest_irlower.checks import checkedits

    if hasattr(bundle_entry, "function"):
        path = rootdir / bundle_entry.file
        source = path.read_text(encoding="utf-8") if path.is_file() else ""
        try:
            old = checkedits.function_source(source, bundle_entry.function)
            new = checkedits.function_source(
                checkedits.apply(source, bundle_entry), bundle_entry.function
            )
        except UsageError as exc:
            return [f"  ({exc})"]
        name = f"{bundle_entry.file}::{bundle_entry.function}"
    else:
        path = rootdir / bundle_entry.path
        old = path.read_text(encoding="utf-8") if path.is_file() else ""
        new, name = bundle_entry.text, bundle_entry.path
    return list(
        difflib.unified_diff(
            old.splitlines(),
            new.splitlines(),
            fromfile=f"{name} (now)",
            tofile=f"{name} (pending)",
            lineterm="",
        )
    )


_PROMPT = "[a]ccept [r]eject [s]kip, [A]ccept or [R]eject all {label}, [q]uit: "


def run_review(args: argparse.Namespace, ask: Callable[[str], str] = input) -> int:
    """``irlower review``: ask about every entry, then write what was accepted."""
    path = Path(args.files[0])
    whole = pending.load(path)
    chosen = applying.select(whole, args.only or (), args.keyword)
    rootdir = find_rootdir(args.rootdir)
    decided: dict[int, str] = {}
    all_of: dict[str, str] = {}
    entries = [e for found in chosen.entries_by_class().values() for e in found]
    for number, entry in enumerate(entries, start=1):
        kind = CHECKS if hasattr(entry, "function") else entry.kind
        label = CLASS_LABELS[kind]
        if kind in all_of:
            decided[id(entry)] = all_of[kind]
            continue
        name = f"{entry.file}::{entry.function}" if kind == CHECKS else entry.path
        print(f"\n[{number}/{len(entries)}] {label}: {name}")
        if kind != CHECKS and entry.first_stage:
            print(f"first changed stage: {entry.first_stage}")
        print("\n".join(_diff(entry, rootdir)))
        answer = _answer(ask, _PROMPT.format(label=label))
        if answer == "q":
            break
        if answer in ("A", "R"):
            all_of[kind] = answer.lower()
            answer = answer.lower()
        decided[id(entry)] = answer
    accepted = Bundle(
        goldens=[e for e in whole.goldens if decided.get(id(e)) == "a"],
        checks=[e for e in whole.checks if decided.get(id(e)) == "a"],
        golden_dir=whole.golden_dir,
        sources=whole.sources,
    )
    status = _apply(accepted, rootdir) if len(accepted) else 0
    if status:
        return status
    rest = Bundle(
        goldens=[e for e in whole.goldens if decided.get(id(e)) not in ("a", "r")],
        checks=[e for e in whole.checks if decided.get(id(e)) not in ("a", "r")],
        golden_dir=whole.golden_dir,
    )
    rejected = sum(1 for answer in decided.values() if answer == "r")
    pending.write(path, rest)
    print(
        f"irlower review: {len(accepted)} accepted, {rejected} rejected; {path} keeps "
        f"{len(rest)} entr{'y' if len(rest) == 1 else 'ies'} for later"
    )
    return 0


def _answer(ask: Callable[[str], str], prompt: str) -> str:
    """One of a, r, s, A, R, q (end of input: quit)."""
    while True:
        try:
            reply = ask(prompt).strip()
        except EOFError:
            print()
            return "q"
        if reply in ("a", "r", "s", "A", "R", "q"):
            return reply
        if reply.lower() in ("accept", "reject", "skip", "quit"):
            return reply.lower()[0]
        print("answer a, r, s, A, R or q")
