"""The regression suite's Triton kernels, with example arguments as kernel[grid](*args) takes them.

Tensors live on the CPU: ahead-of-time compiles read only their dtype and alignment.
"""

from __future__ import annotations

from typing import Any

import torch
import triton
import triton.language as tl


@triton.jit
def vector_add(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x + y, mask=mask)


@triton.jit
def fused_softmax(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(in_ptr + row * in_stride + cols, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    tl.store(out_ptr + row * out_stride + cols, num / tl.sum(num, axis=0), mask=mask)


@triton.jit
def matmul(
    a_ptr,
    b_ptr,
    c_ptr,
    M,
    N,
    K,
    stride_am,
    stride_ak,
    stride_bk,
    stride_bn,
    stride_cm,
    stride_cn,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
    BLOCK_K: tl.constexpr,
):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    a = a_ptr + rm[:, None] * stride_am + rk[None, :] * stride_ak
    b = b_ptr + rk[:, None] * stride_bk + rn[None, :] * stride_bn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        a_tile = tl.load(a, mask=(rm[:, None] < M) & (rk[None, :] + k < K), other=0.0)
        b_tile = tl.load(b, mask=(rk[:, None] + k < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(a_tile, b_tile)
        a += BLOCK_K * stride_ak
        b += BLOCK_K * stride_bk
    c = c_ptr + rm[:, None] * stride_cm + rn[None, :] * stride_cn
    tl.store(c, acc.to(tl.float16), mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def layer_norm(x_ptr, y_ptr, w_ptr, b_ptr, stride, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / n_cols
    diff = tl.where(mask, x - mean, 0.0)
    var = tl.sum(diff * diff, axis=0) / n_cols
    rstd = 1 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=mask)
    b = tl.load(b_ptr + cols, mask=mask)
    tl.store(y_ptr + row * stride + cols, diff * rstd * w + b, mask=mask)


def vector_add_args(device: str = "cpu") -> tuple[Any, ...]:
    x = torch.empty(4096, device=device)
    return x, x.clone(), x.clone(), 4096, 1024


def fused_softmax_args(device: str = "cpu") -> tuple[Any, ...]:
    x = torch.empty(64, 1000, device=device)
    return torch.empty_like(x), x, x.stride(0), x.stride(0), 1000, 1024


def matmul_args(device: str = "cpu") -> tuple[Any, ...]:
    a = torch.empty(256, 128, dtype=torch.float16, device=device)
    b = torch.empty(128, 256, dtype=torch.float16, device=device)
    c = torch.empty(256, 256, dtype=torch.float16, device=device)
    return (
        a,
        b,
        c,
        256,
        256,
        128,
        a.stride(0),
        a.stride(1),
        b.stride(0),
        b.stride(1),
        c.stride(0),
        c.stride(1),
        64,
        64,
        32,
    )


def layer_norm_args(device: str = "cpu") -> tuple[Any, ...]:
    x = torch.empty(32, 512, device=device)
    w = torch.empty(512, device=device)
    return x, torch.empty_like(x), w, w.clone(), x.stride(0), 512, 1e-5, 512


KERNELS = {
    "vector_add": (vector_add, vector_add_args),
    "fused_softmax": (fused_softmax, fused_softmax_args),
    "matmul": (matmul, matmul_args),
    "layer_norm": (layer_norm, layer_norm_args),
}
