"""A resolved call specialized as Triton would compile it, and its cache key (checked on
triton 3.9.0 and 3.6.0).

- :func:`specialize`: Triton's own binder (``create_function_from_signature``) and
  ``JITFunction._pack_args`` for a backend made for a chosen ``GPUTarget``;
- :func:`compile_key`: a hashable key made of that specialization (signature with
  the override applied, constexprs exactly, attributes, parsed options), the target
  and arch, and Triton's cache-invalidating environment.

Nothing here runs a hook, benchmarks, or touches a GPU.
"""

from __future__ import annotations

import sys
import types
import warnings
import weakref
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from pytest_irlower.engines.triton_kernels import instance_of, is_jit_function
from pytest_irlower.engines.triton_resolve import ResolvedCall, resolve_call
from pytest_irlower.errors import UsageError
from pytest_irlower.text.normalize import relativize_paths


@dataclass(frozen=True)
class Specialization:
    """Triton's ``_pack_args`` output for one call and one target: what ``compile`` takes."""

    fn: Any
    target: Any  # triton.backends.compiler.GPUTarget
    backend: Any
    options: Any  # the backend's parsed options dataclass (CUDAOptions, HIPOptions)
    signature: Mapping[str, Any]
    constexprs: Mapping[Any, Any]
    attrs: Mapping[Any, Any]


#: keyword arguments JITFunction.run adds before binding (3.6: the first two; 3.9: all)
def _run_added_options(fn: Any, kwargs: Mapping[str, Any]) -> dict[str, Any]:
    from triton import knobs

    added: dict[str, Any] = {"debug": kwargs.get("debug", fn.debug) or knobs.runtime.debug}
    for name in ("instrumentation_mode", "fpsan_homomorphic_casts"):
        if hasattr(knobs.compilation, name):
            added[name] = getattr(knobs.compilation, name)
    return added


_OPTION_FIELDS: dict[type, frozenset[str]] = {}


def _option_fields(backend: Any) -> frozenset[str]:
    """The names of the backend's options dataclass (CUDAOptions, HIPOptions), once per class."""
    fields = _OPTION_FIELDS.get(type(backend))
    if fields is None:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            options = backend.parse_options({})
        fields = frozenset(getattr(type(options), "__dataclass_fields__", ()))
        _OPTION_FIELDS[type(backend)] = fields
    return fields


_BINDERS: dict[tuple[int, Any], tuple[weakref.ref[Any], Any]] = {}


def _binder(fn: Any, target: Any, backend: Any) -> Any:
    """Triton's binder for ``fn`` and ``target``, made once.

    ``JITFunction.create_binder`` does the same, once per device.
    """
    from triton.runtime.jit import create_function_from_signature

    entry = _BINDERS.get((id(fn), target))
    if entry is not None and entry[0]() is fn:
        return entry[1]
    binder = create_function_from_signature(fn.signature, fn.params, backend)
    _BINDERS[(id(fn), target)] = (weakref.ref(fn), binder)
    return binder


