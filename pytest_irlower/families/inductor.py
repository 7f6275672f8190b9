"""Inductor on the CPU: its loop-level IR and the code it generates.

Both IR types come from one compile of the exported program (the ``fx_graph`` stage's
payload, shared with every other PyTorch IR type): ``inductor_ir`` is the IR after the
scheduler fused nodes, with the IR before fusion as the stage ``inductor_ir_pre_fusion``
in front of it; ``inductor_code`` is the output code (C++ kernels in the Python
wrapper), built after ``inductor_ir`` from the same compile. The compile itself, its
isolation and the settings pinned for portable text are in
:mod:`pytest_irlower.engines.inductor`.
"""

from __future__ import annotations

import os
from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from typing import Any

from pytest_irlower.api.family import IRType, Request, Stage, Work
from pytest_irlower.api.params import param_field
from pytest_irlower.engines.torch_program import print_symbols_portably
from pytest_irlower.errors import UsageError
from pytest_irlower.families.model import ModelFamily, is_dynamic, model_key
from pytest_irlower.families.model_params import dynamic_shapes_field
from pytest_irlower.runtime.toolchain import Toolchain
from pytest_irlower.text import normalize as norm

#: the stage holding the IR before fusion
PRE_FUSION = "inductor_ir_pre_fusion"


@dataclass(frozen=True)
class InductorOutput:
    """The ``inductor_ir`` stage's payload: the output code of the same compile."""

    code: str
    engine: str


class Inductor(ModelFamily):
    """Inductor's CPU backend: loop-level IR and output code, through one compile."""

    name = "inductor"

    @dataclass(frozen=True)
    class Params:
        """torch.export's dynamic_shapes, and patches of torch._inductor.config."""

        dynamic_shapes: Any = dynamic_shapes_field()
        inductor_config: Mapping[str, Any] | None = param_field(
            None,
            help="settings of torch._inductor.config for this compile, e.g. {'cpp.simdlen': 512}",
        )

    #: a failure can be the system C++ compiler's (a missing omp.h), which no key sees
    keeps_failures = False
    ir_types = (
        IRType(
            "inductor_ir",
            "module",
            ".txt",
            "text",
            "Inductor's loop-level IR after fusion (CPU, inference); the IR before fusion is "
            "the stage inductor_ir_pre_fusion",
            after="fx_graph",
        ),
        IRType(
            "inductor_code",
            "module",
            ".py",
            "python",
            "Inductor's CPU output code: C++ kernels inside the Python wrapper (same compile "
            "as inductor_ir)",
            after="inductor_ir",
        ),
    )

    def check_subject(self, request: Request) -> None:
        super().check_subject(request)
        patches = request.params.inductor_config
        if patches is None:
            return
        if not isinstance(patches, Mapping):
            raise UsageError(
                "inductor_config takes a mapping of torch._inductor.config settings to values "
                f"(e.g. {{'cpp.simdlen': 512}}), got {type(patches).__name__}"
            )
        from pytest_irlower.engines import inductor

        inductor.check_config(patches)

    def cache_key(self, request: Request) -> Hashable:
        patches = request.params.inductor_config or {}
        return (model_key(request), repr(sorted(patches.items(), key=lambda item: item[0])))

    def header_lines(self, toolchain: Toolchain) -> list[str]:
        from pytest_irlower.engines import inductor

        candidates = inductor.cxx_candidates()
        found = inductor.find_cxx(candidates)
        if found is None:
            return [f"inductor: no C++ compiler ({inductor.missing_cxx(candidates).looked_for})"]
        from pytest_irlower.runtime.process import probe

        output = probe([found, "--version"], timeout=toolchain.probe_timeout, remember=True)[1]
        output = output.strip()
        version = output.splitlines()[0] if output else "version unknown"
        return [f"inductor: CPU code compiled with {found} ({version})"]

    def build_inductor_ir(self, work: Work) -> list[Stage]:
        from pytest_irlower.engines import inductor

        assert work.previous is not None
        request = work.request
        compiled = inductor.compile_program(
            work.previous.payload,
            config=request.params.inductor_config,
            timeout=request.options.timeout,
            stage=work.ir_type.name,
        )
        engine = f"torch._inductor, CPU ({os.path.basename(compiled.cxx)})"
        roots = [(compiled.workspace, "<inductor-cache>"), *request.options.path_roots()]

        def portable(text: str) -> str:
            text = norm.normalize_inductor(text, roots)
            if is_dynamic(request):
                text = print_symbols_portably(text, quoted=False)
            return text

        before = work.stage(portable(compiled.pre_fusion), name=PRE_FUSION, engine=engine)
        after = work.stage(
            portable(compiled.post_fusion),
            engine=engine,
            payload=InductorOutput(portable(compiled.code), engine),
        )
        after.seconds = compiled.seconds
        return [before, after]

    def build_inductor_code(self, work: Work) -> Stage:
        assert work.previous is not None
        output: Any = work.previous.payload
        return work.stage(output.code, engine=output.engine)


FAMILY = Inductor
