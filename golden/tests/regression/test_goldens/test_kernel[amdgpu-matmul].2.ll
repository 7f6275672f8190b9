; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: norecurse nounwind
define amdgpu_kernel void @matmul(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, ptr addrspace(1) inreg nofree readnone captures(none) %9, ptr addrspace(1) inreg nofree readnone captures(none) %10) local_unnamed_addr #0 {
  %12 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %13 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %12)
  %14 = and i32 %13, 192
  %15 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %16 = tail call i32 @llvm.amdgcn.workgroup.id.y()
  %17 = shl i32 %15, 6
  %18 = and i32 %12, 63
  %19 = or disjoint i32 %14, %18
  %20 = lshr i32 %19, 2
  %21 = and i32 %12, 31
  %22 = and i32 %13, 128
  %23 = and i32 %12, 32
  %24 = and i32 %13, 64
  %25 = shl nuw nsw i32 %12, 3
  %26 = and i32 %25, 56
  %27 = or disjoint i32 %20, %17
  %28 = shl i32 %16, 6
  %29 = or disjoint i32 %26, %28
  %30 = and i32 %25, 24
  %reass.mul = mul i32 %27, %6
  %31 = add i32 %reass.mul, %30
  %32 = icmp slt i32 %27, %3
  %33 = icmp slt i32 %30, %5
  %34 = and i1 %33, %32
  %35 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744)
  %36 = shl i32 %31, 1
  %37 = select i1 %34, i32 %36, i32 -2147483648
  %38 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %35, i32 %37, i32 0, i32 0)
  %39 = bitcast <4 x i32> %38 to <8 x half>
  %40 = lshr i32 %19, 3
  %41 = mul i32 %40, %7
  %42 = add i32 %29, %41
  %43 = icmp slt i32 %40, %5
  %44 = icmp slt i32 %29, %4
  %45 = and i1 %44, %43
  %46 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744)
  %47 = shl i32 %42, 1
  %48 = select i1 %45, i32 %47, i32 -2147483648
  %49 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %46, i32 %48, i32 0, i32 0)
  %50 = shl i32 %7, 5
  %51 = shl nuw nsw i32 %19, 4
  %52 = and i32 %12, 56
  %53 = xor i32 %51, %52
  %54 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %53
  %55 = shufflevector <8 x half> %39, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x half> %55, ptr addrspace(3) %54, align 8
  %56 = xor i32 %53, 8
  %57 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %56
  %58 = shufflevector <8 x half> %39, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  store <4 x half> %58, ptr addrspace(3) %57, align 8
  %59 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %51
  store <4 x i32> %49, ptr addrspace(3) %59, align 16
  %60 = add i32 %5, -32
  %61 = icmp sgt i32 %60, 0
  br i1 %61, label %.lr.ph, label %._crit_edge

