#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#map9 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map10 = affine_map<(d0, d1, d2) -> (d2)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.global private @__hoisted_tensor_8x32xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<__elided__> : tensor<8x32xf32>
  util.global private @__hoisted_tensor_8x32xf32_0 {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<__elided__> : tensor<8x32xf32>
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8xi64>) -> (%output0: tensor<1x8x32xf32>, %output1: tensor<1x32xf32>)"}} {
    %cst = arith.constant dense<-0.000000e+00> : tensor<8xf32>
    %cst_0 = arith.constant 1.41421354 : f32
    %cst_1 = arith.constant 4.000000e+00 : f32
    %cst_2 = arith.constant 3.200000e+01 : f32
    %cst_3 = arith.constant dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>
    %cst_4 = arith.constant 9.99999996E-13 : f32
    %cst_5 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_4> : tensor<32x32xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_5> : tensor<32x32xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_6> : tensor<32x32xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_7> : tensor<32x32xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_32_torch.float32_14> : tensor<32xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_32_torch.float32_15> : tensor<32xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_32_torch.float32_16> : tensor<32xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_32_torch.float32_17> : tensor<32xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_32_torch.float32_18> : tensor<32xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_32_torch.float32_19> : tensor<32xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_8> : tensor<32x32xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_32_torch.float32_20> : tensor<32xf32>
    %cst_41 = arith.constant 5.000000e-01 : f32
    %cst_42 = arith.constant 1.000000e+00 : f32
    %cst_43 = arith.constant 0.000000e+00 : f32
    %c128 = arith.constant 128 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x8xi64>
    %collapsed = tensor.collapse_shape %0 [[0, 1]] : tensor<1x8xi64> into tensor<8xi64>
    %1 = iree_tensor_ext.compute_barrier.start %collapsed : tensor<8xi64> -> tensor<8xi64>
    %2 = tensor.empty() : tensor<8x32xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<8xi64>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %129 = arith.index_cast %in : i64 to index
      %130 = linalg.index 1 : index
      %131 = arith.cmpi slt, %129, %c128 : index
      cf.assert %131, "index must be smaller than dim size"
      %132 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %132, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_3[%129, %130] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x32xf32>
    %__hoisted_tensor_8x32xf32 = util.global.load immutable @__hoisted_tensor_8x32xf32 : tensor<8x32xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %__hoisted_tensor_8x32xf32 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %__hoisted_tensor_8x32xf32_0 = util.global.load immutable @__hoisted_tensor_8x32xf32_0 : tensor<8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %__hoisted_tensor_8x32xf32_0 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %6 = tensor.empty() : tensor<8xf32>
    %7 = linalg.fill ins(%cst_43 : f32) outs(%6 : tensor<8xf32>) -> tensor<8xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%5 : tensor<8x32xf32>) outs(%7 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %in, %out : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%8 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.divf %in, %cst_2 : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%5, %9 : tensor<8x32xf32>, tensor<8xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.subf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.mulf %in, %in : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%11 : tensor<8x32xf32>) outs(%7 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %in, %out : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %13 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%12 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.divf %in, %cst_2 : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%13 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %in, %cst_4 : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%14 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = math.rsqrt %in : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%10, %15 : tensor<8x32xf32>, tensor<8xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.mulf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%16, %cst_5 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.mulf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%17, %cst_6 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %19 = linalg.fill ins(%cst_43 : f32) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %20 = linalg.matmul indexing_maps = [#map4, #map5, #map6] ins(%18, %cst_7 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%19 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded = tensor.expand_shape %20 [[0], [1, 2]] output_shape [8, 2, 16] : tensor<8x32xf32> into tensor<8x2x16xf32>
    %expanded_44 = tensor.expand_shape %cst_8 [[0, 1]] output_shape [2, 16] : tensor<32xf32> into tensor<2x16xf32>
    %21 = tensor.empty() : tensor<2x8x16xf32>
    %22 = tensor.empty() : tensor<8x2x16xf32>
    %23 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %expanded_44 : tensor<8x2x16xf32>, tensor<2x16xf32>) outs(%22 : tensor<8x2x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x2x16xf32>
    %24 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<8x2x16xf32>) outs(%21 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %25 = linalg.matmul indexing_maps = [#map4, #map5, #map6] ins(%18, %cst_9 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%19 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_45 = tensor.expand_shape %25 [[0], [1, 2]] output_shape [8, 2, 16] : tensor<8x32xf32> into tensor<8x2x16xf32>
    %expanded_46 = tensor.expand_shape %cst_10 [[0, 1]] output_shape [2, 16] : tensor<32xf32> into tensor<2x16xf32>
    %26 = linalg.matmul indexing_maps = [#map4, #map5, #map6] ins(%18, %cst_11 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%19 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_47 = tensor.expand_shape %26 [[0], [1, 2]] output_shape [8, 2, 16] : tensor<8x32xf32> into tensor<8x2x16xf32>
    %expanded_48 = tensor.expand_shape %cst_12 [[0, 1]] output_shape [2, 16] : tensor<32xf32> into tensor<2x16xf32>
    %27 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47, %expanded_48 : tensor<8x2x16xf32>, tensor<2x16xf32>) outs(%22 : tensor<8x2x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x2x16xf32>
    %28 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<8x2x16xf32>) outs(%21 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %29 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45, %expanded_46 : tensor<8x2x16xf32>, tensor<2x16xf32>) outs(%22 : tensor<8x2x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x2x16xf32>
    %30 = tensor.empty() : tensor<2x16x8xf32>
    %31 = linalg.generic {indexing_maps = [#map9, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<8x2x16xf32>) outs(%30 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x8xf32>
    %32 = tensor.empty() : tensor<2x8x8xf32>
    %33 = linalg.fill ins(%cst_43 : f32) outs(%32 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %34 = linalg.batch_matmul ins(%24, %31 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%33 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %35 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x8x8xf32>) outs(%32 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.divf %in, %cst_1 : f32
      linalg.yield %129 : f32
    } -> tensor<2x8x8xf32>
    %36 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %cst : tensor<2x8x8xf32>, tensor<8xf32>) outs(%32 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<2x8x8xf32>
    %37 = linalg.softmax dimension(2) ins(%36 : tensor<2x8x8xf32>) outs(%32 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %38 = linalg.fill ins(%cst_43 : f32) outs(%21 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %39 = linalg.batch_matmul ins(%37, %28 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%38 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %40 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<2x8x16xf32>) outs(%22 : tensor<8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x16xf32>
    %collapsed_49 = tensor.collapse_shape %40 [[0], [1, 2]] : tensor<8x2x16xf32> into tensor<8x32xf32>
    %41 = linalg.matmul indexing_maps = [#map4, #map5, #map6] ins(%collapsed_49, %cst_13 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%19 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%41, %cst_14 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%42, %18 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%43 : tensor<8x32xf32>) outs(%7 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %in, %out : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %45 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%44 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.divf %in, %cst_2 : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%43, %45 : tensor<8x32xf32>, tensor<8xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.subf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%46 : tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.mulf %in, %in : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%47 : tensor<8x32xf32>) outs(%7 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %in, %out : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %49 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%48 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.divf %in, %cst_2 : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %50 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%49 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %in, %cst_4 : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %51 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%50 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = math.rsqrt %in : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%46, %51 : tensor<8x32xf32>, tensor<8xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.mulf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%52, %cst_15 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.mulf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%53, %cst_16 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %55 = tensor.empty() : tensor<8x64xf32>
    %56 = linalg.fill ins(%cst_43 : f32) outs(%55 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %57 = linalg.matmul indexing_maps = [#map4, #map5, #map6] ins(%54, %cst_17 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%56 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%57, %cst_18 : tensor<8x64xf32>, tensor<64xf32>) outs(%55 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x64xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%58 : tensor<8x64xf32>) outs(%55 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.divf %in, %cst_0 : f32
      %130 = math.erf %129 : f32
      %131 = arith.addf %130, %cst_42 : f32
      %132 = arith.mulf %131, %cst_41 : f32
      %133 = arith.mulf %in, %132 : f32
      linalg.yield %133 : f32
    } -> tensor<8x64xf32>
    %60 = linalg.matmul indexing_maps = [#map4, #map5, #map6] ins(%59, %cst_19 : tensor<8x64xf32>, tensor<32x64xf32>) outs(%19 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%60, %cst_20 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%61, %54 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%62 : tensor<8x32xf32>) outs(%7 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %in, %out : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %64 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%63 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.divf %in, %cst_2 : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%62, %64 : tensor<8x32xf32>, tensor<8xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.subf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%65 : tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.mulf %in, %in : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%66 : tensor<8x32xf32>) outs(%7 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %in, %out : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %68 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%67 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.divf %in, %cst_2 : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %69 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%68 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %in, %cst_4 : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %70 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%69 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = math.rsqrt %in : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%65, %70 : tensor<8x32xf32>, tensor<8xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.mulf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%71, %cst_21 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.mulf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%72, %cst_22 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %74 = linalg.matmul indexing_maps = [#map4, #map5, #map6] ins(%73, %cst_23 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%19 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_50 = tensor.expand_shape %74 [[0], [1, 2]] output_shape [8, 2, 16] : tensor<8x32xf32> into tensor<8x2x16xf32>
    %expanded_51 = tensor.expand_shape %cst_24 [[0, 1]] output_shape [2, 16] : tensor<32xf32> into tensor<2x16xf32>
    %75 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50, %expanded_51 : tensor<8x2x16xf32>, tensor<2x16xf32>) outs(%22 : tensor<8x2x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x2x16xf32>
    %76 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<8x2x16xf32>) outs(%21 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %77 = linalg.matmul indexing_maps = [#map4, #map5, #map6] ins(%73, %cst_25 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%19 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_52 = tensor.expand_shape %77 [[0], [1, 2]] output_shape [8, 2, 16] : tensor<8x32xf32> into tensor<8x2x16xf32>
    %expanded_53 = tensor.expand_shape %cst_26 [[0, 1]] output_shape [2, 16] : tensor<32xf32> into tensor<2x16xf32>
    %78 = linalg.matmul indexing_maps = [#map4, #map5, #map6] ins(%73, %cst_27 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%19 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_54 = tensor.expand_shape %78 [[0], [1, 2]] output_shape [8, 2, 16] : tensor<8x32xf32> into tensor<8x2x16xf32>
    %expanded_55 = tensor.expand_shape %cst_28 [[0, 1]] output_shape [2, 16] : tensor<32xf32> into tensor<2x16xf32>
    %79 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54, %expanded_55 : tensor<8x2x16xf32>, tensor<2x16xf32>) outs(%22 : tensor<8x2x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x2x16xf32>
    %80 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<8x2x16xf32>) outs(%21 : tensor<2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x16xf32>
    %81 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52, %expanded_53 : tensor<8x2x16xf32>, tensor<2x16xf32>) outs(%22 : tensor<8x2x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x2x16xf32>
    %82 = linalg.generic {indexing_maps = [#map9, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<8x2x16xf32>) outs(%30 : tensor<2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x8xf32>
    %83 = linalg.batch_matmul ins(%76, %82 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%33 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %84 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<2x8x8xf32>) outs(%32 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.divf %in, %cst_1 : f32
      linalg.yield %129 : f32
    } -> tensor<2x8x8xf32>
    %85 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %cst : tensor<2x8x8xf32>, tensor<8xf32>) outs(%32 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<2x8x8xf32>
    %86 = linalg.softmax dimension(2) ins(%85 : tensor<2x8x8xf32>) outs(%32 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %87 = linalg.batch_matmul ins(%86, %80 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%38 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %88 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<2x8x16xf32>) outs(%22 : tensor<8x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x2x16xf32>
    %collapsed_56 = tensor.collapse_shape %88 [[0], [1, 2]] : tensor<8x2x16xf32> into tensor<8x32xf32>
    %89 = linalg.matmul indexing_maps = [#map4, #map5, #map6] ins(%collapsed_56, %cst_29 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%19 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%89, %cst_30 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%90, %73 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%91 : tensor<8x32xf32>) outs(%7 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %in, %out : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %93 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%92 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.divf %in, %cst_2 : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%91, %93 : tensor<8x32xf32>, tensor<8xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.subf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%94 : tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.mulf %in, %in : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%95 : tensor<8x32xf32>) outs(%7 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %in, %out : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %97 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%96 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.divf %in, %cst_2 : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %98 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%97 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %in, %cst_4 : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %99 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%98 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = math.rsqrt %in : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%94, %99 : tensor<8x32xf32>, tensor<8xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.mulf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%100, %cst_31 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.mulf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%101, %cst_32 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %103 = linalg.matmul indexing_maps = [#map4, #map5, #map6] ins(%102, %cst_33 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%56 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%103, %cst_34 : tensor<8x64xf32>, tensor<64xf32>) outs(%55 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x64xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%104 : tensor<8x64xf32>) outs(%55 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.divf %in, %cst_0 : f32
      %130 = math.erf %129 : f32
      %131 = arith.addf %130, %cst_42 : f32
      %132 = arith.mulf %131, %cst_41 : f32
      %133 = arith.mulf %in, %132 : f32
      linalg.yield %133 : f32
    } -> tensor<8x64xf32>
    %106 = linalg.matmul indexing_maps = [#map4, #map5, #map6] ins(%105, %cst_35 : tensor<8x64xf32>, tensor<32x64xf32>) outs(%19 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%106, %cst_36 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%107, %102 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%108 : tensor<8x32xf32>) outs(%7 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %in, %out : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %110 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%109 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.divf %in, %cst_2 : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%108, %110 : tensor<8x32xf32>, tensor<8xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.subf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%111 : tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.mulf %in, %in : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%112 : tensor<8x32xf32>) outs(%7 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %in, %out : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %114 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%113 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.divf %in, %cst_2 : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %115 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%114 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = arith.addf %in, %cst_4 : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %116 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%115 : tensor<8xf32>) outs(%6 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = math.rsqrt %in : f32
      linalg.yield %129 : f32
    } -> tensor<8xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%111, %116 : tensor<8x32xf32>, tensor<8xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.mulf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%117, %cst_37 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.mulf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%118, %cst_38 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<8x32xf32>
    %expanded_57 = tensor.expand_shape %119 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %extracted_slice = tensor.extract_slice %expanded_57[0, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<1x8x32xf32> to tensor<32xf32>
    %expanded_58 = tensor.expand_shape %extracted_slice [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32>
    %120 = tensor.empty() : tensor<1x32xf32>
    %121 = linalg.fill ins(%cst_43 : f32) outs(%120 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %122 = linalg.matmul indexing_maps = [#map4, #map5, #map6] ins(%expanded_58, %cst_39 : tensor<1x32xf32>, tensor<32x32xf32>) outs(%121 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %collapsed_59 = tensor.collapse_shape %122 [[0, 1]] : tensor<1x32xf32> into tensor<32xf32>
    %123 = tensor.empty() : tensor<32xf32>
    %124 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]} ins(%collapsed_59, %cst_40 : tensor<32xf32>, tensor<32xf32>) outs(%123 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %129 = arith.addf %in, %in_61 : f32
      linalg.yield %129 : f32
    } -> tensor<32xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%124 : tensor<32xf32>) outs(%123 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %129 = math.tanh %in : f32
      linalg.yield %129 : f32
    } -> tensor<32xf32>
    %126 = iree_tensor_ext.compute_barrier.end %125 : tensor<32xf32> -> tensor<32xf32>
    %expanded_60 = tensor.expand_shape %126 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32>
    %127 = hal.tensor.export %expanded_57 "output0" : tensor<1x8x32xf32> -> !hal.buffer_view
    %128 = hal.tensor.export %expanded_60 "output1" : tensor<1x32xf32> -> !hal.buffer_view
    util.return %127, %128 : !hal.buffer_view, !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=4f0f272bad02 torch_mlir=ab235db08ed4 linalg_on_tensors_mlir=cfcb383fe200 iree_input=bef546b186dc iree_abi=98e3f30f3328 iree_preprocessing=7daa77579e28
