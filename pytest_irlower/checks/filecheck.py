"""FileCheck on IR: LLVM's executable when found, the Python ``filecheck`` package otherwise.

Check lines come as text (comment markers ``//``, ``#``, ``;`` allowed: FileCheck
finds its prefixes anywhere in a line), as a check file, or from a test function's
own comments and docstring, laid out on their real line numbers so diagnostics
point into the test file. Typos that FileCheck silently ignores (``CHECK-NXT:``,
``CHEK:``, a missing colon) are errors here. Every run saves the IR to a file the
failure message names.
"""

from __future__ import annotations

import difflib
import inspect
import io
import os
import re
import sys
import tempfile
import tokenize
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pytest_irlower.errors import IRLowerError, ToolchainMissing, UsageError
from pytest_irlower.runtime import process
from pytest_irlower.runtime.toolchain import Toolchain, package_version

SUFFIXES = ("NEXT", "SAME", "NOT", "DAG", "LABEL", "EMPTY")
_COUNT = re.compile(r"COUNT-\d+")


class FileCheckFailure(IRLowerError, AssertionError):
    """The IR does not match the checks; the message is FileCheck's diagnostic."""


class CheckSyntaxError(UsageError):
    """The check text has a directive FileCheck would silently ignore, or none at all."""


@dataclass(frozen=True)
class Checks:
    """Check text, and where it came from (for messages and line numbers)."""

    text: str
    #: the file diagnostics should name (a test file, a check file, or None for inline text)
    origin: str | None = None
    #: for inline text: ``file:line`` of the ``filecheck(...)`` call that passed it, so a
    #: diagnostic names the test's line and the check's line and column within the text
    call_site: str | None = None

    def name(self) -> str:
        """How a diagnostic names the check text as a whole."""
        if self.origin is not None:
            return self.origin
        return f"the inline checks at {self.call_site}" if self.call_site else "<checks>"

    def where(self, line: int, column: int | None = None) -> str:
        """How a diagnostic names line ``line`` (and ``column``) of the check text."""
        if self.origin is not None or self.call_site is None:
            head = self.origin or "<checks>"
            return f"{head}:{line}" + (f":{column}" if column is not None else "")
        offset = f"check line {line}" + (f", column {column}" if column is not None else "")
        return f"{self.call_site} ({offset})"


@dataclass(frozen=True)
class Options:
    """The usual FileCheck flags."""

    check_prefixes: tuple[str, ...] = ("CHECK",)
    implicit_check_not: tuple[str, ...] = ()
    match_full_lines: bool = False
    strict_whitespace: bool = False


@dataclass(frozen=True)
class Engine:
    """A FileCheck implementation: LLVM's executable or the Python package."""

    name: str
    command: tuple[str, ...]
    description: str
    llvm: bool


def find_engine(toolchain: Toolchain, prefer: str | None = None) -> Engine:
    """LLVM FileCheck if found (option, ini, env, PATH, triton wheel), else Python filecheck.

    ``prefer`` is ``"llvm"`` or ``"python"`` to force one.
    """
    tool = toolchain.find("FileCheck") if prefer != "python" else None
    if tool is not None:
        return Engine("llvm", tool.command, f"LLVM FileCheck ({tool.version}, {tool.source})", True)
    if prefer == "llvm":
        raise toolchain.missing("FileCheck")
    version = package_version("filecheck")
    if version is not None:
        return Engine(
            "python",
            (sys.executable, "-m", "filecheck"),
            f"Python filecheck {version} (LLVM FileCheck not found)",
            False,
        )
    raise ToolchainMissing(
        "FileCheck",
        toolchain.looked_for("FileCheck") + "; python package filecheck: not installed",
        "pip install filecheck, or install LLVM's FileCheck (the triton wheel ships one)",
    )


