"""What ``kernel[grid](*args, **kwargs)`` would compile, resolved ahead of time, and its key.

The Triton family's engine (checked on triton 3.9.0 and 3.6.0):

- :func:`unwrap`: ``@triton.autotune`` / ``@triton.heuristics`` layers (any nesting)
  down to the ``triton.JITFunction``;
- :func:`resolve_call`: the user's ``kernel[grid](*args, **kwargs)`` arguments plus
  the chosen autotune config and the heuristics, applied in the order and the way
  ``Autotuner.run`` / ``Heuristics.run`` apply them, giving the arguments that reach
  ``JITFunction.run``;
- :func:`specialize`: Triton's own binder (``create_function_from_signature``) and
  ``JITFunction._pack_args`` for a backend made for a chosen ``GPUTarget``;
- :func:`compile_key`: a hashable key made of that specialization (signature with
  the override applied, constexprs exactly, attributes, parsed options), the target
  and arch, and Triton's cache-invalidating environment.

Nothing here runs a hook, benchmarks, or touches a GPU.
"""

from __future__ import annotations

import math
import sys
import warnings
import weakref
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from pytest_irlower.errors import UsageError

# --------------------------------------------------------------------------- recognizing

#: (module, class) of every kernel object Triton's decorators return. Checked with
#: isinstance against the class in sys.modules, so subclasses count (GluonJITFunction
#: is a JITFunction) and triton is never imported just to ask.
JIT_CLASS = ("triton.runtime.jit", "JITFunction")
AUTOTUNER_CLASS = ("triton.runtime.autotuner", "Autotuner")
HEURISTICS_CLASS = ("triton.runtime.autotuner", "Heuristics")
INTERPRETED_CLASS = ("triton.runtime.interpreter", "InterpretedFunction")


def _isinstance(obj: Any, where: tuple[str, str]) -> bool:
    module = sys.modules.get(where[0])
    cls = getattr(module, where[1], None) if module is not None else None
    return isinstance(cls, type) and isinstance(obj, cls)


def is_jit_function(obj: Any) -> bool:
    """A ``@triton.jit`` kernel (a ``triton.runtime.jit.JITFunction``)."""
    return _isinstance(obj, JIT_CLASS)


def is_autotuner(obj: Any) -> bool:
    """A ``@triton.autotune`` wrapper (``triton.runtime.autotuner.Autotuner``)."""
    return _isinstance(obj, AUTOTUNER_CLASS)


def is_heuristics(obj: Any) -> bool:
    """A ``@triton.heuristics`` wrapper (``triton.runtime.autotuner.Heuristics``)."""
    return _isinstance(obj, HEURISTICS_CLASS)


def is_kernel(obj: Any) -> bool:
    """Anything :func:`unwrap` accepts: a JITFunction, maybe under autotune/heuristics."""
    while is_autotuner(obj) or is_heuristics(obj):
        obj = obj.fn
    return is_jit_function(obj)


def layer_kind(layer: Any) -> str:
    """``"autotune"`` or ``"heuristics"``."""
    if is_autotuner(layer):
        return "autotune"
    if is_heuristics(layer):
        return "heuristics"
    raise TypeError(f"not a Triton kernel wrapper: {type(layer).__name__}")


def describe_kernel(kernel: Any) -> str:
    """``autotune(heuristics(jit matmul))`` for messages."""
    parts: list[str] = []
    obj = kernel
    while is_autotuner(obj) or is_heuristics(obj):
        parts.append(layer_kind(obj))
        obj = obj.fn
    name = getattr(obj, "__name__", type(obj).__name__)
    inner = f"jit {name}" if is_jit_function(obj) else f"{type(obj).__name__} {name}"
    return "".join(f"{p}(" for p in parts) + inner + ")" * len(parts)


def unwrap(kernel: Any) -> tuple[Any, tuple[Any, ...]]:
    """The JITFunction under ``kernel`` and the wrappers above it, outermost first.

    Accepts a ``triton.JITFunction`` and any nesting of ``@triton.autotune``
    (``Autotuner``) and ``@triton.heuristics`` (``Heuristics``) around one: both
    keep what they wrap in ``.fn``. Anything else raises :class:`UsageError`.
    """
    layers: list[Any] = []
    obj = kernel
    while is_autotuner(obj) or is_heuristics(obj):
        layers.append(obj)
        obj = obj.fn
    if is_jit_function(obj):
        return obj, tuple(layers)
    if _isinstance(obj, INTERPRETED_CLASS):
        raise UsageError(
            f"{describe_kernel(kernel)} is a Triton interpreter function: TRITON_INTERPRET=1 "
            "was set when it was decorated, so there is no compiler to lower it with; "
            "unset TRITON_INTERPRET"
        )
    raise UsageError(
        "expected a Triton kernel: a triton.JITFunction (@triton.jit), optionally wrapped "
        f"in @triton.autotune and/or @triton.heuristics; got {type(kernel).__name__}"
        + (f" wrapping {type(obj).__name__}" if obj is not kernel else "")
    )


