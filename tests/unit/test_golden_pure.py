"""Golden naming, normalization, stage records and elision: pure functions."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_irlower import LoweredIR
from pytest_irlower.checks.golden import orphans, suffix_for
from pytest_irlower.checks.goldentext import (
    STAGES_TAG,
    first_changed_stage,
    normalize_for_golden,
    split_trailer,
    stages_line,
    unified_diff,
)
from pytest_irlower.families import REGISTRY
from pytest_irlower.runtime.files import safe_name, write_atomically
from pytest_irlower.text import normalize as norm


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("test_mlp[cnn-llvm_ir]", "test_mlp[cnn-llvm_ir]"),
        ("test_x[a/b]", "test_x[a%2Fb]"),
        ("test_x[a:b]", "test_x[a%3Ab]"),
        ("test_x[1+1]", "test_x[1%2B1]"),
        ("test_x[..]", "test_x[.%2E]"),
        ("test_x[100%]", "test_x[100%25]"),
        ("test_x[µ]", "test_x[%C2%B5]"),
        ("TestA.test_b", "TestA.test_b"),
        (".test_x", "%2Etest_x"),
    ],
)
def test_safe_names(name: str, expected: str) -> None:
    assert safe_name(name) == expected


def test_safe_names_are_distinct_for_distinct_ids() -> None:
    ids = ["a/b", "a%2Fb", "a_b", "a:b", "a+b", "a b", "a..b", "a.b", "a%b", "a%25b"]
    names = {safe_name(f"test[{i}]") for i in ids}
    assert len(names) == len(ids)
    assert all("/" not in n and ".." not in n and ":" not in n and "+" not in n for n in names)


def test_long_names_are_cut_with_a_hash() -> None:
    one, two = safe_name("t[" + "x" * 300 + "1]"), safe_name("t[" + "x" * 300 + "2]")
    assert len(one) == 200 and one != two


def test_suffix_follows_the_ir_type() -> None:
    def lowered(ir_type: str) -> LoweredIR:
        # the Lowerer hands LoweredIR its IR type's declared suffix and syntax
        spec = REGISTRY.get(ir_type)
        return LoweredIR(
            "x", ir_type=ir_type, stages={"a": "x"}, syntax=spec.syntax, suffix=spec.suffix
        )

    assert suffix_for(lowered("llvm_ir")) == ".ll"
    assert suffix_for(lowered("spirv")) == ".spvasm"
    assert suffix_for(lowered("triton_gpu_ir")) == ".ttgir"
    assert suffix_for(LoweredIR("x", ir_type="raw_ir", stages={"a": "x"}, syntax="llvm")) == ".ll"
    assert suffix_for(LoweredIR("x", ir_type="raw_ir", stages={"a": "x"})) == ".txt"
    assert suffix_for("plain text") == ".txt"


def test_golden_normalization_drops_banners_and_paths() -> None:
    text = (
        '!0 = !{!"clang version 22.1.8 (https://github.com/llvm/llvm-project abc)"}  \r\n'
        '\t.ident\t"AMD clang version 19.0.0git (ssh://x 123)"\n'
        '!1 = !DIFile(filename: "k.py", directory: "/home/me/proj/tests")\n'
    )
    out = normalize_for_golden(text, ".ll", roots=[("/home/me/proj", ".")])
    assert out == (
        '!0 = !{!"clang version <version>"}\n'
        '\t.ident\t"AMD clang version <version>"\n'
        '!1 = !DIFile(filename: "k.py", directory: "./tests")\n'
    )
    spirv = (
        "; SPIR-V\n; Version: 1.4\n; Generator: Khronos; 42\n; Bound: 1234\nOpCapability Shader\n"
    )
    assert normalize_for_golden(spirv, ".spvasm") == (
        "; SPIR-V\n; Version: <elided>\n; Generator: <elided>\n; Bound: <elided>\nOpCapability Shader\n"
    )


def test_a_stamped_text_is_compared_as_it_is_under_other_roots_holding_none_of_their_paths(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A cache entry's text carries the stamp of the run that stored it. A run whose
    roots differ (a checkout or a venv at another path, as the README's two commands have)
    looks only for its own roots' paths: a text holding none is not normalized again,
    one holding one is."""
    from pytest_irlower.checks import goldentext

    writer = [("/ci/runner1/repo", "."), ("/ci/runner1/repo/.venv/lib/site", "<site-packages>")]
    reader = [("/ci/runner2/repo", "."), ("/opt/venv/lib/site", "<site-packages>")]
    text = "define void @f() {\n  ret void\n}\n"
    assert goldentext.clean_for_golden(text, ".ll", writer)
    stamp = goldentext.clean_stamp(".ll", writer)
    normalized: list[str] = []
    normalize = goldentext.normalize_for_golden

    def counted(text: str, suffix: str, *, roots: list[tuple[str, str]]) -> str:
        normalized.append(text)
        return normalize(text, suffix, roots=roots)

    monkeypatch.setattr(goldentext, "normalize_for_golden", counted)
    assert goldentext.golden_form(text, ".ll", writer, stamp) == text
    assert goldentext.golden_form(text, ".ll", reader, stamp) == text
    assert normalized == []
    held = text + '!0 = !DIFile(filename: "k.py", directory: "/opt/venv/lib/site/k")\n'
    assert goldentext.golden_form(held, ".ll", reader, stamp).endswith('"<site-packages>/k")\n')
    assert goldentext.golden_form(text, ".mlir", reader, stamp) == text  # another suffix
    assert goldentext.golden_form(text, ".ll", reader, "0123456789abcdef0123") == text
    assert len(normalized) == 3
    # a text holding a writer's path, or not normalized, is never stamped
    assert not goldentext.clean_for_golden("x /ci/runner1/repo/y\n", ".ll", writer)
    assert not goldentext.clean_for_golden("trailing space \n", ".ll", writer)
    assert goldentext.holds_root("at /opt/venv/lib/site/a", reader)
    assert not goldentext.holds_root("at /opt/x", [("/", "."), ("/opt/venv/", "<prefix>")])


