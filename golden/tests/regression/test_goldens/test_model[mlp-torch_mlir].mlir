module {
  func.func @main(%arg0: !torch.vtensor<[2,16],f32>) -> !torch.vtensor<[2,8],f32> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>) : !torch.vtensor<[8],f32>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_8_32_torch.float32> : tensor<8x32xf32>) : !torch.vtensor<[8,32],f32>
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %3 = torch.vtensor.literal(dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>) : !torch.vtensor<[32,32],f32>
    %str = torch.constant.str "none"
    %4 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %5 = torch.vtensor.literal(dense_resource<torch_tensor_32_16_torch.float32> : tensor<32x16xf32>) : !torch.vtensor<[32,16],f32>
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %6 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.aten.permute %5, %6 : !torch.vtensor<[32,16],f32>, !torch.list<int> -> !torch.vtensor<[16,32],f32>
    %8 = torch.aten.mm %arg0, %7 : !torch.vtensor<[2,16],f32>, !torch.vtensor<[16,32],f32> -> !torch.vtensor<[2,32],f32>
    %9 = torch.aten.mul.Scalar %8, %int1 : !torch.vtensor<[2,32],f32>, !torch.int -> !torch.vtensor<[2,32],f32>
    %10 = torch.aten.mul.Scalar %4, %int1 : !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[32],f32>
    %11 = torch.aten.add.Tensor %9, %10, %int1 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[2,32],f32>
    %12 = torch.aten.gelu %11, %str : !torch.vtensor<[2,32],f32>, !torch.str -> !torch.vtensor<[2,32],f32>
    %13 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %14 = torch.aten.permute %3, %13 : !torch.vtensor<[32,32],f32>, !torch.list<int> -> !torch.vtensor<[32,32],f32>
    %15 = torch.aten.mm %12, %14 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[32,32],f32> -> !torch.vtensor<[2,32],f32>
    %16 = torch.aten.mul.Scalar %15, %int1 : !torch.vtensor<[2,32],f32>, !torch.int -> !torch.vtensor<[2,32],f32>
    %17 = torch.aten.mul.Scalar %2, %int1 : !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[32],f32>
    %18 = torch.aten.add.Tensor %16, %17, %int1 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[2,32],f32>
    %19 = torch.aten.sigmoid %18 : !torch.vtensor<[2,32],f32> -> !torch.vtensor<[2,32],f32>
    %20 = torch.aten.mul.Tensor %18, %19 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[2,32],f32> -> !torch.vtensor<[2,32],f32>
    %21 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %22 = torch.aten.permute %1, %21 : !torch.vtensor<[8,32],f32>, !torch.list<int> -> !torch.vtensor<[32,8],f32>
    %23 = torch.aten.mm %20, %22 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[32,8],f32> -> !torch.vtensor<[2,8],f32>
    %24 = torch.aten.mul.Scalar %23, %int1 : !torch.vtensor<[2,8],f32>, !torch.int -> !torch.vtensor<[2,8],f32>
    %25 = torch.aten.mul.Scalar %0, %int1 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[8],f32>
    %26 = torch.aten.add.Tensor %24, %25, %int1 : !torch.vtensor<[2,8],f32>, !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[2,8],f32>
    return %26 : !torch.vtensor<[2,8],f32>
  }
}
// irlower-stages: fx_graph=f7ad5df53030
