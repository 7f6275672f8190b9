"""Pass names from MLIR's IR printer headers, as each MLIR version writes them."""

from __future__ import annotations

import pytest

from pytest_irlower.runtime.passes import pass_name, split_mlir_dump


@pytest.mark.parametrize(
    ("header", "name"),
    [
        ("ConvertLinalgToLoopsPass: convert-linalg-to-loops", "convert-linalg-to-loops"),
        ("CSEPass: cse{ }", "cse"),
        ("canonicalize", "canonicalize"),
        # older MLIR (Triton 3.6's): the class name, then the argument in parentheses
        ("TritonGPUCoalesce (tritongpu-coalesce)", "tritongpu-coalesce"),
        ("Canonicalizer (canonicalize)", "canonicalize"),
        # a pass printed without an argument keeps its class name
        ("TritonGPUPlanCTAPass", "TritonGPUPlanCTAPass"),
    ],
)
def test_pass_names_are_what_a_user_types(header: str, name: str) -> None:
    assert pass_name(header) == name


def test_both_header_forms_split_into_the_same_passes() -> None:
    newer = (
        "// -----// IR Dump Before TritonGPUCoalescePass: tritongpu-coalesce "
        "('builtin.module' operation) //----- //\nmodule {\n}\n"
    )
    older = (
        "// -----// IR Dump Before TritonGPUCoalesce (tritongpu-coalesce) "
        "('builtin.module' operation) //----- //\nmodule {\n}\n"
    )
    assert split_mlir_dump(newer) == split_mlir_dump(older)
    assert split_mlir_dump(older)[0].name == "tritongpu-coalesce"
