"""The registry of IR families: names to lazy loaders, as xDSL's targets are.

Built-in families are declared in :mod:`~pytest_irlower.families.manifest` (module, IR
type names, a claim test) and imported on first use: one ``lower()`` call loads the family
that owns its IR type, not every family (:meth:`Registry.find`). A
third party adds one with :func:`register_family` (from a ``conftest.py``) or the
entry point group ``pytest_irlower.families`` (a module, a Family subclass, or an
instance). Nothing here imports torch, torch_mlir or triton: a family module
imports them inside its builders.
"""

from __future__ import annotations

import importlib
import inspect
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import replace
from importlib import metadata
from typing import Any

from pytest_irlower.api.family import Family, IRType
from pytest_irlower.api.keying import Environment
from pytest_irlower.errors import UnknownIRTypeError, UsageError
from pytest_irlower.families.manifest import DECLARATIONS, Declaration

ENTRY_POINT_GROUP = "pytest_irlower.families"

#: family name -> module holding it; the order is the contract's IR type order (what each
#: family declares is written down in :mod:`pytest_irlower.families.manifest`)
BUILTIN: Mapping[str, str] = {d.name: d.module for d in DECLARATIONS}


class Registry:
    """Families by name, loaded on first use, with the IR types they declare."""

    def __init__(
        self,
        builtin: Mapping[str, str] = BUILTIN,
        declarations: tuple[Declaration, ...] = DECLARATIONS,
    ) -> None:
        self._loaders: dict[str, Callable[[], Family]] = {
            name: _module_loader(path) for name, path in builtin.items()
        }
        #: what the built-in families declare, for those of ``builtin`` only
        self._declared: dict[str, Declaration] = {
            d.name: d for d in declarations if builtin.get(d.name) == d.module
        }
        self._declared_owners: dict[str, str] = {}
        for declaration in self._declared.values():
            for name in declaration.ir_types:
                self._declared_owners.setdefault(name, declaration.name)
        self._families: dict[str, Family] = {}
        self._types: dict[str, IRType] | None = None
        self._entry_points_read = False
        self._lock = threading.RLock()
        self._by_hand: set[str] = set()

    # -- adding ------------------------------------------------------------------

    def register(self, family: Family | type[Family], *, replace_existing: bool = False) -> Family:
        """Add a family (an instance or a subclass); its IR types become valid ``ir_type``s."""
        instance = family() if inspect.isclass(family) else family
        if not isinstance(instance, Family):
            raise UsageError(
                f"register_family takes a pytest_irlower.Family (subclass or instance), "
                f"got {type(family).__name__}"
            )
        _check_declaration(instance)
        with self._lock:
            self._load_all()
            if instance.name in self._families and not replace_existing:
                if type(self._families[instance.name]) is type(instance):
                    return self._families[instance.name]  # the same conftest, imported again
                raise UsageError(f"a family called {instance.name!r} is already registered")
            taken = {
                t.name: t.family for t in self._all_types().values() if t.family != instance.name
            }
            clash = [t.name for t in instance.ir_types if t.name in taken]
            if clash:
                owners = ", ".join(f"{n} (family {taken[n]})" for n in clash)
                raise UsageError(
                    f"family {instance.name!r} declares IR types already taken: {owners}"
                )
            self._families[instance.name] = _stamped(instance)
            self._loaders[instance.name] = lambda: self._families[instance.name]
            self._by_hand.add(instance.name)
            self._types = None
            return self._families[instance.name]

    def unregister(self, name: str) -> None:
        """Remove a family added with :meth:`register` (built-in ones stay)."""
        with self._lock:
            self._families.pop(name, None)
            self._by_hand.discard(name)
            if name in BUILTIN:
                self._loaders[name] = _module_loader(BUILTIN[name])
            else:
                self._loaders.pop(name, None)
            self._types = None

    def registered_by_hand(self) -> set[str]:
        """The families added with :meth:`register` (from a conftest, say), by name."""
        return set(self._by_hand)

    # -- looking up --------------------------------------------------------------

    def family(self, name: str) -> Family:
        """The family called ``name``, loading it."""
        with self._lock:
            if name not in self._loaders:  # a built-in name needs no entry point read
                self._read_entry_points()
            if name not in self._families:
                try:
                    loader = self._loaders[name]
                except KeyError:
                    raise UsageError(
                        f"no family called {name!r}; families: {', '.join(self._loaders)}"
                    ) from None
                self._families[name] = _stamped(loader())
            return self._families[name]

    def loaded(self) -> list[str]:
        """The names of the families loaded so far, in registration order (loading none)."""
        with self._lock:
            return [name for name in self._loaders if name in self._families]

    def families(self) -> Iterator[Family]:
        """Every family, built-in ones first."""
        with self._lock:
            self._load_all()
            return iter(self._in_order())

    def environments(self) -> list[Environment]:
        """What every family declares its output depends on (``Family.environment``), in
        registration order: a built-in family not loaded yet answers from its declaration
        (nothing is imported); any other family is loaded."""
        with self._lock:
            self._read_entry_points()
            found = []
            for name in list(self._loaders):
                declaration = self._declared.get(name)
                if name not in self._families and declaration is not None:
                    found.append(declaration.environment)
                else:
                    found.append(self.family(name).environment)
            return found

    def ir_types(self) -> Mapping[str, IRType]:
        """Every IR type, by name, in registration order."""
        with self._lock:
            return dict(self._all_types())

    def find(self, subject: Any, ir_type: str | IRType | None = None) -> Family | None:
        """The family that owns a call: with ``ir_type``, the family declaring it (see
        :meth:`owner`); without, the first family that claims ``subject`` (None: none does).

        Loads the family it answers with and no other built-in one: a built-in family not
        loaded yet is asked through its declared claim test. A family without a declaration
        (an entry point's) is loaded and asked when no declared one claims the subject.
        """
        if ir_type is not None:
            return self.owner(ir_type)
        with self._lock:
            self._read_entry_points()
            for name in list(self._loaders):
                family = self._families.get(name)
                if family is None:
                    declaration = self._declared.get(name)
                    if declaration is not None:
                        if declaration.claims_subject(subject):
                            return self.family(name)
                        continue
                    family = self.family(name)
                if family.claims(subject):
                    return family
            return None

    def owner(self, ir_type: str | IRType) -> Family:
        """The family that declares ``ir_type`` (a name or an IR type), loading only it when a
        declaration names it; an unknown name lists the valid ones."""
        if isinstance(ir_type, IRType) and ir_type.family:
            return self.family(ir_type.family)
        return self.family_of(self.get(ir_type.name if isinstance(ir_type, IRType) else ir_type))

    def get(self, name: object) -> IRType:
        """The IR type called ``name``; an unknown name lists the valid ones.

        A name a declaration gives loads its family alone; any other name loads them all.
        """
        if isinstance(name, str):
            declared = self._declared_type(name)
            if declared is not None:
                return declared
        types = self.ir_types()
        if not isinstance(name, str):
            raise UnknownIRTypeError(repr(name), list(types))
        try:
            return types[name]
        except KeyError:
            raise UnknownIRTypeError(name, list(types)) from None

    def family_of(self, ir_type: IRType) -> Family:
        """The family that declares ``ir_type``."""
        return self.family(ir_type.family)

    def suffixes(self) -> set[str]:
        """Every golden suffix an IR type or syntax can give: a built-in family not loaded
        yet answers from its declaration (nothing is imported); any other is loaded."""
        from pytest_irlower.text.syntax import SYNTAXES

        types = self._declared_suffixes()
        return set(types.values()) | {s.suffix for s in SYNTAXES.values()}

    def ir_type_names(self) -> list[str]:
        """Every IR type's name, in registration order (the keys of :meth:`ir_types`): a
        built-in family not loaded yet answers from its declaration (nothing is imported);
        any other is loaded. For code that only tells IR type names apart (a test id's
        parts, the review's subjects) and must not pay for loading every family."""
        return list(self._declared_suffixes())

    def _declared_suffixes(self) -> dict[str, str]:
        """IR type name to golden suffix, in registration order, the first family declaring
        a name winning (as in :meth:`ir_types`), read from declarations where they answer."""
        with self._lock:
            self._read_entry_points()
            if self._types is not None:  # every family is loaded already: their own word
                return {t.name: t.suffix for t in self._types.values()}
            types: dict[str, str] = {}
            for name in list(self._loaders):
                declared = self._declared.get(name)
                pairs: Iterable[tuple[str, str]]
                if name not in self._families and declared is not None and declared.suffixes:
                    pairs = zip(declared.ir_types, declared.suffixes, strict=True)
                else:
                    pairs = [(t.name, t.suffix) for t in self.family(name).ir_types]
                for type_name, suffix in pairs:
                    types.setdefault(type_name, suffix)
            return types

    def _declared_type(self, name: str) -> IRType | None:
        """The IR type ``name`` from the family a declaration says owns it (None: no
        declaration names it, or the family loaded does not declare it after all)."""
        with self._lock:
            if self._types is not None:
                return self._types.get(name)
            owner = self._declared_owners.get(name)
            if owner is None or owner not in self._loaders:
                return None
            for spec in self.family(owner).ir_types:
                if spec.name == name:
                    return spec
            return None

    def _all_types(self) -> dict[str, IRType]:
        if self._types is None:
            self._load_all()
            types: dict[str, IRType] = {}
            for family in self._in_order():
                for spec in family.ir_types:
                    types.setdefault(spec.name, spec)
            self._types = types
        return self._types

    def _in_order(self) -> list[Family]:
        """The loaded families in registration order (built-in ones first), whatever order
        they were loaded in (an entry point's family can load before a built-in one)."""
        return [self._families[name] for name in self._loaders if name in self._families]

    def _load_all(self) -> None:
        self._read_entry_points()
        for name in list(self._loaders):
            if name not in self._families:
                self._families[name] = _stamped(self._loaders[name]())

    def _read_entry_points(self) -> None:
        if self._entry_points_read:
            return
        self._entry_points_read = True
        for entry in metadata.entry_points(group=ENTRY_POINT_GROUP):
            if entry.name in self._loaders:
                continue
            self._loaders[entry.name] = _entry_point_loader(entry)


