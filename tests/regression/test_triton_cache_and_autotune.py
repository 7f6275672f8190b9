"""Triton compile keys follow compiles; autotune/heuristics resolve as Triton does.

Property tests through the public Lowerer: a call whose compile differs (a constexpr,
an int's divisibility, a dtype, an alignment, a signature override, an option, the
target or arch) never gets another call's IR, and every cached answer equals a fresh
compile. No GPU: every compile is ahead of time, tensors are CPU placeholders.
"""

from __future__ import annotations

import itertools
import os
import re
import statistics
import sys
import time
from typing import Any

import pytest
import torch
import triton
import triton.language as tl
import triton_tutorial as K

from pytest_irlower import LoweredIR, Lowerer, LoweringError, UsageError
from pytest_irlower.engines.triton_compile import ASM_KEYS, BINARIES
from pytest_irlower.engines.triton_compile import gpu_target as _family_gpu_target
from pytest_irlower.engines.triton_kernels import (
    describe_kernel,
    is_autotuner,
    is_kernel,
    layer_kind,
    unwrap,
)
from pytest_irlower.engines.triton_key import compile_key, freeze, specialize
from pytest_irlower.engines.triton_resolve import resolve_call
from pytest_irlower.text.targets import check_arch

#: Triton's asm keys, in the order each backend's compile produces them
STAGES = {"cuda": ("ttir", "ttgir", "llir", "ptx"), "hip": ("ttir", "ttgir", "llir", "amdgcn")}


def gpu_target(target: str, arch: str | None = None) -> Any:
    name = {"cuda": "nvptx", "hip": "amdgpu"}.get(target, target)
    return _family_gpu_target(name, check_arch(name, arch))


class Lowered:
    """What a lowering gave, keyed by Triton's asm names, with the result's details."""

    def __init__(self, ir: LoweredIR) -> None:
        self.details = dict(ir.details)
        self.stages = {ASM_KEYS[name]: text for name, text in ir.stages.items()}
        self.stages.update(ir.artifacts)


class CountingLowerer:
    """One Lowerer for the whole module: every test that compiles goes through it, so the
    tests also check that what earlier tests left in its cache never answers another call."""

    def __init__(self) -> None:
        self.lowerer = Lowerer()
        self.compiles = 0

    def lower(self, kernel: Any, args: Any, **kw: Any) -> Lowered:
        ir = _lower(self.lowerer, kernel, args, **kw)
        if not ir.reused:
            self.compiles += 1
        return Lowered(ir)


def _lower(
    lowerer, kernel, args, *, kwargs=None, config=None, target="nvptx", arch=None, signature=None
):
    name = {"cuda": "nvptx", "hip": "amdgpu"}.get(target, target)
    return lowerer.lower(
        kernel,
        args,
        ir_type=f"triton_{name}",
        arch=arch,
        compile_options=kwargs,
        config=config,
        signature=signature,
    )


CACHE = CountingLowerer()
assert BINARIES


def key_of(kernel, args, *, kwargs=None, config=None, target="nvptx", arch=None, signature=None):
    resolved = resolve_call(kernel, args, kwargs, config)
    spec = specialize(resolved, gpu_target(target, arch))
    return compile_key(spec, signature, extra=("keep_locations", False)), spec, resolved


def cached(kernel, args, **kw):
    lowered = CACHE.lower(kernel, args, **kw)
    return lowered.stages, lowered


def fresh(kernel, args, **kw):
    """A compile that no cache can answer: a new Lowerer (and a private TRITON_CACHE_DIR)."""
    return Lowered(_lower(Lowerer(), kernel, args, **kw)).stages


def blocks(text: str) -> set[str]:
    return set(re.findall(r"tensor<[0-9x]+x(?:f32|f16)", text))


# ------------------------------------------------------------------ the reported bug


def test_block_size_1024_256_64_gives_three_ttirs():
    x = torch.empty(4096)
    args = [(x, x, x, 4096, bs) for bs in (1024, 256, 64)]
    # the reported bug: one key for the three calls (BLOCK_SIZE, a constexpr, left out of
    # it), so one compile answered all three; the compile key tells them apart
    assert len({key_of(K.add_kernel, a)[0] for a in args}) == 3
    before = CACHE.compiles
    texts = [cached(K.add_kernel, a)[0]["ttir"] for a in args]
    for bs, text in zip((1024, 256, 64), texts, strict=True):
        assert f"tensor<{bs}xf32>" in text
        assert blocks(text) == {f"tensor<{bs}xf32"}, bs
    assert len(set(texts)) == 3
    assert CACHE.compiles - before <= 3
    # asking again is answered by the cache, and the answer is still right
    again = CACHE.compiles
    assert cached(K.add_kernel, args[1])[0]["ttir"] == texts[1]
    assert CACHE.compiles == again
    assert fresh(K.add_kernel, args[1])["ttir"] == texts[1]


# ------------------------------------------------------------------ key <=> compile, property


X = torch.empty(8192)
Y = torch.empty(8192)
OUT = torch.empty(8192)

