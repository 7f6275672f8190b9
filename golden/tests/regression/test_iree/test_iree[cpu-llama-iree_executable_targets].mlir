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
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @_initializer_0_dispatch_0_elementwise_broadcast_8_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<4xi64>
          %2 = llvm.mlir.constant(64 : i64) : i64
          %3 = llvm.mlir.constant(true) : i1
          %4 = llvm.mlir.constant(4 : i64) : i64
          %5 = llvm.mlir.constant(8 : i64) : i64
          %6 = llvm.mlir.constant(0 : i64) : i64
          %7 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %8 = llvm.extractvalue %7[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %9 = llvm.load %8 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %3 ["align"(%9, %2 : !llvm.ptr, i64)] : i1
          %10 = llvm.intr.stepvector : vector<4xi64>
          llvm.br ^bb1(%6 : i64)
        ^bb1(%11: i64):  // 2 preds: ^bb0, ^bb2
          %12 = llvm.icmp "slt" %11, %5 : i64
          llvm.cond_br %12, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %13 = llvm.insertelement %11, %1[%0 : i32] : vector<4xi64>
          %14 = llvm.shufflevector %13, %1 [0, 0, 0, 0] : vector<4xi64>
          %15 = llvm.add %14, %10 : vector<4xi64>
          %16 = llvm.sitofp %15 : vector<4xi64> to vector<4xf32>
          %17 = llvm.getelementptr %9[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %16, %17 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %18 = llvm.add %11, %4 : i64
          llvm.br ^bb1(%18 : i64)
        ^bb3:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @_initializer_1_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @_initializer_1_dispatch_0_batch_matmul_1x4x8x1_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @_initializer_1_dispatch_0_batch_matmul_1x4x8x1_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<4xf32>
          %2 = llvm.mlir.constant(true) : i1
          %3 = llvm.mlir.constant(3 : i64) : i64
          %4 = llvm.mlir.constant(2 : i64) : i64
          %5 = llvm.mlir.constant(1 : i64) : i64
          %6 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf32>) : vector<4xf32>
          %7 = llvm.mlir.constant(4 : i64) : i64
          %8 = llvm.mlir.constant(8 : i64) : i64
          %9 = llvm.mlir.constant(0 : i64) : i64
          %10 = llvm.mlir.constant(64 : i64) : i64
          %11 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %12 = llvm.extractvalue %11[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %13 = llvm.load %12 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %2 ["align"(%13, %10 : !llvm.ptr, i64)] : i1
          %14 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %15 = llvm.extractvalue %14[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %16 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %17 = llvm.load %16 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %2 ["align"(%17, %10 : !llvm.ptr, i64)] : i1
          %18 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %19 = llvm.extractvalue %18[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %20 = llvm.getelementptr %19[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %21 = llvm.load %20 : !llvm.ptr -> !llvm.ptr
          %22 = llvm.getelementptr %21[64] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %2 ["align"(%22, %10 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%9 : i64)
        ^bb1(%23: i64):  // 2 preds: ^bb0, ^bb2
          %24 = llvm.icmp "slt" %23, %8 : i64
          llvm.cond_br %24, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %25 = llvm.mul %9, %8 : i64
          %26 = llvm.add %25, %25 : i64
          %27 = llvm.add %26, %23 : i64
          %28 = llvm.getelementptr %17[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %29 = llvm.load %28 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %30 = llvm.mul %9, %7 overflow<nsw, nuw> : i64
          %31 = llvm.add %30, %9 overflow<nsw, nuw> : i64
          %32 = llvm.add %31, %9 overflow<nsw, nuw> : i64
          %33 = llvm.getelementptr inbounds|nuw %13[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %34 = llvm.load %33 : !llvm.ptr -> f32
          %35 = llvm.insertelement %34, %1[%0 : i32] : vector<4xf32>
          %36 = llvm.shufflevector %35, %1 [0, 0, 0, 0] : vector<4xf32>
          %37 = llvm.intr.fmuladd(%36, %29, %6) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %38 = llvm.add %30, %5 overflow<nsw, nuw> : i64
          %39 = llvm.add %38, %9 overflow<nsw, nuw> : i64
          %40 = llvm.getelementptr inbounds|nuw %13[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %41 = llvm.load %40 : !llvm.ptr -> f32
          %42 = llvm.insertelement %41, %1[%0 : i32] : vector<4xf32>
          %43 = llvm.shufflevector %42, %1 [0, 0, 0, 0] : vector<4xf32>
          %44 = llvm.intr.fmuladd(%43, %29, %6) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %45 = llvm.add %30, %4 overflow<nsw, nuw> : i64
          %46 = llvm.add %45, %9 overflow<nsw, nuw> : i64
          %47 = llvm.getelementptr inbounds|nuw %13[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %48 = llvm.load %47 : !llvm.ptr -> f32
          %49 = llvm.insertelement %48, %1[%0 : i32] : vector<4xf32>
          %50 = llvm.shufflevector %49, %1 [0, 0, 0, 0] : vector<4xf32>
          %51 = llvm.intr.fmuladd(%50, %29, %6) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %52 = llvm.add %30, %3 overflow<nsw, nuw> : i64
          %53 = llvm.add %52, %9 overflow<nsw, nuw> : i64
          %54 = llvm.getelementptr inbounds|nuw %13[%53] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %55 = llvm.load %54 : !llvm.ptr -> f32
          %56 = llvm.insertelement %55, %1[%0 : i32] : vector<4xf32>
          %57 = llvm.shufflevector %56, %1 [0, 0, 0, 0] : vector<4xf32>
          %58 = llvm.intr.fmuladd(%57, %29, %6) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %59 = llvm.extractelement %37[%9 : i64] : vector<4xf32>
          %60 = llvm.extractelement %37[%5 : i64] : vector<4xf32>
          %61 = llvm.extractelement %37[%4 : i64] : vector<4xf32>
          %62 = llvm.extractelement %37[%3 : i64] : vector<4xf32>
          %63 = llvm.extractelement %44[%9 : i64] : vector<4xf32>
          %64 = llvm.extractelement %44[%5 : i64] : vector<4xf32>
          %65 = llvm.extractelement %44[%4 : i64] : vector<4xf32>
          %66 = llvm.extractelement %44[%3 : i64] : vector<4xf32>
          %67 = llvm.extractelement %51[%9 : i64] : vector<4xf32>
          %68 = llvm.extractelement %51[%5 : i64] : vector<4xf32>
          %69 = llvm.extractelement %51[%4 : i64] : vector<4xf32>
          %70 = llvm.extractelement %51[%3 : i64] : vector<4xf32>
          %71 = llvm.extractelement %58[%9 : i64] : vector<4xf32>
          %72 = llvm.extractelement %58[%5 : i64] : vector<4xf32>
          %73 = llvm.extractelement %58[%4 : i64] : vector<4xf32>
          %74 = llvm.extractelement %58[%3 : i64] : vector<4xf32>
          %75 = llvm.insertelement %59, %1[%9 : i64] : vector<4xf32>
          %76 = llvm.insertelement %63, %75[%5 : i64] : vector<4xf32>
          %77 = llvm.insertelement %67, %76[%4 : i64] : vector<4xf32>
          %78 = llvm.insertelement %71, %77[%3 : i64] : vector<4xf32>
          %79 = llvm.mul %23, %7 : i64
          %80 = llvm.mul %9, %7 : i64
          %81 = llvm.add %79, %80 : i64
          %82 = llvm.add %81, %9 : i64
          %83 = llvm.getelementptr %22[%82] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %78, %83 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %84 = llvm.add %23, %5 : i64
          %85 = llvm.insertelement %60, %1[%9 : i64] : vector<4xf32>
          %86 = llvm.insertelement %64, %85[%5 : i64] : vector<4xf32>
          %87 = llvm.insertelement %68, %86[%4 : i64] : vector<4xf32>
          %88 = llvm.insertelement %72, %87[%3 : i64] : vector<4xf32>
          %89 = llvm.mul %84, %7 : i64
          %90 = llvm.add %89, %80 : i64
          %91 = llvm.add %90, %9 : i64
          %92 = llvm.getelementptr %22[%91] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %88, %92 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %93 = llvm.add %23, %4 : i64
          %94 = llvm.insertelement %61, %1[%9 : i64] : vector<4xf32>
          %95 = llvm.insertelement %65, %94[%5 : i64] : vector<4xf32>
          %96 = llvm.insertelement %69, %95[%4 : i64] : vector<4xf32>
          %97 = llvm.insertelement %73, %96[%3 : i64] : vector<4xf32>
          %98 = llvm.mul %93, %7 : i64
          %99 = llvm.add %98, %80 : i64
          %100 = llvm.add %99, %9 : i64
          %101 = llvm.getelementptr %22[%100] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %97, %101 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %102 = llvm.add %23, %3 : i64
          %103 = llvm.insertelement %62, %1[%9 : i64] : vector<4xf32>
          %104 = llvm.insertelement %66, %103[%5 : i64] : vector<4xf32>
          %105 = llvm.insertelement %70, %104[%4 : i64] : vector<4xf32>
          %106 = llvm.insertelement %74, %105[%3 : i64] : vector<4xf32>
          %107 = llvm.mul %102, %7 : i64
          %108 = llvm.add %107, %80 : i64
          %109 = llvm.add %108, %9 : i64
          %110 = llvm.getelementptr %22[%109] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %106, %110 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %111 = llvm.add %23, %7 : i64
          llvm.br ^bb1(%111 : i64)
        ^bb3:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @_initializer_2_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @_initializer_2_dispatch_0_slow_memcpy ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @_initializer_2_dispatch_0_slow_memcpy(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.constant(true) : i1
          %2 = llvm.mlir.constant(4 : i64) : i64
          %3 = llvm.mlir.constant(1 : i64) : i64
          %4 = llvm.mlir.constant(8 : i64) : i64
          %5 = llvm.mlir.constant(0 : i64) : i64
          %6 = llvm.mlir.constant(64 : i64) : i64
          %7 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %8 = llvm.extractvalue %7[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %9 = llvm.load %8 : !llvm.ptr -> !llvm.ptr
          %10 = llvm.getelementptr %9[64] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %1 ["align"(%10, %6 : !llvm.ptr, i64)] : i1
          %11 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %12 = llvm.extractvalue %11[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %13 = llvm.getelementptr %12[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %14 = llvm.load %13 : !llvm.ptr -> !llvm.ptr
          %15 = llvm.getelementptr %14[192] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %1 ["align"(%15, %6 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%5 : i64)
        ^bb1(%16: i64):  // 2 preds: ^bb0, ^bb2
          %17 = llvm.icmp "slt" %16, %4 : i64
          llvm.cond_br %17, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %18 = llvm.mul %16, %2 : i64
          %19 = llvm.add %18, %5 : i64
          %20 = llvm.getelementptr %10[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %21 = llvm.load %20 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %22 = llvm.mul %5, %6 : i64
          %23 = llvm.mul %16, %4 : i64
          %24 = llvm.add %22, %23 : i64
          %25 = llvm.add %24, %5 : i64
          %26 = llvm.getelementptr %15[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %21, %26 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %27 = llvm.add %16, %3 : i64
          llvm.br ^bb1(%27 : i64)
        ^bb3:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @_initializer_2_dispatch_1 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @_initializer_2_dispatch_1_slow_memcpy ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @_initializer_2_dispatch_1_slow_memcpy(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.constant(true) : i1
          %2 = llvm.mlir.constant(4 : i64) : i64
          %3 = llvm.mlir.constant(1 : i64) : i64
          %4 = llvm.mlir.constant(8 : i64) : i64
          %5 = llvm.mlir.constant(0 : i64) : i64
          %6 = llvm.mlir.constant(64 : i64) : i64
          %7 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %8 = llvm.extractvalue %7[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %9 = llvm.load %8 : !llvm.ptr -> !llvm.ptr
          %10 = llvm.getelementptr %9[64] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %1 ["align"(%10, %6 : !llvm.ptr, i64)] : i1
          %11 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %12 = llvm.extractvalue %11[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %13 = llvm.getelementptr %12[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %14 = llvm.load %13 : !llvm.ptr -> !llvm.ptr
          %15 = llvm.getelementptr %14[192] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %1 ["align"(%15, %6 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%5 : i64)
        ^bb1(%16: i64):  // 2 preds: ^bb0, ^bb2
          %17 = llvm.icmp "slt" %16, %4 : i64
          llvm.cond_br %17, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %18 = llvm.mul %16, %2 : i64
          %19 = llvm.add %18, %5 : i64
          %20 = llvm.getelementptr %10[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %21 = llvm.load %20 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %22 = llvm.mul %5, %6 : i64
          %23 = llvm.mul %16, %4 : i64
          %24 = llvm.add %22, %23 : i64
          %25 = llvm.add %24, %2 : i64
          %26 = llvm.getelementptr %15[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %21, %26 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %27 = llvm.add %16, %3 : i64
          llvm.br ^bb1(%27 : i64)
        ^bb3:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @_initializer_3_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @_initializer_3_dispatch_0_elementwise_64_f32 ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @_initializer_3_dispatch_0_elementwise_64_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.constant(true) : i1
          %2 = llvm.mlir.constant(dense<2> : vector<4xi32>) : vector<4xi32>
          %3 = llvm.mlir.constant(dense<1> : vector<4xi32>) : vector<4xi32>
          %4 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
          %5 = llvm.mlir.constant(dense<3> : vector<4xi32>) : vector<4xi32>
          %6 = llvm.mlir.constant(dense<-2.59630184E-7> : vector<4xf32>) : vector<4xf32>
          %7 = llvm.mlir.constant(dense<2.47562348E-5> : vector<4xf32>) : vector<4xf32>
          %8 = llvm.mlir.constant(dense<-0.00138883304> : vector<4xf32>) : vector<4xf32>
          %9 = llvm.mlir.constant(dense<0.0416666418> : vector<4xf32>) : vector<4xf32>
          %10 = llvm.mlir.constant(dense<-5.000000e-01> : vector<4xf32>) : vector<4xf32>
          %11 = llvm.mlir.constant(dense<-2.50293279E-8> : vector<4xf32>) : vector<4xf32>
          %12 = llvm.mlir.constant(dense<2.76001265E-6> : vector<4xf32>) : vector<4xf32>
          %13 = llvm.mlir.constant(dense<-1.98426045E-4> : vector<4xf32>) : vector<4xf32>
          %14 = llvm.mlir.constant(dense<0.00833334774> : vector<4xf32>) : vector<4xf32>
          %15 = llvm.mlir.constant(dense<-0.166666672> : vector<4xf32>) : vector<4xf32>
          %16 = llvm.mlir.constant(dense<-1.000000e+00> : vector<4xf32>) : vector<4xf32>
          %17 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
          %18 = llvm.mlir.constant(dense<1.57079637> : vector<4xf32>) : vector<4xf32>
          %19 = llvm.mlir.constant(dense<0.636619746> : vector<4xf32>) : vector<4xf32>
          %20 = llvm.mlir.constant(4 : i64) : i64
          %21 = llvm.mlir.constant(64 : i64) : i64
          %22 = llvm.mlir.constant(0 : i64) : i64
          %23 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %24 = llvm.extractvalue %23[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %25 = llvm.load %24 : !llvm.ptr -> !llvm.ptr
          %26 = llvm.getelementptr %25[192] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %1 ["align"(%26, %21 : !llvm.ptr, i64)] : i1
          %27 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %28 = llvm.extractvalue %27[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %29 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %30 = llvm.load %29 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %1 ["align"(%30, %21 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%22 : i64)
        ^bb1(%31: i64):  // 2 preds: ^bb0, ^bb2
          %32 = llvm.icmp "slt" %31, %21 : i64
          llvm.cond_br %32, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %33 = llvm.getelementptr %26[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %34 = llvm.load %33 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %35 = llvm.fmul %34, %19 fastmath<contract> : vector<4xf32>
          %36 = llvm.intr.floor(%35) : (vector<4xf32>) -> vector<4xf32>
          %37 = llvm.fmul %36, %18 fastmath<contract> : vector<4xf32>
          %38 = llvm.fsub %34, %37 fastmath<contract> : vector<4xf32>
          %39 = llvm.fptosi %36 : vector<4xf32> to vector<4xi32>
          %40 = llvm.and %39, %5 : vector<4xi32>
          %41 = llvm.icmp "eq" %40, %4 : vector<4xi32>
          %42 = llvm.icmp "eq" %40, %3 : vector<4xi32>
          %43 = llvm.icmp "eq" %40, %2 : vector<4xi32>
          %44 = llvm.or %41, %43 : vector<4xi1>
          %45 = llvm.or %42, %43 : vector<4xi1>
          %46 = llvm.fmul %38, %38 fastmath<contract> : vector<4xf32>
          %47 = llvm.select %44, %17, %38 : vector<4xi1>, vector<4xf32>
          %48 = llvm.select %44, %10, %15 : vector<4xi1>, vector<4xf32>
          %49 = llvm.select %44, %9, %14 : vector<4xi1>, vector<4xf32>
          %50 = llvm.select %44, %8, %13 : vector<4xi1>, vector<4xf32>
          %51 = llvm.select %44, %7, %12 : vector<4xi1>, vector<4xf32>
          %52 = llvm.select %44, %6, %11 : vector<4xi1>, vector<4xf32>
          %53 = llvm.intr.fma(%46, %52, %51) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %54 = llvm.intr.fma(%46, %53, %50) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %55 = llvm.intr.fma(%46, %54, %49) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %56 = llvm.intr.fma(%46, %55, %48) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %57 = llvm.intr.fma(%46, %56, %17) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %58 = llvm.fmul %47, %57 fastmath<contract> : vector<4xf32>
          %59 = llvm.fmul %58, %16 fastmath<contract> : vector<4xf32>
          %60 = llvm.select %45, %59, %58 : vector<4xi1>, vector<4xf32>
          %61 = llvm.getelementptr %30[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %60, %61 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %62 = llvm.add %31, %20 : i64
          llvm.br ^bb1(%62 : i64)
        ^bb3:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @_initializer_4_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @_initializer_4_dispatch_0_elementwise_64_f32 ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @_initializer_4_dispatch_0_elementwise_64_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.constant(true) : i1
          %2 = llvm.mlir.constant(dense<1> : vector<4xi32>) : vector<4xi32>
          %3 = llvm.mlir.constant(dense<3> : vector<4xi32>) : vector<4xi32>
          %4 = llvm.mlir.constant(dense<-2.59630184E-7> : vector<4xf32>) : vector<4xf32>
          %5 = llvm.mlir.constant(dense<2.47562348E-5> : vector<4xf32>) : vector<4xf32>
          %6 = llvm.mlir.constant(dense<-0.00138883304> : vector<4xf32>) : vector<4xf32>
          %7 = llvm.mlir.constant(dense<0.0416666418> : vector<4xf32>) : vector<4xf32>
          %8 = llvm.mlir.constant(dense<-5.000000e-01> : vector<4xf32>) : vector<4xf32>
          %9 = llvm.mlir.constant(dense<-2.50293279E-8> : vector<4xf32>) : vector<4xf32>
          %10 = llvm.mlir.constant(dense<2.76001265E-6> : vector<4xf32>) : vector<4xf32>
          %11 = llvm.mlir.constant(dense<-1.98426045E-4> : vector<4xf32>) : vector<4xf32>
          %12 = llvm.mlir.constant(dense<0.00833334774> : vector<4xf32>) : vector<4xf32>
          %13 = llvm.mlir.constant(dense<-0.166666672> : vector<4xf32>) : vector<4xf32>
          %14 = llvm.mlir.constant(dense<-1.000000e+00> : vector<4xf32>) : vector<4xf32>
          %15 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
          %16 = llvm.mlir.constant(dense<1.57079637> : vector<4xf32>) : vector<4xf32>
          %17 = llvm.mlir.constant(dense<0.636619746> : vector<4xf32>) : vector<4xf32>
          %18 = llvm.mlir.constant(4 : i64) : i64
          %19 = llvm.mlir.constant(64 : i64) : i64
          %20 = llvm.mlir.constant(0 : i64) : i64
          %21 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %22 = llvm.extractvalue %21[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %23 = llvm.load %22 : !llvm.ptr -> !llvm.ptr
          %24 = llvm.getelementptr %23[192] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %1 ["align"(%24, %19 : !llvm.ptr, i64)] : i1
          %25 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %26 = llvm.extractvalue %25[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %27 = llvm.getelementptr %26[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %28 = llvm.load %27 : !llvm.ptr -> !llvm.ptr
          %29 = llvm.getelementptr %28[256] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %1 ["align"(%29, %19 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%20 : i64)
        ^bb1(%30: i64):  // 2 preds: ^bb0, ^bb2
          %31 = llvm.icmp "slt" %30, %19 : i64
          llvm.cond_br %31, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %32 = llvm.getelementptr %24[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %33 = llvm.load %32 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %34 = llvm.fmul %33, %17 fastmath<contract> : vector<4xf32>
          %35 = llvm.intr.floor(%34) : (vector<4xf32>) -> vector<4xf32>
          %36 = llvm.fmul %35, %16 fastmath<contract> : vector<4xf32>
          %37 = llvm.fsub %33, %36 fastmath<contract> : vector<4xf32>
          %38 = llvm.fptosi %35 : vector<4xf32> to vector<4xi32>
          %39 = llvm.and %38, %3 : vector<4xi32>
          %40 = llvm.icmp "eq" %39, %2 : vector<4xi32>
          %41 = llvm.icmp "eq" %39, %3 : vector<4xi32>
          %42 = llvm.or %40, %41 : vector<4xi1>
          %43 = llvm.icmp "sgt" %39, %2 : vector<4xi32>
          %44 = llvm.fmul %37, %37 fastmath<contract> : vector<4xf32>
          %45 = llvm.select %42, %15, %37 : vector<4xi1>, vector<4xf32>
          %46 = llvm.select %42, %8, %13 : vector<4xi1>, vector<4xf32>
          %47 = llvm.select %42, %7, %12 : vector<4xi1>, vector<4xf32>
          %48 = llvm.select %42, %6, %11 : vector<4xi1>, vector<4xf32>
          %49 = llvm.select %42, %5, %10 : vector<4xi1>, vector<4xf32>
          %50 = llvm.select %42, %4, %9 : vector<4xi1>, vector<4xf32>
          %51 = llvm.intr.fma(%44, %50, %49) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %52 = llvm.intr.fma(%44, %51, %48) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %53 = llvm.intr.fma(%44, %52, %47) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %54 = llvm.intr.fma(%44, %53, %46) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %55 = llvm.intr.fma(%44, %54, %15) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %56 = llvm.fmul %45, %55 fastmath<contract> : vector<4xf32>
          %57 = llvm.fmul %56, %14 fastmath<contract> : vector<4xf32>
          %58 = llvm.select %43, %57, %56 : vector<4xi1>, vector<4xf32>
          %59 = llvm.getelementptr %29[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %58, %59 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %60 = llvm.add %30, %18 : i64
          llvm.br ^bb1(%60 : i64)
        ^bb3:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @_initializer_5_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @_initializer_5_dispatch_0_elementwise_broadcast_64_i64 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @_initializer_5_dispatch_0_elementwise_broadcast_64_i64(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<2xi64>
          %2 = llvm.mlir.constant(true) : i1
          %3 = llvm.mlir.constant(dense<8> : vector<2xi64>) : vector<2xi64>
          %4 = llvm.mlir.constant(2 : i64) : i64
          %5 = llvm.mlir.constant(64 : i64) : i64
          %6 = llvm.mlir.constant(0 : i64) : i64
          %7 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %8 = llvm.extractvalue %7[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %9 = llvm.load %8 : !llvm.ptr -> !llvm.ptr
          %10 = llvm.getelementptr %9[448] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %2 ["align"(%10, %5 : !llvm.ptr, i64)] : i1
          %11 = llvm.intr.stepvector : vector<2xi64>
          llvm.br ^bb1(%6 : i64)
        ^bb1(%12: i64):  // 2 preds: ^bb0, ^bb2
          %13 = llvm.icmp "slt" %12, %5 : i64
          llvm.cond_br %13, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %14 = llvm.insertelement %12, %1[%0 : i32] : vector<2xi64>
          %15 = llvm.shufflevector %14, %1 [0, 0] : vector<2xi64>
          %16 = llvm.add %15, %11 : vector<2xi64>
          %17 = llvm.srem %16, %3 : vector<2xi64>
          %18 = llvm.sdiv %16, %3 : vector<2xi64>
          %19 = llvm.sub %17, %18 : vector<2xi64>
          %20 = llvm.getelementptr %10[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i64
          llvm.store %19, %20 <alignment = 8> : vector<2xi64>, !llvm.ptr
          %21 = llvm.add %12, %4 : i64
          llvm.br ^bb1(%21 : i64)
        ^bb3:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @_initializer_6_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @_initializer_6_dispatch_0_elementwise_64_i64xf32 ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @_initializer_6_dispatch_0_elementwise_64_i64xf32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.constant(true) : i1
          %2 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf32>) : vector<4xf32>
          %3 = llvm.mlir.constant(dense<-3.40282347E+38> : vector<4xf32>) : vector<4xf32>
          %4 = llvm.mlir.constant(dense<1> : vector<4xi64>) : vector<4xi64>
          %5 = llvm.mlir.constant(4 : i64) : i64
          %6 = llvm.mlir.constant(64 : i64) : i64
          %7 = llvm.mlir.constant(0 : i64) : i64
          %8 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %9 = llvm.extractvalue %8[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %10 = llvm.load %9 : !llvm.ptr -> !llvm.ptr
          %11 = llvm.getelementptr %10[448] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %1 ["align"(%11, %6 : !llvm.ptr, i64)] : i1
          %12 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %13 = llvm.extractvalue %12[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %14 = llvm.getelementptr %13[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %15 = llvm.load %14 : !llvm.ptr -> !llvm.ptr
          %16 = llvm.getelementptr %15[512] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %1 ["align"(%16, %6 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%7 : i64)
        ^bb1(%17: i64):  // 2 preds: ^bb0, ^bb2
          %18 = llvm.icmp "slt" %17, %6 : i64
          llvm.cond_br %18, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %19 = llvm.getelementptr %11[%17] : (!llvm.ptr, i64) -> !llvm.ptr, i64
          %20 = llvm.load %19 <alignment = 8> : !llvm.ptr -> vector<4xi64>
          %21 = llvm.icmp "sge" %20, %4 : vector<4xi64>
          %22 = llvm.select %21, %3, %2 : vector<4xi1>, vector<4xf32>
          %23 = llvm.getelementptr %16[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %22, %23 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %24 = llvm.add %17, %5 : i64
          llvm.br ^bb1(%24 : i64)
        ^bb3:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_0_elementwise_broadcast_8x32_i64xf32 ordinal(0) layout(#pipeline_layout3) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_0_elementwise_broadcast_8x32_i64xf32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.poison : vector<4xf32>
          %1 = llvm.mlir.constant(3 : i64) : i64
          %2 = llvm.mlir.constant(2 : i64) : i64
          %3 = llvm.mlir.constant(0 : i32) : i32
          %4 = llvm.mlir.poison : vector<4xi64>
          %5 = llvm.mlir.constant(64 : i64) : i64
          %6 = llvm.mlir.constant(true) : i1
          %7 = llvm.mlir.constant(dense<5.65685415> : vector<4xf32>) : vector<4xf32>
          %8 = llvm.mlir.constant(dense<32> : vector<1xi64>) : vector<1xi64>
          %9 = llvm.mlir.constant(4 : i64) : i64
          %10 = llvm.mlir.constant(1 : i64) : i64
          %11 = llvm.mlir.constant(32 : i64) : i64
          %12 = llvm.mlir.constant(8 : i64) : i64
          %13 = llvm.mlir.constant(0 : i64) : i64
          %14 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %15 = llvm.extractvalue %14[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %16 = llvm.load %15 : !llvm.ptr -> !llvm.ptr
          %17 = llvm.getelementptr %16[90112] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %6 ["align"(%17, %5 : !llvm.ptr, i64)] : i1
          %18 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %19 = llvm.extractvalue %18[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %20 = llvm.getelementptr %19[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %21 = llvm.load %20 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %6 ["align"(%21, %5 : !llvm.ptr, i64)] : i1
          %22 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %23 = llvm.extractvalue %22[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %24 = llvm.getelementptr %23[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %25 = llvm.load %24 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %6 ["align"(%25, %5 : !llvm.ptr, i64)] : i1
          %26 = llvm.intr.stepvector : vector<4xi64>
          llvm.br ^bb1(%13 : i64)
        ^bb1(%27: i64):  // 2 preds: ^bb0, ^bb5
          %28 = llvm.icmp "slt" %27, %12 : i64
          llvm.cond_br %28, ^bb2, ^bb6
        ^bb2:  // pred: ^bb1
          %29 = llvm.getelementptr %21[%27] : (!llvm.ptr, i64) -> !llvm.ptr, i64
          %30 = llvm.load %29 <alignment = 8> : !llvm.ptr -> vector<1xi64>
          %31 = llvm.mul %30, %8 : vector<1xi64>
          llvm.br ^bb3(%13 : i64)
        ^bb3(%32: i64):  // 2 preds: ^bb2, ^bb4
          %33 = llvm.icmp "slt" %32, %11 : i64
          llvm.cond_br %33, ^bb4, ^bb5
        ^bb4:  // pred: ^bb3
          %34 = llvm.insertelement %32, %4[%3 : i32] : vector<4xi64>
          %35 = llvm.shufflevector %34, %4 [0, 0, 0, 0] : vector<4xi64>
          %36 = llvm.add %35, %26 : vector<4xi64>
          %37 = llvm.extractelement %31[%13 : i64] : vector<1xi64>
          %38 = llvm.insertelement %37, %4[%3 : i32] : vector<4xi64>
          %39 = llvm.shufflevector %38, %4 [0, 0, 0, 0] : vector<4xi64>
          %40 = llvm.add %36, %39 : vector<4xi64>
          %41 = llvm.extractelement %40[%13 : i64] : vector<4xi64>
          %42 = llvm.mul %13, %11 : i64
          %43 = llvm.add %42, %41 : i64
          %44 = llvm.getelementptr %17[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %45 = llvm.load %44 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %46 = llvm.extractelement %45[%13 : i64] : vector<1xf32>
          %47 = llvm.extractelement %40[%10 : i64] : vector<4xi64>
          %48 = llvm.add %42, %47 : i64
          %49 = llvm.getelementptr %17[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %50 = llvm.load %49 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %51 = llvm.extractelement %50[%13 : i64] : vector<1xf32>
          %52 = llvm.extractelement %40[%2 : i64] : vector<4xi64>
          %53 = llvm.add %42, %52 : i64
          %54 = llvm.getelementptr %17[%53] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %55 = llvm.load %54 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %56 = llvm.extractelement %55[%13 : i64] : vector<1xf32>
          %57 = llvm.extractelement %40[%1 : i64] : vector<4xi64>
          %58 = llvm.add %42, %57 : i64
          %59 = llvm.getelementptr %17[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %60 = llvm.load %59 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %61 = llvm.extractelement %60[%13 : i64] : vector<1xf32>
          %62 = llvm.insertelement %46, %0[%13 : i64] : vector<4xf32>
          %63 = llvm.insertelement %51, %62[%10 : i64] : vector<4xf32>
          %64 = llvm.insertelement %56, %63[%2 : i64] : vector<4xf32>
          %65 = llvm.insertelement %61, %64[%1 : i64] : vector<4xf32>
          %66 = llvm.fmul %65, %7 fastmath<contract> : vector<4xf32>
          %67 = llvm.mul %27, %11 : i64
          %68 = llvm.add %67, %32 : i64
          %69 = llvm.getelementptr %25[%68] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %66, %69 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %70 = llvm.add %32, %9 : i64
          llvm.br ^bb3(%70 : i64)
        ^bb5:  // pred: ^bb3
          %71 = llvm.add %27, %10 : i64
          llvm.br ^bb1(%71 : i64)
        ^bb6:  // pred: ^bb1
          llvm.return %3 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_1 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_1_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout4) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_1_reduction_8x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.poison : vector<4xf32>
          %1 = llvm.mlir.constant(dense<1.000000e+00> : vector<1xf32>) : vector<1xf32>
          %2 = llvm.mlir.constant(0 : i32) : i32
          %3 = llvm.mlir.poison : vector<1xf32>
          %4 = llvm.mlir.constant(64 : i64) : i64
          %5 = llvm.mlir.constant(true) : i1
          %6 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
          %7 = llvm.mlir.constant(0 : i64) : i64
          %8 = llvm.mlir.constant(dense<9.99999997E-7> : vector<1xf32>) : vector<1xf32>
          %9 = llvm.mlir.constant(dense<3.200000e+01> : vector<1xf32>) : vector<1xf32>
          %10 = llvm.mlir.constant(dense<0.000000e+00> : vector<1xf32>) : vector<1xf32>
          %11 = llvm.mlir.constant(4 : i64) : i64
          %12 = llvm.mlir.constant(32 : i64) : i64
          %13 = llvm.getelementptr %6[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %14 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %15 = llvm.extractvalue %14[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %16 = llvm.load %15 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %5 ["align"(%16, %4 : !llvm.ptr, i64)] : i1
          %17 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %18 = llvm.extractvalue %17[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %19 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %20 = llvm.load %19 : !llvm.ptr -> !llvm.ptr
          %21 = llvm.getelementptr %20[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %5 ["align"(%21, %4 : !llvm.ptr, i64)] : i1
          %22 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %23 = llvm.extractvalue %22[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %24 = llvm.zext %23 : i32 to i64
          llvm.br ^bb1(%7, %10 : i64, vector<1xf32>)
        ^bb1(%25: i64, %26: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
          %27 = llvm.icmp "slt" %25, %12 : i64
          llvm.cond_br %27, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %28 = llvm.mul %24, %12 : i64
          %29 = llvm.add %28, %25 : i64
          %30 = llvm.getelementptr %16[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %31 = llvm.load %30 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %32 = llvm.fmul %31, %31 fastmath<contract> : vector<4xf32>
          %33 = llvm.extractelement %26[%7 : i64] : vector<1xf32>
          %34 = llvm.intr.vector.reduce.fadd(%33, %32) : (f32, vector<4xf32>) -> f32
          %35 = llvm.insertelement %34, %3[%2 : i32] : vector<1xf32>
          %36 = llvm.add %25, %11 : i64
          llvm.br ^bb1(%36, %35 : i64, vector<1xf32>)
        ^bb3:  // pred: ^bb1
          %37 = llvm.fdiv %26, %9 : vector<1xf32>
          %38 = llvm.fadd %37, %8 fastmath<contract> : vector<1xf32>
          %39 = llvm.intr.sqrt(%38) : (vector<1xf32>) -> vector<1xf32>
          %40 = llvm.fdiv %1, %39 : vector<1xf32>
          llvm.br ^bb4(%7 : i64)
        ^bb4(%41: i64):  // 2 preds: ^bb3, ^bb5
          %42 = llvm.icmp "slt" %41, %12 : i64
          llvm.cond_br %42, ^bb5, ^bb6
        ^bb5:  // pred: ^bb4
          %43 = llvm.getelementptr %13[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %44 = llvm.load %43 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %45 = llvm.mul %24, %12 : i64
          %46 = llvm.add %45, %41 : i64
          %47 = llvm.getelementptr %16[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %48 = llvm.load %47 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %49 = llvm.extractelement %40[%7 : i64] : vector<1xf32>
          %50 = llvm.insertelement %49, %0[%2 : i32] : vector<4xf32>
          %51 = llvm.shufflevector %50, %0 [0, 0, 0, 0] : vector<4xf32>
          %52 = llvm.fmul %48, %51 fastmath<contract> : vector<4xf32>
          %53 = llvm.fmul %44, %52 fastmath<contract> : vector<4xf32>
          %54 = llvm.getelementptr %21[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %53, %54 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %55 = llvm.add %41, %11 : i64
          llvm.br ^bb4(%55 : i64)
        ^bb6:  // pred: ^bb4
          llvm.return %2 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_2 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_2_matmul_8x32x32_f32 ordinal(0) layout(#pipeline_layout5) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_2_matmul_8x32x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<4xf32>
          %2 = llvm.mlir.constant(15 : i64) : i64
          %3 = llvm.mlir.constant(14 : i64) : i64
          %4 = llvm.mlir.constant(13 : i64) : i64
          %5 = llvm.mlir.constant(12 : i64) : i64
          %6 = llvm.mlir.constant(11 : i64) : i64
          %7 = llvm.mlir.constant(10 : i64) : i64
          %8 = llvm.mlir.constant(9 : i64) : i64
          %9 = llvm.mlir.constant(64 : i64) : i64
          %10 = llvm.mlir.constant(true) : i1
          %11 = llvm.mlir.constant(8 : i64) : i64
          %12 = llvm.mlir.poison : !llvm.array<8 x vector<4xf32>>
          %13 = llvm.mlir.poison : vector<16xf32>
          %14 = llvm.mlir.constant(7 : i64) : i64
          %15 = llvm.mlir.constant(6 : i64) : i64
          %16 = llvm.mlir.constant(5 : i64) : i64
          %17 = llvm.mlir.constant(3 : i64) : i64
          %18 = llvm.mlir.constant(2 : i64) : i64
          %19 = llvm.mlir.constant(1 : i64) : i64
          %20 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %21 = llvm.mlir.constant(4 : i64) : i64
          %22 = llvm.mlir.constant(32 : i64) : i64
          %23 = llvm.mlir.constant(0 : i64) : i64
          %24 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %25 = llvm.extractvalue %24[9] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %26 = llvm.load %25 : !llvm.ptr -> i32
          %27 = llvm.zext %26 : i32 to i64
          %28 = llvm.extractvalue %24[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %29 = llvm.load %28 : !llvm.ptr -> !llvm.ptr
          %30 = llvm.getelementptr %29[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%30, %9 : !llvm.ptr, i64)] : i1
          %31 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %32 = llvm.extractvalue %31[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %33 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %34 = llvm.load %33 : !llvm.ptr -> !llvm.ptr
          %35 = llvm.getelementptr %34[%27] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%35, %9 : !llvm.ptr, i64)] : i1
          %36 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %37 = llvm.extractvalue %36[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %38 = llvm.getelementptr %37[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %39 = llvm.load %38 : !llvm.ptr -> !llvm.ptr
          %40 = llvm.getelementptr %39[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%40, %9 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%23 : i64)
        ^bb1(%41: i64):  // 2 preds: ^bb0, ^bb4
          %42 = llvm.icmp "slt" %41, %22 : i64
          llvm.cond_br %42, ^bb2(%23, %20 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%43: i64, %44: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %45 = llvm.icmp "slt" %43, %22 : i64
          llvm.cond_br %45, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %46 = llvm.mul %41, %22 : i64
          %47 = llvm.add %46, %43 : i64
          %48 = llvm.getelementptr %35[%47] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %49 = llvm.load %48 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %50 = llvm.add %41, %19 : i64
          %51 = llvm.mul %50, %22 : i64
          %52 = llvm.add %51, %43 : i64
          %53 = llvm.getelementptr %35[%52] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %54 = llvm.load %53 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %55 = llvm.add %41, %18 : i64
          %56 = llvm.mul %55, %22 : i64
          %57 = llvm.add %56, %43 : i64
          %58 = llvm.getelementptr %35[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %59 = llvm.load %58 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %60 = llvm.add %41, %17 : i64
          %61 = llvm.mul %60, %22 : i64
          %62 = llvm.add %61, %43 : i64
          %63 = llvm.getelementptr %35[%62] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %64 = llvm.load %63 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %65 = llvm.extractelement %49[%23 : i64] : vector<4xf32>
          %66 = llvm.extractelement %49[%19 : i64] : vector<4xf32>
          %67 = llvm.extractelement %49[%18 : i64] : vector<4xf32>
          %68 = llvm.extractelement %49[%17 : i64] : vector<4xf32>
          %69 = llvm.extractelement %54[%23 : i64] : vector<4xf32>
          %70 = llvm.extractelement %54[%19 : i64] : vector<4xf32>
          %71 = llvm.extractelement %54[%18 : i64] : vector<4xf32>
          %72 = llvm.extractelement %54[%17 : i64] : vector<4xf32>
          %73 = llvm.extractelement %59[%23 : i64] : vector<4xf32>
          %74 = llvm.extractelement %59[%19 : i64] : vector<4xf32>
          %75 = llvm.extractelement %59[%18 : i64] : vector<4xf32>
          %76 = llvm.extractelement %59[%17 : i64] : vector<4xf32>
          %77 = llvm.extractelement %64[%23 : i64] : vector<4xf32>
          %78 = llvm.extractelement %64[%19 : i64] : vector<4xf32>
          %79 = llvm.extractelement %64[%18 : i64] : vector<4xf32>
          %80 = llvm.extractelement %64[%17 : i64] : vector<4xf32>
          %81 = llvm.insertelement %65, %13[%23 : i64] : vector<16xf32>
          %82 = llvm.insertelement %66, %81[%19 : i64] : vector<16xf32>
          %83 = llvm.insertelement %67, %82[%18 : i64] : vector<16xf32>
          %84 = llvm.insertelement %68, %83[%17 : i64] : vector<16xf32>
          %85 = llvm.insertelement %69, %84[%21 : i64] : vector<16xf32>
          %86 = llvm.insertelement %70, %85[%16 : i64] : vector<16xf32>
          %87 = llvm.insertelement %71, %86[%15 : i64] : vector<16xf32>
          %88 = llvm.insertelement %72, %87[%14 : i64] : vector<16xf32>
          %89 = llvm.insertelement %73, %88[%11 : i64] : vector<16xf32>
          %90 = llvm.insertelement %74, %89[%8 : i64] : vector<16xf32>
          %91 = llvm.insertelement %75, %90[%7 : i64] : vector<16xf32>
          %92 = llvm.insertelement %76, %91[%6 : i64] : vector<16xf32>
          %93 = llvm.insertelement %77, %92[%5 : i64] : vector<16xf32>
          %94 = llvm.insertelement %78, %93[%4 : i64] : vector<16xf32>
          %95 = llvm.insertelement %79, %94[%3 : i64] : vector<16xf32>
          %96 = llvm.insertelement %80, %95[%2 : i64] : vector<16xf32>
          %97 = llvm.shufflevector %96, %13 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %98 = llvm.shufflevector %97, %97 [0, 1, 2, 3] : vector<16xf32>
          %99 = llvm.shufflevector %97, %97 [4, 5, 6, 7] : vector<16xf32>
          %100 = llvm.shufflevector %97, %97 [8, 9, 10, 11] : vector<16xf32>
          %101 = llvm.shufflevector %97, %97 [12, 13, 14, 15] : vector<16xf32>
          %102 = llvm.mul %23, %22 overflow<nsw, nuw> : i64
          %103 = llvm.add %102, %43 overflow<nsw, nuw> : i64
          %104 = llvm.getelementptr inbounds|nuw %30[%103] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %105 = llvm.load %104 : !llvm.ptr -> f32
          %106 = llvm.insertelement %105, %1[%0 : i32] : vector<4xf32>
          %107 = llvm.shufflevector %106, %1 [0, 0, 0, 0] : vector<4xf32>
          %108 = llvm.extractvalue %44[0] : !llvm.array<8 x vector<4xf32>>
          %109 = llvm.intr.fmuladd(%107, %98, %108) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %110 = llvm.mul %19, %22 overflow<nsw, nuw> : i64
          %111 = llvm.add %110, %43 overflow<nsw, nuw> : i64
          %112 = llvm.getelementptr inbounds|nuw %30[%111] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %113 = llvm.load %112 : !llvm.ptr -> f32
          %114 = llvm.insertelement %113, %1[%0 : i32] : vector<4xf32>
          %115 = llvm.shufflevector %114, %1 [0, 0, 0, 0] : vector<4xf32>
          %116 = llvm.extractvalue %44[1] : !llvm.array<8 x vector<4xf32>>
          %117 = llvm.intr.fmuladd(%115, %98, %116) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %118 = llvm.mul %18, %22 overflow<nsw, nuw> : i64
          %119 = llvm.add %118, %43 overflow<nsw, nuw> : i64
          %120 = llvm.getelementptr inbounds|nuw %30[%119] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %121 = llvm.load %120 : !llvm.ptr -> f32
          %122 = llvm.insertelement %121, %1[%0 : i32] : vector<4xf32>
          %123 = llvm.shufflevector %122, %1 [0, 0, 0, 0] : vector<4xf32>
          %124 = llvm.extractvalue %44[2] : !llvm.array<8 x vector<4xf32>>
          %125 = llvm.intr.fmuladd(%123, %98, %124) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %126 = llvm.mul %17, %22 overflow<nsw, nuw> : i64
          %127 = llvm.add %126, %43 overflow<nsw, nuw> : i64
          %128 = llvm.getelementptr inbounds|nuw %30[%127] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %129 = llvm.load %128 : !llvm.ptr -> f32
          %130 = llvm.insertelement %129, %1[%0 : i32] : vector<4xf32>
          %131 = llvm.shufflevector %130, %1 [0, 0, 0, 0] : vector<4xf32>
          %132 = llvm.extractvalue %44[3] : !llvm.array<8 x vector<4xf32>>
          %133 = llvm.intr.fmuladd(%131, %98, %132) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %134 = llvm.mul %21, %22 overflow<nsw, nuw> : i64
          %135 = llvm.add %134, %43 overflow<nsw, nuw> : i64
          %136 = llvm.getelementptr inbounds|nuw %30[%135] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %137 = llvm.load %136 : !llvm.ptr -> f32
          %138 = llvm.insertelement %137, %1[%0 : i32] : vector<4xf32>
          %139 = llvm.shufflevector %138, %1 [0, 0, 0, 0] : vector<4xf32>
          %140 = llvm.extractvalue %44[4] : !llvm.array<8 x vector<4xf32>>
          %141 = llvm.intr.fmuladd(%139, %98, %140) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %142 = llvm.mul %16, %22 overflow<nsw, nuw> : i64
          %143 = llvm.add %142, %43 overflow<nsw, nuw> : i64
          %144 = llvm.getelementptr inbounds|nuw %30[%143] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %145 = llvm.load %144 : !llvm.ptr -> f32
          %146 = llvm.insertelement %145, %1[%0 : i32] : vector<4xf32>
          %147 = llvm.shufflevector %146, %1 [0, 0, 0, 0] : vector<4xf32>
          %148 = llvm.extractvalue %44[5] : !llvm.array<8 x vector<4xf32>>
          %149 = llvm.intr.fmuladd(%147, %98, %148) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %150 = llvm.mul %15, %22 overflow<nsw, nuw> : i64
          %151 = llvm.add %150, %43 overflow<nsw, nuw> : i64
          %152 = llvm.getelementptr inbounds|nuw %30[%151] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %153 = llvm.load %152 : !llvm.ptr -> f32
          %154 = llvm.insertelement %153, %1[%0 : i32] : vector<4xf32>
          %155 = llvm.shufflevector %154, %1 [0, 0, 0, 0] : vector<4xf32>
          %156 = llvm.extractvalue %44[6] : !llvm.array<8 x vector<4xf32>>
          %157 = llvm.intr.fmuladd(%155, %98, %156) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %158 = llvm.mul %14, %22 overflow<nsw, nuw> : i64
          %159 = llvm.add %158, %43 overflow<nsw, nuw> : i64
          %160 = llvm.getelementptr inbounds|nuw %30[%159] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %161 = llvm.load %160 : !llvm.ptr -> f32
          %162 = llvm.insertelement %161, %1[%0 : i32] : vector<4xf32>
          %163 = llvm.shufflevector %162, %1 [0, 0, 0, 0] : vector<4xf32>
          %164 = llvm.extractvalue %44[7] : !llvm.array<8 x vector<4xf32>>
          %165 = llvm.intr.fmuladd(%163, %98, %164) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %166 = llvm.add %43, %19 : i64
          %167 = llvm.add %102, %166 overflow<nsw, nuw> : i64
          %168 = llvm.getelementptr inbounds|nuw %30[%167] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %169 = llvm.load %168 : !llvm.ptr -> f32
          %170 = llvm.insertelement %169, %1[%0 : i32] : vector<4xf32>
          %171 = llvm.shufflevector %170, %1 [0, 0, 0, 0] : vector<4xf32>
          %172 = llvm.intr.fmuladd(%171, %99, %109) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %173 = llvm.add %110, %166 overflow<nsw, nuw> : i64
          %174 = llvm.getelementptr inbounds|nuw %30[%173] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %175 = llvm.load %174 : !llvm.ptr -> f32
          %176 = llvm.insertelement %175, %1[%0 : i32] : vector<4xf32>
          %177 = llvm.shufflevector %176, %1 [0, 0, 0, 0] : vector<4xf32>
          %178 = llvm.intr.fmuladd(%177, %99, %117) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %179 = llvm.add %118, %166 overflow<nsw, nuw> : i64
          %180 = llvm.getelementptr inbounds|nuw %30[%179] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %181 = llvm.load %180 : !llvm.ptr -> f32
          %182 = llvm.insertelement %181, %1[%0 : i32] : vector<4xf32>
          %183 = llvm.shufflevector %182, %1 [0, 0, 0, 0] : vector<4xf32>
          %184 = llvm.intr.fmuladd(%183, %99, %125) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %185 = llvm.add %126, %166 overflow<nsw, nuw> : i64
          %186 = llvm.getelementptr inbounds|nuw %30[%185] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %187 = llvm.load %186 : !llvm.ptr -> f32
          %188 = llvm.insertelement %187, %1[%0 : i32] : vector<4xf32>
          %189 = llvm.shufflevector %188, %1 [0, 0, 0, 0] : vector<4xf32>
          %190 = llvm.intr.fmuladd(%189, %99, %133) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %191 = llvm.add %134, %166 overflow<nsw, nuw> : i64
          %192 = llvm.getelementptr inbounds|nuw %30[%191] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %193 = llvm.load %192 : !llvm.ptr -> f32
          %194 = llvm.insertelement %193, %1[%0 : i32] : vector<4xf32>
          %195 = llvm.shufflevector %194, %1 [0, 0, 0, 0] : vector<4xf32>
          %196 = llvm.intr.fmuladd(%195, %99, %141) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %197 = llvm.add %142, %166 overflow<nsw, nuw> : i64
          %198 = llvm.getelementptr inbounds|nuw %30[%197] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %199 = llvm.load %198 : !llvm.ptr -> f32
          %200 = llvm.insertelement %199, %1[%0 : i32] : vector<4xf32>
          %201 = llvm.shufflevector %200, %1 [0, 0, 0, 0] : vector<4xf32>
          %202 = llvm.intr.fmuladd(%201, %99, %149) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %203 = llvm.add %150, %166 overflow<nsw, nuw> : i64
          %204 = llvm.getelementptr inbounds|nuw %30[%203] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %205 = llvm.load %204 : !llvm.ptr -> f32
          %206 = llvm.insertelement %205, %1[%0 : i32] : vector<4xf32>
          %207 = llvm.shufflevector %206, %1 [0, 0, 0, 0] : vector<4xf32>
          %208 = llvm.intr.fmuladd(%207, %99, %157) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %209 = llvm.add %158, %166 overflow<nsw, nuw> : i64
          %210 = llvm.getelementptr inbounds|nuw %30[%209] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %211 = llvm.load %210 : !llvm.ptr -> f32
          %212 = llvm.insertelement %211, %1[%0 : i32] : vector<4xf32>
          %213 = llvm.shufflevector %212, %1 [0, 0, 0, 0] : vector<4xf32>
          %214 = llvm.intr.fmuladd(%213, %99, %165) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %215 = llvm.add %43, %18 : i64
          %216 = llvm.add %102, %215 overflow<nsw, nuw> : i64
          %217 = llvm.getelementptr inbounds|nuw %30[%216] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %218 = llvm.load %217 : !llvm.ptr -> f32
          %219 = llvm.insertelement %218, %1[%0 : i32] : vector<4xf32>
          %220 = llvm.shufflevector %219, %1 [0, 0, 0, 0] : vector<4xf32>
          %221 = llvm.intr.fmuladd(%220, %100, %172) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %222 = llvm.add %110, %215 overflow<nsw, nuw> : i64
          %223 = llvm.getelementptr inbounds|nuw %30[%222] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %224 = llvm.load %223 : !llvm.ptr -> f32
          %225 = llvm.insertelement %224, %1[%0 : i32] : vector<4xf32>
          %226 = llvm.shufflevector %225, %1 [0, 0, 0, 0] : vector<4xf32>
          %227 = llvm.intr.fmuladd(%226, %100, %178) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %228 = llvm.add %118, %215 overflow<nsw, nuw> : i64
          %229 = llvm.getelementptr inbounds|nuw %30[%228] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %230 = llvm.load %229 : !llvm.ptr -> f32
          %231 = llvm.insertelement %230, %1[%0 : i32] : vector<4xf32>
          %232 = llvm.shufflevector %231, %1 [0, 0, 0, 0] : vector<4xf32>
          %233 = llvm.intr.fmuladd(%232, %100, %184) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %234 = llvm.add %126, %215 overflow<nsw, nuw> : i64
          %235 = llvm.getelementptr inbounds|nuw %30[%234] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %236 = llvm.load %235 : !llvm.ptr -> f32
          %237 = llvm.insertelement %236, %1[%0 : i32] : vector<4xf32>
          %238 = llvm.shufflevector %237, %1 [0, 0, 0, 0] : vector<4xf32>
          %239 = llvm.intr.fmuladd(%238, %100, %190) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %240 = llvm.add %134, %215 overflow<nsw, nuw> : i64
          %241 = llvm.getelementptr inbounds|nuw %30[%240] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %242 = llvm.load %241 : !llvm.ptr -> f32
          %243 = llvm.insertelement %242, %1[%0 : i32] : vector<4xf32>
          %244 = llvm.shufflevector %243, %1 [0, 0, 0, 0] : vector<4xf32>
          %245 = llvm.intr.fmuladd(%244, %100, %196) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %246 = llvm.add %142, %215 overflow<nsw, nuw> : i64
          %247 = llvm.getelementptr inbounds|nuw %30[%246] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %248 = llvm.load %247 : !llvm.ptr -> f32
          %249 = llvm.insertelement %248, %1[%0 : i32] : vector<4xf32>
          %250 = llvm.shufflevector %249, %1 [0, 0, 0, 0] : vector<4xf32>
          %251 = llvm.intr.fmuladd(%250, %100, %202) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %252 = llvm.add %150, %215 overflow<nsw, nuw> : i64
          %253 = llvm.getelementptr inbounds|nuw %30[%252] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %254 = llvm.load %253 : !llvm.ptr -> f32
          %255 = llvm.insertelement %254, %1[%0 : i32] : vector<4xf32>
          %256 = llvm.shufflevector %255, %1 [0, 0, 0, 0] : vector<4xf32>
          %257 = llvm.intr.fmuladd(%256, %100, %208) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %258 = llvm.add %158, %215 overflow<nsw, nuw> : i64
          %259 = llvm.getelementptr inbounds|nuw %30[%258] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %260 = llvm.load %259 : !llvm.ptr -> f32
          %261 = llvm.insertelement %260, %1[%0 : i32] : vector<4xf32>
          %262 = llvm.shufflevector %261, %1 [0, 0, 0, 0] : vector<4xf32>
          %263 = llvm.intr.fmuladd(%262, %100, %214) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %264 = llvm.add %43, %17 : i64
          %265 = llvm.add %102, %264 overflow<nsw, nuw> : i64
          %266 = llvm.getelementptr inbounds|nuw %30[%265] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %267 = llvm.load %266 : !llvm.ptr -> f32
          %268 = llvm.insertelement %267, %1[%0 : i32] : vector<4xf32>
          %269 = llvm.shufflevector %268, %1 [0, 0, 0, 0] : vector<4xf32>
          %270 = llvm.intr.fmuladd(%269, %101, %221) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %271 = llvm.add %110, %264 overflow<nsw, nuw> : i64
          %272 = llvm.getelementptr inbounds|nuw %30[%271] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %273 = llvm.load %272 : !llvm.ptr -> f32
          %274 = llvm.insertelement %273, %1[%0 : i32] : vector<4xf32>
          %275 = llvm.shufflevector %274, %1 [0, 0, 0, 0] : vector<4xf32>
          %276 = llvm.intr.fmuladd(%275, %101, %227) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %277 = llvm.add %118, %264 overflow<nsw, nuw> : i64
          %278 = llvm.getelementptr inbounds|nuw %30[%277] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %279 = llvm.load %278 : !llvm.ptr -> f32
          %280 = llvm.insertelement %279, %1[%0 : i32] : vector<4xf32>
          %281 = llvm.shufflevector %280, %1 [0, 0, 0, 0] : vector<4xf32>
          %282 = llvm.intr.fmuladd(%281, %101, %233) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %283 = llvm.add %126, %264 overflow<nsw, nuw> : i64
          %284 = llvm.getelementptr inbounds|nuw %30[%283] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %285 = llvm.load %284 : !llvm.ptr -> f32
          %286 = llvm.insertelement %285, %1[%0 : i32] : vector<4xf32>
          %287 = llvm.shufflevector %286, %1 [0, 0, 0, 0] : vector<4xf32>
          %288 = llvm.intr.fmuladd(%287, %101, %239) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %289 = llvm.add %134, %264 overflow<nsw, nuw> : i64
          %290 = llvm.getelementptr inbounds|nuw %30[%289] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %291 = llvm.load %290 : !llvm.ptr -> f32
          %292 = llvm.insertelement %291, %1[%0 : i32] : vector<4xf32>
          %293 = llvm.shufflevector %292, %1 [0, 0, 0, 0] : vector<4xf32>
          %294 = llvm.intr.fmuladd(%293, %101, %245) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %295 = llvm.add %142, %264 overflow<nsw, nuw> : i64
          %296 = llvm.getelementptr inbounds|nuw %30[%295] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %297 = llvm.load %296 : !llvm.ptr -> f32
          %298 = llvm.insertelement %297, %1[%0 : i32] : vector<4xf32>
          %299 = llvm.shufflevector %298, %1 [0, 0, 0, 0] : vector<4xf32>
          %300 = llvm.intr.fmuladd(%299, %101, %251) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %301 = llvm.add %150, %264 overflow<nsw, nuw> : i64
          %302 = llvm.getelementptr inbounds|nuw %30[%301] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %303 = llvm.load %302 : !llvm.ptr -> f32
          %304 = llvm.insertelement %303, %1[%0 : i32] : vector<4xf32>
          %305 = llvm.shufflevector %304, %1 [0, 0, 0, 0] : vector<4xf32>
          %306 = llvm.intr.fmuladd(%305, %101, %257) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %307 = llvm.add %158, %264 overflow<nsw, nuw> : i64
          %308 = llvm.getelementptr inbounds|nuw %30[%307] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %309 = llvm.load %308 : !llvm.ptr -> f32
          %310 = llvm.insertelement %309, %1[%0 : i32] : vector<4xf32>
          %311 = llvm.shufflevector %310, %1 [0, 0, 0, 0] : vector<4xf32>
          %312 = llvm.intr.fmuladd(%311, %101, %263) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %313 = llvm.insertvalue %270, %12[0] : !llvm.array<8 x vector<4xf32>>
          %314 = llvm.insertvalue %276, %313[1] : !llvm.array<8 x vector<4xf32>>
          %315 = llvm.insertvalue %282, %314[2] : !llvm.array<8 x vector<4xf32>>
          %316 = llvm.insertvalue %288, %315[3] : !llvm.array<8 x vector<4xf32>>
          %317 = llvm.insertvalue %294, %316[4] : !llvm.array<8 x vector<4xf32>>
          %318 = llvm.insertvalue %300, %317[5] : !llvm.array<8 x vector<4xf32>>
          %319 = llvm.insertvalue %306, %318[6] : !llvm.array<8 x vector<4xf32>>
          %320 = llvm.insertvalue %312, %319[7] : !llvm.array<8 x vector<4xf32>>
          %321 = llvm.add %43, %21 : i64
          llvm.br ^bb2(%321, %320 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %322 = llvm.extractvalue %44[0] : !llvm.array<8 x vector<4xf32>>
          %323 = llvm.mul %23, %22 : i64
          %324 = llvm.add %323, %41 : i64
          %325 = llvm.getelementptr %40[%324] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %322, %325 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %326 = llvm.extractvalue %44[1] : !llvm.array<8 x vector<4xf32>>
          %327 = llvm.mul %19, %22 : i64
          %328 = llvm.add %327, %41 : i64
          %329 = llvm.getelementptr %40[%328] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %326, %329 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %330 = llvm.extractvalue %44[2] : !llvm.array<8 x vector<4xf32>>
          %331 = llvm.mul %18, %22 : i64
          %332 = llvm.add %331, %41 : i64
          %333 = llvm.getelementptr %40[%332] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %330, %333 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %334 = llvm.extractvalue %44[3] : !llvm.array<8 x vector<4xf32>>
          %335 = llvm.mul %17, %22 : i64
          %336 = llvm.add %335, %41 : i64
          %337 = llvm.getelementptr %40[%336] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %334, %337 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %338 = llvm.extractvalue %44[4] : !llvm.array<8 x vector<4xf32>>
          %339 = llvm.mul %21, %22 : i64
          %340 = llvm.add %339, %41 : i64
          %341 = llvm.getelementptr %40[%340] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %338, %341 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %342 = llvm.extractvalue %44[5] : !llvm.array<8 x vector<4xf32>>
          %343 = llvm.mul %16, %22 : i64
          %344 = llvm.add %343, %41 : i64
          %345 = llvm.getelementptr %40[%344] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %342, %345 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %346 = llvm.extractvalue %44[6] : !llvm.array<8 x vector<4xf32>>
          %347 = llvm.mul %15, %22 : i64
          %348 = llvm.add %347, %41 : i64
          %349 = llvm.getelementptr %40[%348] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %346, %349 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %350 = llvm.extractvalue %44[7] : !llvm.array<8 x vector<4xf32>>
          %351 = llvm.mul %14, %22 : i64
          %352 = llvm.add %351, %41 : i64
          %353 = llvm.getelementptr %40[%352] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %350, %353 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %354 = llvm.add %41, %21 : i64
          llvm.br ^bb1(%354 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_3 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_3_matmul_8x16x32_f32 ordinal(0) layout(#pipeline_layout6) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_3_matmul_8x16x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<4xf32>
          %2 = llvm.mlir.constant(15 : i64) : i64
          %3 = llvm.mlir.constant(14 : i64) : i64
          %4 = llvm.mlir.constant(13 : i64) : i64
          %5 = llvm.mlir.constant(12 : i64) : i64
          %6 = llvm.mlir.constant(11 : i64) : i64
          %7 = llvm.mlir.constant(10 : i64) : i64
          %8 = llvm.mlir.constant(9 : i64) : i64
          %9 = llvm.mlir.constant(64 : i64) : i64
          %10 = llvm.mlir.constant(true) : i1
          %11 = llvm.mlir.constant(8 : i64) : i64
          %12 = llvm.mlir.poison : !llvm.array<8 x vector<4xf32>>
          %13 = llvm.mlir.poison : vector<16xf32>
          %14 = llvm.mlir.constant(7 : i64) : i64
          %15 = llvm.mlir.constant(6 : i64) : i64
          %16 = llvm.mlir.constant(5 : i64) : i64
          %17 = llvm.mlir.constant(3 : i64) : i64
          %18 = llvm.mlir.constant(2 : i64) : i64
          %19 = llvm.mlir.constant(1 : i64) : i64
          %20 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %21 = llvm.mlir.constant(16 : i64) : i64
          %22 = llvm.mlir.constant(4 : i64) : i64
          %23 = llvm.mlir.constant(32 : i64) : i64
          %24 = llvm.mlir.constant(0 : i64) : i64
          %25 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %26 = llvm.extractvalue %25[9] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %27 = llvm.load %26 : !llvm.ptr -> i32
          %28 = llvm.getelementptr %26[1] : (!llvm.ptr) -> !llvm.ptr, i32
          %29 = llvm.load %28 : !llvm.ptr -> i32
          %30 = llvm.zext %27 : i32 to i64
          %31 = llvm.zext %29 : i32 to i64
          %32 = llvm.extractvalue %25[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %33 = llvm.load %32 : !llvm.ptr -> !llvm.ptr
          %34 = llvm.getelementptr %33[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%34, %9 : !llvm.ptr, i64)] : i1
          %35 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %36 = llvm.extractvalue %35[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %37 = llvm.getelementptr %36[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %38 = llvm.load %37 : !llvm.ptr -> !llvm.ptr
          %39 = llvm.getelementptr %38[%30] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%39, %9 : !llvm.ptr, i64)] : i1
          %40 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %41 = llvm.extractvalue %40[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %42 = llvm.getelementptr %41[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %43 = llvm.load %42 : !llvm.ptr -> !llvm.ptr
          %44 = llvm.getelementptr %43[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%44, %9 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%24 : i64)
        ^bb1(%45: i64):  // 2 preds: ^bb0, ^bb4
          %46 = llvm.icmp "slt" %45, %21 : i64
          llvm.cond_br %46, ^bb2(%24, %20 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%47: i64, %48: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %49 = llvm.icmp "slt" %47, %23 : i64
          llvm.cond_br %49, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %50 = llvm.mul %45, %23 : i64
          %51 = llvm.add %50, %47 : i64
          %52 = llvm.getelementptr %39[%51] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %53 = llvm.load %52 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %54 = llvm.add %45, %19 : i64
          %55 = llvm.mul %54, %23 : i64
          %56 = llvm.add %55, %47 : i64
          %57 = llvm.getelementptr %39[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %58 = llvm.load %57 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %59 = llvm.add %45, %18 : i64
          %60 = llvm.mul %59, %23 : i64
          %61 = llvm.add %60, %47 : i64
          %62 = llvm.getelementptr %39[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %63 = llvm.load %62 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %64 = llvm.add %45, %17 : i64
          %65 = llvm.mul %64, %23 : i64
          %66 = llvm.add %65, %47 : i64
          %67 = llvm.getelementptr %39[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %68 = llvm.load %67 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %69 = llvm.extractelement %53[%24 : i64] : vector<4xf32>
          %70 = llvm.extractelement %53[%19 : i64] : vector<4xf32>
          %71 = llvm.extractelement %53[%18 : i64] : vector<4xf32>
          %72 = llvm.extractelement %53[%17 : i64] : vector<4xf32>
          %73 = llvm.extractelement %58[%24 : i64] : vector<4xf32>
          %74 = llvm.extractelement %58[%19 : i64] : vector<4xf32>
          %75 = llvm.extractelement %58[%18 : i64] : vector<4xf32>
          %76 = llvm.extractelement %58[%17 : i64] : vector<4xf32>
          %77 = llvm.extractelement %63[%24 : i64] : vector<4xf32>
          %78 = llvm.extractelement %63[%19 : i64] : vector<4xf32>
          %79 = llvm.extractelement %63[%18 : i64] : vector<4xf32>
          %80 = llvm.extractelement %63[%17 : i64] : vector<4xf32>
          %81 = llvm.extractelement %68[%24 : i64] : vector<4xf32>
          %82 = llvm.extractelement %68[%19 : i64] : vector<4xf32>
          %83 = llvm.extractelement %68[%18 : i64] : vector<4xf32>
          %84 = llvm.extractelement %68[%17 : i64] : vector<4xf32>
          %85 = llvm.insertelement %69, %13[%24 : i64] : vector<16xf32>
          %86 = llvm.insertelement %70, %85[%19 : i64] : vector<16xf32>
          %87 = llvm.insertelement %71, %86[%18 : i64] : vector<16xf32>
          %88 = llvm.insertelement %72, %87[%17 : i64] : vector<16xf32>
          %89 = llvm.insertelement %73, %88[%22 : i64] : vector<16xf32>
          %90 = llvm.insertelement %74, %89[%16 : i64] : vector<16xf32>
          %91 = llvm.insertelement %75, %90[%15 : i64] : vector<16xf32>
          %92 = llvm.insertelement %76, %91[%14 : i64] : vector<16xf32>
          %93 = llvm.insertelement %77, %92[%11 : i64] : vector<16xf32>
          %94 = llvm.insertelement %78, %93[%8 : i64] : vector<16xf32>
          %95 = llvm.insertelement %79, %94[%7 : i64] : vector<16xf32>
          %96 = llvm.insertelement %80, %95[%6 : i64] : vector<16xf32>
          %97 = llvm.insertelement %81, %96[%5 : i64] : vector<16xf32>
          %98 = llvm.insertelement %82, %97[%4 : i64] : vector<16xf32>
          %99 = llvm.insertelement %83, %98[%3 : i64] : vector<16xf32>
          %100 = llvm.insertelement %84, %99[%2 : i64] : vector<16xf32>
          %101 = llvm.shufflevector %100, %13 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %102 = llvm.shufflevector %101, %101 [0, 1, 2, 3] : vector<16xf32>
          %103 = llvm.shufflevector %101, %101 [4, 5, 6, 7] : vector<16xf32>
          %104 = llvm.shufflevector %101, %101 [8, 9, 10, 11] : vector<16xf32>
          %105 = llvm.shufflevector %101, %101 [12, 13, 14, 15] : vector<16xf32>
          %106 = llvm.mul %24, %23 overflow<nsw, nuw> : i64
          %107 = llvm.add %106, %47 overflow<nsw, nuw> : i64
          %108 = llvm.getelementptr inbounds|nuw %34[%107] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %109 = llvm.load %108 : !llvm.ptr -> f32
          %110 = llvm.insertelement %109, %1[%0 : i32] : vector<4xf32>
          %111 = llvm.shufflevector %110, %1 [0, 0, 0, 0] : vector<4xf32>
          %112 = llvm.extractvalue %48[0] : !llvm.array<8 x vector<4xf32>>
          %113 = llvm.intr.fmuladd(%111, %102, %112) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %114 = llvm.mul %19, %23 overflow<nsw, nuw> : i64
          %115 = llvm.add %114, %47 overflow<nsw, nuw> : i64
          %116 = llvm.getelementptr inbounds|nuw %34[%115] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %117 = llvm.load %116 : !llvm.ptr -> f32
          %118 = llvm.insertelement %117, %1[%0 : i32] : vector<4xf32>
          %119 = llvm.shufflevector %118, %1 [0, 0, 0, 0] : vector<4xf32>
          %120 = llvm.extractvalue %48[1] : !llvm.array<8 x vector<4xf32>>
          %121 = llvm.intr.fmuladd(%119, %102, %120) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %122 = llvm.mul %18, %23 overflow<nsw, nuw> : i64
          %123 = llvm.add %122, %47 overflow<nsw, nuw> : i64
          %124 = llvm.getelementptr inbounds|nuw %34[%123] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %125 = llvm.load %124 : !llvm.ptr -> f32
          %126 = llvm.insertelement %125, %1[%0 : i32] : vector<4xf32>
          %127 = llvm.shufflevector %126, %1 [0, 0, 0, 0] : vector<4xf32>
          %128 = llvm.extractvalue %48[2] : !llvm.array<8 x vector<4xf32>>
          %129 = llvm.intr.fmuladd(%127, %102, %128) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %130 = llvm.mul %17, %23 overflow<nsw, nuw> : i64
          %131 = llvm.add %130, %47 overflow<nsw, nuw> : i64
          %132 = llvm.getelementptr inbounds|nuw %34[%131] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %133 = llvm.load %132 : !llvm.ptr -> f32
          %134 = llvm.insertelement %133, %1[%0 : i32] : vector<4xf32>
          %135 = llvm.shufflevector %134, %1 [0, 0, 0, 0] : vector<4xf32>
          %136 = llvm.extractvalue %48[3] : !llvm.array<8 x vector<4xf32>>
          %137 = llvm.intr.fmuladd(%135, %102, %136) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %138 = llvm.mul %22, %23 overflow<nsw, nuw> : i64
          %139 = llvm.add %138, %47 overflow<nsw, nuw> : i64
          %140 = llvm.getelementptr inbounds|nuw %34[%139] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %141 = llvm.load %140 : !llvm.ptr -> f32
          %142 = llvm.insertelement %141, %1[%0 : i32] : vector<4xf32>
          %143 = llvm.shufflevector %142, %1 [0, 0, 0, 0] : vector<4xf32>
          %144 = llvm.extractvalue %48[4] : !llvm.array<8 x vector<4xf32>>
          %145 = llvm.intr.fmuladd(%143, %102, %144) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %146 = llvm.mul %16, %23 overflow<nsw, nuw> : i64
          %147 = llvm.add %146, %47 overflow<nsw, nuw> : i64
          %148 = llvm.getelementptr inbounds|nuw %34[%147] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %149 = llvm.load %148 : !llvm.ptr -> f32
          %150 = llvm.insertelement %149, %1[%0 : i32] : vector<4xf32>
          %151 = llvm.shufflevector %150, %1 [0, 0, 0, 0] : vector<4xf32>
          %152 = llvm.extractvalue %48[5] : !llvm.array<8 x vector<4xf32>>
          %153 = llvm.intr.fmuladd(%151, %102, %152) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %154 = llvm.mul %15, %23 overflow<nsw, nuw> : i64
          %155 = llvm.add %154, %47 overflow<nsw, nuw> : i64
          %156 = llvm.getelementptr inbounds|nuw %34[%155] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %157 = llvm.load %156 : !llvm.ptr -> f32
          %158 = llvm.insertelement %157, %1[%0 : i32] : vector<4xf32>
          %159 = llvm.shufflevector %158, %1 [0, 0, 0, 0] : vector<4xf32>
          %160 = llvm.extractvalue %48[6] : !llvm.array<8 x vector<4xf32>>
          %161 = llvm.intr.fmuladd(%159, %102, %160) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %162 = llvm.mul %14, %23 overflow<nsw, nuw> : i64
          %163 = llvm.add %162, %47 overflow<nsw, nuw> : i64
          %164 = llvm.getelementptr inbounds|nuw %34[%163] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %165 = llvm.load %164 : !llvm.ptr -> f32
          %166 = llvm.insertelement %165, %1[%0 : i32] : vector<4xf32>
          %167 = llvm.shufflevector %166, %1 [0, 0, 0, 0] : vector<4xf32>
          %168 = llvm.extractvalue %48[7] : !llvm.array<8 x vector<4xf32>>
          %169 = llvm.intr.fmuladd(%167, %102, %168) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %170 = llvm.add %47, %19 : i64
          %171 = llvm.add %106, %170 overflow<nsw, nuw> : i64
          %172 = llvm.getelementptr inbounds|nuw %34[%171] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %173 = llvm.load %172 : !llvm.ptr -> f32
          %174 = llvm.insertelement %173, %1[%0 : i32] : vector<4xf32>
          %175 = llvm.shufflevector %174, %1 [0, 0, 0, 0] : vector<4xf32>
          %176 = llvm.intr.fmuladd(%175, %103, %113) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %177 = llvm.add %114, %170 overflow<nsw, nuw> : i64
          %178 = llvm.getelementptr inbounds|nuw %34[%177] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %179 = llvm.load %178 : !llvm.ptr -> f32
          %180 = llvm.insertelement %179, %1[%0 : i32] : vector<4xf32>
          %181 = llvm.shufflevector %180, %1 [0, 0, 0, 0] : vector<4xf32>
          %182 = llvm.intr.fmuladd(%181, %103, %121) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %183 = llvm.add %122, %170 overflow<nsw, nuw> : i64
          %184 = llvm.getelementptr inbounds|nuw %34[%183] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %185 = llvm.load %184 : !llvm.ptr -> f32
          %186 = llvm.insertelement %185, %1[%0 : i32] : vector<4xf32>
          %187 = llvm.shufflevector %186, %1 [0, 0, 0, 0] : vector<4xf32>
          %188 = llvm.intr.fmuladd(%187, %103, %129) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %189 = llvm.add %130, %170 overflow<nsw, nuw> : i64
          %190 = llvm.getelementptr inbounds|nuw %34[%189] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %191 = llvm.load %190 : !llvm.ptr -> f32
          %192 = llvm.insertelement %191, %1[%0 : i32] : vector<4xf32>
          %193 = llvm.shufflevector %192, %1 [0, 0, 0, 0] : vector<4xf32>
          %194 = llvm.intr.fmuladd(%193, %103, %137) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %195 = llvm.add %138, %170 overflow<nsw, nuw> : i64
          %196 = llvm.getelementptr inbounds|nuw %34[%195] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %197 = llvm.load %196 : !llvm.ptr -> f32
          %198 = llvm.insertelement %197, %1[%0 : i32] : vector<4xf32>
          %199 = llvm.shufflevector %198, %1 [0, 0, 0, 0] : vector<4xf32>
          %200 = llvm.intr.fmuladd(%199, %103, %145) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %201 = llvm.add %146, %170 overflow<nsw, nuw> : i64
          %202 = llvm.getelementptr inbounds|nuw %34[%201] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %203 = llvm.load %202 : !llvm.ptr -> f32
          %204 = llvm.insertelement %203, %1[%0 : i32] : vector<4xf32>
          %205 = llvm.shufflevector %204, %1 [0, 0, 0, 0] : vector<4xf32>
          %206 = llvm.intr.fmuladd(%205, %103, %153) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %207 = llvm.add %154, %170 overflow<nsw, nuw> : i64
          %208 = llvm.getelementptr inbounds|nuw %34[%207] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %209 = llvm.load %208 : !llvm.ptr -> f32
          %210 = llvm.insertelement %209, %1[%0 : i32] : vector<4xf32>
          %211 = llvm.shufflevector %210, %1 [0, 0, 0, 0] : vector<4xf32>
          %212 = llvm.intr.fmuladd(%211, %103, %161) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %213 = llvm.add %162, %170 overflow<nsw, nuw> : i64
          %214 = llvm.getelementptr inbounds|nuw %34[%213] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %215 = llvm.load %214 : !llvm.ptr -> f32
          %216 = llvm.insertelement %215, %1[%0 : i32] : vector<4xf32>
          %217 = llvm.shufflevector %216, %1 [0, 0, 0, 0] : vector<4xf32>
          %218 = llvm.intr.fmuladd(%217, %103, %169) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %219 = llvm.add %47, %18 : i64
          %220 = llvm.add %106, %219 overflow<nsw, nuw> : i64
          %221 = llvm.getelementptr inbounds|nuw %34[%220] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %222 = llvm.load %221 : !llvm.ptr -> f32
          %223 = llvm.insertelement %222, %1[%0 : i32] : vector<4xf32>
          %224 = llvm.shufflevector %223, %1 [0, 0, 0, 0] : vector<4xf32>
          %225 = llvm.intr.fmuladd(%224, %104, %176) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %226 = llvm.add %114, %219 overflow<nsw, nuw> : i64
          %227 = llvm.getelementptr inbounds|nuw %34[%226] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %228 = llvm.load %227 : !llvm.ptr -> f32
          %229 = llvm.insertelement %228, %1[%0 : i32] : vector<4xf32>
          %230 = llvm.shufflevector %229, %1 [0, 0, 0, 0] : vector<4xf32>
          %231 = llvm.intr.fmuladd(%230, %104, %182) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %232 = llvm.add %122, %219 overflow<nsw, nuw> : i64
          %233 = llvm.getelementptr inbounds|nuw %34[%232] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %234 = llvm.load %233 : !llvm.ptr -> f32
          %235 = llvm.insertelement %234, %1[%0 : i32] : vector<4xf32>
          %236 = llvm.shufflevector %235, %1 [0, 0, 0, 0] : vector<4xf32>
          %237 = llvm.intr.fmuladd(%236, %104, %188) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %238 = llvm.add %130, %219 overflow<nsw, nuw> : i64
          %239 = llvm.getelementptr inbounds|nuw %34[%238] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %240 = llvm.load %239 : !llvm.ptr -> f32
          %241 = llvm.insertelement %240, %1[%0 : i32] : vector<4xf32>
          %242 = llvm.shufflevector %241, %1 [0, 0, 0, 0] : vector<4xf32>
          %243 = llvm.intr.fmuladd(%242, %104, %194) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %244 = llvm.add %138, %219 overflow<nsw, nuw> : i64
          %245 = llvm.getelementptr inbounds|nuw %34[%244] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %246 = llvm.load %245 : !llvm.ptr -> f32
          %247 = llvm.insertelement %246, %1[%0 : i32] : vector<4xf32>
          %248 = llvm.shufflevector %247, %1 [0, 0, 0, 0] : vector<4xf32>
          %249 = llvm.intr.fmuladd(%248, %104, %200) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %250 = llvm.add %146, %219 overflow<nsw, nuw> : i64
          %251 = llvm.getelementptr inbounds|nuw %34[%250] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %252 = llvm.load %251 : !llvm.ptr -> f32
          %253 = llvm.insertelement %252, %1[%0 : i32] : vector<4xf32>
          %254 = llvm.shufflevector %253, %1 [0, 0, 0, 0] : vector<4xf32>
          %255 = llvm.intr.fmuladd(%254, %104, %206) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %256 = llvm.add %154, %219 overflow<nsw, nuw> : i64
          %257 = llvm.getelementptr inbounds|nuw %34[%256] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %258 = llvm.load %257 : !llvm.ptr -> f32
          %259 = llvm.insertelement %258, %1[%0 : i32] : vector<4xf32>
          %260 = llvm.shufflevector %259, %1 [0, 0, 0, 0] : vector<4xf32>
          %261 = llvm.intr.fmuladd(%260, %104, %212) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %262 = llvm.add %162, %219 overflow<nsw, nuw> : i64
          %263 = llvm.getelementptr inbounds|nuw %34[%262] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %264 = llvm.load %263 : !llvm.ptr -> f32
          %265 = llvm.insertelement %264, %1[%0 : i32] : vector<4xf32>
          %266 = llvm.shufflevector %265, %1 [0, 0, 0, 0] : vector<4xf32>
          %267 = llvm.intr.fmuladd(%266, %104, %218) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %268 = llvm.add %47, %17 : i64
          %269 = llvm.add %106, %268 overflow<nsw, nuw> : i64
          %270 = llvm.getelementptr inbounds|nuw %34[%269] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %271 = llvm.load %270 : !llvm.ptr -> f32
          %272 = llvm.insertelement %271, %1[%0 : i32] : vector<4xf32>
          %273 = llvm.shufflevector %272, %1 [0, 0, 0, 0] : vector<4xf32>
          %274 = llvm.intr.fmuladd(%273, %105, %225) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %275 = llvm.add %114, %268 overflow<nsw, nuw> : i64
          %276 = llvm.getelementptr inbounds|nuw %34[%275] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %277 = llvm.load %276 : !llvm.ptr -> f32
          %278 = llvm.insertelement %277, %1[%0 : i32] : vector<4xf32>
          %279 = llvm.shufflevector %278, %1 [0, 0, 0, 0] : vector<4xf32>
          %280 = llvm.intr.fmuladd(%279, %105, %231) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %281 = llvm.add %122, %268 overflow<nsw, nuw> : i64
          %282 = llvm.getelementptr inbounds|nuw %34[%281] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %283 = llvm.load %282 : !llvm.ptr -> f32
          %284 = llvm.insertelement %283, %1[%0 : i32] : vector<4xf32>
          %285 = llvm.shufflevector %284, %1 [0, 0, 0, 0] : vector<4xf32>
          %286 = llvm.intr.fmuladd(%285, %105, %237) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %287 = llvm.add %130, %268 overflow<nsw, nuw> : i64
          %288 = llvm.getelementptr inbounds|nuw %34[%287] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %289 = llvm.load %288 : !llvm.ptr -> f32
          %290 = llvm.insertelement %289, %1[%0 : i32] : vector<4xf32>
          %291 = llvm.shufflevector %290, %1 [0, 0, 0, 0] : vector<4xf32>
          %292 = llvm.intr.fmuladd(%291, %105, %243) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %293 = llvm.add %138, %268 overflow<nsw, nuw> : i64
          %294 = llvm.getelementptr inbounds|nuw %34[%293] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %295 = llvm.load %294 : !llvm.ptr -> f32
          %296 = llvm.insertelement %295, %1[%0 : i32] : vector<4xf32>
          %297 = llvm.shufflevector %296, %1 [0, 0, 0, 0] : vector<4xf32>
          %298 = llvm.intr.fmuladd(%297, %105, %249) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %299 = llvm.add %146, %268 overflow<nsw, nuw> : i64
          %300 = llvm.getelementptr inbounds|nuw %34[%299] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %301 = llvm.load %300 : !llvm.ptr -> f32
          %302 = llvm.insertelement %301, %1[%0 : i32] : vector<4xf32>
          %303 = llvm.shufflevector %302, %1 [0, 0, 0, 0] : vector<4xf32>
          %304 = llvm.intr.fmuladd(%303, %105, %255) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %305 = llvm.add %154, %268 overflow<nsw, nuw> : i64
          %306 = llvm.getelementptr inbounds|nuw %34[%305] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %307 = llvm.load %306 : !llvm.ptr -> f32
          %308 = llvm.insertelement %307, %1[%0 : i32] : vector<4xf32>
          %309 = llvm.shufflevector %308, %1 [0, 0, 0, 0] : vector<4xf32>
          %310 = llvm.intr.fmuladd(%309, %105, %261) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %311 = llvm.add %162, %268 overflow<nsw, nuw> : i64
          %312 = llvm.getelementptr inbounds|nuw %34[%311] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %313 = llvm.load %312 : !llvm.ptr -> f32
          %314 = llvm.insertelement %313, %1[%0 : i32] : vector<4xf32>
          %315 = llvm.shufflevector %314, %1 [0, 0, 0, 0] : vector<4xf32>
          %316 = llvm.intr.fmuladd(%315, %105, %267) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %317 = llvm.insertvalue %274, %12[0] : !llvm.array<8 x vector<4xf32>>
          %318 = llvm.insertvalue %280, %317[1] : !llvm.array<8 x vector<4xf32>>
          %319 = llvm.insertvalue %286, %318[2] : !llvm.array<8 x vector<4xf32>>
          %320 = llvm.insertvalue %292, %319[3] : !llvm.array<8 x vector<4xf32>>
          %321 = llvm.insertvalue %298, %320[4] : !llvm.array<8 x vector<4xf32>>
          %322 = llvm.insertvalue %304, %321[5] : !llvm.array<8 x vector<4xf32>>
          %323 = llvm.insertvalue %310, %322[6] : !llvm.array<8 x vector<4xf32>>
          %324 = llvm.insertvalue %316, %323[7] : !llvm.array<8 x vector<4xf32>>
          %325 = llvm.add %47, %22 : i64
          llvm.br ^bb2(%325, %324 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %326 = llvm.extractvalue %48[0] : !llvm.array<8 x vector<4xf32>>
          %327 = llvm.mul %24, %21 : i64
          %328 = llvm.add %327, %45 : i64
          %329 = llvm.getelementptr %44[%328] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %326, %329 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %330 = llvm.extractvalue %48[1] : !llvm.array<8 x vector<4xf32>>
          %331 = llvm.mul %19, %21 : i64
          %332 = llvm.add %331, %45 : i64
          %333 = llvm.getelementptr %44[%332] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %330, %333 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %334 = llvm.extractvalue %48[2] : !llvm.array<8 x vector<4xf32>>
          %335 = llvm.mul %18, %21 : i64
          %336 = llvm.add %335, %45 : i64
          %337 = llvm.getelementptr %44[%336] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %334, %337 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %338 = llvm.extractvalue %48[3] : !llvm.array<8 x vector<4xf32>>
          %339 = llvm.mul %17, %21 : i64
          %340 = llvm.add %339, %45 : i64
          %341 = llvm.getelementptr %44[%340] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %338, %341 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %342 = llvm.extractvalue %48[4] : !llvm.array<8 x vector<4xf32>>
          %343 = llvm.mul %22, %21 : i64
          %344 = llvm.add %343, %45 : i64
          %345 = llvm.getelementptr %44[%344] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %342, %345 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %346 = llvm.extractvalue %48[5] : !llvm.array<8 x vector<4xf32>>
          %347 = llvm.mul %16, %21 : i64
          %348 = llvm.add %347, %45 : i64
          %349 = llvm.getelementptr %44[%348] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %346, %349 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %350 = llvm.extractvalue %48[6] : !llvm.array<8 x vector<4xf32>>
          %351 = llvm.mul %15, %21 : i64
          %352 = llvm.add %351, %45 : i64
          %353 = llvm.getelementptr %44[%352] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %350, %353 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %354 = llvm.extractvalue %48[7] : !llvm.array<8 x vector<4xf32>>
          %355 = llvm.mul %14, %21 : i64
          %356 = llvm.add %355, %45 : i64
          %357 = llvm.getelementptr %44[%356] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %354, %357 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %358 = llvm.add %45, %22 : i64
          llvm.br ^bb1(%358 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_5 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_5_elementwise_broadcast_2x2x8x8_f32 ordinal(0) layout(#pipeline_layout4) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_5_elementwise_broadcast_2x2x8x8_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.constant(128 : i64) : i64
          %2 = llvm.mlir.constant(64 : i64) : i64
          %3 = llvm.mlir.constant(true) : i1
          %4 = llvm.mlir.constant(16 : i64) : i64
          %5 = llvm.mlir.constant(4 : i64) : i64
          %6 = llvm.mlir.constant(1 : i64) : i64
          %7 = llvm.mlir.constant(8 : i64) : i64
          %8 = llvm.mlir.constant(2 : i64) : i64
          %9 = llvm.mlir.constant(0 : i64) : i64
          %10 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %11 = llvm.extractvalue %10[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %12 = llvm.load %11 : !llvm.ptr -> !llvm.ptr
          %13 = llvm.getelementptr %12[3584] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %3 ["align"(%13, %2 : !llvm.ptr, i64)] : i1
          %14 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %15 = llvm.extractvalue %14[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %16 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %17 = llvm.load %16 : !llvm.ptr -> !llvm.ptr
          %18 = llvm.getelementptr %17[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %3 ["align"(%18, %2 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%9 : i64)
        ^bb1(%19: i64):  // 2 preds: ^bb0, ^bb8
          %20 = llvm.icmp "slt" %19, %8 : i64
          llvm.cond_br %20, ^bb2(%9 : i64), ^bb9
        ^bb2(%21: i64):  // 2 preds: ^bb1, ^bb7
          %22 = llvm.icmp "slt" %21, %8 : i64
          llvm.cond_br %22, ^bb3(%9 : i64), ^bb8
        ^bb3(%23: i64):  // 2 preds: ^bb2, ^bb6
          %24 = llvm.icmp "slt" %23, %7 : i64
          llvm.cond_br %24, ^bb4(%9 : i64), ^bb7
        ^bb4(%25: i64):  // 2 preds: ^bb3, ^bb5
          %26 = llvm.icmp "slt" %25, %7 : i64
          llvm.cond_br %26, ^bb5, ^bb6
        ^bb5:  // pred: ^bb4
          %27 = llvm.mul %23, %4 : i64
          %28 = llvm.mul %19, %7 : i64
          %29 = llvm.add %27, %28 : i64
          %30 = llvm.add %29, %25 : i64
          %31 = llvm.getelementptr %13[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %32 = llvm.load %31 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %33 = llvm.mul %19, %1 : i64
          %34 = llvm.mul %21, %2 : i64
          %35 = llvm.add %33, %34 : i64
          %36 = llvm.mul %23, %7 : i64
          %37 = llvm.add %35, %36 : i64
          %38 = llvm.add %37, %25 : i64
          %39 = llvm.getelementptr %18[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %32, %39 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %40 = llvm.add %25, %5 : i64
          llvm.br ^bb4(%40 : i64)
        ^bb6:  // pred: ^bb4
          %41 = llvm.add %23, %6 : i64
          llvm.br ^bb3(%41 : i64)
        ^bb7:  // pred: ^bb3
          %42 = llvm.add %21, %6 : i64
          llvm.br ^bb2(%42 : i64)
        ^bb8:  // pred: ^bb2
          %43 = llvm.add %19, %6 : i64
          llvm.br ^bb1(%43 : i64)
        ^bb9:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_6 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_6_elementwise_transpose_4x8x8_f32 ordinal(0) layout(#pipeline_layout7) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_6_elementwise_transpose_4x8x8_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.poison : vector<4xf32>
          %1 = llvm.mlir.constant(3 : i64) : i64
          %2 = llvm.mlir.constant(0 : i32) : i32
          %3 = llvm.mlir.poison : vector<4xi64>
          %4 = llvm.mlir.constant(64 : i64) : i64
          %5 = llvm.mlir.constant(true) : i1
          %6 = llvm.mlir.constant(32 : i64) : i64
          %7 = llvm.mlir.constant(dense<0.594603539> : vector<4xf32>) : vector<4xf32>
          %8 = llvm.mlir.constant(2 : i64) : i64
          %9 = llvm.mlir.constant(dense<1> : vector<4xi64>) : vector<4xi64>
          %10 = llvm.mlir.constant(dense<4> : vector<4xi64>) : vector<4xi64>
          %11 = llvm.mlir.constant(8 : i64) : i64
          %12 = llvm.mlir.constant(4 : i64) : i64
          %13 = llvm.mlir.constant(1 : i64) : i64
          %14 = llvm.mlir.constant(0 : i64) : i64
          %15 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %16 = llvm.extractvalue %15[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %17 = llvm.load %16 : !llvm.ptr -> !llvm.ptr
          %18 = llvm.getelementptr %17[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %5 ["align"(%18, %4 : !llvm.ptr, i64)] : i1
          %19 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %20 = llvm.extractvalue %19[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %21 = llvm.load %20 : !llvm.ptr -> !llvm.ptr
          %22 = llvm.getelementptr %21[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %5 ["align"(%22, %4 : !llvm.ptr, i64)] : i1
          %23 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %24 = llvm.extractvalue %23[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %25 = llvm.getelementptr %24[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %26 = llvm.load %25 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %5 ["align"(%26, %4 : !llvm.ptr, i64)] : i1
          %27 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %28 = llvm.extractvalue %27[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %29 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %30 = llvm.load %29 : !llvm.ptr -> !llvm.ptr
          %31 = llvm.getelementptr %30[256] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %5 ["align"(%31, %4 : !llvm.ptr, i64)] : i1
          %32 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %33 = llvm.extractvalue %32[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %34 = llvm.getelementptr %33[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %35 = llvm.load %34 : !llvm.ptr -> !llvm.ptr
          %36 = llvm.getelementptr %35[4096] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %5 ["align"(%36, %4 : !llvm.ptr, i64)] : i1
          %37 = llvm.intr.stepvector : vector<4xi64>
          llvm.br ^bb1(%14 : i64)
        ^bb1(%38: i64):  // 2 preds: ^bb0, ^bb7
          %39 = llvm.icmp "slt" %38, %12 : i64
          llvm.cond_br %39, ^bb2(%14 : i64), ^bb8
        ^bb2(%40: i64):  // 2 preds: ^bb1, ^bb6
          %41 = llvm.icmp "slt" %40, %11 : i64
          llvm.cond_br %41, ^bb3, ^bb7
        ^bb3:  // pred: ^bb2
          %42 = llvm.mul %40, %12 : i64
          %43 = llvm.add %38, %42 : i64
          %44 = llvm.mul %43, %8 : i64
          %45 = llvm.insertelement %44, %3[%2 : i32] : vector<4xi64>
          %46 = llvm.shufflevector %45, %3 [0, 0, 0, 0] : vector<4xi64>
          llvm.br ^bb4(%14 : i64)
        ^bb4(%47: i64):  // 2 preds: ^bb3, ^bb5
          %48 = llvm.icmp "slt" %47, %11 : i64
          llvm.cond_br %48, ^bb5, ^bb6
        ^bb5:  // pred: ^bb4
          %49 = llvm.mul %40, %6 : i64
          %50 = llvm.mul %38, %11 : i64
          %51 = llvm.add %49, %50 : i64
          %52 = llvm.add %51, %47 : i64
          %53 = llvm.getelementptr %22[%52] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %54 = llvm.load %53 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %55 = llvm.mul %40, %11 : i64
          %56 = llvm.add %55, %47 : i64
          %57 = llvm.getelementptr %26[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %58 = llvm.load %57 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %59 = llvm.getelementptr %31[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %60 = llvm.load %59 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %61 = llvm.insertelement %47, %3[%2 : i32] : vector<4xi64>
          %62 = llvm.shufflevector %61, %3 [0, 0, 0, 0] : vector<4xi64>
          %63 = llvm.add %62, %37 : vector<4xi64>
          %64 = llvm.srem %63, %10 : vector<4xi64>
          %65 = llvm.sdiv %63, %10 : vector<4xi64>
          %66 = llvm.sub %9, %65 : vector<4xi64>
          %67 = llvm.add %66, %46 : vector<4xi64>
          %68 = llvm.mul %67, %10 : vector<4xi64>
          %69 = llvm.add %64, %68 : vector<4xi64>
          %70 = llvm.extractelement %69[%14 : i64] : vector<4xi64>
          %71 = llvm.mul %14, %6 : i64
          %72 = llvm.mul %14, %11 : i64
          %73 = llvm.add %71, %72 : i64
          %74 = llvm.mul %14, %12 : i64
          %75 = llvm.add %73, %74 : i64
          %76 = llvm.add %75, %70 : i64
          %77 = llvm.getelementptr %18[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %78 = llvm.load %77 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %79 = llvm.extractelement %78[%14 : i64] : vector<1xf32>
          %80 = llvm.extractelement %69[%13 : i64] : vector<4xi64>
          %81 = llvm.add %75, %80 : i64
          %82 = llvm.getelementptr %18[%81] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %83 = llvm.load %82 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %84 = llvm.extractelement %83[%14 : i64] : vector<1xf32>
          %85 = llvm.extractelement %69[%8 : i64] : vector<4xi64>
          %86 = llvm.add %75, %85 : i64
          %87 = llvm.getelementptr %18[%86] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %88 = llvm.load %87 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %89 = llvm.extractelement %88[%14 : i64] : vector<1xf32>
          %90 = llvm.extractelement %69[%1 : i64] : vector<4xi64>
          %91 = llvm.add %75, %90 : i64
          %92 = llvm.getelementptr %18[%91] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %93 = llvm.load %92 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %94 = llvm.extractelement %93[%14 : i64] : vector<1xf32>
          %95 = llvm.insertelement %79, %0[%14 : i64] : vector<4xf32>
          %96 = llvm.insertelement %84, %95[%13 : i64] : vector<4xf32>
          %97 = llvm.insertelement %89, %96[%8 : i64] : vector<4xf32>
          %98 = llvm.insertelement %94, %97[%1 : i64] : vector<4xf32>
          %99 = llvm.fneg %98 fastmath<contract> : vector<4xf32>
          %100 = llvm.icmp "eq" %66, %9 : vector<4xi64>
          %101 = llvm.select %100, %99, %98 : vector<4xi1>, vector<4xf32>
          %102 = llvm.fmul %101, %60 fastmath<contract> : vector<4xf32>
          %103 = llvm.fmul %54, %58 fastmath<contract> : vector<4xf32>
          %104 = llvm.fadd %103, %102 fastmath<contract> : vector<4xf32>
          %105 = llvm.fmul %104, %7 fastmath<contract> : vector<4xf32>
          %106 = llvm.mul %38, %4 : i64
          %107 = llvm.add %106, %55 : i64
          %108 = llvm.add %107, %47 : i64
          %109 = llvm.getelementptr %36[%108] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %105, %109 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %110 = llvm.add %47, %12 : i64
          llvm.br ^bb4(%110 : i64)
        ^bb6:  // pred: ^bb4
          %111 = llvm.add %40, %13 : i64
          llvm.br ^bb2(%111 : i64)
        ^bb7:  // pred: ^bb2
          %112 = llvm.add %38, %13 : i64
          llvm.br ^bb1(%112 : i64)
        ^bb8:  // pred: ^bb1
          llvm.return %2 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_7 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_7_elementwise_broadcast_2x2x8x8_f32 ordinal(0) layout(#pipeline_layout7) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_7_elementwise_broadcast_2x2x8x8_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.poison : vector<4xf32>
          %1 = llvm.mlir.constant(3 : i64) : i64
          %2 = llvm.mlir.constant(0 : i32) : i32
          %3 = llvm.mlir.poison : vector<4xi64>
          %4 = llvm.mlir.constant(128 : i64) : i64
          %5 = llvm.mlir.constant(64 : i64) : i64
          %6 = llvm.mlir.constant(true) : i1
          %7 = llvm.mlir.constant(16 : i64) : i64
          %8 = llvm.mlir.constant(dense<0.594603539> : vector<4xf32>) : vector<4xf32>
          %9 = llvm.mlir.constant(dense<1> : vector<4xi64>) : vector<4xi64>
          %10 = llvm.mlir.constant(dense<4> : vector<4xi64>) : vector<4xi64>
          %11 = llvm.mlir.constant(8 : i64) : i64
          %12 = llvm.mlir.constant(2 : i64) : i64
          %13 = llvm.mlir.constant(4 : i64) : i64
          %14 = llvm.mlir.constant(1 : i64) : i64
          %15 = llvm.mlir.constant(0 : i64) : i64
          %16 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %17 = llvm.extractvalue %16[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %18 = llvm.load %17 : !llvm.ptr -> !llvm.ptr
          %19 = llvm.getelementptr %18[3072] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %6 ["align"(%19, %5 : !llvm.ptr, i64)] : i1
          %20 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %21 = llvm.extractvalue %20[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %22 = llvm.load %21 : !llvm.ptr -> !llvm.ptr
          %23 = llvm.getelementptr %22[3072] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %6 ["align"(%23, %5 : !llvm.ptr, i64)] : i1
          %24 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %25 = llvm.extractvalue %24[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %26 = llvm.getelementptr %25[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %27 = llvm.load %26 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %6 ["align"(%27, %5 : !llvm.ptr, i64)] : i1
          %28 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %29 = llvm.extractvalue %28[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %30 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %31 = llvm.load %30 : !llvm.ptr -> !llvm.ptr
          %32 = llvm.getelementptr %31[256] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %6 ["align"(%32, %5 : !llvm.ptr, i64)] : i1
          %33 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %34 = llvm.extractvalue %33[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %35 = llvm.getelementptr %34[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %36 = llvm.load %35 : !llvm.ptr -> !llvm.ptr
          %37 = llvm.getelementptr %36[5120] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %6 ["align"(%37, %5 : !llvm.ptr, i64)] : i1
          %38 = llvm.intr.stepvector : vector<4xi64>
          llvm.br ^bb1(%15 : i64)
        ^bb1(%39: i64):  // 2 preds: ^bb0, ^bb9
          %40 = llvm.icmp "slt" %39, %12 : i64
          llvm.cond_br %40, ^bb2(%15 : i64), ^bb10
        ^bb2(%41: i64):  // 2 preds: ^bb1, ^bb8
          %42 = llvm.icmp "slt" %41, %12 : i64
          llvm.cond_br %42, ^bb3(%15 : i64), ^bb9
        ^bb3(%43: i64):  // 2 preds: ^bb2, ^bb7
          %44 = llvm.icmp "slt" %43, %11 : i64
          llvm.cond_br %44, ^bb4, ^bb8
        ^bb4:  // pred: ^bb3
          %45 = llvm.mul %43, %12 : i64
          %46 = llvm.add %39, %45 : i64
          %47 = llvm.mul %46, %12 : i64
          %48 = llvm.insertelement %47, %3[%2 : i32] : vector<4xi64>
          %49 = llvm.shufflevector %48, %3 [0, 0, 0, 0] : vector<4xi64>
          llvm.br ^bb5(%15 : i64)
        ^bb5(%50: i64):  // 2 preds: ^bb4, ^bb6
          %51 = llvm.icmp "slt" %50, %11 : i64
          llvm.cond_br %51, ^bb6, ^bb7
        ^bb6:  // pred: ^bb5
          %52 = llvm.mul %43, %7 : i64
          %53 = llvm.mul %39, %11 : i64
          %54 = llvm.add %52, %53 : i64
          %55 = llvm.add %54, %50 : i64
          %56 = llvm.getelementptr %23[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %57 = llvm.load %56 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %58 = llvm.mul %43, %11 : i64
          %59 = llvm.add %58, %50 : i64
          %60 = llvm.getelementptr %27[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %61 = llvm.load %60 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %62 = llvm.getelementptr %32[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %63 = llvm.load %62 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %64 = llvm.insertelement %50, %3[%2 : i32] : vector<4xi64>
          %65 = llvm.shufflevector %64, %3 [0, 0, 0, 0] : vector<4xi64>
          %66 = llvm.add %65, %38 : vector<4xi64>
          %67 = llvm.srem %66, %10 : vector<4xi64>
          %68 = llvm.sdiv %66, %10 : vector<4xi64>
          %69 = llvm.sub %9, %68 : vector<4xi64>
          %70 = llvm.add %69, %49 : vector<4xi64>
          %71 = llvm.mul %70, %10 : vector<4xi64>
          %72 = llvm.add %67, %71 : vector<4xi64>
          %73 = llvm.extractelement %72[%15 : i64] : vector<4xi64>
          %74 = llvm.mul %15, %7 : i64
          %75 = llvm.mul %15, %11 : i64
          %76 = llvm.add %74, %75 : i64
          %77 = llvm.mul %15, %13 : i64
          %78 = llvm.add %76, %77 : i64
          %79 = llvm.add %78, %73 : i64
          %80 = llvm.getelementptr %19[%79] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %81 = llvm.load %80 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %82 = llvm.extractelement %81[%15 : i64] : vector<1xf32>
          %83 = llvm.extractelement %72[%14 : i64] : vector<4xi64>
          %84 = llvm.add %78, %83 : i64
          %85 = llvm.getelementptr %19[%84] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %86 = llvm.load %85 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %87 = llvm.extractelement %86[%15 : i64] : vector<1xf32>
          %88 = llvm.extractelement %72[%12 : i64] : vector<4xi64>
          %89 = llvm.add %78, %88 : i64
          %90 = llvm.getelementptr %19[%89] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %91 = llvm.load %90 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %92 = llvm.extractelement %91[%15 : i64] : vector<1xf32>
          %93 = llvm.extractelement %72[%1 : i64] : vector<4xi64>
          %94 = llvm.add %78, %93 : i64
          %95 = llvm.getelementptr %19[%94] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %96 = llvm.load %95 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %97 = llvm.extractelement %96[%15 : i64] : vector<1xf32>
          %98 = llvm.insertelement %82, %0[%15 : i64] : vector<4xf32>
          %99 = llvm.insertelement %87, %98[%14 : i64] : vector<4xf32>
          %100 = llvm.insertelement %92, %99[%12 : i64] : vector<4xf32>
          %101 = llvm.insertelement %97, %100[%1 : i64] : vector<4xf32>
          %102 = llvm.fneg %101 fastmath<contract> : vector<4xf32>
          %103 = llvm.icmp "eq" %69, %9 : vector<4xi64>
          %104 = llvm.select %103, %102, %101 : vector<4xi1>, vector<4xf32>
          %105 = llvm.fmul %104, %63 fastmath<contract> : vector<4xf32>
          %106 = llvm.fmul %57, %61 fastmath<contract> : vector<4xf32>
          %107 = llvm.fadd %106, %105 fastmath<contract> : vector<4xf32>
          %108 = llvm.fmul %107, %8 fastmath<contract> : vector<4xf32>
          %109 = llvm.mul %39, %4 : i64
          %110 = llvm.mul %41, %5 : i64
          %111 = llvm.add %109, %110 : i64
          %112 = llvm.add %111, %58 : i64
          %113 = llvm.add %112, %50 : i64
          %114 = llvm.getelementptr %37[%113] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %108, %114 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %115 = llvm.add %50, %13 : i64
          llvm.br ^bb5(%115 : i64)
        ^bb7:  // pred: ^bb5
          %116 = llvm.add %43, %14 : i64
          llvm.br ^bb3(%116 : i64)
        ^bb8:  // pred: ^bb3
          %117 = llvm.add %41, %14 : i64
          llvm.br ^bb2(%117 : i64)
        ^bb9:  // pred: ^bb2
          %118 = llvm.add %39, %14 : i64
          llvm.br ^bb1(%118 : i64)
        ^bb10:  // pred: ^bb1
          llvm.return %2 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_8 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_8_batch_matmul_4x8x8x8_f32 ordinal(0) layout(#pipeline_layout7) count(%arg0: !hal.device) -> (index, index, index) {
        %c4 = arith.constant 4 : index
        %c1 = arith.constant 1 : index
        hal.return %c4, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_8_batch_matmul_4x8x8x8_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<4xf32>
          %2 = llvm.mlir.constant(15 : i64) : i64
          %3 = llvm.mlir.constant(14 : i64) : i64
          %4 = llvm.mlir.constant(13 : i64) : i64
          %5 = llvm.mlir.constant(12 : i64) : i64
          %6 = llvm.mlir.constant(11 : i64) : i64
          %7 = llvm.mlir.constant(10 : i64) : i64
          %8 = llvm.mlir.constant(9 : i64) : i64
          %9 = llvm.mlir.constant(true) : i1
          %10 = llvm.mlir.constant(64 : i64) : i64
          %11 = llvm.mlir.poison : !llvm.array<8 x vector<4xf32>>
          %12 = llvm.mlir.poison : vector<16xf32>
          %13 = llvm.mlir.constant(7 : i64) : i64
          %14 = llvm.mlir.constant(6 : i64) : i64
          %15 = llvm.mlir.constant(5 : i64) : i64
          %16 = llvm.mlir.constant(3 : i64) : i64
          %17 = llvm.mlir.constant(2 : i64) : i64
          %18 = llvm.mlir.constant(1 : i64) : i64
          %19 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %20 = llvm.mlir.constant(4 : i64) : i64
          %21 = llvm.mlir.constant(8 : i64) : i64
          %22 = llvm.mlir.constant(0 : i64) : i64
          %23 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %24 = llvm.extractvalue %23[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %25 = llvm.load %24 : !llvm.ptr -> !llvm.ptr
          %26 = llvm.getelementptr %25[4096] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%26, %10 : !llvm.ptr, i64)] : i1
          %27 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %28 = llvm.extractvalue %27[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %29 = llvm.load %28 : !llvm.ptr -> !llvm.ptr
          %30 = llvm.getelementptr %29[5120] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%30, %10 : !llvm.ptr, i64)] : i1
          %31 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %32 = llvm.extractvalue %31[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %33 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %34 = llvm.load %33 : !llvm.ptr -> !llvm.ptr
          %35 = llvm.getelementptr %34[512] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%35, %10 : !llvm.ptr, i64)] : i1
          %36 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %37 = llvm.extractvalue %36[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %38 = llvm.getelementptr %37[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %39 = llvm.load %38 : !llvm.ptr -> !llvm.ptr
          %40 = llvm.getelementptr %39[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%40, %10 : !llvm.ptr, i64)] : i1
          %41 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %42 = llvm.extractvalue %41[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %43 = llvm.zext %42 : i32 to i64
          llvm.br ^bb1(%22 : i64)
        ^bb1(%44: i64):  // 2 preds: ^bb0, ^bb4
          %45 = llvm.icmp "slt" %44, %21 : i64
          llvm.cond_br %45, ^bb2(%22, %19 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%46: i64, %47: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %48 = llvm.icmp "slt" %46, %21 : i64
          llvm.cond_br %48, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %49 = llvm.mul %43, %10 : i64
          %50 = llvm.mul %44, %21 : i64
          %51 = llvm.add %49, %50 : i64
          %52 = llvm.add %51, %46 : i64
          %53 = llvm.getelementptr %30[%52] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %54 = llvm.load %53 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %55 = llvm.add %44, %18 : i64
          %56 = llvm.mul %55, %21 : i64
          %57 = llvm.add %49, %56 : i64
          %58 = llvm.add %57, %46 : i64
          %59 = llvm.getelementptr %30[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %60 = llvm.load %59 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %61 = llvm.add %44, %17 : i64
          %62 = llvm.mul %61, %21 : i64
          %63 = llvm.add %49, %62 : i64
          %64 = llvm.add %63, %46 : i64
          %65 = llvm.getelementptr %30[%64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %66 = llvm.load %65 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %67 = llvm.add %44, %16 : i64
          %68 = llvm.mul %67, %21 : i64
          %69 = llvm.add %49, %68 : i64
          %70 = llvm.add %69, %46 : i64
          %71 = llvm.getelementptr %30[%70] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %72 = llvm.load %71 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %73 = llvm.extractelement %54[%22 : i64] : vector<4xf32>
          %74 = llvm.extractelement %54[%18 : i64] : vector<4xf32>
          %75 = llvm.extractelement %54[%17 : i64] : vector<4xf32>
          %76 = llvm.extractelement %54[%16 : i64] : vector<4xf32>
          %77 = llvm.extractelement %60[%22 : i64] : vector<4xf32>
          %78 = llvm.extractelement %60[%18 : i64] : vector<4xf32>
          %79 = llvm.extractelement %60[%17 : i64] : vector<4xf32>
          %80 = llvm.extractelement %60[%16 : i64] : vector<4xf32>
          %81 = llvm.extractelement %66[%22 : i64] : vector<4xf32>
          %82 = llvm.extractelement %66[%18 : i64] : vector<4xf32>
          %83 = llvm.extractelement %66[%17 : i64] : vector<4xf32>
          %84 = llvm.extractelement %66[%16 : i64] : vector<4xf32>
          %85 = llvm.extractelement %72[%22 : i64] : vector<4xf32>
          %86 = llvm.extractelement %72[%18 : i64] : vector<4xf32>
          %87 = llvm.extractelement %72[%17 : i64] : vector<4xf32>
          %88 = llvm.extractelement %72[%16 : i64] : vector<4xf32>
          %89 = llvm.insertelement %73, %12[%22 : i64] : vector<16xf32>
          %90 = llvm.insertelement %74, %89[%18 : i64] : vector<16xf32>
          %91 = llvm.insertelement %75, %90[%17 : i64] : vector<16xf32>
          %92 = llvm.insertelement %76, %91[%16 : i64] : vector<16xf32>
          %93 = llvm.insertelement %77, %92[%20 : i64] : vector<16xf32>
          %94 = llvm.insertelement %78, %93[%15 : i64] : vector<16xf32>
          %95 = llvm.insertelement %79, %94[%14 : i64] : vector<16xf32>
          %96 = llvm.insertelement %80, %95[%13 : i64] : vector<16xf32>
          %97 = llvm.insertelement %81, %96[%21 : i64] : vector<16xf32>
          %98 = llvm.insertelement %82, %97[%8 : i64] : vector<16xf32>
          %99 = llvm.insertelement %83, %98[%7 : i64] : vector<16xf32>
          %100 = llvm.insertelement %84, %99[%6 : i64] : vector<16xf32>
          %101 = llvm.insertelement %85, %100[%5 : i64] : vector<16xf32>
          %102 = llvm.insertelement %86, %101[%4 : i64] : vector<16xf32>
          %103 = llvm.insertelement %87, %102[%3 : i64] : vector<16xf32>
          %104 = llvm.insertelement %88, %103[%2 : i64] : vector<16xf32>
          %105 = llvm.shufflevector %104, %12 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %106 = llvm.shufflevector %105, %105 [0, 1, 2, 3] : vector<16xf32>
          %107 = llvm.shufflevector %105, %105 [4, 5, 6, 7] : vector<16xf32>
          %108 = llvm.shufflevector %105, %105 [8, 9, 10, 11] : vector<16xf32>
          %109 = llvm.shufflevector %105, %105 [12, 13, 14, 15] : vector<16xf32>
          %110 = llvm.mul %43, %10 overflow<nsw, nuw> : i64
          %111 = llvm.mul %22, %21 overflow<nsw, nuw> : i64
          %112 = llvm.add %110, %111 overflow<nsw, nuw> : i64
          %113 = llvm.add %112, %46 overflow<nsw, nuw> : i64
          %114 = llvm.getelementptr inbounds|nuw %26[%113] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %115 = llvm.load %114 : !llvm.ptr -> f32
          %116 = llvm.insertelement %115, %1[%0 : i32] : vector<4xf32>
          %117 = llvm.shufflevector %116, %1 [0, 0, 0, 0] : vector<4xf32>
          %118 = llvm.extractvalue %47[0] : !llvm.array<8 x vector<4xf32>>
          %119 = llvm.intr.fmuladd(%117, %106, %118) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %120 = llvm.mul %18, %21 overflow<nsw, nuw> : i64
          %121 = llvm.add %110, %120 overflow<nsw, nuw> : i64
          %122 = llvm.add %121, %46 overflow<nsw, nuw> : i64
          %123 = llvm.getelementptr inbounds|nuw %26[%122] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %124 = llvm.load %123 : !llvm.ptr -> f32
          %125 = llvm.insertelement %124, %1[%0 : i32] : vector<4xf32>
          %126 = llvm.shufflevector %125, %1 [0, 0, 0, 0] : vector<4xf32>
          %127 = llvm.extractvalue %47[1] : !llvm.array<8 x vector<4xf32>>
          %128 = llvm.intr.fmuladd(%126, %106, %127) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %129 = llvm.mul %17, %21 overflow<nsw, nuw> : i64
          %130 = llvm.add %110, %129 overflow<nsw, nuw> : i64
          %131 = llvm.add %130, %46 overflow<nsw, nuw> : i64
          %132 = llvm.getelementptr inbounds|nuw %26[%131] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %133 = llvm.load %132 : !llvm.ptr -> f32
          %134 = llvm.insertelement %133, %1[%0 : i32] : vector<4xf32>
          %135 = llvm.shufflevector %134, %1 [0, 0, 0, 0] : vector<4xf32>
          %136 = llvm.extractvalue %47[2] : !llvm.array<8 x vector<4xf32>>
          %137 = llvm.intr.fmuladd(%135, %106, %136) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %138 = llvm.mul %16, %21 overflow<nsw, nuw> : i64
          %139 = llvm.add %110, %138 overflow<nsw, nuw> : i64
          %140 = llvm.add %139, %46 overflow<nsw, nuw> : i64
          %141 = llvm.getelementptr inbounds|nuw %26[%140] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %142 = llvm.load %141 : !llvm.ptr -> f32
          %143 = llvm.insertelement %142, %1[%0 : i32] : vector<4xf32>
          %144 = llvm.shufflevector %143, %1 [0, 0, 0, 0] : vector<4xf32>
          %145 = llvm.extractvalue %47[3] : !llvm.array<8 x vector<4xf32>>
          %146 = llvm.intr.fmuladd(%144, %106, %145) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %147 = llvm.mul %20, %21 overflow<nsw, nuw> : i64
          %148 = llvm.add %110, %147 overflow<nsw, nuw> : i64
          %149 = llvm.add %148, %46 overflow<nsw, nuw> : i64
          %150 = llvm.getelementptr inbounds|nuw %26[%149] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %151 = llvm.load %150 : !llvm.ptr -> f32
          %152 = llvm.insertelement %151, %1[%0 : i32] : vector<4xf32>
          %153 = llvm.shufflevector %152, %1 [0, 0, 0, 0] : vector<4xf32>
          %154 = llvm.extractvalue %47[4] : !llvm.array<8 x vector<4xf32>>
          %155 = llvm.intr.fmuladd(%153, %106, %154) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %156 = llvm.mul %15, %21 overflow<nsw, nuw> : i64
          %157 = llvm.add %110, %156 overflow<nsw, nuw> : i64
          %158 = llvm.add %157, %46 overflow<nsw, nuw> : i64
          %159 = llvm.getelementptr inbounds|nuw %26[%158] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %160 = llvm.load %159 : !llvm.ptr -> f32
          %161 = llvm.insertelement %160, %1[%0 : i32] : vector<4xf32>
          %162 = llvm.shufflevector %161, %1 [0, 0, 0, 0] : vector<4xf32>
          %163 = llvm.extractvalue %47[5] : !llvm.array<8 x vector<4xf32>>
          %164 = llvm.intr.fmuladd(%162, %106, %163) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %165 = llvm.mul %14, %21 overflow<nsw, nuw> : i64
          %166 = llvm.add %110, %165 overflow<nsw, nuw> : i64
          %167 = llvm.add %166, %46 overflow<nsw, nuw> : i64
          %168 = llvm.getelementptr inbounds|nuw %26[%167] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %169 = llvm.load %168 : !llvm.ptr -> f32
          %170 = llvm.insertelement %169, %1[%0 : i32] : vector<4xf32>
          %171 = llvm.shufflevector %170, %1 [0, 0, 0, 0] : vector<4xf32>
          %172 = llvm.extractvalue %47[6] : !llvm.array<8 x vector<4xf32>>
          %173 = llvm.intr.fmuladd(%171, %106, %172) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %174 = llvm.mul %13, %21 overflow<nsw, nuw> : i64
          %175 = llvm.add %110, %174 overflow<nsw, nuw> : i64
          %176 = llvm.add %175, %46 overflow<nsw, nuw> : i64
          %177 = llvm.getelementptr inbounds|nuw %26[%176] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %178 = llvm.load %177 : !llvm.ptr -> f32
          %179 = llvm.insertelement %178, %1[%0 : i32] : vector<4xf32>
          %180 = llvm.shufflevector %179, %1 [0, 0, 0, 0] : vector<4xf32>
          %181 = llvm.extractvalue %47[7] : !llvm.array<8 x vector<4xf32>>
          %182 = llvm.intr.fmuladd(%180, %106, %181) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %183 = llvm.add %46, %18 : i64
          %184 = llvm.add %112, %183 overflow<nsw, nuw> : i64
          %185 = llvm.getelementptr inbounds|nuw %26[%184] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %186 = llvm.load %185 : !llvm.ptr -> f32
          %187 = llvm.insertelement %186, %1[%0 : i32] : vector<4xf32>
          %188 = llvm.shufflevector %187, %1 [0, 0, 0, 0] : vector<4xf32>
          %189 = llvm.intr.fmuladd(%188, %107, %119) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %190 = llvm.add %121, %183 overflow<nsw, nuw> : i64
          %191 = llvm.getelementptr inbounds|nuw %26[%190] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %192 = llvm.load %191 : !llvm.ptr -> f32
          %193 = llvm.insertelement %192, %1[%0 : i32] : vector<4xf32>
          %194 = llvm.shufflevector %193, %1 [0, 0, 0, 0] : vector<4xf32>
          %195 = llvm.intr.fmuladd(%194, %107, %128) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %196 = llvm.add %130, %183 overflow<nsw, nuw> : i64
          %197 = llvm.getelementptr inbounds|nuw %26[%196] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %198 = llvm.load %197 : !llvm.ptr -> f32
          %199 = llvm.insertelement %198, %1[%0 : i32] : vector<4xf32>
          %200 = llvm.shufflevector %199, %1 [0, 0, 0, 0] : vector<4xf32>
          %201 = llvm.intr.fmuladd(%200, %107, %137) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %202 = llvm.add %139, %183 overflow<nsw, nuw> : i64
          %203 = llvm.getelementptr inbounds|nuw %26[%202] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %204 = llvm.load %203 : !llvm.ptr -> f32
          %205 = llvm.insertelement %204, %1[%0 : i32] : vector<4xf32>
          %206 = llvm.shufflevector %205, %1 [0, 0, 0, 0] : vector<4xf32>
          %207 = llvm.intr.fmuladd(%206, %107, %146) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %208 = llvm.add %148, %183 overflow<nsw, nuw> : i64
          %209 = llvm.getelementptr inbounds|nuw %26[%208] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %210 = llvm.load %209 : !llvm.ptr -> f32
          %211 = llvm.insertelement %210, %1[%0 : i32] : vector<4xf32>
          %212 = llvm.shufflevector %211, %1 [0, 0, 0, 0] : vector<4xf32>
          %213 = llvm.intr.fmuladd(%212, %107, %155) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %214 = llvm.add %157, %183 overflow<nsw, nuw> : i64
          %215 = llvm.getelementptr inbounds|nuw %26[%214] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %216 = llvm.load %215 : !llvm.ptr -> f32
          %217 = llvm.insertelement %216, %1[%0 : i32] : vector<4xf32>
          %218 = llvm.shufflevector %217, %1 [0, 0, 0, 0] : vector<4xf32>
          %219 = llvm.intr.fmuladd(%218, %107, %164) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %220 = llvm.add %166, %183 overflow<nsw, nuw> : i64
          %221 = llvm.getelementptr inbounds|nuw %26[%220] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %222 = llvm.load %221 : !llvm.ptr -> f32
          %223 = llvm.insertelement %222, %1[%0 : i32] : vector<4xf32>
          %224 = llvm.shufflevector %223, %1 [0, 0, 0, 0] : vector<4xf32>
          %225 = llvm.intr.fmuladd(%224, %107, %173) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %226 = llvm.add %175, %183 overflow<nsw, nuw> : i64
          %227 = llvm.getelementptr inbounds|nuw %26[%226] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %228 = llvm.load %227 : !llvm.ptr -> f32
          %229 = llvm.insertelement %228, %1[%0 : i32] : vector<4xf32>
          %230 = llvm.shufflevector %229, %1 [0, 0, 0, 0] : vector<4xf32>
          %231 = llvm.intr.fmuladd(%230, %107, %182) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %232 = llvm.add %46, %17 : i64
          %233 = llvm.add %112, %232 overflow<nsw, nuw> : i64
          %234 = llvm.getelementptr inbounds|nuw %26[%233] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %235 = llvm.load %234 : !llvm.ptr -> f32
          %236 = llvm.insertelement %235, %1[%0 : i32] : vector<4xf32>
          %237 = llvm.shufflevector %236, %1 [0, 0, 0, 0] : vector<4xf32>
          %238 = llvm.intr.fmuladd(%237, %108, %189) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %239 = llvm.add %121, %232 overflow<nsw, nuw> : i64
          %240 = llvm.getelementptr inbounds|nuw %26[%239] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %241 = llvm.load %240 : !llvm.ptr -> f32
          %242 = llvm.insertelement %241, %1[%0 : i32] : vector<4xf32>
          %243 = llvm.shufflevector %242, %1 [0, 0, 0, 0] : vector<4xf32>
          %244 = llvm.intr.fmuladd(%243, %108, %195) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %245 = llvm.add %130, %232 overflow<nsw, nuw> : i64
          %246 = llvm.getelementptr inbounds|nuw %26[%245] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %247 = llvm.load %246 : !llvm.ptr -> f32
          %248 = llvm.insertelement %247, %1[%0 : i32] : vector<4xf32>
          %249 = llvm.shufflevector %248, %1 [0, 0, 0, 0] : vector<4xf32>
          %250 = llvm.intr.fmuladd(%249, %108, %201) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %251 = llvm.add %139, %232 overflow<nsw, nuw> : i64
          %252 = llvm.getelementptr inbounds|nuw %26[%251] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %253 = llvm.load %252 : !llvm.ptr -> f32
          %254 = llvm.insertelement %253, %1[%0 : i32] : vector<4xf32>
          %255 = llvm.shufflevector %254, %1 [0, 0, 0, 0] : vector<4xf32>
          %256 = llvm.intr.fmuladd(%255, %108, %207) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %257 = llvm.add %148, %232 overflow<nsw, nuw> : i64
          %258 = llvm.getelementptr inbounds|nuw %26[%257] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %259 = llvm.load %258 : !llvm.ptr -> f32
          %260 = llvm.insertelement %259, %1[%0 : i32] : vector<4xf32>
          %261 = llvm.shufflevector %260, %1 [0, 0, 0, 0] : vector<4xf32>
          %262 = llvm.intr.fmuladd(%261, %108, %213) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %263 = llvm.add %157, %232 overflow<nsw, nuw> : i64
          %264 = llvm.getelementptr inbounds|nuw %26[%263] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %265 = llvm.load %264 : !llvm.ptr -> f32
          %266 = llvm.insertelement %265, %1[%0 : i32] : vector<4xf32>
          %267 = llvm.shufflevector %266, %1 [0, 0, 0, 0] : vector<4xf32>
          %268 = llvm.intr.fmuladd(%267, %108, %219) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %269 = llvm.add %166, %232 overflow<nsw, nuw> : i64
          %270 = llvm.getelementptr inbounds|nuw %26[%269] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %271 = llvm.load %270 : !llvm.ptr -> f32
          %272 = llvm.insertelement %271, %1[%0 : i32] : vector<4xf32>
          %273 = llvm.shufflevector %272, %1 [0, 0, 0, 0] : vector<4xf32>
          %274 = llvm.intr.fmuladd(%273, %108, %225) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %275 = llvm.add %175, %232 overflow<nsw, nuw> : i64
          %276 = llvm.getelementptr inbounds|nuw %26[%275] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %277 = llvm.load %276 : !llvm.ptr -> f32
          %278 = llvm.insertelement %277, %1[%0 : i32] : vector<4xf32>
          %279 = llvm.shufflevector %278, %1 [0, 0, 0, 0] : vector<4xf32>
          %280 = llvm.intr.fmuladd(%279, %108, %231) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %281 = llvm.add %46, %16 : i64
          %282 = llvm.add %112, %281 overflow<nsw, nuw> : i64
          %283 = llvm.getelementptr inbounds|nuw %26[%282] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %284 = llvm.load %283 : !llvm.ptr -> f32
          %285 = llvm.insertelement %284, %1[%0 : i32] : vector<4xf32>
          %286 = llvm.shufflevector %285, %1 [0, 0, 0, 0] : vector<4xf32>
          %287 = llvm.intr.fmuladd(%286, %109, %238) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %288 = llvm.add %121, %281 overflow<nsw, nuw> : i64
          %289 = llvm.getelementptr inbounds|nuw %26[%288] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %290 = llvm.load %289 : !llvm.ptr -> f32
          %291 = llvm.insertelement %290, %1[%0 : i32] : vector<4xf32>
          %292 = llvm.shufflevector %291, %1 [0, 0, 0, 0] : vector<4xf32>
          %293 = llvm.intr.fmuladd(%292, %109, %244) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %294 = llvm.add %130, %281 overflow<nsw, nuw> : i64
          %295 = llvm.getelementptr inbounds|nuw %26[%294] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %296 = llvm.load %295 : !llvm.ptr -> f32
          %297 = llvm.insertelement %296, %1[%0 : i32] : vector<4xf32>
          %298 = llvm.shufflevector %297, %1 [0, 0, 0, 0] : vector<4xf32>
          %299 = llvm.intr.fmuladd(%298, %109, %250) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %300 = llvm.add %139, %281 overflow<nsw, nuw> : i64
          %301 = llvm.getelementptr inbounds|nuw %26[%300] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %302 = llvm.load %301 : !llvm.ptr -> f32
          %303 = llvm.insertelement %302, %1[%0 : i32] : vector<4xf32>
          %304 = llvm.shufflevector %303, %1 [0, 0, 0, 0] : vector<4xf32>
          %305 = llvm.intr.fmuladd(%304, %109, %256) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %306 = llvm.add %148, %281 overflow<nsw, nuw> : i64
          %307 = llvm.getelementptr inbounds|nuw %26[%306] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %308 = llvm.load %307 : !llvm.ptr -> f32
          %309 = llvm.insertelement %308, %1[%0 : i32] : vector<4xf32>
          %310 = llvm.shufflevector %309, %1 [0, 0, 0, 0] : vector<4xf32>
          %311 = llvm.intr.fmuladd(%310, %109, %262) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %312 = llvm.add %157, %281 overflow<nsw, nuw> : i64
          %313 = llvm.getelementptr inbounds|nuw %26[%312] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %314 = llvm.load %313 : !llvm.ptr -> f32
          %315 = llvm.insertelement %314, %1[%0 : i32] : vector<4xf32>
          %316 = llvm.shufflevector %315, %1 [0, 0, 0, 0] : vector<4xf32>
          %317 = llvm.intr.fmuladd(%316, %109, %268) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %318 = llvm.add %166, %281 overflow<nsw, nuw> : i64
          %319 = llvm.getelementptr inbounds|nuw %26[%318] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %320 = llvm.load %319 : !llvm.ptr -> f32
          %321 = llvm.insertelement %320, %1[%0 : i32] : vector<4xf32>
          %322 = llvm.shufflevector %321, %1 [0, 0, 0, 0] : vector<4xf32>
          %323 = llvm.intr.fmuladd(%322, %109, %274) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %324 = llvm.add %175, %281 overflow<nsw, nuw> : i64
          %325 = llvm.getelementptr inbounds|nuw %26[%324] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %326 = llvm.load %325 : !llvm.ptr -> f32
          %327 = llvm.insertelement %326, %1[%0 : i32] : vector<4xf32>
          %328 = llvm.shufflevector %327, %1 [0, 0, 0, 0] : vector<4xf32>
          %329 = llvm.intr.fmuladd(%328, %109, %280) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %330 = llvm.insertvalue %287, %11[0] : !llvm.array<8 x vector<4xf32>>
          %331 = llvm.insertvalue %293, %330[1] : !llvm.array<8 x vector<4xf32>>
          %332 = llvm.insertvalue %299, %331[2] : !llvm.array<8 x vector<4xf32>>
          %333 = llvm.insertvalue %305, %332[3] : !llvm.array<8 x vector<4xf32>>
          %334 = llvm.insertvalue %311, %333[4] : !llvm.array<8 x vector<4xf32>>
          %335 = llvm.insertvalue %317, %334[5] : !llvm.array<8 x vector<4xf32>>
          %336 = llvm.insertvalue %323, %335[6] : !llvm.array<8 x vector<4xf32>>
          %337 = llvm.insertvalue %329, %336[7] : !llvm.array<8 x vector<4xf32>>
          %338 = llvm.add %46, %20 : i64
          llvm.br ^bb2(%338, %337 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %339 = llvm.mul %22, %21 : i64
          %340 = llvm.add %339, %44 : i64
          %341 = llvm.getelementptr %35[%340] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %342 = llvm.load %341 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %343 = llvm.mul %18, %21 : i64
          %344 = llvm.add %343, %44 : i64
          %345 = llvm.getelementptr %35[%344] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %346 = llvm.load %345 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %347 = llvm.mul %17, %21 : i64
          %348 = llvm.add %347, %44 : i64
          %349 = llvm.getelementptr %35[%348] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %350 = llvm.load %349 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %351 = llvm.mul %16, %21 : i64
          %352 = llvm.add %351, %44 : i64
          %353 = llvm.getelementptr %35[%352] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %354 = llvm.load %353 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %355 = llvm.mul %20, %21 : i64
          %356 = llvm.add %355, %44 : i64
          %357 = llvm.getelementptr %35[%356] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %358 = llvm.load %357 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %359 = llvm.mul %15, %21 : i64
          %360 = llvm.add %359, %44 : i64
          %361 = llvm.getelementptr %35[%360] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %362 = llvm.load %361 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %363 = llvm.mul %14, %21 : i64
          %364 = llvm.add %363, %44 : i64
          %365 = llvm.getelementptr %35[%364] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %366 = llvm.load %365 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %367 = llvm.mul %13, %21 : i64
          %368 = llvm.add %367, %44 : i64
          %369 = llvm.getelementptr %35[%368] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %370 = llvm.load %369 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %371 = llvm.extractvalue %47[0] : !llvm.array<8 x vector<4xf32>>
          %372 = llvm.fadd %371, %342 fastmath<contract> : vector<4xf32>
          %373 = llvm.extractvalue %47[1] : !llvm.array<8 x vector<4xf32>>
          %374 = llvm.fadd %373, %346 fastmath<contract> : vector<4xf32>
          %375 = llvm.extractvalue %47[2] : !llvm.array<8 x vector<4xf32>>
          %376 = llvm.fadd %375, %350 fastmath<contract> : vector<4xf32>
          %377 = llvm.extractvalue %47[3] : !llvm.array<8 x vector<4xf32>>
          %378 = llvm.fadd %377, %354 fastmath<contract> : vector<4xf32>
          %379 = llvm.extractvalue %47[4] : !llvm.array<8 x vector<4xf32>>
          %380 = llvm.fadd %379, %358 fastmath<contract> : vector<4xf32>
          %381 = llvm.extractvalue %47[5] : !llvm.array<8 x vector<4xf32>>
          %382 = llvm.fadd %381, %362 fastmath<contract> : vector<4xf32>
          %383 = llvm.extractvalue %47[6] : !llvm.array<8 x vector<4xf32>>
          %384 = llvm.fadd %383, %366 fastmath<contract> : vector<4xf32>
          %385 = llvm.extractvalue %47[7] : !llvm.array<8 x vector<4xf32>>
          %386 = llvm.fadd %385, %370 fastmath<contract> : vector<4xf32>
          %387 = llvm.mul %43, %10 : i64
          %388 = llvm.add %387, %339 : i64
          %389 = llvm.add %388, %44 : i64
          %390 = llvm.getelementptr %40[%389] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %372, %390 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %391 = llvm.add %387, %343 : i64
          %392 = llvm.add %391, %44 : i64
          %393 = llvm.getelementptr %40[%392] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %374, %393 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %394 = llvm.add %387, %347 : i64
          %395 = llvm.add %394, %44 : i64
          %396 = llvm.getelementptr %40[%395] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %376, %396 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %397 = llvm.add %387, %351 : i64
          %398 = llvm.add %397, %44 : i64
          %399 = llvm.getelementptr %40[%398] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %378, %399 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %400 = llvm.add %387, %355 : i64
          %401 = llvm.add %400, %44 : i64
          %402 = llvm.getelementptr %40[%401] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %380, %402 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %403 = llvm.add %387, %359 : i64
          %404 = llvm.add %403, %44 : i64
          %405 = llvm.getelementptr %40[%404] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %382, %405 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %406 = llvm.add %387, %363 : i64
          %407 = llvm.add %406, %44 : i64
          %408 = llvm.getelementptr %40[%407] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %384, %408 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %409 = llvm.add %387, %367 : i64
          %410 = llvm.add %409, %44 : i64
          %411 = llvm.getelementptr %40[%410] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %386, %411 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %412 = llvm.add %44, %20 : i64
          llvm.br ^bb1(%412 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_9 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_9_reduction_32x8_f32xi1 ordinal(0) layout(#pipeline_layout4) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_9_reduction_32x8_f32xi1(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.constant(64 : i64) : i64
          %2 = llvm.mlir.constant(true) : i1
          %3 = llvm.mlir.constant(1 : i64) : i64
          %4 = llvm.mlir.constant(dense<1> : vector<4xi8>) : vector<4xi8>
          %5 = llvm.mlir.constant(4 : i64) : i64
          %6 = llvm.mlir.constant(8 : i64) : i64
          %7 = llvm.mlir.constant(0 : i64) : i64
          %8 = llvm.mlir.constant(0xFF800000 : f32) : f32
          %9 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %10 = llvm.extractvalue %9[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %11 = llvm.load %10 : !llvm.ptr -> !llvm.ptr
          %12 = llvm.getelementptr %11[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %2 ["align"(%12, %1 : !llvm.ptr, i64)] : i1
          %13 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %14 = llvm.extractvalue %13[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %15 = llvm.getelementptr %14[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %16 = llvm.load %15 : !llvm.ptr -> !llvm.ptr
          %17 = llvm.getelementptr %16[3072] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %2 ["align"(%17, %1 : !llvm.ptr, i64)] : i1
          %18 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %19 = llvm.extractvalue %18[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %20 = llvm.zext %19 : i32 to i64
          %21 = llvm.mul %20, %5 overflow<nsw> : i64
          %22 = llvm.getelementptr %17[%21] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          llvm.store %4, %22 <alignment = 1> : vector<4xi8>, !llvm.ptr
          llvm.br ^bb1(%7 : i64)
        ^bb1(%23: i64):  // 2 preds: ^bb0, ^bb6
          %24 = llvm.icmp "slt" %23, %6 : i64
          llvm.cond_br %24, ^bb2(%7 : i64), ^bb7
        ^bb2(%25: i64):  // 2 preds: ^bb1, ^bb5
          %26 = llvm.icmp "slt" %25, %5 : i64
          llvm.cond_br %26, ^bb3(%7 : i64), ^bb6
        ^bb3(%27: i64):  // 2 preds: ^bb2, ^bb4
          %28 = llvm.icmp "slt" %27, %5 : i64
          llvm.cond_br %28, ^bb4, ^bb5
        ^bb4:  // pred: ^bb3
          %29 = llvm.add %21, %25 : i64
          %30 = llvm.add %23, %27 : i64
          %31 = llvm.mul %29, %6 overflow<nsw, nuw> : i64
          %32 = llvm.add %31, %30 overflow<nsw, nuw> : i64
          %33 = llvm.getelementptr inbounds|nuw %12[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %34 = llvm.load %33 : !llvm.ptr -> f32
          %35 = llvm.getelementptr inbounds|nuw %17[%29] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          %36 = llvm.load %35 : !llvm.ptr -> i8
          %37 = llvm.trunc %36 : i8 to i1
          %38 = llvm.fcmp "oeq" %34, %8 : f32
          %39 = llvm.and %38, %37 : i1
          %40 = llvm.zext %39 : i1 to i8
          llvm.store %40, %35 : i8, !llvm.ptr
          %41 = llvm.add %27, %3 : i64
          llvm.br ^bb3(%41 : i64)
        ^bb5:  // pred: ^bb3
          %42 = llvm.add %25, %3 : i64
          llvm.br ^bb2(%42 : i64)
        ^bb6:  // pred: ^bb2
          %43 = llvm.add %23, %5 : i64
          llvm.br ^bb1(%43 : i64)
        ^bb7:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_10 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_10_softmax_4x8x8xf32_generic ordinal(0) layout(#pipeline_layout4) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_10_softmax_4x8x8xf32_generic(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<4xf32>
          %2 = llvm.mlir.constant(true) : i1
          %3 = llvm.mlir.constant(64 : i64) : i64
          %4 = llvm.mlir.constant(-1 : i64) : i64
          %5 = llvm.mlir.constant(dense<127> : vector<4x4xi32>) : !llvm.array<4 x vector<4xi32>>
          %6 = llvm.mlir.constant(dense<23> : vector<4x4xi32>) : !llvm.array<4 x vector<4xi32>>
          %7 = llvm.mlir.constant(dense<1.270000e+02> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %8 = llvm.mlir.constant(dense<-1.270000e+02> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %9 = llvm.mlir.constant(dense<8.880000e+01> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %10 = llvm.mlir.constant(dense<-8.780000e+01> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %11 = llvm.mlir.constant(dense<0.166666657> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %12 = llvm.mlir.constant(dense<0.0416657962> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %13 = llvm.mlir.constant(dense<0.00833345205> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %14 = llvm.mlir.constant(dense<0.00139819994> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %15 = llvm.mlir.constant(dense<1.98756912E-4> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %16 = llvm.mlir.constant(dense<2.12194442E-4> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %17 = llvm.mlir.constant(dense<-0.693359375> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %18 = llvm.mlir.constant(dense<1.44269502> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %19 = llvm.mlir.constant(dense<1.000000e+00> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %20 = llvm.mlir.constant(dense<5.000000e-01> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %21 = llvm.mlir.poison : vector<16xi8>
          %22 = llvm.mlir.poison : vector<16xf32>
          %23 = llvm.mlir.constant(3 : i64) : i64
          %24 = llvm.mlir.constant(2 : i64) : i64
          %25 = llvm.mlir.constant(1 : i64) : i64
          %26 = llvm.mlir.constant(dense<0.000000e+00> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %27 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf32>) : vector<4xf32>
          %28 = llvm.mlir.constant(dense<0xFFC00000> : vector<4xf32>) : vector<4xf32>
          %29 = llvm.mlir.constant(4 : i64) : i64
          %30 = llvm.mlir.constant(8 : i64) : i64
          %31 = llvm.mlir.constant(0 : i64) : i64
          %32 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %33 = llvm.extractvalue %32[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %34 = llvm.load %33 : !llvm.ptr -> !llvm.ptr
          %35 = llvm.getelementptr %34[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %2 ["align"(%35, %3 : !llvm.ptr, i64)] : i1
          %36 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %37 = llvm.extractvalue %36[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %38 = llvm.load %37 : !llvm.ptr -> !llvm.ptr
          %39 = llvm.getelementptr %38[3072] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %2 ["align"(%39, %3 : !llvm.ptr, i64)] : i1
          %40 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %41 = llvm.extractvalue %40[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %42 = llvm.getelementptr %41[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %43 = llvm.load %42 : !llvm.ptr -> !llvm.ptr
          %44 = llvm.getelementptr %43[3136] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %2 ["align"(%44, %3 : !llvm.ptr, i64)] : i1
          %45 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %46 = llvm.extractvalue %45[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %47 = llvm.zext %46 : i32 to i64
          %48 = llvm.sdiv %47, %24 : i64
          %49 = llvm.mul %48, %24 : i64
          %50 = llvm.icmp "ne" %47, %49 : i64
          %51 = llvm.icmp "slt" %47, %31 : i64
          %52 = llvm.and %50, %51 : i1
          %53 = llvm.add %48, %4 : i64
          %54 = llvm.select %52, %53, %48 : i1, i64
          %55 = llvm.srem %47, %24 : i64
          %56 = llvm.icmp "slt" %55, %31 : i64
          %57 = llvm.add %55, %24 overflow<nsw> : i64
          %58 = llvm.select %56, %57, %55 : i1, i64
          %59 = llvm.mul %58, %29 overflow<nsw> : i64
          llvm.br ^bb1(%31, %28 : i64, vector<4xf32>)
        ^bb1(%60: i64, %61: vector<4xf32>):  // 2 preds: ^bb0, ^bb2
          %62 = llvm.icmp "slt" %60, %30 : i64
          llvm.cond_br %62, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %63 = llvm.mul %54, %3 : i64
          %64 = llvm.mul %59, %30 : i64
          %65 = llvm.add %63, %64 : i64
          %66 = llvm.add %65, %60 : i64
          %67 = llvm.getelementptr %35[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %68 = llvm.load %67 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %69 = llvm.add %59, %25 : i64
          %70 = llvm.mul %69, %30 : i64
          %71 = llvm.add %63, %70 : i64
          %72 = llvm.add %71, %60 : i64
          %73 = llvm.getelementptr %35[%72] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %74 = llvm.load %73 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %75 = llvm.add %59, %24 : i64
          %76 = llvm.mul %75, %30 : i64
          %77 = llvm.add %63, %76 : i64
          %78 = llvm.add %77, %60 : i64
          %79 = llvm.getelementptr %35[%78] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %80 = llvm.load %79 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %81 = llvm.add %59, %23 : i64
          %82 = llvm.mul %81, %30 : i64
          %83 = llvm.add %63, %82 : i64
          %84 = llvm.add %83, %60 : i64
          %85 = llvm.getelementptr %35[%84] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %86 = llvm.load %85 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %87 = llvm.extractelement %61[%31 : i64] : vector<4xf32>
          %88 = llvm.intr.vector.reduce.fmax(%68) : (vector<4xf32>) -> f32
          %89 = llvm.intr.maxnum(%88, %87) : (f32, f32) -> f32
          %90 = llvm.extractelement %61[%25 : i64] : vector<4xf32>
          %91 = llvm.intr.vector.reduce.fmax(%74) : (vector<4xf32>) -> f32
          %92 = llvm.intr.maxnum(%91, %90) : (f32, f32) -> f32
          %93 = llvm.extractelement %61[%24 : i64] : vector<4xf32>
          %94 = llvm.intr.vector.reduce.fmax(%80) : (vector<4xf32>) -> f32
          %95 = llvm.intr.maxnum(%94, %93) : (f32, f32) -> f32
          %96 = llvm.extractelement %61[%23 : i64] : vector<4xf32>
          %97 = llvm.intr.vector.reduce.fmax(%86) : (vector<4xf32>) -> f32
          %98 = llvm.intr.maxnum(%97, %96) : (f32, f32) -> f32
          %99 = llvm.insertelement %89, %1[%31 : i64] : vector<4xf32>
          %100 = llvm.insertelement %92, %99[%25 : i64] : vector<4xf32>
          %101 = llvm.insertelement %95, %100[%24 : i64] : vector<4xf32>
          %102 = llvm.insertelement %98, %101[%23 : i64] : vector<4xf32>
          %103 = llvm.add %60, %29 : i64
          llvm.br ^bb1(%103, %102 : i64, vector<4xf32>)
        ^bb3:  // pred: ^bb1
          %104 = llvm.shufflevector %61, %61 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %105 = llvm.shufflevector %104, %22 [0, 1, 2, 3, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1] : vector<16xf32>
          %106 = llvm.shufflevector %104, %105 [16, 17, 18, 19, 0, 1, 2, 3, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xf32>
          %107 = llvm.shufflevector %104, %106 [16, 17, 18, 19, 20, 21, 22, 23, 0, 1, 2, 3, 28, 29, 30, 31] : vector<16xf32>
          %108 = llvm.shufflevector %104, %107 [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 0, 1, 2, 3] : vector<16xf32>
          %109 = llvm.shufflevector %108, %22 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %110 = llvm.shufflevector %109, %109 [0, 1, 2, 3] : vector<16xf32>
          %111 = llvm.shufflevector %109, %109 [4, 5, 6, 7] : vector<16xf32>
          %112 = llvm.shufflevector %109, %109 [8, 9, 10, 11] : vector<16xf32>
          %113 = llvm.shufflevector %109, %109 [12, 13, 14, 15] : vector<16xf32>
          llvm.br ^bb4(%31, %27 : i64, vector<4xf32>)
        ^bb4(%114: i64, %115: vector<4xf32>):  // 2 preds: ^bb3, ^bb5
          %116 = llvm.icmp "slt" %114, %30 : i64
          llvm.cond_br %116, ^bb5, ^bb6
        ^bb5:  // pred: ^bb4
          %117 = llvm.mul %54, %3 : i64
          %118 = llvm.mul %59, %30 : i64
          %119 = llvm.add %117, %118 : i64
          %120 = llvm.add %119, %114 : i64
          %121 = llvm.getelementptr %35[%120] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %122 = llvm.load %121 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %123 = llvm.add %59, %25 : i64
          %124 = llvm.mul %123, %30 : i64
          %125 = llvm.add %117, %124 : i64
          %126 = llvm.add %125, %114 : i64
          %127 = llvm.getelementptr %35[%126] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %128 = llvm.load %127 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %129 = llvm.add %59, %24 : i64
          %130 = llvm.mul %129, %30 : i64
          %131 = llvm.add %117, %130 : i64
          %132 = llvm.add %131, %114 : i64
          %133 = llvm.getelementptr %35[%132] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %134 = llvm.load %133 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %135 = llvm.add %59, %23 : i64
          %136 = llvm.mul %135, %30 : i64
          %137 = llvm.add %117, %136 : i64
          %138 = llvm.add %137, %114 : i64
          %139 = llvm.getelementptr %35[%138] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %140 = llvm.load %139 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %141 = llvm.fsub %122, %110 fastmath<contract> : vector<4xf32>
          %142 = llvm.fsub %128, %111 fastmath<contract> : vector<4xf32>
          %143 = llvm.fsub %134, %112 fastmath<contract> : vector<4xf32>
          %144 = llvm.fsub %140, %113 fastmath<contract> : vector<4xf32>
          %145 = llvm.extractvalue %10[0] : !llvm.array<4 x vector<4xf32>>
          %146 = llvm.fcmp "uge" %141, %145 : vector<4xf32>
          %147 = llvm.extractvalue %10[1] : !llvm.array<4 x vector<4xf32>>
          %148 = llvm.fcmp "uge" %142, %147 : vector<4xf32>
          %149 = llvm.extractvalue %10[2] : !llvm.array<4 x vector<4xf32>>
          %150 = llvm.fcmp "uge" %143, %149 : vector<4xf32>
          %151 = llvm.extractvalue %10[3] : !llvm.array<4 x vector<4xf32>>
          %152 = llvm.fcmp "uge" %144, %151 : vector<4xf32>
          %153 = llvm.select %146, %141, %145 : vector<4xi1>, vector<4xf32>
          %154 = llvm.select %148, %142, %147 : vector<4xi1>, vector<4xf32>
          %155 = llvm.select %150, %143, %149 : vector<4xi1>, vector<4xf32>
          %156 = llvm.select %152, %144, %151 : vector<4xi1>, vector<4xf32>
          %157 = llvm.extractvalue %9[0] : !llvm.array<4 x vector<4xf32>>
          %158 = llvm.fcmp "ule" %153, %157 : vector<4xf32>
          %159 = llvm.extractvalue %9[1] : !llvm.array<4 x vector<4xf32>>
          %160 = llvm.fcmp "ule" %154, %159 : vector<4xf32>
          %161 = llvm.extractvalue %9[2] : !llvm.array<4 x vector<4xf32>>
          %162 = llvm.fcmp "ule" %155, %161 : vector<4xf32>
          %163 = llvm.extractvalue %9[3] : !llvm.array<4 x vector<4xf32>>
          %164 = llvm.fcmp "ule" %156, %163 : vector<4xf32>
          %165 = llvm.select %158, %153, %157 : vector<4xi1>, vector<4xf32>
          %166 = llvm.select %160, %154, %159 : vector<4xi1>, vector<4xf32>
          %167 = llvm.select %162, %155, %161 : vector<4xi1>, vector<4xf32>
          %168 = llvm.select %164, %156, %163 : vector<4xi1>, vector<4xf32>
          %169 = llvm.extractvalue %18[0] : !llvm.array<4 x vector<4xf32>>
          %170 = llvm.extractvalue %20[0] : !llvm.array<4 x vector<4xf32>>
          %171 = llvm.intr.fma(%165, %169, %170) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %172 = llvm.extractvalue %18[1] : !llvm.array<4 x vector<4xf32>>
          %173 = llvm.extractvalue %20[1] : !llvm.array<4 x vector<4xf32>>
          %174 = llvm.intr.fma(%166, %172, %173) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %175 = llvm.extractvalue %18[2] : !llvm.array<4 x vector<4xf32>>
          %176 = llvm.extractvalue %20[2] : !llvm.array<4 x vector<4xf32>>
          %177 = llvm.intr.fma(%167, %175, %176) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %178 = llvm.extractvalue %18[3] : !llvm.array<4 x vector<4xf32>>
          %179 = llvm.extractvalue %20[3] : !llvm.array<4 x vector<4xf32>>
          %180 = llvm.intr.fma(%168, %178, %179) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %181 = llvm.intr.floor(%171) : (vector<4xf32>) -> vector<4xf32>
          %182 = llvm.intr.floor(%174) : (vector<4xf32>) -> vector<4xf32>
          %183 = llvm.intr.floor(%177) : (vector<4xf32>) -> vector<4xf32>
          %184 = llvm.intr.floor(%180) : (vector<4xf32>) -> vector<4xf32>
          %185 = llvm.extractvalue %8[0] : !llvm.array<4 x vector<4xf32>>
          %186 = llvm.fcmp "uge" %181, %185 : vector<4xf32>
          %187 = llvm.extractvalue %8[1] : !llvm.array<4 x vector<4xf32>>
          %188 = llvm.fcmp "uge" %182, %187 : vector<4xf32>
          %189 = llvm.extractvalue %8[2] : !llvm.array<4 x vector<4xf32>>
          %190 = llvm.fcmp "uge" %183, %189 : vector<4xf32>
          %191 = llvm.extractvalue %8[3] : !llvm.array<4 x vector<4xf32>>
          %192 = llvm.fcmp "uge" %184, %191 : vector<4xf32>
          %193 = llvm.select %186, %181, %185 : vector<4xi1>, vector<4xf32>
          %194 = llvm.select %188, %182, %187 : vector<4xi1>, vector<4xf32>
          %195 = llvm.select %190, %183, %189 : vector<4xi1>, vector<4xf32>
          %196 = llvm.select %192, %184, %191 : vector<4xi1>, vector<4xf32>
          %197 = llvm.extractvalue %7[0] : !llvm.array<4 x vector<4xf32>>
          %198 = llvm.fcmp "ule" %193, %197 : vector<4xf32>
          %199 = llvm.extractvalue %7[1] : !llvm.array<4 x vector<4xf32>>
          %200 = llvm.fcmp "ule" %194, %199 : vector<4xf32>
          %201 = llvm.extractvalue %7[2] : !llvm.array<4 x vector<4xf32>>
          %202 = llvm.fcmp "ule" %195, %201 : vector<4xf32>
          %203 = llvm.extractvalue %7[3] : !llvm.array<4 x vector<4xf32>>
          %204 = llvm.fcmp "ule" %196, %203 : vector<4xf32>
          %205 = llvm.select %198, %193, %197 : vector<4xi1>, vector<4xf32>
          %206 = llvm.select %200, %194, %199 : vector<4xi1>, vector<4xf32>
          %207 = llvm.select %202, %195, %201 : vector<4xi1>, vector<4xf32>
          %208 = llvm.select %204, %196, %203 : vector<4xi1>, vector<4xf32>
          %209 = llvm.extractvalue %17[0] : !llvm.array<4 x vector<4xf32>>
          %210 = llvm.intr.fma(%209, %205, %165) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %211 = llvm.extractvalue %17[1] : !llvm.array<4 x vector<4xf32>>
          %212 = llvm.intr.fma(%211, %206, %166) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %213 = llvm.extractvalue %17[2] : !llvm.array<4 x vector<4xf32>>
          %214 = llvm.intr.fma(%213, %207, %167) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %215 = llvm.extractvalue %17[3] : !llvm.array<4 x vector<4xf32>>
          %216 = llvm.intr.fma(%215, %208, %168) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %217 = llvm.extractvalue %16[0] : !llvm.array<4 x vector<4xf32>>
          %218 = llvm.intr.fma(%217, %205, %210) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %219 = llvm.extractvalue %16[1] : !llvm.array<4 x vector<4xf32>>
          %220 = llvm.intr.fma(%219, %206, %212) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %221 = llvm.extractvalue %16[2] : !llvm.array<4 x vector<4xf32>>
          %222 = llvm.intr.fma(%221, %207, %214) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %223 = llvm.extractvalue %16[3] : !llvm.array<4 x vector<4xf32>>
          %224 = llvm.intr.fma(%223, %208, %216) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %225 = llvm.extractvalue %15[0] : !llvm.array<4 x vector<4xf32>>
          %226 = llvm.extractvalue %14[0] : !llvm.array<4 x vector<4xf32>>
          %227 = llvm.intr.fma(%218, %225, %226) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %228 = llvm.extractvalue %15[1] : !llvm.array<4 x vector<4xf32>>
          %229 = llvm.extractvalue %14[1] : !llvm.array<4 x vector<4xf32>>
          %230 = llvm.intr.fma(%220, %228, %229) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %231 = llvm.extractvalue %15[2] : !llvm.array<4 x vector<4xf32>>
          %232 = llvm.extractvalue %14[2] : !llvm.array<4 x vector<4xf32>>
          %233 = llvm.intr.fma(%222, %231, %232) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %234 = llvm.extractvalue %15[3] : !llvm.array<4 x vector<4xf32>>
          %235 = llvm.extractvalue %14[3] : !llvm.array<4 x vector<4xf32>>
          %236 = llvm.intr.fma(%224, %234, %235) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %237 = llvm.extractvalue %13[0] : !llvm.array<4 x vector<4xf32>>
          %238 = llvm.intr.fma(%227, %218, %237) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %239 = llvm.extractvalue %13[1] : !llvm.array<4 x vector<4xf32>>
          %240 = llvm.intr.fma(%230, %220, %239) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %241 = llvm.extractvalue %13[2] : !llvm.array<4 x vector<4xf32>>
          %242 = llvm.intr.fma(%233, %222, %241) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %243 = llvm.extractvalue %13[3] : !llvm.array<4 x vector<4xf32>>
          %244 = llvm.intr.fma(%236, %224, %243) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %245 = llvm.extractvalue %12[0] : !llvm.array<4 x vector<4xf32>>
          %246 = llvm.intr.fma(%238, %218, %245) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %247 = llvm.extractvalue %12[1] : !llvm.array<4 x vector<4xf32>>
          %248 = llvm.intr.fma(%240, %220, %247) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %249 = llvm.extractvalue %12[2] : !llvm.array<4 x vector<4xf32>>
          %250 = llvm.intr.fma(%242, %222, %249) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %251 = llvm.extractvalue %12[3] : !llvm.array<4 x vector<4xf32>>
          %252 = llvm.intr.fma(%244, %224, %251) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %253 = llvm.extractvalue %11[0] : !llvm.array<4 x vector<4xf32>>
          %254 = llvm.intr.fma(%246, %218, %253) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %255 = llvm.extractvalue %11[1] : !llvm.array<4 x vector<4xf32>>
          %256 = llvm.intr.fma(%248, %220, %255) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %257 = llvm.extractvalue %11[2] : !llvm.array<4 x vector<4xf32>>
          %258 = llvm.intr.fma(%250, %222, %257) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %259 = llvm.extractvalue %11[3] : !llvm.array<4 x vector<4xf32>>
          %260 = llvm.intr.fma(%252, %224, %259) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %261 = llvm.intr.fma(%254, %218, %170) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %262 = llvm.intr.fma(%256, %220, %173) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %263 = llvm.intr.fma(%258, %222, %176) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %264 = llvm.intr.fma(%260, %224, %179) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %265 = llvm.fmul %218, %218 fastmath<contract> : vector<4xf32>
          %266 = llvm.fmul %220, %220 fastmath<contract> : vector<4xf32>
          %267 = llvm.fmul %222, %222 fastmath<contract> : vector<4xf32>
          %268 = llvm.fmul %224, %224 fastmath<contract> : vector<4xf32>
          %269 = llvm.intr.fma(%261, %265, %218) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %270 = llvm.intr.fma(%262, %266, %220) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %271 = llvm.intr.fma(%263, %267, %222) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %272 = llvm.intr.fma(%264, %268, %224) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %273 = llvm.extractvalue %19[0] : !llvm.array<4 x vector<4xf32>>
          %274 = llvm.fadd %269, %273 fastmath<contract> : vector<4xf32>
          %275 = llvm.extractvalue %19[1] : !llvm.array<4 x vector<4xf32>>
          %276 = llvm.fadd %270, %275 fastmath<contract> : vector<4xf32>
          %277 = llvm.extractvalue %19[2] : !llvm.array<4 x vector<4xf32>>
          %278 = llvm.fadd %271, %277 fastmath<contract> : vector<4xf32>
          %279 = llvm.extractvalue %19[3] : !llvm.array<4 x vector<4xf32>>
          %280 = llvm.fadd %272, %279 fastmath<contract> : vector<4xf32>
          %281 = llvm.fptosi %205 : vector<4xf32> to vector<4xi32>
          %282 = llvm.fptosi %206 : vector<4xf32> to vector<4xi32>
          %283 = llvm.fptosi %207 : vector<4xf32> to vector<4xi32>
          %284 = llvm.fptosi %208 : vector<4xf32> to vector<4xi32>
          %285 = llvm.extractvalue %5[0] : !llvm.array<4 x vector<4xi32>>
          %286 = llvm.add %281, %285 : vector<4xi32>
          %287 = llvm.extractvalue %5[1] : !llvm.array<4 x vector<4xi32>>
          %288 = llvm.add %282, %287 : vector<4xi32>
          %289 = llvm.extractvalue %5[2] : !llvm.array<4 x vector<4xi32>>
          %290 = llvm.add %283, %289 : vector<4xi32>
          %291 = llvm.extractvalue %5[3] : !llvm.array<4 x vector<4xi32>>
          %292 = llvm.add %284, %291 : vector<4xi32>
          %293 = llvm.extractvalue %6[0] : !llvm.array<4 x vector<4xi32>>
          %294 = llvm.shl %286, %293 : vector<4xi32>
          %295 = llvm.extractvalue %6[1] : !llvm.array<4 x vector<4xi32>>
          %296 = llvm.shl %288, %295 : vector<4xi32>
          %297 = llvm.extractvalue %6[2] : !llvm.array<4 x vector<4xi32>>
          %298 = llvm.shl %290, %297 : vector<4xi32>
          %299 = llvm.extractvalue %6[3] : !llvm.array<4 x vector<4xi32>>
          %300 = llvm.shl %292, %299 : vector<4xi32>
          %301 = llvm.bitcast %294 : vector<4xi32> to vector<4xf32>
          %302 = llvm.bitcast %296 : vector<4xi32> to vector<4xf32>
          %303 = llvm.bitcast %298 : vector<4xi32> to vector<4xf32>
          %304 = llvm.bitcast %300 : vector<4xi32> to vector<4xf32>
          %305 = llvm.fmul %274, %301 fastmath<contract> : vector<4xf32>
          %306 = llvm.fmul %276, %302 fastmath<contract> : vector<4xf32>
          %307 = llvm.fmul %278, %303 fastmath<contract> : vector<4xf32>
          %308 = llvm.fmul %280, %304 fastmath<contract> : vector<4xf32>
          %309 = llvm.extractelement %115[%31 : i64] : vector<4xf32>
          %310 = llvm.intr.vector.reduce.fadd(%309, %305) : (f32, vector<4xf32>) -> f32
          %311 = llvm.extractelement %115[%25 : i64] : vector<4xf32>
          %312 = llvm.intr.vector.reduce.fadd(%311, %306) : (f32, vector<4xf32>) -> f32
          %313 = llvm.extractelement %115[%24 : i64] : vector<4xf32>
          %314 = llvm.intr.vector.reduce.fadd(%313, %307) : (f32, vector<4xf32>) -> f32
          %315 = llvm.extractelement %115[%23 : i64] : vector<4xf32>
          %316 = llvm.intr.vector.reduce.fadd(%315, %308) : (f32, vector<4xf32>) -> f32
          %317 = llvm.insertelement %310, %1[%31 : i64] : vector<4xf32>
          %318 = llvm.insertelement %312, %317[%25 : i64] : vector<4xf32>
          %319 = llvm.insertelement %314, %318[%24 : i64] : vector<4xf32>
          %320 = llvm.insertelement %316, %319[%23 : i64] : vector<4xf32>
          %321 = llvm.add %114, %29 : i64
          llvm.br ^bb4(%321, %320 : i64, vector<4xf32>)
        ^bb6:  // pred: ^bb4
          %322 = llvm.mul %54, %30 : i64
          %323 = llvm.add %322, %59 : i64
          %324 = llvm.getelementptr %39[%323] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          %325 = llvm.load %324 <alignment = 1> : !llvm.ptr -> vector<4xi8>
          %326 = llvm.shufflevector %115, %115 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %327 = llvm.shufflevector %326, %22 [0, 1, 2, 3, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1] : vector<16xf32>
          %328 = llvm.shufflevector %326, %327 [16, 17, 18, 19, 0, 1, 2, 3, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xf32>
          %329 = llvm.shufflevector %326, %328 [16, 17, 18, 19, 20, 21, 22, 23, 0, 1, 2, 3, 28, 29, 30, 31] : vector<16xf32>
          %330 = llvm.shufflevector %326, %329 [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 0, 1, 2, 3] : vector<16xf32>
          %331 = llvm.shufflevector %330, %22 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %332 = llvm.shufflevector %331, %331 [0, 1, 2, 3] : vector<16xf32>
          %333 = llvm.shufflevector %331, %331 [4, 5, 6, 7] : vector<16xf32>
          %334 = llvm.shufflevector %331, %331 [8, 9, 10, 11] : vector<16xf32>
          %335 = llvm.shufflevector %331, %331 [12, 13, 14, 15] : vector<16xf32>
          %336 = llvm.trunc %325 : vector<4xi8> to vector<4xi1>
          %337 = llvm.sext %336 : vector<4xi1> to vector<4xi8>
          %338 = llvm.shufflevector %337, %337 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xi8>
          %339 = llvm.shufflevector %338, %21 [0, 1, 2, 3, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1] : vector<16xi8>
          %340 = llvm.shufflevector %338, %339 [16, 17, 18, 19, 0, 1, 2, 3, 24, 25, 26, 27, 28, 29, 30, 31] : vector<16xi8>
          %341 = llvm.shufflevector %338, %340 [16, 17, 18, 19, 20, 21, 22, 23, 0, 1, 2, 3, 28, 29, 30, 31] : vector<16xi8>
          %342 = llvm.shufflevector %338, %341 [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 0, 1, 2, 3] : vector<16xi8>
          %343 = llvm.shufflevector %342, %21 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xi8>
          %344 = llvm.shufflevector %343, %343 [0, 1, 2, 3] : vector<16xi8>
          %345 = llvm.shufflevector %343, %343 [4, 5, 6, 7] : vector<16xi8>
          %346 = llvm.shufflevector %343, %343 [8, 9, 10, 11] : vector<16xi8>
          %347 = llvm.shufflevector %343, %343 [12, 13, 14, 15] : vector<16xi8>
          %348 = llvm.trunc %344 : vector<4xi8> to vector<4xi1>
          %349 = llvm.trunc %345 : vector<4xi8> to vector<4xi1>
          %350 = llvm.trunc %346 : vector<4xi8> to vector<4xi1>
          %351 = llvm.trunc %347 : vector<4xi8> to vector<4xi1>
          llvm.br ^bb7(%31 : i64)
        ^bb7(%352: i64):  // 2 preds: ^bb6, ^bb8
          %353 = llvm.icmp "slt" %352, %30 : i64
          llvm.cond_br %353, ^bb8, ^bb9
        ^bb8:  // pred: ^bb7
          %354 = llvm.mul %54, %3 : i64
          %355 = llvm.mul %59, %30 : i64
          %356 = llvm.add %354, %355 : i64
          %357 = llvm.add %356, %352 : i64
          %358 = llvm.getelementptr %35[%357] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %359 = llvm.load %358 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %360 = llvm.add %59, %25 : i64
          %361 = llvm.mul %360, %30 : i64
          %362 = llvm.add %354, %361 : i64
          %363 = llvm.add %362, %352 : i64
          %364 = llvm.getelementptr %35[%363] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %365 = llvm.load %364 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %366 = llvm.add %59, %24 : i64
          %367 = llvm.mul %366, %30 : i64
          %368 = llvm.add %354, %367 : i64
          %369 = llvm.add %368, %352 : i64
          %370 = llvm.getelementptr %35[%369] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %371 = llvm.load %370 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %372 = llvm.add %59, %23 : i64
          %373 = llvm.mul %372, %30 : i64
          %374 = llvm.add %354, %373 : i64
          %375 = llvm.add %374, %352 : i64
          %376 = llvm.getelementptr %35[%375] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %377 = llvm.load %376 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %378 = llvm.fsub %359, %110 fastmath<contract> : vector<4xf32>
          %379 = llvm.fsub %365, %111 fastmath<contract> : vector<4xf32>
          %380 = llvm.fsub %371, %112 fastmath<contract> : vector<4xf32>
          %381 = llvm.fsub %377, %113 fastmath<contract> : vector<4xf32>
          %382 = llvm.extractvalue %10[0] : !llvm.array<4 x vector<4xf32>>
          %383 = llvm.fcmp "uge" %378, %382 : vector<4xf32>
          %384 = llvm.extractvalue %10[1] : !llvm.array<4 x vector<4xf32>>
          %385 = llvm.fcmp "uge" %379, %384 : vector<4xf32>
          %386 = llvm.extractvalue %10[2] : !llvm.array<4 x vector<4xf32>>
          %387 = llvm.fcmp "uge" %380, %386 : vector<4xf32>
          %388 = llvm.extractvalue %10[3] : !llvm.array<4 x vector<4xf32>>
          %389 = llvm.fcmp "uge" %381, %388 : vector<4xf32>
          %390 = llvm.select %383, %378, %382 : vector<4xi1>, vector<4xf32>
          %391 = llvm.select %385, %379, %384 : vector<4xi1>, vector<4xf32>
          %392 = llvm.select %387, %380, %386 : vector<4xi1>, vector<4xf32>
          %393 = llvm.select %389, %381, %388 : vector<4xi1>, vector<4xf32>
          %394 = llvm.extractvalue %9[0] : !llvm.array<4 x vector<4xf32>>
          %395 = llvm.fcmp "ule" %390, %394 : vector<4xf32>
          %396 = llvm.extractvalue %9[1] : !llvm.array<4 x vector<4xf32>>
          %397 = llvm.fcmp "ule" %391, %396 : vector<4xf32>
          %398 = llvm.extractvalue %9[2] : !llvm.array<4 x vector<4xf32>>
          %399 = llvm.fcmp "ule" %392, %398 : vector<4xf32>
          %400 = llvm.extractvalue %9[3] : !llvm.array<4 x vector<4xf32>>
          %401 = llvm.fcmp "ule" %393, %400 : vector<4xf32>
          %402 = llvm.select %395, %390, %394 : vector<4xi1>, vector<4xf32>
          %403 = llvm.select %397, %391, %396 : vector<4xi1>, vector<4xf32>
          %404 = llvm.select %399, %392, %398 : vector<4xi1>, vector<4xf32>
          %405 = llvm.select %401, %393, %400 : vector<4xi1>, vector<4xf32>
          %406 = llvm.extractvalue %18[0] : !llvm.array<4 x vector<4xf32>>
          %407 = llvm.extractvalue %20[0] : !llvm.array<4 x vector<4xf32>>
          %408 = llvm.intr.fma(%402, %406, %407) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %409 = llvm.extractvalue %18[1] : !llvm.array<4 x vector<4xf32>>
          %410 = llvm.extractvalue %20[1] : !llvm.array<4 x vector<4xf32>>
          %411 = llvm.intr.fma(%403, %409, %410) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %412 = llvm.extractvalue %18[2] : !llvm.array<4 x vector<4xf32>>
          %413 = llvm.extractvalue %20[2] : !llvm.array<4 x vector<4xf32>>
          %414 = llvm.intr.fma(%404, %412, %413) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %415 = llvm.extractvalue %18[3] : !llvm.array<4 x vector<4xf32>>
          %416 = llvm.extractvalue %20[3] : !llvm.array<4 x vector<4xf32>>
          %417 = llvm.intr.fma(%405, %415, %416) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %418 = llvm.intr.floor(%408) : (vector<4xf32>) -> vector<4xf32>
          %419 = llvm.intr.floor(%411) : (vector<4xf32>) -> vector<4xf32>
          %420 = llvm.intr.floor(%414) : (vector<4xf32>) -> vector<4xf32>
          %421 = llvm.intr.floor(%417) : (vector<4xf32>) -> vector<4xf32>
          %422 = llvm.extractvalue %8[0] : !llvm.array<4 x vector<4xf32>>
          %423 = llvm.fcmp "uge" %418, %422 : vector<4xf32>
          %424 = llvm.extractvalue %8[1] : !llvm.array<4 x vector<4xf32>>
          %425 = llvm.fcmp "uge" %419, %424 : vector<4xf32>
          %426 = llvm.extractvalue %8[2] : !llvm.array<4 x vector<4xf32>>
          %427 = llvm.fcmp "uge" %420, %426 : vector<4xf32>
          %428 = llvm.extractvalue %8[3] : !llvm.array<4 x vector<4xf32>>
          %429 = llvm.fcmp "uge" %421, %428 : vector<4xf32>
          %430 = llvm.select %423, %418, %422 : vector<4xi1>, vector<4xf32>
          %431 = llvm.select %425, %419, %424 : vector<4xi1>, vector<4xf32>
          %432 = llvm.select %427, %420, %426 : vector<4xi1>, vector<4xf32>
          %433 = llvm.select %429, %421, %428 : vector<4xi1>, vector<4xf32>
          %434 = llvm.extractvalue %7[0] : !llvm.array<4 x vector<4xf32>>
          %435 = llvm.fcmp "ule" %430, %434 : vector<4xf32>
          %436 = llvm.extractvalue %7[1] : !llvm.array<4 x vector<4xf32>>
          %437 = llvm.fcmp "ule" %431, %436 : vector<4xf32>
          %438 = llvm.extractvalue %7[2] : !llvm.array<4 x vector<4xf32>>
          %439 = llvm.fcmp "ule" %432, %438 : vector<4xf32>
          %440 = llvm.extractvalue %7[3] : !llvm.array<4 x vector<4xf32>>
          %441 = llvm.fcmp "ule" %433, %440 : vector<4xf32>
          %442 = llvm.select %435, %430, %434 : vector<4xi1>, vector<4xf32>
          %443 = llvm.select %437, %431, %436 : vector<4xi1>, vector<4xf32>
          %444 = llvm.select %439, %432, %438 : vector<4xi1>, vector<4xf32>
          %445 = llvm.select %441, %433, %440 : vector<4xi1>, vector<4xf32>
          %446 = llvm.extractvalue %17[0] : !llvm.array<4 x vector<4xf32>>
          %447 = llvm.intr.fma(%446, %442, %402) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %448 = llvm.extractvalue %17[1] : !llvm.array<4 x vector<4xf32>>
          %449 = llvm.intr.fma(%448, %443, %403) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %450 = llvm.extractvalue %17[2] : !llvm.array<4 x vector<4xf32>>
          %451 = llvm.intr.fma(%450, %444, %404) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %452 = llvm.extractvalue %17[3] : !llvm.array<4 x vector<4xf32>>
          %453 = llvm.intr.fma(%452, %445, %405) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %454 = llvm.extractvalue %16[0] : !llvm.array<4 x vector<4xf32>>
          %455 = llvm.intr.fma(%454, %442, %447) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %456 = llvm.extractvalue %16[1] : !llvm.array<4 x vector<4xf32>>
          %457 = llvm.intr.fma(%456, %443, %449) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %458 = llvm.extractvalue %16[2] : !llvm.array<4 x vector<4xf32>>
          %459 = llvm.intr.fma(%458, %444, %451) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %460 = llvm.extractvalue %16[3] : !llvm.array<4 x vector<4xf32>>
          %461 = llvm.intr.fma(%460, %445, %453) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %462 = llvm.extractvalue %15[0] : !llvm.array<4 x vector<4xf32>>
          %463 = llvm.extractvalue %14[0] : !llvm.array<4 x vector<4xf32>>
          %464 = llvm.intr.fma(%455, %462, %463) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %465 = llvm.extractvalue %15[1] : !llvm.array<4 x vector<4xf32>>
          %466 = llvm.extractvalue %14[1] : !llvm.array<4 x vector<4xf32>>
          %467 = llvm.intr.fma(%457, %465, %466) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %468 = llvm.extractvalue %15[2] : !llvm.array<4 x vector<4xf32>>
          %469 = llvm.extractvalue %14[2] : !llvm.array<4 x vector<4xf32>>
          %470 = llvm.intr.fma(%459, %468, %469) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %471 = llvm.extractvalue %15[3] : !llvm.array<4 x vector<4xf32>>
          %472 = llvm.extractvalue %14[3] : !llvm.array<4 x vector<4xf32>>
          %473 = llvm.intr.fma(%461, %471, %472) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %474 = llvm.extractvalue %13[0] : !llvm.array<4 x vector<4xf32>>
          %475 = llvm.intr.fma(%464, %455, %474) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %476 = llvm.extractvalue %13[1] : !llvm.array<4 x vector<4xf32>>
          %477 = llvm.intr.fma(%467, %457, %476) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %478 = llvm.extractvalue %13[2] : !llvm.array<4 x vector<4xf32>>
          %479 = llvm.intr.fma(%470, %459, %478) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %480 = llvm.extractvalue %13[3] : !llvm.array<4 x vector<4xf32>>
          %481 = llvm.intr.fma(%473, %461, %480) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %482 = llvm.extractvalue %12[0] : !llvm.array<4 x vector<4xf32>>
          %483 = llvm.intr.fma(%475, %455, %482) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %484 = llvm.extractvalue %12[1] : !llvm.array<4 x vector<4xf32>>
          %485 = llvm.intr.fma(%477, %457, %484) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %486 = llvm.extractvalue %12[2] : !llvm.array<4 x vector<4xf32>>
          %487 = llvm.intr.fma(%479, %459, %486) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %488 = llvm.extractvalue %12[3] : !llvm.array<4 x vector<4xf32>>
          %489 = llvm.intr.fma(%481, %461, %488) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %490 = llvm.extractvalue %11[0] : !llvm.array<4 x vector<4xf32>>
          %491 = llvm.intr.fma(%483, %455, %490) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %492 = llvm.extractvalue %11[1] : !llvm.array<4 x vector<4xf32>>
          %493 = llvm.intr.fma(%485, %457, %492) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %494 = llvm.extractvalue %11[2] : !llvm.array<4 x vector<4xf32>>
          %495 = llvm.intr.fma(%487, %459, %494) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %496 = llvm.extractvalue %11[3] : !llvm.array<4 x vector<4xf32>>
          %497 = llvm.intr.fma(%489, %461, %496) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %498 = llvm.intr.fma(%491, %455, %407) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %499 = llvm.intr.fma(%493, %457, %410) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %500 = llvm.intr.fma(%495, %459, %413) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %501 = llvm.intr.fma(%497, %461, %416) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %502 = llvm.fmul %455, %455 fastmath<contract> : vector<4xf32>
          %503 = llvm.fmul %457, %457 fastmath<contract> : vector<4xf32>
          %504 = llvm.fmul %459, %459 fastmath<contract> : vector<4xf32>
          %505 = llvm.fmul %461, %461 fastmath<contract> : vector<4xf32>
          %506 = llvm.intr.fma(%498, %502, %455) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %507 = llvm.intr.fma(%499, %503, %457) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %508 = llvm.intr.fma(%500, %504, %459) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %509 = llvm.intr.fma(%501, %505, %461) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %510 = llvm.extractvalue %19[0] : !llvm.array<4 x vector<4xf32>>
          %511 = llvm.fadd %506, %510 fastmath<contract> : vector<4xf32>
          %512 = llvm.extractvalue %19[1] : !llvm.array<4 x vector<4xf32>>
          %513 = llvm.fadd %507, %512 fastmath<contract> : vector<4xf32>
          %514 = llvm.extractvalue %19[2] : !llvm.array<4 x vector<4xf32>>
          %515 = llvm.fadd %508, %514 fastmath<contract> : vector<4xf32>
          %516 = llvm.extractvalue %19[3] : !llvm.array<4 x vector<4xf32>>
          %517 = llvm.fadd %509, %516 fastmath<contract> : vector<4xf32>
          %518 = llvm.fptosi %442 : vector<4xf32> to vector<4xi32>
          %519 = llvm.fptosi %443 : vector<4xf32> to vector<4xi32>
          %520 = llvm.fptosi %444 : vector<4xf32> to vector<4xi32>
          %521 = llvm.fptosi %445 : vector<4xf32> to vector<4xi32>
          %522 = llvm.extractvalue %5[0] : !llvm.array<4 x vector<4xi32>>
          %523 = llvm.add %518, %522 : vector<4xi32>
          %524 = llvm.extractvalue %5[1] : !llvm.array<4 x vector<4xi32>>
          %525 = llvm.add %519, %524 : vector<4xi32>
          %526 = llvm.extractvalue %5[2] : !llvm.array<4 x vector<4xi32>>
          %527 = llvm.add %520, %526 : vector<4xi32>
          %528 = llvm.extractvalue %5[3] : !llvm.array<4 x vector<4xi32>>
          %529 = llvm.add %521, %528 : vector<4xi32>
          %530 = llvm.extractvalue %6[0] : !llvm.array<4 x vector<4xi32>>
          %531 = llvm.shl %523, %530 : vector<4xi32>
          %532 = llvm.extractvalue %6[1] : !llvm.array<4 x vector<4xi32>>
          %533 = llvm.shl %525, %532 : vector<4xi32>
          %534 = llvm.extractvalue %6[2] : !llvm.array<4 x vector<4xi32>>
          %535 = llvm.shl %527, %534 : vector<4xi32>
          %536 = llvm.extractvalue %6[3] : !llvm.array<4 x vector<4xi32>>
          %537 = llvm.shl %529, %536 : vector<4xi32>
          %538 = llvm.bitcast %531 : vector<4xi32> to vector<4xf32>
          %539 = llvm.bitcast %533 : vector<4xi32> to vector<4xf32>
          %540 = llvm.bitcast %535 : vector<4xi32> to vector<4xf32>
          %541 = llvm.bitcast %537 : vector<4xi32> to vector<4xf32>
          %542 = llvm.fmul %511, %538 fastmath<contract> : vector<4xf32>
          %543 = llvm.fmul %513, %539 fastmath<contract> : vector<4xf32>
          %544 = llvm.fmul %515, %540 fastmath<contract> : vector<4xf32>
          %545 = llvm.fmul %517, %541 fastmath<contract> : vector<4xf32>
          %546 = llvm.fdiv %542, %332 : vector<4xf32>
          %547 = llvm.fdiv %543, %333 : vector<4xf32>
          %548 = llvm.fdiv %544, %334 : vector<4xf32>
          %549 = llvm.fdiv %545, %335 : vector<4xf32>
          %550 = llvm.extractvalue %26[0] : !llvm.array<4 x vector<4xf32>>
          %551 = llvm.select %348, %550, %546 : vector<4xi1>, vector<4xf32>
          %552 = llvm.extractvalue %26[1] : !llvm.array<4 x vector<4xf32>>
          %553 = llvm.select %349, %552, %547 : vector<4xi1>, vector<4xf32>
          %554 = llvm.extractvalue %26[2] : !llvm.array<4 x vector<4xf32>>
          %555 = llvm.select %350, %554, %548 : vector<4xi1>, vector<4xf32>
          %556 = llvm.extractvalue %26[3] : !llvm.array<4 x vector<4xf32>>
          %557 = llvm.select %351, %556, %549 : vector<4xi1>, vector<4xf32>
          %558 = llvm.getelementptr %44[%357] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %551, %558 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %559 = llvm.getelementptr %44[%363] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %553, %559 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %560 = llvm.getelementptr %44[%369] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %555, %560 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %561 = llvm.getelementptr %44[%375] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %557, %561 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %562 = llvm.add %352, %29 : i64
          llvm.br ^bb7(%562 : i64)
        ^bb9:  // pred: ^bb7
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_11 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_11_batch_matmul_4x8x8x8_f32 ordinal(0) layout(#pipeline_layout4) count(%arg0: !hal.device) -> (index, index, index) {
        %c4 = arith.constant 4 : index
        %c1 = arith.constant 1 : index
        hal.return %c4, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_11_batch_matmul_4x8x8x8_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<4xf32>
          %2 = llvm.mlir.constant(32 : i64) : i64
          %3 = llvm.mlir.constant(true) : i1
          %4 = llvm.mlir.constant(64 : i64) : i64
          %5 = llvm.mlir.poison : !llvm.array<8 x vector<4xf32>>
          %6 = llvm.mlir.constant(7 : i64) : i64
          %7 = llvm.mlir.constant(6 : i64) : i64
          %8 = llvm.mlir.constant(5 : i64) : i64
          %9 = llvm.mlir.constant(3 : i64) : i64
          %10 = llvm.mlir.constant(2 : i64) : i64
          %11 = llvm.mlir.constant(1 : i64) : i64
          %12 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %13 = llvm.mlir.constant(4 : i64) : i64
          %14 = llvm.mlir.constant(8 : i64) : i64
          %15 = llvm.mlir.constant(0 : i64) : i64
          %16 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %17 = llvm.extractvalue %16[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %18 = llvm.load %17 : !llvm.ptr -> !llvm.ptr
          %19 = llvm.getelementptr %18[3136] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %3 ["align"(%19, %4 : !llvm.ptr, i64)] : i1
          %20 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %21 = llvm.extractvalue %20[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %22 = llvm.load %21 : !llvm.ptr -> !llvm.ptr
          %23 = llvm.getelementptr %22[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %3 ["align"(%23, %4 : !llvm.ptr, i64)] : i1
          %24 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %25 = llvm.extractvalue %24[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %26 = llvm.getelementptr %25[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %27 = llvm.load %26 : !llvm.ptr -> !llvm.ptr
          %28 = llvm.getelementptr %27[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %3 ["align"(%28, %4 : !llvm.ptr, i64)] : i1
          %29 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %30 = llvm.extractvalue %29[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %31 = llvm.zext %30 : i32 to i64
          llvm.br ^bb1(%15 : i64)
        ^bb1(%32: i64):  // 2 preds: ^bb0, ^bb4
          %33 = llvm.icmp "slt" %32, %14 : i64
          llvm.cond_br %33, ^bb2(%15, %12 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%34: i64, %35: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %36 = llvm.icmp "slt" %34, %14 : i64
          llvm.cond_br %36, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %37 = llvm.mul %31, %4 : i64
          %38 = llvm.mul %34, %14 : i64
          %39 = llvm.add %37, %38 : i64
          %40 = llvm.add %39, %32 : i64
          %41 = llvm.getelementptr %23[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %42 = llvm.load %41 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %43 = llvm.add %34, %11 : i64
          %44 = llvm.mul %43, %14 : i64
          %45 = llvm.add %37, %44 : i64
          %46 = llvm.add %45, %32 : i64
          %47 = llvm.getelementptr %23[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %48 = llvm.load %47 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %49 = llvm.add %34, %10 : i64
          %50 = llvm.mul %49, %14 : i64
          %51 = llvm.add %37, %50 : i64
          %52 = llvm.add %51, %32 : i64
          %53 = llvm.getelementptr %23[%52] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %54 = llvm.load %53 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %55 = llvm.add %34, %9 : i64
          %56 = llvm.mul %55, %14 : i64
          %57 = llvm.add %37, %56 : i64
          %58 = llvm.add %57, %32 : i64
          %59 = llvm.getelementptr %23[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %60 = llvm.load %59 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %61 = llvm.mul %31, %4 overflow<nsw, nuw> : i64
          %62 = llvm.mul %15, %14 overflow<nsw, nuw> : i64
          %63 = llvm.add %61, %62 overflow<nsw, nuw> : i64
          %64 = llvm.add %63, %34 overflow<nsw, nuw> : i64
          %65 = llvm.getelementptr inbounds|nuw %19[%64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %66 = llvm.load %65 : !llvm.ptr -> f32
          %67 = llvm.insertelement %66, %1[%0 : i32] : vector<4xf32>
          %68 = llvm.shufflevector %67, %1 [0, 0, 0, 0] : vector<4xf32>
          %69 = llvm.extractvalue %35[0] : !llvm.array<8 x vector<4xf32>>
          %70 = llvm.intr.fmuladd(%68, %42, %69) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %71 = llvm.mul %11, %14 overflow<nsw, nuw> : i64
          %72 = llvm.add %61, %71 overflow<nsw, nuw> : i64
          %73 = llvm.add %72, %34 overflow<nsw, nuw> : i64
          %74 = llvm.getelementptr inbounds|nuw %19[%73] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %75 = llvm.load %74 : !llvm.ptr -> f32
          %76 = llvm.insertelement %75, %1[%0 : i32] : vector<4xf32>
          %77 = llvm.shufflevector %76, %1 [0, 0, 0, 0] : vector<4xf32>
          %78 = llvm.extractvalue %35[1] : !llvm.array<8 x vector<4xf32>>
          %79 = llvm.intr.fmuladd(%77, %42, %78) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %80 = llvm.mul %10, %14 overflow<nsw, nuw> : i64
          %81 = llvm.add %61, %80 overflow<nsw, nuw> : i64
          %82 = llvm.add %81, %34 overflow<nsw, nuw> : i64
          %83 = llvm.getelementptr inbounds|nuw %19[%82] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %84 = llvm.load %83 : !llvm.ptr -> f32
          %85 = llvm.insertelement %84, %1[%0 : i32] : vector<4xf32>
          %86 = llvm.shufflevector %85, %1 [0, 0, 0, 0] : vector<4xf32>
          %87 = llvm.extractvalue %35[2] : !llvm.array<8 x vector<4xf32>>
          %88 = llvm.intr.fmuladd(%86, %42, %87) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %89 = llvm.mul %9, %14 overflow<nsw, nuw> : i64
          %90 = llvm.add %61, %89 overflow<nsw, nuw> : i64
          %91 = llvm.add %90, %34 overflow<nsw, nuw> : i64
          %92 = llvm.getelementptr inbounds|nuw %19[%91] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %93 = llvm.load %92 : !llvm.ptr -> f32
          %94 = llvm.insertelement %93, %1[%0 : i32] : vector<4xf32>
          %95 = llvm.shufflevector %94, %1 [0, 0, 0, 0] : vector<4xf32>
          %96 = llvm.extractvalue %35[3] : !llvm.array<8 x vector<4xf32>>
          %97 = llvm.intr.fmuladd(%95, %42, %96) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %98 = llvm.mul %13, %14 overflow<nsw, nuw> : i64
          %99 = llvm.add %61, %98 overflow<nsw, nuw> : i64
          %100 = llvm.add %99, %34 overflow<nsw, nuw> : i64
          %101 = llvm.getelementptr inbounds|nuw %19[%100] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %102 = llvm.load %101 : !llvm.ptr -> f32
          %103 = llvm.insertelement %102, %1[%0 : i32] : vector<4xf32>
          %104 = llvm.shufflevector %103, %1 [0, 0, 0, 0] : vector<4xf32>
          %105 = llvm.extractvalue %35[4] : !llvm.array<8 x vector<4xf32>>
          %106 = llvm.intr.fmuladd(%104, %42, %105) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %107 = llvm.mul %8, %14 overflow<nsw, nuw> : i64
          %108 = llvm.add %61, %107 overflow<nsw, nuw> : i64
          %109 = llvm.add %108, %34 overflow<nsw, nuw> : i64
          %110 = llvm.getelementptr inbounds|nuw %19[%109] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %111 = llvm.load %110 : !llvm.ptr -> f32
          %112 = llvm.insertelement %111, %1[%0 : i32] : vector<4xf32>
          %113 = llvm.shufflevector %112, %1 [0, 0, 0, 0] : vector<4xf32>
          %114 = llvm.extractvalue %35[5] : !llvm.array<8 x vector<4xf32>>
          %115 = llvm.intr.fmuladd(%113, %42, %114) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %116 = llvm.mul %7, %14 overflow<nsw, nuw> : i64
          %117 = llvm.add %61, %116 overflow<nsw, nuw> : i64
          %118 = llvm.add %117, %34 overflow<nsw, nuw> : i64
          %119 = llvm.getelementptr inbounds|nuw %19[%118] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %120 = llvm.load %119 : !llvm.ptr -> f32
          %121 = llvm.insertelement %120, %1[%0 : i32] : vector<4xf32>
          %122 = llvm.shufflevector %121, %1 [0, 0, 0, 0] : vector<4xf32>
          %123 = llvm.extractvalue %35[6] : !llvm.array<8 x vector<4xf32>>
          %124 = llvm.intr.fmuladd(%122, %42, %123) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %125 = llvm.mul %6, %14 overflow<nsw, nuw> : i64
          %126 = llvm.add %61, %125 overflow<nsw, nuw> : i64
          %127 = llvm.add %126, %34 overflow<nsw, nuw> : i64
          %128 = llvm.getelementptr inbounds|nuw %19[%127] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %129 = llvm.load %128 : !llvm.ptr -> f32
          %130 = llvm.insertelement %129, %1[%0 : i32] : vector<4xf32>
          %131 = llvm.shufflevector %130, %1 [0, 0, 0, 0] : vector<4xf32>
          %132 = llvm.extractvalue %35[7] : !llvm.array<8 x vector<4xf32>>
          %133 = llvm.intr.fmuladd(%131, %42, %132) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %134 = llvm.add %63, %43 overflow<nsw, nuw> : i64
          %135 = llvm.getelementptr inbounds|nuw %19[%134] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %136 = llvm.load %135 : !llvm.ptr -> f32
          %137 = llvm.insertelement %136, %1[%0 : i32] : vector<4xf32>
          %138 = llvm.shufflevector %137, %1 [0, 0, 0, 0] : vector<4xf32>
          %139 = llvm.intr.fmuladd(%138, %48, %70) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %140 = llvm.add %72, %43 overflow<nsw, nuw> : i64
          %141 = llvm.getelementptr inbounds|nuw %19[%140] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %142 = llvm.load %141 : !llvm.ptr -> f32
          %143 = llvm.insertelement %142, %1[%0 : i32] : vector<4xf32>
          %144 = llvm.shufflevector %143, %1 [0, 0, 0, 0] : vector<4xf32>
          %145 = llvm.intr.fmuladd(%144, %48, %79) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %146 = llvm.add %81, %43 overflow<nsw, nuw> : i64
          %147 = llvm.getelementptr inbounds|nuw %19[%146] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %148 = llvm.load %147 : !llvm.ptr -> f32
          %149 = llvm.insertelement %148, %1[%0 : i32] : vector<4xf32>
          %150 = llvm.shufflevector %149, %1 [0, 0, 0, 0] : vector<4xf32>
          %151 = llvm.intr.fmuladd(%150, %48, %88) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %152 = llvm.add %90, %43 overflow<nsw, nuw> : i64
          %153 = llvm.getelementptr inbounds|nuw %19[%152] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %154 = llvm.load %153 : !llvm.ptr -> f32
          %155 = llvm.insertelement %154, %1[%0 : i32] : vector<4xf32>
          %156 = llvm.shufflevector %155, %1 [0, 0, 0, 0] : vector<4xf32>
          %157 = llvm.intr.fmuladd(%156, %48, %97) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %158 = llvm.add %99, %43 overflow<nsw, nuw> : i64
          %159 = llvm.getelementptr inbounds|nuw %19[%158] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %160 = llvm.load %159 : !llvm.ptr -> f32
          %161 = llvm.insertelement %160, %1[%0 : i32] : vector<4xf32>
          %162 = llvm.shufflevector %161, %1 [0, 0, 0, 0] : vector<4xf32>
          %163 = llvm.intr.fmuladd(%162, %48, %106) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %164 = llvm.add %108, %43 overflow<nsw, nuw> : i64
          %165 = llvm.getelementptr inbounds|nuw %19[%164] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %166 = llvm.load %165 : !llvm.ptr -> f32
          %167 = llvm.insertelement %166, %1[%0 : i32] : vector<4xf32>
          %168 = llvm.shufflevector %167, %1 [0, 0, 0, 0] : vector<4xf32>
          %169 = llvm.intr.fmuladd(%168, %48, %115) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %170 = llvm.add %117, %43 overflow<nsw, nuw> : i64
          %171 = llvm.getelementptr inbounds|nuw %19[%170] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %172 = llvm.load %171 : !llvm.ptr -> f32
          %173 = llvm.insertelement %172, %1[%0 : i32] : vector<4xf32>
          %174 = llvm.shufflevector %173, %1 [0, 0, 0, 0] : vector<4xf32>
          %175 = llvm.intr.fmuladd(%174, %48, %124) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %176 = llvm.add %126, %43 overflow<nsw, nuw> : i64
          %177 = llvm.getelementptr inbounds|nuw %19[%176] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %178 = llvm.load %177 : !llvm.ptr -> f32
          %179 = llvm.insertelement %178, %1[%0 : i32] : vector<4xf32>
          %180 = llvm.shufflevector %179, %1 [0, 0, 0, 0] : vector<4xf32>
          %181 = llvm.intr.fmuladd(%180, %48, %133) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %182 = llvm.add %63, %49 overflow<nsw, nuw> : i64
          %183 = llvm.getelementptr inbounds|nuw %19[%182] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %184 = llvm.load %183 : !llvm.ptr -> f32
          %185 = llvm.insertelement %184, %1[%0 : i32] : vector<4xf32>
          %186 = llvm.shufflevector %185, %1 [0, 0, 0, 0] : vector<4xf32>
          %187 = llvm.intr.fmuladd(%186, %54, %139) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %188 = llvm.add %72, %49 overflow<nsw, nuw> : i64
          %189 = llvm.getelementptr inbounds|nuw %19[%188] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %190 = llvm.load %189 : !llvm.ptr -> f32
          %191 = llvm.insertelement %190, %1[%0 : i32] : vector<4xf32>
          %192 = llvm.shufflevector %191, %1 [0, 0, 0, 0] : vector<4xf32>
          %193 = llvm.intr.fmuladd(%192, %54, %145) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %194 = llvm.add %81, %49 overflow<nsw, nuw> : i64
          %195 = llvm.getelementptr inbounds|nuw %19[%194] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %196 = llvm.load %195 : !llvm.ptr -> f32
          %197 = llvm.insertelement %196, %1[%0 : i32] : vector<4xf32>
          %198 = llvm.shufflevector %197, %1 [0, 0, 0, 0] : vector<4xf32>
          %199 = llvm.intr.fmuladd(%198, %54, %151) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %200 = llvm.add %90, %49 overflow<nsw, nuw> : i64
          %201 = llvm.getelementptr inbounds|nuw %19[%200] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %202 = llvm.load %201 : !llvm.ptr -> f32
          %203 = llvm.insertelement %202, %1[%0 : i32] : vector<4xf32>
          %204 = llvm.shufflevector %203, %1 [0, 0, 0, 0] : vector<4xf32>
          %205 = llvm.intr.fmuladd(%204, %54, %157) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %206 = llvm.add %99, %49 overflow<nsw, nuw> : i64
          %207 = llvm.getelementptr inbounds|nuw %19[%206] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %208 = llvm.load %207 : !llvm.ptr -> f32
          %209 = llvm.insertelement %208, %1[%0 : i32] : vector<4xf32>
          %210 = llvm.shufflevector %209, %1 [0, 0, 0, 0] : vector<4xf32>
          %211 = llvm.intr.fmuladd(%210, %54, %163) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %212 = llvm.add %108, %49 overflow<nsw, nuw> : i64
          %213 = llvm.getelementptr inbounds|nuw %19[%212] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %214 = llvm.load %213 : !llvm.ptr -> f32
          %215 = llvm.insertelement %214, %1[%0 : i32] : vector<4xf32>
          %216 = llvm.shufflevector %215, %1 [0, 0, 0, 0] : vector<4xf32>
          %217 = llvm.intr.fmuladd(%216, %54, %169) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %218 = llvm.add %117, %49 overflow<nsw, nuw> : i64
          %219 = llvm.getelementptr inbounds|nuw %19[%218] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %220 = llvm.load %219 : !llvm.ptr -> f32
          %221 = llvm.insertelement %220, %1[%0 : i32] : vector<4xf32>
          %222 = llvm.shufflevector %221, %1 [0, 0, 0, 0] : vector<4xf32>
          %223 = llvm.intr.fmuladd(%222, %54, %175) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %224 = llvm.add %126, %49 overflow<nsw, nuw> : i64
          %225 = llvm.getelementptr inbounds|nuw %19[%224] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %226 = llvm.load %225 : !llvm.ptr -> f32
          %227 = llvm.insertelement %226, %1[%0 : i32] : vector<4xf32>
          %228 = llvm.shufflevector %227, %1 [0, 0, 0, 0] : vector<4xf32>
          %229 = llvm.intr.fmuladd(%228, %54, %181) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %230 = llvm.add %63, %55 overflow<nsw, nuw> : i64
          %231 = llvm.getelementptr inbounds|nuw %19[%230] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %232 = llvm.load %231 : !llvm.ptr -> f32
          %233 = llvm.insertelement %232, %1[%0 : i32] : vector<4xf32>
          %234 = llvm.shufflevector %233, %1 [0, 0, 0, 0] : vector<4xf32>
          %235 = llvm.intr.fmuladd(%234, %60, %187) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %236 = llvm.add %72, %55 overflow<nsw, nuw> : i64
          %237 = llvm.getelementptr inbounds|nuw %19[%236] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %238 = llvm.load %237 : !llvm.ptr -> f32
          %239 = llvm.insertelement %238, %1[%0 : i32] : vector<4xf32>
          %240 = llvm.shufflevector %239, %1 [0, 0, 0, 0] : vector<4xf32>
          %241 = llvm.intr.fmuladd(%240, %60, %193) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %242 = llvm.add %81, %55 overflow<nsw, nuw> : i64
          %243 = llvm.getelementptr inbounds|nuw %19[%242] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %244 = llvm.load %243 : !llvm.ptr -> f32
          %245 = llvm.insertelement %244, %1[%0 : i32] : vector<4xf32>
          %246 = llvm.shufflevector %245, %1 [0, 0, 0, 0] : vector<4xf32>
          %247 = llvm.intr.fmuladd(%246, %60, %199) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %248 = llvm.add %90, %55 overflow<nsw, nuw> : i64
          %249 = llvm.getelementptr inbounds|nuw %19[%248] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %250 = llvm.load %249 : !llvm.ptr -> f32
          %251 = llvm.insertelement %250, %1[%0 : i32] : vector<4xf32>
          %252 = llvm.shufflevector %251, %1 [0, 0, 0, 0] : vector<4xf32>
          %253 = llvm.intr.fmuladd(%252, %60, %205) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %254 = llvm.add %99, %55 overflow<nsw, nuw> : i64
          %255 = llvm.getelementptr inbounds|nuw %19[%254] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %256 = llvm.load %255 : !llvm.ptr -> f32
          %257 = llvm.insertelement %256, %1[%0 : i32] : vector<4xf32>
          %258 = llvm.shufflevector %257, %1 [0, 0, 0, 0] : vector<4xf32>
          %259 = llvm.intr.fmuladd(%258, %60, %211) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %260 = llvm.add %108, %55 overflow<nsw, nuw> : i64
          %261 = llvm.getelementptr inbounds|nuw %19[%260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %262 = llvm.load %261 : !llvm.ptr -> f32
          %263 = llvm.insertelement %262, %1[%0 : i32] : vector<4xf32>
          %264 = llvm.shufflevector %263, %1 [0, 0, 0, 0] : vector<4xf32>
          %265 = llvm.intr.fmuladd(%264, %60, %217) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %266 = llvm.add %117, %55 overflow<nsw, nuw> : i64
          %267 = llvm.getelementptr inbounds|nuw %19[%266] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %268 = llvm.load %267 : !llvm.ptr -> f32
          %269 = llvm.insertelement %268, %1[%0 : i32] : vector<4xf32>
          %270 = llvm.shufflevector %269, %1 [0, 0, 0, 0] : vector<4xf32>
          %271 = llvm.intr.fmuladd(%270, %60, %223) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %272 = llvm.add %126, %55 overflow<nsw, nuw> : i64
          %273 = llvm.getelementptr inbounds|nuw %19[%272] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %274 = llvm.load %273 : !llvm.ptr -> f32
          %275 = llvm.insertelement %274, %1[%0 : i32] : vector<4xf32>
          %276 = llvm.shufflevector %275, %1 [0, 0, 0, 0] : vector<4xf32>
          %277 = llvm.intr.fmuladd(%276, %60, %229) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %278 = llvm.insertvalue %235, %5[0] : !llvm.array<8 x vector<4xf32>>
          %279 = llvm.insertvalue %241, %278[1] : !llvm.array<8 x vector<4xf32>>
          %280 = llvm.insertvalue %247, %279[2] : !llvm.array<8 x vector<4xf32>>
          %281 = llvm.insertvalue %253, %280[3] : !llvm.array<8 x vector<4xf32>>
          %282 = llvm.insertvalue %259, %281[4] : !llvm.array<8 x vector<4xf32>>
          %283 = llvm.insertvalue %265, %282[5] : !llvm.array<8 x vector<4xf32>>
          %284 = llvm.insertvalue %271, %283[6] : !llvm.array<8 x vector<4xf32>>
          %285 = llvm.insertvalue %277, %284[7] : !llvm.array<8 x vector<4xf32>>
          %286 = llvm.add %34, %13 : i64
          llvm.br ^bb2(%286, %285 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %287 = llvm.extractvalue %35[0] : !llvm.array<8 x vector<4xf32>>
          %288 = llvm.mul %15, %2 : i64
          %289 = llvm.mul %31, %14 : i64
          %290 = llvm.add %288, %289 : i64
          %291 = llvm.add %290, %32 : i64
          %292 = llvm.getelementptr %28[%291] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %287, %292 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %293 = llvm.extractvalue %35[1] : !llvm.array<8 x vector<4xf32>>
          %294 = llvm.mul %11, %2 : i64
          %295 = llvm.add %294, %289 : i64
          %296 = llvm.add %295, %32 : i64
          %297 = llvm.getelementptr %28[%296] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %293, %297 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %298 = llvm.extractvalue %35[2] : !llvm.array<8 x vector<4xf32>>
          %299 = llvm.mul %10, %2 : i64
          %300 = llvm.add %299, %289 : i64
          %301 = llvm.add %300, %32 : i64
          %302 = llvm.getelementptr %28[%301] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %298, %302 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %303 = llvm.extractvalue %35[3] : !llvm.array<8 x vector<4xf32>>
          %304 = llvm.mul %9, %2 : i64
          %305 = llvm.add %304, %289 : i64
          %306 = llvm.add %305, %32 : i64
          %307 = llvm.getelementptr %28[%306] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %303, %307 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %308 = llvm.extractvalue %35[4] : !llvm.array<8 x vector<4xf32>>
          %309 = llvm.mul %13, %2 : i64
          %310 = llvm.add %309, %289 : i64
          %311 = llvm.add %310, %32 : i64
          %312 = llvm.getelementptr %28[%311] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %308, %312 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %313 = llvm.extractvalue %35[5] : !llvm.array<8 x vector<4xf32>>
          %314 = llvm.mul %8, %2 : i64
          %315 = llvm.add %314, %289 : i64
          %316 = llvm.add %315, %32 : i64
          %317 = llvm.getelementptr %28[%316] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %313, %317 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %318 = llvm.extractvalue %35[6] : !llvm.array<8 x vector<4xf32>>
          %319 = llvm.mul %7, %2 : i64
          %320 = llvm.add %319, %289 : i64
          %321 = llvm.add %320, %32 : i64
          %322 = llvm.getelementptr %28[%321] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %318, %322 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %323 = llvm.extractvalue %35[7] : !llvm.array<8 x vector<4xf32>>
          %324 = llvm.mul %6, %2 : i64
          %325 = llvm.add %324, %289 : i64
          %326 = llvm.add %325, %32 : i64
          %327 = llvm.getelementptr %28[%326] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %323, %327 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %328 = llvm.add %32, %13 : i64
          llvm.br ^bb1(%328 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_12 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_12_matmul_8x32x32_f32 ordinal(0) layout(#pipeline_layout5) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_12_matmul_8x32x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<4xf32>
          %2 = llvm.mlir.constant(15 : i64) : i64
          %3 = llvm.mlir.constant(14 : i64) : i64
          %4 = llvm.mlir.constant(13 : i64) : i64
          %5 = llvm.mlir.constant(12 : i64) : i64
          %6 = llvm.mlir.constant(11 : i64) : i64
          %7 = llvm.mlir.constant(10 : i64) : i64
          %8 = llvm.mlir.constant(9 : i64) : i64
          %9 = llvm.mlir.constant(64 : i64) : i64
          %10 = llvm.mlir.constant(true) : i1
          %11 = llvm.mlir.constant(8 : i64) : i64
          %12 = llvm.mlir.poison : !llvm.array<8 x vector<4xf32>>
          %13 = llvm.mlir.poison : vector<16xf32>
          %14 = llvm.mlir.constant(7 : i64) : i64
          %15 = llvm.mlir.constant(6 : i64) : i64
          %16 = llvm.mlir.constant(5 : i64) : i64
          %17 = llvm.mlir.constant(3 : i64) : i64
          %18 = llvm.mlir.constant(2 : i64) : i64
          %19 = llvm.mlir.constant(1 : i64) : i64
          %20 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %21 = llvm.mlir.constant(4 : i64) : i64
          %22 = llvm.mlir.constant(32 : i64) : i64
          %23 = llvm.mlir.constant(0 : i64) : i64
          %24 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %25 = llvm.extractvalue %24[9] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %26 = llvm.load %25 : !llvm.ptr -> i32
          %27 = llvm.zext %26 : i32 to i64
          %28 = llvm.extractvalue %24[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %29 = llvm.load %28 : !llvm.ptr -> !llvm.ptr
          %30 = llvm.getelementptr %29[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%30, %9 : !llvm.ptr, i64)] : i1
          %31 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %32 = llvm.extractvalue %31[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %33 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %34 = llvm.load %33 : !llvm.ptr -> !llvm.ptr
          %35 = llvm.getelementptr %34[%27] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%35, %9 : !llvm.ptr, i64)] : i1
          %36 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %37 = llvm.extractvalue %36[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %38 = llvm.load %37 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %10 ["align"(%38, %9 : !llvm.ptr, i64)] : i1
          %39 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %40 = llvm.extractvalue %39[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %41 = llvm.getelementptr %40[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %42 = llvm.load %41 : !llvm.ptr -> !llvm.ptr
          %43 = llvm.getelementptr %42[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%43, %9 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%23 : i64)
        ^bb1(%44: i64):  // 2 preds: ^bb0, ^bb4
          %45 = llvm.icmp "slt" %44, %22 : i64
          llvm.cond_br %45, ^bb2(%23, %20 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%46: i64, %47: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %48 = llvm.icmp "slt" %46, %22 : i64
          llvm.cond_br %48, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %49 = llvm.mul %44, %22 : i64
          %50 = llvm.add %49, %46 : i64
          %51 = llvm.getelementptr %35[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %52 = llvm.load %51 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %53 = llvm.add %44, %19 : i64
          %54 = llvm.mul %53, %22 : i64
          %55 = llvm.add %54, %46 : i64
          %56 = llvm.getelementptr %35[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %57 = llvm.load %56 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %58 = llvm.add %44, %18 : i64
          %59 = llvm.mul %58, %22 : i64
          %60 = llvm.add %59, %46 : i64
          %61 = llvm.getelementptr %35[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %62 = llvm.load %61 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %63 = llvm.add %44, %17 : i64
          %64 = llvm.mul %63, %22 : i64
          %65 = llvm.add %64, %46 : i64
          %66 = llvm.getelementptr %35[%65] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %67 = llvm.load %66 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %68 = llvm.extractelement %52[%23 : i64] : vector<4xf32>
          %69 = llvm.extractelement %52[%19 : i64] : vector<4xf32>
          %70 = llvm.extractelement %52[%18 : i64] : vector<4xf32>
          %71 = llvm.extractelement %52[%17 : i64] : vector<4xf32>
          %72 = llvm.extractelement %57[%23 : i64] : vector<4xf32>
          %73 = llvm.extractelement %57[%19 : i64] : vector<4xf32>
          %74 = llvm.extractelement %57[%18 : i64] : vector<4xf32>
          %75 = llvm.extractelement %57[%17 : i64] : vector<4xf32>
          %76 = llvm.extractelement %62[%23 : i64] : vector<4xf32>
          %77 = llvm.extractelement %62[%19 : i64] : vector<4xf32>
          %78 = llvm.extractelement %62[%18 : i64] : vector<4xf32>
          %79 = llvm.extractelement %62[%17 : i64] : vector<4xf32>
          %80 = llvm.extractelement %67[%23 : i64] : vector<4xf32>
          %81 = llvm.extractelement %67[%19 : i64] : vector<4xf32>
          %82 = llvm.extractelement %67[%18 : i64] : vector<4xf32>
          %83 = llvm.extractelement %67[%17 : i64] : vector<4xf32>
          %84 = llvm.insertelement %68, %13[%23 : i64] : vector<16xf32>
          %85 = llvm.insertelement %69, %84[%19 : i64] : vector<16xf32>
          %86 = llvm.insertelement %70, %85[%18 : i64] : vector<16xf32>
          %87 = llvm.insertelement %71, %86[%17 : i64] : vector<16xf32>
          %88 = llvm.insertelement %72, %87[%21 : i64] : vector<16xf32>
          %89 = llvm.insertelement %73, %88[%16 : i64] : vector<16xf32>
          %90 = llvm.insertelement %74, %89[%15 : i64] : vector<16xf32>
          %91 = llvm.insertelement %75, %90[%14 : i64] : vector<16xf32>
          %92 = llvm.insertelement %76, %91[%11 : i64] : vector<16xf32>
          %93 = llvm.insertelement %77, %92[%8 : i64] : vector<16xf32>
          %94 = llvm.insertelement %78, %93[%7 : i64] : vector<16xf32>
          %95 = llvm.insertelement %79, %94[%6 : i64] : vector<16xf32>
          %96 = llvm.insertelement %80, %95[%5 : i64] : vector<16xf32>
          %97 = llvm.insertelement %81, %96[%4 : i64] : vector<16xf32>
          %98 = llvm.insertelement %82, %97[%3 : i64] : vector<16xf32>
          %99 = llvm.insertelement %83, %98[%2 : i64] : vector<16xf32>
          %100 = llvm.shufflevector %99, %13 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %101 = llvm.shufflevector %100, %100 [0, 1, 2, 3] : vector<16xf32>
          %102 = llvm.shufflevector %100, %100 [4, 5, 6, 7] : vector<16xf32>
          %103 = llvm.shufflevector %100, %100 [8, 9, 10, 11] : vector<16xf32>
          %104 = llvm.shufflevector %100, %100 [12, 13, 14, 15] : vector<16xf32>
          %105 = llvm.mul %23, %22 overflow<nsw, nuw> : i64
          %106 = llvm.add %105, %46 overflow<nsw, nuw> : i64
          %107 = llvm.getelementptr inbounds|nuw %30[%106] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %108 = llvm.load %107 : !llvm.ptr -> f32
          %109 = llvm.insertelement %108, %1[%0 : i32] : vector<4xf32>
          %110 = llvm.shufflevector %109, %1 [0, 0, 0, 0] : vector<4xf32>
          %111 = llvm.extractvalue %47[0] : !llvm.array<8 x vector<4xf32>>
          %112 = llvm.intr.fmuladd(%110, %101, %111) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %113 = llvm.mul %19, %22 overflow<nsw, nuw> : i64
          %114 = llvm.add %113, %46 overflow<nsw, nuw> : i64
          %115 = llvm.getelementptr inbounds|nuw %30[%114] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %116 = llvm.load %115 : !llvm.ptr -> f32
          %117 = llvm.insertelement %116, %1[%0 : i32] : vector<4xf32>
          %118 = llvm.shufflevector %117, %1 [0, 0, 0, 0] : vector<4xf32>
          %119 = llvm.extractvalue %47[1] : !llvm.array<8 x vector<4xf32>>
          %120 = llvm.intr.fmuladd(%118, %101, %119) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %121 = llvm.mul %18, %22 overflow<nsw, nuw> : i64
          %122 = llvm.add %121, %46 overflow<nsw, nuw> : i64
          %123 = llvm.getelementptr inbounds|nuw %30[%122] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %124 = llvm.load %123 : !llvm.ptr -> f32
          %125 = llvm.insertelement %124, %1[%0 : i32] : vector<4xf32>
          %126 = llvm.shufflevector %125, %1 [0, 0, 0, 0] : vector<4xf32>
          %127 = llvm.extractvalue %47[2] : !llvm.array<8 x vector<4xf32>>
          %128 = llvm.intr.fmuladd(%126, %101, %127) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %129 = llvm.mul %17, %22 overflow<nsw, nuw> : i64
          %130 = llvm.add %129, %46 overflow<nsw, nuw> : i64
          %131 = llvm.getelementptr inbounds|nuw %30[%130] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %132 = llvm.load %131 : !llvm.ptr -> f32
          %133 = llvm.insertelement %132, %1[%0 : i32] : vector<4xf32>
          %134 = llvm.shufflevector %133, %1 [0, 0, 0, 0] : vector<4xf32>
          %135 = llvm.extractvalue %47[3] : !llvm.array<8 x vector<4xf32>>
          %136 = llvm.intr.fmuladd(%134, %101, %135) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %137 = llvm.mul %21, %22 overflow<nsw, nuw> : i64
          %138 = llvm.add %137, %46 overflow<nsw, nuw> : i64
          %139 = llvm.getelementptr inbounds|nuw %30[%138] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %140 = llvm.load %139 : !llvm.ptr -> f32
          %141 = llvm.insertelement %140, %1[%0 : i32] : vector<4xf32>
          %142 = llvm.shufflevector %141, %1 [0, 0, 0, 0] : vector<4xf32>
          %143 = llvm.extractvalue %47[4] : !llvm.array<8 x vector<4xf32>>
          %144 = llvm.intr.fmuladd(%142, %101, %143) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %145 = llvm.mul %16, %22 overflow<nsw, nuw> : i64
          %146 = llvm.add %145, %46 overflow<nsw, nuw> : i64
          %147 = llvm.getelementptr inbounds|nuw %30[%146] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %148 = llvm.load %147 : !llvm.ptr -> f32
          %149 = llvm.insertelement %148, %1[%0 : i32] : vector<4xf32>
          %150 = llvm.shufflevector %149, %1 [0, 0, 0, 0] : vector<4xf32>
          %151 = llvm.extractvalue %47[5] : !llvm.array<8 x vector<4xf32>>
          %152 = llvm.intr.fmuladd(%150, %101, %151) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %153 = llvm.mul %15, %22 overflow<nsw, nuw> : i64
          %154 = llvm.add %153, %46 overflow<nsw, nuw> : i64
          %155 = llvm.getelementptr inbounds|nuw %30[%154] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %156 = llvm.load %155 : !llvm.ptr -> f32
          %157 = llvm.insertelement %156, %1[%0 : i32] : vector<4xf32>
          %158 = llvm.shufflevector %157, %1 [0, 0, 0, 0] : vector<4xf32>
          %159 = llvm.extractvalue %47[6] : !llvm.array<8 x vector<4xf32>>
          %160 = llvm.intr.fmuladd(%158, %101, %159) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %161 = llvm.mul %14, %22 overflow<nsw, nuw> : i64
          %162 = llvm.add %161, %46 overflow<nsw, nuw> : i64
          %163 = llvm.getelementptr inbounds|nuw %30[%162] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %164 = llvm.load %163 : !llvm.ptr -> f32
          %165 = llvm.insertelement %164, %1[%0 : i32] : vector<4xf32>
          %166 = llvm.shufflevector %165, %1 [0, 0, 0, 0] : vector<4xf32>
          %167 = llvm.extractvalue %47[7] : !llvm.array<8 x vector<4xf32>>
          %168 = llvm.intr.fmuladd(%166, %101, %167) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %169 = llvm.add %46, %19 : i64
          %170 = llvm.add %105, %169 overflow<nsw, nuw> : i64
          %171 = llvm.getelementptr inbounds|nuw %30[%170] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %172 = llvm.load %171 : !llvm.ptr -> f32
          %173 = llvm.insertelement %172, %1[%0 : i32] : vector<4xf32>
          %174 = llvm.shufflevector %173, %1 [0, 0, 0, 0] : vector<4xf32>
          %175 = llvm.intr.fmuladd(%174, %102, %112) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %176 = llvm.add %113, %169 overflow<nsw, nuw> : i64
          %177 = llvm.getelementptr inbounds|nuw %30[%176] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %178 = llvm.load %177 : !llvm.ptr -> f32
          %179 = llvm.insertelement %178, %1[%0 : i32] : vector<4xf32>
          %180 = llvm.shufflevector %179, %1 [0, 0, 0, 0] : vector<4xf32>
          %181 = llvm.intr.fmuladd(%180, %102, %120) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %182 = llvm.add %121, %169 overflow<nsw, nuw> : i64
          %183 = llvm.getelementptr inbounds|nuw %30[%182] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %184 = llvm.load %183 : !llvm.ptr -> f32
          %185 = llvm.insertelement %184, %1[%0 : i32] : vector<4xf32>
          %186 = llvm.shufflevector %185, %1 [0, 0, 0, 0] : vector<4xf32>
          %187 = llvm.intr.fmuladd(%186, %102, %128) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %188 = llvm.add %129, %169 overflow<nsw, nuw> : i64
          %189 = llvm.getelementptr inbounds|nuw %30[%188] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %190 = llvm.load %189 : !llvm.ptr -> f32
          %191 = llvm.insertelement %190, %1[%0 : i32] : vector<4xf32>
          %192 = llvm.shufflevector %191, %1 [0, 0, 0, 0] : vector<4xf32>
          %193 = llvm.intr.fmuladd(%192, %102, %136) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %194 = llvm.add %137, %169 overflow<nsw, nuw> : i64
          %195 = llvm.getelementptr inbounds|nuw %30[%194] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %196 = llvm.load %195 : !llvm.ptr -> f32
          %197 = llvm.insertelement %196, %1[%0 : i32] : vector<4xf32>
          %198 = llvm.shufflevector %197, %1 [0, 0, 0, 0] : vector<4xf32>
          %199 = llvm.intr.fmuladd(%198, %102, %144) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %200 = llvm.add %145, %169 overflow<nsw, nuw> : i64
          %201 = llvm.getelementptr inbounds|nuw %30[%200] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %202 = llvm.load %201 : !llvm.ptr -> f32
          %203 = llvm.insertelement %202, %1[%0 : i32] : vector<4xf32>
          %204 = llvm.shufflevector %203, %1 [0, 0, 0, 0] : vector<4xf32>
          %205 = llvm.intr.fmuladd(%204, %102, %152) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %206 = llvm.add %153, %169 overflow<nsw, nuw> : i64
          %207 = llvm.getelementptr inbounds|nuw %30[%206] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %208 = llvm.load %207 : !llvm.ptr -> f32
          %209 = llvm.insertelement %208, %1[%0 : i32] : vector<4xf32>
          %210 = llvm.shufflevector %209, %1 [0, 0, 0, 0] : vector<4xf32>
          %211 = llvm.intr.fmuladd(%210, %102, %160) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %212 = llvm.add %161, %169 overflow<nsw, nuw> : i64
          %213 = llvm.getelementptr inbounds|nuw %30[%212] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %214 = llvm.load %213 : !llvm.ptr -> f32
          %215 = llvm.insertelement %214, %1[%0 : i32] : vector<4xf32>
          %216 = llvm.shufflevector %215, %1 [0, 0, 0, 0] : vector<4xf32>
          %217 = llvm.intr.fmuladd(%216, %102, %168) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %218 = llvm.add %46, %18 : i64
          %219 = llvm.add %105, %218 overflow<nsw, nuw> : i64
          %220 = llvm.getelementptr inbounds|nuw %30[%219] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %221 = llvm.load %220 : !llvm.ptr -> f32
          %222 = llvm.insertelement %221, %1[%0 : i32] : vector<4xf32>
          %223 = llvm.shufflevector %222, %1 [0, 0, 0, 0] : vector<4xf32>
          %224 = llvm.intr.fmuladd(%223, %103, %175) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %225 = llvm.add %113, %218 overflow<nsw, nuw> : i64
          %226 = llvm.getelementptr inbounds|nuw %30[%225] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %227 = llvm.load %226 : !llvm.ptr -> f32
          %228 = llvm.insertelement %227, %1[%0 : i32] : vector<4xf32>
          %229 = llvm.shufflevector %228, %1 [0, 0, 0, 0] : vector<4xf32>
          %230 = llvm.intr.fmuladd(%229, %103, %181) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %231 = llvm.add %121, %218 overflow<nsw, nuw> : i64
          %232 = llvm.getelementptr inbounds|nuw %30[%231] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %233 = llvm.load %232 : !llvm.ptr -> f32
          %234 = llvm.insertelement %233, %1[%0 : i32] : vector<4xf32>
          %235 = llvm.shufflevector %234, %1 [0, 0, 0, 0] : vector<4xf32>
          %236 = llvm.intr.fmuladd(%235, %103, %187) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %237 = llvm.add %129, %218 overflow<nsw, nuw> : i64
          %238 = llvm.getelementptr inbounds|nuw %30[%237] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %239 = llvm.load %238 : !llvm.ptr -> f32
          %240 = llvm.insertelement %239, %1[%0 : i32] : vector<4xf32>
          %241 = llvm.shufflevector %240, %1 [0, 0, 0, 0] : vector<4xf32>
          %242 = llvm.intr.fmuladd(%241, %103, %193) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %243 = llvm.add %137, %218 overflow<nsw, nuw> : i64
          %244 = llvm.getelementptr inbounds|nuw %30[%243] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %245 = llvm.load %244 : !llvm.ptr -> f32
          %246 = llvm.insertelement %245, %1[%0 : i32] : vector<4xf32>
          %247 = llvm.shufflevector %246, %1 [0, 0, 0, 0] : vector<4xf32>
          %248 = llvm.intr.fmuladd(%247, %103, %199) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %249 = llvm.add %145, %218 overflow<nsw, nuw> : i64
          %250 = llvm.getelementptr inbounds|nuw %30[%249] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %251 = llvm.load %250 : !llvm.ptr -> f32
          %252 = llvm.insertelement %251, %1[%0 : i32] : vector<4xf32>
          %253 = llvm.shufflevector %252, %1 [0, 0, 0, 0] : vector<4xf32>
          %254 = llvm.intr.fmuladd(%253, %103, %205) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %255 = llvm.add %153, %218 overflow<nsw, nuw> : i64
          %256 = llvm.getelementptr inbounds|nuw %30[%255] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %257 = llvm.load %256 : !llvm.ptr -> f32
          %258 = llvm.insertelement %257, %1[%0 : i32] : vector<4xf32>
          %259 = llvm.shufflevector %258, %1 [0, 0, 0, 0] : vector<4xf32>
          %260 = llvm.intr.fmuladd(%259, %103, %211) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %261 = llvm.add %161, %218 overflow<nsw, nuw> : i64
          %262 = llvm.getelementptr inbounds|nuw %30[%261] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %263 = llvm.load %262 : !llvm.ptr -> f32
          %264 = llvm.insertelement %263, %1[%0 : i32] : vector<4xf32>
          %265 = llvm.shufflevector %264, %1 [0, 0, 0, 0] : vector<4xf32>
          %266 = llvm.intr.fmuladd(%265, %103, %217) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %267 = llvm.add %46, %17 : i64
          %268 = llvm.add %105, %267 overflow<nsw, nuw> : i64
          %269 = llvm.getelementptr inbounds|nuw %30[%268] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %270 = llvm.load %269 : !llvm.ptr -> f32
          %271 = llvm.insertelement %270, %1[%0 : i32] : vector<4xf32>
          %272 = llvm.shufflevector %271, %1 [0, 0, 0, 0] : vector<4xf32>
          %273 = llvm.intr.fmuladd(%272, %104, %224) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %274 = llvm.add %113, %267 overflow<nsw, nuw> : i64
          %275 = llvm.getelementptr inbounds|nuw %30[%274] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %276 = llvm.load %275 : !llvm.ptr -> f32
          %277 = llvm.insertelement %276, %1[%0 : i32] : vector<4xf32>
          %278 = llvm.shufflevector %277, %1 [0, 0, 0, 0] : vector<4xf32>
          %279 = llvm.intr.fmuladd(%278, %104, %230) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %280 = llvm.add %121, %267 overflow<nsw, nuw> : i64
          %281 = llvm.getelementptr inbounds|nuw %30[%280] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %282 = llvm.load %281 : !llvm.ptr -> f32
          %283 = llvm.insertelement %282, %1[%0 : i32] : vector<4xf32>
          %284 = llvm.shufflevector %283, %1 [0, 0, 0, 0] : vector<4xf32>
          %285 = llvm.intr.fmuladd(%284, %104, %236) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %286 = llvm.add %129, %267 overflow<nsw, nuw> : i64
          %287 = llvm.getelementptr inbounds|nuw %30[%286] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %288 = llvm.load %287 : !llvm.ptr -> f32
          %289 = llvm.insertelement %288, %1[%0 : i32] : vector<4xf32>
          %290 = llvm.shufflevector %289, %1 [0, 0, 0, 0] : vector<4xf32>
          %291 = llvm.intr.fmuladd(%290, %104, %242) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %292 = llvm.add %137, %267 overflow<nsw, nuw> : i64
          %293 = llvm.getelementptr inbounds|nuw %30[%292] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %294 = llvm.load %293 : !llvm.ptr -> f32
          %295 = llvm.insertelement %294, %1[%0 : i32] : vector<4xf32>
          %296 = llvm.shufflevector %295, %1 [0, 0, 0, 0] : vector<4xf32>
          %297 = llvm.intr.fmuladd(%296, %104, %248) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %298 = llvm.add %145, %267 overflow<nsw, nuw> : i64
          %299 = llvm.getelementptr inbounds|nuw %30[%298] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %300 = llvm.load %299 : !llvm.ptr -> f32
          %301 = llvm.insertelement %300, %1[%0 : i32] : vector<4xf32>
          %302 = llvm.shufflevector %301, %1 [0, 0, 0, 0] : vector<4xf32>
          %303 = llvm.intr.fmuladd(%302, %104, %254) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %304 = llvm.add %153, %267 overflow<nsw, nuw> : i64
          %305 = llvm.getelementptr inbounds|nuw %30[%304] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %306 = llvm.load %305 : !llvm.ptr -> f32
          %307 = llvm.insertelement %306, %1[%0 : i32] : vector<4xf32>
          %308 = llvm.shufflevector %307, %1 [0, 0, 0, 0] : vector<4xf32>
          %309 = llvm.intr.fmuladd(%308, %104, %260) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %310 = llvm.add %161, %267 overflow<nsw, nuw> : i64
          %311 = llvm.getelementptr inbounds|nuw %30[%310] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %312 = llvm.load %311 : !llvm.ptr -> f32
          %313 = llvm.insertelement %312, %1[%0 : i32] : vector<4xf32>
          %314 = llvm.shufflevector %313, %1 [0, 0, 0, 0] : vector<4xf32>
          %315 = llvm.intr.fmuladd(%314, %104, %266) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %316 = llvm.insertvalue %273, %12[0] : !llvm.array<8 x vector<4xf32>>
          %317 = llvm.insertvalue %279, %316[1] : !llvm.array<8 x vector<4xf32>>
          %318 = llvm.insertvalue %285, %317[2] : !llvm.array<8 x vector<4xf32>>
          %319 = llvm.insertvalue %291, %318[3] : !llvm.array<8 x vector<4xf32>>
          %320 = llvm.insertvalue %297, %319[4] : !llvm.array<8 x vector<4xf32>>
          %321 = llvm.insertvalue %303, %320[5] : !llvm.array<8 x vector<4xf32>>
          %322 = llvm.insertvalue %309, %321[6] : !llvm.array<8 x vector<4xf32>>
          %323 = llvm.insertvalue %315, %322[7] : !llvm.array<8 x vector<4xf32>>
          %324 = llvm.add %46, %21 : i64
          llvm.br ^bb2(%324, %323 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %325 = llvm.mul %23, %22 : i64
          %326 = llvm.add %325, %44 : i64
          %327 = llvm.getelementptr %38[%326] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %328 = llvm.load %327 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %329 = llvm.mul %19, %22 : i64
          %330 = llvm.add %329, %44 : i64
          %331 = llvm.getelementptr %38[%330] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %332 = llvm.load %331 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %333 = llvm.mul %18, %22 : i64
          %334 = llvm.add %333, %44 : i64
          %335 = llvm.getelementptr %38[%334] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %336 = llvm.load %335 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %337 = llvm.mul %17, %22 : i64
          %338 = llvm.add %337, %44 : i64
          %339 = llvm.getelementptr %38[%338] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %340 = llvm.load %339 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %341 = llvm.mul %21, %22 : i64
          %342 = llvm.add %341, %44 : i64
          %343 = llvm.getelementptr %38[%342] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %344 = llvm.load %343 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %345 = llvm.mul %16, %22 : i64
          %346 = llvm.add %345, %44 : i64
          %347 = llvm.getelementptr %38[%346] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %348 = llvm.load %347 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %349 = llvm.mul %15, %22 : i64
          %350 = llvm.add %349, %44 : i64
          %351 = llvm.getelementptr %38[%350] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %352 = llvm.load %351 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %353 = llvm.mul %14, %22 : i64
          %354 = llvm.add %353, %44 : i64
          %355 = llvm.getelementptr %38[%354] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %356 = llvm.load %355 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %357 = llvm.extractvalue %47[0] : !llvm.array<8 x vector<4xf32>>
          %358 = llvm.fadd %328, %357 fastmath<contract> : vector<4xf32>
          %359 = llvm.extractvalue %47[1] : !llvm.array<8 x vector<4xf32>>
          %360 = llvm.fadd %332, %359 fastmath<contract> : vector<4xf32>
          %361 = llvm.extractvalue %47[2] : !llvm.array<8 x vector<4xf32>>
          %362 = llvm.fadd %336, %361 fastmath<contract> : vector<4xf32>
          %363 = llvm.extractvalue %47[3] : !llvm.array<8 x vector<4xf32>>
          %364 = llvm.fadd %340, %363 fastmath<contract> : vector<4xf32>
          %365 = llvm.extractvalue %47[4] : !llvm.array<8 x vector<4xf32>>
          %366 = llvm.fadd %344, %365 fastmath<contract> : vector<4xf32>
          %367 = llvm.extractvalue %47[5] : !llvm.array<8 x vector<4xf32>>
          %368 = llvm.fadd %348, %367 fastmath<contract> : vector<4xf32>
          %369 = llvm.extractvalue %47[6] : !llvm.array<8 x vector<4xf32>>
          %370 = llvm.fadd %352, %369 fastmath<contract> : vector<4xf32>
          %371 = llvm.extractvalue %47[7] : !llvm.array<8 x vector<4xf32>>
          %372 = llvm.fadd %356, %371 fastmath<contract> : vector<4xf32>
          %373 = llvm.getelementptr %43[%326] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %358, %373 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %374 = llvm.getelementptr %43[%330] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %360, %374 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %375 = llvm.getelementptr %43[%334] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %362, %375 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %376 = llvm.getelementptr %43[%338] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %364, %376 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %377 = llvm.getelementptr %43[%342] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %366, %377 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %378 = llvm.getelementptr %43[%346] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %368, %378 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %379 = llvm.getelementptr %43[%350] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %370, %379 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %380 = llvm.getelementptr %43[%354] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %372, %380 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %381 = llvm.add %44, %21 : i64
          llvm.br ^bb1(%381 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_13 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_13_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout4) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_13_reduction_8x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.poison : vector<4xf32>
          %1 = llvm.mlir.constant(dense<1.000000e+00> : vector<1xf32>) : vector<1xf32>
          %2 = llvm.mlir.constant(0 : i32) : i32
          %3 = llvm.mlir.poison : vector<1xf32>
          %4 = llvm.mlir.constant(64 : i64) : i64
          %5 = llvm.mlir.constant(true) : i1
          %6 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
          %7 = llvm.mlir.constant(0 : i64) : i64
          %8 = llvm.mlir.constant(dense<9.99999997E-7> : vector<1xf32>) : vector<1xf32>
          %9 = llvm.mlir.constant(dense<3.200000e+01> : vector<1xf32>) : vector<1xf32>
          %10 = llvm.mlir.constant(dense<0.000000e+00> : vector<1xf32>) : vector<1xf32>
          %11 = llvm.mlir.constant(4 : i64) : i64
          %12 = llvm.mlir.constant(32 : i64) : i64
          %13 = llvm.getelementptr %6[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %14 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %15 = llvm.extractvalue %14[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %16 = llvm.load %15 : !llvm.ptr -> !llvm.ptr
          %17 = llvm.getelementptr %16[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %5 ["align"(%17, %4 : !llvm.ptr, i64)] : i1
          %18 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %19 = llvm.extractvalue %18[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %20 = llvm.getelementptr %19[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %21 = llvm.load %20 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %5 ["align"(%21, %4 : !llvm.ptr, i64)] : i1
          %22 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %23 = llvm.extractvalue %22[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %24 = llvm.zext %23 : i32 to i64
          llvm.br ^bb1(%7, %10 : i64, vector<1xf32>)
        ^bb1(%25: i64, %26: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
          %27 = llvm.icmp "slt" %25, %12 : i64
          llvm.cond_br %27, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %28 = llvm.mul %24, %12 : i64
          %29 = llvm.add %28, %25 : i64
          %30 = llvm.getelementptr %17[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %31 = llvm.load %30 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %32 = llvm.fmul %31, %31 fastmath<contract> : vector<4xf32>
          %33 = llvm.extractelement %26[%7 : i64] : vector<1xf32>
          %34 = llvm.intr.vector.reduce.fadd(%33, %32) : (f32, vector<4xf32>) -> f32
          %35 = llvm.insertelement %34, %3[%2 : i32] : vector<1xf32>
          %36 = llvm.add %25, %11 : i64
          llvm.br ^bb1(%36, %35 : i64, vector<1xf32>)
        ^bb3:  // pred: ^bb1
          %37 = llvm.fdiv %26, %9 : vector<1xf32>
          %38 = llvm.fadd %37, %8 fastmath<contract> : vector<1xf32>
          %39 = llvm.intr.sqrt(%38) : (vector<1xf32>) -> vector<1xf32>
          %40 = llvm.fdiv %1, %39 : vector<1xf32>
          llvm.br ^bb4(%7 : i64)
        ^bb4(%41: i64):  // 2 preds: ^bb3, ^bb5
          %42 = llvm.icmp "slt" %41, %12 : i64
          llvm.cond_br %42, ^bb5, ^bb6
        ^bb5:  // pred: ^bb4
          %43 = llvm.getelementptr %13[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %44 = llvm.load %43 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %45 = llvm.mul %24, %12 : i64
          %46 = llvm.add %45, %41 : i64
          %47 = llvm.getelementptr %17[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %48 = llvm.load %47 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %49 = llvm.extractelement %40[%7 : i64] : vector<1xf32>
          %50 = llvm.insertelement %49, %0[%2 : i32] : vector<4xf32>
          %51 = llvm.shufflevector %50, %0 [0, 0, 0, 0] : vector<4xf32>
          %52 = llvm.fmul %48, %51 fastmath<contract> : vector<4xf32>
          %53 = llvm.fmul %44, %52 fastmath<contract> : vector<4xf32>
          %54 = llvm.getelementptr %21[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %53, %54 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %55 = llvm.add %41, %11 : i64
          llvm.br ^bb4(%55 : i64)
        ^bb6:  // pred: ^bb4
          llvm.return %2 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_14 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_14_matmul_8x64x32_f32 ordinal(0) layout(#pipeline_layout5) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_14_matmul_8x64x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<4xf32>
          %2 = llvm.mlir.constant(15 : i64) : i64
          %3 = llvm.mlir.constant(14 : i64) : i64
          %4 = llvm.mlir.constant(13 : i64) : i64
          %5 = llvm.mlir.constant(12 : i64) : i64
          %6 = llvm.mlir.constant(11 : i64) : i64
          %7 = llvm.mlir.constant(10 : i64) : i64
          %8 = llvm.mlir.constant(9 : i64) : i64
          %9 = llvm.mlir.constant(true) : i1
          %10 = llvm.mlir.constant(8 : i64) : i64
          %11 = llvm.mlir.poison : !llvm.array<8 x vector<4xf32>>
          %12 = llvm.mlir.poison : vector<16xf32>
          %13 = llvm.mlir.constant(7 : i64) : i64
          %14 = llvm.mlir.constant(6 : i64) : i64
          %15 = llvm.mlir.constant(5 : i64) : i64
          %16 = llvm.mlir.constant(3 : i64) : i64
          %17 = llvm.mlir.constant(2 : i64) : i64
          %18 = llvm.mlir.constant(1 : i64) : i64
          %19 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %20 = llvm.mlir.constant(64 : i64) : i64
          %21 = llvm.mlir.constant(4 : i64) : i64
          %22 = llvm.mlir.constant(32 : i64) : i64
          %23 = llvm.mlir.constant(0 : i64) : i64
          %24 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %25 = llvm.extractvalue %24[9] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %26 = llvm.load %25 : !llvm.ptr -> i32
          %27 = llvm.zext %26 : i32 to i64
          %28 = llvm.extractvalue %24[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %29 = llvm.load %28 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %9 ["align"(%29, %20 : !llvm.ptr, i64)] : i1
          %30 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %31 = llvm.extractvalue %30[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %32 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %33 = llvm.load %32 : !llvm.ptr -> !llvm.ptr
          %34 = llvm.getelementptr %33[%27] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%34, %20 : !llvm.ptr, i64)] : i1
          %35 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %36 = llvm.extractvalue %35[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %37 = llvm.getelementptr %36[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %38 = llvm.load %37 : !llvm.ptr -> !llvm.ptr
          %39 = llvm.getelementptr %38[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%39, %20 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%23 : i64)
        ^bb1(%40: i64):  // 2 preds: ^bb0, ^bb4
          %41 = llvm.icmp "slt" %40, %20 : i64
          llvm.cond_br %41, ^bb2(%23, %19 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%42: i64, %43: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %44 = llvm.icmp "slt" %42, %22 : i64
          llvm.cond_br %44, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %45 = llvm.mul %40, %22 : i64
          %46 = llvm.add %45, %42 : i64
          %47 = llvm.getelementptr %34[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %48 = llvm.load %47 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %49 = llvm.add %40, %18 : i64
          %50 = llvm.mul %49, %22 : i64
          %51 = llvm.add %50, %42 : i64
          %52 = llvm.getelementptr %34[%51] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %53 = llvm.load %52 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %54 = llvm.add %40, %17 : i64
          %55 = llvm.mul %54, %22 : i64
          %56 = llvm.add %55, %42 : i64
          %57 = llvm.getelementptr %34[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %58 = llvm.load %57 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %59 = llvm.add %40, %16 : i64
          %60 = llvm.mul %59, %22 : i64
          %61 = llvm.add %60, %42 : i64
          %62 = llvm.getelementptr %34[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %63 = llvm.load %62 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %64 = llvm.extractelement %48[%23 : i64] : vector<4xf32>
          %65 = llvm.extractelement %48[%18 : i64] : vector<4xf32>
          %66 = llvm.extractelement %48[%17 : i64] : vector<4xf32>
          %67 = llvm.extractelement %48[%16 : i64] : vector<4xf32>
          %68 = llvm.extractelement %53[%23 : i64] : vector<4xf32>
          %69 = llvm.extractelement %53[%18 : i64] : vector<4xf32>
          %70 = llvm.extractelement %53[%17 : i64] : vector<4xf32>
          %71 = llvm.extractelement %53[%16 : i64] : vector<4xf32>
          %72 = llvm.extractelement %58[%23 : i64] : vector<4xf32>
          %73 = llvm.extractelement %58[%18 : i64] : vector<4xf32>
          %74 = llvm.extractelement %58[%17 : i64] : vector<4xf32>
          %75 = llvm.extractelement %58[%16 : i64] : vector<4xf32>
          %76 = llvm.extractelement %63[%23 : i64] : vector<4xf32>
          %77 = llvm.extractelement %63[%18 : i64] : vector<4xf32>
          %78 = llvm.extractelement %63[%17 : i64] : vector<4xf32>
          %79 = llvm.extractelement %63[%16 : i64] : vector<4xf32>
          %80 = llvm.insertelement %64, %12[%23 : i64] : vector<16xf32>
          %81 = llvm.insertelement %65, %80[%18 : i64] : vector<16xf32>
          %82 = llvm.insertelement %66, %81[%17 : i64] : vector<16xf32>
          %83 = llvm.insertelement %67, %82[%16 : i64] : vector<16xf32>
          %84 = llvm.insertelement %68, %83[%21 : i64] : vector<16xf32>
          %85 = llvm.insertelement %69, %84[%15 : i64] : vector<16xf32>
          %86 = llvm.insertelement %70, %85[%14 : i64] : vector<16xf32>
          %87 = llvm.insertelement %71, %86[%13 : i64] : vector<16xf32>
          %88 = llvm.insertelement %72, %87[%10 : i64] : vector<16xf32>
          %89 = llvm.insertelement %73, %88[%8 : i64] : vector<16xf32>
          %90 = llvm.insertelement %74, %89[%7 : i64] : vector<16xf32>
          %91 = llvm.insertelement %75, %90[%6 : i64] : vector<16xf32>
          %92 = llvm.insertelement %76, %91[%5 : i64] : vector<16xf32>
          %93 = llvm.insertelement %77, %92[%4 : i64] : vector<16xf32>
          %94 = llvm.insertelement %78, %93[%3 : i64] : vector<16xf32>
          %95 = llvm.insertelement %79, %94[%2 : i64] : vector<16xf32>
          %96 = llvm.shufflevector %95, %12 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %97 = llvm.shufflevector %96, %96 [0, 1, 2, 3] : vector<16xf32>
          %98 = llvm.shufflevector %96, %96 [4, 5, 6, 7] : vector<16xf32>
          %99 = llvm.shufflevector %96, %96 [8, 9, 10, 11] : vector<16xf32>
          %100 = llvm.shufflevector %96, %96 [12, 13, 14, 15] : vector<16xf32>
          %101 = llvm.mul %23, %22 overflow<nsw, nuw> : i64
          %102 = llvm.add %101, %42 overflow<nsw, nuw> : i64
          %103 = llvm.getelementptr inbounds|nuw %29[%102] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %104 = llvm.load %103 : !llvm.ptr -> f32
          %105 = llvm.insertelement %104, %1[%0 : i32] : vector<4xf32>
          %106 = llvm.shufflevector %105, %1 [0, 0, 0, 0] : vector<4xf32>
          %107 = llvm.extractvalue %43[0] : !llvm.array<8 x vector<4xf32>>
          %108 = llvm.intr.fmuladd(%106, %97, %107) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %109 = llvm.mul %18, %22 overflow<nsw, nuw> : i64
          %110 = llvm.add %109, %42 overflow<nsw, nuw> : i64
          %111 = llvm.getelementptr inbounds|nuw %29[%110] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %112 = llvm.load %111 : !llvm.ptr -> f32
          %113 = llvm.insertelement %112, %1[%0 : i32] : vector<4xf32>
          %114 = llvm.shufflevector %113, %1 [0, 0, 0, 0] : vector<4xf32>
          %115 = llvm.extractvalue %43[1] : !llvm.array<8 x vector<4xf32>>
          %116 = llvm.intr.fmuladd(%114, %97, %115) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %117 = llvm.mul %17, %22 overflow<nsw, nuw> : i64
          %118 = llvm.add %117, %42 overflow<nsw, nuw> : i64
          %119 = llvm.getelementptr inbounds|nuw %29[%118] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %120 = llvm.load %119 : !llvm.ptr -> f32
          %121 = llvm.insertelement %120, %1[%0 : i32] : vector<4xf32>
          %122 = llvm.shufflevector %121, %1 [0, 0, 0, 0] : vector<4xf32>
          %123 = llvm.extractvalue %43[2] : !llvm.array<8 x vector<4xf32>>
          %124 = llvm.intr.fmuladd(%122, %97, %123) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %125 = llvm.mul %16, %22 overflow<nsw, nuw> : i64
          %126 = llvm.add %125, %42 overflow<nsw, nuw> : i64
          %127 = llvm.getelementptr inbounds|nuw %29[%126] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %128 = llvm.load %127 : !llvm.ptr -> f32
          %129 = llvm.insertelement %128, %1[%0 : i32] : vector<4xf32>
          %130 = llvm.shufflevector %129, %1 [0, 0, 0, 0] : vector<4xf32>
          %131 = llvm.extractvalue %43[3] : !llvm.array<8 x vector<4xf32>>
          %132 = llvm.intr.fmuladd(%130, %97, %131) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %133 = llvm.mul %21, %22 overflow<nsw, nuw> : i64
          %134 = llvm.add %133, %42 overflow<nsw, nuw> : i64
          %135 = llvm.getelementptr inbounds|nuw %29[%134] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %136 = llvm.load %135 : !llvm.ptr -> f32
          %137 = llvm.insertelement %136, %1[%0 : i32] : vector<4xf32>
          %138 = llvm.shufflevector %137, %1 [0, 0, 0, 0] : vector<4xf32>
          %139 = llvm.extractvalue %43[4] : !llvm.array<8 x vector<4xf32>>
          %140 = llvm.intr.fmuladd(%138, %97, %139) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %141 = llvm.mul %15, %22 overflow<nsw, nuw> : i64
          %142 = llvm.add %141, %42 overflow<nsw, nuw> : i64
          %143 = llvm.getelementptr inbounds|nuw %29[%142] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %144 = llvm.load %143 : !llvm.ptr -> f32
          %145 = llvm.insertelement %144, %1[%0 : i32] : vector<4xf32>
          %146 = llvm.shufflevector %145, %1 [0, 0, 0, 0] : vector<4xf32>
          %147 = llvm.extractvalue %43[5] : !llvm.array<8 x vector<4xf32>>
          %148 = llvm.intr.fmuladd(%146, %97, %147) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %149 = llvm.mul %14, %22 overflow<nsw, nuw> : i64
          %150 = llvm.add %149, %42 overflow<nsw, nuw> : i64
          %151 = llvm.getelementptr inbounds|nuw %29[%150] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %152 = llvm.load %151 : !llvm.ptr -> f32
          %153 = llvm.insertelement %152, %1[%0 : i32] : vector<4xf32>
          %154 = llvm.shufflevector %153, %1 [0, 0, 0, 0] : vector<4xf32>
          %155 = llvm.extractvalue %43[6] : !llvm.array<8 x vector<4xf32>>
          %156 = llvm.intr.fmuladd(%154, %97, %155) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %157 = llvm.mul %13, %22 overflow<nsw, nuw> : i64
          %158 = llvm.add %157, %42 overflow<nsw, nuw> : i64
          %159 = llvm.getelementptr inbounds|nuw %29[%158] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %160 = llvm.load %159 : !llvm.ptr -> f32
          %161 = llvm.insertelement %160, %1[%0 : i32] : vector<4xf32>
          %162 = llvm.shufflevector %161, %1 [0, 0, 0, 0] : vector<4xf32>
          %163 = llvm.extractvalue %43[7] : !llvm.array<8 x vector<4xf32>>
          %164 = llvm.intr.fmuladd(%162, %97, %163) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %165 = llvm.add %42, %18 : i64
          %166 = llvm.add %101, %165 overflow<nsw, nuw> : i64
          %167 = llvm.getelementptr inbounds|nuw %29[%166] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %168 = llvm.load %167 : !llvm.ptr -> f32
          %169 = llvm.insertelement %168, %1[%0 : i32] : vector<4xf32>
          %170 = llvm.shufflevector %169, %1 [0, 0, 0, 0] : vector<4xf32>
          %171 = llvm.intr.fmuladd(%170, %98, %108) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %172 = llvm.add %109, %165 overflow<nsw, nuw> : i64
          %173 = llvm.getelementptr inbounds|nuw %29[%172] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %174 = llvm.load %173 : !llvm.ptr -> f32
          %175 = llvm.insertelement %174, %1[%0 : i32] : vector<4xf32>
          %176 = llvm.shufflevector %175, %1 [0, 0, 0, 0] : vector<4xf32>
          %177 = llvm.intr.fmuladd(%176, %98, %116) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %178 = llvm.add %117, %165 overflow<nsw, nuw> : i64
          %179 = llvm.getelementptr inbounds|nuw %29[%178] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %180 = llvm.load %179 : !llvm.ptr -> f32
          %181 = llvm.insertelement %180, %1[%0 : i32] : vector<4xf32>
          %182 = llvm.shufflevector %181, %1 [0, 0, 0, 0] : vector<4xf32>
          %183 = llvm.intr.fmuladd(%182, %98, %124) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %184 = llvm.add %125, %165 overflow<nsw, nuw> : i64
          %185 = llvm.getelementptr inbounds|nuw %29[%184] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %186 = llvm.load %185 : !llvm.ptr -> f32
          %187 = llvm.insertelement %186, %1[%0 : i32] : vector<4xf32>
          %188 = llvm.shufflevector %187, %1 [0, 0, 0, 0] : vector<4xf32>
          %189 = llvm.intr.fmuladd(%188, %98, %132) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %190 = llvm.add %133, %165 overflow<nsw, nuw> : i64
          %191 = llvm.getelementptr inbounds|nuw %29[%190] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %192 = llvm.load %191 : !llvm.ptr -> f32
          %193 = llvm.insertelement %192, %1[%0 : i32] : vector<4xf32>
          %194 = llvm.shufflevector %193, %1 [0, 0, 0, 0] : vector<4xf32>
          %195 = llvm.intr.fmuladd(%194, %98, %140) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %196 = llvm.add %141, %165 overflow<nsw, nuw> : i64
          %197 = llvm.getelementptr inbounds|nuw %29[%196] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %198 = llvm.load %197 : !llvm.ptr -> f32
          %199 = llvm.insertelement %198, %1[%0 : i32] : vector<4xf32>
          %200 = llvm.shufflevector %199, %1 [0, 0, 0, 0] : vector<4xf32>
          %201 = llvm.intr.fmuladd(%200, %98, %148) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %202 = llvm.add %149, %165 overflow<nsw, nuw> : i64
          %203 = llvm.getelementptr inbounds|nuw %29[%202] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %204 = llvm.load %203 : !llvm.ptr -> f32
          %205 = llvm.insertelement %204, %1[%0 : i32] : vector<4xf32>
          %206 = llvm.shufflevector %205, %1 [0, 0, 0, 0] : vector<4xf32>
          %207 = llvm.intr.fmuladd(%206, %98, %156) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %208 = llvm.add %157, %165 overflow<nsw, nuw> : i64
          %209 = llvm.getelementptr inbounds|nuw %29[%208] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %210 = llvm.load %209 : !llvm.ptr -> f32
          %211 = llvm.insertelement %210, %1[%0 : i32] : vector<4xf32>
          %212 = llvm.shufflevector %211, %1 [0, 0, 0, 0] : vector<4xf32>
          %213 = llvm.intr.fmuladd(%212, %98, %164) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %214 = llvm.add %42, %17 : i64
          %215 = llvm.add %101, %214 overflow<nsw, nuw> : i64
          %216 = llvm.getelementptr inbounds|nuw %29[%215] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %217 = llvm.load %216 : !llvm.ptr -> f32
          %218 = llvm.insertelement %217, %1[%0 : i32] : vector<4xf32>
          %219 = llvm.shufflevector %218, %1 [0, 0, 0, 0] : vector<4xf32>
          %220 = llvm.intr.fmuladd(%219, %99, %171) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %221 = llvm.add %109, %214 overflow<nsw, nuw> : i64
          %222 = llvm.getelementptr inbounds|nuw %29[%221] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %223 = llvm.load %222 : !llvm.ptr -> f32
          %224 = llvm.insertelement %223, %1[%0 : i32] : vector<4xf32>
          %225 = llvm.shufflevector %224, %1 [0, 0, 0, 0] : vector<4xf32>
          %226 = llvm.intr.fmuladd(%225, %99, %177) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %227 = llvm.add %117, %214 overflow<nsw, nuw> : i64
          %228 = llvm.getelementptr inbounds|nuw %29[%227] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %229 = llvm.load %228 : !llvm.ptr -> f32
          %230 = llvm.insertelement %229, %1[%0 : i32] : vector<4xf32>
          %231 = llvm.shufflevector %230, %1 [0, 0, 0, 0] : vector<4xf32>
          %232 = llvm.intr.fmuladd(%231, %99, %183) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %233 = llvm.add %125, %214 overflow<nsw, nuw> : i64
          %234 = llvm.getelementptr inbounds|nuw %29[%233] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %235 = llvm.load %234 : !llvm.ptr -> f32
          %236 = llvm.insertelement %235, %1[%0 : i32] : vector<4xf32>
          %237 = llvm.shufflevector %236, %1 [0, 0, 0, 0] : vector<4xf32>
          %238 = llvm.intr.fmuladd(%237, %99, %189) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %239 = llvm.add %133, %214 overflow<nsw, nuw> : i64
          %240 = llvm.getelementptr inbounds|nuw %29[%239] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %241 = llvm.load %240 : !llvm.ptr -> f32
          %242 = llvm.insertelement %241, %1[%0 : i32] : vector<4xf32>
          %243 = llvm.shufflevector %242, %1 [0, 0, 0, 0] : vector<4xf32>
          %244 = llvm.intr.fmuladd(%243, %99, %195) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %245 = llvm.add %141, %214 overflow<nsw, nuw> : i64
          %246 = llvm.getelementptr inbounds|nuw %29[%245] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %247 = llvm.load %246 : !llvm.ptr -> f32
          %248 = llvm.insertelement %247, %1[%0 : i32] : vector<4xf32>
          %249 = llvm.shufflevector %248, %1 [0, 0, 0, 0] : vector<4xf32>
          %250 = llvm.intr.fmuladd(%249, %99, %201) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %251 = llvm.add %149, %214 overflow<nsw, nuw> : i64
          %252 = llvm.getelementptr inbounds|nuw %29[%251] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %253 = llvm.load %252 : !llvm.ptr -> f32
          %254 = llvm.insertelement %253, %1[%0 : i32] : vector<4xf32>
          %255 = llvm.shufflevector %254, %1 [0, 0, 0, 0] : vector<4xf32>
          %256 = llvm.intr.fmuladd(%255, %99, %207) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %257 = llvm.add %157, %214 overflow<nsw, nuw> : i64
          %258 = llvm.getelementptr inbounds|nuw %29[%257] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %259 = llvm.load %258 : !llvm.ptr -> f32
          %260 = llvm.insertelement %259, %1[%0 : i32] : vector<4xf32>
          %261 = llvm.shufflevector %260, %1 [0, 0, 0, 0] : vector<4xf32>
          %262 = llvm.intr.fmuladd(%261, %99, %213) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %263 = llvm.add %42, %16 : i64
          %264 = llvm.add %101, %263 overflow<nsw, nuw> : i64
          %265 = llvm.getelementptr inbounds|nuw %29[%264] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %266 = llvm.load %265 : !llvm.ptr -> f32
          %267 = llvm.insertelement %266, %1[%0 : i32] : vector<4xf32>
          %268 = llvm.shufflevector %267, %1 [0, 0, 0, 0] : vector<4xf32>
          %269 = llvm.intr.fmuladd(%268, %100, %220) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %270 = llvm.add %109, %263 overflow<nsw, nuw> : i64
          %271 = llvm.getelementptr inbounds|nuw %29[%270] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %272 = llvm.load %271 : !llvm.ptr -> f32
          %273 = llvm.insertelement %272, %1[%0 : i32] : vector<4xf32>
          %274 = llvm.shufflevector %273, %1 [0, 0, 0, 0] : vector<4xf32>
          %275 = llvm.intr.fmuladd(%274, %100, %226) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %276 = llvm.add %117, %263 overflow<nsw, nuw> : i64
          %277 = llvm.getelementptr inbounds|nuw %29[%276] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %278 = llvm.load %277 : !llvm.ptr -> f32
          %279 = llvm.insertelement %278, %1[%0 : i32] : vector<4xf32>
          %280 = llvm.shufflevector %279, %1 [0, 0, 0, 0] : vector<4xf32>
          %281 = llvm.intr.fmuladd(%280, %100, %232) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %282 = llvm.add %125, %263 overflow<nsw, nuw> : i64
          %283 = llvm.getelementptr inbounds|nuw %29[%282] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %284 = llvm.load %283 : !llvm.ptr -> f32
          %285 = llvm.insertelement %284, %1[%0 : i32] : vector<4xf32>
          %286 = llvm.shufflevector %285, %1 [0, 0, 0, 0] : vector<4xf32>
          %287 = llvm.intr.fmuladd(%286, %100, %238) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %288 = llvm.add %133, %263 overflow<nsw, nuw> : i64
          %289 = llvm.getelementptr inbounds|nuw %29[%288] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %290 = llvm.load %289 : !llvm.ptr -> f32
          %291 = llvm.insertelement %290, %1[%0 : i32] : vector<4xf32>
          %292 = llvm.shufflevector %291, %1 [0, 0, 0, 0] : vector<4xf32>
          %293 = llvm.intr.fmuladd(%292, %100, %244) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %294 = llvm.add %141, %263 overflow<nsw, nuw> : i64
          %295 = llvm.getelementptr inbounds|nuw %29[%294] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %296 = llvm.load %295 : !llvm.ptr -> f32
          %297 = llvm.insertelement %296, %1[%0 : i32] : vector<4xf32>
          %298 = llvm.shufflevector %297, %1 [0, 0, 0, 0] : vector<4xf32>
          %299 = llvm.intr.fmuladd(%298, %100, %250) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %300 = llvm.add %149, %263 overflow<nsw, nuw> : i64
          %301 = llvm.getelementptr inbounds|nuw %29[%300] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %302 = llvm.load %301 : !llvm.ptr -> f32
          %303 = llvm.insertelement %302, %1[%0 : i32] : vector<4xf32>
          %304 = llvm.shufflevector %303, %1 [0, 0, 0, 0] : vector<4xf32>
          %305 = llvm.intr.fmuladd(%304, %100, %256) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %306 = llvm.add %157, %263 overflow<nsw, nuw> : i64
          %307 = llvm.getelementptr inbounds|nuw %29[%306] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %308 = llvm.load %307 : !llvm.ptr -> f32
          %309 = llvm.insertelement %308, %1[%0 : i32] : vector<4xf32>
          %310 = llvm.shufflevector %309, %1 [0, 0, 0, 0] : vector<4xf32>
          %311 = llvm.intr.fmuladd(%310, %100, %262) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %312 = llvm.insertvalue %269, %11[0] : !llvm.array<8 x vector<4xf32>>
          %313 = llvm.insertvalue %275, %312[1] : !llvm.array<8 x vector<4xf32>>
          %314 = llvm.insertvalue %281, %313[2] : !llvm.array<8 x vector<4xf32>>
          %315 = llvm.insertvalue %287, %314[3] : !llvm.array<8 x vector<4xf32>>
          %316 = llvm.insertvalue %293, %315[4] : !llvm.array<8 x vector<4xf32>>
          %317 = llvm.insertvalue %299, %316[5] : !llvm.array<8 x vector<4xf32>>
          %318 = llvm.insertvalue %305, %317[6] : !llvm.array<8 x vector<4xf32>>
          %319 = llvm.insertvalue %311, %318[7] : !llvm.array<8 x vector<4xf32>>
          %320 = llvm.add %42, %21 : i64
          llvm.br ^bb2(%320, %319 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %321 = llvm.extractvalue %43[0] : !llvm.array<8 x vector<4xf32>>
          %322 = llvm.mul %23, %20 : i64
          %323 = llvm.add %322, %40 : i64
          %324 = llvm.getelementptr %39[%323] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %321, %324 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %325 = llvm.extractvalue %43[1] : !llvm.array<8 x vector<4xf32>>
          %326 = llvm.mul %18, %20 : i64
          %327 = llvm.add %326, %40 : i64
          %328 = llvm.getelementptr %39[%327] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %325, %328 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %329 = llvm.extractvalue %43[2] : !llvm.array<8 x vector<4xf32>>
          %330 = llvm.mul %17, %20 : i64
          %331 = llvm.add %330, %40 : i64
          %332 = llvm.getelementptr %39[%331] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %329, %332 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %333 = llvm.extractvalue %43[3] : !llvm.array<8 x vector<4xf32>>
          %334 = llvm.mul %16, %20 : i64
          %335 = llvm.add %334, %40 : i64
          %336 = llvm.getelementptr %39[%335] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %333, %336 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %337 = llvm.extractvalue %43[4] : !llvm.array<8 x vector<4xf32>>
          %338 = llvm.mul %21, %20 : i64
          %339 = llvm.add %338, %40 : i64
          %340 = llvm.getelementptr %39[%339] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %337, %340 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %341 = llvm.extractvalue %43[5] : !llvm.array<8 x vector<4xf32>>
          %342 = llvm.mul %15, %20 : i64
          %343 = llvm.add %342, %40 : i64
          %344 = llvm.getelementptr %39[%343] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %341, %344 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %345 = llvm.extractvalue %43[6] : !llvm.array<8 x vector<4xf32>>
          %346 = llvm.mul %14, %20 : i64
          %347 = llvm.add %346, %40 : i64
          %348 = llvm.getelementptr %39[%347] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %345, %348 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %349 = llvm.extractvalue %43[7] : !llvm.array<8 x vector<4xf32>>
          %350 = llvm.mul %13, %20 : i64
          %351 = llvm.add %350, %40 : i64
          %352 = llvm.getelementptr %39[%351] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %349, %352 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %353 = llvm.add %40, %21 : i64
          llvm.br ^bb1(%353 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_15 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_15_matmul_8x64x32_f32 ordinal(0) layout(#pipeline_layout5) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_15_matmul_8x64x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<4xf32>
          %2 = llvm.mlir.constant(15 : i64) : i64
          %3 = llvm.mlir.constant(14 : i64) : i64
          %4 = llvm.mlir.constant(13 : i64) : i64
          %5 = llvm.mlir.constant(12 : i64) : i64
          %6 = llvm.mlir.constant(11 : i64) : i64
          %7 = llvm.mlir.constant(10 : i64) : i64
          %8 = llvm.mlir.constant(9 : i64) : i64
          %9 = llvm.mlir.constant(true) : i1
          %10 = llvm.mlir.constant(8 : i64) : i64
          %11 = llvm.mlir.poison : !llvm.array<8 x vector<4xf32>>
          %12 = llvm.mlir.constant(dense<127> : vector<8x4xi32>) : !llvm.array<8 x vector<4xi32>>
          %13 = llvm.mlir.constant(dense<23> : vector<8x4xi32>) : !llvm.array<8 x vector<4xi32>>
          %14 = llvm.mlir.constant(dense<1.270000e+02> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %15 = llvm.mlir.constant(dense<-1.270000e+02> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %16 = llvm.mlir.constant(dense<8.880000e+01> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %17 = llvm.mlir.constant(dense<-8.780000e+01> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %18 = llvm.mlir.constant(dense<0.166666657> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %19 = llvm.mlir.constant(dense<0.0416657962> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %20 = llvm.mlir.constant(dense<0.00833345205> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %21 = llvm.mlir.constant(dense<0.00139819994> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %22 = llvm.mlir.constant(dense<1.98756912E-4> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %23 = llvm.mlir.constant(dense<2.12194442E-4> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %24 = llvm.mlir.constant(dense<-0.693359375> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %25 = llvm.mlir.constant(dense<1.44269502> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %26 = llvm.mlir.constant(dense<5.000000e-01> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %27 = llvm.mlir.poison : vector<16xf32>
          %28 = llvm.mlir.constant(7 : i64) : i64
          %29 = llvm.mlir.constant(6 : i64) : i64
          %30 = llvm.mlir.constant(5 : i64) : i64
          %31 = llvm.mlir.constant(3 : i64) : i64
          %32 = llvm.mlir.constant(2 : i64) : i64
          %33 = llvm.mlir.constant(1 : i64) : i64
          %34 = llvm.mlir.constant(dense<1.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %35 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %36 = llvm.mlir.constant(64 : i64) : i64
          %37 = llvm.mlir.constant(4 : i64) : i64
          %38 = llvm.mlir.constant(32 : i64) : i64
          %39 = llvm.mlir.constant(0 : i64) : i64
          %40 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %41 = llvm.extractvalue %40[9] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %42 = llvm.load %41 : !llvm.ptr -> i32
          %43 = llvm.zext %42 : i32 to i64
          %44 = llvm.extractvalue %40[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %45 = llvm.load %44 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %9 ["align"(%45, %36 : !llvm.ptr, i64)] : i1
          %46 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %47 = llvm.extractvalue %46[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %48 = llvm.getelementptr %47[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %49 = llvm.load %48 : !llvm.ptr -> !llvm.ptr
          %50 = llvm.getelementptr %49[%43] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%50, %36 : !llvm.ptr, i64)] : i1
          %51 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %52 = llvm.extractvalue %51[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %53 = llvm.load %52 : !llvm.ptr -> !llvm.ptr
          %54 = llvm.getelementptr %53[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%54, %36 : !llvm.ptr, i64)] : i1
          %55 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %56 = llvm.extractvalue %55[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %57 = llvm.getelementptr %56[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %58 = llvm.load %57 : !llvm.ptr -> !llvm.ptr
          %59 = llvm.getelementptr %58[4096] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%59, %36 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%39 : i64)
        ^bb1(%60: i64):  // 2 preds: ^bb0, ^bb4
          %61 = llvm.icmp "slt" %60, %36 : i64
          llvm.cond_br %61, ^bb2(%39, %35 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%62: i64, %63: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %64 = llvm.icmp "slt" %62, %38 : i64
          llvm.cond_br %64, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %65 = llvm.mul %60, %38 : i64
          %66 = llvm.add %65, %62 : i64
          %67 = llvm.getelementptr %50[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %68 = llvm.load %67 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %69 = llvm.add %60, %33 : i64
          %70 = llvm.mul %69, %38 : i64
          %71 = llvm.add %70, %62 : i64
          %72 = llvm.getelementptr %50[%71] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %73 = llvm.load %72 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %74 = llvm.add %60, %32 : i64
          %75 = llvm.mul %74, %38 : i64
          %76 = llvm.add %75, %62 : i64
          %77 = llvm.getelementptr %50[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %78 = llvm.load %77 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %79 = llvm.add %60, %31 : i64
          %80 = llvm.mul %79, %38 : i64
          %81 = llvm.add %80, %62 : i64
          %82 = llvm.getelementptr %50[%81] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %83 = llvm.load %82 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %84 = llvm.extractelement %68[%39 : i64] : vector<4xf32>
          %85 = llvm.extractelement %68[%33 : i64] : vector<4xf32>
          %86 = llvm.extractelement %68[%32 : i64] : vector<4xf32>
          %87 = llvm.extractelement %68[%31 : i64] : vector<4xf32>
          %88 = llvm.extractelement %73[%39 : i64] : vector<4xf32>
          %89 = llvm.extractelement %73[%33 : i64] : vector<4xf32>
          %90 = llvm.extractelement %73[%32 : i64] : vector<4xf32>
          %91 = llvm.extractelement %73[%31 : i64] : vector<4xf32>
          %92 = llvm.extractelement %78[%39 : i64] : vector<4xf32>
          %93 = llvm.extractelement %78[%33 : i64] : vector<4xf32>
          %94 = llvm.extractelement %78[%32 : i64] : vector<4xf32>
          %95 = llvm.extractelement %78[%31 : i64] : vector<4xf32>
          %96 = llvm.extractelement %83[%39 : i64] : vector<4xf32>
          %97 = llvm.extractelement %83[%33 : i64] : vector<4xf32>
          %98 = llvm.extractelement %83[%32 : i64] : vector<4xf32>
          %99 = llvm.extractelement %83[%31 : i64] : vector<4xf32>
          %100 = llvm.insertelement %84, %27[%39 : i64] : vector<16xf32>
          %101 = llvm.insertelement %85, %100[%33 : i64] : vector<16xf32>
          %102 = llvm.insertelement %86, %101[%32 : i64] : vector<16xf32>
          %103 = llvm.insertelement %87, %102[%31 : i64] : vector<16xf32>
          %104 = llvm.insertelement %88, %103[%37 : i64] : vector<16xf32>
          %105 = llvm.insertelement %89, %104[%30 : i64] : vector<16xf32>
          %106 = llvm.insertelement %90, %105[%29 : i64] : vector<16xf32>
          %107 = llvm.insertelement %91, %106[%28 : i64] : vector<16xf32>
          %108 = llvm.insertelement %92, %107[%10 : i64] : vector<16xf32>
          %109 = llvm.insertelement %93, %108[%8 : i64] : vector<16xf32>
          %110 = llvm.insertelement %94, %109[%7 : i64] : vector<16xf32>
          %111 = llvm.insertelement %95, %110[%6 : i64] : vector<16xf32>
          %112 = llvm.insertelement %96, %111[%5 : i64] : vector<16xf32>
          %113 = llvm.insertelement %97, %112[%4 : i64] : vector<16xf32>
          %114 = llvm.insertelement %98, %113[%3 : i64] : vector<16xf32>
          %115 = llvm.insertelement %99, %114[%2 : i64] : vector<16xf32>
          %116 = llvm.shufflevector %115, %27 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %117 = llvm.shufflevector %116, %116 [0, 1, 2, 3] : vector<16xf32>
          %118 = llvm.shufflevector %116, %116 [4, 5, 6, 7] : vector<16xf32>
          %119 = llvm.shufflevector %116, %116 [8, 9, 10, 11] : vector<16xf32>
          %120 = llvm.shufflevector %116, %116 [12, 13, 14, 15] : vector<16xf32>
          %121 = llvm.mul %39, %38 overflow<nsw, nuw> : i64
          %122 = llvm.add %121, %62 overflow<nsw, nuw> : i64
          %123 = llvm.getelementptr inbounds|nuw %45[%122] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %124 = llvm.load %123 : !llvm.ptr -> f32
          %125 = llvm.insertelement %124, %1[%0 : i32] : vector<4xf32>
          %126 = llvm.shufflevector %125, %1 [0, 0, 0, 0] : vector<4xf32>
          %127 = llvm.extractvalue %63[0] : !llvm.array<8 x vector<4xf32>>
          %128 = llvm.intr.fmuladd(%126, %117, %127) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %129 = llvm.mul %33, %38 overflow<nsw, nuw> : i64
          %130 = llvm.add %129, %62 overflow<nsw, nuw> : i64
          %131 = llvm.getelementptr inbounds|nuw %45[%130] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %132 = llvm.load %131 : !llvm.ptr -> f32
          %133 = llvm.insertelement %132, %1[%0 : i32] : vector<4xf32>
          %134 = llvm.shufflevector %133, %1 [0, 0, 0, 0] : vector<4xf32>
          %135 = llvm.extractvalue %63[1] : !llvm.array<8 x vector<4xf32>>
          %136 = llvm.intr.fmuladd(%134, %117, %135) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %137 = llvm.mul %32, %38 overflow<nsw, nuw> : i64
          %138 = llvm.add %137, %62 overflow<nsw, nuw> : i64
          %139 = llvm.getelementptr inbounds|nuw %45[%138] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %140 = llvm.load %139 : !llvm.ptr -> f32
          %141 = llvm.insertelement %140, %1[%0 : i32] : vector<4xf32>
          %142 = llvm.shufflevector %141, %1 [0, 0, 0, 0] : vector<4xf32>
          %143 = llvm.extractvalue %63[2] : !llvm.array<8 x vector<4xf32>>
          %144 = llvm.intr.fmuladd(%142, %117, %143) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %145 = llvm.mul %31, %38 overflow<nsw, nuw> : i64
          %146 = llvm.add %145, %62 overflow<nsw, nuw> : i64
          %147 = llvm.getelementptr inbounds|nuw %45[%146] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %148 = llvm.load %147 : !llvm.ptr -> f32
          %149 = llvm.insertelement %148, %1[%0 : i32] : vector<4xf32>
          %150 = llvm.shufflevector %149, %1 [0, 0, 0, 0] : vector<4xf32>
          %151 = llvm.extractvalue %63[3] : !llvm.array<8 x vector<4xf32>>
          %152 = llvm.intr.fmuladd(%150, %117, %151) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %153 = llvm.mul %37, %38 overflow<nsw, nuw> : i64
          %154 = llvm.add %153, %62 overflow<nsw, nuw> : i64
          %155 = llvm.getelementptr inbounds|nuw %45[%154] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %156 = llvm.load %155 : !llvm.ptr -> f32
          %157 = llvm.insertelement %156, %1[%0 : i32] : vector<4xf32>
          %158 = llvm.shufflevector %157, %1 [0, 0, 0, 0] : vector<4xf32>
          %159 = llvm.extractvalue %63[4] : !llvm.array<8 x vector<4xf32>>
          %160 = llvm.intr.fmuladd(%158, %117, %159) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %161 = llvm.mul %30, %38 overflow<nsw, nuw> : i64
          %162 = llvm.add %161, %62 overflow<nsw, nuw> : i64
          %163 = llvm.getelementptr inbounds|nuw %45[%162] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %164 = llvm.load %163 : !llvm.ptr -> f32
          %165 = llvm.insertelement %164, %1[%0 : i32] : vector<4xf32>
          %166 = llvm.shufflevector %165, %1 [0, 0, 0, 0] : vector<4xf32>
          %167 = llvm.extractvalue %63[5] : !llvm.array<8 x vector<4xf32>>
          %168 = llvm.intr.fmuladd(%166, %117, %167) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %169 = llvm.mul %29, %38 overflow<nsw, nuw> : i64
          %170 = llvm.add %169, %62 overflow<nsw, nuw> : i64
          %171 = llvm.getelementptr inbounds|nuw %45[%170] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %172 = llvm.load %171 : !llvm.ptr -> f32
          %173 = llvm.insertelement %172, %1[%0 : i32] : vector<4xf32>
          %174 = llvm.shufflevector %173, %1 [0, 0, 0, 0] : vector<4xf32>
          %175 = llvm.extractvalue %63[6] : !llvm.array<8 x vector<4xf32>>
          %176 = llvm.intr.fmuladd(%174, %117, %175) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %177 = llvm.mul %28, %38 overflow<nsw, nuw> : i64
          %178 = llvm.add %177, %62 overflow<nsw, nuw> : i64
          %179 = llvm.getelementptr inbounds|nuw %45[%178] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %180 = llvm.load %179 : !llvm.ptr -> f32
          %181 = llvm.insertelement %180, %1[%0 : i32] : vector<4xf32>
          %182 = llvm.shufflevector %181, %1 [0, 0, 0, 0] : vector<4xf32>
          %183 = llvm.extractvalue %63[7] : !llvm.array<8 x vector<4xf32>>
          %184 = llvm.intr.fmuladd(%182, %117, %183) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %185 = llvm.add %62, %33 : i64
          %186 = llvm.add %121, %185 overflow<nsw, nuw> : i64
          %187 = llvm.getelementptr inbounds|nuw %45[%186] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %188 = llvm.load %187 : !llvm.ptr -> f32
          %189 = llvm.insertelement %188, %1[%0 : i32] : vector<4xf32>
          %190 = llvm.shufflevector %189, %1 [0, 0, 0, 0] : vector<4xf32>
          %191 = llvm.intr.fmuladd(%190, %118, %128) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %192 = llvm.add %129, %185 overflow<nsw, nuw> : i64
          %193 = llvm.getelementptr inbounds|nuw %45[%192] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %194 = llvm.load %193 : !llvm.ptr -> f32
          %195 = llvm.insertelement %194, %1[%0 : i32] : vector<4xf32>
          %196 = llvm.shufflevector %195, %1 [0, 0, 0, 0] : vector<4xf32>
          %197 = llvm.intr.fmuladd(%196, %118, %136) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %198 = llvm.add %137, %185 overflow<nsw, nuw> : i64
          %199 = llvm.getelementptr inbounds|nuw %45[%198] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %200 = llvm.load %199 : !llvm.ptr -> f32
          %201 = llvm.insertelement %200, %1[%0 : i32] : vector<4xf32>
          %202 = llvm.shufflevector %201, %1 [0, 0, 0, 0] : vector<4xf32>
          %203 = llvm.intr.fmuladd(%202, %118, %144) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %204 = llvm.add %145, %185 overflow<nsw, nuw> : i64
          %205 = llvm.getelementptr inbounds|nuw %45[%204] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %206 = llvm.load %205 : !llvm.ptr -> f32
          %207 = llvm.insertelement %206, %1[%0 : i32] : vector<4xf32>
          %208 = llvm.shufflevector %207, %1 [0, 0, 0, 0] : vector<4xf32>
          %209 = llvm.intr.fmuladd(%208, %118, %152) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %210 = llvm.add %153, %185 overflow<nsw, nuw> : i64
          %211 = llvm.getelementptr inbounds|nuw %45[%210] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %212 = llvm.load %211 : !llvm.ptr -> f32
          %213 = llvm.insertelement %212, %1[%0 : i32] : vector<4xf32>
          %214 = llvm.shufflevector %213, %1 [0, 0, 0, 0] : vector<4xf32>
          %215 = llvm.intr.fmuladd(%214, %118, %160) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %216 = llvm.add %161, %185 overflow<nsw, nuw> : i64
          %217 = llvm.getelementptr inbounds|nuw %45[%216] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %218 = llvm.load %217 : !llvm.ptr -> f32
          %219 = llvm.insertelement %218, %1[%0 : i32] : vector<4xf32>
          %220 = llvm.shufflevector %219, %1 [0, 0, 0, 0] : vector<4xf32>
          %221 = llvm.intr.fmuladd(%220, %118, %168) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %222 = llvm.add %169, %185 overflow<nsw, nuw> : i64
          %223 = llvm.getelementptr inbounds|nuw %45[%222] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %224 = llvm.load %223 : !llvm.ptr -> f32
          %225 = llvm.insertelement %224, %1[%0 : i32] : vector<4xf32>
          %226 = llvm.shufflevector %225, %1 [0, 0, 0, 0] : vector<4xf32>
          %227 = llvm.intr.fmuladd(%226, %118, %176) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %228 = llvm.add %177, %185 overflow<nsw, nuw> : i64
          %229 = llvm.getelementptr inbounds|nuw %45[%228] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %230 = llvm.load %229 : !llvm.ptr -> f32
          %231 = llvm.insertelement %230, %1[%0 : i32] : vector<4xf32>
          %232 = llvm.shufflevector %231, %1 [0, 0, 0, 0] : vector<4xf32>
          %233 = llvm.intr.fmuladd(%232, %118, %184) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %234 = llvm.add %62, %32 : i64
          %235 = llvm.add %121, %234 overflow<nsw, nuw> : i64
          %236 = llvm.getelementptr inbounds|nuw %45[%235] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %237 = llvm.load %236 : !llvm.ptr -> f32
          %238 = llvm.insertelement %237, %1[%0 : i32] : vector<4xf32>
          %239 = llvm.shufflevector %238, %1 [0, 0, 0, 0] : vector<4xf32>
          %240 = llvm.intr.fmuladd(%239, %119, %191) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %241 = llvm.add %129, %234 overflow<nsw, nuw> : i64
          %242 = llvm.getelementptr inbounds|nuw %45[%241] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %243 = llvm.load %242 : !llvm.ptr -> f32
          %244 = llvm.insertelement %243, %1[%0 : i32] : vector<4xf32>
          %245 = llvm.shufflevector %244, %1 [0, 0, 0, 0] : vector<4xf32>
          %246 = llvm.intr.fmuladd(%245, %119, %197) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %247 = llvm.add %137, %234 overflow<nsw, nuw> : i64
          %248 = llvm.getelementptr inbounds|nuw %45[%247] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %249 = llvm.load %248 : !llvm.ptr -> f32
          %250 = llvm.insertelement %249, %1[%0 : i32] : vector<4xf32>
          %251 = llvm.shufflevector %250, %1 [0, 0, 0, 0] : vector<4xf32>
          %252 = llvm.intr.fmuladd(%251, %119, %203) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %253 = llvm.add %145, %234 overflow<nsw, nuw> : i64
          %254 = llvm.getelementptr inbounds|nuw %45[%253] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %255 = llvm.load %254 : !llvm.ptr -> f32
          %256 = llvm.insertelement %255, %1[%0 : i32] : vector<4xf32>
          %257 = llvm.shufflevector %256, %1 [0, 0, 0, 0] : vector<4xf32>
          %258 = llvm.intr.fmuladd(%257, %119, %209) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %259 = llvm.add %153, %234 overflow<nsw, nuw> : i64
          %260 = llvm.getelementptr inbounds|nuw %45[%259] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %261 = llvm.load %260 : !llvm.ptr -> f32
          %262 = llvm.insertelement %261, %1[%0 : i32] : vector<4xf32>
          %263 = llvm.shufflevector %262, %1 [0, 0, 0, 0] : vector<4xf32>
          %264 = llvm.intr.fmuladd(%263, %119, %215) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %265 = llvm.add %161, %234 overflow<nsw, nuw> : i64
          %266 = llvm.getelementptr inbounds|nuw %45[%265] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %267 = llvm.load %266 : !llvm.ptr -> f32
          %268 = llvm.insertelement %267, %1[%0 : i32] : vector<4xf32>
          %269 = llvm.shufflevector %268, %1 [0, 0, 0, 0] : vector<4xf32>
          %270 = llvm.intr.fmuladd(%269, %119, %221) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %271 = llvm.add %169, %234 overflow<nsw, nuw> : i64
          %272 = llvm.getelementptr inbounds|nuw %45[%271] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %273 = llvm.load %272 : !llvm.ptr -> f32
          %274 = llvm.insertelement %273, %1[%0 : i32] : vector<4xf32>
          %275 = llvm.shufflevector %274, %1 [0, 0, 0, 0] : vector<4xf32>
          %276 = llvm.intr.fmuladd(%275, %119, %227) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %277 = llvm.add %177, %234 overflow<nsw, nuw> : i64
          %278 = llvm.getelementptr inbounds|nuw %45[%277] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %279 = llvm.load %278 : !llvm.ptr -> f32
          %280 = llvm.insertelement %279, %1[%0 : i32] : vector<4xf32>
          %281 = llvm.shufflevector %280, %1 [0, 0, 0, 0] : vector<4xf32>
          %282 = llvm.intr.fmuladd(%281, %119, %233) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %283 = llvm.add %62, %31 : i64
          %284 = llvm.add %121, %283 overflow<nsw, nuw> : i64
          %285 = llvm.getelementptr inbounds|nuw %45[%284] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %286 = llvm.load %285 : !llvm.ptr -> f32
          %287 = llvm.insertelement %286, %1[%0 : i32] : vector<4xf32>
          %288 = llvm.shufflevector %287, %1 [0, 0, 0, 0] : vector<4xf32>
          %289 = llvm.intr.fmuladd(%288, %120, %240) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %290 = llvm.add %129, %283 overflow<nsw, nuw> : i64
          %291 = llvm.getelementptr inbounds|nuw %45[%290] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %292 = llvm.load %291 : !llvm.ptr -> f32
          %293 = llvm.insertelement %292, %1[%0 : i32] : vector<4xf32>
          %294 = llvm.shufflevector %293, %1 [0, 0, 0, 0] : vector<4xf32>
          %295 = llvm.intr.fmuladd(%294, %120, %246) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %296 = llvm.add %137, %283 overflow<nsw, nuw> : i64
          %297 = llvm.getelementptr inbounds|nuw %45[%296] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %298 = llvm.load %297 : !llvm.ptr -> f32
          %299 = llvm.insertelement %298, %1[%0 : i32] : vector<4xf32>
          %300 = llvm.shufflevector %299, %1 [0, 0, 0, 0] : vector<4xf32>
          %301 = llvm.intr.fmuladd(%300, %120, %252) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %302 = llvm.add %145, %283 overflow<nsw, nuw> : i64
          %303 = llvm.getelementptr inbounds|nuw %45[%302] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %304 = llvm.load %303 : !llvm.ptr -> f32
          %305 = llvm.insertelement %304, %1[%0 : i32] : vector<4xf32>
          %306 = llvm.shufflevector %305, %1 [0, 0, 0, 0] : vector<4xf32>
          %307 = llvm.intr.fmuladd(%306, %120, %258) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %308 = llvm.add %153, %283 overflow<nsw, nuw> : i64
          %309 = llvm.getelementptr inbounds|nuw %45[%308] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %310 = llvm.load %309 : !llvm.ptr -> f32
          %311 = llvm.insertelement %310, %1[%0 : i32] : vector<4xf32>
          %312 = llvm.shufflevector %311, %1 [0, 0, 0, 0] : vector<4xf32>
          %313 = llvm.intr.fmuladd(%312, %120, %264) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %314 = llvm.add %161, %283 overflow<nsw, nuw> : i64
          %315 = llvm.getelementptr inbounds|nuw %45[%314] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %316 = llvm.load %315 : !llvm.ptr -> f32
          %317 = llvm.insertelement %316, %1[%0 : i32] : vector<4xf32>
          %318 = llvm.shufflevector %317, %1 [0, 0, 0, 0] : vector<4xf32>
          %319 = llvm.intr.fmuladd(%318, %120, %270) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %320 = llvm.add %169, %283 overflow<nsw, nuw> : i64
          %321 = llvm.getelementptr inbounds|nuw %45[%320] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %322 = llvm.load %321 : !llvm.ptr -> f32
          %323 = llvm.insertelement %322, %1[%0 : i32] : vector<4xf32>
          %324 = llvm.shufflevector %323, %1 [0, 0, 0, 0] : vector<4xf32>
          %325 = llvm.intr.fmuladd(%324, %120, %276) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %326 = llvm.add %177, %283 overflow<nsw, nuw> : i64
          %327 = llvm.getelementptr inbounds|nuw %45[%326] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %328 = llvm.load %327 : !llvm.ptr -> f32
          %329 = llvm.insertelement %328, %1[%0 : i32] : vector<4xf32>
          %330 = llvm.shufflevector %329, %1 [0, 0, 0, 0] : vector<4xf32>
          %331 = llvm.intr.fmuladd(%330, %120, %282) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %332 = llvm.insertvalue %289, %11[0] : !llvm.array<8 x vector<4xf32>>
          %333 = llvm.insertvalue %295, %332[1] : !llvm.array<8 x vector<4xf32>>
          %334 = llvm.insertvalue %301, %333[2] : !llvm.array<8 x vector<4xf32>>
          %335 = llvm.insertvalue %307, %334[3] : !llvm.array<8 x vector<4xf32>>
          %336 = llvm.insertvalue %313, %335[4] : !llvm.array<8 x vector<4xf32>>
          %337 = llvm.insertvalue %319, %336[5] : !llvm.array<8 x vector<4xf32>>
          %338 = llvm.insertvalue %325, %337[6] : !llvm.array<8 x vector<4xf32>>
          %339 = llvm.insertvalue %331, %338[7] : !llvm.array<8 x vector<4xf32>>
          %340 = llvm.add %62, %37 : i64
          llvm.br ^bb2(%340, %339 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %341 = llvm.mul %39, %36 : i64
          %342 = llvm.add %341, %60 : i64
          %343 = llvm.getelementptr %54[%342] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %344 = llvm.load %343 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %345 = llvm.mul %33, %36 : i64
          %346 = llvm.add %345, %60 : i64
          %347 = llvm.getelementptr %54[%346] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %348 = llvm.load %347 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %349 = llvm.mul %32, %36 : i64
          %350 = llvm.add %349, %60 : i64
          %351 = llvm.getelementptr %54[%350] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %352 = llvm.load %351 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %353 = llvm.mul %31, %36 : i64
          %354 = llvm.add %353, %60 : i64
          %355 = llvm.getelementptr %54[%354] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %356 = llvm.load %355 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %357 = llvm.mul %37, %36 : i64
          %358 = llvm.add %357, %60 : i64
          %359 = llvm.getelementptr %54[%358] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %360 = llvm.load %359 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %361 = llvm.mul %30, %36 : i64
          %362 = llvm.add %361, %60 : i64
          %363 = llvm.getelementptr %54[%362] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %364 = llvm.load %363 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %365 = llvm.mul %29, %36 : i64
          %366 = llvm.add %365, %60 : i64
          %367 = llvm.getelementptr %54[%366] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %368 = llvm.load %367 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %369 = llvm.mul %28, %36 : i64
          %370 = llvm.add %369, %60 : i64
          %371 = llvm.getelementptr %54[%370] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %372 = llvm.load %371 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %373 = llvm.extractvalue %63[0] : !llvm.array<8 x vector<4xf32>>
          %374 = llvm.fneg %373 fastmath<contract> : vector<4xf32>
          %375 = llvm.extractvalue %63[1] : !llvm.array<8 x vector<4xf32>>
          %376 = llvm.fneg %375 fastmath<contract> : vector<4xf32>
          %377 = llvm.extractvalue %63[2] : !llvm.array<8 x vector<4xf32>>
          %378 = llvm.fneg %377 fastmath<contract> : vector<4xf32>
          %379 = llvm.extractvalue %63[3] : !llvm.array<8 x vector<4xf32>>
          %380 = llvm.fneg %379 fastmath<contract> : vector<4xf32>
          %381 = llvm.extractvalue %63[4] : !llvm.array<8 x vector<4xf32>>
          %382 = llvm.fneg %381 fastmath<contract> : vector<4xf32>
          %383 = llvm.extractvalue %63[5] : !llvm.array<8 x vector<4xf32>>
          %384 = llvm.fneg %383 fastmath<contract> : vector<4xf32>
          %385 = llvm.extractvalue %63[6] : !llvm.array<8 x vector<4xf32>>
          %386 = llvm.fneg %385 fastmath<contract> : vector<4xf32>
          %387 = llvm.extractvalue %63[7] : !llvm.array<8 x vector<4xf32>>
          %388 = llvm.fneg %387 fastmath<contract> : vector<4xf32>
          %389 = llvm.extractvalue %17[0] : !llvm.array<8 x vector<4xf32>>
          %390 = llvm.fcmp "uge" %374, %389 : vector<4xf32>
          %391 = llvm.extractvalue %17[1] : !llvm.array<8 x vector<4xf32>>
          %392 = llvm.fcmp "uge" %376, %391 : vector<4xf32>
          %393 = llvm.extractvalue %17[2] : !llvm.array<8 x vector<4xf32>>
          %394 = llvm.fcmp "uge" %378, %393 : vector<4xf32>
          %395 = llvm.extractvalue %17[3] : !llvm.array<8 x vector<4xf32>>
          %396 = llvm.fcmp "uge" %380, %395 : vector<4xf32>
          %397 = llvm.extractvalue %17[4] : !llvm.array<8 x vector<4xf32>>
          %398 = llvm.fcmp "uge" %382, %397 : vector<4xf32>
          %399 = llvm.extractvalue %17[5] : !llvm.array<8 x vector<4xf32>>
          %400 = llvm.fcmp "uge" %384, %399 : vector<4xf32>
          %401 = llvm.extractvalue %17[6] : !llvm.array<8 x vector<4xf32>>
          %402 = llvm.fcmp "uge" %386, %401 : vector<4xf32>
          %403 = llvm.extractvalue %17[7] : !llvm.array<8 x vector<4xf32>>
          %404 = llvm.fcmp "uge" %388, %403 : vector<4xf32>
          %405 = llvm.select %390, %374, %389 : vector<4xi1>, vector<4xf32>
          %406 = llvm.select %392, %376, %391 : vector<4xi1>, vector<4xf32>
          %407 = llvm.select %394, %378, %393 : vector<4xi1>, vector<4xf32>
          %408 = llvm.select %396, %380, %395 : vector<4xi1>, vector<4xf32>
          %409 = llvm.select %398, %382, %397 : vector<4xi1>, vector<4xf32>
          %410 = llvm.select %400, %384, %399 : vector<4xi1>, vector<4xf32>
          %411 = llvm.select %402, %386, %401 : vector<4xi1>, vector<4xf32>
          %412 = llvm.select %404, %388, %403 : vector<4xi1>, vector<4xf32>
          %413 = llvm.extractvalue %16[0] : !llvm.array<8 x vector<4xf32>>
          %414 = llvm.fcmp "ule" %405, %413 : vector<4xf32>
          %415 = llvm.extractvalue %16[1] : !llvm.array<8 x vector<4xf32>>
          %416 = llvm.fcmp "ule" %406, %415 : vector<4xf32>
          %417 = llvm.extractvalue %16[2] : !llvm.array<8 x vector<4xf32>>
          %418 = llvm.fcmp "ule" %407, %417 : vector<4xf32>
          %419 = llvm.extractvalue %16[3] : !llvm.array<8 x vector<4xf32>>
          %420 = llvm.fcmp "ule" %408, %419 : vector<4xf32>
          %421 = llvm.extractvalue %16[4] : !llvm.array<8 x vector<4xf32>>
          %422 = llvm.fcmp "ule" %409, %421 : vector<4xf32>
          %423 = llvm.extractvalue %16[5] : !llvm.array<8 x vector<4xf32>>
          %424 = llvm.fcmp "ule" %410, %423 : vector<4xf32>
          %425 = llvm.extractvalue %16[6] : !llvm.array<8 x vector<4xf32>>
          %426 = llvm.fcmp "ule" %411, %425 : vector<4xf32>
          %427 = llvm.extractvalue %16[7] : !llvm.array<8 x vector<4xf32>>
          %428 = llvm.fcmp "ule" %412, %427 : vector<4xf32>
          %429 = llvm.select %414, %405, %413 : vector<4xi1>, vector<4xf32>
          %430 = llvm.select %416, %406, %415 : vector<4xi1>, vector<4xf32>
          %431 = llvm.select %418, %407, %417 : vector<4xi1>, vector<4xf32>
          %432 = llvm.select %420, %408, %419 : vector<4xi1>, vector<4xf32>
          %433 = llvm.select %422, %409, %421 : vector<4xi1>, vector<4xf32>
          %434 = llvm.select %424, %410, %423 : vector<4xi1>, vector<4xf32>
          %435 = llvm.select %426, %411, %425 : vector<4xi1>, vector<4xf32>
          %436 = llvm.select %428, %412, %427 : vector<4xi1>, vector<4xf32>
          %437 = llvm.extractvalue %25[0] : !llvm.array<8 x vector<4xf32>>
          %438 = llvm.extractvalue %26[0] : !llvm.array<8 x vector<4xf32>>
          %439 = llvm.intr.fma(%429, %437, %438) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %440 = llvm.extractvalue %25[1] : !llvm.array<8 x vector<4xf32>>
          %441 = llvm.extractvalue %26[1] : !llvm.array<8 x vector<4xf32>>
          %442 = llvm.intr.fma(%430, %440, %441) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %443 = llvm.extractvalue %25[2] : !llvm.array<8 x vector<4xf32>>
          %444 = llvm.extractvalue %26[2] : !llvm.array<8 x vector<4xf32>>
          %445 = llvm.intr.fma(%431, %443, %444) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %446 = llvm.extractvalue %25[3] : !llvm.array<8 x vector<4xf32>>
          %447 = llvm.extractvalue %26[3] : !llvm.array<8 x vector<4xf32>>
          %448 = llvm.intr.fma(%432, %446, %447) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %449 = llvm.extractvalue %25[4] : !llvm.array<8 x vector<4xf32>>
          %450 = llvm.extractvalue %26[4] : !llvm.array<8 x vector<4xf32>>
          %451 = llvm.intr.fma(%433, %449, %450) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %452 = llvm.extractvalue %25[5] : !llvm.array<8 x vector<4xf32>>
          %453 = llvm.extractvalue %26[5] : !llvm.array<8 x vector<4xf32>>
          %454 = llvm.intr.fma(%434, %452, %453) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %455 = llvm.extractvalue %25[6] : !llvm.array<8 x vector<4xf32>>
          %456 = llvm.extractvalue %26[6] : !llvm.array<8 x vector<4xf32>>
          %457 = llvm.intr.fma(%435, %455, %456) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %458 = llvm.extractvalue %25[7] : !llvm.array<8 x vector<4xf32>>
          %459 = llvm.extractvalue %26[7] : !llvm.array<8 x vector<4xf32>>
          %460 = llvm.intr.fma(%436, %458, %459) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %461 = llvm.intr.floor(%439) : (vector<4xf32>) -> vector<4xf32>
          %462 = llvm.intr.floor(%442) : (vector<4xf32>) -> vector<4xf32>
          %463 = llvm.intr.floor(%445) : (vector<4xf32>) -> vector<4xf32>
          %464 = llvm.intr.floor(%448) : (vector<4xf32>) -> vector<4xf32>
          %465 = llvm.intr.floor(%451) : (vector<4xf32>) -> vector<4xf32>
          %466 = llvm.intr.floor(%454) : (vector<4xf32>) -> vector<4xf32>
          %467 = llvm.intr.floor(%457) : (vector<4xf32>) -> vector<4xf32>
          %468 = llvm.intr.floor(%460) : (vector<4xf32>) -> vector<4xf32>
          %469 = llvm.extractvalue %15[0] : !llvm.array<8 x vector<4xf32>>
          %470 = llvm.fcmp "uge" %461, %469 : vector<4xf32>
          %471 = llvm.extractvalue %15[1] : !llvm.array<8 x vector<4xf32>>
          %472 = llvm.fcmp "uge" %462, %471 : vector<4xf32>
          %473 = llvm.extractvalue %15[2] : !llvm.array<8 x vector<4xf32>>
          %474 = llvm.fcmp "uge" %463, %473 : vector<4xf32>
          %475 = llvm.extractvalue %15[3] : !llvm.array<8 x vector<4xf32>>
          %476 = llvm.fcmp "uge" %464, %475 : vector<4xf32>
          %477 = llvm.extractvalue %15[4] : !llvm.array<8 x vector<4xf32>>
          %478 = llvm.fcmp "uge" %465, %477 : vector<4xf32>
          %479 = llvm.extractvalue %15[5] : !llvm.array<8 x vector<4xf32>>
          %480 = llvm.fcmp "uge" %466, %479 : vector<4xf32>
          %481 = llvm.extractvalue %15[6] : !llvm.array<8 x vector<4xf32>>
          %482 = llvm.fcmp "uge" %467, %481 : vector<4xf32>
          %483 = llvm.extractvalue %15[7] : !llvm.array<8 x vector<4xf32>>
          %484 = llvm.fcmp "uge" %468, %483 : vector<4xf32>
          %485 = llvm.select %470, %461, %469 : vector<4xi1>, vector<4xf32>
          %486 = llvm.select %472, %462, %471 : vector<4xi1>, vector<4xf32>
          %487 = llvm.select %474, %463, %473 : vector<4xi1>, vector<4xf32>
          %488 = llvm.select %476, %464, %475 : vector<4xi1>, vector<4xf32>
          %489 = llvm.select %478, %465, %477 : vector<4xi1>, vector<4xf32>
          %490 = llvm.select %480, %466, %479 : vector<4xi1>, vector<4xf32>
          %491 = llvm.select %482, %467, %481 : vector<4xi1>, vector<4xf32>
          %492 = llvm.select %484, %468, %483 : vector<4xi1>, vector<4xf32>
          %493 = llvm.extractvalue %14[0] : !llvm.array<8 x vector<4xf32>>
          %494 = llvm.fcmp "ule" %485, %493 : vector<4xf32>
          %495 = llvm.extractvalue %14[1] : !llvm.array<8 x vector<4xf32>>
          %496 = llvm.fcmp "ule" %486, %495 : vector<4xf32>
          %497 = llvm.extractvalue %14[2] : !llvm.array<8 x vector<4xf32>>
          %498 = llvm.fcmp "ule" %487, %497 : vector<4xf32>
          %499 = llvm.extractvalue %14[3] : !llvm.array<8 x vector<4xf32>>
          %500 = llvm.fcmp "ule" %488, %499 : vector<4xf32>
          %501 = llvm.extractvalue %14[4] : !llvm.array<8 x vector<4xf32>>
          %502 = llvm.fcmp "ule" %489, %501 : vector<4xf32>
          %503 = llvm.extractvalue %14[5] : !llvm.array<8 x vector<4xf32>>
          %504 = llvm.fcmp "ule" %490, %503 : vector<4xf32>
          %505 = llvm.extractvalue %14[6] : !llvm.array<8 x vector<4xf32>>
          %506 = llvm.fcmp "ule" %491, %505 : vector<4xf32>
          %507 = llvm.extractvalue %14[7] : !llvm.array<8 x vector<4xf32>>
          %508 = llvm.fcmp "ule" %492, %507 : vector<4xf32>
          %509 = llvm.select %494, %485, %493 : vector<4xi1>, vector<4xf32>
          %510 = llvm.select %496, %486, %495 : vector<4xi1>, vector<4xf32>
          %511 = llvm.select %498, %487, %497 : vector<4xi1>, vector<4xf32>
          %512 = llvm.select %500, %488, %499 : vector<4xi1>, vector<4xf32>
          %513 = llvm.select %502, %489, %501 : vector<4xi1>, vector<4xf32>
          %514 = llvm.select %504, %490, %503 : vector<4xi1>, vector<4xf32>
          %515 = llvm.select %506, %491, %505 : vector<4xi1>, vector<4xf32>
          %516 = llvm.select %508, %492, %507 : vector<4xi1>, vector<4xf32>
          %517 = llvm.extractvalue %24[0] : !llvm.array<8 x vector<4xf32>>
          %518 = llvm.intr.fma(%517, %509, %429) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %519 = llvm.extractvalue %24[1] : !llvm.array<8 x vector<4xf32>>
          %520 = llvm.intr.fma(%519, %510, %430) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %521 = llvm.extractvalue %24[2] : !llvm.array<8 x vector<4xf32>>
          %522 = llvm.intr.fma(%521, %511, %431) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %523 = llvm.extractvalue %24[3] : !llvm.array<8 x vector<4xf32>>
          %524 = llvm.intr.fma(%523, %512, %432) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %525 = llvm.extractvalue %24[4] : !llvm.array<8 x vector<4xf32>>
          %526 = llvm.intr.fma(%525, %513, %433) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %527 = llvm.extractvalue %24[5] : !llvm.array<8 x vector<4xf32>>
          %528 = llvm.intr.fma(%527, %514, %434) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %529 = llvm.extractvalue %24[6] : !llvm.array<8 x vector<4xf32>>
          %530 = llvm.intr.fma(%529, %515, %435) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %531 = llvm.extractvalue %24[7] : !llvm.array<8 x vector<4xf32>>
          %532 = llvm.intr.fma(%531, %516, %436) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %533 = llvm.extractvalue %23[0] : !llvm.array<8 x vector<4xf32>>
          %534 = llvm.intr.fma(%533, %509, %518) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %535 = llvm.extractvalue %23[1] : !llvm.array<8 x vector<4xf32>>
          %536 = llvm.intr.fma(%535, %510, %520) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %537 = llvm.extractvalue %23[2] : !llvm.array<8 x vector<4xf32>>
          %538 = llvm.intr.fma(%537, %511, %522) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %539 = llvm.extractvalue %23[3] : !llvm.array<8 x vector<4xf32>>
          %540 = llvm.intr.fma(%539, %512, %524) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %541 = llvm.extractvalue %23[4] : !llvm.array<8 x vector<4xf32>>
          %542 = llvm.intr.fma(%541, %513, %526) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %543 = llvm.extractvalue %23[5] : !llvm.array<8 x vector<4xf32>>
          %544 = llvm.intr.fma(%543, %514, %528) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %545 = llvm.extractvalue %23[6] : !llvm.array<8 x vector<4xf32>>
          %546 = llvm.intr.fma(%545, %515, %530) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %547 = llvm.extractvalue %23[7] : !llvm.array<8 x vector<4xf32>>
          %548 = llvm.intr.fma(%547, %516, %532) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %549 = llvm.extractvalue %22[0] : !llvm.array<8 x vector<4xf32>>
          %550 = llvm.extractvalue %21[0] : !llvm.array<8 x vector<4xf32>>
          %551 = llvm.intr.fma(%534, %549, %550) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %552 = llvm.extractvalue %22[1] : !llvm.array<8 x vector<4xf32>>
          %553 = llvm.extractvalue %21[1] : !llvm.array<8 x vector<4xf32>>
          %554 = llvm.intr.fma(%536, %552, %553) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %555 = llvm.extractvalue %22[2] : !llvm.array<8 x vector<4xf32>>
          %556 = llvm.extractvalue %21[2] : !llvm.array<8 x vector<4xf32>>
          %557 = llvm.intr.fma(%538, %555, %556) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %558 = llvm.extractvalue %22[3] : !llvm.array<8 x vector<4xf32>>
          %559 = llvm.extractvalue %21[3] : !llvm.array<8 x vector<4xf32>>
          %560 = llvm.intr.fma(%540, %558, %559) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %561 = llvm.extractvalue %22[4] : !llvm.array<8 x vector<4xf32>>
          %562 = llvm.extractvalue %21[4] : !llvm.array<8 x vector<4xf32>>
          %563 = llvm.intr.fma(%542, %561, %562) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %564 = llvm.extractvalue %22[5] : !llvm.array<8 x vector<4xf32>>
          %565 = llvm.extractvalue %21[5] : !llvm.array<8 x vector<4xf32>>
          %566 = llvm.intr.fma(%544, %564, %565) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %567 = llvm.extractvalue %22[6] : !llvm.array<8 x vector<4xf32>>
          %568 = llvm.extractvalue %21[6] : !llvm.array<8 x vector<4xf32>>
          %569 = llvm.intr.fma(%546, %567, %568) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %570 = llvm.extractvalue %22[7] : !llvm.array<8 x vector<4xf32>>
          %571 = llvm.extractvalue %21[7] : !llvm.array<8 x vector<4xf32>>
          %572 = llvm.intr.fma(%548, %570, %571) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %573 = llvm.extractvalue %20[0] : !llvm.array<8 x vector<4xf32>>
          %574 = llvm.intr.fma(%551, %534, %573) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %575 = llvm.extractvalue %20[1] : !llvm.array<8 x vector<4xf32>>
          %576 = llvm.intr.fma(%554, %536, %575) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %577 = llvm.extractvalue %20[2] : !llvm.array<8 x vector<4xf32>>
          %578 = llvm.intr.fma(%557, %538, %577) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %579 = llvm.extractvalue %20[3] : !llvm.array<8 x vector<4xf32>>
          %580 = llvm.intr.fma(%560, %540, %579) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %581 = llvm.extractvalue %20[4] : !llvm.array<8 x vector<4xf32>>
          %582 = llvm.intr.fma(%563, %542, %581) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %583 = llvm.extractvalue %20[5] : !llvm.array<8 x vector<4xf32>>
          %584 = llvm.intr.fma(%566, %544, %583) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %585 = llvm.extractvalue %20[6] : !llvm.array<8 x vector<4xf32>>
          %586 = llvm.intr.fma(%569, %546, %585) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %587 = llvm.extractvalue %20[7] : !llvm.array<8 x vector<4xf32>>
          %588 = llvm.intr.fma(%572, %548, %587) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %589 = llvm.extractvalue %19[0] : !llvm.array<8 x vector<4xf32>>
          %590 = llvm.intr.fma(%574, %534, %589) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %591 = llvm.extractvalue %19[1] : !llvm.array<8 x vector<4xf32>>
          %592 = llvm.intr.fma(%576, %536, %591) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %593 = llvm.extractvalue %19[2] : !llvm.array<8 x vector<4xf32>>
          %594 = llvm.intr.fma(%578, %538, %593) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %595 = llvm.extractvalue %19[3] : !llvm.array<8 x vector<4xf32>>
          %596 = llvm.intr.fma(%580, %540, %595) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %597 = llvm.extractvalue %19[4] : !llvm.array<8 x vector<4xf32>>
          %598 = llvm.intr.fma(%582, %542, %597) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %599 = llvm.extractvalue %19[5] : !llvm.array<8 x vector<4xf32>>
          %600 = llvm.intr.fma(%584, %544, %599) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %601 = llvm.extractvalue %19[6] : !llvm.array<8 x vector<4xf32>>
          %602 = llvm.intr.fma(%586, %546, %601) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %603 = llvm.extractvalue %19[7] : !llvm.array<8 x vector<4xf32>>
          %604 = llvm.intr.fma(%588, %548, %603) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %605 = llvm.extractvalue %18[0] : !llvm.array<8 x vector<4xf32>>
          %606 = llvm.intr.fma(%590, %534, %605) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %607 = llvm.extractvalue %18[1] : !llvm.array<8 x vector<4xf32>>
          %608 = llvm.intr.fma(%592, %536, %607) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %609 = llvm.extractvalue %18[2] : !llvm.array<8 x vector<4xf32>>
          %610 = llvm.intr.fma(%594, %538, %609) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %611 = llvm.extractvalue %18[3] : !llvm.array<8 x vector<4xf32>>
          %612 = llvm.intr.fma(%596, %540, %611) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %613 = llvm.extractvalue %18[4] : !llvm.array<8 x vector<4xf32>>
          %614 = llvm.intr.fma(%598, %542, %613) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %615 = llvm.extractvalue %18[5] : !llvm.array<8 x vector<4xf32>>
          %616 = llvm.intr.fma(%600, %544, %615) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %617 = llvm.extractvalue %18[6] : !llvm.array<8 x vector<4xf32>>
          %618 = llvm.intr.fma(%602, %546, %617) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %619 = llvm.extractvalue %18[7] : !llvm.array<8 x vector<4xf32>>
          %620 = llvm.intr.fma(%604, %548, %619) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %621 = llvm.intr.fma(%606, %534, %438) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %622 = llvm.intr.fma(%608, %536, %441) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %623 = llvm.intr.fma(%610, %538, %444) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %624 = llvm.intr.fma(%612, %540, %447) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %625 = llvm.intr.fma(%614, %542, %450) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %626 = llvm.intr.fma(%616, %544, %453) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %627 = llvm.intr.fma(%618, %546, %456) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %628 = llvm.intr.fma(%620, %548, %459) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %629 = llvm.fmul %534, %534 fastmath<contract> : vector<4xf32>
          %630 = llvm.fmul %536, %536 fastmath<contract> : vector<4xf32>
          %631 = llvm.fmul %538, %538 fastmath<contract> : vector<4xf32>
          %632 = llvm.fmul %540, %540 fastmath<contract> : vector<4xf32>
          %633 = llvm.fmul %542, %542 fastmath<contract> : vector<4xf32>
          %634 = llvm.fmul %544, %544 fastmath<contract> : vector<4xf32>
          %635 = llvm.fmul %546, %546 fastmath<contract> : vector<4xf32>
          %636 = llvm.fmul %548, %548 fastmath<contract> : vector<4xf32>
          %637 = llvm.intr.fma(%621, %629, %534) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %638 = llvm.intr.fma(%622, %630, %536) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %639 = llvm.intr.fma(%623, %631, %538) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %640 = llvm.intr.fma(%624, %632, %540) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %641 = llvm.intr.fma(%625, %633, %542) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %642 = llvm.intr.fma(%626, %634, %544) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %643 = llvm.intr.fma(%627, %635, %546) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %644 = llvm.intr.fma(%628, %636, %548) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %645 = llvm.extractvalue %34[0] : !llvm.array<8 x vector<4xf32>>
          %646 = llvm.fadd %637, %645 fastmath<contract> : vector<4xf32>
          %647 = llvm.extractvalue %34[1] : !llvm.array<8 x vector<4xf32>>
          %648 = llvm.fadd %638, %647 fastmath<contract> : vector<4xf32>
          %649 = llvm.extractvalue %34[2] : !llvm.array<8 x vector<4xf32>>
          %650 = llvm.fadd %639, %649 fastmath<contract> : vector<4xf32>
          %651 = llvm.extractvalue %34[3] : !llvm.array<8 x vector<4xf32>>
          %652 = llvm.fadd %640, %651 fastmath<contract> : vector<4xf32>
          %653 = llvm.extractvalue %34[4] : !llvm.array<8 x vector<4xf32>>
          %654 = llvm.fadd %641, %653 fastmath<contract> : vector<4xf32>
          %655 = llvm.extractvalue %34[5] : !llvm.array<8 x vector<4xf32>>
          %656 = llvm.fadd %642, %655 fastmath<contract> : vector<4xf32>
          %657 = llvm.extractvalue %34[6] : !llvm.array<8 x vector<4xf32>>
          %658 = llvm.fadd %643, %657 fastmath<contract> : vector<4xf32>
          %659 = llvm.extractvalue %34[7] : !llvm.array<8 x vector<4xf32>>
          %660 = llvm.fadd %644, %659 fastmath<contract> : vector<4xf32>
          %661 = llvm.fptosi %509 : vector<4xf32> to vector<4xi32>
          %662 = llvm.fptosi %510 : vector<4xf32> to vector<4xi32>
          %663 = llvm.fptosi %511 : vector<4xf32> to vector<4xi32>
          %664 = llvm.fptosi %512 : vector<4xf32> to vector<4xi32>
          %665 = llvm.fptosi %513 : vector<4xf32> to vector<4xi32>
          %666 = llvm.fptosi %514 : vector<4xf32> to vector<4xi32>
          %667 = llvm.fptosi %515 : vector<4xf32> to vector<4xi32>
          %668 = llvm.fptosi %516 : vector<4xf32> to vector<4xi32>
          %669 = llvm.extractvalue %12[0] : !llvm.array<8 x vector<4xi32>>
          %670 = llvm.add %661, %669 : vector<4xi32>
          %671 = llvm.extractvalue %12[1] : !llvm.array<8 x vector<4xi32>>
          %672 = llvm.add %662, %671 : vector<4xi32>
          %673 = llvm.extractvalue %12[2] : !llvm.array<8 x vector<4xi32>>
          %674 = llvm.add %663, %673 : vector<4xi32>
          %675 = llvm.extractvalue %12[3] : !llvm.array<8 x vector<4xi32>>
          %676 = llvm.add %664, %675 : vector<4xi32>
          %677 = llvm.extractvalue %12[4] : !llvm.array<8 x vector<4xi32>>
          %678 = llvm.add %665, %677 : vector<4xi32>
          %679 = llvm.extractvalue %12[5] : !llvm.array<8 x vector<4xi32>>
          %680 = llvm.add %666, %679 : vector<4xi32>
          %681 = llvm.extractvalue %12[6] : !llvm.array<8 x vector<4xi32>>
          %682 = llvm.add %667, %681 : vector<4xi32>
          %683 = llvm.extractvalue %12[7] : !llvm.array<8 x vector<4xi32>>
          %684 = llvm.add %668, %683 : vector<4xi32>
          %685 = llvm.extractvalue %13[0] : !llvm.array<8 x vector<4xi32>>
          %686 = llvm.shl %670, %685 : vector<4xi32>
          %687 = llvm.extractvalue %13[1] : !llvm.array<8 x vector<4xi32>>
          %688 = llvm.shl %672, %687 : vector<4xi32>
          %689 = llvm.extractvalue %13[2] : !llvm.array<8 x vector<4xi32>>
          %690 = llvm.shl %674, %689 : vector<4xi32>
          %691 = llvm.extractvalue %13[3] : !llvm.array<8 x vector<4xi32>>
          %692 = llvm.shl %676, %691 : vector<4xi32>
          %693 = llvm.extractvalue %13[4] : !llvm.array<8 x vector<4xi32>>
          %694 = llvm.shl %678, %693 : vector<4xi32>
          %695 = llvm.extractvalue %13[5] : !llvm.array<8 x vector<4xi32>>
          %696 = llvm.shl %680, %695 : vector<4xi32>
          %697 = llvm.extractvalue %13[6] : !llvm.array<8 x vector<4xi32>>
          %698 = llvm.shl %682, %697 : vector<4xi32>
          %699 = llvm.extractvalue %13[7] : !llvm.array<8 x vector<4xi32>>
          %700 = llvm.shl %684, %699 : vector<4xi32>
          %701 = llvm.bitcast %686 : vector<4xi32> to vector<4xf32>
          %702 = llvm.bitcast %688 : vector<4xi32> to vector<4xf32>
          %703 = llvm.bitcast %690 : vector<4xi32> to vector<4xf32>
          %704 = llvm.bitcast %692 : vector<4xi32> to vector<4xf32>
          %705 = llvm.bitcast %694 : vector<4xi32> to vector<4xf32>
          %706 = llvm.bitcast %696 : vector<4xi32> to vector<4xf32>
          %707 = llvm.bitcast %698 : vector<4xi32> to vector<4xf32>
          %708 = llvm.bitcast %700 : vector<4xi32> to vector<4xf32>
          %709 = llvm.fmul %646, %701 fastmath<contract> : vector<4xf32>
          %710 = llvm.fmul %648, %702 fastmath<contract> : vector<4xf32>
          %711 = llvm.fmul %650, %703 fastmath<contract> : vector<4xf32>
          %712 = llvm.fmul %652, %704 fastmath<contract> : vector<4xf32>
          %713 = llvm.fmul %654, %705 fastmath<contract> : vector<4xf32>
          %714 = llvm.fmul %656, %706 fastmath<contract> : vector<4xf32>
          %715 = llvm.fmul %658, %707 fastmath<contract> : vector<4xf32>
          %716 = llvm.fmul %660, %708 fastmath<contract> : vector<4xf32>
          %717 = llvm.fadd %709, %645 fastmath<contract> : vector<4xf32>
          %718 = llvm.fadd %710, %647 fastmath<contract> : vector<4xf32>
          %719 = llvm.fadd %711, %649 fastmath<contract> : vector<4xf32>
          %720 = llvm.fadd %712, %651 fastmath<contract> : vector<4xf32>
          %721 = llvm.fadd %713, %653 fastmath<contract> : vector<4xf32>
          %722 = llvm.fadd %714, %655 fastmath<contract> : vector<4xf32>
          %723 = llvm.fadd %715, %657 fastmath<contract> : vector<4xf32>
          %724 = llvm.fadd %716, %659 fastmath<contract> : vector<4xf32>
          %725 = llvm.fdiv %645, %717 : vector<4xf32>
          %726 = llvm.fdiv %647, %718 : vector<4xf32>
          %727 = llvm.fdiv %649, %719 : vector<4xf32>
          %728 = llvm.fdiv %651, %720 : vector<4xf32>
          %729 = llvm.fdiv %653, %721 : vector<4xf32>
          %730 = llvm.fdiv %655, %722 : vector<4xf32>
          %731 = llvm.fdiv %657, %723 : vector<4xf32>
          %732 = llvm.fdiv %659, %724 : vector<4xf32>
          %733 = llvm.fmul %373, %725 fastmath<contract> : vector<4xf32>
          %734 = llvm.fmul %375, %726 fastmath<contract> : vector<4xf32>
          %735 = llvm.fmul %377, %727 fastmath<contract> : vector<4xf32>
          %736 = llvm.fmul %379, %728 fastmath<contract> : vector<4xf32>
          %737 = llvm.fmul %381, %729 fastmath<contract> : vector<4xf32>
          %738 = llvm.fmul %383, %730 fastmath<contract> : vector<4xf32>
          %739 = llvm.fmul %385, %731 fastmath<contract> : vector<4xf32>
          %740 = llvm.fmul %387, %732 fastmath<contract> : vector<4xf32>
          %741 = llvm.fmul %733, %344 fastmath<contract> : vector<4xf32>
          %742 = llvm.fmul %734, %348 fastmath<contract> : vector<4xf32>
          %743 = llvm.fmul %735, %352 fastmath<contract> : vector<4xf32>
          %744 = llvm.fmul %736, %356 fastmath<contract> : vector<4xf32>
          %745 = llvm.fmul %737, %360 fastmath<contract> : vector<4xf32>
          %746 = llvm.fmul %738, %364 fastmath<contract> : vector<4xf32>
          %747 = llvm.fmul %739, %368 fastmath<contract> : vector<4xf32>
          %748 = llvm.fmul %740, %372 fastmath<contract> : vector<4xf32>
          %749 = llvm.getelementptr %59[%342] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %741, %749 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %750 = llvm.getelementptr %59[%346] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %742, %750 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %751 = llvm.getelementptr %59[%350] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %743, %751 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %752 = llvm.getelementptr %59[%354] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %744, %752 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %753 = llvm.getelementptr %59[%358] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %745, %753 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %754 = llvm.getelementptr %59[%362] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %746, %754 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %755 = llvm.getelementptr %59[%366] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %747, %755 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %756 = llvm.getelementptr %59[%370] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %748, %756 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %757 = llvm.add %60, %37 : i64
          llvm.br ^bb1(%757 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_16 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_16_matmul_8x32x64_f32 ordinal(0) layout(#pipeline_layout5) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_16_matmul_8x32x64_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<4xf32>
          %2 = llvm.mlir.constant(15 : i64) : i64
          %3 = llvm.mlir.constant(14 : i64) : i64
          %4 = llvm.mlir.constant(13 : i64) : i64
          %5 = llvm.mlir.constant(12 : i64) : i64
          %6 = llvm.mlir.constant(11 : i64) : i64
          %7 = llvm.mlir.constant(10 : i64) : i64
          %8 = llvm.mlir.constant(9 : i64) : i64
          %9 = llvm.mlir.constant(true) : i1
          %10 = llvm.mlir.constant(8 : i64) : i64
          %11 = llvm.mlir.poison : !llvm.array<8 x vector<4xf32>>
          %12 = llvm.mlir.poison : vector<16xf32>
          %13 = llvm.mlir.constant(7 : i64) : i64
          %14 = llvm.mlir.constant(6 : i64) : i64
          %15 = llvm.mlir.constant(5 : i64) : i64
          %16 = llvm.mlir.constant(3 : i64) : i64
          %17 = llvm.mlir.constant(2 : i64) : i64
          %18 = llvm.mlir.constant(1 : i64) : i64
          %19 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %20 = llvm.mlir.constant(32 : i64) : i64
          %21 = llvm.mlir.constant(4 : i64) : i64
          %22 = llvm.mlir.constant(64 : i64) : i64
          %23 = llvm.mlir.constant(0 : i64) : i64
          %24 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %25 = llvm.extractvalue %24[9] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %26 = llvm.load %25 : !llvm.ptr -> i32
          %27 = llvm.zext %26 : i32 to i64
          %28 = llvm.extractvalue %24[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %29 = llvm.load %28 : !llvm.ptr -> !llvm.ptr
          %30 = llvm.getelementptr %29[4096] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%30, %22 : !llvm.ptr, i64)] : i1
          %31 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %32 = llvm.extractvalue %31[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %33 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %34 = llvm.load %33 : !llvm.ptr -> !llvm.ptr
          %35 = llvm.getelementptr %34[%27] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%35, %22 : !llvm.ptr, i64)] : i1
          %36 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %37 = llvm.extractvalue %36[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %38 = llvm.load %37 : !llvm.ptr -> !llvm.ptr
          %39 = llvm.getelementptr %38[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%39, %22 : !llvm.ptr, i64)] : i1
          %40 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %41 = llvm.extractvalue %40[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %42 = llvm.getelementptr %41[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %43 = llvm.load %42 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %9 ["align"(%43, %22 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%23 : i64)
        ^bb1(%44: i64):  // 2 preds: ^bb0, ^bb4
          %45 = llvm.icmp "slt" %44, %20 : i64
          llvm.cond_br %45, ^bb2(%23, %19 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%46: i64, %47: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %48 = llvm.icmp "slt" %46, %22 : i64
          llvm.cond_br %48, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %49 = llvm.mul %44, %22 : i64
          %50 = llvm.add %49, %46 : i64
          %51 = llvm.getelementptr %35[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %52 = llvm.load %51 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %53 = llvm.add %44, %18 : i64
          %54 = llvm.mul %53, %22 : i64
          %55 = llvm.add %54, %46 : i64
          %56 = llvm.getelementptr %35[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %57 = llvm.load %56 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %58 = llvm.add %44, %17 : i64
          %59 = llvm.mul %58, %22 : i64
          %60 = llvm.add %59, %46 : i64
          %61 = llvm.getelementptr %35[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %62 = llvm.load %61 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %63 = llvm.add %44, %16 : i64
          %64 = llvm.mul %63, %22 : i64
          %65 = llvm.add %64, %46 : i64
          %66 = llvm.getelementptr %35[%65] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %67 = llvm.load %66 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %68 = llvm.extractelement %52[%23 : i64] : vector<4xf32>
          %69 = llvm.extractelement %52[%18 : i64] : vector<4xf32>
          %70 = llvm.extractelement %52[%17 : i64] : vector<4xf32>
          %71 = llvm.extractelement %52[%16 : i64] : vector<4xf32>
          %72 = llvm.extractelement %57[%23 : i64] : vector<4xf32>
          %73 = llvm.extractelement %57[%18 : i64] : vector<4xf32>
          %74 = llvm.extractelement %57[%17 : i64] : vector<4xf32>
          %75 = llvm.extractelement %57[%16 : i64] : vector<4xf32>
          %76 = llvm.extractelement %62[%23 : i64] : vector<4xf32>
          %77 = llvm.extractelement %62[%18 : i64] : vector<4xf32>
          %78 = llvm.extractelement %62[%17 : i64] : vector<4xf32>
          %79 = llvm.extractelement %62[%16 : i64] : vector<4xf32>
          %80 = llvm.extractelement %67[%23 : i64] : vector<4xf32>
          %81 = llvm.extractelement %67[%18 : i64] : vector<4xf32>
          %82 = llvm.extractelement %67[%17 : i64] : vector<4xf32>
          %83 = llvm.extractelement %67[%16 : i64] : vector<4xf32>
          %84 = llvm.insertelement %68, %12[%23 : i64] : vector<16xf32>
          %85 = llvm.insertelement %69, %84[%18 : i64] : vector<16xf32>
          %86 = llvm.insertelement %70, %85[%17 : i64] : vector<16xf32>
          %87 = llvm.insertelement %71, %86[%16 : i64] : vector<16xf32>
          %88 = llvm.insertelement %72, %87[%21 : i64] : vector<16xf32>
          %89 = llvm.insertelement %73, %88[%15 : i64] : vector<16xf32>
          %90 = llvm.insertelement %74, %89[%14 : i64] : vector<16xf32>
          %91 = llvm.insertelement %75, %90[%13 : i64] : vector<16xf32>
          %92 = llvm.insertelement %76, %91[%10 : i64] : vector<16xf32>
          %93 = llvm.insertelement %77, %92[%8 : i64] : vector<16xf32>
          %94 = llvm.insertelement %78, %93[%7 : i64] : vector<16xf32>
          %95 = llvm.insertelement %79, %94[%6 : i64] : vector<16xf32>
          %96 = llvm.insertelement %80, %95[%5 : i64] : vector<16xf32>
          %97 = llvm.insertelement %81, %96[%4 : i64] : vector<16xf32>
          %98 = llvm.insertelement %82, %97[%3 : i64] : vector<16xf32>
          %99 = llvm.insertelement %83, %98[%2 : i64] : vector<16xf32>
          %100 = llvm.shufflevector %99, %12 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %101 = llvm.shufflevector %100, %100 [0, 1, 2, 3] : vector<16xf32>
          %102 = llvm.shufflevector %100, %100 [4, 5, 6, 7] : vector<16xf32>
          %103 = llvm.shufflevector %100, %100 [8, 9, 10, 11] : vector<16xf32>
          %104 = llvm.shufflevector %100, %100 [12, 13, 14, 15] : vector<16xf32>
          %105 = llvm.mul %23, %22 overflow<nsw, nuw> : i64
          %106 = llvm.add %105, %46 overflow<nsw, nuw> : i64
          %107 = llvm.getelementptr inbounds|nuw %30[%106] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %108 = llvm.load %107 : !llvm.ptr -> f32
          %109 = llvm.insertelement %108, %1[%0 : i32] : vector<4xf32>
          %110 = llvm.shufflevector %109, %1 [0, 0, 0, 0] : vector<4xf32>
          %111 = llvm.extractvalue %47[0] : !llvm.array<8 x vector<4xf32>>
          %112 = llvm.intr.fmuladd(%110, %101, %111) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %113 = llvm.mul %18, %22 overflow<nsw, nuw> : i64
          %114 = llvm.add %113, %46 overflow<nsw, nuw> : i64
          %115 = llvm.getelementptr inbounds|nuw %30[%114] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %116 = llvm.load %115 : !llvm.ptr -> f32
          %117 = llvm.insertelement %116, %1[%0 : i32] : vector<4xf32>
          %118 = llvm.shufflevector %117, %1 [0, 0, 0, 0] : vector<4xf32>
          %119 = llvm.extractvalue %47[1] : !llvm.array<8 x vector<4xf32>>
          %120 = llvm.intr.fmuladd(%118, %101, %119) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %121 = llvm.mul %17, %22 overflow<nsw, nuw> : i64
          %122 = llvm.add %121, %46 overflow<nsw, nuw> : i64
          %123 = llvm.getelementptr inbounds|nuw %30[%122] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %124 = llvm.load %123 : !llvm.ptr -> f32
          %125 = llvm.insertelement %124, %1[%0 : i32] : vector<4xf32>
          %126 = llvm.shufflevector %125, %1 [0, 0, 0, 0] : vector<4xf32>
          %127 = llvm.extractvalue %47[2] : !llvm.array<8 x vector<4xf32>>
          %128 = llvm.intr.fmuladd(%126, %101, %127) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %129 = llvm.mul %16, %22 overflow<nsw, nuw> : i64
          %130 = llvm.add %129, %46 overflow<nsw, nuw> : i64
          %131 = llvm.getelementptr inbounds|nuw %30[%130] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %132 = llvm.load %131 : !llvm.ptr -> f32
          %133 = llvm.insertelement %132, %1[%0 : i32] : vector<4xf32>
          %134 = llvm.shufflevector %133, %1 [0, 0, 0, 0] : vector<4xf32>
          %135 = llvm.extractvalue %47[3] : !llvm.array<8 x vector<4xf32>>
          %136 = llvm.intr.fmuladd(%134, %101, %135) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %137 = llvm.mul %21, %22 overflow<nsw, nuw> : i64
          %138 = llvm.add %137, %46 overflow<nsw, nuw> : i64
          %139 = llvm.getelementptr inbounds|nuw %30[%138] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %140 = llvm.load %139 : !llvm.ptr -> f32
          %141 = llvm.insertelement %140, %1[%0 : i32] : vector<4xf32>
          %142 = llvm.shufflevector %141, %1 [0, 0, 0, 0] : vector<4xf32>
          %143 = llvm.extractvalue %47[4] : !llvm.array<8 x vector<4xf32>>
          %144 = llvm.intr.fmuladd(%142, %101, %143) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %145 = llvm.mul %15, %22 overflow<nsw, nuw> : i64
          %146 = llvm.add %145, %46 overflow<nsw, nuw> : i64
          %147 = llvm.getelementptr inbounds|nuw %30[%146] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %148 = llvm.load %147 : !llvm.ptr -> f32
          %149 = llvm.insertelement %148, %1[%0 : i32] : vector<4xf32>
          %150 = llvm.shufflevector %149, %1 [0, 0, 0, 0] : vector<4xf32>
          %151 = llvm.extractvalue %47[5] : !llvm.array<8 x vector<4xf32>>
          %152 = llvm.intr.fmuladd(%150, %101, %151) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %153 = llvm.mul %14, %22 overflow<nsw, nuw> : i64
          %154 = llvm.add %153, %46 overflow<nsw, nuw> : i64
          %155 = llvm.getelementptr inbounds|nuw %30[%154] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %156 = llvm.load %155 : !llvm.ptr -> f32
          %157 = llvm.insertelement %156, %1[%0 : i32] : vector<4xf32>
          %158 = llvm.shufflevector %157, %1 [0, 0, 0, 0] : vector<4xf32>
          %159 = llvm.extractvalue %47[6] : !llvm.array<8 x vector<4xf32>>
          %160 = llvm.intr.fmuladd(%158, %101, %159) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %161 = llvm.mul %13, %22 overflow<nsw, nuw> : i64
          %162 = llvm.add %161, %46 overflow<nsw, nuw> : i64
          %163 = llvm.getelementptr inbounds|nuw %30[%162] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %164 = llvm.load %163 : !llvm.ptr -> f32
          %165 = llvm.insertelement %164, %1[%0 : i32] : vector<4xf32>
          %166 = llvm.shufflevector %165, %1 [0, 0, 0, 0] : vector<4xf32>
          %167 = llvm.extractvalue %47[7] : !llvm.array<8 x vector<4xf32>>
          %168 = llvm.intr.fmuladd(%166, %101, %167) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %169 = llvm.add %46, %18 : i64
          %170 = llvm.add %105, %169 overflow<nsw, nuw> : i64
          %171 = llvm.getelementptr inbounds|nuw %30[%170] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %172 = llvm.load %171 : !llvm.ptr -> f32
          %173 = llvm.insertelement %172, %1[%0 : i32] : vector<4xf32>
          %174 = llvm.shufflevector %173, %1 [0, 0, 0, 0] : vector<4xf32>
          %175 = llvm.intr.fmuladd(%174, %102, %112) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %176 = llvm.add %113, %169 overflow<nsw, nuw> : i64
          %177 = llvm.getelementptr inbounds|nuw %30[%176] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %178 = llvm.load %177 : !llvm.ptr -> f32
          %179 = llvm.insertelement %178, %1[%0 : i32] : vector<4xf32>
          %180 = llvm.shufflevector %179, %1 [0, 0, 0, 0] : vector<4xf32>
          %181 = llvm.intr.fmuladd(%180, %102, %120) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %182 = llvm.add %121, %169 overflow<nsw, nuw> : i64
          %183 = llvm.getelementptr inbounds|nuw %30[%182] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %184 = llvm.load %183 : !llvm.ptr -> f32
          %185 = llvm.insertelement %184, %1[%0 : i32] : vector<4xf32>
          %186 = llvm.shufflevector %185, %1 [0, 0, 0, 0] : vector<4xf32>
          %187 = llvm.intr.fmuladd(%186, %102, %128) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %188 = llvm.add %129, %169 overflow<nsw, nuw> : i64
          %189 = llvm.getelementptr inbounds|nuw %30[%188] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %190 = llvm.load %189 : !llvm.ptr -> f32
          %191 = llvm.insertelement %190, %1[%0 : i32] : vector<4xf32>
          %192 = llvm.shufflevector %191, %1 [0, 0, 0, 0] : vector<4xf32>
          %193 = llvm.intr.fmuladd(%192, %102, %136) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %194 = llvm.add %137, %169 overflow<nsw, nuw> : i64
          %195 = llvm.getelementptr inbounds|nuw %30[%194] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %196 = llvm.load %195 : !llvm.ptr -> f32
          %197 = llvm.insertelement %196, %1[%0 : i32] : vector<4xf32>
          %198 = llvm.shufflevector %197, %1 [0, 0, 0, 0] : vector<4xf32>
          %199 = llvm.intr.fmuladd(%198, %102, %144) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %200 = llvm.add %145, %169 overflow<nsw, nuw> : i64
          %201 = llvm.getelementptr inbounds|nuw %30[%200] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %202 = llvm.load %201 : !llvm.ptr -> f32
          %203 = llvm.insertelement %202, %1[%0 : i32] : vector<4xf32>
          %204 = llvm.shufflevector %203, %1 [0, 0, 0, 0] : vector<4xf32>
          %205 = llvm.intr.fmuladd(%204, %102, %152) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %206 = llvm.add %153, %169 overflow<nsw, nuw> : i64
          %207 = llvm.getelementptr inbounds|nuw %30[%206] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %208 = llvm.load %207 : !llvm.ptr -> f32
          %209 = llvm.insertelement %208, %1[%0 : i32] : vector<4xf32>
          %210 = llvm.shufflevector %209, %1 [0, 0, 0, 0] : vector<4xf32>
          %211 = llvm.intr.fmuladd(%210, %102, %160) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %212 = llvm.add %161, %169 overflow<nsw, nuw> : i64
          %213 = llvm.getelementptr inbounds|nuw %30[%212] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %214 = llvm.load %213 : !llvm.ptr -> f32
          %215 = llvm.insertelement %214, %1[%0 : i32] : vector<4xf32>
          %216 = llvm.shufflevector %215, %1 [0, 0, 0, 0] : vector<4xf32>
          %217 = llvm.intr.fmuladd(%216, %102, %168) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %218 = llvm.add %46, %17 : i64
          %219 = llvm.add %105, %218 overflow<nsw, nuw> : i64
          %220 = llvm.getelementptr inbounds|nuw %30[%219] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %221 = llvm.load %220 : !llvm.ptr -> f32
          %222 = llvm.insertelement %221, %1[%0 : i32] : vector<4xf32>
          %223 = llvm.shufflevector %222, %1 [0, 0, 0, 0] : vector<4xf32>
          %224 = llvm.intr.fmuladd(%223, %103, %175) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %225 = llvm.add %113, %218 overflow<nsw, nuw> : i64
          %226 = llvm.getelementptr inbounds|nuw %30[%225] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %227 = llvm.load %226 : !llvm.ptr -> f32
          %228 = llvm.insertelement %227, %1[%0 : i32] : vector<4xf32>
          %229 = llvm.shufflevector %228, %1 [0, 0, 0, 0] : vector<4xf32>
          %230 = llvm.intr.fmuladd(%229, %103, %181) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %231 = llvm.add %121, %218 overflow<nsw, nuw> : i64
          %232 = llvm.getelementptr inbounds|nuw %30[%231] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %233 = llvm.load %232 : !llvm.ptr -> f32
          %234 = llvm.insertelement %233, %1[%0 : i32] : vector<4xf32>
          %235 = llvm.shufflevector %234, %1 [0, 0, 0, 0] : vector<4xf32>
          %236 = llvm.intr.fmuladd(%235, %103, %187) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %237 = llvm.add %129, %218 overflow<nsw, nuw> : i64
          %238 = llvm.getelementptr inbounds|nuw %30[%237] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %239 = llvm.load %238 : !llvm.ptr -> f32
          %240 = llvm.insertelement %239, %1[%0 : i32] : vector<4xf32>
          %241 = llvm.shufflevector %240, %1 [0, 0, 0, 0] : vector<4xf32>
          %242 = llvm.intr.fmuladd(%241, %103, %193) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %243 = llvm.add %137, %218 overflow<nsw, nuw> : i64
          %244 = llvm.getelementptr inbounds|nuw %30[%243] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %245 = llvm.load %244 : !llvm.ptr -> f32
          %246 = llvm.insertelement %245, %1[%0 : i32] : vector<4xf32>
          %247 = llvm.shufflevector %246, %1 [0, 0, 0, 0] : vector<4xf32>
          %248 = llvm.intr.fmuladd(%247, %103, %199) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %249 = llvm.add %145, %218 overflow<nsw, nuw> : i64
          %250 = llvm.getelementptr inbounds|nuw %30[%249] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %251 = llvm.load %250 : !llvm.ptr -> f32
          %252 = llvm.insertelement %251, %1[%0 : i32] : vector<4xf32>
          %253 = llvm.shufflevector %252, %1 [0, 0, 0, 0] : vector<4xf32>
          %254 = llvm.intr.fmuladd(%253, %103, %205) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %255 = llvm.add %153, %218 overflow<nsw, nuw> : i64
          %256 = llvm.getelementptr inbounds|nuw %30[%255] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %257 = llvm.load %256 : !llvm.ptr -> f32
          %258 = llvm.insertelement %257, %1[%0 : i32] : vector<4xf32>
          %259 = llvm.shufflevector %258, %1 [0, 0, 0, 0] : vector<4xf32>
          %260 = llvm.intr.fmuladd(%259, %103, %211) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %261 = llvm.add %161, %218 overflow<nsw, nuw> : i64
          %262 = llvm.getelementptr inbounds|nuw %30[%261] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %263 = llvm.load %262 : !llvm.ptr -> f32
          %264 = llvm.insertelement %263, %1[%0 : i32] : vector<4xf32>
          %265 = llvm.shufflevector %264, %1 [0, 0, 0, 0] : vector<4xf32>
          %266 = llvm.intr.fmuladd(%265, %103, %217) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %267 = llvm.add %46, %16 : i64
          %268 = llvm.add %105, %267 overflow<nsw, nuw> : i64
          %269 = llvm.getelementptr inbounds|nuw %30[%268] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %270 = llvm.load %269 : !llvm.ptr -> f32
          %271 = llvm.insertelement %270, %1[%0 : i32] : vector<4xf32>
          %272 = llvm.shufflevector %271, %1 [0, 0, 0, 0] : vector<4xf32>
          %273 = llvm.intr.fmuladd(%272, %104, %224) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %274 = llvm.add %113, %267 overflow<nsw, nuw> : i64
          %275 = llvm.getelementptr inbounds|nuw %30[%274] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %276 = llvm.load %275 : !llvm.ptr -> f32
          %277 = llvm.insertelement %276, %1[%0 : i32] : vector<4xf32>
          %278 = llvm.shufflevector %277, %1 [0, 0, 0, 0] : vector<4xf32>
          %279 = llvm.intr.fmuladd(%278, %104, %230) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %280 = llvm.add %121, %267 overflow<nsw, nuw> : i64
          %281 = llvm.getelementptr inbounds|nuw %30[%280] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %282 = llvm.load %281 : !llvm.ptr -> f32
          %283 = llvm.insertelement %282, %1[%0 : i32] : vector<4xf32>
          %284 = llvm.shufflevector %283, %1 [0, 0, 0, 0] : vector<4xf32>
          %285 = llvm.intr.fmuladd(%284, %104, %236) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %286 = llvm.add %129, %267 overflow<nsw, nuw> : i64
          %287 = llvm.getelementptr inbounds|nuw %30[%286] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %288 = llvm.load %287 : !llvm.ptr -> f32
          %289 = llvm.insertelement %288, %1[%0 : i32] : vector<4xf32>
          %290 = llvm.shufflevector %289, %1 [0, 0, 0, 0] : vector<4xf32>
          %291 = llvm.intr.fmuladd(%290, %104, %242) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %292 = llvm.add %137, %267 overflow<nsw, nuw> : i64
          %293 = llvm.getelementptr inbounds|nuw %30[%292] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %294 = llvm.load %293 : !llvm.ptr -> f32
          %295 = llvm.insertelement %294, %1[%0 : i32] : vector<4xf32>
          %296 = llvm.shufflevector %295, %1 [0, 0, 0, 0] : vector<4xf32>
          %297 = llvm.intr.fmuladd(%296, %104, %248) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %298 = llvm.add %145, %267 overflow<nsw, nuw> : i64
          %299 = llvm.getelementptr inbounds|nuw %30[%298] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %300 = llvm.load %299 : !llvm.ptr -> f32
          %301 = llvm.insertelement %300, %1[%0 : i32] : vector<4xf32>
          %302 = llvm.shufflevector %301, %1 [0, 0, 0, 0] : vector<4xf32>
          %303 = llvm.intr.fmuladd(%302, %104, %254) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %304 = llvm.add %153, %267 overflow<nsw, nuw> : i64
          %305 = llvm.getelementptr inbounds|nuw %30[%304] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %306 = llvm.load %305 : !llvm.ptr -> f32
          %307 = llvm.insertelement %306, %1[%0 : i32] : vector<4xf32>
          %308 = llvm.shufflevector %307, %1 [0, 0, 0, 0] : vector<4xf32>
          %309 = llvm.intr.fmuladd(%308, %104, %260) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %310 = llvm.add %161, %267 overflow<nsw, nuw> : i64
          %311 = llvm.getelementptr inbounds|nuw %30[%310] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %312 = llvm.load %311 : !llvm.ptr -> f32
          %313 = llvm.insertelement %312, %1[%0 : i32] : vector<4xf32>
          %314 = llvm.shufflevector %313, %1 [0, 0, 0, 0] : vector<4xf32>
          %315 = llvm.intr.fmuladd(%314, %104, %266) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %316 = llvm.insertvalue %273, %11[0] : !llvm.array<8 x vector<4xf32>>
          %317 = llvm.insertvalue %279, %316[1] : !llvm.array<8 x vector<4xf32>>
          %318 = llvm.insertvalue %285, %317[2] : !llvm.array<8 x vector<4xf32>>
          %319 = llvm.insertvalue %291, %318[3] : !llvm.array<8 x vector<4xf32>>
          %320 = llvm.insertvalue %297, %319[4] : !llvm.array<8 x vector<4xf32>>
          %321 = llvm.insertvalue %303, %320[5] : !llvm.array<8 x vector<4xf32>>
          %322 = llvm.insertvalue %309, %321[6] : !llvm.array<8 x vector<4xf32>>
          %323 = llvm.insertvalue %315, %322[7] : !llvm.array<8 x vector<4xf32>>
          %324 = llvm.add %46, %21 : i64
          llvm.br ^bb2(%324, %323 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %325 = llvm.mul %23, %20 : i64
          %326 = llvm.add %325, %44 : i64
          %327 = llvm.getelementptr %39[%326] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %328 = llvm.load %327 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %329 = llvm.mul %18, %20 : i64
          %330 = llvm.add %329, %44 : i64
          %331 = llvm.getelementptr %39[%330] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %332 = llvm.load %331 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %333 = llvm.mul %17, %20 : i64
          %334 = llvm.add %333, %44 : i64
          %335 = llvm.getelementptr %39[%334] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %336 = llvm.load %335 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %337 = llvm.mul %16, %20 : i64
          %338 = llvm.add %337, %44 : i64
          %339 = llvm.getelementptr %39[%338] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %340 = llvm.load %339 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %341 = llvm.mul %21, %20 : i64
          %342 = llvm.add %341, %44 : i64
          %343 = llvm.getelementptr %39[%342] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %344 = llvm.load %343 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %345 = llvm.mul %15, %20 : i64
          %346 = llvm.add %345, %44 : i64
          %347 = llvm.getelementptr %39[%346] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %348 = llvm.load %347 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %349 = llvm.mul %14, %20 : i64
          %350 = llvm.add %349, %44 : i64
          %351 = llvm.getelementptr %39[%350] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %352 = llvm.load %351 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %353 = llvm.mul %13, %20 : i64
          %354 = llvm.add %353, %44 : i64
          %355 = llvm.getelementptr %39[%354] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %356 = llvm.load %355 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %357 = llvm.extractvalue %47[0] : !llvm.array<8 x vector<4xf32>>
          %358 = llvm.fadd %328, %357 fastmath<contract> : vector<4xf32>
          %359 = llvm.extractvalue %47[1] : !llvm.array<8 x vector<4xf32>>
          %360 = llvm.fadd %332, %359 fastmath<contract> : vector<4xf32>
          %361 = llvm.extractvalue %47[2] : !llvm.array<8 x vector<4xf32>>
          %362 = llvm.fadd %336, %361 fastmath<contract> : vector<4xf32>
          %363 = llvm.extractvalue %47[3] : !llvm.array<8 x vector<4xf32>>
          %364 = llvm.fadd %340, %363 fastmath<contract> : vector<4xf32>
          %365 = llvm.extractvalue %47[4] : !llvm.array<8 x vector<4xf32>>
          %366 = llvm.fadd %344, %365 fastmath<contract> : vector<4xf32>
          %367 = llvm.extractvalue %47[5] : !llvm.array<8 x vector<4xf32>>
          %368 = llvm.fadd %348, %367 fastmath<contract> : vector<4xf32>
          %369 = llvm.extractvalue %47[6] : !llvm.array<8 x vector<4xf32>>
          %370 = llvm.fadd %352, %369 fastmath<contract> : vector<4xf32>
          %371 = llvm.extractvalue %47[7] : !llvm.array<8 x vector<4xf32>>
          %372 = llvm.fadd %356, %371 fastmath<contract> : vector<4xf32>
          %373 = llvm.getelementptr %43[%326] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %358, %373 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %374 = llvm.getelementptr %43[%330] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %360, %374 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %375 = llvm.getelementptr %43[%334] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %362, %375 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %376 = llvm.getelementptr %43[%338] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %364, %376 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %377 = llvm.getelementptr %43[%342] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %366, %377 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %378 = llvm.getelementptr %43[%346] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %368, %378 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %379 = llvm.getelementptr %43[%350] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %370, %379 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %380 = llvm.getelementptr %43[%354] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %372, %380 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %381 = llvm.add %44, %21 : i64
          llvm.br ^bb1(%381 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_17 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_17_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout4) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_17_reduction_8x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.poison : vector<4xf32>
          %1 = llvm.mlir.constant(dense<1.000000e+00> : vector<1xf32>) : vector<1xf32>
          %2 = llvm.mlir.constant(0 : i32) : i32
          %3 = llvm.mlir.poison : vector<1xf32>
          %4 = llvm.mlir.constant(64 : i64) : i64
          %5 = llvm.mlir.constant(true) : i1
          %6 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
          %7 = llvm.mlir.constant(0 : i64) : i64
          %8 = llvm.mlir.constant(dense<9.99999997E-7> : vector<1xf32>) : vector<1xf32>
          %9 = llvm.mlir.constant(dense<3.200000e+01> : vector<1xf32>) : vector<1xf32>
          %10 = llvm.mlir.constant(dense<0.000000e+00> : vector<1xf32>) : vector<1xf32>
          %11 = llvm.mlir.constant(4 : i64) : i64
          %12 = llvm.mlir.constant(32 : i64) : i64
          %13 = llvm.getelementptr %6[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %14 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %15 = llvm.extractvalue %14[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %16 = llvm.load %15 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %5 ["align"(%16, %4 : !llvm.ptr, i64)] : i1
          %17 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %18 = llvm.extractvalue %17[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %19 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %20 = llvm.load %19 : !llvm.ptr -> !llvm.ptr
          %21 = llvm.getelementptr %20[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %5 ["align"(%21, %4 : !llvm.ptr, i64)] : i1
          %22 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %23 = llvm.extractvalue %22[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %24 = llvm.zext %23 : i32 to i64
          llvm.br ^bb1(%7, %10 : i64, vector<1xf32>)
        ^bb1(%25: i64, %26: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
          %27 = llvm.icmp "slt" %25, %12 : i64
          llvm.cond_br %27, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %28 = llvm.mul %24, %12 : i64
          %29 = llvm.add %28, %25 : i64
          %30 = llvm.getelementptr %16[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %31 = llvm.load %30 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %32 = llvm.fmul %31, %31 fastmath<contract> : vector<4xf32>
          %33 = llvm.extractelement %26[%7 : i64] : vector<1xf32>
          %34 = llvm.intr.vector.reduce.fadd(%33, %32) : (f32, vector<4xf32>) -> f32
          %35 = llvm.insertelement %34, %3[%2 : i32] : vector<1xf32>
          %36 = llvm.add %25, %11 : i64
          llvm.br ^bb1(%36, %35 : i64, vector<1xf32>)
        ^bb3:  // pred: ^bb1
          %37 = llvm.fdiv %26, %9 : vector<1xf32>
          %38 = llvm.fadd %37, %8 fastmath<contract> : vector<1xf32>
          %39 = llvm.intr.sqrt(%38) : (vector<1xf32>) -> vector<1xf32>
          %40 = llvm.fdiv %1, %39 : vector<1xf32>
          llvm.br ^bb4(%7 : i64)
        ^bb4(%41: i64):  // 2 preds: ^bb3, ^bb5
          %42 = llvm.icmp "slt" %41, %12 : i64
          llvm.cond_br %42, ^bb5, ^bb6
        ^bb5:  // pred: ^bb4
          %43 = llvm.getelementptr %13[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %44 = llvm.load %43 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %45 = llvm.mul %24, %12 : i64
          %46 = llvm.add %45, %41 : i64
          %47 = llvm.getelementptr %16[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %48 = llvm.load %47 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %49 = llvm.extractelement %40[%7 : i64] : vector<1xf32>
          %50 = llvm.insertelement %49, %0[%2 : i32] : vector<4xf32>
          %51 = llvm.shufflevector %50, %0 [0, 0, 0, 0] : vector<4xf32>
          %52 = llvm.fmul %48, %51 fastmath<contract> : vector<4xf32>
          %53 = llvm.fmul %44, %52 fastmath<contract> : vector<4xf32>
          %54 = llvm.getelementptr %21[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %53, %54 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %55 = llvm.add %41, %11 : i64
          llvm.br ^bb4(%55 : i64)
        ^bb6:  // pred: ^bb4
          llvm.return %2 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_29 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_29_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout4) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_29_reduction_8x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.poison : vector<4xf32>
          %1 = llvm.mlir.constant(dense<1.000000e+00> : vector<1xf32>) : vector<1xf32>
          %2 = llvm.mlir.constant(0 : i32) : i32
          %3 = llvm.mlir.poison : vector<1xf32>
          %4 = llvm.mlir.constant(64 : i64) : i64
          %5 = llvm.mlir.constant(true) : i1
          %6 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
          %7 = llvm.mlir.constant(0 : i64) : i64
          %8 = llvm.mlir.constant(dense<9.99999997E-7> : vector<1xf32>) : vector<1xf32>
          %9 = llvm.mlir.constant(dense<3.200000e+01> : vector<1xf32>) : vector<1xf32>
          %10 = llvm.mlir.constant(dense<0.000000e+00> : vector<1xf32>) : vector<1xf32>
          %11 = llvm.mlir.constant(4 : i64) : i64
          %12 = llvm.mlir.constant(32 : i64) : i64
          %13 = llvm.getelementptr %6[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %14 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %15 = llvm.extractvalue %14[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %16 = llvm.load %15 : !llvm.ptr -> !llvm.ptr
          %17 = llvm.getelementptr %16[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %5 ["align"(%17, %4 : !llvm.ptr, i64)] : i1
          %18 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %19 = llvm.extractvalue %18[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %20 = llvm.getelementptr %19[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %21 = llvm.load %20 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %5 ["align"(%21, %4 : !llvm.ptr, i64)] : i1
          %22 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %23 = llvm.extractvalue %22[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %24 = llvm.zext %23 : i32 to i64
          llvm.br ^bb1(%7, %10 : i64, vector<1xf32>)
        ^bb1(%25: i64, %26: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
          %27 = llvm.icmp "slt" %25, %12 : i64
          llvm.cond_br %27, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %28 = llvm.mul %24, %12 : i64
          %29 = llvm.add %28, %25 : i64
          %30 = llvm.getelementptr %17[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %31 = llvm.load %30 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %32 = llvm.fmul %31, %31 fastmath<contract> : vector<4xf32>
          %33 = llvm.extractelement %26[%7 : i64] : vector<1xf32>
          %34 = llvm.intr.vector.reduce.fadd(%33, %32) : (f32, vector<4xf32>) -> f32
          %35 = llvm.insertelement %34, %3[%2 : i32] : vector<1xf32>
          %36 = llvm.add %25, %11 : i64
          llvm.br ^bb1(%36, %35 : i64, vector<1xf32>)
        ^bb3:  // pred: ^bb1
          %37 = llvm.fdiv %26, %9 : vector<1xf32>
          %38 = llvm.fadd %37, %8 fastmath<contract> : vector<1xf32>
          %39 = llvm.intr.sqrt(%38) : (vector<1xf32>) -> vector<1xf32>
          %40 = llvm.fdiv %1, %39 : vector<1xf32>
          llvm.br ^bb4(%7 : i64)
        ^bb4(%41: i64):  // 2 preds: ^bb3, ^bb5
          %42 = llvm.icmp "slt" %41, %12 : i64
          llvm.cond_br %42, ^bb5, ^bb6
        ^bb5:  // pred: ^bb4
          %43 = llvm.getelementptr %13[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %44 = llvm.load %43 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %45 = llvm.mul %24, %12 : i64
          %46 = llvm.add %45, %41 : i64
          %47 = llvm.getelementptr %17[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %48 = llvm.load %47 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %49 = llvm.extractelement %40[%7 : i64] : vector<1xf32>
          %50 = llvm.insertelement %49, %0[%2 : i32] : vector<4xf32>
          %51 = llvm.shufflevector %50, %0 [0, 0, 0, 0] : vector<4xf32>
          %52 = llvm.fmul %48, %51 fastmath<contract> : vector<4xf32>
          %53 = llvm.fmul %44, %52 fastmath<contract> : vector<4xf32>
          %54 = llvm.getelementptr %21[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %53, %54 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %55 = llvm.add %41, %11 : i64
          llvm.br ^bb4(%55 : i64)
        ^bb6:  // pred: ^bb4
          llvm.return %2 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_33 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_33_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout4) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_33_reduction_8x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.poison : vector<4xf32>
          %1 = llvm.mlir.constant(dense<1.000000e+00> : vector<1xf32>) : vector<1xf32>
          %2 = llvm.mlir.constant(0 : i32) : i32
          %3 = llvm.mlir.poison : vector<1xf32>
          %4 = llvm.mlir.constant(64 : i64) : i64
          %5 = llvm.mlir.constant(true) : i1
          %6 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
          %7 = llvm.mlir.constant(0 : i64) : i64
          %8 = llvm.mlir.constant(dense<9.99999997E-7> : vector<1xf32>) : vector<1xf32>
          %9 = llvm.mlir.constant(dense<3.200000e+01> : vector<1xf32>) : vector<1xf32>
          %10 = llvm.mlir.constant(dense<0.000000e+00> : vector<1xf32>) : vector<1xf32>
          %11 = llvm.mlir.constant(4 : i64) : i64
          %12 = llvm.mlir.constant(32 : i64) : i64
          %13 = llvm.getelementptr %6[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %14 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %15 = llvm.extractvalue %14[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %16 = llvm.load %15 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %5 ["align"(%16, %4 : !llvm.ptr, i64)] : i1
          %17 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %18 = llvm.extractvalue %17[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %19 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %20 = llvm.load %19 : !llvm.ptr -> !llvm.ptr
          %21 = llvm.getelementptr %20[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %5 ["align"(%21, %4 : !llvm.ptr, i64)] : i1
          %22 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %23 = llvm.extractvalue %22[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %24 = llvm.zext %23 : i32 to i64
          llvm.br ^bb1(%7, %10 : i64, vector<1xf32>)
        ^bb1(%25: i64, %26: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
          %27 = llvm.icmp "slt" %25, %12 : i64
          llvm.cond_br %27, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %28 = llvm.mul %24, %12 : i64
          %29 = llvm.add %28, %25 : i64
          %30 = llvm.getelementptr %16[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %31 = llvm.load %30 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %32 = llvm.fmul %31, %31 fastmath<contract> : vector<4xf32>
          %33 = llvm.extractelement %26[%7 : i64] : vector<1xf32>
          %34 = llvm.intr.vector.reduce.fadd(%33, %32) : (f32, vector<4xf32>) -> f32
          %35 = llvm.insertelement %34, %3[%2 : i32] : vector<1xf32>
          %36 = llvm.add %25, %11 : i64
          llvm.br ^bb1(%36, %35 : i64, vector<1xf32>)
        ^bb3:  // pred: ^bb1
          %37 = llvm.fdiv %26, %9 : vector<1xf32>
          %38 = llvm.fadd %37, %8 fastmath<contract> : vector<1xf32>
          %39 = llvm.intr.sqrt(%38) : (vector<1xf32>) -> vector<1xf32>
          %40 = llvm.fdiv %1, %39 : vector<1xf32>
          llvm.br ^bb4(%7 : i64)
        ^bb4(%41: i64):  // 2 preds: ^bb3, ^bb5
          %42 = llvm.icmp "slt" %41, %12 : i64
          llvm.cond_br %42, ^bb5, ^bb6
        ^bb5:  // pred: ^bb4
          %43 = llvm.getelementptr %13[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %44 = llvm.load %43 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %45 = llvm.mul %24, %12 : i64
          %46 = llvm.add %45, %41 : i64
          %47 = llvm.getelementptr %16[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %48 = llvm.load %47 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %49 = llvm.extractelement %40[%7 : i64] : vector<1xf32>
          %50 = llvm.insertelement %49, %0[%2 : i32] : vector<4xf32>
          %51 = llvm.shufflevector %50, %0 [0, 0, 0, 0] : vector<4xf32>
          %52 = llvm.fmul %48, %51 fastmath<contract> : vector<4xf32>
          %53 = llvm.fmul %44, %52 fastmath<contract> : vector<4xf32>
          %54 = llvm.getelementptr %21[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %53, %54 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %55 = llvm.add %41, %11 : i64
          llvm.br ^bb4(%55 : i64)
        ^bb6:  // pred: ^bb4
          llvm.return %2 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_34 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_34_matmul_8x128x32_f32 ordinal(0) layout(#pipeline_layout7) count(%arg0: !hal.device) -> (index, index, index) {
        %c2 = arith.constant 2 : index
        %c1 = arith.constant 1 : index
        hal.return %c2, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_34_matmul_8x128x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<4xf32>
          %2 = llvm.mlir.constant(15 : i64) : i64
          %3 = llvm.mlir.constant(14 : i64) : i64
          %4 = llvm.mlir.constant(13 : i64) : i64
          %5 = llvm.mlir.constant(12 : i64) : i64
          %6 = llvm.mlir.constant(11 : i64) : i64
          %7 = llvm.mlir.constant(10 : i64) : i64
          %8 = llvm.mlir.constant(9 : i64) : i64
          %9 = llvm.mlir.constant(128 : i64) : i64
          %10 = llvm.mlir.constant(true) : i1
          %11 = llvm.mlir.constant(8 : i64) : i64
          %12 = llvm.mlir.poison : !llvm.array<8 x vector<4xf32>>
          %13 = llvm.mlir.poison : vector<16xf32>
          %14 = llvm.mlir.constant(7 : i64) : i64
          %15 = llvm.mlir.constant(6 : i64) : i64
          %16 = llvm.mlir.constant(5 : i64) : i64
          %17 = llvm.mlir.constant(3 : i64) : i64
          %18 = llvm.mlir.constant(2 : i64) : i64
          %19 = llvm.mlir.constant(1 : i64) : i64
          %20 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %21 = llvm.mlir.constant(64 : i64) : i64
          %22 = llvm.mlir.constant(4 : i64) : i64
          %23 = llvm.mlir.constant(32 : i64) : i64
          %24 = llvm.mlir.constant(0 : i64) : i64
          %25 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %26 = llvm.extractvalue %25[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %27 = llvm.load %26 : !llvm.ptr -> !llvm.ptr
          %28 = llvm.getelementptr %27[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%28, %21 : !llvm.ptr, i64)] : i1
          %29 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %30 = llvm.extractvalue %29[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %31 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %32 = llvm.load %31 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %10 ["align"(%32, %21 : !llvm.ptr, i64)] : i1
          %33 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %34 = llvm.extractvalue %33[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %35 = llvm.getelementptr %34[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %36 = llvm.load %35 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %10 ["align"(%36, %21 : !llvm.ptr, i64)] : i1
          %37 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %38 = llvm.extractvalue %37[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %39 = llvm.zext %38 : i32 to i64
          %40 = llvm.mul %39, %21 overflow<nsw> : i64
          llvm.br ^bb1(%24 : i64)
        ^bb1(%41: i64):  // 2 preds: ^bb0, ^bb4
          %42 = llvm.icmp "slt" %41, %21 : i64
          llvm.cond_br %42, ^bb2(%24, %20 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%43: i64, %44: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %45 = llvm.icmp "slt" %43, %23 : i64
          llvm.cond_br %45, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %46 = llvm.add %41, %40 : i64
          %47 = llvm.mul %46, %23 : i64
          %48 = llvm.add %47, %43 : i64
          %49 = llvm.getelementptr %32[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %50 = llvm.load %49 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %51 = llvm.add %46, %19 : i64
          %52 = llvm.mul %51, %23 : i64
          %53 = llvm.add %52, %43 : i64
          %54 = llvm.getelementptr %32[%53] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %55 = llvm.load %54 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %56 = llvm.add %46, %18 : i64
          %57 = llvm.mul %56, %23 : i64
          %58 = llvm.add %57, %43 : i64
          %59 = llvm.getelementptr %32[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %60 = llvm.load %59 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %61 = llvm.add %46, %17 : i64
          %62 = llvm.mul %61, %23 : i64
          %63 = llvm.add %62, %43 : i64
          %64 = llvm.getelementptr %32[%63] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %65 = llvm.load %64 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %66 = llvm.extractelement %50[%24 : i64] : vector<4xf32>
          %67 = llvm.extractelement %50[%19 : i64] : vector<4xf32>
          %68 = llvm.extractelement %50[%18 : i64] : vector<4xf32>
          %69 = llvm.extractelement %50[%17 : i64] : vector<4xf32>
          %70 = llvm.extractelement %55[%24 : i64] : vector<4xf32>
          %71 = llvm.extractelement %55[%19 : i64] : vector<4xf32>
          %72 = llvm.extractelement %55[%18 : i64] : vector<4xf32>
          %73 = llvm.extractelement %55[%17 : i64] : vector<4xf32>
          %74 = llvm.extractelement %60[%24 : i64] : vector<4xf32>
          %75 = llvm.extractelement %60[%19 : i64] : vector<4xf32>
          %76 = llvm.extractelement %60[%18 : i64] : vector<4xf32>
          %77 = llvm.extractelement %60[%17 : i64] : vector<4xf32>
          %78 = llvm.extractelement %65[%24 : i64] : vector<4xf32>
          %79 = llvm.extractelement %65[%19 : i64] : vector<4xf32>
          %80 = llvm.extractelement %65[%18 : i64] : vector<4xf32>
          %81 = llvm.extractelement %65[%17 : i64] : vector<4xf32>
          %82 = llvm.insertelement %66, %13[%24 : i64] : vector<16xf32>
          %83 = llvm.insertelement %67, %82[%19 : i64] : vector<16xf32>
          %84 = llvm.insertelement %68, %83[%18 : i64] : vector<16xf32>
          %85 = llvm.insertelement %69, %84[%17 : i64] : vector<16xf32>
          %86 = llvm.insertelement %70, %85[%22 : i64] : vector<16xf32>
          %87 = llvm.insertelement %71, %86[%16 : i64] : vector<16xf32>
          %88 = llvm.insertelement %72, %87[%15 : i64] : vector<16xf32>
          %89 = llvm.insertelement %73, %88[%14 : i64] : vector<16xf32>
          %90 = llvm.insertelement %74, %89[%11 : i64] : vector<16xf32>
          %91 = llvm.insertelement %75, %90[%8 : i64] : vector<16xf32>
          %92 = llvm.insertelement %76, %91[%7 : i64] : vector<16xf32>
          %93 = llvm.insertelement %77, %92[%6 : i64] : vector<16xf32>
          %94 = llvm.insertelement %78, %93[%5 : i64] : vector<16xf32>
          %95 = llvm.insertelement %79, %94[%4 : i64] : vector<16xf32>
          %96 = llvm.insertelement %80, %95[%3 : i64] : vector<16xf32>
          %97 = llvm.insertelement %81, %96[%2 : i64] : vector<16xf32>
          %98 = llvm.shufflevector %97, %13 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %99 = llvm.shufflevector %98, %98 [0, 1, 2, 3] : vector<16xf32>
          %100 = llvm.shufflevector %98, %98 [4, 5, 6, 7] : vector<16xf32>
          %101 = llvm.shufflevector %98, %98 [8, 9, 10, 11] : vector<16xf32>
          %102 = llvm.shufflevector %98, %98 [12, 13, 14, 15] : vector<16xf32>
          %103 = llvm.mul %24, %23 overflow<nsw, nuw> : i64
          %104 = llvm.add %103, %43 overflow<nsw, nuw> : i64
          %105 = llvm.getelementptr inbounds|nuw %28[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %106 = llvm.load %105 : !llvm.ptr -> f32
          %107 = llvm.insertelement %106, %1[%0 : i32] : vector<4xf32>
          %108 = llvm.shufflevector %107, %1 [0, 0, 0, 0] : vector<4xf32>
          %109 = llvm.extractvalue %44[0] : !llvm.array<8 x vector<4xf32>>
          %110 = llvm.intr.fmuladd(%108, %99, %109) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %111 = llvm.mul %19, %23 overflow<nsw, nuw> : i64
          %112 = llvm.add %111, %43 overflow<nsw, nuw> : i64
          %113 = llvm.getelementptr inbounds|nuw %28[%112] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %114 = llvm.load %113 : !llvm.ptr -> f32
          %115 = llvm.insertelement %114, %1[%0 : i32] : vector<4xf32>
          %116 = llvm.shufflevector %115, %1 [0, 0, 0, 0] : vector<4xf32>
          %117 = llvm.extractvalue %44[1] : !llvm.array<8 x vector<4xf32>>
          %118 = llvm.intr.fmuladd(%116, %99, %117) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %119 = llvm.mul %18, %23 overflow<nsw, nuw> : i64
          %120 = llvm.add %119, %43 overflow<nsw, nuw> : i64
          %121 = llvm.getelementptr inbounds|nuw %28[%120] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %122 = llvm.load %121 : !llvm.ptr -> f32
          %123 = llvm.insertelement %122, %1[%0 : i32] : vector<4xf32>
          %124 = llvm.shufflevector %123, %1 [0, 0, 0, 0] : vector<4xf32>
          %125 = llvm.extractvalue %44[2] : !llvm.array<8 x vector<4xf32>>
          %126 = llvm.intr.fmuladd(%124, %99, %125) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %127 = llvm.mul %17, %23 overflow<nsw, nuw> : i64
          %128 = llvm.add %127, %43 overflow<nsw, nuw> : i64
          %129 = llvm.getelementptr inbounds|nuw %28[%128] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %130 = llvm.load %129 : !llvm.ptr -> f32
          %131 = llvm.insertelement %130, %1[%0 : i32] : vector<4xf32>
          %132 = llvm.shufflevector %131, %1 [0, 0, 0, 0] : vector<4xf32>
          %133 = llvm.extractvalue %44[3] : !llvm.array<8 x vector<4xf32>>
          %134 = llvm.intr.fmuladd(%132, %99, %133) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %135 = llvm.mul %22, %23 overflow<nsw, nuw> : i64
          %136 = llvm.add %135, %43 overflow<nsw, nuw> : i64
          %137 = llvm.getelementptr inbounds|nuw %28[%136] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %138 = llvm.load %137 : !llvm.ptr -> f32
          %139 = llvm.insertelement %138, %1[%0 : i32] : vector<4xf32>
          %140 = llvm.shufflevector %139, %1 [0, 0, 0, 0] : vector<4xf32>
          %141 = llvm.extractvalue %44[4] : !llvm.array<8 x vector<4xf32>>
          %142 = llvm.intr.fmuladd(%140, %99, %141) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %143 = llvm.mul %16, %23 overflow<nsw, nuw> : i64
          %144 = llvm.add %143, %43 overflow<nsw, nuw> : i64
          %145 = llvm.getelementptr inbounds|nuw %28[%144] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %146 = llvm.load %145 : !llvm.ptr -> f32
          %147 = llvm.insertelement %146, %1[%0 : i32] : vector<4xf32>
          %148 = llvm.shufflevector %147, %1 [0, 0, 0, 0] : vector<4xf32>
          %149 = llvm.extractvalue %44[5] : !llvm.array<8 x vector<4xf32>>
          %150 = llvm.intr.fmuladd(%148, %99, %149) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %151 = llvm.mul %15, %23 overflow<nsw, nuw> : i64
          %152 = llvm.add %151, %43 overflow<nsw, nuw> : i64
          %153 = llvm.getelementptr inbounds|nuw %28[%152] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %154 = llvm.load %153 : !llvm.ptr -> f32
          %155 = llvm.insertelement %154, %1[%0 : i32] : vector<4xf32>
          %156 = llvm.shufflevector %155, %1 [0, 0, 0, 0] : vector<4xf32>
          %157 = llvm.extractvalue %44[6] : !llvm.array<8 x vector<4xf32>>
          %158 = llvm.intr.fmuladd(%156, %99, %157) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %159 = llvm.mul %14, %23 overflow<nsw, nuw> : i64
          %160 = llvm.add %159, %43 overflow<nsw, nuw> : i64
          %161 = llvm.getelementptr inbounds|nuw %28[%160] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %162 = llvm.load %161 : !llvm.ptr -> f32
          %163 = llvm.insertelement %162, %1[%0 : i32] : vector<4xf32>
          %164 = llvm.shufflevector %163, %1 [0, 0, 0, 0] : vector<4xf32>
          %165 = llvm.extractvalue %44[7] : !llvm.array<8 x vector<4xf32>>
          %166 = llvm.intr.fmuladd(%164, %99, %165) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %167 = llvm.add %43, %19 : i64
          %168 = llvm.add %103, %167 overflow<nsw, nuw> : i64
          %169 = llvm.getelementptr inbounds|nuw %28[%168] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %170 = llvm.load %169 : !llvm.ptr -> f32
          %171 = llvm.insertelement %170, %1[%0 : i32] : vector<4xf32>
          %172 = llvm.shufflevector %171, %1 [0, 0, 0, 0] : vector<4xf32>
          %173 = llvm.intr.fmuladd(%172, %100, %110) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %174 = llvm.add %111, %167 overflow<nsw, nuw> : i64
          %175 = llvm.getelementptr inbounds|nuw %28[%174] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %176 = llvm.load %175 : !llvm.ptr -> f32
          %177 = llvm.insertelement %176, %1[%0 : i32] : vector<4xf32>
          %178 = llvm.shufflevector %177, %1 [0, 0, 0, 0] : vector<4xf32>
          %179 = llvm.intr.fmuladd(%178, %100, %118) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %180 = llvm.add %119, %167 overflow<nsw, nuw> : i64
          %181 = llvm.getelementptr inbounds|nuw %28[%180] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %182 = llvm.load %181 : !llvm.ptr -> f32
          %183 = llvm.insertelement %182, %1[%0 : i32] : vector<4xf32>
          %184 = llvm.shufflevector %183, %1 [0, 0, 0, 0] : vector<4xf32>
          %185 = llvm.intr.fmuladd(%184, %100, %126) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %186 = llvm.add %127, %167 overflow<nsw, nuw> : i64
          %187 = llvm.getelementptr inbounds|nuw %28[%186] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %188 = llvm.load %187 : !llvm.ptr -> f32
          %189 = llvm.insertelement %188, %1[%0 : i32] : vector<4xf32>
          %190 = llvm.shufflevector %189, %1 [0, 0, 0, 0] : vector<4xf32>
          %191 = llvm.intr.fmuladd(%190, %100, %134) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %192 = llvm.add %135, %167 overflow<nsw, nuw> : i64
          %193 = llvm.getelementptr inbounds|nuw %28[%192] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %194 = llvm.load %193 : !llvm.ptr -> f32
          %195 = llvm.insertelement %194, %1[%0 : i32] : vector<4xf32>
          %196 = llvm.shufflevector %195, %1 [0, 0, 0, 0] : vector<4xf32>
          %197 = llvm.intr.fmuladd(%196, %100, %142) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %198 = llvm.add %143, %167 overflow<nsw, nuw> : i64
          %199 = llvm.getelementptr inbounds|nuw %28[%198] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %200 = llvm.load %199 : !llvm.ptr -> f32
          %201 = llvm.insertelement %200, %1[%0 : i32] : vector<4xf32>
          %202 = llvm.shufflevector %201, %1 [0, 0, 0, 0] : vector<4xf32>
          %203 = llvm.intr.fmuladd(%202, %100, %150) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %204 = llvm.add %151, %167 overflow<nsw, nuw> : i64
          %205 = llvm.getelementptr inbounds|nuw %28[%204] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %206 = llvm.load %205 : !llvm.ptr -> f32
          %207 = llvm.insertelement %206, %1[%0 : i32] : vector<4xf32>
          %208 = llvm.shufflevector %207, %1 [0, 0, 0, 0] : vector<4xf32>
          %209 = llvm.intr.fmuladd(%208, %100, %158) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %210 = llvm.add %159, %167 overflow<nsw, nuw> : i64
          %211 = llvm.getelementptr inbounds|nuw %28[%210] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %212 = llvm.load %211 : !llvm.ptr -> f32
          %213 = llvm.insertelement %212, %1[%0 : i32] : vector<4xf32>
          %214 = llvm.shufflevector %213, %1 [0, 0, 0, 0] : vector<4xf32>
          %215 = llvm.intr.fmuladd(%214, %100, %166) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %216 = llvm.add %43, %18 : i64
          %217 = llvm.add %103, %216 overflow<nsw, nuw> : i64
          %218 = llvm.getelementptr inbounds|nuw %28[%217] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %219 = llvm.load %218 : !llvm.ptr -> f32
          %220 = llvm.insertelement %219, %1[%0 : i32] : vector<4xf32>
          %221 = llvm.shufflevector %220, %1 [0, 0, 0, 0] : vector<4xf32>
          %222 = llvm.intr.fmuladd(%221, %101, %173) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %223 = llvm.add %111, %216 overflow<nsw, nuw> : i64
          %224 = llvm.getelementptr inbounds|nuw %28[%223] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %225 = llvm.load %224 : !llvm.ptr -> f32
          %226 = llvm.insertelement %225, %1[%0 : i32] : vector<4xf32>
          %227 = llvm.shufflevector %226, %1 [0, 0, 0, 0] : vector<4xf32>
          %228 = llvm.intr.fmuladd(%227, %101, %179) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %229 = llvm.add %119, %216 overflow<nsw, nuw> : i64
          %230 = llvm.getelementptr inbounds|nuw %28[%229] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %231 = llvm.load %230 : !llvm.ptr -> f32
          %232 = llvm.insertelement %231, %1[%0 : i32] : vector<4xf32>
          %233 = llvm.shufflevector %232, %1 [0, 0, 0, 0] : vector<4xf32>
          %234 = llvm.intr.fmuladd(%233, %101, %185) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %235 = llvm.add %127, %216 overflow<nsw, nuw> : i64
          %236 = llvm.getelementptr inbounds|nuw %28[%235] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %237 = llvm.load %236 : !llvm.ptr -> f32
          %238 = llvm.insertelement %237, %1[%0 : i32] : vector<4xf32>
          %239 = llvm.shufflevector %238, %1 [0, 0, 0, 0] : vector<4xf32>
          %240 = llvm.intr.fmuladd(%239, %101, %191) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %241 = llvm.add %135, %216 overflow<nsw, nuw> : i64
          %242 = llvm.getelementptr inbounds|nuw %28[%241] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %243 = llvm.load %242 : !llvm.ptr -> f32
          %244 = llvm.insertelement %243, %1[%0 : i32] : vector<4xf32>
          %245 = llvm.shufflevector %244, %1 [0, 0, 0, 0] : vector<4xf32>
          %246 = llvm.intr.fmuladd(%245, %101, %197) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %247 = llvm.add %143, %216 overflow<nsw, nuw> : i64
          %248 = llvm.getelementptr inbounds|nuw %28[%247] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %249 = llvm.load %248 : !llvm.ptr -> f32
          %250 = llvm.insertelement %249, %1[%0 : i32] : vector<4xf32>
          %251 = llvm.shufflevector %250, %1 [0, 0, 0, 0] : vector<4xf32>
          %252 = llvm.intr.fmuladd(%251, %101, %203) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %253 = llvm.add %151, %216 overflow<nsw, nuw> : i64
          %254 = llvm.getelementptr inbounds|nuw %28[%253] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %255 = llvm.load %254 : !llvm.ptr -> f32
          %256 = llvm.insertelement %255, %1[%0 : i32] : vector<4xf32>
          %257 = llvm.shufflevector %256, %1 [0, 0, 0, 0] : vector<4xf32>
          %258 = llvm.intr.fmuladd(%257, %101, %209) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %259 = llvm.add %159, %216 overflow<nsw, nuw> : i64
          %260 = llvm.getelementptr inbounds|nuw %28[%259] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %261 = llvm.load %260 : !llvm.ptr -> f32
          %262 = llvm.insertelement %261, %1[%0 : i32] : vector<4xf32>
          %263 = llvm.shufflevector %262, %1 [0, 0, 0, 0] : vector<4xf32>
          %264 = llvm.intr.fmuladd(%263, %101, %215) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %265 = llvm.add %43, %17 : i64
          %266 = llvm.add %103, %265 overflow<nsw, nuw> : i64
          %267 = llvm.getelementptr inbounds|nuw %28[%266] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %268 = llvm.load %267 : !llvm.ptr -> f32
          %269 = llvm.insertelement %268, %1[%0 : i32] : vector<4xf32>
          %270 = llvm.shufflevector %269, %1 [0, 0, 0, 0] : vector<4xf32>
          %271 = llvm.intr.fmuladd(%270, %102, %222) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %272 = llvm.add %111, %265 overflow<nsw, nuw> : i64
          %273 = llvm.getelementptr inbounds|nuw %28[%272] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %274 = llvm.load %273 : !llvm.ptr -> f32
          %275 = llvm.insertelement %274, %1[%0 : i32] : vector<4xf32>
          %276 = llvm.shufflevector %275, %1 [0, 0, 0, 0] : vector<4xf32>
          %277 = llvm.intr.fmuladd(%276, %102, %228) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %278 = llvm.add %119, %265 overflow<nsw, nuw> : i64
          %279 = llvm.getelementptr inbounds|nuw %28[%278] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %280 = llvm.load %279 : !llvm.ptr -> f32
          %281 = llvm.insertelement %280, %1[%0 : i32] : vector<4xf32>
          %282 = llvm.shufflevector %281, %1 [0, 0, 0, 0] : vector<4xf32>
          %283 = llvm.intr.fmuladd(%282, %102, %234) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %284 = llvm.add %127, %265 overflow<nsw, nuw> : i64
          %285 = llvm.getelementptr inbounds|nuw %28[%284] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %286 = llvm.load %285 : !llvm.ptr -> f32
          %287 = llvm.insertelement %286, %1[%0 : i32] : vector<4xf32>
          %288 = llvm.shufflevector %287, %1 [0, 0, 0, 0] : vector<4xf32>
          %289 = llvm.intr.fmuladd(%288, %102, %240) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %290 = llvm.add %135, %265 overflow<nsw, nuw> : i64
          %291 = llvm.getelementptr inbounds|nuw %28[%290] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %292 = llvm.load %291 : !llvm.ptr -> f32
          %293 = llvm.insertelement %292, %1[%0 : i32] : vector<4xf32>
          %294 = llvm.shufflevector %293, %1 [0, 0, 0, 0] : vector<4xf32>
          %295 = llvm.intr.fmuladd(%294, %102, %246) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %296 = llvm.add %143, %265 overflow<nsw, nuw> : i64
          %297 = llvm.getelementptr inbounds|nuw %28[%296] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %298 = llvm.load %297 : !llvm.ptr -> f32
          %299 = llvm.insertelement %298, %1[%0 : i32] : vector<4xf32>
          %300 = llvm.shufflevector %299, %1 [0, 0, 0, 0] : vector<4xf32>
          %301 = llvm.intr.fmuladd(%300, %102, %252) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %302 = llvm.add %151, %265 overflow<nsw, nuw> : i64
          %303 = llvm.getelementptr inbounds|nuw %28[%302] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %304 = llvm.load %303 : !llvm.ptr -> f32
          %305 = llvm.insertelement %304, %1[%0 : i32] : vector<4xf32>
          %306 = llvm.shufflevector %305, %1 [0, 0, 0, 0] : vector<4xf32>
          %307 = llvm.intr.fmuladd(%306, %102, %258) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %308 = llvm.add %159, %265 overflow<nsw, nuw> : i64
          %309 = llvm.getelementptr inbounds|nuw %28[%308] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %310 = llvm.load %309 : !llvm.ptr -> f32
          %311 = llvm.insertelement %310, %1[%0 : i32] : vector<4xf32>
          %312 = llvm.shufflevector %311, %1 [0, 0, 0, 0] : vector<4xf32>
          %313 = llvm.intr.fmuladd(%312, %102, %264) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %314 = llvm.insertvalue %271, %12[0] : !llvm.array<8 x vector<4xf32>>
          %315 = llvm.insertvalue %277, %314[1] : !llvm.array<8 x vector<4xf32>>
          %316 = llvm.insertvalue %283, %315[2] : !llvm.array<8 x vector<4xf32>>
          %317 = llvm.insertvalue %289, %316[3] : !llvm.array<8 x vector<4xf32>>
          %318 = llvm.insertvalue %295, %317[4] : !llvm.array<8 x vector<4xf32>>
          %319 = llvm.insertvalue %301, %318[5] : !llvm.array<8 x vector<4xf32>>
          %320 = llvm.insertvalue %307, %319[6] : !llvm.array<8 x vector<4xf32>>
          %321 = llvm.insertvalue %313, %320[7] : !llvm.array<8 x vector<4xf32>>
          %322 = llvm.add %43, %22 : i64
          llvm.br ^bb2(%322, %321 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %323 = llvm.extractvalue %44[0] : !llvm.array<8 x vector<4xf32>>
          %324 = llvm.add %40, %41 : i64
          %325 = llvm.mul %24, %9 : i64
          %326 = llvm.add %325, %324 : i64
          %327 = llvm.getelementptr %36[%326] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %323, %327 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %328 = llvm.extractvalue %44[1] : !llvm.array<8 x vector<4xf32>>
          %329 = llvm.mul %19, %9 : i64
          %330 = llvm.add %329, %324 : i64
          %331 = llvm.getelementptr %36[%330] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %328, %331 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %332 = llvm.extractvalue %44[2] : !llvm.array<8 x vector<4xf32>>
          %333 = llvm.mul %18, %9 : i64
          %334 = llvm.add %333, %324 : i64
          %335 = llvm.getelementptr %36[%334] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %332, %335 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %336 = llvm.extractvalue %44[3] : !llvm.array<8 x vector<4xf32>>
          %337 = llvm.mul %17, %9 : i64
          %338 = llvm.add %337, %324 : i64
          %339 = llvm.getelementptr %36[%338] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %336, %339 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %340 = llvm.extractvalue %44[4] : !llvm.array<8 x vector<4xf32>>
          %341 = llvm.mul %22, %9 : i64
          %342 = llvm.add %341, %324 : i64
          %343 = llvm.getelementptr %36[%342] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %340, %343 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %344 = llvm.extractvalue %44[5] : !llvm.array<8 x vector<4xf32>>
          %345 = llvm.mul %16, %9 : i64
          %346 = llvm.add %345, %324 : i64
          %347 = llvm.getelementptr %36[%346] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %344, %347 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %348 = llvm.extractvalue %44[6] : !llvm.array<8 x vector<4xf32>>
          %349 = llvm.mul %15, %9 : i64
          %350 = llvm.add %349, %324 : i64
          %351 = llvm.getelementptr %36[%350] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %348, %351 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %352 = llvm.extractvalue %44[7] : !llvm.array<8 x vector<4xf32>>
          %353 = llvm.mul %14, %9 : i64
          %354 = llvm.add %353, %324 : i64
          %355 = llvm.getelementptr %36[%354] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %352, %355 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %356 = llvm.add %41, %22 : i64
          llvm.br ^bb1(%356 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
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
// irlower-stages: fx_graph=fda255aeb0f9 torch_mlir=36baf284690c linalg_on_tensors_mlir=41d8f8914f15 iree_input=3a24b6bf7c49 iree_abi=ec7384078484 iree_preprocessing=045f223e1f73 iree_global_optimization=d80d2c4e5d90 iree_dispatch_creation=5d4c0429a8ce iree_flow=b221f52ee7d5 iree_stream=20ac341129d0 iree_executable_sources=2b1347d739c3
