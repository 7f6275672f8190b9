"""Crash and time containment for in-process native work: a crash costs one test.

MLIR translation, in-process ``mlir-opt``/``mlir-translate`` stages, MLIR parsing of user
text and Triton compiles run C++ that can abort or segfault on hostile input, and none of
it can be interrupted from Python. :func:`contained` runs such a step in a forked child
process (it inherits every object the step needs, at copy-on-write cost) and takes its
result back through a pipe. A crash, an abort or running past ``irlower_timeout`` then
fails the lowering with the stage, the signal and the child's last stderr lines, and the
session goes on. Where ``fork`` does not exist (or ``IRLOWER_NO_FORK=1``) the step runs
in-process.

The package's modules, by what they own: ``child`` (fork per step), ``runahead`` (the
steps after it, run ahead in the same child), ``reaping`` (children reaped later),
``timelimit`` (in-process time limits), ``forkserver`` (the worker that stays) and
``wire`` (what crosses the fork). Every name is importable from here, as when this was
one module.
"""

from __future__ import annotations

# ``name as name``: re-exported (tests patch ``contain._Child`` and read ``contain._DYING``)
from pytest_irlower.runtime.contain.child import _INSIDE as _INSIDE
from pytest_irlower.runtime.contain.child import _Child as _Child
from pytest_irlower.runtime.contain.child import already_contained as already_contained
from pytest_irlower.runtime.contain.child import contained as contained
from pytest_irlower.runtime.contain.child import enabled as enabled
from pytest_irlower.runtime.contain.forkserver import WORKER as WORKER
from pytest_irlower.runtime.contain.forkserver import NotInWorker as NotInWorker
from pytest_irlower.runtime.contain.forkserver import Worker as Worker
from pytest_irlower.runtime.contain.reaping import _DYING as _DYING
from pytest_irlower.runtime.contain.reaping import reap_dying as reap_dying
from pytest_irlower.runtime.contain.runahead import Ahead as Ahead
from pytest_irlower.runtime.contain.runahead import Then as Then
from pytest_irlower.runtime.contain.runahead import contained_ahead as contained_ahead
from pytest_irlower.runtime.contain.runahead import put_ahead as put_ahead
from pytest_irlower.runtime.contain.runahead import settle as settle
from pytest_irlower.runtime.contain.runahead import take_ahead as take_ahead
from pytest_irlower.runtime.contain.timelimit import time_limit as time_limit
