"""The :class:`Lowerer`: turns ``lower(subject, inputs, ir_type=...)`` into IR.

One Lowerer lives for a pytest session (or a CLI run). It dispatches by IR type
family to a chain and caches the per-model state of the PyTorch chain, so one
model lowered to several IR types shares its common stages. It never imports
pytest; heavy packages are imported by the chains on first use.
"""

from __future__ import annotations

import os
import sys
import sysconfig
import time
import weakref
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pytest_irlower.errors import UsageError
from pytest_irlower.irtypes import DEFAULT_IR_TYPE, IR_TYPES, get_ir_type
from pytest_irlower.result import LoweredIR
from pytest_irlower.toolchain import Toolchain

TARGETS = ("nvptx", "amdgpu", "spirv")  # see pytest_irlower.chains.targets (lazily imported)


@dataclass(frozen=True)
class LowerOptions:
    """Session-wide settings of a :class:`Lowerer`."""

    default_ir_type: str = DEFAULT_IR_TYPE
    #: keep weights in the text instead of eliding them
    keep_weights: bool = False
    #: keep source locations (paths made relative) instead of dropping them
    keep_locations: bool = False
    #: seconds a child process (raw_ir PyTorch code) may run
    timeout: float = 120.0
    #: the project root: relative paths in IR are relative to it
    rootdir: str = field(default_factory=os.getcwd)

    def path_roots(self) -> tuple[tuple[str, str], ...]:
        """Absolute prefixes that are written as placeholders in IR text."""
        roots = [(self.rootdir, ".")]
        for key in ("purelib", "platlib"):
            path = sysconfig.get_paths().get(key)
            if path:
                roots.append((path, "<site-packages>"))
        roots.append((sys.prefix, "<prefix>"))
        return tuple(dict.fromkeys(roots))


def args_key(args: tuple[Any, ...]) -> tuple[Any, ...]:
    """What of a kernel's arguments decides its compile: tensor dtype and alignment, values."""
    key: list[Any] = []
    for value in args:
        if hasattr(value, "dtype") and hasattr(value, "data_ptr"):
            key.append(("tensor", str(value.dtype), value.data_ptr() % 16 == 0))
        elif isinstance(value, int) and not isinstance(value, bool):
            key.append(
                ("int", value if value in (0, 1) else (value % 16 == 0, value.bit_length() > 31))
            )
        else:
            key.append(("value", repr(value)))
    return tuple(key)


def normalize_target(name: str) -> str:
    """Our name for a target (``nvptx64`` -> ``nvptx``); unknown names list the valid ones."""
    from pytest_irlower.chains import targets

    return targets.normalize_target(name)


def default_arch(target: str) -> str | None:
    """``sm_90`` for nvptx, ``gfx942`` for amdgpu, None for spirv."""
    from pytest_irlower.chains import targets

    return targets.TARGETS[target].default_arch


