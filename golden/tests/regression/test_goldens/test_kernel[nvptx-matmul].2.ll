; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, ptr addrspace(1) nofree readnone captures(none) %9, ptr addrspace(1) nofree readnone captures(none) %10) local_unnamed_addr #0 {
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %14 = shl i32 %12, 6
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = lshr i32 %15, 2
  %17 = and i32 %16, 31
  %18 = lshr i32 %15, 3
  %19 = and i32 %18, 15
  %20 = or disjoint i32 %19, 16
  %21 = shl nuw nsw i32 %15, 3
  %22 = and i32 %21, 56
  %23 = or disjoint i32 %17, %14
  %24 = or disjoint i32 %23, 32
  %25 = shl nuw nsw i32 %13, 6
  %26 = or disjoint i32 %22, %25
  %27 = mul i32 %6, %23
  %28 = mul i32 %6, %24
  %29 = sext i32 %27 to i64
  %30 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %29
  %31 = sext i32 %28 to i64
  %32 = getelementptr [2 x i8], ptr addrspace(1) %0, i64 %31
  %33 = and i32 %21, 24
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr [2 x i8], ptr addrspace(1) %30, i64 %34
  %36 = getelementptr [2 x i8], ptr addrspace(1) %32, i64 %34
  %37 = mul i32 %7, %19
  %38 = mul i32 %7, %20
  %39 = sext i32 %37 to i64
  %40 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %39
  %41 = sext i32 %38 to i64
  %42 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %41
  %43 = zext nneg i32 %26 to i64
  %44 = getelementptr [2 x i8], ptr addrspace(1) %40, i64 %43
  %45 = getelementptr [2 x i8], ptr addrspace(1) %42, i64 %43
  %46 = icmp slt i32 %23, %3
  %47 = icmp slt i32 %24, %3
  %48 = icmp slt i32 %26, %4
  %49 = shl i32 %7, 5
  %50 = icmp sgt i32 %5, 0
  %51 = icmp slt i32 %33, %5
  %52 = and i1 %46, %51
  %53 = and i1 %47, %51
  %54 = shl nuw nsw i32 %15, 4
  %55 = and i32 %54, 2032
  %56 = shl nuw nsw i32 %15, 1
  %57 = and i32 %56, 48
  %58 = xor i32 %55, %57
  %59 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %58
  %60 = select i1 %52, i32 16, i32 0
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %59, ptr addrspace(1) %35, i32 %60) #2
  %61 = or disjoint i32 %58, 2048
  %62 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %61
  %63 = select i1 %53, i32 16, i32 0
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %62, ptr addrspace(1) %36, i32 %63) #2
  tail call void @llvm.nvvm.cp.async.commit.group()
  %64 = icmp slt i32 %19, %5
  %65 = icmp slt i32 %20, %5
  %66 = and i1 %48, %64
  %67 = and i1 %65, %50
  %68 = and i1 %48, %67
  %69 = and i32 %56, 112
  %70 = xor i32 %55, %69
  %71 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %70
  %72 = select i1 %66, i32 16, i32 0
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %71, ptr addrspace(1) %44, i32 %72) #2
  %73 = or disjoint i32 %70, 2048
  %74 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %73
  %75 = select i1 %68, i32 16, i32 0
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %74, ptr addrspace(1) %45, i32 %75) #2
  tail call void @llvm.nvvm.cp.async.commit.group()
  %76 = icmp sgt i32 %5, 32
  %77 = getelementptr i8, ptr addrspace(1) %35, i64 64
  %78 = getelementptr i8, ptr addrspace(1) %36, i64 64
  %79 = sext i32 %49 to i64
  %80 = getelementptr [2 x i8], ptr addrspace(1) %44, i64 %79
  %81 = getelementptr [2 x i8], ptr addrspace(1) %45, i64 %79
  %82 = or disjoint i32 %33, 32
  %83 = icmp slt i32 %82, %5
  %84 = and i1 %46, %83
  %85 = and i1 %47, %83
  %86 = and i1 %76, %84
  %87 = and i1 %76, %85
  %88 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %58
  %89 = select i1 %86, i32 16, i32 0
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %88, ptr addrspace(1) %77, i32 %89) #2
  %90 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %61
  %91 = select i1 %87, i32 16, i32 0
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %90, ptr addrspace(1) %78, i32 %91) #2
  tail call void @llvm.nvvm.cp.async.commit.group()
  %92 = or disjoint i32 %19, 32
  %93 = or disjoint i32 %19, 48
  %94 = icmp slt i32 %92, %5
  %95 = icmp slt i32 %93, %5
  %96 = and i1 %48, %94
  %97 = and i1 %48, %95
  %98 = and i1 %76, %96
  %99 = and i1 %76, %97
  %100 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %70
  %101 = select i1 %98, i32 16, i32 0
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %100, ptr addrspace(1) %80, i32 %101) #2
  %102 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %73
  %103 = select i1 %99, i32 16, i32 0
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %102, ptr addrspace(1) %81, i32 %103) #2
  tail call void @llvm.nvvm.cp.async.commit.group()
  br i1 %50, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %11
  %104 = add nsw i32 %5, -64
  br label %105

