"""What a model key's walk read (:mod:`pytest_irlower.engines.source_key`), so that the
next key of the same model object is given without walking again while all of it is
unchanged.

The walk reads objects through a few doors: the items of a dict, list or set, an object's
attributes, a function's closure cells and globals, ``sys.modules``, a tensor's bytes and a
library object's text. :class:`Reads` records each read with what it gave, holding those
objects so that their ids are not reused; :meth:`Reads.unchanged` reads them all again and
compares by identity (a tensor by its stamp, a library object by its text made again).
Any difference, an equal but new object included, means walking again: the memo never
gives a key that a walk would not give now. :class:`Memo` keeps the last walk of each live
model (held weakly, a few at a time). Tensors' digests are remembered the same way, by
their stamp. torch is imported inside the functions.
"""

from __future__ import annotations

import hashlib
import sys
import weakref
from collections.abc import Callable
from operator import attrgetter, is_
from typing import Any

#: what ``getattr`` gave for an attribute that was not there
MISSING = object()

#: models whose last walk is kept (a model the memo holds alive through a reference cycle
#: back to it is let go when newer ones push it out)
MEMO_SIZE = 8


class UnreadableTensor(Exception):
    """A tensor whose bytes or layout cannot be read (the walk: :class:`Unkeyable`)."""


def tensor_stamp(tensor: Any) -> tuple[Any, ...]:
    """What a tensor's digest depends on besides bytes written in place, which its version
    counts: where its data is, its version, shape, strides, dtype, ``requires_grad`` and
    type. A write through ``tensor.data`` does not count in the version (torch gives
    ``.data`` a counter of its own): that write goes unseen within a process, as before
    this memo."""
    try:
        return (
            tensor.data_ptr(),
            tensor._version,
            tuple(tensor.shape),
            tuple(tensor.stride()),
            tensor.dtype,
            tensor.requires_grad,
            type(tensor),
        )
    except (RuntimeError, TypeError, ValueError, AttributeError, NotImplementedError):
        raise UnreadableTensor(type(tensor).__name__) from None


#: tensor -> (stamp, digest), by identity (a tensor's ``==`` compares values); made on first
#: use: torch's weak identity dictionary
_TENSOR_DIGESTS: Any = None


def tensor_digest(tensor: Any) -> str:
    """Shape, dtype, ``requires_grad`` and a digest of a tensor's bytes, remembered per
    tensor while its :func:`tensor_stamp` stays; :class:`UnreadableTensor` when they
    cannot be read."""
    global _TENSOR_DIGESTS
    import torch

    if _TENSOR_DIGESTS is None:
        from torch.utils.weak import WeakIdKeyDictionary

        _TENSOR_DIGESTS = WeakIdKeyDictionary()
    stamp = tensor_stamp(tensor)
    known = _TENSOR_DIGESTS.get(tensor)
    if known is not None and known[0] == stamp:
        return str(known[1])
    try:
        data = tensor.detach().cpu().contiguous().view(-1).view(dtype=torch.uint8).numpy()
    except (RuntimeError, TypeError, ValueError, AttributeError):
        raise UnreadableTensor(type(tensor).__name__) from None
    body = hashlib.blake2b(memoryview(data), digest_size=16).hexdigest()
    text = f"{tuple(tensor.shape)} {tensor.dtype} {tensor.requires_grad} {body}"
    _TENSOR_DIGESTS[tensor] = (stamp, text)
    return text


def library_text(value: Any) -> str | None:
    """A library object's stable form: a numpy array by its bytes, anything else by its
    type's name and ``repr``, unless that shows an address (None: no stable form)."""
    numpy = sys.modules.get("numpy")
    if numpy is not None and isinstance(value, numpy.ndarray):
        return (
            f"ndarray {value.dtype} {value.shape} "
            + hashlib.blake2b(value.tobytes(), digest_size=16).hexdigest()
        )
    try:
        text = repr(value)
    except Exception:
        return None
    if " at 0x" in text or "object at" in text:
        return None
    kind = type(value)
    return f"lib {kind.__module__}.{kind.__qualname__} {text}"


