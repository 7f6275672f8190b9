"""Version conditions of expectations entries: ``"when": {"torch": "<2.14"}``.

A condition maps a component to a version specifier, PEP 440 style (``<2.14``,
``>=20261001``, ``>=2.13,<2.15``, ``==3.9.*``); an entry applies when every condition holds
for what is installed. A component that is not installed satisfies no condition. Versions
are compared with ``packaging`` (which pytest itself requires); without it, by the numbers of
the release (``2.13.0+cpu`` -> 2, 13, 0), which covers these specifiers but for
pre-releases. Nothing here imports pytest or torch.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Mapping
from functools import cache

from pytest_irlower.errors import UsageError

#: the components a condition may name -> the distribution whose version it reads
COMPONENTS: dict[str, str] = {
    "torch": "torch",
    "torch-mlir": "torch-mlir",
    "triton": "triton",
    "iree": "iree-base-compiler",
}

_CLAUSE = re.compile(r"^\s*(~=|===|==|!=|<=|>=|<|>)\s*([0-9][0-9A-Za-z.+*!-]*)\s*$")
_OPERATORS: dict[str, Callable[[tuple[int, ...], tuple[int, ...]], bool]] = {
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
    "==": operator.eq,
    "===": operator.eq,
    "!=": operator.ne,
}


@cache
def installed(component: str) -> str | None:
    """The installed version of a component (None: not installed)."""
    from importlib import metadata

    try:
        return metadata.version(COMPONENTS[component])
    except metadata.PackageNotFoundError:
        return None


def check_condition(when: object, where: str) -> dict[str, str]:
    """A ``when`` value checked: ``{component: specifier}``."""
    form = (
        '"when": {"torch": "<2.14"} (components: ' + ", ".join(COMPONENTS) + "; specifiers "
        "as pip writes them: <2.14, >=20261001, >=2.13,<2.15, ==3.9.*)"
    )
    if not isinstance(when, dict) or not when:
        raise UsageError(f"{where}: expected {form}, got {when!r}")
    checked: dict[str, str] = {}
    for component, spec in when.items():
        if component not in COMPONENTS:
            raise UsageError(f"{where}: unknown component {component!r} in {form}")
        if not isinstance(spec, str) or not _valid(spec):
            raise UsageError(f"{where}: {component}: {spec!r} is not a version specifier; {form}")
        checked[component] = spec
    return checked


def _valid(spec: str) -> bool:
    return all(_CLAUSE.match(part) for part in spec.split(",")) and bool(spec.strip())


def satisfies(version: str, spec: str) -> bool:
    """Whether ``version`` is in the specifier set ``spec``."""
    try:
        from packaging.specifiers import SpecifierSet
        from packaging.version import InvalidVersion, Version
    except ImportError:
        return _satisfies_simply(version, spec)
    try:
        return SpecifierSet(spec).contains(Version(version), prereleases=True)
    except InvalidVersion:
        return _satisfies_simply(version, spec)


def _release(text: str) -> tuple[int, ...]:
    """The numbers of a release: ``2.13.0+cpu`` -> (2, 13, 0)."""
    numbers = []
    for part in text.split("+")[0].split("."):
        match = re.match(r"\d+", part)
        if match is None:
            break
        numbers.append(int(match.group()))
    return tuple(numbers)


def _satisfies_simply(version: str, spec: str) -> bool:
    """The comparison without ``packaging``: numbers of the release, padded with zeros."""
    have = _release(version)
    for part in spec.split(","):
        match = _CLAUSE.match(part)
        if match is None:
            return False
        op, text = match.groups()
        if text.endswith(".*"):
            prefix = _release(text[:-2])
            same = have[: len(prefix)] == prefix
            if (op == "==" and not same) or (op == "!=" and same):
                return False
            continue
        want = _release(text)
        if op == "~=":
            if not (have >= want and have[: len(want) - 1] == want[:-1]):
                return False
            continue
        width = max(len(have), len(want))
        padded = (have + (0,) * (width - len(have)), want + (0,) * (width - len(want)))
        if not _OPERATORS[op](*padded):
            return False
    return True


def holds(when: Mapping[str, str]) -> bool:
    """Whether every condition holds for what is installed."""
    for component, spec in when.items():
        version = installed(component)
        if version is None or not satisfies(version, spec):
            return False
    return True


def describe(when: Mapping[str, str]) -> str:
    """``torch <2.14 (installed: 2.13.0)``, for messages."""
    return ", ".join(
        f"{component} {spec} (installed: {installed(component) or 'none'})"
        for component, spec in when.items()
    )
