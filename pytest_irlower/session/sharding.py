"""``--irlower-shard=K/N``: shard K of N of the collected tests, every test of one subject in
the same shard, the shards balanced by recorded durations. ``--irlower-shard=auto`` reads K and
N from the variables a CI sets on its parallel jobs (:data:`CI_SHARD_VARIABLES`).

A subject's tests share the stages they lower through (its export, its torch-mlir
import...): split over machines, each machine builds them again. The unit of sharding is
therefore :func:`pytest_irlower.text.grouping.subject_scope`, the scope ``-n`` schedules by.
Scopes are dealt to shards longest first, each to the shard with the least time so far
(ties: the lowest shard), by the durations in the ini ``irlower_shard_durations`` file
(``{node id: seconds}``, pytest-split's ``.test_durations``); a test it does not list
counts the median of those it does (1 s when it lists none). Every shard computes the
same deal from the same collection and the same file, so N jobs run every test exactly
once: commit the file, or give every job the same copy.
"""

from __future__ import annotations

import json
import re
import statistics
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from pytest_irlower.errors import UsageError

_SHARD = re.compile(r"^\s*(\d+)\s*/\s*(\d+)\s*$")


def parse_shard(text: str) -> tuple[int, int]:
    """(K, N) of ``K/N``; 1 <= K <= N."""
    match = _SHARD.match(text)
    if match is not None:
        k, n = int(match.group(1)), int(match.group(2))
        if 1 <= k <= n:
            return k, n
    raise UsageError(
        f"--irlower-shard={text}: expected K/N with 1 <= K <= N, e.g. --irlower-shard=2/4 "
        "(the second of four shards), or auto (the shard from the CI's own variables: "
        f"{_looked_for()})"
    )


#: the variables each CI sets on a parallel job, in the order they are looked for:
#: (CI, total variable, index variable, the index of the first job)
CI_SHARD_VARIABLES = (
    ("Bazel", "TEST_TOTAL_SHARDS", "TEST_SHARD_INDEX", 0),
    ("GitLab CI", "CI_NODE_TOTAL", "CI_NODE_INDEX", 1),
    ("Buildkite", "BUILDKITE_PARALLEL_JOB_COUNT", "BUILDKITE_PARALLEL_JOB", 0),
    ("CircleCI", "CIRCLE_NODE_TOTAL", "CIRCLE_NODE_INDEX", 0),
)

#: Bazel's file a test runner touches to say that it shards (else Bazel fails the target)
BAZEL_STATUS_FILE = "TEST_SHARD_STATUS_FILE"


def _looked_for() -> str:
    return "; ".join(f"{total}/{index} ({ci})" for ci, total, index, _ in CI_SHARD_VARIABLES)


def shard_from_environment(environ: Mapping[str, str]) -> tuple[int, int, str]:
    """``--irlower-shard=auto``: (K, N, where they came from) from the first CI whose
    variables are set. A CI that runs one job (its total 1, no index) is shard 1/1. No CI,
    or values that are no shard, is a usage error naming the variables and the valid forms."""
    for ci, total_var, index_var, first in CI_SHARD_VARIABLES:
        total_text = environ.get(total_var, "").strip()
        if not total_text:
            continue
        index_text = environ.get(index_var, "").strip()
        if not index_text and total_text == "1":
            return 1, 1, f"{ci}: {total_var}=1"
        where = f"{ci}: {total_var}={total_text!r}, {index_var}={index_text!r}"
        try:
            total, index = int(total_text), int(index_text)
        except ValueError:
            total, index = 0, -1
        k = index - first + 1
        if total < 1 or not 1 <= k <= total:
            raise UsageError(
                f"--irlower-shard=auto: {where} is no shard: expected a count N >= 1 and an "
                f"index from {first} to N{'' if first == 1 else ' - 1'}"
            )
        return k, total, where
    raise UsageError(
        "--irlower-shard=auto: no CI says which shard this job is (looked for "
        f"{_looked_for()}); outside those CIs give the shard yourself, "
        "--irlower-shard=K/N with 1 <= K <= N (e.g. a GitHub Actions matrix: "
        "--irlower-shard=${{ matrix.shard }}/4; docs/fleet.md)"
    )


def resolve_shard(text: str, environ: Mapping[str, str]) -> tuple[int, int, str]:
    """(K, N, where they came from) of ``--irlower-shard=K/N`` or ``=auto``. Under Bazel
    its status file is touched: the runner shards, as Bazel asks."""
    if text.strip() != "auto":
        k, n = parse_shard(text)
        return k, n, f"--irlower-shard={text.strip()}"
    k, n, where = shard_from_environment(environ)
    status = environ.get(BAZEL_STATUS_FILE, "").strip()
    if where.startswith("Bazel") and status:
        try:
            Path(status).touch()
        except OSError as exc:
            raise UsageError(
                f"--irlower-shard=auto: cannot touch {BAZEL_STATUS_FILE} ({status}): {exc}"
            ) from None
    return k, n, where


def read_durations(path: Path) -> dict[str, float]:
    """The durations file (missing: empty); a file that is no ``{node id: seconds}``
    object is a usage error."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    except OSError as exc:
        raise UsageError(f"ini irlower_shard_durations: cannot read {path}: {exc}") from None
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise UsageError(f"{path}: not JSON ({exc}); expected {{node id: seconds}}") from None
    if not isinstance(data, dict) or not all(
        isinstance(v, (int, float)) and not isinstance(v, bool) for v in data.values()
    ):
        raise UsageError(f"{path}: expected a JSON object {{node id: seconds}}")
    return {str(k): float(v) for k, v in data.items()}


def write_durations(path: Path, measured: Mapping[str, float]) -> None:
    """Merge ``measured`` into the durations file (sorted, so that it diffs well)."""
    merged = {**read_durations(path), **{k: round(v, 3) for k, v in measured.items()}}
    from pytest_irlower.runtime.files import write_atomically

    write_atomically(path, json.dumps(dict(sorted(merged.items())), indent=1) + "\n")


def deal(
    nodeids: Sequence[str],
    shards: int,
    scope_of: Callable[[str], str],
    durations: Mapping[str, float],
) -> list[list[str]]:
    """The node ids of each shard (each in collection order)."""
    known = [durations[n] for n in nodeids if n in durations]
    default = statistics.median(known) if known else 1.0
    scopes: dict[str, list[str]] = {}
    for nodeid in nodeids:
        scopes.setdefault(scope_of(nodeid), []).append(nodeid)
    weight = {s: sum(durations.get(n, default) for n in ids) for s, ids in scopes.items()}
    load = [0.0] * shards
    owner: dict[str, int] = {}
    for scope in sorted(scopes, key=lambda s: (-weight[s], s)):
        target = min(range(shards), key=lambda i: (load[i], i))
        owner[scope] = target
        load[target] += weight[scope]
    out: list[list[str]] = [[] for _ in range(shards)]
    for nodeid in nodeids:
        out[owner[scope_of(nodeid)]].append(nodeid)
    return out
