"""What a cross-run key reads of code and of the libraries, without walking them: which
modules are libraries (named with their distribution's version, never walked), found
whether they are imported or not, and a code object's digest and instructions (cached per
code object). :mod:`pytest_irlower.engines.source_key` walks user code with these."""

from __future__ import annotations

import dis
import functools
import hashlib
import importlib.metadata
import os
import sys
import sysconfig
import types
from collections.abc import Iterator
from typing import Any, NamedTuple

from pytest_irlower.engines.key_reads import library_text

#: top-level packages named, never walked (their version is in the cache's environment, or
#: they are this plugin and the test runner)
NAMED = frozenset({"torch", "torch_mlir", "triton", "onnx", "onnxscript", "pytest_irlower",
                    "_pytest", "pytest", "numpy", "builtins", "functorch", "sympy"})  # fmt: skip


#: functions and methods implemented in C: named by their module when it is a library's
BUILTIN_CALLABLES = (
    types.BuiltinFunctionType,
    types.MethodWrapperType,
    types.WrapperDescriptorType,
    types.MethodDescriptorType,
    types.ClassMethodDescriptorType,
)

#: builtins whose use reads code or names the walk cannot follow (``globals()["W"]``)
CALLS_NO_KEY = frozenset({"eval", "exec", "compile", "__import__", "globals"})

#: the instructions that read an attribute a chain of modules follows
ATTR_OPS = frozenset({"LOAD_ATTR", "LOAD_METHOD", "IMPORT_FROM"})

#: what a class's key leaves out of its namespace (``__init__`` too for a model object, whose
#: own attributes key what it did; not for a deferred subject's builder)
CLASS_NOISE = frozenset({"__module__", "__qualname__", "__doc__", "__dict__", "__weakref__",
                         "__annotations__", "__init__", "__firstlineno__",
                         "__static_attributes__", "__orig_bases__", "__parameters__",
                         "_abc_impl", "__dataclass_fields__", "__dataclass_params__"})  # fmt: skip


@functools.cache
def _library_roots() -> tuple[str, ...]:
    paths = sysconfig.get_paths()
    roots = {paths.get(k) for k in ("stdlib", "platstdlib", "purelib", "platlib")}
    roots.update(
        p for p in sys.path if p.rstrip(os.sep).endswith(("site-packages", "dist-packages"))
    )
    return tuple(sorted(os.path.realpath(r) + os.sep for r in roots if r))


@functools.cache
def is_library_file(filename: str) -> bool:
    if not filename or filename.startswith("<"):
        return filename.startswith("<frozen")
    real = os.path.realpath(filename)
    return real.startswith(_library_roots())


@functools.cache
def is_library_module(name: str) -> bool:
    top = name.partition(".")[0]
    if top in NAMED or top in sys.stdlib_module_names:
        return True
    module = sys.modules.get(name) or sys.modules.get(top)
    filename = getattr(module, "__file__", None) if module is not None else None
    return bool(filename) and is_library_file(str(filename))


@functools.cache
def distribution_version(top: str) -> str:
    """The version of the installed distribution providing ``top`` ("" for the packages
    the cache's environment covers, or none found)."""
    if top in NAMED or top in sys.stdlib_module_names:
        return ""
    try:
        return f"{top}=={importlib.metadata.version(top)}"
    except (importlib.metadata.PackageNotFoundError, ValueError):
        pass
    for dist in importlib.metadata.packages_distributions().get(top, []):
        try:
            return f"{dist}=={importlib.metadata.version(dist)}"
        except importlib.metadata.PackageNotFoundError:
            continue
    return ""


@functools.cache
def installed_library(top: str) -> bool:
    """Whether the top-level package ``top``, not imported, would be imported from the
    libraries (site-packages, the standard library): found without importing it."""
    import importlib.util

    if top in NAMED or top in sys.stdlib_module_names:
        return True
    try:
        spec = importlib.util.find_spec(top)
    except (ImportError, ValueError):
        return False
    if spec is None:
        return False
    places = [spec.origin or "", *(spec.submodule_search_locations or ())]
    return any(place and is_library_file(place) for place in places)


def library_object(value: Any) -> bool:
    """Whether ``value`` (reached from a library module) is the library's own: a module,
    function or class of a library, or a value of a library type; not user code put there
    (a monkeypatch)."""
    if isinstance(value, types.ModuleType):
        return is_library_module(value.__name__)
    if isinstance(value, types.FunctionType):
        return is_library_module(value.__module__ or "") or is_library_file(
            value.__code__.co_filename
        )
    if isinstance(value, type):
        return is_library_module(value.__module__)
    if isinstance(value, (types.MethodType, functools.partial)):
        return False
    return is_library_module(type(value).__module__)


_CODE_DIGESTS: dict[types.CodeType, str] = {}


