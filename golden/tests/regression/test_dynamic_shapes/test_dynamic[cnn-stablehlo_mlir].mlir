module {
  func.func @main(%arg0: tensor<?x3x16x16xf32>) -> tensor<?x4xf32> {
    %cst = stablehlo.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_0 = stablehlo.constant dense_resource<torch_tensor_4_8_torch.float32> : tensor<4x8xf32>
    %c8_i64 = arith.constant 8 : i64
    %cst_1 = stablehlo.constant dense_resource<torch_tensor_8_torch.float32_5> : tensor<8xf32>
    %cst_2 = stablehlo.constant dense_resource<torch_tensor_8_8_3_3_torch.float32> : tensor<8x8x3x3xf32>
    %cst_3 = stablehlo.constant dense_resource<torch_tensor_8_torch.float32_4> : tensor<8xf32>
    %cst_4 = stablehlo.constant dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>
    %cst_5 = stablehlo.constant dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>
    %cst_6 = stablehlo.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_7 = stablehlo.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_8 = stablehlo.constant dense_resource<torch_tensor_8_3_3_3_torch.float32> : tensor<8x3x3x3xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = shape.const_shape [8, 1, 1] : tensor<3xindex>
    %cst_12 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_13 = arith.constant dense<1> : tensor<1xi64>
    %c8 = arith.constant 8 : index
    %cst_14 = arith.constant dense<36> : tensor<1xi64>
    %1 = shape.const_shape [4] : tensor<1xindex>
    %dim = tensor.dim %arg0, %c0 : tensor<?x3x16x16xf32>
    %2 = arith.index_cast %dim : index to i64
    %3 = stablehlo.convolution(%arg0, %cst_8) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x3x16x16xf32>, tensor<8x3x3x3xf32>) -> tensor<?x8x16x16xf32>
    %4 = stablehlo.reshape %cst_7 : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %5 = shape.shape_of %3 : tensor<?x8x16x16xf32> -> tensor<4xindex>
    %6 = shape.broadcast %5, %0 : tensor<4xindex>, tensor<3xindex> -> tensor<4xindex>
    %7 = stablehlo.dynamic_broadcast_in_dim %3, %6, dims = [0, 1, 2, 3] : (tensor<?x8x16x16xf32>, tensor<4xindex>) -> tensor<?x8x16x16xf32>
    %8 = stablehlo.dynamic_broadcast_in_dim %4, %6, dims = [1, 2, 3] : (tensor<8x1x1xf32>, tensor<4xindex>) -> tensor<?x8x16x16xf32>
    %9 = stablehlo.add %7, %8 : tensor<?x8x16x16xf32>
    %10 = stablehlo.convert %cst_12 : (tensor<1xf64>) -> tensor<1xf32>
    %11 = stablehlo.reshape %10 : (tensor<1xf32>) -> tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.add %12, %cst_5 : tensor<8xf32>
    %14 = stablehlo.sqrt %13 : tensor<8xf32>
    %15 = stablehlo.divide %cst_9, %14 : tensor<8xf32>
    %16 = stablehlo.convert %cst_13 : (tensor<1xi64>) -> tensor<1xf32>
    %17 = stablehlo.reshape %16 : (tensor<1xf32>) -> tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %19 = stablehlo.multiply %15, %18 : tensor<8xf32>
    %20 = stablehlo.reshape %cst_6 : (tensor<8xf32>) -> tensor<8x1xf32>
    %21 = stablehlo.reshape %20 : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %22 = stablehlo.reshape %19 : (tensor<8xf32>) -> tensor<8x1xf32>
    %23 = stablehlo.reshape %22 : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %24 = shape.shape_of %9 : tensor<?x8x16x16xf32> -> tensor<4xindex>
    %25 = shape.broadcast %24, %0 : tensor<4xindex>, tensor<3xindex> -> tensor<4xindex>
    %26 = stablehlo.dynamic_broadcast_in_dim %9, %25, dims = [0, 1, 2, 3] : (tensor<?x8x16x16xf32>, tensor<4xindex>) -> tensor<?x8x16x16xf32>
    %27 = stablehlo.dynamic_broadcast_in_dim %21, %25, dims = [1, 2, 3] : (tensor<8x1x1xf32>, tensor<4xindex>) -> tensor<?x8x16x16xf32>
    %28 = stablehlo.subtract %26, %27 : tensor<?x8x16x16xf32>
    %29 = shape.shape_of %28 : tensor<?x8x16x16xf32> -> tensor<4xindex>
    %30 = shape.broadcast %29, %0 : tensor<4xindex>, tensor<3xindex> -> tensor<4xindex>
    %31 = stablehlo.dynamic_broadcast_in_dim %28, %30, dims = [0, 1, 2, 3] : (tensor<?x8x16x16xf32>, tensor<4xindex>) -> tensor<?x8x16x16xf32>
    %32 = stablehlo.dynamic_broadcast_in_dim %23, %30, dims = [1, 2, 3] : (tensor<8x1x1xf32>, tensor<4xindex>) -> tensor<?x8x16x16xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<?x8x16x16xf32>
    %34 = stablehlo.reshape %cst_4 : (tensor<8xf32>) -> tensor<8x1xf32>
    %35 = stablehlo.reshape %34 : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %36 = shape.shape_of %33 : tensor<?x8x16x16xf32> -> tensor<4xindex>
    %37 = shape.broadcast %36, %0 : tensor<4xindex>, tensor<3xindex> -> tensor<4xindex>
    %38 = stablehlo.dynamic_broadcast_in_dim %33, %37, dims = [0, 1, 2, 3] : (tensor<?x8x16x16xf32>, tensor<4xindex>) -> tensor<?x8x16x16xf32>
    %39 = stablehlo.dynamic_broadcast_in_dim %35, %37, dims = [1, 2, 3] : (tensor<8x1x1xf32>, tensor<4xindex>) -> tensor<?x8x16x16xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<?x8x16x16xf32>
    %41 = stablehlo.reshape %cst_3 : (tensor<8xf32>) -> tensor<8x1xf32>
    %42 = stablehlo.reshape %41 : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %43 = shape.shape_of %40 : tensor<?x8x16x16xf32> -> tensor<4xindex>
    %44 = shape.broadcast %43, %0 : tensor<4xindex>, tensor<3xindex> -> tensor<4xindex>
    %45 = stablehlo.dynamic_broadcast_in_dim %40, %44, dims = [0, 1, 2, 3] : (tensor<?x8x16x16xf32>, tensor<4xindex>) -> tensor<?x8x16x16xf32>
    %46 = stablehlo.dynamic_broadcast_in_dim %42, %44, dims = [1, 2, 3] : (tensor<8x1x1xf32>, tensor<4xindex>) -> tensor<?x8x16x16xf32>
    %47 = stablehlo.add %45, %46 : tensor<?x8x16x16xf32>
    %48 = shape.shape_of %47 : tensor<?x8x16x16xf32> -> tensor<4xindex>
    %49 = stablehlo.dynamic_broadcast_in_dim %cst_10, %48, dims = [] : (tensor<f32>, tensor<4xindex>) -> tensor<?x8x16x16xf32>
    %50 = stablehlo.maximum %47, %49 : tensor<?x8x16x16xf32>
    %51 = "stablehlo.reduce_window"(%50, %cst_11) <{padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %81 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %81 : tensor<f32>
    }) : (tensor<?x8x16x16xf32>, tensor<f32>) -> tensor<?x8x8x8xf32>
    %52 = stablehlo.convolution(%51, %cst_2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x8x8x8xf32>, tensor<8x8x3x3xf32>) -> tensor<?x8x6x6xf32>
    %53 = stablehlo.reshape %cst_1 : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %54 = shape.shape_of %52 : tensor<?x8x6x6xf32> -> tensor<4xindex>
    %55 = shape.broadcast %54, %0 : tensor<4xindex>, tensor<3xindex> -> tensor<4xindex>
    %56 = stablehlo.dynamic_broadcast_in_dim %52, %55, dims = [0, 1, 2, 3] : (tensor<?x8x6x6xf32>, tensor<4xindex>) -> tensor<?x8x6x6xf32>
    %57 = stablehlo.dynamic_broadcast_in_dim %53, %55, dims = [1, 2, 3] : (tensor<8x1x1xf32>, tensor<4xindex>) -> tensor<?x8x6x6xf32>
    %58 = stablehlo.add %56, %57 : tensor<?x8x6x6xf32>
    %59 = stablehlo.reduce(%58 init: %cst_10) applies stablehlo.add across dimensions = [2, 3] : (tensor<?x8x6x6xf32>, tensor<f32>) -> tensor<?x8xf32>
    %dim_15 = tensor.dim %58, %c0 : tensor<?x8x6x6xf32>
    %from_elements = tensor.from_elements %dim_15, %c8, %c1, %c1 : tensor<4xindex>
    %60 = stablehlo.dynamic_reshape %59, %from_elements : (tensor<?x8xf32>, tensor<4xindex>) -> tensor<?x8x1x1xf32>
    %61 = stablehlo.convert %cst_14 : (tensor<1xi64>) -> tensor<1xf32>
    %62 = stablehlo.reshape %61 : (tensor<1xf32>) -> tensor<f32>
    %63 = shape.shape_of %60 : tensor<?x8x1x1xf32> -> tensor<4xindex>
    %64 = stablehlo.dynamic_broadcast_in_dim %60, %63, dims = [0, 1, 2, 3] : (tensor<?x8x1x1xf32>, tensor<4xindex>) -> tensor<?x8x1x1xf32>
    %65 = stablehlo.dynamic_broadcast_in_dim %62, %63, dims = [] : (tensor<f32>, tensor<4xindex>) -> tensor<?x8x1x1xf32>
    %66 = stablehlo.divide %64, %65 : tensor<?x8x1x1xf32>
    %from_elements_16 = tensor.from_elements %2, %c8_i64 : tensor<2xi64>
    %67 = stablehlo.dynamic_reshape %66, %from_elements_16 : (tensor<?x8x1x1xf32>, tensor<2xi64>) -> tensor<?x8xf32>
    %68 = stablehlo.transpose %cst_0, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %69 = stablehlo.dot_general %67, %68, contracting_dims = [1] x [0] : (tensor<?x8xf32>, tensor<8x4xf32>) -> tensor<?x4xf32>
    %70 = shape.shape_of %69 : tensor<?x4xf32> -> tensor<2xindex>
    %71 = stablehlo.dynamic_broadcast_in_dim %69, %70, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
    %72 = stablehlo.dynamic_broadcast_in_dim %17, %70, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x4xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<?x4xf32>
    %74 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %75 = stablehlo.multiply %74, %cst : tensor<4xf32>
    %76 = shape.shape_of %73 : tensor<?x4xf32> -> tensor<2xindex>
    %77 = shape.broadcast %76, %1 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
    %78 = stablehlo.dynamic_broadcast_in_dim %73, %77, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
    %79 = stablehlo.dynamic_broadcast_in_dim %75, %77, dims = [1] : (tensor<4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
    %80 = stablehlo.add %78, %79 : tensor<?x4xf32>
    return %80 : tensor<?x4xf32>
  }
}
// irlower-stages: fx_graph=c105e63f9158 torch_mlir=9309bfc339a4