# --------------------------------------------------------------------------- resolving


@dataclass(frozen=True)
class ResolvedCall:
    """The arguments that reach ``JITFunction.run`` when the wrappers have run.

    - ``fn``: the JITFunction that compiles;
    - ``args``: positional arguments, as the user passed them;
    - ``kwargs``: keyword arguments naming kernel parameters (the user's, the autotune
      config's constexprs, the heuristics' values);
    - ``options``: the other keyword arguments: Triton compile options (``num_warps``,
      ``num_stages``, ``num_ctas``, ``maxnreg``, ``waves_per_eu``...), from the config
      or the user. Unknown names are reported by :func:`specialize`, which knows the
      backend's option names;
    - ``details``: what was chosen, JSON-friendly, for ``LoweredIR.details``:
      ``{"autotune": {...}}`` (a list when autotune is nested in autotune),
      ``{"heuristics": {name: value}}``, ``{"not_run": [...]}`` (hooks and pruning that
      a real launch would run and this does not);
    - ``layers``: the wrappers, outermost first (see :func:`unwrap`).
    """

    fn: Any
    args: tuple[Any, ...]
    kwargs: Mapping[str, Any]
    options: Mapping[str, Any]
    details: Mapping[str, Any] = field(default_factory=dict)
    layers: tuple[Any, ...] = ()

    @property
    def call_kwargs(self) -> dict[str, Any]:
        """Everything to pass by keyword to Triton's binder."""
        return {**self.kwargs, **self.options}


#: what ``config=`` may be; said in every error about it
CONFIG_FORMS = "an int index into the kernel's autotune configs, or a triton.Config"


def resolve_call(
    kernel: Any,
    args: Sequence[Any],
    kwargs: Mapping[str, Any] | None = None,
    config: Any = None,
    *,
    grid: Any = None,
) -> ResolvedCall:
    """Apply ``kernel``'s autotune/heuristics layers to a call, as ``kernel[grid](...)`` would.

    ``args``/``kwargs`` are what the user passes to ``kernel[grid](*args, **kwargs)``:
    without the constexprs that the configs and heuristics supply. ``config`` picks
    the autotune config: an int index into ``autotuner.configs`` or a
    ``triton.Config`` (need not be one of them); None takes the first config (what
    a kernel with one config always runs) instead of benchmarking. For autotune
    nested in autotune pass a sequence, one choice per autotune layer, outermost
    first (None in it: that layer's first config).

    Layers run outermost first, as their ``run`` methods do: an autotune layer adds
    ``config.all_kwargs()`` (its constexprs and num_warps, num_ctas, num_stages,
    maxnreg, ir_override when set); a heuristics layer sets each of its ``values`` to
    ``heuristic({**named positional args, **kwargs})``, overriding a value passed in,
    and seeing what outer layers added (so autotune(heuristics(jit)) heuristics see
    the config's constexprs). Like Triton's ``run``, the heuristics also see
    ``grid`` and ``warmup`` (False) in that dict.

    Not run, and listed in ``details["not_run"]``: ``Config.pre_hook`` (run before
    every launch of that config), the autotuner's ``pre_hook``/``post_hook`` and
    ``reset_to_zero``/``restore_value`` (around benchmarking only),
    ``prune_configs_by`` (``early_config_prune``, ``perf_model``/``top_k``: they narrow
    what is benchmarked; ``config=`` is the choice here) and
    ``JITFunction.pre_run_hooks``. Hooks mutate tensors, may need the GPU the
    placeholders are not on, and lowering must have no side effects.
    """
    fn, layers = unwrap(kernel)
    args = tuple(args)
    merged: dict[str, Any] = dict(kwargs or {})
    names = list(fn.arg_names)
    autotuners = [layer for layer in layers if is_autotuner(layer)]
    choices = _split_config(kernel, autotuners, config)
    chosen: list[dict[str, Any]] = []
    heuristics: dict[str, Any] = {}
    not_run: list[str] = []
    supplied: dict[str, str] = {}  # parameter -> which layer supplied it (for messages)

    if len(args) > len(names):
        raise UsageError(
            f"kernel {fn.__name__!r} takes {len(names)} arguments ({', '.join(names)}), "
            f"got {len(args)} positional"
        )
    positional = set(names[: len(args)])

    for layer in layers:
        if is_autotuner(layer):
            cfg, description = _choose(kernel, layer, choices.pop(0))
            given = cfg.all_kwargs()
            clash = sorted((set(given) & set(merged)) | (set(given) & positional))
            if clash:
                raise UsageError(
                    f"kernel {fn.__name__!r}: {', '.join(map(repr, clash))} given both by the call "
                    f"and by the autotune config ({_config_text(cfg)}); Triton fails the same "
                    'way ("got multiple values"). Leave them out of the call, or pass '
                    "config=triton.Config({...}, num_warps=...) with the values you want"
                )
            merged.update(given)
            supplied.update({name: "the autotune config" for name in cfg.kwargs})
            chosen.append(description)
            not_run.extend(_autotuner_not_run(layer, cfg))
        else:
            named = dict(zip(layer.arg_names, args, strict=False))
            for name, heuristic in layer.values.items():
                try:
                    value = heuristic({**named, **merged, "grid": grid, "warmup": False})
                except Exception as exc:
                    raise UsageError(
                        f"kernel {fn.__name__!r}: heuristic for {name!r} failed with "
                        f"{type(exc).__name__}: {exc} (it is given the call's arguments by "
                        f"name, and what outer autotune configs add: "
                        f"{', '.join(sorted({*named, *merged}))})"
                    ) from None
                merged[name] = value
                heuristics[name] = _jsonable(value)
                supplied[name] = "a heuristic"
            if name_clash := sorted(set(layer.values) & positional):
                raise UsageError(
                    f"kernel {fn.__name__!r}: {', '.join(map(repr, name_clash))} passed "
                    "positionally and set by @triton.heuristics; Triton fails the same way. "
                    "Leave them out of the call"
                )
    if fn.pre_run_hooks:
        not_run.append(
            f"{len(fn.pre_run_hooks)} JITFunction.add_pre_run_hook hook(s): run before every "
            "launch; not run ahead of time"
        )

    params = {name: value for name, value in merged.items() if name in names}
    options = {name: value for name, value in merged.items() if name not in names}
    _check_complete(fn, args, params, supplied)

    details: dict[str, Any] = {}
    if chosen:
        details["autotune"] = chosen[0] if len(chosen) == 1 else chosen
    if heuristics:
        details["heuristics"] = heuristics
    if not_run:
        details["not_run"] = not_run
    return ResolvedCall(fn, args, params, options, details, layers)


