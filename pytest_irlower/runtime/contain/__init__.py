"""Crash and time containment for in-process native work: a crash costs one test.

MLIR translation, in-process ``mlir-opt``/``mlir-translate`` stages, MLIR parsing of user
text and Triton compiles run C++ that can abort or segfault on hostile input, and none of
it can be interrupted from Python. :func:`contained` runs such a step in a forked child
process (it inherits every object the step needs, at copy-on-write cost) and takes its
result back through a pipe. A crash, an abort or running past ``irlower_timeout`` then
fails the lowering with the stage, the signal and the child's last stderr lines, and the
session goes on. Where ``fork`` does not exist (or ``IRLOWER_NO_FORK=1``) the step runs
in-process.

The package's modules, by what they own: ``child`` (fork per step), ``runahead`` (the
steps after it, run ahead in the same child), ``reaping`` (children reaped later),
``timelimit`` (in-process time limits), ``forkserver`` (the worker that stays) and
``wire`` (what crosses the fork). Import each name from the module that owns it.
"""
