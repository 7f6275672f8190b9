"""The core API works without pytest: a script, a notebook or another test runner imports
``pytest_irlower.Lowerer`` and lowers a model with pytest unimportable. The wings below the
session wing import nothing of pytest (``tests/unit/test_layering.py`` checks the source)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

SCRIPT = textwrap.dedent(
    """
    import sys
    sys.modules["pytest"] = None  # any import of pytest now raises ImportError
    sys.modules["_pytest"] = None
    import torch
    from pytest_irlower import Lowerer

    model = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.ReLU()).eval()
    ir = Lowerer().lower(model, (torch.randn(2, 4),), ir_type="llvm_ir")
    assert "define " in ir, ir[:200]
    print(list(ir.stages))
    print(sorted(m for m in sys.modules if m.split(".")[0] in ("pytest", "_pytest", "pluggy")))
    """
)


def test_lowering_to_llvm_ir_with_pytest_blocked(tmp_path: Path) -> None:
    script = tmp_path / "no_pytest.py"
    script.write_text(SCRIPT)
    done = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, cwd=tmp_path, timeout=300
    )
    assert done.returncode == 0, done.stderr[-3000:]
    stages, loaded = done.stdout.strip().splitlines()[-2:]
    assert stages == "['fx_graph', 'torch_mlir', 'linalg_on_tensors_mlir', 'llvm_mlir', 'llvm_ir']"
    assert loaded == "['_pytest', 'pytest']"  # the two blocked entries, nothing imported
