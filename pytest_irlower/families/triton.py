"""Triton kernels: TTIR, TTGIR, LLVM IR, PTX and AMDGCN, ahead of time or from a real launch.

Ahead of time (the default) needs no GPU: the call is resolved as
``kernel[grid](*args)`` would resolve it (``@triton.autotune`` config, ``@triton.heuristics``
values), its arguments specialized by Triton's own binder for a backend made for the
asked target and arch, then ``triton.compile`` runs. Tensors may live on the CPU: only
their dtype (and alignment) matters. Compiles are cached under a key built from that
specialization (see :mod:`pytest_irlower.engines.triton_call`), so a constexpr, an
option, a dtype or an alignment that changes the compile never gets another's IR.

Launch mode (``launch=True``) runs the kernel on the GPU with a fresh private cache
directory and in-memory caches cleared, and takes every stage from the compiled kernel
the launch returns.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import re
import subprocess
import sys
import tempfile
import time
import warnings
import weakref
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from pytest_irlower import normalize as norm
from pytest_irlower import passes
from pytest_irlower.contain import WORKER, NotInWorker, contained
from pytest_irlower.engines import triton_call
from pytest_irlower.errors import LoweringError, ToolchainMissing, UsageError, condense
from pytest_irlower.family import Family, IRType, Request, Stage
from pytest_irlower.numerics import Runner
from pytest_irlower.toolchain import Toolchain, package_version

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
_TARGETS = ("nvptx", "amdgpu")


def is_kernel(subject: Any) -> bool:
    """A ``triton.JITFunction``, maybe under autotune/heuristics (triton is not imported)."""
    return triton_call.is_kernel(subject)


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
            "triton", f"'import triton' failed ({exc})", "pip install triton (3.6 or newer)"
        ) from None
    version = tuple(int(p) for p in re.findall(r"\d+", triton.__version__)[:2])
    if version < MIN_TRITON:
        raise ToolchainMissing(
            "triton",
            f"found triton {triton.__version__}, need {'.'.join(map(str, MIN_TRITON))} or newer",
            "pip install -U triton",
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
    from pytest_irlower.contain import time_limit

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


def gpu_target(target: str, arch: str | None) -> Any:
    """Triton's ``GPUTarget`` for our target name and a checked arch (``sm_90``, ``gfx942``)."""
    from triton.backends.compiler import GPUTarget

    if target == "nvptx":
        match = re.fullmatch(r"sm_(\d+)[af]?", arch or "sm_90")
        assert match is not None  # checked by pytest_irlower.targets
        return GPUTarget("cuda", int(match.group(1)), 32)
    if target == "amdgpu":
        arch = arch or "gfx942"
        # CDNA and GCN (gfx9xx and older) run 64-wide wavefronts; RDNA (gfx10+) 32-wide
        warp = 64 if re.fullmatch(r"gfx[0-9][0-9a-f]{2}", arch) else 32
        return GPUTarget("hip", arch, warp)
    raise UsageError(f"Triton has no code generator for target {target!r}; use nvptx or amdgpu")


@contextlib.contextmanager
def _private_cache(**extra: str) -> Iterator[str]:
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


def _line_info(keep_locations: bool) -> dict[str, str]:
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
    spec: triton_call.Specialization,
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
    return found is not None and triton_call.is_kernel(found) and triton_call.unwrap(found)[0] is fn


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
    if found is None or not triton_call.is_kernel(found):
        raise NotInWorker(f"kernel {module}.{name} was not loaded when the worker started")
    return _compile_now(triton_call.unwrap(found)[0], *rest)


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
        _private_cache(**_line_info(keep_locations)),
        _portable_file_names(path_roots),
        _recording_passes(record_passes) as recorded,
    ):
        warnings.simplefilter("ignore")
        try:
            compiled = compile(source, target=gtarget, options=options)
        except Exception as exc:  # Triton raises CompilationError and backend errors
            raise LoweringError(_failing_stage(exc, target), _triton_message(exc)) from exc
    done = _from_asm(compiled.asm, target)
    return replace(done, passes=tuple(recorded)) if recorded else done


def _from_asm(asm: Mapping[str, Any], target: str) -> Compiled:
    stages = {name: _text(asm[ASM_KEYS[name]]) for name in STAGE_ORDER[target]}
    binary = BINARIES[target]
    artifacts = {binary: bytes(asm[binary])} if binary in asm else {}
    return Compiled(stages, artifacts)


