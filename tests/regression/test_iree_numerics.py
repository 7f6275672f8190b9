"""The IREE family's lowerings run on IREE's runtime and compared with eager PyTorch: on
the CPU (local-task) everywhere, on CUDA where an NVIDIA GPU is; saved runs checked later."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import torch

from pytest_irlower import LoweringError, NumericMismatch, UsageError
from pytest_irlower.engines import iree_runtime
from zoo import ZOO

pytest.importorskip("iree.runtime", reason="IREE's runtime: pip install 'pytest-irlower[iree]'")

#: the injected miscompile: every addition of the model turned into a subtraction
MISCOMPILE = "sed -e s/arith.addf/arith.subf/g"
#: the same tool stage, changing nothing: the path a pipeline's output takes runs right
NO_CHANGE = "sed -e s/arith.addf/arith.addf/g"

CPU_MODELS = ["mlp", "cnn", "attention", "bert"]


@pytest.mark.parametrize("model", CPU_MODELS)
def test_check_numerics_on_the_cpu(model: str, lower: Any, zoo: Any) -> None:
    module, inputs = zoo[model]
    ir = lower(module, inputs, ir_type="iree_vm")
    comparisons = ir.check_numerics(*inputs)
    assert comparisons and all(c.ok for c in comparisons)
    assert max(c.max_abs for c in comparisons) < 1e-5


def test_run_gives_tensors_of_the_model_on_new_values(lower: Any, zoo: Any) -> None:
    module, inputs = zoo["mlp"]
    ir = lower(module, inputs, ir_type="iree_flow")  # every phase runs the same program
    other = torch.randn_like(inputs[0])
    got = ir.run(other)
    assert isinstance(got, torch.Tensor) and got.dtype == torch.float32
    torch.testing.assert_close(got, module(other))
    with pytest.raises(UsageError, match=r"input 0 is \[3, 16\] float32"):
        ir.run(torch.randn(3, 16))


def test_a_miscompile_through_a_pipeline_stage_is_a_numeric_mismatch(lower: Any, zoo: Any) -> None:
    module, inputs = zoo["mlp"]
    fine = lower(module, inputs, ir_type="iree_input", pipeline=NO_CHANGE)
    fine.check_numerics(*inputs)
    broken = lower(module, inputs, ir_type="iree_input", pipeline=MISCOMPILE)
    assert "arith.subf" in broken and "arith.addf" not in broken
    with pytest.raises(NumericMismatch) as caught:
        broken.check_numerics(*inputs)
    message = str(caught.value)
    assert message.startswith("iree_input + custom pipeline: 1 of 1 output(s) differ")
    assert "output 0 (float32, shape [2, 8]):" in message
    assert "largest absolute difference" in message and "at index (" in message


def test_saved_run_is_checked_later(lower: Any, zoo: Any, tmp_path: Path) -> None:
    module, inputs = zoo["cnn"]
    ir = lower(module, inputs, ir_type="iree_vm")
    folder = ir.save_run(tmp_path / "cnn", *inputs)
    assert sorted(p.name for p in folder.iterdir()) == [
        "expected.npz",
        "inputs.npz",
        "module.vmfb",
        "run.json",
    ]
    manifest = json.loads((folder / "run.json").read_text())
    assert manifest["driver"] == "local-task" and manifest["output_dtypes"] == ["float32"]
    (ok,) = iree_runtime.check_saved(folder)
    assert ok.ok and ok.label == "output 0"
    # the command a GPU machine runs: no model, no compiler
    done = subprocess.run(
        [sys.executable, "-m", "pytest_irlower.engines.iree_runtime", "check", str(folder)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.rstrip().endswith("OK: 1 output(s) match")


def test_a_saved_run_that_differs_is_a_numeric_mismatch(
    lower: Any, zoo: Any, tmp_path: Path
) -> None:
    import numpy as np

    module, inputs = zoo["mlp"]
    folder = lower(module, inputs, ir_type="iree_vm").save_run(tmp_path / "mlp", *inputs)
    expected = np.load(folder / "expected.npz")["arr_0"]
    expected[1, 3] += 0.5
    np.savez(folder / "expected.npz", expected)
    with pytest.raises(NumericMismatch, match=r"(?s)1 of 16 elements .* at index \(1, 3\)"):
        iree_runtime.check_saved(folder)
    done = subprocess.run(
        [sys.executable, "-m", "pytest_irlower.engines.iree_runtime", "check", str(folder)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1 and done.stdout.startswith("MISMATCH: ")


def test_a_broken_program_fails_one_check_and_the_session_goes_on(
    lower: Any, zoo: Any, tmp_path: Path
) -> None:
    module, inputs = zoo["mlp"]
    folder = lower(module, inputs, ir_type="iree_vm").save_run(tmp_path / "mlp", *inputs)
    vmfb = (folder / "module.vmfb").read_bytes()
    (folder / "module.vmfb").write_bytes(vmfb[: len(vmfb) // 3])
    with pytest.raises((LoweringError, UsageError)):
        iree_runtime.check_saved(folder)
    (folder / "module.vmfb").write_bytes(vmfb)
    iree_runtime.check_saved(folder)


def test_a_program_for_cuda_is_saved_on_a_machine_without_a_gpu(
    lower: Any, zoo: Any, tmp_path: Path
) -> None:
    module, inputs = zoo["mlp"]
    ir = lower(module, inputs, ir_type="iree_vm", target="nvptx", arch="sm_80")
    folder = ir.save_run(tmp_path / "mlp_cuda", *inputs)
    assert json.loads((folder / "run.json").read_text())["driver"] == "cuda"
    expected = module(*inputs).detach()
    import numpy as np

    assert np.array_equal(np.load(folder / "expected.npz")["arr_0"], expected.numpy())
    from pytest_irlower.runtime.gpu import detect

    if not detect().has("nvidia"):  # here it cannot run: the error says so, and why
        with pytest.raises(UsageError, match="cannot open the 'cuda' driver here"):
            iree_runtime.check_saved(folder)
        # the command too (its GPU run starts `python -m` of the module, which the
        # command's own -m once named __main__)
        done = subprocess.run(
            [sys.executable, "-m", "pytest_irlower.engines.iree_runtime", "check", str(folder)],
            capture_output=True,
            text=True,
            check=False,
        )
        assert done.returncode == 2, done.stdout + done.stderr
        assert "cannot open the 'cuda' driver here" in done.stderr, done.stderr


def test_a_gpu_driver_runs_in_a_fresh_process(
    lower: Any, zoo: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """GPU drivers run the program in a fresh Python, not a forked child (a fork after the
    parent used CUDA cannot open the device): the same path, on the CPU driver here, gives
    the same outputs, and a broken program is a LoweringError naming the stage."""
    module, inputs = zoo["mlp"]
    ir = lower(module, inputs, ir_type="iree_vm")
    forked = ir.run(*inputs)
    monkeypatch.setattr(iree_runtime, "FRESH_PROCESS_DRIVERS", ("local-task",))
    fresh = ir.run(*inputs)
    torch.testing.assert_close(fresh, forked, rtol=0, atol=0)
    vmfb = ir.runner.vmfb  # type: ignore[attr-defined]
    with pytest.raises(LoweringError, match=r"IREE's runtime \(local-task\) (exited|was killed)"):
        iree_runtime.run(
            vmfb[: len(vmfb) // 3], "local-task", [inputs[0].numpy()], stage="iree_vm", timeout=60
        )


def test_a_model_updating_its_state_compares_its_own_outputs(lower: Any) -> None:
    """A training-mode BatchNorm's lowering also returns the running statistics it
    updates; on IREE's runtime, as on the CPU engine, run() and check_numerics keep the
    user's output (the conformance sweep found 'the lowering returned 3 output(s), the
    reference 1' for batch_norm, instance_norm and the random ops)."""
    model = torch.nn.BatchNorm1d(4).train()
    x = torch.randn(8, 4)
    ir = lower(model, (x,), ir_type="iree_vm")
    comparisons = ir.check_numerics(x)
    assert len(comparisons) == 1 and comparisons[0].ok
    assert ir.run(x).shape == (8, 4)


