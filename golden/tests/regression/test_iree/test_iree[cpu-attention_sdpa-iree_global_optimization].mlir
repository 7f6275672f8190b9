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
    %cst = arith.constant dense<0.000000e+00> : tensor<8x8xf32>
    %cst_0 = arith.constant 3.200000e+01 : f32
    %cst_1 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_7 = arith.constant 0.420448184 : f32
    %cst_8 = arith.constant 9.99999974E-6 : f32
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_11 = arith.constant 9.99999997E-7 : f32
    %true = arith.constant true
    %cst_12 = arith.constant 0xFF800000 : f32
    %cst_13 = arith.constant 0.000000e+00 : f32
    %c2_i64 = arith.constant 2 : i64
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x8x32xf32>
    %collapsed = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %1 = iree_tensor_ext.compute_barrier.start %collapsed : tensor<8x32xf32> -> tensor<8x32xf32>
    %2 = tensor.empty() : tensor<8x32xf32>
    %3 = linalg.fill ins(%cst_13 : f32) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %4 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%1, %cst_1 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_2 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %52 = arith.addf %in, %in_21 : f32
      linalg.yield %52 : f32
    } -> tensor<8x32xf32>
    %6 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%1, %cst_3 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded = tensor.expand_shape %6 [[0], [1, 2]] output_shape [8, 1, 32] : tensor<8x32xf32> into tensor<8x1x32xf32>
    %expanded_14 = tensor.expand_shape %cst_4 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32>
    %7 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%1, %cst_5 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_6 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %52 = arith.addf %in, %in_21 : f32
      linalg.yield %52 : f32
    } -> tensor<8x32xf32>
    %expanded_15 = tensor.expand_shape %8 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %9 = tensor.empty() : tensor<1x8x32xf32>
    %10 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.mulf %in, %cst_7 : f32
      linalg.yield %52 : f32
    } -> tensor<8x32xf32>
    %expanded_16 = tensor.expand_shape %10 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %11 = tensor.empty() : tensor<8x1x32xf32>
    %12 = linalg.generic {indexing_maps = [#map5, #map1, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %expanded_14 : tensor<8x1x32xf32>, tensor<1x32xf32>) outs(%11 : tensor<8x1x32xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %52 = arith.addf %in, %in_21 : f32
      linalg.yield %52 : f32
    } -> tensor<8x1x32xf32>
    %13 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<8x1x32xf32>) outs(%11 : tensor<8x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.mulf %in, %cst_7 : f32
      linalg.yield %52 : f32
    } -> tensor<8x1x32xf32>
    %14 = tensor.empty() : tensor<1x32x8xf32>
    %15 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<8x1x32xf32>) outs(%14 : tensor<1x32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x8xf32>
    %16 = tensor.empty() : tensor<1x8x8xf32>
    %17 = linalg.fill ins(%cst_13 : f32) outs(%16 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %18 = linalg.batch_matmul ins(%expanded_16, %15 : tensor<1x8x32xf32>, tensor<1x32x8xf32>) outs(%17 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %collapsed_17 = tensor.collapse_shape %18 [[0, 1], [2]] : tensor<1x8x8xf32> into tensor<8x8xf32>
    %19 = tensor.empty() : tensor<8xf32>
    %20 = tensor.empty() : tensor<8x8xf32>
    %21 = linalg.fill ins(%cst_13 : f32) outs(%19 : tensor<8xf32>) -> tensor<8xf32>
    %22 = linalg.softmax dimension(1) ins(%collapsed_17 : tensor<8x8xf32>) outs(%20 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %23 = tensor.empty() : tensor<8x8xi1>
    %24 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_17 : tensor<8x8xf32>) outs(%23 : tensor<8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %52 = arith.cmpf oeq, %in, %cst_12 : f32
      linalg.yield %52 : i1
    } -> tensor<8x8xi1>
    %25 = tensor.empty() : tensor<8xi1>
    %26 = linalg.fill ins(%true : i1) outs(%25 : tensor<8xi1>) -> tensor<8xi1>
    %27 = linalg.generic {indexing_maps = [#map3, #map7], iterator_types = ["parallel", "reduction"]} ins(%24 : tensor<8x8xi1>) outs(%26 : tensor<8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %52 = arith.andi %in, %out : i1
      linalg.yield %52 : i1
    } -> tensor<8xi1>
    %28 = linalg.generic {indexing_maps = [#map7, #map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%27, %cst, %22 : tensor<8xi1>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%20 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_21: f32, %in_22: f32, %out: f32):
      %52 = arith.select %in, %in_21, %in_22 : f32
      linalg.yield %52 : f32
    } -> tensor<8x8xf32>
    %expanded_18 = tensor.expand_shape %28 [[0, 1], [2]] output_shape [1, 8, 8] : tensor<8x8xf32> into tensor<1x8x8xf32>
    %29 = linalg.fill ins(%cst_13 : f32) outs(%9 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %30 = linalg.batch_matmul ins(%expanded_18, %expanded_15 : tensor<1x8x8xf32>, tensor<1x8x32xf32>) outs(%29 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %collapsed_19 = tensor.collapse_shape %30 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_19, %1 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %52 = arith.addf %in, %in_21 : f32
      linalg.yield %52 : f32
    } -> tensor<8x32xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map7], iterator_types = ["parallel", "reduction"]} ins(%31 : tensor<8x32xf32>) outs(%21 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.addf %in, %out : f32
      linalg.yield %52 : f32
    } -> tensor<8xf32>
    %33 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%32 : tensor<8xf32>) outs(%19 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.divf %in, %cst_0 : f32
      linalg.yield %52 : f32
    } -> tensor<8xf32>
    %34 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%31, %33 : tensor<8x32xf32>, tensor<8xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %52 = arith.subf %in, %in_21 : f32
      linalg.yield %52 : f32
    } -> tensor<8x32xf32>
    %35 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%34 : tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.mulf %in, %in : f32
      linalg.yield %52 : f32
    } -> tensor<8x32xf32>
    %36 = linalg.generic {indexing_maps = [#map3, #map7], iterator_types = ["parallel", "reduction"]} ins(%35 : tensor<8x32xf32>) outs(%21 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.addf %in, %out : f32
      linalg.yield %52 : f32
    } -> tensor<8xf32>
    %37 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%36 : tensor<8xf32>) outs(%19 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.divf %in, %cst_0 : f32
      linalg.yield %52 : f32
    } -> tensor<8xf32>
    %38 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%37 : tensor<8xf32>) outs(%19 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.addf %in, %cst_8 : f32
      linalg.yield %52 : f32
    } -> tensor<8xf32>
    %39 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%38 : tensor<8xf32>) outs(%19 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = math.rsqrt %in : f32
      linalg.yield %52 : f32
    } -> tensor<8xf32>
    %40 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%34, %39 : tensor<8x32xf32>, tensor<8xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %52 = arith.mulf %in, %in_21 : f32
      linalg.yield %52 : f32
    } -> tensor<8x32xf32>
    %41 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%40, %cst_9 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %52 = arith.mulf %in, %in_21 : f32
      linalg.yield %52 : f32
    } -> tensor<8x32xf32>
    %42 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%41, %cst_10 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %52 = arith.addf %in, %in_21 : f32
      linalg.yield %52 : f32
    } -> tensor<8x32xf32>
    %43 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %52 : f32
    } -> tensor<8x32xf32>
    %44 = linalg.generic {indexing_maps = [#map3, #map7], iterator_types = ["parallel", "reduction"]} ins(%43 : tensor<8x32xf32>) outs(%21 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.addf %in, %out : f32
      linalg.yield %52 : f32
    } -> tensor<8xf32>
    %45 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%44 : tensor<8xf32>) outs(%19 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.divf %in, %cst_0 : f32
      linalg.yield %52 : f32
    } -> tensor<8xf32>
    %46 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%45 : tensor<8xf32>) outs(%19 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.addf %in, %cst_11 : f32
      linalg.yield %52 : f32
    } -> tensor<8xf32>
    %47 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel"]} ins(%46 : tensor<8xf32>) outs(%19 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = math.rsqrt %in : f32
      linalg.yield %52 : f32
    } -> tensor<8xf32>
    %48 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%42, %47 : tensor<8x32xf32>, tensor<8xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %52 = arith.mulf %in, %in_21 : f32
      linalg.yield %52 : f32
    } -> tensor<8x32xf32>
    %49 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %52 = math.tanh %in : f32
      linalg.yield %52 : f32
    } -> tensor<8x32xf32>
    %50 = iree_tensor_ext.compute_barrier.end %49 : tensor<8x32xf32> -> tensor<8x32xf32>
    %expanded_20 = tensor.expand_shape %50 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %51 = hal.tensor.export %expanded_20 "output0" : tensor<1x8x32xf32> -> !hal.buffer_view
    util.return %51 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=44fa9db92603 torch_mlir=ea2bd53a2937 linalg_on_tensors_mlir=7f7e54a39b04 iree_input=62afc1103520 iree_abi=8687d62f83a4 iree_preprocessing=4677bf4f9821
