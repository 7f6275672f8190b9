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


def test_instructions_read_from_the_bytes_are_those_dis_gives() -> None:
    """The walk's instructions (read from ``co_code`` on 3.11) name the same operations as
    ``dis`` and resolve the same names and constants, for every function of a few stdlib
    modules (an ``EXTENDED_ARG`` included: ``json.decoder`` has long functions)."""
    import dis
    import json.decoder
    import pathlib
    import types

    from pytest_irlower.engines.key_code import code_instructions, codes

    read = {"LOAD_GLOBAL", "IMPORT_NAME", "IMPORT_FROM", "LOAD_CONST", "LOAD_ATTR", "LOAD_METHOD"}
    checked = []
    for module in (json.decoder, pathlib, subprocess, os):
        for value in vars(module).values():
            found = vars(value).values() if isinstance(value, type) else [value]
            checked += [
                code
                for f in found
                if isinstance(f, types.FunctionType)
                for code in codes(f.__code__)
            ]
    assert len(checked) > 200
    extended = 0
    for code in checked:
        mine = code_instructions(code)
        theirs = list(dis.get_instructions(code))
        assert [op.opname for op in mine] == [ins.opname for ins in theirs], code
        extended += sum(op.opname == "EXTENDED_ARG" for op in mine)
        for op, ins in zip(mine, theirs, strict=True):
            if op.opname in read:
                assert type(op.argval) is type(ins.argval) and op.argval == ins.argval, (code, op)
    assert extended, "no EXTENDED_ARG met: the test reads no long function"
