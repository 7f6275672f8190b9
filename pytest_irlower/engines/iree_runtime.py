"""What ``iree-compile`` wrote, run by IREE's runtime (``iree-base-runtime``, the
``[iree]`` extra): ``LoweredIR.run``/``check_numerics`` of the IREE family, and saved
runs checked later on another machine.

The program (a ``.vmfb``) runs on the HAL driver of the target it was compiled for:
``local-task`` (the CPU) without a target, ``cuda`` for ``nvptx``, ``hip`` for ``amdgpu``,
``vulkan`` for ``spirv``. Each call runs in a child process: a program that crashes
costs one test, one that hangs is stopped at ``irlower_timeout``. On the CPU the child is
forked (:func:`pytest_irlower.runtime.contain.child.contained`); a GPU driver runs in a fresh Python
(``python -m pytest_irlower.engines.iree_runtime invoke``), since a child forked after
its parent has used the GPU (a Triton launch, a PTX load, torch's CUDA) cannot open it:
CUDA's rule, measured on an H100 ("Could not create device" in every forked child).

A saved run (:func:`save`) is a folder: ``module.vmfb``, ``inputs.npz``,
``expected.npz`` (the reference's outputs, computed where it was saved) and
``run.json`` (driver, dtypes, labels, tolerances). :func:`check_saved` runs it and
compares, as ``check_numerics`` does; it needs the runtime, numpy and torch, not the
compiler, torch-mlir or the model::

    python -m pytest_irlower.engines.iree_runtime check FOLDER [--driver cuda]
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from pytest_irlower.checks.numerics import Runner
from pytest_irlower.engines.model_runner import ModelRunner
from pytest_irlower.engines.signature import check_inputs, main_signature, parse_signature
from pytest_irlower.errors import LoweringError, NumericMismatch, ToolchainMissing, UsageError

DRIVERS = {None: "local-task", "nvptx": "cuda", "amdgpu": "hip", "spirv": "vulkan"}
DISTRIBUTION = "iree-base-runtime"
INSTALL_HINT = "pip install 'pytest-irlower[iree]'"
#: torch-mlir names the model's function ``main``; IREE names the module ``module``
FUNCTION = "main"
FORMAT = 1
#: drivers whose programs run in a fresh process, not a forked child (see the module text)
FRESH_PROCESS_DRIVERS = ("cuda", "hip", "vulkan")
#: this module, as ``python -m`` runs it (``__name__`` is ``__main__`` under ``-m``)
MODULE = "pytest_irlower.engines.iree_runtime"
#: element types the CPU engine runs and IREE's runtime cannot: its HAL has complex
#: element types of f32 and f64 parts only
NO_ELEMENT_TYPES = frozenset({"complex<f16>"})
#: the exit status of ``invoke`` for a usage error (a driver that cannot open)
USAGE_EXIT = 3


def require_runtime() -> None:
    """Raise :class:`ToolchainMissing` when IREE's runtime cannot be imported."""
    try:
        import iree.runtime  # noqa: F401
    except ImportError as exc:
        raise ToolchainMissing(
            "IREE's runtime", f"'import iree.runtime' failed ({exc})", INSTALL_HINT
        ) from None


def invoke(vmfb: bytes, driver: str, inputs: Sequence[Any]) -> list[Any]:
    """``main`` of the program on ``driver``, on numpy ``inputs``; its outputs as numpy
    arrays. Run it in a child: a crashing program takes its process with it."""
    import iree.runtime as rt
    import numpy as np

    try:
        config = rt.Config(driver)
    except (RuntimeError, ValueError) as exc:
        raise UsageError(
            f"IREE's runtime cannot open the {driver!r} driver here ({exc}); drivers this "
            f"runtime has: {', '.join(rt.query_available_drivers())}"
        ) from None
    context = rt.SystemContext(config=config)
    context.add_vm_module(rt.VmModule.copy_buffer(context.instance, vmfb))
    result = context.modules.module[FUNCTION](*inputs)
    values = result if isinstance(result, (tuple, list)) else [result]
    return [np.asarray(value.to_host() if hasattr(value, "to_host") else value) for value in values]


