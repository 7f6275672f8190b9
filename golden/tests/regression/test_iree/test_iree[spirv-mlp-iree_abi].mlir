#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x16xf32>) -> (%output0: tensor<2x8xf32>)"}} {
    %cst = arith.constant 1.41421354 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_32_16_torch.float32> : tensor<32x16xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_8_32_torch.float32> : tensor<8x32xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_6 = arith.constant 5.000000e-01 : f32
    %cst_7 = arith.constant 1.000000e+00 : f32
    %cst_8 = arith.constant 0.000000e+00 : f32
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<2x16xf32>
    %1 = tensor.empty() : tensor<16x32xf32>
    %transposed = linalg.transpose ins(%cst_0 : tensor<32x16xf32>) outs(%1 : tensor<16x32xf32>) permutation = [1, 0]
    %2 = tensor.empty() : tensor<2x32xf32>
    %3 = linalg.fill ins(%cst_8 : f32) outs(%2 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %4 = linalg.matmul ins(%0, %transposed : tensor<2x16xf32>, tensor<16x32xf32>) outs(%3 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_1 : tensor<2x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %18 = arith.addf %in, %in_11 : f32
      linalg.yield %18 : f32
    } -> tensor<2x32xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<2x32xf32>) outs(%2 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = arith.divf %in, %cst : f32
      %19 = math.erf %18 : f32
      %20 = arith.addf %19, %cst_7 : f32
      %21 = arith.mulf %20, %cst_6 : f32
      %22 = arith.mulf %in, %21 : f32
      linalg.yield %22 : f32
    } -> tensor<2x32xf32>
    %7 = tensor.empty() : tensor<32x32xf32>
    %transposed_9 = linalg.transpose ins(%cst_2 : tensor<32x32xf32>) outs(%7 : tensor<32x32xf32>) permutation = [1, 0]
    %8 = linalg.matmul ins(%6, %transposed_9 : tensor<2x32xf32>, tensor<32x32xf32>) outs(%3 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %cst_3 : tensor<2x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %18 = arith.addf %in, %in_11 : f32
      linalg.yield %18 : f32
    } -> tensor<2x32xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<2x32xf32>) outs(%2 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = arith.negf %in : f32
      %19 = math.exp %18 : f32
      %20 = arith.addf %19, %cst_7 : f32
      %21 = arith.divf %cst_7, %20 : f32
      linalg.yield %21 : f32
    } -> tensor<2x32xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %10 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%2 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %18 = arith.mulf %in, %in_11 : f32
      linalg.yield %18 : f32
    } -> tensor<2x32xf32>
    %12 = tensor.empty() : tensor<32x8xf32>
    %transposed_10 = linalg.transpose ins(%cst_4 : tensor<8x32xf32>) outs(%12 : tensor<32x8xf32>) permutation = [1, 0]
    %13 = tensor.empty() : tensor<2x8xf32>
    %14 = linalg.fill ins(%cst_8 : f32) outs(%13 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %15 = linalg.matmul ins(%11, %transposed_10 : tensor<2x32xf32>, tensor<32x8xf32>) outs(%14 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%15, %cst_5 : tensor<2x8xf32>, tensor<8xf32>) outs(%13 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %18 = arith.addf %in, %in_11 : f32
      linalg.yield %18 : f32
    } -> tensor<2x8xf32>
    %17 = hal.tensor.export %16 "output0" : tensor<2x8xf32> -> !hal.buffer_view
    util.return %17 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=f7ad5df53030 torch_mlir=6aa7dd31cd1c linalg_on_tensors_mlir=e70f92738717 iree_input=a6afdb45ef2b
