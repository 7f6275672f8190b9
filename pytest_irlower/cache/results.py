"""A lowering and a failure as a cross-run cache entry holds them, and back.

A result's entry keeps in its head what a hit reads at once (the final text, kept raw; the
stages' names and digests; the facts of the lowering) and in its body what it reads only
when asked (:data:`RESULT_BODY`: every stage's text, artifacts, reproduce inputs, passes),
read through :class:`~pytest_irlower.cache.disk.Body` on first access. A failure's entry
keeps the :class:`LoweringError` a rerun raises again.
"""

from __future__ import annotations

import base64
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from pytest_irlower.cache import entry as cacheentry
from pytest_irlower.cache.disk import LAZY, field, keys_of

if TYPE_CHECKING:
    from pytest_irlower.api.result import LoweredIR
    from pytest_irlower.errors import LoweringError


def json_keeps(value: Any) -> bool:
    """Whether JSON gives ``value`` back as it is (``json.loads(json.dumps(value)) ==
    value``), by a walk of it: nothing is encoded. It does for ``None``, ``bool``, ``int``,
    ``str``, a ``float`` other than NaN (unequal to itself), and ``list`` and ``dict`` of
    those with ``str`` keys; not for a tuple (read back as a list), a key of another type
    (read back as a string), a cycle, or anything JSON cannot encode (bytes, a set, any
    other object). The Lowerer stores a result only when its details are kept."""
    try:
        return _kept(value, set())
    except RecursionError:  # nested past what json.dumps itself can encode
        return False


def _kept(value: Any, path: set[int]) -> bool:
    if value is None or isinstance(value, (bool, str)):
        return True
    if isinstance(value, int):
        try:
            int.__repr__(value)  # past sys.get_int_max_str_digits(), json.dumps raises
        except ValueError:
            return False
        return True
    if isinstance(value, float):
        return value == value  # NaN is written and read back, but unequal to itself
    if not isinstance(value, (list, dict)) or id(value) in path:
        return False  # a tuple, bytes, a set, an object; or a cycle
    path.add(id(value))
    if isinstance(value, dict):
        kept = all(isinstance(k, str) and _kept(v, path) for k, v in value.items())
    else:
        kept = all(_kept(v, path) for v in value)
    path.discard(id(value))
    return kept


#: what an entry of a lowering keeps in its body (:meth:`DiskCache.store`): what a hit reads
#: only when asked (a golden compares the final text, and the stages' digests in its head)
RESULT_BODY = ("stages", "artifacts", "command_inputs", "passes")


def encode_result(result: LoweredIR) -> dict[str, Any]:
    """A ``LoweredIR`` as JSON-ready data: the last stage's text, when it is the final
    text, as None (held once)."""
    from pytest_irlower.checks.goldentext import stage_digests

    stages: list[list[str | None]] = [[name, text] for name, text in result.stages.items()]
    if stages and stages[-1][1] == result.text:
        stages[-1][1] = None
    return {
        "text": result.text,
        "ir_type": result.ir_type,
        "target": result.target,
        "arch": result.arch,
        "stages": stages,
        "stage_digests": stage_digests(result.stages),
        "artifacts": {k: base64.b64encode(v).decode() for k, v in result.artifacts.items()},
        "engines": dict(result.engines),
        "commands": dict(result.commands),
        "command_inputs": kept_command_inputs(result),
        "syntax": result.syntax,
        "suffix": result.suffix,
        "details": dict(result.details),
        "passes": [
            [stage, [[name, text] for name, text in texts.items()]]
            for stage, texts in result.passes.items()
        ],
    }


#: the largest failing-stage input kept with a cached failure (a larger one: not cached)
ERROR_INPUT_LIMIT = 1 << 20
#: the largest reproduce-command input kept with a cached lowering (a larger one: not kept)
COMMAND_INPUT_LIMIT = 1 << 20


def kept_command_inputs(result: LoweredIR) -> dict[str, str | None]:
    """The command inputs of ``result`` as an entry keeps them, so ``reproduce.sh`` has a
    line for their stages on a warm cache too: the texts already made, up to
    ``COMMAND_INPUT_LIMIT`` characters (``torch_mlir``'s import, weights elided). An input
    still to be made on demand (``llvm_ir``'s module with every weight, ``fx_graph``'s saved
    program) is not made here, which would cost every cached lowering a print of all its
    weights: it is kept as None, and a hit's ``reproduce.sh`` says why that stage has no
    line rather than pointing its command at the previous stage's file."""
    return {
        name: made if isinstance(made, str) and len(made) <= COMMAND_INPUT_LIMIT else None
        for name, made in result.command_inputs.items()
    }


