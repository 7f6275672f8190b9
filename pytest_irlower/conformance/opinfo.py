"""PyTorch's OpInfo database as a conformance source: one case per (op, dtype, sample).

An OpInfo case is one sample of one op for one dtype: the op's
``sample_inputs(device="cpu", dtype=...)`` under a seed derived from the op's name, so that
sample ``k`` is the same in every run and every process. Its tensors (the input, tensor
arguments, tensor lists, tensor keyword arguments) become the inputs of a small
``nn.Module``; everything else in the call is a constant of it. The database (about two
seconds to import, and it needs ``expecttest``) is imported only when a suite collects.

With ``samples="all"``, collection needs each op's sample count: it is read from the
counts remembered in the cross-run cache folder (:mod:`~pytest_irlower.conformance.samplecounts`),
and only an op missing there has its samples built to count them. An item builds its op's
samples when it runs, once per op and process (the items of one op run one after another).
"""

from __future__ import annotations

import functools
import hashlib
import linecache
import re
import types
import zlib
from collections.abc import Callable, Sequence
from typing import Any
from unittest import mock

from pytest_irlower.conformance.cases import (
    DISTRIBUTION,
    RANDOM_CHECKS,
    SHAPES,
    VALUES,
    Case,
    CaseId,
    Source,
)
from pytest_irlower.conformance.samplecounts import SampleCounts, torch_identity
from pytest_irlower.errors import UsageError

#: how to get the OpInfo database, in every message that says it is missing
CONFORMANCE_EXTRA = (
    "install the [conformance] extra: pip install 'pytest-irlower[conformance]', which "
    "brings expecttest; torch itself is installed first, as the README says"
)


def op_database() -> list[Any]:
    """PyTorch's OpInfo database (``op_db``); it needs torch and ``expecttest`` (the
    ``[conformance]`` extra)."""
    try:
        from torch.testing._internal.common_methods_invocations import op_db
    except ImportError as exc:
        from pytest_irlower.errors import ToolchainMissing

        raise ToolchainMissing(
            "PyTorch's OpInfo database",
            f"torch.testing._internal.common_methods_invocations did not import ({exc})",
            CONFORMANCE_EXTRA,
        ) from None
    return list(op_db)


def alternatives(pattern: str) -> list[str]:
    """The top-level alternatives of a regular expression (``add|mul|nn\\.f.*`` -> three):
    ``|`` inside a group, a class or after a backslash does not split."""
    parts: list[str] = []
    current: list[str] = []
    depth, in_class, escaped = 0, False, False
    for char in pattern:
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            parts.append("".join(current))
            current = []
            continue
        current.append(char)
    return [*parts, "".join(current)]


def unknown_alternatives(pattern: str, names: Sequence[str]) -> list[str]:
    """The alternatives of ``pattern`` that match no name in full (a misspelt op)."""
    found = []
    for part in alternatives(pattern):
        try:
            compiled = re.compile(part)
        except re.error:
            continue  # the whole pattern compiled: a part alone may not, and says nothing
        if not any(compiled.fullmatch(name) for name in names):
            found.append(part)
    return found


def op_name(op: Any) -> str:
    """``add``, ``max.reduction_with_dim``: the name and variant of an OpInfo entry."""
    variant = str(op.variant_test_name or "")
    return f"{op.name}.{variant}" if variant else str(op.name)


def _dtype(name: str) -> Any:
    import torch

    value = getattr(torch, name, None)
    if not isinstance(value, torch.dtype):
        raise UsageError(f"dtype {name!r} is not a torch dtype (float32, float64, int64...)")
    return value


def parse_samples(samples: int | str) -> int | None:
    """``samples=``: a whole number >= 1, or ``"all"`` (None: every sample of each op)."""
    if samples == "all":
        return None
    if isinstance(samples, str) and samples.strip().isdigit():
        samples = int(samples)
    if isinstance(samples, bool) or not isinstance(samples, int) or samples < 1:
        raise UsageError(f"samples={samples!r}: expected a whole number >= 1, or 'all'")
    return samples


