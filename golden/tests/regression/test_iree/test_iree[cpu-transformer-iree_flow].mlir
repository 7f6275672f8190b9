#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1) -> (d0, d1)>
#map9 = affine_map<(d0, d1) -> (d0)>
#map10 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  flow.executable private @main_dispatch_0 {
    flow.executable.export public @main_dispatch_0_matmul_8x96x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_matmul_8x96x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<96x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x96xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [96, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<96x32xf32>> -> tensor<96x32xf32>
        %2 = tensor.empty() : tensor<8x96xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x96xf32>) -> tensor<8x96xf32>
        %4 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%0, %1 : tensor<8x32xf32>, tensor<96x32xf32>) outs(%3 : tensor<8x96xf32>) -> tensor<8x96xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0], sizes = [8, 96], strides = [1, 1] : tensor<8x96xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x96xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_1 {
    flow.executable.export public @main_dispatch_1_elementwise_transpose_8x3x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_elementwise_transpose_8x3x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x3x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x8x32xf32>>) {
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [8, 3, 32], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x3x32xf32>> -> tensor<8x3x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [3, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x32xf32>> -> tensor<3x32xf32>
        %2 = tensor.empty() : tensor<3x8x32xf32>
        %3 = linalg.generic {indexing_maps = [#map3, #map1, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0, %1 : tensor<8x3x32xf32>, tensor<3x32xf32>) outs(%2 : tensor<3x8x32xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %4 = arith.addf %in, %in_0 : f32
          linalg.yield %4 : f32
        } -> tensor<3x8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %3, %arg2, offsets = [0, 0, 0], sizes = [3, 8, 32], strides = [1, 1, 1] : tensor<3x8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x8x32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_2 {
    flow.executable.export public @main_dispatch_2_transpose_8x4x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_transpose_8x4x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8x1x4x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>) {
        %0 = tensor.empty() : tensor<4x8x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [2, 0, 0, 0, 0], sizes = [1, 8, 1, 4, 8], strides = [1, 1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8x1x4x8xf32>> -> tensor<8x4x8xf32>
        %2 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<8x4x8xf32>) outs(%0 : tensor<4x8x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<4x8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_3 {
    flow.executable.export public @main_dispatch_3_elementwise_transpose_8x4x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_elementwise_transpose_8x4x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8x1x4x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>) {
        %cst = arith.constant 0.594603539 : f32
        %0 = tensor.empty() : tensor<4x8x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0, 0, 0], sizes = [1, 8, 1, 4, 8], strides = [1, 1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8x1x4x8xf32>> -> tensor<8x4x8xf32>
        %2 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<8x4x8xf32>) outs(%0 : tensor<4x8x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %3 = arith.mulf %in, %cst : f32
          linalg.yield %3 : f32
        } -> tensor<4x8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_4 {
    flow.executable.export public @main_dispatch_4_elementwise_transpose_8x4x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_4_elementwise_transpose_8x4x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8x1x4x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>) {
        %cst = arith.constant 0.594603539 : f32
        %0 = tensor.empty() : tensor<4x8x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [1, 0, 0, 0, 0], sizes = [1, 8, 1, 4, 8], strides = [1, 1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8x1x4x8xf32>> -> tensor<8x4x8xf32>
        %2 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<8x4x8xf32>) outs(%0 : tensor<4x8x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %3 = arith.mulf %in, %cst : f32
          linalg.yield %3 : f32
        } -> tensor<4x8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_5 {
    flow.executable.export public @main_dispatch_5_batch_matmul_4x8x8x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_5_batch_matmul_4x8x8x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
        %2 = tensor.empty() : tensor<4x8x8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
        %4 = linalg.batch_matmul indexing_maps = [#map5, #map6, #map7] ins(%0, %1 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%3 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_6 {
    flow.executable.export public @main_dispatch_6_reduction_32x8_f32xi1 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_6_reduction_32x8_f32xi1(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xi1>>) {
        %cst = arith.constant 0xFF800000 : f32
        %true = arith.constant true
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>> -> tensor<32x8xf32>
        %1 = tensor.empty() : tensor<32xi1>
        %2 = linalg.fill ins(%true : i1) outs(%1 : tensor<32xi1>) -> tensor<32xi1>
        %3 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<32x8xf32>) outs(%2 : tensor<32xi1>) {
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
  flow.executable private @main_dispatch_7 {
    flow.executable.export public @main_dispatch_7_softmax_4x8x8xf32_generic workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_7_softmax_4x8x8xf32_generic(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi1>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi1>> -> tensor<4x8xi1>
        %2 = tensor.empty() : tensor<4x8x8xf32>
        %3 = linalg.softmax dimension(2) ins(%0 : tensor<4x8x8xf32>) outs(%2 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
        %4 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %3 : tensor<4x8xi1>, tensor<4x8x8xf32>) outs(%2 : tensor<4x8x8xf32>) {
        ^bb0(%in: i1, %in_0: f32, %out: f32):
          %5 = arith.select %in, %cst, %in_0 : f32
          linalg.yield %5 : f32
        } -> tensor<4x8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
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
      func.func @main_dispatch_8_batch_matmul_4x8x8x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4x8xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
        %2 = tensor.empty() : tensor<8x4x8xf32>
        %3 = tensor.empty() : tensor<4x8x8xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
        %5 = linalg.batch_matmul ins(%0, %1 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%4 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
        %6 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<4x8x8xf32>) outs(%2 : tensor<8x4x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<8x4x8xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg2, offsets = [0, 0, 0], sizes = [8, 4, 8], strides = [1, 1, 1] : tensor<8x4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4x8xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_9 {
    flow.executable.export public @main_dispatch_9_matmul_8x32x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_9_matmul_8x32x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %3 = tensor.empty() : tensor<8x32xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %5 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%0, %1 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%4 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %6 = linalg.generic {indexing_maps = [#map8, #map8, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%2, %5, %cst_0 : tensor<8x32xf32>, tensor<8x32xf32>, tensor<32xf32>) outs(%3 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
          %7 = arith.addf %in_1, %in_2 : f32
          %8 = arith.addf %in, %7 : f32
          linalg.yield %8 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_10 {
    flow.executable.export public @main_dispatch_10_reduction_8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_10_reduction_8x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 3.200000e+01 : f32
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = tensor.empty() : tensor<8x32xf32>
        %2 = tensor.empty() : tensor<8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
        %4 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<8x32xf32>) outs(%3 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.addf %in, %out : f32
          linalg.yield %6 : f32
        } -> tensor<8xf32>
        %5 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel"]} ins(%0, %4 : tensor<8x32xf32>, tensor<8xf32>) outs(%1 : tensor<8x32xf32>) {
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
  flow.executable private @main_dispatch_11 {
    flow.executable.export public @main_dispatch_11_reduction_8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_11_reduction_8x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 3.200000e+01 : f32
        %cst_1 = arith.constant 9.99999974E-6 : f32
        %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
        %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = tensor.empty() : tensor<8x32xf32>
        %2 = tensor.empty() : tensor<8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
        %4 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<8x32xf32>) outs(%3 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.mulf %in, %in : f32
          %7 = arith.addf %6, %out : f32
          linalg.yield %7 : f32
        } -> tensor<8xf32>
        %5 = linalg.generic {indexing_maps = [#map8, #map9, #map10, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%0, %4, %cst_2, %cst_3 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
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
  flow.executable private @main_dispatch_12 {
    flow.executable.export public @main_dispatch_12_matmul_8x64x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_12_matmul_8x64x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [64, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>> -> tensor<64x32xf32>
        %2 = tensor.empty() : tensor<8x64xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x64xf32>) -> tensor<8x64xf32>
        %4 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%0, %1 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%3 : tensor<8x64xf32>) -> tensor<8x64xf32>
        %5 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_0 : tensor<8x64xf32>, tensor<64xf32>) outs(%2 : tensor<8x64xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %6 = arith.addf %in, %in_1 : f32
          %7 = arith.cmpf ugt, %6, %cst : f32
          %8 = arith.select %7, %6, %cst : f32
          linalg.yield %8 : f32
        } -> tensor<8x64xf32>
        iree_tensor_ext.dispatch.tensor.store %5, %arg2, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : tensor<8x64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_13 {
    flow.executable.export public @main_dispatch_13_matmul_8x32x64_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_13_matmul_8x32x64_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>> -> tensor<8x64xf32>
        %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [32, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>> -> tensor<32x64xf32>
        %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %3 = tensor.empty() : tensor<8x32xf32>
        %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %5 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%0, %1 : tensor<8x64xf32>, tensor<32x64xf32>) outs(%4 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %6 = linalg.generic {indexing_maps = [#map8, #map8, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%2, %5, %cst_0 : tensor<8x32xf32>, tensor<8x32xf32>, tensor<32xf32>) outs(%3 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
          %7 = arith.addf %in_1, %in_2 : f32
          %8 = arith.addf %in, %7 : f32
          linalg.yield %8 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %arg3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  flow.executable private @main_dispatch_15 {
    flow.executable.export public @main_dispatch_15_reduction_8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      flow.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_15_reduction_8x32_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 3.200000e+01 : f32
        %cst_1 = arith.constant 9.99999974E-6 : f32
        %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
        %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
        %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %1 = tensor.empty() : tensor<8x32xf32>
        %2 = tensor.empty() : tensor<8xf32>
        %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
        %4 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<8x32xf32>) outs(%3 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %6 = arith.mulf %in, %in : f32
          %7 = arith.addf %6, %out : f32
          linalg.yield %7 : f32
        } -> tensor<8xf32>
        %5 = linalg.generic {indexing_maps = [#map8, #map9, #map10, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%0, %4, %cst_2, %cst_3 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%1 : tensor<8x32xf32>) {
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
  util.global private @__constant_tensor_96x32xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_96_32_torch.float32> : tensor<96x32xf32>
  util.global private @__constant_tensor_96xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>
  util.global private @__constant_tensor_32x32xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
  util.global private @__constant_tensor_64x32xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
  util.global private @__constant_tensor_32x64xf32 <inlining_policy = #util.inline.never> {stream.affinity.default = #hal.device.affinity<@__device_0>} = dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8x32xf32>) -> (%output0: tensor<1x8x32xf32>)"}} {
    %__constant_tensor_96x32xf32 = util.global.load immutable @__constant_tensor_96x32xf32 : tensor<96x32xf32>
    %__constant_tensor_96xf32 = util.global.load immutable @__constant_tensor_96xf32 : tensor<96xf32>
    %__constant_tensor_32x32xf32 = util.global.load immutable @__constant_tensor_32x32xf32 : tensor<32x32xf32>
    %__constant_tensor_64x32xf32 = util.global.load immutable @__constant_tensor_64x32xf32 : tensor<64x32xf32>
    %__constant_tensor_32x64xf32 = util.global.load immutable @__constant_tensor_32x64xf32 : tensor<32x64xf32>
    %0 = hal.tensor.import %arg0 "input0" : !hal.buffer_view -> tensor<1x8x32xf32>
    %1 = flow.tensor.reshape %0 : tensor<1x8x32xf32> -> tensor<8x32xf32>
    %2 = flow.dispatch @main_dispatch_0::@main_dispatch_0_matmul_8x96x32_f32(%1, %__constant_tensor_96x32xf32) : (tensor<8x32xf32>, tensor<96x32xf32>) -> tensor<8x96xf32>
    %3 = flow.tensor.reshape %2 : tensor<8x96xf32> -> tensor<8x3x32xf32>
    %4 = flow.tensor.reshape %__constant_tensor_96xf32 : tensor<96xf32> -> tensor<3x32xf32>
    %5 = flow.dispatch @main_dispatch_1::@main_dispatch_1_elementwise_transpose_8x3x32_f32(%3, %4) : (tensor<8x3x32xf32>, tensor<3x32xf32>) -> tensor<3x8x32xf32>
    %6 = flow.tensor.reshape %5 : tensor<3x8x32xf32> -> tensor<3x8x1x4x8xf32>
    %7 = flow.dispatch @main_dispatch_2::@main_dispatch_2_transpose_8x4x8_f32(%6) : (tensor<3x8x1x4x8xf32>) -> tensor<4x8x8xf32>
    %8 = flow.dispatch @main_dispatch_3::@main_dispatch_3_elementwise_transpose_8x4x8_f32(%6) : (tensor<3x8x1x4x8xf32>) -> tensor<4x8x8xf32>
    %9 = flow.dispatch @main_dispatch_4::@main_dispatch_4_elementwise_transpose_8x4x8_f32(%6) : (tensor<3x8x1x4x8xf32>) -> tensor<4x8x8xf32>
    %10 = flow.dispatch @main_dispatch_5::@main_dispatch_5_batch_matmul_4x8x8x8_f32(%8, %9) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %11 = flow.tensor.reshape %10 : tensor<4x8x8xf32> -> tensor<32x8xf32>
    %12 = flow.dispatch @main_dispatch_6::@main_dispatch_6_reduction_32x8_f32xi1(%11) : (tensor<32x8xf32>) -> tensor<32xi1>
    %13 = flow.tensor.reshape %12 : tensor<32xi1> -> tensor<4x8xi1>
    %14 = flow.dispatch @main_dispatch_7::@main_dispatch_7_softmax_4x8x8xf32_generic(%10, %13) : (tensor<4x8x8xf32>, tensor<4x8xi1>) -> tensor<4x8x8xf32>
    %15 = flow.dispatch @main_dispatch_8::@main_dispatch_8_batch_matmul_4x8x8x8_f32(%14, %7) : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<8x4x8xf32>
    %16 = flow.tensor.reshape %15 : tensor<8x4x8xf32> -> tensor<8x32xf32>
    %17 = flow.dispatch @main_dispatch_9::@main_dispatch_9_matmul_8x32x32_f32(%16, %__constant_tensor_32x32xf32, %1) : (tensor<8x32xf32>, tensor<32x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %18 = flow.dispatch @main_dispatch_10::@main_dispatch_10_reduction_8x32_f32(%17) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %19 = flow.dispatch @main_dispatch_11::@main_dispatch_11_reduction_8x32_f32(%18) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %20 = flow.dispatch @main_dispatch_12::@main_dispatch_12_matmul_8x64x32_f32(%19, %__constant_tensor_64x32xf32) : (tensor<8x32xf32>, tensor<64x32xf32>) -> tensor<8x64xf32>
    %21 = flow.dispatch @main_dispatch_13::@main_dispatch_13_matmul_8x32x64_f32(%20, %__constant_tensor_32x64xf32, %19) : (tensor<8x64xf32>, tensor<32x64xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %22 = flow.dispatch @main_dispatch_10::@main_dispatch_10_reduction_8x32_f32(%21) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %23 = flow.dispatch @main_dispatch_15::@main_dispatch_15_reduction_8x32_f32(%22) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %24 = flow.tensor.reshape %23 : tensor<8x32xf32> -> tensor<1x8x32xf32>
    %25 = hal.tensor.export %24 "output0" : tensor<1x8x32xf32> -> !hal.buffer_view
    util.return %25 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=403c138b08c3 torch_mlir=f839db6a1054 linalg_on_tensors_mlir=894d706d5170 iree_input=54fd35a16a17 iree_abi=3f2c06b87528 iree_preprocessing=01700ec8c513 iree_global_optimization=4483a2292ab7 iree_dispatch_creation=10ac633422e8
