"""The suite ``irlower conformance`` runs: its settings come from the environment
(see :mod:`pytest_irlower.conformance.command`)."""

from pytest_irlower.conformance.command import suite_from_environment

test_conformance = suite_from_environment()
