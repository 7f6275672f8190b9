"""Triton's compiler ahead of time: no GPU needed.

The call is resolved as ``kernel[grid](*args)`` would resolve it
(:mod:`~pytest_irlower.engines.triton_resolve`), specialized by Triton's own binder for a
backend made for the asked target and arch (:mod:`~pytest_irlower.engines.triton_key`),
then ``triton.compile`` runs, in the session's persistent worker or a forked child, with a
private cache directory and the kernels' file names made portable. Tensors may live on
the CPU: only their dtype (and alignment) matters.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import re
import sys
import tempfile
import warnings
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from pytest_irlower.engines.triton_kernels import is_kernel, unwrap
from pytest_irlower.engines.triton_key import Specialization
from pytest_irlower.errors import LoweringError, ToolchainMissing, UsageError, condense
from pytest_irlower.runtime import passes
from pytest_irlower.runtime.contain.child import contained
from pytest_irlower.runtime.contain.forkserver import WORKER, NotInWorker
from pytest_irlower.text import normalize as norm

MIN_TRITON = (3, 6)

#: IR type -> Triton's asm key
ASM_KEYS = {
    "triton_ir": "ttir",
    "triton_gpu_ir": "ttgir",
    "triton_llvm_ir": "llir",
    "triton_nvptx": "ptx",
    "triton_amdgpu": "amdgcn",
    "triton_sass": "sass",
}

#: the order stages come out of the compiler, per target
STAGE_ORDER = {
    "nvptx": ("triton_ir", "triton_gpu_ir", "triton_llvm_ir", "triton_nvptx"),
    "amdgpu": ("triton_ir", "triton_gpu_ir", "triton_llvm_ir", "triton_amdgpu"),
}

BINARIES = {"nvptx": "cubin", "amdgpu": "hsaco"}

#: IR types made from a target's binary after the compile
TARGET_EXTRAS: dict[str, tuple[str, ...]] = {"nvptx": ("triton_sass",), "amdgpu": ()}

TARGETS = ("nvptx", "amdgpu")


def load_torch_mlir_first() -> None:
    """Load torch-mlir's MLIR libraries (if installed) before Triton's LLVM.

    Both bundle their own LLVM. CI saw a worker abort inside torch-mlir's
    ``_mlir`` extension initializer when Triton's LLVM was loaded and had compiled
    first; loading torch-mlir's libraries first avoids that order.
    """
    if "torch_mlir" in sys.modules or "triton._C.libtriton" in sys.modules:
        return
    import importlib.util

    if importlib.util.find_spec("torch_mlir") is not None:
        import torch_mlir.ir  # noqa: F401  (no torch import: only the MLIR libraries)


def require_triton() -> Any:
    """Import triton, or raise :class:`ToolchainMissing` saying what was looked for."""
    load_torch_mlir_first()
    try:
        import triton
    except ImportError as exc:
        raise ToolchainMissing(
            "triton", f"'import triton' failed ({exc})", "pip install 'pytest-irlower[triton]'"
        ) from None
    version = tuple(int(p) for p in re.findall(r"\d+", triton.__version__)[:2])
    if version < MIN_TRITON:
        raise ToolchainMissing(
            "triton",
            f"found triton {triton.__version__}, need {'.'.join(map(str, MIN_TRITON))} or newer",
            "pip install 'pytest-irlower[triton]'",
        )
    return triton


@dataclass(frozen=True)
class Compiled:
    """Every stage's text (by IR type name) and binaries."""

    stages: dict[str, str]
    artifacts: dict[str, bytes]
    details: dict[str, Any] = field(default_factory=dict)
    #: with passes recorded: (stage, pass name, IR after it), in order
    passes: tuple[tuple[str, str, str], ...] = ()
    #: seconds of the stages made after the compile (the SASS disassembly), by name
    seconds: dict[str, float] = field(default_factory=dict)


def _pass_stage(pipeline: str) -> str:
    """The IR type a Triton pass pipeline (``pm.run(mod, "make_ttgir")``) builds."""
    head = pipeline.split(".")[0]
    if "llir" in head:
        return "triton_llvm_ir"
    return "triton_gpu_ir" if "ttgir" in head else "triton_ir"


