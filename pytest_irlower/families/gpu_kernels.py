"""Real GPU kernels of a PyTorch model, through MLIR's own GPU pipeline.

Where ``nvptx``/``amdgpu``/``spirv`` (the llvm family) compile the model's host-style
``main`` for a GPU target, on one thread, these IR types map its loop nests to a grid
of blocks of threads and outline each into a kernel (``engines/gpu_pipeline.py``):

- ``gpu_mlir``: the GPU dialect after outlining: a host ``main`` that
  ``gpu.launch_func``s one ``gpu.module`` per loop nest (grid and block sizes in the
  launch and in each kernel's ``known_grid_size``/``known_block_size``);
- ``nvvm_mlir`` / ``rocdl_mlir``: each ``gpu.module`` in the LLVM dialect with NVVM or
  ROCDL intrinsics for the arch (``nvvm.maxntid``, ``rocdl.flat_work_group_size``);
- ``nvptx_kernels`` / ``amdgpu_kernels``: PTX (``.entry`` kernels reading ``%tid``,
  ``%ctaid``) and AMDGCN (``amdgpu_kernel``s) of every kernel, one module, made by
  Triton's LLVM (``engines/gpu_codegen.py``), headed by a comment line per kernel with
  its launch;
- ``spirv_kernels``: each ``gpu.module`` as a ``spirv.module`` of OpenCL-style kernels
  (MLIR's SPIR-V dialect; MLIR's Python bindings cannot serialize it to a binary).

The chain starts from the torch-mlir family's Linalg-on-tensors module, shared with
every other chain of the same model.
"""

from __future__ import annotations

from typing import Any

from pytest_irlower.api.family import IRType, Stage, Work
from pytest_irlower.api.keying import Environment
from pytest_irlower.engines import gpu_codegen, gpu_pipeline, mlir_child
from pytest_irlower.errors import LoweringError, ToolchainMissing
from pytest_irlower.families.mlir_stage import mlir_stage
from pytest_irlower.families.model import ModelFamily
from pytest_irlower.runtime.contain.forkserver import WORKER
from pytest_irlower.runtime.toolchain import Toolchain, package_version
from pytest_irlower.text.targets import TARGETS

#: the machine code's comment leader, per target
COMMENT = {"nvptx": "//", "amdgpu": ";"}