.lr.ph:                                           ; preds = %11
  %62 = shl nuw nsw i32 %21, 6
  %63 = shl nuw nsw i32 %12, 2
  %64 = and i32 %63, 56
  %65 = lshr exact i32 %23, 2
  %66 = shl nuw nsw i32 %22, 4
  %67 = or disjoint i32 %66, %62
  %68 = xor i32 %64, %65
  %69 = or disjoint i32 %67, %68
  %70 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %69
  %71 = xor i32 %69, 16
  %72 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %71
  %73 = xor i32 %69, 32
  %74 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %73
  %75 = xor i32 %69, 48
  %76 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %75
  %77 = shl nuw nsw i32 %21, 1
  %78 = shl nuw nsw i32 %23, 4
  %79 = add i32 %31, 32
  %80 = add i32 %42, %50
  %81 = or disjoint i32 %30, 32
  %82 = icmp slt i32 %81, %5
  %83 = and i1 %32, %82
  %84 = shl i32 %79, 1
  %85 = select i1 %83, i32 %84, i32 -2147483648
  %86 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %35, i32 %85, i32 0, i32 0)
  %87 = bitcast <4 x i32> %86 to <8 x half>
  fence syncscope("workgroup") release, !mmra !2
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !2
  %88 = load <4 x half>, ptr addrspace(3) %70, align 8
  %89 = load <4 x half>, ptr addrspace(3) %72, align 8
  %90 = load <4 x half>, ptr addrspace(3) %74, align 8
  %91 = load <4 x half>, ptr addrspace(3) %76, align 8
  %92 = or disjoint i32 %40, 32
  %93 = icmp slt i32 %92, %5
  %94 = and i1 %44, %93
  %95 = shl i32 %80, 1
  %96 = select i1 %94, i32 %95, i32 -2147483648
  %97 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %46, i32 %96, i32 0, i32 0)
  %98 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %78
  %99 = getelementptr inbounds nuw i8, ptr addrspace(3) %98, i32 %77
  %100 = getelementptr inbounds nuw i8, ptr addrspace(3) %99, i32 %24
  %101 = load <1 x half>, ptr addrspace(3) %100, align 2
  %102 = getelementptr inbounds nuw i8, ptr addrspace(3) %100, i32 128
  %103 = load <1 x half>, ptr addrspace(3) %102, align 2
  %104 = getelementptr inbounds nuw i8, ptr addrspace(3) %100, i32 256
  %105 = load <1 x half>, ptr addrspace(3) %104, align 2
  %106 = shufflevector <1 x half> %105, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %107 = getelementptr inbounds nuw i8, ptr addrspace(3) %100, i32 384
  %108 = load <1 x half>, ptr addrspace(3) %107, align 2
  %109 = shufflevector <1 x half> %108, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %110 = getelementptr inbounds nuw i8, ptr addrspace(3) %100, i32 1024
  %111 = load <1 x half>, ptr addrspace(3) %110, align 2
  %112 = getelementptr inbounds nuw i8, ptr addrspace(3) %100, i32 1152
  %113 = load <1 x half>, ptr addrspace(3) %112, align 2
  %114 = getelementptr inbounds nuw i8, ptr addrspace(3) %100, i32 1280
  %115 = load <1 x half>, ptr addrspace(3) %114, align 2
  %116 = shufflevector <1 x half> %115, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %117 = getelementptr inbounds nuw i8, ptr addrspace(3) %100, i32 1408
  %118 = load <1 x half>, ptr addrspace(3) %117, align 2
  %119 = shufflevector <1 x half> %118, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %120 = getelementptr inbounds nuw i8, ptr addrspace(3) %100, i32 2048
  %121 = load <1 x half>, ptr addrspace(3) %120, align 2
  %122 = getelementptr inbounds nuw i8, ptr addrspace(3) %100, i32 2176
  %123 = load <1 x half>, ptr addrspace(3) %122, align 2
  %124 = getelementptr inbounds nuw i8, ptr addrspace(3) %100, i32 2304
  %125 = load <1 x half>, ptr addrspace(3) %124, align 2
  %126 = shufflevector <1 x half> %125, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %127 = getelementptr inbounds nuw i8, ptr addrspace(3) %100, i32 2432
  %128 = load <1 x half>, ptr addrspace(3) %127, align 2
  %129 = shufflevector <1 x half> %128, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %130 = getelementptr inbounds nuw i8, ptr addrspace(3) %100, i32 3072
  %131 = load <1 x half>, ptr addrspace(3) %130, align 2
  %132 = getelementptr inbounds nuw i8, ptr addrspace(3) %100, i32 3200
  %133 = load <1 x half>, ptr addrspace(3) %132, align 2
  %134 = getelementptr inbounds nuw i8, ptr addrspace(3) %100, i32 3328
  %135 = load <1 x half>, ptr addrspace(3) %134, align 2
  %136 = shufflevector <1 x half> %135, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %137 = getelementptr inbounds nuw i8, ptr addrspace(3) %100, i32 3456
  %138 = load <1 x half>, ptr addrspace(3) %137, align 2
  %139 = shufflevector <1 x half> %138, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %140 = shufflevector <1 x half> %101, <1 x half> %103, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %141 = shufflevector <4 x half> %140, <4 x half> %106, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>
  %142 = shufflevector <4 x half> %141, <4 x half> %109, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %143 = shufflevector <1 x half> %111, <1 x half> %113, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %144 = shufflevector <4 x half> %143, <4 x half> %116, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>
  %145 = shufflevector <4 x half> %144, <4 x half> %119, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %146 = shufflevector <1 x half> %121, <1 x half> %123, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %147 = shufflevector <4 x half> %146, <4 x half> %126, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>
  %148 = shufflevector <4 x half> %147, <4 x half> %129, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %149 = shufflevector <1 x half> %131, <1 x half> %133, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %150 = shufflevector <4 x half> %149, <4 x half> %136, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>
  %151 = shufflevector <4 x half> %150, <4 x half> %139, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %152 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %142, <4 x half> %88, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %153 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %145, <4 x half> %89, <16 x float> %152, i32 0, i32 0, i32 0)
  %154 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %148, <4 x half> %90, <16 x float> %153, i32 0, i32 0, i32 0)
  %155 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %151, <4 x half> %91, <16 x float> %154, i32 0, i32 0, i32 0)
  %156 = extractelement <16 x float> %155, i64 0
  %157 = extractelement <16 x float> %155, i64 1
  %158 = extractelement <16 x float> %155, i64 2
  %159 = extractelement <16 x float> %155, i64 3
  %160 = extractelement <16 x float> %155, i64 4
  %161 = extractelement <16 x float> %155, i64 5
  %162 = extractelement <16 x float> %155, i64 6
  %163 = extractelement <16 x float> %155, i64 7
  %164 = extractelement <16 x float> %155, i64 8
  %165 = extractelement <16 x float> %155, i64 9
  %166 = extractelement <16 x float> %155, i64 10
  %167 = extractelement <16 x float> %155, i64 11
  %168 = extractelement <16 x float> %155, i64 12
  %169 = extractelement <16 x float> %155, i64 13
  %170 = extractelement <16 x float> %155, i64 14
  %171 = extractelement <16 x float> %155, i64 15
  fence syncscope("workgroup") release, !mmra !2
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !2
  %172 = shufflevector <8 x half> %87, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x half> %172, ptr addrspace(3) %54, align 8
  %173 = shufflevector <8 x half> %87, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  store <4 x half> %173, ptr addrspace(3) %57, align 8
  store <4 x i32> %97, ptr addrspace(3) %59, align 16
  %174 = icmp samesign ugt i32 %60, 32
  br i1 %174, label %.peel.next, label %._crit_edge

