"""What a cross-run cache hit needs besides its text: the runner that executes it (kept
beside the entry by the run that lowered it, so ``run()`` and ``check_numerics()`` on a hit
do not lower again), and ``--irlower-cache-verify``'s comparison of the entry with the
subject's graph derived anew."""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from pytest_irlower.api.family import Family, Request
from pytest_irlower.api.keying import Fingerprint
from pytest_irlower.api.result import LoweredIR
from pytest_irlower.cache.disk import DiskCache, field
from pytest_irlower.cache.environment import digest
from pytest_irlower.checks.numerics import Runner
from pytest_irlower.errors import CacheKeyMissed


def runner_key(key: str | None) -> str | None:
    """Where the runner of the entry under ``key`` is kept (None for None)."""
    return None if key is None else digest(["runner", key])


class Keeping(Runner):
    """A fresh lowering's runner that, once it has run, keeps what its family needs to
    rebuild it (:meth:`Family.runner_state`) beside the cache entry: the next run's hit
    runs it without lowering again."""

    def __init__(
        self,
        inner: Runner,
        disk: DiskCache | None,
        family: Family,
        key: str | None,
        remote_key: str | None,
    ) -> None:
        self._inner = inner
        self._keep: tuple[Any, ...] | None = (disk, family, key, remote_key)
        self.ir_type = getattr(inner, "ir_type", "")

    def _kept(self) -> None:
        if self._keep is None:
            return
        disk, family, key, remote_key = self._keep
        self._keep = None
        state = family.runner_state(self._inner)
        if state is not None and disk is not None and key is not None:
            disk.store(key, state, remote_key)

    def runnable(self) -> bool:
        return self._inner.runnable()

    def run(self, inputs: tuple[Any, ...]) -> tuple[Any, ...]:
        found = self._inner.run(inputs)
        self._kept()
        return found

    def reference_outputs(self, inputs: tuple[Any, ...], reference: Any) -> tuple[Any, ...]:
        return self._inner.reference_outputs(inputs, reference)

    def labels(self, count: int) -> list[str]:
        return self._inner.labels(count)

    def pack(self, outputs: tuple[Any, ...]) -> Any:
        return self._inner.pack(outputs)

    def call(self, inputs: tuple[Any, ...]) -> Any:
        found = self._inner.call(inputs)
        self._kept()
        return found

    def after_pipeline(self, source: str, syntax: str, stage: str) -> Runner | None:
        return self._inner.after_pipeline(source, syntax, stage)

    def save(self, folder: Any, inputs: tuple[Any, ...], **kwargs: Any) -> Any:
        return self._inner.save(folder, inputs, **kwargs)


def verify_entry(request: Request, fingerprint: Fingerprint, entry: Mapping[str, Any]) -> None:
    """``--irlower-cache-verify``: derive the subject's graph anew (a model: export it; an
    IR type keyed by its own text, a trace: trace it again) and compare its digest with the
    one stored with the entry; :class:`CacheKeyMissed` naming the subject and what the key
    read when they differ."""
    if fingerprint.graph is None:
        return
    now = fingerprint.graph()
    stored = entry.get("graph")
    if stored == now:
        return
    subject = request.subject
    kind = type(subject)
    name = f"{kind.__module__}.{kind.__qualname__}"
    if stored is None:
        raise CacheKeyMissed(
            f"--irlower-cache-verify: the cache entry of {name} lowered to "
            f"{request.ir_type.name!r} holds no graph digest to compare with (written by "
            "another version of pytest-irlower): clear the cache (irlower cache clear)"
        )
    text = entry.get("text", "")
    if isinstance(text, bytes):  # the disk tier's raw field
        text = text.decode("utf-8", "surrogatepass")
    old = {name: made if made is not None else text for name, made in field(entry, "stages", [])}
    shown = ""
    # a model's exported graph, else the IR type's own text (a trace that is keyed by it)
    for stage in ("fx_graph", "core_aten_ir", request.ir_type.name):
        if stage in old:
            new = request.upstream(stage)[-1].text
            diff = list(
                difflib.unified_diff(
                    old[stage].splitlines(), new.splitlines(), "cached", "exported now", lineterm=""
                )
            )
            shown = (
                "\n".join(diff[:30])
                if diff
                else f"the {stage} text is the same: the weights or constants differ"
            )
            break
    reached = ", ".join(fingerprint.reached[:20]) or "nothing (the key was the export's)"
    more = f" and {len(fingerprint.reached) - 20} more" if len(fingerprint.reached) > 20 else ""
    raise CacheKeyMissed(
        f"--irlower-cache-verify: the cross-run key of {name} lowered to "
        f"{request.ir_type.name!r} missed a change: the cache entry was made from another "
        f"graph (digest {str(stored)[:12]}, now {now[:12]}). The key read: {reached}{more}; "
        "what changed lies outside them (code it reaches in a way the key does not follow, "
        "state it reads through an object the key does not see). Please report it, and "
        f"lower with --irlower-no-cache meanwhile.\n{shown}"
    )


