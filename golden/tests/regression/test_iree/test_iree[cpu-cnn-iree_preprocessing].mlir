#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x3x16x16xf32>) -> (%output0: tensor<1x4xf32>)"}} {
    %cst = arith.constant 3.600000e+01 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_8_3_3_3_torch.float32> : tensor<8x3x3x3xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>
    %cst_4 = arith.constant 9.99999974E-6 : f32
    %cst_5 = arith.constant dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_8_torch.float32_4> : tensor<8xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_8_8_3_3_torch.float32> : tensor<8x8x3x3xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_8_torch.float32_5> : tensor<8xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_4_8_torch.float32> : tensor<4x8xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_11 = arith.constant 0xFF800000 : f32
    %cst_12 = arith.constant 1.000000e+00 : f32
    %cst_13 = arith.constant 0.000000e+00 : f32
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x3x16x16xf32>
    %padded = tensor.pad %0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_13 : f32
    } : tensor<1x3x16x16xf32> to tensor<1x3x18x18xf32>
    %1 = tensor.empty() : tensor<1x8x16x16xf32>
    %broadcasted = linalg.broadcast ins(%cst_0 : tensor<8xf32>) outs(%1 : tensor<1x8x16x16xf32>) dimensions = [0, 2, 3]
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %cst_1 : tensor<1x3x18x18xf32>, tensor<8x3x3x3xf32>) outs(%broadcasted : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %3 = tensor.empty() : tensor<8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_3 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %in, %cst_4 : f32
      linalg.yield %28 : f32
    } -> tensor<8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = math.sqrt %in : f32
      linalg.yield %28 : f32
    } -> tensor<8xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%5 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.cmpf one, %in, %cst_13 : f32
      cf.assert %28, "unimplemented: tensor with zero element"
      %29 = arith.divf %cst_12, %in : f32
      linalg.yield %29 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %cst_2 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_14 = tensor.expand_shape %6 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%1 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_18: f32, %out: f32):
      %28 = arith.subf %in, %in_18 : f32
      linalg.yield %28 : f32
    } -> tensor<1x8x16x16xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_14 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%1 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_18: f32, %out: f32):
      %28 = arith.mulf %in, %in_18 : f32
      linalg.yield %28 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_15 = tensor.expand_shape %cst_5 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_15 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%1 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_18: f32, %out: f32):
      %28 = arith.mulf %in, %in_18 : f32
      linalg.yield %28 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_16 = tensor.expand_shape %cst_6 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %expanded_16 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%1 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_18: f32, %out: f32):
      %28 = arith.addf %in, %in_18 : f32
      linalg.yield %28 : f32
    } -> tensor<1x8x16x16xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x8x16x16xf32>) outs(%1 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.cmpf ugt, %in, %cst_13 : f32
      %29 = arith.select %28, %in, %cst_13 : f32
      linalg.yield %29 : f32
    } -> tensor<1x8x16x16xf32>
    %12 = tensor.empty() : tensor<1x8x8x8xf32>
    %13 = linalg.fill ins(%cst_11 : f32) outs(%12 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %14 = tensor.empty() : tensor<2x2xf32>
    %15 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%11, %14 : tensor<1x8x16x16xf32>, tensor<2x2xf32>) outs(%13 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %16 = tensor.empty() : tensor<1x8x6x6xf32>
    %broadcasted_17 = linalg.broadcast ins(%cst_8 : tensor<8xf32>) outs(%16 : tensor<1x8x6x6xf32>) dimensions = [0, 2, 3]
    %17 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%15, %cst_7 : tensor<1x8x8x8xf32>, tensor<8x8x3x3xf32>) outs(%broadcasted_17 : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
    %18 = tensor.empty() : tensor<1x8x1x1xf32>
    %19 = linalg.fill ins(%cst_13 : f32) outs(%18 : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%17 : tensor<1x8x6x6xf32>) outs(%19 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %in, %out : f32
      linalg.yield %28 : f32
    } -> tensor<1x8x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<1x8x1x1xf32>) outs(%18 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.divf %in, %cst : f32
      linalg.yield %28 : f32
    } -> tensor<1x8x1x1xf32>
    %collapsed = tensor.collapse_shape %21 [[0], [1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<1x8xf32>
    %22 = tensor.empty() : tensor<8x4xf32>
    %transposed = linalg.transpose ins(%cst_9 : tensor<4x8xf32>) outs(%22 : tensor<8x4xf32>) permutation = [1, 0]
    %23 = tensor.empty() : tensor<1x4xf32>
    %24 = linalg.fill ins(%cst_13 : f32) outs(%23 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %25 = linalg.matmul ins(%collapsed, %transposed : tensor<1x8xf32>, tensor<8x4xf32>) outs(%24 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %26 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%25, %cst_10 : tensor<1x4xf32>, tensor<4xf32>) outs(%23 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %in_18: f32, %out: f32):
      %28 = arith.addf %in, %in_18 : f32
      linalg.yield %28 : f32
    } -> tensor<1x4xf32>
    %27 = hal.tensor.export %26 "output0" : tensor<1x4xf32> -> !hal.buffer_view
    util.return %27 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=f1590a9bd845 torch_mlir=a9e53efeb770 linalg_on_tensors_mlir=8d3f80bcf4b5 iree_input=d0eed248788c iree_abi=01214e8d79ed
