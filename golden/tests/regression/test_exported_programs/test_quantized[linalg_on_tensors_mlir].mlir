#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map5 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main(%arg0: tensor<1x3x16x16xf32>) -> tensor<1x4xf32> {
    %c116_i64 = arith.constant 116 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %c114_i64 = arith.constant 114 : i64
    %cst_1 = arith.constant dense_resource<torch_tensor_4_torch.float32_1> : tensor<4xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_7 = arith.constant 2.550000e+02 : f32
    %cst_8 = arith.constant 0.0267033111 : f32
    %cst_9 = arith.constant 1.160000e+02 : f32
    %cst_10 = arith.constant 0.00783377606 : f32
    %cst_11 = arith.constant 0.00645614509 : f32
    %cst_12 = arith.constant 1.140000e+02 : f32
    %cst_13 = arith.constant 3.600000e+01 : f32
    %cst_14 = arith.constant dense_resource<torch_tensor_4_torch.int64> : tensor<4xi64>
    %cst_15 = arith.constant dense_resource<torch_tensor_4_8_torch.int8> : tensor<4x8xi8>
    %cst_16 = arith.constant dense_resource<torch_tensor_8_torch.int64_1> : tensor<8xi64>
    %cst_17 = arith.constant dense_resource<torch_tensor_8_8_3_3_torch.int8> : tensor<8x8x3x3xi8>
    %cst_18 = arith.constant dense_resource<torch_tensor_8_3_3_3_torch.int8> : tensor<8x3x3x3xi8>
    %cst_19 = arith.constant dense_resource<torch_tensor_8_torch.int64> : tensor<8xi64>
    %0 = tensor.empty() : tensor<8x3x3x3xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_18, %cst_6, %cst_19 : tensor<8x3x3x3xi8>, tensor<8xf32>, tensor<8xi64>) outs(%0 : tensor<8x3x3x3xf32>) {
    ^bb0(%in: i8, %in_21: f32, %in_22: i64, %out: f32):
      %41 = arith.extsi %in : i8 to i64
      %42 = arith.subi %41, %in_22 : i64
      %43 = arith.sitofp %42 : i64 to f32
      %44 = arith.mulf %43, %in_21 : f32
      linalg.yield %44 : f32
    } -> tensor<8x3x3x3xf32>
    %2 = tensor.empty() : tensor<8x8x3x3xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_17, %cst_5, %cst_16 : tensor<8x8x3x3xi8>, tensor<8xf32>, tensor<8xi64>) outs(%2 : tensor<8x8x3x3xf32>) {
    ^bb0(%in: i8, %in_21: f32, %in_22: i64, %out: f32):
      %41 = arith.extsi %in : i8 to i64
      %42 = arith.subi %41, %in_22 : i64
      %43 = arith.sitofp %42 : i64 to f32
      %44 = arith.mulf %43, %in_21 : f32
      linalg.yield %44 : f32
    } -> tensor<8x8x3x3xf32>
    %4 = tensor.empty() : tensor<4x8xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_15, %cst_4, %cst_14 : tensor<4x8xi8>, tensor<4xf32>, tensor<4xi64>) outs(%4 : tensor<4x8xf32>) {
    ^bb0(%in: i8, %in_21: f32, %in_22: i64, %out: f32):
      %41 = arith.extsi %in : i8 to i64
      %42 = arith.subi %41, %in_22 : i64
      %43 = arith.sitofp %42 : i64 to f32
      %44 = arith.mulf %43, %in_21 : f32
      linalg.yield %44 : f32
    } -> tensor<4x8xf32>
    %6 = tensor.empty() : tensor<1x3x16x16xi8>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x3x16x16xf32>) outs(%6 : tensor<1x3x16x16xi8>) {
    ^bb0(%in: f32, %out: i8):
      %41 = arith.divf %in, %cst_8 : f32
      %42 = math.roundeven %41 : f32
      %43 = arith.addf %42, %cst_9 : f32
      %44 = arith.maximumf %43, %cst : f32
      %45 = arith.minimumf %44, %cst_7 : f32
      %46 = arith.fptoui %45 : f32 to i8
      linalg.yield %46 : i8
    } -> tensor<1x3x16x16xi8>
    %8 = tensor.empty() : tensor<1x3x16x16xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7 : tensor<1x3x16x16xi8>) outs(%8 : tensor<1x3x16x16xf32>) {
    ^bb0(%in: i8, %out: f32):
      %41 = arith.extui %in : i8 to i64
      %42 = arith.subi %41, %c116_i64 : i64
      %43 = arith.sitofp %42 : i64 to f32
      %44 = arith.mulf %43, %cst_8 : f32
      linalg.yield %44 : f32
    } -> tensor<1x3x16x16xf32>
    %padded = tensor.pad %9 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x16x16xf32> to tensor<1x3x18x18xf32>
    %10 = tensor.empty() : tensor<1x8x16x16xf32>
    %broadcasted = linalg.broadcast ins(%cst_3 : tensor<8xf32>) outs(%10 : tensor<1x8x16x16xf32>) dimensions = [0, 2, 3]
    %11 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %1 : tensor<1x3x18x18xf32>, tensor<8x3x3x3xf32>) outs(%broadcasted : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x8x16x16xf32>) outs(%10 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = arith.cmpf ugt, %in, %cst : f32
      %42 = arith.select %41, %in, %cst : f32
      linalg.yield %42 : f32
    } -> tensor<1x8x16x16xf32>
    %13 = tensor.empty() : tensor<1x8x8x8xf32>
    %14 = linalg.fill ins(%cst_0 : f32) outs(%13 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %15 = tensor.empty() : tensor<2x2xf32>
    %16 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%12, %15 : tensor<1x8x16x16xf32>, tensor<2x2xf32>) outs(%14 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %17 = tensor.empty() : tensor<1x8x8x8xi8>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x8x8x8xf32>) outs(%17 : tensor<1x8x8x8xi8>) {
    ^bb0(%in: f32, %out: i8):
      %41 = arith.divf %in, %cst_10 : f32
      %42 = math.roundeven %41 : f32
      %43 = arith.addf %42, %cst : f32
      %44 = arith.maximumf %43, %cst : f32
      %45 = arith.minimumf %44, %cst_7 : f32
      %46 = arith.fptoui %45 : f32 to i8
      linalg.yield %46 : i8
    } -> tensor<1x8x8x8xi8>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x8x8x8xi8>) outs(%13 : tensor<1x8x8x8xf32>) {
    ^bb0(%in: i8, %out: f32):
      %41 = arith.uitofp %in : i8 to f32
      %42 = arith.mulf %41, %cst_10 : f32
      linalg.yield %42 : f32
    } -> tensor<1x8x8x8xf32>
    %20 = tensor.empty() : tensor<1x8x6x6xf32>
    %broadcasted_20 = linalg.broadcast ins(%cst_2 : tensor<8xf32>) outs(%20 : tensor<1x8x6x6xf32>) dimensions = [0, 2, 3]
    %21 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%19, %3 : tensor<1x8x8x8xf32>, tensor<8x8x3x3xf32>) outs(%broadcasted_20 : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
    %22 = tensor.empty() : tensor<1x8x6x6xi8>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<1x8x6x6xf32>) outs(%22 : tensor<1x8x6x6xi8>) {
    ^bb0(%in: f32, %out: i8):
      %41 = arith.divf %in, %cst_11 : f32
      %42 = math.roundeven %41 : f32
      %43 = arith.addf %42, %cst_12 : f32
      %44 = arith.maximumf %43, %cst : f32
      %45 = arith.minimumf %44, %cst_7 : f32
      %46 = arith.fptoui %45 : f32 to i8
      linalg.yield %46 : i8
    } -> tensor<1x8x6x6xi8>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<1x8x6x6xi8>) outs(%20 : tensor<1x8x6x6xf32>) {
    ^bb0(%in: i8, %out: f32):
      %41 = arith.extui %in : i8 to i64
      %42 = arith.subi %41, %c114_i64 : i64
      %43 = arith.sitofp %42 : i64 to f32
      %44 = arith.mulf %43, %cst_11 : f32
      linalg.yield %44 : f32
    } -> tensor<1x8x6x6xf32>
    %25 = tensor.empty() : tensor<1x8x1x1xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%24 : tensor<1x8x6x6xf32>) outs(%26 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = arith.addf %in, %out : f32
      linalg.yield %41 : f32
    } -> tensor<1x8x1x1xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<1x8x1x1xf32>) outs(%25 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = arith.divf %in, %cst_13 : f32
      linalg.yield %41 : f32
    } -> tensor<1x8x1x1xf32>
    %29 = tensor.empty() : tensor<1x8x1x1xi8>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<1x8x1x1xf32>) outs(%29 : tensor<1x8x1x1xi8>) {
    ^bb0(%in: f32, %out: i8):
      %41 = arith.divf %in, %cst_11 : f32
      %42 = math.roundeven %41 : f32
      %43 = arith.addf %42, %cst_12 : f32
      %44 = arith.maximumf %43, %cst : f32
      %45 = arith.minimumf %44, %cst_7 : f32
      %46 = arith.fptoui %45 : f32 to i8
      linalg.yield %46 : i8
    } -> tensor<1x8x1x1xi8>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x8x1x1xi8>) outs(%25 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: i8, %out: f32):
      %41 = arith.extui %in : i8 to i64
      %42 = arith.subi %41, %c114_i64 : i64
      %43 = arith.sitofp %42 : i64 to f32
      %44 = arith.mulf %43, %cst_11 : f32
      linalg.yield %44 : f32
    } -> tensor<1x8x1x1xf32>
    %collapsed = tensor.collapse_shape %31 [[0], [1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<1x8xf32>
    %32 = tensor.empty() : tensor<1x8xi8>
    %33 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<1x8xf32>) outs(%32 : tensor<1x8xi8>) {
    ^bb0(%in: f32, %out: i8):
      %41 = arith.divf %in, %cst_11 : f32
      %42 = math.roundeven %41 : f32
      %43 = arith.addf %42, %cst_12 : f32
      %44 = arith.maximumf %43, %cst : f32
      %45 = arith.minimumf %44, %cst_7 : f32
      %46 = arith.fptoui %45 : f32 to i8
      linalg.yield %46 : i8
    } -> tensor<1x8xi8>
    %34 = tensor.empty() : tensor<1x8xf32>
    %35 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%33 : tensor<1x8xi8>) outs(%34 : tensor<1x8xf32>) {
    ^bb0(%in: i8, %out: f32):
      %41 = arith.extui %in : i8 to i64
      %42 = arith.subi %41, %c114_i64 : i64
      %43 = arith.sitofp %42 : i64 to f32
      %44 = arith.mulf %43, %cst_11 : f32
      linalg.yield %44 : f32
    } -> tensor<1x8xf32>
    %36 = tensor.empty() : tensor<8x4xf32>
    %transposed = linalg.transpose ins(%5 : tensor<4x8xf32>) outs(%36 : tensor<8x4xf32>) permutation = [1, 0]
    %37 = tensor.empty() : tensor<1x4xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %39 = linalg.matmul ins(%35, %transposed : tensor<1x8xf32>, tensor<8x4xf32>) outs(%38 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %40 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%39, %cst_1 : tensor<1x4xf32>, tensor<4xf32>) outs(%37 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %41 = arith.addf %in, %in_21 : f32
      linalg.yield %41 : f32
    } -> tensor<1x4xf32>
    return %40 : tensor<1x4xf32>
  }
}
// irlower-stages: fx_graph=4298d67f23ae torch_mlir=86063321dbea
