"""The :class:`Lowerer`: turns ``lower(subject, inputs, ir_type=...)`` into a ``LoweredIR``.

It resolves ``ir_type``, ``target`` and ``arch`` once, dispatches through the
family registry (the chain runner, :mod:`pytest_irlower.lowering.chain`, builds the stages of
every family), then runs the custom pipeline. It names no family: what an IR
type needs comes from its declaration, and the shared-stage caches live in the
families that own the stages. It never imports pytest.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from pytest_irlower.api import params as familyparams
from pytest_irlower.api.deferred import Deferred, as_input_tuple
from pytest_irlower.api.family import Family, IRType, Request, Stage, StageCache
from pytest_irlower.api.keying import Fingerprint
from pytest_irlower.api.loweroptions import LowerOptions
from pytest_irlower.api.result import LoweredIR
from pytest_irlower.cache import disk as diskcache
from pytest_irlower.cache import results as cacheresults
from pytest_irlower.cache.disk import DiskCache
from pytest_irlower.cache.environment import digest
from pytest_irlower.checks.numerics import Runner
from pytest_irlower.errors import LoweringError, UsageError
from pytest_irlower.families import REGISTRY, Registry
from pytest_irlower.lowering.deferral import Building, own_fingerprint
from pytest_irlower.lowering.reuse import Keeping, Relowering, runner_key, verify_entry
from pytest_irlower.runtime.toolchain import Toolchain
from pytest_irlower.text import syntax as syntaxes
from pytest_irlower.text import targets as gpu_targets


class Lowerer:
    """Lowers subjects to IR through the registered families."""

    def __init__(
        self,
        options: LowerOptions | None = None,
        toolchain: Toolchain | None = None,
        registry: Registry | None = None,
        disk: DiskCache | None = None,
    ) -> None:
        self.options = options or LowerOptions()
        self.toolchain = toolchain or Toolchain()
        self.registry = registry or REGISTRY
        #: stages built so far, per family and subject (subjects held weakly)
        self.cache = StageCache()
        #: finished lowerings kept across runs (None: off)
        self.disk = disk
        #: the environment's digest, with the declarations it was made from
        self._environment: tuple[tuple[Any, ...], str] | None = None

    def lower(
        self,
        subject: Any,
        example_inputs: Any = (),
        *,
        ir_type: str | None = None,
        target: str | None = None,
        arch: str | None = None,
        pipeline: str | Sequence[str] | None = None,
        cache: bool = True,
        passes: bool | None = None,
        **params: Any,
    ) -> LoweredIR:
        """Lower ``subject`` to ``ir_type`` (see CONTRACT.md) and return the IR.

        ``params`` are the keyword arguments of the IR type's family (``language=``
        for raw_ir, ``signature=``/``launch=``/``compile_options=`` for Triton...).
        ``cache=False``: neither read nor write the cross-run cache for this call.
        ``passes=True``: record the IR after every pass as ``LoweredIR.passes`` (None:
        the session's setting, ``--irlower-passes``).
        """
        request = self.resolve(
            subject,
            example_inputs,
            ir_type=ir_type,
            target=target,
            arch=arch,
            params=params,
            passes=passes,
        )
        key: str | None = None
        remote_key: str | None = None
        fingerprint: Fingerprint | None = None
        building = None
        if isinstance(request.subject, Deferred):
            building = Building(self.resolve, request, example_inputs, params, passes)
        try:
            keys = self._keys(request, pipeline, building) if cache else None
            if keys is not None:
                key, remote_key, fingerprint = keys
                assert self.disk is not None
                entry = self.disk.load(key, remote_key)
                if entry is not None and "error" in entry:
                    raise cacheresults.decode_error(entry)
                if entry is not None:
                    if self.options.cache_verify:
                        verify_entry(building() if building else request, fingerprint, entry)
                    relowering = Relowering(
                        self, subject, example_inputs, ir_type, target, arch, pipeline, params
                    )
                    cached = cacheresults.decode_result(entry, relowering.lowered)
                    cached.key_fallback = fingerprint.fallback
                    if pipeline is None:  # a custom pipeline's runner is built from its text
                        held = replace(request, subject=building.pinned()) if building else request
                        relowering.kept = self._kept_runner(held, key, remote_key)
                    cached.runner = relowering
                    return cached
            if building is not None:  # a miss, or no cache: what the builder makes is lowered
                kept, key, remote_key = (key, remote_key), None, None  # a build error isn't kept
                request = building()
                family = self.registry.family_of(request.ir_type)
                if kept[0] is not None and building.keyable(family):
                    key, remote_key = kept  # else: the model built is not cached, nor this
            stages = self.stages(request)
        except LoweringError as exc:
            if exc.ir_type is None:
                exc.ir_type = request.ir_type.name
                exc.refresh()
            family = self.registry.family_of(request.ir_type)
            if key is not None and not exc.from_cache and family.keeps_failures:
                failure = cacheresults.encode_error(exc)
                if failure is not None:
                    assert self.disk is not None
                    self.disk.store(key, failure, remote_key)
            raise
        finally:
            # a step run ahead that no stage took ends with the lowering (none was, when
            # containment was never loaded: a cache hit loads neither it nor the chain)
            runahead = sys.modules.get("pytest_irlower.runtime.contain.runahead")
            if runahead is not None:
                runahead.settle()
        own = stages[-1]
        family = self.registry.family_of(request.ir_type)
        runner = family.runner(request, stages)
        if pipeline is not None:
            from pytest_irlower.lowering.pipeline import pipeline_stages

            added = pipeline_stages(pipeline, own, request, taken=[s.name for s in stages])
            final = added[-1]
            if runner is not None:
                runner = runner.after_pipeline(final.full_text(), final.syntax, final.name)
            # the last tool's own text is done with (the stage holds what it shows): not
            # held while the result is built, so a huge output is not held three times
            final.full = None
            stages = [*stages, *added]
        if key is not None and runner is not None and pipeline is None:
            runner = Keeping(runner, self.disk, family, runner_key(key), runner_key(remote_key))
        result = self._result(request, stages, own=own, runner=runner)
        if key is not None:
            assert self.disk is not None and fingerprint is not None
            result.key_fallback = fingerprint.fallback
            # details JSON would give back otherwise (a tuple as a list...) are not stored:
            # a hit would differ from the lowering
            if cacheresults.json_keeps(dict(result.details)):
                data = cacheresults.encode_result(result)
                data["golden_clean"] = self._golden_clean(result)
                if fingerprint.graph is not None:
                    data["graph"] = fingerprint.graph()
                self.disk.store(key, data, remote_key, lazy=cacheresults.RESULT_BODY, raw="text")
        return result

    def _golden_clean(self, result: LoweredIR) -> str | None:
        """The stamp that lets a golden compare a hit's text as it is (it is what
        ``--snapshot-update`` would write), None when it is not."""
        from pytest_irlower.checks.goldentext import clean_for_golden, clean_stamp

        roots = self.options.path_roots()
        if not clean_for_golden(result.text, result.suffix, roots):
            return None
        return clean_stamp(result.suffix, roots)

    def _kept_runner(
        self, request: Request, key: str, remote_key: str | None
    ) -> Callable[[], Runner | None]:
        """A function giving the runner an earlier run kept for this entry (None: none
        kept, or the family cannot rebuild one): read only when the result is run."""
        disk = self.disk
        family = self.registry.family_of(request.ir_type)

        def kept() -> Runner | None:
            assert disk is not None
            data = disk.load(digest(["runner", key]), runner_key(remote_key), count=False)
            if data is None:
                return None
            return family.runner_from_state(request, data)

        return kept

    def disk_key(self, request: Request, pipeline: str | Sequence[str] | None = None) -> str | None:
        """The cross-run cache key of a request (None: the cache is off, or the family
        cannot fingerprint this subject stably)."""
        keys = self.disk_keys(request, pipeline)
        return keys[0] if keys is not None else None

    def disk_keys(
        self, request: Request, pipeline: str | Sequence[str] | None = None
    ) -> tuple[str, str | None] | None:
        """The request's key in the local tier and in the shared tier (None: no shared
        tier): one digest, the environment named by content
        (:func:`~pytest_irlower.cache.environment.environment`)."""
        keys = self._keys(request, pipeline)
        return None if keys is None else (keys[0], keys[1])

    def _keys(
        self,
        request: Request,
        pipeline: str | Sequence[str] | None = None,
        building: Building | None = None,
    ) -> tuple[str, str | None, Fingerprint] | None:
        if self.disk is None:
            return None
        family = self.registry.family_of(request.ir_type)
        fingerprint = building.fingerprint(family) if building else own_fingerprint(family, request)
        if fingerprint is None:
            return None
        params = []
        for name, value in sorted(familyparams.passed(request.params).items()):
            shown = diskcache.stable_repr(value)
            if shown is None:
                return None
            params.append(f"{name}={shown}")
        stages: list[str] = []
        if pipeline is not None:
            from pytest_irlower.lowering.pipeline import stage_fingerprints

            found_stages = stage_fingerprints(pipeline, self.toolchain)
            if found_stages is None:
                return None
            stages = found_stages
        rest = [
            family.name,
            fingerprint,
            request.ir_type.name,
            str(request.target),
            str(request.arch),
            *self.options.key_parts(),  # every keyed LowerOptions field (loweroptions.py)
            f"passes={request.passes}",
            *params,
            *stages,
        ]
        environment = self.environment()
        self.disk.namespace = environment
        local = digest([environment, *rest])
        if self.disk.remote is None:
            return local, None, fingerprint
        # one digest for both tiers: the environment is named by content (RECORD files,
        # tool versions), the same on every machine with the same installation
        return local, local, fingerprint

    def environment(self) -> str:
        """The digest of what every family registered declares it depends on
        (:attr:`Family.environment`): distributions and executables, with the cache's
        format, Python and the plugin (:func:`~pytest_irlower.cache.environment.environment`)."""
        from pytest_irlower.cache.environment import declared, environment

        # asked by every lowering's key: made again only when a family was registered
        # (the toolchain finds each tool once)
        declarations = tuple(self.registry.environments())
        if self._environment is not None and self._environment[0] == declarations:
            return self._environment[1]
        distributions, executables = declared(self.registry)
        root = self.disk.root if self.disk is not None else None
        found = environment(distributions, executables, self.toolchain, memo=root)
        self._environment = (declarations, found)
        return found

    # -- resolution ------------------------------------------------------------------

    def resolve(
        self,
        subject: Any,
        example_inputs: Any = (),
        *,
        ir_type: str | None = None,
        target: str | None = None,
        arch: str | None = None,
        params: Mapping[str, Any] | None = None,
        passes: bool | None = None,
    ) -> Request:
        """The request a family gets: ir_type defaulted and checked, target and arch resolved."""
        from pytest_irlower.runtime.passes import check_flag

        params = dict(params or {})
        record = check_flag(passes) or (passes is None and self.options.passes)
        if target is not None:
            target = gpu_targets.normalize_target(target)
        deferred = isinstance(subject, Deferred)  # checked once built (deferral.py)
        owner = None if deferred else self._owner(subject)
        if ir_type is None:
            ir_type = (owner.default_ir_type(subject, target) if owner else None) or (
                target or self.options.default_ir_type
            )
        spec = self.registry.get(ir_type)
        family = self.registry.family_of(spec)
        if owner is not None and owner is not family:
            valid = ", ".join(t.name for t in owner.ir_types)
            raise UsageError(
                f"{owner.subject_name or 'this subject'} lowers to the {owner.name} IR types "
                f"({valid}), not {spec.name!r}"
            )
        unknown = sorted(set(params) - set(familyparams.names(family.Params)))
        passed = [name for name in unknown if params[name] is not None]
        if passed:
            raise UsageError(self._misplaced(passed, spec))
        target = self._target(spec, target)
        if target is not None and arch is None:
            arch = family.default_arch(target)
        arch = gpu_targets.check_arch(target, arch) if target is not None else self._no_arch(arch)
        request = Request(
            subject=subject,
            inputs=as_input_tuple(example_inputs),
            ir_type=spec,
            target=target,
            arch=arch,
            # the values as passed: the family's own checks come first (their messages
            # name what the subject allows), then each value's declaration
            params=familyparams.unchecked_params(family.Params, params),
            options=self.options,
            toolchain=self.toolchain,
            cache=self.cache,
            chain=self,
            passes=record,
        )
        if not deferred:
            family.check_subject(request)
        checked = familyparams.build_params(family.Params, params, family=family.name)
        request = replace(request, params=checked)
        return request if deferred else family.prepare(request)

    def _owner(self, subject: Any) -> Family | None:
        # the registry asks each built-in family's declared claim test: no family is
        # loaded to learn that it does not claim the subject
        return self.registry.find(subject)

    @staticmethod
    def _target(spec: IRType, target: str | None) -> str | None:
        if spec.target is not None:
            if target is not None and target != spec.target:
                raise UsageError(f"ir_type {spec.name!r} does not match target {target!r}")
            return spec.target
        if spec.targets:
            if target is None:
                return spec.targets[0]
            if target not in spec.targets:
                raise UsageError(
                    f"ir_type {spec.name!r} has no code generator for target {target!r}; "
                    f"its targets: {', '.join(spec.targets)}"
                )
        return target

    @staticmethod
    def _no_arch(arch: Any) -> None:
        if arch is not None:
            raise UsageError(f"arch={arch!r} needs a GPU target (target='nvptx' or 'amdgpu')")

    def _misplaced(self, names: list[str], spec: IRType) -> str:
        parts = []
        for name in names:
            types = [
                t.name
                for t in self.registry.ir_types().values()
                if self.registry.family_of(t).takes_param(name, t)
            ]
            if types:
                parts.append(f"{name}= applies to {', '.join(types)} only, not {spec.name!r}")
            else:
                parts.append(f"unknown keyword argument {name}=")
        return "; ".join(parts)

    # -- lowering ----------------------------------------------------------------------

    def stages(self, request: Request) -> list[Stage]:
        """The stages of a resolved request, through its family and the chain runner."""
        from pytest_irlower.lowering import chain

        return chain.run_chain(self.registry.family_of(request.ir_type), request)

    def upstream(
        self, request: Request, ir_type: str, *, ahead: tuple[Any, ...] = ()
    ) -> list[Stage]:
        """The stages of ``request``'s subject lowered to ``ir_type`` (the chain runner asks
        it for the stages before a family's first row, with the steps of those rows that
        may run ahead)."""
        spec = self.registry.get(ir_type)
        family = self.registry.family_of(spec)
        inner = Request(
            subject=request.subject,
            inputs=request.inputs,
            ir_type=spec,
            target=request.target,
            arch=request.arch,
            # the parameters both families take, as the request has them
            params=familyparams.build_params(
                family.Params, familyparams.passed(request.params), family=family.name
            ),
            options=request.options,
            toolchain=request.toolchain,
            cache=request.cache,
            chain=self,
            passes=request.passes,
            ahead=ahead,
        )
        from pytest_irlower.lowering import chain

        return chain.run_chain(family, family.prepare(inner))

    def _result(
        self, request: Request, stages: list[Stage], *, own: Stage, runner: Runner | None
    ) -> LoweredIR:
        """The ``LoweredIR`` of every stage, built once: the chain's and a custom
        pipeline's after it (``own``: the chain's last stage)."""
        last = stages[-1]
        artifacts: dict[str, bytes] = {}
        details: dict[str, Any] = {}
        for stage in stages:
            artifacts.update(stage.artifacts)
            details.update(stage.details)
        # an IR type whose text follows the target (IREE's dispatch code) declares one
        # syntax; a final stage in another syntax is stored with that syntax's suffix
        suffix = (
            request.ir_type.suffix
            if own.syntax == request.ir_type.syntax
            else syntaxes.get(own.syntax).suffix
        )
        if last.syntax != own.syntax:  # a custom pipeline changed it
            suffix = syntaxes.get(last.syntax).suffix
        return LoweredIR(
            last.text,
            ir_type=request.ir_type.name,
            target=request.target,
            arch=request.arch,
            stages={s.name: s.text for s in stages},
            timings={s.name: s.seconds for s in stages},
            artifacts=artifacts,
            engines={s.name: s.engine for s in stages if s.engine},
            commands={s.name: s.command for s in stages if s.command},
            command_inputs={
                s.name: s.command_input for s in stages if s.command and s.command_input is not None
            },
            syntax=last.syntax,
            suffix=suffix,
            reused=[s.name for s in stages if s.reused],
            details=details,
            passes={s.name: s.passes for s in stages if s.passes},
            runner=runner,
        )
