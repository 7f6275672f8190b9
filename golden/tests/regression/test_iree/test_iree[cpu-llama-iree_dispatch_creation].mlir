#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d2, d0, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.global private @__hoisted_tensor_8xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %0 = flow.dispatch.workgroups() : () -> tensor<8xf32> =
        (%arg0: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>) {
      %1 = tensor.empty() : tensor<8xf32>
      %2 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%1 : tensor<8xf32>) {
      ^bb0(%out: f32):
        %3 = linalg.index 0 : index
        %4 = arith.index_cast %3 : index to i64
        %5 = arith.sitofp %4 : i64 to f32
        linalg.yield %5 : f32
      } -> tensor<8xf32>
      iree_tensor_ext.dispatch.tensor.store %2, %arg0, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    util.global.store %0, @__hoisted_tensor_8xf32 : tensor<8xf32>
    util.return
  }
  util.global private @__hoisted_tensor_8x1x4xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x1x4xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %cst = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %__hoisted_tensor_8xf32 = util.global.load @__hoisted_tensor_8xf32 : tensor<8xf32>
    %0 = flow.tensor.reshape %cst : tensor<4xf32> -> tensor<1x4x1xf32>
    %1 = flow.tensor.reshape %__hoisted_tensor_8xf32 : tensor<8xf32> -> tensor<1x1x8xf32>
    %2 = flow.dispatch.workgroups(%0, %1) : (tensor<1x4x1xf32>, tensor<1x1x8xf32>) -> tensor<8x1x4xf32> =
        (%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x1xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x1x4xf32>>) {
      %cst_0 = arith.constant 0.000000e+00 : f32
      %3 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 1], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x1xf32>> -> tensor<1x4x1xf32>
      %4 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 1, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x8xf32>> -> tensor<1x1x8xf32>
      %5 = tensor.empty() : tensor<8x1x4xf32>
      %6 = tensor.empty() : tensor<1x4x8xf32>
      %7 = linalg.fill ins(%cst_0 : f32) outs(%6 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %8 = linalg.batch_matmul ins(%3, %4 : tensor<1x4x1xf32>, tensor<1x1x8xf32>) outs(%7 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
      %9 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x4x8xf32>) outs(%5 : tensor<8x1x4xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x1x4xf32>
      iree_tensor_ext.dispatch.tensor.store %9, %arg2, offsets = [0, 0, 0], sizes = [8, 1, 4], strides = [1, 1, 1] : tensor<8x1x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x1x4xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    util.global.store %2, @__hoisted_tensor_8x1x4xf32 : tensor<8x1x4xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x8x8xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x8x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__hoisted_tensor_8x1x4xf32 = util.global.load @__hoisted_tensor_8x1x4xf32 : tensor<8x1x4xf32>
    %0 = flow.tensor.reshape %__hoisted_tensor_8x1x4xf32 : tensor<8x1x4xf32> -> tensor<8x4xf32>
    %1 = tensor.empty() : tensor<1x8x8xf32>
    %2 = flow.dispatch.workgroups(%0, %1) : (tensor<8x4xf32>, tensor<1x8x8xf32>) -> %1 =
        (%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x8x8xf32>>) {
      %4 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
      iree_tensor_ext.dispatch.tensor.store %4, %arg1, offsets = [0, 0, 0], sizes = [1, 8, 4], strides = [1, 1, 1] : tensor<8x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %3 = flow.dispatch.workgroups(%0, %2) : (tensor<8x4xf32>, tensor<1x8x8xf32>) -> %2 =
        (%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x8x8xf32>>) {
      %4 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
      iree_tensor_ext.dispatch.tensor.store %4, %arg1, offsets = [0, 0, 4], sizes = [1, 8, 4], strides = [1, 1, 1] : tensor<8x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    util.global.store %3, @__hoisted_tensor_1x8x8xf32 : tensor<1x8x8xf32>
    util.return
  }
  util.global private @__hoisted_tensor_8x8xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__hoisted_tensor_1x8x8xf32 = util.global.load @__hoisted_tensor_1x8x8xf32 : tensor<1x8x8xf32>
    %0 = flow.tensor.reshape %__hoisted_tensor_1x8x8xf32 : tensor<1x8x8xf32> -> tensor<64xf32>
    %1 = flow.dispatch.workgroups(%0) : (tensor<64xf32>) -> tensor<64xf32> =
        (%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>) {
      %3 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
      %4 = tensor.empty() : tensor<64xf32>
      %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<64xf32>) outs(%4 : tensor<64xf32>) {
      ^bb0(%in: f32, %out: f32):
        %6 = math.cos %in : f32
        linalg.yield %6 : f32
      } -> tensor<64xf32>
      iree_tensor_ext.dispatch.tensor.store %5, %arg1, offsets = [0], sizes = [64], strides = [1] : tensor<64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %2 = flow.tensor.reshape %1 : tensor<64xf32> -> tensor<8x8xf32>
    util.global.store %2, @__hoisted_tensor_8x8xf32 : tensor<8x8xf32>
    util.return
  }
  util.global private @__hoisted_tensor_8x8xf32_0 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__hoisted_tensor_1x8x8xf32 = util.global.load @__hoisted_tensor_1x8x8xf32 : tensor<1x8x8xf32>
    %0 = flow.tensor.reshape %__hoisted_tensor_1x8x8xf32 : tensor<1x8x8xf32> -> tensor<64xf32>
    %1 = flow.dispatch.workgroups(%0) : (tensor<64xf32>) -> tensor<64xf32> =
        (%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>) {
      %3 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
      %4 = tensor.empty() : tensor<64xf32>
      %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<64xf32>) outs(%4 : tensor<64xf32>) {
      ^bb0(%in: f32, %out: f32):
        %6 = math.sin %in : f32
        linalg.yield %6 : f32
      } -> tensor<64xf32>
      iree_tensor_ext.dispatch.tensor.store %5, %arg1, offsets = [0], sizes = [64], strides = [1] : tensor<64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %2 = flow.tensor.reshape %1 : tensor<64xf32> -> tensor<8x8xf32>
    util.global.store %2, @__hoisted_tensor_8x8xf32_0 : tensor<8x8xf32>
    util.return
  }
  util.global private @__hoisted_tensor_8x8xi64 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x8xi64>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %0 = flow.dispatch.workgroups() : () -> tensor<64xi64> =
        (%arg0: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xi64>>) {
      %c8 = arith.constant 8 : index
      %2 = tensor.empty() : tensor<64xi64>
      %3 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%2 : tensor<64xi64>) {
      ^bb0(%out: i64):
        %4 = linalg.index 0 : index
        %5 = arith.remsi %4, %c8 : index
        %6 = arith.divsi %4, %c8 : index
        %7 = arith.index_cast %6 : index to i64
        %8 = arith.index_cast %5 : index to i64
        %9 = arith.subi %8, %7 : i64
        linalg.yield %9 : i64
      } -> tensor<64xi64>
      iree_tensor_ext.dispatch.tensor.store %3, %arg0, offsets = [0], sizes = [64], strides = [1] : tensor<64xi64> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xi64>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %1 = flow.tensor.reshape %0 : tensor<64xi64> -> tensor<8x8xi64>
    util.global.store %1, @__hoisted_tensor_8x8xi64 : tensor<8x8xi64>
    util.return
  }
  util.global private @__hoisted_tensor_8x8xf32_1 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x8xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__hoisted_tensor_8x8xi64 = util.global.load @__hoisted_tensor_8x8xi64 : tensor<8x8xi64>
    %0 = flow.tensor.reshape %__hoisted_tensor_8x8xi64 : tensor<8x8xi64> -> tensor<64xi64>
    %1 = flow.dispatch.workgroups(%0) : (tensor<64xi64>) -> tensor<64xf32> =
        (%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xi64>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>) {
      %cst = arith.constant -3.40282347E+38 : f32
      %cst_0 = arith.constant 0.000000e+00 : f32
      %c1_i64 = arith.constant 1 : i64
      %3 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xi64>> -> tensor<64xi64>
      %4 = tensor.empty() : tensor<64xf32>
      %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<64xi64>) outs(%4 : tensor<64xf32>) {
      ^bb0(%in: i64, %out: f32):
        %6 = arith.cmpi sge, %in, %c1_i64 : i64
        %7 = arith.select %6, %cst, %cst_0 : f32
        linalg.yield %7 : f32
      } -> tensor<64xf32>
      iree_tensor_ext.dispatch.tensor.store %5, %arg1, offsets = [0], sizes = [64], strides = [1] : tensor<64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %2 = flow.tensor.reshape %1 : tensor<64xf32> -> tensor<8x8xf32>
    util.global.store %2, @__hoisted_tensor_8x8xf32_1 : tensor<8x8xf32>
    util.return
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8xi64>) -> (%output0: tensor<1x8x128xf32>)"}} {
    %cst = arith.constant dense_resource<torch_tensor_128_32_torch.float32_1> : tensor<128x32xf32>
    %cst_0 = arith.constant dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_3> : tensor<64x32xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_16_32_torch.float32_3> : tensor<16x32xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_16_32_torch.float32_2> : tensor<16x32xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_16_32_torch.float32_1> : tensor<16x32xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_16_32_torch.float32> : tensor<16x32xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>
    %__hoisted_tensor_8x8xf32 = util.global.load immutable @__hoisted_tensor_8x8xf32 : tensor<8x8xf32>
    %__hoisted_tensor_8x8xf32_0 = util.global.load immutable @__hoisted_tensor_8x8xf32_0 : tensor<8x8xf32>
    %__hoisted_tensor_8x8xf32_1 = util.global.load immutable @__hoisted_tensor_8x8xf32_1 : tensor<8x8xf32>
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x8xi64>
    %1 = flow.tensor.reshape %0 : tensor<1x8xi64> -> tensor<8xi64>
    %2 = flow.dispatch.workgroups(%cst_14, %1) : (tensor<128x32xf32>, tensor<8xi64>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi64>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_15 = arith.constant 5.65685415 : f32
      %c128 = arith.constant 128 : index
      %c0_i64 = arith.constant 0 : i64
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [128, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x32xf32>> -> tensor<128x32xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi64>> -> tensor<8xi64>
      %61 = tensor.empty() : tensor<8x32xf32>
      %62 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%60 : tensor<8xi64>) outs(%61 : tensor<8x32xf32>) {
      ^bb0(%in: i64, %out: f32):
        %63 = linalg.index 1 : index
        %64 = arith.index_cast %in : i64 to index
        %65 = arith.cmpi slt, %64, %c128 : index
        cf.assert %65, "index must be smaller than dim size"
        %66 = arith.cmpi sge, %in, %c0_i64 : i64
        cf.assert %66, "index must be larger or equal to 0"
        %extracted = tensor.extract %59[%64, %63] : tensor<128x32xf32>
        %67 = arith.mulf %extracted, %cst_15 : f32
        linalg.yield %67 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %62, %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %3 = flow.dispatch.workgroups(%2) : (tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %cst_16 = arith.constant 3.200000e+01 : f32
      %cst_17 = arith.constant 9.99999997E-7 : f32
      %cst_18 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
      %c2_i64 = arith.constant 2 : i64
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %60 = tensor.empty() : tensor<8x32xf32>
      %61 = tensor.empty() : tensor<8xf32>
      %62 = linalg.fill ins(%cst_15 : f32) outs(%61 : tensor<8xf32>) -> tensor<8xf32>
      %63 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "reduction"]} ins(%59 : tensor<8x32xf32>) outs(%62 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %65 = math.fpowi %in, %c2_i64 : f32, i64
        %66 = arith.addf %65, %out : f32
        linalg.yield %66 : f32
      } -> tensor<8xf32>
      %64 = linalg.generic {indexing_maps = [#map5, #map4, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_18, %59, %63 : tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>) outs(%60 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_19: f32, %in_20: f32, %out: f32):
        %65 = arith.divf %in_20, %cst_16 : f32
        %66 = arith.addf %65, %cst_17 : f32
        %67 = math.rsqrt %66 : f32
        %68 = arith.mulf %in_19, %67 : f32
        %69 = arith.mulf %in, %68 : f32
        linalg.yield %69 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %64, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %4 = flow.dispatch.workgroups(%3, %cst_13) : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
      %61 = tensor.empty() : tensor<8x32xf32>
      %62 = linalg.fill ins(%cst_15 : f32) outs(%61 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %63 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%59, %60 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%62 : tensor<8x32xf32>) -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %63, %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %5 = flow.tensor.reshape %4 : tensor<8x32xf32> -> tensor<8x4x2x4xf32>
    %6 = flow.dispatch.workgroups(%3, %cst_12) : (tensor<8x32xf32>, tensor<16x32xf32>) -> tensor<8x16xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [16, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x32xf32>> -> tensor<16x32xf32>
      %61 = tensor.empty() : tensor<8x16xf32>
      %62 = linalg.fill ins(%cst_15 : f32) outs(%61 : tensor<8x16xf32>) -> tensor<8x16xf32>
      %63 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%59, %60 : tensor<8x32xf32>, tensor<16x32xf32>) outs(%62 : tensor<8x16xf32>) -> tensor<8x16xf32>
      iree_tensor_ext.dispatch.tensor.store %63, %arg3, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : tensor<8x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %7 = flow.tensor.reshape %6 : tensor<8x16xf32> -> tensor<8x2x2x4xf32>
    %8 = flow.dispatch.workgroups(%3, %cst_11) : (tensor<8x32xf32>, tensor<16x32xf32>) -> tensor<8x16xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [16, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x32xf32>> -> tensor<16x32xf32>
      %61 = tensor.empty() : tensor<8x16xf32>
      %62 = linalg.fill ins(%cst_15 : f32) outs(%61 : tensor<8x16xf32>) -> tensor<8x16xf32>
      %63 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%59, %60 : tensor<8x32xf32>, tensor<16x32xf32>) outs(%62 : tensor<8x16xf32>) -> tensor<8x16xf32>
      iree_tensor_ext.dispatch.tensor.store %63, %arg3, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : tensor<8x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %9 = flow.tensor.reshape %8 : tensor<8x16xf32> -> tensor<8x2x8xf32>
    %10 = flow.dispatch.workgroups(%9) : (tensor<8x2x8xf32>) -> tensor<2x2x8x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x8x8xf32>>) {
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [8, 2, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x8xf32>> -> tensor<8x2x8xf32>
      %60 = tensor.empty() : tensor<2x2x8x8xf32>
      %61 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<8x2x8xf32>) outs(%60 : tensor<2x2x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x2x8x8xf32>
      iree_tensor_ext.dispatch.tensor.store %61, %arg2, offsets = [0, 0, 0, 0], sizes = [2, 2, 8, 8], strides = [1, 1, 1, 1] : tensor<2x2x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %11 = flow.tensor.reshape %4 : tensor<8x32xf32> -> tensor<8x4x8xf32>
    %12 = flow.dispatch.workgroups(%5, %11, %__hoisted_tensor_8x8xf32, %__hoisted_tensor_8x8xf32_0) : (tensor<8x4x2x4xf32>, tensor<8x4x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<4x8x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4x2x4xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4x8xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>) {
      %c4 = arith.constant 4 : index
      %cst_15 = arith.constant 0.594603539 : f32
      %c1 = arith.constant 1 : index
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [8, 4, 2, 4], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4x2x4xf32>> -> tensor<8x4x2x4xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [8, 4, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4x8xf32>> -> tensor<8x4x8xf32>
      %61 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
      %62 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
      %63 = tensor.empty() : tensor<4x8x8xf32>
      %64 = linalg.generic {indexing_maps = [#map11, #map7, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %61, %62 : tensor<8x4x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%63 : tensor<4x8x8xf32>) {
      ^bb0(%in: f32, %in_16: f32, %in_17: f32, %out: f32):
        %65 = linalg.index 0 : index
        %66 = linalg.index 1 : index
        %67 = linalg.index 2 : index
        %68 = arith.remsi %67, %c4 : index
        %69 = arith.divsi %67, %c4 : index
        %70 = arith.subi %c1, %69 : index
        %extracted = tensor.extract %59[%66, %65, %70, %68] : tensor<8x4x2x4xf32>
        %71 = arith.negf %extracted : f32
        %72 = arith.cmpi eq, %70, %c1 : index
        %73 = arith.select %72, %71, %extracted : f32
        %74 = arith.mulf %73, %in_17 : f32
        %75 = arith.mulf %in, %in_16 : f32
        %76 = arith.addf %75, %74 : f32
        %77 = arith.mulf %76, %cst_15 : f32
        linalg.yield %77 : f32
      } -> tensor<4x8x8xf32>
      iree_tensor_ext.dispatch.tensor.store %64, %arg5, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %13 = flow.tensor.reshape %6 : tensor<8x16xf32> -> tensor<8x2x8xf32>
    %14 = flow.dispatch.workgroups(%7, %13, %__hoisted_tensor_8x8xf32, %__hoisted_tensor_8x8xf32_0) : (tensor<8x2x2x4xf32>, tensor<8x2x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<2x2x8x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x2x4xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x8xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x8x8xf32>>) {
      %c4 = arith.constant 4 : index
      %cst_15 = arith.constant 0.594603539 : f32
      %c1 = arith.constant 1 : index
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [8, 2, 2, 4], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x2x4xf32>> -> tensor<8x2x2x4xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [8, 2, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x8xf32>> -> tensor<8x2x8xf32>
      %61 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
      %62 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
      %63 = tensor.empty() : tensor<2x2x8x8xf32>
      %64 = linalg.generic {indexing_maps = [#map9, #map12, #map12, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %61, %62 : tensor<8x2x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%63 : tensor<2x2x8x8xf32>) {
      ^bb0(%in: f32, %in_16: f32, %in_17: f32, %out: f32):
        %65 = linalg.index 0 : index
        %66 = linalg.index 2 : index
        %67 = linalg.index 3 : index
        %68 = arith.remsi %67, %c4 : index
        %69 = arith.divsi %67, %c4 : index
        %70 = arith.subi %c1, %69 : index
        %extracted = tensor.extract %59[%66, %65, %70, %68] : tensor<8x2x2x4xf32>
        %71 = arith.negf %extracted : f32
        %72 = arith.cmpi eq, %70, %c1 : index
        %73 = arith.select %72, %71, %extracted : f32
        %74 = arith.mulf %73, %in_17 : f32
        %75 = arith.mulf %in, %in_16 : f32
        %76 = arith.addf %75, %74 : f32
        %77 = arith.mulf %76, %cst_15 : f32
        linalg.yield %77 : f32
      } -> tensor<2x2x8x8xf32>
      iree_tensor_ext.dispatch.tensor.store %64, %arg5, offsets = [0, 0, 0, 0], sizes = [2, 2, 8, 8], strides = [1, 1, 1, 1] : tensor<2x2x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %15 = flow.tensor.reshape %14 : tensor<2x2x8x8xf32> -> tensor<4x8x8xf32>
    %16 = flow.dispatch.workgroups(%12, %15, %__hoisted_tensor_8x8xf32_1) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<8x8xf32>) -> tensor<4x8x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
      %61 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
      %62 = tensor.empty() : tensor<4x8x8xf32>
      %63 = linalg.fill ins(%cst_15 : f32) outs(%62 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
      %64 = linalg.batch_matmul indexing_maps = [#map13, #map14, #map15] ins(%59, %60 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%63 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
      %65 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %61 : tensor<4x8x8xf32>, tensor<8x8xf32>) outs(%62 : tensor<4x8x8xf32>) {
      ^bb0(%in: f32, %in_16: f32, %out: f32):
        %66 = arith.addf %in, %in_16 : f32
        linalg.yield %66 : f32
      } -> tensor<4x8x8xf32>
      iree_tensor_ext.dispatch.tensor.store %65, %arg4, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %17 = flow.tensor.reshape %16 : tensor<4x8x8xf32> -> tensor<32x8xf32>
    %18 = flow.dispatch.workgroups(%17) : (tensor<32x8xf32>) -> tensor<32xi1> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xi1>>) {
      %cst_15 = arith.constant 0xFF800000 : f32
      %true = arith.constant true
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>> -> tensor<32x8xf32>
      %60 = tensor.empty() : tensor<32xi1>
      %61 = linalg.fill ins(%true : i1) outs(%60 : tensor<32xi1>) -> tensor<32xi1>
      %62 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "reduction"]} ins(%59 : tensor<32x8xf32>) outs(%61 : tensor<32xi1>) {
      ^bb0(%in: f32, %out: i1):
        %63 = arith.cmpf oeq, %in, %cst_15 : f32
        %64 = arith.andi %63, %out : i1
        linalg.yield %64 : i1
      } -> tensor<32xi1>
      iree_tensor_ext.dispatch.tensor.store %62, %arg2, offsets = [0], sizes = [32], strides = [1] : tensor<32xi1> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xi1>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %19 = flow.tensor.reshape %18 : tensor<32xi1> -> tensor<4x8xi1>
    %20 = flow.dispatch.workgroups(%16, %19) : (tensor<4x8x8xf32>, tensor<4x8xi1>) -> tensor<4x8x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi1>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi1>> -> tensor<4x8xi1>
      %61 = tensor.empty() : tensor<4x8x8xf32>
      %62 = linalg.softmax dimension(2) ins(%59 : tensor<4x8x8xf32>) outs(%61 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
      %63 = linalg.generic {indexing_maps = [#map8, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %62 : tensor<4x8xi1>, tensor<4x8x8xf32>) outs(%61 : tensor<4x8x8xf32>) {
      ^bb0(%in: i1, %in_16: f32, %out: f32):
        %64 = arith.select %in, %cst_15, %in_16 : f32
        linalg.yield %64 : f32
      } -> tensor<4x8x8xf32>
      iree_tensor_ext.dispatch.tensor.store %63, %arg3, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %21 = flow.tensor.reshape %10 : tensor<2x2x8x8xf32> -> tensor<4x8x8xf32>
    %22 = flow.dispatch.workgroups(%20, %21) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<8x4x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4x8xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
      %61 = tensor.empty() : tensor<8x4x8xf32>
      %62 = tensor.empty() : tensor<4x8x8xf32>
      %63 = linalg.fill ins(%cst_15 : f32) outs(%62 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
      %64 = linalg.batch_matmul ins(%59, %60 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%63 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
      %65 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<4x8x8xf32>) outs(%61 : tensor<8x4x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x4x8xf32>
      iree_tensor_ext.dispatch.tensor.store %65, %arg3, offsets = [0, 0, 0], sizes = [8, 4, 8], strides = [1, 1, 1] : tensor<8x4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %23 = flow.tensor.reshape %22 : tensor<8x4x8xf32> -> tensor<8x32xf32>
    %24 = flow.dispatch.workgroups(%23, %cst_10, %2) : (tensor<8x32xf32>, tensor<32x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
      %61 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %62 = tensor.empty() : tensor<8x32xf32>
      %63 = linalg.fill ins(%cst_15 : f32) outs(%62 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %64 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%59, %60 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%63 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %65 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%61, %64 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%62 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_16: f32, %out: f32):
        %66 = arith.addf %in, %in_16 : f32
        linalg.yield %66 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %65, %arg4, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %25 = flow.dispatch.workgroups(%24) : (tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %cst_16 = arith.constant 3.200000e+01 : f32
      %cst_17 = arith.constant 9.99999997E-7 : f32
      %cst_18 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
      %c2_i64 = arith.constant 2 : i64
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %60 = tensor.empty() : tensor<8x32xf32>
      %61 = tensor.empty() : tensor<8xf32>
      %62 = linalg.fill ins(%cst_15 : f32) outs(%61 : tensor<8xf32>) -> tensor<8xf32>
      %63 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "reduction"]} ins(%59 : tensor<8x32xf32>) outs(%62 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %65 = math.fpowi %in, %c2_i64 : f32, i64
        %66 = arith.addf %65, %out : f32
        linalg.yield %66 : f32
      } -> tensor<8xf32>
      %64 = linalg.generic {indexing_maps = [#map5, #map4, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_18, %59, %63 : tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>) outs(%60 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_19: f32, %in_20: f32, %out: f32):
        %65 = arith.divf %in_20, %cst_16 : f32
        %66 = arith.addf %65, %cst_17 : f32
        %67 = math.rsqrt %66 : f32
        %68 = arith.mulf %in_19, %67 : f32
        %69 = arith.mulf %in, %68 : f32
        linalg.yield %69 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %64, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %26 = flow.dispatch.workgroups(%25, %cst_8) : (tensor<8x32xf32>, tensor<64x32xf32>) -> tensor<8x64xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [64, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>> -> tensor<64x32xf32>
      %61 = tensor.empty() : tensor<8x64xf32>
      %62 = linalg.fill ins(%cst_15 : f32) outs(%61 : tensor<8x64xf32>) -> tensor<8x64xf32>
      %63 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%59, %60 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%62 : tensor<8x64xf32>) -> tensor<8x64xf32>
      iree_tensor_ext.dispatch.tensor.store %63, %arg3, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : tensor<8x64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %27 = flow.dispatch.workgroups(%25, %cst_9, %26) : (tensor<8x32xf32>, tensor<64x32xf32>, tensor<8x64xf32>) -> tensor<8x64xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %cst_16 = arith.constant 1.000000e+00 : f32
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [64, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>> -> tensor<64x32xf32>
      %61 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>> -> tensor<8x64xf32>
      %62 = tensor.empty() : tensor<8x64xf32>
      %63 = linalg.fill ins(%cst_15 : f32) outs(%62 : tensor<8x64xf32>) -> tensor<8x64xf32>
      %64 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%59, %60 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%63 : tensor<8x64xf32>) -> tensor<8x64xf32>
      %65 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%64, %61 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%62 : tensor<8x64xf32>) {
      ^bb0(%in: f32, %in_17: f32, %out: f32):
        %66 = arith.negf %in : f32
        %67 = math.exp %66 : f32
        %68 = arith.addf %67, %cst_16 : f32
        %69 = arith.divf %cst_16, %68 : f32
        %70 = arith.mulf %in, %69 : f32
        %71 = arith.mulf %70, %in_17 : f32
        linalg.yield %71 : f32
      } -> tensor<8x64xf32>
      iree_tensor_ext.dispatch.tensor.store %65, %arg4, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : tensor<8x64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %28 = flow.dispatch.workgroups(%27, %cst_7, %24) : (tensor<8x64xf32>, tensor<32x64xf32>, tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>> -> tensor<8x64xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>> -> tensor<32x64xf32>
      %61 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %62 = tensor.empty() : tensor<8x32xf32>
      %63 = linalg.fill ins(%cst_15 : f32) outs(%62 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %64 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%59, %60 : tensor<8x64xf32>, tensor<32x64xf32>) outs(%63 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %65 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%61, %64 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%62 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_16: f32, %out: f32):
        %66 = arith.addf %in, %in_16 : f32
        linalg.yield %66 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %65, %arg4, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %29 = flow.dispatch.workgroups(%28) : (tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %cst_16 = arith.constant 3.200000e+01 : f32
      %cst_17 = arith.constant 9.99999997E-7 : f32
      %cst_18 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
      %c2_i64 = arith.constant 2 : i64
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %60 = tensor.empty() : tensor<8x32xf32>
      %61 = tensor.empty() : tensor<8xf32>
      %62 = linalg.fill ins(%cst_15 : f32) outs(%61 : tensor<8xf32>) -> tensor<8xf32>
      %63 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "reduction"]} ins(%59 : tensor<8x32xf32>) outs(%62 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %65 = math.fpowi %in, %c2_i64 : f32, i64
        %66 = arith.addf %65, %out : f32
        linalg.yield %66 : f32
      } -> tensor<8xf32>
      %64 = linalg.generic {indexing_maps = [#map5, #map4, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_18, %59, %63 : tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>) outs(%60 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_19: f32, %in_20: f32, %out: f32):
        %65 = arith.divf %in_20, %cst_16 : f32
        %66 = arith.addf %65, %cst_17 : f32
        %67 = math.rsqrt %66 : f32
        %68 = arith.mulf %in_19, %67 : f32
        %69 = arith.mulf %in, %68 : f32
        linalg.yield %69 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %64, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %30 = flow.dispatch.workgroups(%29, %cst_6) : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
      %61 = tensor.empty() : tensor<8x32xf32>
      %62 = linalg.fill ins(%cst_15 : f32) outs(%61 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %63 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%59, %60 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%62 : tensor<8x32xf32>) -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %63, %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %31 = flow.tensor.reshape %30 : tensor<8x32xf32> -> tensor<8x4x2x4xf32>
    %32 = flow.dispatch.workgroups(%29, %cst_5) : (tensor<8x32xf32>, tensor<16x32xf32>) -> tensor<8x16xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [16, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x32xf32>> -> tensor<16x32xf32>
      %61 = tensor.empty() : tensor<8x16xf32>
      %62 = linalg.fill ins(%cst_15 : f32) outs(%61 : tensor<8x16xf32>) -> tensor<8x16xf32>
      %63 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%59, %60 : tensor<8x32xf32>, tensor<16x32xf32>) outs(%62 : tensor<8x16xf32>) -> tensor<8x16xf32>
      iree_tensor_ext.dispatch.tensor.store %63, %arg3, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : tensor<8x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %33 = flow.tensor.reshape %32 : tensor<8x16xf32> -> tensor<8x2x2x4xf32>
    %34 = flow.dispatch.workgroups(%29, %cst_4) : (tensor<8x32xf32>, tensor<16x32xf32>) -> tensor<8x16xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [16, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x32xf32>> -> tensor<16x32xf32>
      %61 = tensor.empty() : tensor<8x16xf32>
      %62 = linalg.fill ins(%cst_15 : f32) outs(%61 : tensor<8x16xf32>) -> tensor<8x16xf32>
      %63 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%59, %60 : tensor<8x32xf32>, tensor<16x32xf32>) outs(%62 : tensor<8x16xf32>) -> tensor<8x16xf32>
      iree_tensor_ext.dispatch.tensor.store %63, %arg3, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : tensor<8x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %35 = flow.tensor.reshape %34 : tensor<8x16xf32> -> tensor<8x2x8xf32>
    %36 = flow.dispatch.workgroups(%35) : (tensor<8x2x8xf32>) -> tensor<2x2x8x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x8x8xf32>>) {
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [8, 2, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x8xf32>> -> tensor<8x2x8xf32>
      %60 = tensor.empty() : tensor<2x2x8x8xf32>
      %61 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<8x2x8xf32>) outs(%60 : tensor<2x2x8x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x2x8x8xf32>
      iree_tensor_ext.dispatch.tensor.store %61, %arg2, offsets = [0, 0, 0, 0], sizes = [2, 2, 8, 8], strides = [1, 1, 1, 1] : tensor<2x2x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %37 = flow.tensor.reshape %30 : tensor<8x32xf32> -> tensor<8x4x8xf32>
    %38 = flow.dispatch.workgroups(%31, %37, %__hoisted_tensor_8x8xf32, %__hoisted_tensor_8x8xf32_0) : (tensor<8x4x2x4xf32>, tensor<8x4x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<4x8x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4x2x4xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4x8xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>) {
      %c4 = arith.constant 4 : index
      %cst_15 = arith.constant 0.594603539 : f32
      %c1 = arith.constant 1 : index
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [8, 4, 2, 4], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4x2x4xf32>> -> tensor<8x4x2x4xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [8, 4, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4x8xf32>> -> tensor<8x4x8xf32>
      %61 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
      %62 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
      %63 = tensor.empty() : tensor<4x8x8xf32>
      %64 = linalg.generic {indexing_maps = [#map11, #map7, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %61, %62 : tensor<8x4x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%63 : tensor<4x8x8xf32>) {
      ^bb0(%in: f32, %in_16: f32, %in_17: f32, %out: f32):
        %65 = linalg.index 0 : index
        %66 = linalg.index 1 : index
        %67 = linalg.index 2 : index
        %68 = arith.remsi %67, %c4 : index
        %69 = arith.divsi %67, %c4 : index
        %70 = arith.subi %c1, %69 : index
        %extracted = tensor.extract %59[%66, %65, %70, %68] : tensor<8x4x2x4xf32>
        %71 = arith.negf %extracted : f32
        %72 = arith.cmpi eq, %70, %c1 : index
        %73 = arith.select %72, %71, %extracted : f32
        %74 = arith.mulf %73, %in_17 : f32
        %75 = arith.mulf %in, %in_16 : f32
        %76 = arith.addf %75, %74 : f32
        %77 = arith.mulf %76, %cst_15 : f32
        linalg.yield %77 : f32
      } -> tensor<4x8x8xf32>
      iree_tensor_ext.dispatch.tensor.store %64, %arg5, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %39 = flow.tensor.reshape %32 : tensor<8x16xf32> -> tensor<8x2x8xf32>
    %40 = flow.dispatch.workgroups(%33, %39, %__hoisted_tensor_8x8xf32, %__hoisted_tensor_8x8xf32_0) : (tensor<8x2x2x4xf32>, tensor<8x2x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<2x2x8x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x2x4xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x8xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x8x8xf32>>) {
      %c4 = arith.constant 4 : index
      %cst_15 = arith.constant 0.594603539 : f32
      %c1 = arith.constant 1 : index
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0, 0], sizes = [8, 2, 2, 4], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x2x4xf32>> -> tensor<8x2x2x4xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [8, 2, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x8xf32>> -> tensor<8x2x8xf32>
      %61 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
      %62 = iree_tensor_ext.dispatch.tensor.load %arg4, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
      %63 = tensor.empty() : tensor<2x2x8x8xf32>
      %64 = linalg.generic {indexing_maps = [#map9, #map12, #map12, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %61, %62 : tensor<8x2x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%63 : tensor<2x2x8x8xf32>) {
      ^bb0(%in: f32, %in_16: f32, %in_17: f32, %out: f32):
        %65 = linalg.index 0 : index
        %66 = linalg.index 2 : index
        %67 = linalg.index 3 : index
        %68 = arith.remsi %67, %c4 : index
        %69 = arith.divsi %67, %c4 : index
        %70 = arith.subi %c1, %69 : index
        %extracted = tensor.extract %59[%66, %65, %70, %68] : tensor<8x2x2x4xf32>
        %71 = arith.negf %extracted : f32
        %72 = arith.cmpi eq, %70, %c1 : index
        %73 = arith.select %72, %71, %extracted : f32
        %74 = arith.mulf %73, %in_17 : f32
        %75 = arith.mulf %in, %in_16 : f32
        %76 = arith.addf %75, %74 : f32
        %77 = arith.mulf %76, %cst_15 : f32
        linalg.yield %77 : f32
      } -> tensor<2x2x8x8xf32>
      iree_tensor_ext.dispatch.tensor.store %64, %arg5, offsets = [0, 0, 0, 0], sizes = [2, 2, 8, 8], strides = [1, 1, 1, 1] : tensor<2x2x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %41 = flow.tensor.reshape %40 : tensor<2x2x8x8xf32> -> tensor<4x8x8xf32>
    %42 = flow.dispatch.workgroups(%38, %41, %__hoisted_tensor_8x8xf32_1) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<8x8xf32>) -> tensor<4x8x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
      %61 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
      %62 = tensor.empty() : tensor<4x8x8xf32>
      %63 = linalg.fill ins(%cst_15 : f32) outs(%62 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
      %64 = linalg.batch_matmul indexing_maps = [#map13, #map14, #map15] ins(%59, %60 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%63 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
      %65 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %61 : tensor<4x8x8xf32>, tensor<8x8xf32>) outs(%62 : tensor<4x8x8xf32>) {
      ^bb0(%in: f32, %in_16: f32, %out: f32):
        %66 = arith.addf %in, %in_16 : f32
        linalg.yield %66 : f32
      } -> tensor<4x8x8xf32>
      iree_tensor_ext.dispatch.tensor.store %65, %arg4, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %43 = flow.tensor.reshape %42 : tensor<4x8x8xf32> -> tensor<32x8xf32>
    %44 = flow.dispatch.workgroups(%43) : (tensor<32x8xf32>) -> tensor<32xi1> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xi1>>) {
      %cst_15 = arith.constant 0xFF800000 : f32
      %true = arith.constant true
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>> -> tensor<32x8xf32>
      %60 = tensor.empty() : tensor<32xi1>
      %61 = linalg.fill ins(%true : i1) outs(%60 : tensor<32xi1>) -> tensor<32xi1>
      %62 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "reduction"]} ins(%59 : tensor<32x8xf32>) outs(%61 : tensor<32xi1>) {
      ^bb0(%in: f32, %out: i1):
        %63 = arith.cmpf oeq, %in, %cst_15 : f32
        %64 = arith.andi %63, %out : i1
        linalg.yield %64 : i1
      } -> tensor<32xi1>
      iree_tensor_ext.dispatch.tensor.store %62, %arg2, offsets = [0], sizes = [32], strides = [1] : tensor<32xi1> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xi1>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %45 = flow.tensor.reshape %44 : tensor<32xi1> -> tensor<4x8xi1>
    %46 = flow.dispatch.workgroups(%42, %45) : (tensor<4x8x8xf32>, tensor<4x8xi1>) -> tensor<4x8x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi1>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi1>> -> tensor<4x8xi1>
      %61 = tensor.empty() : tensor<4x8x8xf32>
      %62 = linalg.softmax dimension(2) ins(%59 : tensor<4x8x8xf32>) outs(%61 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
      %63 = linalg.generic {indexing_maps = [#map8, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%60, %62 : tensor<4x8xi1>, tensor<4x8x8xf32>) outs(%61 : tensor<4x8x8xf32>) {
      ^bb0(%in: i1, %in_16: f32, %out: f32):
        %64 = arith.select %in, %cst_15, %in_16 : f32
        linalg.yield %64 : f32
      } -> tensor<4x8x8xf32>
      iree_tensor_ext.dispatch.tensor.store %63, %arg3, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %47 = flow.tensor.reshape %36 : tensor<2x2x8x8xf32> -> tensor<4x8x8xf32>
    %48 = flow.dispatch.workgroups(%46, %47) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<8x4x8xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4x8xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
      %61 = tensor.empty() : tensor<8x4x8xf32>
      %62 = tensor.empty() : tensor<4x8x8xf32>
      %63 = linalg.fill ins(%cst_15 : f32) outs(%62 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
      %64 = linalg.batch_matmul ins(%59, %60 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%63 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
      %65 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<4x8x8xf32>) outs(%61 : tensor<8x4x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x4x8xf32>
      iree_tensor_ext.dispatch.tensor.store %65, %arg3, offsets = [0, 0, 0], sizes = [8, 4, 8], strides = [1, 1, 1] : tensor<8x4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4x8xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %49 = flow.tensor.reshape %48 : tensor<8x4x8xf32> -> tensor<8x32xf32>
    %50 = flow.dispatch.workgroups(%49, %cst_3, %28) : (tensor<8x32xf32>, tensor<32x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
      %61 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %62 = tensor.empty() : tensor<8x32xf32>
      %63 = linalg.fill ins(%cst_15 : f32) outs(%62 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %64 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%59, %60 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%63 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %65 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%61, %64 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%62 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_16: f32, %out: f32):
        %66 = arith.addf %in, %in_16 : f32
        linalg.yield %66 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %65, %arg4, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %51 = flow.dispatch.workgroups(%50) : (tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %cst_16 = arith.constant 3.200000e+01 : f32
      %cst_17 = arith.constant 9.99999997E-7 : f32
      %cst_18 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
      %c2_i64 = arith.constant 2 : i64
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %60 = tensor.empty() : tensor<8x32xf32>
      %61 = tensor.empty() : tensor<8xf32>
      %62 = linalg.fill ins(%cst_15 : f32) outs(%61 : tensor<8xf32>) -> tensor<8xf32>
      %63 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "reduction"]} ins(%59 : tensor<8x32xf32>) outs(%62 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %65 = math.fpowi %in, %c2_i64 : f32, i64
        %66 = arith.addf %65, %out : f32
        linalg.yield %66 : f32
      } -> tensor<8xf32>
      %64 = linalg.generic {indexing_maps = [#map5, #map4, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_18, %59, %63 : tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>) outs(%60 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_19: f32, %in_20: f32, %out: f32):
        %65 = arith.divf %in_20, %cst_16 : f32
        %66 = arith.addf %65, %cst_17 : f32
        %67 = math.rsqrt %66 : f32
        %68 = arith.mulf %in_19, %67 : f32
        %69 = arith.mulf %in, %68 : f32
        linalg.yield %69 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %64, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %52 = flow.dispatch.workgroups(%51, %cst_1) : (tensor<8x32xf32>, tensor<64x32xf32>) -> tensor<8x64xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [64, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>> -> tensor<64x32xf32>
      %61 = tensor.empty() : tensor<8x64xf32>
      %62 = linalg.fill ins(%cst_15 : f32) outs(%61 : tensor<8x64xf32>) -> tensor<8x64xf32>
      %63 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%59, %60 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%62 : tensor<8x64xf32>) -> tensor<8x64xf32>
      iree_tensor_ext.dispatch.tensor.store %63, %arg3, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : tensor<8x64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %53 = flow.dispatch.workgroups(%51, %cst_2, %52) : (tensor<8x32xf32>, tensor<64x32xf32>, tensor<8x64xf32>) -> tensor<8x64xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %cst_16 = arith.constant 1.000000e+00 : f32
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [64, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>> -> tensor<64x32xf32>
      %61 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>> -> tensor<8x64xf32>
      %62 = tensor.empty() : tensor<8x64xf32>
      %63 = linalg.fill ins(%cst_15 : f32) outs(%62 : tensor<8x64xf32>) -> tensor<8x64xf32>
      %64 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%59, %60 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%63 : tensor<8x64xf32>) -> tensor<8x64xf32>
      %65 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%64, %61 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%62 : tensor<8x64xf32>) {
      ^bb0(%in: f32, %in_17: f32, %out: f32):
        %66 = arith.negf %in : f32
        %67 = math.exp %66 : f32
        %68 = arith.addf %67, %cst_16 : f32
        %69 = arith.divf %cst_16, %68 : f32
        %70 = arith.mulf %in, %69 : f32
        %71 = arith.mulf %70, %in_17 : f32
        linalg.yield %71 : f32
      } -> tensor<8x64xf32>
      iree_tensor_ext.dispatch.tensor.store %65, %arg4, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : tensor<8x64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %54 = flow.dispatch.workgroups(%53, %cst_0, %50) : (tensor<8x64xf32>, tensor<32x64xf32>, tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>> -> tensor<8x64xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [32, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>> -> tensor<32x64xf32>
      %61 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %62 = tensor.empty() : tensor<8x32xf32>
      %63 = linalg.fill ins(%cst_15 : f32) outs(%62 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %64 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%59, %60 : tensor<8x64xf32>, tensor<32x64xf32>) outs(%63 : tensor<8x32xf32>) -> tensor<8x32xf32>
      %65 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%61, %64 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%62 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_16: f32, %out: f32):
        %66 = arith.addf %in, %in_16 : f32
        linalg.yield %66 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %65, %arg4, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %55 = flow.dispatch.workgroups(%54) : (tensor<8x32xf32>) -> tensor<8x32xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %cst_16 = arith.constant 3.200000e+01 : f32
      %cst_17 = arith.constant 9.99999997E-7 : f32
      %cst_18 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
      %c2_i64 = arith.constant 2 : i64
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %60 = tensor.empty() : tensor<8x32xf32>
      %61 = tensor.empty() : tensor<8xf32>
      %62 = linalg.fill ins(%cst_15 : f32) outs(%61 : tensor<8xf32>) -> tensor<8xf32>
      %63 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "reduction"]} ins(%59 : tensor<8x32xf32>) outs(%62 : tensor<8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %65 = math.fpowi %in, %c2_i64 : f32, i64
        %66 = arith.addf %65, %out : f32
        linalg.yield %66 : f32
      } -> tensor<8xf32>
      %64 = linalg.generic {indexing_maps = [#map5, #map4, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_18, %59, %63 : tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>) outs(%60 : tensor<8x32xf32>) {
      ^bb0(%in: f32, %in_19: f32, %in_20: f32, %out: f32):
        %65 = arith.divf %in_20, %cst_16 : f32
        %66 = arith.addf %65, %cst_17 : f32
        %67 = math.rsqrt %66 : f32
        %68 = arith.mulf %in_19, %67 : f32
        %69 = arith.mulf %in, %68 : f32
        linalg.yield %69 : f32
      } -> tensor<8x32xf32>
      iree_tensor_ext.dispatch.tensor.store %64, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %56 = flow.dispatch.workgroups(%55, %cst) : (tensor<8x32xf32>, tensor<128x32xf32>) -> tensor<8x128xf32> =
        (%arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x128xf32>>) {
      %cst_15 = arith.constant 0.000000e+00 : f32
      %59 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
      %60 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [128, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x32xf32>> -> tensor<128x32xf32>
      %61 = tensor.empty() : tensor<8x128xf32>
      %62 = linalg.fill ins(%cst_15 : f32) outs(%61 : tensor<8x128xf32>) -> tensor<8x128xf32>
      %63 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%59, %60 : tensor<8x32xf32>, tensor<128x32xf32>) outs(%62 : tensor<8x128xf32>) -> tensor<8x128xf32>
      iree_tensor_ext.dispatch.tensor.store %63, %arg3, offsets = [0, 0], sizes = [8, 128], strides = [1, 1] : tensor<8x128xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x128xf32>>
      flow.return
    } count() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    %57 = flow.tensor.reshape %56 : tensor<8x128xf32> -> tensor<1x8x128xf32>
    %58 = hal.tensor.export %57 "output0" : tensor<1x8x128xf32> -> !hal.buffer_view
    util.return %58 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=fda255aeb0f9 torch_mlir=36baf284690c linalg_on_tensors_mlir=41d8f8914f15 iree_input=3a24b6bf7c49 iree_abi=ec7384078484 iree_preprocessing=045f223e1f73 iree_global_optimization=d80d2c4e5d90
