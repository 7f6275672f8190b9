"""TorchScript archives on the command line: ``irlower lower model.pt --inputs SPEC``.

A ``.pt`` (or ``.pth``) file names a module written by ``torch.jit.save``; it is lowered as
the ``pathlib.Path`` subject the TorchScript frontend takes (``docs/torchscript-and-ltc.md``).
Such an archive holds no example inputs, so ``--inputs`` spells them: comma-separated
``DTYPE[d0,d1,...]`` tensors (random, seeded: the shapes and dtypes are what bound the
import), or ``int``/``float`` literals for scalar arguments, e.g. ``float32[1,3,8,8],2``.

A file that is not such an archive (a ``torch.save`` pickle such as a state dict, or not
a zip file at all) is a :class:`UsageError` that says what it is and what to do instead.
"""

from __future__ import annotations

import re
import zipfile
from pathlib import Path
from typing import Any

from pytest_irlower.errors import UsageError

#: the suffixes of a file the CLI reads as a torch.jit.save archive
SUFFIXES = (".pt", ".pth")
#: ``--inputs`` dtype names -> torch dtype attribute names
DTYPES = {
    "float32": "float32",
    "f32": "float32",
    "float64": "float64",
    "f64": "float64",
    "float16": "float16",
    "f16": "float16",
    "bfloat16": "bfloat16",
    "bf16": "bfloat16",
    "int64": "int64",
    "i64": "int64",
    "int32": "int32",
    "i32": "int32",
    "int16": "int16",
    "int8": "int8",
    "uint8": "uint8",
    "bool": "bool",
}
_TENSOR = re.compile(r"^([a-z0-9]+)\[([0-9,\s]*)\]$")
_FORMS = (
    "comma-separated DTYPE[d0,d1,...] tensors or int/float literals, e.g. "
    "'float32[1,3,8,8],int64[4],2' (dtypes: " + ", ".join(sorted(set(DTYPES.values()))) + ")"
)


def is_archive_path(path: str) -> bool:
    """Whether the CLI reads ``path`` as a ``torch.jit.save`` file (by its suffix)."""
    return path.lower().endswith(SUFFIXES)


def check_archive(path: str) -> None:
    """A :class:`UsageError` unless ``path`` is a TorchScript archive: a zip file with the
    ``code/`` folder ``torch.jit.save`` writes (a ``torch.save`` file has none)."""
    if not Path(path).is_file():
        raise UsageError(f"no such file: {path}")
    if not zipfile.is_zipfile(path):
        raise UsageError(
            f"{path} is not a TorchScript archive (torch.jit.save writes a zip file; this is "
            "not one): save the model with torch.jit.save(torch.jit.script(model), path), or "
            "name it in a Python file as FILE.py:NAME"
        )
    with zipfile.ZipFile(path) as archive:
        names = archive.namelist()
    if not any("/code/" in name or name.startswith("code/") for name in names):
        raise UsageError(
            f"{path} is a torch.save file (a pickled object, such as a state dict), not a "
            "TorchScript archive: it holds no code to lower. Save the scripted or traced "
            "module with torch.jit.save(torch.jit.script(model), path), or load the weights "
            "into the model in a Python file and name it as FILE.py:NAME"
        )


def parse_inputs(spec: str | None, path: str) -> tuple[Any, ...]:
    """The example inputs ``--inputs`` spells (see the module docstring)."""
    if spec is None:
        raise UsageError(
            f"{path} is a torch.jit.save archive, which holds no example inputs: give them "
            f"with --inputs ({_FORMS})"
        )
    import torch

    generator = torch.Generator().manual_seed(0)
    inputs: list[Any] = []
    for item in _split(spec):
        found = _TENSOR.match(item)
        if found is not None:
            inputs.append(_tensor(found.group(1), found.group(2), item, generator))
            continue
        try:
            inputs.append(int(item))
            continue
        except ValueError:
            pass
        try:
            inputs.append(float(item))
        except ValueError:
            raise UsageError(
                f"--inputs {spec!r}: cannot read {item!r}; the forms: {_FORMS}"
            ) from None
    if not inputs:
        raise UsageError(f"--inputs {spec!r} names no input; the forms: {_FORMS}")
    return tuple(inputs)


def _split(spec: str) -> list[str]:
    """The items of a spec: commas outside brackets separate them."""
    items, depth, current = [], 0, ""
    for char in spec:
        depth += {"[": 1, "]": -1}.get(char, 0)
        if char == "," and depth == 0:
            items.append(current.strip())
            current = ""
        else:
            current += char
    items.append(current.strip())
    return [item for item in items if item]


def _tensor(dtype_name: str, dims: str, item: str, generator: Any) -> Any:
    import torch

    name = DTYPES.get(dtype_name)
    if name is None:
        raise UsageError(f"--inputs {item!r}: unknown dtype {dtype_name!r}; the forms: {_FORMS}")
    shape = [int(d) for d in dims.replace(" ", "").split(",") if d]
    dtype = getattr(torch, name)
    if dtype == torch.bool:
        return torch.randint(0, 2, shape, generator=generator).bool()
    if dtype.is_floating_point:
        return torch.randn(shape, generator=generator).to(dtype)
    return torch.randint(0, 10, shape, generator=generator).to(dtype)
