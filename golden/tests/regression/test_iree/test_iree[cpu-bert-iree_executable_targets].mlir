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
#pipeline_layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#pipeline_layout1 = #hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#pipeline_layout2 = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#pipeline_layout3 = #hal.pipeline.layout<constants = 2, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#pipeline_layout4 = #hal.pipeline.layout<constants = 3, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#pipeline_layout5 = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
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
  hal.executable private @main_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_0_elementwise_8x32_i64xf32xf32xf32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_0_elementwise_8x32_i64xf32xf32xf32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.poison : vector<4xf32>
          %1 = llvm.mlir.constant(3 : i64) : i64
          %2 = llvm.mlir.constant(2 : i64) : i64
          %3 = llvm.mlir.constant(0 : i32) : i32
          %4 = llvm.mlir.poison : vector<4xi64>
          %5 = llvm.mlir.constant(64 : i64) : i64
          %6 = llvm.mlir.constant(true) : i1
          %7 = llvm.mlir.constant(dense<32> : vector<1xi64>) : vector<1xi64>
          %8 = llvm.mlir.constant(4 : i64) : i64
          %9 = llvm.mlir.constant(1 : i64) : i64
          %10 = llvm.mlir.constant(32 : i64) : i64
          %11 = llvm.mlir.constant(8 : i64) : i64
          %12 = llvm.mlir.constant(0 : i64) : i64
          %13 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %14 = llvm.extractvalue %13[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %15 = llvm.load %14 : !llvm.ptr -> !llvm.ptr
          %16 = llvm.getelementptr %15[72320] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %6 ["align"(%16, %5 : !llvm.ptr, i64)] : i1
          %17 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %18 = llvm.extractvalue %17[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %19 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %20 = llvm.load %19 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %6 ["align"(%20, %5 : !llvm.ptr, i64)] : i1
          %21 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %22 = llvm.extractvalue %21[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %23 = llvm.load %22 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %6 ["align"(%23, %5 : !llvm.ptr, i64)] : i1
          %24 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %25 = llvm.extractvalue %24[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %26 = llvm.load %25 : !llvm.ptr -> !llvm.ptr
          %27 = llvm.getelementptr %26[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %6 ["align"(%27, %5 : !llvm.ptr, i64)] : i1
          %28 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %29 = llvm.extractvalue %28[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %30 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %31 = llvm.load %30 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %6 ["align"(%31, %5 : !llvm.ptr, i64)] : i1
          %32 = llvm.intr.stepvector : vector<4xi64>
          llvm.br ^bb1(%12 : i64)
        ^bb1(%33: i64):  // 2 preds: ^bb0, ^bb5
          %34 = llvm.icmp "slt" %33, %11 : i64
          llvm.cond_br %34, ^bb2, ^bb6
        ^bb2:  // pred: ^bb1
          %35 = llvm.getelementptr %20[%33] : (!llvm.ptr, i64) -> !llvm.ptr, i64
          %36 = llvm.load %35 <alignment = 8> : !llvm.ptr -> vector<1xi64>
          %37 = llvm.mul %36, %7 : vector<1xi64>
          llvm.br ^bb3(%12 : i64)
        ^bb3(%38: i64):  // 2 preds: ^bb2, ^bb4
          %39 = llvm.icmp "slt" %38, %10 : i64
          llvm.cond_br %39, ^bb4, ^bb5
        ^bb4:  // pred: ^bb3
          %40 = llvm.mul %33, %10 : i64
          %41 = llvm.add %40, %38 : i64
          %42 = llvm.getelementptr %23[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %43 = llvm.load %42 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %44 = llvm.getelementptr %27[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %45 = llvm.load %44 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %46 = llvm.insertelement %38, %4[%3 : i32] : vector<4xi64>
          %47 = llvm.shufflevector %46, %4 [0, 0, 0, 0] : vector<4xi64>
          %48 = llvm.add %47, %32 : vector<4xi64>
          %49 = llvm.extractelement %37[%12 : i64] : vector<1xi64>
          %50 = llvm.insertelement %49, %4[%3 : i32] : vector<4xi64>
          %51 = llvm.shufflevector %50, %4 [0, 0, 0, 0] : vector<4xi64>
          %52 = llvm.add %48, %51 : vector<4xi64>
          %53 = llvm.extractelement %52[%12 : i64] : vector<4xi64>
          %54 = llvm.mul %12, %10 : i64
          %55 = llvm.add %54, %53 : i64
          %56 = llvm.getelementptr %16[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %57 = llvm.load %56 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %58 = llvm.extractelement %57[%12 : i64] : vector<1xf32>
          %59 = llvm.extractelement %52[%9 : i64] : vector<4xi64>
          %60 = llvm.add %54, %59 : i64
          %61 = llvm.getelementptr %16[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %62 = llvm.load %61 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %63 = llvm.extractelement %62[%12 : i64] : vector<1xf32>
          %64 = llvm.extractelement %52[%2 : i64] : vector<4xi64>
          %65 = llvm.add %54, %64 : i64
          %66 = llvm.getelementptr %16[%65] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %67 = llvm.load %66 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %68 = llvm.extractelement %67[%12 : i64] : vector<1xf32>
          %69 = llvm.extractelement %52[%1 : i64] : vector<4xi64>
          %70 = llvm.add %54, %69 : i64
          %71 = llvm.getelementptr %16[%70] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %72 = llvm.load %71 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %73 = llvm.extractelement %72[%12 : i64] : vector<1xf32>
          %74 = llvm.insertelement %58, %0[%12 : i64] : vector<4xf32>
          %75 = llvm.insertelement %63, %74[%9 : i64] : vector<4xf32>
          %76 = llvm.insertelement %68, %75[%2 : i64] : vector<4xf32>
          %77 = llvm.insertelement %73, %76[%1 : i64] : vector<4xf32>
          %78 = llvm.fadd %77, %43 fastmath<contract> : vector<4xf32>
          %79 = llvm.fadd %78, %45 fastmath<contract> : vector<4xf32>
          %80 = llvm.getelementptr %31[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %79, %80 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %81 = llvm.add %38, %8 : i64
          llvm.br ^bb3(%81 : i64)
        ^bb5:  // pred: ^bb3
          %82 = llvm.add %33, %9 : i64
          llvm.br ^bb1(%82 : i64)
        ^bb6:  // pred: ^bb1
          llvm.return %3 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_1 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_1_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_1_reduction_8x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.poison : vector<4xf32>
          %1 = llvm.mlir.constant(0 : i32) : i32
          %2 = llvm.mlir.poison : vector<1xf32>
          %3 = llvm.mlir.constant(64 : i64) : i64
          %4 = llvm.mlir.constant(true) : i1
          %5 = llvm.mlir.constant(dense<3.200000e+01> : vector<1xf32>) : vector<1xf32>
          %6 = llvm.mlir.constant(dense<0.000000e+00> : vector<1xf32>) : vector<1xf32>
          %7 = llvm.mlir.constant(4 : i64) : i64
          %8 = llvm.mlir.constant(32 : i64) : i64
          %9 = llvm.mlir.constant(0 : i64) : i64
          %10 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %11 = llvm.extractvalue %10[9] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %12 = llvm.load %11 : !llvm.ptr -> i32
          %13 = llvm.getelementptr %11[1] : (!llvm.ptr) -> !llvm.ptr, i32
          %14 = llvm.load %13 : !llvm.ptr -> i32
          %15 = llvm.zext %12 : i32 to i64
          %16 = llvm.zext %14 : i32 to i64
          %17 = llvm.extractvalue %10[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %18 = llvm.load %17 : !llvm.ptr -> !llvm.ptr
          %19 = llvm.getelementptr %18[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          llvm.intr.assume %4 ["align"(%19, %3 : !llvm.ptr, i64)] : i1
          %20 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %21 = llvm.extractvalue %20[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %22 = llvm.getelementptr %21[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %23 = llvm.load %22 : !llvm.ptr -> !llvm.ptr
          %24 = llvm.getelementptr %23[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          llvm.intr.assume %4 ["align"(%24, %3 : !llvm.ptr, i64)] : i1
          %25 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %26 = llvm.extractvalue %25[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %27 = llvm.zext %26 : i32 to i64
          llvm.br ^bb1(%9, %6 : i64, vector<1xf32>)
        ^bb1(%28: i64, %29: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
          %30 = llvm.icmp "slt" %28, %8 : i64
          llvm.cond_br %30, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %31 = llvm.mul %27, %8 : i64
          %32 = llvm.add %31, %28 : i64
          %33 = llvm.getelementptr %19[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %34 = llvm.load %33 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %35 = llvm.extractelement %29[%9 : i64] : vector<1xf32>
          %36 = llvm.intr.vector.reduce.fadd(%35, %34) : (f32, vector<4xf32>) -> f32
          %37 = llvm.insertelement %36, %2[%1 : i32] : vector<1xf32>
          %38 = llvm.add %28, %7 : i64
          llvm.br ^bb1(%38, %37 : i64, vector<1xf32>)
        ^bb3:  // pred: ^bb1
          %39 = llvm.fdiv %29, %5 : vector<1xf32>
          llvm.br ^bb4(%9 : i64)
        ^bb4(%40: i64):  // 2 preds: ^bb3, ^bb5
          %41 = llvm.icmp "slt" %40, %8 : i64
          llvm.cond_br %41, ^bb5, ^bb6
        ^bb5:  // pred: ^bb4
          %42 = llvm.mul %27, %8 : i64
          %43 = llvm.add %42, %40 : i64
          %44 = llvm.getelementptr %19[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %45 = llvm.load %44 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %46 = llvm.extractelement %39[%9 : i64] : vector<1xf32>
          %47 = llvm.insertelement %46, %0[%1 : i32] : vector<4xf32>
          %48 = llvm.shufflevector %47, %0 [0, 0, 0, 0] : vector<4xf32>
          %49 = llvm.fsub %45, %48 fastmath<contract> : vector<4xf32>
          %50 = llvm.getelementptr %24[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %49, %50 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %51 = llvm.add %40, %7 : i64
          llvm.br ^bb4(%51 : i64)
        ^bb6:  // pred: ^bb4
          llvm.return %1 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_2 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_2_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32_0(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_2_reduction_8x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.poison : vector<4xf32>
          %1 = llvm.mlir.constant(dense<1.000000e+00> : vector<1xf32>) : vector<1xf32>
          %2 = llvm.mlir.constant(0 : i32) : i32
          %3 = llvm.mlir.poison : vector<1xf32>
          %4 = llvm.mlir.constant(64 : i64) : i64
          %5 = llvm.mlir.constant(true) : i1
          %6 = llvm.mlir.addressof @__constant_32xf32_0 : !llvm.ptr
          %7 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
          %8 = llvm.mlir.constant(32 : i64) : i64
          %9 = llvm.mlir.constant(4 : i64) : i64
          %10 = llvm.mlir.constant(dense<0.000000e+00> : vector<1xf32>) : vector<1xf32>
          %11 = llvm.mlir.constant(dense<3.200000e+01> : vector<1xf32>) : vector<1xf32>
          %12 = llvm.mlir.constant(dense<9.99999996E-13> : vector<1xf32>) : vector<1xf32>
          %13 = llvm.mlir.constant(0 : i64) : i64
          %14 = llvm.getelementptr %7[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %15 = llvm.getelementptr %6[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %16 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %17 = llvm.extractvalue %16[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %18 = llvm.load %17 : !llvm.ptr -> !llvm.ptr
          %19 = llvm.getelementptr %18[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %5 ["align"(%19, %4 : !llvm.ptr, i64)] : i1
          %20 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %21 = llvm.extractvalue %20[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %22 = llvm.getelementptr %21[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %23 = llvm.load %22 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %5 ["align"(%23, %4 : !llvm.ptr, i64)] : i1
          %24 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %25 = llvm.extractvalue %24[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %26 = llvm.zext %25 : i32 to i64
          llvm.br ^bb1(%13, %10 : i64, vector<1xf32>)
        ^bb1(%27: i64, %28: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
          %29 = llvm.icmp "slt" %27, %8 : i64
          llvm.cond_br %29, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %30 = llvm.mul %26, %8 : i64
          %31 = llvm.add %30, %27 : i64
          %32 = llvm.getelementptr %19[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %33 = llvm.load %32 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %34 = llvm.extractelement %28[%13 : i64] : vector<1xf32>
          %35 = llvm.fmul %33, %33 fastmath<contract> : vector<4xf32>
          %36 = llvm.intr.vector.reduce.fadd(%34, %35) : (f32, vector<4xf32>) -> f32
          %37 = llvm.insertelement %36, %3[%2 : i32] : vector<1xf32>
          %38 = llvm.add %27, %9 : i64
          llvm.br ^bb1(%38, %37 : i64, vector<1xf32>)
        ^bb3:  // pred: ^bb1
          %39 = llvm.fdiv %28, %11 : vector<1xf32>
          %40 = llvm.fadd %39, %12 fastmath<contract> : vector<1xf32>
          %41 = llvm.intr.sqrt(%40) : (vector<1xf32>) -> vector<1xf32>
          %42 = llvm.fdiv %1, %41 : vector<1xf32>
          llvm.br ^bb4(%13 : i64)
        ^bb4(%43: i64):  // 2 preds: ^bb3, ^bb5
          %44 = llvm.icmp "slt" %43, %8 : i64
          llvm.cond_br %44, ^bb5, ^bb6
        ^bb5:  // pred: ^bb4
          %45 = llvm.mul %26, %8 : i64
          %46 = llvm.add %45, %43 : i64
          %47 = llvm.getelementptr %19[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %48 = llvm.load %47 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %49 = llvm.getelementptr %15[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %50 = llvm.load %49 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %51 = llvm.getelementptr %14[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %52 = llvm.load %51 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %53 = llvm.extractelement %42[%13 : i64] : vector<1xf32>
          %54 = llvm.insertelement %53, %0[%2 : i32] : vector<4xf32>
          %55 = llvm.shufflevector %54, %0 [0, 0, 0, 0] : vector<4xf32>
          %56 = llvm.fmul %48, %55 fastmath<contract> : vector<4xf32>
          %57 = llvm.fmul %56, %50 fastmath<contract> : vector<4xf32>
          %58 = llvm.fadd %57, %52 fastmath<contract> : vector<4xf32>
          %59 = llvm.getelementptr %23[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %58, %59 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %60 = llvm.add %43, %9 : i64
          llvm.br ^bb4(%60 : i64)
        ^bb6:  // pred: ^bb4
          llvm.return %2 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_3 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_3_matmul_8x32x32_f32 ordinal(0) layout(#pipeline_layout3) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_3_matmul_8x32x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %27 = llvm.getelementptr %25[1] : (!llvm.ptr) -> !llvm.ptr, i32
          %28 = llvm.load %27 : !llvm.ptr -> i32
          %29 = llvm.zext %26 : i32 to i64
          %30 = llvm.zext %28 : i32 to i64
          %31 = llvm.extractvalue %24[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %32 = llvm.load %31 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %10 ["align"(%32, %9 : !llvm.ptr, i64)] : i1
          %33 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %34 = llvm.extractvalue %33[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %35 = llvm.getelementptr %34[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %36 = llvm.load %35 : !llvm.ptr -> !llvm.ptr
          %37 = llvm.getelementptr %36[%29] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%37, %9 : !llvm.ptr, i64)] : i1
          %38 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %39 = llvm.extractvalue %38[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %40 = llvm.getelementptr %39[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %41 = llvm.load %40 : !llvm.ptr -> !llvm.ptr
          %42 = llvm.getelementptr %41[%30] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%42, %9 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%23 : i64)
        ^bb1(%43: i64):  // 2 preds: ^bb0, ^bb4
          %44 = llvm.icmp "slt" %43, %22 : i64
          llvm.cond_br %44, ^bb2(%23, %20 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%45: i64, %46: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %47 = llvm.icmp "slt" %45, %22 : i64
          llvm.cond_br %47, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %48 = llvm.mul %43, %22 : i64
          %49 = llvm.add %48, %45 : i64
          %50 = llvm.getelementptr %37[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %51 = llvm.load %50 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %52 = llvm.add %43, %19 : i64
          %53 = llvm.mul %52, %22 : i64
          %54 = llvm.add %53, %45 : i64
          %55 = llvm.getelementptr %37[%54] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %56 = llvm.load %55 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %57 = llvm.add %43, %18 : i64
          %58 = llvm.mul %57, %22 : i64
          %59 = llvm.add %58, %45 : i64
          %60 = llvm.getelementptr %37[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %61 = llvm.load %60 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %62 = llvm.add %43, %17 : i64
          %63 = llvm.mul %62, %22 : i64
          %64 = llvm.add %63, %45 : i64
          %65 = llvm.getelementptr %37[%64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %66 = llvm.load %65 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %67 = llvm.extractelement %51[%23 : i64] : vector<4xf32>
          %68 = llvm.extractelement %51[%19 : i64] : vector<4xf32>
          %69 = llvm.extractelement %51[%18 : i64] : vector<4xf32>
          %70 = llvm.extractelement %51[%17 : i64] : vector<4xf32>
          %71 = llvm.extractelement %56[%23 : i64] : vector<4xf32>
          %72 = llvm.extractelement %56[%19 : i64] : vector<4xf32>
          %73 = llvm.extractelement %56[%18 : i64] : vector<4xf32>
          %74 = llvm.extractelement %56[%17 : i64] : vector<4xf32>
          %75 = llvm.extractelement %61[%23 : i64] : vector<4xf32>
          %76 = llvm.extractelement %61[%19 : i64] : vector<4xf32>
          %77 = llvm.extractelement %61[%18 : i64] : vector<4xf32>
          %78 = llvm.extractelement %61[%17 : i64] : vector<4xf32>
          %79 = llvm.extractelement %66[%23 : i64] : vector<4xf32>
          %80 = llvm.extractelement %66[%19 : i64] : vector<4xf32>
          %81 = llvm.extractelement %66[%18 : i64] : vector<4xf32>
          %82 = llvm.extractelement %66[%17 : i64] : vector<4xf32>
          %83 = llvm.insertelement %67, %13[%23 : i64] : vector<16xf32>
          %84 = llvm.insertelement %68, %83[%19 : i64] : vector<16xf32>
          %85 = llvm.insertelement %69, %84[%18 : i64] : vector<16xf32>
          %86 = llvm.insertelement %70, %85[%17 : i64] : vector<16xf32>
          %87 = llvm.insertelement %71, %86[%21 : i64] : vector<16xf32>
          %88 = llvm.insertelement %72, %87[%16 : i64] : vector<16xf32>
          %89 = llvm.insertelement %73, %88[%15 : i64] : vector<16xf32>
          %90 = llvm.insertelement %74, %89[%14 : i64] : vector<16xf32>
          %91 = llvm.insertelement %75, %90[%11 : i64] : vector<16xf32>
          %92 = llvm.insertelement %76, %91[%8 : i64] : vector<16xf32>
          %93 = llvm.insertelement %77, %92[%7 : i64] : vector<16xf32>
          %94 = llvm.insertelement %78, %93[%6 : i64] : vector<16xf32>
          %95 = llvm.insertelement %79, %94[%5 : i64] : vector<16xf32>
          %96 = llvm.insertelement %80, %95[%4 : i64] : vector<16xf32>
          %97 = llvm.insertelement %81, %96[%3 : i64] : vector<16xf32>
          %98 = llvm.insertelement %82, %97[%2 : i64] : vector<16xf32>
          %99 = llvm.shufflevector %98, %13 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %100 = llvm.shufflevector %99, %99 [0, 1, 2, 3] : vector<16xf32>
          %101 = llvm.shufflevector %99, %99 [4, 5, 6, 7] : vector<16xf32>
          %102 = llvm.shufflevector %99, %99 [8, 9, 10, 11] : vector<16xf32>
          %103 = llvm.shufflevector %99, %99 [12, 13, 14, 15] : vector<16xf32>
          %104 = llvm.mul %23, %22 overflow<nsw, nuw> : i64
          %105 = llvm.add %104, %45 overflow<nsw, nuw> : i64
          %106 = llvm.getelementptr inbounds|nuw %32[%105] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %107 = llvm.load %106 : !llvm.ptr -> f32
          %108 = llvm.insertelement %107, %1[%0 : i32] : vector<4xf32>
          %109 = llvm.shufflevector %108, %1 [0, 0, 0, 0] : vector<4xf32>
          %110 = llvm.extractvalue %46[0] : !llvm.array<8 x vector<4xf32>>
          %111 = llvm.intr.fmuladd(%109, %100, %110) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %112 = llvm.mul %19, %22 overflow<nsw, nuw> : i64
          %113 = llvm.add %112, %45 overflow<nsw, nuw> : i64
          %114 = llvm.getelementptr inbounds|nuw %32[%113] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %115 = llvm.load %114 : !llvm.ptr -> f32
          %116 = llvm.insertelement %115, %1[%0 : i32] : vector<4xf32>
          %117 = llvm.shufflevector %116, %1 [0, 0, 0, 0] : vector<4xf32>
          %118 = llvm.extractvalue %46[1] : !llvm.array<8 x vector<4xf32>>
          %119 = llvm.intr.fmuladd(%117, %100, %118) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %120 = llvm.mul %18, %22 overflow<nsw, nuw> : i64
          %121 = llvm.add %120, %45 overflow<nsw, nuw> : i64
          %122 = llvm.getelementptr inbounds|nuw %32[%121] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %123 = llvm.load %122 : !llvm.ptr -> f32
          %124 = llvm.insertelement %123, %1[%0 : i32] : vector<4xf32>
          %125 = llvm.shufflevector %124, %1 [0, 0, 0, 0] : vector<4xf32>
          %126 = llvm.extractvalue %46[2] : !llvm.array<8 x vector<4xf32>>
          %127 = llvm.intr.fmuladd(%125, %100, %126) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %128 = llvm.mul %17, %22 overflow<nsw, nuw> : i64
          %129 = llvm.add %128, %45 overflow<nsw, nuw> : i64
          %130 = llvm.getelementptr inbounds|nuw %32[%129] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %131 = llvm.load %130 : !llvm.ptr -> f32
          %132 = llvm.insertelement %131, %1[%0 : i32] : vector<4xf32>
          %133 = llvm.shufflevector %132, %1 [0, 0, 0, 0] : vector<4xf32>
          %134 = llvm.extractvalue %46[3] : !llvm.array<8 x vector<4xf32>>
          %135 = llvm.intr.fmuladd(%133, %100, %134) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %136 = llvm.mul %21, %22 overflow<nsw, nuw> : i64
          %137 = llvm.add %136, %45 overflow<nsw, nuw> : i64
          %138 = llvm.getelementptr inbounds|nuw %32[%137] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %139 = llvm.load %138 : !llvm.ptr -> f32
          %140 = llvm.insertelement %139, %1[%0 : i32] : vector<4xf32>
          %141 = llvm.shufflevector %140, %1 [0, 0, 0, 0] : vector<4xf32>
          %142 = llvm.extractvalue %46[4] : !llvm.array<8 x vector<4xf32>>
          %143 = llvm.intr.fmuladd(%141, %100, %142) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %144 = llvm.mul %16, %22 overflow<nsw, nuw> : i64
          %145 = llvm.add %144, %45 overflow<nsw, nuw> : i64
          %146 = llvm.getelementptr inbounds|nuw %32[%145] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %147 = llvm.load %146 : !llvm.ptr -> f32
          %148 = llvm.insertelement %147, %1[%0 : i32] : vector<4xf32>
          %149 = llvm.shufflevector %148, %1 [0, 0, 0, 0] : vector<4xf32>
          %150 = llvm.extractvalue %46[5] : !llvm.array<8 x vector<4xf32>>
          %151 = llvm.intr.fmuladd(%149, %100, %150) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %152 = llvm.mul %15, %22 overflow<nsw, nuw> : i64
          %153 = llvm.add %152, %45 overflow<nsw, nuw> : i64
          %154 = llvm.getelementptr inbounds|nuw %32[%153] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %155 = llvm.load %154 : !llvm.ptr -> f32
          %156 = llvm.insertelement %155, %1[%0 : i32] : vector<4xf32>
          %157 = llvm.shufflevector %156, %1 [0, 0, 0, 0] : vector<4xf32>
          %158 = llvm.extractvalue %46[6] : !llvm.array<8 x vector<4xf32>>
          %159 = llvm.intr.fmuladd(%157, %100, %158) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %160 = llvm.mul %14, %22 overflow<nsw, nuw> : i64
          %161 = llvm.add %160, %45 overflow<nsw, nuw> : i64
          %162 = llvm.getelementptr inbounds|nuw %32[%161] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %163 = llvm.load %162 : !llvm.ptr -> f32
          %164 = llvm.insertelement %163, %1[%0 : i32] : vector<4xf32>
          %165 = llvm.shufflevector %164, %1 [0, 0, 0, 0] : vector<4xf32>
          %166 = llvm.extractvalue %46[7] : !llvm.array<8 x vector<4xf32>>
          %167 = llvm.intr.fmuladd(%165, %100, %166) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %168 = llvm.add %45, %19 : i64
          %169 = llvm.add %104, %168 overflow<nsw, nuw> : i64
          %170 = llvm.getelementptr inbounds|nuw %32[%169] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %171 = llvm.load %170 : !llvm.ptr -> f32
          %172 = llvm.insertelement %171, %1[%0 : i32] : vector<4xf32>
          %173 = llvm.shufflevector %172, %1 [0, 0, 0, 0] : vector<4xf32>
          %174 = llvm.intr.fmuladd(%173, %101, %111) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %175 = llvm.add %112, %168 overflow<nsw, nuw> : i64
          %176 = llvm.getelementptr inbounds|nuw %32[%175] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %177 = llvm.load %176 : !llvm.ptr -> f32
          %178 = llvm.insertelement %177, %1[%0 : i32] : vector<4xf32>
          %179 = llvm.shufflevector %178, %1 [0, 0, 0, 0] : vector<4xf32>
          %180 = llvm.intr.fmuladd(%179, %101, %119) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %181 = llvm.add %120, %168 overflow<nsw, nuw> : i64
          %182 = llvm.getelementptr inbounds|nuw %32[%181] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %183 = llvm.load %182 : !llvm.ptr -> f32
          %184 = llvm.insertelement %183, %1[%0 : i32] : vector<4xf32>
          %185 = llvm.shufflevector %184, %1 [0, 0, 0, 0] : vector<4xf32>
          %186 = llvm.intr.fmuladd(%185, %101, %127) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %187 = llvm.add %128, %168 overflow<nsw, nuw> : i64
          %188 = llvm.getelementptr inbounds|nuw %32[%187] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %189 = llvm.load %188 : !llvm.ptr -> f32
          %190 = llvm.insertelement %189, %1[%0 : i32] : vector<4xf32>
          %191 = llvm.shufflevector %190, %1 [0, 0, 0, 0] : vector<4xf32>
          %192 = llvm.intr.fmuladd(%191, %101, %135) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %193 = llvm.add %136, %168 overflow<nsw, nuw> : i64
          %194 = llvm.getelementptr inbounds|nuw %32[%193] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %195 = llvm.load %194 : !llvm.ptr -> f32
          %196 = llvm.insertelement %195, %1[%0 : i32] : vector<4xf32>
          %197 = llvm.shufflevector %196, %1 [0, 0, 0, 0] : vector<4xf32>
          %198 = llvm.intr.fmuladd(%197, %101, %143) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %199 = llvm.add %144, %168 overflow<nsw, nuw> : i64
          %200 = llvm.getelementptr inbounds|nuw %32[%199] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %201 = llvm.load %200 : !llvm.ptr -> f32
          %202 = llvm.insertelement %201, %1[%0 : i32] : vector<4xf32>
          %203 = llvm.shufflevector %202, %1 [0, 0, 0, 0] : vector<4xf32>
          %204 = llvm.intr.fmuladd(%203, %101, %151) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %205 = llvm.add %152, %168 overflow<nsw, nuw> : i64
          %206 = llvm.getelementptr inbounds|nuw %32[%205] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %207 = llvm.load %206 : !llvm.ptr -> f32
          %208 = llvm.insertelement %207, %1[%0 : i32] : vector<4xf32>
          %209 = llvm.shufflevector %208, %1 [0, 0, 0, 0] : vector<4xf32>
          %210 = llvm.intr.fmuladd(%209, %101, %159) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %211 = llvm.add %160, %168 overflow<nsw, nuw> : i64
          %212 = llvm.getelementptr inbounds|nuw %32[%211] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %213 = llvm.load %212 : !llvm.ptr -> f32
          %214 = llvm.insertelement %213, %1[%0 : i32] : vector<4xf32>
          %215 = llvm.shufflevector %214, %1 [0, 0, 0, 0] : vector<4xf32>
          %216 = llvm.intr.fmuladd(%215, %101, %167) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %217 = llvm.add %45, %18 : i64
          %218 = llvm.add %104, %217 overflow<nsw, nuw> : i64
          %219 = llvm.getelementptr inbounds|nuw %32[%218] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %220 = llvm.load %219 : !llvm.ptr -> f32
          %221 = llvm.insertelement %220, %1[%0 : i32] : vector<4xf32>
          %222 = llvm.shufflevector %221, %1 [0, 0, 0, 0] : vector<4xf32>
          %223 = llvm.intr.fmuladd(%222, %102, %174) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %224 = llvm.add %112, %217 overflow<nsw, nuw> : i64
          %225 = llvm.getelementptr inbounds|nuw %32[%224] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %226 = llvm.load %225 : !llvm.ptr -> f32
          %227 = llvm.insertelement %226, %1[%0 : i32] : vector<4xf32>
          %228 = llvm.shufflevector %227, %1 [0, 0, 0, 0] : vector<4xf32>
          %229 = llvm.intr.fmuladd(%228, %102, %180) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %230 = llvm.add %120, %217 overflow<nsw, nuw> : i64
          %231 = llvm.getelementptr inbounds|nuw %32[%230] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %232 = llvm.load %231 : !llvm.ptr -> f32
          %233 = llvm.insertelement %232, %1[%0 : i32] : vector<4xf32>
          %234 = llvm.shufflevector %233, %1 [0, 0, 0, 0] : vector<4xf32>
          %235 = llvm.intr.fmuladd(%234, %102, %186) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %236 = llvm.add %128, %217 overflow<nsw, nuw> : i64
          %237 = llvm.getelementptr inbounds|nuw %32[%236] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %238 = llvm.load %237 : !llvm.ptr -> f32
          %239 = llvm.insertelement %238, %1[%0 : i32] : vector<4xf32>
          %240 = llvm.shufflevector %239, %1 [0, 0, 0, 0] : vector<4xf32>
          %241 = llvm.intr.fmuladd(%240, %102, %192) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %242 = llvm.add %136, %217 overflow<nsw, nuw> : i64
          %243 = llvm.getelementptr inbounds|nuw %32[%242] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %244 = llvm.load %243 : !llvm.ptr -> f32
          %245 = llvm.insertelement %244, %1[%0 : i32] : vector<4xf32>
          %246 = llvm.shufflevector %245, %1 [0, 0, 0, 0] : vector<4xf32>
          %247 = llvm.intr.fmuladd(%246, %102, %198) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %248 = llvm.add %144, %217 overflow<nsw, nuw> : i64
          %249 = llvm.getelementptr inbounds|nuw %32[%248] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %250 = llvm.load %249 : !llvm.ptr -> f32
          %251 = llvm.insertelement %250, %1[%0 : i32] : vector<4xf32>
          %252 = llvm.shufflevector %251, %1 [0, 0, 0, 0] : vector<4xf32>
          %253 = llvm.intr.fmuladd(%252, %102, %204) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %254 = llvm.add %152, %217 overflow<nsw, nuw> : i64
          %255 = llvm.getelementptr inbounds|nuw %32[%254] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %256 = llvm.load %255 : !llvm.ptr -> f32
          %257 = llvm.insertelement %256, %1[%0 : i32] : vector<4xf32>
          %258 = llvm.shufflevector %257, %1 [0, 0, 0, 0] : vector<4xf32>
          %259 = llvm.intr.fmuladd(%258, %102, %210) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %260 = llvm.add %160, %217 overflow<nsw, nuw> : i64
          %261 = llvm.getelementptr inbounds|nuw %32[%260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %262 = llvm.load %261 : !llvm.ptr -> f32
          %263 = llvm.insertelement %262, %1[%0 : i32] : vector<4xf32>
          %264 = llvm.shufflevector %263, %1 [0, 0, 0, 0] : vector<4xf32>
          %265 = llvm.intr.fmuladd(%264, %102, %216) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %266 = llvm.add %45, %17 : i64
          %267 = llvm.add %104, %266 overflow<nsw, nuw> : i64
          %268 = llvm.getelementptr inbounds|nuw %32[%267] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %269 = llvm.load %268 : !llvm.ptr -> f32
          %270 = llvm.insertelement %269, %1[%0 : i32] : vector<4xf32>
          %271 = llvm.shufflevector %270, %1 [0, 0, 0, 0] : vector<4xf32>
          %272 = llvm.intr.fmuladd(%271, %103, %223) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %273 = llvm.add %112, %266 overflow<nsw, nuw> : i64
          %274 = llvm.getelementptr inbounds|nuw %32[%273] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %275 = llvm.load %274 : !llvm.ptr -> f32
          %276 = llvm.insertelement %275, %1[%0 : i32] : vector<4xf32>
          %277 = llvm.shufflevector %276, %1 [0, 0, 0, 0] : vector<4xf32>
          %278 = llvm.intr.fmuladd(%277, %103, %229) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %279 = llvm.add %120, %266 overflow<nsw, nuw> : i64
          %280 = llvm.getelementptr inbounds|nuw %32[%279] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %281 = llvm.load %280 : !llvm.ptr -> f32
          %282 = llvm.insertelement %281, %1[%0 : i32] : vector<4xf32>
          %283 = llvm.shufflevector %282, %1 [0, 0, 0, 0] : vector<4xf32>
          %284 = llvm.intr.fmuladd(%283, %103, %235) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %285 = llvm.add %128, %266 overflow<nsw, nuw> : i64
          %286 = llvm.getelementptr inbounds|nuw %32[%285] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %287 = llvm.load %286 : !llvm.ptr -> f32
          %288 = llvm.insertelement %287, %1[%0 : i32] : vector<4xf32>
          %289 = llvm.shufflevector %288, %1 [0, 0, 0, 0] : vector<4xf32>
          %290 = llvm.intr.fmuladd(%289, %103, %241) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %291 = llvm.add %136, %266 overflow<nsw, nuw> : i64
          %292 = llvm.getelementptr inbounds|nuw %32[%291] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %293 = llvm.load %292 : !llvm.ptr -> f32
          %294 = llvm.insertelement %293, %1[%0 : i32] : vector<4xf32>
          %295 = llvm.shufflevector %294, %1 [0, 0, 0, 0] : vector<4xf32>
          %296 = llvm.intr.fmuladd(%295, %103, %247) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %297 = llvm.add %144, %266 overflow<nsw, nuw> : i64
          %298 = llvm.getelementptr inbounds|nuw %32[%297] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %299 = llvm.load %298 : !llvm.ptr -> f32
          %300 = llvm.insertelement %299, %1[%0 : i32] : vector<4xf32>
          %301 = llvm.shufflevector %300, %1 [0, 0, 0, 0] : vector<4xf32>
          %302 = llvm.intr.fmuladd(%301, %103, %253) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %303 = llvm.add %152, %266 overflow<nsw, nuw> : i64
          %304 = llvm.getelementptr inbounds|nuw %32[%303] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %305 = llvm.load %304 : !llvm.ptr -> f32
          %306 = llvm.insertelement %305, %1[%0 : i32] : vector<4xf32>
          %307 = llvm.shufflevector %306, %1 [0, 0, 0, 0] : vector<4xf32>
          %308 = llvm.intr.fmuladd(%307, %103, %259) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %309 = llvm.add %160, %266 overflow<nsw, nuw> : i64
          %310 = llvm.getelementptr inbounds|nuw %32[%309] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %311 = llvm.load %310 : !llvm.ptr -> f32
          %312 = llvm.insertelement %311, %1[%0 : i32] : vector<4xf32>
          %313 = llvm.shufflevector %312, %1 [0, 0, 0, 0] : vector<4xf32>
          %314 = llvm.intr.fmuladd(%313, %103, %265) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %315 = llvm.insertvalue %272, %12[0] : !llvm.array<8 x vector<4xf32>>
          %316 = llvm.insertvalue %278, %315[1] : !llvm.array<8 x vector<4xf32>>
          %317 = llvm.insertvalue %284, %316[2] : !llvm.array<8 x vector<4xf32>>
          %318 = llvm.insertvalue %290, %317[3] : !llvm.array<8 x vector<4xf32>>
          %319 = llvm.insertvalue %296, %318[4] : !llvm.array<8 x vector<4xf32>>
          %320 = llvm.insertvalue %302, %319[5] : !llvm.array<8 x vector<4xf32>>
          %321 = llvm.insertvalue %308, %320[6] : !llvm.array<8 x vector<4xf32>>
          %322 = llvm.insertvalue %314, %321[7] : !llvm.array<8 x vector<4xf32>>
          %323 = llvm.add %45, %21 : i64
          llvm.br ^bb2(%323, %322 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %324 = llvm.extractvalue %46[0] : !llvm.array<8 x vector<4xf32>>
          %325 = llvm.mul %23, %22 : i64
          %326 = llvm.add %325, %43 : i64
          %327 = llvm.getelementptr %42[%326] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %324, %327 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %328 = llvm.extractvalue %46[1] : !llvm.array<8 x vector<4xf32>>
          %329 = llvm.mul %19, %22 : i64
          %330 = llvm.add %329, %43 : i64
          %331 = llvm.getelementptr %42[%330] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %328, %331 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %332 = llvm.extractvalue %46[2] : !llvm.array<8 x vector<4xf32>>
          %333 = llvm.mul %18, %22 : i64
          %334 = llvm.add %333, %43 : i64
          %335 = llvm.getelementptr %42[%334] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %332, %335 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %336 = llvm.extractvalue %46[3] : !llvm.array<8 x vector<4xf32>>
          %337 = llvm.mul %17, %22 : i64
          %338 = llvm.add %337, %43 : i64
          %339 = llvm.getelementptr %42[%338] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %336, %339 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %340 = llvm.extractvalue %46[4] : !llvm.array<8 x vector<4xf32>>
          %341 = llvm.mul %21, %22 : i64
          %342 = llvm.add %341, %43 : i64
          %343 = llvm.getelementptr %42[%342] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %340, %343 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %344 = llvm.extractvalue %46[5] : !llvm.array<8 x vector<4xf32>>
          %345 = llvm.mul %16, %22 : i64
          %346 = llvm.add %345, %43 : i64
          %347 = llvm.getelementptr %42[%346] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %344, %347 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %348 = llvm.extractvalue %46[6] : !llvm.array<8 x vector<4xf32>>
          %349 = llvm.mul %15, %22 : i64
          %350 = llvm.add %349, %43 : i64
          %351 = llvm.getelementptr %42[%350] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %348, %351 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %352 = llvm.extractvalue %46[7] : !llvm.array<8 x vector<4xf32>>
          %353 = llvm.mul %14, %22 : i64
          %354 = llvm.add %353, %43 : i64
          %355 = llvm.getelementptr %42[%354] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %352, %355 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %356 = llvm.add %43, %21 : i64
          llvm.br ^bb1(%356 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_4 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_4_elementwise_transpose_8x2x16_f32 ordinal(0) layout(#pipeline_layout4) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_4_elementwise_transpose_8x2x16_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.constant(128 : i64) : i64
          %2 = llvm.mlir.constant(64 : i64) : i64
          %3 = llvm.mlir.constant(true) : i1
          %4 = llvm.mlir.constant(32 : i64) : i64
          %5 = llvm.mlir.constant(4 : i64) : i64
          %6 = llvm.mlir.constant(1 : i64) : i64
          %7 = llvm.mlir.constant(16 : i64) : i64
          %8 = llvm.mlir.constant(2 : i64) : i64
          %9 = llvm.mlir.constant(8 : i64) : i64
          %10 = llvm.mlir.constant(0 : i64) : i64
          %11 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %12 = llvm.extractvalue %11[9] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %13 = llvm.load %12 : !llvm.ptr -> i32
          %14 = llvm.getelementptr %12[1] : (!llvm.ptr) -> !llvm.ptr, i32
          %15 = llvm.load %14 : !llvm.ptr -> i32
          %16 = llvm.getelementptr %12[2] : (!llvm.ptr) -> !llvm.ptr, i32
          %17 = llvm.load %16 : !llvm.ptr -> i32
          %18 = llvm.zext %13 : i32 to i64
          %19 = llvm.zext %15 : i32 to i64
          %20 = llvm.zext %17 : i32 to i64
          %21 = llvm.extractvalue %11[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %22 = llvm.load %21 : !llvm.ptr -> !llvm.ptr
          %23 = llvm.getelementptr %22[%18] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          llvm.intr.assume %3 ["align"(%23, %2 : !llvm.ptr, i64)] : i1
          %24 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %25 = llvm.extractvalue %24[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %26 = llvm.getelementptr %25[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %27 = llvm.load %26 : !llvm.ptr -> !llvm.ptr
          %28 = llvm.getelementptr %27[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          llvm.intr.assume %3 ["align"(%28, %2 : !llvm.ptr, i64)] : i1
          %29 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %30 = llvm.extractvalue %29[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %31 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %32 = llvm.load %31 : !llvm.ptr -> !llvm.ptr
          %33 = llvm.getelementptr %32[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          llvm.intr.assume %3 ["align"(%33, %2 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%10 : i64)
        ^bb1(%34: i64):  // 2 preds: ^bb0, ^bb6
          %35 = llvm.icmp "slt" %34, %9 : i64
          llvm.cond_br %35, ^bb2(%10 : i64), ^bb7
        ^bb2(%36: i64):  // 2 preds: ^bb1, ^bb5
          %37 = llvm.icmp "slt" %36, %8 : i64
          llvm.cond_br %37, ^bb3(%10 : i64), ^bb6
        ^bb3(%38: i64):  // 2 preds: ^bb2, ^bb4
          %39 = llvm.icmp "slt" %38, %7 : i64
          llvm.cond_br %39, ^bb4, ^bb5
        ^bb4:  // pred: ^bb3
          %40 = llvm.mul %34, %4 : i64
          %41 = llvm.mul %36, %7 : i64
          %42 = llvm.add %40, %41 : i64
          %43 = llvm.add %42, %38 : i64
          %44 = llvm.getelementptr %23[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %45 = llvm.load %44 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %46 = llvm.add %41, %38 : i64
          %47 = llvm.getelementptr %28[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %48 = llvm.load %47 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %49 = llvm.fadd %45, %48 fastmath<contract> : vector<4xf32>
          %50 = llvm.mul %36, %1 : i64
          %51 = llvm.mul %34, %7 : i64
          %52 = llvm.add %50, %51 : i64
          %53 = llvm.add %52, %38 : i64
          %54 = llvm.getelementptr %33[%53] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %49, %54 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %55 = llvm.add %38, %5 : i64
          llvm.br ^bb3(%55 : i64)
        ^bb5:  // pred: ^bb3
          %56 = llvm.add %36, %6 : i64
          llvm.br ^bb2(%56 : i64)
        ^bb6:  // pred: ^bb2
          %57 = llvm.add %34, %6 : i64
          llvm.br ^bb1(%57 : i64)
        ^bb7:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_5 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_5_matmul_8x32x32_f32 ordinal(0) layout(#pipeline_layout5) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_5_matmul_8x32x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %12 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
          %13 = llvm.mlir.poison : !llvm.array<8 x vector<4xf32>>
          %14 = llvm.mlir.poison : vector<32xf32>
          %15 = llvm.mlir.poison : vector<16xf32>
          %16 = llvm.mlir.constant(7 : i64) : i64
          %17 = llvm.mlir.constant(6 : i64) : i64
          %18 = llvm.mlir.constant(5 : i64) : i64
          %19 = llvm.mlir.constant(3 : i64) : i64
          %20 = llvm.mlir.constant(2 : i64) : i64
          %21 = llvm.mlir.constant(1 : i64) : i64
          %22 = llvm.mlir.constant(0 : i64) : i64
          %23 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %24 = llvm.mlir.constant(4 : i64) : i64
          %25 = llvm.mlir.constant(32 : i64) : i64
          %26 = llvm.getelementptr %12[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %27 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %28 = llvm.extractvalue %27[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %29 = llvm.load %28 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %10 ["align"(%29, %9 : !llvm.ptr, i64)] : i1
          %30 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %31 = llvm.extractvalue %30[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %32 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %33 = llvm.load %32 : !llvm.ptr -> !llvm.ptr
          %34 = llvm.getelementptr %33[64000] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%34, %9 : !llvm.ptr, i64)] : i1
          %35 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %36 = llvm.extractvalue %35[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %37 = llvm.getelementptr %36[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %38 = llvm.load %37 : !llvm.ptr -> !llvm.ptr
          %39 = llvm.getelementptr %38[3072] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%39, %9 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%22 : i64)
        ^bb1(%40: i64):  // 2 preds: ^bb0, ^bb4
          %41 = llvm.icmp "slt" %40, %25 : i64
          llvm.cond_br %41, ^bb2(%22, %23 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%42: i64, %43: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %44 = llvm.icmp "slt" %42, %25 : i64
          llvm.cond_br %44, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %45 = llvm.mul %40, %25 : i64
          %46 = llvm.add %45, %42 : i64
          %47 = llvm.getelementptr %34[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %48 = llvm.load %47 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %49 = llvm.add %40, %21 : i64
          %50 = llvm.mul %49, %25 : i64
          %51 = llvm.add %50, %42 : i64
          %52 = llvm.getelementptr %34[%51] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %53 = llvm.load %52 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %54 = llvm.add %40, %20 : i64
          %55 = llvm.mul %54, %25 : i64
          %56 = llvm.add %55, %42 : i64
          %57 = llvm.getelementptr %34[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %58 = llvm.load %57 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %59 = llvm.add %40, %19 : i64
          %60 = llvm.mul %59, %25 : i64
          %61 = llvm.add %60, %42 : i64
          %62 = llvm.getelementptr %34[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %63 = llvm.load %62 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %64 = llvm.extractelement %48[%22 : i64] : vector<4xf32>
          %65 = llvm.extractelement %48[%21 : i64] : vector<4xf32>
          %66 = llvm.extractelement %48[%20 : i64] : vector<4xf32>
          %67 = llvm.extractelement %48[%19 : i64] : vector<4xf32>
          %68 = llvm.extractelement %53[%22 : i64] : vector<4xf32>
          %69 = llvm.extractelement %53[%21 : i64] : vector<4xf32>
          %70 = llvm.extractelement %53[%20 : i64] : vector<4xf32>
          %71 = llvm.extractelement %53[%19 : i64] : vector<4xf32>
          %72 = llvm.extractelement %58[%22 : i64] : vector<4xf32>
          %73 = llvm.extractelement %58[%21 : i64] : vector<4xf32>
          %74 = llvm.extractelement %58[%20 : i64] : vector<4xf32>
          %75 = llvm.extractelement %58[%19 : i64] : vector<4xf32>
          %76 = llvm.extractelement %63[%22 : i64] : vector<4xf32>
          %77 = llvm.extractelement %63[%21 : i64] : vector<4xf32>
          %78 = llvm.extractelement %63[%20 : i64] : vector<4xf32>
          %79 = llvm.extractelement %63[%19 : i64] : vector<4xf32>
          %80 = llvm.insertelement %64, %15[%22 : i64] : vector<16xf32>
          %81 = llvm.insertelement %65, %80[%21 : i64] : vector<16xf32>
          %82 = llvm.insertelement %66, %81[%20 : i64] : vector<16xf32>
          %83 = llvm.insertelement %67, %82[%19 : i64] : vector<16xf32>
          %84 = llvm.insertelement %68, %83[%24 : i64] : vector<16xf32>
          %85 = llvm.insertelement %69, %84[%18 : i64] : vector<16xf32>
          %86 = llvm.insertelement %70, %85[%17 : i64] : vector<16xf32>
          %87 = llvm.insertelement %71, %86[%16 : i64] : vector<16xf32>
          %88 = llvm.insertelement %72, %87[%11 : i64] : vector<16xf32>
          %89 = llvm.insertelement %73, %88[%8 : i64] : vector<16xf32>
          %90 = llvm.insertelement %74, %89[%7 : i64] : vector<16xf32>
          %91 = llvm.insertelement %75, %90[%6 : i64] : vector<16xf32>
          %92 = llvm.insertelement %76, %91[%5 : i64] : vector<16xf32>
          %93 = llvm.insertelement %77, %92[%4 : i64] : vector<16xf32>
          %94 = llvm.insertelement %78, %93[%3 : i64] : vector<16xf32>
          %95 = llvm.insertelement %79, %94[%2 : i64] : vector<16xf32>
          %96 = llvm.shufflevector %95, %15 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %97 = llvm.shufflevector %96, %96 [0, 1, 2, 3] : vector<16xf32>
          %98 = llvm.shufflevector %96, %96 [4, 5, 6, 7] : vector<16xf32>
          %99 = llvm.shufflevector %96, %96 [8, 9, 10, 11] : vector<16xf32>
          %100 = llvm.shufflevector %96, %96 [12, 13, 14, 15] : vector<16xf32>
          %101 = llvm.mul %22, %25 overflow<nsw, nuw> : i64
          %102 = llvm.add %101, %42 overflow<nsw, nuw> : i64
          %103 = llvm.getelementptr inbounds|nuw %29[%102] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %104 = llvm.load %103 : !llvm.ptr -> f32
          %105 = llvm.insertelement %104, %1[%0 : i32] : vector<4xf32>
          %106 = llvm.shufflevector %105, %1 [0, 0, 0, 0] : vector<4xf32>
          %107 = llvm.extractvalue %43[0] : !llvm.array<8 x vector<4xf32>>
          %108 = llvm.intr.fmuladd(%106, %97, %107) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %109 = llvm.mul %21, %25 overflow<nsw, nuw> : i64
          %110 = llvm.add %109, %42 overflow<nsw, nuw> : i64
          %111 = llvm.getelementptr inbounds|nuw %29[%110] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %112 = llvm.load %111 : !llvm.ptr -> f32
          %113 = llvm.insertelement %112, %1[%0 : i32] : vector<4xf32>
          %114 = llvm.shufflevector %113, %1 [0, 0, 0, 0] : vector<4xf32>
          %115 = llvm.extractvalue %43[1] : !llvm.array<8 x vector<4xf32>>
          %116 = llvm.intr.fmuladd(%114, %97, %115) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %117 = llvm.mul %20, %25 overflow<nsw, nuw> : i64
          %118 = llvm.add %117, %42 overflow<nsw, nuw> : i64
          %119 = llvm.getelementptr inbounds|nuw %29[%118] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %120 = llvm.load %119 : !llvm.ptr -> f32
          %121 = llvm.insertelement %120, %1[%0 : i32] : vector<4xf32>
          %122 = llvm.shufflevector %121, %1 [0, 0, 0, 0] : vector<4xf32>
          %123 = llvm.extractvalue %43[2] : !llvm.array<8 x vector<4xf32>>
          %124 = llvm.intr.fmuladd(%122, %97, %123) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %125 = llvm.mul %19, %25 overflow<nsw, nuw> : i64
          %126 = llvm.add %125, %42 overflow<nsw, nuw> : i64
          %127 = llvm.getelementptr inbounds|nuw %29[%126] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %128 = llvm.load %127 : !llvm.ptr -> f32
          %129 = llvm.insertelement %128, %1[%0 : i32] : vector<4xf32>
          %130 = llvm.shufflevector %129, %1 [0, 0, 0, 0] : vector<4xf32>
          %131 = llvm.extractvalue %43[3] : !llvm.array<8 x vector<4xf32>>
          %132 = llvm.intr.fmuladd(%130, %97, %131) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %133 = llvm.mul %24, %25 overflow<nsw, nuw> : i64
          %134 = llvm.add %133, %42 overflow<nsw, nuw> : i64
          %135 = llvm.getelementptr inbounds|nuw %29[%134] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %136 = llvm.load %135 : !llvm.ptr -> f32
          %137 = llvm.insertelement %136, %1[%0 : i32] : vector<4xf32>
          %138 = llvm.shufflevector %137, %1 [0, 0, 0, 0] : vector<4xf32>
          %139 = llvm.extractvalue %43[4] : !llvm.array<8 x vector<4xf32>>
          %140 = llvm.intr.fmuladd(%138, %97, %139) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %141 = llvm.mul %18, %25 overflow<nsw, nuw> : i64
          %142 = llvm.add %141, %42 overflow<nsw, nuw> : i64
          %143 = llvm.getelementptr inbounds|nuw %29[%142] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %144 = llvm.load %143 : !llvm.ptr -> f32
          %145 = llvm.insertelement %144, %1[%0 : i32] : vector<4xf32>
          %146 = llvm.shufflevector %145, %1 [0, 0, 0, 0] : vector<4xf32>
          %147 = llvm.extractvalue %43[5] : !llvm.array<8 x vector<4xf32>>
          %148 = llvm.intr.fmuladd(%146, %97, %147) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %149 = llvm.mul %17, %25 overflow<nsw, nuw> : i64
          %150 = llvm.add %149, %42 overflow<nsw, nuw> : i64
          %151 = llvm.getelementptr inbounds|nuw %29[%150] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %152 = llvm.load %151 : !llvm.ptr -> f32
          %153 = llvm.insertelement %152, %1[%0 : i32] : vector<4xf32>
          %154 = llvm.shufflevector %153, %1 [0, 0, 0, 0] : vector<4xf32>
          %155 = llvm.extractvalue %43[6] : !llvm.array<8 x vector<4xf32>>
          %156 = llvm.intr.fmuladd(%154, %97, %155) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %157 = llvm.mul %16, %25 overflow<nsw, nuw> : i64
          %158 = llvm.add %157, %42 overflow<nsw, nuw> : i64
          %159 = llvm.getelementptr inbounds|nuw %29[%158] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %160 = llvm.load %159 : !llvm.ptr -> f32
          %161 = llvm.insertelement %160, %1[%0 : i32] : vector<4xf32>
          %162 = llvm.shufflevector %161, %1 [0, 0, 0, 0] : vector<4xf32>
          %163 = llvm.extractvalue %43[7] : !llvm.array<8 x vector<4xf32>>
          %164 = llvm.intr.fmuladd(%162, %97, %163) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %165 = llvm.add %42, %21 : i64
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
          %214 = llvm.add %42, %20 : i64
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
          %263 = llvm.add %42, %19 : i64
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
          %312 = llvm.insertvalue %269, %13[0] : !llvm.array<8 x vector<4xf32>>
          %313 = llvm.insertvalue %275, %312[1] : !llvm.array<8 x vector<4xf32>>
          %314 = llvm.insertvalue %281, %313[2] : !llvm.array<8 x vector<4xf32>>
          %315 = llvm.insertvalue %287, %314[3] : !llvm.array<8 x vector<4xf32>>
          %316 = llvm.insertvalue %293, %315[4] : !llvm.array<8 x vector<4xf32>>
          %317 = llvm.insertvalue %299, %316[5] : !llvm.array<8 x vector<4xf32>>
          %318 = llvm.insertvalue %305, %317[6] : !llvm.array<8 x vector<4xf32>>
          %319 = llvm.insertvalue %311, %318[7] : !llvm.array<8 x vector<4xf32>>
          %320 = llvm.add %42, %24 : i64
          llvm.br ^bb2(%320, %319 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %321 = llvm.getelementptr %26[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %322 = llvm.load %321 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %323 = llvm.extractvalue %43[0] : !llvm.array<8 x vector<4xf32>>
          %324 = llvm.fadd %323, %322 fastmath<contract> : vector<4xf32>
          %325 = llvm.extractvalue %43[1] : !llvm.array<8 x vector<4xf32>>
          %326 = llvm.fadd %325, %322 fastmath<contract> : vector<4xf32>
          %327 = llvm.extractvalue %43[2] : !llvm.array<8 x vector<4xf32>>
          %328 = llvm.fadd %327, %322 fastmath<contract> : vector<4xf32>
          %329 = llvm.extractvalue %43[3] : !llvm.array<8 x vector<4xf32>>
          %330 = llvm.fadd %329, %322 fastmath<contract> : vector<4xf32>
          %331 = llvm.extractvalue %43[4] : !llvm.array<8 x vector<4xf32>>
          %332 = llvm.fadd %331, %322 fastmath<contract> : vector<4xf32>
          %333 = llvm.extractvalue %43[5] : !llvm.array<8 x vector<4xf32>>
          %334 = llvm.fadd %333, %322 fastmath<contract> : vector<4xf32>
          %335 = llvm.extractvalue %43[6] : !llvm.array<8 x vector<4xf32>>
          %336 = llvm.fadd %335, %322 fastmath<contract> : vector<4xf32>
          %337 = llvm.extractvalue %43[7] : !llvm.array<8 x vector<4xf32>>
          %338 = llvm.fadd %337, %322 fastmath<contract> : vector<4xf32>
          %339 = llvm.shufflevector %324, %324 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %340 = llvm.shufflevector %339, %14 [0, 1, 2, 3, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1] : vector<32xf32>
          %341 = llvm.shufflevector %326, %326 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %342 = llvm.shufflevector %341, %340 [32, 33, 34, 35, 0, 1, 2, 3, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32>
          %343 = llvm.shufflevector %328, %328 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %344 = llvm.shufflevector %343, %342 [32, 33, 34, 35, 36, 37, 38, 39, 0, 1, 2, 3, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32>
          %345 = llvm.shufflevector %330, %330 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %346 = llvm.shufflevector %345, %344 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 0, 1, 2, 3, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32>
          %347 = llvm.shufflevector %332, %332 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %348 = llvm.shufflevector %347, %346 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 0, 1, 2, 3, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32>
          %349 = llvm.shufflevector %334, %334 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %350 = llvm.shufflevector %349, %348 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 0, 1, 2, 3, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32>
          %351 = llvm.shufflevector %336, %336 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %352 = llvm.shufflevector %351, %350 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 0, 1, 2, 3, 60, 61, 62, 63] : vector<32xf32>
          %353 = llvm.shufflevector %338, %338 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %354 = llvm.shufflevector %353, %352 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 0, 1, 2, 3] : vector<32xf32>
          %355 = llvm.shufflevector %354, %14 [0, 4, 8, 12, 16, 20, 24, 28, 1, 5, 9, 13, 17, 21, 25, 29, 2, 6, 10, 14, 18, 22, 26, 30, 3, 7, 11, 15, 19, 23, 27, 31] : vector<32xf32>
          %356 = llvm.shufflevector %355, %355 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xf32>
          %357 = llvm.shufflevector %355, %355 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xf32>
          %358 = llvm.shufflevector %355, %355 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xf32>
          %359 = llvm.shufflevector %355, %355 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xf32>
          %360 = llvm.mul %40, %11 : i64
          %361 = llvm.add %360, %22 : i64
          %362 = llvm.getelementptr %39[%361] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %356, %362 <alignment = 4> : vector<8xf32>, !llvm.ptr
          %363 = llvm.add %40, %21 : i64
          %364 = llvm.mul %363, %11 : i64
          %365 = llvm.add %364, %22 : i64
          %366 = llvm.getelementptr %39[%365] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %357, %366 <alignment = 4> : vector<8xf32>, !llvm.ptr
          %367 = llvm.add %40, %20 : i64
          %368 = llvm.mul %367, %11 : i64
          %369 = llvm.add %368, %22 : i64
          %370 = llvm.getelementptr %39[%369] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %358, %370 <alignment = 4> : vector<8xf32>, !llvm.ptr
          %371 = llvm.add %40, %19 : i64
          %372 = llvm.mul %371, %11 : i64
          %373 = llvm.add %372, %22 : i64
          %374 = llvm.getelementptr %39[%373] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %359, %374 <alignment = 4> : vector<8xf32>, !llvm.ptr
          %375 = llvm.add %40, %24 : i64
          llvm.br ^bb1(%375 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_8 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_8_batch_matmul_2x8x8x16_f32 ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %c2 = arith.constant 2 : index
        %c1 = arith.constant 1 : index
        hal.return %c2, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_8_batch_matmul_2x8x8x16_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<4xf32>
          %2 = llvm.mlir.constant(64 : i64) : i64
          %3 = llvm.mlir.constant(true) : i1
          %4 = llvm.mlir.constant(128 : i64) : i64
          %5 = llvm.mlir.poison : !llvm.array<8 x vector<4xf32>>
          %6 = llvm.mlir.constant(7 : i64) : i64
          %7 = llvm.mlir.constant(6 : i64) : i64
          %8 = llvm.mlir.constant(5 : i64) : i64
          %9 = llvm.mlir.constant(3 : i64) : i64
          %10 = llvm.mlir.constant(2 : i64) : i64
          %11 = llvm.mlir.constant(1 : i64) : i64
          %12 = llvm.mlir.constant(dense<4.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %13 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %14 = llvm.mlir.constant(8 : i64) : i64
          %15 = llvm.mlir.constant(4 : i64) : i64
          %16 = llvm.mlir.constant(16 : i64) : i64
          %17 = llvm.mlir.constant(0 : i64) : i64
          %18 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %19 = llvm.extractvalue %18[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %20 = llvm.load %19 : !llvm.ptr -> !llvm.ptr
          %21 = llvm.getelementptr %20[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %3 ["align"(%21, %2 : !llvm.ptr, i64)] : i1
          %22 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %23 = llvm.extractvalue %22[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %24 = llvm.load %23 : !llvm.ptr -> !llvm.ptr
          %25 = llvm.getelementptr %24[3072] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %3 ["align"(%25, %2 : !llvm.ptr, i64)] : i1
          %26 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %27 = llvm.extractvalue %26[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %28 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %29 = llvm.load %28 : !llvm.ptr -> !llvm.ptr
          %30 = llvm.getelementptr %29[5120] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %3 ["align"(%30, %2 : !llvm.ptr, i64)] : i1
          %31 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %32 = llvm.extractvalue %31[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %33 = llvm.zext %32 : i32 to i64
          llvm.br ^bb1(%17 : i64)
        ^bb1(%34: i64):  // 2 preds: ^bb0, ^bb4
          %35 = llvm.icmp "slt" %34, %14 : i64
          llvm.cond_br %35, ^bb2(%17, %13 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%36: i64, %37: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %38 = llvm.icmp "slt" %36, %16 : i64
          llvm.cond_br %38, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %39 = llvm.mul %33, %4 : i64
          %40 = llvm.mul %36, %14 : i64
          %41 = llvm.add %39, %40 : i64
          %42 = llvm.add %41, %34 : i64
          %43 = llvm.getelementptr %25[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %44 = llvm.load %43 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %45 = llvm.add %36, %11 : i64
          %46 = llvm.mul %45, %14 : i64
          %47 = llvm.add %39, %46 : i64
          %48 = llvm.add %47, %34 : i64
          %49 = llvm.getelementptr %25[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %50 = llvm.load %49 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %51 = llvm.add %36, %10 : i64
          %52 = llvm.mul %51, %14 : i64
          %53 = llvm.add %39, %52 : i64
          %54 = llvm.add %53, %34 : i64
          %55 = llvm.getelementptr %25[%54] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %56 = llvm.load %55 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %57 = llvm.add %36, %9 : i64
          %58 = llvm.mul %57, %14 : i64
          %59 = llvm.add %39, %58 : i64
          %60 = llvm.add %59, %34 : i64
          %61 = llvm.getelementptr %25[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %62 = llvm.load %61 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %63 = llvm.mul %33, %4 overflow<nsw, nuw> : i64
          %64 = llvm.mul %17, %16 overflow<nsw, nuw> : i64
          %65 = llvm.add %63, %64 overflow<nsw, nuw> : i64
          %66 = llvm.add %65, %36 overflow<nsw, nuw> : i64
          %67 = llvm.getelementptr inbounds|nuw %21[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %68 = llvm.load %67 : !llvm.ptr -> f32
          %69 = llvm.insertelement %68, %1[%0 : i32] : vector<4xf32>
          %70 = llvm.shufflevector %69, %1 [0, 0, 0, 0] : vector<4xf32>
          %71 = llvm.extractvalue %37[0] : !llvm.array<8 x vector<4xf32>>
          %72 = llvm.intr.fmuladd(%70, %44, %71) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %73 = llvm.mul %11, %16 overflow<nsw, nuw> : i64
          %74 = llvm.add %63, %73 overflow<nsw, nuw> : i64
          %75 = llvm.add %74, %36 overflow<nsw, nuw> : i64
          %76 = llvm.getelementptr inbounds|nuw %21[%75] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %77 = llvm.load %76 : !llvm.ptr -> f32
          %78 = llvm.insertelement %77, %1[%0 : i32] : vector<4xf32>
          %79 = llvm.shufflevector %78, %1 [0, 0, 0, 0] : vector<4xf32>
          %80 = llvm.extractvalue %37[1] : !llvm.array<8 x vector<4xf32>>
          %81 = llvm.intr.fmuladd(%79, %44, %80) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %82 = llvm.mul %10, %16 overflow<nsw, nuw> : i64
          %83 = llvm.add %63, %82 overflow<nsw, nuw> : i64
          %84 = llvm.add %83, %36 overflow<nsw, nuw> : i64
          %85 = llvm.getelementptr inbounds|nuw %21[%84] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %86 = llvm.load %85 : !llvm.ptr -> f32
          %87 = llvm.insertelement %86, %1[%0 : i32] : vector<4xf32>
          %88 = llvm.shufflevector %87, %1 [0, 0, 0, 0] : vector<4xf32>
          %89 = llvm.extractvalue %37[2] : !llvm.array<8 x vector<4xf32>>
          %90 = llvm.intr.fmuladd(%88, %44, %89) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %91 = llvm.mul %9, %16 overflow<nsw, nuw> : i64
          %92 = llvm.add %63, %91 overflow<nsw, nuw> : i64
          %93 = llvm.add %92, %36 overflow<nsw, nuw> : i64
          %94 = llvm.getelementptr inbounds|nuw %21[%93] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %95 = llvm.load %94 : !llvm.ptr -> f32
          %96 = llvm.insertelement %95, %1[%0 : i32] : vector<4xf32>
          %97 = llvm.shufflevector %96, %1 [0, 0, 0, 0] : vector<4xf32>
          %98 = llvm.extractvalue %37[3] : !llvm.array<8 x vector<4xf32>>
          %99 = llvm.intr.fmuladd(%97, %44, %98) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %100 = llvm.mul %15, %16 overflow<nsw, nuw> : i64
          %101 = llvm.add %63, %100 overflow<nsw, nuw> : i64
          %102 = llvm.add %101, %36 overflow<nsw, nuw> : i64
          %103 = llvm.getelementptr inbounds|nuw %21[%102] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %104 = llvm.load %103 : !llvm.ptr -> f32
          %105 = llvm.insertelement %104, %1[%0 : i32] : vector<4xf32>
          %106 = llvm.shufflevector %105, %1 [0, 0, 0, 0] : vector<4xf32>
          %107 = llvm.extractvalue %37[4] : !llvm.array<8 x vector<4xf32>>
          %108 = llvm.intr.fmuladd(%106, %44, %107) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %109 = llvm.mul %8, %16 overflow<nsw, nuw> : i64
          %110 = llvm.add %63, %109 overflow<nsw, nuw> : i64
          %111 = llvm.add %110, %36 overflow<nsw, nuw> : i64
          %112 = llvm.getelementptr inbounds|nuw %21[%111] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %113 = llvm.load %112 : !llvm.ptr -> f32
          %114 = llvm.insertelement %113, %1[%0 : i32] : vector<4xf32>
          %115 = llvm.shufflevector %114, %1 [0, 0, 0, 0] : vector<4xf32>
          %116 = llvm.extractvalue %37[5] : !llvm.array<8 x vector<4xf32>>
          %117 = llvm.intr.fmuladd(%115, %44, %116) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %118 = llvm.mul %7, %16 overflow<nsw, nuw> : i64
          %119 = llvm.add %63, %118 overflow<nsw, nuw> : i64
          %120 = llvm.add %119, %36 overflow<nsw, nuw> : i64
          %121 = llvm.getelementptr inbounds|nuw %21[%120] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %122 = llvm.load %121 : !llvm.ptr -> f32
          %123 = llvm.insertelement %122, %1[%0 : i32] : vector<4xf32>
          %124 = llvm.shufflevector %123, %1 [0, 0, 0, 0] : vector<4xf32>
          %125 = llvm.extractvalue %37[6] : !llvm.array<8 x vector<4xf32>>
          %126 = llvm.intr.fmuladd(%124, %44, %125) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %127 = llvm.mul %6, %16 overflow<nsw, nuw> : i64
          %128 = llvm.add %63, %127 overflow<nsw, nuw> : i64
          %129 = llvm.add %128, %36 overflow<nsw, nuw> : i64
          %130 = llvm.getelementptr inbounds|nuw %21[%129] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %131 = llvm.load %130 : !llvm.ptr -> f32
          %132 = llvm.insertelement %131, %1[%0 : i32] : vector<4xf32>
          %133 = llvm.shufflevector %132, %1 [0, 0, 0, 0] : vector<4xf32>
          %134 = llvm.extractvalue %37[7] : !llvm.array<8 x vector<4xf32>>
          %135 = llvm.intr.fmuladd(%133, %44, %134) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %136 = llvm.add %65, %45 overflow<nsw, nuw> : i64
          %137 = llvm.getelementptr inbounds|nuw %21[%136] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %138 = llvm.load %137 : !llvm.ptr -> f32
          %139 = llvm.insertelement %138, %1[%0 : i32] : vector<4xf32>
          %140 = llvm.shufflevector %139, %1 [0, 0, 0, 0] : vector<4xf32>
          %141 = llvm.intr.fmuladd(%140, %50, %72) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %142 = llvm.add %74, %45 overflow<nsw, nuw> : i64
          %143 = llvm.getelementptr inbounds|nuw %21[%142] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %144 = llvm.load %143 : !llvm.ptr -> f32
          %145 = llvm.insertelement %144, %1[%0 : i32] : vector<4xf32>
          %146 = llvm.shufflevector %145, %1 [0, 0, 0, 0] : vector<4xf32>
          %147 = llvm.intr.fmuladd(%146, %50, %81) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %148 = llvm.add %83, %45 overflow<nsw, nuw> : i64
          %149 = llvm.getelementptr inbounds|nuw %21[%148] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %150 = llvm.load %149 : !llvm.ptr -> f32
          %151 = llvm.insertelement %150, %1[%0 : i32] : vector<4xf32>
          %152 = llvm.shufflevector %151, %1 [0, 0, 0, 0] : vector<4xf32>
          %153 = llvm.intr.fmuladd(%152, %50, %90) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %154 = llvm.add %92, %45 overflow<nsw, nuw> : i64
          %155 = llvm.getelementptr inbounds|nuw %21[%154] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %156 = llvm.load %155 : !llvm.ptr -> f32
          %157 = llvm.insertelement %156, %1[%0 : i32] : vector<4xf32>
          %158 = llvm.shufflevector %157, %1 [0, 0, 0, 0] : vector<4xf32>
          %159 = llvm.intr.fmuladd(%158, %50, %99) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %160 = llvm.add %101, %45 overflow<nsw, nuw> : i64
          %161 = llvm.getelementptr inbounds|nuw %21[%160] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %162 = llvm.load %161 : !llvm.ptr -> f32
          %163 = llvm.insertelement %162, %1[%0 : i32] : vector<4xf32>
          %164 = llvm.shufflevector %163, %1 [0, 0, 0, 0] : vector<4xf32>
          %165 = llvm.intr.fmuladd(%164, %50, %108) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %166 = llvm.add %110, %45 overflow<nsw, nuw> : i64
          %167 = llvm.getelementptr inbounds|nuw %21[%166] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %168 = llvm.load %167 : !llvm.ptr -> f32
          %169 = llvm.insertelement %168, %1[%0 : i32] : vector<4xf32>
          %170 = llvm.shufflevector %169, %1 [0, 0, 0, 0] : vector<4xf32>
          %171 = llvm.intr.fmuladd(%170, %50, %117) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %172 = llvm.add %119, %45 overflow<nsw, nuw> : i64
          %173 = llvm.getelementptr inbounds|nuw %21[%172] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %174 = llvm.load %173 : !llvm.ptr -> f32
          %175 = llvm.insertelement %174, %1[%0 : i32] : vector<4xf32>
          %176 = llvm.shufflevector %175, %1 [0, 0, 0, 0] : vector<4xf32>
          %177 = llvm.intr.fmuladd(%176, %50, %126) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %178 = llvm.add %128, %45 overflow<nsw, nuw> : i64
          %179 = llvm.getelementptr inbounds|nuw %21[%178] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %180 = llvm.load %179 : !llvm.ptr -> f32
          %181 = llvm.insertelement %180, %1[%0 : i32] : vector<4xf32>
          %182 = llvm.shufflevector %181, %1 [0, 0, 0, 0] : vector<4xf32>
          %183 = llvm.intr.fmuladd(%182, %50, %135) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %184 = llvm.add %65, %51 overflow<nsw, nuw> : i64
          %185 = llvm.getelementptr inbounds|nuw %21[%184] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %186 = llvm.load %185 : !llvm.ptr -> f32
          %187 = llvm.insertelement %186, %1[%0 : i32] : vector<4xf32>
          %188 = llvm.shufflevector %187, %1 [0, 0, 0, 0] : vector<4xf32>
          %189 = llvm.intr.fmuladd(%188, %56, %141) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %190 = llvm.add %74, %51 overflow<nsw, nuw> : i64
          %191 = llvm.getelementptr inbounds|nuw %21[%190] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %192 = llvm.load %191 : !llvm.ptr -> f32
          %193 = llvm.insertelement %192, %1[%0 : i32] : vector<4xf32>
          %194 = llvm.shufflevector %193, %1 [0, 0, 0, 0] : vector<4xf32>
          %195 = llvm.intr.fmuladd(%194, %56, %147) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %196 = llvm.add %83, %51 overflow<nsw, nuw> : i64
          %197 = llvm.getelementptr inbounds|nuw %21[%196] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %198 = llvm.load %197 : !llvm.ptr -> f32
          %199 = llvm.insertelement %198, %1[%0 : i32] : vector<4xf32>
          %200 = llvm.shufflevector %199, %1 [0, 0, 0, 0] : vector<4xf32>
          %201 = llvm.intr.fmuladd(%200, %56, %153) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %202 = llvm.add %92, %51 overflow<nsw, nuw> : i64
          %203 = llvm.getelementptr inbounds|nuw %21[%202] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %204 = llvm.load %203 : !llvm.ptr -> f32
          %205 = llvm.insertelement %204, %1[%0 : i32] : vector<4xf32>
          %206 = llvm.shufflevector %205, %1 [0, 0, 0, 0] : vector<4xf32>
          %207 = llvm.intr.fmuladd(%206, %56, %159) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %208 = llvm.add %101, %51 overflow<nsw, nuw> : i64
          %209 = llvm.getelementptr inbounds|nuw %21[%208] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %210 = llvm.load %209 : !llvm.ptr -> f32
          %211 = llvm.insertelement %210, %1[%0 : i32] : vector<4xf32>
          %212 = llvm.shufflevector %211, %1 [0, 0, 0, 0] : vector<4xf32>
          %213 = llvm.intr.fmuladd(%212, %56, %165) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %214 = llvm.add %110, %51 overflow<nsw, nuw> : i64
          %215 = llvm.getelementptr inbounds|nuw %21[%214] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %216 = llvm.load %215 : !llvm.ptr -> f32
          %217 = llvm.insertelement %216, %1[%0 : i32] : vector<4xf32>
          %218 = llvm.shufflevector %217, %1 [0, 0, 0, 0] : vector<4xf32>
          %219 = llvm.intr.fmuladd(%218, %56, %171) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %220 = llvm.add %119, %51 overflow<nsw, nuw> : i64
          %221 = llvm.getelementptr inbounds|nuw %21[%220] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %222 = llvm.load %221 : !llvm.ptr -> f32
          %223 = llvm.insertelement %222, %1[%0 : i32] : vector<4xf32>
          %224 = llvm.shufflevector %223, %1 [0, 0, 0, 0] : vector<4xf32>
          %225 = llvm.intr.fmuladd(%224, %56, %177) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %226 = llvm.add %128, %51 overflow<nsw, nuw> : i64
          %227 = llvm.getelementptr inbounds|nuw %21[%226] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %228 = llvm.load %227 : !llvm.ptr -> f32
          %229 = llvm.insertelement %228, %1[%0 : i32] : vector<4xf32>
          %230 = llvm.shufflevector %229, %1 [0, 0, 0, 0] : vector<4xf32>
          %231 = llvm.intr.fmuladd(%230, %56, %183) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %232 = llvm.add %65, %57 overflow<nsw, nuw> : i64
          %233 = llvm.getelementptr inbounds|nuw %21[%232] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %234 = llvm.load %233 : !llvm.ptr -> f32
          %235 = llvm.insertelement %234, %1[%0 : i32] : vector<4xf32>
          %236 = llvm.shufflevector %235, %1 [0, 0, 0, 0] : vector<4xf32>
          %237 = llvm.intr.fmuladd(%236, %62, %189) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %238 = llvm.add %74, %57 overflow<nsw, nuw> : i64
          %239 = llvm.getelementptr inbounds|nuw %21[%238] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %240 = llvm.load %239 : !llvm.ptr -> f32
          %241 = llvm.insertelement %240, %1[%0 : i32] : vector<4xf32>
          %242 = llvm.shufflevector %241, %1 [0, 0, 0, 0] : vector<4xf32>
          %243 = llvm.intr.fmuladd(%242, %62, %195) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %244 = llvm.add %83, %57 overflow<nsw, nuw> : i64
          %245 = llvm.getelementptr inbounds|nuw %21[%244] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %246 = llvm.load %245 : !llvm.ptr -> f32
          %247 = llvm.insertelement %246, %1[%0 : i32] : vector<4xf32>
          %248 = llvm.shufflevector %247, %1 [0, 0, 0, 0] : vector<4xf32>
          %249 = llvm.intr.fmuladd(%248, %62, %201) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %250 = llvm.add %92, %57 overflow<nsw, nuw> : i64
          %251 = llvm.getelementptr inbounds|nuw %21[%250] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %252 = llvm.load %251 : !llvm.ptr -> f32
          %253 = llvm.insertelement %252, %1[%0 : i32] : vector<4xf32>
          %254 = llvm.shufflevector %253, %1 [0, 0, 0, 0] : vector<4xf32>
          %255 = llvm.intr.fmuladd(%254, %62, %207) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %256 = llvm.add %101, %57 overflow<nsw, nuw> : i64
          %257 = llvm.getelementptr inbounds|nuw %21[%256] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %258 = llvm.load %257 : !llvm.ptr -> f32
          %259 = llvm.insertelement %258, %1[%0 : i32] : vector<4xf32>
          %260 = llvm.shufflevector %259, %1 [0, 0, 0, 0] : vector<4xf32>
          %261 = llvm.intr.fmuladd(%260, %62, %213) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %262 = llvm.add %110, %57 overflow<nsw, nuw> : i64
          %263 = llvm.getelementptr inbounds|nuw %21[%262] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %264 = llvm.load %263 : !llvm.ptr -> f32
          %265 = llvm.insertelement %264, %1[%0 : i32] : vector<4xf32>
          %266 = llvm.shufflevector %265, %1 [0, 0, 0, 0] : vector<4xf32>
          %267 = llvm.intr.fmuladd(%266, %62, %219) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %268 = llvm.add %119, %57 overflow<nsw, nuw> : i64
          %269 = llvm.getelementptr inbounds|nuw %21[%268] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %270 = llvm.load %269 : !llvm.ptr -> f32
          %271 = llvm.insertelement %270, %1[%0 : i32] : vector<4xf32>
          %272 = llvm.shufflevector %271, %1 [0, 0, 0, 0] : vector<4xf32>
          %273 = llvm.intr.fmuladd(%272, %62, %225) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %274 = llvm.add %128, %57 overflow<nsw, nuw> : i64
          %275 = llvm.getelementptr inbounds|nuw %21[%274] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %276 = llvm.load %275 : !llvm.ptr -> f32
          %277 = llvm.insertelement %276, %1[%0 : i32] : vector<4xf32>
          %278 = llvm.shufflevector %277, %1 [0, 0, 0, 0] : vector<4xf32>
          %279 = llvm.intr.fmuladd(%278, %62, %231) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %280 = llvm.insertvalue %237, %5[0] : !llvm.array<8 x vector<4xf32>>
          %281 = llvm.insertvalue %243, %280[1] : !llvm.array<8 x vector<4xf32>>
          %282 = llvm.insertvalue %249, %281[2] : !llvm.array<8 x vector<4xf32>>
          %283 = llvm.insertvalue %255, %282[3] : !llvm.array<8 x vector<4xf32>>
          %284 = llvm.insertvalue %261, %283[4] : !llvm.array<8 x vector<4xf32>>
          %285 = llvm.insertvalue %267, %284[5] : !llvm.array<8 x vector<4xf32>>
          %286 = llvm.insertvalue %273, %285[6] : !llvm.array<8 x vector<4xf32>>
          %287 = llvm.insertvalue %279, %286[7] : !llvm.array<8 x vector<4xf32>>
          %288 = llvm.add %36, %15 : i64
          llvm.br ^bb2(%288, %287 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %289 = llvm.extractvalue %37[0] : !llvm.array<8 x vector<4xf32>>
          %290 = llvm.extractvalue %12[0] : !llvm.array<8 x vector<4xf32>>
          %291 = llvm.fdiv %289, %290 : vector<4xf32>
          %292 = llvm.extractvalue %37[1] : !llvm.array<8 x vector<4xf32>>
          %293 = llvm.extractvalue %12[1] : !llvm.array<8 x vector<4xf32>>
          %294 = llvm.fdiv %292, %293 : vector<4xf32>
          %295 = llvm.extractvalue %37[2] : !llvm.array<8 x vector<4xf32>>
          %296 = llvm.extractvalue %12[2] : !llvm.array<8 x vector<4xf32>>
          %297 = llvm.fdiv %295, %296 : vector<4xf32>
          %298 = llvm.extractvalue %37[3] : !llvm.array<8 x vector<4xf32>>
          %299 = llvm.extractvalue %12[3] : !llvm.array<8 x vector<4xf32>>
          %300 = llvm.fdiv %298, %299 : vector<4xf32>
          %301 = llvm.extractvalue %37[4] : !llvm.array<8 x vector<4xf32>>
          %302 = llvm.extractvalue %12[4] : !llvm.array<8 x vector<4xf32>>
          %303 = llvm.fdiv %301, %302 : vector<4xf32>
          %304 = llvm.extractvalue %37[5] : !llvm.array<8 x vector<4xf32>>
          %305 = llvm.extractvalue %12[5] : !llvm.array<8 x vector<4xf32>>
          %306 = llvm.fdiv %304, %305 : vector<4xf32>
          %307 = llvm.extractvalue %37[6] : !llvm.array<8 x vector<4xf32>>
          %308 = llvm.extractvalue %12[6] : !llvm.array<8 x vector<4xf32>>
          %309 = llvm.fdiv %307, %308 : vector<4xf32>
          %310 = llvm.extractvalue %37[7] : !llvm.array<8 x vector<4xf32>>
          %311 = llvm.extractvalue %12[7] : !llvm.array<8 x vector<4xf32>>
          %312 = llvm.fdiv %310, %311 : vector<4xf32>
          %313 = llvm.mul %33, %2 : i64
          %314 = llvm.mul %17, %14 : i64
          %315 = llvm.add %313, %314 : i64
          %316 = llvm.add %315, %34 : i64
          %317 = llvm.getelementptr %30[%316] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %291, %317 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %318 = llvm.mul %11, %14 : i64
          %319 = llvm.add %313, %318 : i64
          %320 = llvm.add %319, %34 : i64
          %321 = llvm.getelementptr %30[%320] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %294, %321 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %322 = llvm.mul %10, %14 : i64
          %323 = llvm.add %313, %322 : i64
          %324 = llvm.add %323, %34 : i64
          %325 = llvm.getelementptr %30[%324] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %297, %325 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %326 = llvm.mul %9, %14 : i64
          %327 = llvm.add %313, %326 : i64
          %328 = llvm.add %327, %34 : i64
          %329 = llvm.getelementptr %30[%328] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %300, %329 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %330 = llvm.mul %15, %14 : i64
          %331 = llvm.add %313, %330 : i64
          %332 = llvm.add %331, %34 : i64
          %333 = llvm.getelementptr %30[%332] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %303, %333 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %334 = llvm.mul %8, %14 : i64
          %335 = llvm.add %313, %334 : i64
          %336 = llvm.add %335, %34 : i64
          %337 = llvm.getelementptr %30[%336] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %306, %337 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %338 = llvm.mul %7, %14 : i64
          %339 = llvm.add %313, %338 : i64
          %340 = llvm.add %339, %34 : i64
          %341 = llvm.getelementptr %30[%340] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %309, %341 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %342 = llvm.mul %6, %14 : i64
          %343 = llvm.add %313, %342 : i64
          %344 = llvm.add %343, %34 : i64
          %345 = llvm.getelementptr %30[%344] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %312, %345 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %346 = llvm.add %34, %15 : i64
          llvm.br ^bb1(%346 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_9 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_9_softmax_2x8x8xf32_dispatch_tensor_store ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_9_softmax_2x8x8xf32_dispatch_tensor_store(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<2xf32>
          %2 = llvm.mlir.constant(true) : i1
          %3 = llvm.mlir.constant(64 : i64) : i64
          %4 = llvm.mlir.constant(-1 : i64) : i64
          %5 = llvm.mlir.constant(dense<127> : vector<2x4xi32>) : !llvm.array<2 x vector<4xi32>>
          %6 = llvm.mlir.constant(dense<23> : vector<2x4xi32>) : !llvm.array<2 x vector<4xi32>>
          %7 = llvm.mlir.constant(dense<1.270000e+02> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %8 = llvm.mlir.constant(dense<-1.270000e+02> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %9 = llvm.mlir.constant(dense<8.880000e+01> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %10 = llvm.mlir.constant(dense<-8.780000e+01> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %11 = llvm.mlir.constant(dense<0.166666657> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %12 = llvm.mlir.constant(dense<0.0416657962> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %13 = llvm.mlir.constant(dense<0.00833345205> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %14 = llvm.mlir.constant(dense<0.00139819994> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %15 = llvm.mlir.constant(dense<1.98756912E-4> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %16 = llvm.mlir.constant(dense<2.12194442E-4> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %17 = llvm.mlir.constant(dense<-0.693359375> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %18 = llvm.mlir.constant(dense<1.44269502> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %19 = llvm.mlir.constant(dense<1.000000e+00> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %20 = llvm.mlir.constant(dense<5.000000e-01> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %21 = llvm.mlir.constant(2 : i64) : i64
          %22 = llvm.mlir.poison : vector<8xf32>
          %23 = llvm.mlir.constant(1 : i64) : i64
          %24 = llvm.mlir.constant(dense<0.000000e+00> : vector<2xf32>) : vector<2xf32>
          %25 = llvm.mlir.constant(dense<0xFFC00000> : vector<2xf32>) : vector<2xf32>
          %26 = llvm.mlir.constant(4 : i64) : i64
          %27 = llvm.mlir.constant(8 : i64) : i64
          %28 = llvm.mlir.constant(0 : i64) : i64
          %29 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %30 = llvm.extractvalue %29[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %31 = llvm.load %30 : !llvm.ptr -> !llvm.ptr
          %32 = llvm.getelementptr %31[5120] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %2 ["align"(%32, %3 : !llvm.ptr, i64)] : i1
          %33 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %34 = llvm.extractvalue %33[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %35 = llvm.getelementptr %34[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %36 = llvm.load %35 : !llvm.ptr -> !llvm.ptr
          %37 = llvm.getelementptr %36[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %2 ["align"(%37, %3 : !llvm.ptr, i64)] : i1
          %38 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %39 = llvm.extractvalue %38[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %40 = llvm.zext %39 : i32 to i64
          %41 = llvm.sdiv %40, %26 : i64
          %42 = llvm.mul %41, %26 : i64
          %43 = llvm.icmp "ne" %40, %42 : i64
          %44 = llvm.icmp "slt" %40, %28 : i64
          %45 = llvm.and %43, %44 : i1
          %46 = llvm.add %41, %4 : i64
          %47 = llvm.select %45, %46, %41 : i1, i64
          %48 = llvm.srem %40, %26 : i64
          %49 = llvm.icmp "slt" %48, %28 : i64
          %50 = llvm.add %48, %26 overflow<nsw> : i64
          %51 = llvm.select %49, %50, %48 : i1, i64
          %52 = llvm.mul %51, %21 overflow<nsw> : i64
          llvm.br ^bb1(%28, %25 : i64, vector<2xf32>)
        ^bb1(%53: i64, %54: vector<2xf32>):  // 2 preds: ^bb0, ^bb2
          %55 = llvm.icmp "slt" %53, %27 : i64
          llvm.cond_br %55, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %56 = llvm.mul %47, %3 : i64
          %57 = llvm.mul %52, %27 : i64
          %58 = llvm.add %56, %57 : i64
          %59 = llvm.add %58, %53 : i64
          %60 = llvm.getelementptr %32[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %61 = llvm.load %60 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %62 = llvm.add %52, %23 : i64
          %63 = llvm.mul %62, %27 : i64
          %64 = llvm.add %56, %63 : i64
          %65 = llvm.add %64, %53 : i64
          %66 = llvm.getelementptr %32[%65] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %67 = llvm.load %66 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %68 = llvm.extractelement %54[%28 : i64] : vector<2xf32>
          %69 = llvm.intr.vector.reduce.fmax(%61) : (vector<4xf32>) -> f32
          %70 = llvm.intr.maxnum(%69, %68) : (f32, f32) -> f32
          %71 = llvm.extractelement %54[%23 : i64] : vector<2xf32>
          %72 = llvm.intr.vector.reduce.fmax(%67) : (vector<4xf32>) -> f32
          %73 = llvm.intr.maxnum(%72, %71) : (f32, f32) -> f32
          %74 = llvm.insertelement %70, %1[%28 : i64] : vector<2xf32>
          %75 = llvm.insertelement %73, %74[%23 : i64] : vector<2xf32>
          %76 = llvm.add %53, %26 : i64
          llvm.br ^bb1(%76, %75 : i64, vector<2xf32>)
        ^bb3:  // pred: ^bb1
          %77 = llvm.shufflevector %54, %54 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xf32>
          %78 = llvm.shufflevector %77, %22 [0, 1, -1, -1, -1, -1, -1, -1] : vector<8xf32>
          %79 = llvm.shufflevector %77, %78 [8, 9, 0, 1, 12, 13, 14, 15] : vector<8xf32>
          %80 = llvm.shufflevector %77, %79 [8, 9, 10, 11, 0, 1, 14, 15] : vector<8xf32>
          %81 = llvm.shufflevector %77, %80 [8, 9, 10, 11, 12, 13, 0, 1] : vector<8xf32>
          %82 = llvm.shufflevector %81, %22 [0, 2, 4, 6, 1, 3, 5, 7] : vector<8xf32>
          %83 = llvm.shufflevector %82, %82 [0, 1, 2, 3] : vector<8xf32>
          %84 = llvm.shufflevector %82, %82 [4, 5, 6, 7] : vector<8xf32>
          llvm.br ^bb4(%28, %24 : i64, vector<2xf32>)
        ^bb4(%85: i64, %86: vector<2xf32>):  // 2 preds: ^bb3, ^bb5
          %87 = llvm.icmp "slt" %85, %27 : i64
          llvm.cond_br %87, ^bb5, ^bb6
        ^bb5:  // pred: ^bb4
          %88 = llvm.mul %47, %3 : i64
          %89 = llvm.mul %52, %27 : i64
          %90 = llvm.add %88, %89 : i64
          %91 = llvm.add %90, %85 : i64
          %92 = llvm.getelementptr %32[%91] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %93 = llvm.load %92 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %94 = llvm.add %52, %23 : i64
          %95 = llvm.mul %94, %27 : i64
          %96 = llvm.add %88, %95 : i64
          %97 = llvm.add %96, %85 : i64
          %98 = llvm.getelementptr %32[%97] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %99 = llvm.load %98 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %100 = llvm.fsub %93, %83 fastmath<contract> : vector<4xf32>
          %101 = llvm.fsub %99, %84 fastmath<contract> : vector<4xf32>
          %102 = llvm.extractvalue %10[0] : !llvm.array<2 x vector<4xf32>>
          %103 = llvm.fcmp "uge" %100, %102 : vector<4xf32>
          %104 = llvm.extractvalue %10[1] : !llvm.array<2 x vector<4xf32>>
          %105 = llvm.fcmp "uge" %101, %104 : vector<4xf32>
          %106 = llvm.select %103, %100, %102 : vector<4xi1>, vector<4xf32>
          %107 = llvm.select %105, %101, %104 : vector<4xi1>, vector<4xf32>
          %108 = llvm.extractvalue %9[0] : !llvm.array<2 x vector<4xf32>>
          %109 = llvm.fcmp "ule" %106, %108 : vector<4xf32>
          %110 = llvm.extractvalue %9[1] : !llvm.array<2 x vector<4xf32>>
          %111 = llvm.fcmp "ule" %107, %110 : vector<4xf32>
          %112 = llvm.select %109, %106, %108 : vector<4xi1>, vector<4xf32>
          %113 = llvm.select %111, %107, %110 : vector<4xi1>, vector<4xf32>
          %114 = llvm.extractvalue %18[0] : !llvm.array<2 x vector<4xf32>>
          %115 = llvm.extractvalue %20[0] : !llvm.array<2 x vector<4xf32>>
          %116 = llvm.intr.fma(%112, %114, %115) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %117 = llvm.extractvalue %18[1] : !llvm.array<2 x vector<4xf32>>
          %118 = llvm.extractvalue %20[1] : !llvm.array<2 x vector<4xf32>>
          %119 = llvm.intr.fma(%113, %117, %118) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %120 = llvm.intr.floor(%116) : (vector<4xf32>) -> vector<4xf32>
          %121 = llvm.intr.floor(%119) : (vector<4xf32>) -> vector<4xf32>
          %122 = llvm.extractvalue %8[0] : !llvm.array<2 x vector<4xf32>>
          %123 = llvm.fcmp "uge" %120, %122 : vector<4xf32>
          %124 = llvm.extractvalue %8[1] : !llvm.array<2 x vector<4xf32>>
          %125 = llvm.fcmp "uge" %121, %124 : vector<4xf32>
          %126 = llvm.select %123, %120, %122 : vector<4xi1>, vector<4xf32>
          %127 = llvm.select %125, %121, %124 : vector<4xi1>, vector<4xf32>
          %128 = llvm.extractvalue %7[0] : !llvm.array<2 x vector<4xf32>>
          %129 = llvm.fcmp "ule" %126, %128 : vector<4xf32>
          %130 = llvm.extractvalue %7[1] : !llvm.array<2 x vector<4xf32>>
          %131 = llvm.fcmp "ule" %127, %130 : vector<4xf32>
          %132 = llvm.select %129, %126, %128 : vector<4xi1>, vector<4xf32>
          %133 = llvm.select %131, %127, %130 : vector<4xi1>, vector<4xf32>
          %134 = llvm.extractvalue %17[0] : !llvm.array<2 x vector<4xf32>>
          %135 = llvm.intr.fma(%134, %132, %112) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %136 = llvm.extractvalue %17[1] : !llvm.array<2 x vector<4xf32>>
          %137 = llvm.intr.fma(%136, %133, %113) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %138 = llvm.extractvalue %16[0] : !llvm.array<2 x vector<4xf32>>
          %139 = llvm.intr.fma(%138, %132, %135) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %140 = llvm.extractvalue %16[1] : !llvm.array<2 x vector<4xf32>>
          %141 = llvm.intr.fma(%140, %133, %137) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %142 = llvm.extractvalue %15[0] : !llvm.array<2 x vector<4xf32>>
          %143 = llvm.extractvalue %14[0] : !llvm.array<2 x vector<4xf32>>
          %144 = llvm.intr.fma(%139, %142, %143) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %145 = llvm.extractvalue %15[1] : !llvm.array<2 x vector<4xf32>>
          %146 = llvm.extractvalue %14[1] : !llvm.array<2 x vector<4xf32>>
          %147 = llvm.intr.fma(%141, %145, %146) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %148 = llvm.extractvalue %13[0] : !llvm.array<2 x vector<4xf32>>
          %149 = llvm.intr.fma(%144, %139, %148) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %150 = llvm.extractvalue %13[1] : !llvm.array<2 x vector<4xf32>>
          %151 = llvm.intr.fma(%147, %141, %150) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %152 = llvm.extractvalue %12[0] : !llvm.array<2 x vector<4xf32>>
          %153 = llvm.intr.fma(%149, %139, %152) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %154 = llvm.extractvalue %12[1] : !llvm.array<2 x vector<4xf32>>
          %155 = llvm.intr.fma(%151, %141, %154) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %156 = llvm.extractvalue %11[0] : !llvm.array<2 x vector<4xf32>>
          %157 = llvm.intr.fma(%153, %139, %156) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %158 = llvm.extractvalue %11[1] : !llvm.array<2 x vector<4xf32>>
          %159 = llvm.intr.fma(%155, %141, %158) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %160 = llvm.intr.fma(%157, %139, %115) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %161 = llvm.intr.fma(%159, %141, %118) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %162 = llvm.fmul %139, %139 fastmath<contract> : vector<4xf32>
          %163 = llvm.fmul %141, %141 fastmath<contract> : vector<4xf32>
          %164 = llvm.intr.fma(%160, %162, %139) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %165 = llvm.intr.fma(%161, %163, %141) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %166 = llvm.extractvalue %19[0] : !llvm.array<2 x vector<4xf32>>
          %167 = llvm.fadd %164, %166 fastmath<contract> : vector<4xf32>
          %168 = llvm.extractvalue %19[1] : !llvm.array<2 x vector<4xf32>>
          %169 = llvm.fadd %165, %168 fastmath<contract> : vector<4xf32>
          %170 = llvm.fptosi %132 : vector<4xf32> to vector<4xi32>
          %171 = llvm.fptosi %133 : vector<4xf32> to vector<4xi32>
          %172 = llvm.extractvalue %5[0] : !llvm.array<2 x vector<4xi32>>
          %173 = llvm.add %170, %172 : vector<4xi32>
          %174 = llvm.extractvalue %5[1] : !llvm.array<2 x vector<4xi32>>
          %175 = llvm.add %171, %174 : vector<4xi32>
          %176 = llvm.extractvalue %6[0] : !llvm.array<2 x vector<4xi32>>
          %177 = llvm.shl %173, %176 : vector<4xi32>
          %178 = llvm.extractvalue %6[1] : !llvm.array<2 x vector<4xi32>>
          %179 = llvm.shl %175, %178 : vector<4xi32>
          %180 = llvm.bitcast %177 : vector<4xi32> to vector<4xf32>
          %181 = llvm.bitcast %179 : vector<4xi32> to vector<4xf32>
          %182 = llvm.fmul %167, %180 fastmath<contract> : vector<4xf32>
          %183 = llvm.fmul %169, %181 fastmath<contract> : vector<4xf32>
          %184 = llvm.extractelement %86[%28 : i64] : vector<2xf32>
          %185 = llvm.intr.vector.reduce.fadd(%184, %182) : (f32, vector<4xf32>) -> f32
          %186 = llvm.extractelement %86[%23 : i64] : vector<2xf32>
          %187 = llvm.intr.vector.reduce.fadd(%186, %183) : (f32, vector<4xf32>) -> f32
          %188 = llvm.insertelement %185, %1[%28 : i64] : vector<2xf32>
          %189 = llvm.insertelement %187, %188[%23 : i64] : vector<2xf32>
          %190 = llvm.add %85, %26 : i64
          llvm.br ^bb4(%190, %189 : i64, vector<2xf32>)
        ^bb6:  // pred: ^bb4
          %191 = llvm.shufflevector %86, %86 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xf32>
          %192 = llvm.shufflevector %191, %22 [0, 1, -1, -1, -1, -1, -1, -1] : vector<8xf32>
          %193 = llvm.shufflevector %191, %192 [8, 9, 0, 1, 12, 13, 14, 15] : vector<8xf32>
          %194 = llvm.shufflevector %191, %193 [8, 9, 10, 11, 0, 1, 14, 15] : vector<8xf32>
          %195 = llvm.shufflevector %191, %194 [8, 9, 10, 11, 12, 13, 0, 1] : vector<8xf32>
          %196 = llvm.shufflevector %195, %22 [0, 2, 4, 6, 1, 3, 5, 7] : vector<8xf32>
          %197 = llvm.shufflevector %196, %196 [0, 1, 2, 3] : vector<8xf32>
          %198 = llvm.shufflevector %196, %196 [4, 5, 6, 7] : vector<8xf32>
          llvm.br ^bb7(%28 : i64)
        ^bb7(%199: i64):  // 2 preds: ^bb6, ^bb8
          %200 = llvm.icmp "slt" %199, %27 : i64
          llvm.cond_br %200, ^bb8, ^bb9
        ^bb8:  // pred: ^bb7
          %201 = llvm.mul %47, %3 : i64
          %202 = llvm.mul %52, %27 : i64
          %203 = llvm.add %201, %202 : i64
          %204 = llvm.add %203, %199 : i64
          %205 = llvm.getelementptr %32[%204] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %206 = llvm.load %205 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %207 = llvm.add %52, %23 : i64
          %208 = llvm.mul %207, %27 : i64
          %209 = llvm.add %201, %208 : i64
          %210 = llvm.add %209, %199 : i64
          %211 = llvm.getelementptr %32[%210] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %212 = llvm.load %211 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %213 = llvm.fsub %206, %83 fastmath<contract> : vector<4xf32>
          %214 = llvm.fsub %212, %84 fastmath<contract> : vector<4xf32>
          %215 = llvm.extractvalue %10[0] : !llvm.array<2 x vector<4xf32>>
          %216 = llvm.fcmp "uge" %213, %215 : vector<4xf32>
          %217 = llvm.extractvalue %10[1] : !llvm.array<2 x vector<4xf32>>
          %218 = llvm.fcmp "uge" %214, %217 : vector<4xf32>
          %219 = llvm.select %216, %213, %215 : vector<4xi1>, vector<4xf32>
          %220 = llvm.select %218, %214, %217 : vector<4xi1>, vector<4xf32>
          %221 = llvm.extractvalue %9[0] : !llvm.array<2 x vector<4xf32>>
          %222 = llvm.fcmp "ule" %219, %221 : vector<4xf32>
          %223 = llvm.extractvalue %9[1] : !llvm.array<2 x vector<4xf32>>
          %224 = llvm.fcmp "ule" %220, %223 : vector<4xf32>
          %225 = llvm.select %222, %219, %221 : vector<4xi1>, vector<4xf32>
          %226 = llvm.select %224, %220, %223 : vector<4xi1>, vector<4xf32>
          %227 = llvm.extractvalue %18[0] : !llvm.array<2 x vector<4xf32>>
          %228 = llvm.extractvalue %20[0] : !llvm.array<2 x vector<4xf32>>
          %229 = llvm.intr.fma(%225, %227, %228) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %230 = llvm.extractvalue %18[1] : !llvm.array<2 x vector<4xf32>>
          %231 = llvm.extractvalue %20[1] : !llvm.array<2 x vector<4xf32>>
          %232 = llvm.intr.fma(%226, %230, %231) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %233 = llvm.intr.floor(%229) : (vector<4xf32>) -> vector<4xf32>
          %234 = llvm.intr.floor(%232) : (vector<4xf32>) -> vector<4xf32>
          %235 = llvm.extractvalue %8[0] : !llvm.array<2 x vector<4xf32>>
          %236 = llvm.fcmp "uge" %233, %235 : vector<4xf32>
          %237 = llvm.extractvalue %8[1] : !llvm.array<2 x vector<4xf32>>
          %238 = llvm.fcmp "uge" %234, %237 : vector<4xf32>
          %239 = llvm.select %236, %233, %235 : vector<4xi1>, vector<4xf32>
          %240 = llvm.select %238, %234, %237 : vector<4xi1>, vector<4xf32>
          %241 = llvm.extractvalue %7[0] : !llvm.array<2 x vector<4xf32>>
          %242 = llvm.fcmp "ule" %239, %241 : vector<4xf32>
          %243 = llvm.extractvalue %7[1] : !llvm.array<2 x vector<4xf32>>
          %244 = llvm.fcmp "ule" %240, %243 : vector<4xf32>
          %245 = llvm.select %242, %239, %241 : vector<4xi1>, vector<4xf32>
          %246 = llvm.select %244, %240, %243 : vector<4xi1>, vector<4xf32>
          %247 = llvm.extractvalue %17[0] : !llvm.array<2 x vector<4xf32>>
          %248 = llvm.intr.fma(%247, %245, %225) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %249 = llvm.extractvalue %17[1] : !llvm.array<2 x vector<4xf32>>
          %250 = llvm.intr.fma(%249, %246, %226) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %251 = llvm.extractvalue %16[0] : !llvm.array<2 x vector<4xf32>>
          %252 = llvm.intr.fma(%251, %245, %248) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %253 = llvm.extractvalue %16[1] : !llvm.array<2 x vector<4xf32>>
          %254 = llvm.intr.fma(%253, %246, %250) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %255 = llvm.extractvalue %15[0] : !llvm.array<2 x vector<4xf32>>
          %256 = llvm.extractvalue %14[0] : !llvm.array<2 x vector<4xf32>>
          %257 = llvm.intr.fma(%252, %255, %256) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %258 = llvm.extractvalue %15[1] : !llvm.array<2 x vector<4xf32>>
          %259 = llvm.extractvalue %14[1] : !llvm.array<2 x vector<4xf32>>
          %260 = llvm.intr.fma(%254, %258, %259) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %261 = llvm.extractvalue %13[0] : !llvm.array<2 x vector<4xf32>>
          %262 = llvm.intr.fma(%257, %252, %261) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %263 = llvm.extractvalue %13[1] : !llvm.array<2 x vector<4xf32>>
          %264 = llvm.intr.fma(%260, %254, %263) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %265 = llvm.extractvalue %12[0] : !llvm.array<2 x vector<4xf32>>
          %266 = llvm.intr.fma(%262, %252, %265) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %267 = llvm.extractvalue %12[1] : !llvm.array<2 x vector<4xf32>>
          %268 = llvm.intr.fma(%264, %254, %267) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %269 = llvm.extractvalue %11[0] : !llvm.array<2 x vector<4xf32>>
          %270 = llvm.intr.fma(%266, %252, %269) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %271 = llvm.extractvalue %11[1] : !llvm.array<2 x vector<4xf32>>
          %272 = llvm.intr.fma(%268, %254, %271) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %273 = llvm.intr.fma(%270, %252, %228) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %274 = llvm.intr.fma(%272, %254, %231) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %275 = llvm.fmul %252, %252 fastmath<contract> : vector<4xf32>
          %276 = llvm.fmul %254, %254 fastmath<contract> : vector<4xf32>
          %277 = llvm.intr.fma(%273, %275, %252) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %278 = llvm.intr.fma(%274, %276, %254) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %279 = llvm.extractvalue %19[0] : !llvm.array<2 x vector<4xf32>>
          %280 = llvm.fadd %277, %279 fastmath<contract> : vector<4xf32>
          %281 = llvm.extractvalue %19[1] : !llvm.array<2 x vector<4xf32>>
          %282 = llvm.fadd %278, %281 fastmath<contract> : vector<4xf32>
          %283 = llvm.fptosi %245 : vector<4xf32> to vector<4xi32>
          %284 = llvm.fptosi %246 : vector<4xf32> to vector<4xi32>
          %285 = llvm.extractvalue %5[0] : !llvm.array<2 x vector<4xi32>>
          %286 = llvm.add %283, %285 : vector<4xi32>
          %287 = llvm.extractvalue %5[1] : !llvm.array<2 x vector<4xi32>>
          %288 = llvm.add %284, %287 : vector<4xi32>
          %289 = llvm.extractvalue %6[0] : !llvm.array<2 x vector<4xi32>>
          %290 = llvm.shl %286, %289 : vector<4xi32>
          %291 = llvm.extractvalue %6[1] : !llvm.array<2 x vector<4xi32>>
          %292 = llvm.shl %288, %291 : vector<4xi32>
          %293 = llvm.bitcast %290 : vector<4xi32> to vector<4xf32>
          %294 = llvm.bitcast %292 : vector<4xi32> to vector<4xf32>
          %295 = llvm.fmul %280, %293 fastmath<contract> : vector<4xf32>
          %296 = llvm.fmul %282, %294 fastmath<contract> : vector<4xf32>
          %297 = llvm.fdiv %295, %197 : vector<4xf32>
          %298 = llvm.fdiv %296, %198 : vector<4xf32>
          %299 = llvm.getelementptr %37[%204] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %297, %299 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %300 = llvm.getelementptr %37[%210] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %298, %300 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %301 = llvm.add %199, %26 : i64
          llvm.br ^bb7(%301 : i64)
        ^bb9:  // pred: ^bb7
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_10 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_10_batch_matmul_2x8x16x8_f32 ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %c2 = arith.constant 2 : index
        %c1 = arith.constant 1 : index
        hal.return %c2, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_10_batch_matmul_2x8x16x8_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<4xf32>
          %2 = llvm.mlir.constant(32 : i64) : i64
          %3 = llvm.mlir.constant(128 : i64) : i64
          %4 = llvm.mlir.constant(true) : i1
          %5 = llvm.mlir.constant(64 : i64) : i64
          %6 = llvm.mlir.poison : !llvm.array<8 x vector<4xf32>>
          %7 = llvm.mlir.constant(7 : i64) : i64
          %8 = llvm.mlir.constant(6 : i64) : i64
          %9 = llvm.mlir.constant(5 : i64) : i64
          %10 = llvm.mlir.constant(3 : i64) : i64
          %11 = llvm.mlir.constant(2 : i64) : i64
          %12 = llvm.mlir.constant(1 : i64) : i64
          %13 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %14 = llvm.mlir.constant(16 : i64) : i64
          %15 = llvm.mlir.constant(4 : i64) : i64
          %16 = llvm.mlir.constant(8 : i64) : i64
          %17 = llvm.mlir.constant(0 : i64) : i64
          %18 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %19 = llvm.extractvalue %18[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %20 = llvm.load %19 : !llvm.ptr -> !llvm.ptr
          %21 = llvm.getelementptr %20[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %4 ["align"(%21, %5 : !llvm.ptr, i64)] : i1
          %22 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %23 = llvm.extractvalue %22[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %24 = llvm.load %23 : !llvm.ptr -> !llvm.ptr
          %25 = llvm.getelementptr %24[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %4 ["align"(%25, %5 : !llvm.ptr, i64)] : i1
          %26 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %27 = llvm.extractvalue %26[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %28 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %29 = llvm.load %28 : !llvm.ptr -> !llvm.ptr
          %30 = llvm.getelementptr %29[2560] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %4 ["align"(%30, %5 : !llvm.ptr, i64)] : i1
          %31 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %32 = llvm.extractvalue %31[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %33 = llvm.zext %32 : i32 to i64
          llvm.br ^bb1(%17 : i64)
        ^bb1(%34: i64):  // 2 preds: ^bb0, ^bb4
          %35 = llvm.icmp "slt" %34, %14 : i64
          llvm.cond_br %35, ^bb2(%17, %13 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%36: i64, %37: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %38 = llvm.icmp "slt" %36, %16 : i64
          llvm.cond_br %38, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %39 = llvm.mul %33, %3 : i64
          %40 = llvm.mul %36, %14 : i64
          %41 = llvm.add %39, %40 : i64
          %42 = llvm.add %41, %34 : i64
          %43 = llvm.getelementptr %25[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %44 = llvm.load %43 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %45 = llvm.add %36, %12 : i64
          %46 = llvm.mul %45, %14 : i64
          %47 = llvm.add %39, %46 : i64
          %48 = llvm.add %47, %34 : i64
          %49 = llvm.getelementptr %25[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %50 = llvm.load %49 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %51 = llvm.add %36, %11 : i64
          %52 = llvm.mul %51, %14 : i64
          %53 = llvm.add %39, %52 : i64
          %54 = llvm.add %53, %34 : i64
          %55 = llvm.getelementptr %25[%54] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %56 = llvm.load %55 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %57 = llvm.add %36, %10 : i64
          %58 = llvm.mul %57, %14 : i64
          %59 = llvm.add %39, %58 : i64
          %60 = llvm.add %59, %34 : i64
          %61 = llvm.getelementptr %25[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %62 = llvm.load %61 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %63 = llvm.mul %33, %5 overflow<nsw, nuw> : i64
          %64 = llvm.mul %17, %16 overflow<nsw, nuw> : i64
          %65 = llvm.add %63, %64 overflow<nsw, nuw> : i64
          %66 = llvm.add %65, %36 overflow<nsw, nuw> : i64
          %67 = llvm.getelementptr inbounds|nuw %21[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %68 = llvm.load %67 : !llvm.ptr -> f32
          %69 = llvm.insertelement %68, %1[%0 : i32] : vector<4xf32>
          %70 = llvm.shufflevector %69, %1 [0, 0, 0, 0] : vector<4xf32>
          %71 = llvm.extractvalue %37[0] : !llvm.array<8 x vector<4xf32>>
          %72 = llvm.intr.fmuladd(%70, %44, %71) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %73 = llvm.mul %12, %16 overflow<nsw, nuw> : i64
          %74 = llvm.add %63, %73 overflow<nsw, nuw> : i64
          %75 = llvm.add %74, %36 overflow<nsw, nuw> : i64
          %76 = llvm.getelementptr inbounds|nuw %21[%75] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %77 = llvm.load %76 : !llvm.ptr -> f32
          %78 = llvm.insertelement %77, %1[%0 : i32] : vector<4xf32>
          %79 = llvm.shufflevector %78, %1 [0, 0, 0, 0] : vector<4xf32>
          %80 = llvm.extractvalue %37[1] : !llvm.array<8 x vector<4xf32>>
          %81 = llvm.intr.fmuladd(%79, %44, %80) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %82 = llvm.mul %11, %16 overflow<nsw, nuw> : i64
          %83 = llvm.add %63, %82 overflow<nsw, nuw> : i64
          %84 = llvm.add %83, %36 overflow<nsw, nuw> : i64
          %85 = llvm.getelementptr inbounds|nuw %21[%84] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %86 = llvm.load %85 : !llvm.ptr -> f32
          %87 = llvm.insertelement %86, %1[%0 : i32] : vector<4xf32>
          %88 = llvm.shufflevector %87, %1 [0, 0, 0, 0] : vector<4xf32>
          %89 = llvm.extractvalue %37[2] : !llvm.array<8 x vector<4xf32>>
          %90 = llvm.intr.fmuladd(%88, %44, %89) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %91 = llvm.mul %10, %16 overflow<nsw, nuw> : i64
          %92 = llvm.add %63, %91 overflow<nsw, nuw> : i64
          %93 = llvm.add %92, %36 overflow<nsw, nuw> : i64
          %94 = llvm.getelementptr inbounds|nuw %21[%93] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %95 = llvm.load %94 : !llvm.ptr -> f32
          %96 = llvm.insertelement %95, %1[%0 : i32] : vector<4xf32>
          %97 = llvm.shufflevector %96, %1 [0, 0, 0, 0] : vector<4xf32>
          %98 = llvm.extractvalue %37[3] : !llvm.array<8 x vector<4xf32>>
          %99 = llvm.intr.fmuladd(%97, %44, %98) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %100 = llvm.mul %15, %16 overflow<nsw, nuw> : i64
          %101 = llvm.add %63, %100 overflow<nsw, nuw> : i64
          %102 = llvm.add %101, %36 overflow<nsw, nuw> : i64
          %103 = llvm.getelementptr inbounds|nuw %21[%102] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %104 = llvm.load %103 : !llvm.ptr -> f32
          %105 = llvm.insertelement %104, %1[%0 : i32] : vector<4xf32>
          %106 = llvm.shufflevector %105, %1 [0, 0, 0, 0] : vector<4xf32>
          %107 = llvm.extractvalue %37[4] : !llvm.array<8 x vector<4xf32>>
          %108 = llvm.intr.fmuladd(%106, %44, %107) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %109 = llvm.mul %9, %16 overflow<nsw, nuw> : i64
          %110 = llvm.add %63, %109 overflow<nsw, nuw> : i64
          %111 = llvm.add %110, %36 overflow<nsw, nuw> : i64
          %112 = llvm.getelementptr inbounds|nuw %21[%111] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %113 = llvm.load %112 : !llvm.ptr -> f32
          %114 = llvm.insertelement %113, %1[%0 : i32] : vector<4xf32>
          %115 = llvm.shufflevector %114, %1 [0, 0, 0, 0] : vector<4xf32>
          %116 = llvm.extractvalue %37[5] : !llvm.array<8 x vector<4xf32>>
          %117 = llvm.intr.fmuladd(%115, %44, %116) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %118 = llvm.mul %8, %16 overflow<nsw, nuw> : i64
          %119 = llvm.add %63, %118 overflow<nsw, nuw> : i64
          %120 = llvm.add %119, %36 overflow<nsw, nuw> : i64
          %121 = llvm.getelementptr inbounds|nuw %21[%120] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %122 = llvm.load %121 : !llvm.ptr -> f32
          %123 = llvm.insertelement %122, %1[%0 : i32] : vector<4xf32>
          %124 = llvm.shufflevector %123, %1 [0, 0, 0, 0] : vector<4xf32>
          %125 = llvm.extractvalue %37[6] : !llvm.array<8 x vector<4xf32>>
          %126 = llvm.intr.fmuladd(%124, %44, %125) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %127 = llvm.mul %7, %16 overflow<nsw, nuw> : i64
          %128 = llvm.add %63, %127 overflow<nsw, nuw> : i64
          %129 = llvm.add %128, %36 overflow<nsw, nuw> : i64
          %130 = llvm.getelementptr inbounds|nuw %21[%129] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %131 = llvm.load %130 : !llvm.ptr -> f32
          %132 = llvm.insertelement %131, %1[%0 : i32] : vector<4xf32>
          %133 = llvm.shufflevector %132, %1 [0, 0, 0, 0] : vector<4xf32>
          %134 = llvm.extractvalue %37[7] : !llvm.array<8 x vector<4xf32>>
          %135 = llvm.intr.fmuladd(%133, %44, %134) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %136 = llvm.add %65, %45 overflow<nsw, nuw> : i64
          %137 = llvm.getelementptr inbounds|nuw %21[%136] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %138 = llvm.load %137 : !llvm.ptr -> f32
          %139 = llvm.insertelement %138, %1[%0 : i32] : vector<4xf32>
          %140 = llvm.shufflevector %139, %1 [0, 0, 0, 0] : vector<4xf32>
          %141 = llvm.intr.fmuladd(%140, %50, %72) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %142 = llvm.add %74, %45 overflow<nsw, nuw> : i64
          %143 = llvm.getelementptr inbounds|nuw %21[%142] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %144 = llvm.load %143 : !llvm.ptr -> f32
          %145 = llvm.insertelement %144, %1[%0 : i32] : vector<4xf32>
          %146 = llvm.shufflevector %145, %1 [0, 0, 0, 0] : vector<4xf32>
          %147 = llvm.intr.fmuladd(%146, %50, %81) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %148 = llvm.add %83, %45 overflow<nsw, nuw> : i64
          %149 = llvm.getelementptr inbounds|nuw %21[%148] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %150 = llvm.load %149 : !llvm.ptr -> f32
          %151 = llvm.insertelement %150, %1[%0 : i32] : vector<4xf32>
          %152 = llvm.shufflevector %151, %1 [0, 0, 0, 0] : vector<4xf32>
          %153 = llvm.intr.fmuladd(%152, %50, %90) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %154 = llvm.add %92, %45 overflow<nsw, nuw> : i64
          %155 = llvm.getelementptr inbounds|nuw %21[%154] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %156 = llvm.load %155 : !llvm.ptr -> f32
          %157 = llvm.insertelement %156, %1[%0 : i32] : vector<4xf32>
          %158 = llvm.shufflevector %157, %1 [0, 0, 0, 0] : vector<4xf32>
          %159 = llvm.intr.fmuladd(%158, %50, %99) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %160 = llvm.add %101, %45 overflow<nsw, nuw> : i64
          %161 = llvm.getelementptr inbounds|nuw %21[%160] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %162 = llvm.load %161 : !llvm.ptr -> f32
          %163 = llvm.insertelement %162, %1[%0 : i32] : vector<4xf32>
          %164 = llvm.shufflevector %163, %1 [0, 0, 0, 0] : vector<4xf32>
          %165 = llvm.intr.fmuladd(%164, %50, %108) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %166 = llvm.add %110, %45 overflow<nsw, nuw> : i64
          %167 = llvm.getelementptr inbounds|nuw %21[%166] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %168 = llvm.load %167 : !llvm.ptr -> f32
          %169 = llvm.insertelement %168, %1[%0 : i32] : vector<4xf32>
          %170 = llvm.shufflevector %169, %1 [0, 0, 0, 0] : vector<4xf32>
          %171 = llvm.intr.fmuladd(%170, %50, %117) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %172 = llvm.add %119, %45 overflow<nsw, nuw> : i64
          %173 = llvm.getelementptr inbounds|nuw %21[%172] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %174 = llvm.load %173 : !llvm.ptr -> f32
          %175 = llvm.insertelement %174, %1[%0 : i32] : vector<4xf32>
          %176 = llvm.shufflevector %175, %1 [0, 0, 0, 0] : vector<4xf32>
          %177 = llvm.intr.fmuladd(%176, %50, %126) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %178 = llvm.add %128, %45 overflow<nsw, nuw> : i64
          %179 = llvm.getelementptr inbounds|nuw %21[%178] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %180 = llvm.load %179 : !llvm.ptr -> f32
          %181 = llvm.insertelement %180, %1[%0 : i32] : vector<4xf32>
          %182 = llvm.shufflevector %181, %1 [0, 0, 0, 0] : vector<4xf32>
          %183 = llvm.intr.fmuladd(%182, %50, %135) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %184 = llvm.add %65, %51 overflow<nsw, nuw> : i64
          %185 = llvm.getelementptr inbounds|nuw %21[%184] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %186 = llvm.load %185 : !llvm.ptr -> f32
          %187 = llvm.insertelement %186, %1[%0 : i32] : vector<4xf32>
          %188 = llvm.shufflevector %187, %1 [0, 0, 0, 0] : vector<4xf32>
          %189 = llvm.intr.fmuladd(%188, %56, %141) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %190 = llvm.add %74, %51 overflow<nsw, nuw> : i64
          %191 = llvm.getelementptr inbounds|nuw %21[%190] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %192 = llvm.load %191 : !llvm.ptr -> f32
          %193 = llvm.insertelement %192, %1[%0 : i32] : vector<4xf32>
          %194 = llvm.shufflevector %193, %1 [0, 0, 0, 0] : vector<4xf32>
          %195 = llvm.intr.fmuladd(%194, %56, %147) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %196 = llvm.add %83, %51 overflow<nsw, nuw> : i64
          %197 = llvm.getelementptr inbounds|nuw %21[%196] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %198 = llvm.load %197 : !llvm.ptr -> f32
          %199 = llvm.insertelement %198, %1[%0 : i32] : vector<4xf32>
          %200 = llvm.shufflevector %199, %1 [0, 0, 0, 0] : vector<4xf32>
          %201 = llvm.intr.fmuladd(%200, %56, %153) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %202 = llvm.add %92, %51 overflow<nsw, nuw> : i64
          %203 = llvm.getelementptr inbounds|nuw %21[%202] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %204 = llvm.load %203 : !llvm.ptr -> f32
          %205 = llvm.insertelement %204, %1[%0 : i32] : vector<4xf32>
          %206 = llvm.shufflevector %205, %1 [0, 0, 0, 0] : vector<4xf32>
          %207 = llvm.intr.fmuladd(%206, %56, %159) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %208 = llvm.add %101, %51 overflow<nsw, nuw> : i64
          %209 = llvm.getelementptr inbounds|nuw %21[%208] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %210 = llvm.load %209 : !llvm.ptr -> f32
          %211 = llvm.insertelement %210, %1[%0 : i32] : vector<4xf32>
          %212 = llvm.shufflevector %211, %1 [0, 0, 0, 0] : vector<4xf32>
          %213 = llvm.intr.fmuladd(%212, %56, %165) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %214 = llvm.add %110, %51 overflow<nsw, nuw> : i64
          %215 = llvm.getelementptr inbounds|nuw %21[%214] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %216 = llvm.load %215 : !llvm.ptr -> f32
          %217 = llvm.insertelement %216, %1[%0 : i32] : vector<4xf32>
          %218 = llvm.shufflevector %217, %1 [0, 0, 0, 0] : vector<4xf32>
          %219 = llvm.intr.fmuladd(%218, %56, %171) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %220 = llvm.add %119, %51 overflow<nsw, nuw> : i64
          %221 = llvm.getelementptr inbounds|nuw %21[%220] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %222 = llvm.load %221 : !llvm.ptr -> f32
          %223 = llvm.insertelement %222, %1[%0 : i32] : vector<4xf32>
          %224 = llvm.shufflevector %223, %1 [0, 0, 0, 0] : vector<4xf32>
          %225 = llvm.intr.fmuladd(%224, %56, %177) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %226 = llvm.add %128, %51 overflow<nsw, nuw> : i64
          %227 = llvm.getelementptr inbounds|nuw %21[%226] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %228 = llvm.load %227 : !llvm.ptr -> f32
          %229 = llvm.insertelement %228, %1[%0 : i32] : vector<4xf32>
          %230 = llvm.shufflevector %229, %1 [0, 0, 0, 0] : vector<4xf32>
          %231 = llvm.intr.fmuladd(%230, %56, %183) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %232 = llvm.add %65, %57 overflow<nsw, nuw> : i64
          %233 = llvm.getelementptr inbounds|nuw %21[%232] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %234 = llvm.load %233 : !llvm.ptr -> f32
          %235 = llvm.insertelement %234, %1[%0 : i32] : vector<4xf32>
          %236 = llvm.shufflevector %235, %1 [0, 0, 0, 0] : vector<4xf32>
          %237 = llvm.intr.fmuladd(%236, %62, %189) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %238 = llvm.add %74, %57 overflow<nsw, nuw> : i64
          %239 = llvm.getelementptr inbounds|nuw %21[%238] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %240 = llvm.load %239 : !llvm.ptr -> f32
          %241 = llvm.insertelement %240, %1[%0 : i32] : vector<4xf32>
          %242 = llvm.shufflevector %241, %1 [0, 0, 0, 0] : vector<4xf32>
          %243 = llvm.intr.fmuladd(%242, %62, %195) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %244 = llvm.add %83, %57 overflow<nsw, nuw> : i64
          %245 = llvm.getelementptr inbounds|nuw %21[%244] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %246 = llvm.load %245 : !llvm.ptr -> f32
          %247 = llvm.insertelement %246, %1[%0 : i32] : vector<4xf32>
          %248 = llvm.shufflevector %247, %1 [0, 0, 0, 0] : vector<4xf32>
          %249 = llvm.intr.fmuladd(%248, %62, %201) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %250 = llvm.add %92, %57 overflow<nsw, nuw> : i64
          %251 = llvm.getelementptr inbounds|nuw %21[%250] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %252 = llvm.load %251 : !llvm.ptr -> f32
          %253 = llvm.insertelement %252, %1[%0 : i32] : vector<4xf32>
          %254 = llvm.shufflevector %253, %1 [0, 0, 0, 0] : vector<4xf32>
          %255 = llvm.intr.fmuladd(%254, %62, %207) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %256 = llvm.add %101, %57 overflow<nsw, nuw> : i64
          %257 = llvm.getelementptr inbounds|nuw %21[%256] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %258 = llvm.load %257 : !llvm.ptr -> f32
          %259 = llvm.insertelement %258, %1[%0 : i32] : vector<4xf32>
          %260 = llvm.shufflevector %259, %1 [0, 0, 0, 0] : vector<4xf32>
          %261 = llvm.intr.fmuladd(%260, %62, %213) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %262 = llvm.add %110, %57 overflow<nsw, nuw> : i64
          %263 = llvm.getelementptr inbounds|nuw %21[%262] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %264 = llvm.load %263 : !llvm.ptr -> f32
          %265 = llvm.insertelement %264, %1[%0 : i32] : vector<4xf32>
          %266 = llvm.shufflevector %265, %1 [0, 0, 0, 0] : vector<4xf32>
          %267 = llvm.intr.fmuladd(%266, %62, %219) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %268 = llvm.add %119, %57 overflow<nsw, nuw> : i64
          %269 = llvm.getelementptr inbounds|nuw %21[%268] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %270 = llvm.load %269 : !llvm.ptr -> f32
          %271 = llvm.insertelement %270, %1[%0 : i32] : vector<4xf32>
          %272 = llvm.shufflevector %271, %1 [0, 0, 0, 0] : vector<4xf32>
          %273 = llvm.intr.fmuladd(%272, %62, %225) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %274 = llvm.add %128, %57 overflow<nsw, nuw> : i64
          %275 = llvm.getelementptr inbounds|nuw %21[%274] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %276 = llvm.load %275 : !llvm.ptr -> f32
          %277 = llvm.insertelement %276, %1[%0 : i32] : vector<4xf32>
          %278 = llvm.shufflevector %277, %1 [0, 0, 0, 0] : vector<4xf32>
          %279 = llvm.intr.fmuladd(%278, %62, %231) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %280 = llvm.insertvalue %237, %6[0] : !llvm.array<8 x vector<4xf32>>
          %281 = llvm.insertvalue %243, %280[1] : !llvm.array<8 x vector<4xf32>>
          %282 = llvm.insertvalue %249, %281[2] : !llvm.array<8 x vector<4xf32>>
          %283 = llvm.insertvalue %255, %282[3] : !llvm.array<8 x vector<4xf32>>
          %284 = llvm.insertvalue %261, %283[4] : !llvm.array<8 x vector<4xf32>>
          %285 = llvm.insertvalue %267, %284[5] : !llvm.array<8 x vector<4xf32>>
          %286 = llvm.insertvalue %273, %285[6] : !llvm.array<8 x vector<4xf32>>
          %287 = llvm.insertvalue %279, %286[7] : !llvm.array<8 x vector<4xf32>>
          %288 = llvm.add %36, %15 : i64
          llvm.br ^bb2(%288, %287 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %289 = llvm.extractvalue %37[0] : !llvm.array<8 x vector<4xf32>>
          %290 = llvm.mul %17, %2 : i64
          %291 = llvm.mul %33, %14 : i64
          %292 = llvm.add %290, %291 : i64
          %293 = llvm.add %292, %34 : i64
          %294 = llvm.getelementptr %30[%293] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %289, %294 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %295 = llvm.extractvalue %37[1] : !llvm.array<8 x vector<4xf32>>
          %296 = llvm.mul %12, %2 : i64
          %297 = llvm.add %296, %291 : i64
          %298 = llvm.add %297, %34 : i64
          %299 = llvm.getelementptr %30[%298] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %295, %299 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %300 = llvm.extractvalue %37[2] : !llvm.array<8 x vector<4xf32>>
          %301 = llvm.mul %11, %2 : i64
          %302 = llvm.add %301, %291 : i64
          %303 = llvm.add %302, %34 : i64
          %304 = llvm.getelementptr %30[%303] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %300, %304 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %305 = llvm.extractvalue %37[3] : !llvm.array<8 x vector<4xf32>>
          %306 = llvm.mul %10, %2 : i64
          %307 = llvm.add %306, %291 : i64
          %308 = llvm.add %307, %34 : i64
          %309 = llvm.getelementptr %30[%308] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %305, %309 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %310 = llvm.extractvalue %37[4] : !llvm.array<8 x vector<4xf32>>
          %311 = llvm.mul %15, %2 : i64
          %312 = llvm.add %311, %291 : i64
          %313 = llvm.add %312, %34 : i64
          %314 = llvm.getelementptr %30[%313] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %310, %314 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %315 = llvm.extractvalue %37[5] : !llvm.array<8 x vector<4xf32>>
          %316 = llvm.mul %9, %2 : i64
          %317 = llvm.add %316, %291 : i64
          %318 = llvm.add %317, %34 : i64
          %319 = llvm.getelementptr %30[%318] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %315, %319 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %320 = llvm.extractvalue %37[6] : !llvm.array<8 x vector<4xf32>>
          %321 = llvm.mul %8, %2 : i64
          %322 = llvm.add %321, %291 : i64
          %323 = llvm.add %322, %34 : i64
          %324 = llvm.getelementptr %30[%323] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %320, %324 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %325 = llvm.extractvalue %37[7] : !llvm.array<8 x vector<4xf32>>
          %326 = llvm.mul %7, %2 : i64
          %327 = llvm.add %326, %291 : i64
          %328 = llvm.add %327, %34 : i64
          %329 = llvm.getelementptr %30[%328] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %325, %329 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %330 = llvm.add %34, %15 : i64
          llvm.br ^bb1(%330 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_11 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_11_matmul_8x32x32_f32 ordinal(0) layout(#pipeline_layout5) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_11_matmul_8x32x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %12 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
          %13 = llvm.mlir.poison : !llvm.array<8 x vector<4xf32>>
          %14 = llvm.mlir.poison : vector<16xf32>
          %15 = llvm.mlir.constant(7 : i64) : i64
          %16 = llvm.mlir.constant(6 : i64) : i64
          %17 = llvm.mlir.constant(5 : i64) : i64
          %18 = llvm.mlir.constant(3 : i64) : i64
          %19 = llvm.mlir.constant(2 : i64) : i64
          %20 = llvm.mlir.constant(1 : i64) : i64
          %21 = llvm.mlir.constant(0 : i64) : i64
          %22 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %23 = llvm.mlir.constant(4 : i64) : i64
          %24 = llvm.mlir.constant(32 : i64) : i64
          %25 = llvm.getelementptr %12[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %26 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %27 = llvm.extractvalue %26[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %28 = llvm.load %27 : !llvm.ptr -> !llvm.ptr
          %29 = llvm.getelementptr %28[2560] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%29, %9 : !llvm.ptr, i64)] : i1
          %30 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %31 = llvm.extractvalue %30[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %32 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %33 = llvm.load %32 : !llvm.ptr -> !llvm.ptr
          %34 = llvm.getelementptr %33[55680] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%34, %9 : !llvm.ptr, i64)] : i1
          %35 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %36 = llvm.extractvalue %35[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %37 = llvm.load %36 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %10 ["align"(%37, %9 : !llvm.ptr, i64)] : i1
          %38 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %39 = llvm.extractvalue %38[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %40 = llvm.getelementptr %39[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %41 = llvm.load %40 : !llvm.ptr -> !llvm.ptr
          %42 = llvm.getelementptr %41[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%42, %9 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%21 : i64)
        ^bb1(%43: i64):  // 2 preds: ^bb0, ^bb4
          %44 = llvm.icmp "slt" %43, %24 : i64
          llvm.cond_br %44, ^bb2(%21, %22 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%45: i64, %46: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %47 = llvm.icmp "slt" %45, %24 : i64
          llvm.cond_br %47, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %48 = llvm.mul %43, %24 : i64
          %49 = llvm.add %48, %45 : i64
          %50 = llvm.getelementptr %34[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %51 = llvm.load %50 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %52 = llvm.add %43, %20 : i64
          %53 = llvm.mul %52, %24 : i64
          %54 = llvm.add %53, %45 : i64
          %55 = llvm.getelementptr %34[%54] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %56 = llvm.load %55 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %57 = llvm.add %43, %19 : i64
          %58 = llvm.mul %57, %24 : i64
          %59 = llvm.add %58, %45 : i64
          %60 = llvm.getelementptr %34[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %61 = llvm.load %60 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %62 = llvm.add %43, %18 : i64
          %63 = llvm.mul %62, %24 : i64
          %64 = llvm.add %63, %45 : i64
          %65 = llvm.getelementptr %34[%64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %66 = llvm.load %65 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %67 = llvm.extractelement %51[%21 : i64] : vector<4xf32>
          %68 = llvm.extractelement %51[%20 : i64] : vector<4xf32>
          %69 = llvm.extractelement %51[%19 : i64] : vector<4xf32>
          %70 = llvm.extractelement %51[%18 : i64] : vector<4xf32>
          %71 = llvm.extractelement %56[%21 : i64] : vector<4xf32>
          %72 = llvm.extractelement %56[%20 : i64] : vector<4xf32>
          %73 = llvm.extractelement %56[%19 : i64] : vector<4xf32>
          %74 = llvm.extractelement %56[%18 : i64] : vector<4xf32>
          %75 = llvm.extractelement %61[%21 : i64] : vector<4xf32>
          %76 = llvm.extractelement %61[%20 : i64] : vector<4xf32>
          %77 = llvm.extractelement %61[%19 : i64] : vector<4xf32>
          %78 = llvm.extractelement %61[%18 : i64] : vector<4xf32>
          %79 = llvm.extractelement %66[%21 : i64] : vector<4xf32>
          %80 = llvm.extractelement %66[%20 : i64] : vector<4xf32>
          %81 = llvm.extractelement %66[%19 : i64] : vector<4xf32>
          %82 = llvm.extractelement %66[%18 : i64] : vector<4xf32>
          %83 = llvm.insertelement %67, %14[%21 : i64] : vector<16xf32>
          %84 = llvm.insertelement %68, %83[%20 : i64] : vector<16xf32>
          %85 = llvm.insertelement %69, %84[%19 : i64] : vector<16xf32>
          %86 = llvm.insertelement %70, %85[%18 : i64] : vector<16xf32>
          %87 = llvm.insertelement %71, %86[%23 : i64] : vector<16xf32>
          %88 = llvm.insertelement %72, %87[%17 : i64] : vector<16xf32>
          %89 = llvm.insertelement %73, %88[%16 : i64] : vector<16xf32>
          %90 = llvm.insertelement %74, %89[%15 : i64] : vector<16xf32>
          %91 = llvm.insertelement %75, %90[%11 : i64] : vector<16xf32>
          %92 = llvm.insertelement %76, %91[%8 : i64] : vector<16xf32>
          %93 = llvm.insertelement %77, %92[%7 : i64] : vector<16xf32>
          %94 = llvm.insertelement %78, %93[%6 : i64] : vector<16xf32>
          %95 = llvm.insertelement %79, %94[%5 : i64] : vector<16xf32>
          %96 = llvm.insertelement %80, %95[%4 : i64] : vector<16xf32>
          %97 = llvm.insertelement %81, %96[%3 : i64] : vector<16xf32>
          %98 = llvm.insertelement %82, %97[%2 : i64] : vector<16xf32>
          %99 = llvm.shufflevector %98, %14 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %100 = llvm.shufflevector %99, %99 [0, 1, 2, 3] : vector<16xf32>
          %101 = llvm.shufflevector %99, %99 [4, 5, 6, 7] : vector<16xf32>
          %102 = llvm.shufflevector %99, %99 [8, 9, 10, 11] : vector<16xf32>
          %103 = llvm.shufflevector %99, %99 [12, 13, 14, 15] : vector<16xf32>
          %104 = llvm.mul %21, %24 overflow<nsw, nuw> : i64
          %105 = llvm.add %104, %45 overflow<nsw, nuw> : i64
          %106 = llvm.getelementptr inbounds|nuw %29[%105] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %107 = llvm.load %106 : !llvm.ptr -> f32
          %108 = llvm.insertelement %107, %1[%0 : i32] : vector<4xf32>
          %109 = llvm.shufflevector %108, %1 [0, 0, 0, 0] : vector<4xf32>
          %110 = llvm.extractvalue %46[0] : !llvm.array<8 x vector<4xf32>>
          %111 = llvm.intr.fmuladd(%109, %100, %110) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %112 = llvm.mul %20, %24 overflow<nsw, nuw> : i64
          %113 = llvm.add %112, %45 overflow<nsw, nuw> : i64
          %114 = llvm.getelementptr inbounds|nuw %29[%113] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %115 = llvm.load %114 : !llvm.ptr -> f32
          %116 = llvm.insertelement %115, %1[%0 : i32] : vector<4xf32>
          %117 = llvm.shufflevector %116, %1 [0, 0, 0, 0] : vector<4xf32>
          %118 = llvm.extractvalue %46[1] : !llvm.array<8 x vector<4xf32>>
          %119 = llvm.intr.fmuladd(%117, %100, %118) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %120 = llvm.mul %19, %24 overflow<nsw, nuw> : i64
          %121 = llvm.add %120, %45 overflow<nsw, nuw> : i64
          %122 = llvm.getelementptr inbounds|nuw %29[%121] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %123 = llvm.load %122 : !llvm.ptr -> f32
          %124 = llvm.insertelement %123, %1[%0 : i32] : vector<4xf32>
          %125 = llvm.shufflevector %124, %1 [0, 0, 0, 0] : vector<4xf32>
          %126 = llvm.extractvalue %46[2] : !llvm.array<8 x vector<4xf32>>
          %127 = llvm.intr.fmuladd(%125, %100, %126) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %128 = llvm.mul %18, %24 overflow<nsw, nuw> : i64
          %129 = llvm.add %128, %45 overflow<nsw, nuw> : i64
          %130 = llvm.getelementptr inbounds|nuw %29[%129] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %131 = llvm.load %130 : !llvm.ptr -> f32
          %132 = llvm.insertelement %131, %1[%0 : i32] : vector<4xf32>
          %133 = llvm.shufflevector %132, %1 [0, 0, 0, 0] : vector<4xf32>
          %134 = llvm.extractvalue %46[3] : !llvm.array<8 x vector<4xf32>>
          %135 = llvm.intr.fmuladd(%133, %100, %134) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %136 = llvm.mul %23, %24 overflow<nsw, nuw> : i64
          %137 = llvm.add %136, %45 overflow<nsw, nuw> : i64
          %138 = llvm.getelementptr inbounds|nuw %29[%137] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %139 = llvm.load %138 : !llvm.ptr -> f32
          %140 = llvm.insertelement %139, %1[%0 : i32] : vector<4xf32>
          %141 = llvm.shufflevector %140, %1 [0, 0, 0, 0] : vector<4xf32>
          %142 = llvm.extractvalue %46[4] : !llvm.array<8 x vector<4xf32>>
          %143 = llvm.intr.fmuladd(%141, %100, %142) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %144 = llvm.mul %17, %24 overflow<nsw, nuw> : i64
          %145 = llvm.add %144, %45 overflow<nsw, nuw> : i64
          %146 = llvm.getelementptr inbounds|nuw %29[%145] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %147 = llvm.load %146 : !llvm.ptr -> f32
          %148 = llvm.insertelement %147, %1[%0 : i32] : vector<4xf32>
          %149 = llvm.shufflevector %148, %1 [0, 0, 0, 0] : vector<4xf32>
          %150 = llvm.extractvalue %46[5] : !llvm.array<8 x vector<4xf32>>
          %151 = llvm.intr.fmuladd(%149, %100, %150) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %152 = llvm.mul %16, %24 overflow<nsw, nuw> : i64
          %153 = llvm.add %152, %45 overflow<nsw, nuw> : i64
          %154 = llvm.getelementptr inbounds|nuw %29[%153] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %155 = llvm.load %154 : !llvm.ptr -> f32
          %156 = llvm.insertelement %155, %1[%0 : i32] : vector<4xf32>
          %157 = llvm.shufflevector %156, %1 [0, 0, 0, 0] : vector<4xf32>
          %158 = llvm.extractvalue %46[6] : !llvm.array<8 x vector<4xf32>>
          %159 = llvm.intr.fmuladd(%157, %100, %158) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %160 = llvm.mul %15, %24 overflow<nsw, nuw> : i64
          %161 = llvm.add %160, %45 overflow<nsw, nuw> : i64
          %162 = llvm.getelementptr inbounds|nuw %29[%161] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %163 = llvm.load %162 : !llvm.ptr -> f32
          %164 = llvm.insertelement %163, %1[%0 : i32] : vector<4xf32>
          %165 = llvm.shufflevector %164, %1 [0, 0, 0, 0] : vector<4xf32>
          %166 = llvm.extractvalue %46[7] : !llvm.array<8 x vector<4xf32>>
          %167 = llvm.intr.fmuladd(%165, %100, %166) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %168 = llvm.add %45, %20 : i64
          %169 = llvm.add %104, %168 overflow<nsw, nuw> : i64
          %170 = llvm.getelementptr inbounds|nuw %29[%169] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %171 = llvm.load %170 : !llvm.ptr -> f32
          %172 = llvm.insertelement %171, %1[%0 : i32] : vector<4xf32>
          %173 = llvm.shufflevector %172, %1 [0, 0, 0, 0] : vector<4xf32>
          %174 = llvm.intr.fmuladd(%173, %101, %111) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %175 = llvm.add %112, %168 overflow<nsw, nuw> : i64
          %176 = llvm.getelementptr inbounds|nuw %29[%175] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %177 = llvm.load %176 : !llvm.ptr -> f32
          %178 = llvm.insertelement %177, %1[%0 : i32] : vector<4xf32>
          %179 = llvm.shufflevector %178, %1 [0, 0, 0, 0] : vector<4xf32>
          %180 = llvm.intr.fmuladd(%179, %101, %119) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %181 = llvm.add %120, %168 overflow<nsw, nuw> : i64
          %182 = llvm.getelementptr inbounds|nuw %29[%181] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %183 = llvm.load %182 : !llvm.ptr -> f32
          %184 = llvm.insertelement %183, %1[%0 : i32] : vector<4xf32>
          %185 = llvm.shufflevector %184, %1 [0, 0, 0, 0] : vector<4xf32>
          %186 = llvm.intr.fmuladd(%185, %101, %127) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %187 = llvm.add %128, %168 overflow<nsw, nuw> : i64
          %188 = llvm.getelementptr inbounds|nuw %29[%187] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %189 = llvm.load %188 : !llvm.ptr -> f32
          %190 = llvm.insertelement %189, %1[%0 : i32] : vector<4xf32>
          %191 = llvm.shufflevector %190, %1 [0, 0, 0, 0] : vector<4xf32>
          %192 = llvm.intr.fmuladd(%191, %101, %135) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %193 = llvm.add %136, %168 overflow<nsw, nuw> : i64
          %194 = llvm.getelementptr inbounds|nuw %29[%193] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %195 = llvm.load %194 : !llvm.ptr -> f32
          %196 = llvm.insertelement %195, %1[%0 : i32] : vector<4xf32>
          %197 = llvm.shufflevector %196, %1 [0, 0, 0, 0] : vector<4xf32>
          %198 = llvm.intr.fmuladd(%197, %101, %143) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %199 = llvm.add %144, %168 overflow<nsw, nuw> : i64
          %200 = llvm.getelementptr inbounds|nuw %29[%199] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %201 = llvm.load %200 : !llvm.ptr -> f32
          %202 = llvm.insertelement %201, %1[%0 : i32] : vector<4xf32>
          %203 = llvm.shufflevector %202, %1 [0, 0, 0, 0] : vector<4xf32>
          %204 = llvm.intr.fmuladd(%203, %101, %151) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %205 = llvm.add %152, %168 overflow<nsw, nuw> : i64
          %206 = llvm.getelementptr inbounds|nuw %29[%205] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %207 = llvm.load %206 : !llvm.ptr -> f32
          %208 = llvm.insertelement %207, %1[%0 : i32] : vector<4xf32>
          %209 = llvm.shufflevector %208, %1 [0, 0, 0, 0] : vector<4xf32>
          %210 = llvm.intr.fmuladd(%209, %101, %159) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %211 = llvm.add %160, %168 overflow<nsw, nuw> : i64
          %212 = llvm.getelementptr inbounds|nuw %29[%211] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %213 = llvm.load %212 : !llvm.ptr -> f32
          %214 = llvm.insertelement %213, %1[%0 : i32] : vector<4xf32>
          %215 = llvm.shufflevector %214, %1 [0, 0, 0, 0] : vector<4xf32>
          %216 = llvm.intr.fmuladd(%215, %101, %167) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %217 = llvm.add %45, %19 : i64
          %218 = llvm.add %104, %217 overflow<nsw, nuw> : i64
          %219 = llvm.getelementptr inbounds|nuw %29[%218] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %220 = llvm.load %219 : !llvm.ptr -> f32
          %221 = llvm.insertelement %220, %1[%0 : i32] : vector<4xf32>
          %222 = llvm.shufflevector %221, %1 [0, 0, 0, 0] : vector<4xf32>
          %223 = llvm.intr.fmuladd(%222, %102, %174) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %224 = llvm.add %112, %217 overflow<nsw, nuw> : i64
          %225 = llvm.getelementptr inbounds|nuw %29[%224] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %226 = llvm.load %225 : !llvm.ptr -> f32
          %227 = llvm.insertelement %226, %1[%0 : i32] : vector<4xf32>
          %228 = llvm.shufflevector %227, %1 [0, 0, 0, 0] : vector<4xf32>
          %229 = llvm.intr.fmuladd(%228, %102, %180) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %230 = llvm.add %120, %217 overflow<nsw, nuw> : i64
          %231 = llvm.getelementptr inbounds|nuw %29[%230] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %232 = llvm.load %231 : !llvm.ptr -> f32
          %233 = llvm.insertelement %232, %1[%0 : i32] : vector<4xf32>
          %234 = llvm.shufflevector %233, %1 [0, 0, 0, 0] : vector<4xf32>
          %235 = llvm.intr.fmuladd(%234, %102, %186) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %236 = llvm.add %128, %217 overflow<nsw, nuw> : i64
          %237 = llvm.getelementptr inbounds|nuw %29[%236] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %238 = llvm.load %237 : !llvm.ptr -> f32
          %239 = llvm.insertelement %238, %1[%0 : i32] : vector<4xf32>
          %240 = llvm.shufflevector %239, %1 [0, 0, 0, 0] : vector<4xf32>
          %241 = llvm.intr.fmuladd(%240, %102, %192) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %242 = llvm.add %136, %217 overflow<nsw, nuw> : i64
          %243 = llvm.getelementptr inbounds|nuw %29[%242] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %244 = llvm.load %243 : !llvm.ptr -> f32
          %245 = llvm.insertelement %244, %1[%0 : i32] : vector<4xf32>
          %246 = llvm.shufflevector %245, %1 [0, 0, 0, 0] : vector<4xf32>
          %247 = llvm.intr.fmuladd(%246, %102, %198) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %248 = llvm.add %144, %217 overflow<nsw, nuw> : i64
          %249 = llvm.getelementptr inbounds|nuw %29[%248] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %250 = llvm.load %249 : !llvm.ptr -> f32
          %251 = llvm.insertelement %250, %1[%0 : i32] : vector<4xf32>
          %252 = llvm.shufflevector %251, %1 [0, 0, 0, 0] : vector<4xf32>
          %253 = llvm.intr.fmuladd(%252, %102, %204) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %254 = llvm.add %152, %217 overflow<nsw, nuw> : i64
          %255 = llvm.getelementptr inbounds|nuw %29[%254] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %256 = llvm.load %255 : !llvm.ptr -> f32
          %257 = llvm.insertelement %256, %1[%0 : i32] : vector<4xf32>
          %258 = llvm.shufflevector %257, %1 [0, 0, 0, 0] : vector<4xf32>
          %259 = llvm.intr.fmuladd(%258, %102, %210) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %260 = llvm.add %160, %217 overflow<nsw, nuw> : i64
          %261 = llvm.getelementptr inbounds|nuw %29[%260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %262 = llvm.load %261 : !llvm.ptr -> f32
          %263 = llvm.insertelement %262, %1[%0 : i32] : vector<4xf32>
          %264 = llvm.shufflevector %263, %1 [0, 0, 0, 0] : vector<4xf32>
          %265 = llvm.intr.fmuladd(%264, %102, %216) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %266 = llvm.add %45, %18 : i64
          %267 = llvm.add %104, %266 overflow<nsw, nuw> : i64
          %268 = llvm.getelementptr inbounds|nuw %29[%267] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %269 = llvm.load %268 : !llvm.ptr -> f32
          %270 = llvm.insertelement %269, %1[%0 : i32] : vector<4xf32>
          %271 = llvm.shufflevector %270, %1 [0, 0, 0, 0] : vector<4xf32>
          %272 = llvm.intr.fmuladd(%271, %103, %223) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %273 = llvm.add %112, %266 overflow<nsw, nuw> : i64
          %274 = llvm.getelementptr inbounds|nuw %29[%273] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %275 = llvm.load %274 : !llvm.ptr -> f32
          %276 = llvm.insertelement %275, %1[%0 : i32] : vector<4xf32>
          %277 = llvm.shufflevector %276, %1 [0, 0, 0, 0] : vector<4xf32>
          %278 = llvm.intr.fmuladd(%277, %103, %229) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %279 = llvm.add %120, %266 overflow<nsw, nuw> : i64
          %280 = llvm.getelementptr inbounds|nuw %29[%279] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %281 = llvm.load %280 : !llvm.ptr -> f32
          %282 = llvm.insertelement %281, %1[%0 : i32] : vector<4xf32>
          %283 = llvm.shufflevector %282, %1 [0, 0, 0, 0] : vector<4xf32>
          %284 = llvm.intr.fmuladd(%283, %103, %235) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %285 = llvm.add %128, %266 overflow<nsw, nuw> : i64
          %286 = llvm.getelementptr inbounds|nuw %29[%285] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %287 = llvm.load %286 : !llvm.ptr -> f32
          %288 = llvm.insertelement %287, %1[%0 : i32] : vector<4xf32>
          %289 = llvm.shufflevector %288, %1 [0, 0, 0, 0] : vector<4xf32>
          %290 = llvm.intr.fmuladd(%289, %103, %241) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %291 = llvm.add %136, %266 overflow<nsw, nuw> : i64
          %292 = llvm.getelementptr inbounds|nuw %29[%291] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %293 = llvm.load %292 : !llvm.ptr -> f32
          %294 = llvm.insertelement %293, %1[%0 : i32] : vector<4xf32>
          %295 = llvm.shufflevector %294, %1 [0, 0, 0, 0] : vector<4xf32>
          %296 = llvm.intr.fmuladd(%295, %103, %247) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %297 = llvm.add %144, %266 overflow<nsw, nuw> : i64
          %298 = llvm.getelementptr inbounds|nuw %29[%297] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %299 = llvm.load %298 : !llvm.ptr -> f32
          %300 = llvm.insertelement %299, %1[%0 : i32] : vector<4xf32>
          %301 = llvm.shufflevector %300, %1 [0, 0, 0, 0] : vector<4xf32>
          %302 = llvm.intr.fmuladd(%301, %103, %253) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %303 = llvm.add %152, %266 overflow<nsw, nuw> : i64
          %304 = llvm.getelementptr inbounds|nuw %29[%303] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %305 = llvm.load %304 : !llvm.ptr -> f32
          %306 = llvm.insertelement %305, %1[%0 : i32] : vector<4xf32>
          %307 = llvm.shufflevector %306, %1 [0, 0, 0, 0] : vector<4xf32>
          %308 = llvm.intr.fmuladd(%307, %103, %259) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %309 = llvm.add %160, %266 overflow<nsw, nuw> : i64
          %310 = llvm.getelementptr inbounds|nuw %29[%309] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %311 = llvm.load %310 : !llvm.ptr -> f32
          %312 = llvm.insertelement %311, %1[%0 : i32] : vector<4xf32>
          %313 = llvm.shufflevector %312, %1 [0, 0, 0, 0] : vector<4xf32>
          %314 = llvm.intr.fmuladd(%313, %103, %265) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %315 = llvm.insertvalue %272, %13[0] : !llvm.array<8 x vector<4xf32>>
          %316 = llvm.insertvalue %278, %315[1] : !llvm.array<8 x vector<4xf32>>
          %317 = llvm.insertvalue %284, %316[2] : !llvm.array<8 x vector<4xf32>>
          %318 = llvm.insertvalue %290, %317[3] : !llvm.array<8 x vector<4xf32>>
          %319 = llvm.insertvalue %296, %318[4] : !llvm.array<8 x vector<4xf32>>
          %320 = llvm.insertvalue %302, %319[5] : !llvm.array<8 x vector<4xf32>>
          %321 = llvm.insertvalue %308, %320[6] : !llvm.array<8 x vector<4xf32>>
          %322 = llvm.insertvalue %314, %321[7] : !llvm.array<8 x vector<4xf32>>
          %323 = llvm.add %45, %23 : i64
          llvm.br ^bb2(%323, %322 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %324 = llvm.getelementptr %25[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %325 = llvm.load %324 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %326 = llvm.mul %21, %24 : i64
          %327 = llvm.add %326, %43 : i64
          %328 = llvm.getelementptr %37[%327] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %329 = llvm.load %328 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %330 = llvm.mul %20, %24 : i64
          %331 = llvm.add %330, %43 : i64
          %332 = llvm.getelementptr %37[%331] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %333 = llvm.load %332 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %334 = llvm.mul %19, %24 : i64
          %335 = llvm.add %334, %43 : i64
          %336 = llvm.getelementptr %37[%335] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %337 = llvm.load %336 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %338 = llvm.mul %18, %24 : i64
          %339 = llvm.add %338, %43 : i64
          %340 = llvm.getelementptr %37[%339] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %341 = llvm.load %340 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %342 = llvm.mul %23, %24 : i64
          %343 = llvm.add %342, %43 : i64
          %344 = llvm.getelementptr %37[%343] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %345 = llvm.load %344 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %346 = llvm.mul %17, %24 : i64
          %347 = llvm.add %346, %43 : i64
          %348 = llvm.getelementptr %37[%347] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %349 = llvm.load %348 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %350 = llvm.mul %16, %24 : i64
          %351 = llvm.add %350, %43 : i64
          %352 = llvm.getelementptr %37[%351] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %353 = llvm.load %352 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %354 = llvm.mul %15, %24 : i64
          %355 = llvm.add %354, %43 : i64
          %356 = llvm.getelementptr %37[%355] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %357 = llvm.load %356 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %358 = llvm.extractvalue %46[0] : !llvm.array<8 x vector<4xf32>>
          %359 = llvm.fadd %358, %325 fastmath<contract> : vector<4xf32>
          %360 = llvm.extractvalue %46[1] : !llvm.array<8 x vector<4xf32>>
          %361 = llvm.fadd %360, %325 fastmath<contract> : vector<4xf32>
          %362 = llvm.extractvalue %46[2] : !llvm.array<8 x vector<4xf32>>
          %363 = llvm.fadd %362, %325 fastmath<contract> : vector<4xf32>
          %364 = llvm.extractvalue %46[3] : !llvm.array<8 x vector<4xf32>>
          %365 = llvm.fadd %364, %325 fastmath<contract> : vector<4xf32>
          %366 = llvm.extractvalue %46[4] : !llvm.array<8 x vector<4xf32>>
          %367 = llvm.fadd %366, %325 fastmath<contract> : vector<4xf32>
          %368 = llvm.extractvalue %46[5] : !llvm.array<8 x vector<4xf32>>
          %369 = llvm.fadd %368, %325 fastmath<contract> : vector<4xf32>
          %370 = llvm.extractvalue %46[6] : !llvm.array<8 x vector<4xf32>>
          %371 = llvm.fadd %370, %325 fastmath<contract> : vector<4xf32>
          %372 = llvm.extractvalue %46[7] : !llvm.array<8 x vector<4xf32>>
          %373 = llvm.fadd %372, %325 fastmath<contract> : vector<4xf32>
          %374 = llvm.fadd %359, %329 fastmath<contract> : vector<4xf32>
          %375 = llvm.fadd %361, %333 fastmath<contract> : vector<4xf32>
          %376 = llvm.fadd %363, %337 fastmath<contract> : vector<4xf32>
          %377 = llvm.fadd %365, %341 fastmath<contract> : vector<4xf32>
          %378 = llvm.fadd %367, %345 fastmath<contract> : vector<4xf32>
          %379 = llvm.fadd %369, %349 fastmath<contract> : vector<4xf32>
          %380 = llvm.fadd %371, %353 fastmath<contract> : vector<4xf32>
          %381 = llvm.fadd %373, %357 fastmath<contract> : vector<4xf32>
          %382 = llvm.getelementptr %42[%327] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %374, %382 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %383 = llvm.getelementptr %42[%331] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %375, %383 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %384 = llvm.getelementptr %42[%335] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %376, %384 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %385 = llvm.getelementptr %42[%339] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %377, %385 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %386 = llvm.getelementptr %42[%343] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %378, %386 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %387 = llvm.getelementptr %42[%347] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %379, %387 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %388 = llvm.getelementptr %42[%351] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %380, %388 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %389 = llvm.getelementptr %42[%355] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %381, %389 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %390 = llvm.add %43, %23 : i64
          llvm.br ^bb1(%390 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_13 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_13_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32_0(dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_13_reduction_8x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.poison : vector<4xf32>
          %1 = llvm.mlir.constant(dense<1.000000e+00> : vector<1xf32>) : vector<1xf32>
          %2 = llvm.mlir.constant(0 : i32) : i32
          %3 = llvm.mlir.poison : vector<1xf32>
          %4 = llvm.mlir.constant(64 : i64) : i64
          %5 = llvm.mlir.constant(true) : i1
          %6 = llvm.mlir.addressof @__constant_32xf32_0 : !llvm.ptr
          %7 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
          %8 = llvm.mlir.constant(32 : i64) : i64
          %9 = llvm.mlir.constant(4 : i64) : i64
          %10 = llvm.mlir.constant(dense<0.000000e+00> : vector<1xf32>) : vector<1xf32>
          %11 = llvm.mlir.constant(dense<3.200000e+01> : vector<1xf32>) : vector<1xf32>
          %12 = llvm.mlir.constant(dense<9.99999996E-13> : vector<1xf32>) : vector<1xf32>
          %13 = llvm.mlir.constant(0 : i64) : i64
          %14 = llvm.getelementptr %7[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %15 = llvm.getelementptr %6[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %16 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %17 = llvm.extractvalue %16[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %18 = llvm.load %17 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %5 ["align"(%18, %4 : !llvm.ptr, i64)] : i1
          %19 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %20 = llvm.extractvalue %19[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %21 = llvm.getelementptr %20[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %22 = llvm.load %21 : !llvm.ptr -> !llvm.ptr
          %23 = llvm.getelementptr %22[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %5 ["align"(%23, %4 : !llvm.ptr, i64)] : i1
          %24 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %25 = llvm.extractvalue %24[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %26 = llvm.zext %25 : i32 to i64
          llvm.br ^bb1(%13, %10 : i64, vector<1xf32>)
        ^bb1(%27: i64, %28: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
          %29 = llvm.icmp "slt" %27, %8 : i64
          llvm.cond_br %29, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %30 = llvm.mul %26, %8 : i64
          %31 = llvm.add %30, %27 : i64
          %32 = llvm.getelementptr %18[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %33 = llvm.load %32 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %34 = llvm.extractelement %28[%13 : i64] : vector<1xf32>
          %35 = llvm.fmul %33, %33 fastmath<contract> : vector<4xf32>
          %36 = llvm.intr.vector.reduce.fadd(%34, %35) : (f32, vector<4xf32>) -> f32
          %37 = llvm.insertelement %36, %3[%2 : i32] : vector<1xf32>
          %38 = llvm.add %27, %9 : i64
          llvm.br ^bb1(%38, %37 : i64, vector<1xf32>)
        ^bb3:  // pred: ^bb1
          %39 = llvm.fdiv %28, %11 : vector<1xf32>
          %40 = llvm.fadd %39, %12 fastmath<contract> : vector<1xf32>
          %41 = llvm.intr.sqrt(%40) : (vector<1xf32>) -> vector<1xf32>
          %42 = llvm.fdiv %1, %41 : vector<1xf32>
          llvm.br ^bb4(%13 : i64)
        ^bb4(%43: i64):  // 2 preds: ^bb3, ^bb5
          %44 = llvm.icmp "slt" %43, %8 : i64
          llvm.cond_br %44, ^bb5, ^bb6
        ^bb5:  // pred: ^bb4
          %45 = llvm.mul %26, %8 : i64
          %46 = llvm.add %45, %43 : i64
          %47 = llvm.getelementptr %18[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %48 = llvm.load %47 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %49 = llvm.getelementptr %15[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %50 = llvm.load %49 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %51 = llvm.getelementptr %14[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %52 = llvm.load %51 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %53 = llvm.extractelement %42[%13 : i64] : vector<1xf32>
          %54 = llvm.insertelement %53, %0[%2 : i32] : vector<4xf32>
          %55 = llvm.shufflevector %54, %0 [0, 0, 0, 0] : vector<4xf32>
          %56 = llvm.fmul %48, %55 fastmath<contract> : vector<4xf32>
          %57 = llvm.fmul %56, %50 fastmath<contract> : vector<4xf32>
          %58 = llvm.fadd %57, %52 fastmath<contract> : vector<4xf32>
          %59 = llvm.getelementptr %23[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %58, %59 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %60 = llvm.add %43, %9 : i64
          llvm.br ^bb4(%60 : i64)
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
        llvm.mlir.global private constant @__constant_64xf32(dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<64 x f32>
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
          %11 = llvm.mlir.addressof @__constant_64xf32 : !llvm.ptr
          %12 = llvm.mlir.poison : !llvm.array<8 x vector<4xf32>>
          %13 = llvm.mlir.constant(dense<3.750000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %14 = llvm.mlir.constant(dense<2.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %15 = llvm.mlir.constant(dense<8.000000e-01> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %16 = llvm.mlir.constant(dense<0.0821908935> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %17 = llvm.mlir.constant(dense<-0.583389878> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %18 = llvm.mlir.constant(dense<1.62705934> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %19 = llvm.mlir.constant(dense<-2.0606916> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %20 = llvm.mlir.constant(dense<0.0572442785> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %21 = llvm.mlir.constant(dense<-0.0883462652> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %22 = llvm.mlir.constant(dense<0.448369086> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %23 = llvm.mlir.constant(dense<-3.276070e-01> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %24 = llvm.mlir.constant(dense<0.0739796459> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %25 = llvm.mlir.constant(dense<-0.131808966> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %26 = llvm.mlir.constant(dense<0.519230127> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %27 = llvm.mlir.constant(dense<-0.463513821> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %28 = llvm.mlir.constant(dense<-1.71048032E-5> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %29 = llvm.mlir.constant(dense<2.53447099E-4> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %30 = llvm.mlir.constant(dense<-0.00141373626> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %31 = llvm.mlir.constant(dense<0.00351961935> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %32 = llvm.mlir.constant(dense<-0.00330093061> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %33 = llvm.mlir.constant(dense<0.0370645523> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %34 = llvm.mlir.constant(dense<0.118407398> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %35 = llvm.mlir.constant(dense<-0.364721417> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %36 = llvm.mlir.constant(dense<1.12750685> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %37 = llvm.mlir.constant(dense<0.0258146804> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %38 = llvm.mlir.constant(dense<0.209741712> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %39 = llvm.mlir.constant(dense<-0.523018539> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %40 = llvm.mlir.constant(dense<1.12837911> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %41 = llvm.mlir.poison : vector<16xf32>
          %42 = llvm.mlir.constant(7 : i64) : i64
          %43 = llvm.mlir.constant(6 : i64) : i64
          %44 = llvm.mlir.constant(5 : i64) : i64
          %45 = llvm.mlir.constant(3 : i64) : i64
          %46 = llvm.mlir.constant(2 : i64) : i64
          %47 = llvm.mlir.constant(1 : i64) : i64
          %48 = llvm.mlir.constant(dense<5.000000e-01> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %49 = llvm.mlir.constant(dense<1.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %50 = llvm.mlir.constant(dense<1.41421354> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %51 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %52 = llvm.mlir.constant(64 : i64) : i64
          %53 = llvm.mlir.constant(4 : i64) : i64
          %54 = llvm.mlir.constant(32 : i64) : i64
          %55 = llvm.mlir.constant(0 : i64) : i64
          %56 = llvm.getelementptr %11[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
          %57 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %58 = llvm.extractvalue %57[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %59 = llvm.load %58 : !llvm.ptr -> !llvm.ptr
          %60 = llvm.getelementptr %59[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%60, %52 : !llvm.ptr, i64)] : i1
          %61 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %62 = llvm.extractvalue %61[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %63 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %64 = llvm.load %63 : !llvm.ptr -> !llvm.ptr
          %65 = llvm.getelementptr %64[47488] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%65, %52 : !llvm.ptr, i64)] : i1
          %66 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %67 = llvm.extractvalue %66[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %68 = llvm.getelementptr %67[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %69 = llvm.load %68 : !llvm.ptr -> !llvm.ptr
          %70 = llvm.getelementptr %69[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%70, %52 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%55 : i64)
        ^bb1(%71: i64):  // 2 preds: ^bb0, ^bb4
          %72 = llvm.icmp "slt" %71, %52 : i64
          llvm.cond_br %72, ^bb2(%55, %51 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%73: i64, %74: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %75 = llvm.icmp "slt" %73, %54 : i64
          llvm.cond_br %75, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %76 = llvm.mul %71, %54 : i64
          %77 = llvm.add %76, %73 : i64
          %78 = llvm.getelementptr %65[%77] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %79 = llvm.load %78 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %80 = llvm.add %71, %47 : i64
          %81 = llvm.mul %80, %54 : i64
          %82 = llvm.add %81, %73 : i64
          %83 = llvm.getelementptr %65[%82] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %84 = llvm.load %83 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %85 = llvm.add %71, %46 : i64
          %86 = llvm.mul %85, %54 : i64
          %87 = llvm.add %86, %73 : i64
          %88 = llvm.getelementptr %65[%87] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %89 = llvm.load %88 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %90 = llvm.add %71, %45 : i64
          %91 = llvm.mul %90, %54 : i64
          %92 = llvm.add %91, %73 : i64
          %93 = llvm.getelementptr %65[%92] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %94 = llvm.load %93 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %95 = llvm.extractelement %79[%55 : i64] : vector<4xf32>
          %96 = llvm.extractelement %79[%47 : i64] : vector<4xf32>
          %97 = llvm.extractelement %79[%46 : i64] : vector<4xf32>
          %98 = llvm.extractelement %79[%45 : i64] : vector<4xf32>
          %99 = llvm.extractelement %84[%55 : i64] : vector<4xf32>
          %100 = llvm.extractelement %84[%47 : i64] : vector<4xf32>
          %101 = llvm.extractelement %84[%46 : i64] : vector<4xf32>
          %102 = llvm.extractelement %84[%45 : i64] : vector<4xf32>
          %103 = llvm.extractelement %89[%55 : i64] : vector<4xf32>
          %104 = llvm.extractelement %89[%47 : i64] : vector<4xf32>
          %105 = llvm.extractelement %89[%46 : i64] : vector<4xf32>
          %106 = llvm.extractelement %89[%45 : i64] : vector<4xf32>
          %107 = llvm.extractelement %94[%55 : i64] : vector<4xf32>
          %108 = llvm.extractelement %94[%47 : i64] : vector<4xf32>
          %109 = llvm.extractelement %94[%46 : i64] : vector<4xf32>
          %110 = llvm.extractelement %94[%45 : i64] : vector<4xf32>
          %111 = llvm.insertelement %95, %41[%55 : i64] : vector<16xf32>
          %112 = llvm.insertelement %96, %111[%47 : i64] : vector<16xf32>
          %113 = llvm.insertelement %97, %112[%46 : i64] : vector<16xf32>
          %114 = llvm.insertelement %98, %113[%45 : i64] : vector<16xf32>
          %115 = llvm.insertelement %99, %114[%53 : i64] : vector<16xf32>
          %116 = llvm.insertelement %100, %115[%44 : i64] : vector<16xf32>
          %117 = llvm.insertelement %101, %116[%43 : i64] : vector<16xf32>
          %118 = llvm.insertelement %102, %117[%42 : i64] : vector<16xf32>
          %119 = llvm.insertelement %103, %118[%10 : i64] : vector<16xf32>
          %120 = llvm.insertelement %104, %119[%8 : i64] : vector<16xf32>
          %121 = llvm.insertelement %105, %120[%7 : i64] : vector<16xf32>
          %122 = llvm.insertelement %106, %121[%6 : i64] : vector<16xf32>
          %123 = llvm.insertelement %107, %122[%5 : i64] : vector<16xf32>
          %124 = llvm.insertelement %108, %123[%4 : i64] : vector<16xf32>
          %125 = llvm.insertelement %109, %124[%3 : i64] : vector<16xf32>
          %126 = llvm.insertelement %110, %125[%2 : i64] : vector<16xf32>
          %127 = llvm.shufflevector %126, %41 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %128 = llvm.shufflevector %127, %127 [0, 1, 2, 3] : vector<16xf32>
          %129 = llvm.shufflevector %127, %127 [4, 5, 6, 7] : vector<16xf32>
          %130 = llvm.shufflevector %127, %127 [8, 9, 10, 11] : vector<16xf32>
          %131 = llvm.shufflevector %127, %127 [12, 13, 14, 15] : vector<16xf32>
          %132 = llvm.mul %55, %54 overflow<nsw, nuw> : i64
          %133 = llvm.add %132, %73 overflow<nsw, nuw> : i64
          %134 = llvm.getelementptr inbounds|nuw %60[%133] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %135 = llvm.load %134 : !llvm.ptr -> f32
          %136 = llvm.insertelement %135, %1[%0 : i32] : vector<4xf32>
          %137 = llvm.shufflevector %136, %1 [0, 0, 0, 0] : vector<4xf32>
          %138 = llvm.extractvalue %74[0] : !llvm.array<8 x vector<4xf32>>
          %139 = llvm.intr.fmuladd(%137, %128, %138) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %140 = llvm.mul %47, %54 overflow<nsw, nuw> : i64
          %141 = llvm.add %140, %73 overflow<nsw, nuw> : i64
          %142 = llvm.getelementptr inbounds|nuw %60[%141] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %143 = llvm.load %142 : !llvm.ptr -> f32
          %144 = llvm.insertelement %143, %1[%0 : i32] : vector<4xf32>
          %145 = llvm.shufflevector %144, %1 [0, 0, 0, 0] : vector<4xf32>
          %146 = llvm.extractvalue %74[1] : !llvm.array<8 x vector<4xf32>>
          %147 = llvm.intr.fmuladd(%145, %128, %146) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %148 = llvm.mul %46, %54 overflow<nsw, nuw> : i64
          %149 = llvm.add %148, %73 overflow<nsw, nuw> : i64
          %150 = llvm.getelementptr inbounds|nuw %60[%149] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %151 = llvm.load %150 : !llvm.ptr -> f32
          %152 = llvm.insertelement %151, %1[%0 : i32] : vector<4xf32>
          %153 = llvm.shufflevector %152, %1 [0, 0, 0, 0] : vector<4xf32>
          %154 = llvm.extractvalue %74[2] : !llvm.array<8 x vector<4xf32>>
          %155 = llvm.intr.fmuladd(%153, %128, %154) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %156 = llvm.mul %45, %54 overflow<nsw, nuw> : i64
          %157 = llvm.add %156, %73 overflow<nsw, nuw> : i64
          %158 = llvm.getelementptr inbounds|nuw %60[%157] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %159 = llvm.load %158 : !llvm.ptr -> f32
          %160 = llvm.insertelement %159, %1[%0 : i32] : vector<4xf32>
          %161 = llvm.shufflevector %160, %1 [0, 0, 0, 0] : vector<4xf32>
          %162 = llvm.extractvalue %74[3] : !llvm.array<8 x vector<4xf32>>
          %163 = llvm.intr.fmuladd(%161, %128, %162) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %164 = llvm.mul %53, %54 overflow<nsw, nuw> : i64
          %165 = llvm.add %164, %73 overflow<nsw, nuw> : i64
          %166 = llvm.getelementptr inbounds|nuw %60[%165] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %167 = llvm.load %166 : !llvm.ptr -> f32
          %168 = llvm.insertelement %167, %1[%0 : i32] : vector<4xf32>
          %169 = llvm.shufflevector %168, %1 [0, 0, 0, 0] : vector<4xf32>
          %170 = llvm.extractvalue %74[4] : !llvm.array<8 x vector<4xf32>>
          %171 = llvm.intr.fmuladd(%169, %128, %170) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %172 = llvm.mul %44, %54 overflow<nsw, nuw> : i64
          %173 = llvm.add %172, %73 overflow<nsw, nuw> : i64
          %174 = llvm.getelementptr inbounds|nuw %60[%173] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %175 = llvm.load %174 : !llvm.ptr -> f32
          %176 = llvm.insertelement %175, %1[%0 : i32] : vector<4xf32>
          %177 = llvm.shufflevector %176, %1 [0, 0, 0, 0] : vector<4xf32>
          %178 = llvm.extractvalue %74[5] : !llvm.array<8 x vector<4xf32>>
          %179 = llvm.intr.fmuladd(%177, %128, %178) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %180 = llvm.mul %43, %54 overflow<nsw, nuw> : i64
          %181 = llvm.add %180, %73 overflow<nsw, nuw> : i64
          %182 = llvm.getelementptr inbounds|nuw %60[%181] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %183 = llvm.load %182 : !llvm.ptr -> f32
          %184 = llvm.insertelement %183, %1[%0 : i32] : vector<4xf32>
          %185 = llvm.shufflevector %184, %1 [0, 0, 0, 0] : vector<4xf32>
          %186 = llvm.extractvalue %74[6] : !llvm.array<8 x vector<4xf32>>
          %187 = llvm.intr.fmuladd(%185, %128, %186) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %188 = llvm.mul %42, %54 overflow<nsw, nuw> : i64
          %189 = llvm.add %188, %73 overflow<nsw, nuw> : i64
          %190 = llvm.getelementptr inbounds|nuw %60[%189] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %191 = llvm.load %190 : !llvm.ptr -> f32
          %192 = llvm.insertelement %191, %1[%0 : i32] : vector<4xf32>
          %193 = llvm.shufflevector %192, %1 [0, 0, 0, 0] : vector<4xf32>
          %194 = llvm.extractvalue %74[7] : !llvm.array<8 x vector<4xf32>>
          %195 = llvm.intr.fmuladd(%193, %128, %194) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %196 = llvm.add %73, %47 : i64
          %197 = llvm.add %132, %196 overflow<nsw, nuw> : i64
          %198 = llvm.getelementptr inbounds|nuw %60[%197] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %199 = llvm.load %198 : !llvm.ptr -> f32
          %200 = llvm.insertelement %199, %1[%0 : i32] : vector<4xf32>
          %201 = llvm.shufflevector %200, %1 [0, 0, 0, 0] : vector<4xf32>
          %202 = llvm.intr.fmuladd(%201, %129, %139) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %203 = llvm.add %140, %196 overflow<nsw, nuw> : i64
          %204 = llvm.getelementptr inbounds|nuw %60[%203] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %205 = llvm.load %204 : !llvm.ptr -> f32
          %206 = llvm.insertelement %205, %1[%0 : i32] : vector<4xf32>
          %207 = llvm.shufflevector %206, %1 [0, 0, 0, 0] : vector<4xf32>
          %208 = llvm.intr.fmuladd(%207, %129, %147) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %209 = llvm.add %148, %196 overflow<nsw, nuw> : i64
          %210 = llvm.getelementptr inbounds|nuw %60[%209] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %211 = llvm.load %210 : !llvm.ptr -> f32
          %212 = llvm.insertelement %211, %1[%0 : i32] : vector<4xf32>
          %213 = llvm.shufflevector %212, %1 [0, 0, 0, 0] : vector<4xf32>
          %214 = llvm.intr.fmuladd(%213, %129, %155) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %215 = llvm.add %156, %196 overflow<nsw, nuw> : i64
          %216 = llvm.getelementptr inbounds|nuw %60[%215] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %217 = llvm.load %216 : !llvm.ptr -> f32
          %218 = llvm.insertelement %217, %1[%0 : i32] : vector<4xf32>
          %219 = llvm.shufflevector %218, %1 [0, 0, 0, 0] : vector<4xf32>
          %220 = llvm.intr.fmuladd(%219, %129, %163) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %221 = llvm.add %164, %196 overflow<nsw, nuw> : i64
          %222 = llvm.getelementptr inbounds|nuw %60[%221] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %223 = llvm.load %222 : !llvm.ptr -> f32
          %224 = llvm.insertelement %223, %1[%0 : i32] : vector<4xf32>
          %225 = llvm.shufflevector %224, %1 [0, 0, 0, 0] : vector<4xf32>
          %226 = llvm.intr.fmuladd(%225, %129, %171) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %227 = llvm.add %172, %196 overflow<nsw, nuw> : i64
          %228 = llvm.getelementptr inbounds|nuw %60[%227] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %229 = llvm.load %228 : !llvm.ptr -> f32
          %230 = llvm.insertelement %229, %1[%0 : i32] : vector<4xf32>
          %231 = llvm.shufflevector %230, %1 [0, 0, 0, 0] : vector<4xf32>
          %232 = llvm.intr.fmuladd(%231, %129, %179) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %233 = llvm.add %180, %196 overflow<nsw, nuw> : i64
          %234 = llvm.getelementptr inbounds|nuw %60[%233] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %235 = llvm.load %234 : !llvm.ptr -> f32
          %236 = llvm.insertelement %235, %1[%0 : i32] : vector<4xf32>
          %237 = llvm.shufflevector %236, %1 [0, 0, 0, 0] : vector<4xf32>
          %238 = llvm.intr.fmuladd(%237, %129, %187) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %239 = llvm.add %188, %196 overflow<nsw, nuw> : i64
          %240 = llvm.getelementptr inbounds|nuw %60[%239] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %241 = llvm.load %240 : !llvm.ptr -> f32
          %242 = llvm.insertelement %241, %1[%0 : i32] : vector<4xf32>
          %243 = llvm.shufflevector %242, %1 [0, 0, 0, 0] : vector<4xf32>
          %244 = llvm.intr.fmuladd(%243, %129, %195) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %245 = llvm.add %73, %46 : i64
          %246 = llvm.add %132, %245 overflow<nsw, nuw> : i64
          %247 = llvm.getelementptr inbounds|nuw %60[%246] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %248 = llvm.load %247 : !llvm.ptr -> f32
          %249 = llvm.insertelement %248, %1[%0 : i32] : vector<4xf32>
          %250 = llvm.shufflevector %249, %1 [0, 0, 0, 0] : vector<4xf32>
          %251 = llvm.intr.fmuladd(%250, %130, %202) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %252 = llvm.add %140, %245 overflow<nsw, nuw> : i64
          %253 = llvm.getelementptr inbounds|nuw %60[%252] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %254 = llvm.load %253 : !llvm.ptr -> f32
          %255 = llvm.insertelement %254, %1[%0 : i32] : vector<4xf32>
          %256 = llvm.shufflevector %255, %1 [0, 0, 0, 0] : vector<4xf32>
          %257 = llvm.intr.fmuladd(%256, %130, %208) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %258 = llvm.add %148, %245 overflow<nsw, nuw> : i64
          %259 = llvm.getelementptr inbounds|nuw %60[%258] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %260 = llvm.load %259 : !llvm.ptr -> f32
          %261 = llvm.insertelement %260, %1[%0 : i32] : vector<4xf32>
          %262 = llvm.shufflevector %261, %1 [0, 0, 0, 0] : vector<4xf32>
          %263 = llvm.intr.fmuladd(%262, %130, %214) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %264 = llvm.add %156, %245 overflow<nsw, nuw> : i64
          %265 = llvm.getelementptr inbounds|nuw %60[%264] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %266 = llvm.load %265 : !llvm.ptr -> f32
          %267 = llvm.insertelement %266, %1[%0 : i32] : vector<4xf32>
          %268 = llvm.shufflevector %267, %1 [0, 0, 0, 0] : vector<4xf32>
          %269 = llvm.intr.fmuladd(%268, %130, %220) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %270 = llvm.add %164, %245 overflow<nsw, nuw> : i64
          %271 = llvm.getelementptr inbounds|nuw %60[%270] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %272 = llvm.load %271 : !llvm.ptr -> f32
          %273 = llvm.insertelement %272, %1[%0 : i32] : vector<4xf32>
          %274 = llvm.shufflevector %273, %1 [0, 0, 0, 0] : vector<4xf32>
          %275 = llvm.intr.fmuladd(%274, %130, %226) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %276 = llvm.add %172, %245 overflow<nsw, nuw> : i64
          %277 = llvm.getelementptr inbounds|nuw %60[%276] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %278 = llvm.load %277 : !llvm.ptr -> f32
          %279 = llvm.insertelement %278, %1[%0 : i32] : vector<4xf32>
          %280 = llvm.shufflevector %279, %1 [0, 0, 0, 0] : vector<4xf32>
          %281 = llvm.intr.fmuladd(%280, %130, %232) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %282 = llvm.add %180, %245 overflow<nsw, nuw> : i64
          %283 = llvm.getelementptr inbounds|nuw %60[%282] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %284 = llvm.load %283 : !llvm.ptr -> f32
          %285 = llvm.insertelement %284, %1[%0 : i32] : vector<4xf32>
          %286 = llvm.shufflevector %285, %1 [0, 0, 0, 0] : vector<4xf32>
          %287 = llvm.intr.fmuladd(%286, %130, %238) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %288 = llvm.add %188, %245 overflow<nsw, nuw> : i64
          %289 = llvm.getelementptr inbounds|nuw %60[%288] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %290 = llvm.load %289 : !llvm.ptr -> f32
          %291 = llvm.insertelement %290, %1[%0 : i32] : vector<4xf32>
          %292 = llvm.shufflevector %291, %1 [0, 0, 0, 0] : vector<4xf32>
          %293 = llvm.intr.fmuladd(%292, %130, %244) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %294 = llvm.add %73, %45 : i64
          %295 = llvm.add %132, %294 overflow<nsw, nuw> : i64
          %296 = llvm.getelementptr inbounds|nuw %60[%295] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %297 = llvm.load %296 : !llvm.ptr -> f32
          %298 = llvm.insertelement %297, %1[%0 : i32] : vector<4xf32>
          %299 = llvm.shufflevector %298, %1 [0, 0, 0, 0] : vector<4xf32>
          %300 = llvm.intr.fmuladd(%299, %131, %251) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %301 = llvm.add %140, %294 overflow<nsw, nuw> : i64
          %302 = llvm.getelementptr inbounds|nuw %60[%301] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %303 = llvm.load %302 : !llvm.ptr -> f32
          %304 = llvm.insertelement %303, %1[%0 : i32] : vector<4xf32>
          %305 = llvm.shufflevector %304, %1 [0, 0, 0, 0] : vector<4xf32>
          %306 = llvm.intr.fmuladd(%305, %131, %257) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %307 = llvm.add %148, %294 overflow<nsw, nuw> : i64
          %308 = llvm.getelementptr inbounds|nuw %60[%307] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %309 = llvm.load %308 : !llvm.ptr -> f32
          %310 = llvm.insertelement %309, %1[%0 : i32] : vector<4xf32>
          %311 = llvm.shufflevector %310, %1 [0, 0, 0, 0] : vector<4xf32>
          %312 = llvm.intr.fmuladd(%311, %131, %263) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %313 = llvm.add %156, %294 overflow<nsw, nuw> : i64
          %314 = llvm.getelementptr inbounds|nuw %60[%313] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %315 = llvm.load %314 : !llvm.ptr -> f32
          %316 = llvm.insertelement %315, %1[%0 : i32] : vector<4xf32>
          %317 = llvm.shufflevector %316, %1 [0, 0, 0, 0] : vector<4xf32>
          %318 = llvm.intr.fmuladd(%317, %131, %269) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %319 = llvm.add %164, %294 overflow<nsw, nuw> : i64
          %320 = llvm.getelementptr inbounds|nuw %60[%319] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %321 = llvm.load %320 : !llvm.ptr -> f32
          %322 = llvm.insertelement %321, %1[%0 : i32] : vector<4xf32>
          %323 = llvm.shufflevector %322, %1 [0, 0, 0, 0] : vector<4xf32>
          %324 = llvm.intr.fmuladd(%323, %131, %275) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %325 = llvm.add %172, %294 overflow<nsw, nuw> : i64
          %326 = llvm.getelementptr inbounds|nuw %60[%325] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %327 = llvm.load %326 : !llvm.ptr -> f32
          %328 = llvm.insertelement %327, %1[%0 : i32] : vector<4xf32>
          %329 = llvm.shufflevector %328, %1 [0, 0, 0, 0] : vector<4xf32>
          %330 = llvm.intr.fmuladd(%329, %131, %281) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %331 = llvm.add %180, %294 overflow<nsw, nuw> : i64
          %332 = llvm.getelementptr inbounds|nuw %60[%331] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %333 = llvm.load %332 : !llvm.ptr -> f32
          %334 = llvm.insertelement %333, %1[%0 : i32] : vector<4xf32>
          %335 = llvm.shufflevector %334, %1 [0, 0, 0, 0] : vector<4xf32>
          %336 = llvm.intr.fmuladd(%335, %131, %287) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %337 = llvm.add %188, %294 overflow<nsw, nuw> : i64
          %338 = llvm.getelementptr inbounds|nuw %60[%337] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %339 = llvm.load %338 : !llvm.ptr -> f32
          %340 = llvm.insertelement %339, %1[%0 : i32] : vector<4xf32>
          %341 = llvm.shufflevector %340, %1 [0, 0, 0, 0] : vector<4xf32>
          %342 = llvm.intr.fmuladd(%341, %131, %293) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %343 = llvm.insertvalue %300, %12[0] : !llvm.array<8 x vector<4xf32>>
          %344 = llvm.insertvalue %306, %343[1] : !llvm.array<8 x vector<4xf32>>
          %345 = llvm.insertvalue %312, %344[2] : !llvm.array<8 x vector<4xf32>>
          %346 = llvm.insertvalue %318, %345[3] : !llvm.array<8 x vector<4xf32>>
          %347 = llvm.insertvalue %324, %346[4] : !llvm.array<8 x vector<4xf32>>
          %348 = llvm.insertvalue %330, %347[5] : !llvm.array<8 x vector<4xf32>>
          %349 = llvm.insertvalue %336, %348[6] : !llvm.array<8 x vector<4xf32>>
          %350 = llvm.insertvalue %342, %349[7] : !llvm.array<8 x vector<4xf32>>
          %351 = llvm.add %73, %53 : i64
          llvm.br ^bb2(%351, %350 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %352 = llvm.getelementptr %56[%71] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %353 = llvm.load %352 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %354 = llvm.extractvalue %74[0] : !llvm.array<8 x vector<4xf32>>
          %355 = llvm.fadd %354, %353 fastmath<contract> : vector<4xf32>
          %356 = llvm.extractvalue %74[1] : !llvm.array<8 x vector<4xf32>>
          %357 = llvm.fadd %356, %353 fastmath<contract> : vector<4xf32>
          %358 = llvm.extractvalue %74[2] : !llvm.array<8 x vector<4xf32>>
          %359 = llvm.fadd %358, %353 fastmath<contract> : vector<4xf32>
          %360 = llvm.extractvalue %74[3] : !llvm.array<8 x vector<4xf32>>
          %361 = llvm.fadd %360, %353 fastmath<contract> : vector<4xf32>
          %362 = llvm.extractvalue %74[4] : !llvm.array<8 x vector<4xf32>>
          %363 = llvm.fadd %362, %353 fastmath<contract> : vector<4xf32>
          %364 = llvm.extractvalue %74[5] : !llvm.array<8 x vector<4xf32>>
          %365 = llvm.fadd %364, %353 fastmath<contract> : vector<4xf32>
          %366 = llvm.extractvalue %74[6] : !llvm.array<8 x vector<4xf32>>
          %367 = llvm.fadd %366, %353 fastmath<contract> : vector<4xf32>
          %368 = llvm.extractvalue %74[7] : !llvm.array<8 x vector<4xf32>>
          %369 = llvm.fadd %368, %353 fastmath<contract> : vector<4xf32>
          %370 = llvm.extractvalue %50[0] : !llvm.array<8 x vector<4xf32>>
          %371 = llvm.fdiv %355, %370 : vector<4xf32>
          %372 = llvm.extractvalue %50[1] : !llvm.array<8 x vector<4xf32>>
          %373 = llvm.fdiv %357, %372 : vector<4xf32>
          %374 = llvm.extractvalue %50[2] : !llvm.array<8 x vector<4xf32>>
          %375 = llvm.fdiv %359, %374 : vector<4xf32>
          %376 = llvm.extractvalue %50[3] : !llvm.array<8 x vector<4xf32>>
          %377 = llvm.fdiv %361, %376 : vector<4xf32>
          %378 = llvm.extractvalue %50[4] : !llvm.array<8 x vector<4xf32>>
          %379 = llvm.fdiv %363, %378 : vector<4xf32>
          %380 = llvm.extractvalue %50[5] : !llvm.array<8 x vector<4xf32>>
          %381 = llvm.fdiv %365, %380 : vector<4xf32>
          %382 = llvm.extractvalue %50[6] : !llvm.array<8 x vector<4xf32>>
          %383 = llvm.fdiv %367, %382 : vector<4xf32>
          %384 = llvm.extractvalue %50[7] : !llvm.array<8 x vector<4xf32>>
          %385 = llvm.fdiv %369, %384 : vector<4xf32>
          %386 = llvm.extractvalue %51[0] : !llvm.array<8 x vector<4xf32>>
          %387 = llvm.fcmp "olt" %371, %386 : vector<4xf32>
          %388 = llvm.extractvalue %51[1] : !llvm.array<8 x vector<4xf32>>
          %389 = llvm.fcmp "olt" %373, %388 : vector<4xf32>
          %390 = llvm.extractvalue %51[2] : !llvm.array<8 x vector<4xf32>>
          %391 = llvm.fcmp "olt" %375, %390 : vector<4xf32>
          %392 = llvm.extractvalue %51[3] : !llvm.array<8 x vector<4xf32>>
          %393 = llvm.fcmp "olt" %377, %392 : vector<4xf32>
          %394 = llvm.extractvalue %51[4] : !llvm.array<8 x vector<4xf32>>
          %395 = llvm.fcmp "olt" %379, %394 : vector<4xf32>
          %396 = llvm.extractvalue %51[5] : !llvm.array<8 x vector<4xf32>>
          %397 = llvm.fcmp "olt" %381, %396 : vector<4xf32>
          %398 = llvm.extractvalue %51[6] : !llvm.array<8 x vector<4xf32>>
          %399 = llvm.fcmp "olt" %383, %398 : vector<4xf32>
          %400 = llvm.extractvalue %51[7] : !llvm.array<8 x vector<4xf32>>
          %401 = llvm.fcmp "olt" %385, %400 : vector<4xf32>
          %402 = llvm.fneg %371 fastmath<contract> : vector<4xf32>
          %403 = llvm.fneg %373 fastmath<contract> : vector<4xf32>
          %404 = llvm.fneg %375 fastmath<contract> : vector<4xf32>
          %405 = llvm.fneg %377 fastmath<contract> : vector<4xf32>
          %406 = llvm.fneg %379 fastmath<contract> : vector<4xf32>
          %407 = llvm.fneg %381 fastmath<contract> : vector<4xf32>
          %408 = llvm.fneg %383 fastmath<contract> : vector<4xf32>
          %409 = llvm.fneg %385 fastmath<contract> : vector<4xf32>
          %410 = llvm.select %387, %402, %371 : vector<4xi1>, vector<4xf32>
          %411 = llvm.select %389, %403, %373 : vector<4xi1>, vector<4xf32>
          %412 = llvm.select %391, %404, %375 : vector<4xi1>, vector<4xf32>
          %413 = llvm.select %393, %405, %377 : vector<4xi1>, vector<4xf32>
          %414 = llvm.select %395, %406, %379 : vector<4xi1>, vector<4xf32>
          %415 = llvm.select %397, %407, %381 : vector<4xi1>, vector<4xf32>
          %416 = llvm.select %399, %408, %383 : vector<4xi1>, vector<4xf32>
          %417 = llvm.select %401, %409, %385 : vector<4xi1>, vector<4xf32>
          %418 = llvm.extractvalue %15[0] : !llvm.array<8 x vector<4xf32>>
          %419 = llvm.fcmp "olt" %410, %418 : vector<4xf32>
          %420 = llvm.extractvalue %15[1] : !llvm.array<8 x vector<4xf32>>
          %421 = llvm.fcmp "olt" %411, %420 : vector<4xf32>
          %422 = llvm.extractvalue %15[2] : !llvm.array<8 x vector<4xf32>>
          %423 = llvm.fcmp "olt" %412, %422 : vector<4xf32>
          %424 = llvm.extractvalue %15[3] : !llvm.array<8 x vector<4xf32>>
          %425 = llvm.fcmp "olt" %413, %424 : vector<4xf32>
          %426 = llvm.extractvalue %15[4] : !llvm.array<8 x vector<4xf32>>
          %427 = llvm.fcmp "olt" %414, %426 : vector<4xf32>
          %428 = llvm.extractvalue %15[5] : !llvm.array<8 x vector<4xf32>>
          %429 = llvm.fcmp "olt" %415, %428 : vector<4xf32>
          %430 = llvm.extractvalue %15[6] : !llvm.array<8 x vector<4xf32>>
          %431 = llvm.fcmp "olt" %416, %430 : vector<4xf32>
          %432 = llvm.extractvalue %15[7] : !llvm.array<8 x vector<4xf32>>
          %433 = llvm.fcmp "olt" %417, %432 : vector<4xf32>
          %434 = llvm.extractvalue %40[0] : !llvm.array<8 x vector<4xf32>>
          %435 = llvm.extractvalue %36[0] : !llvm.array<8 x vector<4xf32>>
          %436 = llvm.select %419, %434, %435 : vector<4xi1>, vector<4xf32>
          %437 = llvm.extractvalue %40[1] : !llvm.array<8 x vector<4xf32>>
          %438 = llvm.extractvalue %36[1] : !llvm.array<8 x vector<4xf32>>
          %439 = llvm.select %421, %437, %438 : vector<4xi1>, vector<4xf32>
          %440 = llvm.extractvalue %40[2] : !llvm.array<8 x vector<4xf32>>
          %441 = llvm.extractvalue %36[2] : !llvm.array<8 x vector<4xf32>>
          %442 = llvm.select %423, %440, %441 : vector<4xi1>, vector<4xf32>
          %443 = llvm.extractvalue %40[3] : !llvm.array<8 x vector<4xf32>>
          %444 = llvm.extractvalue %36[3] : !llvm.array<8 x vector<4xf32>>
          %445 = llvm.select %425, %443, %444 : vector<4xi1>, vector<4xf32>
          %446 = llvm.extractvalue %40[4] : !llvm.array<8 x vector<4xf32>>
          %447 = llvm.extractvalue %36[4] : !llvm.array<8 x vector<4xf32>>
          %448 = llvm.select %427, %446, %447 : vector<4xi1>, vector<4xf32>
          %449 = llvm.extractvalue %40[5] : !llvm.array<8 x vector<4xf32>>
          %450 = llvm.extractvalue %36[5] : !llvm.array<8 x vector<4xf32>>
          %451 = llvm.select %429, %449, %450 : vector<4xi1>, vector<4xf32>
          %452 = llvm.extractvalue %40[6] : !llvm.array<8 x vector<4xf32>>
          %453 = llvm.extractvalue %36[6] : !llvm.array<8 x vector<4xf32>>
          %454 = llvm.select %431, %452, %453 : vector<4xi1>, vector<4xf32>
          %455 = llvm.extractvalue %40[7] : !llvm.array<8 x vector<4xf32>>
          %456 = llvm.extractvalue %36[7] : !llvm.array<8 x vector<4xf32>>
          %457 = llvm.select %433, %455, %456 : vector<4xi1>, vector<4xf32>
          %458 = llvm.extractvalue %27[0] : !llvm.array<8 x vector<4xf32>>
          %459 = llvm.extractvalue %23[0] : !llvm.array<8 x vector<4xf32>>
          %460 = llvm.select %419, %458, %459 : vector<4xi1>, vector<4xf32>
          %461 = llvm.extractvalue %27[1] : !llvm.array<8 x vector<4xf32>>
          %462 = llvm.extractvalue %23[1] : !llvm.array<8 x vector<4xf32>>
          %463 = llvm.select %421, %461, %462 : vector<4xi1>, vector<4xf32>
          %464 = llvm.extractvalue %27[2] : !llvm.array<8 x vector<4xf32>>
          %465 = llvm.extractvalue %23[2] : !llvm.array<8 x vector<4xf32>>
          %466 = llvm.select %423, %464, %465 : vector<4xi1>, vector<4xf32>
          %467 = llvm.extractvalue %27[3] : !llvm.array<8 x vector<4xf32>>
          %468 = llvm.extractvalue %23[3] : !llvm.array<8 x vector<4xf32>>
          %469 = llvm.select %425, %467, %468 : vector<4xi1>, vector<4xf32>
          %470 = llvm.extractvalue %27[4] : !llvm.array<8 x vector<4xf32>>
          %471 = llvm.extractvalue %23[4] : !llvm.array<8 x vector<4xf32>>
          %472 = llvm.select %427, %470, %471 : vector<4xi1>, vector<4xf32>
          %473 = llvm.extractvalue %27[5] : !llvm.array<8 x vector<4xf32>>
          %474 = llvm.extractvalue %23[5] : !llvm.array<8 x vector<4xf32>>
          %475 = llvm.select %429, %473, %474 : vector<4xi1>, vector<4xf32>
          %476 = llvm.extractvalue %27[6] : !llvm.array<8 x vector<4xf32>>
          %477 = llvm.extractvalue %23[6] : !llvm.array<8 x vector<4xf32>>
          %478 = llvm.select %431, %476, %477 : vector<4xi1>, vector<4xf32>
          %479 = llvm.extractvalue %27[7] : !llvm.array<8 x vector<4xf32>>
          %480 = llvm.extractvalue %23[7] : !llvm.array<8 x vector<4xf32>>
          %481 = llvm.select %433, %479, %480 : vector<4xi1>, vector<4xf32>
          %482 = llvm.extractvalue %39[0] : !llvm.array<8 x vector<4xf32>>
          %483 = llvm.extractvalue %35[0] : !llvm.array<8 x vector<4xf32>>
          %484 = llvm.select %419, %482, %483 : vector<4xi1>, vector<4xf32>
          %485 = llvm.extractvalue %39[1] : !llvm.array<8 x vector<4xf32>>
          %486 = llvm.extractvalue %35[1] : !llvm.array<8 x vector<4xf32>>
          %487 = llvm.select %421, %485, %486 : vector<4xi1>, vector<4xf32>
          %488 = llvm.extractvalue %39[2] : !llvm.array<8 x vector<4xf32>>
          %489 = llvm.extractvalue %35[2] : !llvm.array<8 x vector<4xf32>>
          %490 = llvm.select %423, %488, %489 : vector<4xi1>, vector<4xf32>
          %491 = llvm.extractvalue %39[3] : !llvm.array<8 x vector<4xf32>>
          %492 = llvm.extractvalue %35[3] : !llvm.array<8 x vector<4xf32>>
          %493 = llvm.select %425, %491, %492 : vector<4xi1>, vector<4xf32>
          %494 = llvm.extractvalue %39[4] : !llvm.array<8 x vector<4xf32>>
          %495 = llvm.extractvalue %35[4] : !llvm.array<8 x vector<4xf32>>
          %496 = llvm.select %427, %494, %495 : vector<4xi1>, vector<4xf32>
          %497 = llvm.extractvalue %39[5] : !llvm.array<8 x vector<4xf32>>
          %498 = llvm.extractvalue %35[5] : !llvm.array<8 x vector<4xf32>>
          %499 = llvm.select %429, %497, %498 : vector<4xi1>, vector<4xf32>
          %500 = llvm.extractvalue %39[6] : !llvm.array<8 x vector<4xf32>>
          %501 = llvm.extractvalue %35[6] : !llvm.array<8 x vector<4xf32>>
          %502 = llvm.select %431, %500, %501 : vector<4xi1>, vector<4xf32>
          %503 = llvm.extractvalue %39[7] : !llvm.array<8 x vector<4xf32>>
          %504 = llvm.extractvalue %35[7] : !llvm.array<8 x vector<4xf32>>
          %505 = llvm.select %433, %503, %504 : vector<4xi1>, vector<4xf32>
          %506 = llvm.extractvalue %26[0] : !llvm.array<8 x vector<4xf32>>
          %507 = llvm.extractvalue %22[0] : !llvm.array<8 x vector<4xf32>>
          %508 = llvm.select %419, %506, %507 : vector<4xi1>, vector<4xf32>
          %509 = llvm.extractvalue %26[1] : !llvm.array<8 x vector<4xf32>>
          %510 = llvm.extractvalue %22[1] : !llvm.array<8 x vector<4xf32>>
          %511 = llvm.select %421, %509, %510 : vector<4xi1>, vector<4xf32>
          %512 = llvm.extractvalue %26[2] : !llvm.array<8 x vector<4xf32>>
          %513 = llvm.extractvalue %22[2] : !llvm.array<8 x vector<4xf32>>
          %514 = llvm.select %423, %512, %513 : vector<4xi1>, vector<4xf32>
          %515 = llvm.extractvalue %26[3] : !llvm.array<8 x vector<4xf32>>
          %516 = llvm.extractvalue %22[3] : !llvm.array<8 x vector<4xf32>>
          %517 = llvm.select %425, %515, %516 : vector<4xi1>, vector<4xf32>
          %518 = llvm.extractvalue %26[4] : !llvm.array<8 x vector<4xf32>>
          %519 = llvm.extractvalue %22[4] : !llvm.array<8 x vector<4xf32>>
          %520 = llvm.select %427, %518, %519 : vector<4xi1>, vector<4xf32>
          %521 = llvm.extractvalue %26[5] : !llvm.array<8 x vector<4xf32>>
          %522 = llvm.extractvalue %22[5] : !llvm.array<8 x vector<4xf32>>
          %523 = llvm.select %429, %521, %522 : vector<4xi1>, vector<4xf32>
          %524 = llvm.extractvalue %26[6] : !llvm.array<8 x vector<4xf32>>
          %525 = llvm.extractvalue %22[6] : !llvm.array<8 x vector<4xf32>>
          %526 = llvm.select %431, %524, %525 : vector<4xi1>, vector<4xf32>
          %527 = llvm.extractvalue %26[7] : !llvm.array<8 x vector<4xf32>>
          %528 = llvm.extractvalue %22[7] : !llvm.array<8 x vector<4xf32>>
          %529 = llvm.select %433, %527, %528 : vector<4xi1>, vector<4xf32>
          %530 = llvm.extractvalue %38[0] : !llvm.array<8 x vector<4xf32>>
          %531 = llvm.extractvalue %34[0] : !llvm.array<8 x vector<4xf32>>
          %532 = llvm.select %419, %530, %531 : vector<4xi1>, vector<4xf32>
          %533 = llvm.extractvalue %38[1] : !llvm.array<8 x vector<4xf32>>
          %534 = llvm.extractvalue %34[1] : !llvm.array<8 x vector<4xf32>>
          %535 = llvm.select %421, %533, %534 : vector<4xi1>, vector<4xf32>
          %536 = llvm.extractvalue %38[2] : !llvm.array<8 x vector<4xf32>>
          %537 = llvm.extractvalue %34[2] : !llvm.array<8 x vector<4xf32>>
          %538 = llvm.select %423, %536, %537 : vector<4xi1>, vector<4xf32>
          %539 = llvm.extractvalue %38[3] : !llvm.array<8 x vector<4xf32>>
          %540 = llvm.extractvalue %34[3] : !llvm.array<8 x vector<4xf32>>
          %541 = llvm.select %425, %539, %540 : vector<4xi1>, vector<4xf32>
          %542 = llvm.extractvalue %38[4] : !llvm.array<8 x vector<4xf32>>
          %543 = llvm.extractvalue %34[4] : !llvm.array<8 x vector<4xf32>>
          %544 = llvm.select %427, %542, %543 : vector<4xi1>, vector<4xf32>
          %545 = llvm.extractvalue %38[5] : !llvm.array<8 x vector<4xf32>>
          %546 = llvm.extractvalue %34[5] : !llvm.array<8 x vector<4xf32>>
          %547 = llvm.select %429, %545, %546 : vector<4xi1>, vector<4xf32>
          %548 = llvm.extractvalue %38[6] : !llvm.array<8 x vector<4xf32>>
          %549 = llvm.extractvalue %34[6] : !llvm.array<8 x vector<4xf32>>
          %550 = llvm.select %431, %548, %549 : vector<4xi1>, vector<4xf32>
          %551 = llvm.extractvalue %38[7] : !llvm.array<8 x vector<4xf32>>
          %552 = llvm.extractvalue %34[7] : !llvm.array<8 x vector<4xf32>>
          %553 = llvm.select %433, %551, %552 : vector<4xi1>, vector<4xf32>
          %554 = llvm.extractvalue %25[0] : !llvm.array<8 x vector<4xf32>>
          %555 = llvm.extractvalue %21[0] : !llvm.array<8 x vector<4xf32>>
          %556 = llvm.select %419, %554, %555 : vector<4xi1>, vector<4xf32>
          %557 = llvm.extractvalue %25[1] : !llvm.array<8 x vector<4xf32>>
          %558 = llvm.extractvalue %21[1] : !llvm.array<8 x vector<4xf32>>
          %559 = llvm.select %421, %557, %558 : vector<4xi1>, vector<4xf32>
          %560 = llvm.extractvalue %25[2] : !llvm.array<8 x vector<4xf32>>
          %561 = llvm.extractvalue %21[2] : !llvm.array<8 x vector<4xf32>>
          %562 = llvm.select %423, %560, %561 : vector<4xi1>, vector<4xf32>
          %563 = llvm.extractvalue %25[3] : !llvm.array<8 x vector<4xf32>>
          %564 = llvm.extractvalue %21[3] : !llvm.array<8 x vector<4xf32>>
          %565 = llvm.select %425, %563, %564 : vector<4xi1>, vector<4xf32>
          %566 = llvm.extractvalue %25[4] : !llvm.array<8 x vector<4xf32>>
          %567 = llvm.extractvalue %21[4] : !llvm.array<8 x vector<4xf32>>
          %568 = llvm.select %427, %566, %567 : vector<4xi1>, vector<4xf32>
          %569 = llvm.extractvalue %25[5] : !llvm.array<8 x vector<4xf32>>
          %570 = llvm.extractvalue %21[5] : !llvm.array<8 x vector<4xf32>>
          %571 = llvm.select %429, %569, %570 : vector<4xi1>, vector<4xf32>
          %572 = llvm.extractvalue %25[6] : !llvm.array<8 x vector<4xf32>>
          %573 = llvm.extractvalue %21[6] : !llvm.array<8 x vector<4xf32>>
          %574 = llvm.select %431, %572, %573 : vector<4xi1>, vector<4xf32>
          %575 = llvm.extractvalue %25[7] : !llvm.array<8 x vector<4xf32>>
          %576 = llvm.extractvalue %21[7] : !llvm.array<8 x vector<4xf32>>
          %577 = llvm.select %433, %575, %576 : vector<4xi1>, vector<4xf32>
          %578 = llvm.extractvalue %37[0] : !llvm.array<8 x vector<4xf32>>
          %579 = llvm.extractvalue %33[0] : !llvm.array<8 x vector<4xf32>>
          %580 = llvm.select %419, %578, %579 : vector<4xi1>, vector<4xf32>
          %581 = llvm.extractvalue %37[1] : !llvm.array<8 x vector<4xf32>>
          %582 = llvm.extractvalue %33[1] : !llvm.array<8 x vector<4xf32>>
          %583 = llvm.select %421, %581, %582 : vector<4xi1>, vector<4xf32>
          %584 = llvm.extractvalue %37[2] : !llvm.array<8 x vector<4xf32>>
          %585 = llvm.extractvalue %33[2] : !llvm.array<8 x vector<4xf32>>
          %586 = llvm.select %423, %584, %585 : vector<4xi1>, vector<4xf32>
          %587 = llvm.extractvalue %37[3] : !llvm.array<8 x vector<4xf32>>
          %588 = llvm.extractvalue %33[3] : !llvm.array<8 x vector<4xf32>>
          %589 = llvm.select %425, %587, %588 : vector<4xi1>, vector<4xf32>
          %590 = llvm.extractvalue %37[4] : !llvm.array<8 x vector<4xf32>>
          %591 = llvm.extractvalue %33[4] : !llvm.array<8 x vector<4xf32>>
          %592 = llvm.select %427, %590, %591 : vector<4xi1>, vector<4xf32>
          %593 = llvm.extractvalue %37[5] : !llvm.array<8 x vector<4xf32>>
          %594 = llvm.extractvalue %33[5] : !llvm.array<8 x vector<4xf32>>
          %595 = llvm.select %429, %593, %594 : vector<4xi1>, vector<4xf32>
          %596 = llvm.extractvalue %37[6] : !llvm.array<8 x vector<4xf32>>
          %597 = llvm.extractvalue %33[6] : !llvm.array<8 x vector<4xf32>>
          %598 = llvm.select %431, %596, %597 : vector<4xi1>, vector<4xf32>
          %599 = llvm.extractvalue %37[7] : !llvm.array<8 x vector<4xf32>>
          %600 = llvm.extractvalue %33[7] : !llvm.array<8 x vector<4xf32>>
          %601 = llvm.select %433, %599, %600 : vector<4xi1>, vector<4xf32>
          %602 = llvm.extractvalue %24[0] : !llvm.array<8 x vector<4xf32>>
          %603 = llvm.extractvalue %20[0] : !llvm.array<8 x vector<4xf32>>
          %604 = llvm.select %419, %602, %603 : vector<4xi1>, vector<4xf32>
          %605 = llvm.extractvalue %24[1] : !llvm.array<8 x vector<4xf32>>
          %606 = llvm.extractvalue %20[1] : !llvm.array<8 x vector<4xf32>>
          %607 = llvm.select %421, %605, %606 : vector<4xi1>, vector<4xf32>
          %608 = llvm.extractvalue %24[2] : !llvm.array<8 x vector<4xf32>>
          %609 = llvm.extractvalue %20[2] : !llvm.array<8 x vector<4xf32>>
          %610 = llvm.select %423, %608, %609 : vector<4xi1>, vector<4xf32>
          %611 = llvm.extractvalue %24[3] : !llvm.array<8 x vector<4xf32>>
          %612 = llvm.extractvalue %20[3] : !llvm.array<8 x vector<4xf32>>
          %613 = llvm.select %425, %611, %612 : vector<4xi1>, vector<4xf32>
          %614 = llvm.extractvalue %24[4] : !llvm.array<8 x vector<4xf32>>
          %615 = llvm.extractvalue %20[4] : !llvm.array<8 x vector<4xf32>>
          %616 = llvm.select %427, %614, %615 : vector<4xi1>, vector<4xf32>
          %617 = llvm.extractvalue %24[5] : !llvm.array<8 x vector<4xf32>>
          %618 = llvm.extractvalue %20[5] : !llvm.array<8 x vector<4xf32>>
          %619 = llvm.select %429, %617, %618 : vector<4xi1>, vector<4xf32>
          %620 = llvm.extractvalue %24[6] : !llvm.array<8 x vector<4xf32>>
          %621 = llvm.extractvalue %20[6] : !llvm.array<8 x vector<4xf32>>
          %622 = llvm.select %431, %620, %621 : vector<4xi1>, vector<4xf32>
          %623 = llvm.extractvalue %24[7] : !llvm.array<8 x vector<4xf32>>
          %624 = llvm.extractvalue %20[7] : !llvm.array<8 x vector<4xf32>>
          %625 = llvm.select %433, %623, %624 : vector<4xi1>, vector<4xf32>
          %626 = llvm.extractvalue %14[0] : !llvm.array<8 x vector<4xf32>>
          %627 = llvm.fcmp "olt" %410, %626 : vector<4xf32>
          %628 = llvm.extractvalue %14[1] : !llvm.array<8 x vector<4xf32>>
          %629 = llvm.fcmp "olt" %411, %628 : vector<4xf32>
          %630 = llvm.extractvalue %14[2] : !llvm.array<8 x vector<4xf32>>
          %631 = llvm.fcmp "olt" %412, %630 : vector<4xf32>
          %632 = llvm.extractvalue %14[3] : !llvm.array<8 x vector<4xf32>>
          %633 = llvm.fcmp "olt" %413, %632 : vector<4xf32>
          %634 = llvm.extractvalue %14[4] : !llvm.array<8 x vector<4xf32>>
          %635 = llvm.fcmp "olt" %414, %634 : vector<4xf32>
          %636 = llvm.extractvalue %14[5] : !llvm.array<8 x vector<4xf32>>
          %637 = llvm.fcmp "olt" %415, %636 : vector<4xf32>
          %638 = llvm.extractvalue %14[6] : !llvm.array<8 x vector<4xf32>>
          %639 = llvm.fcmp "olt" %416, %638 : vector<4xf32>
          %640 = llvm.extractvalue %14[7] : !llvm.array<8 x vector<4xf32>>
          %641 = llvm.fcmp "olt" %417, %640 : vector<4xf32>
          %642 = llvm.extractvalue %32[0] : !llvm.array<8 x vector<4xf32>>
          %643 = llvm.select %627, %386, %642 : vector<4xi1>, vector<4xf32>
          %644 = llvm.extractvalue %32[1] : !llvm.array<8 x vector<4xf32>>
          %645 = llvm.select %629, %388, %644 : vector<4xi1>, vector<4xf32>
          %646 = llvm.extractvalue %32[2] : !llvm.array<8 x vector<4xf32>>
          %647 = llvm.select %631, %390, %646 : vector<4xi1>, vector<4xf32>
          %648 = llvm.extractvalue %32[3] : !llvm.array<8 x vector<4xf32>>
          %649 = llvm.select %633, %392, %648 : vector<4xi1>, vector<4xf32>
          %650 = llvm.extractvalue %32[4] : !llvm.array<8 x vector<4xf32>>
          %651 = llvm.select %635, %394, %650 : vector<4xi1>, vector<4xf32>
          %652 = llvm.extractvalue %32[5] : !llvm.array<8 x vector<4xf32>>
          %653 = llvm.select %637, %396, %652 : vector<4xi1>, vector<4xf32>
          %654 = llvm.extractvalue %32[6] : !llvm.array<8 x vector<4xf32>>
          %655 = llvm.select %639, %398, %654 : vector<4xi1>, vector<4xf32>
          %656 = llvm.extractvalue %32[7] : !llvm.array<8 x vector<4xf32>>
          %657 = llvm.select %641, %400, %656 : vector<4xi1>, vector<4xf32>
          %658 = llvm.extractvalue %31[0] : !llvm.array<8 x vector<4xf32>>
          %659 = llvm.select %627, %436, %658 : vector<4xi1>, vector<4xf32>
          %660 = llvm.extractvalue %31[1] : !llvm.array<8 x vector<4xf32>>
          %661 = llvm.select %629, %439, %660 : vector<4xi1>, vector<4xf32>
          %662 = llvm.extractvalue %31[2] : !llvm.array<8 x vector<4xf32>>
          %663 = llvm.select %631, %442, %662 : vector<4xi1>, vector<4xf32>
          %664 = llvm.extractvalue %31[3] : !llvm.array<8 x vector<4xf32>>
          %665 = llvm.select %633, %445, %664 : vector<4xi1>, vector<4xf32>
          %666 = llvm.extractvalue %31[4] : !llvm.array<8 x vector<4xf32>>
          %667 = llvm.select %635, %448, %666 : vector<4xi1>, vector<4xf32>
          %668 = llvm.extractvalue %31[5] : !llvm.array<8 x vector<4xf32>>
          %669 = llvm.select %637, %451, %668 : vector<4xi1>, vector<4xf32>
          %670 = llvm.extractvalue %31[6] : !llvm.array<8 x vector<4xf32>>
          %671 = llvm.select %639, %454, %670 : vector<4xi1>, vector<4xf32>
          %672 = llvm.extractvalue %31[7] : !llvm.array<8 x vector<4xf32>>
          %673 = llvm.select %641, %457, %672 : vector<4xi1>, vector<4xf32>
          %674 = llvm.extractvalue %19[0] : !llvm.array<8 x vector<4xf32>>
          %675 = llvm.select %627, %460, %674 : vector<4xi1>, vector<4xf32>
          %676 = llvm.extractvalue %19[1] : !llvm.array<8 x vector<4xf32>>
          %677 = llvm.select %629, %463, %676 : vector<4xi1>, vector<4xf32>
          %678 = llvm.extractvalue %19[2] : !llvm.array<8 x vector<4xf32>>
          %679 = llvm.select %631, %466, %678 : vector<4xi1>, vector<4xf32>
          %680 = llvm.extractvalue %19[3] : !llvm.array<8 x vector<4xf32>>
          %681 = llvm.select %633, %469, %680 : vector<4xi1>, vector<4xf32>
          %682 = llvm.extractvalue %19[4] : !llvm.array<8 x vector<4xf32>>
          %683 = llvm.select %635, %472, %682 : vector<4xi1>, vector<4xf32>
          %684 = llvm.extractvalue %19[5] : !llvm.array<8 x vector<4xf32>>
          %685 = llvm.select %637, %475, %684 : vector<4xi1>, vector<4xf32>
          %686 = llvm.extractvalue %19[6] : !llvm.array<8 x vector<4xf32>>
          %687 = llvm.select %639, %478, %686 : vector<4xi1>, vector<4xf32>
          %688 = llvm.extractvalue %19[7] : !llvm.array<8 x vector<4xf32>>
          %689 = llvm.select %641, %481, %688 : vector<4xi1>, vector<4xf32>
          %690 = llvm.extractvalue %30[0] : !llvm.array<8 x vector<4xf32>>
          %691 = llvm.select %627, %484, %690 : vector<4xi1>, vector<4xf32>
          %692 = llvm.extractvalue %30[1] : !llvm.array<8 x vector<4xf32>>
          %693 = llvm.select %629, %487, %692 : vector<4xi1>, vector<4xf32>
          %694 = llvm.extractvalue %30[2] : !llvm.array<8 x vector<4xf32>>
          %695 = llvm.select %631, %490, %694 : vector<4xi1>, vector<4xf32>
          %696 = llvm.extractvalue %30[3] : !llvm.array<8 x vector<4xf32>>
          %697 = llvm.select %633, %493, %696 : vector<4xi1>, vector<4xf32>
          %698 = llvm.extractvalue %30[4] : !llvm.array<8 x vector<4xf32>>
          %699 = llvm.select %635, %496, %698 : vector<4xi1>, vector<4xf32>
          %700 = llvm.extractvalue %30[5] : !llvm.array<8 x vector<4xf32>>
          %701 = llvm.select %637, %499, %700 : vector<4xi1>, vector<4xf32>
          %702 = llvm.extractvalue %30[6] : !llvm.array<8 x vector<4xf32>>
          %703 = llvm.select %639, %502, %702 : vector<4xi1>, vector<4xf32>
          %704 = llvm.extractvalue %30[7] : !llvm.array<8 x vector<4xf32>>
          %705 = llvm.select %641, %505, %704 : vector<4xi1>, vector<4xf32>
          %706 = llvm.extractvalue %18[0] : !llvm.array<8 x vector<4xf32>>
          %707 = llvm.select %627, %508, %706 : vector<4xi1>, vector<4xf32>
          %708 = llvm.extractvalue %18[1] : !llvm.array<8 x vector<4xf32>>
          %709 = llvm.select %629, %511, %708 : vector<4xi1>, vector<4xf32>
          %710 = llvm.extractvalue %18[2] : !llvm.array<8 x vector<4xf32>>
          %711 = llvm.select %631, %514, %710 : vector<4xi1>, vector<4xf32>
          %712 = llvm.extractvalue %18[3] : !llvm.array<8 x vector<4xf32>>
          %713 = llvm.select %633, %517, %712 : vector<4xi1>, vector<4xf32>
          %714 = llvm.extractvalue %18[4] : !llvm.array<8 x vector<4xf32>>
          %715 = llvm.select %635, %520, %714 : vector<4xi1>, vector<4xf32>
          %716 = llvm.extractvalue %18[5] : !llvm.array<8 x vector<4xf32>>
          %717 = llvm.select %637, %523, %716 : vector<4xi1>, vector<4xf32>
          %718 = llvm.extractvalue %18[6] : !llvm.array<8 x vector<4xf32>>
          %719 = llvm.select %639, %526, %718 : vector<4xi1>, vector<4xf32>
          %720 = llvm.extractvalue %18[7] : !llvm.array<8 x vector<4xf32>>
          %721 = llvm.select %641, %529, %720 : vector<4xi1>, vector<4xf32>
          %722 = llvm.extractvalue %29[0] : !llvm.array<8 x vector<4xf32>>
          %723 = llvm.select %627, %532, %722 : vector<4xi1>, vector<4xf32>
          %724 = llvm.extractvalue %29[1] : !llvm.array<8 x vector<4xf32>>
          %725 = llvm.select %629, %535, %724 : vector<4xi1>, vector<4xf32>
          %726 = llvm.extractvalue %29[2] : !llvm.array<8 x vector<4xf32>>
          %727 = llvm.select %631, %538, %726 : vector<4xi1>, vector<4xf32>
          %728 = llvm.extractvalue %29[3] : !llvm.array<8 x vector<4xf32>>
          %729 = llvm.select %633, %541, %728 : vector<4xi1>, vector<4xf32>
          %730 = llvm.extractvalue %29[4] : !llvm.array<8 x vector<4xf32>>
          %731 = llvm.select %635, %544, %730 : vector<4xi1>, vector<4xf32>
          %732 = llvm.extractvalue %29[5] : !llvm.array<8 x vector<4xf32>>
          %733 = llvm.select %637, %547, %732 : vector<4xi1>, vector<4xf32>
          %734 = llvm.extractvalue %29[6] : !llvm.array<8 x vector<4xf32>>
          %735 = llvm.select %639, %550, %734 : vector<4xi1>, vector<4xf32>
          %736 = llvm.extractvalue %29[7] : !llvm.array<8 x vector<4xf32>>
          %737 = llvm.select %641, %553, %736 : vector<4xi1>, vector<4xf32>
          %738 = llvm.extractvalue %17[0] : !llvm.array<8 x vector<4xf32>>
          %739 = llvm.select %627, %556, %738 : vector<4xi1>, vector<4xf32>
          %740 = llvm.extractvalue %17[1] : !llvm.array<8 x vector<4xf32>>
          %741 = llvm.select %629, %559, %740 : vector<4xi1>, vector<4xf32>
          %742 = llvm.extractvalue %17[2] : !llvm.array<8 x vector<4xf32>>
          %743 = llvm.select %631, %562, %742 : vector<4xi1>, vector<4xf32>
          %744 = llvm.extractvalue %17[3] : !llvm.array<8 x vector<4xf32>>
          %745 = llvm.select %633, %565, %744 : vector<4xi1>, vector<4xf32>
          %746 = llvm.extractvalue %17[4] : !llvm.array<8 x vector<4xf32>>
          %747 = llvm.select %635, %568, %746 : vector<4xi1>, vector<4xf32>
          %748 = llvm.extractvalue %17[5] : !llvm.array<8 x vector<4xf32>>
          %749 = llvm.select %637, %571, %748 : vector<4xi1>, vector<4xf32>
          %750 = llvm.extractvalue %17[6] : !llvm.array<8 x vector<4xf32>>
          %751 = llvm.select %639, %574, %750 : vector<4xi1>, vector<4xf32>
          %752 = llvm.extractvalue %17[7] : !llvm.array<8 x vector<4xf32>>
          %753 = llvm.select %641, %577, %752 : vector<4xi1>, vector<4xf32>
          %754 = llvm.extractvalue %28[0] : !llvm.array<8 x vector<4xf32>>
          %755 = llvm.select %627, %580, %754 : vector<4xi1>, vector<4xf32>
          %756 = llvm.extractvalue %28[1] : !llvm.array<8 x vector<4xf32>>
          %757 = llvm.select %629, %583, %756 : vector<4xi1>, vector<4xf32>
          %758 = llvm.extractvalue %28[2] : !llvm.array<8 x vector<4xf32>>
          %759 = llvm.select %631, %586, %758 : vector<4xi1>, vector<4xf32>
          %760 = llvm.extractvalue %28[3] : !llvm.array<8 x vector<4xf32>>
          %761 = llvm.select %633, %589, %760 : vector<4xi1>, vector<4xf32>
          %762 = llvm.extractvalue %28[4] : !llvm.array<8 x vector<4xf32>>
          %763 = llvm.select %635, %592, %762 : vector<4xi1>, vector<4xf32>
          %764 = llvm.extractvalue %28[5] : !llvm.array<8 x vector<4xf32>>
          %765 = llvm.select %637, %595, %764 : vector<4xi1>, vector<4xf32>
          %766 = llvm.extractvalue %28[6] : !llvm.array<8 x vector<4xf32>>
          %767 = llvm.select %639, %598, %766 : vector<4xi1>, vector<4xf32>
          %768 = llvm.extractvalue %28[7] : !llvm.array<8 x vector<4xf32>>
          %769 = llvm.select %641, %601, %768 : vector<4xi1>, vector<4xf32>
          %770 = llvm.extractvalue %16[0] : !llvm.array<8 x vector<4xf32>>
          %771 = llvm.select %627, %604, %770 : vector<4xi1>, vector<4xf32>
          %772 = llvm.extractvalue %16[1] : !llvm.array<8 x vector<4xf32>>
          %773 = llvm.select %629, %607, %772 : vector<4xi1>, vector<4xf32>
          %774 = llvm.extractvalue %16[2] : !llvm.array<8 x vector<4xf32>>
          %775 = llvm.select %631, %610, %774 : vector<4xi1>, vector<4xf32>
          %776 = llvm.extractvalue %16[3] : !llvm.array<8 x vector<4xf32>>
          %777 = llvm.select %633, %613, %776 : vector<4xi1>, vector<4xf32>
          %778 = llvm.extractvalue %16[4] : !llvm.array<8 x vector<4xf32>>
          %779 = llvm.select %635, %616, %778 : vector<4xi1>, vector<4xf32>
          %780 = llvm.extractvalue %16[5] : !llvm.array<8 x vector<4xf32>>
          %781 = llvm.select %637, %619, %780 : vector<4xi1>, vector<4xf32>
          %782 = llvm.extractvalue %16[6] : !llvm.array<8 x vector<4xf32>>
          %783 = llvm.select %639, %622, %782 : vector<4xi1>, vector<4xf32>
          %784 = llvm.extractvalue %16[7] : !llvm.array<8 x vector<4xf32>>
          %785 = llvm.select %641, %625, %784 : vector<4xi1>, vector<4xf32>
          %786 = llvm.extractvalue %49[0] : !llvm.array<8 x vector<4xf32>>
          %787 = llvm.select %627, %386, %786 : vector<4xi1>, vector<4xf32>
          %788 = llvm.extractvalue %49[1] : !llvm.array<8 x vector<4xf32>>
          %789 = llvm.select %629, %388, %788 : vector<4xi1>, vector<4xf32>
          %790 = llvm.extractvalue %49[2] : !llvm.array<8 x vector<4xf32>>
          %791 = llvm.select %631, %390, %790 : vector<4xi1>, vector<4xf32>
          %792 = llvm.extractvalue %49[3] : !llvm.array<8 x vector<4xf32>>
          %793 = llvm.select %633, %392, %792 : vector<4xi1>, vector<4xf32>
          %794 = llvm.extractvalue %49[4] : !llvm.array<8 x vector<4xf32>>
          %795 = llvm.select %635, %394, %794 : vector<4xi1>, vector<4xf32>
          %796 = llvm.extractvalue %49[5] : !llvm.array<8 x vector<4xf32>>
          %797 = llvm.select %637, %396, %796 : vector<4xi1>, vector<4xf32>
          %798 = llvm.extractvalue %49[6] : !llvm.array<8 x vector<4xf32>>
          %799 = llvm.select %639, %398, %798 : vector<4xi1>, vector<4xf32>
          %800 = llvm.extractvalue %49[7] : !llvm.array<8 x vector<4xf32>>
          %801 = llvm.select %641, %400, %800 : vector<4xi1>, vector<4xf32>
          %802 = llvm.extractvalue %13[0] : !llvm.array<8 x vector<4xf32>>
          %803 = llvm.fcmp "ult" %410, %802 : vector<4xf32>
          %804 = llvm.extractvalue %13[1] : !llvm.array<8 x vector<4xf32>>
          %805 = llvm.fcmp "ult" %411, %804 : vector<4xf32>
          %806 = llvm.extractvalue %13[2] : !llvm.array<8 x vector<4xf32>>
          %807 = llvm.fcmp "ult" %412, %806 : vector<4xf32>
          %808 = llvm.extractvalue %13[3] : !llvm.array<8 x vector<4xf32>>
          %809 = llvm.fcmp "ult" %413, %808 : vector<4xf32>
          %810 = llvm.extractvalue %13[4] : !llvm.array<8 x vector<4xf32>>
          %811 = llvm.fcmp "ult" %414, %810 : vector<4xf32>
          %812 = llvm.extractvalue %13[5] : !llvm.array<8 x vector<4xf32>>
          %813 = llvm.fcmp "ult" %415, %812 : vector<4xf32>
          %814 = llvm.extractvalue %13[6] : !llvm.array<8 x vector<4xf32>>
          %815 = llvm.fcmp "ult" %416, %814 : vector<4xf32>
          %816 = llvm.extractvalue %13[7] : !llvm.array<8 x vector<4xf32>>
          %817 = llvm.fcmp "ult" %417, %816 : vector<4xf32>
          %818 = llvm.intr.fma(%410, %755, %723) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %819 = llvm.intr.fma(%411, %757, %725) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %820 = llvm.intr.fma(%412, %759, %727) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %821 = llvm.intr.fma(%413, %761, %729) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %822 = llvm.intr.fma(%414, %763, %731) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %823 = llvm.intr.fma(%415, %765, %733) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %824 = llvm.intr.fma(%416, %767, %735) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %825 = llvm.intr.fma(%417, %769, %737) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %826 = llvm.intr.fma(%410, %818, %691) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %827 = llvm.intr.fma(%411, %819, %693) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %828 = llvm.intr.fma(%412, %820, %695) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %829 = llvm.intr.fma(%413, %821, %697) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %830 = llvm.intr.fma(%414, %822, %699) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %831 = llvm.intr.fma(%415, %823, %701) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %832 = llvm.intr.fma(%416, %824, %703) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %833 = llvm.intr.fma(%417, %825, %705) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %834 = llvm.intr.fma(%410, %826, %659) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %835 = llvm.intr.fma(%411, %827, %661) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %836 = llvm.intr.fma(%412, %828, %663) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %837 = llvm.intr.fma(%413, %829, %665) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %838 = llvm.intr.fma(%414, %830, %667) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %839 = llvm.intr.fma(%415, %831, %669) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %840 = llvm.intr.fma(%416, %832, %671) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %841 = llvm.intr.fma(%417, %833, %673) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %842 = llvm.intr.fma(%410, %834, %643) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %843 = llvm.intr.fma(%411, %835, %645) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %844 = llvm.intr.fma(%412, %836, %647) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %845 = llvm.intr.fma(%413, %837, %649) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %846 = llvm.intr.fma(%414, %838, %651) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %847 = llvm.intr.fma(%415, %839, %653) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %848 = llvm.intr.fma(%416, %840, %655) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %849 = llvm.intr.fma(%417, %841, %657) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %850 = llvm.intr.fma(%410, %771, %739) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %851 = llvm.intr.fma(%411, %773, %741) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %852 = llvm.intr.fma(%412, %775, %743) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %853 = llvm.intr.fma(%413, %777, %745) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %854 = llvm.intr.fma(%414, %779, %747) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %855 = llvm.intr.fma(%415, %781, %749) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %856 = llvm.intr.fma(%416, %783, %751) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %857 = llvm.intr.fma(%417, %785, %753) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %858 = llvm.intr.fma(%410, %850, %707) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %859 = llvm.intr.fma(%411, %851, %709) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %860 = llvm.intr.fma(%412, %852, %711) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %861 = llvm.intr.fma(%413, %853, %713) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %862 = llvm.intr.fma(%414, %854, %715) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %863 = llvm.intr.fma(%415, %855, %717) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %864 = llvm.intr.fma(%416, %856, %719) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %865 = llvm.intr.fma(%417, %857, %721) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %866 = llvm.intr.fma(%410, %858, %675) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %867 = llvm.intr.fma(%411, %859, %677) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %868 = llvm.intr.fma(%412, %860, %679) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %869 = llvm.intr.fma(%413, %861, %681) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %870 = llvm.intr.fma(%414, %862, %683) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %871 = llvm.intr.fma(%415, %863, %685) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %872 = llvm.intr.fma(%416, %864, %687) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %873 = llvm.intr.fma(%417, %865, %689) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %874 = llvm.intr.fma(%410, %866, %786) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %875 = llvm.intr.fma(%411, %867, %788) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %876 = llvm.intr.fma(%412, %868, %790) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %877 = llvm.intr.fma(%413, %869, %792) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %878 = llvm.intr.fma(%414, %870, %794) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %879 = llvm.intr.fma(%415, %871, %796) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %880 = llvm.intr.fma(%416, %872, %798) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %881 = llvm.intr.fma(%417, %873, %800) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %882 = llvm.fdiv %842, %874 : vector<4xf32>
          %883 = llvm.fdiv %843, %875 : vector<4xf32>
          %884 = llvm.fdiv %844, %876 : vector<4xf32>
          %885 = llvm.fdiv %845, %877 : vector<4xf32>
          %886 = llvm.fdiv %846, %878 : vector<4xf32>
          %887 = llvm.fdiv %847, %879 : vector<4xf32>
          %888 = llvm.fdiv %848, %880 : vector<4xf32>
          %889 = llvm.fdiv %849, %881 : vector<4xf32>
          %890 = llvm.fadd %787, %882 fastmath<contract> : vector<4xf32>
          %891 = llvm.fadd %789, %883 fastmath<contract> : vector<4xf32>
          %892 = llvm.fadd %791, %884 fastmath<contract> : vector<4xf32>
          %893 = llvm.fadd %793, %885 fastmath<contract> : vector<4xf32>
          %894 = llvm.fadd %795, %886 fastmath<contract> : vector<4xf32>
          %895 = llvm.fadd %797, %887 fastmath<contract> : vector<4xf32>
          %896 = llvm.fadd %799, %888 fastmath<contract> : vector<4xf32>
          %897 = llvm.fadd %801, %889 fastmath<contract> : vector<4xf32>
          %898 = llvm.select %803, %890, %786 : vector<4xi1>, vector<4xf32>
          %899 = llvm.select %805, %891, %788 : vector<4xi1>, vector<4xf32>
          %900 = llvm.select %807, %892, %790 : vector<4xi1>, vector<4xf32>
          %901 = llvm.select %809, %893, %792 : vector<4xi1>, vector<4xf32>
          %902 = llvm.select %811, %894, %794 : vector<4xi1>, vector<4xf32>
          %903 = llvm.select %813, %895, %796 : vector<4xi1>, vector<4xf32>
          %904 = llvm.select %815, %896, %798 : vector<4xi1>, vector<4xf32>
          %905 = llvm.select %817, %897, %800 : vector<4xi1>, vector<4xf32>
          %906 = llvm.fneg %898 fastmath<contract> : vector<4xf32>
          %907 = llvm.fneg %899 fastmath<contract> : vector<4xf32>
          %908 = llvm.fneg %900 fastmath<contract> : vector<4xf32>
          %909 = llvm.fneg %901 fastmath<contract> : vector<4xf32>
          %910 = llvm.fneg %902 fastmath<contract> : vector<4xf32>
          %911 = llvm.fneg %903 fastmath<contract> : vector<4xf32>
          %912 = llvm.fneg %904 fastmath<contract> : vector<4xf32>
          %913 = llvm.fneg %905 fastmath<contract> : vector<4xf32>
          %914 = llvm.select %387, %906, %898 : vector<4xi1>, vector<4xf32>
          %915 = llvm.select %389, %907, %899 : vector<4xi1>, vector<4xf32>
          %916 = llvm.select %391, %908, %900 : vector<4xi1>, vector<4xf32>
          %917 = llvm.select %393, %909, %901 : vector<4xi1>, vector<4xf32>
          %918 = llvm.select %395, %910, %902 : vector<4xi1>, vector<4xf32>
          %919 = llvm.select %397, %911, %903 : vector<4xi1>, vector<4xf32>
          %920 = llvm.select %399, %912, %904 : vector<4xi1>, vector<4xf32>
          %921 = llvm.select %401, %913, %905 : vector<4xi1>, vector<4xf32>
          %922 = llvm.fadd %914, %786 fastmath<contract> : vector<4xf32>
          %923 = llvm.fadd %915, %788 fastmath<contract> : vector<4xf32>
          %924 = llvm.fadd %916, %790 fastmath<contract> : vector<4xf32>
          %925 = llvm.fadd %917, %792 fastmath<contract> : vector<4xf32>
          %926 = llvm.fadd %918, %794 fastmath<contract> : vector<4xf32>
          %927 = llvm.fadd %919, %796 fastmath<contract> : vector<4xf32>
          %928 = llvm.fadd %920, %798 fastmath<contract> : vector<4xf32>
          %929 = llvm.fadd %921, %800 fastmath<contract> : vector<4xf32>
          %930 = llvm.extractvalue %48[0] : !llvm.array<8 x vector<4xf32>>
          %931 = llvm.fmul %922, %930 fastmath<contract> : vector<4xf32>
          %932 = llvm.extractvalue %48[1] : !llvm.array<8 x vector<4xf32>>
          %933 = llvm.fmul %923, %932 fastmath<contract> : vector<4xf32>
          %934 = llvm.extractvalue %48[2] : !llvm.array<8 x vector<4xf32>>
          %935 = llvm.fmul %924, %934 fastmath<contract> : vector<4xf32>
          %936 = llvm.extractvalue %48[3] : !llvm.array<8 x vector<4xf32>>
          %937 = llvm.fmul %925, %936 fastmath<contract> : vector<4xf32>
          %938 = llvm.extractvalue %48[4] : !llvm.array<8 x vector<4xf32>>
          %939 = llvm.fmul %926, %938 fastmath<contract> : vector<4xf32>
          %940 = llvm.extractvalue %48[5] : !llvm.array<8 x vector<4xf32>>
          %941 = llvm.fmul %927, %940 fastmath<contract> : vector<4xf32>
          %942 = llvm.extractvalue %48[6] : !llvm.array<8 x vector<4xf32>>
          %943 = llvm.fmul %928, %942 fastmath<contract> : vector<4xf32>
          %944 = llvm.extractvalue %48[7] : !llvm.array<8 x vector<4xf32>>
          %945 = llvm.fmul %929, %944 fastmath<contract> : vector<4xf32>
          %946 = llvm.fmul %355, %931 fastmath<contract> : vector<4xf32>
          %947 = llvm.fmul %357, %933 fastmath<contract> : vector<4xf32>
          %948 = llvm.fmul %359, %935 fastmath<contract> : vector<4xf32>
          %949 = llvm.fmul %361, %937 fastmath<contract> : vector<4xf32>
          %950 = llvm.fmul %363, %939 fastmath<contract> : vector<4xf32>
          %951 = llvm.fmul %365, %941 fastmath<contract> : vector<4xf32>
          %952 = llvm.fmul %367, %943 fastmath<contract> : vector<4xf32>
          %953 = llvm.fmul %369, %945 fastmath<contract> : vector<4xf32>
          %954 = llvm.mul %55, %52 : i64
          %955 = llvm.add %954, %71 : i64
          %956 = llvm.getelementptr %70[%955] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %946, %956 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %957 = llvm.mul %47, %52 : i64
          %958 = llvm.add %957, %71 : i64
          %959 = llvm.getelementptr %70[%958] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %947, %959 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %960 = llvm.mul %46, %52 : i64
          %961 = llvm.add %960, %71 : i64
          %962 = llvm.getelementptr %70[%961] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %948, %962 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %963 = llvm.mul %45, %52 : i64
          %964 = llvm.add %963, %71 : i64
          %965 = llvm.getelementptr %70[%964] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %949, %965 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %966 = llvm.mul %53, %52 : i64
          %967 = llvm.add %966, %71 : i64
          %968 = llvm.getelementptr %70[%967] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %950, %968 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %969 = llvm.mul %44, %52 : i64
          %970 = llvm.add %969, %71 : i64
          %971 = llvm.getelementptr %70[%970] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %951, %971 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %972 = llvm.mul %43, %52 : i64
          %973 = llvm.add %972, %71 : i64
          %974 = llvm.getelementptr %70[%973] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %952, %974 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %975 = llvm.mul %42, %52 : i64
          %976 = llvm.add %975, %71 : i64
          %977 = llvm.getelementptr %70[%976] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %953, %977 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %978 = llvm.add %71, %53 : i64
          llvm.br ^bb1(%978 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_15 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_15_matmul_8x32x64_f32 ordinal(0) layout(#pipeline_layout5) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_15_matmul_8x32x64_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %11 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
          %12 = llvm.mlir.poison : !llvm.array<8 x vector<4xf32>>
          %13 = llvm.mlir.poison : vector<16xf32>
          %14 = llvm.mlir.constant(7 : i64) : i64
          %15 = llvm.mlir.constant(6 : i64) : i64
          %16 = llvm.mlir.constant(5 : i64) : i64
          %17 = llvm.mlir.constant(3 : i64) : i64
          %18 = llvm.mlir.constant(2 : i64) : i64
          %19 = llvm.mlir.constant(1 : i64) : i64
          %20 = llvm.mlir.constant(0 : i64) : i64
          %21 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %22 = llvm.mlir.constant(32 : i64) : i64
          %23 = llvm.mlir.constant(4 : i64) : i64
          %24 = llvm.mlir.constant(64 : i64) : i64
          %25 = llvm.getelementptr %11[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %26 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %27 = llvm.extractvalue %26[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %28 = llvm.load %27 : !llvm.ptr -> !llvm.ptr
          %29 = llvm.getelementptr %28[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%29, %24 : !llvm.ptr, i64)] : i1
          %30 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %31 = llvm.extractvalue %30[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %32 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %33 = llvm.load %32 : !llvm.ptr -> !llvm.ptr
          %34 = llvm.getelementptr %33[39296] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%34, %24 : !llvm.ptr, i64)] : i1
          %35 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %36 = llvm.extractvalue %35[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %37 = llvm.load %36 : !llvm.ptr -> !llvm.ptr
          %38 = llvm.getelementptr %37[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%38, %24 : !llvm.ptr, i64)] : i1
          %39 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %40 = llvm.extractvalue %39[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %41 = llvm.getelementptr %40[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %42 = llvm.load %41 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %9 ["align"(%42, %24 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%20 : i64)
        ^bb1(%43: i64):  // 2 preds: ^bb0, ^bb4
          %44 = llvm.icmp "slt" %43, %22 : i64
          llvm.cond_br %44, ^bb2(%20, %21 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%45: i64, %46: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %47 = llvm.icmp "slt" %45, %24 : i64
          llvm.cond_br %47, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %48 = llvm.mul %43, %24 : i64
          %49 = llvm.add %48, %45 : i64
          %50 = llvm.getelementptr %34[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %51 = llvm.load %50 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %52 = llvm.add %43, %19 : i64
          %53 = llvm.mul %52, %24 : i64
          %54 = llvm.add %53, %45 : i64
          %55 = llvm.getelementptr %34[%54] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %56 = llvm.load %55 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %57 = llvm.add %43, %18 : i64
          %58 = llvm.mul %57, %24 : i64
          %59 = llvm.add %58, %45 : i64
          %60 = llvm.getelementptr %34[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %61 = llvm.load %60 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %62 = llvm.add %43, %17 : i64
          %63 = llvm.mul %62, %24 : i64
          %64 = llvm.add %63, %45 : i64
          %65 = llvm.getelementptr %34[%64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %66 = llvm.load %65 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %67 = llvm.extractelement %51[%20 : i64] : vector<4xf32>
          %68 = llvm.extractelement %51[%19 : i64] : vector<4xf32>
          %69 = llvm.extractelement %51[%18 : i64] : vector<4xf32>
          %70 = llvm.extractelement %51[%17 : i64] : vector<4xf32>
          %71 = llvm.extractelement %56[%20 : i64] : vector<4xf32>
          %72 = llvm.extractelement %56[%19 : i64] : vector<4xf32>
          %73 = llvm.extractelement %56[%18 : i64] : vector<4xf32>
          %74 = llvm.extractelement %56[%17 : i64] : vector<4xf32>
          %75 = llvm.extractelement %61[%20 : i64] : vector<4xf32>
          %76 = llvm.extractelement %61[%19 : i64] : vector<4xf32>
          %77 = llvm.extractelement %61[%18 : i64] : vector<4xf32>
          %78 = llvm.extractelement %61[%17 : i64] : vector<4xf32>
          %79 = llvm.extractelement %66[%20 : i64] : vector<4xf32>
          %80 = llvm.extractelement %66[%19 : i64] : vector<4xf32>
          %81 = llvm.extractelement %66[%18 : i64] : vector<4xf32>
          %82 = llvm.extractelement %66[%17 : i64] : vector<4xf32>
          %83 = llvm.insertelement %67, %13[%20 : i64] : vector<16xf32>
          %84 = llvm.insertelement %68, %83[%19 : i64] : vector<16xf32>
          %85 = llvm.insertelement %69, %84[%18 : i64] : vector<16xf32>
          %86 = llvm.insertelement %70, %85[%17 : i64] : vector<16xf32>
          %87 = llvm.insertelement %71, %86[%23 : i64] : vector<16xf32>
          %88 = llvm.insertelement %72, %87[%16 : i64] : vector<16xf32>
          %89 = llvm.insertelement %73, %88[%15 : i64] : vector<16xf32>
          %90 = llvm.insertelement %74, %89[%14 : i64] : vector<16xf32>
          %91 = llvm.insertelement %75, %90[%10 : i64] : vector<16xf32>
          %92 = llvm.insertelement %76, %91[%8 : i64] : vector<16xf32>
          %93 = llvm.insertelement %77, %92[%7 : i64] : vector<16xf32>
          %94 = llvm.insertelement %78, %93[%6 : i64] : vector<16xf32>
          %95 = llvm.insertelement %79, %94[%5 : i64] : vector<16xf32>
          %96 = llvm.insertelement %80, %95[%4 : i64] : vector<16xf32>
          %97 = llvm.insertelement %81, %96[%3 : i64] : vector<16xf32>
          %98 = llvm.insertelement %82, %97[%2 : i64] : vector<16xf32>
          %99 = llvm.shufflevector %98, %13 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %100 = llvm.shufflevector %99, %99 [0, 1, 2, 3] : vector<16xf32>
          %101 = llvm.shufflevector %99, %99 [4, 5, 6, 7] : vector<16xf32>
          %102 = llvm.shufflevector %99, %99 [8, 9, 10, 11] : vector<16xf32>
          %103 = llvm.shufflevector %99, %99 [12, 13, 14, 15] : vector<16xf32>
          %104 = llvm.mul %20, %24 overflow<nsw, nuw> : i64
          %105 = llvm.add %104, %45 overflow<nsw, nuw> : i64
          %106 = llvm.getelementptr inbounds|nuw %29[%105] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %107 = llvm.load %106 : !llvm.ptr -> f32
          %108 = llvm.insertelement %107, %1[%0 : i32] : vector<4xf32>
          %109 = llvm.shufflevector %108, %1 [0, 0, 0, 0] : vector<4xf32>
          %110 = llvm.extractvalue %46[0] : !llvm.array<8 x vector<4xf32>>
          %111 = llvm.intr.fmuladd(%109, %100, %110) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %112 = llvm.mul %19, %24 overflow<nsw, nuw> : i64
          %113 = llvm.add %112, %45 overflow<nsw, nuw> : i64
          %114 = llvm.getelementptr inbounds|nuw %29[%113] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %115 = llvm.load %114 : !llvm.ptr -> f32
          %116 = llvm.insertelement %115, %1[%0 : i32] : vector<4xf32>
          %117 = llvm.shufflevector %116, %1 [0, 0, 0, 0] : vector<4xf32>
          %118 = llvm.extractvalue %46[1] : !llvm.array<8 x vector<4xf32>>
          %119 = llvm.intr.fmuladd(%117, %100, %118) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %120 = llvm.mul %18, %24 overflow<nsw, nuw> : i64
          %121 = llvm.add %120, %45 overflow<nsw, nuw> : i64
          %122 = llvm.getelementptr inbounds|nuw %29[%121] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %123 = llvm.load %122 : !llvm.ptr -> f32
          %124 = llvm.insertelement %123, %1[%0 : i32] : vector<4xf32>
          %125 = llvm.shufflevector %124, %1 [0, 0, 0, 0] : vector<4xf32>
          %126 = llvm.extractvalue %46[2] : !llvm.array<8 x vector<4xf32>>
          %127 = llvm.intr.fmuladd(%125, %100, %126) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %128 = llvm.mul %17, %24 overflow<nsw, nuw> : i64
          %129 = llvm.add %128, %45 overflow<nsw, nuw> : i64
          %130 = llvm.getelementptr inbounds|nuw %29[%129] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %131 = llvm.load %130 : !llvm.ptr -> f32
          %132 = llvm.insertelement %131, %1[%0 : i32] : vector<4xf32>
          %133 = llvm.shufflevector %132, %1 [0, 0, 0, 0] : vector<4xf32>
          %134 = llvm.extractvalue %46[3] : !llvm.array<8 x vector<4xf32>>
          %135 = llvm.intr.fmuladd(%133, %100, %134) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %136 = llvm.mul %23, %24 overflow<nsw, nuw> : i64
          %137 = llvm.add %136, %45 overflow<nsw, nuw> : i64
          %138 = llvm.getelementptr inbounds|nuw %29[%137] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %139 = llvm.load %138 : !llvm.ptr -> f32
          %140 = llvm.insertelement %139, %1[%0 : i32] : vector<4xf32>
          %141 = llvm.shufflevector %140, %1 [0, 0, 0, 0] : vector<4xf32>
          %142 = llvm.extractvalue %46[4] : !llvm.array<8 x vector<4xf32>>
          %143 = llvm.intr.fmuladd(%141, %100, %142) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %144 = llvm.mul %16, %24 overflow<nsw, nuw> : i64
          %145 = llvm.add %144, %45 overflow<nsw, nuw> : i64
          %146 = llvm.getelementptr inbounds|nuw %29[%145] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %147 = llvm.load %146 : !llvm.ptr -> f32
          %148 = llvm.insertelement %147, %1[%0 : i32] : vector<4xf32>
          %149 = llvm.shufflevector %148, %1 [0, 0, 0, 0] : vector<4xf32>
          %150 = llvm.extractvalue %46[5] : !llvm.array<8 x vector<4xf32>>
          %151 = llvm.intr.fmuladd(%149, %100, %150) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %152 = llvm.mul %15, %24 overflow<nsw, nuw> : i64
          %153 = llvm.add %152, %45 overflow<nsw, nuw> : i64
          %154 = llvm.getelementptr inbounds|nuw %29[%153] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %155 = llvm.load %154 : !llvm.ptr -> f32
          %156 = llvm.insertelement %155, %1[%0 : i32] : vector<4xf32>
          %157 = llvm.shufflevector %156, %1 [0, 0, 0, 0] : vector<4xf32>
          %158 = llvm.extractvalue %46[6] : !llvm.array<8 x vector<4xf32>>
          %159 = llvm.intr.fmuladd(%157, %100, %158) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %160 = llvm.mul %14, %24 overflow<nsw, nuw> : i64
          %161 = llvm.add %160, %45 overflow<nsw, nuw> : i64
          %162 = llvm.getelementptr inbounds|nuw %29[%161] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %163 = llvm.load %162 : !llvm.ptr -> f32
          %164 = llvm.insertelement %163, %1[%0 : i32] : vector<4xf32>
          %165 = llvm.shufflevector %164, %1 [0, 0, 0, 0] : vector<4xf32>
          %166 = llvm.extractvalue %46[7] : !llvm.array<8 x vector<4xf32>>
          %167 = llvm.intr.fmuladd(%165, %100, %166) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %168 = llvm.add %45, %19 : i64
          %169 = llvm.add %104, %168 overflow<nsw, nuw> : i64
          %170 = llvm.getelementptr inbounds|nuw %29[%169] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %171 = llvm.load %170 : !llvm.ptr -> f32
          %172 = llvm.insertelement %171, %1[%0 : i32] : vector<4xf32>
          %173 = llvm.shufflevector %172, %1 [0, 0, 0, 0] : vector<4xf32>
          %174 = llvm.intr.fmuladd(%173, %101, %111) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %175 = llvm.add %112, %168 overflow<nsw, nuw> : i64
          %176 = llvm.getelementptr inbounds|nuw %29[%175] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %177 = llvm.load %176 : !llvm.ptr -> f32
          %178 = llvm.insertelement %177, %1[%0 : i32] : vector<4xf32>
          %179 = llvm.shufflevector %178, %1 [0, 0, 0, 0] : vector<4xf32>
          %180 = llvm.intr.fmuladd(%179, %101, %119) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %181 = llvm.add %120, %168 overflow<nsw, nuw> : i64
          %182 = llvm.getelementptr inbounds|nuw %29[%181] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %183 = llvm.load %182 : !llvm.ptr -> f32
          %184 = llvm.insertelement %183, %1[%0 : i32] : vector<4xf32>
          %185 = llvm.shufflevector %184, %1 [0, 0, 0, 0] : vector<4xf32>
          %186 = llvm.intr.fmuladd(%185, %101, %127) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %187 = llvm.add %128, %168 overflow<nsw, nuw> : i64
          %188 = llvm.getelementptr inbounds|nuw %29[%187] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %189 = llvm.load %188 : !llvm.ptr -> f32
          %190 = llvm.insertelement %189, %1[%0 : i32] : vector<4xf32>
          %191 = llvm.shufflevector %190, %1 [0, 0, 0, 0] : vector<4xf32>
          %192 = llvm.intr.fmuladd(%191, %101, %135) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %193 = llvm.add %136, %168 overflow<nsw, nuw> : i64
          %194 = llvm.getelementptr inbounds|nuw %29[%193] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %195 = llvm.load %194 : !llvm.ptr -> f32
          %196 = llvm.insertelement %195, %1[%0 : i32] : vector<4xf32>
          %197 = llvm.shufflevector %196, %1 [0, 0, 0, 0] : vector<4xf32>
          %198 = llvm.intr.fmuladd(%197, %101, %143) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %199 = llvm.add %144, %168 overflow<nsw, nuw> : i64
          %200 = llvm.getelementptr inbounds|nuw %29[%199] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %201 = llvm.load %200 : !llvm.ptr -> f32
          %202 = llvm.insertelement %201, %1[%0 : i32] : vector<4xf32>
          %203 = llvm.shufflevector %202, %1 [0, 0, 0, 0] : vector<4xf32>
          %204 = llvm.intr.fmuladd(%203, %101, %151) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %205 = llvm.add %152, %168 overflow<nsw, nuw> : i64
          %206 = llvm.getelementptr inbounds|nuw %29[%205] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %207 = llvm.load %206 : !llvm.ptr -> f32
          %208 = llvm.insertelement %207, %1[%0 : i32] : vector<4xf32>
          %209 = llvm.shufflevector %208, %1 [0, 0, 0, 0] : vector<4xf32>
          %210 = llvm.intr.fmuladd(%209, %101, %159) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %211 = llvm.add %160, %168 overflow<nsw, nuw> : i64
          %212 = llvm.getelementptr inbounds|nuw %29[%211] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %213 = llvm.load %212 : !llvm.ptr -> f32
          %214 = llvm.insertelement %213, %1[%0 : i32] : vector<4xf32>
          %215 = llvm.shufflevector %214, %1 [0, 0, 0, 0] : vector<4xf32>
          %216 = llvm.intr.fmuladd(%215, %101, %167) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %217 = llvm.add %45, %18 : i64
          %218 = llvm.add %104, %217 overflow<nsw, nuw> : i64
          %219 = llvm.getelementptr inbounds|nuw %29[%218] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %220 = llvm.load %219 : !llvm.ptr -> f32
          %221 = llvm.insertelement %220, %1[%0 : i32] : vector<4xf32>
          %222 = llvm.shufflevector %221, %1 [0, 0, 0, 0] : vector<4xf32>
          %223 = llvm.intr.fmuladd(%222, %102, %174) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %224 = llvm.add %112, %217 overflow<nsw, nuw> : i64
          %225 = llvm.getelementptr inbounds|nuw %29[%224] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %226 = llvm.load %225 : !llvm.ptr -> f32
          %227 = llvm.insertelement %226, %1[%0 : i32] : vector<4xf32>
          %228 = llvm.shufflevector %227, %1 [0, 0, 0, 0] : vector<4xf32>
          %229 = llvm.intr.fmuladd(%228, %102, %180) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %230 = llvm.add %120, %217 overflow<nsw, nuw> : i64
          %231 = llvm.getelementptr inbounds|nuw %29[%230] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %232 = llvm.load %231 : !llvm.ptr -> f32
          %233 = llvm.insertelement %232, %1[%0 : i32] : vector<4xf32>
          %234 = llvm.shufflevector %233, %1 [0, 0, 0, 0] : vector<4xf32>
          %235 = llvm.intr.fmuladd(%234, %102, %186) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %236 = llvm.add %128, %217 overflow<nsw, nuw> : i64
          %237 = llvm.getelementptr inbounds|nuw %29[%236] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %238 = llvm.load %237 : !llvm.ptr -> f32
          %239 = llvm.insertelement %238, %1[%0 : i32] : vector<4xf32>
          %240 = llvm.shufflevector %239, %1 [0, 0, 0, 0] : vector<4xf32>
          %241 = llvm.intr.fmuladd(%240, %102, %192) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %242 = llvm.add %136, %217 overflow<nsw, nuw> : i64
          %243 = llvm.getelementptr inbounds|nuw %29[%242] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %244 = llvm.load %243 : !llvm.ptr -> f32
          %245 = llvm.insertelement %244, %1[%0 : i32] : vector<4xf32>
          %246 = llvm.shufflevector %245, %1 [0, 0, 0, 0] : vector<4xf32>
          %247 = llvm.intr.fmuladd(%246, %102, %198) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %248 = llvm.add %144, %217 overflow<nsw, nuw> : i64
          %249 = llvm.getelementptr inbounds|nuw %29[%248] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %250 = llvm.load %249 : !llvm.ptr -> f32
          %251 = llvm.insertelement %250, %1[%0 : i32] : vector<4xf32>
          %252 = llvm.shufflevector %251, %1 [0, 0, 0, 0] : vector<4xf32>
          %253 = llvm.intr.fmuladd(%252, %102, %204) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %254 = llvm.add %152, %217 overflow<nsw, nuw> : i64
          %255 = llvm.getelementptr inbounds|nuw %29[%254] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %256 = llvm.load %255 : !llvm.ptr -> f32
          %257 = llvm.insertelement %256, %1[%0 : i32] : vector<4xf32>
          %258 = llvm.shufflevector %257, %1 [0, 0, 0, 0] : vector<4xf32>
          %259 = llvm.intr.fmuladd(%258, %102, %210) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %260 = llvm.add %160, %217 overflow<nsw, nuw> : i64
          %261 = llvm.getelementptr inbounds|nuw %29[%260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %262 = llvm.load %261 : !llvm.ptr -> f32
          %263 = llvm.insertelement %262, %1[%0 : i32] : vector<4xf32>
          %264 = llvm.shufflevector %263, %1 [0, 0, 0, 0] : vector<4xf32>
          %265 = llvm.intr.fmuladd(%264, %102, %216) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %266 = llvm.add %45, %17 : i64
          %267 = llvm.add %104, %266 overflow<nsw, nuw> : i64
          %268 = llvm.getelementptr inbounds|nuw %29[%267] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %269 = llvm.load %268 : !llvm.ptr -> f32
          %270 = llvm.insertelement %269, %1[%0 : i32] : vector<4xf32>
          %271 = llvm.shufflevector %270, %1 [0, 0, 0, 0] : vector<4xf32>
          %272 = llvm.intr.fmuladd(%271, %103, %223) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %273 = llvm.add %112, %266 overflow<nsw, nuw> : i64
          %274 = llvm.getelementptr inbounds|nuw %29[%273] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %275 = llvm.load %274 : !llvm.ptr -> f32
          %276 = llvm.insertelement %275, %1[%0 : i32] : vector<4xf32>
          %277 = llvm.shufflevector %276, %1 [0, 0, 0, 0] : vector<4xf32>
          %278 = llvm.intr.fmuladd(%277, %103, %229) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %279 = llvm.add %120, %266 overflow<nsw, nuw> : i64
          %280 = llvm.getelementptr inbounds|nuw %29[%279] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %281 = llvm.load %280 : !llvm.ptr -> f32
          %282 = llvm.insertelement %281, %1[%0 : i32] : vector<4xf32>
          %283 = llvm.shufflevector %282, %1 [0, 0, 0, 0] : vector<4xf32>
          %284 = llvm.intr.fmuladd(%283, %103, %235) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %285 = llvm.add %128, %266 overflow<nsw, nuw> : i64
          %286 = llvm.getelementptr inbounds|nuw %29[%285] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %287 = llvm.load %286 : !llvm.ptr -> f32
          %288 = llvm.insertelement %287, %1[%0 : i32] : vector<4xf32>
          %289 = llvm.shufflevector %288, %1 [0, 0, 0, 0] : vector<4xf32>
          %290 = llvm.intr.fmuladd(%289, %103, %241) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %291 = llvm.add %136, %266 overflow<nsw, nuw> : i64
          %292 = llvm.getelementptr inbounds|nuw %29[%291] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %293 = llvm.load %292 : !llvm.ptr -> f32
          %294 = llvm.insertelement %293, %1[%0 : i32] : vector<4xf32>
          %295 = llvm.shufflevector %294, %1 [0, 0, 0, 0] : vector<4xf32>
          %296 = llvm.intr.fmuladd(%295, %103, %247) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %297 = llvm.add %144, %266 overflow<nsw, nuw> : i64
          %298 = llvm.getelementptr inbounds|nuw %29[%297] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %299 = llvm.load %298 : !llvm.ptr -> f32
          %300 = llvm.insertelement %299, %1[%0 : i32] : vector<4xf32>
          %301 = llvm.shufflevector %300, %1 [0, 0, 0, 0] : vector<4xf32>
          %302 = llvm.intr.fmuladd(%301, %103, %253) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %303 = llvm.add %152, %266 overflow<nsw, nuw> : i64
          %304 = llvm.getelementptr inbounds|nuw %29[%303] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %305 = llvm.load %304 : !llvm.ptr -> f32
          %306 = llvm.insertelement %305, %1[%0 : i32] : vector<4xf32>
          %307 = llvm.shufflevector %306, %1 [0, 0, 0, 0] : vector<4xf32>
          %308 = llvm.intr.fmuladd(%307, %103, %259) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %309 = llvm.add %160, %266 overflow<nsw, nuw> : i64
          %310 = llvm.getelementptr inbounds|nuw %29[%309] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %311 = llvm.load %310 : !llvm.ptr -> f32
          %312 = llvm.insertelement %311, %1[%0 : i32] : vector<4xf32>
          %313 = llvm.shufflevector %312, %1 [0, 0, 0, 0] : vector<4xf32>
          %314 = llvm.intr.fmuladd(%313, %103, %265) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %315 = llvm.insertvalue %272, %12[0] : !llvm.array<8 x vector<4xf32>>
          %316 = llvm.insertvalue %278, %315[1] : !llvm.array<8 x vector<4xf32>>
          %317 = llvm.insertvalue %284, %316[2] : !llvm.array<8 x vector<4xf32>>
          %318 = llvm.insertvalue %290, %317[3] : !llvm.array<8 x vector<4xf32>>
          %319 = llvm.insertvalue %296, %318[4] : !llvm.array<8 x vector<4xf32>>
          %320 = llvm.insertvalue %302, %319[5] : !llvm.array<8 x vector<4xf32>>
          %321 = llvm.insertvalue %308, %320[6] : !llvm.array<8 x vector<4xf32>>
          %322 = llvm.insertvalue %314, %321[7] : !llvm.array<8 x vector<4xf32>>
          %323 = llvm.add %45, %23 : i64
          llvm.br ^bb2(%323, %322 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %324 = llvm.getelementptr %25[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %325 = llvm.load %324 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %326 = llvm.mul %20, %22 : i64
          %327 = llvm.add %326, %43 : i64
          %328 = llvm.getelementptr %38[%327] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %329 = llvm.load %328 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %330 = llvm.mul %19, %22 : i64
          %331 = llvm.add %330, %43 : i64
          %332 = llvm.getelementptr %38[%331] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %333 = llvm.load %332 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %334 = llvm.mul %18, %22 : i64
          %335 = llvm.add %334, %43 : i64
          %336 = llvm.getelementptr %38[%335] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %337 = llvm.load %336 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %338 = llvm.mul %17, %22 : i64
          %339 = llvm.add %338, %43 : i64
          %340 = llvm.getelementptr %38[%339] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %341 = llvm.load %340 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %342 = llvm.mul %23, %22 : i64
          %343 = llvm.add %342, %43 : i64
          %344 = llvm.getelementptr %38[%343] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %345 = llvm.load %344 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %346 = llvm.mul %16, %22 : i64
          %347 = llvm.add %346, %43 : i64
          %348 = llvm.getelementptr %38[%347] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %349 = llvm.load %348 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %350 = llvm.mul %15, %22 : i64
          %351 = llvm.add %350, %43 : i64
          %352 = llvm.getelementptr %38[%351] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %353 = llvm.load %352 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %354 = llvm.mul %14, %22 : i64
          %355 = llvm.add %354, %43 : i64
          %356 = llvm.getelementptr %38[%355] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %357 = llvm.load %356 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %358 = llvm.extractvalue %46[0] : !llvm.array<8 x vector<4xf32>>
          %359 = llvm.fadd %358, %325 fastmath<contract> : vector<4xf32>
          %360 = llvm.extractvalue %46[1] : !llvm.array<8 x vector<4xf32>>
          %361 = llvm.fadd %360, %325 fastmath<contract> : vector<4xf32>
          %362 = llvm.extractvalue %46[2] : !llvm.array<8 x vector<4xf32>>
          %363 = llvm.fadd %362, %325 fastmath<contract> : vector<4xf32>
          %364 = llvm.extractvalue %46[3] : !llvm.array<8 x vector<4xf32>>
          %365 = llvm.fadd %364, %325 fastmath<contract> : vector<4xf32>
          %366 = llvm.extractvalue %46[4] : !llvm.array<8 x vector<4xf32>>
          %367 = llvm.fadd %366, %325 fastmath<contract> : vector<4xf32>
          %368 = llvm.extractvalue %46[5] : !llvm.array<8 x vector<4xf32>>
          %369 = llvm.fadd %368, %325 fastmath<contract> : vector<4xf32>
          %370 = llvm.extractvalue %46[6] : !llvm.array<8 x vector<4xf32>>
          %371 = llvm.fadd %370, %325 fastmath<contract> : vector<4xf32>
          %372 = llvm.extractvalue %46[7] : !llvm.array<8 x vector<4xf32>>
          %373 = llvm.fadd %372, %325 fastmath<contract> : vector<4xf32>
          %374 = llvm.fadd %359, %329 fastmath<contract> : vector<4xf32>
          %375 = llvm.fadd %361, %333 fastmath<contract> : vector<4xf32>
          %376 = llvm.fadd %363, %337 fastmath<contract> : vector<4xf32>
          %377 = llvm.fadd %365, %341 fastmath<contract> : vector<4xf32>
          %378 = llvm.fadd %367, %345 fastmath<contract> : vector<4xf32>
          %379 = llvm.fadd %369, %349 fastmath<contract> : vector<4xf32>
          %380 = llvm.fadd %371, %353 fastmath<contract> : vector<4xf32>
          %381 = llvm.fadd %373, %357 fastmath<contract> : vector<4xf32>
          %382 = llvm.getelementptr %42[%327] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %374, %382 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %383 = llvm.getelementptr %42[%331] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %375, %383 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %384 = llvm.getelementptr %42[%335] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %376, %384 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %385 = llvm.getelementptr %42[%339] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %377, %385 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %386 = llvm.getelementptr %42[%343] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %378, %386 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %387 = llvm.getelementptr %42[%347] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %379, %387 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %388 = llvm.getelementptr %42[%351] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %380, %388 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %389 = llvm.getelementptr %42[%355] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %381, %389 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %390 = llvm.add %43, %23 : i64
          llvm.br ^bb1(%390 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_17 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_17_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32_0(dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_17_reduction_8x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.poison : vector<4xf32>
          %1 = llvm.mlir.constant(dense<1.000000e+00> : vector<1xf32>) : vector<1xf32>
          %2 = llvm.mlir.constant(0 : i32) : i32
          %3 = llvm.mlir.poison : vector<1xf32>
          %4 = llvm.mlir.constant(64 : i64) : i64
          %5 = llvm.mlir.constant(true) : i1
          %6 = llvm.mlir.addressof @__constant_32xf32_0 : !llvm.ptr
          %7 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
          %8 = llvm.mlir.constant(32 : i64) : i64
          %9 = llvm.mlir.constant(4 : i64) : i64
          %10 = llvm.mlir.constant(dense<0.000000e+00> : vector<1xf32>) : vector<1xf32>
          %11 = llvm.mlir.constant(dense<3.200000e+01> : vector<1xf32>) : vector<1xf32>
          %12 = llvm.mlir.constant(dense<9.99999996E-13> : vector<1xf32>) : vector<1xf32>
          %13 = llvm.mlir.constant(0 : i64) : i64
          %14 = llvm.getelementptr %7[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %15 = llvm.getelementptr %6[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %16 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %17 = llvm.extractvalue %16[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %18 = llvm.load %17 : !llvm.ptr -> !llvm.ptr
          %19 = llvm.getelementptr %18[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %5 ["align"(%19, %4 : !llvm.ptr, i64)] : i1
          %20 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %21 = llvm.extractvalue %20[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %22 = llvm.getelementptr %21[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %23 = llvm.load %22 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %5 ["align"(%23, %4 : !llvm.ptr, i64)] : i1
          %24 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %25 = llvm.extractvalue %24[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %26 = llvm.zext %25 : i32 to i64
          llvm.br ^bb1(%13, %10 : i64, vector<1xf32>)
        ^bb1(%27: i64, %28: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
          %29 = llvm.icmp "slt" %27, %8 : i64
          llvm.cond_br %29, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %30 = llvm.mul %26, %8 : i64
          %31 = llvm.add %30, %27 : i64
          %32 = llvm.getelementptr %19[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %33 = llvm.load %32 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %34 = llvm.extractelement %28[%13 : i64] : vector<1xf32>
          %35 = llvm.fmul %33, %33 fastmath<contract> : vector<4xf32>
          %36 = llvm.intr.vector.reduce.fadd(%34, %35) : (f32, vector<4xf32>) -> f32
          %37 = llvm.insertelement %36, %3[%2 : i32] : vector<1xf32>
          %38 = llvm.add %27, %9 : i64
          llvm.br ^bb1(%38, %37 : i64, vector<1xf32>)
        ^bb3:  // pred: ^bb1
          %39 = llvm.fdiv %28, %11 : vector<1xf32>
          %40 = llvm.fadd %39, %12 fastmath<contract> : vector<1xf32>
          %41 = llvm.intr.sqrt(%40) : (vector<1xf32>) -> vector<1xf32>
          %42 = llvm.fdiv %1, %41 : vector<1xf32>
          llvm.br ^bb4(%13 : i64)
        ^bb4(%43: i64):  // 2 preds: ^bb3, ^bb5
          %44 = llvm.icmp "slt" %43, %8 : i64
          llvm.cond_br %44, ^bb5, ^bb6
        ^bb5:  // pred: ^bb4
          %45 = llvm.mul %26, %8 : i64
          %46 = llvm.add %45, %43 : i64
          %47 = llvm.getelementptr %19[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %48 = llvm.load %47 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %49 = llvm.getelementptr %15[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %50 = llvm.load %49 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %51 = llvm.getelementptr %14[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %52 = llvm.load %51 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %53 = llvm.extractelement %42[%13 : i64] : vector<1xf32>
          %54 = llvm.insertelement %53, %0[%2 : i32] : vector<4xf32>
          %55 = llvm.shufflevector %54, %0 [0, 0, 0, 0] : vector<4xf32>
          %56 = llvm.fmul %48, %55 fastmath<contract> : vector<4xf32>
          %57 = llvm.fmul %56, %50 fastmath<contract> : vector<4xf32>
          %58 = llvm.fadd %57, %52 fastmath<contract> : vector<4xf32>
          %59 = llvm.getelementptr %23[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %58, %59 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %60 = llvm.add %43, %9 : i64
          llvm.br ^bb4(%60 : i64)
        ^bb6:  // pred: ^bb4
          llvm.return %2 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_20 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_20_matmul_8x32x32_f32 ordinal(0) layout(#pipeline_layout5) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_20_matmul_8x32x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %12 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
          %13 = llvm.mlir.poison : !llvm.array<8 x vector<4xf32>>
          %14 = llvm.mlir.poison : vector<32xf32>
          %15 = llvm.mlir.poison : vector<16xf32>
          %16 = llvm.mlir.constant(7 : i64) : i64
          %17 = llvm.mlir.constant(6 : i64) : i64
          %18 = llvm.mlir.constant(5 : i64) : i64
          %19 = llvm.mlir.constant(3 : i64) : i64
          %20 = llvm.mlir.constant(2 : i64) : i64
          %21 = llvm.mlir.constant(1 : i64) : i64
          %22 = llvm.mlir.constant(0 : i64) : i64
          %23 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %24 = llvm.mlir.constant(4 : i64) : i64
          %25 = llvm.mlir.constant(32 : i64) : i64
          %26 = llvm.getelementptr %12[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %27 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %28 = llvm.extractvalue %27[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %29 = llvm.load %28 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %10 ["align"(%29, %9 : !llvm.ptr, i64)] : i1
          %30 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %31 = llvm.extractvalue %30[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %32 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %33 = llvm.load %32 : !llvm.ptr -> !llvm.ptr
          %34 = llvm.getelementptr %33[30976] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%34, %9 : !llvm.ptr, i64)] : i1
          %35 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %36 = llvm.extractvalue %35[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %37 = llvm.getelementptr %36[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %38 = llvm.load %37 : !llvm.ptr -> !llvm.ptr
          %39 = llvm.getelementptr %38[3072] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%39, %9 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%22 : i64)
        ^bb1(%40: i64):  // 2 preds: ^bb0, ^bb4
          %41 = llvm.icmp "slt" %40, %25 : i64
          llvm.cond_br %41, ^bb2(%22, %23 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%42: i64, %43: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %44 = llvm.icmp "slt" %42, %25 : i64
          llvm.cond_br %44, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %45 = llvm.mul %40, %25 : i64
          %46 = llvm.add %45, %42 : i64
          %47 = llvm.getelementptr %34[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %48 = llvm.load %47 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %49 = llvm.add %40, %21 : i64
          %50 = llvm.mul %49, %25 : i64
          %51 = llvm.add %50, %42 : i64
          %52 = llvm.getelementptr %34[%51] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %53 = llvm.load %52 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %54 = llvm.add %40, %20 : i64
          %55 = llvm.mul %54, %25 : i64
          %56 = llvm.add %55, %42 : i64
          %57 = llvm.getelementptr %34[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %58 = llvm.load %57 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %59 = llvm.add %40, %19 : i64
          %60 = llvm.mul %59, %25 : i64
          %61 = llvm.add %60, %42 : i64
          %62 = llvm.getelementptr %34[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %63 = llvm.load %62 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %64 = llvm.extractelement %48[%22 : i64] : vector<4xf32>
          %65 = llvm.extractelement %48[%21 : i64] : vector<4xf32>
          %66 = llvm.extractelement %48[%20 : i64] : vector<4xf32>
          %67 = llvm.extractelement %48[%19 : i64] : vector<4xf32>
          %68 = llvm.extractelement %53[%22 : i64] : vector<4xf32>
          %69 = llvm.extractelement %53[%21 : i64] : vector<4xf32>
          %70 = llvm.extractelement %53[%20 : i64] : vector<4xf32>
          %71 = llvm.extractelement %53[%19 : i64] : vector<4xf32>
          %72 = llvm.extractelement %58[%22 : i64] : vector<4xf32>
          %73 = llvm.extractelement %58[%21 : i64] : vector<4xf32>
          %74 = llvm.extractelement %58[%20 : i64] : vector<4xf32>
          %75 = llvm.extractelement %58[%19 : i64] : vector<4xf32>
          %76 = llvm.extractelement %63[%22 : i64] : vector<4xf32>
          %77 = llvm.extractelement %63[%21 : i64] : vector<4xf32>
          %78 = llvm.extractelement %63[%20 : i64] : vector<4xf32>
          %79 = llvm.extractelement %63[%19 : i64] : vector<4xf32>
          %80 = llvm.insertelement %64, %15[%22 : i64] : vector<16xf32>
          %81 = llvm.insertelement %65, %80[%21 : i64] : vector<16xf32>
          %82 = llvm.insertelement %66, %81[%20 : i64] : vector<16xf32>
          %83 = llvm.insertelement %67, %82[%19 : i64] : vector<16xf32>
          %84 = llvm.insertelement %68, %83[%24 : i64] : vector<16xf32>
          %85 = llvm.insertelement %69, %84[%18 : i64] : vector<16xf32>
          %86 = llvm.insertelement %70, %85[%17 : i64] : vector<16xf32>
          %87 = llvm.insertelement %71, %86[%16 : i64] : vector<16xf32>
          %88 = llvm.insertelement %72, %87[%11 : i64] : vector<16xf32>
          %89 = llvm.insertelement %73, %88[%8 : i64] : vector<16xf32>
          %90 = llvm.insertelement %74, %89[%7 : i64] : vector<16xf32>
          %91 = llvm.insertelement %75, %90[%6 : i64] : vector<16xf32>
          %92 = llvm.insertelement %76, %91[%5 : i64] : vector<16xf32>
          %93 = llvm.insertelement %77, %92[%4 : i64] : vector<16xf32>
          %94 = llvm.insertelement %78, %93[%3 : i64] : vector<16xf32>
          %95 = llvm.insertelement %79, %94[%2 : i64] : vector<16xf32>
          %96 = llvm.shufflevector %95, %15 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %97 = llvm.shufflevector %96, %96 [0, 1, 2, 3] : vector<16xf32>
          %98 = llvm.shufflevector %96, %96 [4, 5, 6, 7] : vector<16xf32>
          %99 = llvm.shufflevector %96, %96 [8, 9, 10, 11] : vector<16xf32>
          %100 = llvm.shufflevector %96, %96 [12, 13, 14, 15] : vector<16xf32>
          %101 = llvm.mul %22, %25 overflow<nsw, nuw> : i64
          %102 = llvm.add %101, %42 overflow<nsw, nuw> : i64
          %103 = llvm.getelementptr inbounds|nuw %29[%102] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %104 = llvm.load %103 : !llvm.ptr -> f32
          %105 = llvm.insertelement %104, %1[%0 : i32] : vector<4xf32>
          %106 = llvm.shufflevector %105, %1 [0, 0, 0, 0] : vector<4xf32>
          %107 = llvm.extractvalue %43[0] : !llvm.array<8 x vector<4xf32>>
          %108 = llvm.intr.fmuladd(%106, %97, %107) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %109 = llvm.mul %21, %25 overflow<nsw, nuw> : i64
          %110 = llvm.add %109, %42 overflow<nsw, nuw> : i64
          %111 = llvm.getelementptr inbounds|nuw %29[%110] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %112 = llvm.load %111 : !llvm.ptr -> f32
          %113 = llvm.insertelement %112, %1[%0 : i32] : vector<4xf32>
          %114 = llvm.shufflevector %113, %1 [0, 0, 0, 0] : vector<4xf32>
          %115 = llvm.extractvalue %43[1] : !llvm.array<8 x vector<4xf32>>
          %116 = llvm.intr.fmuladd(%114, %97, %115) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %117 = llvm.mul %20, %25 overflow<nsw, nuw> : i64
          %118 = llvm.add %117, %42 overflow<nsw, nuw> : i64
          %119 = llvm.getelementptr inbounds|nuw %29[%118] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %120 = llvm.load %119 : !llvm.ptr -> f32
          %121 = llvm.insertelement %120, %1[%0 : i32] : vector<4xf32>
          %122 = llvm.shufflevector %121, %1 [0, 0, 0, 0] : vector<4xf32>
          %123 = llvm.extractvalue %43[2] : !llvm.array<8 x vector<4xf32>>
          %124 = llvm.intr.fmuladd(%122, %97, %123) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %125 = llvm.mul %19, %25 overflow<nsw, nuw> : i64
          %126 = llvm.add %125, %42 overflow<nsw, nuw> : i64
          %127 = llvm.getelementptr inbounds|nuw %29[%126] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %128 = llvm.load %127 : !llvm.ptr -> f32
          %129 = llvm.insertelement %128, %1[%0 : i32] : vector<4xf32>
          %130 = llvm.shufflevector %129, %1 [0, 0, 0, 0] : vector<4xf32>
          %131 = llvm.extractvalue %43[3] : !llvm.array<8 x vector<4xf32>>
          %132 = llvm.intr.fmuladd(%130, %97, %131) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %133 = llvm.mul %24, %25 overflow<nsw, nuw> : i64
          %134 = llvm.add %133, %42 overflow<nsw, nuw> : i64
          %135 = llvm.getelementptr inbounds|nuw %29[%134] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %136 = llvm.load %135 : !llvm.ptr -> f32
          %137 = llvm.insertelement %136, %1[%0 : i32] : vector<4xf32>
          %138 = llvm.shufflevector %137, %1 [0, 0, 0, 0] : vector<4xf32>
          %139 = llvm.extractvalue %43[4] : !llvm.array<8 x vector<4xf32>>
          %140 = llvm.intr.fmuladd(%138, %97, %139) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %141 = llvm.mul %18, %25 overflow<nsw, nuw> : i64
          %142 = llvm.add %141, %42 overflow<nsw, nuw> : i64
          %143 = llvm.getelementptr inbounds|nuw %29[%142] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %144 = llvm.load %143 : !llvm.ptr -> f32
          %145 = llvm.insertelement %144, %1[%0 : i32] : vector<4xf32>
          %146 = llvm.shufflevector %145, %1 [0, 0, 0, 0] : vector<4xf32>
          %147 = llvm.extractvalue %43[5] : !llvm.array<8 x vector<4xf32>>
          %148 = llvm.intr.fmuladd(%146, %97, %147) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %149 = llvm.mul %17, %25 overflow<nsw, nuw> : i64
          %150 = llvm.add %149, %42 overflow<nsw, nuw> : i64
          %151 = llvm.getelementptr inbounds|nuw %29[%150] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %152 = llvm.load %151 : !llvm.ptr -> f32
          %153 = llvm.insertelement %152, %1[%0 : i32] : vector<4xf32>
          %154 = llvm.shufflevector %153, %1 [0, 0, 0, 0] : vector<4xf32>
          %155 = llvm.extractvalue %43[6] : !llvm.array<8 x vector<4xf32>>
          %156 = llvm.intr.fmuladd(%154, %97, %155) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %157 = llvm.mul %16, %25 overflow<nsw, nuw> : i64
          %158 = llvm.add %157, %42 overflow<nsw, nuw> : i64
          %159 = llvm.getelementptr inbounds|nuw %29[%158] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %160 = llvm.load %159 : !llvm.ptr -> f32
          %161 = llvm.insertelement %160, %1[%0 : i32] : vector<4xf32>
          %162 = llvm.shufflevector %161, %1 [0, 0, 0, 0] : vector<4xf32>
          %163 = llvm.extractvalue %43[7] : !llvm.array<8 x vector<4xf32>>
          %164 = llvm.intr.fmuladd(%162, %97, %163) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %165 = llvm.add %42, %21 : i64
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
          %214 = llvm.add %42, %20 : i64
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
          %263 = llvm.add %42, %19 : i64
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
          %312 = llvm.insertvalue %269, %13[0] : !llvm.array<8 x vector<4xf32>>
          %313 = llvm.insertvalue %275, %312[1] : !llvm.array<8 x vector<4xf32>>
          %314 = llvm.insertvalue %281, %313[2] : !llvm.array<8 x vector<4xf32>>
          %315 = llvm.insertvalue %287, %314[3] : !llvm.array<8 x vector<4xf32>>
          %316 = llvm.insertvalue %293, %315[4] : !llvm.array<8 x vector<4xf32>>
          %317 = llvm.insertvalue %299, %316[5] : !llvm.array<8 x vector<4xf32>>
          %318 = llvm.insertvalue %305, %317[6] : !llvm.array<8 x vector<4xf32>>
          %319 = llvm.insertvalue %311, %318[7] : !llvm.array<8 x vector<4xf32>>
          %320 = llvm.add %42, %24 : i64
          llvm.br ^bb2(%320, %319 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %321 = llvm.getelementptr %26[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %322 = llvm.load %321 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %323 = llvm.extractvalue %43[0] : !llvm.array<8 x vector<4xf32>>
          %324 = llvm.fadd %323, %322 fastmath<contract> : vector<4xf32>
          %325 = llvm.extractvalue %43[1] : !llvm.array<8 x vector<4xf32>>
          %326 = llvm.fadd %325, %322 fastmath<contract> : vector<4xf32>
          %327 = llvm.extractvalue %43[2] : !llvm.array<8 x vector<4xf32>>
          %328 = llvm.fadd %327, %322 fastmath<contract> : vector<4xf32>
          %329 = llvm.extractvalue %43[3] : !llvm.array<8 x vector<4xf32>>
          %330 = llvm.fadd %329, %322 fastmath<contract> : vector<4xf32>
          %331 = llvm.extractvalue %43[4] : !llvm.array<8 x vector<4xf32>>
          %332 = llvm.fadd %331, %322 fastmath<contract> : vector<4xf32>
          %333 = llvm.extractvalue %43[5] : !llvm.array<8 x vector<4xf32>>
          %334 = llvm.fadd %333, %322 fastmath<contract> : vector<4xf32>
          %335 = llvm.extractvalue %43[6] : !llvm.array<8 x vector<4xf32>>
          %336 = llvm.fadd %335, %322 fastmath<contract> : vector<4xf32>
          %337 = llvm.extractvalue %43[7] : !llvm.array<8 x vector<4xf32>>
          %338 = llvm.fadd %337, %322 fastmath<contract> : vector<4xf32>
          %339 = llvm.shufflevector %324, %324 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %340 = llvm.shufflevector %339, %14 [0, 1, 2, 3, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1] : vector<32xf32>
          %341 = llvm.shufflevector %326, %326 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %342 = llvm.shufflevector %341, %340 [32, 33, 34, 35, 0, 1, 2, 3, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32>
          %343 = llvm.shufflevector %328, %328 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %344 = llvm.shufflevector %343, %342 [32, 33, 34, 35, 36, 37, 38, 39, 0, 1, 2, 3, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32>
          %345 = llvm.shufflevector %330, %330 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %346 = llvm.shufflevector %345, %344 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 0, 1, 2, 3, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32>
          %347 = llvm.shufflevector %332, %332 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %348 = llvm.shufflevector %347, %346 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 0, 1, 2, 3, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32>
          %349 = llvm.shufflevector %334, %334 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %350 = llvm.shufflevector %349, %348 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 0, 1, 2, 3, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32>
          %351 = llvm.shufflevector %336, %336 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %352 = llvm.shufflevector %351, %350 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 0, 1, 2, 3, 60, 61, 62, 63] : vector<32xf32>
          %353 = llvm.shufflevector %338, %338 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %354 = llvm.shufflevector %353, %352 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 0, 1, 2, 3] : vector<32xf32>
          %355 = llvm.shufflevector %354, %14 [0, 4, 8, 12, 16, 20, 24, 28, 1, 5, 9, 13, 17, 21, 25, 29, 2, 6, 10, 14, 18, 22, 26, 30, 3, 7, 11, 15, 19, 23, 27, 31] : vector<32xf32>
          %356 = llvm.shufflevector %355, %355 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xf32>
          %357 = llvm.shufflevector %355, %355 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xf32>
          %358 = llvm.shufflevector %355, %355 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xf32>
          %359 = llvm.shufflevector %355, %355 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xf32>
          %360 = llvm.mul %40, %11 : i64
          %361 = llvm.add %360, %22 : i64
          %362 = llvm.getelementptr %39[%361] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %356, %362 <alignment = 4> : vector<8xf32>, !llvm.ptr
          %363 = llvm.add %40, %21 : i64
          %364 = llvm.mul %363, %11 : i64
          %365 = llvm.add %364, %22 : i64
          %366 = llvm.getelementptr %39[%365] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %357, %366 <alignment = 4> : vector<8xf32>, !llvm.ptr
          %367 = llvm.add %40, %20 : i64
          %368 = llvm.mul %367, %11 : i64
          %369 = llvm.add %368, %22 : i64
          %370 = llvm.getelementptr %39[%369] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %358, %370 <alignment = 4> : vector<8xf32>, !llvm.ptr
          %371 = llvm.add %40, %19 : i64
          %372 = llvm.mul %371, %11 : i64
          %373 = llvm.add %372, %22 : i64
          %374 = llvm.getelementptr %39[%373] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %359, %374 <alignment = 4> : vector<8xf32>, !llvm.ptr
          %375 = llvm.add %40, %24 : i64
          llvm.br ^bb1(%375 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_26 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_26_matmul_8x32x32_f32 ordinal(0) layout(#pipeline_layout5) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_14> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_26_matmul_8x32x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %12 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
          %13 = llvm.mlir.poison : !llvm.array<8 x vector<4xf32>>
          %14 = llvm.mlir.poison : vector<16xf32>
          %15 = llvm.mlir.constant(7 : i64) : i64
          %16 = llvm.mlir.constant(6 : i64) : i64
          %17 = llvm.mlir.constant(5 : i64) : i64
          %18 = llvm.mlir.constant(3 : i64) : i64
          %19 = llvm.mlir.constant(2 : i64) : i64
          %20 = llvm.mlir.constant(1 : i64) : i64
          %21 = llvm.mlir.constant(0 : i64) : i64
          %22 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %23 = llvm.mlir.constant(4 : i64) : i64
          %24 = llvm.mlir.constant(32 : i64) : i64
          %25 = llvm.getelementptr %12[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %26 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %27 = llvm.extractvalue %26[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %28 = llvm.load %27 : !llvm.ptr -> !llvm.ptr
          %29 = llvm.getelementptr %28[2560] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%29, %9 : !llvm.ptr, i64)] : i1
          %30 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %31 = llvm.extractvalue %30[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %32 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %33 = llvm.load %32 : !llvm.ptr -> !llvm.ptr
          %34 = llvm.getelementptr %33[22656] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%34, %9 : !llvm.ptr, i64)] : i1
          %35 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %36 = llvm.extractvalue %35[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %37 = llvm.load %36 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %10 ["align"(%37, %9 : !llvm.ptr, i64)] : i1
          %38 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %39 = llvm.extractvalue %38[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %40 = llvm.getelementptr %39[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %41 = llvm.load %40 : !llvm.ptr -> !llvm.ptr
          %42 = llvm.getelementptr %41[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%42, %9 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%21 : i64)
        ^bb1(%43: i64):  // 2 preds: ^bb0, ^bb4
          %44 = llvm.icmp "slt" %43, %24 : i64
          llvm.cond_br %44, ^bb2(%21, %22 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%45: i64, %46: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %47 = llvm.icmp "slt" %45, %24 : i64
          llvm.cond_br %47, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %48 = llvm.mul %43, %24 : i64
          %49 = llvm.add %48, %45 : i64
          %50 = llvm.getelementptr %34[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %51 = llvm.load %50 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %52 = llvm.add %43, %20 : i64
          %53 = llvm.mul %52, %24 : i64
          %54 = llvm.add %53, %45 : i64
          %55 = llvm.getelementptr %34[%54] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %56 = llvm.load %55 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %57 = llvm.add %43, %19 : i64
          %58 = llvm.mul %57, %24 : i64
          %59 = llvm.add %58, %45 : i64
          %60 = llvm.getelementptr %34[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %61 = llvm.load %60 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %62 = llvm.add %43, %18 : i64
          %63 = llvm.mul %62, %24 : i64
          %64 = llvm.add %63, %45 : i64
          %65 = llvm.getelementptr %34[%64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %66 = llvm.load %65 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %67 = llvm.extractelement %51[%21 : i64] : vector<4xf32>
          %68 = llvm.extractelement %51[%20 : i64] : vector<4xf32>
          %69 = llvm.extractelement %51[%19 : i64] : vector<4xf32>
          %70 = llvm.extractelement %51[%18 : i64] : vector<4xf32>
          %71 = llvm.extractelement %56[%21 : i64] : vector<4xf32>
          %72 = llvm.extractelement %56[%20 : i64] : vector<4xf32>
          %73 = llvm.extractelement %56[%19 : i64] : vector<4xf32>
          %74 = llvm.extractelement %56[%18 : i64] : vector<4xf32>
          %75 = llvm.extractelement %61[%21 : i64] : vector<4xf32>
          %76 = llvm.extractelement %61[%20 : i64] : vector<4xf32>
          %77 = llvm.extractelement %61[%19 : i64] : vector<4xf32>
          %78 = llvm.extractelement %61[%18 : i64] : vector<4xf32>
          %79 = llvm.extractelement %66[%21 : i64] : vector<4xf32>
          %80 = llvm.extractelement %66[%20 : i64] : vector<4xf32>
          %81 = llvm.extractelement %66[%19 : i64] : vector<4xf32>
          %82 = llvm.extractelement %66[%18 : i64] : vector<4xf32>
          %83 = llvm.insertelement %67, %14[%21 : i64] : vector<16xf32>
          %84 = llvm.insertelement %68, %83[%20 : i64] : vector<16xf32>
          %85 = llvm.insertelement %69, %84[%19 : i64] : vector<16xf32>
          %86 = llvm.insertelement %70, %85[%18 : i64] : vector<16xf32>
          %87 = llvm.insertelement %71, %86[%23 : i64] : vector<16xf32>
          %88 = llvm.insertelement %72, %87[%17 : i64] : vector<16xf32>
          %89 = llvm.insertelement %73, %88[%16 : i64] : vector<16xf32>
          %90 = llvm.insertelement %74, %89[%15 : i64] : vector<16xf32>
          %91 = llvm.insertelement %75, %90[%11 : i64] : vector<16xf32>
          %92 = llvm.insertelement %76, %91[%8 : i64] : vector<16xf32>
          %93 = llvm.insertelement %77, %92[%7 : i64] : vector<16xf32>
          %94 = llvm.insertelement %78, %93[%6 : i64] : vector<16xf32>
          %95 = llvm.insertelement %79, %94[%5 : i64] : vector<16xf32>
          %96 = llvm.insertelement %80, %95[%4 : i64] : vector<16xf32>
          %97 = llvm.insertelement %81, %96[%3 : i64] : vector<16xf32>
          %98 = llvm.insertelement %82, %97[%2 : i64] : vector<16xf32>
          %99 = llvm.shufflevector %98, %14 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %100 = llvm.shufflevector %99, %99 [0, 1, 2, 3] : vector<16xf32>
          %101 = llvm.shufflevector %99, %99 [4, 5, 6, 7] : vector<16xf32>
          %102 = llvm.shufflevector %99, %99 [8, 9, 10, 11] : vector<16xf32>
          %103 = llvm.shufflevector %99, %99 [12, 13, 14, 15] : vector<16xf32>
          %104 = llvm.mul %21, %24 overflow<nsw, nuw> : i64
          %105 = llvm.add %104, %45 overflow<nsw, nuw> : i64
          %106 = llvm.getelementptr inbounds|nuw %29[%105] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %107 = llvm.load %106 : !llvm.ptr -> f32
          %108 = llvm.insertelement %107, %1[%0 : i32] : vector<4xf32>
          %109 = llvm.shufflevector %108, %1 [0, 0, 0, 0] : vector<4xf32>
          %110 = llvm.extractvalue %46[0] : !llvm.array<8 x vector<4xf32>>
          %111 = llvm.intr.fmuladd(%109, %100, %110) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %112 = llvm.mul %20, %24 overflow<nsw, nuw> : i64
          %113 = llvm.add %112, %45 overflow<nsw, nuw> : i64
          %114 = llvm.getelementptr inbounds|nuw %29[%113] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %115 = llvm.load %114 : !llvm.ptr -> f32
          %116 = llvm.insertelement %115, %1[%0 : i32] : vector<4xf32>
          %117 = llvm.shufflevector %116, %1 [0, 0, 0, 0] : vector<4xf32>
          %118 = llvm.extractvalue %46[1] : !llvm.array<8 x vector<4xf32>>
          %119 = llvm.intr.fmuladd(%117, %100, %118) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %120 = llvm.mul %19, %24 overflow<nsw, nuw> : i64
          %121 = llvm.add %120, %45 overflow<nsw, nuw> : i64
          %122 = llvm.getelementptr inbounds|nuw %29[%121] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %123 = llvm.load %122 : !llvm.ptr -> f32
          %124 = llvm.insertelement %123, %1[%0 : i32] : vector<4xf32>
          %125 = llvm.shufflevector %124, %1 [0, 0, 0, 0] : vector<4xf32>
          %126 = llvm.extractvalue %46[2] : !llvm.array<8 x vector<4xf32>>
          %127 = llvm.intr.fmuladd(%125, %100, %126) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %128 = llvm.mul %18, %24 overflow<nsw, nuw> : i64
          %129 = llvm.add %128, %45 overflow<nsw, nuw> : i64
          %130 = llvm.getelementptr inbounds|nuw %29[%129] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %131 = llvm.load %130 : !llvm.ptr -> f32
          %132 = llvm.insertelement %131, %1[%0 : i32] : vector<4xf32>
          %133 = llvm.shufflevector %132, %1 [0, 0, 0, 0] : vector<4xf32>
          %134 = llvm.extractvalue %46[3] : !llvm.array<8 x vector<4xf32>>
          %135 = llvm.intr.fmuladd(%133, %100, %134) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %136 = llvm.mul %23, %24 overflow<nsw, nuw> : i64
          %137 = llvm.add %136, %45 overflow<nsw, nuw> : i64
          %138 = llvm.getelementptr inbounds|nuw %29[%137] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %139 = llvm.load %138 : !llvm.ptr -> f32
          %140 = llvm.insertelement %139, %1[%0 : i32] : vector<4xf32>
          %141 = llvm.shufflevector %140, %1 [0, 0, 0, 0] : vector<4xf32>
          %142 = llvm.extractvalue %46[4] : !llvm.array<8 x vector<4xf32>>
          %143 = llvm.intr.fmuladd(%141, %100, %142) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %144 = llvm.mul %17, %24 overflow<nsw, nuw> : i64
          %145 = llvm.add %144, %45 overflow<nsw, nuw> : i64
          %146 = llvm.getelementptr inbounds|nuw %29[%145] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %147 = llvm.load %146 : !llvm.ptr -> f32
          %148 = llvm.insertelement %147, %1[%0 : i32] : vector<4xf32>
          %149 = llvm.shufflevector %148, %1 [0, 0, 0, 0] : vector<4xf32>
          %150 = llvm.extractvalue %46[5] : !llvm.array<8 x vector<4xf32>>
          %151 = llvm.intr.fmuladd(%149, %100, %150) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %152 = llvm.mul %16, %24 overflow<nsw, nuw> : i64
          %153 = llvm.add %152, %45 overflow<nsw, nuw> : i64
          %154 = llvm.getelementptr inbounds|nuw %29[%153] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %155 = llvm.load %154 : !llvm.ptr -> f32
          %156 = llvm.insertelement %155, %1[%0 : i32] : vector<4xf32>
          %157 = llvm.shufflevector %156, %1 [0, 0, 0, 0] : vector<4xf32>
          %158 = llvm.extractvalue %46[6] : !llvm.array<8 x vector<4xf32>>
          %159 = llvm.intr.fmuladd(%157, %100, %158) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %160 = llvm.mul %15, %24 overflow<nsw, nuw> : i64
          %161 = llvm.add %160, %45 overflow<nsw, nuw> : i64
          %162 = llvm.getelementptr inbounds|nuw %29[%161] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %163 = llvm.load %162 : !llvm.ptr -> f32
          %164 = llvm.insertelement %163, %1[%0 : i32] : vector<4xf32>
          %165 = llvm.shufflevector %164, %1 [0, 0, 0, 0] : vector<4xf32>
          %166 = llvm.extractvalue %46[7] : !llvm.array<8 x vector<4xf32>>
          %167 = llvm.intr.fmuladd(%165, %100, %166) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %168 = llvm.add %45, %20 : i64
          %169 = llvm.add %104, %168 overflow<nsw, nuw> : i64
          %170 = llvm.getelementptr inbounds|nuw %29[%169] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %171 = llvm.load %170 : !llvm.ptr -> f32
          %172 = llvm.insertelement %171, %1[%0 : i32] : vector<4xf32>
          %173 = llvm.shufflevector %172, %1 [0, 0, 0, 0] : vector<4xf32>
          %174 = llvm.intr.fmuladd(%173, %101, %111) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %175 = llvm.add %112, %168 overflow<nsw, nuw> : i64
          %176 = llvm.getelementptr inbounds|nuw %29[%175] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %177 = llvm.load %176 : !llvm.ptr -> f32
          %178 = llvm.insertelement %177, %1[%0 : i32] : vector<4xf32>
          %179 = llvm.shufflevector %178, %1 [0, 0, 0, 0] : vector<4xf32>
          %180 = llvm.intr.fmuladd(%179, %101, %119) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %181 = llvm.add %120, %168 overflow<nsw, nuw> : i64
          %182 = llvm.getelementptr inbounds|nuw %29[%181] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %183 = llvm.load %182 : !llvm.ptr -> f32
          %184 = llvm.insertelement %183, %1[%0 : i32] : vector<4xf32>
          %185 = llvm.shufflevector %184, %1 [0, 0, 0, 0] : vector<4xf32>
          %186 = llvm.intr.fmuladd(%185, %101, %127) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %187 = llvm.add %128, %168 overflow<nsw, nuw> : i64
          %188 = llvm.getelementptr inbounds|nuw %29[%187] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %189 = llvm.load %188 : !llvm.ptr -> f32
          %190 = llvm.insertelement %189, %1[%0 : i32] : vector<4xf32>
          %191 = llvm.shufflevector %190, %1 [0, 0, 0, 0] : vector<4xf32>
          %192 = llvm.intr.fmuladd(%191, %101, %135) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %193 = llvm.add %136, %168 overflow<nsw, nuw> : i64
          %194 = llvm.getelementptr inbounds|nuw %29[%193] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %195 = llvm.load %194 : !llvm.ptr -> f32
          %196 = llvm.insertelement %195, %1[%0 : i32] : vector<4xf32>
          %197 = llvm.shufflevector %196, %1 [0, 0, 0, 0] : vector<4xf32>
          %198 = llvm.intr.fmuladd(%197, %101, %143) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %199 = llvm.add %144, %168 overflow<nsw, nuw> : i64
          %200 = llvm.getelementptr inbounds|nuw %29[%199] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %201 = llvm.load %200 : !llvm.ptr -> f32
          %202 = llvm.insertelement %201, %1[%0 : i32] : vector<4xf32>
          %203 = llvm.shufflevector %202, %1 [0, 0, 0, 0] : vector<4xf32>
          %204 = llvm.intr.fmuladd(%203, %101, %151) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %205 = llvm.add %152, %168 overflow<nsw, nuw> : i64
          %206 = llvm.getelementptr inbounds|nuw %29[%205] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %207 = llvm.load %206 : !llvm.ptr -> f32
          %208 = llvm.insertelement %207, %1[%0 : i32] : vector<4xf32>
          %209 = llvm.shufflevector %208, %1 [0, 0, 0, 0] : vector<4xf32>
          %210 = llvm.intr.fmuladd(%209, %101, %159) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %211 = llvm.add %160, %168 overflow<nsw, nuw> : i64
          %212 = llvm.getelementptr inbounds|nuw %29[%211] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %213 = llvm.load %212 : !llvm.ptr -> f32
          %214 = llvm.insertelement %213, %1[%0 : i32] : vector<4xf32>
          %215 = llvm.shufflevector %214, %1 [0, 0, 0, 0] : vector<4xf32>
          %216 = llvm.intr.fmuladd(%215, %101, %167) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %217 = llvm.add %45, %19 : i64
          %218 = llvm.add %104, %217 overflow<nsw, nuw> : i64
          %219 = llvm.getelementptr inbounds|nuw %29[%218] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %220 = llvm.load %219 : !llvm.ptr -> f32
          %221 = llvm.insertelement %220, %1[%0 : i32] : vector<4xf32>
          %222 = llvm.shufflevector %221, %1 [0, 0, 0, 0] : vector<4xf32>
          %223 = llvm.intr.fmuladd(%222, %102, %174) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %224 = llvm.add %112, %217 overflow<nsw, nuw> : i64
          %225 = llvm.getelementptr inbounds|nuw %29[%224] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %226 = llvm.load %225 : !llvm.ptr -> f32
          %227 = llvm.insertelement %226, %1[%0 : i32] : vector<4xf32>
          %228 = llvm.shufflevector %227, %1 [0, 0, 0, 0] : vector<4xf32>
          %229 = llvm.intr.fmuladd(%228, %102, %180) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %230 = llvm.add %120, %217 overflow<nsw, nuw> : i64
          %231 = llvm.getelementptr inbounds|nuw %29[%230] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %232 = llvm.load %231 : !llvm.ptr -> f32
          %233 = llvm.insertelement %232, %1[%0 : i32] : vector<4xf32>
          %234 = llvm.shufflevector %233, %1 [0, 0, 0, 0] : vector<4xf32>
          %235 = llvm.intr.fmuladd(%234, %102, %186) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %236 = llvm.add %128, %217 overflow<nsw, nuw> : i64
          %237 = llvm.getelementptr inbounds|nuw %29[%236] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %238 = llvm.load %237 : !llvm.ptr -> f32
          %239 = llvm.insertelement %238, %1[%0 : i32] : vector<4xf32>
          %240 = llvm.shufflevector %239, %1 [0, 0, 0, 0] : vector<4xf32>
          %241 = llvm.intr.fmuladd(%240, %102, %192) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %242 = llvm.add %136, %217 overflow<nsw, nuw> : i64
          %243 = llvm.getelementptr inbounds|nuw %29[%242] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %244 = llvm.load %243 : !llvm.ptr -> f32
          %245 = llvm.insertelement %244, %1[%0 : i32] : vector<4xf32>
          %246 = llvm.shufflevector %245, %1 [0, 0, 0, 0] : vector<4xf32>
          %247 = llvm.intr.fmuladd(%246, %102, %198) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %248 = llvm.add %144, %217 overflow<nsw, nuw> : i64
          %249 = llvm.getelementptr inbounds|nuw %29[%248] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %250 = llvm.load %249 : !llvm.ptr -> f32
          %251 = llvm.insertelement %250, %1[%0 : i32] : vector<4xf32>
          %252 = llvm.shufflevector %251, %1 [0, 0, 0, 0] : vector<4xf32>
          %253 = llvm.intr.fmuladd(%252, %102, %204) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %254 = llvm.add %152, %217 overflow<nsw, nuw> : i64
          %255 = llvm.getelementptr inbounds|nuw %29[%254] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %256 = llvm.load %255 : !llvm.ptr -> f32
          %257 = llvm.insertelement %256, %1[%0 : i32] : vector<4xf32>
          %258 = llvm.shufflevector %257, %1 [0, 0, 0, 0] : vector<4xf32>
          %259 = llvm.intr.fmuladd(%258, %102, %210) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %260 = llvm.add %160, %217 overflow<nsw, nuw> : i64
          %261 = llvm.getelementptr inbounds|nuw %29[%260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %262 = llvm.load %261 : !llvm.ptr -> f32
          %263 = llvm.insertelement %262, %1[%0 : i32] : vector<4xf32>
          %264 = llvm.shufflevector %263, %1 [0, 0, 0, 0] : vector<4xf32>
          %265 = llvm.intr.fmuladd(%264, %102, %216) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %266 = llvm.add %45, %18 : i64
          %267 = llvm.add %104, %266 overflow<nsw, nuw> : i64
          %268 = llvm.getelementptr inbounds|nuw %29[%267] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %269 = llvm.load %268 : !llvm.ptr -> f32
          %270 = llvm.insertelement %269, %1[%0 : i32] : vector<4xf32>
          %271 = llvm.shufflevector %270, %1 [0, 0, 0, 0] : vector<4xf32>
          %272 = llvm.intr.fmuladd(%271, %103, %223) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %273 = llvm.add %112, %266 overflow<nsw, nuw> : i64
          %274 = llvm.getelementptr inbounds|nuw %29[%273] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %275 = llvm.load %274 : !llvm.ptr -> f32
          %276 = llvm.insertelement %275, %1[%0 : i32] : vector<4xf32>
          %277 = llvm.shufflevector %276, %1 [0, 0, 0, 0] : vector<4xf32>
          %278 = llvm.intr.fmuladd(%277, %103, %229) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %279 = llvm.add %120, %266 overflow<nsw, nuw> : i64
          %280 = llvm.getelementptr inbounds|nuw %29[%279] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %281 = llvm.load %280 : !llvm.ptr -> f32
          %282 = llvm.insertelement %281, %1[%0 : i32] : vector<4xf32>
          %283 = llvm.shufflevector %282, %1 [0, 0, 0, 0] : vector<4xf32>
          %284 = llvm.intr.fmuladd(%283, %103, %235) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %285 = llvm.add %128, %266 overflow<nsw, nuw> : i64
          %286 = llvm.getelementptr inbounds|nuw %29[%285] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %287 = llvm.load %286 : !llvm.ptr -> f32
          %288 = llvm.insertelement %287, %1[%0 : i32] : vector<4xf32>
          %289 = llvm.shufflevector %288, %1 [0, 0, 0, 0] : vector<4xf32>
          %290 = llvm.intr.fmuladd(%289, %103, %241) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %291 = llvm.add %136, %266 overflow<nsw, nuw> : i64
          %292 = llvm.getelementptr inbounds|nuw %29[%291] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %293 = llvm.load %292 : !llvm.ptr -> f32
          %294 = llvm.insertelement %293, %1[%0 : i32] : vector<4xf32>
          %295 = llvm.shufflevector %294, %1 [0, 0, 0, 0] : vector<4xf32>
          %296 = llvm.intr.fmuladd(%295, %103, %247) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %297 = llvm.add %144, %266 overflow<nsw, nuw> : i64
          %298 = llvm.getelementptr inbounds|nuw %29[%297] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %299 = llvm.load %298 : !llvm.ptr -> f32
          %300 = llvm.insertelement %299, %1[%0 : i32] : vector<4xf32>
          %301 = llvm.shufflevector %300, %1 [0, 0, 0, 0] : vector<4xf32>
          %302 = llvm.intr.fmuladd(%301, %103, %253) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %303 = llvm.add %152, %266 overflow<nsw, nuw> : i64
          %304 = llvm.getelementptr inbounds|nuw %29[%303] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %305 = llvm.load %304 : !llvm.ptr -> f32
          %306 = llvm.insertelement %305, %1[%0 : i32] : vector<4xf32>
          %307 = llvm.shufflevector %306, %1 [0, 0, 0, 0] : vector<4xf32>
          %308 = llvm.intr.fmuladd(%307, %103, %259) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %309 = llvm.add %160, %266 overflow<nsw, nuw> : i64
          %310 = llvm.getelementptr inbounds|nuw %29[%309] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %311 = llvm.load %310 : !llvm.ptr -> f32
          %312 = llvm.insertelement %311, %1[%0 : i32] : vector<4xf32>
          %313 = llvm.shufflevector %312, %1 [0, 0, 0, 0] : vector<4xf32>
          %314 = llvm.intr.fmuladd(%313, %103, %265) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %315 = llvm.insertvalue %272, %13[0] : !llvm.array<8 x vector<4xf32>>
          %316 = llvm.insertvalue %278, %315[1] : !llvm.array<8 x vector<4xf32>>
          %317 = llvm.insertvalue %284, %316[2] : !llvm.array<8 x vector<4xf32>>
          %318 = llvm.insertvalue %290, %317[3] : !llvm.array<8 x vector<4xf32>>
          %319 = llvm.insertvalue %296, %318[4] : !llvm.array<8 x vector<4xf32>>
          %320 = llvm.insertvalue %302, %319[5] : !llvm.array<8 x vector<4xf32>>
          %321 = llvm.insertvalue %308, %320[6] : !llvm.array<8 x vector<4xf32>>
          %322 = llvm.insertvalue %314, %321[7] : !llvm.array<8 x vector<4xf32>>
          %323 = llvm.add %45, %23 : i64
          llvm.br ^bb2(%323, %322 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %324 = llvm.getelementptr %25[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %325 = llvm.load %324 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %326 = llvm.mul %21, %24 : i64
          %327 = llvm.add %326, %43 : i64
          %328 = llvm.getelementptr %37[%327] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %329 = llvm.load %328 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %330 = llvm.mul %20, %24 : i64
          %331 = llvm.add %330, %43 : i64
          %332 = llvm.getelementptr %37[%331] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %333 = llvm.load %332 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %334 = llvm.mul %19, %24 : i64
          %335 = llvm.add %334, %43 : i64
          %336 = llvm.getelementptr %37[%335] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %337 = llvm.load %336 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %338 = llvm.mul %18, %24 : i64
          %339 = llvm.add %338, %43 : i64
          %340 = llvm.getelementptr %37[%339] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %341 = llvm.load %340 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %342 = llvm.mul %23, %24 : i64
          %343 = llvm.add %342, %43 : i64
          %344 = llvm.getelementptr %37[%343] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %345 = llvm.load %344 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %346 = llvm.mul %17, %24 : i64
          %347 = llvm.add %346, %43 : i64
          %348 = llvm.getelementptr %37[%347] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %349 = llvm.load %348 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %350 = llvm.mul %16, %24 : i64
          %351 = llvm.add %350, %43 : i64
          %352 = llvm.getelementptr %37[%351] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %353 = llvm.load %352 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %354 = llvm.mul %15, %24 : i64
          %355 = llvm.add %354, %43 : i64
          %356 = llvm.getelementptr %37[%355] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %357 = llvm.load %356 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %358 = llvm.extractvalue %46[0] : !llvm.array<8 x vector<4xf32>>
          %359 = llvm.fadd %358, %325 fastmath<contract> : vector<4xf32>
          %360 = llvm.extractvalue %46[1] : !llvm.array<8 x vector<4xf32>>
          %361 = llvm.fadd %360, %325 fastmath<contract> : vector<4xf32>
          %362 = llvm.extractvalue %46[2] : !llvm.array<8 x vector<4xf32>>
          %363 = llvm.fadd %362, %325 fastmath<contract> : vector<4xf32>
          %364 = llvm.extractvalue %46[3] : !llvm.array<8 x vector<4xf32>>
          %365 = llvm.fadd %364, %325 fastmath<contract> : vector<4xf32>
          %366 = llvm.extractvalue %46[4] : !llvm.array<8 x vector<4xf32>>
          %367 = llvm.fadd %366, %325 fastmath<contract> : vector<4xf32>
          %368 = llvm.extractvalue %46[5] : !llvm.array<8 x vector<4xf32>>
          %369 = llvm.fadd %368, %325 fastmath<contract> : vector<4xf32>
          %370 = llvm.extractvalue %46[6] : !llvm.array<8 x vector<4xf32>>
          %371 = llvm.fadd %370, %325 fastmath<contract> : vector<4xf32>
          %372 = llvm.extractvalue %46[7] : !llvm.array<8 x vector<4xf32>>
          %373 = llvm.fadd %372, %325 fastmath<contract> : vector<4xf32>
          %374 = llvm.fadd %359, %329 fastmath<contract> : vector<4xf32>
          %375 = llvm.fadd %361, %333 fastmath<contract> : vector<4xf32>
          %376 = llvm.fadd %363, %337 fastmath<contract> : vector<4xf32>
          %377 = llvm.fadd %365, %341 fastmath<contract> : vector<4xf32>
          %378 = llvm.fadd %367, %345 fastmath<contract> : vector<4xf32>
          %379 = llvm.fadd %369, %349 fastmath<contract> : vector<4xf32>
          %380 = llvm.fadd %371, %353 fastmath<contract> : vector<4xf32>
          %381 = llvm.fadd %373, %357 fastmath<contract> : vector<4xf32>
          %382 = llvm.getelementptr %42[%327] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %374, %382 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %383 = llvm.getelementptr %42[%331] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %375, %383 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %384 = llvm.getelementptr %42[%335] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %376, %384 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %385 = llvm.getelementptr %42[%339] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %377, %385 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %386 = llvm.getelementptr %42[%343] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %378, %386 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %387 = llvm.getelementptr %42[%347] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %379, %387 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %388 = llvm.getelementptr %42[%351] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %380, %388 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %389 = llvm.getelementptr %42[%355] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %381, %389 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %390 = llvm.add %43, %23 : i64
          llvm.br ^bb1(%390 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_28 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_28_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32_0(dense_resource<torch_tensor_32_torch.float32_15> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_16> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_28_reduction_8x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.poison : vector<4xf32>
          %1 = llvm.mlir.constant(dense<1.000000e+00> : vector<1xf32>) : vector<1xf32>
          %2 = llvm.mlir.constant(0 : i32) : i32
          %3 = llvm.mlir.poison : vector<1xf32>
          %4 = llvm.mlir.constant(64 : i64) : i64
          %5 = llvm.mlir.constant(true) : i1
          %6 = llvm.mlir.addressof @__constant_32xf32_0 : !llvm.ptr
          %7 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
          %8 = llvm.mlir.constant(32 : i64) : i64
          %9 = llvm.mlir.constant(4 : i64) : i64
          %10 = llvm.mlir.constant(dense<0.000000e+00> : vector<1xf32>) : vector<1xf32>
          %11 = llvm.mlir.constant(dense<3.200000e+01> : vector<1xf32>) : vector<1xf32>
          %12 = llvm.mlir.constant(dense<9.99999996E-13> : vector<1xf32>) : vector<1xf32>
          %13 = llvm.mlir.constant(0 : i64) : i64
          %14 = llvm.getelementptr %7[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %15 = llvm.getelementptr %6[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %16 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %17 = llvm.extractvalue %16[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %18 = llvm.load %17 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %5 ["align"(%18, %4 : !llvm.ptr, i64)] : i1
          %19 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %20 = llvm.extractvalue %19[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %21 = llvm.getelementptr %20[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %22 = llvm.load %21 : !llvm.ptr -> !llvm.ptr
          %23 = llvm.getelementptr %22[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %5 ["align"(%23, %4 : !llvm.ptr, i64)] : i1
          %24 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %25 = llvm.extractvalue %24[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %26 = llvm.zext %25 : i32 to i64
          llvm.br ^bb1(%13, %10 : i64, vector<1xf32>)
        ^bb1(%27: i64, %28: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
          %29 = llvm.icmp "slt" %27, %8 : i64
          llvm.cond_br %29, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %30 = llvm.mul %26, %8 : i64
          %31 = llvm.add %30, %27 : i64
          %32 = llvm.getelementptr %18[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %33 = llvm.load %32 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %34 = llvm.extractelement %28[%13 : i64] : vector<1xf32>
          %35 = llvm.fmul %33, %33 fastmath<contract> : vector<4xf32>
          %36 = llvm.intr.vector.reduce.fadd(%34, %35) : (f32, vector<4xf32>) -> f32
          %37 = llvm.insertelement %36, %3[%2 : i32] : vector<1xf32>
          %38 = llvm.add %27, %9 : i64
          llvm.br ^bb1(%38, %37 : i64, vector<1xf32>)
        ^bb3:  // pred: ^bb1
          %39 = llvm.fdiv %28, %11 : vector<1xf32>
          %40 = llvm.fadd %39, %12 fastmath<contract> : vector<1xf32>
          %41 = llvm.intr.sqrt(%40) : (vector<1xf32>) -> vector<1xf32>
          %42 = llvm.fdiv %1, %41 : vector<1xf32>
          llvm.br ^bb4(%13 : i64)
        ^bb4(%43: i64):  // 2 preds: ^bb3, ^bb5
          %44 = llvm.icmp "slt" %43, %8 : i64
          llvm.cond_br %44, ^bb5, ^bb6
        ^bb5:  // pred: ^bb4
          %45 = llvm.mul %26, %8 : i64
          %46 = llvm.add %45, %43 : i64
          %47 = llvm.getelementptr %18[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %48 = llvm.load %47 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %49 = llvm.getelementptr %15[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %50 = llvm.load %49 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %51 = llvm.getelementptr %14[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %52 = llvm.load %51 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %53 = llvm.extractelement %42[%13 : i64] : vector<1xf32>
          %54 = llvm.insertelement %53, %0[%2 : i32] : vector<4xf32>
          %55 = llvm.shufflevector %54, %0 [0, 0, 0, 0] : vector<4xf32>
          %56 = llvm.fmul %48, %55 fastmath<contract> : vector<4xf32>
          %57 = llvm.fmul %56, %50 fastmath<contract> : vector<4xf32>
          %58 = llvm.fadd %57, %52 fastmath<contract> : vector<4xf32>
          %59 = llvm.getelementptr %23[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %58, %59 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %60 = llvm.add %43, %9 : i64
          llvm.br ^bb4(%60 : i64)
        ^bb6:  // pred: ^bb4
          llvm.return %2 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_29 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_29_matmul_8x64x32_f32 ordinal(0) layout(#pipeline_layout5) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_64xf32(dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<64 x f32>
        llvm.func @main_dispatch_29_matmul_8x64x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %11 = llvm.mlir.addressof @__constant_64xf32 : !llvm.ptr
          %12 = llvm.mlir.poison : !llvm.array<8 x vector<4xf32>>
          %13 = llvm.mlir.constant(dense<3.750000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %14 = llvm.mlir.constant(dense<2.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %15 = llvm.mlir.constant(dense<8.000000e-01> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %16 = llvm.mlir.constant(dense<0.0821908935> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %17 = llvm.mlir.constant(dense<-0.583389878> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %18 = llvm.mlir.constant(dense<1.62705934> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %19 = llvm.mlir.constant(dense<-2.0606916> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %20 = llvm.mlir.constant(dense<0.0572442785> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %21 = llvm.mlir.constant(dense<-0.0883462652> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %22 = llvm.mlir.constant(dense<0.448369086> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %23 = llvm.mlir.constant(dense<-3.276070e-01> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %24 = llvm.mlir.constant(dense<0.0739796459> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %25 = llvm.mlir.constant(dense<-0.131808966> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %26 = llvm.mlir.constant(dense<0.519230127> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %27 = llvm.mlir.constant(dense<-0.463513821> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %28 = llvm.mlir.constant(dense<-1.71048032E-5> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %29 = llvm.mlir.constant(dense<2.53447099E-4> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %30 = llvm.mlir.constant(dense<-0.00141373626> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %31 = llvm.mlir.constant(dense<0.00351961935> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %32 = llvm.mlir.constant(dense<-0.00330093061> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %33 = llvm.mlir.constant(dense<0.0370645523> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %34 = llvm.mlir.constant(dense<0.118407398> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %35 = llvm.mlir.constant(dense<-0.364721417> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %36 = llvm.mlir.constant(dense<1.12750685> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %37 = llvm.mlir.constant(dense<0.0258146804> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %38 = llvm.mlir.constant(dense<0.209741712> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %39 = llvm.mlir.constant(dense<-0.523018539> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %40 = llvm.mlir.constant(dense<1.12837911> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %41 = llvm.mlir.poison : vector<16xf32>
          %42 = llvm.mlir.constant(7 : i64) : i64
          %43 = llvm.mlir.constant(6 : i64) : i64
          %44 = llvm.mlir.constant(5 : i64) : i64
          %45 = llvm.mlir.constant(3 : i64) : i64
          %46 = llvm.mlir.constant(2 : i64) : i64
          %47 = llvm.mlir.constant(1 : i64) : i64
          %48 = llvm.mlir.constant(dense<5.000000e-01> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %49 = llvm.mlir.constant(dense<1.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %50 = llvm.mlir.constant(dense<1.41421354> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %51 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %52 = llvm.mlir.constant(64 : i64) : i64
          %53 = llvm.mlir.constant(4 : i64) : i64
          %54 = llvm.mlir.constant(32 : i64) : i64
          %55 = llvm.mlir.constant(0 : i64) : i64
          %56 = llvm.getelementptr %11[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
          %57 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %58 = llvm.extractvalue %57[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %59 = llvm.load %58 : !llvm.ptr -> !llvm.ptr
          %60 = llvm.getelementptr %59[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%60, %52 : !llvm.ptr, i64)] : i1
          %61 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %62 = llvm.extractvalue %61[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %63 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %64 = llvm.load %63 : !llvm.ptr -> !llvm.ptr
          %65 = llvm.getelementptr %64[14464] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%65, %52 : !llvm.ptr, i64)] : i1
          %66 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %67 = llvm.extractvalue %66[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %68 = llvm.getelementptr %67[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %69 = llvm.load %68 : !llvm.ptr -> !llvm.ptr
          %70 = llvm.getelementptr %69[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%70, %52 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%55 : i64)
        ^bb1(%71: i64):  // 2 preds: ^bb0, ^bb4
          %72 = llvm.icmp "slt" %71, %52 : i64
          llvm.cond_br %72, ^bb2(%55, %51 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%73: i64, %74: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %75 = llvm.icmp "slt" %73, %54 : i64
          llvm.cond_br %75, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %76 = llvm.mul %71, %54 : i64
          %77 = llvm.add %76, %73 : i64
          %78 = llvm.getelementptr %65[%77] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %79 = llvm.load %78 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %80 = llvm.add %71, %47 : i64
          %81 = llvm.mul %80, %54 : i64
          %82 = llvm.add %81, %73 : i64
          %83 = llvm.getelementptr %65[%82] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %84 = llvm.load %83 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %85 = llvm.add %71, %46 : i64
          %86 = llvm.mul %85, %54 : i64
          %87 = llvm.add %86, %73 : i64
          %88 = llvm.getelementptr %65[%87] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %89 = llvm.load %88 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %90 = llvm.add %71, %45 : i64
          %91 = llvm.mul %90, %54 : i64
          %92 = llvm.add %91, %73 : i64
          %93 = llvm.getelementptr %65[%92] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %94 = llvm.load %93 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %95 = llvm.extractelement %79[%55 : i64] : vector<4xf32>
          %96 = llvm.extractelement %79[%47 : i64] : vector<4xf32>
          %97 = llvm.extractelement %79[%46 : i64] : vector<4xf32>
          %98 = llvm.extractelement %79[%45 : i64] : vector<4xf32>
          %99 = llvm.extractelement %84[%55 : i64] : vector<4xf32>
          %100 = llvm.extractelement %84[%47 : i64] : vector<4xf32>
          %101 = llvm.extractelement %84[%46 : i64] : vector<4xf32>
          %102 = llvm.extractelement %84[%45 : i64] : vector<4xf32>
          %103 = llvm.extractelement %89[%55 : i64] : vector<4xf32>
          %104 = llvm.extractelement %89[%47 : i64] : vector<4xf32>
          %105 = llvm.extractelement %89[%46 : i64] : vector<4xf32>
          %106 = llvm.extractelement %89[%45 : i64] : vector<4xf32>
          %107 = llvm.extractelement %94[%55 : i64] : vector<4xf32>
          %108 = llvm.extractelement %94[%47 : i64] : vector<4xf32>
          %109 = llvm.extractelement %94[%46 : i64] : vector<4xf32>
          %110 = llvm.extractelement %94[%45 : i64] : vector<4xf32>
          %111 = llvm.insertelement %95, %41[%55 : i64] : vector<16xf32>
          %112 = llvm.insertelement %96, %111[%47 : i64] : vector<16xf32>
          %113 = llvm.insertelement %97, %112[%46 : i64] : vector<16xf32>
          %114 = llvm.insertelement %98, %113[%45 : i64] : vector<16xf32>
          %115 = llvm.insertelement %99, %114[%53 : i64] : vector<16xf32>
          %116 = llvm.insertelement %100, %115[%44 : i64] : vector<16xf32>
          %117 = llvm.insertelement %101, %116[%43 : i64] : vector<16xf32>
          %118 = llvm.insertelement %102, %117[%42 : i64] : vector<16xf32>
          %119 = llvm.insertelement %103, %118[%10 : i64] : vector<16xf32>
          %120 = llvm.insertelement %104, %119[%8 : i64] : vector<16xf32>
          %121 = llvm.insertelement %105, %120[%7 : i64] : vector<16xf32>
          %122 = llvm.insertelement %106, %121[%6 : i64] : vector<16xf32>
          %123 = llvm.insertelement %107, %122[%5 : i64] : vector<16xf32>
          %124 = llvm.insertelement %108, %123[%4 : i64] : vector<16xf32>
          %125 = llvm.insertelement %109, %124[%3 : i64] : vector<16xf32>
          %126 = llvm.insertelement %110, %125[%2 : i64] : vector<16xf32>
          %127 = llvm.shufflevector %126, %41 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %128 = llvm.shufflevector %127, %127 [0, 1, 2, 3] : vector<16xf32>
          %129 = llvm.shufflevector %127, %127 [4, 5, 6, 7] : vector<16xf32>
          %130 = llvm.shufflevector %127, %127 [8, 9, 10, 11] : vector<16xf32>
          %131 = llvm.shufflevector %127, %127 [12, 13, 14, 15] : vector<16xf32>
          %132 = llvm.mul %55, %54 overflow<nsw, nuw> : i64
          %133 = llvm.add %132, %73 overflow<nsw, nuw> : i64
          %134 = llvm.getelementptr inbounds|nuw %60[%133] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %135 = llvm.load %134 : !llvm.ptr -> f32
          %136 = llvm.insertelement %135, %1[%0 : i32] : vector<4xf32>
          %137 = llvm.shufflevector %136, %1 [0, 0, 0, 0] : vector<4xf32>
          %138 = llvm.extractvalue %74[0] : !llvm.array<8 x vector<4xf32>>
          %139 = llvm.intr.fmuladd(%137, %128, %138) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %140 = llvm.mul %47, %54 overflow<nsw, nuw> : i64
          %141 = llvm.add %140, %73 overflow<nsw, nuw> : i64
          %142 = llvm.getelementptr inbounds|nuw %60[%141] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %143 = llvm.load %142 : !llvm.ptr -> f32
          %144 = llvm.insertelement %143, %1[%0 : i32] : vector<4xf32>
          %145 = llvm.shufflevector %144, %1 [0, 0, 0, 0] : vector<4xf32>
          %146 = llvm.extractvalue %74[1] : !llvm.array<8 x vector<4xf32>>
          %147 = llvm.intr.fmuladd(%145, %128, %146) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %148 = llvm.mul %46, %54 overflow<nsw, nuw> : i64
          %149 = llvm.add %148, %73 overflow<nsw, nuw> : i64
          %150 = llvm.getelementptr inbounds|nuw %60[%149] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %151 = llvm.load %150 : !llvm.ptr -> f32
          %152 = llvm.insertelement %151, %1[%0 : i32] : vector<4xf32>
          %153 = llvm.shufflevector %152, %1 [0, 0, 0, 0] : vector<4xf32>
          %154 = llvm.extractvalue %74[2] : !llvm.array<8 x vector<4xf32>>
          %155 = llvm.intr.fmuladd(%153, %128, %154) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %156 = llvm.mul %45, %54 overflow<nsw, nuw> : i64
          %157 = llvm.add %156, %73 overflow<nsw, nuw> : i64
          %158 = llvm.getelementptr inbounds|nuw %60[%157] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %159 = llvm.load %158 : !llvm.ptr -> f32
          %160 = llvm.insertelement %159, %1[%0 : i32] : vector<4xf32>
          %161 = llvm.shufflevector %160, %1 [0, 0, 0, 0] : vector<4xf32>
          %162 = llvm.extractvalue %74[3] : !llvm.array<8 x vector<4xf32>>
          %163 = llvm.intr.fmuladd(%161, %128, %162) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %164 = llvm.mul %53, %54 overflow<nsw, nuw> : i64
          %165 = llvm.add %164, %73 overflow<nsw, nuw> : i64
          %166 = llvm.getelementptr inbounds|nuw %60[%165] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %167 = llvm.load %166 : !llvm.ptr -> f32
          %168 = llvm.insertelement %167, %1[%0 : i32] : vector<4xf32>
          %169 = llvm.shufflevector %168, %1 [0, 0, 0, 0] : vector<4xf32>
          %170 = llvm.extractvalue %74[4] : !llvm.array<8 x vector<4xf32>>
          %171 = llvm.intr.fmuladd(%169, %128, %170) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %172 = llvm.mul %44, %54 overflow<nsw, nuw> : i64
          %173 = llvm.add %172, %73 overflow<nsw, nuw> : i64
          %174 = llvm.getelementptr inbounds|nuw %60[%173] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %175 = llvm.load %174 : !llvm.ptr -> f32
          %176 = llvm.insertelement %175, %1[%0 : i32] : vector<4xf32>
          %177 = llvm.shufflevector %176, %1 [0, 0, 0, 0] : vector<4xf32>
          %178 = llvm.extractvalue %74[5] : !llvm.array<8 x vector<4xf32>>
          %179 = llvm.intr.fmuladd(%177, %128, %178) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %180 = llvm.mul %43, %54 overflow<nsw, nuw> : i64
          %181 = llvm.add %180, %73 overflow<nsw, nuw> : i64
          %182 = llvm.getelementptr inbounds|nuw %60[%181] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %183 = llvm.load %182 : !llvm.ptr -> f32
          %184 = llvm.insertelement %183, %1[%0 : i32] : vector<4xf32>
          %185 = llvm.shufflevector %184, %1 [0, 0, 0, 0] : vector<4xf32>
          %186 = llvm.extractvalue %74[6] : !llvm.array<8 x vector<4xf32>>
          %187 = llvm.intr.fmuladd(%185, %128, %186) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %188 = llvm.mul %42, %54 overflow<nsw, nuw> : i64
          %189 = llvm.add %188, %73 overflow<nsw, nuw> : i64
          %190 = llvm.getelementptr inbounds|nuw %60[%189] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %191 = llvm.load %190 : !llvm.ptr -> f32
          %192 = llvm.insertelement %191, %1[%0 : i32] : vector<4xf32>
          %193 = llvm.shufflevector %192, %1 [0, 0, 0, 0] : vector<4xf32>
          %194 = llvm.extractvalue %74[7] : !llvm.array<8 x vector<4xf32>>
          %195 = llvm.intr.fmuladd(%193, %128, %194) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %196 = llvm.add %73, %47 : i64
          %197 = llvm.add %132, %196 overflow<nsw, nuw> : i64
          %198 = llvm.getelementptr inbounds|nuw %60[%197] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %199 = llvm.load %198 : !llvm.ptr -> f32
          %200 = llvm.insertelement %199, %1[%0 : i32] : vector<4xf32>
          %201 = llvm.shufflevector %200, %1 [0, 0, 0, 0] : vector<4xf32>
          %202 = llvm.intr.fmuladd(%201, %129, %139) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %203 = llvm.add %140, %196 overflow<nsw, nuw> : i64
          %204 = llvm.getelementptr inbounds|nuw %60[%203] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %205 = llvm.load %204 : !llvm.ptr -> f32
          %206 = llvm.insertelement %205, %1[%0 : i32] : vector<4xf32>
          %207 = llvm.shufflevector %206, %1 [0, 0, 0, 0] : vector<4xf32>
          %208 = llvm.intr.fmuladd(%207, %129, %147) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %209 = llvm.add %148, %196 overflow<nsw, nuw> : i64
          %210 = llvm.getelementptr inbounds|nuw %60[%209] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %211 = llvm.load %210 : !llvm.ptr -> f32
          %212 = llvm.insertelement %211, %1[%0 : i32] : vector<4xf32>
          %213 = llvm.shufflevector %212, %1 [0, 0, 0, 0] : vector<4xf32>
          %214 = llvm.intr.fmuladd(%213, %129, %155) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %215 = llvm.add %156, %196 overflow<nsw, nuw> : i64
          %216 = llvm.getelementptr inbounds|nuw %60[%215] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %217 = llvm.load %216 : !llvm.ptr -> f32
          %218 = llvm.insertelement %217, %1[%0 : i32] : vector<4xf32>
          %219 = llvm.shufflevector %218, %1 [0, 0, 0, 0] : vector<4xf32>
          %220 = llvm.intr.fmuladd(%219, %129, %163) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %221 = llvm.add %164, %196 overflow<nsw, nuw> : i64
          %222 = llvm.getelementptr inbounds|nuw %60[%221] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %223 = llvm.load %222 : !llvm.ptr -> f32
          %224 = llvm.insertelement %223, %1[%0 : i32] : vector<4xf32>
          %225 = llvm.shufflevector %224, %1 [0, 0, 0, 0] : vector<4xf32>
          %226 = llvm.intr.fmuladd(%225, %129, %171) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %227 = llvm.add %172, %196 overflow<nsw, nuw> : i64
          %228 = llvm.getelementptr inbounds|nuw %60[%227] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %229 = llvm.load %228 : !llvm.ptr -> f32
          %230 = llvm.insertelement %229, %1[%0 : i32] : vector<4xf32>
          %231 = llvm.shufflevector %230, %1 [0, 0, 0, 0] : vector<4xf32>
          %232 = llvm.intr.fmuladd(%231, %129, %179) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %233 = llvm.add %180, %196 overflow<nsw, nuw> : i64
          %234 = llvm.getelementptr inbounds|nuw %60[%233] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %235 = llvm.load %234 : !llvm.ptr -> f32
          %236 = llvm.insertelement %235, %1[%0 : i32] : vector<4xf32>
          %237 = llvm.shufflevector %236, %1 [0, 0, 0, 0] : vector<4xf32>
          %238 = llvm.intr.fmuladd(%237, %129, %187) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %239 = llvm.add %188, %196 overflow<nsw, nuw> : i64
          %240 = llvm.getelementptr inbounds|nuw %60[%239] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %241 = llvm.load %240 : !llvm.ptr -> f32
          %242 = llvm.insertelement %241, %1[%0 : i32] : vector<4xf32>
          %243 = llvm.shufflevector %242, %1 [0, 0, 0, 0] : vector<4xf32>
          %244 = llvm.intr.fmuladd(%243, %129, %195) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %245 = llvm.add %73, %46 : i64
          %246 = llvm.add %132, %245 overflow<nsw, nuw> : i64
          %247 = llvm.getelementptr inbounds|nuw %60[%246] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %248 = llvm.load %247 : !llvm.ptr -> f32
          %249 = llvm.insertelement %248, %1[%0 : i32] : vector<4xf32>
          %250 = llvm.shufflevector %249, %1 [0, 0, 0, 0] : vector<4xf32>
          %251 = llvm.intr.fmuladd(%250, %130, %202) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %252 = llvm.add %140, %245 overflow<nsw, nuw> : i64
          %253 = llvm.getelementptr inbounds|nuw %60[%252] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %254 = llvm.load %253 : !llvm.ptr -> f32
          %255 = llvm.insertelement %254, %1[%0 : i32] : vector<4xf32>
          %256 = llvm.shufflevector %255, %1 [0, 0, 0, 0] : vector<4xf32>
          %257 = llvm.intr.fmuladd(%256, %130, %208) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %258 = llvm.add %148, %245 overflow<nsw, nuw> : i64
          %259 = llvm.getelementptr inbounds|nuw %60[%258] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %260 = llvm.load %259 : !llvm.ptr -> f32
          %261 = llvm.insertelement %260, %1[%0 : i32] : vector<4xf32>
          %262 = llvm.shufflevector %261, %1 [0, 0, 0, 0] : vector<4xf32>
          %263 = llvm.intr.fmuladd(%262, %130, %214) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %264 = llvm.add %156, %245 overflow<nsw, nuw> : i64
          %265 = llvm.getelementptr inbounds|nuw %60[%264] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %266 = llvm.load %265 : !llvm.ptr -> f32
          %267 = llvm.insertelement %266, %1[%0 : i32] : vector<4xf32>
          %268 = llvm.shufflevector %267, %1 [0, 0, 0, 0] : vector<4xf32>
          %269 = llvm.intr.fmuladd(%268, %130, %220) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %270 = llvm.add %164, %245 overflow<nsw, nuw> : i64
          %271 = llvm.getelementptr inbounds|nuw %60[%270] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %272 = llvm.load %271 : !llvm.ptr -> f32
          %273 = llvm.insertelement %272, %1[%0 : i32] : vector<4xf32>
          %274 = llvm.shufflevector %273, %1 [0, 0, 0, 0] : vector<4xf32>
          %275 = llvm.intr.fmuladd(%274, %130, %226) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %276 = llvm.add %172, %245 overflow<nsw, nuw> : i64
          %277 = llvm.getelementptr inbounds|nuw %60[%276] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %278 = llvm.load %277 : !llvm.ptr -> f32
          %279 = llvm.insertelement %278, %1[%0 : i32] : vector<4xf32>
          %280 = llvm.shufflevector %279, %1 [0, 0, 0, 0] : vector<4xf32>
          %281 = llvm.intr.fmuladd(%280, %130, %232) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %282 = llvm.add %180, %245 overflow<nsw, nuw> : i64
          %283 = llvm.getelementptr inbounds|nuw %60[%282] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %284 = llvm.load %283 : !llvm.ptr -> f32
          %285 = llvm.insertelement %284, %1[%0 : i32] : vector<4xf32>
          %286 = llvm.shufflevector %285, %1 [0, 0, 0, 0] : vector<4xf32>
          %287 = llvm.intr.fmuladd(%286, %130, %238) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %288 = llvm.add %188, %245 overflow<nsw, nuw> : i64
          %289 = llvm.getelementptr inbounds|nuw %60[%288] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %290 = llvm.load %289 : !llvm.ptr -> f32
          %291 = llvm.insertelement %290, %1[%0 : i32] : vector<4xf32>
          %292 = llvm.shufflevector %291, %1 [0, 0, 0, 0] : vector<4xf32>
          %293 = llvm.intr.fmuladd(%292, %130, %244) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %294 = llvm.add %73, %45 : i64
          %295 = llvm.add %132, %294 overflow<nsw, nuw> : i64
          %296 = llvm.getelementptr inbounds|nuw %60[%295] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %297 = llvm.load %296 : !llvm.ptr -> f32
          %298 = llvm.insertelement %297, %1[%0 : i32] : vector<4xf32>
          %299 = llvm.shufflevector %298, %1 [0, 0, 0, 0] : vector<4xf32>
          %300 = llvm.intr.fmuladd(%299, %131, %251) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %301 = llvm.add %140, %294 overflow<nsw, nuw> : i64
          %302 = llvm.getelementptr inbounds|nuw %60[%301] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %303 = llvm.load %302 : !llvm.ptr -> f32
          %304 = llvm.insertelement %303, %1[%0 : i32] : vector<4xf32>
          %305 = llvm.shufflevector %304, %1 [0, 0, 0, 0] : vector<4xf32>
          %306 = llvm.intr.fmuladd(%305, %131, %257) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %307 = llvm.add %148, %294 overflow<nsw, nuw> : i64
          %308 = llvm.getelementptr inbounds|nuw %60[%307] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %309 = llvm.load %308 : !llvm.ptr -> f32
          %310 = llvm.insertelement %309, %1[%0 : i32] : vector<4xf32>
          %311 = llvm.shufflevector %310, %1 [0, 0, 0, 0] : vector<4xf32>
          %312 = llvm.intr.fmuladd(%311, %131, %263) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %313 = llvm.add %156, %294 overflow<nsw, nuw> : i64
          %314 = llvm.getelementptr inbounds|nuw %60[%313] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %315 = llvm.load %314 : !llvm.ptr -> f32
          %316 = llvm.insertelement %315, %1[%0 : i32] : vector<4xf32>
          %317 = llvm.shufflevector %316, %1 [0, 0, 0, 0] : vector<4xf32>
          %318 = llvm.intr.fmuladd(%317, %131, %269) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %319 = llvm.add %164, %294 overflow<nsw, nuw> : i64
          %320 = llvm.getelementptr inbounds|nuw %60[%319] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %321 = llvm.load %320 : !llvm.ptr -> f32
          %322 = llvm.insertelement %321, %1[%0 : i32] : vector<4xf32>
          %323 = llvm.shufflevector %322, %1 [0, 0, 0, 0] : vector<4xf32>
          %324 = llvm.intr.fmuladd(%323, %131, %275) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %325 = llvm.add %172, %294 overflow<nsw, nuw> : i64
          %326 = llvm.getelementptr inbounds|nuw %60[%325] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %327 = llvm.load %326 : !llvm.ptr -> f32
          %328 = llvm.insertelement %327, %1[%0 : i32] : vector<4xf32>
          %329 = llvm.shufflevector %328, %1 [0, 0, 0, 0] : vector<4xf32>
          %330 = llvm.intr.fmuladd(%329, %131, %281) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %331 = llvm.add %180, %294 overflow<nsw, nuw> : i64
          %332 = llvm.getelementptr inbounds|nuw %60[%331] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %333 = llvm.load %332 : !llvm.ptr -> f32
          %334 = llvm.insertelement %333, %1[%0 : i32] : vector<4xf32>
          %335 = llvm.shufflevector %334, %1 [0, 0, 0, 0] : vector<4xf32>
          %336 = llvm.intr.fmuladd(%335, %131, %287) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %337 = llvm.add %188, %294 overflow<nsw, nuw> : i64
          %338 = llvm.getelementptr inbounds|nuw %60[%337] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %339 = llvm.load %338 : !llvm.ptr -> f32
          %340 = llvm.insertelement %339, %1[%0 : i32] : vector<4xf32>
          %341 = llvm.shufflevector %340, %1 [0, 0, 0, 0] : vector<4xf32>
          %342 = llvm.intr.fmuladd(%341, %131, %293) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %343 = llvm.insertvalue %300, %12[0] : !llvm.array<8 x vector<4xf32>>
          %344 = llvm.insertvalue %306, %343[1] : !llvm.array<8 x vector<4xf32>>
          %345 = llvm.insertvalue %312, %344[2] : !llvm.array<8 x vector<4xf32>>
          %346 = llvm.insertvalue %318, %345[3] : !llvm.array<8 x vector<4xf32>>
          %347 = llvm.insertvalue %324, %346[4] : !llvm.array<8 x vector<4xf32>>
          %348 = llvm.insertvalue %330, %347[5] : !llvm.array<8 x vector<4xf32>>
          %349 = llvm.insertvalue %336, %348[6] : !llvm.array<8 x vector<4xf32>>
          %350 = llvm.insertvalue %342, %349[7] : !llvm.array<8 x vector<4xf32>>
          %351 = llvm.add %73, %53 : i64
          llvm.br ^bb2(%351, %350 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %352 = llvm.getelementptr %56[%71] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %353 = llvm.load %352 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %354 = llvm.extractvalue %74[0] : !llvm.array<8 x vector<4xf32>>
          %355 = llvm.fadd %354, %353 fastmath<contract> : vector<4xf32>
          %356 = llvm.extractvalue %74[1] : !llvm.array<8 x vector<4xf32>>
          %357 = llvm.fadd %356, %353 fastmath<contract> : vector<4xf32>
          %358 = llvm.extractvalue %74[2] : !llvm.array<8 x vector<4xf32>>
          %359 = llvm.fadd %358, %353 fastmath<contract> : vector<4xf32>
          %360 = llvm.extractvalue %74[3] : !llvm.array<8 x vector<4xf32>>
          %361 = llvm.fadd %360, %353 fastmath<contract> : vector<4xf32>
          %362 = llvm.extractvalue %74[4] : !llvm.array<8 x vector<4xf32>>
          %363 = llvm.fadd %362, %353 fastmath<contract> : vector<4xf32>
          %364 = llvm.extractvalue %74[5] : !llvm.array<8 x vector<4xf32>>
          %365 = llvm.fadd %364, %353 fastmath<contract> : vector<4xf32>
          %366 = llvm.extractvalue %74[6] : !llvm.array<8 x vector<4xf32>>
          %367 = llvm.fadd %366, %353 fastmath<contract> : vector<4xf32>
          %368 = llvm.extractvalue %74[7] : !llvm.array<8 x vector<4xf32>>
          %369 = llvm.fadd %368, %353 fastmath<contract> : vector<4xf32>
          %370 = llvm.extractvalue %50[0] : !llvm.array<8 x vector<4xf32>>
          %371 = llvm.fdiv %355, %370 : vector<4xf32>
          %372 = llvm.extractvalue %50[1] : !llvm.array<8 x vector<4xf32>>
          %373 = llvm.fdiv %357, %372 : vector<4xf32>
          %374 = llvm.extractvalue %50[2] : !llvm.array<8 x vector<4xf32>>
          %375 = llvm.fdiv %359, %374 : vector<4xf32>
          %376 = llvm.extractvalue %50[3] : !llvm.array<8 x vector<4xf32>>
          %377 = llvm.fdiv %361, %376 : vector<4xf32>
          %378 = llvm.extractvalue %50[4] : !llvm.array<8 x vector<4xf32>>
          %379 = llvm.fdiv %363, %378 : vector<4xf32>
          %380 = llvm.extractvalue %50[5] : !llvm.array<8 x vector<4xf32>>
          %381 = llvm.fdiv %365, %380 : vector<4xf32>
          %382 = llvm.extractvalue %50[6] : !llvm.array<8 x vector<4xf32>>
          %383 = llvm.fdiv %367, %382 : vector<4xf32>
          %384 = llvm.extractvalue %50[7] : !llvm.array<8 x vector<4xf32>>
          %385 = llvm.fdiv %369, %384 : vector<4xf32>
          %386 = llvm.extractvalue %51[0] : !llvm.array<8 x vector<4xf32>>
          %387 = llvm.fcmp "olt" %371, %386 : vector<4xf32>
          %388 = llvm.extractvalue %51[1] : !llvm.array<8 x vector<4xf32>>
          %389 = llvm.fcmp "olt" %373, %388 : vector<4xf32>
          %390 = llvm.extractvalue %51[2] : !llvm.array<8 x vector<4xf32>>
          %391 = llvm.fcmp "olt" %375, %390 : vector<4xf32>
          %392 = llvm.extractvalue %51[3] : !llvm.array<8 x vector<4xf32>>
          %393 = llvm.fcmp "olt" %377, %392 : vector<4xf32>
          %394 = llvm.extractvalue %51[4] : !llvm.array<8 x vector<4xf32>>
          %395 = llvm.fcmp "olt" %379, %394 : vector<4xf32>
          %396 = llvm.extractvalue %51[5] : !llvm.array<8 x vector<4xf32>>
          %397 = llvm.fcmp "olt" %381, %396 : vector<4xf32>
          %398 = llvm.extractvalue %51[6] : !llvm.array<8 x vector<4xf32>>
          %399 = llvm.fcmp "olt" %383, %398 : vector<4xf32>
          %400 = llvm.extractvalue %51[7] : !llvm.array<8 x vector<4xf32>>
          %401 = llvm.fcmp "olt" %385, %400 : vector<4xf32>
          %402 = llvm.fneg %371 fastmath<contract> : vector<4xf32>
          %403 = llvm.fneg %373 fastmath<contract> : vector<4xf32>
          %404 = llvm.fneg %375 fastmath<contract> : vector<4xf32>
          %405 = llvm.fneg %377 fastmath<contract> : vector<4xf32>
          %406 = llvm.fneg %379 fastmath<contract> : vector<4xf32>
          %407 = llvm.fneg %381 fastmath<contract> : vector<4xf32>
          %408 = llvm.fneg %383 fastmath<contract> : vector<4xf32>
          %409 = llvm.fneg %385 fastmath<contract> : vector<4xf32>
          %410 = llvm.select %387, %402, %371 : vector<4xi1>, vector<4xf32>
          %411 = llvm.select %389, %403, %373 : vector<4xi1>, vector<4xf32>
          %412 = llvm.select %391, %404, %375 : vector<4xi1>, vector<4xf32>
          %413 = llvm.select %393, %405, %377 : vector<4xi1>, vector<4xf32>
          %414 = llvm.select %395, %406, %379 : vector<4xi1>, vector<4xf32>
          %415 = llvm.select %397, %407, %381 : vector<4xi1>, vector<4xf32>
          %416 = llvm.select %399, %408, %383 : vector<4xi1>, vector<4xf32>
          %417 = llvm.select %401, %409, %385 : vector<4xi1>, vector<4xf32>
          %418 = llvm.extractvalue %15[0] : !llvm.array<8 x vector<4xf32>>
          %419 = llvm.fcmp "olt" %410, %418 : vector<4xf32>
          %420 = llvm.extractvalue %15[1] : !llvm.array<8 x vector<4xf32>>
          %421 = llvm.fcmp "olt" %411, %420 : vector<4xf32>
          %422 = llvm.extractvalue %15[2] : !llvm.array<8 x vector<4xf32>>
          %423 = llvm.fcmp "olt" %412, %422 : vector<4xf32>
          %424 = llvm.extractvalue %15[3] : !llvm.array<8 x vector<4xf32>>
          %425 = llvm.fcmp "olt" %413, %424 : vector<4xf32>
          %426 = llvm.extractvalue %15[4] : !llvm.array<8 x vector<4xf32>>
          %427 = llvm.fcmp "olt" %414, %426 : vector<4xf32>
          %428 = llvm.extractvalue %15[5] : !llvm.array<8 x vector<4xf32>>
          %429 = llvm.fcmp "olt" %415, %428 : vector<4xf32>
          %430 = llvm.extractvalue %15[6] : !llvm.array<8 x vector<4xf32>>
          %431 = llvm.fcmp "olt" %416, %430 : vector<4xf32>
          %432 = llvm.extractvalue %15[7] : !llvm.array<8 x vector<4xf32>>
          %433 = llvm.fcmp "olt" %417, %432 : vector<4xf32>
          %434 = llvm.extractvalue %40[0] : !llvm.array<8 x vector<4xf32>>
          %435 = llvm.extractvalue %36[0] : !llvm.array<8 x vector<4xf32>>
          %436 = llvm.select %419, %434, %435 : vector<4xi1>, vector<4xf32>
          %437 = llvm.extractvalue %40[1] : !llvm.array<8 x vector<4xf32>>
          %438 = llvm.extractvalue %36[1] : !llvm.array<8 x vector<4xf32>>
          %439 = llvm.select %421, %437, %438 : vector<4xi1>, vector<4xf32>
          %440 = llvm.extractvalue %40[2] : !llvm.array<8 x vector<4xf32>>
          %441 = llvm.extractvalue %36[2] : !llvm.array<8 x vector<4xf32>>
          %442 = llvm.select %423, %440, %441 : vector<4xi1>, vector<4xf32>
          %443 = llvm.extractvalue %40[3] : !llvm.array<8 x vector<4xf32>>
          %444 = llvm.extractvalue %36[3] : !llvm.array<8 x vector<4xf32>>
          %445 = llvm.select %425, %443, %444 : vector<4xi1>, vector<4xf32>
          %446 = llvm.extractvalue %40[4] : !llvm.array<8 x vector<4xf32>>
          %447 = llvm.extractvalue %36[4] : !llvm.array<8 x vector<4xf32>>
          %448 = llvm.select %427, %446, %447 : vector<4xi1>, vector<4xf32>
          %449 = llvm.extractvalue %40[5] : !llvm.array<8 x vector<4xf32>>
          %450 = llvm.extractvalue %36[5] : !llvm.array<8 x vector<4xf32>>
          %451 = llvm.select %429, %449, %450 : vector<4xi1>, vector<4xf32>
          %452 = llvm.extractvalue %40[6] : !llvm.array<8 x vector<4xf32>>
          %453 = llvm.extractvalue %36[6] : !llvm.array<8 x vector<4xf32>>
          %454 = llvm.select %431, %452, %453 : vector<4xi1>, vector<4xf32>
          %455 = llvm.extractvalue %40[7] : !llvm.array<8 x vector<4xf32>>
          %456 = llvm.extractvalue %36[7] : !llvm.array<8 x vector<4xf32>>
          %457 = llvm.select %433, %455, %456 : vector<4xi1>, vector<4xf32>
          %458 = llvm.extractvalue %27[0] : !llvm.array<8 x vector<4xf32>>
          %459 = llvm.extractvalue %23[0] : !llvm.array<8 x vector<4xf32>>
          %460 = llvm.select %419, %458, %459 : vector<4xi1>, vector<4xf32>
          %461 = llvm.extractvalue %27[1] : !llvm.array<8 x vector<4xf32>>
          %462 = llvm.extractvalue %23[1] : !llvm.array<8 x vector<4xf32>>
          %463 = llvm.select %421, %461, %462 : vector<4xi1>, vector<4xf32>
          %464 = llvm.extractvalue %27[2] : !llvm.array<8 x vector<4xf32>>
          %465 = llvm.extractvalue %23[2] : !llvm.array<8 x vector<4xf32>>
          %466 = llvm.select %423, %464, %465 : vector<4xi1>, vector<4xf32>
          %467 = llvm.extractvalue %27[3] : !llvm.array<8 x vector<4xf32>>
          %468 = llvm.extractvalue %23[3] : !llvm.array<8 x vector<4xf32>>
          %469 = llvm.select %425, %467, %468 : vector<4xi1>, vector<4xf32>
          %470 = llvm.extractvalue %27[4] : !llvm.array<8 x vector<4xf32>>
          %471 = llvm.extractvalue %23[4] : !llvm.array<8 x vector<4xf32>>
          %472 = llvm.select %427, %470, %471 : vector<4xi1>, vector<4xf32>
          %473 = llvm.extractvalue %27[5] : !llvm.array<8 x vector<4xf32>>
          %474 = llvm.extractvalue %23[5] : !llvm.array<8 x vector<4xf32>>
          %475 = llvm.select %429, %473, %474 : vector<4xi1>, vector<4xf32>
          %476 = llvm.extractvalue %27[6] : !llvm.array<8 x vector<4xf32>>
          %477 = llvm.extractvalue %23[6] : !llvm.array<8 x vector<4xf32>>
          %478 = llvm.select %431, %476, %477 : vector<4xi1>, vector<4xf32>
          %479 = llvm.extractvalue %27[7] : !llvm.array<8 x vector<4xf32>>
          %480 = llvm.extractvalue %23[7] : !llvm.array<8 x vector<4xf32>>
          %481 = llvm.select %433, %479, %480 : vector<4xi1>, vector<4xf32>
          %482 = llvm.extractvalue %39[0] : !llvm.array<8 x vector<4xf32>>
          %483 = llvm.extractvalue %35[0] : !llvm.array<8 x vector<4xf32>>
          %484 = llvm.select %419, %482, %483 : vector<4xi1>, vector<4xf32>
          %485 = llvm.extractvalue %39[1] : !llvm.array<8 x vector<4xf32>>
          %486 = llvm.extractvalue %35[1] : !llvm.array<8 x vector<4xf32>>
          %487 = llvm.select %421, %485, %486 : vector<4xi1>, vector<4xf32>
          %488 = llvm.extractvalue %39[2] : !llvm.array<8 x vector<4xf32>>
          %489 = llvm.extractvalue %35[2] : !llvm.array<8 x vector<4xf32>>
          %490 = llvm.select %423, %488, %489 : vector<4xi1>, vector<4xf32>
          %491 = llvm.extractvalue %39[3] : !llvm.array<8 x vector<4xf32>>
          %492 = llvm.extractvalue %35[3] : !llvm.array<8 x vector<4xf32>>
          %493 = llvm.select %425, %491, %492 : vector<4xi1>, vector<4xf32>
          %494 = llvm.extractvalue %39[4] : !llvm.array<8 x vector<4xf32>>
          %495 = llvm.extractvalue %35[4] : !llvm.array<8 x vector<4xf32>>
          %496 = llvm.select %427, %494, %495 : vector<4xi1>, vector<4xf32>
          %497 = llvm.extractvalue %39[5] : !llvm.array<8 x vector<4xf32>>
          %498 = llvm.extractvalue %35[5] : !llvm.array<8 x vector<4xf32>>
          %499 = llvm.select %429, %497, %498 : vector<4xi1>, vector<4xf32>
          %500 = llvm.extractvalue %39[6] : !llvm.array<8 x vector<4xf32>>
          %501 = llvm.extractvalue %35[6] : !llvm.array<8 x vector<4xf32>>
          %502 = llvm.select %431, %500, %501 : vector<4xi1>, vector<4xf32>
          %503 = llvm.extractvalue %39[7] : !llvm.array<8 x vector<4xf32>>
          %504 = llvm.extractvalue %35[7] : !llvm.array<8 x vector<4xf32>>
          %505 = llvm.select %433, %503, %504 : vector<4xi1>, vector<4xf32>
          %506 = llvm.extractvalue %26[0] : !llvm.array<8 x vector<4xf32>>
          %507 = llvm.extractvalue %22[0] : !llvm.array<8 x vector<4xf32>>
          %508 = llvm.select %419, %506, %507 : vector<4xi1>, vector<4xf32>
          %509 = llvm.extractvalue %26[1] : !llvm.array<8 x vector<4xf32>>
          %510 = llvm.extractvalue %22[1] : !llvm.array<8 x vector<4xf32>>
          %511 = llvm.select %421, %509, %510 : vector<4xi1>, vector<4xf32>
          %512 = llvm.extractvalue %26[2] : !llvm.array<8 x vector<4xf32>>
          %513 = llvm.extractvalue %22[2] : !llvm.array<8 x vector<4xf32>>
          %514 = llvm.select %423, %512, %513 : vector<4xi1>, vector<4xf32>
          %515 = llvm.extractvalue %26[3] : !llvm.array<8 x vector<4xf32>>
          %516 = llvm.extractvalue %22[3] : !llvm.array<8 x vector<4xf32>>
          %517 = llvm.select %425, %515, %516 : vector<4xi1>, vector<4xf32>
          %518 = llvm.extractvalue %26[4] : !llvm.array<8 x vector<4xf32>>
          %519 = llvm.extractvalue %22[4] : !llvm.array<8 x vector<4xf32>>
          %520 = llvm.select %427, %518, %519 : vector<4xi1>, vector<4xf32>
          %521 = llvm.extractvalue %26[5] : !llvm.array<8 x vector<4xf32>>
          %522 = llvm.extractvalue %22[5] : !llvm.array<8 x vector<4xf32>>
          %523 = llvm.select %429, %521, %522 : vector<4xi1>, vector<4xf32>
          %524 = llvm.extractvalue %26[6] : !llvm.array<8 x vector<4xf32>>
          %525 = llvm.extractvalue %22[6] : !llvm.array<8 x vector<4xf32>>
          %526 = llvm.select %431, %524, %525 : vector<4xi1>, vector<4xf32>
          %527 = llvm.extractvalue %26[7] : !llvm.array<8 x vector<4xf32>>
          %528 = llvm.extractvalue %22[7] : !llvm.array<8 x vector<4xf32>>
          %529 = llvm.select %433, %527, %528 : vector<4xi1>, vector<4xf32>
          %530 = llvm.extractvalue %38[0] : !llvm.array<8 x vector<4xf32>>
          %531 = llvm.extractvalue %34[0] : !llvm.array<8 x vector<4xf32>>
          %532 = llvm.select %419, %530, %531 : vector<4xi1>, vector<4xf32>
          %533 = llvm.extractvalue %38[1] : !llvm.array<8 x vector<4xf32>>
          %534 = llvm.extractvalue %34[1] : !llvm.array<8 x vector<4xf32>>
          %535 = llvm.select %421, %533, %534 : vector<4xi1>, vector<4xf32>
          %536 = llvm.extractvalue %38[2] : !llvm.array<8 x vector<4xf32>>
          %537 = llvm.extractvalue %34[2] : !llvm.array<8 x vector<4xf32>>
          %538 = llvm.select %423, %536, %537 : vector<4xi1>, vector<4xf32>
          %539 = llvm.extractvalue %38[3] : !llvm.array<8 x vector<4xf32>>
          %540 = llvm.extractvalue %34[3] : !llvm.array<8 x vector<4xf32>>
          %541 = llvm.select %425, %539, %540 : vector<4xi1>, vector<4xf32>
          %542 = llvm.extractvalue %38[4] : !llvm.array<8 x vector<4xf32>>
          %543 = llvm.extractvalue %34[4] : !llvm.array<8 x vector<4xf32>>
          %544 = llvm.select %427, %542, %543 : vector<4xi1>, vector<4xf32>
          %545 = llvm.extractvalue %38[5] : !llvm.array<8 x vector<4xf32>>
          %546 = llvm.extractvalue %34[5] : !llvm.array<8 x vector<4xf32>>
          %547 = llvm.select %429, %545, %546 : vector<4xi1>, vector<4xf32>
          %548 = llvm.extractvalue %38[6] : !llvm.array<8 x vector<4xf32>>
          %549 = llvm.extractvalue %34[6] : !llvm.array<8 x vector<4xf32>>
          %550 = llvm.select %431, %548, %549 : vector<4xi1>, vector<4xf32>
          %551 = llvm.extractvalue %38[7] : !llvm.array<8 x vector<4xf32>>
          %552 = llvm.extractvalue %34[7] : !llvm.array<8 x vector<4xf32>>
          %553 = llvm.select %433, %551, %552 : vector<4xi1>, vector<4xf32>
          %554 = llvm.extractvalue %25[0] : !llvm.array<8 x vector<4xf32>>
          %555 = llvm.extractvalue %21[0] : !llvm.array<8 x vector<4xf32>>
          %556 = llvm.select %419, %554, %555 : vector<4xi1>, vector<4xf32>
          %557 = llvm.extractvalue %25[1] : !llvm.array<8 x vector<4xf32>>
          %558 = llvm.extractvalue %21[1] : !llvm.array<8 x vector<4xf32>>
          %559 = llvm.select %421, %557, %558 : vector<4xi1>, vector<4xf32>
          %560 = llvm.extractvalue %25[2] : !llvm.array<8 x vector<4xf32>>
          %561 = llvm.extractvalue %21[2] : !llvm.array<8 x vector<4xf32>>
          %562 = llvm.select %423, %560, %561 : vector<4xi1>, vector<4xf32>
          %563 = llvm.extractvalue %25[3] : !llvm.array<8 x vector<4xf32>>
          %564 = llvm.extractvalue %21[3] : !llvm.array<8 x vector<4xf32>>
          %565 = llvm.select %425, %563, %564 : vector<4xi1>, vector<4xf32>
          %566 = llvm.extractvalue %25[4] : !llvm.array<8 x vector<4xf32>>
          %567 = llvm.extractvalue %21[4] : !llvm.array<8 x vector<4xf32>>
          %568 = llvm.select %427, %566, %567 : vector<4xi1>, vector<4xf32>
          %569 = llvm.extractvalue %25[5] : !llvm.array<8 x vector<4xf32>>
          %570 = llvm.extractvalue %21[5] : !llvm.array<8 x vector<4xf32>>
          %571 = llvm.select %429, %569, %570 : vector<4xi1>, vector<4xf32>
          %572 = llvm.extractvalue %25[6] : !llvm.array<8 x vector<4xf32>>
          %573 = llvm.extractvalue %21[6] : !llvm.array<8 x vector<4xf32>>
          %574 = llvm.select %431, %572, %573 : vector<4xi1>, vector<4xf32>
          %575 = llvm.extractvalue %25[7] : !llvm.array<8 x vector<4xf32>>
          %576 = llvm.extractvalue %21[7] : !llvm.array<8 x vector<4xf32>>
          %577 = llvm.select %433, %575, %576 : vector<4xi1>, vector<4xf32>
          %578 = llvm.extractvalue %37[0] : !llvm.array<8 x vector<4xf32>>
          %579 = llvm.extractvalue %33[0] : !llvm.array<8 x vector<4xf32>>
          %580 = llvm.select %419, %578, %579 : vector<4xi1>, vector<4xf32>
          %581 = llvm.extractvalue %37[1] : !llvm.array<8 x vector<4xf32>>
          %582 = llvm.extractvalue %33[1] : !llvm.array<8 x vector<4xf32>>
          %583 = llvm.select %421, %581, %582 : vector<4xi1>, vector<4xf32>
          %584 = llvm.extractvalue %37[2] : !llvm.array<8 x vector<4xf32>>
          %585 = llvm.extractvalue %33[2] : !llvm.array<8 x vector<4xf32>>
          %586 = llvm.select %423, %584, %585 : vector<4xi1>, vector<4xf32>
          %587 = llvm.extractvalue %37[3] : !llvm.array<8 x vector<4xf32>>
          %588 = llvm.extractvalue %33[3] : !llvm.array<8 x vector<4xf32>>
          %589 = llvm.select %425, %587, %588 : vector<4xi1>, vector<4xf32>
          %590 = llvm.extractvalue %37[4] : !llvm.array<8 x vector<4xf32>>
          %591 = llvm.extractvalue %33[4] : !llvm.array<8 x vector<4xf32>>
          %592 = llvm.select %427, %590, %591 : vector<4xi1>, vector<4xf32>
          %593 = llvm.extractvalue %37[5] : !llvm.array<8 x vector<4xf32>>
          %594 = llvm.extractvalue %33[5] : !llvm.array<8 x vector<4xf32>>
          %595 = llvm.select %429, %593, %594 : vector<4xi1>, vector<4xf32>
          %596 = llvm.extractvalue %37[6] : !llvm.array<8 x vector<4xf32>>
          %597 = llvm.extractvalue %33[6] : !llvm.array<8 x vector<4xf32>>
          %598 = llvm.select %431, %596, %597 : vector<4xi1>, vector<4xf32>
          %599 = llvm.extractvalue %37[7] : !llvm.array<8 x vector<4xf32>>
          %600 = llvm.extractvalue %33[7] : !llvm.array<8 x vector<4xf32>>
          %601 = llvm.select %433, %599, %600 : vector<4xi1>, vector<4xf32>
          %602 = llvm.extractvalue %24[0] : !llvm.array<8 x vector<4xf32>>
          %603 = llvm.extractvalue %20[0] : !llvm.array<8 x vector<4xf32>>
          %604 = llvm.select %419, %602, %603 : vector<4xi1>, vector<4xf32>
          %605 = llvm.extractvalue %24[1] : !llvm.array<8 x vector<4xf32>>
          %606 = llvm.extractvalue %20[1] : !llvm.array<8 x vector<4xf32>>
          %607 = llvm.select %421, %605, %606 : vector<4xi1>, vector<4xf32>
          %608 = llvm.extractvalue %24[2] : !llvm.array<8 x vector<4xf32>>
          %609 = llvm.extractvalue %20[2] : !llvm.array<8 x vector<4xf32>>
          %610 = llvm.select %423, %608, %609 : vector<4xi1>, vector<4xf32>
          %611 = llvm.extractvalue %24[3] : !llvm.array<8 x vector<4xf32>>
          %612 = llvm.extractvalue %20[3] : !llvm.array<8 x vector<4xf32>>
          %613 = llvm.select %425, %611, %612 : vector<4xi1>, vector<4xf32>
          %614 = llvm.extractvalue %24[4] : !llvm.array<8 x vector<4xf32>>
          %615 = llvm.extractvalue %20[4] : !llvm.array<8 x vector<4xf32>>
          %616 = llvm.select %427, %614, %615 : vector<4xi1>, vector<4xf32>
          %617 = llvm.extractvalue %24[5] : !llvm.array<8 x vector<4xf32>>
          %618 = llvm.extractvalue %20[5] : !llvm.array<8 x vector<4xf32>>
          %619 = llvm.select %429, %617, %618 : vector<4xi1>, vector<4xf32>
          %620 = llvm.extractvalue %24[6] : !llvm.array<8 x vector<4xf32>>
          %621 = llvm.extractvalue %20[6] : !llvm.array<8 x vector<4xf32>>
          %622 = llvm.select %431, %620, %621 : vector<4xi1>, vector<4xf32>
          %623 = llvm.extractvalue %24[7] : !llvm.array<8 x vector<4xf32>>
          %624 = llvm.extractvalue %20[7] : !llvm.array<8 x vector<4xf32>>
          %625 = llvm.select %433, %623, %624 : vector<4xi1>, vector<4xf32>
          %626 = llvm.extractvalue %14[0] : !llvm.array<8 x vector<4xf32>>
          %627 = llvm.fcmp "olt" %410, %626 : vector<4xf32>
          %628 = llvm.extractvalue %14[1] : !llvm.array<8 x vector<4xf32>>
          %629 = llvm.fcmp "olt" %411, %628 : vector<4xf32>
          %630 = llvm.extractvalue %14[2] : !llvm.array<8 x vector<4xf32>>
          %631 = llvm.fcmp "olt" %412, %630 : vector<4xf32>
          %632 = llvm.extractvalue %14[3] : !llvm.array<8 x vector<4xf32>>
          %633 = llvm.fcmp "olt" %413, %632 : vector<4xf32>
          %634 = llvm.extractvalue %14[4] : !llvm.array<8 x vector<4xf32>>
          %635 = llvm.fcmp "olt" %414, %634 : vector<4xf32>
          %636 = llvm.extractvalue %14[5] : !llvm.array<8 x vector<4xf32>>
          %637 = llvm.fcmp "olt" %415, %636 : vector<4xf32>
          %638 = llvm.extractvalue %14[6] : !llvm.array<8 x vector<4xf32>>
          %639 = llvm.fcmp "olt" %416, %638 : vector<4xf32>
          %640 = llvm.extractvalue %14[7] : !llvm.array<8 x vector<4xf32>>
          %641 = llvm.fcmp "olt" %417, %640 : vector<4xf32>
          %642 = llvm.extractvalue %32[0] : !llvm.array<8 x vector<4xf32>>
          %643 = llvm.select %627, %386, %642 : vector<4xi1>, vector<4xf32>
          %644 = llvm.extractvalue %32[1] : !llvm.array<8 x vector<4xf32>>
          %645 = llvm.select %629, %388, %644 : vector<4xi1>, vector<4xf32>
          %646 = llvm.extractvalue %32[2] : !llvm.array<8 x vector<4xf32>>
          %647 = llvm.select %631, %390, %646 : vector<4xi1>, vector<4xf32>
          %648 = llvm.extractvalue %32[3] : !llvm.array<8 x vector<4xf32>>
          %649 = llvm.select %633, %392, %648 : vector<4xi1>, vector<4xf32>
          %650 = llvm.extractvalue %32[4] : !llvm.array<8 x vector<4xf32>>
          %651 = llvm.select %635, %394, %650 : vector<4xi1>, vector<4xf32>
          %652 = llvm.extractvalue %32[5] : !llvm.array<8 x vector<4xf32>>
          %653 = llvm.select %637, %396, %652 : vector<4xi1>, vector<4xf32>
          %654 = llvm.extractvalue %32[6] : !llvm.array<8 x vector<4xf32>>
          %655 = llvm.select %639, %398, %654 : vector<4xi1>, vector<4xf32>
          %656 = llvm.extractvalue %32[7] : !llvm.array<8 x vector<4xf32>>
          %657 = llvm.select %641, %400, %656 : vector<4xi1>, vector<4xf32>
          %658 = llvm.extractvalue %31[0] : !llvm.array<8 x vector<4xf32>>
          %659 = llvm.select %627, %436, %658 : vector<4xi1>, vector<4xf32>
          %660 = llvm.extractvalue %31[1] : !llvm.array<8 x vector<4xf32>>
          %661 = llvm.select %629, %439, %660 : vector<4xi1>, vector<4xf32>
          %662 = llvm.extractvalue %31[2] : !llvm.array<8 x vector<4xf32>>
          %663 = llvm.select %631, %442, %662 : vector<4xi1>, vector<4xf32>
          %664 = llvm.extractvalue %31[3] : !llvm.array<8 x vector<4xf32>>
          %665 = llvm.select %633, %445, %664 : vector<4xi1>, vector<4xf32>
          %666 = llvm.extractvalue %31[4] : !llvm.array<8 x vector<4xf32>>
          %667 = llvm.select %635, %448, %666 : vector<4xi1>, vector<4xf32>
          %668 = llvm.extractvalue %31[5] : !llvm.array<8 x vector<4xf32>>
          %669 = llvm.select %637, %451, %668 : vector<4xi1>, vector<4xf32>
          %670 = llvm.extractvalue %31[6] : !llvm.array<8 x vector<4xf32>>
          %671 = llvm.select %639, %454, %670 : vector<4xi1>, vector<4xf32>
          %672 = llvm.extractvalue %31[7] : !llvm.array<8 x vector<4xf32>>
          %673 = llvm.select %641, %457, %672 : vector<4xi1>, vector<4xf32>
          %674 = llvm.extractvalue %19[0] : !llvm.array<8 x vector<4xf32>>
          %675 = llvm.select %627, %460, %674 : vector<4xi1>, vector<4xf32>
          %676 = llvm.extractvalue %19[1] : !llvm.array<8 x vector<4xf32>>
          %677 = llvm.select %629, %463, %676 : vector<4xi1>, vector<4xf32>
          %678 = llvm.extractvalue %19[2] : !llvm.array<8 x vector<4xf32>>
          %679 = llvm.select %631, %466, %678 : vector<4xi1>, vector<4xf32>
          %680 = llvm.extractvalue %19[3] : !llvm.array<8 x vector<4xf32>>
          %681 = llvm.select %633, %469, %680 : vector<4xi1>, vector<4xf32>
          %682 = llvm.extractvalue %19[4] : !llvm.array<8 x vector<4xf32>>
          %683 = llvm.select %635, %472, %682 : vector<4xi1>, vector<4xf32>
          %684 = llvm.extractvalue %19[5] : !llvm.array<8 x vector<4xf32>>
          %685 = llvm.select %637, %475, %684 : vector<4xi1>, vector<4xf32>
          %686 = llvm.extractvalue %19[6] : !llvm.array<8 x vector<4xf32>>
          %687 = llvm.select %639, %478, %686 : vector<4xi1>, vector<4xf32>
          %688 = llvm.extractvalue %19[7] : !llvm.array<8 x vector<4xf32>>
          %689 = llvm.select %641, %481, %688 : vector<4xi1>, vector<4xf32>
          %690 = llvm.extractvalue %30[0] : !llvm.array<8 x vector<4xf32>>
          %691 = llvm.select %627, %484, %690 : vector<4xi1>, vector<4xf32>
          %692 = llvm.extractvalue %30[1] : !llvm.array<8 x vector<4xf32>>
          %693 = llvm.select %629, %487, %692 : vector<4xi1>, vector<4xf32>
          %694 = llvm.extractvalue %30[2] : !llvm.array<8 x vector<4xf32>>
          %695 = llvm.select %631, %490, %694 : vector<4xi1>, vector<4xf32>
          %696 = llvm.extractvalue %30[3] : !llvm.array<8 x vector<4xf32>>
          %697 = llvm.select %633, %493, %696 : vector<4xi1>, vector<4xf32>
          %698 = llvm.extractvalue %30[4] : !llvm.array<8 x vector<4xf32>>
          %699 = llvm.select %635, %496, %698 : vector<4xi1>, vector<4xf32>
          %700 = llvm.extractvalue %30[5] : !llvm.array<8 x vector<4xf32>>
          %701 = llvm.select %637, %499, %700 : vector<4xi1>, vector<4xf32>
          %702 = llvm.extractvalue %30[6] : !llvm.array<8 x vector<4xf32>>
          %703 = llvm.select %639, %502, %702 : vector<4xi1>, vector<4xf32>
          %704 = llvm.extractvalue %30[7] : !llvm.array<8 x vector<4xf32>>
          %705 = llvm.select %641, %505, %704 : vector<4xi1>, vector<4xf32>
          %706 = llvm.extractvalue %18[0] : !llvm.array<8 x vector<4xf32>>
          %707 = llvm.select %627, %508, %706 : vector<4xi1>, vector<4xf32>
          %708 = llvm.extractvalue %18[1] : !llvm.array<8 x vector<4xf32>>
          %709 = llvm.select %629, %511, %708 : vector<4xi1>, vector<4xf32>
          %710 = llvm.extractvalue %18[2] : !llvm.array<8 x vector<4xf32>>
          %711 = llvm.select %631, %514, %710 : vector<4xi1>, vector<4xf32>
          %712 = llvm.extractvalue %18[3] : !llvm.array<8 x vector<4xf32>>
          %713 = llvm.select %633, %517, %712 : vector<4xi1>, vector<4xf32>
          %714 = llvm.extractvalue %18[4] : !llvm.array<8 x vector<4xf32>>
          %715 = llvm.select %635, %520, %714 : vector<4xi1>, vector<4xf32>
          %716 = llvm.extractvalue %18[5] : !llvm.array<8 x vector<4xf32>>
          %717 = llvm.select %637, %523, %716 : vector<4xi1>, vector<4xf32>
          %718 = llvm.extractvalue %18[6] : !llvm.array<8 x vector<4xf32>>
          %719 = llvm.select %639, %526, %718 : vector<4xi1>, vector<4xf32>
          %720 = llvm.extractvalue %18[7] : !llvm.array<8 x vector<4xf32>>
          %721 = llvm.select %641, %529, %720 : vector<4xi1>, vector<4xf32>
          %722 = llvm.extractvalue %29[0] : !llvm.array<8 x vector<4xf32>>
          %723 = llvm.select %627, %532, %722 : vector<4xi1>, vector<4xf32>
          %724 = llvm.extractvalue %29[1] : !llvm.array<8 x vector<4xf32>>
          %725 = llvm.select %629, %535, %724 : vector<4xi1>, vector<4xf32>
          %726 = llvm.extractvalue %29[2] : !llvm.array<8 x vector<4xf32>>
          %727 = llvm.select %631, %538, %726 : vector<4xi1>, vector<4xf32>
          %728 = llvm.extractvalue %29[3] : !llvm.array<8 x vector<4xf32>>
          %729 = llvm.select %633, %541, %728 : vector<4xi1>, vector<4xf32>
          %730 = llvm.extractvalue %29[4] : !llvm.array<8 x vector<4xf32>>
          %731 = llvm.select %635, %544, %730 : vector<4xi1>, vector<4xf32>
          %732 = llvm.extractvalue %29[5] : !llvm.array<8 x vector<4xf32>>
          %733 = llvm.select %637, %547, %732 : vector<4xi1>, vector<4xf32>
          %734 = llvm.extractvalue %29[6] : !llvm.array<8 x vector<4xf32>>
          %735 = llvm.select %639, %550, %734 : vector<4xi1>, vector<4xf32>
          %736 = llvm.extractvalue %29[7] : !llvm.array<8 x vector<4xf32>>
          %737 = llvm.select %641, %553, %736 : vector<4xi1>, vector<4xf32>
          %738 = llvm.extractvalue %17[0] : !llvm.array<8 x vector<4xf32>>
          %739 = llvm.select %627, %556, %738 : vector<4xi1>, vector<4xf32>
          %740 = llvm.extractvalue %17[1] : !llvm.array<8 x vector<4xf32>>
          %741 = llvm.select %629, %559, %740 : vector<4xi1>, vector<4xf32>
          %742 = llvm.extractvalue %17[2] : !llvm.array<8 x vector<4xf32>>
          %743 = llvm.select %631, %562, %742 : vector<4xi1>, vector<4xf32>
          %744 = llvm.extractvalue %17[3] : !llvm.array<8 x vector<4xf32>>
          %745 = llvm.select %633, %565, %744 : vector<4xi1>, vector<4xf32>
          %746 = llvm.extractvalue %17[4] : !llvm.array<8 x vector<4xf32>>
          %747 = llvm.select %635, %568, %746 : vector<4xi1>, vector<4xf32>
          %748 = llvm.extractvalue %17[5] : !llvm.array<8 x vector<4xf32>>
          %749 = llvm.select %637, %571, %748 : vector<4xi1>, vector<4xf32>
          %750 = llvm.extractvalue %17[6] : !llvm.array<8 x vector<4xf32>>
          %751 = llvm.select %639, %574, %750 : vector<4xi1>, vector<4xf32>
          %752 = llvm.extractvalue %17[7] : !llvm.array<8 x vector<4xf32>>
          %753 = llvm.select %641, %577, %752 : vector<4xi1>, vector<4xf32>
          %754 = llvm.extractvalue %28[0] : !llvm.array<8 x vector<4xf32>>
          %755 = llvm.select %627, %580, %754 : vector<4xi1>, vector<4xf32>
          %756 = llvm.extractvalue %28[1] : !llvm.array<8 x vector<4xf32>>
          %757 = llvm.select %629, %583, %756 : vector<4xi1>, vector<4xf32>
          %758 = llvm.extractvalue %28[2] : !llvm.array<8 x vector<4xf32>>
          %759 = llvm.select %631, %586, %758 : vector<4xi1>, vector<4xf32>
          %760 = llvm.extractvalue %28[3] : !llvm.array<8 x vector<4xf32>>
          %761 = llvm.select %633, %589, %760 : vector<4xi1>, vector<4xf32>
          %762 = llvm.extractvalue %28[4] : !llvm.array<8 x vector<4xf32>>
          %763 = llvm.select %635, %592, %762 : vector<4xi1>, vector<4xf32>
          %764 = llvm.extractvalue %28[5] : !llvm.array<8 x vector<4xf32>>
          %765 = llvm.select %637, %595, %764 : vector<4xi1>, vector<4xf32>
          %766 = llvm.extractvalue %28[6] : !llvm.array<8 x vector<4xf32>>
          %767 = llvm.select %639, %598, %766 : vector<4xi1>, vector<4xf32>
          %768 = llvm.extractvalue %28[7] : !llvm.array<8 x vector<4xf32>>
          %769 = llvm.select %641, %601, %768 : vector<4xi1>, vector<4xf32>
          %770 = llvm.extractvalue %16[0] : !llvm.array<8 x vector<4xf32>>
          %771 = llvm.select %627, %604, %770 : vector<4xi1>, vector<4xf32>
          %772 = llvm.extractvalue %16[1] : !llvm.array<8 x vector<4xf32>>
          %773 = llvm.select %629, %607, %772 : vector<4xi1>, vector<4xf32>
          %774 = llvm.extractvalue %16[2] : !llvm.array<8 x vector<4xf32>>
          %775 = llvm.select %631, %610, %774 : vector<4xi1>, vector<4xf32>
          %776 = llvm.extractvalue %16[3] : !llvm.array<8 x vector<4xf32>>
          %777 = llvm.select %633, %613, %776 : vector<4xi1>, vector<4xf32>
          %778 = llvm.extractvalue %16[4] : !llvm.array<8 x vector<4xf32>>
          %779 = llvm.select %635, %616, %778 : vector<4xi1>, vector<4xf32>
          %780 = llvm.extractvalue %16[5] : !llvm.array<8 x vector<4xf32>>
          %781 = llvm.select %637, %619, %780 : vector<4xi1>, vector<4xf32>
          %782 = llvm.extractvalue %16[6] : !llvm.array<8 x vector<4xf32>>
          %783 = llvm.select %639, %622, %782 : vector<4xi1>, vector<4xf32>
          %784 = llvm.extractvalue %16[7] : !llvm.array<8 x vector<4xf32>>
          %785 = llvm.select %641, %625, %784 : vector<4xi1>, vector<4xf32>
          %786 = llvm.extractvalue %49[0] : !llvm.array<8 x vector<4xf32>>
          %787 = llvm.select %627, %386, %786 : vector<4xi1>, vector<4xf32>
          %788 = llvm.extractvalue %49[1] : !llvm.array<8 x vector<4xf32>>
          %789 = llvm.select %629, %388, %788 : vector<4xi1>, vector<4xf32>
          %790 = llvm.extractvalue %49[2] : !llvm.array<8 x vector<4xf32>>
          %791 = llvm.select %631, %390, %790 : vector<4xi1>, vector<4xf32>
          %792 = llvm.extractvalue %49[3] : !llvm.array<8 x vector<4xf32>>
          %793 = llvm.select %633, %392, %792 : vector<4xi1>, vector<4xf32>
          %794 = llvm.extractvalue %49[4] : !llvm.array<8 x vector<4xf32>>
          %795 = llvm.select %635, %394, %794 : vector<4xi1>, vector<4xf32>
          %796 = llvm.extractvalue %49[5] : !llvm.array<8 x vector<4xf32>>
          %797 = llvm.select %637, %396, %796 : vector<4xi1>, vector<4xf32>
          %798 = llvm.extractvalue %49[6] : !llvm.array<8 x vector<4xf32>>
          %799 = llvm.select %639, %398, %798 : vector<4xi1>, vector<4xf32>
          %800 = llvm.extractvalue %49[7] : !llvm.array<8 x vector<4xf32>>
          %801 = llvm.select %641, %400, %800 : vector<4xi1>, vector<4xf32>
          %802 = llvm.extractvalue %13[0] : !llvm.array<8 x vector<4xf32>>
          %803 = llvm.fcmp "ult" %410, %802 : vector<4xf32>
          %804 = llvm.extractvalue %13[1] : !llvm.array<8 x vector<4xf32>>
          %805 = llvm.fcmp "ult" %411, %804 : vector<4xf32>
          %806 = llvm.extractvalue %13[2] : !llvm.array<8 x vector<4xf32>>
          %807 = llvm.fcmp "ult" %412, %806 : vector<4xf32>
          %808 = llvm.extractvalue %13[3] : !llvm.array<8 x vector<4xf32>>
          %809 = llvm.fcmp "ult" %413, %808 : vector<4xf32>
          %810 = llvm.extractvalue %13[4] : !llvm.array<8 x vector<4xf32>>
          %811 = llvm.fcmp "ult" %414, %810 : vector<4xf32>
          %812 = llvm.extractvalue %13[5] : !llvm.array<8 x vector<4xf32>>
          %813 = llvm.fcmp "ult" %415, %812 : vector<4xf32>
          %814 = llvm.extractvalue %13[6] : !llvm.array<8 x vector<4xf32>>
          %815 = llvm.fcmp "ult" %416, %814 : vector<4xf32>
          %816 = llvm.extractvalue %13[7] : !llvm.array<8 x vector<4xf32>>
          %817 = llvm.fcmp "ult" %417, %816 : vector<4xf32>
          %818 = llvm.intr.fma(%410, %755, %723) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %819 = llvm.intr.fma(%411, %757, %725) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %820 = llvm.intr.fma(%412, %759, %727) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %821 = llvm.intr.fma(%413, %761, %729) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %822 = llvm.intr.fma(%414, %763, %731) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %823 = llvm.intr.fma(%415, %765, %733) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %824 = llvm.intr.fma(%416, %767, %735) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %825 = llvm.intr.fma(%417, %769, %737) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %826 = llvm.intr.fma(%410, %818, %691) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %827 = llvm.intr.fma(%411, %819, %693) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %828 = llvm.intr.fma(%412, %820, %695) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %829 = llvm.intr.fma(%413, %821, %697) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %830 = llvm.intr.fma(%414, %822, %699) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %831 = llvm.intr.fma(%415, %823, %701) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %832 = llvm.intr.fma(%416, %824, %703) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %833 = llvm.intr.fma(%417, %825, %705) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %834 = llvm.intr.fma(%410, %826, %659) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %835 = llvm.intr.fma(%411, %827, %661) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %836 = llvm.intr.fma(%412, %828, %663) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %837 = llvm.intr.fma(%413, %829, %665) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %838 = llvm.intr.fma(%414, %830, %667) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %839 = llvm.intr.fma(%415, %831, %669) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %840 = llvm.intr.fma(%416, %832, %671) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %841 = llvm.intr.fma(%417, %833, %673) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %842 = llvm.intr.fma(%410, %834, %643) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %843 = llvm.intr.fma(%411, %835, %645) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %844 = llvm.intr.fma(%412, %836, %647) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %845 = llvm.intr.fma(%413, %837, %649) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %846 = llvm.intr.fma(%414, %838, %651) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %847 = llvm.intr.fma(%415, %839, %653) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %848 = llvm.intr.fma(%416, %840, %655) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %849 = llvm.intr.fma(%417, %841, %657) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %850 = llvm.intr.fma(%410, %771, %739) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %851 = llvm.intr.fma(%411, %773, %741) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %852 = llvm.intr.fma(%412, %775, %743) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %853 = llvm.intr.fma(%413, %777, %745) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %854 = llvm.intr.fma(%414, %779, %747) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %855 = llvm.intr.fma(%415, %781, %749) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %856 = llvm.intr.fma(%416, %783, %751) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %857 = llvm.intr.fma(%417, %785, %753) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %858 = llvm.intr.fma(%410, %850, %707) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %859 = llvm.intr.fma(%411, %851, %709) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %860 = llvm.intr.fma(%412, %852, %711) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %861 = llvm.intr.fma(%413, %853, %713) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %862 = llvm.intr.fma(%414, %854, %715) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %863 = llvm.intr.fma(%415, %855, %717) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %864 = llvm.intr.fma(%416, %856, %719) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %865 = llvm.intr.fma(%417, %857, %721) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %866 = llvm.intr.fma(%410, %858, %675) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %867 = llvm.intr.fma(%411, %859, %677) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %868 = llvm.intr.fma(%412, %860, %679) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %869 = llvm.intr.fma(%413, %861, %681) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %870 = llvm.intr.fma(%414, %862, %683) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %871 = llvm.intr.fma(%415, %863, %685) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %872 = llvm.intr.fma(%416, %864, %687) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %873 = llvm.intr.fma(%417, %865, %689) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %874 = llvm.intr.fma(%410, %866, %786) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %875 = llvm.intr.fma(%411, %867, %788) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %876 = llvm.intr.fma(%412, %868, %790) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %877 = llvm.intr.fma(%413, %869, %792) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %878 = llvm.intr.fma(%414, %870, %794) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %879 = llvm.intr.fma(%415, %871, %796) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %880 = llvm.intr.fma(%416, %872, %798) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %881 = llvm.intr.fma(%417, %873, %800) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %882 = llvm.fdiv %842, %874 : vector<4xf32>
          %883 = llvm.fdiv %843, %875 : vector<4xf32>
          %884 = llvm.fdiv %844, %876 : vector<4xf32>
          %885 = llvm.fdiv %845, %877 : vector<4xf32>
          %886 = llvm.fdiv %846, %878 : vector<4xf32>
          %887 = llvm.fdiv %847, %879 : vector<4xf32>
          %888 = llvm.fdiv %848, %880 : vector<4xf32>
          %889 = llvm.fdiv %849, %881 : vector<4xf32>
          %890 = llvm.fadd %787, %882 fastmath<contract> : vector<4xf32>
          %891 = llvm.fadd %789, %883 fastmath<contract> : vector<4xf32>
          %892 = llvm.fadd %791, %884 fastmath<contract> : vector<4xf32>
          %893 = llvm.fadd %793, %885 fastmath<contract> : vector<4xf32>
          %894 = llvm.fadd %795, %886 fastmath<contract> : vector<4xf32>
          %895 = llvm.fadd %797, %887 fastmath<contract> : vector<4xf32>
          %896 = llvm.fadd %799, %888 fastmath<contract> : vector<4xf32>
          %897 = llvm.fadd %801, %889 fastmath<contract> : vector<4xf32>
          %898 = llvm.select %803, %890, %786 : vector<4xi1>, vector<4xf32>
          %899 = llvm.select %805, %891, %788 : vector<4xi1>, vector<4xf32>
          %900 = llvm.select %807, %892, %790 : vector<4xi1>, vector<4xf32>
          %901 = llvm.select %809, %893, %792 : vector<4xi1>, vector<4xf32>
          %902 = llvm.select %811, %894, %794 : vector<4xi1>, vector<4xf32>
          %903 = llvm.select %813, %895, %796 : vector<4xi1>, vector<4xf32>
          %904 = llvm.select %815, %896, %798 : vector<4xi1>, vector<4xf32>
          %905 = llvm.select %817, %897, %800 : vector<4xi1>, vector<4xf32>
          %906 = llvm.fneg %898 fastmath<contract> : vector<4xf32>
          %907 = llvm.fneg %899 fastmath<contract> : vector<4xf32>
          %908 = llvm.fneg %900 fastmath<contract> : vector<4xf32>
          %909 = llvm.fneg %901 fastmath<contract> : vector<4xf32>
          %910 = llvm.fneg %902 fastmath<contract> : vector<4xf32>
          %911 = llvm.fneg %903 fastmath<contract> : vector<4xf32>
          %912 = llvm.fneg %904 fastmath<contract> : vector<4xf32>
          %913 = llvm.fneg %905 fastmath<contract> : vector<4xf32>
          %914 = llvm.select %387, %906, %898 : vector<4xi1>, vector<4xf32>
          %915 = llvm.select %389, %907, %899 : vector<4xi1>, vector<4xf32>
          %916 = llvm.select %391, %908, %900 : vector<4xi1>, vector<4xf32>
          %917 = llvm.select %393, %909, %901 : vector<4xi1>, vector<4xf32>
          %918 = llvm.select %395, %910, %902 : vector<4xi1>, vector<4xf32>
          %919 = llvm.select %397, %911, %903 : vector<4xi1>, vector<4xf32>
          %920 = llvm.select %399, %912, %904 : vector<4xi1>, vector<4xf32>
          %921 = llvm.select %401, %913, %905 : vector<4xi1>, vector<4xf32>
          %922 = llvm.fadd %914, %786 fastmath<contract> : vector<4xf32>
          %923 = llvm.fadd %915, %788 fastmath<contract> : vector<4xf32>
          %924 = llvm.fadd %916, %790 fastmath<contract> : vector<4xf32>
          %925 = llvm.fadd %917, %792 fastmath<contract> : vector<4xf32>
          %926 = llvm.fadd %918, %794 fastmath<contract> : vector<4xf32>
          %927 = llvm.fadd %919, %796 fastmath<contract> : vector<4xf32>
          %928 = llvm.fadd %920, %798 fastmath<contract> : vector<4xf32>
          %929 = llvm.fadd %921, %800 fastmath<contract> : vector<4xf32>
          %930 = llvm.extractvalue %48[0] : !llvm.array<8 x vector<4xf32>>
          %931 = llvm.fmul %922, %930 fastmath<contract> : vector<4xf32>
          %932 = llvm.extractvalue %48[1] : !llvm.array<8 x vector<4xf32>>
          %933 = llvm.fmul %923, %932 fastmath<contract> : vector<4xf32>
          %934 = llvm.extractvalue %48[2] : !llvm.array<8 x vector<4xf32>>
          %935 = llvm.fmul %924, %934 fastmath<contract> : vector<4xf32>
          %936 = llvm.extractvalue %48[3] : !llvm.array<8 x vector<4xf32>>
          %937 = llvm.fmul %925, %936 fastmath<contract> : vector<4xf32>
          %938 = llvm.extractvalue %48[4] : !llvm.array<8 x vector<4xf32>>
          %939 = llvm.fmul %926, %938 fastmath<contract> : vector<4xf32>
          %940 = llvm.extractvalue %48[5] : !llvm.array<8 x vector<4xf32>>
          %941 = llvm.fmul %927, %940 fastmath<contract> : vector<4xf32>
          %942 = llvm.extractvalue %48[6] : !llvm.array<8 x vector<4xf32>>
          %943 = llvm.fmul %928, %942 fastmath<contract> : vector<4xf32>
          %944 = llvm.extractvalue %48[7] : !llvm.array<8 x vector<4xf32>>
          %945 = llvm.fmul %929, %944 fastmath<contract> : vector<4xf32>
          %946 = llvm.fmul %355, %931 fastmath<contract> : vector<4xf32>
          %947 = llvm.fmul %357, %933 fastmath<contract> : vector<4xf32>
          %948 = llvm.fmul %359, %935 fastmath<contract> : vector<4xf32>
          %949 = llvm.fmul %361, %937 fastmath<contract> : vector<4xf32>
          %950 = llvm.fmul %363, %939 fastmath<contract> : vector<4xf32>
          %951 = llvm.fmul %365, %941 fastmath<contract> : vector<4xf32>
          %952 = llvm.fmul %367, %943 fastmath<contract> : vector<4xf32>
          %953 = llvm.fmul %369, %945 fastmath<contract> : vector<4xf32>
          %954 = llvm.mul %55, %52 : i64
          %955 = llvm.add %954, %71 : i64
          %956 = llvm.getelementptr %70[%955] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %946, %956 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %957 = llvm.mul %47, %52 : i64
          %958 = llvm.add %957, %71 : i64
          %959 = llvm.getelementptr %70[%958] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %947, %959 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %960 = llvm.mul %46, %52 : i64
          %961 = llvm.add %960, %71 : i64
          %962 = llvm.getelementptr %70[%961] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %948, %962 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %963 = llvm.mul %45, %52 : i64
          %964 = llvm.add %963, %71 : i64
          %965 = llvm.getelementptr %70[%964] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %949, %965 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %966 = llvm.mul %53, %52 : i64
          %967 = llvm.add %966, %71 : i64
          %968 = llvm.getelementptr %70[%967] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %950, %968 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %969 = llvm.mul %44, %52 : i64
          %970 = llvm.add %969, %71 : i64
          %971 = llvm.getelementptr %70[%970] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %951, %971 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %972 = llvm.mul %43, %52 : i64
          %973 = llvm.add %972, %71 : i64
          %974 = llvm.getelementptr %70[%973] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %952, %974 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %975 = llvm.mul %42, %52 : i64
          %976 = llvm.add %975, %71 : i64
          %977 = llvm.getelementptr %70[%976] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %953, %977 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %978 = llvm.add %71, %53 : i64
          llvm.br ^bb1(%978 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_30 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_30_matmul_8x32x64_f32 ordinal(0) layout(#pipeline_layout5) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_17> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_30_matmul_8x32x64_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %11 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
          %12 = llvm.mlir.poison : !llvm.array<8 x vector<4xf32>>
          %13 = llvm.mlir.poison : vector<16xf32>
          %14 = llvm.mlir.constant(7 : i64) : i64
          %15 = llvm.mlir.constant(6 : i64) : i64
          %16 = llvm.mlir.constant(5 : i64) : i64
          %17 = llvm.mlir.constant(3 : i64) : i64
          %18 = llvm.mlir.constant(2 : i64) : i64
          %19 = llvm.mlir.constant(1 : i64) : i64
          %20 = llvm.mlir.constant(0 : i64) : i64
          %21 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %22 = llvm.mlir.constant(32 : i64) : i64
          %23 = llvm.mlir.constant(4 : i64) : i64
          %24 = llvm.mlir.constant(64 : i64) : i64
          %25 = llvm.getelementptr %11[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %26 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %27 = llvm.extractvalue %26[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %28 = llvm.load %27 : !llvm.ptr -> !llvm.ptr
          %29 = llvm.getelementptr %28[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%29, %24 : !llvm.ptr, i64)] : i1
          %30 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %31 = llvm.extractvalue %30[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %32 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %33 = llvm.load %32 : !llvm.ptr -> !llvm.ptr
          %34 = llvm.getelementptr %33[6272] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%34, %24 : !llvm.ptr, i64)] : i1
          %35 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %36 = llvm.extractvalue %35[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %37 = llvm.load %36 : !llvm.ptr -> !llvm.ptr
          %38 = llvm.getelementptr %37[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%38, %24 : !llvm.ptr, i64)] : i1
          %39 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %40 = llvm.extractvalue %39[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %41 = llvm.getelementptr %40[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %42 = llvm.load %41 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %9 ["align"(%42, %24 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%20 : i64)
        ^bb1(%43: i64):  // 2 preds: ^bb0, ^bb4
          %44 = llvm.icmp "slt" %43, %22 : i64
          llvm.cond_br %44, ^bb2(%20, %21 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%45: i64, %46: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %47 = llvm.icmp "slt" %45, %24 : i64
          llvm.cond_br %47, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %48 = llvm.mul %43, %24 : i64
          %49 = llvm.add %48, %45 : i64
          %50 = llvm.getelementptr %34[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %51 = llvm.load %50 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %52 = llvm.add %43, %19 : i64
          %53 = llvm.mul %52, %24 : i64
          %54 = llvm.add %53, %45 : i64
          %55 = llvm.getelementptr %34[%54] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %56 = llvm.load %55 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %57 = llvm.add %43, %18 : i64
          %58 = llvm.mul %57, %24 : i64
          %59 = llvm.add %58, %45 : i64
          %60 = llvm.getelementptr %34[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %61 = llvm.load %60 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %62 = llvm.add %43, %17 : i64
          %63 = llvm.mul %62, %24 : i64
          %64 = llvm.add %63, %45 : i64
          %65 = llvm.getelementptr %34[%64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %66 = llvm.load %65 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %67 = llvm.extractelement %51[%20 : i64] : vector<4xf32>
          %68 = llvm.extractelement %51[%19 : i64] : vector<4xf32>
          %69 = llvm.extractelement %51[%18 : i64] : vector<4xf32>
          %70 = llvm.extractelement %51[%17 : i64] : vector<4xf32>
          %71 = llvm.extractelement %56[%20 : i64] : vector<4xf32>
          %72 = llvm.extractelement %56[%19 : i64] : vector<4xf32>
          %73 = llvm.extractelement %56[%18 : i64] : vector<4xf32>
          %74 = llvm.extractelement %56[%17 : i64] : vector<4xf32>
          %75 = llvm.extractelement %61[%20 : i64] : vector<4xf32>
          %76 = llvm.extractelement %61[%19 : i64] : vector<4xf32>
          %77 = llvm.extractelement %61[%18 : i64] : vector<4xf32>
          %78 = llvm.extractelement %61[%17 : i64] : vector<4xf32>
          %79 = llvm.extractelement %66[%20 : i64] : vector<4xf32>
          %80 = llvm.extractelement %66[%19 : i64] : vector<4xf32>
          %81 = llvm.extractelement %66[%18 : i64] : vector<4xf32>
          %82 = llvm.extractelement %66[%17 : i64] : vector<4xf32>
          %83 = llvm.insertelement %67, %13[%20 : i64] : vector<16xf32>
          %84 = llvm.insertelement %68, %83[%19 : i64] : vector<16xf32>
          %85 = llvm.insertelement %69, %84[%18 : i64] : vector<16xf32>
          %86 = llvm.insertelement %70, %85[%17 : i64] : vector<16xf32>
          %87 = llvm.insertelement %71, %86[%23 : i64] : vector<16xf32>
          %88 = llvm.insertelement %72, %87[%16 : i64] : vector<16xf32>
          %89 = llvm.insertelement %73, %88[%15 : i64] : vector<16xf32>
          %90 = llvm.insertelement %74, %89[%14 : i64] : vector<16xf32>
          %91 = llvm.insertelement %75, %90[%10 : i64] : vector<16xf32>
          %92 = llvm.insertelement %76, %91[%8 : i64] : vector<16xf32>
          %93 = llvm.insertelement %77, %92[%7 : i64] : vector<16xf32>
          %94 = llvm.insertelement %78, %93[%6 : i64] : vector<16xf32>
          %95 = llvm.insertelement %79, %94[%5 : i64] : vector<16xf32>
          %96 = llvm.insertelement %80, %95[%4 : i64] : vector<16xf32>
          %97 = llvm.insertelement %81, %96[%3 : i64] : vector<16xf32>
          %98 = llvm.insertelement %82, %97[%2 : i64] : vector<16xf32>
          %99 = llvm.shufflevector %98, %13 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %100 = llvm.shufflevector %99, %99 [0, 1, 2, 3] : vector<16xf32>
          %101 = llvm.shufflevector %99, %99 [4, 5, 6, 7] : vector<16xf32>
          %102 = llvm.shufflevector %99, %99 [8, 9, 10, 11] : vector<16xf32>
          %103 = llvm.shufflevector %99, %99 [12, 13, 14, 15] : vector<16xf32>
          %104 = llvm.mul %20, %24 overflow<nsw, nuw> : i64
          %105 = llvm.add %104, %45 overflow<nsw, nuw> : i64
          %106 = llvm.getelementptr inbounds|nuw %29[%105] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %107 = llvm.load %106 : !llvm.ptr -> f32
          %108 = llvm.insertelement %107, %1[%0 : i32] : vector<4xf32>
          %109 = llvm.shufflevector %108, %1 [0, 0, 0, 0] : vector<4xf32>
          %110 = llvm.extractvalue %46[0] : !llvm.array<8 x vector<4xf32>>
          %111 = llvm.intr.fmuladd(%109, %100, %110) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %112 = llvm.mul %19, %24 overflow<nsw, nuw> : i64
          %113 = llvm.add %112, %45 overflow<nsw, nuw> : i64
          %114 = llvm.getelementptr inbounds|nuw %29[%113] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %115 = llvm.load %114 : !llvm.ptr -> f32
          %116 = llvm.insertelement %115, %1[%0 : i32] : vector<4xf32>
          %117 = llvm.shufflevector %116, %1 [0, 0, 0, 0] : vector<4xf32>
          %118 = llvm.extractvalue %46[1] : !llvm.array<8 x vector<4xf32>>
          %119 = llvm.intr.fmuladd(%117, %100, %118) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %120 = llvm.mul %18, %24 overflow<nsw, nuw> : i64
          %121 = llvm.add %120, %45 overflow<nsw, nuw> : i64
          %122 = llvm.getelementptr inbounds|nuw %29[%121] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %123 = llvm.load %122 : !llvm.ptr -> f32
          %124 = llvm.insertelement %123, %1[%0 : i32] : vector<4xf32>
          %125 = llvm.shufflevector %124, %1 [0, 0, 0, 0] : vector<4xf32>
          %126 = llvm.extractvalue %46[2] : !llvm.array<8 x vector<4xf32>>
          %127 = llvm.intr.fmuladd(%125, %100, %126) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %128 = llvm.mul %17, %24 overflow<nsw, nuw> : i64
          %129 = llvm.add %128, %45 overflow<nsw, nuw> : i64
          %130 = llvm.getelementptr inbounds|nuw %29[%129] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %131 = llvm.load %130 : !llvm.ptr -> f32
          %132 = llvm.insertelement %131, %1[%0 : i32] : vector<4xf32>
          %133 = llvm.shufflevector %132, %1 [0, 0, 0, 0] : vector<4xf32>
          %134 = llvm.extractvalue %46[3] : !llvm.array<8 x vector<4xf32>>
          %135 = llvm.intr.fmuladd(%133, %100, %134) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %136 = llvm.mul %23, %24 overflow<nsw, nuw> : i64
          %137 = llvm.add %136, %45 overflow<nsw, nuw> : i64
          %138 = llvm.getelementptr inbounds|nuw %29[%137] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %139 = llvm.load %138 : !llvm.ptr -> f32
          %140 = llvm.insertelement %139, %1[%0 : i32] : vector<4xf32>
          %141 = llvm.shufflevector %140, %1 [0, 0, 0, 0] : vector<4xf32>
          %142 = llvm.extractvalue %46[4] : !llvm.array<8 x vector<4xf32>>
          %143 = llvm.intr.fmuladd(%141, %100, %142) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %144 = llvm.mul %16, %24 overflow<nsw, nuw> : i64
          %145 = llvm.add %144, %45 overflow<nsw, nuw> : i64
          %146 = llvm.getelementptr inbounds|nuw %29[%145] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %147 = llvm.load %146 : !llvm.ptr -> f32
          %148 = llvm.insertelement %147, %1[%0 : i32] : vector<4xf32>
          %149 = llvm.shufflevector %148, %1 [0, 0, 0, 0] : vector<4xf32>
          %150 = llvm.extractvalue %46[5] : !llvm.array<8 x vector<4xf32>>
          %151 = llvm.intr.fmuladd(%149, %100, %150) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %152 = llvm.mul %15, %24 overflow<nsw, nuw> : i64
          %153 = llvm.add %152, %45 overflow<nsw, nuw> : i64
          %154 = llvm.getelementptr inbounds|nuw %29[%153] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %155 = llvm.load %154 : !llvm.ptr -> f32
          %156 = llvm.insertelement %155, %1[%0 : i32] : vector<4xf32>
          %157 = llvm.shufflevector %156, %1 [0, 0, 0, 0] : vector<4xf32>
          %158 = llvm.extractvalue %46[6] : !llvm.array<8 x vector<4xf32>>
          %159 = llvm.intr.fmuladd(%157, %100, %158) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %160 = llvm.mul %14, %24 overflow<nsw, nuw> : i64
          %161 = llvm.add %160, %45 overflow<nsw, nuw> : i64
          %162 = llvm.getelementptr inbounds|nuw %29[%161] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %163 = llvm.load %162 : !llvm.ptr -> f32
          %164 = llvm.insertelement %163, %1[%0 : i32] : vector<4xf32>
          %165 = llvm.shufflevector %164, %1 [0, 0, 0, 0] : vector<4xf32>
          %166 = llvm.extractvalue %46[7] : !llvm.array<8 x vector<4xf32>>
          %167 = llvm.intr.fmuladd(%165, %100, %166) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %168 = llvm.add %45, %19 : i64
          %169 = llvm.add %104, %168 overflow<nsw, nuw> : i64
          %170 = llvm.getelementptr inbounds|nuw %29[%169] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %171 = llvm.load %170 : !llvm.ptr -> f32
          %172 = llvm.insertelement %171, %1[%0 : i32] : vector<4xf32>
          %173 = llvm.shufflevector %172, %1 [0, 0, 0, 0] : vector<4xf32>
          %174 = llvm.intr.fmuladd(%173, %101, %111) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %175 = llvm.add %112, %168 overflow<nsw, nuw> : i64
          %176 = llvm.getelementptr inbounds|nuw %29[%175] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %177 = llvm.load %176 : !llvm.ptr -> f32
          %178 = llvm.insertelement %177, %1[%0 : i32] : vector<4xf32>
          %179 = llvm.shufflevector %178, %1 [0, 0, 0, 0] : vector<4xf32>
          %180 = llvm.intr.fmuladd(%179, %101, %119) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %181 = llvm.add %120, %168 overflow<nsw, nuw> : i64
          %182 = llvm.getelementptr inbounds|nuw %29[%181] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %183 = llvm.load %182 : !llvm.ptr -> f32
          %184 = llvm.insertelement %183, %1[%0 : i32] : vector<4xf32>
          %185 = llvm.shufflevector %184, %1 [0, 0, 0, 0] : vector<4xf32>
          %186 = llvm.intr.fmuladd(%185, %101, %127) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %187 = llvm.add %128, %168 overflow<nsw, nuw> : i64
          %188 = llvm.getelementptr inbounds|nuw %29[%187] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %189 = llvm.load %188 : !llvm.ptr -> f32
          %190 = llvm.insertelement %189, %1[%0 : i32] : vector<4xf32>
          %191 = llvm.shufflevector %190, %1 [0, 0, 0, 0] : vector<4xf32>
          %192 = llvm.intr.fmuladd(%191, %101, %135) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %193 = llvm.add %136, %168 overflow<nsw, nuw> : i64
          %194 = llvm.getelementptr inbounds|nuw %29[%193] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %195 = llvm.load %194 : !llvm.ptr -> f32
          %196 = llvm.insertelement %195, %1[%0 : i32] : vector<4xf32>
          %197 = llvm.shufflevector %196, %1 [0, 0, 0, 0] : vector<4xf32>
          %198 = llvm.intr.fmuladd(%197, %101, %143) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %199 = llvm.add %144, %168 overflow<nsw, nuw> : i64
          %200 = llvm.getelementptr inbounds|nuw %29[%199] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %201 = llvm.load %200 : !llvm.ptr -> f32
          %202 = llvm.insertelement %201, %1[%0 : i32] : vector<4xf32>
          %203 = llvm.shufflevector %202, %1 [0, 0, 0, 0] : vector<4xf32>
          %204 = llvm.intr.fmuladd(%203, %101, %151) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %205 = llvm.add %152, %168 overflow<nsw, nuw> : i64
          %206 = llvm.getelementptr inbounds|nuw %29[%205] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %207 = llvm.load %206 : !llvm.ptr -> f32
          %208 = llvm.insertelement %207, %1[%0 : i32] : vector<4xf32>
          %209 = llvm.shufflevector %208, %1 [0, 0, 0, 0] : vector<4xf32>
          %210 = llvm.intr.fmuladd(%209, %101, %159) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %211 = llvm.add %160, %168 overflow<nsw, nuw> : i64
          %212 = llvm.getelementptr inbounds|nuw %29[%211] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %213 = llvm.load %212 : !llvm.ptr -> f32
          %214 = llvm.insertelement %213, %1[%0 : i32] : vector<4xf32>
          %215 = llvm.shufflevector %214, %1 [0, 0, 0, 0] : vector<4xf32>
          %216 = llvm.intr.fmuladd(%215, %101, %167) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %217 = llvm.add %45, %18 : i64
          %218 = llvm.add %104, %217 overflow<nsw, nuw> : i64
          %219 = llvm.getelementptr inbounds|nuw %29[%218] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %220 = llvm.load %219 : !llvm.ptr -> f32
          %221 = llvm.insertelement %220, %1[%0 : i32] : vector<4xf32>
          %222 = llvm.shufflevector %221, %1 [0, 0, 0, 0] : vector<4xf32>
          %223 = llvm.intr.fmuladd(%222, %102, %174) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %224 = llvm.add %112, %217 overflow<nsw, nuw> : i64
          %225 = llvm.getelementptr inbounds|nuw %29[%224] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %226 = llvm.load %225 : !llvm.ptr -> f32
          %227 = llvm.insertelement %226, %1[%0 : i32] : vector<4xf32>
          %228 = llvm.shufflevector %227, %1 [0, 0, 0, 0] : vector<4xf32>
          %229 = llvm.intr.fmuladd(%228, %102, %180) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %230 = llvm.add %120, %217 overflow<nsw, nuw> : i64
          %231 = llvm.getelementptr inbounds|nuw %29[%230] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %232 = llvm.load %231 : !llvm.ptr -> f32
          %233 = llvm.insertelement %232, %1[%0 : i32] : vector<4xf32>
          %234 = llvm.shufflevector %233, %1 [0, 0, 0, 0] : vector<4xf32>
          %235 = llvm.intr.fmuladd(%234, %102, %186) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %236 = llvm.add %128, %217 overflow<nsw, nuw> : i64
          %237 = llvm.getelementptr inbounds|nuw %29[%236] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %238 = llvm.load %237 : !llvm.ptr -> f32
          %239 = llvm.insertelement %238, %1[%0 : i32] : vector<4xf32>
          %240 = llvm.shufflevector %239, %1 [0, 0, 0, 0] : vector<4xf32>
          %241 = llvm.intr.fmuladd(%240, %102, %192) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %242 = llvm.add %136, %217 overflow<nsw, nuw> : i64
          %243 = llvm.getelementptr inbounds|nuw %29[%242] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %244 = llvm.load %243 : !llvm.ptr -> f32
          %245 = llvm.insertelement %244, %1[%0 : i32] : vector<4xf32>
          %246 = llvm.shufflevector %245, %1 [0, 0, 0, 0] : vector<4xf32>
          %247 = llvm.intr.fmuladd(%246, %102, %198) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %248 = llvm.add %144, %217 overflow<nsw, nuw> : i64
          %249 = llvm.getelementptr inbounds|nuw %29[%248] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %250 = llvm.load %249 : !llvm.ptr -> f32
          %251 = llvm.insertelement %250, %1[%0 : i32] : vector<4xf32>
          %252 = llvm.shufflevector %251, %1 [0, 0, 0, 0] : vector<4xf32>
          %253 = llvm.intr.fmuladd(%252, %102, %204) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %254 = llvm.add %152, %217 overflow<nsw, nuw> : i64
          %255 = llvm.getelementptr inbounds|nuw %29[%254] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %256 = llvm.load %255 : !llvm.ptr -> f32
          %257 = llvm.insertelement %256, %1[%0 : i32] : vector<4xf32>
          %258 = llvm.shufflevector %257, %1 [0, 0, 0, 0] : vector<4xf32>
          %259 = llvm.intr.fmuladd(%258, %102, %210) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %260 = llvm.add %160, %217 overflow<nsw, nuw> : i64
          %261 = llvm.getelementptr inbounds|nuw %29[%260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %262 = llvm.load %261 : !llvm.ptr -> f32
          %263 = llvm.insertelement %262, %1[%0 : i32] : vector<4xf32>
          %264 = llvm.shufflevector %263, %1 [0, 0, 0, 0] : vector<4xf32>
          %265 = llvm.intr.fmuladd(%264, %102, %216) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %266 = llvm.add %45, %17 : i64
          %267 = llvm.add %104, %266 overflow<nsw, nuw> : i64
          %268 = llvm.getelementptr inbounds|nuw %29[%267] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %269 = llvm.load %268 : !llvm.ptr -> f32
          %270 = llvm.insertelement %269, %1[%0 : i32] : vector<4xf32>
          %271 = llvm.shufflevector %270, %1 [0, 0, 0, 0] : vector<4xf32>
          %272 = llvm.intr.fmuladd(%271, %103, %223) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %273 = llvm.add %112, %266 overflow<nsw, nuw> : i64
          %274 = llvm.getelementptr inbounds|nuw %29[%273] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %275 = llvm.load %274 : !llvm.ptr -> f32
          %276 = llvm.insertelement %275, %1[%0 : i32] : vector<4xf32>
          %277 = llvm.shufflevector %276, %1 [0, 0, 0, 0] : vector<4xf32>
          %278 = llvm.intr.fmuladd(%277, %103, %229) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %279 = llvm.add %120, %266 overflow<nsw, nuw> : i64
          %280 = llvm.getelementptr inbounds|nuw %29[%279] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %281 = llvm.load %280 : !llvm.ptr -> f32
          %282 = llvm.insertelement %281, %1[%0 : i32] : vector<4xf32>
          %283 = llvm.shufflevector %282, %1 [0, 0, 0, 0] : vector<4xf32>
          %284 = llvm.intr.fmuladd(%283, %103, %235) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %285 = llvm.add %128, %266 overflow<nsw, nuw> : i64
          %286 = llvm.getelementptr inbounds|nuw %29[%285] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %287 = llvm.load %286 : !llvm.ptr -> f32
          %288 = llvm.insertelement %287, %1[%0 : i32] : vector<4xf32>
          %289 = llvm.shufflevector %288, %1 [0, 0, 0, 0] : vector<4xf32>
          %290 = llvm.intr.fmuladd(%289, %103, %241) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %291 = llvm.add %136, %266 overflow<nsw, nuw> : i64
          %292 = llvm.getelementptr inbounds|nuw %29[%291] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %293 = llvm.load %292 : !llvm.ptr -> f32
          %294 = llvm.insertelement %293, %1[%0 : i32] : vector<4xf32>
          %295 = llvm.shufflevector %294, %1 [0, 0, 0, 0] : vector<4xf32>
          %296 = llvm.intr.fmuladd(%295, %103, %247) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %297 = llvm.add %144, %266 overflow<nsw, nuw> : i64
          %298 = llvm.getelementptr inbounds|nuw %29[%297] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %299 = llvm.load %298 : !llvm.ptr -> f32
          %300 = llvm.insertelement %299, %1[%0 : i32] : vector<4xf32>
          %301 = llvm.shufflevector %300, %1 [0, 0, 0, 0] : vector<4xf32>
          %302 = llvm.intr.fmuladd(%301, %103, %253) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %303 = llvm.add %152, %266 overflow<nsw, nuw> : i64
          %304 = llvm.getelementptr inbounds|nuw %29[%303] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %305 = llvm.load %304 : !llvm.ptr -> f32
          %306 = llvm.insertelement %305, %1[%0 : i32] : vector<4xf32>
          %307 = llvm.shufflevector %306, %1 [0, 0, 0, 0] : vector<4xf32>
          %308 = llvm.intr.fmuladd(%307, %103, %259) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %309 = llvm.add %160, %266 overflow<nsw, nuw> : i64
          %310 = llvm.getelementptr inbounds|nuw %29[%309] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %311 = llvm.load %310 : !llvm.ptr -> f32
          %312 = llvm.insertelement %311, %1[%0 : i32] : vector<4xf32>
          %313 = llvm.shufflevector %312, %1 [0, 0, 0, 0] : vector<4xf32>
          %314 = llvm.intr.fmuladd(%313, %103, %265) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %315 = llvm.insertvalue %272, %12[0] : !llvm.array<8 x vector<4xf32>>
          %316 = llvm.insertvalue %278, %315[1] : !llvm.array<8 x vector<4xf32>>
          %317 = llvm.insertvalue %284, %316[2] : !llvm.array<8 x vector<4xf32>>
          %318 = llvm.insertvalue %290, %317[3] : !llvm.array<8 x vector<4xf32>>
          %319 = llvm.insertvalue %296, %318[4] : !llvm.array<8 x vector<4xf32>>
          %320 = llvm.insertvalue %302, %319[5] : !llvm.array<8 x vector<4xf32>>
          %321 = llvm.insertvalue %308, %320[6] : !llvm.array<8 x vector<4xf32>>
          %322 = llvm.insertvalue %314, %321[7] : !llvm.array<8 x vector<4xf32>>
          %323 = llvm.add %45, %23 : i64
          llvm.br ^bb2(%323, %322 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %324 = llvm.getelementptr %25[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %325 = llvm.load %324 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %326 = llvm.mul %20, %22 : i64
          %327 = llvm.add %326, %43 : i64
          %328 = llvm.getelementptr %38[%327] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %329 = llvm.load %328 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %330 = llvm.mul %19, %22 : i64
          %331 = llvm.add %330, %43 : i64
          %332 = llvm.getelementptr %38[%331] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %333 = llvm.load %332 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %334 = llvm.mul %18, %22 : i64
          %335 = llvm.add %334, %43 : i64
          %336 = llvm.getelementptr %38[%335] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %337 = llvm.load %336 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %338 = llvm.mul %17, %22 : i64
          %339 = llvm.add %338, %43 : i64
          %340 = llvm.getelementptr %38[%339] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %341 = llvm.load %340 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %342 = llvm.mul %23, %22 : i64
          %343 = llvm.add %342, %43 : i64
          %344 = llvm.getelementptr %38[%343] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %345 = llvm.load %344 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %346 = llvm.mul %16, %22 : i64
          %347 = llvm.add %346, %43 : i64
          %348 = llvm.getelementptr %38[%347] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %349 = llvm.load %348 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %350 = llvm.mul %15, %22 : i64
          %351 = llvm.add %350, %43 : i64
          %352 = llvm.getelementptr %38[%351] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %353 = llvm.load %352 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %354 = llvm.mul %14, %22 : i64
          %355 = llvm.add %354, %43 : i64
          %356 = llvm.getelementptr %38[%355] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %357 = llvm.load %356 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %358 = llvm.extractvalue %46[0] : !llvm.array<8 x vector<4xf32>>
          %359 = llvm.fadd %358, %325 fastmath<contract> : vector<4xf32>
          %360 = llvm.extractvalue %46[1] : !llvm.array<8 x vector<4xf32>>
          %361 = llvm.fadd %360, %325 fastmath<contract> : vector<4xf32>
          %362 = llvm.extractvalue %46[2] : !llvm.array<8 x vector<4xf32>>
          %363 = llvm.fadd %362, %325 fastmath<contract> : vector<4xf32>
          %364 = llvm.extractvalue %46[3] : !llvm.array<8 x vector<4xf32>>
          %365 = llvm.fadd %364, %325 fastmath<contract> : vector<4xf32>
          %366 = llvm.extractvalue %46[4] : !llvm.array<8 x vector<4xf32>>
          %367 = llvm.fadd %366, %325 fastmath<contract> : vector<4xf32>
          %368 = llvm.extractvalue %46[5] : !llvm.array<8 x vector<4xf32>>
          %369 = llvm.fadd %368, %325 fastmath<contract> : vector<4xf32>
          %370 = llvm.extractvalue %46[6] : !llvm.array<8 x vector<4xf32>>
          %371 = llvm.fadd %370, %325 fastmath<contract> : vector<4xf32>
          %372 = llvm.extractvalue %46[7] : !llvm.array<8 x vector<4xf32>>
          %373 = llvm.fadd %372, %325 fastmath<contract> : vector<4xf32>
          %374 = llvm.fadd %359, %329 fastmath<contract> : vector<4xf32>
          %375 = llvm.fadd %361, %333 fastmath<contract> : vector<4xf32>
          %376 = llvm.fadd %363, %337 fastmath<contract> : vector<4xf32>
          %377 = llvm.fadd %365, %341 fastmath<contract> : vector<4xf32>
          %378 = llvm.fadd %367, %345 fastmath<contract> : vector<4xf32>
          %379 = llvm.fadd %369, %349 fastmath<contract> : vector<4xf32>
          %380 = llvm.fadd %371, %353 fastmath<contract> : vector<4xf32>
          %381 = llvm.fadd %373, %357 fastmath<contract> : vector<4xf32>
          %382 = llvm.getelementptr %42[%327] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %374, %382 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %383 = llvm.getelementptr %42[%331] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %375, %383 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %384 = llvm.getelementptr %42[%335] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %376, %384 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %385 = llvm.getelementptr %42[%339] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %377, %385 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %386 = llvm.getelementptr %42[%343] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %378, %386 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %387 = llvm.getelementptr %42[%347] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %379, %387 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %388 = llvm.getelementptr %42[%351] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %380, %388 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %389 = llvm.getelementptr %42[%355] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %381, %389 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %390 = llvm.add %43, %23 : i64
          llvm.br ^bb1(%390 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_32 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_32_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32_0(dense_resource<torch_tensor_32_torch.float32_18> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_19> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_32_reduction_8x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.poison : vector<4xf32>
          %1 = llvm.mlir.constant(dense<1.000000e+00> : vector<1xf32>) : vector<1xf32>
          %2 = llvm.mlir.constant(0 : i32) : i32
          %3 = llvm.mlir.poison : vector<1xf32>
          %4 = llvm.mlir.constant(64 : i64) : i64
          %5 = llvm.mlir.constant(true) : i1
          %6 = llvm.mlir.addressof @__constant_32xf32_0 : !llvm.ptr
          %7 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
          %8 = llvm.mlir.constant(32 : i64) : i64
          %9 = llvm.mlir.constant(4 : i64) : i64
          %10 = llvm.mlir.constant(dense<0.000000e+00> : vector<1xf32>) : vector<1xf32>
          %11 = llvm.mlir.constant(dense<3.200000e+01> : vector<1xf32>) : vector<1xf32>
          %12 = llvm.mlir.constant(dense<9.99999996E-13> : vector<1xf32>) : vector<1xf32>
          %13 = llvm.mlir.constant(0 : i64) : i64
          %14 = llvm.getelementptr %7[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %15 = llvm.getelementptr %6[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %16 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %17 = llvm.extractvalue %16[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %18 = llvm.load %17 : !llvm.ptr -> !llvm.ptr
          %19 = llvm.getelementptr %18[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %5 ["align"(%19, %4 : !llvm.ptr, i64)] : i1
          %20 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %21 = llvm.extractvalue %20[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %22 = llvm.getelementptr %21[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %23 = llvm.load %22 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %5 ["align"(%23, %4 : !llvm.ptr, i64)] : i1
          %24 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %25 = llvm.extractvalue %24[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %26 = llvm.zext %25 : i32 to i64
          llvm.br ^bb1(%13, %10 : i64, vector<1xf32>)
        ^bb1(%27: i64, %28: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
          %29 = llvm.icmp "slt" %27, %8 : i64
          llvm.cond_br %29, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %30 = llvm.mul %26, %8 : i64
          %31 = llvm.add %30, %27 : i64
          %32 = llvm.getelementptr %19[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %33 = llvm.load %32 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %34 = llvm.extractelement %28[%13 : i64] : vector<1xf32>
          %35 = llvm.fmul %33, %33 fastmath<contract> : vector<4xf32>
          %36 = llvm.intr.vector.reduce.fadd(%34, %35) : (f32, vector<4xf32>) -> f32
          %37 = llvm.insertelement %36, %3[%2 : i32] : vector<1xf32>
          %38 = llvm.add %27, %9 : i64
          llvm.br ^bb1(%38, %37 : i64, vector<1xf32>)
        ^bb3:  // pred: ^bb1
          %39 = llvm.fdiv %28, %11 : vector<1xf32>
          %40 = llvm.fadd %39, %12 fastmath<contract> : vector<1xf32>
          %41 = llvm.intr.sqrt(%40) : (vector<1xf32>) -> vector<1xf32>
          %42 = llvm.fdiv %1, %41 : vector<1xf32>
          llvm.br ^bb4(%13 : i64)
        ^bb4(%43: i64):  // 2 preds: ^bb3, ^bb5
          %44 = llvm.icmp "slt" %43, %8 : i64
          llvm.cond_br %44, ^bb5, ^bb6
        ^bb5:  // pred: ^bb4
          %45 = llvm.mul %26, %8 : i64
          %46 = llvm.add %45, %43 : i64
          %47 = llvm.getelementptr %19[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %48 = llvm.load %47 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %49 = llvm.getelementptr %15[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %50 = llvm.load %49 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %51 = llvm.getelementptr %14[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %52 = llvm.load %51 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %53 = llvm.extractelement %42[%13 : i64] : vector<1xf32>
          %54 = llvm.insertelement %53, %0[%2 : i32] : vector<4xf32>
          %55 = llvm.shufflevector %54, %0 [0, 0, 0, 0] : vector<4xf32>
          %56 = llvm.fmul %48, %55 fastmath<contract> : vector<4xf32>
          %57 = llvm.fmul %56, %50 fastmath<contract> : vector<4xf32>
          %58 = llvm.fadd %57, %52 fastmath<contract> : vector<4xf32>
          %59 = llvm.getelementptr %23[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %58, %59 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %60 = llvm.add %43, %9 : i64
          llvm.br ^bb4(%60 : i64)
        ^bb6:  // pred: ^bb4
          llvm.return %2 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_33 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_33_matmul_1x32x32_f32 ordinal(0) layout(#pipeline_layout5) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_33_matmul_1x32x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<4xf32>
          %2 = llvm.mlir.constant(15 : i64) : i64
          %3 = llvm.mlir.constant(14 : i64) : i64
          %4 = llvm.mlir.constant(13 : i64) : i64
          %5 = llvm.mlir.constant(12 : i64) : i64
          %6 = llvm.mlir.constant(11 : i64) : i64
          %7 = llvm.mlir.constant(10 : i64) : i64
          %8 = llvm.mlir.constant(9 : i64) : i64
          %9 = llvm.mlir.constant(7 : i64) : i64
          %10 = llvm.mlir.constant(6 : i64) : i64
          %11 = llvm.mlir.constant(5 : i64) : i64
          %12 = llvm.mlir.constant(64 : i64) : i64
          %13 = llvm.mlir.constant(true) : i1
          %14 = llvm.mlir.constant(8 : i64) : i64
          %15 = llvm.mlir.constant(256 : i64) : i64
          %16 = llvm.mlir.constant(dense<1.19825836E-6> : vector<4xf32>) : vector<4xf32>
          %17 = llvm.mlir.constant(dense<1.18534706E-4> : vector<4xf32>) : vector<4xf32>
          %18 = llvm.mlir.constant(dense<0.00226843474> : vector<4xf32>) : vector<4xf32>
          %19 = llvm.mlir.constant(dense<0.00489352504> : vector<4xf32>) : vector<4xf32>
          %20 = llvm.mlir.constant(dense<-2.76076837E-16> : vector<4xf32>) : vector<4xf32>
          %21 = llvm.mlir.constant(dense<2.00018794E-13> : vector<4xf32>) : vector<4xf32>
          %22 = llvm.mlir.constant(dense<-8.60467184E-11> : vector<4xf32>) : vector<4xf32>
          %23 = llvm.mlir.constant(dense<5.12229725E-8> : vector<4xf32>) : vector<4xf32>
          %24 = llvm.mlir.constant(dense<1.48572235E-5> : vector<4xf32>) : vector<4xf32>
          %25 = llvm.mlir.constant(dense<6.37261954E-4> : vector<4xf32>) : vector<4xf32>
          %26 = llvm.mlir.constant(dense<0.00489352457> : vector<4xf32>) : vector<4xf32>
          %27 = llvm.mlir.constant(dense<4.000000e-04> : vector<4xf32>) : vector<4xf32>
          %28 = llvm.mlir.constant(dense<7.99881172> : vector<4xf32>) : vector<4xf32>
          %29 = llvm.mlir.constant(dense<-7.99881172> : vector<4xf32>) : vector<4xf32>
          %30 = llvm.mlir.constant(3 : i64) : i64
          %31 = llvm.mlir.constant(2 : i64) : i64
          %32 = llvm.mlir.constant(1 : i64) : i64
          %33 = llvm.mlir.poison : vector<16xf32>
          %34 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf32>) : vector<4xf32>
          %35 = llvm.mlir.constant(4 : i64) : i64
          %36 = llvm.mlir.constant(32 : i64) : i64
          %37 = llvm.mlir.constant(0 : i64) : i64
          %38 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %39 = llvm.extractvalue %38[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %40 = llvm.load %39 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %13 ["align"(%40, %12 : !llvm.ptr, i64)] : i1
          %41 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %42 = llvm.extractvalue %41[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %43 = llvm.getelementptr %42[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %44 = llvm.load %43 : !llvm.ptr -> !llvm.ptr
          %45 = llvm.getelementptr %44[2176] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %13 ["align"(%45, %12 : !llvm.ptr, i64)] : i1
          %46 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %47 = llvm.extractvalue %46[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %48 = llvm.getelementptr %47[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %49 = llvm.load %48 : !llvm.ptr -> !llvm.ptr
          %50 = llvm.getelementptr %49[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %13 ["align"(%50, %12 : !llvm.ptr, i64)] : i1
          %51 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %52 = llvm.extractvalue %51[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %53 = llvm.getelementptr %52[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %54 = llvm.load %53 : !llvm.ptr -> !llvm.ptr
          %55 = llvm.getelementptr %54[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %13 ["align"(%55, %12 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%37 : i64)
        ^bb1(%56: i64):  // 2 preds: ^bb0, ^bb4
          %57 = llvm.icmp "slt" %56, %36 : i64
          llvm.cond_br %57, ^bb2(%37, %34 : i64, vector<4xf32>), ^bb5
        ^bb2(%58: i64, %59: vector<4xf32>):  // 2 preds: ^bb1, ^bb3
          %60 = llvm.icmp "slt" %58, %36 : i64
          llvm.cond_br %60, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %61 = llvm.mul %56, %36 : i64
          %62 = llvm.add %61, %58 : i64
          %63 = llvm.getelementptr %45[%62] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %64 = llvm.load %63 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %65 = llvm.add %56, %32 : i64
          %66 = llvm.mul %65, %36 : i64
          %67 = llvm.add %66, %58 : i64
          %68 = llvm.getelementptr %45[%67] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %69 = llvm.load %68 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %70 = llvm.add %56, %31 : i64
          %71 = llvm.mul %70, %36 : i64
          %72 = llvm.add %71, %58 : i64
          %73 = llvm.getelementptr %45[%72] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %74 = llvm.load %73 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %75 = llvm.add %56, %30 : i64
          %76 = llvm.mul %75, %36 : i64
          %77 = llvm.add %76, %58 : i64
          %78 = llvm.getelementptr %45[%77] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %79 = llvm.load %78 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %80 = llvm.extractelement %64[%37 : i64] : vector<4xf32>
          %81 = llvm.extractelement %64[%32 : i64] : vector<4xf32>
          %82 = llvm.extractelement %64[%31 : i64] : vector<4xf32>
          %83 = llvm.extractelement %64[%30 : i64] : vector<4xf32>
          %84 = llvm.extractelement %69[%37 : i64] : vector<4xf32>
          %85 = llvm.extractelement %69[%32 : i64] : vector<4xf32>
          %86 = llvm.extractelement %69[%31 : i64] : vector<4xf32>
          %87 = llvm.extractelement %69[%30 : i64] : vector<4xf32>
          %88 = llvm.extractelement %74[%37 : i64] : vector<4xf32>
          %89 = llvm.extractelement %74[%32 : i64] : vector<4xf32>
          %90 = llvm.extractelement %74[%31 : i64] : vector<4xf32>
          %91 = llvm.extractelement %74[%30 : i64] : vector<4xf32>
          %92 = llvm.extractelement %79[%37 : i64] : vector<4xf32>
          %93 = llvm.extractelement %79[%32 : i64] : vector<4xf32>
          %94 = llvm.extractelement %79[%31 : i64] : vector<4xf32>
          %95 = llvm.extractelement %79[%30 : i64] : vector<4xf32>
          %96 = llvm.insertelement %80, %33[%37 : i64] : vector<16xf32>
          %97 = llvm.insertelement %81, %96[%32 : i64] : vector<16xf32>
          %98 = llvm.insertelement %82, %97[%31 : i64] : vector<16xf32>
          %99 = llvm.insertelement %83, %98[%30 : i64] : vector<16xf32>
          %100 = llvm.insertelement %84, %99[%35 : i64] : vector<16xf32>
          %101 = llvm.insertelement %85, %100[%11 : i64] : vector<16xf32>
          %102 = llvm.insertelement %86, %101[%10 : i64] : vector<16xf32>
          %103 = llvm.insertelement %87, %102[%9 : i64] : vector<16xf32>
          %104 = llvm.insertelement %88, %103[%14 : i64] : vector<16xf32>
          %105 = llvm.insertelement %89, %104[%8 : i64] : vector<16xf32>
          %106 = llvm.insertelement %90, %105[%7 : i64] : vector<16xf32>
          %107 = llvm.insertelement %91, %106[%6 : i64] : vector<16xf32>
          %108 = llvm.insertelement %92, %107[%5 : i64] : vector<16xf32>
          %109 = llvm.insertelement %93, %108[%4 : i64] : vector<16xf32>
          %110 = llvm.insertelement %94, %109[%3 : i64] : vector<16xf32>
          %111 = llvm.insertelement %95, %110[%2 : i64] : vector<16xf32>
          %112 = llvm.shufflevector %111, %33 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %113 = llvm.shufflevector %112, %112 [0, 1, 2, 3] : vector<16xf32>
          %114 = llvm.shufflevector %112, %112 [4, 5, 6, 7] : vector<16xf32>
          %115 = llvm.shufflevector %112, %112 [8, 9, 10, 11] : vector<16xf32>
          %116 = llvm.shufflevector %112, %112 [12, 13, 14, 15] : vector<16xf32>
          %117 = llvm.mul %37, %15 overflow<nsw, nuw> : i64
          %118 = llvm.mul %37, %36 overflow<nsw, nuw> : i64
          %119 = llvm.add %117, %118 overflow<nsw, nuw> : i64
          %120 = llvm.add %119, %118 overflow<nsw, nuw> : i64
          %121 = llvm.add %120, %58 overflow<nsw, nuw> : i64
          %122 = llvm.getelementptr inbounds|nuw %40[%121] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %123 = llvm.load %122 : !llvm.ptr -> f32
          %124 = llvm.insertelement %123, %1[%0 : i32] : vector<4xf32>
          %125 = llvm.shufflevector %124, %1 [0, 0, 0, 0] : vector<4xf32>
          %126 = llvm.intr.fmuladd(%113, %125, %59) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %127 = llvm.add %58, %32 : i64
          %128 = llvm.add %120, %127 overflow<nsw, nuw> : i64
          %129 = llvm.getelementptr inbounds|nuw %40[%128] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %130 = llvm.load %129 : !llvm.ptr -> f32
          %131 = llvm.insertelement %130, %1[%0 : i32] : vector<4xf32>
          %132 = llvm.shufflevector %131, %1 [0, 0, 0, 0] : vector<4xf32>
          %133 = llvm.intr.fmuladd(%114, %132, %126) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %134 = llvm.add %58, %31 : i64
          %135 = llvm.add %120, %134 overflow<nsw, nuw> : i64
          %136 = llvm.getelementptr inbounds|nuw %40[%135] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %137 = llvm.load %136 : !llvm.ptr -> f32
          %138 = llvm.insertelement %137, %1[%0 : i32] : vector<4xf32>
          %139 = llvm.shufflevector %138, %1 [0, 0, 0, 0] : vector<4xf32>
          %140 = llvm.intr.fmuladd(%115, %139, %133) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %141 = llvm.add %58, %30 : i64
          %142 = llvm.add %120, %141 overflow<nsw, nuw> : i64
          %143 = llvm.getelementptr inbounds|nuw %40[%142] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %144 = llvm.load %143 : !llvm.ptr -> f32
          %145 = llvm.insertelement %144, %1[%0 : i32] : vector<4xf32>
          %146 = llvm.shufflevector %145, %1 [0, 0, 0, 0] : vector<4xf32>
          %147 = llvm.intr.fmuladd(%116, %146, %140) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %148 = llvm.add %58, %35 : i64
          llvm.br ^bb2(%148, %147 : i64, vector<4xf32>)
        ^bb4:  // pred: ^bb2
          %149 = llvm.mul %37, %36 : i64
          %150 = llvm.add %149, %56 : i64
          %151 = llvm.getelementptr %50[%150] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %152 = llvm.load %151 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %153 = llvm.fadd %59, %152 fastmath<contract> : vector<4xf32>
          %154 = llvm.fcmp "ult" %153, %28 : vector<4xf32>
          %155 = llvm.select %154, %153, %28 : vector<4xi1>, vector<4xf32>
          %156 = llvm.fcmp "ugt" %155, %29 : vector<4xf32>
          %157 = llvm.select %156, %155, %29 : vector<4xi1>, vector<4xf32>
          %158 = llvm.intr.fabs(%153) : (vector<4xf32>) -> vector<4xf32>
          %159 = llvm.fcmp "olt" %158, %27 : vector<4xf32>
          %160 = llvm.fmul %157, %157 fastmath<contract> : vector<4xf32>
          %161 = llvm.intr.fma(%160, %20, %21) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %162 = llvm.intr.fma(%160, %161, %22) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %163 = llvm.intr.fma(%160, %162, %23) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %164 = llvm.intr.fma(%160, %163, %24) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %165 = llvm.intr.fma(%160, %164, %25) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %166 = llvm.intr.fma(%160, %165, %26) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %167 = llvm.fmul %157, %166 fastmath<contract> : vector<4xf32>
          %168 = llvm.intr.fma(%160, %16, %17) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %169 = llvm.intr.fma(%160, %168, %18) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %170 = llvm.intr.fma(%160, %169, %19) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %171 = llvm.fdiv %167, %170 : vector<4xf32>
          %172 = llvm.select %159, %157, %171 : vector<4xi1>, vector<4xf32>
          %173 = llvm.getelementptr %55[%150] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %172, %173 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %174 = llvm.add %56, %35 : i64
          llvm.br ^bb1(%174 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8xi64>) -> (%output0: tensor<1x8x32xf32>, %output1: tensor<1x32xf32>)"}} {
    %c88704 = arith.constant 88704 : index
    %c0 = arith.constant 0 : index
    %c5632 = arith.constant 5632 : index
    %c1152 = arith.constant 1152 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %c1024 = arith.constant 1024 : index
    %c128 = arith.constant 128 : index
    %c0_i32 = arith.constant 0 : i32
    %c1024_i32 = arith.constant 1024 : i32
    %c68224_i32 = arith.constant 68224 : i32
    %c68096_i32 = arith.constant 68096 : i32
    %c2048_i32 = arith.constant 2048 : i32
    %c59904_i32 = arith.constant 59904 : i32
    %c4096_i32 = arith.constant 4096 : i32
    %c59776_i32 = arith.constant 59776 : i32
    %c35200_i32 = arith.constant 35200 : i32
    %c35072_i32 = arith.constant 35072 : i32
    %c26880_i32 = arith.constant 26880 : i32
    %c26752_i32 = arith.constant 26752 : i32
    %__hoisted_tensor_8x32xf32 = util.global.load immutable @__hoisted_tensor_8x32xf32 : !stream.resource<constant>
    %element_type_i64 = hal.element_type<i64> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c1, %c8]) type(%element_type_i64) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x8xi64> in !stream.resource<external>{%c64}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c1152} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<transient>{%c5632} => !stream.timepoint
    %1 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%1) => with(%__hoisted_tensor_8x32xf32 as %arg1: !stream.resource<constant>{%c88704}, %0 as %arg2: !stream.resource<external>{%c64}, %result as %arg3: !stream.resource<external>{%c1152}, %result_0 as %arg4: !stream.resource<transient>{%c5632}) {
      stream.cmd.dispatch @main_dispatch_0::@embedded_elf_x86_64::@main_dispatch_0_elementwise_8x32_i64xf32xf32xf32 {
        ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
        ro %arg2[%c0 for %c64] : !stream.resource<external>{%c64},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_1::@embedded_elf_x86_64::@main_dispatch_1_reduction_8x32_f32(%c0_i32, %c1024_i32 : i32, i32) {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_2::@embedded_elf_x86_64::@main_dispatch_2_reduction_8x32_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_3::@embedded_elf_x86_64::@main_dispatch_3_matmul_8x32x32_f32(%c68224_i32, %c1024_i32 : i32, i32) {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_4::@embedded_elf_x86_64::@main_dispatch_4_elementwise_transpose_8x2x16_f32(%c1024_i32, %c68096_i32, %c2048_i32 : i32, i32, i32) {
          ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
          ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
          wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
        }
        stream.cmd.dispatch @main_dispatch_5::@embedded_elf_x86_64::@main_dispatch_5_matmul_8x32x32_f32 {
          ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
          ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
          wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
        }
        stream.cmd.dispatch @main_dispatch_3::@embedded_elf_x86_64::@main_dispatch_3_matmul_8x32x32_f32(%c59904_i32, %c4096_i32 : i32, i32) {
          ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
          ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
          wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
        }
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_4::@embedded_elf_x86_64::@main_dispatch_4_elementwise_transpose_8x2x16_f32(%c4096_i32, %c59776_i32, %c1024_i32 : i32, i32, i32) {
          ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
          ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
          wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
        }
        stream.cmd.dispatch @main_dispatch_8::@embedded_elf_x86_64::@main_dispatch_8_batch_matmul_2x8x8x16_f32 {
          ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
          wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
        }
      }
      stream.cmd.dispatch @main_dispatch_9::@embedded_elf_x86_64::@main_dispatch_9_softmax_2x8x8xf32_dispatch_tensor_store {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_10::@embedded_elf_x86_64::@main_dispatch_10_batch_matmul_2x8x16x8_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_11::@embedded_elf_x86_64::@main_dispatch_11_matmul_8x32x32_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_1::@embedded_elf_x86_64::@main_dispatch_1_reduction_8x32_f32(%c1024_i32, %c0_i32 : i32, i32) {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_13::@embedded_elf_x86_64::@main_dispatch_13_reduction_8x32_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_14::@embedded_elf_x86_64::@main_dispatch_14_matmul_8x64x32_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_15::@embedded_elf_x86_64::@main_dispatch_15_matmul_8x32x64_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_1::@embedded_elf_x86_64::@main_dispatch_1_reduction_8x32_f32(%c0_i32, %c1024_i32 : i32, i32) {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_17::@embedded_elf_x86_64::@main_dispatch_17_reduction_8x32_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_3::@embedded_elf_x86_64::@main_dispatch_3_matmul_8x32x32_f32(%c35200_i32, %c1024_i32 : i32, i32) {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_4::@embedded_elf_x86_64::@main_dispatch_4_elementwise_transpose_8x2x16_f32(%c1024_i32, %c35072_i32, %c2048_i32 : i32, i32, i32) {
          ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
          ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
          wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
        }
        stream.cmd.dispatch @main_dispatch_20::@embedded_elf_x86_64::@main_dispatch_20_matmul_8x32x32_f32 {
          ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
          ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
          wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
        }
        stream.cmd.dispatch @main_dispatch_3::@embedded_elf_x86_64::@main_dispatch_3_matmul_8x32x32_f32(%c26880_i32, %c4096_i32 : i32, i32) {
          ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
          ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
          wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
        }
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_4::@embedded_elf_x86_64::@main_dispatch_4_elementwise_transpose_8x2x16_f32(%c4096_i32, %c26752_i32, %c1024_i32 : i32, i32, i32) {
          ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
          ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
          wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
        }
        stream.cmd.dispatch @main_dispatch_8::@embedded_elf_x86_64::@main_dispatch_8_batch_matmul_2x8x8x16_f32 {
          ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
          wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
        }
      }
      stream.cmd.dispatch @main_dispatch_9::@embedded_elf_x86_64::@main_dispatch_9_softmax_2x8x8xf32_dispatch_tensor_store {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_10::@embedded_elf_x86_64::@main_dispatch_10_batch_matmul_2x8x16x8_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_26::@embedded_elf_x86_64::@main_dispatch_26_matmul_8x32x32_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_1::@embedded_elf_x86_64::@main_dispatch_1_reduction_8x32_f32(%c1024_i32, %c0_i32 : i32, i32) {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_28::@embedded_elf_x86_64::@main_dispatch_28_reduction_8x32_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_29::@embedded_elf_x86_64::@main_dispatch_29_matmul_8x64x32_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_30::@embedded_elf_x86_64::@main_dispatch_30_matmul_8x32x64_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        ro %arg1[%c0 for %c88704] : !stream.resource<constant>{%c88704},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_1::@embedded_elf_x86_64::@main_dispatch_1_reduction_8x32_f32(%c0_i32, %c1024_i32 : i32, i32) {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632}
      }
      stream.cmd.dispatch @main_dispatch_32::@embedded_elf_x86_64::@main_dispatch_32_reduction_8x32_f32 {
        ro %arg4[%c0 for %c5632] : !stream.resource<transient>{%c5632},
        wo %arg3[%c0 for %c1152] : !stream.resource<external>{%c1152}
      }
      stream.cmd.dispatch @main_dispatch_33::@embedded_elf_x86_64::@main_dispatch_33_matmul_1x32x32_f32 {
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
// irlower-stages: fx_graph=4f0f272bad02 torch_mlir=ab235db08ed4 linalg_on_tensors_mlir=cfcb383fe200 iree_input=bef546b186dc iree_abi=98e3f30f3328 iree_preprocessing=7daa77579e28 iree_global_optimization=c7572c791f0c iree_dispatch_creation=a47de5f15bcc iree_flow=90eed088421e iree_stream=54e500b99c7a iree_executable_sources=e11465bfa79e