#: name -> lower_stages keyword arguments for add_kernel; "base" is the reference call
VARIANTS: dict[str, dict[str, Any]] = {
    "base": dict(args=(X, Y, OUT, 4096, 256)),
    # same compile, other values: must share a key
    "other int, still divisible by 16": dict(args=(X, Y, OUT, 8192, 256)),
    "other tensors, same dtype and alignment": dict(args=(Y, X, torch.empty(64), 4096, 256)),
    "offset by 4 floats (16 bytes, still aligned)": dict(args=(X[4:], Y, OUT, 4096, 256)),
    "num_warps=4 given (the default)": dict(args=(X, Y, OUT, 4096, 256), kwargs={"num_warps": 4}),
    "BLOCK_SIZE by keyword": dict(args=(X, Y, OUT, 4096), kwargs={"BLOCK_SIZE": 256}),
    # each changes the compile: must not share a key
    "constexpr value": dict(args=(X, Y, OUT, 4096, 128)),
    "int not divisible by 16": dict(args=(X, Y, OUT, 4097, 256)),
    "int equal to 1": dict(args=(X, Y, OUT, 1, 256)),
    "int over 32 bits": dict(args=(X, Y, OUT, 2**33, 256)),
    "tensor dtype fp16": dict(args=(X.half(), Y.half(), OUT.half(), 4096, 256)),
    "tensor offset by 1 element": dict(args=(X[1:], Y, OUT, 4096, 256)),
    "signature override n:i64": dict(args=(X, Y, OUT, 4096, 256), signature={"n": "i64"}),
    "num_warps=8": dict(args=(X, Y, OUT, 4096, 256), kwargs={"num_warps": 8}),
    "arch sm_80": dict(args=(X, Y, OUT, 4096, 256), arch="sm_80"),
    "target amdgpu gfx942": dict(args=(X, Y, OUT, 4096, 256), target="amdgpu"),
    "arch gfx90a": dict(args=(X, Y, OUT, 4096, 256), target="amdgpu", arch="gfx90a"),
}
SAME_AS_BASE = {
    "other int, still divisible by 16",
    "other tensors, same dtype and alignment",
    "offset by 4 floats (16 bytes, still aligned)",
    "num_warps=4 given (the default)",
    "BLOCK_SIZE by keyword",
}


@pytest.fixture(scope="module")
def variant_results():
    """name -> (key, {stage: text}) through the shared cache, in a shuffled order twice."""
    results = {}
    names = list(VARIANTS)
    for name in names + names[::-1]:  # second pass: every answer comes from the cache
        v = dict(VARIANTS[name])
        args = v.pop("args")
        key, _, _ = key_of(
            K.add_kernel,
            args,
            **{k: v[k] for k in v if k != "signature"},
            signature=v.get("signature"),
        )
        stages, _ = cached(K.add_kernel, args, **v)
        if name in results:
            assert results[name] == (key, stages), name
        results[name] = (key, stages)
    return results


def _ir(stages):
    return (stages["ttir"], stages["ttgir"])


def test_keys_are_hashable_and_stable(variant_results):
    for name, (key, _) in variant_results.items():
        hash(key)
        v = dict(VARIANTS[name])
        args = v.pop("args")
        again, _, _ = key_of(
            K.add_kernel,
            args,
            **{k: v[k] for k in v if k != "signature"},
            signature=v.get("signature"),
        )
        assert again == key, name


@pytest.mark.parametrize("name", [n for n in VARIANTS if n != "base"])
def test_variant_key_changes_exactly_when_ir_changes(variant_results, name):
    base_key, base = variant_results["base"]
    key, stages = variant_results[name]
    same_key = key == base_key
    same_ir = _ir(stages) == _ir(base)
    assert same_key == (name in SAME_AS_BASE), name
    assert same_key == same_ir, f"{name}: key equal {same_key}, TTIR/TTGIR equal {same_ir}"


def test_every_pair_key_equal_iff_ir_equal(variant_results):
    """Over all pairs of variants (not just against the base): equal key <=> equal TTIR+TTGIR."""
    for (a, (ka, sa)), (b, (kb, sb)) in itertools.combinations(variant_results.items(), 2):
        assert (ka == kb) == (_ir(sa) == _ir(sb)), (a, b)


@pytest.mark.parametrize("name", list(VARIANTS))
def test_cached_equals_fresh_compile(variant_results, name):
    v = dict(VARIANTS[name])
    args = v.pop("args")
    want = fresh(K.add_kernel, args, **v)
    _, got = variant_results[name]
    for stage in want:
        assert got[stage] == want[stage], (name, stage)