def specialize(resolved: ResolvedCall, target: Any) -> Specialization:
    """Bind ``resolved`` with Triton's own binder for ``target`` (a ``GPUTarget``).

    The same steps as ``JITFunction.run`` on a GPU of that target: the options run()
    adds (``debug`` from the kernel or TRITON_DEBUG, ``instrumentation_mode``, and
    ``fpsan_homomorphic_casts`` where the backend has it), then
    ``create_function_from_signature(fn.signature, fn.params, backend)`` and
    ``fn._pack_args``.
    """
    from triton.compiler import make_backend

    fn = resolved.fn
    backend = make_backend(target)
    fields = _option_fields(backend)
    call = resolved.call_kwargs
    for name, value in _run_added_options(fn, call).items():
        if name in fields:  # run() sets these unconditionally
            call[name] = value
    unknown = [k for k in call if k not in fn.arg_names and fields and k not in fields]
    if unknown:
        raise UsageError(
            f"kernel {fn.__name__!r}: {', '.join(map(repr, unknown))} is neither a parameter "
            f"({', '.join(fn.arg_names)}) nor a Triton compile option for {target.backend} "
            f"({', '.join(sorted(fields))})"
        )
    binder = _binder(fn, target, backend)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            bound, specialization, options = binder(*resolved.args, **call)
        except (TypeError, ValueError, AttributeError) as exc:
            raise UsageError(
                f"arguments of kernel {fn.__name__!r}: {exc}{_suspect(fn, resolved)}"
            ) from None
        for param, (kind, _) in zip(fn.params, specialization, strict=False):
            if kind is None or kind == "":
                raise UsageError(
                    f"argument {param.name!r} of kernel {fn.__name__!r}: "
                    "cannot infer a Triton type from it"
                )
        try:
            parsed, signature, constexprs, attrs = fn._pack_args(
                backend, options, bound, specialization, options
            )
        except (KeyError, ValueError, AssertionError) as exc:
            raise UsageError(f"kernel {fn.__name__!r}: {exc}") from None
    return Specialization(fn, target, backend, parsed, signature, constexprs, attrs)


class ResolvedOnce:
    """A call resolved (:func:`~pytest_irlower.engines.triton_resolve.resolve_call`) once
    per lowering and specialized (:func:`specialize`) when first asked: the Triton family
    makes it when it prepares the request, and its fingerprint, compile key and compile
    read it. A cross-run cache hit keys the call without specializing it
    (:func:`call_key`), so it never pays Triton's binder (whose first call imports Gluon).

    ``made_from`` holds what it was made from, so that a request changed since
    (``dataclasses.replace``) is not answered with another call's specialization.
    """

    __slots__ = ("_spec", "made_from", "resolved", "target")

    def __init__(self, resolved: ResolvedCall, target: Any, made_from: tuple[Any, ...]) -> None:
        self.resolved = resolved
        self.target = target
        self.made_from = made_from
        self._spec: Specialization | None = None

    @property
    def spec(self) -> Specialization:
        """The call specialized for its target, made on first use."""
        if self._spec is None:
            self._spec = specialize(self.resolved, self.target)
        return self._spec

    def made_for(self, subject: Any, inputs: Any, options: Any, config: Any, target: Any) -> bool:
        """Whether it answers this call: the same objects, and a target equal to its own."""
        *objects, own_target = self.made_from
        same = all(a is b for a, b in zip(objects, (subject, inputs, options, config), strict=True))
        return same and own_target == target


def resolve_once(subject: Any, inputs: Any, options: Any, config: Any, target: Any) -> ResolvedOnce:
    """The call ``subject[grid](*inputs, **options)`` with autotune ``config``, resolved for
    ``target`` (a ``GPUTarget``) and specialized when first asked."""
    resolved = resolve_call(subject, inputs, options, config)
    return ResolvedOnce(resolved, target, (subject, inputs, options, config, target))


def _suspect(fn: Any, resolved: ResolvedCall) -> str:
    """Which argument Triton could not specialize, when one is plainly of the wrong kind."""
    bound = {**dict(zip(fn.arg_names, resolved.args, strict=False)), **resolved.kwargs}
    for param in fn.params:
        value = bound.get(param.name)
        if param.is_constexpr or value is None or isinstance(value, (bool, int, float)):
            continue
        if hasattr(value, "data_ptr") or hasattr(value, "dtype") or hasattr(value, "base"):
            continue
        return (
            f" (argument {param.name!r} is a {type(value).__name__}: a parameter that is not a "
            "tl.constexpr takes a tensor, a number or None)"
        )
    return ""


