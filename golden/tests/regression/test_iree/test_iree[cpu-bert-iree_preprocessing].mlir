#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8xi64>) -> (%output0: tensor<1x8x32xf32>, %output1: tensor<1x32xf32>)"}} {
    %cst = arith.constant dense_resource<torch_tensor_1_64_torch.int64> : tensor<1x64xi64>
    %cst_0 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_1> : tensor<1x64xi64>
    %cst_1 = arith.constant 1.41421354 : f32
    %cst_2 = arith.constant 4.000000e+00 : f32
    %cst_3 = arith.constant 3.200000e+01 : f32
    %cst_4 = arith.constant dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_2_32_torch.float32> : tensor<2x32xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_7 = arith.constant 9.99999996E-13 : f32
    %cst_8 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_4> : tensor<32x32xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_5> : tensor<32x32xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_6> : tensor<32x32xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_7> : tensor<32x32xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_32_torch.float32_14> : tensor<32xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_32_torch.float32_15> : tensor<32xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_32_torch.float32_16> : tensor<32xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_32_torch.float32_17> : tensor<32xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_32_torch.float32_18> : tensor<32xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_32_torch.float32_19> : tensor<32xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_8> : tensor<32x32xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_32_torch.float32_20> : tensor<32xf32>
    %cst_44 = arith.constant dense<-0.000000e+00> : tensor<1x1x1x8xf32>
    %cst_45 = arith.constant 5.000000e-01 : f32
    %cst_46 = arith.constant 1.000000e+00 : f32
    %cst_47 = arith.constant 0xFF800000 : f32
    %cst_48 = arith.constant 0.000000e+00 : f32
    %c2 = arith.constant 2 : index
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x8xi64>
    %extracted_slice = tensor.extract_slice %cst[0, 0] [1, 8] [1, 1] : tensor<1x64xi64> to tensor<1x8xi64>
    %extracted_slice_49 = tensor.extract_slice %cst_0[0, 0] [1, 8] [1, 1] : tensor<1x64xi64> to tensor<1x8xi64>
    %1 = tensor.empty() : tensor<1x8x32xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0 : tensor<1x8xi64>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %141 = arith.index_cast %in : i64 to index
      %142 = linalg.index 2 : index
      %143 = arith.cmpi slt, %141, %c128 : index
      cf.assert %143, "index must be smaller than dim size"
      %144 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %144, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_4[%141, %142] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_49 : tensor<1x8xi64>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %141 = arith.index_cast %in : i64 to index
      %142 = linalg.index 2 : index
      %143 = arith.cmpi slt, %141, %c2 : index
      cf.assert %143, "index must be smaller than dim size"
      %144 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %144, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_5[%141, %142] : tensor<2x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %3 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x8xi64>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %141 = arith.index_cast %in : i64 to index
      %142 = linalg.index 2 : index
      %143 = arith.cmpi slt, %141, %c64 : index
      cf.assert %143, "index must be smaller than dim size"
      %144 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %144, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_6[%141, %142] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x8x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %5 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %7 = tensor.empty() : tensor<1x8x1xf32>
    %8 = linalg.fill ins(%cst_48 : f32) outs(%7 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<1x8x32xf32>) outs(%8 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.addf %in, %out : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x8x1xf32>) outs(%7 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.divf %in, %cst_3 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %10 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.subf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %11 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.mulf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%12 : tensor<1x8x32xf32>) outs(%8 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.addf %in, %out : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x8x1xf32>) outs(%7 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.divf %in, %cst_3 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x8x1xf32>) outs(%7 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.addf %in, %cst_7 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x8x1xf32>) outs(%7 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = math.rsqrt %in : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %16 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.mulf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %cst_8 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.mulf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %cst_9 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %collapsed = tensor.collapse_shape %19 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %20 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%cst_10 : tensor<32x32xf32>) outs(%20 : tensor<32x32xf32>) permutation = [1, 0]
    %21 = tensor.empty() : tensor<8x32xf32>
    %22 = linalg.fill ins(%cst_48 : f32) outs(%21 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %23 = linalg.matmul ins(%collapsed, %transposed : tensor<8x32xf32>, tensor<32x32xf32>) outs(%22 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %24 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%23, %cst_11 : tensor<8x32xf32>, tensor<32xf32>) outs(%21 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<8x32xf32>
    %expanded = tensor.expand_shape %24 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %25 = tensor.empty() : tensor<1x2x8x16xf32>
    %transposed_50 = linalg.transpose ins(%expanded : tensor<1x8x2x16xf32>) outs(%25 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3]
    %transposed_51 = linalg.transpose ins(%cst_12 : tensor<32x32xf32>) outs(%20 : tensor<32x32xf32>) permutation = [1, 0]
    %26 = linalg.matmul ins(%collapsed, %transposed_51 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%22 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %27 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%26, %cst_13 : tensor<8x32xf32>, tensor<32xf32>) outs(%21 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<8x32xf32>
    %expanded_52 = tensor.expand_shape %27 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_53 = linalg.transpose ins(%cst_14 : tensor<32x32xf32>) outs(%20 : tensor<32x32xf32>) permutation = [1, 0]
    %28 = linalg.matmul ins(%collapsed, %transposed_53 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%22 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %29 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%28, %cst_15 : tensor<8x32xf32>, tensor<32xf32>) outs(%21 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<8x32xf32>
    %expanded_54 = tensor.expand_shape %29 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<1x8x2x16xf32>) outs(%25 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3]
    %30 = tensor.empty() : tensor<1x2x16x8xf32>
    %transposed_56 = linalg.transpose ins(%expanded_52 : tensor<1x8x2x16xf32>) outs(%30 : tensor<1x2x16x8xf32>) permutation = [0, 2, 3, 1]
    %collapsed_57 = tensor.collapse_shape %transposed_50 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_58 = tensor.collapse_shape %transposed_56 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %31 = tensor.empty() : tensor<2x8x8xf32>
    %32 = linalg.fill ins(%cst_48 : f32) outs(%31 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %33 = linalg.batch_matmul ins(%collapsed_57, %collapsed_58 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%32 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_59 = tensor.expand_shape %33 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %34 = tensor.empty() : tensor<1x2x8x8xf32>
    %35 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_59 : tensor<1x2x8x8xf32>) outs(%34 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.divf %in, %cst_2 : f32
      linalg.yield %141 : f32
    } -> tensor<1x2x8x8xf32>
    %36 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %cst_44 : tensor<1x2x8x8xf32>, tensor<1x1x1x8xf32>) outs(%34 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x2x8x8xf32>
    %37 = tensor.empty() : tensor<1x2x8xi64>
    %38 = linalg.fill ins(%c0_i64 : i64) outs(%37 : tensor<1x2x8xi64>) -> tensor<1x2x8xi64>
    %39 = tensor.empty() : tensor<1x2x8xf32>
    %40 = linalg.fill ins(%cst_47 : f32) outs(%39 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %41:2 = linalg.generic {indexing_maps = [#map6, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%36 : tensor<1x2x8x8xf32>) outs(%40, %38 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_104: i64):
      %141 = linalg.index 3 : index
      %142 = arith.index_cast %141 : index to i64
      %143 = arith.maximumf %in, %out : f32
      %144 = arith.cmpf ogt, %in, %out : f32
      %145 = arith.select %144, %142, %out_104 : i64
      linalg.yield %143, %145 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_60 = tensor.expand_shape %41#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %expanded_60 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%34 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.subf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x2x8x8xf32>
    %43 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<1x2x8x8xf32>) outs(%34 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = math.exp %in : f32
      linalg.yield %141 : f32
    } -> tensor<1x2x8x8xf32>
    %44 = tensor.empty() : tensor<1x2x8x1xf32>
    %45 = linalg.fill ins(%cst_48 : f32) outs(%44 : tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %46 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%43 : tensor<1x2x8x8xf32>) outs(%45 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.addf %in, %out : f32
      linalg.yield %141 : f32
    } -> tensor<1x2x8x1xf32>
    %47 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %46 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%34 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.divf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_61 = tensor.collapse_shape %47 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %collapsed_62 = tensor.collapse_shape %transposed_55 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %48 = tensor.empty() : tensor<2x8x16xf32>
    %49 = linalg.fill ins(%cst_48 : f32) outs(%48 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %50 = linalg.batch_matmul ins(%collapsed_61, %collapsed_62 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%49 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %expanded_63 = tensor.expand_shape %50 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %51 = tensor.empty() : tensor<1x8x2x16xf32>
    %transposed_64 = linalg.transpose ins(%expanded_63 : tensor<1x2x8x16xf32>) outs(%51 : tensor<1x8x2x16xf32>) permutation = [0, 2, 1, 3]
    %collapsed_65 = tensor.collapse_shape %transposed_64 [[0, 1], [2, 3]] : tensor<1x8x2x16xf32> into tensor<8x32xf32>
    %transposed_66 = linalg.transpose ins(%cst_16 : tensor<32x32xf32>) outs(%20 : tensor<32x32xf32>) permutation = [1, 0]
    %52 = linalg.matmul ins(%collapsed_65, %transposed_66 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%22 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %53 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%52, %cst_17 : tensor<8x32xf32>, tensor<32xf32>) outs(%21 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<8x32xf32>
    %expanded_67 = tensor.expand_shape %53 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67, %19 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%54 : tensor<1x8x32xf32>) outs(%8 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.addf %in, %out : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<1x8x1xf32>) outs(%7 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.divf %in, %cst_3 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54, %56 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.subf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %57 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.mulf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%58 : tensor<1x8x32xf32>) outs(%8 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.addf %in, %out : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59 : tensor<1x8x1xf32>) outs(%7 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.divf %in, %cst_3 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60 : tensor<1x8x1xf32>) outs(%7 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.addf %in, %cst_7 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<1x8x1xf32>) outs(%7 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = math.rsqrt %in : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %62 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.mulf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %cst_18 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.mulf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %cst_19 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_68 = tensor.collapse_shape %65 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %66 = tensor.empty() : tensor<32x64xf32>
    %transposed_69 = linalg.transpose ins(%cst_20 : tensor<64x32xf32>) outs(%66 : tensor<32x64xf32>) permutation = [1, 0]
    %67 = tensor.empty() : tensor<8x64xf32>
    %68 = linalg.fill ins(%cst_48 : f32) outs(%67 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %69 = linalg.matmul ins(%collapsed_68, %transposed_69 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%68 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %70 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%69, %cst_21 : tensor<8x64xf32>, tensor<64xf32>) outs(%67 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<8x64xf32>
    %expanded_70 = tensor.expand_shape %70 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %71 = tensor.empty() : tensor<1x8x64xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_70 : tensor<1x8x64xf32>) outs(%71 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.divf %in, %cst_1 : f32
      %142 = math.erf %141 : f32
      %143 = arith.addf %142, %cst_46 : f32
      %144 = arith.mulf %143, %cst_45 : f32
      %145 = arith.mulf %in, %144 : f32
      linalg.yield %145 : f32
    } -> tensor<1x8x64xf32>
    %collapsed_71 = tensor.collapse_shape %72 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %73 = tensor.empty() : tensor<64x32xf32>
    %transposed_72 = linalg.transpose ins(%cst_22 : tensor<32x64xf32>) outs(%73 : tensor<64x32xf32>) permutation = [1, 0]
    %74 = linalg.matmul ins(%collapsed_71, %transposed_72 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%22 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %75 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%74, %cst_23 : tensor<8x32xf32>, tensor<32xf32>) outs(%21 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<8x32xf32>
    %expanded_73 = tensor.expand_shape %75 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_73, %65 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%76 : tensor<1x8x32xf32>) outs(%8 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.addf %in, %out : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x8x1xf32>) outs(%7 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.divf %in, %cst_3 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %78 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.subf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %79 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.mulf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%80 : tensor<1x8x32xf32>) outs(%8 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.addf %in, %out : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x8x1xf32>) outs(%7 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.divf %in, %cst_3 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<1x8x1xf32>) outs(%7 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.addf %in, %cst_7 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<1x8x1xf32>) outs(%7 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = math.rsqrt %in : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %84 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.mulf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %cst_24 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.mulf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %cst_25 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_74 = tensor.collapse_shape %87 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %transposed_75 = linalg.transpose ins(%cst_26 : tensor<32x32xf32>) outs(%20 : tensor<32x32xf32>) permutation = [1, 0]
    %88 = linalg.matmul ins(%collapsed_74, %transposed_75 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%22 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %89 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%88, %cst_27 : tensor<8x32xf32>, tensor<32xf32>) outs(%21 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<8x32xf32>
    %expanded_76 = tensor.expand_shape %89 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_77 = linalg.transpose ins(%expanded_76 : tensor<1x8x2x16xf32>) outs(%25 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3]
    %transposed_78 = linalg.transpose ins(%cst_28 : tensor<32x32xf32>) outs(%20 : tensor<32x32xf32>) permutation = [1, 0]
    %90 = linalg.matmul ins(%collapsed_74, %transposed_78 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%22 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %91 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%90, %cst_29 : tensor<8x32xf32>, tensor<32xf32>) outs(%21 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<8x32xf32>
    %expanded_79 = tensor.expand_shape %91 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_80 = linalg.transpose ins(%cst_30 : tensor<32x32xf32>) outs(%20 : tensor<32x32xf32>) permutation = [1, 0]
    %92 = linalg.matmul ins(%collapsed_74, %transposed_80 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%22 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %93 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%92, %cst_31 : tensor<8x32xf32>, tensor<32xf32>) outs(%21 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<8x32xf32>
    %expanded_81 = tensor.expand_shape %93 [[0, 1], [2, 3]] output_shape [1, 8, 2, 16] : tensor<8x32xf32> into tensor<1x8x2x16xf32>
    %transposed_82 = linalg.transpose ins(%expanded_81 : tensor<1x8x2x16xf32>) outs(%25 : tensor<1x2x8x16xf32>) permutation = [0, 2, 1, 3]
    %transposed_83 = linalg.transpose ins(%expanded_79 : tensor<1x8x2x16xf32>) outs(%30 : tensor<1x2x16x8xf32>) permutation = [0, 2, 3, 1]
    %collapsed_84 = tensor.collapse_shape %transposed_77 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %collapsed_85 = tensor.collapse_shape %transposed_83 [[0, 1], [2], [3]] : tensor<1x2x16x8xf32> into tensor<2x16x8xf32>
    %94 = linalg.batch_matmul ins(%collapsed_84, %collapsed_85 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%32 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %expanded_86 = tensor.expand_shape %94 [[0, 1], [2], [3]] output_shape [1, 2, 8, 8] : tensor<2x8x8xf32> into tensor<1x2x8x8xf32>
    %95 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_86 : tensor<1x2x8x8xf32>) outs(%34 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.divf %in, %cst_2 : f32
      linalg.yield %141 : f32
    } -> tensor<1x2x8x8xf32>
    %96 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %cst_44 : tensor<1x2x8x8xf32>, tensor<1x1x1x8xf32>) outs(%34 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x2x8x8xf32>
    %97:2 = linalg.generic {indexing_maps = [#map6, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%96 : tensor<1x2x8x8xf32>) outs(%40, %38 : tensor<1x2x8xf32>, tensor<1x2x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_104: i64):
      %141 = linalg.index 3 : index
      %142 = arith.index_cast %141 : index to i64
      %143 = arith.maximumf %in, %out : f32
      %144 = arith.cmpf ogt, %in, %out : f32
      %145 = arith.select %144, %142, %out_104 : i64
      linalg.yield %143, %145 : f32, i64
    } -> (tensor<1x2x8xf32>, tensor<1x2x8xi64>)
    %expanded_87 = tensor.expand_shape %97#0 [[0], [1], [2, 3]] output_shape [1, 2, 8, 1] : tensor<1x2x8xf32> into tensor<1x2x8x1xf32>
    %98 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %expanded_87 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%34 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.subf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x2x8x8xf32>
    %99 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98 : tensor<1x2x8x8xf32>) outs(%34 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = math.exp %in : f32
      linalg.yield %141 : f32
    } -> tensor<1x2x8x8xf32>
    %100 = linalg.generic {indexing_maps = [#map6, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%99 : tensor<1x2x8x8xf32>) outs(%45 : tensor<1x2x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.addf %in, %out : f32
      linalg.yield %141 : f32
    } -> tensor<1x2x8x1xf32>
    %101 = linalg.generic {indexing_maps = [#map6, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %100 : tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) outs(%34 : tensor<1x2x8x8xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.divf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x2x8x8xf32>
    %collapsed_88 = tensor.collapse_shape %101 [[0, 1], [2], [3]] : tensor<1x2x8x8xf32> into tensor<2x8x8xf32>
    %collapsed_89 = tensor.collapse_shape %transposed_82 [[0, 1], [2], [3]] : tensor<1x2x8x16xf32> into tensor<2x8x16xf32>
    %102 = linalg.batch_matmul ins(%collapsed_88, %collapsed_89 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%49 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %expanded_90 = tensor.expand_shape %102 [[0, 1], [2], [3]] output_shape [1, 2, 8, 16] : tensor<2x8x16xf32> into tensor<1x2x8x16xf32>
    %transposed_91 = linalg.transpose ins(%expanded_90 : tensor<1x2x8x16xf32>) outs(%51 : tensor<1x8x2x16xf32>) permutation = [0, 2, 1, 3]
    %collapsed_92 = tensor.collapse_shape %transposed_91 [[0, 1], [2, 3]] : tensor<1x8x2x16xf32> into tensor<8x32xf32>
    %transposed_93 = linalg.transpose ins(%cst_32 : tensor<32x32xf32>) outs(%20 : tensor<32x32xf32>) permutation = [1, 0]
    %103 = linalg.matmul ins(%collapsed_92, %transposed_93 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%22 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %104 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%103, %cst_33 : tensor<8x32xf32>, tensor<32xf32>) outs(%21 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<8x32xf32>
    %expanded_94 = tensor.expand_shape %104 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %87 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%105 : tensor<1x8x32xf32>) outs(%8 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.addf %in, %out : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<1x8x1xf32>) outs(%7 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.divf %in, %cst_3 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %107 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.subf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %108 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.mulf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%109 : tensor<1x8x32xf32>) outs(%8 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.addf %in, %out : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<1x8x1xf32>) outs(%7 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.divf %in, %cst_3 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<1x8x1xf32>) outs(%7 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.addf %in, %cst_7 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<1x8x1xf32>) outs(%7 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = math.rsqrt %in : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %113 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.mulf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %cst_34 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.mulf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %cst_35 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %collapsed_95 = tensor.collapse_shape %116 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %transposed_96 = linalg.transpose ins(%cst_36 : tensor<64x32xf32>) outs(%66 : tensor<32x64xf32>) permutation = [1, 0]
    %117 = linalg.matmul ins(%collapsed_95, %transposed_96 : tensor<8x32xf32>, tensor<32x64xf32>) outs(%68 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %118 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%117, %cst_37 : tensor<8x64xf32>, tensor<64xf32>) outs(%67 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<8x64xf32>
    %expanded_97 = tensor.expand_shape %118 [[0, 1], [2]] output_shape [1, 8, 64] : tensor<8x64xf32> into tensor<1x8x64xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_97 : tensor<1x8x64xf32>) outs(%71 : tensor<1x8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.divf %in, %cst_1 : f32
      %142 = math.erf %141 : f32
      %143 = arith.addf %142, %cst_46 : f32
      %144 = arith.mulf %143, %cst_45 : f32
      %145 = arith.mulf %in, %144 : f32
      linalg.yield %145 : f32
    } -> tensor<1x8x64xf32>
    %collapsed_98 = tensor.collapse_shape %119 [[0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
    %transposed_99 = linalg.transpose ins(%cst_38 : tensor<32x64xf32>) outs(%73 : tensor<64x32xf32>) permutation = [1, 0]
    %120 = linalg.matmul ins(%collapsed_98, %transposed_99 : tensor<8x64xf32>, tensor<64x32xf32>) outs(%22 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %121 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%120, %cst_39 : tensor<8x32xf32>, tensor<32xf32>) outs(%21 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<8x32xf32>
    %expanded_100 = tensor.expand_shape %121 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_100, %116 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%122 : tensor<1x8x32xf32>) outs(%8 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.addf %in, %out : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<1x8x1xf32>) outs(%7 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.divf %in, %cst_3 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %124 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.subf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %125 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.mulf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%126 : tensor<1x8x32xf32>) outs(%8 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.addf %in, %out : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<1x8x1xf32>) outs(%7 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.divf %in, %cst_3 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<1x8x1xf32>) outs(%7 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = arith.addf %in, %cst_7 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<1x8x1xf32>) outs(%7 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = math.rsqrt %in : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %130 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.mulf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %cst_40 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.mulf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %cst_41 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%1 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x8x32xf32>
    %extracted_slice_101 = tensor.extract_slice %133[0, 0, 0] [1, 1, 32] [1, 1, 1] : tensor<1x8x32xf32> to tensor<1x1x32xf32>
    %collapsed_102 = tensor.collapse_shape %extracted_slice_101 [[0, 1], [2]] : tensor<1x1x32xf32> into tensor<1x32xf32>
    %transposed_103 = linalg.transpose ins(%cst_42 : tensor<32x32xf32>) outs(%20 : tensor<32x32xf32>) permutation = [1, 0]
    %134 = tensor.empty() : tensor<1x32xf32>
    %135 = linalg.fill ins(%cst_48 : f32) outs(%134 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %136 = linalg.matmul ins(%collapsed_102, %transposed_103 : tensor<1x32xf32>, tensor<32x32xf32>) outs(%135 : tensor<1x32xf32>) -> tensor<1x32xf32>
    %137 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%136, %cst_43 : tensor<1x32xf32>, tensor<32xf32>) outs(%134 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %in_104: f32, %out: f32):
      %141 = arith.addf %in, %in_104 : f32
      linalg.yield %141 : f32
    } -> tensor<1x32xf32>
    %138 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%137 : tensor<1x32xf32>) outs(%134 : tensor<1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %141 = math.tanh %in : f32
      linalg.yield %141 : f32
    } -> tensor<1x32xf32>
    %139 = hal.tensor.export %133 "output0" : tensor<1x8x32xf32> -> !hal.buffer_view
    %140 = hal.tensor.export %138 "output1" : tensor<1x32xf32> -> !hal.buffer_view
    util.return %139, %140 : !hal.buffer_view, !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=4f0f272bad02 torch_mlir=ab235db08ed4 linalg_on_tensors_mlir=cfcb383fe200 iree_input=bef546b186dc iree_abi=98e3f30f3328
