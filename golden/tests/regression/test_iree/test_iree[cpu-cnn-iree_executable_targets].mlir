#composite_of_3264b = #util.composite<3264xi8, [
    dense_resource<torch_tensor_8_3_3_3_torch.float32> : tensor<8x3x3x3xf32>,
    dense<0> : vector<32xi8>,
    dense_resource<torch_tensor_8_8_3_3_torch.float32> : tensor<8x8x3x3xf32>,
    dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>,
    dense<0> : vector<48xi8>,
]>
#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#pipeline_layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#pipeline_layout1 = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#pipeline_layout2 = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
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
  hal.executable private @main_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_0_slow_memcpy ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_0_slow_memcpy(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.constant(18 : i64) : i64
          %2 = llvm.mlir.constant(324 : i64) : i64
          %3 = llvm.mlir.constant(64 : i64) : i64
          %4 = llvm.mlir.constant(true) : i1
          %5 = llvm.mlir.constant(256 : i64) : i64
          %6 = llvm.mlir.constant(4 : i64) : i64
          %7 = llvm.mlir.constant(1 : i64) : i64
          %8 = llvm.mlir.constant(16 : i64) : i64
          %9 = llvm.mlir.constant(3 : i64) : i64
          %10 = llvm.mlir.constant(0 : i64) : i64
          %11 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %12 = llvm.extractvalue %11[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %13 = llvm.load %12 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %4 ["align"(%13, %3 : !llvm.ptr, i64)] : i1
          %14 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %15 = llvm.extractvalue %14[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %16 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %17 = llvm.load %16 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %4 ["align"(%17, %3 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%10 : i64)
        ^bb1(%18: i64):  // 2 preds: ^bb0, ^bb6
          %19 = llvm.icmp "slt" %18, %9 : i64
          llvm.cond_br %19, ^bb2(%10 : i64), ^bb7
        ^bb2(%20: i64):  // 2 preds: ^bb1, ^bb5
          %21 = llvm.icmp "slt" %20, %8 : i64
          llvm.cond_br %21, ^bb3(%10 : i64), ^bb6
        ^bb3(%22: i64):  // 2 preds: ^bb2, ^bb4
          %23 = llvm.icmp "slt" %22, %8 : i64
          llvm.cond_br %23, ^bb4, ^bb5
        ^bb4:  // pred: ^bb3
          %24 = llvm.mul %18, %5 : i64
          %25 = llvm.mul %20, %8 : i64
          %26 = llvm.add %24, %25 : i64
          %27 = llvm.add %26, %22 : i64
          %28 = llvm.getelementptr %13[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %29 = llvm.load %28 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %30 = llvm.add %20, %7 : i64
          %31 = llvm.add %22, %7 : i64
          %32 = llvm.mul %18, %2 : i64
          %33 = llvm.mul %30, %1 : i64
          %34 = llvm.add %32, %33 : i64
          %35 = llvm.add %34, %31 : i64
          %36 = llvm.getelementptr %17[%35] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %29, %36 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %37 = llvm.add %22, %6 : i64
          llvm.br ^bb3(%37 : i64)
        ^bb5:  // pred: ^bb3
          %38 = llvm.add %20, %7 : i64
          llvm.br ^bb2(%38 : i64)
        ^bb6:  // pred: ^bb2
          %39 = llvm.add %18, %7 : i64
          llvm.br ^bb1(%39 : i64)
        ^bb7:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_1 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_1_conv_8x16x16x3x3x3_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_8xf32_2(dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<8 x f32>
        llvm.mlir.global private constant @__constant_8xf32_1(dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<8 x f32>
        llvm.mlir.global private constant @__constant_8xf32_0(dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<8 x f32>
        llvm.mlir.global private constant @__constant_8xf32(dense_resource<torch_tensor_8_torch.float32_4> : tensor<8xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<8 x f32>
        llvm.func @main_dispatch_1_conv_8x16x16x3x3x3_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<8xf32>
          %2 = llvm.mlir.constant(2048 : i64) : i64
          %3 = llvm.mlir.constant(256 : i64) : i64
          %4 = llvm.mlir.constant(9 : i64) : i64
          %5 = llvm.mlir.constant(27 : i64) : i64
          %6 = llvm.mlir.constant(64 : i64) : i64
          %7 = llvm.mlir.constant(true) : i1
          %8 = llvm.mlir.constant(18 : i64) : i64
          %9 = llvm.mlir.constant(324 : i64) : i64
          %10 = llvm.mlir.constant(972 : i64) : i64
          %11 = llvm.mlir.addressof @__constant_8xf32_2 : !llvm.ptr
          %12 = llvm.mlir.addressof @__constant_8xf32_1 : !llvm.ptr
          %13 = llvm.mlir.addressof @__constant_8xf32_0 : !llvm.ptr
          %14 = llvm.mlir.addressof @__constant_8xf32 : !llvm.ptr
          %15 = llvm.mlir.constant(2 : i64) : i64
          %16 = llvm.mlir.constant(3 : i64) : i64
          %17 = llvm.mlir.constant(1 : i64) : i64
          %18 = llvm.mlir.constant(16 : i64) : i64
          %19 = llvm.mlir.constant(8 : i64) : i64
          %20 = llvm.mlir.constant(dense<0.000000e+00> : vector<8xf32>) : vector<8xf32>
          %21 = llvm.mlir.constant(0 : i64) : i64
          %22 = llvm.getelementptr %14[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x f32>
          %23 = llvm.getelementptr %13[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x f32>
          %24 = llvm.getelementptr %12[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x f32>
          %25 = llvm.getelementptr %11[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x f32>
          %26 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %27 = llvm.extractvalue %26[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %28 = llvm.load %27 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %7 ["align"(%28, %6 : !llvm.ptr, i64)] : i1
          %29 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %30 = llvm.extractvalue %29[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %31 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %32 = llvm.load %31 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %7 ["align"(%32, %6 : !llvm.ptr, i64)] : i1
          %33 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %34 = llvm.extractvalue %33[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %35 = llvm.getelementptr %34[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %36 = llvm.load %35 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %7 ["align"(%36, %6 : !llvm.ptr, i64)] : i1
          %37 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %38 = llvm.extractvalue %37[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %39 = llvm.getelementptr %38[3] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %40 = llvm.load %39 : !llvm.ptr -> !llvm.ptr
          %41 = llvm.getelementptr %40[3904] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %7 ["align"(%41, %6 : !llvm.ptr, i64)] : i1
          %42 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %43 = llvm.extractvalue %42[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %44 = llvm.zext %43 : i32 to i64
          %45 = llvm.getelementptr %25[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %46 = llvm.load %45 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %47 = llvm.getelementptr %24[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %48 = llvm.load %47 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %49 = llvm.mul %21, %19 : i64
          %50 = llvm.add %49, %44 : i64
          %51 = llvm.getelementptr %36[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %52 = llvm.load %51 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %53 = llvm.getelementptr %23[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %54 = llvm.load %53 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %55 = llvm.getelementptr %22[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %56 = llvm.load %55 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %57 = llvm.extractelement %46[%21 : i64] : vector<1xf32>
          %58 = llvm.insertelement %57, %1[%0 : i32] : vector<8xf32>
          %59 = llvm.shufflevector %58, %1 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32>
          %60 = llvm.extractelement %48[%21 : i64] : vector<1xf32>
          %61 = llvm.insertelement %60, %1[%0 : i32] : vector<8xf32>
          %62 = llvm.shufflevector %61, %1 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32>
          %63 = llvm.extractelement %52[%21 : i64] : vector<1xf32>
          %64 = llvm.insertelement %63, %1[%0 : i32] : vector<8xf32>
          %65 = llvm.shufflevector %64, %1 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32>
          %66 = llvm.extractelement %54[%21 : i64] : vector<1xf32>
          %67 = llvm.insertelement %66, %1[%0 : i32] : vector<8xf32>
          %68 = llvm.shufflevector %67, %1 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32>
          %69 = llvm.extractelement %56[%21 : i64] : vector<1xf32>
          %70 = llvm.insertelement %69, %1[%0 : i32] : vector<8xf32>
          %71 = llvm.shufflevector %70, %1 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32>
          llvm.br ^bb1(%21 : i64)
        ^bb1(%72: i64):  // 2 preds: ^bb0, ^bb9
          %73 = llvm.icmp "slt" %72, %18 : i64
          llvm.cond_br %73, ^bb2(%21 : i64), ^bb10
        ^bb2(%74: i64):  // 2 preds: ^bb1, ^bb8
          %75 = llvm.icmp "slt" %74, %18 : i64
          llvm.cond_br %75, ^bb3(%21, %20 : i64, vector<8xf32>), ^bb9
        ^bb3(%76: i64, %77: vector<8xf32>):  // 2 preds: ^bb2, ^bb7
          %78 = llvm.icmp "slt" %76, %16 : i64
          llvm.cond_br %78, ^bb4, ^bb8
        ^bb4:  // pred: ^bb3
          %79 = llvm.add %76, %72 : i64
          llvm.br ^bb5(%21, %77 : i64, vector<8xf32>)
        ^bb5(%80: i64, %81: vector<8xf32>):  // 2 preds: ^bb4, ^bb6
          %82 = llvm.icmp "slt" %80, %16 : i64
          llvm.cond_br %82, ^bb6, ^bb7
        ^bb6:  // pred: ^bb5
          %83 = llvm.add %80, %74 : i64
          %84 = llvm.mul %21, %10 : i64
          %85 = llvm.mul %21, %9 : i64
          %86 = llvm.add %84, %85 : i64
          %87 = llvm.mul %79, %8 : i64
          %88 = llvm.add %86, %87 : i64
          %89 = llvm.add %88, %83 : i64
          %90 = llvm.getelementptr %28[%89] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %91 = llvm.load %90 <alignment = 4> : !llvm.ptr -> vector<8xf32>
          %92 = llvm.mul %17, %9 : i64
          %93 = llvm.add %84, %92 : i64
          %94 = llvm.add %93, %87 : i64
          %95 = llvm.add %94, %83 : i64
          %96 = llvm.getelementptr %28[%95] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %97 = llvm.load %96 <alignment = 4> : !llvm.ptr -> vector<8xf32>
          %98 = llvm.mul %15, %9 : i64
          %99 = llvm.add %84, %98 : i64
          %100 = llvm.add %99, %87 : i64
          %101 = llvm.add %100, %83 : i64
          %102 = llvm.getelementptr %28[%101] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %103 = llvm.load %102 <alignment = 4> : !llvm.ptr -> vector<8xf32>
          %104 = llvm.mul %44, %5 overflow<nsw, nuw> : i64
          %105 = llvm.mul %21, %4 overflow<nsw, nuw> : i64
          %106 = llvm.add %104, %105 overflow<nsw, nuw> : i64
          %107 = llvm.mul %76, %16 overflow<nsw, nuw> : i64
          %108 = llvm.add %106, %107 overflow<nsw, nuw> : i64
          %109 = llvm.add %108, %80 overflow<nsw, nuw> : i64
          %110 = llvm.getelementptr inbounds|nuw %32[%109] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %111 = llvm.load %110 : !llvm.ptr -> f32
          %112 = llvm.insertelement %111, %1[%0 : i32] : vector<8xf32>
          %113 = llvm.shufflevector %112, %1 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32>
          %114 = llvm.intr.fmuladd(%91, %113, %81) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
          %115 = llvm.mul %17, %4 overflow<nsw, nuw> : i64
          %116 = llvm.add %104, %115 overflow<nsw, nuw> : i64
          %117 = llvm.add %116, %107 overflow<nsw, nuw> : i64
          %118 = llvm.add %117, %80 overflow<nsw, nuw> : i64
          %119 = llvm.getelementptr inbounds|nuw %32[%118] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %120 = llvm.load %119 : !llvm.ptr -> f32
          %121 = llvm.insertelement %120, %1[%0 : i32] : vector<8xf32>
          %122 = llvm.shufflevector %121, %1 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32>
          %123 = llvm.intr.fmuladd(%97, %122, %114) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
          %124 = llvm.mul %15, %4 overflow<nsw, nuw> : i64
          %125 = llvm.add %104, %124 overflow<nsw, nuw> : i64
          %126 = llvm.add %125, %107 overflow<nsw, nuw> : i64
          %127 = llvm.add %126, %80 overflow<nsw, nuw> : i64
          %128 = llvm.getelementptr inbounds|nuw %32[%127] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %129 = llvm.load %128 : !llvm.ptr -> f32
          %130 = llvm.insertelement %129, %1[%0 : i32] : vector<8xf32>
          %131 = llvm.shufflevector %130, %1 [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32>
          %132 = llvm.intr.fmuladd(%103, %131, %123) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
          %133 = llvm.add %80, %17 : i64
          llvm.br ^bb5(%133, %132 : i64, vector<8xf32>)
        ^bb7:  // pred: ^bb5
          %134 = llvm.add %76, %17 : i64
          llvm.br ^bb3(%134, %81 : i64, vector<8xf32>)
        ^bb8:  // pred: ^bb3
          %135 = llvm.fadd %77, %59 fastmath<contract> : vector<8xf32>
          %136 = llvm.fsub %135, %62 fastmath<contract> : vector<8xf32>
          %137 = llvm.fmul %136, %65 fastmath<contract> : vector<8xf32>
          %138 = llvm.fmul %137, %68 fastmath<contract> : vector<8xf32>
          %139 = llvm.fadd %138, %71 fastmath<contract> : vector<8xf32>
          %140 = llvm.fcmp "ugt" %139, %20 : vector<8xf32>
          %141 = llvm.select %140, %139, %20 : vector<8xi1>, vector<8xf32>
          %142 = llvm.mul %21, %2 : i64
          %143 = llvm.mul %44, %3 : i64
          %144 = llvm.add %142, %143 : i64
          %145 = llvm.mul %72, %18 : i64
          %146 = llvm.add %144, %145 : i64
          %147 = llvm.add %146, %74 : i64
          %148 = llvm.getelementptr %41[%147] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %141, %148 <alignment = 4> : vector<8xf32>, !llvm.ptr
          %149 = llvm.add %74, %19 : i64
          llvm.br ^bb2(%149 : i64)
        ^bb9:  // pred: ^bb2
          %150 = llvm.add %72, %17 : i64
          llvm.br ^bb1(%150 : i64)
        ^bb10:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_2 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_2_conv_8x8x8x2x2_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_2_conv_8x8x8x2x2_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<8xf32>
          %2 = llvm.mlir.constant(15 : i64) : i64
          %3 = llvm.mlir.constant(13 : i64) : i64
          %4 = llvm.mlir.constant(11 : i64) : i64
          %5 = llvm.mlir.constant(9 : i64) : i64
          %6 = llvm.mlir.constant(7 : i64) : i64
          %7 = llvm.mlir.constant(14 : i64) : i64
          %8 = llvm.mlir.constant(12 : i64) : i64
          %9 = llvm.mlir.constant(5 : i64) : i64
          %10 = llvm.mlir.constant(10 : i64) : i64
          %11 = llvm.mlir.constant(3 : i64) : i64
          %12 = llvm.mlir.constant(6 : i64) : i64
          %13 = llvm.mlir.constant(4 : i64) : i64
          %14 = llvm.mlir.constant(512 : i64) : i64
          %15 = llvm.mlir.constant(64 : i64) : i64
          %16 = llvm.mlir.constant(true) : i1
          %17 = llvm.mlir.constant(2048 : i64) : i64
          %18 = llvm.mlir.constant(256 : i64) : i64
          %19 = llvm.mlir.constant(16 : i64) : i64
          %20 = llvm.mlir.constant(dense<0xFF800000> : vector<8xf32>) : vector<8xf32>
          %21 = llvm.mlir.constant(8 : i64) : i64
          %22 = llvm.mlir.constant(1 : i64) : i64
          %23 = llvm.mlir.constant(2 : i64) : i64
          %24 = llvm.mlir.constant(0 : i64) : i64
          %25 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %26 = llvm.extractvalue %25[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %27 = llvm.load %26 : !llvm.ptr -> !llvm.ptr
          %28 = llvm.getelementptr %27[3904] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %16 ["align"(%28, %15 : !llvm.ptr, i64)] : i1
          %29 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %30 = llvm.extractvalue %29[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %31 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %32 = llvm.load %31 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %16 ["align"(%32, %15 : !llvm.ptr, i64)] : i1
          %33 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %34 = llvm.extractvalue %33[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %35 = llvm.zext %34 : i32 to i64
          llvm.br ^bb1(%24 : i64)
        ^bb1(%36: i64):  // 2 preds: ^bb0, ^bb4
          %37 = llvm.icmp "slt" %36, %21 : i64
          llvm.cond_br %37, ^bb2(%24, %20 : i64, vector<8xf32>), ^bb5
        ^bb2(%38: i64, %39: vector<8xf32>):  // 2 preds: ^bb1, ^bb3
          %40 = llvm.icmp "slt" %38, %23 : i64
          llvm.cond_br %40, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %41 = llvm.mul %36, %23 overflow<nsw> : i64
          %42 = llvm.add %41, %38 : i64
          %43 = llvm.mul %24, %17 : i64
          %44 = llvm.mul %35, %18 : i64
          %45 = llvm.add %43, %44 : i64
          %46 = llvm.mul %42, %19 : i64
          %47 = llvm.add %45, %46 : i64
          %48 = llvm.add %47, %24 : i64
          %49 = llvm.getelementptr %28[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %50 = llvm.load %49 <alignment = 4> : !llvm.ptr -> vector<16xf32>
          %51 = llvm.extractelement %50[%24 : i64] : vector<16xf32>
          %52 = llvm.extractelement %39[%24 : i64] : vector<8xf32>
          %53 = llvm.intr.maximum(%51, %52) : (f32, f32) -> f32
          %54 = llvm.extractelement %50[%23 : i64] : vector<16xf32>
          %55 = llvm.extractelement %39[%22 : i64] : vector<8xf32>
          %56 = llvm.intr.maximum(%54, %55) : (f32, f32) -> f32
          %57 = llvm.extractelement %50[%13 : i64] : vector<16xf32>
          %58 = llvm.extractelement %39[%23 : i64] : vector<8xf32>
          %59 = llvm.intr.maximum(%57, %58) : (f32, f32) -> f32
          %60 = llvm.extractelement %50[%12 : i64] : vector<16xf32>
          %61 = llvm.extractelement %39[%11 : i64] : vector<8xf32>
          %62 = llvm.intr.maximum(%60, %61) : (f32, f32) -> f32
          %63 = llvm.extractelement %50[%21 : i64] : vector<16xf32>
          %64 = llvm.extractelement %39[%13 : i64] : vector<8xf32>
          %65 = llvm.intr.maximum(%63, %64) : (f32, f32) -> f32
          %66 = llvm.extractelement %50[%10 : i64] : vector<16xf32>
          %67 = llvm.extractelement %39[%9 : i64] : vector<8xf32>
          %68 = llvm.intr.maximum(%66, %67) : (f32, f32) -> f32
          %69 = llvm.extractelement %50[%8 : i64] : vector<16xf32>
          %70 = llvm.extractelement %39[%12 : i64] : vector<8xf32>
          %71 = llvm.intr.maximum(%69, %70) : (f32, f32) -> f32
          %72 = llvm.extractelement %50[%7 : i64] : vector<16xf32>
          %73 = llvm.extractelement %39[%6 : i64] : vector<8xf32>
          %74 = llvm.intr.maximum(%72, %73) : (f32, f32) -> f32
          %75 = llvm.extractelement %50[%22 : i64] : vector<16xf32>
          %76 = llvm.intr.maximum(%75, %53) : (f32, f32) -> f32
          %77 = llvm.extractelement %50[%11 : i64] : vector<16xf32>
          %78 = llvm.intr.maximum(%77, %56) : (f32, f32) -> f32
          %79 = llvm.extractelement %50[%9 : i64] : vector<16xf32>
          %80 = llvm.intr.maximum(%79, %59) : (f32, f32) -> f32
          %81 = llvm.extractelement %50[%6 : i64] : vector<16xf32>
          %82 = llvm.intr.maximum(%81, %62) : (f32, f32) -> f32
          %83 = llvm.extractelement %50[%5 : i64] : vector<16xf32>
          %84 = llvm.intr.maximum(%83, %65) : (f32, f32) -> f32
          %85 = llvm.extractelement %50[%4 : i64] : vector<16xf32>
          %86 = llvm.intr.maximum(%85, %68) : (f32, f32) -> f32
          %87 = llvm.extractelement %50[%3 : i64] : vector<16xf32>
          %88 = llvm.intr.maximum(%87, %71) : (f32, f32) -> f32
          %89 = llvm.extractelement %50[%2 : i64] : vector<16xf32>
          %90 = llvm.intr.maximum(%89, %74) : (f32, f32) -> f32
          %91 = llvm.insertelement %76, %1[%24 : i64] : vector<8xf32>
          %92 = llvm.insertelement %78, %91[%22 : i64] : vector<8xf32>
          %93 = llvm.insertelement %80, %92[%23 : i64] : vector<8xf32>
          %94 = llvm.insertelement %82, %93[%11 : i64] : vector<8xf32>
          %95 = llvm.insertelement %84, %94[%13 : i64] : vector<8xf32>
          %96 = llvm.insertelement %86, %95[%9 : i64] : vector<8xf32>
          %97 = llvm.insertelement %88, %96[%12 : i64] : vector<8xf32>
          %98 = llvm.insertelement %90, %97[%6 : i64] : vector<8xf32>
          %99 = llvm.add %38, %22 : i64
          llvm.br ^bb2(%99, %98 : i64, vector<8xf32>)
        ^bb4:  // pred: ^bb2
          %100 = llvm.mul %24, %14 : i64
          %101 = llvm.mul %35, %15 : i64
          %102 = llvm.add %100, %101 : i64
          %103 = llvm.mul %36, %21 : i64
          %104 = llvm.add %102, %103 : i64
          %105 = llvm.add %104, %24 : i64
          %106 = llvm.getelementptr %32[%105] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %39, %106 <alignment = 4> : vector<8xf32>, !llvm.ptr
          %107 = llvm.add %36, %22 : i64
          llvm.br ^bb1(%107 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_3 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_3_conv_8x6x6x8x3x3_f32 ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %c16 = arith.constant 16 : index
        %c1 = arith.constant 1 : index
        hal.return %c16, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_3_conv_8x6x6x8x3x3_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<6xf32>
          %2 = llvm.mlir.constant(288 : i64) : i64
          %3 = llvm.mlir.constant(36 : i64) : i64
          %4 = llvm.mlir.constant(72 : i64) : i64
          %5 = llvm.mlir.constant(9 : i64) : i64
          %6 = llvm.mlir.constant(true) : i1
          %7 = llvm.mlir.constant(64 : i64) : i64
          %8 = llvm.mlir.constant(8 : i64) : i64
          %9 = llvm.mlir.constant(512 : i64) : i64
          %10 = llvm.mlir.constant(-1 : i64) : i64
          %11 = llvm.mlir.constant(7 : i64) : i64
          %12 = llvm.mlir.constant(6 : i64) : i64
          %13 = llvm.mlir.constant(5 : i64) : i64
          %14 = llvm.mlir.constant(4 : i64) : i64
          %15 = llvm.mlir.constant(2 : i64) : i64
          %16 = llvm.mlir.constant(dense<0.000000e+00> : vector<6xf32>) : vector<6xf32>
          %17 = llvm.mlir.constant(1 : i64) : i64
          %18 = llvm.mlir.constant(3 : i64) : i64
          %19 = llvm.mlir.constant(0 : i64) : i64
          %20 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %21 = llvm.extractvalue %20[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %22 = llvm.load %21 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %6 ["align"(%22, %7 : !llvm.ptr, i64)] : i1
          %23 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %24 = llvm.extractvalue %23[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %25 = llvm.getelementptr %24[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %26 = llvm.load %25 : !llvm.ptr -> !llvm.ptr
          %27 = llvm.getelementptr %26[896] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %6 ["align"(%27, %7 : !llvm.ptr, i64)] : i1
          %28 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %29 = llvm.extractvalue %28[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %30 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %31 = llvm.load %30 : !llvm.ptr -> !llvm.ptr
          %32 = llvm.getelementptr %31[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %6 ["align"(%32, %7 : !llvm.ptr, i64)] : i1
          %33 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %34 = llvm.extractvalue %33[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %35 = llvm.zext %34 : i32 to i64
          %36 = llvm.sdiv %35, %15 : i64
          %37 = llvm.mul %36, %15 : i64
          %38 = llvm.icmp "ne" %35, %37 : i64
          %39 = llvm.icmp "slt" %35, %19 : i64
          %40 = llvm.and %38, %39 : i1
          %41 = llvm.add %36, %10 : i64
          %42 = llvm.select %40, %41, %36 : i1, i64
          %43 = llvm.srem %35, %15 : i64
          %44 = llvm.icmp "slt" %43, %19 : i64
          %45 = llvm.add %43, %15 overflow<nsw> : i64
          %46 = llvm.select %44, %45, %43 : i1, i64
          %47 = llvm.mul %46, %18 overflow<nsw> : i64
          llvm.br ^bb1(%19 : i64)
        ^bb1(%48: i64):  // 2 preds: ^bb0, ^bb7
          %49 = llvm.icmp "slt" %48, %18 : i64
          llvm.cond_br %49, ^bb2(%19, %16 : i64, vector<6xf32>), ^bb8
        ^bb2(%50: i64, %51: vector<6xf32>):  // 2 preds: ^bb1, ^bb6
          %52 = llvm.icmp "slt" %50, %18 : i64
          llvm.cond_br %52, ^bb3, ^bb7
        ^bb3:  // pred: ^bb2
          %53 = llvm.add %50, %48 : i64
          %54 = llvm.add %53, %47 : i64
          llvm.br ^bb4(%19, %51 : i64, vector<6xf32>)
        ^bb4(%55: i64, %56: vector<6xf32>):  // 2 preds: ^bb3, ^bb5
          %57 = llvm.icmp "slt" %55, %18 : i64
          llvm.cond_br %57, ^bb5, ^bb6
        ^bb5:  // pred: ^bb4
          %58 = llvm.mul %19, %9 : i64
          %59 = llvm.mul %19, %7 : i64
          %60 = llvm.add %58, %59 : i64
          %61 = llvm.mul %54, %8 : i64
          %62 = llvm.add %60, %61 : i64
          %63 = llvm.add %62, %55 : i64
          %64 = llvm.getelementptr %22[%63] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %65 = llvm.load %64 <alignment = 4> : !llvm.ptr -> vector<6xf32>
          %66 = llvm.mul %17, %7 : i64
          %67 = llvm.add %58, %66 : i64
          %68 = llvm.add %67, %61 : i64
          %69 = llvm.add %68, %55 : i64
          %70 = llvm.getelementptr %22[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %71 = llvm.load %70 <alignment = 4> : !llvm.ptr -> vector<6xf32>
          %72 = llvm.mul %15, %7 : i64
          %73 = llvm.add %58, %72 : i64
          %74 = llvm.add %73, %61 : i64
          %75 = llvm.add %74, %55 : i64
          %76 = llvm.getelementptr %22[%75] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %77 = llvm.load %76 <alignment = 4> : !llvm.ptr -> vector<6xf32>
          %78 = llvm.mul %18, %7 : i64
          %79 = llvm.add %58, %78 : i64
          %80 = llvm.add %79, %61 : i64
          %81 = llvm.add %80, %55 : i64
          %82 = llvm.getelementptr %22[%81] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %83 = llvm.load %82 <alignment = 4> : !llvm.ptr -> vector<6xf32>
          %84 = llvm.mul %14, %7 : i64
          %85 = llvm.add %58, %84 : i64
          %86 = llvm.add %85, %61 : i64
          %87 = llvm.add %86, %55 : i64
          %88 = llvm.getelementptr %22[%87] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %89 = llvm.load %88 <alignment = 4> : !llvm.ptr -> vector<6xf32>
          %90 = llvm.mul %13, %7 : i64
          %91 = llvm.add %58, %90 : i64
          %92 = llvm.add %91, %61 : i64
          %93 = llvm.add %92, %55 : i64
          %94 = llvm.getelementptr %22[%93] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %95 = llvm.load %94 <alignment = 4> : !llvm.ptr -> vector<6xf32>
          %96 = llvm.mul %12, %7 : i64
          %97 = llvm.add %58, %96 : i64
          %98 = llvm.add %97, %61 : i64
          %99 = llvm.add %98, %55 : i64
          %100 = llvm.getelementptr %22[%99] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %101 = llvm.load %100 <alignment = 4> : !llvm.ptr -> vector<6xf32>
          %102 = llvm.mul %11, %7 : i64
          %103 = llvm.add %58, %102 : i64
          %104 = llvm.add %103, %61 : i64
          %105 = llvm.add %104, %55 : i64
          %106 = llvm.getelementptr %22[%105] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %107 = llvm.load %106 <alignment = 4> : !llvm.ptr -> vector<6xf32>
          %108 = llvm.mul %42, %4 overflow<nsw, nuw> : i64
          %109 = llvm.mul %19, %5 overflow<nsw, nuw> : i64
          %110 = llvm.add %108, %109 overflow<nsw, nuw> : i64
          %111 = llvm.mul %50, %18 overflow<nsw, nuw> : i64
          %112 = llvm.add %110, %111 overflow<nsw, nuw> : i64
          %113 = llvm.add %112, %55 overflow<nsw, nuw> : i64
          %114 = llvm.getelementptr inbounds|nuw %27[%113] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %115 = llvm.load %114 : !llvm.ptr -> f32
          %116 = llvm.insertelement %115, %1[%0 : i32] : vector<6xf32>
          %117 = llvm.shufflevector %116, %1 [0, 0, 0, 0, 0, 0] : vector<6xf32>
          %118 = llvm.intr.fmuladd(%65, %117, %56) : (vector<6xf32>, vector<6xf32>, vector<6xf32>) -> vector<6xf32>
          %119 = llvm.mul %17, %5 overflow<nsw, nuw> : i64
          %120 = llvm.add %108, %119 overflow<nsw, nuw> : i64
          %121 = llvm.add %120, %111 overflow<nsw, nuw> : i64
          %122 = llvm.add %121, %55 overflow<nsw, nuw> : i64
          %123 = llvm.getelementptr inbounds|nuw %27[%122] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %124 = llvm.load %123 : !llvm.ptr -> f32
          %125 = llvm.insertelement %124, %1[%0 : i32] : vector<6xf32>
          %126 = llvm.shufflevector %125, %1 [0, 0, 0, 0, 0, 0] : vector<6xf32>
          %127 = llvm.intr.fmuladd(%71, %126, %118) : (vector<6xf32>, vector<6xf32>, vector<6xf32>) -> vector<6xf32>
          %128 = llvm.mul %15, %5 overflow<nsw, nuw> : i64
          %129 = llvm.add %108, %128 overflow<nsw, nuw> : i64
          %130 = llvm.add %129, %111 overflow<nsw, nuw> : i64
          %131 = llvm.add %130, %55 overflow<nsw, nuw> : i64
          %132 = llvm.getelementptr inbounds|nuw %27[%131] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %133 = llvm.load %132 : !llvm.ptr -> f32
          %134 = llvm.insertelement %133, %1[%0 : i32] : vector<6xf32>
          %135 = llvm.shufflevector %134, %1 [0, 0, 0, 0, 0, 0] : vector<6xf32>
          %136 = llvm.intr.fmuladd(%77, %135, %127) : (vector<6xf32>, vector<6xf32>, vector<6xf32>) -> vector<6xf32>
          %137 = llvm.mul %18, %5 overflow<nsw, nuw> : i64
          %138 = llvm.add %108, %137 overflow<nsw, nuw> : i64
          %139 = llvm.add %138, %111 overflow<nsw, nuw> : i64
          %140 = llvm.add %139, %55 overflow<nsw, nuw> : i64
          %141 = llvm.getelementptr inbounds|nuw %27[%140] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %142 = llvm.load %141 : !llvm.ptr -> f32
          %143 = llvm.insertelement %142, %1[%0 : i32] : vector<6xf32>
          %144 = llvm.shufflevector %143, %1 [0, 0, 0, 0, 0, 0] : vector<6xf32>
          %145 = llvm.intr.fmuladd(%83, %144, %136) : (vector<6xf32>, vector<6xf32>, vector<6xf32>) -> vector<6xf32>
          %146 = llvm.mul %14, %5 overflow<nsw, nuw> : i64
          %147 = llvm.add %108, %146 overflow<nsw, nuw> : i64
          %148 = llvm.add %147, %111 overflow<nsw, nuw> : i64
          %149 = llvm.add %148, %55 overflow<nsw, nuw> : i64
          %150 = llvm.getelementptr inbounds|nuw %27[%149] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %151 = llvm.load %150 : !llvm.ptr -> f32
          %152 = llvm.insertelement %151, %1[%0 : i32] : vector<6xf32>
          %153 = llvm.shufflevector %152, %1 [0, 0, 0, 0, 0, 0] : vector<6xf32>
          %154 = llvm.intr.fmuladd(%89, %153, %145) : (vector<6xf32>, vector<6xf32>, vector<6xf32>) -> vector<6xf32>
          %155 = llvm.mul %13, %5 overflow<nsw, nuw> : i64
          %156 = llvm.add %108, %155 overflow<nsw, nuw> : i64
          %157 = llvm.add %156, %111 overflow<nsw, nuw> : i64
          %158 = llvm.add %157, %55 overflow<nsw, nuw> : i64
          %159 = llvm.getelementptr inbounds|nuw %27[%158] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %160 = llvm.load %159 : !llvm.ptr -> f32
          %161 = llvm.insertelement %160, %1[%0 : i32] : vector<6xf32>
          %162 = llvm.shufflevector %161, %1 [0, 0, 0, 0, 0, 0] : vector<6xf32>
          %163 = llvm.intr.fmuladd(%95, %162, %154) : (vector<6xf32>, vector<6xf32>, vector<6xf32>) -> vector<6xf32>
          %164 = llvm.mul %12, %5 overflow<nsw, nuw> : i64
          %165 = llvm.add %108, %164 overflow<nsw, nuw> : i64
          %166 = llvm.add %165, %111 overflow<nsw, nuw> : i64
          %167 = llvm.add %166, %55 overflow<nsw, nuw> : i64
          %168 = llvm.getelementptr inbounds|nuw %27[%167] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %169 = llvm.load %168 : !llvm.ptr -> f32
          %170 = llvm.insertelement %169, %1[%0 : i32] : vector<6xf32>
          %171 = llvm.shufflevector %170, %1 [0, 0, 0, 0, 0, 0] : vector<6xf32>
          %172 = llvm.intr.fmuladd(%101, %171, %163) : (vector<6xf32>, vector<6xf32>, vector<6xf32>) -> vector<6xf32>
          %173 = llvm.mul %11, %5 overflow<nsw, nuw> : i64
          %174 = llvm.add %108, %173 overflow<nsw, nuw> : i64
          %175 = llvm.add %174, %111 overflow<nsw, nuw> : i64
          %176 = llvm.add %175, %55 overflow<nsw, nuw> : i64
          %177 = llvm.getelementptr inbounds|nuw %27[%176] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %178 = llvm.load %177 : !llvm.ptr -> f32
          %179 = llvm.insertelement %178, %1[%0 : i32] : vector<6xf32>
          %180 = llvm.shufflevector %179, %1 [0, 0, 0, 0, 0, 0] : vector<6xf32>
          %181 = llvm.intr.fmuladd(%107, %180, %172) : (vector<6xf32>, vector<6xf32>, vector<6xf32>) -> vector<6xf32>
          %182 = llvm.add %55, %17 : i64
          llvm.br ^bb4(%182, %181 : i64, vector<6xf32>)
        ^bb6:  // pred: ^bb4
          %183 = llvm.add %50, %17 : i64
          llvm.br ^bb2(%183, %56 : i64, vector<6xf32>)
        ^bb7:  // pred: ^bb2
          %184 = llvm.add %47, %48 : i64
          %185 = llvm.mul %19, %2 : i64
          %186 = llvm.mul %42, %3 : i64
          %187 = llvm.add %185, %186 : i64
          %188 = llvm.mul %184, %12 : i64
          %189 = llvm.add %187, %188 : i64
          %190 = llvm.add %189, %19 : i64
          %191 = llvm.getelementptr %32[%190] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %51, %191 <alignment = 4> : vector<6xf32>, !llvm.ptr
          %192 = llvm.add %48, %17 : i64
          llvm.br ^bb1(%192 : i64)
        ^bb8:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_4 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_4_reduction_8x36_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_8xf32(dense_resource<torch_tensor_8_torch.float32_5> : tensor<8xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<8 x f32>
        llvm.func @main_dispatch_4_reduction_8x36_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.poison : vector<1xf32>
          %1 = llvm.mlir.constant(0 : i32) : i32
          %2 = llvm.mlir.poison : vector<4xf32>
          %3 = llvm.mlir.constant(64 : i64) : i64
          %4 = llvm.mlir.constant(true) : i1
          %5 = llvm.mlir.addressof @__constant_8xf32 : !llvm.ptr
          %6 = llvm.mlir.constant(3.600000e+01 : f32) : f32
          %7 = llvm.mlir.constant(0 : i64) : i64
          %8 = llvm.mlir.constant(dense<0.000000e+00> : vector<1xf32>) : vector<1xf32>
          %9 = llvm.mlir.constant(4 : i64) : i64
          %10 = llvm.mlir.constant(36 : i64) : i64
          %11 = llvm.getelementptr %5[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x f32>
          %12 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %13 = llvm.extractvalue %12[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %14 = llvm.load %13 : !llvm.ptr -> !llvm.ptr
          %15 = llvm.getelementptr %14[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %4 ["align"(%15, %3 : !llvm.ptr, i64)] : i1
          %16 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %17 = llvm.extractvalue %16[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %18 = llvm.getelementptr %17[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %19 = llvm.load %18 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %4 ["align"(%19, %3 : !llvm.ptr, i64)] : i1
          %20 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %21 = llvm.extractvalue %20[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %22 = llvm.zext %21 : i32 to i64
          %23 = llvm.getelementptr %11[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %24 = llvm.load %23 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          llvm.br ^bb1(%7, %8 : i64, vector<1xf32>)
        ^bb1(%25: i64, %26: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
          %27 = llvm.icmp "slt" %25, %10 : i64
          llvm.cond_br %27, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %28 = llvm.mul %22, %10 : i64
          %29 = llvm.add %28, %25 : i64
          %30 = llvm.getelementptr %15[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %31 = llvm.load %30 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %32 = llvm.extractelement %24[%7 : i64] : vector<1xf32>
          %33 = llvm.insertelement %32, %2[%1 : i32] : vector<4xf32>
          %34 = llvm.shufflevector %33, %2 [0, 0, 0, 0] : vector<4xf32>
          %35 = llvm.fadd %31, %34 fastmath<contract> : vector<4xf32>
          %36 = llvm.extractelement %26[%7 : i64] : vector<1xf32>
          %37 = llvm.intr.vector.reduce.fadd(%36, %35) : (f32, vector<4xf32>) -> f32
          %38 = llvm.insertelement %37, %0[%1 : i32] : vector<1xf32>
          %39 = llvm.add %25, %9 : i64
          llvm.br ^bb1(%39, %38 : i64, vector<1xf32>)
        ^bb3:  // pred: ^bb1
          %40 = llvm.extractelement %26[%7 : i64] : vector<1xf32>
          %41 = llvm.fdiv %40, %6 : f32
          %42 = llvm.getelementptr inbounds|nuw %19[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %41, %42 : f32, !llvm.ptr
          llvm.return %1 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_5 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_5_matmul_1x4x8_f32 ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_4x8xf32(dense_resource<torch_tensor_4_8_torch.float32> : tensor<4x8xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<4 x array<8 x f32>>
        llvm.func @main_dispatch_5_matmul_1x4x8_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %14 = llvm.mlir.addressof @__constant_4x8xf32 : !llvm.ptr
          %15 = llvm.mlir.poison : vector<16xf32>
          %16 = llvm.mlir.constant(3 : i64) : i64
          %17 = llvm.mlir.constant(2 : i64) : i64
          %18 = llvm.mlir.constant(1 : i64) : i64
          %19 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf32>) : vector<4xf32>
          %20 = llvm.mlir.constant(0 : i64) : i64
          %21 = llvm.mlir.constant(4 : i64) : i64
          %22 = llvm.mlir.constant(8 : i64) : i64
          %23 = llvm.getelementptr %14[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x array<8 x f32>>
          %24 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %25 = llvm.extractvalue %24[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %26 = llvm.load %25 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %13 ["align"(%26, %12 : !llvm.ptr, i64)] : i1
          %27 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %28 = llvm.extractvalue %27[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %29 = llvm.getelementptr %28[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %30 = llvm.load %29 : !llvm.ptr -> !llvm.ptr
          %31 = llvm.getelementptr %30[3200] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %13 ["align"(%31, %12 : !llvm.ptr, i64)] : i1
          %32 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %33 = llvm.extractvalue %32[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %34 = llvm.getelementptr %33[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %35 = llvm.load %34 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %13 ["align"(%35, %12 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%20, %19 : i64, vector<4xf32>)
        ^bb1(%36: i64, %37: vector<4xf32>):  // 2 preds: ^bb0, ^bb2
          %38 = llvm.icmp "slt" %36, %22 : i64
          llvm.cond_br %38, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %39 = llvm.mul %20, %22 : i64
          %40 = llvm.add %39, %36 : i64
          %41 = llvm.getelementptr %23[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %42 = llvm.load %41 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %43 = llvm.mul %18, %22 : i64
          %44 = llvm.add %43, %36 : i64
          %45 = llvm.getelementptr %23[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %46 = llvm.load %45 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %47 = llvm.mul %17, %22 : i64
          %48 = llvm.add %47, %36 : i64
          %49 = llvm.getelementptr %23[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %50 = llvm.load %49 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %51 = llvm.mul %16, %22 : i64
          %52 = llvm.add %51, %36 : i64
          %53 = llvm.getelementptr %23[%52] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %54 = llvm.load %53 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %55 = llvm.extractelement %42[%20 : i64] : vector<4xf32>
          %56 = llvm.extractelement %42[%18 : i64] : vector<4xf32>
          %57 = llvm.extractelement %42[%17 : i64] : vector<4xf32>
          %58 = llvm.extractelement %42[%16 : i64] : vector<4xf32>
          %59 = llvm.extractelement %46[%20 : i64] : vector<4xf32>
          %60 = llvm.extractelement %46[%18 : i64] : vector<4xf32>
          %61 = llvm.extractelement %46[%17 : i64] : vector<4xf32>
          %62 = llvm.extractelement %46[%16 : i64] : vector<4xf32>
          %63 = llvm.extractelement %50[%20 : i64] : vector<4xf32>
          %64 = llvm.extractelement %50[%18 : i64] : vector<4xf32>
          %65 = llvm.extractelement %50[%17 : i64] : vector<4xf32>
          %66 = llvm.extractelement %50[%16 : i64] : vector<4xf32>
          %67 = llvm.extractelement %54[%20 : i64] : vector<4xf32>
          %68 = llvm.extractelement %54[%18 : i64] : vector<4xf32>
          %69 = llvm.extractelement %54[%17 : i64] : vector<4xf32>
          %70 = llvm.extractelement %54[%16 : i64] : vector<4xf32>
          %71 = llvm.insertelement %55, %15[%20 : i64] : vector<16xf32>
          %72 = llvm.insertelement %56, %71[%18 : i64] : vector<16xf32>
          %73 = llvm.insertelement %57, %72[%17 : i64] : vector<16xf32>
          %74 = llvm.insertelement %58, %73[%16 : i64] : vector<16xf32>
          %75 = llvm.insertelement %59, %74[%21 : i64] : vector<16xf32>
          %76 = llvm.insertelement %60, %75[%11 : i64] : vector<16xf32>
          %77 = llvm.insertelement %61, %76[%10 : i64] : vector<16xf32>
          %78 = llvm.insertelement %62, %77[%9 : i64] : vector<16xf32>
          %79 = llvm.insertelement %63, %78[%22 : i64] : vector<16xf32>
          %80 = llvm.insertelement %64, %79[%8 : i64] : vector<16xf32>
          %81 = llvm.insertelement %65, %80[%7 : i64] : vector<16xf32>
          %82 = llvm.insertelement %66, %81[%6 : i64] : vector<16xf32>
          %83 = llvm.insertelement %67, %82[%5 : i64] : vector<16xf32>
          %84 = llvm.insertelement %68, %83[%4 : i64] : vector<16xf32>
          %85 = llvm.insertelement %69, %84[%3 : i64] : vector<16xf32>
          %86 = llvm.insertelement %70, %85[%2 : i64] : vector<16xf32>
          %87 = llvm.shufflevector %86, %15 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %88 = llvm.shufflevector %87, %87 [0, 1, 2, 3] : vector<16xf32>
          %89 = llvm.shufflevector %87, %87 [4, 5, 6, 7] : vector<16xf32>
          %90 = llvm.shufflevector %87, %87 [8, 9, 10, 11] : vector<16xf32>
          %91 = llvm.shufflevector %87, %87 [12, 13, 14, 15] : vector<16xf32>
          %92 = llvm.mul %20, %22 overflow<nsw, nuw> : i64
          %93 = llvm.add %92, %36 overflow<nsw, nuw> : i64
          %94 = llvm.getelementptr inbounds|nuw %26[%93] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %95 = llvm.load %94 : !llvm.ptr -> f32
          %96 = llvm.insertelement %95, %1[%0 : i32] : vector<4xf32>
          %97 = llvm.shufflevector %96, %1 [0, 0, 0, 0] : vector<4xf32>
          %98 = llvm.intr.fmuladd(%88, %97, %37) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %99 = llvm.add %36, %18 : i64
          %100 = llvm.add %92, %99 overflow<nsw, nuw> : i64
          %101 = llvm.getelementptr inbounds|nuw %26[%100] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %102 = llvm.load %101 : !llvm.ptr -> f32
          %103 = llvm.insertelement %102, %1[%0 : i32] : vector<4xf32>
          %104 = llvm.shufflevector %103, %1 [0, 0, 0, 0] : vector<4xf32>
          %105 = llvm.intr.fmuladd(%89, %104, %98) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %106 = llvm.add %36, %17 : i64
          %107 = llvm.add %92, %106 overflow<nsw, nuw> : i64
          %108 = llvm.getelementptr inbounds|nuw %26[%107] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %109 = llvm.load %108 : !llvm.ptr -> f32
          %110 = llvm.insertelement %109, %1[%0 : i32] : vector<4xf32>
          %111 = llvm.shufflevector %110, %1 [0, 0, 0, 0] : vector<4xf32>
          %112 = llvm.intr.fmuladd(%90, %111, %105) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %113 = llvm.add %36, %16 : i64
          %114 = llvm.add %92, %113 overflow<nsw, nuw> : i64
          %115 = llvm.getelementptr inbounds|nuw %26[%114] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %116 = llvm.load %115 : !llvm.ptr -> f32
          %117 = llvm.insertelement %116, %1[%0 : i32] : vector<4xf32>
          %118 = llvm.shufflevector %117, %1 [0, 0, 0, 0] : vector<4xf32>
          %119 = llvm.intr.fmuladd(%91, %118, %112) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %120 = llvm.add %36, %21 : i64
          llvm.br ^bb1(%120, %119 : i64, vector<4xf32>)
        ^bb3:  // pred: ^bb1
          %121 = llvm.mul %20, %21 : i64
          %122 = llvm.add %121, %20 : i64
          %123 = llvm.getelementptr %31[%122] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %124 = llvm.load %123 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %125 = llvm.fadd %37, %124 fastmath<contract> : vector<4xf32>
          %126 = llvm.getelementptr %35[%122] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %125, %126 <alignment = 4> : vector<4xf32>, !llvm.ptr
          llvm.return %0 : i32
        }
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x3x16x16xf32>) -> (%output0: tensor<1x4xf32>)"}} {
    %c3264 = arith.constant 3264 : index
    %c12096 = arith.constant 12096 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c16 = arith.constant 16 : index
    %c0_i8 = arith.constant 0 : i8
    %c3072 = arith.constant 3072 : index
    %c3888 = arith.constant 3888 : index
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
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
      stream.cmd.dispatch @main_dispatch_0::@embedded_elf_x86_64::@main_dispatch_0_slow_memcpy {
        ro %arg1[%c0 for %c3072] : !stream.resource<external>{%c3072},
        rw %arg5[%c0 for %c12096] : !stream.resource<transient>{%c12096}
      }
      stream.cmd.dispatch @main_dispatch_1::@embedded_elf_x86_64::@main_dispatch_1_conv_8x16x16x3x3x3_f32 {
        ro %arg5[%c0 for %c12096] : !stream.resource<transient>{%c12096},
        ro %arg2[%c0 for %c3264] : !stream.resource<constant>{%c3264},
        ro %arg3[%c0 for %c32] : !stream.resource<constant>{%c32},
        wo %arg5[%c0 for %c12096] : !stream.resource<transient>{%c12096}
      }
      stream.cmd.dispatch @main_dispatch_2::@embedded_elf_x86_64::@main_dispatch_2_conv_8x8x8x2x2_f32 {
        ro %arg5[%c0 for %c12096] : !stream.resource<transient>{%c12096},
        wo %arg5[%c0 for %c12096] : !stream.resource<transient>{%c12096}
      }
      stream.cmd.dispatch @main_dispatch_3::@embedded_elf_x86_64::@main_dispatch_3_conv_8x6x6x8x3x3_f32 {
        ro %arg5[%c0 for %c12096] : !stream.resource<transient>{%c12096},
        ro %arg2[%c0 for %c3264] : !stream.resource<constant>{%c3264},
        wo %arg5[%c0 for %c12096] : !stream.resource<transient>{%c12096}
      }
      stream.cmd.dispatch @main_dispatch_4::@embedded_elf_x86_64::@main_dispatch_4_reduction_8x36_f32 {
        ro %arg5[%c0 for %c12096] : !stream.resource<transient>{%c12096},
        wo %arg5[%c0 for %c12096] : !stream.resource<transient>{%c12096}
      }
      stream.cmd.dispatch @main_dispatch_5::@embedded_elf_x86_64::@main_dispatch_5_matmul_1x4x8_f32 {
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
// irlower-stages: fx_graph=f1590a9bd845 torch_mlir=a9e53efeb770 linalg_on_tensors_mlir=8d3f80bcf4b5 iree_input=d0eed248788c iree_abi=01214e8d79ed iree_preprocessing=acb46723b4f8 iree_global_optimization=e36e379d3768 iree_dispatch_creation=4e3812f669e7 iree_flow=71c1ba5f16cd iree_stream=831e42bf15ff iree_executable_sources=75f89818fa25
