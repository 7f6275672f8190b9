"""The lowering wing: a request driven through a family's chain.

Owns the ``Lowerer`` (``lowerer``: resolving a request, the cache, building ``LoweredIR``), the
chain runner (``chain``: stages in order, containment, per-stage caching) and user pipelines
(``pipeline``). Nothing here imports pytest.

May import: every wing below it: ``errors``, ``text``, ``runtime``, ``checks``, ``api``,
``engines``, ``families``, ``cache``.
"""