def _module_loader(path: str) -> Callable[[], Family]:
    def load() -> Family:
        return family_from(importlib.import_module(path), path)

    return load


def _entry_point_loader(entry: metadata.EntryPoint) -> Callable[[], Family]:
    def load() -> Family:
        try:
            obj = entry.load()
        except Exception as exc:
            raise UsageError(
                f"entry point {entry.name} = {entry.value} ({ENTRY_POINT_GROUP}) "
                f"failed to load: {type(exc).__name__}: {exc}"
            ) from exc
        return family_from(obj, f"entry point {entry.name} = {entry.value}")

    return load


def family_from(obj: Any, where: str) -> Family:
    """A Family instance from a module (its one Family subclass, or ``FAMILY``), a
    subclass or an instance."""
    if isinstance(obj, Family):
        return obj
    if inspect.isclass(obj) and issubclass(obj, Family):
        return obj()
    if inspect.ismodule(obj):
        declared = getattr(obj, "FAMILY", None)
        if declared is not None:
            return family_from(declared, where)
        found = [
            value
            for value in vars(obj).values()
            if inspect.isclass(value)
            and issubclass(value, Family)
            and value is not Family
            and value.__module__ == obj.__name__
        ]
        if len(found) == 1:
            return found[0]()
    raise UsageError(
        f"{where}: expected a pytest_irlower.Family subclass or instance, or a module "
        "defining exactly one (or a FAMILY attribute)"
    )