def test_stage_trailer_round_trip_and_first_changed_stage() -> None:
    stages = {"fx_graph": "a\n", "torch_mlir": "b\n", "opt -O2": "c\n", "nvptx": "d\n"}
    line = stages_line(stages, "//")
    assert line.startswith("// irlower-stages: fx_graph=") and "opt_-O2=" in line
    ir, recorded = split_trailer("d\n" + line)
    assert ir == "d\n" and set(recorded) == {"fx_graph", "torch_mlir", "opt_-O2"}
    assert first_changed_stage(stages, recorded) is None
    changed = dict(stages, torch_mlir="B\n")
    assert first_changed_stage(changed, recorded) == "torch_mlir"
    assert stages_line({"raw_ir": "x"}, "//") == ""


@pytest.mark.parametrize(
    ("text", "ir", "recorded"),
    [
        ("", "", {}),
        ("ir\n", "ir\n", {}),
        (f"ir\n// {STAGES_TAG} a=1 b=2\n", "ir\n", {"a": "1", "b": "2"}),
        (f"ir\n// {STAGES_TAG} a=1", "ir\n", {"a": "1"}),  # no final line feed
        (f"// {STAGES_TAG} a=1\n", "", {"a": "1"}),  # the trailer alone
        (f"ir\n// {STAGES_TAG} a=1\nmore\n", f"ir\n// {STAGES_TAG} a=1\nmore\n", {}),
        # other line boundaries than LF: the last line is split as str.splitlines does
        (f"ir\n\x0c// {STAGES_TAG} a=1\n", "ir\n\x0c", {"a": "1"}),
        (f"ir\r\n// {STAGES_TAG} a=1\r\n", "ir\r\n", {"a": "1"}),
        (f"ir\n// {STAGES_TAG} a=1\u2028tail", f"ir\n// {STAGES_TAG} a=1\u2028tail", {}),
    ],
)
def test_split_trailer_reads_only_the_last_line(
    text: str, ir: str, recorded: dict[str, str]
) -> None:
    assert split_trailer(text) == (ir, recorded)