def run(
    vmfb: bytes, driver: str, inputs: Sequence[Any], *, stage: str, timeout: float
) -> list[Any]:
    """:func:`invoke` in a forked child, under ``timeout``; a crash or a hang is a
    :class:`LoweringError` of ``stage``."""
    from pytest_irlower.runtime.contain.child import contained

    require_runtime()
    command = f"iree-run-module --device={driver} --module=module.vmfb --function={FUNCTION}"
    if driver.split(":", 1)[0] in FRESH_PROCESS_DRIVERS:
        return _run_fresh(vmfb, driver, inputs, stage=stage, timeout=timeout, command=command)
    return contained(
        lambda: invoke(vmfb, driver, list(inputs)),
        stage=stage,
        timeout=timeout,
        what=f"IREE's runtime ({driver})",
        command=command,
    )


def _run_fresh(
    vmfb: bytes, driver: str, inputs: Sequence[Any], *, stage: str, timeout: float, command: str
) -> list[Any]:
    """:func:`invoke` in a fresh Python (``invoke FOLDER``): the program and inputs go in
    a private folder, the outputs come back in it."""
    import tempfile

    import numpy as np

    from pytest_irlower.errors import condense
    from pytest_irlower.runtime.process import ProcessTimeout
    from pytest_irlower.runtime.process import run as run_process

    what = f"IREE's runtime ({driver})"
    with tempfile.TemporaryDirectory(prefix="irlower-iree-") as tmp:
        folder = Path(tmp)
        (folder / "module.vmfb").write_bytes(vmfb)
        np.savez(folder / "inputs.npz", *inputs)
        argv = [sys.executable, "-m", MODULE, "invoke", tmp, "--driver", driver]
        try:
            done = run_process(argv, timeout=timeout)
        except ProcessTimeout:
            raise LoweringError(
                stage,
                f"{what} did not finish within {timeout:g} s (irlower_timeout)",
                command=command,
                transient=True,
            ) from None
        stderr = done.stderr.decode("utf-8", errors="replace")
        if done.returncode == USAGE_EXIT:
            raise UsageError(stderr.strip().removeprefix("error: "))
        if done.returncode != 0:
            how = (
                f"was killed by signal {-done.returncode}"
                if done.returncode < 0
                else f"exited with status {done.returncode}"
            )
            raise LoweringError(
                stage, f"{what} {how}; its stderr:\n" + condense(stderr), command=command
            )
        return _arrays(folder / "outputs.npz")


def to_numpy(tensors: Sequence[Any]) -> list[Any]:
    """CPU tensors as numpy arrays. bfloat16 has no numpy dtype of its own: it goes as
    ``ml_dtypes.bfloat16`` (the package IREE's runtime itself uses for it), bit for bit."""
    out = []
    for tensor in tensors:
        if str(tensor.dtype) == "torch.bfloat16":
            out.append(_bfloat16_array(tensor))
            continue
        out.append(tensor.numpy())
    return out


def _bfloat16_array(tensor: Any) -> Any:
    import torch

    try:
        import ml_dtypes
    except ImportError:
        raise UsageError(
            "IREE's runtime takes numpy arrays, and a bfloat16 input needs ml_dtypes for "
            "that (it comes with iree-base-runtime): 'import ml_dtypes' failed"
        ) from None
    bits = tensor.contiguous().view(torch.int16).numpy()
    return bits.view(ml_dtypes.bfloat16)


def to_torch(arrays: Sequence[Any], dtypes: Sequence[str]) -> tuple[Any, ...]:
    """numpy outputs as torch tensors of the model's dtypes (``bool`` comes back as i8;
    bfloat16 as an ``ml_dtypes.bfloat16`` array, which torch cannot take: its bits are
    reinterpreted)."""
    import torch

    out = []
    for array, dtype in zip(arrays, dtypes, strict=False):
        if array.dtype.name == "bfloat16":
            tensor = torch.from_numpy(array.view("int16").copy()).view(torch.bfloat16)
        else:
            tensor = torch.from_numpy(array.copy())
        wanted = getattr(torch, dtype, None)
        if wanted is not None and tensor.dtype != wanted:
            tensor = tensor.to(wanted)
        out.append(tensor)
    return tuple(out)


# -- saved runs ---------------------------------------------------------------------------


def save(
    folder: str | os.PathLike[str],
    vmfb: bytes,
    *,
    driver: str,
    inputs: Sequence[Any],
    expected: Sequence[Any],
    labels: Sequence[str],
    ir_type: str,
    rtol: float | None = None,
    atol: float | None = None,
) -> Path:
    """Write a run to ``folder`` (made if missing): the program, the inputs and the
    reference's outputs as numpy arrays, and what checking it needs."""
    import numpy as np

    path = Path(folder)
    path.mkdir(parents=True, exist_ok=True)
    (path / "module.vmfb").write_bytes(vmfb)
    np.savez(path / "inputs.npz", *[t.detach().cpu().numpy() for t in inputs])
    np.savez(path / "expected.npz", *[t.detach().cpu().numpy() for t in expected])
    manifest = {
        "format": FORMAT,
        "ir_type": ir_type,
        "driver": driver,
        "function": FUNCTION,
        "labels": list(labels),
        "output_dtypes": [str(t.dtype).removeprefix("torch.") for t in expected],
        "rtol": rtol,
        "atol": atol,
    }
    (path / "run.json").write_text(json.dumps(manifest, indent=2) + "\n")
    return path