105:                                              ; preds = %.lr.ph, %105
  %106 = phi i32 [ -1, %.lr.ph ], [ %144, %105 ]
  %107 = phi i32 [ 1, %.lr.ph ], [ %269, %105 ]
  %.pn4868 = phi ptr addrspace(1) [ %81, %.lr.ph ], [ %266, %105 ]
  %.pn6467 = phi ptr addrspace(1) [ %80, %.lr.ph ], [ %265, %105 ]
  %.pn1666 = phi ptr addrspace(1) [ %78, %.lr.ph ], [ %264, %105 ]
  %.pn3265 = phi ptr addrspace(1) [ %77, %.lr.ph ], [ %263, %105 ]
  %108 = phi float [ 0.000000e+00, %.lr.ph ], [ %231, %105 ]
  %109 = phi float [ 0.000000e+00, %.lr.ph ], [ %232, %105 ]
  %110 = phi float [ 0.000000e+00, %.lr.ph ], [ %233, %105 ]
  %111 = phi float [ 0.000000e+00, %.lr.ph ], [ %234, %105 ]
  %112 = phi float [ 0.000000e+00, %.lr.ph ], [ %235, %105 ]
  %113 = phi float [ 0.000000e+00, %.lr.ph ], [ %236, %105 ]
  %114 = phi float [ 0.000000e+00, %.lr.ph ], [ %237, %105 ]
  %115 = phi float [ 0.000000e+00, %.lr.ph ], [ %238, %105 ]
  %116 = phi float [ 0.000000e+00, %.lr.ph ], [ %239, %105 ]
  %117 = phi float [ 0.000000e+00, %.lr.ph ], [ %240, %105 ]
  %118 = phi float [ 0.000000e+00, %.lr.ph ], [ %241, %105 ]
  %119 = phi float [ 0.000000e+00, %.lr.ph ], [ %242, %105 ]
  %120 = phi float [ 0.000000e+00, %.lr.ph ], [ %243, %105 ]
  %121 = phi float [ 0.000000e+00, %.lr.ph ], [ %244, %105 ]
  %122 = phi float [ 0.000000e+00, %.lr.ph ], [ %245, %105 ]
  %123 = phi float [ 0.000000e+00, %.lr.ph ], [ %246, %105 ]
  %124 = phi float [ 0.000000e+00, %.lr.ph ], [ %247, %105 ]
  %125 = phi float [ 0.000000e+00, %.lr.ph ], [ %248, %105 ]
  %126 = phi float [ 0.000000e+00, %.lr.ph ], [ %249, %105 ]
  %127 = phi float [ 0.000000e+00, %.lr.ph ], [ %250, %105 ]
  %128 = phi float [ 0.000000e+00, %.lr.ph ], [ %251, %105 ]
  %129 = phi float [ 0.000000e+00, %.lr.ph ], [ %252, %105 ]
  %130 = phi float [ 0.000000e+00, %.lr.ph ], [ %253, %105 ]
  %131 = phi float [ 0.000000e+00, %.lr.ph ], [ %254, %105 ]
  %132 = phi float [ 0.000000e+00, %.lr.ph ], [ %255, %105 ]
  %133 = phi float [ 0.000000e+00, %.lr.ph ], [ %256, %105 ]
  %134 = phi float [ 0.000000e+00, %.lr.ph ], [ %257, %105 ]
  %135 = phi float [ 0.000000e+00, %.lr.ph ], [ %258, %105 ]
  %136 = phi float [ 0.000000e+00, %.lr.ph ], [ %259, %105 ]
  %137 = phi float [ 0.000000e+00, %.lr.ph ], [ %260, %105 ]
  %138 = phi float [ 0.000000e+00, %.lr.ph ], [ %261, %105 ]
  %139 = phi float [ 0.000000e+00, %.lr.ph ], [ %262, %105 ]
  %140 = phi i32 [ 0, %.lr.ph ], [ %296, %105 ]
  %141 = icmp slt i32 %140, %104
  %142 = add i32 %106, 1
  %143 = icmp sgt i32 %142, 2
  %144 = select i1 %143, i32 0, i32 %142
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %145 = shl i32 %144, 11
  %146 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %145
  %147 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %145
  tail call void @llvm.nvvm.fence.proxy.async.shared_cta()
  %148 = ptrtoint ptr addrspace(3) %146 to i32
  %149 = lshr exact i32 %148, 4
  %150 = and i32 %149, 32767
  %151 = ptrtoint ptr addrspace(3) %147 to i32
  %152 = lshr exact i32 %151, 4
  %153 = and i32 %152, 32767
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned()
  %154 = insertelement <2 x i32> <i32 poison, i32 -2147483616>, i32 %150, i64 0
  %155 = bitcast <2 x i32> %154 to i64
  %156 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %153, i64 0
  %157 = bitcast <2 x i32> %156 to i64
  %158 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %108, float %109, float %110, float %111, float %112, float %113, float %114, float %115, float %116, float %117, float %118, float %119, float %120, float %121, float %122, float %123, float %124, float %125, float %126, float %127, float %128, float %129, float %130, float %131, float %132, float %133, float %134, float %135, float %136, float %137, float %138, float %139, i64 %155, i64 %157, i1 true) #2
  %159 = add nuw nsw i32 %150, 2
  %160 = insertelement <2 x i32> <i32 poison, i32 -2147483616>, i32 %159, i64 0
  %161 = bitcast <2 x i32> %160 to i64
  %162 = add nuw nsw i32 %153, 128
  %163 = insertelement <2 x i32> <i32 poison, i32 1073741888>, i32 %162, i64 0
  %164 = bitcast <2 x i32> %163 to i64
  %165 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 0
  %166 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 1
  %167 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 2
  %168 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 3
  %169 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 4
  %170 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 5
  %171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 6
  %172 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 7
  %173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 8
  %174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 9
  %175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 10
  %176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 11
  %177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 12
  %178 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 13
  %179 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 14
  %180 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 15
  %181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 16
  %182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 17
  %183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 18
  %184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 19
  %185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 20
  %186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 21
  %187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 22
  %188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 23
  %189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 24
  %190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 25
  %191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 26
  %192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 27
  %193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 28
  %194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 29
  %195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 30
  %196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %158, 31
  %197 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %165, float %166, float %167, float %168, float %169, float %170, float %171, float %172, float %173, float %174, float %175, float %176, float %177, float %178, float %179, float %180, float %181, float %182, float %183, float %184, float %185, float %186, float %187, float %188, float %189, float %190, float %191, float %192, float %193, float %194, float %195, float %196, i64 %161, i64 %164, i1 true) #2
  %198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 0
  %199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 1
  %200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 2
  %201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 3
  %202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 4
  %203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 5
  %204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 6
  %205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 7
  %206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 8
  %207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 9
  %208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 10
  %209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 11
  %210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 12
  %211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 13
  %212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 14
  %213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 15
  %214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 16
  %215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 17
  %216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 18
  %217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 19
  %218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 20
  %219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 21
  %220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 22
  %221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 23
  %222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 24
  %223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 25
  %224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 26
  %225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 27
  %226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 28
  %227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 29
  %228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 30
  %229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %197, 31
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned()
  %230 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37\0A\09wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37"(float %198, float %199, float %200, float %201, float %202, float %203, float %204, float %205, float %206, float %207, float %208, float %209, float %210, float %211, float %212, float %213, float %214, float %215, float %216, float %217, float %218, float %219, float %220, float %221, float %222, float %223, float %224, float %225, float %226, float %227, float %228, float %229, ptr addrspace(3) %146, i32 0, i32 0, ptr addrspace(3) %147, i32 0, i32 0) #2
  %231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 0
  %232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 1
  %233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 2
  %234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 3
  %235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 4
  %236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 5
  %237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 6
  %238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 7
  %239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 8
  %240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 9
  %241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 10
  %242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 11
  %243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 12
  %244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 13
  %245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 14
  %246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 15
  %247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 16
  %248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 17
  %249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 18
  %250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 19
  %251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 20
  %252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 21
  %253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 22
  %254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 23
  %255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 24
  %256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 25
  %257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 26
  %258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 27
  %259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 28
  %260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 29
  %261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 30
  %262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %230, 31
  %263 = getelementptr i8, ptr addrspace(1) %.pn3265, i64 64
  %264 = getelementptr i8, ptr addrspace(1) %.pn1666, i64 64
  %265 = getelementptr [2 x i8], ptr addrspace(1) %.pn6467, i64 %79
  %266 = getelementptr [2 x i8], ptr addrspace(1) %.pn4868, i64 %79
  %267 = add i32 %107, 1
  %268 = icmp sgt i32 %267, 2
  %269 = select i1 %268, i32 0, i32 %267
  %270 = add i32 %140, 64
  %271 = or disjoint i32 %270, %33
  %272 = icmp slt i32 %271, %5
  %273 = and i1 %46, %272
  %274 = and i1 %47, %272
  %275 = shl i32 %269, 11
  %276 = getelementptr [2 x i8], ptr addrspace(3) @global_smem, i32 %275
  %277 = and i1 %141, %273
  %278 = and i1 %141, %274
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %279 = getelementptr inbounds nuw i8, ptr addrspace(3) %276, i32 %58
  %280 = select i1 %277, i32 16, i32 0
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %279, ptr addrspace(1) %263, i32 %280) #2
  %281 = getelementptr inbounds nuw i8, ptr addrspace(3) %276, i32 %61
  %282 = select i1 %278, i32 16, i32 0
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %281, ptr addrspace(1) %264, i32 %282) #2
  tail call void @llvm.nvvm.cp.async.commit.group()
  %283 = or disjoint i32 %270, %19
  %284 = or disjoint i32 %270, %20
  %285 = icmp slt i32 %283, %5
  %286 = icmp slt i32 %284, %5
  %287 = and i1 %48, %285
  %288 = and i1 %48, %286
  %289 = getelementptr [2 x i8], ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %275
  %290 = and i1 %141, %287
  %291 = and i1 %141, %288
  %292 = getelementptr inbounds nuw i8, ptr addrspace(3) %289, i32 %70
  %293 = select i1 %290, i32 16, i32 0
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %292, ptr addrspace(1) %265, i32 %293) #2
  %294 = getelementptr inbounds nuw i8, ptr addrspace(3) %289, i32 %73
  %295 = select i1 %291, i32 16, i32 0
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %294, ptr addrspace(1) %266, i32 %295) #2
  tail call void @llvm.nvvm.cp.async.commit.group()
  %296 = add i32 %140, 32
  %297 = icmp slt i32 %296, %5
  br i1 %297, label %105, label %._crit_edge

