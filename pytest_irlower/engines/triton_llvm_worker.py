"""The LLVM that Triton ships, out of the test's process.

:func:`bitcode` and :func:`asm` run in the session's persistent worker
(``contain.forkserver.Worker``); the same, as a command that reproduces a stage:

    python -m pytest_irlower.engines.triton_llvm_worker ...

    ... bitcode                 LLVM IR text on stdin -> bitcode on stdout
    ... asm TRIPLE ARCH [FLAG]  LLVM IR text on stdin -> assembly on stdout
                                (FLAG -O0: code generation at -O0, else -O3)

It runs in its own process because an LLVM fatal error (a failed instruction
selection, an assertion) aborts the whole process, and a pytest session must
survive it; and because Triton's LLVM and torch-mlir's LLVM do not share a
process safely. It imports nothing but Triton's extension.
"""

from __future__ import annotations

import os
import sys


def bitcode(text: str) -> bytes:
    """LLVM IR text to bitcode, on Triton's LLVM."""
    from triton._C.libtriton import llvm

    return bytes(llvm.to_bitcode(text))


def asm(text: str, triple: str, arch: str, flags: tuple[str, ...] = ()) -> str:
    """LLVM IR text to assembly for ``triple`` and ``arch``, on Triton's LLVM.

    ``-O0`` among ``flags`` generates code at ``CodeGenOptLevel::None`` (Triton reads
    ``DISABLE_LLVM_OPT`` when it makes the target machine); otherwise Triton's
    ``Aggressive`` (-O3). The other flags name boolean LLVM options to turn on."""
    from triton._C.libtriton import llvm

    from pytest_irlower.engines.gpu_codegen import translate_to_asm

    llvm.init_targets()
    options = [f for f in flags if f != "-O0"]
    before = os.environ.get("DISABLE_LLVM_OPT")
    os.environ["DISABLE_LLVM_OPT"] = "1" if "-O0" in flags else "0"
    try:
        out = translate_to_asm(llvm, text, triple, arch, options)
    finally:
        if before is None:
            del os.environ["DISABLE_LLVM_OPT"]
        else:
            os.environ["DISABLE_LLVM_OPT"] = before
    return out


def main(argv: list[str]) -> int:
    """Run one request; errors go to stderr with a non-zero status."""
    text = sys.stdin.read()
    if argv[:1] == ["bitcode"]:
        sys.stdout.buffer.write(bitcode(text))
        return 0
    if argv[:1] == ["asm"] and len(argv) >= 3:
        triple, arch, *flags = argv[1:]
        sys.stdout.write(asm(text, triple, arch, tuple(flags)))
        return 0
    print(f"usage: bitcode | asm TRIPLE ARCH [FLAG...]; got {argv}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except RuntimeError as exc:  # a parse or translation error Triton reports
        print(f"error: {exc}", file=sys.stderr)
        sys.exit(1)
    except BrokenPipeError:  # the reader of a reproduce line's pipe failed first: its words count
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
