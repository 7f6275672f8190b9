"""Moved to :mod:`pytest_irlower.engines.import_options` (the engines use it too); the names
stay importable from here."""

from __future__ import annotations

from pytest_irlower.engines.import_options import E2E_BACKEND_LEGAL_OPS as E2E_BACKEND_LEGAL_OPS
from pytest_irlower.engines.import_options import legal_ops_of as legal_ops_of
from pytest_irlower.engines.import_options import onnx_backend_pipeline as onnx_backend_pipeline
from pytest_irlower.engines.import_options import strict_hint as strict_hint
from pytest_irlower.engines.import_options import strict_of as strict_of
from pytest_irlower.engines.import_options import torch_backend_pipeline as torch_backend_pipeline
