"""The regression suite's model zoo: small but real models, each with example inputs.

Each factory returns ``(model, example_inputs)``, builds its weights from a
fixed seed and puts the model in eval mode, so IR is the same on every run.
The CLI reads them too: ``irlower lower tests/zoo.py:mlp --ir-type llvm_ir``.
"""

from __future__ import annotations

import hf_like
import hf_real
import torch
import torch.nn.functional as F
import vision_like
from torch import nn


class MLP(nn.Module):
    """Linear layers with GELU (erf) and SiLU (exp) between them."""

    def __init__(self) -> None:
        super().__init__()
        self.l1 = nn.Linear(16, 32)
        self.l2 = nn.Linear(32, 32)
        self.l3 = nn.Linear(32, 8)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.l3(F.silu(self.l2(F.gelu(self.l1(x)))))


class CNN(nn.Module):
    """Convolutions with BatchNorm, ReLU, max and adaptive average pooling."""

    def __init__(self) -> None:
        super().__init__()
        self.c1 = nn.Conv2d(3, 8, 3, padding=1)
        self.bn = nn.BatchNorm2d(8)
        self.c2 = nn.Conv2d(8, 8, 3)
        self.fc = nn.Linear(8, 4)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = F.max_pool2d(F.relu(self.bn(self.c1(x))), 2)
        x = F.adaptive_avg_pool2d(self.c2(x), 1)
        return self.fc(torch.flatten(x, 1))


class Attention(nn.Module):
    """Single-head attention: softmax, LayerNorm, an RMS scale (rsqrt) and tanh."""

    def __init__(self, dim: int = 32, sdpa: bool = False) -> None:
        super().__init__()
        self.q = nn.Linear(dim, dim)
        self.k = nn.Linear(dim, dim)
        self.v = nn.Linear(dim, dim)
        self.norm = nn.LayerNorm(dim)
        self.scale = dim**-0.5
        self.sdpa = sdpa

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.q(x), self.k(x), self.v(x)
        if self.sdpa:
            out = F.scaled_dot_product_attention(q, k, v)
        else:
            out = torch.softmax((q @ k.transpose(-2, -1)) * self.scale, dim=-1) @ v
        out = self.norm(out + x)
        out = out * torch.rsqrt(out.pow(2).mean(-1, keepdim=True) + 1e-6)
        return torch.tanh(out)


class Embedding(nn.Module):
    """An embedding lookup, a projection and exp."""

    def __init__(self) -> None:
        super().__init__()
        self.table = nn.Embedding(100, 16)
        self.proj = nn.Linear(16, 8)

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        return torch.exp(self.proj(self.table(ids)))


def _seeded(build):  # type: ignore[no-untyped-def]
    torch.manual_seed(0)
    return build()


def mlp() -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    model = _seeded(MLP).eval()
    return model, (torch.randn(2, 16),)


def cnn() -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    model = _seeded(CNN).eval()
    return model, (torch.randn(1, 3, 16, 16),)


def transformer() -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    model = _seeded(
        lambda: nn.TransformerEncoderLayer(
            d_model=32, nhead=4, dim_feedforward=64, dropout=0.0, batch_first=True
        )
    ).eval()
    return model, (torch.randn(1, 8, 32),)


def attention() -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    model = _seeded(Attention).eval()
    return model, (torch.randn(1, 8, 32),)


def attention_sdpa() -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    model = _seeded(lambda: Attention(sdpa=True)).eval()
    return model, (torch.randn(1, 8, 32),)


def embedding() -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    model = _seeded(Embedding).eval()
    return model, (torch.tensor([[1, 5, 7, 99]]),)


def bert() -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    """Hugging Face BERT's buffer patterns: non-persistent position_ids/token_type_ids."""
    return hf_like.make_bert()


def llama() -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    """Hugging Face Llama's patterns: non-persistent rotary inv_freq, a constant made in forward."""
    return hf_like.make_llama()


