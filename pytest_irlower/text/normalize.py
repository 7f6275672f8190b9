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
# a mangled TorchScript class name: ``__torch__.x.___torch_mangle_3.Linear`` (prefix, N, class)
_TS_MANGLED = re.compile(r"(__torch__(?:\.\w+?)*?)\.___torch_mangle_(\d+)\.(\w+)")
# torch.export's readable graph: ``# File: /abs/path.py:12 in forward, code: ...``.
_FX_SOURCE_COMMENT = re.compile(
    r"^[ \t]*# (File: .*|No stacktrace found for following nodes|Annotation: .* File: .*)\n",
    re.MULTILINE,
)
#: code torch.fx generated in this process is named by a process-wide counter
_FX_EVAL_WITH_KEY = re.compile(r"<eval_with_key>\.\d+")
# MLIR prints an empty resource block when every resource was elided.
_MLIR_EMPTY_RESOURCES = re.compile(r"\n*\{-#\s*#-\}\s*$")
_MLIR_EMPTY_DIALECT_RESOURCES = re.compile(r"\n*\{-#\s*dialect_resources:\s*\{\s*\}\s*#-\}\s*$")
_BLANK_RUNS = re.compile(r"\n{3,}")


def normalize_whitespace(text: str) -> str:
    """LF line endings, no trailing spaces, exactly one final newline.

    Text already in that form is returned as it is, not copied, and text that only
    lacks the final newline is copied once: a stage's output is held once or twice,
    whatever its size, not once per line (checking costs a few scans of the text).
    """
    if not _lines_clean(text):
        text = text.replace("\r\n", "\n").replace("\r", "\n")
        text = "\n".join([line.rstrip() for line in text.split("\n")])
    if text.endswith("\n") and not text.endswith("\n\n") and not text.startswith("\n"):
        return text
    return text.strip("\n") + "\n"


#: the ASCII characters str.rstrip() takes off a line end (besides CR and LF)
_ASCII_SPACE = tuple(
    sorted((chr(c) for c in range(128) if chr(c).isspace() and chr(c) not in "\r\n"), reverse=True)
)


def _lines_clean(text: str) -> bool:
    """Whether no line of ``text`` needs its end changed: no CR, no trailing whitespace
    (ASCII text only: a quick test of few substrings; other text takes the long way)."""
    if not text.isascii() or "\r" in text:
        return False
    end = len(text)
    while end and text[end - 1] == "\n":
        end -= 1
    if end and text[end - 1] in _ASCII_SPACE:
        return False
    # a character not in the text at all is ruled out by one fast memchr scan
    return not any(space in text and space + "\n" in text for space in _ASCII_SPACE)


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


def number_torch_mangles(text: str) -> str:
    """Make TorchScript class names independent of what the process compiled before.

    A class that is one class in the text loses its mangle (as :func:`strip_torch_mangles`
    does). Where the text holds several classes of one name (``torch.jit.load`` gives each
    submodule of a file its own, mangled when the name is taken), every one of them, the
    unmangled one too, is numbered in order of first appearance
    (``___torch_mangle_0.Linear``...): which of them kept the plain name, and the
    counters, say only what ran before."""
    mangled = list(_TS_MANGLED.finditer(text))
    if not mangled:
        return text
    # (prefix, class) -> its variants (a mangle's counter, "" unmangled) by first position
    first: dict[tuple[str, str], dict[str, int]] = {}
    for match in mangled:
        seen = first.setdefault((match.group(1), match.group(3)), {})
        seen.setdefault(match.group(2), match.start())
    plain: dict[tuple[str, str], re.Pattern[str]] = {}
    for prefix, name in first:
        pattern = re.compile(re.escape(f"{prefix}.{name}") + r"(?!\w)")
        at = pattern.search(text)
        if at is not None:
            first[prefix, name].setdefault("", at.start())
            plain[prefix, name] = pattern
    number = {
        base: {key: index for index, key in enumerate(sorted(seen, key=seen.__getitem__))}
        for base, seen in first.items()
    }

    def spelled(prefix: str, name: str, key: str) -> str:
        if len(number[prefix, name]) == 1:
            return f"{prefix}.{name}"
        return f"{prefix}.___torch_mangle_{number[prefix, name][key]}.{name}"

    text = _TS_MANGLED.sub(lambda m: spelled(m.group(1), m.group(3), m.group(2)), text)
    for (prefix, name), pattern in plain.items():
        if len(number[prefix, name]) > 1:
            # the class that kept the plain name is one of the numbered ones too
            text = pattern.sub(spelled(prefix, name, "").replace("\\", "\\\\"), text)
    return text


def strip_fx_source_comments(text: str) -> str:
    """Drop the ``# File: ...`` comments of an FX graph (also those led by a node's
    ``# Annotation: {...}``) and the blank runs they leave."""
    text = _FX_SOURCE_COMMENT.sub("", text)
    return _BLANK_RUNS.sub("\n\n", text)


