"""A PyTorch model's cross-run key from what defines it, without exporting it.

The way Triton's JIT keys a kernel (``triton/runtime/jit.py``, ``DependenciesFinder``): the
code of the model's module classes and of every function and method that code reaches,
followed through user code (globals, attribute chains through modules, closures,
defaults, class attributes), the values of the globals and class attributes it reads, the
modules' own attributes, parameters and buffers by content, hooks, and the torch state an
export reads (default dtype, grad mode). Code is keyed by its bytecode, constants and
names (not its file or line: moving a function keeps its key; Python's version is in the
cache's environment). Library code (the standard library, torch, anything installed under
site-packages, this plugin) is named, not walked: an installed distribution's version is
in the key, torch's and the compilers' in the cache's environment.

What cannot be keyed safely raises :class:`Unkeyable` with the reason: a C extension
outside the libraries, an object with no stable form, ``eval``/``exec``, an undefined
global, a walk past :data:`LIMIT` objects. The family then falls back to the export-based
key and the session counts it. A model object's key is kept with what its walk read
(:mod:`pytest_irlower.engines.key_reads`) and given again while all of that is the same:
a model lowered to many IR types is walked once. torch is imported inside functions.
"""

from __future__ import annotations

import builtins
import enum
import functools
import hashlib
import types
from typing import Any

from pytest_irlower.engines import key_reads
from pytest_irlower.engines.key_code import (
    ATTR_OPS,
    BUILTIN_CALLABLES,
    CALLS_NO_KEY,
    CLASS_NOISE,
    code_digest,
    code_instructions,
    codes,
    distribution_version,
    from_names,
    installed_library,
    is_library_file,
    is_library_module,
    library_object,
    opaque_library_object,
)
from pytest_irlower.engines.key_reads import MISSING, Reads

#: objects one walk may key before it gives up (a model reaching that much code is keyed
#: by its export instead)
LIMIT = 5000


class Unkeyable(Exception):
    """The model cannot be keyed from its definition safely; the message says why."""


#: what a function's key reads of it
_FN_ATTRS = ("__module__", "__qualname__", "__code__", "__defaults__", "__kwdefaults__",
             "__closure__")  # fmt: skip


