"""``raw_ir``: IR the user already has, as MLIR text or as PyTorch code that prints it."""

from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import dataclass
from typing import Any

from pytest_irlower.api.family import Family, IRType, Request, Stage, Work
from pytest_irlower.api.params import ParamFlag, param_field
from pytest_irlower.engines import mlir
from pytest_irlower.errors import LoweringError, UsageError, condense
from pytest_irlower.runtime.contain.child import contained
from pytest_irlower.runtime.process import ProcessTimeout, run
from pytest_irlower.text import normalize as norm

LANGUAGES = ("mlir", "pytorch")


class Raw(Family):
    """MLIR text parsed and verified, or the stdout of PyTorch code run in a child Python."""

    name = "raw"

    @dataclass(frozen=True)
    class Params:
        """What the source text is."""

        language: str = param_field(
            "mlir",
            help="raw_ir's source: mlir (MLIR text, parsed and verified) or pytorch (code run "
            "in a child Python, its stdout the IR); irlower's default: pytorch for a .py FILE",
            cli=ParamFlag(choices=LANGUAGES),
        )

    subject_name = "source text"
    ir_types = (
        IRType(
            "raw_ir",
            "text",
            ".mlir",
            "mlir",
            'language="mlir": MLIR text parsed and verified; language="pytorch": code run '
            "in a child Python, its stdout is the IR",
        ),
    )

    def check_subject(self, request: Request) -> None:
        if not isinstance(request.subject, str):
            raise UsageError(
                f"ir_type 'raw_ir' takes source text (str), got {type(request.subject).__name__}"
            )
        language = request.params.language
        if language not in LANGUAGES:
            raise UsageError(
                f"unknown language {language!r} for raw_ir; valid languages: {', '.join(LANGUAGES)}"
            )

    def build_raw_ir(self, work: Work) -> Stage:
        request = work.request
        source = str(request.subject)
        if request.params.language == "mlir":
            keep = request.options.keep_weights
            mlir.require_mlir_bindings()  # missing: a skip (strict: a failure) naming it

            def verify() -> str:
                module = mlir.parse_module(source, stage="raw_ir")
                text = mlir.print_op(module.operation, keep_weights=keep)
                return norm.normalize_whitespace(norm.strip_empty_mlir_resources(text))

            # in a forked child: MLIR's parser and verifier can abort on hostile text
            text = contained(
                verify, stage="raw_ir", timeout=request.options.timeout, what="MLIR parser"
            )
            return work.stage(text=text, full_text=lambda: source)
        output = run_python(
            source,
            timeout=request.options.timeout,
            cwd=request.options.rootdir,
            path_roots=request.options.path_roots(),
        )
        return work.stage(text=output, full_text=lambda: output)


def run_python(code: str, *, timeout: float, cwd: str | None, path_roots: Any = ()) -> str:
    """Run ``code`` in a child Python; its stdout is the IR.

    The child gets a private temporary folder for its script, ``PYTHONHASHSEED=0``
    and the same interpreter as the test session. A non-zero exit fails with the
    child's stderr; running past ``timeout`` seconds fails with a timeout message
    (the child and everything it started are killed).
    """
    with tempfile.TemporaryDirectory(prefix="irlower-raw-") as tmp:
        script = os.path.join(tmp, "raw_ir.py")
        with open(script, "w", encoding="utf-8") as handle:
            handle.write(code)
        env = dict(os.environ, PYTHONHASHSEED="0", PYTHONUNBUFFERED="1")
        shown = f"{os.path.basename(sys.executable)} raw_ir.py"
        try:
            done = run([sys.executable, script], timeout=timeout, cwd=cwd, env=env, text=True)
        except ProcessTimeout as exc:
            partial = exc.stderr.decode("utf-8", errors="replace")
            detail = f"the PyTorch code did not finish within {timeout:g} s (irlower_timeout)"
            if partial.strip():
                detail += "\nits stderr so far:\n" + condense(partial, max_lines=20)
            raise LoweringError("raw_ir", detail, command=shown, transient=True) from None
        roots = [(tmp, "<tmp>"), *path_roots]
        stdout = done.text or ""  # decoded as it was read: held once, not also as bytes
        if done.returncode != 0:
            stderr = norm.relativize_paths(done.stderr.decode("utf-8", errors="replace"), roots)
            raise LoweringError(
                "raw_ir",
                f"the PyTorch code exited with status {done.returncode}; its stderr:\n"
                + condense(stderr, max_lines=40),
                command=shown,
            )
        if not stdout or stdout.isspace():  # (strip() would copy it)
            raise LoweringError(
                "raw_ir", "the PyTorch code printed nothing on stdout", command=shown
            )
        return norm.normalize_whitespace(norm.relativize_paths(stdout, roots))


FAMILY = Raw