def _arrays(path: Path) -> list[Any]:
    import numpy as np

    with np.load(path) as data:
        return [data[f"arr_{index}"] for index in range(len(data.files))]


def check_saved(
    folder: str | os.PathLike[str],
    *,
    driver: str | None = None,
    rtol: float | None = None,
    atol: float | None = None,
    timeout: float = 600.0,
) -> list[Any]:
    """Run a saved run (on its driver, or ``driver``) and compare its outputs with the
    saved ones; raise :class:`NumericMismatch` on a difference. Returns the comparisons."""
    from pytest_irlower.checks import numerics

    path = Path(folder)
    try:
        manifest = json.loads((path / "run.json").read_text())
    except (OSError, ValueError) as exc:
        raise UsageError(
            f"{path} is no saved IREE run (run.json, module.vmfb, inputs.npz, expected.npz): {exc}"
        ) from None
    if manifest.get("format") != FORMAT:
        raise UsageError(f"{path}/run.json: format {manifest.get('format')!r}, expected {FORMAT}")
    ir_type = f"{manifest['ir_type']} (saved run {path.name})"
    outputs = run(
        (path / "module.vmfb").read_bytes(),
        driver or manifest["driver"],
        _arrays(path / "inputs.npz"),
        stage=manifest["ir_type"],
        timeout=timeout,
    )
    actual = to_torch(outputs, manifest["output_dtypes"])
    expected = to_torch(_arrays(path / "expected.npz"), manifest["output_dtypes"])
    rtol = rtol if rtol is not None else manifest.get("rtol")
    atol = atol if atol is not None else manifest.get("atol")
    runner = _Saved(ir_type, manifest["labels"])
    comparisons = numerics.compare_all(runner, actual, expected, rtol=rtol, atol=atol)
    if any(not c.ok for c in comparisons):
        raise NumericMismatch(numerics.mismatch_message(ir_type, comparisons))
    return comparisons


class _Saved(Runner):
    """What :func:`pytest_irlower.checks.numerics.compare_all` reads of a runner."""

    def __init__(self, ir_type: str, labels: Sequence[str]) -> None:
        self.ir_type = ir_type
        self._labels = list(labels)

    def labels(self, count: int) -> list[str]:
        return self._labels[:count] + [f"output {i}" for i in range(len(self._labels), count)]


