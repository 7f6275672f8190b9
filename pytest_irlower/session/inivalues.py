"""Readers of the plugin's ini values, each checked when pytest configures.

Every ini value declared in :data:`pytest_irlower.session.options.INI` is read here (or by the
checker named next to it) once, when the session is built: a bad value is a
:class:`UsageError` naming the ini key, the value and the valid forms, before any test
runs, never a ``ValueError`` at setup. ``tests/plugin/test_ini_values.py`` holds one bad
value per key and fails when a key is added without one.
"""

from __future__ import annotations

import difflib
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

from pytest_irlower.errors import UsageError

#: the range torch.manual_seed takes
_SEED_MIN, _SEED_MAX = -(2**63), 2**64 - 1

BOOL_FORMS = "true or false (also yes/no, on/off, y/n, t/f, 1/0)"


def ini_bool(config: Any, name: str) -> bool:
    """A ``bool`` ini value; pytest's own error (a ``ValueError``, or since pytest 9 a
    ``UsageError`` naming no key) becomes a usage error naming the key and the forms."""
    try:
        return bool(config.getini(name))
    except (ValueError, TypeError, pytest.UsageError) as exc:  # pytest's words name the value
        raise UsageError(f"ini {name}: {exc}; expected {BOOL_FORMS}") from None


def ini_seed(config: Any, name: str = "irlower_seed") -> int | None:
    """The seed of torch's RNG before each test; None (empty) leaves the RNG alone."""
    raw = str(config.getini(name)).strip()
    if not raw:
        return None
    try:
        seed = int(raw)
    except ValueError:
        seed = None
    if seed is None or not _SEED_MIN <= seed <= _SEED_MAX:
        raise UsageError(
            f"ini {name} = {raw!r}: expected an integer from {_SEED_MIN} to {_SEED_MAX} "
            "(torch.manual_seed's range), or nothing to leave torch's RNG alone"
        )
    return seed


def ini_folder(rootdir: Path, setting: str, name: str) -> None:
    """A folder setting that names an existing file (not a folder) is a usage error."""
    folder = rootdir / os.path.expanduser(setting)
    if setting and folder.exists() and not folder.is_dir():
        raise UsageError(
            f"ini {name} = {setting!r}: {folder} is a file; expected a folder (a path "
            "relative to the rootdir, made when first needed)"
        )


#: where pytest reads its ini values in each kind of configuration file
_INI_SECTIONS = {"pytest.ini": ("pytest", "tool:pytest"), "setup.cfg": ("tool:pytest",)}


def _written_keys(config: Any) -> list[str]:
    """The ini keys the user wrote: in the configuration file pytest chose
    (``config.inipath``) and in ``-o``/``--override-ini``."""
    keys: list[str] = []
    path = getattr(config, "inipath", None)
    if path is not None and Path(path).is_file():
        keys += _file_keys(Path(path))
    for override in config.getoption("override_ini", None) or ():
        keys.append(str(override).split("=", 1)[0].strip())
    return keys


def _file_keys(path: Path) -> list[str]:
    if path.suffix == ".toml":
        import tomllib

        with path.open("rb") as handle:
            tool = tomllib.load(handle).get("tool", {}).get("pytest", {})
        # [tool.pytest.ini_options], and pytest 9's native [tool.pytest] table
        table = dict(tool.get("ini_options", {}))
        table.update({k: v for k, v in tool.items() if k != "ini_options"})
        return list(table)
    import configparser

    parser = configparser.ConfigParser(interpolation=None)
    try:
        parser.read(path, encoding="utf-8")
    except configparser.Error:  # pytest has already said what is wrong with the file
        return []
    sections = _INI_SECTIONS.get(path.name, ("pytest",))
    return [key for section in sections if parser.has_section(section) for key in parser[section]]


def check_ini_keys(config: Any, known: Iterable[str]) -> None:
    """An ``irlower_*`` ini key that nothing registered is a usage error naming the closest
    valid key: a misspelled key would otherwise leave its setting at the default, under
    only pytest's generic "Unknown config option" warning. A key some other plugin or
    family registered (``config.getini`` knows it) is fine."""
    known = sorted(known)
    for key in _written_keys(config):
        if not key.startswith("irlower"):
            continue
        try:
            config.getini(key)
        except ValueError as exc:  # also a registered key's bad value: checked elsewhere
            if not str(exc).startswith("unknown configuration value"):
                continue
        except pytest.UsageError:  # pytest 9's words for a registered key's bad value
            continue
        else:
            continue
        # compared without the prefix they all share, so irlower_zzz is close to nothing
        stems = {name.removeprefix("irlower_"): name for name in known}
        close = difflib.get_close_matches(key.removeprefix("irlower_"), stems, n=1, cutoff=0.6)
        hint = f"did you mean {stems[close[0]]}? " if close else ""
        raise UsageError(
            f"unknown ini key {key!r} ({config.inipath or '-o'}): {hint}"
            f"the irlower ini keys are {', '.join(known)}"
        )