def _not_kept(stage: str) -> Callable[[], str]:
    def made() -> str:
        from pytest_irlower.errors import ReproduceUnavailable

        raise ReproduceUnavailable(
            f"this lowering was read from the cross-run cache, which does not keep the "
            f"input of {stage}'s command (it is made on demand); rerun with "
            "--irlower-no-cache for it"
        )

    return made


def encode_error(exc: LoweringError) -> dict[str, Any] | None:
    """A failure as JSON-ready data, or None when it must not be kept: a transient one
    (a timeout, a crash, a tool that could not start: time or the machine decided it),
    a subclass this cache does not know, or one whose input IR is over
    ``ERROR_INPUT_LIMIT`` characters."""
    from pytest_irlower.errors import LoweringError, UnsupportedCombination, is_transient

    if is_transient(exc) or type(exc) not in (LoweringError, UnsupportedCombination):
        return None
    if exc.input_ir is not None and len(exc.input_ir) > ERROR_INPUT_LIMIT:
        return None
    return {
        "error": {
            "stage": exc.stage,
            "detail": exc.detail,
            "command": exc.command,
            "input_ir": exc.input_ir,
            "ir_type": exc.ir_type,
            "combination": getattr(exc, "combination", None),
        }
    }


def decode_error(data: Mapping[str, Any]) -> LoweringError:
    """The failure an entry of :func:`encode_error` keeps, marked ``from_cache``."""
    from pytest_irlower.errors import LoweringError, UnsupportedCombination

    error = data["error"]
    fields = {
        "command": error["command"],
        "input_ir": error["input_ir"],
        "ir_type": error["ir_type"],
    }
    exc: LoweringError
    if error["combination"] is not None:
        exc = UnsupportedCombination(
            error["stage"], error["detail"], combination=error["combination"], **fields
        )
    else:
        exc = LoweringError(error["stage"], error["detail"], **fields)
    exc.from_cache = True
    exc.refresh()
    return exc


def decode_result(
    data: Mapping[str, Any], relower: Callable[[], LoweredIR] | None = None
) -> LoweredIR:
    """The ``LoweredIR`` of an entry: every stage reads as reused, in 0.0 s. What the
    entry keeps in its body is read when first asked for; a body that no longer reads back
    (corrupted, evicted since) gives ``relower()``'s instead (None: the error)."""
    from pytest_irlower.api.result import LazyTexts, LoweredIR

    text = data["text"]
    names = data[LAZY]["stages"] if LAZY in data else [name for name, _ in data["stages"]]
    fields: list[Mapping[str, Any]] = []

    def rest() -> Mapping[str, Any]:
        if not fields:
            try:
                fields.append({name: field(data, name) for name in RESULT_BODY})
            except cacheentry.BadEntry:
                if relower is None:
                    raise
                fields.append(encode_result(relower()))
        return fields[0]

    def lazy(name: str, decode: Callable[[Any], Any]) -> Any:
        keys = data[LAZY][name] if LAZY in data else keys_of(data.get(name, []))
        return LazyTexts(keys, lambda: decode(rest().get(name) or []))

    def stages(pairs: Any) -> dict[str, str]:  # the final text: the result itself
        return {str(n): str(t) if t is not None else result for n, t in pairs}

    def command_inputs(found: Any) -> dict[str, Any]:
        return {
            str(name): str(made) if made is not None else _not_kept(str(name))
            for name, made in found.items()
        }

    def artifacts(found: Any) -> dict[str, bytes]:
        return {k: base64.b64decode(v) for k, v in found.items()}

    def passes(found: Any) -> dict[str, Mapping[str, str]]:
        return {str(stage): {str(n): str(t) for n, t in texts} for stage, texts in found}

    staged = lazy("stages", stages)
    staged.digests = tuple(tuple(pair) for pair in data.get("stage_digests", ())) or None
    result = LoweredIR(
        text,
        ir_type=data["ir_type"],
        target=data["target"],
        arch=data["arch"],
        stages=staged,
        timings=dict.fromkeys(names, 0.0),
        artifacts=lazy("artifacts", artifacts),
        engines=data["engines"],
        commands=data["commands"],
        command_inputs=lazy("command_inputs", command_inputs),
        syntax=data["syntax"],
        suffix=data["suffix"],
        reused=list(names),
        details=data["details"],
        passes=lazy("passes", passes),
    )
    result.from_cache = True
    result.golden_clean = data.get("golden_clean")
    return result
