#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<() -> ()>
module {
  func.func @main(%arg0: tensor<32x16xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<8x32xf32>, %arg5: tensor<8xf32>, %arg6: tensor<2x16xf32>) -> (tensor<f32>, tensor<2x16xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<32x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<32x8xf32>, tensor<2x8xf32>) {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant 1.41421354 : f32
    %cst_3 = arith.constant 1.600000e+01 : f32
    %0 = tensor.empty() : tensor<16x32xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<32x16xf32>) outs(%0 : tensor<16x32xf32>) permutation = [1, 0]
    %1 = tensor.empty() : tensor<2x32xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %3 = linalg.matmul ins(%arg6, %transposed : tensor<2x16xf32>, tensor<16x32xf32>) outs(%2 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg1 : tensor<2x32xf32>, tensor<32xf32>) outs(%1 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %21 = arith.addf %in, %in_6 : f32
      linalg.yield %21 : f32
    } -> tensor<2x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<2x32xf32>) outs(%1 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.divf %in, %cst_2 : f32
      %22 = math.erf %21 : f32
      %23 = arith.addf %22, %cst_0 : f32
      %24 = arith.mulf %23, %cst_1 : f32
      %25 = arith.mulf %in, %24 : f32
      linalg.yield %25 : f32
    } -> tensor<2x32xf32>
    %6 = tensor.empty() : tensor<32x32xf32>
    %transposed_4 = linalg.transpose ins(%arg2 : tensor<32x32xf32>) outs(%6 : tensor<32x32xf32>) permutation = [1, 0]
    %7 = linalg.matmul ins(%5, %transposed_4 : tensor<2x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %arg3 : tensor<2x32xf32>, tensor<32xf32>) outs(%1 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %21 = arith.addf %in, %in_6 : f32
      linalg.yield %21 : f32
    } -> tensor<2x32xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<2x32xf32>) outs(%1 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.negf %in : f32
      %22 = math.exp %21 : f32
      %23 = arith.addf %22, %cst_0 : f32
      %24 = arith.divf %cst_0, %23 : f32
      linalg.yield %24 : f32
    } -> tensor<2x32xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %9 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%1 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %21 = arith.mulf %in, %in_6 : f32
      linalg.yield %21 : f32
    } -> tensor<2x32xf32>
    %11 = tensor.empty() : tensor<32x8xf32>
    %transposed_5 = linalg.transpose ins(%arg4 : tensor<8x32xf32>) outs(%11 : tensor<32x8xf32>) permutation = [1, 0]
    %12 = tensor.empty() : tensor<2x8xf32>
    %13 = linalg.fill ins(%cst : f32) outs(%12 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %14 = linalg.matmul ins(%10, %transposed_5 : tensor<2x32xf32>, tensor<32x8xf32>) outs(%13 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%14, %arg5 : tensor<2x8xf32>, tensor<8xf32>) outs(%12 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %21 = arith.addf %in, %in_6 : f32
      linalg.yield %21 : f32
    } -> tensor<2x8xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<2x8xf32>) outs(%12 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %21 : f32
    } -> tensor<2x8xf32>
    %17 = tensor.empty() : tensor<f32>
    %18 = linalg.fill ins(%cst : f32) outs(%17 : tensor<f32>) -> tensor<f32>
    %19 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["reduction", "reduction"]} ins(%16 : tensor<2x8xf32>) outs(%18 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.addf %in, %out : f32
      linalg.yield %21 : f32
    } -> tensor<f32>
    %20 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%19 : tensor<f32>) outs(%17 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.divf %in, %cst_3 : f32
      linalg.yield %21 : f32
    } -> tensor<f32>
    return %20, %arg6, %4, %5, %transposed_4, %8, %10, %transposed_5, %15 : tensor<f32>, tensor<2x16xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<32x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<32x8xf32>, tensor<2x8xf32>
  }
}
// irlower-stages: aot_joint_graph=88d1a12a260f aot_forward_graph=07264403bc36 torch_mlir=69a53b38af28
