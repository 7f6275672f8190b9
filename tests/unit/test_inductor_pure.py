"""Inductor's pure parts: the trace normalizer and the C++ compiler lookup (no torch)."""

from __future__ import annotations

import sys

import pytest

from pytest_irlower.engines import inductor
from pytest_irlower.text import normalize as norm


def test_cache_paths_and_hash_names_become_placeholders() -> None:
    text = (
        "# kernel path: /tmp/torchinductor_alice/m7/cm7wjp75dq5yfzgvaganccknq7zyk254ujjv34n3c243ey6653kt.py\n"
        "x = load('/var/tmp/torchinductor_uid_1000/ab/c5momhmpcehpoqqy6ina7vizwfsgu6ynbhg5xdlerd2rng3p6bxk.so')\n"
        "y = '/tmp/irlower-inductor-x1y2/cache/q6/cq62f2e6sjw2kv7y4u4u2bfyqcjb2ksvladtjrhvhytitafekbkj.cpp'\n"
    )
    out = norm.normalize_inductor(text, [("/tmp/irlower-inductor-x1y2", "<inductor-cache>")])
    assert out == (
        "x = load('<inductor-cache>/ab/c<hash>.so')\ny = '<inductor-cache>/cache/q6/c<hash>.cpp'\n"
    )


def test_the_process_wide_graph_counter_reads_zero() -> None:
    assert norm.normalize_inductor("# AOT ID: ['17_inference']\nimport torch\n") == (
        "# AOT ID: ['0_inference']\nimport torch\n"
    )
    # a counter inside a kernel name counts within the graph: it stays
    assert norm.normalize_inductor("cpp_fused_gelu_3(buf1)") == "cpp_fused_gelu_3(buf1)"


def test_kernel_metadata_hashes_and_addresses_are_replaced() -> None:
    meta = "inductor_meta={'backend_hash': 'B2C3D4E5F60718293A4B5C6D7E8F9012', 'kernel_name': 'k'}"
    assert norm.normalize_inductor(meta) == (
        "inductor_meta={'backend_hash': '<hash>', 'kernel_name': 'k'}"
    )
    assert norm.normalize_inductor("fn=<function f at 0x7f3a2b1c0d40>)") == (
        "fn=<function f at 0x<address>>)"
    )


def test_project_paths_are_relative_and_plain_words_stay() -> None:
    text = "# Original path: /home/me/proj/kernels.py:12\ncompiled_module_main('None', f)\n"
    out = norm.normalize_inductor(text, [("/home/me/proj", ".")])
    assert out == "# Original path: ./kernels.py:12\ncompiled_module_main('None', f)\n"
    # a 52-letter word that is not a cache hash (not base32 after its c) stays
    word = "c" + "1" * 51
    assert norm.normalize_inductor(word) == word


def test_compiler_candidates_follow_inductors_config(monkeypatch: pytest.MonkeyPatch) -> None:
    assert inductor.cxx_candidates({"cpp.cxx": (None, "clang++")}) == (None, "clang++")
    assert inductor.cxx_candidates({"cpp.cxx": "/opt/gcc/bin/g++"}) == ("/opt/gcc/bin/g++",)
    # before torch._inductor is loaded: Inductor's own default, $CXX else g++
    monkeypatch.delitem(sys.modules, "torch._inductor.config", raising=False)
    monkeypatch.setenv("CXX", "my-c++")
    assert inductor.cxx_candidates() == (None, "my-c++")
    monkeypatch.delenv("CXX")
    default = "clang++" if sys.platform == "darwin" else "g++"
    assert inductor.cxx_candidates() == (None, default)


def test_first_compiler_found_wins_and_none_is_skipped() -> None:
    on_path = {"g++": "/usr/bin/g++", "clang++": "/usr/bin/clang++"}
    assert inductor.find_cxx((None, "clang++", "g++"), on_path.get) == "/usr/bin/clang++"
    assert inductor.find_cxx((None, "nope", "g++"), on_path.get) == "/usr/bin/g++"
    assert inductor.find_cxx((None, "nope"), on_path.get) is None


def test_a_missing_compiler_says_what_was_looked_for_and_how_to_provide_one() -> None:
    error = inductor.missing_cxx((None, "g++"))
    assert error.component == "C++ compiler for Inductor"
    assert error.looked_for == (
        "looked for g++ (torch._inductor.config.cpp.cxx: $CXX, else g++; a name is looked up "
        "on PATH)"
    )
    assert "install g++" in error.hint
    assert "inductor_config={'cpp.cxx'" in error.hint
