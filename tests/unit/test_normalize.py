"""The normalizers are pure functions: text in, text out."""

from __future__ import annotations

from pytest_irlower.text import normalize as norm


def test_whitespace_line_endings_and_final_newline() -> None:
    assert norm.normalize_whitespace("a  \r\nb\t\r\n\n\n") == "a\nb\n"
    assert norm.normalize_whitespace("\n\nx") == "x\n"


def test_torchscript_locations_are_dropped() -> None:
    line = '  %5 : str = prim::Constant[value="none"]() # /abs/proj/model.py:6:0'
    scoped = "  %10 : Float(2, 8) = aten::linear(%x), scope: __module.l1 # /venv/torch/nn/linear.py:134:0"
    assert norm.strip_torchscript_locations(line) == '  %5 : str = prim::Constant[value="none"]()'
    assert norm.strip_torchscript_locations(scoped).endswith("scope: __module.l1")


def test_torch_mangles_are_dropped() -> None:
    text = "a.___torch_mangle_17.Linear b.Linear c.___torch_mangle_3.Attention"
    assert norm.strip_torch_mangles(text) == "a.Linear b.Linear c.Attention"


def test_torch_mangles_are_numbered_where_several_classes_share_a_name() -> None:
    one = '@__torch__.m.___torch_mangle_12.Talk.forward !torch.nn.Module<"__torch__.m.___torch_mangle_12.Talk">'
    assert norm.number_torch_mangles(one) == (
        '@__torch__.m.Talk.forward !torch.nn.Module<"__torch__.m.Talk">'
    )
    # a loaded file: one class per submodule; which kept the plain name depends on the process
    loaded = "@__torch__.n.Linear @__torch__.n.___torch_mangle_8.Linear @__torch__.n.Linear.forward"
    other = "@__torch__.n.___torch_mangle_3.Linear @__torch__.n.___torch_mangle_4.Linear "
    other += "@__torch__.n.___torch_mangle_3.Linear.forward"
    numbered = (
        "@__torch__.n.___torch_mangle_0.Linear @__torch__.n.___torch_mangle_1.Linear "
        "@__torch__.n.___torch_mangle_0.Linear.forward"
    )
    assert norm.number_torch_mangles(loaded) == numbered
    assert norm.number_torch_mangles(other) == numbered
    assert norm.number_torch_mangles("@__torch__.n.Linear") == "@__torch__.n.Linear"


def test_fx_source_comments_are_dropped() -> None:
    text = (
        "def forward(self, x):\n"
        "    # File: /abs/m.py:6 in forward, code: return x + 1\n"
        "    add = x + 1\n"
        "\n"
        "\n"
        "    # No stacktrace found for following nodes\n"
        "    return (add,)\n"
    )
    assert norm.strip_fx_source_comments(text) == (
        "def forward(self, x):\n    add = x + 1\n\n    return (add,)\n"
    )


def test_empty_mlir_resource_block_is_dropped() -> None:
    assert norm.strip_empty_mlir_resources("module {\n}\n\n{-#\n\n#-}\n") == "module {\n}\n"
    kept = 'module {\n}\n\n{-#\n  dialect_resources: {\n    builtin: {\n      a: "0x04"\n    }\n  }\n#-}\n'
    assert norm.strip_empty_mlir_resources(kept) == kept


def test_paths_are_made_relative_longest_root_first() -> None:
    roots = [("/home/me/proj", "."), ("/home/me/proj/.venv/lib/site-packages", "<site-packages>")]
    text = "/home/me/proj/.venv/lib/site-packages/torch/x.py and /home/me/proj/tests/t.py"
    assert norm.relativize_paths(text, roots) == "<site-packages>/torch/x.py and ./tests/t.py"
    assert norm.relativize_paths("/home/me/project2/a", roots) == "/home/me/project2/a"


def test_large_llvm_constants_are_elided_small_ones_kept() -> None:
    big = ", ".join(f"float {i}.0" for i in range(20))
    text = (
        f"@__constant_20xf32 = private constant [20 x float] [{big}], align 64\n"
        "@__constant_2xf32 = private constant [2 x float] [float 1.0, float 2.0], align 64\n"
        "define void @f() {\n  ret void\n}\n"
    )
    out = norm.elide_llvm_constants(text, limit=16)
    lines = out.splitlines()
    assert lines[0] == (
        "@__constant_20xf32 = private constant [20 x float] zeroinitializer, align 64"
        " ; 20 elements elided"
    )
    assert lines[1:] == text.splitlines()[1:]


def test_nested_llvm_aggregates_are_counted_whole() -> None:
    rows = ", ".join("[4 x float] [float 1.0, float 2.0, float 3.0, float 4.0]" for _ in range(8))
    text = f"@w = internal global [8 x [4 x float]] [{rows}]"
    assert norm.elide_llvm_constants(text, limit=16) == (
        "@w = internal global [8 x [4 x float]] zeroinitializer ; 32 elements elided"
    )


def test_large_onnx_tensors_are_elided_as_external_data() -> None:
    data = ",".join(str(i) for i in range(40))
    text = (
        "main_graph (float[2,5] x) => (float[2,8] y)\n"
        f'   <float[5,8] "l1.weight" =  {{{data}}}, float[4] b =  {{0,1,2,3}}, float[4] b>\n'
        "{\n"
        f"   w = Constant <value: tensor = float[5,8] c {{{data}}}> ()\n"
        '   s = Constant <value: tensor = string[2] s{"a{b", "c,d\\"}"}> ()\n'
        "   y = MatMul (x, w)\n"
        "}\n"
    )
    assert norm.elide_onnx_tensors(text, 16) == (
        "main_graph (float[2,5] x) => (float[2,8] y)\n"
        '   <float[5,8] "l1.weight" = ["location": "__elided__"], float[4] b =  {0,1,2,3}, float[4] b>\n'
        "{\n"
        '   w = Constant <value: tensor = float[5,8] c ["location": "__elided__"]> ()\n'
        '   s = Constant <value: tensor = string[2] s{"a{b", "c,d\\"}"}> ()\n'
        "   y = MatMul (x, w)\n"
        "}\n"
    )
    # a string tensor counts its elements, not the commas inside them
    strings = ",".join(['"a,b,c"'] * 3)
    assert norm.elide_onnx_tensors(f"string[3] t =  {{{strings}}}", 3) == (
        f"string[3] t =  {{{strings}}}"
    )
    assert norm.elide_onnx_tensors(f"string[3] t =  {{{strings}}}", 2) == (
        'string[3] t = ["location": "__elided__"]'
    )


def test_fx_comments_led_by_an_annotation_are_source_comments_too() -> None:
    """transformers' dynamo-disabled helpers annotate their nodes; the comment then names
    ``<eval_with_key>.N``, a counter of the process (it differs with the tests run before)."""
    text = (
        "        # Annotation: {'_torchdynamo_disable': True} File: <eval_with_key>.105:5 in "
        "forward, code: x = f(y)\n"
        "        unsqueeze_13 = torch.ops.aten.unsqueeze.default(unsqueeze, 2)\n"
    )
    assert norm.strip_fx_source_comments(text) == (
        "        unsqueeze_13 = torch.ops.aten.unsqueeze.default(unsqueeze, 2)\n"
    )
    assert norm.number_fx_generated_code(text).count("<eval_with_key>.N:5") == 1
