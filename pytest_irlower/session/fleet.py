"""The session's fleet settings: the shared cache tier, the local cache's size limit and
``--irlower-shard`` with the durations it balances by (read once when pytest configures;
see docs/fleet.md)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from pytest_irlower.errors import UsageError

if TYPE_CHECKING:
    import pytest

    from pytest_irlower.cache.remote import RemoteSettings


def _seconds(config: pytest.Config, name: str) -> float:
    raw = str(config.getini(name)).strip()
    try:
        value = float(raw)
    except ValueError:
        value = float("nan")
    if not value > 0:
        raise UsageError(f"ini {name} = {raw!r}: expected a number of seconds > 0")
    return value


def cache_remote(config: pytest.Config) -> RemoteSettings | None:
    """The shared cache tier's settings, or None (none set); a bad URL is a usage error."""
    from pytest_irlower.session.inivalues import ini_bool

    # the tier's ini values are checked whether or not a URL is set: a bad one is a
    # usage error now, not when a URL is first given
    readonly = config.getoption("irlower_cache_remote_readonly")
    ini_readonly = ini_bool(config, "irlower_cache_remote_readonly")
    timeout = _seconds(config, "irlower_cache_remote_timeout")
    option = config.getoption("irlower_cache_remote")
    url = str(option or config.getini("irlower_cache_remote")).strip()
    if not url:
        return None
    from pytest_irlower.cache.remote import RemoteSettings, check_url

    where = "--irlower-cache-remote" if option else "ini irlower_cache_remote"
    if readonly is None:
        readonly = ini_readonly
    return RemoteSettings(check_url(url, where), bool(readonly), timeout)


class FleetSettings:
    """The local cache's size limit, ``--irlower-shard`` and the durations it balances by."""

    def __init__(self, config: pytest.Config) -> None:
        from pytest_irlower.cache.size import parse_size

        self.max_size = parse_size(str(config.getini("irlower_cache_max_size")))
        shard = config.getoption("irlower_shard")
        self.shard: tuple[int, int] | None = None
        #: where the shard came from (the option, or a CI's variables), for the header
        self.shard_source = ""
        if shard is not None:
            from pytest_irlower.session.sharding import resolve_shard

            k, n, self.shard_source = resolve_shard(str(shard), os.environ)
            self.shard = (k, n)
        setting = str(config.getini("irlower_shard_durations")).strip()
        self.durations_path = config.rootpath / setting
        if self.durations_path.is_dir():
            raise UsageError(
                f"ini irlower_shard_durations = {setting!r}: {self.durations_path} is a folder; "
                "expected a JSON file of {node id: seconds}, relative to the rootdir"
            )
        from pytest_irlower.runtime.workerthreads import threads_for

        threads_for(str(config.getini("irlower_worker_threads")), 1, 1)  # checked in every process
        self.store_durations = bool(config.getoption("irlower_store_durations"))
        self.measured: dict[str, float] = {}

    def select(self, config: pytest.Config, items: list[pytest.Item]) -> None:
        """Keep shard K's tests of ``items``; the others are deselected."""
        if self.shard is None:
            return
        from pytest_irlower.families import REGISTRY
        from pytest_irlower.session.sharding import deal, read_durations
        from pytest_irlower.text.grouping import subject_scope
        from pytest_irlower.text.targets import TARGETS

        types = set(REGISTRY.ir_type_names())  # names alone: no family is loaded
        k, n = self.shard
        shards = deal(
            [item.nodeid for item in items],
            n,
            lambda nodeid: subject_scope(nodeid, types, TARGETS),
            read_durations(self.durations_path),
        )
        keep = set(shards[k - 1])
        dropped = [item for item in items if item.nodeid not in keep]
        items[:] = [item for item in items if item.nodeid in keep]
        if dropped:
            config.hook.pytest_deselected(items=dropped)

    def note_duration(self, report: pytest.TestReport) -> None:
        """Add a phase's duration to its test's (with --irlower-store-durations)."""
        if self.store_durations:
            self.measured[report.nodeid] = self.measured.get(report.nodeid, 0.0) + float(
                report.duration
            )

    def finish(self, cache_root: Path | None) -> None:
        """After the run: the durations file; the local cache under its limit."""
        if self.store_durations and self.measured:
            from pytest_irlower.session.sharding import write_durations

            write_durations(self.durations_path, self.measured)
        if cache_root is not None and self.max_size:
            from pytest_irlower.cache.size import evict

            evict(cache_root, self.max_size)
