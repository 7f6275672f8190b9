"""``--irlower-shard=K/N``: shard K of N of the collected tests, every test of one subject in
the same shard, the shards balanced by recorded durations.

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
        "(the second of four shards)"
    )


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