class Walk:
    """One key's walk: ``parts`` in the order met, ``reached`` names what was keyed
    (for a message of ``--irlower-cache-verify``)."""

    def __init__(self, *, builds: bool = False) -> None:
        """``builds``: the walk keys code that makes a model (a deferred subject's builder),
        not a model made: classes' ``__init__`` is keyed too (a model's own attributes,
        parameters and buffers key what its ``__init__`` did)."""
        import torch

        self.torch = torch
        self._noise = CLASS_NOISE - {"__init__"} if builds else CLASS_NOISE
        self.parts: list[str] = []
        self.reached: list[str] = []
        self._labels: dict[int, str] = {}
        self._keep: list[Any] = []  # ids stay unique while the walk runs
        self._made: set[int] = set()  # containers the walk made: not reads
        #: what was read, for the memo (:class:`~pytest_irlower.engines.key_reads.Reads`)
        self.reads = Reads()

    def digest(self) -> str:
        """The key of everything walked."""
        h = hashlib.blake2b(digest_size=20)
        for part in self.parts:
            data = part.encode("utf-8", "surrogatepass")
            h.update(len(data).to_bytes(8, "little") + data)
        return h.hexdigest()

    def _seen(self, value: Any, label: str) -> str | None:
        """The label of an object keyed already (a cycle or a shared object), else None
        after marking it as this one."""
        known = self._labels.get(id(value))
        if known is not None:
            return f"ref {known}"
        if len(self._labels) >= LIMIT:
            raise Unkeyable(f"the model reaches more than {LIMIT} objects")
        self._labels[id(value)] = label
        self._keep.append(value)
        return None

    # -- values -----------------------------------------------------------------------

    def value(self, value: Any, label: str) -> str:
        """A stable text for ``value`` (walking user code it holds), or :class:`Unkeyable`."""
        torch = self.torch
        if value is None or isinstance(value, (bool, int, float, complex, str, bytes)):
            return f"{type(value).__name__}:{value!r}"
        if isinstance(value, enum.Enum):
            return f"enum {self.cls(type(value))}.{value.name}"
        if isinstance(value, (torch.dtype, torch.device, torch.layout, torch.memory_format)):
            return repr(value)
        if isinstance(value, torch.Size):
            return repr(tuple(value))
        if isinstance(value, type):
            return self.cls(value)
        if isinstance(value, types.ModuleType):
            return self.module(value)
        if isinstance(value, types.FunctionType):
            return self.function(value)
        seen = self._seen(value, label)
        if seen is not None:
            return seen
        if isinstance(value, (list, set, dict)) and id(value) not in self._made:
            self.reads.items(value)
        if isinstance(value, (tuple, list)):
            items = ",".join(self.value(v, f"{label}[{i}]") for i, v in enumerate(value))
            return f"{type(value).__name__}({items})"
        if isinstance(value, (set, frozenset)):
            items = ",".join(sorted(self.value(v, f"{label}{{}}") for v in value))
            return f"{type(value).__name__}({items})"
        if isinstance(value, dict):
            pairs = sorted(
                f"{self.value(k, label)}:{self.value(v, f'{label}[{k!r}]')}"
                for k, v in value.items()
            )
            return f"{type(value).__name__}({','.join(pairs)})"
        if isinstance(value, torch.Tensor):
            return "tensor " + _tensor_text(value, self.reads)
        if isinstance(value, torch.nn.Module):
            return self.module_instance(value, label)
        if isinstance(value, types.MethodType):
            return (
                f"method {self.value(value.__func__, label)} of {self.value(value.__self__, label)}"
            )
        if isinstance(value, functools.partial):
            func, args, keywords = self.reads.attrs(value, ("func", "args", "keywords"))
            return (
                f"partial {self.value(func, label)} {self.value(args, label)} "
                f"{self.value(keywords, label)}"
            )
        if isinstance(value, (staticmethod, classmethod)):
            (func,) = self.reads.attrs(value, ("__func__",))
            return f"{type(value).__name__} {self.value(func, label)}"
        if isinstance(value, property):
            found = self.reads.attrs(value, ("fget", "fset", "fdel"))
            return f"property {self.value(found, label)}"
        return self.other(value, label)

    def other(self, value: Any, label: str) -> str:
        """A builtin function, a library object, or a user object (its class and state)."""
        kind = type(value)
        _, wrapped = self.reads.attrs(value, ("__class__", "__wrapped__"))
        wrapped = None if wrapped is MISSING else wrapped
        if wrapped is not None and is_library_module(kind.__module__):
            # functools.lru_cache, functools.wraps-style wrappers of user code
            return f"wrapper {kind.__module__}.{kind.__qualname__} {self.value(wrapped, label)}"
        if isinstance(value, BUILTIN_CALLABLES):
            owner = getattr(value, "__module__", None) or getattr(
                getattr(value, "__objclass__", None), "__module__", None
            )
            name = getattr(value, "__qualname__", None) or getattr(value, "__name__", None)
            if owner and name and is_library_module(owner):
                return f"lib {owner}.{name}"
            raise Unkeyable(
                f"{label} is {name or kind.__name__}, compiled code outside the libraries "
                "(a C extension: its source cannot be read)"
            )
        if is_library_module(kind.__module__):
            shown = key_reads.library_text(value)
            if shown is None:
                raise Unkeyable(
                    f"{label} is a {kind.__module__}.{kind.__qualname__} with no stable form"
                )
            self.reads.text(value, shown)
            return shown
        (state,) = self.reads.attrs(value, ("__dict__",))
        state = None if state is MISSING else state
        slots = tuple(s for c in kind.__mro__ for s in getattr(c, "__slots__", ()))
        if state is None and not slots:
            raise Unkeyable(f"{label} is a {kind.__qualname__} whose state cannot be read")
        if isinstance(state, dict):
            self.reads.items(state)
        elif state is not None:
            self.reads.unfollowed()  # a namespace of another kind
        fields = dict(state or {})
        self._made.add(id(fields))
        for slot, found in zip(slots, self.reads.attrs(value, slots), strict=True):
            if found is not MISSING:
                fields[slot] = found
        return f"object {self.cls(kind)} {self.value(fields, label)}"

    # -- code ---------------------------------------------------------------------------

    def module(self, module: types.ModuleType) -> str:
        """A module: library ones by name (and distribution version); a user module by
        name, its attributes keyed where code reads them."""
        (name,) = self.reads.attrs(module, ("__name__",))
        if is_library_module(name):
            return f"module {name} {distribution_version(name.partition('.')[0])}"
        return f"user module {name}"

    def cls(self, kind: type) -> str:
        """A class: a library one by name; a user class by everything in its body
        (methods walked, attributes by value) and its bases."""
        name = f"{kind.__module__}.{kind.__qualname__}"
        if is_library_module(kind.__module__):
            return f"lib class {name} {distribution_version(kind.__module__.partition('.')[0])}"
        seen = self._seen(kind, name)
        if seen is not None:
            return seen
        self.reads.attrs(kind, ("__qualname__", "__bases__"))
        self.reads.class_dict(kind)  # __module__ is in it
        self.reached.append(f"class {name}")
        parts = [f"class {name}"]
        parts.extend(self.cls(base) for base in kind.__bases__)
        for attr, item in kind.__dict__.items():
            if attr in self._noise:
                continue
            parts.append(f"{attr}={self.value(item, f'{name}.{attr}')}")
        text = "\n".join(parts)
        self.parts.append(text)
        return f"class {name}"

    def function(self, fn: types.FunctionType) -> str:
        """A function: a library one by name; a user one by its code, defaults, closure
        and the globals its code reads (followed through modules' attributes)."""
        module, qualname, code, defaults, kwdefaults, closure = self.reads.attrs(fn, _FN_ATTRS)
        name = f"{module}.{qualname}"
        if is_library_module(module or "") or is_library_file(code.co_filename):
            return f"lib function {name}"
        seen = self._seen(fn, name)
        if seen is not None:
            return seen
        self.reached.append(f"function {name}")
        parts = [f"function {name} {code_digest(code)}"]
        parts.append("defaults " + self.value(defaults, f"{name} defaults"))
        parts.append("kwdefaults " + self.value(kwdefaults, f"{name} defaults"))
        for var, cell in zip(code.co_freevars, closure or (), strict=False):
            content = self.reads.cell(cell)
            if content is MISSING:
                parts.append(f"cell {var} empty")
                continue
            parts.append(f"cell {var} " + self.value(content, f"{name} closure {var}"))
        parts.extend(self._globals(fn, name))
        self.parts.append("\n".join(parts))
        return f"function {name}"

    def _globals(self, fn: types.FunctionType, name: str) -> list[str]:
        scope = fn.__globals__
        found: list[str] = []
        for code in codes(fn.__code__):
            instructions = code_instructions(code)
            for index, ins in enumerate(instructions):
                if ins.opname == "LOAD_GLOBAL":
                    glob = str(ins.argval)
                    if glob in CALLS_NO_KEY:
                        raise Unkeyable(f"{name} calls {glob}(): the code it runs is not read")
                    value = self.reads.global_(scope, glob)
                    if value is MISSING:
                        if self.reads.attrs(builtins, (glob,))[0] is MISSING:
                            raise Unkeyable(f"{name} reads the undefined global {glob!r}")
                        found.append(f"builtin {glob}")
                        continue
                    found.append(self._chain(value, glob, instructions, index, name))
                elif ins.opname == "IMPORT_NAME":
                    found.append(self._import(str(ins.argval), instructions, index, name))
        return found

    def _import(self, imported: str, instructions: list[Any], index: int, name: str) -> str:
        """An ``import`` in user code. A library's is keyed by its name and distribution
        version, imported or not (a deferred model's builder imports transformers only
        when it runs), unless what the statement takes from it is user code now (a
        monkeypatch): that is walked. A user module must be imported to be read."""
        module = self.reads.module(imported)
        top = imported.partition(".")[0]
        named = f"import {imported} {distribution_version(top)}"
        if module is None:
            if installed_library(top):
                return named
            raise Unkeyable(f"{name} imports {imported}, which is not imported")
        library = is_library_module(imported)
        taken = from_names(instructions, index)
        if taken:  # from MODULE import a, b: every name it takes
            if "*" in taken:
                raise Unkeyable(f"{name} does `from {imported} import *`")
            shown = []
            for attr in taken:
                if library:  # the namespace: getattr on a lazy module imports
                    found = self.reads.global_(vars(module), attr)
                else:
                    (found,) = self.reads.attrs(module, (attr,))
                if library and (found is MISSING or library_object(found)):
                    continue  # the library's own: its version says it
                if found is MISSING:
                    raise Unkeyable(f"{name} imports {attr} from {imported}, which has none")
                shown.append(f"{attr}={self.value(found, f'{name}: {imported}.{attr}')}")
            return f"{named} ({';'.join(shown)})" if shown or not library else named
        if not library:
            return self._chain(module, imported, instructions, index, name)
        value, dotted, _ = self._follow(module, imported, instructions, index, static=True)
        if library_object(value):
            return named
        return self._chain_text(value, dotted, instructions, name)

    def _chain(
        self, value: Any, dotted: str, instructions: list[Any], index: int, name: str
    ) -> str:
        """``value`` followed through the attribute loads after it while it is a module
        (``torch.nn.functional.relu``, ``helpers.scale``): the object reached, keyed."""
        value, dotted, owner = self._follow(value, dotted, instructions, index)
        if owner is not None and is_library_module(owner.__name__) and opaque_library_object(value):
            # a library's object with no stable form of its own (pytest.skip): keyed by the
            # library module it is read from, the attribute's name and the library's version
            where = f"{owner.__name__}.{dotted.rpartition('.')[2]}"
            version = distribution_version(owner.__name__.partition(".")[0])
            return f"global {dotted} = library object {where} {version}"
        return self._chain_text(value, dotted, instructions, name)

    def _follow(
        self, value: Any, dotted: str, instructions: list[Any], index: int, *, static: bool = False
    ) -> tuple[Any, str, types.ModuleType | None]:
        """The object reached, its dotted name, and the module it was read from (None: no
        attribute was read). ``static``: read modules' namespaces, never ``getattr`` (a
        lazy module, such as transformers', imports a submodule on ``getattr``)."""
        owner = None
        for ins in instructions[index + 1 :]:
            if not isinstance(value, types.ModuleType) or ins.opname not in ATTR_OPS:
                break
            attr = str(ins.argval)
            if static:
                found = self.reads.global_(vars(value), attr)
            else:
                (found,) = self.reads.attrs(value, (attr,))
            if found is MISSING:
                break
            owner, value = value, found
            dotted = f"{dotted}.{attr}"
        return value, dotted, owner

    def _chain_text(self, value: Any, dotted: str, instructions: list[Any], name: str) -> str:
        if isinstance(value, types.ModuleType) and not is_library_module(value.__name__):
            # a user module used whole (passed on, or read dynamically): every attribute
            # its code could name, and every string constant (getattr(module, "NAME"))
            named = {str(i.argval) for i in instructions if i.opname in ATTR_OPS}
            constants = (i.argval for i in instructions if i.opname == "LOAD_CONST")
            named |= {c for c in constants if isinstance(c, str) and c.isidentifier()}
            names = tuple(sorted(named))
            shown = [
                f"{attr}={self.value(found, f'{dotted}.{attr}')}"
                for attr, found in zip(names, self.reads.attrs(value, names), strict=True)
                if found is not MISSING
            ]
            return f"global {dotted} = user module {value.__name__} ({';'.join(shown)})"
        return f"global {dotted} = {self.value(value, f'{name}: {dotted}')}"

    # -- modules ----------------------------------------------------------------------

    def module_instance(self, model: Any, label: str) -> str:
        """An ``nn.Module``: its class, its own attributes, hooks, parameters, buffers and
        submodules (each the same way)."""
        self.parts.append(f"nn.Module {label}: {self.cls(type(model))}")
        self.reads.instance(model)
        self.reads.items(vars(model))
        for attr, item in sorted(vars(model).items()):
            if attr in ("_parameters", "_buffers", "_modules"):
                self.reads.items(item)
                continue
            if "hook" in attr and isinstance(item, dict):
                # keyed by handle ids, a process-wide counter: the hooks in order
                self.reads.items(item)
                item = list(item.values())
                self._made.add(id(item))
            self.parts.append(f"{label}.{attr}={self.value(item, f'{label}.{attr}')}")
        for kind in ("_parameters", "_buffers"):
            for name, tensor in getattr(model, kind).items():
                where = f"{label}.{name}"
                if tensor is None:
                    self.parts.append(f"{where} None")
                    continue
                self.parts.append(f"{kind} {where} {self.value(tensor, where)}")
        for name, child in model._modules.items():
            where = f"{label}.{name}"
            self.parts.append(
                f"child {where} " + (self.value(child, where) if child is not None else "None")
            )
        return f"module {label}"