def strip_markers(text: str) -> str:
    """Dedent check text (inline triple-quoted strings are indented), keeping every line
    where it is: line N of the result is line N of the string as written (the line of
    its opening quote is line 1), so a diagnostic's "check line N" can be found in it."""
    if not text.strip():
        return ""
    lines = text.expandtabs().splitlines()
    indents = [len(line) - len(line.lstrip()) for line in lines[1:] if line.strip()]
    cut = min(indents, default=0)
    body = [lines[0].strip(), *(line[cut:].rstrip() for line in lines[1:])]
    return "\n".join(body).rstrip() + "\n"


def checks_from_function(function: Any) -> Checks:
    """The comment and docstring lines of ``function``, each on its real line number.

    Other lines are blank, so a diagnostic's ``file:line`` is the test file's line.
    """
    path = inspect.getsourcefile(function)
    if path is None:
        raise UsageError(f"cannot find the source of {function!r} to read its check lines")
    lines, first = inspect.getsourcelines(function)
    keep: dict[int, str] = {}
    source = "".join(lines)
    tokens = tokenize.generate_tokens(io.StringIO(source).readline)
    for token in tokens:
        if token.type == tokenize.COMMENT:
            keep[token.start[0]] = token.string
        elif token.type == tokenize.STRING and token.string.lstrip("rbuRBU").startswith(
            ('"""', "'''")
        ):
            for offset, line in enumerate(token.string.splitlines()):
                keep[token.start[0] + offset] = line
    if not keep:
        return Checks("", path)
    last = first - 1 + max(keep)
    out = []
    for number in range(1, last + 1):
        relative = number - first + 1
        out.append(keep.get(relative, "") if relative >= 1 else "")
    return Checks("\n".join(out) + "\n", path)


_DIRECTIVE = re.compile(r"(?<![A-Za-z0-9_-])([A-Z][A-Z0-9_]*(?:-[A-Z0-9]+)*)(\s*):")
_BARE = re.compile(r"^\s*(?://+|#+|;+)?\s*([A-Z][A-Z0-9_]*(?:-[A-Z0-9]+)*)\s+\S")


def lint(
    text: str, prefixes: Sequence[str], origin: str | None = None, *, call_site: str | None = None
) -> list[str]:
    """Directives FileCheck would silently ignore: ``CHECK-NXT:``, ``CHEK:``, a missing colon."""
    spec = Checks(text, origin, call_site)
    problems: list[str] = []
    valid = {p for p in prefixes} | {f"{p}-{s}" for p in prefixes for s in SUFFIXES}
    for number, line in enumerate(text.splitlines(), start=1):
        for match in _DIRECTIVE.finditer(line):
            word = match.group(1)
            if (
                word in valid
                or _is_count(word, prefixes)
                or word
                in ("RUN", "COM", "REQUIRES", "XFAIL", "UNSUPPORTED", "TODO", "NOTE", "FIXME")
            ):
                continue
            head, _, tail = word.partition("-")
            if head in prefixes and tail:
                guess = difflib.get_close_matches(tail, [*SUFFIXES, "COUNT-1"], n=1)
                hint = f" (did you mean {head}-{guess[0]}:?)" if guess else ""
                problems.append(f"{spec.where(number)}: unknown directive {word}:{hint}")
            elif len(word) >= 4:
                guess = difflib.get_close_matches(word, sorted(valid), n=1, cutoff=0.75)
                if guess:
                    problems.append(
                        f"{spec.where(number)}: {word}: is not a check prefix "
                        f"(did you mean {guess[0]}:?)"
                    )
        problems.extend(f"{spec.where(number)}: {p}" for p in _misspelled(line, prefixes, valid))
        bare = _BARE.match(line)
        if (
            bare
            and (bare.group(1) in valid or _is_count(bare.group(1), prefixes))
            and ":" not in line[bare.end(1) : bare.end(1) + 2]
        ):
            problems.append(
                f"{spec.where(number)}: {bare.group(1)} has no colon, so FileCheck ignores it"
            )
    return problems


