"""The conformance suite of llvm_mlir, as a backend team would keep theirs: a representative
sample of OpInfo ops (the whole database runs in the `conformance` tox job:
``irlower conformance --ir-type llvm_mlir --expectations tests/regression/conformance/expectations.json``)
and the real models as the larger-model tier, judged against one expectations file."""

from __future__ import annotations

from pytest_irlower.conformance import OpInfoOps, model_suite, opinfo_suite
from zoo import REAL

EXPECTATIONS = "conformance/expectations.json"

#: elementwise (unary, binary, with scalars and kwargs), reductions with several outputs,
#: tensor lists, matmul and convolution, normalization, indexing, random ops and ops whose
#: output is undefined (compared by dtype and shape)
SAMPLE = "|".join(
    [
        r"abs|exp|log|sqrt|rsqrt|sigmoid|tanh|sin|erf|neg|floor|round",
        r"add|sub|mul|div\.no_rounding_mode|pow|maximum|minimum|where|clamp|lerp|addcmul",
        r"sum|mean|amax|argmax|max\.reduction_with_dim|var|cumsum|logsumexp|topk|sort",
        r"cat|stack|split|chunk|reshape|permute|transpose|expand|flip|roll|gather|index_select",
        r"mm|bmm|addmm|matmul|nn\.functional\.conv2d|nn\.functional\.linear",
        r"softmax|nn\.functional\.layer_norm|nn\.functional\.gelu|nn\.functional\.relu",
        r"nn\.functional\.embedding|nn\.functional\.max_pool2d|nn\.functional\.avg_pool2d",
        r"nn\.functional\.dropout|bernoulli|uniform|empty_like|masked_fill|tril|triu|arange",
    ]
)

test_ops = opinfo_suite("llvm_mlir", ops=SAMPLE, expectations=EXPECTATIONS)

test_models = model_suite(REAL, "llvm_mlir", expectations=EXPECTATIONS)


def test_random_ops_are_compared_by_shape_and_other_outputs_are_declared_untestable() -> None:
    """OpInfo reseeds its random ops itself (wrapper_set_seed): bernoulli on a 3-element
    sample still counts as random, compared by distribution; sparse and non-tensor outputs
    are untestable, with a reason; a plain op compares values, its tensors (input and
    tensor arguments) as inputs."""
    from pytest_irlower.conformance.cases import DISTRIBUTION, VALUES

    source = OpInfoOps(ops="bernoulli|to_sparse|item|add")
    names = {case.name for case in source.ids()}
    assert {"bernoulli-float32-s0", "to_sparse-float32-s0", "add-float32-s0"} <= names
    bernoulli = source.build("bernoulli-float32-s0")
    assert (bernoulli.compare, bernoulli.untestable) == (DISTRIBUTION, "")
    assert bernoulli.note.startswith("random")
    assert "layout torch.sparse_coo" in source.build("to_sparse-float32-s0").untestable
    assert "non-tensor output(s) (float)" in source.build("item-float32-s0").untestable
    add = source.build("add-float32-s0")
    assert (add.compare, add.untestable, len(add.inputs)) == (VALUES, "", 2)


def test_every_sample_of_an_op_is_an_item_with_a_stable_id() -> None:
    """samples="all": as many items as the op has samples for the dtype; the first ones are
    the items samples=N names, with the same values."""
    every = OpInfoOps(ops="add", dtypes="float32,int64", samples="all")
    names = [case.name for case in every.ids()]
    floats = [n for n in names if "-float32-" in n]
    assert len(floats) > 1 and floats == [f"add-float32-s{i}" for i in range(len(floats))]
    assert any("-int64-" in n for n in names)
    first = OpInfoOps(ops="add", samples=2)
    assert [c.name for c in first.ids()] == floats[:2]
    assert first.build("add-float32-s1").inputs[0].equal(every.build("add-float32-s1").inputs[0])
