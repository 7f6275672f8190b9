"""A cheap project for the review tests: an echo family whose IR is the subject text, with a
plain-text first stage and an LLVM IR second stage (no torch, no child process)."""

from __future__ import annotations

import pytest

CONFTEST = '''
import pytest_irlower
from pytest_irlower import Family, IRType


class Echo(Family):
    """The subject text, first as plain text, then read as LLVM IR."""

    name = "echo"
    subject_name = "text"
    ir_types = (
        IRType("echo_src", "text", ".txt", "text", "the source"),
        IRType("echo_ll", "text", ".ll", "llvm", "the source as LLVM IR", after="echo_src"),
    )

    def check_subject(self, request):
        pass

    def build_echo_src(self, work):
        return work.request.subject

    def build_echo_ll(self, work):
        return work.previous.text


pytest_irlower.register_family(Echo)
'''

ADD = "define i32 @f(i32 %0) {\n  %2 = add i32 %0, %0\n  ret i32 %2\n}\n"
ADD_RENAMED = "define i32 @f(i32 %x) {\n  %sum = add i32 %x, %x\n  ret i32 %sum\n}\n"
SUB = ADD.replace("add i32", "sub i32")
KEEP = "define void @g() {\n  ret void\n}\n"

TESTS = """
IR = {ir!r}

def test_a(lower, golden):
    assert lower(IR["a"], ir_type="echo_ll") == golden

def test_b(lower, golden):
    assert lower(IR["b"], ir_type="echo_ll") == golden

def test_c(lower, golden):
    assert lower(IR["c"], ir_type="echo_ll") == golden

def test_d_not_run(lower, golden):
    assert lower(IR["c"], ir_type="echo_ll") == golden

def test_fc(lower, filecheck):
    filecheck(lower(IR["c"], ir_type="echo_ll"), "CHECK: define void @g\\nCHECK-NEXT: unreachable")
"""


def make(pytester: pytest.Pytester, *, a: str = ADD, b: str = ADD) -> None:
    """The project: test_a lowers ``a``, test_b lowers ``b``, test_c and test_d_not_run KEEP."""
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(test_r=TESTS.format(ir={"a": a, "b": b, "c": KEEP}))


def no_ci() -> pytest.MonkeyPatch:
    """Goldens are never written with CI set: unset it for the subprocess."""
    patch = pytest.MonkeyPatch()
    patch.delenv("CI", raising=False)
    return patch
