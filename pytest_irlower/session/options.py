"""The plugin's markers, command-line options and ini values, declared as data.

``plugin.py`` registers them; ``settings.py`` reads them once. The options that set a
field of ``LowerOptions`` are declared with the field (``loweroptions.py``) and come
in here from there.
"""

from __future__ import annotations

from typing import Any

from pytest_irlower.api.loweroptions import DEFAULT_IR_TYPE, ini_declarations, option_declarations

MARKERS = (
    "target(*names, arch=None): GPU target(s) of the test (nvptx, amdgpu, spirv); one sets "
    "lower()'s default target, several parametrize the test; skipped when no code generator "
    "for the target is found",
    "gpu(vendor=None): the test needs a physical GPU ('nvidia' or 'amd'); skipped without one",
    "requires_tool(*names): the test needs these tools (mlir-opt, llc, FileCheck, any "
    "executable); skipped unless every one is found",
    "irlower_conformance(suite): a conformance suite's test (opinfo_suite, model_suite, "
    "case_suite): one item per (IR type, case)",
    "irlower_no_cache: the test's lowerings neither read nor write the cross-run cache "
    "(a test of the lowering work itself: its timings, its engines)",
)

OPTIONS: tuple[tuple[str, dict[str, Any]], ...] = (
    (
        "--irlower-strict",
        {
            "action": "store_true",
            "default": False,
            "help": "fail, instead of skip, a test whose toolchain, tool or GPU is missing",
        },
    ),
    (
        "--irlower-strict-allow",
        {
            "action": "append",
            "default": [],
            "choices": ("gpu",),
            "metavar": "gpu",
            "help": "under --irlower-strict, still skip a test whose GPU is missing (a CI "
            "runner without GPUs that must fail when its toolchain breaks)",
        },
    ),
    (
        "--irlower-tool",
        {
            "action": "append",
            "default": [],
            "metavar": "NAME=PATH",
            "help": "use this executable for tool NAME (repeatable); a wrong path is an error "
            "(ini irlower_tools, environment IRLOWER_<NAME>)",
        },
    ),
    # the options that set LowerOptions' fields, declared there (loweroptions.py)
    *option_declarations(),
    (
        "--irlower-prune-goldens",
        {
            "action": "store_true",
            "default": False,
            "help": "after a complete run, delete goldens of the collected test files that no "
            "assertion used; refuses when any test was skipped, deselected, failed or errored, "
            "or -k/-m was given",
        },
    ),
    (
        "--irlower-orphans",
        {
            "action": "store_true",
            "default": False,
            "help": "on a run of the whole suite, fail when the golden folder holds files no "
            "collected test owns, naming each; never deletes (--irlower-prune-goldens does); "
            "a run narrowed by -k, -m, node ids or a shard says it cannot judge",
        },
    ),
    (
        "--irlower-pending",
        {
            "default": None,
            "metavar": "FILE",
            "help": "write the run's new and changed goldens and the check lines "
            "--irlower-update-checks would write to FILE (a CI artifact; .gz compresses it), "
            "touching neither golden/ nor the tests; works with CI set and under -n; apply it "
            "with `irlower accept FILE`",
        },
    ),
    (
        "--irlower-filecheck",
        {
            "choices": ("auto", "llvm", "python"),
            "default": "auto",
            "help": "FileCheck engine: LLVM's executable, the Python filecheck package, or auto",
        },
    ),
    (
        "--irlower-update-checks",
        {
            "action": "store_true",
            "default": False,
            "help": "rewrite the check comments of the tests whose filecheck(ir) without checks "
            "failed, from the IR they lower now (one such call per test); works under -n (the "
            "edits are written at the end, one write per file) and names the files rewritten",
        },
    ),
    (
        "--irlower-no-cache",
        {
            "action": "store_true",
            "default": False,
            "help": "lower everything anew: neither read nor write the cross-run cache "
            "(ini irlower_cache_dir)",
        },
    ),
    (
        "--irlower-report",
        {
            "default": None,
            "metavar": "PATH",
            "help": "write one self-contained HTML file reviewing every lowering of the session: "
            "stages, passes, golden diffs side by side, FileCheck failures",
        },
    ),
    (
        "--irlower-dump-dir",
        {
            "default": None,
            "metavar": "DIR",
            "help": "write every stage of every lowering to DIR/<test>/<NN>.<ir_type>/, and with "
            "passes recorded, the IR after every pass to <stage>/<NN>-<pass>.<suffix> there",
        },
    ),
    (
        "--irlower-gpu-opt-level",
        {
            "default": None,
            "metavar": "LEVEL",
            "help": "the nvptx/amdgpu/spirv opt stage's level when a lower() call names no "
            "opt_level=: O0, O1, O2 (default), O3, Os or Oz (ini irlower_gpu_opt_level)",
        },
    ),
    (
        "--irlower-gpu-opt-flags",
        {
            "default": None,
            "metavar": "FLAGS",
            "help": "LLVM options for that opt stage when a call names no opt_flags=, e.g. "
            "'-rotation-max-header-size=0' (ini irlower_gpu_opt_flags)",
        },
    ),
    (
        "--irlower-gpu-llc-level",
        {
            "default": None,
            "metavar": "LEVEL",
            "help": "the nvptx/amdgpu/spirv code generator's level when a call names no "
            "llc_level=: O0 to O3 (default: the engine's own; ini irlower_gpu_llc_level)",
        },
    ),
    (
        "--irlower-update-expectations",
        {
            "action": "store_true",
            "default": False,
            "help": "rewrite the expectations files of the conformance suites from this run: "
            "failures recorded with their phase, passes removed, reasons kept",
        },
    ),
    (
        "--irlower-conformance-json",
        {
            "metavar": "FILE",
            "default": None,
            "help": "write every conformance item's outcome, phase and timings, and the pass "
            "rates per configuration (with and without expected failures), as JSON "
            "(docs/conformance.md)",
        },
    ),
    (
        "--irlower-passes",
        {
            "action": "store_true",
            "default": False,
            "help": "record the IR after every pass of every lowering (LoweredIR.passes), as "
            "lower(..., passes=True) does for one call",
        },
    ),
    (
        "--irlower-cache-remote",
        {
            "default": None,
            "metavar": "URL",
            "help": "a shared cache tier behind the local folder, read after it and written "
            "with it: redis://HOST:PORT/DB (pip install 'pytest-irlower[fleet]'), "
            "file:///SHARED/FOLDER (ini irlower_cache_remote; docs/fleet.md)",
        },
    ),
    (
        "--irlower-cache-remote-readonly",
        {
            "action": "store_true",
            "default": None,
            "help": "read the shared cache tier, never write it (an untrusted runner: a fork's "
            "pull request; ini irlower_cache_remote_readonly)",
        },
    ),
    (
        "--irlower-shard",
        {
            "default": None,
            "metavar": "K/N|auto",
            "help": "run shard K of N (1 <= K <= N): every test of one subject in the same "
            "shard, shards balanced by the durations in ini irlower_shard_durations; auto: "
            "K and N from the CI's variables (Bazel, GitLab CI, Buildkite, CircleCI)",
        },
    ),
    (
        "--irlower-store-durations",
        {
            "action": "store_true",
            "default": False,
            "help": "after the run, write each test's duration to the file of ini "
            "irlower_shard_durations (merged with what it holds), for --irlower-shard",
        },
    ),
)

