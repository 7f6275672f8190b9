"""Inductor's CPU compile of an exported program, kept away from the user's own Inductor.

:func:`compile_program` hands the exported program's module to ``torch._inductor.compile``
with ``config.trace`` on, and reads back what Inductor writes to its debug folder:
``ir_pre_fusion.txt``, ``ir_post_fusion.txt`` (the loop-level IR before and after the
scheduler fuses nodes) and ``output_code.py`` (C++ kernels inside the Python wrapper).

Isolation. Each compile runs in a forked child (``contain.child.contained``):
a crash or a hang costs that lowering only, and Inductor's process-wide state (config,
code caches, graph counters, the ``TORCHINDUCTOR_CACHE_DIR`` it sets) never reaches the
test session. Its files go to one private folder per process (:data:`WORKSPACE`, removed
at exit), never to the user's cache: the FX graph, AOTAutograd and autotune caches are
off, so every lowering lowers the graph afresh; kernels compiled earlier in the same
process are reused from that folder, and so is the precompiled header Inductor otherwise
keeps in ``<tmp>/torchinductor_<user>`` whatever ``TORCHINDUCTOR_CACHE_DIR`` says.

Determinism. Inductor's code depends on the machine: the vector width follows the CPU
(AVX-512 here, AVX2 on many CI machines) and loop parallelization follows the thread
count. :data:`PINNED` fixes both, so goldens do not depend on where they were written.
"""

from __future__ import annotations

import atexit
import contextlib
import glob
import os
import shutil
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pytest_irlower.errors import LoweringError, ToolchainMissing, UsageError

#: settings pinned so the code is the same on every x86-64 machine (a user may override them)
PINNED: Mapping[str, Any] = {
    # 256-bit vectors (AVX2 on x86-64) whatever AVX-512 or AMX the machine has
    "cpp.simdlen": 256,
    # parallelization decided for 8 threads, not for this machine's core count...
    "cpp.threads": 8,
    # ...and the code asks OpenMP for the thread count at run time instead of baking it in
    "cpp.dynamic_threads": True,
}

#: settings the plugin owns: the trace files it reads, and a compile that uses no cache
OWNED: Mapping[str, Any] = {
    "trace.enabled": True,
    "trace.ir_pre_fusion": True,
    "trace.ir_post_fusion": True,
    "trace.output_code": True,
    "trace.fx_graph": False,
    "trace.fx_graph_transformed": False,
    "trace.debug_log": False,
    "trace.info_log": False,
    "fx_graph_cache": False,
    "fx_graph_remote_cache": False,
    "autotune_local_cache": False,
    "autotune_remote_cache": False,
    # a worker pool would start processes that import torch (seconds) and outlive the child
    "compile_threads": 1,
}

#: the trace files read, by what they hold
TRACE_FILES = {
    "pre_fusion": "ir_pre_fusion.txt",
    "post_fusion": "ir_post_fusion.txt",
    "code": "output_code.py",
}

#: environment variables an isolated compile points into the private folder
_ENVIRONMENT = ("TORCHINDUCTOR_CACHE_DIR", "TRITON_CACHE_DIR", "TMPDIR")


@dataclass(frozen=True)
class Compiled:
    """What one Inductor compile wrote, as text (paths not yet normalized)."""

    pre_fusion: str
    post_fusion: str
    code: str
    #: the private folder the texts may name (for normalization)
    workspace: str
    #: the C++ compiler Inductor ran
    cxx: str
    seconds: float


# -- the C++ compiler ---------------------------------------------------------------------


def cxx_candidates(patches: Mapping[str, Any] | None = None) -> tuple[str | None, ...]:
    """The compilers Inductor tries, in order: ``cpp.cxx`` of ``patches``, else of Inductor's
    config when it is loaded, else its default (``$CXX``, else ``g++``; ``clang++`` on macOS).

    ``None`` stands for Inductor's conda-forge download of g++, which it tries only when
    ``TORCH_INDUCTOR_INSTALL_GXX`` is set.
    """
    value: Any = None
    if patches and "cpp.cxx" in patches:
        value = patches["cpp.cxx"]
    else:
        config = sys.modules.get("torch._inductor.config")
        if config is not None:
            value = config.cpp.cxx
    if value is None:
        value = (None, os.environ.get("CXX", "clang++" if sys.platform == "darwin" else "g++"))
    if isinstance(value, str):
        value = (value,)
    return tuple(value)


def find_cxx(
    candidates: Sequence[str | None], which: Callable[[str], str | None] = shutil.which
) -> str | None:
    """The first candidate that is an executable (a name on PATH, or a path), or None."""
    for name in candidates:
        if not name:
            continue
        found = which(name)
        if found:
            return os.path.abspath(found)
    return None


