"""A subject built only when a lowering needs it: ``lower(deferred(build), ...)``.

A test whose model is costly to build (an import of transformers) passes the function that
builds it. The cross-run cache keys the lowering by that function: its code and what it
reaches, as a model's key is made (``engines/source_key.py``), without calling it; a file it
reads (a checkpoint) is not in the key (docs/performance.md). A hit builds nothing; a miss,
``run()``/``check_numerics()`` without a kept runner, and ``--irlower-cache-verify`` build
it, once per :class:`Deferred` object while what the builder reads is unchanged.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from typing import Any

from pytest_irlower.errors import UsageError

#: in the reason a deferred subject was keyed by the model it built (its builder could not
#: be keyed): the session's cache line counts those apart
BUILT_TO_KEY = "built to be keyed: "


class Deferred:
    """``build`` and, once called, what it built: a model, or a model and its example
    inputs (a 2-tuple)."""

    def __init__(self, build: Callable[[], Any]) -> None:
        nn = sys.modules.get("torch.nn")
        model = nn is not None and isinstance(build, nn.Module)
        if model or not callable(build) or isinstance(build, Deferred):
            raise UsageError(
                f"deferred(build) takes a function of no arguments that returns the model, or "
                f"(model, example_inputs); got {type(build).__name__}"
            )
        self.build = build
        #: how many times ``build`` was called: once, unless it raised, or what it reads
        #: changed between two lowerings (its key did)
        self.builds = 0
        self._built: tuple[Any, tuple[Any, ...] | None] | None = None
        #: the builder's key when it built (None: not known)
        self._key: str | None = None

    def __repr__(self) -> str:
        name = getattr(self.build, "__qualname__", None) or type(self.build).__qualname__
        module = getattr(self.build, "__module__", None)
        return f"deferred({module}.{name})" if module else f"deferred({name})"

    def _build(self, key: str | None = None) -> tuple[Any, tuple[Any, ...] | None]:
        """What ``build()`` made; made again when ``key`` (the builder's key now) differs
        from the key it was made under: a lowering keyed by the new definition must not
        lower (and store) the model of the old one."""
        if self._built is not None and key is not None and self._key not in (None, key):
            self._built = None
        if self._built is None:
            self._key = key
            self.builds += 1
            made = self.build()
            if isinstance(made, Deferred) or made is None:
                raise UsageError(
                    f"{self!r}: build() returned {made!r}; it returns the model, or "
                    "(model, example_inputs)"
                )
            if isinstance(made, tuple) and len(made) == 2:
                model, inputs = made
                self._built = (model, as_input_tuple(inputs))
            else:
                self._built = (made, None)
        return self._built

    def built(
        self, example_inputs: Any = (), key: str | None = None
    ) -> tuple[Any, tuple[Any, ...]]:
        """The model and the example inputs: those ``build()`` returned, or
        ``example_inputs`` (given to ``lower()``); a UsageError when both give some.
        ``key``: the builder's key now (built again if it changed since)."""
        model, inputs = self._build(key)
        given = as_input_tuple(example_inputs)
        if inputs is None:
            return model, given
        if given:
            raise UsageError(
                f"{self!r}: build() returned (model, example_inputs), and lower() was given "
                "example inputs too: pass them in one place (build() returns the model alone, "
                "or lower() gets no example inputs)"
            )
        return model, inputs

    def at(self, key: str | None) -> DeferredAt:
        """This subject as the builder's key ``key`` defines it: what a cache hit under
        that key runs its reference model from."""
        return DeferredAt(self, key)

    def __iter__(self) -> Iterator[Any]:
        """``model, inputs = subject``: what ``build()`` made (built now if it was not)."""
        return iter((self.model, self.inputs))

    @property
    def model(self) -> Any:
        """The model ``build()`` made (built now if it was not)."""
        return self._build()[0]

    @property
    def inputs(self) -> tuple[Any, ...]:
        """The example inputs ``build()`` returned (``()`` when it returned the model alone)."""
        return self._build()[1] or ()


class DeferredAt:
    """A :class:`Deferred` pinned to a builder key (:meth:`Deferred.at`): its ``model`` is
    built again if the builder's key has changed since it was built."""

    def __init__(self, deferred: Deferred, key: str | None) -> None:
        self.deferred = deferred
        self.key = key

    def __repr__(self) -> str:
        return repr(self.deferred)

    @property
    def model(self) -> Any:
        return self.deferred._build(self.key)[0]


def as_input_tuple(example_inputs: Any) -> tuple[Any, ...]:
    """Example inputs as ``lower()`` takes them (a value, or a tuple or list of them) as a
    tuple."""
    if isinstance(example_inputs, tuple):
        return example_inputs
    if isinstance(example_inputs, list):
        return tuple(example_inputs)
    return (example_inputs,)


def deferred(build: Callable[[], Any]) -> Deferred:
    """A subject for ``lower()`` that ``build()`` makes only when it is needed: on a cache
    miss, for ``run()``/``check_numerics()`` without a kept runner, under
    ``--irlower-cache-verify``. ``build()`` returns the model, or ``(model, example_inputs)``;
    it must give the same model each time (seed what it draws). The cross-run key is made
    from ``build``'s code and what it reaches (functions, classes, globals, the versions of
    the libraries it imports), with ``lower()``'s arguments and the environment."""
    return Deferred(build)
