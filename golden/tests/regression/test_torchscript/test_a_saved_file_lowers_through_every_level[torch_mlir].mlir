module {
  func.func @main(%arg0: !torch.vtensor<[2,16],f32>) -> !torch.vtensor<[2,8],f32> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>) : !torch.vtensor<[8],f32>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_8_32_torch.float32> : tensor<8x32xf32>) : !torch.vtensor<[8,32],f32>
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %3 = torch.vtensor.literal(dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>) : !torch.vtensor<[32,32],f32>
    %4 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %5 = torch.vtensor.literal(dense_resource<torch_tensor_32_16_torch.float32> : tensor<32x16xf32>) : !torch.vtensor<[32,16],f32>
    %str = torch.constant.str "none"
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %6 = torch.aten.transpose.int %5, %int0, %int1 : !torch.vtensor<[32,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[16,32],f32>
    %7 = torch.aten.mm %arg0, %6 : !torch.vtensor<[2,16],f32>, !torch.vtensor<[16,32],f32> -> !torch.vtensor<[2,32],f32>
    %8 = torch.aten.add.Tensor %7, %4, %int1 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[2,32],f32>
    %9 = torch.aten.gelu %8, %str : !torch.vtensor<[2,32],f32>, !torch.str -> !torch.vtensor<[2,32],f32>
    %10 = torch.aten.transpose.int %3, %int0, %int1 : !torch.vtensor<[32,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[32,32],f32>
    %11 = torch.aten.mm %9, %10 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[32,32],f32> -> !torch.vtensor<[2,32],f32>
    %12 = torch.aten.add.Tensor %11, %2, %int1 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[2,32],f32>
    %13 = torch.aten.sigmoid %12 : !torch.vtensor<[2,32],f32> -> !torch.vtensor<[2,32],f32>
    %14 = torch.aten.mul.Tensor %13, %12 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[2,32],f32> -> !torch.vtensor<[2,32],f32>
    %15 = torch.aten.transpose.int %1, %int0, %int1 : !torch.vtensor<[8,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[32,8],f32>
    %16 = torch.aten.mm %14, %15 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[32,8],f32> -> !torch.vtensor<[2,8],f32>
    %17 = torch.aten.add.Tensor %16, %0, %int1 : !torch.vtensor<[2,8],f32>, !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[2,8],f32>
    return %17 : !torch.vtensor<[2,8],f32>
  }
}
// irlower-stages: torchscript_mlir=9a980ce448b6