.peel.next:                                       ; preds = %.lr.ph
  %175 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %78
  %176 = getelementptr inbounds nuw i8, ptr addrspace(3) %175, i32 %77
  %177 = getelementptr inbounds nuw i8, ptr addrspace(3) %176, i32 %24
  %178 = getelementptr inbounds nuw i8, ptr addrspace(3) %177, i32 128
  %179 = getelementptr inbounds nuw i8, ptr addrspace(3) %177, i32 256
  %180 = getelementptr inbounds nuw i8, ptr addrspace(3) %177, i32 384
  %181 = getelementptr inbounds nuw i8, ptr addrspace(3) %177, i32 1024
  %182 = getelementptr inbounds nuw i8, ptr addrspace(3) %177, i32 1152
  %183 = getelementptr inbounds nuw i8, ptr addrspace(3) %177, i32 1280
  %184 = getelementptr inbounds nuw i8, ptr addrspace(3) %177, i32 1408
  %185 = getelementptr inbounds nuw i8, ptr addrspace(3) %177, i32 2048
  %186 = getelementptr inbounds nuw i8, ptr addrspace(3) %177, i32 2176
  %187 = getelementptr inbounds nuw i8, ptr addrspace(3) %177, i32 2304
  %188 = getelementptr inbounds nuw i8, ptr addrspace(3) %177, i32 2432
  %189 = getelementptr inbounds nuw i8, ptr addrspace(3) %177, i32 3072
  %190 = getelementptr inbounds nuw i8, ptr addrspace(3) %177, i32 3200
  %191 = getelementptr inbounds nuw i8, ptr addrspace(3) %177, i32 3328
  %192 = getelementptr inbounds nuw i8, ptr addrspace(3) %177, i32 3456
  br label %193

