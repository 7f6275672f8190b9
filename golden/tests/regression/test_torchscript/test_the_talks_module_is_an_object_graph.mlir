module {
  torch.class_type @__torch__.test_torchscript.Talk {
    torch.attr private "arange" : !torch.tensor
    torch.attr private "_is_full_backward_hook" : !torch.optional<bool>
    torch.attr private "training" : !torch.bool
    torch.method "forward", @__torch__.test_torchscript.Talk.forward
  }
  func.func private @__torch__.test_torchscript.Talk.forward(%arg0: !torch.nn.Module<"__torch__.test_torchscript.Talk">, %arg1: !torch.tensor {torch.type_bound = !torch.vtensor<[3],f32>}) -> !torch.tensor {
    %2 = torch.prim.GetAttr %arg0["arange"] : !torch.nn.Module<"__torch__.test_torchscript.Talk"> -> !torch.tensor
    %3 = torch.aten.mul.Tensor %arg1, %2 : !torch.tensor, !torch.tensor -> !torch.tensor<[?],f32>
    %4 = torch.tensor_static_info_cast %3 : !torch.tensor<[?],f32> to !torch.tensor
    return %4 : !torch.tensor
  }
  %0 = torch.tensor.literal(dense_resource<torch_tensor_3_torch.float32> : tensor<3xf32>) : !torch.tensor<[3],f32>
  %none = torch.constant.none
  %true = torch.constant.bool true
  %1 = torch.nn_module {
    torch.slot "arange", %0 : !torch.tensor<[3],f32>
    torch.slot "_is_full_backward_hook", %none : !torch.none
    torch.slot "training", %true : !torch.bool
  } : !torch.nn.Module<"__torch__.test_torchscript.Talk">
}
