"""Thread pools sized for ``-n``: each xdist worker gets its share of the cores.

torch sizes its intra-op pool (OpenMP) to every core of the machine, in every process: at
``-n 16`` on 16 cores, 16 workers each start 16 threads for work that 16 processes
already spread over the cores. A worker therefore sets ``OMP_NUM_THREADS`` to its share,
cores // workers (at least 1), before torch starts, or torch's own setting when torch is
already imported; ini ``irlower_worker_threads``: ``auto`` (that share), a number, or
``all`` (leave torch's default). A value the user put in ``OMP_NUM_THREADS`` wins. (MLIR's
pools are off already: the plugin's contexts run single-threaded.)
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, MutableMapping
from typing import Any

from pytest_irlower.errors import UsageError


def usable_cores() -> int:
    """The cores this process may run on (its affinity mask, as taskset or a container set it)."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def threads_for(setting: str, workers: int, cores: int) -> int | None:
    """Threads per worker for an ini setting (None: leave torch alone)."""
    value = setting.strip().lower()
    if value == "all":
        return None
    if value in ("", "auto"):
        return max(1, cores // max(1, workers))
    if value.isdigit() and int(value) > 0:
        return int(value)
    raise UsageError(
        f"ini irlower_worker_threads = {setting!r}: expected auto (cores / workers), a number "
        "of threads >= 1, or all (torch's default: every core, in every worker)"
    )


def size_worker(
    workerinput: Mapping[str, Any] | None, setting: str, environ: MutableMapping[str, str]
) -> int | None:
    """In an xdist worker: set its threads (see the module docstring); returns them (None:
    not a worker, the user chose, or ``all``)."""
    if workerinput is None:
        return None
    threads = threads_for(setting, int(workerinput.get("workercount", 1)), usable_cores())
    if threads is None or environ.get("OMP_NUM_THREADS"):
        return None
    environ["OMP_NUM_THREADS"] = str(threads)
    torch = sys.modules.get("torch")
    if torch is not None and hasattr(torch, "set_num_threads"):
        torch.set_num_threads(threads)
    return threads