class OpInfoOps(Source):
    """One case per (op, dtype, sample) of the OpInfo database.

    ``ops``: a regular expression an op's name (``add``, ``nn.functional.relu``,
    ``max.reduction_with_dim``) must match in full (None: every op); ``dtypes``: dtype
    names (an op that does not support one on the CPU gets no case for it); ``samples``:
    the first N samples of each, or ``"all"``; ``seed``: mixed with each op's name for its samples.
    """

    kind = "opinfo"

    def __init__(
        self,
        *,
        ops: str | None = None,
        dtypes: Sequence[str] = ("float32",),
        samples: int | str = 1,
        seed: int = 0,
    ) -> None:
        try:
            self._pattern = re.compile(ops) if ops else None
        except re.error as exc:
            raise UsageError(f"ops={ops!r} is not a regular expression: {exc}") from None
        if isinstance(dtypes, str):
            dtypes = [d.strip() for d in dtypes.split(",") if d.strip()]
        if not dtypes:
            raise UsageError("dtypes= is empty: name at least one (float32, float64, int64...)")
        self.dtypes = tuple(str(d).removeprefix("torch.") for d in dtypes)
        self.samples = parse_samples(samples)
        self.seed = int(seed)
        self._ops: dict[str, Any] | None = None
        self._built: dict[tuple[str, str], list[Any]] = {}
        self._counts: SampleCounts | None = None

    def describe(self) -> str:
        pattern = self._pattern.pattern if self._pattern else "*"
        shown = "all" if self.samples is None else self.samples
        return f"opinfo ops={pattern} dtypes={','.join(self.dtypes)} samples={shown}"

    def _by_name(self) -> dict[str, Any]:
        if self._ops is None:
            ops: dict[str, Any] = {}
            every = []
            for op in op_database():
                name = op_name(op)
                every.append(name)
                if self._pattern is None or self._pattern.fullmatch(name):
                    ops.setdefault(name, op)
            if self._pattern is not None:
                _no_unknown_names(self._pattern.pattern, every)
            self._ops = ops
        return self._ops

    def ids(self) -> list[CaseId]:
        ops = self._by_name()  # first: without torch or expecttest, it says which extra
        dtypes = [(name, _dtype(name)) for name in self.dtypes]
        found: list[Any] = []
        for name, op in ops.items():
            supported = op.supported_dtypes("cpu")
            for dtype_name, dtype in dtypes:
                if dtype not in supported:
                    continue
                # every sample: as many items as the op has samples (remembered across
                # runs; else built here, once, to count them)
                count = self.samples or self._count(op, name, dtype_name)
                found.extend(
                    CaseId(f"{name}-{dtype_name}-s{index}", name) for index in range(count)
                )
        if self._counts is not None:
            self._counts.save()
        if not found:
            which = self._pattern.pattern if self._pattern else "any op"
            raise UsageError(
                f"no OpInfo op matches ops={which!r} with dtypes {', '.join(self.dtypes)} "
                "(the pattern must match an op's whole name: 'add', 'nn\\.functional\\..*', "
                "'max\\.reduction_with_dim')"
            )
        return found

    def build(self, name: str) -> Case:
        op_part, dtype_name, sample = name.rsplit("-", 2)
        index = int(sample.removeprefix("s"))
        op = self._by_name()[op_part]
        samples = self._samples(op, op_part, dtype_name)
        if self._counts is not None:
            self._counts.save()  # a count that was wrong (stale) is right for the next run
        if index >= len(samples):
            return Case(
                name,
                None,
                untestable=f"{op_part} has {len(samples)} sample(s) for {dtype_name}, "
                f"not {index + 1}",
            )
        return op_case(
            name,
            op,
            samples[index],
            cache_key=f"opinfo {op_part} {dtype_name} sample {index} seed {self.seed}",
        )

    def _samples(self, op: Any, name: str, dtype_name: str) -> list[Any]:
        key = (name, dtype_name)
        if key not in self._built:
            import torch

            with torch.random.fork_rng():
                torch.manual_seed(self.seed ^ zlib.crc32(f"{name} {dtype_name}".encode()))
                found = []
                samples = op.sample_inputs("cpu", _dtype(dtype_name), requires_grad=False)
                for sample in samples:
                    found.append(sample)
                    if self.samples is not None and len(found) >= self.samples:
                        break
                _close(samples)
            self._built = {key: found}  # one op at a time: its items run one after another
            if self.samples is None:
                self._sample_counts().put(self._count_key(op, name, dtype_name), len(found))
        return self._built[key]

    def _count(self, op: Any, name: str, dtype_name: str) -> int:
        """How many samples the op has for the dtype: remembered, else built and counted."""
        remembered = self._sample_counts().get(self._count_key(op, name, dtype_name))
        if remembered is not None:
            return remembered
        return len(self._samples(op, name, dtype_name))

    def _sample_counts(self) -> SampleCounts:
        if self._counts is None:
            self._counts = SampleCounts(self.memory, torch_identity())
        return self._counts

    def _count_key(self, op: Any, name: str, dtype_name: str) -> str:
        """What decides an op's sample count, besides torch's build (the file's table)."""
        return f"{name} {dtype_name} seed={self.seed} source={_source_digest(op)}"


