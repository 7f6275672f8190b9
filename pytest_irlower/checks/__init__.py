"""The checks wing: what a lowering is compared with.

Owns goldens (``golden``: the syrupy extension and mismatch messages; ``goldentext``: the text
written; ``goldenrun``: a run's golden outcomes), FileCheck (``filecheck``), check-line
generation (``checkgen``: the whole IR; ``checkfocus``: ``irlower checks --focus``) and the
numeric comparison with eager and the runner protocol (``numerics``).

May import: ``errors``, ``text``, ``runtime``.
"""
