; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@__constant_64x32xf32 = private constant [64 x [32 x float]] zeroinitializer, align 64 ; 2048 elements elided
@__constant_32x32xf32_19 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_18 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_17 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x96xf32_16 = private constant [32 x [96 x float]] zeroinitializer, align 64 ; 3072 elements elided
@__constant_96xf32_15 = private constant [96 x float] zeroinitializer, align 64
@__constant_32x32xf32_14 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_13 = private constant [32 x float] zeroinitializer, align 64
@__constant_32xf32_12 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_11 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x128xf32_10 = private constant [32 x [128 x float]] zeroinitializer, align 64 ; 4096 elements elided
@__constant_128xf32_9 = private constant [128 x float] zeroinitializer, align 64
@__constant_128x32xf32_8 = private constant [128 x [32 x float]] zeroinitializer, align 64 ; 4096 elements elided
@__constant_32xf32_7 = private constant [32 x float] zeroinitializer, align 64
@__constant_32xf32_6 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_5 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x96xf32 = private constant [32 x [96 x float]] zeroinitializer, align 64 ; 3072 elements elided
@__constant_96xf32 = private constant [96 x float] zeroinitializer, align 64
@__constant_32x32xf32 = private constant [32 x [32 x float]] zeroinitializer, align 64 ; 1024 elements elided
@__constant_32xf32_4 = private constant [32 x float] zeroinitializer, align 64
@__constant_32xf32_3 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32_2 = private constant [32 x float] zeroinitializer, align 64
@__constant_32x128xf32 = private constant [32 x [128 x float]] zeroinitializer, align 64 ; 4096 elements elided
@__constant_128xf32 = private constant [128 x float] zeroinitializer, align 64
@__constant_128x32xf32 = private constant [128 x [32 x float]] zeroinitializer, align 64 ; 4096 elements elided
@__constant_32xf32_1 = private constant [32 x float] zeroinitializer, align 64
@__constant_32xf32_0 = private constant [32 x float] zeroinitializer, align 64 ; 32 elements elided
@__constant_32xf32 = private constant [32 x float] zeroinitializer, align 64

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
  %15 = call ptr @malloc(i64 1088)
  %16 = ptrtoint ptr %15 to i64
  %17 = add i64 %16, 63
  %18 = urem i64 %17, 64
  %19 = sub i64 %17, %18
  %20 = inttoptr i64 %19 to ptr
  %21 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %15, 0
  %22 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %21, ptr %20, 1
  %23 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %22, i64 0, 2
  %24 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %23, i64 1, 3, 0
  %25 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %24, i64 8, 3, 1
  %26 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %25, i64 32, 3, 2
  %27 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %26, i64 256, 4, 0
  %28 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %27, i64 32, 4, 1
  %29 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %28, i64 1, 4, 2
  %30 = call ptr @malloc(i64 128)
  %31 = ptrtoint ptr %30 to i64
  %32 = add i64 %31, 63
  %33 = urem i64 %32, 64
  %34 = sub i64 %32, %33
  %35 = inttoptr i64 %34 to ptr
  %36 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %30, 0
  %37 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %36, ptr %35, 1
  %38 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %37, i64 0, 2
  %39 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %38, i64 8, 3, 0
  %40 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %39, i64 1, 4, 0
  br label %41

41:                                               ; preds = %44, %7
  %42 = phi i64 [ %47, %44 ], [ 0, %7 ]
  %43 = icmp slt i64 %42, 8
  br i1 %43, label %44, label %48

44:                                               ; preds = %41
  %45 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %40, 1
  %46 = getelementptr inbounds nuw i64, ptr %45, i64 %42
  store i64 %42, ptr %46, align 4
  %47 = add i64 %42, 1
  br label %41

48:                                               ; preds = %41
  %49 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %40, 0
  %50 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %40, 1
  %51 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %49, 0
  %52 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %51, ptr %50, 1
  %53 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %52, i64 0, 2
  %54 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %53, i64 1, 3, 0
  %55 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %54, i64 8, 4, 0
  %56 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %55, i64 8, 3, 1
  %57 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %56, i64 1, 4, 1
  br label %58

58:                                               ; preds = %98, %48
  %59 = phi i64 [ %99, %98 ], [ 0, %48 ]
  %60 = icmp slt i64 %59, 1
  br i1 %60, label %61, label %100

61:                                               ; preds = %58
  br label %62

62:                                               ; preds = %96, %61
  %63 = phi i64 [ %97, %96 ], [ 0, %61 ]
  %64 = icmp slt i64 %63, 8
  br i1 %64, label %65, label %98

65:                                               ; preds = %62
  br label %66

66:                                               ; preds = %69, %65
  %67 = phi i64 [ %95, %69 ], [ 0, %65 ]
  %68 = icmp slt i64 %67, 32
  br i1 %68, label %69, label %96

69:                                               ; preds = %66
  %70 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, 1
  %71 = mul nuw nsw i64 %59, 8
  %72 = add nuw nsw i64 %71, %63
  %73 = getelementptr inbounds nuw i64, ptr %70, i64 %72
  %74 = load i64, ptr %73, align 4
  %75 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %57, 1
  %76 = mul nuw nsw i64 %59, 8
  %77 = add nuw nsw i64 %76, %63
  %78 = getelementptr inbounds nuw i64, ptr %75, i64 %77
  %79 = load i64, ptr %78, align 4
  %80 = mul nuw nsw i64 %79, 32
  %81 = add nuw nsw i64 %80, %67
  %82 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_19, i64 %81
  %83 = load float, ptr %82, align 4
  %84 = mul nuw nsw i64 %74, 32
  %85 = add nuw nsw i64 %84, %67
  %86 = getelementptr inbounds nuw float, ptr @__constant_64x32xf32, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = fadd float %87, %83
  %89 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %90 = mul nuw nsw i64 %59, 256
  %91 = mul nuw nsw i64 %63, 32
  %92 = add nuw nsw i64 %90, %91
  %93 = add nuw nsw i64 %92, %67
  %94 = getelementptr inbounds nuw float, ptr %89, i64 %93
  store float %88, ptr %94, align 4
  %95 = add i64 %67, 1
  br label %66

96:                                               ; preds = %66
  %97 = add i64 %63, 1
  br label %62

98:                                               ; preds = %62
  %99 = add i64 %59, 1
  br label %58

100:                                              ; preds = %58
  %101 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %40, 0
  %102 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %40, 1
  %103 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %101, 0
  %104 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %103, ptr %102, 1
  %105 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %104, i64 0, 2
  %106 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %105, i64 1, 3, 0
  %107 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %106, i64 8, 4, 0
  %108 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %107, i64 1, 3, 1
  %109 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %108, i64 1, 4, 1
  %110 = call ptr @malloc(i64 72)
  %111 = ptrtoint ptr %110 to i64
  %112 = add i64 %111, 63
  %113 = urem i64 %112, 64
  %114 = sub i64 %112, %113
  %115 = inttoptr i64 %114 to ptr
  %116 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %110, 0
  %117 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %116, ptr %115, 1
  %118 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %117, i64 0, 2
  %119 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %118, i64 1, 3, 0
  %120 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %119, i64 1, 3, 1
  %121 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %120, i64 1, 4, 0
  %122 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %121, i64 1, 4, 1
  br label %123

123:                                              ; preds = %141, %100
  %124 = phi i64 [ %142, %141 ], [ 0, %100 ]
  %125 = icmp slt i64 %124, 1
  br i1 %125, label %126, label %143

126:                                              ; preds = %123
  br label %127

127:                                              ; preds = %130, %126
  %128 = phi i64 [ %140, %130 ], [ 0, %126 ]
  %129 = icmp slt i64 %128, 1
  br i1 %129, label %130, label %141

130:                                              ; preds = %127
  %131 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %109, 1
  %132 = mul nuw nsw i64 %124, 8
  %133 = add nuw nsw i64 %132, %128
  %134 = getelementptr inbounds nuw i64, ptr %131, i64 %133
  %135 = load i64, ptr %134, align 4
  %136 = sub i64 %135, 1
  %137 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %122, 1
  %138 = add nuw nsw i64 %124, %128
  %139 = getelementptr inbounds nuw i64, ptr %137, i64 %138
  store i64 %136, ptr %139, align 4
  %140 = add i64 %128, 1
  br label %127

141:                                              ; preds = %127
  %142 = add i64 %124, 1
  br label %123

143:                                              ; preds = %123
  %144 = call ptr @malloc(i64 136)
  %145 = ptrtoint ptr %144 to i64
  %146 = add i64 %145, 63
  %147 = urem i64 %146, 64
  %148 = sub i64 %146, %147
  %149 = inttoptr i64 %148 to ptr
  %150 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %144, 0
  %151 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %150, ptr %149, 1
  %152 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %151, i64 0, 2
  %153 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %152, i64 1, 3, 0
  %154 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %153, i64 9, 3, 1
  %155 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %154, i64 9, 4, 0
  %156 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %155, i64 1, 4, 1
  %157 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %156, 0
  %158 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %156, 1
  %159 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %157, 0
  %160 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %159, ptr %158, 1
  %161 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %160, i64 0, 2
  %162 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %161, i64 1, 3, 0
  %163 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %162, i64 9, 4, 0
  %164 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %163, i64 1, 3, 1
  %165 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %164, i64 1, 4, 1
  br label %166

166:                                              ; preds = %183, %143
  %167 = phi i64 [ %184, %183 ], [ 0, %143 ]
  %168 = icmp slt i64 %167, 1
  br i1 %168, label %169, label %185

169:                                              ; preds = %166
  br label %170

170:                                              ; preds = %173, %169
  %171 = phi i64 [ %182, %173 ], [ 0, %169 ]
  %172 = icmp slt i64 %171, 1
  br i1 %172, label %173, label %183

173:                                              ; preds = %170
  %174 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %122, 1
  %175 = add nuw nsw i64 %167, %171
  %176 = getelementptr inbounds nuw i64, ptr %174, i64 %175
  %177 = load i64, ptr %176, align 4
  %178 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %165, 1
  %179 = mul nuw nsw i64 %167, 9
  %180 = add nuw nsw i64 %179, %171
  %181 = getelementptr inbounds nuw i64, ptr %178, i64 %180
  store i64 %177, ptr %181, align 4
  %182 = add i64 %171, 1
  br label %170

183:                                              ; preds = %170
  %184 = add i64 %167, 1
  br label %166

185:                                              ; preds = %166
  %186 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %156, 0
  %187 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %156, 1
  %188 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %186, 0
  %189 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %188, ptr %187, 1
  %190 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %189, i64 1, 2
  %191 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %190, i64 1, 3, 0
  %192 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %191, i64 9, 4, 0
  %193 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %192, i64 8, 3, 1
  %194 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %193, i64 1, 4, 1
  br label %195

195:                                              ; preds = %214, %185
  %196 = phi i64 [ %215, %214 ], [ 0, %185 ]
  %197 = icmp slt i64 %196, 1
  br i1 %197, label %198, label %216

198:                                              ; preds = %195
  br label %199

199:                                              ; preds = %202, %198
  %200 = phi i64 [ %213, %202 ], [ 0, %198 ]
  %201 = icmp slt i64 %200, 8
  br i1 %201, label %202, label %214

202:                                              ; preds = %199
  %203 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %57, 1
  %204 = mul nuw nsw i64 %196, 8
  %205 = add nuw nsw i64 %204, %200
  %206 = getelementptr inbounds nuw i64, ptr %203, i64 %205
  %207 = load i64, ptr %206, align 4
  %208 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %194, 1
  %209 = getelementptr i64, ptr %208, i64 1
  %210 = mul nuw nsw i64 %196, 9
  %211 = add nuw nsw i64 %210, %200
  %212 = getelementptr inbounds nuw i64, ptr %209, i64 %211
  store i64 %207, ptr %212, align 4
  %213 = add i64 %200, 1
  br label %199

214:                                              ; preds = %199
  %215 = add i64 %196, 1
  br label %195

216:                                              ; preds = %195
  %217 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %156, 0
  %218 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %156, 1
  %219 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %217, 0
  %220 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %219, ptr %218, 1
  %221 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %220, i64 0, 2
  %222 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %221, i64 1, 3, 0
  %223 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %222, i64 9, 4, 0
  %224 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %223, i64 8, 3, 1
  %225 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %224, i64 1, 4, 1
  %226 = call ptr @malloc(i64 128)
  %227 = ptrtoint ptr %226 to i64
  %228 = add i64 %227, 63
  %229 = urem i64 %228, 64
  %230 = sub i64 %228, %229
  %231 = inttoptr i64 %230 to ptr
  %232 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %226, 0
  %233 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %232, ptr %231, 1
  %234 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %233, i64 0, 2
  %235 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %234, i64 1, 3, 0
  %236 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %235, i64 8, 3, 1
  %237 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %236, i64 8, 4, 0
  %238 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %237, i64 1, 4, 1
  %239 = call ptr @malloc(i64 128)
  %240 = ptrtoint ptr %239 to i64
  %241 = add i64 %240, 63
  %242 = urem i64 %241, 64
  %243 = sub i64 %241, %242
  %244 = inttoptr i64 %243 to ptr
  %245 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %239, 0
  %246 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %245, ptr %244, 1
  %247 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %246, i64 0, 2
  %248 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %247, i64 1, 3, 0
  %249 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %248, i64 8, 3, 1
  %250 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %249, i64 8, 4, 0
  %251 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %250, i64 1, 4, 1
  br label %252

252:                                              ; preds = %278, %216
  %253 = phi i64 [ %279, %278 ], [ 0, %216 ]
  %254 = icmp slt i64 %253, 1
  br i1 %254, label %255, label %280

255:                                              ; preds = %252
  br label %256

256:                                              ; preds = %259, %255
  %257 = phi i64 [ %277, %259 ], [ 0, %255 ]
  %258 = icmp slt i64 %257, 8
  br i1 %258, label %259, label %278

259:                                              ; preds = %256
  %260 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %57, 1
  %261 = mul nuw nsw i64 %253, 8
  %262 = add nuw nsw i64 %261, %257
  %263 = getelementptr inbounds nuw i64, ptr %260, i64 %262
  %264 = load i64, ptr %263, align 4
  %265 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %225, 1
  %266 = mul nuw nsw i64 %253, 9
  %267 = add nuw nsw i64 %266, %257
  %268 = getelementptr inbounds nuw i64, ptr %265, i64 %267
  %269 = load i64, ptr %268, align 4
  %270 = sub i64 %264, %269
  %271 = icmp ne i64 %270, 1
  %272 = zext i1 %271 to i64
  %273 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %251, 1
  %274 = mul nuw nsw i64 %253, 8
  %275 = add nuw nsw i64 %274, %257
  %276 = getelementptr inbounds nuw i64, ptr %273, i64 %275
  store i64 %272, ptr %276, align 4
  %277 = add i64 %257, 1
  br label %256

278:                                              ; preds = %256
  %279 = add i64 %253, 1
  br label %252

280:                                              ; preds = %252
  br label %281

281:                                              ; preds = %294, %280
  %282 = phi i64 [ %295, %294 ], [ 0, %280 ]
  %283 = icmp slt i64 %282, 1
  br i1 %283, label %284, label %296

284:                                              ; preds = %281
  br label %285

285:                                              ; preds = %288, %284
  %286 = phi i64 [ %293, %288 ], [ 0, %284 ]
  %287 = icmp slt i64 %286, 8
  br i1 %287, label %288, label %294

288:                                              ; preds = %285
  %289 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %238, 1
  %290 = mul nuw nsw i64 %282, 8
  %291 = add nuw nsw i64 %290, %286
  %292 = getelementptr inbounds nuw i64, ptr %289, i64 %291
  store i64 0, ptr %292, align 4
  %293 = add i64 %286, 1
  br label %285

294:                                              ; preds = %285
  %295 = add i64 %282, 1
  br label %281

296:                                              ; preds = %281
  %297 = call ptr @malloc(i64 72)
  %298 = ptrtoint ptr %297 to i64
  %299 = add i64 %298, 63
  %300 = urem i64 %299, 64
  %301 = sub i64 %299, %300
  %302 = inttoptr i64 %301 to ptr
  %303 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %297, 0
  %304 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %303, ptr %302, 1
  %305 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %304, i64 0, 2
  %306 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %305, i64 1, 3, 0
  %307 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %306, i64 1, 4, 0
  br label %308

308:                                              ; preds = %311, %296
  %309 = phi i64 [ %314, %311 ], [ 0, %296 ]
  %310 = icmp slt i64 %309, 1
  br i1 %310, label %311, label %315

311:                                              ; preds = %308
  %312 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %307, 1
  %313 = getelementptr inbounds nuw i64, ptr %312, i64 %309
  store i64 0, ptr %313, align 4
  %314 = add i64 %309, 1
  br label %308

315:                                              ; preds = %308
  %316 = call ptr @malloc(i64 64)
  %317 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %316, 0
  %318 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %317, ptr %316, 1
  %319 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %318, i64 0, 2
  %320 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %319, i64 1, 3, 0
  %321 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %320, i64 8, 3, 1
  %322 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %321, i64 8, 4, 0
  %323 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %322, i64 1, 4, 1
  %324 = call ptr @malloc(i64 8)
  %325 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } poison, ptr %324, 0
  %326 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %325, ptr %324, 1
  %327 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %326, i64 0, 2
  %328 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %327, i64 1, 3, 0
  %329 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %328, i64 1, 4, 0
  br label %330

330:                                              ; preds = %370, %315
  %331 = phi i64 [ %371, %370 ], [ 0, %315 ]
  %332 = icmp slt i64 %331, 1
  br i1 %332, label %333, label %372

333:                                              ; preds = %330
  br label %334

334:                                              ; preds = %368, %333
  %335 = phi i64 [ %369, %368 ], [ 0, %333 ]
  %336 = icmp slt i64 %335, 8
  br i1 %336, label %337, label %370

337:                                              ; preds = %334
  %338 = icmp eq i64 %335, 0
  br i1 %338, label %339, label %349

339:                                              ; preds = %337
  %340 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %251, 1
  %341 = mul nuw nsw i64 %331, 8
  %342 = add nuw nsw i64 %341, %335
  %343 = getelementptr inbounds nuw i64, ptr %340, i64 %342
  %344 = load i64, ptr %343, align 4
  %345 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %323, 1
  %346 = mul nuw nsw i64 %331, 8
  %347 = add nuw nsw i64 %346, %335
  %348 = getelementptr inbounds nuw i64, ptr %345, i64 %347
  store i64 %344, ptr %348, align 4
  br label %368

349:                                              ; preds = %337
  %350 = sub i64 %335, 1
  %351 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %323, 1
  %352 = mul nuw nsw i64 %331, 8
  %353 = add nuw nsw i64 %352, %350
  %354 = getelementptr inbounds nuw i64, ptr %351, i64 %353
  %355 = load i64, ptr %354, align 4
  %356 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %251, 1
  %357 = mul nuw nsw i64 %331, 8
  %358 = add nuw nsw i64 %357, %335
  %359 = getelementptr inbounds nuw i64, ptr %356, i64 %358
  %360 = load i64, ptr %359, align 4
  %361 = add i64 %355, %360
  %362 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %323, 1
  %363 = mul nuw nsw i64 %331, 8
  %364 = add nuw nsw i64 %363, %335
  %365 = getelementptr inbounds nuw i64, ptr %362, i64 %364
  store i64 %361, ptr %365, align 4
  %366 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %329, 1
  %367 = getelementptr inbounds nuw i64, ptr %366, i64 %331
  store i64 %361, ptr %367, align 4
  br label %368

368:                                              ; preds = %339, %349
  %369 = add i64 %335, 1
  br label %334

370:                                              ; preds = %334
  %371 = add i64 %331, 1
  br label %330

372:                                              ; preds = %330
  %373 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %40, 0
  %374 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %40, 1
  %375 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %373, 0
  %376 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %375, ptr %374, 1
  %377 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %376, i64 0, 2
  %378 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %377, i64 1, 3, 0
  %379 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %378, i64 8, 4, 0
  %380 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %379, i64 1, 3, 1
  %381 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %380, i64 8, 4, 1
  %382 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %381, i64 8, 3, 2
  %383 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %382, i64 1, 4, 2
  %384 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %383, i64 1, 3, 3
  %385 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %384, i64 1, 4, 3
  %386 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %40, 0
  %387 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %40, 1
  %388 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %386, 0
  %389 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %388, ptr %387, 1
  %390 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %389, i64 0, 2
  %391 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %390, i64 1, 3, 0
  %392 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %391, i64 8, 4, 0
  %393 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %392, i64 1, 3, 1
  %394 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %393, i64 8, 4, 1
  %395 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %394, i64 1, 3, 2
  %396 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %395, i64 8, 4, 2
  %397 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %396, i64 8, 3, 3
  %398 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %397, i64 1, 4, 3
  %399 = call ptr @malloc(i64 320)
  %400 = ptrtoint ptr %399 to i64
  %401 = add i64 %400, 63
  %402 = urem i64 %401, 64
  %403 = sub i64 %401, %402
  %404 = inttoptr i64 %403 to ptr
  %405 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %399, 0
  %406 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %405, ptr %404, 1
  %407 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %406, i64 0, 2
  %408 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %407, i64 1, 3, 0
  %409 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %408, i64 1, 3, 1
  %410 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %409, i64 8, 3, 2
  %411 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %410, i64 8, 3, 3
  %412 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %411, i64 64, 4, 0
  %413 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %412, i64 64, 4, 1
  %414 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %413, i64 8, 4, 2
  %415 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %414, i64 1, 4, 3
  br label %416

416:                                              ; preds = %480, %372
  %417 = phi i64 [ %481, %480 ], [ 0, %372 ]
  %418 = icmp slt i64 %417, 1
  br i1 %418, label %419, label %482

419:                                              ; preds = %416
  br label %420

420:                                              ; preds = %478, %419
  %421 = phi i64 [ %479, %478 ], [ 0, %419 ]
  %422 = icmp slt i64 %421, 1
  br i1 %422, label %423, label %480

423:                                              ; preds = %420
  br label %424

424:                                              ; preds = %476, %423
  %425 = phi i64 [ %477, %476 ], [ 0, %423 ]
  %426 = icmp slt i64 %425, 8
  br i1 %426, label %427, label %478

427:                                              ; preds = %424
  br label %428

428:                                              ; preds = %431, %427
  %429 = phi i64 [ %475, %431 ], [ 0, %427 ]
  %430 = icmp slt i64 %429, 8
  br i1 %430, label %431, label %476

431:                                              ; preds = %428
  %432 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %385, 1
  %433 = add nuw nsw i64 0, %425
  %434 = add nuw nsw i64 %433, 0
  %435 = getelementptr inbounds nuw i64, ptr %432, i64 %434
  %436 = load i64, ptr %435, align 4
  %437 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %398, 1
  %438 = add nuw nsw i64 0, %429
  %439 = getelementptr inbounds nuw i64, ptr %437, i64 %438
  %440 = load i64, ptr %439, align 4
  %441 = icmp slt i64 %436, 0
  %442 = add i64 %436, 8
  %443 = select i1 %441, i64 %442, i64 %436
  %444 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %57, 1
  %445 = add nuw nsw i64 0, %443
  %446 = getelementptr inbounds nuw i64, ptr %444, i64 %445
  %447 = load i64, ptr %446, align 4
  %448 = icmp slt i64 %440, 0
  %449 = add i64 %440, 8
  %450 = select i1 %448, i64 %449, i64 %440
  %451 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %57, 1
  %452 = add nuw nsw i64 0, %450
  %453 = getelementptr inbounds nuw i64, ptr %451, i64 %452
  %454 = load i64, ptr %453, align 4
  %455 = icmp sle i64 %454, %447
  %456 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %323, 1
  %457 = add nuw nsw i64 0, %450
  %458 = getelementptr inbounds nuw i64, ptr %456, i64 %457
  %459 = load i64, ptr %458, align 4
  %460 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %323, 1
  %461 = add nuw nsw i64 0, %443
  %462 = getelementptr inbounds nuw i64, ptr %460, i64 %461
  %463 = load i64, ptr %462, align 4
  %464 = icmp eq i64 %463, %459
  %465 = and i1 %464, %455
  %466 = select i1 %465, float 0.000000e+00, float f0xFF7FFFFF
  %467 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %415, 1
  %468 = mul nuw nsw i64 %417, 64
  %469 = mul nuw nsw i64 %421, 64
  %470 = add nuw nsw i64 %468, %469
  %471 = mul nuw nsw i64 %425, 8
  %472 = add nuw nsw i64 %470, %471
  %473 = add nuw nsw i64 %472, %429
  %474 = getelementptr inbounds nuw float, ptr %467, i64 %473
  store float %466, ptr %474, align 4
  %475 = add i64 %429, 1
  br label %428

476:                                              ; preds = %428
  %477 = add i64 %425, 1
  br label %424

478:                                              ; preds = %424
  %479 = add i64 %421, 1
  br label %420

480:                                              ; preds = %420
  %481 = add i64 %417, 1
  br label %416

482:                                              ; preds = %416
  %483 = call ptr @malloc(i64 2112)
  %484 = ptrtoint ptr %483 to i64
  %485 = add i64 %484, 63
  %486 = urem i64 %485, 64
  %487 = sub i64 %485, %486
  %488 = inttoptr i64 %487 to ptr
  %489 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %483, 0
  %490 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %489, ptr %488, 1
  %491 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %490, i64 0, 2
  %492 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %491, i64 1, 3, 0
  %493 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %492, i64 8, 3, 1
  %494 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %493, i64 32, 3, 2
  %495 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %494, i64 256, 4, 0
  %496 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %495, i64 32, 4, 1
  %497 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %496, i64 1, 4, 2
  br label %498

498:                                              ; preds = %527, %482
  %499 = phi i64 [ %528, %527 ], [ 0, %482 ]
  %500 = icmp slt i64 %499, 1
  br i1 %500, label %501, label %529

501:                                              ; preds = %498
  br label %502

502:                                              ; preds = %525, %501
  %503 = phi i64 [ %526, %525 ], [ 0, %501 ]
  %504 = icmp slt i64 %503, 8
  br i1 %504, label %505, label %527

505:                                              ; preds = %502
  br label %506

506:                                              ; preds = %509, %505
  %507 = phi i64 [ %524, %509 ], [ 0, %505 ]
  %508 = icmp slt i64 %507, 32
  br i1 %508, label %509, label %525

509:                                              ; preds = %506
  %510 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %511 = mul nuw nsw i64 %499, 256
  %512 = mul nuw nsw i64 %503, 32
  %513 = add nuw nsw i64 %511, %512
  %514 = add nuw nsw i64 %513, %507
  %515 = getelementptr inbounds nuw float, ptr %510, i64 %514
  %516 = load float, ptr %515, align 4
  %517 = fpext float %516 to double
  %518 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %497, 1
  %519 = mul nuw nsw i64 %499, 256
  %520 = mul nuw nsw i64 %503, 32
  %521 = add nuw nsw i64 %519, %520
  %522 = add nuw nsw i64 %521, %507
  %523 = getelementptr inbounds nuw double, ptr %518, i64 %522
  store double %517, ptr %523, align 8
  %524 = add i64 %507, 1
  br label %506

525:                                              ; preds = %506
  %526 = add i64 %503, 1
  br label %502

527:                                              ; preds = %502
  %528 = add i64 %499, 1
  br label %498

529:                                              ; preds = %498
  %530 = call ptr @malloc(i64 128)
  %531 = ptrtoint ptr %530 to i64
  %532 = add i64 %531, 63
  %533 = urem i64 %532, 64
  %534 = sub i64 %532, %533
  %535 = inttoptr i64 %534 to ptr
  %536 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %530, 0
  %537 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %536, ptr %535, 1
  %538 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %537, i64 0, 2
  %539 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %538, i64 1, 3, 0
  %540 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %539, i64 8, 3, 1
  %541 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %540, i64 1, 3, 2
  %542 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %541, i64 8, 4, 0
  %543 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %542, i64 1, 4, 1
  %544 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %543, i64 1, 4, 2
  br label %545

545:                                              ; preds = %565, %529
  %546 = phi i64 [ %566, %565 ], [ 0, %529 ]
  %547 = icmp slt i64 %546, 1
  br i1 %547, label %548, label %567

548:                                              ; preds = %545
  br label %549

549:                                              ; preds = %563, %548
  %550 = phi i64 [ %564, %563 ], [ 0, %548 ]
  %551 = icmp slt i64 %550, 8
  br i1 %551, label %552, label %565

552:                                              ; preds = %549
  br label %553

553:                                              ; preds = %556, %552
  %554 = phi i64 [ %562, %556 ], [ 0, %552 ]
  %555 = icmp slt i64 %554, 1
  br i1 %555, label %556, label %563

556:                                              ; preds = %553
  %557 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %544, 1
  %558 = mul nuw nsw i64 %546, 8
  %559 = add nuw nsw i64 %558, %550
  %560 = add nuw nsw i64 %559, %554
  %561 = getelementptr inbounds nuw double, ptr %557, i64 %560
  store double 0.000000e+00, ptr %561, align 8
  %562 = add i64 %554, 1
  br label %553

563:                                              ; preds = %553
  %564 = add i64 %550, 1
  br label %549

565:                                              ; preds = %549
  %566 = add i64 %546, 1
  br label %545

567:                                              ; preds = %545
  %568 = call ptr @malloc(i64 128)
  %569 = ptrtoint ptr %568 to i64
  %570 = add i64 %569, 63
  %571 = urem i64 %570, 64
  %572 = sub i64 %570, %571
  %573 = inttoptr i64 %572 to ptr
  %574 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %568, 0
  %575 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %574, ptr %573, 1
  %576 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %575, i64 0, 2
  %577 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %576, i64 1, 3, 0
  %578 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %577, i64 8, 3, 1
  %579 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %578, i64 1, 3, 2
  %580 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %579, i64 8, 4, 0
  %581 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %580, i64 1, 4, 1
  %582 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %581, i64 1, 4, 2
  br label %583

583:                                              ; preds = %609, %567
  %584 = phi i64 [ %610, %609 ], [ 0, %567 ]
  %585 = icmp slt i64 %584, 1
  br i1 %585, label %586, label %611

586:                                              ; preds = %583
  br label %587

587:                                              ; preds = %607, %586
  %588 = phi i64 [ %608, %607 ], [ 0, %586 ]
  %589 = icmp slt i64 %588, 8
  br i1 %589, label %590, label %609

590:                                              ; preds = %587
  br label %591

591:                                              ; preds = %594, %590
  %592 = phi i64 [ %606, %594 ], [ 0, %590 ]
  %593 = icmp slt i64 %592, 1
  br i1 %593, label %594, label %607

594:                                              ; preds = %591
  %595 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %544, 1
  %596 = mul nuw nsw i64 %584, 8
  %597 = add nuw nsw i64 %596, %588
  %598 = add nuw nsw i64 %597, %592
  %599 = getelementptr inbounds nuw double, ptr %595, i64 %598
  %600 = load double, ptr %599, align 8
  %601 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %582, 1
  %602 = mul nuw nsw i64 %584, 8
  %603 = add nuw nsw i64 %602, %588
  %604 = add nuw nsw i64 %603, %592
  %605 = getelementptr inbounds nuw double, ptr %601, i64 %604
  store double %600, ptr %605, align 8
  %606 = add i64 %592, 1
  br label %591

607:                                              ; preds = %591
  %608 = add i64 %588, 1
  br label %587

609:                                              ; preds = %587
  %610 = add i64 %584, 1
  br label %583

611:                                              ; preds = %583
  br label %612

