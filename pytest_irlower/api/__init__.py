"""The API wing: the types a family, a test and the CLI share.

Owns the family protocol (``family``: ``Family``, ``IRType``, ``Stage``, ``Request``, ``Work``),
typed family parameters (``params``), the per-lowering options (``loweroptions``) and the
result of a lowering (``result``: ``LoweredIR``). Nothing here imports pytest.

May import: ``errors``, ``text``, ``runtime``, ``checks``.
"""
