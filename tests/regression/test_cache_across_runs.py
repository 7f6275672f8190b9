"""The cross-run cache on real subjects: a new session (a new Lowerer) reuses what an earlier
one stored, and a changed weight, input shape, constexpr or installed library file is
lowered anew."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
import torch

from pytest_irlower import Lowerer, LowerOptions
from pytest_irlower.cache.disk import DiskCache


class Scale(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.linear = torch.nn.Linear(4, 3)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(self.linear(x)) * 2


def session(root: Path, **options: Any) -> Lowerer:
    """A fresh Lowerer: what a new pytest run has (nothing cached in memory)."""
    return Lowerer(LowerOptions(**options), disk=DiskCache(root))


def test_a_new_session_reuses_and_a_changed_weight_is_lowered_anew(tmp_path: Path) -> None:
    torch.manual_seed(0)
    model, x = Scale(), torch.randn(2, 4)
    first = session(tmp_path).lower(model, (x,), ir_type="llvm_ir")
    assert not first.from_cache
    again = session(tmp_path).lower(model, (x,), ir_type="llvm_ir")
    assert again.from_cache and again == first and dict(again.stages) == dict(first.stages)
    assert again.reused == tuple(again.stages)
    # the same graph with other weights: the elided text is alike, the key is not
    with torch.no_grad():
        model.linear.weight[0, 0] += 1.0
    changed = session(tmp_path, keep_weights=True).lower(
        model, (x,), ir_type="linalg_on_tensors_mlir"
    )
    assert not changed.from_cache
    edited = session(tmp_path).lower(model, (x,), ir_type="llvm_ir")
    assert not edited.from_cache
    # another input shape is another graph
    wider = session(tmp_path).lower(model, (torch.randn(5, 4),), ir_type="llvm_ir")
    assert not wider.from_cache and "[5,4]" in wider.stages["torch_mlir"]


def test_the_export_runs_each_time_so_a_changed_forward_is_seen(tmp_path: Path) -> None:
    class Doubled(Scale):
        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return torch.relu(self.linear(x)) * 3

    torch.manual_seed(0)
    model, x = Scale(), torch.randn(2, 4)
    session(tmp_path).lower(model, (x,), ir_type="torch_mlir")
    other = Doubled()
    other.load_state_dict(model.state_dict())
    result = session(tmp_path).lower(other, (x,), ir_type="torch_mlir")
    assert not result.from_cache


def test_a_changed_constexpr_is_compiled_anew(tmp_path: Path) -> None:
    pytest.importorskip(
        "triton", reason="triton is not installed (pip install 'pytest-irlower[triton]')"
    )
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from triton_zoo import KERNELS

    fn, make_args = KERNELS["vector_add"]
    args = list(make_args())
    first = session(tmp_path).lower(fn, tuple(args), ir_type="triton_ir")
    assert session(tmp_path).lower(fn, tuple(args), ir_type="triton_ir").from_cache
    args[-1] = args[-1] * 2  # BLOCK_SIZE
    other = session(tmp_path).lower(fn, tuple(args), ir_type="triton_ir")
    assert not other.from_cache and other != first


def test_a_checkout_at_another_path_reuses_a_kernel_s_lowering(tmp_path: Path) -> None:
    """A fleet's runners check out at paths of their own: a Triton kernel is keyed by its
    file as its IR writes paths (relative to the checkout), so another checkout's run
    reuses the lowering; the file at another place in the checkout is another key."""
    pytest.importorskip(
        "triton", reason="triton is not installed (pip install 'pytest-irlower[triton]')"
    )
    import importlib.util
    import shutil

    zoo = Path(__file__).resolve().parents[1] / "triton_zoo.py"

    def lowered(checkout: Path, folder: str) -> Any:
        (checkout / folder).mkdir(parents=True)
        path = checkout / folder / "triton_zoo.py"
        shutil.copy(zoo, path)
        spec = importlib.util.spec_from_file_location(f"zoo_{checkout.name}_{folder}", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        fn, make_args = module.KERNELS["vector_add"]
        options = LowerOptions(rootdir=str(checkout))
        lowerer = Lowerer(options, disk=DiskCache(tmp_path / "cache"))
        return lowerer.lower(fn, make_args(), ir_type="triton_llvm_ir")

    first = lowered(tmp_path / "runner1", "tests")
    assert not first.from_cache
    again = lowered(tmp_path / "runner2", "tests")
    assert again.from_cache and again == first
    assert not lowered(tmp_path / "runner3", "kernels").from_cache


ACTIVATED = """import triton
import triton.language as tl

