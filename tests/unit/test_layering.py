"""The floor plan of ``pytest_irlower`` (docs/internals.md, "Wings"), checked on the source.

Every ``import`` of every module counts: at the top, inside a function (a lazy import) and
under ``TYPE_CHECKING``. A module imports only modules on its own floor or below, engines
never import a family, and no chain of imports comes back to where it started. Each failure
names the import that breaks the plan as ``file:line``.
"""

from __future__ import annotations

import ast
import itertools
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "pytest_irlower"

#: the wings, lowest first, one line each: a module may import modules of its own wing and of
#: the wings below it. A wing is a package of ``pytest_irlower`` (its ``__init__`` docstring says
#: what it owns); ``errors`` and the top (the package itself, the pytest11 entry point
#: ``plugin``, the IREE family, which uses only the public API) are the two single modules.
#: docs/internals.md shows the same table.
FLOORS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("errors", ("errors",)),
    ("text", ("text", "text.*")),
    ("runtime", ("runtime", "runtime.*")),
    ("checks", ("checks", "checks.*")),
    ("api", ("api", "api.*")),
    ("engines", ("engines", "engines.*")),
    ("families", ("families", "families.*")),
    ("cache", ("cache", "cache.*")),
    ("lowering", ("lowering", "lowering.*")),
    ("report", ("report", "report.*")),
    ("session", ("session", "session.*")),
    ("conformance", ("conformance", "conformance.*")),
    ("cli", ("cli", "cli.*")),
    ("top", ("plugin", PACKAGE, "pytest_irlower_iree")),
)


@dataclass(frozen=True)
class Import:
    """One import statement's edge: ``source`` imports ``target`` at ``where``."""

    source: str
    target: str
    where: str


