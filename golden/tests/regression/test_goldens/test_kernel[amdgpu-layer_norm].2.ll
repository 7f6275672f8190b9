; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @layer_norm(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree readonly captures(none) %2, ptr addrspace(1) inreg nofree readonly captures(none) %3, i32 inreg %4, i32 inreg %5, float inreg %6, ptr addrspace(1) inreg nofree readnone captures(none) %7, ptr addrspace(1) inreg nofree readnone captures(none) %8) local_unnamed_addr #0 {
  %10 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %11 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %10)
  %12 = and i32 %11, 192
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %14 = and i32 %10, 63
  %15 = or disjoint i32 %12, %14
  %16 = shl nuw nsw i32 %15, 1
  %17 = icmp slt i32 %16, %5
  %18 = mul i32 %4, %13
  %19 = add i32 %16, %18
  %20 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744)
  %21 = shl i32 %19, 2
  %22 = select i1 %17, i32 %21, i32 -2147483648
  %23 = tail call <2 x float> @llvm.amdgcn.raw.ptr.buffer.load.v2f32(ptr addrspace(8) %20, i32 %22, i32 0, i32 0)
  %24 = extractelement <2 x float> %23, i64 0
  %25 = extractelement <2 x float> %23, i64 1
  %26 = fadd float %24, %25
  %27 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %26, i32 280, i32 15, i32 15, i1 true)
  %28 = fadd float %27, %26
  %29 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %28, i32 276, i32 15, i32 15, i1 true)
  %30 = fadd float %29, %28
  %31 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %30, i32 274, i32 15, i32 15, i1 true)
  %32 = fadd float %31, %30
  %33 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %32, i32 273, i32 15, i32 15, i1 true)
  %34 = fadd float %33, %32
  %35 = tail call float @llvm.amdgcn.update.dpp.f32(float %34, float %34, i32 322, i32 10, i32 15, i1 true)
  %36 = fadd float %35, %34
  %37 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %36, i32 323, i32 15, i32 15, i1 true)
  %38 = fadd float %37, %36
  %39 = tail call float @llvm.amdgcn.readlane.f32(float %38, i32 63)
  %40 = lshr exact i32 %12, 4
  %41 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %40
  %42 = insertelement <1 x float> poison, float %39, i64 0
  store <1 x float> %42, ptr addrspace(3) %41, align 4
  fence syncscope("workgroup") release, !mmra !2
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !2
  %43 = shl nuw nsw i32 %10, 2
  %44 = and i32 %43, 12
  %45 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %44
  %46 = load <1 x float>, ptr addrspace(3) %45, align 4
  %47 = extractelement <1 x float> %46, i64 0
  %48 = bitcast float %47 to i32
  %49 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %48, i32 78, i32 15, i32 15, i1 true)
  %50 = bitcast i32 %49 to float
  %51 = fadd float %47, %50
  %52 = bitcast float %51 to i32
  %53 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %52, i32 177, i32 15, i32 15, i1 true)
  %54 = bitcast i32 %53 to float
  %55 = fadd float %51, %54
  %56 = sitofp i32 %5 to float
  %57 = fdiv float %55, %56
  %58 = insertelement <2 x float> poison, float %57, i64 0
  %59 = shufflevector <2 x float> %58, <2 x float> poison, <2 x i32> zeroinitializer
  %60 = fsub <2 x float> %23, %59
  %61 = insertelement <2 x i1> poison, i1 %17, i64 0
  %62 = shufflevector <2 x i1> %61, <2 x i1> poison, <2 x i32> zeroinitializer
  %63 = select <2 x i1> %62, <2 x float> %60, <2 x float> zeroinitializer
  %64 = fmul <2 x float> %63, %63
  fence syncscope("workgroup") release, !mmra !2
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !2
  %65 = extractelement <2 x float> %64, i64 0
  %66 = extractelement <2 x float> %64, i64 1
  %67 = fadd float %65, %66
  %68 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %67, i32 280, i32 15, i32 15, i1 true)
  %69 = fadd float %68, %67
  %70 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %69, i32 276, i32 15, i32 15, i1 true)
  %71 = fadd float %70, %69
  %72 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %71, i32 274, i32 15, i32 15, i1 true)
  %73 = fadd float %72, %71
  %74 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %73, i32 273, i32 15, i32 15, i1 true)
  %75 = fadd float %74, %73
  %76 = tail call float @llvm.amdgcn.update.dpp.f32(float %75, float %75, i32 322, i32 10, i32 15, i1 true)
  %77 = fadd float %76, %75
  %78 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %77, i32 323, i32 15, i32 15, i1 true)
  %79 = fadd float %78, %77
  %80 = tail call float @llvm.amdgcn.readlane.f32(float %79, i32 63)
  %81 = insertelement <1 x float> poison, float %80, i64 0
  store <1 x float> %81, ptr addrspace(3) %41, align 4
  fence syncscope("workgroup") release, !mmra !2
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !2
  %82 = load <1 x float>, ptr addrspace(3) %45, align 4
  %83 = extractelement <1 x float> %82, i64 0
  %84 = bitcast float %83 to i32
  %85 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %84, i32 78, i32 15, i32 15, i1 true)
  %86 = bitcast i32 %85 to float
  %87 = fadd float %83, %86
  %88 = bitcast float %87 to i32
  %89 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %88, i32 177, i32 15, i32 15, i1 true)
  %90 = bitcast i32 %89 to float
  %91 = fadd float %87, %90
  %92 = fdiv float %91, %56
  %93 = fadd float %6, %92
  %94 = tail call float @llvm.amdgcn.sqrt.f32(float %93)
  %95 = fdiv float 1.000000e+00, %94
  %96 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744)
  %97 = shl nuw nsw i32 %15, 3
  %98 = select i1 %17, i32 %97, i32 -2147483648
  %99 = tail call <2 x float> @llvm.amdgcn.raw.ptr.buffer.load.v2f32(ptr addrspace(8) %96, i32 %98, i32 0, i32 0)
  %100 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %3, i16 0, i64 2147483646, i32 159744)
  %101 = tail call <2 x float> @llvm.amdgcn.raw.ptr.buffer.load.v2f32(ptr addrspace(8) %100, i32 %98, i32 0, i32 0)
  %102 = insertelement <2 x float> poison, float %95, i64 0
  %103 = shufflevector <2 x float> %102, <2 x float> poison, <2 x i32> zeroinitializer
  %104 = fmul <2 x float> %63, %103
  %105 = fmul <2 x float> %99, %104
  %106 = fadd <2 x float> %101, %105
  %107 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744)
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v2f32(<2 x float> %106, ptr addrspace(8) %107, i32 %22, i32 0, i32 0)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <2 x float> @llvm.amdgcn.raw.ptr.buffer.load.v2f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.sqrt.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.v2f32(<2 x float>, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #8

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #8 = { convergent nocallback nofree nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!2 = !{!"amdgpu-synchronize-as", !"local"}
; irlower-stages: triton_ir=99d1253cf04d triton_gpu_ir=c8a7bddae809
