#composite_of_106496b = #util.composite<106496xi8, [
    dense_resource<torch_tensor_128_32_torch.float32_1> : tensor<128x32xf32>,
    dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>,
    dense_resource<torch_tensor_64_32_torch.float32_3> : tensor<64x32xf32>,
    dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>,
    dense_resource<torch_tensor_16_32_torch.float32_3> : tensor<16x32xf32>,
    dense_resource<torch_tensor_16_32_torch.float32_2> : tensor<16x32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>,
    dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>,
    dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>,
    dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>,
    dense_resource<torch_tensor_16_32_torch.float32_1> : tensor<16x32xf32>,
    dense_resource<torch_tensor_16_32_torch.float32> : tensor<16x32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>,
    dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>,
]>
#composite_of_64b = #util.composite<64xi8, [
    dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>,
    dense<0> : vector<48xi8>,
]>
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
#pipeline_layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>], flags = None>
#pipeline_layout1 = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer>], flags = None>
#pipeline_layout2 = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer>], flags = None>
#pipeline_layout3 = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#pipeline_layout4 = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#pipeline_layout5 = #hal.pipeline.layout<constants = 1, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#pipeline_layout6 = #hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#pipeline_layout7 = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.global private @__hoisted_tensor_8x8xf32 : !stream.resource<constant>
  util.global private @__constant_tensor_128x32xf32 : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c960 = arith.constant 960 : index
    %c768 = arith.constant 768 : index
    %c64 = arith.constant 64 : index
    %buffer_cst = util.buffer.constant <alignment = 64> : !util.buffer = #composite_of_64b
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.timepoint.immediate => !stream.timepoint
    %buffer_cst_0 = util.buffer.constant <alignment = 64> : !util.buffer = #composite_of_106496b
    %c106496 = arith.constant 106496 : index
    %did_map, %result = stream.resource.try_map on(#hal.device.affinity<@__device_0>) %buffer_cst_0[%c0] : !util.buffer -> i1, !stream.resource<constant>{%c106496}
    cf.cond_br %did_map, ^bb2(%0, %result : !stream.timepoint, !stream.resource<constant>), ^bb1
  ^bb1:  // pred: ^bb0
    %1 = stream.resource.alloc uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c106496}
    %file = stream.file.constant on(#hal.device.affinity<@__device_0>) %buffer_cst_0[%c0 for %c106496] : !util.buffer{%c106496} -> !stream.file
    %2 = stream.file.read on(#hal.device.affinity<@__device_0>) await(%0) => %file[%c0_i64], %1[%c0], %c106496 : !stream.file -> !stream.resource<constant>{%c106496} => !stream.timepoint
    cf.br ^bb2(%2, %1 : !stream.timepoint, !stream.resource<constant>)
  ^bb2(%3: !stream.timepoint, %4: !stream.resource<constant>):  // 2 preds: ^bb0, ^bb1
    %did_map_1, %result_2 = stream.resource.try_map on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0] : !util.buffer -> i1, !stream.resource<constant>{%c64}
    cf.cond_br %did_map_1, ^bb4(%0, %result_2 : !stream.timepoint, !stream.resource<constant>), ^bb3
  ^bb3:  // pred: ^bb2
    %5 = stream.resource.alloc uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c64}
    %file_3 = stream.file.constant on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0 for %c64] : !util.buffer{%c64} -> !stream.file
    %6 = stream.file.read on(#hal.device.affinity<@__device_0>) await(%0) => %file_3[%c0_i64], %5[%c0], %c64 : !stream.file -> !stream.resource<constant>{%c64} => !stream.timepoint
    cf.br ^bb4(%6, %5 : !stream.timepoint, !stream.resource<constant>)
  ^bb4(%7: !stream.timepoint, %8: !stream.resource<constant>):  // 2 preds: ^bb2, ^bb3
    %result_4, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c768} => !stream.timepoint
    %result_5, %result_timepoint_6 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<transient>{%c960} => !stream.timepoint
    %9 = stream.timepoint.join max(%7, %result_timepoint, %result_timepoint_6) => !stream.timepoint
    %10 = stream.cmd.execute once on(#hal.device.affinity<@__device_0>) await(%9) => with(%8 as %arg0: !stream.resource<constant>{%c64}, %result_4 as %arg1: !stream.resource<constant>{%c768}, %result_5 as %arg2: !stream.resource<transient>{%c960}) {
      stream.cmd.dispatch @_initializer_0_dispatch_0::@embedded_elf_x86_64::@_initializer_0_dispatch_0_elementwise_broadcast_8_f32 {
        wo %arg2[%c0 for %c960] : !stream.resource<transient>{%c960}
      }
      stream.cmd.dispatch @_initializer_1_dispatch_0::@embedded_elf_x86_64::@_initializer_1_dispatch_0_batch_matmul_1x4x8x1_f32 {
        ro %arg0[%c0 for %c64] : !stream.resource<constant>{%c64},
        ro %arg2[%c0 for %c960] : !stream.resource<transient>{%c960},
        wo %arg2[%c0 for %c960] : !stream.resource<transient>{%c960}
      }
      stream.cmd.dispatch @_initializer_2_dispatch_0::@embedded_elf_x86_64::@_initializer_2_dispatch_0_slow_memcpy {
        ro %arg2[%c0 for %c960] : !stream.resource<transient>{%c960},
        rw %arg2[%c0 for %c960] : !stream.resource<transient>{%c960}
      }
      stream.cmd.dispatch @_initializer_2_dispatch_1::@embedded_elf_x86_64::@_initializer_2_dispatch_1_slow_memcpy {
        ro %arg2[%c0 for %c960] : !stream.resource<transient>{%c960},
        rw %arg2[%c0 for %c960] : !stream.resource<transient>{%c960}
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @_initializer_3_dispatch_0::@embedded_elf_x86_64::@_initializer_3_dispatch_0_elementwise_64_f32 {
          ro %arg2[%c0 for %c960] : !stream.resource<transient>{%c960},
          wo %arg1[%c0 for %c768] : !stream.resource<constant>{%c768}
        }
        stream.cmd.dispatch @_initializer_4_dispatch_0::@embedded_elf_x86_64::@_initializer_4_dispatch_0_elementwise_64_f32 {
          ro %arg2[%c0 for %c960] : !stream.resource<transient>{%c960},
          wo %arg1[%c0 for %c768] : !stream.resource<constant>{%c768}
        }
        stream.cmd.dispatch @_initializer_5_dispatch_0::@embedded_elf_x86_64::@_initializer_5_dispatch_0_elementwise_broadcast_64_i64 {
          wo %arg2[%c0 for %c960] : !stream.resource<transient>{%c960}
        }
      }
      stream.cmd.dispatch @_initializer_6_dispatch_0::@embedded_elf_x86_64::@_initializer_6_dispatch_0_elementwise_64_i64xf32 {
        ro %arg2[%c0 for %c960] : !stream.resource<transient>{%c960},
        wo %arg1[%c0 for %c768] : !stream.resource<constant>{%c768}
      }
    } => !stream.timepoint
    %11 = stream.resource.dealloca origin await(%10) => %8 : !stream.resource<constant>{%c64} => !stream.timepoint
    %12 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%10) => %result_5 : !stream.resource<transient>{%c960} => !stream.timepoint
    %13 = stream.timepoint.join max(%3, %11, %12) => !stream.timepoint
    %14:2 = stream.timepoint.await sync %13 => %4, %result_4 : !stream.resource<constant>{%c106496}, !stream.resource<constant>{%c768}
    util.global.store %14#0, @__constant_tensor_128x32xf32 : !stream.resource<constant>
    util.global.store %14#1, @__hoisted_tensor_8x8xf32 : !stream.resource<constant>
    util.return
  }
  hal.executable private @_initializer_0_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @_initializer_0_dispatch_0_elementwise_broadcast_8_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @_initializer_0_dispatch_0_elementwise_broadcast_8_f32() {
          %c0 = arith.constant 0 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout) binding(0) alignment(64) offset(%c0) flags("None") : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
          %1 = tensor.empty() : tensor<8xf32>
          %2 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%1 : tensor<8xf32>) {
          ^bb0(%out: f32):
            %3 = linalg.index 0 : index
            %4 = arith.index_cast %3 : index to i64
            %5 = arith.sitofp %4 : i64 to f32
            linalg.yield %5 : f32
          } -> tensor<8xf32>
          iree_tensor_ext.dispatch.tensor.store %2, %0, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
          return
        }
      }
    }
  }
  hal.executable private @_initializer_1_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @_initializer_1_dispatch_0_batch_matmul_1x4x8x1_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @_initializer_1_dispatch_0_batch_matmul_1x4x8x1_f32() {
          %cst = arith.constant 0.000000e+00 : f32
          %c0 = arith.constant 0 : index
          %c64 = arith.constant 64 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(0) alignment(64) offset(%c0) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x1xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(1) alignment(64) offset(%c0) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x8xf32>>
          %2 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(2) alignment(64) offset(%c64) flags("None") : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x1x4xf32>>
          %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [1, 4, 1], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x4x1xf32>> -> tensor<1x4x1xf32>
          %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [1, 1, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x8xf32>> -> tensor<1x1x8xf32>
          %5 = tensor.empty() : tensor<8x1x4xf32>
          %6 = tensor.empty() : tensor<1x4x8xf32>
          %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
          %8 = linalg.batch_matmul ins(%3, %4 : tensor<1x4x1xf32>, tensor<1x1x8xf32>) outs(%7 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
          %9 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x4x8xf32>) outs(%5 : tensor<8x1x4xf32>) {
          ^bb0(%in: f32, %out: f32):
            linalg.yield %in : f32
          } -> tensor<8x1x4xf32>
          iree_tensor_ext.dispatch.tensor.store %9, %2, offsets = [0, 0, 0], sizes = [8, 1, 4], strides = [1, 1, 1] : tensor<8x1x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x1x4xf32>>
          return
        }
      }
    }
  }
  hal.executable private @_initializer_2_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @_initializer_2_dispatch_0_slow_memcpy ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @_initializer_2_dispatch_0_slow_memcpy() {
          %c64 = arith.constant 64 : index
          %c192 = arith.constant 192 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout2) binding(0) alignment(64) offset(%c64) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout2) binding(1) alignment(64) offset(%c192) flags("None") : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x8x8xf32>>
          %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
          iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0, 0, 0], sizes = [1, 8, 4], strides = [1, 1, 1] : tensor<8x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x8x8xf32>>
          return
        }
      }
    }
  }
  hal.executable private @_initializer_2_dispatch_1 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @_initializer_2_dispatch_1_slow_memcpy ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @_initializer_2_dispatch_1_slow_memcpy() {
          %c64 = arith.constant 64 : index
          %c192 = arith.constant 192 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout2) binding(0) alignment(64) offset(%c64) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout2) binding(1) alignment(64) offset(%c192) flags("None") : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x8x8xf32>>
          %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
          iree_tensor_ext.dispatch.tensor.store %2, %1, offsets = [0, 0, 4], sizes = [1, 8, 4], strides = [1, 1, 1] : tensor<8x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<1x8x8xf32>>
          return
        }
      }
    }
  }
  hal.executable private @_initializer_3_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @_initializer_3_dispatch_0_elementwise_64_f32 ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @_initializer_3_dispatch_0_elementwise_64_f32() {
          %c192 = arith.constant 192 : index
          %c0 = arith.constant 0 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout2) binding(0) alignment(64) offset(%c192) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout2) binding(1) alignment(64) offset(%c0) flags("None") : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>
          %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
          %3 = tensor.empty() : tensor<64xf32>
          %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
          ^bb0(%in: f32, %out: f32):
            %5 = math.cos %in : f32
            linalg.yield %5 : f32
          } -> tensor<64xf32>
          iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [64], strides = [1] : tensor<64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>
          return
        }
      }
    }
  }
  hal.executable private @_initializer_4_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @_initializer_4_dispatch_0_elementwise_64_f32 ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @_initializer_4_dispatch_0_elementwise_64_f32() {
          %c192 = arith.constant 192 : index
          %c256 = arith.constant 256 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout2) binding(0) alignment(64) offset(%c192) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout2) binding(1) alignment(64) offset(%c256) flags("None") : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>
          %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xf32>> -> tensor<64xf32>
          %3 = tensor.empty() : tensor<64xf32>
          %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
          ^bb0(%in: f32, %out: f32):
            %5 = math.sin %in : f32
            linalg.yield %5 : f32
          } -> tensor<64xf32>
          iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [64], strides = [1] : tensor<64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>
          return
        }
      }
    }
  }
  hal.executable private @_initializer_5_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @_initializer_5_dispatch_0_elementwise_broadcast_64_i64 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @_initializer_5_dispatch_0_elementwise_broadcast_64_i64() {
          %c8 = arith.constant 8 : index
          %c448 = arith.constant 448 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout) binding(0) alignment(64) offset(%c448) flags("None") : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xi64>>
          %1 = tensor.empty() : tensor<64xi64>
          %2 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%1 : tensor<64xi64>) {
          ^bb0(%out: i64):
            %3 = linalg.index 0 : index
            %4 = arith.remsi %3, %c8 : index
            %5 = arith.divsi %3, %c8 : index
            %6 = arith.index_cast %5 : index to i64
            %7 = arith.index_cast %4 : index to i64
            %8 = arith.subi %7, %6 : i64
            linalg.yield %8 : i64
          } -> tensor<64xi64>
          iree_tensor_ext.dispatch.tensor.store %2, %0, offsets = [0], sizes = [64], strides = [1] : tensor<64xi64> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xi64>>
          return
        }
      }
    }
  }
  hal.executable private @_initializer_6_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @_initializer_6_dispatch_0_elementwise_64_i64xf32 ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @_initializer_6_dispatch_0_elementwise_64_i64xf32() {
          %cst = arith.constant -3.40282347E+38 : f32
          %cst_0 = arith.constant 0.000000e+00 : f32
          %c1_i64 = arith.constant 1 : i64
          %c448 = arith.constant 448 : index
          %c512 = arith.constant 512 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout2) binding(0) alignment(64) offset(%c448) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xi64>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout2) binding(1) alignment(64) offset(%c512) flags("None") : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>
          %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0], sizes = [64], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64xi64>> -> tensor<64xi64>
          %3 = tensor.empty() : tensor<64xf32>
          %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<64xi64>) outs(%3 : tensor<64xf32>) {
          ^bb0(%in: i64, %out: f32):
            %5 = arith.cmpi sge, %in, %c1_i64 : i64
            %6 = arith.select %5, %cst, %cst_0 : f32
            linalg.yield %6 : f32
          } -> tensor<64xf32>
          iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0], sizes = [64], strides = [1] : tensor<64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<64xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_0_elementwise_broadcast_8x32_i64xf32 ordinal(0) layout(#pipeline_layout3) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_0_elementwise_broadcast_8x32_i64xf32() {
          %cst = arith.constant 5.65685415 : f32
          %c90112 = arith.constant 90112 : index
          %c0 = arith.constant 0 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout3) binding(0) alignment(64) offset(%c90112) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x32xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout3) binding(1) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi64>>
          %2 = hal.interface.binding.subspan layout(#pipeline_layout3) binding(2) alignment(64) offset(%c0) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [128, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x32xf32>> -> tensor<128x32xf32>
          %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xi64>> -> tensor<8xi64>
          %5 = tensor.empty() : tensor<8x32xf32>
          %6 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<8xi64>) outs(%5 : tensor<8x32xf32>) {
          ^bb0(%in: i64, %out: f32):
            %7 = linalg.index 1 : index
            %8 = arith.index_cast %in : i64 to index
            %extracted = tensor.extract %3[%8, %7] : tensor<128x32xf32>
            %9 = arith.mulf %extracted, %cst : f32
            linalg.yield %9 : f32
          } -> tensor<8x32xf32>
          iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_1 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_1_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout4) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_1_reduction_8x32_f32() {
          %cst = arith.constant 0.000000e+00 : f32
          %cst_0 = arith.constant 3.200000e+01 : f32
          %cst_1 = arith.constant 9.99999997E-7 : f32
          %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
          %c2_i64 = arith.constant 2 : i64
          %c0 = arith.constant 0 : index
          %c1024 = arith.constant 1024 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(1) alignment(64) offset(%c1024) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
          %3 = tensor.empty() : tensor<8x32xf32>
          %4 = tensor.empty() : tensor<8xf32>
          %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
          %6 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<8x32xf32>) outs(%5 : tensor<8xf32>) {
          ^bb0(%in: f32, %out: f32):
            %8 = math.fpowi %in, %c2_i64 : f32, i64
            %9 = arith.addf %8, %out : f32
            linalg.yield %9 : f32
          } -> tensor<8xf32>
          %7 = linalg.generic {indexing_maps = [#map5, #map4, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_2, %2, %6 : tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>) outs(%3 : tensor<8x32xf32>) {
          ^bb0(%in: f32, %in_3: f32, %in_4: f32, %out: f32):
            %8 = arith.divf %in_4, %cst_0 : f32
            %9 = arith.addf %8, %cst_1 : f32
            %10 = math.rsqrt %9 : f32
            %11 = arith.mulf %in_3, %10 : f32
            %12 = arith.mulf %in, %11 : f32
            linalg.yield %12 : f32
          } -> tensor<8x32xf32>
          iree_tensor_ext.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_2 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_2_matmul_8x32x32_f32 ordinal(0) layout(#pipeline_layout5) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_2_matmul_8x32x32_f32() {
          %cst = arith.constant 0.000000e+00 : f32
          %c1024 = arith.constant 1024 : index
          %c2048 = arith.constant 2048 : index
          %0 = hal.interface.constant.load layout(#pipeline_layout5) ordinal(0) : i32
          %1 = arith.index_castui %0 : i32 to index
          %2 = util.assume.int %1[<umin = 86016, umax = 86016, udiv = 86016>, <umin = 49152, umax = 49152, udiv = 49152>] : index
          %3 = hal.interface.binding.subspan layout(#pipeline_layout5) binding(0) alignment(64) offset(%c1024) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
          %4 = hal.interface.binding.subspan layout(#pipeline_layout5) binding(1) alignment(64) offset(%2) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>
          %5 = hal.interface.binding.subspan layout(#pipeline_layout5) binding(2) alignment(64) offset(%c2048) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          %6 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
          %7 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
          %8 = tensor.empty() : tensor<8x32xf32>
          %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<8x32xf32>) -> tensor<8x32xf32>
          %10 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%6, %7 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%9 : tensor<8x32xf32>) -> tensor<8x32xf32>
          iree_tensor_ext.dispatch.tensor.store %10, %5, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_3 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_3_matmul_8x16x32_f32 ordinal(0) layout(#pipeline_layout6) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_3_matmul_8x16x32_f32() {
          %cst = arith.constant 0.000000e+00 : f32
          %c1024 = arith.constant 1024 : index
          %0 = hal.interface.constant.load layout(#pipeline_layout6) ordinal(0) : i32
          %1 = hal.interface.constant.load layout(#pipeline_layout6) ordinal(1) : i32
          %2 = arith.index_castui %0 : i32 to index
          %3 = arith.index_castui %1 : i32 to index
          %4:2 = util.assume.int
              %2[<umin = 83968, umax = 83968, udiv = 83968>, <umin = 81920, umax = 81920, udiv = 81920>, <umin = 47104, umax = 47104, udiv = 47104>, <umin = 45056, umax = 45056, udiv = 45056>],
              %3[<umin = 3072, umax = 3072, udiv = 3072>, <umin = 3584, umax = 3584, udiv = 3584>, <umin = 3072, umax = 3072, udiv = 3072>, <umin = 3584, umax = 3584, udiv = 3584>]
            : index, index
          %5 = hal.interface.binding.subspan layout(#pipeline_layout6) binding(0) alignment(64) offset(%c1024) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
          %6 = hal.interface.binding.subspan layout(#pipeline_layout6) binding(1) alignment(64) offset(%4#0) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x32xf32>>
          %7 = hal.interface.binding.subspan layout(#pipeline_layout6) binding(2) alignment(64) offset(%4#1) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>
          %8 = iree_tensor_ext.dispatch.tensor.load %5, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
          %9 = iree_tensor_ext.dispatch.tensor.load %6, offsets = [0, 0], sizes = [16, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x32xf32>> -> tensor<16x32xf32>
          %10 = tensor.empty() : tensor<8x16xf32>
          %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<8x16xf32>) -> tensor<8x16xf32>
          %12 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%8, %9 : tensor<8x32xf32>, tensor<16x32xf32>) outs(%11 : tensor<8x16xf32>) -> tensor<8x16xf32>
          iree_tensor_ext.dispatch.tensor.store %12, %7, offsets = [0, 0], sizes = [8, 16], strides = [1, 1] : tensor<8x16xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_5 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_5_elementwise_broadcast_2x2x8x8_f32 ordinal(0) layout(#pipeline_layout4) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_5_elementwise_broadcast_2x2x8x8_f32() {
          %c3584 = arith.constant 3584 : index
          %c1024 = arith.constant 1024 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(0) alignment(64) offset(%c3584) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x8xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(1) alignment(64) offset(%c1024) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x8x8xf32>>
          %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [8, 2, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x8xf32>> -> tensor<8x2x8xf32>
          %3 = tensor.empty() : tensor<2x2x8x8xf32>
          %4 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<8x2x8xf32>) outs(%3 : tensor<2x2x8x8xf32>) {
          ^bb0(%in: f32, %out: f32):
            linalg.yield %in : f32
          } -> tensor<2x2x8x8xf32>
          iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0, 0, 0, 0], sizes = [2, 2, 8, 8], strides = [1, 1, 1, 1] : tensor<2x2x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x8x8xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_6 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_6_elementwise_transpose_4x8x8_f32 ordinal(0) layout(#pipeline_layout7) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_6_elementwise_transpose_4x8x8_f32() {
          %c4 = arith.constant 4 : index
          %cst = arith.constant 0.594603539 : f32
          %c1 = arith.constant 1 : index
          %c2048 = arith.constant 2048 : index
          %c0 = arith.constant 0 : index
          %c256 = arith.constant 256 : index
          %c4096 = arith.constant 4096 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout7) binding(0) alignment(64) offset(%c2048) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4x2x4xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout7) binding(0) alignment(64) offset(%c2048) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4x8xf32>>
          %2 = hal.interface.binding.subspan layout(#pipeline_layout7) binding(1) alignment(64) offset(%c0) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>
          %3 = hal.interface.binding.subspan layout(#pipeline_layout7) binding(1) alignment(64) offset(%c256) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>
          %4 = hal.interface.binding.subspan layout(#pipeline_layout7) binding(2) alignment(64) offset(%c4096) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
          %5 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [8, 4, 2, 4], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4x2x4xf32>> -> tensor<8x4x2x4xf32>
          %6 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [8, 4, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4x8xf32>> -> tensor<8x4x8xf32>
          %7 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
          %8 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
          %9 = tensor.empty() : tensor<4x8x8xf32>
          %10 = linalg.generic {indexing_maps = [#map11, #map7, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %7, %8 : tensor<8x4x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%9 : tensor<4x8x8xf32>) {
          ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
            %11 = linalg.index 0 : index
            %12 = linalg.index 1 : index
            %13 = linalg.index 2 : index
            %14 = arith.remsi %13, %c4 : index
            %15 = arith.divsi %13, %c4 : index
            %16 = arith.subi %c1, %15 : index
            %extracted = tensor.extract %5[%12, %11, %16, %14] : tensor<8x4x2x4xf32>
            %17 = arith.negf %extracted : f32
            %18 = arith.cmpi eq, %16, %c1 : index
            %19 = arith.select %18, %17, %extracted : f32
            %20 = arith.mulf %19, %in_1 : f32
            %21 = arith.mulf %in, %in_0 : f32
            %22 = arith.addf %21, %20 : f32
            %23 = arith.mulf %22, %cst : f32
            linalg.yield %23 : f32
          } -> tensor<4x8x8xf32>
          iree_tensor_ext.dispatch.tensor.store %10, %4, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_7 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_7_elementwise_broadcast_2x2x8x8_f32 ordinal(0) layout(#pipeline_layout7) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_7_elementwise_broadcast_2x2x8x8_f32() {
          %c4 = arith.constant 4 : index
          %cst = arith.constant 0.594603539 : f32
          %c1 = arith.constant 1 : index
          %c3072 = arith.constant 3072 : index
          %c0 = arith.constant 0 : index
          %c256 = arith.constant 256 : index
          %c5120 = arith.constant 5120 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout7) binding(0) alignment(64) offset(%c3072) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x2x4xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout7) binding(0) alignment(64) offset(%c3072) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x8xf32>>
          %2 = hal.interface.binding.subspan layout(#pipeline_layout7) binding(1) alignment(64) offset(%c0) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>
          %3 = hal.interface.binding.subspan layout(#pipeline_layout7) binding(1) alignment(64) offset(%c256) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>
          %4 = hal.interface.binding.subspan layout(#pipeline_layout7) binding(2) alignment(64) offset(%c5120) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x8x8xf32>>
          %5 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0, 0], sizes = [8, 2, 2, 4], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x2x4xf32>> -> tensor<8x2x2x4xf32>
          %6 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [8, 2, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x2x8xf32>> -> tensor<8x2x8xf32>
          %7 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
          %8 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
          %9 = tensor.empty() : tensor<2x2x8x8xf32>
          %10 = linalg.generic {indexing_maps = [#map9, #map12, #map12, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %7, %8 : tensor<8x2x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) outs(%9 : tensor<2x2x8x8xf32>) {
          ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
            %11 = linalg.index 0 : index
            %12 = linalg.index 2 : index
            %13 = linalg.index 3 : index
            %14 = arith.remsi %13, %c4 : index
            %15 = arith.divsi %13, %c4 : index
            %16 = arith.subi %c1, %15 : index
            %extracted = tensor.extract %5[%12, %11, %16, %14] : tensor<8x2x2x4xf32>
            %17 = arith.negf %extracted : f32
            %18 = arith.cmpi eq, %16, %c1 : index
            %19 = arith.select %18, %17, %extracted : f32
            %20 = arith.mulf %19, %in_1 : f32
            %21 = arith.mulf %in, %in_0 : f32
            %22 = arith.addf %21, %20 : f32
            %23 = arith.mulf %22, %cst : f32
            linalg.yield %23 : f32
          } -> tensor<2x2x8x8xf32>
          iree_tensor_ext.dispatch.tensor.store %10, %4, offsets = [0, 0, 0, 0], sizes = [2, 2, 8, 8], strides = [1, 1, 1, 1] : tensor<2x2x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x8x8xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_8 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_8_batch_matmul_4x8x8x8_f32 ordinal(0) layout(#pipeline_layout7) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_8_batch_matmul_4x8x8x8_f32() {
          %cst = arith.constant 0.000000e+00 : f32
          %c4096 = arith.constant 4096 : index
          %c5120 = arith.constant 5120 : index
          %c512 = arith.constant 512 : index
          %c2048 = arith.constant 2048 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout7) binding(0) alignment(64) offset(%c4096) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout7) binding(0) alignment(64) offset(%c5120) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>
          %2 = hal.interface.binding.subspan layout(#pipeline_layout7) binding(1) alignment(64) offset(%c512) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>
          %3 = hal.interface.binding.subspan layout(#pipeline_layout7) binding(2) alignment(64) offset(%c2048) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
          %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
          %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
          %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> -> tensor<8x8xf32>
          %7 = tensor.empty() : tensor<4x8x8xf32>
          %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
          %9 = linalg.batch_matmul indexing_maps = [#map13, #map14, #map15] ins(%4, %5 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%8 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
          %10 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9, %6 : tensor<4x8x8xf32>, tensor<8x8xf32>) outs(%7 : tensor<4x8x8xf32>) {
          ^bb0(%in: f32, %in_0: f32, %out: f32):
            %11 = arith.addf %in, %in_0 : f32
            linalg.yield %11 : f32
          } -> tensor<4x8x8xf32>
          iree_tensor_ext.dispatch.tensor.store %10, %3, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_9 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_9_reduction_32x8_f32xi1 ordinal(0) layout(#pipeline_layout4) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_9_reduction_32x8_f32xi1() {
          %cst = arith.constant 0xFF800000 : f32
          %true = arith.constant true
          %c2048 = arith.constant 2048 : index
          %c3072 = arith.constant 3072 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(0) alignment(64) offset(%c2048) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(1) alignment(64) offset(%c3072) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xi8>>
          %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>> -> tensor<32x8xf32>
          %3 = tensor.empty() : tensor<32xi1>
          %4 = linalg.fill ins(%true : i1) outs(%3 : tensor<32xi1>) -> tensor<32xi1>
          %5 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<32x8xf32>) outs(%4 : tensor<32xi1>) {
          ^bb0(%in: f32, %out: i1):
            %7 = arith.cmpf oeq, %in, %cst : f32
            %8 = arith.andi %7, %out : i1
            linalg.yield %8 : i1
          } -> tensor<32xi1>
          %6 = arith.extui %5 : tensor<32xi1> to tensor<32xi8>
          iree_tensor_ext.dispatch.tensor.store %6, %1, offsets = [0], sizes = [32], strides = [1] : tensor<32xi8> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xi8>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_10 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_10_softmax_4x8x8xf32_generic ordinal(0) layout(#pipeline_layout4) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_10_softmax_4x8x8xf32_generic() {
          %cst = arith.constant 0.000000e+00 : f32
          %c2048 = arith.constant 2048 : index
          %c3072 = arith.constant 3072 : index
          %c3136 = arith.constant 3136 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(0) alignment(64) offset(%c2048) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(0) alignment(64) offset(%c3072) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi8>>
          %2 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(1) alignment(64) offset(%c3136) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
          %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
          %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi8>> -> tensor<4x8xi8>
          %5 = arith.trunci %4 : tensor<4x8xi8> to tensor<4x8xi1>
          %6 = tensor.empty() : tensor<4x8x8xf32>
          %7 = linalg.softmax dimension(2) ins(%3 : tensor<4x8x8xf32>) outs(%6 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
          %8 = linalg.generic {indexing_maps = [#map8, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %7 : tensor<4x8xi1>, tensor<4x8x8xf32>) outs(%6 : tensor<4x8x8xf32>) {
          ^bb0(%in: i1, %in_0: f32, %out: f32):
            %9 = arith.select %in, %cst, %in_0 : f32
            linalg.yield %9 : f32
          } -> tensor<4x8x8xf32>
          iree_tensor_ext.dispatch.tensor.store %8, %2, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_11 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_11_batch_matmul_4x8x8x8_f32 ordinal(0) layout(#pipeline_layout4) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_11_batch_matmul_4x8x8x8_f32() {
          %cst = arith.constant 0.000000e+00 : f32
          %c3136 = arith.constant 3136 : index
          %c1024 = arith.constant 1024 : index
          %c2048 = arith.constant 2048 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(0) alignment(64) offset(%c3136) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(0) alignment(64) offset(%c1024) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>
          %2 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(1) alignment(64) offset(%c2048) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4x8xf32>>
          %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
          %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
          %5 = tensor.empty() : tensor<8x4x8xf32>
          %6 = tensor.empty() : tensor<4x8x8xf32>
          %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
          %8 = linalg.batch_matmul ins(%3, %4 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%7 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
          %9 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<4x8x8xf32>) outs(%5 : tensor<8x4x8xf32>) {
          ^bb0(%in: f32, %out: f32):
            linalg.yield %in : f32
          } -> tensor<8x4x8xf32>
          iree_tensor_ext.dispatch.tensor.store %9, %2, offsets = [0, 0, 0], sizes = [8, 4, 8], strides = [1, 1, 1] : tensor<8x4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4x8xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_12 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_12_matmul_8x32x32_f32 ordinal(0) layout(#pipeline_layout5) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_12_matmul_8x32x32_f32() {
          %cst = arith.constant 0.000000e+00 : f32
          %c2048 = arith.constant 2048 : index
          %c0 = arith.constant 0 : index
          %c1024 = arith.constant 1024 : index
          %0 = hal.interface.constant.load layout(#pipeline_layout5) ordinal(0) : i32
          %1 = arith.index_castui %0 : i32 to index
          %2 = util.assume.int %1[<umin = 77824, umax = 77824, udiv = 77824>, <umin = 40960, umax = 40960, udiv = 40960>] : index
          %3 = hal.interface.binding.subspan layout(#pipeline_layout5) binding(0) alignment(64) offset(%c2048) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
          %4 = hal.interface.binding.subspan layout(#pipeline_layout5) binding(1) alignment(64) offset(%2) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>
          %5 = hal.interface.binding.subspan layout(#pipeline_layout5) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
          %6 = hal.interface.binding.subspan layout(#pipeline_layout5) binding(2) alignment(64) offset(%c1024) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          %7 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
          %8 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
          %9 = iree_tensor_ext.dispatch.tensor.load %5, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
          %10 = tensor.empty() : tensor<8x32xf32>
          %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<8x32xf32>) -> tensor<8x32xf32>
          %12 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%7, %8 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%11 : tensor<8x32xf32>) -> tensor<8x32xf32>
          %13 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%9, %12 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%10 : tensor<8x32xf32>) {
          ^bb0(%in: f32, %in_0: f32, %out: f32):
            %14 = arith.addf %in, %in_0 : f32
            linalg.yield %14 : f32
          } -> tensor<8x32xf32>
          iree_tensor_ext.dispatch.tensor.store %13, %6, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_13 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_13_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout4) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_13_reduction_8x32_f32() {
          %cst = arith.constant 0.000000e+00 : f32
          %cst_0 = arith.constant 3.200000e+01 : f32
          %cst_1 = arith.constant 9.99999997E-7 : f32
          %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
          %c2_i64 = arith.constant 2 : i64
          %c1024 = arith.constant 1024 : index
          %c0 = arith.constant 0 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(0) alignment(64) offset(%c1024) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(1) alignment(64) offset(%c0) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
          %3 = tensor.empty() : tensor<8x32xf32>
          %4 = tensor.empty() : tensor<8xf32>
          %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
          %6 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<8x32xf32>) outs(%5 : tensor<8xf32>) {
          ^bb0(%in: f32, %out: f32):
            %8 = math.fpowi %in, %c2_i64 : f32, i64
            %9 = arith.addf %8, %out : f32
            linalg.yield %9 : f32
          } -> tensor<8xf32>
          %7 = linalg.generic {indexing_maps = [#map5, #map4, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_2, %2, %6 : tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>) outs(%3 : tensor<8x32xf32>) {
          ^bb0(%in: f32, %in_3: f32, %in_4: f32, %out: f32):
            %8 = arith.divf %in_4, %cst_0 : f32
            %9 = arith.addf %8, %cst_1 : f32
            %10 = math.rsqrt %9 : f32
            %11 = arith.mulf %in_3, %10 : f32
            %12 = arith.mulf %in, %11 : f32
            linalg.yield %12 : f32
          } -> tensor<8x32xf32>
          iree_tensor_ext.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_14 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_14_matmul_8x64x32_f32 ordinal(0) layout(#pipeline_layout5) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_14_matmul_8x64x32_f32() {
          %cst = arith.constant 0.000000e+00 : f32
          %c0 = arith.constant 0 : index
          %c2048 = arith.constant 2048 : index
          %0 = hal.interface.constant.load layout(#pipeline_layout5) ordinal(0) : i32
          %1 = arith.index_castui %0 : i32 to index
          %2 = util.assume.int %1[<umin = 61440, umax = 61440, udiv = 61440>, <umin = 24576, umax = 24576, udiv = 24576>] : index
          %3 = hal.interface.binding.subspan layout(#pipeline_layout5) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
          %4 = hal.interface.binding.subspan layout(#pipeline_layout5) binding(1) alignment(64) offset(%2) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>>
          %5 = hal.interface.binding.subspan layout(#pipeline_layout5) binding(2) alignment(64) offset(%c2048) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>
          %6 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
          %7 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0, 0], sizes = [64, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>> -> tensor<64x32xf32>
          %8 = tensor.empty() : tensor<8x64xf32>
          %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<8x64xf32>) -> tensor<8x64xf32>
          %10 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%6, %7 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%9 : tensor<8x64xf32>) -> tensor<8x64xf32>
          iree_tensor_ext.dispatch.tensor.store %10, %5, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : tensor<8x64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_15 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_15_matmul_8x64x32_f32 ordinal(0) layout(#pipeline_layout5) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_15_matmul_8x64x32_f32() {
          %cst = arith.constant 1.000000e+00 : f32
          %cst_0 = arith.constant 0.000000e+00 : f32
          %c0 = arith.constant 0 : index
          %c2048 = arith.constant 2048 : index
          %c4096 = arith.constant 4096 : index
          %0 = hal.interface.constant.load layout(#pipeline_layout5) ordinal(0) : i32
          %1 = arith.index_castui %0 : i32 to index
          %2 = util.assume.int %1[<umin = 69632, umax = 69632, udiv = 69632>, <umin = 32768, umax = 32768, udiv = 32768>] : index
          %3 = hal.interface.binding.subspan layout(#pipeline_layout5) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
          %4 = hal.interface.binding.subspan layout(#pipeline_layout5) binding(1) alignment(64) offset(%2) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>>
          %5 = hal.interface.binding.subspan layout(#pipeline_layout5) binding(0) alignment(64) offset(%c2048) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>>
          %6 = hal.interface.binding.subspan layout(#pipeline_layout5) binding(2) alignment(64) offset(%c4096) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>
          %7 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
          %8 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0, 0], sizes = [64, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>> -> tensor<64x32xf32>
          %9 = iree_tensor_ext.dispatch.tensor.load %5, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>> -> tensor<8x64xf32>
          %10 = tensor.empty() : tensor<8x64xf32>
          %11 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<8x64xf32>) -> tensor<8x64xf32>
          %12 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%7, %8 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%11 : tensor<8x64xf32>) -> tensor<8x64xf32>
          %13 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%12, %9 : tensor<8x64xf32>, tensor<8x64xf32>) outs(%10 : tensor<8x64xf32>) {
          ^bb0(%in: f32, %in_1: f32, %out: f32):
            %14 = arith.negf %in : f32
            %15 = math.exp %14 : f32
            %16 = arith.addf %15, %cst : f32
            %17 = arith.divf %cst, %16 : f32
            %18 = arith.mulf %in, %17 : f32
            %19 = arith.mulf %18, %in_1 : f32
            linalg.yield %19 : f32
          } -> tensor<8x64xf32>
          iree_tensor_ext.dispatch.tensor.store %13, %6, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : tensor<8x64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_16 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_16_matmul_8x32x64_f32 ordinal(0) layout(#pipeline_layout5) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_16_matmul_8x32x64_f32() {
          %cst = arith.constant 0.000000e+00 : f32
          %c4096 = arith.constant 4096 : index
          %c1024 = arith.constant 1024 : index
          %c0 = arith.constant 0 : index
          %0 = hal.interface.constant.load layout(#pipeline_layout5) ordinal(0) : i32
          %1 = arith.index_castui %0 : i32 to index
          %2 = util.assume.int %1[<umin = 53248, umax = 53248, udiv = 53248>, <umin = 16384, umax = 16384, udiv = 16384>] : index
          %3 = hal.interface.binding.subspan layout(#pipeline_layout5) binding(0) alignment(64) offset(%c4096) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>>
          %4 = hal.interface.binding.subspan layout(#pipeline_layout5) binding(1) alignment(64) offset(%2) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
          %5 = hal.interface.binding.subspan layout(#pipeline_layout5) binding(0) alignment(64) offset(%c1024) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
          %6 = hal.interface.binding.subspan layout(#pipeline_layout5) binding(2) alignment(64) offset(%c0) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          %7 = iree_tensor_ext.dispatch.tensor.load %3, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>> -> tensor<8x64xf32>
          %8 = iree_tensor_ext.dispatch.tensor.load %4, offsets = [0, 0], sizes = [32, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>> -> tensor<32x64xf32>
          %9 = iree_tensor_ext.dispatch.tensor.load %5, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
          %10 = tensor.empty() : tensor<8x32xf32>
          %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<8x32xf32>) -> tensor<8x32xf32>
          %12 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%7, %8 : tensor<8x64xf32>, tensor<32x64xf32>) outs(%11 : tensor<8x32xf32>) -> tensor<8x32xf32>
          %13 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%9, %12 : tensor<8x32xf32>, tensor<8x32xf32>) outs(%10 : tensor<8x32xf32>) {
          ^bb0(%in: f32, %in_0: f32, %out: f32):
            %14 = arith.addf %in, %in_0 : f32
            linalg.yield %14 : f32
          } -> tensor<8x32xf32>
          iree_tensor_ext.dispatch.tensor.store %13, %6, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_17 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_17_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout4) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_17_reduction_8x32_f32() {
          %cst = arith.constant 0.000000e+00 : f32
          %cst_0 = arith.constant 3.200000e+01 : f32
          %cst_1 = arith.constant 9.99999997E-7 : f32
          %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
          %c2_i64 = arith.constant 2 : i64
          %c0 = arith.constant 0 : index
          %c1024 = arith.constant 1024 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(1) alignment(64) offset(%c1024) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
          %3 = tensor.empty() : tensor<8x32xf32>
          %4 = tensor.empty() : tensor<8xf32>
          %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
          %6 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<8x32xf32>) outs(%5 : tensor<8xf32>) {
          ^bb0(%in: f32, %out: f32):
            %8 = math.fpowi %in, %c2_i64 : f32, i64
            %9 = arith.addf %8, %out : f32
            linalg.yield %9 : f32
          } -> tensor<8xf32>
          %7 = linalg.generic {indexing_maps = [#map5, #map4, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_2, %2, %6 : tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>) outs(%3 : tensor<8x32xf32>) {
          ^bb0(%in: f32, %in_3: f32, %in_4: f32, %out: f32):
            %8 = arith.divf %in_4, %cst_0 : f32
            %9 = arith.addf %8, %cst_1 : f32
            %10 = math.rsqrt %9 : f32
            %11 = arith.mulf %in_3, %10 : f32
            %12 = arith.mulf %in, %11 : f32
            linalg.yield %12 : f32
          } -> tensor<8x32xf32>
          iree_tensor_ext.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_29 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_29_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout4) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_29_reduction_8x32_f32() {
          %cst = arith.constant 0.000000e+00 : f32
          %cst_0 = arith.constant 3.200000e+01 : f32
          %cst_1 = arith.constant 9.99999997E-7 : f32
          %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
          %c2_i64 = arith.constant 2 : i64
          %c1024 = arith.constant 1024 : index
          %c0 = arith.constant 0 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(0) alignment(64) offset(%c1024) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(1) alignment(64) offset(%c0) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
          %3 = tensor.empty() : tensor<8x32xf32>
          %4 = tensor.empty() : tensor<8xf32>
          %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
          %6 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<8x32xf32>) outs(%5 : tensor<8xf32>) {
          ^bb0(%in: f32, %out: f32):
            %8 = math.fpowi %in, %c2_i64 : f32, i64
            %9 = arith.addf %8, %out : f32
            linalg.yield %9 : f32
          } -> tensor<8xf32>
          %7 = linalg.generic {indexing_maps = [#map5, #map4, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_2, %2, %6 : tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>) outs(%3 : tensor<8x32xf32>) {
          ^bb0(%in: f32, %in_3: f32, %in_4: f32, %out: f32):
            %8 = arith.divf %in_4, %cst_0 : f32
            %9 = arith.addf %8, %cst_1 : f32
            %10 = math.rsqrt %9 : f32
            %11 = arith.mulf %in_3, %10 : f32
            %12 = arith.mulf %in, %11 : f32
            linalg.yield %12 : f32
          } -> tensor<8x32xf32>
          iree_tensor_ext.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_33 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_33_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout4) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_33_reduction_8x32_f32() {
          %cst = arith.constant 0.000000e+00 : f32
          %cst_0 = arith.constant 3.200000e+01 : f32
          %cst_1 = arith.constant 9.99999997E-7 : f32
          %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
          %c2_i64 = arith.constant 2 : i64
          %c0 = arith.constant 0 : index
          %c1024 = arith.constant 1024 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(1) alignment(64) offset(%c1024) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
          %3 = tensor.empty() : tensor<8x32xf32>
          %4 = tensor.empty() : tensor<8xf32>
          %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
          %6 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<8x32xf32>) outs(%5 : tensor<8xf32>) {
          ^bb0(%in: f32, %out: f32):
            %8 = math.fpowi %in, %c2_i64 : f32, i64
            %9 = arith.addf %8, %out : f32
            linalg.yield %9 : f32
          } -> tensor<8xf32>
          %7 = linalg.generic {indexing_maps = [#map5, #map4, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_2, %2, %6 : tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>) outs(%3 : tensor<8x32xf32>) {
          ^bb0(%in: f32, %in_3: f32, %in_4: f32, %out: f32):
            %8 = arith.divf %in_4, %cst_0 : f32
            %9 = arith.addf %8, %cst_1 : f32
            %10 = math.rsqrt %9 : f32
            %11 = arith.mulf %in_3, %10 : f32
            %12 = arith.mulf %in, %11 : f32
            linalg.yield %12 : f32
          } -> tensor<8x32xf32>
          iree_tensor_ext.dispatch.tensor.store %7, %1, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_34 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_34_matmul_8x128x32_f32 ordinal(0) layout(#pipeline_layout7) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_34_matmul_8x128x32_f32() {
          %cst = arith.constant 0.000000e+00 : f32
          %c1024 = arith.constant 1024 : index
          %c0 = arith.constant 0 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout7) binding(0) alignment(64) offset(%c1024) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout7) binding(1) alignment(64) offset(%c0) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x32xf32>>
          %2 = hal.interface.binding.subspan layout(#pipeline_layout7) binding(2) alignment(64) offset(%c0) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x128xf32>>
          %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
          %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [128, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<128x32xf32>> -> tensor<128x32xf32>
          %5 = tensor.empty() : tensor<8x128xf32>
          %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<8x128xf32>) -> tensor<8x128xf32>
          %7 = linalg.matmul indexing_maps = [#map6, #map7, #map8] ins(%3, %4 : tensor<8x32xf32>, tensor<128x32xf32>) outs(%6 : tensor<8x128xf32>) -> tensor<8x128xf32>
          iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [8, 128], strides = [1, 1] : tensor<8x128xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x128xf32>>
          return
        }
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8xi64>) -> (%output0: tensor<1x8x128xf32>)"}} {
    %c106496 = arith.constant 106496 : index
    %c768 = arith.constant 768 : index
    %c6144 = arith.constant 6144 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %c4096 = arith.constant 4096 : index
    %c86016_i32 = arith.constant 86016 : i32
    %c83968_i32 = arith.constant 83968 : i32
    %c3072_i32 = arith.constant 3072 : i32
    %c81920_i32 = arith.constant 81920 : i32
    %c3584_i32 = arith.constant 3584 : i32
    %c77824_i32 = arith.constant 77824 : i32
    %c61440_i32 = arith.constant 61440 : i32
    %c69632_i32 = arith.constant 69632 : i32
    %c53248_i32 = arith.constant 53248 : i32
    %c49152_i32 = arith.constant 49152 : i32
    %c47104_i32 = arith.constant 47104 : i32
    %c45056_i32 = arith.constant 45056 : i32
    %c40960_i32 = arith.constant 40960 : i32
    %c24576_i32 = arith.constant 24576 : i32
    %c32768_i32 = arith.constant 32768 : i32
    %c16384_i32 = arith.constant 16384 : i32
    %__constant_tensor_128x32xf32 = util.global.load immutable @__constant_tensor_128x32xf32 : !stream.resource<constant>
    %__hoisted_tensor_8x8xf32 = util.global.load immutable @__hoisted_tensor_8x8xf32 : !stream.resource<constant>
    %element_type_i64 = hal.element_type<i64> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c1, %c8]) type(%element_type_i64) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x8xi64> in !stream.resource<external>{%c64}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c4096} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<transient>{%c6144} => !stream.timepoint
    %1 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%1) => with(%__constant_tensor_128x32xf32 as %arg1: !stream.resource<constant>{%c106496}, %0 as %arg2: !stream.resource<external>{%c64}, %__hoisted_tensor_8x8xf32 as %arg3: !stream.resource<constant>{%c768}, %result as %arg4: !stream.resource<external>{%c4096}, %result_0 as %arg5: !stream.resource<transient>{%c6144}) {
      stream.cmd.dispatch @main_dispatch_0::@embedded_elf_x86_64::@main_dispatch_0_elementwise_broadcast_8x32_i64xf32 {
        ro %arg1[%c0 for %c106496] : !stream.resource<constant>{%c106496},
        ro %arg2[%c0 for %c64] : !stream.resource<external>{%c64},
        wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_1::@embedded_elf_x86_64::@main_dispatch_1_reduction_8x32_f32 {
        ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_2::@embedded_elf_x86_64::@main_dispatch_2_matmul_8x32x32_f32(%c86016_i32 : i32) {
          ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
          ro %arg1[%c0 for %c106496] : !stream.resource<constant>{%c106496},
          wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
        }
        stream.cmd.dispatch @main_dispatch_3::@embedded_elf_x86_64::@main_dispatch_3_matmul_8x16x32_f32(%c83968_i32, %c3072_i32 : i32, i32) {
          ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
          ro %arg1[%c0 for %c106496] : !stream.resource<constant>{%c106496},
          wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
        }
        stream.cmd.dispatch @main_dispatch_3::@embedded_elf_x86_64::@main_dispatch_3_matmul_8x16x32_f32(%c81920_i32, %c3584_i32 : i32, i32) {
          ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
          ro %arg1[%c0 for %c106496] : !stream.resource<constant>{%c106496},
          wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
        }
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_5::@embedded_elf_x86_64::@main_dispatch_5_elementwise_broadcast_2x2x8x8_f32 {
          ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
          wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
        }
        stream.cmd.dispatch @main_dispatch_6::@embedded_elf_x86_64::@main_dispatch_6_elementwise_transpose_4x8x8_f32 {
          ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
          ro %arg3[%c0 for %c768] : !stream.resource<constant>{%c768},
          wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
        }
        stream.cmd.dispatch @main_dispatch_7::@embedded_elf_x86_64::@main_dispatch_7_elementwise_broadcast_2x2x8x8_f32 {
          ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
          ro %arg3[%c0 for %c768] : !stream.resource<constant>{%c768},
          wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
        }
      }
      stream.cmd.dispatch @main_dispatch_8::@embedded_elf_x86_64::@main_dispatch_8_batch_matmul_4x8x8x8_f32 {
        ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        ro %arg3[%c0 for %c768] : !stream.resource<constant>{%c768},
        wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_9::@embedded_elf_x86_64::@main_dispatch_9_reduction_32x8_f32xi1 {
        ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_10::@embedded_elf_x86_64::@main_dispatch_10_softmax_4x8x8xf32_generic {
        ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_11::@embedded_elf_x86_64::@main_dispatch_11_batch_matmul_4x8x8x8_f32 {
        ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_12::@embedded_elf_x86_64::@main_dispatch_12_matmul_8x32x32_f32(%c77824_i32 : i32) {
        ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        ro %arg1[%c0 for %c106496] : !stream.resource<constant>{%c106496},
        wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_13::@embedded_elf_x86_64::@main_dispatch_13_reduction_8x32_f32 {
        ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_14::@embedded_elf_x86_64::@main_dispatch_14_matmul_8x64x32_f32(%c61440_i32 : i32) {
        ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        ro %arg1[%c0 for %c106496] : !stream.resource<constant>{%c106496},
        wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_15::@embedded_elf_x86_64::@main_dispatch_15_matmul_8x64x32_f32(%c69632_i32 : i32) {
        ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        ro %arg1[%c0 for %c106496] : !stream.resource<constant>{%c106496},
        wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_16::@embedded_elf_x86_64::@main_dispatch_16_matmul_8x32x64_f32(%c53248_i32 : i32) {
        ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        ro %arg1[%c0 for %c106496] : !stream.resource<constant>{%c106496},
        wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_17::@embedded_elf_x86_64::@main_dispatch_17_reduction_8x32_f32 {
        ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_2::@embedded_elf_x86_64::@main_dispatch_2_matmul_8x32x32_f32(%c49152_i32 : i32) {
          ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
          ro %arg1[%c0 for %c106496] : !stream.resource<constant>{%c106496},
          wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
        }
        stream.cmd.dispatch @main_dispatch_3::@embedded_elf_x86_64::@main_dispatch_3_matmul_8x16x32_f32(%c47104_i32, %c3072_i32 : i32, i32) {
          ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
          ro %arg1[%c0 for %c106496] : !stream.resource<constant>{%c106496},
          wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
        }
        stream.cmd.dispatch @main_dispatch_3::@embedded_elf_x86_64::@main_dispatch_3_matmul_8x16x32_f32(%c45056_i32, %c3584_i32 : i32, i32) {
          ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
          ro %arg1[%c0 for %c106496] : !stream.resource<constant>{%c106496},
          wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
        }
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_5::@embedded_elf_x86_64::@main_dispatch_5_elementwise_broadcast_2x2x8x8_f32 {
          ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
          wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
        }
        stream.cmd.dispatch @main_dispatch_6::@embedded_elf_x86_64::@main_dispatch_6_elementwise_transpose_4x8x8_f32 {
          ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
          ro %arg3[%c0 for %c768] : !stream.resource<constant>{%c768},
          wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
        }
        stream.cmd.dispatch @main_dispatch_7::@embedded_elf_x86_64::@main_dispatch_7_elementwise_broadcast_2x2x8x8_f32 {
          ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
          ro %arg3[%c0 for %c768] : !stream.resource<constant>{%c768},
          wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
        }
      }
      stream.cmd.dispatch @main_dispatch_8::@embedded_elf_x86_64::@main_dispatch_8_batch_matmul_4x8x8x8_f32 {
        ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        ro %arg3[%c0 for %c768] : !stream.resource<constant>{%c768},
        wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_9::@embedded_elf_x86_64::@main_dispatch_9_reduction_32x8_f32xi1 {
        ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_10::@embedded_elf_x86_64::@main_dispatch_10_softmax_4x8x8xf32_generic {
        ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_11::@embedded_elf_x86_64::@main_dispatch_11_batch_matmul_4x8x8x8_f32 {
        ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_12::@embedded_elf_x86_64::@main_dispatch_12_matmul_8x32x32_f32(%c40960_i32 : i32) {
        ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        ro %arg1[%c0 for %c106496] : !stream.resource<constant>{%c106496},
        wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_29::@embedded_elf_x86_64::@main_dispatch_29_reduction_8x32_f32 {
        ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_14::@embedded_elf_x86_64::@main_dispatch_14_matmul_8x64x32_f32(%c24576_i32 : i32) {
        ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        ro %arg1[%c0 for %c106496] : !stream.resource<constant>{%c106496},
        wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_15::@embedded_elf_x86_64::@main_dispatch_15_matmul_8x64x32_f32(%c32768_i32 : i32) {
        ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        ro %arg1[%c0 for %c106496] : !stream.resource<constant>{%c106496},
        wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_16::@embedded_elf_x86_64::@main_dispatch_16_matmul_8x32x64_f32(%c16384_i32 : i32) {
        ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        ro %arg1[%c0 for %c106496] : !stream.resource<constant>{%c106496},
        wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_33::@embedded_elf_x86_64::@main_dispatch_33_reduction_8x32_f32 {
        ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        wo %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_34::@embedded_elf_x86_64::@main_dispatch_34_matmul_8x128x32_f32 {
        ro %arg5[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        ro %arg1[%c0 for %c106496] : !stream.resource<constant>{%c106496},
        wo %arg4[%c0 for %c4096] : !stream.resource<external>{%c4096}
      }
    } => !stream.timepoint
    %3 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%2) => %result_0 : !stream.resource<transient>{%c6144} => !stream.timepoint
    %4 = stream.timepoint.await %3 => %result : !stream.resource<external>{%c4096}
    %5 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<1x8x128xf32> in !stream.resource<external>{%c4096} -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=fda255aeb0f9 torch_mlir=36baf284690c linalg_on_tensors_mlir=41d8f8914f15 iree_input=3a24b6bf7c49 iree_abi=ec7384078484 iree_preprocessing=045f223e1f73 iree_global_optimization=d80d2c4e5d90 iree_dispatch_creation=5d4c0429a8ce iree_flow=b221f52ee7d5 iree_stream=20ac341129d0
