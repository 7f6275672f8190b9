"""Small pure functions that make IR text deterministic and portable.

Each takes text and returns text; none imports torch or pytest. The chains
apply them by syntax (:func:`normalize`), so the same model gives the same
bytes on every run, on every machine, in any folder.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

# TorchScript: ``... = aten::linear(%x, %w, %b), scope: __module.l1 # /abs/path/linear.py:134:0``
_TS_LOCATION = re.compile(r"[ \t]+# \S[^\n]*?:\d+:\d+[ \t\r]*$", re.MULTILINE)
# TorchScript class names carry a process-wide counter: ``___torch_mangle_12``.
_TS_MANGLE = re.compile(r"___torch_mangle_\d+\.")
# torch.export's readable graph: ``# File: /abs/path.py:12 in forward, code: ...``.
_FX_SOURCE_COMMENT = re.compile(
    r"^[ \t]*# (File: .*|No stacktrace found for following nodes)\n", re.MULTILINE
)
# MLIR prints an empty resource block when every resource was elided.
_MLIR_EMPTY_RESOURCES = re.compile(r"\n*\{-#\s*#-\}\s*$")
_MLIR_EMPTY_DIALECT_RESOURCES = re.compile(r"\n*\{-#\s*dialect_resources:\s*\{\s*\}\s*#-\}\s*$")
_BLANK_RUNS = re.compile(r"\n{3,}")


def normalize_whitespace(text: str) -> str:
    """LF line endings, no trailing spaces, exactly one final newline."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = [line.rstrip() for line in text.split("\n")]
    return "\n".join(lines).strip("\n") + "\n"


def strip_torchscript_locations(text: str) -> str:
    """Drop the ``# file.py:line:col`` source comments of a TorchScript graph."""
    return _TS_LOCATION.sub("", text)


def strip_torch_mangles(text: str) -> str:
    """Drop ``___torch_mangle_N.`` from TorchScript class names.

    TorchScript mangles a class the second time it is compiled in a process, so
    whichever model is traced first keeps the plain name: the mangle says nothing
    about the graph, only about what ran before it.
    """
    return _TS_MANGLE.sub("", text)


def strip_fx_source_comments(text: str) -> str:
    """Drop the ``# File: ...`` comments of an FX graph and the blank runs they leave."""
    text = _FX_SOURCE_COMMENT.sub("", text)
    return _BLANK_RUNS.sub("\n\n", text)


def strip_empty_mlir_resources(text: str) -> str:
    """Drop the empty ``{-# #-}`` block MLIR prints after eliding every resource."""
    text = _MLIR_EMPTY_RESOURCES.sub("\n", text)
    return _MLIR_EMPTY_DIALECT_RESOURCES.sub("\n", text)


def relativize_paths(text: str, roots: Iterable[tuple[str, str]]) -> str:
    """Replace each absolute ``root`` prefix by its placeholder, longest root first.

    ``roots`` pairs an absolute directory with what to write instead, e.g.
    ``("/home/me/proj", ".")`` or ``("/usr/lib/python3.11/site-packages", "<site-packages>")``.
    """
    for root, placeholder in sorted(roots, key=lambda pair: -len(pair[0])):
        root = root.rstrip("/")
        if not root:
            continue
        text = re.sub(re.escape(root) + r"(?=/|\b)", placeholder.replace("\\", r"\\"), text)
    return text


_LLVM_GLOBAL = re.compile(r"^(@[-\w.$\"]+ = .*?\b(?:constant|global) )(.*)$")


def elide_llvm_constants(text: str, limit: int = 16) -> str:
    """Replace large aggregate initializers of LLVM IR globals (weights) by ``zeroinitializer``.

    LLVM IR has no elided-constant syntax, so the replacement keeps the text
    parseable and a trailing comment says how many elements were elided.
    """
    out = []
    for line in text.split("\n"):
        match = _LLVM_GLOBAL.match(line)
        if match:
            line = _elide_initializer(match.group(1), match.group(2), limit) or line
        out.append(line)
    return "\n".join(out)


def _elide_initializer(head: str, rest: str, limit: int) -> str | None:
    type_end = _skip_type(rest)
    if type_end is None:
        return None
    init_start = type_end + 1
    if init_start >= len(rest) or rest[init_start] not in "[<{c":
        return None
    init_end = _skip_aggregate(rest, init_start)
    if init_end is None:
        return None
    initializer = rest[init_start:init_end]
    count = _count_scalars(initializer)
    if count <= limit:
        return None
    return f"{head}{rest[:type_end]} zeroinitializer{rest[init_end:]} ; {count} elements elided"


def _skip_type(text: str) -> int | None:
    """Index just past the leading LLVM type in ``text``."""
    if not text:
        return None
    if text[0] in "[<{":
        return _skip_aggregate(text, 0)
    end = text.find(" ")
    return None if end < 0 else end


