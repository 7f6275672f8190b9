"""``raw_ir``: IR the user already has, as MLIR text or as PyTorch code that prints it."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence

from pytest_irlower import normalize as norm
from pytest_irlower.chains import mlir
from pytest_irlower.errors import LoweringError, UsageError, condense

LANGUAGES = ("mlir", "pytorch")


def lower_raw(
    source: str,
    *,
    language: str | None,
    keep_weights: bool,
    timeout: float,
    cwd: str | None,
    path_roots: Sequence[tuple[str, str]] = (),
) -> str:
    """The IR of ``source``: MLIR parsed and verified, or the stdout of PyTorch code."""
    if not isinstance(source, str):
        raise UsageError(f"ir_type 'raw_ir' takes source text (str), got {type(source).__name__}")
    language = language or "mlir"
    if language == "mlir":
        return verify_mlir(source, keep_weights=keep_weights)
    if language == "pytorch":
        return run_python(source, timeout=timeout, cwd=cwd, path_roots=path_roots)
    raise UsageError(
        f"unknown language {language!r} for raw_ir; valid languages: {', '.join(LANGUAGES)}"
    )


def verify_mlir(source: str, *, keep_weights: bool) -> str:
    """Parse and verify MLIR text; return it as MLIR prints it back."""
    module = mlir.parse_module(source, stage="raw_ir")
    text = mlir.print_op(module.operation, keep_weights=keep_weights)
    return norm.normalize_whitespace(norm.strip_empty_mlir_resources(text))


def run_python(
    code: str, *, timeout: float, cwd: str | None, path_roots: Sequence[tuple[str, str]] = ()
) -> str:
    """Run ``code`` in a child Python; its stdout is the IR.

    The child gets a private temporary folder for its script, ``PYTHONHASHSEED=0``
    and the same interpreter as the test session. A non-zero exit fails with the
    child's stderr; running past ``timeout`` seconds fails with a timeout message.
    """
    with tempfile.TemporaryDirectory(prefix="irlower-raw-") as tmp:
        script = os.path.join(tmp, "raw_ir.py")
        with open(script, "w", encoding="utf-8") as handle:
            handle.write(code)
        env = dict(os.environ, PYTHONHASHSEED="0", PYTHONUNBUFFERED="1")
        command = [sys.executable, script]
        shown = f"{os.path.basename(sys.executable)} raw_ir.py"
        try:
            proc = subprocess.run(
                command,
                cwd=cwd,
                env=env,
                stdin=subprocess.DEVNULL,
                capture_output=True,
                text=True,
                timeout=timeout,
                check=False,
            )
        except subprocess.TimeoutExpired as exc:
            partial = exc.stderr.decode() if isinstance(exc.stderr, bytes) else exc.stderr or ""
            detail = f"the PyTorch code did not finish within {timeout:g} s (irlower_timeout)"
            if partial.strip():
                detail += "\nits stderr so far:\n" + condense(partial, max_lines=20)
            raise LoweringError("raw_ir", detail, command=shown) from None
        roots = [(tmp, "<tmp>"), *path_roots]
        if proc.returncode != 0:
            stderr = norm.relativize_paths(proc.stderr, roots)
            raise LoweringError(
                "raw_ir",
                f"the PyTorch code exited with status {proc.returncode}; its stderr:\n"
                + condense(stderr, max_lines=40),
                command=shown,
            )
        if not proc.stdout.strip():
            raise LoweringError(
                "raw_ir", "the PyTorch code printed nothing on stdout", command=shown
            )
        return norm.normalize_whitespace(norm.relativize_paths(proc.stdout, roots))
