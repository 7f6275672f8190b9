"""Custom pipelines as stages of the chain, the stand-in tools' home, the cross-run cache's
check of details and the walk of a lowering through the floors (issue 25).

Plain-text families and user tools written in Python: no torch, no MLIR.
"""

from __future__ import annotations

import collections
import enum
import importlib.util
import json
import math
import sys
import time
from decimal import Decimal
from pathlib import Path
from types import MappingProxyType
from typing import Any

import pytest

from pytest_irlower import Family, IRType, UsageError
from pytest_irlower.api.family import Stage, Work
from pytest_irlower.api.result import LoweredIR
from pytest_irlower.cache.disk import DiskCache
from pytest_irlower.families import Registry
from pytest_irlower.lowering.lowerer import Lowerer

ROOT = Path(__file__).resolve().parents[2]


class _Source(Family):
    """``src_text``: the subject as text, with details the subject names."""

    name = "src"
    ir_types = (IRType("src_text", "text", ".txt", "text", "the subject"),)

    def fingerprint(self, request: Any) -> Any:
        return request.subject

    def build_src_text(self, work: Work) -> Stage:
        subject = str(work.request.subject)
        shape: Any = (2, 3) if "tuple" in subject else [2, 3]
        return work.stage(subject + "\n", details={"shape": shape}, engine="src engine")


class _Upper(Family):
    """``up_text``: built from another family's row (``src_text``), in upper case."""

    name = "up"
    ir_types = (IRType("up_text", "text", ".txt", "text", "upper", after="src_text"),)

    def fingerprint(self, request: Any) -> Any:
        return request.subject

    def build_up_text(self, work: Work) -> str:
        assert work.previous is not None
        return work.previous.full_text().upper()


def _lowerer(disk: DiskCache | None = None) -> Lowerer:
    registry = Registry(builtin={})
    registry.register(_Source)
    registry.register(_Upper)
    return Lowerer(registry=registry, disk=disk)


def _tool(tmp_path: Path, name: str, body: str) -> str:
    """A pipeline stage running a Python script on stdin (``body`` maps ``text``)."""
    script = tmp_path / f"{name}.py"
    script.write_text(f"import sys\ntext = sys.stdin.read()\nsys.stdout.write({body})\n")
    return f"{sys.executable} {script}"


def test_pipeline_stages_are_chain_stages(tmp_path: Path) -> None:
    from pytest_irlower.lowering.pipeline import pipeline_stages

    lowerer = _lowerer()
    request = lowerer.resolve("abc", ir_type="up_text")
    chain = lowerer.stages(request)
    rev = _tool(tmp_path, "rev", "text[::-1].strip() + '\\n'")
    dup = _tool(tmp_path, "dup", "text * 2")
    added = pipeline_stages([rev, dup], chain[-1], request, taken=[s.name for s in chain])
    assert all(type(stage) is Stage for stage in added)
    assert [s.name for s in added] == [rev, dup]
    assert [s.text for s in added] == ["CBA\n", "CBA\nCBA\n"]
    assert all(s.syntax == "text" and s.command == f"{s.name} < input" for s in added)
    assert all(s.engine and s.engine.startswith(sys.executable) for s in added)
    # a tool's own text, read by the next stage, is not held past it
    assert added[0].full is None