@contextlib.contextmanager
def _recording_passes(enabled: bool) -> Iterator[list[tuple[str, str, str]]]:
    """Every MLIR pass Triton runs inside the block, with the IR after it.

    Triton prints the module *before* each pass under ``MLIR_ENABLE_DUMP=1`` (to stderr,
    unbuffered, unless ``MLIR_DUMP_PATH`` names a file); each pass manager's run is
    captured alone, so the IR after a pass is the print before the next one, and after
    the last one the module as the run leaves it.
    """
    runs: list[tuple[str, str, str]] = []
    if not enabled:
        yield runs
        return
    from triton._C.libtriton import ir

    original = ir.pass_manager.run

    def run(self: Any, mod: Any, *args: Any) -> Any:
        with passes.captured_stderr() as printed:
            out = original(self, mod, *args)
        prints = passes.merge_prints(passes.split_mlir_dump(printed[0]))
        after = [text for _, text in prints[1:]] + [str(mod.str())]
        stage = _pass_stage(str(args[0]) if args else "")
        runs.extend((stage, name, text) for (name, _), text in zip(prints, after, strict=True))
        return out

    saved = {key: os.environ.get(key) for key in ("MLIR_ENABLE_DUMP", "MLIR_DUMP_PATH")}
    os.environ["MLIR_ENABLE_DUMP"] = "1"
    os.environ.pop("MLIR_DUMP_PATH", None)
    ir.pass_manager.run = run
    try:
        yield runs
    finally:
        ir.pass_manager.run = original
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def gpu_target(target: str, arch: str | None) -> Any:
    """Triton's ``GPUTarget`` for our target name and a checked arch (``sm_90``, ``gfx942``)."""
    from triton.backends.compiler import GPUTarget

    if target == "nvptx":
        match = re.fullmatch(r"sm_(\d+)[af]?", arch or "sm_90")
        assert match is not None  # checked by pytest_irlower.text.targets
        return GPUTarget("cuda", int(match.group(1)), 32)
    if target == "amdgpu":
        arch = arch or "gfx942"
        # CDNA and GCN (gfx9xx and older) run 64-wide wavefronts; RDNA (gfx10+) 32-wide
        warp = 64 if re.fullmatch(r"gfx[0-9][0-9a-f]{2}", arch) else 32
        return GPUTarget("hip", arch, warp)
    raise UsageError(f"Triton has no code generator for target {target!r}; use nvptx or amdgpu")


@contextlib.contextmanager
def private_cache(**extra: str) -> Iterator[str]:
    """A fresh TRITON_CACHE_DIR (and other env knobs) for the duration of one compile."""
    with tempfile.TemporaryDirectory(prefix="irlower-triton-") as cache:
        saved = {key: os.environ.get(key) for key in ("TRITON_CACHE_DIR", *extra)}
        os.environ["TRITON_CACHE_DIR"] = cache
        os.environ.update(extra)
        try:
            yield cache
        finally:
            for key, value in saved.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value


def line_info(keep_locations: bool) -> dict[str, str]:
    return {} if keep_locations else {"TRITON_DISABLE_LINE_INFO": "1"}


@contextlib.contextmanager
def _portable_file_names(roots: tuple[tuple[str, str], ...] | None) -> Iterator[None]:
    """Kernels seen by the compiler under paths relative to the project (``./tests/k.py``).

    DWARF encodes a kernel's file and compile directory as raw bytes in the debug
    sections of PTX and AMDGCN, which no text normalization can reach afterwards; the
    paths are made relative where Triton reads them (every ``@jit`` function's
    ``file_name``), for the duration of one compile.
    """
    if roots is None:
        yield
        return
    from triton.runtime import jit

    owner = getattr(jit, "JITCallable", None) or jit.JITFunction

    def read(self: Any) -> str:
        return norm.relativize_paths(str(self.__dict__.get("file_name", "")), roots)

    def write(self: Any, value: str) -> None:
        self.__dict__["file_name"] = value

    saved = owner.__dict__.get("file_name")
    # a data descriptor on the class wins over the value each instance holds
    owner.file_name = property(read, write)
    try:
        yield
    finally:
        if saved is None:
            del owner.file_name
        else:
            owner.file_name = saved