def missing_cxx(candidates: Sequence[str | None]) -> ToolchainMissing:
    """The error for a machine with none of ``candidates``."""
    names = [name for name in candidates if name]
    looked = ", ".join(names) or "no compiler named"
    return ToolchainMissing(
        "C++ compiler for Inductor",
        f"looked for {looked} (torch._inductor.config.cpp.cxx: $CXX, else g++; a name is "
        "looked up on PATH)",
        "install g++ (with OpenMP), or set CXX before torch is imported, or pass "
        "inductor_config={'cpp.cxx': ('/path/to/g++',)}",
    )


def require_cxx(patches: Mapping[str, Any] | None = None) -> str:
    """The absolute path of the compiler Inductor will run, or :class:`ToolchainMissing`."""
    candidates = cxx_candidates(patches)
    found = find_cxx(candidates)
    if found is None:
        raise missing_cxx(candidates)
    return found


# -- the private folder -------------------------------------------------------------------


class Workspace:
    """One private folder per process for Inductor's caches and temporary files.

    Created on first use, removed when the process exits. The CPU's vector ISAs, which
    Inductor finds by compiling and loading a probe per ISA (seconds), are found once, in
    this process, before the first compile, so each forked compile inherits them.
    """

    def __init__(self) -> None:
        self._path: str | None = None
        self._warm = False
        self._lock = threading.Lock()

    def path(self) -> str:
        """The folder (created now if it does not exist)."""
        with self._lock:
            if self._path is None or not os.path.isdir(self._path):
                self._path = tempfile.mkdtemp(prefix="irlower-inductor-")
                atexit.register(shutil.rmtree, self._path, True)
                self._warm = False
            return self._path

    def warm_up(self) -> None:
        """Find the CPU's vector ISAs once, with their probes built in the private folder."""
        root = self.path()
        if self._warm:
            return
        with isolated(root):  # importing Inductor's modules may already make its cache folder
            from torch._inductor import cpu_vec_isa

            cpu_vec_isa.valid_vec_isa_list()
        self._warm = True

    def remove(self) -> None:
        """Remove the folder now (a later compile makes a new one)."""
        with self._lock:
            if self._path is not None:
                shutil.rmtree(self._path, ignore_errors=True)
            self._path = None
            self._warm = False


#: the process's workspace (each pytest-xdist worker has its own)
WORKSPACE = Workspace()


@contextlib.contextmanager
def isolated(root: str) -> Iterator[None]:
    """Inductor's cache, precompiled headers and temporary files under ``root``; every
    setting touched is restored afterwards."""
    from torch._inductor import codecache

    saved_env = {name: os.environ.get(name) for name in _ENVIRONMENT}
    saved_tempdir = tempfile.tempdir
    saved_headers = {
        name: getattr(codecache, name)
        for name in ("_HEADER_DIR", "_HEADER_LOCK_DIR")
        if hasattr(codecache, name)
    }
    tmp = os.path.join(root, "tmp")
    os.makedirs(tmp, exist_ok=True)
    os.environ["TORCHINDUCTOR_CACHE_DIR"] = os.path.join(root, "cache")
    os.environ["TRITON_CACHE_DIR"] = os.path.join(root, "triton")
    os.environ["TMPDIR"] = tmp
    tempfile.tempdir = tmp
    # precompiled headers live in the user's default cache folder whatever
    # TORCHINDUCTOR_CACHE_DIR says (a module constant, computed at import)
    if "_HEADER_DIR" in saved_headers:
        codecache._HEADER_DIR = os.path.join(root, "precompiled_headers")
    if "_HEADER_LOCK_DIR" in saved_headers:
        codecache._HEADER_LOCK_DIR = os.path.join(root, "precompiled_headers", "locks")
    _clear_header_cache(codecache)
    try:
        yield
    finally:
        for name, value in saved_env.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        tempfile.tempdir = saved_tempdir
        for name, value in saved_headers.items():
            setattr(codecache, name, value)
        _clear_header_cache(codecache)


def _clear_header_cache(codecache: Any) -> None:
    # the path of a precompiled header is remembered per process: forget ours (and theirs)
    precompile = getattr(codecache, "_precompile_header", None)
    if precompile is not None and hasattr(precompile, "cache_clear"):
        precompile.cache_clear()


# -- compiling ----------------------------------------------------------------------------