def test_lowered_ir_is_built_once_with_a_pipeline(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    built: list[str] = []
    original = LoweredIR.__new__

    def counting(cls: type[LoweredIR], text: str, **fields: Any) -> LoweredIR:
        built.append(text)
        return original(cls, text, **fields)

    monkeypatch.setattr(LoweredIR, "__new__", staticmethod(counting))
    rev = _tool(tmp_path, "rev", "text[::-1].strip() + '\\n'")
    ir = _lowerer().lower("abc", ir_type="up_text", pipeline=rev)
    assert built == ["CBA\n"]
    assert list(ir.stages) == ["src_text", "up_text", rev]
    assert ir == "CBA\n" and ir.stages[rev] is ir


def test_a_pipeline_result_keeps_what_the_chain_and_its_stages_made(tmp_path: Path) -> None:
    rev = _tool(tmp_path, "rev", "text[::-1].strip() + '\\n'")
    ir = _lowerer().lower("abc", ir_type="up_text", pipeline=[rev])
    assert dict(ir.stages) == {"src_text": "abc\n", "up_text": "ABC\n", rev: "CBA\n"}
    assert list(ir.timings) == ["src_text", "up_text", rev]
    assert dict(ir.engines) == {"src_text": "src engine", rev: ir.engines[rev]}
    assert dict(ir.commands) == {rev: f"{rev} < input"}
    assert dict(ir.details) == {"shape": [2, 3]}
    assert (ir.syntax, ir.suffix, ir.ir_type, ir.reused) == ("text", ".txt", "up_text", ())
    again = _lowerer().lower("abc", ir_type="up_text")
    assert list(again.stages) == ["src_text", "up_text"] and again == "ABC\n"


def test_a_repeated_stage_and_a_failing_tool_keep_their_messages(tmp_path: Path) -> None:
    rev = _tool(tmp_path, "rev", "text")
    with pytest.raises(UsageError, match="appears twice; stage names are their command lines"):
        _lowerer().lower("abc", ir_type="up_text", pipeline=[rev, rev])
    fail = tmp_path / "fail.py"
    fail.write_text("import sys\nsys.stderr.write('no good\\n')\nsys.exit(3)\n")
    from pytest_irlower.errors import LoweringError

    with pytest.raises(LoweringError) as caught:
        _lowerer().lower("abc", ir_type="up_text", pipeline=f"{sys.executable} {fail}")
    assert caught.value.ir_type == "up_text"
    assert "no good" in str(caught.value)


def test_the_stand_in_tools_parse_and_refuse_what_no_engine_runs() -> None:
    from pytest_irlower.engines import standin_tools

    assert standin_tools.mlir_opt_pipeline(["--cse"]) == "builtin.module(cse)"
    assert standin_tools.target_of(["-mtriple=nvptx64-nvidia-cuda"]) is not None
    from pytest_irlower.runtime.toolchain import Toolchain

    with pytest.raises(UsageError, match=r"opt \(packaged LLVM engine\): unsupported flag"):
        standin_tools.run(
            "opt", ["--bogus"], "", stage="opt --bogus", toolchain=Toolchain(), timeout=5
        )


# -- the cross-run cache's check of details ----------------------------------------------


class _Color(enum.IntEnum):
    RED = 1


class _Name(str):
    pass


_Point = collections.namedtuple("_Point", "x y")
_cycle: list[Any] = []
_cycle.append(_cycle)
_shared = [1, 2]
_deep: list[Any] = []
_inner = _deep
for _ in range(5000):
    _inner.append([])
    _inner = _inner[0]

#: value, whether JSON gives it back unchanged
TABLE: list[tuple[str, Any, bool]] = [
    ("none", None, True),
    ("bool", True, True),
    ("int", -7, True),
    ("big int", 10**40, True),
    ("int past the digit limit", 10**5000, False),
    ("float", 1.5, True),
    ("negative zero", -0.0, True),
    ("inf", math.inf, True),
    ("-inf", -math.inf, True),
    ("nan", math.nan, False),
    ("nan in a list", [1.0, math.nan], False),
    ("str", "a\u00e9\U0001f600", True),
    ("lone surrogate", "\ud800", True),
    ("empty list", [], True),
    ("empty dict", {}, True),
    ("empty tuple", (), False),
    ("tuple", (1, 2), False),
    ("tuple in a list", [1, (2,)], False),
    ("namedtuple", _Point(1, 2), False),
    ("nested", {"a": {"b": [1, 2.5, None, "x", {"c": False}]}}, True),
    ("int key", {1: "a"}, False),
    ("mixed keys", {"1": 1, 2: 2}, False),
    ("bool key", {True: 1}, False),
    ("none key", {None: 1}, False),
    ("tuple key", {(1,): 2}, False),
    ("nested int key", {"a": [{3: 4}]}, False),
    ("bytes", b"x", False),
    ("bytearray", bytearray(b"x"), False),
    ("set", {1, 2}, False),
    ("frozenset", frozenset(), False),
    ("object", object(), False),
    ("decimal", Decimal("1.5"), False),
    ("mapping proxy", MappingProxyType({"a": 1}), False),
    ("ordered dict", collections.OrderedDict(b=1, a=2), True),
    ("int enum", _Color.RED, True),
    ("str subclass", _Name("x"), True),
    ("str subclass key", {_Name("k"): 1}, True),
    ("cycle", _cycle, False),
    ("shared, no cycle", [_shared, _shared], True),
    ("nested past the recursion limit", _deep, False),
]


def _round_trip(value: Any) -> bool:
    """What the check stands for: encode, decode, compare."""
    try:
        return bool(json.loads(json.dumps(value, sort_keys=True)) == value)
    except (TypeError, ValueError, RecursionError):
        return False


@pytest.mark.parametrize(
    ("value", "kept"), [(v, k) for _, v, k in TABLE], ids=[n for n, *_ in TABLE]
)
def test_json_keeps_decides_as_the_round_trip_does(value: Any, kept: bool) -> None:
    from pytest_irlower.cache.results import json_keeps

    assert _round_trip(value) is kept
    assert json_keeps(value) is kept


def test_details_json_would_alter_are_not_stored(tmp_path: Path) -> None:
    disk = DiskCache(tmp_path / "cache")
    _lowerer(disk).lower("as a tuple", ir_type="up_text")
    assert disk.writes == 0  # (2, 3) would read back as [2, 3]
    _lowerer(disk).lower("as a list", ir_type="up_text")
    assert disk.writes == 1
    time.sleep(0.05)
    later = DiskCache(tmp_path / "cache")  # the next run reads what this one wrote
    hit = _lowerer(later).lower("as a list", ir_type="up_text")
    assert later.hits == 1 and hit.from_cache
    assert dict(hit.details) == {"shape": [2, 3]} and hit == "AS A LIST\n"


# -- the walk ------------------------------------------------------------------------------


def _walk_module() -> Any:
    path = ROOT / "benchmarks" / "walk.py"
    spec = importlib.util.spec_from_file_location("irlower_walk", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_a_lowering_through_two_families_and_a_pipeline_climbs_back_nowhere(
    tmp_path: Path,
) -> None:
    import pytest_irlower

    walk_module = _walk_module()
    walk = walk_module.Walk(Path(pytest_irlower.__file__).parent, walk_module._layering())
    rev = _tool(tmp_path, "rev", "text[::-1].strip() + '\\n'")
    lowerer = _lowerer()
    sys.setprofile(walk)
    try:
        ir = lowerer.lower("abc", ir_type="up_text", pipeline=rev)
    finally:
        sys.setprofile(None)
    assert ir == "CBA\n"
    assert {"pytest_irlower.lowering.chain", "pytest_irlower.lowering.pipeline"} <= walk.rooms
    assert dict(walk.climbs) == {}
