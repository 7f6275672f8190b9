"""Triton kernels launched on the GPU: :func:`compile_by_launch` (``launch=True``) runs the
kernel with a fresh private cache directory and in-memory caches cleared and takes every
stage from the compiled kernel the launch returns; :class:`KernelRunner` launches it again
for ``LoweredIR.run`` / ``check_numerics``.
"""

from __future__ import annotations

import warnings
from collections.abc import Mapping
from typing import Any

from pytest_irlower.checks.numerics import Runner
from pytest_irlower.engines.triton_compile import (
    Compiled,
    failing_stage,
    from_asm,
    line_info,
    private_cache,
    require_triton,
    triton_message,
)
from pytest_irlower.engines.triton_kernels import is_autotuner, unwrap
from pytest_irlower.engines.triton_resolve import resolve_call
from pytest_irlower.errors import LoweringError, ToolchainMissing, UsageError


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
    fn, _ = unwrap(kernel)
    env = {"TRITON_ALWAYS_COMPILE": "1", **line_info(keep_locations)}
    with private_cache(**env), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        fn.device_caches.clear()  # the in-memory cache would skip the compile
        try:
            ran, details = launch(kernel, args, grid, compile_options, config, target=target)
        finally:
            fn.device_caches.clear()
    compiled = from_asm(ran.asm, target)
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

    fn, layers = unwrap(kernel)
    try:
        if config is not None or not any(is_autotuner(x) for x in layers):
            resolved = resolve_call(kernel, args, compile_options, config, grid=grid)
            details = dict(resolved.details)
            ran = fn[grid](*resolved.args, **resolved.call_kwargs)
        else:
            ran = kernel[grid](*args, **dict(compile_options or {}))
            chosen = [str(layer.best_config) for layer in layers if is_autotuner(layer)]
            details = {"autotune": {"chosen_by": "the autotuner (benchmarked)", "config": chosen}}
        torch.cuda.synchronize()
    except UsageError:
        raise
    except Exception as exc:
        raise LoweringError(failing_stage(exc, target), triton_message(exc)) from exc
    return ran, details


class KernelRunner(Runner):
    """Launches a Triton kernel again, as ``lower(..., launch=True)`` launched it, on
    copies of the arguments; the outputs are every tensor argument after the launch.

    The reference is called the same way, on its own copies, and writes its results
    into its output arguments (its return value is ignored); every tensor argument is
    compared, so a kernel that writes into an input is caught too. The kernel is held
    for as long as the runner (the ``LoweredIR``) lives. GPU work runs in this process
    (CUDA does not survive a fork): a launch is bounded by ``irlower_timeout`` only where
    it returns to Python.
    """

    def __init__(
        self,
        ir_type: str,
        kernel: Any,
        *,
        grid: Any,
        compile_options: Mapping[str, Any] | None,
        config: Any,
        timeout: float,
        launched: bool,
    ) -> None:
        self.ir_type = ir_type
        self._kernel = kernel
        self._grid = grid
        self._options = dict(compile_options or {})
        self._config = config
        self._timeout = timeout
        self._launched = launched
        fn, _ = unwrap(kernel)
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

        from pytest_irlower.runtime.contain.timelimit import time_limit

        if not self._launched:
            raise UsageError(
                f"{self.ir_type} of a Triton kernel runs only when lowered with launch=True "
                "(and grid=): the kernel is then compiled for, and run on, this GPU"
            )
        kernel = self._kernel
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