def test_what_cannot_be_saved_says_which_can(lower: Any, zoo: Any, tmp_path: Path) -> None:
    module, inputs = zoo["mlp"]
    with pytest.raises(UsageError, match="the IREE family's IR types"):
        lower(module, inputs, ir_type="llvm_mlir").save_run(tmp_path / "x", *inputs)


def test_irlower_run_takes_an_iree_ir_type() -> None:
    zoo_file = Path(__file__).resolve().parents[1] / "zoo.py"
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest_irlower.cli.main",
            "run",
            f"{zoo_file}:mlp",
            "--ir-type",
            "iree_vm",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "iree_vm of" in done.stdout and "OK: 1 output(s) match" in done.stdout


@pytest.mark.gpu("nvidia")
@pytest.mark.parametrize("model", list(ZOO))
def test_check_numerics_on_cuda(model: str, lower: Any, zoo: Any) -> None:
    torch.zeros(1, device="cuda")  # the test's process has used the GPU (as after a launch)
    module, inputs = zoo[model]
    ir = lower(module, inputs, ir_type="iree_vm", target="nvptx", arch="sm_80")
    comparisons = ir.check_numerics(*inputs)
    print(f"{model}: cuda max |diff| {max(c.max_abs for c in comparisons):.3g}")


class _ToComplex32(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.to(torch.complex32)


def test_an_element_type_the_runtime_cannot_run_names_iree_not_the_cpu_engine(
    lower: Any,
) -> None:
    ir = lower(_ToComplex32(), (torch.randn(4),), ir_type="iree_vm")
    with pytest.raises(
        UsageError, match=r"element type complex<f16>: IREE's runtime \(local-task\) runs float32"
    ):
        ir.run(torch.randn(4))


class _Bfloat16(torch.nn.Module):
    def forward(self, x: torch.Tensor, y: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        return x.to(torch.bfloat16) * 2, y + 1


def test_bfloat16_goes_in_and_out_of_the_runtime(lower: Any) -> None:
    """IREE's runtime hands bf16 back as an ml_dtypes.bfloat16 array, which torch cannot
    take: the conformance sweep's 'bfloat16' op failed at run with a TypeError of ours."""
    inputs = (torch.randn(8), torch.randn(8, dtype=torch.bfloat16))
    ir = lower(_Bfloat16(), inputs, ir_type="iree_vm")
    doubled, incremented = ir.run(*inputs)
    assert doubled.dtype == incremented.dtype == torch.bfloat16
    assert all(c.ok for c in ir.check_numerics(*inputs))
