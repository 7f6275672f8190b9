"""The public family API: how a family of IR types declares itself and lowers a request.

A family is one module holding one :class:`Family` subclass. It declares its IR
types as :class:`IRType` rows and gives each row a builder: a method
``build_<ir type name>(self, work) -> Stage | str``. The chain runner
(:mod:`pytest_irlower.lowering.chain`, on the lowering floor) walks the chain of ``after`` links
(within the family, then into the family that owns the first link), builds each stage
once per subject and cache key under the time limit, and hands the stages back; the
Lowerer turns them into a ``LoweredIR``. Everything else (golden
suffixes, normalization, pruning, the CLI, the header, target markers) is read
from the declaration.

Register a family from a ``conftest.py`` with
``pytest_irlower.register_family(MyFamily())``, or from a distribution with the
entry point group ``pytest_irlower.families``. The README's "Writing a family"
has a complete example. Nothing here imports torch, torch_mlir or triton.
"""

from __future__ import annotations

import dataclasses
import functools
import gc
import importlib
import weakref
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from pytest_irlower.api import params as familyparams
from pytest_irlower.api.keying import Environment
from pytest_irlower.api.loweroptions import LowerOptions
from pytest_irlower.errors import LoweringError, ToolchainMissing
from pytest_irlower.text import syntax as syntaxes

if TYPE_CHECKING:
    from pytest_irlower.checks.numerics import Runner
    from pytest_irlower.runtime.toolchain import Toolchain


@dataclass(frozen=True)
class IRType:
    """One IR type: a name users write as ``ir_type=`` and what it means.

    - ``subject``: the kind of subject it lowers (``module``, ``kernel``, ``text``, or the
      family's own word), for messages and the README table;
    - ``suffix``: golden file suffix, with the dot;
    - ``syntax``: the text's syntax (a key of :data:`pytest_irlower.text.syntax.SYNTAXES`:
      ``mlir``, ``llvm``, ``ptx``, ``amdgcn``, ``spvasm``, ``fx``, ``text``...);
    - ``after``: the IR type this one is built from, in this family or another one
      (None: built from the subject);
    - ``target``: the one GPU target this IR type is code for (``nvptx``), or None;
    - ``targets``: GPU targets it can be made for, the first the default (empty: it
      does not depend on a target).
    """

    name: str
    subject: str
    suffix: str
    syntax: str
    summary: str = ""
    after: str | None = None
    target: str | None = None
    targets: tuple[str, ...] = ()
    #: the family that declares it (set when the family is registered)
    family: str = ""

    @property
    def needs_target(self) -> bool:
        """Whether the IR type is code for a GPU target."""
        return self.target is not None or bool(self.targets)


@dataclass
class Stage:
    """One stage of a lowering: what ``.stages`` shows, and what the next stage needs.

    - ``text``: the shown text (weights elided unless kept, normalized);
    - ``full``: the text with every weight (a string, a function giving it, or None
      when it equals ``text``): input of a custom pipeline or another family;
    - ``payload``: the family's in-memory object for the next stage (an MLIR module...).
    """

    name: str
    text: str
    seconds: float = 0.0
    engine: str | None = None
    command: str | None = None
    full: str | Callable[[], str] | None = None
    payload: Any = None
    artifacts: Mapping[str, bytes] = field(default_factory=dict)
    syntax: str = "text"
    #: facts about the lowering to show on the result (``LoweredIR.details``)
    details: Mapping[str, Any] = field(default_factory=dict)
    #: taken from the cache of an earlier lowering (its ``seconds`` read 0.0)
    reused: bool = False
    #: with ``passes=True``: pass name to the IR after that pass, in order (see passes.py)
    passes: Mapping[str, str] = field(default_factory=dict)
    #: the text ``command`` reads (its ``< input``) when that is not the previous stage's
    #: shown text: an import before its pipeline, a module with its weights, the bytes of a
    #: saved exported program (``.pt2``) for the first stage (or a function giving it, which
    #: may raise ReproduceUnavailable); None: the previous stage's text
    command_input: str | bytes | Callable[[], str | bytes] | None = None

    def full_text(self) -> str:
        """The stage's text with every weight in it."""
        if self.full is None:
            return self.text
        if callable(self.full):
            self.full = self.full()
        return self.full


