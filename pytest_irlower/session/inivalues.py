"""Readers of the plugin's ini values, each checked when pytest configures.

Every ini value declared in :data:`pytest_irlower.session.options.INI` is read here (or by the
checker named next to it) once, when the session is built: a bad value is a
:class:`UsageError` naming the ini key, the value and the valid forms, before any test
runs, never a ``ValueError`` at setup. ``tests/plugin/test_ini_values.py`` holds one bad
value per key and fails when a key is added without one.
"""

from __future__ import annotations

import os
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