def test_what_each_variant_changes(variant_results):
    """The differences are the expected ones, in the IR itself."""
    ttir = {n: s["ttir"] for n, (_, s) in variant_results.items()}
    ttgir = {n: s["ttgir"] for n, (_, s) in variant_results.items()}
    assert "tensor<256xf32>" in ttir["base"] and "tensor<128xf32>" in ttir["constexpr value"]
    assert ttir["base"].count("tt.divisibility = 16") == 4  # three pointers and n
    assert ttir["int not divisible by 16"].count("tt.divisibility = 16") == 3
    assert ttir["tensor offset by 1 element"].count("tt.divisibility = 16") == 3
    assert "%n: i32" not in ttir["int equal to 1"]  # n became a constant
    assert "%n: i64" in ttir["int over 32 bits"] and "%n: i64" in ttir["signature override n:i64"]
    assert "f16" in ttir["tensor dtype fp16"]
    assert '"ttg.num-warps" = 8' in ttgir["num_warps=8"] and '"ttg.num-warps" = 4' in ttgir["base"]
    assert '"cuda:80"' in ttgir["arch sm_80"] and '"cuda:90"' in ttgir["base"]
    assert (
        '"hip:gfx942"' in ttgir["target amdgpu gfx942"] and '"hip:gfx90a"' in ttgir["arch gfx90a"]
    )
    assert variant_results["base"][1]["ptx"].count(".target sm_90") == 1
    assert re.search(
        r'\.amdgcn_target ".*-gfx942"', variant_results["target amdgpu gfx942"][1]["amdgcn"]
    )


def _random_calls(seed: int, count: int):
    import random

    rng = random.Random(seed)
    for _ in range(count):
        dtype = rng.choice([torch.float32, torch.float16])
        offset = rng.choice([0, 1, 4, 8])  # elements: 4 fp32 or 8 fp16 = 16 bytes stays aligned
        base = torch.empty(64, dtype=dtype)
        call = dict(
            args=(
                base[offset:],
                torch.empty(8, dtype=dtype),
                torch.empty(8, dtype=dtype),
                rng.choice([1, 16, 32, 17, 4096, 4097, 2**33, 2**33 + 1]),
                rng.choice([64, 128]),
            ),
            kwargs=rng.choice([None, {"num_warps": 4}, {"num_warps": 8}]),
            signature=rng.choice([None, None, {"n": "i64"}]),
        )
        call["target"], call["arch"] = rng.choice(
            [("nvptx", "sm_90"), ("nvptx", "sm_80"), ("amdgpu", "gfx942")]
        )
        yield call


def test_random_calls_key_equal_iff_ir_equal():
    """Random calls (dtype, alignment, n's value, BLOCK_SIZE, num_warps, override, target, arch):
    over every pair, equal keys <=> equal TTIR+TTGIR from fresh compiles; the cache agrees."""
    results = []
    for call in _random_calls(seed=20260522, count=36):
        key, _, _ = key_of(
            K.add_kernel,
            call["args"],
            kwargs=call["kwargs"],
            target=call["target"],
            arch=call["arch"],
            signature=call["signature"],
        )
        stages = fresh(
            K.add_kernel,
            call["args"],
            kwargs=call["kwargs"],
            target=call["target"],
            arch=call["arch"],
            signature=call["signature"],
        )
        via_cache, _ = cached(
            K.add_kernel,
            call["args"],
            kwargs=call["kwargs"],
            target=call["target"],
            arch=call["arch"],
            signature=call["signature"],
        )
        assert _ir(via_cache) == _ir(stages)
        results.append((key, _ir(stages)))
    distinct_keys = len({k for k, _ in results})
    assert 5 < distinct_keys < len(results)  # the sample has both shared and distinct compiles
    for (ka, ia), (kb, ib) in itertools.combinations(results, 2):
        assert (ka == kb) == (ia == ib)


def test_signature_override_of_a_value_specialized_parameter():
    """n == 1 makes Triton pass n as a constant; signature={'n': 'i64'} makes it an argument again."""
    x = torch.empty(64)
    plain, _ = cached(K.add_kernel, (x, x, x, 1, 64))
    typed, _ = cached(K.add_kernel, (x, x, x, 1, 64), signature={"n": "i64"})
    assert "%n: i64" in typed["ttir"] and "%n:" not in plain["ttir"]
    with pytest.raises(UsageError, match=r"cannot retype tl\.constexpr parameter"):
        cached(K.add_kernel, (x, x, x, 16, 64), signature={"BLOCK_SIZE": "i32"})
    with pytest.raises(UsageError, match="signature names no parameter"):
        cached(K.add_kernel, (x, x, x, 16, 64), signature={"m": "i32"})


def test_key_is_cheap_next_to_a_compile(capsys):
    x = torch.empty(4096)
    args = (x, x, x, 4096, 512)

    def key_once():
        return key_of(K.add_kernel, args)[0]

    key_once()
    times = []
    for _ in range(200):
        t = time.perf_counter()
        key_once()
        times.append(time.perf_counter() - t)
    key_s = statistics.median(times)
    t = time.perf_counter()
    fresh(K.add_kernel, args)
    compile_s = time.perf_counter() - t
    with capsys.disabled():
        print(
            f"\n[timing] resolve+specialize+compile_key {key_s * 1e6:.0f} us (median of 200); "
            f"one add_kernel compile to ptx {compile_s * 1e3:.0f} ms; ratio {compile_s / key_s:.0f}x"
        )
    assert key_s * 100 < compile_s


