"""Running a tool stage as a child process: argument lists, a timeout, readable failures."""

from __future__ import annotations

import shlex
import subprocess
from collections.abc import Sequence

from pytest_irlower.errors import LoweringError, condense


def run_tool(
    argv: Sequence[str],
    stage: str,
    timeout: float,
    *,
    stdin: bytes | None = None,
    cwd: str | None = None,
    shown: str | None = None,
    input_ir: str | None = None,
) -> bytes:
    """Run ``argv`` (no shell); return stdout. A failure names the stage, shows the
    tool's stderr and a command line that reproduces it (``shown``, else ``argv``)."""
    command = shown or " ".join(shlex.quote(a) for a in argv)
    try:
        proc = subprocess.run(
            list(argv),
            input=stdin,
            capture_output=True,
            timeout=timeout,
            cwd=cwd,
            check=False,
            stdin=None if stdin is not None else subprocess.DEVNULL,
        )
    except subprocess.TimeoutExpired:
        raise LoweringError(
            stage,
            f"timed out after {timeout:g} s (irlower_timeout)",
            command=command,
            input_ir=input_ir,
        ) from None
    except OSError as exc:
        raise LoweringError(
            stage, f"could not run: {exc}", command=command, input_ir=input_ir
        ) from None
    if proc.returncode != 0:
        stderr = proc.stderr.decode("utf-8", errors="replace")
        status = (
            f"killed by signal {-proc.returncode}"
            if proc.returncode < 0
            else f"exit status {proc.returncode}"
        )
        raise LoweringError(
            stage,
            f"{status}; stderr:\n{condense(stderr, max_lines=30)}",
            command=command,
            input_ir=input_ir,
        )
    return proc.stdout
