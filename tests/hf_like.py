"""Hugging Face shaped BERT and Llama encoders/decoders in plain torch (no transformers).

They reproduce the state patterns that break torch-mlir's frozen FX import, at small sizes
and deterministically (weights from a seeded generator):

* BERT: ``position_ids`` and ``token_type_ids`` registered with ``persistent=False``
  (as ``transformers.models.bert.modeling_bert.BertEmbeddings`` does), the extended
  attention mask built in forward, a tensor attribute that is not a buffer (lifted by
  torch.export as ``InputKind.CONSTANT_TENSOR``), LayerNorm, GELU, tanh pooler.
* Llama: rotary ``inv_freq`` registered with ``persistent=False``, cos/sin computed in
  forward from ``position_ids = torch.arange(seq)``, causal mask built in forward, a
  ``torch.tensor(...)`` created in forward (Gemma-style embedding normalizer; lifted as
  ``InputKind.CONSTANT_TENSOR``), RMSNorm, SiLU-gated MLP, grouped-query attention
  (``num_kv_heads < num_heads``), ``F.scaled_dot_product_attention`` with an explicit mask.

``make_bert()`` / ``make_llama()`` return ``(model.eval(), (input_ids,))``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import Tensor, nn

__all__ = [
    "BertLike",
    "BertLikeConfig",
    "LlamaLike",
    "LlamaLikeConfig",
    "make_bert",
    "make_llama",
]


# --------------------------------------------------------------------------- BERT


@dataclass(frozen=True)
class BertLikeConfig:
    vocab_size: int = 128
    hidden_size: int = 32
    num_layers: int = 2
    num_heads: int = 2
    intermediate_size: int = 64
    max_position_embeddings: int = 64
    type_vocab_size: int = 2
    layer_norm_eps: float = 1e-12


class BertEmbeddings(nn.Module):
    def __init__(self, cfg: BertLikeConfig) -> None:
        super().__init__()
        self.word_embeddings = nn.Embedding(cfg.vocab_size, cfg.hidden_size)
        self.position_embeddings = nn.Embedding(cfg.max_position_embeddings, cfg.hidden_size)
        self.token_type_embeddings = nn.Embedding(cfg.type_vocab_size, cfg.hidden_size)
        self.LayerNorm = nn.LayerNorm(cfg.hidden_size, eps=cfg.layer_norm_eps)
        # exactly as transformers' BertEmbeddings
        self.register_buffer(
            "position_ids",
            torch.arange(cfg.max_position_embeddings).expand((1, -1)),
            persistent=False,
        )
        self.register_buffer(
            "token_type_ids",
            torch.zeros((1, cfg.max_position_embeddings), dtype=torch.long),
            persistent=False,
        )

    position_ids: Tensor
    token_type_ids: Tensor

    def forward(self, input_ids: Tensor) -> Tensor:
        batch, seq = input_ids.shape
        position_ids = self.position_ids[:, :seq]
        token_type_ids = self.token_type_ids[:, :seq].expand(batch, seq)
        x = (
            self.word_embeddings(input_ids)
            + self.token_type_embeddings(token_type_ids)
            + self.position_embeddings(position_ids)
        )
        return self.LayerNorm(x)


class BertSelfAttention(nn.Module):
    def __init__(self, cfg: BertLikeConfig) -> None:
        super().__init__()
        self.num_heads = cfg.num_heads
        self.head_dim = cfg.hidden_size // cfg.num_heads
        self.query = nn.Linear(cfg.hidden_size, cfg.hidden_size)
        self.key = nn.Linear(cfg.hidden_size, cfg.hidden_size)
        self.value = nn.Linear(cfg.hidden_size, cfg.hidden_size)
        self.dense = nn.Linear(cfg.hidden_size, cfg.hidden_size)
        self.LayerNorm = nn.LayerNorm(cfg.hidden_size, eps=cfg.layer_norm_eps)

    def _heads(self, x: Tensor) -> Tensor:
        b, s, _ = x.shape
        return x.view(b, s, self.num_heads, self.head_dim).transpose(1, 2)

    def forward(self, x: Tensor, mask: Tensor) -> Tensor:
        q, k, v = self._heads(self.query(x)), self._heads(self.key(x)), self._heads(self.value(x))
        scores = q @ k.transpose(-1, -2) / math.sqrt(self.head_dim) + mask
        ctx = scores.softmax(dim=-1) @ v
        b, _, s, _ = ctx.shape
        ctx = ctx.transpose(1, 2).reshape(b, s, self.num_heads * self.head_dim)
        return self.LayerNorm(self.dense(ctx) + x)


class BertLayer(nn.Module):
    def __init__(self, cfg: BertLikeConfig) -> None:
        super().__init__()
        self.attention = BertSelfAttention(cfg)
        self.intermediate = nn.Linear(cfg.hidden_size, cfg.intermediate_size)
        self.output = nn.Linear(cfg.intermediate_size, cfg.hidden_size)
        self.LayerNorm = nn.LayerNorm(cfg.hidden_size, eps=cfg.layer_norm_eps)

    def forward(self, x: Tensor, mask: Tensor) -> Tensor:
        x = self.attention(x, mask)
        return self.LayerNorm(self.output(F.gelu(self.intermediate(x))) + x)


class BertLike(nn.Module):
    """``BertModel``-shaped: returns (last_hidden_state, pooled_output)."""

    def __init__(self, cfg: BertLikeConfig) -> None:
        super().__init__()
        self.embeddings = BertEmbeddings(cfg)
        self.layers = nn.ModuleList(BertLayer(cfg) for _ in range(cfg.num_layers))
        self.pooler = nn.Linear(cfg.hidden_size, cfg.hidden_size)
        # A plain tensor attribute (neither parameter nor buffer): torch.export lifts it as
        # InputKind.CONSTANT_TENSOR, stored in ExportedProgram.constants.
        self.mask_min = torch.tensor(torch.finfo(torch.float32).min)

    def forward(self, input_ids: Tensor) -> tuple[Tensor, Tensor]:
        batch, seq = input_ids.shape
        # default attention_mask (all ones) -> additive extended mask, built in forward
        attention_mask = torch.ones((batch, seq), dtype=torch.float32)
        extended = (1.0 - attention_mask[:, None, None, :]) * self.mask_min
        x = self.embeddings(input_ids)
        for layer in self.layers:
            x = layer(x, extended)
        pooled = torch.tanh(self.pooler(x[:, 0]))
        return x, pooled


# --------------------------------------------------------------------------- Llama


@dataclass(frozen=True)
class LlamaLikeConfig:
    vocab_size: int = 128
    hidden_size: int = 32
    num_layers: int = 2
    num_heads: int = 4
    num_kv_heads: int = 2  # < num_heads: grouped-query attention
    intermediate_size: int = 64
    rope_theta: float = 10000.0
    rms_norm_eps: float = 1e-6
    max_position_embeddings: int = 64


class RMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim))
        self.eps = eps

    def forward(self, x: Tensor) -> Tensor:
        variance = x.pow(2).mean(-1, keepdim=True)
        return self.weight * (x * torch.rsqrt(variance + self.eps))


class RotaryEmbedding(nn.Module):
    def __init__(self, head_dim: int, base: float) -> None:
        super().__init__()
        exponents = torch.arange(0, head_dim, 2, dtype=torch.int64).float() / head_dim
        inv_freq = 1.0 / (base**exponents)
        # exactly as transformers' LlamaRotaryEmbedding
        self.register_buffer("inv_freq", inv_freq, persistent=False)

    inv_freq: Tensor

    def forward(self, x: Tensor, position_ids: Tensor) -> tuple[Tensor, Tensor]:
        inv = self.inv_freq[None, :, None].float().expand(position_ids.shape[0], -1, 1)
        pos = position_ids[:, None, :].float()
        freqs = (inv @ pos).transpose(1, 2)
        emb = torch.cat((freqs, freqs), dim=-1)
        return emb.cos().to(x.dtype), emb.sin().to(x.dtype)


def rotate_half(x: Tensor) -> Tensor:
    half = x.shape[-1] // 2
    return torch.cat((-x[..., half:], x[..., :half]), dim=-1)


class LlamaAttention(nn.Module):
    def __init__(self, cfg: LlamaLikeConfig) -> None:
        super().__init__()
        self.num_heads = cfg.num_heads
        self.num_kv_heads = cfg.num_kv_heads
        self.head_dim = cfg.hidden_size // cfg.num_heads
        self.q_proj = nn.Linear(cfg.hidden_size, cfg.num_heads * self.head_dim, bias=False)
        self.k_proj = nn.Linear(cfg.hidden_size, cfg.num_kv_heads * self.head_dim, bias=False)
        self.v_proj = nn.Linear(cfg.hidden_size, cfg.num_kv_heads * self.head_dim, bias=False)
        self.o_proj = nn.Linear(cfg.num_heads * self.head_dim, cfg.hidden_size, bias=False)

    def forward(self, x: Tensor, cos: Tensor, sin: Tensor, mask: Tensor) -> Tensor:
        b, s, _ = x.shape
        q = self.q_proj(x).view(b, s, self.num_heads, self.head_dim).transpose(1, 2)
        k = self.k_proj(x).view(b, s, self.num_kv_heads, self.head_dim).transpose(1, 2)
        v = self.v_proj(x).view(b, s, self.num_kv_heads, self.head_dim).transpose(1, 2)
        cos, sin = cos[:, None], sin[:, None]
        q = q * cos + rotate_half(q) * sin
        k = k * cos + rotate_half(k) * sin
        groups = self.num_heads // self.num_kv_heads
        if groups > 1:  # repeat_kv, as transformers does it
            k = k[:, :, None].expand(b, self.num_kv_heads, groups, s, self.head_dim)
            k = k.reshape(b, self.num_heads, s, self.head_dim)
            v = v[:, :, None].expand(b, self.num_kv_heads, groups, s, self.head_dim)
            v = v.reshape(b, self.num_heads, s, self.head_dim)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        return self.o_proj(out.transpose(1, 2).reshape(b, s, -1))


class LlamaMLP(nn.Module):
    def __init__(self, cfg: LlamaLikeConfig) -> None:
        super().__init__()
        self.gate_proj = nn.Linear(cfg.hidden_size, cfg.intermediate_size, bias=False)
        self.up_proj = nn.Linear(cfg.hidden_size, cfg.intermediate_size, bias=False)
        self.down_proj = nn.Linear(cfg.intermediate_size, cfg.hidden_size, bias=False)

    def forward(self, x: Tensor) -> Tensor:
        return self.down_proj(F.silu(self.gate_proj(x)) * self.up_proj(x))


class LlamaDecoderLayer(nn.Module):
    def __init__(self, cfg: LlamaLikeConfig) -> None:
        super().__init__()
        self.input_layernorm = RMSNorm(cfg.hidden_size, cfg.rms_norm_eps)
        self.self_attn = LlamaAttention(cfg)
        self.post_attention_layernorm = RMSNorm(cfg.hidden_size, cfg.rms_norm_eps)
        self.mlp = LlamaMLP(cfg)

    def forward(self, x: Tensor, cos: Tensor, sin: Tensor, mask: Tensor) -> Tensor:
        x = x + self.self_attn(self.input_layernorm(x), cos, sin, mask)
        return x + self.mlp(self.post_attention_layernorm(x))


class LlamaLike(nn.Module):
    """``LlamaForCausalLM``-shaped: returns logits."""

    def __init__(self, cfg: LlamaLikeConfig) -> None:
        super().__init__()
        self.cfg = cfg
        self.embed_tokens = nn.Embedding(cfg.vocab_size, cfg.hidden_size)
        self.rotary_emb = RotaryEmbedding(cfg.hidden_size // cfg.num_heads, cfg.rope_theta)
        self.layers = nn.ModuleList(LlamaDecoderLayer(cfg) for _ in range(cfg.num_layers))
        self.norm = RMSNorm(cfg.hidden_size, cfg.rms_norm_eps)
        self.lm_head = nn.Linear(cfg.hidden_size, cfg.vocab_size, bias=False)

    def forward(self, input_ids: Tensor) -> Tensor:
        batch, seq = input_ids.shape
        x = self.embed_tokens(input_ids)
        # Gemma-style normalizer: a tensor created in forward, lifted as a CONSTANT_TENSOR
        normalizer = torch.tensor(self.cfg.hidden_size**0.5, dtype=x.dtype)
        x = x * normalizer
        position_ids = torch.arange(seq, device=input_ids.device)[None].expand(batch, seq)
        cos, sin = self.rotary_emb(x, position_ids)
        # causal mask built in forward, additive, with finfo.min as transformers does
        causal = torch.full((seq, seq), torch.finfo(x.dtype).min, dtype=x.dtype).triu(1)
        mask = causal[None, None].expand(batch, 1, seq, seq)
        for layer in self.layers:
            x = layer(x, cos, sin, mask)
        return self.lm_head(self.norm(x))


# --------------------------------------------------------------------------- factories


def _init(model: nn.Module, seed: int) -> nn.Module:
    """Seeded, deterministic weights (normal 0.02 like transformers' init, norms at 1/0)."""
    gen = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for name, p in model.named_parameters():
            if name.endswith("bias"):
                p.zero_()
            elif p.dim() == 1:  # norm weights
                p.fill_(1.0)
            else:
                p.copy_(torch.randn(p.shape, generator=gen) * 0.02)
    return model.eval()


def make_bert(seed: int = 0, batch: int = 1, seq: int = 8) -> tuple[nn.Module, tuple[Tensor]]:
    cfg = BertLikeConfig()
    model = _init(BertLike(cfg), seed)
    gen = torch.Generator().manual_seed(seed)
    ids = torch.randint(0, cfg.vocab_size, (batch, seq), generator=gen)
    return model, (ids,)


def make_llama(seed: int = 0, batch: int = 1, seq: int = 8) -> tuple[nn.Module, tuple[Tensor]]:
    cfg = LlamaLikeConfig()
    model = _init(LlamaLike(cfg), seed)
    gen = torch.Generator().manual_seed(seed)
    ids = torch.randint(0, cfg.vocab_size, (batch, seq), generator=gen)
    return model, (ids,)
