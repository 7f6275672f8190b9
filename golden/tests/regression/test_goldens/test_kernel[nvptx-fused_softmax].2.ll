; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @fused_softmax(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, i32 %4, ptr addrspace(1) nofree readnone captures(none) %5, ptr addrspace(1) nofree readnone captures(none) %6) local_unnamed_addr #0 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = and i32 %9, 127
  %11 = or disjoint i32 %10, 128
  %12 = or disjoint i32 %10, 256
  %13 = or disjoint i32 %10, 384
  %14 = or disjoint i32 %10, 512
  %15 = or disjoint i32 %10, 640
  %16 = or disjoint i32 %10, 768
  %17 = or i32 %9, 896
  %18 = icmp slt i32 %10, %4
  %19 = icmp slt i32 %11, %4
  %20 = icmp slt i32 %12, %4
  %21 = icmp slt i32 %13, %4
  %22 = icmp slt i32 %14, %4
  %23 = icmp slt i32 %15, %4
  %24 = icmp slt i32 %16, %4
  %25 = icmp slt i32 %17, %4
  %26 = mul i32 %2, %8
  %27 = sext i32 %26 to i64
  %28 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %27
  %29 = zext nneg i32 %10 to i64
  %30 = getelementptr [4 x i8], ptr addrspace(1) %28, i64 %29
  %31 = zext nneg i32 %11 to i64
  %32 = getelementptr [4 x i8], ptr addrspace(1) %28, i64 %31
  %33 = zext nneg i32 %12 to i64
  %34 = getelementptr [4 x i8], ptr addrspace(1) %28, i64 %33
  %35 = zext nneg i32 %13 to i64
  %36 = getelementptr [4 x i8], ptr addrspace(1) %28, i64 %35
  %37 = zext nneg i32 %14 to i64
  %38 = getelementptr [4 x i8], ptr addrspace(1) %28, i64 %37
  %39 = zext nneg i32 %15 to i64
  %40 = getelementptr [4 x i8], ptr addrspace(1) %28, i64 %39
  %41 = zext nneg i32 %16 to i64
  %42 = getelementptr [4 x i8], ptr addrspace(1) %28, i64 %41
  %43 = zext nneg i32 %17 to i64
  %44 = getelementptr [4 x i8], ptr addrspace(1) %28, i64 %43
  %45 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %30, i1 %18) #7
  %46 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %32, i1 %19) #7
  %47 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %34, i1 %20) #7
  %48 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %36, i1 %21) #7
  %49 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %38, i1 %22) #7
  %50 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %40, i1 %23) #7
  %51 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %42, i1 %24) #7
  %52 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %44, i1 %25) #7
  %53 = lshr i32 %9, 3
  %54 = and i32 %53, 12
  %55 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %54
  %56 = shl nuw nsw i32 %9, 2
  %57 = and i32 %56, 12
  %58 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %57
  %59 = insertelement <8 x i32> poison, i32 %45, i64 0
  %60 = insertelement <8 x i32> %59, i32 %46, i64 1
  %61 = insertelement <8 x i32> %60, i32 %47, i64 2
  %62 = insertelement <8 x i32> %61, i32 %48, i64 3
  %63 = insertelement <8 x i32> %62, i32 %49, i64 4
  %64 = insertelement <8 x i32> %63, i32 %50, i64 5
  %65 = insertelement <8 x i32> %64, i32 %51, i64 6
  %66 = insertelement <8 x i32> %65, i32 %52, i64 7
  %67 = bitcast <8 x i32> %66 to <8 x float>
  %68 = bitcast i32 %45 to float
  %69 = bitcast i32 %46 to float
  %70 = tail call float @llvm.maxnum.f32(float %68, float %69)
  %71 = bitcast i32 %47 to float
  %72 = bitcast i32 %48 to float
  %73 = tail call float @llvm.maxnum.f32(float %71, float %72)
  %74 = bitcast i32 %49 to float
  %75 = bitcast i32 %50 to float
  %76 = tail call float @llvm.maxnum.f32(float %74, float %75)
  %77 = bitcast i32 %51 to float
  %78 = bitcast i32 %52 to float
  %79 = tail call float @llvm.maxnum.f32(float %77, float %78)
  %80 = tail call float @llvm.maxnum.f32(float %70, float %73)
  %81 = tail call float @llvm.maxnum.f32(float %76, float %79)
  %82 = tail call float @llvm.maxnum.f32(float %80, float %81)
  %83 = bitcast float %82 to i32
  %84 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %83, i32 16, i32 31)
  %85 = bitcast i32 %84 to float
  %86 = tail call float @llvm.maxnum.f32(float %82, float %85)
  %87 = bitcast float %86 to i32
  %88 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %87, i32 8, i32 31)
  %89 = bitcast i32 %88 to float
  %90 = tail call float @llvm.maxnum.f32(float %86, float %89)
  %91 = bitcast float %90 to i32
  %92 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %91, i32 4, i32 31)
  %93 = bitcast i32 %92 to float
  %94 = tail call float @llvm.maxnum.f32(float %90, float %93)
  %95 = bitcast float %94 to i32
  %96 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %95, i32 2, i32 31)
  %97 = bitcast i32 %96 to float
  %98 = tail call float @llvm.maxnum.f32(float %94, float %97)
  %99 = bitcast float %98 to i32
  %100 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %99, i32 1, i32 31)
  %101 = bitcast i32 %100 to float
  %102 = tail call float @llvm.maxnum.f32(float %98, float %101)
  store float %102, ptr addrspace(3) %55, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %103 = load i32, ptr addrspace(3) %58, align 4
  %104 = bitcast i32 %103 to float
  %105 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %103, i32 2, i32 31)
  %106 = bitcast i32 %105 to float
  %107 = tail call float @llvm.maxnum.f32(float %104, float %106)
  %108 = bitcast float %107 to i32
  %109 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %108, i32 1, i32 31)
  %110 = bitcast i32 %109 to float
  %111 = tail call float @llvm.maxnum.f32(float %107, float %110)
  %112 = insertelement <8 x float> poison, float %111, i64 0
  %113 = shufflevector <8 x float> %112, <8 x float> poison, <8 x i32> zeroinitializer
  %114 = fsub <8 x float> %67, %113
  %115 = fmul <8 x float> %114, splat (float f0x3FB8AA3B)
  %116 = extractelement <8 x float> %115, i64 0
  %117 = tail call float @llvm.nvvm.ex2.approx.f32(float %116)
  %118 = extractelement <8 x float> %115, i64 1
  %119 = tail call float @llvm.nvvm.ex2.approx.f32(float %118)
  %120 = extractelement <8 x float> %115, i64 2
  %121 = tail call float @llvm.nvvm.ex2.approx.f32(float %120)
  %122 = extractelement <8 x float> %115, i64 3
  %123 = tail call float @llvm.nvvm.ex2.approx.f32(float %122)
  %124 = extractelement <8 x float> %115, i64 4
  %125 = tail call float @llvm.nvvm.ex2.approx.f32(float %124)
  %126 = extractelement <8 x float> %115, i64 5
  %127 = tail call float @llvm.nvvm.ex2.approx.f32(float %126)
  %128 = extractelement <8 x float> %115, i64 6
  %129 = tail call float @llvm.nvvm.ex2.approx.f32(float %128)
  %130 = extractelement <8 x float> %115, i64 7
  %131 = tail call float @llvm.nvvm.ex2.approx.f32(float %130)
  %132 = mul i32 %3, %8
  %133 = sext i32 %132 to i64
  %134 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %133
  %135 = getelementptr [4 x i8], ptr addrspace(1) %134, i64 %29
  %136 = getelementptr [4 x i8], ptr addrspace(1) %134, i64 %31
  %137 = getelementptr [4 x i8], ptr addrspace(1) %134, i64 %33
  %138 = getelementptr [4 x i8], ptr addrspace(1) %134, i64 %35
  %139 = getelementptr [4 x i8], ptr addrspace(1) %134, i64 %37
  %140 = getelementptr [4 x i8], ptr addrspace(1) %134, i64 %39
  %141 = getelementptr [4 x i8], ptr addrspace(1) %134, i64 %41
  %142 = getelementptr [4 x i8], ptr addrspace(1) %134, i64 %43
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %143 = fadd float %117, %119
  %144 = fadd float %121, %123
  %145 = fadd float %125, %127
  %146 = fadd float %129, %131
  %147 = fadd float %143, %144
  %148 = fadd float %145, %146
  %149 = fadd float %147, %148
  %150 = bitcast float %149 to i32
  %151 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %150, i32 16, i32 31)
  %152 = bitcast i32 %151 to float
  %153 = fadd float %149, %152
  %154 = bitcast float %153 to i32
  %155 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %154, i32 8, i32 31)
  %156 = bitcast i32 %155 to float
  %157 = fadd float %153, %156
  %158 = bitcast float %157 to i32
  %159 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %158, i32 4, i32 31)
  %160 = bitcast i32 %159 to float
  %161 = fadd float %157, %160
  %162 = bitcast float %161 to i32
  %163 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %162, i32 2, i32 31)
  %164 = bitcast i32 %163 to float
  %165 = fadd float %161, %164
  %166 = bitcast float %165 to i32
  %167 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %166, i32 1, i32 31)
  %168 = bitcast i32 %167 to float
  %169 = fadd float %165, %168
  store float %169, ptr addrspace(3) %55, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %170 = load i32, ptr addrspace(3) %58, align 4
  %171 = bitcast i32 %170 to float
  %172 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %170, i32 2, i32 31)
  %173 = bitcast i32 %172 to float
  %174 = fadd float %171, %173
  %175 = bitcast float %174 to i32
  %176 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %175, i32 1, i32 31)
  %177 = bitcast i32 %176 to float
  %178 = fadd float %174, %177
  %179 = tail call float @llvm.nvvm.div.full(float %117, float %178)
  %180 = tail call float @llvm.nvvm.div.full(float %119, float %178)
  %181 = tail call float @llvm.nvvm.div.full(float %121, float %178)
  %182 = tail call float @llvm.nvvm.div.full(float %123, float %178)
  %183 = tail call float @llvm.nvvm.div.full(float %125, float %178)
  %184 = tail call float @llvm.nvvm.div.full(float %127, float %178)
  %185 = tail call float @llvm.nvvm.div.full(float %129, float %178)
  %186 = tail call float @llvm.nvvm.div.full(float %131, float %178)
  %187 = bitcast float %179 to i32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %187, ptr addrspace(1) %135, i1 %18) #7
  %188 = bitcast float %180 to i32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %188, ptr addrspace(1) %136, i1 %19) #7
  %189 = bitcast float %181 to i32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %189, ptr addrspace(1) %137, i1 %20) #7
  %190 = bitcast float %182 to i32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %190, ptr addrspace(1) %138, i1 %21) #7
  %191 = bitcast float %183 to i32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %191, ptr addrspace(1) %139, i1 %22) #7
  %192 = bitcast float %184 to i32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %192, ptr addrspace(1) %140, i1 %23) #7
  %193 = bitcast float %185 to i32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %193, ptr addrspace(1) %141, i1 %24) #7
  %194 = bitcast float %186 to i32
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %194, ptr addrspace(1) %142, i1 %25) #7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #6

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
; irlower-stages: triton_ir=ac67efbd9662 triton_gpu_ir=fec5b0ced30f
