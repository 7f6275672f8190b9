"""``LoweredIR``: what ``lower(...)`` returns."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from pytest_irlower.errors import UsageError
from pytest_irlower.text import syntax as syntaxes

if TYPE_CHECKING:
    from pytest_irlower.checks.bisect import Bisection
    from pytest_irlower.checks.numerics import Comparison, Runner


class LoweredIR(str):
    """The final IR text of a lowering, as a ``str``, with what produced it.

    - ``ir_type``, ``target``, ``arch``: what was asked for.
    - ``stages``: ordered, read-only mapping of stage name to that stage's IR
      text, for every stage the chain went through, the last included.
    - ``timings``: stage name to seconds spent building that stage in this call;
      a stage reused from an earlier lowering of the same subject reads 0.0 and is
      listed in ``reused``.
    - ``artifacts``: binary outputs kept beside the text (name to bytes).
    - ``engines``: stage name to what ran it (a tool with version and source, or
      an in-process library), for stages run by a named engine.
    - ``commands``: stage name to a command line that reproduces that stage from its input
      (``< input``: the previous stage's text, or the stage's ``command_inputs`` entry);
      ``--irlower-dump-dir`` writes them, input files named, as ``reproduce.sh``.
    - ``command_inputs``: stage name to the input its command reads where that is not the
      previous stage's (a str; bytes, for ``fx_graph``'s saved ``.pt2`` program; or a
      function giving either, which may raise ``ReproduceUnavailable``); the cross-run cache
      keeps the texts already made (``torch_mlir``'s), not those made on demand.
    - ``syntax``: the final text's syntax (``mlir``, ``llvm``, ``ptx``...);
      ``suffix``: the golden suffix it is stored with.
    - ``details``: facts about the lowering (a Triton autotune config chosen...).
    - ``from_cache``: whether it was read from the cross-run cache (every stage then
      reads as reused, in 0.0 s); ``key_fallback``: why its cross-run key could not be
      made from the subject's definition (None: it could, or it is not cached).
    - ``runner``: what :meth:`run` and :meth:`check_numerics` execute (None: this IR
      cannot be run); it holds the model (or Triton kernel) the IR was lowered from for as
      long as the ``LoweredIR`` lives, so ``lower(Net(), (x,), ...).check_numerics(x)``
      works. The session's own caches hold models weakly and never hold a ``LoweredIR``.
    - ``passes``: with ``passes=True`` (or ``--irlower-passes``), stage name to an
      ordered mapping of pass name to the IR after that pass, for every stage that ran
      passes (``ir.passes["llvm_mlir"]["convert-linalg-to-loops"]``); a repeated pass
      name gets ``#2``, ``#3``... Empty when not asked for, or when no stage of the
      chain runs passes (``fx_graph``...).
    """

    ir_type: str
    target: str | None
    arch: str | None
    stages: Mapping[str, str]
    timings: Mapping[str, float]
    artifacts: Mapping[str, bytes]
    engines: Mapping[str, str]
    commands: Mapping[str, str]
    command_inputs: Mapping[str, str | bytes | Callable[[], str | bytes]]
    syntax: str
    suffix: str
    reused: tuple[str, ...]
    details: Mapping[str, Any]
    from_cache: bool = False
    #: why the cross-run key of this lowering was made from a derived form (a model's
    #: export) instead of the subject's definition; None: it was not
    key_fallback: str | None = None
    runner: Runner | None
    passes: Mapping[str, Mapping[str, str]]
    #: set on a cross-run cache hit whose text a golden compares as it is (it normalized
    #: to itself when stored: ``checks/goldentext.py``, ``clean_stamp``); None: not known
    golden_clean: str | None = None

    def __new__(
        cls,
        text: str | bytes,  # bytes: UTF-8, decoded
        *,
        ir_type: str,
        stages: Mapping[str, str],
        target: str | None = None,
        arch: str | None = None,
        timings: Mapping[str, float] | None = None,
        artifacts: Mapping[str, bytes] | None = None,
        engines: Mapping[str, str] | None = None,
        commands: Mapping[str, str] | None = None,
        command_inputs: Mapping[str, str | bytes | Callable[[], str | bytes]] | None = None,
        syntax: str | None = None,
        suffix: str | None = None,
        reused: Iterable[str] = (),
        details: Mapping[str, Any] | None = None,
        runner: Runner | None = None,
        passes: Mapping[str, Mapping[str, str]] | None = None,
    ) -> LoweredIR:
        # a cross-run cache hit hands its entry's UTF-8 bytes: decoded into the result
        # itself, not into a str copied again (a text runs to megabytes)
        self = (
            super().__new__(cls, text, "utf-8", "surrogatepass")
            if isinstance(text, bytes)
            else super().__new__(cls, text)
        )
        self.ir_type = ir_type
        self.target = target
        self.arch = arch
        self.stages = (
            stages
            if isinstance(stages, LazyTexts)
            else MappingProxyType(
                _sharing_last(self, text if isinstance(text, str) else self, stages)
            )
        )
        self.timings = MappingProxyType(dict(timings or {}))
        self.artifacts = _read_only(artifacts)
        self.engines = MappingProxyType(dict(engines or {}))
        self.commands = MappingProxyType(dict(commands or {}))
        self.command_inputs = _read_only(command_inputs)
        # handed in by whoever built it (the Lowerer reads them from the IR type's
        # declaration); text in a ``.txt`` file when not
        self.syntax = syntax or "text"
        self.suffix = suffix or syntaxes.get(self.syntax).suffix
        self.reused = tuple(reused)
        self.details = MappingProxyType(dict(details or {}))
        self.runner = runner
        self.passes = (
            passes
            if isinstance(passes, LazyTexts)
            else MappingProxyType(
                {stage: MappingProxyType(dict(texts)) for stage, texts in (passes or {}).items()}
            )
        )
        return self

    @property
    def text(self) -> str:
        """The IR as a plain ``str``."""
        return str.__str__(self)

    def check_lines(self, prefix: str = "CHECK", comment: str = "") -> str:
        """FileCheck lines matching this IR (see :mod:`pytest_irlower.checks.checkgen`)."""
        from pytest_irlower.checks.checkgen import generate_text

        return generate_text(self.text, prefix=prefix, comment=comment)

    def run(self, *inputs: Any) -> Any:
        """Execute the lowering on ``inputs``; its outputs as torch tensors (one, or a
        tuple for several; a Python ``int``/``float``/``bool`` where the model returns one).
        Only the model's own outputs are returned: an input the model updates in place is
        updated in the caller's tensor, as eagerly; a buffer it updates is not (see
        docs/numerics-models.md).

        ``llvm_mlir`` and ``llvm_ir`` of a PyTorch model (and a custom pipeline's
        LLVM-dialect MLIR) run on the CPU through MLIR's ExecutionEngine, in a child
        process under ``irlower_timeout``; a Triton kernel lowered with ``launch=True``
        runs on the GPU. Input values may differ from the example inputs; dtypes and
        static dims may not.
        """
        __tracebackhide__ = True
        return self._runner().call(inputs)

    def check_numerics(
        self,
        *inputs: Any,
        reference: Callable[..., Any] | None = None,
        rtol: float | None = None,
        atol: float | None = None,
        bisect: bool = False,
        random: bool | None = None,
    ) -> list[Comparison]:
        """Run on ``inputs`` and compare with ``reference(*inputs)`` (default: the model
        it was lowered from); raise :class:`~pytest_irlower.NumericMismatch` on a
        difference. Tolerances default by dtype as ``torch.testing.assert_close``'s do.
        Returns the comparison of every output.

        ``bisect=True``: on a mismatch, run the output of each step of the lowering (each
        pass of ``llvm_mlir`` where ``passes=True`` recorded them, each custom pipeline
        step) and name the first one whose output differs from eager, with its IR before
        and after (:mod:`pytest_irlower.checks.bisect`; the exception's ``bisection``).

        ``random``: an output whose eager values differ between seeds (``bernoulli``,
        ``rand_like``...) is compared by distribution: support, mean and variance within
        5 standard errors (:mod:`pytest_irlower.checks.distribution`). None (default): where
        a value comparison fails; True: always; False: never.
        """
        __tracebackhide__ = True
        from pytest_irlower.checks import distribution
        from pytest_irlower.errors import NumericMismatch

        runner = self._runner()
        try:
            return distribution.check(
                runner, inputs, reference=reference, rtol=rtol, atol=atol, random=random
            )
        except NumericMismatch as exc:
            if not bisect:
                raise
            found = self.bisect(inputs, reference=reference, rtol=rtol, atol=atol)
            error = NumericMismatch(f"{exc}\n\n{found.describe()}")
            error.bisection = found  # type: ignore[attr-defined]
            raise error from None

    def bisect(
        self,
        inputs: tuple[Any, ...],
        *,
        reference: Callable[..., Any] | None = None,
        rtol: float | None = None,
        atol: float | None = None,
    ) -> Bisection:
        """The first step of this lowering whose output differs from the reference (see
        :mod:`pytest_irlower.checks.bisect`)."""
        from pytest_irlower.checks import bisect

        runner = self._runner()
        expected = runner.reference_outputs(_copies(inputs), reference)
        hint = ""
        if not self.passes.get(bisect.CHAIN) and bisect.CHAIN in self.stages:
            hint = (
                "(lower with passes=True, or run with --irlower-passes, to bisect over the "
                f"passes of {bisect.CHAIN} too)"
            )
        return bisect.bisect(
            runner,
            bisect.steps(self.stages, self.passes),
            inputs,
            expected,
            rtol=rtol,
            atol=atol,
            clone=_copies,
            hint=hint,
        )

    def save_run(
        self,
        folder: Any,
        *inputs: Any,
        reference: Callable[..., Any] | None = None,
        rtol: float | None = None,
        atol: float | None = None,
    ) -> Any:
        """Save what would run on ``inputs`` (the program, the inputs, and the reference's
        outputs on them, computed here) to ``folder``, to be run and checked later on a
        machine with the target's GPU: ``python -m pytest_irlower.engines.iree_runtime
        check FOLDER``. The IREE family's IR types can (docs/gpu-code.md). Returns the
        folder's path."""
        __tracebackhide__ = True
        return self._runner().save(folder, inputs, reference=reference, rtol=rtol, atol=atol)

    def _runner(self) -> Runner:
        if self.runner is None:
            raise UsageError(
                f"{self.ir_type} cannot be run: run() and check_numerics() execute llvm_mlir "
                "and llvm_ir of a PyTorch model on the CPU (or a custom pipeline's "
                "LLVM-dialect MLIR), the IREE IR types on IREE's runtime, and Triton kernels "
                "lowered with launch=True on a GPU"
            )
        return self.runner

    def __repr__(self) -> str:
        first = self.text.splitlines()[0] if self.text else ""
        return (
            f"<LoweredIR {self.ir_type} target={self.target} arch={self.arch} "
            f"stages={list(self.stages)} {len(self.text)} chars: {first[:60]!r}>"
        )

    def __reduce__(self) -> tuple[Any, ...]:
        text = self.text
        return (
            _rebuild,
            (
                text,
                self.ir_type,
                {name: text if value is self else value for name, value in self.stages.items()},
                self.target,
                self.arch,
                self.syntax,
                self.suffix,
                {stage: dict(texts) for stage, texts in self.passes.items()},
            ),
        )


def _copies(inputs: tuple[Any, ...]) -> tuple[Any, ...]:
    """The inputs, tensors copied (a run may write into them)."""
    return tuple(x.clone() if callable(getattr(x, "clone", None)) else x for x in inputs)


class LazyTexts(Mapping[str, Any]):
    """A read-only mapping whose keys are known and whose values are read on first access
    (a cross-run cache hit's stages: ``load()`` reads the entry's body). ``digests``: each
    stage's digest but the last's, as the golden trailer records them, known without
    reading the texts (None: not known)."""

    def __init__(self, keys: Iterable[str], load: Callable[[], Mapping[str, Any]]) -> None:
        self._keys = tuple(keys)
        self._known = frozenset(self._keys)
        self._load: Callable[[], Mapping[str, Any]] | None = load
        self._values: Mapping[str, Any] | None = None
        self.digests: tuple[tuple[str, str], ...] | None = None

    def _all(self) -> Mapping[str, Any]:
        if self._values is None:
            assert self._load is not None
            self._values, self._load = self._load(), None
        return self._values

    def __getitem__(self, key: str) -> Any:
        if key not in self._known:
            raise KeyError(key)
        return self._all()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)

    def __contains__(self, key: object) -> bool:
        return key in self._known

    def __repr__(self) -> str:
        return f"{type(self).__name__}({list(self._keys)!r})"


def _read_only(value: Mapping[str, Any] | None) -> Mapping[str, Any]:
    return value if isinstance(value, LazyTexts) else MappingProxyType(dict(value or {}))


def _sharing_last(self: LoweredIR, text: str, stages: Mapping[str, str]) -> dict[str, str]:
    """``stages`` with the last stage's text, when it is the final text, replaced by the
    ``LoweredIR`` itself (a ``str`` equal to it): the final text is then held once, not
    twice, whatever its size (a tool's 200 MB output was kept three times over)."""
    shared = dict(stages)
    last = next(reversed(shared), None)
    if last is not None:
        value = shared[last]
        if value is text or (len(value) == len(text) and value == text):
            shared[last] = self
    return shared


def _rebuild(
    text: str,
    ir_type: str,
    stages: dict[str, str],
    target: str | None,
    arch: str | None,
    syntax: str | None = None,
    suffix: str | None = None,
    passes: Mapping[str, Mapping[str, str]] | None = None,
) -> LoweredIR:
    return LoweredIR(
        text,
        ir_type=ir_type,
        stages=stages,
        target=target,
        arch=arch,
        syntax=syntax,
        suffix=suffix,
        passes=passes,
    )
