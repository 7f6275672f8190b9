"""The callables the ``lower`` and ``filecheck`` fixtures return, over the session: the
test's target and arch given to each lowering, a missing toolchain skipped (failed under
``--irlower-strict``), and what each call did noted for the summaries and the report; the
syrupy assertion under the ``golden`` fixture."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from pytest_irlower.errors import LoweringError, ToolchainMissing, UnknownIRTypeError, UsageError
from pytest_irlower.session.markers import same_target, target_marker

if TYPE_CHECKING:
    import pytest

    from pytest_irlower.api.family import IRType
    from pytest_irlower.api.result import LoweredIR
    from pytest_irlower.families import Registry
    from pytest_irlower.lowering.lowerer import Lowerer
    from pytest_irlower.runtime.toolchain import Toolchain
    from pytest_irlower.session.settings import Settings


class FixtureSession(Protocol):
    """What the fixtures' callables use of the session (``state.IRLowerSession``), named
    here so that this module does not import the session that imports it."""

    config: pytest.Config
    settings: Settings
    spool: Any
    #: --irlower-pending / --irlower-update-checks: where this process's entries go
    pending: Any

    @property
    def lowerer(self) -> Lowerer: ...

    @property
    def toolchain(self) -> Toolchain: ...

    def missing(self, reason: str) -> None: ...

    def save_failure_input(self, node: Any, exc: LoweringError) -> None: ...

    def after_lowering(self, node: Any, result: LoweredIR) -> None: ...


def lower_function(
    session: FixtureSession, node: Any, target: str | None
) -> Callable[..., LoweredIR]:
    """The callable the ``lower`` fixture returns."""
    from pytest_irlower.families import REGISTRY

    lowerer = session.lowerer
    _, marker_arch = target_marker(node)
    use_cache = node.get_closest_marker("irlower_no_cache") is None

    def lower(subject: Any, example_inputs: Any = (), **kwargs: Any) -> LoweredIR:
        __tracebackhide__ = True
        spec = _ir_type(REGISTRY, kwargs.get("ir_type"))
        own = spec.target if spec else None
        # an IR type for one target names its own; anything else takes the test's
        if target is not None and kwargs.get("target") is None and own is None:
            kwargs["target"] = target
        # the marker's arch goes with its target, however the lowering got there
        # (the test's target, target= or an IR type of that target: triton_nvptx)
        if (
            marker_arch is not None
            and kwargs.get("arch") is None
            and target is not None
            and same_target(kwargs.get("target") or own, target)
        ):
            kwargs["arch"] = marker_arch
        try:
            result = lowerer.lower(subject, example_inputs, cache=use_cache, **kwargs)
        except ToolchainMissing as exc:
            reason: str = str(exc)
        except LoweringError as exc:
            if lowerer.disk is not None:  # a failure kept from an earlier run counts too
                node.user_properties.append(("irlower_cache", exc.from_cache))
            session.save_failure_input(node, exc)
            if session.spool is not None:
                session.spool.lowering_error(node.nodeid, kwargs.get("ir_type"), exc)
            raise
        else:
            session.after_lowering(node, result)
            return result
        session.missing(reason)  # outside the except block: no chained traceback
        raise AssertionError("unreachable")

    return lower


def _ir_type(registry: Registry, name: Any) -> IRType | None:
    """The IR type ``name`` (None: none named, or no such IR type: the Lowerer says so),
    from the family that owns it alone (:meth:`Registry.owner`)."""
    if not isinstance(name, str):
        return None
    try:
        return registry.owner(name).row(name)
    except UnknownIRTypeError:
        return None


def filecheck_function(session: FixtureSession, node: Any) -> Callable[..., None]:
    """The callable the ``filecheck`` fixture returns."""
    from pytest_irlower.checks import filecheck as fc
    from pytest_irlower.runtime.files import safe_name

    settings = session.settings
    rootpath = session.config.rootpath
    calls = [0]

    def filecheck(
        ir: str,
        checks: str | os.PathLike[str] | None = None,
        *,
        check_prefixes: tuple[str, ...] | list[str] = ("CHECK",),
        implicit_check_not: tuple[str, ...] | list[str] = (),
        match_full_lines: bool = False,
        strict_whitespace: bool = False,
    ) -> None:
        __tracebackhide__ = True
        call_site = _call_site(sys._getframe(1), rootpath) if isinstance(checks, str) else None
        prefixes = (check_prefixes,) if isinstance(check_prefixes, str) else tuple(check_prefixes)
        options = fc.Options(
            prefixes, tuple(implicit_check_not), match_full_lines, strict_whitespace
        )
        calls[0] += 1
        name = f"{safe_name(node.nodeid.replace('::', '.'))}.{calls[0]}.ir"
        save_as = rootpath / ".irlower" / "filecheck" / name
        function = getattr(node, "function", None)
        try:
            engine = fc.find_engine(session.toolchain, settings.filecheck_engine)
        except ToolchainMissing as exc:
            reason = str(exc)
        else:
            spec = fc.checks_for(checks, function, call_site)
            try:
                fc.run(
                    str(ir),
                    spec,
                    options,
                    engine,
                    save_as=str(save_as),
                    rootdir=str(rootpath),
                    timeout=settings.timeout,
                )
            except (fc.FileCheckFailure, fc.CheckSyntaxError) as exc:
                if checks is None and session.pending is not None:
                    # the check lines --irlower-update-checks writes (at the session's end)
                    session.pending.check_edit(_check_edit(node, function, str(ir), prefixes[0]))
                    if settings.update_checks:
                        return
                if session.spool is not None and isinstance(exc, fc.FileCheckFailure):
                    session.spool.filecheck(node.nodeid, str(ir), spec.text, str(exc))
                if checks is None and isinstance(exc, fc.FileCheckFailure):
                    # the test's own check comments: show what they would become
                    from pytest_irlower.checks.checkgen import check_lines_diff

                    diff = check_lines_diff(spec.text, str(ir), prefixes[0])
                    if diff:
                        raise fc.FileCheckFailure("\n".join([str(exc), *diff])) from None
                raise
            return
        session.missing(reason)

    return filecheck


def _call_site(frame: Any, rootpath: Any) -> str:
    """``file:line`` of the ``filecheck(...)`` call in ``frame`` (the caller's), the file
    relative to the rootdir when inside it: where an inline check failure points."""
    path = frame.f_code.co_filename
    try:
        shown = os.path.relpath(path, rootpath) if os.path.isabs(path) else path
    except ValueError:  # another drive (Windows)
        shown = path
    if shown.startswith(".."):
        shown = path
    return f"{shown}:{frame.f_lineno}"


def _check_edit(node: Any, function: Any, ir: str, prefix: str) -> Any:
    """The edit giving the test function check comments for ``ir``."""
    from pathlib import Path

    from pytest_irlower.checks.checkedits import FunctionNotFound, make_edit
    from pytest_irlower.checks.checkgen import generate

    path = Path(node.path)
    rootpath = node.config.rootpath
    try:
        file = path.relative_to(rootpath).as_posix()
        source = path.read_text(encoding="utf-8")
        return make_edit(
            source,
            function.__qualname__,
            generate(ir, prefix=prefix, comment="#"),
            file=file,
            prefix=prefix,
            nodeid=node.nodeid,
        )
    except (ValueError, FunctionNotFound) as exc:
        raise UsageError(
            f"--irlower-update-checks: cannot rewrite the checks of {node.nodeid} ({exc}): "
            "it writes into test functions defined at module or class level of a test file "
            "inside the rootdir"
        ) from None


def golden_snapshot(request: Any) -> Any:
    """The syrupy assertion the ``golden`` fixture compares through: the test's own
    ``snapshot`` when it asks for it too (the two share syrupy's assertion index), else
    one made as syrupy's ``snapshot`` fixture makes it, without pytest setting up a
    fixture for it (about 0.15 ms of pytest's per test, measured in a warm run). A
    ``--snapshot-default-extension`` is syrupy's to import: its fixture then."""
    option = request.config.option
    if "snapshot" in request.fixturenames or getattr(option, "default_extension", None):
        return request.getfixturevalue("snapshot")
    from syrupy.assertion import SnapshotAssertion
    from syrupy.extensions import DEFAULT_EXTENSION
    from syrupy.location import PyTestLocation

    return SnapshotAssertion(
        update_snapshots=option.update_snapshots,
        update_new_snapshots_only=option.update_new_snapshots_only,
        extension_class=DEFAULT_EXTENSION,
        test_location=PyTestLocation(request.node),
        session=request.config._syrupy,
    )
