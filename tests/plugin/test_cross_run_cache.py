"""The cross-run cache from outside, on a plain-text family whose builds are counted: a rerun
reuses, and anything the result depends on (the subject, an option, a tool) recomputes.

The family's builder appends to ``builds.log`` each time it runs, so "recomputed" is seen
directly, not inferred from timings.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

FAMILY = """
import os
from pytest_irlower import Family, IRType, register_family


class Counted(Family):
    name = "counted"
    ir_types = (
        IRType("counted_upper", "text", ".txt", "text", "the text in upper case"),
        IRType("counted_twice", "text", ".txt", "text", "the upper case, twice", after="counted_upper"),
    )

    def fingerprint(self, request):
        return request.subject

    def _log(self, what):
        with open(os.environ["BUILDS_LOG"], "a") as log:
            log.write(what + "\\n")

    def build_counted_upper(self, work):
        self._log("upper " + work.request.subject)
        return work.request.subject.upper() + "\\n"

    def build_counted_twice(self, work):
        self._log("twice " + work.request.subject)
        return work.previous.text * 2


register_family(Counted)
"""

TESTS = """
import pytest

@pytest.mark.parametrize("word", ["alpha", "beta", "gamma"])
def test_word(lower, word):
    assert lower(word, ir_type="counted_twice") == (word.upper() + "\\n") * 2
    assert lower(word, ir_type="counted_upper") == word.upper() + "\\n"
"""


@pytest.fixture
def project(pytester: pytest.Pytester, tmp_path: Path) -> pytest.Pytester:
    pytester.makeconftest(FAMILY)
    pytester.makepyfile(test_words=TESTS)
    pytester.makeini("[pytest]\nirlower_cache_dir = cache\n")
    log = tmp_path / "builds.log"
    pytester._monkeypatch.setenv("BUILDS_LOG", str(log))  # type: ignore[attr-defined]
    return pytester


def builds(tmp_path: Path) -> list[str]:
    log = tmp_path / "builds.log"
    lines = log.read_text().splitlines() if log.exists() else []
    log.unlink(missing_ok=True)
    return lines


def test_a_rerun_reuses_every_lowering(project: pytest.Pytester, tmp_path: Path) -> None:
    first = project.runpytest_subprocess()
    first.assert_outcomes(passed=3)
    # (the family keeps no in-session cache: counted_upper is built twice per word)
    assert sorted(set(builds(tmp_path))) == [
        f"{s} {w}" for s in ("twice", "upper") for w in ("alpha", "beta", "gamma")
    ]
    first.stdout.fnmatch_lines(["irlower: cross-run cache: 0 lowerings reused, 6 lowered *"])
    second = project.runpytest_subprocess()
    second.assert_outcomes(passed=3)
    assert builds(tmp_path) == []
    second.stdout.fnmatch_lines(["irlower: cross-run cache: 6 lowerings reused, 0 lowered *"])
    assert len(list((project.path / "cache").rglob("*.entry"))) == 6


def test_no_cache_neither_reads_nor_writes(project: pytest.Pytester, tmp_path: Path) -> None:
    project.runpytest_subprocess().assert_outcomes(passed=3)
    builds(tmp_path)
    entries = sorted((project.path / "cache").rglob("*.entry"))
    project.runpytest_subprocess("--irlower-no-cache").assert_outcomes(passed=3)
    assert len(builds(tmp_path)) == 9
    assert sorted((project.path / "cache").rglob("*.entry")) == entries
    (project.path / "cache").rename(project.path / "elsewhere")
    project.runpytest_subprocess("--irlower-no-cache").assert_outcomes(passed=3)
    assert not (project.path / "cache").exists()


def test_the_ini_value_moves_the_cache(project: pytest.Pytester, tmp_path: Path) -> None:
    project.makeini("[pytest]\nirlower_cache_dir = .caches/irlower\n")
    project.runpytest_subprocess().assert_outcomes(passed=3)
    assert len(list((project.path / ".caches" / "irlower").rglob("*.entry"))) == 6
    assert not (project.path / "cache").exists()


def test_a_changed_subject_or_option_is_recomputed(
    project: pytest.Pytester, tmp_path: Path
) -> None:
    project.runpytest_subprocess().assert_outcomes(passed=3)
    builds(tmp_path)
    project.makepyfile(test_words=TESTS.replace('"gamma"', '"delta"'))
    project.runpytest_subprocess().assert_outcomes(passed=3)
    assert sorted(set(builds(tmp_path))) == ["twice delta", "upper delta"]
    # an option the result depends on
    project.runpytest_subprocess("--irlower-keep-weights").assert_outcomes(passed=3)
    assert len(builds(tmp_path)) == 9


def test_a_changed_tool_is_recomputed(project: pytest.Pytester, tmp_path: Path) -> None:
    tool = tmp_path / "my-opt"
    tool.write_text("#!/bin/sh\ncat\n")
    tool.chmod(0o755)
    args = [f"--irlower-tool=mlir-opt={tool}"]
    project.runpytest_subprocess(*args).assert_outcomes(passed=3)
    builds(tmp_path)
    project.runpytest_subprocess(*args).assert_outcomes(passed=3)
    assert builds(tmp_path) == []
    tool.write_text("#!/bin/sh\n# a new version\ncat\n")
    project.runpytest_subprocess(*args).assert_outcomes(passed=3)
    assert len(builds(tmp_path)) == 9


def test_a_pipeline_script_that_changed_is_recomputed(
    pytester: pytest.Pytester, tmp_path: Path
) -> None:
    pytester.makeconftest(FAMILY)
    script = tmp_path / "shout.py"
    script.write_text("import sys\nsys.stdout.write(sys.stdin.read() + '!')\n")
    pytester.makepyfile(
        test_pipe=f"""