612:                                              ; preds = %646, %611
  %613 = phi i64 [ %647, %646 ], [ 0, %611 ]
  %614 = icmp slt i64 %613, 1
  br i1 %614, label %615, label %648

615:                                              ; preds = %612
  br label %616

616:                                              ; preds = %644, %615
  %617 = phi i64 [ %645, %644 ], [ 0, %615 ]
  %618 = icmp slt i64 %617, 8
  br i1 %618, label %619, label %646

619:                                              ; preds = %616
  br label %620

620:                                              ; preds = %623, %619
  %621 = phi i64 [ %643, %623 ], [ 0, %619 ]
  %622 = icmp slt i64 %621, 32
  br i1 %622, label %623, label %644

623:                                              ; preds = %620
  %624 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %497, 1
  %625 = mul nuw nsw i64 %613, 256
  %626 = mul nuw nsw i64 %617, 32
  %627 = add nuw nsw i64 %625, %626
  %628 = add nuw nsw i64 %627, %621
  %629 = getelementptr inbounds nuw double, ptr %624, i64 %628
  %630 = load double, ptr %629, align 8
  %631 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %582, 1
  %632 = mul nuw nsw i64 %613, 8
  %633 = add nuw nsw i64 %632, %617
  %634 = add nuw nsw i64 %633, 0
  %635 = getelementptr inbounds nuw double, ptr %631, i64 %634
  %636 = load double, ptr %635, align 8
  %637 = fadd double %630, %636
  %638 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %582, 1
  %639 = mul nuw nsw i64 %613, 8
  %640 = add nuw nsw i64 %639, %617
  %641 = add nuw nsw i64 %640, 0
  %642 = getelementptr inbounds nuw double, ptr %638, i64 %641
  store double %637, ptr %642, align 8
  %643 = add i64 %621, 1
  br label %620

644:                                              ; preds = %620
  %645 = add i64 %617, 1
  br label %616

646:                                              ; preds = %616
  %647 = add i64 %613, 1
  br label %612

648:                                              ; preds = %612
  %649 = call ptr @malloc(i64 128)
  %650 = ptrtoint ptr %649 to i64
  %651 = add i64 %650, 63
  %652 = urem i64 %651, 64
  %653 = sub i64 %651, %652
  %654 = inttoptr i64 %653 to ptr
  %655 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %649, 0
  %656 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %655, ptr %654, 1
  %657 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %656, i64 0, 2
  %658 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %657, i64 1, 3, 0
  %659 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %658, i64 8, 3, 1
  %660 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %659, i64 1, 3, 2
  %661 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %660, i64 8, 4, 0
  %662 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %661, i64 1, 4, 1
  %663 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %662, i64 1, 4, 2
  br label %664

664:                                              ; preds = %690, %648
  %665 = phi i64 [ %691, %690 ], [ 0, %648 ]
  %666 = icmp slt i64 %665, 1
  br i1 %666, label %667, label %692

667:                                              ; preds = %664
  br label %668

668:                                              ; preds = %688, %667
  %669 = phi i64 [ %689, %688 ], [ 0, %667 ]
  %670 = icmp slt i64 %669, 8
  br i1 %670, label %671, label %690

671:                                              ; preds = %668
  br label %672

672:                                              ; preds = %675, %671
  %673 = phi i64 [ %687, %675 ], [ 0, %671 ]
  %674 = icmp slt i64 %673, 1
  br i1 %674, label %675, label %688

675:                                              ; preds = %672
  %676 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %544, 1
  %677 = mul nuw nsw i64 %665, 8
  %678 = add nuw nsw i64 %677, %669
  %679 = add nuw nsw i64 %678, %673
  %680 = getelementptr inbounds nuw double, ptr %676, i64 %679
  %681 = load double, ptr %680, align 8
  %682 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %663, 1
  %683 = mul nuw nsw i64 %665, 8
  %684 = add nuw nsw i64 %683, %669
  %685 = add nuw nsw i64 %684, %673
  %686 = getelementptr inbounds nuw double, ptr %682, i64 %685
  store double %681, ptr %686, align 8
  %687 = add i64 %673, 1
  br label %672

688:                                              ; preds = %672
  %689 = add i64 %669, 1
  br label %668

690:                                              ; preds = %668
  %691 = add i64 %665, 1
  br label %664

692:                                              ; preds = %664
  br label %693

693:                                              ; preds = %736, %692
  %694 = phi i64 [ %737, %736 ], [ 0, %692 ]
  %695 = icmp slt i64 %694, 1
  br i1 %695, label %696, label %738

696:                                              ; preds = %693
  br label %697

697:                                              ; preds = %734, %696
  %698 = phi i64 [ %735, %734 ], [ 0, %696 ]
  %699 = icmp slt i64 %698, 8
  br i1 %699, label %700, label %736

700:                                              ; preds = %697
  br label %701

701:                                              ; preds = %704, %700
  %702 = phi i64 [ %733, %704 ], [ 0, %700 ]
  %703 = icmp slt i64 %702, 32
  br i1 %703, label %704, label %734

704:                                              ; preds = %701
  %705 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %497, 1
  %706 = mul nuw nsw i64 %694, 256
  %707 = mul nuw nsw i64 %698, 32
  %708 = add nuw nsw i64 %706, %707
  %709 = add nuw nsw i64 %708, %702
  %710 = getelementptr inbounds nuw double, ptr %705, i64 %709
  %711 = load double, ptr %710, align 8
  %712 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %582, 1
  %713 = mul nuw nsw i64 %694, 8
  %714 = add nuw nsw i64 %713, %698
  %715 = add nuw nsw i64 %714, 0
  %716 = getelementptr inbounds nuw double, ptr %712, i64 %715
  %717 = load double, ptr %716, align 8
  %718 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %663, 1
  %719 = mul nuw nsw i64 %694, 8
  %720 = add nuw nsw i64 %719, %698
  %721 = add nuw nsw i64 %720, 0
  %722 = getelementptr inbounds nuw double, ptr %718, i64 %721
  %723 = load double, ptr %722, align 8
  %724 = fdiv double %717, 3.200000e+01
  %725 = fsub double %711, %724
  %726 = fmul double %725, %725
  %727 = fadd double %726, %723
  %728 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %663, 1
  %729 = mul nuw nsw i64 %694, 8
  %730 = add nuw nsw i64 %729, %698
  %731 = add nuw nsw i64 %730, 0
  %732 = getelementptr inbounds nuw double, ptr %728, i64 %731
  store double %727, ptr %732, align 8
  %733 = add i64 %702, 1
  br label %701

734:                                              ; preds = %701
  %735 = add i64 %698, 1
  br label %697

736:                                              ; preds = %697
  %737 = add i64 %694, 1
  br label %693

738:                                              ; preds = %693
  %739 = call ptr @malloc(i64 96)
  %740 = ptrtoint ptr %739 to i64
  %741 = add i64 %740, 63
  %742 = urem i64 %741, 64
  %743 = sub i64 %741, %742
  %744 = inttoptr i64 %743 to ptr
  %745 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %739, 0
  %746 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %745, ptr %744, 1
  %747 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %746, i64 0, 2
  %748 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %747, i64 1, 3, 0
  %749 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %748, i64 8, 3, 1
  %750 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %749, i64 1, 3, 2
  %751 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %750, i64 8, 4, 0
  %752 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %751, i64 1, 4, 1
  %753 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %752, i64 1, 4, 2
  br label %754

754:                                              ; preds = %774, %738
  %755 = phi i64 [ %775, %774 ], [ 0, %738 ]
  %756 = icmp slt i64 %755, 1
  br i1 %756, label %757, label %776

757:                                              ; preds = %754
  br label %758

758:                                              ; preds = %772, %757
  %759 = phi i64 [ %773, %772 ], [ 0, %757 ]
  %760 = icmp slt i64 %759, 8
  br i1 %760, label %761, label %774

761:                                              ; preds = %758
  br label %762

762:                                              ; preds = %765, %761
  %763 = phi i64 [ %771, %765 ], [ 0, %761 ]
  %764 = icmp slt i64 %763, 1
  br i1 %764, label %765, label %772

765:                                              ; preds = %762
  %766 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %753, 1
  %767 = mul nuw nsw i64 %755, 8
  %768 = add nuw nsw i64 %767, %759
  %769 = add nuw nsw i64 %768, %763
  %770 = getelementptr inbounds nuw float, ptr %766, i64 %769
  store float 0.000000e+00, ptr %770, align 4
  %771 = add i64 %763, 1
  br label %762

772:                                              ; preds = %762
  %773 = add i64 %759, 1
  br label %758

774:                                              ; preds = %758
  %775 = add i64 %755, 1
  br label %754

776:                                              ; preds = %754
  %777 = call ptr @malloc(i64 96)
  %778 = ptrtoint ptr %777 to i64
  %779 = add i64 %778, 63
  %780 = urem i64 %779, 64
  %781 = sub i64 %779, %780
  %782 = inttoptr i64 %781 to ptr
  %783 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %777, 0
  %784 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %783, ptr %782, 1
  %785 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %784, i64 0, 2
  %786 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %785, i64 1, 3, 0
  %787 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %786, i64 8, 3, 1
  %788 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %787, i64 1, 3, 2
  %789 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %788, i64 8, 4, 0
  %790 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %789, i64 1, 4, 1
  %791 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %790, i64 1, 4, 2
  br label %792

792:                                              ; preds = %818, %776
  %793 = phi i64 [ %819, %818 ], [ 0, %776 ]
  %794 = icmp slt i64 %793, 1
  br i1 %794, label %795, label %820

795:                                              ; preds = %792
  br label %796

796:                                              ; preds = %816, %795
  %797 = phi i64 [ %817, %816 ], [ 0, %795 ]
  %798 = icmp slt i64 %797, 8
  br i1 %798, label %799, label %818

799:                                              ; preds = %796
  br label %800

800:                                              ; preds = %803, %799
  %801 = phi i64 [ %815, %803 ], [ 0, %799 ]
  %802 = icmp slt i64 %801, 1
  br i1 %802, label %803, label %816

803:                                              ; preds = %800
  %804 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %753, 1
  %805 = mul nuw nsw i64 %793, 8
  %806 = add nuw nsw i64 %805, %797
  %807 = add nuw nsw i64 %806, %801
  %808 = getelementptr inbounds nuw float, ptr %804, i64 %807
  %809 = load float, ptr %808, align 4
  %810 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %791, 1
  %811 = mul nuw nsw i64 %793, 8
  %812 = add nuw nsw i64 %811, %797
  %813 = add nuw nsw i64 %812, %801
  %814 = getelementptr inbounds nuw float, ptr %810, i64 %813
  store float %809, ptr %814, align 4
  %815 = add i64 %801, 1
  br label %800

816:                                              ; preds = %800
  %817 = add i64 %797, 1
  br label %796

818:                                              ; preds = %796
  %819 = add i64 %793, 1
  br label %792

820:                                              ; preds = %792
  br label %821

821:                                              ; preds = %855, %820
  %822 = phi i64 [ %856, %855 ], [ 0, %820 ]
  %823 = icmp slt i64 %822, 1
  br i1 %823, label %824, label %857

824:                                              ; preds = %821
  br label %825

825:                                              ; preds = %853, %824
  %826 = phi i64 [ %854, %853 ], [ 0, %824 ]
  %827 = icmp slt i64 %826, 8
  br i1 %827, label %828, label %855

828:                                              ; preds = %825
  br label %829

829:                                              ; preds = %832, %828
  %830 = phi i64 [ %852, %832 ], [ 0, %828 ]
  %831 = icmp slt i64 %830, 32
  br i1 %831, label %832, label %853

832:                                              ; preds = %829
  %833 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %834 = mul nuw nsw i64 %822, 256
  %835 = mul nuw nsw i64 %826, 32
  %836 = add nuw nsw i64 %834, %835
  %837 = add nuw nsw i64 %836, %830
  %838 = getelementptr inbounds nuw float, ptr %833, i64 %837
  %839 = load float, ptr %838, align 4
  %840 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %791, 1
  %841 = mul nuw nsw i64 %822, 8
  %842 = add nuw nsw i64 %841, %826
  %843 = add nuw nsw i64 %842, 0
  %844 = getelementptr inbounds nuw float, ptr %840, i64 %843
  %845 = load float, ptr %844, align 4
  %846 = fadd float %839, %845
  %847 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %791, 1
  %848 = mul nuw nsw i64 %822, 8
  %849 = add nuw nsw i64 %848, %826
  %850 = add nuw nsw i64 %849, 0
  %851 = getelementptr inbounds nuw float, ptr %847, i64 %850
  store float %846, ptr %851, align 4
  %852 = add i64 %830, 1
  br label %829

853:                                              ; preds = %829
  %854 = add i64 %826, 1
  br label %825

855:                                              ; preds = %825
  %856 = add i64 %822, 1
  br label %821

857:                                              ; preds = %821
  %858 = call ptr @malloc(i64 3136)
  %859 = ptrtoint ptr %858 to i64
  %860 = add i64 %859, 63
  %861 = urem i64 %860, 64
  %862 = sub i64 %860, %861
  %863 = inttoptr i64 %862 to ptr
  %864 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %858, 0
  %865 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %864, ptr %863, 1
  %866 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %865, i64 0, 2
  %867 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %866, i64 8, 3, 0
  %868 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %867, i64 96, 3, 1
  %869 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %868, i64 96, 4, 0
  %870 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %869, i64 1, 4, 1
  br label %871

871:                                              ; preds = %884, %857
  %872 = phi i64 [ %885, %884 ], [ 0, %857 ]
  %873 = icmp slt i64 %872, 8
  br i1 %873, label %874, label %886

874:                                              ; preds = %871
  br label %875

875:                                              ; preds = %878, %874
  %876 = phi i64 [ %883, %878 ], [ 0, %874 ]
  %877 = icmp slt i64 %876, 96
  br i1 %877, label %878, label %884

878:                                              ; preds = %875
  %879 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %870, 1
  %880 = mul nuw nsw i64 %872, 96
  %881 = add nuw nsw i64 %880, %876
  %882 = getelementptr inbounds nuw float, ptr %879, i64 %881
  store float 0.000000e+00, ptr %882, align 4
  %883 = add i64 %876, 1
  br label %875

884:                                              ; preds = %875
  %885 = add i64 %872, 1
  br label %871

886:                                              ; preds = %871
  %887 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %870, 0
  %888 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %870, 1
  %889 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %887, 0
  %890 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %889, ptr %888, 1
  %891 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %890, i64 0, 2
  %892 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %891, i64 1, 3, 0
  %893 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %892, i64 768, 4, 0
  %894 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %893, i64 8, 3, 1
  %895 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %894, i64 96, 4, 1
  %896 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %895, i64 96, 3, 2
  %897 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %896, i64 1, 4, 2
  %898 = call ptr @malloc(i64 3136)
  %899 = ptrtoint ptr %898 to i64
  %900 = add i64 %899, 63
  %901 = urem i64 %900, 64
  %902 = sub i64 %900, %901
  %903 = inttoptr i64 %902 to ptr
  %904 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %898, 0
  %905 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %904, ptr %903, 1
  %906 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %905, i64 0, 2
  %907 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %906, i64 1, 3, 0
  %908 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %907, i64 8, 3, 1
  %909 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %908, i64 96, 3, 2
  %910 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %909, i64 768, 4, 0
  %911 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %910, i64 96, 4, 1
  %912 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %911, i64 1, 4, 2
  br label %913

913:                                              ; preds = %941, %886
  %914 = phi i64 [ %942, %941 ], [ 0, %886 ]
  %915 = icmp slt i64 %914, 1
  br i1 %915, label %916, label %943

916:                                              ; preds = %913
  br label %917

917:                                              ; preds = %939, %916
  %918 = phi i64 [ %940, %939 ], [ 0, %916 ]
  %919 = icmp slt i64 %918, 8
  br i1 %919, label %920, label %941

920:                                              ; preds = %917
  br label %921

921:                                              ; preds = %924, %920
  %922 = phi i64 [ %938, %924 ], [ 0, %920 ]
  %923 = icmp slt i64 %922, 96
  br i1 %923, label %924, label %939

924:                                              ; preds = %921
  %925 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %897, 1
  %926 = mul nuw nsw i64 %914, 768
  %927 = mul nuw nsw i64 %918, 96
  %928 = add nuw nsw i64 %926, %927
  %929 = add nuw nsw i64 %928, %922
  %930 = getelementptr inbounds nuw float, ptr %925, i64 %929
  %931 = load float, ptr %930, align 4
  %932 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %912, 1
  %933 = mul nuw nsw i64 %914, 768
  %934 = mul nuw nsw i64 %918, 96
  %935 = add nuw nsw i64 %933, %934
  %936 = add nuw nsw i64 %935, %922
  %937 = getelementptr inbounds nuw float, ptr %932, i64 %936
  store float %931, ptr %937, align 4
  %938 = add i64 %922, 1
  br label %921

939:                                              ; preds = %921
  %940 = add i64 %918, 1
  br label %917

941:                                              ; preds = %917
  %942 = add i64 %914, 1
  br label %913

943:                                              ; preds = %913
  br label %944

944:                                              ; preds = %1017, %943
  %945 = phi i64 [ %1018, %1017 ], [ 0, %943 ]
  %946 = icmp slt i64 %945, 1
  br i1 %946, label %947, label %1019

947:                                              ; preds = %944
  br label %948

948:                                              ; preds = %1015, %947
  %949 = phi i64 [ %1016, %1015 ], [ 0, %947 ]
  %950 = icmp slt i64 %949, 8
  br i1 %950, label %951, label %1017

951:                                              ; preds = %948
  br label %952

952:                                              ; preds = %1013, %951
  %953 = phi i64 [ %1014, %1013 ], [ 0, %951 ]
  %954 = icmp slt i64 %953, 96
  br i1 %954, label %955, label %1015

955:                                              ; preds = %952
  br label %956

956:                                              ; preds = %959, %955
  %957 = phi i64 [ %1012, %959 ], [ 0, %955 ]
  %958 = icmp slt i64 %957, 32
  br i1 %958, label %959, label %1013

959:                                              ; preds = %956
  %960 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %961 = mul nuw nsw i64 %945, 256
  %962 = mul nuw nsw i64 %949, 32
  %963 = add nuw nsw i64 %961, %962
  %964 = add nuw nsw i64 %963, %957
  %965 = getelementptr inbounds nuw float, ptr %960, i64 %964
  %966 = load float, ptr %965, align 4
  %967 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %791, 1
  %968 = mul nuw nsw i64 %945, 8
  %969 = add nuw nsw i64 %968, %949
  %970 = add nuw nsw i64 %969, 0
  %971 = getelementptr inbounds nuw float, ptr %967, i64 %970
  %972 = load float, ptr %971, align 4
  %973 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %663, 1
  %974 = mul nuw nsw i64 %945, 8
  %975 = add nuw nsw i64 %974, %949
  %976 = add nuw nsw i64 %975, 0
  %977 = getelementptr inbounds nuw double, ptr %973, i64 %976
  %978 = load double, ptr %977, align 8
  %979 = getelementptr inbounds nuw float, ptr @__constant_32xf32_18, i64 %957
  %980 = load float, ptr %979, align 4
  %981 = getelementptr inbounds nuw float, ptr @__constant_32xf32_17, i64 %957
  %982 = load float, ptr %981, align 4
  %983 = mul nuw nsw i64 %957, 96
  %984 = add nuw nsw i64 %983, %953
  %985 = getelementptr inbounds nuw float, ptr @__constant_32x96xf32_16, i64 %984
  %986 = load float, ptr %985, align 4
  %987 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %912, 1
  %988 = mul nuw nsw i64 %945, 768
  %989 = mul nuw nsw i64 %949, 96
  %990 = add nuw nsw i64 %988, %989
  %991 = add nuw nsw i64 %990, %953
  %992 = getelementptr inbounds nuw float, ptr %987, i64 %991
  %993 = load float, ptr %992, align 4
  %994 = fdiv double %978, 3.200000e+01
  %995 = fptrunc double %994 to float
  %996 = fadd float %995, f0x3727C5AC
  %997 = call float @llvm.sqrt.f32(float %996)
  %998 = fdiv float 1.000000e+00, %997
  %999 = fdiv float %972, 3.200000e+01
  %1000 = fsub float %966, %999
  %1001 = fmul float %1000, %998
  %1002 = fmul float %1001, %980
  %1003 = fadd float %1002, %982
  %1004 = fmul float %1003, %986
  %1005 = fadd float %993, %1004
  %1006 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %912, 1
  %1007 = mul nuw nsw i64 %945, 768
  %1008 = mul nuw nsw i64 %949, 96
  %1009 = add nuw nsw i64 %1007, %1008
  %1010 = add nuw nsw i64 %1009, %953
  %1011 = getelementptr inbounds nuw float, ptr %1006, i64 %1010
  store float %1005, ptr %1011, align 4
  %1012 = add i64 %957, 1
  br label %956

1013:                                             ; preds = %956
  %1014 = add i64 %953, 1
  br label %952

1015:                                             ; preds = %952
  %1016 = add i64 %949, 1
  br label %948

1017:                                             ; preds = %948
  %1018 = add i64 %945, 1
  br label %944

1019:                                             ; preds = %944
  %1020 = call ptr @malloc(i64 3136)
  %1021 = ptrtoint ptr %1020 to i64
  %1022 = add i64 %1021, 63
  %1023 = urem i64 %1022, 64
  %1024 = sub i64 %1022, %1023
  %1025 = inttoptr i64 %1024 to ptr
  %1026 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1020, 0
  %1027 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1026, ptr %1025, 1
  %1028 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1027, i64 0, 2
  %1029 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1028, i64 1, 3, 0
  %1030 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1029, i64 8, 3, 1
  %1031 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1030, i64 96, 3, 2
  %1032 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1031, i64 768, 4, 0
  %1033 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1032, i64 96, 4, 1
  %1034 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1033, i64 1, 4, 2
  br label %1035

1035:                                             ; preds = %1066, %1019
  %1036 = phi i64 [ %1067, %1066 ], [ 0, %1019 ]
  %1037 = icmp slt i64 %1036, 1
  br i1 %1037, label %1038, label %1068

1038:                                             ; preds = %1035
  br label %1039

1039:                                             ; preds = %1064, %1038
  %1040 = phi i64 [ %1065, %1064 ], [ 0, %1038 ]
  %1041 = icmp slt i64 %1040, 8
  br i1 %1041, label %1042, label %1066

1042:                                             ; preds = %1039
  br label %1043

1043:                                             ; preds = %1046, %1042
  %1044 = phi i64 [ %1063, %1046 ], [ 0, %1042 ]
  %1045 = icmp slt i64 %1044, 96
  br i1 %1045, label %1046, label %1064

1046:                                             ; preds = %1043
  %1047 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %912, 1
  %1048 = mul nuw nsw i64 %1036, 768
  %1049 = mul nuw nsw i64 %1040, 96
  %1050 = add nuw nsw i64 %1048, %1049
  %1051 = add nuw nsw i64 %1050, %1044
  %1052 = getelementptr inbounds nuw float, ptr %1047, i64 %1051
  %1053 = load float, ptr %1052, align 4
  %1054 = getelementptr inbounds nuw float, ptr @__constant_96xf32_15, i64 %1044
  %1055 = load float, ptr %1054, align 4
  %1056 = fadd float %1053, %1055
  %1057 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1034, 1
  %1058 = mul nuw nsw i64 %1036, 768
  %1059 = mul nuw nsw i64 %1040, 96
  %1060 = add nuw nsw i64 %1058, %1059
  %1061 = add nuw nsw i64 %1060, %1044
  %1062 = getelementptr inbounds nuw float, ptr %1057, i64 %1061
  store float %1056, ptr %1062, align 4
  %1063 = add i64 %1044, 1
  br label %1043

1064:                                             ; preds = %1043
  %1065 = add i64 %1040, 1
  br label %1039

1066:                                             ; preds = %1039
  %1067 = add i64 %1036, 1
  br label %1035

1068:                                             ; preds = %1035
  %1069 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1034, 0
  %1070 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1034, 1
  %1071 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1069, 0
  %1072 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1071, ptr %1070, 1
  %1073 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1072, i64 32, 2
  %1074 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1073, i64 1, 3, 0
  %1075 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1074, i64 768, 4, 0
  %1076 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1075, i64 8, 3, 1
  %1077 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1076, i64 96, 4, 1
  %1078 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1077, i64 2, 3, 2
  %1079 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1078, i64 16, 4, 2
  %1080 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1079, i64 16, 3, 3
  %1081 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1080, i64 1, 4, 3
  %1082 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1034, 0
  %1083 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1034, 1
  %1084 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1082, 0
  %1085 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1084, ptr %1083, 1
  %1086 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1085, i64 64, 2
  %1087 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1086, i64 1, 3, 0
  %1088 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1087, i64 768, 4, 0
  %1089 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1088, i64 8, 3, 1
  %1090 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1089, i64 96, 4, 1
  %1091 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1090, i64 2, 3, 2
  %1092 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1091, i64 16, 4, 2
  %1093 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1092, i64 16, 3, 3
  %1094 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1093, i64 1, 4, 3
  %1095 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1034, 0
  %1096 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1034, 1
  %1097 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1095, 0
  %1098 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1097, ptr %1096, 1
  %1099 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1098, i64 0, 2
  %1100 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1099, i64 1, 3, 0
  %1101 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1100, i64 768, 4, 0
  %1102 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1101, i64 8, 3, 1
  %1103 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1102, i64 96, 4, 1
  %1104 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1103, i64 2, 3, 2
  %1105 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1104, i64 16, 4, 2
  %1106 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1105, i64 16, 3, 3
  %1107 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1106, i64 1, 4, 3
  %1108 = call ptr @malloc(i64 576)
  %1109 = ptrtoint ptr %1108 to i64
  %1110 = add i64 %1109, 63
  %1111 = urem i64 %1110, 64
  %1112 = sub i64 %1110, %1111
  %1113 = inttoptr i64 %1112 to ptr
  %1114 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1108, 0
  %1115 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1114, ptr %1113, 1
  %1116 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1115, i64 0, 2
  %1117 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1116, i64 2, 3, 0
  %1118 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1117, i64 8, 3, 1
  %1119 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1118, i64 8, 3, 2
  %1120 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1119, i64 64, 4, 0
  %1121 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1120, i64 8, 4, 1
  %1122 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1121, i64 1, 4, 2
  br label %1123

1123:                                             ; preds = %1144, %1068
  %1124 = phi i64 [ %1145, %1144 ], [ 0, %1068 ]
  %1125 = icmp slt i64 %1124, 2
  br i1 %1125, label %1126, label %1146

1126:                                             ; preds = %1123
  br label %1127

1127:                                             ; preds = %1142, %1126
  %1128 = phi i64 [ %1143, %1142 ], [ 0, %1126 ]
  %1129 = icmp slt i64 %1128, 8
  br i1 %1129, label %1130, label %1144

1130:                                             ; preds = %1127
  br label %1131

1131:                                             ; preds = %1134, %1130
  %1132 = phi i64 [ %1141, %1134 ], [ 0, %1130 ]
  %1133 = icmp slt i64 %1132, 8
  br i1 %1133, label %1134, label %1142

1134:                                             ; preds = %1131
  %1135 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1122, 1
  %1136 = mul nuw nsw i64 %1124, 64
  %1137 = mul nuw nsw i64 %1128, 8
  %1138 = add nuw nsw i64 %1136, %1137
  %1139 = add nuw nsw i64 %1138, %1132
  %1140 = getelementptr inbounds nuw float, ptr %1135, i64 %1139
  store float 0.000000e+00, ptr %1140, align 4
  %1141 = add i64 %1132, 1
  br label %1131

1142:                                             ; preds = %1131
  %1143 = add i64 %1128, 1
  br label %1127

1144:                                             ; preds = %1127
  %1145 = add i64 %1124, 1
  br label %1123

1146:                                             ; preds = %1123
  %1147 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1122, 0
  %1148 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1122, 1
  %1149 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1147, 0
  %1150 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1149, ptr %1148, 1
  %1151 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1150, i64 0, 2
  %1152 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1151, i64 1, 3, 0
  %1153 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1152, i64 128, 4, 0
  %1154 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1153, i64 2, 3, 1
  %1155 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1154, i64 64, 4, 1
  %1156 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1155, i64 8, 3, 2
  %1157 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1156, i64 8, 4, 2
  %1158 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1157, i64 8, 3, 3
  %1159 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1158, i64 1, 4, 3
  %1160 = call ptr @malloc(i64 576)
  %1161 = ptrtoint ptr %1160 to i64
  %1162 = add i64 %1161, 63
  %1163 = urem i64 %1162, 64
  %1164 = sub i64 %1162, %1163
  %1165 = inttoptr i64 %1164 to ptr
  %1166 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1160, 0
  %1167 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1166, ptr %1165, 1
  %1168 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1167, i64 0, 2
  %1169 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1168, i64 1, 3, 0
  %1170 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1169, i64 2, 3, 1
  %1171 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1170, i64 8, 3, 2
  %1172 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1171, i64 8, 3, 3
  %1173 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1172, i64 128, 4, 0
  %1174 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1173, i64 64, 4, 1
  %1175 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1174, i64 8, 4, 2
  %1176 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1175, i64 1, 4, 3
  br label %1177

1177:                                             ; preds = %1215, %1146
  %1178 = phi i64 [ %1216, %1215 ], [ 0, %1146 ]
  %1179 = icmp slt i64 %1178, 1
  br i1 %1179, label %1180, label %1217

1180:                                             ; preds = %1177
  br label %1181

1181:                                             ; preds = %1213, %1180
  %1182 = phi i64 [ %1214, %1213 ], [ 0, %1180 ]
  %1183 = icmp slt i64 %1182, 2
  br i1 %1183, label %1184, label %1215

1184:                                             ; preds = %1181
  br label %1185

1185:                                             ; preds = %1211, %1184
  %1186 = phi i64 [ %1212, %1211 ], [ 0, %1184 ]
  %1187 = icmp slt i64 %1186, 8
  br i1 %1187, label %1188, label %1213

1188:                                             ; preds = %1185
  br label %1189

1189:                                             ; preds = %1192, %1188
  %1190 = phi i64 [ %1210, %1192 ], [ 0, %1188 ]
  %1191 = icmp slt i64 %1190, 8
  br i1 %1191, label %1192, label %1211

1192:                                             ; preds = %1189
  %1193 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1159, 1
  %1194 = mul nuw nsw i64 %1178, 128
  %1195 = mul nuw nsw i64 %1182, 64
  %1196 = add nuw nsw i64 %1194, %1195
  %1197 = mul nuw nsw i64 %1186, 8
  %1198 = add nuw nsw i64 %1196, %1197
  %1199 = add nuw nsw i64 %1198, %1190
  %1200 = getelementptr inbounds nuw float, ptr %1193, i64 %1199
  %1201 = load float, ptr %1200, align 4
  %1202 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1176, 1
  %1203 = mul nuw nsw i64 %1178, 128
  %1204 = mul nuw nsw i64 %1182, 64
  %1205 = add nuw nsw i64 %1203, %1204
  %1206 = mul nuw nsw i64 %1186, 8
  %1207 = add nuw nsw i64 %1205, %1206
  %1208 = add nuw nsw i64 %1207, %1190
  %1209 = getelementptr inbounds nuw float, ptr %1202, i64 %1208
  store float %1201, ptr %1209, align 4
  %1210 = add i64 %1190, 1
  br label %1189

1211:                                             ; preds = %1189
  %1212 = add i64 %1186, 1
  br label %1185