def _split_config(kernel: Any, autotuners: list[Any], config: Any) -> list[Any]:
    """One choice per autotune layer."""
    if config is None:
        return [None] * len(autotuners)
    if not autotuners:
        raise UsageError(
            f"config= picks an @triton.autotune config, but {describe_kernel(kernel)} has no "
            "autotune layer; pass constexprs and options (num_warps=...) as arguments instead"
        )
    if len(autotuners) > 1:
        if not isinstance(config, (list, tuple)) or len(config) != len(autotuners):
            raise UsageError(
                f"{describe_kernel(kernel)} has {len(autotuners)} autotune layers: config= takes "
                f"a list of {len(autotuners)} choices, outermost first, each {CONFIG_FORMS} "
                f"(or None for its first config); got {config!r}"
            )
        return list(config)
    return [config]


def _choose(kernel: Any, autotuner: Any, choice: Any) -> tuple[Any, dict[str, Any]]:
    """(Config, description) for one autotune layer."""
    configs = list(autotuner.configs)
    count = len(configs)
    index: int | None
    if choice is None:
        index, cfg, source = 0, configs[0], "first config (default; no benchmarking ahead of time)"
    elif isinstance(choice, bool) or (not isinstance(choice, int) and not _is_config(choice)):
        raise UsageError(
            f"config= takes {CONFIG_FORMS}; got {type(choice).__name__} {choice!r} "
            f"({describe_kernel(kernel)} has {count} config(s): index 0 to {count - 1})"
        )
    elif isinstance(choice, int):
        if not 0 <= choice < count:
            raise UsageError(
                f"config={choice} is out of range: {describe_kernel(kernel)} has {count} autotune "
                f"config(s), so config= takes an index 0 to {count - 1}, or a triton.Config"
            )
        index, cfg, source = choice, configs[choice], f"config={choice}"
    else:
        cfg = choice
        index = next((i for i, c in enumerate(configs) if c == cfg), None)
        source = "config=triton.Config" + (
            "" if index is not None else " (not one of the kernel's)"
        )
    description = {
        "index": index,
        "of": count,
        "chosen_by": source,
        "kwargs": {k: _jsonable(v) for k, v in cfg.kwargs.items()},
        "num_warps": cfg.num_warps,
        "num_stages": cfg.num_stages,
        "num_ctas": cfg.num_ctas,
        "maxnreg": cfg.maxnreg,
        "tuning_key": list(autotuner.keys),
    }
    if getattr(cfg, "ir_override", None) is not None:
        description["ir_override"] = str(cfg.ir_override)
    if cfg.pre_hook is not None:
        description["pre_hook"] = _callable_name(cfg.pre_hook)
    return cfg, description