def test_unified_diff_is_cut_unless_asked_whole() -> None:
    old = "".join(f"{i}\n" for i in range(200))
    new = "".join(f"{i if i % 2 else -i}\n" for i in range(200))
    cut = unified_diff(old, new, "golden/x.ll", max_lines=10)
    assert cut[0] == "--- golden/x.ll (golden)" and cut[1] == "+++ golden/x.ll (lowered now)"
    assert len(cut) == 11 and cut[-1].endswith("more diff lines (-vv shows the whole diff)")
    assert len(unified_diff(old, new, "golden/x.ll", max_lines=None)) > 200


def test_atomic_write_replaces_whole_files(tmp_path: Path) -> None:
    target = tmp_path / "g" / "a.ll"
    write_atomically(str(target), "one\n")
    write_atomically(str(target), "two\n")
    assert target.read_text() == "two\n"
    assert [p.name for p in target.parent.iterdir()] == ["a.ll"]


def test_orphans_are_files_no_assertion_used(tmp_path: Path) -> None:
    used = tmp_path / "t" / "a.ll"
    orphan = tmp_path / "t" / "b.mlir"
    other = tmp_path / "t" / "notes.md"
    for path in (used, orphan, other):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("x")
    assert orphans([tmp_path / "t"], {str(used.resolve())}, {".ll", ".mlir"}) == [orphan]


def test_orphans_are_found_in_subfolders_and_by_real_path(tmp_path: Path) -> None:
    real = tmp_path / "real"
    (real / "t" / "deep").mkdir(parents=True)
    for name in ("a.ll", "deep/b.ll", "deep/c.ll"):
        (real / "t" / name).write_text("x")
    linked = tmp_path / "linked"
    linked.symlink_to(real)  # the golden folder reached through a link: used by real path
    used = {str((real / "t" / "a.ll").resolve()), str((real / "t" / "deep" / "c.ll").resolve())}
    assert orphans([linked / "t"], used, {".ll"}) == [linked / "t" / "deep" / "b.ll"]


@pytest.mark.parametrize(
    "content",
    [b"a\nb\n", b"a\r\nb\r\n", b"a\rb\r", b"mixed\r\n\r\rend\n", "\u00b5 \u4e2d\n".encode()],
)
def test_a_golden_reads_as_syrupy_reads_it(tmp_path: Path, content: bytes) -> None:
    """The golden extension reads a file's bytes itself: the text syrupy's text-mode read
    gives (UTF-8, universal newlines), and None for no file."""
    from syrupy.extensions.single_file import SingleFileSnapshotExtension, WriteMode

    from pytest_irlower.checks.golden import GoldenExtension

    class Syrupy(SingleFileSnapshotExtension):
        _write_mode = WriteMode.TEXT

    path = tmp_path / "g.ll"
    path.write_bytes(content)
    for where, expected in ((path, "x"), (tmp_path / "none.ll", None)):
        kwargs = {"snapshot_location": str(where), "snapshot_name": "g", "session_id": "s"}
        ours = GoldenExtension().read_snapshot_data_from_location(**kwargs)
        assert ours == Syrupy().read_snapshot_data_from_location(**kwargs)
        assert (ours is None) == (expected is None)


def test_ptx_amdgcn_spirv_weights_are_elided() -> None:
    ptx = (
        ".global .align 64 .b8 w[64] = {" + ", ".join(["1"] * 64) + "};\n.global .b8 s[2] = {1, 2};"
    )
    assert norm.elide_ptx_constants(ptx) == (
        ".global .align 64 .b8 w[64]; // 64 initializer values elided\n.global .b8 s[2] = {1, 2};"
    )
    amdgcn = "w:\n" + "\t.long\t0x3f800000 ; float 1\n" * 20 + "\t.text"
    assert norm.elide_asm_data(amdgcn) == "w:\n\t; 20 data directives elided\n\t.text"
    spirv = "%7 = OpTypeFloat 32\n" + "".join(
        f"%{i} = OpConstant %7 0.{i}\n" for i in range(10, 30)
    )
    spirv += "%99 = OpConstant %5 2\n"
    assert norm.elide_spirv_constants(spirv) == (
        "%7 = OpTypeFloat 32\n; 20 float OpConstant values elided (%10 .. %29)\n%99 = OpConstant %5 2\n"
    )


