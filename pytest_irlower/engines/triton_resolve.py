"""What ``kernel[grid](*args, **kwargs)`` would compile, resolved ahead of time
(checked on triton 3.9.0 and 3.6.0).

:func:`resolve_call`: the user's ``kernel[grid](*args, **kwargs)`` arguments plus the chosen
autotune config and the heuristics, applied in the order and the way ``Autotuner.run`` /
``Heuristics.run`` apply them, giving the arguments that reach ``JITFunction.run``. Nothing
here runs a hook, benchmarks, or touches a GPU.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pytest_irlower.engines.triton_kernels import (
    describe_kernel,
    instance_of,
    is_autotuner,
    unwrap,
)
from pytest_irlower.errors import UsageError


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
    return instance_of(obj, ("triton.runtime.autotuner", "Config"))


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