class Relowering(Runner):
    """The runner of a lowering read from the cross-run cache: the runner an earlier run
    kept beside the entry (``kept``: its LLVM-dialect text, no lowering), else what
    executes built anew (without the cache) the first time it is needed; the subject is
    held as long as the runner (the ``LoweredIR``) lives."""

    #: gives the runner kept beside the entry, or None (set by the Lowerer)
    kept: Callable[[], Runner | None] | None = None

    def __init__(
        self,
        lowerer: Any,  # the Lowerer (lowerer.py imports this module)
        subject: Any,
        example_inputs: Any,
        ir_type: str | None,
        target: str | None,
        arch: str | None,
        pipeline: str | Sequence[str] | None,
        params: Mapping[str, Any],
    ) -> None:
        self._subject = subject
        self._call = (lowerer, example_inputs, ir_type, target, arch, pipeline, dict(params))
        self._inner: Runner | None = None
        self._lowered: LoweredIR | None = None
        self.ir_type = ir_type or ""

    def _runner(self) -> Runner:
        if self._inner is None and self.kept is not None:
            self._inner = self.kept()
        if self._inner is None:
            self._inner = self.lowered()._runner()
        # what a message names (a custom pipeline's runner says so), as a fresh lowering's
        self.ir_type = self._inner.ir_type or self.ir_type
        return self._inner

    def lowered(self) -> LoweredIR:
        """The subject lowered again without the cache (once): what a runner that was not
        kept executes, and what a hit whose entry's body no longer reads back shows."""
        if self._lowered is None:
            lowerer, inputs, ir_type, target, arch, pipeline, params = self._call
            self._lowered = lowerer.lower(
                self._subject,
                inputs,
                ir_type=ir_type,
                target=target,
                arch=arch,
                pipeline=pipeline,
                cache=False,
                **params,
            )
        return self._lowered

    def runnable(self) -> bool:
        return self._runner().runnable()

    def run(self, inputs: tuple[Any, ...]) -> tuple[Any, ...]:
        return self._runner().run(inputs)

    def reference_outputs(self, inputs: tuple[Any, ...], reference: Any) -> tuple[Any, ...]:
        return self._runner().reference_outputs(inputs, reference)

    def labels(self, count: int) -> list[str]:
        return self._runner().labels(count)

    def pack(self, outputs: tuple[Any, ...]) -> Any:
        return self._runner().pack(outputs)

    def call(self, inputs: tuple[Any, ...]) -> Any:
        return self._runner().call(inputs)

    def after_pipeline(self, source: str, syntax: str, stage: str) -> Runner | None:
        return self._runner().after_pipeline(source, syntax, stage)

    def save(self, folder: Any, inputs: tuple[Any, ...], **kwargs: Any) -> Any:
        return self._runner().save(folder, inputs, **kwargs)