#: the last walk of each live model (:class:`~pytest_irlower.engines.key_reads.Memo`)
_MEMO = key_reads.Memo()

_GLOBAL_HOOKS = (
    "_global_forward_hooks",
    "_global_forward_pre_hooks",
    "_global_module_registration_hooks",
)


def model_key(model: Any) -> tuple[str, list[str]]:
    """The key of an ``nn.Module`` from its definition, and what it reached (for
    messages); :class:`Unkeyable` when it cannot be made safely. A model object keyed
    before is given its key again, without a walk, while everything that walk read is
    the same (:class:`~pytest_irlower.engines.key_reads.Reads`)."""
    import torch
    from torch.nn.modules import module as nn_module

    state = (torch.get_default_dtype(), torch.is_grad_enabled())
    hooks = [(name, found) for name in _GLOBAL_HOOKS if (found := getattr(nn_module, name, None))]
    if not hooks:  # global hooks (rare) are walked every time
        found = _MEMO.get(model, state)
        if found is not None:
            return found[0], list(found[1])
    walk = Walk()
    walk.parts.append(f"default dtype {state[0]}")
    walk.parts.append(f"grad {state[1]}")
    for name, registered in hooks:
        walk.parts.append(f"{name} {walk.value(dict(registered), name)}")
    walk.value(model, "model")
    key = walk.digest()
    if not hooks:
        _MEMO.put(model, state, (key, tuple(walk.reached)), walk.reads)
    return key, walk.reached