def test_pipe(lower):
    ir = lower("abc", ir_type="counted_upper", pipeline=[{sys.executable!r} + " " + {str(script)!r}])
    assert ir.rstrip().endswith({{expected!r}})
"""
    )
    pytester._monkeypatch.setenv("BUILDS_LOG", str(tmp_path / "builds.log"))  # type: ignore[attr-defined]
    pytester.makeini("[pytest]\nirlower_cache_dir = cache\n")
    test_file = pytester.path / "test_pipe.py"
    source = test_file.read_text()
    test_file.write_text(source.replace("{expected!r}", repr("!")))
    pytester.runpytest_subprocess().assert_outcomes(passed=1)
    pytester.runpytest_subprocess().assert_outcomes(passed=1)
    script.write_text("import sys\nsys.stdout.write(sys.stdin.read() + '?')\n")
    test_file.write_text(source.replace("{expected!r}", repr("?")))
    pytester.runpytest_subprocess().assert_outcomes(passed=1)


def test_a_damaged_entry_is_a_miss_and_is_rewritten(
    project: pytest.Pytester, tmp_path: Path
) -> None:
    project.runpytest_subprocess().assert_outcomes(passed=3)
    builds(tmp_path)
    entry = sorted((project.path / "cache").rglob("*.entry"))[0]
    entry.write_text(entry.read_text()[:40])  # as a crash mid-write would, were writes not atomic
    project.runpytest_subprocess().assert_outcomes(passed=3)
    assert 1 <= len(builds(tmp_path)) <= 2  # that entry's lowering only
    project.runpytest_subprocess().assert_outcomes(passed=3)
    assert builds(tmp_path) == []


def test_two_sessions_at_once_and_xdist_share_it_safely(
    project: pytest.Pytester, tmp_path: Path
) -> None:
    env = {**os.environ, "PYTEST_ADDOPTS": "-p no:cacheprovider"}
    cmd = [sys.executable, "-m", "pytest", "-q", "-n", "2"]
    runs = [
        subprocess.Popen(
            cmd,
            cwd=project.path,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        for _ in range(2)
    ]
    for run in runs:
        out, _ = run.communicate(timeout=300)
        assert run.returncode == 0, out
    assert not list((project.path / "cache").rglob(".tmp-*")), "a temporary file was left"
    builds(tmp_path)
    project.runpytest_subprocess().assert_outcomes(passed=3)
    assert builds(tmp_path) == []


FAILING = """
import os, time
from pytest_irlower import Family, IRType, LoweringError, UnsupportedCombination, register_family