def _misspelled(line: str, prefixes: Sequence[str], valid: set[str]) -> list[str]:
    """Spellings of a used prefix that FileCheck ignores: a space before the colon, or the
    wrong case (directives are case-sensitive). Only what comes before the line's first
    real directive counts: after it, the line is the pattern (``CHECK: check:`` is fine)."""
    alternatives = "|".join(re.escape(p) for p in sorted(prefixes, key=len, reverse=True))
    pattern = re.compile(
        rf"(?<![A-Za-z0-9_-])((?:{alternatives})(?:-[A-Za-z0-9]+)*)([ \t]*):", re.I
    )
    problems = []
    comment = re.search(r"(?<![A-Za-z0-9_-])(?:COM|RUN):", line)
    for match in pattern.finditer(line, 0, comment.start() if comment else len(line)):
        word, space = match.group(1), match.group(2)
        exact = word in valid or _is_count(word, prefixes)
        if exact and not space:
            break  # a real directive: the rest of the line is its pattern
        upper = word.upper()
        meant = upper if (upper in valid or _is_count(upper, prefixes)) else None
        if meant is None:
            continue  # not a spelling of a known directive (the other checks see it)
        if space:
            problems.append(
                f"{word}{space}: has a space before its colon, so FileCheck ignores it "
                f"(write {meant}:)"
            )
        else:
            problems.append(
                f"{word}: is not a directive: directives are case-sensitive, so FileCheck "
                f"ignores it (did you mean {meant}:?)"
            )
    return problems


def _is_count(word: str, prefixes: Sequence[str]) -> bool:
    head, _, tail = word.partition("-")
    return head in prefixes and bool(_COUNT.fullmatch(tail))


def has_directive(text: str, prefixes: Sequence[str]) -> bool:
    """Whether any check directive of ``prefixes`` that FileCheck honours appears."""
    valid = {p for p in prefixes} | {f"{p}-{s}" for p in prefixes for s in SUFFIXES}
    for match in _DIRECTIVE.finditer(text):
        word = match.group(1)
        if not match.group(2) and (word in valid or _is_count(word, prefixes)):
            return True
    return False