def _check_declaration(family: Family) -> None:
    if not family.name or not family.name.isidentifier():
        raise UsageError(f"{type(family).__name__}.name must be an identifier, got {family.name!r}")
    if not family.ir_types:
        raise UsageError(f"family {family.name!r} declares no ir_types")
    seen: set[str] = set()
    for spec in family.ir_types:
        if not isinstance(spec, IRType):
            raise UsageError(f"family {family.name!r}: ir_types holds {spec!r}, not an IRType")
        if spec.name in seen:
            raise UsageError(f"family {family.name!r} declares {spec.name!r} twice")
        seen.add(spec.name)
        if not spec.suffix.startswith(".") or len(spec.suffix) < 2:
            raise UsageError(
                f"IR type {spec.name!r}: suffix must start with a dot, got {spec.suffix!r}"
            )


def _stamped(family: Family) -> Family:
    """The family, its IR types stamped with its name."""
    _check_declaration(family)
    if any(t.family != family.name for t in family.ir_types):
        # the instance gets a stamped copy; the class's own declaration is left alone
        family.ir_types = tuple(  # type: ignore[misc]
            replace(t, family=family.name) for t in family.ir_types
        )
    return family


REGISTRY = Registry()


def register_family(family: Family | type[Family]) -> Family:
    """Add a family of IR types (from a ``conftest.py`` or a plugin); returns it."""
    return REGISTRY.register(family)


def get_ir_type(name: object) -> IRType:
    """The registered IR type called ``name``."""
    return REGISTRY.get(name)