def with_signature(spec: Specialization, override: Mapping[str, str] | None) -> Specialization:
    """``spec`` with some parameter types overridden (``signature=`` of ``lower``)."""
    if not override:
        return spec
    unknown = set(override) - set(spec.signature)
    if unknown:
        raise UsageError(
            f"signature names no parameter of kernel {spec.fn.__name__!r}: "
            f"{', '.join(sorted(unknown))} (parameters: {', '.join(spec.signature)})"
        )
    declared = sorted(p.name for p in spec.fn.params if p.is_constexpr and p.name in override)
    if declared:
        raise UsageError(
            "signature cannot retype tl.constexpr parameter(s) "
            f"{', '.join(map(repr, declared))} of kernel {spec.fn.__name__!r}: "
            "pass their values instead"
        )
    constexprs = dict(spec.constexprs)
    for name, kind in override.items():
        # Triton made this parameter a constant because of its value (an int equal to
        # 1, or None); an explicit type asks for a real argument: drop the constant,
        # or the override would change the signature text and nothing in the IR
        if spec.signature[name] == "constexpr" and kind != "constexpr":
            constexprs.pop((spec.fn.arg_names.index(name),), None)
    return replace(spec, signature={**spec.signature, **override}, constexprs=constexprs)


def kernel_place(fn: Any, roots: Iterable[tuple[str, str]] = ()) -> tuple[str, int]:
    """The file and first line of a ``@jit`` kernel, as a stable key names it: the file
    written as the IR's own paths are (``roots``: ``LowerOptions.path_roots``, the checkout
    as ``.``), so that a checkout or a venv at another path shares the key; the text
    stored with it holds no path of its own (stages are normalized with the same roots)."""
    code = getattr(getattr(fn, "fn", None), "__code__", None)
    filename = str(getattr(code, "co_filename", ""))
    return relativize_paths(filename, roots), int(getattr(code, "co_firstlineno", 0))


def kernel_globals(fn: Any, seen: set[int] | None = None) -> tuple[Any, ...]:
    """What the code of a ``@jit`` kernel reads from its module's globals, by name, and of
    each ``@jit`` function it reaches: Triton's ``cache_key`` covers their sources and
    constexpr globals but not a builtin taken under another name (``ACT = tl.exp``), which
    the source alone does not show. A module is keyed by its name, a callable by its module
    and name, a ``@jit`` function by what its own code reads (its source is Triton's part),
    a value as :func:`freeze` gives it (one shown by its address: no stable key)."""
    seen = set() if seen is None else seen
    function = getattr(fn, "fn", None)
    code = getattr(function, "__code__", None)
    if function is None or code is None or id(fn) in seen:
        return ()
    seen.add(id(fn))
    names: set[str] = set()
    codes = [code]
    while codes:
        current = codes.pop()
        names.update(current.co_names)
        codes.extend(c for c in current.co_consts if isinstance(c, types.CodeType))
    module = function.__globals__
    found: list[Any] = []
    for name in sorted(names & module.keys()):
        value = module[name]
        if is_jit_function(value):
            found.append((name, "jit", kernel_globals(value, seen)))
        elif isinstance(value, types.ModuleType):
            found.append((name, "module", value.__name__))
        elif callable(value):
            kind = type(value).__qualname__
            where = getattr(value, "__module__", None), getattr(value, "__qualname__", kind)
            found.append((name, "callable", *where))
        else:
            found.append((name, "value", freeze(value, stable=True)))
    return tuple(found)


