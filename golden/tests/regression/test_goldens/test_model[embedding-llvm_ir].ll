; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@__constant_100x16xf32 = private constant [100 x [16 x float]] zeroinitializer, align 64 ; 1600 elements elided
@__constant_8x16xf32 = private constant [8 x [16 x float]] zeroinitializer, align 64 ; 128 elements elided
@__constant_8xf32 = private constant [8 x float] [float f0x3D9E3390, float f0xBE4DBF90, float f0x3D20C8A8, float f0x3E52E54E, float f0x3E2C9DD4, float f0x3E5B3A94, float f0x3E0A943A, float f0xBCA970F0], align 64

declare void @free(ptr)

declare ptr @malloc(i64)

define { ptr, ptr, i64, [3 x i64], [3 x i64] } @main(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6) {
  %8 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %0, 0
  %9 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %8, ptr %1, 1
  %10 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %9, i64 %2, 2
  %11 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %10, i64 %3, 3, 0
  %12 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11, i64 %5, 4, 0
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %12, i64 %4, 3, 1
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, i64 %6, 4, 1
  %15 = call ptr @malloc(i64 192)
  %16 = ptrtoint ptr %15 to i64
  %17 = add i64 %16, 63
  %18 = urem i64 %17, 64
  %19 = sub i64 %17, %18
  %20 = inttoptr i64 %19 to ptr
  %21 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %15, 0
  %22 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %21, ptr %20, 1
  %23 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %22, i64 0, 2
  %24 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %23, i64 1, 3, 0
  %25 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %24, i64 4, 3, 1
  %26 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %25, i64 8, 3, 2
  %27 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %26, i64 32, 4, 0
  %28 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %27, i64 8, 4, 1
  %29 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %28, i64 1, 4, 2
  br label %30

30:                                               ; preds = %51, %7
  %31 = phi i64 [ %52, %51 ], [ 0, %7 ]
  %32 = icmp slt i64 %31, 1
  br i1 %32, label %33, label %53

33:                                               ; preds = %30
  br label %34

34:                                               ; preds = %49, %33
  %35 = phi i64 [ %50, %49 ], [ 0, %33 ]
  %36 = icmp slt i64 %35, 4
  br i1 %36, label %37, label %51

37:                                               ; preds = %34
  br label %38

38:                                               ; preds = %41, %37
  %39 = phi i64 [ %48, %41 ], [ 0, %37 ]
  %40 = icmp slt i64 %39, 8
  br i1 %40, label %41, label %49

41:                                               ; preds = %38
  %42 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %43 = mul nuw nsw i64 %31, 32
  %44 = mul nuw nsw i64 %35, 8
  %45 = add nuw nsw i64 %43, %44
  %46 = add nuw nsw i64 %45, %39
  %47 = getelementptr inbounds nuw float, ptr %42, i64 %46
  store float 0.000000e+00, ptr %47, align 4
  %48 = add i64 %39, 1
  br label %38

49:                                               ; preds = %38
  %50 = add i64 %35, 1
  br label %34

51:                                               ; preds = %34
  %52 = add i64 %31, 1
  br label %30

53:                                               ; preds = %30
  %54 = call ptr @malloc(i64 192)
  %55 = ptrtoint ptr %54 to i64
  %56 = add i64 %55, 63
  %57 = urem i64 %56, 64
  %58 = sub i64 %56, %57
  %59 = inttoptr i64 %58 to ptr
  %60 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %54, 0
  %61 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %60, ptr %59, 1
  %62 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %61, i64 0, 2
  %63 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %62, i64 1, 3, 0
  %64 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %63, i64 4, 3, 1
  %65 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %64, i64 8, 3, 2
  %66 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %65, i64 32, 4, 0
  %67 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %66, i64 8, 4, 1
  %68 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %67, i64 1, 4, 2
  br label %69

69:                                               ; preds = %97, %53
  %70 = phi i64 [ %98, %97 ], [ 0, %53 ]
  %71 = icmp slt i64 %70, 1
  br i1 %71, label %72, label %99

72:                                               ; preds = %69
  br label %73

73:                                               ; preds = %95, %72
  %74 = phi i64 [ %96, %95 ], [ 0, %72 ]
  %75 = icmp slt i64 %74, 4
  br i1 %75, label %76, label %97

76:                                               ; preds = %73
  br label %77

77:                                               ; preds = %80, %76
  %78 = phi i64 [ %94, %80 ], [ 0, %76 ]
  %79 = icmp slt i64 %78, 8
  br i1 %79, label %80, label %95

80:                                               ; preds = %77
  %81 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %82 = mul nuw nsw i64 %70, 32
  %83 = mul nuw nsw i64 %74, 8
  %84 = add nuw nsw i64 %82, %83
  %85 = add nuw nsw i64 %84, %78
  %86 = getelementptr inbounds nuw float, ptr %81, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %68, 1
  %89 = mul nuw nsw i64 %70, 32
  %90 = mul nuw nsw i64 %74, 8
  %91 = add nuw nsw i64 %89, %90
  %92 = add nuw nsw i64 %91, %78
  %93 = getelementptr inbounds nuw float, ptr %88, i64 %92
  store float %87, ptr %93, align 4
  %94 = add i64 %78, 1
  br label %77

95:                                               ; preds = %77
  %96 = add i64 %74, 1
  br label %73

97:                                               ; preds = %73
  %98 = add i64 %70, 1
  br label %69

99:                                               ; preds = %69
  br label %100

100:                                              ; preds = %149, %99
  %101 = phi i64 [ %150, %149 ], [ 0, %99 ]
  %102 = icmp slt i64 %101, 1
  br i1 %102, label %103, label %151

103:                                              ; preds = %100
  br label %104

104:                                              ; preds = %147, %103
  %105 = phi i64 [ %148, %147 ], [ 0, %103 ]
  %106 = icmp slt i64 %105, 4
  br i1 %106, label %107, label %149

107:                                              ; preds = %104
  br label %108

108:                                              ; preds = %145, %107
  %109 = phi i64 [ %146, %145 ], [ 0, %107 ]
  %110 = icmp slt i64 %109, 8
  br i1 %110, label %111, label %147

111:                                              ; preds = %108
  br label %112

112:                                              ; preds = %115, %111
  %113 = phi i64 [ %144, %115 ], [ 0, %111 ]
  %114 = icmp slt i64 %113, 16
  br i1 %114, label %115, label %145

115:                                              ; preds = %112
  %116 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, 1
  %117 = mul nuw nsw i64 %101, 4
  %118 = add nuw nsw i64 %117, %105
  %119 = getelementptr inbounds nuw i64, ptr %116, i64 %118
  %120 = load i64, ptr %119, align 4
  %121 = mul nuw nsw i64 %109, 16
  %122 = add nuw nsw i64 %121, %113
  %123 = getelementptr inbounds nuw float, ptr @__constant_8x16xf32, i64 %122
  %124 = load float, ptr %123, align 4
  %125 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %68, 1
  %126 = mul nuw nsw i64 %101, 32
  %127 = mul nuw nsw i64 %105, 8
  %128 = add nuw nsw i64 %126, %127
  %129 = add nuw nsw i64 %128, %109
  %130 = getelementptr inbounds nuw float, ptr %125, i64 %129
  %131 = load float, ptr %130, align 4
  %132 = mul nuw nsw i64 %120, 16
  %133 = add nuw nsw i64 %132, %113
  %134 = getelementptr inbounds nuw float, ptr @__constant_100x16xf32, i64 %133
  %135 = load float, ptr %134, align 4
  %136 = fmul float %135, %124
  %137 = fadd float %131, %136
  %138 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %68, 1
  %139 = mul nuw nsw i64 %101, 32
  %140 = mul nuw nsw i64 %105, 8
  %141 = add nuw nsw i64 %139, %140
  %142 = add nuw nsw i64 %141, %109
  %143 = getelementptr inbounds nuw float, ptr %138, i64 %142
  store float %137, ptr %143, align 4
  %144 = add i64 %113, 1
  br label %112

145:                                              ; preds = %112
  %146 = add i64 %109, 1
  br label %108

147:                                              ; preds = %108
  %148 = add i64 %105, 1
  br label %104

149:                                              ; preds = %104
  %150 = add i64 %101, 1
  br label %100

151:                                              ; preds = %100
  %152 = call ptr @malloc(i64 192)
  %153 = ptrtoint ptr %152 to i64
  %154 = add i64 %153, 63
  %155 = urem i64 %154, 64
  %156 = sub i64 %154, %155
  %157 = inttoptr i64 %156 to ptr
  %158 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %152, 0
  %159 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %158, ptr %157, 1
  %160 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %159, i64 0, 2
  %161 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %160, i64 1, 3, 0
  %162 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %161, i64 4, 3, 1
  %163 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %162, i64 8, 3, 2
  %164 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %163, i64 32, 4, 0
  %165 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %164, i64 8, 4, 1
  %166 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %165, i64 1, 4, 2
  br label %167

167:                                              ; preds = %200, %151
  %168 = phi i64 [ %201, %200 ], [ 0, %151 ]
  %169 = icmp slt i64 %168, 1
  br i1 %169, label %170, label %202

170:                                              ; preds = %167
  br label %171

171:                                              ; preds = %198, %170
  %172 = phi i64 [ %199, %198 ], [ 0, %170 ]
  %173 = icmp slt i64 %172, 4
  br i1 %173, label %174, label %200

174:                                              ; preds = %171
  br label %175

175:                                              ; preds = %178, %174
  %176 = phi i64 [ %197, %178 ], [ 0, %174 ]
  %177 = icmp slt i64 %176, 8
  br i1 %177, label %178, label %198

178:                                              ; preds = %175
  %179 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %68, 1
  %180 = mul nuw nsw i64 %168, 32
  %181 = mul nuw nsw i64 %172, 8
  %182 = add nuw nsw i64 %180, %181
  %183 = add nuw nsw i64 %182, %176
  %184 = getelementptr inbounds nuw float, ptr %179, i64 %183
  %185 = load float, ptr %184, align 4
  %186 = getelementptr inbounds nuw float, ptr @__constant_8xf32, i64 %176
  %187 = load float, ptr %186, align 4
  %188 = fadd float %185, %187
  %189 = fmul float %188, f0x3FB8AA3B
  %190 = call float @llvm.exp2.f32(float %189)
  %191 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %166, 1
  %192 = mul nuw nsw i64 %168, 32
  %193 = mul nuw nsw i64 %172, 8
  %194 = add nuw nsw i64 %192, %193
  %195 = add nuw nsw i64 %194, %176
  %196 = getelementptr inbounds nuw float, ptr %191, i64 %195
  store float %190, ptr %196, align 4
  %197 = add i64 %176, 1
  br label %175

198:                                              ; preds = %175
  %199 = add i64 %172, 1
  br label %171

200:                                              ; preds = %171
  %201 = add i64 %168, 1
  br label %167

202:                                              ; preds = %167
  %203 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 0
  call void @free(ptr %203)
  %204 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %68, 0
  call void @free(ptr %204)
  ret { ptr, ptr, i64, [3 x i64], [3 x i64] } %166
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; irlower-stages: fx_graph=0caa291afdd6 torch_mlir=f6d807ce8e50 linalg_on_tensors_mlir=d61416fa6ac5 llvm_mlir=062d57df8543
