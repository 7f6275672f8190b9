"""A toy family of IR types: what a compiler team writes to plug its lowering into pytest-irlower.

It "compiles" reverse-Polish arithmetic (``"1 2 + 3 *"``) in two stages:

- ``toy_tokens`` (``.toks``): the source, one token per line;
- ``toy_asm`` (``.toyasm``): stack-machine code, ``push 1`` / ``add``...

It uses only the public API, so it could live in any distribution. Register it from a
``conftest.py`` with ``pytest_irlower.register_family(Toy)``, or declare it under the
entry point group ``pytest_irlower.families`` (``toy = "toy_family"``).
"""

from __future__ import annotations

from pytest_irlower import Family, IRType, LoweringError, Request, UsageError, Work
from pytest_irlower.runtime.toolchain import Toolchain

OPS = {"+": "add", "-": "sub", "*": "mul", "/": "div"}


class Toy(Family):
    """Reverse-Polish arithmetic to a stack machine."""

    name = "toy"
    subject_name = "toy source text"
    ir_types = (
        IRType("toy_tokens", "text", ".toks", "text", "the source, one token per line"),
        IRType("toy_asm", "text", ".toyasm", "text", "stack-machine code", after="toy_tokens"),
    )

    def header_lines(self, toolchain: Toolchain) -> list[str]:
        return ["toy: reverse-Polish arithmetic to a stack machine (examples/toy_family.py)"]

    def check_subject(self, request: Request) -> None:
        if not isinstance(request.subject, str):
            raise UsageError(
                f"ir_type {request.ir_type.name!r} lowers toy source text (str), "
                f"got {type(request.subject).__name__}"
            )

    def build_toy_tokens(self, work: Work) -> str:
        return "".join(f"{token}\n" for token in work.request.subject.split())

    def build_toy_asm(self, work: Work) -> str:
        assert work.previous is not None
        code, depth = [], 0
        for number, token in enumerate(work.previous.text.split(), start=1):
            if token.isdigit():
                code.append(f"push {token}")
                depth += 1
            elif token in OPS and depth >= 2:
                code.append(OPS[token])
                depth -= 1
            else:
                raise LoweringError(
                    "toy_asm",
                    f"token {number} ({token!r}): "
                    + ("stack underflow" if token in OPS else "unknown token"),
                    command=f"toyc --emit=asm <<< {work.request.subject!r}",
                )
        return "\n".join(code) + "\n"
