"""The runtime wing: what runs on the machine.

Owns atomic file writes (``files``), child processes and their memory (``process``,
``probememory``), tool discovery (``toolpaths``, ``toolchain``), per-pass IR dumps (``passes``),
GPU detection (``gpu``), shutdown and worker threads (``shutdown``, ``workerthreads``), the
garbage collector while the tests run (``heap``) and the containment of in-process compiler
calls (``contain``: fork server, time limits, reaping).

May import: ``errors``, ``text``.
"""
