"""AOTAutograd's training graphs, and graph="forward"/"backward" through torch-mlir, against golden/.

The printed forward and backward graphs are Python: run as written, they give eager
autograd's loss and gradients.
"""

from __future__ import annotations

import inspect
import re
from typing import Any

import pytest
import torch

from pytest_irlower import LoweringError, UsageError
from zoo import ZOO

#: three zoo models and a BERT-shaped one (tests/hf_like.py) as the real model
MODELS = ["mlp", "cnn", "attention", "bert"]
TRAINING_IR_TYPES = ["aot_joint_graph", "aot_forward_graph", "aot_backward_graph"]


def mse(out: Any) -> torch.Tensor:
    """The mean square of every output: a scalar loss that reaches every parameter."""
    outs = out if isinstance(out, tuple) else (out,)
    loss = outs[0].pow(2).mean()
    for extra in outs[1:]:
        loss = loss + extra.pow(2).mean()
    return loss


@pytest.fixture(scope="module")
def models() -> dict[str, tuple[Any, tuple[Any, ...]]]:
    """The models of this module, built once (every IR type then shares one trace)."""
    return {name: ZOO[name]() for name in MODELS}


@pytest.mark.parametrize("ir_type", TRAINING_IR_TYPES)
@pytest.mark.parametrize("model", MODELS)
def test_training_graph(model: str, ir_type: str, lower: Any, golden: Any, models: Any) -> None:
    module, inputs = models[model]
    ir = lower(module, inputs, ir_type=ir_type, loss_fn=mse)
    # one trace: the joint graph, then the half that was asked for
    expected = ["aot_joint_graph"] if ir_type == "aot_joint_graph" else ["aot_joint_graph", ir_type]
    assert list(ir.stages) == expected
    assert ir == golden


def _program(text: str) -> Any:
    """A printed forward or backward graph, run as the Python it is."""
    namespace: dict[str, Any] = {"torch": torch}
    exec(compile(text, "<graph>", "exec"), namespace)
    return namespace["GraphModule"]().forward


def _primals(text: str, module: Any, inputs: tuple[Any, ...]) -> list[Any]:
    """The values of primals_1, primals_2... from the graph's header comments."""
    values = []
    for what in re.findall(r"(?m)^# primals_\d+: (.*)$", text):
        kind, _, name = what.partition(" ")
        if kind == "parameter":
            values.append(module.get_parameter(name.split(" ")[0]))
        elif kind == "buffer":
            values.append(module.get_buffer(name))
        else:
            assert what.startswith("example input "), what
            values.append(inputs[int(what.split()[2])])
    return values


@pytest.mark.parametrize("model", ["mlp", "cnn", "attention"])
def test_backward_graph_computes_eager_gradients(model: str, lower: Any, models: Any) -> None:
    module, inputs = models[model]
    forward_ir = lower(module, inputs, ir_type="aot_forward_graph", loss_fn=mse)
    backward_ir = lower(module, inputs, ir_type="aot_backward_graph", loss_fn=mse)
    forward, backward = _program(forward_ir), _program(backward_ir)
    primals = _primals(forward_ir, module, inputs)
    params = list(module.parameters())
    assert primals[: len(params)] == params

    with torch.no_grad():
        outputs = forward(*primals)
        saved = len(inspect.signature(backward).parameters) - 1  # and tangents_1
        loss, saved_values = outputs[-saved - 1], outputs[-saved:]
        gradients = backward(*saved_values, torch.ones(()))
    expected_loss = mse(module(*inputs))
    expected = torch.autograd.grad(expected_loss, params)

    torch.testing.assert_close(loss, expected_loss.detach())
    # one gradient per primal: the parameters', then None for the buffers and the input
    assert len(gradients) == len(primals)
    assert all(g is None for g in gradients[len(params) :])
    for got, want in zip(gradients[: len(params)], expected, strict=True):
        torch.testing.assert_close(got, want)
    names = [f"parameter {name}" for name, _ in module.named_parameters()]
    assert forward_ir.details["training"]["gradients"] == names


