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
  flow.executable private @main_dispatch_0 {
    flow.executable.export public @main_dispatch_0_elementwise_8x32_i64xf32xf32xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_8x32_i64xf32xf32xf32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi64>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [128, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x32xf32>> -> tensor<128x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi64>> -> tensor<8xi64>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %3 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %4 = tensor.empty() : tensor<8x32xf32>
        %5 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%1, %2, %3 : tensor<8xi64>, tensor<8x32xf32>, tensor<8x32xf32>) outs(%4 : tensor<8x32xf32>) {
        ^bb0(%in: i64, %in_0: f32, %in_1: f32, %out: f32):
          %6 = linalg.index 1 : index
          %7 = arith.index_cast %in : i64 to index
          %extracted = tensor.extract %0[%7, %6] : tensor<128x32xf32>
          %8 = arith.addf %extracted, %in_0 : f32
          %9 = arith.addf %8, %in_1 : f32
          linalg.yield %9 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg4, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
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
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = tensor.empty() : tensor<8x32xf32>
        %2 = tensor.empty() : tensor<8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
        %4 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<8x32xf32>) outs(%3 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.addf %in, %out : f32
          linalg.yield %6 : f32
        } -> tensor<8xf32>
        %5 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%0, %4 : tensor<8x32xf32>, tensor<8xf32>) outs(%1 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %6 = arith.divf %in_1, %cst_0 : f32
          %7 = arith.subf %in, %6 : f32
          linalg.yield %7 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_2 {
    flow.executable.export public @main_dispatch_2_reduction_8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_reduction_8x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 3.200000e+01 : f32
        %cst_1 = arith.constant 9.99999996E-13 : f32
        %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
        %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = tensor.empty() : tensor<8x32xf32>
        %2 = tensor.empty() : tensor<8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
        %4 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<8x32xf32>) outs(%3 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.mulf %in, %in : f32
          %7 = arith.addf %6, %out : f32
          linalg.yield %7 : f32
        } -> tensor<8xf32>
        %5 = linalg.generic {indexing_maps = [#map1, #map, #map2, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%0, %4, %cst_2, %cst_3 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_4: f32, %in_5: f32, %in_6: f32, %out: f32):
          %6 = arith.divf %in_4, %cst_0 : f32
          %7 = arith.addf %6, %cst_1 : f32
          %8 = math.rsqrt %7 : f32
          %9 = arith.mulf %in, %8 : f32
          %10 = arith.mulf %9, %in_5 : f32
          %11 = arith.addf %10, %in_6 : f32
          linalg.yield %11 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_3 {
    flow.executable.export public @main_dispatch_3_matmul_8x32x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_matmul_8x32x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
        %2 = tensor.empty() : tensor<8x32xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %4 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%0, %1 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_4 {
    flow.executable.export public @main_dispatch_4_elementwise_transpose_8x2x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_4_elementwise_transpose_8x2x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x16xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [8, 2, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x16xf32>> -> tensor<8x2x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %2 = tensor.empty() : tensor<2x8x16xf32>
        %3 = linalg.generic {indexing_maps = [#map6, #map4, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %1 : tensor<8x2x16xf32>, tensor<2x16xf32>) outs(%2 : tensor<2x8x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %4 = arith.addf %in, %in_0 : f32
          linalg.yield %4 : f32
        } -> tensor<2x8x16xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %arg2, offsets = [0, 0, 0], sizes = [2, 8, 16], strides = [1, 1, 1] : tensor<2x8x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x16xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_5 {
    flow.executable.export public @main_dispatch_5_matmul_8x32x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_5_matmul_8x32x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
        %2 = tensor.empty() : tensor<32x8xf32>
        %3 = tensor.empty() : tensor<8x32xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %5 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%0, %1 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%4 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %6 = linalg.generic {indexing_maps = [#map1, #map2, #map8], iterator_types = ["parallel", "parallel"]} ins(%5, %cst_0 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<32x8xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %7 = arith.addf %in, %in_1 : f32
          linalg.yield %7 : f32
        } -> tensor<32x8xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg2, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : tensor<32x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x8xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_8 {
    flow.executable.export public @main_dispatch_8_batch_matmul_2x8x8x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_8_batch_matmul_2x8x8x16_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x16xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 4.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [2, 8, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x16xf32>> -> tensor<2x8x16xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [2, 16, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16x8xf32>> -> tensor<2x16x8xf32>
        %2 = tensor.empty() : tensor<2x8x8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
        %4 = linalg.batch_matmul ins(%0, %1 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%3 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
        %5 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x8x8xf32>) outs(%2 : tensor<2x8x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.divf %in, %cst_0 : f32
          linalg.yield %6 : f32
        } -> tensor<2x8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg2, offsets = [0, 0, 0], sizes = [2, 8, 8], strides = [1, 1, 1] : tensor<2x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x8xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_9 {
    flow.executable.export public @main_dispatch_9_softmax_2x8x8xf32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_9_softmax_2x8x8xf32_dispatch_tensor_store(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x8xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [2, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x8xf32>> -> tensor<2x8x8xf32>
        %1 = tensor.empty() : tensor<2x8x8xf32>
        %2 = linalg.softmax dimension(2) ins(%0 : tensor<2x8x8xf32>) outs(%1 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0, 0], sizes = [2, 8, 8], strides = [1, 1, 1] : tensor<2x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x8xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_10 {
    flow.executable.export public @main_dispatch_10_batch_matmul_2x8x16x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_10_batch_matmul_2x8x16x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x16xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x2x16xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [2, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x8xf32>> -> tensor<2x8x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [2, 8, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x16xf32>> -> tensor<2x8x16xf32>
        %2 = tensor.empty() : tensor<8x2x16xf32>
        %3 = tensor.empty() : tensor<2x8x16xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
        %5 = linalg.batch_matmul ins(%0, %1 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%4 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
        %6 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<2x8x16xf32>) outs(%2 : tensor<8x2x16xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<8x2x16xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg2, offsets = [0, 0, 0], sizes = [8, 2, 16], strides = [1, 1, 1] : tensor<8x2x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x2x16xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_11 {
    flow.executable.export public @main_dispatch_11_matmul_8x32x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_11_matmul_8x32x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %3 = tensor.empty() : tensor<8x32xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %5 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%0, %1 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%4 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5, %cst_0, %2 : tensor<8x32xf32>, tensor<32xf32>, tensor<8x32xf32>) outs(%3 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
          %7 = arith.addf %in, %in_1 : f32
          %8 = arith.addf %7, %in_2 : f32
          linalg.yield %8 : f32
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
        %cst_1 = arith.constant 9.99999996E-13 : f32
        %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
        %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = tensor.empty() : tensor<8x32xf32>
        %2 = tensor.empty() : tensor<8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
        %4 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<8x32xf32>) outs(%3 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.mulf %in, %in : f32
          %7 = arith.addf %6, %out : f32
          linalg.yield %7 : f32
        } -> tensor<8xf32>
        %5 = linalg.generic {indexing_maps = [#map1, #map, #map2, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%0, %4, %cst_2, %cst_3 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_4: f32, %in_5: f32, %in_6: f32, %out: f32):
          %6 = arith.divf %in_4, %cst_0 : f32
          %7 = arith.addf %6, %cst_1 : f32
          %8 = math.rsqrt %7 : f32
          %9 = arith.mulf %in, %8 : f32
          %10 = arith.mulf %9, %in_5 : f32
          %11 = arith.addf %10, %in_6 : f32
          linalg.yield %11 : f32
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
        %cst_0 = arith.constant 1.41421354 : f32
        %cst_1 = arith.constant 1.000000e+00 : f32
        %cst_2 = arith.constant 5.000000e-01 : f32
        %cst_3 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [64, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>> -> tensor<64x32xf32>
        %2 = tensor.empty() : tensor<8x64xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x64xf32>) -> tensor<8x64xf32>
        %4 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%0, %1 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%3 : tensor<8x64xf32>) -> tensor<8x64xf32>
        %5 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_3 : tensor<8x64xf32>, tensor<64xf32>) outs(%2 : tensor<8x64xf32>) {
        ^bb0(%in: f32, %in_4: f32, %out: f32):
          %6 = arith.addf %in, %in_4 : f32
          %7 = arith.divf %6, %cst_0 : f32
          %8 = math.erf %7 : f32
          %9 = arith.addf %8, %cst_1 : f32
          %10 = arith.mulf %9, %cst_2 : f32
          %11 = arith.mulf %6, %10 : f32
          linalg.yield %11 : f32
        } -> tensor<8x64xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg2, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : tensor<8x64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_15 {
    flow.executable.export public @main_dispatch_15_matmul_8x32x64_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_15_matmul_8x32x64_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>> -> tensor<8x64xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [32, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>> -> tensor<32x64xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %3 = tensor.empty() : tensor<8x32xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %5 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%0, %1 : tensor<8x64xf32>, tensor<32x64xf32>) outs(%4 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5, %cst_0, %2 : tensor<8x32xf32>, tensor<32xf32>, tensor<8x32xf32>) outs(%3 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
          %7 = arith.addf %in, %in_1 : f32
          %8 = arith.addf %7, %in_2 : f32
          linalg.yield %8 : f32
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
        %cst_1 = arith.constant 9.99999996E-13 : f32
        %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
        %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = tensor.empty() : tensor<8x32xf32>
        %2 = tensor.empty() : tensor<8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
        %4 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<8x32xf32>) outs(%3 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.mulf %in, %in : f32
          %7 = arith.addf %6, %out : f32
          linalg.yield %7 : f32
        } -> tensor<8xf32>
        %5 = linalg.generic {indexing_maps = [#map1, #map, #map2, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%0, %4, %cst_2, %cst_3 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_4: f32, %in_5: f32, %in_6: f32, %out: f32):
          %6 = arith.divf %in_4, %cst_0 : f32
          %7 = arith.addf %6, %cst_1 : f32
          %8 = math.rsqrt %7 : f32
          %9 = arith.mulf %in, %8 : f32
          %10 = arith.mulf %9, %in_5 : f32
          %11 = arith.addf %10, %in_6 : f32
          linalg.yield %11 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_20 {
    flow.executable.export public @main_dispatch_20_matmul_8x32x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_20_matmul_8x32x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
        %2 = tensor.empty() : tensor<32x8xf32>
        %3 = tensor.empty() : tensor<8x32xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %5 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%0, %1 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%4 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %6 = linalg.generic {indexing_maps = [#map1, #map2, #map8], iterator_types = ["parallel", "parallel"]} ins(%5, %cst_0 : tensor<8x32xf32>, tensor<32xf32>) outs(%2 : tensor<32x8xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %7 = arith.addf %in, %in_1 : f32
          linalg.yield %7 : f32
        } -> tensor<32x8xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg2, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : tensor<32x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x8xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_26 {
    flow.executable.export public @main_dispatch_26_matmul_8x32x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_26_matmul_8x32x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_32_torch.float32_14> : tensor<32xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %3 = tensor.empty() : tensor<8x32xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %5 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%0, %1 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%4 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5, %cst_0, %2 : tensor<8x32xf32>, tensor<32xf32>, tensor<8x32xf32>) outs(%3 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
          %7 = arith.addf %in, %in_1 : f32
          %8 = arith.addf %7, %in_2 : f32
          linalg.yield %8 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_28 {
    flow.executable.export public @main_dispatch_28_reduction_8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_28_reduction_8x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 3.200000e+01 : f32
        %cst_1 = arith.constant 9.99999996E-13 : f32
        %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_15> : tensor<32xf32>
        %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_16> : tensor<32xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = tensor.empty() : tensor<8x32xf32>
        %2 = tensor.empty() : tensor<8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
        %4 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<8x32xf32>) outs(%3 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.mulf %in, %in : f32
          %7 = arith.addf %6, %out : f32
          linalg.yield %7 : f32
        } -> tensor<8xf32>
        %5 = linalg.generic {indexing_maps = [#map1, #map, #map2, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%0, %4, %cst_2, %cst_3 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_4: f32, %in_5: f32, %in_6: f32, %out: f32):
          %6 = arith.divf %in_4, %cst_0 : f32
          %7 = arith.addf %6, %cst_1 : f32
          %8 = math.rsqrt %7 : f32
          %9 = arith.mulf %in, %8 : f32
          %10 = arith.mulf %9, %in_5 : f32
          %11 = arith.addf %10, %in_6 : f32
          linalg.yield %11 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_29 {
    flow.executable.export public @main_dispatch_29_matmul_8x64x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_29_matmul_8x64x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.41421354 : f32
        %cst_1 = arith.constant 1.000000e+00 : f32
        %cst_2 = arith.constant 5.000000e-01 : f32
        %cst_3 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [64, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>> -> tensor<64x32xf32>
        %2 = tensor.empty() : tensor<8x64xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x64xf32>) -> tensor<8x64xf32>
        %4 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%0, %1 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%3 : tensor<8x64xf32>) -> tensor<8x64xf32>
        %5 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_3 : tensor<8x64xf32>, tensor<64xf32>) outs(%2 : tensor<8x64xf32>) {
        ^bb0(%in: f32, %in_4: f32, %out: f32):
          %6 = arith.addf %in, %in_4 : f32
          %7 = arith.divf %6, %cst_0 : f32
          %8 = math.erf %7 : f32
          %9 = arith.addf %8, %cst_1 : f32
          %10 = arith.mulf %9, %cst_2 : f32
          %11 = arith.mulf %6, %10 : f32
          linalg.yield %11 : f32
        } -> tensor<8x64xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg2, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : tensor<8x64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_30 {
    flow.executable.export public @main_dispatch_30_matmul_8x32x64_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_30_matmul_8x32x64_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_32_torch.float32_17> : tensor<32xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>> -> tensor<8x64xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [32, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>> -> tensor<32x64xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %3 = tensor.empty() : tensor<8x32xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %5 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%0, %1 : tensor<8x64xf32>, tensor<32x64xf32>) outs(%4 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5, %cst_0, %2 : tensor<8x32xf32>, tensor<32xf32>, tensor<8x32xf32>) outs(%3 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
          %7 = arith.addf %in, %in_1 : f32
          %8 = arith.addf %7, %in_2 : f32
          linalg.yield %8 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_32 {
    flow.executable.export public @main_dispatch_32_reduction_8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_32_reduction_8x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 3.200000e+01 : f32
        %cst_1 = arith.constant 9.99999996E-13 : f32
        %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_18> : tensor<32xf32>
        %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_19> : tensor<32xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = tensor.empty() : tensor<8x32xf32>
        %2 = tensor.empty() : tensor<8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
        %4 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<8x32xf32>) outs(%3 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.mulf %in, %in : f32
          %7 = arith.addf %6, %out : f32
          linalg.yield %7 : f32
        } -> tensor<8xf32>
        %5 = linalg.generic {indexing_maps = [#map1, #map, #map2, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%0, %4, %cst_2, %cst_3 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_4: f32, %in_5: f32, %in_6: f32, %out: f32):
          %6 = arith.divf %in_4, %cst_0 : f32
          %7 = arith.addf %6, %cst_1 : f32
          %8 = math.rsqrt %7 : f32
          %9 = arith.mulf %in, %8 : f32
          %10 = arith.mulf %9, %in_5 : f32
          %11 = arith.addf %10, %in_6 : f32
          linalg.yield %11 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_33 {
    flow.executable.export public @main_dispatch_33_matmul_1x32x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_33_matmul_1x32x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x1x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [1, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32xf32>> -> tensor<1x32xf32>
        %2 = tensor.empty() : tensor<1x32xf32>
        %3 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0], sizes = [1, 1, 1, 32], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x1x32xf32>> -> tensor<1x32xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%2 : tensor<1x32xf32>) -> tensor<1x32xf32>
        %5 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%3, %0 : tensor<1x32xf32>, tensor<32x32xf32>) outs(%4 : tensor<1x32xf32>) -> tensor<1x32xf32>
        %6 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5, %1 : tensor<1x32xf32>, tensor<1x32xf32>) outs(%2 : tensor<1x32xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.addf %in, %in_0 : f32
          %8 = math.tanh %7 : f32
          linalg.yield %8 : f32
        } -> tensor<1x32xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg3, offsets = [0, 0], sizes = [1, 32], strides = [1, 1] : tensor<1x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x32xf32>>
        return
      }
    }
  }
  util.global private @__constant_tensor_32xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_torch.float32_20> : tensor<32xf32>
  util.global private @__constant_tensor_32x32xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_32_torch.float32_8> : tensor<32x32xf32>
  util.global private @__constant_tensor_32x64xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>
  util.global private @__constant_tensor_64x32xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>
  util.global private @__constant_tensor_32x32xf32_0 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_32_torch.float32_7> : tensor<32x32xf32>
  util.global private @__constant_tensor_32xf32_1 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>
  util.global private @__constant_tensor_32x32xf32_2 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_32_torch.float32_6> : tensor<32x32xf32>
  util.global private @__constant_tensor_32x32xf32_3 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_32_torch.float32_5> : tensor<32x32xf32>
  util.global private @__constant_tensor_32xf32_4 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>
  util.global private @__constant_tensor_32x32xf32_5 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_32_torch.float32_4> : tensor<32x32xf32>
  util.global private @__constant_tensor_32x64xf32_6 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
  util.global private @__constant_tensor_64x32xf32_7 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>
  util.global private @__constant_tensor_32x32xf32_8 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
  util.global private @__constant_tensor_32xf32_9 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
  util.global private @__constant_tensor_32x32xf32_10 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
  util.global private @__constant_tensor_32x32xf32_11 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
  util.global private @__constant_tensor_32xf32_12 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
  util.global private @__constant_tensor_32x32xf32_13 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
  util.global private @__constant_tensor_128x32xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8xi64>) -> (%output0: tensor<1x8x32xf32>, %output1: tensor<1x32xf32>)"}} {
    %__constant_tensor_32xf32 = util.global.load immutable @__constant_tensor_32xf32 : tensor<32xf32>
    %__constant_tensor_32x32xf32 = util.global.load immutable @__constant_tensor_32x32xf32 : tensor<32x32xf32>
    %__constant_tensor_32x64xf32 = util.global.load immutable @__constant_tensor_32x64xf32 : tensor<32x64xf32>
    %__constant_tensor_64x32xf32 = util.global.load immutable @__constant_tensor_64x32xf32 : tensor<64x32xf32>
    %__constant_tensor_32x32xf32_0 = util.global.load immutable @__constant_tensor_32x32xf32_0 : tensor<32x32xf32>
    %__constant_tensor_32xf32_1 = util.global.load immutable @__constant_tensor_32xf32_1 : tensor<32xf32>
    %__constant_tensor_32x32xf32_2 = util.global.load immutable @__constant_tensor_32x32xf32_2 : tensor<32x32xf32>
    %__constant_tensor_32x32xf32_3 = util.global.load immutable @__constant_tensor_32x32xf32_3 : tensor<32x32xf32>
    %__constant_tensor_32xf32_4 = util.global.load immutable @__constant_tensor_32xf32_4 : tensor<32xf32>
    %__constant_tensor_32x32xf32_5 = util.global.load immutable @__constant_tensor_32x32xf32_5 : tensor<32x32xf32>
    %__constant_tensor_32x64xf32_6 = util.global.load immutable @__constant_tensor_32x64xf32_6 : tensor<32x64xf32>
    %__constant_tensor_64x32xf32_7 = util.global.load immutable @__constant_tensor_64x32xf32_7 : tensor<64x32xf32>
    %__constant_tensor_32x32xf32_8 = util.global.load immutable @__constant_tensor_32x32xf32_8 : tensor<32x32xf32>
    %__constant_tensor_32xf32_9 = util.global.load immutable @__constant_tensor_32xf32_9 : tensor<32xf32>
    %__constant_tensor_32x32xf32_10 = util.global.load immutable @__constant_tensor_32x32xf32_10 : tensor<32x32xf32>
    %__constant_tensor_32x32xf32_11 = util.global.load immutable @__constant_tensor_32x32xf32_11 : tensor<32x32xf32>
    %__constant_tensor_32xf32_12 = util.global.load immutable @__constant_tensor_32xf32_12 : tensor<32xf32>
    %__constant_tensor_32x32xf32_13 = util.global.load immutable @__constant_tensor_32x32xf32_13 : tensor<32x32xf32>
    %__constant_tensor_128x32xf32 = util.global.load immutable @__constant_tensor_128x32xf32 : tensor<128x32xf32>
    %__hoisted_tensor_8x32xf32 = util.global.load immutable @__hoisted_tensor_8x32xf32 : tensor<8x32xf32>
    %__hoisted_tensor_8x32xf32_0 = util.global.load immutable @__hoisted_tensor_8x32xf32_0 : tensor<8x32xf32>
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x8xi64>
    %1 = flow.tensor.reshape %0 : tensor<1x8xi64> -> tensor<8xi64>
    %2 = flow.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_8x32_i64xf32xf32xf32(%__constant_tensor_128x32xf32, %1, %__hoisted_tensor_8x32xf32, %__hoisted_tensor_8x32xf32_0) : (tensor<128x32xf32>, tensor<8xi64>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %3 = flow.dispatch @main_dispatch_1::@main_dispatch_1_reduction_8x32_f32(%2) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %4 = flow.dispatch @main_dispatch_2::@main_dispatch_2_reduction_8x32_f32(%3) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %5 = flow.dispatch @main_dispatch_3::@main_dispatch_3_matmul_8x32x32_f32(%4, %__constant_tensor_32x32xf32_13) : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %6 = flow.tensor.reshape %5 : tensor<8x32xf32> -> tensor<8x2x16xf32>
    %7 = flow.tensor.reshape %__constant_tensor_32xf32_12 : tensor<32xf32> -> tensor<2x16xf32>
    %8 = flow.dispatch @main_dispatch_4::@main_dispatch_4_elementwise_transpose_8x2x16_f32(%6, %7) : (tensor<8x2x16xf32>, tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %9 = flow.dispatch @main_dispatch_5::@main_dispatch_5_matmul_8x32x32_f32(%4, %__constant_tensor_32x32xf32_11) : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<32x8xf32>
    %10 = flow.dispatch @main_dispatch_3::@main_dispatch_3_matmul_8x32x32_f32(%4, %__constant_tensor_32x32xf32_10) : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %11 = flow.tensor.reshape %10 : tensor<8x32xf32> -> tensor<8x2x16xf32>
    %12 = flow.tensor.reshape %__constant_tensor_32xf32_9 : tensor<32xf32> -> tensor<2x16xf32>
    %13 = flow.dispatch @main_dispatch_4::@main_dispatch_4_elementwise_transpose_8x2x16_f32(%11, %12) : (tensor<8x2x16xf32>, tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %14 = flow.tensor.reshape %9 : tensor<32x8xf32> -> tensor<2x16x8xf32>
    %15 = flow.dispatch @main_dispatch_8::@main_dispatch_8_batch_matmul_2x8x8x16_f32(%8, %14) : (tensor<2x8x16xf32>, tensor<2x16x8xf32>) -> tensor<2x8x8xf32>
    %16 = flow.dispatch @main_dispatch_9::@main_dispatch_9_softmax_2x8x8xf32_dispatch_tensor_store(%15) : (tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %17 = flow.dispatch @main_dispatch_10::@main_dispatch_10_batch_matmul_2x8x16x8_f32(%16, %13) : (tensor<2x8x8xf32>, tensor<2x8x16xf32>) -> tensor<8x2x16xf32>
    %18 = flow.tensor.reshape %17 : tensor<8x2x16xf32> -> tensor<8x32xf32>
    %19 = flow.dispatch @main_dispatch_11::@main_dispatch_11_matmul_8x32x32_f32(%18, %__constant_tensor_32x32xf32_8, %4) : (tensor<8x32xf32>, tensor<32x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %20 = flow.dispatch @main_dispatch_1::@main_dispatch_1_reduction_8x32_f32(%19) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %21 = flow.dispatch @main_dispatch_13::@main_dispatch_13_reduction_8x32_f32(%20) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %22 = flow.dispatch @main_dispatch_14::@main_dispatch_14_matmul_8x64x32_f32(%21, %__constant_tensor_64x32xf32_7) : (tensor<8x32xf32>, tensor<64x32xf32>) -> tensor<8x64xf32>
    %23 = flow.dispatch @main_dispatch_15::@main_dispatch_15_matmul_8x32x64_f32(%22, %__constant_tensor_32x64xf32_6, %21) : (tensor<8x64xf32>, tensor<32x64xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %24 = flow.dispatch @main_dispatch_1::@main_dispatch_1_reduction_8x32_f32(%23) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %25 = flow.dispatch @main_dispatch_17::@main_dispatch_17_reduction_8x32_f32(%24) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %26 = flow.dispatch @main_dispatch_3::@main_dispatch_3_matmul_8x32x32_f32(%25, %__constant_tensor_32x32xf32_5) : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %27 = flow.tensor.reshape %26 : tensor<8x32xf32> -> tensor<8x2x16xf32>
    %28 = flow.tensor.reshape %__constant_tensor_32xf32_4 : tensor<32xf32> -> tensor<2x16xf32>
    %29 = flow.dispatch @main_dispatch_4::@main_dispatch_4_elementwise_transpose_8x2x16_f32(%27, %28) : (tensor<8x2x16xf32>, tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %30 = flow.dispatch @main_dispatch_20::@main_dispatch_20_matmul_8x32x32_f32(%25, %__constant_tensor_32x32xf32_3) : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<32x8xf32>
    %31 = flow.dispatch @main_dispatch_3::@main_dispatch_3_matmul_8x32x32_f32(%25, %__constant_tensor_32x32xf32_2) : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %32 = flow.tensor.reshape %31 : tensor<8x32xf32> -> tensor<8x2x16xf32>
    %33 = flow.tensor.reshape %__constant_tensor_32xf32_1 : tensor<32xf32> -> tensor<2x16xf32>
    %34 = flow.dispatch @main_dispatch_4::@main_dispatch_4_elementwise_transpose_8x2x16_f32(%32, %33) : (tensor<8x2x16xf32>, tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %35 = flow.tensor.reshape %30 : tensor<32x8xf32> -> tensor<2x16x8xf32>
    %36 = flow.dispatch @main_dispatch_8::@main_dispatch_8_batch_matmul_2x8x8x16_f32(%29, %35) : (tensor<2x8x16xf32>, tensor<2x16x8xf32>) -> tensor<2x8x8xf32>
    %37 = flow.dispatch @main_dispatch_9::@main_dispatch_9_softmax_2x8x8xf32_dispatch_tensor_store(%36) : (tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %38 = flow.dispatch @main_dispatch_10::@main_dispatch_10_batch_matmul_2x8x16x8_f32(%37, %34) : (tensor<2x8x8xf32>, tensor<2x8x16xf32>) -> tensor<8x2x16xf32>
    %39 = flow.tensor.reshape %38 : tensor<8x2x16xf32> -> tensor<8x32xf32>
    %40 = flow.dispatch @main_dispatch_26::@main_dispatch_26_matmul_8x32x32_f32(%39, %__constant_tensor_32x32xf32_0, %25) : (tensor<8x32xf32>, tensor<32x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %41 = flow.dispatch @main_dispatch_1::@main_dispatch_1_reduction_8x32_f32(%40) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %42 = flow.dispatch @main_dispatch_28::@main_dispatch_28_reduction_8x32_f32(%41) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %43 = flow.dispatch @main_dispatch_29::@main_dispatch_29_matmul_8x64x32_f32(%42, %__constant_tensor_64x32xf32) : (tensor<8x32xf32>, tensor<64x32xf32>) -> tensor<8x64xf32>
    %44 = flow.dispatch @main_dispatch_30::@main_dispatch_30_matmul_8x32x64_f32(%43, %__constant_tensor_32x64xf32, %42) : (tensor<8x64xf32>, tensor<32x64xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %45 = flow.dispatch @main_dispatch_1::@main_dispatch_1_reduction_8x32_f32(%44) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %46 = flow.dispatch @main_dispatch_32::@main_dispatch_32_reduction_8x32_f32(%45) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %47 = flow.tensor.reshape %46 : tensor<8x32xf32> -> tensor<1x8x32xf32>
    %48 = flow.tensor.reshape %46 : tensor<8x32xf32> -> tensor<1x8x1x32xf32>
    %49 = flow.tensor.reshape %__constant_tensor_32xf32 : tensor<32xf32> -> tensor<1x32xf32>
    %50 = flow.dispatch @main_dispatch_33::@main_dispatch_33_matmul_1x32x32_f32(%48, %__constant_tensor_32x32xf32, %49) : (tensor<1x8x1x32xf32>, tensor<32x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %51 = hal.tensor.export %47 "output0" : tensor<1x8x32xf32> -> !hal.buffer_view
    %52 = hal.tensor.export %50 "output1" : tensor<1x32xf32> -> !hal.buffer_view
    util.return %51, %52 : !hal.buffer_view, !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=4f0f272bad02 torch_mlir=ab235db08ed4 linalg_on_tensors_mlir=cfcb383fe200 iree_input=bef546b186dc iree_abi=98e3f30f3328 iree_preprocessing=7daa77579e28 iree_global_optimization=c7572c791f0c iree_dispatch_creation=a47de5f15bcc
