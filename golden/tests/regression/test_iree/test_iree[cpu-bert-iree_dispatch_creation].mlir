#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#map8 = affine_map<(d0, d1) -> (d1, d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.global private @__hoisted_tensor_8x32xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<__elided__> : tensor<8x32xf32>
  util.global private @__hoisted_tensor_8x32xf32_0 {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<__elided__> : tensor<8x32xf32>
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8xi64>) -> (%output0: tensor<1x8x32xf32>, %output1: tensor<1x32xf32>)"}} {
    %cst = arith.constant dense_resource<torch_tensor_32_torch.float32_20> : tensor<32xf32>
    %cst_0 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_8> : tensor<32x32xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_7> : tensor<32x32xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_6> : tensor<32x32xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_5> : tensor<32x32xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_4> : tensor<32x32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>
    %__hoisted_tensor_8x32xf32 = util.global.load immutable @__hoisted_tensor_8x32xf32 : tensor<8x32xf32>
    %__hoisted_tensor_8x32xf32_0 = util.global.load immutable @__hoisted_tensor_8x32xf32_0 : tensor<8x32xf32>
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x8xi64>
    %1 = flow.tensor.reshape %0 : tensor<1x8xi64> -> tensor<8xi64>
    %2 = flow.dispatch.workgroups(%cst_17, %1, %__hoisted_tensor_8x32xf32, %__hoisted_tensor_8x32xf32_0) : (tensor<128x32xf32>, tensor<8xi64>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi64>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %c128 = arith.constant 128 : index
      %c0_i64 = arith.constant 0 : i64
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [128, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x32xf32>> -> tensor<128x32xf32>
      %54 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi64>> -> tensor<8xi64>
      %55 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %56 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %57 = tensor.empty() : tensor<8x32xf32>
      %58 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%54, %55, %56 : tensor<8xi64>, tensor<8x32xf32>, tensor<8x32xf32>) outs(%57 : tensor<8x32xf32>) {
      ^bb0(%in: i64, %in_18: f32, %in_19: f32, %out: f32):
        %59 = linalg.index 1 : index
        %60 = arith.index_cast %in : i64 to index
        %61 = arith.cmpi slt, %60, %c128 : index
        cf.assert %61, "index must be smaller than dim size"
        %62 = arith.cmpi sge, %in, %c0_i64 : i64
        cf.assert %62, "index must be larger or equal to 0"
        %extracted = tensor.extract %53[%60, %59] : tensor<128x32xf32>
        %63 = arith.addf %extracted, %in_18 : f32
        %64 = arith.addf %63, %in_19 : f32
        linalg.yield %64 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %58, %arg5, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %3 = flow.dispatch.workgroups(%2) : (tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %cst_19 = arith.constant 3.200000e+01 : f32
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %54 = tensor.empty() : tensor<8x32xf32>
      %55 = tensor.empty() : tensor<8xf32>
      %56 = linalg.fill ins(%cst_18 : f32) outs(%55 : tensor<8xf32>) -> tensor<8xf32>
      %57 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%53 : tensor<8x32xf32>) outs(%56 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %59 = arith.addf %in, %out : f32
        linalg.yield %59 : f32
      } -> tensor<8xf32>
      %58 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%53, %57 : tensor<8x32xf32>, tensor<8xf32>) outs(%54 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_20: f32, %out: f32):
        %59 = arith.divf %in_20, %cst_19 : f32
        %60 = arith.subf %in, %59 : f32
        linalg.yield %60 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %58, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %4 = flow.dispatch.workgroups(%3) : (tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %cst_19 = arith.constant 3.200000e+01 : f32
      %cst_20 = arith.constant 9.99999996E-13 : f32
      %cst_21 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
      %cst_22 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %54 = tensor.empty() : tensor<8x32xf32>
      %55 = tensor.empty() : tensor<8xf32>
      %56 = linalg.fill ins(%cst_18 : f32) outs(%55 : tensor<8xf32>) -> tensor<8xf32>
      %57 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%53 : tensor<8x32xf32>) outs(%56 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %59 = arith.mulf %in, %in : f32
        %60 = arith.addf %59, %out : f32
        linalg.yield %60 : f32
      } -> tensor<8xf32>
      %58 = linalg.generic {indexing_maps = [#map1, #map, #map2, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%53, %57, %cst_21, %cst_22 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%54 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_23: f32, %in_24: f32, %in_25: f32, %out: f32):
        %59 = arith.divf %in_23, %cst_19 : f32
        %60 = arith.addf %59, %cst_20 : f32
        %61 = math.rsqrt %60 : f32
        %62 = arith.mulf %in, %61 : f32
        %63 = arith.mulf %62, %in_24 : f32
        %64 = arith.addf %63, %in_25 : f32
        linalg.yield %64 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %58, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %5 = flow.dispatch.workgroups(%4, %cst_16) : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %54 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
      %55 = tensor.empty() : tensor<8x32xf32>
      %56 = linalg.fill ins(%cst_18 : f32) outs(%55 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %57 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%53, %54 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%56 : tensor<8x32xf32>) -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %57, %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %6 = flow.tensor.reshape %5 : tensor<8x32xf32> -> tensor<8x2x16xf32>
    %7 = flow.tensor.reshape %cst_15 : tensor<32xf32> -> tensor<2x16xf32>
    %8 = flow.dispatch.workgroups(%6, %7) : (tensor<8x2x16xf32>, tensor<2x16xf32>) -> tensor<2x8x16xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x16xf32>>) {
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [8, 2, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x16xf32>> -> tensor<8x2x16xf32>
      %54 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
      %55 = tensor.empty() : tensor<2x8x16xf32>
      %56 = linalg.generic {indexing_maps = [#map6, #map4, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %54 : tensor<8x2x16xf32>, tensor<2x16xf32>) outs(%55 : tensor<2x8x16xf32>) {
      ^bb0(%in: f32, %in_18: f32, %out: f32):
        %57 = arith.addf %in, %in_18 : f32
        linalg.yield %57 : f32
      } -> tensor<2x8x16xf32>
      iree_tensor_ext.dispatch.tensor.store %56, %arg3, offsets = [0, 0, 0], sizes = [2, 8, 16], strides = [1, 1, 1] : tensor<2x8x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x16xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %9 = flow.dispatch.workgroups(%4, %cst_14) : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<32x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x8xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %cst_19 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %54 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
      %55 = tensor.empty() : tensor<32x8xf32>
      %56 = tensor.empty() : tensor<8x32xf32>
      %57 = linalg.fill ins(%cst_18 : f32) outs(%56 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %58 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%53, %54 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%57 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %59 = linalg.generic {indexing_maps = [#map1, #map2, #map8], iterator_types = ["parallel", "parallel"]} ins(%58, %cst_19 : tensor<8x32xf32>, tensor<32xf32>) outs(%55 : tensor<32x8xf32>) {
      ^bb0(%in: f32, %in_20: f32, %out: f32):
        %60 = arith.addf %in, %in_20 : f32
        linalg.yield %60 : f32
      } -> tensor<32x8xf32>
      iree_tensor_ext.dispatch.tensor.store %59, %arg3, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : tensor<32x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %10 = flow.dispatch.workgroups(%4, %cst_13) : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %54 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
      %55 = tensor.empty() : tensor<8x32xf32>
      %56 = linalg.fill ins(%cst_18 : f32) outs(%55 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %57 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%53, %54 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%56 : tensor<8x32xf32>) -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %57, %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %11 = flow.tensor.reshape %10 : tensor<8x32xf32> -> tensor<8x2x16xf32>
    %12 = flow.tensor.reshape %cst_12 : tensor<32xf32> -> tensor<2x16xf32>
    %13 = flow.dispatch.workgroups(%11, %12) : (tensor<8x2x16xf32>, tensor<2x16xf32>) -> tensor<2x8x16xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x16xf32>>) {
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [8, 2, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x16xf32>> -> tensor<8x2x16xf32>
      %54 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
      %55 = tensor.empty() : tensor<2x8x16xf32>
      %56 = linalg.generic {indexing_maps = [#map6, #map4, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %54 : tensor<8x2x16xf32>, tensor<2x16xf32>) outs(%55 : tensor<2x8x16xf32>) {
      ^bb0(%in: f32, %in_18: f32, %out: f32):
        %57 = arith.addf %in, %in_18 : f32
        linalg.yield %57 : f32
      } -> tensor<2x8x16xf32>
      iree_tensor_ext.dispatch.tensor.store %56, %arg3, offsets = [0, 0, 0], sizes = [2, 8, 16], strides = [1, 1, 1] : tensor<2x8x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x16xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %14 = flow.tensor.reshape %9 : tensor<32x8xf32> -> tensor<2x16x8xf32>
    %15 = flow.dispatch.workgroups(%8, %14) : (tensor<2x8x16xf32>, tensor<2x16x8xf32>) -> tensor<2x8x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16x8xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x8xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %cst_19 = arith.constant 4.000000e+00 : f32
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [2, 8, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x16xf32>> -> tensor<2x8x16xf32>
      %54 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [2, 16, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16x8xf32>> -> tensor<2x16x8xf32>
      %55 = tensor.empty() : tensor<2x8x8xf32>
      %56 = linalg.fill ins(%cst_18 : f32) outs(%55 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
      %57 = linalg.batch_matmul ins(%53, %54 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%56 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
      %58 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57 : tensor<2x8x8xf32>) outs(%55 : tensor<2x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %59 = arith.divf %in, %cst_19 : f32
        linalg.yield %59 : f32
      } -> tensor<2x8x8xf32>
      iree_tensor_ext.dispatch.tensor.store %58, %arg3, offsets = [0, 0, 0], sizes = [2, 8, 8], strides = [1, 1, 1] : tensor<2x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %16 = flow.dispatch.workgroups(%15) : (tensor<2x8x8xf32>) -> tensor<2x8x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x8xf32>>) {
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [2, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x8xf32>> -> tensor<2x8x8xf32>
      %54 = tensor.empty() : tensor<2x8x8xf32>
      %55 = linalg.softmax dimension(2) ins(%53 : tensor<2x8x8xf32>) outs(%54 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
      iree_tensor_ext.dispatch.tensor.store %55, %arg2, offsets = [0, 0, 0], sizes = [2, 8, 8], strides = [1, 1, 1] : tensor<2x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %17 = flow.dispatch.workgroups(%16, %13) : (tensor<2x8x8xf32>, tensor<2x8x16xf32>) -> tensor<8x2x16xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x16xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x2x16xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [2, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x8xf32>> -> tensor<2x8x8xf32>
      %54 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [2, 8, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x16xf32>> -> tensor<2x8x16xf32>
      %55 = tensor.empty() : tensor<8x2x16xf32>
      %56 = tensor.empty() : tensor<2x8x16xf32>
      %57 = linalg.fill ins(%cst_18 : f32) outs(%56 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
      %58 = linalg.batch_matmul ins(%53, %54 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%57 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
      %59 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<2x8x16xf32>) outs(%55 : tensor<8x2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x2x16xf32>
      iree_tensor_ext.dispatch.tensor.store %59, %arg3, offsets = [0, 0, 0], sizes = [8, 2, 16], strides = [1, 1, 1] : tensor<8x2x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x2x16xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %18 = flow.tensor.reshape %17 : tensor<8x2x16xf32> -> tensor<8x32xf32>
    %19 = flow.dispatch.workgroups(%18, %cst_11, %4) : (tensor<8x32xf32>, tensor<32x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %cst_19 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %54 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
      %55 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %56 = tensor.empty() : tensor<8x32xf32>
      %57 = linalg.fill ins(%cst_18 : f32) outs(%56 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %58 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%53, %54 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%57 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %59 = linalg.generic {indexing_maps = [#map1, #map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%58, %cst_19, %55 : tensor<8x32xf32>, tensor<32xf32>, tensor<8x32xf32>) outs(%56 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_20: f32, %in_21: f32, %out: f32):
        %60 = arith.addf %in, %in_20 : f32
        %61 = arith.addf %60, %in_21 : f32
        linalg.yield %61 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %59, %arg4, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %20 = flow.dispatch.workgroups(%19) : (tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %cst_19 = arith.constant 3.200000e+01 : f32
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %54 = tensor.empty() : tensor<8x32xf32>
      %55 = tensor.empty() : tensor<8xf32>
      %56 = linalg.fill ins(%cst_18 : f32) outs(%55 : tensor<8xf32>) -> tensor<8xf32>
      %57 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%53 : tensor<8x32xf32>) outs(%56 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %59 = arith.addf %in, %out : f32
        linalg.yield %59 : f32
      } -> tensor<8xf32>
      %58 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%53, %57 : tensor<8x32xf32>, tensor<8xf32>) outs(%54 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_20: f32, %out: f32):
        %59 = arith.divf %in_20, %cst_19 : f32
        %60 = arith.subf %in, %59 : f32
        linalg.yield %60 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %58, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %21 = flow.dispatch.workgroups(%20) : (tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %cst_19 = arith.constant 3.200000e+01 : f32
      %cst_20 = arith.constant 9.99999996E-13 : f32
      %cst_21 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
      %cst_22 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %54 = tensor.empty() : tensor<8x32xf32>
      %55 = tensor.empty() : tensor<8xf32>
      %56 = linalg.fill ins(%cst_18 : f32) outs(%55 : tensor<8xf32>) -> tensor<8xf32>
      %57 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%53 : tensor<8x32xf32>) outs(%56 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %59 = arith.mulf %in, %in : f32
        %60 = arith.addf %59, %out : f32
        linalg.yield %60 : f32
      } -> tensor<8xf32>
      %58 = linalg.generic {indexing_maps = [#map1, #map, #map2, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%53, %57, %cst_21, %cst_22 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%54 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_23: f32, %in_24: f32, %in_25: f32, %out: f32):
        %59 = arith.divf %in_23, %cst_19 : f32
        %60 = arith.addf %59, %cst_20 : f32
        %61 = math.rsqrt %60 : f32
        %62 = arith.mulf %in, %61 : f32
        %63 = arith.mulf %62, %in_24 : f32
        %64 = arith.addf %63, %in_25 : f32
        linalg.yield %64 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %58, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %22 = flow.dispatch.workgroups(%21, %cst_10) : (tensor<8x32xf32>, tensor<64x32xf32>) -> tensor<8x64xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %cst_19 = arith.constant 1.41421354 : f32
      %cst_20 = arith.constant 1.000000e+00 : f32
      %cst_21 = arith.constant 5.000000e-01 : f32
      %cst_22 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %54 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [64, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>> -> tensor<64x32xf32>
      %55 = tensor.empty() : tensor<8x64xf32>
      %56 = linalg.fill ins(%cst_18 : f32) outs(%55 : tensor<8x64xf32>) -> tensor<8x64xf32>
      %57 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%53, %54 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%56 : tensor<8x64xf32>) -> tensor<8x64xf32>
      %58 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%57, %cst_22 : tensor<8x64xf32>, tensor<64xf32>) outs(%55 : tensor<8x64xf32>) {
      ^bb0(%in: f32, %in_23: f32, %out: f32):
        %59 = arith.addf %in, %in_23 : f32
        %60 = arith.divf %59, %cst_19 : f32
        %61 = math.erf %60 : f32
        %62 = arith.addf %61, %cst_20 : f32
        %63 = arith.mulf %62, %cst_21 : f32
        %64 = arith.mulf %59, %63 : f32
        linalg.yield %64 : f32
      } -> tensor<8x64xf32>
      iree_tensor_ext.dispatch.tensor.store %58, %arg3, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : tensor<8x64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %23 = flow.dispatch.workgroups(%22, %cst_9, %21) : (tensor<8x64xf32>, tensor<32x64xf32>, tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %cst_19 = arith.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>> -> tensor<8x64xf32>
      %54 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>> -> tensor<32x64xf32>
      %55 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %56 = tensor.empty() : tensor<8x32xf32>
      %57 = linalg.fill ins(%cst_18 : f32) outs(%56 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %58 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%53, %54 : tensor<8x64xf32>, tensor<32x64xf32>) outs(%57 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %59 = linalg.generic {indexing_maps = [#map1, #map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%58, %cst_19, %55 : tensor<8x32xf32>, tensor<32xf32>, tensor<8x32xf32>) outs(%56 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_20: f32, %in_21: f32, %out: f32):
        %60 = arith.addf %in, %in_20 : f32
        %61 = arith.addf %60, %in_21 : f32
        linalg.yield %61 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %59, %arg4, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %24 = flow.dispatch.workgroups(%23) : (tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %cst_19 = arith.constant 3.200000e+01 : f32
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %54 = tensor.empty() : tensor<8x32xf32>
      %55 = tensor.empty() : tensor<8xf32>
      %56 = linalg.fill ins(%cst_18 : f32) outs(%55 : tensor<8xf32>) -> tensor<8xf32>
      %57 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%53 : tensor<8x32xf32>) outs(%56 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %59 = arith.addf %in, %out : f32
        linalg.yield %59 : f32
      } -> tensor<8xf32>
      %58 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%53, %57 : tensor<8x32xf32>, tensor<8xf32>) outs(%54 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_20: f32, %out: f32):
        %59 = arith.divf %in_20, %cst_19 : f32
        %60 = arith.subf %in, %59 : f32
        linalg.yield %60 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %58, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %25 = flow.dispatch.workgroups(%24) : (tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %cst_19 = arith.constant 3.200000e+01 : f32
      %cst_20 = arith.constant 9.99999996E-13 : f32
      %cst_21 = arith.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
      %cst_22 = arith.constant dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %54 = tensor.empty() : tensor<8x32xf32>
      %55 = tensor.empty() : tensor<8xf32>
      %56 = linalg.fill ins(%cst_18 : f32) outs(%55 : tensor<8xf32>) -> tensor<8xf32>
      %57 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%53 : tensor<8x32xf32>) outs(%56 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %59 = arith.mulf %in, %in : f32
        %60 = arith.addf %59, %out : f32
        linalg.yield %60 : f32
      } -> tensor<8xf32>
      %58 = linalg.generic {indexing_maps = [#map1, #map, #map2, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%53, %57, %cst_21, %cst_22 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%54 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_23: f32, %in_24: f32, %in_25: f32, %out: f32):
        %59 = arith.divf %in_23, %cst_19 : f32
        %60 = arith.addf %59, %cst_20 : f32
        %61 = math.rsqrt %60 : f32
        %62 = arith.mulf %in, %61 : f32
        %63 = arith.mulf %62, %in_24 : f32
        %64 = arith.addf %63, %in_25 : f32
        linalg.yield %64 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %58, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %26 = flow.dispatch.workgroups(%25, %cst_8) : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %54 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
      %55 = tensor.empty() : tensor<8x32xf32>
      %56 = linalg.fill ins(%cst_18 : f32) outs(%55 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %57 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%53, %54 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%56 : tensor<8x32xf32>) -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %57, %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %27 = flow.tensor.reshape %26 : tensor<8x32xf32> -> tensor<8x2x16xf32>
    %28 = flow.tensor.reshape %cst_7 : tensor<32xf32> -> tensor<2x16xf32>
    %29 = flow.dispatch.workgroups(%27, %28) : (tensor<8x2x16xf32>, tensor<2x16xf32>) -> tensor<2x8x16xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x16xf32>>) {
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [8, 2, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x16xf32>> -> tensor<8x2x16xf32>
      %54 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
      %55 = tensor.empty() : tensor<2x8x16xf32>
      %56 = linalg.generic {indexing_maps = [#map6, #map4, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %54 : tensor<8x2x16xf32>, tensor<2x16xf32>) outs(%55 : tensor<2x8x16xf32>) {
      ^bb0(%in: f32, %in_18: f32, %out: f32):
        %57 = arith.addf %in, %in_18 : f32
        linalg.yield %57 : f32
      } -> tensor<2x8x16xf32>
      iree_tensor_ext.dispatch.tensor.store %56, %arg3, offsets = [0, 0, 0], sizes = [2, 8, 16], strides = [1, 1, 1] : tensor<2x8x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x16xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %30 = flow.dispatch.workgroups(%25, %cst_6) : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<32x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x8xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %cst_19 = arith.constant dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %54 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
      %55 = tensor.empty() : tensor<32x8xf32>
      %56 = tensor.empty() : tensor<8x32xf32>
      %57 = linalg.fill ins(%cst_18 : f32) outs(%56 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %58 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%53, %54 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%57 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %59 = linalg.generic {indexing_maps = [#map1, #map2, #map8], iterator_types = ["parallel", "parallel"]} ins(%58, %cst_19 : tensor<8x32xf32>, tensor<32xf32>) outs(%55 : tensor<32x8xf32>) {
      ^bb0(%in: f32, %in_20: f32, %out: f32):
        %60 = arith.addf %in, %in_20 : f32
        linalg.yield %60 : f32
      } -> tensor<32x8xf32>
      iree_tensor_ext.dispatch.tensor.store %59, %arg3, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : tensor<32x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %31 = flow.dispatch.workgroups(%25, %cst_5) : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %54 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
      %55 = tensor.empty() : tensor<8x32xf32>
      %56 = linalg.fill ins(%cst_18 : f32) outs(%55 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %57 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%53, %54 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%56 : tensor<8x32xf32>) -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %57, %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %32 = flow.tensor.reshape %31 : tensor<8x32xf32> -> tensor<8x2x16xf32>
    %33 = flow.tensor.reshape %cst_4 : tensor<32xf32> -> tensor<2x16xf32>
    %34 = flow.dispatch.workgroups(%32, %33) : (tensor<8x2x16xf32>, tensor<2x16xf32>) -> tensor<2x8x16xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x16xf32>>) {
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [8, 2, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x16xf32>> -> tensor<8x2x16xf32>
      %54 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
      %55 = tensor.empty() : tensor<2x8x16xf32>
      %56 = linalg.generic {indexing_maps = [#map6, #map4, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %54 : tensor<8x2x16xf32>, tensor<2x16xf32>) outs(%55 : tensor<2x8x16xf32>) {
      ^bb0(%in: f32, %in_18: f32, %out: f32):
        %57 = arith.addf %in, %in_18 : f32
        linalg.yield %57 : f32
      } -> tensor<2x8x16xf32>
      iree_tensor_ext.dispatch.tensor.store %56, %arg3, offsets = [0, 0, 0], sizes = [2, 8, 16], strides = [1, 1, 1] : tensor<2x8x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x16xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %35 = flow.tensor.reshape %30 : tensor<32x8xf32> -> tensor<2x16x8xf32>
    %36 = flow.dispatch.workgroups(%29, %35) : (tensor<2x8x16xf32>, tensor<2x16x8xf32>) -> tensor<2x8x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16x8xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x8xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %cst_19 = arith.constant 4.000000e+00 : f32
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [2, 8, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x16xf32>> -> tensor<2x8x16xf32>
      %54 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [2, 16, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16x8xf32>> -> tensor<2x16x8xf32>
      %55 = tensor.empty() : tensor<2x8x8xf32>
      %56 = linalg.fill ins(%cst_18 : f32) outs(%55 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
      %57 = linalg.batch_matmul ins(%53, %54 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%56 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
      %58 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57 : tensor<2x8x8xf32>) outs(%55 : tensor<2x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %59 = arith.divf %in, %cst_19 : f32
        linalg.yield %59 : f32
      } -> tensor<2x8x8xf32>
      iree_tensor_ext.dispatch.tensor.store %58, %arg3, offsets = [0, 0, 0], sizes = [2, 8, 8], strides = [1, 1, 1] : tensor<2x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %37 = flow.dispatch.workgroups(%36) : (tensor<2x8x8xf32>) -> tensor<2x8x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x8xf32>>) {
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [2, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x8xf32>> -> tensor<2x8x8xf32>
      %54 = tensor.empty() : tensor<2x8x8xf32>
      %55 = linalg.softmax dimension(2) ins(%53 : tensor<2x8x8xf32>) outs(%54 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
      iree_tensor_ext.dispatch.tensor.store %55, %arg2, offsets = [0, 0, 0], sizes = [2, 8, 8], strides = [1, 1, 1] : tensor<2x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %38 = flow.dispatch.workgroups(%37, %34) : (tensor<2x8x8xf32>, tensor<2x8x16xf32>) -> tensor<8x2x16xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x16xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x2x16xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [2, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x8xf32>> -> tensor<2x8x8xf32>
      %54 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [2, 8, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x16xf32>> -> tensor<2x8x16xf32>
      %55 = tensor.empty() : tensor<8x2x16xf32>
      %56 = tensor.empty() : tensor<2x8x16xf32>
      %57 = linalg.fill ins(%cst_18 : f32) outs(%56 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
      %58 = linalg.batch_matmul ins(%53, %54 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%57 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
      %59 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<2x8x16xf32>) outs(%55 : tensor<8x2x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x2x16xf32>
      iree_tensor_ext.dispatch.tensor.store %59, %arg3, offsets = [0, 0, 0], sizes = [8, 2, 16], strides = [1, 1, 1] : tensor<8x2x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x2x16xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %39 = flow.tensor.reshape %38 : tensor<8x2x16xf32> -> tensor<8x32xf32>
    %40 = flow.dispatch.workgroups(%39, %cst_3, %25) : (tensor<8x32xf32>, tensor<32x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %cst_19 = arith.constant dense_resource<torch_tensor_32_torch.float32_14> : tensor<32xf32>
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %54 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
      %55 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %56 = tensor.empty() : tensor<8x32xf32>
      %57 = linalg.fill ins(%cst_18 : f32) outs(%56 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %58 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%53, %54 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%57 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %59 = linalg.generic {indexing_maps = [#map1, #map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%58, %cst_19, %55 : tensor<8x32xf32>, tensor<32xf32>, tensor<8x32xf32>) outs(%56 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_20: f32, %in_21: f32, %out: f32):
        %60 = arith.addf %in, %in_20 : f32
        %61 = arith.addf %60, %in_21 : f32
        linalg.yield %61 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %59, %arg4, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %41 = flow.dispatch.workgroups(%40) : (tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %cst_19 = arith.constant 3.200000e+01 : f32
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %54 = tensor.empty() : tensor<8x32xf32>
      %55 = tensor.empty() : tensor<8xf32>
      %56 = linalg.fill ins(%cst_18 : f32) outs(%55 : tensor<8xf32>) -> tensor<8xf32>
      %57 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%53 : tensor<8x32xf32>) outs(%56 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %59 = arith.addf %in, %out : f32
        linalg.yield %59 : f32
      } -> tensor<8xf32>
      %58 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%53, %57 : tensor<8x32xf32>, tensor<8xf32>) outs(%54 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_20: f32, %out: f32):
        %59 = arith.divf %in_20, %cst_19 : f32
        %60 = arith.subf %in, %59 : f32
        linalg.yield %60 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %58, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %42 = flow.dispatch.workgroups(%41) : (tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %cst_19 = arith.constant 3.200000e+01 : f32
      %cst_20 = arith.constant 9.99999996E-13 : f32
      %cst_21 = arith.constant dense_resource<torch_tensor_32_torch.float32_15> : tensor<32xf32>
      %cst_22 = arith.constant dense_resource<torch_tensor_32_torch.float32_16> : tensor<32xf32>
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %54 = tensor.empty() : tensor<8x32xf32>
      %55 = tensor.empty() : tensor<8xf32>
      %56 = linalg.fill ins(%cst_18 : f32) outs(%55 : tensor<8xf32>) -> tensor<8xf32>
      %57 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%53 : tensor<8x32xf32>) outs(%56 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %59 = arith.mulf %in, %in : f32
        %60 = arith.addf %59, %out : f32
        linalg.yield %60 : f32
      } -> tensor<8xf32>
      %58 = linalg.generic {indexing_maps = [#map1, #map, #map2, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%53, %57, %cst_21, %cst_22 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%54 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_23: f32, %in_24: f32, %in_25: f32, %out: f32):
        %59 = arith.divf %in_23, %cst_19 : f32
        %60 = arith.addf %59, %cst_20 : f32
        %61 = math.rsqrt %60 : f32
        %62 = arith.mulf %in, %61 : f32
        %63 = arith.mulf %62, %in_24 : f32
        %64 = arith.addf %63, %in_25 : f32
        linalg.yield %64 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %58, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %43 = flow.dispatch.workgroups(%42, %cst_2) : (tensor<8x32xf32>, tensor<64x32xf32>) -> tensor<8x64xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %cst_19 = arith.constant 1.41421354 : f32
      %cst_20 = arith.constant 1.000000e+00 : f32
      %cst_21 = arith.constant 5.000000e-01 : f32
      %cst_22 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %54 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [64, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>> -> tensor<64x32xf32>
      %55 = tensor.empty() : tensor<8x64xf32>
      %56 = linalg.fill ins(%cst_18 : f32) outs(%55 : tensor<8x64xf32>) -> tensor<8x64xf32>
      %57 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%53, %54 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%56 : tensor<8x64xf32>) -> tensor<8x64xf32>
      %58 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%57, %cst_22 : tensor<8x64xf32>, tensor<64xf32>) outs(%55 : tensor<8x64xf32>) {
      ^bb0(%in: f32, %in_23: f32, %out: f32):
        %59 = arith.addf %in, %in_23 : f32
        %60 = arith.divf %59, %cst_19 : f32
        %61 = math.erf %60 : f32
        %62 = arith.addf %61, %cst_20 : f32
        %63 = arith.mulf %62, %cst_21 : f32
        %64 = arith.mulf %59, %63 : f32
        linalg.yield %64 : f32
      } -> tensor<8x64xf32>
      iree_tensor_ext.dispatch.tensor.store %58, %arg3, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : tensor<8x64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %44 = flow.dispatch.workgroups(%43, %cst_1, %42) : (tensor<8x64xf32>, tensor<32x64xf32>, tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %cst_19 = arith.constant dense_resource<torch_tensor_32_torch.float32_17> : tensor<32xf32>
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>> -> tensor<8x64xf32>
      %54 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>> -> tensor<32x64xf32>
      %55 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %56 = tensor.empty() : tensor<8x32xf32>
      %57 = linalg.fill ins(%cst_18 : f32) outs(%56 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %58 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%53, %54 : tensor<8x64xf32>, tensor<32x64xf32>) outs(%57 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %59 = linalg.generic {indexing_maps = [#map1, #map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%58, %cst_19, %55 : tensor<8x32xf32>, tensor<32xf32>, tensor<8x32xf32>) outs(%56 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_20: f32, %in_21: f32, %out: f32):
        %60 = arith.addf %in, %in_20 : f32
        %61 = arith.addf %60, %in_21 : f32
        linalg.yield %61 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %59, %arg4, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %45 = flow.dispatch.workgroups(%44) : (tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %cst_19 = arith.constant 3.200000e+01 : f32
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %54 = tensor.empty() : tensor<8x32xf32>
      %55 = tensor.empty() : tensor<8xf32>
      %56 = linalg.fill ins(%cst_18 : f32) outs(%55 : tensor<8xf32>) -> tensor<8xf32>
      %57 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%53 : tensor<8x32xf32>) outs(%56 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %59 = arith.addf %in, %out : f32
        linalg.yield %59 : f32
      } -> tensor<8xf32>
      %58 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%53, %57 : tensor<8x32xf32>, tensor<8xf32>) outs(%54 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_20: f32, %out: f32):
        %59 = arith.divf %in_20, %cst_19 : f32
        %60 = arith.subf %in, %59 : f32
        linalg.yield %60 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %58, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %46 = flow.dispatch.workgroups(%45) : (tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %cst_19 = arith.constant 3.200000e+01 : f32
      %cst_20 = arith.constant 9.99999996E-13 : f32
      %cst_21 = arith.constant dense_resource<torch_tensor_32_torch.float32_18> : tensor<32xf32>
      %cst_22 = arith.constant dense_resource<torch_tensor_32_torch.float32_19> : tensor<32xf32>
      %53 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %54 = tensor.empty() : tensor<8x32xf32>
      %55 = tensor.empty() : tensor<8xf32>
      %56 = linalg.fill ins(%cst_18 : f32) outs(%55 : tensor<8xf32>) -> tensor<8xf32>
      %57 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%53 : tensor<8x32xf32>) outs(%56 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %59 = arith.mulf %in, %in : f32
        %60 = arith.addf %59, %out : f32
        linalg.yield %60 : f32
      } -> tensor<8xf32>
      %58 = linalg.generic {indexing_maps = [#map1, #map, #map2, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%53, %57, %cst_21, %cst_22 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%54 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_23: f32, %in_24: f32, %in_25: f32, %out: f32):
        %59 = arith.divf %in_23, %cst_19 : f32
        %60 = arith.addf %59, %cst_20 : f32
        %61 = math.rsqrt %60 : f32
        %62 = arith.mulf %in, %61 : f32
        %63 = arith.mulf %62, %in_24 : f32
        %64 = arith.addf %63, %in_25 : f32
        linalg.yield %64 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %58, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %47 = flow.tensor.reshape %46 : tensor<8x32xf32> -> tensor<1x8x32xf32>
    %48 = flow.tensor.reshape %46 : tensor<8x32xf32> -> tensor<1x8x1x32xf32>
    %49 = flow.tensor.reshape %cst : tensor<32xf32> -> tensor<1x32xf32>
    %50 = flow.dispatch.workgroups(%48, %cst_0, %49) : (tensor<1x8x1x32xf32>, tensor<32x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x1x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x32xf32>>) {
      %cst_18 = arith.constant 0.000000e+00 : f32
      %53 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
      %54 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [1, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32xf32>> -> tensor<1x32xf32>
      %55 = tensor.empty() : tensor<1x32xf32>
      %56 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [1, 1, 1, 32], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x1x32xf32>> -> tensor<1x32xf32>
      %57 = linalg.fill ins(%cst_18 : f32) outs(%55 : tensor<1x32xf32>) -> tensor<1x32xf32>
      %58 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%56, %53 : tensor<1x32xf32>, tensor<32x32xf32>) outs(%57 : tensor<1x32xf32>) -> tensor<1x32xf32>
      %59 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%58, %54 : tensor<1x32xf32>, tensor<1x32xf32>) outs(%55 : tensor<1x32xf32>) {
      ^bb0(%in: f32, %in_19: f32, %out: f32):
        %60 = arith.addf %in, %in_19 : f32
        %61 = math.tanh %60 : f32
        linalg.yield %61 : f32
      } -> tensor<1x32xf32>
      iree_tensor_ext.dispatch.tensor.store %59, %arg4, offsets = [0, 0], sizes = [1, 32], strides = [1, 1] : tensor<1x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %51 = hal.tensor.export %47 "output0" : tensor<1x8x32xf32> -> !hal.buffer_view
    %52 = hal.tensor.export %50 "output1" : tensor<1x32xf32> -> !hal.buffer_view
    util.return %51, %52 : !hal.buffer_view, !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=4f0f272bad02 torch_mlir=ab235db08ed4 linalg_on_tensors_mlir=cfcb383fe200 iree_input=bef546b186dc iree_abi=98e3f30f3328 iree_preprocessing=7daa77579e28 iree_global_optimization=c7572c791f0c
