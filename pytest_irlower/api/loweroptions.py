"""The session-wide settings of a :class:`~pytest_irlower.Lowerer`, each declared once.

A field of :class:`LowerOptions` that a command-line option sets carries its declaration
in the field's metadata (:func:`session_option`): the flag, its help text, the ini value
read when the flag is not given, and whether it changes the text a lowering produces.
From that one declaration

- ``options.OPTIONS`` and ``options.INI`` declare the flag and the ini value to pytest
  (and ``irlower options`` lists them),
- ``session.settings.lower_options_from_config`` reads it into a pytest session's
  options, and
- :meth:`LowerOptions.key_parts` puts it into the cross-run cache key when ``keyed``,

so adding such an option is its field here and the code that reads
``request.options.<name>``. This module imports nothing of the package and nothing of
pytest (``session.options`` and ``families`` import it while the plugin loads).
"""

from __future__ import annotations

import dataclasses
import functools
import os
import sys
import sysconfig
from dataclasses import dataclass, field
from typing import Any

#: the IR type of a lower() call that names none, when the test has no target and the ini
#: value irlower_default_ir_type is not set (here, not in the registry, so that loading the
#: plugin loads no family)
DEFAULT_IR_TYPE = "torch_mlir"

_METADATA_KEY = "irlower_option"


@dataclass(frozen=True)
class SessionOption:
    """How a :class:`LowerOptions` field is set for a pytest session."""

    #: the command-line flag (``--irlower-keep-weights``); a boolean field takes it as a
    #: flag (``store_true``)
    flag: str
    help: str
    #: the ini value read when the flag is not given (a ``bool`` ini value), or None
    ini: str | None = None
    #: its help text in ``irlower options`` and ``pytest --help``
    ini_help: str = ""
    #: the option changes the text a lowering produces: it is part of the cross-run key
    keyed: bool = False

    @property
    def dest(self) -> str:
        """The attribute pytest stores the flag's value under."""
        return self.flag.lstrip("-").replace("-", "_")

    def argparse_kwargs(self) -> dict[str, Any]:
        """What ``parser.addoption`` takes: a flag, whose absence reads the ini value."""
        return {
            "action": "store_true",
            "default": None if self.ini else False,
            "help": self.help,
        }


def session_option(
    flag: str, help: str, *, ini: str | None = None, ini_help: str = "", keyed: bool = False
) -> dict[str, SessionOption]:
    """A field's metadata declaring the option that sets it (see the module's text)."""
    return {_METADATA_KEY: SessionOption(flag, help, ini, ini_help, keyed)}


@dataclass(frozen=True)
class LowerOptions:
    """Session-wide settings of a :class:`Lowerer`."""

    default_ir_type: str = DEFAULT_IR_TYPE
    #: keep weights in the text instead of eliding them
    keep_weights: bool = field(
        default=False,
        metadata=session_option(
            "--irlower-keep-weights",
            "keep weights in IR text instead of eliding them (ini: irlower_keep_weights)",
            ini="irlower_keep_weights",
            ini_help="keep model weights in IR text (--irlower-keep-weights)",
            keyed=True,
        ),
    )
    #: keep source locations (paths made relative) instead of dropping them
    keep_locations: bool = field(
        default=False,
        metadata=session_option(
            "--irlower-keep-locations",
            "keep source locations (paths made relative) in TorchScript and FX graphs",
            keyed=True,
        ),
    )
    #: on a cross-run cache hit, derive the subject's graph anew (export the model) and
    #: fail when it differs from the one the entry was made from
    cache_verify: bool = field(
        default=False,
        metadata=session_option(
            "--irlower-cache-verify",
            "on a cross-run cache hit, export the model anyway and fail when its graph "
            "differs from the entry's: a key that missed a change (ini: irlower_cache_verify)",
            ini="irlower_cache_verify",
            ini_help="verify cross-run cache hits against a fresh export (--irlower-cache-verify)",
        ),
    )
    #: seconds a child process or a stage may run
    timeout: float = 120.0
    #: the project root: relative paths in IR are relative to it
    rootdir: str = field(default_factory=os.getcwd)
    #: record the IR after every pass in every lowering (``--irlower-passes``); a request's
    #: ``passes`` is in the cross-run key
    passes: bool = False
    #: the GPU targets' ``opt`` level, LLVM options and ``llc`` level when a call names
    #: none (``--irlower-gpu-opt-level``...; None/empty: ``opt -O2``, the engine's llc level);
    #: they reach the cross-run key as the request's parameters (the LLVM family's prepare)
    opt_level: str | None = None
    opt_flags: tuple[str, ...] = ()
    llc_level: str | None = None

    def path_roots(self) -> tuple[tuple[str, str], ...]:
        """Absolute prefixes that are written as placeholders in IR text."""
        return tuple(dict.fromkeys([(self.rootdir, "."), *_installation_roots()]))

    def key_parts(self) -> list[str]:
        """What of these options the cross-run key holds: ``name=value`` of every
        ``keyed`` option, in declaration order."""
        return [f"{name}={getattr(self, name)}" for name in _keyed_names()]


@functools.cache
def _installation_roots() -> tuple[tuple[str, str], ...]:
    """The interpreter's site-packages and prefix as IR text writes them (read once:
    ``sysconfig.get_paths()`` takes 0.2 ms, and every Triton key and golden asks)."""
    paths = sysconfig.get_paths()
    found = [(paths[key], "<site-packages>") for key in ("purelib", "platlib") if paths.get(key)]
    return (*found, (sys.prefix, "<prefix>"))


def declared_options() -> list[tuple[dataclasses.Field[Any], SessionOption]]:
    """Every :class:`LowerOptions` field that a session option sets, with its declaration."""
    found = []
    for spec_field in dataclasses.fields(LowerOptions):
        declared = spec_field.metadata.get(_METADATA_KEY)
        if isinstance(declared, SessionOption):
            found.append((spec_field, declared))
    return found


@functools.cache
def _keyed_names() -> tuple[str, ...]:
    """The fields :meth:`LowerOptions.key_parts` reads (asked by every lowering's key)."""
    return tuple(spec_field.name for spec_field, declared in declared_options() if declared.keyed)


def option_declarations() -> tuple[tuple[str, dict[str, Any]], ...]:
    """The declared options as ``options.OPTIONS`` rows."""
    return tuple((declared.flag, declared.argparse_kwargs()) for _, declared in declared_options())


def ini_declarations() -> tuple[tuple[str, str, str | None, Any], ...]:
    """Their ini values as ``options.INI`` rows (``bool`` values, default false)."""
    return tuple(
        (declared.ini, declared.ini_help or declared.help, "bool", False)
        for _, declared in declared_options()
        if declared.ini
    )


for _field, _declared in declared_options():  # a declaration error of this module
    if not isinstance(_field.default, bool):
        raise TypeError(f"LowerOptions.{_field.name}: a session option is a bool flag")
