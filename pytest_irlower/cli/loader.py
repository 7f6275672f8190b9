"""Load a model and its example inputs from ``FILE[:NAME]`` for the CLI.

Convention (also in the README):

- ``NAME`` names a module-level object of ``FILE``: a ``torch.nn.Module``
  instance, an ``nn.Module`` class (built with no arguments), or a function
  taking no arguments that returns a model or a ``(model, example_inputs)`` pair.
  Without ``NAME``: the object called ``model``, else the only ``nn.Module``
  class defined in the file.
- Example inputs, when not returned with the model: the model's
  ``example_inputs`` (an attribute, or a method called with no arguments),
  else the file's module-level ``example_inputs`` (a value or a function).
- For ``--ir-type raw_ir`` the file itself is the source (``.mlir``, or
  ``.py`` run as PyTorch code).
- The training graphs' loss (``loss_fn=``): ``--loss-fn NAME`` names a function of
  ``FILE``; without it, the file's module-level ``loss_fn`` when there is one.
- A ``.pt``/``.pth`` ``FILE`` is a ``torch.jit.save`` archive, its example inputs spelled
  by ``--inputs`` (``cli/archives.py``).
"""

from __future__ import annotations

import importlib.util
import inspect
import os
import sys
from pathlib import Path
from typing import Any

from pytest_irlower.cli import archives
from pytest_irlower.errors import UsageError


def split_spec(spec: str) -> tuple[str, str | None]:
    """``path/to/file.py:NAME`` -> (path, NAME); a drive letter is not a NAME."""
    path, sep, name = spec.rpartition(":")
    if sep and path and not (len(path) == 1 and path.isalpha()) and os.sep not in name:
        return path, name or None
    return spec, None


def load_module(path: str) -> Any:
    """Import a Python file by path, as ``__irlower_model__``."""
    if not os.path.isfile(path):
        raise UsageError(f"no such file: {path}")
    directory = os.path.dirname(os.path.abspath(path))
    if directory not in sys.path:
        sys.path.insert(0, directory)
    spec = importlib.util.spec_from_file_location("__irlower_model__", path)
    if spec is None or spec.loader is None:
        raise UsageError(f"cannot import {path} as Python")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def load_attribute(path: str, name: str, *, required: bool = True) -> Any:
    """The module-level object ``name`` of ``path`` (the file :func:`load_model` imported,
    else imported now); None when it is missing and not ``required``."""
    module = sys.modules.get("__irlower_model__")
    loaded = getattr(module, "__file__", None)
    if module is None or loaded is None or os.path.abspath(loaded) != os.path.abspath(path):
        module = load_module(path)
    if not hasattr(module, name):
        if required:
            raise UsageError(f"{path} defines no {name!r}")
        return None
    return getattr(module, name)


def load_model(path: str, name: str | None) -> tuple[Any, tuple[Any, ...]]:
    """The model and example inputs that ``path[:name]`` names (see module docstring)."""
    import torch

    module = load_module(path)
    obj = _pick(module, name, torch.nn.Module, path)
    inputs: Any = None
    if inspect.isclass(obj) and issubclass(obj, torch.nn.Module):
        obj = obj()
    elif callable(obj) and not isinstance(obj, torch.nn.Module):
        obj = obj()
        if isinstance(obj, tuple) and len(obj) == 2 and isinstance(obj[0], torch.nn.Module):
            obj, inputs = obj
    if not isinstance(obj, torch.nn.Module):
        raise UsageError(f"{path}:{name} is a {type(obj).__name__}, not a torch.nn.Module")
    if inputs is None:
        inputs = _example_inputs(obj, module, path)
    if isinstance(inputs, list):
        inputs = tuple(inputs)
    return obj, inputs if isinstance(inputs, tuple) else (inputs,)


