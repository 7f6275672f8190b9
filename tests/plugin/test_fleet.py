"""A fleet for real: runners (separate pytest processes, each with its own empty local cache)
against a real ``redis-server`` on loopback; a poisoned entry; a store that dies or hangs
mid-run. The lowerings are counted plain-text builds (fleet_support), so "served from the
shared cache" and "lowered again" are seen directly."""

from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from fleet_support import (
    FAMILY,
    MISSING,
    TESTS,
    WORDS,
    RedisServer,
    on_ci,
    pytest_command,
    redis_server_binary,
)

TOTAL = 2 * len(WORDS)


@pytest.fixture
def server(tmp_path: Path) -> Iterator[RedisServer]:
    binary = redis_server_binary()
    if binary is None:
        if on_ci():
            pytest.fail(f"{MISSING} [CI installs it: see .ci/run]", pytrace=False)
        pytest.skip(MISSING)
    pytest.importorskip("redis", reason="redis not available: pip install 'pytest-irlower[fleet]'")
    redis_server = RedisServer(binary, tmp_path / "redis")
    yield redis_server
    redis_server.stop()


@pytest.fixture
def project(pytester: pytest.Pytester, tmp_path: Path) -> pytest.Pytester:
    pytester.makeconftest(FAMILY)
    pytester.makepyfile(test_words=TESTS)
    pytester.makeini("[pytest]\n")
    return pytester


class Runner:
    """One CI runner: its own local cache folder and builds log, the shared store."""

    def __init__(self, project: pytest.Pytester, name: str, url: str, *extra: str) -> None:
        self.cwd = project.path
        self.log = project.path / f"builds-{name}.log"
        self.args = ["-o", f"irlower_cache_dir=cache-{name}", "--irlower-cache-remote", url, *extra]
        self.env = {**os.environ, "BUILDS_LOG": str(self.log)}
        self.env.pop("PYTEST_ADDOPTS", None)

    def start(self, *args: str, env: dict[str, str] | None = None) -> subprocess.Popen[str]:
        return subprocess.Popen(
            pytest_command(*self.args, "-rA", *args),
            cwd=self.cwd,
            env={**self.env, **(env or {})},
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )

    def run(self, *args: str, env: dict[str, str] | None = None) -> str:
        process = self.start(*args, env=env)
        out, _ = process.communicate(timeout=300)
        assert process.returncode == 0, out
        return out

    def builds(self) -> list[str]:
        lines = self.log.read_text().splitlines() if self.log.exists() else []
        self.log.unlink(missing_ok=True)
        return lines


def is_upper_of(blob: bytes, text: str) -> bool:
    """Whether a stored entry is the counted_upper lowering of ``text`` (the final text is
    kept raw after the head line)."""
    return b'"ir_type": "counted_upper"' in blob and f"\n{text}\n".encode() in blob


def forged(content: bytes, old: str, new: str) -> bytes:
    """An entry's content with its final text ``old`` made ``new`` and the head's digest of
    that text made to match: what a forger who knows the format, not the secret, writes."""
    head, _, rest = content.partition(b"\n")
    data = json.loads(head)
    name, size, _ = data["raw"]
    text = rest[:size].replace(old.encode(), new.encode())
    data["raw"] = [name, len(text), hashlib.sha256(text).hexdigest()]
    return json.dumps(data, sort_keys=True).encode() + b"\n" + text + rest[size:]


def passed(out: str) -> list[str]:
    return re.findall(r"^PASSED (\S+)", out, flags=re.MULTILINE)


@pytest.mark.toolchain
def test_a_second_runner_lowers_nothing_the_first_put_in_the_store(
    project: pytest.Pytester, server: RedisServer
) -> None:
    first = Runner(project, "a", server.url)
    out = first.run()
    assert len(set(first.builds())) == TOTAL
    assert f"shared cache {server.url}: 0 hits, {TOTAL} misses, {TOTAL} writes" in out
    second = Runner(project, "b", server.url)
    out = second.run()
    assert second.builds() == []
    assert f"shared cache {server.url}: {TOTAL} hits, 0 misses, 0 writes" in out
    # and a remote hit filled the second runner's local folder: a rerun needs no store
    server.stop()
    out = second.run()
    assert second.builds() == []
    assert f"{TOTAL} lowerings reused, 0 lowered" in out