193:                                              ; preds = %.peel.next, %193
  %.pn3134 = phi i32 [ %80, %.peel.next ], [ %212, %193 ]
  %.pn1533 = phi i32 [ %79, %.peel.next ], [ %211, %193 ]
  %194 = phi float [ %156, %.peel.next ], [ %287, %193 ]
  %195 = phi float [ %157, %.peel.next ], [ %288, %193 ]
  %196 = phi float [ %158, %.peel.next ], [ %289, %193 ]
  %197 = phi float [ %159, %.peel.next ], [ %290, %193 ]
  %198 = phi float [ %160, %.peel.next ], [ %291, %193 ]
  %199 = phi float [ %161, %.peel.next ], [ %292, %193 ]
  %200 = phi float [ %162, %.peel.next ], [ %293, %193 ]
  %201 = phi float [ %163, %.peel.next ], [ %294, %193 ]
  %202 = phi float [ %164, %.peel.next ], [ %295, %193 ]
  %203 = phi float [ %165, %.peel.next ], [ %296, %193 ]
  %204 = phi float [ %166, %.peel.next ], [ %297, %193 ]
  %205 = phi float [ %167, %.peel.next ], [ %298, %193 ]
  %206 = phi float [ %168, %.peel.next ], [ %299, %193 ]
  %207 = phi float [ %169, %.peel.next ], [ %300, %193 ]
  %208 = phi float [ %170, %.peel.next ], [ %301, %193 ]
  %209 = phi float [ %171, %.peel.next ], [ %302, %193 ]
  %210 = phi i32 [ 32, %.peel.next ], [ %213, %193 ]
  %211 = add i32 %.pn1533, 32
  %212 = add i32 %.pn3134, %50
  %213 = add i32 %210, 32
  %214 = or disjoint i32 %213, %30
  %215 = icmp slt i32 %214, %5
  %216 = and i1 %32, %215
  %217 = shl i32 %211, 1
  %218 = select i1 %216, i32 %217, i32 -2147483648
  %219 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %35, i32 %218, i32 0, i32 0)
  %220 = bitcast <4 x i32> %219 to <8 x half>
  fence syncscope("workgroup") release, !mmra !2
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !2
  %221 = load <4 x half>, ptr addrspace(3) %70, align 8
  %222 = load <4 x half>, ptr addrspace(3) %72, align 8
  %223 = load <4 x half>, ptr addrspace(3) %74, align 8
  %224 = load <4 x half>, ptr addrspace(3) %76, align 8
  %225 = or disjoint i32 %213, %40
  %226 = icmp slt i32 %225, %5
  %227 = and i1 %44, %226
  %228 = shl i32 %212, 1
  %229 = select i1 %227, i32 %228, i32 -2147483648
  %230 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %46, i32 %229, i32 0, i32 0)
  %231 = load <1 x half>, ptr addrspace(3) %177, align 2
  %232 = load <1 x half>, ptr addrspace(3) %178, align 2
  %233 = load <1 x half>, ptr addrspace(3) %179, align 2
  %234 = shufflevector <1 x half> %233, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %235 = load <1 x half>, ptr addrspace(3) %180, align 2
  %236 = shufflevector <1 x half> %235, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %237 = load <1 x half>, ptr addrspace(3) %181, align 2
  %238 = load <1 x half>, ptr addrspace(3) %182, align 2
  %239 = load <1 x half>, ptr addrspace(3) %183, align 2
  %240 = shufflevector <1 x half> %239, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %241 = load <1 x half>, ptr addrspace(3) %184, align 2
  %242 = shufflevector <1 x half> %241, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %243 = load <1 x half>, ptr addrspace(3) %185, align 2
  %244 = load <1 x half>, ptr addrspace(3) %186, align 2
  %245 = load <1 x half>, ptr addrspace(3) %187, align 2
  %246 = shufflevector <1 x half> %245, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %247 = load <1 x half>, ptr addrspace(3) %188, align 2
  %248 = shufflevector <1 x half> %247, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %249 = load <1 x half>, ptr addrspace(3) %189, align 2
  %250 = load <1 x half>, ptr addrspace(3) %190, align 2
  %251 = load <1 x half>, ptr addrspace(3) %191, align 2
  %252 = shufflevector <1 x half> %251, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %253 = load <1 x half>, ptr addrspace(3) %192, align 2
  %254 = shufflevector <1 x half> %253, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %255 = shufflevector <1 x half> %231, <1 x half> %232, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %256 = shufflevector <4 x half> %255, <4 x half> %234, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>
  %257 = shufflevector <4 x half> %256, <4 x half> %236, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %258 = shufflevector <1 x half> %237, <1 x half> %238, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %259 = shufflevector <4 x half> %258, <4 x half> %240, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>
  %260 = shufflevector <4 x half> %259, <4 x half> %242, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %261 = shufflevector <1 x half> %243, <1 x half> %244, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %262 = shufflevector <4 x half> %261, <4 x half> %246, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>
  %263 = shufflevector <4 x half> %262, <4 x half> %248, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %264 = shufflevector <1 x half> %249, <1 x half> %250, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %265 = shufflevector <4 x half> %264, <4 x half> %252, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>
  %266 = shufflevector <4 x half> %265, <4 x half> %254, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %267 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %194, i64 0
  %268 = insertelement <16 x float> %267, float %195, i64 1
  %269 = insertelement <16 x float> %268, float %196, i64 2
  %270 = insertelement <16 x float> %269, float %197, i64 3
  %271 = insertelement <16 x float> %270, float %198, i64 4
  %272 = insertelement <16 x float> %271, float %199, i64 5
  %273 = insertelement <16 x float> %272, float %200, i64 6
  %274 = insertelement <16 x float> %273, float %201, i64 7
  %275 = insertelement <16 x float> %274, float %202, i64 8
  %276 = insertelement <16 x float> %275, float %203, i64 9
  %277 = insertelement <16 x float> %276, float %204, i64 10
  %278 = insertelement <16 x float> %277, float %205, i64 11
  %279 = insertelement <16 x float> %278, float %206, i64 12
  %280 = insertelement <16 x float> %279, float %207, i64 13
  %281 = insertelement <16 x float> %280, float %208, i64 14
  %282 = insertelement <16 x float> %281, float %209, i64 15
  %283 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %257, <4 x half> %221, <16 x float> %282, i32 0, i32 0, i32 0)
  %284 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %260, <4 x half> %222, <16 x float> %283, i32 0, i32 0, i32 0)
  %285 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %263, <4 x half> %223, <16 x float> %284, i32 0, i32 0, i32 0)
  %286 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %266, <4 x half> %224, <16 x float> %285, i32 0, i32 0, i32 0)
  %287 = extractelement <16 x float> %286, i64 0
  %288 = extractelement <16 x float> %286, i64 1
  %289 = extractelement <16 x float> %286, i64 2
  %290 = extractelement <16 x float> %286, i64 3
  %291 = extractelement <16 x float> %286, i64 4
  %292 = extractelement <16 x float> %286, i64 5
  %293 = extractelement <16 x float> %286, i64 6
  %294 = extractelement <16 x float> %286, i64 7
  %295 = extractelement <16 x float> %286, i64 8
  %296 = extractelement <16 x float> %286, i64 9
  %297 = extractelement <16 x float> %286, i64 10
  %298 = extractelement <16 x float> %286, i64 11
  %299 = extractelement <16 x float> %286, i64 12
  %300 = extractelement <16 x float> %286, i64 13
  %301 = extractelement <16 x float> %286, i64 14
  %302 = extractelement <16 x float> %286, i64 15
  fence syncscope("workgroup") release, !mmra !2
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !2
  %303 = shufflevector <8 x half> %220, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x half> %303, ptr addrspace(3) %54, align 8
  %304 = shufflevector <8 x half> %220, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  store <4 x half> %304, ptr addrspace(3) %57, align 8
  store <4 x i32> %230, ptr addrspace(3) %59, align 16
  %305 = icmp slt i32 %213, %60
  br i1 %305, label %193, label %._crit_edge, !llvm.loop !3

