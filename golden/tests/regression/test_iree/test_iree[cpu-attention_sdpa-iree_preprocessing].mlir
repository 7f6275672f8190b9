#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d2)>
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
    %cst_6 = arith.constant 0.420448184 : f32
    %cst_7 = arith.constant 9.99999974E-6 : f32
    %cst_8 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_10 = arith.constant 9.99999997E-7 : f32
    %cst_11 = arith.constant dense<0.000000e+00> : tensor<1x8x8xf32>
    %true = arith.constant true
    %cst_12 = arith.constant 0xFF800000 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_13 = arith.constant 0.000000e+00 : f32
    %c2_i64 = arith.constant 2 : i64
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x8x32xf32>
    %collapsed = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %1 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%cst_0 : tensor<32x32xf32>) outs(%1 : tensor<32x32xf32>) permutation = [1, 0]
    %2 = tensor.empty() : tensor<8x32xf32>
    %3 = linalg.fill ins(%cst_13 : f32) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %4 = linalg.matmul ins(%collapsed, %transposed : tensor<8x32xf32>, tensor<32x32xf32>) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_1 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %56 = arith.addf %in, %in_20 : f32
      linalg.yield %56 : f32
    } -> tensor<8x32xf32>
    %expanded = tensor.expand_shape %5 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %transposed_14 = linalg.transpose ins(%cst_2 : tensor<32x32xf32>) outs(%1 : tensor<32x32xf32>) permutation = [1, 0]
    %6 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %cst_3 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %56 = arith.addf %in, %in_20 : f32
      linalg.yield %56 : f32
    } -> tensor<8x32xf32>
    %expanded_15 = tensor.expand_shape %7 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %transposed_16 = linalg.transpose ins(%cst_4 : tensor<32x32xf32>) outs(%1 : tensor<32x32xf32>) permutation = [1, 0]
    %8 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %cst_5 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %56 = arith.addf %in, %in_20 : f32
      linalg.yield %56 : f32
    } -> tensor<8x32xf32>
    %expanded_17 = tensor.expand_shape %9 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %10 = tensor.empty() : tensor<1x8x32xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x32xf32>) outs(%10 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.mulf %in, %cst_6 : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x32xf32>
    %12 = tensor.empty() : tensor<1x32x8xf32>
    %transposed_18 = linalg.transpose ins(%expanded_15 : tensor<1x8x32xf32>) outs(%12 : tensor<1x32x8xf32>) permutation = [0, 2, 1]
    %13 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_18 : tensor<1x32x8xf32>) outs(%12 : tensor<1x32x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.mulf %in, %cst_6 : f32
      linalg.yield %56 : f32
    } -> tensor<1x32x8xf32>
    %14 = tensor.empty() : tensor<1x8x8xf32>
    %15 = linalg.fill ins(%cst_13 : f32) outs(%14 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %16 = linalg.batch_matmul ins(%11, %13 : tensor<1x8x32xf32>, tensor<1x32x8xf32>) outs(%15 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %17 = tensor.empty() : tensor<1x8xi64>
    %18 = linalg.fill ins(%c0_i64 : i64) outs(%17 : tensor<1x8xi64>) -> tensor<1x8xi64>
    %19 = tensor.empty() : tensor<1x8xf32>
    %20 = linalg.fill ins(%cst_12 : f32) outs(%19 : tensor<1x8xf32>) -> tensor<1x8xf32>
    %21:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%16 : tensor<1x8x8xf32>) outs(%20, %18 : tensor<1x8xf32>, tensor<1x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_20: i64):
      %56 = linalg.index 2 : index
      %57 = arith.index_cast %56 : index to i64
      %58 = arith.maximumf %in, %out : f32
      %59 = arith.cmpf ogt, %in, %out : f32
      %60 = arith.select %59, %57, %out_20 : i64
      linalg.yield %58, %60 : f32, i64
    } -> (tensor<1x8xf32>, tensor<1x8xi64>)
    %expanded_19 = tensor.expand_shape %21#0 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %expanded_19 : tensor<1x8x8xf32>, tensor<1x8x1xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %56 = arith.subf %in, %in_20 : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x8xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x8x8xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = math.exp %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x8xf32>
    %24 = tensor.empty() : tensor<1x8x1xf32>
    %25 = linalg.fill ins(%cst_13 : f32) outs(%24 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%23 : tensor<1x8x8xf32>) outs(%25 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.addf %in, %out : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x1xf32>
    %27 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %26 : tensor<1x8x8xf32>, tensor<1x8x1xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %56 = arith.divf %in, %in_20 : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x8xf32>
    %28 = tensor.empty() : tensor<1x8x8xi1>
    %29 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x8x8xf32>) outs(%28 : tensor<1x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %56 = arith.cmpf oeq, %in, %cst_12 : f32
      linalg.yield %56 : i1
    } -> tensor<1x8x8xi1>
    %30 = tensor.empty() : tensor<1x8x1xi1>
    %31 = linalg.fill ins(%true : i1) outs(%30 : tensor<1x8x1xi1>) -> tensor<1x8x1xi1>
    %32 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%29 : tensor<1x8x8xi1>) outs(%31 : tensor<1x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %56 = arith.andi %in, %out : i1
      linalg.yield %56 : i1
    } -> tensor<1x8x1xi1>
    %33 = linalg.generic {indexing_maps = [#map4, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %cst_11, %27 : tensor<1x8x1xi1>, tensor<1x8x8xf32>, tensor<1x8x8xf32>) outs(%14 : tensor<1x8x8xf32>) {
    ^bb0(%in: i1, %in_20: f32, %in_21: f32, %out: f32):
      %56 = arith.select %in, %in_20, %in_21 : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x8xf32>
    %34 = linalg.fill ins(%cst_13 : f32) outs(%10 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %35 = linalg.batch_matmul ins(%33, %expanded_17 : tensor<1x8x8xf32>, tensor<1x8x32xf32>) outs(%34 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %36 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %0 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%10 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %56 = arith.addf %in, %in_20 : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x32xf32>
    %37 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%36 : tensor<1x8x32xf32>) outs(%25 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.addf %in, %out : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x1xf32>
    %38 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<1x8x1xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.divf %in, %cst : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x1xf32>
    %39 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %38 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%10 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %56 = arith.subf %in, %in_20 : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x32xf32>
    %40 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %39 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%10 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %56 = arith.mulf %in, %in_20 : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x32xf32>
    %41 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%40 : tensor<1x8x32xf32>) outs(%25 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.addf %in, %out : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x1xf32>
    %42 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<1x8x1xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.divf %in, %cst : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x1xf32>
    %43 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<1x8x1xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.addf %in, %cst_7 : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x1xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<1x8x1xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = math.rsqrt %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x1xf32>
    %45 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %44 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%10 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %56 = arith.mulf %in, %in_20 : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x32xf32>
    %46 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %cst_8 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%10 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %56 = arith.mulf %in, %in_20 : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x32xf32>
    %47 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46, %cst_9 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%10 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %56 = arith.addf %in, %in_20 : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x32xf32>
    %48 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<1x8x32xf32>) outs(%10 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %56 : f32
    } -> tensor<1x8x32xf32>
    %49 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%48 : tensor<1x8x32xf32>) outs(%25 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.addf %in, %out : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x1xf32>
    %50 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<1x8x1xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.divf %in, %cst : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x1xf32>
    %51 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<1x8x1xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.addf %in, %cst_10 : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x1xf32>
    %52 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51 : tensor<1x8x1xf32>) outs(%24 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = math.rsqrt %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x1xf32>
    %53 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %52 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%10 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %56 = arith.mulf %in, %in_20 : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x32xf32>
    %54 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53 : tensor<1x8x32xf32>) outs(%10 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = math.tanh %in : f32
      linalg.yield %56 : f32
    } -> tensor<1x8x32xf32>
    %55 = hal.tensor.export %54 "output0" : tensor<1x8x32xf32> -> !hal.buffer_view
    util.return %55 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=44fa9db92603 torch_mlir=ea2bd53a2937 linalg_on_tensors_mlir=7f7e54a39b04 iree_input=62afc1103520 iree_abi=8687d62f83a4
