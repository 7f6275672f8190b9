#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  util.func public @main(%arg0: tensor<2x16xf32>) -> tensor<2x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_8_32_torch.float32> : tensor<8x32xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_32_16_torch.float32> : tensor<32x16xf32>
    %cst_8 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<16x32xf32>
    %transposed = linalg.transpose ins(%cst_7 : tensor<32x16xf32>) outs(%0 : tensor<16x32xf32>) permutation = [1, 0]
    %1 = tensor.empty() : tensor<2x32xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %3 = linalg.matmul ins(%arg0, %transposed : tensor<2x16xf32>, tensor<16x32xf32>) outs(%2 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %cst_6 : tensor<2x32xf32>, tensor<32xf32>) outs(%1 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %16 = arith.addf %in, %in_11 : f32
      linalg.yield %16 : f32
    } -> tensor<2x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<2x32xf32>) outs(%1 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.divf %in, %cst_8 : f32
      %17 = math.erf %16 : f32
      %18 = arith.addf %17, %cst_0 : f32
      %19 = arith.mulf %18, %cst_1 : f32
      %20 = arith.mulf %in, %19 : f32
      linalg.yield %20 : f32
    } -> tensor<2x32xf32>
    %6 = tensor.empty() : tensor<32x32xf32>
    %transposed_9 = linalg.transpose ins(%cst_5 : tensor<32x32xf32>) outs(%6 : tensor<32x32xf32>) permutation = [1, 0]
    %7 = linalg.matmul ins(%5, %transposed_9 : tensor<2x32xf32>, tensor<32x32xf32>) outs(%2 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_4 : tensor<2x32xf32>, tensor<32xf32>) outs(%1 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %16 = arith.addf %in, %in_11 : f32
      linalg.yield %16 : f32
    } -> tensor<2x32xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<2x32xf32>) outs(%1 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.negf %in : f32
      %17 = math.exp %16 : f32
      %18 = arith.addf %17, %cst_0 : f32
      %19 = arith.divf %cst_0, %18 : f32
      linalg.yield %19 : f32
    } -> tensor<2x32xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %9 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%1 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %16 = arith.mulf %in, %in_11 : f32
      linalg.yield %16 : f32
    } -> tensor<2x32xf32>
    %11 = tensor.empty() : tensor<32x8xf32>
    %transposed_10 = linalg.transpose ins(%cst_3 : tensor<8x32xf32>) outs(%11 : tensor<32x8xf32>) permutation = [1, 0]
    %12 = tensor.empty() : tensor<2x8xf32>
    %13 = linalg.fill ins(%cst : f32) outs(%12 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %14 = linalg.matmul ins(%10, %transposed_10 : tensor<2x32xf32>, tensor<32x8xf32>) outs(%13 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_2 : tensor<2x8xf32>, tensor<8xf32>) outs(%12 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %16 = arith.addf %in, %in_11 : f32
      linalg.yield %16 : f32
    } -> tensor<2x8xf32>
    util.return %15 : tensor<2x8xf32>
  }
}

{-#

#-}
// irlower-stages: fx_graph=f7ad5df53030 torch_mlir=6aa7dd31cd1c linalg_on_tensors_mlir=e70f92738717