def test_prune_blockers_name_what_made_the_run_incomplete() -> None:
    from pytest_irlower.checks.goldenrun import RunRecord, prune_blockers

    def record(**outcomes: str) -> RunRecord:
        run = RunRecord(collected={f"t.py::{name}" for name in outcomes})
        for name, outcome in outcomes.items():
            if outcome != "never":
                run.report(f"t.py::{name}", "call", outcome, xfail=False)
        return run

    assert prune_blockers(record(a="passed", b="passed"), 0, selection=None) == []
    assert prune_blockers(record(a="passed", b="skipped"), 0, selection=None) == ["1 skipped"]
    assert prune_blockers(record(a="passed", b="failed"), 1, selection=None) == ["1 failed"]
    assert prune_blockers(record(a="passed", b="never"), 0, selection=None) == [
        "1 collected but never finished (crashed or interrupted)"
    ]
    assert prune_blockers(record(a="passed"), 2, selection=None) == ["exit status 2"]
    assert prune_blockers(record(a="passed"), 0, selection="-k/-m selection") == ["-k/-m selection"]
    deselected = record(a="passed")
    deselected.deselected = 3
    assert prune_blockers(deselected, 0, selection=None) == ["3 deselected"]
    assert prune_blockers(RunRecord(), 0, selection=None) == ["no collected tests were recorded"]


def test_ids_differing_only_in_case_get_names_distinct_on_case_insensitive_disks() -> None:
    from pytest_irlower.checks.goldenrun import case_collisions

    tests = [("t.py", "test_x[Case]"), ("t.py", "test_x[case]"), ("t.py", "test_x[Other]")]
    clash = case_collisions(tests)
    assert clash == {("t.py", "test_x[Case]"), ("t.py", "test_x[case]")}
    names = [safe_name(name, case_unique=(path, name) in clash) for path, name in tests]
    assert names[0].lower() != names[1].lower()
    assert names[0].startswith("test_x[Case]~") and names[1].startswith("test_x[case]~")
    assert names[2] == "test_x[Other]"  # no clash: the name the contract gives


def test_goldens_are_written_with_the_users_umask(tmp_path: Path) -> None:
    import os
    import stat

    from pytest_irlower.runtime.files import write_atomically

    old = os.umask(0o022)
    try:
        write_atomically(str(tmp_path / "a.mlir"), "module {}\n")
        os.umask(0o002)
        write_atomically(str(tmp_path / "b.mlir"), "module {}\n")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "a.mlir").stat().st_mode) == 0o644
    assert stat.S_IMODE((tmp_path / "b.mlir").stat().st_mode) == 0o664


@pytest.mark.parametrize("setting", ["../outside", "/tmp/elsewhere", "golden/../../x"])
def test_a_golden_folder_outside_the_rootdir_is_a_usage_error(tmp_path: Path, setting: str) -> None:
    from pytest_irlower.errors import UsageError
    from pytest_irlower.session.settings import golden_root

    with pytest.raises(UsageError, match="is outside the rootdir"):
        golden_root(tmp_path, setting)
    assert golden_root(tmp_path, "tests/golden") == tmp_path / "tests/golden"


def test_renames_pairs_the_names_of_lines_that_differ() -> None:
    from pytest_irlower.checks.goldentext import renames

    old = "func.func @f(%arg0: f32) {\n  %0 = arith.addf %arg0, %arg0 : f32\n  return\n}\n"
    new = old.replace("%0", "%sum").replace("%arg0", "%a")
    assert renames(old, new) == [("%arg0", "%a"), ("%0", "%sum")]
    assert renames(old, old) == []