def test_freeze_keeps_constexpr_types_apart():
    values = [
        1,
        1.0,
        True,
        "1",
        None,
        0,
        False,
        0.0,
        -0.0,
        float("nan"),
        (1,),
        [1],
        tl.float32,
        tl.constexpr(1),
    ]
    frozen = [freeze(v) for v in values]
    assert len(set(frozen)) == len(values)
    assert freeze(float("nan")) == freeze(float("nan"))


def test_constexpr_types_reach_the_key_not_just_the_value():
    x = torch.empty(64)
    keys = {key_of(K.add_kernel, (x, x, x, 64, v))[0] for v in (64, 64.0)}
    assert len(keys) == 2


def test_kernel_calling_a_plain_function_keys_and_then_fails_to_compile():
    def plain(v):
        return v

    @triton.jit
    def calls_plain(x, B: tl.constexpr):
        tl.store(x + tl.arange(0, B), plain(1.0))

    key, _, _ = key_of(calls_plain, (torch.empty(16), 16))
    hash(key)
    with pytest.raises(LoweringError, match=r"plain|Unsupported"):
        fresh(calls_plain, (torch.empty(16), 16))


# ------------------------------------------------------------------ autotune / heuristics


A = torch.empty(512, 512, dtype=torch.float16)
B = torch.empty(512, 512, dtype=torch.float16)
C = torch.empty(512, 512, dtype=torch.float16)
MM = K.matmul_args(A, B, C)
A48 = torch.empty(64, 48, dtype=torch.float16)
B48 = torch.empty(48, 64, dtype=torch.float16)
C64 = torch.empty(64, 64, dtype=torch.float16)
MM48 = K.matmul_args(A48, B48, C64)  # K = 48


def check_all_stages(stages, backend, arch):
    if backend == "cuda":
        assert list(stages)[:4] == ["ttir", "ttgir", "llir", "ptx"]
        assert f".target sm_{arch}" in stages["ptx"]
        assert f'"cuda:{arch}"' in stages["ttgir"]
        assert "cubin" in stages
    else:
        assert list(stages)[:4] == ["ttir", "ttgir", "llir", "amdgcn"]
        assert re.search(rf'\.amdgcn_target ".*amdhsa.*-{arch}"', stages["amdgcn"])
        assert f'"hip:{arch}"' in stages["ttgir"]
        assert "hsaco" in stages
    for name in list(stages)[:4]:
        assert len(stages[name]) > 500, name
    assert "tt.dot" in stages["ttir"]


MATMUL_CASES = [
    # (kernel, config, target, arch, expected (BLOCK_M, BLOCK_N), num_warps)
    ("matmul_kernel", None, "nvptx", "sm_90", (128, 256), 8),
    ("matmul_kernel", 3, "nvptx", "sm_90", (128, 64), 4),
    ("matmul_kernel", "custom", "nvptx", "sm_90", (64, 64), 2),
    ("matmul_kernel", None, "nvptx", "sm_80", (128, 256), 8),
    ("matmul_kernel", 7, "nvptx", "sm_80", (32, 64), 2),
    ("matmul_kernel", "custom", "nvptx", "sm_80", (64, 64), 2),
    ("matmul_kernel", None, "amdgpu", "gfx942", (128, 256), 8),
    ("matmul_kernel", 6, "amdgpu", "gfx942", (64, 32), 2),
    ("matmul_kernel", "custom", "amdgpu", "gfx942", (64, 64), 2),
    ("matmul_kernel_hip", None, "amdgpu", "gfx942", (128, 256), 4),
    ("matmul_kernel_hip", 3, "amdgpu", "gfx942", (64, 128), 4),
    ("matmul_kernel_hip", "custom_hip", "amdgpu", "gfx942", (64, 64), 2),
]
CUSTOM = triton.Config(
    {"BLOCK_SIZE_M": 64, "BLOCK_SIZE_N": 64, "BLOCK_SIZE_K": 32, "GROUP_SIZE_M": 4},
    num_warps=2,
    num_stages=2,
)
CUSTOM_HIP = triton.Config(
    {
        "BLOCK_SIZE_M": 64,
        "BLOCK_SIZE_N": 64,
        "BLOCK_SIZE_K": 32,
        "GROUP_SIZE_M": 4,
        "waves_per_eu": 1,
    },
    num_warps=2,
    num_stages=2,
)