# -- the checks: each gives True while the read gives what it gave ----------------------


def _same_dict(mapping: Any, head: tuple[Any, tuple[Any, ...]], values: tuple[Any, ...]) -> bool:
    kind, keys = head
    return (
        type(mapping) is kind
        and len(mapping) == len(keys)
        and all(map(is_, mapping, keys))
        and all(map(is_, mapping.values(), values))
    )


def _same_items(container: Any, kind: Any, items: tuple[Any, ...]) -> bool:
    return (
        type(container) is kind and len(container) == len(items) and all(map(is_, container, items))
    )


def _same_class_dict(kind: type, keys: tuple[Any, ...], values: tuple[Any, ...]) -> bool:
    namespace = kind.__dict__
    return (
        len(namespace) == len(keys)
        and all(map(is_, namespace, keys))
        and all(map(is_, namespace.values(), values))
    )


def _same_attrs(owner: Any, names: tuple[str, ...], values: tuple[Any, ...]) -> bool:
    for name, value in zip(names, values, strict=True):  # a loop: checked on every hit
        if getattr(owner, name, MISSING) is not value:
            return False
    return True


def _same_attr(owner: Any, name: str, value: Any) -> bool:
    return getattr(owner, name, MISSING) is value


def _same_got(owner: Any, get: Callable[[Any], Any], values: tuple[Any, ...]) -> bool:
    # attributes that were all there, read in one call (an attribute gone since raises:
    # Reads.unchanged answers False)
    return all(map(is_, get(owner), values))


def _same_instance(ref: Any, kind: type, namespace: Any) -> bool:
    found = ref()
    return found is not None and type(found) is kind and vars(found) is namespace


def _same_cell(cell: Any, content: Any, _: Any) -> bool:
    return _cell_content(cell) is content


def _same_global(scope: dict[str, Any], name: str, value: Any) -> bool:
    return scope.get(name, MISSING) is value


def _same_module(name: str, module: Any, _: Any) -> bool:
    return sys.modules.get(name) is module


def _same_stamp(tensor: Any, stamp: tuple[Any, ...], _: Any) -> bool:
    return tensor_stamp(tensor) == stamp


def _same_text(value: Any, text: str, _: Any) -> bool:
    return library_text(value) == text


def _cell_content(cell: Any) -> Any:
    try:
        return cell.cell_contents
    except ValueError:
        return MISSING


