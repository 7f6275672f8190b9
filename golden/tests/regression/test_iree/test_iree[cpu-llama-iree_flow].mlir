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
  flow.executable private @_initializer_0_dispatch_0 {
    flow.executable.export public @_initializer_0_dispatch_0_elementwise_broadcast_8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_0_dispatch_0_elementwise_broadcast_8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>) {
        %0 = tensor.empty() : tensor<8xf32>
        %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<8xf32>) {
        ^bb0(%out: f32):
          %2 = linalg.index 0 : index
          %3 = arith.index_cast %2 : index to i64
          %4 = arith.sitofp %3 : i64 to f32
          linalg.yield %4 : f32
        } -> tensor<8xf32>
        iree_tensor_ext.dispatch.tensor.store %1, %arg0, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        return
      }
    }
  }
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %0 = flow.dispatch @_initializer_0_dispatch_0::@_initializer_0_dispatch_0_elementwise_broadcast_8_f32() : () -> tensor<8xf32>
    util.global.store %0, @__hoisted_tensor_8xf32 : tensor<8xf32>
    util.return
  }
  util.global private @__hoisted_tensor_8x1x4xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x1x4xf32>
  flow.executable private @_initializer_1_dispatch_0 {
    flow.executable.export public @_initializer_1_dispatch_0_batch_matmul_1x4x8x1_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_1_dispatch_0_batch_matmul_1x4x8x1_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x1xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x1x4xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [1, 4, 1], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x1xf32>> -> tensor<1x4x1xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [1, 1, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x8xf32>> -> tensor<1x1x8xf32>
        %2 = tensor.empty() : tensor<8x1x4xf32>
        %3 = tensor.empty() : tensor<1x4x8xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
        %5 = linalg.batch_matmul ins(%0, %1 : tensor<1x4x1xf32>, tensor<1x1x8xf32>) outs(%4 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
        %6 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x4x8xf32>) outs(%2 : tensor<8x1x4xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<8x1x4xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg2, offsets = [0, 0, 0], sizes = [8, 1, 4], strides = [1, 1, 1] : tensor<8x1x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x1x4xf32>>
        return
      }
    }
  }
  util.global private @__constant_tensor_4xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__hoisted_tensor_8xf32 = util.global.load @__hoisted_tensor_8xf32 : tensor<8xf32>
    %__constant_tensor_4xf32 = util.global.load immutable @__constant_tensor_4xf32 : tensor<4xf32>
    %0 = flow.tensor.reshape %__constant_tensor_4xf32 : tensor<4xf32> -> tensor<1x4x1xf32>
    %1 = flow.tensor.reshape %__hoisted_tensor_8xf32 : tensor<8xf32> -> tensor<1x1x8xf32>
    %2 = flow.dispatch @_initializer_1_dispatch_0::@_initializer_1_dispatch_0_batch_matmul_1x4x8x1_f32(%0, %1) : (tensor<1x4x1xf32>, tensor<1x1x8xf32>) -> tensor<8x1x4xf32>
    util.global.store %2, @__hoisted_tensor_8x1x4xf32 : tensor<8x1x4xf32>
    util.return
  }
  util.global private @__hoisted_tensor_1x8x8xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<1x8x8xf32>
  flow.executable private @_initializer_2_dispatch_0 {
    flow.executable.export public @_initializer_2_dispatch_0_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_2_dispatch_0_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x8x8xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
        iree_tensor_ext.dispatch.tensor.store %0, %arg1, offsets = [0, 0, 0], sizes = [1, 8, 4], strides = [1, 1, 1] : tensor<8x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x8x8xf32>>
        return
      }
    }
  }
  flow.executable private @_initializer_2_dispatch_1 {
    flow.executable.export public @_initializer_2_dispatch_1_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_2_dispatch_1_slow_memcpy(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x8x8xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
        iree_tensor_ext.dispatch.tensor.store %0, %arg1, offsets = [0, 0, 4], sizes = [1, 8, 4], strides = [1, 1, 1] : tensor<8x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x8x8xf32>>
        return
      }
    }
  }
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__hoisted_tensor_8x1x4xf32 = util.global.load @__hoisted_tensor_8x1x4xf32 : tensor<8x1x4xf32>
    %0 = flow.tensor.reshape %__hoisted_tensor_8x1x4xf32 : tensor<8x1x4xf32> -> tensor<8x4xf32>
    %1 = flow.tensor.empty : tensor<1x8x8xf32>
    %2 = flow.dispatch @_initializer_2_dispatch_0::@_initializer_2_dispatch_0_slow_memcpy(%0, %1) : (tensor<8x4xf32>, tensor<1x8x8xf32>) -> %1
    %3 = flow.dispatch @_initializer_2_dispatch_1::@_initializer_2_dispatch_1_slow_memcpy(%0, %2) : (tensor<8x4xf32>, tensor<1x8x8xf32>) -> %2
    util.global.store %3, @__hoisted_tensor_1x8x8xf32 : tensor<1x8x8xf32>
    util.return
  }
  util.global private @__hoisted_tensor_8x8xf32 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x8xf32>
  flow.executable private @_initializer_3_dispatch_0 {
    flow.executable.export public @_initializer_3_dispatch_0_elementwise_64_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_3_dispatch_0_elementwise_64_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %1 = tensor.empty() : tensor<64xf32>
        %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%0 : tensor<64xf32>) outs(%1 : tensor<64xf32>) {
        ^bb0(%in: f32, %out: f32):
          %3 = math.cos %in : f32
          linalg.yield %3 : f32
        } -> tensor<64xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0], sizes = [64], strides = [1] : tensor<64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>
        return
      }
    }
  }
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__hoisted_tensor_1x8x8xf32 = util.global.load @__hoisted_tensor_1x8x8xf32 : tensor<1x8x8xf32>
    %0 = flow.tensor.reshape %__hoisted_tensor_1x8x8xf32 : tensor<1x8x8xf32> -> tensor<64xf32>
    %1 = flow.dispatch @_initializer_3_dispatch_0::@_initializer_3_dispatch_0_elementwise_64_f32(%0) : (tensor<64xf32>) -> tensor<64xf32>
    %2 = flow.tensor.reshape %1 : tensor<64xf32> -> tensor<8x8xf32>
    util.global.store %2, @__hoisted_tensor_8x8xf32 : tensor<8x8xf32>
    util.return
  }
  util.global private @__hoisted_tensor_8x8xf32_0 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x8xf32>
  flow.executable private @_initializer_4_dispatch_0 {
    flow.executable.export public @_initializer_4_dispatch_0_elementwise_64_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_4_dispatch_0_elementwise_64_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
        %1 = tensor.empty() : tensor<64xf32>
        %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%0 : tensor<64xf32>) outs(%1 : tensor<64xf32>) {
        ^bb0(%in: f32, %out: f32):
          %3 = math.sin %in : f32
          linalg.yield %3 : f32
        } -> tensor<64xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0], sizes = [64], strides = [1] : tensor<64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>
        return
      }
    }
  }
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__hoisted_tensor_1x8x8xf32 = util.global.load @__hoisted_tensor_1x8x8xf32 : tensor<1x8x8xf32>
    %0 = flow.tensor.reshape %__hoisted_tensor_1x8x8xf32 : tensor<1x8x8xf32> -> tensor<64xf32>
    %1 = flow.dispatch @_initializer_4_dispatch_0::@_initializer_4_dispatch_0_elementwise_64_f32(%0) : (tensor<64xf32>) -> tensor<64xf32>
    %2 = flow.tensor.reshape %1 : tensor<64xf32> -> tensor<8x8xf32>
    util.global.store %2, @__hoisted_tensor_8x8xf32_0 : tensor<8x8xf32>
    util.return
  }
  util.global private @__hoisted_tensor_8x8xi64 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x8xi64>
  flow.executable private @_initializer_5_dispatch_0 {
    flow.executable.export public @_initializer_5_dispatch_0_elementwise_broadcast_64_i64 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_5_dispatch_0_elementwise_broadcast_64_i64(%arg0: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xi64>>) {
        %c8 = arith.constant 8 : index
        %0 = tensor.empty() : tensor<64xi64>
        %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<64xi64>) {
        ^bb0(%out: i64):
          %2 = linalg.index 0 : index
          %3 = arith.remsi %2, %c8 : index
          %4 = arith.divsi %2, %c8 : index
          %5 = arith.index_cast %4 : index to i64
          %6 = arith.index_cast %3 : index to i64
          %7 = arith.subi %6, %5 : i64
          linalg.yield %7 : i64
        } -> tensor<64xi64>
        iree_tensor_ext.dispatch.tensor.store %1, %arg0, offsets = [0], sizes = [64], strides = [1] : tensor<64xi64> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xi64>>
        return
      }
    }
  }
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %0 = flow.dispatch @_initializer_5_dispatch_0::@_initializer_5_dispatch_0_elementwise_broadcast_64_i64() : () -> tensor<64xi64>
    %1 = flow.tensor.reshape %0 : tensor<64xi64> -> tensor<8x8xi64>
    util.global.store %1, @__hoisted_tensor_8x8xi64 : tensor<8x8xi64>
    util.return
  }
  util.global private @__hoisted_tensor_8x8xf32_1 {stream.affinity.default = #hal.device.affinity<@__device_0>} : tensor<8x8xf32>
  flow.executable private @_initializer_6_dispatch_0 {
    flow.executable.export public @_initializer_6_dispatch_0_elementwise_64_i64xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @_initializer_6_dispatch_0_elementwise_64_i64xf32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xi64>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>) {
        %cst = arith.constant -3.40282347E+38 : f32
        %cst_0 = arith.constant 0.000000e+00 : f32
        %c1_i64 = arith.constant 1 : i64
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xi64>> -> tensor<64xi64>
        %1 = tensor.empty() : tensor<64xf32>
        %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%0 : tensor<64xi64>) outs(%1 : tensor<64xf32>) {
        ^bb0(%in: i64, %out: f32):
          %3 = arith.cmpi sge, %in, %c1_i64 : i64
          %4 = arith.select %3, %cst, %cst_0 : f32
          linalg.yield %4 : f32
        } -> tensor<64xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0], sizes = [64], strides = [1] : tensor<64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>
        return
      }
    }
  }
  util.initializer attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
    %__hoisted_tensor_8x8xi64 = util.global.load @__hoisted_tensor_8x8xi64 : tensor<8x8xi64>
    %0 = flow.tensor.reshape %__hoisted_tensor_8x8xi64 : tensor<8x8xi64> -> tensor<64xi64>
    %1 = flow.dispatch @_initializer_6_dispatch_0::@_initializer_6_dispatch_0_elementwise_64_i64xf32(%0) : (tensor<64xi64>) -> tensor<64xf32>
    %2 = flow.tensor.reshape %1 : tensor<64xf32> -> tensor<8x8xf32>
    util.global.store %2, @__hoisted_tensor_8x8xf32_1 : tensor<8x8xf32>
    util.return
  }
  flow.executable private @main_dispatch_0 {
    flow.executable.export public @main_dispatch_0_elementwise_broadcast_8x32_i64xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_broadcast_8x32_i64xf32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi64>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %cst = arith.constant 5.65685415 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [128, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x32xf32>> -> tensor<128x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi64>> -> tensor<8xi64>
        %2 = tensor.empty() : tensor<8x32xf32>
        %3 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<8xi64>) outs(%2 : tensor<8x32xf32>) {
        ^bb0(%in: i64, %out: f32):
          %4 = linalg.index 1 : index
          %5 = arith.index_cast %in : i64 to index
          %extracted = tensor.extract %0[%5, %4] : tensor<128x32xf32>
          %6 = arith.mulf %extracted, %cst : f32
          linalg.yield %6 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_1 {
    flow.executable.export public @main_dispatch_1_reduction_8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_reduction_8x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 3.200000e+01 : f32
        %cst_1 = arith.constant 9.99999997E-7 : f32
        %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
        %c2_i64 = arith.constant 2 : i64
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = tensor.empty() : tensor<8x32xf32>
        %2 = tensor.empty() : tensor<8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
        %4 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<8x32xf32>) outs(%3 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = math.fpowi %in, %c2_i64 : f32, i64
          %7 = arith.addf %6, %out : f32
          linalg.yield %7 : f32
        } -> tensor<8xf32>
        %5 = linalg.generic {indexing_maps = [#map5, #map4, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_2, %0, %4 : tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>) outs(%1 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_3: f32, %in_4: f32, %out: f32):
          %6 = arith.divf %in_4, %cst_0 : f32
          %7 = arith.addf %6, %cst_1 : f32
          %8 = math.rsqrt %7 : f32
          %9 = arith.mulf %in_3, %8 : f32
          %10 = arith.mulf %in, %9 : f32
          linalg.yield %10 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_2 {
    flow.executable.export public @main_dispatch_2_matmul_8x32x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_matmul_8x32x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
        %2 = tensor.empty() : tensor<8x32xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %4 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%0, %1 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_3 {
    flow.executable.export public @main_dispatch_3_matmul_8x16x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_matmul_8x16x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [16, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x32xf32>> -> tensor<16x32xf32>
        %2 = tensor.empty() : tensor<8x16xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x16xf32>) -> tensor<8x16xf32>
        %4 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%0, %1 : tensor<8x32xf32>, tensor<16x32xf32>) outs(%3 : tensor<8x16xf32>) -> tensor<8x16xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : tensor<8x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_5 {
    flow.executable.export public @main_dispatch_5_elementwise_broadcast_2x2x8x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_5_elementwise_broadcast_2x2x8x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x8x8xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [8, 2, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x8xf32>> -> tensor<8x2x8xf32>
        %1 = tensor.empty() : tensor<2x2x8x8xf32>
        %2 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%0 : tensor<8x2x8xf32>) outs(%1 : tensor<2x2x8x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<2x2x8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0, 0, 0], sizes = [2, 2, 8, 8], strides = [1, 1, 1, 1] : tensor<2x2x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x8x8xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_6 {
    flow.executable.export public @main_dispatch_6_elementwise_transpose_4x8x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_6_elementwise_transpose_4x8x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4x2x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>) {
        %c4 = arith.constant 4 : index
        %cst = arith.constant 0.594603539 : f32
        %c1 = arith.constant 1 : index
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [8, 4, 2, 4], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4x2x4xf32>> -> tensor<8x4x2x4xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [8, 4, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4x8xf32>> -> tensor<8x4x8xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %3 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %4 = tensor.empty() : tensor<4x8x8xf32>
        %5 = linalg.generic {indexing_maps = [#map11, #map7, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %2, %3 : tensor<8x4x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%4 : tensor<4x8x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
          %6 = linalg.index 0 : index
          %7 = linalg.index 1 : index
          %8 = linalg.index 2 : index
          %9 = arith.remsi %8, %c4 : index
          %10 = arith.divsi %8, %c4 : index
          %11 = arith.subi %c1, %10 : index
          %extracted = tensor.extract %0[%7, %6, %11, %9] : tensor<8x4x2x4xf32>
          %12 = arith.negf %extracted : f32
          %13 = arith.cmpi eq, %11, %c1 : index
          %14 = arith.select %13, %12, %extracted : f32
          %15 = arith.mulf %14, %in_1 : f32
          %16 = arith.mulf %in, %in_0 : f32
          %17 = arith.addf %16, %15 : f32
          %18 = arith.mulf %17, %cst : f32
          linalg.yield %18 : f32
        } -> tensor<4x8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg4, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_7 {
    flow.executable.export public @main_dispatch_7_elementwise_broadcast_2x2x8x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_7_elementwise_broadcast_2x2x8x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x2x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x8x8xf32>>) {
        %c4 = arith.constant 4 : index
        %cst = arith.constant 0.594603539 : f32
        %c1 = arith.constant 1 : index
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [8, 2, 2, 4], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x2x4xf32>> -> tensor<8x2x2x4xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [8, 2, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x8xf32>> -> tensor<8x2x8xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %3 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %4 = tensor.empty() : tensor<2x2x8x8xf32>
        %5 = linalg.generic {indexing_maps = [#map9, #map12, #map12, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %2, %3 : tensor<8x2x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%4 : tensor<2x2x8x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
          %6 = linalg.index 0 : index
          %7 = linalg.index 2 : index
          %8 = linalg.index 3 : index
          %9 = arith.remsi %8, %c4 : index
          %10 = arith.divsi %8, %c4 : index
          %11 = arith.subi %c1, %10 : index
          %extracted = tensor.extract %0[%7, %6, %11, %9] : tensor<8x2x2x4xf32>
          %12 = arith.negf %extracted : f32
          %13 = arith.cmpi eq, %11, %c1 : index
          %14 = arith.select %13, %12, %extracted : f32
          %15 = arith.mulf %14, %in_1 : f32
          %16 = arith.mulf %in, %in_0 : f32
          %17 = arith.addf %16, %15 : f32
          %18 = arith.mulf %17, %cst : f32
          linalg.yield %18 : f32
        } -> tensor<2x2x8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg4, offsets = [0, 0, 0, 0], sizes = [2, 2, 8, 8], strides = [1, 1, 1, 1] : tensor<2x2x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x8x8xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_8 {
    flow.executable.export public @main_dispatch_8_batch_matmul_4x8x8x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_8_batch_matmul_4x8x8x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %3 = tensor.empty() : tensor<4x8x8xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
        %5 = linalg.batch_matmul indexing_maps = [#map13, #map14, #map15] ins(%0, %1 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%4 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
        %6 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %2 : tensor<4x8x8xf32>, tensor<8x8xf32>) outs(%3 : tensor<4x8x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          linalg.yield %7 : f32
        } -> tensor<4x8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg3, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_9 {
    flow.executable.export public @main_dispatch_9_reduction_32x8_f32xi1 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_9_reduction_32x8_f32xi1(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xi1>>) {
        %cst = arith.constant 0xFF800000 : f32
        %true = arith.constant true
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>> -> tensor<32x8xf32>
        %1 = tensor.empty() : tensor<32xi1>
        %2 = linalg.fill ins(%true : i1) outs(%1 : tensor<32xi1>) -> tensor<32xi1>
        %3 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<32x8xf32>) outs(%2 : tensor<32xi1>) {
        ^bb0(%in: f32, %out: i1):
          %4 = arith.cmpf oeq, %in, %cst : f32
          %5 = arith.andi %4, %out : i1
          linalg.yield %5 : i1
        } -> tensor<32xi1>
        iree_tensor_ext.dispatch.tensor.store %3, %arg1, offsets = [0], sizes = [32], strides = [1] : tensor<32xi1> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xi1>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_10 {
    flow.executable.export public @main_dispatch_10_softmax_4x8x8xf32_generic workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_10_softmax_4x8x8xf32_generic(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi1>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi1>> -> tensor<4x8xi1>
        %2 = tensor.empty() : tensor<4x8x8xf32>
        %3 = linalg.softmax dimension(2) ins(%0 : tensor<4x8x8xf32>) outs(%2 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
        %4 = linalg.generic {indexing_maps = [#map8, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %3 : tensor<4x8xi1>, tensor<4x8x8xf32>) outs(%2 : tensor<4x8x8xf32>) {
        ^bb0(%in: i1, %in_0: f32, %out: f32):
          %5 = arith.select %in, %cst, %in_0 : f32
          linalg.yield %5 : f32
        } -> tensor<4x8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_11 {
    flow.executable.export public @main_dispatch_11_batch_matmul_4x8x8x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_11_batch_matmul_4x8x8x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
        %2 = tensor.empty() : tensor<8x4x8xf32>
        %3 = tensor.empty() : tensor<4x8x8xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
        %5 = linalg.batch_matmul ins(%0, %1 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%4 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
        %6 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<4x8x8xf32>) outs(%2 : tensor<8x4x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<8x4x8xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg2, offsets = [0, 0, 0], sizes = [8, 4, 8], strides = [1, 1, 1] : tensor<8x4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4x8xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_12 {
    flow.executable.export public @main_dispatch_12_matmul_8x32x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_12_matmul_8x32x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %3 = tensor.empty() : tensor<8x32xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %5 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%0, %1 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%4 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %6 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%2, %5 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%3 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          linalg.yield %7 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_13 {
    flow.executable.export public @main_dispatch_13_reduction_8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_13_reduction_8x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 3.200000e+01 : f32
        %cst_1 = arith.constant 9.99999997E-7 : f32
        %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
        %c2_i64 = arith.constant 2 : i64
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = tensor.empty() : tensor<8x32xf32>
        %2 = tensor.empty() : tensor<8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
        %4 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<8x32xf32>) outs(%3 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = math.fpowi %in, %c2_i64 : f32, i64
          %7 = arith.addf %6, %out : f32
          linalg.yield %7 : f32
        } -> tensor<8xf32>
        %5 = linalg.generic {indexing_maps = [#map5, #map4, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_2, %0, %4 : tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>) outs(%1 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_3: f32, %in_4: f32, %out: f32):
          %6 = arith.divf %in_4, %cst_0 : f32
          %7 = arith.addf %6, %cst_1 : f32
          %8 = math.rsqrt %7 : f32
          %9 = arith.mulf %in_3, %8 : f32
          %10 = arith.mulf %in, %9 : f32
          linalg.yield %10 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_14 {
    flow.executable.export public @main_dispatch_14_matmul_8x64x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_14_matmul_8x64x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [64, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>> -> tensor<64x32xf32>
        %2 = tensor.empty() : tensor<8x64xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x64xf32>) -> tensor<8x64xf32>
        %4 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%0, %1 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%3 : tensor<8x64xf32>) -> tensor<8x64xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : tensor<8x64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_15 {
    flow.executable.export public @main_dispatch_15_matmul_8x64x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_15_matmul_8x64x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [64, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>> -> tensor<64x32xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>> -> tensor<8x64xf32>
        %3 = tensor.empty() : tensor<8x64xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8x64xf32>) -> tensor<8x64xf32>
        %5 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%0, %1 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%4 : tensor<8x64xf32>) -> tensor<8x64xf32>
        %6 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%5, %2 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%3 : tensor<8x64xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %7 = arith.negf %in : f32
          %8 = math.exp %7 : f32
          %9 = arith.addf %8, %cst_0 : f32
          %10 = arith.divf %cst_0, %9 : f32
          %11 = arith.mulf %in, %10 : f32
          %12 = arith.mulf %11, %in_1 : f32
          linalg.yield %12 : f32
        } -> tensor<8x64xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg3, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : tensor<8x64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_16 {
    flow.executable.export public @main_dispatch_16_matmul_8x32x64_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_16_matmul_8x32x64_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>> -> tensor<8x64xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [32, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>> -> tensor<32x64xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %3 = tensor.empty() : tensor<8x32xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %5 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%0, %1 : tensor<8x64xf32>, tensor<32x64xf32>) outs(%4 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %6 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%2, %5 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%3 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          linalg.yield %7 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_17 {
    flow.executable.export public @main_dispatch_17_reduction_8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_17_reduction_8x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 3.200000e+01 : f32
        %cst_1 = arith.constant 9.99999997E-7 : f32
        %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
        %c2_i64 = arith.constant 2 : i64
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = tensor.empty() : tensor<8x32xf32>
        %2 = tensor.empty() : tensor<8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
        %4 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<8x32xf32>) outs(%3 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = math.fpowi %in, %c2_i64 : f32, i64
          %7 = arith.addf %6, %out : f32
          linalg.yield %7 : f32
        } -> tensor<8xf32>
        %5 = linalg.generic {indexing_maps = [#map5, #map4, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_2, %0, %4 : tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>) outs(%1 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_3: f32, %in_4: f32, %out: f32):
          %6 = arith.divf %in_4, %cst_0 : f32
          %7 = arith.addf %6, %cst_1 : f32
          %8 = math.rsqrt %7 : f32
          %9 = arith.mulf %in_3, %8 : f32
          %10 = arith.mulf %in, %9 : f32
          linalg.yield %10 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_29 {
    flow.executable.export public @main_dispatch_29_reduction_8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_29_reduction_8x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 3.200000e+01 : f32
        %cst_1 = arith.constant 9.99999997E-7 : f32
        %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
        %c2_i64 = arith.constant 2 : i64
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = tensor.empty() : tensor<8x32xf32>
        %2 = tensor.empty() : tensor<8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
        %4 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<8x32xf32>) outs(%3 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = math.fpowi %in, %c2_i64 : f32, i64
          %7 = arith.addf %6, %out : f32
          linalg.yield %7 : f32
        } -> tensor<8xf32>
        %5 = linalg.generic {indexing_maps = [#map5, #map4, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_2, %0, %4 : tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>) outs(%1 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_3: f32, %in_4: f32, %out: f32):
          %6 = arith.divf %in_4, %cst_0 : f32
          %7 = arith.addf %6, %cst_1 : f32
          %8 = math.rsqrt %7 : f32
          %9 = arith.mulf %in_3, %8 : f32
          %10 = arith.mulf %in, %9 : f32
          linalg.yield %10 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_33 {
    flow.executable.export public @main_dispatch_33_reduction_8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_33_reduction_8x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 3.200000e+01 : f32
        %cst_1 = arith.constant 9.99999997E-7 : f32
        %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
        %c2_i64 = arith.constant 2 : i64
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = tensor.empty() : tensor<8x32xf32>
        %2 = tensor.empty() : tensor<8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
        %4 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<8x32xf32>) outs(%3 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = math.fpowi %in, %c2_i64 : f32, i64
          %7 = arith.addf %6, %out : f32
          linalg.yield %7 : f32
        } -> tensor<8xf32>
        %5 = linalg.generic {indexing_maps = [#map5, #map4, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_2, %0, %4 : tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>) outs(%1 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_3: f32, %in_4: f32, %out: f32):
          %6 = arith.divf %in_4, %cst_0 : f32
          %7 = arith.addf %6, %cst_1 : f32
          %8 = math.rsqrt %7 : f32
          %9 = arith.mulf %in_3, %8 : f32
          %10 = arith.mulf %in, %9 : f32
          linalg.yield %10 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_34 {
    flow.executable.export public @main_dispatch_34_matmul_8x128x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_34_matmul_8x128x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x128xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [128, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x32xf32>> -> tensor<128x32xf32>
        %2 = tensor.empty() : tensor<8x128xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x128xf32>) -> tensor<8x128xf32>
        %4 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%0, %1 : tensor<8x32xf32>, tensor<128x32xf32>) outs(%3 : tensor<8x128xf32>) -> tensor<8x128xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0], sizes = [8, 128], strides = [1, 1] : tensor<8x128xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x128xf32>>
        return
      }
    }
  }
  util.global private @__constant_tensor_128x32xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_128_32_torch.float32_1> : tensor<128x32xf32>
  util.global private @__constant_tensor_32x64xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>
  util.global private @__constant_tensor_64x32xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_64_32_torch.float32_3> : tensor<64x32xf32>
  util.global private @__constant_tensor_64x32xf32_0 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>
  util.global private @__constant_tensor_32x32xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
  util.global private @__constant_tensor_16x32xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_16_32_torch.float32_3> : tensor<16x32xf32>
  util.global private @__constant_tensor_16x32xf32_1 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_16_32_torch.float32_2> : tensor<16x32xf32>
  util.global private @__constant_tensor_32x32xf32_2 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
  util.global private @__constant_tensor_32x64xf32_3 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
  util.global private @__constant_tensor_64x32xf32_4 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>
  util.global private @__constant_tensor_64x32xf32_5 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
  util.global private @__constant_tensor_32x32xf32_6 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
  util.global private @__constant_tensor_16x32xf32_7 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_16_32_torch.float32_1> : tensor<16x32xf32>
  util.global private @__constant_tensor_16x32xf32_8 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_16_32_torch.float32> : tensor<16x32xf32>
  util.global private @__constant_tensor_32x32xf32_9 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
  util.global private @__constant_tensor_128x32xf32_10 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8xi64>) -> (%output0: tensor<1x8x128xf32>)"}} {
    %__constant_tensor_128x32xf32 = util.global.load immutable @__constant_tensor_128x32xf32 : tensor<128x32xf32>
    %__constant_tensor_32x64xf32 = util.global.load immutable @__constant_tensor_32x64xf32 : tensor<32x64xf32>
    %__constant_tensor_64x32xf32 = util.global.load immutable @__constant_tensor_64x32xf32 : tensor<64x32xf32>
    %__constant_tensor_64x32xf32_0 = util.global.load immutable @__constant_tensor_64x32xf32_0 : tensor<64x32xf32>
    %__constant_tensor_32x32xf32 = util.global.load immutable @__constant_tensor_32x32xf32 : tensor<32x32xf32>
    %__constant_tensor_16x32xf32 = util.global.load immutable @__constant_tensor_16x32xf32 : tensor<16x32xf32>
    %__constant_tensor_16x32xf32_1 = util.global.load immutable @__constant_tensor_16x32xf32_1 : tensor<16x32xf32>
    %__constant_tensor_32x32xf32_2 = util.global.load immutable @__constant_tensor_32x32xf32_2 : tensor<32x32xf32>
    %__constant_tensor_32x64xf32_3 = util.global.load immutable @__constant_tensor_32x64xf32_3 : tensor<32x64xf32>
    %__constant_tensor_64x32xf32_4 = util.global.load immutable @__constant_tensor_64x32xf32_4 : tensor<64x32xf32>
    %__constant_tensor_64x32xf32_5 = util.global.load immutable @__constant_tensor_64x32xf32_5 : tensor<64x32xf32>
    %__constant_tensor_32x32xf32_6 = util.global.load immutable @__constant_tensor_32x32xf32_6 : tensor<32x32xf32>
    %__constant_tensor_16x32xf32_7 = util.global.load immutable @__constant_tensor_16x32xf32_7 : tensor<16x32xf32>
    %__constant_tensor_16x32xf32_8 = util.global.load immutable @__constant_tensor_16x32xf32_8 : tensor<16x32xf32>
    %__constant_tensor_32x32xf32_9 = util.global.load immutable @__constant_tensor_32x32xf32_9 : tensor<32x32xf32>
    %__constant_tensor_128x32xf32_10 = util.global.load immutable @__constant_tensor_128x32xf32_10 : tensor<128x32xf32>
    %__hoisted_tensor_8x8xf32 = util.global.load immutable @__hoisted_tensor_8x8xf32 : tensor<8x8xf32>
    %__hoisted_tensor_8x8xf32_0 = util.global.load immutable @__hoisted_tensor_8x8xf32_0 : tensor<8x8xf32>
    %__hoisted_tensor_8x8xf32_1 = util.global.load immutable @__hoisted_tensor_8x8xf32_1 : tensor<8x8xf32>
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x8xi64>
    %1 = flow.tensor.reshape %0 : tensor<1x8xi64> -> tensor<8xi64>
    %2 = flow.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_broadcast_8x32_i64xf32(%__constant_tensor_128x32xf32_10, %1) : (tensor<128x32xf32>, tensor<8xi64>) -> tensor<8x32xf32>
    %3 = flow.dispatch @main_dispatch_1::@main_dispatch_1_reduction_8x32_f32(%2) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %4 = flow.dispatch @main_dispatch_2::@main_dispatch_2_matmul_8x32x32_f32(%3, %__constant_tensor_32x32xf32_9) : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %5 = flow.tensor.reshape %4 : tensor<8x32xf32> -> tensor<8x4x2x4xf32>
    %6 = flow.dispatch @main_dispatch_3::@main_dispatch_3_matmul_8x16x32_f32(%3, %__constant_tensor_16x32xf32_8) : (tensor<8x32xf32>, tensor<16x32xf32>) -> tensor<8x16xf32>
    %7 = flow.tensor.reshape %6 : tensor<8x16xf32> -> tensor<8x2x2x4xf32>
    %8 = flow.dispatch @main_dispatch_3::@main_dispatch_3_matmul_8x16x32_f32(%3, %__constant_tensor_16x32xf32_7) : (tensor<8x32xf32>, tensor<16x32xf32>) -> tensor<8x16xf32>
    %9 = flow.tensor.reshape %8 : tensor<8x16xf32> -> tensor<8x2x8xf32>
    %10 = flow.dispatch @main_dispatch_5::@main_dispatch_5_elementwise_broadcast_2x2x8x8_f32(%9) : (tensor<8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %11 = flow.tensor.reshape %4 : tensor<8x32xf32> -> tensor<8x4x8xf32>
    %12 = flow.dispatch @main_dispatch_6::@main_dispatch_6_elementwise_transpose_4x8x8_f32(%5, %11, %__hoisted_tensor_8x8xf32, %__hoisted_tensor_8x8xf32_0) : (tensor<8x4x2x4xf32>, tensor<8x4x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<4x8x8xf32>
    %13 = flow.tensor.reshape %6 : tensor<8x16xf32> -> tensor<8x2x8xf32>
    %14 = flow.dispatch @main_dispatch_7::@main_dispatch_7_elementwise_broadcast_2x2x8x8_f32(%7, %13, %__hoisted_tensor_8x8xf32, %__hoisted_tensor_8x8xf32_0) : (tensor<8x2x2x4xf32>, tensor<8x2x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %15 = flow.tensor.reshape %14 : tensor<2x2x8x8xf32> -> tensor<4x8x8xf32>
    %16 = flow.dispatch @main_dispatch_8::@main_dispatch_8_batch_matmul_4x8x8x8_f32(%12, %15, %__hoisted_tensor_8x8xf32_1) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<8x8xf32>) -> tensor<4x8x8xf32>
    %17 = flow.tensor.reshape %16 : tensor<4x8x8xf32> -> tensor<32x8xf32>
    %18 = flow.dispatch @main_dispatch_9::@main_dispatch_9_reduction_32x8_f32xi1(%17) : (tensor<32x8xf32>) -> tensor<32xi1>
    %19 = flow.tensor.reshape %18 : tensor<32xi1> -> tensor<4x8xi1>
    %20 = flow.dispatch @main_dispatch_10::@main_dispatch_10_softmax_4x8x8xf32_generic(%16, %19) : (tensor<4x8x8xf32>, tensor<4x8xi1>) -> tensor<4x8x8xf32>
    %21 = flow.tensor.reshape %10 : tensor<2x2x8x8xf32> -> tensor<4x8x8xf32>
    %22 = flow.dispatch @main_dispatch_11::@main_dispatch_11_batch_matmul_4x8x8x8_f32(%20, %21) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<8x4x8xf32>
    %23 = flow.tensor.reshape %22 : tensor<8x4x8xf32> -> tensor<8x32xf32>
    %24 = flow.dispatch @main_dispatch_12::@main_dispatch_12_matmul_8x32x32_f32(%23, %__constant_tensor_32x32xf32_6, %2) : (tensor<8x32xf32>, tensor<32x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %25 = flow.dispatch @main_dispatch_13::@main_dispatch_13_reduction_8x32_f32(%24) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %26 = flow.dispatch @main_dispatch_14::@main_dispatch_14_matmul_8x64x32_f32(%25, %__constant_tensor_64x32xf32_4) : (tensor<8x32xf32>, tensor<64x32xf32>) -> tensor<8x64xf32>
    %27 = flow.dispatch @main_dispatch_15::@main_dispatch_15_matmul_8x64x32_f32(%25, %__constant_tensor_64x32xf32_5, %26) : (tensor<8x32xf32>, tensor<64x32xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %28 = flow.dispatch @main_dispatch_16::@main_dispatch_16_matmul_8x32x64_f32(%27, %__constant_tensor_32x64xf32_3, %24) : (tensor<8x64xf32>, tensor<32x64xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %29 = flow.dispatch @main_dispatch_17::@main_dispatch_17_reduction_8x32_f32(%28) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %30 = flow.dispatch @main_dispatch_2::@main_dispatch_2_matmul_8x32x32_f32(%29, %__constant_tensor_32x32xf32_2) : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %31 = flow.tensor.reshape %30 : tensor<8x32xf32> -> tensor<8x4x2x4xf32>
    %32 = flow.dispatch @main_dispatch_3::@main_dispatch_3_matmul_8x16x32_f32(%29, %__constant_tensor_16x32xf32_1) : (tensor<8x32xf32>, tensor<16x32xf32>) -> tensor<8x16xf32>
    %33 = flow.tensor.reshape %32 : tensor<8x16xf32> -> tensor<8x2x2x4xf32>
    %34 = flow.dispatch @main_dispatch_3::@main_dispatch_3_matmul_8x16x32_f32(%29, %__constant_tensor_16x32xf32) : (tensor<8x32xf32>, tensor<16x32xf32>) -> tensor<8x16xf32>
    %35 = flow.tensor.reshape %34 : tensor<8x16xf32> -> tensor<8x2x8xf32>
    %36 = flow.dispatch @main_dispatch_5::@main_dispatch_5_elementwise_broadcast_2x2x8x8_f32(%35) : (tensor<8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %37 = flow.tensor.reshape %30 : tensor<8x32xf32> -> tensor<8x4x8xf32>
    %38 = flow.dispatch @main_dispatch_6::@main_dispatch_6_elementwise_transpose_4x8x8_f32(%31, %37, %__hoisted_tensor_8x8xf32, %__hoisted_tensor_8x8xf32_0) : (tensor<8x4x2x4xf32>, tensor<8x4x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<4x8x8xf32>
    %39 = flow.tensor.reshape %32 : tensor<8x16xf32> -> tensor<8x2x8xf32>
    %40 = flow.dispatch @main_dispatch_7::@main_dispatch_7_elementwise_broadcast_2x2x8x8_f32(%33, %39, %__hoisted_tensor_8x8xf32, %__hoisted_tensor_8x8xf32_0) : (tensor<8x2x2x4xf32>, tensor<8x2x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %41 = flow.tensor.reshape %40 : tensor<2x2x8x8xf32> -> tensor<4x8x8xf32>
    %42 = flow.dispatch @main_dispatch_8::@main_dispatch_8_batch_matmul_4x8x8x8_f32(%38, %41, %__hoisted_tensor_8x8xf32_1) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<8x8xf32>) -> tensor<4x8x8xf32>
    %43 = flow.tensor.reshape %42 : tensor<4x8x8xf32> -> tensor<32x8xf32>
    %44 = flow.dispatch @main_dispatch_9::@main_dispatch_9_reduction_32x8_f32xi1(%43) : (tensor<32x8xf32>) -> tensor<32xi1>
    %45 = flow.tensor.reshape %44 : tensor<32xi1> -> tensor<4x8xi1>
    %46 = flow.dispatch @main_dispatch_10::@main_dispatch_10_softmax_4x8x8xf32_generic(%42, %45) : (tensor<4x8x8xf32>, tensor<4x8xi1>) -> tensor<4x8x8xf32>
    %47 = flow.tensor.reshape %36 : tensor<2x2x8x8xf32> -> tensor<4x8x8xf32>
    %48 = flow.dispatch @main_dispatch_11::@main_dispatch_11_batch_matmul_4x8x8x8_f32(%46, %47) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<8x4x8xf32>
    %49 = flow.tensor.reshape %48 : tensor<8x4x8xf32> -> tensor<8x32xf32>
    %50 = flow.dispatch @main_dispatch_12::@main_dispatch_12_matmul_8x32x32_f32(%49, %__constant_tensor_32x32xf32, %28) : (tensor<8x32xf32>, tensor<32x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %51 = flow.dispatch @main_dispatch_29::@main_dispatch_29_reduction_8x32_f32(%50) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %52 = flow.dispatch @main_dispatch_14::@main_dispatch_14_matmul_8x64x32_f32(%51, %__constant_tensor_64x32xf32) : (tensor<8x32xf32>, tensor<64x32xf32>) -> tensor<8x64xf32>
    %53 = flow.dispatch @main_dispatch_15::@main_dispatch_15_matmul_8x64x32_f32(%51, %__constant_tensor_64x32xf32_0, %52) : (tensor<8x32xf32>, tensor<64x32xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %54 = flow.dispatch @main_dispatch_16::@main_dispatch_16_matmul_8x32x64_f32(%53, %__constant_tensor_32x64xf32, %50) : (tensor<8x64xf32>, tensor<32x64xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %55 = flow.dispatch @main_dispatch_33::@main_dispatch_33_reduction_8x32_f32(%54) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %56 = flow.dispatch @main_dispatch_34::@main_dispatch_34_matmul_8x128x32_f32(%55, %__constant_tensor_128x32xf32) : (tensor<8x32xf32>, tensor<128x32xf32>) -> tensor<8x128xf32>
    %57 = flow.tensor.reshape %56 : tensor<8x128xf32> -> tensor<1x8x128xf32>
    %58 = hal.tensor.export %57 "output0" : tensor<1x8x128xf32> -> !hal.buffer_view
    util.return %58 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=fda255aeb0f9 torch_mlir=36baf284690c linalg_on_tensors_mlir=41d8f8914f15 iree_input=3a24b6bf7c49 iree_abi=ec7384078484 iree_preprocessing=045f223e1f73 iree_global_optimization=d80d2c4e5d90 iree_dispatch_creation=5d4c0429a8ce
