"""The session reads each option declared on a ``LowerOptions`` field from its flag, else
its ini value (``loweroptions.py``, ``settings.py``)."""

from __future__ import annotations

import pytest


def test_the_session_reads_each_declared_option(pytester: pytest.Pytester) -> None:
    pytester.makeini("[pytest]\nirlower_keep_weights = true\n")
    pytester.makepyfile(
        test_read="""
def test_read(request):
    options = request.config.pluginmanager.get_plugin("irlower-session").lowerer.options
    print("READ", options.keep_weights, options.keep_locations)
"""
    )
    result = pytester.runpytest_subprocess(
        "-s", "-p", "no:cacheprovider", "--irlower-keep-locations"
    )
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(["*READ True True*"])
