#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d2)>
module {
  util.func public @main(%arg0: tensor<1x8x32xf32>) -> tensor<1x8x32xf32> {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant 9.99999997E-7 : f32
    %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_5 = arith.constant 9.99999974E-6 : f32
    %cst_6 = arith.constant 0.176776692 : f32
    %cst_7 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_13 = arith.constant 3.200000e+01 : f32
    %cst_14 = arith.constant 3.200000e+01 : f32
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %0 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%cst_12 : tensor<32x32xf32>) outs(%0 : tensor<32x32xf32>) permutation = [1, 0]
    %1 = tensor.empty() : tensor<8x32xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %3 = linalg.matmul ins(%collapsed, %transposed : tensor<8x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %cst_11 : tensor<8x32xf32>, tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %55 = arith.addf %in, %in_21 : f32
      linalg.yield %55 : f32
    } -> tensor<8x32xf32>
    %expanded = tensor.expand_shape %4 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %transposed_15 = linalg.transpose ins(%cst_10 : tensor<32x32xf32>) outs(%0 : tensor<32x32xf32>) permutation = [1, 0]
    %5 = linalg.matmul ins(%collapsed, %transposed_15 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %cst_9 : tensor<8x32xf32>, tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %55 = arith.addf %in, %in_21 : f32
      linalg.yield %55 : f32
    } -> tensor<8x32xf32>
    %expanded_16 = tensor.expand_shape %6 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %transposed_17 = linalg.transpose ins(%cst_8 : tensor<32x32xf32>) outs(%0 : tensor<32x32xf32>) permutation = [1, 0]
    %7 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_7 : tensor<8x32xf32>, tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %55 = arith.addf %in, %in_21 : f32
      linalg.yield %55 : f32
    } -> tensor<8x32xf32>
    %expanded_18 = tensor.expand_shape %8 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %9 = tensor.empty() : tensor<1x32x8xf32>
    %transposed_19 = linalg.transpose ins(%expanded_16 : tensor<1x8x32xf32>) outs(%9 : tensor<1x32x8xf32>) permutation = [0, 2, 1]
    %10 = tensor.empty() : tensor<1x8x8xf32>
    %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %12 = linalg.batch_matmul ins(%expanded, %transposed_19 : tensor<1x8x32xf32>, tensor<1x32x8xf32>) outs(%11 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %13 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<1x8x8xf32>) outs(%10 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = arith.mulf %in, %cst_6 : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x8xf32>
    %14 = tensor.empty() : tensor<1x8xi64>
    %15 = linalg.fill ins(%c0_i64 : i64) outs(%14 : tensor<1x8xi64>) -> tensor<1x8xi64>
    %16 = tensor.empty() : tensor<1x8xf32>
    %17 = linalg.fill ins(%cst_0 : f32) outs(%16 : tensor<1x8xf32>) -> tensor<1x8xf32>
    %18:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<1x8x8xf32>) outs(%17, %15 : tensor<1x8xf32>, tensor<1x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_21: i64):
      %55 = linalg.index 2 : index
      %56 = arith.index_cast %55 : index to i64
      %57 = arith.maximumf %in, %out : f32
      %58 = arith.cmpf ogt, %in, %out : f32
      %59 = arith.select %58, %56, %out_21 : i64
      linalg.yield %57, %59 : f32, i64
    } -> (tensor<1x8xf32>, tensor<1x8xi64>)
    %expanded_20 = tensor.expand_shape %18#0 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13, %expanded_20 : tensor<1x8x8xf32>, tensor<1x8x1xf32>) outs(%10 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %55 = arith.subf %in, %in_21 : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x8xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<1x8x8xf32>) outs(%10 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = math.exp %in : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x8xf32>
    %21 = tensor.empty() : tensor<1x8x1xf32>
    %22 = linalg.fill ins(%cst : f32) outs(%21 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%20 : tensor<1x8x8xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = arith.addf %in, %out : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x1xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %23 : tensor<1x8x8xf32>, tensor<1x8x1xf32>) outs(%10 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %55 = arith.divf %in, %in_21 : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x8xf32>
    %25 = tensor.empty() : tensor<1x8x32xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %27 = linalg.batch_matmul ins(%24, %expanded_18 : tensor<1x8x8xf32>, tensor<1x8x32xf32>) outs(%26 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %arg0 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%25 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %55 = arith.addf %in, %in_21 : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x32xf32>
    %29 = tensor.empty() : tensor<1x8x32xf32>
    %30 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<1x8x32xf32>) outs(%29 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x32xf32>
    %31 = tensor.empty() : tensor<1x8x1xf32>
    %32 = linalg.fill ins(%cst_1 : f32) outs(%31 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %33 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%30 : tensor<1x8x32xf32>) outs(%32 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = arith.addf %in, %out : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x1xf32>
    %34 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<1x8x1xf32>) outs(%31 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = arith.divf %in, %cst_13 : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x1xf32>
    %35 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %34 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%29 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %55 = arith.subf %in, %in_21 : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x32xf32>
    %36 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %35 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%29 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %55 = arith.mulf %in, %in_21 : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x32xf32>
    %37 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%36 : tensor<1x8x32xf32>) outs(%32 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = arith.addf %in, %out : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x1xf32>
    %38 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<1x8x1xf32>) outs(%31 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = arith.divf %in, %cst_13 : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x1xf32>
    %39 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<1x8x1xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x1xf32>
    %40 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%28 : tensor<1x8x32xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = arith.addf %in, %out : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x1xf32>
    %41 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<1x8x1xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = arith.divf %in, %cst_14 : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x1xf32>
    %42 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<1x8x1xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = arith.addf %in, %cst_5 : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x1xf32>
    %43 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<1x8x1xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = math.rsqrt %in : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x1xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %41 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%25 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %55 = arith.subf %in, %in_21 : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x32xf32>
    %45 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %43 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%25 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %55 = arith.mulf %in, %in_21 : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x32xf32>
    %46 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %cst_4 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%25 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %55 = arith.mulf %in, %in_21 : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x32xf32>
    %47 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46, %cst_3 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%25 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %55 = arith.addf %in, %in_21 : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x32xf32>
    %48 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<1x8x32xf32>) outs(%25 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %55 : f32
    } -> tensor<1x8x32xf32>
    %49 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%48 : tensor<1x8x32xf32>) outs(%22 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = arith.addf %in, %out : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x1xf32>
    %50 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<1x8x1xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = arith.divf %in, %cst_14 : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x1xf32>
    %51 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<1x8x1xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = arith.addf %in, %cst_2 : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x1xf32>
    %52 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51 : tensor<1x8x1xf32>) outs(%21 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = math.rsqrt %in : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x1xf32>
    %53 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %52 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%25 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %55 = arith.mulf %in, %in_21 : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x32xf32>
    %54 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53 : tensor<1x8x32xf32>) outs(%25 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %55 = math.tanh %in : f32
      linalg.yield %55 : f32
    } -> tensor<1x8x32xf32>
    util.return %54 : tensor<1x8x32xf32>
  }
}

{-#

#-}
// irlower-stages: fx_graph=8e61057b8a82 torch_mlir=43a6a598ed0e linalg_on_tensors_mlir=c5ba5b247171
