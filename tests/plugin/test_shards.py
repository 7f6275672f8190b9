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


#: each CI's variables for job ``k`` (1-based) of ``n``, as that CI sets them
CI_JOBS = {
    "bazel": lambda k, n: {"TEST_TOTAL_SHARDS": str(n), "TEST_SHARD_INDEX": str(k - 1)},
    "gitlab": lambda k, n: {"CI_NODE_TOTAL": str(n), "CI_NODE_INDEX": str(k)},
    "buildkite": lambda k, n: {
        "BUILDKITE_PARALLEL_JOB_COUNT": str(n),
        "BUILDKITE_PARALLEL_JOB": str(k - 1),
    },
    "circleci": lambda k, n: {"CIRCLE_NODE_TOTAL": str(n), "CIRCLE_NODE_INDEX": str(k - 1)},
}
ALL_CI_VARIABLES = [name for job in CI_JOBS.values() for name in job(1, 1)] + [
    "TEST_SHARD_STATUS_FILE"
]


@pytest.fixture
def no_ci(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    """The test's own CI (if any) says nothing about these runs' shards."""
    for name in ALL_CI_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


@pytest.mark.parametrize("ci", list(CI_JOBS))
def test_auto_under_each_ci_runs_every_test_once_over_its_jobs(
    project: pytest.Pytester, no_ci: pytest.MonkeyPatch, ci: str
) -> None:
    status = project.path / "bazel-status"
    shards = []
    for k in (1, 2, 3):
        with no_ci.context() as env:
            for name, value in CI_JOBS[ci](k, 3).items():
                env.setenv(name, value)
            if ci == "bazel":
                env.setenv("TEST_SHARD_STATUS_FILE", str(status))
            result = project.runpytest("--irlower-shard=auto", "-rA")
        assert result.ret == 0, result.stdout.str() + result.stderr.str()
        result.stdout.fnmatch_lines([f"irlower: shard {k} of 3 (*)"])
        shards.append(ran(result))
    everything = [nodeid for shard in shards for nodeid in shard]
    assert sorted(everything) == sorted(set(everything))  # none twice
    assert len(everything) == 2 * len(WORDS)  # none left out
    for shard in shards:
        words = {re.search(r"\[(w\d+)-", n).group(1) for n in shard}  # type: ignore[union-attr]
        assert len(shard) == 2 * len(words)  # both IR types of each word in one shard
    # Bazel fails a sharded target whose runner does not touch its status file
    assert status.exists() == (ci == "bazel")


def test_auto_deals_as_the_same_k_of_n_does(
    project: pytest.Pytester, no_ci: pytest.MonkeyPatch
) -> None:
    no_ci.setenv("CI_NODE_TOTAL", "3")
    no_ci.setenv("CI_NODE_INDEX", "2")
    auto = ran(project.runpytest("--irlower-shard=auto", "-rA"))
    no_ci.delenv("CI_NODE_TOTAL")
    no_ci.delenv("CI_NODE_INDEX")
    assert auto == ran(project.runpytest("--irlower-shard=2/3", "-rA"))


def test_auto_with_one_job_runs_everything(
    project: pytest.Pytester, no_ci: pytest.MonkeyPatch
) -> None:
    """CircleCI and GitLab set a total of 1 (and no index) on a job that is not parallel."""
    no_ci.setenv("CIRCLE_NODE_TOTAL", "1")
    assert len(ran(project.runpytest("--irlower-shard=auto", "-rA"))) == 2 * len(WORDS)


def test_auto_outside_ci_says_how_to_shard(
    project: pytest.Pytester, no_ci: pytest.MonkeyPatch
) -> None:
    result = project.runpytest("--irlower-shard=auto")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(
        [
            "*--irlower-shard=auto: no CI says which shard this job is (looked for "
            "TEST_TOTAL_SHARDS/TEST_SHARD_INDEX (Bazel)*CI_NODE_TOTAL/CI_NODE_INDEX (GitLab CI)*"
            "BUILDKITE_PARALLEL_JOB_COUNT/BUILDKITE_PARALLEL_JOB (Buildkite)*"
            "CIRCLE_NODE_TOTAL/CIRCLE_NODE_INDEX (CircleCI)*--irlower-shard=K/N with 1 <= K <= N*"
        ]
    )


@pytest.mark.parametrize(
    ("variables", "expected"),
    [
        ({"CI_NODE_TOTAL": "3", "CI_NODE_INDEX": "0"}, "GitLab CI*index from 1 to N"),
        ({"TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "3"}, "Bazel*index from 0 to N - 1"),
        ({"BUILDKITE_PARALLEL_JOB_COUNT": "two", "BUILDKITE_PARALLEL_JOB": "0"}, "Buildkite*"),
        ({"CIRCLE_NODE_TOTAL": "4"}, "CircleCI: CIRCLE_NODE_TOTAL='4', CIRCLE_NODE_INDEX=''*"),
    ],
)
def test_auto_with_values_that_are_no_shard_is_a_usage_error(
    project: pytest.Pytester, no_ci: pytest.MonkeyPatch, variables: dict[str, str], expected: str
) -> None:
    for name, value in variables.items():
        no_ci.setenv(name, value)
    result = project.runpytest("--irlower-shard=auto")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines([f"*--irlower-shard=auto: {expected}*"])
