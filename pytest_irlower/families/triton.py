"""Triton kernels: TTIR, TTGIR, LLVM IR, PTX and AMDGCN, ahead of time or from a real launch.

Ahead of time (the default) needs no GPU: the arguments are specialized by Triton's
own binder, as ``kernel[grid](*args)`` would specialize them (tensor dtypes, int
widths, divisibility by 16, constexpr values), for a backend made for the asked
target and arch, then ``triton.compile`` runs. Tensors may live on the CPU: only
their dtype (and alignment) matters.

Launch mode (``launch=True``) runs the kernel on the GPU with a fresh private cache
directory and in-memory caches cleared, and reads every stage from that directory,
so a stale cache can never answer.
"""

from __future__ import annotations

import contextlib
import glob
import os
import re
import sys
import tempfile
import time
import warnings
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from pytest_irlower import normalize as norm
from pytest_irlower.errors import LoweringError, ToolchainMissing, UsageError, condense
from pytest_irlower.family import Family, IRType, Request, Stage
from pytest_irlower.toolchain import Toolchain, package_version

MIN_TRITON = (3, 6)

#: IR type -> Triton's asm key
ASM_KEYS = {
    "triton_ir": "ttir",
    "triton_gpu_ir": "ttgir",
    "triton_llvm_ir": "llir",
    "triton_nvptx": "ptx",
    "triton_amdgpu": "amdgcn",
}
#: the order stages come out of the compiler, per target
STAGE_ORDER = {
    "nvptx": ("triton_ir", "triton_gpu_ir", "triton_llvm_ir", "triton_nvptx"),
    "amdgpu": ("triton_ir", "triton_gpu_ir", "triton_llvm_ir", "triton_amdgpu"),
}
BINARIES = {"nvptx": "cubin", "amdgpu": "hsaco"}
SYNTAX = {"ttir": "mlir", "ttgir": "mlir", "llir": "llvm", "ptx": "ptx", "amdgcn": "amdgcn"}


def is_kernel(subject: Any) -> bool:
    """A ``triton.JITFunction`` (checked without importing triton)."""
    jit = sys.modules.get("triton.runtime.jit")
    return jit is not None and isinstance(subject, jit.JITFunction)


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
    """Every stage's text (by IR type name), binaries and the specialization used."""

    stages: dict[str, str]
    artifacts: dict[str, bytes]
    signature: dict[str, str]


def gpu_target(target: str, arch: str | None) -> Any:
    """Triton's ``GPUTarget`` for our target name and arch (``sm_90``, ``gfx942``)."""
    from triton.backends.compiler import GPUTarget

    if target == "nvptx":
        arch = arch or "sm_90"
        match = re.fullmatch(r"(?:sm_)?(\d+)a?", arch)
        if not match:
            raise UsageError(f"arch {arch!r} is not an NVIDIA arch such as 'sm_90' or 'sm_80'")
        return GPUTarget("cuda", int(match.group(1)), 32)
    if target == "amdgpu":
        arch = arch or "gfx942"
        if not re.fullmatch(r"gfx[0-9a-f]+", arch):
            raise UsageError(f"arch {arch!r} is not an AMD arch such as 'gfx942' or 'gfx90a'")
        # CDNA and GCN (gfx9xx and older) run 64-wide wavefronts; RDNA (gfx10+) 32-wide
        warp = 64 if re.fullmatch(r"gfx[0-9][0-9a-f]{2}", arch) else 32
        return GPUTarget("hip", arch, warp)
    raise UsageError(f"Triton has no code generator for target {target!r}; use nvptx or amdgpu")


def specialize(
    kernel: Any, args: tuple[Any, ...], target: Any, compile_options: Mapping[str, Any]
) -> tuple[Any, dict[str, str], dict[Any, Any], dict[Any, Any], Any]:
    """Triton's own launcher specialization, for ``target`` instead of the active GPU.

    Returns (options, signature, constexprs, attrs, backend).
    """
    from triton.compiler import make_backend
    from triton.runtime.jit import create_function_from_signature

    _check_arguments(kernel, args, compile_options)
    backend = make_backend(target)
    binder = create_function_from_signature(kernel.signature, kernel.params, backend)
    try:
        bound, specialization, options = binder(*args, **dict(compile_options))
    except (TypeError, ValueError, AttributeError) as exc:
        raise UsageError(f"arguments of kernel {kernel.__name__!r}: {exc}") from None
    for param, (kind, _) in zip(kernel.params, specialization, strict=False):
        if kind is None or kind == "":
            raise UsageError(
                f"argument {param.name!r} of kernel {kernel.__name__!r}: "
                "cannot infer a Triton type from it"
            )
    packed = kernel._pack_args(backend, options, bound, specialization, options)
    opts, signature, constexprs, attrs = packed
    return opts, signature, constexprs, attrs, backend


