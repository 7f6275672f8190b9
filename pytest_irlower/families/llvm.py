"""LLVM and GPU targets from a PyTorch model: the LLVM dialect, LLVM IR, then
``opt -O2`` and ``llc`` for NVPTX, AMDGPU and SPIR-V.

The chain starts from the torch-mlir family's Linalg-on-tensors module. Code
generation runs on the LLVM IR with every weight in it and is cached per model,
target and arch.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pytest_irlower import normalize as norm
from pytest_irlower.engines import llvm as tools
from pytest_irlower.engines import llvm_dialect, mlir, weights
from pytest_irlower.errors import ToolchainMissing
from pytest_irlower.families.torch_export import ModelFamily
from pytest_irlower.families.torch_mlir import mlir_stage
from pytest_irlower.family import IRType, Request, Stage, Work
from pytest_irlower.targets import TARGETS
from pytest_irlower.toolchain import Toolchain

OPT_STAGE = "opt -O2"


@dataclass(frozen=True)
class CodegenInput:
    """What code generation reads: LLVM IR with large weights as non-foldable
    placeholders, and what the displays need to show them as elided weights."""

    text: str
    stripped: Mapping[str, weights.StrippedGlobal]


def _translator(module: Any, timeout: float) -> Callable[[], str]:
    # a closure over the LLVM dialect module only: a cached stage must not reach the model
    return lambda: mlir.translate_to_llvm_ir(module, stage="llvm_ir", timeout=timeout)


def _constant(text: str) -> Callable[[], str]:
    return lambda: text


class LLVM(ModelFamily):
    """The LLVM dialect, LLVM IR and GPU code of a PyTorch model."""

    name = "llvm"
    #: graph="forward"/"backward" reaches it through the torch-mlir family
    takes_graph = True
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

    def build_llvm_mlir(self, work: Work) -> Stage:
        assert work.previous is not None
        source = work.previous.payload

        def lower() -> Any:
            op = source.clone()
            llvm_dialect.lower_linalg_to_llvm(op, stage="llvm_mlir")
            return op

        op = mlir.contained_module(
            lower,
            stage="llvm_mlir",
            timeout=work.request.options.timeout,
            what="the Linalg to LLVM dialect pipeline (in-process)",
            contexts=(source.context,),
        )
        return mlir_stage(work, op, keep_weights=work.request.options.keep_weights)

    def build_llvm_ir(self, work: Work) -> Stage:
        assert work.previous is not None
        module = work.previous.payload
        if work.request.options.keep_weights:
            text = mlir.translate_to_llvm_ir(
                module, stage="llvm_ir", timeout=work.request.options.timeout
            )
            return work.stage(text, payload=CodegenInput(text, {}))
        # weights stay out of translation and code generation (see engines/weights.py);
        # the full text is translated only if a pipeline or another family asks for it
        stripped_op = module.clone()
        stripped = weights.strip_weight_globals(stripped_op)
        text = mlir.translate_to_llvm_ir(
            stripped_op, stage="llvm_ir", timeout=work.request.options.timeout
        )
        display = norm.normalize_whitespace(weights.display_llvm_ir(text, stripped))
        return work.stage(
            text=display,
            full_text=_translator(module, work.request.options.timeout),
            payload=CodegenInput(weights.codegen_llvm_ir(text, stripped), stripped),
        )

    def _codegen(self, work: Work) -> list[Stage]:
        assert work.previous is not None
        request = work.request
        target = TARGETS[work.ir_type.target or ""]
        plan = tools.plan(target.name, request.toolchain)
        source_of = work.previous.payload
        source = (
            source_of.text if isinstance(source_of, CodegenInput) else work.previous.full_text()
        )
        stripped = source_of.stripped if isinstance(source_of, CodegenInput) else {}
        start = time.perf_counter()
        opt = tools.run_opt(
            plan.opt,
            source,
            target=target,
            arch=request.arch,
            timeout=request.options.timeout,
            stage=OPT_STAGE,
        )
        middle = time.perf_counter()
        asm = tools.run_llc(
            plan.llc,
            opt.text,
            target=target,
            arch=request.arch,
            timeout=request.options.timeout,
            stage=target.name,
        )
        end = time.perf_counter()
        keep = request.options.keep_weights
        shown_opt = opt.text if keep else weights.display_optimized(opt.text, stripped)
        optimized = work.stage(
            text=request.display(shown_opt, "llvm"),
            full_text=_constant(opt.text),
            name=OPT_STAGE,
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
        try:
            tools.plan(target, toolchain)
        except ToolchainMissing as exc:
            return exc
        return None

    def header_lines(self, toolchain: Toolchain) -> list[str]:
        lines = []
        for name in TARGETS:
            try:
                lines.append("target " + tools.plan(name, toolchain).line())
            except ToolchainMissing as exc:
                lines.append(f"target {name}: none ({exc})")
        return lines


FAMILY = LLVM