1213:                                             ; preds = %1185
  %1214 = add i64 %1182, 1
  br label %1181

1215:                                             ; preds = %1181
  %1216 = add i64 %1178, 1
  br label %1177

1217:                                             ; preds = %1177
  br label %1218

1218:                                             ; preds = %1283, %1217
  %1219 = phi i64 [ %1284, %1283 ], [ 0, %1217 ]
  %1220 = icmp slt i64 %1219, 1
  br i1 %1220, label %1221, label %1285

1221:                                             ; preds = %1218
  br label %1222

1222:                                             ; preds = %1281, %1221
  %1223 = phi i64 [ %1282, %1281 ], [ 0, %1221 ]
  %1224 = icmp slt i64 %1223, 2
  br i1 %1224, label %1225, label %1283

1225:                                             ; preds = %1222
  br label %1226

1226:                                             ; preds = %1279, %1225
  %1227 = phi i64 [ %1280, %1279 ], [ 0, %1225 ]
  %1228 = icmp slt i64 %1227, 8
  br i1 %1228, label %1229, label %1281

1229:                                             ; preds = %1226
  br label %1230

1230:                                             ; preds = %1277, %1229
  %1231 = phi i64 [ %1278, %1277 ], [ 0, %1229 ]
  %1232 = icmp slt i64 %1231, 8
  br i1 %1232, label %1233, label %1279

1233:                                             ; preds = %1230
  br label %1234

1234:                                             ; preds = %1237, %1233
  %1235 = phi i64 [ %1276, %1237 ], [ 0, %1233 ]
  %1236 = icmp slt i64 %1235, 16
  br i1 %1236, label %1237, label %1277

1237:                                             ; preds = %1234
  %1238 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1107, 1
  %1239 = mul nuw nsw i64 %1219, 768
  %1240 = mul nuw nsw i64 %1227, 96
  %1241 = add nuw nsw i64 %1239, %1240
  %1242 = mul nuw nsw i64 %1223, 16
  %1243 = add nuw nsw i64 %1241, %1242
  %1244 = add nuw nsw i64 %1243, %1235
  %1245 = getelementptr inbounds nuw float, ptr %1238, i64 %1244
  %1246 = load float, ptr %1245, align 4
  %1247 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1081, 1
  %1248 = getelementptr float, ptr %1247, i64 32
  %1249 = mul nuw nsw i64 %1219, 768
  %1250 = mul nuw nsw i64 %1231, 96
  %1251 = add nuw nsw i64 %1249, %1250
  %1252 = mul nuw nsw i64 %1223, 16
  %1253 = add nuw nsw i64 %1251, %1252
  %1254 = add nuw nsw i64 %1253, %1235
  %1255 = getelementptr inbounds nuw float, ptr %1248, i64 %1254
  %1256 = load float, ptr %1255, align 4
  %1257 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1176, 1
  %1258 = mul nuw nsw i64 %1219, 128
  %1259 = mul nuw nsw i64 %1223, 64
  %1260 = add nuw nsw i64 %1258, %1259
  %1261 = mul nuw nsw i64 %1227, 8
  %1262 = add nuw nsw i64 %1260, %1261
  %1263 = add nuw nsw i64 %1262, %1231
  %1264 = getelementptr inbounds nuw float, ptr %1257, i64 %1263
  %1265 = load float, ptr %1264, align 4
  %1266 = fmul float %1246, %1256
  %1267 = fadd float %1265, %1266
  %1268 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1176, 1
  %1269 = mul nuw nsw i64 %1219, 128
  %1270 = mul nuw nsw i64 %1223, 64
  %1271 = add nuw nsw i64 %1269, %1270
  %1272 = mul nuw nsw i64 %1227, 8
  %1273 = add nuw nsw i64 %1271, %1272
  %1274 = add nuw nsw i64 %1273, %1231
  %1275 = getelementptr inbounds nuw float, ptr %1268, i64 %1274
  store float %1267, ptr %1275, align 4
  %1276 = add i64 %1235, 1
  br label %1234

1277:                                             ; preds = %1234
  %1278 = add i64 %1231, 1
  br label %1230

1279:                                             ; preds = %1230
  %1280 = add i64 %1227, 1
  br label %1226

1281:                                             ; preds = %1226
  %1282 = add i64 %1223, 1
  br label %1222

1283:                                             ; preds = %1222
  %1284 = add i64 %1219, 1
  br label %1218

1285:                                             ; preds = %1218
  %1286 = call ptr @malloc(i64 576)
  %1287 = ptrtoint ptr %1286 to i64
  %1288 = add i64 %1287, 63
  %1289 = urem i64 %1288, 64
  %1290 = sub i64 %1288, %1289
  %1291 = inttoptr i64 %1290 to ptr
  %1292 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1286, 0
  %1293 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1292, ptr %1291, 1
  %1294 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1293, i64 0, 2
  %1295 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1294, i64 1, 3, 0
  %1296 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1295, i64 2, 3, 1
  %1297 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1296, i64 8, 3, 2
  %1298 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1297, i64 8, 3, 3
  %1299 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1298, i64 128, 4, 0
  %1300 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1299, i64 64, 4, 1
  %1301 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1300, i64 8, 4, 2
  %1302 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1301, i64 1, 4, 3
  br label %1303

1303:                                             ; preds = %1351, %1285
  %1304 = phi i64 [ %1352, %1351 ], [ 0, %1285 ]
  %1305 = icmp slt i64 %1304, 1
  br i1 %1305, label %1306, label %1353

1306:                                             ; preds = %1303
  br label %1307

1307:                                             ; preds = %1349, %1306
  %1308 = phi i64 [ %1350, %1349 ], [ 0, %1306 ]
  %1309 = icmp slt i64 %1308, 2
  br i1 %1309, label %1310, label %1351

1310:                                             ; preds = %1307
  br label %1311

1311:                                             ; preds = %1347, %1310
  %1312 = phi i64 [ %1348, %1347 ], [ 0, %1310 ]
  %1313 = icmp slt i64 %1312, 8
  br i1 %1313, label %1314, label %1349

1314:                                             ; preds = %1311
  br label %1315

1315:                                             ; preds = %1318, %1314
  %1316 = phi i64 [ %1346, %1318 ], [ 0, %1314 ]
  %1317 = icmp slt i64 %1316, 8
  br i1 %1317, label %1318, label %1347

1318:                                             ; preds = %1315
  %1319 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1176, 1
  %1320 = mul nuw nsw i64 %1304, 128
  %1321 = mul nuw nsw i64 %1308, 64
  %1322 = add nuw nsw i64 %1320, %1321
  %1323 = mul nuw nsw i64 %1312, 8
  %1324 = add nuw nsw i64 %1322, %1323
  %1325 = add nuw nsw i64 %1324, %1316
  %1326 = getelementptr inbounds nuw float, ptr %1319, i64 %1325
  %1327 = load float, ptr %1326, align 4
  %1328 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %415, 1
  %1329 = mul nuw nsw i64 %1304, 64
  %1330 = add nuw nsw i64 %1329, 0
  %1331 = mul nuw nsw i64 %1312, 8
  %1332 = add nuw nsw i64 %1330, %1331
  %1333 = add nuw nsw i64 %1332, %1316
  %1334 = getelementptr inbounds nuw float, ptr %1328, i64 %1333
  %1335 = load float, ptr %1334, align 4
  %1336 = fmul float %1327, 2.500000e-01
  %1337 = fadd float %1336, %1335
  %1338 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1302, 1
  %1339 = mul nuw nsw i64 %1304, 128
  %1340 = mul nuw nsw i64 %1308, 64
  %1341 = add nuw nsw i64 %1339, %1340
  %1342 = mul nuw nsw i64 %1312, 8
  %1343 = add nuw nsw i64 %1341, %1342
  %1344 = add nuw nsw i64 %1343, %1316
  %1345 = getelementptr inbounds nuw float, ptr %1338, i64 %1344
  store float %1337, ptr %1345, align 4
  %1346 = add i64 %1316, 1
  br label %1315

1347:                                             ; preds = %1315
  %1348 = add i64 %1312, 1
  br label %1311

1349:                                             ; preds = %1311
  %1350 = add i64 %1308, 1
  br label %1307

1351:                                             ; preds = %1307
  %1352 = add i64 %1304, 1
  br label %1303

1353:                                             ; preds = %1303
  %1354 = call ptr @malloc(i64 128)
  %1355 = ptrtoint ptr %1354 to i64
  %1356 = add i64 %1355, 63
  %1357 = urem i64 %1356, 64
  %1358 = sub i64 %1356, %1357
  %1359 = inttoptr i64 %1358 to ptr
  %1360 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1354, 0
  %1361 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1360, ptr %1359, 1
  %1362 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1361, i64 0, 2
  %1363 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1362, i64 1, 3, 0
  %1364 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1363, i64 2, 3, 1
  %1365 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1364, i64 8, 3, 2
  %1366 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1365, i64 16, 4, 0
  %1367 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1366, i64 8, 4, 1
  %1368 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1367, i64 1, 4, 2
  br label %1369

1369:                                             ; preds = %1390, %1353
  %1370 = phi i64 [ %1391, %1390 ], [ 0, %1353 ]
  %1371 = icmp slt i64 %1370, 1
  br i1 %1371, label %1372, label %1392

1372:                                             ; preds = %1369
  br label %1373

1373:                                             ; preds = %1388, %1372
  %1374 = phi i64 [ %1389, %1388 ], [ 0, %1372 ]
  %1375 = icmp slt i64 %1374, 2
  br i1 %1375, label %1376, label %1390

1376:                                             ; preds = %1373
  br label %1377

1377:                                             ; preds = %1380, %1376
  %1378 = phi i64 [ %1387, %1380 ], [ 0, %1376 ]
  %1379 = icmp slt i64 %1378, 8
  br i1 %1379, label %1380, label %1388

1380:                                             ; preds = %1377
  %1381 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1368, 1
  %1382 = mul nuw nsw i64 %1370, 16
  %1383 = mul nuw nsw i64 %1374, 8
  %1384 = add nuw nsw i64 %1382, %1383
  %1385 = add nuw nsw i64 %1384, %1378
  %1386 = getelementptr inbounds nuw float, ptr %1381, i64 %1385
  store float -inf, ptr %1386, align 4
  %1387 = add i64 %1378, 1
  br label %1377

1388:                                             ; preds = %1377
  %1389 = add i64 %1374, 1
  br label %1373

1390:                                             ; preds = %1373
  %1391 = add i64 %1370, 1
  br label %1369

1392:                                             ; preds = %1369
  %1393 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1302, 0
  %1394 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1302, 1
  %1395 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } poison, ptr %1393, 0
  %1396 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1395, ptr %1394, 1
  %1397 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1396, i64 0, 2
  %1398 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1397, i64 1, 3, 0
  %1399 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1398, i64 128, 4, 0
  %1400 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1399, i64 2, 3, 1
  %1401 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1400, i64 64, 4, 1
  %1402 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1401, i64 8, 3, 2
  %1403 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1402, i64 8, 4, 2
  %1404 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1403, i64 1, 3, 3
  %1405 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1404, i64 8, 4, 3
  %1406 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1405, i64 8, 3, 4
  %1407 = insertvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1406, i64 1, 4, 4
  %1408 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1368, 0
  %1409 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1368, 1
  %1410 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1408, 0
  %1411 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1410, ptr %1409, 1
  %1412 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1411, i64 0, 2
  %1413 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1412, i64 1, 3, 0
  %1414 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1413, i64 16, 4, 0
  %1415 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1414, i64 2, 3, 1
  %1416 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1415, i64 8, 4, 1
  %1417 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1416, i64 8, 3, 2
  %1418 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1417, i64 1, 4, 2
  %1419 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1418, i64 1, 3, 3
  %1420 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1419, i64 1, 4, 3
  %1421 = call ptr @malloc(i64 128)
  %1422 = ptrtoint ptr %1421 to i64
  %1423 = add i64 %1422, 63
  %1424 = urem i64 %1423, 64
  %1425 = sub i64 %1423, %1424
  %1426 = inttoptr i64 %1425 to ptr
  %1427 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1421, 0
  %1428 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1427, ptr %1426, 1
  %1429 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1428, i64 0, 2
  %1430 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1429, i64 1, 3, 0
  %1431 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1430, i64 2, 3, 1
  %1432 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1431, i64 8, 3, 2
  %1433 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1432, i64 1, 3, 3
  %1434 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1433, i64 16, 4, 0
  %1435 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1434, i64 8, 4, 1
  %1436 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1435, i64 1, 4, 2
  %1437 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1436, i64 1, 4, 3
  br label %1438

1438:                                             ; preds = %1474, %1392
  %1439 = phi i64 [ %1475, %1474 ], [ 0, %1392 ]
  %1440 = icmp slt i64 %1439, 1
  br i1 %1440, label %1441, label %1476

1441:                                             ; preds = %1438
  br label %1442

1442:                                             ; preds = %1472, %1441
  %1443 = phi i64 [ %1473, %1472 ], [ 0, %1441 ]
  %1444 = icmp slt i64 %1443, 2
  br i1 %1444, label %1445, label %1474

1445:                                             ; preds = %1442
  br label %1446

1446:                                             ; preds = %1470, %1445
  %1447 = phi i64 [ %1471, %1470 ], [ 0, %1445 ]
  %1448 = icmp slt i64 %1447, 8
  br i1 %1448, label %1449, label %1472

1449:                                             ; preds = %1446
  br label %1450

1450:                                             ; preds = %1453, %1449
  %1451 = phi i64 [ %1469, %1453 ], [ 0, %1449 ]
  %1452 = icmp slt i64 %1451, 1
  br i1 %1452, label %1453, label %1470

1453:                                             ; preds = %1450
  %1454 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1420, 1
  %1455 = mul nuw nsw i64 %1439, 16
  %1456 = mul nuw nsw i64 %1443, 8
  %1457 = add nuw nsw i64 %1455, %1456
  %1458 = add nuw nsw i64 %1457, %1447
  %1459 = add nuw nsw i64 %1458, %1451
  %1460 = getelementptr inbounds nuw float, ptr %1454, i64 %1459
  %1461 = load float, ptr %1460, align 4
  %1462 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1437, 1
  %1463 = mul nuw nsw i64 %1439, 16
  %1464 = mul nuw nsw i64 %1443, 8
  %1465 = add nuw nsw i64 %1463, %1464
  %1466 = add nuw nsw i64 %1465, %1447
  %1467 = add nuw nsw i64 %1466, %1451
  %1468 = getelementptr inbounds nuw float, ptr %1462, i64 %1467
  store float %1461, ptr %1468, align 4
  %1469 = add i64 %1451, 1
  br label %1450

1470:                                             ; preds = %1450
  %1471 = add i64 %1447, 1
  br label %1446

1472:                                             ; preds = %1446
  %1473 = add i64 %1443, 1
  br label %1442

1474:                                             ; preds = %1442
  %1475 = add i64 %1439, 1
  br label %1438

1476:                                             ; preds = %1438
  br label %1477

1477:                                             ; preds = %1531, %1476
  %1478 = phi i64 [ %1532, %1531 ], [ 0, %1476 ]
  %1479 = icmp slt i64 %1478, 1
  br i1 %1479, label %1480, label %1533

1480:                                             ; preds = %1477
  br label %1481

1481:                                             ; preds = %1529, %1480
  %1482 = phi i64 [ %1530, %1529 ], [ 0, %1480 ]
  %1483 = icmp slt i64 %1482, 2
  br i1 %1483, label %1484, label %1531

1484:                                             ; preds = %1481
  br label %1485

1485:                                             ; preds = %1527, %1484
  %1486 = phi i64 [ %1528, %1527 ], [ 0, %1484 ]
  %1487 = icmp slt i64 %1486, 8
  br i1 %1487, label %1488, label %1529

1488:                                             ; preds = %1485
  br label %1489

1489:                                             ; preds = %1525, %1488
  %1490 = phi i64 [ %1526, %1525 ], [ 0, %1488 ]
  %1491 = icmp slt i64 %1490, 1
  br i1 %1491, label %1492, label %1527

1492:                                             ; preds = %1489
  br label %1493

1493:                                             ; preds = %1496, %1492
  %1494 = phi i64 [ %1524, %1496 ], [ 0, %1492 ]
  %1495 = icmp slt i64 %1494, 8
  br i1 %1495, label %1496, label %1525

1496:                                             ; preds = %1493
  %1497 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1407, 1
  %1498 = mul nuw nsw i64 %1478, 128
  %1499 = mul nuw nsw i64 %1482, 64
  %1500 = add nuw nsw i64 %1498, %1499
  %1501 = mul nuw nsw i64 %1486, 8
  %1502 = add nuw nsw i64 %1500, %1501
  %1503 = mul nuw nsw i64 %1490, 8
  %1504 = add nuw nsw i64 %1502, %1503
  %1505 = add nuw nsw i64 %1504, %1494
  %1506 = getelementptr inbounds nuw float, ptr %1497, i64 %1505
  %1507 = load float, ptr %1506, align 4
  %1508 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1437, 1
  %1509 = mul nuw nsw i64 %1478, 16
  %1510 = mul nuw nsw i64 %1482, 8
  %1511 = add nuw nsw i64 %1509, %1510
  %1512 = add nuw nsw i64 %1511, %1486
  %1513 = add nuw nsw i64 %1512, %1490
  %1514 = getelementptr inbounds nuw float, ptr %1508, i64 %1513
  %1515 = load float, ptr %1514, align 4
  %1516 = call float @llvm.maximum.f32(float %1507, float %1515)
  %1517 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1437, 1
  %1518 = mul nuw nsw i64 %1478, 16
  %1519 = mul nuw nsw i64 %1482, 8
  %1520 = add nuw nsw i64 %1518, %1519
  %1521 = add nuw nsw i64 %1520, %1486
  %1522 = add nuw nsw i64 %1521, %1490
  %1523 = getelementptr inbounds nuw float, ptr %1517, i64 %1522
  store float %1516, ptr %1523, align 4
  %1524 = add i64 %1494, 1
  br label %1493

1525:                                             ; preds = %1493
  %1526 = add i64 %1490, 1
  br label %1489

1527:                                             ; preds = %1489
  %1528 = add i64 %1486, 1
  br label %1485

1529:                                             ; preds = %1485
  %1530 = add i64 %1482, 1
  br label %1481

1531:                                             ; preds = %1481
  %1532 = add i64 %1478, 1
  br label %1477

1533:                                             ; preds = %1477
  br label %1534

1534:                                             ; preds = %1583, %1533
  %1535 = phi i64 [ %1584, %1583 ], [ 0, %1533 ]
  %1536 = icmp slt i64 %1535, 1
  br i1 %1536, label %1537, label %1585

1537:                                             ; preds = %1534
  br label %1538

1538:                                             ; preds = %1581, %1537
  %1539 = phi i64 [ %1582, %1581 ], [ 0, %1537 ]
  %1540 = icmp slt i64 %1539, 2
  br i1 %1540, label %1541, label %1583

1541:                                             ; preds = %1538
  br label %1542

1542:                                             ; preds = %1579, %1541
  %1543 = phi i64 [ %1580, %1579 ], [ 0, %1541 ]
  %1544 = icmp slt i64 %1543, 8
  br i1 %1544, label %1545, label %1581

1545:                                             ; preds = %1542
  br label %1546

1546:                                             ; preds = %1549, %1545
  %1547 = phi i64 [ %1578, %1549 ], [ 0, %1545 ]
  %1548 = icmp slt i64 %1547, 8
  br i1 %1548, label %1549, label %1579

1549:                                             ; preds = %1546
  %1550 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1302, 1
  %1551 = mul nuw nsw i64 %1535, 128
  %1552 = mul nuw nsw i64 %1539, 64
  %1553 = add nuw nsw i64 %1551, %1552
  %1554 = mul nuw nsw i64 %1543, 8
  %1555 = add nuw nsw i64 %1553, %1554
  %1556 = add nuw nsw i64 %1555, %1547
  %1557 = getelementptr inbounds nuw float, ptr %1550, i64 %1556
  %1558 = load float, ptr %1557, align 4
  %1559 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1437, 1
  %1560 = mul nuw nsw i64 %1535, 16
  %1561 = mul nuw nsw i64 %1539, 8
  %1562 = add nuw nsw i64 %1560, %1561
  %1563 = add nuw nsw i64 %1562, %1543
  %1564 = add nuw nsw i64 %1563, 0
  %1565 = getelementptr inbounds nuw float, ptr %1559, i64 %1564
  %1566 = load float, ptr %1565, align 4
  %1567 = fsub float %1558, %1566
  %1568 = fmul float %1567, f0x3FB8AA3B
  %1569 = call float @llvm.exp2.f32(float %1568)
  %1570 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1302, 1
  %1571 = mul nuw nsw i64 %1535, 128
  %1572 = mul nuw nsw i64 %1539, 64
  %1573 = add nuw nsw i64 %1571, %1572
  %1574 = mul nuw nsw i64 %1543, 8
  %1575 = add nuw nsw i64 %1573, %1574
  %1576 = add nuw nsw i64 %1575, %1547
  %1577 = getelementptr inbounds nuw float, ptr %1570, i64 %1576
  store float %1569, ptr %1577, align 4
  %1578 = add i64 %1547, 1
  br label %1546

1579:                                             ; preds = %1546
  %1580 = add i64 %1543, 1
  br label %1542

1581:                                             ; preds = %1542
  %1582 = add i64 %1539, 1
  br label %1538

1583:                                             ; preds = %1538
  %1584 = add i64 %1535, 1
  br label %1534

1585:                                             ; preds = %1534
  %1586 = call ptr @malloc(i64 128)
  %1587 = ptrtoint ptr %1586 to i64
  %1588 = add i64 %1587, 63
  %1589 = urem i64 %1588, 64
  %1590 = sub i64 %1588, %1589
  %1591 = inttoptr i64 %1590 to ptr
  %1592 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1586, 0
  %1593 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1592, ptr %1591, 1
  %1594 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1593, i64 0, 2
  %1595 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1594, i64 1, 3, 0
  %1596 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1595, i64 2, 3, 1
  %1597 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1596, i64 8, 3, 2
  %1598 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1597, i64 1, 3, 3
  %1599 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1598, i64 16, 4, 0
  %1600 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1599, i64 8, 4, 1
  %1601 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1600, i64 1, 4, 2
  %1602 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1601, i64 1, 4, 3
  br label %1603

1603:                                             ; preds = %1631, %1585
  %1604 = phi i64 [ %1632, %1631 ], [ 0, %1585 ]
  %1605 = icmp slt i64 %1604, 1
  br i1 %1605, label %1606, label %1633

1606:                                             ; preds = %1603
  br label %1607

1607:                                             ; preds = %1629, %1606
  %1608 = phi i64 [ %1630, %1629 ], [ 0, %1606 ]
  %1609 = icmp slt i64 %1608, 2
  br i1 %1609, label %1610, label %1631

1610:                                             ; preds = %1607
  br label %1611

1611:                                             ; preds = %1627, %1610
  %1612 = phi i64 [ %1628, %1627 ], [ 0, %1610 ]
  %1613 = icmp slt i64 %1612, 8
  br i1 %1613, label %1614, label %1629

1614:                                             ; preds = %1611
  br label %1615

1615:                                             ; preds = %1618, %1614
  %1616 = phi i64 [ %1626, %1618 ], [ 0, %1614 ]
  %1617 = icmp slt i64 %1616, 1
  br i1 %1617, label %1618, label %1627

1618:                                             ; preds = %1615
  %1619 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1602, 1
  %1620 = mul nuw nsw i64 %1604, 16
  %1621 = mul nuw nsw i64 %1608, 8
  %1622 = add nuw nsw i64 %1620, %1621
  %1623 = add nuw nsw i64 %1622, %1612
  %1624 = add nuw nsw i64 %1623, %1616
  %1625 = getelementptr inbounds nuw float, ptr %1619, i64 %1624
  store float 0.000000e+00, ptr %1625, align 4
  %1626 = add i64 %1616, 1
  br label %1615

1627:                                             ; preds = %1615
  %1628 = add i64 %1612, 1
  br label %1611

1629:                                             ; preds = %1611
  %1630 = add i64 %1608, 1
  br label %1607

1631:                                             ; preds = %1607
  %1632 = add i64 %1604, 1
  br label %1603

1633:                                             ; preds = %1603
  %1634 = call ptr @malloc(i64 128)
  %1635 = ptrtoint ptr %1634 to i64
  %1636 = add i64 %1635, 63
  %1637 = urem i64 %1636, 64
  %1638 = sub i64 %1636, %1637
  %1639 = inttoptr i64 %1638 to ptr
  %1640 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1634, 0
  %1641 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1640, ptr %1639, 1
  %1642 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1641, i64 0, 2
  %1643 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1642, i64 1, 3, 0
  %1644 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1643, i64 2, 3, 1
  %1645 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1644, i64 8, 3, 2
  %1646 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1645, i64 1, 3, 3
  %1647 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1646, i64 16, 4, 0
  %1648 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1647, i64 8, 4, 1
  %1649 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1648, i64 1, 4, 2
  %1650 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1649, i64 1, 4, 3
  br label %1651

1651:                                             ; preds = %1687, %1633
  %1652 = phi i64 [ %1688, %1687 ], [ 0, %1633 ]
  %1653 = icmp slt i64 %1652, 1
  br i1 %1653, label %1654, label %1689

1654:                                             ; preds = %1651
  br label %1655

1655:                                             ; preds = %1685, %1654
  %1656 = phi i64 [ %1686, %1685 ], [ 0, %1654 ]
  %1657 = icmp slt i64 %1656, 2
  br i1 %1657, label %1658, label %1687

1658:                                             ; preds = %1655
  br label %1659

1659:                                             ; preds = %1683, %1658
  %1660 = phi i64 [ %1684, %1683 ], [ 0, %1658 ]
  %1661 = icmp slt i64 %1660, 8
  br i1 %1661, label %1662, label %1685

1662:                                             ; preds = %1659
  br label %1663

1663:                                             ; preds = %1666, %1662
  %1664 = phi i64 [ %1682, %1666 ], [ 0, %1662 ]
  %1665 = icmp slt i64 %1664, 1
  br i1 %1665, label %1666, label %1683

1666:                                             ; preds = %1663
  %1667 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1602, 1
  %1668 = mul nuw nsw i64 %1652, 16
  %1669 = mul nuw nsw i64 %1656, 8
  %1670 = add nuw nsw i64 %1668, %1669
  %1671 = add nuw nsw i64 %1670, %1660
  %1672 = add nuw nsw i64 %1671, %1664
  %1673 = getelementptr inbounds nuw float, ptr %1667, i64 %1672
  %1674 = load float, ptr %1673, align 4
  %1675 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1650, 1
  %1676 = mul nuw nsw i64 %1652, 16
  %1677 = mul nuw nsw i64 %1656, 8
  %1678 = add nuw nsw i64 %1676, %1677
  %1679 = add nuw nsw i64 %1678, %1660
  %1680 = add nuw nsw i64 %1679, %1664
  %1681 = getelementptr inbounds nuw float, ptr %1675, i64 %1680
  store float %1674, ptr %1681, align 4
  %1682 = add i64 %1664, 1
  br label %1663

1683:                                             ; preds = %1663
  %1684 = add i64 %1660, 1
  br label %1659

1685:                                             ; preds = %1659
  %1686 = add i64 %1656, 1
  br label %1655

1687:                                             ; preds = %1655
  %1688 = add i64 %1652, 1
  br label %1651

1689:                                             ; preds = %1651
  br label %1690

1690:                                             ; preds = %1736, %1689
  %1691 = phi i64 [ %1737, %1736 ], [ 0, %1689 ]
  %1692 = icmp slt i64 %1691, 1
  br i1 %1692, label %1693, label %1738

1693:                                             ; preds = %1690
  br label %1694

1694:                                             ; preds = %1734, %1693
  %1695 = phi i64 [ %1735, %1734 ], [ 0, %1693 ]
  %1696 = icmp slt i64 %1695, 2
  br i1 %1696, label %1697, label %1736

1697:                                             ; preds = %1694
  br label %1698

1698:                                             ; preds = %1732, %1697
  %1699 = phi i64 [ %1733, %1732 ], [ 0, %1697 ]
  %1700 = icmp slt i64 %1699, 8
  br i1 %1700, label %1701, label %1734

1701:                                             ; preds = %1698
  br label %1702

1702:                                             ; preds = %1705, %1701
  %1703 = phi i64 [ %1731, %1705 ], [ 0, %1701 ]
  %1704 = icmp slt i64 %1703, 8
  br i1 %1704, label %1705, label %1732

1705:                                             ; preds = %1702
  %1706 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1302, 1
  %1707 = mul nuw nsw i64 %1691, 128
  %1708 = mul nuw nsw i64 %1695, 64
  %1709 = add nuw nsw i64 %1707, %1708
  %1710 = mul nuw nsw i64 %1699, 8
  %1711 = add nuw nsw i64 %1709, %1710
  %1712 = add nuw nsw i64 %1711, %1703
  %1713 = getelementptr inbounds nuw float, ptr %1706, i64 %1712
  %1714 = load float, ptr %1713, align 4
  %1715 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1650, 1
  %1716 = mul nuw nsw i64 %1691, 16
  %1717 = mul nuw nsw i64 %1695, 8
  %1718 = add nuw nsw i64 %1716, %1717
  %1719 = add nuw nsw i64 %1718, %1699
  %1720 = add nuw nsw i64 %1719, 0
  %1721 = getelementptr inbounds nuw float, ptr %1715, i64 %1720
  %1722 = load float, ptr %1721, align 4
  %1723 = fadd float %1714, %1722
  %1724 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1650, 1
  %1725 = mul nuw nsw i64 %1691, 16
  %1726 = mul nuw nsw i64 %1695, 8
  %1727 = add nuw nsw i64 %1725, %1726
  %1728 = add nuw nsw i64 %1727, %1699
  %1729 = add nuw nsw i64 %1728, 0
  %1730 = getelementptr inbounds nuw float, ptr %1724, i64 %1729
  store float %1723, ptr %1730, align 4
  %1731 = add i64 %1703, 1
  br label %1702

1732:                                             ; preds = %1702
  %1733 = add i64 %1699, 1
  br label %1698

1734:                                             ; preds = %1698
  %1735 = add i64 %1695, 1
  br label %1694

1736:                                             ; preds = %1694
  %1737 = add i64 %1691, 1
  br label %1690

1738:                                             ; preds = %1690
  %1739 = call ptr @malloc(i64 1088)
  %1740 = ptrtoint ptr %1739 to i64
  %1741 = add i64 %1740, 63
  %1742 = urem i64 %1741, 64
  %1743 = sub i64 %1741, %1742
  %1744 = inttoptr i64 %1743 to ptr
  %1745 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1739, 0
  %1746 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1745, ptr %1744, 1
  %1747 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1746, i64 0, 2
  %1748 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1747, i64 2, 3, 0
  %1749 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1748, i64 8, 3, 1
  %1750 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1749, i64 16, 3, 2
  %1751 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1750, i64 128, 4, 0
  %1752 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1751, i64 16, 4, 1
  %1753 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1752, i64 1, 4, 2
  br label %1754

1754:                                             ; preds = %1775, %1738
  %1755 = phi i64 [ %1776, %1775 ], [ 0, %1738 ]
  %1756 = icmp slt i64 %1755, 2
  br i1 %1756, label %1757, label %1777

1757:                                             ; preds = %1754
  br label %1758