._crit_edge:                                      ; preds = %193, %.lr.ph, %11
  %306 = phi float [ 0.000000e+00, %11 ], [ %156, %.lr.ph ], [ %287, %193 ]
  %307 = phi float [ 0.000000e+00, %11 ], [ %157, %.lr.ph ], [ %288, %193 ]
  %308 = phi float [ 0.000000e+00, %11 ], [ %158, %.lr.ph ], [ %289, %193 ]
  %309 = phi float [ 0.000000e+00, %11 ], [ %159, %.lr.ph ], [ %290, %193 ]
  %310 = phi float [ 0.000000e+00, %11 ], [ %160, %.lr.ph ], [ %291, %193 ]
  %311 = phi float [ 0.000000e+00, %11 ], [ %161, %.lr.ph ], [ %292, %193 ]
  %312 = phi float [ 0.000000e+00, %11 ], [ %162, %.lr.ph ], [ %293, %193 ]
  %313 = phi float [ 0.000000e+00, %11 ], [ %163, %.lr.ph ], [ %294, %193 ]
  %314 = phi float [ 0.000000e+00, %11 ], [ %164, %.lr.ph ], [ %295, %193 ]
  %315 = phi float [ 0.000000e+00, %11 ], [ %165, %.lr.ph ], [ %296, %193 ]
  %316 = phi float [ 0.000000e+00, %11 ], [ %166, %.lr.ph ], [ %297, %193 ]
  %317 = phi float [ 0.000000e+00, %11 ], [ %167, %.lr.ph ], [ %298, %193 ]
  %318 = phi float [ 0.000000e+00, %11 ], [ %168, %.lr.ph ], [ %299, %193 ]
  %319 = phi float [ 0.000000e+00, %11 ], [ %169, %.lr.ph ], [ %300, %193 ]
  %320 = phi float [ 0.000000e+00, %11 ], [ %170, %.lr.ph ], [ %301, %193 ]
  %321 = phi float [ 0.000000e+00, %11 ], [ %171, %.lr.ph ], [ %302, %193 ]
  %322 = add i32 %5, 31
  %323 = icmp sgt i32 %322, 31
  fence syncscope("workgroup") release, !mmra !2
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !2
  br i1 %323, label %324, label %._crit_edge._crit_edge

