"""The text of a golden file: the IR as stored and compared (LF, no trailing spaces,
relative paths, no version banners), the trailer comment recording a digest of every
stage before the last, and the unified diff a mismatch shows. Pure functions, no syrupy.
"""

from __future__ import annotations

import difflib
import functools
import hashlib
import re
from collections.abc import Iterable, Mapping
from typing import Any

from pytest_irlower.text import linediff
from pytest_irlower.text import normalize as norm

STAGES_TAG = "irlower-stages:"

_VERSION_BANNERS = (
    # LLVM IR: !llvm.ident = !{!N} / !N = !{!"clang version 22.1.8 (...)"}
    (
        re.compile(r'(!\{!")((?:clang|LLVM|AMD clang|Triton)[^"]*? version )[^"]*(")'),
        r"\1\2<version>\3",
    ),
    # assembly: .ident "clang version ..."
    (re.compile(r'(\.ident\s+")([^"]*? version )[^"]*(")'), r"\1\2<version>\3"),
    # DICompileUnit producer
    (re.compile(r'(producer: ")([^"]*? version )[^"]*(")'), r"\1\2<version>\3"),
)

# spirv-dis headers: "; Generator: ...; 1234" and "; Bound: 1234"
_SPIRV_HEADER = re.compile(r"(?m)^; (Bound|Generator|Version): .*$")


def normalize_for_golden(text: str, suffix: str, *, roots: Iterable[tuple[str, str]] = ()) -> str:
    """What is stored and compared: LF, no trailing spaces, relative paths, no version banners."""
    text = norm.normalize_whitespace(text)
    text = norm.relativize_paths(text, roots)
    if " version " in text:  # in every banner: a scan at C speed spares three regex scans
        for pattern, replacement in _VERSION_BANNERS:
            text = pattern.sub(replacement, text)
    if suffix == ".spvasm":
        text = _SPIRV_HEADER.sub(lambda m: f"; {m.group(1)}: <elided>", text)
    return text


def clean_stamp(suffix: str, roots: Iterable[tuple[str, str]]) -> str:
    """What a text is marked with (:func:`golden_form`) when it normalizes to itself under
    ``suffix`` with no roots and holds none of ``roots``' paths (:func:`clean_for_golden`):
    ``FORM:ROOTS``, where FORM names the normalization and ROOTS the writer's roots. A
    reader with those roots compares the text as it is; one with others (a checkout or a
    venv at another path) first looks for its own roots' paths in the text."""
    return f"{_form_stamp(suffix)}:{_roots_stamp(tuple(roots))}"


def clean_for_golden(text: str, suffix: str, roots: Iterable[tuple[str, str]]) -> bool:
    """Whether ``text`` may be marked with :func:`clean_stamp`: it normalizes to itself
    under these roots and holds none of their paths (then it would under any roots that
    it holds none of, as well)."""
    roots = tuple(roots)
    return normalize_for_golden(text, suffix, roots=roots) == text and not holds_root(text, roots)


def holds_root(text: str, roots: Iterable[tuple[str, str]]) -> bool:
    """Whether a root's path occurs in ``text`` (one holding none is left as it is by
    ``relativize_paths``); a root inside another is not looked for again."""
    return any(path in text for path in _outermost(tuple(roots)))


@functools.cache
def _form_stamp(suffix: str) -> str:
    return hashlib.sha256(repr(("golden form", suffix)).encode()).hexdigest()[:20]


@functools.cache
def _roots_stamp(roots: tuple[tuple[str, str], ...]) -> str:
    shown = repr(sorted(roots))
    return hashlib.sha256(shown.encode("utf-8", "surrogatepass")).hexdigest()[:20]