class StageCache:
    """Stages built by each family, per subject (held weakly) and slot.

    One per Lowerer (one per pytest session): a cached stage never reaches its
    subject, so once a test drops a model nothing here keeps it, its exported
    program, its MLIR modules or its full-weight text alive.
    """

    #: live subjects past which a full garbage collection runs (then twice the survivors)
    COLLECT_AT = 16

    def __init__(self) -> None:
        self._by_family: dict[str, weakref.WeakKeyDictionary[Any, dict[Hashable, list[Stage]]]] = {}
        self._collect_at = self.COLLECT_AT

    def get(self, family: str, subject: Any, slot: Hashable) -> list[Stage] | None:
        """The stages stored for ``(family, subject, slot)``, or None."""
        try:
            per_subject = self._by_family.get(family, {}).get(subject)
        except TypeError:  # not weakly referenceable or not hashable: never cached
            return None
        return None if per_subject is None else per_subject.get(slot)

    def put(self, family: str, subject: Any, slot: Hashable, stages: list[Stage]) -> None:
        """Store stages (silently not, for a subject that cannot be held weakly)."""
        store = self._by_family.setdefault(family, weakref.WeakKeyDictionary())
        try:
            store.setdefault(subject, {})[slot] = stages
        except TypeError:
            return
        self._collect_if_crowded()

    def _collect_if_crowded(self) -> None:
        # torch.export leaves a model in reference cycles: after the test drops it, only a
        # full collection frees it (and the modules cached for it), and Python runs those
        # rarely in a process holding torch's many objects; do it once the cache crowds
        live = sum(len(store) for store in self._by_family.values())
        if live < self._collect_at:
            return
        gc.collect()
        survivors = sum(len(store) for store in self._by_family.values())
        self._collect_at = max(self.COLLECT_AT, 2 * survivors)

    def clear(self) -> None:
        """Drop everything."""
        self._by_family.clear()

    def __len__(self) -> int:
        return sum(len(per) for store in self._by_family.values() for per in store.values())


class Upstream(Protocol):
    """What a :class:`Request` reaches other IR types of its subject through (the Lowerer)."""

    def upstream(
        self, request: Request, ir_type: str, *, ahead: tuple[Any, ...] = ()
    ) -> list[Stage]:
        """The stages of ``request``'s subject lowered to ``ir_type`` (shared, cached);
        ``ahead``: the steps after ``ir_type`` its chain may run ahead (:attr:`Request.ahead`)."""
        ...


@dataclass(frozen=True)
class Request:
    """One resolved ``lower(...)`` call as a family sees it."""

    subject: Any
    inputs: tuple[Any, ...]
    ir_type: IRType
    target: str | None
    arch: str | None
    #: the family's keyword arguments: an instance of its ``Params`` dataclass, each value
    #: the call passed checked, the declared default for the others
    params: Any
    options: LowerOptions
    toolchain: Toolchain
    #: the Lowerer's stage cache
    cache: StageCache = field(repr=False, compare=False)
    #: what lowers the same subject to another IR type: the Lowerer that made the request
    chain: Upstream = field(repr=False, compare=False)
    #: record the IR after every pass (``lower(..., passes=True)``, ``--irlower-passes``)
    passes: bool = False
    #: what the family's :meth:`Family.prepare` worked out once for the hooks after it
    #: (``cache_key``, ``fingerprint``, ``stage_variant``, the builders): Triton's call
    #: resolved and specialized (``engines.triton_key.ResolvedOnce``); None: nothing
    prepared: Any = field(default=None, repr=False, compare=False)
    #: the steps that build the stages after ``ir_type`` in the lowering that asked for this
    #: one, in order (each a :meth:`Family.run_ahead` answer): the forked child that builds
    #: this request's last stage may run them ahead
    ahead: tuple[Any, ...] = field(default=(), repr=False, compare=False)

    def upstream(self, ir_type: str) -> list[Stage]:
        """The stages of the same subject lowered to ``ir_type`` (shared, cached)."""
        return self.chain.upstream(self, ir_type)

    def display(self, text: str, syntax: str | None = None) -> str:
        """``text`` as ``.stages`` shows it in ``syntax`` (default: the IR type's)."""
        return syntaxes.display(
            text, syntax or self.ir_type.syntax, keep_weights=self.options.keep_weights
        )


