"""Stand-ins for ``mlir-opt``, ``mlir-translate``, ``opt`` and ``llc`` when no executable is
found: a custom pipeline's stage (``pytest_irlower/lowering/pipeline.py``) runs on them.

``mlir-opt`` and ``mlir-translate`` run in-process on torch-mlir's MLIR (in a forked child:
MLIR aborts on some input); ``opt`` and ``llc`` run on the packaged LLVMs (ziglang's clang,
Triton's LLVM), for the flags those engines support. A flag or pass no stand-in knows is a
:class:`~pytest_irlower.errors.UsageError` naming it. A stage reaches here as plain values:
its tool, its arguments and its name (the command line as written).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from pytest_irlower.errors import LoweringError, UsageError
from pytest_irlower.runtime.toolchain import Toolchain
from pytest_irlower.text.targets import TARGETS, Target

#: tools with an in-process or packaged engine when no executable is found
FALLBACKS = ("mlir-opt", "mlir-translate", "opt", "llc")

_PASS_FLAG = re.compile(r"^--?([a-z][a-z0-9-]*)(?:=(.*))?$")


def target_of(args: Sequence[str]) -> Target | None:
    """The GPU target an ``-mtriple=`` among ``args`` names (None: none, or unknown)."""
    for arg in args:
        if arg.startswith(("-mtriple=", "--mtriple=")):
            triple = arg.split("=", 1)[1]
            return next(
                (
                    t
                    for t in TARGETS.values()
                    if t.triple == triple or triple.split("-")[0] == t.llvm_name
                ),
                None,
            )
    return None


def mlir_opt_pipeline(args: Sequence[str]) -> str:
    """``mlir-opt`` flags as one ``--pass-pipeline`` string (unsupported flags raise)."""
    return "builtin.module(" + ",".join(mlir_opt_passes(args)) + ")"


def mlir_opt_passes(args: Sequence[str]) -> list[str]:
    """``mlir-opt`` flags as top-level pass pipeline elements, in order."""
    passes: list[str] = []
    for arg in args:
        match = _PASS_FLAG.match(arg)
        if not match:
            raise UsageError(f"mlir-opt (in-process): unsupported argument {arg!r}")
        name, value = match.group(1), match.group(2)
        if name == "pass-pipeline":
            if not value:
                raise UsageError("mlir-opt (in-process): --pass-pipeline needs a value")
            inner = value.strip().strip("'\"")
            body = re.fullmatch(r"builtin\.module\((.*)\)", inner, re.S)
            passes.append(body.group(1) if body else inner)
        elif name in ("o", "mlir-print-debuginfo", "allow-unregistered-dialect"):
            raise UsageError(f"mlir-opt (in-process): unsupported flag --{name}")
        else:
            options = value.strip("'\"") if value else ""
            passes.append(f"{name}{{{options}}}" if options else name)
    return passes


def run(
    tool: str,
    args: Sequence[str],
    text: str,
    *,
    stage: str,
    toolchain: Toolchain,
    timeout: float,
) -> tuple[str, str]:
    """Run ``tool`` (one of :data:`FALLBACKS`) with ``args`` on ``text``: its output and
    the engine that ran it. ``stage``: the stage's name, for errors."""
    from pytest_irlower.runtime.contain.child import contained

    if tool not in ("mlir-opt", "mlir-translate"):
        return _llvm_tool(tool, args, text, stage=stage, toolchain=toolchain, timeout=timeout)
    step = _mlir_opt if tool == "mlir-opt" else _mlir_translate
    # in a forked child: MLIR aborts or segfaults on some input, and cannot be interrupted
    return contained(
        lambda: step(stage, text, args),
        stage=stage,
        timeout=timeout,
        what=f"{tool} (in-process)",
        command=f"{stage} < input",
        input_ir=lambda: text,
    )


