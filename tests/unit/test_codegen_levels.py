"""Pure parts: the GPU targets' opt and llc levels and opt's LLVM options, as checked."""

from __future__ import annotations

import pytest

from pytest_irlower.errors import UsageError
from pytest_irlower.text.targets import check_llc_level, check_opt_flags, check_opt_level


@pytest.mark.parametrize(
    ("given", "expected"),
    [("O0", "O0"), ("-O1", "O1"), (" O2 ", "O2"), ("O3", "O3"), ("Os", "Os"), ("-Oz", "Oz")],
)
def test_opt_levels_are_normalized(given: str, expected: str) -> None:
    assert check_opt_level(given) == expected


@pytest.mark.parametrize("bad", ["O4", "2", "o1", "", "Ofast", 1, None])
def test_a_bad_opt_level_names_the_valid_ones(bad: object) -> None:
    with pytest.raises(UsageError) as info:
        check_opt_level(bad)
    assert f"opt_level={bad!r} is not a level; valid: 'O0', 'O1', 'O2', 'O3', 'Os', 'Oz'" in str(
        info.value
    )
    assert "default O2" in str(info.value)


def test_llc_levels_stop_at_o3_and_the_message_names_the_setting() -> None:
    assert check_llc_level("-O0") == "O0"
    with pytest.raises(UsageError, match=r"irlower_gpu_llc_level='Os' is not a level; valid: "):
        check_llc_level("Os", "irlower_gpu_llc_level")


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("-rotation-max-header-size=0", ("-rotation-max-header-size=0",)),
        ("-a=1  -b", ("-a=1", "-b")),
        (["-a=1", "--b"], ("-a=1", "--b")),
        ((), ()),
        ("", ()),
    ],
)
def test_opt_flags_are_a_tuple_of_options(given: object, expected: tuple[str, ...]) -> None:
    assert check_opt_flags(given) == expected


@pytest.mark.parametrize("bad", [["x"], ["-"], ["-a b"], 3, [1]])
def test_opt_flags_must_be_options(bad: object) -> None:
    with pytest.raises(UsageError, match="is not a list of LLVM options"):
        check_opt_flags(bad)


@pytest.mark.parametrize("bad", ["-O3", "--O1", "-passes=default<O1>"])
def test_a_level_or_pass_pipeline_in_opt_flags_is_refused(bad: str) -> None:
    with pytest.raises(UsageError, match="the level is opt_level="):
        check_opt_flags([bad])


def test_the_cli_passes_the_levels_as_lower_keyword_arguments() -> None:
    from pytest_irlower.cli.lowering import _params
    from pytest_irlower.cli.main import build_parser

    args = build_parser().parse_args(
        [
            "lower",
            "tests/zoo.py:mlp",
            "--ir-type",
            "nvptx",
            "--opt-level",
            "O1",
            "--opt-flags=-rotation-max-header-size=0",
            "--llc-level",
            "O0",
        ]
    )
    assert _params(args) == {
        "opt_level": "O1",
        "opt_flags": "-rotation-max-header-size=0",
        "llc_level": "O0",
    }
    plain = build_parser().parse_args(["lower", "tests/zoo.py:mlp", "--ir-type", "nvptx"])
    assert _params(plain) == {}