def compile_ahead_of_time(
    spec: Specialization,
    target: str,
    *,
    keep_locations: bool,
    timeout: float = 120.0,
    path_roots: tuple[tuple[str, str], ...] = (),
    record_passes: bool = False,
) -> Compiled:
    """Compile a specialization without a GPU; every stage of the target's chain.

    The compile runs in a child process: an LLVM assertion in Triton's compiler (a bad
    inline-asm constraint...) aborts its process, and a huge block compiles for minutes.
    A kernel defined at module level goes to the session's persistent worker (warm after
    its first compile); any other kernel to a child forked for it alone.
    """
    what = f"Triton's compiler ({spec.fn.__name__})"
    stage = f"triton compile for {target}"
    args = (
        spec.fn.__module__,
        spec.fn.__name__,
        dict(spec.signature),
        dict(spec.constexprs),
        dict(spec.attrs),
        spec.target,
        dict(spec.options.__dict__),
        target,
        path_roots if keep_locations else None,
        record_passes,
    )
    if _reachable(spec.fn) and _picklable(args):
        return _WORKER.call(compile_in_worker, *args, stage=stage, timeout=timeout, what=what)
    return contained(
        lambda: _compile_now(spec.fn, *args[2:]), stage=stage, timeout=timeout, what=what
    )


_WORKER = WORKER


def _reachable(fn: Any) -> bool:
    module = sys.modules.get(fn.__module__)
    found = getattr(module, fn.__name__, None) if module is not None else None
    return found is not None and is_kernel(found) and unwrap(found)[0] is fn


def _picklable(args: tuple[Any, ...]) -> bool:
    try:
        pickle.dumps(args)
    except Exception:
        return False
    return True


def compile_in_worker(module: str, name: str, *rest: Any) -> Compiled:
    """Run in the persistent worker: find the kernel by name, then compile it."""
    loaded = sys.modules.get(module)
    found = getattr(loaded, name, None) if loaded is not None else None
    if found is None or not is_kernel(found):
        raise NotInWorker(f"kernel {module}.{name} was not loaded when the worker started")
    return _compile_now(unwrap(found)[0], *rest)


def _compile_now(
    fn: Any,
    signature: dict[str, str],
    constexprs: dict[Any, Any],
    attrs: dict[Any, Any],
    gtarget: Any,
    options: dict[str, Any],
    target: str,
    path_roots: tuple[tuple[str, str], ...] | None,
    record_passes: bool = False,
) -> Compiled:
    from triton.compiler import ASTSource, compile

    source = ASTSource(fn, signature, constexprs, attrs)
    keep_locations = path_roots is not None
    with (
        warnings.catch_warnings(),
        private_cache(**line_info(keep_locations)),
        _portable_file_names(path_roots),
        _recording_passes(record_passes) as recorded,
    ):
        warnings.simplefilter("ignore")
        try:
            compiled = compile(source, target=gtarget, options=options)
        except Exception as exc:  # Triton raises CompilationError and backend errors
            raise LoweringError(failing_stage(exc, target), triton_message(exc)) from exc
    done = from_asm(compiled.asm, target)
    return replace(done, passes=tuple(recorded)) if recorded else done


def from_asm(asm: Mapping[str, Any], target: str) -> Compiled:
    stages = {name: _text(asm[ASM_KEYS[name]]) for name in STAGE_ORDER[target]}
    binary = BINARIES[target]
    artifacts = {binary: bytes(asm[binary])} if binary in asm else {}
    return Compiled(stages, artifacts)


def _text(value: Any) -> str:
    return value if isinstance(value, str) else bytes(value).decode("utf-8", errors="replace")


def failing_stage(exc: BaseException, target: str) -> str:
    """Front-end errors (CompilationError) fail TTIR; the rest the backend's stages."""
    if type(exc).__name__ in ("CompilationError", "CompileTimeAssertionFailure"):
        return "triton_ir"
    return f"triton compile for {target}"


def triton_message(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {condense(str(exc) or repr(exc), max_lines=40)}"


def normalize_stage(
    name: str, text: str, *, keep_locations: bool, path_roots: tuple[tuple[str, str], ...]
) -> str:
    """Deterministic, portable text: locations dropped (MLIR) or paths made relative."""
    if ASM_KEYS[name] in ("ttir", "ttgir") and not keep_locations:
        text = norm.strip_mlir_locations(text)
    text = norm.relativize_paths(text, path_roots)
    return norm.normalize_whitespace(text)
