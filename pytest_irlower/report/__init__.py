"""The report wing: what a reviewer reads.

Owns the review of a run's golden mismatches (``review``), the self-contained HTML report
(``html``), stage dumps on failure (``dumps``) and the session header (``header``).

May import: every wing up to ``lowering``.
"""
