"""A deferred subject's lowering (``lower(deferred(build), ...)``): keyed by its builder,
built only when the lowering needs the model.

The key is the builder's (:func:`~pytest_irlower.engines.source_key.builder_key`) with the
example inputs given to ``lower()``; the rest of the key (family, IR type, parameters,
options, environment) is the Lowerer's, as for any subject. A hit builds nothing. A miss
builds and lowers the model as if it had been passed itself, and stores the result under
the builder's key only where the family would key the model it built (a ScriptModule
lowered through the TorchScript frontend, say, is never cached). A builder that cannot be
keyed safely is built to be keyed by its model, every run, and the session counts it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from pytest_irlower.api.deferred import BUILT_TO_KEY, Deferred
from pytest_irlower.api.family import Family, Request
from pytest_irlower.api.keying import Fingerprint


class Building:
    """A deferred request and the request of what its builder made, resolved once (the
    model built once per :class:`Deferred` object, whichever lowering asks first)."""

    def __init__(
        self,
        resolve: Callable[..., Request],
        request: Request,
        example_inputs: Any,
        params: Mapping[str, Any],
        passes: bool | None,
    ) -> None:
        assert isinstance(request.subject, Deferred)
        self.deferred: Deferred = request.subject
        self.request = request
        self._resolve = resolve
        self._call = (example_inputs, dict(params), passes)
        self._built: Request | None = None
        #: the builder's key (None: not made yet, or it cannot be made)
        self.key: str | None = None
        #: the builder was found unkeyable (not walked again for the build)
        self._unkeyable = False

    def __call__(self) -> Request:
        """The request of the built model, checked as a subject passed itself would be.
        The model is the one the builder's key now describes (built again if what the
        builder reads changed since the :class:`Deferred` built it)."""
        if self._built is None:
            example_inputs, params, passes = self._call
            model, inputs = self.deferred.built(example_inputs, self.builder_key())
            request = self.request
            self._built = self._resolve(
                model,
                inputs,
                ir_type=request.ir_type.name,
                target=request.target,
                arch=request.arch,
                params=params,
                passes=passes,
            )
        return self._built

    def builder_key(self) -> str | None:
        """The builder's key, without the example inputs (None: it cannot be made)."""
        from pytest_irlower.engines.source_key import Unkeyable, builder_key

        if self.key is None and not self._unkeyable:
            try:
                self.key = builder_key(self.deferred)[0]
            except Unkeyable:
                self._unkeyable = True
        return self.key

    def pinned(self) -> Any:
        """The subject a cache hit's runner holds: built, if it is, as this key says."""
        return self.deferred.at(self.builder_key())

    def fingerprint(self, family: Family) -> Fingerprint | None:
        """The deferred subject's fingerprint: its builder's key; where that cannot be made,
        the built model's own (None: the family keys neither)."""
        from pytest_irlower.engines.source_key import INPUTS, Unkeyable, builder_key

        try:
            key, reached = builder_key(self.deferred, self.request.inputs)
            self.key = key.partition(INPUTS)[0]
        except Unkeyable as exc:
            self._unkeyable = True
            found = own_fingerprint(family, self())
            if found is None:
                return None
            return Fingerprint(
                str(found),
                fallback=f"{self.deferred!r} {BUILT_TO_KEY}{exc}",
                graph=found.graph,
                reached=found.reached,
            )

        def graph() -> str:
            """What ``--irlower-cache-verify`` compares: the built model's own graph digest
            (a family without one: its own fingerprint)."""
            found = own_fingerprint(family, self())
            if found is None:
                return ""
            return found.graph() if found.graph is not None else str(found)

        return Fingerprint(f"deferred {key}", graph=graph, reached=reached)

    def keyable(self, family: Family) -> bool:
        """Whether the family keys the model built (the result may be stored)."""
        return own_fingerprint(family, self()) is not None


def own_fingerprint(family: Family, request: Request) -> Fingerprint | None:
    """``family.fingerprint(request)`` as a :class:`Fingerprint` (None: not keyed)."""
    found = family.fingerprint(request)
    if found is None:
        return None
    return found if isinstance(found, Fingerprint) else Fingerprint(found)
