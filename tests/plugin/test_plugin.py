"""The plugin as a user meets it, driven from outside with pytester."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

MLP_SRC = """
import torch

class MLP(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.l1 = torch.nn.Linear(4, 8)
        self.l2 = torch.nn.Linear(8, 2)

    def forward(self, x):
        return self.l2(torch.nn.functional.gelu(self.l1(x)))
"""


def _write(pytester: pytest.Pytester, body: str) -> None:
    pytester.makepyfile(test_it=MLP_SRC + textwrap.dedent(body))


def test_loading_the_plugin_imports_no_heavy_package() -> None:
    code = (
        "import sys, pytest_irlower.plugin, pytest_irlower;"
        "heavy = [m for m in ('torch', 'torch_mlir', 'triton', 'onnx', 'onnxscript') if m in sys.modules];"
        "print(heavy); sys.exit(1 if heavy else 0)"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_a_pytest_session_with_the_plugin_imports_no_heavy_package(
    pytester: pytest.Pytester,
) -> None:
    pytester.makeconftest(
        """
        import sys
        def pytest_sessionfinish(session):
            heavy = [m for m in ('torch', 'torch_mlir', 'triton', 'onnx', 'onnxscript') if m in sys.modules]
            print('HEAVY=%s' % heavy)
        """
    )
    pytester.makepyfile("def test_nothing(lower): assert callable(lower)")
    result = pytester.runpytest_subprocess("-s")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(["*HEAVY=[[][]]"])


#: what loading the plugin leaves for first use (a test, a fixture, the header)
LAZY_MODULES = (
    "pytest_irlower.lowering.lowerer",
    "pytest_irlower.checks.golden",
    "pytest_irlower.api.family",
    "pytest_irlower.families",
    "pytest_irlower.runtime.toolchain",
    "pytest_irlower.runtime.process",
    "pytest_irlower.cache.disk",
    "pytest_irlower.runtime.gpu",
    "pytest_irlower.text.targets",
    "pytest_irlower.text.normalize",
    "pytest_irlower.text.canonical",
    "syrupy.extensions.single_file",
    # a run without a conformance suite builds the conformance session, and no more of it
    "pytest_irlower.conformance.cases",
    "pytest_irlower.conformance.expectations",
    "pytest_irlower.conformance.opinfo",
    "pytest_irlower.conformance.report",
    "pytest_irlower.conformance.suite",
)


@pytest.mark.parametrize("args", [("--co", "-q"), ("-q",)], ids=["collect-only", "run"])
def test_plain_tests_load_none_of_the_lowering_modules(
    pytester: pytest.Pytester, args: tuple[str, ...]
) -> None:
    """Loading the plugin stays cheap next to ``pytest --co``: options and ini values are
    checked at configure, the rest is imported when a test first needs it."""
    pytester.makeconftest(
        f"""
        import sys
        def pytest_sessionfinish(session):
            loaded = [m for m in {LAZY_MODULES!r} if m in sys.modules]
            active = session.config.pluginmanager.has_plugin("irlower-session")
            print('LOADED=%s ACTIVE=%s' % (loaded, active))
        """
    )
    pytester.makepyfile("def test_one(): assert 1\n\ndef test_two(): assert 2\n")
    result = pytester.runpytest_subprocess("-s", "-p", "no:randomly", *args)
    assert result.ret == 0, result.stdout.str()
    result.stdout.fnmatch_lines(["*LOADED=[[][]] ACTIVE=True"])


def test_the_tests_run_with_what_was_loaded_before_them_frozen(
    pytester: pytest.Pytester,
) -> None:
    """A full collection during the tests walks only what they made (after torch's import
    it walked everything, 100 to 200 ms a pass); after the tests every object is the
    collector's again, for pytest's own pass at the end."""
    pytester.makeconftest(
        """
        import gc
        def pytest_sessionfinish(session):
            print('AFTER=%d' % gc.get_freeze_count())
        """
    )
    pytester.makepyfile(
        """
        import gc
        def test_frozen():
            print('DURING=%d' % gc.get_freeze_count())
            assert gc.get_freeze_count() > 0
        """
    )
    result = pytester.runpytest_subprocess("-s", "-p", "no:randomly")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(["*DURING=[1-9]*", "*AFTER=0"])


@pytest.mark.toolchain
def test_entry_point_registers_plugin_and_header_lists_backends(
    pytester: pytest.Pytester,
) -> None:
    pytester.makepyfile("def test_ok(): pass")
    result = pytester.runpytest_subprocess("-v")  # the full header
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(["irlower: torch *", "irlower: torch-mlir *"])


@pytest.mark.toolchain
def test_lower_returns_lowered_ir_with_stages(pytester: pytest.Pytester) -> None:
    _write(
        pytester,
        """
        def test_mlp(lower):
            ir = lower(MLP(), (torch.randn(2, 4),), ir_type="linalg_on_tensors_mlir")
            assert isinstance(ir, str)
            assert "linalg.matmul" in ir
            assert ir.ir_type == "linalg_on_tensors_mlir"
            assert ir.target is None and ir.arch is None
            assert list(ir.stages) == ["fx_graph", "torch_mlir", "linalg_on_tensors_mlir"]
            assert ir.stages["linalg_on_tensors_mlir"] == ir
            assert "torch.aten.gelu" in ir.stages["torch_mlir"]
        """,
    )
    pytester.runpytest().assert_outcomes(passed=1)


@pytest.mark.toolchain
def test_default_ir_type_is_torch_mlir_and_ini_overrides_it(pytester: pytest.Pytester) -> None:
    _write(
        pytester,
        """
        def test_default(lower):
            assert lower(MLP(), torch.randn(2, 4)).ir_type == "torch_mlir"
        """,
    )
    pytester.runpytest().assert_outcomes(passed=1)
    pytester.makeini("[pytest]\nirlower_default_ir_type = fx_graph\n")
    _write(
        pytester,
        """
        def test_default(lower):
            ir = lower(MLP(), torch.randn(2, 4))
            assert ir.ir_type == "fx_graph" and "class GraphModule" in ir
        """,
    )
    pytester.runpytest().assert_outcomes(passed=1)


def test_unknown_ini_default_ir_type_is_a_usage_error(pytester: pytest.Pytester) -> None:
    pytester.makeini("[pytest]\nirlower_default_ir_type = linalg\n")
    pytester.makepyfile("def test_ok(): pass")
    result = pytester.runpytest()
    assert result.ret != 0
    result.stderr.fnmatch_lines(
        ["*unknown ir_type 'linalg'*Valid IR types: torch_script_graph_ir*"]
    )


@pytest.mark.toolchain
def test_unknown_ir_type_fails_listing_valid_names(pytester: pytest.Pytester) -> None:
    _write(
        pytester,
        """
        def test_bad(lower):
            lower(MLP(), (torch.randn(2, 4),), ir_type="linalg_mlir")
        """,
    )
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        [
            "*unknown ir_type 'linalg_mlir'. Did you mean 'llvm_mlir'?*"
            "Valid IR types: torch_script_graph_ir, fx_graph, core_aten_ir, prims_ir, "
            "aot_joint_graph, aot_forward_graph, aot_backward_graph, inductor_ir, inductor_code, "
            "onnx, torchscript_mlir, lazy_tensor_ir, torch_mlir,*raw_ir*"
        ]
    )


@pytest.mark.toolchain
def test_export_failure_names_stage_and_torch_message(pytester: pytest.Pytester) -> None:
    _write(
        pytester,
        """
        class DataDependent(torch.nn.Module):
            def forward(self, x):
                if x.sum() > 0:
                    return x + 1
                return x - 1

        def test_export_fails(lower):
            lower(DataDependent(), (torch.randn(3),), ir_type="torch_mlir")
        """,
    )
    result = pytester.runpytest_subprocess()  # the failure text of a fresh process
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        [
            "*lowering failed at stage 'fx_graph'*",
            "*torch.export.export raised *",
        ]
    )
    # condensed: no wall of internal torch frames in the failure text
    assert len(result.stdout.lines) < 150


@pytest.mark.toolchain
def test_non_module_subject_is_a_clear_error(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        """
        def test_text(lower):
            lower("module {}", ir_type="tosa_mlir")
        """
    )
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        [
            "*ir_type 'tosa_mlir' lowers a torch.nn.Module or a torch.export.ExportedProgram, "
            "got str (for IR text or code, use ir_type='raw_ir')*"
        ]
    )


@pytest.mark.toolchain
def test_raw_mlir_is_parsed_and_verified(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        '''
        GOOD = """
        func.func @add(%a: f32, %b: f32) -> f32 {
          %0 = arith.addf %a, %b : f32
          return %0 : f32
        }
        """
        BAD = """
        func.func @add(%a: f32, %b: i32) -> f32 {
          %0 = arith.addf %a, %b : f32
          return %0 : f32
        }
        """

        def test_good(lower):
            ir = lower(GOOD, ir_type="raw_ir", language="mlir")
            assert "arith.addf %arg0, %arg1 : f32" in ir
            assert list(ir.stages) == ["raw_ir"]

        def test_bad(lower):
            lower(BAD, ir_type="raw_ir", language="mlir")
        '''
    )
    result = pytester.runpytest()
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(
        [
            "*lowering failed at stage 'raw_ir':*",
            "*loc(*3:*): error: use of value '%b' expects different type than prior uses*",
        ]
    )


@pytest.mark.toolchain
def test_raw_pytorch_code_stdout_is_the_ir(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(
        '''
        CODE = """
        import torch
        from torch_mlir import fx
        m = torch.nn.Linear(4, 2)
        print(fx.export_and_import(m, torch.randn(1, 4), output_type="linalg-on-tensors"))
        """

        def test_code(lower):
            ir = lower(CODE, ir_type="raw_ir", language="pytorch")
            assert "linalg.matmul" in ir
        '''
    )
    pytester.runpytest_subprocess().assert_outcomes(passed=1)


def test_raw_pytorch_failure_shows_stderr_and_timeout_is_reported(
    pytester: pytest.Pytester,
) -> None:
    pytester.makeini("[pytest]\nirlower_timeout = 2\n")
    pytester.makepyfile(
        """
        def test_fails(lower):
            lower("import sys\\nraise SystemExit('no such model: resnet9000')", ir_type="raw_ir", language="pytorch")

        def test_hangs(lower):
            lower("import time\\ntime.sleep(60)", ir_type="raw_ir", language="pytorch")

        def test_unknown_language(lower):
            lower("x", ir_type="raw_ir", language="onnx")
        """
    )
    result = pytester.runpytest_subprocess()
    result.assert_outcomes(failed=3)
    result.stdout.fnmatch_lines(
        [
            "*the PyTorch code exited with status 1; its stderr:*",
            "*no such model: resnet9000*",
            "*reproduce with: python* raw_ir.py*",
        ]
    )
    result.stdout.fnmatch_lines(["*the PyTorch code did not finish within 2 s (irlower_timeout)*"])
    result.stdout.fnmatch_lines(
        ["*unknown language 'onnx' for raw_ir; valid languages: mlir, pytorch*"]
    )


BLOCK_TORCH_MLIR = """
import sys

class _Block:
    def find_spec(self, name, path=None, target=None):
        if name == "torch_mlir" or name.startswith("torch_mlir."):
            raise ImportError("blocked for this test")
        return None

sys.meta_path.insert(0, _Block())
"""


@pytest.mark.toolchain
def test_missing_torch_mlir_skips_mlir_types_with_reason(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(BLOCK_TORCH_MLIR)
    _write(
        pytester,
        """
        def test_mlir(lower):
            lower(MLP(), (torch.randn(2, 4),), ir_type="tosa_mlir")

        def test_fx_still_works(lower):
            assert "gelu" in lower(MLP(), (torch.randn(2, 4),), ir_type="fx_graph")
        """,
    )
    result = pytester.runpytest_subprocess("-rs")
    result.assert_outcomes(passed=1, skipped=1)
    result.stdout.fnmatch_lines(
        [
            "*SKIPPED*torch-mlir not available: 'import torch_mlir.fx' failed (blocked for this test)*pip install 'pytest-irlower?torch?'*"
        ]
    )


@pytest.mark.toolchain
def test_strict_turns_a_missing_toolchain_into_a_failure(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(BLOCK_TORCH_MLIR)
    _write(
        pytester,
        """
        def test_mlir(lower):
            lower(MLP(), (torch.randn(2, 4),), ir_type="tosa_mlir")
        """,
    )
    result = pytester.runpytest_subprocess("--irlower-strict")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*torch-mlir not available*[[]--irlower-strict[]]*"])


@pytest.mark.toolchain
def test_models_built_in_tests_are_seeded_so_ir_is_stable(pytester: pytest.Pytester) -> None:
    _write(
        pytester,
        """
        import pathlib

        def test_a(lower, request):
            ir = lower(MLP(), (torch.randn(2, 4),), ir_type="torch_mlir")
            pathlib.Path(request.config.rootpath, "out.mlir").open("a").write(ir)
        """,
    )
    pytester.runpytest("--irlower-keep-weights").assert_outcomes(passed=1)
    pytester.runpytest("--irlower-keep-weights").assert_outcomes(passed=1)
    text = (pytester.path / "out.mlir").read_text()
    first, second = text[: len(text) // 2], text[len(text) // 2 :]
    assert "dialect_resources" in first
    assert first == second


@pytest.mark.toolchain
def test_weights_are_elided_by_default(pytester: pytest.Pytester) -> None:
    _write(
        pytester,
        """
        def test_elided(lower):
            ir = lower(MLP(), (torch.randn(2, 4),), ir_type="torch_mlir")
            # the resources are referenced by name, their blobs are not printed
            assert "dense_resource<torch_tensor_8_4_torch.float32>" in ir
            assert "dialect_resources" not in ir and "0x0400" not in ir
        """,
    )
    pytester.runpytest().assert_outcomes(passed=1)