@pytest.mark.parametrize("kernel,config,target,arch,tile,warps", MATMUL_CASES)
def test_tutorial_matmul_lowers_to_every_stage(kernel, config, target, arch, tile, warps):
    kern = getattr(K, kernel)
    cfg = {"custom": CUSTOM, "custom_hip": CUSTOM_HIP}.get(config, config)
    stages, resolved = cached(
        kern, MM, kwargs={"ACTIVATION": "leaky_relu"}, config=cfg, target=target, arch=arch
    )
    backend = "cuda" if target == "nvptx" else "hip"
    check_all_stages(stages, backend, arch.removeprefix("sm_"))
    assert f"tensor<{tile[0]}x{tile[1]}xf32" in stages["ttir"]
    assert f'"ttg.num-warps" = {warps}' in stages["ttgir"]
    chosen = resolved.details["autotune"]
    assert chosen["num_warps"] == warps and chosen["of"] == len(kern.configs)
    assert chosen["kwargs"]["BLOCK_SIZE_M"] == tile[0]
    if config is None:
        assert chosen["index"] == 0 and chosen["chosen_by"].startswith("first config")
    elif isinstance(config, int):
        assert chosen["index"] == config and chosen["chosen_by"] == f"config={config}"
    else:
        assert chosen["index"] is None and "not one of the kernel's" in chosen["chosen_by"]
    if kernel == "matmul_kernel_hip":
        want = (cfg if isinstance(cfg, triton.Config) else kern.configs[cfg or 0]).kwargs[
            "waves_per_eu"
        ]
        direct = resolve_call(kern, MM, {"ACTIVATION": "leaky_relu"}, cfg)
        assert direct.options["waves_per_eu"] == want
        assert "waves_per_eu" not in direct.kwargs  # an option, not a kernel parameter


def test_default_config_is_config_0_and_a_config_object_equal_to_one_is_that_index():
    k_default = key_of(K.matmul_kernel, MM, kwargs={"ACTIVATION": ""})[0]
    k_zero = key_of(K.matmul_kernel, MM, kwargs={"ACTIVATION": ""}, config=0)[0]
    assert k_default == k_zero
    same_as_5 = triton.Config(dict(K.matmul_kernel.configs[5].kwargs), num_warps=4, num_stages=4)
    k5, _, _ = key_of(K.matmul_kernel, MM, kwargs={"ACTIVATION": ""}, config=5)
    kc, _, rc = key_of(K.matmul_kernel, MM, kwargs={"ACTIVATION": ""}, config=same_as_5)
    assert k5 == kc and rc.details["autotune"]["index"] == 5
    keys = {key_of(K.matmul_kernel, MM, kwargs={"ACTIVATION": ""}, config=i)[0] for i in range(16)}
    assert len(keys) == 16  # sixteen configs, sixteen compiles


def test_activation_constexpr_changes_the_compile():
    plain, _ = cached(K.matmul_kernel, MM, kwargs={"ACTIVATION": ""}, config=7)
    leaky, _ = cached(K.matmul_kernel, MM, kwargs={"ACTIVATION": "leaky_relu"}, config=7)
    assert plain["ttir"] != leaky["ttir"] and "arith.cmpf" in leaky["ttir"]


@pytest.mark.parametrize(
    "target,arch", [("nvptx", "sm_90"), ("nvptx", "sm_80"), ("amdgpu", "gfx942")]
)
@pytest.mark.parametrize(
    "config,even_k",
    [
        (None, False),
        (2, True),
        (
            triton.Config({"BLOCK_M": 32, "BLOCK_N": 32, "BLOCK_K": 16}, num_warps=2, num_stages=2),
            True,
        ),
    ],
)
def test_autotune_over_heuristics_lowers_with_even_k(target, arch, config, even_k):
    stages, resolved = cached(K.matmul_even_k, MM48, config=config, target=target, arch=arch)
    check_all_stages(stages, "cuda" if target == "nvptx" else "hip", arch.removeprefix("sm_"))
    assert resolved.details["heuristics"] == {"EVEN_K": even_k}
    assert resolve_call(K.matmul_even_k, MM48, None, config).kwargs["EVEN_K"] is even_k
    # the masked loads (other=0.0) exist only when K is not a multiple of BLOCK_K
    masked = "tt.load" in stages["ttir"] and re.search(r"tt\.load %\S+, %\S+, %\S+", stages["ttir"])
    assert bool(masked) == (not even_k)


@pytest.mark.parametrize(
    "target,arch", [("nvptx", "sm_90"), ("nvptx", "sm_80"), ("amdgpu", "gfx942")]
)
def test_heuristics_only_kernel(target, arch):
    x = torch.empty(8192)
    small, r_small = cached(K.add_heuristic, (x, x, x, 100), target=target, arch=arch)
    big, r_big = cached(K.add_heuristic, (x, x, x, 5000), target=target, arch=arch)
    assert blocks(small["ttir"]) == {"tensor<128xf32"} and r_small.details == {
        "heuristics": {"BLOCK_SIZE": 128}
    }
    assert blocks(big["ttir"]) == {"tensor<1024xf32"} and r_big.details == {
        "heuristics": {"BLOCK_SIZE": 1024}
    }
    backend = "cuda" if target == "nvptx" else "hip"
    for stages in (small, big):
        assert list(stages)[:4] == list(STAGES[backend]) and all(stages[s] for s in STAGES[backend])
    if backend == "cuda":
        assert f".target {arch}" in small["ptx"]
    else:
        assert re.search(rf'\.amdgcn_target ".*-{arch}"', big["amdgcn"])
    # Triton's Heuristics.run overwrites a value the call passes; so does resolve_call
    over = resolve_call(K.add_heuristic, (x, x, x, 100), {"BLOCK_SIZE": 4096})
    assert over.kwargs["BLOCK_SIZE"] == 128