def load_subject(
    path: str, name: str | None, inputs: str | None = None
) -> tuple[Any, tuple[Any, ...]]:
    """What ``path[:name]`` names and its example inputs: a model (see
    :func:`load_model`), an exported program (a ``.pt2`` file of ``torch.export.save``, or a
    ``torch.export.ExportedProgram`` in FILE: its inputs as a model's, else its own), a
    ``torch.jit.save`` archive (a ``.pt``/``.pth`` file, as a ``pathlib.Path``; its inputs
    from ``inputs``, the ``--inputs`` spec, see :mod:`~pytest_irlower.cli.archives`), or a
    Triton kernel (its call arguments: FILE's ``<NAME>_args``, else ``example_inputs``,
    each a value or a no-argument function)."""
    if archives.is_archive_path(path):
        if name is not None:
            raise UsageError(f"{path} is a torch.jit.save archive: it holds one module, no NAME")
        archives.check_archive(path)
        return Path(path), archives.parse_inputs(inputs, path)
    if inputs is not None:
        raise UsageError(
            f"--inputs gives the example inputs of a torch.jit.save archive (a "
            f"{' or '.join(archives.SUFFIXES)} file); {path}'s come from the file itself "
            "(its model's or module-level example_inputs)"
        )
    if path.endswith(".pt2"):
        return _load_program(path, name)
    module = load_module(path)
    obj = getattr(module, name, None) if name is not None else getattr(module, "model", None)
    if obj is not None and _is_program(obj):
        return obj, _inputs_if_any(obj, module)
    if obj is not None and name is not None:
        from pytest_irlower.engines.triton_kernels import is_kernel

        if is_kernel(obj):
            for attr in (f"{name}_args", "example_inputs"):
                value = getattr(module, attr, None)
                if value is not None:
                    return obj, _as_tuple(value() if callable(value) else value)
            raise UsageError(
                f"{path}: no call arguments for the Triton kernel {name}: define a module-level "
                f"'{name}_args' (or 'example_inputs'), a tuple or a no-argument function "
                "returning the arguments of kernel[grid](*args)"
            )
    return load_model(path, name)


def _load_program(path: str, name: str | None) -> tuple[Any, tuple[Any, ...]]:
    import torch

    if name is not None:
        raise UsageError(f"{path} is a torch.export.save file: it holds one program, no NAME")
    if not os.path.isfile(path):
        raise UsageError(f"no such file: {path}")
    try:
        program = torch.export.load(path)
    except Exception as exc:
        raise UsageError(
            f"{path}: torch.export.load failed ({type(exc).__name__}: {exc})"
        ) from None
    return program, ()


def _is_program(obj: Any) -> bool:
    import torch

    return isinstance(obj, torch.export.ExportedProgram)


def _inputs_if_any(program: Any, module: Any) -> tuple[Any, ...]:
    value = getattr(module, "example_inputs", None)
    if value is None:
        return ()  # the program's own
    return _as_tuple(value() if callable(value) else value)


def _as_tuple(value: Any) -> tuple[Any, ...]:
    if isinstance(value, list):
        return tuple(value)
    return value if isinstance(value, tuple) else (value,)


def _pick(module: Any, name: str | None, base: type, path: str) -> Any:
    if name is not None:
        if not hasattr(module, name):
            raise UsageError(f"{path} defines no {name!r}")
        return getattr(module, name)
    if hasattr(module, "model"):
        return module.model
    classes = [
        value
        for value in vars(module).values()
        if inspect.isclass(value)
        and issubclass(value, base)
        and value.__module__ == module.__name__
    ]
    if len(classes) == 1:
        return classes[0]
    found = ", ".join(cls.__name__ for cls in classes) or "none"
    raise UsageError(
        f"{path}: say which model with FILE:NAME (no 'model' object; nn.Module classes: {found})"
    )


def _example_inputs(model: Any, module: Any, path: str) -> Any:
    for owner in (model, module):
        value = getattr(owner, "example_inputs", None)
        if value is None:
            continue
        return value() if callable(value) else value
    raise UsageError(
        f"{path}: no example inputs: give the model an 'example_inputs' attribute or method, "
        "define a module-level 'example_inputs', or return (model, inputs) from a function"
    )
