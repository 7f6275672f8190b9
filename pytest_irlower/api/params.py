"""A family's parameters, declared once: the keyword arguments of ``lower()`` it takes.

A family declares them as a frozen dataclass, ``class Params``, whose fields carry their
declaration in the field's metadata (:func:`param_field`): the help text, the type (the
field's annotation), the command-line flag (:class:`ParamFlag`, or none), how the flag's
text becomes a value, how a Python value is checked, and which of the family's IR types use
it. From that one declaration

- the names ``lower()`` routes to the family (:func:`names`) and ``Family.takes_param``
  (what a message about a misplaced argument lists),
- ``Request.params`` (an instance of the dataclass, values checked and defaulted),
- the ``irlower lower/run/checks`` flags (:class:`CliFlags`), and
- the family tables of ``irlower options`` (:func:`param_tables`)

are derived, so adding a parameter is its field and the code that reads it. This module
stands on the base floor: it imports nothing of the package but its errors.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pytest_irlower.errors import UsageError

_METADATA_KEY = "irlower_param"


@dataclass(frozen=True)
class ParamFlag:
    """How a parameter is spelled on the ``irlower`` command line.

    - ``flag``: the flag (default ``--`` and the name with ``-`` for ``_``);
    - ``metavar``: the value's placeholder in ``--help`` (default the name, upper case);
    - ``choices``: the values it takes (also checked on a Python value);
    - ``repeat``: the flag may be given several times; its parser gets the list;
    - ``late``: its parser needs the loaded subject (``CliContext.inputs``), so it is read
      after the subject is loaded (every other flag is read, and checked, before).

    A ``bool`` parameter is a flag without a value that sets it to True.
    """

    flag: str | None = None
    metavar: str | None = None
    choices: tuple[str, ...] | None = None
    repeat: bool = False
    late: bool = False

    def spelling(self, name: str) -> str:
        """The flag as typed (``--opt-level``)."""
        return self.flag or "--" + name.replace("_", "-")


@dataclass(frozen=True)
class CliContext:
    """What a flag's parser may need besides its text: the FILE of ``FILE[:NAME]``, the
    example inputs (for ``late`` flags) and a loader of FILE's module-level names."""

    file: str | None = None
    inputs: tuple[Any, ...] = ()
    load: Callable[[str], Any] | None = None


#: a flag's parser: its text (a list of them for a repeatable flag) and the context
Parser = Callable[[Any, CliContext], Any]
#: a Python value's check: the value as passed, to the value the family reads
Check = Callable[[Any], Any]
#: which IR types use a parameter: (family, IR type) -> bool
Applies = Callable[[Any, Any], bool]


@dataclass(frozen=True)
class ParamSpec:
    """A parameter's declaration (the metadata :func:`param_field` puts on a field)."""

    help: str
    cli: ParamFlag | None = None
    parse: Parser | None = None
    check: Check | None = None
    applies: Applies | None = None
    #: it decides the stage of the rows it applies to and not of the rows before them: it
    #: joins their ``Family.stage_variant``
    variant: bool = False


def param_field(
    default: Any = None,
    *,
    help: str,
    cli: ParamFlag | None = None,
    parse: Parser | None = None,
    check: Check | None = None,
    applies: Applies | None = None,
    variant: bool = False,
) -> Any:
    """A field of a family's ``Params`` dataclass, declaring the parameter.

    ``default``: the value when the call does not pass it (or passes None); ``help``: what
    it does; ``cli``: its ``irlower`` flag (None: no flag); ``parse``: the flag's text to a
    value (default: by the field's type); ``check``: a Python value to the value the family
    reads, raising :class:`UsageError` (default: by the field's type and the flag's
    choices); ``applies``: ``(family, ir_type) -> bool``, which of the family's IR types use
    it (default: all); ``variant``: it decides the stages of the IR types it applies to but
    not of those before them in the chain (code generation settings), so its value joins
    theirs in ``Family.stage_variant`` and the rows before stay shared in the stage cache.
    """
    metadata = {_METADATA_KEY: ParamSpec(help, cli, parse, check, applies, variant)}
    if isinstance(default, (list, dict, set)):
        raise TypeError("a parameter's default is immutable: a tuple, or None")
    return field(default=default, metadata=metadata)


@dataclass(frozen=True)
class NoParams:
    """The parameters of a family that declares none."""


def spec_of(item: dataclasses.Field[Any]) -> ParamSpec:
    """A field's declaration (a bare field: a parameter with no help, flag or check)."""
    declared = item.metadata.get(_METADATA_KEY)
    return declared if isinstance(declared, ParamSpec) else ParamSpec(help="")


def param_fields(params_type: type) -> tuple[dataclasses.Field[Any], ...]:
    """The parameters a ``Params`` dataclass declares, in order."""
    return dataclasses.fields(params_type)


