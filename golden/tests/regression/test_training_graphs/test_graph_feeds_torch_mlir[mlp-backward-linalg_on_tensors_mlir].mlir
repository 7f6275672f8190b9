#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (0, d1)>
module {
  func.func @main(%arg0: tensor<2x16xf32>, %arg1: tensor<2x32xf32>, %arg2: tensor<2x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<2x32xf32>, %arg5: tensor<2x32xf32>, %arg6: tensor<32x8xf32>, %arg7: tensor<2x8xf32>, %arg8: tensor<f32>) -> (tensor<32x16xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>) {
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0.3989422804014327 : f64
    %cst_2 = arith.constant 0.70710678118654757 : f64
    %cst_3 = arith.constant 1.600000e+01 : f32
    %cst_4 = arith.constant 2.000000e+00 : f32
    %cst_5 = arith.constant 5.000000e-01 : f32
    %cst_6 = arith.constant -5.000000e-01 : f32
    %cst_7 = arith.constant dense<1> : tensor<i64>
    %0 = tensor.empty() : tensor<2x8xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<f32>) outs(%0 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8xf32>
    %2 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<2x8xf32>) outs(%0 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.divf %in, %cst_3 : f32
      linalg.yield %45 : f32
    } -> tensor<2x8xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<2x8xf32>) outs(%0 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = math.fpowi %in, %c1_i64 : f32, i64
      linalg.yield %45 : f32
    } -> tensor<2x8xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<2x8xf32>) outs(%0 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.mulf %in, %cst_4 : f32
      linalg.yield %45 : f32
    } -> tensor<2x8xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%2, %4 : tensor<2x8xf32>, tensor<2x8xf32>) outs(%0 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %45 = arith.mulf %in, %in_14 : f32
      linalg.yield %45 : f32
    } -> tensor<2x8xf32>
    %6 = tensor.empty() : tensor<8x32xf32>
    %transposed = linalg.transpose ins(%arg6 : tensor<32x8xf32>) outs(%6 : tensor<8x32xf32>) permutation = [1, 0]
    %7 = tensor.empty() : tensor<2x32xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %9 = linalg.matmul ins(%5, %transposed : tensor<2x8xf32>, tensor<8x32xf32>) outs(%8 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %10 = tensor.empty() : tensor<8x2xf32>
    %transposed_8 = linalg.transpose ins(%5 : tensor<2x8xf32>) outs(%10 : tensor<8x2xf32>) permutation = [1, 0]
    %11 = linalg.fill ins(%cst : f32) outs(%6 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %12 = linalg.matmul ins(%transposed_8, %arg5 : tensor<8x2xf32>, tensor<2x32xf32>) outs(%11 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %13 = tensor.empty() : tensor<1x8xf32>
    %14 = linalg.fill ins(%cst : f32) outs(%13 : tensor<1x8xf32>) -> tensor<1x8xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel"]} ins(%5 : tensor<2x8xf32>) outs(%14 : tensor<1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.addf %in, %out : f32
      linalg.yield %45 : f32
    } -> tensor<1x8xf32>
    %collapsed = tensor.collapse_shape %15 [[0, 1]] : tensor<1x8xf32> into tensor<8xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<2x32xf32>) outs(%7 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.negf %in : f32
      %46 = math.exp %45 : f32
      %47 = arith.addf %46, %cst_0 : f32
      %48 = arith.divf %cst_0, %47 : f32
      linalg.yield %48 : f32
    } -> tensor<2x32xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%9, %16 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%7 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %45 = arith.mulf %in, %in_14 : f32
      linalg.yield %45 : f32
    } -> tensor<2x32xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_7, %16 : tensor<i64>, tensor<2x32xf32>) outs(%7 : tensor<2x32xf32>) {
    ^bb0(%in: i64, %in_14: f32, %out: f32):
      %45 = arith.sitofp %in : i64 to f32
      %46 = arith.subf %45, %in_14 : f32
      linalg.yield %46 : f32
    } -> tensor<2x32xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg4, %18 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%7 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %45 = arith.mulf %in, %in_14 : f32
      linalg.yield %45 : f32
    } -> tensor<2x32xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<2x32xf32>) outs(%7 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.addf %in, %cst_0 : f32
      linalg.yield %45 : f32
    } -> tensor<2x32xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%17, %20 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%7 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %45 = arith.mulf %in, %in_14 : f32
      linalg.yield %45 : f32
    } -> tensor<2x32xf32>
    %22 = tensor.empty() : tensor<32x32xf32>
    %transposed_9 = linalg.transpose ins(%arg3 : tensor<32x32xf32>) outs(%22 : tensor<32x32xf32>) permutation = [1, 0]
    %23 = linalg.matmul ins(%21, %transposed_9 : tensor<2x32xf32>, tensor<32x32xf32>) outs(%8 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %24 = tensor.empty() : tensor<32x2xf32>
    %transposed_10 = linalg.transpose ins(%21 : tensor<2x32xf32>) outs(%24 : tensor<32x2xf32>) permutation = [1, 0]
    %25 = linalg.fill ins(%cst : f32) outs(%22 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %26 = linalg.matmul ins(%transposed_10, %arg2 : tensor<32x2xf32>, tensor<2x32xf32>) outs(%25 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %27 = tensor.empty() : tensor<1x32xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel"]} ins(%21 : tensor<2x32xf32>) outs(%28 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.addf %in, %out : f32
      linalg.yield %45 : f32
    } -> tensor<1x32xf32>
    %collapsed_11 = tensor.collapse_shape %29 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x32xf32>) outs(%7 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.truncf %cst_2 : f64 to f32
      %46 = arith.mulf %in, %45 : f32
      linalg.yield %46 : f32
    } -> tensor<2x32xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%30 : tensor<2x32xf32>) outs(%7 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = math.erf %in : f32
      linalg.yield %45 : f32
    } -> tensor<2x32xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%31 : tensor<2x32xf32>) outs(%7 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.addf %in, %cst_0 : f32
      linalg.yield %45 : f32
    } -> tensor<2x32xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<2x32xf32>) outs(%7 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.mulf %in, %cst_5 : f32
      linalg.yield %45 : f32
    } -> tensor<2x32xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1, %arg1 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%7 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %45 = arith.mulf %in, %in_14 : f32
      linalg.yield %45 : f32
    } -> tensor<2x32xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<2x32xf32>) outs(%7 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.mulf %in, %cst_6 : f32
      linalg.yield %45 : f32
    } -> tensor<2x32xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<2x32xf32>) outs(%7 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = math.exp %in : f32
      linalg.yield %45 : f32
    } -> tensor<2x32xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<2x32xf32>) outs(%7 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.truncf %cst_1 : f64 to f32
      %46 = arith.mulf %in, %45 : f32
      linalg.yield %46 : f32
    } -> tensor<2x32xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1, %37 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%7 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %45 = arith.mulf %in, %in_14 : f32
      linalg.yield %45 : f32
    } -> tensor<2x32xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%33, %38 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%7 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %45 = arith.addf %in, %in_14 : f32
      linalg.yield %45 : f32
    } -> tensor<2x32xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%23, %39 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%7 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %45 = arith.mulf %in, %in_14 : f32
      linalg.yield %45 : f32
    } -> tensor<2x32xf32>
    %transposed_12 = linalg.transpose ins(%40 : tensor<2x32xf32>) outs(%24 : tensor<32x2xf32>) permutation = [1, 0]
    %41 = tensor.empty() : tensor<32x16xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%41 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %43 = linalg.matmul ins(%transposed_12, %arg0 : tensor<32x2xf32>, tensor<2x16xf32>) outs(%42 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel"]} ins(%40 : tensor<2x32xf32>) outs(%28 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.addf %in, %out : f32
      linalg.yield %45 : f32
    } -> tensor<1x32xf32>
    %collapsed_13 = tensor.collapse_shape %44 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    return %43, %collapsed_13, %26, %collapsed_11, %12, %collapsed : tensor<32x16xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>
  }
}
// irlower-stages: aot_joint_graph=88d1a12a260f aot_backward_graph=c85db375ea0a torch_mlir=c76b193bc9be
