"""Tool discovery order, probing and bad paths, with decoy executables."""

from __future__ import annotations

from pathlib import Path

import pytest

from decoys import make_tool
from pytest_irlower.engines import llvm
from pytest_irlower.errors import ToolchainMissing
from pytest_irlower.runtime.toolchain import Toolchain
from pytest_irlower.runtime.toolpaths import ToolPathError, env_var, parse_assignments
from pytest_irlower.text import targets


def test_env_var_names() -> None:
    assert env_var("mlir-opt") == "IRLOWER_MLIR_OPT"
    assert env_var("llc") == "IRLOWER_LLC"
    assert env_var("FileCheck") == "IRLOWER_FILECHECK"


def test_parse_assignments() -> None:
    assert parse_assignments(["llc=/a/llc", " opt = /b/opt ", "", "# note"], "x") == {
        "llc": "/a/llc",
        "opt": "/b/opt",
    }
    with pytest.raises(ToolPathError, match=r"--irlower-tool: expected NAME=PATH, got 'llc'"):
        parse_assignments(["llc"], "--irlower-tool")


def test_discovery_order_option_ini_env_path(tmp_path: Path) -> None:
    on_path = make_tool(tmp_path / "path", "llc")
    from_env = make_tool(tmp_path / "env", "llc")
    from_ini = make_tool(tmp_path / "ini", "llc")
    from_option = make_tool(tmp_path / "option", "llc")
    env = {"IRLOWER_LLC": str(from_env)}
    search = str(on_path.parent)

    def source(**kwargs: object) -> tuple[str, str]:
        tool = Toolchain(search_path=search, **kwargs).find("llc")  # type: ignore[arg-type]
        assert tool is not None
        return tool.command[0], tool.source

    assert source(env={}) == (str(on_path), "PATH")
    assert source(env=env) == (str(from_env), "$IRLOWER_LLC")
    assert source(env=env, ini_paths={"llc": str(from_ini)}) == (str(from_ini), "ini irlower_tools")
    assert source(
        env=env, ini_paths={"llc": str(from_ini)}, option_paths={"llc": str(from_option)}
    ) == (str(from_option), "--irlower-tool")


def test_version_and_targets_are_probed(tmp_path: Path) -> None:
    make_tool(tmp_path, "llc", version="23.1.4", targets=("nvptx64", "x86-64"))
    tool = Toolchain(env={}, search_path=str(tmp_path)).find("llc")
    assert tool is not None
    assert tool.version == "LLVM 23.1.4"
    assert tool.targets == ("nvptx64", "x86-64")
    assert tool.line().startswith("llc: ")
    assert "targets nvptx64 (+1 others)" in tool.line()


@pytest.mark.parametrize("where", ["option", "ini", "env"])
def test_a_given_path_that_does_not_exist_is_an_error(tmp_path: Path, where: str) -> None:
    make_tool(tmp_path, "llc")  # a good one on PATH must not be used instead
    missing = str(tmp_path / "nope" / "llc")
    kwargs: dict[str, object] = {"env": {}, "search_path": str(tmp_path)}
    if where == "option":
        kwargs["option_paths"] = {"llc": missing}
    elif where == "ini":
        kwargs["ini_paths"] = {"llc": missing}
    else:
        kwargs["env"] = {"IRLOWER_LLC": missing}
    chain = Toolchain(**kwargs)  # type: ignore[arg-type]
    with pytest.raises(ToolPathError, match=r"llc=.*nope/llc: no such file"):
        chain.validate()
    with pytest.raises(ToolPathError):
        chain.find("llc")


def test_missing_tool_says_where_it_looked(tmp_path: Path) -> None:
    chain = Toolchain(env={}, search_path=str(tmp_path))
    assert chain.find("mlir-opt") is None
    with pytest.raises(ToolchainMissing) as info:
        chain.require("mlir-opt")
    assert str(info.value) == (
        "mlir-opt not available: looked for mlir-opt in --irlower-tool mlir-opt=PATH, "
        "ini irlower_tools, $IRLOWER_MLIR_OPT, PATH "
        "(put mlir-opt on PATH or pass --irlower-tool mlir-opt=/path/to/mlir-opt)"
    )


def test_target_names_normalize_between_llc_and_ours() -> None:
    assert targets.normalize_target("nvptx64") == "nvptx"
    assert targets.normalize_target("amdgcn") == "amdgpu"
    assert targets.normalize_target("spirv64") == "spirv"
    assert targets.normalize_target("NVPTX") == "nvptx"
    with pytest.raises(
        ValueError, match="unknown target 'x86'; valid targets: nvptx, amdgpu, spirv"
    ):
        targets.normalize_target("x86")


# the fallback past the tools on PATH is Triton's LLVM (or ziglang's clang)
@pytest.mark.toolchain
# amdgpu's engine after an llc without amdgcn is Triton 3.9's LLVM: a toolchain component
@pytest.mark.toolchain
def test_plan_prefers_a_new_enough_llc_on_path(tmp_path: Path) -> None:
    make_tool(tmp_path, "opt")
    make_tool(tmp_path, "llc", targets=("nvptx64",))
    chain = Toolchain(env={}, search_path=str(tmp_path))
    chosen = llvm.plan("nvptx", chain)
    assert (chosen.opt.kind, chosen.llc.kind) == ("opt", "llc")
    # this llc lacks amdgcn: the next engine takes amdgpu
    assert llvm.plan("amdgpu", chain).llc.kind != "llc"


# the fallback past the tools on PATH is Triton's LLVM (or ziglang's clang)
@pytest.mark.toolchain
def test_plan_passes_over_an_old_llvm_on_path_but_not_a_named_one(tmp_path: Path) -> None:
    old_opt = make_tool(tmp_path, "opt", version="14.0.6")
    old_llc = make_tool(tmp_path, "llc", version="14.0.6")
    chain = Toolchain(env={}, search_path=str(tmp_path))
    chosen = llvm.plan("nvptx", chain)
    assert chosen.opt.kind != "opt" and chosen.llc.kind != "llc"
    named = Toolchain(
        env={},
        search_path=str(tmp_path),
        option_paths={"opt": str(old_opt), "llc": str(old_llc)},
    )
    chosen = llvm.plan("nvptx", named)
    assert (chosen.opt.kind, chosen.llc.kind) == ("opt", "llc")


def test_no_code_generator_is_a_missing_toolchain_naming_what_was_looked_for(
    tmp_path: Path,
) -> None:
    make_tool(tmp_path, "llc", targets=("x86-64",))
    make_tool(tmp_path, "clang", targets=("x86-64",))
    chain = Toolchain(
        env={}, search_path=str(tmp_path), option_paths={"clang": str(tmp_path / "clang")}
    )
    with pytest.raises(ToolchainMissing) as info:
        llvm.plan("spirv", chain)
    message = str(info.value)
    assert message.startswith("code generator for target spirv not available:")
    assert "llc with target spirv64" in message
    assert "(found llc (LLVM 23.1.0, PATH), which lacks it)" in message