@functools.cache  # one per Params class: every call routes by them
def names(params_type: type) -> tuple[str, ...]:
    """The names of the parameters a ``Params`` dataclass declares, in order: the keyword
    arguments of ``lower()`` its family takes."""
    return tuple(item.name for item in dataclasses.fields(params_type))


def passed(params: Any) -> dict[str, Any]:
    """The parameters of a ``Params`` instance that are not their declared default: what
    the call set (a value equal to the default is the same lowering as no value)."""
    found = {}
    for item in dataclasses.fields(params):
        value = getattr(params, item.name)
        if value is item.default or (item.default is None and value is None):
            continue
        if item.default is not None and _same(value, item.default):
            continue
        found[item.name] = value
    return found


def _same(value: Any, default: Any) -> bool:
    try:
        return bool(value == default)
    except Exception:  # a value whose == is not a truth (an array): not the default
        return False


# -- Python values --------------------------------------------------------------------


@functools.cache  # one per Params class: every request reads them
def _hints(params_type: type) -> dict[str, Any]:
    # each class's annotations are read in its own module (a base's in the base's)
    try:
        return typing.get_type_hints(params_type)
    except (NameError, TypeError):  # an annotation that cannot be resolved: unchecked
        return {}


def describe_type(hint: Any) -> str:
    """A type as a message says it (``str``, ``tuple of str``, ``one of 'fx', 'onnx'``)."""
    if hint is Any:
        return "any value"
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.Literal:
        return "one of " + ", ".join(repr(a) for a in args)
    if origin in (typing.Union, types.UnionType):
        return " or ".join(describe_type(a) for a in args if a is not type(None))
    if origin is tuple:
        return f"a tuple of {describe_type(args[0])}" if args else "a tuple"
    if hint is type(None):
        return "None"
    if origin is not None:
        return getattr(origin, "__name__", str(origin))
    return getattr(hint, "__name__", str(hint))


def _coerce(value: Any, hint: Any) -> tuple[bool, Any]:
    """Whether ``value`` is of type ``hint``, and the value (a list made a tuple)."""
    if hint is Any or isinstance(hint, typing.TypeVar):
        return True, value
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        for arm in args:
            ok, found = _coerce(value, arm)
            if ok:
                return True, found
        return False, value
    if origin is typing.Literal:
        return value in args, value
    if hint is bool:
        return isinstance(value, bool), value
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool), value
    if hint is float:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        return ok, float(value) if ok else value
    if origin is tuple:
        if isinstance(value, str) or not isinstance(value, (list, tuple)):
            return False, value
        item = args[0] if args else Any
        found = [_coerce(v, item) for v in value]
        return all(ok for ok, _ in found), tuple(v for _, v in found)
    if origin is not None and origin.__module__ == "collections.abc":
        if origin is Callable:
            return callable(value), value
        return isinstance(value, origin), value
    if isinstance(hint, type):
        return isinstance(value, hint), value
    return True, value


def check_value(params_type: type, item: dataclasses.Field[Any], value: Any, *, family: str) -> Any:
    """``value`` of parameter ``item`` as the family reads it, or :class:`UsageError`
    naming the parameter, the family and the valid forms."""
    declared = spec_of(item)
    if declared.check is not None:
        return declared.check(value)
    choices = declared.cli.choices if declared.cli is not None else None
    hint = _hints(params_type).get(item.name, Any)
    ok, found = _coerce(value, hint)
    if ok and (choices is None or found in choices):
        return found
    valid = "one of " + ", ".join(repr(c) for c in choices) if choices else describe_type(hint)
    raise UsageError(
        f"{item.name}={value!r} is not a valid parameter of the {family} family: "
        f"{item.name}= takes {valid}"
    )


def unchecked_params(params_type: type, values: Mapping[str, Any]) -> Any:
    """An instance of ``params_type`` holding the call's values as passed (None or missing:
    the default), before :func:`build_params` checks them."""
    declared = names(params_type)
    return params_type(**{k: v for k, v in values.items() if k in declared and v is not None})


def build_params(params_type: type, values: Mapping[str, Any], *, family: str) -> Any:
    """An instance of ``params_type`` from a call's keyword arguments (None or missing: the
    default), each value checked (:func:`check_value`)."""
    given = {}
    for item in param_fields(params_type):
        value = values.get(item.name)
        if value is not None:
            given[item.name] = check_value(params_type, item, value, family=family)
    return params_type(**given)


# -- the command line -----------------------------------------------------------------


def _dest(name: str) -> str:
    return f"irlower_param_{name}"


def _cli_parse(
    params_type: type, item: dataclasses.Field[Any], text: Any, context: CliContext
) -> Any:
    """A flag's text as a value: the declared parser, else by the field's type."""
    declared = spec_of(item)
    assert declared.cli is not None
    if declared.parse is not None:
        return declared.parse(text, context)
    arms = _arms(_hints(params_type).get(item.name, Any))
    kind = arms[0] if len(arms) == 1 else str
    flag = declared.cli.spelling(item.name)
    if typing.get_origin(kind) is tuple:
        return tuple(part.strip() for part in str(text).split(",") if part.strip())
    if kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            raise UsageError(f"{flag} {text!r}: expected {kind.__name__}") from None
    return text


