module {
  func.func @main(%arg0: !torch.vtensor<[?,16],f32>) -> !torch.vtensor<[?,8],f32> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>) : !torch.vtensor<[8],f32>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_8_32_torch.float32> : tensor<8x32xf32>) : !torch.vtensor<[8,32],f32>
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %3 = torch.vtensor.literal(dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>) : !torch.vtensor<[32,32],f32>
    %str = torch.constant.str "none"
    %4 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %5 = torch.vtensor.literal(dense_resource<torch_tensor_32_16_torch.float32> : tensor<32x16xf32>) : !torch.vtensor<[32,16],f32>
    %6 = torch.symbolic_int "s0" {min_val = 0, max_val = 9223372036854775807} : !torch.int
    torch.bind_symbolic_shape %arg0, [%6], affine_map<()[s0] -> (s0, 16)> : !torch.vtensor<[?,16],f32>
    %7 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.aten.permute %5, %7 : !torch.vtensor<[32,16],f32>, !torch.list<int> -> !torch.vtensor<[16,32],f32>
    %9 = torch.aten.mm %arg0, %8 : !torch.vtensor<[?,16],f32>, !torch.vtensor<[16,32],f32> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %9, [%6], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %10 = torch.aten.mul.Scalar %9, %int1 : !torch.vtensor<[?,32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %10, [%6], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %11 = torch.aten.mul.Scalar %4, %int1 : !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[32],f32>
    %12 = torch.aten.add.Tensor %10, %11, %int1 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %12, [%6], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %13 = torch.aten.gelu %12, %str : !torch.vtensor<[?,32],f32>, !torch.str -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %13, [%6], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %14 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %15 = torch.aten.permute %3, %14 : !torch.vtensor<[32,32],f32>, !torch.list<int> -> !torch.vtensor<[32,32],f32>
    %16 = torch.aten.mm %13, %15 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,32],f32> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %16, [%6], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %17 = torch.aten.mul.Scalar %16, %int1 : !torch.vtensor<[?,32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %17, [%6], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %18 = torch.aten.mul.Scalar %2, %int1 : !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[32],f32>
    %19 = torch.aten.add.Tensor %17, %18, %int1 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %19, [%6], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %20 = torch.aten.sigmoid %19 : !torch.vtensor<[?,32],f32> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %20, [%6], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %21 = torch.aten.mul.Tensor %19, %20 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[?,32],f32> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %21, [%6], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %22 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %23 = torch.aten.permute %1, %22 : !torch.vtensor<[8,32],f32>, !torch.list<int> -> !torch.vtensor<[32,8],f32>
    %24 = torch.aten.mm %21, %23 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,8],f32> -> !torch.vtensor<[?,8],f32>
    torch.bind_symbolic_shape %24, [%6], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],f32>
    %25 = torch.aten.mul.Scalar %24, %int1 : !torch.vtensor<[?,8],f32>, !torch.int -> !torch.vtensor<[?,8],f32>
    torch.bind_symbolic_shape %25, [%6], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],f32>
    %26 = torch.aten.mul.Scalar %0, %int1 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[8],f32>
    %27 = torch.aten.add.Tensor %25, %26, %int1 : !torch.vtensor<[?,8],f32>, !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[?,8],f32>
    torch.bind_symbolic_shape %27, [%6], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],f32>
    return %27 : !torch.vtensor<[?,8],f32>
  }
}
// irlower-stages: fx_graph=49bc4c200186
