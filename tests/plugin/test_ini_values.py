"""Every ini value of the plugin is checked when pytest configures (issue 24, part 6).

A bad value is a usage error naming the ini key, the value and the valid forms, before
any test runs; never a raw ``ValueError`` at setup (``irlower_seed = abc`` was one).
"""

from __future__ import annotations

import re

import pytest

from pytest_irlower.session.options import INI

#: ini key -> (a bad value, what the message must say of the valid forms)
BAD: dict[str, tuple[str, str]] = {
    "irlower_default_ir_type": ("torch_mlr", "torch_mlir"),
    "irlower_tools": ("mlir-opt", "NAME=PATH"),
    "irlower_keep_weights": ("maybe", "true or false"),
    "irlower_cache_verify": ("maybe", "true or false"),
    "irlower_seed": ("abc", "an integer"),
    "irlower_golden_dir": ("../elsewhere", "relative to the rootdir"),
    "irlower_golden_compare": ("fuzzy", "'exact'"),
    "irlower_timeout": ("soon", "a number of seconds"),
    "irlower_xdist_groups": ("sometimes", "true or false"),
    "irlower_gpu_opt_level": ("O7", "'O2'"),
    "irlower_gpu_opt_flags": ("rotation", "starting with '-'"),
    "irlower_gpu_llc_level": ("Os", "'O3'"),
    "irlower_cache_dir": ("a_file", "a folder"),
    "irlower_cache_remote": ("http://cache", "redis://HOST:PORT/DB"),
    "irlower_cache_remote_readonly": ("maybe", "true or false"),
    "irlower_cache_remote_timeout": ("soon", "a number of seconds"),
    "irlower_cache_max_size": ("huge", "500MB"),
    "irlower_shard_durations": ("a_folder", "a JSON file"),
    "irlower_worker_threads": ("many", "auto"),
}


def test_every_ini_value_has_a_case() -> None:
    assert sorted(BAD) == sorted(name for name, *_ in INI)


@pytest.mark.parametrize("key", sorted(BAD))
def test_bad_ini_value_is_a_usage_error_at_configure(pytester: pytest.Pytester, key: str) -> None:
    value, valid = BAD[key]
    (pytester.path / "a_file").write_text("not a folder")
    (pytester.path / "a_folder").mkdir()
    pytester.makeini(f"[pytest]\n{key} = {value}\n")
    with pytest.raises(pytest.UsageError) as info:
        pytester.parseconfigure()
    message = str(info.value)
    assert key in message, message
    assert repr(value) in message, message
    assert valid in message, message


def test_seed_error_before_any_test(pytester: pytest.Pytester) -> None:
    pytester.makeini("[pytest]\nirlower_seed = abc\n")
    pytester.makepyfile("def test_one():\n    pass\n")
    result = pytester.runpytest("-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["ERROR: ini irlower_seed = 'abc': *an integer*"])
    assert not re.search("Traceback|ValueError", result.stdout.str() + result.stderr.str())


@pytest.mark.parametrize("value", ["", "0", "-3", "12345678901234567890"])
def test_good_seeds(pytester: pytest.Pytester, value: str) -> None:
    pytester.makeini(f"[pytest]\nirlower_seed = {value}\n")
    pytester.parseconfigure()


@pytest.mark.parametrize("value", ["true", "no", "1", "OFF"])
def test_good_booleans(pytester: pytest.Pytester, value: str) -> None:
    pytester.makeini(f"[pytest]\nirlower_keep_weights = {value}\nirlower_xdist_groups = {value}\n")
    pytester.parseconfigure()