class CliFlags:
    """The ``irlower`` flags of the parameters of some families, one per name (the first
    family to declare a name gives its flag)."""

    def __init__(self, families: Iterable[tuple[str, type]]) -> None:
        #: name -> (family, Params, field), for the parameters that have a flag
        self.declared: dict[str, tuple[str, type, dataclasses.Field[Any]]] = {}
        for family, params_type in families:
            for item in param_fields(params_type):
                if spec_of(item).cli is not None and item.name not in self.declared:
                    self.declared[item.name] = (family, params_type, item)

    def add_to(self, parser: argparse.ArgumentParser) -> None:
        """Add every flag to ``parser`` (each defaults to None: not given)."""
        for name, (_family, params_type, item) in self.declared.items():
            declared = spec_of(item)
            assert declared.cli is not None
            cli = declared.cli
            hint = _hints(params_type).get(name, Any)
            kwargs: dict[str, Any] = {"dest": _dest(name), "default": None}
            if _is_bool(hint):
                kwargs.update(action="store_const", const=True)
            else:
                if cli.metavar is not None or cli.choices is None:  # else: {a,b} from argparse
                    kwargs["metavar"] = cli.metavar or name.upper()
                if cli.repeat:
                    kwargs["action"] = "append"
                if cli.choices is not None:
                    kwargs["choices"] = list(cli.choices)
            kwargs["help"] = f"{declared.help} (lower()'s {name}=)".replace("%", "%%")
            parser.add_argument(cli.spelling(name), **kwargs)

    @staticmethod
    def given(args: argparse.Namespace, name: str) -> Any:
        """The text the command line gave parameter ``name`` (None: not given)."""
        return getattr(args, _dest(name), None)

    def parse(
        self, args: argparse.Namespace, context: CliContext, *, late: bool = False
    ) -> dict[str, Any]:
        """The keyword arguments for ``lower()`` the command line gave (only those given):
        the flags read before the subject is loaded, or with ``late=True`` the others.
        Each value is checked as ``lower()`` checks it, so a bad one is an error here."""
        found: dict[str, Any] = {}
        for name, (family, params_type, item) in self.declared.items():
            cli = spec_of(item).cli
            assert cli is not None
            text = getattr(args, _dest(name), None)
            if text is None or cli.late != late:
                continue
            value = _cli_parse(params_type, item, text, context)
            check_value(params_type, item, value, family=family)
            found[name] = value
        return found


def _arms(hint: Any) -> list[Any]:
    """The types a hint allows besides None (``str | None``: ``[str]``)."""
    union = typing.get_origin(hint) in (typing.Union, types.UnionType)
    return [a for a in (typing.get_args(hint) if union else (hint,)) if a is not type(None)]


def _is_bool(hint: Any) -> bool:
    return _arms(hint) == [bool]


# -- the table of ``irlower options`` -------------------------------------------------


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _type_text(item: dataclasses.Field[Any]) -> str:
    return str(item.type).replace("typing.", "")


def param_tables(families: Iterable[tuple[str, type]], *, markdown: bool) -> str:
    """One table per ``Params`` dataclass (families that share one share its table) of its
    parameters: name, type, default, flag and meaning."""
    grouped: dict[type, list[str]] = {}
    for family, params_type in families:
        if param_fields(params_type):
            grouped.setdefault(params_type, []).append(family)
    lines: list[str] = []
    for params_type, names in grouped.items():
        rows = param_fields(params_type)
        if not markdown:
            for item in rows:
                cli = spec_of(item).cli
                flag = cli.spelling(item.name) if cli else ""
                lines.append(f"{item.name + '=':<20}{flag:<22}{_help(item)} ({', '.join(names)})")
            continue
        which = ", ".join(f"`{name}`" for name in names)
        lines += [
            "",
            f"{which} {'family' if len(names) == 1 else 'families'}:",
            "",
            "| parameter | type | default | flag | meaning |",
            "|---|---|---|---|---|",
        ]
        for item in rows:
            cli = spec_of(item).cli
            flag = f"`{cli.spelling(item.name)}`" if cli else ""
            default = "" if item.default is None else f"`{item.default!r}`"
            lines.append(
                f"| `{item.name}=` | `{_cell(_type_text(item))}` | {_cell(default)} | {flag} "
                f"| {_cell(_help(item))} |"
            )
    if markdown and lines:
        lines = lines[1:]  # no blank line before the first family
    return "\n".join(lines) + "\n" if lines else ""


def _help(item: dataclasses.Field[Any]) -> str:
    return spec_of(item).help or "(named in the family's params only: any value, unchecked)"
