#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0)>
#map6 = affine_map<(d0, d1) -> ()>
#map7 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map10 = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d2, d0, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.global private @__hoisted_tensor_8xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %0 = tensor.empty() : tensor<8xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %4 = linalg.index 0 : index
      %5 = arith.index_cast %4 : index to i64
      linalg.yield %5 : i64
    } -> tensor<8xi64>
    %2 = tensor.empty() : tensor<8xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<8xi64>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: i64, %out: f32):
      %4 = arith.sitofp %in : i64 to f32
      linalg.yield %4 : f32
    } -> tensor<8xf32>
    util.global.store %3, @__hoisted_tensor_8xf32 : tensor<8xf32>
    util.return
  }
  util.global private @__hoisted_tensor_8x1x4xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x1x4xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %expanded = tensor.expand_shape %cst_0 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32>
    %__hoisted_tensor_8xf32 = util.global.load @__hoisted_tensor_8xf32 : tensor<8xf32>
    %expanded_1 = tensor.expand_shape %__hoisted_tensor_8xf32 [[0, 1, 2]] output_shape [1, 1, 8] : tensor<8xf32> into tensor<1x1x8xf32>
    %0 = tensor.empty() : tensor<1x4x8xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %2 = linalg.batch_matmul ins(%expanded, %expanded_1 : tensor<1x4x1xf32>, tensor<1x1x8xf32>) outs(%1 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %3 = tensor.empty() : tensor<8x1x4xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x4x8xf32>) outs(%3 : tensor<8x1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x1x4xf32>
    util.global.store %4, @__hoisted_tensor_8x1x4xf32 : tensor<8x1x4xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x8x8xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x8x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__hoisted_tensor_8x1x4xf32 = util.global.load @__hoisted_tensor_8x1x4xf32 : tensor<8x1x4xf32>
    %collapsed = tensor.collapse_shape %__hoisted_tensor_8x1x4xf32 [[0], [1, 2]] : tensor<8x1x4xf32> into tensor<8x4xf32>
    %0 = tensor.empty() : tensor<1x8x8xf32>
    %inserted_slice = tensor.insert_slice %collapsed into %0[0, 0, 0] [1, 8, 4] [1, 1, 1] : tensor<8x4xf32> into tensor<1x8x8xf32>
    %inserted_slice_0 = tensor.insert_slice %collapsed into %inserted_slice[0, 0, 4] [1, 8, 4] [1, 1, 1] : tensor<8x4xf32> into tensor<1x8x8xf32>
    util.global.store %inserted_slice_0, @__hoisted_tensor_1x8x8xf32 : tensor<1x8x8xf32>
    util.return
  }
  util.global private @__hoisted_tensor_8x8xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__hoisted_tensor_1x8x8xf32 = util.global.load @__hoisted_tensor_1x8x8xf32 : tensor<1x8x8xf32>
    %collapsed = tensor.collapse_shape %__hoisted_tensor_1x8x8xf32 [[0, 1], [2]] : tensor<1x8x8xf32> into tensor<8x8xf32>
    %0 = tensor.empty() : tensor<8x8xf32>
    %1 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<8x8xf32>) outs(%0 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = math.cos %in : f32
      linalg.yield %2 : f32
    } -> tensor<8x8xf32>
    util.global.store %1, @__hoisted_tensor_8x8xf32 : tensor<8x8xf32>
    util.return
  }
  util.global private @__hoisted_tensor_8x8xf32_0 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__hoisted_tensor_1x8x8xf32 = util.global.load @__hoisted_tensor_1x8x8xf32 : tensor<1x8x8xf32>
    %collapsed = tensor.collapse_shape %__hoisted_tensor_1x8x8xf32 [[0, 1], [2]] : tensor<1x8x8xf32> into tensor<8x8xf32>
    %0 = tensor.empty() : tensor<8x8xf32>
    %1 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<8x8xf32>) outs(%0 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = math.sin %in : f32
      linalg.yield %2 : f32
    } -> tensor<8x8xf32>
    util.global.store %1, @__hoisted_tensor_8x8xf32_0 : tensor<8x8xf32>
    util.return
  }
  util.global private @__hoisted_tensor_8x8xi64 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x8xi64>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %0 = tensor.empty() : tensor<8xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %4 = linalg.index 0 : index
      %5 = arith.index_cast %4 : index to i64
      linalg.yield %5 : i64
    } -> tensor<8xi64>
    %2 = tensor.empty() : tensor<8x8xi64>
    %3 = linalg.generic {indexing_maps = [#map4, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%1, %1 : tensor<8xi64>, tensor<8xi64>) outs(%2 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_0: i64, %out: i64):
      %4 = arith.subi %in, %in_0 : i64
      linalg.yield %4 : i64
    } -> tensor<8x8xi64>
    util.global.store %3, @__hoisted_tensor_8x8xi64 : tensor<8x8xi64>
    util.return
  }
  util.global private @__hoisted_tensor_8x8xf32_1 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant dense<-3.40282347E+38> : tensor<8x8xf32>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<f32>
    %0 = tensor.empty() : tensor<8x8xf32>
    %__hoisted_tensor_8x8xi64 = util.global.load @__hoisted_tensor_8x8xi64 : tensor<8x8xi64>
    %1 = tensor.empty() : tensor<8x8xi1>
    %2 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%__hoisted_tensor_8x8xi64 : tensor<8x8xi64>) outs(%1 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %4 = arith.cmpi sge, %in, %c1_i64 : i64
      linalg.yield %4 : i1
    } -> tensor<8x8xi1>
    %3 = linalg.generic {indexing_maps = [#map3, #map3, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%2, %cst, %cst_0 : tensor<8x8xi1>, tensor<8x8xf32>, tensor<f32>) outs(%0 : tensor<8x8xf32>) {
    ^bb0(%in: i1, %in_1: f32, %in_2: f32, %out: f32):
      %4 = arith.select %in, %in_1, %in_2 : f32
      linalg.yield %4 : f32
    } -> tensor<8x8xf32>
    util.global.store %3, @__hoisted_tensor_8x8xf32_1 : tensor<8x8xf32>
    util.return
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8xi64>) -> (%output0: tensor<1x8x128xf32>)"}} {
    %cst = arith.constant dense<0.000000e+00> : tensor<4x8x8xf32>
    %c1 = arith.constant 1 : index
    %cst_0 = arith.constant 3.200000e+01 : f32
    %cst_1 = arith.constant dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>
    %cst_2 = arith.constant dense<5.65685415> : tensor<f32>
    %cst_3 = arith.constant 9.99999997E-7 : f32
    %cst_4 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_16_32_torch.float32> : tensor<16x32xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_16_32_torch.float32_1> : tensor<16x32xf32>
    %cst_8 = arith.constant 0.594603539 : f32
    %cst_9 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_16_32_torch.float32_2> : tensor<16x32xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_16_32_torch.float32_3> : tensor<16x32xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_3> : tensor<64x32xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_128_32_torch.float32_1> : tensor<128x32xf32>
    %cst_25 = arith.constant 1.000000e+00 : f32
    %true = arith.constant true
    %cst_26 = arith.constant 0xFF800000 : f32
    %cst_27 = arith.constant 0.000000e+00 : f32
    %c128 = arith.constant 128 : index
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x8xi64>
    %collapsed = tensor.collapse_shape %0 [[0, 1]] : tensor<1x8xi64> into tensor<8xi64>
    %1 = iree_tensor_ext.compute_barrier.start %collapsed : tensor<8xi64> -> tensor<8xi64>
    %2 = tensor.empty() : tensor<8x32xf32>
    %3 = linalg.generic {indexing_maps = [#map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<8xi64>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %130 = arith.index_cast %in : i64 to index
      %131 = linalg.index 1 : index
      %132 = arith.cmpi slt, %130, %c128 : index
      cf.assert %132, "index must be smaller than dim size"
      %133 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %133, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_1[%130, %131] : tensor<128x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x32xf32>
    %4 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%3, %cst_2 : tensor<8x32xf32>, tensor<f32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<8x32xf32>
    %5 = tensor.empty() : tensor<8xf32>
    %__hoisted_tensor_8x8xf32 = util.global.load immutable @__hoisted_tensor_8x8xf32 : tensor<8x8xf32>
    %__hoisted_tensor_8x8xf32_0 = util.global.load immutable @__hoisted_tensor_8x8xf32_0 : tensor<8x8xf32>
    %__hoisted_tensor_8x8xf32_1 = util.global.load immutable @__hoisted_tensor_8x8xf32_1 : tensor<8x8xf32>
    %6 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %130 : f32
    } -> tensor<8x32xf32>
    %7 = linalg.fill ins(%cst_27 : f32) outs(%5 : tensor<8xf32>) -> tensor<8xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "reduction"]} ins(%6 : tensor<8x32xf32>) outs(%7 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.addf %in, %out : f32
      linalg.yield %130 : f32
    } -> tensor<8xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%8 : tensor<8xf32>) outs(%5 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.divf %in, %cst_0 : f32
      linalg.yield %130 : f32
    } -> tensor<8xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%9 : tensor<8xf32>) outs(%5 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.addf %in, %cst_3 : f32
      linalg.yield %130 : f32
    } -> tensor<8xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%10 : tensor<8xf32>) outs(%5 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = math.rsqrt %in : f32
      linalg.yield %130 : f32
    } -> tensor<8xf32>
    %12 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%4, %11 : tensor<8x32xf32>, tensor<8xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<8x32xf32>
    %13 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_4, %12 : tensor<32xf32>, tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<8x32xf32>
    %14 = linalg.fill ins(%cst_27 : f32) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %15 = linalg.matmul indexing_maps = [#map7, #map8, #map9] ins(%13, %cst_5 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%14 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded = tensor.expand_shape %15 [[0], [1, 2]] output_shape [8, 4, 8] : tensor<8x32xf32> into tensor<8x4x8xf32>
    %16 = tensor.empty() : tensor<4x8x8xf32>
    %17 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<8x4x8xf32>) outs(%16 : tensor<4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x8xf32>
    %18 = tensor.empty() : tensor<8x16xf32>
    %19 = linalg.fill ins(%cst_27 : f32) outs(%18 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %20 = linalg.matmul indexing_maps = [#map7, #map8, #map9] ins(%13, %cst_6 : tensor<8x32xf32>, tensor<16x32xf32>) outs(%19 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_28 = tensor.expand_shape %20 [[0], [1, 2]] output_shape [8, 2, 8] : tensor<8x16xf32> into tensor<8x2x8xf32>
    %21 = tensor.empty() : tensor<2x8x8xf32>
    %22 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28 : tensor<8x2x8xf32>) outs(%21 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x8xf32>
    %23 = linalg.matmul indexing_maps = [#map7, #map8, #map9] ins(%13, %cst_7 : tensor<8x32xf32>, tensor<16x32xf32>) outs(%19 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_29 = tensor.expand_shape %23 [[0], [1, 2]] output_shape [8, 2, 8] : tensor<8x16xf32> into tensor<8x2x8xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map8, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %__hoisted_tensor_8x8xf32 : tensor<4x8x8xf32>, tensor<8x8xf32>) outs(%16 : tensor<4x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<4x8x8xf32>
    %expanded_30 = tensor.expand_shape %17 [[0], [1], [2, 3]] output_shape [4, 8, 2, 4] : tensor<4x8x8xf32> into tensor<4x8x2x4xf32>
    %25 = tensor.empty() : tensor<4x8x2x4xf32>
    %26 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%25 : tensor<4x8x2x4xf32>) {
    ^bb0(%out: f32):
      %130 = linalg.index 0 : index
      %131 = linalg.index 1 : index
      %132 = linalg.index 2 : index
      %133 = linalg.index 3 : index
      %134 = arith.subi %c1, %132 : index
      %extracted = tensor.extract %expanded_30[%130, %131, %134, %133] : tensor<4x8x2x4xf32>
      %135 = arith.negf %extracted : f32
      %136 = arith.cmpi eq, %134, %c1 : index
      %137 = arith.select %136, %135, %extracted : f32
      linalg.yield %137 : f32
    } -> tensor<4x8x2x4xf32>
    %collapsed_31 = tensor.collapse_shape %26 [[0], [1], [2, 3]] : tensor<4x8x2x4xf32> into tensor<4x8x8xf32>
    %27 = linalg.generic {indexing_maps = [#map2, #map8, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_31, %__hoisted_tensor_8x8xf32_0 : tensor<4x8x8xf32>, tensor<8x8xf32>) outs(%16 : tensor<4x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<4x8x8xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %27 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%16 : tensor<4x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.addf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<4x8x8xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map8, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %__hoisted_tensor_8x8xf32 : tensor<2x8x8xf32>, tensor<8x8xf32>) outs(%21 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x8xf32>
    %expanded_32 = tensor.expand_shape %22 [[0], [1], [2, 3]] output_shape [2, 8, 2, 4] : tensor<2x8x8xf32> into tensor<2x8x2x4xf32>
    %30 = tensor.empty() : tensor<2x8x2x4xf32>
    %31 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%30 : tensor<2x8x2x4xf32>) {
    ^bb0(%out: f32):
      %130 = linalg.index 0 : index
      %131 = linalg.index 1 : index
      %132 = linalg.index 2 : index
      %133 = linalg.index 3 : index
      %134 = arith.subi %c1, %132 : index
      %extracted = tensor.extract %expanded_32[%130, %131, %134, %133] : tensor<2x8x2x4xf32>
      %135 = arith.negf %extracted : f32
      %136 = arith.cmpi eq, %134, %c1 : index
      %137 = arith.select %136, %135, %extracted : f32
      linalg.yield %137 : f32
    } -> tensor<2x8x2x4xf32>
    %collapsed_33 = tensor.collapse_shape %31 [[0], [1], [2, 3]] : tensor<2x8x2x4xf32> into tensor<2x8x8xf32>
    %32 = linalg.generic {indexing_maps = [#map2, #map8, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_33, %__hoisted_tensor_8x8xf32_0 : tensor<2x8x8xf32>, tensor<8x8xf32>) outs(%21 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x8xf32>
    %33 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %32 : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%21 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.addf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x8xf32>
    %34 = tensor.empty() : tensor<2x2x8x8xf32>
    %35 = linalg.generic {indexing_maps = [#map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<2x8x8xf32>) outs(%34 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %36 = linalg.generic {indexing_maps = [#map13, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29 : tensor<8x2x8xf32>) outs(%34 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<4x8x8xf32>) outs(%16 : tensor<4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.mulf %in, %cst_8 : f32
      linalg.yield %130 : f32
    } -> tensor<4x8x8xf32>
    %collapsed_34 = tensor.collapse_shape %35 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %38 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_34 : tensor<4x8x8xf32>) outs(%16 : tensor<4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.mulf %in, %cst_8 : f32
      linalg.yield %130 : f32
    } -> tensor<4x8x8xf32>
    %39 = linalg.fill ins(%cst_27 : f32) outs(%16 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %40 = linalg.batch_matmul indexing_maps = [#map14, #map12, #map15] ins(%37, %38 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%39 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %41 = linalg.generic {indexing_maps = [#map2, #map8, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %__hoisted_tensor_8x8xf32_1 : tensor<4x8x8xf32>, tensor<8x8xf32>) outs(%16 : tensor<4x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.addf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<4x8x8xf32>
    %42 = linalg.softmax dimension(2) ins(%41 : tensor<4x8x8xf32>) outs(%16 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %43 = tensor.empty() : tensor<4x8x8xi1>
    %44 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<4x8x8xf32>) outs(%43 : tensor<4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %130 = arith.cmpf oeq, %in, %cst_26 : f32
      linalg.yield %130 : i1
    } -> tensor<4x8x8xi1>
    %45 = tensor.empty() : tensor<4x8xi1>
    %46 = linalg.fill ins(%true : i1) outs(%45 : tensor<4x8xi1>) -> tensor<4x8xi1>
    %47 = linalg.generic {indexing_maps = [#map2, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%44 : tensor<4x8x8xi1>) outs(%46 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %130 = arith.andi %in, %out : i1
      linalg.yield %130 : i1
    } -> tensor<4x8xi1>
    %48 = linalg.generic {indexing_maps = [#map9, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %cst, %42 : tensor<4x8xi1>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%16 : tensor<4x8x8xf32>) {
    ^bb0(%in: i1, %in_48: f32, %in_49: f32, %out: f32):
      %130 = arith.select %in, %in_48, %in_49 : f32
      linalg.yield %130 : f32
    } -> tensor<4x8x8xf32>
    %collapsed_35 = tensor.collapse_shape %36 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %49 = linalg.batch_matmul ins(%48, %collapsed_35 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%39 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %50 = tensor.empty() : tensor<8x4x8xf32>
    %51 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49 : tensor<4x8x8xf32>) outs(%50 : tensor<8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x8xf32>
    %collapsed_36 = tensor.collapse_shape %51 [[0], [1, 2]] : tensor<8x4x8xf32> into tensor<8x32xf32>
    %52 = linalg.matmul indexing_maps = [#map7, #map8, #map9] ins(%collapsed_36, %cst_9 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%14 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %53 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%4, %52 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.addf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<8x32xf32>
    %54 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %130 : f32
    } -> tensor<8x32xf32>
    %55 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "reduction"]} ins(%54 : tensor<8x32xf32>) outs(%7 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.addf %in, %out : f32
      linalg.yield %130 : f32
    } -> tensor<8xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%55 : tensor<8xf32>) outs(%5 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.divf %in, %cst_0 : f32
      linalg.yield %130 : f32
    } -> tensor<8xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%56 : tensor<8xf32>) outs(%5 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.addf %in, %cst_3 : f32
      linalg.yield %130 : f32
    } -> tensor<8xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%57 : tensor<8xf32>) outs(%5 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = math.rsqrt %in : f32
      linalg.yield %130 : f32
    } -> tensor<8xf32>
    %59 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%53, %58 : tensor<8x32xf32>, tensor<8xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<8x32xf32>
    %60 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_10, %59 : tensor<32xf32>, tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<8x32xf32>
    %61 = tensor.empty() : tensor<8x64xf32>
    %62 = linalg.fill ins(%cst_27 : f32) outs(%61 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %63 = linalg.matmul indexing_maps = [#map7, #map8, #map9] ins(%60, %cst_11 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%62 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %64 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%63 : tensor<8x64xf32>) outs(%61 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.negf %in : f32
      %131 = math.exp %130 : f32
      %132 = arith.addf %131, %cst_25 : f32
      %133 = arith.divf %cst_25, %132 : f32
      linalg.yield %133 : f32
    } -> tensor<8x64xf32>
    %65 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%63, %64 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%61 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<8x64xf32>
    %66 = linalg.matmul indexing_maps = [#map7, #map8, #map9] ins(%60, %cst_12 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%62 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %67 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%65, %66 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%61 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<8x64xf32>
    %68 = linalg.matmul indexing_maps = [#map7, #map8, #map9] ins(%67, %cst_13 : tensor<8x64xf32>, tensor<32x64xf32>) outs(%14 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %69 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%53, %68 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.addf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<8x32xf32>
    %70 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%69 : tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %130 : f32
    } -> tensor<8x32xf32>
    %71 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "reduction"]} ins(%70 : tensor<8x32xf32>) outs(%7 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.addf %in, %out : f32
      linalg.yield %130 : f32
    } -> tensor<8xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%71 : tensor<8xf32>) outs(%5 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.divf %in, %cst_0 : f32
      linalg.yield %130 : f32
    } -> tensor<8xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%72 : tensor<8xf32>) outs(%5 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.addf %in, %cst_3 : f32
      linalg.yield %130 : f32
    } -> tensor<8xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%73 : tensor<8xf32>) outs(%5 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = math.rsqrt %in : f32
      linalg.yield %130 : f32
    } -> tensor<8xf32>
    %75 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%69, %74 : tensor<8x32xf32>, tensor<8xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<8x32xf32>
    %76 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_14, %75 : tensor<32xf32>, tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<8x32xf32>
    %77 = linalg.matmul indexing_maps = [#map7, #map8, #map9] ins(%76, %cst_15 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%14 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %expanded_37 = tensor.expand_shape %77 [[0], [1, 2]] output_shape [8, 4, 8] : tensor<8x32xf32> into tensor<8x4x8xf32>
    %78 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<8x4x8xf32>) outs(%16 : tensor<4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x8x8xf32>
    %79 = linalg.matmul indexing_maps = [#map7, #map8, #map9] ins(%76, %cst_16 : tensor<8x32xf32>, tensor<16x32xf32>) outs(%19 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_38 = tensor.expand_shape %79 [[0], [1, 2]] output_shape [8, 2, 8] : tensor<8x16xf32> into tensor<8x2x8xf32>
    %80 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<8x2x8xf32>) outs(%21 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x8x8xf32>
    %81 = linalg.matmul indexing_maps = [#map7, #map8, #map9] ins(%76, %cst_17 : tensor<8x32xf32>, tensor<16x32xf32>) outs(%19 : tensor<8x16xf32>) -> tensor<8x16xf32>
    %expanded_39 = tensor.expand_shape %81 [[0], [1, 2]] output_shape [8, 2, 8] : tensor<8x16xf32> into tensor<8x2x8xf32>
    %82 = linalg.generic {indexing_maps = [#map2, #map8, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %__hoisted_tensor_8x8xf32 : tensor<4x8x8xf32>, tensor<8x8xf32>) outs(%16 : tensor<4x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<4x8x8xf32>
    %expanded_40 = tensor.expand_shape %78 [[0], [1], [2, 3]] output_shape [4, 8, 2, 4] : tensor<4x8x8xf32> into tensor<4x8x2x4xf32>
    %83 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%25 : tensor<4x8x2x4xf32>) {
    ^bb0(%out: f32):
      %130 = linalg.index 0 : index
      %131 = linalg.index 1 : index
      %132 = linalg.index 2 : index
      %133 = linalg.index 3 : index
      %134 = arith.subi %c1, %132 : index
      %extracted = tensor.extract %expanded_40[%130, %131, %134, %133] : tensor<4x8x2x4xf32>
      %135 = arith.negf %extracted : f32
      %136 = arith.cmpi eq, %134, %c1 : index
      %137 = arith.select %136, %135, %extracted : f32
      linalg.yield %137 : f32
    } -> tensor<4x8x2x4xf32>
    %collapsed_41 = tensor.collapse_shape %83 [[0], [1], [2, 3]] : tensor<4x8x2x4xf32> into tensor<4x8x8xf32>
    %84 = linalg.generic {indexing_maps = [#map2, #map8, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_41, %__hoisted_tensor_8x8xf32_0 : tensor<4x8x8xf32>, tensor<8x8xf32>) outs(%16 : tensor<4x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<4x8x8xf32>
    %85 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %84 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%16 : tensor<4x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.addf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<4x8x8xf32>
    %86 = linalg.generic {indexing_maps = [#map2, #map8, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %__hoisted_tensor_8x8xf32 : tensor<2x8x8xf32>, tensor<8x8xf32>) outs(%21 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x8xf32>
    %expanded_42 = tensor.expand_shape %80 [[0], [1], [2, 3]] output_shape [2, 8, 2, 4] : tensor<2x8x8xf32> into tensor<2x8x2x4xf32>
    %87 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%30 : tensor<2x8x2x4xf32>) {
    ^bb0(%out: f32):
      %130 = linalg.index 0 : index
      %131 = linalg.index 1 : index
      %132 = linalg.index 2 : index
      %133 = linalg.index 3 : index
      %134 = arith.subi %c1, %132 : index
      %extracted = tensor.extract %expanded_42[%130, %131, %134, %133] : tensor<2x8x2x4xf32>
      %135 = arith.negf %extracted : f32
      %136 = arith.cmpi eq, %134, %c1 : index
      %137 = arith.select %136, %135, %extracted : f32
      linalg.yield %137 : f32
    } -> tensor<2x8x2x4xf32>
    %collapsed_43 = tensor.collapse_shape %87 [[0], [1], [2, 3]] : tensor<2x8x2x4xf32> into tensor<2x8x8xf32>
    %88 = linalg.generic {indexing_maps = [#map2, #map8, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_43, %__hoisted_tensor_8x8xf32_0 : tensor<2x8x8xf32>, tensor<8x8xf32>) outs(%21 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x8xf32>
    %89 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %88 : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%21 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.addf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<2x8x8xf32>
    %90 = linalg.generic {indexing_maps = [#map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89 : tensor<2x8x8xf32>) outs(%34 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %91 = linalg.generic {indexing_maps = [#map13, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<8x2x8xf32>) outs(%34 : tensor<2x2x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x8xf32>
    %92 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<4x8x8xf32>) outs(%16 : tensor<4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.mulf %in, %cst_8 : f32
      linalg.yield %130 : f32
    } -> tensor<4x8x8xf32>
    %collapsed_44 = tensor.collapse_shape %90 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %93 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_44 : tensor<4x8x8xf32>) outs(%16 : tensor<4x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.mulf %in, %cst_8 : f32
      linalg.yield %130 : f32
    } -> tensor<4x8x8xf32>
    %94 = linalg.batch_matmul indexing_maps = [#map14, #map12, #map15] ins(%92, %93 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%39 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %95 = linalg.generic {indexing_maps = [#map2, #map8, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %__hoisted_tensor_8x8xf32_1 : tensor<4x8x8xf32>, tensor<8x8xf32>) outs(%16 : tensor<4x8x8xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.addf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<4x8x8xf32>
    %96 = linalg.softmax dimension(2) ins(%95 : tensor<4x8x8xf32>) outs(%16 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %97 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<4x8x8xf32>) outs(%43 : tensor<4x8x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %130 = arith.cmpf oeq, %in, %cst_26 : f32
      linalg.yield %130 : i1
    } -> tensor<4x8x8xi1>
    %98 = linalg.generic {indexing_maps = [#map2, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%97 : tensor<4x8x8xi1>) outs(%46 : tensor<4x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %130 = arith.andi %in, %out : i1
      linalg.yield %130 : i1
    } -> tensor<4x8xi1>
    %99 = linalg.generic {indexing_maps = [#map9, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %cst, %96 : tensor<4x8xi1>, tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%16 : tensor<4x8x8xf32>) {
    ^bb0(%in: i1, %in_48: f32, %in_49: f32, %out: f32):
      %130 = arith.select %in, %in_48, %in_49 : f32
      linalg.yield %130 : f32
    } -> tensor<4x8x8xf32>
    %collapsed_45 = tensor.collapse_shape %91 [[0, 1], [2], [3]] : tensor<2x2x8x8xf32> into tensor<4x8x8xf32>
    %100 = linalg.batch_matmul ins(%99, %collapsed_45 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%39 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %101 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<4x8x8xf32>) outs(%50 : tensor<8x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4x8xf32>
    %collapsed_46 = tensor.collapse_shape %101 [[0], [1, 2]] : tensor<8x4x8xf32> into tensor<8x32xf32>
    %102 = linalg.matmul indexing_maps = [#map7, #map8, #map9] ins(%collapsed_46, %cst_18 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%14 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %103 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%69, %102 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.addf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<8x32xf32>
    %104 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%103 : tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %130 : f32
    } -> tensor<8x32xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "reduction"]} ins(%104 : tensor<8x32xf32>) outs(%7 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.addf %in, %out : f32
      linalg.yield %130 : f32
    } -> tensor<8xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%105 : tensor<8xf32>) outs(%5 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.divf %in, %cst_0 : f32
      linalg.yield %130 : f32
    } -> tensor<8xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%106 : tensor<8xf32>) outs(%5 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.addf %in, %cst_3 : f32
      linalg.yield %130 : f32
    } -> tensor<8xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%107 : tensor<8xf32>) outs(%5 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = math.rsqrt %in : f32
      linalg.yield %130 : f32
    } -> tensor<8xf32>
    %109 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%103, %108 : tensor<8x32xf32>, tensor<8xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<8x32xf32>
    %110 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_19, %109 : tensor<32xf32>, tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<8x32xf32>
    %111 = linalg.matmul indexing_maps = [#map7, #map8, #map9] ins(%110, %cst_20 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%62 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %112 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%111 : tensor<8x64xf32>) outs(%61 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.negf %in : f32
      %131 = math.exp %130 : f32
      %132 = arith.addf %131, %cst_25 : f32
      %133 = arith.divf %cst_25, %132 : f32
      linalg.yield %133 : f32
    } -> tensor<8x64xf32>
    %113 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%111, %112 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%61 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<8x64xf32>
    %114 = linalg.matmul indexing_maps = [#map7, #map8, #map9] ins(%110, %cst_21 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%62 : tensor<8x64xf32>) -> tensor<8x64xf32>
    %115 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%113, %114 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%61 : tensor<8x64xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<8x64xf32>
    %116 = linalg.matmul indexing_maps = [#map7, #map8, #map9] ins(%115, %cst_22 : tensor<8x64xf32>, tensor<32x64xf32>) outs(%14 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %117 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%103, %116 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.addf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<8x32xf32>
    %118 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%117 : tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %130 : f32
    } -> tensor<8x32xf32>
    %119 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "reduction"]} ins(%118 : tensor<8x32xf32>) outs(%7 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.addf %in, %out : f32
      linalg.yield %130 : f32
    } -> tensor<8xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%119 : tensor<8xf32>) outs(%5 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.divf %in, %cst_0 : f32
      linalg.yield %130 : f32
    } -> tensor<8xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%120 : tensor<8xf32>) outs(%5 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = arith.addf %in, %cst_3 : f32
      linalg.yield %130 : f32
    } -> tensor<8xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%121 : tensor<8xf32>) outs(%5 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %130 = math.rsqrt %in : f32
      linalg.yield %130 : f32
    } -> tensor<8xf32>
    %123 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%117, %122 : tensor<8x32xf32>, tensor<8xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<8x32xf32>
    %124 = linalg.generic {indexing_maps = [#map4, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_23, %123 : tensor<32xf32>, tensor<8x32xf32>) outs(%2 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_48: f32, %out: f32):
      %130 = arith.mulf %in, %in_48 : f32
      linalg.yield %130 : f32
    } -> tensor<8x32xf32>
    %125 = tensor.empty() : tensor<8x128xf32>
    %126 = linalg.fill ins(%cst_27 : f32) outs(%125 : tensor<8x128xf32>) -> tensor<8x128xf32>
    %127 = linalg.matmul indexing_maps = [#map7, #map8, #map9] ins(%124, %cst_24 : tensor<8x32xf32>, tensor<128x32xf32>) outs(%126 : tensor<8x128xf32>) -> tensor<8x128xf32>
    %128 = iree_tensor_ext.compute_barrier.end %127 : tensor<8x128xf32> -> tensor<8x128xf32>
    %expanded_47 = tensor.expand_shape %128 [[0, 1], [2]] output_shape [1, 8, 128] : tensor<8x128xf32> into tensor<1x8x128xf32>
    %129 = hal.tensor.export %expanded_47 "output0" : tensor<1x8x128xf32> -> !hal.buffer_view
    util.return %129 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=fda255aeb0f9 torch_mlir=36baf284690c linalg_on_tensors_mlir=41d8f8914f15 iree_input=3a24b6bf7c49 iree_abi=ec7384078484 iree_preprocessing=045f223e1f73
