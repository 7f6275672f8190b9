"""The fleet's pure parts: sealed entries, the shared tier over stores that work, fail, hang
or fill up, the shard deal, the size limit, and the portable environment digest."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import pytest

from pytest_irlower.cache import entry as cacheentry
from pytest_irlower.cache import size as cachesize
from pytest_irlower.cache.disk import DiskCache
from pytest_irlower.cache.remote import RemoteCache, check_url, shown_url, summary_lines
from pytest_irlower.errors import UsageError
from pytest_irlower.session import sharding
from pytest_irlower.text.grouping import subject_scope

KEY = "ab" * 20

# -- sealed entries -----------------------------------------------------------------------


def test_a_sealed_entry_opens_only_for_its_key_content_and_secret() -> None:
    blob = cacheentry.seal(KEY, b'{"text": "x"}', b"s")
    assert cacheentry.unseal(KEY, blob, b"s") == b'{"text": "x"}'
    with pytest.raises(cacheentry.BadEntry, match="integrity check failed"):
        cacheentry.unseal(KEY, blob.replace(b'"x"', b'"y"'), b"s")
    with pytest.raises(cacheentry.BadEntry, match="integrity check failed"):
        cacheentry.unseal(KEY, blob, b"other secret")
    with pytest.raises(cacheentry.BadEntry, match="names key"):
        cacheentry.unseal("cd" * 20, blob, b"s")
    with pytest.raises(cacheentry.BadEntry, match="no header"):
        cacheentry.unseal(KEY, blob[:30], b"s")


# -- the shared tier ----------------------------------------------------------------------


class DictStore:
    def __init__(self) -> None:
        self.data: dict[str, bytes] = {}
        self.puts = 0

    def get(self, key: str) -> bytes | None:
        return self.data.get(key)

    def put(self, key: str, value: bytes) -> None:
        self.puts += 1
        self.data[key] = value


class DownStore:
    calls = 0

    def get(self, key: str) -> bytes | None:
        DownStore.calls += 1
        raise ConnectionRefusedError("Connection refused")

    def put(self, key: str, value: bytes) -> None:
        DownStore.calls += 1
        raise ConnectionRefusedError("Connection refused")


class HangingStore:
    def __init__(self) -> None:
        self.release = threading.Event()

    def get(self, key: str) -> bytes | None:
        self.release.wait(30)
        return None

    def put(self, key: str, value: bytes) -> None:
        self.release.wait(30)


class FullStore(DictStore):
    def put(self, key: str, value: bytes) -> None:
        raise RuntimeError("OOM command not allowed when used memory > 'maxmemory'.")


def test_the_tier_serves_what_another_process_wrote_not_its_own_writes() -> None:
    store = DictStore()
    writer = RemoteCache(store, "redis://h:1/0")
    writer.put("ns", KEY, b"{}")
    assert writer.get("ns", KEY) is None  # a run's own entry: the stage cache shares it
    reader = RemoteCache(store, "redis://h:1/0")
    assert reader.get("ns", KEY) == b"{}"
    assert reader.get("other namespace", KEY) is None  # another toolchain: never shared
    assert (reader.stats.hits, reader.stats.misses) == (1, 1)


def test_a_store_that_is_down_costs_one_call_then_the_tier_is_off() -> None:
    DownStore.calls = 0
    tier = RemoteCache(DownStore(), "redis://h:1/0")
    for _ in range(5):
        assert tier.get("ns", KEY) is None
        tier.put("ns", KEY, b"{}")
    assert DownStore.calls == 1
    assert tier.stats.down is not None and "ConnectionRefusedError" in tier.stats.down


def test_a_store_that_hangs_costs_its_time_limit_once() -> None:
    store = HangingStore()
    tier = RemoteCache(store, "redis://h:1/0", timeout=0.2)
    start = time.monotonic()
    assert tier.get("ns", KEY) is None
    assert tier.get("ns", KEY) is None
    assert time.monotonic() - start < 2
    assert tier.stats.down == "get: RemoteTimeout: no answer in 0.2 s"
    store.release.set()


def test_a_full_store_stops_writes_and_still_serves_reads() -> None:
    store = FullStore()
    RemoteCache(DictStore(), "x")  # (unrelated tier: nothing shared between instances)
    store.data[RemoteCache.name("ns", KEY)] = cacheentry.seal(KEY, b"{}")
    tier = RemoteCache(store, "redis://h:1/0")
    tier.put("ns", "cd" * 20, b"{}")
    assert tier.stats.no_writes is not None and "OOM" in tier.stats.no_writes
    assert tier.get("ns", KEY) == b"{}" and tier.stats.down is None


def test_readonly_never_writes() -> None:
    store = DictStore()
    RemoteCache(store, "redis://h:1/0", readonly=True).put("ns", KEY, b"{}")
    assert store.puts == 0


def test_a_remote_hit_fills_the_local_folder(tmp_path: Path) -> None:
    store = DictStore()
    RemoteCache(store, "u").put("environment", "r" * 40, b'{"a": 1}')
    disk = DiskCache(tmp_path, remote=RemoteCache(store, "u"))
    assert disk.load(KEY, "r" * 40) == {"a": 1}
    later = DiskCache(tmp_path, started_ns=time.time_ns() + 1)  # the next run, no store
    assert later.load(KEY) == {"a": 1}


def test_a_damaged_local_entry_is_rejected_and_reported(tmp_path: Path) -> None:
    disk = DiskCache(tmp_path, started_ns=time.time_ns() + 10**12)  # reads its own writes
    disk.store(KEY, {"text": "ok"})
    path = disk.path(KEY)
    path.write_bytes(path.read_bytes().replace(b"ok", b"no"))
    assert disk.load(KEY) is None
    assert len(disk.rejected) == 1 and "integrity check failed" in disk.rejected[0]
    lines = summary_lines(None, [{"local_rejected": disk.rejected}])
    assert lines[0][1] and "1 local entries rejected" in lines[0][0]


@pytest.mark.toolchain  # a redis:// URL needs the redis client
def test_a_redis_url_is_taken() -> None:
    assert check_url("redis://h:6379/0", "x") == "redis://h:6379/0"


def test_urls_are_checked_and_passwords_not_shown() -> None:
    with pytest.raises(UsageError, match=r"expected redis://HOST:PORT/DB"):
        check_url("http://h/", "--irlower-cache-remote")
    with pytest.raises(UsageError, match="absolute"):
        check_url("file://relative/folder", "x")
    assert shown_url("redis://user:pw@h:1/0") == "redis://user:***@h:1/0"


# -- shards -------------------------------------------------------------------------------

NODEIDS = [
    f"t.py::test_model[{model}-{ir}]"
    for model in ("mlp", "cnn", "bert", "gpt2", "llama", "tiny")
    for ir in ("fx_graph", "torch_mlir", "llvm_ir")
] + ["t.py::test_plain", "t.py::test_other"]


def scope(nodeid: str) -> str:
    return subject_scope(nodeid, {"fx_graph", "torch_mlir", "llvm_ir"}, ())


def test_shards_cover_every_test_once_and_keep_a_subject_together() -> None:
    durations = {n: (10.0 if "bert" in n or "llama" in n else 1.0) for n in NODEIDS}
    shards = sharding.deal(NODEIDS, 3, scope, durations)
    assert sorted(n for shard in shards for n in shard) == sorted(NODEIDS)
    owner = {scope(n): i for i, shard in enumerate(shards) for n in shard}
    assert all(owner[scope(n)] == i for i, shard in enumerate(shards) for n in shard)
    loads = [sum(durations[n] for n in shard) for shard in shards]
    assert max(loads) == 30.0  # bert and llama (30 s each) apart, the rest on the third
    assert sharding.deal(NODEIDS, 3, scope, durations) == shards  # every job deals alike


def test_a_test_parametrized_by_ir_type_alone_is_one_shard() -> None:
    nodeids = [f"t.py::test_block[{ir}]" for ir in ("fx_graph", "torch_mlir", "llvm_ir")]
    nodeids += [f"t.py::test_other[{ir}]" for ir in ("fx_graph", "torch_mlir", "llvm_ir")]
    shards = sharding.deal(nodeids, 2, scope, {})
    assert sorted(len(shard) for shard in shards) == [3, 3]
    assert all(len({n.split("[")[0] for n in shard}) == 1 for shard in shards)


def test_shard_arguments_and_durations_files_are_checked(tmp_path: Path) -> None:
    assert sharding.parse_shard("2/4") == (2, 4)
    for bad in ("0/4", "5/4", "2", "a/b"):
        with pytest.raises(UsageError, match="expected K/N with 1 <= K <= N"):
            sharding.parse_shard(bad)
    path = tmp_path / ".test_durations"
    assert sharding.read_durations(path) == {}
    path.write_text("[1, 2]")
    with pytest.raises(UsageError, match="node id: seconds"):
        sharding.read_durations(path)
    path.write_text('{"a": 1.5}')
    sharding.write_durations(path, {"b": 2.25})
    assert sharding.read_durations(path) == {"a": 1.5, "b": 2.25}


# -- the size limit -----------------------------------------------------------------------


def test_sizes_parse_and_bad_ones_name_the_forms() -> None:
    assert cachesize.parse_size("2GB") == 2 << 30
    assert cachesize.parse_size("500mb") == 500 << 20
    assert cachesize.parse_size("0") == 0
    with pytest.raises(UsageError, match="expected a size such as 500MB"):
        cachesize.parse_size("lots")


def test_eviction_removes_the_least_recently_used(tmp_path: Path) -> None:
    disk = DiskCache(tmp_path / "c", started_ns=time.time_ns() + 10**12)
    for index in range(10):
        disk.store(f"{index:02d}" * 20, {"text": "x" * 1000})
    paths = [disk.path(f"{index:02d}" * 20) for index in range(10)]
    base = time.time_ns() - 10**12
    for index, path in enumerate(paths):
        os.utime(path, ns=(base + index * 10**9, base))
    assert disk.load("00" * 20) is not None  # a hit: now the most recently used
    size = paths[0].stat().st_size
    removed, _freed = cachesize.evict(tmp_path / "c", limit=size * 5)
    left = {p for p in paths if p.exists()}
    assert removed == len(paths) - len(left) and paths[0] in left
    assert left == {paths[0], *paths[7:]}  # 4 entries = 80% of the limit of 5


# -- the portable environment -------------------------------------------------------------


def _fake_distribution(site: Path, record_extra: str = "", editable: bool = False) -> Path:
    package = site / "fakecompiler"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "passes.py").write_text("PASSES = 1\n")
    info = site / "fakecompiler-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: fakecompiler\nVersion: 1.0\n")
    (info / "RECORD").write_text(
        "fakecompiler/__init__.py,sha256=47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU,0\n"
        "fakecompiler/passes.py,sha256=aaaa,11\nfakecompiler-1.0.dist-info/INSTALLER,,\n"
        + record_extra
    )
    if editable:
        url = '{"url": "file:///src/fakecompiler", "dir_info": {"editable": true}}'
        (info / "direct_url.json").write_text(url)
    return package


def _environment() -> str:
    from pytest_irlower.cache import environment as env

    env.forget()
    return env.environment(("fakecompiler",))


def test_the_environment_reads_record_files_not_trees(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A wheel install is named by its version and RECORD: a fresh install (new
    modification times) or another venv (its scripts name another interpreter) give the
    same digest; another build (another RECORD) another."""
    site = tmp_path / "site"
    package = _fake_distribution(site, "../../../bin/fakecc,sha256=venv1,10\n")
    other = _fake_distribution(tmp_path / "venv2", "../../../bin/fakecc,sha256=venv2,10\n")
    monkeypatch.syspath_prepend(str(site))
    first = _environment()
    os.utime(package / "passes.py", ns=(1, 1))  # another machine's fresh install
    assert _environment() == first
    monkeypatch.syspath_prepend(str(other.parent))  # the same wheel in another venv
    assert _environment() == first
    info = other.parent / "fakecompiler-1.0.dist-info"
    (info / "RECORD").write_text((info / "RECORD").read_text().replace("aaaa", "bbbb"))
    assert _environment() != first  # another build of the library