def _close(samples: Any) -> None:
    """Close the generator under an OpInfo sample iterator now. OpInfo wraps it in
    ``torch.no_grad()``, and its ``TrackedInputIter`` leaves it in a reference cycle (frames
    of ``inspect.stack()``): closed by a later collection, it turns grad mode off and on
    in whatever runs then, which a ``torch.export`` trace records."""
    inner = getattr(samples, "child_iter", samples)
    if isinstance(inner, enumerate):
        inner = inner.__reduce__()[1][0]  # (enumerate, (iterator, count))
    close = getattr(inner, "close", None)
    if callable(close):
        close()


def _source_digest(op: Any) -> str:
    """A digest of the source lines of the op's sample-input function (through partials
    and wrappers; its type's name where it has no code): an edited function gets its
    samples counted again. The lines come from the code object's own line span, not from
    ``inspect.getsource``, which took 2 s for the database (it tokenizes each block)."""
    func: Any = getattr(op, "sample_inputs_func", None)
    for _ in range(16):  # a wrapper of a partial of a wrapper...
        if isinstance(func, functools.partial):
            func = func.func
        elif hasattr(func, "__wrapped__"):
            func = func.__wrapped__
        else:
            break
    code = getattr(func, "__code__", None)
    if isinstance(code, types.CodeType):
        return _code_digest(code)
    text = str(getattr(func, "__qualname__", type(func).__qualname__))
    return hashlib.blake2b(text.encode("utf-8", "replace"), digest_size=8).hexdigest()


@functools.lru_cache(maxsize=1024)
def _code_digest(code: types.CodeType) -> str:
    """A digest of a function's source lines (half the database's ops share one)."""
    lines = linecache.getlines(code.co_filename)
    text = "".join(lines[code.co_firstlineno - 1 : _last_line(code)]) or code.co_qualname
    return hashlib.blake2b(text.encode("utf-8", "replace"), digest_size=8).hexdigest()


def _last_line(code: types.CodeType) -> int:
    """The last source line of a function, its nested functions included."""
    last = max((end for _, end, _, _ in code.co_positions() if end), default=0)
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            last = max(last, _last_line(const))
    return max(last, code.co_firstlineno)


def _no_unknown_names(pattern: str, names: Sequence[str]) -> None:
    """A name in ``ops=`` that is no OpInfo op is a usage error (a suite that silently
    checks fewer ops than it names qualifies nothing for them)."""
    import difflib

    unknown = unknown_alternatives(pattern, names)
    if not unknown:
        return
    shown = []
    for part in unknown:
        variants = sorted(n for n in set(names) if n.startswith(part + "."))
        close = variants[:4] or difflib.get_close_matches(part, names, n=3)
        shown.append(f"{part!r}" + (f" (did you mean {', '.join(close)}?)" if close else ""))
    raise UsageError(
        f"ops={pattern!r}: {', '.join(shown)} match(es) no OpInfo op; each alternative must "
        "match an op's whole name: 'add', 'nn\\.functional\\.relu', 'max\\.reduction_with_dim', "
        "'nn\\.functional\\..*'"
    )


_MODULE_CLASS: Any = None


def _op_module_class() -> Any:
    global _MODULE_CLASS
    if _MODULE_CLASS is None:
        import torch
        from torch.utils import _pytree

        # without torch installed (tox -e lint) mypy sees torch.nn.Module as Any
        class OpSample(torch.nn.Module):  # type: ignore[misc,unused-ignore]
            """Calls one op on one sample: tensors are the inputs, the rest constants."""

            def __init__(self, op: Any, leaves: list[Any], slots: list[int], spec: Any) -> None:
                super().__init__()
                self.op = op
                self.leaves = leaves
                self.slots = slots
                self.spec = spec

            def forward(self, *tensors: Any) -> Any:
                leaves = list(self.leaves)
                for slot, tensor in zip(self.slots, tensors, strict=True):
                    leaves[slot] = tensor
                value, args, kwargs = _pytree.tree_unflatten(leaves, self.spec)
                return self.op(value, *args, **kwargs)

        _MODULE_CLASS = OpSample
    return _MODULE_CLASS


