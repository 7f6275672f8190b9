#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
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
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<2x16xf32> -> tensor<2x16xf32>
    %2 = tensor.empty() : tensor<2x32xf32>
    %3 = linalg.fill ins(%cst_8 : f32) outs(%2 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %4 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%1, %cst_0 : tensor<2x16xf32>, tensor<32x16xf32>) outs(%3 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_1 : tensor<2x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %17 = arith.addf %in, %in_9 : f32
      linalg.yield %17 : f32
    } -> tensor<2x32xf32>
    %6 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<2x32xf32>) outs(%2 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = arith.divf %in, %cst : f32
      %18 = math.erf %17 : f32
      %19 = arith.addf %18, %cst_7 : f32
      %20 = arith.mulf %19, %cst_6 : f32
      %21 = arith.mulf %in, %20 : f32
      linalg.yield %21 : f32
    } -> tensor<2x32xf32>
    %7 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%6, %cst_2 : tensor<2x32xf32>, tensor<32x32xf32>) outs(%3 : tensor<2x32xf32>) -> tensor<2x32xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_3 : tensor<2x32xf32>, tensor<32xf32>) outs(%2 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %17 = arith.addf %in, %in_9 : f32
      linalg.yield %17 : f32
    } -> tensor<2x32xf32>
    %9 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<2x32xf32>) outs(%2 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = arith.negf %in : f32
      %18 = math.exp %17 : f32
      %19 = arith.addf %18, %cst_7 : f32
      %20 = arith.divf %cst_7, %19 : f32
      linalg.yield %20 : f32
    } -> tensor<2x32xf32>
    %10 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%8, %9 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%2 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %17 = arith.mulf %in, %in_9 : f32
      linalg.yield %17 : f32
    } -> tensor<2x32xf32>
    %11 = tensor.empty() : tensor<2x8xf32>
    %12 = linalg.fill ins(%cst_8 : f32) outs(%11 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %13 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%10, %cst_4 : tensor<2x32xf32>, tensor<8x32xf32>) outs(%12 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %14 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%13, %cst_5 : tensor<2x8xf32>, tensor<8xf32>) outs(%11 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %17 = arith.addf %in, %in_9 : f32
      linalg.yield %17 : f32
    } -> tensor<2x8xf32>
    %15 = iree_tensor_ext.compute_barrier.end %14 : tensor<2x8xf32> -> tensor<2x8xf32>
    %16 = hal.tensor.export %15 "output0" : tensor<2x8xf32> -> !hal.buffer_view
    util.return %16 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=f7ad5df53030 torch_mlir=6aa7dd31cd1c linalg_on_tensors_mlir=e70f92738717 iree_input=a6afdb45ef2b iree_abi=07a985c48513 iree_preprocessing=231b7e9b7259