class GPUKernels(ModelFamily):
    """Outlined GPU kernels of a PyTorch model: GPU dialect, NVVM/ROCDL, PTX/AMDGCN, SPIR-V."""

    name = "gpu_kernels"
    #: what its output depends on: the cross-run key and the session header read it
    environment = Environment(
        distributions=("torch", "torch-mlir", "triton", "ziglang"),
        executables=("mlir-opt", "opt", "llc", "clang"),
    )
    #: graph="forward"/"backward" reaches it through the torch-mlir family
    takes_graph = True
    ir_types = (
        IRType(
            "gpu_mlir",
            "module",
            ".mlir",
            "mlir",
            "Linalg bufferized, its parallel loops mapped to blocks and threads and "
            "outlined into gpu.module kernels (MLIR's GPU pipeline, in-process)",
            after="linalg_on_tensors_mlir",
        ),
        IRType(
            "nvvm_mlir",
            "module",
            ".mlir",
            "mlir",
            "gpu_mlir's kernels in the LLVM and NVVM dialects (convert-gpu-to-nvvm)",
            after="gpu_mlir",
            target="nvptx",
        ),
        IRType(
            "nvptx_kernels",
            "module",
            ".ptx",
            "ptx",
            "nvvm_mlir's kernels as PTX .entry functions (Triton's LLVM, libdevice linked)",
            after="nvvm_mlir",
            target="nvptx",
        ),
        IRType(
            "rocdl_mlir",
            "module",
            ".mlir",
            "mlir",
            "gpu_mlir's kernels in the LLVM and ROCDL dialects (convert-gpu-to-rocdl)",
            after="gpu_mlir",
            target="amdgpu",
        ),
        IRType(
            "amdgpu_kernels",
            "module",
            ".amdgcn",
            "amdgcn",
            "rocdl_mlir's kernels as AMDGCN amdgpu_kernels (Triton's LLVM, ocml linked)",
            after="rocdl_mlir",
            target="amdgpu",
        ),
        IRType(
            "spirv_kernels",
            "module",
            ".mlir",
            "mlir",
            "gpu_mlir's kernels as SPIR-V dialect kernels (convert-gpu-to-spirv)",
            after="gpu_mlir",
            target="spirv",
        ),
    )

    # -- the MLIR stages: MLIR's passes in a forked child --------------------------------

    def _mlir(self, work: Work, what: str, lower: Any) -> Stage:
        assert work.previous is not None
        source = work.previous.payload
        stage = work.ir_type.name

        def build() -> Any:
            op = source.clone()
            lower(op, stage)
            return op

        op = mlir_child.contained_module(
            build,
            stage=stage,
            timeout=work.request.options.timeout,
            what=what,
            contexts=(source.context,),
        )
        return mlir_stage(work, op, keep_weights=work.request.options.keep_weights)

    def build_gpu_mlir(self, work: Work) -> Stage:
        return self._mlir(
            work,
            "MLIR's GPU mapping and kernel outlining (in-process)",
            lambda op, stage: gpu_pipeline.to_gpu(op, stage=stage),
        )

    def build_nvvm_mlir(self, work: Work) -> Stage:
        arch = work.request.arch or TARGETS["nvptx"].default_arch or "sm_90"
        return self._mlir(
            work,
            "convert-gpu-to-nvvm (in-process)",
            lambda op, stage: gpu_pipeline.to_nvvm(op, arch, stage=stage),
        )

    def build_rocdl_mlir(self, work: Work) -> Stage:
        arch = work.request.arch or TARGETS["amdgpu"].default_arch or "gfx942"
        return self._mlir(
            work,
            "convert-gpu-to-rocdl (in-process)",
            lambda op, stage: gpu_pipeline.to_rocdl(op, arch, stage=stage),
        )

    def build_spirv_kernels(self, work: Work) -> Stage:
        return self._mlir(
            work,
            "convert-gpu-to-spirv (in-process)",
            lambda op, stage: gpu_pipeline.to_spirv(op, stage=stage),
        )

    # -- machine code: Triton's LLVM in the session's worker -----------------------------

    def _machine_code(self, work: Work) -> list[Stage]:
        assert work.previous is not None
        request = work.request
        target = TARGETS[work.ir_type.target or ""]
        arch = request.arch or target.default_arch or ""
        stage = work.ir_type.name
        kernels, text = gpu_pipeline.kernels_and_module(work.previous.payload)
        command = f"python -m pytest_irlower.engines.gpu_codegen {target.triple} {arch} < input"
        try:
            ir_text, asm = WORKER.call(
                gpu_codegen.asm,
                text,
                target.triple,
                arch,
                stage=stage,
                timeout=request.options.timeout,
                what="Triton's LLVM (kernels to machine code)",
            )
        except LoweringError as exc:
            raise LoweringError(stage, exc.detail, command=command, input_ir=text) from exc
        except RuntimeError as exc:
            raise LoweringError(stage, str(exc), command=command, input_ir=text) from exc
        engine = f"Triton's LLVM (triton {package_version('triton')}, worker process)"
        comment = COMMENT[target.name]
        head = "\n".join(kernel.line(comment) for kernel in kernels)
        llvm_stage = work.stage(
            ir_text, name=f"{stage} llvm_ir", syntax="llvm", engine=engine, command=command
        )
        code = work.stage(head + "\n" + asm, engine=engine, command=command)
        code.details = {"kernels": [kernel.name for kernel in kernels]}
        return [llvm_stage, code]

    build_nvptx_kernels = _machine_code
    build_amdgpu_kernels = _machine_code

    def target_unavailable(self, target: str, toolchain: Toolchain) -> ToolchainMissing | None:
        if target in ("nvptx", "amdgpu") and not package_version("triton"):
            return ToolchainMissing(
                f"code generator for {target} kernels",
                "Triton's LLVM: python package triton not installed",
                "pip install 'pytest-irlower[triton]'",
            )
        return None

    def header_lines(self, toolchain: Toolchain) -> list[str]:
        version = package_version("triton")
        llvm = (
            f"Triton's LLVM (triton {version})"
            if version
            else "none (pip install 'pytest-irlower[triton]')"
        )
        return [f"gpu kernels: MLIR's GPU pipeline (torch-mlir); PTX and AMDGCN by {llvm}"]


FAMILY = GPUKernels
