#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main_graph(%arg0: tensor<1x3x16x16xf32>) -> tensor<1x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense_resource<__elided__> : tensor<8x3x3x3xf32>
    %cst_2 = arith.constant dense<[-0.150534689, -0.100868635, 0.155401275, -0.156181455, -0.0138190398, 0.190378129, 0.0695197508, 0.0054488196]> : tensor<8xf32>
    %cst_3 = arith.constant dense_resource<__elided__> : tensor<8x8x3x3xf32>
    %cst_4 = arith.constant dense<[0.0524275452, -0.0503739119, 0.0939513519, -8.269380e-02, 3.34955053E-4, 0.105938733, 0.117189415, -0.0682667121]> : tensor<8xf32>
    %cst_5 = arith.constant dense_resource<__elided__> : tensor<4x8xf32>
    %cst_6 = arith.constant dense<[-0.0639284253, 0.231038615, 0.020026369, 0.133550078]> : tensor<4xf32>
    %cst_7 = arith.constant 3.600000e+01 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x16x16xf32> to tensor<1x3x18x18xf32>
    %0 = tensor.empty() : tensor<1x8x16x16xf32>
    %broadcasted = linalg.broadcast ins(%cst_2 : tensor<8xf32>) outs(%0 : tensor<1x8x16x16xf32>) dimensions = [0, 2, 3]
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %cst_1 : tensor<1x3x18x18xf32>, tensor<8x3x3x3xf32>) outs(%broadcasted : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<1x8x16x16xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = arith.cmpf ugt, %in, %cst : f32
      %19 = arith.select %18, %in, %cst : f32
      linalg.yield %19 : f32
    } -> tensor<1x8x16x16xf32>
    %3 = tensor.empty() : tensor<1x8x8x8xf32>
    %4 = linalg.fill ins(%cst_0 : f32) outs(%3 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %5 = tensor.empty() : tensor<2x2xf32>
    %6 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%2, %5 : tensor<1x8x16x16xf32>, tensor<2x2xf32>) outs(%4 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %7 = tensor.empty() : tensor<1x8x6x6xf32>
    %broadcasted_8 = linalg.broadcast ins(%cst_4 : tensor<8xf32>) outs(%7 : tensor<1x8x6x6xf32>) dimensions = [0, 2, 3]
    %8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%6, %cst_3 : tensor<1x8x8x8xf32>, tensor<8x8x3x3xf32>) outs(%broadcasted_8 : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
    %9 = tensor.empty() : tensor<1x8x1x1xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%8 : tensor<1x8x6x6xf32>) outs(%10 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = arith.addf %in, %out : f32
      linalg.yield %18 : f32
    } -> tensor<1x8x1x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x8x1x1xf32>) outs(%9 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = arith.divf %in, %cst_7 : f32
      linalg.yield %18 : f32
    } -> tensor<1x8x1x1xf32>
    %collapsed = tensor.collapse_shape %12 [[0], [1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<1x8xf32>
    %13 = tensor.empty() : tensor<8x4xf32>
    %transposed = linalg.transpose ins(%cst_5 : tensor<4x8xf32>) outs(%13 : tensor<8x4xf32>) permutation = [1, 0]
    %14 = tensor.empty() : tensor<1x4xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %16 = linalg.matmul ins(%collapsed, %transposed : tensor<1x8xf32>, tensor<8x4xf32>) outs(%15 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%16, %cst_6 : tensor<1x4xf32>, tensor<4xf32>) outs(%14 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %18 = arith.addf %in, %in_9 : f32
      linalg.yield %18 : f32
    } -> tensor<1x4xf32>
    return %17 : tensor<1x4xf32>
  }
}
// irlower-stages: fx_graph=f1590a9bd845 onnx=ff8ad91810f3 torch_mlir=17a659e8e4a9
