module {
  func.func @main(%arg0: tensor<1x3x16x16xf32>) -> tensor<1x4xf32> {
    %0 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32_5> : tensor<8xf32>}> : () -> tensor<8xf32>
    %1 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>}> : () -> tensor<8xf32>
    %2 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>}> : () -> tensor<8xf32>
    %3 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %4 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %5 = tosa.const_shape  {values = dense<[1, 8, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %6 = tosa.const_shape  {values = dense<[1, 1, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = tosa.const_shape  {values = dense<[1, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %8 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<8x3x3x3xf32>}> : () -> tensor<8x3x3x3xf32>
    %9 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1xf32>}> : () -> tensor<1xf32>
    %10 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1xf32>}> : () -> tensor<1xf32>
    %11 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32_1> : tensor<1x8x1x1xf32>}> : () -> tensor<1x8x1x1xf32>
    %12 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32_3> : tensor<1x8x1x1xf32>}> : () -> tensor<1x8x1x1xf32>
    %13 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32_4> : tensor<1x8x1x1xf32>}> : () -> tensor<1x8x1x1xf32>
    %14 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<8x3x3x8xf32>}> : () -> tensor<8x3x3x8xf32>
    %15 = "tosa.const"() <{values = dense<0.027777778> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %16 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x8x4xf32>}> : () -> tensor<1x8x4xf32>
    %17 = "tosa.const"() <{values = dense_resource<torch_tensor_4_torch.float32> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    %18 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x3x16x16xf32>) -> tensor<1x16x16x3xf32>
    %19 = tosa.conv2d %18, %8, %2, %3, %3 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x3xf32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16x8xf32>
    %20 = tosa.transpose %19 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x16x16x8xf32>) -> tensor<1x8x16x16xf32>
    %21 = tosa.add %9, %1 : (tensor<1xf32>, tensor<8xf32>) -> tensor<8xf32>
    %22 = tosa.pow %21, %10 : (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>
    %23 = tosa.reciprocal %22 : (tensor<8xf32>) -> tensor<8xf32>
    %24 = tosa.sub %20, %11 : (tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x16x16xf32>
    %25 = tosa.reshape %23, %5 : (tensor<8xf32>, !tosa.shape<4>) -> tensor<1x8x1x1xf32>
    %26 = tosa.mul %24, %25, %4 : (tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>, tensor<1xi8>) -> tensor<1x8x16x16xf32>
    %27 = tosa.mul %26, %12, %4 : (tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>, tensor<1xi8>) -> tensor<1x8x16x16xf32>
    %28 = tosa.add %27, %13 : (tensor<1x8x16x16xf32>, tensor<1x8x1x1xf32>) -> tensor<1x8x16x16xf32>
    %29 = tosa.clamp %28 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %30 = tosa.transpose %29 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x8x16x16xf32>) -> tensor<1x16x16x8xf32>
    %31 = tosa.max_pool2d %30 {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x16x16x8xf32>) -> tensor<1x8x8x8xf32>
    %32 = tosa.conv2d %31, %14, %0, %3, %3 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x8xf32>, tensor<8x3x3x8xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x8xf32>
    %33 = tosa.transpose %32 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x6x6x8xf32>) -> tensor<1x8x6x6xf32>
    %34 = tosa.reduce_sum %33 {axis = 3 : i32} : (tensor<1x8x6x6xf32>) -> tensor<1x8x6x1xf32>
    %35 = tosa.reduce_sum %34 {axis = 2 : i32} : (tensor<1x8x6x1xf32>) -> tensor<1x8x1x1xf32>
    %36 = tosa.mul %35, %15, %4 : (tensor<1x8x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1x1xf32>
    %37 = tosa.reshape %36, %6 : (tensor<1x8x1x1xf32>, !tosa.shape<3>) -> tensor<1x1x8xf32>
    %38 = tosa.matmul %37, %16, %3, %3 : (tensor<1x1x8xf32>, tensor<1x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x4xf32>
    %39 = tosa.reshape %38, %7 : (tensor<1x1x4xf32>, !tosa.shape<2>) -> tensor<1x4xf32>
    %40 = tosa.add %39, %17 : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    return %40 : tensor<1x4xf32>
  }
}
// irlower-stages: fx_graph=f1590a9bd845 torch_mlir=a9e53efeb770
