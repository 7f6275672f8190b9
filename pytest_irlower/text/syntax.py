"""Text syntaxes of IR: each one's golden suffix, comment leader and display normalizer.

An IR type declares its syntax; everything that depends on the kind of text (how
weights are elided from what ``.stages`` shows, which comment leader a golden's
trailer uses, which suffix a pipeline's golden gets when its last stage changed
the syntax) is read from here, never guessed from the text.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from pytest_irlower.text import normalize as norm

#: printing limit, in elements or bytes, above which weights are elided
ELIDE_LIMIT = 16


@dataclass(frozen=True)
class Syntax:
    """One text syntax."""

    name: str
    #: golden suffix of text in this syntax when the IR type does not say otherwise
    suffix: str
    #: line comment leader (for a golden's trailer)
    comment: str
    #: full text -> text with weights elided
    elide: Callable[[str, int], str]


def _keep(text: str, limit: int) -> str:
    return text


def _mlir(text: str, limit: int) -> str:
    return norm.strip_mlir_resource_blobs(text)


SYNTAXES: Mapping[str, Syntax] = MappingProxyType(
    {
        "mlir": Syntax("mlir", ".mlir", "//", _mlir),
        "llvm": Syntax("llvm", ".ll", ";", norm.elide_llvm_constants),
        "ptx": Syntax("ptx", ".ptx", "//", norm.elide_ptx_constants),
        "amdgcn": Syntax("amdgcn", ".amdgcn", ";", norm.elide_asm_data),
        "spvasm": Syntax("spvasm", ".spvasm", ";", norm.elide_spirv_constants),
        "sass": Syntax("sass", ".sass", "//", _keep),
        "torchscript": Syntax("torchscript", ".txt", "#", _keep),
        "fx": Syntax("fx", ".txt", "#", _keep),
        "python": Syntax("python", ".py", "#", _keep),
        "onnx": Syntax("onnx", ".txt", "#", norm.elide_onnx_tensors),
        "text": Syntax("text", ".txt", "#", _keep),
    }
)


def get(name: str) -> Syntax:
    """The syntax called ``name``; unknown names read as plain text."""
    return SYNTAXES.get(name, SYNTAXES["text"])


def display(text: str, syntax: str, *, keep_weights: bool) -> str:
    """What ``.stages`` shows of a full text: weights elided unless kept, whitespace normalized."""
    if not keep_weights:
        text = get(syntax).elide(text, ELIDE_LIMIT)
    return norm.normalize_whitespace(text)


def comment_for_suffix(suffix: str) -> str:
    """The comment leader of the syntax whose default suffix is ``suffix`` (``#`` otherwise)."""
    for spec in SYNTAXES.values():
        if spec.suffix == suffix:
            return spec.comment
    return "#"
