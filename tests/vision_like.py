"""torchvision's resnet18 and mobilenet_v3_small (``weights=None``) in plain torch.

Written from torchvision 0.28.0's ``models/resnet.py``, ``models/mobilenetv3.py`` and
``ops/misc.py`` (Conv2dNormActivation, SqueezeExcitation), keeping:

* the same module tree and attribute names, so ``state_dict()`` keys and shapes are
  identical and torchvision checkpoints load with ``load_state_dict(strict=True)``;
* the same construction order and the same init calls, so after ``torch.manual_seed(s)``
  the weights are bit-identical to ``torchvision.models.resnet18(weights=None)`` /
  ``mobilenet_v3_small(weights=None)`` built after the same seed;
* the same forward (in-place ReLU/Hardswish, ``out += identity``, ``result += input``).

No torchvision is needed (there is no CPU torchvision wheel for torch 2.13 on PyPI).
``make_resnet18()`` / ``make_mobilenet_v3_small()`` return ``(model.eval(), (image,))``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import torch
from torch import Tensor, nn

__all__ = [
    "MobileNetV3",
    "ResNet",
    "make_mobilenet_v3_small",
    "make_resnet18",
    "mobilenet_v3_small",
    "resnet18",
]


# --------------------------------------------------------------------------- shared blocks


class Conv2dNormActivation(nn.Sequential):
    """torchvision.ops.misc.Conv2dNormActivation: conv (bias iff no norm), norm, activation."""

    def __init__(
        self,
        in_channels: int,
        out_channels: int,
        kernel_size: int = 3,
        stride: int = 1,
        groups: int = 1,
        norm_layer: Callable[..., nn.Module] | None = nn.BatchNorm2d,
        activation_layer: Callable[..., nn.Module] | None = nn.ReLU,
        dilation: int = 1,
    ) -> None:
        padding = (kernel_size - 1) // 2 * dilation
        layers: list[nn.Module] = [
            nn.Conv2d(
                in_channels,
                out_channels,
                kernel_size,
                stride,
                padding,
                dilation=dilation,
                groups=groups,
                bias=norm_layer is None,
            )
        ]
        if norm_layer is not None:
            layers.append(norm_layer(out_channels))
        if activation_layer is not None:
            layers.append(activation_layer(inplace=True))
        super().__init__(*layers)
        self.out_channels = out_channels


class SqueezeExcitation(nn.Module):
    """torchvision.ops.misc.SqueezeExcitation (MobileNetV3 uses Hardsigmoid as the scale)."""

    def __init__(
        self,
        input_channels: int,
        squeeze_channels: int,
        activation: Callable[..., nn.Module] = nn.ReLU,
        scale_activation: Callable[..., nn.Module] = nn.Sigmoid,
    ) -> None:
        super().__init__()
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.fc1 = nn.Conv2d(input_channels, squeeze_channels, 1)
        self.fc2 = nn.Conv2d(squeeze_channels, input_channels, 1)
        self.activation = activation()
        self.scale_activation = scale_activation()

    def forward(self, input: Tensor) -> Tensor:
        scale = self.avgpool(input)
        scale = self.fc1(scale)
        scale = self.activation(scale)
        scale = self.fc2(scale)
        return self.scale_activation(scale) * input


# --------------------------------------------------------------------------- ResNet-18


def conv3x3(in_planes: int, out_planes: int, stride: int = 1) -> nn.Conv2d:
    return nn.Conv2d(in_planes, out_planes, kernel_size=3, stride=stride, padding=1, bias=False)


def conv1x1(in_planes: int, out_planes: int, stride: int = 1) -> nn.Conv2d:
    return nn.Conv2d(in_planes, out_planes, kernel_size=1, stride=stride, bias=False)


class BasicBlock(nn.Module):
    expansion: int = 1

    def __init__(
        self, inplanes: int, planes: int, stride: int = 1, downsample: nn.Module | None = None
    ) -> None:
        super().__init__()
        self.conv1 = conv3x3(inplanes, planes, stride)
        self.bn1 = nn.BatchNorm2d(planes)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = conv3x3(planes, planes)
        self.bn2 = nn.BatchNorm2d(planes)
        self.downsample = downsample
        self.stride = stride

    def forward(self, x: Tensor) -> Tensor:
        identity = x
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        if self.downsample is not None:
            identity = self.downsample(x)
        out += identity
        return self.relu(out)


class ResNet(nn.Module):
    def __init__(self, layers: tuple[int, int, int, int], num_classes: int = 1000) -> None:
        super().__init__()
        self.inplanes = 64
        self.conv1 = nn.Conv2d(3, self.inplanes, kernel_size=7, stride=2, padding=3, bias=False)
        self.bn1 = nn.BatchNorm2d(self.inplanes)
        self.relu = nn.ReLU(inplace=True)
        self.maxpool = nn.MaxPool2d(kernel_size=3, stride=2, padding=1)
        self.layer1 = self._make_layer(64, layers[0])
        self.layer2 = self._make_layer(128, layers[1], stride=2)
        self.layer3 = self._make_layer(256, layers[2], stride=2)
        self.layer4 = self._make_layer(512, layers[3], stride=2)
        self.avgpool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(512 * BasicBlock.expansion, num_classes)
        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
            elif isinstance(m, nn.BatchNorm2d):
                nn.init.constant_(m.weight, 1)
                nn.init.constant_(m.bias, 0)

    def _make_layer(self, planes: int, blocks: int, stride: int = 1) -> nn.Sequential:
        downsample = None
        if stride != 1 or self.inplanes != planes * BasicBlock.expansion:
            downsample = nn.Sequential(
                conv1x1(self.inplanes, planes * BasicBlock.expansion, stride),
                nn.BatchNorm2d(planes * BasicBlock.expansion),
            )
        layers = [BasicBlock(self.inplanes, planes, stride, downsample)]
        self.inplanes = planes * BasicBlock.expansion
        layers.extend(BasicBlock(self.inplanes, planes) for _ in range(1, blocks))
        return nn.Sequential(*layers)

    def forward(self, x: Tensor) -> Tensor:
        x = self.maxpool(self.relu(self.bn1(self.conv1(x))))
        x = self.layer4(self.layer3(self.layer2(self.layer1(x))))
        x = torch.flatten(self.avgpool(x), 1)
        return self.fc(x)


def resnet18(num_classes: int = 1000) -> ResNet:
    return ResNet((2, 2, 2, 2), num_classes)


# --------------------------------------------------------------------------- MobileNetV3-Small


def _make_divisible(v: float, divisor: int = 8) -> int:
    new_v = max(divisor, int(v + divisor / 2) // divisor * divisor)
    if new_v < 0.9 * v:
        new_v += divisor
    return new_v


@dataclass(frozen=True)
class InvertedResidualConfig:
    input_channels: int
    kernel: int
    expanded_channels: int
    out_channels: int
    use_se: bool
    activation: str  # "RE" (ReLU) or "HS" (Hardswish)
    stride: int
    dilation: int = 1

    @property
    def use_hs(self) -> bool:
        return self.activation == "HS"


#: torchvision's ``_mobilenet_v3_conf("mobilenet_v3_small")`` at width_mult=1.0 (already
#: multiples of 8, so adjust_channels is the identity); last_channel = 1024.
MOBILENET_V3_SMALL: tuple[InvertedResidualConfig, ...] = (
    InvertedResidualConfig(16, 3, 16, 16, True, "RE", 2),
    InvertedResidualConfig(16, 3, 72, 24, False, "RE", 2),
    InvertedResidualConfig(24, 3, 88, 24, False, "RE", 1),
    InvertedResidualConfig(24, 5, 96, 40, True, "HS", 2),
    InvertedResidualConfig(40, 5, 240, 40, True, "HS", 1),
    InvertedResidualConfig(40, 5, 240, 40, True, "HS", 1),
    InvertedResidualConfig(40, 5, 120, 48, True, "HS", 1),
    InvertedResidualConfig(48, 5, 144, 48, True, "HS", 1),
    InvertedResidualConfig(48, 5, 288, 96, True, "HS", 2),
    InvertedResidualConfig(96, 5, 576, 96, True, "HS", 1),
    InvertedResidualConfig(96, 5, 576, 96, True, "HS", 1),
)


class InvertedResidual(nn.Module):
    def __init__(self, cnf: InvertedResidualConfig, norm_layer: Callable[..., nn.Module]) -> None:
        super().__init__()
        self.use_res_connect = cnf.stride == 1 and cnf.input_channels == cnf.out_channels
        activation_layer: Callable[..., nn.Module] = nn.Hardswish if cnf.use_hs else nn.ReLU
        layers: list[nn.Module] = []
        if cnf.expanded_channels != cnf.input_channels:  # expand
            layers.append(
                Conv2dNormActivation(
                    cnf.input_channels,
                    cnf.expanded_channels,
                    kernel_size=1,
                    norm_layer=norm_layer,
                    activation_layer=activation_layer,
                )
            )
        stride = 1 if cnf.dilation > 1 else cnf.stride
        layers.append(  # depthwise
            Conv2dNormActivation(
                cnf.expanded_channels,
                cnf.expanded_channels,
                kernel_size=cnf.kernel,
                stride=stride,
                dilation=cnf.dilation,
                groups=cnf.expanded_channels,
                norm_layer=norm_layer,
                activation_layer=activation_layer,
            )
        )
        if cnf.use_se:
            squeeze_channels = _make_divisible(cnf.expanded_channels // 4, 8)
            layers.append(
                SqueezeExcitation(
                    cnf.expanded_channels, squeeze_channels, scale_activation=nn.Hardsigmoid
                )
            )
        layers.append(  # project
            Conv2dNormActivation(
                cnf.expanded_channels,
                cnf.out_channels,
                kernel_size=1,
                norm_layer=norm_layer,
                activation_layer=None,
            )
        )
        self.block = nn.Sequential(*layers)
        self.out_channels = cnf.out_channels
        self._is_cn = cnf.stride > 1

    def forward(self, input: Tensor) -> Tensor:
        result = self.block(input)
        if self.use_res_connect:
            result += input
        return result


class MobileNetV3(nn.Module):
    def __init__(
        self,
        setting: tuple[InvertedResidualConfig, ...],
        last_channel: int,
        num_classes: int = 1000,
        dropout: float = 0.2,
    ) -> None:
        super().__init__()
        norm_layer = partial(nn.BatchNorm2d, eps=0.001, momentum=0.01)
        layers: list[nn.Module] = [
            Conv2dNormActivation(
                3,
                setting[0].input_channels,
                kernel_size=3,
                stride=2,
                norm_layer=norm_layer,
                activation_layer=nn.Hardswish,
            )
        ]
        layers.extend(InvertedResidual(cnf, norm_layer) for cnf in setting)
        lastconv_input_channels = setting[-1].out_channels
        lastconv_output_channels = 6 * lastconv_input_channels
        layers.append(
            Conv2dNormActivation(
                lastconv_input_channels,
                lastconv_output_channels,
                kernel_size=1,
                norm_layer=norm_layer,
                activation_layer=nn.Hardswish,
            )
        )
        self.features = nn.Sequential(*layers)
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.classifier = nn.Sequential(
            nn.Linear(lastconv_output_channels, last_channel),
            nn.Hardswish(inplace=True),
            nn.Dropout(p=dropout, inplace=True),
            nn.Linear(last_channel, num_classes),
        )
        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode="fan_out")
                if m.bias is not None:
                    nn.init.zeros_(m.bias)
            elif isinstance(m, nn.BatchNorm2d):
                nn.init.ones_(m.weight)
                nn.init.zeros_(m.bias)
            elif isinstance(m, nn.Linear):
                nn.init.normal_(m.weight, 0, 0.01)
                nn.init.zeros_(m.bias)

    def forward(self, x: Tensor) -> Tensor:
        x = self.features(x)
        x = torch.flatten(self.avgpool(x), 1)
        return self.classifier(x)


def mobilenet_v3_small(num_classes: int = 1000) -> MobileNetV3:
    return MobileNetV3(MOBILENET_V3_SMALL, last_channel=1024, num_classes=num_classes)


# --------------------------------------------------------------------------- factories


def _image(seed: int, size: int) -> Tensor:
    return torch.randn((1, 3, size, size), generator=torch.Generator().manual_seed(seed + 1))


def make_resnet18(seed: int = 0, size: int = 224) -> tuple[nn.Module, tuple[Tensor]]:
    torch.manual_seed(seed)  # torchvision's init draws from the global generator
    return resnet18().eval(), (_image(seed, size),)


def make_mobilenet_v3_small(seed: int = 0, size: int = 224) -> tuple[nn.Module, tuple[Tensor]]:
    torch.manual_seed(seed)
    return mobilenet_v3_small().eval(), (_image(seed, size),)
