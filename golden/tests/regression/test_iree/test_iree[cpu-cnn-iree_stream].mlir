#composite_of_3264b = #util.composite<3264xi8, [
    dense_resource<torch_tensor_8_3_3_3_torch.float32> : tensor<8x3x3x3xf32>,
    dense<0> : vector<32xi8>,
    dense_resource<torch_tensor_8_8_3_3_torch.float32> : tensor<8x8x3x3xf32>,
    dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>,
    dense<0> : vector<48xi8>,
]>
#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d1 + d4, d2 + d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d4, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d3, d2 * 2 + d4)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1) -> (d0, d1)>
#map9 = affine_map<(d0, d1) -> (d0)>
#map10 = affine_map<(d0) -> (d0)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map12 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map13 = affine_map<(d0, d1, d2) -> (d0, d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.global private @__hoisted_tensor_8xf32_0 : !stream.resource<constant>
  util.global private @__constant_tensor_8x3x3x3xf32 : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.timepoint.immediate => !stream.timepoint
    %c32 = arith.constant 32 : index
    %c1065353132_i32 = arith.constant 1065353132 : i32
    %buffer_cst = util.buffer.constant <alignment = 64> : !util.buffer = #composite_of_3264b
    %c3264 = arith.constant 3264 : index
    %did_map, %result = stream.resource.try_map on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0] : !util.buffer -> i1, !stream.resource<constant>{%c3264}
    cf.cond_br %did_map, ^bb2(%0, %result : !stream.timepoint, !stream.resource<constant>), ^bb1
  ^bb1:  // pred: ^bb0
    %1 = stream.resource.alloc uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c3264}
    %file = stream.file.constant on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0 for %c3264] : !util.buffer{%c3264} -> !stream.file
    %2 = stream.file.read on(#hal.device.affinity<@__device_0>) await(%0) => %file[%c0_i64], %1[%c0], %c3264 : !stream.file -> !stream.resource<constant>{%c3264} => !stream.timepoint
    cf.br ^bb2(%2, %1 : !stream.timepoint, !stream.resource<constant>)
  ^bb2(%3: !stream.timepoint, %4: !stream.resource<constant>):  // 2 preds: ^bb0, ^bb1
    %result_0, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c32} => !stream.timepoint
    %5 = stream.cmd.execute once on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%result_0 as %arg0: !stream.resource<constant>{%c32}) {
      stream.cmd.fill %c1065353132_i32, %arg0[%c0 for %c32] : i32 -> !stream.resource<constant>{%c32}
    } => !stream.timepoint
    %6 = stream.timepoint.join max(%3, %5) => !stream.timepoint
    %7:2 = stream.timepoint.await sync %6 => %result_0, %4 : !stream.resource<constant>{%c32}, !stream.resource<constant>{%c3264}
    util.global.store %7#1, @__constant_tensor_8x3x3x3xf32 : !stream.resource<constant>
    util.global.store %7#0, @__hoisted_tensor_8xf32_0 : !stream.resource<constant>
    util.return
  }
  stream.executable private @main_dispatch_0 {
    stream.executable.export public @main_dispatch_0_slow_memcpy workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_0_slow_memcpy(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x16x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x18x18xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [3, 16, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x16x16xf32>> -> tensor<3x16x16xf32>
        iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0, 1, 1], sizes = [3, 16, 16], strides = [1, 1, 1] : tensor<3x16x16xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<3x18x18xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_1 {
    stream.executable.export public @main_dispatch_1_conv_8x16x16x3x3x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_1_conv_8x16x16x3x3x3_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}, %arg3: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %cst_0 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
        %cst_1 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
        %cst_2 = arith.constant dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>
        %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32_4> : tensor<8xf32>
        %c0 = arith.constant 0 : index
        %c3904 = arith.constant 3904 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x18x18xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x3x3x3xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %3 = stream.binding.subspan %arg3[%c3904] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16x16xf32>>
        %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [3, 18, 18], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x18x18xf32>> -> tensor<3x18x18xf32>
        %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [8, 3, 3, 3], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x3x3x3xf32>> -> tensor<8x3x3x3xf32>
        %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
        %7 = tensor.empty() : tensor<8x16x16xf32>
        %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
        %9 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%4, %5 : tensor<3x18x18xf32>, tensor<8x3x3x3xf32>) outs(%8 : tensor<8x16x16xf32>) {
        ^bb0(%in: f32, %in_4: f32, %out: f32):
          %11 = arith.mulf %in, %in_4 : f32
          %12 = arith.addf %out, %11 : f32
          linalg.yield %12 : f32
        } -> tensor<8x16x16xf32>
        %10 = linalg.generic {indexing_maps = [#map3, #map4, #map4, #map4, #map4, #map4, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %cst_0, %cst_1, %6, %cst_2, %cst_3 : tensor<8x16x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%7 : tensor<8x16x16xf32>) {
        ^bb0(%in: f32, %in_4: f32, %in_5: f32, %in_6: f32, %in_7: f32, %in_8: f32, %out: f32):
          %11 = arith.addf %in, %in_4 : f32
          %12 = arith.subf %11, %in_5 : f32
          %13 = arith.mulf %12, %in_6 : f32
          %14 = arith.mulf %13, %in_7 : f32
          %15 = arith.addf %14, %in_8 : f32
          %16 = arith.cmpf ugt, %15, %cst : f32
          %17 = arith.select %16, %15, %cst : f32
          linalg.yield %17 : f32
        } -> tensor<8x16x16xf32>
        iree_tensor_ext.dispatch.tensor.store %10, %3, offsets = [0, 0, 0], sizes = [8, 16, 16], strides = [1, 1, 1] : tensor<8x16x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16x16xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_2 {
    stream.executable.export public @main_dispatch_2_conv_8x8x8x2x2_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_2_conv_8x8x8x2x2_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0xFF800000 : f32
        %c3904 = arith.constant 3904 : index
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c3904] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16x16xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8x8xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [8, 16, 16], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16x16xf32>> -> tensor<8x16x16xf32>
        %3 = tensor.empty() : tensor<8x8x8xf32>
        %4 = tensor.empty() : tensor<2x2xf32>
        %5 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
        %6 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%2, %4 : tensor<8x16x16xf32>, tensor<2x2xf32>) outs(%5 : tensor<8x8x8xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %7 = arith.maximumf %out, %in : f32
          linalg.yield %7 : f32
        } -> tensor<8x8x8xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %1, offsets = [0, 0, 0], sizes = [8, 8, 8], strides = [1, 1, 1] : tensor<8x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8x8xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_3 {
    stream.executable.export public @main_dispatch_3_conv_8x6x6x8x3x3_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_3_conv_8x6x6x8x3x3_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %c896 = arith.constant 896 : index
        %c2048 = arith.constant 2048 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x8xf32>>
        %1 = stream.binding.subspan %arg1[%c896] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x3x3xf32>>
        %2 = stream.binding.subspan %arg2[%c2048] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x6x6xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [8, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x8xf32>> -> tensor<8x8x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0, 0], sizes = [8, 8, 3, 3], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x3x3xf32>> -> tensor<8x8x3x3xf32>
        %5 = tensor.empty() : tensor<8x6x6xf32>
        %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<8x6x6xf32>) -> tensor<8x6x6xf32>
        %7 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%3, %4 : tensor<8x8x8xf32>, tensor<8x8x3x3xf32>) outs(%6 : tensor<8x6x6xf32>) {
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %8 = arith.mulf %in, %in_0 : f32
          %9 = arith.addf %out, %8 : f32
          linalg.yield %9 : f32
        } -> tensor<8x6x6xf32>
        iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0], sizes = [8, 6, 6], strides = [1, 1, 1] : tensor<8x6x6xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x6x6xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_4 {
    stream.executable.export public @main_dispatch_4_reduction_8x36_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_4_reduction_8x36_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant dense_resource<torch_tensor_8_torch.float32_5> : tensor<8xf32>
        %cst_0 = arith.constant 0.000000e+00 : f32
        %cst_1 = arith.constant 3.600000e+01 : f32
        %c2048 = arith.constant 2048 : index
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %arg0[%c2048] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x36xf32>>
        %1 = stream.binding.subspan %arg1[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 36], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x36xf32>> -> tensor<8x36xf32>
        %3 = tensor.empty() : tensor<8xf32>
        %4 = linalg.fill ins(%cst_0 : f32) outs(%3 : tensor<8xf32>) -> tensor<8xf32>
        %5 = linalg.generic {indexing_maps = [#map8, #map9, #map9], iterator_types = ["parallel", "reduction"]} ins(%2, %cst : tensor<8x36xf32>, tensor<8xf32>) outs(%4 : tensor<8xf32>) {
        ^bb0(%in: f32, %in_2: f32, %out: f32):
          %7 = arith.addf %in, %in_2 : f32
          %8 = arith.addf %7, %out : f32
          linalg.yield %8 : f32
        } -> tensor<8xf32>
        %6 = linalg.generic {indexing_maps = [#map10, #map10], iterator_types = ["parallel"]} ins(%5 : tensor<8xf32>) outs(%3 : tensor<8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %7 = arith.divf %in, %cst_1 : f32
          linalg.yield %7 : f32
        } -> tensor<8xf32>
        iree_tensor_ext.dispatch.tensor.store %6, %1, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
        return
      }
    }
  }
  stream.executable private @main_dispatch_5 {
    stream.executable.export public @main_dispatch_5_matmul_1x4x8_f32 workgroups() -> (index, index, index) {
      %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
      stream.return %x, %y, %z : index, index, index
    }
    builtin.module {
      func.func @main_dispatch_5_matmul_1x4x8_f32(%arg0: !stream.binding {stream.alignment = 64 : index}, %arg1: !stream.binding {stream.alignment = 64 : index}, %arg2: !stream.binding {stream.alignment = 64 : index}) {
        %cst = arith.constant dense_resource<torch_tensor_4_8_torch.float32> : tensor<4x8xf32>
        %cst_0 = arith.constant 0.000000e+00 : f32
        %c0 = arith.constant 0 : index
        %c3200 = arith.constant 3200 : index
        %0 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8xf32>>
        %1 = stream.binding.subspan %arg1[%c3200] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4xf32>>
        %2 = stream.binding.subspan %arg2[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4xf32>>
        %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [1, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x8xf32>> -> tensor<1x8xf32>
        %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [1, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4xf32>> -> tensor<1x4xf32>
        %5 = tensor.empty() : tensor<1x4xf32>
        %6 = linalg.fill ins(%cst_0 : f32) outs(%5 : tensor<1x4xf32>) -> tensor<1x4xf32>
        %7 = linalg.matmul indexing_maps = [#map11, #map12, #map13] ins(%3, %cst : tensor<1x8xf32>, tensor<4x8xf32>) outs(%6 : tensor<1x4xf32>) -> tensor<1x4xf32>
        %8 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel"]} ins(%7, %4 : tensor<1x4xf32>, tensor<1x4xf32>) outs(%5 : tensor<1x4xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %9 = arith.addf %in, %in_1 : f32
          linalg.yield %9 : f32
        } -> tensor<1x4xf32>
        iree_tensor_ext.dispatch.tensor.store %8, %2, offsets = [0, 0], sizes = [1, 4], strides = [1, 1] : tensor<1x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x4xf32>>
        return
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x3x16x16xf32>) -> (%output0: tensor<1x4xf32>)"}} {
    %c32 = arith.constant 32 : index
    %c0 = arith.constant 0 : index
    %c3888 = arith.constant 3888 : index
    %c3072 = arith.constant 3072 : index
    %c0_i8 = arith.constant 0 : i8
    %c16 = arith.constant 16 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c12096 = arith.constant 12096 : index
    %c3264 = arith.constant 3264 : index
    %__constant_tensor_8x3x3x3xf32 = util.global.load immutable @__constant_tensor_8x3x3x3xf32 : !stream.resource<constant>
    %__hoisted_tensor_8xf32_0 = util.global.load immutable @__hoisted_tensor_8xf32_0 : !stream.resource<constant>
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c1, %c3, %c16, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x3x16x16xf32> in !stream.resource<external>{%c3072}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c16} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<transient>{%c12096} => !stream.timepoint
    %1 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%1) => with(%0 as %arg1: !stream.resource<external>{%c3072}, %__constant_tensor_8x3x3x3xf32 as %arg2: !stream.resource<constant>{%c3264}, %__hoisted_tensor_8xf32_0 as %arg3: !stream.resource<constant>{%c32}, %result as %arg4: !stream.resource<external>{%c16}, %result_0 as %arg5: !stream.resource<transient>{%c12096}) {
      stream.cmd.fill %c0_i8, %arg5[%c0 for %c3888] : i8 -> !stream.resource<transient>{%c12096}
      stream.cmd.dispatch @main_dispatch_0::@main_dispatch_0_slow_memcpy {
        ro %arg1[%c0 for %c3072] : !stream.resource<external>{%c3072},
        rw %arg5[%c0 for %c12096] : !stream.resource<transient>{%c12096}
      }
      stream.cmd.dispatch @main_dispatch_1::@main_dispatch_1_conv_8x16x16x3x3x3_f32 {
        ro %arg5[%c0 for %c12096] : !stream.resource<transient>{%c12096},
        ro %arg2[%c0 for %c3264] : !stream.resource<constant>{%c3264},
        ro %arg3[%c0 for %c32] : !stream.resource<constant>{%c32},
        wo %arg5[%c0 for %c12096] : !stream.resource<transient>{%c12096}
      }
      stream.cmd.dispatch @main_dispatch_2::@main_dispatch_2_conv_8x8x8x2x2_f32 {
        ro %arg5[%c0 for %c12096] : !stream.resource<transient>{%c12096},
        wo %arg5[%c0 for %c12096] : !stream.resource<transient>{%c12096}
      }
      stream.cmd.dispatch @main_dispatch_3::@main_dispatch_3_conv_8x6x6x8x3x3_f32 {
        ro %arg5[%c0 for %c12096] : !stream.resource<transient>{%c12096},
        ro %arg2[%c0 for %c3264] : !stream.resource<constant>{%c3264},
        wo %arg5[%c0 for %c12096] : !stream.resource<transient>{%c12096}
      }
      stream.cmd.dispatch @main_dispatch_4::@main_dispatch_4_reduction_8x36_f32 {
        ro %arg5[%c0 for %c12096] : !stream.resource<transient>{%c12096},
        wo %arg5[%c0 for %c12096] : !stream.resource<transient>{%c12096}
      }
      stream.cmd.dispatch @main_dispatch_5::@main_dispatch_5_matmul_1x4x8_f32 {
        ro %arg5[%c0 for %c12096] : !stream.resource<transient>{%c12096},
        ro %arg2[%c0 for %c3264] : !stream.resource<constant>{%c3264},
        wo %arg4[%c0 for %c16] : !stream.resource<external>{%c16}
      }
    } => !stream.timepoint
    %3 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%2) => %result_0 : !stream.resource<transient>{%c12096} => !stream.timepoint
    %4 = stream.timepoint.await %3 => %result : !stream.resource<external>{%c16}
    %5 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<1x4xf32> in !stream.resource<external>{%c16} -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=f1590a9bd845 torch_mlir=a9e53efeb770 linalg_on_tensors_mlir=8d3f80bcf4b5 iree_input=d0eed248788c iree_abi=01214e8d79ed iree_preprocessing=acb46723b4f8 iree_global_optimization=e36e379d3768 iree_dispatch_creation=4e3812f669e7 iree_flow=71c1ba5f16cd
