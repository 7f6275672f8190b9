"""``--irlower-shard=K/N`` from outside: N runs cover every test exactly once, the IR types
of one subject in one shard, balanced by the durations ``--irlower-store-durations`` wrote."""

from __future__ import annotations

import json
import re

import pytest

from fleet_support import FAMILY, TESTS, WORDS


@pytest.fixture
def project(pytester: pytest.Pytester) -> pytest.Pytester:
    pytester.makeconftest(FAMILY)
    pytester.makepyfile(test_words=TESTS)
    pytester.makeini("[pytest]\nirlower_cache_dir =\n")
    pytester._monkeypatch.setenv("BUILDS_LOG", str(pytester.path / "builds.log"))  # type: ignore[attr-defined]
    return pytester


def ran(result: pytest.RunResult) -> list[str]:
    return re.findall(r"^PASSED (\S+)", result.stdout.str(), flags=re.MULTILINE)


def test_three_shards_run_every_test_once_and_keep_each_word_together(
    project: pytest.Pytester,
) -> None:
    shards = []
    for k in (1, 2, 3):
        result = project.runpytest(f"--irlower-shard={k}/3", "-rA")
        assert result.ret == 0, result.stdout.str()
        shards.append(ran(result))
        result.stdout.fnmatch_lines(
            [f"*{len(ran(result))} passed, {2 * len(WORDS) - len(ran(result))} deselected*"]
        )
    everything = [nodeid for shard in shards for nodeid in shard]
    assert sorted(everything) == sorted(set(everything)) and len(everything) == 2 * len(WORDS)
    for shard in shards:
        words = {re.search(r"\[(w\d+)-", n).group(1) for n in shard}  # type: ignore[union-attr]
        assert len(shard) == 2 * len(words)  # both IR types of each word here
    assert [len(s) for s in shards] == [16, 16, 16]  # no durations: equal counts


def test_recorded_durations_balance_the_shards(project: pytest.Pytester) -> None:
    project.runpytest("--irlower-store-durations").assert_outcomes(passed=48)
    durations = json.loads((project.path / ".test_durations").read_text())
    assert len(durations) == 48 and all(v >= 0 for v in durations.values())
    # one slow word: it gets a shard of its own
    slow = {n: (100.0 if "[w05-" in n else 1.0) for n in durations}
    (project.path / ".test_durations").write_text(json.dumps(slow))
    result = project.runpytest("--irlower-shard=1/2", "-rA")
    assert sorted(ran(result)) == sorted(n for n in slow if "[w05-" in n)


def test_a_bad_shard_is_a_usage_error(project: pytest.Pytester) -> None:
    result = project.runpytest("--irlower-shard=3/2")
    assert result.ret == 4
    result.stderr.fnmatch_lines(["*--irlower-shard=3/2: expected K/N with 1 <= K <= N*"])
