#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map7 = affine_map<(d0, d1) -> (d0)>
#map8 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8x32xf32>) -> (%output0: tensor<1x8x32xf32>)"}} {
    %cst = arith.constant 3.200000e+01 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_6 = arith.constant 0.176776692 : f32
    %cst_7 = arith.constant 9.99999974E-6 : f32
    %cst_8 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_10 = arith.constant 9.99999997E-7 : f32
    %cst_11 = arith.constant 0.000000e+00 : f32
    %c2_i64 = arith.constant 2 : i64
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x8x32xf32>
    %collapsed = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %1 = iree_tensor_ext.compute_barrier.start %collapsed : tensor<8x32xf32> -> tensor<8x32xf32>
    %2 = tensor.empty() : tensor<8x32xf32>
    %3 = linalg.fill ins(%cst_11 : f32) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %4 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%1, %cst_0 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_1 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %45 = arith.addf %in, %in_19 : f32
      linalg.yield %45 : f32
    } -> tensor<8x32xf32>
    %expanded = tensor.expand_shape %5 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %6 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%1, %cst_2 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_12 = tensor.expand_shape %6 [[0], [1, 2]] output_shape [8, 1, 32] : tensor<8x32xf32> into tensor<8x1x32xf32>
    %expanded_13 = tensor.expand_shape %cst_3 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32>
    %7 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%1, %cst_4 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_5 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %45 = arith.addf %in, %in_19 : f32
      linalg.yield %45 : f32
    } -> tensor<8x32xf32>
    %expanded_14 = tensor.expand_shape %8 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %9 = tensor.empty() : tensor<8x1x32xf32>
    %10 = linalg.generic {indexing_maps = [#map5, #map1, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_12, %expanded_13 : tensor<8x1x32xf32>, tensor<1x32xf32>) outs(%9 : tensor<8x1x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %45 = arith.addf %in, %in_19 : f32
      linalg.yield %45 : f32
    } -> tensor<8x1x32xf32>
    %11 = tensor.empty() : tensor<1x32x8xf32>
    %12 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<8x1x32xf32>) outs(%11 : tensor<1x32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x8xf32>
    %13 = tensor.empty() : tensor<1x8x8xf32>
    %14 = linalg.fill ins(%cst_11 : f32) outs(%13 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %15 = linalg.batch_matmul ins(%expanded, %12 : tensor<1x8x32xf32>, tensor<1x32x8xf32>) outs(%14 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %collapsed_15 = tensor.collapse_shape %15 [[0, 1], [2]] : tensor<1x8x8xf32> into tensor<8x8xf32>
    %16 = tensor.empty() : tensor<8x8xf32>
    %17 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_15 : tensor<8x8xf32>) outs(%16 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.mulf %in, %cst_6 : f32
      linalg.yield %45 : f32
    } -> tensor<8x8xf32>
    %18 = tensor.empty() : tensor<8xf32>
    %19 = linalg.fill ins(%cst_11 : f32) outs(%18 : tensor<8xf32>) -> tensor<8xf32>
    %20 = linalg.softmax dimension(1) ins(%17 : tensor<8x8xf32>) outs(%16 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %expanded_16 = tensor.expand_shape %20 [[0, 1], [2]] output_shape [1, 8, 8] : tensor<8x8xf32> into tensor<1x8x8xf32>
    %21 = tensor.empty() : tensor<1x8x32xf32>
    %22 = linalg.fill ins(%cst_11 : f32) outs(%21 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %23 = linalg.batch_matmul ins(%expanded_16, %expanded_14 : tensor<1x8x8xf32>, tensor<1x8x32xf32>) outs(%22 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %collapsed_17 = tensor.collapse_shape %23 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %24 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_17, %1 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %45 = arith.addf %in, %in_19 : f32
      linalg.yield %45 : f32
    } -> tensor<8x32xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map7], iterator_types = ["parallel", "reduction"]} ins(%24 : tensor<8x32xf32>) outs(%19 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.addf %in, %out : f32
      linalg.yield %45 : f32
    } -> tensor<8xf32>
    %26 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%25 : tensor<8xf32>) outs(%18 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.divf %in, %cst : f32
      linalg.yield %45 : f32
    } -> tensor<8xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%24, %26 : tensor<8x32xf32>, tensor<8xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %45 = arith.subf %in, %in_19 : f32
      linalg.yield %45 : f32
    } -> tensor<8x32xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%27 : tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.mulf %in, %in : f32
      linalg.yield %45 : f32
    } -> tensor<8x32xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map7], iterator_types = ["parallel", "reduction"]} ins(%28 : tensor<8x32xf32>) outs(%19 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.addf %in, %out : f32
      linalg.yield %45 : f32
    } -> tensor<8xf32>
    %30 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%29 : tensor<8xf32>) outs(%18 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.divf %in, %cst : f32
      linalg.yield %45 : f32
    } -> tensor<8xf32>
    %31 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%30 : tensor<8xf32>) outs(%18 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.addf %in, %cst_7 : f32
      linalg.yield %45 : f32
    } -> tensor<8xf32>
    %32 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%31 : tensor<8xf32>) outs(%18 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = math.rsqrt %in : f32
      linalg.yield %45 : f32
    } -> tensor<8xf32>
    %33 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%27, %32 : tensor<8x32xf32>, tensor<8xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %45 = arith.mulf %in, %in_19 : f32
      linalg.yield %45 : f32
    } -> tensor<8x32xf32>
    %34 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%33, %cst_8 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %45 = arith.mulf %in, %in_19 : f32
      linalg.yield %45 : f32
    } -> tensor<8x32xf32>
    %35 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%34, %cst_9 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %45 = arith.addf %in, %in_19 : f32
      linalg.yield %45 : f32
    } -> tensor<8x32xf32>
    %36 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %45 : f32
    } -> tensor<8x32xf32>
    %37 = linalg.generic {indexing_maps = [#map3, #map7], iterator_types = ["parallel", "reduction"]} ins(%36 : tensor<8x32xf32>) outs(%19 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.addf %in, %out : f32
      linalg.yield %45 : f32
    } -> tensor<8xf32>
    %38 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%37 : tensor<8xf32>) outs(%18 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.divf %in, %cst : f32
      linalg.yield %45 : f32
    } -> tensor<8xf32>
    %39 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%38 : tensor<8xf32>) outs(%18 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = arith.addf %in, %cst_10 : f32
      linalg.yield %45 : f32
    } -> tensor<8xf32>
    %40 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%39 : tensor<8xf32>) outs(%18 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = math.rsqrt %in : f32
      linalg.yield %45 : f32
    } -> tensor<8xf32>
    %41 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%35, %40 : tensor<8x32xf32>, tensor<8xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %45 = arith.mulf %in, %in_19 : f32
      linalg.yield %45 : f32
    } -> tensor<8x32xf32>
    %42 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %45 = math.tanh %in : f32
      linalg.yield %45 : f32
    } -> tensor<8x32xf32>
    %43 = iree_tensor_ext.compute_barrier.end %42 : tensor<8x32xf32> -> tensor<8x32xf32>
    %expanded_18 = tensor.expand_shape %43 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %44 = hal.tensor.export %expanded_18 "output0" : tensor<1x8x32xf32> -> !hal.buffer_view
    util.return %44 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=8e61057b8a82 torch_mlir=43a6a598ed0e linalg_on_tensors_mlir=c5ba5b247171 iree_input=7f5b5330cf62 iree_abi=cf597a3cf9a3 iree_preprocessing=112730382d48
