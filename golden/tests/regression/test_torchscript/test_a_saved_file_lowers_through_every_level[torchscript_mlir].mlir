module {
  torch.class_type @__torch__.zoo.MLP {
    torch.attr private "_is_full_backward_hook" : !torch.optional<bool>
    torch.attr private "training" : !torch.bool
    torch.attr private "l1" : !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_0.Linear">
    torch.attr private "l2" : !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_1.Linear">
    torch.attr private "l3" : !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_2.Linear">
    torch.method "forward", @__torch__.zoo.MLP.forward
  }
  torch.class_type @__torch__.torch.nn.modules.linear.___torch_mangle_0.Linear {
    torch.attr private "_is_full_backward_hook" : !torch.none
    torch.attr private "training" : !torch.bool
    torch.attr private "bias" : !torch.tensor
    torch.attr private "weight" : !torch.tensor
    torch.method private "forward", @__torch__.torch.nn.modules.linear.___torch_mangle_0.Linear.forward
  }
  torch.class_type @__torch__.torch.nn.modules.linear.___torch_mangle_1.Linear {
    torch.attr private "_is_full_backward_hook" : !torch.none
    torch.attr private "training" : !torch.bool
    torch.attr private "bias" : !torch.tensor
    torch.attr private "weight" : !torch.tensor
    torch.method private "forward", @__torch__.torch.nn.modules.linear.___torch_mangle_1.Linear.forward
  }
  torch.class_type @__torch__.torch.nn.modules.linear.___torch_mangle_2.Linear {
    torch.attr private "_is_full_backward_hook" : !torch.none
    torch.attr private "training" : !torch.bool
    torch.attr private "bias" : !torch.tensor
    torch.attr private "weight" : !torch.tensor
    torch.method private "forward", @__torch__.torch.nn.modules.linear.___torch_mangle_2.Linear.forward
  }
  func.func private @__torch__.zoo.MLP.forward(%arg0: !torch.nn.Module<"__torch__.zoo.MLP">, %arg1: !torch.tensor {torch.type_bound = !torch.vtensor<[2,16],f32>}) -> !torch.tensor {
    %false_6 = torch.constant.bool false
    %str = torch.constant.str "none"
    %10 = torch.prim.GetAttr %arg0["l3"] : !torch.nn.Module<"__torch__.zoo.MLP"> -> !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_2.Linear">
    %11 = torch.prim.GetAttr %arg0["l2"] : !torch.nn.Module<"__torch__.zoo.MLP"> -> !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_1.Linear">
    %12 = torch.prim.GetAttr %arg0["l1"] : !torch.nn.Module<"__torch__.zoo.MLP"> -> !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_0.Linear">
    %13 = torch.prim.GetAttr %12["weight"] : !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_0.Linear"> -> !torch.tensor
    %14 = torch.prim.GetAttr %12["bias"] : !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_0.Linear"> -> !torch.tensor
    %15 = torch.aten.linear %arg1, %13, %14 : !torch.tensor, !torch.tensor, !torch.tensor -> !torch.tensor<[?,?],f32>
    %16 = torch.aten.gelu %15, %str : !torch.tensor<[?,?],f32>, !torch.str -> !torch.tensor<[?,?],f32>
    %17 = torch.prim.GetAttr %11["weight"] : !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_1.Linear"> -> !torch.tensor
    %18 = torch.prim.GetAttr %11["bias"] : !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_1.Linear"> -> !torch.tensor
    %19 = torch.aten.linear %16, %17, %18 : !torch.tensor<[?,?],f32>, !torch.tensor, !torch.tensor -> !torch.tensor<[?,?],f32>
    %20 = torch.prim.If %false_6 -> (!torch.tensor<[?,?],f32>) {
      %25 = torch.aten.silu_ %19 : !torch.tensor<[?,?],f32> -> !torch.tensor<[?,?],f32>
      torch.prim.If.yield %25 : !torch.tensor<[?,?],f32>
    } else {
      %25 = torch.aten.silu %19 : !torch.tensor<[?,?],f32> -> !torch.tensor<[?,?],f32>
      torch.prim.If.yield %25 : !torch.tensor<[?,?],f32>
    }
    %21 = torch.prim.GetAttr %10["weight"] : !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_2.Linear"> -> !torch.tensor
    %22 = torch.prim.GetAttr %10["bias"] : !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_2.Linear"> -> !torch.tensor
    %23 = torch.aten.linear %20, %21, %22 : !torch.tensor<[?,?],f32>, !torch.tensor, !torch.tensor -> !torch.tensor<[?,?],f32>
    %24 = torch.tensor_static_info_cast %23 : !torch.tensor<[?,?],f32> to !torch.tensor
    return %24 : !torch.tensor
  }
  func.func private @__torch__.torch.nn.modules.linear.___torch_mangle_0.Linear.forward(%arg0: !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_0.Linear">, %arg1: !torch.tensor) -> !torch.tensor {
    %10 = torch.prim.GetAttr %arg0["weight"] : !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_0.Linear"> -> !torch.tensor
    %11 = torch.prim.GetAttr %arg0["bias"] : !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_0.Linear"> -> !torch.tensor
    %12 = torch.aten.linear %arg1, %10, %11 : !torch.tensor, !torch.tensor, !torch.tensor -> !torch.tensor
    return %12 : !torch.tensor
  }
  func.func private @__torch__.torch.nn.modules.linear.___torch_mangle_1.Linear.forward(%arg0: !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_1.Linear">, %arg1: !torch.tensor) -> !torch.tensor {
    %10 = torch.prim.GetAttr %arg0["weight"] : !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_1.Linear"> -> !torch.tensor
    %11 = torch.prim.GetAttr %arg0["bias"] : !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_1.Linear"> -> !torch.tensor
    %12 = torch.aten.linear %arg1, %10, %11 : !torch.tensor, !torch.tensor, !torch.tensor -> !torch.tensor
    return %12 : !torch.tensor
  }
  func.func private @__torch__.torch.nn.modules.linear.___torch_mangle_2.Linear.forward(%arg0: !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_2.Linear">, %arg1: !torch.tensor) -> !torch.tensor {
    %10 = torch.prim.GetAttr %arg0["weight"] : !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_2.Linear"> -> !torch.tensor
    %11 = torch.prim.GetAttr %arg0["bias"] : !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_2.Linear"> -> !torch.tensor
    %12 = torch.aten.linear %arg1, %10, %11 : !torch.tensor, !torch.tensor, !torch.tensor -> !torch.tensor
    return %12 : !torch.tensor
  }
  %none = torch.constant.none
  %false = torch.constant.bool false
  %none_0 = torch.constant.none
  %false_1 = torch.constant.bool false
  %0 = torch.tensor.literal(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) : !torch.tensor<[32],f32>
  %1 = torch.tensor.literal(dense_resource<torch_tensor_32_16_torch.float32> : tensor<32x16xf32>) : !torch.tensor<[32,16],f32>
  %2 = torch.nn_module {
    torch.slot "_is_full_backward_hook", %none_0 : !torch.none
    torch.slot "training", %false_1 : !torch.bool
    torch.slot "bias", %0 : !torch.tensor<[32],f32>
    torch.slot "weight", %1 : !torch.tensor<[32,16],f32>
  } : !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_0.Linear">
  %none_2 = torch.constant.none
  %false_3 = torch.constant.bool false
  %3 = torch.tensor.literal(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) : !torch.tensor<[32],f32>
  %4 = torch.tensor.literal(dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>) : !torch.tensor<[32,32],f32>
  %5 = torch.nn_module {
    torch.slot "_is_full_backward_hook", %none_2 : !torch.none
    torch.slot "training", %false_3 : !torch.bool
    torch.slot "bias", %3 : !torch.tensor<[32],f32>
    torch.slot "weight", %4 : !torch.tensor<[32,32],f32>
  } : !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_1.Linear">
  %none_4 = torch.constant.none
  %false_5 = torch.constant.bool false
  %6 = torch.tensor.literal(dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>) : !torch.tensor<[8],f32>
  %7 = torch.tensor.literal(dense_resource<torch_tensor_8_32_torch.float32> : tensor<8x32xf32>) : !torch.tensor<[8,32],f32>
  %8 = torch.nn_module {
    torch.slot "_is_full_backward_hook", %none_4 : !torch.none
    torch.slot "training", %false_5 : !torch.bool
    torch.slot "bias", %6 : !torch.tensor<[8],f32>
    torch.slot "weight", %7 : !torch.tensor<[8,32],f32>
  } : !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_2.Linear">
  %9 = torch.nn_module {
    torch.slot "_is_full_backward_hook", %none : !torch.none
    torch.slot "training", %false : !torch.bool
    torch.slot "l1", %2 : !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_0.Linear">
    torch.slot "l2", %5 : !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_1.Linear">
    torch.slot "l3", %8 : !torch.nn.Module<"__torch__.torch.nn.modules.linear.___torch_mangle_2.Linear">
  } : !torch.nn.Module<"__torch__.zoo.MLP">
}