def run(
    ir: str,
    checks: Checks,
    options: Options,
    engine: Engine,
    *,
    save_as: str,
    timeout: float = 60.0,
    rootdir: str | None = None,
) -> None:
    """Run FileCheck; raise :class:`FileCheckFailure` with the diagnostic on a mismatch."""
    problems = lint(
        checks.text,
        options.check_prefixes,
        _shown(checks.origin, rootdir),
        call_site=checks.call_site,
    )
    if problems:
        raise CheckSyntaxError("check lines FileCheck would ignore:\n" + "\n".join(problems))
    if not has_directive(checks.text, options.check_prefixes):
        prefixes = ", ".join(options.check_prefixes)
        raise CheckSyntaxError(
            f"no check lines with prefix {prefixes} in "
            f"{_shown(checks.origin, rootdir) or 'the checks'}: write them (`irlower checks "
            "IR_FILE` prints check lines for IR, `irlower checks MODEL.py --ir-type T` for a "
            "model), or, for filecheck(ir) without checks, run `pytest --irlower-update-checks` "
            "to write them into the test from the IR it lowers now"
        )
    if options.implicit_check_not and not engine.llvm:
        raise CheckSyntaxError(
            "--implicit-check-not is not supported by the Python filecheck engine; "
            "install LLVM's FileCheck (the triton wheel ships one) or drop it"
        )
    Path(save_as).parent.mkdir(parents=True, exist_ok=True)
    Path(save_as).write_text(ir, encoding="utf-8")
    with tempfile.TemporaryDirectory(prefix="irlower-filecheck-") as tmp:
        check_file = os.path.join(tmp, "checks.txt")
        Path(check_file).write_text(checks.text, encoding="utf-8")
        args = [*engine.command, check_file, "--input-file", save_as]
        for prefix in options.check_prefixes:
            args += ["--check-prefix", prefix]
        for pattern in options.implicit_check_not:
            args += [f"--implicit-check-not={pattern}"]
        if options.match_full_lines:
            args.append("--match-full-lines")
        if options.strict_whitespace:
            args.append("--strict-whitespace")
        if engine.llvm:
            args += ["--dump-input=fail", "--dump-input-context=5", "--color=0"]
        try:
            proc = process.run(
                args, timeout=timeout, env={**os.environ, "NO_COLOR": "1"}, output_cap=64 << 20
            )
        except process.ProcessTimeout:
            raise FileCheckFailure(f"FileCheck timed out after {timeout:g} s") from None
        except process.OutputTooLarge as exc:
            raise FileCheckFailure(f"FileCheck {exc}") from None
        if proc.returncode == 0:
            return
        shown = Checks(checks.text, _shown(checks.origin, rootdir), checks.call_site)
        output = (proc.stderr + proc.stdout).decode("utf-8", errors="replace")
        context = "" if engine.llvm else _python_engine_context(output, ir, checks.text)
        # "<tmp>/checks.txt:3:15" (LLVM) or "checks.txt:3" (Python): the text's own place
        output = re.sub(
            rf"(?:{re.escape(tmp + os.sep)}|(?<![\w./-]))checks\.txt:(\d+)(?::(\d+))?",
            lambda m: shown.where(int(m.group(1)), int(m.group(2)) if m.group(2) else None),
            output,
        )
        output = output.replace(check_file, shown.name())
        output = output.replace(save_as, _shown(save_as, rootdir) or save_as)
        if not engine.llvm:
            output += context
    raise FileCheckFailure(
        f"FileCheck found a mismatch ({engine.description})\n{output.rstrip()}\n"
        f"IR saved to {save_as}"
    )


def _shown(path: str | None, rootdir: str | None) -> str | None:
    if path is None:
        return None
    if rootdir and os.path.abspath(path).startswith(os.path.abspath(rootdir) + os.sep):
        return os.path.relpath(path, rootdir)
    return path


_PY_FAIL = re.compile(
    r":(\d+): error: Couldn't match \"(.*)\"\.\nCurrent position at [^:]+:(\d+):(\d+)"
)


def _python_engine_context(output: str, ir: str, check_text: str) -> str:
    """What LLVM's FileCheck prints and the Python engine does not: IR around the
    search start and the nearest likely match for the failed pattern."""
    match = _PY_FAIL.search(output)
    if not match:
        return ""
    pattern, line = match.group(2), int(match.group(3))
    lines = ir.splitlines()
    literal = re.sub(r"\{\{.*?\}\}|\[\[.*?\]\]", " ", pattern).strip()
    candidates = lines[line - 1 :] or lines
    best = max(
        range(len(candidates)),
        key=lambda i: difflib.SequenceMatcher(None, literal, candidates[i].strip()).ratio(),
        default=None,
    )
    out = ["", "IR from the search start:"]
    for number in range(max(1, line), min(len(lines), line + 5) + 1):
        out.append(f"  {number:5d}: {lines[number - 1]}")
    if best is not None:
        number = line + best
        out.append(f"possible intended match, line {number}: {lines[number - 1].strip()}")
    return "\n".join(out) + "\n"


def checks_for(
    checks: str | os.PathLike[str] | None, function: Any, call_site: str | None = None
) -> Checks:
    """The checks a ``filecheck`` call means: text, a check file, or the test's own source.
    ``call_site`` (``file:line`` of the call) is where inline text is reported."""
    if checks is None:
        if function is None:
            raise UsageError("filecheck(ir) without checks needs a test function")
        return checks_from_function(function)
    if isinstance(checks, os.PathLike):
        path = Path(checks)
        return Checks(path.read_text(encoding="utf-8"), str(path))
    return Checks(strip_markers(str(checks)), call_site=call_site)
