"""The plugin's options, ini values and markers as a table, read from their declarations.

``irlower options --markdown`` prints it; docs/options.md holds it between
``<!-- options:begin -->`` and ``<!-- options:end -->``, and a test keeps the two in step,
as ``irlower types --markdown`` and the README's IR table are kept.
"""

from __future__ import annotations

from typing import Any

from pytest_irlower.session.options import INI, MARKERS, OPTIONS


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _takes(kwargs: dict[str, Any]) -> str:
    """What the option takes on the command line: nothing (a flag), a choice or a value."""
    if kwargs.get("action") == "store_true":
        return "flag"
    if "choices" in kwargs and kwargs.get("metavar") is None:
        value = "|".join(kwargs["choices"])
    else:
        value = str(kwargs.get("metavar", "VALUE"))
    repeat = ", repeatable" if kwargs.get("action") == "append" else ""
    return f"`{_cell(value)}`{repeat}"


def _default(value: Any) -> str:
    if value is None or value is False or value == [] or value == "":
        return ""
    if value is True:
        return "`true`"
    return f"`{_cell(str(value))}`"


def _marker(line: str) -> tuple[str, str]:
    signature, _, text = line.partition(": ")
    return signature, text


def option_table(*, markdown: bool) -> str:
    """Every command-line option, ini value and marker of the plugin, with its help text."""
    markers = [_marker(line) for line in MARKERS]
    if not markdown:
        lines = [f"{flag:<28}{kwargs['help']}" for flag, kwargs in OPTIONS]
        lines += [f"{name:<28}(ini) {help_text}" for name, help_text, _, _ in INI]
        lines += [f"{'@pytest.mark.' + sig:<28}{text}" for sig, text in markers]
        return "\n".join(lines) + "\n"
    lines = [
        "| option | takes | default | meaning |",
        "|---|---|---|---|",
    ]
    lines += [
        f"| `{flag}` | {_takes(kwargs)} | {_default(kwargs.get('default'))} "
        f"| {_cell(kwargs['help'])} |"
        for flag, kwargs in OPTIONS
    ]
    lines += [
        "",
        "| ini value | type | default | meaning |",
        "|---|---|---|---|",
    ]
    lines += [
        f"| `{name}` | {kind or 'string'} | {_default(default)} | {_cell(help_text)} |"
        for name, help_text, kind, default in INI
    ]
    lines += [
        "",
        "| marker | meaning |",
        "|---|---|",
    ]
    lines += [f"| `@pytest.mark.{_cell(sig)}` | {_cell(text)} |" for sig, text in markers]
    return "\n".join(lines) + "\n"