1758:                                             ; preds = %1773, %1757
  %1759 = phi i64 [ %1774, %1773 ], [ 0, %1757 ]
  %1760 = icmp slt i64 %1759, 8
  br i1 %1760, label %1761, label %1775

1761:                                             ; preds = %1758
  br label %1762

1762:                                             ; preds = %1765, %1761
  %1763 = phi i64 [ %1772, %1765 ], [ 0, %1761 ]
  %1764 = icmp slt i64 %1763, 16
  br i1 %1764, label %1765, label %1773

1765:                                             ; preds = %1762
  %1766 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1753, 1
  %1767 = mul nuw nsw i64 %1755, 128
  %1768 = mul nuw nsw i64 %1759, 16
  %1769 = add nuw nsw i64 %1767, %1768
  %1770 = add nuw nsw i64 %1769, %1763
  %1771 = getelementptr inbounds nuw float, ptr %1766, i64 %1770
  store float 0.000000e+00, ptr %1771, align 4
  %1772 = add i64 %1763, 1
  br label %1762

1773:                                             ; preds = %1762
  %1774 = add i64 %1759, 1
  br label %1758

1775:                                             ; preds = %1758
  %1776 = add i64 %1755, 1
  br label %1754

1777:                                             ; preds = %1754
  %1778 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1753, 0
  %1779 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1753, 1
  %1780 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1778, 0
  %1781 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1780, ptr %1779, 1
  %1782 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1781, i64 0, 2
  %1783 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1782, i64 1, 3, 0
  %1784 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1783, i64 256, 4, 0
  %1785 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1784, i64 2, 3, 1
  %1786 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1785, i64 128, 4, 1
  %1787 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1786, i64 8, 3, 2
  %1788 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1787, i64 16, 4, 2
  %1789 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1788, i64 16, 3, 3
  %1790 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1789, i64 1, 4, 3
  %1791 = call ptr @malloc(i64 1088)
  %1792 = ptrtoint ptr %1791 to i64
  %1793 = add i64 %1792, 63
  %1794 = urem i64 %1793, 64
  %1795 = sub i64 %1793, %1794
  %1796 = inttoptr i64 %1795 to ptr
  %1797 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1791, 0
  %1798 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1797, ptr %1796, 1
  %1799 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1798, i64 0, 2
  %1800 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1799, i64 1, 3, 0
  %1801 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1800, i64 2, 3, 1
  %1802 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1801, i64 8, 3, 2
  %1803 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1802, i64 16, 3, 3
  %1804 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1803, i64 256, 4, 0
  %1805 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1804, i64 128, 4, 1
  %1806 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1805, i64 16, 4, 2
  %1807 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1806, i64 1, 4, 3
  br label %1808

1808:                                             ; preds = %1846, %1777
  %1809 = phi i64 [ %1847, %1846 ], [ 0, %1777 ]
  %1810 = icmp slt i64 %1809, 1
  br i1 %1810, label %1811, label %1848

1811:                                             ; preds = %1808
  br label %1812

1812:                                             ; preds = %1844, %1811
  %1813 = phi i64 [ %1845, %1844 ], [ 0, %1811 ]
  %1814 = icmp slt i64 %1813, 2
  br i1 %1814, label %1815, label %1846

1815:                                             ; preds = %1812
  br label %1816

1816:                                             ; preds = %1842, %1815
  %1817 = phi i64 [ %1843, %1842 ], [ 0, %1815 ]
  %1818 = icmp slt i64 %1817, 8
  br i1 %1818, label %1819, label %1844

1819:                                             ; preds = %1816
  br label %1820

1820:                                             ; preds = %1823, %1819
  %1821 = phi i64 [ %1841, %1823 ], [ 0, %1819 ]
  %1822 = icmp slt i64 %1821, 16
  br i1 %1822, label %1823, label %1842

1823:                                             ; preds = %1820
  %1824 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1790, 1
  %1825 = mul nuw nsw i64 %1809, 256
  %1826 = mul nuw nsw i64 %1813, 128
  %1827 = add nuw nsw i64 %1825, %1826
  %1828 = mul nuw nsw i64 %1817, 16
  %1829 = add nuw nsw i64 %1827, %1828
  %1830 = add nuw nsw i64 %1829, %1821
  %1831 = getelementptr inbounds nuw float, ptr %1824, i64 %1830
  %1832 = load float, ptr %1831, align 4
  %1833 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1807, 1
  %1834 = mul nuw nsw i64 %1809, 256
  %1835 = mul nuw nsw i64 %1813, 128
  %1836 = add nuw nsw i64 %1834, %1835
  %1837 = mul nuw nsw i64 %1817, 16
  %1838 = add nuw nsw i64 %1836, %1837
  %1839 = add nuw nsw i64 %1838, %1821
  %1840 = getelementptr inbounds nuw float, ptr %1833, i64 %1839
  store float %1832, ptr %1840, align 4
  %1841 = add i64 %1821, 1
  br label %1820

1842:                                             ; preds = %1820
  %1843 = add i64 %1817, 1
  br label %1816

1844:                                             ; preds = %1816
  %1845 = add i64 %1813, 1
  br label %1812

1846:                                             ; preds = %1812
  %1847 = add i64 %1809, 1
  br label %1808

1848:                                             ; preds = %1808
  br label %1849

1849:                                             ; preds = %1923, %1848
  %1850 = phi i64 [ %1924, %1923 ], [ 0, %1848 ]
  %1851 = icmp slt i64 %1850, 1
  br i1 %1851, label %1852, label %1925

1852:                                             ; preds = %1849
  br label %1853

1853:                                             ; preds = %1921, %1852
  %1854 = phi i64 [ %1922, %1921 ], [ 0, %1852 ]
  %1855 = icmp slt i64 %1854, 2
  br i1 %1855, label %1856, label %1923

1856:                                             ; preds = %1853
  br label %1857

1857:                                             ; preds = %1919, %1856
  %1858 = phi i64 [ %1920, %1919 ], [ 0, %1856 ]
  %1859 = icmp slt i64 %1858, 8
  br i1 %1859, label %1860, label %1921

1860:                                             ; preds = %1857
  br label %1861

1861:                                             ; preds = %1917, %1860
  %1862 = phi i64 [ %1918, %1917 ], [ 0, %1860 ]
  %1863 = icmp slt i64 %1862, 16
  br i1 %1863, label %1864, label %1919

1864:                                             ; preds = %1861
  br label %1865

1865:                                             ; preds = %1868, %1864
  %1866 = phi i64 [ %1916, %1868 ], [ 0, %1864 ]
  %1867 = icmp slt i64 %1866, 8
  br i1 %1867, label %1868, label %1917

1868:                                             ; preds = %1865
  %1869 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1302, 1
  %1870 = mul nuw nsw i64 %1850, 128
  %1871 = mul nuw nsw i64 %1854, 64
  %1872 = add nuw nsw i64 %1870, %1871
  %1873 = mul nuw nsw i64 %1858, 8
  %1874 = add nuw nsw i64 %1872, %1873
  %1875 = add nuw nsw i64 %1874, %1866
  %1876 = getelementptr inbounds nuw float, ptr %1869, i64 %1875
  %1877 = load float, ptr %1876, align 4
  %1878 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1650, 1
  %1879 = mul nuw nsw i64 %1850, 16
  %1880 = mul nuw nsw i64 %1854, 8
  %1881 = add nuw nsw i64 %1879, %1880
  %1882 = add nuw nsw i64 %1881, %1858
  %1883 = add nuw nsw i64 %1882, 0
  %1884 = getelementptr inbounds nuw float, ptr %1878, i64 %1883
  %1885 = load float, ptr %1884, align 4
  %1886 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1094, 1
  %1887 = getelementptr float, ptr %1886, i64 64
  %1888 = mul nuw nsw i64 %1850, 768
  %1889 = mul nuw nsw i64 %1866, 96
  %1890 = add nuw nsw i64 %1888, %1889
  %1891 = mul nuw nsw i64 %1854, 16
  %1892 = add nuw nsw i64 %1890, %1891
  %1893 = add nuw nsw i64 %1892, %1862
  %1894 = getelementptr inbounds nuw float, ptr %1887, i64 %1893
  %1895 = load float, ptr %1894, align 4
  %1896 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1807, 1
  %1897 = mul nuw nsw i64 %1850, 256
  %1898 = mul nuw nsw i64 %1854, 128
  %1899 = add nuw nsw i64 %1897, %1898
  %1900 = mul nuw nsw i64 %1858, 16
  %1901 = add nuw nsw i64 %1899, %1900
  %1902 = add nuw nsw i64 %1901, %1862
  %1903 = getelementptr inbounds nuw float, ptr %1896, i64 %1902
  %1904 = load float, ptr %1903, align 4
  %1905 = fdiv float %1877, %1885
  %1906 = fmul float %1905, %1895
  %1907 = fadd float %1904, %1906
  %1908 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1807, 1
  %1909 = mul nuw nsw i64 %1850, 256
  %1910 = mul nuw nsw i64 %1854, 128
  %1911 = add nuw nsw i64 %1909, %1910
  %1912 = mul nuw nsw i64 %1858, 16
  %1913 = add nuw nsw i64 %1911, %1912
  %1914 = add nuw nsw i64 %1913, %1862
  %1915 = getelementptr inbounds nuw float, ptr %1908, i64 %1914
  store float %1907, ptr %1915, align 4
  %1916 = add i64 %1866, 1
  br label %1865

1917:                                             ; preds = %1865
  %1918 = add i64 %1862, 1
  br label %1861

1919:                                             ; preds = %1861
  %1920 = add i64 %1858, 1
  br label %1857

1921:                                             ; preds = %1857
  %1922 = add i64 %1854, 1
  br label %1853

1923:                                             ; preds = %1853
  %1924 = add i64 %1850, 1
  br label %1849

1925:                                             ; preds = %1849
  %1926 = call ptr @malloc(i64 1088)
  %1927 = ptrtoint ptr %1926 to i64
  %1928 = add i64 %1927, 63
  %1929 = urem i64 %1928, 64
  %1930 = sub i64 %1928, %1929
  %1931 = inttoptr i64 %1930 to ptr
  %1932 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %1926, 0
  %1933 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1932, ptr %1931, 1
  %1934 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1933, i64 0, 2
  %1935 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1934, i64 8, 3, 0
  %1936 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1935, i64 32, 3, 1
  %1937 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1936, i64 32, 4, 0
  %1938 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1937, i64 1, 4, 1
  br label %1939

1939:                                             ; preds = %1952, %1925
  %1940 = phi i64 [ %1953, %1952 ], [ 0, %1925 ]
  %1941 = icmp slt i64 %1940, 8
  br i1 %1941, label %1942, label %1954

1942:                                             ; preds = %1939
  br label %1943

1943:                                             ; preds = %1946, %1942
  %1944 = phi i64 [ %1951, %1946 ], [ 0, %1942 ]
  %1945 = icmp slt i64 %1944, 32
  br i1 %1945, label %1946, label %1952

1946:                                             ; preds = %1943
  %1947 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1938, 1
  %1948 = mul nuw nsw i64 %1940, 32
  %1949 = add nuw nsw i64 %1948, %1944
  %1950 = getelementptr inbounds nuw float, ptr %1947, i64 %1949
  store float 0.000000e+00, ptr %1950, align 4
  %1951 = add i64 %1944, 1
  br label %1943

1952:                                             ; preds = %1943
  %1953 = add i64 %1940, 1
  br label %1939

1954:                                             ; preds = %1939
  %1955 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1938, 0
  %1956 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1938, 1
  %1957 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1955, 0
  %1958 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1957, ptr %1956, 1
  %1959 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1958, i64 0, 2
  %1960 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1959, i64 1, 3, 0
  %1961 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1960, i64 256, 4, 0
  %1962 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1961, i64 8, 3, 1
  %1963 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1962, i64 32, 4, 1
  %1964 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1963, i64 32, 3, 2
  %1965 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1964, i64 1, 4, 2
  %1966 = call ptr @malloc(i64 1088)
  %1967 = ptrtoint ptr %1966 to i64
  %1968 = add i64 %1967, 63
  %1969 = urem i64 %1968, 64
  %1970 = sub i64 %1968, %1969
  %1971 = inttoptr i64 %1970 to ptr
  %1972 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %1966, 0
  %1973 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1972, ptr %1971, 1
  %1974 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1973, i64 0, 2
  %1975 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1974, i64 1, 3, 0
  %1976 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1975, i64 8, 3, 1
  %1977 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1976, i64 32, 3, 2
  %1978 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1977, i64 256, 4, 0
  %1979 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1978, i64 32, 4, 1
  %1980 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1979, i64 1, 4, 2
  br label %1981

1981:                                             ; preds = %2009, %1954
  %1982 = phi i64 [ %2010, %2009 ], [ 0, %1954 ]
  %1983 = icmp slt i64 %1982, 1
  br i1 %1983, label %1984, label %2011

1984:                                             ; preds = %1981
  br label %1985

1985:                                             ; preds = %2007, %1984
  %1986 = phi i64 [ %2008, %2007 ], [ 0, %1984 ]
  %1987 = icmp slt i64 %1986, 8
  br i1 %1987, label %1988, label %2009

1988:                                             ; preds = %1985
  br label %1989

1989:                                             ; preds = %1992, %1988
  %1990 = phi i64 [ %2006, %1992 ], [ 0, %1988 ]
  %1991 = icmp slt i64 %1990, 32
  br i1 %1991, label %1992, label %2007

1992:                                             ; preds = %1989
  %1993 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1965, 1
  %1994 = mul nuw nsw i64 %1982, 256
  %1995 = mul nuw nsw i64 %1986, 32
  %1996 = add nuw nsw i64 %1994, %1995
  %1997 = add nuw nsw i64 %1996, %1990
  %1998 = getelementptr inbounds nuw float, ptr %1993, i64 %1997
  %1999 = load float, ptr %1998, align 4
  %2000 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1980, 1
  %2001 = mul nuw nsw i64 %1982, 256
  %2002 = mul nuw nsw i64 %1986, 32
  %2003 = add nuw nsw i64 %2001, %2002
  %2004 = add nuw nsw i64 %2003, %1990
  %2005 = getelementptr inbounds nuw float, ptr %2000, i64 %2004
  store float %1999, ptr %2005, align 4
  %2006 = add i64 %1990, 1
  br label %1989

2007:                                             ; preds = %1989
  %2008 = add i64 %1986, 1
  br label %1985

2009:                                             ; preds = %1985
  %2010 = add i64 %1982, 1
  br label %1981

2011:                                             ; preds = %1981
  br label %2012

2012:                                             ; preds = %2069, %2011
  %2013 = phi i64 [ %2070, %2069 ], [ 0, %2011 ]
  %2014 = icmp slt i64 %2013, 1
  br i1 %2014, label %2015, label %2071

2015:                                             ; preds = %2012
  br label %2016

2016:                                             ; preds = %2067, %2015
  %2017 = phi i64 [ %2068, %2067 ], [ 0, %2015 ]
  %2018 = icmp slt i64 %2017, 8
  br i1 %2018, label %2019, label %2069

2019:                                             ; preds = %2016
  br label %2020

2020:                                             ; preds = %2065, %2019
  %2021 = phi i64 [ %2066, %2065 ], [ 0, %2019 ]
  %2022 = icmp slt i64 %2021, 32
  br i1 %2022, label %2023, label %2067

2023:                                             ; preds = %2020
  br label %2024

2024:                                             ; preds = %2063, %2023
  %2025 = phi i64 [ %2064, %2063 ], [ 0, %2023 ]
  %2026 = icmp slt i64 %2025, 2
  br i1 %2026, label %2027, label %2065

2027:                                             ; preds = %2024
  br label %2028

2028:                                             ; preds = %2031, %2027
  %2029 = phi i64 [ %2062, %2031 ], [ 0, %2027 ]
  %2030 = icmp slt i64 %2029, 16
  br i1 %2030, label %2031, label %2063

2031:                                             ; preds = %2028
  %2032 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1807, 1
  %2033 = mul nuw nsw i64 %2013, 256
  %2034 = mul nuw nsw i64 %2025, 128
  %2035 = add nuw nsw i64 %2033, %2034
  %2036 = mul nuw nsw i64 %2017, 16
  %2037 = add nuw nsw i64 %2035, %2036
  %2038 = add nuw nsw i64 %2037, %2029
  %2039 = getelementptr inbounds nuw float, ptr %2032, i64 %2038
  %2040 = load float, ptr %2039, align 4
  %2041 = mul nuw nsw i64 %2025, 512
  %2042 = mul nuw nsw i64 %2029, 32
  %2043 = add nuw nsw i64 %2041, %2042
  %2044 = add nuw nsw i64 %2043, %2021
  %2045 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32_14, i64 %2044
  %2046 = load float, ptr %2045, align 4
  %2047 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1980, 1
  %2048 = mul nuw nsw i64 %2013, 256
  %2049 = mul nuw nsw i64 %2017, 32
  %2050 = add nuw nsw i64 %2048, %2049
  %2051 = add nuw nsw i64 %2050, %2021
  %2052 = getelementptr inbounds nuw float, ptr %2047, i64 %2051
  %2053 = load float, ptr %2052, align 4
  %2054 = fmul float %2040, %2046
  %2055 = fadd float %2053, %2054
  %2056 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1980, 1
  %2057 = mul nuw nsw i64 %2013, 256
  %2058 = mul nuw nsw i64 %2017, 32
  %2059 = add nuw nsw i64 %2057, %2058
  %2060 = add nuw nsw i64 %2059, %2021
  %2061 = getelementptr inbounds nuw float, ptr %2056, i64 %2060
  store float %2055, ptr %2061, align 4
  %2062 = add i64 %2029, 1
  br label %2028

2063:                                             ; preds = %2028
  %2064 = add i64 %2025, 1
  br label %2024

2065:                                             ; preds = %2024
  %2066 = add i64 %2021, 1
  br label %2020

2067:                                             ; preds = %2020
  %2068 = add i64 %2017, 1
  br label %2016

2069:                                             ; preds = %2016
  %2070 = add i64 %2013, 1
  br label %2012

2071:                                             ; preds = %2012
  br label %2072

2072:                                             ; preds = %2111, %2071
  %2073 = phi i64 [ %2112, %2111 ], [ 0, %2071 ]
  %2074 = icmp slt i64 %2073, 1
  br i1 %2074, label %2075, label %2113

2075:                                             ; preds = %2072
  br label %2076

2076:                                             ; preds = %2109, %2075
  %2077 = phi i64 [ %2110, %2109 ], [ 0, %2075 ]
  %2078 = icmp slt i64 %2077, 8
  br i1 %2078, label %2079, label %2111

2079:                                             ; preds = %2076
  br label %2080

2080:                                             ; preds = %2083, %2079
  %2081 = phi i64 [ %2108, %2083 ], [ 0, %2079 ]
  %2082 = icmp slt i64 %2081, 32
  br i1 %2082, label %2083, label %2109

2083:                                             ; preds = %2080
  %2084 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1980, 1
  %2085 = mul nuw nsw i64 %2073, 256
  %2086 = mul nuw nsw i64 %2077, 32
  %2087 = add nuw nsw i64 %2085, %2086
  %2088 = add nuw nsw i64 %2087, %2081
  %2089 = getelementptr inbounds nuw float, ptr %2084, i64 %2088
  %2090 = load float, ptr %2089, align 4
  %2091 = getelementptr inbounds nuw float, ptr @__constant_32xf32_13, i64 %2081
  %2092 = load float, ptr %2091, align 4
  %2093 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2094 = mul nuw nsw i64 %2073, 256
  %2095 = mul nuw nsw i64 %2077, 32
  %2096 = add nuw nsw i64 %2094, %2095
  %2097 = add nuw nsw i64 %2096, %2081
  %2098 = getelementptr inbounds nuw float, ptr %2093, i64 %2097
  %2099 = load float, ptr %2098, align 4
  %2100 = fadd float %2090, %2092
  %2101 = fadd float %2100, %2099
  %2102 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2103 = mul nuw nsw i64 %2073, 256
  %2104 = mul nuw nsw i64 %2077, 32
  %2105 = add nuw nsw i64 %2103, %2104
  %2106 = add nuw nsw i64 %2105, %2081
  %2107 = getelementptr inbounds nuw float, ptr %2102, i64 %2106
  store float %2101, ptr %2107, align 4
  %2108 = add i64 %2081, 1
  br label %2080

2109:                                             ; preds = %2080
  %2110 = add i64 %2077, 1
  br label %2076

2111:                                             ; preds = %2076
  %2112 = add i64 %2073, 1
  br label %2072

2113:                                             ; preds = %2072
  br label %2114

2114:                                             ; preds = %2143, %2113
  %2115 = phi i64 [ %2144, %2143 ], [ 0, %2113 ]
  %2116 = icmp slt i64 %2115, 1
  br i1 %2116, label %2117, label %2145

2117:                                             ; preds = %2114
  br label %2118

2118:                                             ; preds = %2141, %2117
  %2119 = phi i64 [ %2142, %2141 ], [ 0, %2117 ]
  %2120 = icmp slt i64 %2119, 8
  br i1 %2120, label %2121, label %2143

2121:                                             ; preds = %2118
  br label %2122

2122:                                             ; preds = %2125, %2121
  %2123 = phi i64 [ %2140, %2125 ], [ 0, %2121 ]
  %2124 = icmp slt i64 %2123, 32
  br i1 %2124, label %2125, label %2141

2125:                                             ; preds = %2122
  %2126 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2127 = mul nuw nsw i64 %2115, 256
  %2128 = mul nuw nsw i64 %2119, 32
  %2129 = add nuw nsw i64 %2127, %2128
  %2130 = add nuw nsw i64 %2129, %2123
  %2131 = getelementptr inbounds nuw float, ptr %2126, i64 %2130
  %2132 = load float, ptr %2131, align 4
  %2133 = fpext float %2132 to double
  %2134 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %497, 1
  %2135 = mul nuw nsw i64 %2115, 256
  %2136 = mul nuw nsw i64 %2119, 32
  %2137 = add nuw nsw i64 %2135, %2136
  %2138 = add nuw nsw i64 %2137, %2123
  %2139 = getelementptr inbounds nuw double, ptr %2134, i64 %2138
  store double %2133, ptr %2139, align 8
  %2140 = add i64 %2123, 1
  br label %2122

2141:                                             ; preds = %2122
  %2142 = add i64 %2119, 1
  br label %2118

2143:                                             ; preds = %2118
  %2144 = add i64 %2115, 1
  br label %2114

2145:                                             ; preds = %2114
  %2146 = call ptr @malloc(i64 128)
  %2147 = ptrtoint ptr %2146 to i64
  %2148 = add i64 %2147, 63
  %2149 = urem i64 %2148, 64
  %2150 = sub i64 %2148, %2149
  %2151 = inttoptr i64 %2150 to ptr
  %2152 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2146, 0
  %2153 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2152, ptr %2151, 1
  %2154 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2153, i64 0, 2
  %2155 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2154, i64 1, 3, 0
  %2156 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2155, i64 8, 3, 1
  %2157 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2156, i64 1, 3, 2
  %2158 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2157, i64 8, 4, 0
  %2159 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2158, i64 1, 4, 1
  %2160 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2159, i64 1, 4, 2
  br label %2161

2161:                                             ; preds = %2187, %2145
  %2162 = phi i64 [ %2188, %2187 ], [ 0, %2145 ]
  %2163 = icmp slt i64 %2162, 1
  br i1 %2163, label %2164, label %2189

2164:                                             ; preds = %2161
  br label %2165

2165:                                             ; preds = %2185, %2164
  %2166 = phi i64 [ %2186, %2185 ], [ 0, %2164 ]
  %2167 = icmp slt i64 %2166, 8
  br i1 %2167, label %2168, label %2187

2168:                                             ; preds = %2165
  br label %2169

2169:                                             ; preds = %2172, %2168
  %2170 = phi i64 [ %2184, %2172 ], [ 0, %2168 ]
  %2171 = icmp slt i64 %2170, 1
  br i1 %2171, label %2172, label %2185

2172:                                             ; preds = %2169
  %2173 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %544, 1
  %2174 = mul nuw nsw i64 %2162, 8
  %2175 = add nuw nsw i64 %2174, %2166
  %2176 = add nuw nsw i64 %2175, %2170
  %2177 = getelementptr inbounds nuw double, ptr %2173, i64 %2176
  %2178 = load double, ptr %2177, align 8
  %2179 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2160, 1
  %2180 = mul nuw nsw i64 %2162, 8
  %2181 = add nuw nsw i64 %2180, %2166
  %2182 = add nuw nsw i64 %2181, %2170
  %2183 = getelementptr inbounds nuw double, ptr %2179, i64 %2182
  store double %2178, ptr %2183, align 8
  %2184 = add i64 %2170, 1
  br label %2169

2185:                                             ; preds = %2169
  %2186 = add i64 %2166, 1
  br label %2165

2187:                                             ; preds = %2165
  %2188 = add i64 %2162, 1
  br label %2161

2189:                                             ; preds = %2161
  br label %2190

2190:                                             ; preds = %2224, %2189
  %2191 = phi i64 [ %2225, %2224 ], [ 0, %2189 ]
  %2192 = icmp slt i64 %2191, 1
  br i1 %2192, label %2193, label %2226

2193:                                             ; preds = %2190
  br label %2194

2194:                                             ; preds = %2222, %2193
  %2195 = phi i64 [ %2223, %2222 ], [ 0, %2193 ]
  %2196 = icmp slt i64 %2195, 8
  br i1 %2196, label %2197, label %2224

2197:                                             ; preds = %2194
  br label %2198

2198:                                             ; preds = %2201, %2197
  %2199 = phi i64 [ %2221, %2201 ], [ 0, %2197 ]
  %2200 = icmp slt i64 %2199, 32
  br i1 %2200, label %2201, label %2222

2201:                                             ; preds = %2198
  %2202 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %497, 1
  %2203 = mul nuw nsw i64 %2191, 256
  %2204 = mul nuw nsw i64 %2195, 32
  %2205 = add nuw nsw i64 %2203, %2204
  %2206 = add nuw nsw i64 %2205, %2199
  %2207 = getelementptr inbounds nuw double, ptr %2202, i64 %2206
  %2208 = load double, ptr %2207, align 8
  %2209 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2160, 1
  %2210 = mul nuw nsw i64 %2191, 8
  %2211 = add nuw nsw i64 %2210, %2195
  %2212 = add nuw nsw i64 %2211, 0
  %2213 = getelementptr inbounds nuw double, ptr %2209, i64 %2212
  %2214 = load double, ptr %2213, align 8
  %2215 = fadd double %2208, %2214
  %2216 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2160, 1
  %2217 = mul nuw nsw i64 %2191, 8
  %2218 = add nuw nsw i64 %2217, %2195
  %2219 = add nuw nsw i64 %2218, 0
  %2220 = getelementptr inbounds nuw double, ptr %2216, i64 %2219
  store double %2215, ptr %2220, align 8
  %2221 = add i64 %2199, 1
  br label %2198

2222:                                             ; preds = %2198
  %2223 = add i64 %2195, 1
  br label %2194

2224:                                             ; preds = %2194
  %2225 = add i64 %2191, 1
  br label %2190

2226:                                             ; preds = %2190
  %2227 = call ptr @malloc(i64 128)
  %2228 = ptrtoint ptr %2227 to i64
  %2229 = add i64 %2228, 63
  %2230 = urem i64 %2229, 64
  %2231 = sub i64 %2229, %2230
  %2232 = inttoptr i64 %2231 to ptr
  %2233 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2227, 0
  %2234 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2233, ptr %2232, 1
  %2235 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2234, i64 0, 2
  %2236 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2235, i64 1, 3, 0
  %2237 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2236, i64 8, 3, 1
  %2238 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2237, i64 1, 3, 2
  %2239 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2238, i64 8, 4, 0
  %2240 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2239, i64 1, 4, 1
  %2241 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2240, i64 1, 4, 2
  br label %2242

2242:                                             ; preds = %2268, %2226
  %2243 = phi i64 [ %2269, %2268 ], [ 0, %2226 ]
  %2244 = icmp slt i64 %2243, 1
  br i1 %2244, label %2245, label %2270

2245:                                             ; preds = %2242
  br label %2246

2246:                                             ; preds = %2266, %2245
  %2247 = phi i64 [ %2267, %2266 ], [ 0, %2245 ]
  %2248 = icmp slt i64 %2247, 8
  br i1 %2248, label %2249, label %2268

2249:                                             ; preds = %2246
  br label %2250

2250:                                             ; preds = %2253, %2249
  %2251 = phi i64 [ %2265, %2253 ], [ 0, %2249 ]
  %2252 = icmp slt i64 %2251, 1
  br i1 %2252, label %2253, label %2266

2253:                                             ; preds = %2250
  %2254 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %544, 1
  %2255 = mul nuw nsw i64 %2243, 8
  %2256 = add nuw nsw i64 %2255, %2247
  %2257 = add nuw nsw i64 %2256, %2251
  %2258 = getelementptr inbounds nuw double, ptr %2254, i64 %2257
  %2259 = load double, ptr %2258, align 8
  %2260 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2241, 1
  %2261 = mul nuw nsw i64 %2243, 8
  %2262 = add nuw nsw i64 %2261, %2247
  %2263 = add nuw nsw i64 %2262, %2251
  %2264 = getelementptr inbounds nuw double, ptr %2260, i64 %2263
  store double %2259, ptr %2264, align 8
  %2265 = add i64 %2251, 1
  br label %2250

2266:                                             ; preds = %2250
  %2267 = add i64 %2247, 1
  br label %2246

2268:                                             ; preds = %2246
  %2269 = add i64 %2243, 1
  br label %2242

2270:                                             ; preds = %2242
  br label %2271

2271:                                             ; preds = %2314, %2270
  %2272 = phi i64 [ %2315, %2314 ], [ 0, %2270 ]
  %2273 = icmp slt i64 %2272, 1
  br i1 %2273, label %2274, label %2316

2274:                                             ; preds = %2271
  br label %2275

2275:                                             ; preds = %2312, %2274
  %2276 = phi i64 [ %2313, %2312 ], [ 0, %2274 ]
  %2277 = icmp slt i64 %2276, 8
  br i1 %2277, label %2278, label %2314

2278:                                             ; preds = %2275
  br label %2279

2279:                                             ; preds = %2282, %2278
  %2280 = phi i64 [ %2311, %2282 ], [ 0, %2278 ]
  %2281 = icmp slt i64 %2280, 32
  br i1 %2281, label %2282, label %2312

2282:                                             ; preds = %2279
  %2283 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %497, 1
  %2284 = mul nuw nsw i64 %2272, 256
  %2285 = mul nuw nsw i64 %2276, 32
  %2286 = add nuw nsw i64 %2284, %2285
  %2287 = add nuw nsw i64 %2286, %2280
  %2288 = getelementptr inbounds nuw double, ptr %2283, i64 %2287
  %2289 = load double, ptr %2288, align 8
  %2290 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2160, 1
  %2291 = mul nuw nsw i64 %2272, 8
  %2292 = add nuw nsw i64 %2291, %2276
  %2293 = add nuw nsw i64 %2292, 0
  %2294 = getelementptr inbounds nuw double, ptr %2290, i64 %2293
  %2295 = load double, ptr %2294, align 8
  %2296 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2241, 1
  %2297 = mul nuw nsw i64 %2272, 8
  %2298 = add nuw nsw i64 %2297, %2276
  %2299 = add nuw nsw i64 %2298, 0
  %2300 = getelementptr inbounds nuw double, ptr %2296, i64 %2299
  %2301 = load double, ptr %2300, align 8
  %2302 = fdiv double %2295, 3.200000e+01
  %2303 = fsub double %2289, %2302
  %2304 = fmul double %2303, %2303
  %2305 = fadd double %2304, %2301
  %2306 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2241, 1
  %2307 = mul nuw nsw i64 %2272, 8
  %2308 = add nuw nsw i64 %2307, %2276
  %2309 = add nuw nsw i64 %2308, 0
  %2310 = getelementptr inbounds nuw double, ptr %2306, i64 %2309
  store double %2305, ptr %2310, align 8
  %2311 = add i64 %2280, 1
  br label %2279

