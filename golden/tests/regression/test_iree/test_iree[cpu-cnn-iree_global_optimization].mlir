#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d1 + d4, d2 + d5)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d3, d2 * 2 + d4)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map8 = affine_map<(d0) -> (d0)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map10 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.global private @__hoisted_tensor_8xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<1.000010e+00> : tensor<8xf32>
  util.global private @__hoisted_tensor_8xf32_0 {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense<0.999994993> : tensor<8xf32>
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x3x16x16xf32>) -> (%output0: tensor<1x4xf32>)"}} {
    %cst = arith.constant 3.600000e+01 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_8_3_3_3_torch.float32> : tensor<8x3x3x3xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_8_torch.float32_4> : tensor<8xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_8_8_3_3_torch.float32> : tensor<8x8x3x3xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_8_torch.float32_5> : tensor<8xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_4_8_torch.float32> : tensor<4x8xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_9 = arith.constant 0xFF800000 : f32
    %cst_10 = arith.constant 0.000000e+00 : f32
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x3x16x16xf32>
    %collapsed = tensor.collapse_shape %0 [[0, 1], [2], [3]] : tensor<1x3x16x16xf32> into tensor<3x16x16xf32>
    %1 = iree_tensor_ext.compute_barrier.start %collapsed : tensor<3x16x16xf32> -> tensor<3x16x16xf32>
    %padded = tensor.pad %1 low[0, 1, 1] high[0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index):
      tensor.yield %cst_10 : f32
    } : tensor<3x16x16xf32> to tensor<3x18x18xf32>
    %2 = tensor.empty() : tensor<8x16x16xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_0 : tensor<8xf32>) outs(%2 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x16x16xf32>
    %4 = linalg.fill ins(%cst_10 : f32) outs(%2 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%padded, %cst_1 : tensor<3x18x18xf32>, tensor<8x3x3x3xf32>) outs(%4 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %32 = arith.mulf %in, %in_13 : f32
      %33 = arith.addf %out, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<8x16x16xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %3 : tensor<8x16x16xf32>, tensor<8x16x16xf32>) outs(%4 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %32 = arith.addf %in, %in_13 : f32
      linalg.yield %32 : f32
    } -> tensor<8x16x16xf32>
    %7 = tensor.empty() : tensor<8xf32>
    %__hoisted_tensor_8xf32_0 = util.global.load immutable @__hoisted_tensor_8xf32_0 : tensor<8xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %cst_2 : tensor<8x16x16xf32>, tensor<8xf32>) outs(%2 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %32 = arith.subf %in, %in_13 : f32
      linalg.yield %32 : f32
    } -> tensor<8x16x16xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %__hoisted_tensor_8xf32_0 : tensor<8x16x16xf32>, tensor<8xf32>) outs(%2 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %32 = arith.mulf %in, %in_13 : f32
      linalg.yield %32 : f32
    } -> tensor<8x16x16xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %cst_3 : tensor<8x16x16xf32>, tensor<8xf32>) outs(%2 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %32 = arith.mulf %in, %in_13 : f32
      linalg.yield %32 : f32
    } -> tensor<8x16x16xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %cst_4 : tensor<8x16x16xf32>, tensor<8xf32>) outs(%2 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %32 = arith.addf %in, %in_13 : f32
      linalg.yield %32 : f32
    } -> tensor<8x16x16xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<8x16x16xf32>) outs(%2 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.cmpf ugt, %in, %cst_10 : f32
      %33 = arith.select %32, %in, %cst_10 : f32
      linalg.yield %33 : f32
    } -> tensor<8x16x16xf32>
    %13 = tensor.empty() : tensor<2x2xf32>
    %14 = tensor.empty() : tensor<8x8x8xf32>
    %15 = linalg.fill ins(%cst_9 : f32) outs(%14 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %16 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%12, %13 : tensor<8x16x16xf32>, tensor<2x2xf32>) outs(%15 : tensor<8x8x8xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %32 = arith.maximumf %out, %in : f32
      linalg.yield %32 : f32
    } -> tensor<8x8x8xf32>
    %17 = tensor.empty() : tensor<8x6x6xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_6 : tensor<8xf32>) outs(%17 : tensor<8x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x6x6xf32>
    %19 = linalg.fill ins(%cst_10 : f32) outs(%17 : tensor<8x6x6xf32>) -> tensor<8x6x6xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%16, %cst_5 : tensor<8x8x8xf32>, tensor<8x8x3x3xf32>) outs(%19 : tensor<8x6x6xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %32 = arith.mulf %in, %in_13 : f32
      %33 = arith.addf %out, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<8x6x6xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %18 : tensor<8x6x6xf32>, tensor<8x6x6xf32>) outs(%19 : tensor<8x6x6xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %32 = arith.addf %in, %in_13 : f32
      linalg.yield %32 : f32
    } -> tensor<8x6x6xf32>
    %22 = linalg.fill ins(%cst_10 : f32) outs(%7 : tensor<8xf32>) -> tensor<8xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction", "reduction"]} ins(%21 : tensor<8x6x6xf32>) outs(%22 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.addf %in, %out : f32
      linalg.yield %32 : f32
    } -> tensor<8xf32>
    %24 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%23 : tensor<8xf32>) outs(%7 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.divf %in, %cst : f32
      linalg.yield %32 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %24 [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32>
    %25 = tensor.empty() : tensor<1x4xf32>
    %26 = linalg.fill ins(%cst_10 : f32) outs(%25 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %27 = linalg.matmul indexing_maps = [#map9, #map10, #map11] ins(%expanded, %cst_7 : tensor<1x8xf32>, tensor<4x8xf32>) outs(%26 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %collapsed_11 = tensor.collapse_shape %27 [[0, 1]] : tensor<1x4xf32> into tensor<4xf32>
    %28 = tensor.empty() : tensor<4xf32>
    %29 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel"]} ins(%collapsed_11, %cst_8 : tensor<4xf32>, tensor<4xf32>) outs(%28 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %32 = arith.addf %in, %in_13 : f32
      linalg.yield %32 : f32
    } -> tensor<4xf32>
    %30 = iree_tensor_ext.compute_barrier.end %29 : tensor<4xf32> -> tensor<4xf32>
    %expanded_12 = tensor.expand_shape %30 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
    %31 = hal.tensor.export %expanded_12 "output0" : tensor<1x4xf32> -> !hal.buffer_view
    util.return %31 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=f1590a9bd845 torch_mlir=a9e53efeb770 linalg_on_tensors_mlir=8d3f80bcf4b5 iree_input=d0eed248788c iree_abi=01214e8d79ed iree_preprocessing=acb46723b4f8
