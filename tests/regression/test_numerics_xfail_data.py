"""test_numerics_xfail.py's XFAIL list as data: the same cases as a conformance suite, the
expected failures in conformance/numerics_xfail.json (phase and reason per case)."""

from __future__ import annotations

from test_numerics_xfail import CASES, Op

from pytest_irlower.conformance import case_suite

test_e2e = case_suite(
    {name: (Op(fn), (x,)) for name, (fn, x) in CASES.items()},
    "llvm_mlir",
    expectations="conformance/numerics_xfail.json",
)
