"""The garbage collector while the tests run: what was loaded before them is left out.

Once a test module has imported torch, the process holds hundreds of thousands of objects
the collector tracks, and every full pass walks them all: 100 to 200 ms a pass on the 2-core
machine (timed with ``gc.callbacks``). A warm rerun's first test imports the plugin's
lowering modules, and their allocations set off such a pass; a long run sets off many.

What exists when the run loop starts (modules, classes, the collected items, torch) lives
until the session ends anyway: :func:`frozen_heap` moves it to the collector's permanent
generation for the loop (``gc.freeze``) and back after it (``gc.unfreeze``). A pass during
the tests walks only what the tests made; pytest's own pass at the end (its check for
unraisable exceptions) sees every object again. A cycle made before the loop that a test
breaks is freed after the loop instead of during it.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator


@contextlib.contextmanager
def frozen_heap() -> Iterator[None]:
    """The objects tracked now left out of every collection until the block ends (nothing
    changes while the collector is disabled: whoever disabled it manages it)."""
    if not gc.isenabled():
        yield
        return
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