def resnet18() -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    """torchvision's resnet18 (weights=None) in plain torch, on a 64x64 image."""
    return vision_like.make_resnet18(size=64)


def mobilenet_v3_small() -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    """torchvision's mobilenet_v3_small (weights=None) in plain torch, on a 64x64 image."""
    return vision_like.make_mobilenet_v3_small(size=64)


ZOO = {
    "mlp": mlp,
    "cnn": cnn,
    "transformer": transformer,
    "attention": attention,
    "attention_sdpa": attention_sdpa,
    "embedding": embedding,
    "bert": bert,
    "llama": llama,
}


def hf_bert() -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    """Hugging Face transformers' ``BertModel`` from a small config (tests/hf_real.py)."""
    return hf_real.bert()


def hf_gpt2() -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    """Hugging Face transformers' ``GPT2Model`` from a small config (tests/hf_real.py)."""
    return hf_real.gpt2()


def hf_llama() -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    """Hugging Face transformers' ``LlamaModel`` from a small config (tests/hf_real.py)."""
    return hf_real.llama()


#: real models as users bring them: torchvision's resnet18 and mobilenet_v3_small,
#: written in plain torch (no CPU torchvision wheel exists), and transformers' own BERT,
#: GPT-2 and Llama built from small configs (no weights downloaded)
REAL = {
    "resnet18": resnet18,
    "mobilenet_v3_small": mobilenet_v3_small,
    "hf_bert": hf_bert,
    "hf_gpt2": hf_gpt2,
    "hf_llama": hf_llama,
}


#: families whose compiles cost seconds per model: their own test file covers a few models
#: (Inductor: a C++ compile per kernel, tests/regression/test_inductor.py; IREE: an
#: iree-compile per model and target, tests/regression/test_iree.py); and the TorchScript
#: frontends, whose subjects are ScriptModules and whose Lazy Tensor Core IR is covered for
#: the MLP, CNN and attention models (tests/regression/test_torchscript.py)
OWN_TESTS = ("inductor", "iree", "torchscript")


def _pytorch_ir_types() -> list[str]:
    """Every registered IR type that lowers a model, is not code for one GPU target and
    belongs to no family of :data:`OWN_TESTS`, but the training graphs: they need a loss
    (tests/regression/test_training_graphs.py)."""
    from pytest_irlower import IR_TYPES, REGISTRY

    return [
        name
        for name, t in IR_TYPES.items()
        if t.subject == "module"
        and not t.target
        and t.family not in OWN_TESTS
        and not getattr(REGISTRY.family_of(t), "training", False)
    ]


#: the PyTorch IR types, read from the registry: a new row joins the suite by itself
PYTORCH_IR_TYPES = _pytorch_ir_types()

#: (model, ir_type) pairs a chain cannot take, each with the LoweringError that says why
#: (a regular expression); the suite checks the error, so a fixed limitation shows up
UNSUPPORTED = {
    # onnxscript's SDPA translation asserts 4D query/key/value; this model's are 3D
    ("attention_sdpa", "onnx"): r"cannot translate aten\.scaled_dot_product_attention\.default",
    # prims_ir traces the model's own Python under TorchRefsMode: torch's reference
    # implementation of Tensor.to(device) lacks an argument GPT-2's code passes, and Llama's
    # mask code branches on a tensor's value (torch.export traces both)
    ("hf_gpt2", "prims_ir"): r"_to_device\(\) missing 1 required positional argument: 'dtype'",
    ("hf_llama", "prims_ir"): r"aten\._local_scalar_dense",
    # MLIR's GPU mapping takes scf.parallel loops only; the cumsum of their mask code
    # (torch-mlir's tm_tensor.scan) leaves sequential loops on the host
    ("hf_gpt2", "gpu_mlir"): r"GPU mapping cannot map this model: .* the host still runs",
    ("hf_llama", "gpu_mlir"): r"GPU mapping cannot map this model: .* the host still runs",
}