def compile_by_launch(
    kernel: Any,
    args: tuple[Any, ...],
    *,
    grid: Any,
    compile_options: Mapping[str, Any] | None = None,
    config: Any = None,
    keep_locations: bool = False,
) -> tuple[str, Compiled]:
    """Launch on the GPU with a fresh cache; take every stage from the compiled kernel.

    An autotuned kernel without ``config=`` is launched as it is, so the autotuner
    benchmarks and chooses; its choice (``best_config``) is recorded. With ``config=``
    the chosen config is launched directly. Returns the GPU's target name.
    """
    require_triton()
    import torch

    if not torch.cuda.is_available():
        raise ToolchainMissing(
            "GPU",
            "launch mode runs the kernel: torch.cuda.is_available() is False",
            "run on a machine with an NVIDIA or AMD GPU",
        )
    target = "amdgpu" if getattr(torch.version, "hip", None) else "nvptx"
    grid = grid if grid is not None else (1,)
    fn, _ = triton_call.unwrap(kernel)
    env = {"TRITON_ALWAYS_COMPILE": "1", **_line_info(keep_locations)}
    with _private_cache(**env), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        fn.device_caches.clear()  # the in-memory cache would skip the compile
        try:
            ran, details = launch(kernel, args, grid, compile_options, config, target=target)
        finally:
            fn.device_caches.clear()
    compiled = _from_asm(ran.asm, target)
    return target, Compiled(compiled.stages, compiled.artifacts, details)


def launch(
    kernel: Any,
    args: tuple[Any, ...],
    grid: Any,
    compile_options: Mapping[str, Any] | None,
    config: Any,
    *,
    target: str,
) -> tuple[Any, dict[str, Any]]:
    """``kernel[grid](*args)`` as the lowering resolves it, then a synchronize; the
    compiled kernel the launch returns, and what was chosen (autotune, heuristics)."""
    import torch

    fn, layers = triton_call.unwrap(kernel)
    try:
        if config is not None or not any(triton_call.is_autotuner(x) for x in layers):
            resolved = triton_call.resolve_call(kernel, args, compile_options, config, grid=grid)
            details = dict(resolved.details)
            ran = fn[grid](*resolved.args, **resolved.call_kwargs)
        else:
            ran = kernel[grid](*args, **dict(compile_options or {}))
            chosen = [str(layer.best_config) for layer in layers if triton_call.is_autotuner(layer)]
            details = {"autotune": {"chosen_by": "the autotuner (benchmarked)", "config": chosen}}
        torch.cuda.synchronize()
    except UsageError:
        raise
    except Exception as exc:
        raise LoweringError(_failing_stage(exc, target), _triton_message(exc)) from exc
    return ran, details


class KernelRunner(Runner):
    """Launches a Triton kernel again, as ``lower(..., launch=True)`` launched it, on
    copies of the arguments; the outputs are every tensor argument after the launch.

    The reference is called the same way, on its own copies, and writes its results
    into its output arguments (its return value is ignored); every tensor argument is
    compared, so a kernel that writes into an input is caught too. The kernel is held
    weakly. GPU work runs in this process (CUDA does not survive a fork): a launch is
    bounded by ``irlower_timeout`` only where it returns to Python.
    """

    def __init__(self, request: Request, launched: bool) -> None:
        self.ir_type = request.ir_type.name
        self._kernel = weakref.ref(request.subject)
        self._grid = request.param("grid") if request.param("grid") is not None else (1,)
        self._options = dict(request.param("compile_options") or {})
        self._config = request.param("config")
        self._timeout = request.options.timeout
        self._launched = launched
        fn, _ = triton_call.unwrap(request.subject)
        self._names = list(fn.arg_names)
        self._labels: list[str] = []

    def _copies(self, inputs: tuple[Any, ...]) -> tuple[Any, ...]:
        import torch

        return tuple(x.clone() if isinstance(x, torch.Tensor) else x for x in inputs)

    def _tensors(self, args: tuple[Any, ...]) -> tuple[Any, ...]:
        import torch

        return tuple(x for x in args if isinstance(x, torch.Tensor))

    def labels(self, count: int) -> list[str]:
        return list(self._labels)

    def run(self, inputs: tuple[Any, ...]) -> tuple[Any, ...]:
        import torch

        from pytest_irlower.contain import time_limit

        if not self._launched:
            raise UsageError(
                f"{self.ir_type} of a Triton kernel runs only when lowered with launch=True "
                "(and grid=): the kernel is then compiled for, and run on, this GPU"
            )
        kernel = self._kernel()
        if kernel is None:
            raise UsageError("the Triton kernel this IR was lowered from is gone")
        if not torch.cuda.is_available():
            raise ToolchainMissing(
                "GPU", "running a kernel needs one: torch.cuda.is_available() is False"
            )
        target = "amdgpu" if getattr(torch.version, "hip", None) else "nvptx"
        args = self._copies(inputs)
        self._labels = [
            f"argument {i} ({self._names[i] if i < len(self._names) else '?'})"
            for i, x in enumerate(args)
            if isinstance(x, torch.Tensor)
        ]
        what = f"launching {getattr(kernel, '__name__', 'the kernel')} on the GPU"
        stage = f"run {self.ir_type}"
        with time_limit(self._timeout, stage=stage, what=what), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            launch(kernel, args, self._grid, self._options, self._config, target=target)
        return self._tensors(args)

    def reference_outputs(self, inputs: tuple[Any, ...], reference: Any) -> tuple[Any, ...]:
        import torch

        if reference is None:
            raise UsageError(
                "a Triton kernel has no model to compare with: pass reference=, a function "
                "called like the kernel (on copies of the arguments) that writes the expected "
                "results into its output arguments"
            )
        args = self._copies(inputs)
        with torch.no_grad():
            reference(*args)
        if any(isinstance(x, torch.Tensor) and x.is_cuda for x in args):
            torch.cuda.synchronize()
        return self._tensors(args)

    def pack(self, outputs: tuple[Any, ...]) -> Any:
        return outputs