324:                                              ; preds = %._crit_edge
  %325 = shl nuw nsw i32 %23, 4
  %326 = shl nuw nsw i32 %21, 1
  %327 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %325
  %328 = getelementptr inbounds nuw i8, ptr addrspace(3) %327, i32 %326
  %329 = getelementptr inbounds nuw i8, ptr addrspace(3) %328, i32 %24
  %330 = getelementptr inbounds nuw i8, ptr addrspace(3) %329, i32 3456
  %331 = load <1 x half>, ptr addrspace(3) %330, align 2
  %332 = shufflevector <1 x half> %331, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %333 = getelementptr inbounds nuw i8, ptr addrspace(3) %329, i32 3328
  %334 = load <1 x half>, ptr addrspace(3) %333, align 2
  %335 = shufflevector <1 x half> %334, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %336 = getelementptr inbounds nuw i8, ptr addrspace(3) %329, i32 3200
  %337 = load <1 x half>, ptr addrspace(3) %336, align 2
  %338 = getelementptr inbounds nuw i8, ptr addrspace(3) %329, i32 3072
  %339 = load <1 x half>, ptr addrspace(3) %338, align 2
  %340 = getelementptr inbounds nuw i8, ptr addrspace(3) %329, i32 2432
  %341 = load <1 x half>, ptr addrspace(3) %340, align 2
  %342 = shufflevector <1 x half> %341, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %343 = getelementptr inbounds nuw i8, ptr addrspace(3) %329, i32 2304
  %344 = load <1 x half>, ptr addrspace(3) %343, align 2
  %345 = shufflevector <1 x half> %344, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %346 = getelementptr inbounds nuw i8, ptr addrspace(3) %329, i32 2176
  %347 = load <1 x half>, ptr addrspace(3) %346, align 2
  %348 = getelementptr inbounds nuw i8, ptr addrspace(3) %329, i32 2048
  %349 = load <1 x half>, ptr addrspace(3) %348, align 2
  %350 = getelementptr inbounds nuw i8, ptr addrspace(3) %329, i32 1408
  %351 = load <1 x half>, ptr addrspace(3) %350, align 2
  %352 = shufflevector <1 x half> %351, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %353 = getelementptr inbounds nuw i8, ptr addrspace(3) %329, i32 1280
  %354 = load <1 x half>, ptr addrspace(3) %353, align 2
  %355 = shufflevector <1 x half> %354, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %356 = getelementptr inbounds nuw i8, ptr addrspace(3) %329, i32 1152
  %357 = load <1 x half>, ptr addrspace(3) %356, align 2
  %358 = getelementptr inbounds nuw i8, ptr addrspace(3) %329, i32 1024
  %359 = load <1 x half>, ptr addrspace(3) %358, align 2
  %360 = getelementptr inbounds nuw i8, ptr addrspace(3) %329, i32 384
  %361 = load <1 x half>, ptr addrspace(3) %360, align 2
  %362 = shufflevector <1 x half> %361, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %363 = getelementptr inbounds nuw i8, ptr addrspace(3) %329, i32 256
  %364 = load <1 x half>, ptr addrspace(3) %363, align 2
  %365 = shufflevector <1 x half> %364, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %366 = getelementptr inbounds nuw i8, ptr addrspace(3) %329, i32 128
  %367 = load <1 x half>, ptr addrspace(3) %366, align 2
  %368 = load <1 x half>, ptr addrspace(3) %329, align 2
  %369 = shl nuw nsw i32 %21, 6
  %370 = shl nuw nsw i32 %22, 4
  %371 = or disjoint i32 %370, %369
  %372 = shl nuw nsw i32 %12, 2
  %373 = and i32 %372, 56
  %374 = lshr exact i32 %23, 2
  %375 = xor i32 %373, %374
  %376 = or disjoint i32 %371, %375
  %377 = xor i32 %376, 48
  %378 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %377
  %379 = load <4 x half>, ptr addrspace(3) %378, align 8
  %380 = xor i32 %376, 32
  %381 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %380
  %382 = load <4 x half>, ptr addrspace(3) %381, align 8
  %383 = xor i32 %376, 16
  %384 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %383
  %385 = load <4 x half>, ptr addrspace(3) %384, align 8
  %386 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %376
  %387 = load <4 x half>, ptr addrspace(3) %386, align 8
  %388 = shufflevector <1 x half> %368, <1 x half> %367, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %389 = shufflevector <4 x half> %388, <4 x half> %365, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>
  %390 = shufflevector <4 x half> %389, <4 x half> %362, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %391 = shufflevector <1 x half> %359, <1 x half> %357, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %392 = shufflevector <4 x half> %391, <4 x half> %355, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>
  %393 = shufflevector <4 x half> %392, <4 x half> %352, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %394 = shufflevector <1 x half> %349, <1 x half> %347, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %395 = shufflevector <4 x half> %394, <4 x half> %345, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>
  %396 = shufflevector <4 x half> %395, <4 x half> %342, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %397 = shufflevector <1 x half> %339, <1 x half> %337, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %398 = shufflevector <4 x half> %397, <4 x half> %335, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>
  %399 = shufflevector <4 x half> %398, <4 x half> %332, <4 x i32> <i32 0, i32 1, i32 2, i32 4>
  %400 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %306, i64 0
  %401 = insertelement <16 x float> %400, float %307, i64 1
  %402 = insertelement <16 x float> %401, float %308, i64 2
  %403 = insertelement <16 x float> %402, float %309, i64 3
  %404 = insertelement <16 x float> %403, float %310, i64 4
  %405 = insertelement <16 x float> %404, float %311, i64 5
  %406 = insertelement <16 x float> %405, float %312, i64 6
  %407 = insertelement <16 x float> %406, float %313, i64 7
  %408 = insertelement <16 x float> %407, float %314, i64 8
  %409 = insertelement <16 x float> %408, float %315, i64 9
  %410 = insertelement <16 x float> %409, float %316, i64 10
  %411 = insertelement <16 x float> %410, float %317, i64 11
  %412 = insertelement <16 x float> %411, float %318, i64 12
  %413 = insertelement <16 x float> %412, float %319, i64 13
  %414 = insertelement <16 x float> %413, float %320, i64 14
  %415 = insertelement <16 x float> %414, float %321, i64 15
  %416 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %390, <4 x half> %387, <16 x float> %415, i32 0, i32 0, i32 0)
  %417 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %393, <4 x half> %385, <16 x float> %416, i32 0, i32 0, i32 0)
  %418 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %396, <4 x half> %382, <16 x float> %417, i32 0, i32 0, i32 0)
  %419 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %399, <4 x half> %379, <16 x float> %418, i32 0, i32 0, i32 0)
  %420 = extractelement <16 x float> %419, i64 0
  %421 = extractelement <16 x float> %419, i64 1
  %422 = extractelement <16 x float> %419, i64 2
  %423 = extractelement <16 x float> %419, i64 3
  %424 = extractelement <16 x float> %419, i64 4
  %425 = extractelement <16 x float> %419, i64 5
  %426 = extractelement <16 x float> %419, i64 6
  %427 = extractelement <16 x float> %419, i64 7
  %428 = extractelement <16 x float> %419, i64 8
  %429 = extractelement <16 x float> %419, i64 9
  %430 = extractelement <16 x float> %419, i64 10
  %431 = extractelement <16 x float> %419, i64 11
  %432 = extractelement <16 x float> %419, i64 12
  %433 = extractelement <16 x float> %419, i64 13
  %434 = extractelement <16 x float> %419, i64 14
  %435 = extractelement <16 x float> %419, i64 15
  br label %._crit_edge._crit_edge