def main(argv: list[str]) -> int:
    """``check FOLDER [--driver D] [--rtol R] [--atol A]``: exit 1 on a mismatch."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m pytest_irlower.engines.iree_runtime")
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="run a saved IREE run and compare with its outputs")
    check.add_argument("folder")
    check.add_argument("--driver", help="HAL driver (default: the one it was saved for)")
    check.add_argument("--rtol", type=float)
    check.add_argument("--atol", type=float)
    fresh = sub.add_parser("invoke", help=argparse.SUPPRESS)  # run()'s fresh process
    fresh.add_argument("folder")
    fresh.add_argument("--driver", required=True)
    args = parser.parse_args(argv)
    if args.command == "invoke":
        return _invoke_folder(Path(args.folder), args.driver)
    try:
        comparisons = check_saved(args.folder, driver=args.driver, rtol=args.rtol, atol=args.atol)
    except NumericMismatch as exc:
        print(f"MISMATCH: {exc}")
        return 1
    except (UsageError, LoweringError, ToolchainMissing) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    for comparison in comparisons:
        print(comparison.describe())
    print(f"OK: {len(comparisons)} output(s) match")
    return 0


def _invoke_folder(folder: Path, driver: str) -> int:
    """``invoke FOLDER --driver D``: ``module.vmfb`` on ``inputs.npz`` to ``outputs.npz``."""
    import numpy as np

    try:
        vmfb = (folder / "module.vmfb").read_bytes()
        outputs = invoke(vmfb, driver, _arrays(folder / "inputs.npz"))
    except UsageError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return USAGE_EXIT
    np.savez(folder / "outputs.npz", *outputs)
    return 0


# -- the runner of an IREE lowering ---------------------------------------------------


#: compiles a phase's text (a custom pipeline's output) on from that phase: text -> vmfb
Recompile = Callable[[str], bytes]


class IREERunner(ModelRunner):
    """Runs the program iree-compile wrote for a PyTorch model on IREE's runtime; the
    model (held as long as the runner lives) is the default reference, as for the CPU
    engine's runner."""

    #: the HAL driver of each target (None: the CPU)
    DRIVERS = DRIVERS
    #: the Torch dialect's ``func.func @main`` line of a ``torch_mlir`` stage's text
    main_signature = staticmethod(main_signature)

    def __init__(
        self,
        ir_type: str,
        subject: Any,
        signature: str,
        *,
        vmfb: bytes | Callable[[], bytes],
        driver: str,
        timeout: float,
        recompile: Recompile | None = None,
        details: Mapping[str, Any] | None = None,
    ) -> None:
        """``details``: the ``torch_mlir`` stage's details, whose output plan tells the
        user's outputs from the updates torch.export added (a training-mode BatchNorm's
        running statistics, an input written in place): ``run()`` and ``check_numerics``
        keep the user's, as for ``llvm_mlir``."""
        from pytest_irlower.engines.outputs import OutputPlan

        plan = OutputPlan.from_details(details) if details else None
        super().__init__(
            ir_type, subject, signature, source=None, stage=ir_type, timeout=timeout, plan=plan
        )
        self._vmfb = vmfb
        self.driver = driver
        self._recompile = recompile

    @property
    def vmfb(self) -> bytes:
        """The program (compiled on first use for a custom pipeline's output)."""
        if callable(self._vmfb):
            self._vmfb = self._vmfb()
        return self._vmfb

    def _checked(self, inputs: tuple[Any, ...]) -> tuple[list[Any], list[str]]:
        if not self._signature:
            raise UsageError(
                "run() reads the model's dtypes from the torch_mlir stage's func.func @main, "
                "and this lowering has none"
            )
        expected_in, expected_out = parse_signature(
            self._signature, f"IREE's runtime ({self.driver})", without=NO_ELEMENT_TYPES
        )
        scalars = [str(i) for i, spec in enumerate(expected_in) if spec.scalar]
        if scalars:
            raise UsageError(
                f"input(s) {', '.join(scalars)} of the model are Python scalars: IREE's runtime "
                "runner takes tensor inputs only (llvm_mlir and llvm_ir take scalars too)"
            )
        return check_inputs(inputs, expected_in), [t.dtype for t in expected_out]

    def runnable(self) -> bool:
        return True

    def run_text(self, text: str, label: str, inputs: tuple[Any, ...]) -> tuple[Any, ...]:
        return Runner.run_text(self, text, label, inputs)  # no bisection on IREE's runtime

    def _results(
        self, inputs: tuple[Any, ...], prepare: Callable[[Any], None] | None = None
    ) -> tuple[Any, ...]:
        """Every result of the program, on IREE's runtime (ModelRunner's run() and call()
        keep the user's outputs of them; ``prepare`` is for MLIR text, none here)."""
        tensors, dtypes = self._checked(inputs)
        arrays = run(
            self.vmfb, self.driver, to_numpy(tensors), stage=self.ir_type, timeout=self._timeout
        )
        return to_torch(arrays, dtypes)

    def save(
        self,
        folder: Any,
        inputs: tuple[Any, ...],
        *,
        reference: Any = None,
        rtol: float | None = None,
        atol: float | None = None,
    ) -> Path:
        """Save the program, ``inputs`` and the reference's outputs on them, to be run and
        checked later (:func:`check_saved`), on a machine with the target's GPU."""
        tensors, _ = self._checked(inputs)
        expected = self.reference_outputs(inputs, reference)
        return save(
            folder,
            self.vmfb,
            driver=self.driver,
            inputs=tensors,
            expected=expected,
            labels=self.labels(len(expected)),
            ir_type=self.ir_type,
            rtol=rtol,
            atol=atol,
        )

    def after_pipeline(self, source: str, syntax: str, stage: str) -> Runner | None:
        if self._recompile is None or syntax != "mlir":
            return None
        label = f"{self.ir_type} + custom pipeline"
        recompile = self._recompile
        runner = IREERunner(
            label,
            None,
            self._signature,
            vmfb=lambda: recompile(source),
            driver=self.driver,
            timeout=self._timeout,
        )
        runner._subject = self._subject
        runner._plan = self._plan
        return runner


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