def check_config(patches: Mapping[str, Any]) -> None:
    """Raise :class:`UsageError` for an ``inductor_config`` key that is unknown or owned."""
    from torch._inductor import config

    known = set(config.get_config_copy())
    for key in patches:
        if not isinstance(key, str):
            raise UsageError(f"inductor_config keys are setting names (str), got {key!r}")
        if key in OWNED or key.startswith("trace."):
            raise UsageError(
                f"inductor_config={{{key!r}: ...}}: the plugin owns {key} (it reads Inductor's "
                "trace files and compiles without caches in a private folder); settings of "
                "torch._inductor.config other than trace.*, the caches and compile_threads "
                "may be given"
            )
        if key not in known:
            import difflib

            close = difflib.get_close_matches(key, sorted(known), n=1)
            hint = f" Did you mean {close[0]!r}?" if close else ""
            raise UsageError(
                f"inductor_config: {key!r} is not a setting of torch._inductor.config.{hint}"
            )


def compile_program(
    program: Any,
    *,
    config: Mapping[str, Any] | None = None,
    timeout: float,
    stage: str,
) -> Compiled:
    """Compile an exported program's module for the CPU with Inductor (inference, under
    ``torch.no_grad``) and return its trace files' text.

    ``config`` patches ``torch._inductor.config`` over :data:`PINNED`. Example inputs are
    the exported program's own fake inputs, so symbolic shapes of ``dynamic_shapes`` reach
    Inductor.
    """
    user = dict(config or {})
    cxx = require_cxx(user)
    WORKSPACE.warm_up()
    root = WORKSPACE.path()
    trace = tempfile.mkdtemp(prefix="trace-", dir=root)
    patches = {**PINNED, **user, **OWNED, "trace.debug_dir": trace, "cpp.cxx": (cxx,)}
    start = time.perf_counter()
    try:
        from pytest_irlower.runtime.contain.child import contained

        texts = contained(
            lambda: _compile_and_read(program, patches, root, trace, stage),
            stage=stage,
            timeout=timeout,
            what=f"Inductor's CPU compile (torch._inductor.compile, {os.path.basename(cxx)})",
        )
    finally:
        shutil.rmtree(trace, ignore_errors=True)
    return Compiled(
        pre_fusion=texts["pre_fusion"],
        post_fusion=texts["post_fusion"],
        code=texts["code"],
        workspace=root,
        cxx=cxx,
        seconds=time.perf_counter() - start,
    )


def example_inputs(program: Any) -> list[Any]:
    """The exported program's user inputs as its graph saw them (fake tensors, with their
    symbolic shapes), arranged as the module's ``forward`` takes them."""
    from torch.export.graph_signature import InputKind
    from torch.utils import _pytree as pytree

    names = [
        spec.arg.name
        for spec in program.graph_signature.input_specs
        if spec.kind == InputKind.USER_INPUT
    ]
    values = {n.name: n.meta.get("val") for n in program.graph.nodes if n.op == "placeholder"}
    flat = [values[name] for name in names]
    args, kwargs = pytree.tree_unflatten(flat, program.call_spec.in_spec)
    if kwargs:
        raise UsageError("Inductor lowering takes positional example inputs only")
    return list(args)


def _compile_and_read(
    program: Any, patches: Mapping[str, Any], root: str, trace: str, stage: str
) -> dict[str, str]:
    """In the child: compile, then read the trace files."""
    import torch
    from torch._inductor import config

    from pytest_irlower.engines.torch_program import torch_message

    no_autograd_cache: Any = contextlib.nullcontext()
    try:
        from torch._functorch import config as functorch_config

        no_autograd_cache = functorch_config.patch(enable_autograd_cache=False)
    except (ImportError, AttributeError):  # a torch without AOTAutograd's cache
        pass
    with isolated(root), config.patch(dict(patches)), no_autograd_cache, torch.no_grad():
        try:
            torch._inductor.compile(program.module(), example_inputs(program))
        except Exception as exc:
            if type(exc).__name__ == "InvalidCxxCompiler":
                raise ToolchainMissing(
                    "C++ compiler for Inductor",
                    f"Inductor could not run {patches['cpp.cxx'][0]} --version",
                    "install g++ (with OpenMP) or set CXX",
                ) from None
            raise LoweringError(stage, torch_message(exc, "torch._inductor.compile")) from None
    return read_trace(trace, stage)


def read_trace(folder: str, stage: str) -> dict[str, str]:
    """The trace files of the one graph compiled into ``folder``."""
    texts = {}
    for key, name in TRACE_FILES.items():
        found = sorted(glob.glob(os.path.join(folder, "**", name), recursive=True))
        if len(found) != 1:
            raise LoweringError(
                stage,
                f"Inductor's debug trace holds {len(found)} {name} files, expected one "
                "(torch._inductor.config.trace.debug_dir); this torch may lay its trace out "
                "differently",
            )
        with open(found[0], encoding="utf-8") as handle:
            texts[key] = handle.read()
    return texts
