"""The text wing: pure functions over IR and test-id text, no processes, no toolchain.

Owns each IR syntax's normalizers (``syntax``, ``normalize``), the canonical form that tells
"renames only" from a real change (``canonical``), the shortest unified diff a mismatch
shows (``linediff``), the GPU target names (``targets``) and the
grouping of test ids into subjects (``grouping``).

May import: ``errors``.
"""
