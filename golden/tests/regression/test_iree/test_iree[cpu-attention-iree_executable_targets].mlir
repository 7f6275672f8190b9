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
          llvm.intr.assume %10 ["align"(%32, %9 : !llvm.ptr, i64)] : i1
          %33 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %34 = llvm.extractvalue %33[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %35 = llvm.getelementptr %34[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %36 = llvm.load %35 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %10 ["align"(%36, %9 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%21 : i64)
        ^bb1(%37: i64):  // 2 preds: ^bb0, ^bb4
          %38 = llvm.icmp "slt" %37, %24 : i64
          llvm.cond_br %38, ^bb2(%21, %22 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%39: i64, %40: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %41 = llvm.icmp "slt" %39, %24 : i64
          llvm.cond_br %41, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %42 = llvm.mul %37, %24 : i64
          %43 = llvm.add %42, %39 : i64
          %44 = llvm.getelementptr %32[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %45 = llvm.load %44 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %46 = llvm.add %37, %20 : i64
          %47 = llvm.mul %46, %24 : i64
          %48 = llvm.add %47, %39 : i64
          %49 = llvm.getelementptr %32[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %50 = llvm.load %49 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %51 = llvm.add %37, %19 : i64
          %52 = llvm.mul %51, %24 : i64
          %53 = llvm.add %52, %39 : i64
          %54 = llvm.getelementptr %32[%53] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %55 = llvm.load %54 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %56 = llvm.add %37, %18 : i64
          %57 = llvm.mul %56, %24 : i64
          %58 = llvm.add %57, %39 : i64
          %59 = llvm.getelementptr %32[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %60 = llvm.load %59 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %61 = llvm.extractelement %45[%21 : i64] : vector<4xf32>
          %62 = llvm.extractelement %45[%20 : i64] : vector<4xf32>
          %63 = llvm.extractelement %45[%19 : i64] : vector<4xf32>
          %64 = llvm.extractelement %45[%18 : i64] : vector<4xf32>
          %65 = llvm.extractelement %50[%21 : i64] : vector<4xf32>
          %66 = llvm.extractelement %50[%20 : i64] : vector<4xf32>
          %67 = llvm.extractelement %50[%19 : i64] : vector<4xf32>
          %68 = llvm.extractelement %50[%18 : i64] : vector<4xf32>
          %69 = llvm.extractelement %55[%21 : i64] : vector<4xf32>
          %70 = llvm.extractelement %55[%20 : i64] : vector<4xf32>
          %71 = llvm.extractelement %55[%19 : i64] : vector<4xf32>
          %72 = llvm.extractelement %55[%18 : i64] : vector<4xf32>
          %73 = llvm.extractelement %60[%21 : i64] : vector<4xf32>
          %74 = llvm.extractelement %60[%20 : i64] : vector<4xf32>
          %75 = llvm.extractelement %60[%19 : i64] : vector<4xf32>
          %76 = llvm.extractelement %60[%18 : i64] : vector<4xf32>
          %77 = llvm.insertelement %61, %14[%21 : i64] : vector<16xf32>
          %78 = llvm.insertelement %62, %77[%20 : i64] : vector<16xf32>
          %79 = llvm.insertelement %63, %78[%19 : i64] : vector<16xf32>
          %80 = llvm.insertelement %64, %79[%18 : i64] : vector<16xf32>
          %81 = llvm.insertelement %65, %80[%23 : i64] : vector<16xf32>
          %82 = llvm.insertelement %66, %81[%17 : i64] : vector<16xf32>
          %83 = llvm.insertelement %67, %82[%16 : i64] : vector<16xf32>
          %84 = llvm.insertelement %68, %83[%15 : i64] : vector<16xf32>
          %85 = llvm.insertelement %69, %84[%11 : i64] : vector<16xf32>
          %86 = llvm.insertelement %70, %85[%8 : i64] : vector<16xf32>
          %87 = llvm.insertelement %71, %86[%7 : i64] : vector<16xf32>
          %88 = llvm.insertelement %72, %87[%6 : i64] : vector<16xf32>
          %89 = llvm.insertelement %73, %88[%5 : i64] : vector<16xf32>
          %90 = llvm.insertelement %74, %89[%4 : i64] : vector<16xf32>
          %91 = llvm.insertelement %75, %90[%3 : i64] : vector<16xf32>
          %92 = llvm.insertelement %76, %91[%2 : i64] : vector<16xf32>
          %93 = llvm.shufflevector %92, %14 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %94 = llvm.shufflevector %93, %93 [0, 1, 2, 3] : vector<16xf32>
          %95 = llvm.shufflevector %93, %93 [4, 5, 6, 7] : vector<16xf32>
          %96 = llvm.shufflevector %93, %93 [8, 9, 10, 11] : vector<16xf32>
          %97 = llvm.shufflevector %93, %93 [12, 13, 14, 15] : vector<16xf32>
          %98 = llvm.mul %21, %24 overflow<nsw, nuw> : i64
          %99 = llvm.add %98, %39 overflow<nsw, nuw> : i64
          %100 = llvm.getelementptr inbounds|nuw %28[%99] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %101 = llvm.load %100 : !llvm.ptr -> f32
          %102 = llvm.insertelement %101, %1[%0 : i32] : vector<4xf32>
          %103 = llvm.shufflevector %102, %1 [0, 0, 0, 0] : vector<4xf32>
          %104 = llvm.extractvalue %40[0] : !llvm.array<8 x vector<4xf32>>
          %105 = llvm.intr.fmuladd(%103, %94, %104) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %106 = llvm.mul %20, %24 overflow<nsw, nuw> : i64
          %107 = llvm.add %106, %39 overflow<nsw, nuw> : i64
          %108 = llvm.getelementptr inbounds|nuw %28[%107] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %109 = llvm.load %108 : !llvm.ptr -> f32
          %110 = llvm.insertelement %109, %1[%0 : i32] : vector<4xf32>
          %111 = llvm.shufflevector %110, %1 [0, 0, 0, 0] : vector<4xf32>
          %112 = llvm.extractvalue %40[1] : !llvm.array<8 x vector<4xf32>>
          %113 = llvm.intr.fmuladd(%111, %94, %112) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %114 = llvm.mul %19, %24 overflow<nsw, nuw> : i64
          %115 = llvm.add %114, %39 overflow<nsw, nuw> : i64
          %116 = llvm.getelementptr inbounds|nuw %28[%115] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %117 = llvm.load %116 : !llvm.ptr -> f32
          %118 = llvm.insertelement %117, %1[%0 : i32] : vector<4xf32>
          %119 = llvm.shufflevector %118, %1 [0, 0, 0, 0] : vector<4xf32>
          %120 = llvm.extractvalue %40[2] : !llvm.array<8 x vector<4xf32>>
          %121 = llvm.intr.fmuladd(%119, %94, %120) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %122 = llvm.mul %18, %24 overflow<nsw, nuw> : i64
          %123 = llvm.add %122, %39 overflow<nsw, nuw> : i64
          %124 = llvm.getelementptr inbounds|nuw %28[%123] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %125 = llvm.load %124 : !llvm.ptr -> f32
          %126 = llvm.insertelement %125, %1[%0 : i32] : vector<4xf32>
          %127 = llvm.shufflevector %126, %1 [0, 0, 0, 0] : vector<4xf32>
          %128 = llvm.extractvalue %40[3] : !llvm.array<8 x vector<4xf32>>
          %129 = llvm.intr.fmuladd(%127, %94, %128) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %130 = llvm.mul %23, %24 overflow<nsw, nuw> : i64
          %131 = llvm.add %130, %39 overflow<nsw, nuw> : i64
          %132 = llvm.getelementptr inbounds|nuw %28[%131] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %133 = llvm.load %132 : !llvm.ptr -> f32
          %134 = llvm.insertelement %133, %1[%0 : i32] : vector<4xf32>
          %135 = llvm.shufflevector %134, %1 [0, 0, 0, 0] : vector<4xf32>
          %136 = llvm.extractvalue %40[4] : !llvm.array<8 x vector<4xf32>>
          %137 = llvm.intr.fmuladd(%135, %94, %136) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %138 = llvm.mul %17, %24 overflow<nsw, nuw> : i64
          %139 = llvm.add %138, %39 overflow<nsw, nuw> : i64
          %140 = llvm.getelementptr inbounds|nuw %28[%139] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %141 = llvm.load %140 : !llvm.ptr -> f32
          %142 = llvm.insertelement %141, %1[%0 : i32] : vector<4xf32>
          %143 = llvm.shufflevector %142, %1 [0, 0, 0, 0] : vector<4xf32>
          %144 = llvm.extractvalue %40[5] : !llvm.array<8 x vector<4xf32>>
          %145 = llvm.intr.fmuladd(%143, %94, %144) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %146 = llvm.mul %16, %24 overflow<nsw, nuw> : i64
          %147 = llvm.add %146, %39 overflow<nsw, nuw> : i64
          %148 = llvm.getelementptr inbounds|nuw %28[%147] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %149 = llvm.load %148 : !llvm.ptr -> f32
          %150 = llvm.insertelement %149, %1[%0 : i32] : vector<4xf32>
          %151 = llvm.shufflevector %150, %1 [0, 0, 0, 0] : vector<4xf32>
          %152 = llvm.extractvalue %40[6] : !llvm.array<8 x vector<4xf32>>
          %153 = llvm.intr.fmuladd(%151, %94, %152) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %154 = llvm.mul %15, %24 overflow<nsw, nuw> : i64
          %155 = llvm.add %154, %39 overflow<nsw, nuw> : i64
          %156 = llvm.getelementptr inbounds|nuw %28[%155] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %157 = llvm.load %156 : !llvm.ptr -> f32
          %158 = llvm.insertelement %157, %1[%0 : i32] : vector<4xf32>
          %159 = llvm.shufflevector %158, %1 [0, 0, 0, 0] : vector<4xf32>
          %160 = llvm.extractvalue %40[7] : !llvm.array<8 x vector<4xf32>>
          %161 = llvm.intr.fmuladd(%159, %94, %160) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %162 = llvm.add %39, %20 : i64
          %163 = llvm.add %98, %162 overflow<nsw, nuw> : i64
          %164 = llvm.getelementptr inbounds|nuw %28[%163] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %165 = llvm.load %164 : !llvm.ptr -> f32
          %166 = llvm.insertelement %165, %1[%0 : i32] : vector<4xf32>
          %167 = llvm.shufflevector %166, %1 [0, 0, 0, 0] : vector<4xf32>
          %168 = llvm.intr.fmuladd(%167, %95, %105) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %169 = llvm.add %106, %162 overflow<nsw, nuw> : i64
          %170 = llvm.getelementptr inbounds|nuw %28[%169] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %171 = llvm.load %170 : !llvm.ptr -> f32
          %172 = llvm.insertelement %171, %1[%0 : i32] : vector<4xf32>
          %173 = llvm.shufflevector %172, %1 [0, 0, 0, 0] : vector<4xf32>
          %174 = llvm.intr.fmuladd(%173, %95, %113) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %175 = llvm.add %114, %162 overflow<nsw, nuw> : i64
          %176 = llvm.getelementptr inbounds|nuw %28[%175] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %177 = llvm.load %176 : !llvm.ptr -> f32
          %178 = llvm.insertelement %177, %1[%0 : i32] : vector<4xf32>
          %179 = llvm.shufflevector %178, %1 [0, 0, 0, 0] : vector<4xf32>
          %180 = llvm.intr.fmuladd(%179, %95, %121) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %181 = llvm.add %122, %162 overflow<nsw, nuw> : i64
          %182 = llvm.getelementptr inbounds|nuw %28[%181] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %183 = llvm.load %182 : !llvm.ptr -> f32
          %184 = llvm.insertelement %183, %1[%0 : i32] : vector<4xf32>
          %185 = llvm.shufflevector %184, %1 [0, 0, 0, 0] : vector<4xf32>
          %186 = llvm.intr.fmuladd(%185, %95, %129) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %187 = llvm.add %130, %162 overflow<nsw, nuw> : i64
          %188 = llvm.getelementptr inbounds|nuw %28[%187] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %189 = llvm.load %188 : !llvm.ptr -> f32
          %190 = llvm.insertelement %189, %1[%0 : i32] : vector<4xf32>
          %191 = llvm.shufflevector %190, %1 [0, 0, 0, 0] : vector<4xf32>
          %192 = llvm.intr.fmuladd(%191, %95, %137) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %193 = llvm.add %138, %162 overflow<nsw, nuw> : i64
          %194 = llvm.getelementptr inbounds|nuw %28[%193] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %195 = llvm.load %194 : !llvm.ptr -> f32
          %196 = llvm.insertelement %195, %1[%0 : i32] : vector<4xf32>
          %197 = llvm.shufflevector %196, %1 [0, 0, 0, 0] : vector<4xf32>
          %198 = llvm.intr.fmuladd(%197, %95, %145) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %199 = llvm.add %146, %162 overflow<nsw, nuw> : i64
          %200 = llvm.getelementptr inbounds|nuw %28[%199] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %201 = llvm.load %200 : !llvm.ptr -> f32
          %202 = llvm.insertelement %201, %1[%0 : i32] : vector<4xf32>
          %203 = llvm.shufflevector %202, %1 [0, 0, 0, 0] : vector<4xf32>
          %204 = llvm.intr.fmuladd(%203, %95, %153) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %205 = llvm.add %154, %162 overflow<nsw, nuw> : i64
          %206 = llvm.getelementptr inbounds|nuw %28[%205] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %207 = llvm.load %206 : !llvm.ptr -> f32
          %208 = llvm.insertelement %207, %1[%0 : i32] : vector<4xf32>
          %209 = llvm.shufflevector %208, %1 [0, 0, 0, 0] : vector<4xf32>
          %210 = llvm.intr.fmuladd(%209, %95, %161) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %211 = llvm.add %39, %19 : i64
          %212 = llvm.add %98, %211 overflow<nsw, nuw> : i64
          %213 = llvm.getelementptr inbounds|nuw %28[%212] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %214 = llvm.load %213 : !llvm.ptr -> f32
          %215 = llvm.insertelement %214, %1[%0 : i32] : vector<4xf32>
          %216 = llvm.shufflevector %215, %1 [0, 0, 0, 0] : vector<4xf32>
          %217 = llvm.intr.fmuladd(%216, %96, %168) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %218 = llvm.add %106, %211 overflow<nsw, nuw> : i64
          %219 = llvm.getelementptr inbounds|nuw %28[%218] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %220 = llvm.load %219 : !llvm.ptr -> f32
          %221 = llvm.insertelement %220, %1[%0 : i32] : vector<4xf32>
          %222 = llvm.shufflevector %221, %1 [0, 0, 0, 0] : vector<4xf32>
          %223 = llvm.intr.fmuladd(%222, %96, %174) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %224 = llvm.add %114, %211 overflow<nsw, nuw> : i64
          %225 = llvm.getelementptr inbounds|nuw %28[%224] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %226 = llvm.load %225 : !llvm.ptr -> f32
          %227 = llvm.insertelement %226, %1[%0 : i32] : vector<4xf32>
          %228 = llvm.shufflevector %227, %1 [0, 0, 0, 0] : vector<4xf32>
          %229 = llvm.intr.fmuladd(%228, %96, %180) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %230 = llvm.add %122, %211 overflow<nsw, nuw> : i64
          %231 = llvm.getelementptr inbounds|nuw %28[%230] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %232 = llvm.load %231 : !llvm.ptr -> f32
          %233 = llvm.insertelement %232, %1[%0 : i32] : vector<4xf32>
          %234 = llvm.shufflevector %233, %1 [0, 0, 0, 0] : vector<4xf32>
          %235 = llvm.intr.fmuladd(%234, %96, %186) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %236 = llvm.add %130, %211 overflow<nsw, nuw> : i64
          %237 = llvm.getelementptr inbounds|nuw %28[%236] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %238 = llvm.load %237 : !llvm.ptr -> f32
          %239 = llvm.insertelement %238, %1[%0 : i32] : vector<4xf32>
          %240 = llvm.shufflevector %239, %1 [0, 0, 0, 0] : vector<4xf32>
          %241 = llvm.intr.fmuladd(%240, %96, %192) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %242 = llvm.add %138, %211 overflow<nsw, nuw> : i64
          %243 = llvm.getelementptr inbounds|nuw %28[%242] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %244 = llvm.load %243 : !llvm.ptr -> f32
          %245 = llvm.insertelement %244, %1[%0 : i32] : vector<4xf32>
          %246 = llvm.shufflevector %245, %1 [0, 0, 0, 0] : vector<4xf32>
          %247 = llvm.intr.fmuladd(%246, %96, %198) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %248 = llvm.add %146, %211 overflow<nsw, nuw> : i64
          %249 = llvm.getelementptr inbounds|nuw %28[%248] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %250 = llvm.load %249 : !llvm.ptr -> f32
          %251 = llvm.insertelement %250, %1[%0 : i32] : vector<4xf32>
          %252 = llvm.shufflevector %251, %1 [0, 0, 0, 0] : vector<4xf32>
          %253 = llvm.intr.fmuladd(%252, %96, %204) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %254 = llvm.add %154, %211 overflow<nsw, nuw> : i64
          %255 = llvm.getelementptr inbounds|nuw %28[%254] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %256 = llvm.load %255 : !llvm.ptr -> f32
          %257 = llvm.insertelement %256, %1[%0 : i32] : vector<4xf32>
          %258 = llvm.shufflevector %257, %1 [0, 0, 0, 0] : vector<4xf32>
          %259 = llvm.intr.fmuladd(%258, %96, %210) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %260 = llvm.add %39, %18 : i64
          %261 = llvm.add %98, %260 overflow<nsw, nuw> : i64
          %262 = llvm.getelementptr inbounds|nuw %28[%261] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %263 = llvm.load %262 : !llvm.ptr -> f32
          %264 = llvm.insertelement %263, %1[%0 : i32] : vector<4xf32>
          %265 = llvm.shufflevector %264, %1 [0, 0, 0, 0] : vector<4xf32>
          %266 = llvm.intr.fmuladd(%265, %97, %217) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %267 = llvm.add %106, %260 overflow<nsw, nuw> : i64
          %268 = llvm.getelementptr inbounds|nuw %28[%267] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %269 = llvm.load %268 : !llvm.ptr -> f32
          %270 = llvm.insertelement %269, %1[%0 : i32] : vector<4xf32>
          %271 = llvm.shufflevector %270, %1 [0, 0, 0, 0] : vector<4xf32>
          %272 = llvm.intr.fmuladd(%271, %97, %223) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %273 = llvm.add %114, %260 overflow<nsw, nuw> : i64
          %274 = llvm.getelementptr inbounds|nuw %28[%273] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %275 = llvm.load %274 : !llvm.ptr -> f32
          %276 = llvm.insertelement %275, %1[%0 : i32] : vector<4xf32>
          %277 = llvm.shufflevector %276, %1 [0, 0, 0, 0] : vector<4xf32>
          %278 = llvm.intr.fmuladd(%277, %97, %229) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %279 = llvm.add %122, %260 overflow<nsw, nuw> : i64
          %280 = llvm.getelementptr inbounds|nuw %28[%279] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %281 = llvm.load %280 : !llvm.ptr -> f32
          %282 = llvm.insertelement %281, %1[%0 : i32] : vector<4xf32>
          %283 = llvm.shufflevector %282, %1 [0, 0, 0, 0] : vector<4xf32>
          %284 = llvm.intr.fmuladd(%283, %97, %235) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %285 = llvm.add %130, %260 overflow<nsw, nuw> : i64
          %286 = llvm.getelementptr inbounds|nuw %28[%285] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %287 = llvm.load %286 : !llvm.ptr -> f32
          %288 = llvm.insertelement %287, %1[%0 : i32] : vector<4xf32>
          %289 = llvm.shufflevector %288, %1 [0, 0, 0, 0] : vector<4xf32>
          %290 = llvm.intr.fmuladd(%289, %97, %241) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %291 = llvm.add %138, %260 overflow<nsw, nuw> : i64
          %292 = llvm.getelementptr inbounds|nuw %28[%291] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %293 = llvm.load %292 : !llvm.ptr -> f32
          %294 = llvm.insertelement %293, %1[%0 : i32] : vector<4xf32>
          %295 = llvm.shufflevector %294, %1 [0, 0, 0, 0] : vector<4xf32>
          %296 = llvm.intr.fmuladd(%295, %97, %247) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %297 = llvm.add %146, %260 overflow<nsw, nuw> : i64
          %298 = llvm.getelementptr inbounds|nuw %28[%297] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %299 = llvm.load %298 : !llvm.ptr -> f32
          %300 = llvm.insertelement %299, %1[%0 : i32] : vector<4xf32>
          %301 = llvm.shufflevector %300, %1 [0, 0, 0, 0] : vector<4xf32>
          %302 = llvm.intr.fmuladd(%301, %97, %253) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %303 = llvm.add %154, %260 overflow<nsw, nuw> : i64
          %304 = llvm.getelementptr inbounds|nuw %28[%303] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %305 = llvm.load %304 : !llvm.ptr -> f32
          %306 = llvm.insertelement %305, %1[%0 : i32] : vector<4xf32>
          %307 = llvm.shufflevector %306, %1 [0, 0, 0, 0] : vector<4xf32>
          %308 = llvm.intr.fmuladd(%307, %97, %259) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %309 = llvm.insertvalue %266, %13[0] : !llvm.array<8 x vector<4xf32>>
          %310 = llvm.insertvalue %272, %309[1] : !llvm.array<8 x vector<4xf32>>
          %311 = llvm.insertvalue %278, %310[2] : !llvm.array<8 x vector<4xf32>>
          %312 = llvm.insertvalue %284, %311[3] : !llvm.array<8 x vector<4xf32>>
          %313 = llvm.insertvalue %290, %312[4] : !llvm.array<8 x vector<4xf32>>
          %314 = llvm.insertvalue %296, %313[5] : !llvm.array<8 x vector<4xf32>>
          %315 = llvm.insertvalue %302, %314[6] : !llvm.array<8 x vector<4xf32>>
          %316 = llvm.insertvalue %308, %315[7] : !llvm.array<8 x vector<4xf32>>
          %317 = llvm.add %39, %23 : i64
          llvm.br ^bb2(%317, %316 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %318 = llvm.getelementptr %25[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %319 = llvm.load %318 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %320 = llvm.extractvalue %40[0] : !llvm.array<8 x vector<4xf32>>
          %321 = llvm.fadd %320, %319 fastmath<contract> : vector<4xf32>
          %322 = llvm.extractvalue %40[1] : !llvm.array<8 x vector<4xf32>>
          %323 = llvm.fadd %322, %319 fastmath<contract> : vector<4xf32>
          %324 = llvm.extractvalue %40[2] : !llvm.array<8 x vector<4xf32>>
          %325 = llvm.fadd %324, %319 fastmath<contract> : vector<4xf32>
          %326 = llvm.extractvalue %40[3] : !llvm.array<8 x vector<4xf32>>
          %327 = llvm.fadd %326, %319 fastmath<contract> : vector<4xf32>
          %328 = llvm.extractvalue %40[4] : !llvm.array<8 x vector<4xf32>>
          %329 = llvm.fadd %328, %319 fastmath<contract> : vector<4xf32>
          %330 = llvm.extractvalue %40[5] : !llvm.array<8 x vector<4xf32>>
          %331 = llvm.fadd %330, %319 fastmath<contract> : vector<4xf32>
          %332 = llvm.extractvalue %40[6] : !llvm.array<8 x vector<4xf32>>
          %333 = llvm.fadd %332, %319 fastmath<contract> : vector<4xf32>
          %334 = llvm.extractvalue %40[7] : !llvm.array<8 x vector<4xf32>>
          %335 = llvm.fadd %334, %319 fastmath<contract> : vector<4xf32>
          %336 = llvm.mul %21, %24 : i64
          %337 = llvm.add %336, %37 : i64
          %338 = llvm.getelementptr %36[%337] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %321, %338 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %339 = llvm.mul %20, %24 : i64
          %340 = llvm.add %339, %37 : i64
          %341 = llvm.getelementptr %36[%340] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %323, %341 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %342 = llvm.mul %19, %24 : i64
          %343 = llvm.add %342, %37 : i64
          %344 = llvm.getelementptr %36[%343] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %325, %344 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %345 = llvm.mul %18, %24 : i64
          %346 = llvm.add %345, %37 : i64
          %347 = llvm.getelementptr %36[%346] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %327, %347 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %348 = llvm.mul %23, %24 : i64
          %349 = llvm.add %348, %37 : i64
          %350 = llvm.getelementptr %36[%349] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %329, %350 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %351 = llvm.mul %17, %24 : i64
          %352 = llvm.add %351, %37 : i64
          %353 = llvm.getelementptr %36[%352] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %331, %353 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %354 = llvm.mul %16, %24 : i64
          %355 = llvm.add %354, %37 : i64
          %356 = llvm.getelementptr %36[%355] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %333, %356 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %357 = llvm.mul %15, %24 : i64
          %358 = llvm.add %357, %37 : i64
          %359 = llvm.getelementptr %36[%358] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %335, %359 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %360 = llvm.add %37, %23 : i64
          llvm.br ^bb1(%360 : i64)
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
          %34 = llvm.getelementptr %33[4096] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %10 ["align"(%34, %9 : !llvm.ptr, i64)] : i1
          %35 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %36 = llvm.extractvalue %35[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %37 = llvm.getelementptr %36[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %38 = llvm.load %37 : !llvm.ptr -> !llvm.ptr
          %39 = llvm.getelementptr %38[1024] : (!llvm.ptr) -> !llvm.ptr, i8
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
          %12 = llvm.mlir.constant(dense<0.176776692> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %13 = llvm.mlir.constant(dense<0.000000e+00> : vector<8x4xf32>) : !llvm.array<8 x vector<4xf32>>
          %14 = llvm.mlir.constant(8 : i64) : i64
          %15 = llvm.mlir.constant(4 : i64) : i64
          %16 = llvm.mlir.constant(32 : i64) : i64
          %17 = llvm.mlir.constant(0 : i64) : i64
          %18 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %19 = llvm.extractvalue %18[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %20 = llvm.load %19 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %3 ["align"(%20, %2 : !llvm.ptr, i64)] : i1
          %21 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %22 = llvm.extractvalue %21[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %23 = llvm.load %22 : !llvm.ptr -> !llvm.ptr
          %24 = llvm.getelementptr %23[1024] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %3 ["align"(%24, %2 : !llvm.ptr, i64)] : i1
          %25 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %26 = llvm.extractvalue %25[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %27 = llvm.getelementptr %26[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %28 = llvm.load %27 : !llvm.ptr -> !llvm.ptr
          %29 = llvm.getelementptr %28[3072] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %3 ["align"(%29, %2 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%17 : i64)
        ^bb1(%30: i64):  // 2 preds: ^bb0, ^bb4
          %31 = llvm.icmp "slt" %30, %14 : i64
          llvm.cond_br %31, ^bb2(%17, %13 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%32: i64, %33: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %34 = llvm.icmp "slt" %32, %16 : i64
          llvm.cond_br %34, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %35 = llvm.mul %17, %4 : i64
          %36 = llvm.mul %32, %14 : i64
          %37 = llvm.add %35, %36 : i64
          %38 = llvm.add %37, %30 : i64
          %39 = llvm.getelementptr %24[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %40 = llvm.load %39 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %41 = llvm.add %32, %11 : i64
          %42 = llvm.mul %41, %14 : i64
          %43 = llvm.add %35, %42 : i64
          %44 = llvm.add %43, %30 : i64
          %45 = llvm.getelementptr %24[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %46 = llvm.load %45 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %47 = llvm.add %32, %10 : i64
          %48 = llvm.mul %47, %14 : i64
          %49 = llvm.add %35, %48 : i64
          %50 = llvm.add %49, %30 : i64
          %51 = llvm.getelementptr %24[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %52 = llvm.load %51 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %53 = llvm.add %32, %9 : i64
          %54 = llvm.mul %53, %14 : i64
          %55 = llvm.add %35, %54 : i64
          %56 = llvm.add %55, %30 : i64
          %57 = llvm.getelementptr %24[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %58 = llvm.load %57 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %59 = llvm.mul %17, %4 overflow<nsw, nuw> : i64
          %60 = llvm.mul %17, %16 overflow<nsw, nuw> : i64
          %61 = llvm.add %59, %60 overflow<nsw, nuw> : i64
          %62 = llvm.add %61, %32 overflow<nsw, nuw> : i64
          %63 = llvm.getelementptr inbounds|nuw %20[%62] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %64 = llvm.load %63 : !llvm.ptr -> f32
          %65 = llvm.insertelement %64, %1[%0 : i32] : vector<4xf32>
          %66 = llvm.shufflevector %65, %1 [0, 0, 0, 0] : vector<4xf32>
          %67 = llvm.extractvalue %33[0] : !llvm.array<8 x vector<4xf32>>
          %68 = llvm.intr.fmuladd(%66, %40, %67) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %69 = llvm.mul %11, %16 overflow<nsw, nuw> : i64
          %70 = llvm.add %59, %69 overflow<nsw, nuw> : i64
          %71 = llvm.add %70, %32 overflow<nsw, nuw> : i64
          %72 = llvm.getelementptr inbounds|nuw %20[%71] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %73 = llvm.load %72 : !llvm.ptr -> f32
          %74 = llvm.insertelement %73, %1[%0 : i32] : vector<4xf32>
          %75 = llvm.shufflevector %74, %1 [0, 0, 0, 0] : vector<4xf32>
          %76 = llvm.extractvalue %33[1] : !llvm.array<8 x vector<4xf32>>
          %77 = llvm.intr.fmuladd(%75, %40, %76) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %78 = llvm.mul %10, %16 overflow<nsw, nuw> : i64
          %79 = llvm.add %59, %78 overflow<nsw, nuw> : i64
          %80 = llvm.add %79, %32 overflow<nsw, nuw> : i64
          %81 = llvm.getelementptr inbounds|nuw %20[%80] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %82 = llvm.load %81 : !llvm.ptr -> f32
          %83 = llvm.insertelement %82, %1[%0 : i32] : vector<4xf32>
          %84 = llvm.shufflevector %83, %1 [0, 0, 0, 0] : vector<4xf32>
          %85 = llvm.extractvalue %33[2] : !llvm.array<8 x vector<4xf32>>
          %86 = llvm.intr.fmuladd(%84, %40, %85) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %87 = llvm.mul %9, %16 overflow<nsw, nuw> : i64
          %88 = llvm.add %59, %87 overflow<nsw, nuw> : i64
          %89 = llvm.add %88, %32 overflow<nsw, nuw> : i64
          %90 = llvm.getelementptr inbounds|nuw %20[%89] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %91 = llvm.load %90 : !llvm.ptr -> f32
          %92 = llvm.insertelement %91, %1[%0 : i32] : vector<4xf32>
          %93 = llvm.shufflevector %92, %1 [0, 0, 0, 0] : vector<4xf32>
          %94 = llvm.extractvalue %33[3] : !llvm.array<8 x vector<4xf32>>
          %95 = llvm.intr.fmuladd(%93, %40, %94) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %96 = llvm.mul %15, %16 overflow<nsw, nuw> : i64
          %97 = llvm.add %59, %96 overflow<nsw, nuw> : i64
          %98 = llvm.add %97, %32 overflow<nsw, nuw> : i64
          %99 = llvm.getelementptr inbounds|nuw %20[%98] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %100 = llvm.load %99 : !llvm.ptr -> f32
          %101 = llvm.insertelement %100, %1[%0 : i32] : vector<4xf32>
          %102 = llvm.shufflevector %101, %1 [0, 0, 0, 0] : vector<4xf32>
          %103 = llvm.extractvalue %33[4] : !llvm.array<8 x vector<4xf32>>
          %104 = llvm.intr.fmuladd(%102, %40, %103) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %105 = llvm.mul %8, %16 overflow<nsw, nuw> : i64
          %106 = llvm.add %59, %105 overflow<nsw, nuw> : i64
          %107 = llvm.add %106, %32 overflow<nsw, nuw> : i64
          %108 = llvm.getelementptr inbounds|nuw %20[%107] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %109 = llvm.load %108 : !llvm.ptr -> f32
          %110 = llvm.insertelement %109, %1[%0 : i32] : vector<4xf32>
          %111 = llvm.shufflevector %110, %1 [0, 0, 0, 0] : vector<4xf32>
          %112 = llvm.extractvalue %33[5] : !llvm.array<8 x vector<4xf32>>
          %113 = llvm.intr.fmuladd(%111, %40, %112) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %114 = llvm.mul %7, %16 overflow<nsw, nuw> : i64
          %115 = llvm.add %59, %114 overflow<nsw, nuw> : i64
          %116 = llvm.add %115, %32 overflow<nsw, nuw> : i64
          %117 = llvm.getelementptr inbounds|nuw %20[%116] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %118 = llvm.load %117 : !llvm.ptr -> f32
          %119 = llvm.insertelement %118, %1[%0 : i32] : vector<4xf32>
          %120 = llvm.shufflevector %119, %1 [0, 0, 0, 0] : vector<4xf32>
          %121 = llvm.extractvalue %33[6] : !llvm.array<8 x vector<4xf32>>
          %122 = llvm.intr.fmuladd(%120, %40, %121) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %123 = llvm.mul %6, %16 overflow<nsw, nuw> : i64
          %124 = llvm.add %59, %123 overflow<nsw, nuw> : i64
          %125 = llvm.add %124, %32 overflow<nsw, nuw> : i64
          %126 = llvm.getelementptr inbounds|nuw %20[%125] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %127 = llvm.load %126 : !llvm.ptr -> f32
          %128 = llvm.insertelement %127, %1[%0 : i32] : vector<4xf32>
          %129 = llvm.shufflevector %128, %1 [0, 0, 0, 0] : vector<4xf32>
          %130 = llvm.extractvalue %33[7] : !llvm.array<8 x vector<4xf32>>
          %131 = llvm.intr.fmuladd(%129, %40, %130) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %132 = llvm.add %61, %41 overflow<nsw, nuw> : i64
          %133 = llvm.getelementptr inbounds|nuw %20[%132] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %134 = llvm.load %133 : !llvm.ptr -> f32
          %135 = llvm.insertelement %134, %1[%0 : i32] : vector<4xf32>
          %136 = llvm.shufflevector %135, %1 [0, 0, 0, 0] : vector<4xf32>
          %137 = llvm.intr.fmuladd(%136, %46, %68) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %138 = llvm.add %70, %41 overflow<nsw, nuw> : i64
          %139 = llvm.getelementptr inbounds|nuw %20[%138] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %140 = llvm.load %139 : !llvm.ptr -> f32
          %141 = llvm.insertelement %140, %1[%0 : i32] : vector<4xf32>
          %142 = llvm.shufflevector %141, %1 [0, 0, 0, 0] : vector<4xf32>
          %143 = llvm.intr.fmuladd(%142, %46, %77) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %144 = llvm.add %79, %41 overflow<nsw, nuw> : i64
          %145 = llvm.getelementptr inbounds|nuw %20[%144] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %146 = llvm.load %145 : !llvm.ptr -> f32
          %147 = llvm.insertelement %146, %1[%0 : i32] : vector<4xf32>
          %148 = llvm.shufflevector %147, %1 [0, 0, 0, 0] : vector<4xf32>
          %149 = llvm.intr.fmuladd(%148, %46, %86) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %150 = llvm.add %88, %41 overflow<nsw, nuw> : i64
          %151 = llvm.getelementptr inbounds|nuw %20[%150] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %152 = llvm.load %151 : !llvm.ptr -> f32
          %153 = llvm.insertelement %152, %1[%0 : i32] : vector<4xf32>
          %154 = llvm.shufflevector %153, %1 [0, 0, 0, 0] : vector<4xf32>
          %155 = llvm.intr.fmuladd(%154, %46, %95) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %156 = llvm.add %97, %41 overflow<nsw, nuw> : i64
          %157 = llvm.getelementptr inbounds|nuw %20[%156] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %158 = llvm.load %157 : !llvm.ptr -> f32
          %159 = llvm.insertelement %158, %1[%0 : i32] : vector<4xf32>
          %160 = llvm.shufflevector %159, %1 [0, 0, 0, 0] : vector<4xf32>
          %161 = llvm.intr.fmuladd(%160, %46, %104) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %162 = llvm.add %106, %41 overflow<nsw, nuw> : i64
          %163 = llvm.getelementptr inbounds|nuw %20[%162] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %164 = llvm.load %163 : !llvm.ptr -> f32
          %165 = llvm.insertelement %164, %1[%0 : i32] : vector<4xf32>
          %166 = llvm.shufflevector %165, %1 [0, 0, 0, 0] : vector<4xf32>
          %167 = llvm.intr.fmuladd(%166, %46, %113) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %168 = llvm.add %115, %41 overflow<nsw, nuw> : i64
          %169 = llvm.getelementptr inbounds|nuw %20[%168] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %170 = llvm.load %169 : !llvm.ptr -> f32
          %171 = llvm.insertelement %170, %1[%0 : i32] : vector<4xf32>
          %172 = llvm.shufflevector %171, %1 [0, 0, 0, 0] : vector<4xf32>
          %173 = llvm.intr.fmuladd(%172, %46, %122) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %174 = llvm.add %124, %41 overflow<nsw, nuw> : i64
          %175 = llvm.getelementptr inbounds|nuw %20[%174] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %176 = llvm.load %175 : !llvm.ptr -> f32
          %177 = llvm.insertelement %176, %1[%0 : i32] : vector<4xf32>
          %178 = llvm.shufflevector %177, %1 [0, 0, 0, 0] : vector<4xf32>
          %179 = llvm.intr.fmuladd(%178, %46, %131) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %180 = llvm.add %61, %47 overflow<nsw, nuw> : i64
          %181 = llvm.getelementptr inbounds|nuw %20[%180] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %182 = llvm.load %181 : !llvm.ptr -> f32
          %183 = llvm.insertelement %182, %1[%0 : i32] : vector<4xf32>
          %184 = llvm.shufflevector %183, %1 [0, 0, 0, 0] : vector<4xf32>
          %185 = llvm.intr.fmuladd(%184, %52, %137) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %186 = llvm.add %70, %47 overflow<nsw, nuw> : i64
          %187 = llvm.getelementptr inbounds|nuw %20[%186] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %188 = llvm.load %187 : !llvm.ptr -> f32
          %189 = llvm.insertelement %188, %1[%0 : i32] : vector<4xf32>
          %190 = llvm.shufflevector %189, %1 [0, 0, 0, 0] : vector<4xf32>
          %191 = llvm.intr.fmuladd(%190, %52, %143) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %192 = llvm.add %79, %47 overflow<nsw, nuw> : i64
          %193 = llvm.getelementptr inbounds|nuw %20[%192] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %194 = llvm.load %193 : !llvm.ptr -> f32
          %195 = llvm.insertelement %194, %1[%0 : i32] : vector<4xf32>
          %196 = llvm.shufflevector %195, %1 [0, 0, 0, 0] : vector<4xf32>
          %197 = llvm.intr.fmuladd(%196, %52, %149) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %198 = llvm.add %88, %47 overflow<nsw, nuw> : i64
          %199 = llvm.getelementptr inbounds|nuw %20[%198] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %200 = llvm.load %199 : !llvm.ptr -> f32
          %201 = llvm.insertelement %200, %1[%0 : i32] : vector<4xf32>
          %202 = llvm.shufflevector %201, %1 [0, 0, 0, 0] : vector<4xf32>
          %203 = llvm.intr.fmuladd(%202, %52, %155) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %204 = llvm.add %97, %47 overflow<nsw, nuw> : i64
          %205 = llvm.getelementptr inbounds|nuw %20[%204] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %206 = llvm.load %205 : !llvm.ptr -> f32
          %207 = llvm.insertelement %206, %1[%0 : i32] : vector<4xf32>
          %208 = llvm.shufflevector %207, %1 [0, 0, 0, 0] : vector<4xf32>
          %209 = llvm.intr.fmuladd(%208, %52, %161) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %210 = llvm.add %106, %47 overflow<nsw, nuw> : i64
          %211 = llvm.getelementptr inbounds|nuw %20[%210] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %212 = llvm.load %211 : !llvm.ptr -> f32
          %213 = llvm.insertelement %212, %1[%0 : i32] : vector<4xf32>
          %214 = llvm.shufflevector %213, %1 [0, 0, 0, 0] : vector<4xf32>
          %215 = llvm.intr.fmuladd(%214, %52, %167) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %216 = llvm.add %115, %47 overflow<nsw, nuw> : i64
          %217 = llvm.getelementptr inbounds|nuw %20[%216] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %218 = llvm.load %217 : !llvm.ptr -> f32
          %219 = llvm.insertelement %218, %1[%0 : i32] : vector<4xf32>
          %220 = llvm.shufflevector %219, %1 [0, 0, 0, 0] : vector<4xf32>
          %221 = llvm.intr.fmuladd(%220, %52, %173) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %222 = llvm.add %124, %47 overflow<nsw, nuw> : i64
          %223 = llvm.getelementptr inbounds|nuw %20[%222] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %224 = llvm.load %223 : !llvm.ptr -> f32
          %225 = llvm.insertelement %224, %1[%0 : i32] : vector<4xf32>
          %226 = llvm.shufflevector %225, %1 [0, 0, 0, 0] : vector<4xf32>
          %227 = llvm.intr.fmuladd(%226, %52, %179) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %228 = llvm.add %61, %53 overflow<nsw, nuw> : i64
          %229 = llvm.getelementptr inbounds|nuw %20[%228] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %230 = llvm.load %229 : !llvm.ptr -> f32
          %231 = llvm.insertelement %230, %1[%0 : i32] : vector<4xf32>
          %232 = llvm.shufflevector %231, %1 [0, 0, 0, 0] : vector<4xf32>
          %233 = llvm.intr.fmuladd(%232, %58, %185) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %234 = llvm.add %70, %53 overflow<nsw, nuw> : i64
          %235 = llvm.getelementptr inbounds|nuw %20[%234] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %236 = llvm.load %235 : !llvm.ptr -> f32
          %237 = llvm.insertelement %236, %1[%0 : i32] : vector<4xf32>
          %238 = llvm.shufflevector %237, %1 [0, 0, 0, 0] : vector<4xf32>
          %239 = llvm.intr.fmuladd(%238, %58, %191) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %240 = llvm.add %79, %53 overflow<nsw, nuw> : i64
          %241 = llvm.getelementptr inbounds|nuw %20[%240] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %242 = llvm.load %241 : !llvm.ptr -> f32
          %243 = llvm.insertelement %242, %1[%0 : i32] : vector<4xf32>
          %244 = llvm.shufflevector %243, %1 [0, 0, 0, 0] : vector<4xf32>
          %245 = llvm.intr.fmuladd(%244, %58, %197) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %246 = llvm.add %88, %53 overflow<nsw, nuw> : i64
          %247 = llvm.getelementptr inbounds|nuw %20[%246] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %248 = llvm.load %247 : !llvm.ptr -> f32
          %249 = llvm.insertelement %248, %1[%0 : i32] : vector<4xf32>
          %250 = llvm.shufflevector %249, %1 [0, 0, 0, 0] : vector<4xf32>
          %251 = llvm.intr.fmuladd(%250, %58, %203) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %252 = llvm.add %97, %53 overflow<nsw, nuw> : i64
          %253 = llvm.getelementptr inbounds|nuw %20[%252] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %254 = llvm.load %253 : !llvm.ptr -> f32
          %255 = llvm.insertelement %254, %1[%0 : i32] : vector<4xf32>
          %256 = llvm.shufflevector %255, %1 [0, 0, 0, 0] : vector<4xf32>
          %257 = llvm.intr.fmuladd(%256, %58, %209) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %258 = llvm.add %106, %53 overflow<nsw, nuw> : i64
          %259 = llvm.getelementptr inbounds|nuw %20[%258] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %260 = llvm.load %259 : !llvm.ptr -> f32
          %261 = llvm.insertelement %260, %1[%0 : i32] : vector<4xf32>
          %262 = llvm.shufflevector %261, %1 [0, 0, 0, 0] : vector<4xf32>
          %263 = llvm.intr.fmuladd(%262, %58, %215) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %264 = llvm.add %115, %53 overflow<nsw, nuw> : i64
          %265 = llvm.getelementptr inbounds|nuw %20[%264] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %266 = llvm.load %265 : !llvm.ptr -> f32
          %267 = llvm.insertelement %266, %1[%0 : i32] : vector<4xf32>
          %268 = llvm.shufflevector %267, %1 [0, 0, 0, 0] : vector<4xf32>
          %269 = llvm.intr.fmuladd(%268, %58, %221) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %270 = llvm.add %124, %53 overflow<nsw, nuw> : i64
          %271 = llvm.getelementptr inbounds|nuw %20[%270] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %272 = llvm.load %271 : !llvm.ptr -> f32
          %273 = llvm.insertelement %272, %1[%0 : i32] : vector<4xf32>
          %274 = llvm.shufflevector %273, %1 [0, 0, 0, 0] : vector<4xf32>
          %275 = llvm.intr.fmuladd(%274, %58, %227) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %276 = llvm.insertvalue %233, %5[0] : !llvm.array<8 x vector<4xf32>>
          %277 = llvm.insertvalue %239, %276[1] : !llvm.array<8 x vector<4xf32>>
          %278 = llvm.insertvalue %245, %277[2] : !llvm.array<8 x vector<4xf32>>
          %279 = llvm.insertvalue %251, %278[3] : !llvm.array<8 x vector<4xf32>>
          %280 = llvm.insertvalue %257, %279[4] : !llvm.array<8 x vector<4xf32>>
          %281 = llvm.insertvalue %263, %280[5] : !llvm.array<8 x vector<4xf32>>
          %282 = llvm.insertvalue %269, %281[6] : !llvm.array<8 x vector<4xf32>>
          %283 = llvm.insertvalue %275, %282[7] : !llvm.array<8 x vector<4xf32>>
          %284 = llvm.add %32, %15 : i64
          llvm.br ^bb2(%284, %283 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %285 = llvm.extractvalue %33[0] : !llvm.array<8 x vector<4xf32>>
          %286 = llvm.extractvalue %12[0] : !llvm.array<8 x vector<4xf32>>
          %287 = llvm.fmul %285, %286 fastmath<contract> : vector<4xf32>
          %288 = llvm.extractvalue %33[1] : !llvm.array<8 x vector<4xf32>>
          %289 = llvm.extractvalue %12[1] : !llvm.array<8 x vector<4xf32>>
          %290 = llvm.fmul %288, %289 fastmath<contract> : vector<4xf32>
          %291 = llvm.extractvalue %33[2] : !llvm.array<8 x vector<4xf32>>
          %292 = llvm.extractvalue %12[2] : !llvm.array<8 x vector<4xf32>>
          %293 = llvm.fmul %291, %292 fastmath<contract> : vector<4xf32>
          %294 = llvm.extractvalue %33[3] : !llvm.array<8 x vector<4xf32>>
          %295 = llvm.extractvalue %12[3] : !llvm.array<8 x vector<4xf32>>
          %296 = llvm.fmul %294, %295 fastmath<contract> : vector<4xf32>
          %297 = llvm.extractvalue %33[4] : !llvm.array<8 x vector<4xf32>>
          %298 = llvm.extractvalue %12[4] : !llvm.array<8 x vector<4xf32>>
          %299 = llvm.fmul %297, %298 fastmath<contract> : vector<4xf32>
          %300 = llvm.extractvalue %33[5] : !llvm.array<8 x vector<4xf32>>
          %301 = llvm.extractvalue %12[5] : !llvm.array<8 x vector<4xf32>>
          %302 = llvm.fmul %300, %301 fastmath<contract> : vector<4xf32>
          %303 = llvm.extractvalue %33[6] : !llvm.array<8 x vector<4xf32>>
          %304 = llvm.extractvalue %12[6] : !llvm.array<8 x vector<4xf32>>
          %305 = llvm.fmul %303, %304 fastmath<contract> : vector<4xf32>
          %306 = llvm.extractvalue %33[7] : !llvm.array<8 x vector<4xf32>>
          %307 = llvm.extractvalue %12[7] : !llvm.array<8 x vector<4xf32>>
          %308 = llvm.fmul %306, %307 fastmath<contract> : vector<4xf32>
          %309 = llvm.mul %17, %2 : i64
          %310 = llvm.mul %17, %14 : i64
          %311 = llvm.add %309, %310 : i64
          %312 = llvm.add %311, %30 : i64
          %313 = llvm.getelementptr %29[%312] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %287, %313 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %314 = llvm.mul %11, %14 : i64
          %315 = llvm.add %309, %314 : i64
          %316 = llvm.add %315, %30 : i64
          %317 = llvm.getelementptr %29[%316] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %290, %317 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %318 = llvm.mul %10, %14 : i64
          %319 = llvm.add %309, %318 : i64
          %320 = llvm.add %319, %30 : i64
          %321 = llvm.getelementptr %29[%320] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %293, %321 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %322 = llvm.mul %9, %14 : i64
          %323 = llvm.add %309, %322 : i64
          %324 = llvm.add %323, %30 : i64
          %325 = llvm.getelementptr %29[%324] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %296, %325 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %326 = llvm.mul %15, %14 : i64
          %327 = llvm.add %309, %326 : i64
          %328 = llvm.add %327, %30 : i64
          %329 = llvm.getelementptr %29[%328] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %299, %329 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %330 = llvm.mul %8, %14 : i64
          %331 = llvm.add %309, %330 : i64
          %332 = llvm.add %331, %30 : i64
          %333 = llvm.getelementptr %29[%332] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %302, %333 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %334 = llvm.mul %7, %14 : i64
          %335 = llvm.add %309, %334 : i64
          %336 = llvm.add %335, %30 : i64
          %337 = llvm.getelementptr %29[%336] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %305, %337 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %338 = llvm.mul %6, %14 : i64
          %339 = llvm.add %309, %338 : i64
          %340 = llvm.add %339, %30 : i64
          %341 = llvm.getelementptr %29[%340] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %308, %341 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %342 = llvm.add %30, %15 : i64
          llvm.br ^bb1(%342 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_4 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_4_softmax_8x8xf32_dispatch_tensor_store ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_4_softmax_8x8xf32_dispatch_tensor_store(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.poison : vector<4xf32>
          %1 = llvm.mlir.constant(0 : i32) : i32
          %2 = llvm.mlir.poison : vector<1xf32>
          %3 = llvm.mlir.constant(64 : i64) : i64
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
          %21 = llvm.mlir.constant(dense<0.000000e+00> : vector<1xf32>) : vector<1xf32>
          %22 = llvm.mlir.constant(dense<0xFFC00000> : vector<1xf32>) : vector<1xf32>
          %23 = llvm.mlir.constant(4 : i64) : i64
          %24 = llvm.mlir.constant(8 : i64) : i64
          %25 = llvm.mlir.constant(0 : i64) : i64
          %26 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %27 = llvm.extractvalue %26[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %28 = llvm.load %27 : !llvm.ptr -> !llvm.ptr
          %29 = llvm.getelementptr %28[3072] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %4 ["align"(%29, %3 : !llvm.ptr, i64)] : i1
          %30 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %31 = llvm.extractvalue %30[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %32 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %33 = llvm.load %32 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %4 ["align"(%33, %3 : !llvm.ptr, i64)] : i1
          %34 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %35 = llvm.extractvalue %34[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %36 = llvm.zext %35 : i32 to i64
          llvm.br ^bb1(%25, %22 : i64, vector<1xf32>)
        ^bb1(%37: i64, %38: vector<1xf32>):  // 2 preds: ^bb0, ^bb2
          %39 = llvm.icmp "slt" %37, %24 : i64
          llvm.cond_br %39, ^bb2, ^bb3(%25, %21 : i64, vector<1xf32>)
        ^bb2:  // pred: ^bb1
          %40 = llvm.mul %36, %24 : i64
          %41 = llvm.add %40, %37 : i64
          %42 = llvm.getelementptr %29[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %43 = llvm.load %42 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %44 = llvm.extractelement %38[%25 : i64] : vector<1xf32>
          %45 = llvm.intr.vector.reduce.fmax(%43) : (vector<4xf32>) -> f32
          %46 = llvm.intr.maxnum(%45, %44) : (f32, f32) -> f32
          %47 = llvm.insertelement %46, %2[%1 : i32] : vector<1xf32>
          %48 = llvm.add %37, %23 : i64
          llvm.br ^bb1(%48, %47 : i64, vector<1xf32>)
        ^bb3(%49: i64, %50: vector<1xf32>):  // 2 preds: ^bb1, ^bb4
          %51 = llvm.icmp "slt" %49, %24 : i64
          llvm.cond_br %51, ^bb4, ^bb5(%25 : i64)
        ^bb4:  // pred: ^bb3
          %52 = llvm.mul %36, %24 : i64
          %53 = llvm.add %52, %49 : i64
          %54 = llvm.getelementptr %29[%53] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %55 = llvm.load %54 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %56 = llvm.extractelement %38[%25 : i64] : vector<1xf32>
          %57 = llvm.insertelement %56, %0[%1 : i32] : vector<4xf32>
          %58 = llvm.shufflevector %57, %0 [0, 0, 0, 0] : vector<4xf32>
          %59 = llvm.fsub %55, %58 fastmath<contract> : vector<4xf32>
          %60 = llvm.fcmp "uge" %59, %10 : vector<4xf32>
          %61 = llvm.select %60, %59, %10 : vector<4xi1>, vector<4xf32>
          %62 = llvm.fcmp "ule" %61, %9 : vector<4xf32>
          %63 = llvm.select %62, %61, %9 : vector<4xi1>, vector<4xf32>
          %64 = llvm.intr.fma(%63, %18, %20) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %65 = llvm.intr.floor(%64) : (vector<4xf32>) -> vector<4xf32>
          %66 = llvm.fcmp "uge" %65, %8 : vector<4xf32>
          %67 = llvm.select %66, %65, %8 : vector<4xi1>, vector<4xf32>
          %68 = llvm.fcmp "ule" %67, %7 : vector<4xf32>
          %69 = llvm.select %68, %67, %7 : vector<4xi1>, vector<4xf32>
          %70 = llvm.intr.fma(%17, %69, %63) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %71 = llvm.intr.fma(%16, %69, %70) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %72 = llvm.intr.fma(%71, %15, %14) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %73 = llvm.intr.fma(%72, %71, %13) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %74 = llvm.intr.fma(%73, %71, %12) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %75 = llvm.intr.fma(%74, %71, %11) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %76 = llvm.intr.fma(%75, %71, %20) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %77 = llvm.fmul %71, %71 fastmath<contract> : vector<4xf32>
          %78 = llvm.intr.fma(%76, %77, %71) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %79 = llvm.fadd %78, %19 fastmath<contract> : vector<4xf32>
          %80 = llvm.fptosi %69 : vector<4xf32> to vector<4xi32>
          %81 = llvm.add %80, %5 : vector<4xi32>
          %82 = llvm.shl %81, %6 : vector<4xi32>
          %83 = llvm.bitcast %82 : vector<4xi32> to vector<4xf32>
          %84 = llvm.fmul %79, %83 fastmath<contract> : vector<4xf32>
          %85 = llvm.extractelement %50[%25 : i64] : vector<1xf32>
          %86 = llvm.intr.vector.reduce.fadd(%85, %84) : (f32, vector<4xf32>) -> f32
          %87 = llvm.insertelement %86, %2[%1 : i32] : vector<1xf32>
          %88 = llvm.add %49, %23 : i64
          llvm.br ^bb3(%88, %87 : i64, vector<1xf32>)
        ^bb5(%89: i64):  // 2 preds: ^bb3, ^bb6
          %90 = llvm.icmp "slt" %89, %24 : i64
          llvm.cond_br %90, ^bb6, ^bb7
        ^bb6:  // pred: ^bb5
          %91 = llvm.mul %36, %24 : i64
          %92 = llvm.add %91, %89 : i64
          %93 = llvm.getelementptr %29[%92] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %94 = llvm.load %93 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %95 = llvm.extractelement %38[%25 : i64] : vector<1xf32>
          %96 = llvm.insertelement %95, %0[%1 : i32] : vector<4xf32>
          %97 = llvm.shufflevector %96, %0 [0, 0, 0, 0] : vector<4xf32>
          %98 = llvm.fsub %94, %97 fastmath<contract> : vector<4xf32>
          %99 = llvm.fcmp "uge" %98, %10 : vector<4xf32>
          %100 = llvm.select %99, %98, %10 : vector<4xi1>, vector<4xf32>
          %101 = llvm.fcmp "ule" %100, %9 : vector<4xf32>
          %102 = llvm.select %101, %100, %9 : vector<4xi1>, vector<4xf32>
          %103 = llvm.intr.fma(%102, %18, %20) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %104 = llvm.intr.floor(%103) : (vector<4xf32>) -> vector<4xf32>
          %105 = llvm.fcmp "uge" %104, %8 : vector<4xf32>
          %106 = llvm.select %105, %104, %8 : vector<4xi1>, vector<4xf32>
          %107 = llvm.fcmp "ule" %106, %7 : vector<4xf32>
          %108 = llvm.select %107, %106, %7 : vector<4xi1>, vector<4xf32>
          %109 = llvm.intr.fma(%17, %108, %102) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %110 = llvm.intr.fma(%16, %108, %109) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %111 = llvm.intr.fma(%110, %15, %14) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %112 = llvm.intr.fma(%111, %110, %13) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %113 = llvm.intr.fma(%112, %110, %12) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %114 = llvm.intr.fma(%113, %110, %11) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %115 = llvm.intr.fma(%114, %110, %20) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %116 = llvm.fmul %110, %110 fastmath<contract> : vector<4xf32>
          %117 = llvm.intr.fma(%115, %116, %110) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %118 = llvm.fadd %117, %19 fastmath<contract> : vector<4xf32>
          %119 = llvm.fptosi %108 : vector<4xf32> to vector<4xi32>
          %120 = llvm.add %119, %5 : vector<4xi32>
          %121 = llvm.shl %120, %6 : vector<4xi32>
          %122 = llvm.bitcast %121 : vector<4xi32> to vector<4xf32>
          %123 = llvm.fmul %118, %122 fastmath<contract> : vector<4xf32>
          %124 = llvm.extractelement %50[%25 : i64] : vector<1xf32>
          %125 = llvm.insertelement %124, %0[%1 : i32] : vector<4xf32>
          %126 = llvm.shufflevector %125, %0 [0, 0, 0, 0] : vector<4xf32>
          %127 = llvm.fdiv %123, %126 : vector<4xf32>
          %128 = llvm.getelementptr %33[%92] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %127, %128 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %129 = llvm.add %89, %23 : i64
          llvm.br ^bb5(%129 : i64)
        ^bb7:  // pred: ^bb5
          llvm.return %1 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_5 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_5_batch_matmul_1x8x32x8_f32 ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_5_batch_matmul_1x8x32x8_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<4xf32>
          %2 = llvm.mlir.constant(true) : i1
          %3 = llvm.mlir.constant(64 : i64) : i64
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
          %15 = llvm.mlir.constant(0 : i64) : i64
          %16 = llvm.mlir.constant(256 : i64) : i64
          %17 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %18 = llvm.extractvalue %17[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %19 = llvm.load %18 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %2 ["align"(%19, %3 : !llvm.ptr, i64)] : i1
          %20 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %21 = llvm.extractvalue %20[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %22 = llvm.load %21 : !llvm.ptr -> !llvm.ptr
          %23 = llvm.getelementptr %22[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %2 ["align"(%23, %3 : !llvm.ptr, i64)] : i1
          %24 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %25 = llvm.extractvalue %24[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %26 = llvm.getelementptr %25[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %27 = llvm.load %26 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %2 ["align"(%27, %3 : !llvm.ptr, i64)] : i1
          %28 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %29 = llvm.extractvalue %28[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %30 = llvm.getelementptr %29[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %31 = llvm.load %30 : !llvm.ptr -> !llvm.ptr
          %32 = llvm.getelementptr %31[256] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %2 ["align"(%32, %3 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%15 : i64)
        ^bb1(%33: i64):  // 2 preds: ^bb0, ^bb4
          %34 = llvm.icmp "slt" %33, %12 : i64
          llvm.cond_br %34, ^bb2(%15, %11 : i64, !llvm.array<8 x vector<4xf32>>), ^bb5
        ^bb2(%35: i64, %36: !llvm.array<8 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %37 = llvm.icmp "slt" %35, %14 : i64
          llvm.cond_br %37, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %38 = llvm.mul %15, %16 : i64
          %39 = llvm.mul %35, %12 : i64
          %40 = llvm.add %38, %39 : i64
          %41 = llvm.add %40, %33 : i64
          %42 = llvm.getelementptr %23[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %43 = llvm.load %42 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %44 = llvm.add %35, %10 : i64
          %45 = llvm.mul %44, %12 : i64
          %46 = llvm.add %38, %45 : i64
          %47 = llvm.add %46, %33 : i64
          %48 = llvm.getelementptr %23[%47] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %49 = llvm.load %48 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %50 = llvm.add %35, %9 : i64
          %51 = llvm.mul %50, %12 : i64
          %52 = llvm.add %38, %51 : i64
          %53 = llvm.add %52, %33 : i64
          %54 = llvm.getelementptr %23[%53] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %55 = llvm.load %54 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %56 = llvm.add %35, %8 : i64
          %57 = llvm.mul %56, %12 : i64
          %58 = llvm.add %38, %57 : i64
          %59 = llvm.add %58, %33 : i64
          %60 = llvm.getelementptr %23[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %61 = llvm.load %60 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %62 = llvm.mul %15, %3 overflow<nsw, nuw> : i64
          %63 = llvm.mul %15, %14 overflow<nsw, nuw> : i64
          %64 = llvm.add %62, %63 overflow<nsw, nuw> : i64
          %65 = llvm.add %64, %35 overflow<nsw, nuw> : i64
          %66 = llvm.getelementptr inbounds|nuw %19[%65] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %67 = llvm.load %66 : !llvm.ptr -> f32
          %68 = llvm.insertelement %67, %1[%0 : i32] : vector<4xf32>
          %69 = llvm.shufflevector %68, %1 [0, 0, 0, 0] : vector<4xf32>
          %70 = llvm.extractvalue %36[0] : !llvm.array<8 x vector<4xf32>>
          %71 = llvm.intr.fmuladd(%69, %43, %70) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %72 = llvm.mul %10, %14 overflow<nsw, nuw> : i64
          %73 = llvm.add %62, %72 overflow<nsw, nuw> : i64
          %74 = llvm.add %73, %35 overflow<nsw, nuw> : i64
          %75 = llvm.getelementptr inbounds|nuw %19[%74] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %76 = llvm.load %75 : !llvm.ptr -> f32
          %77 = llvm.insertelement %76, %1[%0 : i32] : vector<4xf32>
          %78 = llvm.shufflevector %77, %1 [0, 0, 0, 0] : vector<4xf32>
          %79 = llvm.extractvalue %36[1] : !llvm.array<8 x vector<4xf32>>
          %80 = llvm.intr.fmuladd(%78, %43, %79) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %81 = llvm.mul %9, %14 overflow<nsw, nuw> : i64
          %82 = llvm.add %62, %81 overflow<nsw, nuw> : i64
          %83 = llvm.add %82, %35 overflow<nsw, nuw> : i64
          %84 = llvm.getelementptr inbounds|nuw %19[%83] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %85 = llvm.load %84 : !llvm.ptr -> f32
          %86 = llvm.insertelement %85, %1[%0 : i32] : vector<4xf32>
          %87 = llvm.shufflevector %86, %1 [0, 0, 0, 0] : vector<4xf32>
          %88 = llvm.extractvalue %36[2] : !llvm.array<8 x vector<4xf32>>
          %89 = llvm.intr.fmuladd(%87, %43, %88) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %90 = llvm.mul %8, %14 overflow<nsw, nuw> : i64
          %91 = llvm.add %62, %90 overflow<nsw, nuw> : i64
          %92 = llvm.add %91, %35 overflow<nsw, nuw> : i64
          %93 = llvm.getelementptr inbounds|nuw %19[%92] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %94 = llvm.load %93 : !llvm.ptr -> f32
          %95 = llvm.insertelement %94, %1[%0 : i32] : vector<4xf32>
          %96 = llvm.shufflevector %95, %1 [0, 0, 0, 0] : vector<4xf32>
          %97 = llvm.extractvalue %36[3] : !llvm.array<8 x vector<4xf32>>
          %98 = llvm.intr.fmuladd(%96, %43, %97) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %99 = llvm.mul %13, %14 overflow<nsw, nuw> : i64
          %100 = llvm.add %62, %99 overflow<nsw, nuw> : i64
          %101 = llvm.add %100, %35 overflow<nsw, nuw> : i64
          %102 = llvm.getelementptr inbounds|nuw %19[%101] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %103 = llvm.load %102 : !llvm.ptr -> f32
          %104 = llvm.insertelement %103, %1[%0 : i32] : vector<4xf32>
          %105 = llvm.shufflevector %104, %1 [0, 0, 0, 0] : vector<4xf32>
          %106 = llvm.extractvalue %36[4] : !llvm.array<8 x vector<4xf32>>
          %107 = llvm.intr.fmuladd(%105, %43, %106) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %108 = llvm.mul %7, %14 overflow<nsw, nuw> : i64
          %109 = llvm.add %62, %108 overflow<nsw, nuw> : i64
          %110 = llvm.add %109, %35 overflow<nsw, nuw> : i64
          %111 = llvm.getelementptr inbounds|nuw %19[%110] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %112 = llvm.load %111 : !llvm.ptr -> f32
          %113 = llvm.insertelement %112, %1[%0 : i32] : vector<4xf32>
          %114 = llvm.shufflevector %113, %1 [0, 0, 0, 0] : vector<4xf32>
          %115 = llvm.extractvalue %36[5] : !llvm.array<8 x vector<4xf32>>
          %116 = llvm.intr.fmuladd(%114, %43, %115) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %117 = llvm.mul %6, %14 overflow<nsw, nuw> : i64
          %118 = llvm.add %62, %117 overflow<nsw, nuw> : i64
          %119 = llvm.add %118, %35 overflow<nsw, nuw> : i64
          %120 = llvm.getelementptr inbounds|nuw %19[%119] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %121 = llvm.load %120 : !llvm.ptr -> f32
          %122 = llvm.insertelement %121, %1[%0 : i32] : vector<4xf32>
          %123 = llvm.shufflevector %122, %1 [0, 0, 0, 0] : vector<4xf32>
          %124 = llvm.extractvalue %36[6] : !llvm.array<8 x vector<4xf32>>
          %125 = llvm.intr.fmuladd(%123, %43, %124) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %126 = llvm.mul %5, %14 overflow<nsw, nuw> : i64
          %127 = llvm.add %62, %126 overflow<nsw, nuw> : i64
          %128 = llvm.add %127, %35 overflow<nsw, nuw> : i64
          %129 = llvm.getelementptr inbounds|nuw %19[%128] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %130 = llvm.load %129 : !llvm.ptr -> f32
          %131 = llvm.insertelement %130, %1[%0 : i32] : vector<4xf32>
          %132 = llvm.shufflevector %131, %1 [0, 0, 0, 0] : vector<4xf32>
          %133 = llvm.extractvalue %36[7] : !llvm.array<8 x vector<4xf32>>
          %134 = llvm.intr.fmuladd(%132, %43, %133) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %135 = llvm.add %64, %44 overflow<nsw, nuw> : i64
          %136 = llvm.getelementptr inbounds|nuw %19[%135] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %137 = llvm.load %136 : !llvm.ptr -> f32
          %138 = llvm.insertelement %137, %1[%0 : i32] : vector<4xf32>
          %139 = llvm.shufflevector %138, %1 [0, 0, 0, 0] : vector<4xf32>
          %140 = llvm.intr.fmuladd(%139, %49, %71) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %141 = llvm.add %73, %44 overflow<nsw, nuw> : i64
          %142 = llvm.getelementptr inbounds|nuw %19[%141] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %143 = llvm.load %142 : !llvm.ptr -> f32
          %144 = llvm.insertelement %143, %1[%0 : i32] : vector<4xf32>
          %145 = llvm.shufflevector %144, %1 [0, 0, 0, 0] : vector<4xf32>
          %146 = llvm.intr.fmuladd(%145, %49, %80) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %147 = llvm.add %82, %44 overflow<nsw, nuw> : i64
          %148 = llvm.getelementptr inbounds|nuw %19[%147] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %149 = llvm.load %148 : !llvm.ptr -> f32
          %150 = llvm.insertelement %149, %1[%0 : i32] : vector<4xf32>
          %151 = llvm.shufflevector %150, %1 [0, 0, 0, 0] : vector<4xf32>
          %152 = llvm.intr.fmuladd(%151, %49, %89) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %153 = llvm.add %91, %44 overflow<nsw, nuw> : i64
          %154 = llvm.getelementptr inbounds|nuw %19[%153] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %155 = llvm.load %154 : !llvm.ptr -> f32
          %156 = llvm.insertelement %155, %1[%0 : i32] : vector<4xf32>
          %157 = llvm.shufflevector %156, %1 [0, 0, 0, 0] : vector<4xf32>
          %158 = llvm.intr.fmuladd(%157, %49, %98) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %159 = llvm.add %100, %44 overflow<nsw, nuw> : i64
          %160 = llvm.getelementptr inbounds|nuw %19[%159] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %161 = llvm.load %160 : !llvm.ptr -> f32
          %162 = llvm.insertelement %161, %1[%0 : i32] : vector<4xf32>
          %163 = llvm.shufflevector %162, %1 [0, 0, 0, 0] : vector<4xf32>
          %164 = llvm.intr.fmuladd(%163, %49, %107) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %165 = llvm.add %109, %44 overflow<nsw, nuw> : i64
          %166 = llvm.getelementptr inbounds|nuw %19[%165] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %167 = llvm.load %166 : !llvm.ptr -> f32
          %168 = llvm.insertelement %167, %1[%0 : i32] : vector<4xf32>
          %169 = llvm.shufflevector %168, %1 [0, 0, 0, 0] : vector<4xf32>
          %170 = llvm.intr.fmuladd(%169, %49, %116) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %171 = llvm.add %118, %44 overflow<nsw, nuw> : i64
          %172 = llvm.getelementptr inbounds|nuw %19[%171] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %173 = llvm.load %172 : !llvm.ptr -> f32
          %174 = llvm.insertelement %173, %1[%0 : i32] : vector<4xf32>
          %175 = llvm.shufflevector %174, %1 [0, 0, 0, 0] : vector<4xf32>
          %176 = llvm.intr.fmuladd(%175, %49, %125) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %177 = llvm.add %127, %44 overflow<nsw, nuw> : i64
          %178 = llvm.getelementptr inbounds|nuw %19[%177] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %179 = llvm.load %178 : !llvm.ptr -> f32
          %180 = llvm.insertelement %179, %1[%0 : i32] : vector<4xf32>
          %181 = llvm.shufflevector %180, %1 [0, 0, 0, 0] : vector<4xf32>
          %182 = llvm.intr.fmuladd(%181, %49, %134) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %183 = llvm.add %64, %50 overflow<nsw, nuw> : i64
          %184 = llvm.getelementptr inbounds|nuw %19[%183] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %185 = llvm.load %184 : !llvm.ptr -> f32
          %186 = llvm.insertelement %185, %1[%0 : i32] : vector<4xf32>
          %187 = llvm.shufflevector %186, %1 [0, 0, 0, 0] : vector<4xf32>
          %188 = llvm.intr.fmuladd(%187, %55, %140) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %189 = llvm.add %73, %50 overflow<nsw, nuw> : i64
          %190 = llvm.getelementptr inbounds|nuw %19[%189] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %191 = llvm.load %190 : !llvm.ptr -> f32
          %192 = llvm.insertelement %191, %1[%0 : i32] : vector<4xf32>
          %193 = llvm.shufflevector %192, %1 [0, 0, 0, 0] : vector<4xf32>
          %194 = llvm.intr.fmuladd(%193, %55, %146) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %195 = llvm.add %82, %50 overflow<nsw, nuw> : i64
          %196 = llvm.getelementptr inbounds|nuw %19[%195] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %197 = llvm.load %196 : !llvm.ptr -> f32
          %198 = llvm.insertelement %197, %1[%0 : i32] : vector<4xf32>
          %199 = llvm.shufflevector %198, %1 [0, 0, 0, 0] : vector<4xf32>
          %200 = llvm.intr.fmuladd(%199, %55, %152) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %201 = llvm.add %91, %50 overflow<nsw, nuw> : i64
          %202 = llvm.getelementptr inbounds|nuw %19[%201] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %203 = llvm.load %202 : !llvm.ptr -> f32
          %204 = llvm.insertelement %203, %1[%0 : i32] : vector<4xf32>
          %205 = llvm.shufflevector %204, %1 [0, 0, 0, 0] : vector<4xf32>
          %206 = llvm.intr.fmuladd(%205, %55, %158) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %207 = llvm.add %100, %50 overflow<nsw, nuw> : i64
          %208 = llvm.getelementptr inbounds|nuw %19[%207] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %209 = llvm.load %208 : !llvm.ptr -> f32
          %210 = llvm.insertelement %209, %1[%0 : i32] : vector<4xf32>
          %211 = llvm.shufflevector %210, %1 [0, 0, 0, 0] : vector<4xf32>
          %212 = llvm.intr.fmuladd(%211, %55, %164) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %213 = llvm.add %109, %50 overflow<nsw, nuw> : i64
          %214 = llvm.getelementptr inbounds|nuw %19[%213] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %215 = llvm.load %214 : !llvm.ptr -> f32
          %216 = llvm.insertelement %215, %1[%0 : i32] : vector<4xf32>
          %217 = llvm.shufflevector %216, %1 [0, 0, 0, 0] : vector<4xf32>
          %218 = llvm.intr.fmuladd(%217, %55, %170) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %219 = llvm.add %118, %50 overflow<nsw, nuw> : i64
          %220 = llvm.getelementptr inbounds|nuw %19[%219] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %221 = llvm.load %220 : !llvm.ptr -> f32
          %222 = llvm.insertelement %221, %1[%0 : i32] : vector<4xf32>
          %223 = llvm.shufflevector %222, %1 [0, 0, 0, 0] : vector<4xf32>
          %224 = llvm.intr.fmuladd(%223, %55, %176) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %225 = llvm.add %127, %50 overflow<nsw, nuw> : i64
          %226 = llvm.getelementptr inbounds|nuw %19[%225] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %227 = llvm.load %226 : !llvm.ptr -> f32
          %228 = llvm.insertelement %227, %1[%0 : i32] : vector<4xf32>
          %229 = llvm.shufflevector %228, %1 [0, 0, 0, 0] : vector<4xf32>
          %230 = llvm.intr.fmuladd(%229, %55, %182) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %231 = llvm.add %64, %56 overflow<nsw, nuw> : i64
          %232 = llvm.getelementptr inbounds|nuw %19[%231] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %233 = llvm.load %232 : !llvm.ptr -> f32
          %234 = llvm.insertelement %233, %1[%0 : i32] : vector<4xf32>
          %235 = llvm.shufflevector %234, %1 [0, 0, 0, 0] : vector<4xf32>
          %236 = llvm.intr.fmuladd(%235, %61, %188) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %237 = llvm.add %73, %56 overflow<nsw, nuw> : i64
          %238 = llvm.getelementptr inbounds|nuw %19[%237] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %239 = llvm.load %238 : !llvm.ptr -> f32
          %240 = llvm.insertelement %239, %1[%0 : i32] : vector<4xf32>
          %241 = llvm.shufflevector %240, %1 [0, 0, 0, 0] : vector<4xf32>
          %242 = llvm.intr.fmuladd(%241, %61, %194) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %243 = llvm.add %82, %56 overflow<nsw, nuw> : i64
          %244 = llvm.getelementptr inbounds|nuw %19[%243] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %245 = llvm.load %244 : !llvm.ptr -> f32
          %246 = llvm.insertelement %245, %1[%0 : i32] : vector<4xf32>
          %247 = llvm.shufflevector %246, %1 [0, 0, 0, 0] : vector<4xf32>
          %248 = llvm.intr.fmuladd(%247, %61, %200) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %249 = llvm.add %91, %56 overflow<nsw, nuw> : i64
          %250 = llvm.getelementptr inbounds|nuw %19[%249] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %251 = llvm.load %250 : !llvm.ptr -> f32
          %252 = llvm.insertelement %251, %1[%0 : i32] : vector<4xf32>
          %253 = llvm.shufflevector %252, %1 [0, 0, 0, 0] : vector<4xf32>
          %254 = llvm.intr.fmuladd(%253, %61, %206) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %255 = llvm.add %100, %56 overflow<nsw, nuw> : i64
          %256 = llvm.getelementptr inbounds|nuw %19[%255] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %257 = llvm.load %256 : !llvm.ptr -> f32
          %258 = llvm.insertelement %257, %1[%0 : i32] : vector<4xf32>
          %259 = llvm.shufflevector %258, %1 [0, 0, 0, 0] : vector<4xf32>
          %260 = llvm.intr.fmuladd(%259, %61, %212) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %261 = llvm.add %109, %56 overflow<nsw, nuw> : i64
          %262 = llvm.getelementptr inbounds|nuw %19[%261] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %263 = llvm.load %262 : !llvm.ptr -> f32
          %264 = llvm.insertelement %263, %1[%0 : i32] : vector<4xf32>
          %265 = llvm.shufflevector %264, %1 [0, 0, 0, 0] : vector<4xf32>
          %266 = llvm.intr.fmuladd(%265, %61, %218) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %267 = llvm.add %118, %56 overflow<nsw, nuw> : i64
          %268 = llvm.getelementptr inbounds|nuw %19[%267] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %269 = llvm.load %268 : !llvm.ptr -> f32
          %270 = llvm.insertelement %269, %1[%0 : i32] : vector<4xf32>
          %271 = llvm.shufflevector %270, %1 [0, 0, 0, 0] : vector<4xf32>
          %272 = llvm.intr.fmuladd(%271, %61, %224) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %273 = llvm.add %127, %56 overflow<nsw, nuw> : i64
          %274 = llvm.getelementptr inbounds|nuw %19[%273] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %275 = llvm.load %274 : !llvm.ptr -> f32
          %276 = llvm.insertelement %275, %1[%0 : i32] : vector<4xf32>
          %277 = llvm.shufflevector %276, %1 [0, 0, 0, 0] : vector<4xf32>
          %278 = llvm.intr.fmuladd(%277, %61, %230) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %279 = llvm.insertvalue %236, %4[0] : !llvm.array<8 x vector<4xf32>>
          %280 = llvm.insertvalue %242, %279[1] : !llvm.array<8 x vector<4xf32>>
          %281 = llvm.insertvalue %248, %280[2] : !llvm.array<8 x vector<4xf32>>
          %282 = llvm.insertvalue %254, %281[3] : !llvm.array<8 x vector<4xf32>>
          %283 = llvm.insertvalue %260, %282[4] : !llvm.array<8 x vector<4xf32>>
          %284 = llvm.insertvalue %266, %283[5] : !llvm.array<8 x vector<4xf32>>
          %285 = llvm.insertvalue %272, %284[6] : !llvm.array<8 x vector<4xf32>>
          %286 = llvm.insertvalue %278, %285[7] : !llvm.array<8 x vector<4xf32>>
          %287 = llvm.add %35, %13 : i64
          llvm.br ^bb2(%287, %286 : i64, !llvm.array<8 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %288 = llvm.mul %15, %16 : i64
          %289 = llvm.mul %15, %12 : i64
          %290 = llvm.add %288, %289 : i64
          %291 = llvm.add %290, %33 : i64
          %292 = llvm.getelementptr %27[%291] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %293 = llvm.load %292 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %294 = llvm.mul %10, %12 : i64
          %295 = llvm.add %288, %294 : i64
          %296 = llvm.add %295, %33 : i64
          %297 = llvm.getelementptr %27[%296] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %298 = llvm.load %297 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %299 = llvm.mul %9, %12 : i64
          %300 = llvm.add %288, %299 : i64
          %301 = llvm.add %300, %33 : i64
          %302 = llvm.getelementptr %27[%301] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %303 = llvm.load %302 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %304 = llvm.mul %8, %12 : i64
          %305 = llvm.add %288, %304 : i64
          %306 = llvm.add %305, %33 : i64
          %307 = llvm.getelementptr %27[%306] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %308 = llvm.load %307 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %309 = llvm.mul %13, %12 : i64
          %310 = llvm.add %288, %309 : i64
          %311 = llvm.add %310, %33 : i64
          %312 = llvm.getelementptr %27[%311] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %313 = llvm.load %312 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %314 = llvm.mul %7, %12 : i64
          %315 = llvm.add %288, %314 : i64
          %316 = llvm.add %315, %33 : i64
          %317 = llvm.getelementptr %27[%316] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %318 = llvm.load %317 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %319 = llvm.mul %6, %12 : i64
          %320 = llvm.add %288, %319 : i64
          %321 = llvm.add %320, %33 : i64
          %322 = llvm.getelementptr %27[%321] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %323 = llvm.load %322 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %324 = llvm.mul %5, %12 : i64
          %325 = llvm.add %288, %324 : i64
          %326 = llvm.add %325, %33 : i64
          %327 = llvm.getelementptr %27[%326] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %328 = llvm.load %327 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %329 = llvm.extractvalue %36[0] : !llvm.array<8 x vector<4xf32>>
          %330 = llvm.fadd %329, %293 fastmath<contract> : vector<4xf32>
          %331 = llvm.extractvalue %36[1] : !llvm.array<8 x vector<4xf32>>
          %332 = llvm.fadd %331, %298 fastmath<contract> : vector<4xf32>
          %333 = llvm.extractvalue %36[2] : !llvm.array<8 x vector<4xf32>>
          %334 = llvm.fadd %333, %303 fastmath<contract> : vector<4xf32>
          %335 = llvm.extractvalue %36[3] : !llvm.array<8 x vector<4xf32>>
          %336 = llvm.fadd %335, %308 fastmath<contract> : vector<4xf32>
          %337 = llvm.extractvalue %36[4] : !llvm.array<8 x vector<4xf32>>
          %338 = llvm.fadd %337, %313 fastmath<contract> : vector<4xf32>
          %339 = llvm.extractvalue %36[5] : !llvm.array<8 x vector<4xf32>>
          %340 = llvm.fadd %339, %318 fastmath<contract> : vector<4xf32>
          %341 = llvm.extractvalue %36[6] : !llvm.array<8 x vector<4xf32>>
          %342 = llvm.fadd %341, %323 fastmath<contract> : vector<4xf32>
          %343 = llvm.extractvalue %36[7] : !llvm.array<8 x vector<4xf32>>
          %344 = llvm.fadd %343, %328 fastmath<contract> : vector<4xf32>
          %345 = llvm.getelementptr %32[%291] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %330, %345 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %346 = llvm.getelementptr %32[%296] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %332, %346 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %347 = llvm.getelementptr %32[%301] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %334, %347 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %348 = llvm.getelementptr %32[%306] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %336, %348 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %349 = llvm.getelementptr %32[%311] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %338, %349 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %350 = llvm.getelementptr %32[%316] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %340, %350 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %351 = llvm.getelementptr %32[%321] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %342, %351 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %352 = llvm.getelementptr %32[%326] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %344, %352 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %353 = llvm.add %33, %13 : i64
          llvm.br ^bb1(%353 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_6 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_6_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_6_reduction_8x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %13 = llvm.getelementptr %12[256] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %4 ["align"(%13, %3 : !llvm.ptr, i64)] : i1
          %14 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %15 = llvm.extractvalue %14[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %16 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %17 = llvm.load %16 : !llvm.ptr -> !llvm.ptr
          %18 = llvm.getelementptr %17[1280] : (!llvm.ptr) -> !llvm.ptr, i8
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
  hal.executable private @main_dispatch_7 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_7_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32_0(dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_7_reduction_8x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %19 = llvm.getelementptr %18[1280] : (!llvm.ptr) -> !llvm.ptr, i8
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
  hal.executable private @main_dispatch_8 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_8_reduction_8x32_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device) -> (index, index, index) {
        %c8 = arith.constant 8 : index
        %c1 = arith.constant 1 : index
        hal.return %c8, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main_dispatch_8_reduction_8x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
      stream.cmd.dispatch @main_dispatch_4::@embedded_elf_x86_64::@main_dispatch_4_softmax_8x8xf32_dispatch_tensor_store {
        ro %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328},
        wo %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328}
      }
      stream.cmd.dispatch @main_dispatch_5::@embedded_elf_x86_64::@main_dispatch_5_batch_matmul_1x8x32x8_f32 {
        ro %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328},
        ro %arg1[%c0 for %c1024] : !stream.resource<external>{%c1024},
        wo %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328}
      }
      stream.cmd.dispatch @main_dispatch_6::@embedded_elf_x86_64::@main_dispatch_6_reduction_8x32_f32 {
        ro %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328},
        wo %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328}
      }
      stream.cmd.dispatch @main_dispatch_7::@embedded_elf_x86_64::@main_dispatch_7_reduction_8x32_f32 {
        ro %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328},
        wo %arg4[%c0 for %c3328] : !stream.resource<transient>{%c3328}
      }
      stream.cmd.dispatch @main_dispatch_8::@embedded_elf_x86_64::@main_dispatch_8_reduction_8x32_f32 {
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
// irlower-stages: fx_graph=8e61057b8a82 torch_mlir=43a6a598ed0e linalg_on_tensors_mlir=c5ba5b247171 iree_input=7f5b5330cf62 iree_abi=cf597a3cf9a3 iree_preprocessing=112730382d48 iree_global_optimization=4c82cde38a55 iree_dispatch_creation=c0346c8161ae iree_flow=cd6dfb9963e3 iree_stream=81a031bee9f4 iree_executable_sources=d5f07771a7a0
