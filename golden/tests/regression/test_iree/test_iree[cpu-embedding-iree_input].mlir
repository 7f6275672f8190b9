#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
module {
  util.func public @main(%arg0: tensor<1x4xi64>) -> tensor<1x4x8xf32> {
    %c100 = arith.constant 100 : index
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_8_16_torch.float32> : tensor<8x16xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_100_16_torch.float32> : tensor<100x16xf32>
    %0 = tensor.empty() : tensor<1x4x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x4xi64>) outs(%0 : tensor<1x4x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %9 = arith.index_cast %in : i64 to index
      %10 = linalg.index 2 : index
      %11 = arith.cmpi slt, %9, %c100 : index
      cf.assert %11, "index must be smaller than dim size"
      %12 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %12, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_2[%9, %10] : tensor<100x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x16xf32>
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2]] : tensor<1x4x16xf32> into tensor<4x16xf32>
    %2 = tensor.empty() : tensor<16x8xf32>
    %transposed = linalg.transpose ins(%cst_1 : tensor<8x16xf32>) outs(%2 : tensor<16x8xf32>) permutation = [1, 0]
    %3 = tensor.empty() : tensor<4x8xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %5 = linalg.matmul ins(%collapsed, %transposed : tensor<4x16xf32>, tensor<16x8xf32>) outs(%4 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%5, %cst_0 : tensor<4x8xf32>, tensor<8xf32>) outs(%3 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %9 = arith.addf %in, %in_3 : f32
      linalg.yield %9 : f32
    } -> tensor<4x8xf32>
    %expanded = tensor.expand_shape %6 [[0, 1], [2]] output_shape [1, 4, 8] : tensor<4x8xf32> into tensor<1x4x8xf32>
    %7 = tensor.empty() : tensor<1x4x8xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x4x8xf32>) outs(%7 : tensor<1x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %9 = math.exp %in : f32
      linalg.yield %9 : f32
    } -> tensor<1x4x8xf32>
    util.return %8 : tensor<1x4x8xf32>
  }
}

{-#

#-}
// irlower-stages: fx_graph=0caa291afdd6 torch_mlir=f6d807ce8e50 linalg_on_tensors_mlir=d61416fa6ac5
