#composite_of_12288b = #util.composite<12288xi8, [
    dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>,
]>
#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d1, d0)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.global private @__constant_tensor_32x32xf32 : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.timepoint.immediate => !stream.timepoint
    %buffer_cst = util.buffer.constant <alignment = 64> : !util.buffer = #composite_of_12288b
    %c12288 = arith.constant 12288 : index
    %did_map, %result = stream.resource.try_map on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0] : !util.buffer -> i1, !stream.resource<constant>{%c12288}
    cf.cond_br %did_map, ^bb2(%0, %result : !stream.timepoint, !stream.resource<constant>), ^bb1
  ^bb1:  // pred: ^bb0
    %1 = stream.resource.alloc uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c12288}
    %file = stream.file.constant on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0 for %c12288] : !util.buffer{%c12288} -> !stream.file
    %2 = stream.file.read on(#hal.device.affinity<@__device_0>) await(%0) => %file[%c0_i64], %1[%c0], %c12288 : !stream.file -> !stream.resource<constant>{%c12288} => !stream.timepoint
    cf.br ^bb2(%2, %1 : !stream.timepoint, !stream.resource<constant>)
  ^bb2(%3: !stream.timepoint, %4: !stream.resource<constant>):  // 2 preds: ^bb0, ^bb1
    %5 = stream.timepoint.await sync %3 => %4 : !stream.resource<constant>{%c12288}
    util.global.store %5, @__constant_tensor_32x32xf32 : !stream.resource<constant>
    util.return
  }
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_matmul_8x32x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_matmul_8x32x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
        %5 = tensor.empty() : tensor<8x32xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %7 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%3, %4 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%6 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %8 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_0 : tensor<8x32xf32>, tensor<32xf32>) outs(%5 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %9 = arith.addf %in, %in_1 : f32
          linalg.yield %9 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_matmul_8x32x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_matmul_8x32x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
        %c0 = arith.constant 0 : index
        %c4096 = arith.constant 4096 : index
        %c1024 = arith.constant 1024 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %1 = stream.binding.subspan %arg1[%c4096] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>
        %2 = stream.binding.subspan %arg2[%c1024] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x8xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
        %5 = tensor.empty() : tensor<32x8xf32>
        %6 = tensor.empty() : tensor<8x32xf32>
        %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %8 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%3, %4 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%7 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %9 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%8, %cst_0 : tensor<8x32xf32>, tensor<32xf32>) outs(%5 : tensor<32x8xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %10 = arith.addf %in, %in_1 : f32
          linalg.yield %10 : f32
        } -> tensor<32x8xf32>
        iree_tensor_ext.dispatch.tensor.store %9, %2, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : tensor<32x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32x8xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_matmul_8x32x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_matmul_8x32x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
        %c0 = arith.constant 0 : index
        %c8192 = arith.constant 8192 : index
        %c2048 = arith.constant 2048 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %1 = stream.binding.subspan %arg1[%c8192] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>
        %2 = stream.binding.subspan %arg2[%c2048] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
        %5 = tensor.empty() : tensor<8x32xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %7 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%3, %4 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%6 : tensor<8x32xf32>) -> tensor<8x32xf32>
        %8 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_0 : tensor<8x32xf32>, tensor<32xf32>) outs(%5 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %9 = arith.addf %in, %in_1 : f32
          linalg.yield %9 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_3 {
    stream.executable.export public @main_dispatch_3_batch_matmul_1x8x8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_batch_matmul_1x8x8x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 0.176776692 : f32
        %c0 = arith.constant 0 : index
        %c1024 = arith.constant 1024 : index
        %c3072 = arith.constant 3072 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x32xf32>>
        %1 = stream.binding.subspan %arg0[%c1024] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32x8xf32>>
        %2 = stream.binding.subspan %arg1[%c3072] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x8x8xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 8, 32], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x32xf32>> -> tensor<1x8x32xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, 32, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x32x8xf32>> -> tensor<1x32x8xf32>
        %5 = tensor.empty() : tensor<1x8x8xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
        %7 = linalg.batch_matmul ins(%3, %4 : tensor<1x8x32xf32>, tensor<1x32x8xf32>) outs(%6 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
        %8 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<1x8x8xf32>) outs(%5 : tensor<1x8x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %9 = arith.mulf %in, %cst_0 : f32
          linalg.yield %9 : f32
        } -> tensor<1x8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %2, offsets = [0, 0, 0], sizes = [1, 8, 8], strides = [1, 1, 1] : tensor<1x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x8x8xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_4 {
    stream.executable.export public @main_dispatch_4_softmax_8x8xf32_dispatch_tensor_store workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_4_softmax_8x8xf32_dispatch_tensor_store(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %c3072 = arith.constant 3072 : index
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c3072] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
        %3 = tensor.empty() : tensor<8x8xf32>
        %4 = linalg.softmax dimension(1) ins(%2 : tensor<8x8xf32>) outs(%3 : tensor<8x8xf32>) -> tensor<8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : tensor<8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_5 {
    stream.executable.export public @main_dispatch_5_batch_matmul_1x8x32x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_5_batch_matmul_1x8x32x8_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %c2048 = arith.constant 2048 : index
        %c256 = arith.constant 256 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x8xf32>>
        %1 = stream.binding.subspan %arg0[%c2048] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x32xf32>>
        %2 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x32xf32>>
        %3 = stream.binding.subspan %arg2[%c256] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x8x32xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x8xf32>> -> tensor<1x8x8xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, 8, 32], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x32xf32>> -> tensor<1x8x32xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0, 0], sizes = [1, 8, 32], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8x32xf32>> -> tensor<1x8x32xf32>
        %7 = tensor.empty() : tensor<1x8x32xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
        %9 = linalg.batch_matmul ins(%4, %5 : tensor<1x8x8xf32>, tensor<1x8x32xf32>) outs(%8 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
        %10 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %6 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%7 : tensor<1x8x32xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %11 = arith.addf %in, %in_0 : f32
          linalg.yield %11 : f32
        } -> tensor<1x8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %3, offsets = [0, 0, 0], sizes = [1, 8, 32], strides = [1, 1, 1] : tensor<1x8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x8x32xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_6 {
    stream.executable.export public @main_dispatch_6_reduction_8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_6_reduction_8x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 3.200000e+01 : f32
        %c256 = arith.constant 256 : index
        %c1280 = arith.constant 1280 : index
        %0 = stream.binding.subspan %arg0[%c256] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %1 = stream.binding.subspan %arg1[%c1280] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %3 = tensor.empty() : tensor<8x32xf32>
        %4 = tensor.empty() : tensor<8xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
        %6 = linalg.generic {indexing_maps = [#map3, #map7], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<8x32xf32>) outs(%5 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.addf %in, %out : f32
          linalg.yield %8 : f32
        } -> tensor<8xf32>
        %7 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%2, %6 : tensor<8x32xf32>, tensor<8xf32>) outs(%3 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %8 = arith.divf %in_1, %cst_0 : f32
          %9 = arith.subf %in, %8 : f32
          linalg.yield %9 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_7 {
    stream.executable.export public @main_dispatch_7_reduction_8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_7_reduction_8x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 3.200000e+01 : f32
        %cst_1 = arith.constant 9.99999974E-6 : f32
        %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
        %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
        %c1280 = arith.constant 1280 : index
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c1280] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %3 = tensor.empty() : tensor<8x32xf32>
        %4 = tensor.empty() : tensor<8xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
        %6 = linalg.generic {indexing_maps = [#map3, #map7], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<8x32xf32>) outs(%5 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = arith.mulf %in, %in : f32
          %9 = arith.addf %8, %out : f32
          linalg.yield %9 : f32
        } -> tensor<8xf32>
        %7 = linalg.generic {indexing_maps = [#map3, #map7, #map4, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%2, %6, %cst_2, %cst_3 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%3 : tensor<8x32xf32>) {
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
  stream.executable private @main_dispatch_8 {
    stream.executable.export public @main_dispatch_8_reduction_8x32_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_8_reduction_8x32_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant 3.200000e+01 : f32
        %cst_1 = arith.constant 9.99999997E-7 : f32
        %c2_i64 = arith.constant 2 : i64
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
        %3 = tensor.empty() : tensor<8x32xf32>
        %4 = tensor.empty() : tensor<8xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
        %6 = linalg.generic {indexing_maps = [#map3, #map7], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<8x32xf32>) outs(%5 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %8 = math.fpowi %in, %c2_i64 : f32, i64
          %9 = arith.addf %8, %out : f32
          linalg.yield %9 : f32
        } -> tensor<8xf32>
        %7 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%2, %6 : tensor<8x32xf32>, tensor<8xf32>) outs(%3 : tensor<8x32xf32>) {
        ^bb0(%in: f32, %in_2: f32, %out: f32):
          %8 = arith.divf %in_2, %cst_0 : f32
          %9 = arith.addf %8, %cst_1 : f32
          %10 = math.rsqrt %9 : f32
          %11 = arith.mulf %in, %10 : f32
          %12 = math.tanh %11 : f32
          linalg.yield %12 : f32
        } -> tensor<8x32xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8x32xf32>) -> (%output0: tensor<1x8x32xf32>)"}} {
    %c0 = arith.constant 0 : index
    %c1024 = arith.constant 1024 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %c3328 = arith.constant 3328 : index
    %c12288 = arith.constant 12288 : index
    %__constant_tensor_32x32xf32 = util.global.load immutable @__constant_tensor_32x32xf32 : !stream.resource<constant>
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c1, %c8, %c32]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x8x32xf32> in !stream.resource<external>{%c1024}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c1024} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<transient>{%c3328} => !stream.timepoint
    %1 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%1) => with(%0 as %arg1: !stream.resource<external>{%c1024}, %__constant_tensor_32x32xf32 as %arg2: !stream.resource<constant>{%c12288}, %result as %arg3: !stream.resource<external>{%c1024}, %result_0 as %arg4: !stream.resource<transient>{%c3328}) {
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_matmul_8x32x32_f32 {
          ro %arg1[%c0 for %c1024] : !stream.resource<external>{%c1024},
          ro %arg2[%c0 for %c12288] : !stream.resource<constant>{%c12288},
          wo %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328}
        }
        stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_matmul_8x32x32_f32 {
          ro %arg1[%c0 for %c1024] : !stream.resource<external>{%c1024},
          ro %arg2[%c0 for %c12288] : !stream.resource<constant>{%c12288},
          wo %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328}
        }
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_2::@main_dispatch_2_matmul_8x32x32_f32 {
          ro %arg1[%c0 for %c1024] : !stream.resource<external>{%c1024},
          ro %arg2[%c0 for %c12288] : !stream.resource<constant>{%c12288},
          wo %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328}
        }
        stream.cmd.dispatch @main_dispatch_3::@main_dispatch_3_batch_matmul_1x8x8x32_f32 {
          ro %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328},
          wo %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328}
        }
      }
      stream.cmd.dispatch @main_dispatch_4::@main_dispatch_4_softmax_8x8xf32_dispatch_tensor_store {
        ro %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328},
        wo %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328}
      }
      stream.cmd.dispatch @main_dispatch_5::@main_dispatch_5_batch_matmul_1x8x32x8_f32 {
        ro %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328},
        ro %arg1[%c0 for %c1024] : !stream.resource<external>{%c1024},
        wo %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328}
      }
      stream.cmd.dispatch @main_dispatch_6::@main_dispatch_6_reduction_8x32_f32 {
        ro %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328},
        wo %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328}
      }
      stream.cmd.dispatch @main_dispatch_7::@main_dispatch_7_reduction_8x32_f32 {
        ro %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328},
        wo %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328}
      }
      stream.cmd.dispatch @main_dispatch_8::@main_dispatch_8_reduction_8x32_f32 {
        ro %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328},
        wo %arg3[%c0 for %c1024] : !stream.resource<external>{%c1024}
      }
    } => !stream.timepoint
    %3 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%2) => %result_0 : !stream.resource<transient>{%c3328} => !stream.timepoint
    %4 = stream.timepoint.await %3 => %result : !stream.resource<external>{%c1024}
    %5 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<1x8x32xf32> in !stream.resource<external>{%c1024} -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=8e61057b8a82 torch_mlir=43a6a598ed0e linalg_on_tensors_mlir=c5ba5b247171 iree_input=7f5b5330cf62 iree_abi=cf597a3cf9a3 iree_preprocessing=112730382d48 iree_global_optimization=4c82cde38a55 iree_dispatch_creation=c0346c8161ae iree_flow=cd6dfb9963e3
