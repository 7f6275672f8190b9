"""The CLI wing: the ``irlower`` command.

Owns the argument parser and subcommands (``main``), the lowering subcommands (``lowering``),
``irlower stage`` (``stagerun``: an in-process stage rerun on its saved input) and loading a
subject from ``FILE[:NAME]`` (``loader``).

May import: every wing below it.
"""
