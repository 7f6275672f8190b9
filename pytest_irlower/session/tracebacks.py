"""What a failure raised inside the plugin shows: the test's frames and the message,
no plugin frames and no chained cause (the message already carries the tool's words).

Public means only: the traceback chain's ``tb_next`` (Python's own, writable), the
exception's ``__cause__``/``__suppress_context__``, and pytest's
``ExceptionInfo.traceback`` setter. The report's long and short styles read the
setter's traceback; ``--tb=native`` formats the chain itself from its first entry, so the
chain is cut too, as long as the report is being made.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

import pytest

from pytest_irlower.errors import IRLowerError

#: the whole package (every wing): a frame in any of its modules is the plugin's
_PACKAGE_DIR = str(Path(__file__).resolve().parents[1]) + os.sep


def hide_plugin_frames(excinfo: pytest.ExceptionInfo[BaseException]) -> Callable[[], None]:
    """Cut the traceback of an error raised inside the plugin at the test's last frame and
    hide its cause from the report.

    Returns a function that puts both back, so code that inspects the exception later
    (``--pdb``, a hook) still finds them.
    """
    exc = excinfo.value
    if not isinstance(exc, (IRLowerError, AssertionError)):
        return lambda: None
    last_outside: TracebackType | None = None
    node: TracebackType | None = excinfo.tb
    kept = 0
    while node is not None:
        if node.tb_frame.f_code.co_filename.startswith(_PACKAGE_DIR):
            break
        last_outside, node = node, node.tb_next
        kept += 1
    if node is None or last_outside is None:
        return lambda: None  # not raised by the plugin, or raised by it alone
    full = excinfo.traceback
    cut = last_outside.tb_next
    last_outside.tb_next = None
    excinfo.traceback = full[:kept]
    cause, suppress = exc.__cause__, exc.__suppress_context__
    exc.__cause__, exc.__suppress_context__ = None, True

    def restore() -> None:
        last_outside.tb_next = cut
        excinfo.traceback = full
        exc.__cause__, exc.__suppress_context__ = cause, suppress

    return restore


_PLUGIN_DIR = str(Path(__file__).resolve().parent.parent)
#: modules of pytest's own machinery between a hook and the test's code
_RUNNER_MODULES = ("_pytest", "pluggy", "pytest")


def point_skip_at_test(
    item: pytest.Item,
    excinfo: pytest.ExceptionInfo[BaseException] | None,
    report: pytest.TestReport,
) -> None:
    """Report a skip the plugin raised (a missing toolchain, tool or GPU) at the user's test,
    not at the plugin line that called ``pytest.skip``: at the deepest line of the user's
    code in the skip's traceback (``lower(...)`` in the test), else at the test's definition
    (a skip its markers decided at setup), as pytest reports a ``skipif`` mark. A skip in a
    fixture is pytest's own case: it already names the test that asked for the fixture.

    A skipped report's ``longrepr`` is the public ``(path, line, reason)`` tuple; only its
    place changes, never the reason."""
    if not report.skipped or type(report.longrepr) is not tuple or excinfo is None:
        return
    path, _, reason = report.longrepr
    if not os.path.abspath(str(path)).startswith(_PLUGIN_DIR + os.sep):
        return  # the user's own pytest.skip(), or a skip mark: already where pytest puts it
    caller: tuple[str, int] | None = None
    node: TracebackType | None = excinfo.tb
    while node is not None:
        frame = node.tb_frame
        # the deepest frame that is neither the plugin's nor pytest's: the plugin's own
        # hook wrappers may sit above the user's fixture, so the walk goes to the end
        filename = os.path.abspath(frame.f_code.co_filename)
        module = str(frame.f_globals.get("__name__", ""))
        if (
            not filename.startswith(_PLUGIN_DIR + os.sep)
            and module.split(".")[0] not in _RUNNER_MODULES
        ):
            caller = (frame.f_code.co_filename, node.tb_lineno)
        node = node.tb_next
    if caller is None:
        where, line, _ = item.reportinfo()
        caller = (os.fspath(where), (line or 0) + 1)
    report.longrepr = (caller[0], caller[1], reason)