2312:                                             ; preds = %2279
  %2313 = add i64 %2276, 1
  br label %2275

2314:                                             ; preds = %2275
  %2315 = add i64 %2272, 1
  br label %2271

2316:                                             ; preds = %2271
  %2317 = call ptr @malloc(i64 96)
  %2318 = ptrtoint ptr %2317 to i64
  %2319 = add i64 %2318, 63
  %2320 = urem i64 %2319, 64
  %2321 = sub i64 %2319, %2320
  %2322 = inttoptr i64 %2321 to ptr
  %2323 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2317, 0
  %2324 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2323, ptr %2322, 1
  %2325 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2324, i64 0, 2
  %2326 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2325, i64 1, 3, 0
  %2327 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2326, i64 8, 3, 1
  %2328 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2327, i64 1, 3, 2
  %2329 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2328, i64 8, 4, 0
  %2330 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2329, i64 1, 4, 1
  %2331 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2330, i64 1, 4, 2
  br label %2332

2332:                                             ; preds = %2358, %2316
  %2333 = phi i64 [ %2359, %2358 ], [ 0, %2316 ]
  %2334 = icmp slt i64 %2333, 1
  br i1 %2334, label %2335, label %2360

2335:                                             ; preds = %2332
  br label %2336

2336:                                             ; preds = %2356, %2335
  %2337 = phi i64 [ %2357, %2356 ], [ 0, %2335 ]
  %2338 = icmp slt i64 %2337, 8
  br i1 %2338, label %2339, label %2358

2339:                                             ; preds = %2336
  br label %2340

2340:                                             ; preds = %2343, %2339
  %2341 = phi i64 [ %2355, %2343 ], [ 0, %2339 ]
  %2342 = icmp slt i64 %2341, 1
  br i1 %2342, label %2343, label %2356

2343:                                             ; preds = %2340
  %2344 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %753, 1
  %2345 = mul nuw nsw i64 %2333, 8
  %2346 = add nuw nsw i64 %2345, %2337
  %2347 = add nuw nsw i64 %2346, %2341
  %2348 = getelementptr inbounds nuw float, ptr %2344, i64 %2347
  %2349 = load float, ptr %2348, align 4
  %2350 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2331, 1
  %2351 = mul nuw nsw i64 %2333, 8
  %2352 = add nuw nsw i64 %2351, %2337
  %2353 = add nuw nsw i64 %2352, %2341
  %2354 = getelementptr inbounds nuw float, ptr %2350, i64 %2353
  store float %2349, ptr %2354, align 4
  %2355 = add i64 %2341, 1
  br label %2340

2356:                                             ; preds = %2340
  %2357 = add i64 %2337, 1
  br label %2336

2358:                                             ; preds = %2336
  %2359 = add i64 %2333, 1
  br label %2332

2360:                                             ; preds = %2332
  br label %2361

2361:                                             ; preds = %2395, %2360
  %2362 = phi i64 [ %2396, %2395 ], [ 0, %2360 ]
  %2363 = icmp slt i64 %2362, 1
  br i1 %2363, label %2364, label %2397

2364:                                             ; preds = %2361
  br label %2365

2365:                                             ; preds = %2393, %2364
  %2366 = phi i64 [ %2394, %2393 ], [ 0, %2364 ]
  %2367 = icmp slt i64 %2366, 8
  br i1 %2367, label %2368, label %2395

2368:                                             ; preds = %2365
  br label %2369

2369:                                             ; preds = %2372, %2368
  %2370 = phi i64 [ %2392, %2372 ], [ 0, %2368 ]
  %2371 = icmp slt i64 %2370, 32
  br i1 %2371, label %2372, label %2393

2372:                                             ; preds = %2369
  %2373 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2374 = mul nuw nsw i64 %2362, 256
  %2375 = mul nuw nsw i64 %2366, 32
  %2376 = add nuw nsw i64 %2374, %2375
  %2377 = add nuw nsw i64 %2376, %2370
  %2378 = getelementptr inbounds nuw float, ptr %2373, i64 %2377
  %2379 = load float, ptr %2378, align 4
  %2380 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2331, 1
  %2381 = mul nuw nsw i64 %2362, 8
  %2382 = add nuw nsw i64 %2381, %2366
  %2383 = add nuw nsw i64 %2382, 0
  %2384 = getelementptr inbounds nuw float, ptr %2380, i64 %2383
  %2385 = load float, ptr %2384, align 4
  %2386 = fadd float %2379, %2385
  %2387 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2331, 1
  %2388 = mul nuw nsw i64 %2362, 8
  %2389 = add nuw nsw i64 %2388, %2366
  %2390 = add nuw nsw i64 %2389, 0
  %2391 = getelementptr inbounds nuw float, ptr %2387, i64 %2390
  store float %2386, ptr %2391, align 4
  %2392 = add i64 %2370, 1
  br label %2369

2393:                                             ; preds = %2369
  %2394 = add i64 %2366, 1
  br label %2365

2395:                                             ; preds = %2365
  %2396 = add i64 %2362, 1
  br label %2361

2397:                                             ; preds = %2361
  %2398 = call ptr @malloc(i64 4160)
  %2399 = ptrtoint ptr %2398 to i64
  %2400 = add i64 %2399, 63
  %2401 = urem i64 %2400, 64
  %2402 = sub i64 %2400, %2401
  %2403 = inttoptr i64 %2402 to ptr
  %2404 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %2398, 0
  %2405 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2404, ptr %2403, 1
  %2406 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2405, i64 0, 2
  %2407 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2406, i64 8, 3, 0
  %2408 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2407, i64 128, 3, 1
  %2409 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2408, i64 128, 4, 0
  %2410 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2409, i64 1, 4, 1
  br label %2411

2411:                                             ; preds = %2424, %2397
  %2412 = phi i64 [ %2425, %2424 ], [ 0, %2397 ]
  %2413 = icmp slt i64 %2412, 8
  br i1 %2413, label %2414, label %2426

2414:                                             ; preds = %2411
  br label %2415

2415:                                             ; preds = %2418, %2414
  %2416 = phi i64 [ %2423, %2418 ], [ 0, %2414 ]
  %2417 = icmp slt i64 %2416, 128
  br i1 %2417, label %2418, label %2424

2418:                                             ; preds = %2415
  %2419 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2410, 1
  %2420 = mul nuw nsw i64 %2412, 128
  %2421 = add nuw nsw i64 %2420, %2416
  %2422 = getelementptr inbounds nuw float, ptr %2419, i64 %2421
  store float 0.000000e+00, ptr %2422, align 4
  %2423 = add i64 %2416, 1
  br label %2415

2424:                                             ; preds = %2415
  %2425 = add i64 %2412, 1
  br label %2411

2426:                                             ; preds = %2411
  %2427 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2410, 0
  %2428 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2410, 1
  %2429 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2427, 0
  %2430 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2429, ptr %2428, 1
  %2431 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2430, i64 0, 2
  %2432 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2431, i64 1, 3, 0
  %2433 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2432, i64 1024, 4, 0
  %2434 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2433, i64 8, 3, 1
  %2435 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2434, i64 128, 4, 1
  %2436 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2435, i64 128, 3, 2
  %2437 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2436, i64 1, 4, 2
  %2438 = call ptr @malloc(i64 4160)
  %2439 = ptrtoint ptr %2438 to i64
  %2440 = add i64 %2439, 63
  %2441 = urem i64 %2440, 64
  %2442 = sub i64 %2440, %2441
  %2443 = inttoptr i64 %2442 to ptr
  %2444 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2438, 0
  %2445 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2444, ptr %2443, 1
  %2446 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2445, i64 0, 2
  %2447 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2446, i64 1, 3, 0
  %2448 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2447, i64 8, 3, 1
  %2449 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2448, i64 128, 3, 2
  %2450 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2449, i64 1024, 4, 0
  %2451 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2450, i64 128, 4, 1
  %2452 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2451, i64 1, 4, 2
  br label %2453

2453:                                             ; preds = %2481, %2426
  %2454 = phi i64 [ %2482, %2481 ], [ 0, %2426 ]
  %2455 = icmp slt i64 %2454, 1
  br i1 %2455, label %2456, label %2483

2456:                                             ; preds = %2453
  br label %2457

2457:                                             ; preds = %2479, %2456
  %2458 = phi i64 [ %2480, %2479 ], [ 0, %2456 ]
  %2459 = icmp slt i64 %2458, 8
  br i1 %2459, label %2460, label %2481

2460:                                             ; preds = %2457
  br label %2461

2461:                                             ; preds = %2464, %2460
  %2462 = phi i64 [ %2478, %2464 ], [ 0, %2460 ]
  %2463 = icmp slt i64 %2462, 128
  br i1 %2463, label %2464, label %2479

2464:                                             ; preds = %2461
  %2465 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2437, 1
  %2466 = mul nuw nsw i64 %2454, 1024
  %2467 = mul nuw nsw i64 %2458, 128
  %2468 = add nuw nsw i64 %2466, %2467
  %2469 = add nuw nsw i64 %2468, %2462
  %2470 = getelementptr inbounds nuw float, ptr %2465, i64 %2469
  %2471 = load float, ptr %2470, align 4
  %2472 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2452, 1
  %2473 = mul nuw nsw i64 %2454, 1024
  %2474 = mul nuw nsw i64 %2458, 128
  %2475 = add nuw nsw i64 %2473, %2474
  %2476 = add nuw nsw i64 %2475, %2462
  %2477 = getelementptr inbounds nuw float, ptr %2472, i64 %2476
  store float %2471, ptr %2477, align 4
  %2478 = add i64 %2462, 1
  br label %2461

2479:                                             ; preds = %2461
  %2480 = add i64 %2458, 1
  br label %2457

2481:                                             ; preds = %2457
  %2482 = add i64 %2454, 1
  br label %2453

2483:                                             ; preds = %2453
  br label %2484

2484:                                             ; preds = %2557, %2483
  %2485 = phi i64 [ %2558, %2557 ], [ 0, %2483 ]
  %2486 = icmp slt i64 %2485, 1
  br i1 %2486, label %2487, label %2559

2487:                                             ; preds = %2484
  br label %2488

2488:                                             ; preds = %2555, %2487
  %2489 = phi i64 [ %2556, %2555 ], [ 0, %2487 ]
  %2490 = icmp slt i64 %2489, 8
  br i1 %2490, label %2491, label %2557

2491:                                             ; preds = %2488
  br label %2492

2492:                                             ; preds = %2553, %2491
  %2493 = phi i64 [ %2554, %2553 ], [ 0, %2491 ]
  %2494 = icmp slt i64 %2493, 128
  br i1 %2494, label %2495, label %2555

2495:                                             ; preds = %2492
  br label %2496

2496:                                             ; preds = %2499, %2495
  %2497 = phi i64 [ %2552, %2499 ], [ 0, %2495 ]
  %2498 = icmp slt i64 %2497, 32
  br i1 %2498, label %2499, label %2553

2499:                                             ; preds = %2496
  %2500 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2501 = mul nuw nsw i64 %2485, 256
  %2502 = mul nuw nsw i64 %2489, 32
  %2503 = add nuw nsw i64 %2501, %2502
  %2504 = add nuw nsw i64 %2503, %2497
  %2505 = getelementptr inbounds nuw float, ptr %2500, i64 %2504
  %2506 = load float, ptr %2505, align 4
  %2507 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2331, 1
  %2508 = mul nuw nsw i64 %2485, 8
  %2509 = add nuw nsw i64 %2508, %2489
  %2510 = add nuw nsw i64 %2509, 0
  %2511 = getelementptr inbounds nuw float, ptr %2507, i64 %2510
  %2512 = load float, ptr %2511, align 4
  %2513 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2241, 1
  %2514 = mul nuw nsw i64 %2485, 8
  %2515 = add nuw nsw i64 %2514, %2489
  %2516 = add nuw nsw i64 %2515, 0
  %2517 = getelementptr inbounds nuw double, ptr %2513, i64 %2516
  %2518 = load double, ptr %2517, align 8
  %2519 = getelementptr inbounds nuw float, ptr @__constant_32xf32_12, i64 %2497
  %2520 = load float, ptr %2519, align 4
  %2521 = getelementptr inbounds nuw float, ptr @__constant_32xf32_11, i64 %2497
  %2522 = load float, ptr %2521, align 4
  %2523 = mul nuw nsw i64 %2497, 128
  %2524 = add nuw nsw i64 %2523, %2493
  %2525 = getelementptr inbounds nuw float, ptr @__constant_32x128xf32_10, i64 %2524
  %2526 = load float, ptr %2525, align 4
  %2527 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2452, 1
  %2528 = mul nuw nsw i64 %2485, 1024
  %2529 = mul nuw nsw i64 %2489, 128
  %2530 = add nuw nsw i64 %2528, %2529
  %2531 = add nuw nsw i64 %2530, %2493
  %2532 = getelementptr inbounds nuw float, ptr %2527, i64 %2531
  %2533 = load float, ptr %2532, align 4
  %2534 = fdiv double %2518, 3.200000e+01
  %2535 = fptrunc double %2534 to float
  %2536 = fadd float %2535, f0x3727C5AC
  %2537 = call float @llvm.sqrt.f32(float %2536)
  %2538 = fdiv float 1.000000e+00, %2537
  %2539 = fdiv float %2512, 3.200000e+01
  %2540 = fsub float %2506, %2539
  %2541 = fmul float %2540, %2538
  %2542 = fmul float %2541, %2520
  %2543 = fadd float %2542, %2522
  %2544 = fmul float %2543, %2526
  %2545 = fadd float %2533, %2544
  %2546 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2452, 1
  %2547 = mul nuw nsw i64 %2485, 1024
  %2548 = mul nuw nsw i64 %2489, 128
  %2549 = add nuw nsw i64 %2547, %2548
  %2550 = add nuw nsw i64 %2549, %2493
  %2551 = getelementptr inbounds nuw float, ptr %2546, i64 %2550
  store float %2545, ptr %2551, align 4
  %2552 = add i64 %2497, 1
  br label %2496

2553:                                             ; preds = %2496
  %2554 = add i64 %2493, 1
  br label %2492

2555:                                             ; preds = %2492
  %2556 = add i64 %2489, 1
  br label %2488

2557:                                             ; preds = %2488
  %2558 = add i64 %2485, 1
  br label %2484

2559:                                             ; preds = %2484
  %2560 = call ptr @malloc(i64 1088)
  %2561 = ptrtoint ptr %2560 to i64
  %2562 = add i64 %2561, 63
  %2563 = urem i64 %2562, 64
  %2564 = sub i64 %2562, %2563
  %2565 = inttoptr i64 %2564 to ptr
  %2566 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2560, 0
  %2567 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2566, ptr %2565, 1
  %2568 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2567, i64 0, 2
  %2569 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2568, i64 1, 3, 0
  %2570 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2569, i64 8, 3, 1
  %2571 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2570, i64 32, 3, 2
  %2572 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2571, i64 256, 4, 0
  %2573 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2572, i64 32, 4, 1
  %2574 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2573, i64 1, 4, 2
  br label %2575

2575:                                             ; preds = %2603, %2559
  %2576 = phi i64 [ %2604, %2603 ], [ 0, %2559 ]
  %2577 = icmp slt i64 %2576, 1
  br i1 %2577, label %2578, label %2605

2578:                                             ; preds = %2575
  br label %2579

2579:                                             ; preds = %2601, %2578
  %2580 = phi i64 [ %2602, %2601 ], [ 0, %2578 ]
  %2581 = icmp slt i64 %2580, 8
  br i1 %2581, label %2582, label %2603

2582:                                             ; preds = %2579
  br label %2583

2583:                                             ; preds = %2586, %2582
  %2584 = phi i64 [ %2600, %2586 ], [ 0, %2582 ]
  %2585 = icmp slt i64 %2584, 32
  br i1 %2585, label %2586, label %2601

2586:                                             ; preds = %2583
  %2587 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1965, 1
  %2588 = mul nuw nsw i64 %2576, 256
  %2589 = mul nuw nsw i64 %2580, 32
  %2590 = add nuw nsw i64 %2588, %2589
  %2591 = add nuw nsw i64 %2590, %2584
  %2592 = getelementptr inbounds nuw float, ptr %2587, i64 %2591
  %2593 = load float, ptr %2592, align 4
  %2594 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2574, 1
  %2595 = mul nuw nsw i64 %2576, 256
  %2596 = mul nuw nsw i64 %2580, 32
  %2597 = add nuw nsw i64 %2595, %2596
  %2598 = add nuw nsw i64 %2597, %2584
  %2599 = getelementptr inbounds nuw float, ptr %2594, i64 %2598
  store float %2593, ptr %2599, align 4
  %2600 = add i64 %2584, 1
  br label %2583

2601:                                             ; preds = %2583
  %2602 = add i64 %2580, 1
  br label %2579

2603:                                             ; preds = %2579
  %2604 = add i64 %2576, 1
  br label %2575

2605:                                             ; preds = %2575
  br label %2606

2606:                                             ; preds = %2676, %2605
  %2607 = phi i64 [ %2677, %2676 ], [ 0, %2605 ]
  %2608 = icmp slt i64 %2607, 1
  br i1 %2608, label %2609, label %2678

2609:                                             ; preds = %2606
  br label %2610

2610:                                             ; preds = %2674, %2609
  %2611 = phi i64 [ %2675, %2674 ], [ 0, %2609 ]
  %2612 = icmp slt i64 %2611, 8
  br i1 %2612, label %2613, label %2676

2613:                                             ; preds = %2610
  br label %2614

2614:                                             ; preds = %2672, %2613
  %2615 = phi i64 [ %2673, %2672 ], [ 0, %2613 ]
  %2616 = icmp slt i64 %2615, 32
  br i1 %2616, label %2617, label %2674

2617:                                             ; preds = %2614
  br label %2618

2618:                                             ; preds = %2621, %2617
  %2619 = phi i64 [ %2671, %2621 ], [ 0, %2617 ]
  %2620 = icmp slt i64 %2619, 128
  br i1 %2620, label %2621, label %2672

2621:                                             ; preds = %2618
  %2622 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2452, 1
  %2623 = mul nuw nsw i64 %2607, 1024
  %2624 = mul nuw nsw i64 %2611, 128
  %2625 = add nuw nsw i64 %2623, %2624
  %2626 = add nuw nsw i64 %2625, %2619
  %2627 = getelementptr inbounds nuw float, ptr %2622, i64 %2626
  %2628 = load float, ptr %2627, align 4
  %2629 = getelementptr inbounds nuw float, ptr @__constant_128xf32_9, i64 %2619
  %2630 = load float, ptr %2629, align 4
  %2631 = mul nuw nsw i64 %2619, 32
  %2632 = add nuw nsw i64 %2631, %2615
  %2633 = getelementptr inbounds nuw float, ptr @__constant_128x32xf32_8, i64 %2632
  %2634 = load float, ptr %2633, align 4
  %2635 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2574, 1
  %2636 = mul nuw nsw i64 %2607, 256
  %2637 = mul nuw nsw i64 %2611, 32
  %2638 = add nuw nsw i64 %2636, %2637
  %2639 = add nuw nsw i64 %2638, %2615
  %2640 = getelementptr inbounds nuw float, ptr %2635, i64 %2639
  %2641 = load float, ptr %2640, align 4
  %2642 = fadd float %2628, %2630
  %2643 = fmul float %2642, %2642
  %2644 = fmul float %2643, %2642
  %2645 = fmul float %2644, 4.471500e-02
  %2646 = fadd float %2642, %2645
  %2647 = fmul float %2646, f0x3F4C422A
  %2648 = fcmp olt float %2647, 0.000000e+00
  %2649 = uitofp i1 %2648 to float
  %2650 = fmul float %2649, -2.000000e+00
  %2651 = fadd float %2650, 1.000000e+00
  %2652 = fmul float %2651, %2647
  %2653 = fmul float %2652, -2.000000e+00
  %2654 = fmul float %2653, f0x3FB8AA3B
  %2655 = call float @llvm.exp2.f32(float %2654)
  %2656 = fsub float 1.000000e+00, %2655
  %2657 = fadd float %2655, 1.000000e+00
  %2658 = fdiv float %2656, %2657
  %2659 = fmul float %2651, %2658
  %2660 = fadd float %2659, 1.000000e+00
  %2661 = fmul float %2642, 5.000000e-01
  %2662 = fmul float %2661, %2660
  %2663 = fmul float %2662, %2634
  %2664 = fadd float %2641, %2663
  %2665 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2574, 1
  %2666 = mul nuw nsw i64 %2607, 256
  %2667 = mul nuw nsw i64 %2611, 32
  %2668 = add nuw nsw i64 %2666, %2667
  %2669 = add nuw nsw i64 %2668, %2615
  %2670 = getelementptr inbounds nuw float, ptr %2665, i64 %2669
  store float %2664, ptr %2670, align 4
  %2671 = add i64 %2619, 1
  br label %2618

2672:                                             ; preds = %2618
  %2673 = add i64 %2615, 1
  br label %2614

2674:                                             ; preds = %2614
  %2675 = add i64 %2611, 1
  br label %2610

2676:                                             ; preds = %2610
  %2677 = add i64 %2607, 1
  br label %2606

2678:                                             ; preds = %2606
  br label %2679

2679:                                             ; preds = %2718, %2678
  %2680 = phi i64 [ %2719, %2718 ], [ 0, %2678 ]
  %2681 = icmp slt i64 %2680, 1
  br i1 %2681, label %2682, label %2720

2682:                                             ; preds = %2679
  br label %2683

2683:                                             ; preds = %2716, %2682
  %2684 = phi i64 [ %2717, %2716 ], [ 0, %2682 ]
  %2685 = icmp slt i64 %2684, 8
  br i1 %2685, label %2686, label %2718

2686:                                             ; preds = %2683
  br label %2687

2687:                                             ; preds = %2690, %2686
  %2688 = phi i64 [ %2715, %2690 ], [ 0, %2686 ]
  %2689 = icmp slt i64 %2688, 32
  br i1 %2689, label %2690, label %2716

2690:                                             ; preds = %2687
  %2691 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2692 = mul nuw nsw i64 %2680, 256
  %2693 = mul nuw nsw i64 %2684, 32
  %2694 = add nuw nsw i64 %2692, %2693
  %2695 = add nuw nsw i64 %2694, %2688
  %2696 = getelementptr inbounds nuw float, ptr %2691, i64 %2695
  %2697 = load float, ptr %2696, align 4
  %2698 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2574, 1
  %2699 = mul nuw nsw i64 %2680, 256
  %2700 = mul nuw nsw i64 %2684, 32
  %2701 = add nuw nsw i64 %2699, %2700
  %2702 = add nuw nsw i64 %2701, %2688
  %2703 = getelementptr inbounds nuw float, ptr %2698, i64 %2702
  %2704 = load float, ptr %2703, align 4
  %2705 = getelementptr inbounds nuw float, ptr @__constant_32xf32_7, i64 %2688
  %2706 = load float, ptr %2705, align 4
  %2707 = fadd float %2704, %2706
  %2708 = fadd float %2697, %2707
  %2709 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2710 = mul nuw nsw i64 %2680, 256
  %2711 = mul nuw nsw i64 %2684, 32
  %2712 = add nuw nsw i64 %2710, %2711
  %2713 = add nuw nsw i64 %2712, %2688
  %2714 = getelementptr inbounds nuw float, ptr %2709, i64 %2713
  store float %2708, ptr %2714, align 4
  %2715 = add i64 %2688, 1
  br label %2687

2716:                                             ; preds = %2687
  %2717 = add i64 %2684, 1
  br label %2683

2718:                                             ; preds = %2683
  %2719 = add i64 %2680, 1
  br label %2679

2720:                                             ; preds = %2679
  br label %2721

2721:                                             ; preds = %2750, %2720
  %2722 = phi i64 [ %2751, %2750 ], [ 0, %2720 ]
  %2723 = icmp slt i64 %2722, 1
  br i1 %2723, label %2724, label %2752

2724:                                             ; preds = %2721
  br label %2725

2725:                                             ; preds = %2748, %2724
  %2726 = phi i64 [ %2749, %2748 ], [ 0, %2724 ]
  %2727 = icmp slt i64 %2726, 8
  br i1 %2727, label %2728, label %2750

2728:                                             ; preds = %2725
  br label %2729

2729:                                             ; preds = %2732, %2728
  %2730 = phi i64 [ %2747, %2732 ], [ 0, %2728 ]
  %2731 = icmp slt i64 %2730, 32
  br i1 %2731, label %2732, label %2748

2732:                                             ; preds = %2729
  %2733 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2734 = mul nuw nsw i64 %2722, 256
  %2735 = mul nuw nsw i64 %2726, 32
  %2736 = add nuw nsw i64 %2734, %2735
  %2737 = add nuw nsw i64 %2736, %2730
  %2738 = getelementptr inbounds nuw float, ptr %2733, i64 %2737
  %2739 = load float, ptr %2738, align 4
  %2740 = fpext float %2739 to double
  %2741 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %497, 1
  %2742 = mul nuw nsw i64 %2722, 256
  %2743 = mul nuw nsw i64 %2726, 32
  %2744 = add nuw nsw i64 %2742, %2743
  %2745 = add nuw nsw i64 %2744, %2730
  %2746 = getelementptr inbounds nuw double, ptr %2741, i64 %2745
  store double %2740, ptr %2746, align 8
  %2747 = add i64 %2730, 1
  br label %2729

2748:                                             ; preds = %2729
  %2749 = add i64 %2726, 1
  br label %2725

2750:                                             ; preds = %2725
  %2751 = add i64 %2722, 1
  br label %2721

2752:                                             ; preds = %2721
  %2753 = call ptr @malloc(i64 128)
  %2754 = ptrtoint ptr %2753 to i64
  %2755 = add i64 %2754, 63
  %2756 = urem i64 %2755, 64
  %2757 = sub i64 %2755, %2756
  %2758 = inttoptr i64 %2757 to ptr
  %2759 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2753, 0
  %2760 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2759, ptr %2758, 1
  %2761 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2760, i64 0, 2
  %2762 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2761, i64 1, 3, 0
  %2763 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2762, i64 8, 3, 1
  %2764 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2763, i64 1, 3, 2
  %2765 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2764, i64 8, 4, 0
  %2766 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2765, i64 1, 4, 1
  %2767 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2766, i64 1, 4, 2
  br label %2768

2768:                                             ; preds = %2794, %2752
  %2769 = phi i64 [ %2795, %2794 ], [ 0, %2752 ]
  %2770 = icmp slt i64 %2769, 1
  br i1 %2770, label %2771, label %2796

2771:                                             ; preds = %2768
  br label %2772

2772:                                             ; preds = %2792, %2771
  %2773 = phi i64 [ %2793, %2792 ], [ 0, %2771 ]
  %2774 = icmp slt i64 %2773, 8
  br i1 %2774, label %2775, label %2794

2775:                                             ; preds = %2772
  br label %2776

2776:                                             ; preds = %2779, %2775
  %2777 = phi i64 [ %2791, %2779 ], [ 0, %2775 ]
  %2778 = icmp slt i64 %2777, 1
  br i1 %2778, label %2779, label %2792

2779:                                             ; preds = %2776
  %2780 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %544, 1
  %2781 = mul nuw nsw i64 %2769, 8
  %2782 = add nuw nsw i64 %2781, %2773
  %2783 = add nuw nsw i64 %2782, %2777
  %2784 = getelementptr inbounds nuw double, ptr %2780, i64 %2783
  %2785 = load double, ptr %2784, align 8
  %2786 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2767, 1
  %2787 = mul nuw nsw i64 %2769, 8
  %2788 = add nuw nsw i64 %2787, %2773
  %2789 = add nuw nsw i64 %2788, %2777
  %2790 = getelementptr inbounds nuw double, ptr %2786, i64 %2789
  store double %2785, ptr %2790, align 8
  %2791 = add i64 %2777, 1
  br label %2776

2792:                                             ; preds = %2776
  %2793 = add i64 %2773, 1
  br label %2772

2794:                                             ; preds = %2772
  %2795 = add i64 %2769, 1
  br label %2768

2796:                                             ; preds = %2768
  br label %2797

2797:                                             ; preds = %2831, %2796
  %2798 = phi i64 [ %2832, %2831 ], [ 0, %2796 ]
  %2799 = icmp slt i64 %2798, 1
  br i1 %2799, label %2800, label %2833

2800:                                             ; preds = %2797
  br label %2801

2801:                                             ; preds = %2829, %2800
  %2802 = phi i64 [ %2830, %2829 ], [ 0, %2800 ]
  %2803 = icmp slt i64 %2802, 8
  br i1 %2803, label %2804, label %2831

2804:                                             ; preds = %2801
  br label %2805

2805:                                             ; preds = %2808, %2804
  %2806 = phi i64 [ %2828, %2808 ], [ 0, %2804 ]
  %2807 = icmp slt i64 %2806, 32
  br i1 %2807, label %2808, label %2829

2808:                                             ; preds = %2805
  %2809 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %497, 1
  %2810 = mul nuw nsw i64 %2798, 256
  %2811 = mul nuw nsw i64 %2802, 32
  %2812 = add nuw nsw i64 %2810, %2811
  %2813 = add nuw nsw i64 %2812, %2806
  %2814 = getelementptr inbounds nuw double, ptr %2809, i64 %2813
  %2815 = load double, ptr %2814, align 8
  %2816 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2767, 1
  %2817 = mul nuw nsw i64 %2798, 8
  %2818 = add nuw nsw i64 %2817, %2802
  %2819 = add nuw nsw i64 %2818, 0
  %2820 = getelementptr inbounds nuw double, ptr %2816, i64 %2819
  %2821 = load double, ptr %2820, align 8
  %2822 = fadd double %2815, %2821
  %2823 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2767, 1
  %2824 = mul nuw nsw i64 %2798, 8
  %2825 = add nuw nsw i64 %2824, %2802
  %2826 = add nuw nsw i64 %2825, 0
  %2827 = getelementptr inbounds nuw double, ptr %2823, i64 %2826
  store double %2822, ptr %2827, align 8
  %2828 = add i64 %2806, 1
  br label %2805

2829:                                             ; preds = %2805
  %2830 = add i64 %2802, 1
  br label %2801

2831:                                             ; preds = %2801
  %2832 = add i64 %2798, 1
  br label %2797

2833:                                             ; preds = %2797
  %2834 = call ptr @malloc(i64 128)
  %2835 = ptrtoint ptr %2834 to i64
  %2836 = add i64 %2835, 63
  %2837 = urem i64 %2836, 64
  %2838 = sub i64 %2836, %2837
  %2839 = inttoptr i64 %2838 to ptr
  %2840 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2834, 0
  %2841 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2840, ptr %2839, 1
  %2842 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2841, i64 0, 2
  %2843 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2842, i64 1, 3, 0
  %2844 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2843, i64 8, 3, 1
  %2845 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2844, i64 1, 3, 2
  %2846 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2845, i64 8, 4, 0
  %2847 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2846, i64 1, 4, 1
  %2848 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2847, i64 1, 4, 2
  br label %2849