def modules() -> dict[str, Path]:
    """Every module of the package and the IREE family, by dotted name."""
    found: dict[str, Path] = {}
    for path in sorted((ROOT / PACKAGE).rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    found["pytest_irlower_iree"] = ROOT / "pytest_irlower_iree.py"
    return found


def _known(name: str, known: dict[str, Path]) -> str | None:
    while name and name not in known:
        name = name.rpartition(".")[0]
    return name or None


def imports(known: dict[str, Path], root: Path = ROOT) -> Iterator[Import]:
    """Every import of one of ``known`` by another, wherever in the module it stands."""
    for source, path in known.items():
        is_package = path.name == "__init__.py"
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    package = source.split(".") if is_package else source.split(".")[:-1]
                    package = package[: len(package) - node.level + 1]
                    base = ".".join([*package, *([base] if base else [])])
                # ``from pkg import mod`` imports the module; ``from mod import name``, mod
                names = [
                    f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names
                ]
            for name in names:
                target = _known(name, known)
                if target is not None and target != source:
                    where = f"{path.relative_to(root)}:{node.lineno}"
                    yield Import(source, target, where)


def short(module: str) -> str:
    """A module's name in the floor table (without the package prefix)."""
    return module.removeprefix(PACKAGE + ".") if module != PACKAGE else module


def floor_of(module: str) -> int | None:
    """The index of the floor ``module`` stands on (None: it has none)."""
    name = short(module)
    found = None
    for index, (_, members) in enumerate(FLOORS):
        for member in members:
            exact = member == name
            inside = member.endswith(".*") and name.startswith(member[:-1])
            if exact:
                return index
            if inside:
                found = index
    return found


def test_every_module_has_a_floor() -> None:
    """A new module is placed on a floor (FLOORS above, and docs/internals.md)."""
    missing = sorted(
        str(path.relative_to(ROOT)) for m, path in modules().items() if floor_of(m) is None
    )
    assert not missing, (
        "modules on no floor (add each to FLOORS in tests/unit/test_layering.py and to "
        f"the floors of docs/internals.md): {', '.join(missing)}"
    )


def test_engines_never_import_families() -> None:
    """An engine is shared code under the families: it never reaches one."""
    wrong = [
        f"{edge.where}: {short(edge.source)} imports {short(edge.target)}"
        for edge in imports(modules())
        if short(edge.source).startswith("engines.")
        and (edge.target == f"{PACKAGE}.families" or short(edge.target).startswith("families."))
    ]
    assert not wrong, "engines import families:\n" + "\n".join(wrong)


def test_nothing_imports_upward() -> None:
    """Every import goes to the importer's own floor or one below it."""
    wrong = []
    for edge in imports(modules()):
        source, target = floor_of(edge.source), floor_of(edge.target)
        if source is None or target is None or target <= source:
            continue
        wrong.append(
            f"{edge.where}: {short(edge.source)} (floor {FLOORS[source][0]}) imports "
            f"{short(edge.target)} (floor {FLOORS[target][0]})"
        )
    assert not wrong, "imports up the floor plan:\n" + "\n".join(wrong)


def test_no_import_cycle() -> None:
    """No module reaches itself through imports (lazy and TYPE_CHECKING ones included)."""
    known = modules()
    edges: dict[str, dict[str, str]] = {name: {} for name in known}
    for edge in imports(known):
        edges[edge.source].setdefault(edge.target, edge.where)
    cycles = []
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(edges[node]):
            if state.get(nxt) == 1:
                loop = [*path[path.index(nxt) :], nxt]
                steps = [
                    f"{edges[a][b]}: {short(a)} imports {short(b)}"
                    for a, b in itertools.pairwise(loop)
                ]
                cycles.append("\n  ".join(steps))
            elif nxt not in state:
                visit(nxt)
        path.pop()
        state[node] = 2

    for name in sorted(known):
        if name not in state:
            visit(name)
    assert not cycles, "import cycles:\n  " + "\n\n  ".join(cycles)


def test_the_checks_see_lazy_and_type_checking_imports(tmp_path: Path) -> None:
    """The import walk finds imports inside functions and under TYPE_CHECKING, relative
    ones included, with their lines (what the checks above rely on)."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "low.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from pkg.high import X\n"
        "def f():\n"
        "    from . import high\n"
    )
    (package / "high.py").write_text("import pkg.low\n")
    known = {"pkg": package / "__init__.py", "pkg.low": package / "low.py"}
    known["pkg.high"] = package / "high.py"
    found = sorted((e.source, e.target, e.where) for e in imports(known, tmp_path))
    assert found == [
        ("pkg.high", "pkg.low", "pkg/high.py:1"),
        ("pkg.low", "pkg.high", "pkg/low.py:3"),
        ("pkg.low", "pkg.high", "pkg/low.py:5"),
    ]


#: the wings a script, a notebook or another test runner uses without pytest
PYTEST_FREE = ("api", "engines", "families", "cache", "lowering")


def _imports_pytest(path: Path) -> int | None:
    """The line of the first import of pytest (or ``_pytest``) in ``path``, lazy ones too."""
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        names = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and not node.level:
            names = [node.module or ""]
        if any(name.split(".")[0] in ("pytest", "_pytest") for name in names):
            return node.lineno
    return None


def test_no_pytest_below_the_session() -> None:
    """Nothing the core wings import, directly or through other modules of the package
    (lazy imports included), imports pytest: the session wing is the lowest that may."""
    known = modules()
    edges: dict[str, set[str]] = {name: set() for name in known}
    for edge in imports(known, ROOT):
        edges[edge.source].add(edge.target)
    pytest_lines = {name: _imports_pytest(path) for name, path in known.items()}
    wrong = []
    for start in sorted(m for m in known if short(m).split(".")[0] in PYTEST_FREE):
        seen, todo, via = {start}, [start], {start: start}
        while todo:
            module = todo.pop()
            line = pytest_lines[module]
            if line is not None:
                chain = [module]
                while chain[-1] != start:
                    chain.append(via[chain[-1]])
                path = " <- ".join(short(m) for m in chain)
                wrong.append(f"{known[module].relative_to(ROOT)}:{line}: pytest, reached as {path}")
                break
            for nxt in sorted(edges[module] - seen):
                seen.add(nxt)
                via[nxt] = module
                todo.append(nxt)
    assert not wrong, "the core wings reach pytest:\n" + "\n".join(wrong)
