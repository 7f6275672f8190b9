"""The backend pipeline run ahead in the Torch backend pipeline's child gives what a child of
its own gives."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("torch_mlir", reason="torch-mlir is not installed: the chain under test")


@pytest.mark.parametrize("ir_type", ["tosa_mlir", "linalg_on_tensors_mlir", "stablehlo_mlir"])
@pytest.mark.parametrize("model", ["cnn", "transformer"])
def test_a_step_run_ahead_gives_the_same_stages(
    model: str, ir_type: str, zoo: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pytest_irlower import Lowerer
    from pytest_irlower.runtime.contain.child import _Child

    monkeypatch.delenv("IRLOWER_NO_FORK", raising=False)  # children are what is compared
    forks: list[int] = []
    real_init = _Child.__init__

    def counted(self: Any, steps: Any) -> None:
        forks.append(len(steps))
        real_init(self, steps)

    monkeypatch.setattr(_Child, "__init__", counted)
    module, inputs = zoo[model]
    ahead = Lowerer().lower(module, inputs, ir_type=ir_type, cache=False)
    assert forks == [2]  # the Torch backend pipeline and the backend pipeline, one child
    forks.clear()
    apart = Lowerer()
    apart.lower(module, inputs, ir_type="torch_mlir", cache=False)
    alone = apart.lower(module, inputs, ir_type=ir_type, cache=False)
    assert forks == [1, 1]
    assert dict(ahead.stages) == dict(alone.stages)
