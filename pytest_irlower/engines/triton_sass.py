"""SASS of a Triton kernel's cubin, through the triton wheel's ``cuobjdump`` and
``nvdisasm`` (``triton.tools.disasm.get_sass``): no GPU needed.
"""

from __future__ import annotations

import os
import subprocess
import time

from pytest_irlower.engines.triton_compile import BINARIES, Compiled, require_triton
from pytest_irlower.errors import LoweringError, ToolchainMissing, condense

#: the SASS IR type: the cubin disassembled, after the compile
SASS = "triton_sass"

SASS_ENGINE = "triton.tools.disasm.get_sass (the triton wheel's cuobjdump)"

#: what ``triton.tools.disasm.get_sass`` runs: cuobjdump, which runs nvdisasm for SASS
SASS_TOOLS = ("cuobjdump", "nvdisasm")


def sass_tools() -> dict[str, str]:
    """The triton wheel's ``cuobjdump`` and ``nvdisasm`` (``triton.knobs.nvidia``), or
    :class:`ToolchainMissing` naming the one that is missing."""
    require_triton()
    from triton import knobs

    found = {}
    for name in SASS_TOOLS:
        env = f"TRITON_{name.upper()}_PATH"
        hint = f"the triton wheel ships it in triton/backends/nvidia/bin; or set {env}"
        try:
            path = getattr(knobs.nvidia, name).path
        except Exception as exc:  # the knob raises when no candidate exists
            raise ToolchainMissing(
                name, f"triton.knobs.nvidia.{name} found none ({exc}); triton_sass needs it", hint
            ) from None
        if not path or not os.path.isfile(path) or not os.access(path, os.X_OK):
            raise ToolchainMissing(
                name, f"triton.knobs.nvidia.{name} gave {path!r}, not an executable", hint
            )
        found[name] = str(path)
    return found


def disassemble(compiled: Compiled, *, timeout: float) -> None:
    """Add the cubin's SASS to ``compiled`` (once: the compile is cached with it)."""
    if SASS in compiled.stages:
        return
    cubin = compiled.artifacts.get(BINARIES["nvptx"])
    if cubin is None:
        raise LoweringError(SASS, "the compile gave no cubin to disassemble")
    sass_tools()
    from pytest_irlower.runtime.contain.timelimit import time_limit

    start = time.perf_counter()
    with time_limit(timeout, stage=SASS, what="cuobjdump -sass (triton.tools.disasm.get_sass)"):
        try:
            from triton.tools.disasm import get_sass

            text = get_sass(cubin)
        except subprocess.CalledProcessError as exc:
            raise LoweringError(
                SASS,
                f"cuobjdump exited with status {exc.returncode}: "
                f"{condense((exc.output or b'').decode(errors='replace'))}",
                command="cuobjdump -sass kernel.cubin",
            ) from None
    if not text:
        raise LoweringError(SASS, "cuobjdump -sass printed no function for the cubin")
    compiled.stages[SASS] = text
    compiled.seconds[SASS] = time.perf_counter() - start
