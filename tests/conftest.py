"""Shared test helpers (``zoo``, ``decoys``) import as top-level modules."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
