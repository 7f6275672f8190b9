"""The session's settings: every option and ini value of pytest-irlower, read and checked
once when pytest configures (a bad one is a usage error before collection), kept in one
frozen :class:`Settings`.

The options that set a field of :class:`~pytest_irlower.lowering.lowerer.LowerOptions` are read
from their declarations there (``loweroptions.py``); the others are read here.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from pytest_irlower.api.loweroptions import DEFAULT_IR_TYPE, LowerOptions, declared_options
from pytest_irlower.checks.goldenrun import compare_mode
from pytest_irlower.errors import UsageError
from pytest_irlower.runtime import toolpaths
from pytest_irlower.session import inivalues
from pytest_irlower.session.fleet import cache_remote
from pytest_irlower.session.options import INI

if TYPE_CHECKING:
    from pytest_irlower.cache.remote import RemoteSettings


@dataclass(frozen=True)
class Settings:
    """What the options and ini values of one pytest run say."""

    #: what every lowering of the session is given (its keyed fields reach the cross-run key)
    lower_options: LowerOptions
    #: the tool paths the user gave (checked), and the environment as it was at configure
    option_paths: Mapping[str, str]
    ini_paths: Mapping[str, str]
    environ: Mapping[str, str]
    #: the GPU targets' opt and llc settings (empty: the defaults)
    gpu_codegen: Mapping[str, Any]
    #: the cross-run cache's folder (None: off) and its shared tier (None: none)
    disk_root: Path | None
    cache_remote: RemoteSettings | None
    strict: bool
    #: what --irlower-strict still skips for
    strict_allow: frozenset[str]
    update_goldens: bool
    golden_root: Path
    golden_compare: str
    xdist_groups: bool
    dump_dir: Path | None
    #: None: the FileCheck engine found first
    filecheck_engine: str | None
    update_checks: bool
    seed: int | None
    #: ``--irlower-report``'s file (None on xdist workers, and without the option)
    report_path: Path | None
    #: ``--irlower-pending``'s bundle (None on xdist workers, and without the option)
    pending_path: Path | None = None

    @property
    def default_ir_type(self) -> str:
        return self.lower_options.default_ir_type

    @property
    def timeout(self) -> float:
        return self.lower_options.timeout

    @classmethod
    def from_config(cls, config: pytest.Config) -> Settings:
        """Read and check every setting; a bad one raises :class:`UsageError`."""
        inivalues.check_ini_keys(config, (name for name, *_ in INI))
        environ = dict(os.environ)
        option_paths = toolpaths.parse_assignments(
            config.getoption("irlower_tool"), "--irlower-tool"
        )
        ini_paths = toolpaths.parse_assignments(config.getini("irlower_tools"), "irlower_tools")
        toolpaths.validate(option_paths, ini_paths, environ)
        gpu_codegen = _gpu_codegen(config)
        lower_options = lower_options_from_config(
            config,
            default_ir_type=ini_default_ir_type(config, DEFAULT_IR_TYPE),
            timeout=_ini_float(config, "irlower_timeout", minimum=0.001),
            rootdir=str(config.rootpath),
            passes=bool(config.getoption("irlower_passes")),
            **gpu_codegen,
        )
        disk_root = _disk_root(config)
        update_goldens = bool(getattr(config.option, "update_snapshots", False))
        golden_dir = str(config.getini("irlower_golden_dir"))
        root = golden_root(config.rootpath, golden_dir)
        inivalues.ini_folder(config.rootpath, golden_dir, "irlower_golden_dir")
        xdist_groups = inivalues.ini_bool(config, "irlower_xdist_groups")
        dump = config.getoption("irlower_dump_dir")
        choice = str(config.getoption("irlower_filecheck"))
        seed = inivalues.ini_seed(config)
        golden_compare = compare_mode(str(config.getini("irlower_golden_compare")))
        report = config.getoption("irlower_report")
        pending = config.getoption("irlower_pending")
        on_worker = getattr(config, "workerinput", None) is not None
        ci = environ.get("CI", "").strip().lower()
        if update_goldens and ci not in ("", "0", "false", "no"):
            raise UsageError(
                f"goldens are never written on CI (CI={environ['CI']}): run "
                "`pytest --snapshot-update` locally, review the goldens and commit them, or "
                "let CI write them to a file with --irlower-pending=FILE and apply that "
                "with `irlower accept FILE`"
            )
        return cls(
            lower_options=lower_options,
            option_paths=option_paths,
            ini_paths=ini_paths,
            environ=environ,
            gpu_codegen=gpu_codegen,
            disk_root=disk_root,
            cache_remote=cache_remote(config) if disk_root is not None else None,
            strict=bool(config.getoption("irlower_strict")),
            strict_allow=frozenset(config.getoption("irlower_strict_allow") or ()),
            update_goldens=update_goldens,
            golden_root=root,
            golden_compare=golden_compare,
            xdist_groups=xdist_groups,
            dump_dir=Path(dump) if dump else None,
            filecheck_engine=None if choice == "auto" else choice,
            update_checks=bool(config.getoption("irlower_update_checks")),
            seed=seed,
            report_path=Path(report).resolve() if report and not on_worker else None,
            pending_path=_pending_path(config, pending) if pending and not on_worker else None,
        )


def _pending_path(config: pytest.Config, value: str) -> Path:
    """``--irlower-pending``'s file, from the invocation folder; its folder must exist."""
    path = (config.invocation_params.dir / os.path.expanduser(value)).resolve()
    if path.is_dir():
        raise UsageError(f"--irlower-pending={value}: is a folder; give a file name, e.g. b.json")
    if not path.parent.is_dir():
        raise UsageError(
            f"--irlower-pending={value}: folder {path.parent} does not exist; make it first"
        )
    return path