INI: tuple[tuple[str, str, str | None, Any], ...] = (
    (
        "irlower_default_ir_type",
        f"ir_type when a lower() call names none and the test has no "
        f"target (default {DEFAULT_IR_TYPE})",
        None,
        DEFAULT_IR_TYPE,
    ),
    (
        "irlower_tools",
        "NAME=PATH lines: executables to use for tools (--irlower-tool)",
        "linelist",
        None,
    ),
    *ini_declarations(),  # those of LowerOptions' fields (loweroptions.py)
    (
        "irlower_seed",
        "seed for torch's RNG before each test (empty: leave the RNG alone)",
        None,
        "0",
    ),
    ("irlower_golden_dir", "folder of goldens, relative to the rootdir", None, "golden"),
    (
        "irlower_golden_compare",
        "exact (default): a golden must match byte for byte; canonical: a golden that differs "
        "only in names (SSA values, labels, registers, aliases) passes",
        None,
        "exact",
    ),
    (
        "irlower_timeout",
        "seconds a child process, a tool stage or raw_ir PyTorch code may run",
        None,
        "120",
    ),
    (
        "irlower_xdist_groups",
        "under -n without --dist, run the tests of one subject on one worker, so the stages "
        "they share are built once (default true; false: xdist's load scheduling)",
        "bool",
        True,
    ),
    ("irlower_gpu_opt_level", "the GPU targets' opt level (default O2)", None, ""),
    ("irlower_gpu_opt_flags", "LLVM options for the GPU targets' opt stage", None, ""),
    ("irlower_gpu_llc_level", "the GPU targets' llc level (default: the engine's)", None, ""),
    (
        "irlower_cache_dir",
        "folder of the cross-run cache of lowerings, relative to the rootdir "
        "(--irlower-no-cache turns it off)",
        None,
        ".irlower/cache",
    ),
    (
        "irlower_cache_remote",
        "URL of a shared cache tier behind irlower_cache_dir (redis://HOST:PORT/DB, "
        "file:///FOLDER; empty: none)",
        None,
        "",
    ),
    ("irlower_cache_remote_readonly", "read the shared cache tier, never write it", "bool", False),
    (
        "irlower_cache_remote_timeout",
        "seconds each call to the shared cache tier may take before the tier is turned off "
        "for the run",
        None,
        "2",
    ),
    (
        "irlower_cache_max_size",
        "size limit of the local cross-run cache (e.g. 500MB, 2GB; 0: none): least recently "
        "used entries are removed after a run that wrote to it",
        None,
        "2GB",
    ),
    (
        "irlower_shard_durations",
        "JSON file of test durations ({node id: seconds}, pytest-split's .test_durations) "
        "that --irlower-shard balances by, relative to the rootdir",
        None,
        ".test_durations",
    ),
    (
        "irlower_worker_threads",
        "torch's threads in each xdist worker: auto (cores / workers, default), a number, or "
        "all (torch's default: every core in every worker); OMP_NUM_THREADS wins",
        None,
        "auto",
    ),
)
