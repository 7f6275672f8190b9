#composite_of_33152b = #util.composite<33152xi8, [
    dense_resource<torch_tensor_96_32_torch.float32> : tensor<96x32xf32>,
    dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>,
    dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>,
    dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>,
    dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>,
]>
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
#pipeline_layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#pipeline_layout1 = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#pipeline_layout2 = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#pipeline_layout3 = #hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.global private @__constant_tensor_96x32xf32 : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.timepoint.immediate => !stream.timepoint
    %buffer_cst = util.buffer.constant <alignment = 64> : !util.buffer = #composite_of_33152b
    %c33152 = arith.constant 33152 : index
    %did_map, %result = stream.resource.try_map on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0] : !util.buffer -> i1, !stream.resource<constant>{%c33152}
    cf.cond_br %did_map, ^bb2(%0, %result : !stream.timepoint, !stream.resource<constant>), ^bb1
  ^bb1:  // pred: ^bb0
    %1 = stream.resource.alloc uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c33152}
    %file = stream.file.constant on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0 for %c33152] : !util.buffer{%c33152} -> !stream.file
    %2 = stream.file.read on(#hal.device.affinity<@__device_0>) await(%0) => %file[%c0_i64], %1[%c0], %c33152 : !stream.file -> !stream.resource<constant>{%c33152} => !stream.timepoint
    cf.br ^bb2(%2, %1 : !stream.timepoint, !stream.resource<constant>)
  ^bb2(%3: !stream.timepoint, %4: !stream.resource<constant>):  // 2 preds: ^bb0, ^bb1
    %5 = stream.timepoint.await sync %3 => %4 : !stream.resource<constant>{%c33152}
    util.global.store %5, @__constant_tensor_96x32xf32 : !stream.resource<constant>
    util.return
  }
  hal.executable private @main_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_0_matmul_8x96x32_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_0_matmul_8x96x32_f32() {
          %cst = arith.constant 0.000000e+00 : f32
          %c0 = arith.constant 0 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout) binding(1) alignment(64) offset(%c0) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<96x32xf32>>
          %2 = hal.interface.binding.subspan layout(#pipeline_layout) binding(2) alignment(64) offset(%c0) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x96xf32>>
          %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
          %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [96, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<96x32xf32>> -> tensor<96x32xf32>
          %5 = tensor.empty() : tensor<8x96xf32>
          %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<8x96xf32>) -> tensor<8x96xf32>
          %7 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%3, %4 : tensor<8x32xf32>, tensor<96x32xf32>) outs(%6 : tensor<8x96xf32>) -> tensor<8x96xf32>
          iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0], sizes = [8, 96], strides = [1, 1] : tensor<8x96xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x96xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_1 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_1_elementwise_transpose_8x3x32_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_1_elementwise_transpose_8x3x32_f32() {
          %c0 = arith.constant 0 : index
          %c12288 = arith.constant 12288 : index
          %c3072 = arith.constant 3072 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x3x32xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout) binding(1) alignment(64) offset(%c12288) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x32xf32>>
          %2 = hal.interface.binding.subspan layout(#pipeline_layout) binding(2) alignment(64) offset(%c3072) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x8x32xf32>>
          %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [8, 3, 32], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x3x32xf32>> -> tensor<8x3x32xf32>
          %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [3, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x32xf32>> -> tensor<3x32xf32>
          %5 = tensor.empty() : tensor<3x8x32xf32>
          %6 = linalg.generic {indexing_maps = [#map3, #map1, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3, %4 : tensor<8x3x32xf32>, tensor<3x32xf32>) outs(%5 : tensor<3x8x32xf32>) {
          ^bb0(%in: f32, %in_0: f32, %out: f32):
            %7 = arith.addf %in, %in_0 : f32
            linalg.yield %7 : f32
          } -> tensor<3x8x32xf32>
          iree_tensor_ext.dispatch.tensor.store %6, %2, offsets = [0, 0, 0], sizes = [3, 8, 32], strides = [1, 1, 1] : tensor<3x8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x8x32xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_2 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_2_transpose_8x4x8_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_2_transpose_8x4x8_f32() {
          %c3072 = arith.constant 3072 : index
          %c0 = arith.constant 0 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(0) alignment(64) offset(%c3072) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8x1x4x8xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(1) alignment(64) offset(%c0) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
          %2 = tensor.empty() : tensor<4x8x8xf32>
          %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [2, 0, 0, 0, 0], sizes = [1, 8, 1, 4, 8], strides = [1, 1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8x1x4x8xf32>> -> tensor<8x4x8xf32>
          %4 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<8x4x8xf32>) outs(%2 : tensor<4x8x8xf32>) {
          ^bb0(%in: f32, %out: f32):
            linalg.yield %in : f32
          } -> tensor<4x8x8xf32>
          iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_3 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_3_elementwise_transpose_8x4x8_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_3_elementwise_transpose_8x4x8_f32() {
          %cst = arith.constant 0.594603539 : f32
          %c3072 = arith.constant 3072 : index
          %c1024 = arith.constant 1024 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(0) alignment(64) offset(%c3072) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8x1x4x8xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(1) alignment(64) offset(%c1024) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
          %2 = tensor.empty() : tensor<4x8x8xf32>
          %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0, 0, 0], sizes = [1, 8, 1, 4, 8], strides = [1, 1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8x1x4x8xf32>> -> tensor<8x4x8xf32>
          %4 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<8x4x8xf32>) outs(%2 : tensor<4x8x8xf32>) {
          ^bb0(%in: f32, %out: f32):
            %5 = arith.mulf %in, %cst : f32
            linalg.yield %5 : f32
          } -> tensor<4x8x8xf32>
          iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_4 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_4_elementwise_transpose_8x4x8_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_4_elementwise_transpose_8x4x8_f32() {
          %cst = arith.constant 0.594603539 : f32
          %c3072 = arith.constant 3072 : index
          %c2048 = arith.constant 2048 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(0) alignment(64) offset(%c3072) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8x1x4x8xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(1) alignment(64) offset(%c2048) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
          %2 = tensor.empty() : tensor<4x8x8xf32>
          %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [1, 0, 0, 0, 0], sizes = [1, 8, 1, 4, 8], strides = [1, 1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x8x1x4x8xf32>> -> tensor<8x4x8xf32>
          %4 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<8x4x8xf32>) outs(%2 : tensor<4x8x8xf32>) {
          ^bb0(%in: f32, %out: f32):
            %5 = arith.mulf %in, %cst : f32
            linalg.yield %5 : f32
          } -> tensor<4x8x8xf32>
          iree_tensor_ext.dispatch.tensor.store %4, %1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_5 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_5_batch_matmul_4x8x8x8_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_5_batch_matmul_4x8x8x8_f32() {
          %cst = arith.constant 0.000000e+00 : f32
          %c1024 = arith.constant 1024 : index
          %c2048 = arith.constant 2048 : index
          %c3072 = arith.constant 3072 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(0) alignment(64) offset(%c1024) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(0) alignment(64) offset(%c2048) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>
          %2 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(1) alignment(64) offset(%c3072) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
          %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
          %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
          %5 = tensor.empty() : tensor<4x8x8xf32>
          %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
          %7 = linalg.batch_matmul indexing_maps = [#map5, #map6, #map7] ins(%3, %4 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%6 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
          iree_tensor_ext.dispatch.tensor.store %7, %2, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : tensor<4x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_6 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_6_reduction_32x8_f32xi1 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_6_reduction_32x8_f32xi1() {
          %cst = arith.constant 0xFF800000 : f32
          %true = arith.constant true
          %c3072 = arith.constant 3072 : index
          %c1024 = arith.constant 1024 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(0) alignment(64) offset(%c3072) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(1) alignment(64) offset(%c1024) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<32xi8>>
          %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [32, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x8xf32>> -> tensor<32x8xf32>
          %3 = tensor.empty() : tensor<32xi1>
          %4 = linalg.fill ins(%true : i1) outs(%3 : tensor<32xi1>) -> tensor<32xi1>
          %5 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<32x8xf32>) outs(%4 : tensor<32xi1>) {
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
  hal.executable private @main_dispatch_7 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_7_softmax_4x8x8xf32_generic ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_7_softmax_4x8x8xf32_generic() {
          %cst = arith.constant 0.000000e+00 : f32
          %c3072 = arith.constant 3072 : index
          %c1024 = arith.constant 1024 : index
          %c1088 = arith.constant 1088 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(0) alignment(64) offset(%c3072) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(0) alignment(64) offset(%c1024) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi8>>
          %2 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(1) alignment(64) offset(%c1088) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8x8xf32>>
          %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
          %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xi8>> -> tensor<4x8xi8>
          %5 = arith.trunci %4 : tensor<4x8xi8> to tensor<4x8xi1>
          %6 = tensor.empty() : tensor<4x8x8xf32>
          %7 = linalg.softmax dimension(2) ins(%3 : tensor<4x8x8xf32>) outs(%6 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
          %8 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %7 : tensor<4x8xi1>, tensor<4x8x8xf32>) outs(%6 : tensor<4x8x8xf32>) {
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
  hal.executable private @main_dispatch_8 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_8_batch_matmul_4x8x8x8_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_8_batch_matmul_4x8x8x8_f32() {
          %cst = arith.constant 0.000000e+00 : f32
          %c1088 = arith.constant 1088 : index
          %c0 = arith.constant 0 : index
          %c2112 = arith.constant 2112 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(0) alignment(64) offset(%c1088) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>>
          %2 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(1) alignment(64) offset(%c2112) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4x8xf32>>
          %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
          %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0, 0], sizes = [4, 8, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8x8xf32>> -> tensor<4x8x8xf32>
          %5 = tensor.empty() : tensor<8x4x8xf32>
          %6 = tensor.empty() : tensor<4x8x8xf32>
          %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
          %8 = linalg.batch_matmul ins(%3, %4 : tensor<4x8x8xf32>, tensor<4x8x8xf32>) outs(%7 : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
          %9 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<4x8x8xf32>) outs(%5 : tensor<8x4x8xf32>) {
          ^bb0(%in: f32, %out: f32):
            linalg.yield %in : f32
          } -> tensor<8x4x8xf32>
          iree_tensor_ext.dispatch.tensor.store %9, %2, offsets = [0, 0, 0], sizes = [8, 4, 8], strides = [1, 1, 1] : tensor<8x4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4x8xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_9 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_9_matmul_8x32x32_f32 ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_9_matmul_8x32x32_f32() {
          %cst = arith.constant 0.000000e+00 : f32
          %cst_0 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
          %c2112 = arith.constant 2112 : index
          %c12672 = arith.constant 12672 : index
          %c0 = arith.constant 0 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout2) binding(0) alignment(64) offset(%c2112) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout2) binding(1) alignment(64) offset(%c12672) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>>
          %2 = hal.interface.binding.subspan layout(#pipeline_layout2) binding(2) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
          %3 = hal.interface.binding.subspan layout(#pipeline_layout2) binding(3) alignment(64) offset(%c0) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
          %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [32, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x32xf32>> -> tensor<32x32xf32>
          %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
          %7 = tensor.empty() : tensor<8x32xf32>
          %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<8x32xf32>) -> tensor<8x32xf32>
          %9 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%4, %5 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%8 : tensor<8x32xf32>) -> tensor<8x32xf32>
          %10 = linalg.generic {indexing_maps = [#map8, #map8, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%6, %9, %cst_0 : tensor<8x32xf32>, tensor<8x32xf32>, tensor<32xf32>) outs(%7 : tensor<8x32xf32>) {
          ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
            %11 = arith.addf %in_1, %in_2 : f32
            %12 = arith.addf %in, %11 : f32
            linalg.yield %12 : f32
          } -> tensor<8x32xf32>
          iree_tensor_ext.dispatch.tensor.store %10, %3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_10 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_10_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout3) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_10_reduction_8x32_f32() {
          %cst = arith.constant 3.200000e+01 : f32
          %cst_0 = arith.constant 0.000000e+00 : f32
          %0 = hal.interface.constant.load layout(#pipeline_layout3) ordinal(0) : i32
          %1 = hal.interface.constant.load layout(#pipeline_layout3) ordinal(1) : i32
          %2 = arith.index_castui %0 : i32 to index
          %3 = arith.index_castui %1 : i32 to index
          %4:2 = util.assume.int
              %2[<umin = 0, umax = 0>, <umin = 3072, umax = 3072, udiv = 3072>],
              %3[<umin = 1024, umax = 1024, udiv = 1024>, <umin = 0, umax = 0>]
            : index, index
          %5 = hal.interface.binding.subspan layout(#pipeline_layout3) binding(0) alignment(64) offset(%4#0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
          %6 = hal.interface.binding.subspan layout(#pipeline_layout3) binding(1) alignment(64) offset(%4#1) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          %7 = iree_tensor_ext.dispatch.tensor.load %5, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
          %8 = tensor.empty() : tensor<8x32xf32>
          %9 = tensor.empty() : tensor<8xf32>
          %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<8xf32>) -> tensor<8xf32>
          %11 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "reduction"]} ins(%7 : tensor<8x32xf32>) outs(%10 : tensor<8xf32>) {
          ^bb0(%in: f32, %out: f32):
            %13 = arith.addf %in, %out : f32
            linalg.yield %13 : f32
          } -> tensor<8xf32>
          %12 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel"]} ins(%7, %11 : tensor<8x32xf32>, tensor<8xf32>) outs(%8 : tensor<8x32xf32>) {
          ^bb0(%in: f32, %in_1: f32, %out: f32):
            %13 = arith.divf %in_1, %cst : f32
            %14 = arith.subf %in, %13 : f32
            linalg.yield %14 : f32
          } -> tensor<8x32xf32>
          iree_tensor_ext.dispatch.tensor.store %12, %6, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_11 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_11_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_11_reduction_8x32_f32() {
          %cst = arith.constant 0.000000e+00 : f32
          %cst_0 = arith.constant 3.200000e+01 : f32
          %cst_1 = arith.constant 9.99999974E-6 : f32
          %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
          %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
          %c1024 = arith.constant 1024 : index
          %c0 = arith.constant 0 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(0) alignment(64) offset(%c1024) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(1) alignment(64) offset(%c0) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
          %3 = tensor.empty() : tensor<8x32xf32>
          %4 = tensor.empty() : tensor<8xf32>
          %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
          %6 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<8x32xf32>) outs(%5 : tensor<8xf32>) {
          ^bb0(%in: f32, %out: f32):
            %8 = arith.mulf %in, %in : f32
            %9 = arith.addf %8, %out : f32
            linalg.yield %9 : f32
          } -> tensor<8xf32>
          %7 = linalg.generic {indexing_maps = [#map8, #map9, #map10, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%2, %6, %cst_2, %cst_3 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%3 : tensor<8x32xf32>) {
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
  }
  hal.executable private @main_dispatch_12 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_12_matmul_8x64x32_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_12_matmul_8x64x32_f32() {
          %cst = arith.constant 0.000000e+00 : f32
          %cst_0 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
          %c0 = arith.constant 0 : index
          %c16768 = arith.constant 16768 : index
          %c1024 = arith.constant 1024 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout) binding(1) alignment(64) offset(%c16768) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>>
          %2 = hal.interface.binding.subspan layout(#pipeline_layout) binding(2) alignment(64) offset(%c1024) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>
          %3 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
          %4 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [64, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<64x32xf32>> -> tensor<64x32xf32>
          %5 = tensor.empty() : tensor<8x64xf32>
          %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<8x64xf32>) -> tensor<8x64xf32>
          %7 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%3, %4 : tensor<8x32xf32>, tensor<64x32xf32>) outs(%6 : tensor<8x64xf32>) -> tensor<8x64xf32>
          %8 = linalg.generic {indexing_maps = [#map8, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_0 : tensor<8x64xf32>, tensor<64xf32>) outs(%5 : tensor<8x64xf32>) {
          ^bb0(%in: f32, %in_1: f32, %out: f32):
            %9 = arith.addf %in, %in_1 : f32
            %10 = arith.cmpf ugt, %9, %cst : f32
            %11 = arith.select %10, %9, %cst : f32
            linalg.yield %11 : f32
          } -> tensor<8x64xf32>
          iree_tensor_ext.dispatch.tensor.store %8, %2, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : tensor<8x64xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x64xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_13 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_13_matmul_8x32x64_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_13_matmul_8x32x64_f32() {
          %cst = arith.constant 0.000000e+00 : f32
          %cst_0 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
          %c1024 = arith.constant 1024 : index
          %c0 = arith.constant 0 : index
          %c24960 = arith.constant 24960 : index
          %c3072 = arith.constant 3072 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout) binding(0) alignment(64) offset(%c1024) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout) binding(1) alignment(64) offset(%c24960) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>>
          %2 = hal.interface.binding.subspan layout(#pipeline_layout) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
          %3 = hal.interface.binding.subspan layout(#pipeline_layout) binding(2) alignment(64) offset(%c3072) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          %4 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x64xf32>> -> tensor<8x64xf32>
          %5 = iree_tensor_ext.dispatch.tensor.load %1, offsets = [0, 0], sizes = [32, 64], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<32x64xf32>> -> tensor<32x64xf32>
          %6 = iree_tensor_ext.dispatch.tensor.load %2, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
          %7 = tensor.empty() : tensor<8x32xf32>
          %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<8x32xf32>) -> tensor<8x32xf32>
          %9 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%4, %5 : tensor<8x64xf32>, tensor<32x64xf32>) outs(%8 : tensor<8x32xf32>) -> tensor<8x32xf32>
          %10 = linalg.generic {indexing_maps = [#map8, #map8, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%6, %9, %cst_0 : tensor<8x32xf32>, tensor<8x32xf32>, tensor<32xf32>) outs(%7 : tensor<8x32xf32>) {
          ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
            %11 = arith.addf %in_1, %in_2 : f32
            %12 = arith.addf %in, %11 : f32
            linalg.yield %12 : f32
          } -> tensor<8x32xf32>
          iree_tensor_ext.dispatch.tensor.store %10, %3, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : tensor<8x32xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          return
        }
      }
    }
  }
  hal.executable private @main_dispatch_15 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_15_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main_dispatch_15_reduction_8x32_f32() {
          %cst = arith.constant 0.000000e+00 : f32
          %cst_0 = arith.constant 3.200000e+01 : f32
          %cst_1 = arith.constant 9.99999974E-6 : f32
          %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
          %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
          %c0 = arith.constant 0 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(1) alignment(64) offset(%c0) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x32xf32>>
          %2 = iree_tensor_ext.dispatch.tensor.load %0, offsets = [0, 0], sizes = [8, 32], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x32xf32>> -> tensor<8x32xf32>
          %3 = tensor.empty() : tensor<8x32xf32>
          %4 = tensor.empty() : tensor<8xf32>
          %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
          %6 = linalg.generic {indexing_maps = [#map8, #map9], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<8x32xf32>) outs(%5 : tensor<8xf32>) {
          ^bb0(%in: f32, %out: f32):
            %8 = arith.mulf %in, %in : f32
            %9 = arith.addf %8, %out : f32
            linalg.yield %9 : f32
          } -> tensor<8xf32>
          %7 = linalg.generic {indexing_maps = [#map8, #map9, #map10, #map10, #map8], iterator_types = ["parallel", "parallel"]} ins(%2, %6, %cst_2, %cst_3 : tensor<8x32xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>) outs(%3 : tensor<8x32xf32>) {
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
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8x32xf32>) -> (%output0: tensor<1x8x32xf32>)"}} {
    %c33152 = arith.constant 33152 : index
    %c6144 = arith.constant 6144 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c1024 = arith.constant 1024 : index
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %c3072_i32 = arith.constant 3072 : i32
    %c1024_i32 = arith.constant 1024 : i32
    %__constant_tensor_96x32xf32 = util.global.load immutable @__constant_tensor_96x32xf32 : !stream.resource<constant>
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c1, %c8, %c32]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x8x32xf32> in !stream.resource<external>{%c1024}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c1024} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<transient>{%c6144} => !stream.timepoint
    %1 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%1) => with(%0 as %arg1: !stream.resource<external>{%c1024}, %__constant_tensor_96x32xf32 as %arg2: !stream.resource<constant>{%c33152}, %result as %arg3: !stream.resource<external>{%c1024}, %result_0 as %arg4: !stream.resource<transient>{%c6144}) {
      stream.cmd.dispatch @main_dispatch_0::@embedded_elf_x86_64::@main_dispatch_0_matmul_8x96x32_f32 {
        ro %arg1[%c0 for %c1024] : !stream.resource<external>{%c1024},
        ro %arg2[%c0 for %c33152] : !stream.resource<constant>{%c33152},
        wo %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_1::@embedded_elf_x86_64::@main_dispatch_1_elementwise_transpose_8x3x32_f32 {
        ro %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        ro %arg2[%c0 for %c33152] : !stream.resource<constant>{%c33152},
        wo %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_2::@embedded_elf_x86_64::@main_dispatch_2_transpose_8x4x8_f32 {
          ro %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144},
          wo %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144}
        }
        stream.cmd.dispatch @main_dispatch_3::@embedded_elf_x86_64::@main_dispatch_3_elementwise_transpose_8x4x8_f32 {
          ro %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144},
          wo %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144}
        }
        stream.cmd.dispatch @main_dispatch_4::@embedded_elf_x86_64::@main_dispatch_4_elementwise_transpose_8x4x8_f32 {
          ro %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144},
          wo %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144}
        }
      }
      stream.cmd.dispatch @main_dispatch_5::@embedded_elf_x86_64::@main_dispatch_5_batch_matmul_4x8x8x8_f32 {
        ro %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        wo %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_6::@embedded_elf_x86_64::@main_dispatch_6_reduction_32x8_f32xi1 {
        ro %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        wo %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_7::@embedded_elf_x86_64::@main_dispatch_7_softmax_4x8x8xf32_generic {
        ro %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        wo %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_8::@embedded_elf_x86_64::@main_dispatch_8_batch_matmul_4x8x8x8_f32 {
        ro %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        wo %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_9::@embedded_elf_x86_64::@main_dispatch_9_matmul_8x32x32_f32 {
        ro %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        ro %arg2[%c0 for %c33152] : !stream.resource<constant>{%c33152},
        ro %arg1[%c0 for %c1024] : !stream.resource<external>{%c1024},
        wo %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_10::@embedded_elf_x86_64::@main_dispatch_10_reduction_8x32_f32(%c0_i32, %c1024_i32 : i32, i32) {
        ro %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        wo %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_11::@embedded_elf_x86_64::@main_dispatch_11_reduction_8x32_f32 {
        ro %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        wo %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_12::@embedded_elf_x86_64::@main_dispatch_12_matmul_8x64x32_f32 {
        ro %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        ro %arg2[%c0 for %c33152] : !stream.resource<constant>{%c33152},
        wo %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_13::@embedded_elf_x86_64::@main_dispatch_13_matmul_8x32x64_f32 {
        ro %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        ro %arg2[%c0 for %c33152] : !stream.resource<constant>{%c33152},
        wo %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_10::@embedded_elf_x86_64::@main_dispatch_10_reduction_8x32_f32(%c3072_i32, %c0_i32 : i32, i32) {
        ro %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        wo %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144}
      }
      stream.cmd.dispatch @main_dispatch_15::@embedded_elf_x86_64::@main_dispatch_15_reduction_8x32_f32 {
        ro %arg4[%c0 for %c6144] : !stream.resource<transient>{%c6144},
        wo %arg3[%c0 for %c1024] : !stream.resource<external>{%c1024}
      }
    } => !stream.timepoint
    %3 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%2) => %result_0 : !stream.resource<transient>{%c6144} => !stream.timepoint
    %4 = stream.timepoint.await %3 => %result : !stream.resource<external>{%c1024}
    %5 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<1x8x32xf32> in !stream.resource<external>{%c1024} -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=403c138b08c3 torch_mlir=f839db6a1054 linalg_on_tensors_mlir=894d706d5170 iree_input=54fd35a16a17 iree_abi=3f2c06b87528 iree_preprocessing=01700ec8c513 iree_global_optimization=4483a2292ab7 iree_dispatch_creation=10ac633422e8 iree_flow=8282dd4dba1c iree_stream=0972a640d373
