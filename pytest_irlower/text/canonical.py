"""Canonical IR text: names that a toolchain picks freely renamed in first-appearance order.

Two texts whose canonical forms are equal differ only in names: SSA values, block labels,
MLIR attribute and type aliases, LLVM metadata and attribute-group numbers, PTX virtual
registers and labels, AMDGCN registers and labels, and the numeric suffixes a compiler
appends to make a symbol unique (``@__constant_4xf32_0``, ``@.str.1``). Anything else
that differs is a real change.

One pure function per syntax (:func:`mlir`, :func:`llvm`, :func:`ptx`, :func:`amdgcn`)
and a generic fallback (:func:`generic`); :func:`canonicalize` picks by syntax name.
Local names (SSA values, labels, registers) are numbered per function, so a change in
one function does not rename everything after it. Nothing here imports pytest or torch.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from types import MappingProxyType


class _Names:
    """First-appearance numbering of names, per namespace."""

    def __init__(self) -> None:
        self._maps: dict[str, dict[str, int]] = {}

    def number(self, space: str, name: str) -> int:
        names = self._maps.setdefault(space, {})
        return names.setdefault(name, len(names))

    def reset(self, *prefixes: str) -> None:
        """Forget the namespaces whose names start with one of ``prefixes``."""
        for space in [s for s in self._maps if s.startswith(prefixes)]:
            del self._maps[space]


_NUMERIC_SUFFIX = re.compile(r"^(.+?)((?:[_.]\d+)+)$")


def _symbol(names: _Names, sigil: str, name: str) -> str:
    """``@base_3`` -> ``@base~k``: the k-th distinct spelling of ``base`` (k = 0: ``@base``)."""
    match = _NUMERIC_SUFFIX.match(name)
    base = match.group(1) if match else name
    index = names.number("symbol:" + base, name)
    return f"{sigil}{base}" if index == 0 else f"{sigil}{base}~{index}"


# -- MLIR ---------------------------------------------------------------------------------

_MLIR_FUNC = re.compile(r"^\s*(?:\w+\.)?func\b")
_MLIR_ALIAS_DEF = re.compile(r"^([#!][A-Za-z_][\w$.-]*)\s*=", re.MULTILINE)
_MLIR_TOKEN = re.compile(
    r'"(?:[^"\\\n]|\\.)*"'  # string literals pass through
    r"|(?P<value>%[\w$.-]+)"
    r"|(?P<block>\^[\w$.-]+)"
    r"|(?P<alias>[#!][A-Za-z_][\w$.-]*)"
    r'|(?P<symbol>@[\w$.-]+|@"(?:[^"\\\n]|\\.)*")'
)


def mlir(text: str) -> str:
    """MLIR with SSA values, block labels, attribute/type aliases and symbol suffixes renamed."""
    aliases = set(_MLIR_ALIAS_DEF.findall(text))
    names = _Names()
    out: list[str] = []
    for line in text.splitlines(keepends=True):
        if _MLIR_FUNC.match(line):
            names.reset("value", "block")

        def replace(match: re.Match[str]) -> str:
            if match.group("value"):
                return f"%v{names.number('value', match.group('value'))}"
            if match.group("block"):
                return f"^bb{names.number('block', match.group('block'))}"
            alias = match.group("alias")
            if alias:
                if alias not in aliases:
                    return alias  # a dialect attribute (#llvm.noalias), not an alias
                return f"{alias[0]}alias{names.number('alias', alias)}"
            if match.group("symbol"):
                return _symbol(names, "@", match.group("symbol")[1:])
            return match.group(0)

        out.append(_MLIR_TOKEN.sub(replace, line))
    return "".join(out)


# -- LLVM IR ------------------------------------------------------------------------------

_LLVM_DEFINE = re.compile(r"^define\b")
_LLVM_LABEL_DEF = re.compile(r"^([-\w$.]+|\"(?:[^\"\\\n]|\\.)*\"):(?=\s|$)")
_PADDED_COMMENT = re.compile(r"^:[ \t]+;")
_LLVM_TOKEN = re.compile(
    r'c"(?:[^"\\\n]|\\.)*"'  # constant strings pass through
    r'|(?P<local>%(?:[-\w$.]+|"(?:[^"\\\n]|\\.)*"))'
    r'|(?P<global>@(?:[-\w$.]+|"(?:[^"\\\n]|\\.)*"))'
    r"|(?P<meta>!\d+)\b"
    r"|(?P<attrs>#\d+)\b"
)


def llvm(text: str) -> str:
    """LLVM IR with local values, labels, metadata and attribute-group numbers and global
    symbol suffixes renamed."""
    names = _Names()
    out: list[str] = []
    for line in text.splitlines(keepends=True):
        if _LLVM_DEFINE.match(line):
            names.reset("local")
        label = _LLVM_LABEL_DEF.match(line)
        if label:
            # a label's definition "5:" and its uses "%5" share one name
            number = names.number("local", "%" + label.group(1))
            # the printer pads the "; preds" comment to a column: its width follows the name
            rest = _PADDED_COMMENT.sub(": ;", line[label.end(1) :], count=1)
            out.append(f"l{number}" + _llvm_tokens(rest, names))
            continue
        out.append(_llvm_tokens(line, names))
    return "".join(out)


def _llvm_tokens(line: str, names: _Names) -> str:
    def replace(match: re.Match[str]) -> str:
        if match.group("local"):
            return f"%l{names.number('local', match.group('local'))}"
        if match.group("global"):
            name = match.group("global")[1:]
            if name.startswith("llvm."):
                return match.group(0)  # intrinsics carry type suffixes (.i32), not counters
            return _symbol(names, "@", name)
        if match.group("meta"):
            return f"!m{names.number('meta', match.group('meta'))}"
        if match.group("attrs"):
            return f"#a{names.number('attrs', match.group('attrs'))}"
        return match.group(0)

    return _LLVM_TOKEN.sub(replace, line)


# -- PTX ----------------------------------------------------------------------------------

_PTX_ENTRY = re.compile(r"^\s*(?:\.visible\s+|\.weak\s+|\.extern\s+)*\.(?:entry|func)\b")
_PTX_TOKEN = re.compile(
    r'"(?:[^"\\\n]|\\.)*"'
    r"|(?P<decl>%[A-Za-z]+)<\d+>"
    r"|%(?P<cls>[A-Za-z]+?)(?P<num>\d+)\b"
    r"|(?P<label>\$L\w+)"
)


def ptx(text: str) -> str:
    """PTX with virtual registers (per class: ``%r``, ``%rd``, ``%f``...), the counts of
    their ``.reg`` declarations and ``$L`` labels renamed, per function."""
    names = _Names()
    out: list[str] = []
    for line in text.splitlines(keepends=True):
        if _PTX_ENTRY.match(line):
            names.reset("reg:", "label")

        def replace(match: re.Match[str]) -> str:
            if match.group("decl"):
                return f"{match.group('decl')}<N>"
            if match.group("cls"):
                cls = match.group("cls")
                return f"%{cls}#{names.number('reg:' + cls, match.group(0))}"
            if match.group("label"):
                return f"$L#{names.number('label', match.group('label'))}"
            return match.group(0)

        out.append(_PTX_TOKEN.sub(replace, line))
    return "".join(out)


# -- AMDGCN -------------------------------------------------------------------------------

_AMDGCN_FUNC = re.compile(r"^[A-Za-z_$][\w$.]*:\s*(?:[;/].*)?$")
_AMDGCN_TOKEN = re.compile(
    r'"(?:[^"\\\n]|\\.)*"'
    r"|(?<![\w.$])(?P<range>[vsa])\[(?P<lo>\d+):(?P<hi>\d+)\]"
    r"|(?<![\w.$])(?P<reg>[vsa])(?P<num>\d+)\b"
    r"|(?P<label>\.L[\w$.]+)"
)


def amdgcn(text: str) -> str:
    """AMDGCN assembly with vector, scalar and accumulator registers (single and ranges)
    and ``.L`` labels renamed in first-appearance order, per function."""
    names = _Names()
    out: list[str] = []
    for line in text.splitlines(keepends=True):
        if _AMDGCN_FUNC.match(line):
            names.reset("reg:", "label")

        def replace(match: re.Match[str]) -> str:
            if match.group("range"):
                cls = match.group("range")
                width = int(match.group("hi")) - int(match.group("lo")) + 1
                key = match.group(0)
                return f"{cls}[#{names.number('reg:' + cls, key)}x{width}]"
            if match.group("reg"):
                cls = match.group("reg")
                return f"{cls}#{names.number('reg:' + cls, match.group(0))}"
            if match.group("label"):
                return f".L#{names.number('label', match.group('label'))}"
            return match.group(0)

        out.append(_AMDGCN_TOKEN.sub(replace, line))
    return "".join(out)


# -- generic ------------------------------------------------------------------------------

_GENERIC_TOKEN = re.compile(r"(?P<value>%[\w$.-]+)|(?P<addr>\b0x[0-9a-fA-F]{6,}\b)")


def generic(text: str) -> str:
    """Any other text: ``%name`` values renamed in order, long hex addresses elided."""
    names = _Names()

    def replace(match: re.Match[str]) -> str:
        if match.group("value"):
            return f"%v{names.number('value', match.group('value'))}"
        return "0x<addr>"

    return _GENERIC_TOKEN.sub(replace, text)


CANONICALIZERS: Mapping[str, Callable[[str], str]] = MappingProxyType(
    {"mlir": mlir, "llvm": llvm, "ptx": ptx, "amdgcn": amdgcn}
)


def canonicalize(text: str, syntax: str) -> str:
    """``text`` in canonical form for its syntax (unknown syntaxes use :func:`generic`)."""
    return CANONICALIZERS.get(syntax, generic)(text)


def syntax_for_suffix(suffix: str) -> str:
    """The syntax a golden's suffix implies when the value does not say (``.ll`` -> llvm)."""
    return {
        ".mlir": "mlir",
        ".ttir": "mlir",
        ".ttgir": "mlir",
        ".ll": "llvm",
        ".ptx": "ptx",
        ".amdgcn": "amdgcn",
    }.get(suffix, "text")


def renames_only(old: str, new: str, syntax: str) -> bool:
    """Whether ``old`` and ``new`` differ (if at all) only in names."""
    return canonicalize(old, syntax) == canonicalize(new, syntax)