class Failing(Family):
    name = "failing"
    ir_types = (IRType("failing_text", "text", ".txt", "text", "fails as its subject says"),)

    def fingerprint(self, request):
        return request.subject

    def build_failing_text(self, work):
        subject = work.request.subject
        with open(os.environ["BUILDS_LOG"], "a") as log:
            log.write(subject + "\\n")
        if subject == "bad":
            raise LoweringError("failing_text", "no lowering for 'bad'", command="tool bad",
                                input_ir="the input")
        if subject == "combo":
            raise UnsupportedCombination("failing_text", "combo cannot", combination="combo -> x")
        if subject == "flaky":
            raise LoweringError("failing_text", "the tool was killed", transient=True)
        if subject == "slow":
            time.sleep(4)  # past irlower_timeout: a timeout is never kept
        if subject == "disk full":  # a builder's own wrapper keeps the OSError as its cause
            try:
                raise OSError(28, "No space left on device")
            except OSError as exc:
                raise LoweringError("failing_text", f"could not write: {exc}") from exc
        if subject == "rewrapped":  # a wrapper of a timeout keeps it as its context
            try:
                raise LoweringError("failing_text", "did not finish", transient=True)
            except LoweringError:
                raise LoweringError("failing_text", "the backend failed") from None
        return subject + "\\n"


class Uncached(Failing):
    name = "uncached"
    keeps_failures = False
    ir_types = (IRType("uncached_text", "text", ".txt", "text", "fails, never kept"),)

    def build_uncached_text(self, work):
        with open(os.environ["BUILDS_LOG"], "a") as log:
            log.write("uncached\\n")
        raise LoweringError("uncached_text", "a system compiler's error")


register_family(Failing)
register_family(Uncached)
"""

FAILING_TESTS = """
import pytest
from pytest_irlower import LoweringError, UnsupportedCombination

def test_bad(lower):
    with pytest.raises(LoweringError, match="no lowering for 'bad'") as info:
        lower("bad", ir_type="failing_text")
    assert info.value.command == "tool bad" and info.value.input_ir == "the input"
    assert info.value.stage == "failing_text" and info.value.ir_type == "failing_text"
    print("bad from cache:", info.value.from_cache)

def test_combo(lower):
    with pytest.raises(UnsupportedCombination) as info:
        lower("combo", ir_type="failing_text")
    assert info.value.combination == "combo -> x"

def test_flaky(lower):
    with pytest.raises(LoweringError, match="killed"):
        lower("flaky", ir_type="failing_text")

def test_slow(lower):
    with pytest.raises(LoweringError, match="did not finish within"):
        lower("slow", ir_type="failing_text")

@pytest.mark.parametrize("subject", ["disk full", "rewrapped"])
def test_wrapped(lower, subject):
    with pytest.raises(LoweringError):
        lower(subject, ir_type="failing_text")

def test_uncached(lower):
    with pytest.raises(LoweringError, match="system compiler"):
        lower("x", ir_type="uncached_text")
"""


def test_a_failure_is_kept_unless_time_or_the_machine_decided_it(
    pytester: pytest.Pytester, tmp_path: Path
) -> None:
    """A lowering that fails on its input fails the same way on the next run without being
    built again (its error type and fields kept); a timeout or a transient failure is
    built again every run."""
    pytester.makeconftest(FAILING)
    pytester.makepyfile(test_failing=FAILING_TESTS)
    pytester.makeini("[pytest]\nirlower_cache_dir = cache\nirlower_timeout = 0.5\n")
    pytester._monkeypatch.setenv("BUILDS_LOG", str(tmp_path / "builds.log"))  # type: ignore[attr-defined]
    every = ["bad", "combo", "disk full", "flaky", "rewrapped", "slow", "uncached"]
    first = pytester.runpytest_subprocess("-s")
    first.assert_outcomes(passed=7)
    assert sorted(builds(tmp_path)) == every
    first.stdout.fnmatch_lines(["*bad from cache: False"])
    first.stdout.fnmatch_lines(["irlower: cross-run cache: 0 lowerings reused, 7 lowered *"])
    second = pytester.runpytest_subprocess("-s")
    second.assert_outcomes(passed=7)
    assert sorted(builds(tmp_path)) == ["disk full", "flaky", "rewrapped", "slow", "uncached"]
    second.stdout.fnmatch_lines(["*bad from cache: True"])
    second.stdout.fnmatch_lines(["irlower: cross-run cache: 2 lowerings reused, 5 lowered *"])
    pytester.runpytest_subprocess("--irlower-no-cache").assert_outcomes(passed=7)
    assert sorted(builds(tmp_path)) == every
    # a kept failure says so, and how to lower again
    pytester.makepyfile(
        test_failing="def test_bad(lower):\n    lower('bad', ir_type='failing_text')\n"
    )
    kept = pytester.runpytest_subprocess()
    kept.assert_outcomes(failed=1)
    kept.stdout.fnmatch_lines(["*kept by the cross-run cache*--irlower-no-cache lowers again*"])


TOOL_FAMILY = """
import subprocess
from pytest_irlower import Environment, Family, IRType, register_family