@dataclass
class Work:
    """What a builder gets: the request, the row it builds and the stage before it."""

    request: Request
    ir_type: IRType
    #: the previous stage of the chain (None for the first)
    previous: Stage | None
    #: the steps that build the stages after this row in this lowering, in order (each a
    #: :meth:`Family.run_ahead` answer): the forked child that builds it may run them ahead
    ahead: tuple[Any, ...] = ()

    def stage(
        self,
        full: str | None = None,
        *,
        text: str | None = None,
        full_text: Callable[[], str] | None = None,
        payload: Any = None,
        engine: str | None = None,
        command: str | None = None,
        artifacts: Mapping[str, bytes] | None = None,
        name: str | None = None,
        syntax: str | None = None,
        details: Mapping[str, Any] | None = None,
        command_input: str | bytes | Callable[[], str | bytes] | None = None,
    ) -> Stage:
        """A stage of this row: give ``full`` text (shown text derived from the IR type's
        syntax) or the shown ``text`` with a ``full_text`` function; ``command`` reproduces
        it from the previous stage's text, or from ``command_input``."""
        kind = syntax or self.ir_type.syntax
        if text is None:
            if full is None:
                raise ValueError("a stage needs full or text")
            text = syntaxes.display(full, kind, keep_weights=self.request.options.keep_weights)
        return Stage(
            name or self.ir_type.name,
            text,
            full=full if full is not None else full_text,
            payload=payload,
            engine=engine,
            command=command,
            artifacts=dict(artifacts or {}),
            syntax=kind,
            details=dict(details or {}),
            command_input=command_input,
        )


Builder = Callable[[Work], "Stage | Sequence[Stage] | str"]


@functools.cache
def load_function(where: str) -> Callable[[Any], bool]:
    """The function ``"module:function"`` names (imported once): a family's ``claim_test``
    and a built-in family's declared claim test (``families/manifest.py``)."""
    module, _, function = where.partition(":")
    found: Callable[[Any], bool] = getattr(importlib.import_module(module), function)
    return found