def _mlir_opt(stage: str, text: str, args: Sequence[str]) -> tuple[str, str]:
    from pytest_irlower.engines import mlir

    passes = mlir_opt_passes(args)
    module = mlir.parse_module(text, stage=stage)
    # torch-mlir's own passes are registered with its dialect's extension (torch_mlir.fx
    # would import torch too: seconds in a child forked from a process without it)
    import torch_mlir.dialects.torch  # noqa: F401
    from torch_mlir import ir
    from torch_mlir.passmanager import PassManager

    with module.context:
        try:
            PassManager.parse("builtin.module(" + ",".join(passes) + ")")
        except (ValueError, ir.MLIRError) as exc:
            raise LoweringError(stage, f"mlir-opt (in-process): {exc}") from None
    for element in passes:
        # one pass at a time, so a pass anchored on functions can be nested as mlir-opt
        # nests it implicitly; only a pass MLIR refuses to schedule on the module is
        # nested (nesting a module-only pass would abort the process)
        try:
            mlir.run_pipeline(
                module.operation, f"builtin.module({element})", stage=stage, input_text=text
            )
        except LoweringError as exc:
            if "unable to schedule pass" not in exc.detail:
                raise
            mlir.run_pipeline(
                module.operation,
                f"builtin.module(func.func({element}))",
                stage=stage,
                input_text=text,
            )
    info = mlir.torch_mlir_info()
    return str(module.operation.get_asm()), f"mlir-opt in-process (torch-mlir {info.version})"


def _mlir_translate(stage: str, text: str, args: Sequence[str]) -> tuple[str, str]:
    from pytest_irlower.engines import mlir

    if list(args) != ["--mlir-to-llvmir"] and list(args) != ["-mlir-to-llvmir"]:
        raise UsageError(
            f"mlir-translate (in-process) supports only --mlir-to-llvmir, got {' '.join(args)!r}"
        )
    module = mlir.parse_module(text, stage=stage)
    info = mlir.torch_mlir_info()
    from pytest_irlower.runtime.contain.child import already_contained

    with already_contained():
        translated = mlir.translate_to_llvm_ir(module.operation, stage=stage)
    return (
        translated,
        f"mlir-translate in-process (torch-mlir {info.version})",
    )


def _llvm_tool(
    tool: str,
    args: Sequence[str],
    text: str,
    *,
    stage: str,
    toolchain: Toolchain,
    timeout: float,
) -> tuple[str, str]:
    """``opt -O<n>`` and ``llc -mtriple=... -mcpu=...`` on the packaged LLVMs."""
    from pytest_irlower.engines import llvm

    level, cpu, has_triple = "-O2", None, False
    for arg in args:
        if re.fullmatch(r"-O[0-3]", arg):
            level = arg
        elif arg.startswith(("-mtriple=", "--mtriple=")):
            has_triple = True
        elif arg.startswith(("-mcpu=", "--mcpu=", "-march=")):
            cpu = arg.split("=", 1)[1]
        elif arg in ("-S", "-o", "-") or arg.startswith(("--spirv-ext=", "-spirv-ext=")):
            continue
        else:
            raise UsageError(f"{tool} (packaged LLVM engine): unsupported flag {arg!r}")
    target = target_of(args)
    if has_triple and target is None:
        raise UsageError(
            f"{tool} (packaged LLVM engine): no code generator for {args!r}; "
            f"supported: {', '.join('-mtriple=' + t.triple for t in TARGETS.values())}"
        )
    if tool == "opt":
        engine = llvm.opt_engine(toolchain, target)
        if engine is None:
            raise _packaged_missing(toolchain, "opt")
        ran = llvm.run_opt(
            engine, text, target=target, arch=cpu, level=level, timeout=timeout, stage=stage
        )
        return ran.text, f"{engine.description} as opt {level}"
    if target is None:
        raise UsageError("llc (packaged LLVM engine) needs -mtriple=")
    engine = llvm.llc_engine(toolchain, target)
    if engine is None:
        raise _packaged_missing(toolchain, "llc")
    ran = llvm.run_llc(
        engine,
        text,
        target=target,
        arch=cpu or target.default_arch,
        timeout=timeout,
        stage=stage,
    )
    return ran.text, f"{engine.description} as llc"


def _packaged_missing(toolchain: Toolchain, tool: str) -> Any:
    from pytest_irlower.errors import ToolchainMissing

    return ToolchainMissing(
        tool,
        toolchain.looked_for(tool) + "; packaged engine (ziglang's clang, with Triton's "
        "LLVM writing its bitcode, or Triton's LLVM for NVPTX/AMDGPU): not installed",
        f"put {tool} on PATH, or pip install 'pytest-irlower[gpu]' (ziglang, triton 3.9)",
    )
