; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"__CUDA_PREC_SQRT\00", align 1

; Function Attrs: nounwind
define ptx_kernel void @layer_norm(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, i32 %4, i32 %5, float %6, ptr addrspace(1) nofree readnone captures(none) %7, ptr addrspace(1) nofree readnone captures(none) %8) local_unnamed_addr #0 {
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = shl nuw nsw i32 %11, 2
  %13 = and i32 %12, 508
  %14 = icmp slt i32 %13, %5
  %15 = mul i32 %4, %10
  %16 = sext i32 %15 to i64
  %17 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %16
  %18 = zext nneg i32 %13 to i64
  %19 = getelementptr [4 x i8], ptr addrspace(1) %17, i64 %18
  %20 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %19, i1 %14) #6
  %21 = extractvalue { i32, i32, i32, i32 } %20, 0
  %22 = extractvalue { i32, i32, i32, i32 } %20, 1
  %23 = extractvalue { i32, i32, i32, i32 } %20, 2
  %24 = extractvalue { i32, i32, i32, i32 } %20, 3
  %25 = bitcast i32 %21 to float
  %26 = bitcast i32 %22 to float
  %27 = bitcast i32 %23 to float
  %28 = bitcast i32 %24 to float
  %29 = fadd float %25, %26
  %30 = fadd float %27, %28
  %31 = fadd float %29, %30
  %32 = bitcast float %31 to i32
  %33 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %32, i32 16, i32 31)
  %34 = bitcast i32 %33 to float
  %35 = fadd float %31, %34
  %36 = bitcast float %35 to i32
  %37 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %36, i32 8, i32 31)
  %38 = bitcast i32 %37 to float
  %39 = fadd float %35, %38
  %40 = bitcast float %39 to i32
  %41 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %40, i32 4, i32 31)
  %42 = bitcast i32 %41 to float
  %43 = fadd float %39, %42
  %44 = bitcast float %43 to i32
  %45 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %44, i32 2, i32 31)
  %46 = bitcast i32 %45 to float
  %47 = fadd float %43, %46
  %48 = bitcast float %47 to i32
  %49 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %48, i32 1, i32 31)
  %50 = bitcast i32 %49 to float
  %51 = fadd float %47, %50
  %52 = lshr i32 %11, 3
  %53 = and i32 %52, 12
  %54 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %53
  store float %51, ptr addrspace(3) %54, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %55 = and i32 %12, 12
  %56 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %55
  %57 = load i32, ptr addrspace(3) %56, align 4
  %58 = bitcast i32 %57 to float
  %59 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %57, i32 2, i32 31)
  %60 = bitcast i32 %59 to float
  %61 = fadd float %58, %60
  %62 = bitcast float %61 to i32
  %63 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %62, i32 1, i32 31)
  %64 = bitcast i32 %63 to float
  %65 = fadd float %61, %64
  %66 = sitofp i32 %5 to float
  %67 = tail call float @llvm.nvvm.div.full(float %65, float %66)
  %68 = fsub float %25, %67
  %69 = fsub float %26, %67
  %70 = fsub float %27, %67
  %71 = fsub float %28, %67
  %72 = select i1 %14, float %68, float 0.000000e+00
  %73 = select i1 %14, float %69, float 0.000000e+00
  %74 = select i1 %14, float %70, float 0.000000e+00
  %75 = select i1 %14, float %71, float 0.000000e+00
  %76 = fmul float %72, %72
  %77 = fmul float %73, %73
  %78 = fmul float %74, %74
  %79 = fmul float %75, %75
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %80 = fadd float %76, %77
  %81 = fadd float %78, %79
  %82 = fadd float %80, %81
  %83 = bitcast float %82 to i32
  %84 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %83, i32 16, i32 31)
  %85 = bitcast i32 %84 to float
  %86 = fadd float %82, %85
  %87 = bitcast float %86 to i32
  %88 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %87, i32 8, i32 31)
  %89 = bitcast i32 %88 to float
  %90 = fadd float %86, %89
  %91 = bitcast float %90 to i32
  %92 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %91, i32 4, i32 31)
  %93 = bitcast i32 %92 to float
  %94 = fadd float %90, %93
  %95 = bitcast float %94 to i32
  %96 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %95, i32 2, i32 31)
  %97 = bitcast i32 %96 to float
  %98 = fadd float %94, %97
  %99 = bitcast float %98 to i32
  %100 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %99, i32 1, i32 31)
  %101 = bitcast i32 %100 to float
  %102 = fadd float %98, %101
  store float %102, ptr addrspace(3) %54, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %103 = load i32, ptr addrspace(3) %56, align 4
  %104 = bitcast i32 %103 to float
  %105 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %103, i32 2, i32 31)
  %106 = bitcast i32 %105 to float
  %107 = fadd float %104, %106
  %108 = bitcast float %107 to i32
  %109 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %108, i32 1, i32 31)
  %110 = bitcast i32 %109 to float
  %111 = fadd float %107, %110
  %112 = tail call float @llvm.nvvm.div.full(float %111, float %66)
  %113 = fadd float %6, %112
  %114 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #6
  %.not.i = icmp eq i32 %114, 0
  %115 = tail call i32 @__nvvm_reflect(ptr nonnull @.str.2) #6
  %.not1.i = icmp eq i32 %115, 0
  br i1 %.not.i, label %121, label %116

