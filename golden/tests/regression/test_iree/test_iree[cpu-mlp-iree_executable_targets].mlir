#composite_of_7168b = #util.composite<7168xi8, [
    dense_resource<torch_tensor_32_16_torch.float32> : tensor<32x16xf32>,
    dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>,
    dense_resource<torch_tensor_8_32_torch.float32> : tensor<8x32xf32>,
]>
#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#pipeline_layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.global private @__constant_tensor_32x16xf32 : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.timepoint.immediate => !stream.timepoint
    %buffer_cst = util.buffer.constant <alignment = 64> : !util.buffer = #composite_of_7168b
    %c7168 = arith.constant 7168 : index
    %did_map, %result = stream.resource.try_map on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0] : !util.buffer -> i1, !stream.resource<constant>{%c7168}
    cf.cond_br %did_map, ^bb2(%0, %result : !stream.timepoint, !stream.resource<constant>), ^bb1
  ^bb1:  // pred: ^bb0
    %1 = stream.resource.alloc uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c7168}
    %file = stream.file.constant on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0 for %c7168] : !util.buffer{%c7168} -> !stream.file
    %2 = stream.file.read on(#hal.device.affinity<@__device_0>) await(%0) => %file[%c0_i64], %1[%c0], %c7168 : !stream.file -> !stream.resource<constant>{%c7168} => !stream.timepoint
    cf.br ^bb2(%2, %1 : !stream.timepoint, !stream.resource<constant>)
  ^bb2(%3: !stream.timepoint, %4: !stream.resource<constant>):  // 2 preds: ^bb0, ^bb1
    %5 = stream.timepoint.await sync %3 => %4 : !stream.resource<constant>{%c7168}
    util.global.store %5, @__constant_tensor_32x16xf32 : !stream.resource<constant>
    util.return
  }
  hal.executable private @main_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_0_matmul_2x32x16_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_0_matmul_2x32x16_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<4xf32>
          %2 = llvm.mlir.constant(15 : i64) : i64
          %3 = llvm.mlir.constant(14 : i64) : i64
          %4 = llvm.mlir.constant(13 : i64) : i64
          %5 = llvm.mlir.constant(12 : i64) : i64
          %6 = llvm.mlir.constant(11 : i64) : i64
          %7 = llvm.mlir.constant(10 : i64) : i64
          %8 = llvm.mlir.constant(9 : i64) : i64
          %9 = llvm.mlir.constant(8 : i64) : i64
          %10 = llvm.mlir.constant(7 : i64) : i64
          %11 = llvm.mlir.constant(6 : i64) : i64
          %12 = llvm.mlir.constant(5 : i64) : i64
          %13 = llvm.mlir.constant(64 : i64) : i64
          %14 = llvm.mlir.constant(true) : i1
          %15 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
          %16 = llvm.mlir.poison : !llvm.array<2 x vector<4xf32>>
          %17 = llvm.mlir.constant(dense<3.750000e+00> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %18 = llvm.mlir.constant(dense<2.000000e+00> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %19 = llvm.mlir.constant(dense<8.000000e-01> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %20 = llvm.mlir.constant(dense<0.0821908935> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %21 = llvm.mlir.constant(dense<-0.583389878> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %22 = llvm.mlir.constant(dense<1.62705934> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %23 = llvm.mlir.constant(dense<-2.0606916> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %24 = llvm.mlir.constant(dense<0.0572442785> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %25 = llvm.mlir.constant(dense<-0.0883462652> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %26 = llvm.mlir.constant(dense<0.448369086> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %27 = llvm.mlir.constant(dense<-3.276070e-01> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %28 = llvm.mlir.constant(dense<0.0739796459> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %29 = llvm.mlir.constant(dense<-0.131808966> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %30 = llvm.mlir.constant(dense<0.519230127> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %31 = llvm.mlir.constant(dense<-0.463513821> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %32 = llvm.mlir.constant(dense<-1.71048032E-5> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %33 = llvm.mlir.constant(dense<2.53447099E-4> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %34 = llvm.mlir.constant(dense<-0.00141373626> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %35 = llvm.mlir.constant(dense<0.00351961935> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %36 = llvm.mlir.constant(dense<-0.00330093061> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %37 = llvm.mlir.constant(dense<0.0370645523> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %38 = llvm.mlir.constant(dense<0.118407398> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %39 = llvm.mlir.constant(dense<-0.364721417> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %40 = llvm.mlir.constant(dense<1.12750685> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %41 = llvm.mlir.constant(dense<0.0258146804> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %42 = llvm.mlir.constant(dense<0.209741712> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %43 = llvm.mlir.constant(dense<-0.523018539> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %44 = llvm.mlir.constant(dense<1.12837911> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %45 = llvm.mlir.constant(3 : i64) : i64
          %46 = llvm.mlir.constant(2 : i64) : i64
          %47 = llvm.mlir.poison : vector<16xf32>
          %48 = llvm.mlir.constant(1 : i64) : i64
          %49 = llvm.mlir.constant(0 : i64) : i64
          %50 = llvm.mlir.constant(dense<5.000000e-01> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %51 = llvm.mlir.constant(dense<1.000000e+00> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %52 = llvm.mlir.constant(dense<1.41421354> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %53 = llvm.mlir.constant(dense<0.000000e+00> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %54 = llvm.mlir.constant(32 : i64) : i64
          %55 = llvm.mlir.constant(4 : i64) : i64
          %56 = llvm.mlir.constant(16 : i64) : i64
          %57 = llvm.getelementptr %15[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %58 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %59 = llvm.extractvalue %58[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %60 = llvm.load %59 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %14 ["align"(%60, %13 : !llvm.ptr, i64)] : i1
          %61 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %62 = llvm.extractvalue %61[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %63 = llvm.getelementptr %62[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %64 = llvm.load %63 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %14 ["align"(%64, %13 : !llvm.ptr, i64)] : i1
          %65 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %66 = llvm.extractvalue %65[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %67 = llvm.getelementptr %66[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %68 = llvm.load %67 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %14 ["align"(%68, %13 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%49 : i64)
        ^bb1(%69: i64):  // 2 preds: ^bb0, ^bb4
          %70 = llvm.icmp "slt" %69, %54 : i64
          llvm.cond_br %70, ^bb2(%49, %53 : i64, !llvm.array<2 x vector<4xf32>>), ^bb5
        ^bb2(%71: i64, %72: !llvm.array<2 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %73 = llvm.icmp "slt" %71, %56 : i64
          llvm.cond_br %73, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %74 = llvm.mul %69, %56 : i64
          %75 = llvm.add %74, %71 : i64
          %76 = llvm.getelementptr %64[%75] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %77 = llvm.load %76 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %78 = llvm.add %69, %48 : i64
          %79 = llvm.mul %78, %56 : i64
          %80 = llvm.add %79, %71 : i64
          %81 = llvm.getelementptr %64[%80] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %82 = llvm.load %81 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %83 = llvm.add %69, %46 : i64
          %84 = llvm.mul %83, %56 : i64
          %85 = llvm.add %84, %71 : i64
          %86 = llvm.getelementptr %64[%85] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %87 = llvm.load %86 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %88 = llvm.add %69, %45 : i64
          %89 = llvm.mul %88, %56 : i64
          %90 = llvm.add %89, %71 : i64
          %91 = llvm.getelementptr %64[%90] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %92 = llvm.load %91 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %93 = llvm.extractelement %77[%49 : i64] : vector<4xf32>
          %94 = llvm.extractelement %77[%48 : i64] : vector<4xf32>
          %95 = llvm.extractelement %77[%46 : i64] : vector<4xf32>
          %96 = llvm.extractelement %77[%45 : i64] : vector<4xf32>
          %97 = llvm.extractelement %82[%49 : i64] : vector<4xf32>
          %98 = llvm.extractelement %82[%48 : i64] : vector<4xf32>
          %99 = llvm.extractelement %82[%46 : i64] : vector<4xf32>
          %100 = llvm.extractelement %82[%45 : i64] : vector<4xf32>
          %101 = llvm.extractelement %87[%49 : i64] : vector<4xf32>
          %102 = llvm.extractelement %87[%48 : i64] : vector<4xf32>
          %103 = llvm.extractelement %87[%46 : i64] : vector<4xf32>
          %104 = llvm.extractelement %87[%45 : i64] : vector<4xf32>
          %105 = llvm.extractelement %92[%49 : i64] : vector<4xf32>
          %106 = llvm.extractelement %92[%48 : i64] : vector<4xf32>
          %107 = llvm.extractelement %92[%46 : i64] : vector<4xf32>
          %108 = llvm.extractelement %92[%45 : i64] : vector<4xf32>
          %109 = llvm.insertelement %93, %47[%49 : i64] : vector<16xf32>
          %110 = llvm.insertelement %94, %109[%48 : i64] : vector<16xf32>
          %111 = llvm.insertelement %95, %110[%46 : i64] : vector<16xf32>
          %112 = llvm.insertelement %96, %111[%45 : i64] : vector<16xf32>
          %113 = llvm.insertelement %97, %112[%55 : i64] : vector<16xf32>
          %114 = llvm.insertelement %98, %113[%12 : i64] : vector<16xf32>
          %115 = llvm.insertelement %99, %114[%11 : i64] : vector<16xf32>
          %116 = llvm.insertelement %100, %115[%10 : i64] : vector<16xf32>
          %117 = llvm.insertelement %101, %116[%9 : i64] : vector<16xf32>
          %118 = llvm.insertelement %102, %117[%8 : i64] : vector<16xf32>
          %119 = llvm.insertelement %103, %118[%7 : i64] : vector<16xf32>
          %120 = llvm.insertelement %104, %119[%6 : i64] : vector<16xf32>
          %121 = llvm.insertelement %105, %120[%5 : i64] : vector<16xf32>
          %122 = llvm.insertelement %106, %121[%4 : i64] : vector<16xf32>
          %123 = llvm.insertelement %107, %122[%3 : i64] : vector<16xf32>
          %124 = llvm.insertelement %108, %123[%2 : i64] : vector<16xf32>
          %125 = llvm.shufflevector %124, %47 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %126 = llvm.shufflevector %125, %125 [0, 1, 2, 3] : vector<16xf32>
          %127 = llvm.shufflevector %125, %125 [4, 5, 6, 7] : vector<16xf32>
          %128 = llvm.shufflevector %125, %125 [8, 9, 10, 11] : vector<16xf32>
          %129 = llvm.shufflevector %125, %125 [12, 13, 14, 15] : vector<16xf32>
          %130 = llvm.mul %49, %56 overflow<nsw, nuw> : i64
          %131 = llvm.add %130, %71 overflow<nsw, nuw> : i64
          %132 = llvm.getelementptr inbounds|nuw %60[%131] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %133 = llvm.load %132 : !llvm.ptr -> f32
          %134 = llvm.insertelement %133, %1[%0 : i32] : vector<4xf32>
          %135 = llvm.shufflevector %134, %1 [0, 0, 0, 0] : vector<4xf32>
          %136 = llvm.extractvalue %72[0] : !llvm.array<2 x vector<4xf32>>
          %137 = llvm.intr.fmuladd(%135, %126, %136) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %138 = llvm.mul %48, %56 overflow<nsw, nuw> : i64
          %139 = llvm.add %138, %71 overflow<nsw, nuw> : i64
          %140 = llvm.getelementptr inbounds|nuw %60[%139] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %141 = llvm.load %140 : !llvm.ptr -> f32
          %142 = llvm.insertelement %141, %1[%0 : i32] : vector<4xf32>
          %143 = llvm.shufflevector %142, %1 [0, 0, 0, 0] : vector<4xf32>
          %144 = llvm.extractvalue %72[1] : !llvm.array<2 x vector<4xf32>>
          %145 = llvm.intr.fmuladd(%143, %126, %144) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %146 = llvm.add %71, %48 : i64
          %147 = llvm.add %130, %146 overflow<nsw, nuw> : i64
          %148 = llvm.getelementptr inbounds|nuw %60[%147] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %149 = llvm.load %148 : !llvm.ptr -> f32
          %150 = llvm.insertelement %149, %1[%0 : i32] : vector<4xf32>
          %151 = llvm.shufflevector %150, %1 [0, 0, 0, 0] : vector<4xf32>
          %152 = llvm.intr.fmuladd(%151, %127, %137) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %153 = llvm.add %138, %146 overflow<nsw, nuw> : i64
          %154 = llvm.getelementptr inbounds|nuw %60[%153] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %155 = llvm.load %154 : !llvm.ptr -> f32
          %156 = llvm.insertelement %155, %1[%0 : i32] : vector<4xf32>
          %157 = llvm.shufflevector %156, %1 [0, 0, 0, 0] : vector<4xf32>
          %158 = llvm.intr.fmuladd(%157, %127, %145) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %159 = llvm.add %71, %46 : i64
          %160 = llvm.add %130, %159 overflow<nsw, nuw> : i64
          %161 = llvm.getelementptr inbounds|nuw %60[%160] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %162 = llvm.load %161 : !llvm.ptr -> f32
          %163 = llvm.insertelement %162, %1[%0 : i32] : vector<4xf32>
          %164 = llvm.shufflevector %163, %1 [0, 0, 0, 0] : vector<4xf32>
          %165 = llvm.intr.fmuladd(%164, %128, %152) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %166 = llvm.add %138, %159 overflow<nsw, nuw> : i64
          %167 = llvm.getelementptr inbounds|nuw %60[%166] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %168 = llvm.load %167 : !llvm.ptr -> f32
          %169 = llvm.insertelement %168, %1[%0 : i32] : vector<4xf32>
          %170 = llvm.shufflevector %169, %1 [0, 0, 0, 0] : vector<4xf32>
          %171 = llvm.intr.fmuladd(%170, %128, %158) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %172 = llvm.add %71, %45 : i64
          %173 = llvm.add %130, %172 overflow<nsw, nuw> : i64
          %174 = llvm.getelementptr inbounds|nuw %60[%173] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %175 = llvm.load %174 : !llvm.ptr -> f32
          %176 = llvm.insertelement %175, %1[%0 : i32] : vector<4xf32>
          %177 = llvm.shufflevector %176, %1 [0, 0, 0, 0] : vector<4xf32>
          %178 = llvm.intr.fmuladd(%177, %129, %165) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %179 = llvm.add %138, %172 overflow<nsw, nuw> : i64
          %180 = llvm.getelementptr inbounds|nuw %60[%179] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %181 = llvm.load %180 : !llvm.ptr -> f32
          %182 = llvm.insertelement %181, %1[%0 : i32] : vector<4xf32>
          %183 = llvm.shufflevector %182, %1 [0, 0, 0, 0] : vector<4xf32>
          %184 = llvm.intr.fmuladd(%183, %129, %171) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %185 = llvm.insertvalue %178, %16[0] : !llvm.array<2 x vector<4xf32>>
          %186 = llvm.insertvalue %184, %185[1] : !llvm.array<2 x vector<4xf32>>
          %187 = llvm.add %71, %55 : i64
          llvm.br ^bb2(%187, %186 : i64, !llvm.array<2 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %188 = llvm.getelementptr %57[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %189 = llvm.load %188 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %190 = llvm.extractvalue %72[0] : !llvm.array<2 x vector<4xf32>>
          %191 = llvm.fadd %190, %189 fastmath<contract> : vector<4xf32>
          %192 = llvm.extractvalue %72[1] : !llvm.array<2 x vector<4xf32>>
          %193 = llvm.fadd %192, %189 fastmath<contract> : vector<4xf32>
          %194 = llvm.extractvalue %52[0] : !llvm.array<2 x vector<4xf32>>
          %195 = llvm.fdiv %191, %194 : vector<4xf32>
          %196 = llvm.extractvalue %52[1] : !llvm.array<2 x vector<4xf32>>
          %197 = llvm.fdiv %193, %196 : vector<4xf32>
          %198 = llvm.extractvalue %53[0] : !llvm.array<2 x vector<4xf32>>
          %199 = llvm.fcmp "olt" %195, %198 : vector<4xf32>
          %200 = llvm.extractvalue %53[1] : !llvm.array<2 x vector<4xf32>>
          %201 = llvm.fcmp "olt" %197, %200 : vector<4xf32>
          %202 = llvm.fneg %195 fastmath<contract> : vector<4xf32>
          %203 = llvm.fneg %197 fastmath<contract> : vector<4xf32>
          %204 = llvm.select %199, %202, %195 : vector<4xi1>, vector<4xf32>
          %205 = llvm.select %201, %203, %197 : vector<4xi1>, vector<4xf32>
          %206 = llvm.extractvalue %19[0] : !llvm.array<2 x vector<4xf32>>
          %207 = llvm.fcmp "olt" %204, %206 : vector<4xf32>
          %208 = llvm.extractvalue %19[1] : !llvm.array<2 x vector<4xf32>>
          %209 = llvm.fcmp "olt" %205, %208 : vector<4xf32>
          %210 = llvm.extractvalue %44[0] : !llvm.array<2 x vector<4xf32>>
          %211 = llvm.extractvalue %40[0] : !llvm.array<2 x vector<4xf32>>
          %212 = llvm.select %207, %210, %211 : vector<4xi1>, vector<4xf32>
          %213 = llvm.extractvalue %44[1] : !llvm.array<2 x vector<4xf32>>
          %214 = llvm.extractvalue %40[1] : !llvm.array<2 x vector<4xf32>>
          %215 = llvm.select %209, %213, %214 : vector<4xi1>, vector<4xf32>
          %216 = llvm.extractvalue %31[0] : !llvm.array<2 x vector<4xf32>>
          %217 = llvm.extractvalue %27[0] : !llvm.array<2 x vector<4xf32>>
          %218 = llvm.select %207, %216, %217 : vector<4xi1>, vector<4xf32>
          %219 = llvm.extractvalue %31[1] : !llvm.array<2 x vector<4xf32>>
          %220 = llvm.extractvalue %27[1] : !llvm.array<2 x vector<4xf32>>
          %221 = llvm.select %209, %219, %220 : vector<4xi1>, vector<4xf32>
          %222 = llvm.extractvalue %43[0] : !llvm.array<2 x vector<4xf32>>
          %223 = llvm.extractvalue %39[0] : !llvm.array<2 x vector<4xf32>>
          %224 = llvm.select %207, %222, %223 : vector<4xi1>, vector<4xf32>
          %225 = llvm.extractvalue %43[1] : !llvm.array<2 x vector<4xf32>>
          %226 = llvm.extractvalue %39[1] : !llvm.array<2 x vector<4xf32>>
          %227 = llvm.select %209, %225, %226 : vector<4xi1>, vector<4xf32>
          %228 = llvm.extractvalue %30[0] : !llvm.array<2 x vector<4xf32>>
          %229 = llvm.extractvalue %26[0] : !llvm.array<2 x vector<4xf32>>
          %230 = llvm.select %207, %228, %229 : vector<4xi1>, vector<4xf32>
          %231 = llvm.extractvalue %30[1] : !llvm.array<2 x vector<4xf32>>
          %232 = llvm.extractvalue %26[1] : !llvm.array<2 x vector<4xf32>>
          %233 = llvm.select %209, %231, %232 : vector<4xi1>, vector<4xf32>
          %234 = llvm.extractvalue %42[0] : !llvm.array<2 x vector<4xf32>>
          %235 = llvm.extractvalue %38[0] : !llvm.array<2 x vector<4xf32>>
          %236 = llvm.select %207, %234, %235 : vector<4xi1>, vector<4xf32>
          %237 = llvm.extractvalue %42[1] : !llvm.array<2 x vector<4xf32>>
          %238 = llvm.extractvalue %38[1] : !llvm.array<2 x vector<4xf32>>
          %239 = llvm.select %209, %237, %238 : vector<4xi1>, vector<4xf32>
          %240 = llvm.extractvalue %29[0] : !llvm.array<2 x vector<4xf32>>
          %241 = llvm.extractvalue %25[0] : !llvm.array<2 x vector<4xf32>>
          %242 = llvm.select %207, %240, %241 : vector<4xi1>, vector<4xf32>
          %243 = llvm.extractvalue %29[1] : !llvm.array<2 x vector<4xf32>>
          %244 = llvm.extractvalue %25[1] : !llvm.array<2 x vector<4xf32>>
          %245 = llvm.select %209, %243, %244 : vector<4xi1>, vector<4xf32>
          %246 = llvm.extractvalue %41[0] : !llvm.array<2 x vector<4xf32>>
          %247 = llvm.extractvalue %37[0] : !llvm.array<2 x vector<4xf32>>
          %248 = llvm.select %207, %246, %247 : vector<4xi1>, vector<4xf32>
          %249 = llvm.extractvalue %41[1] : !llvm.array<2 x vector<4xf32>>
          %250 = llvm.extractvalue %37[1] : !llvm.array<2 x vector<4xf32>>
          %251 = llvm.select %209, %249, %250 : vector<4xi1>, vector<4xf32>
          %252 = llvm.extractvalue %28[0] : !llvm.array<2 x vector<4xf32>>
          %253 = llvm.extractvalue %24[0] : !llvm.array<2 x vector<4xf32>>
          %254 = llvm.select %207, %252, %253 : vector<4xi1>, vector<4xf32>
          %255 = llvm.extractvalue %28[1] : !llvm.array<2 x vector<4xf32>>
          %256 = llvm.extractvalue %24[1] : !llvm.array<2 x vector<4xf32>>
          %257 = llvm.select %209, %255, %256 : vector<4xi1>, vector<4xf32>
          %258 = llvm.extractvalue %18[0] : !llvm.array<2 x vector<4xf32>>
          %259 = llvm.fcmp "olt" %204, %258 : vector<4xf32>
          %260 = llvm.extractvalue %18[1] : !llvm.array<2 x vector<4xf32>>
          %261 = llvm.fcmp "olt" %205, %260 : vector<4xf32>
          %262 = llvm.extractvalue %36[0] : !llvm.array<2 x vector<4xf32>>
          %263 = llvm.select %259, %198, %262 : vector<4xi1>, vector<4xf32>
          %264 = llvm.extractvalue %36[1] : !llvm.array<2 x vector<4xf32>>
          %265 = llvm.select %261, %200, %264 : vector<4xi1>, vector<4xf32>
          %266 = llvm.extractvalue %35[0] : !llvm.array<2 x vector<4xf32>>
          %267 = llvm.select %259, %212, %266 : vector<4xi1>, vector<4xf32>
          %268 = llvm.extractvalue %35[1] : !llvm.array<2 x vector<4xf32>>
          %269 = llvm.select %261, %215, %268 : vector<4xi1>, vector<4xf32>
          %270 = llvm.extractvalue %23[0] : !llvm.array<2 x vector<4xf32>>
          %271 = llvm.select %259, %218, %270 : vector<4xi1>, vector<4xf32>
          %272 = llvm.extractvalue %23[1] : !llvm.array<2 x vector<4xf32>>
          %273 = llvm.select %261, %221, %272 : vector<4xi1>, vector<4xf32>
          %274 = llvm.extractvalue %34[0] : !llvm.array<2 x vector<4xf32>>
          %275 = llvm.select %259, %224, %274 : vector<4xi1>, vector<4xf32>
          %276 = llvm.extractvalue %34[1] : !llvm.array<2 x vector<4xf32>>
          %277 = llvm.select %261, %227, %276 : vector<4xi1>, vector<4xf32>
          %278 = llvm.extractvalue %22[0] : !llvm.array<2 x vector<4xf32>>
          %279 = llvm.select %259, %230, %278 : vector<4xi1>, vector<4xf32>
          %280 = llvm.extractvalue %22[1] : !llvm.array<2 x vector<4xf32>>
          %281 = llvm.select %261, %233, %280 : vector<4xi1>, vector<4xf32>
          %282 = llvm.extractvalue %33[0] : !llvm.array<2 x vector<4xf32>>
          %283 = llvm.select %259, %236, %282 : vector<4xi1>, vector<4xf32>
          %284 = llvm.extractvalue %33[1] : !llvm.array<2 x vector<4xf32>>
          %285 = llvm.select %261, %239, %284 : vector<4xi1>, vector<4xf32>
          %286 = llvm.extractvalue %21[0] : !llvm.array<2 x vector<4xf32>>
          %287 = llvm.select %259, %242, %286 : vector<4xi1>, vector<4xf32>
          %288 = llvm.extractvalue %21[1] : !llvm.array<2 x vector<4xf32>>
          %289 = llvm.select %261, %245, %288 : vector<4xi1>, vector<4xf32>
          %290 = llvm.extractvalue %32[0] : !llvm.array<2 x vector<4xf32>>
          %291 = llvm.select %259, %248, %290 : vector<4xi1>, vector<4xf32>
          %292 = llvm.extractvalue %32[1] : !llvm.array<2 x vector<4xf32>>
          %293 = llvm.select %261, %251, %292 : vector<4xi1>, vector<4xf32>
          %294 = llvm.extractvalue %20[0] : !llvm.array<2 x vector<4xf32>>
          %295 = llvm.select %259, %254, %294 : vector<4xi1>, vector<4xf32>
          %296 = llvm.extractvalue %20[1] : !llvm.array<2 x vector<4xf32>>
          %297 = llvm.select %261, %257, %296 : vector<4xi1>, vector<4xf32>
          %298 = llvm.extractvalue %51[0] : !llvm.array<2 x vector<4xf32>>
          %299 = llvm.select %259, %198, %298 : vector<4xi1>, vector<4xf32>
          %300 = llvm.extractvalue %51[1] : !llvm.array<2 x vector<4xf32>>
          %301 = llvm.select %261, %200, %300 : vector<4xi1>, vector<4xf32>
          %302 = llvm.extractvalue %17[0] : !llvm.array<2 x vector<4xf32>>
          %303 = llvm.fcmp "ult" %204, %302 : vector<4xf32>
          %304 = llvm.extractvalue %17[1] : !llvm.array<2 x vector<4xf32>>
          %305 = llvm.fcmp "ult" %205, %304 : vector<4xf32>
          %306 = llvm.intr.fma(%204, %291, %283) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %307 = llvm.intr.fma(%205, %293, %285) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %308 = llvm.intr.fma(%204, %306, %275) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %309 = llvm.intr.fma(%205, %307, %277) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %310 = llvm.intr.fma(%204, %308, %267) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %311 = llvm.intr.fma(%205, %309, %269) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %312 = llvm.intr.fma(%204, %310, %263) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %313 = llvm.intr.fma(%205, %311, %265) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %314 = llvm.intr.fma(%204, %295, %287) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %315 = llvm.intr.fma(%205, %297, %289) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %316 = llvm.intr.fma(%204, %314, %279) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %317 = llvm.intr.fma(%205, %315, %281) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %318 = llvm.intr.fma(%204, %316, %271) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %319 = llvm.intr.fma(%205, %317, %273) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %320 = llvm.intr.fma(%204, %318, %298) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %321 = llvm.intr.fma(%205, %319, %300) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %322 = llvm.fdiv %312, %320 : vector<4xf32>
          %323 = llvm.fdiv %313, %321 : vector<4xf32>
          %324 = llvm.fadd %299, %322 fastmath<contract> : vector<4xf32>
          %325 = llvm.fadd %301, %323 fastmath<contract> : vector<4xf32>
          %326 = llvm.select %303, %324, %298 : vector<4xi1>, vector<4xf32>
          %327 = llvm.select %305, %325, %300 : vector<4xi1>, vector<4xf32>
          %328 = llvm.fneg %326 fastmath<contract> : vector<4xf32>
          %329 = llvm.fneg %327 fastmath<contract> : vector<4xf32>
          %330 = llvm.select %199, %328, %326 : vector<4xi1>, vector<4xf32>
          %331 = llvm.select %201, %329, %327 : vector<4xi1>, vector<4xf32>
          %332 = llvm.fadd %330, %298 fastmath<contract> : vector<4xf32>
          %333 = llvm.fadd %331, %300 fastmath<contract> : vector<4xf32>
          %334 = llvm.extractvalue %50[0] : !llvm.array<2 x vector<4xf32>>
          %335 = llvm.fmul %332, %334 fastmath<contract> : vector<4xf32>
          %336 = llvm.extractvalue %50[1] : !llvm.array<2 x vector<4xf32>>
          %337 = llvm.fmul %333, %336 fastmath<contract> : vector<4xf32>
          %338 = llvm.fmul %191, %335 fastmath<contract> : vector<4xf32>
          %339 = llvm.fmul %193, %337 fastmath<contract> : vector<4xf32>
          %340 = llvm.mul %49, %54 : i64
          %341 = llvm.add %340, %69 : i64
          %342 = llvm.getelementptr %68[%341] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %338, %342 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %343 = llvm.mul %48, %54 : i64
          %344 = llvm.add %343, %69 : i64
          %345 = llvm.getelementptr %68[%344] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %339, %345 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %346 = llvm.add %69, %55 : i64
          llvm.br ^bb1(%346 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_1 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_1_matmul_2x32x32_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_1_matmul_2x32x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(0 : i32) : i32
          %1 = llvm.mlir.poison : vector<4xf32>
          %2 = llvm.mlir.constant(15 : i64) : i64
          %3 = llvm.mlir.constant(14 : i64) : i64
          %4 = llvm.mlir.constant(13 : i64) : i64
          %5 = llvm.mlir.constant(12 : i64) : i64
          %6 = llvm.mlir.constant(11 : i64) : i64
          %7 = llvm.mlir.constant(10 : i64) : i64
          %8 = llvm.mlir.constant(9 : i64) : i64
          %9 = llvm.mlir.constant(8 : i64) : i64
          %10 = llvm.mlir.constant(7 : i64) : i64
          %11 = llvm.mlir.constant(6 : i64) : i64
          %12 = llvm.mlir.constant(5 : i64) : i64
          %13 = llvm.mlir.constant(64 : i64) : i64
          %14 = llvm.mlir.constant(true) : i1
          %15 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
          %16 = llvm.mlir.poison : !llvm.array<2 x vector<4xf32>>
          %17 = llvm.mlir.constant(dense<127> : vector<2x4xi32>) : !llvm.array<2 x vector<4xi32>>
          %18 = llvm.mlir.constant(dense<23> : vector<2x4xi32>) : !llvm.array<2 x vector<4xi32>>
          %19 = llvm.mlir.constant(dense<1.270000e+02> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %20 = llvm.mlir.constant(dense<-1.270000e+02> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %21 = llvm.mlir.constant(dense<8.880000e+01> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %22 = llvm.mlir.constant(dense<-8.780000e+01> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %23 = llvm.mlir.constant(dense<0.166666657> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %24 = llvm.mlir.constant(dense<0.0416657962> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %25 = llvm.mlir.constant(dense<0.00833345205> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %26 = llvm.mlir.constant(dense<0.00139819994> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %27 = llvm.mlir.constant(dense<1.98756912E-4> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %28 = llvm.mlir.constant(dense<2.12194442E-4> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %29 = llvm.mlir.constant(dense<-0.693359375> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %30 = llvm.mlir.constant(dense<1.44269502> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %31 = llvm.mlir.constant(dense<5.000000e-01> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %32 = llvm.mlir.constant(3 : i64) : i64
          %33 = llvm.mlir.constant(2 : i64) : i64
          %34 = llvm.mlir.poison : vector<16xf32>
          %35 = llvm.mlir.constant(1 : i64) : i64
          %36 = llvm.mlir.constant(0 : i64) : i64
          %37 = llvm.mlir.constant(dense<1.000000e+00> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %38 = llvm.mlir.constant(dense<0.000000e+00> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %39 = llvm.mlir.constant(4 : i64) : i64
          %40 = llvm.mlir.constant(32 : i64) : i64
          %41 = llvm.getelementptr %15[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
          %42 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %43 = llvm.extractvalue %42[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %44 = llvm.load %43 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %14 ["align"(%44, %13 : !llvm.ptr, i64)] : i1
          %45 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %46 = llvm.extractvalue %45[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %47 = llvm.getelementptr %46[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %48 = llvm.load %47 : !llvm.ptr -> !llvm.ptr
          %49 = llvm.getelementptr %48[2048] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %14 ["align"(%49, %13 : !llvm.ptr, i64)] : i1
          %50 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %51 = llvm.extractvalue %50[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %52 = llvm.getelementptr %51[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %53 = llvm.load %52 : !llvm.ptr -> !llvm.ptr
          %54 = llvm.getelementptr %53[256] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %14 ["align"(%54, %13 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%36 : i64)
        ^bb1(%55: i64):  // 2 preds: ^bb0, ^bb4
          %56 = llvm.icmp "slt" %55, %40 : i64
          llvm.cond_br %56, ^bb2(%36, %38 : i64, !llvm.array<2 x vector<4xf32>>), ^bb5
        ^bb2(%57: i64, %58: !llvm.array<2 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %59 = llvm.icmp "slt" %57, %40 : i64
          llvm.cond_br %59, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %60 = llvm.mul %55, %40 : i64
          %61 = llvm.add %60, %57 : i64
          %62 = llvm.getelementptr %49[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %63 = llvm.load %62 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %64 = llvm.add %55, %35 : i64
          %65 = llvm.mul %64, %40 : i64
          %66 = llvm.add %65, %57 : i64
          %67 = llvm.getelementptr %49[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %68 = llvm.load %67 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %69 = llvm.add %55, %33 : i64
          %70 = llvm.mul %69, %40 : i64
          %71 = llvm.add %70, %57 : i64
          %72 = llvm.getelementptr %49[%71] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %73 = llvm.load %72 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %74 = llvm.add %55, %32 : i64
          %75 = llvm.mul %74, %40 : i64
          %76 = llvm.add %75, %57 : i64
          %77 = llvm.getelementptr %49[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %78 = llvm.load %77 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %79 = llvm.extractelement %63[%36 : i64] : vector<4xf32>
          %80 = llvm.extractelement %63[%35 : i64] : vector<4xf32>
          %81 = llvm.extractelement %63[%33 : i64] : vector<4xf32>
          %82 = llvm.extractelement %63[%32 : i64] : vector<4xf32>
          %83 = llvm.extractelement %68[%36 : i64] : vector<4xf32>
          %84 = llvm.extractelement %68[%35 : i64] : vector<4xf32>
          %85 = llvm.extractelement %68[%33 : i64] : vector<4xf32>
          %86 = llvm.extractelement %68[%32 : i64] : vector<4xf32>
          %87 = llvm.extractelement %73[%36 : i64] : vector<4xf32>
          %88 = llvm.extractelement %73[%35 : i64] : vector<4xf32>
          %89 = llvm.extractelement %73[%33 : i64] : vector<4xf32>
          %90 = llvm.extractelement %73[%32 : i64] : vector<4xf32>
          %91 = llvm.extractelement %78[%36 : i64] : vector<4xf32>
          %92 = llvm.extractelement %78[%35 : i64] : vector<4xf32>
          %93 = llvm.extractelement %78[%33 : i64] : vector<4xf32>
          %94 = llvm.extractelement %78[%32 : i64] : vector<4xf32>
          %95 = llvm.insertelement %79, %34[%36 : i64] : vector<16xf32>
          %96 = llvm.insertelement %80, %95[%35 : i64] : vector<16xf32>
          %97 = llvm.insertelement %81, %96[%33 : i64] : vector<16xf32>
          %98 = llvm.insertelement %82, %97[%32 : i64] : vector<16xf32>
          %99 = llvm.insertelement %83, %98[%39 : i64] : vector<16xf32>
          %100 = llvm.insertelement %84, %99[%12 : i64] : vector<16xf32>
          %101 = llvm.insertelement %85, %100[%11 : i64] : vector<16xf32>
          %102 = llvm.insertelement %86, %101[%10 : i64] : vector<16xf32>
          %103 = llvm.insertelement %87, %102[%9 : i64] : vector<16xf32>
          %104 = llvm.insertelement %88, %103[%8 : i64] : vector<16xf32>
          %105 = llvm.insertelement %89, %104[%7 : i64] : vector<16xf32>
          %106 = llvm.insertelement %90, %105[%6 : i64] : vector<16xf32>
          %107 = llvm.insertelement %91, %106[%5 : i64] : vector<16xf32>
          %108 = llvm.insertelement %92, %107[%4 : i64] : vector<16xf32>
          %109 = llvm.insertelement %93, %108[%3 : i64] : vector<16xf32>
          %110 = llvm.insertelement %94, %109[%2 : i64] : vector<16xf32>
          %111 = llvm.shufflevector %110, %34 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %112 = llvm.shufflevector %111, %111 [0, 1, 2, 3] : vector<16xf32>
          %113 = llvm.shufflevector %111, %111 [4, 5, 6, 7] : vector<16xf32>
          %114 = llvm.shufflevector %111, %111 [8, 9, 10, 11] : vector<16xf32>
          %115 = llvm.shufflevector %111, %111 [12, 13, 14, 15] : vector<16xf32>
          %116 = llvm.mul %36, %40 overflow<nsw, nuw> : i64
          %117 = llvm.add %116, %57 overflow<nsw, nuw> : i64
          %118 = llvm.getelementptr inbounds|nuw %44[%117] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %119 = llvm.load %118 : !llvm.ptr -> f32
          %120 = llvm.insertelement %119, %1[%0 : i32] : vector<4xf32>
          %121 = llvm.shufflevector %120, %1 [0, 0, 0, 0] : vector<4xf32>
          %122 = llvm.extractvalue %58[0] : !llvm.array<2 x vector<4xf32>>
          %123 = llvm.intr.fmuladd(%121, %112, %122) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %124 = llvm.mul %35, %40 overflow<nsw, nuw> : i64
          %125 = llvm.add %124, %57 overflow<nsw, nuw> : i64
          %126 = llvm.getelementptr inbounds|nuw %44[%125] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %127 = llvm.load %126 : !llvm.ptr -> f32
          %128 = llvm.insertelement %127, %1[%0 : i32] : vector<4xf32>
          %129 = llvm.shufflevector %128, %1 [0, 0, 0, 0] : vector<4xf32>
          %130 = llvm.extractvalue %58[1] : !llvm.array<2 x vector<4xf32>>
          %131 = llvm.intr.fmuladd(%129, %112, %130) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %132 = llvm.add %57, %35 : i64
          %133 = llvm.add %116, %132 overflow<nsw, nuw> : i64
          %134 = llvm.getelementptr inbounds|nuw %44[%133] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %135 = llvm.load %134 : !llvm.ptr -> f32
          %136 = llvm.insertelement %135, %1[%0 : i32] : vector<4xf32>
          %137 = llvm.shufflevector %136, %1 [0, 0, 0, 0] : vector<4xf32>
          %138 = llvm.intr.fmuladd(%137, %113, %123) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %139 = llvm.add %124, %132 overflow<nsw, nuw> : i64
          %140 = llvm.getelementptr inbounds|nuw %44[%139] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %141 = llvm.load %140 : !llvm.ptr -> f32
          %142 = llvm.insertelement %141, %1[%0 : i32] : vector<4xf32>
          %143 = llvm.shufflevector %142, %1 [0, 0, 0, 0] : vector<4xf32>
          %144 = llvm.intr.fmuladd(%143, %113, %131) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %145 = llvm.add %57, %33 : i64
          %146 = llvm.add %116, %145 overflow<nsw, nuw> : i64
          %147 = llvm.getelementptr inbounds|nuw %44[%146] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %148 = llvm.load %147 : !llvm.ptr -> f32
          %149 = llvm.insertelement %148, %1[%0 : i32] : vector<4xf32>
          %150 = llvm.shufflevector %149, %1 [0, 0, 0, 0] : vector<4xf32>
          %151 = llvm.intr.fmuladd(%150, %114, %138) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %152 = llvm.add %124, %145 overflow<nsw, nuw> : i64
          %153 = llvm.getelementptr inbounds|nuw %44[%152] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %154 = llvm.load %153 : !llvm.ptr -> f32
          %155 = llvm.insertelement %154, %1[%0 : i32] : vector<4xf32>
          %156 = llvm.shufflevector %155, %1 [0, 0, 0, 0] : vector<4xf32>
          %157 = llvm.intr.fmuladd(%156, %114, %144) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %158 = llvm.add %57, %32 : i64
          %159 = llvm.add %116, %158 overflow<nsw, nuw> : i64
          %160 = llvm.getelementptr inbounds|nuw %44[%159] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %161 = llvm.load %160 : !llvm.ptr -> f32
          %162 = llvm.insertelement %161, %1[%0 : i32] : vector<4xf32>
          %163 = llvm.shufflevector %162, %1 [0, 0, 0, 0] : vector<4xf32>
          %164 = llvm.intr.fmuladd(%163, %115, %151) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %165 = llvm.add %124, %158 overflow<nsw, nuw> : i64
          %166 = llvm.getelementptr inbounds|nuw %44[%165] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %167 = llvm.load %166 : !llvm.ptr -> f32
          %168 = llvm.insertelement %167, %1[%0 : i32] : vector<4xf32>
          %169 = llvm.shufflevector %168, %1 [0, 0, 0, 0] : vector<4xf32>
          %170 = llvm.intr.fmuladd(%169, %115, %157) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %171 = llvm.insertvalue %164, %16[0] : !llvm.array<2 x vector<4xf32>>
          %172 = llvm.insertvalue %170, %171[1] : !llvm.array<2 x vector<4xf32>>
          %173 = llvm.add %57, %39 : i64
          llvm.br ^bb2(%173, %172 : i64, !llvm.array<2 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %174 = llvm.getelementptr %41[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %175 = llvm.load %174 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %176 = llvm.extractvalue %58[0] : !llvm.array<2 x vector<4xf32>>
          %177 = llvm.fadd %176, %175 fastmath<contract> : vector<4xf32>
          %178 = llvm.extractvalue %58[1] : !llvm.array<2 x vector<4xf32>>
          %179 = llvm.fadd %178, %175 fastmath<contract> : vector<4xf32>
          %180 = llvm.fneg %177 fastmath<contract> : vector<4xf32>
          %181 = llvm.fneg %179 fastmath<contract> : vector<4xf32>
          %182 = llvm.extractvalue %22[0] : !llvm.array<2 x vector<4xf32>>
          %183 = llvm.fcmp "uge" %180, %182 : vector<4xf32>
          %184 = llvm.extractvalue %22[1] : !llvm.array<2 x vector<4xf32>>
          %185 = llvm.fcmp "uge" %181, %184 : vector<4xf32>
          %186 = llvm.select %183, %180, %182 : vector<4xi1>, vector<4xf32>
          %187 = llvm.select %185, %181, %184 : vector<4xi1>, vector<4xf32>
          %188 = llvm.extractvalue %21[0] : !llvm.array<2 x vector<4xf32>>
          %189 = llvm.fcmp "ule" %186, %188 : vector<4xf32>
          %190 = llvm.extractvalue %21[1] : !llvm.array<2 x vector<4xf32>>
          %191 = llvm.fcmp "ule" %187, %190 : vector<4xf32>
          %192 = llvm.select %189, %186, %188 : vector<4xi1>, vector<4xf32>
          %193 = llvm.select %191, %187, %190 : vector<4xi1>, vector<4xf32>
          %194 = llvm.extractvalue %30[0] : !llvm.array<2 x vector<4xf32>>
          %195 = llvm.extractvalue %31[0] : !llvm.array<2 x vector<4xf32>>
          %196 = llvm.intr.fma(%192, %194, %195) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %197 = llvm.extractvalue %30[1] : !llvm.array<2 x vector<4xf32>>
          %198 = llvm.extractvalue %31[1] : !llvm.array<2 x vector<4xf32>>
          %199 = llvm.intr.fma(%193, %197, %198) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %200 = llvm.intr.floor(%196) : (vector<4xf32>) -> vector<4xf32>
          %201 = llvm.intr.floor(%199) : (vector<4xf32>) -> vector<4xf32>
          %202 = llvm.extractvalue %20[0] : !llvm.array<2 x vector<4xf32>>
          %203 = llvm.fcmp "uge" %200, %202 : vector<4xf32>
          %204 = llvm.extractvalue %20[1] : !llvm.array<2 x vector<4xf32>>
          %205 = llvm.fcmp "uge" %201, %204 : vector<4xf32>
          %206 = llvm.select %203, %200, %202 : vector<4xi1>, vector<4xf32>
          %207 = llvm.select %205, %201, %204 : vector<4xi1>, vector<4xf32>
          %208 = llvm.extractvalue %19[0] : !llvm.array<2 x vector<4xf32>>
          %209 = llvm.fcmp "ule" %206, %208 : vector<4xf32>
          %210 = llvm.extractvalue %19[1] : !llvm.array<2 x vector<4xf32>>
          %211 = llvm.fcmp "ule" %207, %210 : vector<4xf32>
          %212 = llvm.select %209, %206, %208 : vector<4xi1>, vector<4xf32>
          %213 = llvm.select %211, %207, %210 : vector<4xi1>, vector<4xf32>
          %214 = llvm.extractvalue %29[0] : !llvm.array<2 x vector<4xf32>>
          %215 = llvm.intr.fma(%214, %212, %192) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %216 = llvm.extractvalue %29[1] : !llvm.array<2 x vector<4xf32>>
          %217 = llvm.intr.fma(%216, %213, %193) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %218 = llvm.extractvalue %28[0] : !llvm.array<2 x vector<4xf32>>
          %219 = llvm.intr.fma(%218, %212, %215) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %220 = llvm.extractvalue %28[1] : !llvm.array<2 x vector<4xf32>>
          %221 = llvm.intr.fma(%220, %213, %217) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %222 = llvm.extractvalue %27[0] : !llvm.array<2 x vector<4xf32>>
          %223 = llvm.extractvalue %26[0] : !llvm.array<2 x vector<4xf32>>
          %224 = llvm.intr.fma(%219, %222, %223) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %225 = llvm.extractvalue %27[1] : !llvm.array<2 x vector<4xf32>>
          %226 = llvm.extractvalue %26[1] : !llvm.array<2 x vector<4xf32>>
          %227 = llvm.intr.fma(%221, %225, %226) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %228 = llvm.extractvalue %25[0] : !llvm.array<2 x vector<4xf32>>
          %229 = llvm.intr.fma(%224, %219, %228) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %230 = llvm.extractvalue %25[1] : !llvm.array<2 x vector<4xf32>>
          %231 = llvm.intr.fma(%227, %221, %230) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %232 = llvm.extractvalue %24[0] : !llvm.array<2 x vector<4xf32>>
          %233 = llvm.intr.fma(%229, %219, %232) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %234 = llvm.extractvalue %24[1] : !llvm.array<2 x vector<4xf32>>
          %235 = llvm.intr.fma(%231, %221, %234) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %236 = llvm.extractvalue %23[0] : !llvm.array<2 x vector<4xf32>>
          %237 = llvm.intr.fma(%233, %219, %236) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %238 = llvm.extractvalue %23[1] : !llvm.array<2 x vector<4xf32>>
          %239 = llvm.intr.fma(%235, %221, %238) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %240 = llvm.intr.fma(%237, %219, %195) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %241 = llvm.intr.fma(%239, %221, %198) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %242 = llvm.fmul %219, %219 fastmath<contract> : vector<4xf32>
          %243 = llvm.fmul %221, %221 fastmath<contract> : vector<4xf32>
          %244 = llvm.intr.fma(%240, %242, %219) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %245 = llvm.intr.fma(%241, %243, %221) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %246 = llvm.extractvalue %37[0] : !llvm.array<2 x vector<4xf32>>
          %247 = llvm.fadd %244, %246 fastmath<contract> : vector<4xf32>
          %248 = llvm.extractvalue %37[1] : !llvm.array<2 x vector<4xf32>>
          %249 = llvm.fadd %245, %248 fastmath<contract> : vector<4xf32>
          %250 = llvm.fptosi %212 : vector<4xf32> to vector<4xi32>
          %251 = llvm.fptosi %213 : vector<4xf32> to vector<4xi32>
          %252 = llvm.extractvalue %17[0] : !llvm.array<2 x vector<4xi32>>
          %253 = llvm.add %250, %252 : vector<4xi32>
          %254 = llvm.extractvalue %17[1] : !llvm.array<2 x vector<4xi32>>
          %255 = llvm.add %251, %254 : vector<4xi32>
          %256 = llvm.extractvalue %18[0] : !llvm.array<2 x vector<4xi32>>
          %257 = llvm.shl %253, %256 : vector<4xi32>
          %258 = llvm.extractvalue %18[1] : !llvm.array<2 x vector<4xi32>>
          %259 = llvm.shl %255, %258 : vector<4xi32>
          %260 = llvm.bitcast %257 : vector<4xi32> to vector<4xf32>
          %261 = llvm.bitcast %259 : vector<4xi32> to vector<4xf32>
          %262 = llvm.fmul %247, %260 fastmath<contract> : vector<4xf32>
          %263 = llvm.fmul %249, %261 fastmath<contract> : vector<4xf32>
          %264 = llvm.fadd %262, %246 fastmath<contract> : vector<4xf32>
          %265 = llvm.fadd %263, %248 fastmath<contract> : vector<4xf32>
          %266 = llvm.fdiv %246, %264 : vector<4xf32>
          %267 = llvm.fdiv %248, %265 : vector<4xf32>
          %268 = llvm.fmul %177, %266 fastmath<contract> : vector<4xf32>
          %269 = llvm.fmul %179, %267 fastmath<contract> : vector<4xf32>
          %270 = llvm.mul %36, %40 : i64
          %271 = llvm.add %270, %55 : i64
          %272 = llvm.getelementptr %54[%271] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %268, %272 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %273 = llvm.mul %35, %40 : i64
          %274 = llvm.add %273, %55 : i64
          %275 = llvm.getelementptr %54[%274] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %269, %275 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %276 = llvm.add %55, %39 : i64
          llvm.br ^bb1(%276 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  hal.executable private @main_dispatch_2 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main_dispatch_2_matmul_2x8x32_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.mlir.global private constant @__constant_8xf32(dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>) {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<8 x f32>
        llvm.func @main_dispatch_2_matmul_2x8x32_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
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
          %15 = llvm.mlir.poison : !llvm.array<2 x vector<4xf32>>
          %16 = llvm.mlir.constant(3 : i64) : i64
          %17 = llvm.mlir.constant(2 : i64) : i64
          %18 = llvm.mlir.poison : vector<16xf32>
          %19 = llvm.mlir.constant(1 : i64) : i64
          %20 = llvm.mlir.constant(0 : i64) : i64
          %21 = llvm.mlir.constant(dense<0.000000e+00> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
          %22 = llvm.mlir.constant(8 : i64) : i64
          %23 = llvm.mlir.constant(4 : i64) : i64
          %24 = llvm.mlir.constant(32 : i64) : i64
          %25 = llvm.getelementptr %14[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x f32>
          %26 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %27 = llvm.extractvalue %26[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %28 = llvm.load %27 : !llvm.ptr -> !llvm.ptr
          %29 = llvm.getelementptr %28[256] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %13 ["align"(%29, %12 : !llvm.ptr, i64)] : i1
          %30 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %31 = llvm.extractvalue %30[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %32 = llvm.getelementptr %31[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %33 = llvm.load %32 : !llvm.ptr -> !llvm.ptr
          %34 = llvm.getelementptr %33[6144] : (!llvm.ptr) -> !llvm.ptr, i8
          llvm.intr.assume %13 ["align"(%34, %12 : !llvm.ptr, i64)] : i1
          %35 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %36 = llvm.extractvalue %35[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %37 = llvm.getelementptr %36[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %38 = llvm.load %37 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %13 ["align"(%38, %12 : !llvm.ptr, i64)] : i1
          llvm.br ^bb1(%20 : i64)
        ^bb1(%39: i64):  // 2 preds: ^bb0, ^bb4
          %40 = llvm.icmp "slt" %39, %22 : i64
          llvm.cond_br %40, ^bb2(%20, %21 : i64, !llvm.array<2 x vector<4xf32>>), ^bb5
        ^bb2(%41: i64, %42: !llvm.array<2 x vector<4xf32>>):  // 2 preds: ^bb1, ^bb3
          %43 = llvm.icmp "slt" %41, %24 : i64
          llvm.cond_br %43, ^bb3, ^bb4
        ^bb3:  // pred: ^bb2
          %44 = llvm.mul %39, %24 : i64
          %45 = llvm.add %44, %41 : i64
          %46 = llvm.getelementptr %34[%45] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %47 = llvm.load %46 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %48 = llvm.add %39, %19 : i64
          %49 = llvm.mul %48, %24 : i64
          %50 = llvm.add %49, %41 : i64
          %51 = llvm.getelementptr %34[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %52 = llvm.load %51 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %53 = llvm.add %39, %17 : i64
          %54 = llvm.mul %53, %24 : i64
          %55 = llvm.add %54, %41 : i64
          %56 = llvm.getelementptr %34[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %57 = llvm.load %56 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %58 = llvm.add %39, %16 : i64
          %59 = llvm.mul %58, %24 : i64
          %60 = llvm.add %59, %41 : i64
          %61 = llvm.getelementptr %34[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %62 = llvm.load %61 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %63 = llvm.extractelement %47[%20 : i64] : vector<4xf32>
          %64 = llvm.extractelement %47[%19 : i64] : vector<4xf32>
          %65 = llvm.extractelement %47[%17 : i64] : vector<4xf32>
          %66 = llvm.extractelement %47[%16 : i64] : vector<4xf32>
          %67 = llvm.extractelement %52[%20 : i64] : vector<4xf32>
          %68 = llvm.extractelement %52[%19 : i64] : vector<4xf32>
          %69 = llvm.extractelement %52[%17 : i64] : vector<4xf32>
          %70 = llvm.extractelement %52[%16 : i64] : vector<4xf32>
          %71 = llvm.extractelement %57[%20 : i64] : vector<4xf32>
          %72 = llvm.extractelement %57[%19 : i64] : vector<4xf32>
          %73 = llvm.extractelement %57[%17 : i64] : vector<4xf32>
          %74 = llvm.extractelement %57[%16 : i64] : vector<4xf32>
          %75 = llvm.extractelement %62[%20 : i64] : vector<4xf32>
          %76 = llvm.extractelement %62[%19 : i64] : vector<4xf32>
          %77 = llvm.extractelement %62[%17 : i64] : vector<4xf32>
          %78 = llvm.extractelement %62[%16 : i64] : vector<4xf32>
          %79 = llvm.insertelement %63, %18[%20 : i64] : vector<16xf32>
          %80 = llvm.insertelement %64, %79[%19 : i64] : vector<16xf32>
          %81 = llvm.insertelement %65, %80[%17 : i64] : vector<16xf32>
          %82 = llvm.insertelement %66, %81[%16 : i64] : vector<16xf32>
          %83 = llvm.insertelement %67, %82[%23 : i64] : vector<16xf32>
          %84 = llvm.insertelement %68, %83[%11 : i64] : vector<16xf32>
          %85 = llvm.insertelement %69, %84[%10 : i64] : vector<16xf32>
          %86 = llvm.insertelement %70, %85[%9 : i64] : vector<16xf32>
          %87 = llvm.insertelement %71, %86[%22 : i64] : vector<16xf32>
          %88 = llvm.insertelement %72, %87[%8 : i64] : vector<16xf32>
          %89 = llvm.insertelement %73, %88[%7 : i64] : vector<16xf32>
          %90 = llvm.insertelement %74, %89[%6 : i64] : vector<16xf32>
          %91 = llvm.insertelement %75, %90[%5 : i64] : vector<16xf32>
          %92 = llvm.insertelement %76, %91[%4 : i64] : vector<16xf32>
          %93 = llvm.insertelement %77, %92[%3 : i64] : vector<16xf32>
          %94 = llvm.insertelement %78, %93[%2 : i64] : vector<16xf32>
          %95 = llvm.shufflevector %94, %18 [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] : vector<16xf32>
          %96 = llvm.shufflevector %95, %95 [0, 1, 2, 3] : vector<16xf32>
          %97 = llvm.shufflevector %95, %95 [4, 5, 6, 7] : vector<16xf32>
          %98 = llvm.shufflevector %95, %95 [8, 9, 10, 11] : vector<16xf32>
          %99 = llvm.shufflevector %95, %95 [12, 13, 14, 15] : vector<16xf32>
          %100 = llvm.mul %20, %24 overflow<nsw, nuw> : i64
          %101 = llvm.add %100, %41 overflow<nsw, nuw> : i64
          %102 = llvm.getelementptr inbounds|nuw %29[%101] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %103 = llvm.load %102 : !llvm.ptr -> f32
          %104 = llvm.insertelement %103, %1[%0 : i32] : vector<4xf32>
          %105 = llvm.shufflevector %104, %1 [0, 0, 0, 0] : vector<4xf32>
          %106 = llvm.extractvalue %42[0] : !llvm.array<2 x vector<4xf32>>
          %107 = llvm.intr.fmuladd(%105, %96, %106) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %108 = llvm.mul %19, %24 overflow<nsw, nuw> : i64
          %109 = llvm.add %108, %41 overflow<nsw, nuw> : i64
          %110 = llvm.getelementptr inbounds|nuw %29[%109] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %111 = llvm.load %110 : !llvm.ptr -> f32
          %112 = llvm.insertelement %111, %1[%0 : i32] : vector<4xf32>
          %113 = llvm.shufflevector %112, %1 [0, 0, 0, 0] : vector<4xf32>
          %114 = llvm.extractvalue %42[1] : !llvm.array<2 x vector<4xf32>>
          %115 = llvm.intr.fmuladd(%113, %96, %114) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %116 = llvm.add %41, %19 : i64
          %117 = llvm.add %100, %116 overflow<nsw, nuw> : i64
          %118 = llvm.getelementptr inbounds|nuw %29[%117] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %119 = llvm.load %118 : !llvm.ptr -> f32
          %120 = llvm.insertelement %119, %1[%0 : i32] : vector<4xf32>
          %121 = llvm.shufflevector %120, %1 [0, 0, 0, 0] : vector<4xf32>
          %122 = llvm.intr.fmuladd(%121, %97, %107) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %123 = llvm.add %108, %116 overflow<nsw, nuw> : i64
          %124 = llvm.getelementptr inbounds|nuw %29[%123] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %125 = llvm.load %124 : !llvm.ptr -> f32
          %126 = llvm.insertelement %125, %1[%0 : i32] : vector<4xf32>
          %127 = llvm.shufflevector %126, %1 [0, 0, 0, 0] : vector<4xf32>
          %128 = llvm.intr.fmuladd(%127, %97, %115) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %129 = llvm.add %41, %17 : i64
          %130 = llvm.add %100, %129 overflow<nsw, nuw> : i64
          %131 = llvm.getelementptr inbounds|nuw %29[%130] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %132 = llvm.load %131 : !llvm.ptr -> f32
          %133 = llvm.insertelement %132, %1[%0 : i32] : vector<4xf32>
          %134 = llvm.shufflevector %133, %1 [0, 0, 0, 0] : vector<4xf32>
          %135 = llvm.intr.fmuladd(%134, %98, %122) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %136 = llvm.add %108, %129 overflow<nsw, nuw> : i64
          %137 = llvm.getelementptr inbounds|nuw %29[%136] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %138 = llvm.load %137 : !llvm.ptr -> f32
          %139 = llvm.insertelement %138, %1[%0 : i32] : vector<4xf32>
          %140 = llvm.shufflevector %139, %1 [0, 0, 0, 0] : vector<4xf32>
          %141 = llvm.intr.fmuladd(%140, %98, %128) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %142 = llvm.add %41, %16 : i64
          %143 = llvm.add %100, %142 overflow<nsw, nuw> : i64
          %144 = llvm.getelementptr inbounds|nuw %29[%143] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %145 = llvm.load %144 : !llvm.ptr -> f32
          %146 = llvm.insertelement %145, %1[%0 : i32] : vector<4xf32>
          %147 = llvm.shufflevector %146, %1 [0, 0, 0, 0] : vector<4xf32>
          %148 = llvm.intr.fmuladd(%147, %99, %135) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %149 = llvm.add %108, %142 overflow<nsw, nuw> : i64
          %150 = llvm.getelementptr inbounds|nuw %29[%149] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %151 = llvm.load %150 : !llvm.ptr -> f32
          %152 = llvm.insertelement %151, %1[%0 : i32] : vector<4xf32>
          %153 = llvm.shufflevector %152, %1 [0, 0, 0, 0] : vector<4xf32>
          %154 = llvm.intr.fmuladd(%153, %99, %141) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
          %155 = llvm.insertvalue %148, %15[0] : !llvm.array<2 x vector<4xf32>>
          %156 = llvm.insertvalue %154, %155[1] : !llvm.array<2 x vector<4xf32>>
          %157 = llvm.add %41, %23 : i64
          llvm.br ^bb2(%157, %156 : i64, !llvm.array<2 x vector<4xf32>>)
        ^bb4:  // pred: ^bb2
          %158 = llvm.getelementptr %25[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %159 = llvm.load %158 <alignment = 4> : !llvm.ptr -> vector<4xf32>
          %160 = llvm.extractvalue %42[0] : !llvm.array<2 x vector<4xf32>>
          %161 = llvm.fadd %160, %159 fastmath<contract> : vector<4xf32>
          %162 = llvm.extractvalue %42[1] : !llvm.array<2 x vector<4xf32>>
          %163 = llvm.fadd %162, %159 fastmath<contract> : vector<4xf32>
          %164 = llvm.mul %20, %22 : i64
          %165 = llvm.add %164, %39 : i64
          %166 = llvm.getelementptr %38[%165] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %161, %166 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %167 = llvm.mul %19, %22 : i64
          %168 = llvm.add %167, %39 : i64
          %169 = llvm.getelementptr %38[%168] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %163, %169 <alignment = 4> : vector<4xf32>, !llvm.ptr
          %170 = llvm.add %39, %23 : i64
          llvm.br ^bb1(%170 : i64)
        ^bb5:  // pred: ^bb1
          llvm.return %0 : i32
        }
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x16xf32>) -> (%output0: tensor<2x8xf32>)"}} {
    %c7168 = arith.constant 7168 : index
    %c512 = arith.constant 512 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %c128 = arith.constant 128 : index
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %__constant_tensor_32x16xf32 = util.global.load immutable @__constant_tensor_32x16xf32 : !stream.resource<constant>
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x16xf32> in !stream.resource<external>{%c128}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c64} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<transient>{%c512} => !stream.timepoint
    %1 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%1) => with(%0 as %arg1: !stream.resource<external>{%c128}, %__constant_tensor_32x16xf32 as %arg2: !stream.resource<constant>{%c7168}, %result as %arg3: !stream.resource<external>{%c64}, %result_0 as %arg4: !stream.resource<transient>{%c512}) {
      stream.cmd.dispatch @main_dispatch_0::@embedded_elf_x86_64::@main_dispatch_0_matmul_2x32x16_f32 {
        ro %arg1[%c0 for %c128] : !stream.resource<external>{%c128},
        ro %arg2[%c0 for %c7168] : !stream.resource<constant>{%c7168},
        wo %arg4[%c0 for %c512] : !stream.resource<transient>{%c512}
      }
      stream.cmd.dispatch @main_dispatch_1::@embedded_elf_x86_64::@main_dispatch_1_matmul_2x32x32_f32 {
        ro %arg4[%c0 for %c512] : !stream.resource<transient>{%c512},
        ro %arg2[%c0 for %c7168] : !stream.resource<constant>{%c7168},
        wo %arg4[%c0 for %c512] : !stream.resource<transient>{%c512}
      }
      stream.cmd.dispatch @main_dispatch_2::@embedded_elf_x86_64::@main_dispatch_2_matmul_2x8x32_f32 {
        ro %arg4[%c0 for %c512] : !stream.resource<transient>{%c512},
        ro %arg2[%c0 for %c7168] : !stream.resource<constant>{%c7168},
        wo %arg3[%c0 for %c64] : !stream.resource<external>{%c64}
      }
    } => !stream.timepoint
    %3 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%2) => %result_0 : !stream.resource<transient>{%c512} => !stream.timepoint
    %4 = stream.timepoint.await %3 => %result : !stream.resource<external>{%c64}
    %5 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<2x8xf32> in !stream.resource<external>{%c64} -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=f7ad5df53030 torch_mlir=6aa7dd31cd1c linalg_on_tensors_mlir=e70f92738717 iree_input=a6afdb45ef2b iree_abi=07a985c48513 iree_preprocessing=231b7e9b7259 iree_global_optimization=d06103319f87 iree_dispatch_creation=edd575a4672a iree_flow=687c21336031 iree_stream=28ac6b2d5b07 iree_executable_sources=69cc368e288b