def op_case(name: str, op: Any, sample: Any, *, cache_key: str | None = None) -> Case:
    """The case of one OpInfo sample: a module calling the op, its tensors as inputs."""
    import torch
    from torch.utils import _pytree

    leaves, spec = _pytree.tree_flatten((sample.input, tuple(sample.args), dict(sample.kwargs)))
    slots = [i for i, leaf in enumerate(leaves) if isinstance(leaf, torch.Tensor)]
    inputs = tuple(leaves[i] for i in slots)
    constants = [None if i in slots else leaf for i, leaf in enumerate(leaves)]
    module = _op_module_class()(op.op, constants, slots, spec).eval()
    problem, compare, note = _eager_check(op, module, inputs)
    return Case(
        name,
        module,
        inputs,
        reference=_cloning(module),
        compare=compare,
        untestable=problem,
        note=note,
        cache_key=cache_key,
        keep=(module,),
    )


def _cloning(module: Any) -> Callable[..., Any]:
    """The module on copies of the inputs (an op that writes to its input must not change
    the inputs the lowering runs on)."""

    def reference(*inputs: Any) -> Any:
        import torch

        # OpInfo's random ops reseed torch themselves (wrapper_set_seed): switched off, so
        # that draws under different seeds differ, as the comparison by distribution needs
        with torch.no_grad(), mock.patch.object(torch, "manual_seed", _no_seed):
            return module(*[x.clone() for x in inputs])

    return reference


def _eager_check(op: Any, module: Any, inputs: tuple[Any, ...]) -> tuple[str, str, str]:
    """(why it cannot be tested, how to compare, note): runs the op eagerly under several
    seeds, to find non-tensor outputs and random ones (a random op on a small input, such
    as bernoulli on three probabilities, can give the same values under two seeds)."""
    import torch
    from torch.utils import _pytree

    first: list[Any] = []
    for seed in range(RANDOM_CHECKS):
        torch.random.manual_seed(seed + 1)
        try:
            # OpInfo wraps its random ops in wrapper_set_seed, which seeds torch with 42 on
            # every call: with that seeding switched off here, they show their randomness
            with torch.no_grad(), mock.patch.object(torch, "manual_seed", _no_seed):
                output = module(*[x.clone() for x in inputs])
        except Exception as exc:
            text = str(exc).strip()
            line = text.splitlines()[0] if text else ""
            return f"eager PyTorch fails on this sample: {type(exc).__name__}: {line}", VALUES, ""
        leaves = _pytree.tree_leaves(output)
        if seed == 0:
            problem = _output_problem(leaves)
            if problem:
                return problem, VALUES, ""
            if getattr(op, "has_nondeterministic_output", False):
                return (
                    "",
                    SHAPES,
                    "its output values are undefined (OpInfo): dtypes and shapes compared",
                )
            first = leaves
            continue
        if len(leaves) != len(first) or any(
            not _same(a, b) for a, b in zip(first, leaves, strict=True)
        ):
            return (
                "",
                DISTRIBUTION,
                "random: its values depend on the RNG; compared by distribution",
            )
    return "", VALUES, ""


def _output_problem(leaves: list[Any]) -> str:
    """Why outputs cannot be compared (empty: they can)."""
    import torch

    other = sorted({type(x).__name__ for x in leaves if not isinstance(x, torch.Tensor)})
    if other:
        return f"returns non-tensor output(s) ({', '.join(other)}): the suite compares tensors"
    if not leaves:
        return "returns no tensor"
    layouts = sorted({str(x.layout) for x in leaves if x.layout != torch.strided})
    if layouts:
        return f"returns a tensor of layout {', '.join(layouts)}: the suite compares dense tensors"
    return ""


def _no_seed(*args: Any, **kwargs: Any) -> None:
    return None


def _same(a: Any, b: Any) -> bool:
    """Equal values, NaN matching NaN (complex32, which torch.equal does not take, as
    complex64)."""
    import torch

    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    if a.dtype == torch.complex32:
        a, b = a.to(torch.complex64), b.to(torch.complex64)
    if a.is_complex():
        a = torch.view_as_real(a.resolve_conj().resolve_neg())
        b = torch.view_as_real(b.resolve_conj().resolve_neg())
    return bool(torch.equal(a, b)) or _same_with_nan(a, b)


def _same_with_nan(a: Any, b: Any) -> bool:
    import torch

    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    if not (a.is_floating_point() or a.is_complex()):
        return False
    return bool(torch.equal(torch.nan_to_num(a, nan=0.0), torch.nan_to_num(b, nan=0.0))) and bool(
        torch.equal(torch.isnan(a), torch.isnan(b))
    )