116:                                              ; preds = %9
  br i1 %.not1.i, label %119, label %117

117:                                              ; preds = %116
  %118 = tail call float @llvm.nvvm.sqrt.rn.ftz.f(float %113) #6
  br label %__nv_sqrtf.exit

119:                                              ; preds = %116
  %120 = tail call float @llvm.nvvm.sqrt.approx.ftz.f(float %113) #6
  br label %__nv_sqrtf.exit

121:                                              ; preds = %9
  br i1 %.not1.i, label %124, label %122

122:                                              ; preds = %121
  %123 = tail call float @llvm.nvvm.sqrt.rn.f(float %113) #6
  br label %__nv_sqrtf.exit

124:                                              ; preds = %121
  %125 = tail call float @llvm.nvvm.sqrt.approx.f(float %113) #6
  br label %__nv_sqrtf.exit

__nv_sqrtf.exit:                                  ; preds = %117, %119, %122, %124
  %.0.i = phi float [ %118, %117 ], [ %120, %119 ], [ %123, %122 ], [ %125, %124 ]
  %126 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %.0.i)
  %127 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %18
  %128 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %127, i1 %14) #6
  %129 = extractvalue { i32, i32, i32, i32 } %128, 0
  %130 = extractvalue { i32, i32, i32, i32 } %128, 1
  %131 = extractvalue { i32, i32, i32, i32 } %128, 2
  %132 = extractvalue { i32, i32, i32, i32 } %128, 3
  %133 = bitcast i32 %129 to float
  %134 = bitcast i32 %130 to float
  %135 = bitcast i32 %131 to float
  %136 = bitcast i32 %132 to float
  %137 = getelementptr [4 x i8], ptr addrspace(1) %3, i64 %18
  %138 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %137, i1 %14) #6
  %139 = extractvalue { i32, i32, i32, i32 } %138, 0
  %140 = extractvalue { i32, i32, i32, i32 } %138, 1
  %141 = extractvalue { i32, i32, i32, i32 } %138, 2
  %142 = extractvalue { i32, i32, i32, i32 } %138, 3
  %143 = bitcast i32 %139 to float
  %144 = bitcast i32 %140 to float
  %145 = bitcast i32 %141 to float
  %146 = bitcast i32 %142 to float
  %147 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %16
  %148 = getelementptr [4 x i8], ptr addrspace(1) %147, i64 %18
  %149 = fmul float %72, %126
  %150 = fmul float %73, %126
  %151 = fmul float %74, %126
  %152 = fmul float %75, %126
  %153 = fmul float %149, %133
  %154 = fmul float %150, %134
  %155 = fmul float %151, %135
  %156 = fmul float %152, %136
  %157 = fadd float %153, %143
  %158 = fadd float %154, %144
  %159 = fadd float %155, %145
  %160 = fadd float %156, %146
  %161 = bitcast float %157 to i32
  %162 = bitcast float %158 to i32
  %163 = bitcast float %159 to i32
  %164 = bitcast float %160 to i32
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %161, i32 %162, i32 %163, i32 %164, ptr addrspace(1) %148, i1 %14) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #4

declare i32 @__nvvm_reflect(ptr) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.ftz.f(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.ftz.f(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #5 = { "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}
!nvvmir.version = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!2 = !{!"clang version <version>"}
!3 = !{i32 2, i32 0}
; irlower-stages: triton_ir=496963960be1 triton_gpu_ir=a2053a09299c
