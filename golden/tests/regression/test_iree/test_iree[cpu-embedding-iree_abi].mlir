#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
module {
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x4xi64>) -> (%output0: tensor<1x4x8xf32>)"}} {
    %cst = arith.constant dense_resource<torch_tensor_100_16_torch.float32> : tensor<100x16xf32>
    %cst_0 = arith.constant dense_resource<torch_tensor_8_16_torch.float32> : tensor<8x16xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %c100 = arith.constant 100 : index
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x4xi64>
    %1 = tensor.empty() : tensor<1x4x16xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0 : tensor<1x4xi64>) outs(%1 : tensor<1x4x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %11 = arith.index_cast %in : i64 to index
      %12 = linalg.index 2 : index
      %13 = arith.cmpi slt, %11, %c100 : index
      cf.assert %13, "index must be smaller than dim size"
      %14 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %14, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst[%11, %12] : tensor<100x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x16xf32>
    %collapsed = tensor.collapse_shape %2 [[0, 1], [2]] : tensor<1x4x16xf32> into tensor<4x16xf32>
    %3 = tensor.empty() : tensor<16x8xf32>
    %transposed = linalg.transpose ins(%cst_0 : tensor<8x16xf32>) outs(%3 : tensor<16x8xf32>) permutation = [1, 0]
    %4 = tensor.empty() : tensor<4x8xf32>
    %5 = linalg.fill ins(%cst_2 : f32) outs(%4 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %6 = linalg.matmul ins(%collapsed, %transposed : tensor<4x16xf32>, tensor<16x8xf32>) outs(%5 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%6, %cst_1 : tensor<4x8xf32>, tensor<8xf32>) outs(%4 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %11 = arith.addf %in, %in_3 : f32
      linalg.yield %11 : f32
    } -> tensor<4x8xf32>
    %expanded = tensor.expand_shape %7 [[0, 1], [2]] output_shape [1, 4, 8] : tensor<4x8xf32> into tensor<1x4x8xf32>
    %8 = tensor.empty() : tensor<1x4x8xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x4x8xf32>) outs(%8 : tensor<1x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = math.exp %in : f32
      linalg.yield %11 : f32
    } -> tensor<1x4x8xf32>
    %10 = hal.tensor.export %9 "output0" : tensor<1x4x8xf32> -> !hal.buffer_view
    util.return %10 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=0caa291afdd6 torch_mlir=f6d807ce8e50 linalg_on_tensors_mlir=d61416fa6ac5 iree_input=05595767806a