._crit_edge._crit_edge:                           ; preds = %._crit_edge, %324
  %436 = phi float [ %435, %324 ], [ %321, %._crit_edge ]
  %437 = phi float [ %434, %324 ], [ %320, %._crit_edge ]
  %438 = phi float [ %433, %324 ], [ %319, %._crit_edge ]
  %439 = phi float [ %432, %324 ], [ %318, %._crit_edge ]
  %440 = phi float [ %431, %324 ], [ %317, %._crit_edge ]
  %441 = phi float [ %430, %324 ], [ %316, %._crit_edge ]
  %442 = phi float [ %429, %324 ], [ %315, %._crit_edge ]
  %443 = phi float [ %428, %324 ], [ %314, %._crit_edge ]
  %444 = phi float [ %427, %324 ], [ %313, %._crit_edge ]
  %445 = phi float [ %426, %324 ], [ %312, %._crit_edge ]
  %446 = phi float [ %425, %324 ], [ %311, %._crit_edge ]
  %447 = phi float [ %424, %324 ], [ %310, %._crit_edge ]
  %448 = phi float [ %423, %324 ], [ %309, %._crit_edge ]
  %449 = phi float [ %422, %324 ], [ %308, %._crit_edge ]
  %450 = phi float [ %421, %324 ], [ %307, %._crit_edge ]
  %451 = phi float [ %420, %324 ], [ %306, %._crit_edge ]
  %452 = lshr exact i32 %23, 3
  %453 = lshr exact i32 %24, 1
  %454 = or disjoint i32 %453, %452
  %455 = or disjoint i32 %454, 16
  %456 = or disjoint i32 %455, %28
  %457 = or disjoint i32 %454, %28
  %458 = lshr exact i32 %22, 2
  %459 = or disjoint i32 %458, %21
  %460 = or disjoint i32 %459, %17
  %461 = mul i32 %8, %17
  %462 = mul i32 %459, %8
  %463 = add i32 %461, %28
  %464 = add i32 %462, %463
  %465 = add i32 %464, %454
  %466 = add i32 %464, 8
  %467 = add i32 %466, %454
  %468 = add i32 %464, %455
  %469 = add i32 %464, 24
  %470 = add i32 %469, %454
  %471 = icmp slt i32 %460, %3
  %472 = icmp slt i32 %457, %4
  %473 = icmp slt i32 %456, %4
  %474 = and i1 %471, %472
  %475 = and i1 %471, %473
  %476 = fptrunc float %451 to half
  %477 = fptrunc float %450 to half
  %478 = fptrunc float %449 to half
  %479 = fptrunc float %448 to half
  %480 = fptrunc float %447 to half
  %481 = fptrunc float %446 to half
  %482 = fptrunc float %445 to half
  %483 = fptrunc float %444 to half
  %484 = fptrunc float %443 to half
  %485 = fptrunc float %442 to half
  %486 = fptrunc float %441 to half
  %487 = fptrunc float %440 to half
  %488 = fptrunc float %439 to half
  %489 = fptrunc float %438 to half
  %490 = fptrunc float %437 to half
  %491 = fptrunc float %436 to half
  %492 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744)
  %493 = insertelement <4 x half> poison, half %476, i64 0
  %494 = insertelement <4 x half> %493, half %477, i64 1
  %495 = insertelement <4 x half> %494, half %478, i64 2
  %496 = insertelement <4 x half> %495, half %479, i64 3
  %497 = bitcast <4 x half> %496 to <2 x i32>
  %498 = shl i32 %465, 1
  %499 = select i1 %474, i32 %498, i32 -2147483648
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v2i32(<2 x i32> %497, ptr addrspace(8) %492, i32 %499, i32 0, i32 0)
  %500 = insertelement <4 x half> poison, half %480, i64 0
  %501 = insertelement <4 x half> %500, half %481, i64 1
  %502 = insertelement <4 x half> %501, half %482, i64 2
  %503 = insertelement <4 x half> %502, half %483, i64 3
  %504 = bitcast <4 x half> %503 to <2 x i32>
  %505 = shl i32 %467, 1
  %506 = select i1 %474, i32 %505, i32 -2147483648
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v2i32(<2 x i32> %504, ptr addrspace(8) %492, i32 %506, i32 0, i32 0)
  %507 = insertelement <4 x half> poison, half %484, i64 0
  %508 = insertelement <4 x half> %507, half %485, i64 1
  %509 = insertelement <4 x half> %508, half %486, i64 2
  %510 = insertelement <4 x half> %509, half %487, i64 3
  %511 = bitcast <4 x half> %510 to <2 x i32>
  %512 = shl i32 %468, 1
  %513 = select i1 %475, i32 %512, i32 -2147483648
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v2i32(<2 x i32> %511, ptr addrspace(8) %492, i32 %513, i32 0, i32 0)
  %514 = insertelement <4 x half> poison, half %488, i64 0
  %515 = insertelement <4 x half> %514, half %489, i64 1
  %516 = insertelement <4 x half> %515, half %490, i64 2
  %517 = insertelement <4 x half> %516, half %491, i64 3
  %518 = bitcast <4 x half> %517 to <2 x i32>
  %519 = shl i32 %470, 1
  %520 = select i1 %475, i32 %519, i32 -2147483648
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v2i32(<2 x i32> %518, ptr addrspace(8) %492, i32 %520, i32 0, i32 0)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.v2i32(<2 x i32>, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

attributes #0 = { norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { convergent mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!2 = !{!"amdgpu-synchronize-as", !"local"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.peeled.count", i32 1}
; irlower-stages: triton_ir=ee637c891d6c triton_gpu_ir=b8e97d3fd598
