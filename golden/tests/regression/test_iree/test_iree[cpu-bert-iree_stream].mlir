#composite_of_88704b = #util.composite<88704xi8, [
    dense_resource<__elided__> : tensor<8x32xf32>,
    dense_resource<__elided__> : tensor<8x32xf32>,
    dense_resource<torch_tensor_32_torch.float32_20> : tensor<32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_8> : tensor<32x32xf32>,
    dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>,
    dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_7> : tensor<32x32xf32>,
    dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_6> : tensor<32x32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_5> : tensor<32x32xf32>,
    dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_4> : tensor<32x32xf32>,
    dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>,
    dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>,
    dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>,
    dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>,
    dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>,
]>
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
  util.global private @__hoisted_tensor_8x32xf32 : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.timepoint.immediate => !stream.timepoint
    %buffer_cst = util.buffer.constant <alignment = 64> : !util.buffer = #composite_of_88704b
    %c88704 = arith.constant 88704 : index
    %did_map, %result = stream.resource.try_map on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0] : !util.buffer -> i1, !stream.resource<constant>{%c88704}
    cf.cond_br %did_map, ^bb2(%0, %result : !stream.timepoint, !stream.resource<constant>), ^bb1
  ^bb1:  // pred: ^bb0
    %1 = stream.resource.alloc uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c88704}
    %file = stream.file.constant on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0 for %c88704] : !util.buffer{%c88704} -> !stream.file
    %2 = stream.file.read on(#hal.device.affinity<@__device_0>) await(%0) => %file[%c0_i64], %1[%c0], %c88704 : !stream.file -> !stream.resource<constant>{%c88704} => !stream.timepoint
    cf.br ^bb2(%2, %1 : !stream.timepoint, !stream.resource<constant>)
  ^bb2(%3: !stream.timepoint, %4: !stream.resource<constant>):  // 2 preds: ^bb0, ^bb1
    %5 = stream.timepoint.await sync %3 => %4 : !stream.resource<constant>{%c88704}
    util.global.store %5, @__hoisted_tensor_8x32xf32 : !stream.resource<constant>
    util.return
  }
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_elementwise_8x32_i64xf32xf32xf32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_elementwise_8x32_i64xf32xf32xf32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %c72320 = arith.constant 72320 : index
        %c0 = arith.constant 0 : index
        %c1024 = arith.constant 1024 : index
        %0 = stream.binding.subspan %arg0[%c72320] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x32xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi64>>
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %3 = stream.binding.subspan %arg0[%c1024] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %4 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        %5 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [128, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x32xf32>> -> tensor<128x32xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi64>> -> tensor<8xi64>
        %7 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %8 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %9 = tensor.empty() : tensor<8x32xf32>
        %10 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%6, %7, %8 : tensor<8xi64>, tensor<8x32xf32>, tensor<8x32xf32>) outs(%9 : tensor<8x32xf32>) {
        ^bb0(%in: i64, %in_0: f32, %in_1: f32, %out: f32):
          %11 = linalg.index 1 : index
          %12 = arith.index_cast %in : i64 to index
          %extracted = tensor.extract %5[%12, %11] : tensor<128x32xf32>
          %13 = arith.addf %extracted, %in_0 : f32
          %14 = arith.addf %13, %in_1 : f32
          linalg.yield %14 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %4, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_reduction_8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_reduction_8x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: i32, %arg3: i32) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 3.200000e+01 : f32
        %0 = arith.index_castui %arg2 : i32 to index
        %1 = arith.index_castui %arg3 : i32 to index
        %2:2 = util.assume.int
            %0[<umin = 0, umax = 0>, <umin = 1024, umax = 1024, udiv = 1024>, <umin = 0, umax = 0>, <umin = 1024, umax = 1024, udiv = 1024>, <umin = 0, umax = 0>],
            %1[<umin = 1024, umax = 1024, udiv = 1024>, <umin = 0, umax = 0>, <umin = 1024, umax = 1024, udiv = 1024>, <umin = 0, umax = 0>, <umin = 1024, umax = 1024, udiv = 1024>]
          : index, index
        %3 = stream.binding.subspan %arg0[%2#0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %4 = stream.binding.subspan %arg1[%2#1] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        %5 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %6 = tensor.empty() : tensor<8x32xf32>
        %7 = tensor.empty() : tensor<8xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<8xf32>) -> tensor<8xf32>
        %9 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%5 : tensor<8x32xf32>) outs(%8 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %11 = arith.addf %in, %out : f32
          linalg.yield %11 : f32
        } -> tensor<8xf32>
        %10 = linalg.generic {indexing_maps = [#map1, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%5, %9 : tensor<8x32xf32>, tensor<8xf32>) outs(%6 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %11 = arith.divf %in_1, %cst_0 : f32
          %12 = arith.subf %in, %11 : f32
          linalg.yield %12 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %4, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_reduction_8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_reduction_8x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 3.200000e+01 : f32
        %cst_1 = arith.constant 9.99999996E-13 : f32
        %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
        %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
        %c1024 = arith.constant 1024 : index
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c1024] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %3 = tensor.empty() : tensor<8x32xf32>
        %4 = tensor.empty() : tensor<8xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
        %6 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<8x32xf32>) outs(%5 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.mulf %in, %in : f32
          %9 = arith.addf %8, %out : f32
          linalg.yield %9 : f32
        } -> tensor<8xf32>
        %7 = linalg.generic {indexing_maps = [#map1, #map, #map2, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%2, %6, %cst_2, %cst_3 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%3 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_4: f32, %in_5: f32, %in_6: f32, %out: f32):
          %8 = arith.divf %in_4, %cst_0 : f32
          %9 = arith.addf %8, %cst_1 : f32
          %10 = math.rsqrt %9 : f32
          %11 = arith.mulf %in, %10 : f32
          %12 = arith.mulf %11, %in_5 : f32
          %13 = arith.addf %12, %in_6 : f32
          linalg.yield %13 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_3 {
    stream.executable.export public @main_dispatch_3_matmul_8x32x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_matmul_8x32x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}, %arg3: i32, %arg4: i32) {
        %c0 = arith.constant 0 : index
        %cst = arith.constant 0.000000e+00 : f32
        %0 = arith.index_castui %arg3 : i32 to index
        %1 = arith.index_castui %arg4 : i32 to index
        %2:2 = util.assume.int
            %0[<umin = 68224, umax = 68224, udiv = 68224>, <umin = 59904, umax = 59904, udiv = 59904>, <umin = 35200, umax = 35200, udiv = 35200>, <umin = 26880, umax = 26880, udiv = 26880>],
            %1[<umin = 1024, umax = 1024, udiv = 1024>, <umin = 4096, umax = 4096, udiv = 4096>, <umin = 1024, umax = 1024, udiv = 1024>, <umin = 4096, umax = 4096, udiv = 4096>]
          : index, index
        %3 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %4 = stream.binding.subspan %arg1[%2#0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>
        %5 = stream.binding.subspan %arg2[%2#1] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        %6 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %7 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
        %8 = tensor.empty() : tensor<8x32xf32>
        %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %10 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%6, %7 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%9 : tensor<8x32xf32>) -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %5, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_4 {
    stream.executable.export public @main_dispatch_4_elementwise_transpose_8x2x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_4_elementwise_transpose_8x2x16_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}, %arg3: i32, %arg4: i32, %arg5: i32) {
        %0 = arith.index_castui %arg3 : i32 to index
        %1 = arith.index_castui %arg4 : i32 to index
        %2 = arith.index_castui %arg5 : i32 to index
        %3:3 = util.assume.int
            %0[<umin = 1024, umax = 1024, udiv = 1024>, <umin = 4096, umax = 4096, udiv = 4096>, <umin = 1024, umax = 1024, udiv = 1024>, <umin = 4096, umax = 4096, udiv = 4096>],
            %1[<umin = 68096, umax = 68096, udiv = 68096>, <umin = 59776, umax = 59776, udiv = 59776>, <umin = 35072, umax = 35072, udiv = 35072>, <umin = 26752, umax = 26752, udiv = 26752>],
            %2[<umin = 2048, umax = 2048, udiv = 2048>, <umin = 1024, umax = 1024, udiv = 1024>, <umin = 2048, umax = 2048, udiv = 2048>, <umin = 1024, umax = 1024, udiv = 1024>]
          : index, index, index
        %4 = stream.binding.subspan %arg0[%3#0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x16xf32>>
        %5 = stream.binding.subspan %arg1[%3#1] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>
        %6 = stream.binding.subspan %arg2[%3#2] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x16xf32>>
        %7 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0, 0, 0], sizes = [8, 2, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x16xf32>> -> tensor<8x2x16xf32>
        %8 = iree_tensor_ext.dispatch.tensor.load %5, offsets = [0, 0], sizes = [2, 16], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> -> tensor<2x16xf32>
        %9 = tensor.empty() : tensor<2x8x16xf32>
        %10 = linalg.generic {indexing_maps = [#map6, #map4, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7, %8 : tensor<8x2x16xf32>, tensor<2x16xf32>) outs(%9 : tensor<2x8x16xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %11 = arith.addf %in, %in_0 : f32
          linalg.yield %11 : f32
        } -> tensor<2x8x16xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %6, offsets = [0, 0, 0], sizes = [2, 8, 16], strides = [1, 1, 1] : tensor<2x8x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x16xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_5 {
    stream.executable.export public @main_dispatch_5_matmul_8x32x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_5_matmul_8x32x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
        %c0 = arith.constant 0 : index
        %c64000 = arith.constant 64000 : index
        %c3072 = arith.constant 3072 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %1 = stream.binding.subspan %arg1[%c64000] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>
        %2 = stream.binding.subspan %arg2[%c3072] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x8xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
        %5 = tensor.empty() : tensor<32x8xf32>
        %6 = tensor.empty() : tensor<8x32xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %8 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%3, %4 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%7 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %9 = linalg.generic {indexing_maps = [#map1, #map2, #map8], iterator_types = ["parallel", "parallel"]} ins(%8, %cst_0 : tensor<8x32xf32>, tensor<32xf32>) outs(%5 : tensor<32x8xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %10 = arith.addf %in, %in_1 : f32
          linalg.yield %10 : f32
        } -> tensor<32x8xf32>
        iree_tensor_ext.dispatch.tensor.store %9, %2, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : tensor<32x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x8xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_8 {
    stream.executable.export public @main_dispatch_8_batch_matmul_2x8x8x16_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_8_batch_matmul_2x8x8x16_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 4.000000e+00 : f32
        %c2048 = arith.constant 2048 : index
        %c3072 = arith.constant 3072 : index
        %c5120 = arith.constant 5120 : index
        %0 = stream.binding.subspan %arg0[%c2048] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x16xf32>>
        %1 = stream.binding.subspan %arg0[%c3072] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16x8xf32>>
        %2 = stream.binding.subspan %arg1[%c5120] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x8xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [2, 8, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x16xf32>> -> tensor<2x8x16xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [2, 16, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16x8xf32>> -> tensor<2x16x8xf32>
        %5 = tensor.empty() : tensor<2x8x8xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
        %7 = linalg.batch_matmul ins(%3, %4 : tensor<2x8x16xf32>, tensor<2x16x8xf32>) outs(%6 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
        %8 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<2x8x8xf32>) outs(%5 : tensor<2x8x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %9 = arith.divf %in, %cst_0 : f32
          linalg.yield %9 : f32
        } -> tensor<2x8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %2, offsets = [0, 0, 0], sizes = [2, 8, 8], strides = [1, 1, 1] : tensor<2x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x8xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_9 {
    stream.executable.export public @main_dispatch_9_softmax_2x8x8xf32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_9_softmax_2x8x8xf32_dispatch_tensor_store(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %c5120 = arith.constant 5120 : index
        %c2048 = arith.constant 2048 : index
        %0 = stream.binding.subspan %arg0[%c5120] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x8xf32>>
        %1 = stream.binding.subspan %arg1[%c2048] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x8xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [2, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x8xf32>> -> tensor<2x8x8xf32>
        %3 = tensor.empty() : tensor<2x8x8xf32>
        %4 = linalg.softmax dimension(2) ins(%2 : tensor<2x8x8xf32>) outs(%3 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0, 0, 0], sizes = [2, 8, 8], strides = [1, 1, 1] : tensor<2x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x8xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_10 {
    stream.executable.export public @main_dispatch_10_batch_matmul_2x8x16x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_10_batch_matmul_2x8x16x8_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %c2048 = arith.constant 2048 : index
        %c1024 = arith.constant 1024 : index
        %c2560 = arith.constant 2560 : index
        %0 = stream.binding.subspan %arg0[%c2048] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x8xf32>>
        %1 = stream.binding.subspan %arg0[%c1024] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x16xf32>>
        %2 = stream.binding.subspan %arg1[%c2560] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x2x16xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [2, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x8xf32>> -> tensor<2x8x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [2, 8, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x16xf32>> -> tensor<2x8x16xf32>
        %5 = tensor.empty() : tensor<8x2x16xf32>
        %6 = tensor.empty() : tensor<2x8x16xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
        %8 = linalg.batch_matmul ins(%3, %4 : tensor<2x8x8xf32>, tensor<2x8x16xf32>) outs(%7 : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
        %9 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<2x8x16xf32>) outs(%5 : tensor<8x2x16xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<8x2x16xf32>
        iree_tensor_ext.dispatch.tensor.store %9, %2, offsets = [0, 0, 0], sizes = [8, 2, 16], strides = [1, 1, 1] : tensor<8x2x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x2x16xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_11 {
    stream.executable.export public @main_dispatch_11_matmul_8x32x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_11_matmul_8x32x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
        %c2560 = arith.constant 2560 : index
        %c0 = arith.constant 0 : index
        %c55680 = arith.constant 55680 : index
        %c1024 = arith.constant 1024 : index
        %0 = stream.binding.subspan %arg0[%c2560] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %1 = stream.binding.subspan %arg1[%c55680] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %3 = stream.binding.subspan %arg2[%c1024] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %7 = tensor.empty() : tensor<8x32xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %9 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%4, %5 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%8 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%9, %cst_0, %6 : tensor<8x32xf32>, tensor<32xf32>, tensor<8x32xf32>) outs(%7 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
          %11 = arith.addf %in, %in_1 : f32
          %12 = arith.addf %11, %in_2 : f32
          linalg.yield %12 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_13 {
    stream.executable.export public @main_dispatch_13_reduction_8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_13_reduction_8x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 3.200000e+01 : f32
        %cst_1 = arith.constant 9.99999996E-13 : f32
        %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
        %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
        %c0 = arith.constant 0 : index
        %c1024 = arith.constant 1024 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %1 = stream.binding.subspan %arg1[%c1024] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %3 = tensor.empty() : tensor<8x32xf32>
        %4 = tensor.empty() : tensor<8xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
        %6 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<8x32xf32>) outs(%5 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.mulf %in, %in : f32
          %9 = arith.addf %8, %out : f32
          linalg.yield %9 : f32
        } -> tensor<8xf32>
        %7 = linalg.generic {indexing_maps = [#map1, #map, #map2, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%2, %6, %cst_2, %cst_3 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%3 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_4: f32, %in_5: f32, %in_6: f32, %out: f32):
          %8 = arith.divf %in_4, %cst_0 : f32
          %9 = arith.addf %8, %cst_1 : f32
          %10 = math.rsqrt %9 : f32
          %11 = arith.mulf %in, %10 : f32
          %12 = arith.mulf %11, %in_5 : f32
          %13 = arith.addf %12, %in_6 : f32
          linalg.yield %13 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_14 {
    stream.executable.export public @main_dispatch_14_matmul_8x64x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_14_matmul_8x64x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.41421354 : f32
        %cst_1 = arith.constant 1.000000e+00 : f32
        %cst_2 = arith.constant 5.000000e-01 : f32
        %cst_3 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
        %c1024 = arith.constant 1024 : index
        %c47488 = arith.constant 47488 : index
        %c2048 = arith.constant 2048 : index
        %0 = stream.binding.subspan %arg0[%c1024] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %1 = stream.binding.subspan %arg1[%c47488] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>>
        %2 = stream.binding.subspan %arg2[%c2048] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [64, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>> -> tensor<64x32xf32>
        %5 = tensor.empty() : tensor<8x64xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<8x64xf32>) -> tensor<8x64xf32>
        %7 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%3, %4 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%6 : tensor<8x64xf32>) -> tensor<8x64xf32>
        %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_3 : tensor<8x64xf32>, tensor<64xf32>) outs(%5 : tensor<8x64xf32>) {
        ^bb0(%in: f32, %in_4: f32, %out: f32):
          %9 = arith.addf %in, %in_4 : f32
          %10 = arith.divf %9, %cst_0 : f32
          %11 = math.erf %10 : f32
          %12 = arith.addf %11, %cst_1 : f32
          %13 = arith.mulf %12, %cst_2 : f32
          %14 = arith.mulf %9, %13 : f32
          linalg.yield %14 : f32
        } -> tensor<8x64xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %2, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : tensor<8x64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_15 {
    stream.executable.export public @main_dispatch_15_matmul_8x32x64_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_15_matmul_8x32x64_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
        %c2048 = arith.constant 2048 : index
        %c1024 = arith.constant 1024 : index
        %c39296 = arith.constant 39296 : index
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c2048] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>>
        %1 = stream.binding.subspan %arg1[%c39296] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %2 = stream.binding.subspan %arg0[%c1024] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %3 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>> -> tensor<8x64xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [32, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>> -> tensor<32x64xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %7 = tensor.empty() : tensor<8x32xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %9 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%4, %5 : tensor<8x64xf32>, tensor<32x64xf32>) outs(%8 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%9, %cst_0, %6 : tensor<8x32xf32>, tensor<32xf32>, tensor<8x32xf32>) outs(%7 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
          %11 = arith.addf %in, %in_1 : f32
          %12 = arith.addf %11, %in_2 : f32
          linalg.yield %12 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_17 {
    stream.executable.export public @main_dispatch_17_reduction_8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_17_reduction_8x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 3.200000e+01 : f32
        %cst_1 = arith.constant 9.99999996E-13 : f32
        %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
        %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>
        %c1024 = arith.constant 1024 : index
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c1024] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %3 = tensor.empty() : tensor<8x32xf32>
        %4 = tensor.empty() : tensor<8xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
        %6 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<8x32xf32>) outs(%5 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.mulf %in, %in : f32
          %9 = arith.addf %8, %out : f32
          linalg.yield %9 : f32
        } -> tensor<8xf32>
        %7 = linalg.generic {indexing_maps = [#map1, #map, #map2, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%2, %6, %cst_2, %cst_3 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%3 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_4: f32, %in_5: f32, %in_6: f32, %out: f32):
          %8 = arith.divf %in_4, %cst_0 : f32
          %9 = arith.addf %8, %cst_1 : f32
          %10 = math.rsqrt %9 : f32
          %11 = arith.mulf %in, %10 : f32
          %12 = arith.mulf %11, %in_5 : f32
          %13 = arith.addf %12, %in_6 : f32
          linalg.yield %13 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_20 {
    stream.executable.export public @main_dispatch_20_matmul_8x32x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_20_matmul_8x32x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>
        %c0 = arith.constant 0 : index
        %c30976 = arith.constant 30976 : index
        %c3072 = arith.constant 3072 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %1 = stream.binding.subspan %arg1[%c30976] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>
        %2 = stream.binding.subspan %arg2[%c3072] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x8xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
        %5 = tensor.empty() : tensor<32x8xf32>
        %6 = tensor.empty() : tensor<8x32xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %8 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%3, %4 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%7 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %9 = linalg.generic {indexing_maps = [#map1, #map2, #map8], iterator_types = ["parallel", "parallel"]} ins(%8, %cst_0 : tensor<8x32xf32>, tensor<32xf32>) outs(%5 : tensor<32x8xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %10 = arith.addf %in, %in_1 : f32
          linalg.yield %10 : f32
        } -> tensor<32x8xf32>
        iree_tensor_ext.dispatch.tensor.store %9, %2, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : tensor<32x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x8xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_26 {
    stream.executable.export public @main_dispatch_26_matmul_8x32x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_26_matmul_8x32x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_32_torch.float32_14> : tensor<32xf32>
        %c2560 = arith.constant 2560 : index
        %c0 = arith.constant 0 : index
        %c22656 = arith.constant 22656 : index
        %c1024 = arith.constant 1024 : index
        %0 = stream.binding.subspan %arg0[%c2560] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %1 = stream.binding.subspan %arg1[%c22656] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>
        %2 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %3 = stream.binding.subspan %arg2[%c1024] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %7 = tensor.empty() : tensor<8x32xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %9 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%4, %5 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%8 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%9, %cst_0, %6 : tensor<8x32xf32>, tensor<32xf32>, tensor<8x32xf32>) outs(%7 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
          %11 = arith.addf %in, %in_1 : f32
          %12 = arith.addf %11, %in_2 : f32
          linalg.yield %12 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_28 {
    stream.executable.export public @main_dispatch_28_reduction_8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_28_reduction_8x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 3.200000e+01 : f32
        %cst_1 = arith.constant 9.99999996E-13 : f32
        %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_15> : tensor<32xf32>
        %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_16> : tensor<32xf32>
        %c0 = arith.constant 0 : index
        %c1024 = arith.constant 1024 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %1 = stream.binding.subspan %arg1[%c1024] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %3 = tensor.empty() : tensor<8x32xf32>
        %4 = tensor.empty() : tensor<8xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
        %6 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<8x32xf32>) outs(%5 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.mulf %in, %in : f32
          %9 = arith.addf %8, %out : f32
          linalg.yield %9 : f32
        } -> tensor<8xf32>
        %7 = linalg.generic {indexing_maps = [#map1, #map, #map2, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%2, %6, %cst_2, %cst_3 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%3 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_4: f32, %in_5: f32, %in_6: f32, %out: f32):
          %8 = arith.divf %in_4, %cst_0 : f32
          %9 = arith.addf %8, %cst_1 : f32
          %10 = math.rsqrt %9 : f32
          %11 = arith.mulf %in, %10 : f32
          %12 = arith.mulf %11, %in_5 : f32
          %13 = arith.addf %12, %in_6 : f32
          linalg.yield %13 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_29 {
    stream.executable.export public @main_dispatch_29_matmul_8x64x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_29_matmul_8x64x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 1.41421354 : f32
        %cst_1 = arith.constant 1.000000e+00 : f32
        %cst_2 = arith.constant 5.000000e-01 : f32
        %cst_3 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
        %c1024 = arith.constant 1024 : index
        %c14464 = arith.constant 14464 : index
        %c2048 = arith.constant 2048 : index
        %0 = stream.binding.subspan %arg0[%c1024] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %1 = stream.binding.subspan %arg1[%c14464] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>>
        %2 = stream.binding.subspan %arg2[%c2048] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [64, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>> -> tensor<64x32xf32>
        %5 = tensor.empty() : tensor<8x64xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<8x64xf32>) -> tensor<8x64xf32>
        %7 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%3, %4 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%6 : tensor<8x64xf32>) -> tensor<8x64xf32>
        %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_3 : tensor<8x64xf32>, tensor<64xf32>) outs(%5 : tensor<8x64xf32>) {
        ^bb0(%in: f32, %in_4: f32, %out: f32):
          %9 = arith.addf %in, %in_4 : f32
          %10 = arith.divf %9, %cst_0 : f32
          %11 = math.erf %10 : f32
          %12 = arith.addf %11, %cst_1 : f32
          %13 = arith.mulf %12, %cst_2 : f32
          %14 = arith.mulf %9, %13 : f32
          linalg.yield %14 : f32
        } -> tensor<8x64xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %2, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : tensor<8x64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_30 {
    stream.executable.export public @main_dispatch_30_matmul_8x32x64_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_30_matmul_8x32x64_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_32_torch.float32_17> : tensor<32xf32>
        %c2048 = arith.constant 2048 : index
        %c1024 = arith.constant 1024 : index
        %c6272 = arith.constant 6272 : index
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c2048] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>>
        %1 = stream.binding.subspan %arg1[%c6272] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
        %2 = stream.binding.subspan %arg0[%c1024] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %3 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>> -> tensor<8x64xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [32, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>> -> tensor<32x64xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %7 = tensor.empty() : tensor<8x32xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %9 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%4, %5 : tensor<8x64xf32>, tensor<32x64xf32>) outs(%8 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%9, %cst_0, %6 : tensor<8x32xf32>, tensor<32xf32>, tensor<8x32xf32>) outs(%7 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
          %11 = arith.addf %in, %in_1 : f32
          %12 = arith.addf %11, %in_2 : f32
          linalg.yield %12 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_32 {
    stream.executable.export public @main_dispatch_32_reduction_8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_32_reduction_8x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 3.200000e+01 : f32
        %cst_1 = arith.constant 9.99999996E-13 : f32
        %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_18> : tensor<32xf32>
        %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_19> : tensor<32xf32>
        %c1024 = arith.constant 1024 : index
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c1024] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %3 = tensor.empty() : tensor<8x32xf32>
        %4 = tensor.empty() : tensor<8xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
        %6 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<8x32xf32>) outs(%5 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.mulf %in, %in : f32
          %9 = arith.addf %8, %out : f32
          linalg.yield %9 : f32
        } -> tensor<8xf32>
        %7 = linalg.generic {indexing_maps = [#map1, #map, #map2, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%2, %6, %cst_2, %cst_3 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%3 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_4: f32, %in_5: f32, %in_6: f32, %out: f32):
          %8 = arith.divf %in_4, %cst_0 : f32
          %9 = arith.addf %8, %cst_1 : f32
          %10 = math.rsqrt %9 : f32
          %11 = arith.mulf %in, %10 : f32
          %12 = arith.mulf %11, %in_5 : f32
          %13 = arith.addf %12, %in_6 : f32
          linalg.yield %13 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_33 {
    stream.executable.export public @main_dispatch_33_matmul_1x32x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_33_matmul_1x32x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %c2176 = arith.constant 2176 : index
        %c2048 = arith.constant 2048 : index
        %c1024 = arith.constant 1024 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x1x32xf32>>
        %1 = stream.binding.subspan %arg1[%c2176] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>
        %2 = stream.binding.subspan %arg1[%c2048] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32xf32>>
        %3 = stream.binding.subspan %arg2[%c1024] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x32xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [1, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32xf32>> -> tensor<1x32xf32>
        %6 = tensor.empty() : tensor<1x32xf32>
        %7 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [1, 1, 1, 32], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x1x32xf32>> -> tensor<1x32xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%6 : tensor<1x32xf32>) -> tensor<1x32xf32>
        %9 = linalg.matmul indexing_maps = [#map3, #map4, #map5] ins(%7, %4 : tensor<1x32xf32>, tensor<32x32xf32>) outs(%8 : tensor<1x32xf32>) -> tensor<1x32xf32>
        %10 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%9, %5 : tensor<1x32xf32>, tensor<1x32xf32>) outs(%6 : tensor<1x32xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %11 = arith.addf %in, %in_0 : f32
          %12 = math.tanh %11 : f32
          linalg.yield %12 : f32
        } -> tensor<1x32xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %3, offsets = [0, 0], sizes = [1, 32], strides = [1, 1] : tensor<1x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x32xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8xi64>) -> (%output0: tensor<1x8x32xf32>, %output1: tensor<1x32xf32>)"}} {
    %c26752_i32 = arith.constant 26752 : i32
    %c26880_i32 = arith.constant 26880 : i32
    %c35072_i32 = arith.constant 35072 : i32
    %c35200_i32 = arith.constant 35200 : i32
    %c59776_i32 = arith.constant 59776 : i32
    %c4096_i32 = arith.constant 4096 : i32
    %c59904_i32 = arith.constant 59904 : i32
    %c2048_i32 = arith.constant 2048 : i32
    %c68096_i32 = arith.constant 68096 : i32
    %c68224_i32 = arith.constant 68224 : i32
    %c1024_i32 = arith.constant 1024 : i32
    %c0_i32 = arith.constant 0 : i32
    %c128 = arith.constant 128 : index
    %c1024 = arith.constant 1024 : index
    %c64 = arith.constant 64 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %c1152 = arith.constant 1152 : index
    %c5632 = arith.constant 5632 : index
    %c0 = arith.constant 0 : index
    %c88704 = arith.constant 88704 : index
    %__hoisted_tensor_8x32xf32 = util.global.load immutable @__hoisted_tensor_8x32xf32 : !stream.resource<constant>
    %element_type_i64 = hal.element_type<i64> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c1, %c8]) type(%element_type_i64) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x8xi64> in !stream.resource<external>{%c64}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c1152} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<transient>{%c5632} => !stream.timepoint
    %1 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%1) => with(%__hoisted_tensor_8x32xf32 as %arg1: !stream.resource<constant>{%c88704}, %0 as %arg2: !stream.resource<external>{%c64}, %result as %arg3: !stream.resource<external>{%c1152}, %result_0 as %arg4: !stream.resource<transient>{%c5632}) {
      stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_elementwise_8x32_i64xf32xf32xf32 {
        ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
        ro %arg2[%c0 for %c64] : !stream.resource<external>{%c64},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_reduction_8x32_f32(%c0_i32, %c1024_i32 : i32, i32) {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_2::@main_dispatch_2_reduction_8x32_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_3::@main_dispatch_3_matmul_8x32x32_f32(%c68224_i32, %c1024_i32 : i32, i32) {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_4::@main_dispatch_4_elementwise_transpose_8x2x16_f32(%c1024_i32, %c68096_i32, %c2048_i32 : i32, i32, i32) {
          ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
          ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
          wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
        }
        stream.cmd.dispatch @main_dispatch_5::@main_dispatch_5_matmul_8x32x32_f32 {
          ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
          ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
          wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
        }
        stream.cmd.dispatch @main_dispatch_3::@main_dispatch_3_matmul_8x32x32_f32(%c59904_i32, %c4096_i32 : i32, i32) {
          ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
          ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
          wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
        }
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_4::@main_dispatch_4_elementwise_transpose_8x2x16_f32(%c4096_i32, %c59776_i32, %c1024_i32 : i32, i32, i32) {
          ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
          ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
          wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
        }
        stream.cmd.dispatch @main_dispatch_8::@main_dispatch_8_batch_matmul_2x8x8x16_f32 {
          ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
          wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
        }
      }
      stream.cmd.dispatch @main_dispatch_9::@main_dispatch_9_softmax_2x8x8xf32_dispatch_tensor_store {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_10::@main_dispatch_10_batch_matmul_2x8x16x8_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_11::@main_dispatch_11_matmul_8x32x32_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_reduction_8x32_f32(%c1024_i32, %c0_i32 : i32, i32) {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_13::@main_dispatch_13_reduction_8x32_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_14::@main_dispatch_14_matmul_8x64x32_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_15::@main_dispatch_15_matmul_8x32x64_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_reduction_8x32_f32(%c0_i32, %c1024_i32 : i32, i32) {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_17::@main_dispatch_17_reduction_8x32_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_3::@main_dispatch_3_matmul_8x32x32_f32(%c35200_i32, %c1024_i32 : i32, i32) {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_4::@main_dispatch_4_elementwise_transpose_8x2x16_f32(%c1024_i32, %c35072_i32, %c2048_i32 : i32, i32, i32) {
          ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
          ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
          wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
        }
        stream.cmd.dispatch @main_dispatch_20::@main_dispatch_20_matmul_8x32x32_f32 {
          ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
          ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
          wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
        }
        stream.cmd.dispatch @main_dispatch_3::@main_dispatch_3_matmul_8x32x32_f32(%c26880_i32, %c4096_i32 : i32, i32) {
          ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
          ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
          wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
        }
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_4::@main_dispatch_4_elementwise_transpose_8x2x16_f32(%c4096_i32, %c26752_i32, %c1024_i32 : i32, i32, i32) {
          ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
          ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
          wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
        }
        stream.cmd.dispatch @main_dispatch_8::@main_dispatch_8_batch_matmul_2x8x8x16_f32 {
          ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
          wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
        }
      }
      stream.cmd.dispatch @main_dispatch_9::@main_dispatch_9_softmax_2x8x8xf32_dispatch_tensor_store {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_10::@main_dispatch_10_batch_matmul_2x8x16x8_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_26::@main_dispatch_26_matmul_8x32x32_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_reduction_8x32_f32(%c1024_i32, %c0_i32 : i32, i32) {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_28::@main_dispatch_28_reduction_8x32_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_29::@main_dispatch_29_matmul_8x64x32_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_30::@main_dispatch_30_matmul_8x32x64_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_reduction_8x32_f32(%c0_i32, %c1024_i32 : i32, i32) {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_32::@main_dispatch_32_reduction_8x32_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg3[%c0 for %c1152] : !stream.resource<external>{%c1152}
      }
      stream.cmd.dispatch @main_dispatch_33::@main_dispatch_33_matmul_1x32x32_f32 {
        ro %arg3[%c0 for %c1152] : !stream.resource<external>{%c1152},
        ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
        wo %arg3[%c0 for %c1152] : !stream.resource<external>{%c1152}
      }
    } => !stream.timepoint
    %3 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%2) => %result_0 : !stream.resource<transient>{%c5632} => !stream.timepoint
    %4 = stream.timepoint.await %3 => %result : !stream.resource<external>{%c1152}
    %5 = stream.resource.subview %4[%c0] : !stream.resource<external>{%c1152} -> !stream.resource<external>{%c1024}
    %6 = stream.resource.subview %4[%c1024] : !stream.resource<external>{%c1152} -> !stream.resource<external>{%c128}
    %7 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %5 : tensor<1x8x32xf32> in !stream.resource<external>{%c1024} -> !hal.buffer_view
    %8 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %6 : tensor<1x32xf32> in !stream.resource<external>{%c128} -> !hal.buffer_view
    util.return %7, %8 : !hal.buffer_view, !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=4f0f272bad02 torch_mlir=ab235db08ed4 linalg_on_tensors_mlir=cfcb383fe200 iree_input=bef546b186dc iree_abi=98e3f30f3328 iree_preprocessing=7daa77579e28 iree_global_optimization=c7572c791f0c iree_dispatch_creation=a47de5f15bcc iree_flow=90eed088421e
