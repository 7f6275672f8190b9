#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>
#map6 = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1) -> (d0, d1)>
#map12 = affine_map<(d0, d1) -> (d1)>
#map13 = affine_map<(d0, d1) -> (d0)>
#map14 = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8x32xf32>) -> (%output0: tensor<1x8x32xf32>)"}} {
    %cst = arith.constant dense<0.000000e+00> : tensor<4x8x8xf32>
    %cst_0 = arith.constant 3.200000e+01 : f32
    %cst_1 = arith.constant dense_resource<torch_tensor_96_32_torch.float32> : tensor<96x32xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>
    %cst_3 = arith.constant 0.594603539 : f32
    %cst_4 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_6 = arith.constant 9.99999974E-6 : f32
    %cst_7 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %true = arith.constant true
    %cst_15 = arith.constant 0xFF800000 : f32
    %cst_16 = arith.constant 0.000000e+00 : f32
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x8x32xf32>
    %collapsed = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %1 = iree_tensor_ext.compute_barrier.start %collapsed : tensor<8x32xf32> -> tensor<8x32xf32>
    %2 = tensor.empty() : tensor<8x96xf32>
    %3 = linalg.fill ins(%cst_16 : f32) outs(%2 : tensor<8x96xf32>) -> tensor<8x96xf32>
    %4 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%1, %cst_1 : tensor<8x32xf32>, tensor<96x32xf32>) outs(%3 : tensor<8x96xf32>) -> tensor<8x96xf32>
    %expanded = tensor.expand_shape %4 [[0, 1], [2, 3]] output_shape [8, 1, 3, 32] : tensor<8x96xf32> into tensor<8x1x3x32xf32>
    %expanded_17 = tensor.expand_shape %cst_2 [[0, 1]] output_shape [3, 32] : tensor<96xf32> into tensor<3x32xf32>
    %5 = tensor.empty() : tensor<8x1x3x32xf32>
    %6 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_17 : tensor<8x1x3x32xf32>, tensor<3x32xf32>) outs(%5 : tensor<8x1x3x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %66 = arith.addf %in, %in_25 : f32
      linalg.yield %66 : f32
    } -> tensor<8x1x3x32xf32>
    %7 = tensor.empty() : tensor<3x8x1x32xf32>
    %8 = linalg.generic {indexing_maps = [#map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<8x1x3x32xf32>) outs(%7 : tensor<3x8x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<3x8x1x32xf32>
    %extracted_slice = tensor.extract_slice %8[0, 0, 0, 0] [1, 8, 1, 32] [1, 1, 1, 1] : tensor<3x8x1x32xf32> to tensor<8x32xf32>
    %extracted_slice_18 = tensor.extract_slice %8[1, 0, 0, 0] [1, 8, 1, 32] [1, 1, 1, 1] : tensor<3x8x1x32xf32> to tensor<8x32xf32>
    %extracted_slice_19 = tensor.extract_slice %8[2, 0, 0, 0] [1, 8, 1, 32] [1, 1, 1, 1] : tensor<3x8x1x32xf32> to tensor<8x32xf32>
    %expanded_20 = tensor.expand_shape %extracted_slice [[0], [1, 2]] output_shape [8, 4, 8] : tensor<8x32xf32> into tensor<8x4x8xf32>
    %9 = tensor.empty() : tensor<4x8x8xf32>
    %expanded_21 = tensor.expand_shape %extracted_slice_18 [[0], [1, 2]] output_shape [8, 4, 8] : tensor<8x32xf32> into tensor<8x4x8xf32>
    %expanded_22 = tensor.expand_shape %extracted_slice_19 [[0], [1, 2]] output_shape [8, 4, 8] : tensor<8x32xf32> into tensor<8x4x8xf32>
    %10 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22 : tensor<8x4x8xf32>) outs(%9 : tensor<4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x8xf32>
    %11 = tensor.empty() : tensor<8x4x8xf32>
    %12 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_20 : tensor<8x4x8xf32>) outs(%11 : tensor<8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.mulf %in, %cst_3 : f32
      linalg.yield %66 : f32
    } -> tensor<8x4x8xf32>
    %13 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<8x4x8xf32>) outs(%9 : tensor<4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_21 : tensor<8x4x8xf32>) outs(%11 : tensor<8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.mulf %in, %cst_3 : f32
      linalg.yield %66 : f32
    } -> tensor<8x4x8xf32>
    %15 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<8x4x8xf32>) outs(%9 : tensor<4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x8xf32>
    %16 = linalg.fill ins(%cst_16 : f32) outs(%9 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %17 = linalg.batch_matmul indexing_maps = [#map8, #map9, #map10] ins(%13, %15 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%16 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %18 = linalg.softmax dimension(2) ins(%17 : tensor<4x8x8xf32>) outs(%9 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %19 = tensor.empty() : tensor<4x8x8xi1>
    %20 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<4x8x8xf32>) outs(%19 : tensor<4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %66 = arith.cmpf oeq, %in, %cst_15 : f32
      linalg.yield %66 : i1
    } -> tensor<4x8x8xi1>
    %21 = tensor.empty() : tensor<4x8xi1>
    %22 = linalg.fill ins(%true : i1) outs(%21 : tensor<4x8xi1>) -> tensor<4x8xi1>
    %23 = linalg.generic {indexing_maps = [#map7, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%20 : tensor<4x8x8xi1>) outs(%22 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %66 = arith.andi %in, %out : i1
      linalg.yield %66 : i1
    } -> tensor<4x8xi1>
    %24 = linalg.generic {indexing_maps = [#map2, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %cst, %18 : tensor<4x8xi1>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%9 : tensor<4x8x8xf32>) {
    ^bb0(%in: i1, %in_25: f32, %in_26: f32, %out: f32):
      %66 = arith.select %in, %in_25, %in_26 : f32
      linalg.yield %66 : f32
    } -> tensor<4x8x8xf32>
    %25 = linalg.batch_matmul ins(%24, %10 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%16 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %26 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<4x8x8xf32>) outs(%11 : tensor<8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x8xf32>
    %collapsed_23 = tensor.collapse_shape %26 [[0], [1, 2]] : tensor<8x4x8xf32> into tensor<8x32xf32>
    %27 = tensor.empty() : tensor<8x32xf32>
    %28 = linalg.fill ins(%cst_16 : f32) outs(%27 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %29 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%collapsed_23, %cst_4 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%28 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %30 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%29, %cst_5 : tensor<8x32xf32>, tensor<32xf32>) outs(%27 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %66 = arith.addf %in, %in_25 : f32
      linalg.yield %66 : f32
    } -> tensor<8x32xf32>
    %31 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%1, %30 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%27 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %66 = arith.addf %in, %in_25 : f32
      linalg.yield %66 : f32
    } -> tensor<8x32xf32>
    %32 = tensor.empty() : tensor<8xf32>
    %33 = linalg.fill ins(%cst_16 : f32) outs(%32 : tensor<8xf32>) -> tensor<8xf32>
    %34 = linalg.generic {indexing_maps = [#map11, #map13], iterator_types = ["parallel", "reduction"]} ins(%31 : tensor<8x32xf32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.addf %in, %out : f32
      linalg.yield %66 : f32
    } -> tensor<8xf32>
    %35 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%34 : tensor<8xf32>) outs(%32 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.divf %in, %cst_0 : f32
      linalg.yield %66 : f32
    } -> tensor<8xf32>
    %36 = linalg.generic {indexing_maps = [#map11, #map13, #map11], iterator_types = ["parallel", "parallel"]} ins(%31, %35 : tensor<8x32xf32>, tensor<8xf32>) outs(%27 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %66 = arith.subf %in, %in_25 : f32
      linalg.yield %66 : f32
    } -> tensor<8x32xf32>
    %37 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%36 : tensor<8x32xf32>) outs(%27 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.mulf %in, %in : f32
      linalg.yield %66 : f32
    } -> tensor<8x32xf32>
    %38 = linalg.generic {indexing_maps = [#map11, #map13], iterator_types = ["parallel", "reduction"]} ins(%37 : tensor<8x32xf32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.addf %in, %out : f32
      linalg.yield %66 : f32
    } -> tensor<8xf32>
    %39 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%38 : tensor<8xf32>) outs(%32 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.divf %in, %cst_0 : f32
      linalg.yield %66 : f32
    } -> tensor<8xf32>
    %40 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%39 : tensor<8xf32>) outs(%32 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.addf %in, %cst_6 : f32
      linalg.yield %66 : f32
    } -> tensor<8xf32>
    %41 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%40 : tensor<8xf32>) outs(%32 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = math.rsqrt %in : f32
      linalg.yield %66 : f32
    } -> tensor<8xf32>
    %42 = linalg.generic {indexing_maps = [#map11, #map13, #map11], iterator_types = ["parallel", "parallel"]} ins(%36, %41 : tensor<8x32xf32>, tensor<8xf32>) outs(%27 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %66 = arith.mulf %in, %in_25 : f32
      linalg.yield %66 : f32
    } -> tensor<8x32xf32>
    %43 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%42, %cst_7 : tensor<8x32xf32>, tensor<32xf32>) outs(%27 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %66 = arith.mulf %in, %in_25 : f32
      linalg.yield %66 : f32
    } -> tensor<8x32xf32>
    %44 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%43, %cst_8 : tensor<8x32xf32>, tensor<32xf32>) outs(%27 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %66 = arith.addf %in, %in_25 : f32
      linalg.yield %66 : f32
    } -> tensor<8x32xf32>
    %45 = tensor.empty() : tensor<8x64xf32>
    %46 = linalg.fill ins(%cst_16 : f32) outs(%45 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %47 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%44, %cst_9 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%46 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %48 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%47, %cst_10 : tensor<8x64xf32>, tensor<64xf32>) outs(%45 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %66 = arith.addf %in, %in_25 : f32
      linalg.yield %66 : f32
    } -> tensor<8x64xf32>
    %49 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<8x64xf32>) outs(%45 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.cmpf ugt, %in, %cst_16 : f32
      %67 = arith.select %66, %in, %cst_16 : f32
      linalg.yield %67 : f32
    } -> tensor<8x64xf32>
    %50 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%49, %cst_11 : tensor<8x64xf32>, tensor<32x64xf32>) outs(%28 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %51 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%50, %cst_12 : tensor<8x32xf32>, tensor<32xf32>) outs(%27 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %66 = arith.addf %in, %in_25 : f32
      linalg.yield %66 : f32
    } -> tensor<8x32xf32>
    %52 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%44, %51 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%27 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %66 = arith.addf %in, %in_25 : f32
      linalg.yield %66 : f32
    } -> tensor<8x32xf32>
    %53 = linalg.generic {indexing_maps = [#map11, #map13], iterator_types = ["parallel", "reduction"]} ins(%52 : tensor<8x32xf32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.addf %in, %out : f32
      linalg.yield %66 : f32
    } -> tensor<8xf32>
    %54 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%53 : tensor<8xf32>) outs(%32 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.divf %in, %cst_0 : f32
      linalg.yield %66 : f32
    } -> tensor<8xf32>
    %55 = linalg.generic {indexing_maps = [#map11, #map13, #map11], iterator_types = ["parallel", "parallel"]} ins(%52, %54 : tensor<8x32xf32>, tensor<8xf32>) outs(%27 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %66 = arith.subf %in, %in_25 : f32
      linalg.yield %66 : f32
    } -> tensor<8x32xf32>
    %56 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<8x32xf32>) outs(%27 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.mulf %in, %in : f32
      linalg.yield %66 : f32
    } -> tensor<8x32xf32>
    %57 = linalg.generic {indexing_maps = [#map11, #map13], iterator_types = ["parallel", "reduction"]} ins(%56 : tensor<8x32xf32>) outs(%33 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.addf %in, %out : f32
      linalg.yield %66 : f32
    } -> tensor<8xf32>
    %58 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%57 : tensor<8xf32>) outs(%32 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.divf %in, %cst_0 : f32
      linalg.yield %66 : f32
    } -> tensor<8xf32>
    %59 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%58 : tensor<8xf32>) outs(%32 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = arith.addf %in, %cst_6 : f32
      linalg.yield %66 : f32
    } -> tensor<8xf32>
    %60 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%59 : tensor<8xf32>) outs(%32 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %66 = math.rsqrt %in : f32
      linalg.yield %66 : f32
    } -> tensor<8xf32>
    %61 = linalg.generic {indexing_maps = [#map11, #map13, #map11], iterator_types = ["parallel", "parallel"]} ins(%55, %60 : tensor<8x32xf32>, tensor<8xf32>) outs(%27 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %66 = arith.mulf %in, %in_25 : f32
      linalg.yield %66 : f32
    } -> tensor<8x32xf32>
    %62 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%61, %cst_13 : tensor<8x32xf32>, tensor<32xf32>) outs(%27 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %66 = arith.mulf %in, %in_25 : f32
      linalg.yield %66 : f32
    } -> tensor<8x32xf32>
    %63 = linalg.generic {indexing_maps = [#map11, #map12, #map11], iterator_types = ["parallel", "parallel"]} ins(%62, %cst_14 : tensor<8x32xf32>, tensor<32xf32>) outs(%27 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %66 = arith.addf %in, %in_25 : f32
      linalg.yield %66 : f32
    } -> tensor<8x32xf32>
    %64 = iree_tensor_ext.compute_barrier.end %63 : tensor<8x32xf32> -> tensor<8x32xf32>
    %expanded_24 = tensor.expand_shape %64 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %65 = hal.tensor.export %expanded_24 "output0" : tensor<1x8x32xf32> -> !hal.buffer_view
    util.return %65 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=403c138b08c3 torch_mlir=f839db6a1054 linalg_on_tensors_mlir=894d706d5170 iree_input=54fd35a16a17 iree_abi=3f2c06b87528 iree_preprocessing=01700ec8c513
