module {
  func.func @main(%arg0: tensor<1x3x16x16xf32>) -> tensor<1x4xf32> {
    %cst = stablehlo.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_0 = stablehlo.constant dense_resource<torch_tensor_4_8_torch.float32> : tensor<4x8xf32>
    %cst_1 = stablehlo.constant dense_resource<torch_tensor_8_torch.float32_5> : tensor<8xf32>
    %cst_2 = stablehlo.constant dense_resource<torch_tensor_8_8_3_3_torch.float32> : tensor<8x8x3x3xf32>
    %cst_3 = stablehlo.constant dense_resource<torch_tensor_8_torch.float32_4> : tensor<8xf32>
    %cst_4 = stablehlo.constant dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>
    %cst_5 = stablehlo.constant dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>
    %cst_6 = stablehlo.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_7 = stablehlo.constant dense_resource<torch_tensor_8_3_3_3_torch.float32> : tensor<8x3x3x3xf32>
    %cst_8 = stablehlo.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<1x8x16x16xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_13 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_14 = arith.constant dense<1> : tensor<1xi64>
    %cst_15 = arith.constant dense<36> : tensor<1xi64>
    %0 = stablehlo.convolution(%arg0, %cst_7) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x16x16xf32>, tensor<8x3x3x3xf32>) -> tensor<1x8x16x16xf32>
    %1 = stablehlo.reshape %cst_8 : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<1x8x16x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<1x8x16x16xf32>
    %4 = stablehlo.convert %cst_13 : (tensor<1xf64>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.add %6, %cst_5 : tensor<8xf32>
    %8 = stablehlo.sqrt %7 : tensor<8xf32>
    %9 = stablehlo.divide %cst_9, %8 : tensor<8xf32>
    %10 = stablehlo.convert %cst_14 : (tensor<1xi64>) -> tensor<1xf32>
    %11 = stablehlo.reshape %10 : (tensor<1xf32>) -> tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.multiply %9, %12 : tensor<8xf32>
    %14 = stablehlo.reshape %cst_6 : (tensor<8xf32>) -> tensor<8x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %16 = stablehlo.reshape %13 : (tensor<8xf32>) -> tensor<8x1xf32>
    %17 = stablehlo.reshape %16 : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %18 = stablehlo.broadcast_in_dim %15, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<1x8x16x16xf32>
    %19 = stablehlo.subtract %3, %18 : tensor<1x8x16x16xf32>
    %20 = stablehlo.broadcast_in_dim %17, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<1x8x16x16xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<1x8x16x16xf32>
    %22 = stablehlo.reshape %cst_4 : (tensor<8xf32>) -> tensor<8x1xf32>
    %23 = stablehlo.reshape %22 : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<1x8x16x16xf32>
    %25 = stablehlo.multiply %21, %24 : tensor<1x8x16x16xf32>
    %26 = stablehlo.reshape %cst_3 : (tensor<8xf32>) -> tensor<8x1xf32>
    %27 = stablehlo.reshape %26 : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<1x8x16x16xf32>
    %29 = stablehlo.add %25, %28 : tensor<1x8x16x16xf32>
    %30 = stablehlo.maximum %29, %cst_10 : tensor<1x8x16x16xf32>
    %31 = "stablehlo.reduce_window"(%30, %cst_11) <{padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %51 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %51 : tensor<f32>
    }) : (tensor<1x8x16x16xf32>, tensor<f32>) -> tensor<1x8x8x8xf32>
    %32 = stablehlo.convolution(%31, %cst_2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x8xf32>, tensor<8x8x3x3xf32>) -> tensor<1x8x6x6xf32>
    %33 = stablehlo.reshape %cst_1 : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<1x8x6x6xf32>
    %35 = stablehlo.add %32, %34 : tensor<1x8x6x6xf32>
    %36 = stablehlo.reduce(%35 init: %cst_12) applies stablehlo.add across dimensions = [2, 3] : (tensor<1x8x6x6xf32>, tensor<f32>) -> tensor<1x8xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x8xf32>) -> tensor<1x8x1x1xf32>
    %38 = stablehlo.convert %cst_15 : (tensor<1xi64>) -> tensor<1xf32>
    %39 = stablehlo.reshape %38 : (tensor<1xf32>) -> tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %41 = stablehlo.divide %37, %40 : tensor<1x8x1x1xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x8x1x1xf32>) -> tensor<1x8xf32>
    %43 = stablehlo.transpose %cst_0, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %44 = stablehlo.dot_general %42, %43, contracting_dims = [1] x [0] : (tensor<1x8xf32>, tensor<8x4xf32>) -> tensor<1x4xf32>
    %45 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %46 = stablehlo.multiply %44, %45 : tensor<1x4xf32>
    %47 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %48 = stablehlo.multiply %47, %cst : tensor<4xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %50 = stablehlo.add %46, %49 : tensor<1x4xf32>
    return %50 : tensor<1x4xf32>
  }
}
// irlower-stages: fx_graph=f1590a9bd845 torch_mlir=a9e53efeb770