def number_fx_generated_code(text: str) -> str:
    """``<eval_with_key>.105`` (code torch.fx generated, numbered by a process-wide
    counter: it depends on what ran before) as ``<eval_with_key>.N``."""
    return _FX_EVAL_WITH_KEY.sub("<eval_with_key>.N", text)


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
        if not root or root not in text:
            continue
        text = re.sub(re.escape(root) + r"(?=/|\b)", placeholder.replace("\\", r"\\"), text)
    return text


_LLVM_GLOBAL = re.compile(r"^(@[-\w.$\"]+ = .*?\b(?:constant|global) )(.*)$")
_GLOBAL_LINE = re.compile(r"^@[^\n]*", re.M)
_SCALAR = re.compile(r"\b(?:half|bfloat|float|double|i\d+)\s+(?:[-+0-9.xXeEa-fA-Fr]|true|false)")


def _neutral_pattern(levels: int) -> re.Pattern[str]:
    """A run of text that leaves the bracket depth unchanged and never reaches zero.

    Plain characters, whole ``"..."`` strings, and bracket groups nested up to
    ``levels`` deep whose openers and closers balance (any kind matches any kind,
    as the per-character scan counts them). Alternatives start with disjoint
    characters, so possessive quantifiers lose no match and never backtrack.
    """
    plain = r'[^\[\]<>{}"]++|"[^"]*+"'
    group = plain
    for _ in range(levels):
        group = rf"[\[<{{](?:{group})*+[\]>}}]|{plain}"
    return re.compile(rf"(?:{group})*+")


_NEUTRAL = _neutral_pattern(3)


def _skip_aggregate(text: str, start: int) -> int | None:
    """Index just past the bracketed aggregate (or ``c"..."``) that starts at ``start``.

    Same result as the per-character scan in normalize._skip_aggregate: depth
    counts ``[<{`` up and ``]>}`` down whatever their kind, quotes toggle a string
    in which nothing counts; None when the text ends first.
    """
    if text[start] == "c":  # c"..." byte string
        end = text.find('"', start + 2)
        return None if end < 0 else end + 1
    match_neutral = _NEUTRAL.match
    depth = 1
    pos = start + 1
    size = len(text)
    while True:
        # the pattern is a starred group: it always matches, if only the empty string
        pos = match_neutral(text, pos).end()  # type: ignore[union-attr]
        if pos >= size:
            return None
        char = text[pos]
        if char == '"':  # an unterminated string runs to the end
            return None
        if char in "[<{":
            depth += 1
        else:
            depth -= 1
            if depth == 0:
                return pos + 1
        pos += 1


def _skip_type(text: str) -> int | None:
    if not text:
        return None
    if text[0] in "[<{":
        return _skip_aggregate(text, 0)
    end = text.find(" ")
    return None if end < 0 else end


_FLOAT_VALUE = r"[-+0-9.xXeEa-fA-Fr][0-9a-fA-FxXrRHKLMP.+-]*+"
_INT_VALUE = r"-?[0-9]++|true|false"
_INNER_TYPE = re.compile(r"(half|bfloat|float|double|i[0-9]+)[\]>]*$")
_GRAMMARS: dict[str, re.Pattern[str]] = {}


def _grammar(scalar: str) -> re.Pattern[str]:
    """Nested arrays/vectors of ``scalar`` values as LLVM prints them, token by token.

    In a text it matches, ``"<scalar> "`` occurs exactly where _SCALAR matches:
    each is preceded by ``[``, ``<`` or a space, followed by a value that starts
    with one of _SCALAR's characters, and no other type keyword can be spelled
    with the characters the grammar allows. So ``str.count`` gives the count.
    """
    if scalar not in _GRAMMARS:
        value = _INT_VALUE if scalar.startswith("i") else _FLOAT_VALUE
        end = r"(?=[\]>,]|\Z)"
        _GRAMMARS[scalar] = re.compile(
            rf"(?:[\[<]|[\]>]|, |[0-9]++ x |{scalar}[\]>]|{scalar} (?:{value}){end}"
            rf"| (?=[\[<z])|zeroinitializer{end})*+"
        )
    return _GRAMMARS[scalar]


def _count_scalars(initializer: str, type_text: str = "") -> int:
    """The number of scalars _SCALAR finds in ``initializer`` (``len - 3`` for ``c"..."``).

    Weights are nested arrays of one scalar type: a fullmatch of that grammar and a
    ``str.count`` (C speed, no match objects) give the same number as the regex
    scan, five times faster; anything else is counted by the regex itself.
    """
    if initializer.startswith("c"):
        return len(initializer) - 3
    inner = _INNER_TYPE.search(type_text)
    if inner and _grammar(inner.group(1)).fullmatch(initializer):
        return initializer.count(inner.group(1) + " ")
    return sum(1 for _ in _SCALAR.finditer(initializer))


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
    count = _count_scalars(rest[init_start:init_end], rest[:type_end])
    if count <= limit:
        return None
    return f"{head}{rest[:type_end]} zeroinitializer{rest[init_end:]} ; {count} elements elided"


