"""Every Triton kernel of the zoo through every Triton IR type, for both vendors, no GPU needed."""

from __future__ import annotations

import re
from typing import Any

import pytest
from triton_zoo import KERNELS

STAGES = {
    "nvptx": ["triton_ir", "triton_gpu_ir", "triton_llvm_ir", "triton_nvptx"],
    "amdgpu": ["triton_ir", "triton_gpu_ir", "triton_llvm_ir", "triton_amdgpu"],
}


def expected(ir_type: str, kernel: str, arch: str) -> list[str]:
    return {
        "triton_ir": [rf"tt\.func public @{kernel}\(", r"tt\.divisibility = 16"],
        "triton_gpu_ir": [
            r"#ttg\.blocked<",
            r'"ttg\.num-warps" = \d+',
            rf'ttg\.target = "(cuda:\d+|hip:{arch})"',
        ],
        "triton_llvm_ir": [
            rf"define .*@{kernel}\(",
        ],
        "triton_nvptx": [
            rf"(?m)^\.target {arch}a?$",
            rf"\.entry {kernel}\(",
        ],
        # LLVM 23 writes an arch-versioned triple: amdgpu9.42-amd-amdhsa-unknown-gfx942
        "triton_amdgpu": [
            rf'\.amdgcn_target "(amdgcn|amdgpu[0-9.a-z]+)-amd-amdhsa-(unknown)?-{arch}"',
            rf"(?m)^{kernel}:",
        ],
    }[ir_type]


@pytest.mark.parametrize("vendor", ["nvptx", "amdgpu"])
@pytest.mark.parametrize("ir_type", ["triton_ir", "triton_gpu_ir", "triton_llvm_ir", "final"])
@pytest.mark.parametrize("kernel", list(KERNELS))
def test_kernel_lowers(kernel: str, ir_type: str, vendor: str, lower: Any) -> None:
    fn, make_args = KERNELS[kernel]
    if ir_type == "final":
        ir_type = STAGES[vendor][-1]
    ir = lower(fn, make_args(), ir_type=ir_type, target=vendor)
    arch = {"nvptx": "sm_90", "amdgpu": "gfx942"}[vendor]
    assert (ir.ir_type, ir.target, ir.arch) == (ir_type, vendor, arch)
    assert list(ir.stages) == STAGES[vendor][: STAGES[vendor].index(ir_type) + 1]
    for pattern in expected(ir_type, kernel, arch):
        assert re.search(pattern, ir), pattern
    # locations dropped: no absolute path, the same text in any folder
    assert " loc(" not in ir.stages["triton_ir"]
    assert ".debug_info" not in ir
    if ir_type not in ("triton_ir", "triton_gpu_ir"):
        assert "DIFile" not in ir.stages["triton_llvm_ir"]
    binary = {"nvptx": "cubin", "amdgpu": "hsaco"}[vendor]
    assert ir.artifacts[binary][:4] == (b"\x7fELF")


@pytest.mark.target("amdgpu", arch="gfx90a")
def test_target_marker_sets_the_default_triton_ir_type(lower: Any) -> None:
    fn, make_args = KERNELS["matmul"]
    code = lower(fn, make_args())
    assert (code.ir_type, code.arch) == ("triton_amdgpu", "gfx90a")
    assert re.search(r'\.amdgcn_target "(amdgcn|amdgpu9\.0a)-amd-amdhsa-(unknown)?-gfx90a"', code)
    # gfx90a has MFMA: the dot becomes matrix instructions
    assert "v_mfma" in code


@pytest.mark.irlower_no_cache  # it checks the first compile's own timing
def test_one_compile_serves_every_ir_type(lower: Any) -> None:
    # compiles run in a worker process: what says a stage was reused is the result itself
    fn, make_args = KERNELS["layer_norm"]
    args = make_args()
    first, *rest = [lower(fn, args, ir_type=ir_type, arch="sm_80") for ir_type in STAGES["nvptx"]]
    assert first.reused == () and first.timings["triton_ir"] > 0
    for result in rest:
        assert result.reused == tuple(result.stages)
        assert all(seconds == 0.0 for seconds in result.timings.values())
    assert rest[-1].stages["triton_ir"] == first.stages["triton_ir"]


def test_sm80_and_sm90_differ_where_hardware_does(lower: Any) -> None:
    fn, make_args = KERNELS["matmul"]
    sm80 = lower(fn, make_args(), ir_type="triton_gpu_ir", arch="sm_80")
    sm90 = lower(fn, make_args(), ir_type="triton_gpu_ir", arch="sm_90")
    assert 'ttg.target = "cuda:80"' in sm80 and 'ttg.target = "cuda:90"' in sm90
    assert "#ttg.nvidia_mma<{versionMajor = 2" in sm80
    assert "#ttg.nvidia_mma<{versionMajor = 3" in sm90  # wgmma on Hopper