class Lowerer:
    """Lowers subjects to IR, sharing work between calls on the same model."""

    def __init__(
        self, options: LowerOptions | None = None, toolchain: Toolchain | None = None
    ) -> None:
        self.options = options or LowerOptions()
        self.toolchain = toolchain or Toolchain()
        # Triton compiles: key -> (kernel, Compiled); one compile serves every Triton IR type
        self._kernels: dict[Any, tuple[Any, Any]] = {}
        # model -> {(input signature, state signature): ModelLowering}
        self._models: weakref.WeakKeyDictionary[Any, dict[Any, Any]] = weakref.WeakKeyDictionary()

    def lower(
        self,
        subject: Any,
        example_inputs: Any = (),
        *,
        ir_type: str | None = None,
        target: str | None = None,
        arch: str | None = None,
        pipeline: str | Sequence[str] | None = None,
        language: str | None = None,
        signature: Mapping[str, str] | None = None,
        launch: bool = False,
        grid: Any = None,
        compile_options: Mapping[str, Any] | None = None,
    ) -> LoweredIR:
        """Lower ``subject`` to ``ir_type`` (see CONTRACT.md) and return the IR.

        For a Triton kernel: ``signature`` overrides the inferred parameter types,
        ``compile_options`` are Triton's (``num_warps``...), and ``launch=True`` takes
        the stages from a real launch on ``grid`` (default ``(1,)``) instead.
        """
        if target is not None:
            target = normalize_target(target)
        from pytest_irlower.chains import triton as triton_chain

        if triton_chain.is_kernel(subject):
            result = self._triton(
                subject,
                example_inputs,
                ir_type,
                target,
                arch,
                signature=signature,
                launch=launch,
                grid=grid,
                compile_options=compile_options,
            )
            return self._with_pipeline(result, pipeline, dict(result.stages))
        if signature is not None or launch or grid is not None or compile_options is not None:
            raise UsageError(
                "signature=, launch=, grid= and compile_options= apply to Triton kernels only"
            )
        if ir_type is None:
            ir_type = target or self.options.default_ir_type
        spec = get_ir_type(ir_type)
        if spec.family == "triton":
            raise UsageError(
                f"ir_type {spec.name!r} lowers a triton.JITFunction (a @triton.jit kernel), "
                f"got {type(subject).__name__}"
            )
        if spec.family == "target":
            if target is not None and target != spec.name:
                raise UsageError(f"ir_type {spec.name!r} does not match target {target!r}")
            target = spec.name
        if target is not None and arch is None:
            arch = default_arch(target)
        if language is not None and spec.family != "raw":
            raise UsageError(f"language= applies to ir_type='raw_ir' only, not {spec.name!r}")
        stages: dict[str, str]
        timings: dict[str, float]
        engines: dict[str, str] = {}
        commands: dict[str, str] = {}
        if spec.family == "raw":
            start = time.perf_counter()
            stages = {"raw_ir": self._raw(subject, language)}
            timings = {"raw_ir": time.perf_counter() - start}
        elif spec.family == "target":
            assert target is not None
            self._check_module(subject, spec.name)
            stages, timings, engines, commands = self.model_lowering(
                subject, example_inputs
            ).lower_to_target(target, arch, self.toolchain, self.options.timeout)
        else:
            stages, timings = self._torch(subject, example_inputs, spec.name)
        final = stages[next(reversed(stages))]
        result = LoweredIR(
            final,
            ir_type=spec.name,
            target=target,
            arch=arch,
            stages=stages,
            timings=timings,
            engines=engines,
            commands=commands,
        )
        if pipeline is None:
            return result
        if spec.family == "raw":
            start_text = str(subject) if language in (None, "mlir") else final
        else:
            lowering = self.model_lowering(subject, example_inputs)
            start_text = lowering.full_text(next(reversed(stages)))
        return self._with_pipeline(result, pipeline, {"": start_text})

    def _with_pipeline(
        self,
        result: LoweredIR,
        pipeline: str | Sequence[str] | None,
        full: Mapping[str, str],
    ) -> LoweredIR:
        """Run a custom pipeline after the built-in chain; every stage lands in ``.stages``."""
        if pipeline is None:
            return result
        from pytest_irlower import pipeline as pipe
        from pytest_irlower.normalize import display_text

        text = full.get("", full.get(list(result.stages)[-1], str(result)))
        stages, timings = dict(result.stages), dict(result.timings)
        engines, commands = dict(result.engines), dict(result.commands)
        for stage in pipe.parse(pipeline):
            if stage.text in stages:
                raise UsageError(
                    f"pipeline stage {stage.text!r} appears twice; stage names are "
                    "their command lines and must be unique"
                )
            out = pipe.run_stage(stage, text, self.toolchain, timeout=self.options.timeout)
            text = out.text
            stages[stage.text] = display_text(text, keep_weights=self.options.keep_weights)
            timings[stage.text] = out.seconds
            engines[stage.text] = out.engine
            commands[stage.text] = out.command
        return LoweredIR(
            stages[next(reversed(stages))],
            ir_type=result.ir_type,
            target=result.target,
            arch=result.arch,
            stages=stages,
            timings=timings,
            artifacts=result.artifacts,
            engines=engines,
            commands=commands,
        )

    def model_lowering(self, model: Any, example_inputs: Any = ()) -> Any:
        """The shared ``ModelLowering`` of a model and its inputs (built on first use)."""
        from pytest_irlower.chains import pytorch

        inputs = pytorch.as_input_tuple(example_inputs)
        key = (pytorch.input_signature(inputs), pytorch.state_signature(model))
        per_model = self._models.setdefault(model, {})
        if key not in per_model:
            per_model[key] = pytorch.ModelLowering(model, inputs, self._text_options())
        return per_model[key]

    def _text_options(self) -> Any:
        from pytest_irlower.chains.pytorch import TextOptions

        return TextOptions(
            keep_weights=self.options.keep_weights,
            keep_locations=self.options.keep_locations,
            path_roots=self.options.path_roots(),
        )

    @staticmethod
    def _check_module(model: Any, ir_type: str) -> None:
        from pytest_irlower.chains import pytorch

        pytorch.check_module(model, ir_type)

    def _torch(
        self, model: Any, example_inputs: Any, ir_type: str
    ) -> tuple[dict[str, str], dict[str, float]]:
        self._check_module(model, ir_type)
        result: tuple[dict[str, str], dict[str, float]] = self.model_lowering(
            model, example_inputs
        ).lower(ir_type)
        return result

    def _triton(
        self,
        kernel: Any,
        example_inputs: Any,
        ir_type: str | None,
        target: str | None,
        arch: str | None,
        *,
        signature: Mapping[str, str] | None,
        launch: bool,
        grid: Any,
        compile_options: Mapping[str, Any] | None,
    ) -> LoweredIR:
        from pytest_irlower.chains import triton as triton_chain

        if ir_type is None:
            ir_type = f"triton_{target}" if target in ("nvptx", "amdgpu") else "triton_ir"
        spec = get_ir_type(ir_type)
        if spec.family != "triton":
            valid = ", ".join(n for n, t in IR_TYPES.items() if t.family == "triton")
            raise UsageError(
                f"a Triton kernel lowers to the Triton IR types ({valid}), not {spec.name!r}"
            )
        implied = {"triton_nvptx": "nvptx", "triton_amdgpu": "amdgpu"}.get(spec.name)
        if implied and target is not None and target != implied:
            raise UsageError(f"ir_type {spec.name!r} does not match target {target!r}")
        target = implied or target or "nvptx"
        from pytest_irlower.chains.pytorch import as_input_tuple

        args = as_input_tuple(example_inputs)
        start = time.perf_counter()
        if launch:
            target, compiled = triton_chain.compile_by_launch(
                kernel,
                args,
                grid=grid,
                compile_options=compile_options,
                keep_locations=self.options.keep_locations,
            )
            if spec.name not in triton_chain.STAGE_ORDER[target]:
                raise UsageError(f"the GPU here is for {target}; it cannot give {spec.name!r}")
        else:
            arch = arch or default_arch(target)
            key = (
                id(kernel),
                repr(args_key(args)),
                target,
                arch,
                repr(sorted((signature or {}).items())),
                repr(sorted((compile_options or {}).items())),
            )
            cached = self._kernels.get(key)
            if cached is None or cached[0] is not kernel:
                cached = (
                    kernel,
                    triton_chain.compile_ahead_of_time(
                        kernel,
                        args,
                        target,
                        arch,
                        signature=signature,
                        compile_options=compile_options,
                        keep_locations=self.options.keep_locations,
                    ),
                )
                self._kernels[key] = cached
            compiled = cached[1]
        seconds = time.perf_counter() - start
        order = triton_chain.STAGE_ORDER[target]
        stages = {
            name: triton_chain.normalize_stage(
                name,
                compiled.stages[name],
                keep_locations=self.options.keep_locations,
                path_roots=self.options.path_roots(),
            )
            for name in order[: order.index(spec.name) + 1]
        }
        return LoweredIR(
            stages[spec.name],
            ir_type=spec.name,
            target=target,
            arch=arch,
            stages=stages,
            timings={name: seconds for name in stages},
            artifacts=compiled.artifacts,
            engines={
                name: "triton (launch)" if launch else "triton (ahead of time)" for name in stages
            },
        )

    def _raw(self, source: Any, language: str | None) -> str:
        from pytest_irlower.chains import raw

        return raw.lower_raw(
            source,
            language=language,
            keep_weights=self.options.keep_weights,
            timeout=self.options.timeout,
            cwd=self.options.rootdir,
            path_roots=self.options.path_roots(),
        )
