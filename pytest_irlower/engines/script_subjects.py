"""The subjects the TorchScript frontend takes, recognized without importing torch.

A ``torch.jit.ScriptModule`` (scripted or traced), a ``torch.jit.ScriptFunction``, or a
``pathlib.Path`` to a file ``torch.jit.save`` wrote (loaded on the CPU, once per file
version). These make ``frontend="torchscript"`` the default of the torch-mlir IR types.
"""

from __future__ import annotations

import sys
from collections import OrderedDict
from pathlib import Path
from typing import Any

from pytest_irlower.errors import UsageError

#: the frontends, as model_params.FRONTENDS lists them, that import TorchScript
SCRIPT_FRONTENDS = ("torchscript", "lazy")
#: loaded ``torch.jit.save`` files: (path, mtime, size) -> the ScriptModule (a few at most)
_LOADED: OrderedDict[tuple[str, int, int], Any] = OrderedDict()
_LOADED_MAX = 4


def is_script(subject: Any) -> bool:
    """Whether ``subject`` is a ScriptModule or a ScriptFunction (torch is not imported)."""
    torch = sys.modules.get("torch")
    jit = getattr(torch, "jit", None) if torch is not None else None
    kinds = tuple(
        kind
        for kind in (getattr(jit, "ScriptModule", None), getattr(jit, "ScriptFunction", None))
        if kind is not None
    )
    return bool(kinds) and isinstance(subject, kinds)


def is_script_subject(subject: Any) -> bool:
    """Whether ``subject`` is one the TorchScript frontend takes by default: a ScriptModule,
    a ScriptFunction or a ``pathlib.Path``."""
    return isinstance(subject, Path) or is_script(subject)


def is_script_function(subject: Any) -> bool:
    """Whether ``subject`` is a ``torch.jit.ScriptFunction``."""
    torch = sys.modules.get("torch")
    kind = getattr(getattr(torch, "jit", None), "ScriptFunction", None)
    return kind is not None and isinstance(subject, kind)


def load_saved(path: Path) -> Any:
    """The ScriptModule a ``torch.jit.save`` file holds, loaded on the CPU (the same object
    for the same file until it changes, so its stages are shared)."""
    import torch

    try:
        stat = path.stat()
    except OSError as exc:
        raise UsageError(
            f"{path}: cannot read it ({exc.strerror}); a pathlib.Path subject names a file "
            "written by torch.jit.save"
        ) from None
    key = (str(path.resolve()), stat.st_mtime_ns, stat.st_size)
    found = _LOADED.get(key)
    if found is not None:
        _LOADED.move_to_end(key)
        return found
    try:
        found = torch.jit.load(str(path), map_location="cpu")
    except Exception as exc:
        raise UsageError(
            f"{path}: torch.jit.load cannot read it ({type(exc).__name__}: "
            f"{str(exc).strip().splitlines()[0] if str(exc).strip() else exc}); a pathlib.Path "
            "subject names a file written by torch.jit.save"
        ) from None
    _LOADED[key] = found
    while len(_LOADED) > _LOADED_MAX:
        _LOADED.popitem(last=False)
    return found