class Toy(Family):
    name = "toy"
    # toycc's version decides what it writes: declared, so the cross-run key holds it
    environment = Environment(executables=("toycc",))
    ir_types = (IRType("toy_ir", "text", ".txt", "text", "the text through toycc"),)

    def fingerprint(self, request):
        return request.subject

    def build_toy_ir(self, work):
        tool = work.request.toolchain.require("toycc")
        done = subprocess.run([*tool.command], input=work.request.subject, text=True,
                              capture_output=True, check=True)
        return done.stdout


register_family(Toy)
"""

TOYCC = """#!/bin/sh
if [ "$1" = "--version" ]; then echo "toycc version VERSION"; exit 0; fi
echo "built by toycc VERSION"
cat
"""


def test_a_declared_tool_version_reaches_the_key_and_the_header(
    pytester: pytest.Pytester, tmp_path: Path
) -> None:
    """A family from outside declares its compiler (Family.environment): the header names
    it with its version, and a new version is never served the old version's IR."""
    pytester.makeconftest(TOOL_FAMILY)
    pytester.makepyfile(
        test_toy="""
        def test_toy(lower):
            assert "built by toycc" in lower("hello", ir_type="toy_ir")
        """
    )
    pytester.makeini("[pytest]\nirlower_cache_dir = cache\n")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    tool = bin_dir / "toycc"

    def install(version: str) -> None:
        tool.write_text(TOYCC.replace("VERSION", version))
        tool.chmod(0o755)

    install("1.0")
    pytester._monkeypatch.setenv("IRLOWER_TOYCC", str(tool))  # type: ignore[attr-defined]
    first = pytester.runpytest_subprocess("-v")  # -v: the header line of each tool
    first.assert_outcomes(passed=1)
    first.stdout.fnmatch_lines(["*tool toycc: *toycc (toycc version 1.0) from $IRLOWER_TOYCC*"])
    first.stdout.fnmatch_lines(["*cross-run cache: 0 lowerings reused, 1 lowered*"])
    pytester.runpytest_subprocess().stdout.fnmatch_lines(["*cache: 1 lowerings reused, 0*"])
    install("2.0")
    upgraded = pytester.runpytest_subprocess()
    upgraded.assert_outcomes(passed=1)
    upgraded.stdout.fnmatch_lines(["*cross-run cache: 0 lowerings reused, 1 lowered*"])


def test_the_size_limit_is_kept_after_a_run_that_wrote(
    project: pytest.Pytester, tmp_path: Path
) -> None:
    """A warm run only reads: it leaves the folder as it is (it does not list and stat every
    entry), over the limit or not. A run that writes an entry brings it under the limit."""

    def stored() -> list[Path]:
        return sorted((project.path / "cache").rglob("*.entry"))

    project.runpytest_subprocess().assert_outcomes(passed=3)
    assert len(stored()) == 6 and builds(tmp_path)
    limit = ["-o", "irlower_cache_max_size=1KB"]  # the six entries hold more
    project.runpytest_subprocess(*limit).assert_outcomes(passed=3)
    assert len(stored()) == 6 and not builds(tmp_path)  # all hits: nothing written or evicted
    stored()[0].unlink()
    third = project.runpytest_subprocess(*limit)
    third.assert_outcomes(passed=3)
    # one lowering again, one entry written (a counted_twice lowering builds counted_upper too)
    third.stdout.fnmatch_lines(["irlower: cross-run cache: 5 lowerings reused, 1 lowered *"])
    assert len({line.split()[1] for line in builds(tmp_path)}) == 1
    left = stored()
    assert len(left) < 6 and sum(p.stat().st_size for p in left) <= 1024