@pytest.mark.toolchain
def test_a_poisoned_entry_is_detected_and_not_served(
    project: pytest.Pytester, server: RedisServer
) -> None:
    Runner(project, "a", server.url).run()
    client = server.client()
    keys = sorted(client.keys("irlower:*"))
    assert len(keys) == TOTAL
    # the right key, altered text: what a bad writer (or a bit flip) leaves
    victim = next(k for k in keys if is_upper_of(client.get(k), "W07"))
    client.set(victim, client.get(victim).replace(b"\nW07\n", b"\nW0X\n"))
    second = Runner(project, "b", server.url)
    out = second.run()  # every test passes: the poisoned text was never served
    assert second.builds() == ["upper w07"]
    assert "1 entries rejected (not served)" in out and "integrity check failed" in out


@pytest.mark.toolchain
def test_with_a_secret_a_forged_check_is_rejected(
    project: pytest.Pytester, server: RedisServer
) -> None:
    from pytest_irlower.cache import entry as cacheentry

    secret = {"IRLOWER_CACHE_SECRET": "s3cret"}
    Runner(project, "a", server.url).run(env=secret)
    client = server.client()
    victim = next(k for k in client.keys("irlower:*") if is_upper_of(client.get(k), "W03"))
    header, _, content = client.get(victim).partition(b"\n")
    key = header.split(b" ")[2].decode()
    made = forged(content, "W03", "FORGED")
    client.set(victim, cacheentry.seal(key, made))  # a valid check, without the secret
    second = Runner(project, "b", server.url)
    out = second.run(env=secret)
    assert second.builds() == ["upper w03"]
    assert "1 entries rejected" in out
    # a runner with another secret rejects every entry and lowers everything itself
    third = Runner(project, "c", server.url)
    out = third.run(env={"IRLOWER_CACHE_SECRET": "other"})
    assert len(set(third.builds())) == TOTAL and f"{TOTAL} entries rejected" in out


@pytest.mark.toolchain
def test_a_readonly_runner_reads_and_never_writes(
    project: pytest.Pytester, server: RedisServer
) -> None:
    reader = Runner(project, "r", server.url, "--irlower-cache-remote-readonly")
    out = reader.run()
    assert len(set(reader.builds())) == TOTAL and server.client().dbsize() == 0
    assert f"{TOTAL} misses, 0 writes" in out
    Runner(project, "w", server.url).run()
    reader2 = Runner(project, "r2", server.url, "--irlower-cache-remote-readonly")
    reader2.run()
    assert reader2.builds() == []


@pytest.mark.toolchain
def test_four_shards_against_one_store_and_the_store_killed_mid_run(
    project: pytest.Pytester, server: RedisServer
) -> None:
    """Four runners, each its own shard and empty local cache, one store; the store is
    killed while they run: every runner finishes green, every test ran exactly once, and
    nothing a runner stored locally is lost or wrong (a rerun lowers nothing, passes)."""
    runners = [Runner(project, f"s{k}", server.url, f"--irlower-shard={k}/4") for k in range(1, 5)]
    slow = {"BUILD_SECONDS": "0.15"}
    processes = [runner.start(env=slow) for runner in runners]
    deadline = time.monotonic() + 120
    while sum(len(r.log.read_text().splitlines()) for r in runners if r.log.exists()) < TOTAL // 3:
        assert time.monotonic() < deadline, "the runners built nothing"
        time.sleep(0.05)
    server.stop()  # mid-run
    outputs = []
    for process in processes:
        out, _ = process.communicate(timeout=300)
        assert process.returncode == 0, out
        outputs.append(out)
    ran = [nodeid for out in outputs for nodeid in passed(out)]
    assert len(ran) == TOTAL and len(set(ran)) == TOTAL
    assert any("unreachable, turned off" in out for out in outputs)
    for runner in runners:
        runner.builds()
        out = runner.run(env=slow)  # the store is gone: the local caches alone
        assert runner.builds() == [], out


@pytest.mark.toolchain
def test_a_store_that_hangs_costs_its_time_limit_not_the_run(
    project: pytest.Pytester, server: RedisServer
) -> None:
    server.pause()  # accepts connections, answers nothing
    runner = Runner(project, "h", server.url, "-o", "irlower_cache_remote_timeout=0.5")
    start = time.monotonic()
    out = runner.run()
    assert time.monotonic() - start < 60
    assert len(set(runner.builds())) == TOTAL
    assert "unreachable, turned off for the rest of the run in 1 process" in out
    assert "no answer in 0.5 s" in out or "Timeout" in out


def test_a_bad_url_is_a_usage_error_naming_the_forms(project: pytest.Pytester) -> None:
    result = project.runpytest_subprocess("--irlower-cache-remote=memcached://host:1")
    assert result.ret == 4
    result.stderr.fnmatch_lines(["*not a cache store URL; expected redis://HOST:PORT/DB*"])