@functools.cache
def _outermost(roots: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    paths = sorted({root.rstrip("/") for root, _ in roots} - {""}, key=len)
    kept: list[str] = []
    for path in paths:
        if not any(path == outer or path.startswith(outer + "/") for outer in kept):
            kept.append(path)
    return tuple(kept)


def golden_form(text: str, suffix: str, roots: Iterable[tuple[str, str]], stamp: Any) -> str:
    """``normalize_for_golden(text, suffix, roots=roots)``, or ``text`` itself when
    ``stamp`` says it normalizes to itself (:func:`clean_stamp`: the cross-run cache keeps
    that fact with a lowering's text, and a warm run then scans nothing; under roots other
    than the writer's, it scans only for their paths)."""
    roots = tuple(roots)
    if isinstance(stamp, str):
        form, _, writer = stamp.partition(":")
        if form == _form_stamp(suffix) and (
            writer == _roots_stamp(roots) or not holds_root(text, roots)
        ):
            return text
    return normalize_for_golden(text, suffix, roots=roots)


def stage_digests(stages: Mapping[str, str]) -> list[tuple[str, str]]:
    """A short digest of every stage but the last (the golden holds the last); those a
    cache hit's stages know without reading their texts (``stages.digests``)."""
    known = getattr(stages, "digests", None)
    if known is not None:
        return [(str(name), str(digest)) for name, digest in known]
    names = list(stages)[:-1]
    return [(name, hashlib.sha256(stages[name].encode()).hexdigest()[:12]) for name in names]


def stages_line(stages: Mapping[str, str], comment: str) -> str:
    """The trailer comment recording the stage digests ('' when nothing to record)."""
    digests = stage_digests(stages)
    if not digests:
        return ""
    body = " ".join(f"{_quote_stage(name)}={digest}" for name, digest in digests)
    return f"{comment} {STAGES_TAG} {body}\n"


def _quote_stage(name: str) -> str:
    return name.replace(" ", "_")


def split_trailer(text: str) -> tuple[str, dict[str, str]]:
    """(the IR without the trailer, recorded stage name -> digest)."""
    # only the text after the last line feed but one is split into lines (a golden is
    # compared at every test of a warm run; splitting it all cost a copy of each line)
    cut = text.rfind("\n", 0, len(text) - 1) + 1
    if STAGES_TAG not in text[cut:]:
        return text, {}
    lines = text[cut:].splitlines(keepends=True)
    if lines and STAGES_TAG in lines[-1]:
        _, _, body = lines[-1].partition(STAGES_TAG)
        recorded = dict(item.split("=", 1) for item in body.split() if "=" in item)
        return text[:cut] + "".join(lines[:-1]), recorded
    return text, {}


def first_changed_stage(stages: Mapping[str, str], recorded: Mapping[str, str]) -> str | None:
    """The first stage (in chain order) whose digest differs from the recorded one."""
    for name, digest in stage_digests(stages):
        old = recorded.get(_quote_stage(name))
        if old is not None and old != digest:
            return name
    return None


def unified_diff(
    expected: str, actual: str, golden_path: str, *, max_lines: int | None
) -> list[str]:
    """A unified diff from the golden to the new IR, cut to ``max_lines`` (None: whole): a
    shortest one (:mod:`pytest_irlower.text.linediff`), never longer than ``diff -u``'s."""
    lines = list(
        linediff.unified_diff(
            expected.splitlines(),
            actual.splitlines(),
            f"{golden_path} (golden)",
            f"{golden_path} (lowered now)",
            n=3,
        )
    )
    if max_lines is not None and len(lines) > max_lines:
        hidden = len(lines) - max_lines
        lines = [*lines[:max_lines], f"... {hidden} more diff lines (-vv shows the whole diff)"]
    return lines


# names a rename can touch: SSA values, blocks, symbols, aliases, registers, labels
_NAME = re.compile(r"[%@#^$][\w.$-]+|\.L[\w.$]+")


def renames(old: str, new: str, *, limit: int = 12) -> list[tuple[str, str]]:
    """The names a renames-only change renamed, old to new, in order of appearance: the
    names of lines that differ, paired by position (at most ``limit``)."""
    pairs: dict[str, str] = {}
    matcher = difflib.SequenceMatcher(None, old.splitlines(), new.splitlines(), autojunk=False)
    a, b = old.splitlines(), new.splitlines()
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "replace" or i2 - i1 != j2 - j1:
            continue
        for left, right in zip(a[i1:i2], b[j1:j2], strict=True):
            for x, y in zip(_NAME.findall(left), _NAME.findall(right), strict=False):
                if x != y and x not in pairs:
                    pairs[x] = y
    return list(pairs.items())[:limit]
