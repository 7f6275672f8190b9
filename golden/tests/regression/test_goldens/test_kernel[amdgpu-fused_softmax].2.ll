; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #0

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @fused_softmax(ptr addrspace(1) inreg nofree writeonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, i32 inreg %2, i32 inreg %3, i32 inreg %4, ptr addrspace(1) inreg nofree readnone captures(none) %5, ptr addrspace(1) inreg nofree readnone captures(none) %6) local_unnamed_addr #1 {
  %8 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %9 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %8)
  %10 = and i32 %9, 192
  %11 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %12 = and i32 %8, 63
  %13 = or disjoint i32 %10, %12
  %14 = or disjoint i32 %13, 256
  %15 = or disjoint i32 %13, 512
  %16 = or disjoint i32 %13, 768
  %17 = icmp slt i32 %13, %4
  %18 = icmp slt i32 %14, %4
  %19 = icmp slt i32 %15, %4
  %20 = icmp slt i32 %16, %4
  %21 = mul i32 %2, %11
  %22 = add i32 %13, %21
  %23 = add i32 %14, %21
  %24 = add i32 %15, %21
  %25 = add i32 %16, %21
  %26 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744)
  %27 = shl i32 %22, 2
  %28 = select i1 %17, i32 %27, i32 -2147483648
  %29 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %26, i32 %28, i32 0, i32 0)
  %30 = bitcast float %29 to <1 x float>
  %31 = extractelement <1 x float> %30, i64 0
  %32 = select i1 %17, float %31, float -inf
  %33 = shl i32 %23, 2
  %34 = select i1 %18, i32 %33, i32 -2147483648
  %35 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %26, i32 %34, i32 0, i32 0)
  %36 = bitcast float %35 to <1 x float>
  %37 = extractelement <1 x float> %36, i64 0
  %38 = select i1 %18, float %37, float -inf
  %39 = shl i32 %24, 2
  %40 = select i1 %19, i32 %39, i32 -2147483648
  %41 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %26, i32 %40, i32 0, i32 0)
  %42 = bitcast float %41 to <1 x float>
  %43 = extractelement <1 x float> %42, i64 0
  %44 = select i1 %19, float %43, float -inf
  %45 = shl i32 %25, 2
  %46 = select i1 %20, i32 %45, i32 -2147483648
  %47 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %26, i32 %46, i32 0, i32 0)
  %48 = bitcast float %47 to <1 x float>
  %49 = extractelement <1 x float> %48, i64 0
  %50 = select i1 %20, float %49, float -inf
  %51 = tail call float @llvm.maxnum.f32(float %32, float %38)
  %52 = tail call float @llvm.maxnum.f32(float %51, float %44)
  %53 = tail call float @llvm.maxnum.f32(float %52, float %50)
  %54 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %53, i32 280, i32 15, i32 15, i1 true)
  %55 = tail call float @llvm.maxnum.f32(float %53, float %54)
  %56 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %55, i32 276, i32 15, i32 15, i1 true)
  %57 = tail call float @llvm.maxnum.f32(float %55, float %56)
  %58 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %57, i32 274, i32 15, i32 15, i1 true)
  %59 = tail call float @llvm.maxnum.f32(float %57, float %58)
  %60 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %59, i32 273, i32 15, i32 15, i1 true)
  %61 = tail call float @llvm.maxnum.f32(float %59, float %60)
  %62 = tail call float @llvm.amdgcn.update.dpp.f32(float %61, float %61, i32 322, i32 10, i32 15, i1 true)
  %63 = tail call float @llvm.maxnum.f32(float %61, float %62)
  %64 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %63, i32 323, i32 15, i32 15, i1 true)
  %65 = tail call float @llvm.maxnum.f32(float %63, float %64)
  %66 = tail call float @llvm.amdgcn.readlane.f32(float %65, i32 63)
  %67 = lshr exact i32 %10, 4
  %68 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %67
  %69 = insertelement <1 x float> poison, float %66, i64 0
  store <1 x float> %69, ptr addrspace(3) %68, align 4
  fence syncscope("workgroup") release, !mmra !2
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !2
  %70 = shl nuw nsw i32 %8, 2
  %71 = and i32 %70, 12
  %72 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %71
  %73 = load <1 x float>, ptr addrspace(3) %72, align 4
  %74 = extractelement <1 x float> %73, i64 0
  %75 = bitcast float %74 to i32
  %76 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %75, i32 78, i32 15, i32 15, i1 true)
  %77 = bitcast i32 %76 to float
  %78 = tail call float @llvm.maxnum.f32(float %74, float %77)
  %79 = bitcast float %78 to i32
  %80 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %79, i32 177, i32 15, i32 15, i1 true)
  %81 = bitcast i32 %80 to float
  %82 = tail call float @llvm.maxnum.f32(float %78, float %81)
  %83 = fsub float %32, %82
  %84 = fsub float %38, %82
  %85 = fsub float %44, %82
  %86 = fsub float %50, %82
  %87 = fmul float %83, f0x3FB8AA3B
  %88 = tail call float @llvm.exp2.f32(float %87)
  %89 = fmul float %84, f0x3FB8AA3B
  %90 = tail call float @llvm.exp2.f32(float %89)
  %91 = fmul float %85, f0x3FB8AA3B
  %92 = tail call float @llvm.exp2.f32(float %91)
  %93 = fmul float %86, f0x3FB8AA3B
  %94 = tail call float @llvm.exp2.f32(float %93)
  %95 = mul i32 %3, %11
  %96 = add i32 %13, %95
  %97 = add i32 %14, %95
  %98 = add i32 %15, %95
  %99 = add i32 %16, %95
  fence syncscope("workgroup") release, !mmra !2
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !2
  %100 = insertelement <2 x float> poison, float %88, i64 0
  %101 = insertelement <2 x float> %100, float %90, i64 1
  %102 = insertelement <2 x float> poison, float %92, i64 0
  %103 = insertelement <2 x float> %102, float %94, i64 1
  %104 = fadd <2 x float> %101, %103
  %105 = extractelement <2 x float> %104, i64 0
  %106 = extractelement <2 x float> %104, i64 1
  %107 = fadd float %105, %106
  %108 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %107, i32 280, i32 15, i32 15, i1 true)
  %109 = fadd float %108, %107
  %110 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %109, i32 276, i32 15, i32 15, i1 true)
  %111 = fadd float %110, %109
  %112 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %111, i32 274, i32 15, i32 15, i1 true)
  %113 = fadd float %112, %111
  %114 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %113, i32 273, i32 15, i32 15, i1 true)
  %115 = fadd float %114, %113
  %116 = tail call float @llvm.amdgcn.update.dpp.f32(float %115, float %115, i32 322, i32 10, i32 15, i1 true)
  %117 = fadd float %116, %115
  %118 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %117, i32 323, i32 15, i32 15, i1 true)
  %119 = fadd float %118, %117
  %120 = tail call float @llvm.amdgcn.readlane.f32(float %119, i32 63)
  %121 = insertelement <1 x float> poison, float %120, i64 0
  store <1 x float> %121, ptr addrspace(3) %68, align 4
  fence syncscope("workgroup") release, !mmra !2
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !2
  %122 = load <1 x float>, ptr addrspace(3) %72, align 4
  %123 = extractelement <1 x float> %122, i64 0
  %124 = bitcast float %123 to i32
  %125 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %124, i32 78, i32 15, i32 15, i1 true)
  %126 = bitcast i32 %125 to float
  %127 = fadd float %123, %126
  %128 = bitcast float %127 to i32
  %129 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %128, i32 177, i32 15, i32 15, i1 true)
  %130 = bitcast i32 %129 to float
  %131 = fadd float %127, %130
  %132 = fdiv float %88, %131
  %133 = fdiv float %90, %131
  %134 = fdiv float %92, %131
  %135 = fdiv float %94, %131
  %136 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744)
  %137 = shl i32 %96, 2
  %138 = select i1 %17, i32 %137, i32 -2147483648
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %132, ptr addrspace(8) %136, i32 %138, i32 0, i32 0)
  %139 = shl i32 %97, 2
  %140 = select i1 %18, i32 %139, i32 -2147483648
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %133, ptr addrspace(8) %136, i32 %140, i32 0, i32 0)
  %141 = shl i32 %98, 2
  %142 = select i1 %19, i32 %141, i32 -2147483648
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %134, ptr addrspace(8) %136, i32 %142, i32 0, i32 0)
  %143 = shl i32 %99, 2
  %144 = select i1 %20, i32 %143, i32 -2147483648
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %135, ptr addrspace(8) %136, i32 %144, i32 0, i32 0)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #0

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #8

attributes #0 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #8 = { convergent nocallback nofree nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!2 = !{!"amdgpu-synchronize-as", !"local"}
; irlower-stages: triton_ir=032c98a429d1 triton_gpu_ir=692b3b0a06ad
