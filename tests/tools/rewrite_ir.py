#!/usr/bin/env python3
"""A user-tool pipeline stage that miscompiles on purpose: IR on stdin, IR on stdout.

    rewrite_ir.py [--allow-no-match] PATTERN REPLACEMENT

Replaces every match of the regular expression PATTERN with REPLACEMENT (``re.sub``
syntax: ``\\1``, ``\\n``). It fails when nothing matches: a rewrite that changes nothing
would make a miscompile test prove nothing; ``--allow-no-match`` passes such IR through
(a miscompile injected into a whole suite, where only some ops have the pattern).
"""

from __future__ import annotations

import re
import sys


def main(argv: list[str]) -> int:
    allow = argv[:1] == ["--allow-no-match"]
    if allow:
        argv = argv[1:]
    if len(argv) != 2:
        print("usage: rewrite_ir.py [--allow-no-match] PATTERN REPLACEMENT", file=sys.stderr)
        return 2
    pattern, replacement = argv
    text = sys.stdin.read()
    rewritten, count = re.subn(pattern, replacement, text)
    if count == 0 and not allow:
        print(f"rewrite_ir.py: no match for {pattern!r}", file=sys.stderr)
        return 1
    sys.stdout.write(rewritten)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
