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
  br label %54

54:                                               ; preds = %103, %53
  %55 = phi i64 [ %104, %103 ], [ 0, %53 ]
  %56 = icmp slt i64 %55, 1
  br i1 %56, label %57, label %105

57:                                               ; preds = %54
  br label %58

58:                                               ; preds = %101, %57
  %59 = phi i64 [ %102, %101 ], [ 0, %57 ]
  %60 = icmp slt i64 %59, 4
  br i1 %60, label %61, label %103

61:                                               ; preds = %58
  br label %62

62:                                               ; preds = %99, %61
  %63 = phi i64 [ %100, %99 ], [ 0, %61 ]
  %64 = icmp slt i64 %63, 8
  br i1 %64, label %65, label %101

65:                                               ; preds = %62
  br label %66

66:                                               ; preds = %69, %65
  %67 = phi i64 [ %98, %69 ], [ 0, %65 ]
  %68 = icmp slt i64 %67, 16
  br i1 %68, label %69, label %99

69:                                               ; preds = %66
  %70 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, 1
  %71 = mul nuw nsw i64 %55, 4
  %72 = add nuw nsw i64 %71, %59
  %73 = getelementptr inbounds nuw i64, ptr %70, i64 %72
  %74 = load i64, ptr %73, align 4
  %75 = mul nuw nsw i64 %63, 16
  %76 = add nuw nsw i64 %75, %67
  %77 = getelementptr inbounds nuw float, ptr @__constant_8x16xf32, i64 %76
  %78 = load float, ptr %77, align 4
  %79 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %80 = mul nuw nsw i64 %55, 32
  %81 = mul nuw nsw i64 %59, 8
  %82 = add nuw nsw i64 %80, %81
  %83 = add nuw nsw i64 %82, %63
  %84 = getelementptr inbounds nuw float, ptr %79, i64 %83
  %85 = load float, ptr %84, align 4
  %86 = mul nuw nsw i64 %74, 16
  %87 = add nuw nsw i64 %86, %67
  %88 = getelementptr inbounds nuw float, ptr @__constant_100x16xf32, i64 %87
  %89 = load float, ptr %88, align 4
  %90 = fmul float %89, %78
  %91 = fadd float %85, %90
  %92 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %93 = mul nuw nsw i64 %55, 32
  %94 = mul nuw nsw i64 %59, 8
  %95 = add nuw nsw i64 %93, %94
  %96 = add nuw nsw i64 %95, %63
  %97 = getelementptr inbounds nuw float, ptr %92, i64 %96
  store float %91, ptr %97, align 4
  %98 = add i64 %67, 1
  br label %66

99:                                               ; preds = %66
  %100 = add i64 %63, 1
  br label %62

101:                                              ; preds = %62
  %102 = add i64 %59, 1
  br label %58

103:                                              ; preds = %58
  %104 = add i64 %55, 1
  br label %54

105:                                              ; preds = %54
  %106 = call ptr @malloc(i64 192)
  %107 = ptrtoint ptr %106 to i64
  %108 = add i64 %107, 63
  %109 = urem i64 %108, 64
  %110 = sub i64 %108, %109
  %111 = inttoptr i64 %110 to ptr
  %112 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %106, 0
  %113 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %112, ptr %111, 1
  %114 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %113, i64 0, 2
  %115 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %114, i64 1, 3, 0
  %116 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %115, i64 4, 3, 1
  %117 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %116, i64 8, 3, 2
  %118 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %117, i64 32, 4, 0
  %119 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %118, i64 8, 4, 1
  %120 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %119, i64 1, 4, 2
  br label %121

121:                                              ; preds = %154, %105
  %122 = phi i64 [ %155, %154 ], [ 0, %105 ]
  %123 = icmp slt i64 %122, 1
  br i1 %123, label %124, label %156

124:                                              ; preds = %121
  br label %125

125:                                              ; preds = %152, %124
  %126 = phi i64 [ %153, %152 ], [ 0, %124 ]
  %127 = icmp slt i64 %126, 4
  br i1 %127, label %128, label %154

128:                                              ; preds = %125
  br label %129

129:                                              ; preds = %132, %128
  %130 = phi i64 [ %151, %132 ], [ 0, %128 ]
  %131 = icmp slt i64 %130, 8
  br i1 %131, label %132, label %152

132:                                              ; preds = %129
  %133 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %134 = mul nuw nsw i64 %122, 32
  %135 = mul nuw nsw i64 %126, 8
  %136 = add nuw nsw i64 %134, %135
  %137 = add nuw nsw i64 %136, %130
  %138 = getelementptr inbounds nuw float, ptr %133, i64 %137
  %139 = load float, ptr %138, align 4
  %140 = getelementptr inbounds nuw float, ptr @__constant_8xf32, i64 %130
  %141 = load float, ptr %140, align 4
  %142 = fadd float %139, %141
  %143 = fmul float %142, f0x3FB8AA3B
  %144 = call float @llvm.exp2.f32(float %143)
  %145 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %120, 1
  %146 = mul nuw nsw i64 %122, 32
  %147 = mul nuw nsw i64 %126, 8
  %148 = add nuw nsw i64 %146, %147
  %149 = add nuw nsw i64 %148, %130
  %150 = getelementptr inbounds nuw float, ptr %145, i64 %149
  store float %144, ptr %150, align 4
  %151 = add i64 %130, 1
  br label %129

152:                                              ; preds = %129
  %153 = add i64 %126, 1
  br label %125

154:                                              ; preds = %125
  %155 = add i64 %122, 1
  br label %121

156:                                              ; preds = %121
  %157 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 0
  call void @free(ptr %157)
  ret { ptr, ptr, i64, [3 x i64], [3 x i64] } %120
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; irlower-stages: fx_graph=0caa291afdd6 torch_mlir=f6d807ce8e50 linalg_on_tensors_mlir=d61416fa6ac5 llvm_mlir=af63eb888d80