def _text(value: Any) -> str:
    return value if isinstance(value, str) else bytes(value).decode("utf-8", errors="replace")


def _failing_stage(exc: BaseException, target: str) -> str:
    """Front-end errors (CompilationError) fail TTIR; the rest the backend's stages."""
    if type(exc).__name__ in ("CompilationError", "CompileTimeAssertionFailure"):
        return "triton_ir"
    return f"triton compile for {target}"


def _triton_message(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {condense(str(exc) or repr(exc), max_lines=40)}"


def normalize_stage(
    name: str, text: str, *, keep_locations: bool, path_roots: tuple[tuple[str, str], ...]
) -> str:
    """Deterministic, portable text: locations dropped (MLIR) or paths made relative."""
    if ASM_KEYS[name] in ("ttir", "ttgir") and not keep_locations:
        text = norm.strip_mlir_locations(text)
    text = norm.relativize_paths(text, path_roots)
    return norm.normalize_whitespace(text)


class Triton(Family):
    """Triton kernels: TTIR, TTGIR, LLVM IR, PTX and AMDGCN; one compile serves them all."""

    name = "triton"
    params = ("signature", "launch", "grid", "compile_options", "config")
    subject_name = "a Triton kernel"
    ir_types = (
        IRType(
            "triton_ir", "kernel", ".ttir", "mlir", "Triton compile, TTIR stage", targets=_TARGETS
        ),
        IRType(
            "triton_gpu_ir",
            "kernel",
            ".ttgir",
            "mlir",
            "Triton compile, TTGIR stage",
            after="triton_ir",
            targets=_TARGETS,
        ),
        IRType(
            "triton_llvm_ir",
            "kernel",
            ".ll",
            "llvm",
            "Triton compile, LLIR stage",
            after="triton_gpu_ir",
            targets=_TARGETS,
        ),
        IRType(
            "triton_nvptx",
            "kernel",
            ".ptx",
            "ptx",
            "Triton compile, PTX",
            after="triton_llvm_ir",
            target="nvptx",
        ),
        IRType(
            "triton_sass",
            "kernel",
            ".sass",
            "sass",
            "Triton compile, SASS of the cubin (the triton wheel's cuobjdump, through "
            "triton.tools.disasm.get_sass; no GPU needed)",
            after="triton_nvptx",
            target="nvptx",
        ),
        IRType(
            "triton_amdgpu",
            "kernel",
            ".amdgcn",
            "amdgcn",
            "Triton compile, AMDGCN assembly (the .hsaco binary is kept as an artifact)",
            after="triton_llvm_ir",
            target="amdgpu",
        ),
    )

    def claims(self, subject: Any) -> bool:
        return is_kernel(subject)

    def default_ir_type(self, subject: Any, target: str | None) -> str | None:
        return f"triton_{target}" if target in _TARGETS else "triton_ir"

    def check_subject(self, request: Request) -> None:
        if not is_kernel(request.subject):
            raise UsageError(
                f"ir_type {request.ir_type.name!r} lowers a triton.JITFunction (a @triton.jit "
                "kernel, optionally under @triton.autotune / @triton.heuristics), "
                f"got {type(request.subject).__name__}"
            )
        if request.param("grid") is not None and not request.param("launch", False):
            raise UsageError("grid= applies with launch=True only")

    def lower(self, request: Request) -> list[Stage]:
        target = request.target or "nvptx"
        start = time.perf_counter()
        reused = False
        if request.param("launch", False):
            target, compiled = compile_by_launch(
                request.subject,
                request.inputs,
                grid=request.param("grid"),
                compile_options=request.param("compile_options"),
                config=request.param("config"),
                keep_locations=request.options.keep_locations,
            )
            if request.ir_type.name not in (*STAGE_ORDER[target], *TARGET_EXTRAS[target]):
                raise UsageError(
                    f"the GPU here is for {target}; it cannot give {request.ir_type.name!r}"
                )
            engine, details = "triton (launch)", compiled.details
        else:
            compiled, details, reused = self._ahead_of_time(request, target)
            engine = "triton (ahead of time)"
        seconds = 0.0 if reused else time.perf_counter() - start
        order: tuple[str, ...] = STAGE_ORDER[target]
        asked = request.ir_type.name
        if asked == SASS:
            disassemble(compiled, timeout=request.options.timeout)
            order = (*order, SASS)
        names = order[: order.index(asked) + 1]
        stages = []
        for name in names:
            last = name == names[-1]
            sass = name == SASS
            stages.append(
                Stage(
                    name,
                    normalize_stage(
                        name,
                        compiled.stages[name],
                        keep_locations=request.options.keep_locations,
                        path_roots=request.options.path_roots(),
                    ),
                    seconds=seconds if name == order[0] else compiled.seconds.get(name, 0.0),
                    engine=SASS_ENGINE if sass else engine,
                    command=f"cuobjdump -sass {BINARIES['nvptx']}" if sass else None,
                    full=compiled.stages[name],
                    syntax=self.row(name).syntax,
                    artifacts=compiled.artifacts if last else {},
                    details=details if last else {},
                    reused=reused,
                )
            )
        if compiled.passes:
            self._attach_passes(request, stages, compiled.passes)
        return stages

    @staticmethod
    def _attach_passes(
        request: Request, stages: list[Stage], recorded: tuple[tuple[str, str, str], ...]
    ) -> None:
        keep = request.options.keep_locations
        roots = request.options.path_roots()

        def shown(text: str) -> str:
            if not keep:
                text = norm.strip_mlir_locations(text)
            return norm.normalize_whitespace(norm.relativize_paths(text, roots))

        for stage in stages:
            mine = [(name, shown(text)) for where, name, text in recorded if where == stage.name]
            if mine:
                stage.passes = passes.unique_names(mine)

    def _ahead_of_time(
        self, request: Request, target: str
    ) -> tuple[Compiled, dict[str, Any], bool]:
        require_triton()
        resolved = triton_call.resolve_call(
            request.subject,
            request.inputs,
            request.param("compile_options"),
            request.param("config"),
        )
        spec = triton_call.specialize(resolved, gpu_target(target, request.arch))
        override = request.param("signature")
        keep = request.options.keep_locations
        key = triton_call.compile_key(spec, override, extra=("keep_locations", keep))
        if request.passes:  # a compile with its passes recorded is kept apart
            key = (key, "passes")
        # keyed on the JITFunction: wrappers over one kernel share its compiles, and the
        # config chosen is already in the constexprs and options of the key
        cached = request.cache.get(self.name, spec.fn, key)
        if cached is not None:
            return cached[0].payload, dict(resolved.details), True
        compiled = compile_ahead_of_time(
            triton_call.with_signature(spec, override),
            target,
            keep_locations=keep,
            timeout=request.options.timeout,
            path_roots=request.options.path_roots(),
            record_passes=request.passes,
        )
        request.cache.put(self.name, spec.fn, key, [Stage("compile", "", payload=compiled)])
        return compiled, dict(resolved.details), False

    def fingerprint(self, request: Request) -> str | None:
        """An ahead-of-time compile is keyed across runs by its compile key, made stable
        (the kernel by source, file and line). A launch is never: it runs on a GPU."""
        if request.param("launch", False) or request.options.keep_locations:
            # a launch runs on a GPU; line info also names the lines of every function
            # the kernel calls, which its compile key does not hold
            return None
        require_triton()
        resolved = triton_call.resolve_call(
            request.subject,
            request.inputs,
            request.param("compile_options"),
            request.param("config"),
        )
        target = request.target or "nvptx"
        spec = triton_call.specialize(resolved, gpu_target(target, request.arch))
        key = triton_call.compile_key(
            spec,
            request.param("signature"),
            extra=("keep_locations", request.options.keep_locations),
            stable=True,
        )
        shown = repr(key)
        return None if " at 0x" in shown else shown

    def runner(self, request: Request, stages: Sequence[Stage]) -> Runner | None:
        return KernelRunner(request, launched=bool(request.param("launch", False)))

    def target_unavailable(self, target: str, toolchain: Toolchain) -> ToolchainMissing | None:
        if target not in _TARGETS:
            return ToolchainMissing(f"Triton code generator for {target}", "Triton has none")
        if package_version("triton") is None:
            return ToolchainMissing(
                "triton", "no 'triton' distribution installed", "pip install triton"
            )
        return None


FAMILY = Triton
