"""Conformance suites: qualify a backend op by op (PyTorch's OpInfo database) and on real
models, with the cases expected to fail kept in a JSON file.

In a test file::

    from pytest_irlower.conformance import opinfo_suite

    test_ops = opinfo_suite("llvm_mlir", expectations="llvm_mlir.json")

pytest then collects one item per (IR type, op, dtype, sample), such as
``test_ops[llvm_mlir-add-float32-s0]``: the sample is lowered, run where the IR type can
run and compared with eager PyTorch; where it cannot run, the item checks that it lowers.
``--irlower-update-expectations`` rewrites the file from the run. The command
``irlower conformance --ir-type X`` runs the same suite.
See docs/conformance.md.
"""

from __future__ import annotations

import importlib
import inspect
import os
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pytest_irlower.conformance.cases import Case, CaseId, GivenCases, Models, Source
    from pytest_irlower.conformance.opinfo import OpInfoOps
    from pytest_irlower.conformance.suite import Item, Suite, make_suite

__all__ = [
    "Case",
    "CaseId",
    "GivenCases",
    "Item",
    "Models",
    "OpInfoOps",
    "Source",
    "Suite",
    "case_suite",
    "cli_suite_path",
    "make_suite",
    "model_suite",
    "opinfo_suite",
    "suite_test",
]

#: the module of each name above that this package gives but does not define: imported on
#: first use, so that the plugin's own use of the package (its marker, its session object,
#: every run's) costs no suite machinery (the OpInfo source imports ``unittest.mock``)
_HOMES = {
    "Case": "cases",
    "CaseId": "cases",
    "GivenCases": "cases",
    "Models": "cases",
    "Source": "cases",
    "OpInfoOps": "opinfo",
    "Item": "suite",
    "Suite": "suite",
    "make_suite": "suite",
}

if not TYPE_CHECKING:  # mypy reads the imports above

    def __getattr__(name: str) -> Any:
        home = _HOMES.get(name)
        if home is None:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
        globals()[name] = value  # found directly from now on
        return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


MARKER = "irlower_conformance"
#: the argument of a suite's test function that receives its item
ITEM_ARGUMENT = "irlower_conformance_item"


def suite_test(suite: Suite) -> Callable[..., None]:
    """A pytest test function running ``suite``, one item per (IR type, case)."""
    import pytest

    @pytest.mark.irlower_conformance(suite)
    def test(irlower_conformance_item: Item, irlower_conformance: Callable[[Item], None]) -> None:
        irlower_conformance(irlower_conformance_item)

    test.__doc__ = f"Conformance of {', '.join(suite.ir_types)}: {suite.source.describe()}."
    return test


def cli_suite_path() -> Path:
    """The test module ``irlower conformance`` runs."""
    return Path(__file__).resolve().parent / "cli_suite.py"


def _caller_dir() -> Path:
    frame = inspect.stack()[2]
    return Path(frame.filename).resolve().parent


def opinfo_suite(
    ir_types: str | Sequence[str],
    *,
    ops: str | None = None,
    dtypes: Sequence[str] | str = ("float32",),
    samples: int | str = 1,
    seed: int = 0,
    expectations: str | os.PathLike[str] | None = None,
    config: str | None = None,
    pipeline: str | Sequence[str] | None = None,
    rtol: float | None = None,
    atol: float | None = None,
    strict: bool = True,
    **params: Any,
) -> Callable[..., None]:
    """The op-level suite from PyTorch's OpInfo database, as a test function.

    ``ops``: a regular expression matching whole op names (``add``, ``nn\\.functional\\..*``;
    default: every op); ``dtypes``: dtype names (an op without CPU support for one has no
    item for it); ``samples``: the first N samples of each op, or ``"all"``, seeded by
    ``seed`` and the op's name; ``expectations``: the JSON file of expected failures
    (relative to the calling file); ``config``: the name of this configuration in it
    (default: the IR type); ``pipeline``: a custom pipeline after the built-in chain;
    ``rtol``/``atol``: tolerances (default: ``torch.testing.assert_close``'s for the dtype;
    the expectations file may set them per item, op or dtype); ``strict=False``: an expected
    failure that passes is no failure; other keywords go to ``lower`` (``target=``...).
    """
    from pytest_irlower.conformance.opinfo import OpInfoOps
    from pytest_irlower.conformance.suite import make_suite

    source = OpInfoOps(ops=ops, dtypes=dtypes, samples=samples, seed=seed)
    return suite_test(
        make_suite(
            source,
            ir_types,
            expectations=expectations,
            base=_caller_dir(),
            config=config,
            pipeline=pipeline,
            rtol=rtol,
            atol=atol,
            strict=strict,
            params=params,
        )
    )


def model_suite(
    models: Mapping[str, Callable[[], tuple[Any, Any]]],
    ir_types: str | Sequence[str],
    *,
    expectations: str | os.PathLike[str] | None = None,
    config: str | None = None,
    pipeline: str | Sequence[str] | None = None,
    rtol: float | None = None,
    atol: float | None = None,
    strict: bool = True,
    **params: Any,
) -> Callable[..., None]:
    """The model tier: ``{name: factory}`` (each returns ``(model, inputs)``), checked the
    way op items are, with the same expectations file."""
    from pytest_irlower.conformance.cases import Models
    from pytest_irlower.conformance.suite import make_suite

    return suite_test(
        make_suite(
            Models(models),
            ir_types,
            expectations=expectations,
            base=_caller_dir(),
            config=config,
            pipeline=pipeline,
            rtol=rtol,
            atol=atol,
            strict=strict,
            params=params,
        )
    )


def case_suite(
    cases: Mapping[str, Any],
    ir_types: str | Sequence[str],
    *,
    expectations: str | os.PathLike[str] | None = None,
    config: str | None = None,
    pipeline: str | Sequence[str] | None = None,
    strict: bool = True,
    **params: Any,
) -> Callable[..., None]:
    """Cases given by hand, ``{name: subject}`` or ``{name: (subject, inputs)}``: for a
    family whose subjects are not PyTorch models (source text...)."""
    from pytest_irlower.conformance.cases import GivenCases
    from pytest_irlower.conformance.suite import make_suite

    return suite_test(
        make_suite(
            GivenCases(cases),
            ir_types,
            expectations=expectations,
            base=_caller_dir(),
            config=config,
            pipeline=pipeline,
            strict=strict,
            params=params,
        )
    )
