"""A unified diff of two line lists that is never longer than ``diff -u``'s.

``difflib.unified_diff`` matches lines by Ratcliff/Obershelp, longest block first, and
treats lines that fill more than 1% of a long text as junk: on IR, where ``linalg.yield``
and ``} -> tensor<...>`` repeat hundreds of times, it pairs the wrong blocks and prints
more ``+``/``-`` lines than the change has (230 against ``diff -u``'s 210 on a GELU -> ReLU
edit of one transformer block). Myers' algorithm finds a shortest edit script: the fewest
``+``/``-`` lines any diff can have, so no diff tool prints fewer. Pure functions.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterator, Sequence

#: the largest edit distance searched exactly (its cost grows with its square); beyond it
#: the texts have little in common and difflib's matching is as good as any
MAX_EDITS = 2000


class _ShortestMatcher(difflib.SequenceMatcher):  # type: ignore[type-arg]
    """A SequenceMatcher whose matching blocks come from a shortest edit script."""

    def __init__(self, a: Sequence[str], b: Sequence[str], blocks: list[difflib.Match]) -> None:
        super().__init__(None, a, b, autojunk=False)
        self._blocks = blocks

    def get_matching_blocks(self) -> list[difflib.Match]:
        return self._blocks


def _shortest_matches(a: Sequence[str], b: Sequence[str]) -> list[tuple[int, int]] | None:
    """The (i, j) pairs of equal lines a shortest edit script keeps (Myers 1986), or None
    when more than :data:`MAX_EDITS` edits are needed."""
    n, m = len(a), len(b)
    frontier: dict[int, int] = {1: 0}
    trace: list[dict[int, int]] = []
    for d in range(min(n + m, MAX_EDITS) + 1):
        trace.append(dict(frontier))
        for k in range(-d, d + 1, 2):
            if k == -d or (k != d and frontier[k - 1] < frontier[k + 1]):
                x = frontier[k + 1]  # a line of b inserted
            else:
                x = frontier[k - 1] + 1  # a line of a deleted
            y = x - k
            while x < n and y < m and a[x] == b[y]:
                x, y = x + 1, y + 1
            frontier[k] = x
            if x >= n and y >= m:
                return _backtrack(trace, n, m)
    return None


def _backtrack(trace: list[dict[int, int]], n: int, m: int) -> list[tuple[int, int]]:
    matches: list[tuple[int, int]] = []
    x, y = n, m
    for d in range(len(trace) - 1, -1, -1):
        frontier = trace[d]
        k = x - y
        if k == -d or (k != d and frontier.get(k - 1, -1) < frontier.get(k + 1, -1)):
            previous = k + 1
        else:
            previous = k - 1
        px = frontier[previous]
        py = px - previous
        while x > px and y > py:
            x, y = x - 1, y - 1
            matches.append((x, y))
        if d > 0:
            x, y = px, py
    matches.reverse()
    return matches


def _blocks(a: Sequence[str], b: Sequence[str]) -> list[difflib.Match] | None:
    """Matching blocks of a shortest edit script, the common head and tail taken first."""
    head = 0
    while head < len(a) and head < len(b) and a[head] == b[head]:
        head += 1
    tail = 0
    while tail < len(a) - head and tail < len(b) - head and a[-1 - tail] == b[-1 - tail]:
        tail += 1
    middle = _shortest_matches(a[head : len(a) - tail], b[head : len(b) - tail])
    if middle is None:
        return None
    pairs = [(i, i) for i in range(head)]
    pairs += [(i + head, j + head) for i, j in middle]
    pairs += [(len(a) - tail + t, len(b) - tail + t) for t in range(tail)]
    blocks: list[difflib.Match] = []
    for i, j in pairs:
        if blocks and blocks[-1].a + blocks[-1].size == i and blocks[-1].b + blocks[-1].size == j:
            last = blocks[-1]
            blocks[-1] = difflib.Match(last.a, last.b, last.size + 1)
        else:
            blocks.append(difflib.Match(i, j, 1))
    blocks.append(difflib.Match(len(a), len(b), 0))
    return blocks


def _range(start: int, stop: int) -> str:
    """A hunk's range as ``diff -u`` writes it: ``3``, ``3,4`` or ``2,0`` (empty)."""
    length = stop - start
    if length == 1:
        return str(start + 1)
    return f"{start if length == 0 else start + 1},{length}"


def unified_diff(
    a: Sequence[str], b: Sequence[str], fromfile: str, tofile: str, *, n: int = 3
) -> Iterator[str]:
    """``difflib.unified_diff(a, b, fromfile, tofile, lineterm="", n=n)``, its hunks from a
    shortest edit script: no more ``+``/``-`` lines than ``diff -u`` prints."""
    blocks = _blocks(a, b)
    if blocks is None:
        yield from difflib.unified_diff(a, b, fromfile, tofile, lineterm="", n=n)
        return
    matcher = _ShortestMatcher(a, b, blocks)
    started = False
    for group in matcher.get_grouped_opcodes(n):
        if not started:
            started = True
            yield f"--- {fromfile}"
            yield f"+++ {tofile}"
        first, last = group[0], group[-1]
        yield f"@@ -{_range(first[1], last[2])} +{_range(first[3], last[4])} @@"
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                yield from (" " + line for line in a[i1:i2])
                continue
            if tag in ("replace", "delete"):
                yield from ("-" + line for line in a[i1:i2])
            if tag in ("replace", "insert"):
                yield from ("+" + line for line in b[j1:j2])
