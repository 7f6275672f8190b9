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


@pytest.mark.toolchain
def test_every_test_starts_from_the_seed(pytester: pytest.Pytester) -> None:
    """torch is seeded before each test (after the first, while no accelerator has started,
    only the CPU generator is seeded again: session/state.py, ``seed_torch``)."""
    pytester.makeini("[pytest]\nirlower_seed = 7\n")
    pytester.makepyfile(
        """
        import torch

        def drawn():
            return torch.randn(3, generator=torch.Generator().manual_seed(7))

        def test_first():
            assert torch.equal(torch.randn(3), drawn())
            torch.randn(100)

        def test_second():
            assert torch.equal(torch.randn(3), drawn())
            torch.manual_seed(123)

        def test_third():
            assert torch.equal(torch.randn(3), drawn())
        """
    )
    pytester.runpytest("-p", "no:cacheprovider", "-p", "no:randomly").assert_outcomes(passed=3)


@pytest.mark.parametrize("value", ["true", "no", "1", "OFF"])
def test_good_booleans(pytester: pytest.Pytester, value: str) -> None:
    pytester.makeini(f"[pytest]\nirlower_keep_weights = {value}\nirlower_xdist_groups = {value}\n")
    pytester.parseconfigure()


@pytest.mark.parametrize(
    ("kind", "body"),
    [
        ("ini", "[pytest]\nirlower_golden_compre = canonical\n"),
        ("toml", '[tool.pytest.ini_options]\nirlower_golden_compre = "canonical"\n'),
        ("setup.cfg", "[tool:pytest]\nirlower_golden_compre = canonical\n"),
    ],
)
def test_a_misspelled_key_is_a_usage_error_naming_the_closest(
    pytester: pytest.Pytester, kind: str, body: str
) -> None:
    """``irlower_golden_compre`` (a typo) would leave the comparison exact, under only
    pytest's generic warning: it fails at configure instead, naming the key it meant."""
    if kind == "toml":
        pytester.makepyprojecttoml(body)
    elif kind == "setup.cfg":
        pytester.makefile(".cfg", setup=body)
    else:
        pytester.makeini(body)
    pytester.makepyfile("def test_one():\n    pass\n")
    result = pytester.runpytest("-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(
        ["*unknown ini key 'irlower_golden_compre'*did you mean irlower_golden_compare?*"]
    )
    result.stdout.no_fnmatch_line("*1 passed*")


def test_a_misspelled_override_names_the_closest(pytester: pytest.Pytester) -> None:
    pytester.makeini("[pytest]\n")
    with pytest.raises(pytest.UsageError, match=r"did you mean irlower_timeout\?"):
        pytester.parseconfigure("-o", "irlower_timout=5")


def test_a_key_far_from_every_valid_one_lists_them(pytester: pytest.Pytester) -> None:
    pytester.makeini("[pytest]\nirlower_zzz = 1\n")
    with pytest.raises(pytest.UsageError) as info:
        pytester.parseconfigure()
    message = str(info.value)
    assert "did you mean" not in message
    assert all(name in message for name, *_ in INI), message


def test_keys_another_plugin_registers_and_other_keys_pass(pytester: pytest.Pytester) -> None:
    """An ``irlower_*`` key a conftest (a family's plugin) adds is valid; keys of pytest
    and of other plugins are none of our business."""
    pytester.makeconftest(
        "def pytest_addoption(parser):\n    parser.addini('irlower_family_knob', 'a knob')\n"
    )
    pytester.makeini("[pytest]\nirlower_family_knob = 1\nxfail_strict = true\n")
    pytester.makepyfile("def test_one():\n    pass\n")
    result = pytester.runpytest("-p", "no:cacheprovider")
    assert result.ret == 0, result.stdout.str() + result.stderr.str()