def _check_arguments(kernel: Any, args: tuple[Any, ...], kwargs: Mapping[str, Any]) -> None:
    names = [p.name for p in kernel.params]
    required = [p.name for p in kernel.params if not p.has_default and p.name not in kwargs]
    if len(args) > len(names):
        raise UsageError(
            f"kernel {kernel.__name__!r} takes {len(names)} arguments "
            f"({', '.join(names)}), got {len(args)}"
        )
    missing = [name for name in required[len(args) :] if name not in kwargs]
    if missing:
        raise UsageError(
            f"kernel {kernel.__name__!r}: missing argument(s) {', '.join(map(repr, missing))} "
            f"(parameters: {', '.join(names)}; pass every argument, constexprs included, "
            "as in kernel[grid](*args))"
        )
    for param, value in zip(kernel.params, args, strict=False):
        if param.is_constexpr and _is_tensor(value):
            raise UsageError(
                f"argument {param.name!r} of kernel {kernel.__name__!r} is a tl.constexpr "
                "but got a tensor"
            )


def _is_tensor(value: Any) -> bool:
    torch = sys.modules.get("torch")
    return torch is not None and isinstance(value, torch.Tensor)


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
    # DWARF encodes the compile directory as raw bytes in PTX and AMDGCN debug
    # sections: only dropping line info keeps the text the same in every folder
    return {} if keep_locations else {"TRITON_DISABLE_LINE_INFO": "1"}


@dataclass(frozen=True)
class Prepared:
    """A compile ready to run: Triton's own specialization of the arguments, and its key."""

    source: Any
    target: Any
    options: dict[str, Any]
    #: everything that decides the compile, from Triton's specialization (never a copy
    #: of its rules): signature, constexpr values, attributes, options, target and arch
    key: tuple[Any, ...]
    signature: dict[str, str]


def prepare_ahead_of_time(
    kernel: Any,
    args: tuple[Any, ...],
    target: str,
    arch: str | None,
    *,
    signature: Mapping[str, str] | None = None,
    compile_options: Mapping[str, Any] | None = None,
) -> Prepared:
    """Specialize the arguments as ``kernel[grid](*args)`` would, for ``target`` and ``arch``."""
    require_triton()
    from triton.compiler import ASTSource

    gtarget = gpu_target(target, arch)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        options, spec_signature, constexprs, attrs, _ = specialize(
            kernel, args, gtarget, dict(compile_options or {})
        )
    if signature is not None:
        unknown = set(signature) - set(spec_signature)
        if unknown:
            raise UsageError(
                f"signature names no parameter of kernel {kernel.__name__!r}: "
                f"{', '.join(sorted(unknown))} (parameters: {', '.join(spec_signature)})"
            )
        spec_signature = {**spec_signature, **signature}
    option_items = dict(options.__dict__)
    key = (
        target,
        arch,
        repr(sorted(spec_signature.items())),
        repr(sorted(constexprs.items(), key=repr)),
        repr(sorted(attrs.items(), key=repr)),
        repr(sorted(option_items.items(), key=repr)),
    )
    source = ASTSource(kernel, spec_signature, constexprs, attrs)
    return Prepared(source, gtarget, option_items, key, dict(spec_signature))


def compile_ahead_of_time(prepared: Prepared, target: str, *, keep_locations: bool) -> Compiled:
    """Compile without a GPU; every stage of the target's chain."""
    from triton.compiler import compile

    with warnings.catch_warnings(), _private_cache(**_line_info(keep_locations)):
        warnings.simplefilter("ignore")
        try:
            compiled = compile(prepared.source, target=prepared.target, options=prepared.options)
        except Exception as exc:  # Triton raises CompilationError and backend errors
            raise LoweringError(_failing_stage(exc, target), _triton_message(exc)) from exc
    stages = {name: _text(compiled.asm[ASM_KEYS[name]]) for name in STAGE_ORDER[target]}
    binary = BINARIES[target]
    artifacts = {binary: bytes(compiled.asm[binary])} if binary in compiled.asm else {}
    return Compiled(stages, artifacts, dict(prepared.signature))