def _ini_float(config: pytest.Config, name: str, *, minimum: float) -> float:
    raw = str(config.getini(name)).strip()
    try:
        value = float(raw)
    except ValueError:
        value = float("nan")
    if not value >= minimum:
        raise UsageError(f"ini {name} = {raw!r}: expected a number of seconds >= {minimum:g}")
    return value


def _gpu_codegen(config: pytest.Config) -> dict[str, Any]:
    """The GPU targets' opt and llc settings from the options, else the ini values;
    checked now, so a bad value stops the session before any test."""

    def setting(name: str) -> str:
        value = config.getoption(f"irlower_gpu_{name}")
        if value is None:
            value = config.getini(f"irlower_gpu_{name}")
        return str(value).strip()

    opt, flags, llc = setting("opt_level"), setting("opt_flags"), setting("llc_level")
    if not (opt or flags or llc):  # LowerOptions' defaults: nothing to check or load
        return {}
    from pytest_irlower.text.targets import check_llc_level, check_opt_flags, check_opt_level

    return {
        "opt_level": check_opt_level(opt, "irlower_gpu_opt_level") if opt else None,
        "opt_flags": check_opt_flags(flags, "irlower_gpu_opt_flags"),
        "llc_level": check_llc_level(llc, "irlower_gpu_llc_level") if llc else None,
    }


def _disk_root(config: pytest.Config) -> Path | None:
    """The folder of the cross-run cache, or None when it is off."""
    setting = str(config.getini("irlower_cache_dir")).strip()
    inivalues.ini_folder(config.rootpath, setting, "irlower_cache_dir")
    if config.getoption("irlower_no_cache"):
        return None
    if not setting:
        return None
    return config.rootpath / os.path.expanduser(setting)


def golden_root(rootdir: Path, setting: str) -> Path:
    """The golden folder: ``irlower_golden_dir`` under the rootdir, never outside it."""
    folder = (rootdir / setting).resolve()
    if Path(setting).is_absolute() or not folder.is_relative_to(rootdir.resolve()):
        raise UsageError(
            f"ini irlower_golden_dir = {setting!r} is outside the rootdir {rootdir}: goldens "
            "must stay inside the project; give a folder relative to the rootdir, such as "
            "'golden' or 'tests/golden'"
        )
    return rootdir / setting


def ini_default_ir_type(config: Any, default: str, name: str = "irlower_default_ir_type") -> str:
    """The IR type of a ``lower()`` call that names none: a registered IR type name.

    The built-in default needs no check (and no family loaded); a name the user gave is
    checked against the registry now, not at the first ``lower()``.
    """
    value = str(config.getini(name)).strip()
    if value == default:
        return value
    from pytest_irlower.families import REGISTRY

    try:
        return REGISTRY.get(value).name
    except UsageError as exc:
        raise UsageError(f"ini {name} = {value!r}: {exc}") from None


def lower_options_from_config(config: pytest.Config, **values: Any) -> LowerOptions:
    """The :class:`LowerOptions` of a pytest session: each declared session option from its
    flag, else its ini value, else false; ``values`` give the others (and win)."""
    read: dict[str, Any] = {}
    for spec_field, declared in declared_options():
        value = config.getoption(declared.dest)
        if value is None and declared.ini:
            value = inivalues.ini_bool(config, declared.ini)
        read[spec_field.name] = bool(value)
    return LowerOptions(**{**read, **values})
