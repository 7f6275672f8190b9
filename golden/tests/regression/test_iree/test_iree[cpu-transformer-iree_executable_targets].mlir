#composite_of_33152b = #util.composite<33152xi8, [
    dense_resource<torch_tensor_96_32_torch.float32> : tensor<96x32xf32>,
    dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>,
    dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>,
    dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>,
    dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>,
]>
#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
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
        %c2 = arith.constant 2 : index
        %c1 = arith.constant 1 : index
        hal.return %c2, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_0_matmul_8x96x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<4xf32>
          %2 = llvm.mlir.constant(15 : i64) : i64
          %3 = llvm.mlir.constant(14 : i64) : i64
          %4 = llvm.mlir.constant(13 : i64) : i64
          %5 = llvm.mlir.constant(12 : i64) : i64
          %6 = llvm.mlir.constant(11 : i64) : i64
          %7 = llvm.mlir.constant(10 : i64) : i64
          %8 = llvm.mlir.constant(9 : i64) : i64
          %9 = llvm.mlir.constant(96 : i64) : i64
          %10 = llvm.mlir.constant(64 : i64) : i64
          %11 = llvm.mlir.constant(true) : i1
          %12 = llvm.mlir.constant(8 : i64) : i64
          %13 = llvm.mlir.poison : !llvm.array<8 x vector<4xf32>>
          %14 = llvm.mlir.poison : vector<16xf32>
          %15 = llvm.mlir.constant(7 : i64) : i64
          %16 = llvm.mlir.constant(6 : i64) : i64
          %17 = llvm.mlir.constant(5 : i64) : i64
          %18 = llvm.mlir.constant(3 : i64) : i64
          %19 = llvm.mlir.constant(2 : i64) : i64
          %20 = llvm.mlir.constant(1 : i64) : i64
          %21 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %22 = llvm.mlir.constant(48 : i64) : i64
          %23 = llvm.mlir.constant(4 : i64) : i64
          %24 = llvm.mlir.constant(32 : i64) : i64
          %25 = llvm.mlir.constant(0 : i64) : i64
          %26 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %27 = llvm.extractvalue %26[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %28 = llvm.load %27 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %11 ["align"(%28, %10 : !llvm.ptr, i64)] : i1
          %29 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %30 = llvm.extractvalue %29[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %31 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %32 = llvm.load %31 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %11 ["align"(%32, %10 : !llvm.ptr, i64)] : i1
          %33 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %34 = llvm.extractvalue %33[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %35 = llvm.getelementptr %34[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %36 = llvm.load %35 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %11 ["align"(%36, %10 : !llvm.ptr, i64)] : i1
          %37 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %38 = llvm.extractvalue %37[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %39 = llvm.zext %38 : i32 to i64
          %40 = llvm.mul %39, %22 overflow<nsw> : i64
          llvm.br ^bb1(%25 : i64)
        ^bb1(%41: i64):  // 2 preds: ^bb0, ^bb4
          %42 = llvm.icmp "slt" %41, %22 : i64
          llvm.cond_br %42, ^bb2(%25, %21 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%43: i64, %44: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %45 = llvm.icmp "slt" %43, %24 : i64
          llvm.cond_br %45, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %46 = llvm.add %41, %40 : i64
          %47 = llvm.mul %46, %24 : i64
          %48 = llvm.add %47, %43 : i64
          %49 = llvm.getelementptr %32[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %50 = llvm.load %49 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %51 = llvm.add %46, %20 : i64
          %52 = llvm.mul %51, %24 : i64
          %53 = llvm.add %52, %43 : i64
          %54 = llvm.getelementptr %32[%53] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %55 = llvm.load %54 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %56 = llvm.add %46, %19 : i64
          %57 = llvm.mul %56, %24 : i64
          %58 = llvm.add %57, %43 : i64
          %59 = llvm.getelementptr %32[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %60 = llvm.load %59 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %61 = llvm.add %46, %18 : i64
          %62 = llvm.mul %61, %24 : i64
          %63 = llvm.add %62, %43 : i64
          %64 = llvm.getelementptr %32[%63] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %65 = llvm.load %64 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %66 = llvm.extractelement %50[%25 : i64] : vector<4xf32>
          %67 = llvm.extractelement %50[%20 : i64] : vector<4xf32>
          %68 = llvm.extractelement %50[%19 : i64] : vector<4xf32>
          %69 = llvm.extractelement %50[%18 : i64] : vector<4xf32>
          %70 = llvm.extractelement %55[%25 : i64] : vector<4xf32>
          %71 = llvm.extractelement %55[%20 : i64] : vector<4xf32>
          %72 = llvm.extractelement %55[%19 : i64] : vector<4xf32>
          %73 = llvm.extractelement %55[%18 : i64] : vector<4xf32>
          %74 = llvm.extractelement %60[%25 : i64] : vector<4xf32>
          %75 = llvm.extractelement %60[%20 : i64] : vector<4xf32>
          %76 = llvm.extractelement %60[%19 : i64] : vector<4xf32>
          %77 = llvm.extractelement %60[%18 : i64] : vector<4xf32>
          %78 = llvm.extractelement %65[%25 : i64] : vector<4xf32>
          %79 = llvm.extractelement %65[%20 : i64] : vector<4xf32>
          %80 = llvm.extractelement %65[%19 : i64] : vector<4xf32>
          %81 = llvm.extractelement %65[%18 : i64] : vector<4xf32>
          %82 = llvm.insertelement %66, %14[%25 : i64] : vector<16xf32>
          %83 = llvm.insertelement %67, %82[%20 : i64] : vector<16xf32>
          %84 = llvm.insertelement %68, %83[%19 : i64] : vector<16xf32>
          %85 = llvm.insertelement %69, %84[%18 : i64] : vector<16xf32>
          %86 = llvm.insertelement %70, %85[%23 : i64] : vector<16xf32>
          %87 = llvm.insertelement %71, %86[%17 : i64] : vector<16xf32>
          %88 = llvm.insertelement %72, %87[%16 : i64] : vector<16xf32>
          %89 = llvm.insertelement %73, %88[%15 : i64] : vector<16xf32>
          %90 = llvm.insertelement %74, %89[%12 : i64] : vector<16xf32>
          %91 = llvm.insertelement %75, %90[%8 : i64] : vector<16xf32>
          %92 = llvm.insertelement %76, %91[%7 : i64] : vector<16xf32>
          %93 = llvm.insertelement %77, %92[%6 : i64] : vector<16xf32>
          %94 = llvm.insertelement %78, %93[%5 : i64] : vector<16xf32>
          %95 = llvm.insertelement %79, %94[%4 : i64] : vector<16xf32>
          %96 = llvm.insertelement %80, %95[%3 : i64] : vector<16xf32>
          %97 = llvm.insertelement %81, %96[%2 : i64] : vector<16xf32>
          %98 = llvm.shufflevector %97, %14 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %99 = llvm.shufflevector %98, %98 [0, 1, 2, 3] : vector<16xf32>
          %100 = llvm.shufflevector %98, %98 [4, 5, 6, 7] : vector<16xf32>
          %101 = llvm.shufflevector %98, %98 [8, 9, 10, 11] : vector<16xf32>
          %102 = llvm.shufflevector %98, %98 [12, 13, 14, 15] : vector<16xf32>
          %103 = llvm.mul %25, %24 overflow<nsw, nuw> : i64
          %104 = llvm.add %103, %43 overflow<nsw, nuw> : i64
          %105 = llvm.getelementptr inbounds|nuw %28[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %106 = llvm.load %105 : !llvm.ptr -> f32
          %107 = llvm.insertelement %106, %1[%0 : i32] : vector<4xf32>
          %108 = llvm.shufflevector %107, %1 [0, 0, 0, 0] : vector<4xf32>
          %109 = llvm.extractvalue %44[0] : !llvm.array<8 x vector<4xf32>>
          %110 = llvm.intr.fmuladd(%108, %99, %109) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %111 = llvm.mul %20, %24 overflow<nsw, nuw> : i64
          %112 = llvm.add %111, %43 overflow<nsw, nuw> : i64
          %113 = llvm.getelementptr inbounds|nuw %28[%112] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %114 = llvm.load %113 : !llvm.ptr -> f32
          %115 = llvm.insertelement %114, %1[%0 : i32] : vector<4xf32>
          %116 = llvm.shufflevector %115, %1 [0, 0, 0, 0] : vector<4xf32>
          %117 = llvm.extractvalue %44[1] : !llvm.array<8 x vector<4xf32>>
          %118 = llvm.intr.fmuladd(%116, %99, %117) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %119 = llvm.mul %19, %24 overflow<nsw, nuw> : i64
          %120 = llvm.add %119, %43 overflow<nsw, nuw> : i64
          %121 = llvm.getelementptr inbounds|nuw %28[%120] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %122 = llvm.load %121 : !llvm.ptr -> f32
          %123 = llvm.insertelement %122, %1[%0 : i32] : vector<4xf32>
          %124 = llvm.shufflevector %123, %1 [0, 0, 0, 0] : vector<4xf32>
          %125 = llvm.extractvalue %44[2] : !llvm.array<8 x vector<4xf32>>
          %126 = llvm.intr.fmuladd(%124, %99, %125) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %127 = llvm.mul %18, %24 overflow<nsw, nuw> : i64
          %128 = llvm.add %127, %43 overflow<nsw, nuw> : i64
          %129 = llvm.getelementptr inbounds|nuw %28[%128] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %130 = llvm.load %129 : !llvm.ptr -> f32
          %131 = llvm.insertelement %130, %1[%0 : i32] : vector<4xf32>
          %132 = llvm.shufflevector %131, %1 [0, 0, 0, 0] : vector<4xf32>
          %133 = llvm.extractvalue %44[3] : !llvm.array<8 x vector<4xf32>>
          %134 = llvm.intr.fmuladd(%132, %99, %133) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %135 = llvm.mul %23, %24 overflow<nsw, nuw> : i64
          %136 = llvm.add %135, %43 overflow<nsw, nuw> : i64
          %137 = llvm.getelementptr inbounds|nuw %28[%136] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %138 = llvm.load %137 : !llvm.ptr -> f32
          %139 = llvm.insertelement %138, %1[%0 : i32] : vector<4xf32>
          %140 = llvm.shufflevector %139, %1 [0, 0, 0, 0] : vector<4xf32>
          %141 = llvm.extractvalue %44[4] : !llvm.array<8 x vector<4xf32>>
          %142 = llvm.intr.fmuladd(%140, %99, %141) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %143 = llvm.mul %17, %24 overflow<nsw, nuw> : i64
          %144 = llvm.add %143, %43 overflow<nsw, nuw> : i64
          %145 = llvm.getelementptr inbounds|nuw %28[%144] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %146 = llvm.load %145 : !llvm.ptr -> f32
          %147 = llvm.insertelement %146, %1[%0 : i32] : vector<4xf32>
          %148 = llvm.shufflevector %147, %1 [0, 0, 0, 0] : vector<4xf32>
          %149 = llvm.extractvalue %44[5] : !llvm.array<8 x vector<4xf32>>
          %150 = llvm.intr.fmuladd(%148, %99, %149) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %151 = llvm.mul %16, %24 overflow<nsw, nuw> : i64
          %152 = llvm.add %151, %43 overflow<nsw, nuw> : i64
          %153 = llvm.getelementptr inbounds|nuw %28[%152] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %154 = llvm.load %153 : !llvm.ptr -> f32
          %155 = llvm.insertelement %154, %1[%0 : i32] : vector<4xf32>
          %156 = llvm.shufflevector %155, %1 [0, 0, 0, 0] : vector<4xf32>
          %157 = llvm.extractvalue %44[6] : !llvm.array<8 x vector<4xf32>>
          %158 = llvm.intr.fmuladd(%156, %99, %157) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %159 = llvm.mul %15, %24 overflow<nsw, nuw> : i64
          %160 = llvm.add %159, %43 overflow<nsw, nuw> : i64
          %161 = llvm.getelementptr inbounds|nuw %28[%160] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %162 = llvm.load %161 : !llvm.ptr -> f32
          %163 = llvm.insertelement %162, %1[%0 : i32] : vector<4xf32>
          %164 = llvm.shufflevector %163, %1 [0, 0, 0, 0] : vector<4xf32>
          %165 = llvm.extractvalue %44[7] : !llvm.array<8 x vector<4xf32>>
          %166 = llvm.intr.fmuladd(%164, %99, %165) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %167 = llvm.add %43, %20 : i64
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
          %216 = llvm.add %43, %19 : i64
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
          %265 = llvm.add %43, %18 : i64
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
          %314 = llvm.insertvalue %271, %13[0] : !llvm.array<8 x vector<4xf32>>
          %315 = llvm.insertvalue %277, %314[1] : !llvm.array<8 x vector<4xf32>>
          %316 = llvm.insertvalue %283, %315[2] : !llvm.array<8 x vector<4xf32>>
          %317 = llvm.insertvalue %289, %316[3] : !llvm.array<8 x vector<4xf32>>
          %318 = llvm.insertvalue %295, %317[4] : !llvm.array<8 x vector<4xf32>>
          %319 = llvm.insertvalue %301, %318[5] : !llvm.array<8 x vector<4xf32>>
          %320 = llvm.insertvalue %307, %319[6] : !llvm.array<8 x vector<4xf32>>
          %321 = llvm.insertvalue %313, %320[7] : !llvm.array<8 x vector<4xf32>>
          %322 = llvm.add %43, %23 : i64
          llvm.br ^bb2(%322, %321 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %323 = llvm.extractvalue %44[0] : !llvm.array<8 x vector<4xf32>>
          %324 = llvm.add %40, %41 : i64
          %325 = llvm.mul %25, %9 : i64
          %326 = llvm.add %325, %324 : i64
          %327 = llvm.getelementptr %36[%326] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %323, %327 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %328 = llvm.extractvalue %44[1] : !llvm.array<8 x vector<4xf32>>
          %329 = llvm.mul %20, %9 : i64
          %330 = llvm.add %329, %324 : i64
          %331 = llvm.getelementptr %36[%330] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %328, %331 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %332 = llvm.extractvalue %44[2] : !llvm.array<8 x vector<4xf32>>
          %333 = llvm.mul %19, %9 : i64
          %334 = llvm.add %333, %324 : i64
          %335 = llvm.getelementptr %36[%334] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %332, %335 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %336 = llvm.extractvalue %44[3] : !llvm.array<8 x vector<4xf32>>
          %337 = llvm.mul %18, %9 : i64
          %338 = llvm.add %337, %324 : i64
          %339 = llvm.getelementptr %36[%338] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %336, %339 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %340 = llvm.extractvalue %44[4] : !llvm.array<8 x vector<4xf32>>
          %341 = llvm.mul %23, %9 : i64
          %342 = llvm.add %341, %324 : i64
          %343 = llvm.getelementptr %36[%342] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %340, %343 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %344 = llvm.extractvalue %44[5] : !llvm.array<8 x vector<4xf32>>
          %345 = llvm.mul %17, %9 : i64
          %346 = llvm.add %345, %324 : i64
          %347 = llvm.getelementptr %36[%346] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %344, %347 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %348 = llvm.extractvalue %44[6] : !llvm.array<8 x vector<4xf32>>
          %349 = llvm.mul %16, %9 : i64
          %350 = llvm.add %349, %324 : i64
          %351 = llvm.getelementptr %36[%350] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %348, %351 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %352 = llvm.extractvalue %44[7] : !llvm.array<8 x vector<4xf32>>
          %353 = llvm.mul %15, %9 : i64
          %354 = llvm.add %353, %324 : i64
          %355 = llvm.getelementptr %36[%354] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %352, %355 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %356 = llvm.add %41, %23 : i64
          llvm.br ^bb1(%356 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_1 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_1_elementwise_transpose_8x3x32_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_1_elementwise_transpose_8x3x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.constant(256 : i64) : i64
          %2 = llvm.mlir.constant(64 : i64) : i64
          %3 = llvm.mlir.constant(true) : i1
          %4 = llvm.mlir.constant(96 : i64) : i64
          %5 = llvm.mlir.constant(4 : i64) : i64
          %6 = llvm.mlir.constant(1 : i64) : i64
          %7 = llvm.mlir.constant(32 : i64) : i64
          %8 = llvm.mlir.constant(3 : i64) : i64
          %9 = llvm.mlir.constant(8 : i64) : i64
          %10 = llvm.mlir.constant(0 : i64) : i64
          %11 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %12 = llvm.extractvalue %11[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %13 = llvm.load %12 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %3 ["align"(%13, %2 : !llvm.ptr, i64)] : i1
          %14 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %15 = llvm.extractvalue %14[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %16 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %17 = llvm.load %16 : !llvm.ptr -> !llvm.ptr
          %18 = llvm.getelementptr %17[12288] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %3 ["align"(%18, %2 : !llvm.ptr, i64)] : i1
          %19 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %20 = llvm.extractvalue %19[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %21 = llvm.getelementptr %20[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %22 = llvm.load %21 : !llvm.ptr -> !llvm.ptr
          %23 = llvm.getelementptr %22[3072] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %3 ["align"(%23, %2 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%10 : i64)
        ^bb1(%24: i64):  // 2 preds: ^bb0, ^bb6
          %25 = llvm.icmp "slt" %24, %9 : i64
          llvm.cond_br %25, ^bb2(%10 : i64), ^bb7
        ^bb2(%26: i64):  // 2 preds: ^bb1, ^bb5
          %27 = llvm.icmp "slt" %26, %8 : i64
          llvm.cond_br %27, ^bb3(%10 : i64), ^bb6
        ^bb3(%28: i64):  // 2 preds: ^bb2, ^bb4
          %29 = llvm.icmp "slt" %28, %7 : i64
          llvm.cond_br %29, ^bb4, ^bb5
        ^bb4:  // pred: ^bb3
          %30 = llvm.mul %24, %4 : i64
          %31 = llvm.mul %26, %7 : i64
          %32 = llvm.add %30, %31 : i64
          %33 = llvm.add %32, %28 : i64
          %34 = llvm.getelementptr %13[%33] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %35 = llvm.load %34 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %36 = llvm.add %31, %28 : i64
          %37 = llvm.getelementptr %18[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %38 = llvm.load %37 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %39 = llvm.fadd %35, %38 fastmath<contract> : vector<4xf32>
          %40 = llvm.mul %26, %1 : i64
          %41 = llvm.mul %24, %7 : i64
          %42 = llvm.add %40, %41 : i64
          %43 = llvm.add %42, %28 : i64
          %44 = llvm.getelementptr %23[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %39, %44 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %45 = llvm.add %28, %5 : i64
          llvm.br ^bb3(%45 : i64)
        ^bb5:  // pred: ^bb3
          %46 = llvm.add %26, %6 : i64
          llvm.br ^bb2(%46 : i64)
        ^bb6:  // pred: ^bb2
          %47 = llvm.add %24, %6 : i64
          llvm.br ^bb1(%47 : i64)
        ^bb7:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_2 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_2_transpose_8x4x8_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_2_transpose_8x4x8_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.constant(64 : i64) : i64
          %2 = llvm.mlir.constant(true) : i1
          %3 = llvm.mlir.constant(256 : i64) : i64
          %4 = llvm.mlir.constant(32 : i64) : i64
          %5 = llvm.mlir.constant(2 : i64) : i64
          %6 = llvm.mlir.constant(1 : i64) : i64
          %7 = llvm.mlir.constant(4 : i64) : i64
          %8 = llvm.mlir.constant(8 : i64) : i64
          %9 = llvm.mlir.constant(0 : i64) : i64
          %10 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %11 = llvm.extractvalue %10[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %12 = llvm.load %11 : !llvm.ptr -> !llvm.ptr
          %13 = llvm.getelementptr %12[3072] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %2 ["align"(%13, %1 : !llvm.ptr, i64)] : i1
          %14 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %15 = llvm.extractvalue %14[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %16 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %17 = llvm.load %16 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %2 ["align"(%17, %1 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%9 : i64)
        ^bb1(%18: i64):  // 2 preds: ^bb0, ^bb8
          %19 = llvm.icmp "slt" %18, %8 : i64
          llvm.cond_br %19, ^bb2(%9 : i64), ^bb9
        ^bb2(%20: i64):  // 2 preds: ^bb1, ^bb7
          %21 = llvm.icmp "slt" %20, %7 : i64
          llvm.cond_br %21, ^bb3(%9 : i64), ^bb8
        ^bb3(%22: i64):  // 2 preds: ^bb2, ^bb6
          %23 = llvm.icmp "slt" %22, %8 : i64
          llvm.cond_br %23, ^bb4(%9 : i64), ^bb7
        ^bb4(%24: i64):  // 2 preds: ^bb3, ^bb5
          %25 = llvm.icmp "slt" %24, %7 : i64
          llvm.cond_br %25, ^bb5, ^bb6
        ^bb5:  // pred: ^bb4
          %26 = llvm.add %22, %24 : i64
          %27 = llvm.mul %5, %3 overflow<nsw, nuw> : i64
          %28 = llvm.mul %18, %4 overflow<nsw, nuw> : i64
          %29 = llvm.add %27, %28 overflow<nsw, nuw> : i64
          %30 = llvm.mul %9, %4 overflow<nsw, nuw> : i64
          %31 = llvm.add %29, %30 overflow<nsw, nuw> : i64
          %32 = llvm.mul %20, %8 overflow<nsw, nuw> : i64
          %33 = llvm.add %31, %32 overflow<nsw, nuw> : i64
          %34 = llvm.add %33, %26 overflow<nsw, nuw> : i64
          %35 = llvm.getelementptr inbounds|nuw %13[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %36 = llvm.load %35 : !llvm.ptr -> f32
          %37 = llvm.mul %20, %1 overflow<nsw, nuw> : i64
          %38 = llvm.mul %18, %8 overflow<nsw, nuw> : i64
          %39 = llvm.add %37, %38 overflow<nsw, nuw> : i64
          %40 = llvm.add %39, %26 overflow<nsw, nuw> : i64
          %41 = llvm.getelementptr inbounds|nuw %17[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %36, %41 : f32, !llvm.ptr
          %42 = llvm.add %24, %6 : i64
          llvm.br ^bb4(%42 : i64)
        ^bb6:  // pred: ^bb4
          %43 = llvm.add %22, %7 : i64
          llvm.br ^bb3(%43 : i64)
        ^bb7:  // pred: ^bb3
          %44 = llvm.add %20, %6 : i64
          llvm.br ^bb2(%44 : i64)
        ^bb8:  // pred: ^bb2
          %45 = llvm.add %18, %6 : i64
          llvm.br ^bb1(%45 : i64)
        ^bb9:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_3 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_3_elementwise_transpose_8x4x8_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_3_elementwise_transpose_8x4x8_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.constant(64 : i64) : i64
          %2 = llvm.mlir.constant(true) : i1
          %3 = llvm.mlir.constant(256 : i64) : i64
          %4 = llvm.mlir.constant(32 : i64) : i64
          %5 = llvm.mlir.constant(dense<0.594603539> : vector<4xf32>) : vector<4xf32>
          %6 = llvm.mlir.constant(1 : i64) : i64
          %7 = llvm.mlir.constant(4 : i64) : i64
          %8 = llvm.mlir.constant(8 : i64) : i64
          %9 = llvm.mlir.constant(0 : i64) : i64
          %10 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %11 = llvm.extractvalue %10[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %12 = llvm.load %11 : !llvm.ptr -> !llvm.ptr
          %13 = llvm.getelementptr %12[3072] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %2 ["align"(%13, %1 : !llvm.ptr, i64)] : i1
          %14 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %15 = llvm.extractvalue %14[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %16 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %17 = llvm.load %16 : !llvm.ptr -> !llvm.ptr
          %18 = llvm.getelementptr %17[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %2 ["align"(%18, %1 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%9 : i64)
        ^bb1(%19: i64):  // 2 preds: ^bb0, ^bb6
          %20 = llvm.icmp "slt" %19, %8 : i64
          llvm.cond_br %20, ^bb2(%9 : i64), ^bb7
        ^bb2(%21: i64):  // 2 preds: ^bb1, ^bb5
          %22 = llvm.icmp "slt" %21, %7 : i64
          llvm.cond_br %22, ^bb3(%9 : i64), ^bb6
        ^bb3(%23: i64):  // 2 preds: ^bb2, ^bb4
          %24 = llvm.icmp "slt" %23, %8 : i64
          llvm.cond_br %24, ^bb4, ^bb5
        ^bb4:  // pred: ^bb3
          %25 = llvm.mul %9, %3 : i64
          %26 = llvm.mul %19, %4 : i64
          %27 = llvm.add %25, %26 : i64
          %28 = llvm.mul %9, %4 : i64
          %29 = llvm.add %27, %28 : i64
          %30 = llvm.mul %21, %8 : i64
          %31 = llvm.add %29, %30 : i64
          %32 = llvm.add %31, %23 : i64
          %33 = llvm.getelementptr %13[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %34 = llvm.load %33 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %35 = llvm.fmul %34, %5 fastmath<contract> : vector<4xf32>
          %36 = llvm.mul %21, %1 : i64
          %37 = llvm.mul %19, %8 : i64
          %38 = llvm.add %36, %37 : i64
          %39 = llvm.add %38, %23 : i64
          %40 = llvm.getelementptr %18[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %35, %40 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %41 = llvm.add %23, %7 : i64
          llvm.br ^bb3(%41 : i64)
        ^bb5:  // pred: ^bb3
          %42 = llvm.add %21, %6 : i64
          llvm.br ^bb2(%42 : i64)
        ^bb6:  // pred: ^bb2
          %43 = llvm.add %19, %6 : i64
          llvm.br ^bb1(%43 : i64)
        ^bb7:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_4 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_4_elementwise_transpose_8x4x8_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_4_elementwise_transpose_8x4x8_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.constant(64 : i64) : i64
          %2 = llvm.mlir.constant(true) : i1
          %3 = llvm.mlir.constant(256 : i64) : i64
          %4 = llvm.mlir.constant(32 : i64) : i64
          %5 = llvm.mlir.constant(dense<0.594603539> : vector<4xf32>) : vector<4xf32>
          %6 = llvm.mlir.constant(1 : i64) : i64
          %7 = llvm.mlir.constant(4 : i64) : i64
          %8 = llvm.mlir.constant(8 : i64) : i64
          %9 = llvm.mlir.constant(0 : i64) : i64
          %10 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %11 = llvm.extractvalue %10[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %12 = llvm.load %11 : !llvm.ptr -> !llvm.ptr
          %13 = llvm.getelementptr %12[3072] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %2 ["align"(%13, %1 : !llvm.ptr, i64)] : i1
          %14 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %15 = llvm.extractvalue %14[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %16 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %17 = llvm.load %16 : !llvm.ptr -> !llvm.ptr
          %18 = llvm.getelementptr %17[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %2 ["align"(%18, %1 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%9 : i64)
        ^bb1(%19: i64):  // 2 preds: ^bb0, ^bb6
          %20 = llvm.icmp "slt" %19, %8 : i64
          llvm.cond_br %20, ^bb2(%9 : i64), ^bb7
        ^bb2(%21: i64):  // 2 preds: ^bb1, ^bb5
          %22 = llvm.icmp "slt" %21, %7 : i64
          llvm.cond_br %22, ^bb3(%9 : i64), ^bb6
        ^bb3(%23: i64):  // 2 preds: ^bb2, ^bb4
          %24 = llvm.icmp "slt" %23, %8 : i64
          llvm.cond_br %24, ^bb4, ^bb5
        ^bb4:  // pred: ^bb3
          %25 = llvm.mul %6, %3 : i64
          %26 = llvm.mul %19, %4 : i64
          %27 = llvm.add %25, %26 : i64
          %28 = llvm.mul %9, %4 : i64
          %29 = llvm.add %27, %28 : i64
          %30 = llvm.mul %21, %8 : i64
          %31 = llvm.add %29, %30 : i64
          %32 = llvm.add %31, %23 : i64
          %33 = llvm.getelementptr %13[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %34 = llvm.load %33 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %35 = llvm.fmul %34, %5 fastmath<contract> : vector<4xf32>
          %36 = llvm.mul %21, %1 : i64
          %37 = llvm.mul %19, %8 : i64
          %38 = llvm.add %36, %37 : i64
          %39 = llvm.add %38, %23 : i64
          %40 = llvm.getelementptr %18[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %35, %40 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %41 = llvm.add %23, %7 : i64
          llvm.br ^bb3(%41 : i64)
        ^bb5:  // pred: ^bb3
          %42 = llvm.add %21, %6 : i64
          llvm.br ^bb2(%42 : i64)
        ^bb6:  // pred: ^bb2
          %43 = llvm.add %19, %6 : i64
          llvm.br ^bb1(%43 : i64)
        ^bb7:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_5 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_5_batch_matmul_4x8x8x8_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c4 = arith.constant 4 : index
        %c1 = arith.constant 1 : index
        hal.return %c4, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_5_batch_matmul_4x8x8x8_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %26 = llvm.getelementptr %25[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%26, %10 : !llvm.ptr, i64)] : i1
          %27 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %28 = llvm.extractvalue %27[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %29 = llvm.load %28 : !llvm.ptr -> !llvm.ptr
          %30 = llvm.getelementptr %29[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%30, %10 : !llvm.ptr, i64)] : i1
          %31 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %32 = llvm.extractvalue %31[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %33 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %34 = llvm.load %33 : !llvm.ptr -> !llvm.ptr
          %35 = llvm.getelementptr %34[3072] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%35, %10 : !llvm.ptr, i64)] : i1
          %36 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %37 = llvm.extractvalue %36[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %38 = llvm.zext %37 : i32 to i64
          llvm.br ^bb1(%22 : i64)
        ^bb1(%39: i64):  // 2 preds: ^bb0, ^bb4
          %40 = llvm.icmp "slt" %39, %21 : i64
          llvm.cond_br %40, ^bb2(%22, %19 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%41: i64, %42: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %43 = llvm.icmp "slt" %41, %21 : i64
          llvm.cond_br %43, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %44 = llvm.mul %38, %10 : i64
          %45 = llvm.mul %39, %21 : i64
          %46 = llvm.add %44, %45 : i64
          %47 = llvm.add %46, %41 : i64
          %48 = llvm.getelementptr %30[%47] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %49 = llvm.load %48 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %50 = llvm.add %39, %18 : i64
          %51 = llvm.mul %50, %21 : i64
          %52 = llvm.add %44, %51 : i64
          %53 = llvm.add %52, %41 : i64
          %54 = llvm.getelementptr %30[%53] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %55 = llvm.load %54 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %56 = llvm.add %39, %17 : i64
          %57 = llvm.mul %56, %21 : i64
          %58 = llvm.add %44, %57 : i64
          %59 = llvm.add %58, %41 : i64
          %60 = llvm.getelementptr %30[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %61 = llvm.load %60 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %62 = llvm.add %39, %16 : i64
          %63 = llvm.mul %62, %21 : i64
          %64 = llvm.add %44, %63 : i64
          %65 = llvm.add %64, %41 : i64
          %66 = llvm.getelementptr %30[%65] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %67 = llvm.load %66 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %68 = llvm.extractelement %49[%22 : i64] : vector<4xf32>
          %69 = llvm.extractelement %49[%18 : i64] : vector<4xf32>
          %70 = llvm.extractelement %49[%17 : i64] : vector<4xf32>
          %71 = llvm.extractelement %49[%16 : i64] : vector<4xf32>
          %72 = llvm.extractelement %55[%22 : i64] : vector<4xf32>
          %73 = llvm.extractelement %55[%18 : i64] : vector<4xf32>
          %74 = llvm.extractelement %55[%17 : i64] : vector<4xf32>
          %75 = llvm.extractelement %55[%16 : i64] : vector<4xf32>
          %76 = llvm.extractelement %61[%22 : i64] : vector<4xf32>
          %77 = llvm.extractelement %61[%18 : i64] : vector<4xf32>
          %78 = llvm.extractelement %61[%17 : i64] : vector<4xf32>
          %79 = llvm.extractelement %61[%16 : i64] : vector<4xf32>
          %80 = llvm.extractelement %67[%22 : i64] : vector<4xf32>
          %81 = llvm.extractelement %67[%18 : i64] : vector<4xf32>
          %82 = llvm.extractelement %67[%17 : i64] : vector<4xf32>
          %83 = llvm.extractelement %67[%16 : i64] : vector<4xf32>
          %84 = llvm.insertelement %68, %12[%22 : i64] : vector<16xf32>
          %85 = llvm.insertelement %69, %84[%18 : i64] : vector<16xf32>
          %86 = llvm.insertelement %70, %85[%17 : i64] : vector<16xf32>
          %87 = llvm.insertelement %71, %86[%16 : i64] : vector<16xf32>
          %88 = llvm.insertelement %72, %87[%20 : i64] : vector<16xf32>
          %89 = llvm.insertelement %73, %88[%15 : i64] : vector<16xf32>
          %90 = llvm.insertelement %74, %89[%14 : i64] : vector<16xf32>
          %91 = llvm.insertelement %75, %90[%13 : i64] : vector<16xf32>
          %92 = llvm.insertelement %76, %91[%21 : i64] : vector<16xf32>
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
          %105 = llvm.mul %38, %10 overflow<nsw, nuw> : i64
          %106 = llvm.mul %22, %21 overflow<nsw, nuw> : i64
          %107 = llvm.add %105, %106 overflow<nsw, nuw> : i64
          %108 = llvm.add %107, %41 overflow<nsw, nuw> : i64
          %109 = llvm.getelementptr inbounds|nuw %26[%108] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %110 = llvm.load %109 : !llvm.ptr -> f32
          %111 = llvm.insertelement %110, %1[%0 : i32] : vector<4xf32>
          %112 = llvm.shufflevector %111, %1 [0, 0, 0, 0] : vector<4xf32>
          %113 = llvm.extractvalue %42[0] : !llvm.array<8 x vector<4xf32>>
          %114 = llvm.intr.fmuladd(%112, %101, %113) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %115 = llvm.mul %18, %21 overflow<nsw, nuw> : i64
          %116 = llvm.add %105, %115 overflow<nsw, nuw> : i64
          %117 = llvm.add %116, %41 overflow<nsw, nuw> : i64
          %118 = llvm.getelementptr inbounds|nuw %26[%117] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %119 = llvm.load %118 : !llvm.ptr -> f32
          %120 = llvm.insertelement %119, %1[%0 : i32] : vector<4xf32>
          %121 = llvm.shufflevector %120, %1 [0, 0, 0, 0] : vector<4xf32>
          %122 = llvm.extractvalue %42[1] : !llvm.array<8 x vector<4xf32>>
          %123 = llvm.intr.fmuladd(%121, %101, %122) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %124 = llvm.mul %17, %21 overflow<nsw, nuw> : i64
          %125 = llvm.add %105, %124 overflow<nsw, nuw> : i64
          %126 = llvm.add %125, %41 overflow<nsw, nuw> : i64
          %127 = llvm.getelementptr inbounds|nuw %26[%126] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %128 = llvm.load %127 : !llvm.ptr -> f32
          %129 = llvm.insertelement %128, %1[%0 : i32] : vector<4xf32>
          %130 = llvm.shufflevector %129, %1 [0, 0, 0, 0] : vector<4xf32>
          %131 = llvm.extractvalue %42[2] : !llvm.array<8 x vector<4xf32>>
          %132 = llvm.intr.fmuladd(%130, %101, %131) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %133 = llvm.mul %16, %21 overflow<nsw, nuw> : i64
          %134 = llvm.add %105, %133 overflow<nsw, nuw> : i64
          %135 = llvm.add %134, %41 overflow<nsw, nuw> : i64
          %136 = llvm.getelementptr inbounds|nuw %26[%135] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %137 = llvm.load %136 : !llvm.ptr -> f32
          %138 = llvm.insertelement %137, %1[%0 : i32] : vector<4xf32>
          %139 = llvm.shufflevector %138, %1 [0, 0, 0, 0] : vector<4xf32>
          %140 = llvm.extractvalue %42[3] : !llvm.array<8 x vector<4xf32>>
          %141 = llvm.intr.fmuladd(%139, %101, %140) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %142 = llvm.mul %20, %21 overflow<nsw, nuw> : i64
          %143 = llvm.add %105, %142 overflow<nsw, nuw> : i64
          %144 = llvm.add %143, %41 overflow<nsw, nuw> : i64
          %145 = llvm.getelementptr inbounds|nuw %26[%144] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %146 = llvm.load %145 : !llvm.ptr -> f32
          %147 = llvm.insertelement %146, %1[%0 : i32] : vector<4xf32>
          %148 = llvm.shufflevector %147, %1 [0, 0, 0, 0] : vector<4xf32>
          %149 = llvm.extractvalue %42[4] : !llvm.array<8 x vector<4xf32>>
          %150 = llvm.intr.fmuladd(%148, %101, %149) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %151 = llvm.mul %15, %21 overflow<nsw, nuw> : i64
          %152 = llvm.add %105, %151 overflow<nsw, nuw> : i64
          %153 = llvm.add %152, %41 overflow<nsw, nuw> : i64
          %154 = llvm.getelementptr inbounds|nuw %26[%153] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %155 = llvm.load %154 : !llvm.ptr -> f32
          %156 = llvm.insertelement %155, %1[%0 : i32] : vector<4xf32>
          %157 = llvm.shufflevector %156, %1 [0, 0, 0, 0] : vector<4xf32>
          %158 = llvm.extractvalue %42[5] : !llvm.array<8 x vector<4xf32>>
          %159 = llvm.intr.fmuladd(%157, %101, %158) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %160 = llvm.mul %14, %21 overflow<nsw, nuw> : i64
          %161 = llvm.add %105, %160 overflow<nsw, nuw> : i64
          %162 = llvm.add %161, %41 overflow<nsw, nuw> : i64
          %163 = llvm.getelementptr inbounds|nuw %26[%162] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %164 = llvm.load %163 : !llvm.ptr -> f32
          %165 = llvm.insertelement %164, %1[%0 : i32] : vector<4xf32>
          %166 = llvm.shufflevector %165, %1 [0, 0, 0, 0] : vector<4xf32>
          %167 = llvm.extractvalue %42[6] : !llvm.array<8 x vector<4xf32>>
          %168 = llvm.intr.fmuladd(%166, %101, %167) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %169 = llvm.mul %13, %21 overflow<nsw, nuw> : i64
          %170 = llvm.add %105, %169 overflow<nsw, nuw> : i64
          %171 = llvm.add %170, %41 overflow<nsw, nuw> : i64
          %172 = llvm.getelementptr inbounds|nuw %26[%171] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %173 = llvm.load %172 : !llvm.ptr -> f32
          %174 = llvm.insertelement %173, %1[%0 : i32] : vector<4xf32>
          %175 = llvm.shufflevector %174, %1 [0, 0, 0, 0] : vector<4xf32>
          %176 = llvm.extractvalue %42[7] : !llvm.array<8 x vector<4xf32>>
          %177 = llvm.intr.fmuladd(%175, %101, %176) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %178 = llvm.add %41, %18 : i64
          %179 = llvm.add %107, %178 overflow<nsw, nuw> : i64
          %180 = llvm.getelementptr inbounds|nuw %26[%179] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %181 = llvm.load %180 : !llvm.ptr -> f32
          %182 = llvm.insertelement %181, %1[%0 : i32] : vector<4xf32>
          %183 = llvm.shufflevector %182, %1 [0, 0, 0, 0] : vector<4xf32>
          %184 = llvm.intr.fmuladd(%183, %102, %114) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %185 = llvm.add %116, %178 overflow<nsw, nuw> : i64
          %186 = llvm.getelementptr inbounds|nuw %26[%185] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %187 = llvm.load %186 : !llvm.ptr -> f32
          %188 = llvm.insertelement %187, %1[%0 : i32] : vector<4xf32>
          %189 = llvm.shufflevector %188, %1 [0, 0, 0, 0] : vector<4xf32>
          %190 = llvm.intr.fmuladd(%189, %102, %123) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %191 = llvm.add %125, %178 overflow<nsw, nuw> : i64
          %192 = llvm.getelementptr inbounds|nuw %26[%191] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %193 = llvm.load %192 : !llvm.ptr -> f32
          %194 = llvm.insertelement %193, %1[%0 : i32] : vector<4xf32>
          %195 = llvm.shufflevector %194, %1 [0, 0, 0, 0] : vector<4xf32>
          %196 = llvm.intr.fmuladd(%195, %102, %132) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %197 = llvm.add %134, %178 overflow<nsw, nuw> : i64
          %198 = llvm.getelementptr inbounds|nuw %26[%197] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %199 = llvm.load %198 : !llvm.ptr -> f32
          %200 = llvm.insertelement %199, %1[%0 : i32] : vector<4xf32>
          %201 = llvm.shufflevector %200, %1 [0, 0, 0, 0] : vector<4xf32>
          %202 = llvm.intr.fmuladd(%201, %102, %141) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %203 = llvm.add %143, %178 overflow<nsw, nuw> : i64
          %204 = llvm.getelementptr inbounds|nuw %26[%203] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %205 = llvm.load %204 : !llvm.ptr -> f32
          %206 = llvm.insertelement %205, %1[%0 : i32] : vector<4xf32>
          %207 = llvm.shufflevector %206, %1 [0, 0, 0, 0] : vector<4xf32>
          %208 = llvm.intr.fmuladd(%207, %102, %150) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %209 = llvm.add %152, %178 overflow<nsw, nuw> : i64
          %210 = llvm.getelementptr inbounds|nuw %26[%209] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %211 = llvm.load %210 : !llvm.ptr -> f32
          %212 = llvm.insertelement %211, %1[%0 : i32] : vector<4xf32>
          %213 = llvm.shufflevector %212, %1 [0, 0, 0, 0] : vector<4xf32>
          %214 = llvm.intr.fmuladd(%213, %102, %159) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %215 = llvm.add %161, %178 overflow<nsw, nuw> : i64
          %216 = llvm.getelementptr inbounds|nuw %26[%215] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %217 = llvm.load %216 : !llvm.ptr -> f32
          %218 = llvm.insertelement %217, %1[%0 : i32] : vector<4xf32>
          %219 = llvm.shufflevector %218, %1 [0, 0, 0, 0] : vector<4xf32>
          %220 = llvm.intr.fmuladd(%219, %102, %168) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %221 = llvm.add %170, %178 overflow<nsw, nuw> : i64
          %222 = llvm.getelementptr inbounds|nuw %26[%221] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %223 = llvm.load %222 : !llvm.ptr -> f32
          %224 = llvm.insertelement %223, %1[%0 : i32] : vector<4xf32>
          %225 = llvm.shufflevector %224, %1 [0, 0, 0, 0] : vector<4xf32>
          %226 = llvm.intr.fmuladd(%225, %102, %177) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %227 = llvm.add %41, %17 : i64
          %228 = llvm.add %107, %227 overflow<nsw, nuw> : i64
          %229 = llvm.getelementptr inbounds|nuw %26[%228] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %230 = llvm.load %229 : !llvm.ptr -> f32
          %231 = llvm.insertelement %230, %1[%0 : i32] : vector<4xf32>
          %232 = llvm.shufflevector %231, %1 [0, 0, 0, 0] : vector<4xf32>
          %233 = llvm.intr.fmuladd(%232, %103, %184) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %234 = llvm.add %116, %227 overflow<nsw, nuw> : i64
          %235 = llvm.getelementptr inbounds|nuw %26[%234] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %236 = llvm.load %235 : !llvm.ptr -> f32
          %237 = llvm.insertelement %236, %1[%0 : i32] : vector<4xf32>
          %238 = llvm.shufflevector %237, %1 [0, 0, 0, 0] : vector<4xf32>
          %239 = llvm.intr.fmuladd(%238, %103, %190) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %240 = llvm.add %125, %227 overflow<nsw, nuw> : i64
          %241 = llvm.getelementptr inbounds|nuw %26[%240] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %242 = llvm.load %241 : !llvm.ptr -> f32
          %243 = llvm.insertelement %242, %1[%0 : i32] : vector<4xf32>
          %244 = llvm.shufflevector %243, %1 [0, 0, 0, 0] : vector<4xf32>
          %245 = llvm.intr.fmuladd(%244, %103, %196) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %246 = llvm.add %134, %227 overflow<nsw, nuw> : i64
          %247 = llvm.getelementptr inbounds|nuw %26[%246] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %248 = llvm.load %247 : !llvm.ptr -> f32
          %249 = llvm.insertelement %248, %1[%0 : i32] : vector<4xf32>
          %250 = llvm.shufflevector %249, %1 [0, 0, 0, 0] : vector<4xf32>
          %251 = llvm.intr.fmuladd(%250, %103, %202) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %252 = llvm.add %143, %227 overflow<nsw, nuw> : i64
          %253 = llvm.getelementptr inbounds|nuw %26[%252] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %254 = llvm.load %253 : !llvm.ptr -> f32
          %255 = llvm.insertelement %254, %1[%0 : i32] : vector<4xf32>
          %256 = llvm.shufflevector %255, %1 [0, 0, 0, 0] : vector<4xf32>
          %257 = llvm.intr.fmuladd(%256, %103, %208) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %258 = llvm.add %152, %227 overflow<nsw, nuw> : i64
          %259 = llvm.getelementptr inbounds|nuw %26[%258] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %260 = llvm.load %259 : !llvm.ptr -> f32
          %261 = llvm.insertelement %260, %1[%0 : i32] : vector<4xf32>
          %262 = llvm.shufflevector %261, %1 [0, 0, 0, 0] : vector<4xf32>
          %263 = llvm.intr.fmuladd(%262, %103, %214) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %264 = llvm.add %161, %227 overflow<nsw, nuw> : i64
          %265 = llvm.getelementptr inbounds|nuw %26[%264] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %266 = llvm.load %265 : !llvm.ptr -> f32
          %267 = llvm.insertelement %266, %1[%0 : i32] : vector<4xf32>
          %268 = llvm.shufflevector %267, %1 [0, 0, 0, 0] : vector<4xf32>
          %269 = llvm.intr.fmuladd(%268, %103, %220) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %270 = llvm.add %170, %227 overflow<nsw, nuw> : i64
          %271 = llvm.getelementptr inbounds|nuw %26[%270] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %272 = llvm.load %271 : !llvm.ptr -> f32
          %273 = llvm.insertelement %272, %1[%0 : i32] : vector<4xf32>
          %274 = llvm.shufflevector %273, %1 [0, 0, 0, 0] : vector<4xf32>
          %275 = llvm.intr.fmuladd(%274, %103, %226) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %276 = llvm.add %41, %16 : i64
          %277 = llvm.add %107, %276 overflow<nsw, nuw> : i64
          %278 = llvm.getelementptr inbounds|nuw %26[%277] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %279 = llvm.load %278 : !llvm.ptr -> f32
          %280 = llvm.insertelement %279, %1[%0 : i32] : vector<4xf32>
          %281 = llvm.shufflevector %280, %1 [0, 0, 0, 0] : vector<4xf32>
          %282 = llvm.intr.fmuladd(%281, %104, %233) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %283 = llvm.add %116, %276 overflow<nsw, nuw> : i64
          %284 = llvm.getelementptr inbounds|nuw %26[%283] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %285 = llvm.load %284 : !llvm.ptr -> f32
          %286 = llvm.insertelement %285, %1[%0 : i32] : vector<4xf32>
          %287 = llvm.shufflevector %286, %1 [0, 0, 0, 0] : vector<4xf32>
          %288 = llvm.intr.fmuladd(%287, %104, %239) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %289 = llvm.add %125, %276 overflow<nsw, nuw> : i64
          %290 = llvm.getelementptr inbounds|nuw %26[%289] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %291 = llvm.load %290 : !llvm.ptr -> f32
          %292 = llvm.insertelement %291, %1[%0 : i32] : vector<4xf32>
          %293 = llvm.shufflevector %292, %1 [0, 0, 0, 0] : vector<4xf32>
          %294 = llvm.intr.fmuladd(%293, %104, %245) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %295 = llvm.add %134, %276 overflow<nsw, nuw> : i64
          %296 = llvm.getelementptr inbounds|nuw %26[%295] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %297 = llvm.load %296 : !llvm.ptr -> f32
          %298 = llvm.insertelement %297, %1[%0 : i32] : vector<4xf32>
          %299 = llvm.shufflevector %298, %1 [0, 0, 0, 0] : vector<4xf32>
          %300 = llvm.intr.fmuladd(%299, %104, %251) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %301 = llvm.add %143, %276 overflow<nsw, nuw> : i64
          %302 = llvm.getelementptr inbounds|nuw %26[%301] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %303 = llvm.load %302 : !llvm.ptr -> f32
          %304 = llvm.insertelement %303, %1[%0 : i32] : vector<4xf32>
          %305 = llvm.shufflevector %304, %1 [0, 0, 0, 0] : vector<4xf32>
          %306 = llvm.intr.fmuladd(%305, %104, %257) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %307 = llvm.add %152, %276 overflow<nsw, nuw> : i64
          %308 = llvm.getelementptr inbounds|nuw %26[%307] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %309 = llvm.load %308 : !llvm.ptr -> f32
          %310 = llvm.insertelement %309, %1[%0 : i32] : vector<4xf32>
          %311 = llvm.shufflevector %310, %1 [0, 0, 0, 0] : vector<4xf32>
          %312 = llvm.intr.fmuladd(%311, %104, %263) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %313 = llvm.add %161, %276 overflow<nsw, nuw> : i64
          %314 = llvm.getelementptr inbounds|nuw %26[%313] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %315 = llvm.load %314 : !llvm.ptr -> f32
          %316 = llvm.insertelement %315, %1[%0 : i32] : vector<4xf32>
          %317 = llvm.shufflevector %316, %1 [0, 0, 0, 0] : vector<4xf32>
          %318 = llvm.intr.fmuladd(%317, %104, %269) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %319 = llvm.add %170, %276 overflow<nsw, nuw> : i64
          %320 = llvm.getelementptr inbounds|nuw %26[%319] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %321 = llvm.load %320 : !llvm.ptr -> f32
          %322 = llvm.insertelement %321, %1[%0 : i32] : vector<4xf32>
          %323 = llvm.shufflevector %322, %1 [0, 0, 0, 0] : vector<4xf32>
          %324 = llvm.intr.fmuladd(%323, %104, %275) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %325 = llvm.insertvalue %282, %11[0] : !llvm.array<8 x vector<4xf32>>
          %326 = llvm.insertvalue %288, %325[1] : !llvm.array<8 x vector<4xf32>>
          %327 = llvm.insertvalue %294, %326[2] : !llvm.array<8 x vector<4xf32>>
          %328 = llvm.insertvalue %300, %327[3] : !llvm.array<8 x vector<4xf32>>
          %329 = llvm.insertvalue %306, %328[4] : !llvm.array<8 x vector<4xf32>>
          %330 = llvm.insertvalue %312, %329[5] : !llvm.array<8 x vector<4xf32>>
          %331 = llvm.insertvalue %318, %330[6] : !llvm.array<8 x vector<4xf32>>
          %332 = llvm.insertvalue %324, %331[7] : !llvm.array<8 x vector<4xf32>>
          %333 = llvm.add %41, %20 : i64
          llvm.br ^bb2(%333, %332 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %334 = llvm.extractvalue %42[0] : !llvm.array<8 x vector<4xf32>>
          %335 = llvm.mul %38, %10 : i64
          %336 = llvm.mul %22, %21 : i64
          %337 = llvm.add %335, %336 : i64
          %338 = llvm.add %337, %39 : i64
          %339 = llvm.getelementptr %35[%338] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %334, %339 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %340 = llvm.extractvalue %42[1] : !llvm.array<8 x vector<4xf32>>
          %341 = llvm.mul %18, %21 : i64
          %342 = llvm.add %335, %341 : i64
          %343 = llvm.add %342, %39 : i64
          %344 = llvm.getelementptr %35[%343] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %340, %344 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %345 = llvm.extractvalue %42[2] : !llvm.array<8 x vector<4xf32>>
          %346 = llvm.mul %17, %21 : i64
          %347 = llvm.add %335, %346 : i64
          %348 = llvm.add %347, %39 : i64
          %349 = llvm.getelementptr %35[%348] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %345, %349 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %350 = llvm.extractvalue %42[3] : !llvm.array<8 x vector<4xf32>>
          %351 = llvm.mul %16, %21 : i64
          %352 = llvm.add %335, %351 : i64
          %353 = llvm.add %352, %39 : i64
          %354 = llvm.getelementptr %35[%353] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %350, %354 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %355 = llvm.extractvalue %42[4] : !llvm.array<8 x vector<4xf32>>
          %356 = llvm.mul %20, %21 : i64
          %357 = llvm.add %335, %356 : i64
          %358 = llvm.add %357, %39 : i64
          %359 = llvm.getelementptr %35[%358] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %355, %359 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %360 = llvm.extractvalue %42[5] : !llvm.array<8 x vector<4xf32>>
          %361 = llvm.mul %15, %21 : i64
          %362 = llvm.add %335, %361 : i64
          %363 = llvm.add %362, %39 : i64
          %364 = llvm.getelementptr %35[%363] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %360, %364 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %365 = llvm.extractvalue %42[6] : !llvm.array<8 x vector<4xf32>>
          %366 = llvm.mul %14, %21 : i64
          %367 = llvm.add %335, %366 : i64
          %368 = llvm.add %367, %39 : i64
          %369 = llvm.getelementptr %35[%368] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %365, %369 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %370 = llvm.extractvalue %42[7] : !llvm.array<8 x vector<4xf32>>
          %371 = llvm.mul %13, %21 : i64
          %372 = llvm.add %335, %371 : i64
          %373 = llvm.add %372, %39 : i64
          %374 = llvm.getelementptr %35[%373] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %370, %374 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %375 = llvm.add %39, %20 : i64
          llvm.br ^bb1(%375 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_6 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_6_reduction_32x8_f32xi1 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_6_reduction_32x8_f32xi1(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %12 = llvm.getelementptr %11[3072] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %2 ["align"(%12, %1 : !llvm.ptr, i64)] : i1
          %13 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %14 = llvm.extractvalue %13[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %15 = llvm.getelementptr %14[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %16 = llvm.load %15 : !llvm.ptr -> !llvm.ptr
          %17 = llvm.getelementptr %16[1024] : (!llvm.ptr) -> !llvm.ptr, i8
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
  hal.executable private @main_dispatch_7 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_7_softmax_4x8x8xf32_generic ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_7_softmax_4x8x8xf32_generic(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %35 = llvm.getelementptr %34[3072] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %2 ["align"(%35, %3 : !llvm.ptr, i64)] : i1
          %36 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %37 = llvm.extractvalue %36[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %38 = llvm.load %37 : !llvm.ptr -> !llvm.ptr
          %39 = llvm.getelementptr %38[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %2 ["align"(%39, %3 : !llvm.ptr, i64)] : i1
          %40 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %41 = llvm.extractvalue %40[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %42 = llvm.getelementptr %41[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %43 = llvm.load %42 : !llvm.ptr -> !llvm.ptr
          %44 = llvm.getelementptr %43[1088] : (!llvm.ptr) -> !llvm.ptr, i8
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
  hal.executable private @main_dispatch_8 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_8_batch_matmul_4x8x8x8_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c4 = arith.constant 4 : index
        %c1 = arith.constant 1 : index
        hal.return %c4, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_8_batch_matmul_4x8x8x8_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %19 = llvm.getelementptr %18[1088] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %3 ["align"(%19, %4 : !llvm.ptr, i64)] : i1
          %20 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %21 = llvm.extractvalue %20[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %22 = llvm.load %21 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %3 ["align"(%22, %4 : !llvm.ptr, i64)] : i1
          %23 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %24 = llvm.extractvalue %23[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %25 = llvm.getelementptr %24[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %26 = llvm.load %25 : !llvm.ptr -> !llvm.ptr
          %27 = llvm.getelementptr %26[2112] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %3 ["align"(%27, %4 : !llvm.ptr, i64)] : i1
          %28 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %29 = llvm.extractvalue %28[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %30 = llvm.zext %29 : i32 to i64
          llvm.br ^bb1(%15 : i64)
        ^bb1(%31: i64):  // 2 preds: ^bb0, ^bb4
          %32 = llvm.icmp "slt" %31, %14 : i64
          llvm.cond_br %32, ^bb2(%15, %12 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%33: i64, %34: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %35 = llvm.icmp "slt" %33, %14 : i64
          llvm.cond_br %35, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %36 = llvm.mul %30, %4 : i64
          %37 = llvm.mul %33, %14 : i64
          %38 = llvm.add %36, %37 : i64
          %39 = llvm.add %38, %31 : i64
          %40 = llvm.getelementptr %22[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %41 = llvm.load %40 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %42 = llvm.add %33, %11 : i64
          %43 = llvm.mul %42, %14 : i64
          %44 = llvm.add %36, %43 : i64
          %45 = llvm.add %44, %31 : i64
          %46 = llvm.getelementptr %22[%45] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %47 = llvm.load %46 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %48 = llvm.add %33, %10 : i64
          %49 = llvm.mul %48, %14 : i64
          %50 = llvm.add %36, %49 : i64
          %51 = llvm.add %50, %31 : i64
          %52 = llvm.getelementptr %22[%51] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %53 = llvm.load %52 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %54 = llvm.add %33, %9 : i64
          %55 = llvm.mul %54, %14 : i64
          %56 = llvm.add %36, %55 : i64
          %57 = llvm.add %56, %31 : i64
          %58 = llvm.getelementptr %22[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %59 = llvm.load %58 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %60 = llvm.mul %30, %4 overflow<nsw, nuw> : i64
          %61 = llvm.mul %15, %14 overflow<nsw, nuw> : i64
          %62 = llvm.add %60, %61 overflow<nsw, nuw> : i64
          %63 = llvm.add %62, %33 overflow<nsw, nuw> : i64
          %64 = llvm.getelementptr inbounds|nuw %19[%63] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %65 = llvm.load %64 : !llvm.ptr -> f32
          %66 = llvm.insertelement %65, %1[%0 : i32] : vector<4xf32>
          %67 = llvm.shufflevector %66, %1 [0, 0, 0, 0] : vector<4xf32>
          %68 = llvm.extractvalue %34[0] : !llvm.array<8 x vector<4xf32>>
          %69 = llvm.intr.fmuladd(%67, %41, %68) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %70 = llvm.mul %11, %14 overflow<nsw, nuw> : i64
          %71 = llvm.add %60, %70 overflow<nsw, nuw> : i64
          %72 = llvm.add %71, %33 overflow<nsw, nuw> : i64
          %73 = llvm.getelementptr inbounds|nuw %19[%72] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %74 = llvm.load %73 : !llvm.ptr -> f32
          %75 = llvm.insertelement %74, %1[%0 : i32] : vector<4xf32>
          %76 = llvm.shufflevector %75, %1 [0, 0, 0, 0] : vector<4xf32>
          %77 = llvm.extractvalue %34[1] : !llvm.array<8 x vector<4xf32>>
          %78 = llvm.intr.fmuladd(%76, %41, %77) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %79 = llvm.mul %10, %14 overflow<nsw, nuw> : i64
          %80 = llvm.add %60, %79 overflow<nsw, nuw> : i64
          %81 = llvm.add %80, %33 overflow<nsw, nuw> : i64
          %82 = llvm.getelementptr inbounds|nuw %19[%81] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %83 = llvm.load %82 : !llvm.ptr -> f32
          %84 = llvm.insertelement %83, %1[%0 : i32] : vector<4xf32>
          %85 = llvm.shufflevector %84, %1 [0, 0, 0, 0] : vector<4xf32>
          %86 = llvm.extractvalue %34[2] : !llvm.array<8 x vector<4xf32>>
          %87 = llvm.intr.fmuladd(%85, %41, %86) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %88 = llvm.mul %9, %14 overflow<nsw, nuw> : i64
          %89 = llvm.add %60, %88 overflow<nsw, nuw> : i64
          %90 = llvm.add %89, %33 overflow<nsw, nuw> : i64
          %91 = llvm.getelementptr inbounds|nuw %19[%90] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %92 = llvm.load %91 : !llvm.ptr -> f32
          %93 = llvm.insertelement %92, %1[%0 : i32] : vector<4xf32>
          %94 = llvm.shufflevector %93, %1 [0, 0, 0, 0] : vector<4xf32>
          %95 = llvm.extractvalue %34[3] : !llvm.array<8 x vector<4xf32>>
          %96 = llvm.intr.fmuladd(%94, %41, %95) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %97 = llvm.mul %13, %14 overflow<nsw, nuw> : i64
          %98 = llvm.add %60, %97 overflow<nsw, nuw> : i64
          %99 = llvm.add %98, %33 overflow<nsw, nuw> : i64
          %100 = llvm.getelementptr inbounds|nuw %19[%99] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %101 = llvm.load %100 : !llvm.ptr -> f32
          %102 = llvm.insertelement %101, %1[%0 : i32] : vector<4xf32>
          %103 = llvm.shufflevector %102, %1 [0, 0, 0, 0] : vector<4xf32>
          %104 = llvm.extractvalue %34[4] : !llvm.array<8 x vector<4xf32>>
          %105 = llvm.intr.fmuladd(%103, %41, %104) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %106 = llvm.mul %8, %14 overflow<nsw, nuw> : i64
          %107 = llvm.add %60, %106 overflow<nsw, nuw> : i64
          %108 = llvm.add %107, %33 overflow<nsw, nuw> : i64
          %109 = llvm.getelementptr inbounds|nuw %19[%108] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %110 = llvm.load %109 : !llvm.ptr -> f32
          %111 = llvm.insertelement %110, %1[%0 : i32] : vector<4xf32>
          %112 = llvm.shufflevector %111, %1 [0, 0, 0, 0] : vector<4xf32>
          %113 = llvm.extractvalue %34[5] : !llvm.array<8 x vector<4xf32>>
          %114 = llvm.intr.fmuladd(%112, %41, %113) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %115 = llvm.mul %7, %14 overflow<nsw, nuw> : i64
          %116 = llvm.add %60, %115 overflow<nsw, nuw> : i64
          %117 = llvm.add %116, %33 overflow<nsw, nuw> : i64
          %118 = llvm.getelementptr inbounds|nuw %19[%117] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %119 = llvm.load %118 : !llvm.ptr -> f32
          %120 = llvm.insertelement %119, %1[%0 : i32] : vector<4xf32>
          %121 = llvm.shufflevector %120, %1 [0, 0, 0, 0] : vector<4xf32>
          %122 = llvm.extractvalue %34[6] : !llvm.array<8 x vector<4xf32>>
          %123 = llvm.intr.fmuladd(%121, %41, %122) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %124 = llvm.mul %6, %14 overflow<nsw, nuw> : i64
          %125 = llvm.add %60, %124 overflow<nsw, nuw> : i64
          %126 = llvm.add %125, %33 overflow<nsw, nuw> : i64
          %127 = llvm.getelementptr inbounds|nuw %19[%126] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %128 = llvm.load %127 : !llvm.ptr -> f32
          %129 = llvm.insertelement %128, %1[%0 : i32] : vector<4xf32>
          %130 = llvm.shufflevector %129, %1 [0, 0, 0, 0] : vector<4xf32>
          %131 = llvm.extractvalue %34[7] : !llvm.array<8 x vector<4xf32>>
          %132 = llvm.intr.fmuladd(%130, %41, %131) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %133 = llvm.add %62, %42 overflow<nsw, nuw> : i64
          %134 = llvm.getelementptr inbounds|nuw %19[%133] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %135 = llvm.load %134 : !llvm.ptr -> f32
          %136 = llvm.insertelement %135, %1[%0 : i32] : vector<4xf32>
          %137 = llvm.shufflevector %136, %1 [0, 0, 0, 0] : vector<4xf32>
          %138 = llvm.intr.fmuladd(%137, %47, %69) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %139 = llvm.add %71, %42 overflow<nsw, nuw> : i64
          %140 = llvm.getelementptr inbounds|nuw %19[%139] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %141 = llvm.load %140 : !llvm.ptr -> f32
          %142 = llvm.insertelement %141, %1[%0 : i32] : vector<4xf32>
          %143 = llvm.shufflevector %142, %1 [0, 0, 0, 0] : vector<4xf32>
          %144 = llvm.intr.fmuladd(%143, %47, %78) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %145 = llvm.add %80, %42 overflow<nsw, nuw> : i64
          %146 = llvm.getelementptr inbounds|nuw %19[%145] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %147 = llvm.load %146 : !llvm.ptr -> f32
          %148 = llvm.insertelement %147, %1[%0 : i32] : vector<4xf32>
          %149 = llvm.shufflevector %148, %1 [0, 0, 0, 0] : vector<4xf32>
          %150 = llvm.intr.fmuladd(%149, %47, %87) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %151 = llvm.add %89, %42 overflow<nsw, nuw> : i64
          %152 = llvm.getelementptr inbounds|nuw %19[%151] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %153 = llvm.load %152 : !llvm.ptr -> f32
          %154 = llvm.insertelement %153, %1[%0 : i32] : vector<4xf32>
          %155 = llvm.shufflevector %154, %1 [0, 0, 0, 0] : vector<4xf32>
          %156 = llvm.intr.fmuladd(%155, %47, %96) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %157 = llvm.add %98, %42 overflow<nsw, nuw> : i64
          %158 = llvm.getelementptr inbounds|nuw %19[%157] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %159 = llvm.load %158 : !llvm.ptr -> f32
          %160 = llvm.insertelement %159, %1[%0 : i32] : vector<4xf32>
          %161 = llvm.shufflevector %160, %1 [0, 0, 0, 0] : vector<4xf32>
          %162 = llvm.intr.fmuladd(%161, %47, %105) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %163 = llvm.add %107, %42 overflow<nsw, nuw> : i64
          %164 = llvm.getelementptr inbounds|nuw %19[%163] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %165 = llvm.load %164 : !llvm.ptr -> f32
          %166 = llvm.insertelement %165, %1[%0 : i32] : vector<4xf32>
          %167 = llvm.shufflevector %166, %1 [0, 0, 0, 0] : vector<4xf32>
          %168 = llvm.intr.fmuladd(%167, %47, %114) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %169 = llvm.add %116, %42 overflow<nsw, nuw> : i64
          %170 = llvm.getelementptr inbounds|nuw %19[%169] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %171 = llvm.load %170 : !llvm.ptr -> f32
          %172 = llvm.insertelement %171, %1[%0 : i32] : vector<4xf32>
          %173 = llvm.shufflevector %172, %1 [0, 0, 0, 0] : vector<4xf32>
          %174 = llvm.intr.fmuladd(%173, %47, %123) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %175 = llvm.add %125, %42 overflow<nsw, nuw> : i64
          %176 = llvm.getelementptr inbounds|nuw %19[%175] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %177 = llvm.load %176 : !llvm.ptr -> f32
          %178 = llvm.insertelement %177, %1[%0 : i32] : vector<4xf32>
          %179 = llvm.shufflevector %178, %1 [0, 0, 0, 0] : vector<4xf32>
          %180 = llvm.intr.fmuladd(%179, %47, %132) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %181 = llvm.add %62, %48 overflow<nsw, nuw> : i64
          %182 = llvm.getelementptr inbounds|nuw %19[%181] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %183 = llvm.load %182 : !llvm.ptr -> f32
          %184 = llvm.insertelement %183, %1[%0 : i32] : vector<4xf32>
          %185 = llvm.shufflevector %184, %1 [0, 0, 0, 0] : vector<4xf32>
          %186 = llvm.intr.fmuladd(%185, %53, %138) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %187 = llvm.add %71, %48 overflow<nsw, nuw> : i64
          %188 = llvm.getelementptr inbounds|nuw %19[%187] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %189 = llvm.load %188 : !llvm.ptr -> f32
          %190 = llvm.insertelement %189, %1[%0 : i32] : vector<4xf32>
          %191 = llvm.shufflevector %190, %1 [0, 0, 0, 0] : vector<4xf32>
          %192 = llvm.intr.fmuladd(%191, %53, %144) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %193 = llvm.add %80, %48 overflow<nsw, nuw> : i64
          %194 = llvm.getelementptr inbounds|nuw %19[%193] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %195 = llvm.load %194 : !llvm.ptr -> f32
          %196 = llvm.insertelement %195, %1[%0 : i32] : vector<4xf32>
          %197 = llvm.shufflevector %196, %1 [0, 0, 0, 0] : vector<4xf32>
          %198 = llvm.intr.fmuladd(%197, %53, %150) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %199 = llvm.add %89, %48 overflow<nsw, nuw> : i64
          %200 = llvm.getelementptr inbounds|nuw %19[%199] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %201 = llvm.load %200 : !llvm.ptr -> f32
          %202 = llvm.insertelement %201, %1[%0 : i32] : vector<4xf32>
          %203 = llvm.shufflevector %202, %1 [0, 0, 0, 0] : vector<4xf32>
          %204 = llvm.intr.fmuladd(%203, %53, %156) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %205 = llvm.add %98, %48 overflow<nsw, nuw> : i64
          %206 = llvm.getelementptr inbounds|nuw %19[%205] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %207 = llvm.load %206 : !llvm.ptr -> f32
          %208 = llvm.insertelement %207, %1[%0 : i32] : vector<4xf32>
          %209 = llvm.shufflevector %208, %1 [0, 0, 0, 0] : vector<4xf32>
          %210 = llvm.intr.fmuladd(%209, %53, %162) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %211 = llvm.add %107, %48 overflow<nsw, nuw> : i64
          %212 = llvm.getelementptr inbounds|nuw %19[%211] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %213 = llvm.load %212 : !llvm.ptr -> f32
          %214 = llvm.insertelement %213, %1[%0 : i32] : vector<4xf32>
          %215 = llvm.shufflevector %214, %1 [0, 0, 0, 0] : vector<4xf32>
          %216 = llvm.intr.fmuladd(%215, %53, %168) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %217 = llvm.add %116, %48 overflow<nsw, nuw> : i64
          %218 = llvm.getelementptr inbounds|nuw %19[%217] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %219 = llvm.load %218 : !llvm.ptr -> f32
          %220 = llvm.insertelement %219, %1[%0 : i32] : vector<4xf32>
          %221 = llvm.shufflevector %220, %1 [0, 0, 0, 0] : vector<4xf32>
          %222 = llvm.intr.fmuladd(%221, %53, %174) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %223 = llvm.add %125, %48 overflow<nsw, nuw> : i64
          %224 = llvm.getelementptr inbounds|nuw %19[%223] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %225 = llvm.load %224 : !llvm.ptr -> f32
          %226 = llvm.insertelement %225, %1[%0 : i32] : vector<4xf32>
          %227 = llvm.shufflevector %226, %1 [0, 0, 0, 0] : vector<4xf32>
          %228 = llvm.intr.fmuladd(%227, %53, %180) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %229 = llvm.add %62, %54 overflow<nsw, nuw> : i64
          %230 = llvm.getelementptr inbounds|nuw %19[%229] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %231 = llvm.load %230 : !llvm.ptr -> f32
          %232 = llvm.insertelement %231, %1[%0 : i32] : vector<4xf32>
          %233 = llvm.shufflevector %232, %1 [0, 0, 0, 0] : vector<4xf32>
          %234 = llvm.intr.fmuladd(%233, %59, %186) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %235 = llvm.add %71, %54 overflow<nsw, nuw> : i64
          %236 = llvm.getelementptr inbounds|nuw %19[%235] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %237 = llvm.load %236 : !llvm.ptr -> f32
          %238 = llvm.insertelement %237, %1[%0 : i32] : vector<4xf32>
          %239 = llvm.shufflevector %238, %1 [0, 0, 0, 0] : vector<4xf32>
          %240 = llvm.intr.fmuladd(%239, %59, %192) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %241 = llvm.add %80, %54 overflow<nsw, nuw> : i64
          %242 = llvm.getelementptr inbounds|nuw %19[%241] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %243 = llvm.load %242 : !llvm.ptr -> f32
          %244 = llvm.insertelement %243, %1[%0 : i32] : vector<4xf32>
          %245 = llvm.shufflevector %244, %1 [0, 0, 0, 0] : vector<4xf32>
          %246 = llvm.intr.fmuladd(%245, %59, %198) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %247 = llvm.add %89, %54 overflow<nsw, nuw> : i64
          %248 = llvm.getelementptr inbounds|nuw %19[%247] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %249 = llvm.load %248 : !llvm.ptr -> f32
          %250 = llvm.insertelement %249, %1[%0 : i32] : vector<4xf32>
          %251 = llvm.shufflevector %250, %1 [0, 0, 0, 0] : vector<4xf32>
          %252 = llvm.intr.fmuladd(%251, %59, %204) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %253 = llvm.add %98, %54 overflow<nsw, nuw> : i64
          %254 = llvm.getelementptr inbounds|nuw %19[%253] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %255 = llvm.load %254 : !llvm.ptr -> f32
          %256 = llvm.insertelement %255, %1[%0 : i32] : vector<4xf32>
          %257 = llvm.shufflevector %256, %1 [0, 0, 0, 0] : vector<4xf32>
          %258 = llvm.intr.fmuladd(%257, %59, %210) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %259 = llvm.add %107, %54 overflow<nsw, nuw> : i64
          %260 = llvm.getelementptr inbounds|nuw %19[%259] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %261 = llvm.load %260 : !llvm.ptr -> f32
          %262 = llvm.insertelement %261, %1[%0 : i32] : vector<4xf32>
          %263 = llvm.shufflevector %262, %1 [0, 0, 0, 0] : vector<4xf32>
          %264 = llvm.intr.fmuladd(%263, %59, %216) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %265 = llvm.add %116, %54 overflow<nsw, nuw> : i64
          %266 = llvm.getelementptr inbounds|nuw %19[%265] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %267 = llvm.load %266 : !llvm.ptr -> f32
          %268 = llvm.insertelement %267, %1[%0 : i32] : vector<4xf32>
          %269 = llvm.shufflevector %268, %1 [0, 0, 0, 0] : vector<4xf32>
          %270 = llvm.intr.fmuladd(%269, %59, %222) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %271 = llvm.add %125, %54 overflow<nsw, nuw> : i64
          %272 = llvm.getelementptr inbounds|nuw %19[%271] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %273 = llvm.load %272 : !llvm.ptr -> f32
          %274 = llvm.insertelement %273, %1[%0 : i32] : vector<4xf32>
          %275 = llvm.shufflevector %274, %1 [0, 0, 0, 0] : vector<4xf32>
          %276 = llvm.intr.fmuladd(%275, %59, %228) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %277 = llvm.insertvalue %234, %5[0] : !llvm.array<8 x vector<4xf32>>
          %278 = llvm.insertvalue %240, %277[1] : !llvm.array<8 x vector<4xf32>>
          %279 = llvm.insertvalue %246, %278[2] : !llvm.array<8 x vector<4xf32>>
          %280 = llvm.insertvalue %252, %279[3] : !llvm.array<8 x vector<4xf32>>
          %281 = llvm.insertvalue %258, %280[4] : !llvm.array<8 x vector<4xf32>>
          %282 = llvm.insertvalue %264, %281[5] : !llvm.array<8 x vector<4xf32>>
          %283 = llvm.insertvalue %270, %282[6] : !llvm.array<8 x vector<4xf32>>
          %284 = llvm.insertvalue %276, %283[7] : !llvm.array<8 x vector<4xf32>>
          %285 = llvm.add %33, %13 : i64
          llvm.br ^bb2(%285, %284 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %286 = llvm.extractvalue %34[0] : !llvm.array<8 x vector<4xf32>>
          %287 = llvm.mul %15, %2 : i64
          %288 = llvm.mul %30, %14 : i64
          %289 = llvm.add %287, %288 : i64
          %290 = llvm.add %289, %31 : i64
          %291 = llvm.getelementptr %27[%290] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %286, %291 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %292 = llvm.extractvalue %34[1] : !llvm.array<8 x vector<4xf32>>
          %293 = llvm.mul %11, %2 : i64
          %294 = llvm.add %293, %288 : i64
          %295 = llvm.add %294, %31 : i64
          %296 = llvm.getelementptr %27[%295] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %292, %296 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %297 = llvm.extractvalue %34[2] : !llvm.array<8 x vector<4xf32>>
          %298 = llvm.mul %10, %2 : i64
          %299 = llvm.add %298, %288 : i64
          %300 = llvm.add %299, %31 : i64
          %301 = llvm.getelementptr %27[%300] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %297, %301 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %302 = llvm.extractvalue %34[3] : !llvm.array<8 x vector<4xf32>>
          %303 = llvm.mul %9, %2 : i64
          %304 = llvm.add %303, %288 : i64
          %305 = llvm.add %304, %31 : i64
          %306 = llvm.getelementptr %27[%305] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %302, %306 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %307 = llvm.extractvalue %34[4] : !llvm.array<8 x vector<4xf32>>
          %308 = llvm.mul %13, %2 : i64
          %309 = llvm.add %308, %288 : i64
          %310 = llvm.add %309, %31 : i64
          %311 = llvm.getelementptr %27[%310] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %307, %311 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %312 = llvm.extractvalue %34[5] : !llvm.array<8 x vector<4xf32>>
          %313 = llvm.mul %8, %2 : i64
          %314 = llvm.add %313, %288 : i64
          %315 = llvm.add %314, %31 : i64
          %316 = llvm.getelementptr %27[%315] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %312, %316 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %317 = llvm.extractvalue %34[6] : !llvm.array<8 x vector<4xf32>>
          %318 = llvm.mul %7, %2 : i64
          %319 = llvm.add %318, %288 : i64
          %320 = llvm.add %319, %31 : i64
          %321 = llvm.getelementptr %27[%320] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %317, %321 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %322 = llvm.extractvalue %34[7] : !llvm.array<8 x vector<4xf32>>
          %323 = llvm.mul %6, %2 : i64
          %324 = llvm.add %323, %288 : i64
          %325 = llvm.add %324, %31 : i64
          %326 = llvm.getelementptr %27[%325] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %322, %326 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %327 = llvm.add %31, %13 : i64
          llvm.br ^bb1(%327 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_9 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_9_matmul_8x32x32_f32 ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_9_matmul_8x32x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %29 = llvm.getelementptr %28[2112] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%29, %9 : !llvm.ptr, i64)] : i1
          %30 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %31 = llvm.extractvalue %30[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %32 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %33 = llvm.load %32 : !llvm.ptr -> !llvm.ptr
          %34 = llvm.getelementptr %33[12672] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%34, %9 : !llvm.ptr, i64)] : i1
          %35 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %36 = llvm.extractvalue %35[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %37 = llvm.getelementptr %36[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %38 = llvm.load %37 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %10 ["align"(%38, %9 : !llvm.ptr, i64)] : i1
          %39 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %40 = llvm.extractvalue %39[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %41 = llvm.getelementptr %40[3] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %42 = llvm.load %41 : !llvm.ptr -> !llvm.ptr
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
          %324 = llvm.mul %21, %24 : i64
          %325 = llvm.add %324, %43 : i64
          %326 = llvm.getelementptr %38[%325] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %327 = llvm.load %326 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %328 = llvm.mul %20, %24 : i64
          %329 = llvm.add %328, %43 : i64
          %330 = llvm.getelementptr %38[%329] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %331 = llvm.load %330 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %332 = llvm.mul %19, %24 : i64
          %333 = llvm.add %332, %43 : i64
          %334 = llvm.getelementptr %38[%333] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %335 = llvm.load %334 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %336 = llvm.mul %18, %24 : i64
          %337 = llvm.add %336, %43 : i64
          %338 = llvm.getelementptr %38[%337] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %339 = llvm.load %338 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %340 = llvm.mul %23, %24 : i64
          %341 = llvm.add %340, %43 : i64
          %342 = llvm.getelementptr %38[%341] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %343 = llvm.load %342 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %344 = llvm.mul %17, %24 : i64
          %345 = llvm.add %344, %43 : i64
          %346 = llvm.getelementptr %38[%345] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %347 = llvm.load %346 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %348 = llvm.mul %16, %24 : i64
          %349 = llvm.add %348, %43 : i64
          %350 = llvm.getelementptr %38[%349] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %351 = llvm.load %350 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %352 = llvm.mul %15, %24 : i64
          %353 = llvm.add %352, %43 : i64
          %354 = llvm.getelementptr %38[%353] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %355 = llvm.load %354 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %356 = llvm.getelementptr %25[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %357 = llvm.load %356 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %358 = llvm.extractvalue %46[0] : !llvm.array<8 x vector<4xf32>>
          %359 = llvm.fadd %358, %357 fastmath<contract> : vector<4xf32>
          %360 = llvm.extractvalue %46[1] : !llvm.array<8 x vector<4xf32>>
          %361 = llvm.fadd %360, %357 fastmath<contract> : vector<4xf32>
          %362 = llvm.extractvalue %46[2] : !llvm.array<8 x vector<4xf32>>
          %363 = llvm.fadd %362, %357 fastmath<contract> : vector<4xf32>
          %364 = llvm.extractvalue %46[3] : !llvm.array<8 x vector<4xf32>>
          %365 = llvm.fadd %364, %357 fastmath<contract> : vector<4xf32>
          %366 = llvm.extractvalue %46[4] : !llvm.array<8 x vector<4xf32>>
          %367 = llvm.fadd %366, %357 fastmath<contract> : vector<4xf32>
          %368 = llvm.extractvalue %46[5] : !llvm.array<8 x vector<4xf32>>
          %369 = llvm.fadd %368, %357 fastmath<contract> : vector<4xf32>
          %370 = llvm.extractvalue %46[6] : !llvm.array<8 x vector<4xf32>>
          %371 = llvm.fadd %370, %357 fastmath<contract> : vector<4xf32>
          %372 = llvm.extractvalue %46[7] : !llvm.array<8 x vector<4xf32>>
          %373 = llvm.fadd %372, %357 fastmath<contract> : vector<4xf32>
          %374 = llvm.fadd %327, %359 fastmath<contract> : vector<4xf32>
          %375 = llvm.fadd %331, %361 fastmath<contract> : vector<4xf32>
          %376 = llvm.fadd %335, %363 fastmath<contract> : vector<4xf32>
          %377 = llvm.fadd %339, %365 fastmath<contract> : vector<4xf32>
          %378 = llvm.fadd %343, %367 fastmath<contract> : vector<4xf32>
          %379 = llvm.fadd %347, %369 fastmath<contract> : vector<4xf32>
          %380 = llvm.fadd %351, %371 fastmath<contract> : vector<4xf32>
          %381 = llvm.fadd %355, %373 fastmath<contract> : vector<4xf32>
          %382 = llvm.getelementptr %42[%325] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %374, %382 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %383 = llvm.getelementptr %42[%329] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %375, %383 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %384 = llvm.getelementptr %42[%333] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %376, %384 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %385 = llvm.getelementptr %42[%337] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %377, %385 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %386 = llvm.getelementptr %42[%341] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %378, %386 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %387 = llvm.getelementptr %42[%345] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %379, %387 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %388 = llvm.getelementptr %42[%349] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %380, %388 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %389 = llvm.getelementptr %42[%353] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %381, %389 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %390 = llvm.add %43, %23 : i64
          llvm.br ^bb1(%390 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_10 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_10_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout3) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_10_reduction_8x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
  hal.executable private @main_dispatch_11 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_11_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32_0(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_11_reduction_8x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %12 = llvm.mlir.constant(dense<9.99999974E-6> : vector<1xf32>) : vector<1xf32>
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
  hal.executable private @main_dispatch_12 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_12_matmul_8x64x32_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_64xf32(dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<64 x f32>
        llvm.func @main_dispatch_12_matmul_8x64x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %13 = llvm.mlir.poison : vector<16xf32>
          %14 = llvm.mlir.constant(7 : i64) : i64
          %15 = llvm.mlir.constant(6 : i64) : i64
          %16 = llvm.mlir.constant(5 : i64) : i64
          %17 = llvm.mlir.constant(3 : i64) : i64
          %18 = llvm.mlir.constant(2 : i64) : i64
          %19 = llvm.mlir.constant(1 : i64) : i64
          %20 = llvm.mlir.constant(0 : i64) : i64
          %21 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %22 = llvm.mlir.constant(64 : i64) : i64
          %23 = llvm.mlir.constant(4 : i64) : i64
          %24 = llvm.mlir.constant(32 : i64) : i64
          %25 = llvm.getelementptr %11[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
          %26 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %27 = llvm.extractvalue %26[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %28 = llvm.load %27 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %9 ["align"(%28, %22 : !llvm.ptr, i64)] : i1
          %29 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %30 = llvm.extractvalue %29[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %31 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %32 = llvm.load %31 : !llvm.ptr -> !llvm.ptr
          %33 = llvm.getelementptr %32[16768] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%33, %22 : !llvm.ptr, i64)] : i1
          %34 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %35 = llvm.extractvalue %34[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %36 = llvm.getelementptr %35[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %37 = llvm.load %36 : !llvm.ptr -> !llvm.ptr
          %38 = llvm.getelementptr %37[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%38, %22 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%20 : i64)
        ^bb1(%39: i64):  // 2 preds: ^bb0, ^bb4
          %40 = llvm.icmp "slt" %39, %22 : i64
          llvm.cond_br %40, ^bb2(%20, %21 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%41: i64, %42: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %43 = llvm.icmp "slt" %41, %24 : i64
          llvm.cond_br %43, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %44 = llvm.mul %39, %24 : i64
          %45 = llvm.add %44, %41 : i64
          %46 = llvm.getelementptr %33[%45] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %47 = llvm.load %46 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %48 = llvm.add %39, %19 : i64
          %49 = llvm.mul %48, %24 : i64
          %50 = llvm.add %49, %41 : i64
          %51 = llvm.getelementptr %33[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %52 = llvm.load %51 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %53 = llvm.add %39, %18 : i64
          %54 = llvm.mul %53, %24 : i64
          %55 = llvm.add %54, %41 : i64
          %56 = llvm.getelementptr %33[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %57 = llvm.load %56 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %58 = llvm.add %39, %17 : i64
          %59 = llvm.mul %58, %24 : i64
          %60 = llvm.add %59, %41 : i64
          %61 = llvm.getelementptr %33[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %62 = llvm.load %61 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %63 = llvm.extractelement %47[%20 : i64] : vector<4xf32>
          %64 = llvm.extractelement %47[%19 : i64] : vector<4xf32>
          %65 = llvm.extractelement %47[%18 : i64] : vector<4xf32>
          %66 = llvm.extractelement %47[%17 : i64] : vector<4xf32>
          %67 = llvm.extractelement %52[%20 : i64] : vector<4xf32>
          %68 = llvm.extractelement %52[%19 : i64] : vector<4xf32>
          %69 = llvm.extractelement %52[%18 : i64] : vector<4xf32>
          %70 = llvm.extractelement %52[%17 : i64] : vector<4xf32>
          %71 = llvm.extractelement %57[%20 : i64] : vector<4xf32>
          %72 = llvm.extractelement %57[%19 : i64] : vector<4xf32>
          %73 = llvm.extractelement %57[%18 : i64] : vector<4xf32>
          %74 = llvm.extractelement %57[%17 : i64] : vector<4xf32>
          %75 = llvm.extractelement %62[%20 : i64] : vector<4xf32>
          %76 = llvm.extractelement %62[%19 : i64] : vector<4xf32>
          %77 = llvm.extractelement %62[%18 : i64] : vector<4xf32>
          %78 = llvm.extractelement %62[%17 : i64] : vector<4xf32>
          %79 = llvm.insertelement %63, %13[%20 : i64] : vector<16xf32>
          %80 = llvm.insertelement %64, %79[%19 : i64] : vector<16xf32>
          %81 = llvm.insertelement %65, %80[%18 : i64] : vector<16xf32>
          %82 = llvm.insertelement %66, %81[%17 : i64] : vector<16xf32>
          %83 = llvm.insertelement %67, %82[%23 : i64] : vector<16xf32>
          %84 = llvm.insertelement %68, %83[%16 : i64] : vector<16xf32>
          %85 = llvm.insertelement %69, %84[%15 : i64] : vector<16xf32>
          %86 = llvm.insertelement %70, %85[%14 : i64] : vector<16xf32>
          %87 = llvm.insertelement %71, %86[%10 : i64] : vector<16xf32>
          %88 = llvm.insertelement %72, %87[%8 : i64] : vector<16xf32>
          %89 = llvm.insertelement %73, %88[%7 : i64] : vector<16xf32>
          %90 = llvm.insertelement %74, %89[%6 : i64] : vector<16xf32>
          %91 = llvm.insertelement %75, %90[%5 : i64] : vector<16xf32>
          %92 = llvm.insertelement %76, %91[%4 : i64] : vector<16xf32>
          %93 = llvm.insertelement %77, %92[%3 : i64] : vector<16xf32>
          %94 = llvm.insertelement %78, %93[%2 : i64] : vector<16xf32>
          %95 = llvm.shufflevector %94, %13 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %96 = llvm.shufflevector %95, %95 [0, 1, 2, 3] : vector<16xf32>
          %97 = llvm.shufflevector %95, %95 [4, 5, 6, 7] : vector<16xf32>
          %98 = llvm.shufflevector %95, %95 [8, 9, 10, 11] : vector<16xf32>
          %99 = llvm.shufflevector %95, %95 [12, 13, 14, 15] : vector<16xf32>
          %100 = llvm.mul %20, %24 overflow<nsw, nuw> : i64
          %101 = llvm.add %100, %41 overflow<nsw, nuw> : i64
          %102 = llvm.getelementptr inbounds|nuw %28[%101] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %103 = llvm.load %102 : !llvm.ptr -> f32
          %104 = llvm.insertelement %103, %1[%0 : i32] : vector<4xf32>
          %105 = llvm.shufflevector %104, %1 [0, 0, 0, 0] : vector<4xf32>
          %106 = llvm.extractvalue %42[0] : !llvm.array<8 x vector<4xf32>>
          %107 = llvm.intr.fmuladd(%105, %96, %106) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %108 = llvm.mul %19, %24 overflow<nsw, nuw> : i64
          %109 = llvm.add %108, %41 overflow<nsw, nuw> : i64
          %110 = llvm.getelementptr inbounds|nuw %28[%109] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %111 = llvm.load %110 : !llvm.ptr -> f32
          %112 = llvm.insertelement %111, %1[%0 : i32] : vector<4xf32>
          %113 = llvm.shufflevector %112, %1 [0, 0, 0, 0] : vector<4xf32>
          %114 = llvm.extractvalue %42[1] : !llvm.array<8 x vector<4xf32>>
          %115 = llvm.intr.fmuladd(%113, %96, %114) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %116 = llvm.mul %18, %24 overflow<nsw, nuw> : i64
          %117 = llvm.add %116, %41 overflow<nsw, nuw> : i64
          %118 = llvm.getelementptr inbounds|nuw %28[%117] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %119 = llvm.load %118 : !llvm.ptr -> f32
          %120 = llvm.insertelement %119, %1[%0 : i32] : vector<4xf32>
          %121 = llvm.shufflevector %120, %1 [0, 0, 0, 0] : vector<4xf32>
          %122 = llvm.extractvalue %42[2] : !llvm.array<8 x vector<4xf32>>
          %123 = llvm.intr.fmuladd(%121, %96, %122) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %124 = llvm.mul %17, %24 overflow<nsw, nuw> : i64
          %125 = llvm.add %124, %41 overflow<nsw, nuw> : i64
          %126 = llvm.getelementptr inbounds|nuw %28[%125] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %127 = llvm.load %126 : !llvm.ptr -> f32
          %128 = llvm.insertelement %127, %1[%0 : i32] : vector<4xf32>
          %129 = llvm.shufflevector %128, %1 [0, 0, 0, 0] : vector<4xf32>
          %130 = llvm.extractvalue %42[3] : !llvm.array<8 x vector<4xf32>>
          %131 = llvm.intr.fmuladd(%129, %96, %130) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %132 = llvm.mul %23, %24 overflow<nsw, nuw> : i64
          %133 = llvm.add %132, %41 overflow<nsw, nuw> : i64
          %134 = llvm.getelementptr inbounds|nuw %28[%133] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %135 = llvm.load %134 : !llvm.ptr -> f32
          %136 = llvm.insertelement %135, %1[%0 : i32] : vector<4xf32>
          %137 = llvm.shufflevector %136, %1 [0, 0, 0, 0] : vector<4xf32>
          %138 = llvm.extractvalue %42[4] : !llvm.array<8 x vector<4xf32>>
          %139 = llvm.intr.fmuladd(%137, %96, %138) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %140 = llvm.mul %16, %24 overflow<nsw, nuw> : i64
          %141 = llvm.add %140, %41 overflow<nsw, nuw> : i64
          %142 = llvm.getelementptr inbounds|nuw %28[%141] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %143 = llvm.load %142 : !llvm.ptr -> f32
          %144 = llvm.insertelement %143, %1[%0 : i32] : vector<4xf32>
          %145 = llvm.shufflevector %144, %1 [0, 0, 0, 0] : vector<4xf32>
          %146 = llvm.extractvalue %42[5] : !llvm.array<8 x vector<4xf32>>
          %147 = llvm.intr.fmuladd(%145, %96, %146) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %148 = llvm.mul %15, %24 overflow<nsw, nuw> : i64
          %149 = llvm.add %148, %41 overflow<nsw, nuw> : i64
          %150 = llvm.getelementptr inbounds|nuw %28[%149] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %151 = llvm.load %150 : !llvm.ptr -> f32
          %152 = llvm.insertelement %151, %1[%0 : i32] : vector<4xf32>
          %153 = llvm.shufflevector %152, %1 [0, 0, 0, 0] : vector<4xf32>
          %154 = llvm.extractvalue %42[6] : !llvm.array<8 x vector<4xf32>>
          %155 = llvm.intr.fmuladd(%153, %96, %154) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %156 = llvm.mul %14, %24 overflow<nsw, nuw> : i64
          %157 = llvm.add %156, %41 overflow<nsw, nuw> : i64
          %158 = llvm.getelementptr inbounds|nuw %28[%157] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %159 = llvm.load %158 : !llvm.ptr -> f32
          %160 = llvm.insertelement %159, %1[%0 : i32] : vector<4xf32>
          %161 = llvm.shufflevector %160, %1 [0, 0, 0, 0] : vector<4xf32>
          %162 = llvm.extractvalue %42[7] : !llvm.array<8 x vector<4xf32>>
          %163 = llvm.intr.fmuladd(%161, %96, %162) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %164 = llvm.add %41, %19 : i64
          %165 = llvm.add %100, %164 overflow<nsw, nuw> : i64
          %166 = llvm.getelementptr inbounds|nuw %28[%165] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %167 = llvm.load %166 : !llvm.ptr -> f32
          %168 = llvm.insertelement %167, %1[%0 : i32] : vector<4xf32>
          %169 = llvm.shufflevector %168, %1 [0, 0, 0, 0] : vector<4xf32>
          %170 = llvm.intr.fmuladd(%169, %97, %107) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %171 = llvm.add %108, %164 overflow<nsw, nuw> : i64
          %172 = llvm.getelementptr inbounds|nuw %28[%171] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %173 = llvm.load %172 : !llvm.ptr -> f32
          %174 = llvm.insertelement %173, %1[%0 : i32] : vector<4xf32>
          %175 = llvm.shufflevector %174, %1 [0, 0, 0, 0] : vector<4xf32>
          %176 = llvm.intr.fmuladd(%175, %97, %115) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %177 = llvm.add %116, %164 overflow<nsw, nuw> : i64
          %178 = llvm.getelementptr inbounds|nuw %28[%177] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %179 = llvm.load %178 : !llvm.ptr -> f32
          %180 = llvm.insertelement %179, %1[%0 : i32] : vector<4xf32>
          %181 = llvm.shufflevector %180, %1 [0, 0, 0, 0] : vector<4xf32>
          %182 = llvm.intr.fmuladd(%181, %97, %123) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %183 = llvm.add %124, %164 overflow<nsw, nuw> : i64
          %184 = llvm.getelementptr inbounds|nuw %28[%183] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %185 = llvm.load %184 : !llvm.ptr -> f32
          %186 = llvm.insertelement %185, %1[%0 : i32] : vector<4xf32>
          %187 = llvm.shufflevector %186, %1 [0, 0, 0, 0] : vector<4xf32>
          %188 = llvm.intr.fmuladd(%187, %97, %131) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %189 = llvm.add %132, %164 overflow<nsw, nuw> : i64
          %190 = llvm.getelementptr inbounds|nuw %28[%189] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %191 = llvm.load %190 : !llvm.ptr -> f32
          %192 = llvm.insertelement %191, %1[%0 : i32] : vector<4xf32>
          %193 = llvm.shufflevector %192, %1 [0, 0, 0, 0] : vector<4xf32>
          %194 = llvm.intr.fmuladd(%193, %97, %139) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %195 = llvm.add %140, %164 overflow<nsw, nuw> : i64
          %196 = llvm.getelementptr inbounds|nuw %28[%195] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %197 = llvm.load %196 : !llvm.ptr -> f32
          %198 = llvm.insertelement %197, %1[%0 : i32] : vector<4xf32>
          %199 = llvm.shufflevector %198, %1 [0, 0, 0, 0] : vector<4xf32>
          %200 = llvm.intr.fmuladd(%199, %97, %147) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %201 = llvm.add %148, %164 overflow<nsw, nuw> : i64
          %202 = llvm.getelementptr inbounds|nuw %28[%201] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %203 = llvm.load %202 : !llvm.ptr -> f32
          %204 = llvm.insertelement %203, %1[%0 : i32] : vector<4xf32>
          %205 = llvm.shufflevector %204, %1 [0, 0, 0, 0] : vector<4xf32>
          %206 = llvm.intr.fmuladd(%205, %97, %155) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %207 = llvm.add %156, %164 overflow<nsw, nuw> : i64
          %208 = llvm.getelementptr inbounds|nuw %28[%207] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %209 = llvm.load %208 : !llvm.ptr -> f32
          %210 = llvm.insertelement %209, %1[%0 : i32] : vector<4xf32>
          %211 = llvm.shufflevector %210, %1 [0, 0, 0, 0] : vector<4xf32>
          %212 = llvm.intr.fmuladd(%211, %97, %163) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %213 = llvm.add %41, %18 : i64
          %214 = llvm.add %100, %213 overflow<nsw, nuw> : i64
          %215 = llvm.getelementptr inbounds|nuw %28[%214] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %216 = llvm.load %215 : !llvm.ptr -> f32
          %217 = llvm.insertelement %216, %1[%0 : i32] : vector<4xf32>
          %218 = llvm.shufflevector %217, %1 [0, 0, 0, 0] : vector<4xf32>
          %219 = llvm.intr.fmuladd(%218, %98, %170) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %220 = llvm.add %108, %213 overflow<nsw, nuw> : i64
          %221 = llvm.getelementptr inbounds|nuw %28[%220] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %222 = llvm.load %221 : !llvm.ptr -> f32
          %223 = llvm.insertelement %222, %1[%0 : i32] : vector<4xf32>
          %224 = llvm.shufflevector %223, %1 [0, 0, 0, 0] : vector<4xf32>
          %225 = llvm.intr.fmuladd(%224, %98, %176) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %226 = llvm.add %116, %213 overflow<nsw, nuw> : i64
          %227 = llvm.getelementptr inbounds|nuw %28[%226] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %228 = llvm.load %227 : !llvm.ptr -> f32
          %229 = llvm.insertelement %228, %1[%0 : i32] : vector<4xf32>
          %230 = llvm.shufflevector %229, %1 [0, 0, 0, 0] : vector<4xf32>
          %231 = llvm.intr.fmuladd(%230, %98, %182) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %232 = llvm.add %124, %213 overflow<nsw, nuw> : i64
          %233 = llvm.getelementptr inbounds|nuw %28[%232] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %234 = llvm.load %233 : !llvm.ptr -> f32
          %235 = llvm.insertelement %234, %1[%0 : i32] : vector<4xf32>
          %236 = llvm.shufflevector %235, %1 [0, 0, 0, 0] : vector<4xf32>
          %237 = llvm.intr.fmuladd(%236, %98, %188) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %238 = llvm.add %132, %213 overflow<nsw, nuw> : i64
          %239 = llvm.getelementptr inbounds|nuw %28[%238] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %240 = llvm.load %239 : !llvm.ptr -> f32
          %241 = llvm.insertelement %240, %1[%0 : i32] : vector<4xf32>
          %242 = llvm.shufflevector %241, %1 [0, 0, 0, 0] : vector<4xf32>
          %243 = llvm.intr.fmuladd(%242, %98, %194) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %244 = llvm.add %140, %213 overflow<nsw, nuw> : i64
          %245 = llvm.getelementptr inbounds|nuw %28[%244] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %246 = llvm.load %245 : !llvm.ptr -> f32
          %247 = llvm.insertelement %246, %1[%0 : i32] : vector<4xf32>
          %248 = llvm.shufflevector %247, %1 [0, 0, 0, 0] : vector<4xf32>
          %249 = llvm.intr.fmuladd(%248, %98, %200) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %250 = llvm.add %148, %213 overflow<nsw, nuw> : i64
          %251 = llvm.getelementptr inbounds|nuw %28[%250] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %252 = llvm.load %251 : !llvm.ptr -> f32
          %253 = llvm.insertelement %252, %1[%0 : i32] : vector<4xf32>
          %254 = llvm.shufflevector %253, %1 [0, 0, 0, 0] : vector<4xf32>
          %255 = llvm.intr.fmuladd(%254, %98, %206) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %256 = llvm.add %156, %213 overflow<nsw, nuw> : i64
          %257 = llvm.getelementptr inbounds|nuw %28[%256] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %258 = llvm.load %257 : !llvm.ptr -> f32
          %259 = llvm.insertelement %258, %1[%0 : i32] : vector<4xf32>
          %260 = llvm.shufflevector %259, %1 [0, 0, 0, 0] : vector<4xf32>
          %261 = llvm.intr.fmuladd(%260, %98, %212) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %262 = llvm.add %41, %17 : i64
          %263 = llvm.add %100, %262 overflow<nsw, nuw> : i64
          %264 = llvm.getelementptr inbounds|nuw %28[%263] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %265 = llvm.load %264 : !llvm.ptr -> f32
          %266 = llvm.insertelement %265, %1[%0 : i32] : vector<4xf32>
          %267 = llvm.shufflevector %266, %1 [0, 0, 0, 0] : vector<4xf32>
          %268 = llvm.intr.fmuladd(%267, %99, %219) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %269 = llvm.add %108, %262 overflow<nsw, nuw> : i64
          %270 = llvm.getelementptr inbounds|nuw %28[%269] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %271 = llvm.load %270 : !llvm.ptr -> f32
          %272 = llvm.insertelement %271, %1[%0 : i32] : vector<4xf32>
          %273 = llvm.shufflevector %272, %1 [0, 0, 0, 0] : vector<4xf32>
          %274 = llvm.intr.fmuladd(%273, %99, %225) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %275 = llvm.add %116, %262 overflow<nsw, nuw> : i64
          %276 = llvm.getelementptr inbounds|nuw %28[%275] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %277 = llvm.load %276 : !llvm.ptr -> f32
          %278 = llvm.insertelement %277, %1[%0 : i32] : vector<4xf32>
          %279 = llvm.shufflevector %278, %1 [0, 0, 0, 0] : vector<4xf32>
          %280 = llvm.intr.fmuladd(%279, %99, %231) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %281 = llvm.add %124, %262 overflow<nsw, nuw> : i64
          %282 = llvm.getelementptr inbounds|nuw %28[%281] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %283 = llvm.load %282 : !llvm.ptr -> f32
          %284 = llvm.insertelement %283, %1[%0 : i32] : vector<4xf32>
          %285 = llvm.shufflevector %284, %1 [0, 0, 0, 0] : vector<4xf32>
          %286 = llvm.intr.fmuladd(%285, %99, %237) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %287 = llvm.add %132, %262 overflow<nsw, nuw> : i64
          %288 = llvm.getelementptr inbounds|nuw %28[%287] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %289 = llvm.load %288 : !llvm.ptr -> f32
          %290 = llvm.insertelement %289, %1[%0 : i32] : vector<4xf32>
          %291 = llvm.shufflevector %290, %1 [0, 0, 0, 0] : vector<4xf32>
          %292 = llvm.intr.fmuladd(%291, %99, %243) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %293 = llvm.add %140, %262 overflow<nsw, nuw> : i64
          %294 = llvm.getelementptr inbounds|nuw %28[%293] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %295 = llvm.load %294 : !llvm.ptr -> f32
          %296 = llvm.insertelement %295, %1[%0 : i32] : vector<4xf32>
          %297 = llvm.shufflevector %296, %1 [0, 0, 0, 0] : vector<4xf32>
          %298 = llvm.intr.fmuladd(%297, %99, %249) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %299 = llvm.add %148, %262 overflow<nsw, nuw> : i64
          %300 = llvm.getelementptr inbounds|nuw %28[%299] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %301 = llvm.load %300 : !llvm.ptr -> f32
          %302 = llvm.insertelement %301, %1[%0 : i32] : vector<4xf32>
          %303 = llvm.shufflevector %302, %1 [0, 0, 0, 0] : vector<4xf32>
          %304 = llvm.intr.fmuladd(%303, %99, %255) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %305 = llvm.add %156, %262 overflow<nsw, nuw> : i64
          %306 = llvm.getelementptr inbounds|nuw %28[%305] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %307 = llvm.load %306 : !llvm.ptr -> f32
          %308 = llvm.insertelement %307, %1[%0 : i32] : vector<4xf32>
          %309 = llvm.shufflevector %308, %1 [0, 0, 0, 0] : vector<4xf32>
          %310 = llvm.intr.fmuladd(%309, %99, %261) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %311 = llvm.insertvalue %268, %12[0] : !llvm.array<8 x vector<4xf32>>
          %312 = llvm.insertvalue %274, %311[1] : !llvm.array<8 x vector<4xf32>>
          %313 = llvm.insertvalue %280, %312[2] : !llvm.array<8 x vector<4xf32>>
          %314 = llvm.insertvalue %286, %313[3] : !llvm.array<8 x vector<4xf32>>
          %315 = llvm.insertvalue %292, %314[4] : !llvm.array<8 x vector<4xf32>>
          %316 = llvm.insertvalue %298, %315[5] : !llvm.array<8 x vector<4xf32>>
          %317 = llvm.insertvalue %304, %316[6] : !llvm.array<8 x vector<4xf32>>
          %318 = llvm.insertvalue %310, %317[7] : !llvm.array<8 x vector<4xf32>>
          %319 = llvm.add %41, %23 : i64
          llvm.br ^bb2(%319, %318 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %320 = llvm.getelementptr %25[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %321 = llvm.load %320 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %322 = llvm.extractvalue %42[0] : !llvm.array<8 x vector<4xf32>>
          %323 = llvm.fadd %322, %321 fastmath<contract> : vector<4xf32>
          %324 = llvm.extractvalue %42[1] : !llvm.array<8 x vector<4xf32>>
          %325 = llvm.fadd %324, %321 fastmath<contract> : vector<4xf32>
          %326 = llvm.extractvalue %42[2] : !llvm.array<8 x vector<4xf32>>
          %327 = llvm.fadd %326, %321 fastmath<contract> : vector<4xf32>
          %328 = llvm.extractvalue %42[3] : !llvm.array<8 x vector<4xf32>>
          %329 = llvm.fadd %328, %321 fastmath<contract> : vector<4xf32>
          %330 = llvm.extractvalue %42[4] : !llvm.array<8 x vector<4xf32>>
          %331 = llvm.fadd %330, %321 fastmath<contract> : vector<4xf32>
          %332 = llvm.extractvalue %42[5] : !llvm.array<8 x vector<4xf32>>
          %333 = llvm.fadd %332, %321 fastmath<contract> : vector<4xf32>
          %334 = llvm.extractvalue %42[6] : !llvm.array<8 x vector<4xf32>>
          %335 = llvm.fadd %334, %321 fastmath<contract> : vector<4xf32>
          %336 = llvm.extractvalue %42[7] : !llvm.array<8 x vector<4xf32>>
          %337 = llvm.fadd %336, %321 fastmath<contract> : vector<4xf32>
          %338 = llvm.extractvalue %21[0] : !llvm.array<8 x vector<4xf32>>
          %339 = llvm.fcmp "ugt" %323, %338 : vector<4xf32>
          %340 = llvm.extractvalue %21[1] : !llvm.array<8 x vector<4xf32>>
          %341 = llvm.fcmp "ugt" %325, %340 : vector<4xf32>
          %342 = llvm.extractvalue %21[2] : !llvm.array<8 x vector<4xf32>>
          %343 = llvm.fcmp "ugt" %327, %342 : vector<4xf32>
          %344 = llvm.extractvalue %21[3] : !llvm.array<8 x vector<4xf32>>
          %345 = llvm.fcmp "ugt" %329, %344 : vector<4xf32>
          %346 = llvm.extractvalue %21[4] : !llvm.array<8 x vector<4xf32>>
          %347 = llvm.fcmp "ugt" %331, %346 : vector<4xf32>
          %348 = llvm.extractvalue %21[5] : !llvm.array<8 x vector<4xf32>>
          %349 = llvm.fcmp "ugt" %333, %348 : vector<4xf32>
          %350 = llvm.extractvalue %21[6] : !llvm.array<8 x vector<4xf32>>
          %351 = llvm.fcmp "ugt" %335, %350 : vector<4xf32>
          %352 = llvm.extractvalue %21[7] : !llvm.array<8 x vector<4xf32>>
          %353 = llvm.fcmp "ugt" %337, %352 : vector<4xf32>
          %354 = llvm.select %339, %323, %338 : vector<4xi1>, vector<4xf32>
          %355 = llvm.select %341, %325, %340 : vector<4xi1>, vector<4xf32>
          %356 = llvm.select %343, %327, %342 : vector<4xi1>, vector<4xf32>
          %357 = llvm.select %345, %329, %344 : vector<4xi1>, vector<4xf32>
          %358 = llvm.select %347, %331, %346 : vector<4xi1>, vector<4xf32>
          %359 = llvm.select %349, %333, %348 : vector<4xi1>, vector<4xf32>
          %360 = llvm.select %351, %335, %350 : vector<4xi1>, vector<4xf32>
          %361 = llvm.select %353, %337, %352 : vector<4xi1>, vector<4xf32>
          %362 = llvm.mul %20, %22 : i64
          %363 = llvm.add %362, %39 : i64
          %364 = llvm.getelementptr %38[%363] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %354, %364 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %365 = llvm.mul %19, %22 : i64
          %366 = llvm.add %365, %39 : i64
          %367 = llvm.getelementptr %38[%366] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %355, %367 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %368 = llvm.mul %18, %22 : i64
          %369 = llvm.add %368, %39 : i64
          %370 = llvm.getelementptr %38[%369] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %356, %370 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %371 = llvm.mul %17, %22 : i64
          %372 = llvm.add %371, %39 : i64
          %373 = llvm.getelementptr %38[%372] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %357, %373 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %374 = llvm.mul %23, %22 : i64
          %375 = llvm.add %374, %39 : i64
          %376 = llvm.getelementptr %38[%375] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %358, %376 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %377 = llvm.mul %16, %22 : i64
          %378 = llvm.add %377, %39 : i64
          %379 = llvm.getelementptr %38[%378] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %359, %379 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %380 = llvm.mul %15, %22 : i64
          %381 = llvm.add %380, %39 : i64
          %382 = llvm.getelementptr %38[%381] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %360, %382 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %383 = llvm.mul %14, %22 : i64
          %384 = llvm.add %383, %39 : i64
          %385 = llvm.getelementptr %38[%384] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %361, %385 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %386 = llvm.add %39, %23 : i64
          llvm.br ^bb1(%386 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_13 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_13_matmul_8x32x64_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_13_matmul_8x32x64_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %29 = llvm.getelementptr %28[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%29, %24 : !llvm.ptr, i64)] : i1
          %30 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %31 = llvm.extractvalue %30[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %32 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %33 = llvm.load %32 : !llvm.ptr -> !llvm.ptr
          %34 = llvm.getelementptr %33[24960] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %9 ["align"(%34, %24 : !llvm.ptr, i64)] : i1
          %35 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %36 = llvm.extractvalue %35[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %37 = llvm.load %36 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %9 ["align"(%37, %24 : !llvm.ptr, i64)] : i1
          %38 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %39 = llvm.extractvalue %38[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %40 = llvm.getelementptr %39[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %41 = llvm.load %40 : !llvm.ptr -> !llvm.ptr
          %42 = llvm.getelementptr %41[3072] : (!llvm.ptr) -> !llvm.ptr, i8
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
          %324 = llvm.mul %20, %22 : i64
          %325 = llvm.add %324, %43 : i64
          %326 = llvm.getelementptr %37[%325] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %327 = llvm.load %326 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %328 = llvm.mul %19, %22 : i64
          %329 = llvm.add %328, %43 : i64
          %330 = llvm.getelementptr %37[%329] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %331 = llvm.load %330 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %332 = llvm.mul %18, %22 : i64
          %333 = llvm.add %332, %43 : i64
          %334 = llvm.getelementptr %37[%333] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %335 = llvm.load %334 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %336 = llvm.mul %17, %22 : i64
          %337 = llvm.add %336, %43 : i64
          %338 = llvm.getelementptr %37[%337] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %339 = llvm.load %338 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %340 = llvm.mul %23, %22 : i64
          %341 = llvm.add %340, %43 : i64
          %342 = llvm.getelementptr %37[%341] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %343 = llvm.load %342 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %344 = llvm.mul %16, %22 : i64
          %345 = llvm.add %344, %43 : i64
          %346 = llvm.getelementptr %37[%345] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %347 = llvm.load %346 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %348 = llvm.mul %15, %22 : i64
          %349 = llvm.add %348, %43 : i64
          %350 = llvm.getelementptr %37[%349] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %351 = llvm.load %350 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %352 = llvm.mul %14, %22 : i64
          %353 = llvm.add %352, %43 : i64
          %354 = llvm.getelementptr %37[%353] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %355 = llvm.load %354 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %356 = llvm.getelementptr %25[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %357 = llvm.load %356 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %358 = llvm.extractvalue %46[0] : !llvm.array<8 x vector<4xf32>>
          %359 = llvm.fadd %358, %357 fastmath<contract> : vector<4xf32>
          %360 = llvm.extractvalue %46[1] : !llvm.array<8 x vector<4xf32>>
          %361 = llvm.fadd %360, %357 fastmath<contract> : vector<4xf32>
          %362 = llvm.extractvalue %46[2] : !llvm.array<8 x vector<4xf32>>
          %363 = llvm.fadd %362, %357 fastmath<contract> : vector<4xf32>
          %364 = llvm.extractvalue %46[3] : !llvm.array<8 x vector<4xf32>>
          %365 = llvm.fadd %364, %357 fastmath<contract> : vector<4xf32>
          %366 = llvm.extractvalue %46[4] : !llvm.array<8 x vector<4xf32>>
          %367 = llvm.fadd %366, %357 fastmath<contract> : vector<4xf32>
          %368 = llvm.extractvalue %46[5] : !llvm.array<8 x vector<4xf32>>
          %369 = llvm.fadd %368, %357 fastmath<contract> : vector<4xf32>
          %370 = llvm.extractvalue %46[6] : !llvm.array<8 x vector<4xf32>>
          %371 = llvm.fadd %370, %357 fastmath<contract> : vector<4xf32>
          %372 = llvm.extractvalue %46[7] : !llvm.array<8 x vector<4xf32>>
          %373 = llvm.fadd %372, %357 fastmath<contract> : vector<4xf32>
          %374 = llvm.fadd %327, %359 fastmath<contract> : vector<4xf32>
          %375 = llvm.fadd %331, %361 fastmath<contract> : vector<4xf32>
          %376 = llvm.fadd %335, %363 fastmath<contract> : vector<4xf32>
          %377 = llvm.fadd %339, %365 fastmath<contract> : vector<4xf32>
          %378 = llvm.fadd %343, %367 fastmath<contract> : vector<4xf32>
          %379 = llvm.fadd %347, %369 fastmath<contract> : vector<4xf32>
          %380 = llvm.fadd %351, %371 fastmath<contract> : vector<4xf32>
          %381 = llvm.fadd %355, %373 fastmath<contract> : vector<4xf32>
          %382 = llvm.getelementptr %42[%325] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %374, %382 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %383 = llvm.getelementptr %42[%329] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %375, %383 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %384 = llvm.getelementptr %42[%333] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %376, %384 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %385 = llvm.getelementptr %42[%337] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %377, %385 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %386 = llvm.getelementptr %42[%341] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %378, %386 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %387 = llvm.getelementptr %42[%345] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %379, %387 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %388 = llvm.getelementptr %42[%349] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %380, %388 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %389 = llvm.getelementptr %42[%353] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %381, %389 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %390 = llvm.add %43, %23 : i64
          llvm.br ^bb1(%390 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_15 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_15_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32_0(dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_15_reduction_8x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %12 = llvm.mlir.constant(dense<9.99999974E-6> : vector<1xf32>) : vector<1xf32>
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
          llvm.intr.assume %5 ["align"(%22, %4 : !llvm.ptr, i64)] : i1
          %23 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %24 = llvm.extractvalue %23[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %25 = llvm.zext %24 : i32 to i64
          llvm.br ^bb1(%13, %10 : i64, vector<1xf32>)
        ^bb1(%26: i64, %27: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
          %28 = llvm.icmp "slt" %26, %8 : i64
          llvm.cond_br %28, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %29 = llvm.mul %25, %8 : i64
          %30 = llvm.add %29, %26 : i64
          %31 = llvm.getelementptr %18[%30] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %32 = llvm.load %31 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %33 = llvm.extractelement %27[%13 : i64] : vector<1xf32>
          %34 = llvm.fmul %32, %32 fastmath<contract> : vector<4xf32>
          %35 = llvm.intr.vector.reduce.fadd(%33, %34) : (f32, vector<4xf32>) -> f32
          %36 = llvm.insertelement %35, %3[%2 : i32] : vector<1xf32>
          %37 = llvm.add %26, %9 : i64
          llvm.br ^bb1(%37, %36 : i64, vector<1xf32>)
        ^bb3:  // pred: ^bb1
          %38 = llvm.fdiv %27, %11 : vector<1xf32>
          %39 = llvm.fadd %38, %12 fastmath<contract> : vector<1xf32>
          %40 = llvm.intr.sqrt(%39) : (vector<1xf32>) -> vector<1xf32>
          %41 = llvm.fdiv %1, %40 : vector<1xf32>
          llvm.br ^bb4(%13 : i64)
        ^bb4(%42: i64):  // 2 preds: ^bb3, ^bb5
          %43 = llvm.icmp "slt" %42, %8 : i64
          llvm.cond_br %43, ^bb5, ^bb6
        ^bb5:  // pred: ^bb4
          %44 = llvm.mul %25, %8 : i64
          %45 = llvm.add %44, %42 : i64
          %46 = llvm.getelementptr %18[%45] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %47 = llvm.load %46 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %48 = llvm.getelementptr %15[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %49 = llvm.load %48 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %50 = llvm.getelementptr %14[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %51 = llvm.load %50 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %52 = llvm.extractelement %41[%13 : i64] : vector<1xf32>
          %53 = llvm.insertelement %52, %0[%2 : i32] : vector<4xf32>
          %54 = llvm.shufflevector %53, %0 [0, 0, 0, 0] : vector<4xf32>
          %55 = llvm.fmul %47, %54 fastmath<contract> : vector<4xf32>
          %56 = llvm.fmul %55, %49 fastmath<contract> : vector<4xf32>
          %57 = llvm.fadd %56, %51 fastmath<contract> : vector<4xf32>
          %58 = llvm.getelementptr %22[%45] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %57, %58 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %59 = llvm.add %42, %9 : i64
          llvm.br ^bb4(%59 : i64)
        ^bb6:  // pred: ^bb4
          llvm.return %2 : i32
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
// irlower-stages: fx_graph=403c138b08c3 torch_mlir=f839db6a1054 linalg_on_tensors_mlir=894d706d5170 iree_input=54fd35a16a17 iree_abi=3f2c06b87528 iree_preprocessing=01700ec8c513 iree_global_optimization=4483a2292ab7 iree_dispatch_creation=10ac633422e8 iree_flow=8282dd4dba1c iree_stream=0972a640d373 iree_executable_sources=5b516f0b89c2
