"""Edits of a test file's check comments: what ``--irlower-update-checks`` writes and what a
pending bundle carries for ``irlower accept``.

An edit names its test function by file and qualified name (``test_x`` or
``TestGroup.test_x``), never by line number: edits of one file are applied one after the
other, each finding its function anew in the text the previous one left, so any number of
them (from several xdist workers, or several bundles) apply to one file in one write. Each
edit records the sha256 of its function's source when it was made (its base): an edit
whose function has changed since, and not into the edit's own result, is stale.

Pure functions over text; nothing here reads the disk.
"""

from __future__ import annotations

import ast
import hashlib
import inspect
from collections.abc import Iterable
from dataclasses import dataclass

from pytest_irlower.checks.checkgen import rewrite_function_checks
from pytest_irlower.errors import UsageError


@dataclass(frozen=True)
class CheckEdit:
    """New check comments for one test function."""

    #: the test file, relative to the rootdir, with ``/``
    file: str
    #: the function's qualified name in the module (``TestGroup.test_x``)
    function: str
    #: the check prefix the comments use
    prefix: str
    #: the new ``# CHECK...`` lines, without indentation or line ends
    lines: tuple[str, ...]
    #: sha256 of the function's source when the edit was made
    base: str
    #: the test that made it (for messages and ``-k``)
    nodeid: str = ""

    def as_dict(self) -> dict[str, object]:
        """The edit as JSON data."""
        return {
            "file": self.file,
            "function": self.function,
            "prefix": self.prefix,
            "lines": list(self.lines),
            "base": self.base,
            "nodeid": self.nodeid,
        }

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> CheckEdit:
        """The inverse of :meth:`as_dict`."""
        lines = data.get("lines")
        if not isinstance(lines, list):
            raise UsageError(f"a check-line entry without lines: {data!r}")
        return cls(
            file=str(data["file"]),
            function=str(data["function"]),
            prefix=str(data.get("prefix", "CHECK")),
            lines=tuple(str(line) for line in lines),
            base=str(data["base"]),
            nodeid=str(data.get("nodeid", "")),
        )


class FunctionNotFound(UsageError):
    """The test function an edit names is not in the file."""


def locate(source: str, qualname: str) -> tuple[int, int]:
    """The first and last line (1-based, inclusive) of function ``qualname`` in ``source``,
    as ``inspect.getsourcelines`` gives them: decorators first, trailing comments of the
    body included."""
    try:
        tree = ast.parse(source)
    except SyntaxError as exc:
        raise FunctionNotFound(f"the file does not parse ({exc.msg}, line {exc.lineno})") from None
    body: list[ast.stmt] = tree.body
    node: ast.AST | None = None
    for part in qualname.split("."):
        node = next(
            (
                child
                for child in body
                if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                and child.name == part
            ),
            None,
        )
        if node is None:
            raise FunctionNotFound(f"no function {qualname} in the file")
        body = getattr(node, "body", [])
    assert isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
    first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
    lines = source.splitlines(keepends=True)
    block = inspect.getblock(lines[first - 1 :])
    return first, first + len(block) - 1


def function_source(source: str, qualname: str) -> str:
    """The source lines of function ``qualname``."""
    first, last = locate(source, qualname)
    return "".join(source.splitlines(keepends=True)[first - 1 : last])


def digest(text: str) -> str:
    """The sha256 of a text's UTF-8 bytes."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def make_edit(
    source: str, qualname: str, new_lines: Iterable[str], *, file: str, prefix: str, nodeid: str
) -> CheckEdit:
    """The edit giving function ``qualname`` of ``source`` the check comments ``new_lines``."""
    return CheckEdit(
        file=file,
        function=qualname,
        prefix=prefix,
        lines=tuple(new_lines),
        base=digest(function_source(source, qualname)),
        nodeid=nodeid,
    )


def apply(source: str, edit: CheckEdit) -> str:
    """``source`` with the edit's check comments in place of the function's old ones."""
    first, last = locate(source, edit.function)
    return rewrite_function_checks(source, first, last, edit.lines, [edit.prefix])


def state(source: str, edit: CheckEdit) -> str:
    """``"apply"`` (the function is as the edit found it), ``"applied"`` (it already holds
    the edit's result) or ``"stale"`` (it changed since, or is gone)."""
    try:
        current = function_source(source, edit.function)
    except FunctionNotFound:
        return "stale"
    if digest(current) == edit.base:
        return "apply"
    return "applied" if apply(source, edit) == source else "stale"


def apply_all(source: str, edits: Iterable[CheckEdit]) -> str:
    """Every edit applied in turn (the last of two for one function wins)."""
    last: dict[str, CheckEdit] = {}
    for edit in edits:
        last[edit.function] = edit
    for edit in last.values():
        source = apply(source, edit)
    return source