def test_an_editable_install_is_named_by_its_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An editable install's RECORD does not list its files: their content is hashed, once
    per process and across sessions while their stamps stay (an edit changes the key)."""
    from pytest_irlower.cache import environment as env

    package = _fake_distribution(tmp_path / "site", editable=True)
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    first = _environment()
    env.forget()
    memo = tmp_path / "cache"
    assert env.environment(("fakecompiler",), memo=memo) == first
    assert (memo / f"v{cacheentry.FORMAT}" / "environment.json").is_file()
    (package / "passes.py").write_text("PASSES = 2\n")
    assert _environment() != first
    env.forget()


def test_a_remembered_install_reads_neither_record_nor_metadata(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every session names the installed libraries: once a RECORD was read, the next
    session (its memo in the cache folder) takes the version and digest from the memo while
    the RECORD's stamp stays, and reads the RECORD again once a reinstall rewrote it."""
    import importlib.metadata

    from pytest_irlower.cache import environment as env

    _fake_distribution(tmp_path / "site")
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    memo = tmp_path / "cache"
    env.forget()
    first = env.environment(("fakecompiler",), memo=memo)
    env.forget()  # a new session: only the memo file is left
    read = importlib.metadata.PathDistribution.read_text
    asked: list[str] = []

    def noting(self: importlib.metadata.PathDistribution, filename: str) -> str | None:
        asked.append(filename)
        return read(self, filename)

    monkeypatch.setattr(importlib.metadata.PathDistribution, "read_text", noting)
    assert env.environment(("fakecompiler",), memo=memo) == first
    assert asked and not {"RECORD", "METADATA"} & set(asked), asked
    info = tmp_path / "site" / "fakecompiler-1.0.dist-info"
    (info / "RECORD").write_text((info / "RECORD").read_text().replace("aaaa", "bbbb"))
    env.forget()
    assert env.environment(("fakecompiler",), memo=memo) != first
    assert "RECORD" in asked
    env.forget()


