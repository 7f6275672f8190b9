"""Triton kernels: TTIR, TTGIR, LLVM IR, PTX, SASS and AMDGCN, ahead of time or from a real launch.

Ahead of time (the default) needs no GPU: the call is resolved as
``kernel[grid](*args)`` would resolve it (``@triton.autotune`` config, ``@triton.heuristics``
values), its arguments specialized by Triton's own binder for a backend made for the
asked target and arch, then ``triton.compile`` runs. Tensors may live on the CPU: only
their dtype (and alignment) matters. Compiles are cached in the session under a key built
from that specialization (see :mod:`pytest_irlower.engines.triton_resolve`), so a
constexpr, an option, a dtype or an alignment that changes the compile never gets another's
IR; across runs under a key of the call as it reaches Triton, which holds everything the
specialization reads (:func:`~pytest_irlower.engines.triton_key.call_key`), so that a hit
runs no binder.

Launch mode (``launch=True``) runs the kernel on the GPU with a fresh private cache
directory and in-memory caches cleared, and takes every stage from the compiled kernel
the launch returns.

The chain runner (:mod:`pytest_irlower.lowering.chain`) builds the rows, as for every family:
``build_triton_ir`` compiles (or launches) and carries the compile as its stage's payload
(a :class:`KernelBuild`), each later row reads it from the stage before, and the stages
of an ahead-of-time compile are shared in the session's stage cache under the compile
key (:meth:`Triton.cache_key`).

The engine work is in ``engines/``: :mod:`~pytest_irlower.engines.triton_compile` (the
compile), :mod:`~pytest_irlower.engines.triton_launch` (the launch and its runner) and
:mod:`~pytest_irlower.engines.triton_sass` (SASS).
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any

from pytest_irlower.api.family import Family, IRType, Request, Stage, Work
from pytest_irlower.api.keying import Environment, Fingerprint
from pytest_irlower.api.params import param_field
from pytest_irlower.checks.numerics import Runner
from pytest_irlower.engines.triton_compile import (
    BINARIES,
    STAGE_ORDER,
    TARGET_EXTRAS,
    TARGETS,
    Compiled,
    compile_ahead_of_time,
    gpu_target,
    normalize_stage,
    require_triton,
)
from pytest_irlower.engines.triton_kernels import (
    is_kernel,
)
from pytest_irlower.engines.triton_key import (
    ResolvedOnce,
    Specialization,
    call_key,
    compile_key,
    resolve_once,
    with_signature,
)
from pytest_irlower.engines.triton_launch import (
    KernelRunner,
    compile_by_launch,
)
from pytest_irlower.engines.triton_resolve import ResolvedCall
from pytest_irlower.engines.triton_sass import (
    SASS,
    SASS_ENGINE,
    disassemble,
)
from pytest_irlower.errors import ToolchainMissing, UsageError
from pytest_irlower.runtime import passes
from pytest_irlower.runtime.toolchain import Toolchain, package_version
from pytest_irlower.text import normalize as norm


@dataclass(frozen=True)
class KernelBuild:
    """What every stage of a Triton chain carries as its payload: the one compile the
    later rows read, the target it made code for (a launch's: the GPU's) and its engine."""

    compiled: Compiled
    target: str
    engine: str


class Triton(Family):
    """Triton kernels: TTIR, TTGIR, LLVM IR, PTX and AMDGCN; one compile serves them all."""

    name = "triton"
    #: what its output depends on: the cross-run key and the session header read it
    environment = Environment(
        distributions=("triton",), executables=("triton-opt", "triton-llvm-opt")
    )

    @dataclass(frozen=True)
    class Params:
        """How the kernel is specialized and compiled (checked by the Triton engine)."""

        signature: Any = param_field(
            None, help="overrides of the inferred argument types, e.g. {'x_ptr': '*fp16'}"
        )
        launch: bool = param_field(
            False, help="the stages of a real launch on the GPU, not of an ahead-of-time compile"
        )
        grid: Any = param_field(None, help="the launch grid (with launch=True)")
        compile_options: Any = param_field(
            None, help="Triton's compile options and the call's keywords, e.g. {'num_warps': 8}"
        )
        config: Any = param_field(
            None, help="the autotune config: an index into kernel.configs, or a triton.Config"
        )

    subject_name = "a Triton kernel"
    #: recognizes a kernel by the classes already in sys.modules: triton stays unimported
    claim_test = "pytest_irlower.engines.triton_kernels:is_kernel"
    #: a kernel lowered with no ir_type: TTIR, or the code of the target the call names
    default_ir_types = MappingProxyType(
        {None: "triton_ir", **{target: f"triton_{target}" for target in TARGETS}}
    )
    ir_types = (
        IRType(
            "triton_ir", "kernel", ".ttir", "mlir", "Triton compile, TTIR stage", targets=TARGETS
        ),
        IRType(
            "triton_gpu_ir",
            "kernel",
            ".ttgir",
            "mlir",
            "Triton compile, TTGIR stage",
            after="triton_ir",
            targets=TARGETS,
        ),
        IRType(
            "triton_llvm_ir",
            "kernel",
            ".ll",
            "llvm",
            "Triton compile, LLIR stage",
            after="triton_gpu_ir",
            targets=TARGETS,
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

    def check_subject(self, request: Request) -> None:
        if not is_kernel(request.subject):
            raise UsageError(
                f"ir_type {request.ir_type.name!r} lowers a triton.JITFunction (a @triton.jit "
                "kernel, optionally under @triton.autotune / @triton.heuristics), "
                f"got {type(request.subject).__name__}"
            )
        if request.params.grid is not None and not request.params.launch:
            raise UsageError("grid= applies with launch=True only")

    # -- the chain: the first row compiles, every later one reads that compile ---------

    def cache_key(self, request: Request) -> Hashable | None:
        """An ahead-of-time compile's stages are shared in the session's stage cache under
        its compile key (Triton's specialization of the call: signature with the override,
        constexprs, attributes, options, the target and arch, with ``keep_locations``) and
        what the call resolved (the autotune config and heuristics its details show). A
        launch never is: it runs the kernel on the GPU every time."""
        if request.params.launch:
            return None
        resolved, _spec, key = self._compile_key(request, request.target or "nvptx")
        return (key, repr(resolved.details))

    def build_triton_ir(self, work: Work) -> Stage:
        """The compile (ahead of time, or by a launch with ``launch=True``), its payload
        for the later rows, and its first stage."""
        request = work.request
        target = request.target or "nvptx"
        start = time.perf_counter()
        reused = False
        if request.params.launch:
            target, compiled = compile_by_launch(
                request.subject,
                request.inputs,
                grid=request.params.grid,
                compile_options=request.params.compile_options,
                config=request.params.config,
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
        build = KernelBuild(compiled, target, engine)
        # the compile's binary and details go on the first stage, which every chain has
        stage = self._stage(work, build, seconds=seconds, reused=reused)
        stage.artifacts = compiled.artifacts
        stage.details = details
        return stage

    def build_triton_sass(self, work: Work) -> Stage:
        """The cubin's SASS (cuobjdump, through ``triton.tools.disasm.get_sass``)."""
        build = self._build_of(work)
        disassemble(build.compiled, timeout=work.request.options.timeout)
        return self._later(work)

    def build_triton_gpu_ir(self, work: Work) -> Stage:
        return self._later(work)

    def build_triton_llvm_ir(self, work: Work) -> Stage:
        return self._later(work)

    def build_triton_nvptx(self, work: Work) -> Stage:
        return self._later(work)

    def build_triton_amdgpu(self, work: Work) -> Stage:
        return self._later(work)

    @staticmethod
    def _build_of(work: Work) -> KernelBuild:
        build = work.previous.payload if work.previous is not None else None
        if not isinstance(build, KernelBuild):
            raise UsageError(f"{work.ir_type.name} is built from a Triton compile's stage")
        return build

    def _later(self, work: Work) -> Stage:
        """A stage of the compile the stage before carries (reused when that one was)."""
        assert work.previous is not None
        build = self._build_of(work)
        name = work.ir_type.name
        return self._stage(
            work,
            build,
            seconds=build.compiled.seconds.get(name, 0.0),
            reused=work.previous.reused,
        )

    def _stage(self, work: Work, build: KernelBuild, *, seconds: float, reused: bool) -> Stage:
        request = work.request
        name = work.ir_type.name
        sass = name == SASS
        text = build.compiled.stages[name]
        stage = Stage(
            name,
            normalize_stage(
                name,
                text,
                keep_locations=request.options.keep_locations,
                path_roots=request.options.path_roots(),
            ),
            seconds=seconds,
            engine=SASS_ENGINE if sass else build.engine,
            command=f"cuobjdump -sass {BINARIES['nvptx']}" if sass else None,
            full=text,
            payload=build,
            syntax=work.ir_type.syntax,
            reused=reused,
        )
        if build.compiled.passes:
            self._attach_passes(request, [stage], build.compiled.passes)
        return stage

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

    def prepare(self, request: Request) -> Request:
        """An ahead-of-time call resolved once, here, for the hooks after it (the
        cross-run fingerprint, the stage cache's key, the compile): ``request.prepared``,
        specialized when one of them first needs it (a cross-run cache hit never does). A
        launch resolves its call when it runs."""
        request = super().prepare(request)
        if request.params.launch:
            return request
        return replace(request, prepared=self._resolved(request))

    @staticmethod
    def _resolved(request: Request, target: str | None = None) -> ResolvedOnce:
        """The request's call resolved for ``target`` (default: the request's), specialized
        on first use: the one :meth:`prepare` made, or (for a request made or changed after
        it, or another target) made now."""
        require_triton()
        gpu = gpu_target(target or request.target or "nvptx", request.arch)
        call = (
            request.subject,
            request.inputs,
            request.params.compile_options,
            request.params.config,
        )
        prepared = request.prepared
        if isinstance(prepared, ResolvedOnce) and prepared.made_for(*call, gpu):
            return prepared
        return resolve_once(*call, gpu)

    def _compile_key(
        self, request: Request, target: str
    ) -> tuple[ResolvedCall, Specialization, Hashable]:
        """The call resolved, specialized for ``target`` and its compile key."""
        once = self._resolved(request, target)
        keep = request.options.keep_locations
        key = compile_key(once.spec, request.params.signature, extra=("keep_locations", keep))
        return once.resolved, once.spec, key

    def _ahead_of_time(
        self, request: Request, target: str
    ) -> tuple[Compiled, dict[str, Any], bool]:
        resolved, spec, key = self._compile_key(request, target)
        override = request.params.signature
        keep = request.options.keep_locations
        if request.passes:  # a compile with its passes recorded is kept apart
            key = (key, "passes")
        # keyed on the JITFunction: wrappers over one kernel share its compiles, and the
        # config chosen is already in the constexprs and options of the key
        cached = request.cache.get(self.name, spec.fn, key)
        if cached is not None:
            return cached[0].payload, dict(resolved.details), True
        compiled = compile_ahead_of_time(
            with_signature(spec, override),
            target,
            keep_locations=keep,
            timeout=request.options.timeout,
            path_roots=request.options.path_roots(),
            record_passes=request.passes,
        )
        request.cache.put(self.name, spec.fn, key, [Stage("compile", "", payload=compiled)])
        return compiled, dict(resolved.details), False

    def fingerprint(self, request: Request) -> str | None:
        """An ahead-of-time compile is keyed across runs by the call as it reaches Triton
        (:func:`call_key`: no specialization on a hit), or, for an argument it cannot
        describe, by the specialization's compile key made stable (the kernel by source,
        file and line, the file relative to the checkout). ``--irlower-cache-verify``
        compares the specialization's key. A launch is never keyed: it runs on a GPU."""
        if request.params.launch or request.options.keep_locations:
            # a launch runs on a GPU; line info also names the lines of every function
            # the kernel calls, which its compile key does not hold
            return None
        once = self._resolved(request)
        signature = request.params.signature
        extra = ("keep_locations", request.options.keep_locations)
        roots = request.options.path_roots()  # a checkout at another path: the same key

        def specialized() -> str:
            return repr(compile_key(once.spec, signature, extra=extra, stable=True, roots=roots))

        def graph() -> str:
            return hashlib.sha256(specialized().encode()).hexdigest()

        reached = (f"{once.resolved.fn.__module__}.{once.resolved.fn.__qualname__}",)
        text = call_key(once.resolved, once.target, signature, extra=extra, roots=roots)
        if text is None:
            text = specialized()
            if " at 0x" in text:
                return None
        return Fingerprint(text, graph=graph, reached=reached)

    def runner(self, request: Request, stages: Sequence[Stage]) -> Runner | None:
        grid = request.params.grid
        return KernelRunner(
            request.ir_type.name,
            request.subject,
            grid=grid if grid is not None else (1,),
            compile_options=request.params.compile_options,
            config=request.params.config,
            timeout=request.options.timeout,
            launched=bool(request.params.launch),
        )

    def target_unavailable(self, target: str, toolchain: Toolchain) -> ToolchainMissing | None:
        if target not in TARGETS:
            return ToolchainMissing(f"Triton code generator for {target}", "Triton has none")
        if package_version("triton") is None:
            return ToolchainMissing(
                "triton",
                "no 'triton' distribution installed",
                "pip install 'pytest-irlower[triton]'",
            )
        return None


FAMILY = Triton
