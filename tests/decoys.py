"""Decoy LLVM executables for discovery and failure tests: small shell scripts.

They use shell builtins only, so they work with an empty PATH.
"""

from __future__ import annotations

import stat
from pathlib import Path

VERSION_TEXT = (
    "LLVM (http://llvm.org/):\n  LLVM version {version}\n  Optimized build.\n\n"
    "  Registered Targets:\n{targets}"
)
TARGET_LINES = {
    "nvptx64": "    nvptx64    - NVIDIA PTX 64-bit\n",
    "amdgcn": "    amdgcn     - AMD GCN GPUs\n",
    "spirv64": "    spirv64    - SPIR-V 64-bit\n",
    "x86-64": "    x86-64     - 64-bit X86: EM64T and AMD64\n",
}


def make_tool(
    directory: Path,
    name: str,
    *,
    version: str = "23.1.0",
    targets: tuple[str, ...] = ("nvptx64", "amdgcn", "spirv64"),
    body: str = 'echo "; decoy {name} $*"',
) -> Path:
    """Write an executable ``directory/name`` that answers --version like LLVM's tools."""
    directory.mkdir(parents=True, exist_ok=True)
    text = VERSION_TEXT.format(version=version, targets="".join(TARGET_LINES[t] for t in targets))
    script = directory / name
    script.write_text(
        "#!/bin/sh\n"
        'if [ "$1" = "--version" ] || [ "$1" = "-print-targets" ]; then\n'
        f"printf '%s' '{text}'\n"
        "exit 0\nfi\n" + body.format(name=name) + "\n"
    )
    script.chmod(script.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return script


#: an ``opt`` that passes its .ll input through, marked
OPT_PASSTHROUGH = (
    'for a in "$@"; do case "$a" in *.ll) f="$a";; esac; done\n'
    'echo "; decoy {name} $*"\n'
    'while IFS= read -r line; do printf "%s\\n" "$line"; done < "$f"'
)
