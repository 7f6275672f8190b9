"""The parameters of the families that lower PyTorch models, declared once
(:mod:`pytest_irlower.api.params`): ``dynamic_shapes=``, ``loss_fn=``, ``graph=``,
``frontend=``, ``strict=`` and ``backend_legal_ops=``, with which IR types use each and
their ``irlower`` flags. :class:`~pytest_irlower.families.model.ModelFamily` declares
``Params = ModelParams``; the LLVM family adds its code generation settings.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pytest_irlower.api.params import CliContext, ParamFlag, param_field
from pytest_irlower.engines import import_options
from pytest_irlower.errors import UsageError

#: what ``graph=`` can choose: the graph that feeds the torch-mlir IR types and after
GRAPHS = ("inference", "forward", "backward")
#: ``frontend=`` values: the importer in front of the torch-mlir IR types
FRONTENDS = ("fx", "onnx", "torchscript", "lazy")
#: the IR types of the model families that trace static shapes only
STATIC_ONLY = ("torch_script_graph_ir", "prims_ir")
#: the IR types whose graph a tensor's value can steer: torch.jit.trace runs the model's
#: Python on the example inputs' values (a branch on one is baked in); prims_ir's make_fx
#: refuses to read a value, torch.export traces symbolically
VALUE_TRACED = ("torch_script_graph_ir",)


def parse_dynamic_shapes(specs: list[str], count: int) -> tuple[Any, ...]:
    """``--dynamic-shapes`` values (``DIM:NAME`` for input 0, ``INPUT.DIM:NAME``, optional
    ``:MIN:MAX``) as torch.export's ``dynamic_shapes``: one dict per input (None: static);
    a name used twice is one symbol."""
    from torch.export import Dim

    dims: dict[str, Any] = {}
    shapes: list[dict[int, Any] | None] = [None] * count
    for spec in specs:
        parts = spec.split(":")
        where = parts[0].split(".")
        try:
            if len(parts) not in (2, 4) or len(where) > 2 or not parts[1].isidentifier():
                raise ValueError
            index, axis = (0, int(where[0])) if len(where) == 1 else map(int, where)
            bounds = {"min": int(parts[2]), "max": int(parts[3])} if len(parts) == 4 else {}
        except ValueError:
            raise UsageError(
                f"--dynamic-shapes {spec!r}: expected DIM:NAME (a dim of input 0), "
                "INPUT.DIM:NAME, or either with :MIN:MAX, e.g. '0:batch', '1.0:batch', "
                "'1:seq:2:512'"
            ) from None
        if not 0 <= index < count:
            raise UsageError(
                f"--dynamic-shapes {spec!r}: input {index} does not exist (there are {count})"
            )
        name = parts[1]
        if name not in dims:
            dims[name] = Dim(name, **bounds)
        entry = shapes[index] if shapes[index] is not None else {}
        assert entry is not None
        entry[axis] = dims[name]
        shapes[index] = entry
    return tuple(shapes)


def _loaded(name: str, context: CliContext) -> Any:
    """``--loss-fn NAME``: the function ``NAME`` of FILE."""
    if context.load is None:
        raise UsageError(f"--loss-fn {name!r} names a function of FILE, and there is no FILE")
    return context.load(name)


def _exported(family: Any, ir_type: Any) -> bool:
    """The IR types exported by torch.export (not the training graphs, TorchScript, prims)."""
    return not getattr(family, "training", False) and ir_type.name not in STATIC_ONLY


def _graph_fed(family: Any, ir_type: Any) -> bool:
    return bool(getattr(family, "takes_graph", False))


def _loss_used(family: Any, ir_type: Any) -> bool:
    return bool(getattr(family, "takes_graph", False) or getattr(family, "training", False))


def dynamic_shapes_field() -> Any:
    """``dynamic_shapes=``, as every family that exports a model declares it."""
    return param_field(
        None,
        help="torch.export's dynamic_shapes, through every level that takes them; on the "
        "command line DIM:NAME makes a dim of input 0 dynamic, INPUT.DIM:NAME one of another, "
        ":MIN:MAX bounds it, repeat for more dims; one NAME is one symbol (e.g. '0:batch', "
        "'1.0:batch', '1:seq:2:512')",
        cli=ParamFlag(metavar="DIM:NAME", repeat=True, late=True),
        parse=lambda specs, context: parse_dynamic_shapes(specs, len(context.inputs)),
        applies=_exported,
    )


@dataclass(frozen=True)
class ModelParams:
    """The keyword arguments of ``lower()`` for a PyTorch model."""

    dynamic_shapes: Any = dynamic_shapes_field()
    loss_fn: Callable[..., Any] | None = param_field(
        None,
        help="turns the model's output into the scalar loss of the training graphs; on the "
        "command line a function in FILE (default: FILE's 'loss_fn', if any)",
        cli=ParamFlag(metavar="NAME", late=True),
        parse=_loaded,
        applies=_loss_used,
    )
    graph: str = param_field(
        "inference",
        help="the graph that feeds the torch-mlir IR types and after: inference (default), "
        "or AOTAutograd's forward or backward training graph",
        cli=ParamFlag(choices=GRAPHS),
        applies=_graph_fed,
    )
    # None: the subject decides (fx, torchscript for a ScriptModule, ScriptFunction or Path)
    frontend: str | None = param_field(
        None,
        help="importer in front of the torch-mlir IR types: fx (torch-mlir's FX importer, "
        "the default), onnx (torch.onnx.export, then torch-mlir's ONNX importer), "
        "torchscript (the TorchScript object graph; the default for a ScriptModule, "
        "ScriptFunction or pathlib.Path) or lazy (the graph Lazy Tensor Core traced)",
        cli=ParamFlag(choices=FRONTENDS),
        applies=_graph_fed,
    )
    strict: bool = param_field(
        False,
        help="export with torch.export.export(strict=True) (TorchDynamo), as torch-mlir's e2e "
        "suite does; takes models that turn a tensor into a Python value (int(t), t.item())",
        cli=ParamFlag(),
        check=import_options.strict_of,
        applies=_exported,
    )
    backend_legal_ops: tuple[str, ...] = param_field(
        (),
        help="ops torch-mlir's Torch backend pipeline keeps instead of decomposing, e.g. "
        "aten.adaptive_max_pool2d (torch-mlir's Linalg e2e config); see "
        "docs/numerics-models.md",
        cli=ParamFlag(metavar="OP[,OP...]"),
        parse=lambda text, context: [op.strip() for op in text.split(",") if op.strip()],
        check=import_options.legal_ops_of,
        applies=_graph_fed,
    )