def test_heuristics_over_autotune():
    x = torch.empty(8192)
    first, r1 = cached(K.add_outer_heuristic, (x, x, x, 100))
    second, r2 = cached(K.add_outer_heuristic, (x, x, x, 100), config=1, arch="sm_80")
    assert (
        r1.details["heuristics"] == {"BLOCK_SIZE": 64} and r1.details["autotune"]["num_warps"] == 2
    )
    assert r2.details["autotune"]["num_warps"] == 8
    assert '"ttg.num-warps" = 2' in first["ttgir"] and '"ttg.num-warps" = 8' in second["ttgir"]
    assert ".target sm_80" in second["ptx"]


# ------------------------------------------------------------------ against Triton's own run()


class Recorded(Exception):
    pass


def triton_run_arguments(kernel, args, kwargs, config, monkeypatch):
    """What Triton's own Autotuner.run / Heuristics.run pass to JITFunction.run.

    The JITFunction's run is replaced by a recorder, and each autotune layer is given
    just the chosen config (a one-config autotuner runs it without benchmarking).
    """
    fn, layers = unwrap(kernel)
    choices = config if isinstance(config, list) else [config]
    for layer in layers:
        if is_autotuner(layer):
            choice = choices.pop(0)
            cfg = layer.configs[choice or 0] if not isinstance(choice, triton.Config) else choice
            monkeypatch.setattr(layer, "configs", [cfg])
    seen = {}

    def recorder(*a, grid, warmup, **kw):
        seen.update(args=a, kwargs=kw, grid=grid, warmup=warmup)
        raise Recorded

    monkeypatch.setattr(fn, "run", recorder)
    with pytest.raises(Recorded):
        kernel[(1,)](*args, **(kwargs or {}))
    return seen, layers


@pytest.mark.parametrize(
    "kernel,args,kwargs,config",
    [
        ("matmul_kernel", MM, {"ACTIVATION": ""}, None),
        ("matmul_kernel", MM, {"ACTIVATION": "leaky_relu"}, 9),
        ("matmul_kernel", MM, {"ACTIVATION": ""}, CUSTOM),
        ("matmul_kernel_hip", MM, {"ACTIVATION": ""}, 3),
        ("matmul_even_k", MM48, None, None),
        ("matmul_even_k", MM48, None, 2),
        ("add_heuristic", (X, Y, OUT, 300), None, None),
        ("add_heuristic", (X, Y, OUT, 300), {"BLOCK_SIZE": 8}, None),
        ("add_outer_heuristic", (X, Y, OUT, 5000), None, 1),
    ],
)
def test_resolve_call_matches_tritons_own_run(kernel, args, kwargs, config, monkeypatch):
    kern = getattr(K, kernel)
    ours = resolve_call(kern, args, kwargs, config)  # before the monkeypatching
    seen, layers = triton_run_arguments(kern, args, kwargs, config, monkeypatch)
    assert seen["args"] == ours.args
    assert seen["kwargs"] == ours.call_kwargs
    # after a (real) launch the autotuner says which config it ran: best_config
    for layer in layers:
        if is_autotuner(layer):
            assert layer.best_config is layer.configs[0]


def test_launch_returns_what_jitfunction_run_returns(monkeypatch):
    """kernel[grid](...) through Autotuner/Heuristics returns JITFunction.run's CompiledKernel
    (launch mode can read .asm of the config that ran, instead of globbing a cache dir)."""
    sentinel = object()
    for kern in (K.matmul_even_k, K.add_outer_heuristic):
        fn, layers = unwrap(kern)
        for layer in layers:
            if is_autotuner(layer):
                monkeypatch.setattr(layer, "configs", layer.configs[-1:])
        monkeypatch.setattr(fn, "run", lambda *a, **k: sentinel)
        args = MM48 if kern is K.matmul_even_k else (X, Y, OUT, 64)
        assert kern[(1,)](*args) is sentinel
        assert layers[0 if kern is K.matmul_even_k else 1].best_config is not None


# ------------------------------------------------------------------ hooks and pruning


def _hooked_kernel(calls):
    def config_hook(nargs):
        calls.append("config pre_hook")
        nargs["out_ptr"].fill_(1.0)

    def prune(configs, named_args, **kwargs):
        calls.append("early_config_prune")
        return configs[:1]

    def perf_model(**kwargs):
        calls.append("perf_model")
        return 1.0

    def tuner_hook(kwargs, reset_only=False):
        calls.append("autotune pre_hook")

    return triton.autotune(
        configs=[
            triton.Config({"BLOCK_SIZE": 128}, num_warps=4, pre_hook=config_hook),
            triton.Config({"BLOCK_SIZE": 256}, num_warps=8, num_stages=2, num_ctas=1, maxnreg=128),
        ],
        key=["n"],
        prune_configs_by={"early_config_prune": prune, "perf_model": perf_model, "top_k": 1},
        pre_hook=tuner_hook,
        reset_to_zero=["out_ptr"],
    )(K.add_kernel)