2849:                                             ; preds = %2875, %2833
  %2850 = phi i64 [ %2876, %2875 ], [ 0, %2833 ]
  %2851 = icmp slt i64 %2850, 1
  br i1 %2851, label %2852, label %2877

2852:                                             ; preds = %2849
  br label %2853

2853:                                             ; preds = %2873, %2852
  %2854 = phi i64 [ %2874, %2873 ], [ 0, %2852 ]
  %2855 = icmp slt i64 %2854, 8
  br i1 %2855, label %2856, label %2875

2856:                                             ; preds = %2853
  br label %2857

2857:                                             ; preds = %2860, %2856
  %2858 = phi i64 [ %2872, %2860 ], [ 0, %2856 ]
  %2859 = icmp slt i64 %2858, 1
  br i1 %2859, label %2860, label %2873

2860:                                             ; preds = %2857
  %2861 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %544, 1
  %2862 = mul nuw nsw i64 %2850, 8
  %2863 = add nuw nsw i64 %2862, %2854
  %2864 = add nuw nsw i64 %2863, %2858
  %2865 = getelementptr inbounds nuw double, ptr %2861, i64 %2864
  %2866 = load double, ptr %2865, align 8
  %2867 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2848, 1
  %2868 = mul nuw nsw i64 %2850, 8
  %2869 = add nuw nsw i64 %2868, %2854
  %2870 = add nuw nsw i64 %2869, %2858
  %2871 = getelementptr inbounds nuw double, ptr %2867, i64 %2870
  store double %2866, ptr %2871, align 8
  %2872 = add i64 %2858, 1
  br label %2857

2873:                                             ; preds = %2857
  %2874 = add i64 %2854, 1
  br label %2853

2875:                                             ; preds = %2853
  %2876 = add i64 %2850, 1
  br label %2849

2877:                                             ; preds = %2849
  br label %2878

2878:                                             ; preds = %2921, %2877
  %2879 = phi i64 [ %2922, %2921 ], [ 0, %2877 ]
  %2880 = icmp slt i64 %2879, 1
  br i1 %2880, label %2881, label %2923

2881:                                             ; preds = %2878
  br label %2882

2882:                                             ; preds = %2919, %2881
  %2883 = phi i64 [ %2920, %2919 ], [ 0, %2881 ]
  %2884 = icmp slt i64 %2883, 8
  br i1 %2884, label %2885, label %2921

2885:                                             ; preds = %2882
  br label %2886

2886:                                             ; preds = %2889, %2885
  %2887 = phi i64 [ %2918, %2889 ], [ 0, %2885 ]
  %2888 = icmp slt i64 %2887, 32
  br i1 %2888, label %2889, label %2919

2889:                                             ; preds = %2886
  %2890 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %497, 1
  %2891 = mul nuw nsw i64 %2879, 256
  %2892 = mul nuw nsw i64 %2883, 32
  %2893 = add nuw nsw i64 %2891, %2892
  %2894 = add nuw nsw i64 %2893, %2887
  %2895 = getelementptr inbounds nuw double, ptr %2890, i64 %2894
  %2896 = load double, ptr %2895, align 8
  %2897 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2767, 1
  %2898 = mul nuw nsw i64 %2879, 8
  %2899 = add nuw nsw i64 %2898, %2883
  %2900 = add nuw nsw i64 %2899, 0
  %2901 = getelementptr inbounds nuw double, ptr %2897, i64 %2900
  %2902 = load double, ptr %2901, align 8
  %2903 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2848, 1
  %2904 = mul nuw nsw i64 %2879, 8
  %2905 = add nuw nsw i64 %2904, %2883
  %2906 = add nuw nsw i64 %2905, 0
  %2907 = getelementptr inbounds nuw double, ptr %2903, i64 %2906
  %2908 = load double, ptr %2907, align 8
  %2909 = fdiv double %2902, 3.200000e+01
  %2910 = fsub double %2896, %2909
  %2911 = fmul double %2910, %2910
  %2912 = fadd double %2911, %2908
  %2913 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2848, 1
  %2914 = mul nuw nsw i64 %2879, 8
  %2915 = add nuw nsw i64 %2914, %2883
  %2916 = add nuw nsw i64 %2915, 0
  %2917 = getelementptr inbounds nuw double, ptr %2913, i64 %2916
  store double %2912, ptr %2917, align 8
  %2918 = add i64 %2887, 1
  br label %2886

2919:                                             ; preds = %2886
  %2920 = add i64 %2883, 1
  br label %2882

2921:                                             ; preds = %2882
  %2922 = add i64 %2879, 1
  br label %2878

2923:                                             ; preds = %2878
  %2924 = call ptr @malloc(i64 96)
  %2925 = ptrtoint ptr %2924 to i64
  %2926 = add i64 %2925, 63
  %2927 = urem i64 %2926, 64
  %2928 = sub i64 %2926, %2927
  %2929 = inttoptr i64 %2928 to ptr
  %2930 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %2924, 0
  %2931 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2930, ptr %2929, 1
  %2932 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2931, i64 0, 2
  %2933 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2932, i64 1, 3, 0
  %2934 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2933, i64 8, 3, 1
  %2935 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2934, i64 1, 3, 2
  %2936 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2935, i64 8, 4, 0
  %2937 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2936, i64 1, 4, 1
  %2938 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2937, i64 1, 4, 2
  br label %2939

2939:                                             ; preds = %2965, %2923
  %2940 = phi i64 [ %2966, %2965 ], [ 0, %2923 ]
  %2941 = icmp slt i64 %2940, 1
  br i1 %2941, label %2942, label %2967

2942:                                             ; preds = %2939
  br label %2943

2943:                                             ; preds = %2963, %2942
  %2944 = phi i64 [ %2964, %2963 ], [ 0, %2942 ]
  %2945 = icmp slt i64 %2944, 8
  br i1 %2945, label %2946, label %2965

2946:                                             ; preds = %2943
  br label %2947

2947:                                             ; preds = %2950, %2946
  %2948 = phi i64 [ %2962, %2950 ], [ 0, %2946 ]
  %2949 = icmp slt i64 %2948, 1
  br i1 %2949, label %2950, label %2963

2950:                                             ; preds = %2947
  %2951 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %753, 1
  %2952 = mul nuw nsw i64 %2940, 8
  %2953 = add nuw nsw i64 %2952, %2944
  %2954 = add nuw nsw i64 %2953, %2948
  %2955 = getelementptr inbounds nuw float, ptr %2951, i64 %2954
  %2956 = load float, ptr %2955, align 4
  %2957 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2938, 1
  %2958 = mul nuw nsw i64 %2940, 8
  %2959 = add nuw nsw i64 %2958, %2944
  %2960 = add nuw nsw i64 %2959, %2948
  %2961 = getelementptr inbounds nuw float, ptr %2957, i64 %2960
  store float %2956, ptr %2961, align 4
  %2962 = add i64 %2948, 1
  br label %2947

2963:                                             ; preds = %2947
  %2964 = add i64 %2944, 1
  br label %2943

2965:                                             ; preds = %2943
  %2966 = add i64 %2940, 1
  br label %2939

2967:                                             ; preds = %2939
  br label %2968

2968:                                             ; preds = %3002, %2967
  %2969 = phi i64 [ %3003, %3002 ], [ 0, %2967 ]
  %2970 = icmp slt i64 %2969, 1
  br i1 %2970, label %2971, label %3004

2971:                                             ; preds = %2968
  br label %2972

2972:                                             ; preds = %3000, %2971
  %2973 = phi i64 [ %3001, %3000 ], [ 0, %2971 ]
  %2974 = icmp slt i64 %2973, 8
  br i1 %2974, label %2975, label %3002

2975:                                             ; preds = %2972
  br label %2976

2976:                                             ; preds = %2979, %2975
  %2977 = phi i64 [ %2999, %2979 ], [ 0, %2975 ]
  %2978 = icmp slt i64 %2977, 32
  br i1 %2978, label %2979, label %3000

2979:                                             ; preds = %2976
  %2980 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %2981 = mul nuw nsw i64 %2969, 256
  %2982 = mul nuw nsw i64 %2973, 32
  %2983 = add nuw nsw i64 %2981, %2982
  %2984 = add nuw nsw i64 %2983, %2977
  %2985 = getelementptr inbounds nuw float, ptr %2980, i64 %2984
  %2986 = load float, ptr %2985, align 4
  %2987 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2938, 1
  %2988 = mul nuw nsw i64 %2969, 8
  %2989 = add nuw nsw i64 %2988, %2973
  %2990 = add nuw nsw i64 %2989, 0
  %2991 = getelementptr inbounds nuw float, ptr %2987, i64 %2990
  %2992 = load float, ptr %2991, align 4
  %2993 = fadd float %2986, %2992
  %2994 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2938, 1
  %2995 = mul nuw nsw i64 %2969, 8
  %2996 = add nuw nsw i64 %2995, %2973
  %2997 = add nuw nsw i64 %2996, 0
  %2998 = getelementptr inbounds nuw float, ptr %2994, i64 %2997
  store float %2993, ptr %2998, align 4
  %2999 = add i64 %2977, 1
  br label %2976

3000:                                             ; preds = %2976
  %3001 = add i64 %2973, 1
  br label %2972

3002:                                             ; preds = %2972
  %3003 = add i64 %2969, 1
  br label %2968

3004:                                             ; preds = %2968
  br label %3005

3005:                                             ; preds = %3078, %3004
  %3006 = phi i64 [ %3079, %3078 ], [ 0, %3004 ]
  %3007 = icmp slt i64 %3006, 1
  br i1 %3007, label %3008, label %3080

3008:                                             ; preds = %3005
  br label %3009

3009:                                             ; preds = %3076, %3008
  %3010 = phi i64 [ %3077, %3076 ], [ 0, %3008 ]
  %3011 = icmp slt i64 %3010, 8
  br i1 %3011, label %3012, label %3078

3012:                                             ; preds = %3009
  br label %3013

3013:                                             ; preds = %3074, %3012
  %3014 = phi i64 [ %3075, %3074 ], [ 0, %3012 ]
  %3015 = icmp slt i64 %3014, 96
  br i1 %3015, label %3016, label %3076

3016:                                             ; preds = %3013
  br label %3017

3017:                                             ; preds = %3020, %3016
  %3018 = phi i64 [ %3073, %3020 ], [ 0, %3016 ]
  %3019 = icmp slt i64 %3018, 32
  br i1 %3019, label %3020, label %3074

3020:                                             ; preds = %3017
  %3021 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3022 = mul nuw nsw i64 %3006, 256
  %3023 = mul nuw nsw i64 %3010, 32
  %3024 = add nuw nsw i64 %3022, %3023
  %3025 = add nuw nsw i64 %3024, %3018
  %3026 = getelementptr inbounds nuw float, ptr %3021, i64 %3025
  %3027 = load float, ptr %3026, align 4
  %3028 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2938, 1
  %3029 = mul nuw nsw i64 %3006, 8
  %3030 = add nuw nsw i64 %3029, %3010
  %3031 = add nuw nsw i64 %3030, 0
  %3032 = getelementptr inbounds nuw float, ptr %3028, i64 %3031
  %3033 = load float, ptr %3032, align 4
  %3034 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2848, 1
  %3035 = mul nuw nsw i64 %3006, 8
  %3036 = add nuw nsw i64 %3035, %3010
  %3037 = add nuw nsw i64 %3036, 0
  %3038 = getelementptr inbounds nuw double, ptr %3034, i64 %3037
  %3039 = load double, ptr %3038, align 8
  %3040 = getelementptr inbounds nuw float, ptr @__constant_32xf32_6, i64 %3018
  %3041 = load float, ptr %3040, align 4
  %3042 = getelementptr inbounds nuw float, ptr @__constant_32xf32_5, i64 %3018
  %3043 = load float, ptr %3042, align 4
  %3044 = mul nuw nsw i64 %3018, 96
  %3045 = add nuw nsw i64 %3044, %3014
  %3046 = getelementptr inbounds nuw float, ptr @__constant_32x96xf32, i64 %3045
  %3047 = load float, ptr %3046, align 4
  %3048 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %897, 1
  %3049 = mul nuw nsw i64 %3006, 768
  %3050 = mul nuw nsw i64 %3010, 96
  %3051 = add nuw nsw i64 %3049, %3050
  %3052 = add nuw nsw i64 %3051, %3014
  %3053 = getelementptr inbounds nuw float, ptr %3048, i64 %3052
  %3054 = load float, ptr %3053, align 4
  %3055 = fdiv double %3039, 3.200000e+01
  %3056 = fptrunc double %3055 to float
  %3057 = fadd float %3056, f0x3727C5AC
  %3058 = call float @llvm.sqrt.f32(float %3057)
  %3059 = fdiv float 1.000000e+00, %3058
  %3060 = fdiv float %3033, 3.200000e+01
  %3061 = fsub float %3027, %3060
  %3062 = fmul float %3061, %3059
  %3063 = fmul float %3062, %3041
  %3064 = fadd float %3063, %3043
  %3065 = fmul float %3064, %3047
  %3066 = fadd float %3054, %3065
  %3067 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %897, 1
  %3068 = mul nuw nsw i64 %3006, 768
  %3069 = mul nuw nsw i64 %3010, 96
  %3070 = add nuw nsw i64 %3068, %3069
  %3071 = add nuw nsw i64 %3070, %3014
  %3072 = getelementptr inbounds nuw float, ptr %3067, i64 %3071
  store float %3066, ptr %3072, align 4
  %3073 = add i64 %3018, 1
  br label %3017

3074:                                             ; preds = %3017
  %3075 = add i64 %3014, 1
  br label %3013

3076:                                             ; preds = %3013
  %3077 = add i64 %3010, 1
  br label %3009

3078:                                             ; preds = %3009
  %3079 = add i64 %3006, 1
  br label %3005

3080:                                             ; preds = %3005
  %3081 = call ptr @malloc(i64 3136)
  %3082 = ptrtoint ptr %3081 to i64
  %3083 = add i64 %3082, 63
  %3084 = urem i64 %3083, 64
  %3085 = sub i64 %3083, %3084
  %3086 = inttoptr i64 %3085 to ptr
  %3087 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3081, 0
  %3088 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3087, ptr %3086, 1
  %3089 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3088, i64 0, 2
  %3090 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3089, i64 1, 3, 0
  %3091 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3090, i64 8, 3, 1
  %3092 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3091, i64 96, 3, 2
  %3093 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3092, i64 768, 4, 0
  %3094 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3093, i64 96, 4, 1
  %3095 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3094, i64 1, 4, 2
  br label %3096

3096:                                             ; preds = %3127, %3080
  %3097 = phi i64 [ %3128, %3127 ], [ 0, %3080 ]
  %3098 = icmp slt i64 %3097, 1
  br i1 %3098, label %3099, label %3129

3099:                                             ; preds = %3096
  br label %3100

3100:                                             ; preds = %3125, %3099
  %3101 = phi i64 [ %3126, %3125 ], [ 0, %3099 ]
  %3102 = icmp slt i64 %3101, 8
  br i1 %3102, label %3103, label %3127

3103:                                             ; preds = %3100
  br label %3104

3104:                                             ; preds = %3107, %3103
  %3105 = phi i64 [ %3124, %3107 ], [ 0, %3103 ]
  %3106 = icmp slt i64 %3105, 96
  br i1 %3106, label %3107, label %3125

3107:                                             ; preds = %3104
  %3108 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %897, 1
  %3109 = mul nuw nsw i64 %3097, 768
  %3110 = mul nuw nsw i64 %3101, 96
  %3111 = add nuw nsw i64 %3109, %3110
  %3112 = add nuw nsw i64 %3111, %3105
  %3113 = getelementptr inbounds nuw float, ptr %3108, i64 %3112
  %3114 = load float, ptr %3113, align 4
  %3115 = getelementptr inbounds nuw float, ptr @__constant_96xf32, i64 %3105
  %3116 = load float, ptr %3115, align 4
  %3117 = fadd float %3114, %3116
  %3118 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3095, 1
  %3119 = mul nuw nsw i64 %3097, 768
  %3120 = mul nuw nsw i64 %3101, 96
  %3121 = add nuw nsw i64 %3119, %3120
  %3122 = add nuw nsw i64 %3121, %3105
  %3123 = getelementptr inbounds nuw float, ptr %3118, i64 %3122
  store float %3117, ptr %3123, align 4
  %3124 = add i64 %3105, 1
  br label %3104

3125:                                             ; preds = %3104
  %3126 = add i64 %3101, 1
  br label %3100

3127:                                             ; preds = %3100
  %3128 = add i64 %3097, 1
  br label %3096

3129:                                             ; preds = %3096
  %3130 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3095, 0
  %3131 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3095, 1
  %3132 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3130, 0
  %3133 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3132, ptr %3131, 1
  %3134 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3133, i64 32, 2
  %3135 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3134, i64 1, 3, 0
  %3136 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3135, i64 768, 4, 0
  %3137 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3136, i64 8, 3, 1
  %3138 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3137, i64 96, 4, 1
  %3139 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3138, i64 2, 3, 2
  %3140 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3139, i64 16, 4, 2
  %3141 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3140, i64 16, 3, 3
  %3142 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3141, i64 1, 4, 3
  %3143 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3095, 0
  %3144 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3095, 1
  %3145 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3143, 0
  %3146 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3145, ptr %3144, 1
  %3147 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3146, i64 64, 2
  %3148 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3147, i64 1, 3, 0
  %3149 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3148, i64 768, 4, 0
  %3150 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3149, i64 8, 3, 1
  %3151 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3150, i64 96, 4, 1
  %3152 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3151, i64 2, 3, 2
  %3153 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3152, i64 16, 4, 2
  %3154 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3153, i64 16, 3, 3
  %3155 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3154, i64 1, 4, 3
  %3156 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3095, 0
  %3157 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3095, 1
  %3158 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3156, 0
  %3159 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3158, ptr %3157, 1
  %3160 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3159, i64 0, 2
  %3161 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3160, i64 1, 3, 0
  %3162 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3161, i64 768, 4, 0
  %3163 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3162, i64 8, 3, 1
  %3164 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3163, i64 96, 4, 1
  %3165 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3164, i64 2, 3, 2
  %3166 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3165, i64 16, 4, 2
  %3167 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3166, i64 16, 3, 3
  %3168 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3167, i64 1, 4, 3
  br label %3169

3169:                                             ; preds = %3234, %3129
  %3170 = phi i64 [ %3235, %3234 ], [ 0, %3129 ]
  %3171 = icmp slt i64 %3170, 1
  br i1 %3171, label %3172, label %3236

3172:                                             ; preds = %3169
  br label %3173

3173:                                             ; preds = %3232, %3172
  %3174 = phi i64 [ %3233, %3232 ], [ 0, %3172 ]
  %3175 = icmp slt i64 %3174, 2
  br i1 %3175, label %3176, label %3234

3176:                                             ; preds = %3173
  br label %3177

3177:                                             ; preds = %3230, %3176
  %3178 = phi i64 [ %3231, %3230 ], [ 0, %3176 ]
  %3179 = icmp slt i64 %3178, 8
  br i1 %3179, label %3180, label %3232

3180:                                             ; preds = %3177
  br label %3181

3181:                                             ; preds = %3228, %3180
  %3182 = phi i64 [ %3229, %3228 ], [ 0, %3180 ]
  %3183 = icmp slt i64 %3182, 8
  br i1 %3183, label %3184, label %3230

3184:                                             ; preds = %3181
  br label %3185

3185:                                             ; preds = %3188, %3184
  %3186 = phi i64 [ %3227, %3188 ], [ 0, %3184 ]
  %3187 = icmp slt i64 %3186, 16
  br i1 %3187, label %3188, label %3228

3188:                                             ; preds = %3185
  %3189 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3168, 1
  %3190 = mul nuw nsw i64 %3170, 768
  %3191 = mul nuw nsw i64 %3178, 96
  %3192 = add nuw nsw i64 %3190, %3191
  %3193 = mul nuw nsw i64 %3174, 16
  %3194 = add nuw nsw i64 %3192, %3193
  %3195 = add nuw nsw i64 %3194, %3186
  %3196 = getelementptr inbounds nuw float, ptr %3189, i64 %3195
  %3197 = load float, ptr %3196, align 4
  %3198 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3142, 1
  %3199 = getelementptr float, ptr %3198, i64 32
  %3200 = mul nuw nsw i64 %3170, 768
  %3201 = mul nuw nsw i64 %3182, 96
  %3202 = add nuw nsw i64 %3200, %3201
  %3203 = mul nuw nsw i64 %3174, 16
  %3204 = add nuw nsw i64 %3202, %3203
  %3205 = add nuw nsw i64 %3204, %3186
  %3206 = getelementptr inbounds nuw float, ptr %3199, i64 %3205
  %3207 = load float, ptr %3206, align 4
  %3208 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1159, 1
  %3209 = mul nuw nsw i64 %3170, 128
  %3210 = mul nuw nsw i64 %3174, 64
  %3211 = add nuw nsw i64 %3209, %3210
  %3212 = mul nuw nsw i64 %3178, 8
  %3213 = add nuw nsw i64 %3211, %3212
  %3214 = add nuw nsw i64 %3213, %3182
  %3215 = getelementptr inbounds nuw float, ptr %3208, i64 %3214
  %3216 = load float, ptr %3215, align 4
  %3217 = fmul float %3197, %3207
  %3218 = fadd float %3216, %3217
  %3219 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1159, 1
  %3220 = mul nuw nsw i64 %3170, 128
  %3221 = mul nuw nsw i64 %3174, 64
  %3222 = add nuw nsw i64 %3220, %3221
  %3223 = mul nuw nsw i64 %3178, 8
  %3224 = add nuw nsw i64 %3222, %3223
  %3225 = add nuw nsw i64 %3224, %3182
  %3226 = getelementptr inbounds nuw float, ptr %3219, i64 %3225
  store float %3218, ptr %3226, align 4
  %3227 = add i64 %3186, 1
  br label %3185

3228:                                             ; preds = %3185
  %3229 = add i64 %3182, 1
  br label %3181

3230:                                             ; preds = %3181
  %3231 = add i64 %3178, 1
  br label %3177

3232:                                             ; preds = %3177
  %3233 = add i64 %3174, 1
  br label %3173

3234:                                             ; preds = %3173
  %3235 = add i64 %3170, 1
  br label %3169

3236:                                             ; preds = %3169
  br label %3237

3237:                                             ; preds = %3285, %3236
  %3238 = phi i64 [ %3286, %3285 ], [ 0, %3236 ]
  %3239 = icmp slt i64 %3238, 1
  br i1 %3239, label %3240, label %3287

3240:                                             ; preds = %3237
  br label %3241

3241:                                             ; preds = %3283, %3240
  %3242 = phi i64 [ %3284, %3283 ], [ 0, %3240 ]
  %3243 = icmp slt i64 %3242, 2
  br i1 %3243, label %3244, label %3285

3244:                                             ; preds = %3241
  br label %3245

3245:                                             ; preds = %3281, %3244
  %3246 = phi i64 [ %3282, %3281 ], [ 0, %3244 ]
  %3247 = icmp slt i64 %3246, 8
  br i1 %3247, label %3248, label %3283

3248:                                             ; preds = %3245
  br label %3249

3249:                                             ; preds = %3252, %3248
  %3250 = phi i64 [ %3280, %3252 ], [ 0, %3248 ]
  %3251 = icmp slt i64 %3250, 8
  br i1 %3251, label %3252, label %3281

3252:                                             ; preds = %3249
  %3253 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1159, 1
  %3254 = mul nuw nsw i64 %3238, 128
  %3255 = mul nuw nsw i64 %3242, 64
  %3256 = add nuw nsw i64 %3254, %3255
  %3257 = mul nuw nsw i64 %3246, 8
  %3258 = add nuw nsw i64 %3256, %3257
  %3259 = add nuw nsw i64 %3258, %3250
  %3260 = getelementptr inbounds nuw float, ptr %3253, i64 %3259
  %3261 = load float, ptr %3260, align 4
  %3262 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %415, 1
  %3263 = mul nuw nsw i64 %3238, 64
  %3264 = add nuw nsw i64 %3263, 0
  %3265 = mul nuw nsw i64 %3246, 8
  %3266 = add nuw nsw i64 %3264, %3265
  %3267 = add nuw nsw i64 %3266, %3250
  %3268 = getelementptr inbounds nuw float, ptr %3262, i64 %3267
  %3269 = load float, ptr %3268, align 4
  %3270 = fmul float %3261, 2.500000e-01
  %3271 = fadd float %3270, %3269
  %3272 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1302, 1
  %3273 = mul nuw nsw i64 %3238, 128
  %3274 = mul nuw nsw i64 %3242, 64
  %3275 = add nuw nsw i64 %3273, %3274
  %3276 = mul nuw nsw i64 %3246, 8
  %3277 = add nuw nsw i64 %3275, %3276
  %3278 = add nuw nsw i64 %3277, %3250
  %3279 = getelementptr inbounds nuw float, ptr %3272, i64 %3278
  store float %3271, ptr %3279, align 4
  %3280 = add i64 %3250, 1
  br label %3249

3281:                                             ; preds = %3249
  %3282 = add i64 %3246, 1
  br label %3245

3283:                                             ; preds = %3245
  %3284 = add i64 %3242, 1
  br label %3241

3285:                                             ; preds = %3241
  %3286 = add i64 %3238, 1
  br label %3237

3287:                                             ; preds = %3237
  br label %3288

3288:                                             ; preds = %3342, %3287
  %3289 = phi i64 [ %3343, %3342 ], [ 0, %3287 ]
  %3290 = icmp slt i64 %3289, 1
  br i1 %3290, label %3291, label %3344

3291:                                             ; preds = %3288
  br label %3292

3292:                                             ; preds = %3340, %3291
  %3293 = phi i64 [ %3341, %3340 ], [ 0, %3291 ]
  %3294 = icmp slt i64 %3293, 2
  br i1 %3294, label %3295, label %3342

3295:                                             ; preds = %3292
  br label %3296

3296:                                             ; preds = %3338, %3295
  %3297 = phi i64 [ %3339, %3338 ], [ 0, %3295 ]
  %3298 = icmp slt i64 %3297, 8
  br i1 %3298, label %3299, label %3340

3299:                                             ; preds = %3296
  br label %3300

3300:                                             ; preds = %3336, %3299
  %3301 = phi i64 [ %3337, %3336 ], [ 0, %3299 ]
  %3302 = icmp slt i64 %3301, 1
  br i1 %3302, label %3303, label %3338

3303:                                             ; preds = %3300
  br label %3304

3304:                                             ; preds = %3307, %3303
  %3305 = phi i64 [ %3335, %3307 ], [ 0, %3303 ]
  %3306 = icmp slt i64 %3305, 8
  br i1 %3306, label %3307, label %3336

3307:                                             ; preds = %3304
  %3308 = extractvalue { ptr, ptr, i64, [5 x i64], [5 x i64] } %1407, 1
  %3309 = mul nuw nsw i64 %3289, 128
  %3310 = mul nuw nsw i64 %3293, 64
  %3311 = add nuw nsw i64 %3309, %3310
  %3312 = mul nuw nsw i64 %3297, 8
  %3313 = add nuw nsw i64 %3311, %3312
  %3314 = mul nuw nsw i64 %3301, 8
  %3315 = add nuw nsw i64 %3313, %3314
  %3316 = add nuw nsw i64 %3315, %3305
  %3317 = getelementptr inbounds nuw float, ptr %3308, i64 %3316
  %3318 = load float, ptr %3317, align 4
  %3319 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1420, 1
  %3320 = mul nuw nsw i64 %3289, 16
  %3321 = mul nuw nsw i64 %3293, 8
  %3322 = add nuw nsw i64 %3320, %3321
  %3323 = add nuw nsw i64 %3322, %3297
  %3324 = add nuw nsw i64 %3323, %3301
  %3325 = getelementptr inbounds nuw float, ptr %3319, i64 %3324
  %3326 = load float, ptr %3325, align 4
  %3327 = call float @llvm.maximum.f32(float %3318, float %3326)
  %3328 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1420, 1
  %3329 = mul nuw nsw i64 %3289, 16
  %3330 = mul nuw nsw i64 %3293, 8
  %3331 = add nuw nsw i64 %3329, %3330
  %3332 = add nuw nsw i64 %3331, %3297
  %3333 = add nuw nsw i64 %3332, %3301
  %3334 = getelementptr inbounds nuw float, ptr %3328, i64 %3333
  store float %3327, ptr %3334, align 4
  %3335 = add i64 %3305, 1
  br label %3304

3336:                                             ; preds = %3304
  %3337 = add i64 %3301, 1
  br label %3300

3338:                                             ; preds = %3300
  %3339 = add i64 %3297, 1
  br label %3296

3340:                                             ; preds = %3296
  %3341 = add i64 %3293, 1
  br label %3292

3342:                                             ; preds = %3292
  %3343 = add i64 %3289, 1
  br label %3288

3344:                                             ; preds = %3288
  br label %3345

3345:                                             ; preds = %3394, %3344
  %3346 = phi i64 [ %3395, %3394 ], [ 0, %3344 ]
  %3347 = icmp slt i64 %3346, 1
  br i1 %3347, label %3348, label %3396

3348:                                             ; preds = %3345
  br label %3349

3349:                                             ; preds = %3392, %3348
  %3350 = phi i64 [ %3393, %3392 ], [ 0, %3348 ]
  %3351 = icmp slt i64 %3350, 2
  br i1 %3351, label %3352, label %3394

3352:                                             ; preds = %3349
  br label %3353

3353:                                             ; preds = %3390, %3352
  %3354 = phi i64 [ %3391, %3390 ], [ 0, %3352 ]
  %3355 = icmp slt i64 %3354, 8
  br i1 %3355, label %3356, label %3392

3356:                                             ; preds = %3353
  br label %3357

3357:                                             ; preds = %3360, %3356
  %3358 = phi i64 [ %3389, %3360 ], [ 0, %3356 ]
  %3359 = icmp slt i64 %3358, 8
  br i1 %3359, label %3360, label %3390

3360:                                             ; preds = %3357
  %3361 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1302, 1
  %3362 = mul nuw nsw i64 %3346, 128
  %3363 = mul nuw nsw i64 %3350, 64
  %3364 = add nuw nsw i64 %3362, %3363
  %3365 = mul nuw nsw i64 %3354, 8
  %3366 = add nuw nsw i64 %3364, %3365
  %3367 = add nuw nsw i64 %3366, %3358
  %3368 = getelementptr inbounds nuw float, ptr %3361, i64 %3367
  %3369 = load float, ptr %3368, align 4
  %3370 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1420, 1
  %3371 = mul nuw nsw i64 %3346, 16
  %3372 = mul nuw nsw i64 %3350, 8
  %3373 = add nuw nsw i64 %3371, %3372
  %3374 = add nuw nsw i64 %3373, %3354
  %3375 = add nuw nsw i64 %3374, 0
  %3376 = getelementptr inbounds nuw float, ptr %3370, i64 %3375
  %3377 = load float, ptr %3376, align 4
  %3378 = fsub float %3369, %3377
  %3379 = fmul float %3378, f0x3FB8AA3B
  %3380 = call float @llvm.exp2.f32(float %3379)
  %3381 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1302, 1
  %3382 = mul nuw nsw i64 %3346, 128
  %3383 = mul nuw nsw i64 %3350, 64
  %3384 = add nuw nsw i64 %3382, %3383
  %3385 = mul nuw nsw i64 %3354, 8
  %3386 = add nuw nsw i64 %3384, %3385
  %3387 = add nuw nsw i64 %3386, %3358
  %3388 = getelementptr inbounds nuw float, ptr %3381, i64 %3387
  store float %3380, ptr %3388, align 4
  %3389 = add i64 %3358, 1
  br label %3357