def code_digest(code: types.CodeType) -> str:
    """A digest of what a code object does: bytecode, constants (nested code by digest),
    names, arguments and flags; not its file or line numbers."""
    found = _CODE_DIGESTS.get(code)
    if found is not None:
        return found
    h = hashlib.blake2b(digest_size=16)
    for part in (
        code.co_code,
        getattr(code, "co_exceptiontable", b""),
        repr(code.co_names).encode(),
        repr(code.co_varnames).encode(),
        repr(code.co_freevars).encode(),
        repr(code.co_cellvars).encode(),
        repr((code.co_argcount, code.co_posonlyargcount, code.co_kwonlyargcount)).encode(),
        repr(code.co_flags).encode(),
        code.co_name.encode(),
    ):
        h.update(len(part).to_bytes(8, "little") + part)
    for const in code.co_consts:
        h.update(_const_text(const).encode("utf-8", "surrogatepass") + b"\0")
    _CODE_DIGESTS[code] = h.hexdigest()
    return _CODE_DIGESTS[code]


def _const_text(const: Any) -> str:
    """A code constant's text, the same in every process: nested code by digest, and a
    ``frozenset`` (``x in {"a", "b"}`` compiles to one) in sorted order, where its ``repr``
    follows the string hash's per-process seed."""
    if isinstance(const, types.CodeType):
        return code_digest(const)
    if isinstance(const, frozenset):
        return "frozenset(" + ",".join(sorted(map(_const_text, const))) + ")"
    if isinstance(const, tuple):
        return "(" + ",".join(map(_const_text, const)) + ",)"
    return repr(const)


def codes(code: types.CodeType) -> Iterator[types.CodeType]:
    yield code
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield from codes(const)


class Op(NamedTuple):
    """One instruction as the walk reads it: its name, and its argument resolved as
    ``dis`` resolves a name or a constant (any other argument: as encoded)."""

    opname: str
    argval: Any


_INSTRUCTIONS: dict[types.CodeType, list[Op]] = {}


def code_instructions(code: types.CodeType) -> list[Op]:
    """``code``'s instructions, in ``dis.get_instructions``'s order (once per code object)."""
    found = _INSTRUCTIONS.get(code)
    if found is None:
        found = _INSTRUCTIONS[code] = _decoded(code)
    return found


_OPNAME = dis.opname
_EXTENDED_ARG = dis.EXTENDED_ARG
_HAVE_ARGUMENT = dis.HAVE_ARGUMENT
_LOAD_GLOBAL = dis.opmap["LOAD_GLOBAL"]
_HASNAME = frozenset(dis.hasname)
_HASCONST = frozenset(dis.hasconst)


def _decoded(code: types.CodeType) -> list[Op]:
    """The instructions of ``code``, read from its bytes on Python 3.11 (three times
    cheaper than ``dis``, which also works out positions and argument texts: a warm run's
    first key of a deferred model reads a hundred functions), else by ``dis``."""
    if sys.version_info[:2] != (3, 11):
        return [Op(ins.opname, ins.argval) for ins in dis.get_instructions(code)]
    raw = code.co_code  # unspecialized: CACHE (opcode 0) after each instruction that has them
    names, consts = code.co_names, code.co_consts
    found: list[Op] = []
    extended = 0
    for index in range(0, len(raw), 2):
        op = raw[index]
        if op == 0:
            continue
        if op < _HAVE_ARGUMENT:
            found.append(Op(_OPNAME[op], None))
            extended = 0
            continue
        arg = raw[index + 1] | extended
        extended = arg << 8 if op == _EXTENDED_ARG else 0
        if op == _LOAD_GLOBAL:  # 3.11: the low bit says whether NULL is pushed first
            value: Any = names[arg >> 1]
        elif op in _HASNAME:
            value = names[arg]
        elif op in _HASCONST:
            value = consts[arg]
        else:
            value = arg
        found.append(Op(_OPNAME[op], value))
    return found


def from_names(instructions: list[Any], index: int) -> tuple[str, ...]:
    """The names ``from M import a, b`` takes (the fromlist constant loaded just before its
    ``IMPORT_NAME`` at ``index``); () for a plain ``import M``."""
    if index == 0 or instructions[index - 1].opname != "LOAD_CONST":
        return ()
    fromlist = instructions[index - 1].argval
    if not isinstance(fromlist, tuple):
        return ()
    return tuple(str(item) for item in fromlist)


def opaque_library_object(value: Any) -> bool:
    """An object of a library type that
    :func:`~pytest_irlower.engines.key_reads.library_text` cannot show."""
    if isinstance(value, (types.ModuleType, types.FunctionType, type, dict, list, set, tuple)):
        return False
    return library_object(value) and library_text(value) is None