def test_hooks_and_pruning_are_not_run_but_reported():
    calls: list[str] = []
    kernel = _hooked_kernel(calls)
    out = torch.zeros(1024)
    resolved = resolve_call(kernel, (out, out, out, 1024))
    assert calls == [] and bool((out == 0).all())
    notes = " | ".join(resolved.details["not_run"])
    assert "config pre_hook" in notes and "config_hook" in notes
    assert (
        "prune_configs_by" in notes and "reset_to_zero" in notes and "pre_hook/post_hook" in notes
    )
    assert resolved.details["autotune"]["pre_hook"].endswith("config_hook")
    stages, _ = cached(kernel, (out, out, out, 1024))
    assert calls == [] and blocks(stages["ttir"]) == {"tensor<128xf32"}


def test_config_compile_options_reach_the_backend_options():
    kernel = _hooked_kernel([])
    x = torch.empty(1024)
    _, spec, resolved = key_of(kernel, (x, x, x, 1024), config=1)
    assert resolved.options == {"num_warps": 8, "num_ctas": 1, "num_stages": 2, "maxnreg": 128}
    assert (
        spec.options.num_warps,
        spec.options.num_stages,
        spec.options.num_ctas,
        spec.options.maxnreg,
    ) == (8, 2, 1, 128)
    stages, _ = cached(kernel, (x, x, x, 1024), config=1)
    assert ".maxnreg 128" in stages["ptx"]
    assert '"ttg.num-warps" = 8' in stages["ttgir"]


def test_pre_run_hooks_are_not_run():
    @triton.jit
    def hooked(x, B: tl.constexpr):
        tl.store(x + tl.arange(0, B), 1.0)

    calls = []
    hooked.add_pre_run_hook(lambda *a, **k: calls.append(1))
    resolved = resolve_call(hooked, (torch.empty(16), 16))
    assert calls == [] and "add_pre_run_hook" in resolved.details["not_run"][0]


def test_tensor_descriptor_block_shape_is_part_of_the_key():
    """Why a config pre_hook can matter: TMA pre_hooks set block_shape, which Triton specializes on."""
    TensorDescriptor = pytest.importorskip("triton.tools.tensor_descriptor").TensorDescriptor

    @triton.jit
    def tma_copy(in_desc, out_desc, BM: tl.constexpr, BN: tl.constexpr):
        tile = in_desc.load([0, 0])
        out_desc.store([0, 0], tile)

    t = torch.empty(128, 128, dtype=torch.float16)

    def desc(bm, bn):
        return TensorDescriptor.from_tensor(t, [bm, bn])

    k1, s1, _ = key_of(tma_copy, (desc(64, 64), desc(64, 64), 64, 64))
    k2, s2, _ = key_of(tma_copy, (desc(32, 64), desc(32, 64), 64, 64))
    assert "64, 64" in s1.signature["in_desc"] and "32, 64" in s2.signature["in_desc"]
    assert k1 != k2


# ------------------------------------------------------------------ errors


@pytest.mark.parametrize(
    "config,match",
    [
        (
            16,
            r"config=16 is out of range: .* has 16 autotune config\(s\), so config= takes an index 0 to 15, or a triton.Config",
        ),
        (-1, r"config=-1 is out of range"),
        (
            "2",
            r"config= takes an int index into the kernel's autotune configs, or a triton.Config; got str '2'",
        ),
        (1.0, r"got float 1.0"),
        (True, r"got bool True"),
        ({"BLOCK_SIZE_M": 64}, r"got dict"),
    ],
)
def test_bad_config_says_the_valid_forms(config, match):
    with pytest.raises(UsageError, match=match):
        resolve_call(K.matmul_kernel, MM, {"ACTIVATION": ""}, config)


def test_config_for_a_kernel_without_autotune():
    x = torch.empty(64)
    with pytest.raises(UsageError, match=r"no autotune layer"):
        resolve_call(K.add_kernel, (x, x, x, 64, 64), config=0)
    with pytest.raises(UsageError, match=r"heuristics\(jit add_kernel\) has no autotune layer"):
        resolve_call(K.add_heuristic, (x, x, x, 64), config=0)


def test_nested_autotune_takes_one_choice_per_layer():
    inner = triton.autotune(
        configs=[triton.Config({"BLOCK_SIZE": 64}), triton.Config({"BLOCK_SIZE": 128})], key=["n"]
    )(K.add_kernel)
    outer = triton.autotune(
        configs=[triton.Config({}, num_warps=2), triton.Config({}, num_warps=8)], key=["n"]
    )
    x = torch.empty(64)
    with pytest.raises(UsageError, match="given both"):
        # every Config.all_kwargs() carries num_warps/num_ctas/num_stages, so the two collide
        resolve_call(outer(inner), (x, x, x, 64))
    one = triton.autotune(configs=[triton.Config({}, num_warps=2)], key=["n"])
    one_inner = triton.autotune(configs=[triton.Config({"BLOCK_SIZE": 64})], key=["n"])(
        K.add_kernel
    )
    with pytest.raises(TypeError, match="multiple values"):  # ... as they do in Triton's own run()
        one(one_inner)[(1,)](x, x, x, 64)  # (one config each: no benchmarking, no GPU needed)
    outer2 = triton.autotune(configs=[triton.Config({"BLOCK_SIZE": 32}, num_warps=2)], key=["n"])
    inner2 = triton.heuristics({"n": lambda a: a["n"]})(K.add_kernel)
    nested = triton.autotune(configs=[triton.Config({}, num_warps=2)], key=["n"])
    with pytest.raises(UsageError, match="2 autotune layers: config= takes a list of 2"):
        resolve_call(outer2(nested(inner2)), (x, x, x, 64), config=0)