class Family:
    """Base class of a family of IR types (see the module docstring).

    Subclasses set ``name`` and ``ir_types`` and write a ``build_<name>`` method per
    IR type; the chain runner (:mod:`pytest_irlower.lowering.chain`) builds them, for every
    family: it is the one path through a chain.
    """

    #: the family's name (a Python identifier)
    name: ClassVar[str] = ""
    #: the IR types it declares
    ir_types: ClassVar[tuple[IRType, ...]] = ()
    #: the family's parameters, the keyword arguments of ``lower()`` that belong to it: a
    #: frozen dataclass whose fields are declared with :func:`~pytest_irlower.param_field`
    #: (see :mod:`pytest_irlower.api.params`), or plain fields with defaults
    Params: ClassVar[type] = familyparams.NoParams
    #: how messages name the subjects it claims (``a Triton kernel``)
    subject_name: ClassVar[str] = ""
    #: whether the cross-run cache may keep a failure of a lowering it fingerprints (False
    #: when a failure can come from what neither the fingerprint nor the cache's environment
    #: digest sees: a system compiler or its headers)
    keeps_failures: ClassVar[bool] = True
    #: ``"module:function"``: the test of whether a subject is a kind only this family lowers
    #: (a Triton kernel), imported on first use (keep its module light: every lowering asks
    #: it); what :meth:`claims` asks. None: the family claims no subject
    claim_test: ClassVar[str | None] = None
    #: for a subject it claims, the IR type a call gets when it names none: per target, the
    #: key None for a call that names no target (and for a target not listed); what
    #: :meth:`default_ir_type` reads
    default_ir_types: ClassVar[Mapping[str | None, str]] = MappingProxyType({})
    #: the arch a call for a target gets when it names none, for the targets where the
    #: family's compiler cannot take the target's own (IREE: ``{"nvptx": "sm_80"}``); what
    #: :meth:`default_arch` reads
    default_archs: ClassVar[Mapping[str, str]] = MappingProxyType({})
    #: the distributions and executables this family's output depends on (see
    #: :class:`Environment`): what the cross-run key and the session header read
    environment: ClassVar[Environment] = Environment()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """``Params`` checked once, when the class is made: a dataclass whose every field
        has a default (a call passes only the parameters it sets)."""
        super().__init_subclass__(**kwargs)
        if "params" in cls.__dict__:
            raise TypeError(
                f"{cls.__name__}.params: a family declares its parameters as a dataclass, "
                "`class Params` (fields with defaults; see pytest_irlower.param_field), "
                "not a list of names"
            )
        if not dataclasses.is_dataclass(cls.Params):
            raise TypeError(
                f"{cls.__name__}.Params is not a dataclass: declare it with "
                "@dataclasses.dataclass(frozen=True), each field with a default"
            )
        fields = dataclasses.fields(cls.Params)
        missing = [f.name for f in fields if f.default is dataclasses.MISSING]
        if missing:
            raise TypeError(f"{cls.__name__}.Params: {', '.join(missing)} need a default")

    # -- what the Lowerer asks -------------------------------------------------------

    def claims(self, subject: Any) -> bool:
        """Whether ``subject`` is a kind only this family lowers (a Triton kernel...).
        Default: the declared :attr:`claim_test`'s answer (False without one)."""
        if self.claim_test is None:
            return False
        return bool(load_function(self.claim_test)(subject))

    def default_ir_type(self, subject: Any, target: str | None) -> str | None:
        """The IR type a call on a claimed subject gets when it names none. Default: from
        :attr:`default_ir_types`, the target's row, else the row of None (None: no row)."""
        table = self.default_ir_types
        found = table.get(target) if target is not None else None
        return found if found is not None else table.get(None)

    def check_subject(self, request: Request) -> None:
        """Raise :class:`UsageError` when the subject cannot be lowered by this family."""

    def prepare(self, request: Request) -> Request:
        """Last look at a request before lowering (normalize the subject or inputs), and
        the place to work out once what several hooks need (``Request.prepared``)."""
        return request

    def cache_key(self, request: Request) -> Hashable | None:
        """What, besides the subject, decides the stages (None: do not cache)."""
        return None

    def fingerprint(self, request: Request) -> str | None:
        """Text that decides, in every process and every run, what the subject lowers to
        (with the IR type, target, arch, params and options, which the Lowerer adds): the
        cross-run cache's key for it. None (the default): never cache across runs."""
        return None

    def stage_variant(self, request: Request, row: IRType) -> Hashable:
        """What, besides :meth:`cache_key`, decides the stage of ``row`` (one row of the
        request's chain): the target and arch for code of a GPU target, and the values of
        the parameters declared ``param_field(..., variant=True)`` that apply to ``row``
        (settings of a late row that the rows before it do not take, as the LLVM family's
        ``opt_level=``: the rows before stay shared). None: neither."""
        variant = (request.target, request.arch) if row.needs_target else None
        settings = self._variant_params(request, row)
        return (variant, settings) if settings else variant

    def _variant_params(self, request: Request, row: IRType) -> tuple[Hashable, ...]:
        """``(name, value)`` of each ``variant=True`` parameter that applies to ``row``."""
        found: list[Hashable] = []
        for item in familyparams.param_fields(self.Params):
            spec = familyparams.spec_of(item)
            if not spec.variant or (spec.applies is not None and not spec.applies(self, row)):
                continue
            value = getattr(request.params, item.name, None)
            try:
                hash(value)
            except TypeError:  # a slot of the stage cache is a dict key
                value = repr(value)
            found.append((item.name, value))
        return tuple(found)

    def takes_param(self, name: str, ir_type: IRType) -> bool:
        """Whether ``ir_type`` (one of this family's) uses the keyword argument ``name``:
        what a message about a misplaced argument lists. Default: a parameter of the family
        (a field of ``Params``), for the IR types its declaration's ``applies`` picks (all
        when it picks none)."""
        if name not in familyparams.names(self.Params):
            return False
        for item in familyparams.param_fields(self.Params):
            if item.name == name:
                applies = familyparams.spec_of(item).applies
                return applies is None or bool(applies(self, ir_type))
        return True

    def built_from(self, request: Request, row: IRType) -> str | None:
        """The IR type ``row`` is built from for this request: its declared ``after``,
        unless a parameter picks another source (``frontend="onnx"``...)."""
        return row.after

    def default_arch(self, target: str) -> str | None:
        """The arch a call for ``target`` gets when it names none: the family's
        :attr:`default_archs` row, else the target's own (``sm_90`` for nvptx,
        ``gfx942`` for amdgpu)."""
        from pytest_irlower.text.targets import TARGETS

        declared = self.default_archs.get(target)
        return declared if declared is not None else TARGETS[target].default_arch

    def run_ahead(self, request: Request, row: IRType) -> Any:
        """A step that builds ``row`` (one row of the request's chain) from the stage
        before it, which the forked child that builds that stage may run ahead (for the
        in-process MLIR families: an ``engines.mlir_child.Next``): one fork for several stages.
        The builder of ``row`` takes its result. None (the default): ``row`` is built on
        its own."""
        return None

    def target_unavailable(self, target: str, toolchain: Toolchain) -> ToolchainMissing | None:
        """Why this family can make no code for ``target`` (None: it can, or it has none)."""
        return None

    def header_lines(self, toolchain: Toolchain) -> list[str]:
        """Lines for the session header and ``irlower toolchain``."""
        return []

    def lowering_failed(self, request: Request, error: LoweringError) -> None:
        """Called by the chain runner with a :class:`LoweringError` raised while lowering
        ``request`` (at one of its own stages or upstream), before it propagates: add to
        it what only the family knows (``error.detail``, then ``error.refresh()``).
        Default: nothing."""

    def runner(self, request: Request, stages: Sequence[Stage]) -> Runner | None:
        """What executes this lowering for ``LoweredIR.run``/``check_numerics`` (a
        :class:`pytest_irlower.checks.numerics.Runner`), or None: it cannot be run.

        It may hold the subject (the ``LoweredIR`` keeps its model for as long as it
        lives); nothing the family caches may hold the runner.
        """
        return None

    def runner_state(self, runner: Runner) -> dict[str, Any] | None:
        """JSON data from which :meth:`runner_from_state` rebuilds ``runner`` (one of this
        family's, after it ran) in a later run: kept beside the cross-run cache entry, so
        that ``run()`` on a hit does not lower again. None (the default): nothing kept,
        a hit lowers again when it is run."""
        return None

    def runner_from_state(self, request: Request, state: Mapping[str, Any]) -> Runner | None:
        """The runner :meth:`runner_state` described, for ``request`` (None: it cannot be
        rebuilt; the hit lowers again)."""
        return None

    # -- lowering --------------------------------------------------------------------

    def row(self, name: str) -> IRType:
        """This family's IR type called ``name``."""
        for spec in self.ir_types:
            if spec.name == name:
                return spec
        raise KeyError(name)
