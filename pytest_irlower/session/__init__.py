"""The session wing: the pytest side of the plugin.

Owns the options and ini values (``options``, ``option_table``, ``inivalues``), the per-run
session object under its StashKey (``state``), its settings (``settings``), what the fixtures
call (``fixturecalls``), markers (``markers``), hidden plugin frames (``tracebacks``), the
terminal summary (``summary``), xdist workers (``workers``), shards (``sharding``) and the
shared cache tier's session side (``fleet``). This is the lowest wing that imports pytest.

May import: every wing up to ``report``.
"""