def _is_config(obj: Any) -> bool:
    return _isinstance(obj, ("triton.runtime.autotuner", "Config"))


def _config_text(cfg: Any) -> str:
    return ", ".join(f"{k}={v!r}" for k, v in cfg.all_kwargs().items())


def _autotuner_not_run(autotuner: Any, cfg: Any) -> list[str]:
    notes = []
    if cfg.pre_hook is not None:
        notes.append(
            f"config pre_hook {_callable_name(cfg.pre_hook)}: Triton runs it before every launch "
            "of this config; not run ahead of time. If it changes what the compile sees (e.g. "
            "sets a TensorDescriptor's block_shape), pass the arguments as the hook leaves them"
        )
    if getattr(autotuner, "user_defined_pre_hook", False) or getattr(
        autotuner, "user_defined_post_hook", False
    ):
        notes.append("autotune pre_hook/post_hook: run around benchmarking only; not run")
    if autotuner.reset_to_zero or autotuner.restore_value:
        notes.append(
            "autotune reset_to_zero/restore_value: apply around benchmarking only; not run"
        )
    if autotuner.early_config_prune is not None or autotuner.perf_model is not None:
        notes.append(
            "autotune prune_configs_by (early_config_prune/perf_model/top_k): narrows what a "
            "launch benchmarks; ignored here, config= or the first config is compiled"
        )
    return notes


def _check_complete(
    fn: Any, args: tuple[Any, ...], params: Mapping[str, Any], supplied: Mapping[str, str]
) -> None:
    names = [p.name for p in fn.params]
    missing = [p.name for p in fn.params[len(args) :] if not p.has_default and p.name not in params]
    if missing:
        extra = ""
        if supplied:
            by: dict[str, list[str]] = {}
            for name, who in supplied.items():
                by.setdefault(who, []).append(name)
            extra = "; " + "; ".join(f"{who} supplies {', '.join(ns)}" for who, ns in by.items())
        raise UsageError(
            f"kernel {fn.__name__!r}: missing argument(s) {', '.join(map(repr, missing))} "
            f"(parameters: {', '.join(names)}{extra}). Pass what kernel[grid](*args, **kwargs) "
            "would be given"
        )
    bound = {**dict(zip(names, args, strict=False)), **params}
    for param in fn.params:
        if param.is_constexpr and _is_tensor(bound.get(param.name)):
            raise UsageError(
                f"argument {param.name!r} of kernel {fn.__name__!r} is a tl.constexpr "
                "but got a tensor"
            )


def _is_tensor(value: Any) -> bool:
    torch = sys.modules.get("torch")
    return torch is not None and isinstance(value, torch.Tensor)


def _callable_name(obj: Any) -> str:
    return getattr(obj, "__qualname__", None) or getattr(obj, "__name__", None) or repr(obj)


def _jsonable(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else repr(value)
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    return repr(value)


# --------------------------------------------------------------------------- specializing


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


# --------------------------------------------------------------------------- keying


def compile_key(
    spec: Specialization,
    signature_override: Mapping[str, str] | None = None,
    *,
    extra: Any = (),
    stable: bool = False,
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
    file and line instead), for the cross-run cache.
    """
    import triton

    spec = with_signature(spec, signature_override)  # what compile() will be given
    try:
        source = spec.fn.cache_key
    except Exception as exc:  # the compile will fail the same way and is not cached
        source = f"<cache_key failed: {type(exc).__name__}>"
    where: Any = id(spec.fn)
    if stable:
        code = getattr(getattr(spec.fn, "fn", None), "__code__", None)
        where = (getattr(code, "co_filename", ""), getattr(code, "co_firstlineno", 0))
    return (
        "triton",
        triton.__version__,
        where,
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
    if _isinstance(value, ("triton.runtime.jit", "JITCallable")) or is_jit_function(value):
        return ("jit", value.__qualname__, None if stable else id(value), value.cache_key)
    if _isinstance(value, ("triton.language.core", "constexpr")):
        return ("constexpr", freeze(value.value, stable=stable))
    if _isinstance(value, ("triton.language.core", "dtype")):
        return ("dtype", type(value).__qualname__, str(value))
    try:
        hash(value)
    except TypeError:
        return ("repr", type(value).__qualname__, repr(value))
    return ("object", type(value).__qualname__, value)
