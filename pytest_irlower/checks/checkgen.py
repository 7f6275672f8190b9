"""Generate FileCheck lines from IR, in the style of LLVM's update_test_checks.py and
MLIR's generate-test-checks.py: SSA names, block labels and attribute aliases become
captures (``[[VAL_0:%.*]]`` on definition, ``[[VAL_0]]`` on use), functions start
with ``CHECK-LABEL``, the lines after them follow with ``CHECK-NEXT``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

# %name (MLIR and LLVM values), ^bb (MLIR blocks), #alias (MLIR attribute aliases)
_SSA = re.compile(r"%[A-Za-z0-9_.$-]+(?:#\d+)?")
_BLOCK = re.compile(r"\^[A-Za-z0-9_.$-]+")
_ALIAS = re.compile(r"(?<![\w\"])#[A-Za-z_][A-Za-z0-9_$.-]*")
_LABEL = re.compile(
    r"^\s*(?:func\.func|tt\.func|llvm\.func|define|gpu\.func"
    r"|\.visible \.entry|\.entry|\.visible \.func)\b"
)
_LLVM_BLOCK = re.compile(r"^(\d+|[A-Za-z_.$][\w.$-]*):(\s+;.*)?$")


class _Names:
    """Capture names for IR names: %arg0 -> ARG0, %0 -> VAL_0, unique across the output.

    Names are scoped to their region: MLIR numbers the values of sibling regions (the bodies
    of two ``linalg.generic``) alike, and LLVM IR the values of two functions, so a name
    first seen inside a region is forgotten when it closes, and the same text in the next
    region is a new capture, never a use of the old one."""

    def __init__(self) -> None:
        self.known: dict[str, str] = {}
        self.used: set[str] = set()
        self.scopes: list[list[str]] = [[]]

    def push(self) -> None:
        """A region opens: names first seen from here on belong to it."""
        self.scopes.append([])

    def pop(self) -> None:
        """A region closes: forget the names first seen in it (the outermost scope stays)."""
        if len(self.scopes) > 1:
            for token in self.scopes.pop():
                self.known.pop(token, None)

    def variable(self, token: str) -> tuple[str, bool]:
        """(capture name, first time seen in the scopes open now)."""
        if token in self.known:
            return self.known[token], False
        if not token.startswith("#"):  # attribute aliases are module-wide
            self.scopes[-1].append(token)
        base = re.sub(r"[^A-Za-z0-9_]", "_", token.lstrip("%^#")).upper() or "V"
        if base[0].isdigit():
            base = f"VAL_{base}"
        if token.startswith("^"):
            base = f"BB_{base}" if not base.startswith("BB") else base
        if token.startswith("#"):
            base = f"ATTR_{base}"
        name, counter = base, 1
        while name in self.used:
            name, counter = f"{base}_{counter}", counter + 1
        self.used.add(name)
        self.known[token] = name
        return name, True


def _escape(text: str) -> str:
    """Literal text for a check line: ``[[`` and ``{{`` would start a pattern."""
    return text.replace("{{", "{{[{][{]}}").replace("[[", "{{\\[\\[}}")


def _pattern(kind: str) -> str:
    # no "]" inside: FileCheck ends a [[...]] block at the first "]]"
    return {"%": r"%[-a-zA-Z$._0-9#]+", "^": r"\^[-a-zA-Z$._0-9]+", "#": r"#[-a-zA-Z$._0-9]+"}[kind]


#: a weight's resource name: random per model, and nothing a check should pin
_RESOURCE = re.compile(r"dense_resource<[^>]*>")
RESOURCE_PATTERN = "dense_resource<{{[^>]+}}>"


def check_line(line: str, names: _Names, *, llvm: bool) -> str:
    """One IR line as a check pattern, its names captured or referenced; weight resource
    names (``dense_resource<...>``) are matched by a pattern, not spelled out."""
    parts = [_names_in(part, names) for part in _RESOURCE.split(line)]
    return RESOURCE_PATTERN.join(parts).rstrip()


def _names_in(line: str, names: _Names) -> str:
    out: list[str] = []
    position = 0
    tokens = sorted(
        [m for regex in (_SSA, _BLOCK, _ALIAS) for m in regex.finditer(line)],
        key=lambda m: m.start(),
    )
    for match in tokens:
        if match.start() < position:
            continue
        token = match.group(0)
        literal = _escape(line[position : match.start()])
        if literal.endswith("["):  # "[" then "[[VAR]]" would read as "[[[VAR"
            literal = literal[:-1] + "{{\\[}}"
        out.append(literal)
        name, first = names.variable(token)
        out.append(f"[[{name}:{_pattern(token[0])}]]" if first else f"[[{name}]]")
        position = match.end()
    out.append(_escape(line[position:]))
    return "".join(out)


def generate(ir: str, prefix: str = "CHECK", comment: str = "") -> list[str]:
    """FileCheck lines for ``ir`` (without trailing newlines)."""
    llvm = bool(re.search(r"(?m)^(define|declare|; ModuleID)", ir))
    names = _Names()
    lines: list[str] = []
    lead = f"{comment} " if comment else ""
    previous_blank = True
    for raw in ir.splitlines():
        stripped = raw.strip()
        if llvm:
            stripped = re.sub(r"\s*;.*$", "", stripped)  # "; preds = ...", "; ModuleID"
        if not stripped or stripped.startswith(("//", "#loc")):
            previous_blank = True
            continue
        if stripped.startswith("{-#"):
            break  # MLIR resource blobs: not worth checking
        if llvm and _LLVM_BLOCK.match(stripped):
            lines.append(f"{lead}{prefix}: {{{{[0-9A-Za-z_.$-]+}}}}:")
            previous_blank = False
            continue
        if stripped.startswith("}"):
            names.pop()
        opens = stripped.endswith("{")
        if _LABEL.match(stripped):
            if opens:  # a function's arguments belong to its body's scope
                names.push()
                opens = False
            # CHECK-LABEL may not define or use variables: label up to the first
            # name, the rest (with its captures) on a CHECK-SAME line
            first = min(
                (m.start() for rx in (_SSA, _BLOCK, _ALIAS) for m in rx.finditer(stripped)),
                default=len(stripped),
            )
            lines.append(f"{lead}{prefix}-LABEL: {_escape(stripped[:first]).rstrip()}")
            rest = check_line(stripped[first:], names, llvm=llvm)
            if rest:
                lines.append(f"{lead}{prefix}-SAME: {rest}")
        else:
            directive = f"{prefix}:" if previous_blank or not lines else f"{prefix}-NEXT:"
            lines.append(f"{lead}{directive} {check_line(stripped, names, llvm=llvm)}".rstrip())
        if opens:
            names.push()
        previous_blank = False
    return lines


def generate_text(ir: str, prefix: str = "CHECK", comment: str = "") -> str:
    """:func:`generate` as one string with a final newline."""
    return "\n".join(generate(ir, prefix, comment)) + "\n"


def rewrite_function_checks(
    source: str, first_line: int, last_line: int, new_checks: Sequence[str], prefixes: Sequence[str]
) -> str:
    """Replace the check comments of the function spanning ``first_line..last_line``
    (1-based, inclusive) in ``source`` by ``new_checks`` (``# CHECK...`` lines).

    The new block goes where the first old check comment was, else at the end of
    the function body, with the body's indentation.
    """
    lines = source.splitlines(keepends=True)
    directive = re.compile(
        r"^\s*#\s*(?:" + "|".join(re.escape(p) for p in prefixes) + r")(?:-[A-Z0-9-]+)?\s*:"
    )
    body = range(first_line - 1, min(last_line, len(lines)))
    old = [i for i in body if directive.match(lines[i])]
    if old:
        indent = re.match(r"\s*", lines[old[0]]).group(0)  # type: ignore[union-attr]
        insert_at = old[0]
    else:
        code = [i for i in body if lines[i].strip() and not lines[i].lstrip().startswith("#")]
        indent = re.match(r"\s*", lines[code[-1]]).group(0) if code else "    "  # type: ignore[union-attr]
        insert_at = (code[-1] + 1) if code else last_line
    block = [f"{indent}{line}\n" for line in new_checks]
    kept = [line for i, line in enumerate(lines) if i not in set(old)]
    shift = sum(1 for i in old if i < insert_at)
    kept[insert_at - shift : insert_at - shift] = block
    return "".join(kept)


def check_lines_diff(checks: str, ir: str, prefix: str, *, max_lines: int = 40) -> list[str]:
    """A unified diff from the ``prefix`` check lines in ``checks`` (comment leaders cut) to
    the lines :func:`generate` writes for ``ir`` now: what a failing check would become."""
    import difflib

    directive = re.compile(rf"^\s*(?://+|#+|;+)?\s*({re.escape(prefix)}(?:-[A-Z0-9-]+)?\s*:.*)$")
    current = [m.group(1).rstrip() for m in map(directive.match, checks.splitlines()) if m]
    lines = list(
        difflib.unified_diff(
            current,
            generate(ir, prefix),
            fromfile="check lines in the test",
            tofile="check lines for the IR now (--irlower-update-checks writes these)",
            lineterm="",
            n=1,
        )
    )
    if len(lines) > max_lines:
        lines = [*lines[:max_lines], f"... {len(lines) - max_lines} more lines"]
    return lines