ACT = {act}


@triton.jit
def activated(x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    tl.store(x_ptr + offs, ACT(x), mask=offs < n)
"""


@pytest.mark.parametrize("where", ["another checkout", "the same file edited"])
def test_a_builtin_taken_under_another_name_is_in_a_kernel_s_key(
    tmp_path: Path, where: str
) -> None:
    """Triton's own cache key leaves out a global that names a builtin (``ACT = tl.exp``):
    two branches that differ only there are two keys, whatever their checkouts' paths."""
    pytest.importorskip(
        "triton", reason="triton is not installed (pip install 'pytest-irlower[triton]')"
    )
    import importlib.util

    def lowered(checkout: Path, act: str, tag: str) -> Any:
        (checkout / "tests").mkdir(parents=True, exist_ok=True)
        path = checkout / "tests" / "kact.py"
        path.write_text(ACTIVATED.format(act=act))
        spec = importlib.util.spec_from_file_location(f"kact_{tag}", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        lowerer = Lowerer(LowerOptions(rootdir=str(checkout)), disk=DiskCache(tmp_path / "c"))
        return lowerer.lower(module.activated, (torch.ones(16), 16, 16), ir_type="triton_ir")

    assert "math.exp" in lowered(tmp_path / "runner1", "tl.exp", "a")
    second = tmp_path / ("runner2" if where == "another checkout" else "runner1")
    other = lowered(second, "tl.sqrt", "b")
    assert not other.from_cache and "math.sqrt" in other and "math.exp" not in other
    assert lowered(second, "tl.sqrt", "c").from_cache


def test_a_changed_library_file_changes_the_key(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Keys hold every declared library: one importable without a distribution (a path
    install) by its files' content, so an edited file changes the key."""
    from pytest_irlower.cache import environment as env

    package = tmp_path / "site" / "fakecompiler"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "passes.py").write_text("PASSES = 1\n")
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    env.forget()
    before = env.environment(("fakecompiler",))
    env.forget()
    assert env.environment(("fakecompiler",)) == before
    (package / "passes.py").write_text("PASSES = 2\n")
    env.forget()
    assert env.environment(("fakecompiler",)) != before
    env.forget()


def test_a_lowering_read_from_the_cache_still_runs(tmp_path: Path) -> None:
    torch.manual_seed(0)
    model, x = Scale(), torch.randn(2, 4)
    session(tmp_path).lower(model, (x,), ir_type="llvm_mlir")
    again = session(tmp_path).lower(model, (x,), ir_type="llvm_mlir")
    assert again.from_cache
    again.check_numerics(x)
    assert torch.allclose(again.run(x), model(x), atol=1e-5)


def test_the_graph_digest_does_not_depend_on_what_the_process_traced_before() -> None:
    """``--irlower-cache-verify`` compares the exported graph's digest with the one stored
    by another run: a ``torch.cond`` model's program text names its branches' graph
    modules ``<eval_with_key>.N``, N counting the graph modules the process made before
    (the regression suite's verify run failed on it), and each node's source file."""
    from pytest_irlower.engines.torch_program import program_fingerprint

    class Cond(torch.nn.Module):
        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return torch.cond(x.sum() > 0, lambda t: t * 2.0, lambda t: t - 1.0, (x,))

    x = torch.tensor([1.0, 2.0, 3.0])
    first = program_fingerprint(torch.export.export(Cond(), (x,)))
    torch.export.export(Cond(), (x,))  # more graph modules made in between
    assert program_fingerprint(torch.export.export(Cond(), (x,))) == first


def test_a_root_stage_is_not_keyed_by_the_export(tmp_path: Path) -> None:
    """Why a warm rerun still traces TorchScript (and the FX and Prims graphs): no key
    short of the trace itself is safe. A class renamed, nothing else changed, exports to
    the same program (the export's key), and TorchScript names the class: keyed by the
    export, the rerun would serve the other model's text."""
    from pytest_irlower.engines.torch_program import program_fingerprint

    class Renamed(Scale):
        pass

    torch.manual_seed(0)
    model, x = Scale(), torch.randn(2, 4)
    other = Renamed()
    other.load_state_dict(model.state_dict())
    assert program_fingerprint(torch.export.export(model, (x,))) == program_fingerprint(
        torch.export.export(other, (x,))
    )
    first = session(tmp_path).lower(model, (x,), ir_type="torch_script_graph_ir")
    second = session(tmp_path).lower(other, (x,), ir_type="torch_script_graph_ir")
    assert not second.from_cache and "Renamed" in str(second) and "Renamed" not in str(first)


@pytest.mark.parametrize("ir_type", ["llvm_mlir", "llvm_ir"])
def test_a_hit_runs_the_kept_lowering_without_lowering_again(tmp_path: Path, ir_type: str) -> None:
    """run() and check_numerics() on a hit execute the LLVM-dialect text the run that
    lowered it kept beside the entry: no stage is built in the new session."""
    torch.manual_seed(0)
    model, x = Scale(), torch.randn(2, 4)
    first = session(tmp_path).lower(model, (x,), ir_type=ir_type)
    expected = first.run(x)  # keeps the runner beside the entry
    lowerer = session(tmp_path)
    again = lowerer.lower(model, (x,), ir_type=ir_type)
    assert again.from_cache
    assert torch.allclose(again.run(x), expected) and torch.allclose(expected, model(x), atol=1e-5)
    again.check_numerics(x)
    assert len(lowerer.cache) == 0  # nothing lowered: no stage built in this session


def test_a_hit_reads_its_stages_only_when_asked_and_a_bad_body_is_lowered_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An entry's head (the final text, the stages' names and digests) is all a hit reads
    for a golden; the stages' texts are read when asked, and a body that no longer verifies
    is not served: that lowering is done again, and the entry reported."""
    from pytest_irlower.cache import disk as diskcache
    from pytest_irlower.checks.goldentext import stage_digests

    torch.manual_seed(0)
    model, x = Scale(), torch.randn(2, 4)
    first = session(tmp_path).lower(model, (x,), ir_type="llvm_ir")
    reads: list[Path] = []
    read_from = diskcache._read_from
    monkeypatch.setattr(
        diskcache, "_read_from", lambda p, o: reads.append(Path(p)) or read_from(p, o)
    )
    hit = session(tmp_path).lower(model, (x,), ir_type="llvm_ir")
    assert hit.from_cache and hit == first and list(hit.stages) == list(first.stages)
    assert stage_digests(hit.stages) == stage_digests(first.stages)
    assert reads == []
    assert dict(hit.stages) == dict(first.stages) and len(reads) == 1
    [path] = reads
    blob = path.read_bytes()
    path.write_bytes(blob[:-10] + bytes(b ^ 1 for b in blob[-10:]))  # the body's end
    again = session(tmp_path)
    bad = again.lower(model, (x,), ir_type="llvm_ir")
    assert bad.from_cache and bad == first  # the head is whole
    assert dict(bad.stages) == dict(first.stages)  # lowered again
    assert again.disk is not None
    assert [r for r in again.disk.rejected if "body differs" in r]
    assert not path.exists()  # removed: the next run stores it whole again
    assert not session(tmp_path).lower(model, (x,), ir_type="llvm_ir").from_cache
    assert session(tmp_path).lower(model, (x,), ir_type="llvm_ir").from_cache