def compile_key(
    spec: Specialization,
    signature_override: Mapping[str, str] | None = None,
    *,
    extra: Any = (),
    stable: bool = False,
    roots: Iterable[tuple[str, str]] = (),
) -> tuple[Any, ...]:
    """A hashable key that changes whenever the compile of ``spec`` would change.

    Built from Triton's own specialization (``_pack_args``: the signature with the
    override applied, every constexpr value with its type, the attributes such as
    ``tt.divisibility``, the parsed backend options, which carry num_warps,
    num_stages, num_ctas, maxnreg, arch...), the target (backend, arch, warp
    size), Triton's cache-invalidating environment variables
    (``get_cache_invalidating_env_vars``), the key of a custom pass-pipeline hook
    (``knobs.runtime.add_stages_inspection_hook``) when one is set, and the kernel's
    ``cache_key`` (its source and the source of the functions it calls). ``extra``:
    anything else the caller's compile depends on (``keep_locations``). A cache should
    still hold ``spec.fn`` beside its value and check identity: the key names the kernel
    by id. ``stable``: the same in every process (no ids; the kernel named by its source,
    file and line instead, the file as :func:`kernel_place` writes it with ``roots``), for
    the cross-run cache. Either way it holds the globals the kernel's code reads
    (:func:`kernel_globals`).
    """
    import triton

    spec = with_signature(spec, signature_override)  # what compile() will be given
    try:
        source = spec.fn.cache_key
    except Exception as exc:  # the compile will fail the same way and is not cached
        source = f"<cache_key failed: {type(exc).__name__}>"
    where: Any = kernel_place(spec.fn, roots) if stable else id(spec.fn)
    return (
        "triton",
        triton.__version__,
        where,
        kernel_globals(spec.fn),
        spec.fn.__qualname__,
        source,
        spec.target.backend,
        str(spec.target.arch),
        spec.target.warp_size,
        # the override is applied, not keyed itself: an override that changes nothing
        # (n:i64 where n is already i64) keys like no override
        freeze(spec.signature, stable=stable),
        freeze(spec.constexprs, stable=stable),
        # attrs ([["tt.divisibility", 16]]...) and the options dataclass hold only str,
        # int, bool, None and tuples of them: their repr is exact, and cheaper than freeze.
        # An empty attribute list is no attribute (code_generator: attrs.get(path, [])):
        # 3.9 lists constexprs with [], 3.6 leaves them out
        repr(sorted((path, attr) for path, attr in spec.attrs.items() if attr)),
        repr(spec.options),
        tuple(sorted(_cache_env().items())),
        _stages_hook_key(),
        freeze(extra, stable=stable),
    )


#: Triton's knob groups whose values its binder and the backends' options read (not
#: ``nvidia``: its tools' paths differ per venv, and their versions are found by running them)
_KNOB_GROUPS = ("amd", "compilation", "language", "runtime")


class _Opaque(Exception):
    """An argument :func:`call_key` cannot describe."""


def call_key(
    resolved: ResolvedCall,
    target: Any,
    signature_override: Mapping[str, str] | None = None,
    *,
    extra: Any = (),
    roots: Iterable[tuple[str, str]] = (),
) -> str | None:
    """A key of the call as it reaches Triton, the same in every process: what Triton's
    specialization reads rather than what it makes, so that a cross-run cache hit never
    runs the binder (whose first call imports Gluon: about 0.1 s).

    It holds the kernel (source, file and line as :func:`kernel_place` gives them, the
    globals its code reads as :func:`kernel_globals` gives them, its ``cache_key``: its
    source and the functions it calls), the target, each argument and
    compile option described (a tensor: dtype, shape, strides, offset, its storage's size
    and its address's alignment up to 64 bytes; a number, a string or None: its exact
    value; constexprs, dtypes and ``@jit`` functions as :func:`freeze` gives them), the
    options ``run()`` adds, the values of Triton's knobs (amd, compilation, language,
    runtime), its cache-invalidating environment and the pass-pipeline hook: more than the
    specialization reads, never less. ``--irlower-cache-verify`` compares the
    :func:`compile_key` of the specialization stored with the entry. None when an argument
    is of another kind (a tensor descriptor, an object of the user's), or a value shows
    only an address: the caller keys the specialization then.
    """
    import triton
    from triton import knobs

    fn = resolved.fn
    call = resolved.call_kwargs
    try:
        source = fn.cache_key
        args = tuple(_described(value) for value in resolved.args)
        named = tuple(sorted((name, _described(value)) for name, value in call.items()))
        added = freeze(_run_added_options(fn, call), stable=True)
        knob_values = tuple(
            (group, freeze(getattr(knobs, group).knobs, stable=True))
            for group in _KNOB_GROUPS
            if hasattr(knobs, group)
        )
    except Exception:  # _Opaque, or a kernel whose cache_key fails: keyed by the binder
        return None
    text = repr(
        (
            "triton-call",
            triton.__version__,
            kernel_place(fn, roots),
            kernel_globals(fn),
            fn.__qualname__,
            source,
            target.backend,
            str(target.arch),
            target.warp_size,
            args,
            named,
            freeze(dict(signature_override or {}), stable=True),
            added,
            knob_values,
            tuple(sorted(_cache_env().items())),
            _stages_hook_key(),
            freeze(extra, stable=True),
        )
    )
    return None if " at 0x" in text else text


