"""What a cross-run key reads of code (pytest_irlower/engines/key_code.py) is the same in
every process: a set test compiles to a ``frozenset`` constant, whose ``repr`` follows the
per-process string hash seed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
from pytest_irlower.engines.key_code import code_digest

def act(x, kind):
    if kind in {"relu", "gelu", "silu", "tanh", "sigmoid", "elu"}:
        return x
    return -x

print(code_digest(act.__code__))
"""


def digest_with_seed(seed: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, check=True
    )
    return done.stdout.strip()


def test_a_code_digest_does_not_depend_on_the_hash_seed() -> None:
    digests = {digest_with_seed(seed) for seed in ("0", "1", "2", "3")}
    assert len(digests) == 1
