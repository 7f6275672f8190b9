"""What a failure raised inside the plugin shows: the test's frames and the message,
no plugin frames and no chained cause (the message already carries the tool's words).

Public means only: the traceback chain's ``tb_next`` (Python's own, writable), the
exception's ``__cause__``/``__suppress_context__``, and pytest's
``ExceptionInfo.traceback`` setter. The report's long and short styles read the
setter's traceback; ``--tb=native`` formats the chain itself from its first entry, so the
chain is cut too, as long as the report is being made.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from types import TracebackType

import pytest

from pytest_irlower.errors import IRLowerError

_PACKAGE_DIR = str(Path(__file__).resolve().parent)


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
