"""A child process around the LLVM that Triton ships.

    python -m pytest_irlower.engines.triton_llvm_worker ...

    ... bitcode                 LLVM IR text on stdin -> bitcode on stdout
    ... asm TRIPLE ARCH [FLAG]  LLVM IR text on stdin -> assembly on stdout

It runs in its own process because an LLVM fatal error (a failed instruction
selection, an assertion) aborts the whole process, and a pytest session must
survive it; and because Triton's LLVM and torch-mlir's LLVM do not share a
process safely. It imports nothing but Triton's extension.
"""

from __future__ import annotations

import sys


def main(argv: list[str]) -> int:
    """Run one request; errors go to stderr with a non-zero status."""
    from triton._C.libtriton import llvm

    text = sys.stdin.read()
    if argv[:1] == ["bitcode"]:
        sys.stdout.buffer.write(bytes(llvm.to_bitcode(text)))
        return 0
    if argv[:1] == ["asm"] and len(argv) >= 3:
        llvm.init_targets()
        triple, arch, *flags = argv[1:]
        asm = llvm.translate_to_asm(text, triple, arch, "", flags, False, False, False)
        sys.stdout.write(asm if isinstance(asm, str) else bytes(asm).decode())
        return 0
    print(f"usage: bitcode | asm TRIPLE ARCH [FLAG...]; got {argv}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except RuntimeError as exc:  # a parse or translation error Triton reports
        print(f"error: {exc}", file=sys.stderr)
        sys.exit(1)