@pytest.mark.parametrize(
    ("model", "graph", "ir_type"),
    [
        *[
            ("mlp", graph, ir_type)
            for graph in ("forward", "backward")
            for ir_type in ("torch_mlir", "linalg_on_tensors_mlir", "llvm_ir")
        ],
        ("cnn", "backward", "linalg_on_tensors_mlir"),
    ],
)
def test_graph_feeds_torch_mlir(
    model: str, graph: str, ir_type: str, lower: Any, golden: Any, models: Any
) -> None:
    module, inputs = models[model]
    ir = lower(module, inputs, ir_type=ir_type, graph=graph, loss_fn=mse)
    assert list(ir.stages)[:3] == ["aot_joint_graph", f"aot_{graph}_graph", "torch_mlir"]
    torch_mlir = ir.stages["torch_mlir"]
    results = re.search(r"func\.func @main\(.*\) -> \((.*)\) \{", torch_mlir)
    assert results is not None, torch_mlir[:2000]
    returned = results.group(1).count("!torch.vtensor")
    if graph == "backward":  # the gradients; None ones (the input's) are not returned
        assert returned == len(ir.details["training"]["gradients"])
        assert returned == len(list(module.parameters()))
    else:  # the loss, then what the backward graph needs
        forward = ir.stages["aot_forward_graph"]
        assert returned == forward.split("return (", 1)[1].count(",") + 1
    assert ir == golden


@pytest.mark.target("nvptx")
def test_backward_graph_to_gpu_code(lower: Any, models: Any) -> None:
    module, inputs = models["mlp"]
    ptx = lower(module, inputs, graph="backward", loss_fn=mse)
    assert list(ptx.stages)[:2] == ["aot_joint_graph", "aot_backward_graph"]
    assert list(ptx.stages)[-3:] == ["llvm_ir", "opt -O2", "nvptx"]
    assert re.search(r"(?m)^\.visible \.func .*\bmain\($", ptx), ptx[:2000]


def test_loss_with_labels(lower: Any, golden: Any, models: Any) -> None:
    """Labels a loss_fn closes over are constants of the graphs, down to torch-mlir."""
    module, inputs = models["mlp"]
    labels = torch.tensor([3, 5])

    def cross_entropy(out: torch.Tensor) -> torch.Tensor:
        return torch.nn.functional.cross_entropy(out, labels)

    backward = lower(module, inputs, ir_type="aot_backward_graph", loss_fn=cross_entropy)
    assert "torch.ops.aten.nll_loss_backward.default(tangents_1" in backward
    assert "= self._tensor_constant0" in backward
    ir = lower(module, inputs, ir_type="torch_mlir", graph="backward", loss_fn=cross_entropy)
    assert (
        "torch.vtensor.literal(dense_resource<torch_tensor_2_torch.int64> : tensor<2xsi64>)" in ir
    )
    assert ir == golden


def test_graph_in_the_cache_key(lower: Any, models: Any) -> None:
    """One trace serves both halves; a new loss function is traced anew."""
    module, inputs = models["mlp"]
    forward = lower(module, inputs, ir_type="torch_mlir", graph="forward", loss_fn=mse)
    backward = lower(module, inputs, ir_type="torch_mlir", graph="backward", loss_fn=mse)
    inference = lower(module, inputs, ir_type="torch_mlir")
    assert len({forward, backward, inference}) == 3
    assert list(inference.stages) == ["fx_graph", "torch_mlir"]
    assert "aot_joint_graph" in backward.reused
    other = lower(module, inputs, ir_type="aot_joint_graph", loss_fn=lambda out: out.sum())
    assert not other.reused
    assert "torch.ops.aten.sum.default" in other and "torch.ops.aten.pow" not in other


def test_user_model_and_inputs_are_left_alone(lower: Any) -> None:
    """A training-mode model: its buffers keep their values and nothing gets a .grad."""
    module, (x,) = ZOO["cnn"]()
    module.train()
    x.requires_grad_(True)
    running_mean = module.bn.running_mean.clone()
    ir = lower(module, (x,), ir_type="aot_forward_graph", loss_fn=mse)
    assert "_native_batch_norm_legit_functional" in ir
    assert "3 updated buffer(s) and the loss" in ir
    assert torch.equal(module.bn.running_mean, running_mean)
    assert x.grad is None and all(p.grad is None for p in module.parameters())
    # an input created with requires_grad=True gets its gradient too
    assert ir.details["training"]["gradients"][-1] == "example input 0 (requires_grad=True)"


def test_bad_graph_value_lists_the_valid_ones(lower: Any, models: Any) -> None:
    module, inputs = models["mlp"]
    with pytest.raises(
        UsageError, match=r"graph='train' is not a graph .*'inference'.*'forward'.*'backward'"
    ):
        lower(module, inputs, ir_type="torch_mlir", graph="train", loss_fn=mse)


