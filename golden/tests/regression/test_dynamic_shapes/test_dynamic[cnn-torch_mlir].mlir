module {
  func.func @main(%arg0: !torch.vtensor<[?,3,16,16],f32>) -> !torch.vtensor<[?,4],f32> {
    %int36 = torch.constant.int 36
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_4_8_torch.float32> : tensor<4x8xf32>) : !torch.vtensor<[4,8],f32>
    %int8 = torch.constant.int 8
    %none = torch.constant.none
    %true = torch.constant.bool true
    %int-2 = torch.constant.int -2
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_8_torch.float32_5> : tensor<8xf32>) : !torch.vtensor<[8],f32>
    %3 = torch.vtensor.literal(dense_resource<torch_tensor_8_8_3_3_torch.float32> : tensor<8x8x3x3xf32>) : !torch.vtensor<[8,8,3,3],f32>
    %int2 = torch.constant.int 2
    %4 = torch.vtensor.literal(dense_resource<torch_tensor_8_torch.float32_4> : tensor<8xf32>) : !torch.vtensor<[8],f32>
    %5 = torch.vtensor.literal(dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>) : !torch.vtensor<[8],f32>
    %int-1 = torch.constant.int -1
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %6 = torch.vtensor.literal(dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>) : !torch.vtensor<[8],f32>
    %7 = torch.vtensor.literal(dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>) : !torch.vtensor<[8],f32>
    %false = torch.constant.bool false
    %int1 = torch.constant.int 1
    %8 = torch.vtensor.literal(dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>) : !torch.vtensor<[8],f32>
    %9 = torch.vtensor.literal(dense_resource<torch_tensor_8_3_3_3_torch.float32> : tensor<8x3x3x3xf32>) : !torch.vtensor<[8,3,3,3],f32>
    %int0 = torch.constant.int 0
    %10 = torch.symbolic_int "s0" {min_val = 0, max_val = 9223372036854775807} : !torch.int
    torch.bind_symbolic_shape %arg0, [%10], affine_map<()[s0] -> (s0, 3, 16, 16)> : !torch.vtensor<[?,3,16,16],f32>
    %11 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,3,16,16],f32>, !torch.int -> !torch.int
    %12 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %13 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %14 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %15 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %16 = torch.aten.convolution %arg0, %9, %8, %12, %13, %14, %false, %15, %int1 : !torch.vtensor<[?,3,16,16],f32>, !torch.vtensor<[8,3,3,3],f32>, !torch.vtensor<[8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,8,16,16],f32>
    torch.bind_symbolic_shape %16, [%10], affine_map<()[s0] -> (s0, 8, 16, 16)> : !torch.vtensor<[?,8,16,16],f32>
    %17 = torch.aten.add.Scalar %6, %float1.000000e-05, %int1 : !torch.vtensor<[8],f32>, !torch.float, !torch.int -> !torch.vtensor<[8],f32>
    %18 = torch.aten.sqrt %17 : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
    %19 = torch.aten.reciprocal %18 : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
    %20 = torch.aten.mul.Scalar %19, %int1 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[8],f32>
    %21 = torch.aten.unsqueeze %7, %int-1 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[8,1],f32>
    %22 = torch.aten.unsqueeze %21, %int-1 : !torch.vtensor<[8,1],f32>, !torch.int -> !torch.vtensor<[8,1,1],f32>
    %23 = torch.aten.unsqueeze %20, %int-1 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[8,1],f32>
    %24 = torch.aten.unsqueeze %23, %int-1 : !torch.vtensor<[8,1],f32>, !torch.int -> !torch.vtensor<[8,1,1],f32>
    %25 = torch.aten.sub.Tensor %16, %22, %int1 : !torch.vtensor<[?,8,16,16],f32>, !torch.vtensor<[8,1,1],f32>, !torch.int -> !torch.vtensor<[?,8,16,16],f32>
    torch.bind_symbolic_shape %25, [%10], affine_map<()[s0] -> (s0, 8, 16, 16)> : !torch.vtensor<[?,8,16,16],f32>
    %26 = torch.aten.mul.Tensor %25, %24 : !torch.vtensor<[?,8,16,16],f32>, !torch.vtensor<[8,1,1],f32> -> !torch.vtensor<[?,8,16,16],f32>
    torch.bind_symbolic_shape %26, [%10], affine_map<()[s0] -> (s0, 8, 16, 16)> : !torch.vtensor<[?,8,16,16],f32>
    %27 = torch.aten.unsqueeze %5, %int-1 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[8,1],f32>
    %28 = torch.aten.unsqueeze %27, %int-1 : !torch.vtensor<[8,1],f32>, !torch.int -> !torch.vtensor<[8,1,1],f32>
    %29 = torch.aten.mul.Tensor %26, %28 : !torch.vtensor<[?,8,16,16],f32>, !torch.vtensor<[8,1,1],f32> -> !torch.vtensor<[?,8,16,16],f32>
    torch.bind_symbolic_shape %29, [%10], affine_map<()[s0] -> (s0, 8, 16, 16)> : !torch.vtensor<[?,8,16,16],f32>
    %30 = torch.aten.unsqueeze %4, %int-1 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[8,1],f32>
    %31 = torch.aten.unsqueeze %30, %int-1 : !torch.vtensor<[8,1],f32>, !torch.int -> !torch.vtensor<[8,1,1],f32>
    %32 = torch.aten.add.Tensor %29, %31, %int1 : !torch.vtensor<[?,8,16,16],f32>, !torch.vtensor<[8,1,1],f32>, !torch.int -> !torch.vtensor<[?,8,16,16],f32>
    torch.bind_symbolic_shape %32, [%10], affine_map<()[s0] -> (s0, 8, 16, 16)> : !torch.vtensor<[?,8,16,16],f32>
    %33 = torch.aten.relu %32 : !torch.vtensor<[?,8,16,16],f32> -> !torch.vtensor<[?,8,16,16],f32>
    torch.bind_symbolic_shape %33, [%10], affine_map<()[s0] -> (s0, 8, 16, 16)> : !torch.vtensor<[?,8,16,16],f32>
    %34 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %35 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %36 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %37 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %38 = torch.aten.max_pool2d %33, %34, %35, %36, %37, %false : !torch.vtensor<[?,8,16,16],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,8,8,8],f32>
    torch.bind_symbolic_shape %38, [%10], affine_map<()[s0] -> (s0, 8, 8, 8)> : !torch.vtensor<[?,8,8,8],f32>
    %39 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %40 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %41 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %42 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %43 = torch.aten.convolution %38, %3, %2, %39, %40, %41, %false, %42, %int1 : !torch.vtensor<[?,8,8,8],f32>, !torch.vtensor<[8,8,3,3],f32>, !torch.vtensor<[8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[?,8,6,6],f32>
    torch.bind_symbolic_shape %43, [%10], affine_map<()[s0] -> (s0, 8, 6, 6)> : !torch.vtensor<[?,8,6,6],f32>
    %44 = torch.prim.ListConstruct %int-1, %int-2 : (!torch.int, !torch.int) -> !torch.list<int>
    %45 = torch.aten.sum.dim_IntList %43, %44, %true, %none : !torch.vtensor<[?,8,6,6],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,8,1,1],f32>
    %46 = torch.aten.div.Scalar %45, %int36 : !torch.vtensor<[?,8,1,1],f32>, !torch.int -> !torch.vtensor<[?,8,1,1],f32>
    torch.bind_symbolic_shape %46, [%10], affine_map<()[s0] -> (s0, 8, 1, 1)> : !torch.vtensor<[?,8,1,1],f32>
    %47 = torch.prim.ListConstruct %11, %int8 : (!torch.int, !torch.int) -> !torch.list<int>
    %48 = torch.aten.view %46, %47 : !torch.vtensor<[?,8,1,1],f32>, !torch.list<int> -> !torch.vtensor<[?,8],f32>
    torch.bind_symbolic_shape %48, [%10], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],f32>
    %49 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %50 = torch.aten.permute %1, %49 : !torch.vtensor<[4,8],f32>, !torch.list<int> -> !torch.vtensor<[8,4],f32>
    %51 = torch.aten.mm %48, %50 : !torch.vtensor<[?,8],f32>, !torch.vtensor<[8,4],f32> -> !torch.vtensor<[?,4],f32>
    torch.bind_symbolic_shape %51, [%10], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,4],f32>
    %52 = torch.aten.mul.Scalar %51, %int1 : !torch.vtensor<[?,4],f32>, !torch.int -> !torch.vtensor<[?,4],f32>
    torch.bind_symbolic_shape %52, [%10], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,4],f32>
    %53 = torch.aten.mul.Scalar %0, %int1 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %54 = torch.aten.add.Tensor %52, %53, %int1 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[?,4],f32>
    torch.bind_symbolic_shape %54, [%10], affine_map<()[s0] -> (s0, 4)> : !torch.vtensor<[?,4],f32>
    return %54 : !torch.vtensor<[?,4],f32>
  }
}
// irlower-stages: fx_graph=c105e63f9158