def test_conflicts_are_reported_like_triton_reports_them():
    with pytest.raises(
        UsageError, match=r"'BLOCK_SIZE_M' given both by the call and by the autotune config"
    ):
        resolve_call(K.matmul_kernel, MM, {"ACTIVATION": "", "BLOCK_SIZE_M": 32})
    with pytest.raises(UsageError, match=r"'num_warps' given both"):
        resolve_call(K.matmul_kernel, MM, {"ACTIVATION": "", "num_warps": 2})
    with pytest.raises(UsageError, match=r"given both"):
        resolve_call(K.matmul_kernel, (*MM, 64), {"ACTIVATION": ""})  # BLOCK_SIZE_M positionally


def test_missing_arguments_say_what_the_layers_supply():
    with pytest.raises(
        UsageError,
        match=r"missing argument\(s\) 'ACTIVATION' .*the autotune config supplies "
        r"BLOCK_SIZE_M, BLOCK_SIZE_N, BLOCK_SIZE_K, GROUP_SIZE_M",
    ):
        resolve_call(K.matmul_kernel, MM)
    with pytest.raises(UsageError, match=r"heuristic for 'EVEN_K' failed with KeyError"):
        resolve_call(K.matmul_even_k, MM48[:5])


def test_unknown_keyword_and_unknown_kernel():
    x = torch.empty(64)
    resolved = resolve_call(K.add_kernel, (x, x, x, 64, 64), {"num_wraps": 4})
    with pytest.raises(
        UsageError,
        match=r"'num_wraps' is neither a parameter .* nor a Triton compile option for cuda",
    ):
        specialize(resolved, gpu_target("nvptx"))
    # a HIP option on CUDA is unknown there (as Triton's _pack_args says)
    with pytest.raises(UsageError, match=r"'waves_per_eu' is neither"):
        specialize(resolve_call(K.matmul_kernel_hip, MM, {"ACTIVATION": ""}), gpu_target("nvptx"))
    with pytest.raises(UsageError, match=r"got int"):
        unwrap(3)
    with pytest.raises(UsageError, match=r"got function"):
        unwrap(K.add_kernel.fn)


def test_unwrap_and_describe():
    fn, layers = unwrap(K.matmul_even_k)
    assert fn is K.matmul_even_k_body
    assert [layer_kind(layer) for layer in layers] == ["autotune", "heuristics"]
    assert describe_kernel(K.matmul_even_k) == "autotune(heuristics(jit matmul_even_k_body))"
    assert unwrap(K.add_kernel) == (K.add_kernel, ())
    assert all(
        is_kernel(getattr(K, n))
        for n in (
            "matmul_kernel",
            "matmul_kernel_hip",
            "add_kernel",
            "add_heuristic",
            "matmul_even_k",
            "add_outer_heuristic",
        )
    )
    assert not is_kernel(K.add_kernel.fn)


def test_interpreter_functions_are_named(tmp_path):
    """TRITON_INTERPRET=1 at decoration time gives an InterpretedFunction: say so."""
    import subprocess

    script = tmp_path / "interp.py"
    script.write_text(
        "import sys\n"
        f"sys.path.insert(0, {os.path.dirname(__file__)!r})\n"
        "import triton, triton.language as tl\n"
        "from pytest_irlower import UsageError\n"
        "from pytest_irlower.engines.triton_kernels import unwrap\n"
        "@triton.autotune(configs=[triton.Config({})], key=[])\n"
        "@triton.jit\n"
        "def k(x):\n"
        "    pass\n"
        "try:\n"
        "    unwrap(k)\n"
        "except UsageError as e:\n"
        "    print(e)\n"
    )
    env = {**os.environ, "TRITON_INTERPRET": "1"}
    out = subprocess.run([sys.executable, str(script)], env=env, capture_output=True, text=True)
    assert "autotune(InterpretedFunction k) is a Triton interpreter function" in out.stdout, out


@pytest.mark.parametrize(
    ("args", "options", "message"),
    [
        ("str", None, r"argument 'y_ptr' is a str: a parameter that is not a tl.constexpr takes"),
        (
            None,
            {"num_wraps": 8},
            r"'num_wraps' is neither a parameter .* nor a Triton compile option",
        ),
        (None, {"num_warps": 3}, r"num_warps must be a power of 2"),
    ],
)
def test_bad_arguments_and_options_name_what_is_wrong(args, options, message):
    x = torch.empty(4096)
    call = (x, "oops", x, 4096, 256) if args == "str" else (x, x, x, 4096, 256)
    with pytest.raises(UsageError, match=message):
        _lower(Lowerer(), K.add_kernel, call, kwargs=options)
