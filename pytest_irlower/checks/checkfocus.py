"""Focused FileCheck lines, as MLIR's ``generate-test-checks.py`` writes them for a test
about a few ops: each function's signature, then one ``CHECK:`` line per op the focus
names, in order, and nothing else (no weight resource names, no affine map definitions,
no ``CHECK-NEXT`` chains that break on any unrelated change).

The focus is a list of items, each an op (``linalg.matmul``, ``math.erf``; an LLVM IR
instruction: ``fmul``, ``call``) or a dialect (``math``: every ``math.*`` op). A value is
captured only where a later focused line of the same region uses it, and a use is a
reference only to a capture visible there: captures are scoped to their region, so a
value of one ``linalg.generic`` body is never matched in another. Everything else a line
names (values defined by ops outside the focus, block arguments, attribute aliases) is a
plain pattern.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from pytest_irlower.checks.checkgen import (
    _ALIAS,
    _BLOCK,
    _LABEL,
    _RESOURCE,
    _SSA,
    RESOURCE_PATTERN,
    _escape,
    _Names,
    _pattern,
)
from pytest_irlower.errors import UsageError

# "%a, %b:2 = " before an op name; the name itself, quoted in MLIR's generic form
_RESULTS = re.compile(r"^((?:%[\w.$#-]+(?::\d+)?\s*,\s*)*%[\w.$#-]+(?::\d+)?)\s*=\s*")
_OP = re.compile(r'^"?([A-Za-z_][\w$]*(?:\.[\w$]+)*)')
#: a name no check pins: its sigil, then anything up to the next separator
_ANY = {"%": "%{{[^ ,:)]+}}", "^": "^{{[^ ,:(]+}}", "#": "#{{[^ ,>)]+}}"}
_FOCUS_ITEM = re.compile(r"^[A-Za-z_][\w$]*(?:\.[\w$]+)*$")


def parse_focus(text: str) -> tuple[str, ...]:
    """The items of ``--focus`` (comma-separated): op names and dialect names."""
    items = tuple(item.strip() for item in text.split(",") if item.strip())
    bad = [item for item in items if not _FOCUS_ITEM.match(item)]
    if not items or bad:
        raise UsageError(
            f"--focus {text!r}: "
            + (f"{', '.join(map(repr, bad))} is not" if bad else "names nothing: give")
            + " an op (linalg.matmul, math.erf; in LLVM IR an instruction: fmul, call) or a "
            "dialect (math, linalg), comma-separated: --focus linalg.matmul,math"
        )
    return items


def _op_name(line: str) -> str | None:
    """The op a line of IR holds (``linalg.matmul``; ``fmul`` in LLVM IR), if any."""
    body = _RESULTS.sub("", line, count=1)
    if body.startswith(("tail ", "musttail ", "notail ")):
        body = body.split(" ", 1)[1]
    match = _OP.match(body)
    return match.group(1) if match else None


def _focused(op: str | None, focus: Sequence[str]) -> bool:
    if op is None:
        return False
    return any(op == item or op.startswith(item + ".") for item in focus)


@dataclass
class _Line:
    text: str
    scope: tuple[int, ...]
    label: bool = False
    #: (start, end, token, defines) of every name on the line
    tokens: list[tuple[int, int, str, bool]] = field(default_factory=list)


def _tokens(text: str, *, definitions_end: int) -> list[tuple[int, int, str, bool]]:
    found = sorted(
        (m for rx in (_SSA, _BLOCK, _ALIAS) for m in rx.finditer(text)), key=lambda m: m.start()
    )
    out, position = [], 0
    for match in found:
        if match.start() < position:
            continue
        out.append((match.start(), match.end(), match.group(0), match.end() <= definitions_end))
        position = match.end()
    return out


def _select(ir: str, focus: Sequence[str]) -> list[_Line]:
    """The signature lines and focused op lines of ``ir``, each with its region scope."""
    llvm = bool(re.search(r"(?m)^(define|declare|; ModuleID)", ir))
    stack: list[int] = [0]
    regions = 0
    kept: list[_Line] = []
    for raw in ir.splitlines():
        text = raw.strip()
        if llvm:
            text = re.sub(r"\s*;.*$", "", text)
        if not text or text.startswith(("//", "#loc")):
            continue
        if text.startswith("{-#"):
            break
        if text.startswith("}") and len(stack) > 1:
            stack.pop()
        opens = text.endswith("{")
        label = bool(_LABEL.match(text))
        if label and opens:  # the arguments belong to the body
            regions += 1
            stack.append(regions)
            opens = False
        if label:
            # a signature's names are all definitions
            kept.append(_Line(text, tuple(stack), True, _tokens(text, definitions_end=len(text))))
        elif _focused(_op_name(text), focus):
            results = _RESULTS.match(text)
            end = results.end(1) if results else 0
            kept.append(_Line(text, tuple(stack), False, _tokens(text, definitions_end=end)))
        if opens:
            regions += 1
            stack.append(regions)
    return kept


def _visible(defined: tuple[int, ...], used: tuple[int, ...]) -> bool:
    """Whether a value defined in region path ``defined`` is in scope at ``used``."""
    return used[: len(defined)] == defined


def generate_focused(
    ir: str, focus: Sequence[str], prefix: str = "CHECK", comment: str = ""
) -> list[str]:
    """Focused FileCheck lines for ``ir``: every function's signature (``CHECK-LABEL`` and
    ``CHECK-SAME``), then a ``CHECK:`` line per op that ``focus`` names."""
    lines = _select(ir, focus)
    # which definitions a later kept line uses, in scope: only those are captured
    wanted: set[tuple[int, str]] = set()
    for index, line in enumerate(lines):
        for _, _, token, defines in line.tokens:
            if defines or not token.startswith(("%", "^")):
                continue
            for earlier in range(index - 1, -1, -1):
                other = lines[earlier]
                if any(t == token and d for _, _, t, d in other.tokens) and _visible(
                    other.scope, line.scope
                ):
                    wanted.add((earlier, token))
                    break
    names = _Names()
    captured: dict[str, list[tuple[tuple[int, ...], str]]] = {}
    lead = f"{comment} " if comment else ""
    out: list[str] = []
    for index, line in enumerate(lines):
        pieces: list[str] = []
        position = 0
        for start, end, token, defines in line.tokens:
            pieces.append(_literal(line.text[position:start]))
            visible = [n for scope, n in captured.get(token, []) if _visible(scope, line.scope)]
            if not defines and visible:
                pieces.append(f"[[{visible[-1]}]]")
            elif defines and (line.label or (index, token) in wanted):
                names.known.pop(token, None)  # a new value: a new capture, never a use
                name, _ = names.variable(token)
                captured.setdefault(token, []).append((line.scope, name))
                pieces.append(f"[[{name}:{_pattern(token[0])}]]")
            else:
                pieces.append(_ANY[token[0]])
            position = end
        pieces.append(_literal(line.text[position:]))
        for at in range(1, len(pieces)):
            # "[" then "[[VAR]]" would read as "[[[VAR"
            if pieces[at].startswith("[[") and pieces[at - 1].endswith("["):
                pieces[at - 1] = pieces[at - 1][:-1] + "{{\\[}}"
        if line.label:
            # CHECK-LABEL may not define variables: the label up to the first name, the
            # rest (the arguments, captured) on a CHECK-SAME line
            out.append(f"{lead}{prefix}-LABEL: {pieces[0].rstrip()}")
            rest = "".join(pieces[1:]).rstrip()
            if rest:
                out.append(f"{lead}{prefix}-SAME: {rest}")
        else:
            out.append(f"{lead}{prefix}: {''.join(pieces).rstrip()}")
    return out


def _literal(text: str) -> str:
    """Literal text between names, weight resource names as a pattern."""
    pieces = [_escape(part) for part in _RESOURCE.split(text)]
    return RESOURCE_PATTERN.join(pieces)