def _described(value: Any) -> Any:
    """One argument as :func:`call_key` keys it; :class:`_Opaque` for a kind it cannot."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return freeze(value)
    torch = sys.modules.get("torch")
    if torch is not None and type(value) in (torch.Tensor, torch.nn.Parameter):
        try:
            address = value.data_ptr()
            storage = value.untyped_storage().nbytes()
        except (RuntimeError, NotImplementedError):  # a tensor with no storage
            raise _Opaque from None
        return (
            "tensor",
            str(value.dtype),
            tuple(value.shape),
            value.stride(),
            value.storage_offset(),
            min(address & -address, 64) if address else 0,
            storage,
            value.device.type,
        )
    if torch is not None and isinstance(value, torch.dtype):
        return ("torch.dtype", str(value))
    if isinstance(value, (list, tuple)):
        return (type(value).__qualname__, tuple(_described(v) for v in value))
    if (
        is_jit_function(value)
        or instance_of(value, ("triton.runtime.jit", "JITCallable"))
        or instance_of(value, ("triton.language.core", "constexpr"))
        or instance_of(value, ("triton.language.core", "dtype"))
    ):
        return freeze(value, stable=True)
    raise _Opaque


def _stages_hook_key() -> Any:
    """``knobs.runtime.add_stages_inspection_hook`` (custom pass pipelines): compile() adds
    its key to Triton's cache key (3.9) and run() to the launch key, so it is ours too."""
    from triton import knobs

    hook = getattr(knobs.runtime, "add_stages_inspection_hook", None)
    return None if hook is None else str(hook()[0])


def _cache_env() -> dict[str, Any]:
    try:
        from triton._C.libtriton import get_cache_invalidating_env_vars
    except ImportError:  # pragma: no cover
        return {}
    return dict(get_cache_invalidating_env_vars())


def freeze(value: Any, *, stable: bool = False) -> Any:
    """A hashable stand-in for ``value`` that keeps its type: 1, 1.0, True, '1' differ.
    ``stable``: no ids (a ``@jit`` function is its source's key)."""
    if value is None or isinstance(value, (bool, int, str, bytes)):
        return (type(value).__name__, value)
    if isinstance(value, float):
        return ("float", repr(value))  # -0.0 and nan stay stable and distinct
    if isinstance(value, Mapping):
        items = [(freeze(k, stable=stable), freeze(v, stable=stable)) for k, v in value.items()]
        return ("map", tuple(sorted(items, key=repr)))
    if isinstance(value, (list, tuple)):
        kind = type(value).__qualname__
        return (kind, tuple(freeze(v, stable=stable) for v in value))
    if instance_of(value, ("triton.runtime.jit", "JITCallable")) or is_jit_function(value):
        return ("jit", value.__qualname__, None if stable else id(value), value.cache_key)
    if instance_of(value, ("triton.language.core", "constexpr")):
        return ("constexpr", freeze(value.value, stable=stable))
    if instance_of(value, ("triton.language.core", "dtype")):
        return ("dtype", type(value).__qualname__, str(value))
    try:
        hash(value)
    except TypeError:
        return ("repr", type(value).__qualname__, repr(value))
    return ("object", type(value).__qualname__, value)