class Reads:
    """The reads of one walk, each kept as a check with what it gave."""

    def __init__(self) -> None:
        self._checks: list[tuple[Callable[[Any, Any, Any], bool], Any, Any, Any]] = []
        #: containers that were empty, and their types: checked together (a model's
        #: modules hold many empty hook dicts)
        self._empty: list[Any] = []
        self._empty_kinds: list[type] = []
        #: False once the walk read something these checks cannot follow
        self.followed = True

    def __len__(self) -> int:
        return len(self._checks) + len(self._empty)

    def items(self, container: Any) -> None:
        """A dict's keys and values, or a list's or set's items, in their order (anything
        else: :meth:`unfollowed`)."""
        if not isinstance(container, (dict, list, set)):
            self.unfollowed()
        elif not container:
            self._empty.append(container)
            self._empty_kinds.append(type(container))
        elif isinstance(container, dict):
            head = (type(container), tuple(container))
            self._checks.append((_same_dict, container, head, tuple(container.values())))
        else:
            self._checks.append((_same_items, container, type(container), tuple(container)))

    def class_dict(self, kind: type) -> None:
        """A class's own namespace (its ``__dict__``, a new proxy at every read)."""
        namespace = kind.__dict__
        self._checks.append((_same_class_dict, kind, tuple(namespace), tuple(namespace.values())))

    def attrs(self, owner: Any, names: tuple[str, ...]) -> tuple[Any, ...]:
        """``getattr(owner, name)`` for each name (:data:`MISSING` where there is none),
        recorded and given back."""
        values = tuple(getattr(owner, name, MISSING) for name in names)
        if len(names) == 1:
            self._checks.append((_same_attr, owner, names[0], values[0]))
        elif names and not any(value is MISSING for value in values):
            self._checks.append((_same_got, owner, attrgetter(*names), values))
        else:
            self._checks.append((_same_attrs, owner, names, values))
        return values

    def instance(self, module: Any) -> None:
        """An ``nn.Module``'s type and its ``__dict__`` object (the module held weakly: the
        memo must not keep its model alive)."""
        self._checks.append((_same_instance, weakref.ref(module), type(module), vars(module)))

    def cell(self, cell: Any) -> Any:
        """A closure cell's content (:data:`MISSING`: empty), recorded and given back."""
        content = _cell_content(cell)
        self._checks.append((_same_cell, cell, content, None))
        return content

    def global_(self, scope: dict[str, Any], name: str) -> Any:
        """A function's global ``name`` (:data:`MISSING`: not in its globals)."""
        value = scope.get(name, MISSING)
        self._checks.append((_same_global, scope, name, value))
        return value

    def module(self, name: str) -> Any:
        """``sys.modules[name]`` (None: not imported)."""
        module = sys.modules.get(name)
        self._checks.append((_same_module, name, module, None))
        return module

    def tensor(self, tensor: Any) -> None:
        """A tensor, by its stamp (:func:`tensor_stamp`)."""
        self._checks.append((_same_stamp, tensor, tensor_stamp(tensor), None))

    def text(self, value: Any, text: str) -> None:
        """A library object keyed by its :func:`library_text`."""
        self._checks.append((_same_text, value, text, None))

    def unfollowed(self) -> None:
        """The walk read something these checks cannot follow: never unchanged."""
        self.followed = False

    def unchanged(self) -> bool:
        """Whether every read gives what it gave (by identity)."""
        if not self.followed:
            return False
        try:
            if any(map(len, self._empty)) or list(map(type, self._empty)) != self._empty_kinds:
                return False
            for check, a, b, c in self._checks:  # noqa: SIM110 (a loop: faster, every hit)
                if not check(a, b, c):
                    return False
            return True
        except Exception:  # whatever a read raises now, the walk decides again
            return False


class Memo:
    """The last key of each live model object, with its walk's :class:`Reads`: given again
    while :meth:`Reads.unchanged` holds and the ``state`` (torch's global settings the
    key reads) is equal. Models are held weakly; at most :data:`MEMO_SIZE` are kept."""

    def __init__(self, size: int = MEMO_SIZE) -> None:
        self.size = size
        self._entries: dict[int, tuple[Any, Any, Any, Reads]] = {}

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, model: Any, state: Any) -> Any:
        """The value kept for ``model`` under ``state`` if nothing it read changed, else None."""
        found = self._entries.get(id(model))
        if found is None:
            return None
        ref, kept_state, value, reads = found
        if ref() is not model or kept_state != state or not reads.unchanged():
            self._entries.pop(id(model), None)
            return None
        self._entries.pop(id(model), None)  # the most recently used goes last
        self._entries[id(model)] = found
        return value

    def put(self, model: Any, state: Any, value: Any, reads: Reads) -> None:
        """Keep ``value`` for ``model`` (a model without weak references is not kept)."""
        key = id(model)
        entries = self._entries

        def gone(ref: Any) -> None:  # the model died: its reads (its tensors) go too
            if entries.get(key, (None,))[0] is ref:
                entries.pop(key, None)

        try:
            ref = weakref.ref(model, gone)
        except TypeError:
            return
        entries.pop(key, None)
        entries[key] = (ref, state, value, reads)
        while len(entries) > self.size:
            try:
                entries.pop(next(iter(entries)), None)
            except (StopIteration, RuntimeError):  # emptied or changed by another thread
                break
