"""Pure parts: target and arch resolution (the one place that defaults them), check generation."""

from __future__ import annotations

import pytest

from pytest_irlower.checks.checkgen import generate_text
from pytest_irlower.errors import UsageError
from pytest_irlower.text.targets import check_arch, normalize_target, resolve


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ((None, None), (None, None)),
        (("nvptx", None), ("nvptx", "sm_90")),
        (("NVPTX64", "sm_80"), ("nvptx", "sm_80")),
        (("amdgcn", None), ("amdgpu", "gfx942")),
        (("hip", "gfx90a"), ("amdgpu", "gfx90a")),
        (("amdgpu", "gfx1100"), ("amdgpu", "gfx1100")),
        (("spirv64", None), ("spirv", None)),
        (("cuda", "sm_90a"), ("nvptx", "sm_90a")),
    ],
)
def test_targets_and_archs_resolve_with_their_defaults(
    given: tuple[str | None, str | None], expected: tuple[str | None, str | None]
) -> None:
    assert resolve(*given) == expected


@pytest.mark.parametrize(
    ("target", "arch", "message"),
    [
        ("spirv", "sm_90", "target 'spirv' takes no arch, got arch='sm_90'"),
        ("amdgpu", "sm_90", "arch 'sm_90' is not an arch of target 'amdgpu'; valid: gfx90a"),
        ("nvptx", "gfx942", "arch 'gfx942' is not an arch of target 'nvptx'; valid: sm_80"),
        ("nvptx", "sm_9999", "arch 'sm_9999' is not an arch of target 'nvptx'"),
        ("amdgpu", "gfx000", "arch 'gfx000' is not an arch of target 'amdgpu'"),
        ("amdgpu", "gfxfff", "arch 'gfxfff' is not an arch of target 'amdgpu'"),
        ("nvptx", 90, "arch must be a string such as"),
    ],
)
def test_an_arch_that_does_not_fit_its_target_is_a_usage_error(
    target: str, arch: object, message: str
) -> None:
    with pytest.raises(UsageError, match=message.replace("(", r"\(").replace(")", r"\)")):
        check_arch(target, arch)


def test_unknown_targets_and_an_arch_without_a_target() -> None:
    with pytest.raises(
        UsageError, match=r"unknown target 'x86'; valid targets: nvptx, amdgpu, spirv"
    ):
        normalize_target("x86")
    with pytest.raises(UsageError, match="arch='sm_80' needs a target"):
        resolve(None, "sm_80")


def test_generated_checks_capture_names_and_label_functions() -> None:
    ir = (
        "func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {\n"
        "  %0 = arith.addf %arg0, %arg0 : tensor<2xf32>\n"
        "  return %0 : tensor<2xf32>\n"
        "}\n"
    )
    lines = generate_text(ir, comment="//").splitlines()
    assert lines[0] == "// CHECK-LABEL: func.func @main("
    assert lines[1].startswith("// CHECK-SAME: [[ARG0:%[-a-zA-Z$._0-9#]+]]: tensor<2xf32>")
    assert (
        lines[2]
        == "// CHECK-NEXT: [[VAL_0:%[-a-zA-Z$._0-9#]+]] = arith.addf [[ARG0]], [[ARG0]] : tensor<2xf32>"
    )
    assert lines[3] == "// CHECK-NEXT: return [[VAL_0]] : tensor<2xf32>"


def test_generated_checks_escape_what_filecheck_would_read_as_patterns() -> None:
    text = generate_text("func.func @f() attributes {a = [[1]]} {\n}\n")
    assert "{{\\[\\[}}" in text and "[[1]]" not in text


def test_check_lines_diff_shows_what_the_checks_would_become() -> None:
    from pytest_irlower.checks.checkgen import check_lines_diff

    ir = "define void @g() {\n  ret void\n}\n"
    diff = check_lines_diff(
        "\n    # CHECK-LABEL: define void @g(\n    # CHECK: unreachable\n", ir, "CHECK"
    )
    assert "-CHECK: unreachable" in diff and "+CHECK-NEXT: ret void" in diff
    assert diff[1].startswith("+++ check lines for the IR now (--irlower-update-checks")
    assert (
        check_lines_diff(
            "// CHECK-LABEL: define void @g() {\n// CHECK-NEXT: ret void\n// CHECK-NEXT: }\n",
            ir,
            "CHECK",
        )
        == []
    )
