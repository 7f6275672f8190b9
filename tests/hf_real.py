"""Hugging Face transformers' own BERT, GPT-2 and Llama, built from small configs.

No weights are downloaded: each model is constructed from a config with a seeded
generator, as a user builds a model to test a compiler on. The configs ask for what
torch.jit.trace and torch.export need (``return_dict=False``, ``use_cache=False``,
``torchscript=True``) and for the eager attention, the one every torch version runs the
same way. The modeling code is transformers' (pinned in tox.ini), so a transformers
upgrade that changes what these models lower to shows up as golden changes.
"""

from __future__ import annotations

from typing import Any

import pytest
import torch

#: what every config shares: outputs as tuples, no KV cache, traceable, eager attention
COMMON: dict[str, Any] = {
    "return_dict": False,
    "use_cache": False,
    "torchscript": True,
    "attn_implementation": "eager",
}

VOCAB = 64
SEQ = 8


def _transformers() -> Any:
    # an import statement, not pytest.importorskip: the cross-run key of a deferred model
    # built here (tests/regression/conftest.py) names transformers' version from it
    try:
        import transformers
    except ImportError:
        pytest.skip("transformers is not installed (pip install transformers)")
    transformers.logging.set_verbosity_error()
    return transformers


def _ids() -> torch.Tensor:
    return torch.randint(0, VOCAB, (1, SEQ), generator=torch.Generator().manual_seed(1))


def _build(config: Any, cls: Any, **kwargs: Any) -> tuple[torch.nn.Module, tuple[torch.Tensor]]:
    torch.manual_seed(0)
    return cls(config, **kwargs).eval(), (_ids(),)


def bert() -> tuple[torch.nn.Module, tuple[torch.Tensor]]:
    """``BertModel`` with its pooler: 2 layers, hidden size 32, 2 heads."""
    t = _transformers()
    config = t.BertConfig(
        vocab_size=VOCAB,
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=32,
        **COMMON,
    )
    return _build(config, t.BertModel)


def gpt2() -> tuple[torch.nn.Module, tuple[torch.Tensor]]:
    """``GPT2Model``: 2 layers, embedding size 32, 2 heads."""
    t = _transformers()
    config = t.GPT2Config(
        vocab_size=VOCAB,
        n_embd=32,
        n_layer=2,
        n_head=2,
        n_positions=32,
        bos_token_id=0,
        eos_token_id=0,
        **COMMON,
    )
    return _build(config, t.GPT2Model)


def llama() -> tuple[torch.nn.Module, tuple[torch.Tensor]]:
    """``LlamaModel``: 2 layers, hidden size 32, 4 query heads sharing 2 key/value heads."""
    t = _transformers()
    config = t.LlamaConfig(
        vocab_size=VOCAB,
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        intermediate_size=64,
        max_position_embeddings=32,
        **COMMON,
    )
    return _build(config, t.LlamaModel)
