"""FILE[:NAME] parsing for the CLI (model loading itself is tested in tests/regression)."""

from __future__ import annotations

from pytest_irlower.cli.loader import split_spec


def test_split_spec() -> None:
    assert split_spec("models.py") == ("models.py", None)
    assert split_spec("models.py:mlp") == ("models.py", "mlp")
    assert split_spec("dir/models.py:MLP") == ("dir/models.py", "MLP")
    assert split_spec("C:/x/models.py") == ("C:/x/models.py", None)