def test_explicit_signature_overrides_inferred_types(lower: Any) -> None:
    fn, make_args = KERNELS["vector_add"]
    ir = lower(
        fn,
        make_args(),
        ir_type="triton_ir",
        signature={"x_ptr": "*fp16", "y_ptr": "*fp16", "out_ptr": "*fp16"},
    )
    assert "%x_ptr: !tt.ptr<f16>" in ir


@pytest.mark.gpu("nvidia")
@pytest.mark.parametrize("kernel", list(KERNELS))
def test_launch_gives_the_same_ttir_as_ahead_of_time(kernel: str, lower: Any) -> None:
    import torch

    fn, make_args = KERNELS[kernel]
    major, minor = torch.cuda.get_device_capability()
    arch = f"sm_{major}{minor}"
    launched = lower(fn, make_args("cuda"), ir_type="triton_ir", launch=True)
    ahead = lower(fn, make_args("cpu"), ir_type="triton_ir", arch=arch)
    assert launched.target == "nvptx"
    assert launched == ahead
    launched_ptx = lower(fn, make_args("cuda"), ir_type="triton_nvptx", launch=True)
    assert f".target {arch}" in launched_ptx
    assert launched_ptx.artifacts["cubin"][:4] == b"\x7fELF"


@pytest.mark.gpu("nvidia")
def test_launch_of_an_autotuned_kernel_takes_the_autotuners_choice(lower: Any) -> None:
    """Without config= the autotuner benchmarks on the GPU and its choice is recorded; with
    config= that config is launched, and its TTIR equals the ahead-of-time TTIR."""
    import torch
    from triton_tutorial import add_heuristic, matmul_args, matmul_kernel

    major, minor = torch.cuda.get_device_capability()
    arch = f"sm_{major}{minor}"
    a = torch.randn(256, 256, dtype=torch.float16, device="cuda")
    c = torch.empty(256, 256, dtype=torch.float16, device="cuda")
    import triton

    def grid(meta: dict[str, int]) -> tuple[int]:  # the tutorial's grid: one program per tile
        return (triton.cdiv(256, meta["BLOCK_SIZE_M"]) * triton.cdiv(256, meta["BLOCK_SIZE_N"]),)

    chosen = lower(
        matmul_kernel,
        matmul_args(a, a, c),
        ir_type="triton_gpu_ir",
        launch=True,
        grid=grid,
        compile_options={"ACTIVATION": ""},
    )
    assert chosen.details["autotune"]["chosen_by"] == "the autotuner (benchmarked)"
    assert chosen.details["autotune"]["config"][0].startswith("BLOCK_SIZE_M")
    third = lower(
        matmul_kernel,
        matmul_args(a, a, c),
        ir_type="triton_ir",
        launch=True,
        grid=grid,
        config=2,
        compile_options={"ACTIVATION": ""},
    )
    ahead = lower(
        matmul_kernel,
        matmul_args(a.cpu(), a.cpu(), c.cpu()),
        ir_type="triton_ir",
        arch=arch,
        config=2,
        compile_options={"ACTIVATION": ""},
    )
    assert third.details["autotune"]["index"] == 2
    assert third == ahead
    x = torch.randn(5000, device="cuda")
    heuristic = lower(
        add_heuristic,
        (x, x, torch.empty_like(x), 5000),
        ir_type="triton_ir",
        launch=True,
        grid=(5,),
    )
    assert heuristic.details["heuristics"] == {"BLOCK_SIZE": 1024}
    assert "tensor<1024xf32>" in heuristic


def test_keep_locations_keeps_line_info_with_relative_paths(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        test_k="""
import os
import re
import torch
from triton_zoo import KERNELS

def test_k(lower):
    fn, make_args = KERNELS["vector_add"]
    llir = lower(fn, make_args(), ir_type="triton_llvm_ir")
    assert 'DIFile(filename: "triton_zoo.py", directory: "./tests")' in llir, llir[-600:]
    assert ' loc("./tests/triton_zoo.py":' in llir.stages["triton_ir"]
    # DWARF holds the compile directory as bytes, out of reach of text normalization
    ptx = lower(fn, make_args(), ir_type="triton_nvptx")
    dwarf = bytes(int(b) for b in re.findall(r"^[.]b8 (\\d+)", ptx, re.M))
    assert b"./tests\\0" in dwarf, dwarf
    assert os.getcwd().encode() not in dwarf
    assert '.file\\t1 "./tests/triton_zoo.py"' in ptx
"""
    )
    import shutil
    from pathlib import Path

    (pytester.path / "tests").mkdir()
    shutil.copy(Path(__file__).resolve().parents[1] / "triton_zoo.py", pytester.path / "tests")
    pytester.makeconftest(
        "import sys, pathlib\nsys.path.insert(0, str(pathlib.Path(__file__).parent / 'tests'))\n"
    )
    pytester.runpytest_subprocess("--irlower-keep-locations").assert_outcomes(passed=1)