def test_missing_loss_fn_says_to_pass_one(lower: Any, models: Any) -> None:
    module, inputs = models["mlp"]
    with pytest.raises(
        UsageError, match=r"MLP returns a float32 tensor of shape \[2, 8\]: pass loss_fn=.*e\.g\. "
    ):
        lower(module, inputs, ir_type="aot_joint_graph")
    with pytest.raises(UsageError, match=r"MLP returns .*: pass loss_fn="):
        lower(module, inputs, ir_type="llvm_ir", graph="backward")
    with pytest.raises(
        UsageError, match=r"loss_fn returned a float32 tensor of shape \[2, 8\], not a scalar"
    ):
        lower(module, inputs, ir_type="aot_joint_graph", loss_fn=lambda out: out * 2)


class ScalarLoss(torch.nn.Module):
    """A model whose own output is the loss."""

    def __init__(self) -> None:
        super().__init__()
        self.fc = torch.nn.Linear(4, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc(x).pow(2).mean()


def test_a_scalar_output_needs_no_loss_fn(lower: Any) -> None:
    ir = lower(ScalarLoss(), (torch.randn(3, 4),), ir_type="aot_backward_graph")
    assert ir.details["training"]["gradients"] == ["parameter fc.weight", "parameter fc.bias"]


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        (
            {"ir_type": "fx_graph", "graph": "backward"},
            r"graph='backward' chooses the graph that feeds torch_mlir, .*; ir_type 'fx_graph' is "
            r"not built from it \(the graph itself: ir_type='aot_backward_graph'\)",
        ),
        (
            {"ir_type": "aot_joint_graph", "graph": "forward", "loss_fn": mse},
            r"ir_type 'aot_joint_graph' is one of the training graphs itself",
        ),
        (
            {"ir_type": "torch_mlir", "loss_fn": mse},
            r"loss_fn= is used by the training graphs .* add graph='forward' or graph='backward'",
        ),
        ({"ir_type": "aot_joint_graph", "loss_fn": "mse"}, r"loss_fn= must be a callable"),
        (
            {
                "ir_type": "linalg_on_tensors_mlir",
                "graph": "backward",
                "loss_fn": mse,
                "dynamic_shapes": ({0: torch.export.Dim("batch")},),
            },
            r"graph='backward' cannot take dynamic_shapes",
        ),
    ],
    ids=["graph-on-fx_graph", "graph-on-aot", "loss_fn-without-graph", "loss_fn-str", "dynamic"],
)
def test_combinations_that_mean_nothing(kwargs: Any, message: str, lower: Any, models: Any) -> None:
    module, inputs = models["mlp"]
    with pytest.raises(UsageError, match=message):
        lower(module, inputs, **kwargs)


def test_nothing_to_differentiate(lower: Any) -> None:
    frozen = torch.nn.Linear(3, 3).requires_grad_(False)
    with pytest.raises(
        UsageError, match="nothing to differentiate: no parameter of Linear requires grad"
    ):
        lower(frozen, (torch.randn(2, 3),), ir_type="aot_joint_graph", loss_fn=mse)


@pytest.mark.parametrize(
    ("model", "ir_type", "why"),
    [
        (
            "cnn",
            "tosa_mlir",
            "failed to legalize operation 'torch.aten.max_pool2d_with_indices_backward'",
        ),
        (
            "transformer",
            "torch_mlir",
            "failed to legalize operation 'torch.operator' "
            "(torch.aten._scaled_dot_product_flash_attention_for_cpu_backward: an op torch-mlir "
            "has no definition or lowering for)",
        ),
    ],
    ids=["cnn-tosa_mlir", "transformer-torch_mlir"],
)
def test_backward_to_a_backend_that_cannot_take_it(
    model: str, ir_type: str, why: str, lower: Any
) -> None:
    module, inputs = ZOO[model]()
    with pytest.raises(LoweringError) as info:
        lower(module, inputs, ir_type=ir_type, graph="backward", loss_fn=mse)
    assert info.value.stage == ir_type
    name = type(module).__name__
    assert str(info.value).startswith(
        f"lowering failed at stage {ir_type!r}:\n  graph='backward': the backward graph of {name} "
        f"(AOTAutograd) cannot be lowered to {ir_type} here: {why}\n"
    )
