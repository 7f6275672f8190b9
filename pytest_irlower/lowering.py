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
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from pytest_irlower.errors import UsageError
from pytest_irlower.irtypes import DEFAULT_IR_TYPE, get_ir_type
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
    ) -> LoweredIR:
        """Lower ``subject`` to ``ir_type`` (see CONTRACT.md) and return the IR."""
        if target is not None:
            target = normalize_target(target)
        if ir_type is None:
            ir_type = target or self.options.default_ir_type
        spec = get_ir_type(ir_type)
        if spec.family == "target":
            if target is not None and target != spec.name:
                raise UsageError(f"ir_type {spec.name!r} does not match target {target!r}")
            target = spec.name
        if target is not None and arch is None:
            arch = default_arch(target)
        if pipeline is not None:
            raise UsageError(
                "pipeline= is not available in this version of pytest-irlower "
                "(custom tool pipelines are tracked as issue 7)"
            )
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
        return LoweredIR(
            final,
            ir_type=spec.name,
            target=target,
            arch=arch,
            stages=stages,
            timings=timings,
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