3390:                                             ; preds = %3357
  %3391 = add i64 %3354, 1
  br label %3353

3392:                                             ; preds = %3353
  %3393 = add i64 %3350, 1
  br label %3349

3394:                                             ; preds = %3349
  %3395 = add i64 %3346, 1
  br label %3345

3396:                                             ; preds = %3345
  br label %3397

3397:                                             ; preds = %3443, %3396
  %3398 = phi i64 [ %3444, %3443 ], [ 0, %3396 ]
  %3399 = icmp slt i64 %3398, 1
  br i1 %3399, label %3400, label %3445

3400:                                             ; preds = %3397
  br label %3401

3401:                                             ; preds = %3441, %3400
  %3402 = phi i64 [ %3442, %3441 ], [ 0, %3400 ]
  %3403 = icmp slt i64 %3402, 2
  br i1 %3403, label %3404, label %3443

3404:                                             ; preds = %3401
  br label %3405

3405:                                             ; preds = %3439, %3404
  %3406 = phi i64 [ %3440, %3439 ], [ 0, %3404 ]
  %3407 = icmp slt i64 %3406, 8
  br i1 %3407, label %3408, label %3441

3408:                                             ; preds = %3405
  br label %3409

3409:                                             ; preds = %3412, %3408
  %3410 = phi i64 [ %3438, %3412 ], [ 0, %3408 ]
  %3411 = icmp slt i64 %3410, 8
  br i1 %3411, label %3412, label %3439

3412:                                             ; preds = %3409
  %3413 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1302, 1
  %3414 = mul nuw nsw i64 %3398, 128
  %3415 = mul nuw nsw i64 %3402, 64
  %3416 = add nuw nsw i64 %3414, %3415
  %3417 = mul nuw nsw i64 %3406, 8
  %3418 = add nuw nsw i64 %3416, %3417
  %3419 = add nuw nsw i64 %3418, %3410
  %3420 = getelementptr inbounds nuw float, ptr %3413, i64 %3419
  %3421 = load float, ptr %3420, align 4
  %3422 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1602, 1
  %3423 = mul nuw nsw i64 %3398, 16
  %3424 = mul nuw nsw i64 %3402, 8
  %3425 = add nuw nsw i64 %3423, %3424
  %3426 = add nuw nsw i64 %3425, %3406
  %3427 = add nuw nsw i64 %3426, 0
  %3428 = getelementptr inbounds nuw float, ptr %3422, i64 %3427
  %3429 = load float, ptr %3428, align 4
  %3430 = fadd float %3421, %3429
  %3431 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1602, 1
  %3432 = mul nuw nsw i64 %3398, 16
  %3433 = mul nuw nsw i64 %3402, 8
  %3434 = add nuw nsw i64 %3432, %3433
  %3435 = add nuw nsw i64 %3434, %3406
  %3436 = add nuw nsw i64 %3435, 0
  %3437 = getelementptr inbounds nuw float, ptr %3431, i64 %3436
  store float %3430, ptr %3437, align 4
  %3438 = add i64 %3410, 1
  br label %3409

3439:                                             ; preds = %3409
  %3440 = add i64 %3406, 1
  br label %3405

3441:                                             ; preds = %3405
  %3442 = add i64 %3402, 1
  br label %3401

3443:                                             ; preds = %3401
  %3444 = add i64 %3398, 1
  br label %3397

3445:                                             ; preds = %3397
  br label %3446

3446:                                             ; preds = %3520, %3445
  %3447 = phi i64 [ %3521, %3520 ], [ 0, %3445 ]
  %3448 = icmp slt i64 %3447, 1
  br i1 %3448, label %3449, label %3522

3449:                                             ; preds = %3446
  br label %3450

3450:                                             ; preds = %3518, %3449
  %3451 = phi i64 [ %3519, %3518 ], [ 0, %3449 ]
  %3452 = icmp slt i64 %3451, 2
  br i1 %3452, label %3453, label %3520

3453:                                             ; preds = %3450
  br label %3454

3454:                                             ; preds = %3516, %3453
  %3455 = phi i64 [ %3517, %3516 ], [ 0, %3453 ]
  %3456 = icmp slt i64 %3455, 8
  br i1 %3456, label %3457, label %3518

3457:                                             ; preds = %3454
  br label %3458

3458:                                             ; preds = %3514, %3457
  %3459 = phi i64 [ %3515, %3514 ], [ 0, %3457 ]
  %3460 = icmp slt i64 %3459, 16
  br i1 %3460, label %3461, label %3516

3461:                                             ; preds = %3458
  br label %3462

3462:                                             ; preds = %3465, %3461
  %3463 = phi i64 [ %3513, %3465 ], [ 0, %3461 ]
  %3464 = icmp slt i64 %3463, 8
  br i1 %3464, label %3465, label %3514

3465:                                             ; preds = %3462
  %3466 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1302, 1
  %3467 = mul nuw nsw i64 %3447, 128
  %3468 = mul nuw nsw i64 %3451, 64
  %3469 = add nuw nsw i64 %3467, %3468
  %3470 = mul nuw nsw i64 %3455, 8
  %3471 = add nuw nsw i64 %3469, %3470
  %3472 = add nuw nsw i64 %3471, %3463
  %3473 = getelementptr inbounds nuw float, ptr %3466, i64 %3472
  %3474 = load float, ptr %3473, align 4
  %3475 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1602, 1
  %3476 = mul nuw nsw i64 %3447, 16
  %3477 = mul nuw nsw i64 %3451, 8
  %3478 = add nuw nsw i64 %3476, %3477
  %3479 = add nuw nsw i64 %3478, %3455
  %3480 = add nuw nsw i64 %3479, 0
  %3481 = getelementptr inbounds nuw float, ptr %3475, i64 %3480
  %3482 = load float, ptr %3481, align 4
  %3483 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3155, 1
  %3484 = getelementptr float, ptr %3483, i64 64
  %3485 = mul nuw nsw i64 %3447, 768
  %3486 = mul nuw nsw i64 %3463, 96
  %3487 = add nuw nsw i64 %3485, %3486
  %3488 = mul nuw nsw i64 %3451, 16
  %3489 = add nuw nsw i64 %3487, %3488
  %3490 = add nuw nsw i64 %3489, %3459
  %3491 = getelementptr inbounds nuw float, ptr %3484, i64 %3490
  %3492 = load float, ptr %3491, align 4
  %3493 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1790, 1
  %3494 = mul nuw nsw i64 %3447, 256
  %3495 = mul nuw nsw i64 %3451, 128
  %3496 = add nuw nsw i64 %3494, %3495
  %3497 = mul nuw nsw i64 %3455, 16
  %3498 = add nuw nsw i64 %3496, %3497
  %3499 = add nuw nsw i64 %3498, %3459
  %3500 = getelementptr inbounds nuw float, ptr %3493, i64 %3499
  %3501 = load float, ptr %3500, align 4
  %3502 = fdiv float %3474, %3482
  %3503 = fmul float %3502, %3492
  %3504 = fadd float %3501, %3503
  %3505 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1790, 1
  %3506 = mul nuw nsw i64 %3447, 256
  %3507 = mul nuw nsw i64 %3451, 128
  %3508 = add nuw nsw i64 %3506, %3507
  %3509 = mul nuw nsw i64 %3455, 16
  %3510 = add nuw nsw i64 %3508, %3509
  %3511 = add nuw nsw i64 %3510, %3459
  %3512 = getelementptr inbounds nuw float, ptr %3505, i64 %3511
  store float %3504, ptr %3512, align 4
  %3513 = add i64 %3463, 1
  br label %3462

3514:                                             ; preds = %3462
  %3515 = add i64 %3459, 1
  br label %3458

3516:                                             ; preds = %3458
  %3517 = add i64 %3455, 1
  br label %3454

3518:                                             ; preds = %3454
  %3519 = add i64 %3451, 1
  br label %3450

3520:                                             ; preds = %3450
  %3521 = add i64 %3447, 1
  br label %3446

3522:                                             ; preds = %3446
  %3523 = call ptr @malloc(i64 1088)
  %3524 = ptrtoint ptr %3523 to i64
  %3525 = add i64 %3524, 63
  %3526 = urem i64 %3525, 64
  %3527 = sub i64 %3525, %3526
  %3528 = inttoptr i64 %3527 to ptr
  %3529 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3523, 0
  %3530 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3529, ptr %3528, 1
  %3531 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3530, i64 0, 2
  %3532 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3531, i64 1, 3, 0
  %3533 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3532, i64 8, 3, 1
  %3534 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3533, i64 32, 3, 2
  %3535 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3534, i64 256, 4, 0
  %3536 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3535, i64 32, 4, 1
  %3537 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3536, i64 1, 4, 2
  br label %3538

3538:                                             ; preds = %3566, %3522
  %3539 = phi i64 [ %3567, %3566 ], [ 0, %3522 ]
  %3540 = icmp slt i64 %3539, 1
  br i1 %3540, label %3541, label %3568

3541:                                             ; preds = %3538
  br label %3542

3542:                                             ; preds = %3564, %3541
  %3543 = phi i64 [ %3565, %3564 ], [ 0, %3541 ]
  %3544 = icmp slt i64 %3543, 8
  br i1 %3544, label %3545, label %3566

3545:                                             ; preds = %3542
  br label %3546

3546:                                             ; preds = %3549, %3545
  %3547 = phi i64 [ %3563, %3549 ], [ 0, %3545 ]
  %3548 = icmp slt i64 %3547, 32
  br i1 %3548, label %3549, label %3564

3549:                                             ; preds = %3546
  %3550 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1965, 1
  %3551 = mul nuw nsw i64 %3539, 256
  %3552 = mul nuw nsw i64 %3543, 32
  %3553 = add nuw nsw i64 %3551, %3552
  %3554 = add nuw nsw i64 %3553, %3547
  %3555 = getelementptr inbounds nuw float, ptr %3550, i64 %3554
  %3556 = load float, ptr %3555, align 4
  %3557 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3537, 1
  %3558 = mul nuw nsw i64 %3539, 256
  %3559 = mul nuw nsw i64 %3543, 32
  %3560 = add nuw nsw i64 %3558, %3559
  %3561 = add nuw nsw i64 %3560, %3547
  %3562 = getelementptr inbounds nuw float, ptr %3557, i64 %3561
  store float %3556, ptr %3562, align 4
  %3563 = add i64 %3547, 1
  br label %3546

3564:                                             ; preds = %3546
  %3565 = add i64 %3543, 1
  br label %3542

3566:                                             ; preds = %3542
  %3567 = add i64 %3539, 1
  br label %3538

3568:                                             ; preds = %3538
  br label %3569

3569:                                             ; preds = %3626, %3568
  %3570 = phi i64 [ %3627, %3626 ], [ 0, %3568 ]
  %3571 = icmp slt i64 %3570, 1
  br i1 %3571, label %3572, label %3628

3572:                                             ; preds = %3569
  br label %3573

3573:                                             ; preds = %3624, %3572
  %3574 = phi i64 [ %3625, %3624 ], [ 0, %3572 ]
  %3575 = icmp slt i64 %3574, 8
  br i1 %3575, label %3576, label %3626

3576:                                             ; preds = %3573
  br label %3577

3577:                                             ; preds = %3622, %3576
  %3578 = phi i64 [ %3623, %3622 ], [ 0, %3576 ]
  %3579 = icmp slt i64 %3578, 32
  br i1 %3579, label %3580, label %3624

3580:                                             ; preds = %3577
  br label %3581

3581:                                             ; preds = %3620, %3580
  %3582 = phi i64 [ %3621, %3620 ], [ 0, %3580 ]
  %3583 = icmp slt i64 %3582, 2
  br i1 %3583, label %3584, label %3622

3584:                                             ; preds = %3581
  br label %3585

3585:                                             ; preds = %3588, %3584
  %3586 = phi i64 [ %3619, %3588 ], [ 0, %3584 ]
  %3587 = icmp slt i64 %3586, 16
  br i1 %3587, label %3588, label %3620

3588:                                             ; preds = %3585
  %3589 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1790, 1
  %3590 = mul nuw nsw i64 %3570, 256
  %3591 = mul nuw nsw i64 %3582, 128
  %3592 = add nuw nsw i64 %3590, %3591
  %3593 = mul nuw nsw i64 %3574, 16
  %3594 = add nuw nsw i64 %3592, %3593
  %3595 = add nuw nsw i64 %3594, %3586
  %3596 = getelementptr inbounds nuw float, ptr %3589, i64 %3595
  %3597 = load float, ptr %3596, align 4
  %3598 = mul nuw nsw i64 %3582, 512
  %3599 = mul nuw nsw i64 %3586, 32
  %3600 = add nuw nsw i64 %3598, %3599
  %3601 = add nuw nsw i64 %3600, %3578
  %3602 = getelementptr inbounds nuw float, ptr @__constant_32x32xf32, i64 %3601
  %3603 = load float, ptr %3602, align 4
  %3604 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3537, 1
  %3605 = mul nuw nsw i64 %3570, 256
  %3606 = mul nuw nsw i64 %3574, 32
  %3607 = add nuw nsw i64 %3605, %3606
  %3608 = add nuw nsw i64 %3607, %3578
  %3609 = getelementptr inbounds nuw float, ptr %3604, i64 %3608
  %3610 = load float, ptr %3609, align 4
  %3611 = fmul float %3597, %3603
  %3612 = fadd float %3610, %3611
  %3613 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3537, 1
  %3614 = mul nuw nsw i64 %3570, 256
  %3615 = mul nuw nsw i64 %3574, 32
  %3616 = add nuw nsw i64 %3614, %3615
  %3617 = add nuw nsw i64 %3616, %3578
  %3618 = getelementptr inbounds nuw float, ptr %3613, i64 %3617
  store float %3612, ptr %3618, align 4
  %3619 = add i64 %3586, 1
  br label %3585

3620:                                             ; preds = %3585
  %3621 = add i64 %3582, 1
  br label %3581

3622:                                             ; preds = %3581
  %3623 = add i64 %3578, 1
  br label %3577

3624:                                             ; preds = %3577
  %3625 = add i64 %3574, 1
  br label %3573

3626:                                             ; preds = %3573
  %3627 = add i64 %3570, 1
  br label %3569

3628:                                             ; preds = %3569
  br label %3629

3629:                                             ; preds = %3668, %3628
  %3630 = phi i64 [ %3669, %3668 ], [ 0, %3628 ]
  %3631 = icmp slt i64 %3630, 1
  br i1 %3631, label %3632, label %3670

3632:                                             ; preds = %3629
  br label %3633

3633:                                             ; preds = %3666, %3632
  %3634 = phi i64 [ %3667, %3666 ], [ 0, %3632 ]
  %3635 = icmp slt i64 %3634, 8
  br i1 %3635, label %3636, label %3668

3636:                                             ; preds = %3633
  br label %3637

3637:                                             ; preds = %3640, %3636
  %3638 = phi i64 [ %3665, %3640 ], [ 0, %3636 ]
  %3639 = icmp slt i64 %3638, 32
  br i1 %3639, label %3640, label %3666

3640:                                             ; preds = %3637
  %3641 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3537, 1
  %3642 = mul nuw nsw i64 %3630, 256
  %3643 = mul nuw nsw i64 %3634, 32
  %3644 = add nuw nsw i64 %3642, %3643
  %3645 = add nuw nsw i64 %3644, %3638
  %3646 = getelementptr inbounds nuw float, ptr %3641, i64 %3645
  %3647 = load float, ptr %3646, align 4
  %3648 = getelementptr inbounds nuw float, ptr @__constant_32xf32_4, i64 %3638
  %3649 = load float, ptr %3648, align 4
  %3650 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3651 = mul nuw nsw i64 %3630, 256
  %3652 = mul nuw nsw i64 %3634, 32
  %3653 = add nuw nsw i64 %3651, %3652
  %3654 = add nuw nsw i64 %3653, %3638
  %3655 = getelementptr inbounds nuw float, ptr %3650, i64 %3654
  %3656 = load float, ptr %3655, align 4
  %3657 = fadd float %3647, %3649
  %3658 = fadd float %3657, %3656
  %3659 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3660 = mul nuw nsw i64 %3630, 256
  %3661 = mul nuw nsw i64 %3634, 32
  %3662 = add nuw nsw i64 %3660, %3661
  %3663 = add nuw nsw i64 %3662, %3638
  %3664 = getelementptr inbounds nuw float, ptr %3659, i64 %3663
  store float %3658, ptr %3664, align 4
  %3665 = add i64 %3638, 1
  br label %3637

3666:                                             ; preds = %3637
  %3667 = add i64 %3634, 1
  br label %3633

3668:                                             ; preds = %3633
  %3669 = add i64 %3630, 1
  br label %3629

3670:                                             ; preds = %3629
  br label %3671

3671:                                             ; preds = %3700, %3670
  %3672 = phi i64 [ %3701, %3700 ], [ 0, %3670 ]
  %3673 = icmp slt i64 %3672, 1
  br i1 %3673, label %3674, label %3702

3674:                                             ; preds = %3671
  br label %3675

3675:                                             ; preds = %3698, %3674
  %3676 = phi i64 [ %3699, %3698 ], [ 0, %3674 ]
  %3677 = icmp slt i64 %3676, 8
  br i1 %3677, label %3678, label %3700

3678:                                             ; preds = %3675
  br label %3679

3679:                                             ; preds = %3682, %3678
  %3680 = phi i64 [ %3697, %3682 ], [ 0, %3678 ]
  %3681 = icmp slt i64 %3680, 32
  br i1 %3681, label %3682, label %3698

3682:                                             ; preds = %3679
  %3683 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3684 = mul nuw nsw i64 %3672, 256
  %3685 = mul nuw nsw i64 %3676, 32
  %3686 = add nuw nsw i64 %3684, %3685
  %3687 = add nuw nsw i64 %3686, %3680
  %3688 = getelementptr inbounds nuw float, ptr %3683, i64 %3687
  %3689 = load float, ptr %3688, align 4
  %3690 = fpext float %3689 to double
  %3691 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %497, 1
  %3692 = mul nuw nsw i64 %3672, 256
  %3693 = mul nuw nsw i64 %3676, 32
  %3694 = add nuw nsw i64 %3692, %3693
  %3695 = add nuw nsw i64 %3694, %3680
  %3696 = getelementptr inbounds nuw double, ptr %3691, i64 %3695
  store double %3690, ptr %3696, align 8
  %3697 = add i64 %3680, 1
  br label %3679

3698:                                             ; preds = %3679
  %3699 = add i64 %3676, 1
  br label %3675

3700:                                             ; preds = %3675
  %3701 = add i64 %3672, 1
  br label %3671

3702:                                             ; preds = %3671
  %3703 = call ptr @malloc(i64 128)
  %3704 = ptrtoint ptr %3703 to i64
  %3705 = add i64 %3704, 63
  %3706 = urem i64 %3705, 64
  %3707 = sub i64 %3705, %3706
  %3708 = inttoptr i64 %3707 to ptr
  %3709 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3703, 0
  %3710 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3709, ptr %3708, 1
  %3711 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3710, i64 0, 2
  %3712 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3711, i64 1, 3, 0
  %3713 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3712, i64 8, 3, 1
  %3714 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3713, i64 1, 3, 2
  %3715 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3714, i64 8, 4, 0
  %3716 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3715, i64 1, 4, 1
  %3717 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3716, i64 1, 4, 2
  br label %3718

3718:                                             ; preds = %3744, %3702
  %3719 = phi i64 [ %3745, %3744 ], [ 0, %3702 ]
  %3720 = icmp slt i64 %3719, 1
  br i1 %3720, label %3721, label %3746

3721:                                             ; preds = %3718
  br label %3722

3722:                                             ; preds = %3742, %3721
  %3723 = phi i64 [ %3743, %3742 ], [ 0, %3721 ]
  %3724 = icmp slt i64 %3723, 8
  br i1 %3724, label %3725, label %3744

3725:                                             ; preds = %3722
  br label %3726

3726:                                             ; preds = %3729, %3725
  %3727 = phi i64 [ %3741, %3729 ], [ 0, %3725 ]
  %3728 = icmp slt i64 %3727, 1
  br i1 %3728, label %3729, label %3742

3729:                                             ; preds = %3726
  %3730 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %544, 1
  %3731 = mul nuw nsw i64 %3719, 8
  %3732 = add nuw nsw i64 %3731, %3723
  %3733 = add nuw nsw i64 %3732, %3727
  %3734 = getelementptr inbounds nuw double, ptr %3730, i64 %3733
  %3735 = load double, ptr %3734, align 8
  %3736 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3717, 1
  %3737 = mul nuw nsw i64 %3719, 8
  %3738 = add nuw nsw i64 %3737, %3723
  %3739 = add nuw nsw i64 %3738, %3727
  %3740 = getelementptr inbounds nuw double, ptr %3736, i64 %3739
  store double %3735, ptr %3740, align 8
  %3741 = add i64 %3727, 1
  br label %3726

3742:                                             ; preds = %3726
  %3743 = add i64 %3723, 1
  br label %3722

3744:                                             ; preds = %3722
  %3745 = add i64 %3719, 1
  br label %3718

3746:                                             ; preds = %3718
  br label %3747

3747:                                             ; preds = %3781, %3746
  %3748 = phi i64 [ %3782, %3781 ], [ 0, %3746 ]
  %3749 = icmp slt i64 %3748, 1
  br i1 %3749, label %3750, label %3783

3750:                                             ; preds = %3747
  br label %3751

3751:                                             ; preds = %3779, %3750
  %3752 = phi i64 [ %3780, %3779 ], [ 0, %3750 ]
  %3753 = icmp slt i64 %3752, 8
  br i1 %3753, label %3754, label %3781

3754:                                             ; preds = %3751
  br label %3755

3755:                                             ; preds = %3758, %3754
  %3756 = phi i64 [ %3778, %3758 ], [ 0, %3754 ]
  %3757 = icmp slt i64 %3756, 32
  br i1 %3757, label %3758, label %3779

3758:                                             ; preds = %3755
  %3759 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %497, 1
  %3760 = mul nuw nsw i64 %3748, 256
  %3761 = mul nuw nsw i64 %3752, 32
  %3762 = add nuw nsw i64 %3760, %3761
  %3763 = add nuw nsw i64 %3762, %3756
  %3764 = getelementptr inbounds nuw double, ptr %3759, i64 %3763
  %3765 = load double, ptr %3764, align 8
  %3766 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3717, 1
  %3767 = mul nuw nsw i64 %3748, 8
  %3768 = add nuw nsw i64 %3767, %3752
  %3769 = add nuw nsw i64 %3768, 0
  %3770 = getelementptr inbounds nuw double, ptr %3766, i64 %3769
  %3771 = load double, ptr %3770, align 8
  %3772 = fadd double %3765, %3771
  %3773 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3717, 1
  %3774 = mul nuw nsw i64 %3748, 8
  %3775 = add nuw nsw i64 %3774, %3752
  %3776 = add nuw nsw i64 %3775, 0
  %3777 = getelementptr inbounds nuw double, ptr %3773, i64 %3776
  store double %3772, ptr %3777, align 8
  %3778 = add i64 %3756, 1
  br label %3755

3779:                                             ; preds = %3755
  %3780 = add i64 %3752, 1
  br label %3751

3781:                                             ; preds = %3751
  %3782 = add i64 %3748, 1
  br label %3747

3783:                                             ; preds = %3747
  %3784 = call ptr @malloc(i64 128)
  %3785 = ptrtoint ptr %3784 to i64
  %3786 = add i64 %3785, 63
  %3787 = urem i64 %3786, 64
  %3788 = sub i64 %3786, %3787
  %3789 = inttoptr i64 %3788 to ptr
  %3790 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3784, 0
  %3791 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3790, ptr %3789, 1
  %3792 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3791, i64 0, 2
  %3793 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3792, i64 1, 3, 0
  %3794 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3793, i64 8, 3, 1
  %3795 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3794, i64 1, 3, 2
  %3796 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3795, i64 8, 4, 0
  %3797 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3796, i64 1, 4, 1
  %3798 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3797, i64 1, 4, 2
  br label %3799

3799:                                             ; preds = %3825, %3783
  %3800 = phi i64 [ %3826, %3825 ], [ 0, %3783 ]
  %3801 = icmp slt i64 %3800, 1
  br i1 %3801, label %3802, label %3827

3802:                                             ; preds = %3799
  br label %3803

3803:                                             ; preds = %3823, %3802
  %3804 = phi i64 [ %3824, %3823 ], [ 0, %3802 ]
  %3805 = icmp slt i64 %3804, 8
  br i1 %3805, label %3806, label %3825

3806:                                             ; preds = %3803
  br label %3807

3807:                                             ; preds = %3810, %3806
  %3808 = phi i64 [ %3822, %3810 ], [ 0, %3806 ]
  %3809 = icmp slt i64 %3808, 1
  br i1 %3809, label %3810, label %3823

3810:                                             ; preds = %3807
  %3811 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %544, 1
  %3812 = mul nuw nsw i64 %3800, 8
  %3813 = add nuw nsw i64 %3812, %3804
  %3814 = add nuw nsw i64 %3813, %3808
  %3815 = getelementptr inbounds nuw double, ptr %3811, i64 %3814
  %3816 = load double, ptr %3815, align 8
  %3817 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3798, 1
  %3818 = mul nuw nsw i64 %3800, 8
  %3819 = add nuw nsw i64 %3818, %3804
  %3820 = add nuw nsw i64 %3819, %3808
  %3821 = getelementptr inbounds nuw double, ptr %3817, i64 %3820
  store double %3816, ptr %3821, align 8
  %3822 = add i64 %3808, 1
  br label %3807

3823:                                             ; preds = %3807
  %3824 = add i64 %3804, 1
  br label %3803

3825:                                             ; preds = %3803
  %3826 = add i64 %3800, 1
  br label %3799

3827:                                             ; preds = %3799
  br label %3828

3828:                                             ; preds = %3871, %3827
  %3829 = phi i64 [ %3872, %3871 ], [ 0, %3827 ]
  %3830 = icmp slt i64 %3829, 1
  br i1 %3830, label %3831, label %3873

3831:                                             ; preds = %3828
  br label %3832

3832:                                             ; preds = %3869, %3831
  %3833 = phi i64 [ %3870, %3869 ], [ 0, %3831 ]
  %3834 = icmp slt i64 %3833, 8
  br i1 %3834, label %3835, label %3871

3835:                                             ; preds = %3832
  br label %3836

3836:                                             ; preds = %3839, %3835
  %3837 = phi i64 [ %3868, %3839 ], [ 0, %3835 ]
  %3838 = icmp slt i64 %3837, 32
  br i1 %3838, label %3839, label %3869

3839:                                             ; preds = %3836
  %3840 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %497, 1
  %3841 = mul nuw nsw i64 %3829, 256
  %3842 = mul nuw nsw i64 %3833, 32
  %3843 = add nuw nsw i64 %3841, %3842
  %3844 = add nuw nsw i64 %3843, %3837
  %3845 = getelementptr inbounds nuw double, ptr %3840, i64 %3844
  %3846 = load double, ptr %3845, align 8
  %3847 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3717, 1
  %3848 = mul nuw nsw i64 %3829, 8
  %3849 = add nuw nsw i64 %3848, %3833
  %3850 = add nuw nsw i64 %3849, 0
  %3851 = getelementptr inbounds nuw double, ptr %3847, i64 %3850
  %3852 = load double, ptr %3851, align 8
  %3853 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3798, 1
  %3854 = mul nuw nsw i64 %3829, 8
  %3855 = add nuw nsw i64 %3854, %3833
  %3856 = add nuw nsw i64 %3855, 0
  %3857 = getelementptr inbounds nuw double, ptr %3853, i64 %3856
  %3858 = load double, ptr %3857, align 8
  %3859 = fdiv double %3852, 3.200000e+01
  %3860 = fsub double %3846, %3859
  %3861 = fmul double %3860, %3860
  %3862 = fadd double %3861, %3858
  %3863 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3798, 1
  %3864 = mul nuw nsw i64 %3829, 8
  %3865 = add nuw nsw i64 %3864, %3833
  %3866 = add nuw nsw i64 %3865, 0
  %3867 = getelementptr inbounds nuw double, ptr %3863, i64 %3866
  store double %3862, ptr %3867, align 8
  %3868 = add i64 %3837, 1
  br label %3836

3869:                                             ; preds = %3836
  %3870 = add i64 %3833, 1
  br label %3832

3871:                                             ; preds = %3832
  %3872 = add i64 %3829, 1
  br label %3828

3873:                                             ; preds = %3828
  %3874 = call ptr @malloc(i64 96)
  %3875 = ptrtoint ptr %3874 to i64
  %3876 = add i64 %3875, 63
  %3877 = urem i64 %3876, 64
  %3878 = sub i64 %3876, %3877
  %3879 = inttoptr i64 %3878 to ptr
  %3880 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %3874, 0
  %3881 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3880, ptr %3879, 1
  %3882 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3881, i64 0, 2
  %3883 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3882, i64 1, 3, 0
  %3884 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3883, i64 8, 3, 1
  %3885 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3884, i64 1, 3, 2
  %3886 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3885, i64 8, 4, 0
  %3887 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3886, i64 1, 4, 1
  %3888 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3887, i64 1, 4, 2
  br label %3889

3889:                                             ; preds = %3915, %3873
  %3890 = phi i64 [ %3916, %3915 ], [ 0, %3873 ]
  %3891 = icmp slt i64 %3890, 1
  br i1 %3891, label %3892, label %3917

3892:                                             ; preds = %3889
  br label %3893

3893:                                             ; preds = %3913, %3892
  %3894 = phi i64 [ %3914, %3913 ], [ 0, %3892 ]
  %3895 = icmp slt i64 %3894, 8
  br i1 %3895, label %3896, label %3915

3896:                                             ; preds = %3893
  br label %3897

3897:                                             ; preds = %3900, %3896
  %3898 = phi i64 [ %3912, %3900 ], [ 0, %3896 ]
  %3899 = icmp slt i64 %3898, 1
  br i1 %3899, label %3900, label %3913

3900:                                             ; preds = %3897
  %3901 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %753, 1
  %3902 = mul nuw nsw i64 %3890, 8
  %3903 = add nuw nsw i64 %3902, %3894
  %3904 = add nuw nsw i64 %3903, %3898
  %3905 = getelementptr inbounds nuw float, ptr %3901, i64 %3904
  %3906 = load float, ptr %3905, align 4
  %3907 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3888, 1
  %3908 = mul nuw nsw i64 %3890, 8
  %3909 = add nuw nsw i64 %3908, %3894
  %3910 = add nuw nsw i64 %3909, %3898
  %3911 = getelementptr inbounds nuw float, ptr %3907, i64 %3910
  store float %3906, ptr %3911, align 4
  %3912 = add i64 %3898, 1
  br label %3897

3913:                                             ; preds = %3897
  %3914 = add i64 %3894, 1
  br label %3893

3915:                                             ; preds = %3893
  %3916 = add i64 %3890, 1
  br label %3889

3917:                                             ; preds = %3889
  br label %3918

3918:                                             ; preds = %3952, %3917
  %3919 = phi i64 [ %3953, %3952 ], [ 0, %3917 ]
  %3920 = icmp slt i64 %3919, 1
  br i1 %3920, label %3921, label %3954