def compile_by_launch(
    kernel: Any,
    args: tuple[Any, ...],
    *,
    grid: Any,
    compile_options: Mapping[str, Any] | None = None,
    keep_locations: bool = False,
) -> tuple[str, Compiled]:
    """Launch on the GPU with a fresh cache; read every stage the launch compiled.

    Returns the GPU's target name (``nvptx``/``amdgpu``) and arch with the stages.
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
    env = {"TRITON_ALWAYS_COMPILE": "1", **_line_info(keep_locations)}
    with _private_cache(**env) as cache, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        kernel.device_caches.clear()  # the in-memory cache would skip the compile
        try:
            kernel[grid](*args, **dict(compile_options or {}))
            torch.cuda.synchronize()
        except Exception as exc:
            raise LoweringError(_failing_stage(exc, target), _triton_message(exc)) from exc
        finally:
            kernel.device_caches.clear()
        found = {}
        for name in STAGE_ORDER[target]:
            key = ASM_KEYS[name]
            paths = sorted(glob.glob(os.path.join(cache, "*", f"{kernel.__name__}.{key}")))
            if not paths:
                raise LoweringError(name, f"the launch left no .{key} file in its cache {cache}")
            with open(paths[-1], encoding="utf-8") as handle:
                found[name] = handle.read()
        artifacts = {}
        binary = BINARIES[target]
        for path in glob.glob(os.path.join(cache, "*", f"{kernel.__name__}.{binary}")):
            with open(path, "rb") as handle:
                artifacts[binary] = handle.read()
    return target, Compiled(found, artifacts, {})


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
    syntax = SYNTAX[ASM_KEYS[name]]
    if syntax == "mlir" and not keep_locations:
        text = norm.strip_mlir_locations(text)
    text = norm.relativize_paths(text, path_roots)
    return norm.normalize_whitespace(text)


_TARGETS = ("nvptx", "amdgpu")


class Triton(Family):
    """Triton kernels: TTIR, TTGIR, LLVM IR, PTX and AMDGCN; one compile serves them all."""

    name = "triton"
    params = ("signature", "launch", "grid", "compile_options")
    subject_name = "a Triton kernel"
    ir_types = (
        IRType("triton_ir", "kernel", ".ttir", "mlir", "Triton compile, TTIR stage", targets=_TARGETS),
        IRType(
            "triton_gpu_ir", "kernel", ".ttgir", "mlir", "Triton compile, TTGIR stage",
            after="triton_ir", targets=_TARGETS,
        ),
        IRType(
            "triton_llvm_ir", "kernel", ".ll", "llvm", "Triton compile, LLIR stage",
            after="triton_gpu_ir", targets=_TARGETS,
        ),
        IRType(
            "triton_nvptx", "kernel", ".ptx", "ptx", "Triton compile, PTX",
            after="triton_llvm_ir", target="nvptx",
        ),
        IRType(
            "triton_amdgpu", "kernel", ".amdgcn", "amdgcn",
            "Triton compile, AMDGCN assembly (the .hsaco binary is kept as an artifact)",
            after="triton_llvm_ir", target="amdgpu",
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
                f"kernel), got {type(request.subject).__name__}"
            )

    def lower(self, request: Request) -> list[Stage]:
        kernel, args = request.subject, request.inputs
        target = request.target or "nvptx"
        start = time.perf_counter()
        reused = False
        if request.param("launch", False):
            target, compiled = compile_by_launch(
                kernel,
                args,
                grid=request.param("grid"),
                compile_options=request.param("compile_options"),
                keep_locations=request.options.keep_locations,
            )
            if request.ir_type.name not in STAGE_ORDER[target]:
                raise UsageError(
                    f"the GPU here is for {target}; it cannot give {request.ir_type.name!r}"
                )
            engine = "triton (launch)"
        else:
            if request.param("grid") is not None:
                raise UsageError("grid= applies with launch=True only")
            prepared = prepare_ahead_of_time(
                kernel,
                args,
                target,
                request.arch,
                signature=request.param("signature"),
                compile_options=request.param("compile_options"),
            )
            cached = request.cache.get(self.name, kernel, prepared.key)
            if cached is None:
                compiled = compile_ahead_of_time(
                    prepared, target, keep_locations=request.options.keep_locations
                )
                request.cache.put(self.name, kernel, prepared.key, [Stage("compile", "", payload=compiled)])
            else:
                compiled, reused = cached[0].payload, True
            engine = "triton (ahead of time)"
        seconds = 0.0 if reused else time.perf_counter() - start
        order = STAGE_ORDER[target]
        stages = []
        for name in order[: order.index(request.ir_type.name) + 1]:
            spec = self.row(name)
            text = normalize_stage(
                name,
                compiled.stages[name],
                keep_locations=request.options.keep_locations,
                path_roots=request.options.path_roots(),
            )
            stages.append(
                Stage(
                    name,
                    text,
                    seconds=seconds if name == order[0] else 0.0,
                    engine=engine,
                    full=compiled.stages[name],
                    syntax=spec.syntax,
                    artifacts=compiled.artifacts if name == request.ir_type.name else {},
                    reused=reused,
                )
            )
        return stages

    def target_unavailable(self, target: str, toolchain: Toolchain) -> ToolchainMissing | None:
        if target not in _TARGETS:
            return ToolchainMissing(f"Triton code generator for {target}", "Triton has none")
        if package_version("triton") is None:
            return ToolchainMissing("triton", "no 'triton' distribution installed", "pip install triton")
        return None


FAMILY = Triton