def test_irlower_cache_stats_and_clear(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from pytest_irlower.cli.main import main

    disk = DiskCache(tmp_path / "c")
    disk.store(KEY, {"text": "x" * 2000})
    assert main(["cache", "stats", "--dir", str(tmp_path / "c"), "--max-size", "1MB"]) == 0
    out = capsys.readouterr().out
    assert "entries: 1, 2.1 KiB" in out and "limit: 1.0 MiB" in out
    assert main(["cache", "stats", "--dir", str(tmp_path / "c"), "--max-size", "big"]) == 2
    assert "expected a size such as 500MB" in capsys.readouterr().err
    assert main(["cache", "clear", "--dir", str(tmp_path / "c")]) == 0
    assert "removed 1 files" in capsys.readouterr().out and not (tmp_path / "c").exists()


def test_a_console_script_is_named_by_its_distribution_not_its_shebang(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A tool found on PATH that is a console script of this environment (torch-mlir's
    ``torch-mlir-opt`` in a venv's ``bin``) names the venv in its shebang: the README's two
    commands, in two tox venvs with the same packages, keyed it differently and reused
    nothing. It is named by the distribution that declares it; a script of the same name
    outside this environment's scripts folder (another venv's) by its bytes."""
    import sysconfig

    from pytest_irlower.cache import environment as env

    site = tmp_path / "site"
    _fake_distribution(site)
    info = site / "fakecompiler-1.0.dist-info"
    (info / "entry_points.txt").write_text("[console_scripts]\nfakecc = fakecompiler.cli:main\n")
    monkeypatch.syspath_prepend(str(site))
    body = "import sys\nfrom fakecompiler.cli import main\nsys.exit(main())\n"
    scripts = {}
    for venv in ("venv1", "venv2"):
        (tmp_path / venv / "bin").mkdir(parents=True)
        scripts[venv] = tmp_path / venv / "bin" / "fakecc"
        scripts[venv].write_text(f"#!{tmp_path / venv / 'bin' / 'python'}\n{body}")

    def content_in(venv: str, script: Path) -> str:
        monkeypatch.setattr(sysconfig, "get_path", lambda name: str(tmp_path / venv / "bin"))
        env.forget()
        return env.tool_content(str(script), "PATH")

    first = content_in("venv1", scripts["venv1"])
    assert first.startswith("console script fakecompiler.cli:main of fakecompiler 1.0 record")
    assert content_in("venv2", scripts["venv2"]) == first  # the same packages, another venv
    other = content_in("venv1", scripts["venv2"])  # another venv's script on this one's PATH
    assert other != first and not other.startswith("console script")
    (info / "RECORD").write_text((info / "RECORD").read_text().replace("aaaa", "bbbb"))
    assert content_in("venv2", scripts["venv2"]) != first  # another build of the library
    env.forget()