_CLOSE = {"[": "]", "<": ">", "{": "}"}


def _skip_aggregate(text: str, start: int) -> int | None:
    if text[start] == "c":  # c"..." byte string
        end = text.find('"', start + 2)
        return None if end < 0 else end + 1
    depth = 0
    in_string = False
    for index in range(start, len(text)):
        char = text[index]
        if char == '"':
            in_string = not in_string
        elif in_string:
            continue
        elif char in _CLOSE:
            depth += 1
        elif char in "]>}":
            depth -= 1
            if depth == 0:
                return index + 1
    return None


_SCALAR = re.compile(r"\b(?:half|bfloat|float|double|i\d+)\s+(?:[-+0-9.xXeEa-fA-Fr]|true|false)")


def _count_scalars(initializer: str) -> int:
    if initializer.startswith("c"):
        return len(initializer) - 3
    return len(_SCALAR.findall(initializer))


_MLIR_LOC_ALIAS = re.compile(r"^#loc\d*\s*=\s*loc\(.*\n", re.MULTILINE)


def strip_mlir_locations(text: str) -> str:
    """Drop MLIR location info: ``#locN = loc(...)`` lines and every `` loc(...)``."""
    text = _MLIR_LOC_ALIAS.sub("", text)
    out: list[str] = []
    index = 0
    while True:
        start = text.find(" loc(", index)
        if start < 0:
            out.append(text[index:])
            break
        out.append(text[index:start])
        depth = 0
        cursor = start + len(" loc")
        in_string = False
        while cursor < len(text):
            char = text[cursor]
            if char == '"' and text[cursor - 1] != "\\":
                in_string = not in_string
            elif not in_string and char == "(":
                depth += 1
            elif not in_string and char == ")":
                depth -= 1
                if depth == 0:
                    cursor += 1
                    break
            cursor += 1
        index = cursor
    return "".join(out)


_PTX_INITIALIZER = re.compile(r"^(\s*\.(?:global|const)\b[^=\n]*?\[(\d+)\])\s*=\s*\{[^}]*\};", re.M)


def elide_ptx_constants(text: str, limit: int = 16) -> str:
    """Drop large ``.global``/``.const`` array initializers (weights) from PTX."""

    def repl(match: re.Match[str]) -> str:
        count = match.group(0).count(",") + 1
        if count <= limit:
            return match.group(0)
        return f"{match.group(1)}; // {count} initializer values elided"

    return _PTX_INITIALIZER.sub(repl, text)


_ASM_DATA = re.compile(r"^\s*\.(?:byte|short|long|quad|value|zero|4byte|8byte)\b")


def _collapse_runs(
    text: str, member: Callable[[str], bool], comment: Callable[[list[str]], str], limit: int
) -> str:
    """Replace each run of more than ``limit`` consecutive member lines by one comment line."""
    out: list[str] = []
    run: list[str] = []
    for line in [*text.split("\n"), None]:
        if line is not None and member(line):
            run.append(line)
            continue
        out.extend([comment(run)] if len(run) > limit else run)
        run = []
        if line is not None:
            out.append(line)
    return "\n".join(out)


def elide_asm_data(text: str, limit: int = 16, comment: str = ";") -> str:
    """Collapse runs of data directives (``.long 0x...``: weights) into one comment line."""
    return _collapse_runs(
        text,
        lambda line: bool(_ASM_DATA.match(line)),
        lambda run: f"\t{comment} {len(run)} data directives elided",
        limit,
    )


_SPIRV_FLOAT_TYPE = re.compile(r"^\s*(%\w+) = OpTypeFloat\b", re.M)
_SPIRV_CONSTANT = re.compile(r"^\s*%\w+ = OpConstant (%\w+) \S+\s*$")


def elide_spirv_constants(text: str, limit: int = 16) -> str:
    """Collapse runs of float ``OpConstant`` lines (weights) into one comment line."""
    float_types = set(_SPIRV_FLOAT_TYPE.findall(text)) | {"%float", "%half", "%double"}

    def member(line: str) -> bool:
        match = _SPIRV_CONSTANT.match(line)
        return bool(match) and match.group(1) in float_types  # type: ignore[union-attr]

    def comment(run: list[str]) -> str:
        first, last = run[0].split("=")[0].strip(), run[-1].split("=")[0].strip()
        return f"; {len(run)} float OpConstant values elided ({first} .. {last})"

    return _collapse_runs(text, member, comment, limit)


_MLIR_RESOURCES = re.compile(r"\n*\{-#\s*dialect_resources:.*?#-\}\s*$", re.S)


def strip_mlir_resource_blobs(text: str) -> str:
    """Drop MLIR's trailing ``{-# dialect_resources: ... #-}`` block (the weights' bytes)."""
    return _MLIR_RESOURCES.sub("\n", text)
