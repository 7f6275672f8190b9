"""LLVM and GPU targets from a PyTorch model: the LLVM dialect, LLVM IR, then
``opt -O2`` and ``llc`` for NVPTX, AMDGPU and SPIR-V.

The chain starts from the torch-mlir family's Linalg-on-tensors module. Code
generation runs on the LLVM IR with every weight in it and is cached per model,
target, arch and code generation settings (``opt_level=``, ``opt_flags=``,
``llc_level=``); the LLVM IR before it is shared by every setting.

Declaring the family, checking and keying a request import no engine: a cache hit needs
nothing more. The engines (the LLVM-dialect pipeline, translation, weights, ``opt`` and
``llc``) are imported by the stage builders, on a miss.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from pytest_irlower.api.family import IRType, Request, Stage, Work
from pytest_irlower.api.keying import Environment
from pytest_irlower.api.params import ParamFlag, param_field
from pytest_irlower.errors import ToolchainMissing, UsageError
from pytest_irlower.families.model import ModelFamily
from pytest_irlower.families.model_params import ModelParams
from pytest_irlower.runtime.toolchain import Toolchain
from pytest_irlower.text import normalize as norm
from pytest_irlower.text.targets import (
    DEFAULT_OPT_LEVEL,
    TARGETS,
    check_llc_level,
    check_opt_flags,
    check_opt_level,
)

if TYPE_CHECKING:
    from pytest_irlower.engines import mlir_child, weights

OPT_STAGE = "opt -O2"

#: keyword arguments of the GPU-code IR types only: the opt stage's level and LLVM
#: options, and the code generator's level
CODEGEN_PARAMS = ("opt_level", "opt_flags", "llc_level")


#: the command that reruns the llvm_mlir stage on the linalg_on_tensors_mlir stage's text
STAGE_COMMAND = "irlower stage llvm_mlir < input"
#: the command that reruns the llvm_ir stage on the llvm_mlir module with its weights
LLVM_IR_COMMAND = "irlower stage llvm_ir < input"


def _codegen(family: Any, ir_type: IRType) -> bool:
    return ir_type.target is not None


@dataclass(frozen=True)
class CodegenParams(ModelParams):
    """A model's parameters, and the GPU-code IR types' ``opt`` and ``llc`` settings (None:
    the session's, ``--irlower-gpu-opt-level``...)."""

    opt_level: str | None = param_field(
        None,
        help="nvptx/amdgpu/spirv: the opt stage's level, O0 O1 O2 O3 Os Oz (default O2)",
        cli=ParamFlag(metavar="L"),
        check=check_opt_level,
        applies=_codegen,
        variant=True,
    )
    opt_flags: tuple[str, ...] | None = param_field(
        None,
        help="nvptx/amdgpu/spirv: LLVM options for the opt stage, e.g. "
        "'-rotation-max-header-size=0' (a list, or one string of them)",
        cli=ParamFlag(metavar="FLAGS"),
        parse=lambda text, context: text,
        check=check_opt_flags,
        applies=_codegen,
        variant=True,
    )
    llc_level: str | None = param_field(
        None,
        help="nvptx/amdgpu/spirv: the code generator's level, O0 to O3 (default: the engine's)",
        cli=ParamFlag(metavar="L"),
        check=check_llc_level,
        applies=_codegen,
        variant=True,
    )


@dataclass(frozen=True)
class CodegenSettings:
    """How the ``opt`` and ``llc`` stages run: from the call, else the session."""

    opt_level: str = DEFAULT_OPT_LEVEL
    opt_flags: tuple[str, ...] = ()
    #: None: the engine's own level
    llc_level: str | None = None

    @property
    def opt_stage(self) -> str:
        """The opt stage's name, as a command line says it (``opt -O2``)."""
        return " ".join(["opt", f"-{self.opt_level}", *self.opt_flags])

    def params(self) -> dict[str, Any]:
        """As ``lower()`` keyword arguments: what a prepared request carries."""
        return {
            "opt_level": self.opt_level,
            "opt_flags": self.opt_flags,
            "llc_level": self.llc_level,
        }


def _or(value: Any, default: Any) -> Any:
    return default if value is None else value


def codegen_settings(request: Request) -> CodegenSettings:
    """The request's settings, checked: its keyword arguments (None: not given), else
    the session's. A prepared request carries all three (see :meth:`LLVM.prepare`)."""
    options = request.options
    level = _or(request.params.opt_level, options.opt_level)
    flags = _or(request.params.opt_flags, options.opt_flags)
    llc = _or(request.params.llc_level, options.llc_level)
    return CodegenSettings(
        check_opt_level(level) if level is not None else DEFAULT_OPT_LEVEL,
        check_opt_flags(flags),
        check_llc_level(llc) if llc is not None else None,
    )


@dataclass(frozen=True)
class CodegenInput:
    """What code generation reads: LLVM IR with large weights as non-foldable
    placeholders, and what the displays need to show them as elided weights."""

    text: str
    stripped: Mapping[str, weights.StrippedGlobal]


#: how messages name the llvm_mlir stage's step
LLVM_MLIR_WHAT = "the Linalg to LLVM dialect pipeline (in-process)"


def _to_llvm_dialect(source: Any) -> Any:
    """The llvm_mlir module from the Linalg-on-tensors module ``source`` (left as it is)."""
    from pytest_irlower.engines import llvm_dialect

    op = source.clone()
    llvm_dialect.lower_linalg_to_llvm(op, stage="llvm_mlir")
    return op


def _stripped(module: Any) -> tuple[Any, dict[str, weights.StrippedGlobal]]:
    """A clone of the llvm_mlir ``module`` with its large weights stripped (see
    engines/weights.py), and what was stripped."""
    from pytest_irlower.engines import weights

    op = module.clone()
    return op, weights.strip_weight_globals(op)


def _to_llvm_ir(
    module: Any, *, keep_weights: bool, timeout: float
) -> tuple[str, dict[str, weights.StrippedGlobal]]:
    """The llvm_mlir ``module`` translated to LLVM IR, its large weights stripped first
    unless kept: the text and what was stripped."""
    from pytest_irlower.engines import mlir

    if keep_weights:
        return mlir.translate_to_llvm_ir(module, stage="llvm_ir", timeout=timeout), {}
    op, stripped = _stripped(module)
    return mlir.translate_to_llvm_ir(op, stage="llvm_ir", timeout=timeout), stripped


def _translator(module: Any, timeout: float) -> Callable[[], str]:
    # a closure over the LLVM dialect module only: a cached stage must not reach the model
    from pytest_irlower.engines import mlir

    return lambda: mlir.translate_to_llvm_ir(module, stage="llvm_ir", timeout=timeout)


def _constant(text: str) -> Callable[[], str]:
    return lambda: text


class LLVM(ModelFamily):
    """The LLVM dialect, LLVM IR and GPU code of a PyTorch model."""

    name = "llvm"
    #: what its output depends on: the cross-run key and the session header read it
    environment = Environment(
        distributions=("torch", "torch-mlir", "triton", "ziglang"),
        executables=("mlir-opt", "mlir-translate", "opt", "llc", "clang"),
    )
    #: graph="forward"/"backward" reaches it through the torch-mlir family
    takes_graph = True
    Params = CodegenParams
    ir_types = (
        IRType(
            "llvm_mlir",
            "module",
            ".mlir",
            "mlir",
            "Linalg bufferized and converted to the LLVM dialect, in-process",
            after="linalg_on_tensors_mlir",
        ),
        IRType(
            "llvm_ir",
            "module",
            ".ll",
            "llvm",
            "the LLVM dialect translated to LLVM IR, in-process",
            after="llvm_mlir",
        ),
        IRType(
            "nvptx",
            "module",
            ".ptx",
            "ptx",
            "llvm_ir, opt -O2, llc -mtriple=nvptx64-nvidia-cuda (arch default sm_90)",
            after="llvm_ir",
            target="nvptx",
        ),
        IRType(
            "amdgpu",
            "module",
            ".amdgcn",
            "amdgcn",
            "llvm_ir, opt -O2, llc -mtriple=amdgcn-amd-amdhsa (arch default gfx942)",
            after="llvm_ir",
            target="amdgpu",
        ),
        IRType(
            "spirv",
            "module",
            ".spvasm",
            "spvasm",
            "llvm_ir, opt -O2, llc -mtriple=spirv64-unknown-unknown",
            after="llvm_ir",
            target="spirv",
        ),
    )

    def check_subject(self, request: Request) -> None:
        super().check_subject(request)
        passed = [n for n in CODEGEN_PARAMS if getattr(request.params, n) is not None]
        if passed and request.ir_type.target is None:
            codegen = ", ".join(t.name for t in self.ir_types if t.target is not None)
            raise UsageError(
                f"{', '.join(n + '=' for n in passed)} applies to {codegen} only, not "
                f"{request.ir_type.name!r}: it sets how their opt and llc stages run"
            )
        codegen_settings(request)

    def prepare(self, request: Request) -> Request:
        """The codegen settings in the request's keyword arguments (the session's filled
        in, values normalized), so the stage cache and the cross-run cache key on what
        will run; none for the IR types before code generation."""
        request = super().prepare(request)
        settings = dict.fromkeys(CODEGEN_PARAMS)
        if request.ir_type.target is not None:
            settings.update(codegen_settings(request).params())
        return replace(request, params=replace(request.params, **settings))

    def run_ahead(self, request: Request, row: IRType) -> mlir_child.Next | None:
        """The Linalg-to-LLVM pipeline and the translation to LLVM IR, run ahead in the
        child that builds the stage before them (see ``mlir_child.contained_module``)."""
        from pytest_irlower.engines import mlir, mlir_child

        if row.name == "llvm_mlir":
            return mlir_child.Next("llvm_mlir", LLVM_MLIR_WHAT, _to_llvm_dialect)
        if row.name == "llvm_ir":
            keep, timeout = request.options.keep_weights, request.options.timeout
            return mlir_child.Next(
                "llvm_ir",
                mlir.TRANSLATE_WHAT,
                functools.partial(_to_llvm_ir, keep_weights=keep, timeout=timeout),
                module=False,
            )
        return None

    def build_llvm_mlir(self, work: Work) -> Stage:
        from pytest_irlower.engines import mlir_child
        from pytest_irlower.families.mlir_stage import mlir_stage

        assert work.previous is not None
        source = work.previous.payload
        op = mlir_child.contained_module(
            _to_llvm_dialect,
            on=source,
            small=mlir_child.small_model(work.request.subject),
            stage="llvm_mlir",
            timeout=work.request.options.timeout,
            what=LLVM_MLIR_WHAT,
            contexts=(source.context,),
            then=work.ahead,
            source=source,
        )
        # the pipeline has steps of the plugin's own (engines/llvm_dialect.py) that no
        # mlir-opt has: `irlower stage` runs the same code on the saved linalg text
        return mlir_stage(
            work,
            op,
            keep_weights=work.request.options.keep_weights,
            command=STAGE_COMMAND.replace(" <", " --keep-weights <")
            if work.request.options.keep_weights
            else STAGE_COMMAND,
        )

    def build_llvm_ir(self, work: Work) -> Stage:
        from pytest_irlower.engines import mlir, mlir_child, weights

        assert work.previous is not None
        module = work.previous.payload
        # its reproduce command reads the llvm_mlir module with its weights: the small ones
        # the display shows are elided from the llvm_mlir stage's text
        previous = work.previous
        command_input = previous.full if previous.full is not None else previous.text
        keep = work.request.options.keep_weights
        timeout = work.request.options.timeout
        # weights stay out of translation and code generation (see engines/weights.py);
        # the full text is translated only if a pipeline or another family asks for it.
        # The child of the stages before may have translated it already.
        translated = mlir_child.ahead_result(
            module,
            "llvm_ir",
            timeout=timeout,
            command=mlir.TRANSLATE_COMMAND,
            input_ir=lambda: str((module if keep else _stripped(module)[0]).get_asm()),
        )
        if translated is None:
            translated = _to_llvm_ir(module, keep_weights=keep, timeout=timeout)
        text, stripped = translated
        if keep:
            return work.stage(
                text,
                payload=CodegenInput(text, {}),
                command=LLVM_IR_COMMAND.replace(" <", " --keep-weights <"),
                command_input=command_input,
            )
        display = norm.normalize_whitespace(weights.display_llvm_ir(text, stripped))
        return work.stage(
            text=display,
            full_text=_translator(module, timeout),
            payload=CodegenInput(weights.codegen_llvm_ir(text, stripped), stripped),
            command=LLVM_IR_COMMAND,
            command_input=command_input,
        )

    def _codegen(self, work: Work) -> list[Stage]:
        from pytest_irlower.engines import llvm as tools
        from pytest_irlower.engines import weights

        assert work.previous is not None
        request = work.request
        target = TARGETS[work.ir_type.target or ""]
        plan = tools.plan(target.name, request.toolchain)
        source_of = work.previous.payload
        source = (
            source_of.text if isinstance(source_of, CodegenInput) else work.previous.full_text()
        )
        stripped = source_of.stripped if isinstance(source_of, CodegenInput) else {}
        settings = codegen_settings(request)
        opt_stage = settings.opt_stage
        start = time.perf_counter()
        opt = tools.run_opt(
            plan.opt,
            source,
            target=target,
            arch=request.arch,
            level=f"-{settings.opt_level}",
            flags=settings.opt_flags,
            timeout=request.options.timeout,
            stage=opt_stage,
        )
        middle = time.perf_counter()
        asm = tools.run_llc(
            plan.llc,
            opt.text,
            target=target,
            arch=request.arch,
            level=settings.llc_level,
            timeout=request.options.timeout,
            stage=target.name,
        )
        end = time.perf_counter()
        keep = request.options.keep_weights
        shown_opt = opt.text if keep else weights.display_optimized(opt.text, stripped)
        optimized = work.stage(
            text=request.display(shown_opt, "llvm"),
            full_text=_constant(opt.text),
            name=opt_stage,
            syntax="llvm",
            engine=opt.engine,
            command=opt.command,
        )
        optimized.seconds = middle - start
        shown = request.display(asm.text)
        if not keep and target.name == "nvptx":
            shown = weights.display_ptx(shown, stripped)
        elif not keep and target.name == "amdgpu":
            shown = weights.display_amdgcn(shown, stripped)
        code = work.stage(
            text=shown, full_text=_constant(asm.text), engine=asm.engine, command=asm.command
        )
        code.seconds = end - middle
        return [optimized, code]

    def executable_stage(self, request: Request, stages: Sequence[Stage]) -> Stage | None:
        # llvm_ir is translated one to one from the LLVM dialect: running that is running it
        if request.ir_type.name not in ("llvm_mlir", "llvm_ir"):
            return None
        return next((s for s in stages if s.name == "llvm_mlir"), None)

    build_nvptx = _codegen
    build_amdgpu = _codegen
    build_spirv = _codegen

    def target_unavailable(self, target: str, toolchain: Toolchain) -> ToolchainMissing | None:
        from pytest_irlower.engines import llvm as tools

        try:
            tools.plan(target, toolchain)
        except ToolchainMissing as exc:
            return exc
        return None

    def header_lines(self, toolchain: Toolchain) -> list[str]:
        from pytest_irlower.engines import llvm as tools

        lines = []
        for name in TARGETS:
            try:
                lines.append("target " + tools.plan(name, toolchain).line())
            except ToolchainMissing as exc:
                lines.append(f"target {name}: none ({exc})")
        return lines


FAMILY = LLVM
