"""The cache wing: lowerings kept across runs.

Owns the local cross-run cache (``disk``: keys, the environment digest, entries on disk), the
shared Redis tier (``remote``), the entry format (``entry``) and the cache's size and pruning
(``size``). Nothing here imports pytest.

May import: ``errors``, ``text``, ``runtime``, ``checks``, ``api``, ``engines``, ``families``.
"""
