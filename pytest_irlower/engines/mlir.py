"""In-process MLIR through torch-mlir's Python bindings.

torch-mlir's bindings register every upstream dialect and pass, so parsing,
verifying, running pass pipelines and translating to LLVM IR all happen here
without an ``mlir-opt`` or ``mlir-translate`` executable.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from typing import Any

from pytest_irlower.errors import LoweringError, ToolchainMissing, condense
from pytest_irlower.runtime.toolchain import package_version
from pytest_irlower.text.syntax import ELIDE_LIMIT

#: torch-mlir nightlies older than this are not supported (see the README).
MIN_TORCH_MLIR = 20260101

#: the nightly CI tests comes with the [torch] extra; a team's own build: see the docs page
INSTALL_HINT = (
    "pip install 'pytest-irlower[torch]' (torch-mlir 20261001), or install your own "
    "torch-mlir build (docs/torch-mlir-builds.md)"
)

#: Torch backend IR -> each backend's IR, as torch-mlir's own ``lower_mlir_module`` runs it.
BACKEND_PIPELINES = {
    "TORCH": None,
    "TOSA": "builtin.module(torch-backend-to-tosa-backend-pipeline)",
    "LINALG_ON_TENSORS": (
        "builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline{allow-non-finites=true})"
    ),
    "STABLEHLO": (
        "builtin.module(torch-backend-to-stablehlo-backend-pipeline{allow-non-finites=true})"
    ),
}

#: FX import (raw) -> Torch backend IR, as ``torch_mlir.fx.export_and_import`` runs it.
TORCH_BACKEND_PIPELINE = (
    "builtin.module(func.func(torch-match-quantized-custom-ops),"
    " torchdynamo-export-to-torch-backend-pipeline{ extra-library=})"
)


@dataclass(frozen=True)
class TorchMlirInfo:
    """The torch-mlir found: its version string and where it lives."""

    version: str
    location: str


def require_torch_mlir() -> TorchMlirInfo:
    """Import torch-mlir with its FX importer (which imports torch) or raise
    :class:`ToolchainMissing` saying why not: what the PyTorch paths need."""
    try:
        from torch_mlir import fx  # noqa: F401
        from torch_mlir.compiler_utils import OutputType
    except ImportError as exc:
        raise ToolchainMissing(
            "torch-mlir",
            f"'import torch_mlir.fx' failed ({exc})",
            INSTALL_HINT,
        ) from None
    info = torch_mlir_info()
    if not hasattr(OutputType, "STABLEHLO"):
        raise ToolchainMissing(
            "torch-mlir",
            f"torch-mlir {info.version} at {info.location} has no StableHLO output type",
            INSTALL_HINT,
        )
    return info


def torch_mlir_info() -> TorchMlirInfo:
    """The torch-mlir found, recent enough, with its MLIR bindings; torch is not imported
    (MLIR text alone needs no torch: a forked step that parses and runs passes would pay
    torch's import, seconds, on every lowering). Raises :class:`ToolchainMissing`."""
    require_mlir_bindings()
    import torch_mlir

    location = str(getattr(torch_mlir, "__path__", ["?"])[0])
    if location in _FOUND:
        return _FOUND[location]
    version = package_version("torch-mlir") or package_version("torch_mlir") or "unknown"
    stamp = re.match(r"(\d{8})", version)
    if stamp and int(stamp.group(1)) < MIN_TORCH_MLIR:
        raise ToolchainMissing(
            "torch-mlir",
            f"found torch-mlir {version} at {location}, too old: "
            f"need a nightly >= {MIN_TORCH_MLIR}",
            INSTALL_HINT,
        )
    info = TorchMlirInfo(version, location)
    _FOUND[location] = info
    return info


#: the torch-mlir found, by the folder it was imported from (reading a distribution's
#: metadata costs about 1 ms, three times a lowering)
_FOUND: dict[str, TorchMlirInfo] = {}


def require_mlir_bindings() -> None:
    """Check that torch-mlir's MLIR bindings import (``torch_mlir.ir``; no torch needed),
    or raise :class:`ToolchainMissing` saying why not."""
    try:
        from torch_mlir import ir  # noqa: F401
    except ImportError as exc:
        raise ToolchainMissing(
            "torch-mlir",
            f"MLIR's Python bindings: 'from torch_mlir import ir' failed ({exc})",
            INSTALL_HINT,
        ) from None


def new_context(*, parse_only: bool = False) -> Any:
    """A fresh MLIR context with every upstream dialect and torch-mlir's own registered;
    each is loaded when a module, a pass or a translation first needs it (loading all of
    them up front, as ``ir.Context()`` does, takes 4 of its 5.5 ms).

    ``parse_only``: a context that a module will be parsed into (see :func:`_parsed`):
    the Torch and StableHLO dialects are loaded by the parser too, only when the module
    holds their ops, and TMTensor is left to the caller (loading the Torch dialect and
    TMTensor takes most of a context's time)."""
    torch_mlir_info()
    from torch_mlir import ir
    from torch_mlir.dialects import torch as torch_d

    # func is loaded now: the ONNX importer creates its ops by name, which loads nothing
    context = ir.Context(load_on_create_dialects=["func"])
    torch_d.register_dialect(context, load=not parse_only)
    try:  # StableHLO ships in the wheel but is not registered by default
        from torch_mlir._mlir_libs import _stablehlo

        _stablehlo.register_dialect(context, load=not parse_only)
    except (ImportError, AttributeError):
        pass
    if not parse_only:
        load_tm_tensor(context)
    return context


def load_tm_tensor(context: Any) -> None:
    """Load torch-mlir's TMTensor dialect (``tm_tensor.scatter``: Linalg on tensors of an
    embedding's or a max pool's backward) into ``context``.

    The bindings register no such dialect; a pass that depends on it loads it, so an empty
    module goes through one. Without it, a module holding ``tm_tensor`` ops cannot be parsed.
    """
    from torch_mlir import ir
    from torch_mlir.passmanager import PassManager

    with context:
        try:
            manager = PassManager.parse("builtin.module(func.func(convert-torch-to-tmtensor))")
            manager.run(ir.Module.parse("module {}").operation)
        except (ValueError, ir.MLIRError):  # a torch-mlir without the pass: nothing to load
            pass


#: pass names that only torch-mlir's tools register (torch-mlir-opt knows them)
_TORCH_MLIR_PASSES = ("torch-", "torchdynamo-", "refback-", "tm-tensor-", "convert-torch-")


def reproducer(pipeline: str) -> str:
    """A command that reruns ``pipeline`` on a saved input: ``torch-mlir-opt`` (in the
    torch-mlir wheel) for torch-mlir's passes, else upstream ``mlir-opt``."""
    tool = "torch-mlir-opt" if any(p in pipeline for p in _TORCH_MLIR_PASSES) else "mlir-opt"
    return f"{tool} --pass-pipeline={shlex.quote(pipeline)} < input"


def run_pipeline(op: Any, pipeline: str, *, stage: str, input_text: str | None = None) -> None:
    """Run a textual pass pipeline on ``op`` in place; failures name the stage.

    The error carries MLIR's diagnostics with their locations, the pipeline's input
    (``input_text``, else the op as it was before the run) and a command line that
    reproduces the run on it.
    """
    from torch_mlir import ir
    from torch_mlir.passmanager import PassManager

    # Error diagnostics are captured into MLIRError (emit_error_diagnostics stays False).
    with op.context:
        try:
            pm = PassManager.parse(pipeline)
        except (ValueError, ir.MLIRError) as exc:
            raise LoweringError(stage, f"bad pass pipeline {pipeline!r}: {exc}") from None
        # a clone is cheap (weights are shared resources): it is printed only on a failure
        before = op.clone() if input_text is None else None
        try:
            _run_recorded(pm, op, stage)
        except ir.MLIRError as exc:
            if input_text is None and before is not None:
                input_text = str(before.get_asm())
            raise LoweringError(
                stage,
                format_mlir_error(exc),
                command=reproducer(pipeline),
                input_ir=input_text,
            ) from None
        finally:
            if before is not None:
                before.erase()


def _run_recorded(pm: Any, op: Any, stage: str) -> None:
    """``pm.run(op)``; with passes asked for (``passes.active()``), the IR after every pass
    is printed (as ``mlir-opt --mlir-print-ir-after-all``) and recorded for ``stage``."""
    from pytest_irlower.runtime import passes

    log = passes.active()
    if log is None:
        pm.run(op)
        return
    # the printer runs on one thread (module scope needs it): the prints come in pass order
    op.context.enable_multithreading(False)
    limit = None if log.keep_weights else ELIDE_LIMIT
    pm.enable_ir_printing(
        print_after_all=True,
        print_module_scope=True,
        large_elements_limit=limit,
        large_resource_limit=limit,
    )
    with passes.captured_stderr() as printed:
        pm.run(op)
    passes.record_mlir_dump(stage, printed[0])


def format_mlir_error(exc: Any) -> str:
    """MLIR's diagnostics, one per line, each with its location, notes indented."""
    lines = [str(getattr(exc, "message", "")) or "MLIR error"]
    for diag in getattr(exc, "error_diagnostics", ()):
        lines.extend(_format_diagnostic(diag, "  "))
    return condense("\n".join(lines), max_lines=60)


def _format_diagnostic(diag: Any, indent: str) -> list[str]:
    out = [f"{indent}{diag.location}: error: {diag.message}"]
    for note in getattr(diag, "notes", ()):
        out.extend(_format_diagnostic(note, indent + "  "))
    return out


def print_op(op: Any, *, keep_weights: bool, weights_only: bool = False) -> str:
    """The op's MLIR text, weights elided unless kept: each ``dense_resource<name>``
    stays, the resource section leaves out every blob over ``ELIDE_LIMIT`` characters,
    and dense constants over ``ELIDE_LIMIT`` elements print as ``dense_resource<__elided__>``.

    Elided text still parses: MLIR reads a name without a blob as a resource without data.

    ``weights_only``: the module's only resources are ``dense_resource`` weights (the
    modules the plugin imports itself; not a user's MLIR, which may carry other
    resources, such as a reproducer's). Its resource section is then left out without
    being written first: MLIR hex-encodes every resource before it drops one over the
    limit (0.15 s for ResNet-18's 47 MB), except at limit 0. The text is the same,
    unless a weight that is printed (16 elements or fewer) is small enough (2 bytes or
    fewer) to keep its blob at the limit: then it is printed the slow way, and its
    blob is in the text as before.
    """
    if keep_weights:
        return str(op.get_asm())
    if weights_only:
        text = str(op.get_asm(large_elements_limit=ELIDE_LIMIT, large_resource_limit=0))
        if not _keeps_a_blob(text):
            return text
    return str(op.get_asm(large_elements_limit=ELIDE_LIMIT, large_resource_limit=ELIDE_LIMIT))


#: a weight printed by name (not elided), with its tensor type's shape and element type
_PRINTED_RESOURCE = re.compile(r"dense_resource<(?!__elided__>)[^>]*>(?:\s*:\s*tensor<([^>]*)>)?")
#: the longest blob MLIR keeps at ``ELIDE_LIMIT`` characters: ``"0x`` + 8 hex digits of
#: alignment + 2 per byte + ``"`` (12 + 2n <= 16)
_KEPT_BLOB_BYTES = (ELIDE_LIMIT - 12) // 2


def _keeps_a_blob(text: str) -> bool:
    """Whether a weight printed by name in ``text`` is small enough that MLIR would print
    its blob at ``ELIDE_LIMIT`` (conservative: an unknown type counts as small)."""
    for match in _PRINTED_RESOURCE.finditer(text):
        tensor = match.group(1)
        if tensor is None:
            return True
        *dims, element = tensor.split("x")
        if not all(d.isdigit() for d in dims):
            return True
        count = 1
        for dim in dims:
            count *= int(dim)
        bits = re.search(r"\d+", element)
        width = max(1, int(bits.group()) // 8) if bits else 1
        if count * width <= _KEPT_BLOB_BYTES:
            return True
    return False


def parse_module(text: str, *, stage: str, context: Any = None) -> Any:
    """Parse and verify MLIR text; a bad text fails with MLIR's diagnostic and location."""
    from torch_mlir import ir

    ctx = context if context is not None else new_context()
    with ctx:
        try:
            module = ir.Module.parse(text)
        except ir.MLIRError as exc:
            raise LoweringError(stage, format_mlir_error(exc)) from None
        try:
            module.operation.verify()
        except ir.MLIRError as exc:
            raise LoweringError(stage, format_mlir_error(exc)) from None
    return module


def dialects(op: Any) -> set[str]:
    """The dialect namespaces of every op nested in ``op``."""
    from torch_mlir import ir

    seen: set[str] = set()

    def visit(inner: Any) -> Any:
        seen.add(inner.name.split(".")[0])
        return ir.WalkResult.ADVANCE

    op.operation.walk(visit)
    return seen


def rename_function(op: Any, old: str, new: str) -> None:
    """Rename the top-level ``func.func @old`` of a module to ``@new`` (none: nothing)."""
    from torch_mlir import ir

    for inner in op.regions[0].blocks[0].operations:
        found = inner.operation
        if found.name == "func.func" and ir.StringAttr(found.attributes["sym_name"]).value == old:
            found.attributes["sym_name"] = ir.StringAttr.get(new, found.context)


def erase_ops(op: Any, names: tuple[str, ...]) -> None:
    """Erase every op named in ``names`` (in that order: users before what they use)."""
    from torch_mlir import ir

    for name in names:
        found: list[Any] = []

        def visit(inner: Any, name: str = name, found: list[Any] = found) -> Any:
            if inner.name == name:
                found.append(inner)
            return ir.WalkResult.ADVANCE

        op.operation.walk(visit)
        for inner in found:
            inner.erase()


def op_names(op: Any, prefix: str) -> list[str]:
    """The names of the ops under ``op`` that start with ``prefix``, sorted, once each."""
    from torch_mlir import ir

    found: set[str] = set()

    def visit(inner: Any) -> Any:
        if inner.name.startswith(prefix):
            found.add(inner.name)
        return ir.WalkResult.ADVANCE

    op.operation.walk(visit)
    return sorted(found)


#: the command that reproduces :func:`translate_to_llvm_ir`, and how messages name it
TRANSLATE_COMMAND = "mlir-translate --mlir-to-llvmir < input"
TRANSLATE_WHAT = "mlir-translate --mlir-to-llvmir (in-process)"


def translate_to_llvm_ir(op: Any, *, stage: str, timeout: float = 120.0) -> str:
    """``mlir-translate --mlir-to-llvmir``, in-process, in a forked child: the binding
    crashes on some input (unrealized casts, unknown intrinsics, elided resources)."""
    from torch_mlir import ir
    from torch_mlir.dialects import llvm

    from pytest_irlower.runtime.contain.child import contained

    # the binding crashes (segfault) on ops outside the LLVM dialect: refuse them first
    foreign = sorted(dialects(op) - {"builtin", "llvm"})
    if foreign:
        raise LoweringError(
            stage,
            "mlir-translate --mlir-to-llvmir needs the LLVM dialect only; found ops of "
            f"{', '.join(foreign)} (lower them first, e.g. mlir-opt --convert-to-llvm)",
        )
    command = TRANSLATE_COMMAND

    def translate() -> str:
        with op.context:
            try:
                return str(llvm.translate_module_to_llvmir(op.operation))
            except ir.MLIRError as exc:
                raise LoweringError(stage, format_mlir_error(exc), command=command) from None

    return contained(
        translate,
        stage=stage,
        timeout=timeout,
        what=TRANSLATE_WHAT,
        command=command,
        input_ir=lambda: str(op.operation.get_asm()),
    )
