module {
  func.func @main(%arg0: tensor<1x4xi64>) -> tensor<1x4x8xf32> {
    %cst = stablehlo.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_0 = stablehlo.constant dense_resource<torch_tensor_8_16_torch.float32> : tensor<8x16xf32>
    %cst_1 = stablehlo.constant dense_resource<torch_tensor_100_16_torch.float32> : tensor<100x16xf32>
    %cst_2 = arith.constant dense<1> : tensor<1xi64>
    %0 = "stablehlo.gather"(%cst_1, %arg0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<100x16xf32>, tensor<1x4xi64>) -> tensor<1x4x16xf32>
    %1 = stablehlo.convert %0 : tensor<1x4x16xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x4x16xf32>) -> tensor<4x16xf32>
    %3 = stablehlo.transpose %cst_0, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %4 = stablehlo.dot_general %2, %3, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    %5 = stablehlo.convert %cst_2 : (tensor<1xi64>) -> tensor<1xf32>
    %6 = stablehlo.reshape %5 : (tensor<1xf32>) -> tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %8 = stablehlo.multiply %4, %7 : tensor<4x8xf32>
    %9 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %10 = stablehlo.multiply %9, %cst : tensor<8xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
    %12 = stablehlo.add %8, %11 : tensor<4x8xf32>
    %13 = stablehlo.reshape %12 : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %14 = stablehlo.exponential %13 : tensor<1x4x8xf32>
    return %14 : tensor<1x4x8xf32>
  }
}
// irlower-stages: fx_graph=0caa291afdd6 torch_mlir=f6d807ce8e50
