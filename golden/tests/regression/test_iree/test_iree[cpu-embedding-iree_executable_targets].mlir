#composite_of_6912b = #util.composite<6912xi8, [
    dense_resource<torch_tensor_100_16_torch.float32> : tensor<100x16xf32>,
    dense_resource<torch_tensor_8_16_torch.float32> : tensor<8x16xf32>,
]>
#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#pipeline_layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#pipeline_layout1 = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.global private @__constant_tensor_100x16xf32 : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.timepoint.immediate => !stream.timepoint
    %buffer_cst = util.buffer.constant <alignment = 64> : !util.buffer = #composite_of_6912b
    %c6912 = arith.constant 6912 : index
    %did_map, %result = stream.resource.try_map on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0] : !util.buffer -> i1, !stream.resource<constant>{%c6912}
    cf.cond_br %did_map, ^bb2(%0, %result : !stream.timepoint, !stream.resource<constant>), ^bb1
  ^bb1:  // pred: ^bb0
    %1 = stream.resource.alloc uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c6912}
    %file = stream.file.constant on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0 for %c6912] : !util.buffer{%c6912} -> !stream.file
    %2 = stream.file.read on(#hal.device.affinity<@__device_0>) await(%0) => %file[%c0_i64], %1[%c0], %c6912 : !stream.file -> !stream.resource<constant>{%c6912} => !stream.timepoint
    cf.br ^bb2(%2, %1 : !stream.timepoint, !stream.resource<constant>)
  ^bb2(%3: !stream.timepoint, %4: !stream.resource<constant>):  // 2 preds: ^bb0, ^bb1
    %5 = stream.timepoint.await sync %3 => %4 : !stream.resource<constant>{%c6912}
    util.global.store %5, @__constant_tensor_100x16xf32 : !stream.resource<constant>
    util.return
  }
  hal.executable private @main_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_0_elementwise_broadcast_4x16_i64xf32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_0_elementwise_broadcast_4x16_i64xf32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.poison : vector<4xf32>
          %1 = llvm.mlir.constant(3 : i64) : i64
          %2 = llvm.mlir.constant(2 : i64) : i64
          %3 = llvm.mlir.constant(0 : i32) : i32
          %4 = llvm.mlir.poison : vector<4xi64>
          %5 = llvm.mlir.constant(64 : i64) : i64
          %6 = llvm.mlir.constant(true) : i1
          %7 = llvm.mlir.constant(dense<16> : vector<1xi64>) : vector<1xi64>
          %8 = llvm.mlir.constant(1 : i64) : i64
          %9 = llvm.mlir.constant(16 : i64) : i64
          %10 = llvm.mlir.constant(4 : i64) : i64
          %11 = llvm.mlir.constant(0 : i64) : i64
          %12 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %13 = llvm.extractvalue %12[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %14 = llvm.load %13 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %6 ["align"(%14, %5 : !llvm.ptr, i64)] : i1
          %15 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %16 = llvm.extractvalue %15[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %17 = llvm.getelementptr %16[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %18 = llvm.load %17 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %6 ["align"(%18, %5 : !llvm.ptr, i64)] : i1
          %19 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %20 = llvm.extractvalue %19[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %21 = llvm.getelementptr %20[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %22 = llvm.load %21 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %6 ["align"(%22, %5 : !llvm.ptr, i64)] : i1
          %23 = llvm.intr.stepvector : vector<4xi64>
          llvm.br ^bb1(%11 : i64)
        ^bb1(%24: i64):  // 2 preds: ^bb0, ^bb5
          %25 = llvm.icmp "slt" %24, %10 : i64
          llvm.cond_br %25, ^bb2, ^bb6
        ^bb2:  // pred: ^bb1
          %26 = llvm.getelementptr %18[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i64
          %27 = llvm.load %26 <alignment = 8> : !llvm.ptr -> vector<1xi64>
          %28 = llvm.mul %27, %7 : vector<1xi64>
          llvm.br ^bb3(%11 : i64)
        ^bb3(%29: i64):  // 2 preds: ^bb2, ^bb4
          %30 = llvm.icmp "slt" %29, %9 : i64
          llvm.cond_br %30, ^bb4, ^bb5
        ^bb4:  // pred: ^bb3
          %31 = llvm.insertelement %29, %4[%3 : i32] : vector<4xi64>
          %32 = llvm.shufflevector %31, %4 [0, 0, 0, 0] : vector<4xi64>
          %33 = llvm.add %32, %23 : vector<4xi64>
          %34 = llvm.extractelement %28[%11 : i64] : vector<1xi64>
          %35 = llvm.insertelement %34, %4[%3 : i32] : vector<4xi64>
          %36 = llvm.shufflevector %35, %4 [0, 0, 0, 0] : vector<4xi64>
          %37 = llvm.add %33, %36 : vector<4xi64>
          %38 = llvm.extractelement %37[%11 : i64] : vector<4xi64>
          %39 = llvm.mul %11, %9 : i64
          %40 = llvm.add %39, %38 : i64
          %41 = llvm.getelementptr %14[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %42 = llvm.load %41 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %43 = llvm.extractelement %42[%11 : i64] : vector<1xf32>
          %44 = llvm.extractelement %37[%8 : i64] : vector<4xi64>
          %45 = llvm.add %39, %44 : i64
          %46 = llvm.getelementptr %14[%45] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %47 = llvm.load %46 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %48 = llvm.extractelement %47[%11 : i64] : vector<1xf32>
          %49 = llvm.extractelement %37[%2 : i64] : vector<4xi64>
          %50 = llvm.add %39, %49 : i64
          %51 = llvm.getelementptr %14[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %52 = llvm.load %51 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %53 = llvm.extractelement %52[%11 : i64] : vector<1xf32>
          %54 = llvm.extractelement %37[%1 : i64] : vector<4xi64>
          %55 = llvm.add %39, %54 : i64
          %56 = llvm.getelementptr %14[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %57 = llvm.load %56 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %58 = llvm.extractelement %57[%11 : i64] : vector<1xf32>
          %59 = llvm.insertelement %43, %0[%11 : i64] : vector<4xf32>
          %60 = llvm.insertelement %48, %59[%8 : i64] : vector<4xf32>
          %61 = llvm.insertelement %53, %60[%2 : i64] : vector<4xf32>
          %62 = llvm.insertelement %58, %61[%1 : i64] : vector<4xf32>
          %63 = llvm.mul %24, %9 : i64
          %64 = llvm.add %63, %29 : i64
          %65 = llvm.getelementptr %22[%64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %62, %65 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %66 = llvm.add %29, %10 : i64
          llvm.br ^bb3(%66 : i64)
        ^bb5:  // pred: ^bb3
          %67 = llvm.add %24, %8 : i64
          llvm.br ^bb1(%67 : i64)
        ^bb6:  // pred: ^bb1
          llvm.return %3 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_1 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_1_matmul_4x8x16_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_8xf32(dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<8 x f32>
        llvm.func @main_dispatch_1_matmul_4x8x16_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %14 = llvm.mlir.addressof @__constant_8xf32 : !llvm.ptr
          %15 = llvm.mlir.poison : !llvm.array<4 x vector<4xf32>>
          %16 = llvm.mlir.constant(dense<127> : vector<4x4xi32>) : !llvm.array<4 x vector<4xi32>>
          %17 = llvm.mlir.constant(dense<23> : vector<4x4xi32>) : !llvm.array<4 x vector<4xi32>>
          %18 = llvm.mlir.constant(dense<1.270000e+02> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %19 = llvm.mlir.constant(dense<-1.270000e+02> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %20 = llvm.mlir.constant(dense<8.880000e+01> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %21 = llvm.mlir.constant(dense<-8.780000e+01> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %22 = llvm.mlir.constant(dense<0.166666657> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %23 = llvm.mlir.constant(dense<0.0416657962> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %24 = llvm.mlir.constant(dense<0.00833345205> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %25 = llvm.mlir.constant(dense<0.00139819994> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %26 = llvm.mlir.constant(dense<1.98756912E-4> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %27 = llvm.mlir.constant(dense<2.12194442E-4> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %28 = llvm.mlir.constant(dense<-0.693359375> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %29 = llvm.mlir.constant(dense<1.44269502> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %30 = llvm.mlir.constant(dense<1.000000e+00> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %31 = llvm.mlir.constant(dense<5.000000e-01> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %32 = llvm.mlir.poison : vector<16xf32>
          %33 = llvm.mlir.constant(3 : i64) : i64
          %34 = llvm.mlir.constant(2 : i64) : i64
          %35 = llvm.mlir.constant(1 : i64) : i64
          %36 = llvm.mlir.constant(0 : i64) : i64
          %37 = llvm.mlir.constant(dense<0.000000e+00> : vector<4x4xf32>) : !llvm.array<4 x vector<4xf32>>
          %38 = llvm.mlir.constant(8 : i64) : i64
          %39 = llvm.mlir.constant(4 : i64) : i64
          %40 = llvm.mlir.constant(16 : i64) : i64
          %41 = llvm.getelementptr %14[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x f32>
          %42 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %43 = llvm.extractvalue %42[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %44 = llvm.load %43 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %13 ["align"(%44, %12 : !llvm.ptr, i64)] : i1
          %45 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %46 = llvm.extractvalue %45[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %47 = llvm.getelementptr %46[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %48 = llvm.load %47 : !llvm.ptr -> !llvm.ptr
          %49 = llvm.getelementptr %48[6400] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %13 ["align"(%49, %12 : !llvm.ptr, i64)] : i1
          %50 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %51 = llvm.extractvalue %50[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %52 = llvm.getelementptr %51[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %53 = llvm.load %52 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %13 ["align"(%53, %12 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%36 : i64)
        ^bb1(%54: i64):  // 2 preds: ^bb0, ^bb4
          %55 = llvm.icmp "slt" %54, %38 : i64
          llvm.cond_br %55, ^bb2(%36, %37 : i64, !llvm.array<4 x vector<4xf32>>), ^bb5
        ^bb2(%56: i64, %57: !llvm.array<4 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %58 = llvm.icmp "slt" %56, %40 : i64
          llvm.cond_br %58, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %59 = llvm.mul %54, %40 : i64
          %60 = llvm.add %59, %56 : i64
          %61 = llvm.getelementptr %49[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %62 = llvm.load %61 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %63 = llvm.add %54, %35 : i64
          %64 = llvm.mul %63, %40 : i64
          %65 = llvm.add %64, %56 : i64
          %66 = llvm.getelementptr %49[%65] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %67 = llvm.load %66 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %68 = llvm.add %54, %34 : i64
          %69 = llvm.mul %68, %40 : i64
          %70 = llvm.add %69, %56 : i64
          %71 = llvm.getelementptr %49[%70] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %72 = llvm.load %71 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %73 = llvm.add %54, %33 : i64
          %74 = llvm.mul %73, %40 : i64
          %75 = llvm.add %74, %56 : i64
          %76 = llvm.getelementptr %49[%75] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %77 = llvm.load %76 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %78 = llvm.extractelement %62[%36 : i64] : vector<4xf32>
          %79 = llvm.extractelement %62[%35 : i64] : vector<4xf32>
          %80 = llvm.extractelement %62[%34 : i64] : vector<4xf32>
          %81 = llvm.extractelement %62[%33 : i64] : vector<4xf32>
          %82 = llvm.extractelement %67[%36 : i64] : vector<4xf32>
          %83 = llvm.extractelement %67[%35 : i64] : vector<4xf32>
          %84 = llvm.extractelement %67[%34 : i64] : vector<4xf32>
          %85 = llvm.extractelement %67[%33 : i64] : vector<4xf32>
          %86 = llvm.extractelement %72[%36 : i64] : vector<4xf32>
          %87 = llvm.extractelement %72[%35 : i64] : vector<4xf32>
          %88 = llvm.extractelement %72[%34 : i64] : vector<4xf32>
          %89 = llvm.extractelement %72[%33 : i64] : vector<4xf32>
          %90 = llvm.extractelement %77[%36 : i64] : vector<4xf32>
          %91 = llvm.extractelement %77[%35 : i64] : vector<4xf32>
          %92 = llvm.extractelement %77[%34 : i64] : vector<4xf32>
          %93 = llvm.extractelement %77[%33 : i64] : vector<4xf32>
          %94 = llvm.insertelement %78, %32[%36 : i64] : vector<16xf32>
          %95 = llvm.insertelement %79, %94[%35 : i64] : vector<16xf32>
          %96 = llvm.insertelement %80, %95[%34 : i64] : vector<16xf32>
          %97 = llvm.insertelement %81, %96[%33 : i64] : vector<16xf32>
          %98 = llvm.insertelement %82, %97[%39 : i64] : vector<16xf32>
          %99 = llvm.insertelement %83, %98[%11 : i64] : vector<16xf32>
          %100 = llvm.insertelement %84, %99[%10 : i64] : vector<16xf32>
          %101 = llvm.insertelement %85, %100[%9 : i64] : vector<16xf32>
          %102 = llvm.insertelement %86, %101[%38 : i64] : vector<16xf32>
          %103 = llvm.insertelement %87, %102[%8 : i64] : vector<16xf32>
          %104 = llvm.insertelement %88, %103[%7 : i64] : vector<16xf32>
          %105 = llvm.insertelement %89, %104[%6 : i64] : vector<16xf32>
          %106 = llvm.insertelement %90, %105[%5 : i64] : vector<16xf32>
          %107 = llvm.insertelement %91, %106[%4 : i64] : vector<16xf32>
          %108 = llvm.insertelement %92, %107[%3 : i64] : vector<16xf32>
          %109 = llvm.insertelement %93, %108[%2 : i64] : vector<16xf32>
          %110 = llvm.shufflevector %109, %32 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %111 = llvm.shufflevector %110, %110 [0, 1, 2, 3] : vector<16xf32>
          %112 = llvm.shufflevector %110, %110 [4, 5, 6, 7] : vector<16xf32>
          %113 = llvm.shufflevector %110, %110 [8, 9, 10, 11] : vector<16xf32>
          %114 = llvm.shufflevector %110, %110 [12, 13, 14, 15] : vector<16xf32>
          %115 = llvm.mul %36, %40 overflow<nsw, nuw> : i64
          %116 = llvm.add %115, %56 overflow<nsw, nuw> : i64
          %117 = llvm.getelementptr inbounds|nuw %44[%116] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %118 = llvm.load %117 : !llvm.ptr -> f32
          %119 = llvm.insertelement %118, %1[%0 : i32] : vector<4xf32>
          %120 = llvm.shufflevector %119, %1 [0, 0, 0, 0] : vector<4xf32>
          %121 = llvm.extractvalue %57[0] : !llvm.array<4 x vector<4xf32>>
          %122 = llvm.intr.fmuladd(%120, %111, %121) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %123 = llvm.mul %35, %40 overflow<nsw, nuw> : i64
          %124 = llvm.add %123, %56 overflow<nsw, nuw> : i64
          %125 = llvm.getelementptr inbounds|nuw %44[%124] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %126 = llvm.load %125 : !llvm.ptr -> f32
          %127 = llvm.insertelement %126, %1[%0 : i32] : vector<4xf32>
          %128 = llvm.shufflevector %127, %1 [0, 0, 0, 0] : vector<4xf32>
          %129 = llvm.extractvalue %57[1] : !llvm.array<4 x vector<4xf32>>
          %130 = llvm.intr.fmuladd(%128, %111, %129) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %131 = llvm.mul %34, %40 overflow<nsw, nuw> : i64
          %132 = llvm.add %131, %56 overflow<nsw, nuw> : i64
          %133 = llvm.getelementptr inbounds|nuw %44[%132] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %134 = llvm.load %133 : !llvm.ptr -> f32
          %135 = llvm.insertelement %134, %1[%0 : i32] : vector<4xf32>
          %136 = llvm.shufflevector %135, %1 [0, 0, 0, 0] : vector<4xf32>
          %137 = llvm.extractvalue %57[2] : !llvm.array<4 x vector<4xf32>>
          %138 = llvm.intr.fmuladd(%136, %111, %137) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %139 = llvm.mul %33, %40 overflow<nsw, nuw> : i64
          %140 = llvm.add %139, %56 overflow<nsw, nuw> : i64
          %141 = llvm.getelementptr inbounds|nuw %44[%140] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %142 = llvm.load %141 : !llvm.ptr -> f32
          %143 = llvm.insertelement %142, %1[%0 : i32] : vector<4xf32>
          %144 = llvm.shufflevector %143, %1 [0, 0, 0, 0] : vector<4xf32>
          %145 = llvm.extractvalue %57[3] : !llvm.array<4 x vector<4xf32>>
          %146 = llvm.intr.fmuladd(%144, %111, %145) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %147 = llvm.add %56, %35 : i64
          %148 = llvm.add %115, %147 overflow<nsw, nuw> : i64
          %149 = llvm.getelementptr inbounds|nuw %44[%148] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %150 = llvm.load %149 : !llvm.ptr -> f32
          %151 = llvm.insertelement %150, %1[%0 : i32] : vector<4xf32>
          %152 = llvm.shufflevector %151, %1 [0, 0, 0, 0] : vector<4xf32>
          %153 = llvm.intr.fmuladd(%152, %112, %122) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %154 = llvm.add %123, %147 overflow<nsw, nuw> : i64
          %155 = llvm.getelementptr inbounds|nuw %44[%154] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %156 = llvm.load %155 : !llvm.ptr -> f32
          %157 = llvm.insertelement %156, %1[%0 : i32] : vector<4xf32>
          %158 = llvm.shufflevector %157, %1 [0, 0, 0, 0] : vector<4xf32>
          %159 = llvm.intr.fmuladd(%158, %112, %130) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %160 = llvm.add %131, %147 overflow<nsw, nuw> : i64
          %161 = llvm.getelementptr inbounds|nuw %44[%160] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %162 = llvm.load %161 : !llvm.ptr -> f32
          %163 = llvm.insertelement %162, %1[%0 : i32] : vector<4xf32>
          %164 = llvm.shufflevector %163, %1 [0, 0, 0, 0] : vector<4xf32>
          %165 = llvm.intr.fmuladd(%164, %112, %138) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %166 = llvm.add %139, %147 overflow<nsw, nuw> : i64
          %167 = llvm.getelementptr inbounds|nuw %44[%166] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %168 = llvm.load %167 : !llvm.ptr -> f32
          %169 = llvm.insertelement %168, %1[%0 : i32] : vector<4xf32>
          %170 = llvm.shufflevector %169, %1 [0, 0, 0, 0] : vector<4xf32>
          %171 = llvm.intr.fmuladd(%170, %112, %146) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %172 = llvm.add %56, %34 : i64
          %173 = llvm.add %115, %172 overflow<nsw, nuw> : i64
          %174 = llvm.getelementptr inbounds|nuw %44[%173] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %175 = llvm.load %174 : !llvm.ptr -> f32
          %176 = llvm.insertelement %175, %1[%0 : i32] : vector<4xf32>
          %177 = llvm.shufflevector %176, %1 [0, 0, 0, 0] : vector<4xf32>
          %178 = llvm.intr.fmuladd(%177, %113, %153) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %179 = llvm.add %123, %172 overflow<nsw, nuw> : i64
          %180 = llvm.getelementptr inbounds|nuw %44[%179] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %181 = llvm.load %180 : !llvm.ptr -> f32
          %182 = llvm.insertelement %181, %1[%0 : i32] : vector<4xf32>
          %183 = llvm.shufflevector %182, %1 [0, 0, 0, 0] : vector<4xf32>
          %184 = llvm.intr.fmuladd(%183, %113, %159) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %185 = llvm.add %131, %172 overflow<nsw, nuw> : i64
          %186 = llvm.getelementptr inbounds|nuw %44[%185] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %187 = llvm.load %186 : !llvm.ptr -> f32
          %188 = llvm.insertelement %187, %1[%0 : i32] : vector<4xf32>
          %189 = llvm.shufflevector %188, %1 [0, 0, 0, 0] : vector<4xf32>
          %190 = llvm.intr.fmuladd(%189, %113, %165) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %191 = llvm.add %139, %172 overflow<nsw, nuw> : i64
          %192 = llvm.getelementptr inbounds|nuw %44[%191] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %193 = llvm.load %192 : !llvm.ptr -> f32
          %194 = llvm.insertelement %193, %1[%0 : i32] : vector<4xf32>
          %195 = llvm.shufflevector %194, %1 [0, 0, 0, 0] : vector<4xf32>
          %196 = llvm.intr.fmuladd(%195, %113, %171) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %197 = llvm.add %56, %33 : i64
          %198 = llvm.add %115, %197 overflow<nsw, nuw> : i64
          %199 = llvm.getelementptr inbounds|nuw %44[%198] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %200 = llvm.load %199 : !llvm.ptr -> f32
          %201 = llvm.insertelement %200, %1[%0 : i32] : vector<4xf32>
          %202 = llvm.shufflevector %201, %1 [0, 0, 0, 0] : vector<4xf32>
          %203 = llvm.intr.fmuladd(%202, %114, %178) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %204 = llvm.add %123, %197 overflow<nsw, nuw> : i64
          %205 = llvm.getelementptr inbounds|nuw %44[%204] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %206 = llvm.load %205 : !llvm.ptr -> f32
          %207 = llvm.insertelement %206, %1[%0 : i32] : vector<4xf32>
          %208 = llvm.shufflevector %207, %1 [0, 0, 0, 0] : vector<4xf32>
          %209 = llvm.intr.fmuladd(%208, %114, %184) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %210 = llvm.add %131, %197 overflow<nsw, nuw> : i64
          %211 = llvm.getelementptr inbounds|nuw %44[%210] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %212 = llvm.load %211 : !llvm.ptr -> f32
          %213 = llvm.insertelement %212, %1[%0 : i32] : vector<4xf32>
          %214 = llvm.shufflevector %213, %1 [0, 0, 0, 0] : vector<4xf32>
          %215 = llvm.intr.fmuladd(%214, %114, %190) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %216 = llvm.add %139, %197 overflow<nsw, nuw> : i64
          %217 = llvm.getelementptr inbounds|nuw %44[%216] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %218 = llvm.load %217 : !llvm.ptr -> f32
          %219 = llvm.insertelement %218, %1[%0 : i32] : vector<4xf32>
          %220 = llvm.shufflevector %219, %1 [0, 0, 0, 0] : vector<4xf32>
          %221 = llvm.intr.fmuladd(%220, %114, %196) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %222 = llvm.insertvalue %203, %15[0] : !llvm.array<4 x vector<4xf32>>
          %223 = llvm.insertvalue %209, %222[1] : !llvm.array<4 x vector<4xf32>>
          %224 = llvm.insertvalue %215, %223[2] : !llvm.array<4 x vector<4xf32>>
          %225 = llvm.insertvalue %221, %224[3] : !llvm.array<4 x vector<4xf32>>
          %226 = llvm.add %56, %39 : i64
          llvm.br ^bb2(%226, %225 : i64, !llvm.array<4 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %227 = llvm.getelementptr %41[%54] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %228 = llvm.load %227 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %229 = llvm.extractvalue %57[0] : !llvm.array<4 x vector<4xf32>>
          %230 = llvm.fadd %229, %228 fastmath<contract> : vector<4xf32>
          %231 = llvm.extractvalue %57[1] : !llvm.array<4 x vector<4xf32>>
          %232 = llvm.fadd %231, %228 fastmath<contract> : vector<4xf32>
          %233 = llvm.extractvalue %57[2] : !llvm.array<4 x vector<4xf32>>
          %234 = llvm.fadd %233, %228 fastmath<contract> : vector<4xf32>
          %235 = llvm.extractvalue %57[3] : !llvm.array<4 x vector<4xf32>>
          %236 = llvm.fadd %235, %228 fastmath<contract> : vector<4xf32>
          %237 = llvm.extractvalue %21[0] : !llvm.array<4 x vector<4xf32>>
          %238 = llvm.fcmp "uge" %230, %237 : vector<4xf32>
          %239 = llvm.extractvalue %21[1] : !llvm.array<4 x vector<4xf32>>
          %240 = llvm.fcmp "uge" %232, %239 : vector<4xf32>
          %241 = llvm.extractvalue %21[2] : !llvm.array<4 x vector<4xf32>>
          %242 = llvm.fcmp "uge" %234, %241 : vector<4xf32>
          %243 = llvm.extractvalue %21[3] : !llvm.array<4 x vector<4xf32>>
          %244 = llvm.fcmp "uge" %236, %243 : vector<4xf32>
          %245 = llvm.select %238, %230, %237 : vector<4xi1>, vector<4xf32>
          %246 = llvm.select %240, %232, %239 : vector<4xi1>, vector<4xf32>
          %247 = llvm.select %242, %234, %241 : vector<4xi1>, vector<4xf32>
          %248 = llvm.select %244, %236, %243 : vector<4xi1>, vector<4xf32>
          %249 = llvm.extractvalue %20[0] : !llvm.array<4 x vector<4xf32>>
          %250 = llvm.fcmp "ule" %245, %249 : vector<4xf32>
          %251 = llvm.extractvalue %20[1] : !llvm.array<4 x vector<4xf32>>
          %252 = llvm.fcmp "ule" %246, %251 : vector<4xf32>
          %253 = llvm.extractvalue %20[2] : !llvm.array<4 x vector<4xf32>>
          %254 = llvm.fcmp "ule" %247, %253 : vector<4xf32>
          %255 = llvm.extractvalue %20[3] : !llvm.array<4 x vector<4xf32>>
          %256 = llvm.fcmp "ule" %248, %255 : vector<4xf32>
          %257 = llvm.select %250, %245, %249 : vector<4xi1>, vector<4xf32>
          %258 = llvm.select %252, %246, %251 : vector<4xi1>, vector<4xf32>
          %259 = llvm.select %254, %247, %253 : vector<4xi1>, vector<4xf32>
          %260 = llvm.select %256, %248, %255 : vector<4xi1>, vector<4xf32>
          %261 = llvm.extractvalue %29[0] : !llvm.array<4 x vector<4xf32>>
          %262 = llvm.extractvalue %31[0] : !llvm.array<4 x vector<4xf32>>
          %263 = llvm.intr.fma(%257, %261, %262) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %264 = llvm.extractvalue %29[1] : !llvm.array<4 x vector<4xf32>>
          %265 = llvm.extractvalue %31[1] : !llvm.array<4 x vector<4xf32>>
          %266 = llvm.intr.fma(%258, %264, %265) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %267 = llvm.extractvalue %29[2] : !llvm.array<4 x vector<4xf32>>
          %268 = llvm.extractvalue %31[2] : !llvm.array<4 x vector<4xf32>>
          %269 = llvm.intr.fma(%259, %267, %268) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %270 = llvm.extractvalue %29[3] : !llvm.array<4 x vector<4xf32>>
          %271 = llvm.extractvalue %31[3] : !llvm.array<4 x vector<4xf32>>
          %272 = llvm.intr.fma(%260, %270, %271) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %273 = llvm.intr.floor(%263) : (vector<4xf32>) -> vector<4xf32>
          %274 = llvm.intr.floor(%266) : (vector<4xf32>) -> vector<4xf32>
          %275 = llvm.intr.floor(%269) : (vector<4xf32>) -> vector<4xf32>
          %276 = llvm.intr.floor(%272) : (vector<4xf32>) -> vector<4xf32>
          %277 = llvm.extractvalue %19[0] : !llvm.array<4 x vector<4xf32>>
          %278 = llvm.fcmp "uge" %273, %277 : vector<4xf32>
          %279 = llvm.extractvalue %19[1] : !llvm.array<4 x vector<4xf32>>
          %280 = llvm.fcmp "uge" %274, %279 : vector<4xf32>
          %281 = llvm.extractvalue %19[2] : !llvm.array<4 x vector<4xf32>>
          %282 = llvm.fcmp "uge" %275, %281 : vector<4xf32>
          %283 = llvm.extractvalue %19[3] : !llvm.array<4 x vector<4xf32>>
          %284 = llvm.fcmp "uge" %276, %283 : vector<4xf32>
          %285 = llvm.select %278, %273, %277 : vector<4xi1>, vector<4xf32>
          %286 = llvm.select %280, %274, %279 : vector<4xi1>, vector<4xf32>
          %287 = llvm.select %282, %275, %281 : vector<4xi1>, vector<4xf32>
          %288 = llvm.select %284, %276, %283 : vector<4xi1>, vector<4xf32>
          %289 = llvm.extractvalue %18[0] : !llvm.array<4 x vector<4xf32>>
          %290 = llvm.fcmp "ule" %285, %289 : vector<4xf32>
          %291 = llvm.extractvalue %18[1] : !llvm.array<4 x vector<4xf32>>
          %292 = llvm.fcmp "ule" %286, %291 : vector<4xf32>
          %293 = llvm.extractvalue %18[2] : !llvm.array<4 x vector<4xf32>>
          %294 = llvm.fcmp "ule" %287, %293 : vector<4xf32>
          %295 = llvm.extractvalue %18[3] : !llvm.array<4 x vector<4xf32>>
          %296 = llvm.fcmp "ule" %288, %295 : vector<4xf32>
          %297 = llvm.select %290, %285, %289 : vector<4xi1>, vector<4xf32>
          %298 = llvm.select %292, %286, %291 : vector<4xi1>, vector<4xf32>
          %299 = llvm.select %294, %287, %293 : vector<4xi1>, vector<4xf32>
          %300 = llvm.select %296, %288, %295 : vector<4xi1>, vector<4xf32>
          %301 = llvm.extractvalue %28[0] : !llvm.array<4 x vector<4xf32>>
          %302 = llvm.intr.fma(%301, %297, %257) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %303 = llvm.extractvalue %28[1] : !llvm.array<4 x vector<4xf32>>
          %304 = llvm.intr.fma(%303, %298, %258) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %305 = llvm.extractvalue %28[2] : !llvm.array<4 x vector<4xf32>>
          %306 = llvm.intr.fma(%305, %299, %259) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %307 = llvm.extractvalue %28[3] : !llvm.array<4 x vector<4xf32>>
          %308 = llvm.intr.fma(%307, %300, %260) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %309 = llvm.extractvalue %27[0] : !llvm.array<4 x vector<4xf32>>
          %310 = llvm.intr.fma(%309, %297, %302) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %311 = llvm.extractvalue %27[1] : !llvm.array<4 x vector<4xf32>>
          %312 = llvm.intr.fma(%311, %298, %304) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %313 = llvm.extractvalue %27[2] : !llvm.array<4 x vector<4xf32>>
          %314 = llvm.intr.fma(%313, %299, %306) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %315 = llvm.extractvalue %27[3] : !llvm.array<4 x vector<4xf32>>
          %316 = llvm.intr.fma(%315, %300, %308) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %317 = llvm.extractvalue %26[0] : !llvm.array<4 x vector<4xf32>>
          %318 = llvm.extractvalue %25[0] : !llvm.array<4 x vector<4xf32>>
          %319 = llvm.intr.fma(%310, %317, %318) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %320 = llvm.extractvalue %26[1] : !llvm.array<4 x vector<4xf32>>
          %321 = llvm.extractvalue %25[1] : !llvm.array<4 x vector<4xf32>>
          %322 = llvm.intr.fma(%312, %320, %321) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %323 = llvm.extractvalue %26[2] : !llvm.array<4 x vector<4xf32>>
          %324 = llvm.extractvalue %25[2] : !llvm.array<4 x vector<4xf32>>
          %325 = llvm.intr.fma(%314, %323, %324) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %326 = llvm.extractvalue %26[3] : !llvm.array<4 x vector<4xf32>>
          %327 = llvm.extractvalue %25[3] : !llvm.array<4 x vector<4xf32>>
          %328 = llvm.intr.fma(%316, %326, %327) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %329 = llvm.extractvalue %24[0] : !llvm.array<4 x vector<4xf32>>
          %330 = llvm.intr.fma(%319, %310, %329) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %331 = llvm.extractvalue %24[1] : !llvm.array<4 x vector<4xf32>>
          %332 = llvm.intr.fma(%322, %312, %331) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %333 = llvm.extractvalue %24[2] : !llvm.array<4 x vector<4xf32>>
          %334 = llvm.intr.fma(%325, %314, %333) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %335 = llvm.extractvalue %24[3] : !llvm.array<4 x vector<4xf32>>
          %336 = llvm.intr.fma(%328, %316, %335) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %337 = llvm.extractvalue %23[0] : !llvm.array<4 x vector<4xf32>>
          %338 = llvm.intr.fma(%330, %310, %337) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %339 = llvm.extractvalue %23[1] : !llvm.array<4 x vector<4xf32>>
          %340 = llvm.intr.fma(%332, %312, %339) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %341 = llvm.extractvalue %23[2] : !llvm.array<4 x vector<4xf32>>
          %342 = llvm.intr.fma(%334, %314, %341) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %343 = llvm.extractvalue %23[3] : !llvm.array<4 x vector<4xf32>>
          %344 = llvm.intr.fma(%336, %316, %343) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %345 = llvm.extractvalue %22[0] : !llvm.array<4 x vector<4xf32>>
          %346 = llvm.intr.fma(%338, %310, %345) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %347 = llvm.extractvalue %22[1] : !llvm.array<4 x vector<4xf32>>
          %348 = llvm.intr.fma(%340, %312, %347) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %349 = llvm.extractvalue %22[2] : !llvm.array<4 x vector<4xf32>>
          %350 = llvm.intr.fma(%342, %314, %349) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %351 = llvm.extractvalue %22[3] : !llvm.array<4 x vector<4xf32>>
          %352 = llvm.intr.fma(%344, %316, %351) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %353 = llvm.intr.fma(%346, %310, %262) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %354 = llvm.intr.fma(%348, %312, %265) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %355 = llvm.intr.fma(%350, %314, %268) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %356 = llvm.intr.fma(%352, %316, %271) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %357 = llvm.fmul %310, %310 fastmath<contract> : vector<4xf32>
          %358 = llvm.fmul %312, %312 fastmath<contract> : vector<4xf32>
          %359 = llvm.fmul %314, %314 fastmath<contract> : vector<4xf32>
          %360 = llvm.fmul %316, %316 fastmath<contract> : vector<4xf32>
          %361 = llvm.intr.fma(%353, %357, %310) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %362 = llvm.intr.fma(%354, %358, %312) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %363 = llvm.intr.fma(%355, %359, %314) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %364 = llvm.intr.fma(%356, %360, %316) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %365 = llvm.extractvalue %30[0] : !llvm.array<4 x vector<4xf32>>
          %366 = llvm.fadd %361, %365 fastmath<contract> : vector<4xf32>
          %367 = llvm.extractvalue %30[1] : !llvm.array<4 x vector<4xf32>>
          %368 = llvm.fadd %362, %367 fastmath<contract> : vector<4xf32>
          %369 = llvm.extractvalue %30[2] : !llvm.array<4 x vector<4xf32>>
          %370 = llvm.fadd %363, %369 fastmath<contract> : vector<4xf32>
          %371 = llvm.extractvalue %30[3] : !llvm.array<4 x vector<4xf32>>
          %372 = llvm.fadd %364, %371 fastmath<contract> : vector<4xf32>
          %373 = llvm.fptosi %297 : vector<4xf32> to vector<4xi32>
          %374 = llvm.fptosi %298 : vector<4xf32> to vector<4xi32>
          %375 = llvm.fptosi %299 : vector<4xf32> to vector<4xi32>
          %376 = llvm.fptosi %300 : vector<4xf32> to vector<4xi32>
          %377 = llvm.extractvalue %16[0] : !llvm.array<4 x vector<4xi32>>
          %378 = llvm.add %373, %377 : vector<4xi32>
          %379 = llvm.extractvalue %16[1] : !llvm.array<4 x vector<4xi32>>
          %380 = llvm.add %374, %379 : vector<4xi32>
          %381 = llvm.extractvalue %16[2] : !llvm.array<4 x vector<4xi32>>
          %382 = llvm.add %375, %381 : vector<4xi32>
          %383 = llvm.extractvalue %16[3] : !llvm.array<4 x vector<4xi32>>
          %384 = llvm.add %376, %383 : vector<4xi32>
          %385 = llvm.extractvalue %17[0] : !llvm.array<4 x vector<4xi32>>
          %386 = llvm.shl %378, %385 : vector<4xi32>
          %387 = llvm.extractvalue %17[1] : !llvm.array<4 x vector<4xi32>>
          %388 = llvm.shl %380, %387 : vector<4xi32>
          %389 = llvm.extractvalue %17[2] : !llvm.array<4 x vector<4xi32>>
          %390 = llvm.shl %382, %389 : vector<4xi32>
          %391 = llvm.extractvalue %17[3] : !llvm.array<4 x vector<4xi32>>
          %392 = llvm.shl %384, %391 : vector<4xi32>
          %393 = llvm.bitcast %386 : vector<4xi32> to vector<4xf32>
          %394 = llvm.bitcast %388 : vector<4xi32> to vector<4xf32>
          %395 = llvm.bitcast %390 : vector<4xi32> to vector<4xf32>
          %396 = llvm.bitcast %392 : vector<4xi32> to vector<4xf32>
          %397 = llvm.fmul %366, %393 fastmath<contract> : vector<4xf32>
          %398 = llvm.fmul %368, %394 fastmath<contract> : vector<4xf32>
          %399 = llvm.fmul %370, %395 fastmath<contract> : vector<4xf32>
          %400 = llvm.fmul %372, %396 fastmath<contract> : vector<4xf32>
          %401 = llvm.mul %36, %38 : i64
          %402 = llvm.add %401, %54 : i64
          %403 = llvm.getelementptr %53[%402] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %397, %403 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %404 = llvm.mul %35, %38 : i64
          %405 = llvm.add %404, %54 : i64
          %406 = llvm.getelementptr %53[%405] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %398, %406 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %407 = llvm.mul %34, %38 : i64
          %408 = llvm.add %407, %54 : i64
          %409 = llvm.getelementptr %53[%408] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %399, %409 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %410 = llvm.mul %33, %38 : i64
          %411 = llvm.add %410, %54 : i64
          %412 = llvm.getelementptr %53[%411] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %400, %412 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %413 = llvm.add %54, %39 : i64
          llvm.br ^bb1(%413 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x4xi64>) -> (%output0: tensor<1x4x8xf32>)"}} {
    %c6912 = arith.constant 6912 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %__constant_tensor_100x16xf32 = util.global.load immutable @__constant_tensor_100x16xf32 : !stream.resource<constant>
    %element_type_i64 = hal.element_type<i64> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c1, %c4]) type(%element_type_i64) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x4xi64> in !stream.resource<external>{%c32}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c128} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<transient>{%c256} => !stream.timepoint
    %1 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%1) => with(%__constant_tensor_100x16xf32 as %arg1: !stream.resource<constant>{%c6912}, %0 as %arg2: !stream.resource<external>{%c32}, %result as %arg3: !stream.resource<external>{%c128}, %result_0 as %arg4: !stream.resource<transient>{%c256}) {
      stream.cmd.dispatch @main_dispatch_0::@embedded_elf_x86_64::@main_dispatch_0_elementwise_broadcast_4x16_i64xf32 {
        ro %arg1[%c0 for %c6912] : !stream.resource<constant>{%c6912},
        ro %arg2[%c0 for %c32] : !stream.resource<external>{%c32},
        wo %arg4[%c0 for %c256] : !stream.resource<transient>{%c256}
      }
      stream.cmd.dispatch @main_dispatch_1::@embedded_elf_x86_64::@main_dispatch_1_matmul_4x8x16_f32 {
        ro %arg4[%c0 for %c256] : !stream.resource<transient>{%c256},
        ro %arg1[%c0 for %c6912] : !stream.resource<constant>{%c6912},
        wo %arg3[%c0 for %c128] : !stream.resource<external>{%c128}
      }
    } => !stream.timepoint
    %3 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%2) => %result_0 : !stream.resource<transient>{%c256} => !stream.timepoint
    %4 = stream.timepoint.await %3 => %result : !stream.resource<external>{%c128}
    %5 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<1x4x8xf32> in !stream.resource<external>{%c128} -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=0caa291afdd6 torch_mlir=f6d807ce8e50 linalg_on_tensors_mlir=d61416fa6ac5 iree_input=05595767806a iree_abi=7cd716b2c08f iree_preprocessing=3f3bc7bcb88f iree_global_optimization=6e241153ece8 iree_dispatch_creation=7557c3ee1e8d iree_flow=6e3262cefae3 iree_stream=6e40f8a4a267 iree_executable_sources=019e3e04be2e