._crit_edge:                                      ; preds = %105, %11
  %298 = phi float [ 0.000000e+00, %11 ], [ %231, %105 ]
  %299 = phi float [ 0.000000e+00, %11 ], [ %232, %105 ]
  %300 = phi float [ 0.000000e+00, %11 ], [ %233, %105 ]
  %301 = phi float [ 0.000000e+00, %11 ], [ %234, %105 ]
  %302 = phi float [ 0.000000e+00, %11 ], [ %235, %105 ]
  %303 = phi float [ 0.000000e+00, %11 ], [ %236, %105 ]
  %304 = phi float [ 0.000000e+00, %11 ], [ %237, %105 ]
  %305 = phi float [ 0.000000e+00, %11 ], [ %238, %105 ]
  %306 = phi float [ 0.000000e+00, %11 ], [ %239, %105 ]
  %307 = phi float [ 0.000000e+00, %11 ], [ %240, %105 ]
  %308 = phi float [ 0.000000e+00, %11 ], [ %241, %105 ]
  %309 = phi float [ 0.000000e+00, %11 ], [ %242, %105 ]
  %310 = phi float [ 0.000000e+00, %11 ], [ %243, %105 ]
  %311 = phi float [ 0.000000e+00, %11 ], [ %244, %105 ]
  %312 = phi float [ 0.000000e+00, %11 ], [ %245, %105 ]
  %313 = phi float [ 0.000000e+00, %11 ], [ %246, %105 ]
  %314 = phi float [ 0.000000e+00, %11 ], [ %247, %105 ]
  %315 = phi float [ 0.000000e+00, %11 ], [ %248, %105 ]
  %316 = phi float [ 0.000000e+00, %11 ], [ %249, %105 ]
  %317 = phi float [ 0.000000e+00, %11 ], [ %250, %105 ]
  %318 = phi float [ 0.000000e+00, %11 ], [ %251, %105 ]
  %319 = phi float [ 0.000000e+00, %11 ], [ %252, %105 ]
  %320 = phi float [ 0.000000e+00, %11 ], [ %253, %105 ]
  %321 = phi float [ 0.000000e+00, %11 ], [ %254, %105 ]
  %322 = phi float [ 0.000000e+00, %11 ], [ %255, %105 ]
  %323 = phi float [ 0.000000e+00, %11 ], [ %256, %105 ]
  %324 = phi float [ 0.000000e+00, %11 ], [ %257, %105 ]
  %325 = phi float [ 0.000000e+00, %11 ], [ %258, %105 ]
  %326 = phi float [ 0.000000e+00, %11 ], [ %259, %105 ]
  %327 = phi float [ 0.000000e+00, %11 ], [ %260, %105 ]
  %328 = phi float [ 0.000000e+00, %11 ], [ %261, %105 ]
  %329 = phi float [ 0.000000e+00, %11 ], [ %262, %105 ]
  %330 = or disjoint i32 %93, %14
  %331 = or disjoint i32 %92, %14
  %332 = or disjoint i32 %20, %14
  %333 = or disjoint i32 %19, %14
  %334 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %298, float %299, float %300, float %301, float %302, float %303, float %304, float %305, float %306, float %307, float %308, float %309, float %310, float %311, float %312, float %313, float %314, float %315, float %316, float %317, float %318, float %319, float %320, float %321, float %322, float %323, float %324, float %325, float %326, float %327, float %328, float %329) #2
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %335 = mul i32 %8, %333
  %336 = mul i32 %8, %332
  %337 = mul i32 %8, %331
  %338 = mul i32 %8, %330
  %339 = sext i32 %335 to i64
  %340 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %339
  %341 = sext i32 %336 to i64
  %342 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %341
  %343 = sext i32 %337 to i64
  %344 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %343
  %345 = sext i32 %338 to i64
  %346 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %345
  %347 = getelementptr [2 x i8], ptr addrspace(1) %340, i64 %43
  %348 = getelementptr [2 x i8], ptr addrspace(1) %342, i64 %43
  %349 = getelementptr [2 x i8], ptr addrspace(1) %344, i64 %43
  %350 = getelementptr [2 x i8], ptr addrspace(1) %346, i64 %43
  %351 = icmp slt i32 %333, %3
  %352 = icmp slt i32 %332, %3
  %353 = icmp slt i32 %331, %3
  %354 = icmp slt i32 %330, %3
  %355 = and i1 %351, %48
  %356 = and i1 %352, %48
  %357 = and i1 %353, %48
  %358 = and i1 %354, %48
  %359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 0
  %360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 1
  %361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 2
  %362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 3
  %363 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 4
  %364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 5
  %365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 6
  %366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 7
  %367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 8
  %368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 9
  %369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 10
  %370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 11
  %371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 12
  %372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 13
  %373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 14
  %374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 15
  %375 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 16
  %376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 17
  %377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 18
  %378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 19
  %379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 20
  %380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 21
  %381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 22
  %382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 23
  %383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 24
  %384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 25
  %385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 26
  %386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 27
  %387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 28
  %388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 29
  %389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 30
  %390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %334, 31
  %391 = insertelement <2 x float> poison, float %359, i64 0
  %392 = insertelement <2 x float> %391, float %360, i64 1
  %393 = fptrunc <2 x float> %392 to <2 x half>
  %394 = insertelement <2 x float> poison, float %361, i64 0
  %395 = insertelement <2 x float> %394, float %362, i64 1
  %396 = fptrunc <2 x float> %395 to <2 x half>
  %397 = insertelement <2 x float> poison, float %363, i64 0
  %398 = insertelement <2 x float> %397, float %364, i64 1
  %399 = fptrunc <2 x float> %398 to <2 x half>
  %400 = insertelement <2 x float> poison, float %365, i64 0
  %401 = insertelement <2 x float> %400, float %366, i64 1
  %402 = fptrunc <2 x float> %401 to <2 x half>
  %403 = insertelement <2 x float> poison, float %367, i64 0
  %404 = insertelement <2 x float> %403, float %368, i64 1
  %405 = fptrunc <2 x float> %404 to <2 x half>
  %406 = insertelement <2 x float> poison, float %369, i64 0
  %407 = insertelement <2 x float> %406, float %370, i64 1
  %408 = fptrunc <2 x float> %407 to <2 x half>
  %409 = insertelement <2 x float> poison, float %371, i64 0
  %410 = insertelement <2 x float> %409, float %372, i64 1
  %411 = fptrunc <2 x float> %410 to <2 x half>
  %412 = insertelement <2 x float> poison, float %373, i64 0
  %413 = insertelement <2 x float> %412, float %374, i64 1
  %414 = fptrunc <2 x float> %413 to <2 x half>
  %415 = insertelement <2 x float> poison, float %375, i64 0
  %416 = insertelement <2 x float> %415, float %376, i64 1
  %417 = fptrunc <2 x float> %416 to <2 x half>
  %418 = insertelement <2 x float> poison, float %377, i64 0
  %419 = insertelement <2 x float> %418, float %378, i64 1
  %420 = fptrunc <2 x float> %419 to <2 x half>
  %421 = insertelement <2 x float> poison, float %379, i64 0
  %422 = insertelement <2 x float> %421, float %380, i64 1
  %423 = fptrunc <2 x float> %422 to <2 x half>
  %424 = insertelement <2 x float> poison, float %381, i64 0
  %425 = insertelement <2 x float> %424, float %382, i64 1
  %426 = fptrunc <2 x float> %425 to <2 x half>
  %427 = insertelement <2 x float> poison, float %383, i64 0
  %428 = insertelement <2 x float> %427, float %384, i64 1
  %429 = fptrunc <2 x float> %428 to <2 x half>
  %430 = insertelement <2 x float> poison, float %385, i64 0
  %431 = insertelement <2 x float> %430, float %386, i64 1
  %432 = fptrunc <2 x float> %431 to <2 x half>
  %433 = insertelement <2 x float> poison, float %387, i64 0
  %434 = insertelement <2 x float> %433, float %388, i64 1
  %435 = fptrunc <2 x float> %434 to <2 x half>
  %436 = insertelement <2 x float> poison, float %389, i64 0
  %437 = insertelement <2 x float> %436, float %390, i64 1
  %438 = fptrunc <2 x float> %437 to <2 x half>
  %439 = and i32 %54, 1536
  %440 = and i32 %15, 1
  %441 = shl nuw nsw i32 %440, 5
  %442 = and i32 %15, 2
  %443 = icmp eq i32 %442, 0
  %444 = and i32 %15, 4
  %445 = and i32 %15, 8
  %446 = icmp eq i32 %445, 0
  %447 = select i1 %446, i32 0, i32 2080
  %448 = and i32 %15, 16
  %449 = or disjoint i32 %439, %441
  %450 = select i1 %443, i32 0, i32 4160
  %451 = xor i32 %449, %447
  %452 = insertelement <4 x i32> poison, i32 %444, i64 0
  %453 = insertelement <4 x i32> %452, i32 %448, i64 1
  %454 = insertelement <4 x i32> %453, i32 %451, i64 2
  %455 = insertelement <4 x i32> %454, i32 %450, i64 3
  %456 = shl nuw nsw <4 x i32> %455, <i32 2, i32 3, i32 0, i32 0>
  %457 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %456)
  %458 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %457
  %459 = bitcast <2 x half> %393 to i32
  %460 = bitcast <2 x half> %399 to i32
  %461 = bitcast <2 x half> %405 to i32
  %462 = bitcast <2 x half> %411 to i32
  %463 = insertelement <4 x i32> poison, i32 %459, i64 0
  %464 = insertelement <4 x i32> %463, i32 %460, i64 1
  %465 = insertelement <4 x i32> %464, i32 %461, i64 2
  %466 = insertelement <4 x i32> %465, i32 %462, i64 3
  store <4 x i32> %466, ptr addrspace(3) %458, align 16
  %467 = getelementptr inbounds nuw i8, ptr addrspace(3) %458, i32 256
  %468 = bitcast <2 x half> %396 to i32
  %469 = bitcast <2 x half> %402 to i32
  %470 = bitcast <2 x half> %408 to i32
  %471 = bitcast <2 x half> %414 to i32
  %472 = insertelement <4 x i32> poison, i32 %468, i64 0
  %473 = insertelement <4 x i32> %472, i32 %469, i64 1
  %474 = insertelement <4 x i32> %473, i32 %470, i64 2
  %475 = insertelement <4 x i32> %474, i32 %471, i64 3
  store <4 x i32> %475, ptr addrspace(3) %467, align 16
  %476 = xor i32 %457, 64
  %477 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %476
  %478 = bitcast <2 x half> %417 to i32
  %479 = bitcast <2 x half> %423 to i32
  %480 = bitcast <2 x half> %429 to i32
  %481 = bitcast <2 x half> %435 to i32
  %482 = insertelement <4 x i32> poison, i32 %478, i64 0
  %483 = insertelement <4 x i32> %482, i32 %479, i64 1
  %484 = insertelement <4 x i32> %483, i32 %480, i64 2
  %485 = insertelement <4 x i32> %484, i32 %481, i64 3
  store <4 x i32> %485, ptr addrspace(3) %477, align 16
  %486 = getelementptr inbounds nuw i8, ptr addrspace(3) %477, i32 256
  %487 = bitcast <2 x half> %420 to i32
  %488 = bitcast <2 x half> %426 to i32
  %489 = bitcast <2 x half> %432 to i32
  %490 = bitcast <2 x half> %438 to i32
  %491 = insertelement <4 x i32> poison, i32 %487, i64 0
  %492 = insertelement <4 x i32> %491, i32 %488, i64 1
  %493 = insertelement <4 x i32> %492, i32 %489, i64 2
  %494 = insertelement <4 x i32> %493, i32 %490, i64 3
  store <4 x i32> %494, ptr addrspace(3) %486, align 16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %495 = shl nuw nsw i32 %15, 2
  %496 = and i32 %495, 416
  %497 = shl nuw nsw i32 %440, 6
  %498 = shl nuw nsw i32 %442, 3
  %499 = icmp eq i32 %444, 0
  %500 = select i1 %499, i32 0, i32 2080
  %501 = icmp eq i32 %448, 0
  %502 = select i1 %501, i32 0, i32 4160
  %503 = or disjoint i32 %496, %497
  %504 = or disjoint i32 %500, %502
  %505 = xor i32 %504, %503
  %506 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %498
  %507 = getelementptr inbounds nuw i8, ptr addrspace(3) %506, i32 %505
  %508 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %507)
  %509 = extractvalue { i32, i32, i32, i32 } %508, 0
  %510 = extractvalue { i32, i32, i32, i32 } %508, 1
  %511 = extractvalue { i32, i32, i32, i32 } %508, 2
  %512 = extractvalue { i32, i32, i32, i32 } %508, 3
  %513 = getelementptr inbounds nuw i8, ptr addrspace(3) %507, i32 512
  %514 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %513)
  %515 = extractvalue { i32, i32, i32, i32 } %514, 0
  %516 = extractvalue { i32, i32, i32, i32 } %514, 1
  %517 = extractvalue { i32, i32, i32, i32 } %514, 2
  %518 = extractvalue { i32, i32, i32, i32 } %514, 3
  %519 = getelementptr inbounds nuw i8, ptr addrspace(3) %507, i32 1024
  %520 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %519)
  %521 = extractvalue { i32, i32, i32, i32 } %520, 0
  %522 = extractvalue { i32, i32, i32, i32 } %520, 1
  %523 = extractvalue { i32, i32, i32, i32 } %520, 2
  %524 = extractvalue { i32, i32, i32, i32 } %520, 3
  %525 = getelementptr inbounds nuw i8, ptr addrspace(3) %507, i32 1536
  %526 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %525)
  %527 = extractvalue { i32, i32, i32, i32 } %526, 0
  %528 = extractvalue { i32, i32, i32, i32 } %526, 1
  %529 = extractvalue { i32, i32, i32, i32 } %526, 2
  %530 = extractvalue { i32, i32, i32, i32 } %526, 3
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %509, i32 %510, i32 %511, i32 %512, ptr addrspace(1) %347, i1 %355) #2
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %515, i32 %516, i32 %517, i32 %518, ptr addrspace(1) %348, i1 %356) #2
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %521, i32 %522, i32 %523, i32 %524, ptr addrspace(1) %349, i1 %357) #2
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %527, i32 %528, i32 %529, i32 %530, ptr addrspace(1) %350, i1 %358) #2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #2

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #4

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #5

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.fence.sync.aligned() #6

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #7

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nofree nounwind memory(argmem: read) }
attributes #5 = { nocallback nounwind }
attributes #6 = { convergent nounwind }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
; irlower-stages: triton_ir=b8ab7b56e55e triton_gpu_ir=d4906b183333
