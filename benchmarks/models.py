"""Pure-torch ResNet-18 and ViT-B/16, faithful to torchvision's architectures.

torchvision has no CPU build here. ResNet-18 is the regression suite's
(``tests/vision_like.py``, identical to ``torchvision.models.resnet18`` weights and all);
ViT-B/16 mirrors ``torchvision.models.vit_b_16``
(patch 16, 12 layers, hidden 768, 12 heads, MLP 3072, 86,567,656 parameters),
module names included, with torchvision's initialisation under a fixed seed.
Each factory returns ``(model.eval(), (input,))`` with a 1x3x224x224 input.
"""

from __future__ import annotations

import math
import sys
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path

import torch
from torch import nn

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

# ----------------------------------------------------------------------------- ViT-B/16


class MLPBlock(nn.Sequential):
    def __init__(self, in_dim: int, mlp_dim: int, dropout: float) -> None:
        super().__init__(
            nn.Linear(in_dim, mlp_dim),
            nn.GELU(),
            nn.Dropout(dropout),
            nn.Linear(mlp_dim, in_dim),
            nn.Dropout(dropout),
        )
        for m in self.modules():
            if isinstance(m, nn.Linear):
                nn.init.xavier_uniform_(m.weight)
                nn.init.normal_(m.bias, std=1e-6)


class EncoderBlock(nn.Module):
    def __init__(
        self,
        num_heads: int,
        hidden_dim: int,
        mlp_dim: int,
        dropout: float = 0.0,
        attention_dropout: float = 0.0,
        norm_layer: Callable[[int], nn.Module] = lambda d: nn.LayerNorm(d, eps=1e-6),
    ) -> None:
        super().__init__()
        self.ln_1 = norm_layer(hidden_dim)
        self.self_attention = nn.MultiheadAttention(
            hidden_dim, num_heads, dropout=attention_dropout, batch_first=True
        )
        self.dropout = nn.Dropout(dropout)
        self.ln_2 = norm_layer(hidden_dim)
        self.mlp = MLPBlock(hidden_dim, mlp_dim, dropout)

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        x = self.ln_1(input)
        x, _ = self.self_attention(x, x, x, need_weights=False)
        x = self.dropout(x)
        x = x + input
        y = self.mlp(self.ln_2(x))
        return x + y


class Encoder(nn.Module):
    def __init__(
        self, seq_length: int, num_layers: int, num_heads: int, hidden_dim: int, mlp_dim: int
    ) -> None:
        super().__init__()
        self.pos_embedding = nn.Parameter(torch.empty(1, seq_length, hidden_dim).normal_(std=0.02))
        self.dropout = nn.Dropout(0.0)
        layers: OrderedDict[str, nn.Module] = OrderedDict()
        for i in range(num_layers):
            layers[f"encoder_layer_{i}"] = EncoderBlock(num_heads, hidden_dim, mlp_dim)
        self.layers = nn.Sequential(layers)
        self.ln = nn.LayerNorm(hidden_dim, eps=1e-6)

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        return self.ln(self.layers(self.dropout(input + self.pos_embedding)))


class VisionTransformer(nn.Module):
    def __init__(
        self,
        image_size: int = 224,
        patch_size: int = 16,
        num_layers: int = 12,
        num_heads: int = 12,
        hidden_dim: int = 768,
        mlp_dim: int = 3072,
        num_classes: int = 1000,
    ) -> None:
        super().__init__()
        self.image_size, self.patch_size, self.hidden_dim = image_size, patch_size, hidden_dim
        self.conv_proj = nn.Conv2d(3, hidden_dim, kernel_size=patch_size, stride=patch_size)
        seq_length = (image_size // patch_size) ** 2
        self.class_token = nn.Parameter(torch.zeros(1, 1, hidden_dim))
        seq_length += 1
        self.encoder = Encoder(seq_length, num_layers, num_heads, hidden_dim, mlp_dim)
        self.seq_length = seq_length
        self.heads = nn.Sequential(OrderedDict([("head", nn.Linear(hidden_dim, num_classes))]))
        fan_in = (
            self.conv_proj.in_channels
            * self.conv_proj.kernel_size[0]
            * self.conv_proj.kernel_size[1]
        )
        nn.init.trunc_normal_(self.conv_proj.weight, std=math.sqrt(1 / fan_in))
        nn.init.zeros_(self.conv_proj.bias)
        nn.init.zeros_(self.heads.head.weight)
        nn.init.zeros_(self.heads.head.bias)

    def _process_input(self, x: torch.Tensor) -> torch.Tensor:
        n, _, h, w = x.shape
        p = self.patch_size
        n_h, n_w = h // p, w // p
        x = self.conv_proj(x)
        x = x.reshape(n, self.hidden_dim, n_h * n_w)
        return x.permute(0, 2, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self._process_input(x)
        n = x.shape[0]
        batch_class_token = self.class_token.expand(n, -1, -1)
        x = torch.cat([batch_class_token, x], dim=1)
        x = self.encoder(x)
        x = x[:, 0]
        return self.heads(x)


# ------------------------------------------------------------ stacks (for opt -O2 growth)


class Stack(nn.Module):
    """``n`` transformer encoder layers of width ``d`` (the opt -O2 scaling study)."""

    def __init__(self, n: int, d: int = 64) -> None:
        super().__init__()
        self.layers = nn.Sequential(
            *[
                nn.TransformerEncoderLayer(
                    d_model=d, nhead=4, dim_feedforward=2 * d, dropout=0.0, batch_first=True
                )
                for _ in range(n)
            ]
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.layers(x)


def resnet18() -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    # the regression suite's torchvision-faithful ResNet-18, at the full 224x224 size
    from vision_like import make_resnet18

    return make_resnet18(size=224)


def vit_b_16() -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    torch.manual_seed(0)
    model = VisionTransformer().eval()
    return model, (torch.randn(1, 3, 224, 224),)


def stack(n: int, d: int = 64) -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    torch.manual_seed(0)
    model = Stack(n, d).eval()
    return model, (torch.randn(1, 8, d),)


MODELS = {"resnet18": resnet18, "vit_b_16": vit_b_16}

if __name__ == "__main__":
    for name, build in MODELS.items():
        m, (x,) = build()
        with torch.no_grad():
            y = m(x)
        print(name, sum(p.numel() for p in m.parameters()), tuple(y.shape))
