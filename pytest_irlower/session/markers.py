"""What a test's markers say: its ``target`` marker's names and arch, a test case's
target, and the name syrupy gives its snapshots."""

from __future__ import annotations

from typing import Any

import pytest

from pytest_irlower.errors import UsageError


def target_marker(node: Any) -> tuple[list[str], str | None]:
    """The normalized names and arch of the node's ``target`` marker (bad names raise)."""
    marker = node.get_closest_marker("target")
    if marker is None:
        return [], None
    if not marker.args:
        raise UsageError("@pytest.mark.target needs at least one target name")
    from pytest_irlower.text.targets import normalize_target

    return [normalize_target(name) for name in marker.args], marker.kwargs.get("arch")


def same_target(name: object, target: str) -> bool:
    """Whether ``name`` (as the user wrote it: ``cuda``, ``nvptx64``...) is ``target``."""
    from pytest_irlower.text.targets import normalize_target

    try:
        return normalize_target(name) == target
    except UsageError:
        return False  # lower() reports a bad target=


def item_target(item: pytest.Item) -> str | None:
    """The target of a test case: its parametrized target, else its marker's only one."""
    callspec = getattr(item, "callspec", None)
    if callspec is not None and "irlower_target" in callspec.params:
        return str(callspec.params["irlower_target"])
    try:
        names, _ = target_marker(item)
    except UsageError:
        return None  # reported at collection
    return names[0] if names else None


def snapshot_name(item: pytest.Item) -> str:
    """The name syrupy gives a test's snapshots: ``Class.test[id]`` or ``test[id]``."""
    parent = item.parent
    if parent is not None and type(parent).__name__ == "Class":
        return f"{parent.name}.{item.name}"
    return item.name