3921:                                             ; preds = %3918
  br label %3922

3922:                                             ; preds = %3950, %3921
  %3923 = phi i64 [ %3951, %3950 ], [ 0, %3921 ]
  %3924 = icmp slt i64 %3923, 8
  br i1 %3924, label %3925, label %3952

3925:                                             ; preds = %3922
  br label %3926

3926:                                             ; preds = %3929, %3925
  %3927 = phi i64 [ %3949, %3929 ], [ 0, %3925 ]
  %3928 = icmp slt i64 %3927, 32
  br i1 %3928, label %3929, label %3950

3929:                                             ; preds = %3926
  %3930 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3931 = mul nuw nsw i64 %3919, 256
  %3932 = mul nuw nsw i64 %3923, 32
  %3933 = add nuw nsw i64 %3931, %3932
  %3934 = add nuw nsw i64 %3933, %3927
  %3935 = getelementptr inbounds nuw float, ptr %3930, i64 %3934
  %3936 = load float, ptr %3935, align 4
  %3937 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3888, 1
  %3938 = mul nuw nsw i64 %3919, 8
  %3939 = add nuw nsw i64 %3938, %3923
  %3940 = add nuw nsw i64 %3939, 0
  %3941 = getelementptr inbounds nuw float, ptr %3937, i64 %3940
  %3942 = load float, ptr %3941, align 4
  %3943 = fadd float %3936, %3942
  %3944 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3888, 1
  %3945 = mul nuw nsw i64 %3919, 8
  %3946 = add nuw nsw i64 %3945, %3923
  %3947 = add nuw nsw i64 %3946, 0
  %3948 = getelementptr inbounds nuw float, ptr %3944, i64 %3947
  store float %3943, ptr %3948, align 4
  %3949 = add i64 %3927, 1
  br label %3926

3950:                                             ; preds = %3926
  %3951 = add i64 %3923, 1
  br label %3922

3952:                                             ; preds = %3922
  %3953 = add i64 %3919, 1
  br label %3918

3954:                                             ; preds = %3918
  br label %3955

3955:                                             ; preds = %4028, %3954
  %3956 = phi i64 [ %4029, %4028 ], [ 0, %3954 ]
  %3957 = icmp slt i64 %3956, 1
  br i1 %3957, label %3958, label %4030

3958:                                             ; preds = %3955
  br label %3959

3959:                                             ; preds = %4026, %3958
  %3960 = phi i64 [ %4027, %4026 ], [ 0, %3958 ]
  %3961 = icmp slt i64 %3960, 8
  br i1 %3961, label %3962, label %4028

3962:                                             ; preds = %3959
  br label %3963

3963:                                             ; preds = %4024, %3962
  %3964 = phi i64 [ %4025, %4024 ], [ 0, %3962 ]
  %3965 = icmp slt i64 %3964, 128
  br i1 %3965, label %3966, label %4026

3966:                                             ; preds = %3963
  br label %3967

3967:                                             ; preds = %3970, %3966
  %3968 = phi i64 [ %4023, %3970 ], [ 0, %3966 ]
  %3969 = icmp slt i64 %3968, 32
  br i1 %3969, label %3970, label %4024

3970:                                             ; preds = %3967
  %3971 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %3972 = mul nuw nsw i64 %3956, 256
  %3973 = mul nuw nsw i64 %3960, 32
  %3974 = add nuw nsw i64 %3972, %3973
  %3975 = add nuw nsw i64 %3974, %3968
  %3976 = getelementptr inbounds nuw float, ptr %3971, i64 %3975
  %3977 = load float, ptr %3976, align 4
  %3978 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3888, 1
  %3979 = mul nuw nsw i64 %3956, 8
  %3980 = add nuw nsw i64 %3979, %3960
  %3981 = add nuw nsw i64 %3980, 0
  %3982 = getelementptr inbounds nuw float, ptr %3978, i64 %3981
  %3983 = load float, ptr %3982, align 4
  %3984 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3798, 1
  %3985 = mul nuw nsw i64 %3956, 8
  %3986 = add nuw nsw i64 %3985, %3960
  %3987 = add nuw nsw i64 %3986, 0
  %3988 = getelementptr inbounds nuw double, ptr %3984, i64 %3987
  %3989 = load double, ptr %3988, align 8
  %3990 = getelementptr inbounds nuw float, ptr @__constant_32xf32_3, i64 %3968
  %3991 = load float, ptr %3990, align 4
  %3992 = getelementptr inbounds nuw float, ptr @__constant_32xf32_2, i64 %3968
  %3993 = load float, ptr %3992, align 4
  %3994 = mul nuw nsw i64 %3968, 128
  %3995 = add nuw nsw i64 %3994, %3964
  %3996 = getelementptr inbounds nuw float, ptr @__constant_32x128xf32, i64 %3995
  %3997 = load float, ptr %3996, align 4
  %3998 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2437, 1
  %3999 = mul nuw nsw i64 %3956, 1024
  %4000 = mul nuw nsw i64 %3960, 128
  %4001 = add nuw nsw i64 %3999, %4000
  %4002 = add nuw nsw i64 %4001, %3964
  %4003 = getelementptr inbounds nuw float, ptr %3998, i64 %4002
  %4004 = load float, ptr %4003, align 4
  %4005 = fdiv double %3989, 3.200000e+01
  %4006 = fptrunc double %4005 to float
  %4007 = fadd float %4006, f0x3727C5AC
  %4008 = call float @llvm.sqrt.f32(float %4007)
  %4009 = fdiv float 1.000000e+00, %4008
  %4010 = fdiv float %3983, 3.200000e+01
  %4011 = fsub float %3977, %4010
  %4012 = fmul float %4011, %4009
  %4013 = fmul float %4012, %3991
  %4014 = fadd float %4013, %3993
  %4015 = fmul float %4014, %3997
  %4016 = fadd float %4004, %4015
  %4017 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2437, 1
  %4018 = mul nuw nsw i64 %3956, 1024
  %4019 = mul nuw nsw i64 %3960, 128
  %4020 = add nuw nsw i64 %4018, %4019
  %4021 = add nuw nsw i64 %4020, %3964
  %4022 = getelementptr inbounds nuw float, ptr %4017, i64 %4021
  store float %4016, ptr %4022, align 4
  %4023 = add i64 %3968, 1
  br label %3967

4024:                                             ; preds = %3967
  %4025 = add i64 %3964, 1
  br label %3963

4026:                                             ; preds = %3963
  %4027 = add i64 %3960, 1
  br label %3959

4028:                                             ; preds = %3959
  %4029 = add i64 %3956, 1
  br label %3955

4030:                                             ; preds = %3955
  br label %4031

4031:                                             ; preds = %4101, %4030
  %4032 = phi i64 [ %4102, %4101 ], [ 0, %4030 ]
  %4033 = icmp slt i64 %4032, 1
  br i1 %4033, label %4034, label %4103

4034:                                             ; preds = %4031
  br label %4035

4035:                                             ; preds = %4099, %4034
  %4036 = phi i64 [ %4100, %4099 ], [ 0, %4034 ]
  %4037 = icmp slt i64 %4036, 8
  br i1 %4037, label %4038, label %4101

4038:                                             ; preds = %4035
  br label %4039

4039:                                             ; preds = %4097, %4038
  %4040 = phi i64 [ %4098, %4097 ], [ 0, %4038 ]
  %4041 = icmp slt i64 %4040, 32
  br i1 %4041, label %4042, label %4099

4042:                                             ; preds = %4039
  br label %4043

4043:                                             ; preds = %4046, %4042
  %4044 = phi i64 [ %4096, %4046 ], [ 0, %4042 ]
  %4045 = icmp slt i64 %4044, 128
  br i1 %4045, label %4046, label %4097

4046:                                             ; preds = %4043
  %4047 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2437, 1
  %4048 = mul nuw nsw i64 %4032, 1024
  %4049 = mul nuw nsw i64 %4036, 128
  %4050 = add nuw nsw i64 %4048, %4049
  %4051 = add nuw nsw i64 %4050, %4044
  %4052 = getelementptr inbounds nuw float, ptr %4047, i64 %4051
  %4053 = load float, ptr %4052, align 4
  %4054 = getelementptr inbounds nuw float, ptr @__constant_128xf32, i64 %4044
  %4055 = load float, ptr %4054, align 4
  %4056 = mul nuw nsw i64 %4044, 32
  %4057 = add nuw nsw i64 %4056, %4040
  %4058 = getelementptr inbounds nuw float, ptr @__constant_128x32xf32, i64 %4057
  %4059 = load float, ptr %4058, align 4
  %4060 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1965, 1
  %4061 = mul nuw nsw i64 %4032, 256
  %4062 = mul nuw nsw i64 %4036, 32
  %4063 = add nuw nsw i64 %4061, %4062
  %4064 = add nuw nsw i64 %4063, %4040
  %4065 = getelementptr inbounds nuw float, ptr %4060, i64 %4064
  %4066 = load float, ptr %4065, align 4
  %4067 = fadd float %4053, %4055
  %4068 = fmul float %4067, %4067
  %4069 = fmul float %4068, %4067
  %4070 = fmul float %4069, 4.471500e-02
  %4071 = fadd float %4067, %4070
  %4072 = fmul float %4071, f0x3F4C422A
  %4073 = fcmp olt float %4072, 0.000000e+00
  %4074 = uitofp i1 %4073 to float
  %4075 = fmul float %4074, -2.000000e+00
  %4076 = fadd float %4075, 1.000000e+00
  %4077 = fmul float %4076, %4072
  %4078 = fmul float %4077, -2.000000e+00
  %4079 = fmul float %4078, f0x3FB8AA3B
  %4080 = call float @llvm.exp2.f32(float %4079)
  %4081 = fsub float 1.000000e+00, %4080
  %4082 = fadd float %4080, 1.000000e+00
  %4083 = fdiv float %4081, %4082
  %4084 = fmul float %4076, %4083
  %4085 = fadd float %4084, 1.000000e+00
  %4086 = fmul float %4067, 5.000000e-01
  %4087 = fmul float %4086, %4085
  %4088 = fmul float %4087, %4059
  %4089 = fadd float %4066, %4088
  %4090 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1965, 1
  %4091 = mul nuw nsw i64 %4032, 256
  %4092 = mul nuw nsw i64 %4036, 32
  %4093 = add nuw nsw i64 %4091, %4092
  %4094 = add nuw nsw i64 %4093, %4040
  %4095 = getelementptr inbounds nuw float, ptr %4090, i64 %4094
  store float %4089, ptr %4095, align 4
  %4096 = add i64 %4044, 1
  br label %4043

4097:                                             ; preds = %4043
  %4098 = add i64 %4040, 1
  br label %4039

4099:                                             ; preds = %4039
  %4100 = add i64 %4036, 1
  br label %4035

4101:                                             ; preds = %4035
  %4102 = add i64 %4032, 1
  br label %4031

4103:                                             ; preds = %4031
  br label %4104

4104:                                             ; preds = %4143, %4103
  %4105 = phi i64 [ %4144, %4143 ], [ 0, %4103 ]
  %4106 = icmp slt i64 %4105, 1
  br i1 %4106, label %4107, label %4145

4107:                                             ; preds = %4104
  br label %4108

4108:                                             ; preds = %4141, %4107
  %4109 = phi i64 [ %4142, %4141 ], [ 0, %4107 ]
  %4110 = icmp slt i64 %4109, 8
  br i1 %4110, label %4111, label %4143

4111:                                             ; preds = %4108
  br label %4112

4112:                                             ; preds = %4115, %4111
  %4113 = phi i64 [ %4140, %4115 ], [ 0, %4111 ]
  %4114 = icmp slt i64 %4113, 32
  br i1 %4114, label %4115, label %4141

4115:                                             ; preds = %4112
  %4116 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4117 = mul nuw nsw i64 %4105, 256
  %4118 = mul nuw nsw i64 %4109, 32
  %4119 = add nuw nsw i64 %4117, %4118
  %4120 = add nuw nsw i64 %4119, %4113
  %4121 = getelementptr inbounds nuw float, ptr %4116, i64 %4120
  %4122 = load float, ptr %4121, align 4
  %4123 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1965, 1
  %4124 = mul nuw nsw i64 %4105, 256
  %4125 = mul nuw nsw i64 %4109, 32
  %4126 = add nuw nsw i64 %4124, %4125
  %4127 = add nuw nsw i64 %4126, %4113
  %4128 = getelementptr inbounds nuw float, ptr %4123, i64 %4127
  %4129 = load float, ptr %4128, align 4
  %4130 = getelementptr inbounds nuw float, ptr @__constant_32xf32_1, i64 %4113
  %4131 = load float, ptr %4130, align 4
  %4132 = fadd float %4129, %4131
  %4133 = fadd float %4122, %4132
  %4134 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4135 = mul nuw nsw i64 %4105, 256
  %4136 = mul nuw nsw i64 %4109, 32
  %4137 = add nuw nsw i64 %4135, %4136
  %4138 = add nuw nsw i64 %4137, %4113
  %4139 = getelementptr inbounds nuw float, ptr %4134, i64 %4138
  store float %4133, ptr %4139, align 4
  %4140 = add i64 %4113, 1
  br label %4112

4141:                                             ; preds = %4112
  %4142 = add i64 %4109, 1
  br label %4108

4143:                                             ; preds = %4108
  %4144 = add i64 %4105, 1
  br label %4104

4145:                                             ; preds = %4104
  br label %4146

4146:                                             ; preds = %4175, %4145
  %4147 = phi i64 [ %4176, %4175 ], [ 0, %4145 ]
  %4148 = icmp slt i64 %4147, 1
  br i1 %4148, label %4149, label %4177

4149:                                             ; preds = %4146
  br label %4150

4150:                                             ; preds = %4173, %4149
  %4151 = phi i64 [ %4174, %4173 ], [ 0, %4149 ]
  %4152 = icmp slt i64 %4151, 8
  br i1 %4152, label %4153, label %4175

4153:                                             ; preds = %4150
  br label %4154

4154:                                             ; preds = %4157, %4153
  %4155 = phi i64 [ %4172, %4157 ], [ 0, %4153 ]
  %4156 = icmp slt i64 %4155, 32
  br i1 %4156, label %4157, label %4173

4157:                                             ; preds = %4154
  %4158 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4159 = mul nuw nsw i64 %4147, 256
  %4160 = mul nuw nsw i64 %4151, 32
  %4161 = add nuw nsw i64 %4159, %4160
  %4162 = add nuw nsw i64 %4161, %4155
  %4163 = getelementptr inbounds nuw float, ptr %4158, i64 %4162
  %4164 = load float, ptr %4163, align 4
  %4165 = fpext float %4164 to double
  %4166 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %497, 1
  %4167 = mul nuw nsw i64 %4147, 256
  %4168 = mul nuw nsw i64 %4151, 32
  %4169 = add nuw nsw i64 %4167, %4168
  %4170 = add nuw nsw i64 %4169, %4155
  %4171 = getelementptr inbounds nuw double, ptr %4166, i64 %4170
  store double %4165, ptr %4171, align 8
  %4172 = add i64 %4155, 1
  br label %4154

4173:                                             ; preds = %4154
  %4174 = add i64 %4151, 1
  br label %4150

4175:                                             ; preds = %4150
  %4176 = add i64 %4147, 1
  br label %4146

4177:                                             ; preds = %4146
  %4178 = call ptr @malloc(i64 128)
  %4179 = ptrtoint ptr %4178 to i64
  %4180 = add i64 %4179, 63
  %4181 = urem i64 %4180, 64
  %4182 = sub i64 %4180, %4181
  %4183 = inttoptr i64 %4182 to ptr
  %4184 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } poison, ptr %4178, 0
  %4185 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4184, ptr %4183, 1
  %4186 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4185, i64 0, 2
  %4187 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4186, i64 1, 3, 0
  %4188 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4187, i64 8, 3, 1
  %4189 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4188, i64 1, 3, 2
  %4190 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4189, i64 8, 4, 0
  %4191 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4190, i64 1, 4, 1
  %4192 = insertvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4191, i64 1, 4, 2
  br label %4193

4193:                                             ; preds = %4219, %4177
  %4194 = phi i64 [ %4220, %4219 ], [ 0, %4177 ]
  %4195 = icmp slt i64 %4194, 1
  br i1 %4195, label %4196, label %4221

4196:                                             ; preds = %4193
  br label %4197

4197:                                             ; preds = %4217, %4196
  %4198 = phi i64 [ %4218, %4217 ], [ 0, %4196 ]
  %4199 = icmp slt i64 %4198, 8
  br i1 %4199, label %4200, label %4219

4200:                                             ; preds = %4197
  br label %4201

4201:                                             ; preds = %4204, %4200
  %4202 = phi i64 [ %4216, %4204 ], [ 0, %4200 ]
  %4203 = icmp slt i64 %4202, 1
  br i1 %4203, label %4204, label %4217

4204:                                             ; preds = %4201
  %4205 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %544, 1
  %4206 = mul nuw nsw i64 %4194, 8
  %4207 = add nuw nsw i64 %4206, %4198
  %4208 = add nuw nsw i64 %4207, %4202
  %4209 = getelementptr inbounds nuw double, ptr %4205, i64 %4208
  %4210 = load double, ptr %4209, align 8
  %4211 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4192, 1
  %4212 = mul nuw nsw i64 %4194, 8
  %4213 = add nuw nsw i64 %4212, %4198
  %4214 = add nuw nsw i64 %4213, %4202
  %4215 = getelementptr inbounds nuw double, ptr %4211, i64 %4214
  store double %4210, ptr %4215, align 8
  %4216 = add i64 %4202, 1
  br label %4201

4217:                                             ; preds = %4201
  %4218 = add i64 %4198, 1
  br label %4197

4219:                                             ; preds = %4197
  %4220 = add i64 %4194, 1
  br label %4193

4221:                                             ; preds = %4193
  br label %4222

4222:                                             ; preds = %4256, %4221
  %4223 = phi i64 [ %4257, %4256 ], [ 0, %4221 ]
  %4224 = icmp slt i64 %4223, 1
  br i1 %4224, label %4225, label %4258

4225:                                             ; preds = %4222
  br label %4226

4226:                                             ; preds = %4254, %4225
  %4227 = phi i64 [ %4255, %4254 ], [ 0, %4225 ]
  %4228 = icmp slt i64 %4227, 8
  br i1 %4228, label %4229, label %4256

4229:                                             ; preds = %4226
  br label %4230

4230:                                             ; preds = %4233, %4229
  %4231 = phi i64 [ %4253, %4233 ], [ 0, %4229 ]
  %4232 = icmp slt i64 %4231, 32
  br i1 %4232, label %4233, label %4254

4233:                                             ; preds = %4230
  %4234 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %497, 1
  %4235 = mul nuw nsw i64 %4223, 256
  %4236 = mul nuw nsw i64 %4227, 32
  %4237 = add nuw nsw i64 %4235, %4236
  %4238 = add nuw nsw i64 %4237, %4231
  %4239 = getelementptr inbounds nuw double, ptr %4234, i64 %4238
  %4240 = load double, ptr %4239, align 8
  %4241 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4192, 1
  %4242 = mul nuw nsw i64 %4223, 8
  %4243 = add nuw nsw i64 %4242, %4227
  %4244 = add nuw nsw i64 %4243, 0
  %4245 = getelementptr inbounds nuw double, ptr %4241, i64 %4244
  %4246 = load double, ptr %4245, align 8
  %4247 = fadd double %4240, %4246
  %4248 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4192, 1
  %4249 = mul nuw nsw i64 %4223, 8
  %4250 = add nuw nsw i64 %4249, %4227
  %4251 = add nuw nsw i64 %4250, 0
  %4252 = getelementptr inbounds nuw double, ptr %4248, i64 %4251
  store double %4247, ptr %4252, align 8
  %4253 = add i64 %4231, 1
  br label %4230

4254:                                             ; preds = %4230
  %4255 = add i64 %4227, 1
  br label %4226

4256:                                             ; preds = %4226
  %4257 = add i64 %4223, 1
  br label %4222

4258:                                             ; preds = %4222
  br label %4259

4259:                                             ; preds = %4302, %4258
  %4260 = phi i64 [ %4303, %4302 ], [ 0, %4258 ]
  %4261 = icmp slt i64 %4260, 1
  br i1 %4261, label %4262, label %4304

4262:                                             ; preds = %4259
  br label %4263

4263:                                             ; preds = %4300, %4262
  %4264 = phi i64 [ %4301, %4300 ], [ 0, %4262 ]
  %4265 = icmp slt i64 %4264, 8
  br i1 %4265, label %4266, label %4302

4266:                                             ; preds = %4263
  br label %4267

4267:                                             ; preds = %4270, %4266
  %4268 = phi i64 [ %4299, %4270 ], [ 0, %4266 ]
  %4269 = icmp slt i64 %4268, 32
  br i1 %4269, label %4270, label %4300

4270:                                             ; preds = %4267
  %4271 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %497, 1
  %4272 = mul nuw nsw i64 %4260, 256
  %4273 = mul nuw nsw i64 %4264, 32
  %4274 = add nuw nsw i64 %4272, %4273
  %4275 = add nuw nsw i64 %4274, %4268
  %4276 = getelementptr inbounds nuw double, ptr %4271, i64 %4275
  %4277 = load double, ptr %4276, align 8
  %4278 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4192, 1
  %4279 = mul nuw nsw i64 %4260, 8
  %4280 = add nuw nsw i64 %4279, %4264
  %4281 = add nuw nsw i64 %4280, 0
  %4282 = getelementptr inbounds nuw double, ptr %4278, i64 %4281
  %4283 = load double, ptr %4282, align 8
  %4284 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %544, 1
  %4285 = mul nuw nsw i64 %4260, 8
  %4286 = add nuw nsw i64 %4285, %4264
  %4287 = add nuw nsw i64 %4286, 0
  %4288 = getelementptr inbounds nuw double, ptr %4284, i64 %4287
  %4289 = load double, ptr %4288, align 8
  %4290 = fdiv double %4283, 3.200000e+01
  %4291 = fsub double %4277, %4290
  %4292 = fmul double %4291, %4291
  %4293 = fadd double %4292, %4289
  %4294 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %544, 1
  %4295 = mul nuw nsw i64 %4260, 8
  %4296 = add nuw nsw i64 %4295, %4264
  %4297 = add nuw nsw i64 %4296, 0
  %4298 = getelementptr inbounds nuw double, ptr %4294, i64 %4297
  store double %4293, ptr %4298, align 8
  %4299 = add i64 %4268, 1
  br label %4267

4300:                                             ; preds = %4267
  %4301 = add i64 %4264, 1
  br label %4263

4302:                                             ; preds = %4263
  %4303 = add i64 %4260, 1
  br label %4259

4304:                                             ; preds = %4259
  br label %4305

4305:                                             ; preds = %4339, %4304
  %4306 = phi i64 [ %4340, %4339 ], [ 0, %4304 ]
  %4307 = icmp slt i64 %4306, 1
  br i1 %4307, label %4308, label %4341

4308:                                             ; preds = %4305
  br label %4309

4309:                                             ; preds = %4337, %4308
  %4310 = phi i64 [ %4338, %4337 ], [ 0, %4308 ]
  %4311 = icmp slt i64 %4310, 8
  br i1 %4311, label %4312, label %4339

4312:                                             ; preds = %4309
  br label %4313

4313:                                             ; preds = %4316, %4312
  %4314 = phi i64 [ %4336, %4316 ], [ 0, %4312 ]
  %4315 = icmp slt i64 %4314, 32
  br i1 %4315, label %4316, label %4337

4316:                                             ; preds = %4313
  %4317 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4318 = mul nuw nsw i64 %4306, 256
  %4319 = mul nuw nsw i64 %4310, 32
  %4320 = add nuw nsw i64 %4318, %4319
  %4321 = add nuw nsw i64 %4320, %4314
  %4322 = getelementptr inbounds nuw float, ptr %4317, i64 %4321
  %4323 = load float, ptr %4322, align 4
  %4324 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %753, 1
  %4325 = mul nuw nsw i64 %4306, 8
  %4326 = add nuw nsw i64 %4325, %4310
  %4327 = add nuw nsw i64 %4326, 0
  %4328 = getelementptr inbounds nuw float, ptr %4324, i64 %4327
  %4329 = load float, ptr %4328, align 4
  %4330 = fadd float %4323, %4329
  %4331 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %753, 1
  %4332 = mul nuw nsw i64 %4306, 8
  %4333 = add nuw nsw i64 %4332, %4310
  %4334 = add nuw nsw i64 %4333, 0
  %4335 = getelementptr inbounds nuw float, ptr %4331, i64 %4334
  store float %4330, ptr %4335, align 4
  %4336 = add i64 %4314, 1
  br label %4313

4337:                                             ; preds = %4313
  %4338 = add i64 %4310, 1
  br label %4309

4339:                                             ; preds = %4309
  %4340 = add i64 %4306, 1
  br label %4305

4341:                                             ; preds = %4305
  br label %4342

4342:                                             ; preds = %4396, %4341
  %4343 = phi i64 [ %4397, %4396 ], [ 0, %4341 ]
  %4344 = icmp slt i64 %4343, 1
  br i1 %4344, label %4345, label %4398

4345:                                             ; preds = %4342
  br label %4346

4346:                                             ; preds = %4394, %4345
  %4347 = phi i64 [ %4395, %4394 ], [ 0, %4345 ]
  %4348 = icmp slt i64 %4347, 8
  br i1 %4348, label %4349, label %4396

4349:                                             ; preds = %4346
  br label %4350

4350:                                             ; preds = %4353, %4349
  %4351 = phi i64 [ %4393, %4353 ], [ 0, %4349 ]
  %4352 = icmp slt i64 %4351, 32
  br i1 %4352, label %4353, label %4394

4353:                                             ; preds = %4350
  %4354 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4355 = mul nuw nsw i64 %4343, 256
  %4356 = mul nuw nsw i64 %4347, 32
  %4357 = add nuw nsw i64 %4355, %4356
  %4358 = add nuw nsw i64 %4357, %4351
  %4359 = getelementptr inbounds nuw float, ptr %4354, i64 %4358
  %4360 = load float, ptr %4359, align 4
  %4361 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %753, 1
  %4362 = mul nuw nsw i64 %4343, 8
  %4363 = add nuw nsw i64 %4362, %4347
  %4364 = add nuw nsw i64 %4363, 0
  %4365 = getelementptr inbounds nuw float, ptr %4361, i64 %4364
  %4366 = load float, ptr %4365, align 4
  %4367 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %544, 1
  %4368 = mul nuw nsw i64 %4343, 8
  %4369 = add nuw nsw i64 %4368, %4347
  %4370 = add nuw nsw i64 %4369, 0
  %4371 = getelementptr inbounds nuw double, ptr %4367, i64 %4370
  %4372 = load double, ptr %4371, align 8
  %4373 = getelementptr inbounds nuw float, ptr @__constant_32xf32_0, i64 %4351
  %4374 = load float, ptr %4373, align 4
  %4375 = getelementptr inbounds nuw float, ptr @__constant_32xf32, i64 %4351
  %4376 = load float, ptr %4375, align 4
  %4377 = fdiv double %4372, 3.200000e+01
  %4378 = fptrunc double %4377 to float
  %4379 = fadd float %4378, f0x3727C5AC
  %4380 = call float @llvm.sqrt.f32(float %4379)
  %4381 = fdiv float 1.000000e+00, %4380
  %4382 = fdiv float %4366, 3.200000e+01
  %4383 = fsub float %4360, %4382
  %4384 = fmul float %4383, %4381
  %4385 = fmul float %4384, %4374
  %4386 = fadd float %4385, %4376
  %4387 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %29, 1
  %4388 = mul nuw nsw i64 %4343, 256
  %4389 = mul nuw nsw i64 %4347, 32
  %4390 = add nuw nsw i64 %4388, %4389
  %4391 = add nuw nsw i64 %4390, %4351
  %4392 = getelementptr inbounds nuw float, ptr %4387, i64 %4391
  store float %4386, ptr %4392, align 4
  %4393 = add i64 %4351, 1
  br label %4350

4394:                                             ; preds = %4350
  %4395 = add i64 %4347, 1
  br label %4346

4396:                                             ; preds = %4346
  %4397 = add i64 %4343, 1
  br label %4342

4398:                                             ; preds = %4342
  %4399 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %40, 0
  call void @free(ptr %4399)
  %4400 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %122, 0
  call void @free(ptr %4400)
  %4401 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %156, 0
  call void @free(ptr %4401)
  %4402 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %238, 0
  call void @free(ptr %4402)
  %4403 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %251, 0
  call void @free(ptr %4403)
  %4404 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %307, 0
  call void @free(ptr %4404)
  %4405 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %323, 0
  call void @free(ptr %4405)
  %4406 = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %329, 0
  call void @free(ptr %4406)
  %4407 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %415, 0
  call void @free(ptr %4407)
  %4408 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %497, 0
  call void @free(ptr %4408)
  %4409 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %544, 0
  call void @free(ptr %4409)
  %4410 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %582, 0
  call void @free(ptr %4410)
  %4411 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %663, 0
  call void @free(ptr %4411)
  %4412 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %753, 0
  call void @free(ptr %4412)
  %4413 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %791, 0
  call void @free(ptr %4413)
  %4414 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %870, 0
  call void @free(ptr %4414)
  %4415 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %912, 0
  call void @free(ptr %4415)
  %4416 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1034, 0
  call void @free(ptr %4416)
  %4417 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1122, 0
  call void @free(ptr %4417)
  %4418 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1176, 0
  call void @free(ptr %4418)
  %4419 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1302, 0
  call void @free(ptr %4419)
  %4420 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1368, 0
  call void @free(ptr %4420)
  %4421 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1437, 0
  call void @free(ptr %4421)
  %4422 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1602, 0
  call void @free(ptr %4422)
  %4423 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1650, 0
  call void @free(ptr %4423)
  %4424 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1753, 0
  call void @free(ptr %4424)
  %4425 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1807, 0
  call void @free(ptr %4425)
  %4426 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %1938, 0
  call void @free(ptr %4426)
  %4427 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %1980, 0
  call void @free(ptr %4427)
  %4428 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2160, 0
  call void @free(ptr %4428)
  %4429 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2241, 0
  call void @free(ptr %4429)
  %4430 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2331, 0
  call void @free(ptr %4430)
  %4431 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %2410, 0
  call void @free(ptr %4431)
  %4432 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2452, 0
  call void @free(ptr %4432)
  %4433 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2574, 0
  call void @free(ptr %4433)
  %4434 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2767, 0
  call void @free(ptr %4434)
  %4435 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2848, 0
  call void @free(ptr %4435)
  %4436 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %2938, 0
  call void @free(ptr %4436)
  %4437 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3095, 0
  call void @free(ptr %4437)
  %4438 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3537, 0
  call void @free(ptr %4438)
  %4439 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3717, 0
  call void @free(ptr %4439)
  %4440 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3798, 0
  call void @free(ptr %4440)
  %4441 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %3888, 0
  call void @free(ptr %4441)
  %4442 = extractvalue { ptr, ptr, i64, [3 x i64], [3 x i64] } %4192, 0
  call void @free(ptr %4442)
  ret { ptr, ptr, i64, [3 x i64], [3 x i64] } %29
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; irlower-stages: fx_graph=7b815eaf8853 torch_mlir=39d49863922d linalg_on_tensors_mlir=220d419f06b2 llvm_mlir=430906a09206