def elide_llvm_constants(text: str, limit: int = 16) -> str:
    """Replace large aggregate initializers of LLVM IR globals (weights) by ``zeroinitializer``.

    Drop-in for ``normalize.elide_llvm_constants`` with byte-identical output: only
    lines that start with ``@`` are looked at (the old pattern needs that), and the
    end of an initializer is found by a regex that skips, in C, every stretch that
    cannot change the bracket depth (text, strings, innermost bracket groups), so
    Python runs once per bracket of the outer levels instead of once per character.
    """
    out: list[str] = []
    last = 0
    for found in _GLOBAL_LINE.finditer(text):
        line = found.group()
        match = _LLVM_GLOBAL.match(line)
        if not match:
            continue
        new = _elide_initializer(match.group(1), match.group(2), limit)
        if new is None:
            continue
        out.append(text[last : found.start()])
        out.append(new)
        last = found.end()
    if not out:
        return text
    out.append(text[last:])
    return "".join(out)


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


#: what an elided ONNX tensor reads as: external data at a location that is no file.
#: ``onnx.parser`` reads it back as a tensor without data, as MLIR reads
#: ``dense_resource<__elided__>``.
ONNX_ELIDED = '["location": "__elided__"]'

# ONNX text (``onnx.printer``): a tensor's data is one line in braces, after an
# initializer's ``=`` (``float[32,16] "l1.weight" =  {0.1,...}``) or an attribute's type
# and name (``value: tensor = float[5,8] c {0,...}``); string elements are quoted.
# Graph and function bodies are braces too, but never on one line.
_ONNX_DATA = re.compile(r'(=[ \t]+)?\{((?:"(?:[^"\\\n]|\\.)*"|[^{}"\n])*)\}')
_ONNX_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')


def elide_onnx_tensors(text: str, limit: int = 16) -> str:
    """Replace the data of ONNX tensors with more than ``limit`` elements by
    :data:`ONNX_ELIDED`, as ``onnx.printer`` prints a tensor whose data is elsewhere."""

    def elide(match: re.Match[str]) -> str:
        body = _ONNX_STRING.sub('""', match.group(2))
        count = body.count(",") + 1 if body.strip() else 0
        if count <= limit:
            return match.group(0)
        return ("= " if match.group(1) else "") + ONNX_ELIDED

    return _ONNX_DATA.sub(elide, text)


# Inductor's code cache names a file by a hash of its content: ``c`` then 51 base32 characters
# (``/tmp/torchinductor_me/m7/cm7wjp75dq5yfzgvaganccknq7zyk254ujjv34n3c243ey6653kt.py``).
_INDUCTOR_HASH_NAME = re.compile(r"\bc[a-z2-7]{51}\b")
# Its default cache folder, ``<tmp>/torchinductor_<user>``, anywhere in a path.
_INDUCTOR_CACHE_ROOT = re.compile(r"(?:/[^\s'\"/]+)*/torchinductor_[^\s'\"/]+")
# The graph counter in ``# AOT ID: ['3_inference']`` counts the compiles of the process.
_INDUCTOR_AOT_ID = re.compile(r"^(# AOT ID: \[')\d+(_\w+'\])", re.M)
# ``# kernel path: /tmp/torchinductor_me/xy/cxy....py`` above each Triton kernel.
_INDUCTOR_KERNEL_PATH = re.compile(r"^[ \t]*# kernel path: [^\n]*\n", re.M)
# Triton kernels' metadata carries hashes of the backend and of the kernel source.
_INDUCTOR_META_HASH = re.compile(r"('(?:backend_hash|kernel_hash)': ')[0-9A-Za-z]{16,}(')")
# Python reprs of functions and objects: ``<function f at 0x7f3a...>``.
_PY_ADDRESS = re.compile(r"\bat 0x[0-9a-fA-F]+\b")


def normalize_inductor(text: str, roots: Iterable[tuple[str, str]] = ()) -> str:
    """Inductor's trace files (loop-level IR, output code) made portable.

    ``roots`` pairs absolute folders with placeholders (the private Inductor cache,
    the project, site-packages). Hash-named cache files become ``c<hash>``, Inductor's
    default cache folder ``<inductor-cache>``, ``# kernel path:`` lines go, the
    process-wide graph counter of ``# AOT ID`` reads 0, and kernel metadata hashes and
    object addresses are replaced. Kernel names (``cpp_fused_gelu_0``) stay: they count
    within one graph.
    """
    text = relativize_paths(text, roots)
    text = _INDUCTOR_KERNEL_PATH.sub("", text)
    text = _INDUCTOR_CACHE_ROOT.sub("<inductor-cache>", text)
    text = _INDUCTOR_HASH_NAME.sub("c<hash>", text)
    text = _INDUCTOR_AOT_ID.sub(r"\g<1>0\2", text)
    text = _INDUCTOR_META_HASH.sub(r"\1<hash>\2", text)
    return _PY_ADDRESS.sub("at 0x<address>", text)
