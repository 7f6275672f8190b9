"""``-n`` that pays: the tests that lower one subject run on one worker (its stages are
shared there), while tests of different subjects still spread over the workers."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest

pytest.importorskip(
    "xdist", reason="pytest-xdist is not installed: its scheduling is what is tested"
)

TESTS = """
import os
import pytest

WORDS = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]

@pytest.mark.parametrize("ir_type", ["raw_ir", "torch_mlir", "llvm_ir"])
@pytest.mark.parametrize("word", WORDS)
def test_word(word, ir_type, worker_id):
    with open(os.environ["WHERE_LOG"], "a") as log:
        log.write(f"{worker_id} {word}\\n")

@pytest.mark.parametrize("target", ["nvptx", "amdgpu"])
@pytest.mark.parametrize("word", WORDS)
def test_word_gpu(target, word, worker_id):
    with open(os.environ["WHERE_LOG"], "a") as log:
        log.write(f"{worker_id} {word}\\n")
"""


def _workers_per_word(log: Path) -> dict[str, set[str]]:
    where: dict[str, set[str]] = defaultdict(set)
    for line in log.read_text().splitlines():
        worker, word = line.split()
        where[word].add(worker)
    return where


def test_one_subject_runs_on_one_worker(pytester: pytest.Pytester, tmp_path: Path) -> None:
    pytester.makepyfile(test_words=TESTS)
    log = tmp_path / "where.log"
    pytester._monkeypatch.setenv("WHERE_LOG", str(log))  # type: ignore[attr-defined]
    pytester.runpytest_subprocess("-n", "2", "-p", "no:randomly").assert_outcomes(passed=30)
    where = _workers_per_word(log)
    assert all(len(workers) == 1 for workers in where.values()), where
    assert len(set().union(*where.values())) == 2, "subjects should spread over both workers"


TYPES_ONLY = """
import os
import pytest

TYPES = ["raw_ir", "torch_mlir", "linalg_on_tensors_mlir", "llvm_ir", "fx_graph"]

@pytest.mark.parametrize("ir_type", TYPES)
def test_block(ir_type, worker_id):
    with open(os.environ["WHERE_LOG"], "a") as log:
        log.write(f"{worker_id} block\\n")

@pytest.mark.parametrize("ir_type", TYPES)
def test_other(ir_type, worker_id):
    with open(os.environ["WHERE_LOG"], "a") as log:
        log.write(f"{worker_id} other\\n")
"""


def test_a_test_parametrized_by_ir_type_alone_runs_on_one_worker(
    pytester: pytest.Pytester, tmp_path: Path
) -> None:
    pytester.makepyfile(test_types=TYPES_ONLY)
    log = tmp_path / "where.log"
    pytester._monkeypatch.setenv("WHERE_LOG", str(log))  # type: ignore[attr-defined]
    pytester.runpytest_subprocess("-n", "2", "-p", "no:randomly").assert_outcomes(passed=10)
    where = _workers_per_word(log)
    assert set(where) == {"block", "other"}
    assert all(len(workers) == 1 for workers in where.values()), where


@pytest.mark.parametrize(
    ("ini", "scheduler"),
    [(None, "SubjectScheduling"), ("true", "SubjectScheduling"), ("false", "LoadScheduling")],
)
def test_subject_scheduling_is_the_default(
    pytester: pytest.Pytester, ini: str | None, scheduler: str
) -> None:
    pytester.makepyfile(test_words=TESTS)
    pytester._monkeypatch.setenv("WHERE_LOG", str(pytester.path / "where.log"))  # type: ignore[attr-defined]
    if ini is not None:
        pytester.makeini(f"[pytest]\nirlower_xdist_groups = {ini}\n")
    result = pytester.runpytest_subprocess("-n", "2", "-v", "-p", "no:randomly")
    result.assert_outcomes(passed=30)
    result.stdout.fnmatch_lines([f"scheduling tests via {scheduler}"])


def test_an_explicit_dist_is_respected(pytester: pytest.Pytester, tmp_path: Path) -> None:
    pytester.makepyfile(test_words=TESTS)
    log = tmp_path / "where.log"
    pytester._monkeypatch.setenv("WHERE_LOG", str(log))  # type: ignore[attr-defined]
    pytester.makeini("[pytest]\nirlower_xdist_groups = true\n")
    pytester.runpytest_subprocess("-n", "2", "--dist", "loadfile").assert_outcomes(passed=30)
    # xdist's own loadfile: the one file on one worker
    assert len(set().union(*_workers_per_word(log).values())) == 1


@pytest.mark.parametrize(
    ("nodeid", "scope"),
    [
        ("t.py::test_model[mlp-llvm_ir]", "irlower-subject:mlp"),
        ("t.py::test_model_gpu[spirv-mlp]", "irlower-subject:mlp"),
        ("u.py::test_kernel[matmul-triton_nvptx-sm_80]", "irlower-subject:matmul"),
        ("t.py::test_plain", "t.py::test_plain"),
        ("t.py::test_only_types[llvm_ir-nvptx]", "irlower-subject:t.py::test_only_types"),
        ("t.py::test_only_types[torch_mlir]", "irlower-subject:t.py::test_only_types"),
        ("t.py::test_numbered[3]", "t.py::test_numbered[3]"),
    ],
)
def test_the_scope_is_the_subject_part_of_the_id(nodeid: str, scope: str) -> None:
    from pytest_irlower.families import REGISTRY
    from pytest_irlower.text.grouping import subject_scope
    from pytest_irlower.text.targets import TARGETS

    assert subject_scope(nodeid, REGISTRY.ir_types(), TARGETS) == scope


CRASHING = """
import os
import pytest

@pytest.mark.parametrize("ir_type", ["raw_ir", "torch_mlir", "llvm_ir"])
@pytest.mark.parametrize("word", ["alpha", "beta"])
def test_word(word, ir_type):
    if (word, ir_type) == ("alpha", "torch_mlir"):
        os._exit(3)
"""


def test_a_test_that_kills_its_worker_is_reported_once(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_words=CRASHING)
    pytester.makeini("[pytest]\nirlower_xdist_groups = true\n")
    result = pytester.runpytest_subprocess("-n", "2", "-p", "no:randomly")
    # the rest of its subject runs on the replacement worker
    result.assert_outcomes(passed=5, failed=1)
    result.stdout.fnmatch_lines(["*crashed while running*test_word[[]alpha-torch_mlir[]]*"])