#: the last walk of each live deferred subject's builder (a suite's zoo holds dozens: with
#: 8 kept, the regression goldens' 13 builders were each walked again once a run)
_BUILDERS = key_reads.Memo(size=64)
#: between a builder's key and the digest of the example inputs given to ``lower()``
INPUTS = " inputs "


def builder_key(deferred: Any, inputs: tuple[Any, ...] = ()) -> tuple[str, list[str]]:
    """The key of a deferred subject (:class:`~pytest_irlower.api.deferred.Deferred`) from its
    ``build`` function, without calling it: the function's code and what it reaches, as
    :func:`model_key` walks a model's, the torch state a build reads, and ``inputs`` (the
    example inputs given to ``lower()``, by content); :class:`Unkeyable` when it cannot be
    made safely."""
    import torch
    from torch.nn.modules import module as nn_module

    state = (torch.get_default_dtype(), torch.is_grad_enabled())
    hooks = [(name, found) for name in _GLOBAL_HOOKS if (found := getattr(nn_module, name, None))]
    found = None if hooks else _BUILDERS.get(deferred, state)
    if found is None:
        walk = Walk(builds=True)
        walk.parts.append(f"deferred build, default dtype {state[0]}, grad {state[1]}")
        for name, registered in hooks:
            walk.parts.append(f"{name} {walk.value(dict(registered), name)}")
        walk.parts.append("build " + walk.value(deferred.build, "build"))
        found = (walk.digest(), tuple(walk.reached))
        if not hooks:
            _BUILDERS.put(deferred, state, found, walk.reads)
    key, reached = found
    if inputs:
        given = Walk()
        given.parts.append(given.value(inputs, "example_inputs"))
        key = f"{key}{INPUTS}{given.digest()}"
    return key, list(reached)


def _tensor_text(tensor: Any, reads: Reads | None = None) -> str:
    try:
        if reads is not None:
            reads.tensor(tensor)
        return key_reads.tensor_digest(tensor)
    except key_reads.UnreadableTensor:
        raise Unkeyable(f"a tensor without readable bytes ({type(tensor).__name__})") from None


def input_values(inputs: tuple[Any, ...]) -> str:
    """A digest of each example input tensor's values (what a trace that runs the model on
    them can bake into its graph); :class:`Unkeyable` for a tensor without readable bytes."""
    import torch

    return " ".join(
        _tensor_text(item) if isinstance(item, torch.Tensor) else "-" for item in inputs
    )
