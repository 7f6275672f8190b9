#composite_of_12288b = #util.composite<12288xi8, [
    dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>,
    dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>,
]>
#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#pipeline_layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#pipeline_layout1 = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#pipeline_layout2 = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
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
  hal.executable private @main_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_0_matmul_8x32x32_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_0_matmul_8x32x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %22 = llvm.mlir.constant(dense<0.420448184> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
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
          llvm.intr.assume %10 ["align"(%33, %9 : !llvm.ptr, i64)] : i1
          %34 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %35 = llvm.extractvalue %34[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %36 = llvm.getelementptr %35[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %37 = llvm.load %36 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %10 ["align"(%37, %9 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%21 : i64)
        ^bb1(%38: i64):  // 2 preds: ^bb0, ^bb4
          %39 = llvm.icmp "slt" %38, %25 : i64
          llvm.cond_br %39, ^bb2(%21, %23 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%40: i64, %41: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %42 = llvm.icmp "slt" %40, %25 : i64
          llvm.cond_br %42, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %43 = llvm.mul %38, %25 : i64
          %44 = llvm.add %43, %40 : i64
          %45 = llvm.getelementptr %33[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %46 = llvm.load %45 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %47 = llvm.add %38, %20 : i64
          %48 = llvm.mul %47, %25 : i64
          %49 = llvm.add %48, %40 : i64
          %50 = llvm.getelementptr %33[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %51 = llvm.load %50 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %52 = llvm.add %38, %19 : i64
          %53 = llvm.mul %52, %25 : i64
          %54 = llvm.add %53, %40 : i64
          %55 = llvm.getelementptr %33[%54] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %56 = llvm.load %55 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %57 = llvm.add %38, %18 : i64
          %58 = llvm.mul %57, %25 : i64
          %59 = llvm.add %58, %40 : i64
          %60 = llvm.getelementptr %33[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %61 = llvm.load %60 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %62 = llvm.extractelement %46[%21 : i64] : vector<4xf32>
          %63 = llvm.extractelement %46[%20 : i64] : vector<4xf32>
          %64 = llvm.extractelement %46[%19 : i64] : vector<4xf32>
          %65 = llvm.extractelement %46[%18 : i64] : vector<4xf32>
          %66 = llvm.extractelement %51[%21 : i64] : vector<4xf32>
          %67 = llvm.extractelement %51[%20 : i64] : vector<4xf32>
          %68 = llvm.extractelement %51[%19 : i64] : vector<4xf32>
          %69 = llvm.extractelement %51[%18 : i64] : vector<4xf32>
          %70 = llvm.extractelement %56[%21 : i64] : vector<4xf32>
          %71 = llvm.extractelement %56[%20 : i64] : vector<4xf32>
          %72 = llvm.extractelement %56[%19 : i64] : vector<4xf32>
          %73 = llvm.extractelement %56[%18 : i64] : vector<4xf32>
          %74 = llvm.extractelement %61[%21 : i64] : vector<4xf32>
          %75 = llvm.extractelement %61[%20 : i64] : vector<4xf32>
          %76 = llvm.extractelement %61[%19 : i64] : vector<4xf32>
          %77 = llvm.extractelement %61[%18 : i64] : vector<4xf32>
          %78 = llvm.insertelement %62, %14[%21 : i64] : vector<16xf32>
          %79 = llvm.insertelement %63, %78[%20 : i64] : vector<16xf32>
          %80 = llvm.insertelement %64, %79[%19 : i64] : vector<16xf32>
          %81 = llvm.insertelement %65, %80[%18 : i64] : vector<16xf32>
          %82 = llvm.insertelement %66, %81[%24 : i64] : vector<16xf32>
          %83 = llvm.insertelement %67, %82[%17 : i64] : vector<16xf32>
          %84 = llvm.insertelement %68, %83[%16 : i64] : vector<16xf32>
          %85 = llvm.insertelement %69, %84[%15 : i64] : vector<16xf32>
          %86 = llvm.insertelement %70, %85[%11 : i64] : vector<16xf32>
          %87 = llvm.insertelement %71, %86[%8 : i64] : vector<16xf32>
          %88 = llvm.insertelement %72, %87[%7 : i64] : vector<16xf32>
          %89 = llvm.insertelement %73, %88[%6 : i64] : vector<16xf32>
          %90 = llvm.insertelement %74, %89[%5 : i64] : vector<16xf32>
          %91 = llvm.insertelement %75, %90[%4 : i64] : vector<16xf32>
          %92 = llvm.insertelement %76, %91[%3 : i64] : vector<16xf32>
          %93 = llvm.insertelement %77, %92[%2 : i64] : vector<16xf32>
          %94 = llvm.shufflevector %93, %14 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %95 = llvm.shufflevector %94, %94 [0, 1, 2, 3] : vector<16xf32>
          %96 = llvm.shufflevector %94, %94 [4, 5, 6, 7] : vector<16xf32>
          %97 = llvm.shufflevector %94, %94 [8, 9, 10, 11] : vector<16xf32>
          %98 = llvm.shufflevector %94, %94 [12, 13, 14, 15] : vector<16xf32>
          %99 = llvm.mul %21, %25 overflow<nsw, nuw> : i64
          %100 = llvm.add %99, %40 overflow<nsw, nuw> : i64
          %101 = llvm.getelementptr inbounds|nuw %29[%100] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %102 = llvm.load %101 : !llvm.ptr -> f32
          %103 = llvm.insertelement %102, %1[%0 : i32] : vector<4xf32>
          %104 = llvm.shufflevector %103, %1 [0, 0, 0, 0] : vector<4xf32>
          %105 = llvm.extractvalue %41[0] : !llvm.array<8 x vector<4xf32>>
          %106 = llvm.intr.fmuladd(%104, %95, %105) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %107 = llvm.mul %20, %25 overflow<nsw, nuw> : i64
          %108 = llvm.add %107, %40 overflow<nsw, nuw> : i64
          %109 = llvm.getelementptr inbounds|nuw %29[%108] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %110 = llvm.load %109 : !llvm.ptr -> f32
          %111 = llvm.insertelement %110, %1[%0 : i32] : vector<4xf32>
          %112 = llvm.shufflevector %111, %1 [0, 0, 0, 0] : vector<4xf32>
          %113 = llvm.extractvalue %41[1] : !llvm.array<8 x vector<4xf32>>
          %114 = llvm.intr.fmuladd(%112, %95, %113) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %115 = llvm.mul %19, %25 overflow<nsw, nuw> : i64
          %116 = llvm.add %115, %40 overflow<nsw, nuw> : i64
          %117 = llvm.getelementptr inbounds|nuw %29[%116] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %118 = llvm.load %117 : !llvm.ptr -> f32
          %119 = llvm.insertelement %118, %1[%0 : i32] : vector<4xf32>
          %120 = llvm.shufflevector %119, %1 [0, 0, 0, 0] : vector<4xf32>
          %121 = llvm.extractvalue %41[2] : !llvm.array<8 x vector<4xf32>>
          %122 = llvm.intr.fmuladd(%120, %95, %121) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %123 = llvm.mul %18, %25 overflow<nsw, nuw> : i64
          %124 = llvm.add %123, %40 overflow<nsw, nuw> : i64
          %125 = llvm.getelementptr inbounds|nuw %29[%124] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %126 = llvm.load %125 : !llvm.ptr -> f32
          %127 = llvm.insertelement %126, %1[%0 : i32] : vector<4xf32>
          %128 = llvm.shufflevector %127, %1 [0, 0, 0, 0] : vector<4xf32>
          %129 = llvm.extractvalue %41[3] : !llvm.array<8 x vector<4xf32>>
          %130 = llvm.intr.fmuladd(%128, %95, %129) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %131 = llvm.mul %24, %25 overflow<nsw, nuw> : i64
          %132 = llvm.add %131, %40 overflow<nsw, nuw> : i64
          %133 = llvm.getelementptr inbounds|nuw %29[%132] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %134 = llvm.load %133 : !llvm.ptr -> f32
          %135 = llvm.insertelement %134, %1[%0 : i32] : vector<4xf32>
          %136 = llvm.shufflevector %135, %1 [0, 0, 0, 0] : vector<4xf32>
          %137 = llvm.extractvalue %41[4] : !llvm.array<8 x vector<4xf32>>
          %138 = llvm.intr.fmuladd(%136, %95, %137) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %139 = llvm.mul %17, %25 overflow<nsw, nuw> : i64
          %140 = llvm.add %139, %40 overflow<nsw, nuw> : i64
          %141 = llvm.getelementptr inbounds|nuw %29[%140] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %142 = llvm.load %141 : !llvm.ptr -> f32
          %143 = llvm.insertelement %142, %1[%0 : i32] : vector<4xf32>
          %144 = llvm.shufflevector %143, %1 [0, 0, 0, 0] : vector<4xf32>
          %145 = llvm.extractvalue %41[5] : !llvm.array<8 x vector<4xf32>>
          %146 = llvm.intr.fmuladd(%144, %95, %145) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %147 = llvm.mul %16, %25 overflow<nsw, nuw> : i64
          %148 = llvm.add %147, %40 overflow<nsw, nuw> : i64
          %149 = llvm.getelementptr inbounds|nuw %29[%148] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %150 = llvm.load %149 : !llvm.ptr -> f32
          %151 = llvm.insertelement %150, %1[%0 : i32] : vector<4xf32>
          %152 = llvm.shufflevector %151, %1 [0, 0, 0, 0] : vector<4xf32>
          %153 = llvm.extractvalue %41[6] : !llvm.array<8 x vector<4xf32>>
          %154 = llvm.intr.fmuladd(%152, %95, %153) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %155 = llvm.mul %15, %25 overflow<nsw, nuw> : i64
          %156 = llvm.add %155, %40 overflow<nsw, nuw> : i64
          %157 = llvm.getelementptr inbounds|nuw %29[%156] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %158 = llvm.load %157 : !llvm.ptr -> f32
          %159 = llvm.insertelement %158, %1[%0 : i32] : vector<4xf32>
          %160 = llvm.shufflevector %159, %1 [0, 0, 0, 0] : vector<4xf32>
          %161 = llvm.extractvalue %41[7] : !llvm.array<8 x vector<4xf32>>
          %162 = llvm.intr.fmuladd(%160, %95, %161) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %163 = llvm.add %40, %20 : i64
          %164 = llvm.add %99, %163 overflow<nsw, nuw> : i64
          %165 = llvm.getelementptr inbounds|nuw %29[%164] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %166 = llvm.load %165 : !llvm.ptr -> f32
          %167 = llvm.insertelement %166, %1[%0 : i32] : vector<4xf32>
          %168 = llvm.shufflevector %167, %1 [0, 0, 0, 0] : vector<4xf32>
          %169 = llvm.intr.fmuladd(%168, %96, %106) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %170 = llvm.add %107, %163 overflow<nsw, nuw> : i64
          %171 = llvm.getelementptr inbounds|nuw %29[%170] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %172 = llvm.load %171 : !llvm.ptr -> f32
          %173 = llvm.insertelement %172, %1[%0 : i32] : vector<4xf32>
          %174 = llvm.shufflevector %173, %1 [0, 0, 0, 0] : vector<4xf32>
          %175 = llvm.intr.fmuladd(%174, %96, %114) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %176 = llvm.add %115, %163 overflow<nsw, nuw> : i64
          %177 = llvm.getelementptr inbounds|nuw %29[%176] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %178 = llvm.load %177 : !llvm.ptr -> f32
          %179 = llvm.insertelement %178, %1[%0 : i32] : vector<4xf32>
          %180 = llvm.shufflevector %179, %1 [0, 0, 0, 0] : vector<4xf32>
          %181 = llvm.intr.fmuladd(%180, %96, %122) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %182 = llvm.add %123, %163 overflow<nsw, nuw> : i64
          %183 = llvm.getelementptr inbounds|nuw %29[%182] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %184 = llvm.load %183 : !llvm.ptr -> f32
          %185 = llvm.insertelement %184, %1[%0 : i32] : vector<4xf32>
          %186 = llvm.shufflevector %185, %1 [0, 0, 0, 0] : vector<4xf32>
          %187 = llvm.intr.fmuladd(%186, %96, %130) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %188 = llvm.add %131, %163 overflow<nsw, nuw> : i64
          %189 = llvm.getelementptr inbounds|nuw %29[%188] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %190 = llvm.load %189 : !llvm.ptr -> f32
          %191 = llvm.insertelement %190, %1[%0 : i32] : vector<4xf32>
          %192 = llvm.shufflevector %191, %1 [0, 0, 0, 0] : vector<4xf32>
          %193 = llvm.intr.fmuladd(%192, %96, %138) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %194 = llvm.add %139, %163 overflow<nsw, nuw> : i64
          %195 = llvm.getelementptr inbounds|nuw %29[%194] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %196 = llvm.load %195 : !llvm.ptr -> f32
          %197 = llvm.insertelement %196, %1[%0 : i32] : vector<4xf32>
          %198 = llvm.shufflevector %197, %1 [0, 0, 0, 0] : vector<4xf32>
          %199 = llvm.intr.fmuladd(%198, %96, %146) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %200 = llvm.add %147, %163 overflow<nsw, nuw> : i64
          %201 = llvm.getelementptr inbounds|nuw %29[%200] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %202 = llvm.load %201 : !llvm.ptr -> f32
          %203 = llvm.insertelement %202, %1[%0 : i32] : vector<4xf32>
          %204 = llvm.shufflevector %203, %1 [0, 0, 0, 0] : vector<4xf32>
          %205 = llvm.intr.fmuladd(%204, %96, %154) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %206 = llvm.add %155, %163 overflow<nsw, nuw> : i64
          %207 = llvm.getelementptr inbounds|nuw %29[%206] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %208 = llvm.load %207 : !llvm.ptr -> f32
          %209 = llvm.insertelement %208, %1[%0 : i32] : vector<4xf32>
          %210 = llvm.shufflevector %209, %1 [0, 0, 0, 0] : vector<4xf32>
          %211 = llvm.intr.fmuladd(%210, %96, %162) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %212 = llvm.add %40, %19 : i64
          %213 = llvm.add %99, %212 overflow<nsw, nuw> : i64
          %214 = llvm.getelementptr inbounds|nuw %29[%213] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %215 = llvm.load %214 : !llvm.ptr -> f32
          %216 = llvm.insertelement %215, %1[%0 : i32] : vector<4xf32>
          %217 = llvm.shufflevector %216, %1 [0, 0, 0, 0] : vector<4xf32>
          %218 = llvm.intr.fmuladd(%217, %97, %169) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %219 = llvm.add %107, %212 overflow<nsw, nuw> : i64
          %220 = llvm.getelementptr inbounds|nuw %29[%219] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %221 = llvm.load %220 : !llvm.ptr -> f32
          %222 = llvm.insertelement %221, %1[%0 : i32] : vector<4xf32>
          %223 = llvm.shufflevector %222, %1 [0, 0, 0, 0] : vector<4xf32>
          %224 = llvm.intr.fmuladd(%223, %97, %175) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %225 = llvm.add %115, %212 overflow<nsw, nuw> : i64
          %226 = llvm.getelementptr inbounds|nuw %29[%225] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %227 = llvm.load %226 : !llvm.ptr -> f32
          %228 = llvm.insertelement %227, %1[%0 : i32] : vector<4xf32>
          %229 = llvm.shufflevector %228, %1 [0, 0, 0, 0] : vector<4xf32>
          %230 = llvm.intr.fmuladd(%229, %97, %181) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %231 = llvm.add %123, %212 overflow<nsw, nuw> : i64
          %232 = llvm.getelementptr inbounds|nuw %29[%231] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %233 = llvm.load %232 : !llvm.ptr -> f32
          %234 = llvm.insertelement %233, %1[%0 : i32] : vector<4xf32>
          %235 = llvm.shufflevector %234, %1 [0, 0, 0, 0] : vector<4xf32>
          %236 = llvm.intr.fmuladd(%235, %97, %187) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %237 = llvm.add %131, %212 overflow<nsw, nuw> : i64
          %238 = llvm.getelementptr inbounds|nuw %29[%237] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %239 = llvm.load %238 : !llvm.ptr -> f32
          %240 = llvm.insertelement %239, %1[%0 : i32] : vector<4xf32>
          %241 = llvm.shufflevector %240, %1 [0, 0, 0, 0] : vector<4xf32>
          %242 = llvm.intr.fmuladd(%241, %97, %193) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %243 = llvm.add %139, %212 overflow<nsw, nuw> : i64
          %244 = llvm.getelementptr inbounds|nuw %29[%243] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %245 = llvm.load %244 : !llvm.ptr -> f32
          %246 = llvm.insertelement %245, %1[%0 : i32] : vector<4xf32>
          %247 = llvm.shufflevector %246, %1 [0, 0, 0, 0] : vector<4xf32>
          %248 = llvm.intr.fmuladd(%247, %97, %199) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %249 = llvm.add %147, %212 overflow<nsw, nuw> : i64
          %250 = llvm.getelementptr inbounds|nuw %29[%249] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %251 = llvm.load %250 : !llvm.ptr -> f32
          %252 = llvm.insertelement %251, %1[%0 : i32] : vector<4xf32>
          %253 = llvm.shufflevector %252, %1 [0, 0, 0, 0] : vector<4xf32>
          %254 = llvm.intr.fmuladd(%253, %97, %205) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %255 = llvm.add %155, %212 overflow<nsw, nuw> : i64
          %256 = llvm.getelementptr inbounds|nuw %29[%255] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %257 = llvm.load %256 : !llvm.ptr -> f32
          %258 = llvm.insertelement %257, %1[%0 : i32] : vector<4xf32>
          %259 = llvm.shufflevector %258, %1 [0, 0, 0, 0] : vector<4xf32>
          %260 = llvm.intr.fmuladd(%259, %97, %211) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %261 = llvm.add %40, %18 : i64
          %262 = llvm.add %99, %261 overflow<nsw, nuw> : i64
          %263 = llvm.getelementptr inbounds|nuw %29[%262] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %264 = llvm.load %263 : !llvm.ptr -> f32
          %265 = llvm.insertelement %264, %1[%0 : i32] : vector<4xf32>
          %266 = llvm.shufflevector %265, %1 [0, 0, 0, 0] : vector<4xf32>
          %267 = llvm.intr.fmuladd(%266, %98, %218) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %268 = llvm.add %107, %261 overflow<nsw, nuw> : i64
          %269 = llvm.getelementptr inbounds|nuw %29[%268] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %270 = llvm.load %269 : !llvm.ptr -> f32
          %271 = llvm.insertelement %270, %1[%0 : i32] : vector<4xf32>
          %272 = llvm.shufflevector %271, %1 [0, 0, 0, 0] : vector<4xf32>
          %273 = llvm.intr.fmuladd(%272, %98, %224) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %274 = llvm.add %115, %261 overflow<nsw, nuw> : i64
          %275 = llvm.getelementptr inbounds|nuw %29[%274] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %276 = llvm.load %275 : !llvm.ptr -> f32
          %277 = llvm.insertelement %276, %1[%0 : i32] : vector<4xf32>
          %278 = llvm.shufflevector %277, %1 [0, 0, 0, 0] : vector<4xf32>
          %279 = llvm.intr.fmuladd(%278, %98, %230) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %280 = llvm.add %123, %261 overflow<nsw, nuw> : i64
          %281 = llvm.getelementptr inbounds|nuw %29[%280] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %282 = llvm.load %281 : !llvm.ptr -> f32
          %283 = llvm.insertelement %282, %1[%0 : i32] : vector<4xf32>
          %284 = llvm.shufflevector %283, %1 [0, 0, 0, 0] : vector<4xf32>
          %285 = llvm.intr.fmuladd(%284, %98, %236) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %286 = llvm.add %131, %261 overflow<nsw, nuw> : i64
          %287 = llvm.getelementptr inbounds|nuw %29[%286] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %288 = llvm.load %287 : !llvm.ptr -> f32
          %289 = llvm.insertelement %288, %1[%0 : i32] : vector<4xf32>
          %290 = llvm.shufflevector %289, %1 [0, 0, 0, 0] : vector<4xf32>
          %291 = llvm.intr.fmuladd(%290, %98, %242) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %292 = llvm.add %139, %261 overflow<nsw, nuw> : i64
          %293 = llvm.getelementptr inbounds|nuw %29[%292] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %294 = llvm.load %293 : !llvm.ptr -> f32
          %295 = llvm.insertelement %294, %1[%0 : i32] : vector<4xf32>
          %296 = llvm.shufflevector %295, %1 [0, 0, 0, 0] : vector<4xf32>
          %297 = llvm.intr.fmuladd(%296, %98, %248) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %298 = llvm.add %147, %261 overflow<nsw, nuw> : i64
          %299 = llvm.getelementptr inbounds|nuw %29[%298] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %300 = llvm.load %299 : !llvm.ptr -> f32
          %301 = llvm.insertelement %300, %1[%0 : i32] : vector<4xf32>
          %302 = llvm.shufflevector %301, %1 [0, 0, 0, 0] : vector<4xf32>
          %303 = llvm.intr.fmuladd(%302, %98, %254) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %304 = llvm.add %155, %261 overflow<nsw, nuw> : i64
          %305 = llvm.getelementptr inbounds|nuw %29[%304] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %306 = llvm.load %305 : !llvm.ptr -> f32
          %307 = llvm.insertelement %306, %1[%0 : i32] : vector<4xf32>
          %308 = llvm.shufflevector %307, %1 [0, 0, 0, 0] : vector<4xf32>
          %309 = llvm.intr.fmuladd(%308, %98, %260) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %310 = llvm.insertvalue %267, %13[0] : !llvm.array<8 x vector<4xf32>>
          %311 = llvm.insertvalue %273, %310[1] : !llvm.array<8 x vector<4xf32>>
          %312 = llvm.insertvalue %279, %311[2] : !llvm.array<8 x vector<4xf32>>
          %313 = llvm.insertvalue %285, %312[3] : !llvm.array<8 x vector<4xf32>>
          %314 = llvm.insertvalue %291, %313[4] : !llvm.array<8 x vector<4xf32>>
          %315 = llvm.insertvalue %297, %314[5] : !llvm.array<8 x vector<4xf32>>
          %316 = llvm.insertvalue %303, %315[6] : !llvm.array<8 x vector<4xf32>>
          %317 = llvm.insertvalue %309, %316[7] : !llvm.array<8 x vector<4xf32>>
          %318 = llvm.add %40, %24 : i64
          llvm.br ^bb2(%318, %317 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %319 = llvm.getelementptr %26[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %320 = llvm.load %319 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %321 = llvm.extractvalue %41[0] : !llvm.array<8 x vector<4xf32>>
          %322 = llvm.fadd %321, %320 fastmath<contract> : vector<4xf32>
          %323 = llvm.extractvalue %41[1] : !llvm.array<8 x vector<4xf32>>
          %324 = llvm.fadd %323, %320 fastmath<contract> : vector<4xf32>
          %325 = llvm.extractvalue %41[2] : !llvm.array<8 x vector<4xf32>>
          %326 = llvm.fadd %325, %320 fastmath<contract> : vector<4xf32>
          %327 = llvm.extractvalue %41[3] : !llvm.array<8 x vector<4xf32>>
          %328 = llvm.fadd %327, %320 fastmath<contract> : vector<4xf32>
          %329 = llvm.extractvalue %41[4] : !llvm.array<8 x vector<4xf32>>
          %330 = llvm.fadd %329, %320 fastmath<contract> : vector<4xf32>
          %331 = llvm.extractvalue %41[5] : !llvm.array<8 x vector<4xf32>>
          %332 = llvm.fadd %331, %320 fastmath<contract> : vector<4xf32>
          %333 = llvm.extractvalue %41[6] : !llvm.array<8 x vector<4xf32>>
          %334 = llvm.fadd %333, %320 fastmath<contract> : vector<4xf32>
          %335 = llvm.extractvalue %41[7] : !llvm.array<8 x vector<4xf32>>
          %336 = llvm.fadd %335, %320 fastmath<contract> : vector<4xf32>
          %337 = llvm.extractvalue %22[0] : !llvm.array<8 x vector<4xf32>>
          %338 = llvm.fmul %322, %337 fastmath<contract> : vector<4xf32>
          %339 = llvm.extractvalue %22[1] : !llvm.array<8 x vector<4xf32>>
          %340 = llvm.fmul %324, %339 fastmath<contract> : vector<4xf32>
          %341 = llvm.extractvalue %22[2] : !llvm.array<8 x vector<4xf32>>
          %342 = llvm.fmul %326, %341 fastmath<contract> : vector<4xf32>
          %343 = llvm.extractvalue %22[3] : !llvm.array<8 x vector<4xf32>>
          %344 = llvm.fmul %328, %343 fastmath<contract> : vector<4xf32>
          %345 = llvm.extractvalue %22[4] : !llvm.array<8 x vector<4xf32>>
          %346 = llvm.fmul %330, %345 fastmath<contract> : vector<4xf32>
          %347 = llvm.extractvalue %22[5] : !llvm.array<8 x vector<4xf32>>
          %348 = llvm.fmul %332, %347 fastmath<contract> : vector<4xf32>
          %349 = llvm.extractvalue %22[6] : !llvm.array<8 x vector<4xf32>>
          %350 = llvm.fmul %334, %349 fastmath<contract> : vector<4xf32>
          %351 = llvm.extractvalue %22[7] : !llvm.array<8 x vector<4xf32>>
          %352 = llvm.fmul %336, %351 fastmath<contract> : vector<4xf32>
          %353 = llvm.mul %21, %25 : i64
          %354 = llvm.add %353, %38 : i64
          %355 = llvm.getelementptr %37[%354] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %338, %355 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %356 = llvm.mul %20, %25 : i64
          %357 = llvm.add %356, %38 : i64
          %358 = llvm.getelementptr %37[%357] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %340, %358 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %359 = llvm.mul %19, %25 : i64
          %360 = llvm.add %359, %38 : i64
          %361 = llvm.getelementptr %37[%360] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %342, %361 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %362 = llvm.mul %18, %25 : i64
          %363 = llvm.add %362, %38 : i64
          %364 = llvm.getelementptr %37[%363] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %344, %364 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %365 = llvm.mul %24, %25 : i64
          %366 = llvm.add %365, %38 : i64
          %367 = llvm.getelementptr %37[%366] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %346, %367 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %368 = llvm.mul %17, %25 : i64
          %369 = llvm.add %368, %38 : i64
          %370 = llvm.getelementptr %37[%369] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %348, %370 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %371 = llvm.mul %16, %25 : i64
          %372 = llvm.add %371, %38 : i64
          %373 = llvm.getelementptr %37[%372] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %350, %373 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %374 = llvm.mul %15, %25 : i64
          %375 = llvm.add %374, %38 : i64
          %376 = llvm.getelementptr %37[%375] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %352, %376 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %377 = llvm.add %38, %24 : i64
          llvm.br ^bb1(%377 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_1 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_1_matmul_8x32x32_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_1_matmul_8x32x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %23 = llvm.mlir.constant(dense<0.420448184> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %24 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %25 = llvm.mlir.constant(4 : i64) : i64
          %26 = llvm.mlir.constant(32 : i64) : i64
          %27 = llvm.getelementptr %12[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %28 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %29 = llvm.extractvalue %28[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %30 = llvm.load %29 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %10 ["align"(%30, %9 : !llvm.ptr, i64)] : i1
          %31 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %32 = llvm.extractvalue %31[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %33 = llvm.getelementptr %32[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %34 = llvm.load %33 : !llvm.ptr -> !llvm.ptr
          %35 = llvm.getelementptr %34[4096] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%35, %9 : !llvm.ptr, i64)] : i1
          %36 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %37 = llvm.extractvalue %36[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %38 = llvm.getelementptr %37[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %39 = llvm.load %38 : !llvm.ptr -> !llvm.ptr
          %40 = llvm.getelementptr %39[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%40, %9 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%22 : i64)
        ^bb1(%41: i64):  // 2 preds: ^bb0, ^bb4
          %42 = llvm.icmp "slt" %41, %26 : i64
          llvm.cond_br %42, ^bb2(%22, %24 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%43: i64, %44: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %45 = llvm.icmp "slt" %43, %26 : i64
          llvm.cond_br %45, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %46 = llvm.mul %41, %26 : i64
          %47 = llvm.add %46, %43 : i64
          %48 = llvm.getelementptr %35[%47] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %49 = llvm.load %48 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %50 = llvm.add %41, %21 : i64
          %51 = llvm.mul %50, %26 : i64
          %52 = llvm.add %51, %43 : i64
          %53 = llvm.getelementptr %35[%52] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %54 = llvm.load %53 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %55 = llvm.add %41, %20 : i64
          %56 = llvm.mul %55, %26 : i64
          %57 = llvm.add %56, %43 : i64
          %58 = llvm.getelementptr %35[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %59 = llvm.load %58 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %60 = llvm.add %41, %19 : i64
          %61 = llvm.mul %60, %26 : i64
          %62 = llvm.add %61, %43 : i64
          %63 = llvm.getelementptr %35[%62] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %64 = llvm.load %63 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %65 = llvm.extractelement %49[%22 : i64] : vector<4xf32>
          %66 = llvm.extractelement %49[%21 : i64] : vector<4xf32>
          %67 = llvm.extractelement %49[%20 : i64] : vector<4xf32>
          %68 = llvm.extractelement %49[%19 : i64] : vector<4xf32>
          %69 = llvm.extractelement %54[%22 : i64] : vector<4xf32>
          %70 = llvm.extractelement %54[%21 : i64] : vector<4xf32>
          %71 = llvm.extractelement %54[%20 : i64] : vector<4xf32>
          %72 = llvm.extractelement %54[%19 : i64] : vector<4xf32>
          %73 = llvm.extractelement %59[%22 : i64] : vector<4xf32>
          %74 = llvm.extractelement %59[%21 : i64] : vector<4xf32>
          %75 = llvm.extractelement %59[%20 : i64] : vector<4xf32>
          %76 = llvm.extractelement %59[%19 : i64] : vector<4xf32>
          %77 = llvm.extractelement %64[%22 : i64] : vector<4xf32>
          %78 = llvm.extractelement %64[%21 : i64] : vector<4xf32>
          %79 = llvm.extractelement %64[%20 : i64] : vector<4xf32>
          %80 = llvm.extractelement %64[%19 : i64] : vector<4xf32>
          %81 = llvm.insertelement %65, %15[%22 : i64] : vector<16xf32>
          %82 = llvm.insertelement %66, %81[%21 : i64] : vector<16xf32>
          %83 = llvm.insertelement %67, %82[%20 : i64] : vector<16xf32>
          %84 = llvm.insertelement %68, %83[%19 : i64] : vector<16xf32>
          %85 = llvm.insertelement %69, %84[%25 : i64] : vector<16xf32>
          %86 = llvm.insertelement %70, %85[%18 : i64] : vector<16xf32>
          %87 = llvm.insertelement %71, %86[%17 : i64] : vector<16xf32>
          %88 = llvm.insertelement %72, %87[%16 : i64] : vector<16xf32>
          %89 = llvm.insertelement %73, %88[%11 : i64] : vector<16xf32>
          %90 = llvm.insertelement %74, %89[%8 : i64] : vector<16xf32>
          %91 = llvm.insertelement %75, %90[%7 : i64] : vector<16xf32>
          %92 = llvm.insertelement %76, %91[%6 : i64] : vector<16xf32>
          %93 = llvm.insertelement %77, %92[%5 : i64] : vector<16xf32>
          %94 = llvm.insertelement %78, %93[%4 : i64] : vector<16xf32>
          %95 = llvm.insertelement %79, %94[%3 : i64] : vector<16xf32>
          %96 = llvm.insertelement %80, %95[%2 : i64] : vector<16xf32>
          %97 = llvm.shufflevector %96, %15 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %98 = llvm.shufflevector %97, %97 [0, 1, 2, 3] : vector<16xf32>
          %99 = llvm.shufflevector %97, %97 [4, 5, 6, 7] : vector<16xf32>
          %100 = llvm.shufflevector %97, %97 [8, 9, 10, 11] : vector<16xf32>
          %101 = llvm.shufflevector %97, %97 [12, 13, 14, 15] : vector<16xf32>
          %102 = llvm.mul %22, %26 overflow<nsw, nuw> : i64
          %103 = llvm.add %102, %43 overflow<nsw, nuw> : i64
          %104 = llvm.getelementptr inbounds|nuw %30[%103] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %105 = llvm.load %104 : !llvm.ptr -> f32
          %106 = llvm.insertelement %105, %1[%0 : i32] : vector<4xf32>
          %107 = llvm.shufflevector %106, %1 [0, 0, 0, 0] : vector<4xf32>
          %108 = llvm.extractvalue %44[0] : !llvm.array<8 x vector<4xf32>>
          %109 = llvm.intr.fmuladd(%107, %98, %108) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %110 = llvm.mul %21, %26 overflow<nsw, nuw> : i64
          %111 = llvm.add %110, %43 overflow<nsw, nuw> : i64
          %112 = llvm.getelementptr inbounds|nuw %30[%111] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %113 = llvm.load %112 : !llvm.ptr -> f32
          %114 = llvm.insertelement %113, %1[%0 : i32] : vector<4xf32>
          %115 = llvm.shufflevector %114, %1 [0, 0, 0, 0] : vector<4xf32>
          %116 = llvm.extractvalue %44[1] : !llvm.array<8 x vector<4xf32>>
          %117 = llvm.intr.fmuladd(%115, %98, %116) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %118 = llvm.mul %20, %26 overflow<nsw, nuw> : i64
          %119 = llvm.add %118, %43 overflow<nsw, nuw> : i64
          %120 = llvm.getelementptr inbounds|nuw %30[%119] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %121 = llvm.load %120 : !llvm.ptr -> f32
          %122 = llvm.insertelement %121, %1[%0 : i32] : vector<4xf32>
          %123 = llvm.shufflevector %122, %1 [0, 0, 0, 0] : vector<4xf32>
          %124 = llvm.extractvalue %44[2] : !llvm.array<8 x vector<4xf32>>
          %125 = llvm.intr.fmuladd(%123, %98, %124) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %126 = llvm.mul %19, %26 overflow<nsw, nuw> : i64
          %127 = llvm.add %126, %43 overflow<nsw, nuw> : i64
          %128 = llvm.getelementptr inbounds|nuw %30[%127] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %129 = llvm.load %128 : !llvm.ptr -> f32
          %130 = llvm.insertelement %129, %1[%0 : i32] : vector<4xf32>
          %131 = llvm.shufflevector %130, %1 [0, 0, 0, 0] : vector<4xf32>
          %132 = llvm.extractvalue %44[3] : !llvm.array<8 x vector<4xf32>>
          %133 = llvm.intr.fmuladd(%131, %98, %132) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %134 = llvm.mul %25, %26 overflow<nsw, nuw> : i64
          %135 = llvm.add %134, %43 overflow<nsw, nuw> : i64
          %136 = llvm.getelementptr inbounds|nuw %30[%135] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %137 = llvm.load %136 : !llvm.ptr -> f32
          %138 = llvm.insertelement %137, %1[%0 : i32] : vector<4xf32>
          %139 = llvm.shufflevector %138, %1 [0, 0, 0, 0] : vector<4xf32>
          %140 = llvm.extractvalue %44[4] : !llvm.array<8 x vector<4xf32>>
          %141 = llvm.intr.fmuladd(%139, %98, %140) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %142 = llvm.mul %18, %26 overflow<nsw, nuw> : i64
          %143 = llvm.add %142, %43 overflow<nsw, nuw> : i64
          %144 = llvm.getelementptr inbounds|nuw %30[%143] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %145 = llvm.load %144 : !llvm.ptr -> f32
          %146 = llvm.insertelement %145, %1[%0 : i32] : vector<4xf32>
          %147 = llvm.shufflevector %146, %1 [0, 0, 0, 0] : vector<4xf32>
          %148 = llvm.extractvalue %44[5] : !llvm.array<8 x vector<4xf32>>
          %149 = llvm.intr.fmuladd(%147, %98, %148) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %150 = llvm.mul %17, %26 overflow<nsw, nuw> : i64
          %151 = llvm.add %150, %43 overflow<nsw, nuw> : i64
          %152 = llvm.getelementptr inbounds|nuw %30[%151] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %153 = llvm.load %152 : !llvm.ptr -> f32
          %154 = llvm.insertelement %153, %1[%0 : i32] : vector<4xf32>
          %155 = llvm.shufflevector %154, %1 [0, 0, 0, 0] : vector<4xf32>
          %156 = llvm.extractvalue %44[6] : !llvm.array<8 x vector<4xf32>>
          %157 = llvm.intr.fmuladd(%155, %98, %156) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %158 = llvm.mul %16, %26 overflow<nsw, nuw> : i64
          %159 = llvm.add %158, %43 overflow<nsw, nuw> : i64
          %160 = llvm.getelementptr inbounds|nuw %30[%159] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %161 = llvm.load %160 : !llvm.ptr -> f32
          %162 = llvm.insertelement %161, %1[%0 : i32] : vector<4xf32>
          %163 = llvm.shufflevector %162, %1 [0, 0, 0, 0] : vector<4xf32>
          %164 = llvm.extractvalue %44[7] : !llvm.array<8 x vector<4xf32>>
          %165 = llvm.intr.fmuladd(%163, %98, %164) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %166 = llvm.add %43, %21 : i64
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
          %215 = llvm.add %43, %20 : i64
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
          %264 = llvm.add %43, %19 : i64
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
          %313 = llvm.insertvalue %270, %13[0] : !llvm.array<8 x vector<4xf32>>
          %314 = llvm.insertvalue %276, %313[1] : !llvm.array<8 x vector<4xf32>>
          %315 = llvm.insertvalue %282, %314[2] : !llvm.array<8 x vector<4xf32>>
          %316 = llvm.insertvalue %288, %315[3] : !llvm.array<8 x vector<4xf32>>
          %317 = llvm.insertvalue %294, %316[4] : !llvm.array<8 x vector<4xf32>>
          %318 = llvm.insertvalue %300, %317[5] : !llvm.array<8 x vector<4xf32>>
          %319 = llvm.insertvalue %306, %318[6] : !llvm.array<8 x vector<4xf32>>
          %320 = llvm.insertvalue %312, %319[7] : !llvm.array<8 x vector<4xf32>>
          %321 = llvm.add %43, %25 : i64
          llvm.br ^bb2(%321, %320 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %322 = llvm.getelementptr %27[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %323 = llvm.load %322 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %324 = llvm.extractvalue %44[0] : !llvm.array<8 x vector<4xf32>>
          %325 = llvm.fadd %324, %323 fastmath<contract> : vector<4xf32>
          %326 = llvm.extractvalue %44[1] : !llvm.array<8 x vector<4xf32>>
          %327 = llvm.fadd %326, %323 fastmath<contract> : vector<4xf32>
          %328 = llvm.extractvalue %44[2] : !llvm.array<8 x vector<4xf32>>
          %329 = llvm.fadd %328, %323 fastmath<contract> : vector<4xf32>
          %330 = llvm.extractvalue %44[3] : !llvm.array<8 x vector<4xf32>>
          %331 = llvm.fadd %330, %323 fastmath<contract> : vector<4xf32>
          %332 = llvm.extractvalue %44[4] : !llvm.array<8 x vector<4xf32>>
          %333 = llvm.fadd %332, %323 fastmath<contract> : vector<4xf32>
          %334 = llvm.extractvalue %44[5] : !llvm.array<8 x vector<4xf32>>
          %335 = llvm.fadd %334, %323 fastmath<contract> : vector<4xf32>
          %336 = llvm.extractvalue %44[6] : !llvm.array<8 x vector<4xf32>>
          %337 = llvm.fadd %336, %323 fastmath<contract> : vector<4xf32>
          %338 = llvm.extractvalue %44[7] : !llvm.array<8 x vector<4xf32>>
          %339 = llvm.fadd %338, %323 fastmath<contract> : vector<4xf32>
          %340 = llvm.extractvalue %23[0] : !llvm.array<8 x vector<4xf32>>
          %341 = llvm.fmul %325, %340 fastmath<contract> : vector<4xf32>
          %342 = llvm.extractvalue %23[1] : !llvm.array<8 x vector<4xf32>>
          %343 = llvm.fmul %327, %342 fastmath<contract> : vector<4xf32>
          %344 = llvm.extractvalue %23[2] : !llvm.array<8 x vector<4xf32>>
          %345 = llvm.fmul %329, %344 fastmath<contract> : vector<4xf32>
          %346 = llvm.extractvalue %23[3] : !llvm.array<8 x vector<4xf32>>
          %347 = llvm.fmul %331, %346 fastmath<contract> : vector<4xf32>
          %348 = llvm.extractvalue %23[4] : !llvm.array<8 x vector<4xf32>>
          %349 = llvm.fmul %333, %348 fastmath<contract> : vector<4xf32>
          %350 = llvm.extractvalue %23[5] : !llvm.array<8 x vector<4xf32>>
          %351 = llvm.fmul %335, %350 fastmath<contract> : vector<4xf32>
          %352 = llvm.extractvalue %23[6] : !llvm.array<8 x vector<4xf32>>
          %353 = llvm.fmul %337, %352 fastmath<contract> : vector<4xf32>
          %354 = llvm.extractvalue %23[7] : !llvm.array<8 x vector<4xf32>>
          %355 = llvm.fmul %339, %354 fastmath<contract> : vector<4xf32>
          %356 = llvm.shufflevector %341, %341 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %357 = llvm.shufflevector %356, %14 [0, 1, 2, 3, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1] : vector<32xf32>
          %358 = llvm.shufflevector %343, %343 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %359 = llvm.shufflevector %358, %357 [32, 33, 34, 35, 0, 1, 2, 3, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32>
          %360 = llvm.shufflevector %345, %345 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %361 = llvm.shufflevector %360, %359 [32, 33, 34, 35, 36, 37, 38, 39, 0, 1, 2, 3, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32>
          %362 = llvm.shufflevector %347, %347 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %363 = llvm.shufflevector %362, %361 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 0, 1, 2, 3, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32>
          %364 = llvm.shufflevector %349, %349 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %365 = llvm.shufflevector %364, %363 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 0, 1, 2, 3, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32>
          %366 = llvm.shufflevector %351, %351 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %367 = llvm.shufflevector %366, %365 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 0, 1, 2, 3, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32>
          %368 = llvm.shufflevector %353, %353 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %369 = llvm.shufflevector %368, %367 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 0, 1, 2, 3, 60, 61, 62, 63] : vector<32xf32>
          %370 = llvm.shufflevector %355, %355 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
          %371 = llvm.shufflevector %370, %369 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 0, 1, 2, 3] : vector<32xf32>
          %372 = llvm.shufflevector %371, %14 [0, 4, 8, 12, 16, 20, 24, 28, 1, 5, 9, 13, 17, 21, 25, 29, 2, 6, 10, 14, 18, 22, 26, 30, 3, 7, 11, 15, 19, 23, 27, 31] : vector<32xf32>
          %373 = llvm.shufflevector %372, %372 [0, 1, 2, 3, 4, 5, 6, 7] : vector<32xf32>
          %374 = llvm.shufflevector %372, %372 [8, 9, 10, 11, 12, 13, 14, 15] : vector<32xf32>
          %375 = llvm.shufflevector %372, %372 [16, 17, 18, 19, 20, 21, 22, 23] : vector<32xf32>
          %376 = llvm.shufflevector %372, %372 [24, 25, 26, 27, 28, 29, 30, 31] : vector<32xf32>
          %377 = llvm.mul %41, %11 : i64
          %378 = llvm.add %377, %22 : i64
          %379 = llvm.getelementptr %40[%378] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %373, %379 <alignment = 4> : vector<8xf32>, !llvm.ptr
          %380 = llvm.add %41, %21 : i64
          %381 = llvm.mul %380, %11 : i64
          %382 = llvm.add %381, %22 : i64
          %383 = llvm.getelementptr %40[%382] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %374, %383 <alignment = 4> : vector<8xf32>, !llvm.ptr
          %384 = llvm.add %41, %20 : i64
          %385 = llvm.mul %384, %11 : i64
          %386 = llvm.add %385, %22 : i64
          %387 = llvm.getelementptr %40[%386] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %375, %387 <alignment = 4> : vector<8xf32>, !llvm.ptr
          %388 = llvm.add %41, %19 : i64
          %389 = llvm.mul %388, %11 : i64
          %390 = llvm.add %389, %22 : i64
          %391 = llvm.getelementptr %40[%390] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %376, %391 <alignment = 4> : vector<8xf32>, !llvm.ptr
          %392 = llvm.add %41, %25 : i64
          llvm.br ^bb1(%392 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_2 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_2_matmul_8x32x32_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
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
          llvm.intr.assume %10 ["align"(%28, %9 : !llvm.ptr, i64)] : i1
          %29 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %30 = llvm.extractvalue %29[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %31 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %32 = llvm.load %31 : !llvm.ptr -> !llvm.ptr
          %33 = llvm.getelementptr %32[8192] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%33, %9 : !llvm.ptr, i64)] : i1
          %34 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %35 = llvm.extractvalue %34[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %36 = llvm.getelementptr %35[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %37 = llvm.load %36 : !llvm.ptr -> !llvm.ptr
          %38 = llvm.getelementptr %37[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%38, %9 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%21 : i64)
        ^bb1(%39: i64):  // 2 preds: ^bb0, ^bb4
          %40 = llvm.icmp "slt" %39, %24 : i64
          llvm.cond_br %40, ^bb2(%21, %22 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%41: i64, %42: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %43 = llvm.icmp "slt" %41, %24 : i64
          llvm.cond_br %43, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %44 = llvm.mul %39, %24 : i64
          %45 = llvm.add %44, %41 : i64
          %46 = llvm.getelementptr %33[%45] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %47 = llvm.load %46 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %48 = llvm.add %39, %20 : i64
          %49 = llvm.mul %48, %24 : i64
          %50 = llvm.add %49, %41 : i64
          %51 = llvm.getelementptr %33[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %52 = llvm.load %51 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %53 = llvm.add %39, %19 : i64
          %54 = llvm.mul %53, %24 : i64
          %55 = llvm.add %54, %41 : i64
          %56 = llvm.getelementptr %33[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %57 = llvm.load %56 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %58 = llvm.add %39, %18 : i64
          %59 = llvm.mul %58, %24 : i64
          %60 = llvm.add %59, %41 : i64
          %61 = llvm.getelementptr %33[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %62 = llvm.load %61 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %63 = llvm.extractelement %47[%21 : i64] : vector<4xf32>
          %64 = llvm.extractelement %47[%20 : i64] : vector<4xf32>
          %65 = llvm.extractelement %47[%19 : i64] : vector<4xf32>
          %66 = llvm.extractelement %47[%18 : i64] : vector<4xf32>
          %67 = llvm.extractelement %52[%21 : i64] : vector<4xf32>
          %68 = llvm.extractelement %52[%20 : i64] : vector<4xf32>
          %69 = llvm.extractelement %52[%19 : i64] : vector<4xf32>
          %70 = llvm.extractelement %52[%18 : i64] : vector<4xf32>
          %71 = llvm.extractelement %57[%21 : i64] : vector<4xf32>
          %72 = llvm.extractelement %57[%20 : i64] : vector<4xf32>
          %73 = llvm.extractelement %57[%19 : i64] : vector<4xf32>
          %74 = llvm.extractelement %57[%18 : i64] : vector<4xf32>
          %75 = llvm.extractelement %62[%21 : i64] : vector<4xf32>
          %76 = llvm.extractelement %62[%20 : i64] : vector<4xf32>
          %77 = llvm.extractelement %62[%19 : i64] : vector<4xf32>
          %78 = llvm.extractelement %62[%18 : i64] : vector<4xf32>
          %79 = llvm.insertelement %63, %14[%21 : i64] : vector<16xf32>
          %80 = llvm.insertelement %64, %79[%20 : i64] : vector<16xf32>
          %81 = llvm.insertelement %65, %80[%19 : i64] : vector<16xf32>
          %82 = llvm.insertelement %66, %81[%18 : i64] : vector<16xf32>
          %83 = llvm.insertelement %67, %82[%23 : i64] : vector<16xf32>
          %84 = llvm.insertelement %68, %83[%17 : i64] : vector<16xf32>
          %85 = llvm.insertelement %69, %84[%16 : i64] : vector<16xf32>
          %86 = llvm.insertelement %70, %85[%15 : i64] : vector<16xf32>
          %87 = llvm.insertelement %71, %86[%11 : i64] : vector<16xf32>
          %88 = llvm.insertelement %72, %87[%8 : i64] : vector<16xf32>
          %89 = llvm.insertelement %73, %88[%7 : i64] : vector<16xf32>
          %90 = llvm.insertelement %74, %89[%6 : i64] : vector<16xf32>
          %91 = llvm.insertelement %75, %90[%5 : i64] : vector<16xf32>
          %92 = llvm.insertelement %76, %91[%4 : i64] : vector<16xf32>
          %93 = llvm.insertelement %77, %92[%3 : i64] : vector<16xf32>
          %94 = llvm.insertelement %78, %93[%2 : i64] : vector<16xf32>
          %95 = llvm.shufflevector %94, %14 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %96 = llvm.shufflevector %95, %95 [0, 1, 2, 3] : vector<16xf32>
          %97 = llvm.shufflevector %95, %95 [4, 5, 6, 7] : vector<16xf32>
          %98 = llvm.shufflevector %95, %95 [8, 9, 10, 11] : vector<16xf32>
          %99 = llvm.shufflevector %95, %95 [12, 13, 14, 15] : vector<16xf32>
          %100 = llvm.mul %21, %24 overflow<nsw, nuw> : i64
          %101 = llvm.add %100, %41 overflow<nsw, nuw> : i64
          %102 = llvm.getelementptr inbounds|nuw %28[%101] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %103 = llvm.load %102 : !llvm.ptr -> f32
          %104 = llvm.insertelement %103, %1[%0 : i32] : vector<4xf32>
          %105 = llvm.shufflevector %104, %1 [0, 0, 0, 0] : vector<4xf32>
          %106 = llvm.extractvalue %42[0] : !llvm.array<8 x vector<4xf32>>
          %107 = llvm.intr.fmuladd(%105, %96, %106) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %108 = llvm.mul %20, %24 overflow<nsw, nuw> : i64
          %109 = llvm.add %108, %41 overflow<nsw, nuw> : i64
          %110 = llvm.getelementptr inbounds|nuw %28[%109] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %111 = llvm.load %110 : !llvm.ptr -> f32
          %112 = llvm.insertelement %111, %1[%0 : i32] : vector<4xf32>
          %113 = llvm.shufflevector %112, %1 [0, 0, 0, 0] : vector<4xf32>
          %114 = llvm.extractvalue %42[1] : !llvm.array<8 x vector<4xf32>>
          %115 = llvm.intr.fmuladd(%113, %96, %114) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %116 = llvm.mul %19, %24 overflow<nsw, nuw> : i64
          %117 = llvm.add %116, %41 overflow<nsw, nuw> : i64
          %118 = llvm.getelementptr inbounds|nuw %28[%117] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %119 = llvm.load %118 : !llvm.ptr -> f32
          %120 = llvm.insertelement %119, %1[%0 : i32] : vector<4xf32>
          %121 = llvm.shufflevector %120, %1 [0, 0, 0, 0] : vector<4xf32>
          %122 = llvm.extractvalue %42[2] : !llvm.array<8 x vector<4xf32>>
          %123 = llvm.intr.fmuladd(%121, %96, %122) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %124 = llvm.mul %18, %24 overflow<nsw, nuw> : i64
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
          %140 = llvm.mul %17, %24 overflow<nsw, nuw> : i64
          %141 = llvm.add %140, %41 overflow<nsw, nuw> : i64
          %142 = llvm.getelementptr inbounds|nuw %28[%141] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %143 = llvm.load %142 : !llvm.ptr -> f32
          %144 = llvm.insertelement %143, %1[%0 : i32] : vector<4xf32>
          %145 = llvm.shufflevector %144, %1 [0, 0, 0, 0] : vector<4xf32>
          %146 = llvm.extractvalue %42[5] : !llvm.array<8 x vector<4xf32>>
          %147 = llvm.intr.fmuladd(%145, %96, %146) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %148 = llvm.mul %16, %24 overflow<nsw, nuw> : i64
          %149 = llvm.add %148, %41 overflow<nsw, nuw> : i64
          %150 = llvm.getelementptr inbounds|nuw %28[%149] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %151 = llvm.load %150 : !llvm.ptr -> f32
          %152 = llvm.insertelement %151, %1[%0 : i32] : vector<4xf32>
          %153 = llvm.shufflevector %152, %1 [0, 0, 0, 0] : vector<4xf32>
          %154 = llvm.extractvalue %42[6] : !llvm.array<8 x vector<4xf32>>
          %155 = llvm.intr.fmuladd(%153, %96, %154) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %156 = llvm.mul %15, %24 overflow<nsw, nuw> : i64
          %157 = llvm.add %156, %41 overflow<nsw, nuw> : i64
          %158 = llvm.getelementptr inbounds|nuw %28[%157] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %159 = llvm.load %158 : !llvm.ptr -> f32
          %160 = llvm.insertelement %159, %1[%0 : i32] : vector<4xf32>
          %161 = llvm.shufflevector %160, %1 [0, 0, 0, 0] : vector<4xf32>
          %162 = llvm.extractvalue %42[7] : !llvm.array<8 x vector<4xf32>>
          %163 = llvm.intr.fmuladd(%161, %96, %162) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %164 = llvm.add %41, %20 : i64
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
          %213 = llvm.add %41, %19 : i64
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
          %262 = llvm.add %41, %18 : i64
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
          %311 = llvm.insertvalue %268, %13[0] : !llvm.array<8 x vector<4xf32>>
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
          %338 = llvm.mul %21, %24 : i64
          %339 = llvm.add %338, %39 : i64
          %340 = llvm.getelementptr %38[%339] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %323, %340 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %341 = llvm.mul %20, %24 : i64
          %342 = llvm.add %341, %39 : i64
          %343 = llvm.getelementptr %38[%342] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %325, %343 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %344 = llvm.mul %19, %24 : i64
          %345 = llvm.add %344, %39 : i64
          %346 = llvm.getelementptr %38[%345] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %327, %346 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %347 = llvm.mul %18, %24 : i64
          %348 = llvm.add %347, %39 : i64
          %349 = llvm.getelementptr %38[%348] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %329, %349 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %350 = llvm.mul %23, %24 : i64
          %351 = llvm.add %350, %39 : i64
          %352 = llvm.getelementptr %38[%351] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %331, %352 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %353 = llvm.mul %17, %24 : i64
          %354 = llvm.add %353, %39 : i64
          %355 = llvm.getelementptr %38[%354] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %333, %355 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %356 = llvm.mul %16, %24 : i64
          %357 = llvm.add %356, %39 : i64
          %358 = llvm.getelementptr %38[%357] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %335, %358 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %359 = llvm.mul %15, %24 : i64
          %360 = llvm.add %359, %39 : i64
          %361 = llvm.getelementptr %38[%360] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %337, %361 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %362 = llvm.add %39, %23 : i64
          llvm.br ^bb1(%362 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_3 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_3_batch_matmul_1x8x8x32_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_3_batch_matmul_1x8x8x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<4xf32>
          %2 = llvm.mlir.constant(64 : i64) : i64
          %3 = llvm.mlir.constant(true) : i1
          %4 = llvm.mlir.constant(256 : i64) : i64
          %5 = llvm.mlir.poison : !llvm.array<8 x vector<4xf32>>
          %6 = llvm.mlir.constant(7 : i64) : i64
          %7 = llvm.mlir.constant(6 : i64) : i64
          %8 = llvm.mlir.constant(5 : i64) : i64
          %9 = llvm.mlir.constant(3 : i64) : i64
          %10 = llvm.mlir.constant(2 : i64) : i64
          %11 = llvm.mlir.constant(1 : i64) : i64
          %12 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %13 = llvm.mlir.constant(8 : i64) : i64
          %14 = llvm.mlir.constant(4 : i64) : i64
          %15 = llvm.mlir.constant(32 : i64) : i64
          %16 = llvm.mlir.constant(0 : i64) : i64
          %17 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %18 = llvm.extractvalue %17[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %19 = llvm.load %18 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %3 ["align"(%19, %2 : !llvm.ptr, i64)] : i1
          %20 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %21 = llvm.extractvalue %20[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %22 = llvm.load %21 : !llvm.ptr -> !llvm.ptr
          %23 = llvm.getelementptr %22[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %3 ["align"(%23, %2 : !llvm.ptr, i64)] : i1
          %24 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %25 = llvm.extractvalue %24[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %26 = llvm.getelementptr %25[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %27 = llvm.load %26 : !llvm.ptr -> !llvm.ptr
          %28 = llvm.getelementptr %27[3072] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %3 ["align"(%28, %2 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%16 : i64)
        ^bb1(%29: i64):  // 2 preds: ^bb0, ^bb4
          %30 = llvm.icmp "slt" %29, %13 : i64
          llvm.cond_br %30, ^bb2(%16, %12 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%31: i64, %32: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %33 = llvm.icmp "slt" %31, %15 : i64
          llvm.cond_br %33, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %34 = llvm.mul %16, %4 : i64
          %35 = llvm.mul %31, %13 : i64
          %36 = llvm.add %34, %35 : i64
          %37 = llvm.add %36, %29 : i64
          %38 = llvm.getelementptr %23[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %39 = llvm.load %38 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %40 = llvm.add %31, %11 : i64
          %41 = llvm.mul %40, %13 : i64
          %42 = llvm.add %34, %41 : i64
          %43 = llvm.add %42, %29 : i64
          %44 = llvm.getelementptr %23[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %45 = llvm.load %44 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %46 = llvm.add %31, %10 : i64
          %47 = llvm.mul %46, %13 : i64
          %48 = llvm.add %34, %47 : i64
          %49 = llvm.add %48, %29 : i64
          %50 = llvm.getelementptr %23[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %51 = llvm.load %50 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %52 = llvm.add %31, %9 : i64
          %53 = llvm.mul %52, %13 : i64
          %54 = llvm.add %34, %53 : i64
          %55 = llvm.add %54, %29 : i64
          %56 = llvm.getelementptr %23[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %57 = llvm.load %56 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %58 = llvm.mul %16, %4 overflow<nsw, nuw> : i64
          %59 = llvm.mul %16, %15 overflow<nsw, nuw> : i64
          %60 = llvm.add %58, %59 overflow<nsw, nuw> : i64
          %61 = llvm.add %60, %31 overflow<nsw, nuw> : i64
          %62 = llvm.getelementptr inbounds|nuw %19[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %63 = llvm.load %62 : !llvm.ptr -> f32
          %64 = llvm.insertelement %63, %1[%0 : i32] : vector<4xf32>
          %65 = llvm.shufflevector %64, %1 [0, 0, 0, 0] : vector<4xf32>
          %66 = llvm.extractvalue %32[0] : !llvm.array<8 x vector<4xf32>>
          %67 = llvm.intr.fmuladd(%65, %39, %66) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %68 = llvm.mul %11, %15 overflow<nsw, nuw> : i64
          %69 = llvm.add %58, %68 overflow<nsw, nuw> : i64
          %70 = llvm.add %69, %31 overflow<nsw, nuw> : i64
          %71 = llvm.getelementptr inbounds|nuw %19[%70] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %72 = llvm.load %71 : !llvm.ptr -> f32
          %73 = llvm.insertelement %72, %1[%0 : i32] : vector<4xf32>
          %74 = llvm.shufflevector %73, %1 [0, 0, 0, 0] : vector<4xf32>
          %75 = llvm.extractvalue %32[1] : !llvm.array<8 x vector<4xf32>>
          %76 = llvm.intr.fmuladd(%74, %39, %75) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %77 = llvm.mul %10, %15 overflow<nsw, nuw> : i64
          %78 = llvm.add %58, %77 overflow<nsw, nuw> : i64
          %79 = llvm.add %78, %31 overflow<nsw, nuw> : i64
          %80 = llvm.getelementptr inbounds|nuw %19[%79] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %81 = llvm.load %80 : !llvm.ptr -> f32
          %82 = llvm.insertelement %81, %1[%0 : i32] : vector<4xf32>
          %83 = llvm.shufflevector %82, %1 [0, 0, 0, 0] : vector<4xf32>
          %84 = llvm.extractvalue %32[2] : !llvm.array<8 x vector<4xf32>>
          %85 = llvm.intr.fmuladd(%83, %39, %84) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %86 = llvm.mul %9, %15 overflow<nsw, nuw> : i64
          %87 = llvm.add %58, %86 overflow<nsw, nuw> : i64
          %88 = llvm.add %87, %31 overflow<nsw, nuw> : i64
          %89 = llvm.getelementptr inbounds|nuw %19[%88] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %90 = llvm.load %89 : !llvm.ptr -> f32
          %91 = llvm.insertelement %90, %1[%0 : i32] : vector<4xf32>
          %92 = llvm.shufflevector %91, %1 [0, 0, 0, 0] : vector<4xf32>
          %93 = llvm.extractvalue %32[3] : !llvm.array<8 x vector<4xf32>>
          %94 = llvm.intr.fmuladd(%92, %39, %93) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %95 = llvm.mul %14, %15 overflow<nsw, nuw> : i64
          %96 = llvm.add %58, %95 overflow<nsw, nuw> : i64
          %97 = llvm.add %96, %31 overflow<nsw, nuw> : i64
          %98 = llvm.getelementptr inbounds|nuw %19[%97] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %99 = llvm.load %98 : !llvm.ptr -> f32
          %100 = llvm.insertelement %99, %1[%0 : i32] : vector<4xf32>
          %101 = llvm.shufflevector %100, %1 [0, 0, 0, 0] : vector<4xf32>
          %102 = llvm.extractvalue %32[4] : !llvm.array<8 x vector<4xf32>>
          %103 = llvm.intr.fmuladd(%101, %39, %102) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %104 = llvm.mul %8, %15 overflow<nsw, nuw> : i64
          %105 = llvm.add %58, %104 overflow<nsw, nuw> : i64
          %106 = llvm.add %105, %31 overflow<nsw, nuw> : i64
          %107 = llvm.getelementptr inbounds|nuw %19[%106] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %108 = llvm.load %107 : !llvm.ptr -> f32
          %109 = llvm.insertelement %108, %1[%0 : i32] : vector<4xf32>
          %110 = llvm.shufflevector %109, %1 [0, 0, 0, 0] : vector<4xf32>
          %111 = llvm.extractvalue %32[5] : !llvm.array<8 x vector<4xf32>>
          %112 = llvm.intr.fmuladd(%110, %39, %111) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %113 = llvm.mul %7, %15 overflow<nsw, nuw> : i64
          %114 = llvm.add %58, %113 overflow<nsw, nuw> : i64
          %115 = llvm.add %114, %31 overflow<nsw, nuw> : i64
          %116 = llvm.getelementptr inbounds|nuw %19[%115] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %117 = llvm.load %116 : !llvm.ptr -> f32
          %118 = llvm.insertelement %117, %1[%0 : i32] : vector<4xf32>
          %119 = llvm.shufflevector %118, %1 [0, 0, 0, 0] : vector<4xf32>
          %120 = llvm.extractvalue %32[6] : !llvm.array<8 x vector<4xf32>>
          %121 = llvm.intr.fmuladd(%119, %39, %120) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %122 = llvm.mul %6, %15 overflow<nsw, nuw> : i64
          %123 = llvm.add %58, %122 overflow<nsw, nuw> : i64
          %124 = llvm.add %123, %31 overflow<nsw, nuw> : i64
          %125 = llvm.getelementptr inbounds|nuw %19[%124] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %126 = llvm.load %125 : !llvm.ptr -> f32
          %127 = llvm.insertelement %126, %1[%0 : i32] : vector<4xf32>
          %128 = llvm.shufflevector %127, %1 [0, 0, 0, 0] : vector<4xf32>
          %129 = llvm.extractvalue %32[7] : !llvm.array<8 x vector<4xf32>>
          %130 = llvm.intr.fmuladd(%128, %39, %129) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %131 = llvm.add %60, %40 overflow<nsw, nuw> : i64
          %132 = llvm.getelementptr inbounds|nuw %19[%131] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %133 = llvm.load %132 : !llvm.ptr -> f32
          %134 = llvm.insertelement %133, %1[%0 : i32] : vector<4xf32>
          %135 = llvm.shufflevector %134, %1 [0, 0, 0, 0] : vector<4xf32>
          %136 = llvm.intr.fmuladd(%135, %45, %67) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %137 = llvm.add %69, %40 overflow<nsw, nuw> : i64
          %138 = llvm.getelementptr inbounds|nuw %19[%137] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %139 = llvm.load %138 : !llvm.ptr -> f32
          %140 = llvm.insertelement %139, %1[%0 : i32] : vector<4xf32>
          %141 = llvm.shufflevector %140, %1 [0, 0, 0, 0] : vector<4xf32>
          %142 = llvm.intr.fmuladd(%141, %45, %76) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %143 = llvm.add %78, %40 overflow<nsw, nuw> : i64
          %144 = llvm.getelementptr inbounds|nuw %19[%143] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %145 = llvm.load %144 : !llvm.ptr -> f32
          %146 = llvm.insertelement %145, %1[%0 : i32] : vector<4xf32>
          %147 = llvm.shufflevector %146, %1 [0, 0, 0, 0] : vector<4xf32>
          %148 = llvm.intr.fmuladd(%147, %45, %85) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %149 = llvm.add %87, %40 overflow<nsw, nuw> : i64
          %150 = llvm.getelementptr inbounds|nuw %19[%149] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %151 = llvm.load %150 : !llvm.ptr -> f32
          %152 = llvm.insertelement %151, %1[%0 : i32] : vector<4xf32>
          %153 = llvm.shufflevector %152, %1 [0, 0, 0, 0] : vector<4xf32>
          %154 = llvm.intr.fmuladd(%153, %45, %94) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %155 = llvm.add %96, %40 overflow<nsw, nuw> : i64
          %156 = llvm.getelementptr inbounds|nuw %19[%155] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %157 = llvm.load %156 : !llvm.ptr -> f32
          %158 = llvm.insertelement %157, %1[%0 : i32] : vector<4xf32>
          %159 = llvm.shufflevector %158, %1 [0, 0, 0, 0] : vector<4xf32>
          %160 = llvm.intr.fmuladd(%159, %45, %103) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %161 = llvm.add %105, %40 overflow<nsw, nuw> : i64
          %162 = llvm.getelementptr inbounds|nuw %19[%161] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %163 = llvm.load %162 : !llvm.ptr -> f32
          %164 = llvm.insertelement %163, %1[%0 : i32] : vector<4xf32>
          %165 = llvm.shufflevector %164, %1 [0, 0, 0, 0] : vector<4xf32>
          %166 = llvm.intr.fmuladd(%165, %45, %112) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %167 = llvm.add %114, %40 overflow<nsw, nuw> : i64
          %168 = llvm.getelementptr inbounds|nuw %19[%167] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %169 = llvm.load %168 : !llvm.ptr -> f32
          %170 = llvm.insertelement %169, %1[%0 : i32] : vector<4xf32>
          %171 = llvm.shufflevector %170, %1 [0, 0, 0, 0] : vector<4xf32>
          %172 = llvm.intr.fmuladd(%171, %45, %121) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %173 = llvm.add %123, %40 overflow<nsw, nuw> : i64
          %174 = llvm.getelementptr inbounds|nuw %19[%173] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %175 = llvm.load %174 : !llvm.ptr -> f32
          %176 = llvm.insertelement %175, %1[%0 : i32] : vector<4xf32>
          %177 = llvm.shufflevector %176, %1 [0, 0, 0, 0] : vector<4xf32>
          %178 = llvm.intr.fmuladd(%177, %45, %130) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %179 = llvm.add %60, %46 overflow<nsw, nuw> : i64
          %180 = llvm.getelementptr inbounds|nuw %19[%179] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %181 = llvm.load %180 : !llvm.ptr -> f32
          %182 = llvm.insertelement %181, %1[%0 : i32] : vector<4xf32>
          %183 = llvm.shufflevector %182, %1 [0, 0, 0, 0] : vector<4xf32>
          %184 = llvm.intr.fmuladd(%183, %51, %136) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %185 = llvm.add %69, %46 overflow<nsw, nuw> : i64
          %186 = llvm.getelementptr inbounds|nuw %19[%185] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %187 = llvm.load %186 : !llvm.ptr -> f32
          %188 = llvm.insertelement %187, %1[%0 : i32] : vector<4xf32>
          %189 = llvm.shufflevector %188, %1 [0, 0, 0, 0] : vector<4xf32>
          %190 = llvm.intr.fmuladd(%189, %51, %142) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %191 = llvm.add %78, %46 overflow<nsw, nuw> : i64
          %192 = llvm.getelementptr inbounds|nuw %19[%191] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %193 = llvm.load %192 : !llvm.ptr -> f32
          %194 = llvm.insertelement %193, %1[%0 : i32] : vector<4xf32>
          %195 = llvm.shufflevector %194, %1 [0, 0, 0, 0] : vector<4xf32>
          %196 = llvm.intr.fmuladd(%195, %51, %148) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %197 = llvm.add %87, %46 overflow<nsw, nuw> : i64
          %198 = llvm.getelementptr inbounds|nuw %19[%197] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %199 = llvm.load %198 : !llvm.ptr -> f32
          %200 = llvm.insertelement %199, %1[%0 : i32] : vector<4xf32>
          %201 = llvm.shufflevector %200, %1 [0, 0, 0, 0] : vector<4xf32>
          %202 = llvm.intr.fmuladd(%201, %51, %154) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %203 = llvm.add %96, %46 overflow<nsw, nuw> : i64
          %204 = llvm.getelementptr inbounds|nuw %19[%203] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %205 = llvm.load %204 : !llvm.ptr -> f32
          %206 = llvm.insertelement %205, %1[%0 : i32] : vector<4xf32>
          %207 = llvm.shufflevector %206, %1 [0, 0, 0, 0] : vector<4xf32>
          %208 = llvm.intr.fmuladd(%207, %51, %160) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %209 = llvm.add %105, %46 overflow<nsw, nuw> : i64
          %210 = llvm.getelementptr inbounds|nuw %19[%209] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %211 = llvm.load %210 : !llvm.ptr -> f32
          %212 = llvm.insertelement %211, %1[%0 : i32] : vector<4xf32>
          %213 = llvm.shufflevector %212, %1 [0, 0, 0, 0] : vector<4xf32>
          %214 = llvm.intr.fmuladd(%213, %51, %166) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %215 = llvm.add %114, %46 overflow<nsw, nuw> : i64
          %216 = llvm.getelementptr inbounds|nuw %19[%215] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %217 = llvm.load %216 : !llvm.ptr -> f32
          %218 = llvm.insertelement %217, %1[%0 : i32] : vector<4xf32>
          %219 = llvm.shufflevector %218, %1 [0, 0, 0, 0] : vector<4xf32>
          %220 = llvm.intr.fmuladd(%219, %51, %172) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %221 = llvm.add %123, %46 overflow<nsw, nuw> : i64
          %222 = llvm.getelementptr inbounds|nuw %19[%221] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %223 = llvm.load %222 : !llvm.ptr -> f32
          %224 = llvm.insertelement %223, %1[%0 : i32] : vector<4xf32>
          %225 = llvm.shufflevector %224, %1 [0, 0, 0, 0] : vector<4xf32>
          %226 = llvm.intr.fmuladd(%225, %51, %178) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %227 = llvm.add %60, %52 overflow<nsw, nuw> : i64
          %228 = llvm.getelementptr inbounds|nuw %19[%227] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %229 = llvm.load %228 : !llvm.ptr -> f32
          %230 = llvm.insertelement %229, %1[%0 : i32] : vector<4xf32>
          %231 = llvm.shufflevector %230, %1 [0, 0, 0, 0] : vector<4xf32>
          %232 = llvm.intr.fmuladd(%231, %57, %184) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %233 = llvm.add %69, %52 overflow<nsw, nuw> : i64
          %234 = llvm.getelementptr inbounds|nuw %19[%233] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %235 = llvm.load %234 : !llvm.ptr -> f32
          %236 = llvm.insertelement %235, %1[%0 : i32] : vector<4xf32>
          %237 = llvm.shufflevector %236, %1 [0, 0, 0, 0] : vector<4xf32>
          %238 = llvm.intr.fmuladd(%237, %57, %190) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %239 = llvm.add %78, %52 overflow<nsw, nuw> : i64
          %240 = llvm.getelementptr inbounds|nuw %19[%239] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %241 = llvm.load %240 : !llvm.ptr -> f32
          %242 = llvm.insertelement %241, %1[%0 : i32] : vector<4xf32>
          %243 = llvm.shufflevector %242, %1 [0, 0, 0, 0] : vector<4xf32>
          %244 = llvm.intr.fmuladd(%243, %57, %196) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %245 = llvm.add %87, %52 overflow<nsw, nuw> : i64
          %246 = llvm.getelementptr inbounds|nuw %19[%245] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %247 = llvm.load %246 : !llvm.ptr -> f32
          %248 = llvm.insertelement %247, %1[%0 : i32] : vector<4xf32>
          %249 = llvm.shufflevector %248, %1 [0, 0, 0, 0] : vector<4xf32>
          %250 = llvm.intr.fmuladd(%249, %57, %202) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %251 = llvm.add %96, %52 overflow<nsw, nuw> : i64
          %252 = llvm.getelementptr inbounds|nuw %19[%251] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %253 = llvm.load %252 : !llvm.ptr -> f32
          %254 = llvm.insertelement %253, %1[%0 : i32] : vector<4xf32>
          %255 = llvm.shufflevector %254, %1 [0, 0, 0, 0] : vector<4xf32>
          %256 = llvm.intr.fmuladd(%255, %57, %208) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %257 = llvm.add %105, %52 overflow<nsw, nuw> : i64
          %258 = llvm.getelementptr inbounds|nuw %19[%257] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %259 = llvm.load %258 : !llvm.ptr -> f32
          %260 = llvm.insertelement %259, %1[%0 : i32] : vector<4xf32>
          %261 = llvm.shufflevector %260, %1 [0, 0, 0, 0] : vector<4xf32>
          %262 = llvm.intr.fmuladd(%261, %57, %214) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %263 = llvm.add %114, %52 overflow<nsw, nuw> : i64
          %264 = llvm.getelementptr inbounds|nuw %19[%263] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %265 = llvm.load %264 : !llvm.ptr -> f32
          %266 = llvm.insertelement %265, %1[%0 : i32] : vector<4xf32>
          %267 = llvm.shufflevector %266, %1 [0, 0, 0, 0] : vector<4xf32>
          %268 = llvm.intr.fmuladd(%267, %57, %220) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %269 = llvm.add %123, %52 overflow<nsw, nuw> : i64
          %270 = llvm.getelementptr inbounds|nuw %19[%269] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %271 = llvm.load %270 : !llvm.ptr -> f32
          %272 = llvm.insertelement %271, %1[%0 : i32] : vector<4xf32>
          %273 = llvm.shufflevector %272, %1 [0, 0, 0, 0] : vector<4xf32>
          %274 = llvm.intr.fmuladd(%273, %57, %226) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %275 = llvm.insertvalue %232, %5[0] : !llvm.array<8 x vector<4xf32>>
          %276 = llvm.insertvalue %238, %275[1] : !llvm.array<8 x vector<4xf32>>
          %277 = llvm.insertvalue %244, %276[2] : !llvm.array<8 x vector<4xf32>>
          %278 = llvm.insertvalue %250, %277[3] : !llvm.array<8 x vector<4xf32>>
          %279 = llvm.insertvalue %256, %278[4] : !llvm.array<8 x vector<4xf32>>
          %280 = llvm.insertvalue %262, %279[5] : !llvm.array<8 x vector<4xf32>>
          %281 = llvm.insertvalue %268, %280[6] : !llvm.array<8 x vector<4xf32>>
          %282 = llvm.insertvalue %274, %281[7] : !llvm.array<8 x vector<4xf32>>
          %283 = llvm.add %31, %14 : i64
          llvm.br ^bb2(%283, %282 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %284 = llvm.extractvalue %32[0] : !llvm.array<8 x vector<4xf32>>
          %285 = llvm.mul %16, %2 : i64
          %286 = llvm.mul %16, %13 : i64
          %287 = llvm.add %285, %286 : i64
          %288 = llvm.add %287, %29 : i64
          %289 = llvm.getelementptr %28[%288] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %284, %289 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %290 = llvm.extractvalue %32[1] : !llvm.array<8 x vector<4xf32>>
          %291 = llvm.mul %11, %13 : i64
          %292 = llvm.add %285, %291 : i64
          %293 = llvm.add %292, %29 : i64
          %294 = llvm.getelementptr %28[%293] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %290, %294 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %295 = llvm.extractvalue %32[2] : !llvm.array<8 x vector<4xf32>>
          %296 = llvm.mul %10, %13 : i64
          %297 = llvm.add %285, %296 : i64
          %298 = llvm.add %297, %29 : i64
          %299 = llvm.getelementptr %28[%298] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %295, %299 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %300 = llvm.extractvalue %32[3] : !llvm.array<8 x vector<4xf32>>
          %301 = llvm.mul %9, %13 : i64
          %302 = llvm.add %285, %301 : i64
          %303 = llvm.add %302, %29 : i64
          %304 = llvm.getelementptr %28[%303] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %300, %304 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %305 = llvm.extractvalue %32[4] : !llvm.array<8 x vector<4xf32>>
          %306 = llvm.mul %14, %13 : i64
          %307 = llvm.add %285, %306 : i64
          %308 = llvm.add %307, %29 : i64
          %309 = llvm.getelementptr %28[%308] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %305, %309 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %310 = llvm.extractvalue %32[5] : !llvm.array<8 x vector<4xf32>>
          %311 = llvm.mul %8, %13 : i64
          %312 = llvm.add %285, %311 : i64
          %313 = llvm.add %312, %29 : i64
          %314 = llvm.getelementptr %28[%313] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %310, %314 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %315 = llvm.extractvalue %32[6] : !llvm.array<8 x vector<4xf32>>
          %316 = llvm.mul %7, %13 : i64
          %317 = llvm.add %285, %316 : i64
          %318 = llvm.add %317, %29 : i64
          %319 = llvm.getelementptr %28[%318] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %315, %319 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %320 = llvm.extractvalue %32[7] : !llvm.array<8 x vector<4xf32>>
          %321 = llvm.mul %6, %13 : i64
          %322 = llvm.add %285, %321 : i64
          %323 = llvm.add %322, %29 : i64
          %324 = llvm.getelementptr %28[%323] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %320, %324 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %325 = llvm.add %29, %14 : i64
          llvm.br ^bb1(%325 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_4 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_4_reduction_8x8_f32xi1 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_4_reduction_8x8_f32xi1(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.constant(64 : i64) : i64
          %2 = llvm.mlir.constant(true) : i1
          %3 = llvm.mlir.constant(1 : i64) : i64
          %4 = llvm.mlir.constant(1 : i8) : i8
          %5 = llvm.mlir.constant(4 : i64) : i64
          %6 = llvm.mlir.constant(8 : i64) : i64
          %7 = llvm.mlir.constant(0xFF800000 : f32) : f32
          %8 = llvm.mlir.constant(0 : i64) : i64
          %9 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %10 = llvm.extractvalue %9[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %11 = llvm.load %10 : !llvm.ptr -> !llvm.ptr
          %12 = llvm.getelementptr %11[3072] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %2 ["align"(%12, %1 : !llvm.ptr, i64)] : i1
          %13 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %14 = llvm.extractvalue %13[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %15 = llvm.getelementptr %14[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %16 = llvm.load %15 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %2 ["align"(%16, %1 : !llvm.ptr, i64)] : i1
          %17 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %18 = llvm.extractvalue %17[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %19 = llvm.zext %18 : i32 to i64
          %20 = llvm.getelementptr inbounds|nuw %16[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          llvm.store %4, %20 : i8, !llvm.ptr
          llvm.br ^bb1(%8 : i64)
        ^bb1(%21: i64):  // 2 preds: ^bb0, ^bb4
          %22 = llvm.icmp "slt" %21, %6 : i64
          llvm.cond_br %22, ^bb2(%8 : i64), ^bb5
        ^bb2(%23: i64):  // 2 preds: ^bb1, ^bb3
          %24 = llvm.icmp "slt" %23, %5 : i64
          llvm.cond_br %24, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %25 = llvm.add %21, %23 : i64
          %26 = llvm.mul %19, %6 overflow<nsw, nuw> : i64
          %27 = llvm.add %26, %25 overflow<nsw, nuw> : i64
          %28 = llvm.getelementptr inbounds|nuw %12[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %29 = llvm.load %28 : !llvm.ptr -> f32
          %30 = llvm.load %20 : !llvm.ptr -> i8
          %31 = llvm.trunc %30 : i8 to i1
          %32 = llvm.fcmp "oeq" %29, %7 : f32
          %33 = llvm.and %32, %31 : i1
          %34 = llvm.zext %33 : i1 to i8
          llvm.store %34, %20 : i8, !llvm.ptr
          %35 = llvm.add %23, %3 : i64
          llvm.br ^bb2(%35 : i64)
        ^bb4:  // pred: ^bb2
          %36 = llvm.add %21, %5 : i64
          llvm.br ^bb1(%36 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_5 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_5_softmax_8x8xf32_generic ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_5_softmax_8x8xf32_generic(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.poison : vector<4xi1>
          %1 = llvm.mlir.poison : vector<4xf32>
          %2 = llvm.mlir.constant(0 : i32) : i32
          %3 = llvm.mlir.poison : vector<1xf32>
          %4 = llvm.mlir.constant(true) : i1
          %5 = llvm.mlir.constant(dense<127> : vector<4xi32>) : vector<4xi32>
          %6 = llvm.mlir.constant(dense<23> : vector<4xi32>) : vector<4xi32>
          %7 = llvm.mlir.constant(dense<1.270000e+02> : vector<4xf32>) : vector<4xf32>
          %8 = llvm.mlir.constant(dense<-1.270000e+02> : vector<4xf32>) : vector<4xf32>
          %9 = llvm.mlir.constant(dense<8.880000e+01> : vector<4xf32>) : vector<4xf32>
          %10 = llvm.mlir.constant(dense<-8.780000e+01> : vector<4xf32>) : vector<4xf32>
          %11 = llvm.mlir.constant(dense<0.166666657> : vector<4xf32>) : vector<4xf32>
          %12 = llvm.mlir.constant(dense<0.0416657962> : vector<4xf32>) : vector<4xf32>
          %13 = llvm.mlir.constant(dense<0.00833345205> : vector<4xf32>) : vector<4xf32>
          %14 = llvm.mlir.constant(dense<0.00139819994> : vector<4xf32>) : vector<4xf32>
          %15 = llvm.mlir.constant(dense<1.98756912E-4> : vector<4xf32>) : vector<4xf32>
          %16 = llvm.mlir.constant(dense<2.12194442E-4> : vector<4xf32>) : vector<4xf32>
          %17 = llvm.mlir.constant(dense<-0.693359375> : vector<4xf32>) : vector<4xf32>
          %18 = llvm.mlir.constant(dense<1.44269502> : vector<4xf32>) : vector<4xf32>
          %19 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
          %20 = llvm.mlir.constant(dense<5.000000e-01> : vector<4xf32>) : vector<4xf32>
          %21 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf32>) : vector<4xf32>
          %22 = llvm.mlir.constant(dense<0.000000e+00> : vector<1xf32>) : vector<1xf32>
          %23 = llvm.mlir.constant(dense<0xFFC00000> : vector<1xf32>) : vector<1xf32>
          %24 = llvm.mlir.constant(4 : i64) : i64
          %25 = llvm.mlir.constant(8 : i64) : i64
          %26 = llvm.mlir.constant(0 : i64) : i64
          %27 = llvm.mlir.constant(64 : i64) : i64
          %28 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %29 = llvm.extractvalue %28[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %30 = llvm.load %29 : !llvm.ptr -> !llvm.ptr
          %31 = llvm.getelementptr %30[3072] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %4 ["align"(%31, %27 : !llvm.ptr, i64)] : i1
          %32 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %33 = llvm.extractvalue %32[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %34 = llvm.load %33 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %4 ["align"(%34, %27 : !llvm.ptr, i64)] : i1
          %35 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %36 = llvm.extractvalue %35[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %37 = llvm.getelementptr %36[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %38 = llvm.load %37 : !llvm.ptr -> !llvm.ptr
          %39 = llvm.getelementptr %38[64] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %4 ["align"(%39, %27 : !llvm.ptr, i64)] : i1
          %40 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %41 = llvm.extractvalue %40[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %42 = llvm.zext %41 : i32 to i64
          llvm.br ^bb1(%26, %23 : i64, vector<1xf32>)
        ^bb1(%43: i64, %44: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
          %45 = llvm.icmp "slt" %43, %25 : i64
          llvm.cond_br %45, ^bb2, ^bb3(%26, %22 : i64, vector<1xf32>)
        ^bb2:  // pred: ^bb1
          %46 = llvm.mul %42, %25 : i64
          %47 = llvm.add %46, %43 : i64
          %48 = llvm.getelementptr %31[%47] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %49 = llvm.load %48 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %50 = llvm.extractelement %44[%26 : i64] : vector<1xf32>
          %51 = llvm.intr.vector.reduce.fmax(%49) : (vector<4xf32>) -> f32
          %52 = llvm.intr.maxnum(%51, %50) : (f32, f32) -> f32
          %53 = llvm.insertelement %52, %3[%2 : i32] : vector<1xf32>
          %54 = llvm.add %43, %24 : i64
          llvm.br ^bb1(%54, %53 : i64, vector<1xf32>)
        ^bb3(%55: i64, %56: vector<1xf32>):  // 2 preds: ^bb1, ^bb4
          %57 = llvm.icmp "slt" %55, %25 : i64
          llvm.cond_br %57, ^bb4, ^bb5
        ^bb4:  // pred: ^bb3
          %58 = llvm.mul %42, %25 : i64
          %59 = llvm.add %58, %55 : i64
          %60 = llvm.getelementptr %31[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %61 = llvm.load %60 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %62 = llvm.extractelement %44[%26 : i64] : vector<1xf32>
          %63 = llvm.insertelement %62, %1[%2 : i32] : vector<4xf32>
          %64 = llvm.shufflevector %63, %1 [0, 0, 0, 0] : vector<4xf32>
          %65 = llvm.fsub %61, %64 fastmath<contract> : vector<4xf32>
          %66 = llvm.fcmp "uge" %65, %10 : vector<4xf32>
          %67 = llvm.select %66, %65, %10 : vector<4xi1>, vector<4xf32>
          %68 = llvm.fcmp "ule" %67, %9 : vector<4xf32>
          %69 = llvm.select %68, %67, %9 : vector<4xi1>, vector<4xf32>
          %70 = llvm.intr.fma(%69, %18, %20) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %71 = llvm.intr.floor(%70) : (vector<4xf32>) -> vector<4xf32>
          %72 = llvm.fcmp "uge" %71, %8 : vector<4xf32>
          %73 = llvm.select %72, %71, %8 : vector<4xi1>, vector<4xf32>
          %74 = llvm.fcmp "ule" %73, %7 : vector<4xf32>
          %75 = llvm.select %74, %73, %7 : vector<4xi1>, vector<4xf32>
          %76 = llvm.intr.fma(%17, %75, %69) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %77 = llvm.intr.fma(%16, %75, %76) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %78 = llvm.intr.fma(%77, %15, %14) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %79 = llvm.intr.fma(%78, %77, %13) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %80 = llvm.intr.fma(%79, %77, %12) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %81 = llvm.intr.fma(%80, %77, %11) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %82 = llvm.intr.fma(%81, %77, %20) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %83 = llvm.fmul %77, %77 fastmath<contract> : vector<4xf32>
          %84 = llvm.intr.fma(%82, %83, %77) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %85 = llvm.fadd %84, %19 fastmath<contract> : vector<4xf32>
          %86 = llvm.fptosi %75 : vector<4xf32> to vector<4xi32>
          %87 = llvm.add %86, %5 : vector<4xi32>
          %88 = llvm.shl %87, %6 : vector<4xi32>
          %89 = llvm.bitcast %88 : vector<4xi32> to vector<4xf32>
          %90 = llvm.fmul %85, %89 fastmath<contract> : vector<4xf32>
          %91 = llvm.extractelement %56[%26 : i64] : vector<1xf32>
          %92 = llvm.intr.vector.reduce.fadd(%91, %90) : (f32, vector<4xf32>) -> f32
          %93 = llvm.insertelement %92, %3[%2 : i32] : vector<1xf32>
          %94 = llvm.add %55, %24 : i64
          llvm.br ^bb3(%94, %93 : i64, vector<1xf32>)
        ^bb5:  // pred: ^bb3
          %95 = llvm.getelementptr %34[%42] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          %96 = llvm.load %95 <alignment = 1> : !llvm.ptr -> vector<1xi8>
          %97 = llvm.trunc %96 : vector<1xi8> to vector<1xi1>
          llvm.br ^bb6(%26 : i64)
        ^bb6(%98: i64):  // 2 preds: ^bb5, ^bb7
          %99 = llvm.icmp "slt" %98, %25 : i64
          llvm.cond_br %99, ^bb7, ^bb8
        ^bb7:  // pred: ^bb6
          %100 = llvm.mul %42, %25 : i64
          %101 = llvm.add %100, %98 : i64
          %102 = llvm.getelementptr %31[%101] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %103 = llvm.load %102 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %104 = llvm.extractelement %44[%26 : i64] : vector<1xf32>
          %105 = llvm.insertelement %104, %1[%2 : i32] : vector<4xf32>
          %106 = llvm.shufflevector %105, %1 [0, 0, 0, 0] : vector<4xf32>
          %107 = llvm.fsub %103, %106 fastmath<contract> : vector<4xf32>
          %108 = llvm.fcmp "uge" %107, %10 : vector<4xf32>
          %109 = llvm.select %108, %107, %10 : vector<4xi1>, vector<4xf32>
          %110 = llvm.fcmp "ule" %109, %9 : vector<4xf32>
          %111 = llvm.select %110, %109, %9 : vector<4xi1>, vector<4xf32>
          %112 = llvm.intr.fma(%111, %18, %20) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %113 = llvm.intr.floor(%112) : (vector<4xf32>) -> vector<4xf32>
          %114 = llvm.fcmp "uge" %113, %8 : vector<4xf32>
          %115 = llvm.select %114, %113, %8 : vector<4xi1>, vector<4xf32>
          %116 = llvm.fcmp "ule" %115, %7 : vector<4xf32>
          %117 = llvm.select %116, %115, %7 : vector<4xi1>, vector<4xf32>
          %118 = llvm.intr.fma(%17, %117, %111) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %119 = llvm.intr.fma(%16, %117, %118) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %120 = llvm.intr.fma(%119, %15, %14) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %121 = llvm.intr.fma(%120, %119, %13) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %122 = llvm.intr.fma(%121, %119, %12) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %123 = llvm.intr.fma(%122, %119, %11) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %124 = llvm.intr.fma(%123, %119, %20) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %125 = llvm.fmul %119, %119 fastmath<contract> : vector<4xf32>
          %126 = llvm.intr.fma(%124, %125, %119) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %127 = llvm.fadd %126, %19 fastmath<contract> : vector<4xf32>
          %128 = llvm.fptosi %117 : vector<4xf32> to vector<4xi32>
          %129 = llvm.add %128, %5 : vector<4xi32>
          %130 = llvm.shl %129, %6 : vector<4xi32>
          %131 = llvm.bitcast %130 : vector<4xi32> to vector<4xf32>
          %132 = llvm.fmul %127, %131 fastmath<contract> : vector<4xf32>
          %133 = llvm.extractelement %56[%26 : i64] : vector<1xf32>
          %134 = llvm.insertelement %133, %1[%2 : i32] : vector<4xf32>
          %135 = llvm.shufflevector %134, %1 [0, 0, 0, 0] : vector<4xf32>
          %136 = llvm.fdiv %132, %135 : vector<4xf32>
          %137 = llvm.extractelement %97[%26 : i64] : vector<1xi1>
          %138 = llvm.insertelement %137, %0[%2 : i32] : vector<4xi1>
          %139 = llvm.shufflevector %138, %0 [0, 0, 0, 0] : vector<4xi1>
          %140 = llvm.select %139, %21, %136 : vector<4xi1>, vector<4xf32>
          %141 = llvm.getelementptr %39[%101] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %140, %141 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %142 = llvm.add %98, %24 : i64
          llvm.br ^bb6(%142 : i64)
        ^bb8:  // pred: ^bb6
          llvm.return %2 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_6 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_6_batch_matmul_1x8x32x8_f32 ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_6_batch_matmul_1x8x32x8_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<4xf32>
          %2 = llvm.mlir.constant(256 : i64) : i64
          %3 = llvm.mlir.constant(true) : i1
          %4 = llvm.mlir.poison : !llvm.array<8 x vector<4xf32>>
          %5 = llvm.mlir.constant(7 : i64) : i64
          %6 = llvm.mlir.constant(6 : i64) : i64
          %7 = llvm.mlir.constant(5 : i64) : i64
          %8 = llvm.mlir.constant(3 : i64) : i64
          %9 = llvm.mlir.constant(2 : i64) : i64
          %10 = llvm.mlir.constant(1 : i64) : i64
          %11 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %12 = llvm.mlir.constant(32 : i64) : i64
          %13 = llvm.mlir.constant(4 : i64) : i64
          %14 = llvm.mlir.constant(8 : i64) : i64
          %15 = llvm.mlir.constant(64 : i64) : i64
          %16 = llvm.mlir.constant(0 : i64) : i64
          %17 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %18 = llvm.extractvalue %17[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %19 = llvm.load %18 : !llvm.ptr -> !llvm.ptr
          %20 = llvm.getelementptr %19[64] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %3 ["align"(%20, %15 : !llvm.ptr, i64)] : i1
          %21 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %22 = llvm.extractvalue %21[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %23 = llvm.load %22 : !llvm.ptr -> !llvm.ptr
          %24 = llvm.getelementptr %23[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %3 ["align"(%24, %15 : !llvm.ptr, i64)] : i1
          %25 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %26 = llvm.extractvalue %25[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %27 = llvm.getelementptr %26[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %28 = llvm.load %27 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %3 ["align"(%28, %15 : !llvm.ptr, i64)] : i1
          %29 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %30 = llvm.extractvalue %29[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %31 = llvm.getelementptr %30[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %32 = llvm.load %31 : !llvm.ptr -> !llvm.ptr
          %33 = llvm.getelementptr %32[320] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %3 ["align"(%33, %15 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%16 : i64)
        ^bb1(%34: i64):  // 2 preds: ^bb0, ^bb4
          %35 = llvm.icmp "slt" %34, %12 : i64
          llvm.cond_br %35, ^bb2(%16, %11 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%36: i64, %37: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %38 = llvm.icmp "slt" %36, %14 : i64
          llvm.cond_br %38, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %39 = llvm.mul %16, %2 : i64
          %40 = llvm.mul %36, %12 : i64
          %41 = llvm.add %39, %40 : i64
          %42 = llvm.add %41, %34 : i64
          %43 = llvm.getelementptr %24[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %44 = llvm.load %43 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %45 = llvm.add %36, %10 : i64
          %46 = llvm.mul %45, %12 : i64
          %47 = llvm.add %39, %46 : i64
          %48 = llvm.add %47, %34 : i64
          %49 = llvm.getelementptr %24[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %50 = llvm.load %49 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %51 = llvm.add %36, %9 : i64
          %52 = llvm.mul %51, %12 : i64
          %53 = llvm.add %39, %52 : i64
          %54 = llvm.add %53, %34 : i64
          %55 = llvm.getelementptr %24[%54] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %56 = llvm.load %55 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %57 = llvm.add %36, %8 : i64
          %58 = llvm.mul %57, %12 : i64
          %59 = llvm.add %39, %58 : i64
          %60 = llvm.add %59, %34 : i64
          %61 = llvm.getelementptr %24[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %62 = llvm.load %61 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %63 = llvm.mul %16, %15 overflow<nsw, nuw> : i64
          %64 = llvm.mul %16, %14 overflow<nsw, nuw> : i64
          %65 = llvm.add %63, %64 overflow<nsw, nuw> : i64
          %66 = llvm.add %65, %36 overflow<nsw, nuw> : i64
          %67 = llvm.getelementptr inbounds|nuw %20[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %68 = llvm.load %67 : !llvm.ptr -> f32
          %69 = llvm.insertelement %68, %1[%0 : i32] : vector<4xf32>
          %70 = llvm.shufflevector %69, %1 [0, 0, 0, 0] : vector<4xf32>
          %71 = llvm.extractvalue %37[0] : !llvm.array<8 x vector<4xf32>>
          %72 = llvm.intr.fmuladd(%70, %44, %71) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %73 = llvm.mul %10, %14 overflow<nsw, nuw> : i64
          %74 = llvm.add %63, %73 overflow<nsw, nuw> : i64
          %75 = llvm.add %74, %36 overflow<nsw, nuw> : i64
          %76 = llvm.getelementptr inbounds|nuw %20[%75] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %77 = llvm.load %76 : !llvm.ptr -> f32
          %78 = llvm.insertelement %77, %1[%0 : i32] : vector<4xf32>
          %79 = llvm.shufflevector %78, %1 [0, 0, 0, 0] : vector<4xf32>
          %80 = llvm.extractvalue %37[1] : !llvm.array<8 x vector<4xf32>>
          %81 = llvm.intr.fmuladd(%79, %44, %80) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %82 = llvm.mul %9, %14 overflow<nsw, nuw> : i64
          %83 = llvm.add %63, %82 overflow<nsw, nuw> : i64
          %84 = llvm.add %83, %36 overflow<nsw, nuw> : i64
          %85 = llvm.getelementptr inbounds|nuw %20[%84] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %86 = llvm.load %85 : !llvm.ptr -> f32
          %87 = llvm.insertelement %86, %1[%0 : i32] : vector<4xf32>
          %88 = llvm.shufflevector %87, %1 [0, 0, 0, 0] : vector<4xf32>
          %89 = llvm.extractvalue %37[2] : !llvm.array<8 x vector<4xf32>>
          %90 = llvm.intr.fmuladd(%88, %44, %89) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %91 = llvm.mul %8, %14 overflow<nsw, nuw> : i64
          %92 = llvm.add %63, %91 overflow<nsw, nuw> : i64
          %93 = llvm.add %92, %36 overflow<nsw, nuw> : i64
          %94 = llvm.getelementptr inbounds|nuw %20[%93] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %95 = llvm.load %94 : !llvm.ptr -> f32
          %96 = llvm.insertelement %95, %1[%0 : i32] : vector<4xf32>
          %97 = llvm.shufflevector %96, %1 [0, 0, 0, 0] : vector<4xf32>
          %98 = llvm.extractvalue %37[3] : !llvm.array<8 x vector<4xf32>>
          %99 = llvm.intr.fmuladd(%97, %44, %98) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %100 = llvm.mul %13, %14 overflow<nsw, nuw> : i64
          %101 = llvm.add %63, %100 overflow<nsw, nuw> : i64
          %102 = llvm.add %101, %36 overflow<nsw, nuw> : i64
          %103 = llvm.getelementptr inbounds|nuw %20[%102] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %104 = llvm.load %103 : !llvm.ptr -> f32
          %105 = llvm.insertelement %104, %1[%0 : i32] : vector<4xf32>
          %106 = llvm.shufflevector %105, %1 [0, 0, 0, 0] : vector<4xf32>
          %107 = llvm.extractvalue %37[4] : !llvm.array<8 x vector<4xf32>>
          %108 = llvm.intr.fmuladd(%106, %44, %107) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %109 = llvm.mul %7, %14 overflow<nsw, nuw> : i64
          %110 = llvm.add %63, %109 overflow<nsw, nuw> : i64
          %111 = llvm.add %110, %36 overflow<nsw, nuw> : i64
          %112 = llvm.getelementptr inbounds|nuw %20[%111] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %113 = llvm.load %112 : !llvm.ptr -> f32
          %114 = llvm.insertelement %113, %1[%0 : i32] : vector<4xf32>
          %115 = llvm.shufflevector %114, %1 [0, 0, 0, 0] : vector<4xf32>
          %116 = llvm.extractvalue %37[5] : !llvm.array<8 x vector<4xf32>>
          %117 = llvm.intr.fmuladd(%115, %44, %116) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %118 = llvm.mul %6, %14 overflow<nsw, nuw> : i64
          %119 = llvm.add %63, %118 overflow<nsw, nuw> : i64
          %120 = llvm.add %119, %36 overflow<nsw, nuw> : i64
          %121 = llvm.getelementptr inbounds|nuw %20[%120] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %122 = llvm.load %121 : !llvm.ptr -> f32
          %123 = llvm.insertelement %122, %1[%0 : i32] : vector<4xf32>
          %124 = llvm.shufflevector %123, %1 [0, 0, 0, 0] : vector<4xf32>
          %125 = llvm.extractvalue %37[6] : !llvm.array<8 x vector<4xf32>>
          %126 = llvm.intr.fmuladd(%124, %44, %125) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %127 = llvm.mul %5, %14 overflow<nsw, nuw> : i64
          %128 = llvm.add %63, %127 overflow<nsw, nuw> : i64
          %129 = llvm.add %128, %36 overflow<nsw, nuw> : i64
          %130 = llvm.getelementptr inbounds|nuw %20[%129] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %131 = llvm.load %130 : !llvm.ptr -> f32
          %132 = llvm.insertelement %131, %1[%0 : i32] : vector<4xf32>
          %133 = llvm.shufflevector %132, %1 [0, 0, 0, 0] : vector<4xf32>
          %134 = llvm.extractvalue %37[7] : !llvm.array<8 x vector<4xf32>>
          %135 = llvm.intr.fmuladd(%133, %44, %134) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %136 = llvm.add %65, %45 overflow<nsw, nuw> : i64
          %137 = llvm.getelementptr inbounds|nuw %20[%136] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %138 = llvm.load %137 : !llvm.ptr -> f32
          %139 = llvm.insertelement %138, %1[%0 : i32] : vector<4xf32>
          %140 = llvm.shufflevector %139, %1 [0, 0, 0, 0] : vector<4xf32>
          %141 = llvm.intr.fmuladd(%140, %50, %72) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %142 = llvm.add %74, %45 overflow<nsw, nuw> : i64
          %143 = llvm.getelementptr inbounds|nuw %20[%142] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %144 = llvm.load %143 : !llvm.ptr -> f32
          %145 = llvm.insertelement %144, %1[%0 : i32] : vector<4xf32>
          %146 = llvm.shufflevector %145, %1 [0, 0, 0, 0] : vector<4xf32>
          %147 = llvm.intr.fmuladd(%146, %50, %81) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %148 = llvm.add %83, %45 overflow<nsw, nuw> : i64
          %149 = llvm.getelementptr inbounds|nuw %20[%148] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %150 = llvm.load %149 : !llvm.ptr -> f32
          %151 = llvm.insertelement %150, %1[%0 : i32] : vector<4xf32>
          %152 = llvm.shufflevector %151, %1 [0, 0, 0, 0] : vector<4xf32>
          %153 = llvm.intr.fmuladd(%152, %50, %90) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %154 = llvm.add %92, %45 overflow<nsw, nuw> : i64
          %155 = llvm.getelementptr inbounds|nuw %20[%154] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %156 = llvm.load %155 : !llvm.ptr -> f32
          %157 = llvm.insertelement %156, %1[%0 : i32] : vector<4xf32>
          %158 = llvm.shufflevector %157, %1 [0, 0, 0, 0] : vector<4xf32>
          %159 = llvm.intr.fmuladd(%158, %50, %99) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %160 = llvm.add %101, %45 overflow<nsw, nuw> : i64
          %161 = llvm.getelementptr inbounds|nuw %20[%160] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %162 = llvm.load %161 : !llvm.ptr -> f32
          %163 = llvm.insertelement %162, %1[%0 : i32] : vector<4xf32>
          %164 = llvm.shufflevector %163, %1 [0, 0, 0, 0] : vector<4xf32>
          %165 = llvm.intr.fmuladd(%164, %50, %108) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %166 = llvm.add %110, %45 overflow<nsw, nuw> : i64
          %167 = llvm.getelementptr inbounds|nuw %20[%166] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %168 = llvm.load %167 : !llvm.ptr -> f32
          %169 = llvm.insertelement %168, %1[%0 : i32] : vector<4xf32>
          %170 = llvm.shufflevector %169, %1 [0, 0, 0, 0] : vector<4xf32>
          %171 = llvm.intr.fmuladd(%170, %50, %117) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %172 = llvm.add %119, %45 overflow<nsw, nuw> : i64
          %173 = llvm.getelementptr inbounds|nuw %20[%172] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %174 = llvm.load %173 : !llvm.ptr -> f32
          %175 = llvm.insertelement %174, %1[%0 : i32] : vector<4xf32>
          %176 = llvm.shufflevector %175, %1 [0, 0, 0, 0] : vector<4xf32>
          %177 = llvm.intr.fmuladd(%176, %50, %126) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %178 = llvm.add %128, %45 overflow<nsw, nuw> : i64
          %179 = llvm.getelementptr inbounds|nuw %20[%178] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %180 = llvm.load %179 : !llvm.ptr -> f32
          %181 = llvm.insertelement %180, %1[%0 : i32] : vector<4xf32>
          %182 = llvm.shufflevector %181, %1 [0, 0, 0, 0] : vector<4xf32>
          %183 = llvm.intr.fmuladd(%182, %50, %135) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %184 = llvm.add %65, %51 overflow<nsw, nuw> : i64
          %185 = llvm.getelementptr inbounds|nuw %20[%184] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %186 = llvm.load %185 : !llvm.ptr -> f32
          %187 = llvm.insertelement %186, %1[%0 : i32] : vector<4xf32>
          %188 = llvm.shufflevector %187, %1 [0, 0, 0, 0] : vector<4xf32>
          %189 = llvm.intr.fmuladd(%188, %56, %141) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %190 = llvm.add %74, %51 overflow<nsw, nuw> : i64
          %191 = llvm.getelementptr inbounds|nuw %20[%190] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %192 = llvm.load %191 : !llvm.ptr -> f32
          %193 = llvm.insertelement %192, %1[%0 : i32] : vector<4xf32>
          %194 = llvm.shufflevector %193, %1 [0, 0, 0, 0] : vector<4xf32>
          %195 = llvm.intr.fmuladd(%194, %56, %147) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %196 = llvm.add %83, %51 overflow<nsw, nuw> : i64
          %197 = llvm.getelementptr inbounds|nuw %20[%196] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %198 = llvm.load %197 : !llvm.ptr -> f32
          %199 = llvm.insertelement %198, %1[%0 : i32] : vector<4xf32>
          %200 = llvm.shufflevector %199, %1 [0, 0, 0, 0] : vector<4xf32>
          %201 = llvm.intr.fmuladd(%200, %56, %153) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %202 = llvm.add %92, %51 overflow<nsw, nuw> : i64
          %203 = llvm.getelementptr inbounds|nuw %20[%202] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %204 = llvm.load %203 : !llvm.ptr -> f32
          %205 = llvm.insertelement %204, %1[%0 : i32] : vector<4xf32>
          %206 = llvm.shufflevector %205, %1 [0, 0, 0, 0] : vector<4xf32>
          %207 = llvm.intr.fmuladd(%206, %56, %159) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %208 = llvm.add %101, %51 overflow<nsw, nuw> : i64
          %209 = llvm.getelementptr inbounds|nuw %20[%208] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %210 = llvm.load %209 : !llvm.ptr -> f32
          %211 = llvm.insertelement %210, %1[%0 : i32] : vector<4xf32>
          %212 = llvm.shufflevector %211, %1 [0, 0, 0, 0] : vector<4xf32>
          %213 = llvm.intr.fmuladd(%212, %56, %165) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %214 = llvm.add %110, %51 overflow<nsw, nuw> : i64
          %215 = llvm.getelementptr inbounds|nuw %20[%214] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %216 = llvm.load %215 : !llvm.ptr -> f32
          %217 = llvm.insertelement %216, %1[%0 : i32] : vector<4xf32>
          %218 = llvm.shufflevector %217, %1 [0, 0, 0, 0] : vector<4xf32>
          %219 = llvm.intr.fmuladd(%218, %56, %171) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %220 = llvm.add %119, %51 overflow<nsw, nuw> : i64
          %221 = llvm.getelementptr inbounds|nuw %20[%220] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %222 = llvm.load %221 : !llvm.ptr -> f32
          %223 = llvm.insertelement %222, %1[%0 : i32] : vector<4xf32>
          %224 = llvm.shufflevector %223, %1 [0, 0, 0, 0] : vector<4xf32>
          %225 = llvm.intr.fmuladd(%224, %56, %177) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %226 = llvm.add %128, %51 overflow<nsw, nuw> : i64
          %227 = llvm.getelementptr inbounds|nuw %20[%226] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %228 = llvm.load %227 : !llvm.ptr -> f32
          %229 = llvm.insertelement %228, %1[%0 : i32] : vector<4xf32>
          %230 = llvm.shufflevector %229, %1 [0, 0, 0, 0] : vector<4xf32>
          %231 = llvm.intr.fmuladd(%230, %56, %183) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %232 = llvm.add %65, %57 overflow<nsw, nuw> : i64
          %233 = llvm.getelementptr inbounds|nuw %20[%232] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %234 = llvm.load %233 : !llvm.ptr -> f32
          %235 = llvm.insertelement %234, %1[%0 : i32] : vector<4xf32>
          %236 = llvm.shufflevector %235, %1 [0, 0, 0, 0] : vector<4xf32>
          %237 = llvm.intr.fmuladd(%236, %62, %189) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %238 = llvm.add %74, %57 overflow<nsw, nuw> : i64
          %239 = llvm.getelementptr inbounds|nuw %20[%238] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %240 = llvm.load %239 : !llvm.ptr -> f32
          %241 = llvm.insertelement %240, %1[%0 : i32] : vector<4xf32>
          %242 = llvm.shufflevector %241, %1 [0, 0, 0, 0] : vector<4xf32>
          %243 = llvm.intr.fmuladd(%242, %62, %195) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %244 = llvm.add %83, %57 overflow<nsw, nuw> : i64
          %245 = llvm.getelementptr inbounds|nuw %20[%244] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %246 = llvm.load %245 : !llvm.ptr -> f32
          %247 = llvm.insertelement %246, %1[%0 : i32] : vector<4xf32>
          %248 = llvm.shufflevector %247, %1 [0, 0, 0, 0] : vector<4xf32>
          %249 = llvm.intr.fmuladd(%248, %62, %201) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %250 = llvm.add %92, %57 overflow<nsw, nuw> : i64
          %251 = llvm.getelementptr inbounds|nuw %20[%250] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %252 = llvm.load %251 : !llvm.ptr -> f32
          %253 = llvm.insertelement %252, %1[%0 : i32] : vector<4xf32>
          %254 = llvm.shufflevector %253, %1 [0, 0, 0, 0] : vector<4xf32>
          %255 = llvm.intr.fmuladd(%254, %62, %207) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %256 = llvm.add %101, %57 overflow<nsw, nuw> : i64
          %257 = llvm.getelementptr inbounds|nuw %20[%256] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %258 = llvm.load %257 : !llvm.ptr -> f32
          %259 = llvm.insertelement %258, %1[%0 : i32] : vector<4xf32>
          %260 = llvm.shufflevector %259, %1 [0, 0, 0, 0] : vector<4xf32>
          %261 = llvm.intr.fmuladd(%260, %62, %213) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %262 = llvm.add %110, %57 overflow<nsw, nuw> : i64
          %263 = llvm.getelementptr inbounds|nuw %20[%262] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %264 = llvm.load %263 : !llvm.ptr -> f32
          %265 = llvm.insertelement %264, %1[%0 : i32] : vector<4xf32>
          %266 = llvm.shufflevector %265, %1 [0, 0, 0, 0] : vector<4xf32>
          %267 = llvm.intr.fmuladd(%266, %62, %219) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %268 = llvm.add %119, %57 overflow<nsw, nuw> : i64
          %269 = llvm.getelementptr inbounds|nuw %20[%268] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %270 = llvm.load %269 : !llvm.ptr -> f32
          %271 = llvm.insertelement %270, %1[%0 : i32] : vector<4xf32>
          %272 = llvm.shufflevector %271, %1 [0, 0, 0, 0] : vector<4xf32>
          %273 = llvm.intr.fmuladd(%272, %62, %225) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %274 = llvm.add %128, %57 overflow<nsw, nuw> : i64
          %275 = llvm.getelementptr inbounds|nuw %20[%274] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %276 = llvm.load %275 : !llvm.ptr -> f32
          %277 = llvm.insertelement %276, %1[%0 : i32] : vector<4xf32>
          %278 = llvm.shufflevector %277, %1 [0, 0, 0, 0] : vector<4xf32>
          %279 = llvm.intr.fmuladd(%278, %62, %231) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %280 = llvm.insertvalue %237, %4[0] : !llvm.array<8 x vector<4xf32>>
          %281 = llvm.insertvalue %243, %280[1] : !llvm.array<8 x vector<4xf32>>
          %282 = llvm.insertvalue %249, %281[2] : !llvm.array<8 x vector<4xf32>>
          %283 = llvm.insertvalue %255, %282[3] : !llvm.array<8 x vector<4xf32>>
          %284 = llvm.insertvalue %261, %283[4] : !llvm.array<8 x vector<4xf32>>
          %285 = llvm.insertvalue %267, %284[5] : !llvm.array<8 x vector<4xf32>>
          %286 = llvm.insertvalue %273, %285[6] : !llvm.array<8 x vector<4xf32>>
          %287 = llvm.insertvalue %279, %286[7] : !llvm.array<8 x vector<4xf32>>
          %288 = llvm.add %36, %13 : i64
          llvm.br ^bb2(%288, %287 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %289 = llvm.mul %16, %2 : i64
          %290 = llvm.mul %16, %12 : i64
          %291 = llvm.add %289, %290 : i64
          %292 = llvm.add %291, %34 : i64
          %293 = llvm.getelementptr %28[%292] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %294 = llvm.load %293 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %295 = llvm.mul %10, %12 : i64
          %296 = llvm.add %289, %295 : i64
          %297 = llvm.add %296, %34 : i64
          %298 = llvm.getelementptr %28[%297] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %299 = llvm.load %298 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %300 = llvm.mul %9, %12 : i64
          %301 = llvm.add %289, %300 : i64
          %302 = llvm.add %301, %34 : i64
          %303 = llvm.getelementptr %28[%302] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %304 = llvm.load %303 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %305 = llvm.mul %8, %12 : i64
          %306 = llvm.add %289, %305 : i64
          %307 = llvm.add %306, %34 : i64
          %308 = llvm.getelementptr %28[%307] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %309 = llvm.load %308 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %310 = llvm.mul %13, %12 : i64
          %311 = llvm.add %289, %310 : i64
          %312 = llvm.add %311, %34 : i64
          %313 = llvm.getelementptr %28[%312] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %314 = llvm.load %313 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %315 = llvm.mul %7, %12 : i64
          %316 = llvm.add %289, %315 : i64
          %317 = llvm.add %316, %34 : i64
          %318 = llvm.getelementptr %28[%317] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %319 = llvm.load %318 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %320 = llvm.mul %6, %12 : i64
          %321 = llvm.add %289, %320 : i64
          %322 = llvm.add %321, %34 : i64
          %323 = llvm.getelementptr %28[%322] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %324 = llvm.load %323 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %325 = llvm.mul %5, %12 : i64
          %326 = llvm.add %289, %325 : i64
          %327 = llvm.add %326, %34 : i64
          %328 = llvm.getelementptr %28[%327] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %329 = llvm.load %328 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %330 = llvm.extractvalue %37[0] : !llvm.array<8 x vector<4xf32>>
          %331 = llvm.fadd %330, %294 fastmath<contract> : vector<4xf32>
          %332 = llvm.extractvalue %37[1] : !llvm.array<8 x vector<4xf32>>
          %333 = llvm.fadd %332, %299 fastmath<contract> : vector<4xf32>
          %334 = llvm.extractvalue %37[2] : !llvm.array<8 x vector<4xf32>>
          %335 = llvm.fadd %334, %304 fastmath<contract> : vector<4xf32>
          %336 = llvm.extractvalue %37[3] : !llvm.array<8 x vector<4xf32>>
          %337 = llvm.fadd %336, %309 fastmath<contract> : vector<4xf32>
          %338 = llvm.extractvalue %37[4] : !llvm.array<8 x vector<4xf32>>
          %339 = llvm.fadd %338, %314 fastmath<contract> : vector<4xf32>
          %340 = llvm.extractvalue %37[5] : !llvm.array<8 x vector<4xf32>>
          %341 = llvm.fadd %340, %319 fastmath<contract> : vector<4xf32>
          %342 = llvm.extractvalue %37[6] : !llvm.array<8 x vector<4xf32>>
          %343 = llvm.fadd %342, %324 fastmath<contract> : vector<4xf32>
          %344 = llvm.extractvalue %37[7] : !llvm.array<8 x vector<4xf32>>
          %345 = llvm.fadd %344, %329 fastmath<contract> : vector<4xf32>
          %346 = llvm.getelementptr %33[%292] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %331, %346 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %347 = llvm.getelementptr %33[%297] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %333, %347 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %348 = llvm.getelementptr %33[%302] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %335, %348 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %349 = llvm.getelementptr %33[%307] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %337, %349 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %350 = llvm.getelementptr %33[%312] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %339, %350 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %351 = llvm.getelementptr %33[%317] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %341, %351 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %352 = llvm.getelementptr %33[%322] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %343, %352 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %353 = llvm.getelementptr %33[%327] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %345, %353 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %354 = llvm.add %34, %13 : i64
          llvm.br ^bb1(%354 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_7 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_7_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_7_reduction_8x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %11 = llvm.extractvalue %10[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %12 = llvm.load %11 : !llvm.ptr -> !llvm.ptr
          %13 = llvm.getelementptr %12[320] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %4 ["align"(%13, %3 : !llvm.ptr, i64)] : i1
          %14 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %15 = llvm.extractvalue %14[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %16 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %17 = llvm.load %16 : !llvm.ptr -> !llvm.ptr
          %18 = llvm.getelementptr %17[1344] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %4 ["align"(%18, %3 : !llvm.ptr, i64)] : i1
          %19 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %20 = llvm.extractvalue %19[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %21 = llvm.zext %20 : i32 to i64
          llvm.br ^bb1(%9, %6 : i64, vector<1xf32>)
        ^bb1(%22: i64, %23: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
          %24 = llvm.icmp "slt" %22, %8 : i64
          llvm.cond_br %24, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %25 = llvm.mul %21, %8 : i64
          %26 = llvm.add %25, %22 : i64
          %27 = llvm.getelementptr %13[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %28 = llvm.load %27 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %29 = llvm.extractelement %23[%9 : i64] : vector<1xf32>
          %30 = llvm.intr.vector.reduce.fadd(%29, %28) : (f32, vector<4xf32>) -> f32
          %31 = llvm.insertelement %30, %2[%1 : i32] : vector<1xf32>
          %32 = llvm.add %22, %7 : i64
          llvm.br ^bb1(%32, %31 : i64, vector<1xf32>)
        ^bb3:  // pred: ^bb1
          %33 = llvm.fdiv %23, %5 : vector<1xf32>
          llvm.br ^bb4(%9 : i64)
        ^bb4(%34: i64):  // 2 preds: ^bb3, ^bb5
          %35 = llvm.icmp "slt" %34, %8 : i64
          llvm.cond_br %35, ^bb5, ^bb6
        ^bb5:  // pred: ^bb4
          %36 = llvm.mul %21, %8 : i64
          %37 = llvm.add %36, %34 : i64
          %38 = llvm.getelementptr %13[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %39 = llvm.load %38 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %40 = llvm.extractelement %33[%9 : i64] : vector<1xf32>
          %41 = llvm.insertelement %40, %0[%1 : i32] : vector<4xf32>
          %42 = llvm.shufflevector %41, %0 [0, 0, 0, 0] : vector<4xf32>
          %43 = llvm.fsub %39, %42 fastmath<contract> : vector<4xf32>
          %44 = llvm.getelementptr %18[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %43, %44 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %45 = llvm.add %34, %7 : i64
          llvm.br ^bb4(%45 : i64)
        ^bb6:  // pred: ^bb4
          llvm.return %1 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_8 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_8_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32_0(dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_8_reduction_8x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %19 = llvm.getelementptr %18[1344] : (!llvm.ptr) -> !llvm.ptr, i8
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
  hal.executable private @main_dispatch_9 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_9_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_9_reduction_8x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.poison : vector<4xf32>
          %1 = llvm.mlir.constant(dense<1.000000e+00> : vector<1xf32>) : vector<1xf32>
          %2 = llvm.mlir.constant(0 : i32) : i32
          %3 = llvm.mlir.poison : vector<1xf32>
          %4 = llvm.mlir.constant(64 : i64) : i64
          %5 = llvm.mlir.constant(true) : i1
          %6 = llvm.mlir.constant(dense<1.19825836E-6> : vector<4xf32>) : vector<4xf32>
          %7 = llvm.mlir.constant(dense<1.18534706E-4> : vector<4xf32>) : vector<4xf32>
          %8 = llvm.mlir.constant(dense<0.00226843474> : vector<4xf32>) : vector<4xf32>
          %9 = llvm.mlir.constant(dense<0.00489352504> : vector<4xf32>) : vector<4xf32>
          %10 = llvm.mlir.constant(dense<-2.76076837E-16> : vector<4xf32>) : vector<4xf32>
          %11 = llvm.mlir.constant(dense<2.00018794E-13> : vector<4xf32>) : vector<4xf32>
          %12 = llvm.mlir.constant(dense<-8.60467184E-11> : vector<4xf32>) : vector<4xf32>
          %13 = llvm.mlir.constant(dense<5.12229725E-8> : vector<4xf32>) : vector<4xf32>
          %14 = llvm.mlir.constant(dense<1.48572235E-5> : vector<4xf32>) : vector<4xf32>
          %15 = llvm.mlir.constant(dense<6.37261954E-4> : vector<4xf32>) : vector<4xf32>
          %16 = llvm.mlir.constant(dense<0.00489352457> : vector<4xf32>) : vector<4xf32>
          %17 = llvm.mlir.constant(dense<4.000000e-04> : vector<4xf32>) : vector<4xf32>
          %18 = llvm.mlir.constant(dense<7.99881172> : vector<4xf32>) : vector<4xf32>
          %19 = llvm.mlir.constant(dense<-7.99881172> : vector<4xf32>) : vector<4xf32>
          %20 = llvm.mlir.constant(dense<9.99999997E-7> : vector<1xf32>) : vector<1xf32>
          %21 = llvm.mlir.constant(dense<3.200000e+01> : vector<1xf32>) : vector<1xf32>
          %22 = llvm.mlir.constant(dense<0.000000e+00> : vector<1xf32>) : vector<1xf32>
          %23 = llvm.mlir.constant(4 : i64) : i64
          %24 = llvm.mlir.constant(32 : i64) : i64
          %25 = llvm.mlir.constant(0 : i64) : i64
          %26 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %27 = llvm.extractvalue %26[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %28 = llvm.load %27 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %5 ["align"(%28, %4 : !llvm.ptr, i64)] : i1
          %29 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %30 = llvm.extractvalue %29[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %31 = llvm.getelementptr %30[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %32 = llvm.load %31 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %5 ["align"(%32, %4 : !llvm.ptr, i64)] : i1
          %33 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %34 = llvm.extractvalue %33[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %35 = llvm.zext %34 : i32 to i64
          llvm.br ^bb1(%25, %22 : i64, vector<1xf32>)
        ^bb1(%36: i64, %37: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
          %38 = llvm.icmp "slt" %36, %24 : i64
          llvm.cond_br %38, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %39 = llvm.mul %35, %24 : i64
          %40 = llvm.add %39, %36 : i64
          %41 = llvm.getelementptr %28[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %42 = llvm.load %41 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %43 = llvm.fmul %42, %42 fastmath<contract> : vector<4xf32>
          %44 = llvm.extractelement %37[%25 : i64] : vector<1xf32>
          %45 = llvm.intr.vector.reduce.fadd(%44, %43) : (f32, vector<4xf32>) -> f32
          %46 = llvm.insertelement %45, %3[%2 : i32] : vector<1xf32>
          %47 = llvm.add %36, %23 : i64
          llvm.br ^bb1(%47, %46 : i64, vector<1xf32>)
        ^bb3:  // pred: ^bb1
          %48 = llvm.fdiv %37, %21 : vector<1xf32>
          %49 = llvm.fadd %48, %20 fastmath<contract> : vector<1xf32>
          %50 = llvm.intr.sqrt(%49) : (vector<1xf32>) -> vector<1xf32>
          %51 = llvm.fdiv %1, %50 : vector<1xf32>
          llvm.br ^bb4(%25 : i64)
        ^bb4(%52: i64):  // 2 preds: ^bb3, ^bb5
          %53 = llvm.icmp "slt" %52, %24 : i64
          llvm.cond_br %53, ^bb5, ^bb6
        ^bb5:  // pred: ^bb4
          %54 = llvm.mul %35, %24 : i64
          %55 = llvm.add %54, %52 : i64
          %56 = llvm.getelementptr %28[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %57 = llvm.load %56 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %58 = llvm.extractelement %51[%25 : i64] : vector<1xf32>
          %59 = llvm.insertelement %58, %0[%2 : i32] : vector<4xf32>
          %60 = llvm.shufflevector %59, %0 [0, 0, 0, 0] : vector<4xf32>
          %61 = llvm.fmul %57, %60 fastmath<contract> : vector<4xf32>
          %62 = llvm.fcmp "ult" %61, %18 : vector<4xf32>
          %63 = llvm.select %62, %61, %18 : vector<4xi1>, vector<4xf32>
          %64 = llvm.fcmp "ugt" %63, %19 : vector<4xf32>
          %65 = llvm.select %64, %63, %19 : vector<4xi1>, vector<4xf32>
          %66 = llvm.intr.fabs(%61) : (vector<4xf32>) -> vector<4xf32>
          %67 = llvm.fcmp "olt" %66, %17 : vector<4xf32>
          %68 = llvm.fmul %65, %65 fastmath<contract> : vector<4xf32>
          %69 = llvm.intr.fma(%68, %10, %11) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %70 = llvm.intr.fma(%68, %69, %12) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %71 = llvm.intr.fma(%68, %70, %13) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %72 = llvm.intr.fma(%68, %71, %14) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %73 = llvm.intr.fma(%68, %72, %15) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %74 = llvm.intr.fma(%68, %73, %16) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %75 = llvm.fmul %65, %74 fastmath<contract> : vector<4xf32>
          %76 = llvm.intr.fma(%68, %6, %7) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %77 = llvm.intr.fma(%68, %76, %8) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %78 = llvm.intr.fma(%68, %77, %9) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %79 = llvm.fdiv %75, %78 : vector<4xf32>
          %80 = llvm.select %67, %65, %79 : vector<4xi1>, vector<4xf32>
          %81 = llvm.getelementptr %32[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %80, %81 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %82 = llvm.add %52, %23 : i64
          llvm.br ^bb4(%82 : i64)
        ^bb6:  // pred: ^bb4
          llvm.return %2 : i32
        }
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8x32xf32>) -> (%output0: tensor<1x8x32xf32>)"}} {
    %c12288 = arith.constant 12288 : index
    %c3328 = arith.constant 3328 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c1024 = arith.constant 1024 : index
    %c0 = arith.constant 0 : index
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
        stream.cmd.dispatch @main_dispatch_0::@embedded_elf_x86_64::@main_dispatch_0_matmul_8x32x32_f32 {
          ro %arg1[%c0 for %c1024] : !stream.resource<external>{%c1024},
          ro %arg2[%c0 for %c12288] : !stream.resource<constant>{%c12288},
          wo %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328}
        }
        stream.cmd.dispatch @main_dispatch_1::@embedded_elf_x86_64::@main_dispatch_1_matmul_8x32x32_f32 {
          ro %arg1[%c0 for %c1024] : !stream.resource<external>{%c1024},
          ro %arg2[%c0 for %c12288] : !stream.resource<constant>{%c12288},
          wo %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328}
        }
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @main_dispatch_2::@embedded_elf_x86_64::@main_dispatch_2_matmul_8x32x32_f32 {
          ro %arg1[%c0 for %c1024] : !stream.resource<external>{%c1024},
          ro %arg2[%c0 for %c12288] : !stream.resource<constant>{%c12288},
          wo %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328}
        }
        stream.cmd.dispatch @main_dispatch_3::@embedded_elf_x86_64::@main_dispatch_3_batch_matmul_1x8x8x32_f32 {
          ro %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328},
          wo %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328}
        }
      }
      stream.cmd.dispatch @main_dispatch_4::@embedded_elf_x86_64::@main_dispatch_4_reduction_8x8_f32xi1 {
        ro %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328},
        wo %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328}
      }
      stream.cmd.dispatch @main_dispatch_5::@embedded_elf_x86_64::@main_dispatch_5_softmax_8x8xf32_generic {
        ro %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328},
        wo %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328}
      }
      stream.cmd.dispatch @main_dispatch_6::@embedded_elf_x86_64::@main_dispatch_6_batch_matmul_1x8x32x8_f32 {
        ro %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328},
        ro %arg1[%c0 for %c1024] : !stream.resource<external>{%c1024},
        wo %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328}
      }
      stream.cmd.dispatch @main_dispatch_7::@embedded_elf_x86_64::@main_dispatch_7_reduction_8x32_f32 {
        ro %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328},
        wo %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328}
      }
      stream.cmd.dispatch @main_dispatch_8::@embedded_elf_x86_64::@main_dispatch_8_reduction_8x32_f32 {
        ro %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328},
        wo %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328}
      }
      stream.cmd.dispatch @main_dispatch_9::@embedded_elf_x86_64::@main_dispatch_9_reduction_8x32_f32 {
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
// irlower-stages: fx_graph=44fa9db92603 torch_mlir=ea2bd53a2937 linalg_on_tensors_mlir=7f7e54a39b04 iree_input=62afc1103520 iree_abi=8687d62f83a4 iree_preprocessing=4677bf4f9821 iree_global_optimization=287564ff7e2f iree_dispatch_creation=ace433f42c20 iree_flow=e37bbb847a0c iree_stream=77968271d28d iree_executable_sources=b623d25042a2
